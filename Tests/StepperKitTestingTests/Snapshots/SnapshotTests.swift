import Foundation
import Testing
import StepperKitTesting

struct SnapshotTests {
    static let versions = SnapshotVersions(icu: "72.1", cldr: "42.0")

    /// A snapshot of a test file inside a fresh temp directory.
    static func snapshot(_ directory: URL, format: SnapshotFormat = .text) -> Snapshot {
        Snapshot(name: "stepper es", format: format, testFilePath: directory.appending(path: "CartTests.swift").path)
    }

    @Test func storesNextToTheTestFileInSnapshotsFolder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        #expect(snapshot.url.path == directory.appending(path: "__Snapshots__/CartTests").path + "/stepper%20es.txt")
        #expect(snapshot.newURL.path == directory.appending(path: "__Snapshots__/CartTests").path + "/stepper%20es.new.txt")
    }

    // "a/b", "a_b" and "a\nb" all mapped to a_b.txt, so one test was compared with another's baseline.
    @Test func namesMapToFilesOneToOneAndBack() throws {
        let names = ["a/b", "a_b", "a\nb", "a b", "a%2Fb", "añadir", "a.b", "..", "", "x.new", "x", "A/B", "名前"]
        let files = names.map { Snapshot(name: $0, format: .text, testFilePath: "/tmp/CartTests.swift").url.lastPathComponent }
        #expect(Set(files).count == names.count)
        #expect(files.prefix(4) == ["a%2Fb.txt", "a_b.txt", "a%0Ab.txt", "a%20b.txt"])
        for (name, file) in zip(names, files) {
            #expect(String(file.dropLast(4)).removingPercentEncoding == name)
            #expect(!file.contains("/"))
        }
        // A name's baseline is never another name's new output.
        let newOutputs = names.map { Snapshot(name: $0, format: .text, testFilePath: "/tmp/CartTests.swift").newURL.lastPathComponent }
        #expect(Set(files).isDisjoint(with: newOutputs))
    }

    // A file name fits the file system whatever the name's length; distinct long names stay distinct.
    @Test func longNamesAreCutAndHashed() throws {
        let long = String(repeating: "é", count: 300)
        let file = Snapshot(name: long, format: .text, testFilePath: "/tmp/T.swift").newURL.lastPathComponent
        #expect(file.utf8.count < 255)
        #expect(file.contains("%~"))
        let other = Snapshot(name: long + "x", format: .text, testFilePath: "/tmp/T.swift").url.lastPathComponent
        #expect(other != Snapshot(name: long, format: .text, testFilePath: "/tmp/T.swift").url.lastPathComponent)
    }

    // SnapshotFormat(fileExtension: "txt/../../../../X") wrote four levels above __Snapshots__.
    @Test(arguments: ["txt/../../../../X", "", "..", "a/b", "t\u{0}x", "tx\nt", ".txt", "t.xt", String(repeating: "x", count: 17), "tëxt"])
    func refusesAnExtensionThatIsNotOneName(_ fileExtension: String) {
        #expect(throws: SnapshotError.invalidFileExtension(fileExtension)) { try SnapshotFormat(fileExtension: fileExtension) }
    }

    @Test func acceptsPlainExtensions() throws {
        #expect(try SnapshotFormat(fileExtension: "json").fileExtension == "json")
        #expect(try SnapshotFormat(fileExtension: "svg", isMarkup: true) == .svg)
        #expect(SnapshotError.invalidFileExtension("a/b").description
                == #""a/b" is not a file extension: use letters, digits, "-" and "_", such as "txt" or "svg""#)
    }

    // A write that fails says why in words, not "The operation could not be completed … error 1".
    @Test func aFolderThatCannotBeMadeIsSaidInWords() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("a file".utf8).write(to: directory.appending(path: "__Snapshots__"))
        let snapshot = Self.snapshot(directory)
        #expect(throws: SnapshotError.self) { try snapshot.check("x", mode: .all) }
        do {
            _ = try snapshot.check("x", mode: .all)
        } catch {
            let folder = directory.appending(path: "__Snapshots__").path
            #expect(error.description.hasSuffix("the snapshot cannot be written: \"\(snapshot.directory.path)\": \"\(folder)\" is not a folder"))
            #expect(!error.description.contains("error 1"))
            #expect(error.localizedDescription == error.description)
        }
    }

    @Test func missingModeRecordsOnceThenCompares() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        #expect(try snapshot.check("1 artículo", mode: .missing, versions: Self.versions) == .recorded(path: snapshot.url.path))
        #expect(try String(contentsOf: snapshot.url, encoding: .utf8) == "# stepperkit snapshot: ICU 72.1, CLDR 42.0\n1 artículo")
        #expect(try snapshot.check("1 artículo", mode: .missing, versions: Self.versions) == .matched)
    }

    @Test func neverModeFailsOnAMissingSnapshotAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        #expect(try snapshot.check("x", mode: .never) == .missing(path: snapshot.url.path))
        #expect(!FileManager.default.fileExists(atPath: snapshot.url.path))
    }

    @Test func aMismatchWritesTheNewOutputBesideTheOldAndDiffsLines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        _ = try snapshot.check("Cart\nAñadir\nTotal", mode: .all, versions: Self.versions)
        guard case .mismatch(let mismatch) = try snapshot.check("Cart\nAgregar\nTotal", mode: .never, versions: Self.versions) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.drift == nil)
        #expect(mismatch.diff.description == "@@ line 1\n Cart\n-Añadir\n+Agregar\n Total")
        #expect(try String(contentsOf: snapshot.newURL, encoding: .utf8) == "# stepperkit snapshot: ICU 72.1, CLDR 42.0\nCart\nAgregar\nTotal")
        #expect(mismatch.description.hasPrefix("snapshot \(snapshot.url.path) differs (recorded with ICU 72.1, CLDR 42.0, now ICU 72.1, CLDR 42.0)"))
    }

    @Test func aSpaceOnlyChangeIsReportedAsDriftWithTheVersions() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        _ = try snapshot.check("Subtotal: 12,50\u{A0}€", mode: .all, versions: SnapshotVersions(icu: "72.1", cldr: "42.0"))
        let now = SnapshotVersions(icu: "74.2", cldr: "44.1")
        guard case .mismatch(let mismatch) = try snapshot.check("Subtotal: 12,50\u{202F}€", mode: .never, versions: now) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.drift == [.spaces])
        #expect(mismatch.description.hasPrefix("CLDR/ICU drift (spaces) in \(snapshot.url.path) (recorded with ICU 72.1, CLDR 42.0, now ICU 74.2, CLDR 44.1)"))
    }

    @Test func svgKeepsItsXMLDeclarationFirst() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory, format: .svg)
        let svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg/>\n"
        _ = try snapshot.check(svg, mode: .all, versions: Self.versions)
        #expect(try String(contentsOf: snapshot.url, encoding: .utf8)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- stepperkit snapshot: ICU 72.1, CLDR 42.0 -->\n<svg/>\n")
        #expect(try snapshot.check(svg, mode: .never, versions: Self.versions) == .matched)
    }

    @Test(arguments: [
        ("12,50\u{A0}€", "12,50\u{202F}€", [SnapshotDrift.spaces] as Set?),
        ("US$5.00", "$5.00", [.currencySymbol]),
        ("EUR 3.50", "€3.50", nil),  // the space went too: a sign before the number, not only its symbol
        ("EUR\u{A0}3.50", "€\u{A0}3.50", [.currencySymbol]),
        ("1.000 artículos", "1000 artículos", [.digits]),
        ("1\u{A0}000 €", "1.000 €", [.digits]),
        ("١٢ items", "12 items", [.digits]),
        ("Añadir", "Agregar", nil),
        ("a\nb", "a", nil),
        // Another number, another currency, other words: not locale data. All three were called drift.
        ("€3.50", "€4.50", nil),
        ("Total €3.50", "Total €3.49", nil),
        ("HELLO", "WORLD", nil),
        ("USD 5", "CAD 5", nil),
        ("$5", "€5", nil),
    ] as [(String, String, Set<SnapshotDrift>?)])
    func classifiesDrift(_ old: String, _ new: String, _ kinds: Set<SnapshotDrift>?) {
        #expect(SnapshotDrift.kinds(from: old, to: new) == kinds)
    }

    // With the same ICU and CLDR recorded and current, nothing can be locale-data drift.
    @Test func noDriftWithTheSameVersions() throws {
        let versions = SnapshotVersions(icu: "72.1", cldr: "42.0")
        #expect(SnapshotDrift.kinds(from: "1.000", to: "1000", recordedWith: versions, current: versions) == nil)
        #expect(SnapshotDrift.kinds(from: "1.000", to: "1000", recordedWith: nil, current: versions) == nil)
        #expect(SnapshotDrift.kinds(from: "1.000", to: "1000", recordedWith: versions, current: SnapshotVersions(icu: "74.2", cldr: "44.1")) == [.digits])

        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = Self.snapshot(directory)
        _ = try snapshot.check("Subtotal: €3.50", mode: .all, versions: versions)
        guard case .mismatch(let mismatch) = try snapshot.check("Subtotal: €4.50", mode: .never, versions: versions) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.drift == nil)
        #expect(mismatch.description.hasPrefix("snapshot \(snapshot.url.path) differs"))
    }

    @Test(arguments: [
        ([:], SnapshotRecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "true", "STEPPERKIT_RECORD": "all"], .all),
        (["STEPPERKIT_RECORD": "never"], .never),
        (["CI": "false"], .missing),
    ] as [([String: String], SnapshotRecordMode)])
    func choosesTheRecordModeFromTheEnvironment(_ environment: [String: String], _ mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.fromEnvironment(environment) == mode)
    }

    @Test func rejectsAnUnknownRecordMode() {
        #expect(throws: SnapshotError.unknownRecordMode("sometimes")) {
            try SnapshotRecordMode.fromEnvironment(["STEPPERKIT_RECORD": "sometimes"])
        }
    }
}
