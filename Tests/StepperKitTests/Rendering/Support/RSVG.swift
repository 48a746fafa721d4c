import TestSupport
import Foundation

/// Runs librsvg's `rsvg-convert` (Debian librsvg2-bin), a real SVG renderer, on an SVG document.
enum RSVG {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let executable = "/usr/bin/rsvg-convert"

    /// The PNG `rsvg-convert` draws of `svg`; throws with its standard error when it exits non-zero.
    static func png(of svg: String) throws -> PNGImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stepperkit-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format=png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read before waiting, so a chatty process cannot block on a full pipe.
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "rsvg-convert exited with \(process.terminationStatus): \(message)")
        }
        return try PNGImage(data: Data(contentsOf: output))
    }
}
