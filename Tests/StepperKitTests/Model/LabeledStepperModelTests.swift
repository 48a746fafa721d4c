import Foundation
import StepperKitLocalization
import Testing
@testable import StepperKit
@testable import StepperKitUI

struct LabeledStepperModelTests {
    struct CommitRow: Sendable, CustomTestStringConvertible {
        var locale: String
        var text: String
        var behavior = CommitBehavior.reject
        var bounds: ClosedRange<Int> = 1...100
        var step = 1
        var outcome: EntryOutcome

        var testDescription: String { "\"\(text)\" in \(locale), \(bounds) step \(step), \(behavior)" }
    }

    static func decimal(_ units: Int, scale: Int = 0) -> Decimal {
        Decimal(sign: units < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(units.magnitude))
    }

    static let commits: [CommitRow] = [
        CommitRow(locale: "en_US", text: "42", outcome: .accepted(42)),
        CommitRow(locale: "en_US", text: "  42 ", outcome: .accepted(42)),
        CommitRow(locale: "en_US", text: "3.0", outcome: .accepted(3)),   // whole, though written with a fraction
        // Empty means no value, not zero.
        CommitRow(locale: "en_US", text: "", outcome: .rejected(.empty)),
        CommitRow(locale: "en_US", text: "   ", outcome: .rejected(.empty)),
        CommitRow(locale: "en_US", text: "abc", outcome: .rejected(.notANumber(
            NumberParseError(input: "abc", reason: .unexpectedCharacter("a"), position: 0)))),
        CommitRow(locale: "en_US", text: "2.5", outcome: .rejected(.notAWholeNumber(decimal(25, scale: 1)))),
        // In English "1.234" is a fraction, never one thousand two hundred thirty-four.
        CommitRow(locale: "en_US", text: "1.234", outcome: .rejected(.notAWholeNumber(decimal(1_234, scale: 3)))),
        CommitRow(locale: "en_US", text: "2.5", behavior: .snap, outcome: .rejected(.notAWholeNumber(decimal(25, scale: 1)))),
        // Out of range: reported, clamped only when asked.
        CommitRow(locale: "en_US", text: "1,000", outcome: .rejected(.outOfRange(1_000, bounds: 1...100))),
        CommitRow(locale: "en_US", text: "1,000", behavior: .clamp, outcome: .clamped(from: 1_000, to: 100)),
        CommitRow(locale: "en_US", text: "0", behavior: .clamp, outcome: .clamped(from: 0, to: 1)),
        CommitRow(locale: "en_US", text: "-5", behavior: .snap, outcome: .clamped(from: -5, to: 1)),
        // Beyond Int: still a number out of range.
        CommitRow(locale: "en_US", text: "100000000000000000000", behavior: .clamp,
                  outcome: .clamped(from: Decimal(sign: .plus, exponent: 20, significand: 1), to: 100)),
        // Off the step (grid 0, 5, …, 100): rejected with the neighbours unless snapping.
        CommitRow(locale: "en_US", text: "12", bounds: 0...100, step: 5, outcome: .rejected(.offStep(12, below: 10, above: 15))),
        CommitRow(locale: "en_US", text: "12", behavior: .clamp, bounds: 0...100, step: 5,
                  outcome: .rejected(.offStep(12, below: 10, above: 15))),
        CommitRow(locale: "en_US", text: "12", behavior: .snap, bounds: 0...100, step: 5, outcome: .snapped(from: 12, to: 10)),
        CommitRow(locale: "en_US", text: "13", behavior: .snap, bounds: 0...100, step: 5, outcome: .snapped(from: 13, to: 15)),
        // 98 is within 0...99 but above the highest valid value, 95.
        CommitRow(locale: "en_US", text: "98", bounds: 0...99, step: 5, outcome: .rejected(.offStep(98, below: 95, above: nil))),
        CommitRow(locale: "en_US", text: "98", behavior: .snap, bounds: 0...99, step: 5, outcome: .snapped(from: 98, to: 95)),
        CommitRow(locale: "en_US", text: "500", behavior: .clamp, bounds: 0...99, step: 5, outcome: .clamped(from: 500, to: 95)),
        // Spanish: "." groups thousands and "," separates decimals.
        CommitRow(locale: "es_ES", text: "1.234", bounds: 1...10_000, outcome: .accepted(1_234)),
        CommitRow(locale: "es_ES", text: "2,5", outcome: .rejected(.notAWholeNumber(decimal(25, scale: 1)))),
        CommitRow(locale: "es_ES", text: "20.000", bounds: 1...10_000, outcome: .rejected(.outOfRange(20_000, bounds: 1...10_000))),
        CommitRow(locale: "es_ES", text: "20.000", behavior: .clamp, bounds: 1...10_000, outcome: .clamped(from: 20_000, to: 10_000)),
        CommitRow(locale: "es_ES", text: "12abc", outcome: .rejected(.notANumber(
            NumberParseError(input: "12abc", reason: .unexpectedCharacter("a"), position: 2)))),
        CommitRow(locale: "es_ES", text: "", outcome: .rejected(.empty)),
    ]

