import Foundation
import StepperKitLocalization
#if !FUZZING
import FuzzReplay
#endif

/// The locales specifiers are formatted in: Latin and Arabic digits, comma decimals.
private let formatters = ["en_US", "es_ES", "ar_EG"].compactMap { (try? LocaleID($0)).map(SpecifierFormatter.init) }

/// Arguments of every kind, including the extremes.
private let arguments: [LocalizationArgument] = [
    .integer(-1), .integer(Int.max), .integer(Int.min), .double(-0.5), .double(1e308), .double(.nan),
    .decimal(Decimal(string: "0.125") ?? 0), .string("a\u{301}b"),
]

/// libFuzzer entry: any text as a printf-style format string from a catalog.
///
/// Checks: each specifier the parser found reads alone as the same specifier; formatting any argument
/// with it returns (an error or text) without trapping; errors are one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let format = try FormatString(text)
        guard format.description == text else { fatalError("description differs from the text") }
        _ = format.argumentTypes
        _ = format.substitutionNames
        _ = format.percentLiteralCount
        for (position, specifier) in format.specifiers.enumerated() {
            guard (try? FormatSpecifier(specifier.text)) == specifier else {
                fatalError("specifier \(specifier.text) does not read alone as itself")
            }
            for formatter in formatters {
                for argument in arguments {
                    _ = try? formatter.format(argument, with: specifier, position: position + 1)
                }
            }
        }
    } catch {
        guard !error.description.contains("\n") else { fatalError("error message has a line break: \(error)") }
    }
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzFormatString(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzFormatString))
    }
}
#endif
