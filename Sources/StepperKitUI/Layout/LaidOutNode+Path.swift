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

        /// The nodes one walk has met, in walk order, each with its component, its parent and its
        /// index among its parent's children: every path of the walk is one of its entries.
        ///
        /// A walk makes one record, with room for every node of the tree it walks, and writes each
        /// node's entry once, before any path to it exists; an entry is never written again or moved,
        /// so a path read on any thread sees its own entry and its ancestors' as they were written.
        /// Sharing one record saves the object a path step per node cost: with children read in
        /// place, −3.2% instructions in the every-phone audit (2026-12-07, BENCHMARKS.md, issue 26).
        ///
        /// `@unchecked Sendable` is safe: an entry is initialized once, by the walk, before the path
        /// to it is made, and never written again; a path reads only its own entry and its
        /// ancestors', written before it, so a path sent to another thread (which orders the send
        /// after those writes) reads memory no one writes any more. `written` is read and written
        /// only by the walk's own thread and by `deinit`, when no path holds the record.
        final class Record: @unchecked Sendable {
            struct Entry {
                let component: Component
                /// The parent's entry; -1 for the root.
                let parent: Int
                /// The node's index among its parent's children; 0 for the root.
                let index: Int
                let depth: Int
            }

            private let capacity: Int
            /// Entries `0..<written` are initialized.
            private let entries: UnsafeMutablePointer<Entry>
            /// How many entries are written, as the walk last said; read only when the record goes.
            private var written = 0

            /// A record with room for `capacity` entries.
            init(capacity: Int) {
                self.capacity = capacity
                entries = .allocate(capacity: Swift.max(capacity, 1))
            }

            deinit {
                entries.deinitialize(count: written)
                entries.deallocate()
            }

            /// The entry at `index`, written before.
            subscript(index: Int) -> Entry {
                _read { yield entries[index] }
            }

            /// Writes the entry at `index`, the next one; its parent's is written already.
            func write(_ entry: Entry, at index: Int) {
                // Never fails, whatever the tree: the walk counts the tree's nodes for the capacity
                // and numbers them 0, 1, 2… in the order it writes them. It guards the raw buffer
                // against a future walk that broke that, with a trap rather than a stray write.
                precondition(index == written && index < capacity, "a walk writes each entry once, in order")
                (entries + index).initialize(to: entry)
                written = index + 1
            }
        }

        let record: Record
        /// The node's entry in ``record``.
        let entry: Int

        init(record: Record, entry: Int) {
            self.record = record
            self.entry = entry
        }

        /// The path of a tree's root, the first entry of `record`.
        init(root: LaidOutNode, record: Record) {
            record.write(Record.Entry(component: Component(kind: root.kind, tag: root.tag), parent: -1, index: 0, depth: 0), at: 0)
            self.init(record: record, entry: 0)
        }

        /// The path of a child at `index` among this node's children, with its number among namesakes,
        /// written at `entry` of the record.
        func child(_ node: LaidOutNode, index: Int, ordinal: Int?, entry: Int) -> Path {
            record.write(
                Record.Entry(
                    component: Component(kind: node.kind, tag: node.tag, ordinal: ordinal),
                    parent: self.entry, index: index, depth: depth + 1
                ),
                at: entry
            )
            return Path(record: record, entry: entry)
        }

        // MARK: - API

        /// The last component: the node's own.
        public var last: Component { record[entry].component }

        /// How many nodes lie above the node: 0 for the root.
        public var depth: Int { record[entry].depth }

        /// The parent's path, or nil for the root.
        public var parent: Path? {
            let parent = record[entry].parent
            return parent < 0 ? nil : Path(record: record, entry: parent)
        }

        /// Every component from the root's to the node's.
        public var components: [Component] {
            var components: [Component] = []
            components.reserveCapacity(depth + 1)
            var current = entry
            while current >= 0 {
                components.append(record[current].component)
                current = record[current].parent
            }
            return components.reversed()
        }

        /// The index among its parent's children of each node after the root: the way down from the root.
        public var childIndices: [Int] {
            var indices: [Int] = []
            indices.reserveCapacity(depth)
            var current = entry
            while record[current].parent >= 0 {
                indices.append(record[current].index)
                current = record[current].parent
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
            let depth = depth
            guard other.depth > depth else { return false }
            var ancestor = other.entry
            while other.record[ancestor].depth > depth { ancestor = other.record[ancestor].parent }
            return Self.sameParts(self, Path(record: other.record, entry: ancestor))
        }

        /// Paths are equal when their components are, from the root on.
        public static func == (lhs: Path, rhs: Path) -> Bool {
            sameParts(lhs, rhs)
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(depth)
            var current = entry
            while current >= 0 {
                hasher.combine(record[current].component)
                current = record[current].parent
            }
        }

        /// The path as findings, transcripts and diagnostics print it: components joined by "/",
        /// such as "VStack/Background[2]/HStack/Button#decrement".
        public var description: String {
            var entries: [Int] = []
            entries.reserveCapacity(depth + 1)
            var length = 0
            var current = entry
            while current >= 0 {
                entries.append(current)
                length += record[current].component.estimatedLength
                current = record[current].parent
            }
            var text = ""
            text.reserveCapacity(length)
            for (offset, entry) in entries.reversed().enumerated() {
                if offset > 0 { text += "/" }
                record[entry].component.write(to: &text)
            }
            return text
        }

        // MARK: - Internal

        /// Whether two paths of the same depth have equal components, compared from the node up:
        /// paths of one walk part where they end, if anywhere.
        private static func sameParts(_ lhs: Path, _ rhs: Path) -> Bool {
            guard lhs.depth == rhs.depth else { return false }
            var (left, right) = (lhs.entry, rhs.entry)
            let sameRecord = lhs.record === rhs.record
            while left >= 0 {
                if sameRecord && left == right { return true }
                if lhs.record[left].component != rhs.record[right].component { return false }
                (left, right) = (lhs.record[left].parent, rhs.record[right].parent)
            }
            return true
        }
    }
}
