extension Renderer {
    // MARK: Toggles (issue 13)

    /// A native Toggle named by its title; a required (consent) toggle shows its error under it, joins
    /// it to the name, and takes VoiceOver focus on submit (toggle.consent-error); once checked, turning
    /// it off again speaks the error that comes back (toggle.change-announced).
    func renderToggle(_ plan: FieldPlan, _ toggle: TogglePlan, slot: FormSlot?) -> RenderedField {
        let words = words(plan)
        var model = ToggleRenderModel(plan, words, slot: slot)
        var apis = model.apis
        if plan.canShowError {
            let (modifier, changeAPIs) = changeCheckModifier(plan)
            model.context["changeCheck"] = .text(modifier)
            apis.formUnion(changeAPIs)
        }
        let control = chomp(templates.render("toggle-control.swift.mustache", model.context))
        var context: TemplateContext = [
            "control": .text(control), "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(errorLabel(plan, spokenByField: true, labelLiteral: words.labelName))
            apis.formUnion([.labelTitleIcon, .imageSystemName, .foregroundStyle, .font, .accessibilityHidden])
        }
        if plan.hint != nil {
            context["hintText"] = .text(
                chomp(templates.render("field-hint.swift.mustache", ["hintLiteral": .text(model.hintName)])))
            apis.formUnion([.font, .accessibilityHidden])
        }
        var declarations = ["@State private var \(plan.identifier) = false"]
        var functions = [words.code(templates)]
        var imports: [String] = []
        if plan.canShowError {
            declarations.append(errorState(plan))
            let required = plan.checks.first { $0.kind == .required }!
            let checks =
                if let macMessage = required.macMessage {
                    """
                    if !\(plan.identifier) {
                        #if os(macOS)
                            \(messageReturn(plan, macMessage))
                        #else
                            \(messageReturn(plan, required.message))
                        #endif
                    }
                    """
                } else {
                    "if !\(plan.identifier) {\n    \(messageReturn(plan, required.message))\n}"
                }
            let messageFunction = messageFunction(plan, checks: checks)
            let announcements = plan.deployment.announcementAPIs
            apis.formUnion(announcements.values.map(\.api))
            if announcements.values.contains(.accessibilityNotification) { imports.append("Accessibility") }
            if slot == nil {
                declarations.append("@FocusState private var \(plan.editingName): Bool")
                declarations.append("@AccessibilityFocusState private var \(plan.focusName): Bool")
                functions.append(
                    chomp(
                        templates.render(
                            "toggle-validation.swift.mustache",
                            [
                                "identifier": .text(plan.identifier), "validateName": .text(plan.validateName),
                                "errorName": .text(plan.errorName), "editingName": .text(plan.editingName),
                                "messageName": .text(plan.messageName), "checkedName": .text(plan.checkedName),
                                "focusMove": .text(
                                    focusMoveCode(
                                        focusName: plan.focusName, nameName: words.nameName,
                                        announcements: announcements
                                    )
                                ),
                                "messageFunction": .text(messageFunction),
                            ])))
            } else {
                // In a form, submit() runs every check and places focus once.
                functions.append(messageFunction)
            }
            functions.append(
                changeCheckFunction(
                    plan, template: "toggle-change-check.swift.mustache", nameName: words.nameName,
                    announcements: announcements))
        }
        return RenderedField(
            declarations: declarations, view: chomp(templates.render("toggle.swift.mustache", context)),
            functions: functions, imports: imports, apis: apis.sorted())
    }
}

/// Everything a toggle's control template can say, from the plan's decisions.
struct ToggleRenderModel {
    var context: TemplateContext
    var apis: APISet = [.stacks, .toggle]
    var labelName: String
    var hintName: String

    init(_ plan: FieldPlan, _ words: FieldStrings, slot: FormSlot?) {
        labelName = words.labelName
        hintName = words.hintName
        var label = ""
        var inputLabels = ""
        var focusBinding = ""
        var accessibilityFocusBinding = ""
        if plan.canShowError {
            // Always attached, so the view's identity does not change when the error appears.
            label = words.nameName
            inputLabels = labelName
            apis.formUnion([.accessibilityLabel, .accessibilityInputLabels, .accessibilityFocused])
            if let slot {
                focusBinding = "$\(FormNames.focusedField), equals: .\(slot.focusCase)"
                accessibilityFocusBinding = "$\(FormNames.accessibilityFocus), equals: .\(slot.focusCase)"
            } else {
                // A snippet's own keyboard focus state, which its validateX() sets.
                focusBinding = "$" + plan.editingName
                accessibilityFocusBinding = "$" + plan.focusName
            }
            apis.insert(.focusState)
            apis.insert(.accessibilityFocusState)
        }
        var hint = ""
        if plan.hint != nil {
            // The error overrides the hint (resolve.hint-yields-to-error).
            hint = plan.canShowError ? "\(plan.errorName) == nil ? \(hintName) : \"\"" : hintName
            apis.insert(.accessibilityHint)
        }
        context = [
            // The title people see: the label, or the label marked required (policy.required-indicated).
            "labelName": .text(words.visibleLabel),
            "binding": .text("$" + plan.identifier),
            "accessibilityLabel": .text(label),
            "accessibilityHint": .text(hint),
            "inputLabels": .text(inputLabels),
            "focusBinding": .text(focusBinding),
            "accessibilityFocusBinding": .text(accessibilityFocusBinding),
            "editingName": .text(plan.editingName), "focusName": .text(plan.focusName),
        ]
    }
}
