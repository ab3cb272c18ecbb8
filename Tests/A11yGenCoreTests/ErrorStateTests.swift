import Foundation
import Testing

@testable import A11yGenCore

/// A field's error follows what is entered once the field has been checked
/// (textfield-ref.validate-at-right-moment): before, a stored error set on submit stayed after people
/// fixed the field, on screen and in the name VoiceOver speaks, until the next submit. These tests run
/// the generated error property and checks themselves, compiled with this toolchain's Foundation.
@Suite struct ErrorStateTests {
    /// The generated declaration that starts at `start` and ends at the first line that is `indent` and `}`.
    static func declaration(_ start: String, in code: String, indent: String = "") throws -> String {
        let from = try #require(code.range(of: start), "no '\(start)' in:\n\(code)")
        let end = try #require(code.range(of: "\n\(indent)}\n", range: from.upperBound..<code.endIndex))
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
        try Self.compileAndRun(program)
    }

    /// Builds `program` with this toolchain and expects it to exit 0 (it prints what failed).
    static func compileAndRun(_ program: String) throws {
        switch try CompileHarness.buildAndRun(program) {
        case .doesNotCompile(let log): Issue.record("the generated code does not compile:\n\(log)\n\(program)")
        case .ran(let status, let output): #expect(status == 0, "\(output)\n\(program)")
        }
    }

    /// A date that must follow another (`after`) starts after it in a form, so people who leave the
    /// pair as it is (check-in today, check-out tomorrow) are not told to fix it on submit. Runs the
    /// generated start properties and the check, by day and, with a time, by minute.
    @Test(arguments: [
        (
            #"{"label": "Check-in", "name": "checkIn", "type": "date", "range": "today...+1y"}"#,
            #"{"label": "Check-out", "name": "checkOut", "type": "date", "range": "today...+1y", "validation": {"after": "checkIn"}}"#
        ),
        (
            #"{"label": "Starts", "name": "checkIn", "type": "date-time"}"#,
            #"{"label": "Ends", "name": "checkOut", "type": "date-time", "validation": {"after": "checkIn"}}"#
        ),
    ])
    func anUntouchedPairPassesAfter(first: String, second: String) throws {
        let json = #"{"name": "PairForm", "title": "Stay", "platforms": ["ios"], "fields": [\#(first), \#(second)]}"#
        let spec = try SpecReader().readForm(data: Data(json.utf8)).get()
        let code = try Generator.form(spec, input: "test").code + "\n"
        // The state's first values, as the view declares them, and every static property they read.
        let state = code.split(separator: "\n").filter {
            $0.hasPrefix("    @State private var checkIn = ") || $0.hasPrefix("    @State private var checkOut = ")
        }
        try #require(state.count == 2, "\(code)")
        var members = state.map { $0.replacingOccurrences(of: "@State private ", with: "") }
        for name in ["checkInRange", "checkInStart", "checkOutRange", "checkOutStart"]
        where code.contains("private static var \(name):") {
            members.append(try Self.declaration("    private static var \(name):", in: code, indent: "    "))
        }
        members.append(
            try Self.declaration("    private func checkOutErrorMessage() -> String? {", in: code, indent: "    "))
        let program = """
            import Foundation

            extension String {
                init(localized value: String, comment: StaticString) { self = value }
            }

            struct Pair {
            \(members.joined(separator: "\n").replacingOccurrences(of: "private ", with: ""))
            }

            let pair = Pair()
            if let problem = pair.checkOutErrorMessage() {
                print("FAIL: the untouched pair fails 'after': \\(problem) (\\(pair.checkIn) → \\(pair.checkOut))")
                exit(1)
            }

            """
        try Self.compileAndRun(program)
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
