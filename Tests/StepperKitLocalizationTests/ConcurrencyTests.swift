import Foundation
import Testing
@testable import StepperKitLocalization

@Suite(.tags(.concurrency, .icu))
struct ConcurrencyTests {
    /// Every (locale, amount) pair, formatted serially first.
    static func work() throws -> [(LocalizedNumberFormat<Decimal>, Decimal)] {
        let locales = try ["en_US", "es_ES", "es_MX", "de_DE", "ja_JP", "ar_EG"].map { try LocaleID($0) }
        let amounts = try (0..<50).map { try DecimalLiteral("\($0 * 137).\($0 % 100)").value }
        return locales.flatMap { locale in
            amounts.map { (LocalizedNumberFormat<Decimal>.localizedCurrency(.eur).locale(locale), $0) }
        }
    }

    @Test func concurrentFormattingMatchesSerialFormatting() async throws {
        let work = try Self.work()
        let serial = work.map { style, amount in style.format(amount) }
        let concurrent = await withTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<16 {
                group.addTask {
                    (task, work.map { style, amount in style.format(amount) })
                }
            }
            var results: [[String]] = []
            for await (_, strings) in group { results.append(strings) }
            return results
        }
        #expect(concurrent.count == 16)
        #expect(concurrent.allSatisfy { $0 == serial })
    }

    @Test func concurrentPluralAndParsingMatchSerial() async throws {
        let numbers = (0..<200).map { $0 * 10_000 }
        let rules = try PluralRules(locale: LocaleID("es"))
        let parser = try NumberParser(locale: LocaleID("es_ES"))
        let serial = try numbers.map { "\(rules.category(for: $0)) \(try parser.integer(from: "\($0)"))" }
        let concurrent = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { try numbers.map { "\(rules.category(for: $0)) \(try parser.integer(from: "\($0)"))" } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.count == 8)
        #expect(concurrent.allSatisfy { $0 == serial })
    }
}
