// How leaf nodes become layout elements.

extension Text: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let textFont = environment.effectiveFont
        // The locale read once, for the text and its hyphenator.
        let locale = environment.locale
        let resolved = builder.resolve(text, in: environment, locale: locale)
        return .one(try TextElement(
            string: resolved.string,
            problem: resolved.problem,
            font: try builder.font(for: textFont, in: environment),
            textFont: textFont,
            fill: Fill.foreground.resolved(in: environment),
            hyphenator: builder.hyphenator(for: locale),
            environment: environment,
            services: builder.services
        ))
    }
}

extension Icon: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let name = environment.iconReplacements[name] ?? name
        guard let glyph = builder.services.icons.glyph(named: name) else {
            throw .unknownIcon(name, available: builder.services.icons.names)
        }
        let (pointSize, _) = ElementBuilder.pointSizeAndWeight(environment.effectiveFont, environment)
        return .one(IconElement(name: name, glyph: glyph, pointSize: pointSize, fill: Fill.foreground.resolved(in: environment), environment: environment))
    }
}

extension ShapeView: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let shape = LaidOutShape(
            kind: kind, fill: fill?.resolved(in: environment), stroke: stroke?.resolved(in: environment), lineWidth: lineWidth
        )
        return .one(ShapeElement(shape: shape, environment: environment))
    }
}

extension Spacer: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        .one(SpacerElement(minLength: minLength, axis: builder.stackAxis(stackAxis), environment: environment))
    }
}
