import Foundation
import Testing

/// The generated snippet files match the documents they come from, so the build checks today's examples.
struct DocSnippetFreshnessTests {
    /// The package root, three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func generatedFilesMatchTheDocuments() throws {
        let expected = try SnippetExtractor.generatedFiles(inPackageAt: Self.root)
        let folder = Self.root.appendingPathComponent("Tests/DocSnippetTests/Generated")
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(present) == Set(expected.keys), "run Scripts/generate-doc-snippets.sh")
        for (name, source) in expected.sorted(by: { $0.key < $1.key }) {
            let written = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(written == source, "Generated/\(name) is stale: run Scripts/generate-doc-snippets.sh")
        }
    }

    @Test func swiftBlocksBecomeFunctionsAndOtherFencesAreLeftOut() throws {
        let document = SnippetExtractor.Document(path: "Sources/Kit/Kit.docc/Guide.md", text: """
            Text.

            ```swift
            import Kit

            struct Style: StepperStyle {
                func makeBody() {}
            }
            let value = compute()
            value.formatted()          // "1"
            model.count = 2
            ```

            ```sh
            make test
            ```
            """)
        let source = try #require(SnippetExtractor.source(for: document))
        #expect(SnippetExtractor.fileName(for: document) == "Kit_Guide.swift")
        #expect(source.contains("""
            fileprivate struct Style: StepperStyle {
                func makeBody() {}
            }

            enum Kit_Guide {
                /// The ```swift block number 1 of Sources/Kit/Kit.docc/Guide.md.
                static func block1() async throws {
                    let value = compute()
                    let _ = value.formatted()          // "1"
                    model.count = 2
                    _ = value
                }
            }
            """))
        #expect(!source.contains("make test"))
    }

    @Test func docCommentBlocksLoseTheirSlashesAndIndentation() {
        let blocks = SnippetExtractor.docCommentBlocks(in: """
            /// Text.
            ///
            /// ```swift
            /// let a = 1
            /// if a > 0 {
            ///     print(a)
            /// }
            /// ```
            struct A {
                /// ```swift
                /// @Test func b() {}
                /// ```
                ///
                /// ```json
                /// {}
                /// ```
                func b() {}
            }
            """)
        #expect(blocks.map(\.lines) == [["let a = 1", "if a > 0 {", "    print(a)", "}"], ["@Test func b() {}"]])
        #expect(SnippetExtractor.split(blocks[1].lines).declarations == ["fileprivate func b() {}"])
    }

    @Test func blocksOfInternalDeclarationsAreNotCompiled() {
        let blocks = SnippetExtractor.docCommentBlocks(in: """
            /// ```swift
            /// Kit.shared
            /// ```
            @MainActor public enum Kit {
                /// ```swift
                /// Kit.make()
                /// ```
                static func make() {}
            }

            /// ```swift
            /// Reading("Kagi")
            /// ```
            struct Reading {
                /// ```swift
                /// Reading.empty
                /// ```
                public static let empty = Reading()
            }

            public protocol Model {
                /// ```swift
                /// model.send(.tap)
                /// ```
                func send(_ event: Event)
            }

            /// ```swift
            /// Kit.rule.identifier
            /// ```
            extension Kit {}
            """)
        #expect(blocks.map(\.documentsPublicAPI) == [true, false, false, false, true, true])
    }
}
