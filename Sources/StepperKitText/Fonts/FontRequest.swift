import Foundation

/// Which font to use: the kit's default family, an installed family by name, or a font file.
///
/// The default stands in for San Francisco: Inter for text, Inter Display from 20 pt (as SF switches
/// from Text to Display at 20 pt), and DejaVu Sans, which is always installed, when Inter is not.
/// Only the default falls back; a family or file that cannot be found is an error.
///
/// ```swift
/// let body = try Font(.default, size: 17)                 // Inter Regular
/// let title = try Font(.default, size: 28, weight: .bold) // Inter Display Bold
/// let dejaVu = try Font(.family("DejaVu Sans"), size: 17)
/// let file = try Font(.file("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), size: 17)
/// ```
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    private enum Source: Hashable {
        case standard
        case family(String)
        case file(path: String, index: Int)
    }

    private let source: Source

    private init(source: Source) {
        self.source = source
    }

    /// Inter (Inter Display from 20 pt), else DejaVu Sans; the font says when it fell back.
    public static let `default` = FontRequest(source: .standard)

    /// An installed family, such as "DejaVu Sans", found through fontconfig.
    public static func family(_ name: String) -> FontRequest { FontRequest(source: .family(name)) }

    /// The face at an index of a font file; the requested weight is ignored, the file is what it is.
    public static func file(_ path: String, index: Int = 0) -> FontRequest {
        FontRequest(source: .file(path: path, index: index))
    }

    /// A font file when the text names one, else an installed family.
    ///
    /// A text names a file when it is an existing file, a path with "/", or a name ending in a font
    /// file's extension: "Brand.ttf" is a file, even a missing one.
    ///
    /// ```swift
    /// FontRequest(pathOrFamily: "Fonts/Brand.otf")   // file Fonts/Brand.otf
    /// FontRequest(pathOrFamily: "Noto Sans")         // family Noto Sans
    /// ```
    public init(pathOrFamily text: String) {
        let extensions = [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2", ".pfb", ".pfa"]
        let lowercased = text.lowercased()
        let isFile = text.contains("/") || extensions.contains { lowercased.hasSuffix($0) }
            || FileManager.default.fileExists(atPath: text)
        self.init(source: isFile ? .file(path: text, index: 0) : .family(text))
    }

    /// "default", "family Inter" or "file /path/to/font.ttf".
    public var description: String {
        switch source {
        case .standard: "default"
        case .family(let name): "family \(name)"
        case .file(let path, _): "file \(path)"
        }
    }

    // MARK: - Resolving

    /// The size from which the default uses Inter Display, in points.
    static let displaySize = 20.0
    static let textFamily = "Inter"
    static let displayFamily = "Inter Display"
    static let fallbackFamily = "DejaVu Sans"

    /// The face this request names at a size and weight, and whether the default had to fall back.
    func resolve(size: Double, weight: FontWeight) throws(FontError) -> (face: FontFace, isFallback: Bool) {
        switch source {
        case .file(let path, let index):
            return (try FontFace(contentsOf: path, index: index), false)
        case .family(let name):
            return (try FontFace(family: name, weight: weight), false)
        case .standard:
            let preferred = size >= Self.displaySize ? [Self.displayFamily, Self.textFamily] : [Self.textFamily]
            return try Self.firstInstalled(of: preferred, weight: weight)
        }
    }

    /// The first of `families` that is installed, else the fallback family (and `isFallback`).
    static func firstInstalled(of families: [String], weight: FontWeight) throws(FontError) -> (face: FontFace, isFallback: Bool) {
        for family in families {
            do {
                return (try FontFace(family: family, weight: weight), false)
            } catch .familyNotFound {
                continue
            }
        }
        return (try FontFace(family: fallbackFamily, weight: weight), true)
    }
}
