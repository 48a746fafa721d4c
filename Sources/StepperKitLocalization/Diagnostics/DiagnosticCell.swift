/// Which case a diagnostic is about: the catalog key and language.
///
/// And the cell's other coordinates — plural category, number, device, Dynamic Type size, text style, or an
/// audit's scene, state and style.
///
/// ```swift
/// let cell = DiagnosticCell(key: "%lld items", language: "ru", coordinates: [.init("plural", "one"), .init("number", "21")])
/// cell.description           // "\"%lld items\" · ru · plural one · number 21"
/// cell.value(of: "plural")   // "one"
/// ```
public struct DiagnosticCell: Hashable, Sendable, CustomStringConvertible {
    /// One coordinate: an axis and its value, such as ("plural", "one") or ("size", "accessibility3").
    public struct Coordinate: Hashable, Sendable {
        /// The axis.
        public let axis: String
        /// The value on it.
        public let value: String

        /// A coordinate.
        public init(_ axis: String, _ value: String) {
            self.axis = axis
            self.value = value
        }
    }

    /// The catalog key; nil for a finding about no key.
    public var key: String?
    /// The key's position in its catalog, counted from 0: how merged shards are put back in order.
    public var keyIndex: Int?
    /// The language as String Catalogs spell it (BCP 47: "pt-BR", "zh-Hans"); nil for every language.
    public var language: String?
    /// The other coordinates, in order.
    public var coordinates: [Coordinate]

    /// A cell.
    public init(key: String? = nil, keyIndex: Int? = nil, language: String? = nil, coordinates: [Coordinate] = []) {
        self.key = key
        self.keyIndex = keyIndex
        self.language = language
        self.coordinates = coordinates
    }

    /// The value of an axis, if the cell has it.
    public func value(of axis: String) -> String? {
        coordinates.first { $0.axis == axis }?.value
    }

    /// "\"key\" · language · axis value · …"; the key quoted, every part that is present.
    public var description: String {
        var parts: [String] = []
        if let key { parts.append("\"\(key)\"") }
        if let language { parts.append(language) }
        parts += coordinates.map { "\($0.axis) \($0.value)" }
        return parts.joined(separator: " · ")
    }
}
