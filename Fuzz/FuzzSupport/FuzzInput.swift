/// Bytes read as a sequence of small decisions: a byte, a number in a range, a string up to a NUL.
///
/// The fuzz targets that build values (diagnostics, configurations) read their fields from the input
/// with this, so every byte libFuzzer changes changes a field, and an input that ends early gives
/// zeros and empty strings rather than nothing.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number from 0 to `count - 1`.
    package mutating func choice(_ count: Int) -> Int {
        count <= 1 ? 0 : Int(byte()) % count
    }

    /// One of the elements.
    package mutating func pick<T>(_ elements: [T]) -> T {
        elements[choice(elements.count)]
    }

    /// A small number that is sometimes negative or huge, for lines, columns and widths.
    package mutating func integer() -> Int {
        switch choice(8) {
        case 0: 0
        case 1: -Int(byte())
        case 2: Int.max - Int(byte())
        case 3: Int(byte()) << 24 | Int(byte()) << 16 | Int(byte()) << 8 | Int(byte())
        default: Int(byte())
        }
    }

    /// A number that is sometimes NaN, infinite, negative or tiny.
    package mutating func double() -> Double {
        switch choice(8) {
        case 0: .nan
        case 1: .infinity
        case 2: -Double(byte())
        case 3: Double.leastNonzeroMagnitude
        case 4: Double(integer()) / 7
        default: Double(byte()) + Double(byte()) / 256
        }
    }

    /// The bytes up to the next NUL (or the end) as text, invalid UTF-8 replaced.
    package mutating func string() -> String {
        let start = position
        while position < bytes.count, bytes[position] != 0 { position += 1 }
        defer { position = min(position + 1, bytes.count) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string, or nil when the next byte says so.
    package mutating func optionalString() -> String? {
        byte() & 3 == 0 ? nil : string()
    }
}
