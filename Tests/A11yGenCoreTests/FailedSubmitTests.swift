import Foundation
import Testing

@testable import A11yGenCore

/// After a failed submit, a line under the button counts the fields left to fix and goes once they
/// are fixed; more than one is also announced, queued after the first problem (global.no-silent-status).
@Suite struct FailedSubmitTests {
    static let json = #"""
        {"name": "ShortForm", "title": "Sign up", "platforms": ["ios"], "fields": [
          {"label": "Email", "type": "email", "validation": {"required": true}},
          {"label": "City", "type": "city", "validation": {"required": true}},
          {"label": "Quantity", "type": "stepper", "min": 1, "max": 5}]}
        """#

    static func form(_ json: String = json) throws -> FormResult {
        try Generator.form(try SpecReader().readForm(data: Array(json.utf8)).get(), input: "test")
    }

    /// Runs the generated count, line and announcement: nothing before a submit, the count of the
    /// fields that show a problem after it, spoken queued only when there is more than one, and
    /// smaller as each is fixed.
    @Test func aFailedSubmitCountsTheFieldsToFixAndSpeaksMoreThanOne() throws {
        let code = try Self.form().code + "\n"
        var members = [
            "var email = \"\"", "var emailChecked = false", "var city = \"\"", "var cityChecked = false",
            "var submitFailed = false", "var problemCountSaid = 0", "var status: String? = nil",
        ]
        for start in [
            "    private var problemCount: Int {", "    private var problemSummary: String {",
            "    private func announceProblemCount() {", "    private var emailError: String? {",
            "    private func emailErrorMessage() -> String? {", "    private var cityError: String? {",
            "    private func cityErrorMessage() -> String? {", "    private func problemsChanged(_ count: Int) {",
        ] {
            members.append(try ErrorStateTests.declaration(start, in: code, indent: "    "))
        }
        let delayed = "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {"
        #expect(members[9].contains(delayed), "\(members[9])")
        // The failure path sets the flag and asks for the announcement; success clears the flag.
        let submit = try ErrorStateTests.declaration("    private func submit() {", in: code, indent: "    ")
        #expect(submit.contains("        status = nil\n        submitFailed = true\n        announceProblemCount()\n"))
        #expect(submit.contains("} else {\n            submitFailed = false\n"), "\(submit)")
        #expect(code.contains("    @State private var submitFailed = false\n"))
        #expect(code.contains("if submitFailed, problemCount > 0 {\n"))
        let program = """
            \(ErrorStateTests.announcementStubs)

            final class Form {
            \(members.joined(separator: "\n").replacingOccurrences(of: "private ", with: "")
                .replacingOccurrences(of: delayed, with: "do {"))
            }

            var failures = 0
            func expect(_ condition: Bool, _ what: String) {
                if !condition { print("FAIL: \\(what)"); failures += 1 }
            }
            let form = Form()
            expect(form.problemCount == 0, "nothing is counted before a submit: \\(form.problemCount)")
            form.emailChecked = true
            form.cityChecked = true
            form.submitFailed = true
            expect(form.problemCount == 2, "both empty required fields count: \\(form.problemCount)")
            expect(form.problemSummary == "Fields to fix: 2", form.problemSummary)
            form.announceProblemCount()
            expect(announced == ["Fields to fix: 2"], "more than one is spoken: \\(announced)")
            expect(priorities == [.low], "queued behind the first problem: \\(priorities)")
            // The submit's own change of the count (none to two) is not said a second time.
            form.problemsChanged(form.problemCount)
            expect(announced == ["Fields to fix: 2"], "the submit's count is said once: \\(announced)")
            form.email = "name@"
            expect(form.problemCount == 2, "a mistyped address is still a problem")
            form.email = "name@example.com"
            expect(form.problemSummary == "Fields to fix: 1", "a fix counts at once")
            // A fix is counted aloud (axr19 #2), queued.
            form.problemsChanged(form.problemCount)
            expect(announced == ["Fields to fix: 2", "Fields to fix: 1"], "a fix is said: \\(announced)")
            expect(priorities == [.low, .low], "queued: \\(priorities)")
            form.problemsChanged(form.problemCount)
            expect(announced.count == 2, "the same count is not said again: \\(announced)")
            form.announceProblemCount()
            expect(announced.count == 2, "one problem is spoken by the focus move alone: \\(announced)")
            form.city = "Oslo"
            expect(form.problemCount == 0, "every field fixed: the line goes")
            form.problemsChanged(form.problemCount)
            expect(announced.last == "No fields left to fix.", "the last fix is said: \\(announced)")
            // A successful submit ends the failed one: nothing more is said.
            form.submitFailed = false
            form.city = ""
            form.problemsChanged(form.problemCount)
            expect(announced.count == 3, "after success, a count is not said: \\(announced)")
            exit(failures == 0 ? 0 : 1)

