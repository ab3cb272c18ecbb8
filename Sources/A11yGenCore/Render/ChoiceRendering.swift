/// Choice fields (issue 13): a Picker named once by its visible label, an optional selection with a
/// "Select…" row, and the error contract per style (focus or announcement).
extension Renderer {
    func renderChoice(_ plan: FieldPlan, _ choice: ChoicePlan, slot: FormSlot?) -> RenderedField {
        let words = words(plan)
        var model = ChoiceRenderModel(plan, choice, words, slot: slot, strings: strings)
        var apis = model.apis
        // Only a "Select…" row can bring the error back once something is chosen (the planner's
        // problem-on-change decision): without one the observer could never speak.
        if plan.canShowError, choice.prompt {
            let (modifier, changeAPIs) = changeCheckModifier(plan)
            model.context["changeCheck"] = .text(modifier)
            apis.formUnion(changeAPIs)
        }
        // A template set written before `iosGroupName` places the container unguarded, as it was then:
        // the name must reach iOS, where the segments' title is not spoken.
        if case .text(let group)? = model.context["iosGroupName"], !group.isEmpty,
            !templates.uses("iosGroupName", in: "choice-control.swift.mustache")
        {
            model.context["groupsSegments"] = .flag(true)
            model.context["accessibilityName"] = .text(group)
            model.context["iosGroupName"] = .text("")
        }
        // In a form for iOS and the Mac, the Mac's one segmented control takes VoiceOver focus on a
        // failed submit, as in a Mac-only form (axr20 #2).
        if let slot, plan.movesMacFocus(templates) {
            model.context["macFocusBinding"] = .text("$\(FormNames.accessibilityFocus), equals: .\(slot.focusCase)")
            apis.formUnion([.accessibilityFocused, .accessibilityFocusState])
        }
        let control = chomp(templates.render("choice-control.swift.mustache", model.context))
        // On the Mac the Picker shows its title as the label, at the leading edge: no label above it.
        let showsTitle = ChoicePlanner.showsTitle(plan.deployment)
        var context: TemplateContext = [
            "labelAbove": .text(
                showsTitle
                    ? ""
                    : chomp(
                        templates.render("field-label.swift.mustache", ["labelLiteral": .text(words.visibleLabel)]))),
            "rowGroup": .flag(FormSlot.macFormRow(plan, slot)),
            "control": .text(control), "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName), "hintLiteral": .text(plan.hint == nil ? "" : words.hintName),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(errorLabel(plan, spokenByField: true, labelLiteral: words.labelName))
            apis.formUnion([.labelTitleIcon, .imageSystemName, .foregroundStyle])
        }
        if plan.hint != nil {
            context["hintText"] = .text(
                chomp(
                    templates.render(
                        "field-hint.swift.mustache",
                        [
                            "hintLiteral": .text(words.hintName),
                            "spoken": .flag(ChoicePlanner.namesSegmentsAsGroup(choice.style, plan.deployment)),
                        ])))
        }
        var declarations = ["@State private var \(plan.identifier): \(choice.valueType)?"]
        var functions = [words.code(templates)]
        var imports: [String] = []
        if plan.canShowError {
            declarations.append(errorState(plan))
            let message = messageFunction(plan, checks: choiceChecksCode(plan))
            // Announced when the picker does not take focus, when VoiceOver is already on it, and when
            // choosing nothing again brings the error back.
            let announcements = plan.deployment.announcementAPIs
            apis.formUnion(announcements.values.map(\.api))
            if announcements.values.contains(.accessibilityNotification) { imports.append("Accessibility") }
            if slot == nil {
                declarations.append("@FocusState private var \(plan.editingName): Bool")
                if choice.errorMovesFocus {
                    declarations.append("@AccessibilityFocusState private var \(plan.focusName): Bool")
                }
                functions.append(
                    chomp(
                        templates.render(
                            "choice-validation.swift.mustache",
                            [
                                "identifier": .text(plan.identifier),
                                "summary": .text(
                                    choice.errorMovesFocus
                                        ? "moves VoiceOver to the picker, or speaks it there"
                                        : choice.style == .segmented
                                            ? "announces it (its segments are a group, not a focus target)"
                                            : "announces it: a menu takes no VoiceOver focus"
                                ),
                                "validateName": .text(plan.validateName), "errorName": .text(plan.errorName),
                                "messageName": .text(plan.messageName), "checkedName": .text(plan.checkedName),
                                "editingName": .text(plan.editingName),
                                "movesFocus": .flag(choice.errorMovesFocus),
                                "focusMove": .text(
                                    choice.errorMovesFocus
                                        ? focusMoveCode(
                                            focusName: plan.focusName, nameName: words.nameName,
                                            announcements: announcements
                                        )
                                        : ""),
                                "nameName": .text(words.nameName),
                                "announce": .text(Self.announceCode(announcements)), "messageFunction": .text(message),
                            ])))
            } else {
                functions.append(message)  // the form's submit() focuses or announces it
            }
            if choice.prompt {
                functions.append(
                    changeCheckFunction(
                        plan, template: "choice-change-check.swift.mustache", nameName: words.nameName,
                        announcements: announcements))
            }
        }
        return RenderedField(
            declarations: declarations, view: chomp(templates.render("choice.swift.mustache", context)),
            functions: functions, imports: imports, apis: apis.sorted())
    }

