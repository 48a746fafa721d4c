/// The arguments a text reads, by position, with the specifier each is read as; what the linter
/// compares between a source text and its translation.
struct ArgumentSignature {
    /// How an argument is read: by a specifier, or by a substitution (whose specifier may be unknown).
    struct Read {
        let specifier: FormatSpecifier?
        /// As written: "%lld" or "%#@items@".
        let text: String
    }

    /// The first read of each position.
    private(set) var reads: [Int: Read] = [:]
    /// Positions read twice with incompatible specifiers.
    private(set) var conflicts: [(position: Int, first: Read, second: Read)] = []
    let percentCount: Int

    init(_ format: FormatString, substitutions: OrderedMembers<String, Substitution>?) {
        percentCount = format.percentLiteralCount
        format.forEachArgument(substitution: { name in
            substitutions?[name].map { substitution in
                FormatString.SubstitutionInfo(argNum: substitution.argNum,
                                              specifier: substitution.formatSpecifier.flatMap { try? FormatSpecifier($0) })
            }
        }) { position, reader in
            let read: Read
            switch reader {
            case .specifier(let specifier): read = Read(specifier: specifier, text: specifier.text)
            case .substitution(let name, let specifier): read = Read(specifier: specifier, text: "%#@\(name)@")
            }
            if let first = reads[position] {
                if let a = first.specifier, let b = read.specifier, !a.reads(sameArgumentAs: b) {
                    conflicts.append((position, first, read))
                }
            } else {
                reads[position] = read
            }
        }
    }

    /// The positions read, in order.
    var positions: [Int] { reads.keys.sorted() }

    /// The first position read as a number, which a plural variation varies by.
    var firstNumberPosition: Int? {
        positions.first { position in
            guard let type = reads[position]?.specifier?.argumentType else { return false }
            return type == .integer || type == .floating
        }
    }
}
