/// Puts every object of a catalog in Finder order: free-form keys sorted, fixed members in Xcode's
/// order (any recorded file order dropped), unknown members sorted, all the way down.
enum FinderSorting {
    static func sorted(_ catalog: StringCatalog) -> StringCatalog {
        var catalog = catalog
        sort(&catalog)
        return catalog
    }

    /// Sorts in place, one entry at a time: each entry's old storage is let go as its sorted copy
    /// replaces it, so a catalog held once is not held twice while it is sorted.
    static func sort(_ catalog: inout StringCatalog) {
        catalog = reset(catalog)
        var strings = catalog.strings
        catalog.strings = [:]  // the members array is now only `strings`', so it changes in place
        strings.sortInFinderOrder()
        strings.updateValues { entry in
            entry = reset(entry)
            entry.localizations = entry.localizations?.sortedInFinderOrder().mapValues(sorted)
        }
        catalog.strings = strings
    }

    private static func sorted(_ localization: CatalogLocalization) -> CatalogLocalization {
        var localization = reset(localization)
        localization.stringUnit = localization.stringUnit.map(reset)
        localization.stringSet = localization.stringSet.map(reset)
        localization.variations = localization.variations.map(sorted)
        localization.substitutions = localization.substitutions?.sortedInFinderOrder().mapValues { substitution in
            var substitution = reset(substitution)
            substitution.variations = substitution.variations.map(sorted)
            return substitution
        }
        return localization
    }

    private static func sorted(_ variations: Variations) -> Variations {
        var variations = reset(variations)
        variations.plural = variations.plural?.sortedInFinderOrder().mapValues(sorted)
        variations.device = variations.device?.sortedInFinderOrder().mapValues(sorted)
        return variations
    }

    private static func sorted(_ variation: VariationCase) -> VariationCase {
        var variation = reset(variation)
        variation.stringUnit = variation.stringUnit.map(reset)
        variation.variations = variation.variations.map(sorted)
        return variation
    }

    /// Xcode's member order, and unknown members (recursively) in Finder order.
    private static func reset<Object: CatalogObject>(_ object: Object) -> Object {
        var object = object
        object.memberOrder = .canonical
        object.unknownMembers = sorted(object.unknownMembers)
        return object
    }

    private static func sorted(_ members: OrderedMembers<String, JSONValue>) -> OrderedMembers<String, JSONValue> {
        members.sortedInFinderOrder().mapValues(sorted)
    }

    private static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): .object(sorted(members))
        case .array(let elements): .array(elements.map(sorted))
        default: value
        }
    }
}
