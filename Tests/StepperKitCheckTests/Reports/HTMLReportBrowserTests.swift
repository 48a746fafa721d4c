import TestSupport
import Foundation
import Testing
import StepperKitCheck

/// Opens the HTML report in real headless Chromium (Debian's `chromium`, which `make test` installs),
/// as a person would open it from disk.
struct HTMLReportBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs Chromium headless on a file with extra arguments; returns standard output and error.
    static func chromium(_ arguments: [String], in directory: URL) throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(filePath: try #require(chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--user-data-dir=\(directory.appending(path: "profile").path)",
                             "--enable-logging=stderr", "--v=0"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test(.enabled(if: chromium != nil, "needs Debian's chromium package (make test installs it)"))
    func reportLoadsWithoutConsoleErrorsAndShowsTheOutline() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Fixture.xcstrings").path
        try Data(fixtureCatalogText.utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration(locales: [try locale("es")])
        configuration.fit = FitRequirement(width: 100, dynamicTypeSizes: [.large])
        let report = try await CatalogCheck(configuration).run(catalogsAt: [path])
        let html = try HTMLReport.check(report, fit: configuration.fit)
        let page = try html.write(toDirectory: directory.appending(path: "report"))
        #expect(html.cells.contains { cell in cell.findings.contains { $0.rule == "overflow" && $0.outline != nil } })

        // The script ran to its end: it marks the body when the filters are wired.
        let dom = try Self.chromium(["--dump-dom", page.absoluteString], in: directory)
        #expect(dom.output.contains("data-ready=\"true\""))
        let consoleErrors = dom.errors.split(separator: "\n").filter { $0.contains("CONSOLE") && ($0.contains("Error") || $0.contains("Uncaught")) }
        #expect(consoleErrors.isEmpty, "console errors: \(consoleErrors)")

        let screenshot = directory.appending(path: "report.png")
        _ = try Self.chromium(["--screenshot=\(screenshot.path)", "--window-size=1000,700", page.absoluteString], in: directory)
        let image = try PNGImage(data: try Data(contentsOf: screenshot))
        #expect(image.width == 1000)
        // The outline colour (#FF00C8) drawn around the overflowing text, anti-aliased at most a little.
        let outline = PNGImage.Pixel(red: 255, green: 0, blue: 200, alpha: 255)
        let points = image.points { $0.isClose(to: outline, tolerance: 24) }
        #expect(points.count > 50, "outline pixels: \(points.count)")
    }
}
