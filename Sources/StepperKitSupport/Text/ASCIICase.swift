extension UInt8 {
    /// The byte with an ASCII capital letter made small ("A"–"Z" → "a"–"z"); any other byte as it is.
    ///
    /// For code that folds case byte by byte where the text is ASCII, before anything costs a lowercased copy.
    package var asciiLowercased: UInt8 {
        (0x41...0x5A).contains(self) ? self | 0x20 : self
    }
}
