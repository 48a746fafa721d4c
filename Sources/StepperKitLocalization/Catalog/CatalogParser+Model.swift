/// The String Catalog's objects, decoded member by member.
///
/// ``parseObject(into:_:)`` runs the loop every object shares: match each key against the object's
/// ``CatalogObject/memberNames``, reject duplicates, keep unknown members, and note whether the
/// members came in Xcode's order; only when they did not are the names read again and kept.
extension CatalogParser {
    /// Notes the order of an object's known members, by rank, and which ones were seen.
    struct OrderTracker {
        let cursor: ObjectCursor
        private var lastRank = -1
        private(set) var seen: UInt32 = 0
        private(set) var isCanonical = true

        init(_ cursor: ObjectCursor) {
            self.cursor = cursor
        }

        /// Records a known member; false when the object already had it.
        mutating func known(_ rank: Int) -> Bool {
            let bit: UInt32 = 1 << rank
            guard seen & bit == 0 else { return false }
            seen |= bit
            if rank < lastRank { isCanonical = false }
            lastRank = rank
            return true
        }

        /// Records a member the model does not know; its place is then kept by name.
        mutating func unknown() {
            isCanonical = false
        }

        func hasSeen(_ rank: Int) -> Bool { seen & (1 << rank) != 0 }
    }

    /// Reads an object of a known kind: `parseMember` reads the value of the known member of a rank.
    /// Returns the tracker, which tells which members were present.
    @discardableResult @inline(__always)
    mutating func parseObject<Object: CatalogObject>(
        into object: inout Object,
        _ parseMember: (inout Self, inout Object, Int) throws(ParseFailure) -> Void
    ) throws(ParseFailure) -> OrderTracker {
        var tracker = OrderTracker(try beginObject())
        var cursor = tracker.cursor
        var unknown = MemberCollector<String, JSONValue>()
        let names = Object.memberNames
        while let key = try nextKey(&cursor) {
            guard let rank = names.firstIndex(where: { raw(key, is: $0) }) else {
                let name = try makeString(key)
                tracker.unknown()
                let value = try within(.member(name)) { (parser) throws(ParseFailure) in try parser.parseValue() }
                guard unknown.append(name, value) else { throw duplicate(name, key) }
                try charge(MemoryLayout<OrderedMembers<String, JSONValue>.Member>.stride + Self.heapBytes(ofString: key.count))
                continue
            }
            guard tracker.known(rank) else { throw duplicate(names[rank].description, key) }
            do {
                try parseMember(&self, &object, rank)
            } catch {
                throw error.inside(.member(names[rank].description))
            }
        }
        object.unknownMembers = unknown.finish()
        object.memberOrder = try memberOrder(tracker)
        return tracker
    }

    /// The member order to keep for an object: nothing when Xcode's, otherwise its names as listed.
    private mutating func memberOrder(_ tracker: OrderTracker) throws(ParseFailure) -> MemberOrder {
        guard !tracker.isCanonical else { return .canonical }
        let (savedOffset, savedDepth) = (offset, depth)
        defer { (offset, depth) = (savedOffset, savedDepth) }
        offset = tracker.cursor.start
        var cursor = try beginObject()
        var names: [String] = []
        while let key = try nextKey(&cursor) {
            names.append(try makeString(key))
            _ = try parseValue()
        }
        return MemberOrder(names: names)
    }

    private func duplicate(_ name: String, _ key: RawString) -> ParseFailure {
        ParseFailure(reason: .duplicateKey(name), offset: key.start - 1)
    }

    private func missing(_ name: String, _ tracker: OrderTracker) -> ParseFailure {
        ParseFailure(reason: .missingMember(name), offset: tracker.cursor.start)
    }

    /// Reads an object whose keys are free-form (catalog keys, languages, substitution names).
    @inline(__always)
    private mutating func parseMap<Key: Hashable & Sendable & LosslessStringConvertible, Value>(
        expectedCount: Int,
        keyedBy key: (String) -> Key?,
        component: (String) -> CatalogPath.Component,
        invalidKey: (String) -> CatalogReadError.Reason,
        _ parseValue: (inout Self) throws(ParseFailure) -> Value
    ) throws(ParseFailure) -> OrderedMembers<Key, Value> {
        var cursor = try beginObject()
        var members = MemberCollector<Key, Value>(expectedCount: expectedCount)
        while let rawKey = try nextKey(&cursor) {
            let name = try makeString(rawKey)
            guard let memberKey = key(name) else { throw ParseFailure(reason: invalidKey(name), offset: rawKey.start - 1) }
            memberStart = rawKey.start - 1
            let value: Value
            do {
                value = try parseValue(&self)
            } catch {
                throw error.inside(component(name))
            }
            guard members.append(memberKey, consume value) else { throw duplicate(name, rawKey) }
            // The member in its array, its key's text, a slot of the index past 12 members, the array's header once.
            try charge(MemoryLayout<OrderedMembers<Key, Value>.Member>.stride + Self.heapBytes(ofString: rawKey.count)
                       + (members.count > OrderedMembers<Key, Value>.indexThreshold ? 32 : 0) + (members.count == 1 ? 48 : 0))
        }
        return members.finish()
    }