    @Test(arguments: commits)
    func committedTextIsParsedInTheLocaleAndNeverSilentlyChanged(row: CommitRow) throws {
        let parser = try NumberParser(locale: LocaleID(row.locale))
        let model = LabeledStepperModel(value: 1, in: row.bounds, step: row.step, commitBehavior: row.behavior)
        #expect(model.outcome(ofCommitting: row.text, parser: parser) == row.outcome)
    }

    struct EffectRow: Sendable, CustomTestStringConvertible {
        var text: String
        var behavior = CommitBehavior.reject
        var reduceMotion = false
        var value: Int
        var effects: [Effect]

        var testDescription: String { "\"\(text)\" (\(behavior)) → \(value)" }
    }

    @Test(arguments: [
        // Accepted: the field shows it, so no announcement.
        EffectRow(text: "42", value: 42, effects: [.entryCommitted(.accepted(42)), tick, animated(.numericText(from: 5, to: 42))]),
        EffectRow(text: "42", reduceMotion: true, value: 42,
                  effects: [.entryCommitted(.accepted(42)), tick, still(.numericText(from: 5, to: 42))]),
        EffectRow(text: "5", value: 5, effects: [.entryCommitted(.accepted(5))]),
        // Clamped: the value changes and the change is announced.
        EffectRow(text: "250", behavior: .clamp, value: 100, effects: [
            .entryCommitted(.clamped(from: 250, to: 100)), tick, animated(.numericText(from: 5, to: 100)),
            .announcement(.entryClamped(from: 250, to: 100)),
        ]),
        // Rejected: the value stays and the reason is announced.
        EffectRow(text: "250", value: 5, effects: [
            .entryCommitted(.rejected(.outOfRange(250, bounds: 1...100))),
            .announcement(.entryRejected(.outOfRange(250, bounds: 1...100))),
        ]),
        EffectRow(text: "", value: 5, effects: [.entryCommitted(.rejected(.empty)), .announcement(.entryRejected(.empty))]),
    ])
    func committingReportsTheOutcomeAndAnnouncesAnythingButAcceptance(row: EffectRow) throws {
        let english = try NumberParser(locale: LocaleID("en_US"))
        let model = LabeledStepperModel(value: 5, in: 1...100, commitBehavior: row.behavior, reduceMotion: row.reduceMotion)
        let update = model.send(.commit(row.text, parser: english))
        #expect(update.state.value == row.value)
        #expect(update.effects == row.effects)
    }

    @Test func snappingIsAnnouncedWithTheTypedAndTheKeptValue() throws {
        let english = try NumberParser(locale: LocaleID("en_US"))
        let model = LabeledStepperModel(value: 0, in: 0...100, step: 5, commitBehavior: .snap)
        let update = model.send(.commit("12", parser: english))
        #expect(update.state.value == 10)
        #expect(update.effects.last == .announcement(.entrySnapped(from: 12, to: 10)))
    }

    @Test(arguments: [
        (StepperEvent.tap(.increment), 2, [tick, animated(.numericText(from: 1, to: 2)), announced(2)]),
        (.accessibilityIncrement, 2, [tick, animated(.numericText(from: 1, to: 2))]),
        (.tap(.decrement), 1, []),   // at the lower bound of in: 1...10
        (.end, 10, [tick, animated(.numericText(from: 1, to: 10)), announced(10)]),
    ])
    func stepperEventsHonourTheBounds(event: StepperEvent, value: Int, effects: [Effect]) {
        let tickets = LabeledStepperModel(value: 1, in: 1...10)
        let update = tickets.send(.stepper(event))
        #expect(update.state.value == value)
        #expect(update.effects == effects)
    }

    @Test func rejectIsTheDefaultCommitBehavior() {
        #expect(LabeledStepperModel(value: 1, in: 1...10).commitBehavior == .reject)
        #expect([CommitBehavior.reject, .clamp, .snap].map(\.description) == ["reject", "clamp", "snap"])
    }
}
