import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization
import StepperKitText

/// Layout of the whole demo matrix (scenes × en/es × Dynamic Type sizes × control sizes × every
/// registered style), per screen, against the floor: shaping the same strings with the same fonts
/// directly with StepperKitText, without the layout engine.
///
/// The floor shapes, for each screen, the full text of every text the laid-out screen shows, with
/// the font that measured it (features such as tabular digits included), uncached — the text work
/// no layout can avoid. The kit builds the screen's elements from its node tree, measures and
/// places them. Its layout services keep each text's analysis (breaks, runs, advances in font
/// units) by string and face for later screens, as an app's engine does across frames; a second
/// engine whose services keep none (`textCacheCapacity: 0`) analyses and shapes each screen's text
/// anew, as the floor does. The floor with the width cache shows what is left of the floor when
/// every string is a cache hit.
enum LayoutBenchmarks {
    /// One screen of the matrix: a scene in an environment.
    struct Screen {
        let scene: DemoScene
        let environment: EnvironmentValues
    }

    /// A string a laid-out screen shows, with the font that measured it.
    struct MeasuredText {
        let font: Font
        let string: String
    }

    /// Every screen of the matrix, scene by scene, then style, locale, Dynamic Type size, control size.
    static func matrix() -> [Screen] {
        let registry = StepperStyleRegistry()
        let locales = [try! LocaleID("en_US"), try! LocaleID("es_ES")]
        var screens: [Screen] = []
        for scene in DemoScene.allCases {
            for style in registry.all {
                for locale in locales {
                    for size in DynamicTypeSize.allCases {
                        for controlSize in ControlSize.allCases {
                            let environment = EnvironmentValues(locale: locale).with {
                                $0.dynamicTypeSize = size
                                $0.controlSize = controlSize
                                $0.stepperStyle = try! registry.style(named: style.name)
                            }
                            screens.append(Screen(scene: scene, environment: environment))
                        }
                    }
                }
            }
        }
        return screens
    }

    /// The texts of a laid-out tree, depth first: each shown string with the font that measured it.
    static func texts(of result: LayoutResult) -> [MeasuredText] {
        result.root.allNodes.compactMap { node in
            guard case .text(let text) = node.content else { return nil }
            return MeasuredText(font: text.layout.font, string: text.fullText)
        }
    }

