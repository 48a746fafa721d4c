import Foundation
import StepperKitLocalization

/// String Catalogs: read (to a typed model) and write MB/s on a generated ~10 MB catalog, side by side
/// with Foundation's `JSONSerialization` and a Codable `JSONDecoder`/`JSONEncoder` model of the same
/// file; and lookups per second of a plural key through the `Localizer`.
enum CatalogBenchmarks {
    static func run() {
        let catalog = GeneratedCatalog.make(targetBytes: 10_000_000)
        let bytes = catalog.encodedBytes()
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_000_000
        print("\n## String Catalogs\n")
        print("Generated catalog: \(catalog.strings.count) keys, \(catalog.languages.count) languages, "
              + "\(Harness.format(megabytes, digits: 2)) MB; every reader below decodes the same bytes.")

        // Reading: the three readers interleaved, round by round.
        let decoder = JSONDecoder()
        let reads = Harness.compare([
            Harness.Case("StringCatalog(bytes:)") { blackHole(try? StringCatalog(bytes: bytes)) },
            Harness.Case("JSONSerialization.jsonObject") { blackHole(try? JSONSerialization.jsonObject(with: data)) },
            Harness.Case("JSONDecoder (Codable model)") { blackHole(try? decoder.decode(CodableCatalog.self, from: data)) },
        ], rounds: 3)
        let (kitRead, serializationRead, decoderRead) = (reads[0], reads[1], reads[2])

        // Writing.
        let object = (try? JSONSerialization.jsonObject(with: data)) ?? [:]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let model = try? decoder.decode(CodableCatalog.self, from: data)
        let writes = Harness.compare([
            Harness.Case("StringCatalog.encodedBytes()") { blackHole(catalog.encodedBytes()) },
            Harness.Case("JSONSerialization.data") {
                blackHole(try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            },
            Harness.Case("JSONEncoder (Codable model)") { blackHole(try? encoder.encode(model)) },
        ], rounds: 3)
        let (kitWrite, serializationWrite, encoderWrite) = (writes[0], writes[1], writes[2])

        // Correctness of the kit's side, so the speed is of a real round trip.
        let roundTrips = (try? StringCatalog(bytes: bytes).encodedBytes()) == bytes
        print("Kit round trip of the generated file is byte-identical: \(roundTrips ? "yes" : "NO")")

        throughput("Read", [kitRead, serializationRead, decoderRead], baseline: decoderRead, megabytes: megabytes)
        throughput("Write", [kitWrite, serializationWrite, encoderWrite], baseline: encoderWrite, megabytes: megabytes)
        let readRatio = decoderRead.nanosecondsPerOperation / kitRead.nanosecondsPerOperation
        Harness.goal("read speed vs JSONDecoder", ratio: readRatio, atLeast: 4)
        let writeRate = megabytes / (kitWrite.nanosecondsPerOperation / 1e9)
        let verdict = writeRate >= 100 ? "PASS" : "MISS"
        print("- \(verdict): write speed: \(Harness.format(writeRate)) MB/s (goal ≥ 100 MB/s)")
        lookups()
    }

    /// Lookups of the kit's plural key `%lld items` in Spanish, cycling through counts that reach
    /// `one`, `many` and `other`; `String(format:locale:)` of the resolved text is the reference.
    static func lookups() {
        guard let localizer = try? Localizer.kit, let spanish = try? LocaleID("es_ES"), let mexican = try? LocaleID("es_MX") else {
            print("\nThe kit's catalogs could not be loaded; no lookup benchmark.")
            return
        }
        let counts = [1, 2, 5, 1_000_000, 17, 42, 1, 3]
        var index = 0
        let plural = Harness.measure("Localizer.string(\"%lld items\", n, es_ES)") {
            index = (index + 1) & 7
            blackHole(try? localizer.string("%lld items", .integer(counts[index]), locale: spanish))
        }
        let chain = Harness.measure("… for es_MX (through es_419 to es)") {
            index = (index + 1) & 7
            blackHole(try? localizer.string("%lld items", .integer(counts[index]), locale: mexican))
        }
        let plain = Harness.measure("Localizer.string(\"Add to cart\", es_ES)") {
            blackHole(try? localizer.string("Add to cart", locale: spanish))
        }
        let foundationLocale = Locale(identifier: "es_ES")
        let foundation = Harness.measure("String(format: \"%lld artículos\", locale:) (no lookup)") {
            index = (index + 1) & 7
            blackHole(String(format: "%lld artículos", locale: foundationLocale, counts[index]))
        }
        print("\n### Lookups\n")
        print("| case | ns/lookup | lookups/s | ratio to String(format:locale:) |")
        print("|---|---:|---:|---:|")
        for measurement in [plural, chain, plain, foundation] {
            let perSecond = 1e9 / measurement.nanosecondsPerOperation
            print("| \(measurement.name) | \(Harness.format(measurement.nanosecondsPerOperation, digits: 0)) "
                  + "| \(Harness.format(perSecond / 1e6, digits: 2)) M "
                  + "| \(Harness.format(measurement.nanosecondsPerOperation / foundation.nanosecondsPerOperation, digits: 2))× |")
        }
    }

    /// A Markdown table of MB/s and speed relative to `baseline` (higher is faster).
    static func throughput(_ title: String, _ measurements: [Measurement], baseline: Measurement, megabytes: Double) {
        print("\n### \(title)\n")
        print("| case | ms/file | MB/s | speed vs \(baseline.name) |")
        print("|---|---:|---:|---:|")
        for measurement in measurements {
            let seconds = measurement.nanosecondsPerOperation / 1e9
            let speed = baseline.nanosecondsPerOperation / measurement.nanosecondsPerOperation
            print("| \(measurement.name) | \(Harness.format(seconds * 1000)) | \(Harness.format(megabytes / seconds)) "
                  + "| \(Harness.format(speed, digits: 2))× |")
        }
    }
}
