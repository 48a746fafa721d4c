import Testing
@testable import StepperKitCheck

/// The word list is read by its bytes: lines end at LF or CR LF, the last may have no line end, and a
/// line with a capital never answers a lookup (which is of a lowercase form) whether kept or not.
struct WordListTests {
    @Test func linesEndAtLineFeedsAndCarriageReturnsAndTheLastNeedsNone() {
        let list = WordList(bytes: Array("apple\r\nbird's\n\nGoogle\nañadir\nzebra".utf8))
        #expect(list.listsLowercase("Apple"))
        #expect(list.listsLowercase("Bird's"))
        #expect(list.listsLowercase("Añadir"))
        #expect(list.listsLowercase("Zebra"))
        // "Google" is a name in the list, not a word: its lowercase form is not listed.
        #expect(!list.listsLowercase("Google"))
        #expect(!list.listsLowercase(""))
        #expect(!list.listsLowercase("App"))
    }

    @Test func theMachinesListAnswersAsTheTextReaderDid() throws {
        let english = try #require(WordList.english)
        #expect(english.listsLowercase("Settings") && english.listsLowercase("Reading") && english.listsLowercase("None"))
        #expect(!english.listsLowercase("Kagi") && !english.listsLowercase("Omnipod"))
    }
}
