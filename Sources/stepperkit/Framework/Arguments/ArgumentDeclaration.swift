/// A typed declaration of an argument, option or flag: listed once in a ``CommandSpec`` and read back
/// with its type from ``ParsedArguments``.
protocol ArgumentDeclaration: Sendable {
    /// The value a command reads for it.
    associatedtype Value: Sendable
    /// What the parser and the help see.
    var spec: ArgumentSpec { get }
}

extension ArgumentDeclaration {
    /// The argument as a command line and messages write it: `--output`, or a positional's `FILE`.
    var spelling: String { spec.key }
}
