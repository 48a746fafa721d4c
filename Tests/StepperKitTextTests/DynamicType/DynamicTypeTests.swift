import Testing
@testable import StepperKitText

struct DynamicTypeTests {
    /// The switches that index the table follow the cases' order, so sizes compare and look up as
    /// `allCases` lists them.
    @Test func ordinalsFollowTheCasesOrder() {
        #expect(DynamicTypeSize.allCases.map(\.ordinal) == Array(0..<12))
        #expect(TextStyle.allCases.map(\.ordinal) == Array(0..<11))
        #expect(DynamicTypeSize.caseCount == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
    }

    @Test(arguments: [
        (TextStyle.body, DynamicTypeSize.large, 17.0, 22.0),
        (.body, .medium, 16, 21),
        (.body, .accessibility5, 53, 62),
        (.largeTitle, .xSmall, 31, 38),
        (.largeTitle, .accessibility5, 60, 70),
        (.title, .accessibility2, 43, 51),
        (.subheadline, .xxxLarge, 21, 28),
        (.footnote, .small, 12, 16),
        (.caption, .large, 12, 16),
        (.caption2, .accessibility5, 40, 48),
    ])
    func tableHasApplesSizeAndLeading(style: TextStyle, size: DynamicTypeSize, pointSize: Double, leading: Double) throws {
        let metrics = try DynamicTypeTable.standard().metrics(for: style, size: size)
        #expect(metrics.pointSize == pointSize)
        #expect(metrics.leading == leading)
    }

    @Test(arguments: TextStyle.allCases)
    func everyStyleGrowsWithEverySize(style: TextStyle) throws {
        let table = try DynamicTypeTable.standard()
        let sizes = DynamicTypeSize.allCases.map { table.metrics(for: style, size: $0).pointSize }
        #expect(sizes == sizes.sorted())
        #expect(sizes.first! < sizes.last!)
    }

    @Test(arguments: TextStyle.allCases)
    func onlyHeadlineIsSemibold(style: TextStyle) throws {
        let weight = try DynamicTypeTable.standard().metrics(for: style, size: .large).weight
        #expect(weight == (style == .headline ? .semibold : .regular))
    }

    @Test(arguments: [
        // Measured on devices; the leading-ratio rule reproduces both (17 × 21 ÷ 22 = 16.23 → 16.333).
        (17.0, TextStyle.body, DynamicTypeSize.medium, 16.333),
        (17, .body, .accessibility5, 48),     // 17 × 62 ÷ 22 = 47.9 → 48
        (17, .body, .large, 17),
        (44, .body, .accessibility3, 96),     // 44 × 48 ÷ 22
        (10, .largeTitle, .xSmall, 9.333),    // 10 × 38 ÷ 41 = 9.27 → 9.333
    ])
    func scaledMetricFollowsTheLeadingRatioOnAThirdPointGrid(value: Double, style: TextStyle, size: DynamicTypeSize, expected: Double) throws {
        let scaled = try DynamicTypeTable.standard().scaledMetric(value, relativeTo: style, size: size)
        expectPoints(scaled, expected)
        #expect((scaled * 3).rounded() == scaled * 3)
    }

    @Test func scaledMetricIsRelativeToBodyByDefault() throws {
        #expect(try DynamicTypeTable.standard().scaledMetric(17, size: .medium) == 49.0 / 3)
    }

    @Test func sizesAreOrderedWithFiveAccessibilitySizes() {
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    @Test(arguments: [
        ("{", "it is not the expected JSON"),
        (#"{"source": "", "sizes": ["large"], "styles": {}}"#, "its sizes are"),
        (validSizes + #""styles": {}}"#, "style \"largeTitle\" is missing"),
        (validSizes + #""styles": {"jumbo": {"weight": "regular", "pointSize": [], "leading": []}}}"#, "unknown style \"jumbo\""),
    ])
    func invalidTableIsAnErrorThatSaysWhatIsWrong(json: String, problem: String) {
        let error = #expect(throws: DynamicTypeError.self) { try DynamicTypeTable(json: Array(json.utf8)) }
        #expect(error?.problem.contains(problem) == true)
    }

    static let validSizes = #"{"source": "", "sizes": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"], "#
}
