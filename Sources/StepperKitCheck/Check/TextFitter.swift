public import StepperKitText
public import StepperKitUI

/// Measures texts in their space with the real fonts at each Dynamic Type size, and says what does not fit.
///
/// A one-line text overflows when it is wider than the width (after shrinking to the minimum scale
/// factor); wrapped text is truncated when it needs more lines than the limit, and a word wider than
/// the width is split between graphemes (one broken at a hyphenation point of the locale's
/// dictionary, with a hyphen, is not a problem). In a ``FitSlot`` the real component is laid out with the text: its label
/// truncated is `truncated`, the component wider than the width is `overflow`.
///
/// ```swift
/// var fitter = try TextFitter()
/// let sizes = try fitter.measure("Añadir al carrito", against: FitRequirement(width: 120, dynamicTypeSizes: [.large]))
/// sizes[0].measuredWidth   // 127.114 with Inter
/// sizes[0].problems        // [.overflow(measured: 127.114, width: 120)]
/// ```
///
/// A fitter keeps the fonts it opened, so reuse one for many texts; it is a value, one per task.
public struct TextFitter: Sendable {
    private let table: DynamicTypeTable
    private var fonts: [FontKey: Font] = [:]
    /// The fonts of the request and text style measured last, by Dynamic Type size (see `font`).
    private var recent: (request: FontRequest, style: TextStyle, fonts: [Font?])?
    private var engine: LayoutEngine?

    private struct FontKey: Hashable {
        let request: FontRequest
        let style: TextStyle
        let size: DynamicTypeSize
    }

    /// A fitter over the kit's Dynamic Type table.
    public init() throws(DynamicTypeError) {
        table = try DynamicTypeTable.standard()
    }

    /// The text measured against the requirement at each of its sizes, in the requirement's order.
    public mutating func measure(
        _ text: String, against requirement: FitRequirement, locale: LocaleID = .defaultFormatting
    ) throws(FitError) -> [FitMeasurement] {
        var measurements: [FitMeasurement] = []
        measurements.reserveCapacity(requirement.dynamicTypeSizes.count)
        // Words wider than the width are hyphenated as the layout engine hyphenates them in the locale.
        let hyphenator = Hyphenator(textIn: locale)
        // One analysis per face and features: the sizes of a face share its shaping. A text style
        // meets a face or two (Inter, and Inter Display from 20 pt), so a list, not a table.
        var layouters: [(key: ShapingKey, layouter: TextLayouter)] = []
        for size in requirement.dynamicTypeSizes {
            if let slot = requirement.slot {
                measurements.append(try measure(text, in: slot, requirement: requirement, size: size, locale: locale))
            } else {
                // Missing glyphs once per text, at the first size: every size shows the same boxes.
                measurements.append(try measure(
                    text, requirement: requirement, size: size, hyphenator: hyphenator, layouters: &layouters,
                    reportsMissingGlyphs: measurements.isEmpty))
            }
        }
        return measurements
    }

    /// What shaping depends on: the face and its features, not the size.
    private struct ShapingKey: Hashable {
        let face: FontFace
        let features: FontFeatures
    }

    // MARK: - Text

    private mutating func font(_ request: FontRequest, _ style: TextStyle, _ size: DynamicTypeSize) throws(FitError) -> Font {
        // The sizes of the request and style asked last, by size: a text is measured at each size in
        // turn, and a catalog's texts share one request.
        if recent?.request != request || recent?.style != style {
            recent = (request, style, Array(repeating: nil, count: DynamicTypeSize.allCases.count))
        }
        if let known = recent?.fonts[size.ordinal] { return known }
        let key = FontKey(request: request, style: style, size: size)
        if let known = fonts[key] {
            recent?.fonts[size.ordinal] = known
            return known
        }
        let metrics = table.metrics(for: style, size: size)
        do {
            let font = try Font(request, size: metrics.pointSize, weight: metrics.weight)
            fonts[key] = font
            recent?.fonts[size.ordinal] = font
            return font
        } catch {
            throw .font(error)
        }
    }

