import Testing
import StepperKitUI

/// The modifiers SwiftUI code writes, with SwiftUI's argument labels, make the kit's own modifier views.
struct SwiftUIModifierNameTests {
    private let text = Text(verbatim: "x")

    /// Padding without a length is SwiftUI's default, 16 pt, on the edges asked for.
    @Test func paddingWithoutALengthIsTheDefault() {
        #expect(text.padding().insets == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(text.padding(.vertical).insets == EdgeInsets(top: 16, bottom: 16))
        #expect(text.padding(.horizontal, 12).insets == EdgeInsets(leading: 12, trailing: 12))
        #expect(text.padding(8).insets == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    @Test func fixedSizeTakesSwiftUIsAxisFlags() {
        #expect(text.fixedSize(horizontal: false, vertical: true).axes == .vertical)
        #expect(text.fixedSize(horizontal: true, vertical: true).axes == .both)
        #expect(text.fixedSize().axes == .both)
    }

    /// A string variable is shown as is; a literal is a catalog key; a text gives what it says.
    @Test func accessibilityLabelsTakeStringsAndTexts() {
        let name = "Flat white"
        #expect(text.accessibilityLabel(name).properties.label == LocalizedText(verbatim: "Flat white"))
        #expect(text.accessibilityLabel("Quantity").properties.label == LocalizedText("Quantity"))
        #expect(text.accessibilityLabel(Text("Cart")).properties.label == LocalizedText("Cart"))
        let quantity = 3
        #expect(text.accessibilityValue("\(quantity)").properties.value == LocalizedText(verbatim: "3"))
        #expect(AccessibilityTraits.isButton == .button && AccessibilityTraits.isHeader == .header)
        #expect(text.accessibilityIdentifier("count").tag == "count")
    }

    @Test func backgroundsAndOverlaysTakeBuildersAndStyles() {
        let badge = text.overlay(alignment: .topTrailing) { Circle().fill(.red) }
        #expect(badge.placement == .overlay && badge.alignment == .topTrailing)
        let behind = text.background { Capsule().fill(.tint) }
        #expect(behind.placement == .background && behind.alignment == .center)
        #expect(text.background(.yellow).placement == .background)
        #expect(text.background(.tint).placement == .background)
    }
}
