import Foundation

/// The benchmark harness: times closures, reports ns per operation, and ratios between peers measured
/// in the same run. Speed is only ever compared within one run, never against a fixed number.
struct Measurement {
    let name: String
    /// Nanoseconds per operation in the best round.
    let nanosecondsPerOperation: Double
    let operations: Int
}

enum Harness {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The processor time the process has used so far, user and system, in seconds.
    static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// One case of a comparison: a name, the work, and how many operations one call of it performs.
    struct Case {
        let name: String
        let operationsPerCall: Int
        let body: () -> Void

        init(_ name: String, operationsPerCall: Int = 1, _ body: @escaping () -> Void) {
            self.name = name
            self.operationsPerCall = operationsPerCall
            self.body = body
        }
    }

    /// Measures peers against each other: after a warm-up, `rounds` rounds each run every case for
    /// about `roundTime` seconds, **interleaved**, so load from elsewhere on the machine falls on all
    /// cases alike. Reports each case's best round (noise only ever adds time).
    static func compare(_ cases: [Case], rounds: Int = 9, roundTime: Double = 0.04) -> [Measurement] {
        let calls = cases.map { calibrate($0, seconds: roundTime) }
        var best = [Double](repeating: .infinity, count: cases.count)
        for _ in 0..<rounds {
            for (index, item) in cases.enumerated() {
                let start = now()
                for _ in 0..<calls[index] { item.body() }
                let perOperation = Double(now() - start) / Double(calls[index] * item.operationsPerCall)
                best[index] = min(best[index], perOperation)
            }
        }
        return cases.indices.map {
            Measurement(name: cases[$0].name, nanosecondsPerOperation: best[$0], operations: calls[$0] * cases[$0].operationsPerCall)
        }
    }

    /// Measures one case alone; see ``compare(_:rounds:roundTime:)``.
    static func measure(_ name: String, operationsPerCall: Int = 1, _ body: @escaping () -> Void) -> Measurement {
        compare([Case(name, operationsPerCall: operationsPerCall, body)])[0]
    }

    /// How many calls of a case fill `seconds` (this also warms it up).
    private static func calibrate(_ item: Case, seconds: Double) -> Int {
        var calls = 1
        while true {
            let start = now()
            for _ in 0..<calls { item.body() }
            let elapsed = Double(now() - start) / 1e9
            if elapsed >= seconds { return calls }
            calls *= elapsed < seconds / 10 ? 10 : 2
        }
    }

    /// Prints a table of measurements with each one's ratio to `baseline`.
    static func report(_ title: String, _ measurements: [Measurement], baseline: Measurement) {
        print("\n## \(title)\n")
        print("| case | ns/op | ratio to \(baseline.name) |")
        print("|---|---:|---:|")
        for measurement in measurements {
            let ratio = measurement.nanosecondsPerOperation / baseline.nanosecondsPerOperation
            print("| \(measurement.name) | \(format(measurement.nanosecondsPerOperation)) | \(format(ratio, digits: 2))× |")
        }
    }

    /// A goal line: "PASS"/"MISS" with the measured ratio, so BENCHMARKS.md can quote it.
    static func goal(_ description: String, ratio: Double, atMost limit: Double) {
        let verdict = ratio <= limit ? "PASS" : "MISS"
        print("- \(verdict): \(description): \(format(ratio, digits: 2))× (goal ≤ \(format(limit, digits: 2))×)")
    }

    static func goal(_ description: String, ratio: Double, atLeast limit: Double) {
        let verdict = ratio >= limit ? "PASS" : "MISS"
        print("- \(verdict): \(description): \(format(ratio, digits: 2))× (goal ≥ \(format(limit, digits: 2))×)")
    }

    /// Runs a process to its end and returns its peak resident memory in MB, or nil if it did not start.
    ///
    /// The child's own high-water mark, VmHWM of its address space, read every 2 ms until it exits.
    /// Not getrusage's ru_maxrss: a child spawned with vfork starts in this process's address space,
    /// and Linux keeps that space's peak as the child's, so ru_maxrss reports the benchmark's own
    /// memory (hundreds of MB after the audit suite) whenever it is the larger.
    static func peakMegabytes(of process: Process) -> Double? {
        guard (try? process.run()) != nil else { return nil }
        let status = "/proc/\(process.processIdentifier)/status"
        var kilobytes = 0
        while process.isRunning {
            if let text = try? String(contentsOfFile: status, encoding: .utf8),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let value = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") {
                kilobytes = max(kilobytes, value)
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return Double(kilobytes) / 1024
    }

    /// Runs async work to completion from the benchmark's synchronous code.
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// Holds the result of the task `wait` runs.
    ///
    /// `@unchecked Sendable` is safe: the task writes `value` once before it signals, and `wait` reads
    /// it only after the signal, so the semaphore orders the two accesses.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }

    static func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
