import Testing
import StepperKitLocalization
@testable import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct LayoutSmokeTests {
    @Test func dumpsACapsuleStepper() throws {
        let engine = try LayoutEngine()
        let environment = EnvironmentValues(locale: try LocaleID("en_US"))
        let configuration = StepperStyleConfiguration(
            value: 3, formattedValue: "3", bounds: 0...99, canIncrement: true, canDecrement: true,
            environment: environment, accessibility: .separateControls(valueName: "Quantity")
        )
        let node = CapsuleStepperStyle().makeBody(configuration: configuration)
        let result = try engine.layout(node, in: environment)
        // 44 pt decrement + 34 pt count + 44 pt increment at the default size.
        #expect(result.root.frame.size == Size(width: 122, height: 44))
        // The bare style's value is plain text: the component makes it the "Quantity" element.
        #expect(result.root.first(tagged: "value")?.accessibility == nil)
    }
}

struct LayoutServicesTests {
    @Test func theFontCacheStaysBoundedWhenAnimationsAskForManySizes() throws {
        let services = LayoutServices(icons: try IconSet.standard(), localizer: try Localizer.kit)
        let engine = LayoutEngine(services: services)
        let environment = try environment()
        // A flight's copy shrinks continuously: each sampled moment is a new point size.
        for step in 0..<300 {
            let sample = Flight.Sample(progress: Double(step) / 300, offset: .zero, scale: 1 - 0.75 * Double(step) / 300)
            _ = try engine.layout(FlightCopy(image: .cart, sample: sample).overlay(Text(verbatim: "x").font(.system(size: 10 + Double(step) / 10))), in: environment)
        }
        #expect(services.cachedFontCount <= 256)
        #expect(services.cachedFontCount > 100)
    }
}

struct TextAnalysisCacheTests {
    private func services() throws -> LayoutServices {
        LayoutServices(icons: try IconSet.standard(), localizer: try Localizer.kit)
    }

    private func environment(_ size: DynamicTypeSize) throws -> EnvironmentValues {
        EnvironmentValues(locale: try LocaleID("es_ES")).with { $0.dynamicTypeSize = size }
    }

    /// The words of a text as laid out at a width: its lines, their widths and whether it was cut.
    private func lines(_ result: LayoutResult) -> [String] {
        result.root.allNodes.compactMap { node -> String? in
            guard case .text(let text) = node.content else { return nil }
            return text.layout.lines.map { "\($0.text) \($0.width)" }.joined(separator: " | ") + (text.layout.isTruncated ? " …" : "")
        }
    }

    @Test func aStringIsAnalysedOncePerFaceAndLaysOutAsAFreshEngineDoes() throws {
        let shared = try services()
        let engine = LayoutEngine(services: shared)
        let node = VStack { Text(verbatim: "Añadir al carrito"); Text(verbatim: "Añadir al carrito").frame(width: 60) }
        // Small, large and xLarge body text are all Inter (below 20 pt): one analysis, resized for each size.
        for size in [DynamicTypeSize.large, .xLarge, .small, .large] {
            let cached = try engine.layout(node, in: environment(size))
            let fresh = try LayoutEngine(services: services()).layout(node, in: environment(size))
            #expect(cached.root.dump() == fresh.root.dump())
            #expect(lines(cached) == lines(fresh))
        }
        #expect(shared.cachedTextCount == 1)
        // AX5 draws body text with Inter Display: another face, another analysis.
        _ = try engine.layout(node, in: environment(.accessibility5))
        #expect(shared.cachedTextCount == 2)
    }

    /// What laying a text out teaches its analysis (the pieces shaped where lines end, truncated
    /// candidates) is kept with it, so the next screen showing the text shapes none of it again.
    @Test func whatALayoutLearnsIsKeptForLaterScreens() throws {
        let shared = try services()
        let engine = LayoutEngine(services: shared)
        let strings = ["Añadir al carrito", "Artículos en tu carrito"]
        let node = VStack {
            Text(verbatim: strings[0]).lineLimit(1).frame(width: 60)
            Text(verbatim: strings[1]).frame(width: 70)
        }
        func cachedLayouters(after result: LayoutResult) throws -> [TextLayouter] {
            let fonts = result.root.allNodes.compactMap { node -> Font? in
                guard case .text(let text) = node.content else { return nil }
                return text.resolvedFont
            }
            // Kept by the hyphenation dictionary of the screen's locale too.
            let spanish = shared.hyphenator(for: try LocaleID("es_ES"))
            return try zip(strings, fonts).map { try shared.textLayouter($0, font: $1, hyphenator: spanish) }
        }
        let first = try engine.layout(node, in: environment(.large))
        let learnt = try cachedLayouters(after: first)
        #expect(learnt.allSatisfy { $0.learnedFacts > 0 })

        // The same screen again learns nothing new: every piece and candidate is known.
        let second = try engine.layout(node, in: environment(.large))
        #expect(try cachedLayouters(after: second).map(\.learnedFacts) == learnt.map(\.learnedFacts))
        #expect(second.root.dump() == first.root.dump())
        // And lays out as an engine that never saw the text does.
        #expect(try LayoutEngine(services: services()).layout(node, in: environment(.large)).root.dump() == first.root.dump())
        #expect(shared.cachedTextCount == 2)
    }

