import Foundation
import StepperKitLocalization
import StepperKitSupport

/// Gathers a laid-out tree's accessibility elements as the walk goes, in reading order; the
/// ``AccessibilityTranscript`` and the audit read them.
///
/// Hidden subtrees and subtrees at zero opacity are skipped. A node that is one element (a button,
/// or accessibility properties that say something) gathers its own drawing and its subtree's
/// elements as parts, combined into it as the walk leaves it; a `.contain` container with
/// adjustable actions gathers its subtree's elements and puts its adjustable element among them: in
/// place of the text that shows its value, else first.
struct AccessibilityWalker: LaidOutNodeVisitor {
    /// An element as gathered, with its node's typed path and walk order; the path is printed into
    /// the element only for the transcript's elements, not for the parts combined into them.
    struct Gathered {
        var element: AccessibleElement
        var path: LaidOutNode.Path
        var order: Int
        /// The locale a text element's string was resolved for, which reads the number it shows; nil for others.
        var locale: LocaleID? = nil
    }

    /// A node being walked that gathers the elements of its subtree, and what it makes of them.
    private struct Gathering {
        enum Purpose {
            /// One element, its parts combined into it.
            case element
            /// The parts, with the container's adjustable element among them.
            case containedValue(AccessibilityInfo)
        }

        let order: Int
        let purpose: Purpose
        var parts: [Gathered]

        init(order: Int, purpose: Purpose) {
            self.order = order
            self.purpose = purpose
            // Room for a control's usual parts (a label, an icon, a value) without growing twice.
            parts = []
            parts.reserveCapacity(4)
        }
    }

    /// The transcript's elements, in reading order, each at its node's typed path (printed when asked).
    private(set) var elements: [AccessibleElement] = []
    /// The walk order of the node each of ``elements`` stands for.
    private(set) var elementOrders: [Int] = []
    /// The nodes gathering elements, innermost last.
    private var gathering: [Gathering] = []

    /// A walker with room for a screen's elements, rather than growing its lists a doubling at a time.
    init() {
        elements.reserveCapacity(16)
        elementOrders.reserveCapacity(16)
        gathering.reserveCapacity(4)
    }

