import StepperKitLocalization
import StepperKitText

/// A view the layout engine knows directly: it makes its own elements.
protocol PrimitiveView: View {
    /// The elements for this view in an environment at a place in the tree; zero for `EmptyView`,
    /// several for groups. A container gives each child its own place (``ViewIdentity``); a
    /// modifier gives its content its own.
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList
}

extension PrimitiveView {
    /// Makes the primitive's own elements: the witness of `View._makeElements(_:)` every kit
    /// primitive's conformance takes, so the engine reaches it in one call.
    public func _makeElements(_ context: _ElementContext) throws(LayoutError) -> _ElementList {
        _ElementList(list: try makeElements(context.builder, context.environment, stackAxis: context.stackAxis, identity: context.identity))
    }
}

/// What the layout engine hands a view to make its elements with; opaque to apps.
///
/// Passed to `View._makeElements(_:)`.
public struct _ElementContext {
    let builder: ElementBuilder
    let environment: EnvironmentValues
    let stackAxis: Axis?
    /// The view's place in the tree, where its state is kept.
    let identity: ViewIdentity
}

/// The elements a view made, for the layout engine; opaque to apps.
///
/// Returned by `View._makeElements(_:)`.
public struct _ElementList {
    let list: ElementList
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
    /// What the pass keeps for itself: its fonts and hyphenators, its first error and its focus.
    let pass = Pass()
    /// What the pass's bodies read: the environment of the body being read, and the state store.
    /// The pass's state store and its list of view types live there too, so the builder, copied
    /// into every view's context, holds no more references than before views had state.
    let evaluation: BodyEvaluation

    /// What one pass keeps for itself, in one object rather than one each: the builder is copied
    /// into every view's context, a reference more in it a retain and release more per view.
    ///
    /// Read and changed by one pass on one thread; a list is never read while being appended to.
    final class Pass {
        /// The fonts this pass has loaded by source, size and weight, searched in order without the
        /// services' lock and hashing: a screen's texts use a few fonts between them.
        private var fonts: [(source: FontRequest, size: Double, weight: FontWeight, font: Font)] = []
        /// Past this many fonts the pass asks the services for the rest.
        static let fontLimit = 16
        /// The hyphenators this pass has looked up, by locale, searched in order as the fonts: a
        /// screen is in one locale, so its texts ask the process-wide table (a lock and a hash) once.
        private var hyphenators: [(locale: LocaleID, hyphenator: Hyphenator?)] = []
        /// Past this many locales the pass asks the services for the rest.
        static let hyphenatorLimit = 4
        /// The first error of an element built while the pass measures (a view that fits builds its
        /// candidates when first measured, where nothing can throw); the engine throws it when the
        /// pass ends.
        private(set) var failure: LayoutError?
        /// Whether a button of this pass has taken keyboard focus: focus is on one element, as
        /// SwiftUI's `FocusState` puts it, so of the buttons whose action is the environment's focused
        /// action, the first placed (tree order, back to front) takes it.
        private var isFocusTaken = false

        /// The font for a source, size and weight, from this pass's list or else `load`, which is kept.
        func font(
            _ source: FontRequest, size: Double, weight: FontWeight, load: () throws(LayoutError) -> Font
        ) throws(LayoutError) -> Font {
            for known in fonts where known.size == size && known.weight == weight && known.source == source { return known.font }
            let font = try load()
            if fonts.count < Self.fontLimit {
                if fonts.isEmpty { fonts.reserveCapacity(4) }
                fonts.append((source, size, weight, font))
            }
            return font
        }

        /// The hyphenator for a locale, from this pass's list or else `find`, which is kept.
        func hyphenator(for locale: LocaleID, find: () -> Hyphenator?) -> Hyphenator? {
            for known in hyphenators where known.locale == locale { return known.hyphenator }
            let found = find()
            if hyphenators.count < Self.hyphenatorLimit { hyphenators.append((locale, found)) }
            return found
        }

        /// Keeps an error unless an earlier one is kept.
        func record(_ error: LayoutError) {
            if failure == nil { failure = error }
        }

        /// Takes focus; false when a button placed before has it.
        func takeFocus() -> Bool {
            defer { isFocusTaken = true }
            return !isFocusTaken
        }

        /// Frees focus before the pass places its elements again, at another proposal.
        func releaseFocus() {
            isFocusTaken = false
        }
    }

