import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// A third party's setting, carried the way the engine carries its own.
private struct ShippingRegionKey: EnvironmentKey {
    static let defaultValue = "eu"
}

extension EnvironmentValues {
    fileprivate var shippingRegion: String {
        get { self[ShippingRegionKey.self] }
        set { self[ShippingRegionKey.self] = newValue }
    }
}

struct EnvironmentKeyTests {
    @Test func aKeyReadsItsDefaultUntilWritten() {
        var environment = EnvironmentValues()
        #expect(environment.shippingRegion == "eu")
        environment.shippingRegion = "us"
        #expect(environment.shippingRegion == "us")
        #expect(environment.writtenValues == ["shippingRegion=us"])
    }

    @Test func aDefaultEnvironmentHasWrittenNothing() {
        #expect(EnvironmentValues().writtenValues == [])
        #expect(EnvironmentValues().locale == .defaultFormatting)
    }

    @Test func writersDescribeWhatTheyWriteByKey() throws {
        let writer = Text(verbatim: "x").controlSize(.mini)
        #expect(writer.description == "EnvironmentWriter(controlSize=mini)")
        let spanish = Text(verbatim: "x").locale(try LocaleID("es_ES"))
        #expect(spanish.writtenValues == ["locale=es_ES"])
        #expect(Text(verbatim: "x").environment(\.shippingRegion, "us").writtenValues == ["shippingRegion=us"])
        #expect(Text(verbatim: "x").font(nil).writtenValues == ["font=nil"])
        #expect(Text(verbatim: "x").transformEnvironment { $0.reduceMotion = true; $0.tint = .green }.writtenValues.count == 2)
    }

    /// Each of the kit's modifiers writes its key, with its own rule for values out of range; a
    /// disabling writer set to false writes nothing.
    @Test func theKitsModifiersWriteTheirKeys() {
        let x = Text(verbatim: "x")
        #expect(x.font(.headline).writtenValues.count == 1)
        #expect(x.font(.headline).writtenValues.first?.hasPrefix("font=") == true)
        #expect(x.tint(.green).writtenValues.first?.hasPrefix("tint=") == true)
        #expect(x.foregroundStyle(.red).writtenValues.first?.hasPrefix("foreground=") == true)
        #expect(x.lineLimit(0).writtenValues == ["lineLimit=1"])
        #expect(x.lineLimit(nil).writtenValues == ["lineLimit=nil"])
        #expect(x.minimumScaleFactor(0).writtenValues == ["minimumScaleFactor=0.01"])
        #expect(x.minimumScaleFactor(3).writtenValues == ["minimumScaleFactor=1.0"])
        #expect(x.truncationMode(.middle).writtenValues == ["truncationMode=middle"])
        #expect(x.disabled(true).writtenValues == ["isEnabled=false"])
        #expect(x.disabled(false).writtenValues == [])
        #expect(x.dynamicTypeSize(.accessibility3).writtenValues == ["dynamicTypeSize=accessibility3"])
        #expect(x.reduceMotion().writtenValues == ["reduceMotion=true"])
        var changed = EnvironmentValues()
        x.lineLimit(-4).write.apply(to: &changed)
        #expect(changed.lineLimit == 1)
    }

    /// Writing one key over and over keeps the environment small: past 256 stored values it keeps
    /// each key's newest only, with every value, the dump and the derived direction unchanged.
    @Test func repeatedWritesStayBounded() throws {
        var environment = EnvironmentValues(locale: try LocaleID("ar_EG"))
        environment.controlSize = .mini
        for index in 0..<10_000 { environment.shippingRegion = "region \(index)" }
        #expect(environment.storedValueCount <= 257)
        #expect(environment.shippingRegion == "region 9999")
        #expect(environment.controlSize == .mini)
        #expect(environment.locale == (try LocaleID("ar_EG")))
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(environment.writtenValues == ["controlSize=mini", "locale=ar_EG", "shippingRegion=region 9999"])
        environment.layoutDirection = .leftToRight
        for index in 0..<300 { environment.shippingRegion = "again \(index)" }
        #expect(environment.layoutDirection == .leftToRight)
    }
}

struct ForegroundFillTests {
    /// "The foreground" paints with the environment's foreground style, which may be any fill but
    /// itself; opacities multiply, and no foreground (or itself) paints primary.
    @Test func theForegroundFillResolvesToTheEnvironmentsForeground() {
        let plain = EnvironmentValues()
        func environment(_ foreground: Fill?) -> EnvironmentValues { plain.with { $0.foreground = foreground } }
        #expect(Fill.foreground.resolved(in: plain) == .solid(.primary))
        #expect(Fill.foreground.resolved(in: environment(.color(.red))) == .solid(.red))
        #expect(Fill.foreground.opacity(0.5).resolved(in: environment(.color(.red).opacity(0.5))) == .solid(.red.opacity(0.25)))
        #expect(Fill.foreground.resolved(in: environment(.tint)) == .solid(plain.tint))
        #expect(Fill.foreground.resolved(in: environment(.foreground.opacity(0.5))) == .solid(Color.primary.opacity(0.5)))
        #expect(Fill.foreground.resolved(in: environment(.tintGradient)) == Fill.tintGradient.resolved(in: plain))
    }
}
