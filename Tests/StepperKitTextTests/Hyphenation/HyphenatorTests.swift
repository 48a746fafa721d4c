import Foundation
import Testing
@testable import StepperKitText

extension Tag {
    @Tag static var hyphenation: Self
}

@Suite(.tags(.hyphenation))
struct HyphenatorTests {
    // MARK: - Against the reference

    /// Every word as the independent Liang matcher of Scripts/hyphenation-reference.py hyphenates it
    /// with the same dictionary: the patterns, the lowering and RIGHTHYPHENMIN 3 ("ta-ble").
    @Test(arguments: HyphenationReference.english)
    func englishWordsMatchTheReference(word: String, hyphenated: String) throws {
        let english = try Hyphenator(localeIdentifier: "en_US")
        #expect(english.hyphenated(word) == hyphenated)
        #expect(english.hyphenationPoints(in: word) == Self.points(of: hyphenated))
    }

    /// Spanish: UTF-8 letters (á, ñ, ü) are matched as the patterns spell them, capitals lowered first.
    @Test(arguments: HyphenationReference.spanish)
    func spanishWordsMatchTheReference(word: String, hyphenated: String) throws {
        let spanish = try Hyphenator(localeIdentifier: "es_ES")
        #expect(spanish.hyphenated(word) == hyphenated)
        #expect(spanish.hyphenationPoints(in: word) == Self.points(of: hyphenated))
    }

    /// The reference table is not trivially empty: most words have points, some none.
    @Test func theReferenceTableHyphenatesMostWords() {
        let rows = HyphenationReference.english + HyphenationReference.spanish
        #expect(rows.count == 200)
        #expect(rows.filter { $0.hyphenated.contains("-") }.count == 194)
    }

    /// The UTF-8 offsets of the hyphens in a hyphenated word, in the word without them.
    private static func points(of hyphenated: String) -> [Int] {
        var points: [Int] = []
        var offset = 0
        for character in hyphenated {
            if character == "-" { points.append(offset) } else { offset += character.utf8.count }
        }
        return points
    }

    // MARK: - Words in text

    @Test(arguments: [
        // "ñ" is two bytes: "Aña-dir" breaks before byte 4.
        ("Añadir", [4]),
        // Punctuation is not part of the word; "¿" is two bytes.
        ("¿senderismo?", [5, 7, 10]),
        // Each word on its own; "de" and "la" are too short.
        ("Carrito de la compra", [2, 5, 17]),
        // Digits end a word.
        ("3artículos", [3, 8]),
        ("sol", []),
        ("", []),
    ] as [(String, [Int])])
    func pointsAreUTF8OffsetsOfEachWord(text: String, points: [Int]) throws {
        #expect(try Hyphenator(localeIdentifier: "es").hyphenationPoints(in: text) == points)
    }

    @Test func hyphenatedShowsThePointsWithAnyHyphen() throws {
        #expect(try Hyphenator(localeIdentifier: "es").hyphenated("Carrito de la compra") == "Ca-rri-to de la com-pra")
        #expect(try Hyphenator(localeIdentifier: "en_US").hyphenated("presentation", with: "·") == "pre·sen·ta·tion")
    }

    // MARK: - Finding a dictionary

    @Test(arguments: [
        // Region first, then language, then the language's likely region (ICU: es → es_Latn_ES).
        ("es_MX", ["hyph_es_MX.dic", "hyph_es.dic", "hyph_es_Latn_ES.dic", "hyph_es_ES.dic"]),
        ("es-419", ["hyph_es_419.dic", "hyph_es.dic", "hyph_es_Latn_ES.dic", "hyph_es_ES.dic"]),
        ("en", ["hyph_en.dic", "hyph_en_Latn_US.dic", "hyph_en_US.dic"]),
        ("sr_Latn_RS", ["hyph_sr_Latn_RS.dic", "hyph_sr_RS.dic", "hyph_sr_Latn.dic", "hyph_sr.dic"]),
        // Keywords say nothing about the language.
        ("es_ES@currency=EUR", ["hyph_es_ES.dic", "hyph_es.dic", "hyph_es_Latn_ES.dic"]),
        // No language, or a name that would leave the directory: nothing to look for.
        ("", []),
        ("../../etc/passwd", []),
    ] as [(String, [String])])
    func aLocaleLooksForItsRegionThenItsLanguage(locale: String, names: [String]) {
        #expect(HyphenDictionaryNames.fileNames(for: locale) == names)
    }

    @Test(arguments: [
        ("es_MX", "/usr/share/hyphen/hyph_es_ES.dic"),
        ("es", "/usr/share/hyphen/hyph_es_ES.dic"),
        ("es-419", "/usr/share/hyphen/hyph_es_ES.dic"),
        ("en", "/usr/share/hyphen/hyph_en_US.dic"),
        ("en_GB", "/usr/share/hyphen/hyph_en_US.dic"),
    ])
    func debiansDictionariesAreFoundByLocale(locale: String, path: String) throws {
        #expect(try Hyphenator(localeIdentifier: locale).dictionaryPath == path)
    }

