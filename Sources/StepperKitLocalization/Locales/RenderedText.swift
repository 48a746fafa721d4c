/// The text a lookup builds, piece by piece: the catalog's template text and the formatted arguments.
///
/// Without a pseudo-locale the pieces are simply joined. In a pseudo-locale only template pieces are
/// transformed (see ``PseudoLocale``): accented and counted for the expansion in `en-XA`, each word
/// wrapped in a right-to-left override in `ar-XB`; arguments keep their characters.
struct RenderedText {
    let pseudo: PseudoLocale?
    private var text = ""
    /// `ar-XB` only: every piece, and whether it is template text.
    private var pieces: [(text: String, isTemplate: Bool)] = []
    /// `en-XA` only: the template's characters so far, which the expansion is proportional to.
    private var templateLength = 0

    init(pseudo: PseudoLocale?) {
        self.pseudo = pseudo
    }

    /// Appends text the catalog wrote.
    mutating func appendTemplate(_ template: String) {
        switch pseudo?.method {
        case nil:
            text += template
        case .accents:
            text += Self.accented(template)
            templateLength += template.count
        case .bidi:
            pieces.append((template, true))
        }
    }

    /// Appends a formatted argument, or a specifier shown as written: never transformed.
    mutating func appendArgument(_ argument: String) {
        switch pseudo?.method {
        case nil, .accents: text += argument
        case .bidi: pieces.append((argument, false))
        }
    }

    /// Appends a format as written, for a text shown without arguments: specifiers stay verbatim.
    mutating func appendVerbatim(_ format: FormatString) {
        guard pseudo != nil else {
            text += format.text
            return
        }
        for segment in format.segments {
            switch segment {
            case .text(let template): appendTemplate(template)
            case .percent: appendArgument("%%")
            case .specifier(let specifier): appendArgument(specifier.text)
            case .substitution(let name, let position): appendArgument("%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@")
            case .substitutionArgument: appendArgument("%arg")
            }
        }
    }

    /// The finished text.
    func finish() -> String {
        switch pseudo?.method {
        case nil:
            return text
        case .accents:
            return "[" + text + Self.padding(Self.expansion(forLength: templateLength)) + "]"
        case .bidi:
            var result = Self.rightToLeftMark
            for piece in pieces {
                result += piece.isTemplate ? Self.overridden(piece.text) : piece.text
            }
            return result + Self.rightToLeftMark
        }
    }

    /// Each word of `template` (a run of non-whitespace characters) between RLM RLO and PDF RLM, as
    /// Android's aapt2 writes `ar-XB`: the bidi pass draws each word's characters right to left and
    /// the words from the right, while the string keeps reading order, so lines break between the
    /// words as in the source text and a wrapped text reads from its first line.
    static func overridden(_ template: String) -> String {
        var result = ""
        var inWord = false
        for character in template {
            if character.isWhitespace {
                if inWord { result += popDirectionalFormatting + rightToLeftMark }
                inWord = false
            } else if !inWord {
                result += rightToLeftMark + rightToLeftOverride
                inWord = true
            }
            result.append(character)
        }
        if inWord { result += popDirectionalFormatting + rightToLeftMark }
        return result
    }

    // MARK: - en-XA

    /// How many characters the IBM/W3C text-expansion table adds to a text of `length` characters.
    static func expansion(forLength length: Int) -> Int {
        let percent = switch length {
        case ...10: 200
        case 11...20: 100
        case 21...30: 80
        case 31...50: 60
        case 51...70: 70
        default: 30
        }
        return (length * percent + 99) / 100
    }

    private static let lowercase = Array("áƀçðȩƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
    private static let uppercase = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

    /// Every ASCII letter replaced by one accented letter (one scalar each, so lengths stay).
    static func accented(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A: scalars.append(lowercase[Int(scalar.value - 0x61)])
            case 0x41...0x5A: scalars.append(uppercase[Int(scalar.value - 0x41)])
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Accented words that lengthen the text, as Android's pseudo-localizer adds "one two three".
    private static let filler = Array(accented("one two three four five six seven eight nine ten eleven twelve "))

    /// `count` characters of padding: a space, then the filler words, repeated as needed.
    static func padding(_ count: Int) -> String {
        guard count > 0 else { return "" }
        var padding = " "
        for index in 0..<(count - 1) { padding.append(filler[index % filler.count]) }
        return padding
    }

    // MARK: - ar-XB

    /// U+200F RIGHT-TO-LEFT MARK.
    static let rightToLeftMark = "\u{200F}"
    /// RIGHT-TO-LEFT OVERRIDE: the characters up to the next PDF are drawn right to left.
    static let rightToLeftOverride = "\u{202E}"
    /// POP DIRECTIONAL FORMATTING: ends an override.
    static let popDirectionalFormatting = "\u{202C}"
}
