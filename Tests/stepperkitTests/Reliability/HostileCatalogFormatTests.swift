import TestSupport
import Foundation
import Testing

/// Every report format of `stepperkit check`, run on the hostile catalogs of the hostile-input table, stays
/// well-formed for the program that reads it: JSON and SARIF parse, JUnit is XML, every GitHub line is one
/// workflow command whose properties hold no raw separator, and the text and Xcode lines hold no control,
/// line-separator or bidirectional-override character a terminal or an editor would act on.
struct HostileCatalogFormatTests {
    static let catalogs = [
        "bidi.xcstrings", "nul.xcstrings", "xml-specials.xcstrings", "json-specials.xcstrings",
        "a,b::c d#e%25f.xcstrings", "emoji.xcstrings", "blank-keys.xcstrings", "no-strings.xcstrings", "evil.xcstrings",
    ]

    @Test(arguments: catalogs)
    func everyFormatStaysWellFormed(catalog: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try HostileInputTableTests.makeFixtures(in: directory)
        for format in ["text", "json", "junit", "sarif", "github", "xcode"] {
            let run = try ChildProcess.run(["check", catalog, "--no-config", "--format", format], in: directory.path, deadline: 30)
            // Findings (1) or none (0): never bad input, a crash or a hang.
            #expect(run.status == 0 || run.status == 1, "\(format): exit \(run.status.map(String.init) ?? "none"), \(run.errors)")
            #expect(run.errors.isEmpty, "\(format): \(run.errors)")
            switch format {
            case "json", "sarif":
                #expect((try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) is [String: Any], "\(format)")
            case "junit":
                #expect(XMLElementCounter().parse(run.output), "junit")
            case "github":
                for line in run.output.split(separator: "\n") {
                    #expect(Self.isWorkflowCommand(line), "github: \(line)")
                }
                #expect(!run.output.contains("\r"), "github")
            default:
                let acted = run.output.unicodeScalars.filter(Self.isActedOn)
                #expect(acted.isEmpty, "\(format): \(acted.map { String($0.value, radix: 16) })")
            }
        }
    }

    /// Whether a line is `::command key=value,…::message` with known keys and values free of `,` and `:`.
    static func isWorkflowCommand(_ line: Substring) -> Bool {
        guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return false }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        let parts = head.split(separator: " ", maxSplits: 1)
        guard let command = parts.first, ["error", "warning", "notice"].contains(command) else { return false }
        guard parts.count == 2 else { return true }
        return parts[1].split(separator: ",").allSatisfy { property in
            let pair = property.split(separator: "=", maxSplits: 1)
            return pair.count == 2 && ["file", "line", "col", "endLine", "endColumn", "title"].contains(pair[0]) && !pair[1].contains(":")
        }
    }

    /// A scalar a terminal or an editor acts on rather than shows: C0 and C1 controls but the line feed,
    /// DEL, the Unicode line and paragraph separators, and the bidirectional embeddings, overrides and isolates.
    static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