    /// A verbatim text reads neither the locale nor the device to resolve, so an audit's read log
    /// does not record the device for it; a catalog text reads the device its variations need.
    @Test func onlyCatalogTextsReadTheDevice() throws {
        func reads(_ node: some View) throws -> Set<ObjectIdentifier> {
            let log = EnvironmentReadLog()
            var spanish = try environment(.large)
            spanish.readLog = log
            _ = try LayoutEngine(services: services()).layout(node, in: spanish)
            return log.read
        }
        let probe = EnvironmentReadLog()
        var probed = EnvironmentValues()
        probed.readLog = probe
        _ = probed.device
        let device = try #require(probe.read.first)
        #expect(try !reads(Text(verbatim: "Tal cual")).contains(device))
        #expect(try reads(Text(LocalizedText("%lld items", arguments: [.integer(2)]))).contains(device))
    }

    @Test func longTextsAreNotKeptAndTheCacheStaysBounded() throws {
        let shared = try services()
        let engine = LayoutEngine(services: shared)
        let long = String(repeating: "carrito ", count: 40)
        _ = try engine.layout(Text(verbatim: long), in: environment(.large))
        #expect(shared.cachedTextCount == 0)
        for index in 0..<(LayoutServices.defaultTextCacheCapacity + 50) {
            _ = try engine.layout(Text(verbatim: "artículo \(index)"), in: environment(.large))
        }
        // Two generations of half the capacity each: the newer keeps what was used since it began.
        #expect(shared.cachedTextCount <= LayoutServices.defaultTextCacheCapacity)
        #expect(shared.cachedTextCount == LayoutServices.defaultTextCacheCapacity / 2 + 50)
        // A text used again is kept when the generation it was in goes.
        let kept = "artículo \(LayoutServices.defaultTextCacheCapacity)"
        _ = try engine.layout(Text(verbatim: kept), in: environment(.large))
        for index in 0..<LayoutServices.defaultTextCacheCapacity / 2 {
            _ = try engine.layout(Text(verbatim: "otro \(index)"), in: environment(.large))
        }
        let count = shared.cachedTextCount
        _ = try engine.layout(Text(verbatim: kept), in: environment(.large))
        #expect(shared.cachedTextCount == count)
    }

    /// Catalog texts are resolved once per text, locale and device, and answer as the localizer does,
    /// the problem of a missing key included.
    @Test func resolvedStringsAreKeptAndAnswerAsTheLocalizerDoes() throws {
        let shared = try services()
        let spanish = try LocaleID("es_ES")
        let texts: [LocalizedText] = [
            LocalizedText("%lld items", arguments: [.integer(2)]), LocalizedText("%lld items", arguments: [.integer(1)]),
            "No such key in the kit", LocalizedText(verbatim: "Tal cual"),
        ]
        for text in texts {
            let fresh = text.resolve(by: shared.localizer, for: spanish, developmentLanguage: shared.developmentLanguage)
            for _ in 0..<2 {
                let resolved = shared.resolve(text, locale: spanish)
                #expect(resolved.string == fresh.string)
                #expect(resolved.problem == fresh.problem)
            }
        }
        #expect(shared.resolve(texts[0], locale: spanish).string == "2 artículos")
        #expect(shared.resolve(texts[1], locale: spanish).string == "1 artículo")
        #expect(shared.resolve(texts[0], locale: try LocaleID("en_US")).string == "2 items")
        #expect(shared.resolve(texts[2], locale: spanish).problem?.kind == .missingKey)
    }

    @Test func noCapacityAnalysesEveryTextAnew() throws {
        let none = LayoutServices(icons: try IconSet.standard(), localizer: try Localizer.kit, textCacheCapacity: 0)
        let node = Text(verbatim: "Añadir al carrito").frame(width: 60)
        let result = try LayoutEngine(services: none).layout(node, in: environment(.large))
        let fresh = try LayoutEngine(services: services()).layout(node, in: environment(.large))
        #expect(none.cachedTextCount == 0)
        #expect(result.root.dump() == fresh.root.dump())
    }
}

struct TextElementLayoutTests {
    /// A text offered more than its widest line lays out as a fresh layout at that width does (the
    /// element answers from its unconstrained layout), and so does one offered less.
    @Test(arguments: ["Añadir al carrito", "Línea uno\nLínea dos más larga", "Tickets: 3", "Uno\nDos\nTres"])
    func aTextLaysOutAsAFreshLayoutAtEveryWidth(string: String) throws {
        let engine = try LayoutEngine()
        for lineLimit in [nil, 1, 2] as [Int?] {
            let environment = EnvironmentValues(locale: try LocaleID("es_ES")).with { $0.lineLimit = lineLimit }
            let ideal = try engine.layout(Text(verbatim: string), in: environment).root.frame.width
            for width in stride(from: ideal - 3, through: ideal + 3, by: 0.25) {
                let result = try engine.layout(Text(verbatim: string).frame(width: width), in: environment)
                guard case .text(let text)? = result.root.allNodes.first(where: { if case .text = $0.content { true } else { false } })?.content else {
                    Issue.record("no text")
                    return
                }
                let fresh = try text.resolvedFont.layout(string, in: TextContainer(width: width, lineLimit: lineLimit))
                #expect(text.layout == fresh, "\(string) at \(width) pt, limit \(String(describing: lineLimit))")
            }
        }
    }
}
