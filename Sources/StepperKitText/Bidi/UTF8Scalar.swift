extension UnsafeBufferPointer where Element == UInt8 {
    /// The scalar value starting at `offset` in UTF-8 text and its length in bytes, decoded from the
    /// bytes without validating them (a Swift string's bytes are valid UTF-8); a byte that cannot
    /// start a scalar, or a sequence cut off by the end, reads as U+FFFD one byte long.
    func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(self[offset])
        let length = lead < 0x80 ? 1 : lead < 0xC0 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length > 0, offset + length <= count else { return (0xFFFD, 1) }
        switch length {
        case 1:
            return (lead, 1)
        case 2:
            return ((lead & 0x1F) << 6 | UInt32(self[offset + 1] & 0x3F), 2)
        case 3:
            return ((lead & 0x0F) << 12 | UInt32(self[offset + 1] & 0x3F) << 6 | UInt32(self[offset + 2] & 0x3F), 3)
        default:
            return ((lead & 0x07) << 18 | UInt32(self[offset + 1] & 0x3F) << 12 | UInt32(self[offset + 2] & 0x3F) << 6
                        | UInt32(self[offset + 3] & 0x3F), 4)
        }
    }
}
