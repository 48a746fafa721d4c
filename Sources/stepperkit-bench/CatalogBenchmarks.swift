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

        // Reading.
        let kitRead = Harness.measure("StringCatalog(bytes:)", rounds: 5) {
            blackHole(try? StringCatalog(bytes: bytes))
        }
        let serializationRead = Harness.measure("JSONSerialization.jsonObject", rounds: 5) {
            blackHole(try? JSONSerialization.jsonObject(with: data))
        }
        let decoder = JSONDecoder()
        let decoderRead = Harness.measure("JSONDecoder (Codable model)", rounds: 5) {
            blackHole(try? decoder.decode(CodableCatalog.self, from: data))
        }

        // Writing.
        let kitWrite = Harness.measure("StringCatalog.encodedBytes()", rounds: 5) {
            blackHole(catalog.encodedBytes())
        }
        let object = (try? JSONSerialization.jsonObject(with: data)) ?? [:]
        let serializationWrite = Harness.measure("JSONSerialization.data", rounds: 5) {
            blackHole(try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let model = try? decoder.decode(CodableCatalog.self, from: data)
        let encoderWrite = Harness.measure("JSONEncoder (Codable model)", rounds: 5) {
            blackHole(try? encoder.encode(model))
        }

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
