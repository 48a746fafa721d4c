extension LaidOutNode {
    /// What made a laid-out node: a stack, a modifier, a control or a leaf that draws.
    ///
    /// Kinds compare as values; their names ("HStack", "Text") are what dumps, findings and
    /// transcripts print.
    ///
    /// ```swift
    /// let screen = try LayoutEngine().layout(HStack { Text(verbatim: "3") }, in: EnvironmentValues())
    /// screen.root.kind == .hStack          // true
    /// screen.root.children[0].kind.name    // "Text"
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Storage: UInt8 {
            case hStack, vStack, zStack, spacer, viewThatFits
            case padding, frame, background, overlay, opacity, offset, fixedSize
            case layout
            case button, text, icon, shape, element
        }

        private let storage: Storage

        private init(_ storage: Storage) {
            self.storage = storage
        }

        /// A horizontal stack.
        public static let hStack = Kind(.hStack)
        /// A vertical stack.
        public static let vStack = Kind(.vStack)
        /// A stack of layers, back to front.
        public static let zStack = Kind(.zStack)
        /// A spacer, the most flexible child of a stack.
        public static let spacer = Kind(.spacer)
        /// The first of several candidates that fits.
        public static let viewThatFits = Kind(.viewThatFits)
        /// Space added around a child.
        public static let padding = Kind(.padding)
        /// A fixed or flexible frame around a child.
        public static let frame = Kind(.frame)
        /// A child with a layer behind it (the layer is the first child).
        public static let background = Kind(.background)
        /// A child with a layer in front of it (the layer is the last child).
        public static let overlay = Kind(.overlay)
        /// A child drawn more transparent.
        public static let opacity = Kind(.opacity)
        /// A child drawn moved, taking its old place in layout.
        public static let offset = Kind(.offset)
        /// A child at its ideal size on one axis or both.
        public static let fixedSize = Kind(.fixedSize)
        /// A container of an app's own layout.
        public static let layout = Kind(.layout)
        /// A button: an action, an enabled state and a hit area around its label.
        public static let button = Kind(.button)
        /// A text, shaped and placed.
        public static let text = Kind(.text)
        /// An icon of the icon set.
        public static let icon = Kind(.icon)
        /// A filled or stroked shape.
        public static let shape = Kind(.shape)
        /// A node of no kind of its own.
        public static let element = Kind(.element)

        /// The name dumps, findings and transcripts print, such as "HStack".
        public var name: String {
            switch storage {
            case .hStack: "HStack"
            case .vStack: "VStack"
            case .zStack: "ZStack"
            case .spacer: "Spacer"
            case .viewThatFits: "ViewThatFits"
            case .padding: "Padding"
            case .frame: "Frame"
            case .background: "Background"
            case .overlay: "Overlay"
            case .opacity: "Opacity"
            case .offset: "Offset"
            case .fixedSize: "FixedSize"
            case .layout: "Layout"
            case .button: "Button"
            case .text: "Text"
            case .icon: "Icon"
            case .shape: "Shape"
            case .element: "Element"
            }
        }

        /// The kind's name.
        public var description: String { name }
    }
}
