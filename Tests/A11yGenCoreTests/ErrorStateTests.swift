import Foundation
import Testing

@testable import A11yGenCore

/// A field's error follows what is entered once the field has been checked
/// (textfield-ref.validate-at-right-moment): before, a stored error set on submit stayed after people
/// fixed the field, on screen and in the name VoiceOver speaks, until the next submit. These tests run
/// the generated error property and checks themselves, compiled with this toolchain's Foundation.
@Suite struct ErrorStateTests {
    /// The generated declaration that ends at the first line that is just `}`, starting at `start`.
    static func declaration(_ start: String, in code: String) throws -> String {
        let from = try #require(code.range(of: start), "no '\(start)' in:\n\(code)")
        let end = try #require(code.range(of: "\n}\n", range: from.upperBound..<code.endIndex))
        return String(code[from.lowerBound..<end.upperBound])
    }

    @Test func aFixClearsTheErrorWithoutAnotherSubmit() throws {
        let spec = TestSupport.spec(.email, "Email") {
            $0.validation.required = true
            $0.validation.email = true
        }
        let plan = try Inference.plan(spec)
        let rendered = Renderer().render(plan)
        let code = rendered.functions.joined(separator: "\n") + "\n"
        let checked = try #require(rendered.declarations.first { $0.contains(plan.checkedName) })
        let members = [
            checked.replacingOccurrences(of: "@State private ", with: ""),
            try Self.declaration("private var \(plan.errorName): String? {", in: code),
            try Self.declaration("private func \(plan.messageName)() -> String? {", in: code),
        ].map { $0.replacingOccurrences(of: "private ", with: "") }
        let program = """
            import Foundation

            // Apple's String(localized:comment:) looks the text up; here the English text is the value.
            extension String {
                init(localized value: String, comment: StaticString) { self = value }
            }

            struct Field {
                var email = ""
            \(members.joined(separator: "\n").split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            }

            var failures = 0
            func expect(_ condition: Bool, _ what: String) {
                if !condition { print("FAIL: \\(what)"); failures += 1 }
            }
            var field = Field()
            expect(field.emailError == nil, "no error before the field is checked, even while it is empty")
            field.email = "n"
            expect(field.emailError == nil, "no error on the first letter")
            field.email = ""
            field.\(plan.checkedName) = true  // what Return or submit does
            let empty = field.emailError
            expect(empty != nil, "an empty required field shows its error once checked")
            field.email = "name@"
            let partial = field.emailError
            expect(partial != nil && partial != empty, "the error says what is wrong now, not what was wrong at submit")
            field.email = "name@example.com"
            expect(field.emailError == nil, "the fix clears the error at once, without another submit")
            exit(failures == 0 ? 0 : 1)

            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-gen-error-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("error-state").path
        let (built, log) = CompileHarness.run(CompileHarness.swiftc, [source.path, "-o", binary])
        try #require(built == 0, "the generated error code does not compile:\n\(log)\n\(program)")
        let (status, output) = CompileHarness.run(binary, [])
        #expect(status == 0, "\(output)\n\(program)")
    }

    /// The audit that guards every family's output (run over the goldens, examples and fuzzed specs)
    /// passes the computed error and fails on the stored one it replaced.
    @Test func theAuditRefusesAStoredError() throws {
        let plan = try Inference.plan(TestSupport.spec(.email, "Email") { $0.validation.required = true })
        var rendered = Renderer().render(plan)
        #expect(ErrorStateAudit.audit(plan, rendered, inForm: false).isEmpty)
        rendered.declarations = rendered.declarations.map {
            $0 == "@State private var \(plan.checkedName) = false"
                ? "@State private var \(plan.errorName): String?" : $0
        }
        rendered.functions = rendered.functions.map {
            $0.replacingOccurrences(of: "\(plan.checkedName) = true", with: "\(plan.errorName) = \(plan.messageName)()")
        }
        let rules = ErrorStateAudit.audit(plan, rendered, inForm: false).map(\.message)
        #expect(rules.count == 3, "\(rules)")
    }
}
