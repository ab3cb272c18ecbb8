/// Checks a rendered choice field (issue 13) against its family's catalog rules, rule by rule, from
/// the code itself and the plan. Each rule here is proven by a mutation test (ChoiceAuditTests).
public enum ChoiceAudit {
    /// The line, of a view's trimmed lines, that binds VoiceOver focus on the Mac alone: right after
    /// the `#else` of a segmented picker's iOS container (axr20 #2).
    static func macBindingLine(_ lines: [String]) -> Int? {
        lines.indices.first { $0 > 0 && lines[$0 - 1] == "#else" && lines[$0].hasPrefix(".accessibilityFocused(") }
    }

    /// Whether `view` binds VoiceOver focus on the Mac alone.
    static func bindsMacFocus(_ view: String) -> Bool {
        macBindingLine(view.split(separator: "\n").map { $0.trimmed() }) != nil
    }

    /// The rules this audit asserts for a Picker.
    public static let checkedRules: [RuleID] = [
        .nativeFirst, .selectMenu, .selectSegmented, .selectWheel, .choiceStringValues, .choiceSegmentedFew,
        .choiceLongList, .choiceMacRadioGroup, .choiceNoSelectionPrompt, .choiceVisibleLabel, .choiceErrorFocus,
        .choiceOptionText, .accessibleName, .requiredIndicated, .errorInLabel, .noErrorInValue, .noErrorOnlyInHint,
        .noColorOnlyError, .voiceControlLabel, .minimumOSOnly, .choiceChangeAnnounced,
    ]

