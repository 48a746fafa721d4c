import Foundation
import StepperKitLocalization
#if !FUZZING
import FuzzReplay
#endif

/// libFuzzer entry: any bytes as a String Catalog.
///
/// Properties checked beyond "no crash": a catalog that reads writes bytes that read again to the same
/// catalog, and writing is a fixed point; an error is one line and points inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let catalog = try StringCatalog(bytes: bytes)
        let written = catalog.encodedBytes()
        let reread: StringCatalog
        do {
            reread = try StringCatalog(bytes: written)
        } catch {
            fatalError("written catalog does not read again: \(error)")
        }
        guard reread == catalog else { fatalError("written catalog reads as a different catalog") }
        guard reread.encodedBytes() == written else { fatalError("writing is not a fixed point") }
        _ = CatalogLinter().lint(catalog)
        _ = CatalogStatistics(catalog)
    } catch {
        let message = error.description
        guard !message.contains("\n") else { fatalError("error message has a line break: \(message)") }
        guard error.offset >= 0, error.offset <= size else { fatalError("error offset \(error.offset) outside 0...\(size)") }
    }
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzCatalogReader(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzCatalogReader))
    }
}
#endif
