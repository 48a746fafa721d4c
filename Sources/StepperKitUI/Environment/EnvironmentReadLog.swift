import Synchronization

/// The keys a layout read from its environment, recorded while an audit matrix lays out a cell.
///
/// A layout depends only on the values it reads, so two cells whose environments differ only in keys
/// the first never read lay out alike: the matrix audits one and reuses its findings for the other.
///
/// A key may also be read through a classification (`EnvironmentValues.value(of:classifiedBy:)`):
/// the reader sees only its value's class, so cells whose values of that key fall in one class lay out
/// alike too (the control-size-aware look draws regular, large and extra large the same way).
final class EnvironmentReadLog: Sendable {
    private let reads = Mutex(EnvironmentReads())
    /// The keys read whole, each once, in the order first read: a layout reads a few dozen keys many
    /// times over, and a look along a short list costs less than hashing into a set each time.
    private let wholeKeys = Mutex<[ObjectIdentifier]>([])

    /// Records a read of a key's value.
    func record(_ key: ObjectIdentifier) {
        wholeKeys.withLock { keys in
            if !keys.contains(key) { keys.append(key) }
        }
    }

    /// Records a read of a key's class only: `classes` numbers each of the key's values (in `allCases`
    /// order) by the first value of its class; several classified reads of a key keep the finer split.
    func record(_ key: ObjectIdentifier, classes: [Int], caseIndex: @escaping @Sendable (EnvironmentValues) -> Int?) {
        reads.withLock { reads in
            if let known = reads.classified[key] {
                reads.classified[key] = EnvironmentReads.Classification(classes: Self.meet(known.classes, classes), caseIndex: known.caseIndex)
            } else {
                reads.classified[key] = EnvironmentReads.Classification(classes: classes, caseIndex: caseIndex)
            }
        }
    }

    /// Every key read so far, whole or by class.
    var read: Set<ObjectIdentifier> {
        let recorded = recorded
        return recorded.keys.union(recorded.classified.keys)
    }

    /// What was read so far: the keys read whole, and the classes of those read only by class.
    var recorded: EnvironmentReads {
        var recorded = reads.withLock { $0 }
        recorded.keys = Set(wholeKeys.withLock { $0 })
        return recorded
    }

    /// The split of values two classifications both make: two values share a class only when they share one in each.
    static func meet(_ first: [Int], _ second: [Int]) -> [Int] {
        guard first != second, first.count == second.count else { return first }
        return first.indices.map { index in
            first.indices.first { first[$0] == first[index] && second[$0] == second[index] } ?? index
        }
    }
}

/// What a layout read from its environment: keys whose values it read, and keys it read only by class.
struct EnvironmentReads: Sendable {
    /// A key read only by class: which values share a class, and how to find an environment's value among them.
    struct Classification: Sendable {
        /// For each value of the key in `allCases` order, the index of the first value of its class.
        let classes: [Int]
        /// The index in `allCases` of the key's value in an environment (read without recording it).
        let caseIndex: @Sendable (EnvironmentValues) -> Int?
    }

    /// The keys whose values were read.
    var keys: Set<ObjectIdentifier> = []
    /// The keys read only by class, by key; a key read whole is in ``keys`` and counts as read whole.
    var classified: [ObjectIdentifier: Classification] = [:]
}