    public static func audit(_ plan: FieldPlan, _ choice: ChoicePlan, _ field: RenderedField, inForm: Bool)
        -> [Finding]
    {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let words = FieldWords.Report(plan, code)
        let label = words.labelName
        if !words.label { fail(.accessibleName, "the label property does not look up the label") }

        // Native first: one Picker bound to the field's state.
        let pickers = lines.filter { $0.hasPrefix("Picker(") }
        guard pickers.count == 1, let picker = pickers.first else {
            fail(.nativeFirst, "\(pickers.count) native Pickers, expected 1")
            return findings
        }
        if !picker.hasSuffix(", selection: $\(plan.identifier)) {") {
            fail(.nativeFirst, "the Picker is not bound to $\(plan.identifier)")
        }

        // One accessible name: the Picker title, the visible label's words; the label shows above it. A
        // navigation-link picker's title titles the list it pushes: the label there, the name its row's label.
        let nameProperty = words.nameName
        let saysMore = plan.canShowError || plan.spokenName != plan.label
        let pushesList = choice.style == .navigationLink
        // On the Mac the title is the visible label, at the leading edge, and the name is the row's label.
        let showsTitle = ChoicePlanner.showsTitle(plan.deployment)
        let title = showsTitle ? words.visibleLabelName : saysMore && !pushesList ? nameProperty : label
        if !picker.hasPrefix("Picker(\(title), ") {
            fail(.accessibleName, "the Picker title is not \(title)")
        }
        // Segments are one container named by the title's words (VoiceOver does not speak the title).
        let groupsSegments = ChoicePlanner.namesSegmentsAsGroup(choice.style, plan.deployment)
        let rowLabels = groupsSegments || (saysMore && (pushesList || showsTitle)) ? 1 : 0
        let rowName = groupsSegments ? title : nameProperty
        if rowLabels == 1, !lines.contains(".accessibilityLabel(\(rowName))") {
            fail(.accessibleName, "the picker is not named \(rowName)")
        }
        if groupsSegments {
            // A hint on the segments or their group is not read: the hint's Text is, after them.
            let hintText = lines.firstIndex(of: "Text(\(plan.identifier)Hint)")
            let hintHidden = hintText.map { $0 + 2 < lines.count && lines[$0 + 2] == ".accessibilityHidden(true)" }
            if plan.hint != nil, view.contains(".accessibilityHint(") || hintHidden != false {
                fail(.noErrorOnlyInHint, "the segments' hint is on them, where VoiceOver does not read it")
            }
            let container = lines.firstIndex(of: ".accessibilityElement(children: .contain)")
            let named = container.map { $0 + 1 < lines.count && lines[$0 + 1] == ".accessibilityLabel(\(rowName))" }
            if named != true {
                fail(
                    .choiceVisibleLabel,
                    "the segmented picker's segments are not one container named \(rowName): VoiceOver reads each segment and never its title"
                )
            }
        }
        if lines.contains(".labelsHidden()") == showsTitle {
            fail(
                .choiceVisibleLabel,
                showsTitle
                    ? "the Mac picker hides its title, which is its label at the leading edge"
                    : "the Picker's own label is not hidden, so the label shows twice")
        }
        if let index = lines.firstIndex(of: "Text(\(words.visibleLabelName))") {
            if showsTitle {
                fail(.choiceVisibleLabel, "a label above the Mac picker shows its label twice")
            } else if index + 2 >= lines.count || lines[index + 2] != ".accessibilityHidden(true)" {
                fail(.choiceVisibleLabel, "the visible label is not hidden from VoiceOver, so the name is spoken twice")
            }
        } else if !showsTitle {
            fail(.choiceVisibleLabel, "no visible label above the picker")
        }
        let imageLabels = choice.style == .segmented ? choice.options.filter { $0.image != nil }.count : 0
        if FieldAudit.occurrences(of: ".accessibilityLabel(", in: view) != imageLabels + rowLabels {
            fail(.choiceVisibleLabel, "an .accessibilityLabel would replace the Picker title as the name")
        }
        if plan.spec.validation.required,
            plan.visibleText == plan.label || plan.spokenName == plan.label || !words.visibleLabel || !words.spokenName
        {
            fail(.requiredIndicated, "a required choice does not say \"required\" in its label and name")
        }

        // The selection: optional, unset at first, with a visible "Select…" row (never a fake option).
        let declaration = "@State private var \(plan.identifier): \(choice.valueType)?"
        if !field.declarations.contains(declaration) {
            fail(.choiceNoSelectionPrompt, "the selection is not declared as \(declaration), unset at first")
        }
        let promptRow = lines.contains {
            $0.hasPrefix("Text(\(SwiftLiteral.string(RenderWords.choicePrompt(plan.spec.locale))), ")
                && $0.hasSuffix(").tag(\(choice.valueType)?.none)")
        }
        if promptRow != choice.prompt {
            fail(
                .choiceNoSelectionPrompt,
                choice.prompt
                    ? "no visible \"Select…\" row tagged nil"
                    : "\(choice.style.withArticle) picker shows \"Select…\" as an option")
        }

        // Options: each has text and is tagged with its value.
        if let enumeration = choice.optionsEnum {
            if !lines.contains("ForEach(\(enumeration.type).allCases, id: \\.self) { option in") {
                fail(.choiceStringValues, "the options are not ForEach(\(enumeration.type).allCases, id: \\.self)")
            }
            if !lines.contains(where: { $0.hasPrefix("Text(option.") && $0.hasSuffix(".tag(Optional(option))") }) {
                fail(.choiceOptionText, "an enum option has no text or no tag")
            }
        } else {
            // Each row on one line, as the audit reads it: `Text("Label", comment: …).tag(Optional("value"))`.
            let rows = FieldWords.oneLine(view).pieces(separatedBy: ".tag(Optional(")
            for option in choice.options {
                let value = SwiftLiteral.string(option.value) + "))"
                guard let index = rows.indices.dropFirst().first(where: { rows[$0].hasPrefix(value) }) else {
                    fail(.choiceStringValues, "no option is tagged with the value \(option.value)")
                    continue
                }
                let row = rows[index - 1]
                let text = SwiftLiteral.string(option.label)
                let start = row.lastRange(ofAny: ["Text(\(text), ", "Label(String(localized: \(text), ", "Image("])
                let hasText =
                    start.map { row[$0.lowerBound...] }.map {
                        $0.hasPrefix("Text(") || $0.hasPrefix("Label(")
                            || $0.contains(".accessibilityLabel(Text(\(text), ")
                    } ?? false
                if !hasText { fail(.choiceOptionText, "the option \(option.value) is not spoken as \(option.label)") }
            }
        }

        // The style the plan chose, and nothing newer than the minimum OS.
        let modifiers = lines.filter { $0.hasPrefix(".pickerStyle(") }
        let styleRule: RuleID =
            switch choice.style {
            case .segmented: .selectSegmented
            case .wheel: .selectWheel
            case .navigationLink: .choiceLongList
            case .radioGroup: .choiceMacRadioGroup
            case .automatic, .menu, .inline: .selectMenu
            }
        if modifiers != (choice.style.modifier.map { [$0] } ?? []) {
            fail(styleRule, "the picker style is not \(choice.style.rawValue)")
        }
        for platform in plan.deployment.platforms
        where !choice.style.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform)) {
            fail(.minimumOSOnly, "the \(choice.style.rawValue) style is unavailable on \(platform.displayName)")
        }
        if choice.style == .segmented, plan.spec.choiceStyle == nil,
            !ChoicePlanner.segmentsFit(count: choice.options.count, widest: ChoicePlanner.widestSegment(choice.options))
        {
            fail(.choiceSegmentedFew, "segments that do not fit one row were inferred")
        }

        // The error contract.
        if view.contains(".accessibilityValue(") { fail(.noErrorInValue, "the error is in .accessibilityValue") }
        if plan.canShowError {
            if !words.errorJoinsName {
                fail(.errorInLabel, "the error is not joined to the Picker title")
            }
            if !(view.contains("Text(\(plan.errorName))") && view.contains("Image(systemName: \"exclamationmark")) {
                fail(.noColorOnlyError, "the error is not shown as text with an icon")
            }
            if !lines.contains(".accessibilityInputLabels([\(label)])") {
                fail(.voiceControlLabel, "Voice Control loses \"Tap \(plan.label)\" while an error is in the name")
            }
            if let hint = plan.hint, !groupsSegments,
                !view.contains(".accessibilityHint(\(plan.errorName) == nil ? \(plan.identifier)Hint : \"\")")
                    || !FieldWords.looksUp(plan.identifier + "Hint", hint, in: code + "\n")
            {
                fail(.noErrorOnlyInHint, "the hint does not yield to the error")
            }
            // In a form for iOS and the Mac, a segmented picker binds VoiceOver focus on the Mac alone,
            // right after the `#else` of its iOS container (axr20 #2); the iOS branch announces.
            let macBinding = Self.macBindingLine(lines)
            if macBinding != nil, !(inForm && plan.errorMovesFocusOnMacOnly) {
                fail(
                    .choiceErrorFocus, "the picker binds VoiceOver focus on the Mac alone, where its error is announced"
                )
            }
            let focused = lines.indices.contains { $0 != macBinding && lines[$0].hasPrefix(".accessibilityFocused(") }
            if focused != choice.errorMovesFocus {
                fail(
                    .choiceErrorFocus,
                    choice.errorMovesFocus
                        ? "\(choice.style.withArticle) picker does not take VoiceOver focus on error"
                        : "\(choice.style.withArticle) picker relies on @AccessibilityFocusState, which menus ignore (card 004)"
                )
            }
            if !inForm {
                // Keyboard focus goes to the picker too (Full Keyboard Access, the Mac's keyboard
                // navigation), through the snippet's own focus state.
                if !lines.contains(".focused($\(plan.editingName))")
                    || !code.contains("\n    \(plan.editingName) = true\n")
                {
                    fail(.choiceErrorFocus, "a failed check does not move keyboard focus to the picker")
                }
                let announces = code.contains("let announcement = \(nameProperty)\n")
                let moves = code.contains("\(plan.focusName) = true")
                if !announces || moves != choice.errorMovesFocus {
                    fail(
                        .choiceErrorFocus,
                        "a failed submit does not reach VoiceOver the way the \(choice.style.rawValue) style needs")
                }
                if choice.errorMovesFocus, !FieldAudit.speaksAMoveThatDidNotLand(plan.focusName, code) {
                    fail(.choiceErrorFocus, "a failed submit stays silent when the focus move does not land")
                }
            }
            // policy.choice-change-announced: choosing nothing again after the check, the error is spoken.
            // A style without a "Select…" row cannot be emptied again, and observes nothing.
            if !choice.prompt {
                if lines.contains(where: { $0.hasPrefix(".onChange(of: \(plan.messageName)()") }) {
                    fail(
                        .choiceChangeAnnounced,
                        "a picker with no \"Select…\" row observes a problem no choice can bring back")
                }
            } else {
                findings += FieldAudit.changeAnnounced(
                    plan, control: "Picker(", announcements: plan.deployment.announcementAPIs, lines, code: code,
                    rule: .choiceChangeAnnounced,
                    "an error that choosing nothing again brings back after the check is not announced with its name (a choice-control template without {{changeCheck}}, or a choice-change-check template that does not speak it)"
                )
            }
        } else if lines.contains(where: { $0.hasPrefix(".accessibilityFocused(") }) {
            fail(.choiceErrorFocus, "focus is bound although the picker cannot show an error")
        }
        return findings
    }
}
