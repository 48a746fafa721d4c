import Testing
@testable import StepperKitCheck
import StepperKitLocalization

/// The comparisons of a translation with its source that translators trip on: white space at the ends,
/// Markdown, links, digits, and the same text left in another language.
struct TextComparisonTests {
    @Test(arguments: [
        // A leading line break lost: the text runs into the one before it.
        ("\nAlerts: %1$@", "Waarschuwingen: %1$@",
         "starts with no line break where the source starts with a line break, so it runs into the text before it"),
        ("Ref: ", "Ref:", "lacks the space the source ends with, so what follows it is joined on"),
        ("Delete Omnipod", "Видалити Omnipod ", "ends with a space the source does not have"),
        ("\nRef: %@", "↩\n Ref: %@", "has Xcode's line-break sign \"↩\" as text: a person sees \"↩\" where the source breaks the line"),
        ("Internal fault\n", "Interner Fehler", "ends with no line break where the source ends with a line break, so the text after it runs into it"),
        // CR LF is one line break, as LF is.
        ("Line\r\n", "Zeile\n", nil),
        // CJK full-width punctuation carries its own space.
        ("Ref: ", "参照：", nil),
        // French puts spaces inside, not at the ends.
        ("Total: %@", "Total : %@", nil),
        ("Every day", "Jeden Tag", nil),
    ] as [(String, String, String?)])
    func whitespaceAtTheEnds(source: String, translation: String, message: String?) {
        #expect(TextComparison.whitespace(source: source, translation: translation) == message)
    }

    @Test(arguments: [
        // Chinese and Japanese join sentences without a space: CubeTime's " Note that…" after a sentence.
        (" Note that this only applies in compact mode.", "本设置只有在使用紧凑界面时有效", "zh-Hans", nil),
        ("Saved. ", "保存しました", "ja", nil),
        ("Bug Fixes: ", "修复的问题：", "zh-Hans", nil),
        // A Latin word at the edge keeps its space in Chinese too; Korean spaces its words.
        (" Note: %@", "Note：%@", "zh-Hans", "lacks the space the source starts with"),
        (" Note that this only applies in compact mode.", "이 설정은 간단 모드에서만 적용됩니다", "ko", "lacks the space the source starts with"),
        // Arabic keeps the source's spacing.
        ("We need your photos", " نحتاج إلى صورك", "ar", "starts with a space the source does not have"),
    ] as [(String, String, String, String?)])
    func whitespaceInLanguagesWrittenWithoutSpaces(source: String, translation: String, language: String, message: String?) {
        #expect(TextComparison.whitespace(source: source, translation: translation, language: language) == message)
    }

    @Test(arguments: [
        // Maccy's Italian: the line break between two sentences lost, and no space for it.
        ("Clear unpinned items.\nSelect with ⇧ to clear all.", "Elimina gli elementi sbloccati.Seleziona con ⇧ per eliminarli tutti.",
         "joins two sentences at \"sbloccati.Seleziona\" where the source breaks the line"),
        // Reflowed with a space: fine. Abbreviations and domains: fine.
        ("Clear unpinned items.\nSelect with ⇧ to clear all.", "Elimina gli elementi sbloccati. Seleziona con ⇧ per eliminarli tutti.", nil),
        ("Open the file.\nSee z.B. the help", "Öffne die Datei z.B. die Hilfe", nil),
    ] as [(String, String, String?)])
    func sentencesRunTogether(source: String, translation: String, message: String?) {
        #expect(TextComparison.gluedSentences(source: source, translation: translation) == message)
    }

