public import Testing

/// Expects text to equal its snapshot next to the test file, recording it as the record mode says.
///
/// A mismatch fails with a line diff (and says when CLDR or ICU data explain it) and writes the new
/// output beside the baseline as `<name>.new.<ext>`. A missing snapshot is recorded on a developer
/// machine and fails when `CI` is set.
///
/// ```swift
/// @Test func spanishStepperReadsWell() throws {
///     let spanish = EnvironmentValues(locale: try LocaleID("es_ES"))
///     let screen = try LayoutEngine().layout(AddToCartStepper(quantity: 2), in: spanish)
///     expectSnapshot(AccessibilityTranscript(screen).text(), named: "stepper-es")
/// }
/// ```
public func expectSnapshot(
    _ output: String, named name: String, as format: SnapshotFormat = .text, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSnapshot(of: output, as: Snapshotting(format: format) { $0 }, named: name, record: record, sourceLocation: sourceLocation)
}

/// Expects a value, snapshotted by a strategy, to equal its snapshot next to the test file.
///
/// The kit's strategies take a layout result: `.transcript` (in the screen's language), `.terminal`,
/// `.treeDump` and `.svg`; the last three take a laid-out tree too. A mismatch fails with the strategy's
/// difference (a line diff for text), says when CLDR or ICU data explain it, and writes the new output
/// beside the baseline as `<name>.new.<ext>`.
///
/// ```swift
/// let result = try LayoutEngine().layout(AddToCartStepper(quantity: 3), in: spanish)
/// expectSnapshot(of: result, as: .transcript, named: "stepper-es")   // botón "Reducir cantidad" …
/// expectSnapshot(of: result.root, as: .svg, named: "stepper-es")
/// ```
public func expectSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let mode: SnapshotRecordMode
    do throws(SnapshotError) {
        mode = try SnapshotRecordMode.resolved(argument: record, trait: SnapshotRecordTrait.current)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return
    }
    let snapshot = Snapshot(name: name, format: strategy.format, testFilePath: sourceLocation.filePath)
    do throws(SnapshotError) {
        switch try snapshot.check(strategy.snapshot(value), diffing: strategy.diffing, mode: mode) {
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
