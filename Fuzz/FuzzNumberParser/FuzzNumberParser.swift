import Foundation
import StepperKitLocalization
#if !FUZZING
import FuzzReplay
#endif

/// Locales with different separators, digits and signs: the input's first byte picks one.
private let parsers = ["en_US", "es_ES", "de_CH", "fr_FR", "ar_EG", "hi_IN@numbers=deva", "fa_IR"]
    .compactMap { try? NumberParser(locale: LocaleID($0)) }

/// libFuzzer entry: text as a person types a number (NumberParser) and as a plain literal (DecimalLiteral).
///
/// Checks: a literal that reads keeps its value when its own text is read again; an error's position
/// is inside the input and its message is one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumberParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, !parsers.isEmpty else { return 0 }
    let parser = parsers[Int(data[0]) % parsers.count]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let characters = text.count
    func check(_ error: NumberParseError) {
        guard !error.description.contains("\n") else { fatalError("error message has a line break: \(error)") }
        if let position = error.position, position < 0 || position > characters {
            fatalError("error position \(position) outside 0...\(characters)")
        }
    }
    do {
        let literal = try DecimalLiteral(text)
        guard let again = try? DecimalLiteral(literal.text), again.value == literal.value else {
            fatalError("literal \(literal.text) does not read again as \(literal.value)")
        }
    } catch {
        check(error)
    }
    do { _ = try parser.decimal(from: text) } catch { check(error) }
    do { _ = try parser.integer(from: text) } catch { check(error) }
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzNumberParser(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzNumberParser))
    }
}
#endif