    static func run() {
        let engine = try! Demo.engine()
        let services = engine.services
        let cold = LayoutEngine(services: LayoutServices(
            icons: services.icons, localizer: services.localizer, developmentLanguage: services.developmentLanguage, textCacheCapacity: 0))
        let screens = matrix()
        let state = DemoState()
        func layOut(_ screen: Screen) -> LayoutResult? {
            try? engine.layout(screen.scene.node(state), in: screen.environment, proposal: DemoScene.screenProposal)
        }

        // One untimed pass: every screen must lay out, and its texts become the floor's work. The
        // dumps of all laid-out trees are digested, so a change to the engine that claims to leave
        // layout alone can show the same digest before and after.
        var screenTexts: [[MeasuredText]] = []
        var digest = FNV1a()
        var coldDigest = FNV1a()
        for screen in screens {
            guard let result = layOut(screen) else {
                print("\n## Layout\n\nFAILED: \(screen.scene) did not lay out in \(screen.environment.locale)")
                return
            }
            screenTexts.append(texts(of: result))
            digest.add(result.root.dump())
            coldDigest.add((try? cold.layout(screen.scene.node(state), in: screen.environment, proposal: DemoScene.screenProposal))?.root.dump() ?? "")
        }
        let textCount = screenTexts.reduce(0) { $0 + $1.count }
        let distinct = Set(screenTexts.joined().map { "\($0.font.face.path)#\($0.font.face.index) \($0.font.features) \($0.string)" }).count

        let count = screens.count
        let measurements = Harness.compare([
            Harness.Case("floor: shape each shown text (StepperKitText, uncached)", operationsPerCall: count) {
                for texts in screenTexts {
                    for text in texts { blackHole(text.font.width(of: text.string, cached: false)) }
                }
            },
            Harness.Case("kit: lay out the screen", operationsPerCall: count) {
                for screen in screens { blackHole(layOut(screen)) }
            },
            Harness.Case("kit, no text analysis kept between screens", operationsPerCall: count) {
                for screen in screens {
                    blackHole(try? cold.layout(screen.scene.node(state), in: screen.environment, proposal: DemoScene.screenProposal))
                }
            },
            // The text part of layout alone: each shown text analysed (ICU breaks, bidi and script
            // runs, fallback faces) and shaped into prefix sums, and laid out once without a width.
            Harness.Case("kit text only: a TextLayouter per shown text, one layout", operationsPerCall: count) {
                for texts in screenTexts {
                    for text in texts {
                        guard var layouter = try? TextLayouter(text.string, font: text.font) else { continue }
                        blackHole(layouter.layout())
                    }
                }
            },
            Harness.Case("floor with the width cache (every string a hit)", operationsPerCall: count) {
                for texts in screenTexts {
                    for text in texts { blackHole(text.font.width(of: text.string)) }
                }
            },
        ], rounds: 9, roundTime: 0.25)
        let (floor, kit) = (measurements[0], measurements[1])

        Harness.report("Layout", measurements, baseline: floor)
        print("""

        \(count) screens (\(DemoScene.allCases.count) scenes × 2 locales × \(DynamicTypeSize.allCases.count) Dynamic Type sizes × \
        \(ControlSize.allCases.count) control sizes × \(StepperStyleRegistry().all.count) styles), \
        \(DemoScene.screenProposal.width.map { Harness.format($0, digits: 0) } ?? "ideal") pt wide; \
        \(textCount) texts (\(Harness.format(Double(textCount) / Double(count))) per screen; \(distinct) distinct strings per face and \
        features); one thread. Digest of every laid-out tree's dump (FNV-1a 64): \(digest.hex); with no text analysis kept \
        between screens: \(coldDigest.hex)\(coldDigest.hex == digest.hex ? " (the same trees)" : " (DIFFERENT TREES)").

        """)
        Harness.goal("layout per screen / shaping floor", ratio: kit.nanosecondsPerOperation / floor.nanosecondsPerOperation, atMost: 2)
        print("- layout per screen with no text analysis kept between screens / shaping floor: "
              + "\(Harness.format(measurements[2].nanosecondsPerOperation / floor.nanosecondsPerOperation, digits: 2))×")
        reportScenes(screens, screenTexts, layOut)
        reportWidths(screens, engine, state)
    }

    /// Every phone's width (320 to 430 pt), each screen laid out five times against once for the five
    /// widths from one set of elements (`LayoutEngine.layout(_:in:proposals:)`): what laying out the
    /// widths together would save an audit over every phone. Every fifth screen of the matrix.
    private static func reportWidths(_ screens: [Screen], _ engine: LayoutEngine, _ state: DemoState) {
        let proposals = [320.0, 375, 390, 393, 430].map { ProposedSize(width: $0, height: nil) }
        let sample = stride(from: 0, to: screens.count, by: 5).map { screens[$0] }
        let count = sample.count * proposals.count
        let measured = Harness.compare([
            Harness.Case("each width laid out alone", operationsPerCall: count) {
                for screen in sample {
                    for proposal in proposals { blackHole(try? engine.layout(screen.scene.node(state), in: screen.environment, proposal: proposal)) }
                }
            },
            Harness.Case("the five widths from one set of elements", operationsPerCall: count) {
                for screen in sample { blackHole(try? engine.layout(screen.scene.node(state), in: screen.environment, proposals: proposals)) }
            },
        ], rounds: 5, roundTime: 0.2)
        print("""

        Every phone's width (\(proposals.compactMap(\.width).map { Harness.format($0, digits: 0) }.joined(separator: ", ")) pt), \
        \(sample.count) screens: \(Harness.format(measured[0].nanosecondsPerOperation, digits: 0)) ns a width laid out alone, \
        \(Harness.format(measured[1].nanosecondsPerOperation, digits: 0)) ns from one set of elements \
        (\(Harness.format(measured[0].nanosecondsPerOperation / measured[1].nanosecondsPerOperation, digits: 2))× faster).
        """)
    }

