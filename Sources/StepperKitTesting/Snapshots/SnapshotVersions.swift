import StepperKit

/// The ICU and CLDR versions a snapshot was recorded with, as its header carries them.
///
/// ```swift
/// SnapshotVersions.current.header   // "stepperkit snapshot: ICU 72.1, CLDR 42.0"
/// ```
public struct SnapshotVersions: Hashable, Sendable, CustomStringConvertible {
    /// The ICU version, such as "72.1".
    public let icu: String
    /// The CLDR version, such as "42.0".
    public let cldr: String

    /// Versions.
    public init(icu: String, cldr: String) {
        self.icu = icu
        self.cldr = cldr
    }

    /// The versions this process runs with.
    public static var current: SnapshotVersions { SnapshotVersions(icu: ICUInfo.icuVersion, cldr: ICUInfo.cldrVersion) }

    private static let prefix = "stepperkit snapshot: ICU "

    /// The header text: "stepperkit snapshot: ICU 72.1, CLDR 42.0".
    public var header: String { "\(Self.prefix)\(icu), CLDR \(cldr)" }

    /// Reads a header line ("# …" or "<!-- … -->"); nil when it is not one.
    init?(headerLine line: String) {
        guard let start = line.range(of: Self.prefix) else { return nil }
        var rest = line[start.upperBound...]
        if let close = rest.range(of: " -->") { rest = rest[..<close.lowerBound] }
        let parts = rest.components(separatedBy: ", CLDR ")
        guard parts.count == 2 else { return nil }
        icu = parts[0]
        cldr = parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// "ICU 72.1, CLDR 42.0".
    public var description: String { "ICU \(icu), CLDR \(cldr)" }
}
