/// Form-level rules of a generated form, plus every field's own contract in its slot.
public enum FormAudit {
    public static func audit(_ result: FormResult) -> [Finding] {
        var findings = SourceAudit.findings(in: result.code, optingOut: result.fields.map(\.plan))
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let code = result.code
        let cases = result.fields.map(\.slot.focusCase)
        if Set(cases).count != cases.count { fail(.focusManagement, "focus enum cases are not unique: \(cases)") }
        let enumBody = cases.map { "        case \($0)\n" }.joined()
        if !code.contains("private enum Field: Hashable {\n" + enumBody + "    }") {
            fail(.tabOrder, "the focus enum does not list the fields in order")
        }
        for field in result.fields where !Identifier.isValid(field.slot.focusCase) {
            fail(.escapedLiterals, "'\(field.slot.focusCase)' is not a valid identifier")
        }
        // A password saved without an account name: in a form with a password and no username
        // field, the account's email is `.username`; no other field is.
        let accountName = FormContext.accountName(of: result.fields.map(\.plan.spec))
        for field in result.fields where field.plan.spec.type == .email {
            let isAccountName = accountName == field.plan.spec.identifier
            let contents = [field.plan.iosContentType, field.plan.macosContentType].compactMap { $0 }
            if contents.contains(isAccountName ? .emailAddress : .username) {
                fail(
                    .contentType,
                    "\(field.slot.focusCase): "
                        + (isAccountName
                            ? "the account name of the form's password is not .username"
                            : "only the account name of a password is .username"))
            }
        }
        // On iOS, Return moves to the field right below when it is a text field too. Where a picker,
        // a toggle, a stepper or a date comes next, Return hides the keyboard so people reach it, as the
        // toolbar's Done does, bringing VoiceOver back to the field (card 004: it does not come back by
        // itself); Return never skips a control (card 001, tab order). The form's last field submits.
        // A vertical field types a line break instead, and on the Mac Return is the default button's.
        // A field that calls a design-system component passes its Return action as the call's trailing
        // closure; ComponentCallAudit checks it there.
        let callsComponent = { (field: FormField) in ComponentCallAudit.callsComponent(field.rendered.view) }
        // The form's last text field submits under a Return key named for the submit, never Done (the
        // toolbar's Done hides the keyboard); a submit that spends money is not sent by Return at all.
        let button = result.strings.first { $0.comment.hasPrefix("Button that submits the form") }?.key ?? ""
        let submitKey = ReturnChain.submitKey(for: button, types: result.fields.map(\.plan.spec.type))
        for (index, field) in result.fields.enumerated()
        where field.plan.takesTypedInput && result.platforms.contains(.ios) && !field.plan.returnInsertsLineBreak
            && !callsComponent(field)
        {
            let below = index + 1 < result.fields.count ? result.fields[index + 1] : nil
            let expected =
                below.map {
                    $0.plan.takesTypedInput
                        ? ".onSubmit { focusedField = .\($0.slot.focusCase) }" : ".onSubmit { dismissKeyboard() }"
                } ?? (submitKey == nil ? ".onSubmit { dismissKeyboard() }" : ".onSubmit { submit() }")
            if !field.rendered.view.contains(expected) {
                fail(.tabOrder, "\(field.slot.focusCase): expected \(expected)")
            }
            if below == nil, field.plan.submitLabel == nil {
                let key = ".submitLabel(\(submitKey?.swift ?? ".done"))"
                if !field.rendered.view.contains(key) { fail(.tabOrder, "\(field.slot.focusCase): expected \(key)") }
            }
        }
        // submit() marks every field checked, in order, then places VoiceOver on the first problem.
        var previous = code.firstRange(ofText: "private func submit() {")?.upperBound
        if previous == nil { fail(.focusManagement, "no submit()") }
        for field in result.fields where field.plan.canShowError {
            let plan = field.plan
            guard let start = previous,
                let range = code.firstRange(ofText: "\(plan.checkedName) = true", from: start)
            else {
                fail(.validateAtRightMoment, "submit() does not check \(plan.identifier), in order")
                continue
            }
            previous = range.upperBound
        }
        // A Form that scrolls to the first problem's row brings an announced field's row on screen
        // too, and moves keyboard focus once that row is built (FormDeviceAudit checks the scroll).
        let scrolls = FormNames.scrollsToProblems(code)
        for field in result.fields where field.plan.canShowError {
            let plan = field.plan
            // The name property speaks "label, error" once the error is set (FieldWords checks its body).
            let problem = plan.identifier + "Name"
            let keyboard = "\(FormNames.focusedField) = .\(plan.identifier)\n"
            let focus = "focus(.\(plan.identifier), problem: \(problem))"
            func announced(_ indent: String) -> String {
                "\(indent)\(Generator.announceComment(plan))\n"
                    + (scrolls ? "\(indent)\(FormNames.scrollTarget) = .\(plan.identifier)\n" : "")
                    // A picker takes keyboard focus even where VoiceOver's cannot follow (Full Keyboard Access).
                    + (!plan.bindsFormFocus
                        ? ""
                        : scrolls
                            ? "\(indent)DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n\(indent)    \(keyboard)\(indent)}\n"
                            : "\(indent)\(keyboard)")
                    + "\(indent)announce(\(problem))"
            }
            // A segmented picker in a form for iOS and the Mac: announced on iOS, focused on the Mac,
            // where its view binds VoiceOver focus (axr20 #2).
            let macFocus = plan.errorMovesFocusOnMacOnly && ChoiceAudit.bindsMacFocus(field.rendered.view)
            let move =
                plan.errorMovesFocus
                ? "\(plan.errorName) != nil {\n            \(focus)"
                : macFocus
                    ? "\(plan.errorName) != nil {\n            #if canImport(UIKit)\n\(announced("                "))\n"
                        + "            #else\n                \(Generator.macFocusComment)\n                \(focus)\n"
                        + "            #endif\n"
                    : "\(plan.errorName) != nil {\n\(announced("            "))"
            if !code.contains(move) {
                fail(
                    plan.errorMovesFocus
                        ? .focusManagement : plan.control == .picker ? .choiceErrorFocus : .datePickerErrorAnnounced,
                    "no focus move or announcement for \(plan.identifier)")
            }
        }
        // Fields that can fail first, then the rest, as before component calls existed.
        for field in result.fields.filter(\.plan.canShowError) + result.fields.filter({ !$0.plan.canShowError }) {
            if callsComponent(field) {
                findings += ComponentCallAudit.audit(field.plan, field.rendered, slot: field.slot)
                continue
            }
            findings += FieldAudit.audit(field.plan, field.rendered, slot: field.slot).map {
                Finding(rule: $0.rule, message: "\(field.plan.identifier): \($0.message)")
            }
        }
        if result.fields.contains(where: callsComponent) { findings += ComponentCallAudit.formWiring(result) }
        // Passive success: announced after a delay, never focused.
        if !code.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)") {
            fail(.announcementDelay, "no delayed announcement")
        }
        if let success = code.firstRange(ofText: "localized: \(SwiftLiteral.string(result.successMessage)),"),
            let end = code.firstRange(ofText: "submitAction(", from: success.upperBound),
            code[success.upperBound..<end.lowerBound].contains("ccessibilityFocus")
        {
            fail(.noFocusOnPassiveContent, "focus moved for a passive change")
        }
        if result.platforms.contains(.ios), !code.contains("minHeight: 44") {
            fail(.iosSubmitButtonTarget, "the submit button has no 44 pt target")
        }
        if code.contains("#available") { fail(.minimumOSOnly, "#available branch") }
        findings += FormDeviceAudit.audit(result)
        return findings
    }
}
