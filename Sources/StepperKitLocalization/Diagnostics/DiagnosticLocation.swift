/// Where a diagnostic is: a place in a file.
///
/// (line and column, and the JSON path in a String Catalog), or a node of a laid-out screen, or nowhere in
/// particular (a fact about the machine).
///
/// ```swift
/// DiagnosticLocation(file: "Localizable.xcstrings", line: 26, column: 9).description   // "Localizable.xcstrings:26:9"
/// DiagnosticLocation(nodePath: "Background/HStack/Button#increment").description         // "Background/HStack/Button#increment"
/// ```
public struct DiagnosticLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as given on the command line or relative to where the command ran.
    public var file: String?
    /// The line in the file, from 1.
    public var line: Int?
    /// The column in the line, from 1, in characters.
    public var column: Int?
    /// The JSON path of the value in a String Catalog: strings › "Add" › localizations › es.
    public var catalogPath: CatalogPath?
    /// The node's path in a laid-out screen, such as "Background/HStack/Button#decrement".
    public var nodePath: String?

    /// A location; every part is optional.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, catalogPath: CatalogPath? = nil, nodePath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.catalogPath = catalogPath
        self.nodePath = nodePath
    }

    /// Nowhere in a file or screen: a finding about the machine the tool ran on.
    public static let machine = DiagnosticLocation()

    /// "file:line:column", "file", the catalog path, the node path, or "" for the machine.
    public var description: String {
        if let file {
            guard let line else { return file }
            return "\(file):\(line):\(column ?? 1)"
        }
        return nodePath ?? catalogPath?.description ?? ""
    }
}
