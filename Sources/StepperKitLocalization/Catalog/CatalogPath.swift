/// Where in a String Catalog something is, written the way a person reads it: strings › "Add" › localizations › es.
///
/// Keys chosen by people (catalog keys, substitution names) are quoted; the format's own member
/// names, languages, plural categories and devices are not.
///
/// ```swift
/// let path: CatalogPath = ["strings", .key("Add"), "localizations", "es"]
/// path.description   // strings › "Add" › localizations › es
/// ```
public struct CatalogPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path.
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral {
        /// A member name of the format, a language, a plural category or a device, shown bare.
        case member(String)
        /// A key chosen by a person, such as a catalog key or a substitution name, shown quoted.
        case key(String)
        /// A position in an array, shown in brackets.
        case index(Int)

        /// A bare member name.
        public init(stringLiteral value: String) {
            self = .member(value)
        }
    }

    /// The steps from the top of the file.
    public var components: [Component]

    /// A path through the given steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path through the given steps.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The path with one more step.
    public func appending(_ component: Component) -> CatalogPath {
        CatalogPath(components + [component])
    }

    /// The steps joined by " › "; the top of the file is "(top level)".
    public var description: String {
        guard !components.isEmpty else { return "(top level)" }
        return components.map { component in
            switch component {
            case .member(let name): name
            case .key(let key): "\"" + key + "\""
            case .index(let index): "[\(index)]"
            }
        }.joined(separator: " › ")
    }
}
