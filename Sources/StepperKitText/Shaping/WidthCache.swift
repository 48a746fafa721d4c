import Synchronization

/// A bounded, thread-safe map from strings to their advance in font units, one per face.
///
/// Advances in font units do not depend on the point size (HarfBuzz shapes unhinted at the em
/// scale), so one entry serves every size of the face; the cache is thus keyed by (face, string) and
/// the size is applied after the lookup. It keeps two generations: lookups read the current one and
/// promote from the previous one; when the current one is full it becomes the previous one and the
/// oldest generation is dropped. That bounds memory at `capacity` entries with O(1) work per call,
/// and keeps strings used in the last two generations, which approximates least-recently-used.
/// Shaping happens outside the lock.
final class WidthCache: Sendable {
    private struct Generations {
        var current: [String: Int] = [:]
        var previous: [String: Int] = [:]
    }

    /// The most entries held at once, across both generations.
    let capacity: Int
    private let generations = Mutex(Generations())

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    /// The cached advance of `text`, or the one `measure` returns, which is then cached.
    func units(of text: String, orMeasure measure: () -> Int) -> Int {
        if let cached = generations.withLock({ lookUp(text, in: &$0) }) { return cached }
        let units = measure()
        generations.withLock { Self.insert(text, units, into: &$0, generationSize: capacity / 2) }
        return units
    }

    /// How many strings the cache holds now.
    var count: Int { generations.withLock { $0.current.count + $0.previous.count } }

    private func lookUp(_ text: String, in generations: inout Generations) -> Int? {
        if let units = generations.current[text] { return units }
        guard let units = generations.previous.removeValue(forKey: text) else { return nil }
        Self.insert(text, units, into: &generations, generationSize: capacity / 2)
        return units
    }

    /// Adds an entry to the current generation, first retiring it when it holds `generationSize`.
    private static func insert(_ text: String, _ units: Int, into generations: inout Generations, generationSize: Int) {
        if generations.current.count >= generationSize {
            generations.previous = generations.current
            generations.current.removeAll(keepingCapacity: true)
        }
        generations.current[text] = units
    }
}
