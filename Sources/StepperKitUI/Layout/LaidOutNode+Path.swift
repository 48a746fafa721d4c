extension LaidOutNode {
    /// Where a node is in a laid-out tree: the kind, tag and namesake number of each node from the root to it.
    ///
    /// A walk hands each node its path, made once from its parent's. Paths compare by those parts,
    /// so the same place in two layouts of a screen has equal paths; one is an ancestor of another
    /// by its parts too, never by comparing text. Findings, transcripts and diagnostics print it,
    /// with an index where siblings would otherwise read the same:
    ///
    /// ```swift
    /// var paths: [LaidOutNode.Path] = []
    /// screen.root.walk { _, context in paths.append(context.path) }
    /// paths[3].description                 // "VStack/Background[2]/HStack/Button#decrement"
    /// paths[0].isAncestor(of: paths[3])    // true
    /// screen.root.descendant(at: paths[3])?.kind   // .button
    /// ```
    public struct Path: Hashable, Sendable, CustomStringConvertible {
        /// One node's part of a path: its kind, its innermost tag, and its number among siblings that share both.
        ///
        /// ```swift
        /// screen.root.walk { _, context in
        ///     print(context.path.last.description)   // "Button#decrement", or "Text[2]" for the second of three untagged texts
        /// }
        /// ```
        public struct Component: Hashable, Sendable, CustomStringConvertible {
            /// What made the node.
            public let kind: Kind
            /// The node's innermost tag, if it has one.
            public let tag: String?
            /// The node's 1-based number among its siblings of the same kind and tag; nil when it has no such sibling.
            public let ordinal: Int?

            /// A component of a kind, a tag and a number among namesakes.
            public init(kind: Kind, tag: String? = nil, ordinal: Int? = nil) {
                self.kind = kind
                self.tag = tag
                self.ordinal = ordinal
            }

            /// The component as paths print it: "Button#decrement", "Text[2]".
            public var description: String {
                var text = ""
                write(to: &text)
                return text
            }

            /// Appends the printed component to `text`.
            func write(to text: inout String) {
                text += kind.name
                if let tag {
                    text += "#"
                    text += tag
                }
                if let ordinal {
                    text += "["
                    text += String(ordinal)
                    text += "]"
                }
            }

            /// How many bytes the printed component takes, about: room to reserve.
            var estimatedLength: Int { kind.name.utf8.count + (tag?.utf8.count ?? 0) + (ordinal == nil ? 0 : 4) + 1 }
        }

        /// One node of the path's chain: its component, the index among its parent's children that
        /// leads to it, and its parent's step. Immutable, and shared by every path below it, so a
        /// walk makes one per node.
        final class Step: Sendable {
            let parent: Step?
            let component: Component
            /// The node's index among its parent's children; 0 for the root.
            let index: Int
            let depth: Int

            init(parent: Step?, component: Component, index: Int) {
                self.parent = parent
                self.component = component
                self.index = index
                self.depth = parent.map { $0.depth + 1 } ?? 0
            }
        }

        let step: Step

        init(step: Step) {
            self.step = step
        }

        /// The path of a tree's root.
        init(root: LaidOutNode) {
            step = Step(parent: nil, component: Component(kind: root.kind, tag: root.tag), index: 0)
        }

        /// The path of a child at `index` among this node's children, with its number among namesakes.
        func child(_ node: LaidOutNode, index: Int, ordinal: Int?) -> Path {
            Path(step: Step(parent: step, component: Component(kind: node.kind, tag: node.tag, ordinal: ordinal), index: index))
        }

        // MARK: - API

        /// The last component: the node's own.
        public var last: Component { step.component }

        /// How many nodes lie above the node: 0 for the root.
        public var depth: Int { step.depth }

        /// The parent's path, or nil for the root.
        public var parent: Path? { step.parent.map(Path.init(step:)) }

        /// Every component from the root's to the node's.
        public var components: [Component] {
            var components: [Component] = []
            components.reserveCapacity(depth + 1)
            var current: Step? = step
            while let step = current {
                components.append(step.component)
                current = step.parent
            }
            return components.reversed()
        }

        /// The index among its parent's children of each node after the root: the way down from the root.
        public var childIndices: [Int] {
            var indices: [Int] = []
            indices.reserveCapacity(depth)
            var current = step
            while let parent = current.parent {
                indices.append(current.index)
                current = parent
            }
            return indices.reversed()
        }

        /// Whether this path leads to an ancestor of the node at another path.
    ///
    /// It does when it is a strict beginning of `other`.
        ///
        /// ```swift
        /// var paths: [LaidOutNode.Path] = []
        /// screen.root.walk { _, context in paths.append(context.path) }
        /// paths[0].isAncestor(of: paths[1])   // true: the walk meets a node before its children
        /// ```
        public func isAncestor(of other: Path) -> Bool {
            guard other.depth > depth else { return false }
            var ancestor = other.step
            while ancestor.depth > depth, let parent = ancestor.parent { ancestor = parent }
            return Self.sameParts(step, ancestor)
        }

        /// Paths are equal when their components are, from the root on.
        public static func == (lhs: Path, rhs: Path) -> Bool {
            sameParts(lhs.step, rhs.step)
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(depth)
            var current: Step? = step
            while let step = current {
                hasher.combine(step.component)
                current = step.parent
            }
        }

        /// The path as findings, transcripts and diagnostics print it: components joined by "/",
        /// such as "VStack/Background[2]/HStack/Button#decrement".
        public var description: String {
            var steps: [Step] = []
            steps.reserveCapacity(depth + 1)
            var length = 0
            var current: Step? = step
            while let step = current {
                steps.append(step)
                length += step.component.estimatedLength
                current = step.parent
            }
            var text = ""
            text.reserveCapacity(length)
            for (offset, step) in steps.reversed().enumerated() {
                if offset > 0 { text += "/" }
                step.component.write(to: &text)
            }
            return text
        }

        // MARK: - Internal

        /// Whether two chains of the same length have equal components, compared from the node up:
        /// paths in one tree part where they end, if anywhere.
        private static func sameParts(_ lhs: Step, _ rhs: Step) -> Bool {
            guard lhs.depth == rhs.depth else { return false }
            var (left, right): (Step?, Step?) = (lhs, rhs)
            while let l = left, let r = right {
                if l === r { return true }
                if l.component != r.component { return false }
                (left, right) = (l.parent, r.parent)
            }
            return true
        }
    }
}
