/// Checks a rendered toggle against the toggle rules, rule by rule, from the code a reviewer reads.
enum ToggleAudit {
    /// Every toggle rule in the catalog, and the shared rules the audit holds toggles to.
    static let checkedRules: [RuleID] = [
        .toggleNative, .toggleSingleName, .toggleSystemStyle, .toggleConsentError, .toggleStartsOff, .voiceControlLabel,
        .minimumOSOnly, .requiredIndicated, .toggleChangeAnnounced,
    ]

    static func audit(_ plan: FieldPlan, _ toggle: TogglePlan, _ field: RenderedField, inForm: Bool) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let labelName = plan.identifier + "Label"
        let labelLiteral = SwiftLiteral.string(plan.label)
        let words = FieldWords.Report(plan, code)

        // toggle.native: one native Toggle, nothing drawn to look like one.
        let toggles = lines.filter { $0.hasPrefix("Toggle(") }
        if toggles.count != 1 { fail(.toggleNative, "expected one native Toggle, found \(toggles.count)") }
        if code.contains(".onTapGesture") { fail(.toggleNative, "a tap gesture stands in for the Toggle's action") }

        // toggle.single-name: the Toggle's title is the label (marked required when it is), written
        // once, and nothing repeats it.
        if toggles.first != "Toggle(\(words.visibleLabelName), isOn: $\(plan.identifier))" {
            fail(.toggleSingleName, "the Toggle's title is not the visible label property")
        }
        if toggle.required, !words.visibleLabel || !words.spokenName || plan.visibleText == plan.label {
            fail(.requiredIndicated, "a required toggle does not say \"required\" in its title and name")
        }
        if !words.label {
            fail(.toggleSingleName, "the label property does not hold the label")
        }
        // The view names the label property only; a message with the same words is another string.
        if view.contains(labelLiteral) {
            fail(.toggleSingleName, "the label is written in more than one place")
        }
        if view.contains("Text(\(labelName))") { fail(.toggleSingleName, "a Text repeats the Toggle's label") }
        let accessibilityLabels = lines.filter { $0.hasPrefix(".accessibilityLabel(") }
        let dynamicName = ".accessibilityLabel(\(words.nameName))"
        if accessibilityLabels != (toggle.required ? [dynamicName] : []) {
            fail(.toggleSingleName, "expected \(toggle.required ? dynamicName : "no .accessibilityLabel")")
        }
        if toggle.required, !words.errorJoinsName {
            fail(.toggleConsentError, "the name does not join the error to the label")
        }

        // toggle.system-style: the system style and size.
        for modifier in [".toggleStyle(", ".frame(", ".controlSize(", ".labelsHidden()"] where code.contains(modifier) {
            fail(.toggleSystemStyle, "\(modifier) changes the system toggle")
        }

        // toggle.starts-off.
        if !field.declarations.contains("@State private var \(plan.identifier) = false") {
            fail(.toggleStartsOff, "the toggle does not start off")
        }

        // toggle.consent-error.
        if toggle.required {
            if !FieldAudit.shownWithIcon(plan, view) { fail(.toggleConsentError, "the error is not text with an icon") }
            if !view.contains("if let \(plan.errorName) {") {
                fail(.toggleConsentError, "the error is not shown under the toggle")
            }
            // The name's modifier sits on the Toggle itself, never inside a branch.
            if let toggleLine = lines.firstIndex(where: { $0.hasPrefix("Toggle(") }),
                let nameLine = lines.firstIndex(of: dynamicName),
                lines[toggleLine..<nameLine].contains(where: { $0.hasPrefix("if ") || $0.hasPrefix("} else") })
            {
                fail(.toggleConsentError, "the name's modifier is not always attached")
            }
            // The name changes while the error shows, so Voice Control keeps the visible label.
            if !lines.contains(".accessibilityInputLabels([\(labelName)])") {
                fail(.voiceControlLabel, "the name changes but Voice Control has no input label \(labelName)")
            }
            if !code.contains("if !\(plan.identifier) {") {
                fail(.toggleConsentError, "the check does not require the toggle to be on")
            }
            let focus =
                inForm
                ? ".accessibilityFocused($\(FormNames.accessibilityFocus), equals: .\(plan.identifier))"
                : ".accessibilityFocused($\(plan.focusName))"
            // A form that keeps one Bool focus state per field (a design-system template set) binds that.
            let ownState = ".accessibilityFocused($\(plan.focusName))"
            if !lines.contains(focus), !(inForm && lines.contains(ownState)) {
                fail(.toggleConsentError, "VoiceOver focus is not bound to the toggle")
            }
            if !inForm,
                !code.contains(
                    "DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                \(plan.focusName) = true")
                    || !code.contains("let announcement = \(words.nameName)\n")
            {
                fail(
                    .toggleConsentError,
                    "a failed check does not move VoiceOver focus, or speak the error when it is there")
            }
            // Keyboard focus goes to the toggle too, through the snippet's own focus state.
            if !inForm,
                !lines.contains(".focused($\(plan.editingName))")
                    || !code.contains("\n        \(plan.editingName) = true\n")
            {
                fail(.toggleConsentError, "a failed check does not move keyboard focus to the toggle")
            }
            if !inForm, !FieldAudit.speaksAMoveThatDidNotLand(plan.focusName, code) {
                fail(.toggleConsentError, "a failed check stays silent when the focus move does not land")
            }
            // toggle.change-announced: turned off again after the check, the error is spoken.
            findings += FieldAudit.changeAnnounced(
                plan, control: "Toggle(", announcements: plan.deployment.announcementAPIs, lines, code: code,
                rule: .toggleChangeAnnounced,
                "an error that turning the toggle off brings back after the check is not announced with its name (a toggle-control template without {{changeCheck}}, or a toggle-change-check template that does not speak it)"
            )
        } else if code.contains(plan.errorName) {
            fail(.toggleConsentError, "a toggle that need not be on shows an error")
        }
        // The onChange form is chosen per platform; toggle.change-announced checks each platform's.
        findings += FieldAudit.availabilityFindings(plan, field, choosesPerPlatform: [.onChange])
        return findings
    }
}

extension FieldAudit {
    /// minimum OS: every API the field uses exists at each named platform's minimum, or is guarded.
    /// `choosesPerPlatform`: APIs written in a per-platform form that a rule of their own checks
    /// (the announcement API always is).
    static func availabilityFindings(_ plan: FieldPlan, _ field: RenderedField, choosesPerPlatform: Set<API> = [])
        -> [Finding]
    {
        var findings: [Finding] = []
        let code = ([field.view] + field.functions).joined(separator: "\n")
        if code.contains("#available") { findings.append(Finding(rule: .minimumOSOnly, message: "#available branch")) }
        for api in field.apis
        where api != .announcement && !choosesPerPlatform.contains(api)
            && !plan.deployment.platforms.allSatisfy({ platform in
                api.availability.isAvailable(on: platform, minimum: plan.deployment.minimum(platform))
                    || api.platformOnly != nil
            })
        {
            findings.append(
                Finding(
                    rule: .minimumOSOnly,
                    message: "\(api.rawValue) is newer than a minimum OS (\(api.availability.summary))"))
        }
        return findings
    }
}