    @Test(arguments: [
        // Leftovers of a .strings file (skukharev/Tracker, Monolingual).
        ("Привычки и события можно\\nобъединить по смыслу", #"shows "\n" where a line break was meant: a catalog holds the character itself, not its escape"#),
        ("Habits and events can be\\n combined", #"shows "\n" where a line break was meant: a catalog holds the character itself, not its escape"#),
        ("d\\'autres", #"shows "\'" where ' was meant: a catalog holds the character itself, not its escape"#),
        // A text about escapes shows them on purpose: quoted or in code.
        ("Type `\\n` for a line break", nil),
        ("Use \"\\t\" between columns", nil),
        ("C:\\Users", nil),
        ("No escapes here", nil),
    ] as [(String, String?)])
    func literalEscapes(value: String, message: String?) {
        #expect(TextComparison.literalEscapes(in: value) == message)
    }

    @Test(arguments: [
        ("example.com", true), ("user@example.com", true), ("https://example.com/help", true), ("www.apple.com", true),
        (" example.com ", true),
        ("Visit example.com", false), ("Node.js", false), ("e.g.", false), ("v1.2", false), ("Done", false),
    ])
    func addressesAreNotTranslated(text: String, isAddress: Bool) {
        #expect(TextComparison.isAddress(text) == isAddress)
    }

    @Test(arguments: [
        // Marks that do not close show as characters.
        ("Tap **Done** to save", "Toca **Listo* para guardar", true, "has inline Markdown that does not close"),
        ("Read the [terms](https://example.com/terms)", "Lee los [términos] (https://example.com/terms)", true, "has inline Markdown that does not close"),
        // Spans lost or changed.
        ("Tap **Done** to save", "Toca Listo para guardar", false, "lacks the source's bold"),
        ("Read the [terms](https://example.com/terms)", "Lee los términos", false, "lacks the source's link"),
        ("Run `swift build` first", "Ejecuta swift build primero", false, "lacks the source's code"),
    ] as [(String, String, Bool, String)])
    func markdownBrokenOrChanged(source: String, translation: String, broken: Bool, message: String) throws {
        let found = try #require(TextComparison.markdown(source: source, translation: translation))
        #expect(found.broken == broken)
        #expect(found.message.hasPrefix(message), "\(found.message)")
    }

    @Test(arguments: [
        ("Tap **Done** to save", "Toca **Listo** para guardar"),
        ("Tap **Done** to *save*", "Pulsa *guardar* con **Listo**"),
        // A source without Markdown says nothing of a translation's asterisks or underscores.
        ("5 times 3", "5 * 3 = 15"),
        ("snake_case_name", "nombre_en_snake_case"),
        ("Read the [terms](https://example.com/terms)", "Lee los [términos](https://example.com/terms)"),
    ])
    func markdownThatAgreesIsFine(source: String, translation: String) {
        #expect(TextComparison.markdown(source: source, translation: translation) == nil)
    }

    @Test func markdownNextToAnArgumentIsReadWithTheArgumentIn() {
        // Backyard Birds' Japanese and Hebrew: "**%1$@**が" closes once "%1$@" is a word, as it is on screen.
        let source = "**%@** is currently in **%@**"
        #expect(TextComparison.markdown(source: source, translation: "**%1$@**が現在**%2$@**にいます", language: "ja") == nil)
        #expect(TextComparison.markdown(source: source, translation: "ציפור מסוג **%1$@** נמצאת כרגע ב**%2$@**", language: "he") == nil)
        // Broken read either way.
        let broken = TextComparison.markdown(source: source, translation: "**%1$@* está en **%2$@**", language: "es")
        #expect(broken?.broken == true)
    }

    @Test func italicIsNotAskedOfChineseJapaneseOrKorean() {
        let source = "Your data is *never* shared, **not even** with us"
        #expect(TextComparison.markdown(source: source, translation: "您的数据绝不会被共享，**即使**是我们", language: "zh-Hans") == nil)
        #expect(TextComparison.markdown(source: source, translation: "Tus datos nunca se comparten, **ni siquiera** con nosotros", language: "es")?.message
                == "lacks the source's italic")
        #expect(TextComparison.markdown(source: source, translation: "您的数据绝不会被共享，即使是我们", language: "zh-Hans")?.message
                == "lacks the source's bold")
    }

    @Test func inlineMarkdownReadsDelimitersAsCommonMarkDoes() {
        #expect(InlineMarkdown("Tap **Done** to [save](https://a.b)").spans == [.strong, .link("https://a.b")])
        #expect(InlineMarkdown("a * b * c").strayMarks == 0)
        #expect(InlineMarkdown("in_a_word").spans.isEmpty)
        #expect(InlineMarkdown("**bold").strayMarks == 2)
        #expect(InlineMarkdown("~~gone~~ and ~approx").spans == [.strikethrough])
        #expect(InlineMarkdown("<https://example.com>").spans == [.link("https://example.com")])
    }

    @Test(arguments: [
        ("Write to support@example.com", "Escribe a soporte@example.com", "lacks \"support@example.com\" of the source and has \"soporte@example.com\" instead"),
        ("See https://example.com/help.", "Ver https://example.com/ayuda.", "lacks \"https://example.com/help\" of the source and has \"https://example.com/ayuda\" instead"),
        ("See https://example.com/help.", "Ver la ayuda.", "lacks \"https://example.com/help\" of the source"),
    ] as [(String, String, String)])
    func linksThatDiffer(source: String, translation: String, message: String) {
        #expect(TextComparison.links(source: source, translation: translation) == message)
    }

    /// A link's destination is link-mismatch's, said once: markdown-changed compares that there is a link.
    @Test func aChangedLinkDestinationIsOneLinkFinding() {
        let source = "Read the [terms](https://example.com/terms)"
        let translation = "Lee los [términos](https://example.com/condiciones)"
        #expect(TextComparison.markdown(source: source, translation: translation) == nil)
        #expect(TextComparison.links(source: source, translation: translation)
                == "lacks \"https://example.com/terms\" of the source and has \"https://example.com/condiciones\" instead")
    }

