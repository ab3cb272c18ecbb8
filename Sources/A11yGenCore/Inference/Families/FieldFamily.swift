/// The families of fields a spec describes. Each has its own planner over the shared naming, error
/// and focus contract (`Inference.prepare`, `PlannedField`); adding a family adds a case here and a
/// planner file, not branches in a shared planning function.
enum FieldFamily: CaseIterable, Sendable {
    /// TextField, SecureField, multiline and number fields (cards 000 and 001).
    case text
    /// DatePicker (card 002).
    case datePicker

    static func of(_ traits: InputTraits) -> FieldFamily {
        traits.control == .datePicker ? .datePicker : .text
    }

    var planner: any FieldFamilyPlanner.Type {
        switch self {
        case .text: TextFieldPlanner.self
        case .datePicker: DatePickerPlanner.self
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
