import TestSupport
import Foundation
import Testing
import StepperKitCheck

/// Opens the check's HTML report in real headless Chromium (Debian's `chromium`, which `make test`
/// installs), as a person would open it from disk.
struct HTMLReportBrowserTests {
    static let chromium = HeadlessChromium.path

    /// Runs Chromium headless on a file with extra arguments; returns standard output and error.
    static func chromium(_ arguments: [String], in directory: URL) throws -> (output: String, errors: String) {
        try HeadlessChromium.run(arguments, in: directory)
    }

    /// A catalog of 90 keys too wide for their budget in German and Spanish, and a key too wide for its
    /// own: more keys than a page shows.
    static func manyFindings() -> String {
        var entries = (0..<90).map { index in
            #"    "Item number \#(index)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Artikel Nummer \#(index)" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "Artículo número \#(index)" } } } }"#
        }
        entries.append(#"    "Add to cart" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "In den Warenkorb legen" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "Añadir al carrito" } } } }"#)
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    @Test(.enabled(if: chromium != nil, "needs Debian's chromium package (make test installs it)"))
    func everyFindingIsReachableAndTheMeasuredTextIsDrawnWithItsBudget() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Many.xcstrings").path
        try Data(Self.manyFindings().utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration(locales: [try locale("de"), try locale("es")])
        configuration.budgets = [WidthBudget(keys: KeyPattern("Add to cart"), width: 100), WidthBudget(keys: KeyPattern("Item number *"), width: 60)]
        configuration.dynamicTypeSizes = [.large]
        configuration.font = .family("DejaVu Sans")
        let report = try await CatalogCheck(configuration).run(catalogsAt: [path])
        let total = report.diagnostics.count
        #expect(total == 182)  // each key too wide in de and es

        var bytes: [UInt8] = []
        try CheckHTMLReport(report, font: .family("DejaVu Sans")).write(to: ReportOutput { bytes += $0 })
        let page = directory.appending(path: "index.html")
        try Data(bytes).write(to: page)

        // The first page: the worst keys (the overflow errors) first, a page of keys, a pager.
        let first = try Self.chromium(["--dump-dom", page.absoluteString], in: directory)
        #expect(first.output.contains("data-ready=\"true\""))
        #expect(first.output.contains("data-total-findings=\"\(total)\""))
        #expect(first.output.contains("data-shown-findings=\"\(2 * CheckHTMLReport.groupsPerPage)\""))
        #expect(first.output.contains("<button class=\"current\" type=\"button\">1</button>"))
        let consoleErrors = first.errors.split(separator: "\n").filter { $0.contains("CONSOLE") && ($0.contains("Error") || $0.contains("Uncaught")) }
        #expect(consoleErrors.isEmpty, "console errors: \(consoleErrors)")
        let firstGroup = try #require(first.output.range(of: "class=\"group "))
        #expect(first.output[firstGroup.upperBound...].hasPrefix("error"))

        // Every finding, reachable: "#all" lays every key out.
        let all = try Self.chromium(["--dump-dom", page.absoluteString + "#all"], in: directory)
        #expect(all.output.contains("data-shown-findings=\"\(total)\""))
        for index in [0, 45, 89] { #expect(all.output.contains("Item number \(index)")) }

        // The drawing of the measured text, with the width it was allowed as a blue dashed line.
        let screenshot = directory.appending(path: "report.png")
        _ = try Self.chromium(["--screenshot=\(screenshot.path)", "--window-size=1000,900", page.absoluteString], in: directory)
        let image = try PNGImage(data: try Data(contentsOf: screenshot))
        #expect(image.width == 1000)
        let guide = PNGImage.Pixel(red: 0x0A, green: 0x84, blue: 0xFF, alpha: 255)
        let points = image.points { $0.isClose(to: guide, tolerance: 40) }
        #expect(points.count > 20, "guide pixels: \(points.count)")
    }

    /// The report of the largest real catalog the tests hold (OmniKit's, 24 languages, ~800 findings): it opens,
    /// pages, and with #all shows every finding, each key's card once.
    @Test(.enabled(if: chromium != nil, "needs Debian's chromium package (make test installs it)"))
    func everyFindingOfARealCatalogIsReachable() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Localizable.xcstrings").path
        try Data(contentsOf: CorpusCheckTests.omniKit).write(to: URL(filePath: path))
        let report = try await CatalogCheck(CheckConfiguration()).run(catalogsAt: [path])
        let total = report.diagnostics.count
        #expect(total > 700)

        var bytes: [UInt8] = []
        try CheckHTMLReport(report).write(to: ReportOutput { bytes += $0 })
        let page = directory.appending(path: "index.html")
        try Data(bytes).write(to: page)

        let first = try Self.chromium(["--dump-dom", page.absoluteString], in: directory)
        #expect(first.output.contains("data-ready=\"true\""))
        #expect(first.output.contains("data-total-findings=\"\(total)\""))
        let consoleErrors = first.errors.split(separator: "\n").filter { $0.contains("CONSOLE") && ($0.contains("Error") || $0.contains("Uncaught")) }
        #expect(consoleErrors.isEmpty, "console errors: \(consoleErrors)")

        let all = try Self.chromium(["--dump-dom", page.absoluteString + "#all"], in: directory)
        #expect(all.output.contains("data-shown-findings=\"\(total)\""))
        // Every key with a finding has its card, found by its escaped key in the laid-out page.
        let keys = Set(report.diagnostics.compactMap(\.key))
        let missing = keys.filter { key in
            let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            return !all.output.contains(escaped.split(separator: "\n").first.map(String.init) ?? escaped)
        }
        #expect(missing.isEmpty, "keys without a card: \(missing.prefix(5))")
    }

    // A key's control characters drew as boxes (ESC) or nothing (CR LF) in its card's heading: they read
    // as the text report writes them.
    @Test(.enabled(if: chromium != nil, "needs Debian's chromium package (make test installs it)"))
    func controlCharactersInAKeyReadAsEscapes() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Evil.xcstrings").path
        try #"{"sourceLanguage":"en","strings":{"Total %lld\r\n::error::x" : {"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total %@"}}}},"k\u001b[2J\u0007":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"k %d"}}}}}}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        let report = try await CatalogCheck(CheckConfiguration(locales: [try LocaleID("es")])).run(catalogsAt: [path])
        var bytes: [UInt8] = []
        try CheckHTMLReport(report).write(to: ReportOutput { bytes += $0 })
        let page = directory.appending(path: "index.html")
        try Data(bytes).write(to: page)
        let dom = try Self.chromium(["--dump-dom", page.absoluteString], in: directory).output
        #expect(dom.contains(#"<h2>“Total %lld\r\n::error::x”"#))
        #expect(dom.contains(#"<h2>“k\u{1B}[2J\u{7}”"#))
    }
}