    /// The same comparison scene by scene (fewer, shorter rounds): which scene's layout costs what against its floor.
    private static func reportScenes(
        _ screens: [Screen], _ screenTexts: [[MeasuredText]], _ layOut: @escaping (Screen) -> LayoutResult?
    ) {
        print("\n| scene | screens | texts per screen | floor ns/screen | kit ns/screen | kit / floor |")
        print("|---|---:|---:|---:|---:|---:|")
        for scene in DemoScene.allCases {
            let indices = screens.indices.filter { screens[$0].scene == scene }
            let sceneScreens = indices.map { screens[$0] }
            let texts = indices.map { screenTexts[$0] }
            let count = sceneScreens.count
            let measured = Harness.compare([
                Harness.Case("floor", operationsPerCall: count) {
                    for screenTexts in texts {
                        for text in screenTexts { blackHole(text.font.width(of: text.string, cached: false)) }
                    }
                },
                Harness.Case("kit", operationsPerCall: count) {
                    for screen in sceneScreens { blackHole(layOut(screen)) }
                },
            ], rounds: 5, roundTime: 0.1)
            let textCount = texts.reduce(0) { $0 + $1.count }
            print("| \(scene) | \(count) | \(Harness.format(Double(textCount) / Double(count))) | "
                  + "\(Harness.format(measured[0].nanosecondsPerOperation, digits: 0)) | "
                  + "\(Harness.format(measured[1].nanosecondsPerOperation, digits: 0)) | "
                  + "\(Harness.format(measured[1].nanosecondsPerOperation / measured[0].nanosecondsPerOperation, digits: 2))× |")
        }
    }
}

/// One untimed pass over every screen of the layout matrix, for a profiler: not part of `make bench`.
///
/// `stepperkit-bench layout-profile` under `valgrind --tool=callgrind` counts instructions per screen,
/// which do not move with the machine's load. valgrind 3.19 cannot read the DWARF Swift 6.3 writes:
/// profile a copy made with `strip --strip-debug` (function names stay).
///
/// The matrix is laid out twice: the first pass loads what a process loads once (fonts, ICU's data,
/// each text's analysis); the second is the benchmark's steady state. Pass callgrind
/// `--toggle-collect='*profiledC4Pass*'` to count the second pass alone (the mangler abbreviates the
/// function's name to `profiledC4Pass`, so the full name matches nothing).
enum LayoutProfile {
    static func run() {
        let engine = try! Demo.engine()
        let state = DemoState()
        // STEPPERKIT_PROFILE_SCENE (a scene's name) profiles that scene's screens alone.
        let only = ProcessInfo.processInfo.environment["STEPPERKIT_PROFILE_SCENE"]
        let screens = LayoutBenchmarks.matrix().filter { only == nil || "\($0.scene)" == only }
        layOut(screens, engine, state)
        // STEPPERKIT_PROFILE_PASSES repeats the steady pass and prints the best pass a screen: for a
        // sampling profiler (perf) that needs seconds of it, and for timing two builds run alternately.
        let passes = ProcessInfo.processInfo.environment["STEPPERKIT_PROFILE_PASSES"].flatMap { Int($0) } ?? 1
        var best = Double.infinity
        for _ in 0..<max(passes, 1) {
            let start = Harness.now()
            profiledLayoutPass(screens, engine, state)
            best = min(best, Double(Harness.now() - start) / Double(screens.count))
        }
        if passes > 1 { print("best pass: \(Harness.format(best / 1000, digits: 2)) µs a screen") }
    }

    /// The steady-state pass a profiler counts alone (see ``run()``).
    @inline(never)
    static func profiledLayoutPass(_ screens: [LayoutBenchmarks.Screen], _ engine: LayoutEngine, _ state: DemoState) {
        layOut(screens, engine, state)
    }

    private static func layOut(_ screens: [LayoutBenchmarks.Screen], _ engine: LayoutEngine, _ state: DemoState) {
        for screen in screens {
            blackHole(try? engine.layout(screen.scene.node(state), in: screen.environment, proposal: DemoScene.screenProposal))
        }
    }
}

/// FNV-1a, 64 bits: a stable digest of text (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }

    var hex: String { String(value, radix: 16) }
}
