import Foundation
import Testing
@testable import stepperkit

struct MeasureCommandTests {
    static let dejaVu = ["--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]

    @Test(arguments: [
        (["Hello, World"], "102.614 × 19.789\n"),
        (["AV"], "22.171 × 19.789\n"),
        (["Añadir al carrito", "--width", "90"], "75.869 × 39.578\n"),
        (["Añadir al carrito", "--width", "100", "--line-limit", "1"], "92.869 × 19.789, truncated\n"),
        (["Añadir al carrito", "--width", "100", "--line-limit", "1", "--minimum-scale-factor", "0.5"], "100.000 × 14.497, scale 0.733\n"),
        // Body at AX5 is 53 pt; headline at large is 17 pt semibold (DejaVu Sans from a file stays Book).
        (["Añadir al carrito", "--dynamic-type", "AX5"], "425.579 × 61.695\n"),
        (["Add", "--style", "headline", "--size", "34"], "65.825 × 39.578\n"),
    ])
    func printsWidthAndHeightInPoints(arguments: [String], expected: String) async {
        let result = await runCLI(["measure"] + arguments + Self.dejaVu)
        #expect(result.errors == "")
        #expect(result.status == .success)
        #expect(result.output == expected)
    }

    @Test func jsonNamesTheFontFileAndLines() async throws {
        let result = await runCLI(["measure", "Añadir al carrito", "--width", "90", "--json"] + Self.dejaVu)
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let font = try #require(object["font"] as? [String: Any])
        #expect(font["file"] as? String == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(font["family"] as? String == "DejaVu Sans")
        #expect(font["fallback"] as? Bool == false)
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.compactMap { $0["text"] as? String } == ["Añadir al", "carrito"])
        #expect(object["scale"] as? Double == 1)
        #expect(object["truncated"] as? Bool == false)
        #expect(object["width"] as? Double == 75.869)
    }

    @Test func defaultFontIsInterAtBodySize() async throws {
        let result = await runCLI(["measure", "Add", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let font = try #require(object["font"] as? [String: Any])
        #expect(font["family"] as? String == "Inter")
        #expect(font["size"] as? Double == 17)
    }

    @Test func readsOneTextPerLineFromStandardInput() async {
        let result = await runCLI(["measure", "-", "--width", "100", "--line-limit", "1"] + Self.dejaVu, input: ["Add", "Añadir al carrito", ""])
        #expect(result.output == "32.913 × 19.789\n92.869 × 19.789, truncated\n0.000 × 19.789\n")
        #expect(result.status == .success)
    }

    @Test(arguments: [
        (["x", "--font", "/nonexistent/Font.ttf"], "error: No font file at \"/nonexistent/Font.ttf\": check the path, or use a family name instead.\n"),
        (["x", "--family", "No Such Family 4c1f"], "error: No installed font family is named \"No Such Family 4c1f\""),
        (["x", "--style", "huge"], "error: --style huge: expected one of largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2\n"),
        (["x", "--dynamic-type", "AX9"], "error: --dynamic-type AX9: expected one of xSmall"),
        (["x", "--size", "-3"], "error: --size -3: expected a point size from 0.01 to 1024\n"),
        (["x", "--minimum-scale-factor", "0"], "error: --minimum-scale-factor 0: expected a scale factor greater than 0 and at most 1\n"),
        (["x", "--line-limit", "0"], "error: --line-limit 0: expected a whole number of lines, 1 or more\n"),
        (["x", "--weight", "hefty"], "error: --weight hefty: expected one of thin, ultraLight"),
        (["x", "--font", "a.ttf", "--family", "Inter"], "error: give --font or --family, not both\n"),
    ])
    func badInputExitsWithStatusTwoAndSaysWhy(arguments: [String], expectedError: String) async {
        let result = await runCLI(["measure"] + arguments)
        #expect(result.status == .badInput)
        #expect(result.errors.hasPrefix(expectedError))
        #expect(result.output == "")
    }
}
