// How modifier nodes become layout elements. Modifiers on a group apply to each member.

extension Padding: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis) { child in
            PaddingElement(child: child, insets: insets, environment: environment)
        }
    }
}

extension Frame: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        [FrameElement(child: try builder.single(content, in: environment), node: self, environment: environment)]
    }
}

extension Layered: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        let layerElement = try builder.single(layer, in: environment)
        return [LayeredElement(
            child: try builder.single(content, in: environment), layer: layerElement, placement: placement,
            alignment: alignment, environment: environment
        )]
    }
}

extension Opacity: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis) { child in
            OpacityElement(child: child, opacity: opacity, environment: environment)
        }
    }
}

extension Tagged: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis) { child in
            TaggedElement(child: child, tag: tag, environment: environment)
        }
    }
}

extension EnvironmentWriter: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        var changed = environment
        transform(&changed)
        return try builder.children(content, in: changed, axis: stackAxis)
    }
}

extension AccessibilityModifier: PrimitiveNode {
    /// Nested accessibility modifiers become one element; an outer modifier's values win over inner
    /// ones, and traits add up.
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        var merged = properties
        var content = self.content
        while let inner = content.base as? AccessibilityModifier {
            merged = merged.merged(over: inner.properties)
            content = inner.content
        }
        let resolve = { (text: LocalizedText?) in text.map { builder.string(for: $0, in: environment) } }
        let info = AccessibilityInfo(
            label: resolve(merged.label), value: resolve(merged.value), hint: resolve(merged.hint),
            traits: merged.addedTraits, isHidden: merged.isHidden ?? false, children: merged.children,
            adjustableActions: merged.adjustableActions
        )
        return [AccessibilityElement(child: try builder.single(content, in: environment), info: info, environment: environment)]
    }
}

extension AccessibilityProperties {
    /// These properties over `inner`'s: set values here win, traits are combined.
    func merged(over inner: AccessibilityProperties) -> AccessibilityProperties {
        var result = inner
        if let label { result.label = label }
        if let value { result.value = value }
        if let hint { result.hint = hint }
        result.addedTraits.formUnion(addedTraits)
        if let isHidden { result.isHidden = isHidden }
        if let children { result.children = children }
        if let adjustable { result.adjustable = adjustable }
        return result
    }
}

extension Button: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement] {
        [ButtonElement(child: try builder.single(label, in: environment), node: self, environment: environment)]
    }
}
