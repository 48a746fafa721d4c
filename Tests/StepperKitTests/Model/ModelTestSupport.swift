import Testing
@testable import StepperKit
@testable import StepperKitUI

// Shorthands that make effect tables read like the rules they check.

/// The selection haptic of one value change.
let tick = Effect.haptic(.selection)

/// `count` selection haptics, one per step of a hold.
func ticks(_ count: Int) -> [Effect] { Array(repeating: tick, count: count) }

/// A transition animated as usual.
func animated(_ change: Transition.Change) -> Effect { .transition(Transition(change, isAnimated: true)) }

/// A transition shown without motion, as with Reduce Motion.
func still(_ change: Transition.Change) -> Effect { .transition(Transition(change, isAnimated: false)) }

/// The announcement of a stepper's new value.
func announced(_ value: Int) -> Effect { .announcement(.value(value)) }

/// The announcement of the add-to-cart stepper going back to Add.
let removed = Effect.announcement(.removedFromCart)

/// Expects two doubles to agree within `tolerance`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected) ± \(tolerance)",
            sourceLocation: sourceLocation)
}

/// Expects two vectors to agree within `tolerance` in each coordinate.
func expectClose(_ actual: Vector, _ expected: Vector, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.dx - expected.dx) <= tolerance && abs(actual.dy - expected.dy) <= tolerance,
            "\(actual) is not \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}
