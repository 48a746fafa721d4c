/// A kind of device a string can vary by, such as iPhone or Mac: an open set, as the file spells it.
///
/// A device case may nest a plural variation. Lookups pick the requested device's case, or `other`.
///
/// ```swift
/// let variations = Variations(device: [.mac: VariationCase(stringUnit: StringUnit(value: "Click to add"))])
/// variations.device?[.mac]?.stringUnit?.value   // "Click to add"
/// DeviceClass("applevision")                    // .appleVision
/// ```
public struct DeviceClass: RawRepresentable, Hashable, Sendable, LosslessStringConvertible {
    /// The device as the file spells it, such as "ipad".
    public let rawValue: String

    /// Wraps any device name, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Reads a device name; every name is accepted, so new devices survive a rewrite.
    public init?(_ description: String) {
        self.init(rawValue: description)
    }

    /// The device name as the file spells it.
    public var description: String { rawValue }

    /// iPhone.
    public static let iPhone = DeviceClass(rawValue: "iphone")
    /// iPod touch.
    public static let iPod = DeviceClass(rawValue: "ipod")
    /// iPad.
    public static let iPad = DeviceClass(rawValue: "ipad")
    /// Apple Watch.
    public static let appleWatch = DeviceClass(rawValue: "applewatch")
    /// Apple TV.
    public static let appleTV = DeviceClass(rawValue: "appletv")
    /// Apple Vision Pro.
    public static let appleVision = DeviceClass(rawValue: "applevision")
    /// Mac.
    public static let mac = DeviceClass(rawValue: "mac")
    /// Every other device: the case lookups fall back to.
    public static let other = DeviceClass(rawValue: "other")

    /// The devices Xcode's catalog editor varies by, in its order, the other case last.
    public static let known: [DeviceClass] = [.iPhone, .iPod, .iPad, .mac, .appleWatch, .appleTV, .appleVision, .other]
}