    // MARK: - Walking

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        // The node's properties are read in place: a copy of them retains and releases each string.
        let extras = node.extras
        if extras?.isAccessibilityHidden == true || node.opacity <= 0 { return .skipChildren }
        if extras?.accessibility?.children == .contain {
            // A container of separate elements: its children's go where its own would.
            if let info = extras?.accessibility, info.adjustableActions != nil {
                gathering.append(Gathering(order: context.order, purpose: .containedValue(info)))
            }
            return .visitChildren
        }
        if extras?.isAccessibilityElement == true {
            var element = Gathering(order: context.order, purpose: .element)
            // `.ignore`: one element, its children hidden.
            guard extras?.accessibility?.children != .ignore else {
                gathering.append(element)
                return .skipChildren
            }
            // The node's own drawing is part of it, as its children are.
            if let own = Self.contentElement(of: node, context: context) { element.parts.append(own) }
            gathering.append(element)
            return .visitChildren
        }
        if let leaf = Self.contentElement(of: node, context: context) { append(leaf) }
        return .visitChildren
    }

    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
        // Taken off, not copied: the parts' elements then move into what is made of them.
        guard gathering.last?.order == context.order, let last = gathering.popLast() else { return }
        switch last.purpose {
        case .element:
            append(Self.element(for: node, parts: last.parts, context: context))
        case .containedValue(let info):
            for element in Self.containedValue(of: node, info: info, inner: last.parts, context: context) { append(element) }
        }
    }

    /// Adds an element where the walk is: to the innermost node gathering them, else to the transcript.
    private mutating func append(_ found: consuming Gathered) {
        if gathering.isEmpty {
            // Placed as it is kept, rather than copied into a list of placed ones at the end.
            elementOrders.append(found.order)
            elements.append(AccessibleElement(found.element, at: found.path))
        } else {
            gathering[gathering.count - 1].parts.append(found)
        }
    }

    // MARK: - Internal

    /// The elements of a container that stands for an adjustable value (`children: .contain` with
    /// adjustable actions, as a component sets around its style): the children's elements, with the
    /// container's adjustable element among them unless one of them already is adjustable. It takes
    /// the place of the static text that shows the container's value, wherever the style drew it, so
    /// the value is read once; when no text shows it, it comes first, with the container's frame, as
    /// VoiceOver meets a stepper before its buttons.
    private static func containedValue(
        of node: LaidOutNode, info: AccessibilityInfo, inner: [Gathered], context: LaidOutNode.WalkContext
    ) -> [Gathered] {
        var inner = inner
        guard let adjustable = info.adjustableActions, !inner.contains(where: { $0.element.role == .adjustable }) else { return inner }
        func element(frame: Rect, path: LaidOutNode.Path, order: Int) -> Gathered {
            let element = AccessibleElement(
                role: .adjustable, name: info.label ?? "", nameSource: info.label.map { $0.isEmpty ? .none : .label } ?? .none,
                value: info.value, hint: info.hint, traits: info.traits.union(.adjustable),
                actions: [.increment(adjustable.increment), .decrement(adjustable.decrement)], frame: frame, path: ""
            )
            return Gathered(element: element, path: path, order: order)
        }
        if let value = info.value, let index = inner.firstIndex(where: { shows(value, $0) }) {
            inner[index] = element(frame: inner[index].element.frame, path: inner[index].path, order: inner[index].order)
        } else {
            inner.insert(element(frame: node.frame, path: context.path, order: context.order), at: 0)
        }
        return inner
    }

    /// Whether a gathered element is static text showing a value: the same string, or the same number in any digits.
    ///
    /// A style may draw "3" where the kit formats "٣" for Arabic, or "1234" where it formats "1,234".
    private static func shows(_ value: String, _ gathered: Gathered) -> Bool {
        let element = gathered.element
        guard element.role == .text, element.nameSource == .content else { return false }
        if element.name == value { return true }
        // Both read in the text's locale, whose separators say which mark groups and which is decimal;
        // ICU reads the decimal digits of every script.
        guard let locale = gathered.locale, element.name.contains(where: \.isNumber),
              let parser = try? NumberParser(locale: locale),
              let shown = try? parser.decimal(from: element.name) else { return false }
        return (try? parser.decimal(from: value)) == shown
    }

    /// The element a node makes. Its own content and (unless `.ignore`) its children's elements are
    /// combined into it: their names fill in a missing label, their values a missing value, their
    /// interactive traits and actions add up.
    private static func element(for node: LaidOutNode, parts gathered: [Gathered], context: LaidOutNode.WalkContext) -> Gathered {
        // The node's properties read in place: a copy of them retains and releases each string.
        let extras = node.extras
        var named: [String] = []
        var icons: [String] = []
        var values: [String] = []
        var traits = extras?.accessibility?.traits ?? []
        if extras?.button != nil { traits.insert(.button) }
        var actions: [AccessibilityAction] = []
        if let action = extras?.button?.action { actions.append(.activate(action)) }
        if let adjustable = extras?.accessibility?.adjustableActions {
            actions += [.increment(adjustable.increment), .decrement(adjustable.decrement)]
        }
        var hasPartButton = false
        var hasEnabledPartButton = false
        // The parts' fields read in place, by index: a copy of an element retains and releases each of its strings.
        for index in gathered.indices {
            let name = gathered[index].element.name
            switch gathered[index].element.nameSource {
            case .label, .content: if !name.isEmpty { named.append(name) }
            case .icon: if !name.isEmpty { icons.append(name) }
            case .none: break
            }
            if let value = gathered[index].element.value, !value.isEmpty { values.append(value) }
            let partTraits = gathered[index].element.traits
            traits.formUnion(partTraits.subtracting([.staticText, .image]))
            for action in gathered[index].element.actions where !actions.contains(action) { actions.append(action) }
            if partTraits.contains(.button) {
                hasPartButton = true
                if gathered[index].element.isEnabled { hasEnabledPartButton = true }
            }
        }
        // An explicit label wins; else the names of the text inside, joined with ", "; else the icons'
        // names; else nothing.
        let (name, source): (String, AccessibleNameSource) =
            if let label = extras?.accessibility?.label { (label, label.isEmpty ? .none : .label) }
            else if !named.isEmpty { (named.joined(separator: ", "), .content) }
            else if !icons.isEmpty { (icons.joined(separator: ", "), .icon) }
            else { ("", .none) }
        let value = extras?.accessibility?.value ?? (values.isEmpty ? nil : values.joined(separator: ", "))
        let isEnabled = extras?.button?.isEnabled ?? (!hasPartButton || hasEnabledPartButton)
        let element = AccessibleElement(
            role: role(for: traits, hasAdjustableActions: actions.contains { !$0.isActivation }),
            name: name, nameSource: source, value: value, hint: extras?.accessibility?.hint, traits: traits, actions: actions,
            isEnabled: isEnabled, frame: node.frame, hitArea: extras?.button?.hitArea, path: ""
        )
        return Gathered(element: element, path: context.path, order: context.order)
    }

    /// The element a node's own drawing makes when it stands alone: static text for a non-empty text,
    /// an image named by its icon for an icon, nothing for shapes.
    private static func contentElement(of node: LaidOutNode, context: LaidOutNode.WalkContext) -> Gathered? {
        let element: AccessibleElement
        switch node.content {
        case .text(let text):
            let name = spokenText(text)
            guard !name.isEmpty else { return nil }
            element = AccessibleElement(role: .text, name: name, nameSource: .content, traits: .staticText, frame: node.frame, path: "")
            return Gathered(element: element, path: context.path, order: context.order, locale: text.locale)
        case .icon(let icon):
            element = AccessibleElement(role: .image, name: icon.name.rawValue, nameSource: .icon, traits: .image, frame: node.frame, path: "")
        case .none, .shape:
            return nil
        }
        return Gathered(element: element, path: context.path, order: context.order)
    }

    private static func role(for traits: AccessibilityTraits, hasAdjustableActions: Bool) -> AccessibilityRole {
        if traits.contains(.adjustable) || hasAdjustableActions { return .adjustable }
        if traits.contains(.button) { return .button }
        if traits.contains(.textField) { return .textField }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        return .text
    }

    /// What VoiceOver reads for a text: the whole string, even where the drawing is truncated (the
    /// audit reports truncation), with line breaks read as spaces.
    private static func spokenText(_ text: LaidOutText) -> String {
        let full = text.fullText
        // Most texts are one line: nothing to join.
        let breaksLine = full.unicodeScalars.contains {
            (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029
        }
        guard breaksLine else { return full.trimmingWhitespace(newlines: false) }
        return full.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhitespace(newlines: false)
    }
}

