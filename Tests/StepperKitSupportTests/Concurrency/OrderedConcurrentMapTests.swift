import StepperKitSupport
import Testing

/// Results come back in the items' order, whatever order the tasks finish in.
struct OrderedConcurrentMapTests {
    @Test(arguments: [1, 2, 7])
    func consumesInTheItemsOrder(width: Int) async {
        var consumed: [Int] = []
        await OrderedConcurrentMap.run(Array(0..<20), width: width) { item in
            item * item
        } consume: { consumed.append($0) }
        #expect(consumed == (0..<20).map { $0 * $0 })
    }

    @Test func runsNothingForNoItems() async {
        var consumed: [Int] = []
        await OrderedConcurrentMap.run([Int](), width: 4) { $0 } consume: { consumed.append($0) }
        #expect(consumed.isEmpty)
    }

    /// Runs of several items a task, the last one shorter, still come back in order, each item once.
    @Test(arguments: [(1, 3), (2, 3), (2, 20), (3, 64)])
    func runsOfItemsKeepTheOrder(width: Int, itemsPerTask: Int) async {
        var consumed: [Int] = []
        await OrderedConcurrentMap.run(Array(0..<20), width: width, itemsPerTask: itemsPerTask) { item in
            item * 3
        } consume: { consumed.append($0) }
        #expect(consumed == (0..<20).map { $0 * 3 })
    }

    @Test(arguments: [
        (12, 2, 1),             // a small matrix: a task a cell
        (1_000, 2, 31),         // 1,000 / (2 × 16)
        (475_200, 2, 256),      // make demo's matrix: the longest run
        (5, 0, 1),              // no width counts as one
    ])
    func eachWorkerGetsSixteenRunsAtLeast(count: Int, width: Int, expected: Int) {
        #expect(OrderedConcurrentMap.itemsPerTask(count: count, width: width) == expected)
    }
}
