/// The families of fields a spec describes. Each has its own planner over the shared naming, error
/// and focus contract (`Inference.prepare`, `PlannedField`); adding a family adds a case here and a
/// planner file, not branches in a shared planning function.
enum FieldFamily: CaseIterable, Sendable {
    /// TextField, SecureField, multiline and number fields (cards 000 and 001).
    case text
    /// DatePicker (card 002).
    case datePicker
    /// Toggle (issue 13; card 004 and Apple HIG policies).
    case toggle
    /// Stepper (issue 13; card 004 and Apple HIG policies).
    case stepper
    /// Picker over a fixed set of options (issue 13; card 004, "use select.*" in cards 000 and 002).
    case choice

    static func of(_ traits: InputTraits) -> FieldFamily { of(traits.control) }

    static func of(_ control: ControlKind) -> FieldFamily {
        switch control {
        case .textField, .secureField, .multilineTextField, .numberField: .text
        case .datePicker: .datePicker
        case .toggle: .toggle
        case .stepper: .stepper
        case .picker: .choice
        }
    }

    /// The words people call a control, lowercased, which VoiceOver already speaks as the control's
    /// type and so must not end its name ("Notifications toggle" is heard "Notifications toggle,
    /// switch button"): the family's own, and a text field's in every family (the wrong control's
    /// words are control words too). Only phrases that cannot be the data's own: not a bare "switch"
    /// (a VPN's "Kill switch") or "menu" (a "Lunch menu" choice), and a date keeps its "date"
    /// ("Start date picker" is the start date).
    var controlTypePhrases: [String] {
        let own: [String] =
            switch self {
            case .text: []
            case .datePicker: ["picker", "datepicker"]
            case .toggle: ["toggle", "toggle switch", "checkbox", "check box", "on/off switch"]
            case .stepper: ["stepper"]
            case .choice: ["picker", "dropdown", "drop-down", "dropdown menu", "drop-down menu", "dropdown list"]
            }
        return own + Inference.controlTypePhrases
    }

    /// Takes typed input, so it is in a form's keyboard order: Return and the keyboard toolbar's
    /// Next move through it, and the toolbar's Done puts VoiceOver back on it. A family whose
    /// control types nothing (a date picker; later a toggle or a picker) stays out of that chain.
    var takesTypedInput: Bool {
        switch self {
        case .text: true
        case .datePicker: false
        case .toggle: false
        case .stepper: false
        case .choice: false
        }
    }

    /// A failed submit moves VoiceOver focus to the control (`@AccessibilityFocusState`); otherwise the
    /// control does not take focus back reliably and its error is announced with its name (card 002
    /// for DatePicker; card 004 says the same of Menu). Each family says which, with its rule, in its
    /// `FieldContract.focusOnError` decision.
    var errorMovesFocus: Bool {
        switch self {
        case .text: true
        case .datePicker: false
        case .toggle: true
        case .stepper: true
        // A menu picker, the default, does not take focus back (card 004); the plan says per style.
        case .choice: false
        }
    }

    var planner: any FieldFamilyPlanner.Type {
        switch self {
        case .text: TextFieldPlanner.self
        case .datePicker: DatePickerPlanner.self
        case .toggle: TogglePlanner.self
        case .stepper: StepperPlanner.self
        case .choice: ChoicePlanner.self
        }
    }
}

/// One family's planning: its control decision and the rest of its plan from the shared start.
protocol FieldFamilyPlanner {
    /// The `control` decision for a type of this family.
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision
    /// The whole plan, from what `Inference.prepare` decided.
    static func plan(_ field: PlannedField) throws(SpecErrors) -> FieldPlan
}
