import Foundation

/// Turns the ```swift blocks of a Markdown document, or of the `///` doc comments of a library's
/// Swift source file, into Swift source that type-checks them.
///
/// Each document becomes one file, and the doc comments of each library one file
/// (`StepperKitUI_DocComments.swift`): the types and extensions the blocks declare at their top level
/// become file-private declarations of that file, and an enum named after the document (or library)
/// holds one static function per block with the block's statements, so every block compiles on its
/// own against the public API. A library's examples may use the few values a reader takes from the
/// symbol's context (a `catalog`, a laid-out `screen`), which `DocCommentContext.swift` declares in an
/// extension of that enum. Blocks in other languages (`sh`, `json`,
/// plain output) are left out, and so are the blocks of doc comments on declarations that are not
/// public (`public`, `package` or `open`, in a public type): DocC does not render that internal
/// documentation, and its examples could not compile against the public API anyway (see
/// `isPublicDeclaration(_:at:)`). `Scripts/generate-doc-snippets.sh` writes the files into
/// `Tests/DocSnippetTests/Generated/`, and `DocSnippetFreshnessTests` fails when they are stale.
///
/// Top-level statements keep their meaning but lose their warnings: an expression whose result the
/// reader sees in a comment becomes `let _ = expression` (which, unlike `_ = expression`, is silent
/// for a call that returns nothing), and each constant a block declares is used once
/// at its end, because the package builds with warnings as errors.
enum SnippetExtractor {
    /// A document and the path it is read from, relative to the package root.
    struct Document {
        var path: String
        var text: String
    }

    /// The libraries whose doc comments are compiled: every library product, each of which has a DocC catalog.
    static let libraries = [
        "StepperKit", "StepperKitCheck", "StepperKitLocalization", "StepperKitTesting", "StepperKitText", "StepperKitUI",
    ]

    /// The documents whose Swift blocks are compiled: the README, every DocC catalog page and every
    /// Swift source file of the libraries, whose doc comments hold the blocks.
    static func documentPaths(inPackageAt root: URL) -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for target in targets.sorted() {
            let catalog = "Sources/\(target)/\(target).docc"
            let pages = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
            paths += pages.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        for library in libraries {
            let folder = sources.appendingPathComponent(library)
            let files = FileManager.default.subpaths(atPath: folder.path) ?? []
            // Sorted by path, so the order (and the generated files) never depends on the file system.
            paths += files.filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/\(library)/\($0)" }
        }
        return paths
    }

    /// The generated files, by file name, for documents read from a package root.
    static func generatedFiles(inPackageAt root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        var sourcesByLibrary: [String: [Document]] = [:]
        for path in documentPaths(inPackageAt: root) {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let document = Document(path: path, text: text)
            if isSwiftSource(document) {
                sourcesByLibrary[library(of: document), default: []].append(document)
            } else if let source = source(for: document) {
                files[fileName(for: document)] = source
            }
        }
        for (library, documents) in sourcesByLibrary {
            if let source = docCommentSource(library: library, documents: documents) {
                files["\(docCommentNamespace(library: library)).swift"] = source
            }
        }
        return files
    }

    /// The library a Swift source file belongs to: `StepperKitUI` for `Sources/StepperKitUI/Views/Text.swift`.
    static func library(of document: Document) -> String {
        String(document.path.split(separator: "/").dropFirst().first ?? "")
    }

    /// The enum that holds the doc comment examples of a library: `StepperKitUI_DocComments`.
    static func docCommentNamespace(library: String) -> String {
        "\(library)_DocComments"
    }

    /// The name of a document's generated file: `README.swift`, `StepperKit_WritingACustomStepperStyle.swift`.
    static func fileName(for document: Document) -> String {
        "\(namespace(for: document)).swift"
    }

    /// The enum that holds a document's snippets: `README`, `StepperKit_WritingACustomStepperStyle`.
    static func namespace(for document: Document) -> String {
        let components = document.path.split(separator: "/")
        let name = String(components.last ?? "Document").replacingOccurrences(of: ".md", with: "")
        let prefix = components.count > 2 ? String(components[1]) + "_" : ""
        return identifier(prefix + name)
    }

