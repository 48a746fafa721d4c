import Dispatch
import Foundation
import FuzzSupport
import StepperKitCheck
#if !FUZZING
import FuzzReplay
#endif

/// libFuzzer entry: the first four bytes choose how to check, the rest is a String Catalog, checked as
/// `stepperkit check` checks it and reported in every output format and as HTML.
///
/// Byte 0: pseudo-locales, iPhone variations, plural samples, the HTML report; byte 1: the Dynamic Type
/// sizes; byte 2: a width to fit (or the expansion check), byte 3: its line limit and text style. At
/// most two of the catalog's languages are checked, and at most about 8 keys (a shard of a larger
/// catalog), so an input costs milliseconds whatever its size, and libFuzzer's mutations, not the
/// catalog's size, find the cases.
///
/// Checks beyond "no crash": a catalog the reader refuses gives a one-line error; every report format
/// of the check parses as that format (``ReportChecks``); the HTML report (drawing each finding's text,
/// so asked for by one input in eight of up to 64 KB) writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let all = Array(UnsafeBufferPointer(start: data, count: size))
    let choices = Array(all.prefix(4)) + Array(repeating: 0, count: max(0, 4 - all.count))
    let bytes = Array(all.dropFirst(4))
    let catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes, options: .lenient)
    } catch {
        guard !error.description.contains("\n") else { fatalError("error message has a line break: \(error)") }
        return 0
    }
    var configuration = CheckConfiguration(
        locales: Array(catalog.languages.compactMap { try? LocaleID($0) }.prefix(2)),
        includesPseudoLocales: choices[0] & 1 != 0,
        samples: choices[0] & 4 != 0 ? .cldr(limitPerRange: 2) : .firstPerCategory,
        device: choices[0] & 2 != 0 ? .iPhone : nil,
        dynamicTypeSizes: choices[1] & 1 != 0 ? [.xSmall, .accessibility5] : [.large])
    let keys = catalog.strings.count
    if keys > 8, let shard = try? Shard(index: 1, count: (keys + 7) / 8) { configuration.shard = shard }
    if choices[2] != 0 {
        configuration.fit = FitRequirement(
            width: Double(choices[2]), lineLimit: choices[3] % 4 == 0 ? nil : Int(choices[3] % 4),
            textStyle: TextStyle.allCases[Int(choices[3] / 4) % TextStyle.allCases.count],
            dynamicTypeSizes: configuration.dynamicTypeSizes)
    }
    let check = CatalogCheck(configuration)
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
        do {
            outcome.report = try await check.run(catalog, file: "Fuzz.xcstrings", bytes: bytes, maxConcurrentTasks: 1)
        } catch {
            outcome.error = "\(error)"
        }
        done.signal()
    }
    done.wait()
    if let error = outcome.error {
        guard !error.contains("\n") else { fatalError("check error message has a line break: \(error)") }
        return 0
    }
    guard let report = outcome.report else { fatalError("the check gave neither a report nor an error") }
    ReportChecks.checkEveryFormat(report)
    // The HTML report of a large catalog can pass libFuzzer's 10 s (its JSON is appended to one growing
    // string: reported in RELIABILITY.md for StepperKitCheck), so it is drawn for inputs up to 64 KB.
    guard choices[0] & 0x70 == 0x70, size <= 64 << 10 else { return 0 }
    do {
        try CheckHTMLReport(report).write(to: ReportOutput { _ in })
    } catch {
        fatalError("the HTML report failed to write into memory: \(error)")
    }
    return 0
}

/// The check's report or error, handed from its task to the fuzzer's thread through a semaphore.
private final class Outcome: @unchecked Sendable {
    // @unchecked Sendable: written by the task before it signals, read after the wait, never at once.
    var report: DiagnosticReport?
    var error: String?
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzCheckCatalog(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzCheckCatalog))
    }
}
#endif
