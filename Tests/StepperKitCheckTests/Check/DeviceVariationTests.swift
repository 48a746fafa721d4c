import Testing
import StepperKitCheck
import TestSupport

/// A check shows the variations of the device it is told (`--device`), as an app on that device does:
/// the device's own case, else `other`.
struct DeviceVariationTests {

    @Test(arguments: [(DeviceClass.iPhone, "Tap to add"), (.mac, "Click to add"), (.iPad, "Select to add"), (.other, "Select to add")])
    func showsTheDevicesCaseElseOther(device: DeviceClass, text: String) throws {
        let catalog = try StringCatalog(bytes: Array(deviceVariationCatalogText.utf8))
        let matrix = try StringMatrix(catalog: catalog, device: device)
        #expect(matrix.resolve(key: "Tap to add", locale: try locale("en"), sample: nil).text == text)
    }

    /// The zero case of the device's plural variation shows 0 as words: not a dropped number. Without
    /// the device the `other` case shows the number.
    @Test func theDevicesZeroCaseIsNotADroppedNumber() throws {
        let catalog = try StringCatalog(bytes: Array(deviceVariationCatalogText.utf8))
        let zero = try #require(CategorySample(category: .other, number: "0"))
        let iPhone = try StringMatrix(catalog: catalog, device: .iPhone).resolve(key: "%lld items", locale: try locale("en"), sample: zero)
        #expect(iPhone.text == "No items")
        #expect(iPhone.problems.isEmpty)
        let other = try StringMatrix(catalog: catalog).resolve(key: "%lld items", locale: try locale("en"), sample: zero)
        #expect(other.text == "0 items in all")
        #expect(other.problems.isEmpty)
    }
}
