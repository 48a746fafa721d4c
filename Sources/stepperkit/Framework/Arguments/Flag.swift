/// A flag without a value, such as `--json`, declared once with its help and read back as a `Bool`.
///
/// ```swift
/// static let json = Flag("json", help: "Print JSON.")
/// if arguments[Self.json] { … }    // true when --json was given
/// ```
struct Flag: ArgumentDeclaration {
    typealias Value = Bool

    let spec: ArgumentSpec

    /// The name without dashes.
    var name: String { spec.name }

    init(_ name: String, help: String) {
        spec = ArgumentSpec(name: name, kind: .flag, help: help) { texts in !texts.isEmpty }
    }
}