    /// The one check a choice has: something is chosen.
    func choiceChecksCode(_ plan: FieldPlan) -> String {
        guard let required = plan.checks.first(where: { $0.kind == .required }) else { return "" }
        return [
            "if \(plan.identifier) == nil {", "    " + messageReturn(plan, required.message), "}",
        ].joined(separator: "\n")
    }
}

/// Everything a choice's control template can say, from the plan's decisions.
struct ChoiceRenderModel {
    var context: TemplateContext
    var apis: APISet = [.stacks, .picker, .tag, .labelsHidden, .font, .accessibilityHidden]

    init(_ plan: FieldPlan, _ choice: ChoicePlan, _ words: FieldStrings, slot: FormSlot?, strings: Localizer) {
        let quoted = "\"\(plan.label)\""
        if let api = choice.style.api { apis.insert(api) }
        var optionRows: [String]
        if let enumeration = choice.optionsEnum {
            apis.insert(.forEach)
            let text =
                switch enumeration.label {
                case .rawValue: "option.rawValue"
                case .description: "option.description"
                }
            // One view: the ForEach.
            optionRows = [
                "ForEach(\(enumeration.type).allCases, id: \\.self) { option in\n    Text(\(text)).tag(Optional(option))\n}"
            ]
        } else {
            optionRows = choice.options.map { option in
                let comment = "An option of the \(quoted) picker."
                let tag = "\n    .tag(Optional(\(SwiftLiteral.string(option.value))))"
                guard let image = option.image else {
                    return strings.text([.text(option.label)], comment: comment) + tag
                }
                if choice.style == .segmented {
                    // A segment shows the image alone: it carries the label (policy.choice-option-text).
                    return "Image(systemName: \(SwiftLiteral.string(image)))\n    .accessibilityLabel("
                        + strings.text([.text(option.label)], comment: comment) + ")" + tag
                }
                return "Label(" + strings.string(option.label, comment: comment) + ", systemImage: "
                    + SwiftLiteral.string(image) + ")" + tag
            }
            if choice.options.contains(where: { $0.image != nil }) {
                apis.formUnion(
                    choice.style == .segmented ? [.imageSystemName, .accessibilityLabel] : [.labelSystemImage])
            }
        }
        let promptText = strings.text(
            [.text(RenderWords.choicePrompt(plan.spec.locale))], comment: RenderWords.choicePromptComment)
        let promptOnIOSOnly = ChoicePlanner.promptPlacement(choice.style, plan.deployment) == .iOSOnly
        if promptOnIOSOnly {
            optionRows.insert("#if os(iOS)\n    \(promptText).tag(\(choice.valueType)?.none)\n#endif", at: 0)
        }
        let rows = ViewBlock.children(
            optionRows, besides: choice.prompt && !promptOnIOSOnly ? 1 : 0, deployment: plan.deployment)
        if rows.count != optionRows.count { apis.insert(.group) }
        var hint = ""
        // Segments named as a group: a hint on them or on the group is not read; the hint's Text is
        // (field-hint's `spoken`), after the segments.
        if plan.hint != nil, !ChoicePlanner.namesSegmentsAsGroup(choice.style, plan.deployment) {
            // The error overrides the hint (resolve.hint-yields-to-error).
            hint = plan.canShowError ? "\(plan.errorName) == nil ? \(words.hintName) : \"\"" : words.hintName
            apis.insert(.accessibilityHint)
        }
        var focusBinding = ""
        var keyboardFocusBinding = ""
        if plan.canShowError, choice.errorMovesFocus {
            focusBinding =
                slot.map { "$\(FormNames.accessibilityFocus), equals: .\($0.focusCase)" } ?? "$" + plan.focusName
            apis.formUnion([.accessibilityFocused, .accessibilityFocusState])
        }
        // In a form, keyboard focus follows (Full Keyboard Access, the Mac's keyboard navigation), as for
        // a toggle, in every style: a menu takes no VoiceOver focus back (card 004), but its pop-up
        // button takes keyboard focus, so a failed submit moves it there and announces the problem.
        // In a snippet, a focus state of its own, which its validateX() sets (audit 6: the README said
        // it moved keyboard focus, and it did not).
        if plan.canShowError {
            keyboardFocusBinding =
                slot.map { "$\(FormNames.focusedField), equals: .\($0.focusCase)" } ?? "$" + plan.editingName
            apis.insert(.focusState)
        }
        if plan.canShowError { apis.insert(.accessibilityInputLabels) }
        // A navigation-link picker pushes a list the system titles with the Picker's title, which people
        // read: there the title is the label, and the spoken name (", required", the error) is the row's
        // accessibility label. Every other style shows no title, so the title is the spoken name.
        let pushesList = choice.style == .navigationLink
        // On the Mac the title is the visible label people read at the leading edge, and the name that
        // says more (", required", the error) is the accessibility label (ChoicePlanner.showsTitle).
        let showsTitle = ChoicePlanner.showsTitle(plan.deployment)
        // Segments are named as one container, by the title's words: VoiceOver does not speak a
        // segmented picker's title on iOS (ChoicePlanner.namesSegmentsAsGroup).
        let groupsSegments = ChoicePlanner.namesSegmentsAsGroup(choice.style, plan.deployment)
        let rowLabel =
            groupsSegments
            ? words.spokenName
            : (pushesList || showsTitle) && words.spokenName != words.labelName ? words.spokenName : ""
        if !rowLabel.isEmpty { apis.insert(.accessibilityLabel) }
        if groupsSegments { apis.insert(.accessibilityElement) }
        if showsTitle { apis.remove(.labelsHidden) }
        // On the Mac the segmented control is named by its title: the container is iOS's alone there.
        let groupOnIOSOnly = groupsSegments && plan.deployment.platforms.contains(.macos)
        context = [
            "title": .text(showsTitle ? words.visibleLabel : pushesList ? words.labelName : words.spokenName),
            "labelShown": .flag(showsTitle),
            "groupsSegments": .flag(groupsSegments && !groupOnIOSOnly),
            "iosGroupName": .text(groupOnIOSOnly ? rowLabel : ""),
            "accessibilityName": .text(groupOnIOSOnly ? "" : rowLabel),
            "selection": .text("$" + plan.identifier),
            "prompt": .flag(choice.prompt && !promptOnIOSOnly),
            "promptText": .text(promptText),
            "valueType": .text(choice.valueType),
            "options": .text(rows.joined(separator: "\n")),
            "style": .text(choice.style.modifier.map { String($0.dropFirst(".pickerStyle(".count).dropLast()) } ?? ""),
            "accessibilityHint": .text(hint),
            "inputLabels": .text(plan.canShowError ? words.labelName : ""),
            "focusBinding": .text(focusBinding), "macFocusBinding": .text(""),
            "keyboardFocusBinding": .text(keyboardFocusBinding),
            "editingName": .text(plan.editingName), "focusName": .text(plan.focusName),
        ]
    }
}

