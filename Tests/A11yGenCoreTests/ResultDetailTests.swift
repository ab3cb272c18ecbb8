import Foundation
import Testing

@testable import A11yGenCore

/// `--detail summary`: the JSON without the internal plans and each form field's code in parts,
/// and nothing else changed; `full` stays the default.
@Suite struct ResultDetailTests {
    static func json(_ text: String) throws -> JSONValue {
        try #require(MCPJSON.parse(Array(text.utf8)), "not JSON: \(text.prefix(200))")
    }

    @Test func fieldSummaryIsTheFullResultWithoutThePlan() throws {
        let flags = ["field", "--type", "new-password", "--label", "New password", "--required", "--format", "json"]
        let implicit = try CLITests.run(flags)
        let full = try CLITests.run(flags + ["--detail", "full"])
        let summary = try CLITests.run(flags + ["--detail", "summary"])
        #expect(implicit.status == 0 && full.status == 0 && summary.status == 0)
        #expect(implicit.stdout == full.stdout)
        let fullJSON = try Self.json(full.stdout)
        let summaryJSON = try Self.json(summary.stdout)
        #expect(fullJSON["plan"] != nil)
        #expect(summaryJSON["plan"] == nil)
        #expect(fullJSON.removing(["plan"]) == summaryJSON)
        // The same printer: sorted keys, two-space indentation, a final newline.
        #expect(summary.stdout.hasPrefix("{\n  \"apis\" : [") && summary.stdout.hasSuffix("}\n"))
        #expect(summary.stdout.utf8.count * 4 < full.stdout.utf8.count * 3)
    }

    @Test func formSummaryLeavesOutEachFieldsPlanAndRenderedCode() throws {
        let spec = TestSupport.root.appendingPathComponent("Examples/Checkout.json").path
        let full = try CLITests.run(["form", spec, "--format", "json"])
        let summary = try CLITests.run(["form", spec, "--format", "json", "--detail", "summary"])
        #expect(full.status == 0 && summary.status == 0)
        let fullJSON = try Self.json(full.stdout)
        let summaryJSON = try Self.json(summary.stdout)
        #expect(fullJSON.removing(["fields", "*", "plan"]).removing(["fields", "*", "rendered"]) == summaryJSON)
        guard case .array(let fields)? = summaryJSON["fields"] else {
            Issue.record("no fields")
            return
        }
        #expect(!fields.isEmpty)
        #expect(fields.allSatisfy { $0.objectValue.map { Array($0.keys) } == ["slot"] })
        // The code, decisions, rules, warnings and what to verify are all still there.
        for key in ["code", "decisions", "rules", "warnings", "verify", "apis", "strings"] {
            #expect(summaryJSON[key] == fullJSON[key], "\(key)")
        }
        #expect(summary.stdout.utf8.count * 2 < full.stdout.utf8.count)
    }

    /// With -o, the report's `result` is summarized the same way.
    @Test func formWriteReportIsSummarizedToo() throws {
        let directory = try FormWriteTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = TestSupport.root.appendingPathComponent("Examples/SignUp.json").path
        let target = directory.appendingPathComponent("SignUpForm.swift").path
        let run = try CLITests.run(["form", spec, "-o", target, "--dry-run", "--format", "json", "--detail", "summary"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try Self.json(run.stdout)
        #expect(report["path"] == .string(target))
        #expect(report["result"]?["code"] != nil)
        guard case .array(let fields)? = report["result"]?["fields"] else {
            Issue.record("no fields")
            return
        }
        #expect(!fields.isEmpty && fields.allSatisfy { $0["plan"] == nil && $0["rendered"] == nil })
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func detailIsRefusedWhereItMeansNothing() throws {
        let wrong = try CLITests.run([
            "field", "--type", "email", "--label", "Email", "--format", "json", "--detail", "all",
        ])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("The value 'all' is invalid for '--detail <detail>'. Use full or summary."))
        #expect(wrong.stdout.isEmpty)
        let swift = try CLITests.run(["field", "--type", "email", "--label", "Email", "--detail", "summary"])
        #expect(swift.status == 64)
        #expect(swift.stderr.contains("'--detail' applies to '--format json'"))
        let form = try CLITests.run([
            "form", TestSupport.root.appendingPathComponent("Examples/SignUp.json").path, "--detail", "summary",
        ])
        #expect(form.status == 64 && form.stdout.isEmpty)
    }
}
