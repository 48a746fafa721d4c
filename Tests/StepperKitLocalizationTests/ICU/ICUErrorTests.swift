import Testing
@testable import StepperKitLocalization

/// ICU's status names are for code; people read what failed in words.
struct ICUErrorTests {
    @Test(arguments: [
        ("U_UNSUPPORTED_ERROR", Int32(16), "ICU failed to format 1 with 'x': ICU does not support it"),
        ("U_MEMORY_ALLOCATION_ERROR", 7, "ICU failed to format 1 with 'x': out of memory"),
        ("U_MISSING_RESOURCE_ERROR", 2, "ICU failed to format 1 with 'x': ICU has no data for it"),
        ("U_SOME_NEW_ERROR", 99, "ICU failed to format 1 with 'x': ICU reported error 99"),
    ])
    func describesTheFailureWithoutStatusNames(name: String, code: Int32, description: String) {
        let error = ICUError(code: code, name: name, operation: "format 1 with 'x'")
        #expect(error.description == description)
        #expect(!error.description.contains("U_"))
    }
}
