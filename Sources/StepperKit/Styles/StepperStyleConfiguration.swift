public import StepperKitText

/// The ready parts a stepper style arranges: label, value text, and buttons that carry their actions and names.
///
/// The buttons also carry their accessible names and enabled state.
///
/// Styles read the state (``value``, ``canIncrement``, ``decrementRole``, …) to choose what to draw,
/// but they do not format numbers or change state: the parts do that.
///
/// The add-to-cart morph lives in the parts, so every style draws it, even one that never reads
/// ``isCollapsed``: while collapsed, ``decrementButton(repeatsWhileHeld:_:)`` and ``valueText`` draw
/// nothing and ``incrementButton(repeatsWhileHeld:_:)`` is the Add button (its content, then the
/// title); at one item the decrement button draws the trash can wherever its content draws `minus`.
///
/// ```swift
/// struct TrashAwareStepperStyle: StepperStyle {
///     func makeBody(configuration: StepperStyleConfiguration) -> some View {
///         HStack {
///             configuration.decrementButton {
///                 Icon(configuration.decrementRole == .remove ? .trash : .minus)
///             }
///             configuration.valueText
///             configuration.incrementButton { Icon(.plus) }
///         }
///     }
/// }
/// ```
public struct StepperStyleConfiguration: Sendable {
    /// The stepper's label, such as "Copies"; empty for the add-to-cart stepper.
    public let label: AnyView
    /// Whether there is a visible label to show.
    public let hasLabel: Bool
    /// The current value.
    public let value: Int
    /// The value formatted for the locale, such as "1.000" in es; empty while collapsed to Add.
    public let formattedValue: String
    /// The allowed values.
    public let bounds: ClosedRange<Int>
    /// The amount one increment or decrement changes the value by.
    public let step: Int
    /// Whether incrementing is possible now.
    public let canIncrement: Bool
    /// Whether decrementing is possible now.
    public let canDecrement: Bool
    /// What decrementing does now: decrease, or remove the item (at a quantity of 1).
    public let decrementRole: DecrementRole
    /// Whether the stepper shows only its Add button (an add-to-cart stepper at zero).
    public let isCollapsed: Bool
    /// The title of the Add button, such as "Add".
    public let addTitle: LocalizedText
    /// The environment the stepper is laid out in: control size, font, tint, Dynamic Type size.
    public let environment: EnvironmentValues
    /// How the parts expose themselves to assistive technology.
    let accessibility: StepperAccessibility
    /// The name the stepper is given from outside (`.accessibilityLabel("Flat white")`), which its
    /// buttons take: "Increase Flat white" rather than "Increase quantity".
    var name: LocalizedText?
    /// A value change caught part way, which the parts draw: the count rolling from ``PartMotion/value``,
    /// the decrement icon replaced from ``PartMotion/role``; nil for a still stepper.
    var motion: PartMotion?

    /// What the parts draw of a change in motion: the value and decrement role it comes from, and its progress.
    struct PartMotion: Sendable {
        /// The formatted value the count rolls from.
        let value: String
        /// Whether the value goes up (the count rolls upward) or down.
        let increases: Bool
        /// The decrement role the icon is replaced from.
        let role: DecrementRole
        /// The change's progress: 0 at its start, 1 at rest, past 1 while a spring overshoots.
        let progress: Double

        /// The progress held to 0…1, for opacities.
        var fraction: Double { min(max(progress, 0), 1) }
    }

    /// The control size of the stepper.
    public var controlSize: ControlSize { environment.controlSize }

    /// Creates a configuration; components do this, styles only read it.
    public init(
        label: AnyView = AnyView(EmptyView()),
        hasLabel: Bool = false,
        value: Int,
        formattedValue: String,
        bounds: ClosedRange<Int>,
        step: Int = 1,
        canIncrement: Bool,
        canDecrement: Bool,
        decrementRole: DecrementRole = .decrement,
        isCollapsed: Bool = false,
        addTitle: LocalizedText = "Add",
        environment: EnvironmentValues,
        accessibility: StepperAccessibility
    ) {
        self.label = label
        self.hasLabel = hasLabel
        self.value = value
        self.formattedValue = formattedValue
        self.bounds = bounds
        self.step = step
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
        self.decrementRole = decrementRole
        self.isCollapsed = isCollapsed
        self.addTitle = addTitle
        self.environment = environment
        self.accessibility = accessibility
        self.name = environment.enclosingAccessibilityLabel
    }

    // MARK: - Parts

    /// The increment button around some content, named "Increase quantity" and disabled (dimmed) at the top.
    ///
    /// A stepper given a name from outside (`.accessibilityLabel("Flat white")`) names its buttons
    /// after it: "Increase Flat white", "Decrease Flat white", "Remove Flat white from cart".
    ///
    /// With `repeatsWhileHeld`, holding it repeats (first after 500 ms, then faster).
    public func incrementButton(repeatsWhileHeld: Bool = false, @ViewBuilder _ content: () -> some View) -> AnyView {
        if isCollapsed {
            let icon = content()
            return addButton {
                HStack(spacing: 6) {
                    icon
                    Text(addTitle)
                }
                .lineLimit(addTitleLineLimit)
            }
        }
        let button = Button(.increment, repeatsWhileHeld: repeatsWhileHeld, label: content)
            .disabled(!canIncrement)
        return AnyView(button.accessibilityLabel(accessibility.incrementName(name)))
    }

