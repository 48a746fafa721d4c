import Testing
@testable import StepperKit
@testable import StepperKitUI

struct AddToCartModelTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var start: Int
        var maximum = 99
        var reduceMotion = false
        var event: StepperEvent
        var quantity: Int
        var effects: [Effect]

        var testDescription: String {
            "\(start) (max \(maximum)\(reduceMotion ? ", Reduce Motion" : "")): \(event) → \(quantity)"
        }
    }

    static let rows: [Row] = [
        // Add morphs into the stepper at 1.
        Row(start: 0, event: .tap(.add), quantity: 1, effects: [tick, animated(.morphToStepper), announced(1)]),
        Row(start: 0, reduceMotion: true, event: .tap(.add), quantity: 1, effects: [tick, still(.morphToStepper), announced(1)]),
        // A limit of 0 disables Add.
        Row(start: 0, maximum: 0, event: .tap(.add), quantity: 0, effects: []),
        Row(start: 0, maximum: -5, event: .tap(.add), quantity: 0, effects: []),
        // Minus ↔ trash when crossing 1.
        Row(start: 1, event: .tap(.increment), quantity: 2, effects: [
            tick, animated(.numericText(from: 1, to: 2)), animated(.decrementSymbol(from: .remove, to: .decrement)), announced(2),
        ]),
        Row(start: 2, event: .tap(.decrement), quantity: 1, effects: [
            tick, animated(.numericText(from: 2, to: 1)), animated(.decrementSymbol(from: .decrement, to: .remove)), announced(1),
        ]),
        Row(start: 2, reduceMotion: true, event: .tap(.decrement), quantity: 1, effects: [
            tick, still(.numericText(from: 2, to: 1)), still(.decrementSymbol(from: .decrement, to: .remove)), announced(1),
        ]),
        Row(start: 3, event: .tap(.increment), quantity: 4, effects: [tick, animated(.numericText(from: 3, to: 4)), announced(4)]),
        // The trash at 1 removes the item and collapses back to Add.
        Row(start: 1, event: .tap(.decrement), quantity: 0, effects: [tick, animated(.collapseToAdd), removed]),
        Row(start: 1, reduceMotion: true, event: .tap(.decrement), quantity: 0, effects: [tick, still(.collapseToAdd), removed]),
        // Increment is disabled at the limit: no change, so no haptic.
        Row(start: 99, event: .tap(.increment), quantity: 99, effects: []),
        Row(start: 5, maximum: 5, event: .tap(.increment), quantity: 5, effects: []),
        Row(start: 98, event: .tap(.increment), quantity: 99, effects: [tick, animated(.numericText(from: 98, to: 99)), announced(99)]),
        // Buttons that are not shown do nothing.
        Row(start: 5, event: .tap(.add), quantity: 5, effects: []),
        Row(start: 0, event: .tap(.increment), quantity: 0, effects: []),
        Row(start: 0, event: .tap(.decrement), quantity: 0, effects: []),
        Row(start: 0, event: .hold(.increment, for: .seconds(1)), quantity: 0, effects: []),
        // The count's adjustable action: clamped, and not announced (VoiceOver reads the value).
        Row(start: 5, event: .accessibilityIncrement, quantity: 6, effects: [tick, animated(.numericText(from: 5, to: 6))]),
        Row(start: 1, event: .accessibilityDecrement, quantity: 0, effects: [tick, animated(.collapseToAdd)]),
        Row(start: 99, event: .accessibilityIncrement, quantity: 99, effects: []),
        // Keys: End to the limit, Page Up by 10; Home and Page Down stop at 1, as a held "−" does.
        Row(start: 5, event: .home, quantity: 1, effects: [
            tick, animated(.numericText(from: 5, to: 1)), animated(.decrementSymbol(from: .decrement, to: .remove)), announced(1),
        ]),
        Row(start: 1, event: .home, quantity: 1, effects: []),
        Row(start: 5, event: .end, quantity: 99, effects: [tick, animated(.numericText(from: 5, to: 99)), announced(99)]),
        Row(start: 5, maximum: 5_000_000, event: .end, quantity: 1_000_000, effects: [
            tick, animated(.numericText(from: 5, to: 1_000_000)), announced(1_000_000),
        ]),
        Row(start: 5, event: .pageUp, quantity: 15, effects: [tick, animated(.numericText(from: 5, to: 15)), announced(15)]),
        Row(start: 95, event: .pageUp, quantity: 99, effects: [tick, animated(.numericText(from: 95, to: 99)), announced(99)]),
        Row(start: 5, event: .pageDown, quantity: 1, effects: [
            tick, animated(.numericText(from: 5, to: 1)), animated(.decrementSymbol(from: .decrement, to: .remove)), announced(1),
        ]),
        Row(start: 20, event: .pageDown, quantity: 10, effects: [tick, animated(.numericText(from: 20, to: 10)), announced(10)]),
        // Collapsed, only Add is shown: keys and VoiceOver's adjustments do nothing (End used to set 99).
        Row(start: 0, event: .end, quantity: 0, effects: []),
        Row(start: 0, event: .pageUp, quantity: 0, effects: []),
        Row(start: 0, event: .accessibilityIncrement, quantity: 0, effects: []),
        Row(start: 1, event: .pageUp, quantity: 11, effects: [
            tick, animated(.numericText(from: 1, to: 11)), animated(.decrementSymbol(from: .remove, to: .decrement)), announced(11),
        ]),
        // Holds: one haptic per step, the final value announced once.
        Row(start: 5, event: .hold(.increment, for: .seconds(1)), quantity: 14,
            effects: ticks(9) + [animated(.numericText(from: 5, to: 14)), announced(14)]),
        Row(start: 97, event: .hold(.increment, for: .milliseconds(400)), quantity: 98,
            effects: [tick, animated(.numericText(from: 97, to: 98)), announced(98)]),
        // A hold on "−" stops at the trash instead of removing the item: 4 of 49 presses happen.
        Row(start: 5, event: .hold(.decrement, for: .seconds(3)), quantity: 1, effects: ticks(4) + [
            animated(.numericText(from: 5, to: 1)), animated(.decrementSymbol(from: .decrement, to: .remove)), announced(1),
        ]),
        // A hold that starts on the trash presses it once: the item goes.
        Row(start: 1, event: .hold(.decrement, for: .seconds(1)), quantity: 0, effects: [tick, animated(.collapseToAdd), removed]),
        Row(start: 0, event: .hold(.add, for: .seconds(1)), quantity: 1, effects: [tick, animated(.morphToStepper), announced(1)]),
    ]

    @Test(arguments: rows)
    func eventsChangeTheQuantityWithEffects(row: Row) {
        let model = AddToCartModel(quantity: row.start, maximum: row.maximum, reduceMotion: row.reduceMotion)
        let update = model.send(row.event)
        #expect(update.state.quantity == row.quantity)
        #expect(update.effects == row.effects)
    }

    @Test(arguments: [
        (99, 99), (0, 0), (-1, 0), (Int.min, 0), (1_000_000, 1_000_000), (1_000_001, 1_000_000), (Int.max, 1_000_000),
    ])
    func limitIsTheMaximumClampedToZeroThroughAMillion(maximum: Int, limit: Int) {
        #expect(AddToCartModel.limit(maximum: maximum) == limit)
        #expect(AddToCartModel(maximum: maximum).limit == limit)
    }

    @Test func theDefaultMaximumIs99() {
        #expect(AddToCartModel().limit == 99)
    }

    struct StateRow: Sendable, CustomTestStringConvertible {
        var quantity: Int
        var maximum = 99
        var collapsed: Bool
        var addEnabled: Bool
        var canIncrement: Bool
        var role: DecrementRole

        var testDescription: String { "\(quantity) of \(maximum)" }
    }

    @Test(arguments: [
        StateRow(quantity: 0, collapsed: true, addEnabled: true, canIncrement: true, role: .decrement),
        StateRow(quantity: 0, maximum: 0, collapsed: true, addEnabled: false, canIncrement: false, role: .decrement),
        StateRow(quantity: 1, collapsed: false, addEnabled: true, canIncrement: true, role: .remove),
        StateRow(quantity: 2, collapsed: false, addEnabled: true, canIncrement: true, role: .decrement),
        StateRow(quantity: 99, collapsed: false, addEnabled: true, canIncrement: false, role: .decrement),
        StateRow(quantity: 1, maximum: 1, collapsed: false, addEnabled: true, canIncrement: false, role: .remove),
    ])
    func derivedStateFollowsTheQuantity(row: StateRow) {
        let model = AddToCartModel(quantity: row.quantity, maximum: row.maximum)
        #expect(model.isCollapsed == row.collapsed)
        #expect(model.isAddEnabled == row.addEnabled)
        #expect(model.canIncrement == row.canIncrement)
        #expect(model.decrementRole == row.role)
    }

    @Test(arguments: [(DecrementRole.decrement, "minus"), (.remove, "trash")])
    func theDecrementRoleNamesItsIcon(role: DecrementRole, icon: String) {
        #expect(role.iconName.rawValue == icon)
    }

    @Test(arguments: [(250, 99), (-3, 0), (7, 7)])
    func theInitialQuantityIsClampedToTheLimit(given: Int, kept: Int) {
        #expect(AddToCartModel(quantity: given).quantity == kept)
    }

    @Test func aRoundTripFromAddBackToAdd() {
        let update = AddToCartModel().send([.tap(.add), .tap(.increment), .tap(.decrement), .tap(.decrement)])
        #expect(update.state.isCollapsed)
        #expect(update.effects.filter { $0 == tick }.count == 4)
        #expect(update.effects.last == removed)
    }
}
