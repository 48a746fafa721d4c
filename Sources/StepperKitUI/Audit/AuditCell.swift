public import StepperKitLocalization
public import StepperKitText

/// One cell of the audit matrix: a scene and one variant of every axis.
///
/// ```swift
/// let cell = matrix.cells[0]
/// cell.description       // "stepper · capsule · en_US · large · regular"
/// cell.variant(of: "style")   // "capsule"
/// ```
public struct AuditCell: Hashable, Sendable, CustomStringConvertible {
    /// The scene's name.
    public let scene: String
    /// The variant of each axis, in the matrix's axis order.
    public var variants: [Coordinate] { leading.isEmpty ? trailing : leading + trailing }
    /// The variants, in two lists joined only when asked: a matrix's cells share the list of their
    /// scene's state and width and the list of their combination of the other axes' variants, so a
    /// cell is made without a list of its own (one allocation and a retain per name fewer).
    private let leading: [Coordinate]
    private let trailing: [Coordinate]
    /// The locale the cell's environment has once its variants are applied.
    public let locale: LocaleID
    /// The Dynamic Type size the cell's environment has.
    public let dynamicTypeSize: DynamicTypeSize
    /// The control size the cell's environment has.
    public let controlSize: ControlSize

    /// An axis and the name of the variant a cell takes on it.
    public struct Coordinate: Hashable, Sendable, Codable {
        /// The axis's name.
        public let axis: String
        /// The variant's name.
        public let variant: String

        /// A coordinate.
        public init(axis: String, variant: String) {
            self.axis = axis
            self.variant = variant
        }
    }

    /// A cell of a matrix: a scene, a variant of each axis, and the locale and sizes they set.
    public init(
        scene: String, variants: [Coordinate], locale: LocaleID, dynamicTypeSize: DynamicTypeSize, controlSize: ControlSize
    ) {
        self.init(scene: scene, leading: [], trailing: variants, locale: locale, dynamicTypeSize: dynamicTypeSize, controlSize: controlSize)
    }

    /// A cell whose variants are `leading`'s, then `trailing`'s.
    init(
        scene: String, leading: [Coordinate], trailing: [Coordinate], locale: LocaleID, dynamicTypeSize: DynamicTypeSize,
        controlSize: ControlSize
    ) {
        self.scene = scene
        self.leading = leading
        self.trailing = trailing
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.controlSize = controlSize
    }

    /// The name of the variant the cell takes on an axis, or nil when the matrix has no such axis.
    public func variant(of axis: String) -> String? {
        (leading.first { $0.axis == axis } ?? trailing.first { $0.axis == axis })?.variant
    }

    /// Calls `body` with each variant, in axis order, without joining the lists.
    func forEachVariant(_ body: (Coordinate) throws(AuditMatrixError) -> Void) throws(AuditMatrixError) {
        for coordinate in leading { try body(coordinate) }
        for coordinate in trailing { try body(coordinate) }
    }

    /// "scene · variant · variant …", in axis order.
    public var description: String {
        ([scene] + leading.map(\.variant) + trailing.map(\.variant)).joined(separator: " · ")
    }

    /// Cells are equal when their scenes, variants in order, locales and sizes are, however their lists are split.
    public static func == (lhs: AuditCell, rhs: AuditCell) -> Bool {
        lhs.scene == rhs.scene && lhs.locale == rhs.locale && lhs.dynamicTypeSize == rhs.dynamicTypeSize
            && lhs.controlSize == rhs.controlSize
            && (lhs.leading == rhs.leading && lhs.trailing == rhs.trailing || lhs.variants == rhs.variants)
    }

    /// Hashes the scene, the variants in order, the locale and the sizes: what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
        hasher.combine(leading.count + trailing.count)
        for coordinate in leading { hasher.combine(coordinate) }
        for coordinate in trailing { hasher.combine(coordinate) }
        hasher.combine(locale)
        hasher.combine(dynamicTypeSize)
        hasher.combine(controlSize)
    }
}
