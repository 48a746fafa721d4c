/// A JSON value the catalog model does not know, kept exactly so that writing it back changes nothing.
///
/// Numbers keep the text they were written with ("1.50" stays "1.50"); objects keep their member order.
///
/// ```swift
/// var entry = CatalogEntry(comment: "Button that adds the product to the cart")
/// entry.unknownMembers["x-reviewer"] = .string("ana")
/// entry.unknownMembers["x-priority"] = .number("2")
/// ```
public enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number, as written in the file.
    case number(String)
    /// True or false.
    case bool(Bool)
    /// The null value.
    case null
    /// An array.
    case array([JSONValue])
    /// An object, in the file's member order.
    case object(OrderedMembers<String, JSONValue>)
}

extension JSONValue {
    /// Parses any JSON document with the catalog reader, keeping key order and numbers as written.
    ///
    /// Booleans stay distinct from numbers, and errors give the line, column and JSON path.
    ///
    /// ```swift
    /// let theme = try JSONValue(parsing: Array(#"{"spacing": 2}"#.utf8))
    /// ```
    public init(parsing bytes: [UInt8], options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) {
        self = try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in
            try CatalogParser.readValue(buffer, options: options)
        }
    }
}
