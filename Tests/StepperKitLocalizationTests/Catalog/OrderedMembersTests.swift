import Testing
import StepperKitLocalization

/// Keys keep their order; new keys go where Finder would sort them.
struct OrderedMembersTests {
    @Test(arguments: [
        (["item9"], "item10", ["item9", "item10"]),                    // numeric, not "1" < "9"
        (["zh-Hans", "zh-HK"], "zh-Hant", ["zh-Hans", "zh-Hant", "zh-HK"]),
        (["Add", "Cart"], "add", ["add", "Add", "Cart"]),              // ties: lowercase first
        (["About", "Zebra"], "%lld items", ["%lld items", "About", "Zebra"]), // symbols before letters
        (["1 item", "Apple"], "_private", ["_private", "1 item", "Apple"]), // punctuation before digits
        (["Find All", "Find Next"], "Find & Replace", ["Find & Replace", "Find All", "Find Next"]),
        (["Añadir", "Azul"], "Ayer", ["Añadir", "Ayer", "Azul"]),       // accents are secondary
    ])
    func insertsNewKeysInFinderOrder(existing: [String], new: String, expected: [String]) {
        var members = OrderedMembers(existing.map { ($0, 0) })
        members[new] = 1
        #expect(members.keys == expected)
    }

    @Test func replacingAValueKeepsItsPlace() {
        var members: OrderedMembers<String, Int> = ["b": 1, "a": 2]
        members["b"] = 3
        #expect(members.keys == ["b", "a"])
        #expect(members["b"] == 3)
    }

    @Test func findsKeysInLargeObjectsThroughTheIndex() {
        let members = OrderedMembers((0..<500).map { ("key\($0)", $0) })
        #expect(members["key377"] == 377)
        #expect(members.index(forKey: "key499") == 499)
        #expect(members["missing"] == nil)
    }

    @Test func removingAKeyKeepsTheOthersInOrder() {
        var members = OrderedMembers((0..<20).map { ("k\($0)", $0) })
        members["k3"] = nil
        #expect(members.count == 19)
        #expect(members.keys.prefix(4) == ["k0", "k1", "k2", "k4"])
        #expect(members["k19"] == 19)
    }
}
