public import StepperKitLocalization

/// One cell of a plural × locale matrix.
///
/// A key looked up for a locale with a sample number, the text shown, what the lookup resolved to, and
/// what is wrong with it.
///
/// ```swift
/// let cell = matrix.resolve(key: "%lld items", locale: try LocaleID("es"), sample: CategorySample(category: .many, number: "1000000"))
/// cell.text       // "1000000 de artículos"
/// cell.problems   // []
/// ```
public struct ResolvedString: Hashable, Sendable, CustomStringConvertible {
    /// The catalog key.
    public let key: String
    /// The locale looked up.
    public let locale: LocaleID
    /// The number the key was looked up with; nil for a key that takes no number.
    public let sample: CategorySample?
    /// The arguments passed, numbers from the sample and placeholder text for %@.
    public let arguments: [LocalizationArgument]
    /// The text shown, or why the lookup failed.
    public let result: Result<String, LocalizationError>
    /// What the lookup resolved to.
    public let resolution: ResolutionReport
    /// What is wrong with it, in the order a reader notices: raw key, fallbacks, dropped number, arguments.
    public let problems: [StringProblem]

    /// A cell; StringMatrix makes them.
    public init(
        key: String, locale: LocaleID, sample: CategorySample?, arguments: [LocalizationArgument],
        result: Result<String, LocalizationError>, resolution: ResolutionReport, problems: [StringProblem]
    ) {
        self.key = key
        self.locale = locale
        self.sample = sample
        self.arguments = arguments
        self.result = result
        self.resolution = resolution
        self.problems = problems
    }

    /// The text shown; nil when the lookup failed.
    public var text: String? { try? result.get() }

    /// Where the cell is: "\"%lld items\" · es · many 1000000".
    public var cell: String {
        (["\"\(key)\"", locale.identifier] + (sample.map { [$0.description] } ?? [])).joined(separator: " · ")
    }

    /// The cell and its text: "\"%lld items\" · es · many 1000000 → \"1000000 de artículos\"".
    public var description: String {
        switch result {
        case .success(let text): "\(cell) → \"\(text)\""
        case .failure(let error): "\(cell) → error: \(error)"
        }
    }
}
