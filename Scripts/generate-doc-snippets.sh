#!/bin/sh
# Writes Tests/DocSnippetTests/Generated/*.swift from the ```swift blocks of README.md, the DocC
# catalogs and the libraries' `///` doc comments, so `swift test` type-checks every published example
# (DocSnippetFreshnessTests fails when the generated files are stale). The extractor is the test target's own SnippetExtractor.swift,
# run here as a script together with a small main.
set -eu
cd "$(dirname "$0")/.."
script="$(mktemp -d)/generate.swift"
trap 'rm -rf "$(dirname "$script")"' EXIT
cat Tests/DocSnippetTests/SnippetExtractor.swift - > "$script" <<'SWIFT'

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let output = root.appendingPathComponent("Tests/DocSnippetTests/Generated")
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let files = try SnippetExtractor.generatedFiles(inPackageAt: root)
for stale in try FileManager.default.contentsOfDirectory(atPath: output.path) where files[stale] == nil {
    try FileManager.default.removeItem(at: output.appendingPathComponent(stale))
}
for (name, source) in files.sorted(by: { $0.key < $1.key }) {
    let url = output.appendingPathComponent(name)
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
        try source.write(to: url, atomically: true, encoding: .utf8)
        print("wrote Tests/DocSnippetTests/Generated/\(name)")
    }
}
SWIFT
${SWIFT:-swift} "$script"
