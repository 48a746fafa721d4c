import Foundation
import TestSupport
import StepperKitTesting


/// The fixture catalog.
func fixtureCatalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(fixtureCatalogText.utf8), options: .lenient)
}

/// A locale by identifier.
func locale(_ identifier: String) throws -> LocaleID {
    try LocaleID(identifier)
}

/// A fresh temporary directory, removed by the caller with `defer`.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "StepperKitTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

