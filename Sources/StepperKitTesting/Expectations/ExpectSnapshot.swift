public import StepperKit
public import Testing

/// Expects text to equal its snapshot next to the test file, recording it as the record mode says.
///
/// A mismatch fails with a line diff (and says when CLDR or ICU data explain it) and writes the new
/// output beside the baseline as `<name>.new.<ext>`. A missing snapshot is recorded on a developer
/// machine and fails when `CI` is set.
///
/// ```swift
/// @Test func spanishStepperReadsWell() throws {
///     let screen = try engine.layout(AddToCartStepper(quantity: 2), in: spanish)
///     expectSnapshot(AccessibilityTranscript(screen).text(), named: "stepper-es")
/// }
/// ```
public func expectSnapshot(
    _ output: String, named name: String, as format: SnapshotFormat = .text, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let mode: SnapshotRecordMode
    if let chosen = record ?? SnapshotRecordTrait.current {
        mode = chosen
    } else {
        do throws(SnapshotError) {
            mode = try SnapshotRecordMode.fromEnvironment()
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return
        }
    }
    let snapshot = Snapshot(name: name, format: format, testFilePath: sourceLocation.filePath)
    do throws(SnapshotError) {
        switch try snapshot.check(output, mode: mode) {
        case .matched, .recorded:
            break
        case .missing(let path):
            Issue.record(Comment(rawValue: "no snapshot \"\(name)\" at \(path), and the record mode is \(mode): run the test where "
                                 + "CI is not set, or with \(SnapshotRecordMode.environmentVariable)=missing, to record it"),
                         sourceLocation: sourceLocation)
        case .mismatch(let mismatch):
            Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}

/// Expects a laid-out screen, rendered as a transcript, terminal output, tree dump or SVG, to equal its snapshot.
///
/// ```swift
/// expectSnapshot(of: screen.root, as: .svg, named: "badge-ar")
/// ```
public func expectSnapshot(
    of root: LaidOutNode, as rendering: SnapshotRendering, named name: String, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSnapshot(rendering.text(of: root), named: name, as: rendering.format, record: record, sourceLocation: sourceLocation)
}