    init(services: LayoutServices, stateStore: StateStore) {
        self.services = services
        self.evaluation = BodyEvaluation(stateStore: stateStore)
    }

    /// The stack axis an element is made for, read through here by every element that depends on it
    /// (a spacer), so a ``SharedView`` knows its elements are tied to the axis they were made on.
    func stackAxis(_ axis: Axis?) -> Axis? {
        if axis != nil { evaluation.stackAxisReads &+= 1 }
        return axis
    }

    /// The hyphenator for texts in a locale (see `Hyphenator.init(textIn:)`), looked up once a pass.
    func hyphenator(for locale: LocaleID) -> Hyphenator? {
        pass.hyphenator(for: locale) { services.hyphenator(for: locale) }
    }

    /// The elements of a view's body: the body read with the view's environment current (what
    /// ``Environment`` reads) and, for a view with state, its state slots for its place (what
    /// ``State`` reads); then laid out at the body's place, under the view's type.
    func bodyElements<V: View>(of view: V, _ context: _ElementContext) throws(LayoutError) -> ElementList {
        let identity = context.identity.body(of: V.self)
        let body: V.Body
        if evaluation.hasState(view) {
            evaluation.stateInstalls &+= 1
            var entries: [StateFrame.Entry] = []
            for (index, property) in StateReflection.states(of: view).enumerated() {
                entries.append(property.install(in: evaluation.stateStore, key: StateKey(view: identity, property: index)))
            }
            body = evaluation.body(of: view, in: context.environment, states: StateFrame(entries: entries))
        } else {
            body = evaluation.body(of: view, in: context.environment, states: nil)
        }
        return try elements(for: body, in: context.environment, stackAxis: context.stackAxis, identity: identity)
    }

    /// The elements of any view at a place: a primitive makes its own, a composite's body is laid
    /// out (each through the view's own `_makeElements(_:)`).
    func elements<N: View>(
        for node: N, in environment: EnvironmentValues, stackAxis: Axis? = nil, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try node._makeElements(_ElementContext(builder: self, environment: environment, stackAxis: stackAxis, identity: identity)).list
    }

    /// The elements of children laid out along `axis`, for a container that keeps them.
    func children(_ node: AnyView, in environment: EnvironmentValues, axis: Axis?, identity: ViewIdentity) throws(LayoutError) -> [LayoutElement] {
        try elements(for: node, in: environment, stackAxis: axis, identity: identity).array
    }

    /// Wraps each element of `content` with `wrap` — modifiers on a group apply to each member, as
    /// in SwiftUI.
    func wrapping(
        _ content: AnyView, in environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity,
        _ wrap: (LayoutElement) throws(LayoutError) -> LayoutElement
    ) throws(LayoutError) -> ElementList {
        switch try elements(for: content, in: environment, stackAxis: stackAxis, identity: identity) {
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
    func single(_ node: AnyView, in environment: EnvironmentValues, identity: ViewIdentity) throws(LayoutError) -> LayoutElement {
        switch try elements(for: node, in: environment, identity: identity) {
        case .one(let element): element
        case .none: ZStackElement(alignment: .center, children: [], environment: environment)
        case .many(let elements): ZStackElement(alignment: .center, children: elements, environment: environment)
        }
    }

    /// A single element for a node, or nil when it makes none (an empty group, a nil optional).
    func singleOrNone(_ node: AnyView, in environment: EnvironmentValues, identity: ViewIdentity) throws(LayoutError) -> LayoutElement? {
        switch try elements(for: node, in: environment, identity: identity) {
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
        return resolve(text, in: environment, locale: environment.locale)
    }

    /// The localized string of a text for a locale read from the environment already (a text's
    /// element reads it for its hyphenator too), with what went wrong, if anything.
    func resolve(_ text: LocalizedText, in environment: EnvironmentValues, locale: LocaleID) -> ResolvedText {
        if case .verbatim(let string) = text.content { return ResolvedText(string: string) }
        return services.resolve(text, locale: locale, device: environment.device)
    }

    /// The font of a text style or size at the environment's Dynamic Type size.
    func font(for textFont: TextFont, in environment: EnvironmentValues) throws(LayoutError) -> Font {
        let (pointSize, weight) = Self.pointSizeAndWeight(textFont, environment)
        let source = environment.fontSource
        let font = try pass.font(source, size: pointSize, weight: weight) { () throws(LayoutError) in
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
