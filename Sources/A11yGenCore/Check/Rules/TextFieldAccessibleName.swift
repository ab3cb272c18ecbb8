/// `text-field.accessible-name`: a `TextField` or `SecureField` that ends up with no accessible name,
/// so VoiceOver says only "text field" (card 000, Must Haves: the name comes from the title, an
/// `.accessibilityLabel` on a titleless field, or a `LabeledContent` wrapper).
///
/// Reported: a blank title (`""`, or a label view that shows nothing: `{ }`, `{ Text("") }`) with
/// no `.accessibilityLabel` on the field, no `LabeledContent` around it and no prompt; a blank
/// `.accessibilityLabel("")`, which takes away even a title's name; and `DSTextField` with neither a
/// `label:` nor a placeholder (card 003), noted as depending on the design system's code. Platform
/// aware: a label under `#if os(iOS)` names the field on iOS only, so the field is reported on macOS.
///
/// Left alone: a field with a prompt and no name (the placeholder stands in for the label:
/// `text-field.no-placeholder-only-label`); titles built at run time; a field inside any
/// `LabeledContent` or inside a container with an accessibility modifier (`.accessibilityElement`,
/// `.accessibilityLabel`, …), which may name it; chains with `.accessibilityHidden`,
/// `.accessibilityRepresentation` or `.accessibilityElement`; a custom container that takes a title or
/// other arguments; and `#if` conditions other than platforms. A field that is the whole view of a
/// property or `body` may be named where it is used, so its finding says so.
public struct TextFieldAccessibleName: CheckRule {
    public let id = RuleID.accessibleName
    public let help =
        "Name the field after its visible label: TextField(\"<label>\", text: …), or .accessibilityLabel(\"<label>\") on a titleless field, or wrap it in LabeledContent(\"<label>\") { … }."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if FieldNaming.isTextField(node) { return checkField(node) }
        if FieldNaming.isDesignSystemField(node) { return checkDesignSystemField(node) }
        return []
    }

    /// `.accessibilityLabel(showError ? "Email, \(error)" : "")`: a name in one state and a blank one
    /// in the other, which takes even the title's name away (an error-in-label fix pasted over a
    /// field titled "" reads like this).
    func blankInOneState(_ field: SyntaxNode) -> CheckFinding? {
        let tree = field.tree
        for modifier in field.modifiers {
            if modifier.isNamed("accessibilityElement") { break }
            guard modifier.isNamed("accessibilityLabel"), modifier.condition.certainlyHoldsSomewhere,
                modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.labelToken == nil,
                let (question, colon) = tree.simpleTernary(from: argument.firstToken, through: argument.lastToken)
            else { continue }
            func isBlank(_ token: Int32) -> Bool { tree.stringValue(ofToken: token).map(FieldNaming.isBlank) ?? false }
            let blankWhenTrue = isBlank(question + 1)
            guard blankWhenTrue != isBlank(colon + 1) else { continue }
            let condition = tree.text(from: argument.firstToken, through: question - 1)
            let kind = field.name ?? "TextField"
            let visible = FieldNaming.visibleLabel(before: field)
            return finding(
                at: modifier.offset,
                ".accessibilityLabel leaves the \(kind) without an accessible name \(blankWhenTrue ? "while" : "unless") \(condition): its \"\" takes even the title's name away, so VoiceOver says only \"text field\"",
                fix: visible.map { "write \"\($0)\", the visible label, in place of the \"\"" }
                    ?? "give the \"\" branch the field's visible label")
        }
        return nil
    }

    func checkField(_ field: SyntaxNode) -> [CheckFinding] {
        if let blank = blankInOneState(field) { return [blank] }
        let title = FieldNaming.title(of: field)
        guard let missing = FieldNaming.missingName(of: field, title: title) else { return [] }
        // A placeholder standing in for the name is text-field.no-placeholder-only-label's finding.
        if missing.emptyLabel == nil, FieldNaming.prompt(of: field) != nil { return [] }
        guard case .unnamed(let crossFile) = FieldNaming.surroundings(of: field) else { return [] }
        let kind = field.name ?? "TextField"
        let platforms = missing.onEveryPlatform ? "" : " on \(FieldNaming.describe(missing.platforms))"
        let visible = FieldNaming.visibleLabel(before: field)
        if let label = missing.emptyLabel {
            return [
                finding(
                    at: label.offset,
                    ".accessibilityLabel(\(label.arguments.first?.text ?? "\"\"")) leaves the \(kind) without an accessible name\(platforms): VoiceOver says only \"text field\"",
                    fix: visible.map { "write .accessibilityLabel(\"\($0)\"), the visible label" }
                        ?? "give the .accessibilityLabel the field's visible label, or remove it so the title names the field",
                    dependsOn: crossFile)
            ]
        }
        let how = field.arguments.first?.labelToken == nil ? "its title is empty" : "its label view shows nothing"
        let fix = visible.map {
            "name it after the visible label \"\($0)\": \(kind)(\"\($0)\", text: …), or .accessibilityLabel(\"\($0)\")"
        }
        return [
            finding(
                at: field.offset,
                "\(kind) has no accessible name\(platforms): \(how) and nothing else names it, so VoiceOver says only \"text field\"",
                fix: fix, dependsOn: crossFile)
        ]
    }

    func checkDesignSystemField(_ field: SyntaxNode) -> [CheckFinding] {
        guard FieldNaming.designSystemLabel(of: field) == .empty, FieldNaming.designSystemPlaceholder(of: field) == nil,
            field.argument("placeholder") == nil || field.argument("placeholder")?.stringValue != nil,
            !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed = FieldNaming.surroundings(of: field)
        else { return [] }
        return [
            finding(
                at: field.offset,
                "DSTextField has neither a label: nor a placeholder, so nothing names the field for VoiceOver",
                fix: "pass label: \"<label>\" (card 003 shows it above the field and makes it the name)",
                dependsOn: FieldNaming.designSystemNote)
        ]
    }
}
