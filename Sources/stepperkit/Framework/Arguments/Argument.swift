/// A positional argument, such as `SCENE` or `FILE…`, declared once with its help and read back typed.
///
/// ```swift
/// static let scene = Argument("SCENE", help: "The scene to render.", transform: SceneOptions.scene)
/// let scene = arguments[Self.scene]    // DemoScene
/// // stepperkit render nowhere  →  error: expected one of addToCart, …
/// ```
///
/// Positionals are filled in the order the command lists them; a variadic one takes the rest. A text
/// the transform rejects is reported with the transform's message alone.
struct Argument<Value: Sendable>: ArgumentDeclaration {
    let spec: ArgumentSpec

    /// The name, as usage lines show it.
    var name: String { spec.name }

    // MARK: - Declarations

    /// A positional every command line gives, read as `Value`.
    init(_ name: String, help: String, transform: @escaping @Sendable (String) throws -> Value) {
        spec = ArgumentSpec(name: name, kind: .positional(optional: false), help: help) { texts throws(CLIError) in
            // The parser gives a required positional, or stops with a usage error.
            try Self.convert(texts.last ?? "", transform)
        }
    }

    /// A positional text every command line gives, read as `String`.
    init(_ name: String, help: String) where Value == String {
        self.init(name, help: help) { $0 }
    }

    /// A positional text a command line may leave out, read as `String?`.
    init(optional name: String, help: String) where Value == String? {
        spec = ArgumentSpec(name: name, kind: .positional(optional: true), help: help) { texts in texts.last }
    }

    /// The last positional, taking one or more texts (none too when `optional`), read as `[String]` in order.
    init(variadic name: String, optional: Bool = false, help: String) where Value == [String] {
        spec = ArgumentSpec(name: name, kind: .variadicPositional(optional: optional), help: help) { texts in texts }
    }

    // MARK: - Internal

    private static func convert(_ text: String, _ transform: (String) throws -> Value) throws(CLIError) -> Value {
        do {
            return try transform(text)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .badInput("\(error)")
        }
    }
}
