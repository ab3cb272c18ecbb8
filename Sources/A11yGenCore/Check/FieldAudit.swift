/// A rule a piece of generated code breaks.
public struct Finding: Codable, Sendable, Equatable, CustomStringConvertible {
    public var rule: RuleID
    public var message: String
    public var description: String { "\(rule.rawValue): \(message)" }
}

/// Checks a rendered field against the rule catalog, rule by rule, from the code itself (what a
/// reviewer reads) and the plan (what was asked). Tests run it over every golden and random spec.
public enum FieldAudit {
    /// Rules this audit checks; a test asserts it covers every Must Have and Dont of card 000.
    public static let checkedRules: [RuleID] = [
        .accessibleName, .labeledContentSingleName, .keyboardType, .contentType, .visibleBoundary, .errorInLabel,
        .errorFocus, .fieldDynamicType, .fieldTouchTarget, .fieldFocusVisible, .noPlaceholderOnlyLabel,
        .noVerticalLabeledContentStyle, .noLabelOverLabeledContent, .noControlTypeInLabel, .noUnsetInputTraits,
        .noColorOnlyError, .noErrorInValue, .noErrorOnlyInHint, .keepVisibleLabel, .semanticColor, .noRawColors,
        .noFixedFontSize, .noTruncatingLineLimit, .platformGuards, .minimumOSOnly, .validateAtRightMoment,
    ]

    /// Card 002 rules this audit checks for date pickers.
    public static let checkedDateRules: [RuleID] = [
        .datePickerNative, .datePickerComponents, .datePickerNamePerStyle, .datePickerCompactLabel,
        .datePickerTitleName,
        .datePickerDistinctNames, .datePickerTouchTarget, .datePickerFocusVisible, .datePickerNoLabelOnTitleStyles,
        .datePickerNoEmptyLabel, .datePickerNoVisibleLabelAlone, .datePickerNoFocusRestore, .datePickerDatesOnly,
        .datePickerLabelsHidden, .datePickerErrorInName, .noColorOnlyError, .datePickerErrorAnnounced, .minimumOSOnly,
    ]

