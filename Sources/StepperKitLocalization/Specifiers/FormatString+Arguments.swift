/// Which argument each part of a format string reads, under Apple's rules.
///
/// A specifier without a position takes the next argument in order and `%2$@` the second; a
/// `%#@name@` reference takes its substitution's `argNum`, else its own position (`%2$#@name@`),
/// else the next argument. The renderer, the linter and ``Localizer/argumentTypes(for:table:locale:)``
/// all count positions here.
extension FormatString {
    /// What reads an argument.
    enum ArgumentReader {
        case specifier(FormatSpecifier)
        /// A substitution reference; its specifier is the substitution's `formatSpecifier`, if valid.
        case substitution(name: String, specifier: FormatSpecifier?)

        /// The specifier the argument is formatted with, when known.
        var specifier: FormatSpecifier? {
            switch self {
            case .specifier(let specifier): specifier
            case .substitution(_, let specifier): specifier
            }
        }
    }

    /// A substitution as position counting needs it.
    struct SubstitutionInfo {
        var argNum: Int?
        var specifier: FormatSpecifier?
    }

    /// Calls `body` with the position and reader of every argument the top level reads, in order.
    /// `substitution` describes a referenced substitution (nil when it is undefined).
    func forEachArgument(
        substitution: (String) -> SubstitutionInfo?,
        _ body: (_ position: Int, _ reader: ArgumentReader) -> Void
    ) {
        var next = 1
        for segment in segments {
            switch segment {
            case .specifier(let specifier):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                body(position, .specifier(specifier))
            case .substitution(let name, let explicit):
                let info = substitution(name)
                let position: Int
                if let argNum = info?.argNum ?? explicit {
                    position = argNum
                } else {
                    position = next
                    next += 1
                }
                body(position, .substitution(name: name, specifier: info?.specifier))
            case .text, .percent, .substitutionArgument:
                break
            }
        }
    }
}
