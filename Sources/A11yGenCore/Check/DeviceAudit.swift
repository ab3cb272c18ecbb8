/// The rules a device and an accessibility auditor check beyond the cards' letter (the policy.* and
/// resolve.* rules of the second pass), one check per rule, each citing its catalog id.
extension FieldAudit {
    /// Rules this part of the audit checks for text fields.
    public static let checkedDeviceRules: [RuleID] = [
        .messageContrast, .hintYieldsToError, .voiceControlLabel, .requiredIndicated, .keyboardWithoutReturn,
        .errorAlwaysSpoken, .numbersTypedAsText, .borderedFrom27, .padFitsPattern, .padFitsRange, .longInputWraps,
        .searchSemantics, .currencyStated, .limitsStated, .sizeToExpectedText,
    ]

    /// Rules this part of the audit checks for date pickers.
    public static let checkedDeviceDateRules: [RuleID] = [
        .messageContrast, .hintYieldsToError, .voiceControlLabel, .dateStartsInRange, .datePickerErrorInName,
        .dateChangeAnnounced, .limitsStated,
    ]

    static func devicePolicies(_ plan: FieldPlan, _ field: RenderedField, slot: FormSlot?) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let words = FieldWords.Report(plan, code)
        let label = words.labelName

        findings += messageContrast(plan, lines)
        findings += hintYieldsToError(plan, view, lines, code: code)
        if plan.nameChanges, !lines.contains(".accessibilityInputLabels([\(label)])") {
            fail(.voiceControlLabel, "the name changes but Voice Control has no input label \(label)")
        }
        // Required: said before the first submit, in the visible label and in the name.
        // The plan marks the label in the spec's language unless the label already says it; the
        // words properties must show and speak that mark.
        if plan.spec.validation.required, plan.visibleText != plan.label {
            if plan.visibleLabel, !words.visibleLabel || !view.contains("Text(\(words.visibleLabelName))") {
                fail(.requiredIndicated, "a required field's visible label does not say \"(required)\"")
            }
            if plan.labeling != .labeledContent,
                plan.spokenName == plan.label || !words.spokenName || !view.contains(words.nameName)
            {
                fail(.requiredIndicated, "a required field's accessible name does not say \"required\"")
            }
        }
        // An amount of money says its currency in the label people see and the name VoiceOver speaks.
        if let currency = plan.currencyCode {
            let named = plan.spec.messageTable.currencyLabel(label: plan.label, code: currency)
            let shown = !plan.visibleLabel || (words.visibleLabel && view.contains("Text(\(words.visibleLabelName))"))
            if !plan.visibleText.hasPrefix(named) || !plan.spokenName.hasPrefix(named) || !shown || !words.spokenName {
                fail(
                    .currencyStated, "the amount does not say its currency, \(currency), in its visible label and name")
            }
        }
        findings += limitsStated(plan, view, code: code)
        // A short field is drawn about as wide as its text, scaled with Dynamic Type.
        if let width = plan.expectedWidth,
            !lines.contains(".frame(maxWidth: \(plan.widthName), alignment: .leading)")
                || !field.declarations.contains(
                    "@ScaledMetric(relativeTo: .body) private var \(plan.widthName): CGFloat = \(width)")
        {
            fail(
                .sizeToExpectedText, "the short field is not sized to its text (\(width) pt, scaled with the body text)"
            )
        }
        // A pad without Return: a snippet brings its own Done that restores VoiceOver focus.
        if plan.needsKeyboardDone, slot == nil, plan.deployment.platforms.contains(.ios) {
            let dismiss = "dismiss" + Identifier.upperFirst(plan.identifier) + "Keyboard"
            if !view.contains("ToolbarItemGroup(placement: .keyboard)")
                || !view.contains("Button {\n") || !view.contains(" \(dismiss)()\n")
                || !view.contains("Text(\(SwiftLiteral.string(RenderWords.done(plan.spec.locale))), ")
                || !code.contains(
                    "private func \(dismiss)() {\n"
                        + (plan.canShowError
                            ? "    // Checked first, without an announcement: VoiceOver comes back to the field, whose name says it.\n    \(plan.leaveCheckName)(false, announcing: false)\n"
                            : "")
                        + "    \(plan.editingName) = false\n    \(plan.focusName) = false\n    // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n        \(plan.focusName) = true"
                )
            {
                fail(
                    .keyboardWithoutReturn,
                    "Return cannot leave the field and there is no Done that restores focus")
            }
        }
        if plan.returnInsertsLineBreak, view.contains(".onSubmit") {
            fail(.keyboardWithoutReturn, "Return in a vertical field types a line break; .onSubmit never fires there")
        }
        // Every failed validation is spoken, once: keyboard focus, then VoiceOver focus or an
        // announcement, and the problem recorded as spoken so Return's leave check does not repeat it.
        if plan.canShowError, slot == nil {
            if !code.contains(
                "if \(plan.errorName) != nil {\n        \(plan.editingName) = true\n"
                    + "        // Spoken here, by the focus move or the announcement: leaving the field does not repeat it.\n"
                    + "        \(plan.spokenErrorName) = \(plan.errorName)\n"
                    + "        let announcement = \(words.nameName)\n        if \(plan.focusName) {")
                || !words.errorJoinsName
            {
                fail(.errorAlwaysSpoken, "a failed validation can stay silent when VoiceOver is already on the field")
            }
            if !Self.speaksAMoveThatDidNotLand(plan.focusName, code) {
                fail(.errorAlwaysSpoken, "a failed validation stays silent when the focus move does not land")
            }
        }
        if plan.control == .numberField {
            if view.contains("value: $") || !code.contains("private var \(plan.valueName): ")
                || !code.contains(".parseStrategy.parse(text)")
            {
                fail(.numbersTypedAsText, "the number is not read from what people typed")
            }
            // parse() alone takes the number a text starts with ("12abc" as 12): the whole text must be one.
            let check = Renderer.numberCheckName(plan)
            if !code.contains("guard \(check)(text, in: .autoupdatingCurrent) else { return nil }\n    return try? ")
                || !code.contains("func \(check)(_ text: String, in locale: Locale) -> Bool {")
            {
                fail(.numbersTypedAsText, "a text that only starts with a number (\"12abc\") counts as that number")
            }
        }
        for (platform, border) in plan.borders {
            let expected = border.modifiers[0]
            if !lines.contains(expected) {
                fail(.borderedFrom27, "\(platform) at its minimum OS needs \(expected)")
            }
        }
        if let typeable = plan.keyboard?.typeableCharacters, let pattern = plan.spec.validation.pattern {
            let stray = PatternCharacters.named(in: pattern).subtracting(typeable)
            if !stray.isEmpty {
                fail(.padFitsPattern, "the \(plan.keyboard!.rawValue) cannot type \(String(stray.sorted()))")
            }
        }
        let bounds = [plan.spec.validation.minimum, plan.spec.validation.maximum].compactMap { $0 }
        if let typeable = plan.keyboard?.typeableCharacters, !typeable.contains("-"), bounds.contains(where: { $0 < 0 })
        {
            fail(.padFitsRange, "the range allows negative numbers and the \(plan.keyboard!.rawValue) has no minus key")
        }
        if [.streetAddress, .addressLine1, .addressLine2].contains(plan.spec.type),
            plan.deployment.supports(API.textFieldAxis.availability), !view.contains("axis: .vertical")
        {
            fail(.longInputWraps, "a street address does not wrap")
        }
        if plan.spec.type == .search {
            if !lines.contains(".accessibilityAddTraits(.isSearchField)") {
                fail(.searchSemantics, "the search field lacks the search-field trait")
            }
            let search = plan.searchActionName
            if slot == nil, !lines.contains(".onSubmit { \(search)() }") || !code.contains("private func \(search)() {")
            {
                fail(.searchSemantics, "the Search key does nothing")
            }
        }
        return findings
    }

    /// Message text in the primary color; red and green only on icons (resolve.message-contrast).
    /// A snippet's focus move is followed, once it had time to land, by the problem spoken where
    /// VoiceOver is if it did not (a row of a List or Form scrolled away cannot take focus).
    static func speaksAMoveThatDidNotLand(_ focusName: String, _ code: String) -> Bool {
        let lines = code.split(separator: "\n").map { $0.trimmed() }
        guard let check = lines.firstIndex(of: "if !\(focusName) {"), check > 0, check + 1 < lines.count else {
            return false
        }
        // The statement posts `announcement` (one line, or a platform's call over several).
        let body = lines[(check + 1)...].prefix { $0 != "}" }.joined(separator: " ")
        return lines[check - 1] == "DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {"
            && (body.contains("(announcement)") || body.contains(": announcement"))
    }

    static func messageContrast(_ plan: FieldPlan, _ lines: [String]) -> [Finding] {
        var findings: [Finding] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(".foregroundStyle(.secondary)") || line.hasPrefix(".foregroundStyle(.green)") {
                findings.append(Finding(rule: .messageContrast, message: "\(line) on message text is below 4.5:1"))
            }
            if line.hasPrefix(".foregroundStyle(.red)"), index == 0 || !lines[index - 1].hasPrefix("Image(systemName:")
            {
                findings.append(Finding(rule: .messageContrast, message: "red text measures 3.55:1 on white"))
            }
        }
        return findings
    }

    /// A field with length, number or age limits states them under it before the first submit, in the
    /// hint its words look up (policy.limits-stated): the limits in the spec's language, counted in
    /// digits on a number pad, unless the spec gave a hint of its own (shown instead) or an empty
    /// one (which opts out, as the `limits` decision says).
    static func limitsStated(_ plan: FieldPlan, _ view: String, code: String) -> [Finding] {
        let digits = Inference.countsDigits(plan.spec, keyboard: plan.keyboard)
        guard let limits = Inference.limitsText(plan.spec, digits: digits), plan.spec.hint != "" else { return [] }
        let hintName = plan.identifier + "Hint"
        let shown = plan.spec.hint ?? limits
        guard plan.hint == shown, view.contains("Text(\(hintName))"),
            FieldWords.looksUp(hintName, shown, in: code + "\n")
        else {
            return [
                Finding(
                    rule: .limitsStated,
                    message: "the field's limits (\(limits)) are not stated under it before the first submit")
            ]
        }
        return []
    }

    /// The error replaces the hint and is spoken once (resolve.hint-yields-to-error).
    static func hintYieldsToError(_ plan: FieldPlan, _ view: String, _ lines: [String], code: String) -> [Finding] {
        guard plan.canShowError else { return [] }
        var findings: [Finding] = []
        let hintName = plan.identifier + "Hint"
        if let hint = plan.hint,
            !lines.contains(".accessibilityHint(\(plan.errorName) == nil ? \(hintName) : \"\")")
                || !FieldWords.looksUp(hintName, hint, in: code + "\n")
        {
            findings.append(
                Finding(rule: .hintYieldsToError, message: "the hint is still spoken while the error shows"))
        }
        // On screen too, the error takes the hint's place: the hint shows only while there is no error.
        if let shown = lines.firstIndex(of: "Text(\(hintName))"), shown > 0,
            !["} else {", "if \(plan.errorName) == nil {"].contains(lines[shown - 1])
        {
            findings.append(Finding(rule: .hintYieldsToError, message: "the hint stays on screen beside the error"))
        }
        // Outside a LabeledContent label, the field's name speaks the error; the visible copy is hidden:
        // the first `.font(.footnote)` after the error text is the Label's, and must be followed by it.
        let errorText = lines.firstIndex(of: "Text(\(plan.errorName))") ?? lines.endIndex
        let font = lines[errorText...].firstIndex(of: ".font(.footnote)")
        let hidden = font.map { $0 + 1 < lines.count && lines[$0 + 1] == ".accessibilityHidden(true)" } ?? false
        if plan.labeling != .labeledContent, !hidden {
            findings.append(Finding(rule: .hintYieldsToError, message: "the visible error is read a second time"))
        }
        return findings
    }

    static func datePolicies(_ plan: FieldPlan, _ date: DatePickerPlan, _ field: RenderedField) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let label = plan.identifier + "Label"
        findings += messageContrast(plan, lines)
        findings += hintYieldsToError(plan, view, lines, code: code)
        findings += limitsStated(plan, view, code: code)
        if plan.canShowError, !lines.contains(".accessibilityInputLabels([\(label)])") {
            fail(.voiceControlLabel, "the name changes but Voice Control has no input label \(label)")
        }
        if date.range != nil {
            if !field.declarations.contains("@State private var \(plan.identifier) = Self.\(plan.identifier)Start")
                || !code.contains("private static var \(plan.identifier)Start: Date {")
            {
                fail(.dateStartsInRange, "the picker's state does not start inside its range")
            }
        }
        if let after = plan.checks.first(where: { $0.kind == .after }) {
            // Two times of day: a time-only picker keeps the day it was made on, which people never see.
            // A date alone on either side is compared by day: its hidden time is when the view was made.
            let byDay = date.components == .date || after.granularity == .day
            if after.granularity == .timeOfDay {
                if !code.contains("Calendar.current.dateComponents([.hour, .minute], from: \(after.other!))") {
                    fail(
                        .dateStartsInRange,
                        "`after` compares the days two time-only pickers hide instead of their times")
                }
            } else if !code.contains("toGranularity: \(byDay ? ".day" : ".minute"))") {
                fail(
                    .dateStartsInRange,
                    byDay
                        ? "`after` compares what a date-only picker does not show (its time) instead of calendar days"
                        : "`after` compares timestamps instead of minutes")
            }
        }
        // The title carries the error on graphical and wheel pickers; the visible label must not change.
        if date.namedByTitle, plan.canShowError {
            if !lines.contains(".labelsHidden()") || !view.contains("Text(\(label))\n") {
                fail(.datePickerErrorInName, "the visible label changes to \"label, error\" while an error shows")
            }
        }
        findings += changeAnnounced(
            plan, control: "DatePicker(", announcements: date.announcements, lines, code: code,
            rule: .dateChangeAnnounced,
            "a problem that a moved date brings after the check is not announced with the picker's name (a date-control template without {{changeCheck}}, or a date-change-check template that does not speak it)"
        )
        return findings
    }

    /// A checked control's problem that a change of its value brings is announced with its name, queued
    /// behind what VoiceOver is saying (the new value): the control (the view's line starting with
    /// `control`) observes its checks' message, which the submit's check flag does not change, and the
    /// function it calls speaks the name only once the control was checked. Used for date pickers
    /// (policy.date-change-announced) and toggles (toggle.change-announced).
    /// `lines`: the view's lines, trimmed.
    static func changeAnnounced(
        _ plan: FieldPlan, control: String, announcements: [String: AnnouncementAPI], _ lines: [String],
        code: String, rule: RuleID, _ message: String
    ) -> [Finding] {
        guard plan.canShowError else { return [] }
        // The observer is one of the control's own modifiers (before the error line under it, which
        // exists only while an error shows), in the branch of each platform it is written for.
        let start = lines.firstIndex { $0.hasPrefix(control) } ?? lines.endIndex
        let chainEnd = lines[start...].firstIndex(of: "if let \(plan.errorName) {") ?? lines.endIndex
        var branch: Platform?  // nil: outside any #if, so every platform
        var observed: Set<Platform> = []
        for index in lines[start..<chainEnd].indices {
            switch lines[index] {
            case "#if canImport(UIKit)": branch = .ios
            case "#if !canImport(UIKit)": branch = .macos
            case "#else": branch = branch == .ios ? .macos : .ios
            case "#endif": branch = nil
            default:
                guard index + 1 < chainEnd, lines[index + 1] == "\(plan.changeCheckName)(problem)" else { continue }
                for platform in plan.deployment.platforms where branch == nil || branch == platform {
                    let arguments = plan.deployment.onChangeIsModern(on: platform) ? "_, problem" : "problem"
                    if lines[index] == ".onChange(of: \(plan.messageName)()) { \(arguments) in" {
                        observed.insert(platform)
                    }
                }
            }
        }
        let observes = observed == Set(plan.deployment.platforms)
        let head =
            "private func \(plan.changeCheckName)(_ problem: String?) {\n    guard \(plan.checkedName), problem != nil else { return }\n    let announcement = \(plan.identifier)Name\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"
        // Each API's queue marker (behind what VoiceOver is reading: the date just picked, the
        // toggle's new state) and the statement that posts it.
        let forms: [AnnouncementAPI: (queue: String, post: String)] = [
            .accessibilityNotification: (
                "queued.accessibilitySpeechAnnouncementPriority = .low",
                "AccessibilityNotification.Announcement(queued).post()"
            ),
            .uiAccessibility: (
                "attributes: [.accessibilitySpeechQueueAnnouncement: true]",
                "UIAccessibility.post(notification: .announcement, argument: queued)"
            ),
            .nsAccessibility: (
                ".priority: NSAccessibilityPriorityLevel.low.rawValue",
                "element: NSApp as Any, notification: .announcementRequested,"
            ),
        ]
        var speaks = false
        if let found = code.firstRange(ofText: head) {
            let body = code[found.upperBound...]
            let function = body[..<(body.firstRange(ofText: "\n}\n")?.lowerBound ?? body.endIndex)]
            let statements = function.split(separator: "\n").map { $0.trimmed() }.filter { !$0.hasPrefix("//") }
            speaks = Set(announcements.values).allSatisfy { api in
                statements.contains { $0.contains(forms[api]!.queue) } && statements.contains(forms[api]!.post)
            }
        }
        return observes && speaks ? [] : [Finding(rule: rule, message: message)]
    }
}
