/// A small zlib (RFC 1950) / DEFLATE (RFC 1951) decoder, so tests can read the PNGs `rsvg-convert`
/// writes: Foundation has no inflate on Linux. Written after Mark Adler's `puff.c`: slow (one bit at a
/// time) and plain, which is fine for test images of a few hundred kilobytes.
package struct Inflate {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The bytes a zlib stream holds, its Adler-32 checksum verified.
    package static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw Failure(description: "not a zlib stream without a preset dictionary")
        }
        var inflate = Inflate(input: Array(data[2...]))
        let bytes = try inflate.run()
        let trailer = data.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard adler32(bytes) == trailer else { throw Failure(description: "Adler-32 mismatch") }
        return bytes
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    // MARK: - Blocks

    private mutating func run() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2: try dynamic()
            default: throw Failure(description: "invalid block type")
            }
        }
        return output
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "stored block ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF, position + 4 + length <= input.count else {
            throw Failure(description: "bad stored block length")
        }
        output += input[(position + 4)..<(position + 4 + length)]
        position += 4 + length
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamic() throws {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengths[Self.codeLengthOrder[index]] = try bits(3)
        }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&self)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                lengths += repeatElement(previous, count: try 3 + bits(2))
            case 17: lengths += repeatElement(0, count: try 3 + bits(3))
            default: lengths += repeatElement(0, count: try 11 + bits(7))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many lengths") }
        try codes(
            literals: Huffman(lengths: Array(lengths[..<literalCount])),
            distances: Huffman(lengths: Array(lengths[literalCount...]))
        )
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let fixedLiterals = Huffman(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
        + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    private mutating func codes(literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try literals.decode(&self)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBase.count else { throw Failure(description: "bad length symbol") }
            let length = try Self.lengthBase[lengthIndex] + bits(Self.lengthExtra[lengthIndex])
            let distanceIndex = try distances.decode(&self)
            guard distanceIndex < Self.distanceBase.count else { throw Failure(description: "bad distance symbol") }
            let distance = try Self.distanceBase[distanceIndex] + bits(Self.distanceExtra[distanceIndex])
            guard distance <= output.count else { throw Failure(description: "distance before the start") }
            for _ in 0..<length {
                output.append(output[output.count - distance])
            }
        }
    }

    // MARK: - Bits

    fileprivate mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(description: "the stream ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code, decoded one bit at a time as `puff.c` does.
    private struct Huffman {
        private var counts = [Int](repeating: 0, count: 16)
        private var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            symbols = lengths.indices.filter { lengths[$0] > 0 }.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
        }

        func decode(_ inflate: inout Inflate) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                code |= try inflate.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "no code matches")
        }
    }
}
