/// The members of a JSON object in the order the file lists them, with fast lookup by key.
///
/// String Catalogs are sorted the way Finder sorts names, but files edited by hand are not always
/// sorted, and re-saving one must not move anything. So members keep their order, and a key that is
/// new goes where Xcode would put it: before the first key that sorts after it.
///
/// ```swift
/// var languages: OrderedMembers<String, Int> = ["de": 1, "fr": 2]
/// languages["es"] = 3
/// languages.keys         // ["de", "es", "fr"]
/// languages["fr"] = nil
/// languages.keys         // ["de", "es"]
/// ```
public struct OrderedMembers<Key: Hashable & Sendable & LosslessStringConvertible, Value: Hashable & Sendable>: Hashable, Sendable {
    /// One key and its value.
    @usableFromInline
    struct Member: Hashable, Sendable {
        @usableFromInline var key: Key
        @usableFromInline var value: Value

        init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    // Readable from inlinable lookups, so a reader in another module (a report's decoder) gets a
    // lookup specialized for its key type instead of the generic one.
    @usableFromInline private(set) var members: [Member]
    /// Positions by key, kept for objects large enough that a linear search would cost more.
    @usableFromInline private(set) var positions: [Key: Int]?

    /// Objects with more members than this get a hash index.
    static var indexThreshold: Int { 12 }

    /// An empty object.
    public init() {
        members = []
        positions = nil
    }

    /// Members in the given order; a repeated key keeps its first position and its last value.
    public init(_ elements: some Sequence<(Key, Value)>) {
        var collector = MemberCollector<Key, Value>()
        for (key, value) in elements where !collector.append(key, value) {
            collector.replace(key, value)
        }
        self = collector.finish()
    }

    /// Members whose keys are known to be unique, in order.
    init(uniqueMembers: [Member]) {
        members = uniqueMembers
        positions = nil
        rebuildIndex()
    }

    /// Members and their index as the reader built them (the index only above the threshold).
    init(members: [Member], positions: [Key: Int]?) {
        self.members = members
        self.positions = positions
    }

    // MARK: - Lookup

    /// The value for a key, or nil; setting a value for a new key inserts it in Finder order.
    public subscript(key: Key) -> Value? {
        @inlinable get { index(forKey: key).map { members[$0].value } }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// The position of a key, or nil when it is absent.
    @inlinable
    public func index(forKey key: Key) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The keys, in order.
    public var keys: [Key] { members.map { $0.key } }

    /// The values, in the order of their keys.
    public var values: [Value] { members.map { $0.value } }

    // MARK: - Changes

    /// Replaces the value of an existing key in place, or inserts a new key in Finder order;
    /// returns the value that was replaced.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        if let position = index(forKey: key) {
            let old = members[position].value
            members[position].value = value
            return old
        }
        let name = key.description
        let position = members.firstIndex { FinderOrder.areInIncreasingOrder(name, $0.key.description) } ?? members.count
        members.insert(Member(key: key, value: value), at: position)
        rebuildIndex()
        return nil
    }

    /// Removes a key and returns its value, or nil when it was absent.
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        guard let position = index(forKey: key) else { return nil }
        let removed = members.remove(at: position)
        rebuildIndex()
        return removed.value
    }

    /// The same members sorted the way Xcode sorts new files: Finder order of the member names.
    public func sortedInFinderOrder() -> Self {
        Self(uniqueMembers: members.sorted { FinderOrder.areInIncreasingOrder($0.key.description, $1.key.description) })
    }

    /// Puts the members in Finder order, in place.
    mutating func sortInFinderOrder() {
        members.sort { FinderOrder.areInIncreasingOrder($0.key.description, $1.key.description) }
        rebuildIndex()
    }

    /// Changes every value in place, in order; the keys and their positions stay.
    mutating func updateValues(_ update: (inout Value) -> Void) {
        for position in members.indices { update(&members[position].value) }
    }

    /// The same keys, in the same order, with transformed values.
    public func mapValues<T: Hashable & Sendable>(_ transform: (Value) throws -> T) rethrows -> OrderedMembers<Key, T> {
        OrderedMembers<Key, T>(members: try members.map { .init(key: $0.key, value: try transform($0.value)) }, positions: positions)
    }

    /// Whether the members are already in Finder order, as Xcode writes them.
    public var isInFinderOrder: Bool {
        zip(members, members.dropFirst()).allSatisfy {
            !FinderOrder.areInIncreasingOrder($1.key.description, $0.key.description)
        }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            positions = nil
            return
        }
        var index = [Key: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[member.key] = position }
        positions = index
    }

    // MARK: - Hashable (the index is derived from the members)

    /// Equal when the same keys hold the same values in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.members == rhs.members }

    /// Hashes the keys and values in order.
    public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}

// MARK: - Collection

extension OrderedMembers: RandomAccessCollection {
    /// A key and its value.
    public typealias Element = (key: Key, value: Value)

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// One past the last position: the number of members.
    public var endIndex: Int { members.count }

    /// The key and value at a position.
    public subscript(position: Int) -> Element {
        let member = members[position]
        return (member.key, member.value)
    }
}

// MARK: - Literals

extension OrderedMembers: ExpressibleByDictionaryLiteral {
    /// Members in the literal's order; a repeated key keeps its first position and its last value.
    public init(dictionaryLiteral elements: (Key, Value)...) {
        guard !elements.isEmpty else {
            self.init()
            return
        }
        self.init(elements)
    }
}
