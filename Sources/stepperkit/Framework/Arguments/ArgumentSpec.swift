/// One positional argument, option or flag as the parser and the help see it, with how its text becomes a value.
///
/// Commands never build one by hand: each is the ``ArgumentDeclaration/spec`` of a typed ``Option``,
/// ``Flag`` or ``Argument``, which reads the value back with its own type.
struct ArgumentSpec: Sendable {
    /// How the argument appears on a command line.
    enum Kind: Sendable {
        /// A positional argument, such as `VALUE`.
        case positional(optional: Bool)
        /// One or more positional values, such as `FILE…`; it must be the last positional.
        case variadicPositional(optional: Bool)
        /// An option with a value, such as `--locale L`.
        case option(valueName: String, arity: Arity)
        /// A flag without a value, such as `--json`.
        case flag
    }

    /// How many times an option may or must be given.
    enum Arity: Sendable {
        /// At most once.
        case optional
        /// Exactly once: a command line without it is a usage error.
        case required
        /// Any number of times, values kept in order.
        case repeating
    }

    /// The name without dashes: `locale` for `--locale`, `FILE` for a positional.
    let name: String
    let kind: Kind
    let help: String
    /// The value a command reads from the texts given, in order (none when absent), as a ``Made`` of the
    /// declaration's `Value`; throws a message naming the argument when a text is rejected.
    let makeValue: @Sendable ([String]) throws(CLIError) -> any Sendable

    init<Value: Sendable>(name: String, kind: Kind, help: String, makeValue: @escaping @Sendable ([String]) throws(CLIError) -> Value) {
        self.name = name
        self.kind = kind
        self.help = help
        self.makeValue = { texts throws(CLIError) in Made(value: try makeValue(texts)) }
    }

    /// A value made for a declaration. Boxed, because a cast from `any Sendable` straight to an optional
    /// type flattens optionals: a `--line-limit` left out (`Int??.none`) would read back as `.some(nil)`.
    struct Made<Value: Sendable>: Sendable {
        let value: Value
    }

    /// Whether this is an option or a flag, written with dashes on the command line.
    var isNamed: Bool {
        switch kind {
        case .option, .flag: true
        case .positional, .variadicPositional: false
        }
    }

    /// The key of the argument's value among a command line's values: `--name` or the positional's name.
    var key: String { isNamed ? "--" + name : name }
}
