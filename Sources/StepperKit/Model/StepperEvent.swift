/// Something a person did to a stepper: a tap, an accessibility adjustment, a key or a press-and-hold.
///
/// Every stepper model takes these events; an event for a button the control does not show at the
/// moment (Add on an expanded add-to-cart stepper, "+" on a collapsed one) changes nothing.
///
/// ```swift
/// var model = QuantityStepperModel(value: 1, in: 1...100)
/// model.apply(.pageUp)                                            // 11: a large step is 10 steps
/// model.apply(.hold(.increment, for: .milliseconds(600)))         // 14: the press and two repeats
/// model.apply(.home)                                              // 1
/// ```
public enum StepperEvent: Hashable, Sendable {
    /// A tap on one of the stepper's buttons.
    case tap(StepperAction)
    /// The assistive technology's increment action on the value (VoiceOver swipe up).
    case accessibilityIncrement
    /// The assistive technology's decrement action on the value (VoiceOver swipe down).
    case accessibilityDecrement
    /// The Home key: go to the lower bound.
    case home
    /// The End key: go to the highest valid value.
    case end
    /// The Page Up key: go up by the large step.
    case pageUp
    /// The Page Down key: go down by the large step.
    case pageDown
    /// A press held on a button for a duration: one step at the press, then the schedule's repeats within the
    /// duration.
    case hold(StepperAction, for: Duration)
}