    // MARK: - Catalog and entries

    mutating func parseCatalog() throws(ParseFailure) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "", version: nil)
        var sourceLanguageOffset = 0
        let tracker = try parseObject(into: &catalog) { (parser, catalog, rank) throws(ParseFailure) in
            switch rank {
            case 0:
                parser.skipWhitespace()
                sourceLanguageOffset = parser.offset
                catalog.sourceLanguage = try parser.parseString()
            // Real catalogs spend one to a few kilobytes per key; a guess saves most regrowth.
            case 1: catalog.strings = try parser.parseMap(expectedCount: parser.end / 2048, keyedBy: { $0 }, component: { .key($0) },
                                                          invalidKey: { .duplicateKey($0) }) {
                (parser) throws(ParseFailure) in
                parser.sourceMap?.beginKey(at: parser.memberStart)
                return try parser.parseEntry()
            }
            default: catalog.version = try parser.parseString()
            }
        }
        guard tracker.hasSeen(0) else { throw missing("sourceLanguage", tracker) }
        guard tracker.hasSeen(1) else { throw missing("strings", tracker) }
        // Checked once the whole file is read, so a syntax error further on is reported first.
        if options.requiresKnownSourceLanguage, let problem = SourceLanguageCheck.problem(with: catalog.sourceLanguage) {
            throw ParseFailure(reason: .invalidSourceLanguage(catalog.sourceLanguage, problem: problem), offset: sourceLanguageOffset)
                .inside(.member("sourceLanguage"))
        }
        return catalog
    }

    private mutating func parseEntry() throws(ParseFailure) -> CatalogEntry {
        var entry = CatalogEntry()
        try parseObject(into: &entry) { (parser, entry, rank) throws(ParseFailure) in
            switch rank {
            case 0: entry.comment = try parser.parseString()
            case 1: entry.extractionState = ExtractionState(rawValue: try parser.parseString())
            case 2: entry.isCommentAutoGenerated = try parser.parseBool()
            case 3: entry.localizations = try parser.parseMap(expectedCount: 16, keyedBy: { $0 }, component: { .member($0) },
                                                              invalidKey: { .duplicateKey($0) }) {
                (parser) throws(ParseFailure) in
                parser.sourceMap?.addLocalization(at: parser.memberStart)
                return try parser.parseLocalization()
            }
            default: entry.shouldTranslate = try parser.parseBool()
            }
        }
        return entry
    }

    // MARK: - Localizations

    private mutating func parseLocalization() throws(ParseFailure) -> CatalogLocalization {
        let firstReference = references.count
        var localization = CatalogLocalization()
        try parseObject(into: &localization) { (parser, localization, rank) throws(ParseFailure) in
            switch rank {
            case 0: localization.stringSet = try parser.parseStringSet()
            case 1: localization.stringUnit = try parser.parseStringUnit()
            case 2: localization.substitutions = try parser.parseMap(expectedCount: 2, keyedBy: { $0 }, component: { .key($0) },
                                                                     invalidKey: { .duplicateKey($0) }) {
                (parser) throws(ParseFailure) in try parser.parseSubstitution()
            }
            default: localization.variations = try parser.parseVariations(in: .localization)
            }
        }
        if references.count > firstReference {
            for reference in references[firstReference...] where localization.substitutions?[reference.name] == nil {
                throw ParseFailure(reason: .undefinedSubstitution(reference.name), offset: reference.offset)
            }
            references.removeSubrange(firstReference...)
        }
        return consume localization
    }

    private mutating func parseStringUnit() throws(ParseFailure) -> StringUnit {
        var unit = StringUnit(state: nil, value: "")
        let tracker = try parseObject(into: &unit) { (parser, unit, rank) throws(ParseFailure) in
            if rank == 0 {
                unit.state = try parser.parseTranslationState()
                return
            }
            parser.skipWhitespace()
            let valueOffset = parser.offset
            guard valueOffset < parser.end, parser.base[valueOffset] == .quote else { throw parser.wrongType(expected: "a string") }
            let raw = try parser.scanString()
            unit.value = try parser.makeString(raw)
            if raw.hasPercent, parser.options.requiresDefinedSubstitutions {
                for name in FormatString.substitutionNames(in: unit.value) { parser.references.append((name, valueOffset)) }
            }
        }
        guard tracker.hasSeen(1) else { throw missing("value", tracker) }
        return unit
    }

    /// A state, reusing the common states' strings instead of making new ones.
    private mutating func parseTranslationState() throws(ParseFailure) -> TranslationState {
        skipWhitespace()
        guard offset < end, base[offset] == .quote else { throw wrongType(expected: "a string") }
        let text = try scanString()
        if raw(text, is: "translated") { return .translated }
        if raw(text, is: "needs_review") { return .needsReview }
        if raw(text, is: "new") { return .new }
        if raw(text, is: "stale") { return .stale }
        return TranslationState(rawValue: try makeString(text))
    }

    private mutating func parseStringSet() throws(ParseFailure) -> StringSet {
        var set = StringSet(state: nil, values: [])
        let tracker = try parseObject(into: &set) { (parser, set, rank) throws(ParseFailure) in
            if rank == 0 {
                set.state = try parser.parseTranslationState()
                return
            }
            try parser.beginArray()
            var values: [String] = []
            while try parser.nextElement(isFirst: values.isEmpty) {
                do throws(ParseFailure) {
                    values.append(try parser.parseString())
                } catch {
                    throw error.inside(.index(values.count))
                }
            }
            set.values = values
        }
        guard tracker.hasSeen(1) else { throw missing("values", tracker) }
        return set
    }

    // MARK: - Variations and substitutions

    /// Where a variation object is, which decides what it may contain.
    enum VariationContext {
        case localization, deviceCase, substitution

        var name: String {
            switch self {
            case .localization: "a localization"
            case .deviceCase: "a device case"
            case .substitution: "a substitution"
            }
        }
    }

    private mutating func parseVariations(in context: VariationContext) throws(ParseFailure) -> Variations {
        var variations = Variations()
        try parseObject(into: &variations) { (parser, variations, rank) throws(ParseFailure) in
            if rank == 0 {
                guard context == .localization else {
                    throw ParseFailure(reason: .nestingNotAllowed("a device variation inside \(context.name)"), offset: parser.offset)
                }
                variations.device = try parser.parseMap(expectedCount: 8, keyedBy: DeviceClass.init(_:), component: { .member($0) },
                                                        invalidKey: { .duplicateKey($0) }) {
                    (parser) throws(ParseFailure) in try parser.parseVariationCase(isDevice: true)
                }
            } else {
                variations.plural = try parser.parseMap(expectedCount: 6, keyedBy: PluralCategory.named, component: { .member($0) },
                                                        invalidKey: { .unknownPluralCategory($0) }) {
                    (parser) throws(ParseFailure) in try parser.parseVariationCase(isDevice: false)
                }
            }
        }
        return variations
    }

    private mutating func parseVariationCase(isDevice: Bool) throws(ParseFailure) -> VariationCase {
        var variation = VariationCase()
        try parseObject(into: &variation) { (parser, variation, rank) throws(ParseFailure) in
            if rank == 0 {
                variation.stringUnit = try parser.parseStringUnit()
                return
            }
            guard isDevice else {
                throw ParseFailure(reason: .nestingNotAllowed("a plural case varies again"), offset: parser.offset)
            }
            variation.variations = try parser.parseVariations(in: .deviceCase)
        }
        return variation
    }

    private mutating func parseSubstitution() throws(ParseFailure) -> Substitution {
        var substitution = Substitution()
        try parseObject(into: &substitution) { (parser, substitution, rank) throws(ParseFailure) in
            switch rank {
            case 0: substitution.argNum = try parser.parseArgumentNumber()
            case 1: substitution.formatSpecifier = try parser.parseString()
            default: substitution.variations = try parser.parseVariations(in: .substitution)
            }
        }
        return substitution
    }

    private mutating func parseArgumentNumber() throws(ParseFailure) -> Int {
        skipWhitespace()
        let start = offset
        guard offset < end, base[offset] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[offset]) else {
            throw wrongType(expected: "a whole number")
        }
        let text = try parseNumberText()
        guard let number = Int(text), (1...99).contains(number) else {
            throw ParseFailure(reason: .invalidArgumentNumber(text), offset: start)
        }
        return number
    }
}
