import Foundation

/// The kit's icons, read once from `Resources/Icons.json`, which is compiled into the library.
///
/// ```swift
/// let set = try IconSet.standard()
/// set.glyph(named: .plus)?.gridSize   // 24×24
/// set.names                           // backpack, cart, cart.badge.plus, cup, minus, plus, trash
/// ```
public struct IconSet: Sendable {
    private let glyphs: [IconName: IconGlyph]

    /// Every icon name, sorted.
    public var names: [IconName] { glyphs.keys.sorted { $0.rawValue < $1.rawValue } }

    /// The glyph of an icon, or nil when the set has none of that name.
    public func glyph(named name: IconName) -> IconGlyph? { glyphs[name] }

    /// The set compiled into the library; throws only if the library was built from an invalid file.
    public static func standard() throws(IconSetError) -> IconSet {
        try shared.get()
    }

    private static let shared: Result<IconSet, IconSetError> = Result { () throws(IconSetError) in
        try IconSet(json: PackageResources.Icons_json)
    }

    private struct Document: Decodable {
        struct Entry: Decodable {
            let width: Double
            let height: Double
            let path: String
        }
        let icons: [String: Entry]
    }

    init(json: [UInt8]) throws(IconSetError) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(json))
        } catch {
            throw IconSetError(problem: "Icons.json is not a valid icon set: \(error)")
        }
        var glyphs: [IconName: IconGlyph] = [:]
        for (name, entry) in document.icons {
            guard entry.width > 0, entry.height > 0, !entry.path.isEmpty else {
                throw IconSetError(problem: "icon \"\(name)\" has an empty grid or path")
            }
            glyphs[IconName(name)] = IconGlyph(gridSize: Size(width: entry.width, height: entry.height), pathData: entry.path)
        }
        self.glyphs = glyphs
    }
}

/// Why the compiled-in icon set could not be read.
public struct IconSetError: Error, Hashable, Sendable, CustomStringConvertible {
    public let problem: String
    public var description: String { "The icon set is invalid: \(problem)." }
}