extension FieldPlan {
    /// Whether a failed submit moves Mac VoiceOver to this form row while iOS announces its problem
    /// (`errorMovesFocusOnMacOnly`): only when the choice-control template places the Mac's binding,
    /// which a template set written before it does not.
    func movesMacFocus(_ templates: TemplateSet) -> Bool {
        errorMovesFocusOnMacOnly && templates.uses("macFocusBinding", in: "choice-control.swift.mustache")
    }

    /// The focus-on-error decision and the failed submit's verify line, for a form row whose problem
    /// iOS announces and the Mac focuses (`movesMacFocus`).
    mutating func sayMacFocusMove() {
        let mac =
            "on the Mac the segmented control is one element named by its title, so @AccessibilityFocusState takes VoiceOver to it on a failed submit, as in a Mac-only form (policy.choice-error-focus)"
        decisions = decisions.map { decision in
            guard decision.aspect == "focus-on-error" else { return decision }
            var rules = decision.rules
            for rule in [RuleID.errorFocus, .focusManagement] where !rules.contains(rule) { rules.append(rule) }
            return Decision(
                decision.aspect, "iOS: " + decision.choice + "; Mac: @AccessibilityFocusState", rules: rules,
                "on iOS, " + decision.reason + "; " + mac)
        }
        let announces = "Submitting with nothing chosen announces "
        verify = verify.map { line in
            guard line.hasPrefix(announces), line.hasSuffix(" without moving VoiceOver focus.") else { return line }
            let named = line.dropFirst(announces.count).dropLast(" without moving VoiceOver focus.".count)
            return
                "On iOS, submitting with nothing chosen announces \(named) without moving VoiceOver focus; on the Mac it moves VoiceOver to the picker and speaks \(named)."
        }
    }
}
