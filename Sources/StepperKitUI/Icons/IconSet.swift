internal import Foundation
internal import StepperKitResources

/// A set of named vector icons: the kit's own, drawn from an icon font, and any an app adds.
///
/// The kit's icons are Material Icons glyphs (a filled cart, as SF Symbols' cart.fill), read through
/// FreeType; an app adds its own from JSON path data or from any icon font.
///
/// ```swift
/// let kit = try IconSet.standard()
/// kit.names                           // cart, cart.badge.plus, chevron.backward, chevron.forward, minus, plus, trash
/// let shop = try kit.adding(IconSet(json: Array(Data(contentsOf: URL(filePath: "Resources/ShopIcons.json")))))
/// shop.glyph(named: .plus)?.gridSize   // 24×24
/// ```
public struct IconSet: Sendable {
    private let glyphs: [IconName: IconGlyph]

    /// A set of the given glyphs.
    public init(_ glyphs: [IconName: IconGlyph] = [:]) {
        self.glyphs = glyphs
    }

    /// Every icon name, sorted.
    public var names: [IconName] { glyphs.keys.sorted { $0.rawValue < $1.rawValue } }

    /// The glyph of an icon, or nil when the set has none of that name.
    public func glyph(named name: IconName) -> IconGlyph? { glyphs[name] }

    /// Whether the set has an icon of that name.
    public func contains(_ name: IconName) -> Bool { glyphs[name] != nil }

    /// This set with another's icons added; a name both sets have is an error.
    public func adding(_ other: IconSet) throws(IconSetError) -> IconSet {
        var merged = glyphs
        for (name, glyph) in other.glyphs {
            guard merged[name] == nil else { throw IconSetError(problem: "the icon \"\(name)\" is already in the set") }
            merged[name] = glyph
        }
        return IconSet(merged)
    }

    /// The kit's icons: Material Icons glyphs when that font is installed, else the compiled drawings.
    ///
    /// Debian's `fonts-material-design-icons-iconfont` installs the font (`make` does); without it the
    /// kit still draws, with its hand-drawn set (``compiled()``). Throws only if the library was built
    /// from an invalid file. ``materialIcons()`` throws instead of falling back.
    public static func standard() throws(IconSetError) -> IconSet {
        try shared.get()
    }

    private static let shared: Result<IconSet, IconSetError> = Result { () throws(IconSetError) in
        try standard(drawingFrom: .family(materialIconsFamily))
    }

    private struct Document: Decodable {
        struct Entry: Decodable {
            let width: Double
            let height: Double
            let path: String
            let character: String?
            /// True for icons that point along the reading direction.
            let mirrors: Bool?
        }
        let icons: [String: Entry]
    }

    /// Reads an icon set in the JSON format of the kit's own icons file.
    ///
    /// The format is `{"icons": {"name": {"width": 24, "height": 24, "path": "M…", "character": "+"}}}`.
    public init(json: [UInt8]) throws(IconSetError) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(json))
        } catch {
            throw IconSetError(problem: "not an icon set: \(Self.describe(error))")
        }
        var glyphs: [IconName: IconGlyph] = [:]
        for (name, entry) in document.icons {
            guard entry.width > 0, entry.height > 0, entry.width.isFinite, entry.height.isFinite, !entry.path.isEmpty else {
                throw IconSetError(problem: "icon \"\(name)\" has an empty grid or path")
            }
            let character: Character?
            switch entry.character {
            case nil: character = nil
            case let text? where text.count == 1: character = text.first
            case let text?: throw IconSetError(problem: "icon \"\(name)\" has the terminal character \"\(text)\"; give exactly one")
            }
            glyphs[IconName(name)] = IconGlyph(
                gridSize: Size(width: entry.width, height: entry.height), pathData: entry.path, terminalCharacter: character,
                mirrorsInRightToLeft: entry.mirrors ?? false
            )
        }
        self.glyphs = glyphs
    }

    /// A decoding error in one line: what was wrong and at which key.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "the JSON could not be read" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : keys.joined(separator: " › ")
        }
        switch decoding {
        case .keyNotFound(let key, let context): return "\(path(context)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context): return "\(path(context)) is not valid JSON"
        @unknown default: return "the JSON could not be read"
        }
    }
}

/// Why an icon set could not be read or combined.
public struct IconSetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let problem: String
    /// "The icon set is invalid: …".
    public var description: String { "The icon set is invalid: \(problem)." }
}
