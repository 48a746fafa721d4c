import Foundation
import Testing
@testable import StepperKitText

@Suite(.tags(.fonts))
struct FontTests {
    @Test func loadsAFontFileAndReportsWhatItIs() throws {
        let face = try FontFace(contentsOf: Fixtures.dejaVuSansPath)
        #expect(face.path == Fixtures.dejaVuSansPath)
        #expect(face.family == "DejaVu Sans")
        #expect(face.style == "Book")
        #expect(face.unitsPerEm == 2048)
    }

    @Test func loadsEachFileOnceAndSharesIt() throws {
        let first = try FontFace(contentsOf: Fixtures.dejaVuSansPath)
        let second = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/../dejavu/DejaVuSans.ttf")
        #expect(first == second)
        #expect(first.loaded === second.loaded)
    }

    @Test(arguments: [
        (FontWeight.regular, "Inter-Regular.otf", "Regular"),
        // fontconfig's own scale puts semibold at 180; the OpenType 600 must be converted, or Black matches.
        (.semibold, "Inter-SemiBold.otf", "Semi Bold"),
        (.bold, "Inter-Bold.otf", "Bold"),
    ])
    func findsInstalledWeightsOfAFamily(weight: FontWeight, file: String, style: String) throws {
        let face = try FontFace(family: "Inter", weight: weight)
        #expect(face.path.hasSuffix("/" + file))
        #expect(face.style == style)
        #expect(face.family == "Inter")
    }

    @Test(arguments: [
        (17.0, "Inter"),
        (19.9, "Inter"),
        // SF switches from Text to Display at 20 pt; the default does the same with Inter.
        (20.0, "Inter Display"),
        (53.0, "Inter Display"),
    ])
    func defaultIsInterWithInterDisplayFromTwentyPoints(size: Double, family: String) throws {
        let font = try Font(.default, size: size)
        #expect(font.face.family == family)
        #expect(!font.isFallback)
    }

    @Test func defaultFallsBackToDejaVuSansAndSaysSo() throws {
        let resolved = try FontRequest.firstInstalled(of: ["No Such Family 4c1f"], weight: .regular)
        #expect(resolved.face.family == "DejaVu Sans")
        #expect(resolved.isFallback)
    }

    @Test func namedFamilyNeverFallsBack() throws {
        #expect {
            try Font(.family("No Such Family 4c1f"), size: 17)
        } throws: { error in
            guard case .familyNotFound(let family, _) = error as? FontError else { return false }
            return family == "No Such Family 4c1f"
        }
    }

    @Test func familyNamesIgnoreCase() throws {
        #expect(try FontFace(family: "dejavu sans").family == "DejaVu Sans")
    }

    @Test func missingFileIsAnErrorNamingThePath() throws {
        let error = #expect(throws: FontError.self) { try FontFace(contentsOf: "/nonexistent/Font.ttf") }
        #expect(error == .fileNotFound(path: "/nonexistent/Font.ttf"))
        #expect(error?.description.contains("/nonexistent/Font.ttf") == true)
        // Foundation's localizedDescription read "The operation could not be completed. (… error 1.)".
        #expect(error?.localizedDescription == error?.description)
    }

    // A FIFO would block HarfBuzz forever and an empty path named the current directory.
    @Test func pathsThatAreNotRegularFilesAreRefusedBeforeReading() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-font-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/font.ttf"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: FontError.unreadableFile(path: fifo, reason: "it is a FIFO (named pipe), not a regular file")) {
            try FontFace(contentsOf: fifo)
        }
        #expect(throws: FontError.unreadableFile(path: "", reason: "the path is empty")) { try FontFace(contentsOf: "") }
        #expect(FontError.unreadableFile(path: "", reason: "the path is empty").description == "Cannot read the font file \"\": the path is empty.")
    }

    @Test(arguments: [1e308, -1, .infinity, .nan, 1025])
    func sizesBeyondAnyScreenAreErrors(size: Double) throws {
        let error = #expect(throws: FontError.self) { try Font(.family("DejaVu Sans"), size: size) }
        #expect(error?.description == "The point size \(size) is out of range: use a size from 0 to 1024 points.")
    }

    @Test func directoryIsNotAFontFile() throws {
        let error = #expect(throws: FontError.self) { try FontFace(contentsOf: "/usr/share/fonts") }
        #expect(error == .unreadableFile(path: "/usr/share/fonts", reason: "it is a directory"))
    }

    @Test(arguments: [
        ("not-a-font.ttf", Data(String(repeating: "This is plain text, not a font.\n", count: 100).utf8), "unknown file format"),
        // So short that FreeType's TrueType reader runs off its end looking for tables.
        ("short.ttf", Data("OTTO".utf8), "it ends where a font's tables should be"),
        ("empty.otf", Data(), "the file is empty"),
    ])
    func fileThatIsNotAFontIsAnErrorNamingIt(name: String, contents: Data, reason: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
        try contents.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: FontError.self) { try FontFace(contentsOf: path) }
        #expect(error == .notAFont(path: path, reason: reason))
        #expect(error?.description.contains(path) == true)
    }

    @Test func faceIndexPastTheLastFaceIsAnError() throws {
        let error = #expect(throws: FontError.self) { try FontFace(contentsOf: Fixtures.dejaVuSansPath, index: 3) }
        #expect(error == .notAFont(path: Fixtures.dejaVuSansPath, reason: "it has no face at index 3"))
    }

    @Test(arguments: [("semibold", FontWeight.semibold), ("Bold", .bold), ("450", FontWeight(value: 450))])
    func weightsParseFromNamesAndNumbers(name: String, weight: FontWeight) {
        #expect(FontWeight(name: name) == weight)
    }

    @Test(arguments: ["hefty", "0", "1001", ""])
    func unknownWeightNamesAreRejected(name: String) {
        #expect(FontWeight(name: name) == nil)
    }
}
