/// The order in which a file listed an object's members, kept only when it differs from Xcode's.
///
/// Xcode writes the fixed members of every object (`state`, `value`, …) in Finder order, so in the
/// common case nothing is stored. A file edited by hand, or one with members the model does not
/// know, keeps its order here so that writing it back changes no byte. Two models that differ only
/// in member order are equal.
struct MemberOrder: Hashable, Sendable {
    /// Member names as the file listed them; nil means Xcode's order.
    var names: [String]?

    static let canonical = MemberOrder(names: nil)

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// The order to write `present` members in: the recorded order with absent names dropped and new
    /// ones inserted before the first name that sorts after them; without a record, Finder order.
    func layout(_ present: [String]) -> [String] {
        guard let names else {
            return present.sorted(by: FinderOrder.areInIncreasingOrder)
        }
        let presentSet = Set(present)
        var result = names.filter { presentSet.contains($0) }
        let recorded = Set(result)
        for name in present where !recorded.contains(name) {
            let position = result.firstIndex { FinderOrder.areInIncreasingOrder(name, $0) } ?? result.count
            result.insert(name, at: position)
        }
        return result
    }
}
