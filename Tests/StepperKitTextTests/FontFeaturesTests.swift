import Testing
@testable import StepperKitText

struct FontFeaturesTests {
    @Test func tabularDigitsGiveEveryDigitTheSameAdvance() throws {
        let font = try Font(.family("Inter"), size: 17, weight: .semibold)
        let tabular = font.with(features: .tabularDigits)
        let tabularWidths = (0...9).map { tabular.width(of: String($0)) }
        let proportionalWidths = (0...9).map { font.width(of: String($0)) }
        // Inter's tabular "4" is 3 font units narrower than its other tabular digits (0.018 pt at
        // 17 pt); proportional digits spread over more than 2 pt ("1" against "0").
        #expect(tabularWidths.max()! - tabularWidths.min()! < 0.05)
        #expect(proportionalWidths.max()! - proportionalWidths.min()! > 2)
        #expect(tabular.width(of: "11") == tabular.width(of: "88"))
    }

    @Test func featuresSurviveScalingAndShaping() throws {
        let tabular = try Font(.default, size: 17).with(features: .tabularDigits)
        #expect(tabular.scaled(by: 0.5).features == .tabularDigits)
        #expect(tabular.shape("10").width == tabular.width(of: "10", cached: false))
    }
}
