public import Testing

/// A test or suite trait choosing when snapshots record.
///
/// `@Test(.snapshots(record: .all))`.
///
/// It chooses for the tests it applies to, suites included, when the run's environment does not:
/// `STEPPERKIT_RECORD` wins over it, and with `CI` set nothing is recorded, whatever the trait says.
///
/// ```swift
/// @Suite(.snapshots(record: .never)) struct CheckoutSnapshots {
///     @Test func stepper() { expectSnapshot("[−] 3 [+]", named: "stepper") }
/// }
/// ```
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode for the tests in scope.
    public let mode: SnapshotRecordMode

    /// The mode set by the innermost trait of the running test, if any.
    @TaskLocal static var current: SnapshotRecordMode?

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with the mode in scope.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$current.withValue(mode) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordTrait {
    /// Records snapshots in this test or suite as the mode says.
    public static func snapshots(record mode: SnapshotRecordMode) -> Self {
        SnapshotRecordTrait(mode: mode)
    }
}
