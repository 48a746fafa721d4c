package import Foundation

/// A decoded 8-bit RGB or RGBA PNG, as `rsvg-convert` writes them (RGB when every pixel is opaque):
/// its size from the IHDR chunk and its pixels.
package struct PNGImage {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// One pixel's channels, 0…255, not premultiplied.
    package struct Pixel: Equatable, CustomStringConvertible {
        package var red: Int
        package var green: Int
        package var blue: Int
        package var alpha: Int

        /// A pixel of 8-bit channels.
        package init(red: Int, green: Int, blue: Int, alpha: Int) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether every channel is within `tolerance` of `other`'s.
        package func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }
    }

    package let width: Int
    package let height: Int
    /// Bytes per pixel: 3 for RGB, 4 for RGBA.
    private let channels: Int
    private let samples: [UInt8]

    /// Decodes non-interlaced 8-bit RGB or RGBA (colour types 2 and 6), the only kinds this reader knows.
    package init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "not a PNG file")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Self.uint32(bytes, at: offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw Failure(description: "chunk \(type) is cut short") }
            let body = bytes[(offset + 8)..<(offset + 8 + length)]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
        width = Self.uint32(header, at: 0)
        height = Self.uint32(header, at: 4)
        guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
            throw Failure(description: "only 8-bit RGB(A), non-interlaced; got depth \(header[8]), colour type \(header[9])")
        }
        channels = header[9] == 6 ? 4 : 3
        samples = try Self.unfiltered(Inflate.zlib(compressed), width: width, height: height, channels: channels)
    }

    /// The pixel at (`x`, `y`), top-left origin.
    package func pixel(x: Int, y: Int) -> Pixel {
        let start = (y * width + x) * channels
        let alpha = channels == 4 ? Int(samples[start + 3]) : 255
        return Pixel(red: Int(samples[start]), green: Int(samples[start + 1]), blue: Int(samples[start + 2]), alpha: alpha)
    }

    /// Every (x, y) whose pixel satisfies `predicate`.
    package func points(where predicate: (Pixel) -> Bool) -> [(x: Int, y: Int)] {
        (0..<height).flatMap { y in (0..<width).filter { predicate(pixel(x: $0, y: y)) }.map { (x: $0, y: y) } }
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Undoes PNG's per-row filters (none, sub, up, average, Paeth) for `channels` bytes per pixel.
    private static func unfiltered(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count == height * (stride + 1) else { throw Failure(description: "image data has the wrong size") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = data[y * (stride + 1)]
            for i in 0..<stride {
                let raw = Int(data[y * (stride + 1) + 1 + i])
                let left = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
                let up = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let upLeft = y > 0 && i >= channels ? Int(pixels[(y - 1) * stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw Failure(description: "unknown filter \(filter) on row \(y)")
                }
                pixels[y * stride + i] = UInt8((raw + predicted) & 0xFF)
            }
        }
        return pixels
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
