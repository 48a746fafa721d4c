/// Works on items with at most `width` tasks at once and hands the results to `consume` in the items'
/// order as soon as each next one is ready: what is kept waiting is only what finished early.
///
/// The one bounded task-group loop of the kit: the check runs its chunks of keys through it, the
/// audit matrix its cells.
///
/// ```swift
/// await OrderedConcurrentMap.run(chunks, width: 2) { chunk in check(chunk) } consume: { report($0) }
/// ```
package enum OrderedConcurrentMap {
    package static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], width: Int, _ transform: @escaping @Sendable (Item) -> Output, consume: (Output) -> Void
    ) async {
        guard !items.isEmpty else { return }
        await withTaskGroup(of: (Int, Output).self) { group in
            var next = 0
            var waiting: [Int: Output] = [:]
            var due = 0
            while next < min(max(1, width), items.count) {
                let index = next
                let item = items[index]
                group.addTask { (index, transform(item)) }
                next += 1
            }
            while let (index, output) = await group.next() {
                waiting[index] = output
                while let ready = waiting.removeValue(forKey: due) {
                    consume(ready)
                    due += 1
                }
                if next < items.count {
                    let index = next
                    let item = items[index]
                    group.addTask { (index, transform(item)) }
                    next += 1
                }
            }
        }
    }
}
