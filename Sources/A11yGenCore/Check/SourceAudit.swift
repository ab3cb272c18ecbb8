/// The `check` rules, run over generated code: the one implementation of each source rule, shared by
/// `a11y-gen check` and the audits that hold our own output to the catalog. FieldAudit and FormAudit
/// add only what the plan knows (the keyboard this data needs, the order `submit()` checks fields in),
/// never a second string match for a rule `check` has.
public enum SourceAudit {
    static let engine = CheckEngine()

    /// Every finding the check rules give on `code`, as audit findings.
    public static func findings(in code: String) -> [Finding] {
        engine.check(path: "Generated.swift", bytes: Array(code.utf8)).findings.map { finding in
            Finding(
                rule: RuleID(rawValue: finding.rule) ?? .checkUnknownRule,
                message: "line \(finding.line): \(finding.message)")
        }
    }

    /// A rendered field as one source text, as the snippet prints it: the `// Platforms:` header
    /// (which tells the rules the platforms and minimum OS), its properties, view and functions.
    static func source(of field: RenderedField, _ plan: FieldPlan) -> String {
        (["// Platforms: \(plan.deployment.summary)"] + field.declarations + [field.view] + field.functions)
            .joined(separator: "\n")
    }
}
