// Lists the public symbols of the kit's libraries whose documentation is missing or whose abstract
// breaks the project's rule: one sentence of at most 150 characters, without code font.
//
//     swift package dump-symbol-graph --skip-synthesized-members --minimum-access-level public
//     swift Scripts/check-doc-comments.swift .build/x86_64-unknown-linux-gnu/symbolgraph
//
// Reads the symbol graphs SwiftPM writes (one `<Module>.symbols.json` per module, plus
// `<Module>@<Other>.symbols.json` for extensions of other modules' types). A protocol witness
// without a comment of its own is documented by its requirement, as DocC shows it. Exits 1 and
// prints `file:line: Module.symbol: problem` per finding; exits 0 and prints a count when clean.

import Foundation

let modules = ["StepperKitUI", "StepperKit", "StepperKitLocalization", "StepperKitText", "StepperKitCheck", "StepperKitTesting"]
let maximumAbstractLength = 150

struct SymbolGraph: Decodable {
    struct Module: Decodable { let name: String }
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Location: Decodable {
            struct Position: Decodable { let line: Int }
            let uri: String
            let position: Position
        }
        struct DocComment: Decodable {
            struct Line: Decodable { let text: String }
            let uri: String?
            let module: String?
            let lines: [Line]
        }
        let identifier: Identifier
        let pathComponents: [String]
        let accessLevel: String
        let location: Location?
        let docComment: DocComment?
    }
    let module: Module
    let symbols: [Symbol]
}

/// The first paragraph of a doc comment, its lines joined by spaces.
func abstract(of lines: [String]) -> String {
    let paragraph = lines.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}

/// What is wrong with a symbol's documentation, or nil when nothing is.
func problem(with symbol: SymbolGraph.Symbol, in module: String) -> String? {
    guard let comment = symbol.docComment, comment.lines.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }) else {
        return "no doc comment"
    }
    // Documentation inherited from a requirement elsewhere is the requirement's to get right.
    if let uri = comment.uri, let location = symbol.location, uri != location.uri { return nil }
    if let owner = comment.module, owner != module { return nil }
    let text = abstract(of: comment.lines.map(\.text))
    if text.isEmpty { return "the doc comment starts without an abstract" }
    if text.hasPrefix("- ") { return "the doc comment starts with a list, not an abstract" }
    if text.count > maximumAbstractLength {
        return "the abstract has \(text.count) characters, more than \(maximumAbstractLength): \"\(text.prefix(60))…\""
    }
    if text.contains("`") { return "the abstract uses code font: \"\(text)\"" }
    return nil
}

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: check-doc-comments.swift SYMBOL-GRAPH-DIRECTORY\n".utf8))
    exit(2)
}

var findings: [String] = []
var checked = 0
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
for module in modules {
    let graphs = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json") }
    guard graphs.contains("\(module).symbols.json") else {
        findings.append("\(directory): no symbol graph for \(module)")
        continue
    }
    for file in graphs.sorted() {
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file)))
        } catch {
            findings.append("\(file): unreadable symbol graph: \(error)")
            continue
        }
        for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
            if symbol.identifier.precise.contains("::SYNTHESIZED::") { continue }
            if symbol.pathComponents.contains(where: { $0.hasPrefix("_") }) { continue }
            checked += 1
            guard let problem = problem(with: symbol, in: module) else { continue }
            var place = file
            if let location = symbol.location, let url = URL(string: location.uri) {
                let path = url.path.replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: "")
                place = "\(path):\(location.position.line + 1)"
            }
            findings.append("\(place): \(module).\(symbol.pathComponents.joined(separator: ".")): \(problem)")
        }
    }
}

for finding in findings.sorted() { print(finding) }
if findings.isEmpty {
    print("Doc comments: \(checked) public symbols of \(modules.joined(separator: ", ")), each with an abstract.")
} else {
    print("Doc comments: \(findings.count) of \(checked) public symbols need documentation.")
    exit(1)
}
