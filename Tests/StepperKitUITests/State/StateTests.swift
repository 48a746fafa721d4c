import StepperKitLocalization
import Testing
import StepperKitUI

/// A count a view owns, changed by its own button and by a child's through a binding.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Text(verbatim: "\(count)")
            Button("Add one") { count += 1 }
            ResetButton(count: $count)
        }
    }
}

/// Changes a value it does not own.
private struct ResetButton: View {
    @Binding var count: Int

    var body: some View {
        Button("Reset") { count = 0 }
            .disabled(count == 0)
    }
}

/// Two counters side by side, each at its own place, and one in a branch that comes and goes.
private struct TwoCounters: View {
    let showsThird: Bool

    var body: some View {
        VStack {
            Counter()
            Counter()
            if showsThird {
                Counter()
            }
        }
    }
}

/// A row per element of a list, each keeping its own state, told apart by its id.
private struct Rows: View {
    let names: [String]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}

private struct Row: View {
    let name: String
    @State private var isOn = false

    var body: some View {
        let title = "\(name) \(isOn ? "on" : "off")"
        Button(title) { isOn.toggle() }
    }
}

struct StateTests {
    private func texts(_ result: LayoutResult) -> [String] {
        result.root.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { text.shownText } else { nil }
        }
    }

    /// A laid-out moment shows the state it was given; a press changes it for the next layout only.
    @Test func aPressChangesStateForTheNextLayout() throws {
        let engine = try engine()
        let first = try engine.layout(Counter(), in: EnvironmentValues())
        #expect(texts(first) == ["0", "Add one", "Reset"])
        try first.pressButton(named: "Add one")
        try first.pressButton(named: "Add one")
        #expect(texts(first) == ["0", "Add one", "Reset"])
        let second = try engine.layout(Counter(), in: EnvironmentValues())
        #expect(texts(second) == ["2", "Add one", "Reset"])
    }

    /// A child writes its parent's state through the binding `$count` gave it; a disabled button does not run.
    @Test func aBindingWritesItsOwnersState() throws {
        let engine = try engine()
        let zero = try engine.layout(Counter(), in: EnvironmentValues())
        #expect(throws: ButtonPressError.disabled(named: "Reset")) { try zero.pressButton(named: "Reset") }
        try zero.pressButton(named: "Add one")
        let one = try engine.layout(Counter(), in: EnvironmentValues())
        try one.pressButton(named: "Reset")
        #expect(texts(try engine.layout(Counter(), in: EnvironmentValues())) == ["0", "Add one", "Reset"])
    }

    /// Each place keeps its own value; a branch that goes away and comes back starts from its place's value.
    @Test func eachPlaceKeepsItsOwnState() throws {
        let store = StateStore()
        let engine = try engine(state: store)
        let screen = try engine.layout(TwoCounters(showsThird: false), in: EnvironmentValues())
        let firstAdd = try #require(screen.root.allNodes.compactMap(\.button).first)
        #expect(firstAdd.runsClosure)
        #expect(firstAdd.press())
        #expect(texts(try engine.layout(TwoCounters(showsThird: true), in: EnvironmentValues()))
            == ["1", "Add one", "Reset", "0", "Add one", "Reset", "0", "Add one", "Reset"])
        #expect(store.count == 3)
        store.removeAll()
        #expect(texts(try engine.layout(TwoCounters(showsThird: false), in: EnvironmentValues()))
            == ["0", "Add one", "Reset", "0", "Add one", "Reset"])
    }

    /// A for-each element's state follows its id when the elements change order.
    @Test func aForEachElementsStateFollowsItsID() throws {
        let engine = try engine()
        let screen = try engine.layout(Rows(names: ["Tea", "Cake"]), in: EnvironmentValues())
        try screen.pressButton(named: "Cake off")
        #expect(texts(try engine.layout(Rows(names: ["Cake", "Tea"]), in: EnvironmentValues())) == ["Cake on", "Tea off"])
    }

    /// A button that names its action for a model runs nothing; an unknown name lists the screen's buttons.
    @Test func pressingSaysWhyItCouldNot() throws {
        let screen = try engine().layout(
            HStack {
                Button(ActionID("checkout")) { Text(verbatim: "Checkout") }
                Button("Help") {}
            },
            in: EnvironmentValues()
        )
        #expect(throws: ButtonPressError.namedAction(named: "Checkout", action: ActionID("checkout"))) {
            try screen.pressButton(named: "Checkout")
        }
        #expect(throws: ButtonPressError.noButton(named: "Pay", available: ["Checkout", "Help"])) {
            try screen.pressButton(named: "Pay")
        }
    }

    /// Outside any layout a state reads its initial value, and a constant binding ignores writes.
    @Test func unlaidStateReadsItsInitialValue() {
        @State var count = 5
        count = 9
        #expect(count == 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }
}
