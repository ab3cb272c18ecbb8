/// The toggle and stepper templates (issue 13), declared beside the family's rendering so the
/// catalog's shared list only appends them.
extension TemplateCatalog {
    private typealias V = TemplateValueInfo

    static let toggleTemplates: [TemplateInfo] = [
        TemplateInfo(
            name: "toggle.swift.mustache", summary: "a toggle's layout: the toggle, error or hint below",
            values: [
                V("control", "the toggle, rendered by toggle-control.swift.mustache"),
                V("canShowError", .flag, "the toggle must be on (consent)"), V("errorName", "the optional error state"),
                V("errorLabel", "the error view (field-error.swift.mustache)"),
                V("hintText", "the hint view (field-hint.swift.mustache); empty without a hint"),
            ], required: ["control"]),
        TemplateInfo(
            name: "toggle-control.swift.mustache", summary: "a native Toggle named by its title, and its modifiers",
            values: [
                V("labelName", "the label property, which is the Toggle's title"),
                V("binding", "the isOn binding, such as `$agree`"),
                V(
                    "accessibilityLabel",
                    "the `.accessibilityLabel(…)` argument with the error joined; empty when the toggle cannot fail"),
                V("accessibilityHint", "the `.accessibilityHint(…)` argument; empty without a hint"),
                V("inputLabels", "the `.accessibilityInputLabels([…])` element; empty when the name never changes"),
                V(
                    "focusBinding",
                    "the `.focused(…)` arguments: the form's focus enum, or a snippet's own state (`$consentEditing`); empty without an error"
                ),
                V("accessibilityFocusBinding", "the `.accessibilityFocused(…)` arguments; empty without an error"),
                V(
                    "editingName",
                    "the name of a Bool keyboard focus state for this toggle, for a form that keeps one per field"),
                V("focusName", "the name of a Bool VoiceOver focus state for this toggle (a snippet declares it)"),
                V(
                    "changeCheck",
                    "the `.onChange` modifier that runs toggle-change-check.swift.mustache's function when the problem changes (`#if`-guarded when the platforms need different forms); empty when the toggle cannot fail"
                ),
            ],
            // The name with the error while one shows, and the words Voice Control answers to
            // (toggle.consent-error, policy.voice-control-label).
            required: ["labelName", "binding", "accessibilityLabel", "inputLabels"]),
        TemplateInfo(
            name: "toggle-validation.swift.mustache",
            summary: "a snippet's consent check: shows the error and moves VoiceOver focus to the toggle",
            values: [
                V("identifier", "the field's Swift name"), V("validateName", "the function's name"),
                V("errorName", "the error shown (computed, read-only)"),
                V("messageName", "the check's function name"),
                V("checkedName", "the state that says the toggle was checked: set it to true to show the error"),
                V("editingName", "the toggle's keyboard focus state, which the function sets"),
                V(
                    "focusMove",
                    "VoiceOver focus to the toggle or the problem spoken, rendered by field-focus-move.swift.mustache"),
                V("messageFunction", "the check's function"),
            ], required: ["validateName", "checkedName", "messageFunction"]),
        TemplateInfo(
            name: "toggle-change-check.swift.mustache",
            summary: "announces a toggle's error that turning it off brings back after the check (card 004)",
            values: [
                V("identifier", "the field's Swift name"), V("changeName", "the function's name"),
                V("checkedName", "the state that says the toggle was checked"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`, after what VoiceOver is saying"),
            ], required: ["changeName", "checkedName"]),
    ]

    static let stepperTemplates: [TemplateInfo] = [
        TemplateInfo(
            name: "stepper.swift.mustache",
            summary: "a native Stepper between bounds, its label showing the value with its unit",
            values: [
                V("binding", "the value binding, such as `$quantity`"),
                V("range", "the bounds, such as `1...10`"), V("step", "the step; empty for 1"),
                V("labelName", "the label property"), V("valueTextName", "the value-with-unit property"),
                V("hintName", "the hint property; empty without a hint"),
                V("hintText", "the hint view (field-hint.swift.mustache); empty without a hint"),
                V(
                    "rowGroup", .flag,
                    "on the Mac alone: the stepper is a row of the Form (a `Group`), its label in the label column"),
            ], required: ["binding", "range", "labelName", "valueTextName"])
    ]
}
