/// Why a font could not be found or loaded, naming the file or family and what to do about it.
///
/// ```swift
/// do {
///     _ = try FontFace(contentsOf: "/nope.ttf")
/// } catch {
///     print(error) // No font file at "/nope.ttf": check the path, or use a family name instead.
/// }
/// ```
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// Something exists at the path but cannot be read: a directory, a FIFO, a device, or no permission.
    case unreadableFile(path: String, reason: String)
    /// A point size that is negative, not finite, or larger than any screen shows.
    case sizeOutOfRange(Double)
    /// The file was read but is not a font FreeType understands, or has no face at the index.
    case notAFont(path: String, reason: String)
    /// No installed font family has the name; fontconfig offered the closest one instead.
    case familyNotFound(family: String, closest: String)
    /// fontconfig could not load its configuration, so no family can be looked up.
    case fontconfigUnavailable

    /// What went wrong, naming the file or family, and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "No font file at \"\(path)\": check the path, or use a family name instead."
        case .sizeOutOfRange(let size):
            "The point size \(size) is out of range: use a size from 0 to \(Int(ScreenLimits.maximumPointSize)) points."
        case .unreadableFile(let path, let reason):
            "Cannot read the font file \"\(path)\": \(reason)."
        case .notAFont(let path, let reason):
            "\"\(path)\" is not a font file FreeType can load (\(reason)): give a .ttf, .otf or .ttc file."
        case .familyNotFound(let family, let closest):
            "No installed font family is named \"\(family)\" (the closest is \"\(closest)\"): "
                + "`fc-list : family` lists the installed families."
        case .fontconfigUnavailable:
            "fontconfig could not load its configuration, so fonts cannot be found by family: "
                + "install fontconfig, or give a font file path."
        }
    }
}
