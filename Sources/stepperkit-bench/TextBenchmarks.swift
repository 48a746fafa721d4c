import CHarfBuzzBenchFloor
import Foundation
import StepperKitText

/// Measuring the kit's English and Spanish UI strings: the kit uncached and cached, against a plain C
/// loop calling HarfBuzz directly on the same strings and font (the floor).
enum TextBenchmarks {
    /// What the components show and announce, in English and Spanish.
    static let strings = [
        "Add", "Add to cart", "Add to Cart", "Decrease quantity", "Increase quantity", "Remove from cart",
        "Quantity", "Cart", "1 item", "3 items", "Subtotal €10.50", "Enter a whole number",
        "Enter a number between 1 and 99",
        "Añadir", "Añadir al carrito", "Disminuir cantidad", "Aumentar cantidad", "Eliminar del carrito",
        "Cantidad", "Carrito", "1 artículo", "3 artículos", "1000000 de artículos", "Subtotal 10,50 €",
        "Introduce un número entero", "Introduce un número entre 1 y 99",
    ]

    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func run() {
        let font: Font
        do {
            font = try Font(.file(fontPath), size: 17)
        } catch {
            print("\n## Text layout\n\nskipped: \(error)")
            return
        }
        guard let floor = CHarfBuzzBenchFloor_open(fontPath) else {
            print("\n## Text layout\n\nskipped: HarfBuzz cannot open \(fontPath)")
            return
        }
        defer { CHarfBuzzBenchFloor_close(floor) }

        // The C loop gets its strings as C strings, made once.
        let cStrings = strings.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let pointers = cStrings.map { UnsafePointer($0) }
        let lengths = strings.map { Int32($0.utf8.count) }
        let glyphCount = strings.reduce(0) { $0 + font.shape($1).glyphs.count }
        let count = Int32(strings.count)

        var floorGlyphs: Int64 = 0
        let floorUnits = CHarfBuzzBenchFloor_shapeAll(floor, pointers, lengths, count, &floorGlyphs)
        let kitWidth = strings.reduce(0) { $0 + font.width(of: $1, cached: false) }
        let floorWidth = Double(floorUnits) * font.size / Double(font.face.unitsPerEm)
        guard abs(kitWidth - floorWidth) < 1e-6, Int(floorGlyphs) == glyphCount else {
            print("\n## Text layout\n\nMISMATCH: the kit measured \(kitWidth) pt, the C floor \(floorWidth) pt")
            return
        }

        for string in strings { blackHole(font.width(of: string)) }
        let measurements = Harness.compare([
            Harness.Case("C loop over HarfBuzz (floor)", operationsPerCall: strings.count) {
                var glyphs: Int64 = 0
                blackHole(CHarfBuzzBenchFloor_shapeAll(floor, pointers, lengths, count, &glyphs))
            },
            Harness.Case("StepperKitText width, uncached", operationsPerCall: strings.count) {
                for string in strings { blackHole(font.width(of: string, cached: false)) }
            },
            Harness.Case("StepperKitText width, cache hit", operationsPerCall: strings.count) {
                for string in strings { blackHole(font.width(of: string)) }
            },
        ], rounds: 15)
        let (cFloor, uncached, cached) = (measurements[0], measurements[1], measurements[2])

        Harness.report("Text layout", measurements, baseline: cFloor)
        print("\n\(strings.count) UI strings (en + es), \(glyphCount) glyphs, \(font.face) at 17 pt; one thread.\n")
        print("| case | strings/s | glyphs/s |")
        print("|---|---:|---:|")
        let glyphsPerString = Double(glyphCount) / Double(strings.count)
        for measurement in measurements {
            let stringsPerSecond = 1e9 / measurement.nanosecondsPerOperation
            print("| \(measurement.name) | \(millions(stringsPerSecond)) | \(millions(stringsPerSecond * glyphsPerString)) |")
        }
        print("")
        Harness.goal("uncached measuring vs the C floor", ratio: uncached.nanosecondsPerOperation / cFloor.nanosecondsPerOperation, atMost: 1.3)
        Harness.goal("cache hit speed-up over uncached", ratio: uncached.nanosecondsPerOperation / cached.nanosecondsPerOperation, atLeast: 20)
    }

    private static func millions(_ value: Double) -> String {
        Harness.format(value / 1e6, digits: 2) + " M"
    }
}
