import Foundation

/// Runs a fuzz target's entry on files, without libFuzzer: the `main` of a fuzz target in a plain build.
///
/// `FuzzCatalogReader crash-1234 seeds/` runs the entry once on each file named, and once on each file
/// of each directory named (in name order), then prints how many inputs ran. A finding traps, as it does
/// under libFuzzer, so this replays a crash from `.build/fuzz/artifacts/` in a debugger-friendly build.
package enum FuzzReplay {
    /// Runs `entry` on every file the command line names and returns the exit status: 0, or 2 when a
    /// path cannot be read.
    package static func run(_ entry: (UnsafePointer<UInt8>, Int) -> CInt) -> Int32 {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            printError("usage: \(CommandLine.arguments.first ?? "fuzz-target") FILE-OR-DIRECTORY…")
            return 2
        }
        var count = 0
        for path in paths {
            guard let files = files(at: path) else {
                printError("error: cannot read \"\(path)\"")
                return 2
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    printError("error: cannot read \"\(file)\"")
                    return 2
                }
                // A buffer of exactly the input's size (at least one byte, so an empty input has an address).
                let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(data.count, 1))
                defer { bytes.deallocate() }
                data.copyBytes(to: bytes, count: data.count)
                _ = entry(bytes, data.count)
                count += 1
            }
        }
        print("\(count) input\(count == 1 ? "" : "s") ran")
        return 0
    }

    /// The file at `path`, or the files of the directory at `path` in name order; nil when it is neither.
    private static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
