/// One of N deterministic slices of a check, so CI jobs can split the matrix and merge the results.
///
/// Keys are dealt round-robin in file order: shard 1/3 checks keys 0, 3, 6…, so every key (and each
/// of its locales) lands in exactly one shard and the slices stay the same size.
///
/// ```swift
/// let shard = try Shard("2/3")
/// shard.contains(keyIndex: 4)   // true
/// Shard.whole.contains(keyIndex: 4)   // true
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The slice, from 1.
    public let index: Int
    /// The number of slices.
    public let count: Int

    /// The whole matrix: shard 1 of 1.
    public static let whole = Shard(validIndex: 1, count: 1)

    private init(validIndex: Int, count: Int) {
        self.index = validIndex
        self.count = count
    }

    /// Shard index (from 1) of count; an index outside 1…count is an error.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1, (1...count).contains(index) else { throw ShardError(text: "\(index)/\(count)") }
        self.init(validIndex: index, count: count)
    }

    /// Reads "I/N", as --shard spells it.
    public init(_ text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw ShardError(text: text) }
        try self.init(index: index, count: count)
    }

    /// Whether the key at keyIndex (in file order, from 0) is in this shard.
    public func contains(keyIndex: Int) -> Bool {
        keyIndex % count == index - 1
    }

    /// "I/N".
    public var description: String { "\(index)/\(count)" }
}

/// A shard that is not "I/N" with 1 ≤ I ≤ N.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public let text: String

    /// The error for text that is not a shard.
    public init(text: String) {
        self.text = text
    }

    /// "shard "0/3" is not I/N with 1 ≤ I ≤ N".
    public var description: String { "shard \"\(text)\" is not I/N with 1 ≤ I ≤ N, such as 2/4" }
}