    /// The decrement button around some content, named "Decrease quantity", or "Remove from cart" when it removes the item.
    ///
    /// The remove button has the destructive role and the remove action, and never repeats while held.
    public func decrementButton(repeatsWhileHeld: Bool = false, @ViewBuilder _ content: () -> some View) -> AnyView {
        if isCollapsed { return AnyView(EmptyView()) }
        let removes = decrementRole == .remove
        let icon: IconName = removes ? .trash : .minus
        let label: AnyView
        if let motion, motion.role != decrementRole {
            // A symbol replace, Down-Up as SwiftUI's default: the icon it comes from scales down as it
            // fades out, the new one scales up as it fades in (from half its size: Apple does not
            // publish the effect's magnitudes), past its size while the spring overshoots.
            let old: IconName = motion.role == .remove ? .trash : .minus
            label = AnyView(ZStack {
                content().replacingIcon(.minus, with: old).scaleEffect(1 - 0.5 * motion.fraction).opacity(1 - motion.fraction)
                content().replacingIcon(.minus, with: icon).scaleEffect(0.5 + 0.5 * motion.progress).opacity(motion.fraction)
            })
        } else {
            label = AnyView(content().replacingIcon(.minus, with: icon))
        }
        // The trash performs the remove action, so what removes the item is told apart from what lowers the count.
        let button = Button(removes ? .remove : .decrement, role: removes ? .destructive : nil, repeatsWhileHeld: repeatsWhileHeld && !removes) { label }
            .disabled(!canDecrement)
        return AnyView(button.accessibilityLabel(removes ? accessibility.removeName(name) : accessibility.decrementName(name)))
    }

    /// The most lines the Add button's title takes: one, or none at accessibility sizes.
    ///
    /// One line keeps Add and the stepper it morphs into one height; at accessibility sizes a title
    /// wider than the screen wraps (as SwiftUI's button labels do, and the HIG asks) rather than being cut.
    ///
    /// ```swift
    /// struct AddFirstStyle: StepperStyle {
    ///     func makeBody(configuration: StepperStyleConfiguration) -> some View {
    ///         configuration.addButton { Text(configuration.addTitle).lineLimit(configuration.addTitleLineLimit) }
    ///     }
    /// }
    /// ```
    public var addTitleLineLimit: Int? {
        environment.dynamicTypeSize.isAccessibilitySize ? nil : 1
    }

    /// The Add button around some content, named after its title ("Add to cart", "Buy to cart").
    ///
    /// It is disabled when nothing can be added.
    public func addButton(@ViewBuilder _ content: () -> some View) -> AnyView {
        let button = Button(.add, label: content).disabled(!canIncrement)
        return AnyView(button.accessibilityLabel(accessibility.addName(title: addTitle, name: name)).tag("add"))
    }

    /// The formatted value as text, nothing while collapsed.
    ///
    /// The component makes it accessible from outside the style (the adjustable "Quantity" element), so a style that draws the value
    /// its own way keeps it.
    public var valueText: AnyView {
        if isCollapsed { return AnyView(EmptyView()) }
        guard let motion, motion.value != formattedValue else { return AnyView(Text(verbatim: formattedValue).tag("value")) }
        // A numeric text transition: the old number rolls out (up when the value grows) as the new one rolls in
        // from the other side, both over 60% of the count's point size, so they stay inside the control.
        let distance = 0.6 * environment.pointSize(of: .headline) * (motion.increases ? 1 : -1)
        return AnyView(ZStack {
            Text(verbatim: motion.value).offset(y: -distance * motion.progress).opacity(1 - motion.fraction).accessibilityHidden()
            Text(verbatim: formattedValue).offset(y: distance * (1 - motion.progress)).opacity(motion.fraction).tag("value")
        })
    }

    /// A value scaled with Dynamic Type relative to a text style, as SwiftUI's scaled metrics are.
    public func scaledMetric(_ value: Double, relativeTo style: TextStyle = .body) -> Double {
        environment.scaledMetric(value, relativeTo: style)
    }
}

/// How a stepper's parts are exposed to assistive technology; chosen by the component, never by
/// the style.
public enum StepperAccessibility: Hashable, Sendable {
    /// Each button is an element, and the value is the adjustable element with a name.
    ///
    /// The add-to-cart stepper reads "Decrease quantity", "Quantity", "Increase quantity".
    case separateControls(valueName: LocalizedText)
    /// The whole stepper is one adjustable element named by its label (labeled and quantity steppers);
    /// the component applies it around the style's body.
    case singleAdjustable

    /// "Increase quantity", or "Increase Flat white" for a stepper named "Flat white".
    func incrementName(_ name: LocalizedText?) -> LocalizedText {
        name.map { LocalizedText("Increase %@", naming: [$0]) } ?? "Increase quantity"
    }

    /// "Decrease quantity", or "Decrease Flat white".
    func decrementName(_ name: LocalizedText?) -> LocalizedText {
        name.map { LocalizedText("Decrease %@", naming: [$0]) } ?? "Decrease quantity"
    }

    /// "Remove from cart", or "Remove Flat white from cart".
    func removeName(_ name: LocalizedText?) -> LocalizedText {
        name.map { LocalizedText("Remove %@ from cart", naming: [$0]) } ?? "Remove from cart"
    }

    /// "Add to cart" for the default title; "<title> to cart" in the title's language for another,
    /// as the reference stepper names its Add button; with a name, "Add Flat white to cart" and
    /// "<title> Flat white to cart".
    func addName(title: LocalizedText, name: LocalizedText? = nil) -> LocalizedText {
        switch (title == "Add", name) {
        case (true, nil): "Add to cart"
        case (false, nil): LocalizedText("%@ to cart", localizedArguments: [title])
        case (true, let name?): LocalizedText("Add %@ to cart", naming: [name])
        case (false, let name?): LocalizedText("%1$@ %2$@ to cart", localizedArguments: [title, name])
        }
    }
}
