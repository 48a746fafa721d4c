internal import Foundation
internal import StepperKitResources

/// Apple's Dynamic Type table: the point size, leading and weight of every text style at every
/// content size, and the scaled-metric rule built on it.
///
/// The numbers are Apple's (Human Interface Guidelines, Typography, Specifications), kept as data in
/// `Resources/DynamicType.json` and compiled into the library, so no resource bundle has to travel
/// with the binary.
///
/// ```swift
/// let table = try DynamicTypeTable.standard()
/// table.metrics(for: .body, size: .large).pointSize           // 17
/// table.metrics(for: .body, size: .accessibility5).pointSize  // 53
/// table.scaledMetric(17, relativeTo: .body, size: .medium)    // 16.333
/// table.scaledMetric(17, size: .accessibility5)               // 48
/// ```
public struct DynamicTypeTable: Hashable, Sendable {
    /// Where the numbers come from.
    public let source: String
    /// Every cell, style by style in `TextStyle.allCases` order, sizes in `DynamicTypeSize.allCases` order.
    private let cells: [TextStyleMetrics]

    /// The table compiled into the library, read once.
    ///
    /// Throws only when the library was built from an edited, invalid `DynamicType.json`.
    public static func standard() throws(DynamicTypeError) -> DynamicTypeTable {
        try compiledIn.get()
    }

    private static let compiledIn: Result<DynamicTypeTable, DynamicTypeError> = {
        do throws(DynamicTypeError) {
            return .success(try DynamicTypeTable(json: KitResourceFiles.dynamicType))
        } catch {
            return .failure(error)
        }
    }()

    // MARK: - Lookup

    /// The point size, leading and weight of a text style at a content size.
    public func metrics(for style: TextStyle, size: DynamicTypeSize) -> TextStyleMetrics {
        cells[Self.cellIndex(style, size)]
    }

    /// A length scaled with the text, as SwiftUI scales a metric relative to a text style.
    ///
    /// The rule: `value` × leading(style, size) ÷ leading(style, large), rounded to the pixel grid
    /// (1/3 pt at the default `displayScale` of 3). It is not proportional to the point size; it
    /// reproduces what devices show for body: 17 becomes 16.333 at medium and 48 at accessibility5.
    ///
    /// ```swift
    /// let table = try DynamicTypeTable.standard()
    /// table.scaledMetric(44, relativeTo: .body, size: .accessibility3)  // 96 (44 × 48 ÷ 22)
    /// table.scaledMetric(17, size: .large)                              // 17
    /// ```
    public func scaledMetric(
        _ value: Double, relativeTo style: TextStyle = .body, size: DynamicTypeSize, displayScale: Double = 3
    ) -> Double {
        let scaled = value * metrics(for: style, size: size).leading / metrics(for: style, size: .large).leading
        guard displayScale > 0, displayScale.isFinite else { return scaled }
        return (scaled * displayScale).rounded() / displayScale
    }

    // MARK: - Reading the data

    private struct Document: Decodable {
        var source: String
        var sizes: [String]
        var styles: [String: Row]
    }

    private struct Row: Decodable {
        var weight: String
        var pointSize: [Double]
        var leading: [Double]
    }

    /// Reads a table in the format of `DynamicType.json`, checking that it has every style × size.
    init(json: [UInt8]) throws(DynamicTypeError) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(json))
        } catch {
            throw DynamicTypeError(problem: "it is not the expected JSON (\(error))")
        }
        let sizeNames = DynamicTypeSize.allCases.map(\.rawValue)
        guard document.sizes == sizeNames else {
            throw DynamicTypeError(problem: "its sizes are \(document.sizes), not \(sizeNames)")
        }
        if let unknown = document.styles.keys.sorted().first(where: { TextStyle(rawValue: $0) == nil }) {
            throw DynamicTypeError(problem: "it has an unknown style \"\(unknown)\"")
        }
        var cells: [TextStyleMetrics] = []
        for style in TextStyle.allCases {
            guard let row = document.styles[style.rawValue] else {
                throw DynamicTypeError(problem: "style \"\(style.rawValue)\" is missing")
            }
            guard let weight = FontWeight(name: row.weight) else {
                throw DynamicTypeError(problem: "style \"\(style.rawValue)\" has an unknown weight \"\(row.weight)\"")
            }
            for (name, column) in [("point sizes", row.pointSize), ("leadings", row.leading)] where column.count != sizeNames.count {
                throw DynamicTypeError(problem: "style \"\(style.rawValue)\" has \(column.count) \(name), not \(sizeNames.count)")
            }
            cells += zip(row.pointSize, row.leading).map { TextStyleMetrics(pointSize: $0, leading: $1, weight: weight) }
        }
        self.source = document.source
        self.cells = cells
    }

    private static func cellIndex(_ style: TextStyle, _ size: DynamicTypeSize) -> Int {
        style.ordinal * DynamicTypeSize.caseCount + size.ordinal
    }
}
