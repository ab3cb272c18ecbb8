import Foundation
import Testing

@testable import A11yGenCore

/// One implementation of each rule: the audits of generated code run the check rules and never
/// match strings for a rule `check` implements.
@Suite struct SourceAuditTests {
    static let auditFiles = ["FieldAudit.swift", "FormAudit.swift", "DeviceAudit.swift", "FormDeviceAudit.swift"]

    @Test func theAuditsDoNotReimplementACheckRule() throws {
        for file in Self.auditFiles {
            let url = TestSupport.root.appendingPathComponent("Sources/A11yGenCore/Check/\(file)")
            let text = try #require(TestSupport.read(url), "missing \(url.path)")
            for rule in CheckEngine.allRules {
                let name = String(describing: rule.id)
                let reimplemented = text.contains("(.\(name),")
                #expect(
                    !reimplemented,
                    "\(file) reports \(rule.id.rawValue) itself; \(type(of: rule)) is its one implementation")
            }
        }
    }

    /// A defect only a check rule knows about still fails the field audit, and the form audit.
    @Test func theAuditsReportWhatTheCheckRulesFind() throws {
        let spec = try #require(
            try? SpecReader().readField(data: Array(#"{"label": "Email", "type": "email"}"#.utf8)).get())
        let result = try Generator.field(spec, input: "test")
        var rendered = RenderedField(
            declarations: result.declarations, view: result.view, functions: result.functions, imports: [],
            apis: result.apis)
        #expect(FieldAudit.audit(result.plan, rendered).isEmpty)
        rendered.view += "\n    .font(.system(size: 13))"
        let findings = FieldAudit.audit(result.plan, rendered)
        #expect(findings.map(\.rule) == [.noFixedFontSize], "\(findings)")
    }
}
