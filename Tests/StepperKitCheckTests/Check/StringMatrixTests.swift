import Testing
import StepperKitCheck

struct StringMatrixTests {
    /// Each row: key, locale, category and number, the text shown, and the problems' descriptions.
    static let rows: [(String, String, PluralCategory?, String?, String, [String])] = [
        ("%lld items", "en", .one, "1", "1 item", []),
        ("%lld items", "es", .one, "1", "1 artículo", []),
        // es has no "many": the other text is shown for a million.
        ("%lld items", "es", .many, "1000000", "1000000 artículos",
         ["plural many → other: 1000000 takes \"many\" but the \"other\" text is shown"]),
        // ru has no translation at all: the English text, and English's own plural rules.
        ("%lld items", "ru", .few, "2", "2 items", ["shows the en text: there is no ru translation"]),
        // ru "one" covers 1, 21, 31…: spelling it out drops the number, and reads wrong for 21.
        ("%lld files", "ru", .one, "1", "один файл",
         ["the \"one\" text shows no number, but \"one\" also holds 21: what reads right for 1 reads wrong for 21"]),
        ("%lld files", "ru", .few, "2", "2 файла", []),
        ("Add to cart", "es", nil, nil, "Añadir al carrito", []),
        // An identifier with no text in any language is a raw key everywhere, the source language included.
        ("cart.title", "es", nil, nil, "cart.title",
         ["shows the key \"cart.title\" as text: no language has a value for it, not even the source language"]),
        ("cart.title", "en", nil, nil, "cart.title",
         ["shows the key \"cart.title\" as text: no language has a value for it, not even the source language"]),
    ]

    @Test(arguments: rows)
    func resolvesEachCellAndSaysWhatIsWrong(
        _ row: (key: String, locale: String, category: PluralCategory?, number: String?, text: String, problems: [String])
    ) throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog())
        let sample = row.category.flatMap { CategorySample(category: $0, number: row.number ?? "") }
        let cell = matrix.resolve(key: row.key, locale: try locale(row.locale), sample: sample)
        #expect(cell.text == row.text)
        #expect(cell.problems.map(\.description) == row.problems)
    }

    @Test func givesAnArgumentOfTheWrongKindAsAnArgumentProblem() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog())
        let cell = matrix.resolve(key: "%lld points", locale: try locale("es"), sample: CategorySample(category: .one, number: "1"))
        #expect(cell.text == nil)
        #expect(cell.problems.map(\.rule) == [.argument])
    }

    @Test func makesOneCellPerSampleForNumbersAndOnePerLocaleOtherwise() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog(), locales: [locale("en"), locale("ru")])
        #expect(matrix.cells(of: "%lld items").map { "\($0.locale) \($0.sample?.description ?? "-")" }
                // ru "other" takes only decimals (1.5), which "%lld" cannot show: no cell.
                == ["en one 1", "en other 0", "ru one 1", "ru few 2", "ru many 0"])
        #expect(matrix.cells(of: "Add to cart").map { "\($0.locale) \($0.sample?.description ?? "-")" } == ["en -", "ru -"])
    }

    @Test func defaultsToEveryLanguageOfTheCatalog() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog())
        #expect(matrix.locales.map(\.identifier) == ["en", "es", "ru"])
        #expect(matrix.keys == ["%lld files", "%lld items", "%lld points", "Add to cart", "cart.title"])
    }

    @Test(arguments: [("١٬٠٠٠", "1000"), ("1.000.000 €", "1000000"), ("no digits", "")])
    func readsDigitsOfAnyNumberingSystem(_ text: String, _ digits: String) {
        #expect(StringMatrix.digits(of: text) == digits)
    }
}
