public import StepperKitLocalization
public import StepperKitText

/// Everything a subtree's layout depends on besides its nodes, stored by environment key.
///
/// The engine's own values (locale, Dynamic Type size, control size, font, tint, Reduce Motion,
/// layout direction…) are properties backed by keys; components add theirs the same way (the kit's
/// stepper style is one). Set values for a subtree with modifiers, as in SwiftUI:
///
/// ```swift
/// Text("Quantity")
///     .controlSize(.mini)
///     .environment(\.reduceMotion, true)
///     .locale(try LocaleID("es_ES"))
/// ```
public struct EnvironmentValues: Sendable {
    /// The values written so far, newest first; a key not in the list has its default value.
    ///
    /// A persistent list, as SwiftUI's property list: a write prepends one node and shares the rest
    /// with the environment it was written in, so a modifier never copies its ancestors' values.
    private var values: StoredValue?
    /// Where reads are recorded, while an audit matrix lays out a cell; shared by every copy.
    var readLog: EnvironmentReadLog?

    /// Whether two environments are the same one: the same written values, shared rather than
    /// compared, and the same read log. Two environments that are equal value by value but were
    /// written apart are not identical; this is a cheap test for reusing work, never a comparison.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        values === other.values && readLog === other.readLog
    }

    /// A written value's key and the values written before it; every node is a ``TypedValue``.
    ///
    /// `@unchecked Sendable` is safe: the compiler checks Sendable only for final classes, and this one
    /// is subclassed (by ``TypedValue``). Its stored properties are all `let`s of Sendable types
    /// (`ObjectIdentifier`, `Int`, ``ResolvedDirection``, `StoredValue?`, itself immutable, and an
    /// `Unmanaged` copy of that same reference, which the strong one keeps valid), set in
    /// `init` and never changed, so a node is immutable once made and may be read from any thread.
    private class StoredValue: @unchecked Sendable {
        let id: ObjectIdentifier
        let next: StoredValue?
        /// `next` without ownership, for reads that walk the list (`next` keeps it alive).
        let unretainedNext: Unmanaged<StoredValue>?
        /// The layout direction with this value and every older one applied: read by every layout
        /// element, so resolved once per write rather than by walking the list on each read.
        let layoutDirection: ResolvedDirection
        /// How many nodes the list has from this one on.
        let length: Int

        init(id: ObjectIdentifier, next: StoredValue?, layoutDirection: ResolvedDirection) {
            self.id = id
            self.next = next
            self.unretainedNext = next.map(Unmanaged.passUnretained)
            self.layoutDirection = layoutDirection
            self.length = (next?.length ?? 0) + 1
        }

        /// The key's name in dumps.
        var name: String { "" }
        /// The value as dumps show it.
        func describe() -> String { "" }
        /// The same key and value in front of another list (every node is a ``TypedValue``, which
        /// overrides this).
        func relinked(next: StoredValue?, layoutDirection: ResolvedDirection) -> StoredValue { self }
    }

    /// A value stored with its type, so reading it is a class cast, not an existential's dynamic
    /// cast, and writing it boxes nothing.
    ///
    /// `@unchecked Sendable` is safe: it adds one `let` of `Key.Value`, which `EnvironmentKey` requires
    /// to be Sendable, to an immutable ``StoredValue``; nothing in it changes after `init`. (It cannot be
    /// checked: a subclass of an unchecked class inherits the unchecked conformance.)
    private final class TypedValue<Key: EnvironmentKey>: StoredValue, @unchecked Sendable {
        let value: Key.Value

        init(_ value: Key.Value, next: StoredValue?, layoutDirection: ResolvedDirection) {
            self.value = value
            super.init(id: ObjectIdentifier(Key.self), next: next, layoutDirection: layoutDirection)
        }

        override var name: String { Key.name }
        override func describe() -> String { Key.describe(value) }
        override func relinked(next: StoredValue?, layoutDirection: ResolvedDirection) -> StoredValue {
            TypedValue(value, next: next, layoutDirection: layoutDirection)
        }
    }

    /// The longest list kept: an environment written over and over (a loop setting one key) is
    /// compacted to each key's newest value past this, so reads and memory stay bounded by the
    /// number of keys, not of writes.
    private static let compactionLength = 256

    /// The list with only each key's newest value, in the same order, its head's direction kept.
    private static func compacted(_ head: StoredValue) -> StoredValue {
        var seen: Set<ObjectIdentifier> = []
        var newest: [StoredValue] = []
        var node: StoredValue? = head
        while let current = node {
            if seen.insert(current.id).inserted { newest.append(current) }
            node = current.next
        }
        // Only the head's direction is ever read (writes resolve from the head), so every node keeps it.
        var rebuilt: StoredValue?
        for stored in newest.reversed() {
            rebuilt = stored.relinked(next: rebuilt, layoutDirection: head.layoutDirection)
        }
        return rebuilt ?? head
    }

    /// The layout direction of an environment, and whether it was set rather than derived from the locale.
    private struct ResolvedDirection: Sendable {
        let direction: LayoutDirection
        let isExplicit: Bool

        /// The direction of an environment with nothing written: the default locale's.
        static let initial = ResolvedDirection(direction: LayoutDirection(locale: LocaleKey.defaultValue), isExplicit: false)
    }

    /// The default environment for a locale.
    public init(locale: LocaleID = .defaultFormatting) {
        if locale != .defaultFormatting { self.locale = locale }
    }

    /// The newest stored value for a key, if any was written.
    ///
    /// The walk follows `unretainedNext` and borrows each node: the list is immutable and `values`
    /// keeps every node of it alive while `self` is, so a step needs no retain and release (the
    /// compiler kept a pair per step even for an `unowned(unsafe)` walk; a screen reads two hundred
    /// values from lists a dozen long). Without it (a walk along `next`): +9.0% layout instructions;
    /// time not resolved on the loaded host (2026-12-03, BENCHMARKS.md, issue 25).
    private func stored(_ id: ObjectIdentifier) -> StoredValue? {
        guard let head = values else { return nil }
        var node = Unmanaged.passUnretained(head)
        while true {
            let (nodeID, next) = node._withUnsafeGuaranteedRef { ($0.id, $0.unretainedNext) }
            if nodeID == id { return node.takeUnretainedValue() }
            guard let next else { return nil }
            node = next
        }
    }

    /// The value for a key: the nearest ancestor's, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            readLog?.record(ObjectIdentifier(key))
            return unrecordedValue(of: key)
        }
        set {
            let node = TypedValue<Key>(newValue, next: values, layoutDirection: direction(writing: newValue, for: key))
            values = node.length > Self.compactionLength ? Self.compacted(node) : node
        }
    }

    /// The class of the control size, for a reader that depends on nothing else of it.
    ///
    /// An audit matrix then lays out one cell for all the sizes of a class: with the control-size-aware
    /// look, which draws regular, large and extra large alike, cells that differ only in those share one
    /// layout. `classify` must be a function of the size alone.
    ///
    /// ```swift
    /// let padding = EnvironmentValues().controlSize { $0 == .mini ? 4.0 : 8.0 }   // 8
    /// ```
    package func controlSize<Class: Hashable>(classifiedBy classify: (ControlSize) -> Class) -> Class {
        value(of: ControlSizeKey.self, classifiedBy: classify)
    }

    /// The class of a key's value, for a reader that depends on nothing else of it: an audit matrix's read
    /// log records which values share a class, so cells whose values differ within one share a layout.
    /// `classify` must be a function of the value alone.
    func value<Key: EnvironmentKey, Class: Hashable>(
        of key: Key.Type, classifiedBy classify: (Key.Value) -> Class
    ) -> Class where Key.Value: CaseIterable & Equatable {
        let value = unrecordedValue(of: key)
        if let readLog {
            let classes = Key.Value.allCases.map(classify)
            readLog.record(
                ObjectIdentifier(key),
                classes: classes.indices.map { index in classes.firstIndex(of: classes[index]) ?? index },
                caseIndex: { environment in Key.Value.allCases.firstIndex(of: environment.unrecordedValue(of: key)).map { Key.Value.allCases.distance(from: Key.Value.allCases.startIndex, to: $0) } }
            )
        }
        return classify(value)
    }

    /// A key's value, not recorded as read.
    private func unrecordedValue<Key: EnvironmentKey>(of key: Key.Type) -> Key.Value {
        guard let stored = stored(ObjectIdentifier(key)) else { return Key.defaultValue }
        // Only the subscript's setter stores under this identifier, always a `TypedValue<Key>`.
        return unsafeDowncast(stored, to: TypedValue<Key>.self).value
    }

    /// The resolved layout direction once `value` is written for `key`: only a direction or a
    /// locale changes it.
    private func direction<Key: EnvironmentKey>(writing value: Key.Value, for key: Key.Type) -> ResolvedDirection {
        let current = values?.layoutDirection ?? .initial
        if Key.self == LayoutDirectionKey.self {
            if let explicit = value as? LayoutDirection?, let explicit {
                return ResolvedDirection(direction: explicit, isExplicit: true)
            }
            let locale = (stored(ObjectIdentifier(LocaleKey.self)) as? TypedValue<LocaleKey>)?.value ?? LocaleKey.defaultValue
            return ResolvedDirection(direction: LayoutDirection(locale: locale), isExplicit: false)
        }
        if Key.self == LocaleKey.self, !current.isExplicit, let locale = value as? LocaleID {
            return ResolvedDirection(direction: LayoutDirection(locale: locale), isExplicit: false)
        }
        return current
    }

    /// A copy with changes applied.
    public func with(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var copy = self
        change(&copy)
        return copy
    }

    /// How many values the list holds, older values of a key included (bounded by compaction).
    var storedValueCount: Int { values?.length ?? 0 }

    /// Each written key's newest value, newest first.
    private var newestValues: [StoredValue] {
        var seen: Set<ObjectIdentifier> = []
        var newest: [StoredValue] = []
        var node = values
        while let current = node {
            if seen.insert(current.id).inserted { newest.append(current) }
            node = current.next
        }
        return newest
    }

    /// The keys written in this environment, by identity: what an audit variant changes.
    var writtenKeys: Set<ObjectIdentifier> {
        var keys: Set<ObjectIdentifier> = []
        var node = values
        while let current = node {
            keys.insert(current.id)
            node = current.next
        }
        return keys
    }

    /// Every value written in this environment as "name=value", sorted by name: what a tree dump shows.
    ///
    /// ```swift
    /// EnvironmentValues().with { $0.controlSize = .mini }.writtenValues   // ["controlSize=mini"]
    /// ```
    public var writtenValues: [String] {
        newestValues.map { "\($0.name)=\($0.describe())" }.sorted()
    }
}

