public import Foundation

/// When a snapshot expectation writes its baseline: only when missing, always, or never.
///
/// The run's environment decides before the code does: the `STEPPERKIT_RECORD` environment variable
/// (`missing`, `all`, `never`) first, then `never` when `CI` is set (a missing snapshot fails, whatever a
/// trait says: a deleted baseline is never re-recorded on CI), then the expectation's `record:`
/// argument, then the `.snapshots(record:)` trait, else `missing`:
///
/// ```swift
/// @Test(.snapshots(record: .all)) func rerecordsTheStepper() {
///     expectSnapshot("[−] 3 [+]", named: "stepper")
/// }
/// // STEPPERKIT_RECORD=all swift test
/// ```
public struct SnapshotRecordMode: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
        case missing, all, never
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Writes a snapshot that does not exist yet; compares the others. The default on a developer machine.
    public static let missing = SnapshotRecordMode(.missing)
    /// Writes every snapshot, replacing the baselines.
    public static let all = SnapshotRecordMode(.all)
    /// Writes nothing, so a missing snapshot fails.
    ///
    /// Always the mode when `CI` is set (unless `STEPPERKIT_RECORD` says otherwise).
    public static let never = SnapshotRecordMode(.never)

    /// A mode by name, as the record environment variable spells it; nil for anything else.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name.lowercased()) else { return nil }
        self.kind = kind
    }

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "STEPPERKIT_RECORD"

    /// The mode an environment asks for, with no argument or trait.
    ///
    /// `STEPPERKIT_RECORD`, else `never` with `CI` set, else `missing`.
    ///
    /// - Throws: ``SnapshotError/unknownRecordMode(_:)`` for a `STEPPERKIT_RECORD` that names no mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotError) -> SnapshotRecordMode {
        if let name = environment[environmentVariable], !name.isEmpty {
            guard let mode = SnapshotRecordMode(name: name) else { throw .unknownRecordMode(name) }
            return mode
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// The mode a snapshot expectation uses, the run's environment deciding before the code.
    ///
    /// `STEPPERKIT_RECORD`, else `never` with `CI` set, else the expectation's argument, else the
    /// innermost trait's mode, else `missing`.
    ///
    /// ```swift
    /// try SnapshotRecordMode.resolved(argument: nil, trait: .missing, environment: ["CI": "true"])   // never
    /// ```
    ///
    /// - Throws: ``SnapshotError/unknownRecordMode(_:)`` for a `STEPPERKIT_RECORD` that names no mode.
    public static func resolved(
        argument: SnapshotRecordMode?, trait: SnapshotRecordMode?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotError) -> SnapshotRecordMode {
        if let name = environment[environmentVariable], !name.isEmpty {
            guard let mode = SnapshotRecordMode(name: name) else { throw .unknownRecordMode(name) }
            return mode
        }
        if isContinuousIntegration(environment) { return .never }
        return argument ?? trait ?? .missing
    }

    /// Whether `CI` is set to something other than "", "false" or "0", as CI services set it.
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let ci = environment["CI"], !ci.isEmpty else { return false }
        return ci.lowercased() != "false" && ci != "0"
    }

    /// Whether a missing baseline is written.
    var recordsMissing: Bool { kind != .never }
    /// Whether every baseline is written.
    var recordsAll: Bool { kind == .all }

    /// "missing", "all" or "never".
    public var description: String { kind.rawValue }
}