    @Test(arguments: [
        // HiPixel: the same site's Chinese page.
        ("Compress with [Zipic](https://zipic.5km.tech)", "使用 [Zipic](https://zipic.5km.tech/cn) 压缩"),
        ("See https://example.com/help", "Siehe https://example.com/de/help"),
        ("See https://example.com/help?lang=en", "Ver https://example.com/help?lang=es"),
        // A URL followed by Chinese text with no space, inside and outside a Markdown link.
        ("Read the [docs](https://example.com/readme) for more.", "阅读[文档](https://example.com/readme)了解更多。"),
        ("Docs: https://example.com/readme", "文档：https://example.com/readme了解更多"),
    ])
    func localizedAndCJKJoinedLinksAgree(source: String, translation: String) {
        #expect(TextComparison.links(source: source, translation: translation) == nil)
    }

    @Test func aLinkToAnotherPageOfTheSiteIsNotLocalized() {
        #expect(!TextComparison.isLocalized("https://example.com/pricing", of: "https://example.com/help"))
        #expect(!TextComparison.isLocalized("https://evil.example/cn", of: "https://example.com"))
        #expect(TextComparison.isLocalized("https://example.com/zh-hans/help", of: "https://example.com/help"))
    }

    @Test func linksThatAgreeAndTextWithoutLinks() {
        #expect(TextComparison.links(source: "See https://example.com/help.", translation: "Ver https://example.com/help。") == nil)
        #expect(TextComparison.links(source: "Done", translation: "Listo") == nil)
        #expect(TextComparison.links(in: "(https://en.wikipedia.org/wiki/Foo_(bar)) and x@y.io.") == ["https://en.wikipedia.org/wiki/Foo_(bar)", "x@y.io"])
    }

    @Test func digitsIgnoreSpecifiersAndReadEveryNumberingSystem() {
        #expect(TextComparison.digitRuns(in: "Fill with U-100 %1$lld times") == ["100"])
        #expect(TextComparison.digitRuns(in: "١٢ ساعة") == ["12"])
        #expect(TextComparison.digits(source: "Keep it 6 inches away", translation: "Mantenlo a 15 cm") == "writes the numbers 15 where the source writes 6")
        #expect(TextComparison.digits(source: "U-100 insulin", translation: "Insulina U-100") == nil)
    }

