#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files ``AtomicWriter`` has open, which a SIGINT or SIGTERM handler can remove.
///
/// A signal handler may only call async-signal-safe functions: no locks, no allocation. So the
/// table is a fixed block of slots allocated once, each a state word (free, claimed, armed) and a
/// path buffer; a writer claims a slot with a compare-and-exchange, copies the path in and arms it,
/// and the handler reads armed slots with atomic loads and calls `unlink(2)` and `_exit(2)` only.
///
/// No library installs the handler: the process's signals belong to its program, so the program's
/// `main` calls ``removeOnInterrupt()`` (the command-line tool does). The handler chains to the
/// disposition it replaces: after removing the temporary files it ignores the signal if it was
/// ignored, calls the earlier handler if there was one, and otherwise exits with status 128 + the
/// signal number (130 for SIGINT, 143 for SIGTERM), as a shell reports a process that an interrupt stopped.
///
/// ```swift
/// TemporaryFiles.removeOnInterrupt()   // in main, before any write
/// ```
package enum TemporaryFiles {
    /// Writes beyond this many at once are still atomic, but their temporary files are not removed on a signal.
    package static let slotCount = 32
    package static let pathCapacity = Int(PATH_MAX) + 1

    private static let free = 0, claimed = 1, armed = 2

    /// The slots' state words and path buffers, allocated once and never freed, so the handler can
    /// read them at any time. `@unchecked Sendable` is sound: the pointers are written once, in the
    /// table's initializer, and the memory they point to is shared only through the atomic state words.
    private struct Table: @unchecked Sendable {
        let states: UnsafeMutablePointer<Atomic<Int>>
        let paths: UnsafeMutablePointer<CChar>
        let previous: UnsafeMutablePointer<sigaction>
    }

    private static let table: Table = {
        let states = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slotCount)
        for index in 0..<slotCount { (states + index).initialize(to: Atomic(free)) }
        let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * pathCapacity)
        paths.initialize(repeating: 0, count: slotCount * pathCapacity)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 2)
        previous.initialize(repeating: sigaction(), count: 2)
        return Table(states: states, paths: paths, previous: previous)
    }()

    /// Installs the handler for SIGINT and SIGTERM; once per process, however often it is called.
    package static func removeOnInterrupt() {
        _ = installation
    }

    private static let installation: Void = {
        let table = TemporaryFiles.table
        install(SIGINT, saving: table.previous)
        install(SIGTERM, saving: table.previous + 1)
    }()

    /// Records `path` so a signal removes it; returns the slot, or nil when every slot is taken or the path is too long.
    package static func arm(_ path: String) -> Int? {
        let table = self.table
        let bytes = Array(path.utf8CString)
        guard bytes.count <= pathCapacity else { return nil }
        for index in 0..<slotCount where table.states[index].compareExchange(expected: free, desired: claimed, ordering: .acquiring).exchanged {
            let buffer = table.paths + index * pathCapacity
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
            table.states[index].store(armed, ordering: .releasing)
            return index
        }
        return nil
    }

    /// Forgets a slot once its file was renamed or removed.
    package static func disarm(_ slot: Int?) {
        guard let slot else { return }
        table.states[slot].store(free, ordering: .releasing)
    }

    private static func install(_ signal: Int32, saving previous: UnsafeMutablePointer<sigaction>) {
        // A signal the process ignores (`nohup` ignores SIGHUP, a shell may ignore SIGINT for a
        // background job) stays ignored, as shells and runtimes leave it: catching it would remove the
        // temporary files of writes still in progress and then let the program run on without them.
        sigaction(signal, nil, previous)
        if isIgnored(previous.pointee) { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, context in
            TemporaryFiles.handle(signal, info, context)
        }
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previous)
    }

    /// The signal handler: async-signal-safe calls only.
    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        let table = self.table
        for index in 0..<slotCount where table.states[index].load(ordering: .acquiring) == armed {
            unlink(table.paths + index * pathCapacity)
        }
        let previous = (signal == SIGINT ? table.previous : table.previous + 1).pointee
        if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.__sigaction_handler.sa_sigaction {
            handler(signal, info, context)
            return
        }
        // Never SIG_IGN: an ignored signal gets no handler (install).
        if let handler = previous.__sigaction_handler.sa_handler, !isDefault(previous) {
            handler(signal)
            return
        }
        _exit(128 + signal)
    }

    /// Whether a disposition is SIG_IGN.
    ///
    /// C function pointers are not Equatable in Swift, so SIG_IGN (the value 1, not a function to
    /// call) is recognized by its bits: a cast between word-sized trivial values, which touches no
    /// memory. Not a speed escape hatch (issue 25 kept it: there is no safe spelling).
    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether a disposition is SIG_DFL (a null handler).
    private static func isDefault(_ action: sigaction) -> Bool {
        action.sa_flags & SA_SIGINFO == 0 && action.__sigaction_handler.sa_handler == nil
    }
}
