// How modifier nodes become layout elements. Modifiers on a group apply to each member.

extension Padding: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            PaddingElement(child: child, insets: insets, environment: environment)
        }
    }
}

extension Frame: PrimitiveView {
    /// A frame around nothing is nothing, as other modifiers on an empty group are: a style's
    /// `configuration.valueText.frame(minWidth: 34)` takes no room when the part draws nothing.
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        guard let child = try builder.singleOrNone(content, in: environment, identity: identity) else { return .none }
        return .one(FrameElement(child: child, node: self, environment: environment))
    }
}

extension Layered: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        guard let contentElement = try builder.singleOrNone(content, in: environment, identity: identity) else { return .none }
        let layerElement = try builder.single(layer, in: environment, identity: identity.layer)
        return .one(LayeredElement(
            child: contentElement, layer: layerElement, placement: placement,
            alignment: alignment, environment: environment
        ))
    }
}

extension Opacity: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            OpacityElement(child: child, opacity: opacity, environment: environment)
        }
    }
}

extension AuditAnnotated: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        // One element, so the claims sit on one node even when the content is a group.
        let element = try builder.single(content, in: environment, identity: identity)
        return .one(element.decorated(.claims(reachableActions: reachableActions, modelValues: modelValues)))
    }
}

extension Tagged: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            child.decorated(.tag(tag))
        }
    }
}

extension EnvironmentWriter: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        var changed = environment
        write.apply(to: &changed)
        return try builder.elements(for: content, in: changed, stackAxis: stackAxis, identity: identity)
    }
}

extension AccessibilityModifier: PrimitiveView {
    /// Nested accessibility modifiers end up on one node: an outer one's values win, traits add up.
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        var problems: [LayoutDiagnostic.Problem] = []
        let resolve = { (text: LocalizedText?) -> String? in
            guard let text else { return nil }
            let resolved = builder.resolve(text, in: environment)
            if let problem = resolved.problem { problems.append(problem) }
            return resolved.string
        }
        let info = AccessibilityInfo(
            label: resolve(properties.label), value: resolve(properties.value), hint: resolve(properties.hint),
            traits: properties.addedTraits, isHidden: properties.isHidden ?? false, children: properties.children,
            adjustableActions: properties.adjustableActions, problems: problems
        )
        // The content is told the label it is given, so a component names its buttons after it.
        let inner = properties.label.map { label in environment.with { $0.enclosingAccessibilityLabel = label } } ?? environment
        let element = try builder.single(content, in: inner, identity: identity)
        return .one(element.decorated(.accessibility(info)))
    }
}

extension Button: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        .one(ButtonElement(
            child: try builder.single(label, in: environment, identity: identity), node: self, environment: environment, focus: builder.pass
        ))
    }
}

extension Offset: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            OffsetElement(child: child, offset: offset, environment: environment)
        }
    }
}

extension FixedSize: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            FixedSizeElement(child: child, axes: axes, environment: environment)
        }
    }
}

extension LayoutPriority: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            child.prioritized(priority)
        }
    }
}
