import Foundation

/// The benchmark harness: times closures, reports ns per operation, and ratios between peers measured
/// in the same run. Speed is only ever compared within one run, never against a fixed number.
struct Measurement {
    let name: String
    /// Nanoseconds per operation: the median of the rounds.
    let nanosecondsPerOperation: Double
    let operations: Int
}

enum Harness {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` (which performs `operationsPerCall` operations) repeatedly: a warm-up, then `rounds`
    /// rounds of at least `minimumRoundTime` each; returns the median ns per operation.
    static func measure(
        _ name: String,
        operationsPerCall: Int = 1,
        rounds: Int = 7,
        minimumRoundTime: Double = 0.05,
        _ body: () -> Void
    ) -> Measurement {
        // Warm-up, and find how many calls fill a round.
        var calls = 1
        while true {
            let start = now()
            for _ in 0..<calls { body() }
            let elapsed = Double(now() - start) / 1e9
            if elapsed >= minimumRoundTime { break }
            calls *= elapsed < minimumRoundTime / 10 ? 10 : 2
        }
        var perOperation: [Double] = []
        for _ in 0..<rounds {
            let start = now()
            for _ in 0..<calls { body() }
            let elapsed = Double(now() - start)
            perOperation.append(elapsed / Double(calls * operationsPerCall))
        }
        perOperation.sort()
        return Measurement(name: name, nanosecondsPerOperation: perOperation[rounds / 2], operations: calls * operationsPerCall)
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

    static func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