            """
        try ErrorStateTests.compileAndRun(program)
    }

    /// The line is in the form's language, looked up in the String Catalog with the count as `%lld`.
    @Test(arguments: [
        ("en_US", "Fields to fix: \\(problemCount)", "Fields to fix: %lld"),
        (
            "de_DE", "Zu korrigierende Felder: \\(problemCount)",
            "Zu korrigierende Felder: %lld"
        ),
        ("ja_JP", "修正が必要な項目：\\(problemCount)件", "修正が必要な項目：%lld件"),
    ])
    func theLineIsInTheFormsLanguage(locale: String, literal: String, key: String) throws {
        let json = Self.json.replacingOccurrences(of: #""platforms""#, with: #""locale": "\#(locale)", "platforms""#)
        let result = try Self.form(json)
        #expect(result.code.contains("localized: \"\(literal)\""), "\(result.code)")
        #expect(result.strings.contains { $0.key == key }, "\(result.strings.map(\.key))")
        #expect(result.decisions.contains { $0.aspect == "failed-submit" })
    }

    /// A form whose fields cannot fail (a stepper, an optional toggle) has no line, no state and no
    /// catalog entry for it, and the audit asks for none.
    @Test func aFormThatCannotFailHasNoLine() throws {
        let result = try Self.form(
            #"""
            {"name": "QuietForm", "title": "Order", "platforms": ["ios"], "fields": [
              {"label": "Quantity", "type": "stepper", "min": 1, "max": 5},
              {"label": "Gift wrap", "type": "toggle"}]}
            """#)
        for absent in ["submitFailed", "problemCount", "problemSummary", "announceProblemCount"] {
            #expect(!result.code.contains(absent), "\(absent)")
        }
        #expect(!result.strings.contains { $0.key.contains("Fields to fix") })
        #expect(!result.decisions.contains { $0.aspect == "failed-submit" })
        #expect(FormAudit.audit(result) == [])
    }

    /// The audit that checks every generated form fails one whose failed submit is silent on screen,
    /// counts too few fields, or never says the count.
    @Test(arguments: [
        ("if submitFailed, problemCount > 0 {", "if false {"),
        ("            cityError,\n", ""),
        ("        submitFailed = true\n        announceProblemCount()\n", "        submitFailed = true\n"),
        ("if !submitFailed, cityErrorMessage() == nil {", "if cityErrorMessage() == nil {"),
    ])
    func theAuditNoticesALineThatIsMissing(from: String, to: String) throws {
        var result = try Self.form()
        #expect(FormAudit.audit(result) == [])
        #expect(result.code.contains(from))
        result.code = result.code.replacingOccurrences(of: from, with: to)
        #expect(FormAudit.audit(result).map(\.rule).contains(.noSilentStatus))
    }

    /// The form's own names stay its own: a field cannot be called `problemCount`.
    @Test(arguments: [
        "submitFailed", "problemCount", "problemSummary", "announceProblemCount", "problemsChanged",
        "problemCountSaid",
    ])
    func theNamesAreReserved(name: String) throws {
        let json = Self.json.replacingOccurrences(
            of: #"{"label": "City","#, with: #"{"label": "City", "name": "\#(name)","#)
        guard case .failure(let errors) = SpecReader().readForm(data: Array(json.utf8)) else {
            Issue.record("a field named \(name) was accepted")
            return
        }
        #expect(errors.diagnostics.contains { $0.code == "reserved-identifier" && $0.location == "$.fields[1].name" })
    }
}
