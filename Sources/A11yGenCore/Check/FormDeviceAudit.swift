/// Form-level rules of the second pass: the keyboard toolbar, errors that are always spoken, what is
/// declared, the status line, the Mac's default button and the title. One check per rule id.
public enum FormDeviceAudit {
    public static let checkedRules: [RuleID] = [
        .keyboardWithoutReturn, .errorAlwaysSpoken, .focusManagement, .macDefaultButton, .formTitle,
        .numbersTypedAsText, .noFocusOnPassiveContent, .messageContrast, .noSilentStatus,
    ]

    public static func audit(_ result: FormResult) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let code = result.code
        let focusable = result.fields.filter(\.plan.takesTypedInput)

        // iOS: Next and Done above every keyboard; Done restores VoiceOver focus (card 004).
        if result.platforms.contains(.ios), !focusable.isEmpty {
            // The toolbar's words are looked up in the String Catalog, in the form's language (one of
            // the table's: the result does not carry the form's locale, and fields may name their own).
            let flat = FieldAudit.flattened(code)
            func button(_ action: String, _ word: (MessageTable) -> String) -> Bool {
                MessageLanguage.allCases.contains { language in
                    flat.contains(
                        "Button {\(action)} label: {Text(\(SwiftLiteral.string(word(MessageTable(language)))), ")
                }
            }
            if !code.contains("ToolbarItemGroup(placement: .keyboard) {")
                || !button("dismissKeyboard()", \.keyboardDone)
                || !code.contains("    private func dismissKeyboard() {\n        let field = focusedField\n")
                || !code.contains(
                    "        focusedField = nil\n        accessibilityFocus = nil\n        // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n            accessibilityFocus = field"
                )
            {
                fail(.keyboardWithoutReturn, "no keyboard toolbar whose Done restores VoiceOver focus")
            }
            // Done checks the field first without announcing: VoiceOver returns to it and its name says
            // the problem; the leave check's announcement would say it a second time.
            for field in focusable where field.plan.canShowError {
                let quiet =
                    "        case .\(field.slot.focusCase):\n            \(field.plan.leaveCheckName)(false, announcing: false)\n"
                if !code.contains(quiet) {
                    fail(.errorAlwaysSpoken, "\(field.slot.focusCase): Done would speak its problem twice")
                }
            }
            // Next goes to the field right below when it is a text field too, as Return does (FormAudit).
            let chain = zip(result.fields, result.fields.dropFirst()).filter {
                $0.plan.takesTypedInput && $1.plan.takesTypedInput
            }.map { "        case .\($0.slot.focusCase): .\($1.slot.focusCase)\n" }
            if !chain.isEmpty,
                !code.contains("switch focusedField {\n" + chain.joined() + "        default: nil")
                    || !button("focusedField = nextFieldaccessibilityFocus = nextField", \.keyboardNext)
            {
                fail(.keyboardWithoutReturn, "the toolbar's Next does not follow the Return chain")
            }
            // A component call binds the field's own state instead (ComponentCallAudit checks it).
            for field in focusable
            where !field.rendered.view.contains(
                ".accessibilityFocused($accessibilityFocus, equals: .\(field.slot.focusCase))")
                && !ComponentCallAudit.callsComponent(field.rendered.view)
            {
                fail(.focusManagement, "\(field.slot.focusCase): Done cannot put VoiceOver back on the field")
            }
        }
        // A vertical field's Return types a line break: it must not be wired to move on or submit.
        let lines = code.split(separator: "\n").map { $0.trimmed() }
        for field in focusable where field.plan.returnInsertsLineBreak {
            // The field's modifier chain: the lines after its .focused binding that continue it, an
            // argument or a closure (the leave check's `.onChange { … }`) spanning lines included.
            guard let start = lines.firstIndex(of: ".focused($focusedField, equals: .\(field.slot.focusCase))") else {
                continue
            }
            var depth = 0
            let chain = lines[(start + 1)...].prefix { line in
                defer { depth += line.filter { "({".contains($0) }.count - line.filter { ")}".contains($0) }.count }
                return depth > 0 || line.hasPrefix(".") || line.hasPrefix("#")
            }
            if chain.contains(where: { $0.hasPrefix(".onSubmit") }) {
                fail(.keyboardWithoutReturn, "\(field.slot.focusCase): Return in a vertical field types a line break")
            }
        }
        // An iOS Form builds only the rows on screen: a failed submit scrolls the first problem's row
        // into view, each row carrying its field's id, or focus has no view to land on (axr19). A
        // stack scrolls too: a date's or a menu's problem takes no focus that would bring it there
        // (axr20).
        let scrolls = FormNames.scrollsToProblems(code)
        if result.fields.contains(where: \.plan.canShowError) {
            if result.platforms.contains(.ios), code.contains("    var body: some View {\n        Form {\n") {
                fail(.focusManagement, "the Form does not scroll the first problem's row into view")
            }
            if code.contains("    var body: some View {\n        ScrollView {\n") {
                fail(.focusManagement, "the stack does not scroll the first problem's row into view")
            }
            if scrolls {
                // At any indentation: under `#if` where iOS and the Mac take different `onChange` forms.
                let lines = Set(code.split(separator: "\n").map { String($0.trimmed()) })
                let scroll = [
                    "guard let field else { return }", "scrollProxy.scrollTo(field, anchor: .top)",
                    "scrollTarget = nil",
                ]
                if !scroll.allSatisfy({ lines.contains($0) }) {
                    fail(.focusManagement, "the form is not scrolled to the row a failed submit names")
                }
                for field in result.fields
                where field.plan.canShowError && !code.contains(".id(Field.\(field.slot.focusCase))") {
                    fail(.focusManagement, "\(field.slot.focusCase): its row has no id to scroll to")
                }
            }
        }
        // Failed validation: keyboard focus, then VoiceOver focus or the problem spoken; in a Form that
        // scrolls, keyboard focus once the row is built.
        if focusable.contains(where: \.plan.canShowError) {
            let focus =
                scrolls
                ? "private func focus(_ field: Field, problem: String) {\n        scrollTarget = field\n        if accessibilityFocus == field {\n            focusedField = field\n            announce(problem)\n        } else {\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                focusedField = field\n                accessibilityFocus = field\n            }\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n                if accessibilityFocus != field { announce(problem) }"
                : "private func focus(_ field: Field, problem: String) {\n        focusedField = field\n        if accessibilityFocus == field {\n            announce(problem)\n        } else {\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                accessibilityFocus = field\n            }\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n                if accessibilityFocus != field { announce(problem) }"
            if !code.contains(focus) {
                fail(.errorAlwaysSpoken, "a failed submit can stay silent when VoiceOver is already on the field")
            }
        }
        // Spoken once: the submit counts every typed field's problem as spoken, so the field people
        // were editing, left as focus moves to the first problem, does not announce its own over it.
        for field in focusable where field.plan.canShowError {
            // At the submit's own indentation: the leave check sets the same state deeper in.
            if !code.contains("\n        \(field.plan.spokenErrorName) = \(field.plan.errorName)\n") {
                fail(
                    .errorAlwaysSpoken,
                    "\(field.slot.focusCase): leaving the field after a failed submit speaks its problem again")
            }
        }
        // Focus state only where something binds it.
        // A design-system form keeps one Bool per field and passes it to the component.
        let bindsAccessibility = result.fields.contains {
            $0.rendered.view.contains(".accessibilityFocused(")
                || $0.rendered.view.contains("isAccessibilityFocused: $")
        }
        if code.contains("@AccessibilityFocusState private var ") != bindsAccessibility {
            fail(.focusManagement, "accessibility focus state declared without a field that binds it, or the reverse")
        }
        // The status is cleared only when a submit fails, never right before it is set.
        if code.contains("private func submit() {\n        status = nil") {
            fail(.noFocusOnPassiveContent, "status = nil is immediately overwritten")
        }
        // A failed submit is not silent on screen: a line under the button counts every field that
        // still shows a problem, and more than one is announced after the first (global.no-silent-status).
        let checked = result.fields.filter(\.plan.canShowError)
        if !checked.isEmpty {
            let counted =
                "        let errors: [String?] = [\n"
                + checked.map { "            \($0.plan.errorName),\n" }.joined() + "        ]\n"
            if !code.contains("if submitFailed, problemCount > 0 {") || !code.contains(counted)
                || !code.contains("        submitFailed = true\n        announceProblemCount()\n")
                || !code.contains("        problemCountSaid = problemCount\n        guard problemCount > 1")
            {
                fail(.noSilentStatus, "a failed submit does not count the fields to fix under the button")
            }
            // The line changes as problems are fixed and goes once the last one is: each is said, not
            // left for people to notice (card 004: an updated count), once it has held for a second.
            if !code.contains(
                "            guard submitFailed, problemCount == count, count != problemCountSaid else { return }\n            problemCountSaid = count\n            let announcement = count > 0 ? problemSummary : allFixed\n"
            ) || !code.contains("    private func announceProblemCount() {\n        problemCountSaid = problemCount\n")
            {
                fail(.noSilentStatus, "the line under the button changes without a word as fields are fixed")
            }
            // A field entered again after a failed submit stays checked, so the count stays true.
            for field in checked
            where field.plan.takesTypedInput
                && !code.contains("if !submitFailed, \(field.plan.messageName)() == nil {")
            {
                fail(.noSilentStatus, "\(field.slot.focusCase): a field entered again drops out of the count")
            }
        }
        // Message text meets 4.5:1: the status is not green (2.22:1 on white).
        for color in [".foregroundStyle(.green)", ".foregroundStyle(.secondary)"] where code.contains(color) {
            fail(.messageContrast, "\(color) on message text is below 4.5:1")
        }
        // The Mac: Return submits through the default button, which keeps the system size.
        if result.platforms.contains(.macos) {
            if !code.contains(".keyboardShortcut(.defaultAction)") {
                fail(.macDefaultButton, "Return does not trigger the form's default button on the Mac")
            }
            if result.platforms == [.macos], code.contains("minHeight: 44") {
                fail(.macDefaultButton, "the iOS 44 pt full-width frame on the Mac")
            }
            // A field's .onSubmit would take Return from the default button (or both would fire).
            if result.platforms == [.macos], code.contains(".onSubmit {") {
                fail(.macDefaultButton, "a field's .onSubmit competes with the default button for Return")
            }
        }
        // A title, or a warning that there is none.
        let warned = result.warnings.contains { $0.code == "form-without-title" }
        if code.contains(".navigationTitle(") == warned {
            fail(.formTitle, "a form without a navigationTitle and without a warning, or both")
        }
        // The submit action receives every value; numbers as read from the text.
        if !code.contains("let submitAction: (Submission) -> Void") {
            fail(.numbersTypedAsText, "the submit action does not receive what was entered")
        }
        for field in result.fields where !code.contains("        var \(field.slot.focusCase): ") {
            fail(.numbersTypedAsText, "Submission lacks \(field.slot.focusCase)")
        }
        return findings
    }
}
