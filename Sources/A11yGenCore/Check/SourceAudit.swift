/// The `check` rules, run over generated code: the one implementation of each source rule, shared by
/// `a11y-gen check` and the audits that hold our own output to the catalog. FieldAudit and FormAudit
/// add only what the plan knows (the keyboard this data needs, the order `submit()` checks fields in),
/// never a second string match for a rule `check` has.
public enum SourceAudit {
    static let engine = CheckEngine()

    /// Every finding the check rules give on `code`, as audit findings. A field whose spec opts out of
    /// its visible label (`visibleLabel: false`, warned about when the spec is read: the screen shows
    /// it some other way) is not held to textfield-ref.keep-visible-label; `check` on the file still
    /// notes it, as it would any field without one.
    public static func findings(in code: String, optingOut plans: [FieldPlan] = []) -> [Finding] {
        engine.check(path: "Generated.swift", bytes: Array(code.utf8)).findings.compactMap { finding in
            if isOptedOut(finding, by: plans) { return nil }
            return Finding(
                rule: RuleID(rawValue: finding.rule) ?? .checkUnknownRule,
                message: "line \(finding.line): \(finding.message)")
        }
    }

    /// A finding the spec asked for: textfield-ref.keep-visible-label on a field whose spec sets
    /// `visibleLabel: false` (the field's title is `<identifier>Label`).
    public static func isOptedOut(_ finding: CheckFinding, by plans: [FieldPlan]) -> Bool {
        finding.rule == RuleID.keepVisibleLabel.rawValue
            && plans.contains { !$0.visibleLabel && finding.message.contains("titled \($0.identifier)Label ") }
    }

    /// A rendered field as one source text, as the snippet prints it: the `// Platforms:` header
    /// (which tells the rules the platforms and minimum OS), its properties, view and functions.
    static func source(of field: RenderedField, _ plan: FieldPlan) -> String {
        (["// Platforms: \(plan.deployment.summary)"] + field.declarations + [field.view] + field.functions)
            .joined(separator: "\n")
    }
}
