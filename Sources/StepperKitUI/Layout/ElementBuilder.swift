import StepperKitLocalization
import StepperKitText
import Synchronization

/// A node the layout engine knows directly: it makes its own elements.
protocol PrimitiveNode: Node {
    /// The elements for this node in an environment; zero for `Empty`, several for groups.
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList
}

/// The elements a node makes: none, one, or several (a group's members).
///
/// Most nodes make exactly one, which is kept without an array: a screen's few hundred nodes would
/// otherwise each allocate one to hand a single element to their parent.
enum ElementList {
    case none
    case one(LayoutElement)
    case many([LayoutElement])

    /// The elements as an array, for a container that keeps its children.
    var array: [LayoutElement] {
        switch self {
        case .none: []
        case .one(let element): [element]
        case .many(let elements): elements
        }
    }

    /// Appends another list's elements; the first time it needs an array, room for `reserving`.
    mutating func append(_ other: ElementList, reserving capacity: Int) {
        if case .none = other { return }
        var elements: [LayoutElement] = []
        if case .many(var kept) = self {
            // The list lets go of its array, so appending does not copy it.
            self = .none
            swap(&elements, &kept)
        } else if case .one(let first) = self {
            elements.reserveCapacity(capacity)
            elements.append(first)
        } else {
            self = other
            return
        }
        switch other {
        case .none: break
        case .one(let element): elements.append(element)
        case .many(let more): elements.append(contentsOf: more)
        }
        self = .many(elements)
    }
}

/// Turns a node tree into layout elements for one pass: composite bodies expanded, environment
/// applied, text localized, fonts and icons resolved.
struct ElementBuilder {
    let services: LayoutServices
    /// Which node types are primitives, shared by every pass of the engine: a conformance check
    /// costs far more than a table lookup, and screens have many nodes of few types.
    private let primitiveTypes: PrimitiveTypeCache
    /// The types this pass has met, looked up without the shared cache's lock: passes running on
    /// several threads at once (an audit matrix) would otherwise take turns on it for every node.
    private let passTypes = PassTypes()
    /// The fonts this pass has loaded, looked up without the services' lock and hashing: a screen's
    /// texts use a few fonts between them.
    private let passFonts = PassFonts()
    /// The first error of an element built while the pass measures (a view that fits builds its
    /// candidates when first measured, where nothing can throw); the engine throws it when the
    /// pass ends.
    let failure = PassFailure()

    /// The first error met while measuring or placing, for the engine to throw at the end of the pass.
    final class PassFailure {
        private(set) var first: LayoutError?

        /// Keeps an error unless an earlier one is kept.
        func record(_ error: LayoutError) {
            if first == nil { first = error }
        }
    }

    /// A pass's own short list of node types, searched in order; a screen has a few dozen.
    ///
    /// Its lists are read for every node (hundreds a screen) by one pass on one thread, never while
    /// being appended to: exclusivity is not checked at run time (see `LayoutElement.sizes`).
    private final class PassTypes {
        @exclusivity(unchecked) var keys: [ObjectIdentifier] = []
        @exclusivity(unchecked) var types: [(any PrimitiveNode.Type)?] = []
        /// Past this many types the pass asks the shared cache for the rest.
        static let limit = 64
        /// Room made when a pass starts: the demo's screens meet 19 to 27 types. Kept under 1 KiB an
        /// array, a size glibc's malloc serves from its fast lists: a larger request first consolidates
        /// every freed small block (measured: 2% of a screen's layout when the lists were 64 long).
        static let initialCapacity = 32

        init() {
            keys.reserveCapacity(Self.initialCapacity)
            types.reserveCapacity(Self.initialCapacity)
        }
    }

    /// A pass's own short list of fonts by source, size and weight, searched in order; exclusivity is
    /// not checked at run time, as for `PassTypes`.
    private final class PassFonts {
        @exclusivity(unchecked) var fonts: [(source: FontRequest, size: Double, weight: FontWeight, font: Font)] = []
        /// Past this many fonts the pass asks the services for the rest.
        static let limit = 16

        /// The font for a source, size and weight, from this list or else `load`, which is kept.
        func font(
            _ source: FontRequest, size: Double, weight: FontWeight, load: () throws(LayoutError) -> Font
        ) throws(LayoutError) -> Font {
            for known in fonts where known.size == size && known.weight == weight && known.source == source { return known.font }
            let font = try load()
            if fonts.count < Self.limit {
                if fonts.isEmpty { fonts.reserveCapacity(4) }
                fonts.append((source, size, weight, font))
            }
            return font
        }
    }