    /// A name with every character that cannot be in a Swift identifier replaced by `_`.
    static func identifier(_ name: String) -> String {
        name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// Whether a document is a Swift source file, whose blocks are in its `///` doc comments.
    static func isSwiftSource(_ document: Document) -> Bool {
        document.path.hasSuffix(".swift")
    }

    /// A Swift code block: its lines, without the fences.
    struct Block {
        var lines: [String]
        /// Whether the doc comment holding the block documents a public declaration (always true for a
        /// Markdown document's block).
        var documentsPublicAPI = true
    }

    /// The ```swift blocks of a Markdown text, in order.
    static func swiftBlocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if trimmed == "```swift" {
                current = Block(lines: [])
            }
        }
        return blocks
    }

    /// The ```swift blocks of the `///` doc comments of a Swift source text, in order, without the
    /// `///` and the indentation of the comment.
    static func docCommentBlocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var indentation = 0
        let lines = text.components(separatedBy: "\n")
        var commentBlocks = 0   // the blocks of the comment being read, which attaches to the line after it
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else {
                current = nil   // a fence the comment never closed is not a block
                if commentBlocks > 0 && !isPublicDeclaration(lines, at: index) {
                    for number in blocks.indices.suffix(commentBlocks) { blocks[number].documentsPublicAPI = false }
                }
                commentBlocks = 0
                continue
            }
            let comment = trimmed.dropFirst(3)
            let content = comment.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if content == "```" {
                    blocks.append(block)
                    commentBlocks += 1
                    current = nil
                } else {
                    // The fence's indentation is the block's: "/// let a" and "///     b" give "let a" and "    b".
                    let leading = comment.prefix { $0 == " " }.count
                    block.lines.append(String(comment.dropFirst(min(leading, indentation))))
                    current = block
                }
            } else if content == "```swift" {
                indentation = comment.prefix { $0 == " " }.count
                current = Block(lines: [])
            }
        }
        return blocks
    }

    /// Whether the declaration a doc comment attaches to is public API: its first line at or after
    /// `index` that is not blank, a comment or an attribute is marked `public`, `package` or `open` (or
    /// is a requirement of a protocol, a case of an enum, or a member of a `public extension`, which
    /// take their container's access, or an extension, which has none of its own), and no type it is
    /// nested in (found by indentation) is less than public. DocC renders only such declarations.
    static func isPublicDeclaration(_ lines: [String], at index: Int) -> Bool {
        var index = index
        var declaration = ""
        while index < lines.count {
            declaration = withoutAttributes(lines[index].trimmingCharacters(in: .whitespaces))
            if !declaration.isEmpty && !declaration.hasPrefix("//") { break }
            index += 1
        }
        guard index < lines.count else { return false }
        let indentation = lines[index].prefix { $0 == " " }.count
        let words = accessWords(of: declaration)
        if words.contains(where: { ["private", "fileprivate", "internal"].contains($0) }) { return false }
        var isPublic = words.contains { ["public", "package", "open"].contains($0) } || declaration.hasPrefix("extension ")
        // The types and extensions it is nested in: the nearest earlier lines that are indented less.
        var level = indentation
        var isInnermost = true
        for line in lines[..<index].reversed() where level > 0 {
            let code = line.trimmingCharacters(in: .whitespaces)
            let lineIndentation = line.prefix { $0 == " " }.count
            guard !code.isEmpty, lineIndentation < level, !code.hasPrefix("//"), !"})]#".contains(code.first ?? " ") else { continue }
            level = lineIndentation
            let container = withoutAttributes(code)
            let containerWords = accessWords(of: container)
            let containerIsPublic = containerWords.contains { ["public", "package", "open"].contains($0) }
            let kind = container.split(separator: " ").first { !containerWords.contains(String($0)) }.map(String.init) ?? ""
            if isInnermost && !isPublic {
                // A member without an access modifier takes its container's in a protocol, an enum's case
                // list and a `public extension`.
                isPublic = containerIsPublic && (kind == "protocol" || kind == "extension"
                    || (kind == "enum" && (declaration.hasPrefix("case ") || declaration.hasPrefix("indirect case "))))
            }
            if ["struct", "class", "enum", "actor", "protocol"].contains(kind) && !containerIsPublic { return false }
            isInnermost = false
        }
        return isPublic
    }

    /// The modifiers at the start of a declaration: `["public", "static"]` for `public static func f()`.
    static func accessWords(of declaration: String) -> [String] {
        let modifiers: Set<String> = [
            "public", "package", "open", "internal", "fileprivate", "private", "static", "final", "nonisolated",
            "override", "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy", "indirect", "private(set)",
            "public(set)", "package(set)", "internal(set)", "fileprivate(set)", "consuming", "borrowing",
        ]
        return Array(declaration.split(separator: " ").map(String.init).prefix { modifiers.contains($0) })
    }

    /// A line of code without its leading attributes: `public func f()` for `@MainActor @discardableResult public func f()`.
    static func withoutAttributes(_ code: String) -> String {
        var rest = Substring(code)
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if rest.first == "(" {
                var depth = 0
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1; if depth == 0 { break } }
                }
            }
            rest = rest.drop { $0 == " " }
        }
        return String(rest)
    }

    /// The generated source for a document, or nil when it has no Swift blocks.
    static func source(for document: Document) -> String? {
        let blocks = swiftBlocks(in: document.text)
        guard !blocks.isEmpty else { return nil }
        // Numbered, not located by line, so editing the prose around a block changes nothing here.
        let functions = blocks.enumerated().map { number, block in
            NamedBlock(name: "block\(number + 1)", origin: "The ```swift block number \(number + 1) of \(document.path).", block: block)
        }
        return source(namespace: namespace(for: document), origin: document.path, of: "the document", functions)
    }

    /// The generated source for the doc comments of a library's Swift files, or nil when they have no Swift blocks.
    static func docCommentSource(library: String, documents: [Document]) -> String? {
        var functions: [NamedBlock] = []
        for document in documents {
            // `Views/Controls/Button.swift` gives `Views_Controls_Button_block1`.
            let file = document.path.split(separator: "/").dropFirst(2).joined(separator: "/").replacingOccurrences(of: ".swift", with: "")
            // Numbered among the public blocks, so documenting an internal helper renames nothing.
            for (number, block) in docCommentBlocks(in: document.text).filter(\.documentsPublicAPI).enumerated() {
                let origin = "The ```swift block number \(number + 1) of the doc comments of \(document.path)."
                functions.append(NamedBlock(name: "\(identifier(file))_block\(number + 1)", origin: origin, block: block))
            }
        }
        guard !functions.isEmpty else { return nil }
        return source(namespace: docCommentNamespace(library: library), origin: "the doc comments of Sources/\(library)", of: "the doc comments", functions)
    }

    /// A block and the function it becomes.
    struct NamedBlock {
        var name: String
        var origin: String
        var block: Block
    }

    /// The generated source for blocks: their declarations, then an enum with a function for each.
    static func source(namespace: String, origin: String, of documentKind: String, _ blocks: [NamedBlock]) -> String {
        var declarations: [String] = []
        var functions: [String] = []
        for named in blocks {
            let (declared, statements) = split(named.block.lines)
            declarations += declared
            var body = rewrite(statements)
            while body.first?.isEmpty == true { body.removeFirst() }
            while body.last?.isEmpty == true { body.removeLast() }
            body += constants(declaredIn: statements).map { "_ = \($0)" }
            let lines = ["/// \(named.origin)", "static func \(named.name)() async throws {"]
                + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
            functions.append(lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
        }
        let declarationText = declarations.joined(separator: "\n")
        let header = [
            "// Generated by Scripts/generate-doc-snippets.sh from \(origin); do not edit.",
            "// Each ```swift block of \(documentKind) is a function here, so the build type-checks it.",
            "",
            "import Foundation",
            "import StepperKit",
            "import StepperKitCheck",
            "import StepperKitDemo",
            "import StepperKitLocalization",
            "import StepperKitText",
            "import StepperKitTesting",
            "import StepperKitUI",
            "import Testing",
            "",
        ]
        let declared = declarationText.isEmpty ? [] : [declarationText, ""]
        let namespace = ["enum \(namespace) {", functions.joined(separator: "\n\n"), "}", ""]
        return (header + declared + namespace).joined(separator: "\n")
    }

    /// Keywords that open a declaration at file scope rather than a statement.
    static let declarationKeywords = ["struct ", "enum ", "final class ", "class ", "actor ", "protocol ", "func ", "extension "]

    /// A block's lines split into top-level type declarations and statements; imports are dropped.
    static func split(_ lines: [String]) -> (declarations: [String], statements: [String]) {
        var declarations: [String] = []
        var statements: [String] = []
        var depth = 0
        var inDeclaration = false
        for line in lines {
            var line = withoutTestAttribute(line)
            if depth == 0 {
                if line.hasPrefix("import ") { continue }
                inDeclaration = declarationKeywords.contains { line.hasPrefix($0) }
                // File-private, so two documents may each declare their own `PillStepperStyle`.
                if inDeclaration { line = "fileprivate " + line }
            }
            if inDeclaration { declarations.append(line) } else { statements.append(line) }
            depth += balance(of: line)
            if depth == 0 && inDeclaration {
                inDeclaration = false
                declarations.append("")
            }
        }
        while declarations.last == "" { declarations.removeLast() }
        return (declarations, statements)
    }

    /// A line without a leading `@Test` or `@Suite` attribute and its arguments: the examples are
    /// compiled, never run, so a test an example declares is a plain function.
    static func withoutTestAttribute(_ line: String) -> String {
        let indentation = line.prefix { $0 == " " }
        let code = line.dropFirst(indentation.count)
        guard let attribute = ["@Test", "@Suite"].first(where: { code.hasPrefix($0) }) else { return line }
        var rest = code.dropFirst(attribute.count)
        if rest.first == "(" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1; if depth == 0 { break } }
            }
        }
        return String(indentation + rest.drop { $0 == " " })
    }

    /// Opening minus closing brackets of all kinds on a line, outside string literals and comments.
    static func balance(of line: String) -> Int {
        var balance = 0
        var inString = false
        var previous: Character = " "
        for character in code(of: line) {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { balance += 1 }
                if ")]}".contains(character) { balance -= 1 }
            }
            previous = character
        }
        return balance
    }

    /// A line without its trailing `//` comment (a `//` inside a string literal stays).
    static func code(of line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }

    /// Keywords and calls that start a statement whose value, if any, is not lost.
    static let statementStarts = [
        "let ", "var ", "if ", "guard ", "for ", "while ", "switch ", "do ", "do{", "catch ", "catch{", "return", "print(",
        "#expect", "#require", "_ =", "try? ", "}", "//", "defer ", "throw ",
    ]

    /// The statements with each top-level expression statement turned into `let _ = expression`.
    static func rewrite(_ statements: [String]) -> [String] {
        var result: [String] = []
        var depth = 0
        var continuing = false
        for line in statements {
            let code = self.code(of: line).trimmingCharacters(in: .whitespaces)
            let startsStatement = depth == 0 && !continuing && !line.hasPrefix(" ") && !code.isEmpty
                && !code.hasPrefix(".")
            if startsStatement, !statementStarts.contains(where: { code.hasPrefix($0) }), !isAssignment(statements, from: line) {
                result.append("let _ = " + line)
            } else {
                result.append(line)
            }
            depth += balance(of: line)
            continuing = depth > 0 || code.hasSuffix("=") || code.hasSuffix(".") || code.hasSuffix(",")
        }
        return result
    }

    /// Whether a statement starting at a line assigns (`a = b`, `a += b`) rather than computes a value.
    static func isAssignment(_ statements: [String], from line: String) -> Bool {
        let code = self.code(of: line)
        var depth = 0
        var inString = false
        var previous: Character = " "
        let characters = Array(code)
        for (index, character) in characters.enumerated() {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth == 0 && character == "=" {
                    let next = index + 1 < characters.count ? characters[index + 1] : " "
                    if next != "=" && !"=!<>".contains(previous) { return true }
                    if "+-*/".contains(previous) { return true }
                }
            }
            previous = character
        }
        return false
    }

    /// The names a block declares with `let` or `var` at its top level, to use once so none is unused.
    static func constants(declaredIn statements: [String]) -> [String] {
        statements.compactMap { line -> String? in
            for keyword in ["let ", "var "] where line.hasPrefix(keyword) {
                let rest = line.dropFirst(keyword.count)
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : String(name)
            }
            return nil
        }
    }
}
