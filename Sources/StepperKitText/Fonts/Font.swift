/// A font face at a point size: what text is measured, wrapped and drawn with.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// font.width(of: "Hello, World")   // 102.614 (12362 font units × 17 ÷ 2048)
/// font.width(of: "AV")             // 22.171 (kerned)
/// font.metrics.lineHeight          // 19.789
///
/// let body = try Font(.default, size: 17)
/// body.face.family                 // "Inter"
/// body.isFallback                  // false; true when Inter is missing and DejaVu Sans stands in
/// ```
public struct Font: Hashable, Sendable {
    /// The face the font draws with.
    public let face: FontFace
    /// The point size; sizes below zero or not finite count as zero.
    public let size: Double
    /// Whether the default family was not installed and DejaVu Sans stands in for it.
    public let isFallback: Bool
    /// OpenType features applied when shaping, such as tabular digits.
    public let features: FontFeatures

    /// A face at a point size.
    public init(face: FontFace, size: Double) {
        self.init(face: face, size: size, isFallback: false, features: [])
    }

    /// The face a request names at a size and weight.
    ///
    /// ```swift
    /// try Font(.default, size: 17, weight: .semibold).face.style // "Semi Bold"
    /// try Font(.file("/missing.ttf"), size: 17)                  // throws FontError.fileNotFound
    /// try Font(.default, size: 1e308)                            // throws FontError.sizeOutOfRange
    /// ```
    public init(_ request: FontRequest = .default, size: Double, weight: FontWeight = .regular) throws(FontError) {
        guard size.isFinite, (0...ScreenLimits.maximumPointSize).contains(size) else { throw .sizeOutOfRange(size) }
        let resolved = try request.resolve(size: size, weight: weight)
        self.init(face: resolved.face, size: size, isFallback: resolved.isFallback, features: [])
    }

    private init(face: FontFace, size: Double, isFallback: Bool, features: FontFeatures) {
        self.face = face
        self.size = size.isFinite ? max(size, 0) : 0
        self.isFallback = isFallback
        self.features = features
    }

    /// The same face at a factor of the size, as a minimum scale factor draws it.
    public func scaled(by factor: Double) -> Font {
        Font(face: face, size: size * factor, isFallback: isFallback, features: features)
    }

    /// The same face and features at another point size (sizes below zero or not finite count as zero).
    func resized(to size: Double) -> Font {
        Font(face: face, size: size, isFallback: isFallback, features: features)
    }

    /// The same font, shaping with other OpenType features.
    public func with(features: FontFeatures) -> Font {
        Font(face: face, size: size, isFallback: isFallback, features: features)
    }

    // MARK: - Measuring

    /// Ascent, descent, line gap, line height and cap height at this size.
    public var metrics: FontMetrics { FontMetrics(face: face.loaded, size: size) }

    /// The advance width of some text shaped as one line, in points; trailing spaces count.
    ///
    /// HarfBuzz applies kerning and ligatures; integer advances in font units are summed, then
    /// divided once. Widths are cached per face and string (every size shares an entry); pass
    /// `cached: false` to shape every time.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// font.width(of: "Añadir al carrito")  // 136.506
    /// font.width(of: "")                   // 0
    /// ```
    public func width(of text: String, cached: Bool = true) -> Double {
        points(fromUnits: cached ? face.loaded.widths(for: features).units(of: text) { units(of: text) }
                                 : units(of: text))
    }

    /// The glyphs of some text shaped as one line, with their positions and the total width, in points.
    ///
    /// ```swift
    /// let shaped = try Font(.family("DejaVu Sans"), size: 17).shape("AV")
    /// shaped.glyphs.map(\.x)   // [0, 10.542]: V moved 131 units left by kerning
    /// shaped.width             // 22.171
    /// ```
    public func shape(_ text: String) -> ShapedText {
        var utf8Text = text
        let shaped = utf8Text.withUTF8 { face.loaded.glyphs(ofUTF8: $0, features: features) }
        let glyphs = shaped.map { glyph in
            PositionedGlyph(
                glyph: glyph.glyph, utf8Offset: glyph.cluster, x: points(fromUnits: glyph.x),
                y: points(fromUnits: glyph.y), advance: points(fromUnits: glyph.advance)
            )
        }
        return ShapedText(text: text, glyphs: glyphs, width: points(fromUnits: shaped.reduce(0) { $0 + $1.advance }))
    }

    // MARK: - Internal

    /// Converts font units to points at this size: the one division every width goes through.
    func points(fromUnits units: Int) -> Double {
        Double(units) * size / Double(face.unitsPerEm)
    }

    /// The advance of a string in font units, shaped now with this font's features.
    func units(of text: some StringProtocol) -> Int {
        let face = self.face.loaded
        return text.utf8.withContiguousStorageIfAvailable { face.advance(ofUTF8: $0, features: features) }
            ?? Array(text.utf8).withUnsafeBufferPointer { face.advance(ofUTF8: $0, features: features) }
    }
}
