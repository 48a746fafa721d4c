import StepperKitLocalization

/// An accessible stepper named by its visible label, with an optional field for typing the value.
///
/// The value is discoverable, and wide ranges pair a direct-entry field parsed with the locale's
/// number rules.
///
/// A typed value out of range or off the step is reported, not silently clamped: the model's commit
/// behaviour decides (reject by default), and a rejected entry shows a localized message.
///
/// ```swift
/// // "Tickets: 3", the value in the label
/// LabeledStepper(model: LabeledStepperModel(value: 3, in: 1...10), label: LocalizedText("Tickets: %lld", arguments: [.integer(3)], table: CatalogTable("Shop")))
///
/// // "Copies" with a field for direct entry: "1.234" in Spanish is 1234, over the maximum
/// let copies = LabeledStepperModel(value: 1, in: 1...100)
/// let outcome = copies.outcome(ofCommitting: "1.234", parser: try NumberParser(locale: LocaleID("es_ES")))
/// LabeledStepper(model: copies, label: LocalizedText("Copies", table: CatalogTable("Shop")), entry: .init(text: "1.234", outcome: outcome))
/// ```
public struct LabeledStepper: View {
    /// What the field shows and how its last commit went.
    public struct Entry: Hashable, Sendable {
        /// The text in the field.
        public var text: String
        /// The outcome of the last commit, if any.
        public var outcome: EntryOutcome?

        /// A field showing typed text and, once committed, its outcome.
        public init(text: String, outcome: EntryOutcome? = nil) {
            self.text = text
            self.outcome = outcome
        }
    }

    /// The value, bounds and step shown.
    public let model: LabeledStepperModel
    /// The visible label and accessible name.
    public let label: LocalizedText
    /// The direct-entry field, for wide ranges.
    public let entry: Entry?

    /// A stepper for a model, named by a visible label, with an optional entry field.
    public init(model: LabeledStepperModel, label: LocalizedText, entry: Entry? = nil) {
        self.model = model
        self.label = label
        self.entry = entry
    }

    /// Whether the label already carries the value (a key with arguments, such as "Tickets: %lld").
    var labelShowsValue: Bool {
        if case .key(_, let arguments, _) = label.content { return !arguments.isEmpty }
        return false
    }

    /// What assistive technology says for one of the model's announcements, naming this stepper.
    ///
    /// A label that carries the value is spoken with the new one ("Tickets: 4"); another names the
    /// value ("Copies 12"); announcements of other kinds read as ``Announcement/text(for:)``.
    ///
    /// ```swift
    /// let tickets = LabeledStepper(model: LabeledStepperModel(value: 3, in: 1...10), label: LocalizedText("Tickets: %lld", arguments: [.integer(3)], table: CatalogTable("Shop")))
    /// tickets.announcementText(.value(4), locale: try LocaleID("en"))   // "Tickets: 4"
    /// ```
    public func announcementText(_ announcement: Announcement, locale: LocaleID) -> LocalizedText {
        if case .value(let value) = announcement, labelShowsValue, case .key(let key, let arguments, let table) = label.content,
           arguments.count == 1, case .integer = arguments[0] {
            return LocalizedText(key, arguments: [.integer(value)], table: table)
        }
        return announcement.text(for: locale, naming: label)
    }

    /// The environment the component is laid out in: its style, locale, sizes and settings.
    @Environment(\.self) private var environment

    public var body: some View {
        // The label is drawn here, beside the entry field, so the style draws only the control.
        let configuration = StepperStyleConfiguration(stepper: model, environment: environment)
        let formatted = configuration.formattedValue
        let styled = environment.stepperStyle.makeBody(configuration: configuration)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
            .accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
        // The value is discoverable: in the label text, or as the accessibility value.
        let control = SharedView(labelShowsValue ? AnyView(styled) : AnyView(styled.accessibilityValue(LocalizedText(verbatim: formatted))))
        let rejection = entry?.outcome.flatMap { outcome -> EntryRejection? in
            if case .rejected(let reason) = outcome { return reason }
            return nil
        }
        let number = CountFormat.of(environment.locale)
        let bounds = [number.format(model.stepper.bounds.lowerBound), number.format(model.stepper.bounds.upperBound)]
        let field = entry.map { SharedView(EntryField(text: $0.text, name: label, isInvalid: rejection != nil, reserving: bounds)) }
        // The label names the controls, so its text is not an element of its own ("Tickets: 3" once).
        // The title, field and control are made and measured once for the three arrangements.
        let title = SharedView(Text(label).accessibilityHidden())
        return VStack(alignment: .leading, spacing: 4) {
            // Side by side when it fits; at large Dynamic Type sizes the label goes above the controls.
            // Values first, then the label, then the spacer: nothing is cut or split inside a word
            // while the spacer has room.
            ViewThatFits(in: .horizontal) {
                HStack {
                    title.layoutPriority(1)
                    Spacer()
                    field.layoutPriority(2)
                    control.layoutPriority(3)
                }
                VStack(alignment: .leading, spacing: 8) {
                    title
                    HStack {
                        field.layoutPriority(2)
                        control.layoutPriority(3)
                    }
                }
                VStack(alignment: .leading, spacing: 8) {
                    title
                    field
                    control
                }
            }
            if let rejection {
                Text(EntryMessage.text(for: rejection, locale: environment.locale))
                    .font(.footnote)
                    .foregroundStyle(Color.accessibleRed)
                    .tag("entryMessage")
            }
        }
        .reachableActions(StepperReachableActions.actions(for: model))
        .showsModelValue(label.auditName, model.value, as: formatted)
        .modelEnables([.increment: model.canIncrement, .decrement: model.canDecrement])
        .tag("labeledStepper")
    }
}

/// The localized message for a rejected entry.
enum EntryMessage {
    static func text(for rejection: EntryRejection, locale: LocaleID) -> LocalizedText {
        let number = CountFormat.of(locale)
        switch rejection {
        case .empty, .notANumber, .notAWholeNumber:
            return "Enter a whole number"
        case .outOfRange(_, let bounds):
            return LocalizedText("Enter a number between %1$@ and %2$@", arguments: [
                .string(number.format(bounds.lowerBound)), .string(number.format(bounds.upperBound)),
            ])
        case .offStep(_, let below, let above):
            let neighbours = [below, above].compactMap { $0 }.map { LocalizationArgument.string(number.format($0)) }
            guard neighbours.count == 2 else {
                return LocalizedText("Enter %@", arguments: neighbours)
            }
            return LocalizedText("Enter %1$@ or %2$@", arguments: neighbours)
        }
    }
}