    /// Audits a field; `slot` says it is a row of a generated form, whose `submit()` moves focus.
    public static func audit(_ plan: FieldPlan, _ field: RenderedField, slot: FormSlot? = nil) -> [Finding] {
        // A form's rows are checked as part of the form's file (FormAudit), not one by one.
        let fromSource =
            (slot == nil ? SourceAudit.findings(in: SourceAudit.source(of: field, plan), optingOut: [plan]) : [])
            + ErrorStateAudit.audit(plan, field, inForm: slot != nil)
        if let date = plan.datePicker { return fromSource + auditDatePicker(plan, date, field, inForm: slot != nil) }
        if let toggle = plan.toggle { return fromSource + ToggleAudit.audit(plan, toggle, field, inForm: slot != nil) }
        if let stepper = plan.stepper { return fromSource + StepperAudit.audit(plan, stepper, field) }
        if let choice = plan.choice { return fromSource + ChoiceAudit.audit(plan, choice, field, inForm: slot != nil) }
        var findings = fromSource
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        // The words: each looked up once, in its property (issue 15).
        let words = FieldWords.Report(plan, code)
        let label = words.labelName
        let visible = words.visibleLabelName
        if !words.label { fail(.persistentLabelSingleName, "the label property does not look up the label") }
        if !words.visibleLabel {
            fail(.requiredIndicated, "the visible label property does not say what the plan shows")
        }
        if !words.spokenName { fail(.requiredIndicated, "the name does not say what the plan speaks") }

        // One accessible name, matching the visible label.
        let accessibilityLabels = occurrences(of: ".accessibilityLabel(", in: view)
        let hasNameProperty = plan.canShowError || plan.spokenName != plan.label
        let dynamicName = ".accessibilityLabel(\(words.nameName))"
        let staticName = ".accessibilityLabel(\(hasNameProperty ? words.nameName : label))"
        let titled = view.contains("TextField(\(label),") || view.contains("SecureField(\(label),")
        // A form row: `TextField(text: $x…) {` (or `value:`) with `Text(label)` as its label view.
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let labelView = zip(lines, lines.dropFirst()).contains { initializer, next in
            (initializer.contains("Field(text: $\(plan.identifier)")
                || initializer.contains("Field(value: $\(plan.identifier)"))
                && initializer.hasSuffix("{") && next == "Text(\(visible))"
        }
        switch plan.labeling {
        case .labeledContent:
            if !view.contains("LabeledContent {") || !view.contains("} label: {\n        Text(\(visible))") {
                fail(.persistentLabelSingleName, "the LabeledContent label is not the field's label")
            }
        case .title, .titleless, .formRow:
            if view.contains("LabeledContent") { fail(.persistentLabelSingleName, "unexpected LabeledContent") }
            let expectedLabels =
                plan.canShowError || plan.labeling == .titleless || plan.spokenName != plan.label ? 1 : 0
            if accessibilityLabels != expectedLabels {
                fail(
                    .persistentLabelSingleName,
                    "\(accessibilityLabels) .accessibilityLabel modifiers, expected \(expectedLabels)")
            }
            // The name may span lines when swift format wraps it; compare without the layout.
            if accessibilityLabels == 1,
                !flattened(view).contains(flattened(plan.canShowError ? dynamicName : staticName))
            {
                fail(.persistentLabelSingleName, "the .accessibilityLabel does not carry the visible label")
            }
            if plan.labeling == .title, !titled { fail(.persistentLabelSingleName, "the title is not the label") }
            if plan.labeling == .titleless, !(view.contains("TextField(\"\",") || view.contains("SecureField(\"\",")) {
                fail(.persistentLabelSingleName, "a titleless field has a title")
            }
            if plan.labeling == .formRow, !labelView {
                fail(.persistentLabelSingleName, "the form row has no label view")
            }
        }
        if plan.labeling == .labeledContent, plan.canShowError {
            if !view.contains(
                "} label: {\n        Text(\(visible))\n            .font(.subheadline)\n        if let \(plan.errorName) {"
            ) {
                fail(.labeledContentSingleName, "the error is not inside the LabeledContent label")
            }
        }

        // Keyboard and AutoFill.
        let targetsIOS = plan.deployment.platforms.contains(.ios)
        if targetsIOS, let keyboard = plan.keyboard, !view.contains(".keyboardType(\(keyboard.swift))") {
            fail(.keyboardFitsContent, "missing .keyboardType(\(keyboard.swift))")
        }
        let expectedContent = [plan.iosContentType, plan.macosContentType].compactMap { $0 }
        for content in expectedContent where !view.contains(".textContentType(\(content.swift))") {
            fail(.traitsFromTable, "missing .textContentType(\(content.swift))")
        }
        let traits = InputTraits.of(plan.spec.type, region: plan.spec.region)
        if let content = traits.content {
            // An email may be the account name of its form's password, typed `.username` (FormAudit
            // checks which one is).
            let accepted = content == .emailAddress ? [content, .username] : [content]
            for platform in plan.deployment.platforms
            where content.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform)) {
                if !accepted.contains(where: { view.contains(".textContentType(\($0.swift))") }) {
                    fail(
                        .traitsFromTable,
                        "\(content.swift) exists on \(platform.displayName) \(plan.deployment.minimum(platform)) but is unset"
                    )
                }
            }
        }
        if targetsIOS, traits.keyboard != nil, !view.contains(".keyboardType(") {
            fail(.keyboardFitsContent, "the data maps to a keyboard but none is set")
        }

        if !view.contains(".textFieldStyle(.roundedBorder)"), !view.contains(".textFieldStyle(.bordered)") {
            fail(.visibleBoundary, "no visible boundary")
        }

        // Errors: in the name, focused, shown with more than color, never in the value or only in the hint.
        // The error joins the name: text-field.error-in-label, run on the source above (SourceAudit).
        if plan.canShowError {
            if let slot {
                // In a form the shared enum carries focus; FormAudit checks submit() moves it.
                if !view.contains(".accessibilityFocused($\(FormNames.accessibilityFocus), equals: .\(slot.focusCase))")
                {
                    fail(.focusManagement, "the field is not bound to the form's accessibility focus")
                }
            } else if !field.declarations.contains("@AccessibilityFocusState private var \(plan.focusName): Bool")
                || !view.contains(".accessibilityFocused($\(plan.focusName))")
                || !code.contains(
                    "DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                \(plan.focusName) = true")
            {
                fail(.focusManagement, "a failed validation does not move VoiceOver focus to the field")
            }
            if !shownWithIcon(plan, view) {
                fail(.noColorOnlyState, "the error is not shown as text with an icon")
            }
        } else {
            // A field that cannot fail binds VoiceOver focus only for a Done that restores it.
            let restores =
                slot?.restoresFocus ?? (plan.needsKeyboardDone && plan.deployment.platforms.contains(.ios))
            if field.declarations.contains(where: { $0.contains("Error") })
                || (view.contains(".accessibilityFocused(") && !restores)
            {
                fail(.focusManagement, "error wiring on a field that cannot fail")
            }
        }

        // Labels people can see (textfield-ref.keep-visible-label is its check rule's, run below), each
        // the label's own words and hidden, so the field's name is the one VoiceOver speaks.
        let macFormRow = plan.labeling == .formRow && plan.deployment.platforms == [.macos]
        if plan.visibleLabel, plan.labeling != .labeledContent, !macFormRow {
            if !view.contains("Text(\(visible))\n") || !view.contains(".accessibilityHidden(true)") {
                fail(.persistentLabelSingleName, "the visible label is not the label's words, hidden")
            }
        }

        // Foundations: built-in text styles, no raw colors, no truncation, native styles kept.
        // Text scales when it uses a built-in style or none; it wraps unless something clamps it.
        for clamp in [".font(.custom(", ".fixedSize(horizontal: true", ".minimumScaleFactor(", ".frame(height:"]
        where code.contains(clamp) {
            fail(.fieldDynamicType, "\(clamp) keeps text from scaling or wrapping")
        }
        if code.contains("Color(") { fail(.semanticColor, "a custom Color") }
        // Only system styles keep the focus indicator; a custom or plain style may drop it.
        for line in code.split(separator: "\n")
        where [".textFieldStyle(", ".buttonStyle(", ".toggleStyle(", ".labelStyle("].contains(where: line.contains) {
            let style = line.trimmed()
            if style != ".textFieldStyle(.roundedBorder)", style != ".textFieldStyle(.bordered)" {
                fail(.fieldFocusVisible, "\(style) may hide the system focus indicator")
            }
        }
        // A short field's width (64 pt at least, never its height) is the one frame that keeps the target.
        let otherFrames = code.replacingAll(".frame(maxWidth: \(plan.widthName), alignment: .leading)", with: "")
        if otherFrames.contains(".frame(") && !code.contains("minHeight: 44") {
            fail(.fieldTouchTarget, "a frame that may shrink the hit area")
        }

        // Availability and platform guards. The border is chosen per platform; each must exist there.
        if code.contains("#available") { fail(.minimumOSOnly, "#available branch") }
        for (platform, border) in plan.borders {
            guard let platform = Platform(rawValue: platform) else { continue }
            for api in border.apis
            where !api.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform)) {
                fail(.minimumOSOnly, "\(api.rawValue) is newer than the \(platform.displayName) minimum")
            }
        }
        // The announcement API is chosen per platform too (AnnouncementAPI).
        // So is the leave check's onChange: the two-value action where the minimum has it, else the one-value one.
        let perPlatform = Set(plan.borders.values.flatMap(\.apis)).union([.announcement, .onChange])
        for platform in plan.deployment.platforms where plan.canShowError {
            let wanted = plan.deployment.onChangeIsModern(on: platform) ? "{ _, editing in" : "{ editing in"
            if !view.contains(wanted + "\n") || !view.contains(" \(plan.leaveCheckName)(editing)\n") {
                fail(.validateAtRightMoment, "no `.onChange` \(wanted) that checks the field as people leave it")
            }
        }
        if plan.canShowError,
            !code.contains("private func \(plan.leaveCheckName)(_ editing: Bool, announcing: Bool = true) {\n")
                || !code.contains(
                    "if !\(plan.checkedName) {\n        let typed = \(plan.identifier).trimmingCharacters(in: .whitespacesAndNewlines)\n        guard !typed.isEmpty else { return }"
                )
                // A problem other than the one VoiceOver spoke with the name as the field took focus is
                // announced as it is left (global.announcements), also after a failed submit.
                || !code.contains(
                    "guard let problem = \(plan.errorName) else { return }\n    guard problem != \(plan.spokenErrorName) else { return }"
                )
                // Entered while valid, it is unchecked again; in a form only until a submit fails.
                || !["if ", "if !submitFailed, "].contains(where: {
                    code.contains("\($0)\(plan.messageName)() == nil { \(plan.checkedName) = false }")
                })
        {
            fail(
                .validateAtRightMoment, "\(plan.leaveCheckName)(_:) does not check a typed-in field as people leave it")
        }
        for (platform, api) in plan.deployment.announcementAPIs where api == .accessibilityNotification {
            if let platform = Platform(rawValue: platform),
                !API.announcement.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform))
            {
                fail(.minimumOSOnly, "AccessibilityNotification.Announcement below its \(platform.displayName) minimum")
            }
        }
        for api in field.apis
        where !perPlatform.contains(api)
            && !plan.deployment.platforms.allSatisfy({ platform in
                api.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform))
                    || api.platformOnly != nil
            })
        {
            fail(.minimumOSOnly, "\(api.rawValue) is newer than a minimum OS (\(api.availability.summary))")
        }
        if plan.deployment.isMultiplatform {
            var guarded = false
            for line in view.split(separator: "\n").map({ $0.trimmed() }) {
                if line.hasPrefix("#if canImport(UIKit)") { guarded = true }
                if line == "#else" || line == "#endif" { guarded = false }
                for uikitOnly in [".keyboardType(", ".textInputAutocapitalization("]
                where line.hasPrefix(uikitOnly) && !guarded {
                    fail(.platformGuards, "\(uikitOnly) outside #if canImport(UIKit)")
                }
            }
        } else if plan.deployment.platforms == [.macos],
            view.contains(".keyboardType(") || view.contains(".textInputAutocapitalization(")
        {
            fail(.platformGuards, "a UIKit-only modifier in a macOS-only field")
        }
        findings += devicePolicies(plan, field, slot: slot)
        return findings
    }

    /// Code without line breaks and indentation, so a call swift format wrapped compares equal.
    static func flattened(_ code: String) -> String {
        code.split(separator: "\n").map { $0.trimmed() }.joined()
    }

    /// The error as text with an exclamation icon: never color alone.
    static func shownWithIcon(_ plan: FieldPlan, _ view: String) -> Bool {
        view.contains("Text(\(plan.errorName))\n")
            && view.contains("Image(systemName: \"exclamationmark.triangle.fill\")")
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.pieces(separatedBy: needle).count - 1
    }

    // MARK: Date pickers (card 002)

    static func auditDatePicker(_ plan: FieldPlan, _ date: DatePickerPlan, _ field: RenderedField, inForm: Bool)
        -> [Finding]
    {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let words = FieldWords.Report(plan, code)
        let label = words.labelName
        if !words.label { fail(.datePickerNamePerStyle, "the label property does not look up the label") }
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        guard let index = lines.firstIndex(where: { $0.hasPrefix("DatePicker(") }) else {
            fail(.datePickerNative, "no native DatePicker")
            return findings
        }
        // A form wraps a long initializer onto its own line, as swift format does.
        let picker =
            lines[index] == "DatePicker(" && index + 1 < lines.count
            ? "DatePicker(" + lines[index + 1] + ")" : lines[index]
        if lines.filter({ $0.hasPrefix("DatePicker(") }).count != 1 {
            fail(.datePickerNative, "more than one DatePicker")
        }
        if !picker.hasSuffix("displayedComponents: \(date.components.swift))") {
            fail(.datePickerComponents, "displayedComponents is not \(date.components.swift)")
        }
        let accessibilityLabels = lines.filter { $0.hasPrefix(".accessibilityLabel(") }
        if date.namedByTitle {
            let title = plan.canShowError ? words.nameName : label
            if !picker.hasPrefix("DatePicker(\(title), ") {
                fail(.datePickerTitleName, "the DatePicker string is not the name")
            }
            if plan.canShowError, !words.errorJoinsName {
                fail(.datePickerErrorInName, "the error does not join the DatePicker string")
            }
        } else {
            if plan.canShowError, !words.errorJoinsName {
                fail(.datePickerErrorInName, "the error does not join the accessibility label")
            }
            let expected = ".accessibilityLabel(\(plan.canShowError ? words.nameName : label))"
            if accessibilityLabels != [expected] {
                fail(.datePickerCompactLabel, "expected exactly \(expected), found \(accessibilityLabels)")
            }
            if !picker.hasPrefix("DatePicker(\(label), ") {
                fail(.datePickerNamePerStyle, "the visible title is not the field's label")
            }
        }
        let styleModifier = lines.first { $0.hasPrefix(".datePickerStyle(") }
        if date.style == .automatic ? styleModifier != nil : styleModifier != ".datePickerStyle(\(date.style.swift))" {
            fail(
                .datePickerNamePerStyle, "the style modifier does not match the \(date.style.rawValue) naming decision")
        }
        if plan.canShowError {
            if !shownWithIcon(plan, view) {
                fail(.noColorOnlyState, "the error is not shown as text with an icon")
            }
            // In a form, submit() announces (FormAudit checks it); a snippet announces in its own validate function.
            if !inForm,
                !code.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)")
                    || !code.contains("let announcement = \(words.nameName)\n")
            {
                fail(.datePickerErrorAnnounced, "the error is not announced with the picker's name after a short delay")
            }
        }
        if code.contains("#available") { fail(.minimumOSOnly, "#available branch") }
        // The announcement API is chosen per platform, and so is the onChange form that announces a
        // moved date's problem (policy.date-change-announced checks each platform's); everything else
        // must exist on every platform.
        for api in field.apis
        where api != .announcement && api != .onChange
            && !plan.deployment.platforms.allSatisfy({ platform in
                api.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform))
                    || api.platformOnly != nil
            })
        {
            fail(.minimumOSOnly, "\(api.rawValue) is newer than a minimum OS (\(api.availability.summary))")
        }
        for (platform, api) in date.announcements where api == .accessibilityNotification {
            if let platform = Platform(rawValue: platform),
                !API.announcement.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform))
            {
                fail(.minimumOSOnly, "AccessibilityNotification.Announcement below its \(platform.displayName) minimum")
            }
        }
        for platform in plan.deployment.platforms where date.style.availability.introduced(on: platform) == nil {
            fail(.minimumOSOnly, "the \(date.style.rawValue) style does not exist on \(platform.displayName)")
        }
        if code.contains(".frame(") { fail(.datePickerTouchTarget, "a frame that may shrink the hit area") }
        findings += datePolicies(plan, date, field)
        return findings
    }
}
