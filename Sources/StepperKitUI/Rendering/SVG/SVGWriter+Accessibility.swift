extension SVGWriter {
    /// The attributes of the group a node needs: its opacity, and what it means to assistive technology
    /// as ARIA — buttons are `role="button"`, adjustable elements `role="spinbutton"` with their value
    /// as `aria-valuetext`, images `role="img"`, other labelled elements `role="group"`; hidden ones
    /// `aria-hidden`. Empty when the node needs no group.
    static func groupAttributes(of node: LaidOutNode) -> [Attribute] {
        var attributes: [Attribute] = []
        if node.opacity < 1 { attributes.append(("opacity", SVGMarkup.number(max(node.opacity, 0)))) }
        let info = node.accessibility
        if info?.isHidden == true { return attributes + [("aria-hidden", "true")] }
        if let role = role(of: node) { attributes.append(("role", role)) }
        if let label = info?.label { attributes.append(("aria-label", label)) }
        if let value = info?.value { attributes.append(("aria-valuetext", value)) }
        if let hint = info?.hint { attributes.append(("aria-description", hint)) }
        if node.button?.isEnabled == false { attributes.append(("aria-disabled", "true")) }
        return attributes
    }

    /// The ARIA role of a node, nil when it has none of its own.
    private static func role(of node: LaidOutNode) -> String? {
        let traits = node.accessibility?.traits ?? []
        if node.button != nil || traits.contains(.button) { return "button" }
        if traits.contains(.adjustable) { return "spinbutton" }
        if traits.contains(.image) { return "img" }
        return node.accessibility?.label != nil ? "group" : nil
    }
}
