package import Foundation

/// Debian's headless Chromium (`make test` installs it), run on a file as a person would open it.
package enum HeadlessChromium {
    /// The browser's path, or nil where it is not installed.
    package static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs Chromium headless with extra arguments, its profile in `directory` and 5 s of virtual time
    /// (pages' timers run without waiting); returns standard output and error.
    package static func run(_ arguments: [String], in directory: URL) throws -> (output: String, errors: String) {
        guard let path else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(filePath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--user-data-dir=\(directory.appending(path: "profile").path)",
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000"] + arguments
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
}