// MARK: - The engine's values

extension EnvironmentValues {
    /// The locale text is localized and numbers are formatted for.
    public var locale: LocaleID {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The Dynamic Type content size; large is the default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The size class of controls; regular is the default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The device whose variations of localized strings are shown: its own case, else the other case.
    ///
    /// A catalog's "Vary by Device" strings read as on this device; the other case by default, as the
    /// Localizer picks without one. Set `.iPhone` to lay out an iPhone app's screens.
    public var device: DeviceClass {
        get { self[DeviceKey.self] }
        set { self[DeviceKey.self] = newValue }
    }

    /// The font set explicitly for this subtree, if any; text without one uses the body style.
    public var font: TextFont? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The accent colour of controls, as drawn.
    ///
    /// With ``increaseContrast`` on, it is its higher-contrast variant (``Color/increasedContrast``), so every style and component gets it.
    public var tint: Color {
        get { increaseContrast ? self[TintKey.self].increasedContrast : self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The foreground (text and icon) paint; nil is the primary label colour.
    public var foreground: Fill? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }

    /// Whether the user asked to reduce motion: nothing animates.
    public var reduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Left to right, or right to left: the locale's direction (right to left for ar, he, fa, ur…)
    /// unless set for the subtree.
    ///
    /// ```swift
    /// EnvironmentValues(locale: try LocaleID("ar_EG")).layoutDirection   // .rightToLeft
    /// ```
    public var layoutDirection: LayoutDirection {
        get {
            // Read as `self[LayoutDirectionKey.self] ?? LayoutDirection(locale: locale)`, resolved
            // when written: the same keys are recorded as read.
            readLog?.record(ObjectIdentifier(LayoutDirectionKey.self))
            let resolved = values?.layoutDirection ?? .initial
            if !resolved.isExplicit { readLog?.record(ObjectIdentifier(LocaleKey.self)) }
            return resolved.direction
        }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether controls in this subtree respond to input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The most lines a text may use; nil is unlimited.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The smallest uniform scale a text may shrink to before it truncates, in (0, 1].
    public var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Where a truncated text loses characters.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Where fonts come from: the kit's default family (Inter, else DejaVu Sans), a family or a file.
    public var fontSource: FontRequest {
        get { self[FontSourceKey.self] }
        set { self[FontSourceKey.self] = newValue }
    }

    /// The font text uses here: the explicit one, or the body style.
    public var effectiveFont: TextFont { font ?? .body }
}

// MARK: - Keys

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = LocaleID.defaultFormatting
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
    static func describe(_ value: DynamicTypeSize) -> String { value.rawValue }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
    static func describe(_ value: ControlSize) -> String { value.rawValue }
}

private struct DeviceKey: EnvironmentKey {
    static let defaultValue = DeviceClass.other
    static func describe(_ value: DeviceClass) -> String { value.rawValue }
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: TextFont? = nil
}

private struct TintKey: EnvironmentKey {
    static let defaultValue = Color.indigo
}

private struct ForegroundKey: EnvironmentKey {
    static let defaultValue: Fill? = nil
}

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct LayoutDirectionKey: EnvironmentKey {
    /// Nil: the locale's direction.
    static let defaultValue: LayoutDirection? = nil
    static func describe(_ value: LayoutDirection?) -> String { value?.rawValue ?? "nil" }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue = 1.0
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = TruncationMode.tail
    static func describe(_ value: TruncationMode) -> String { value.rawValue }
}

private struct FontSourceKey: EnvironmentKey {
    static let defaultValue = FontRequest.default
}