    /// hyph_es_MX.dic links to hyph_es_ES.dic: one file, loaded once, one hyphenator.
    @Test func localesOfOneFileShareItsDictionary() throws {
        let mexican = try Hyphenator(localeIdentifier: "es_MX")
        let spanish = try Hyphenator(localeIdentifier: "es_ES")
        #expect(mexican == spanish)
        #expect(Set([mexican, spanish]).count == 1)
        #expect(try Hyphenator(localeIdentifier: "en") != spanish)
    }

    @Test func theDictionarysMinimumsAreKept() throws {
        let english = try Hyphenator(localeIdentifier: "en_US")
        #expect((english.leftHyphenMinimum, english.rightHyphenMinimum) == (2, 3))
        let spanish = try Hyphenator(localeIdentifier: "es")
        #expect((spanish.leftHyphenMinimum, spanish.rightHyphenMinimum) == (2, 2))
    }

    @Test func aLocaleWithoutADictionaryIsATypedError() throws {
        let error = try #require(#expect(throws: HyphenationError.self) { try Hyphenator(localeIdentifier: "ar_EG") })
        #expect(error == .noDictionary(
            localeIdentifier: "ar_EG", fileNames: ["hyph_ar_EG.dic", "hyph_ar.dic", "hyph_ar_Arab_EG.dic"],
            directories: ["/usr/share/hyphen"]))
        #expect(error.description == "No hyphenation dictionary for \"ar_EG\" (looked for hyph_ar_EG.dic, hyph_ar.dic, "
            + "hyph_ar_Arab_EG.dic in /usr/share/hyphen): install the language's hyphen-* package (`apt-cache search hyphen-` "
            + "lists them); until then a word wider than its line is broken between letters.")
        // Asked again, the failure is remembered and thrown the same.
        #expect(throws: error) { try Hyphenator(localeIdentifier: "ar_EG") }
    }

    // MARK: - Dictionaries of one's own

    /// A dictionary that names no minimums gets TeX's 2 and 3: libhyphen alone would allow two
    /// characters after the last hyphen ("ba-na-na").
    @Test func aDictionaryWithoutMinimumsGetsTwoAndThree() throws {
        try withDictionary("UTF-8\na1\n") { directory in
            let hyphenator = try Hyphenator(localeIdentifier: "xx", directories: [directory])
            #expect((hyphenator.leftHyphenMinimum, hyphenator.rightHyphenMinimum) == (2, 3))
            #expect(hyphenator.hyphenated("banana") == "ba-nana")
            #expect(hyphenator.hyphenated("bananas") == "ba-na-nas")
        }
    }

    /// A point before a combining mark would split "ñ" written as "n" and U+0303.
    @Test func pointsNeverSplitAGrapheme() throws {
        try withDictionary("UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\nn1\n") { directory in
            let hyphenator = try Hyphenator(localeIdentifier: "xx", directories: [directory])
            #expect(hyphenator.hyphenated("panal") == "pan-al")
            #expect(hyphenator.hyphenated("pan\u{303}al") == "pan\u{303}al")
        }
    }

    /// Capitals are lowered scalar by scalar: "İ" lowers to two code points, and the point after
    /// it still lands before the next letter.
    @Test func lettersThatLowerToTwoCodePointsKeepTheirPoints() throws {
        try withDictionary("UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\ni\u{307}1\n") { directory in
            let hyphenator = try Hyphenator(localeIdentifier: "xx", directories: [directory])
            #expect(hyphenator.hyphenated("İstanbul") == "İ-stanbul")
        }
    }

    @Test func aDictionaryInAnotherCharsetIsRefused() throws {
        try withDictionary("ISO8859-1\nLEFTHYPHENMIN 2\na1\n") { directory in
            let error = #expect(throws: HyphenationError.self) { try Hyphenator(localeIdentifier: "xx", directories: [directory]) }
            #expect(error == .unsupportedCharset(path: directory + "/hyph_xx.dic", charset: "ISO8859-1"))
        }
    }

    /// libhyphen opens what it is given: a FIFO would block it.
    @Test func aDictionaryThatIsNotARegularFileIsRefusedBeforeReading() throws {
        try withDictionary(nil) { directory in
            let fifo = directory + "/hyph_xx.dic"
            #expect(mkfifo(fifo, 0o644) == 0)
            let error = #expect(throws: HyphenationError.self) { try Hyphenator(localeIdentifier: "xx", directories: [directory]) }
            #expect(error == .unreadableDictionary(path: fifo, reason: "it is a FIFO (named pipe), not a regular file"))
        }
    }

    /// A fresh directory with `hyph_xx.dic` holding `contents` (none when nil), removed afterwards.
    private func withDictionary(_ contents: String?, _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-hyphen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        if let contents { try contents.write(toFile: directory + "/hyph_xx.dic", atomically: true, encoding: .utf8) }
        try body(directory)
    }

    // MARK: - Threads

    /// One dictionary hyphenates from many tasks at once (libhyphen only reads it) with the answers of one.
    @Test func manyTasksHyphenateWithOneDictionary() async throws {
        let spanish = try Hyphenator(localeIdentifier: "es")
        let words = HyphenationReference.spanish.map(\.word)
        let expected = words.map { spanish.hyphenated($0) }
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { words.map { spanish.hyphenated($0) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