    init(services: LayoutServices, primitiveTypes: PrimitiveTypeCache) {
        self.services = services
        self.primitiveTypes = primitiveTypes
    }

    /// Whether a node type is a primitive: from this pass's list, else the engine's shared cache.
    private func primitive<N: Node>(_ type: N.Type) -> (any PrimitiveNode.Type)? {
        let key = ObjectIdentifier(type)
        if let index = passTypes.keys.firstIndex(of: key) { return passTypes.types[index] }
        let answer = primitiveTypes.primitive(type)
        if passTypes.keys.count < PassTypes.limit {
            passTypes.keys.append(key)
            passTypes.types.append(answer)
        }
        return answer
    }

    /// The elements of any node: a primitive makes its own, a composite is replaced by its body.
    func elements<N: Node>(for node: N, in environment: EnvironmentValues, stackAxis: Axis? = nil) throws(LayoutError) -> ElementList {
        if let primitive = primitive(N.self) {
            return try Self.makeElements(of: node, as: primitive, self, environment, stackAxis: stackAxis)
        }
        // A node of the app's own that declares no body (`Body = Never`) is not one the engine can
        // lay out: said, rather than reaching the default body, which traps.
        if N.Body.self == Never.self { throw .noBody(String(describing: N.self)) }
        return try elements(for: node.body(in: environment), in: environment, stackAxis: stackAxis)
    }

    /// A node's elements through its primitive type, which is its own type.
    private static func makeElements<N: Node, P: PrimitiveNode>(
        of node: N, as _: P.Type, _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?
    ) throws(LayoutError) -> ElementList {
        // `P` is `N`: the metatype came from `N.self` (same type identifier), so the cast is exact.
        try unsafeBitCast(node, to: P.self).makeElements(builder, environment, stackAxis: stackAxis)
    }

    /// The elements of children laid out along `axis`, for a container that keeps them.
    func children(_ node: AnyNode, in environment: EnvironmentValues, axis: Axis?) throws(LayoutError) -> [LayoutElement] {
        try elements(for: node, in: environment, stackAxis: axis).array
    }

    /// Wraps each element of `content` with `wrap` — modifiers on a group apply to each member, as
    /// in SwiftUI.
    func wrapping(
        _ content: AnyNode, in environment: EnvironmentValues, stackAxis: Axis?,
        _ wrap: (LayoutElement) throws(LayoutError) -> LayoutElement
    ) throws(LayoutError) -> ElementList {
        switch try elements(for: content, in: environment, stackAxis: stackAxis) {
        case .none:
            return .none
        case .one(let element):
            return .one(try wrap(element))
        case .many(var wrapped):
            // Wrapped in place: the content's array is this call's alone, so no second array is made.
            for index in wrapped.indices {
                wrapped[index] = try wrap(wrapped[index])
            }
            return .many(wrapped)
        }
    }

    /// A single element for a node that must be one (a background layer, a button label): several
    /// become a z-stack, none an empty z-stack.
    func single(_ node: AnyNode, in environment: EnvironmentValues) throws(LayoutError) -> LayoutElement {
        switch try elements(for: node, in: environment) {
        case .one(let element): element
        case .none: ZStackElement(alignment: .center, children: [], environment: environment)
        case .many(let elements): ZStackElement(alignment: .center, children: elements, environment: environment)
        }
    }

    /// A single element for a node, or nil when it makes none (an empty group, a nil optional).
    func singleOrNone(_ node: AnyNode, in environment: EnvironmentValues) throws(LayoutError) -> LayoutElement? {
        switch try elements(for: node, in: environment) {
        case .one(let element): element
        case .none: nil
        case .many(let elements): ZStackElement(alignment: .center, children: elements, environment: environment)
        }
    }

    // MARK: - Resolution

    /// The localized string of a text for the environment's locale, with what went wrong, if anything.
    func resolve(_ text: LocalizedText, in environment: EnvironmentValues) -> ResolvedText {
        // A verbatim text depends on no setting: reading none keeps it out of an audit's read log,
        // so cells that differ only in the device share its layout.
        if case .verbatim(let string) = text.content { return ResolvedText(string: string) }
        return services.resolve(text, locale: environment.locale, device: environment.device)
    }

