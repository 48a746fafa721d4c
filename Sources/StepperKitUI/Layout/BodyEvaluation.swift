import Synchronization

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What a view's body reads while the engine evaluates it: the environment at the view's place in
/// the tree. One per layout pass, current on the pass's thread while the pass runs.
///
/// ``Environment`` reads ``current``: the engine makes a pass's evaluation current when the pass
/// starts (one thread-local write), and sets its environment around each body it reads (two stores),
/// so a property wrapper finds its value without reflection and without a task-local lookup. A
/// pass lays out one screen on one thread (measuring a view that fits builds its candidates within
/// the same pass), so the evaluation is only ever read and written by that thread.
final class BodyEvaluation {
    /// The environment of the body being read; the default one between bodies.
    var environment = EnvironmentValues()
    /// The state slots of the view whose body is being read, if it has state.
    var states: StateFrame?
    /// Where views' state lives between layouts.
    let stateStore: StateStore
    /// This pass's number, unique in the process: what a ``SharedView`` keys its elements by.
    let pass: UInt64 = BodyEvaluation.passes.add(1, ordering: .relaxed).newValue
    /// How many views with state this pass has installed slots for so far: a ``SharedView`` whose
    /// building installs any is not shared, as its slots belong to one place.
    var stateInstalls = 0
    /// How many elements this pass has made that read the stack axis they were made in (spacers,
    /// through `ElementBuilder.stackAxis(_:)`): a ``SharedView`` whose building made any is shared
    /// only with places on the same axis.
    var stackAxisReads = 0
    /// The process's pass counter.
    private static let passes = Atomic<UInt64>(0)
    /// The view types this pass has asked about, and whether each has state: a screen's bodies
    /// are of a dozen types, found here without the process-wide table's lock and hashing.
    private var viewTypes: [(type: ObjectIdentifier, hasState: Bool)] = []
    /// Past this many types the pass asks the process-wide table for the rest.
    private static let viewTypeLimit = 32

    init(stateStore: StateStore) {
        self.stateStore = stateStore
    }

    /// Whether a view's type declares state, from the pass's list or else the process-wide table.
    func hasState<V: View>(_ view: V) -> Bool {
        let type = ObjectIdentifier(V.self)
        for known in viewTypes where known.type == type { return known.hasState }
        let found = StateReflection.hasState(view)
        if viewTypes.count < Self.viewTypeLimit {
            if viewTypes.isEmpty { viewTypes.reserveCapacity(16) }
            viewTypes.append((type, found))
        }
        return found
    }

    /// The thread's current evaluation, if a layout pass is running on it.
    static var current: BodyEvaluation? {
        guard let key = ThreadKey.key, let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<BodyEvaluation>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The environment a body being read sees: the current evaluation's, else the default environment.
    static var currentEnvironment: EnvironmentValues {
        current?.environment ?? EnvironmentValues()
    }

    /// Runs `work` with this evaluation current on this thread, then restores the one before (a
    /// layout started inside a body keeps the outer pass's evaluation afterwards).
    ///
    /// The thread-local slot holds the evaluation unretained: `self` outlives the call. Swift has no
    /// safe thread-local; a task-local instead costs +0.4% layout instructions and, worse, hands the
    /// evaluation to any task a body starts, on another thread (measured 2026-12-03, BENCHMARKS.md,
    /// issue 25): the unretained pointer stays for the confinement, not the speed.
    func whileCurrent<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard let key = ThreadKey.key else { return try work() }
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try work()
    }

    /// A view's body, read with the view's environment and state slots current; those between
    /// bodies are restored afterwards, so code outside any body reads the default environment.
    @inline(__always)
    func body<V: View>(of view: V, in environment: EnvironmentValues, states: StateFrame?) -> V.Body {
        let outer = (self.environment, self.states)
        self.environment = environment
        self.states = states
        let body = view.body
        (self.environment, self.states) = outer
        return body
    }

    /// The process's one thread-local key, created the first time it is needed.
    private enum ThreadKey {
        /// Nil only if the system has no key left to give, when ``Environment`` reads defaults.
        static let key: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()
    }
}
