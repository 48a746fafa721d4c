/// Why a snapshot could not be compared at all: a bad record mode, or a file that cannot be read or written.
///
/// ```swift
/// SnapshotError.unknownRecordMode("sometimes").description
/// // "STEPPERKIT_RECORD=sometimes is not a record mode: use missing, all or never"
/// ```
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The record mode the environment names is not one of the modes.
    case unknownRecordMode(String)
    /// A snapshot file or folder cannot be read or written.
    case file(path: String, problem: String)

    /// The problem, in a sentence.
    public var description: String {
        switch self {
        case .unknownRecordMode(let name):
            "\(SnapshotRecordMode.environmentVariable)=\(name) is not a record mode: use missing, all or never"
        case .file(let path, let problem):
            "\(path): \(problem)"
        }
    }
}
