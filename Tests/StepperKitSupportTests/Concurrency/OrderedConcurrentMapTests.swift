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
}
