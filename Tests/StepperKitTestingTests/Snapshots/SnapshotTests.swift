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
        #expect(snapshot.url.path == directory.appending(path: "__Snapshots__/CartTests/stepper_es.txt").path)
        #expect(snapshot.newURL.path == directory.appending(path: "__Snapshots__/CartTests/stepper_es.new.txt").path)
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
        ("1.000 artículos", "1000 artículos", [.digits]),
        ("١٢ items", "12 items", [.digits]),
        ("Añadir", "Agregar", nil),
        ("a\nb", "a", nil),
    ] as [(String, String, Set<SnapshotDrift>?)])
    func classifiesDrift(_ old: String, _ new: String, _ kinds: Set<SnapshotDrift>?) {
        #expect(SnapshotDrift.kinds(from: old, to: new) == kinds)
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
