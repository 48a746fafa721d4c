public import Foundation
import StepperKitLocalization
import StepperKitSupport

/// Why a snapshot could not be compared at all: a bad record mode or file extension, or a file that cannot be read or written.
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
    /// A snapshot format's file extension would leave the snapshot folder or is not one name: empty, with "/", "..", or control characters.
    case invalidFileExtension(String)

    /// The problem, in a sentence.
    public var description: String {
        switch self {
        case .unknownRecordMode(let name):
            "\(SnapshotRecordMode.environmentVariable)=\(name) is not a record mode: use missing, all or never"
        case .file(let path, let problem):
            "\(MessageText.quotedPath(path)): \(problem)"
        case .invalidFileExtension(let text):
            "\(MessageText.quoted(text)) is not a file extension: use letters, digits, \"-\" and \"_\", such as \"txt\" or \"svg\""
        }
    }
}

extension SnapshotError: LocalizedError {
    /// The same sentence as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// SnapshotError.unknownRecordMode("sometimes").localizedDescription   // "STEPPERKIT_RECORD=sometimes is not a record mode: …"
    /// ```
    public var errorDescription: String? { description }
}
