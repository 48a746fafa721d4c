import CICUBenchFloor
import Foundation
import StepperKitLocalization

/// Currency formatting of the same amounts in es_ES/EUR: the kit (Double and Decimal paths),
/// Foundation's `formatted(.currency(code:))`, and plain C over ICU as the floor.
enum FormattingBenchmarks {
    static func run() {
        let amounts = (1...1000).map { Double($0) * 3.5 + Double($0 % 7) / 100 }
        let decimals = amounts.map { Decimal(string: "\($0)")! }
        let locale = try! LocaleID("es_ES")
        let kitDouble = LocalizedNumberFormat<Double>.localizedCurrency(.eur).locale(locale)
        let kitDecimal = LocalizedNumberFormat<Decimal>.localizedCurrency(.eur).locale(locale)
        let foundationLocale = Locale(identifier: "es_ES")
        let foundationDouble = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: foundationLocale)
        let foundationDecimal = Decimal.FormatStyle.Currency(code: "EUR", locale: foundationLocale)

        // The same strings from every peer, or the comparison means nothing.
        precondition(kitDouble.format(3.5) == foundationDouble.format(3.5), "kit and Foundation disagree")
        precondition(kitDecimal.format(decimals[0]) == kitDouble.format(amounts[0]))

        let batch = amounts.count
        let floorHandle = CICUBench_open("currency/EUR", "es_ES")!
        defer { CICUBench_close(floorHandle) }
        let results = Harness.compare([
            Harness.Case("C floor (unumf_formatDouble + resultToString)", operationsPerCall: batch) {
                blackHole(amounts.withUnsafeBufferPointer {
                    CICUBench_formatDoubles(floorHandle, $0.baseAddress!, Int32(batch), Int32(batch))
                })
            },
            Harness.Case("kit Double → String", operationsPerCall: batch) {
                for amount in amounts { blackHole(kitDouble.format(amount)) }
            },
            Harness.Case("kit Decimal → String", operationsPerCall: batch) {
                for amount in decimals { blackHole(kitDecimal.format(amount)) }
            },
            Harness.Case("Foundation Double.formatted(.currency)", operationsPerCall: batch) {
                for amount in amounts { blackHole(foundationDouble.format(amount)) }
            },
            Harness.Case("Foundation Decimal.formatted(.currency)", operationsPerCall: batch) {
                for amount in decimals { blackHole(foundationDecimal.format(amount)) }
            },
        ])
        let (floor, kitDoubleResult, kitDecimalResult, foundationDoubleResult, foundationDecimalResult) =
            (results[0], results[1], results[2], results[3], results[4])

        Harness.report("Currency formatting, es_ES EUR, 1000 amounts", results, baseline: floor)
        print("")
        Harness.goal("kit Double path / C floor", ratio: kitDoubleResult.nanosecondsPerOperation / floor.nanosecondsPerOperation, atMost: 1.2)
        Harness.goal("Foundation Double / kit Double (speed-up)",
                     ratio: foundationDoubleResult.nanosecondsPerOperation / kitDoubleResult.nanosecondsPerOperation, atLeast: 2.5)
        Harness.goal("Foundation Decimal / kit Decimal (speed-up)",
                     ratio: foundationDecimalResult.nanosecondsPerOperation / kitDecimalResult.nanosecondsPerOperation, atLeast: 5)
    }
}
