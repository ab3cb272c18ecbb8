/// The state behind a field's error (textfield-ref.validate-at-right-moment): the error is not stored
/// but computed from what is entered now, once the field has been checked. A stored error is set on
/// submit and stays until the next one, so a field people have just fixed keeps showing, and VoiceOver
/// keeps speaking in its name, a problem it no longer has.
enum ErrorStateAudit {
    /// Findings for `plan`'s rendered code; `inForm` says the form's `submit()` marks it checked.
    static func audit(_ plan: FieldPlan, _ field: RenderedField, inForm: Bool) -> [Finding] {
        guard plan.canShowError else { return [] }
        var findings: [Finding] = []
        func fail(_ message: String) { findings.append(Finding(rule: .validateAtRightMoment, message: message)) }
        if !field.declarations.contains("@State private var \(plan.checkedName) = false") {
            fail("no '\(plan.checkedName)' state: the error must not show before the field is checked")
        }
        if field.declarations.contains(where: { $0.contains("var \(plan.errorName):") }) {
            fail("'\(plan.errorName)' is stored: a fixed field would keep its error until the next submit")
        }
        let functions = field.functions.joined(separator: "\n")
        let computed =
            "private var \(plan.errorName): String? {\n    \(plan.checkedName) ? \(plan.messageName)() : nil\n}"
        if !functions.contains(computed) {
            fail("'\(plan.errorName)' is not computed from the current value once checked")
        }
        // A snippet checks itself (Return, or the caller's submit); a form's submit() marks every field.
        if !inForm,
            !functions.contains("private func \(plan.validateName)() -> Bool {\n    \(plan.checkedName) = true\n")
        {
            fail("\(plan.validateName)() does not mark the field checked before it reads the error")
        }
        return findings
    }
}
