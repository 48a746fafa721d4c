import Synchronization

/// A view made into layout elements once a pass, however many places of the pass use it: the parts
/// the candidates of a ``ViewThatFits`` have in common.
///
/// A view that fits builds and measures its candidates one after another; a row and the column it
/// falls back to usually hold the same label and control, and each candidate would otherwise make
/// them again and measure them again from nothing. A shared view's value carries one box: the first
/// place that lays it out in a pass makes its elements, and every later place in the same pass, in
/// the same environment, holds those same elements (through a handle, ``SharedElement``, where its
/// own modifiers decorate them or set a priority), so their bodies are read,
/// their texts resolved and their sizes measured once.
///
/// Sharing is only a saving, never a change of result. Elements are functions of their proposal,
/// and a place's own modifiers (priority, tags, accessibility) go on its wrapper, not on the shared
/// elements. What would tie the elements to the first place is not shared: a subtree whose views
/// have ``State`` (their slots are kept by place) or whose made elements read the stack axis they
/// were made in while another place asks for another (a ``Spacer``) is made again at each place.
/// (A view that fits inside the shared part builds its own candidates later, as it is measured; state
/// in those is kept at the first place's identity, the same one in every pass, so a control there
/// still reads and writes one value.) The box holds one pass's elements until the next pass that
/// lays the value out replaces them: a value kept between layouts keeps at most one pass's worth.
///
/// ```swift
/// let title = SharedView(Text("Copies"))
/// ViewThatFits(in: .horizontal) {
///     HStack { title; Spacer(); Icon(.plus) }
///     VStack { title; Icon(.plus) }
/// }
/// ```
package struct SharedView: View {
    /// The content and the elements made of it in the latest pass.
    let box: Box

    /// Shares a view's elements between the places of one pass that lay it out.
    package init(_ content: consuming some View) {
        box = Box(content: AnyView(content))
    }

    package typealias Body = Never

    /// The content and what one pass made of it; one per shared value, however often it is copied.
    final class Box: Sendable {
        let content: AnyView
        /// The elements made by the latest pass that made any, for the places in that pass: usually
        /// one environment's, kept without an array (a screen shares a handful of parts a pass).
        let made = Mutex<(first: Made?, more: [Made])>((nil, []))

        init(content: AnyView) {
            self.content = content
        }
    }

    /// Elements one pass made of the content in one environment.
    ///
    /// `@unchecked Sendable` is safe: the elements (not Sendable) are handed out only to the pass
    /// named in the entry (a pass runs on one thread, and `pass` numbers are unique in the process);
    /// another pass reads only the entry's `pass`, environment and axis, all Sendable, and at most
    /// replaces the whole list under the lock, which only releases the elements — the pass that made
    /// them holds its own references for as long as it uses them.
    struct Made: @unchecked Sendable {
        /// The pass that made them (``BodyEvaluation/pass``).
        let pass: UInt64
        let environment: EnvironmentValues
        /// The stack axis they were made for, when one of them read it; nil when none did.
        let stackAxis: Axis??
        let elements: ElementList
    }
}

/// A place's handle on elements a ``SharedView`` made once: measures and places them as they are,
/// and carries this place's own priority and decorations, so one place's modifiers never reach
/// another's. Made only for a place that sets either (`LayoutElement.decorated(_:)`,
/// `prioritized(_:)`): every other place holds the shared element itself, which measures and places
/// alike, without an element and a call more for each size asked.
final class SharedElement: WrapperElement {
    override var kind: LaidOutNode.Kind { child.kind }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        child.place(in: frame)
    }
}

extension SharedView: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let evaluation = builder.evaluation
        let pass = evaluation.pass
        func matches(_ entry: Made) -> Bool {
            entry.pass == pass && entry.environment.isIdentical(to: environment) && entry.stackAxis.map { $0 == stackAxis } ?? true
        }
        let kept = box.made.withLock { made -> ElementList? in
            if let first = made.first, matches(first) { return first.elements }
            return made.more.first(where: matches)?.elements
        }
        if let kept { return kept }
        let (states, axisReads) = (evaluation.stateInstalls, evaluation.stackAxisReads)
        let elements = try builder.elements(for: box.content, in: environment, stackAxis: stackAxis, identity: identity)
        if evaluation.stateInstalls == states {
            let entry = Made(
                pass: pass, environment: environment,
                stackAxis: evaluation.stackAxisReads == axisReads ? nil : .some(stackAxis), elements: elements
            )
            // Marked before any place's modifiers reach them, the first place's included.
            switch elements {
            case .none: break
            case .one(let element): element.isShared = true
            case .many(let elements): for element in elements { element.isShared = true }
            }
            box.made.withLock { made in
                // Another pass's elements are of no use to this one: replaced, not kept beside. The
                // pass compared where it lies and the entry stored in place: mapping over the first
                // entry and storing a new pair copied entries (a shared view is usually laid out once
                // a pass, so this store is on every one's way). Layout-profile outside malloc 632.47 →
                // 632.21 M instructions (−0.04%).
                if made.first?.pass == pass {
                    made.more.append(entry)
                } else {
                    made.first = entry
                    if !made.more.isEmpty { made.more = [] }
                }
            }
        }
        return elements
    }
}
