import Synchronization
import Dispatch

let table = Mutex<[Int: Int]>([:])
DispatchQueue.concurrentPerform(iterations: 8) { index in
    for step in 0..<1_000 { table.withLock { $0[step % 64, default: 0] += index } }
}
print(table.withLock { $0.values.reduce(0, +) })