    @Test(arguments: [
        // Another script: untranslated, however short.
        ("Setup Complete", "he", 1, 10, DiagnosticSeverity.warning,
         "is the en text \"Setup Complete\" itself, marked translated: he readers see Latin letters where Hebrew is written"),
        ("Done", "ru", 1, 10, .warning, "is the en text \"Done\" itself, marked translated: ru readers see Latin letters where Cyrillic is written"),
        ("None", "zh-Hans", 1, 1, .warning,
         "is the en text \"None\" itself, marked translated: zh-Hans readers see Latin letters where Simplified Chinese is written"),
        // The same script: a phrase, not a word.
        ("Failed to Resume Insulin Delivery", "pt-BR", 2, 20, .warning, "is the en text \"Failed to Resume Insulin Delivery\" itself, marked translated"),
        // A sentence is untranslated however many languages left it so (Monolingual: 8 of 15).
        ("Failed to install helper utility.", "es", 8, 15, .warning, "is the en text \"Failed to install helper utility.\" itself, marked translated"),
        // A name is often kept: a note.
        ("Gemini", "ja", 1, 10, .note,
         "is the en text \"Gemini\" itself, marked translated: ja readers see Latin letters where Japanese is written; it reads as a name, which may be meant to stay as it is"),
        ("Google Gemini API", "de", 1, 10, .note, "is the en text \"Google Gemini API\" itself, marked translated; it reads as a name, which may be meant to stay as it is"),
    ] as [(String, String, Int, Int, DiagnosticSeverity, String)])
    func sameAsSourceReports(value: String, language: String, identical: Int, translated: Int, severity: DiagnosticSeverity, message: String) throws {
        let found = try #require(TextComparison.sameAsSource(value: value, language: language, sourceLanguage: "en",
                                                             identicalLanguages: identical, translatedLanguages: translated, vocabulary: Self.vocabulary))
        #expect(found.severity == severity)
        #expect(found.message == message)
    }

    /// A copy in other capitals is the same text where the language is written in another script.
    @Test func sameAsSourceInOtherCapitals() throws {
        let found = try #require(TextComparison.sameAsSource(value: "GENERATE", source: "generate", language: "zh-Hans", sourceLanguage: "en",
                                                             identicalLanguages: 0, translatedLanguages: 1, vocabulary: Self.vocabulary))
        #expect(found.message.hasPrefix("is the en text \"GENERATE\" in other capitals, marked translated"))
        #expect(TextComparison.isWrittenInAnotherScript("generate", language: "zh-Hans"))
        #expect(!TextComparison.isWrittenInAnotherScript("generate", language: "de"))
    }

    @Test(arguments: [
        // One word in the same script: often the same word ("Status" in German, "Error" in Spanish).
        ("Status", "de", 1, 20),
        ("Error", "es", 2, 20),
        // A name or title the catalog repeats in most languages.
        ("DuckDuckGo", "ja", 11, 11),
        ("GitHub Sync", "ru", 9, 11),
        ("Backyard Birds", "ja", 6, 8),
        ("360 Search", "ko", 5, 9),
        // No words: placeholders, units, numbers.
        ("%1$lld/%2$lld", "ja", 1, 10),
        ("%@ U", "uk", 1, 10),
        // The same language in another region.
        ("Find Next", "en-GB", 1, 10),
        // Unit symbols are not words (HiPixel's "%.0f×%.0f px").
        ("%1$.0f×%2$.0f px", "zh-Hans", 1, 1),
        ("Imperial (mi)", "es", 1, 3),
    ] as [(String, String, Int, Int)])
    func sameAsSourceExemptions(value: String, language: String, identical: Int, translated: Int) {
        #expect(TextComparison.sameAsSource(value: value, language: language, sourceLanguage: "en",
                                            identicalLanguages: identical, translatedLanguages: translated, vocabulary: Self.vocabulary) == nil)
    }

    /// A small word list standing in for wamerican: common words lowercase.
    static let words = WordList(text: """
        apple
        as
        backyard
        birds
        complete
        done
        error
        google
        none
        pod
        reading
        reminders
        search
        settings
        setup
        sign
        status
        """)

    /// The vocabulary of a catalog whose source texts say "Search with Google" and "set up your Omnipod".
    static let vocabulary: Vocabulary = {
        var vocabulary = Vocabulary(dictionary: words)
        vocabulary.learn(from: "Search with Google")
        vocabulary.learn(from: "Use your Omnipod. See https://github.com/upscayl/upscayl")
        return vocabulary
    }()

    @Test(arguments: [
        ("Gemini", TextComparison.Reading.name),            // not a word
        ("Google", .name),                                   // the catalog writes it capitalised mid-sentence
        ("Google Gemini API", .name),
        ("JSON (csTimer)", .name),                           // camel case
        ("DuckDuckGo", .name),
        ("Square-1", .name),                                 // a number in the word
        ("LICENSE.txt", .name),                              // a file
        ("example.com", .name),
        ("ceeK/Solar", .name),                               // a repository
        ("upscayl-bin", .name),                              // a program
        ("Upscayl", .name),                                  // only its URL is lowercase
        ("© 2021–2024 Tim Xie & Reagan Bohan.", .name),
        ("Setup Complete", .titled),                         // common words
        ("Backyard Birds", .titled),
        ("Settings", .titled),
        ("Reading Pod Status", .titled),                     // "Reading" is a town too, and a word
        ("Omnipod Reminders", .titled),                      // a name and a word: a title to translate
        ("Skip Omnipod Onboarding?", .titled),               // a question is UI text
        ("360 Search", .titled),
        ("Done As", .titled),
        ("Sign in with Google", .sentence),                  // "in", "with"
        ("Failed to install helper utility.", .sentence),
        ("Current architecture: %@", .sentence),
    ] as [(String, TextComparison.Reading)])
    func textsReadAsSentencesTitlesOrNames(text: String, reading: TextComparison.Reading) {
        #expect(TextComparison.reading(text, vocabulary: Self.vocabulary) == reading)
    }

    @Test func withoutAVocabularyCapitalisedTextReadsAsAName() {
        #expect(TextComparison.reading("Setup Complete", vocabulary: nil) == .name)
        #expect(TextComparison.reading("Finished removing files", vocabulary: nil) == .sentence)
    }

    @Test func theCatalogsOwnWordsComeFirst() {
        var vocabulary = Vocabulary(dictionary: Self.words)
        #expect(vocabulary.isCommon("Reading"))
        #expect(!vocabulary.isCommon("Haptics"))
        vocabulary.learn(from: "Turn haptics on. Pair your Omnipod: Reading starts.")
        #expect(vocabulary.isCommon("Haptics"))         // written lowercase in the catalog
        #expect(!vocabulary.isCommon("Omnipod"))        // capitalised after "your"
        #expect(vocabulary.isCommon("Reading"))         // capitalised only after a colon: a sentence's start
    }

    @Test func theMachinesEnglishWordListHasCommonWords() throws {
        let english = try #require(WordList.english, "needs Debian's wamerican (make test installs it)")
        #expect(english.listsLowercase("Settings"))
        #expect(english.listsLowercase("Reading"))
        #expect(!english.listsLowercase("Kagi"))
        #expect(!english.listsLowercase("Gemini"))
    }
}

/// Key patterns of budgets and ignores.
struct KeyPatternTests {
    @Test(arguments: [
        ("checkout.*", "checkout.pay", true),
        ("checkout.*", "checkout.", true),
        ("checkout.*", "cart.checkout.pay", false),
        ("*.title", "settings.title", true),
        ("Add", "Add to cart", false),
        ("Add*", "Add to cart", true),
        ("item-?", "item-7", true),
        ("item-?", "item-17", false),
        (#"100\*"#, "100*", true),
        (#"100\*"#, "1000", false),
        ("*", "", true),
        ("a*b*c", "aXbYbZc", true),
    ] as [(String, String, Bool)])
    func matchesAsAGlob(pattern: String, key: String, matches: Bool) {
        #expect(KeyPattern(pattern).matches(key) == matches)
    }
}