    /// The font of a text style or size at the environment's Dynamic Type size.
    func font(for textFont: TextFont, in environment: EnvironmentValues) throws(LayoutError) -> Font {
        let (pointSize, weight) = Self.pointSizeAndWeight(textFont, environment)
        let source = environment.fontSource
        let font = try passFonts.font(source, size: pointSize, weight: weight) { () throws(LayoutError) in
            try services.font(source, size: pointSize, weight: weight)
        }
        return textFont.monospacedDigits ? font.with(features: .tabularDigits) : font
    }

    /// Point size and weight of a font request in an environment.
    static func pointSizeAndWeight(_ textFont: TextFont, _ environment: EnvironmentValues) -> (Double, FontWeight) {
        let (pointSize, weight): (Double, FontWeight)
        switch textFont.size {
        case .fixed(let points):
            (pointSize, weight) = (points, textFont.weight ?? .regular)
        case .style(let style):
            let metrics = SharedDynamicType.table?.metrics(for: style, size: environment.dynamicTypeSize)
            (pointSize, weight) = (metrics?.pointSize ?? 17, textFont.weight ?? metrics?.weight ?? .regular)
        }
        return (pointSize, environment.boldText ? weight.oneHeavier : weight)
    }
}

extension FontWeight {
    /// The next named weight heavier than this one (black stays black): what Bold Text draws.
    var oneHeavier: FontWeight {
        FontWeight.named.map(\.value).first { $0 > self } ?? .black
    }
}

/// Which node types are primitives, learnt as an engine's layouts meet them, for any thread.
///
/// An open-addressing table keyed by the type's metadata address, behind a lock held only to look
/// up or insert: hashing the address with a multiply costs a fraction of a Dictionary's seeded
/// hash, and a type's answer never changes. Bounded: past its limit of types it starts over.
final class PrimitiveTypeCache: Sendable {
    private let table: Mutex<Table>

    /// A cache remembering at most `limit` types (far more than an app's node types).
    init(limit: Int = 4096) {
        table = Mutex(Table(limit: limit))
    }

    /// The node type's primitive type, or nil for a composite (a node with a body).
    func primitive<N: Node>(_: N.Type) -> (any PrimitiveNode.Type)? {
        let type = ObjectIdentifier(N.self)
        if let known = table.withLock({ $0.lookUp(type) }) { return known }
        let primitive = N.self as? any PrimitiveNode.Type
        table.withLock { $0.insert(type, primitive) }
        return primitive
    }

    private struct Table {
        /// The most types remembered.
        let limit: Int
        /// Type addresses by slot, a power of two many, at most half full; 0 is a free slot.
        private var types = [UInt](repeating: 0, count: 128)
        /// Each slot's answer.
        private var primitives = [(any PrimitiveNode.Type)?](repeating: nil, count: 128)
        private var count = 0

        init(limit: Int) {
            self.limit = limit
        }

        /// The answer for a type, if it was seen: `.some(nil)` for a composite.
        func lookUp(_ type: ObjectIdentifier) -> (any PrimitiveNode.Type)?? {
            let key = UInt(bitPattern: type)
            let mask = types.count - 1
            var index = Self.hash(key) & mask
            while types[index] != 0 {
                if types[index] == key { return .some(primitives[index]) }
                index = (index + 1) & mask
            }
            return nil
        }

        /// Remembers a type's answer, unless another thread already did.
        mutating func insert(_ type: ObjectIdentifier, _ primitive: (any PrimitiveNode.Type)?) {
            if lookUp(type) != nil { return }
            if count >= limit {
                self = Table(limit: limit)
            } else if (count + 1) * 2 > types.count {
                let (oldTypes, oldPrimitives) = (types, primitives)
                types = [UInt](repeating: 0, count: oldTypes.count * 2)
                primitives = [(any PrimitiveNode.Type)?](repeating: nil, count: oldTypes.count * 2)
                for index in oldTypes.indices where oldTypes[index] != 0 {
                    place(oldTypes[index], oldPrimitives[index])
                }
            }
            place(UInt(bitPattern: type), primitive)
            count += 1
        }

        /// Stores an answer in the first free slot from the key's hash.
        private mutating func place(_ key: UInt, _ primitive: (any PrimitiveNode.Type)?) {
            let mask = types.count - 1
            var index = Self.hash(key) & mask
            while types[index] != 0 { index = (index + 1) & mask }
            types[index] = key
            primitives[index] = primitive
        }

        /// Fibonacci hashing of the metadata address: its high bits, which the mask keeps after the
        /// shift, mix every bit of the address.
        private static func hash(_ key: UInt) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
        }
    }
}
