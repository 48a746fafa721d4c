import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A style as an app writes one, drawing the value with Swift's own number: Western digits in every
/// locale, where the kit formats "٣" for Arabic.
struct SwiftDigitsStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.decrementButton { Icon(configuration.decrementRole.iconName) }
            Text(verbatim: "\(configuration.value)").font(.headline)
            configuration.incrementButton { Icon(.plus) }
        }
    }
}

/// The style of the article "Writing a custom stepper style": the value above the buttons, with
/// Swift's own number (no grouping separator, Western digits).
struct NumberAboveStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        VStack(spacing: 4) {
            Text(verbatim: "\(configuration.value)").font(.title)   // Western digits in every language
            HStack(spacing: 12) {
                configuration.decrementButton { Icon(configuration.decrementRole.iconName) }
                configuration.incrementButton { Icon(.plus) }
            }
        }
    }
}

/// A style that does not draw the value at all: only the buttons.
struct ButtonsOnlyStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.decrementButton { Icon(configuration.decrementRole.iconName) }
            configuration.incrementButton { Icon(.plus) }
        }
    }
}

/// A style that draws a number that is not the value.
struct FixedNumberStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.decrementButton { Icon(configuration.decrementRole.iconName) }
            Text(verbatim: "12")
            configuration.incrementButton { Icon(.plus) }
        }
    }
}

/// A custom style's value text is the stepper's value, read once as the adjustable element where the
/// text stands; a style that draws no value gets the adjustable element first.
struct CustomStyleValueTests {
    static func transcript(_ style: some StepperStyle, quantity: Int = 3, locale: String) throws -> [String] {
        let environment = try environment(locale).with { $0.stepperStyle = AnyStepperStyle(style, name: "custom") }
        let stepper = AddToCartStepper(quantity: quantity, maximum: 9_999)
        return AccessibilityTranscript(try layout(stepper, in: environment)).text().split(separator: "\n").map(String.init)
    }

    @Test func aValueInWesternDigitsIsTheArabicValueReadOnce() throws {
        let lines = try Self.transcript(SwiftDigitsStepperStyle(), locale: "en_US")
        #expect(lines == [
            #"button "Decrease quantity""#,
            #"adjustable "Quantity", value "3" [increment, decrement]"#,
            #"button "Increase quantity""#,
        ])
        // The text draws "3", the kit formats "٣": the same number, so one element, where the text is,
        // read with the kit's value. (The kit has no Arabic strings: names and role words are English.)
        let arabic = try Self.transcript(SwiftDigitsStepperStyle(), locale: "ar_EG")
        #expect(arabic == [
            #"button "Decrease quantity""#,
            #"adjustable "Quantity", value "٣" [increment, decrement]"#,
            #"button "Increase quantity""#,
        ])
    }

    @Test(arguments: [
        ("en_US", "1,234"),  // "1234" drawn: the same number without its grouping comma
        ("ar_EG", "١٬٢٣٤"),  // the same number in Arabic-Indic digits and the Arabic separator
    ])
    func aValueDrawnAboveTheButtonsIsReadFirstAndOnce(locale: String, value: String) throws {
        // The text draws "1234" in every locale.
        let lines = try Self.transcript(NumberAboveStepperStyle(), quantity: 1_234, locale: locale)
        #expect(lines == [
            #"adjustable "Quantity", value "\#(value)" [increment, decrement]"#,
            #"button "Decrease quantity""#,
            #"button "Increase quantity""#,
        ])
    }

    @Test func theArticlesExampleReadsAsItSays() throws {
        let stepper = AddToCartStepper(quantity: 3).stepperStyle(NumberAboveStepperStyle())
        let arabic = try LayoutEngine().layout(stepper, in: EnvironmentValues(locale: try LocaleID("ar_EG")))
        #expect(AccessibilityTranscript(arabic).text() == """
            adjustable "Quantity", value "٣" [increment, decrement]
            button "Decrease quantity"
            button "Increase quantity"
            """)
        let english = try LayoutEngine().layout(stepper, in: EnvironmentValues(locale: try LocaleID("en_US")))
        #expect(AccessibilityTranscript(english).text() == """
            adjustable "Quantity", value "3" [increment, decrement]
            button "Decrease quantity"
            button "Increase quantity"
            """)
    }

    @Test func aTextShowingAnotherNumberIsNotTheValue() throws {
        // "12" is no "3": the text stays, and the adjustable element, drawn nowhere, comes first.
        let lines = try Self.transcript(FixedNumberStepperStyle(), locale: "ar_EG")
        #expect(lines == [
            #"adjustable "Quantity", value "٣" [increment, decrement]"#,
            #"button "Decrease quantity""#,
            #"text "12""#,
            #"button "Increase quantity""#,
        ])
    }

    @Test func withoutAValueTextTheAdjustableElementComesFirst() throws {
        let lines = try Self.transcript(ButtonsOnlyStepperStyle(), locale: "en_US")
        #expect(lines == [
            #"adjustable "Quantity", value "3" [increment, decrement]"#,
            #"button "Decrease quantity""#,
            #"button "Increase quantity""#,
        ])
    }
}
