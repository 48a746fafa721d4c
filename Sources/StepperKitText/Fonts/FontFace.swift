/// One face of a font file, such as DejaVu Sans Book, loaded once and shared across threads.
///
/// Load a file, or find an installed family through fontconfig; either way the face reports the file
/// it came from, so every measurement can say which font produced it:
///
/// ```swift
/// let dejaVu = try FontFace(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// dejaVu.family      // "DejaVu Sans"
/// dejaVu.style       // "Book"
/// dejaVu.unitsPerEm  // 2048
///
/// let inter = try FontFace(family: "Inter", weight: .semibold)
/// inter.path         // "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
/// ```
///
/// Loading the same file twice returns the same shared face; faces are values that compare by it.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    let loaded: LoadedFace

    /// The face at an index (0 for single-face files) in the font file at a path.
    ///
    /// Throws ``FontError/fileNotFound(path:)``, ``FontError/unreadableFile(path:reason:)`` or
    /// ``FontError/notAFont(path:reason:)``, naming the path.
    public init(contentsOf path: String, index: Int = 0) throws(FontError) {
        self.loaded = try LoadedFace.shared(path: path, index: index)
    }

    /// The installed face of a family closest to a weight, found through fontconfig.
    ///
    /// Throws ``FontError/familyNotFound(family:closest:)`` when no installed family has the name;
    /// this initializer never substitutes another family (``FontRequest/default`` does).
    public init(family: String, weight: FontWeight = .regular) throws(FontError) {
        let match = try Fontconfig.shared.match(family: family, weight: weight)
        self.loaded = try LoadedFace.shared(path: match.path, index: match.index)
    }

    /// A face already loaded, such as a fallback fontconfig found.
    init(loaded: LoadedFace) {
        self.loaded = loaded
    }

    // MARK: - Facts

    /// The absolute path of the font file.
    public var path: String { loaded.path }
    /// The index of the face in its file (0 unless the file is a collection).
    public var index: Int { loaded.index }
    /// The family name the font declares, such as "Inter Display".
    public var family: String { loaded.family }
    /// The style name the font declares, such as "Semi Bold" or "Book".
    public var style: String { loaded.style }
    /// Font units per em: the design grid that advances and metrics are measured on.
    public var unitsPerEm: Int { loaded.unitsPerEm }

    /// The family, style and file, such as "DejaVu Sans Book (/usr/share/…/DejaVuSans.ttf)".
    public var description: String { "\(family) \(style) (\(path))" }

    // MARK: - Equality

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.loaded === rhs.loaded }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(loaded)) }
}
