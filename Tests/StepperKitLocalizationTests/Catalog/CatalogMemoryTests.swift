import Foundation
import Testing
@testable import StepperKitLocalization

/// What bounds the memory of a large catalog: the reader's estimate of the model, writing in pieces,
/// sorting in place, and positions found in one pass.
struct CatalogMemoryTests {
    /// A catalog of `count` empty keys, the smallest JSON per entry: "k1" : { }.
    static func emptyKeys(_ count: Int) -> [UInt8] {
        Array(("{\"sourceLanguage\":\"en\",\"strings\":{" + (0..<count).map { "\"k\($0)\":{}" }.joined(separator: ",") + "}}").utf8)
    }

    // 256 MiB of tiny keys took 2.8 GB: the byte limit did not bound memory. Each key is charged
    // its entry's size in the array (104 bytes) and its index slot, so the read stops at the budget.
    @Test func refusesACatalogWhoseModelWouldPassTheMemoryLimit() throws {
        var options = CatalogReadOptions()
        options.maximumModelBytes = 1 << 20
        let bytes = Self.emptyKeys(20_000)
        #expect(bytes.count < 300_000)  // well inside any byte limit
        let error = try #require(throws: CatalogReadError.self) { try StringCatalog(bytes: bytes, options: options) }
        #expect(error.reason == .tooLargeInMemory(limit: 1 << 20))
        #expect(error.path.description == "strings")
        #expect(error.description.hasSuffix("holding the catalog would take more than 1 MiB of memory, the reader's limit: it has too many small values for its size; split it into several tables"))
        // The same keys fit the default limit, and a tenth of them the small one.
        #expect(try StringCatalog(bytes: bytes).strings.count == 20_000)
        #expect(try StringCatalog(bytes: Self.emptyKeys(2_000), options: options).strings.count == 2_000)
    }

    // Unknown members and JSON values the model keeps are charged too.
    @Test func chargesUnknownMembersAndArrays() throws {
        var options = CatalogReadOptions()
        options.maximumModelBytes = 1 << 20
        let array = "[" + Array(repeating: "null", count: 100_000).joined(separator: ",") + "]"
        let text = #"{"sourceLanguage":"en","strings":{},"x-big":"# + array + "}"
        let error = try #require(throws: CatalogReadError.self) { try StringCatalog(bytes: Array(text.utf8), options: options) }
        #expect(error.reason == .tooLargeInMemory(limit: 1 << 20))
    }

    /// Pieces of any size, put together, are the catalog's bytes: the formatter and round trip write through them.
    @Test(arguments: [1, 7, 100, 4096, 1 << 20])
    func writesInPiecesTheSameBytes(pieceSize: Int) throws {
        for (_, text) in Fixtures.all {
            let catalog = try StringCatalog(bytes: Fixtures.bytes(text))
            var pieces: [[UInt8]] = []
            catalog.encode(pieceSize: pieceSize) { pieces.append($0) }
            #expect(pieces.joined().elementsEqual(catalog.encodedBytes()))
            #expect(pieces.dropLast().allSatisfy { $0.count >= pieceSize })
        }
    }

    @Test func roundTripComparesPieceByPiece() throws {
        let text = Fixtures.cart
        #expect(try RoundTripReport(checking: Array(text.utf8)).isIdentical)
        // A shorter original, a longer one, and a change inside.
        let spaced = text.replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\":\"en\"")
        let report = try RoundTripReport(checking: Array(spaced.utf8))
        #expect(report.firstDifference == 20)
        #expect(report.rewrittenCount == text.utf8.count)
        #expect(report.originalCount == spaced.utf8.count)
        let trailing = try RoundTripReport(checking: Array((text + "\n").utf8))
        #expect(trailing.firstDifference == text.utf8.count)
    }

    @Test func sortsInPlaceAsTheSortedCopyDoes() throws {
        var catalog = try StringCatalog(bytes: Fixtures.bytes(Fixtures.handUnsorted))
        let copy = catalog.sortedInFinderOrder()
        catalog.sortInFinderOrder()
        #expect(catalog == copy)
        #expect(catalog.encodedBytes() == copy.encodedBytes())
        #expect(catalog.strings.keys == ["item9", "item10", "Zebra"])
        #expect(catalog.strings["item10"] != nil)  // the index follows the new order
    }

    // The reader notes where each key and localization starts: the opening quote of its name.
    @Test func notesWhereKeysAndLocalizationsStart() throws {
        let text = Fixtures.cart
        let bytes = Array(text.utf8)
        let (catalog, map) = try StringCatalog.readWithSourceMap(bytes)
        #expect(catalog == (try StringCatalog(bytes: bytes)))
        for (position, (key, entry)) in catalog.strings.enumerated() {
            let offset = try #require(map.offset(ofKeyAt: position))
            #expect(String(decoding: bytes[offset...].prefix(key.utf8.count + 2), as: UTF8.self) == "\"\(key)\"")
            for (index, language) in (entry.localizations?.keys ?? []).enumerated() {
                let start = try #require(map.offset(ofKeyAt: position, localizationAt: index))
                #expect(String(decoding: bytes[start...].prefix(language.utf8.count + 2), as: UTF8.self) == "\"\(language)\"")
            }
        }
        #expect(map.offset(ofKeyAt: catalog.strings.count) == nil)
    }

    // Lines from 1 and columns from 1 in UTF-16 units; one pass for increasing offsets.
    @Test func findsLinesAndColumnsInOnePass() {
        let bytes = Array("ab\n\u{E9}\u{1F600}x\n\nz".utf8)
        var cursor = LineColumnCursor()
        #expect(cursor.position(of: 0, in: bytes) == (1, 1))
        #expect(cursor.position(of: 2, in: bytes) == (1, 3))
        #expect(cursor.position(of: 3, in: bytes) == (2, 1))
        // "é" is one UTF-16 unit (two bytes), "😀" two (four bytes).
        #expect(cursor.position(of: 9, in: bytes) == (2, 4))
        #expect(cursor.position(of: 12, in: bytes) == (4, 1))
        #expect(cursor.position(of: 100, in: bytes) == (4, 2))
    }
}
