internal import Foundation
public import StepperKitLocalization

/// The accessible labeled stepper's state machine: adjustable actions plus a paired direct-entry field.
///
/// Stepping works as in every stepper: within `in:` bounds, on the `step:` grid, one haptic per change.
/// Typed text is committed with the locale's `NumberParser` ("1.234" is 1234 in es_ES) and is never
/// silently changed: the ``CommitBehavior`` decides whether a number out of range or off the step is
/// rejected (the default), clamped or snapped, and the ``EntryOutcome`` says which. A rejection keeps
/// the value and announces the reason; a clamp or snap announces what was typed and what was kept.
///
/// ```swift
/// let spanish = try NumberParser(locale: LocaleID("es_ES"))
/// var copies = LabeledStepperModel(value: 1, in: 1...10_000)
/// copies.apply(.commit("1.234", parser: spanish))    // [.entryCommitted(.accepted(1234)), haptic, numeric text]
/// copies.apply(.commit("20.000", parser: spanish))   // [.entryCommitted(.rejected(.outOfRange(20000, bounds: 1...10000))),
///                                                    //  .announcement(.entryRejected(…))]; value still 1234
/// copies.apply(.stepper(.tap(.increment)))           // 1235
/// ```
public struct LabeledStepperModel: StepperModel, Hashable {
    /// What can happen to a labeled stepper: a stepper event, or text committed in the paired field.
    ///
    /// ```swift
    /// LabeledStepperModel.Event.commit("42", parser: try NumberParser(locale: LocaleID("en_US")))
    /// ```
    public enum Event: Sendable {
        /// A tap, adjustable action, key or hold on the stepper.
        case stepper(StepperEvent)
        /// The paired field's text was committed (return pressed or focus left), read with a number parser.
        case commit(String, parser: NumberParser)
    }

    // MARK: - State

    /// The value with its bounds, step and large step.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10).stepper.bounds   // 1...10
    /// ```
    public private(set) var stepper: StepperValue

    /// What a commit does with a number out of range or off the step.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10).commitBehavior   // .reject
    /// ```
    public var commitBehavior: CommitBehavior

    /// Whether Reduce Motion is on; the rolling number is then reported as not animated.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10, reduceMotion: true).reduceMotion   // true
    /// ```
    public var reduceMotion: Bool

    /// When a held button repeats.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10).holdSchedule   // .accelerating
    /// ```
    public var holdSchedule: RepeatSchedule

    // MARK: - Creating

    /// A stepper holding a value within bounds (clamped into them), moving by a step.
    ///
    /// ```swift
    /// let tickets = LabeledStepperModel(value: 1, in: 1...10)
    /// let copies = LabeledStepperModel(value: 1, in: 1...100, commitBehavior: .clamp)
    /// ```
    public init(value: Int, in bounds: ClosedRange<Int>, step: Int = 1, largeStep: Int? = nil,
                commitBehavior: CommitBehavior = .reject, reduceMotion: Bool = false,
                holdSchedule: RepeatSchedule = .accelerating) {
        self.stepper = StepperValue(value, in: bounds, step: step, largeStep: largeStep)
        self.commitBehavior = commitBehavior
        self.reduceMotion = reduceMotion
        self.holdSchedule = holdSchedule
    }

    // MARK: - Direct entry

    /// What committing some text would do, read with a number parser, under the model's commit behaviour.
    ///
    /// In order: empty text is rejected as `.empty`; text the locale cannot read as a number as
    /// `.notANumber`; a fraction as `.notAWholeNumber`. A whole number outside the bounds is rejected,
    /// or clamped to the lower bound or the highest valid value; one within the bounds but off the step
    /// grid is rejected with its valid neighbours, or snapped to the nearest (halfway: the higher).
    ///
    /// ```swift
    /// let english = try NumberParser(locale: LocaleID("en_US"))
    /// let fives = LabeledStepperModel(value: 0, in: 0...100, step: 5)
    /// fives.outcome(ofCommitting: "1,000", parser: english)   // .rejected(.outOfRange(1000, bounds: 0...100))
    /// fives.outcome(ofCommitting: "12", parser: english)      // .rejected(.offStep(12, below: 10, above: 15))
    /// fives.outcome(ofCommitting: "abc", parser: english)     // .rejected(.notANumber(…unexpected "a"…))
    /// ```
    public func outcome(ofCommitting text: String, parser: NumberParser) -> EntryOutcome {
        let number: Decimal
        do {
            number = try parser.decimal(from: text)
        } catch {
            return .rejected(error.reason == .empty ? .empty : .notANumber(error))
        }
        var whole = Decimal()
        var rounding = number
        NSDecimalRound(&whole, &rounding, 0, .down)
        guard whole == number else { return .rejected(.notAWholeNumber(number)) }

        let bounds = stepper.bounds
        guard number >= Decimal(bounds.lowerBound), number <= Decimal(bounds.upperBound) else {
            guard commitBehavior != .reject else { return .rejected(.outOfRange(number, bounds: bounds)) }
            let nearest = number < Decimal(bounds.lowerBound) ? bounds.lowerBound : stepper.highestValidValue
            return .clamped(from: number, to: nearest)
        }
        // Exact: the number is whole and within two Ints.
        let typed = NSDecimalNumber(decimal: number).intValue
        guard !stepper.isValid(typed) else { return .accepted(typed) }
        guard commitBehavior == .snap else {
            let (below, above) = stepper.neighbours(of: typed)
            return .rejected(.offStep(typed, below: below, above: above))
        }
        return .snapped(from: typed, to: stepper.snapped(typed))
    }

    // MARK: - Events

    /// Returns the stepper after an event, with its haptics, transitions, entry outcome and announcement.
    ///
    /// A commit always reports ``Effect/entryCommitted(_:)`` first, so the field can show the value (or
    /// keep the rejected text); a value change then adds its haptic and rolling number; a clamp, snap or
    /// rejection ends with its announcement. An accepted entry is not announced: the field shows it.
    ///
    /// ```swift
    /// let english = try NumberParser(locale: LocaleID("en_US"))
    /// LabeledStepperModel(value: 5, in: 1...10).send(.commit("", parser: english)).effects
    /// // [.entryCommitted(.rejected(.empty)), .announcement(.entryRejected(.empty))]
    /// ```
    public func send(_ event: Event) -> Update<LabeledStepperModel> {
        var next = self
        switch event {
        case .stepper(let stepperEvent):
            let (stepper, effects) = stepper.update(for: stepperEvent, schedule: holdSchedule, reduceMotion: reduceMotion)
            next.stepper = stepper
            return Update(state: next, effects: effects)
        case .commit(let text, let parser):
            let outcome = outcome(ofCommitting: text, parser: parser)
            var effects: [Effect] = [.entryCommitted(outcome)]
            if let newValue = outcome.value, newValue != value {
                next.stepper.value = newValue
                let change = ValueChange(old: value, new: newValue, steps: 1, isAnnounced: false)
                effects += change.effects([.numericText(from: value, to: newValue)], reduceMotion: reduceMotion)
            }
            switch outcome {
            case .accepted:
                break
            case .clamped(let typed, let kept):
                effects.append(.announcement(.entryClamped(from: typed, to: kept)))
            case .snapped(let typed, let kept):
                effects.append(.announcement(.entrySnapped(from: typed, to: kept)))
            case .rejected(let reason):
                effects.append(.announcement(.entryRejected(reason)))
            }
            return Update(state: next, effects: effects)
        }
    }
}
