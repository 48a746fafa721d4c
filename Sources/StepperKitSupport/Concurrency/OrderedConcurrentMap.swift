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
    /// Transforms `items` with at most `width` tasks at once, each task taking `itemsPerTask` consecutive
    /// items (the last fewer), and consumes the outputs in the items' order.
    ///
    /// A task per item costs its creation, its scheduling and a wake-up of the caller for each item: for
    /// cheap items (an audit cell that finds its layout shared) that is most of the work, so such callers
    /// give each task a run of items. See ``itemsPerTask(count:width:)``.
    package static func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], width: Int, itemsPerTask: Int = 1,
        _ transform: @escaping @Sendable (Item) -> Output, consume: (Output) -> Void
    ) async {
        guard !items.isEmpty else { return }
        let length = max(1, itemsPerTask)
        let runs = stride(from: 0, to: items.count, by: length).map { $0..<min($0 + length, items.count) }
        await withTaskGroup(of: (Int, [Output]).self) { group in
            var next = 0
            var waiting: [Int: [Output]] = [:]
            var due = 0
            func addNext() {
                let index = next
                let run = items[runs[index]]
                group.addTask { (index, run.map(transform)) }
                next += 1
            }
            while next < min(max(1, width), runs.count) { addNext() }
            while let (index, outputs) = await group.next() {
                waiting[index] = outputs
                while let ready = waiting.removeValue(forKey: due) {
                    for output in ready { consume(output) }
                    due += 1
                }
                if next < runs.count { addNext() }
            }
        }
    }

    /// How many consecutive items a task takes so that each of `width` workers still gets at least 16 runs
    /// (the last runs balance the load) and no run is longer than 256 items: 1 for a few items.
    package static func itemsPerTask(count: Int, width: Int) -> Int {
        max(1, min(256, count / (max(1, width) * 16)))
    }
}
