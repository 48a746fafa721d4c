import Foundation
import StepperKit
import StepperKitDemo
#if !FUZZING
import FuzzReplay
#endif

/// The demo's layout engine, made once: fonts and catalogs load on the first input, not on every one.
private let engine = try? Demo.engine()
private let spanish = try? LocaleID("es_ES")

/// libFuzzer entry: any bytes as a JSON stepper theme.
///
/// Checks: no trap, and an error is one line. A theme the reader accepts is registered as a style and
/// the add-to-cart scene is laid out with it at the largest accessibility size, then drawn in the
/// terminal and as SVG: every size a theme may hold must lay out and render (a theme of `1e5`-point
/// buttons once took 30 s and 13 GB), within libFuzzer's 10 s and 2 GB limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStepperTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let theme: StepperTheme
    do {
        theme = try StepperTheme(json: Data(bytes: data, count: size))
    } catch {
        guard !error.description.contains("\n") else { fatalError("error message has a line break: \(error)") }
        return 0
    }
    guard let engine, let spanish else { fatalError("the demo's layout engine or es_ES did not load") }
    var registry = StepperStyleRegistry()
    do {
        try registry.register(theme: theme, as: "fuzzed")
        var environment = EnvironmentValues(locale: spanish)
        environment.dynamicTypeSize = .accessibility5
        environment.stepperStyle = try registry.style(named: "fuzzed")
        let result = try engine.layout(DemoScene.addToCart.node(), in: environment, proposal: DemoScene.screenProposal)
        _ = TerminalRenderer().render(result.root)
        _ = SVGRenderer().render(result.root)
    } catch {
        guard !"\(error)".contains("\n") else { fatalError("error message has a line break: \(error)") }
    }
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzStepperTheme(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzStepperTheme))
    }
}
#endif