    private mutating func measure(
        _ text: String, requirement: FitRequirement, size: DynamicTypeSize, hyphenator: Hyphenator?,
        layouters: inout [(key: ShapingKey, layouter: TextLayouter)], reportsMissingGlyphs: Bool
    ) throws(FitError) -> FitMeasurement {
        let font = try font(requirement.font, requirement.textStyle, size)
        let width = requirement.width
        let key = ShapingKey(face: font.face, features: font.features)
        var layouter: TextLayouter
        // Taken out while it lays out, so the layouter's memos are its own and grow in place rather
        // than being copied on the first write.
        if let index = layouters.firstIndex(where: { $0.key == key }) {
            layouter = layouters.remove(at: index).layouter.resized(to: font.size)
        } else if let other = layouters.first?.layouter {
            // Another face of the text: its line breaks and runs are the first face's.
            layouter = other.refaced(to: font)
        } else {
            do {
                layouter = try TextLayouter(text, font: font, hyphenator: hyphenator)
            } catch {
                throw .lineBreaks(error)
            }
        }
        defer { layouters.append((key, layouter)) }
        // The text's width on one line: the natural layout's, without laying it out at each size.
        let naturalWidth = layouter.idealWidth()
        let fitted = layouter.layout(in: TextContainer(
            width: width, lineLimit: requirement.lineLimit, minimumScaleFactor: requirement.minimumScaleFactor))
        var problems: [FitProblem] = []
        if reportsMissingGlyphs {
            let missing = layouter.layout(in: TextContainer()).missingCharacters
            if !missing.isEmpty { problems.append(.missingGlyphs(characters: missing)) }
        }
        let shown = fitted.lines.map(\.text).joined(separator: "\n")
        if requirement.lineLimit == 1 {
            if fitted.isTruncated {
                if naturalWidth > width + Self.tolerance {
                    problems.append(.overflow(measured: naturalWidth, width: width))
                } else {
                    let needed = layouter.layout(in: TextContainer()).lines.count
                    problems.append(.truncated(linesNeeded: needed, lineLimit: 1, shown: shown))
                }
            }
        } else {
            // The layout's own fact: the first emergency break between graphemes it had to make. A
            // word broken at a hyphenation point, with a hyphen, is set as a typesetter sets it.
            if let split = fitted.wordSplits.first(where: { !$0.isHyphenated }).map({ Self.word($0.wordRange, of: text) }) {
                // Laid out, not `font.width(of:)`: a word of a script the font lacks is measured in
                // the fallback face that draws it, as the layout that split it did.
                let measured = (try? font.layout(split).width) ?? font.width(of: split)
                problems.append(.wordSplit(word: split, measured: measured, width: width))
            }
            if fitted.isTruncated, let limit = requirement.lineLimit {
                let needed = layouter.layout(in: TextContainer(width: width)).lines.count
                problems.append(.truncated(linesNeeded: needed, lineLimit: limit, shown: shown))
            }
        }
        return FitMeasurement(text: text, size: size, textStyle: requirement.textStyle, measuredWidth: naturalWidth,
                              width: width, shown: shown, problems: problems)
    }

    /// Widths within a thousandth of a point count as equal: layout rounds no further.
    private static let tolerance = 0.001

    /// The text of a UTF-8 range of `text`: the word a ``WordSplit`` names.
    private static func word(_ range: Range<Int>, of text: String) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(text[start..<utf8.index(start, offsetBy: range.count)])
    }

    // MARK: - Slots

    private mutating func measure(
        _ text: String, in slot: FitSlot, requirement: FitRequirement, size: DynamicTypeSize, locale: LocaleID
    ) throws(FitError) -> FitMeasurement {
        if engine == nil {
            do {
                engine = LayoutEngine(services: try LayoutServices.kit())
            } catch {
                throw .layout(error)
            }
        }
        guard let engine else { return FitMeasurement(text: text, size: size, textStyle: requirement.textStyle, measuredWidth: 0,
                                                      width: requirement.width, shown: text, problems: []) }
        var environment = EnvironmentValues(locale: locale)
        environment.dynamicTypeSize = size
        environment.fontSource = requirement.font
        // The component at its natural width says how wide the text makes it; laid out in the width,
        // it shows what a person would see.
        let natural: LayoutResult
        let result: LayoutResult
        do {
            let node = slot.node(showing: text, in: environment)
            natural = try engine.layout(node, in: environment, proposal: .unspecified)
            result = try engine.layout(node, in: environment, proposal: ProposedSize(width: requirement.width, height: nil))
        } catch {
            throw .layout(error)
        }
        let label = result.root.allNodes.lazy.compactMap { node -> LaidOutText? in
            if case .text(let laidOut) = node.content, laidOut.fullText == text { return laidOut }
            return nil
        }.first
        var problems: [FitProblem] = []
        let measured = natural.root.frame.width
        if measured > requirement.width + Self.tolerance {
            problems.append(.overflow(measured: measured, width: requirement.width))
        } else if let label, label.isTruncated {
            problems.append(.truncated(linesNeeded: label.layout.lines.count + 1, lineLimit: label.layout.lines.count, shown: label.shownText))
        }
        return FitMeasurement(text: text, size: size, textStyle: requirement.textStyle,
                              measuredWidth: measured, width: requirement.width, shown: label?.shownText ?? text, problems: problems)
    }
}
