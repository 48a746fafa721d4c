import Synchronization
import Testing
@testable import StepperKitUI

/// How many times bodies were read.
private final class Reads: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}

/// A label whose body counts its reads.
private struct CountedLabel: View {
    let reads: Reads

    var body: some View {
        reads.add()
        return Text(verbatim: "Copies").font(.headline)
    }
}

/// A label with state, whose body counts its reads.
private struct StatefulLabel: View {
    let reads: Reads
    @State private var taps = 0

    var body: some View {
        reads.add()
        return Text(verbatim: "Copies \(taps)")
    }
}

/// A switch with state, for a view that fits inside a shared part.
private struct Switch: View {
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
    }
}

/// A shared view is made once a pass for the places that use it, and lays out exactly as the same
/// views made at each place do.
struct SharedViewTests {
    /// A row too wide for 120 pt, then a column: the part is laid out by both candidates.
    private func candidates(_ part: some View) -> some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                part.layoutPriority(1).tag("row")
                Spacer()
                Text(verbatim: "A long explanation that needs a wide screen")
            }
            VStack(alignment: .leading) {
                part.tag("column")
                Text(verbatim: "Short")
            }
        }
    }

    private let narrow = ProposedSize(width: 120, height: nil)

    @Test func aSharedPartIsMadeOnceForBothCandidates() throws {
        let shared = Reads()
        let sharedResult = try layout(candidates(SharedView(CountedLabel(reads: shared))), in: try environment(), proposal: narrow)
        let unshared = Reads()
        let unsharedResult = try layout(candidates(CountedLabel(reads: unshared)), in: try environment(), proposal: narrow)
        #expect(shared.value == 1)
        #expect(unshared.value == 2)
        // The same tree, down to each place's own tag: the column's, not the row's.
        #expect(sharedResult.root.dump() == unsharedResult.root.dump())
        #expect(sharedResult.root.dump().contains("column"))
        #expect(!sharedResult.root.dump().contains("row"))
    }

    @Test func aPartWithStateIsMadeAtEachPlace() throws {
        let reads = Reads()
        let result = try layout(candidates(SharedView(StatefulLabel(reads: reads))), in: try environment(), proposal: narrow)
        #expect(reads.value == 2)
        #expect(result.root.dump() == (try layout(candidates(StatefulLabel(reads: Reads())), in: try environment(), proposal: narrow)).root.dump())
    }

    @Test func stateInAViewThatFitsInsideASharedPartReadsWhatItsButtonWrote() throws {
        // The shared part's own candidates are built as it is measured, after the part was shared:
        // their state is kept at one place, pass after pass.
        let engine = try engine()
        let part = { SharedView(ViewThatFits(in: .horizontal) { Switch() }) }
        let first = try engine.layout(candidates(part()), in: try environment(), proposal: narrow)
        #expect(first.root.allNodes.filter { $0.button != nil }.count == 1)
        try first.pressButton(named: "Off")
        let second = try engine.layout(candidates(part()), in: try environment(), proposal: narrow)
        try second.pressButton(named: "On")
        // Pressing a button of that name only succeeds where the layout shows it: on, then off again.
        let third = try engine.layout(candidates(part()), in: try environment(), proposal: narrow)
        try third.pressButton(named: "Off")
    }

    @Test func aSpacerIsMadeForTheAxisOfEachPlace() throws {
        // Made first in a row (as wide as offered), then in a column (as tall as offered).
        let part = SharedView(Spacer(minLength: 10))
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { part; Text(verbatim: "Right") }
            VStack(spacing: 0) { part; Text(verbatim: "Below") }.frame(height: 100)
        }
        let unsharedView = VStack(spacing: 0) {
            HStack(spacing: 0) { Spacer(minLength: 10); Text(verbatim: "Right") }
            VStack(spacing: 0) { Spacer(minLength: 10); Text(verbatim: "Below") }.frame(height: 100)
        }
        let proposal = ProposedSize(width: 300, height: nil)
        let shared = try layout(view, in: try environment(), proposal: proposal)
        #expect(shared.root.dump() == (try layout(unsharedView, in: try environment(), proposal: proposal)).root.dump())
        let spacers = shared.root.allNodes.filter { $0.kind == .spacer }.map(\.frame.size)
        #expect(spacers.count == 2)
        #expect(spacers.first?.height == 0)
        #expect(spacers.last?.width == 0)
    }

    @Test func aPassDoesNotReuseAnotherPassesElements() throws {
        let reads = Reads()
        let part = SharedView(CountedLabel(reads: reads))
        let engine = try engine()
        let first = try engine.layout(candidates(part), in: try environment(), proposal: narrow)
        // A larger text size: a pass that reused the first one's elements would keep their size.
        let second = try engine.layout(candidates(part), in: try environment(size: .accessibility3), proposal: narrow)
        #expect(reads.value == 2)
        #expect(first.root.firstText?.resolvedFont.size != second.root.firstText?.resolvedFont.size)
    }
}
