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

    /// A form's text field is checked as people leave it with something typed in (card 001: "check an
    /// email address when people leave the field, not on the first letter"), and the problem found is
    /// spoken with the field's name, queued behind the next field's name that VoiceOver is reading
    /// (card 004: an inline validation result is announced). An empty field people only pass through is
    /// not flagged before the submit, and a field entered while valid is unchecked again, so a new
    /// problem waits until it is left, and is then spoken. Runs the generated function, error and name,
    /// with the announcement recorded (its 0.1 s delay run at once).
    @Test func leavingATypedInFieldChecksItAndSpeaksTheProblem() throws {
        let json = #"""
            {"name": "LeaveForm", "title": "Sign up", "platforms": ["ios"], "fields": [
              {"label": "Email", "type": "email", "validation": {"required": true}},
              {"label": "City", "type": "city"}]}
            """#
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        let code = try Generator.form(spec, input: "test").code + "\n"
        #expect(code.contains(".onChange(of: focusedField == .email) { _, editing in\n"))
        #expect(code.contains(" emailFocusChanged(editing)\n"))
        // Done checks the field quietly before it hides the keyboard: VoiceOver returns to the field.
        let done = try Self.declaration("    private func dismissKeyboard() {", in: code, indent: "    ")
        let quiet = try #require(
            done.range(of: "case .email:\n            emailFocusChanged(false, announcing: false)"))
        #expect(quiet.upperBound < (done.range(of: "focusedField = nil")?.lowerBound ?? done.startIndex), "\(done)")
        var members = [
            "var email = \"\"", "var emailChecked = false", "var emailSpokenError: String?", "var submitFailed = false",
        ]
        for start in [
            "    private func emailFocusChanged(_ editing: Bool, announcing: Bool = true) {",
            "    private var emailError: String? {",
            "    private func emailErrorMessage() -> String? {", "    private var emailName: String {",
            "    private var emailLabel: String {",
        ] {
            members.append(try Self.declaration(start, in: code, indent: "    "))
        }
        let delayed = "DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {"
        #expect(members[4].contains(delayed))
        let program = """
            \(Self.announcementStubs)

            final class Form {
            \(members.joined(separator: "\n").replacingOccurrences(of: "private ", with: "")
                .replacingOccurrences(of: delayed, with: "do {"))
            }

            var failures = 0
            func expect(_ condition: Bool, _ what: String) {
                if !condition { print("FAIL: \\(what)"); failures += 1 }
            }
            let form = Form()
            form.emailFocusChanged(true)
            form.emailFocusChanged(false)
            expect(form.emailError == nil && announced.isEmpty, "an empty field people pass through is not flagged")
            form.email = "  "
            form.emailFocusChanged(false)
            expect(form.emailError == nil && announced.isEmpty, "nor one holding only spaces")
            form.emailFocusChanged(true)
            form.email = "name@"
            expect(form.emailError == nil, "no error while people type")
            form.emailFocusChanged(false)
            let problem = form.emailError
            expect(problem != nil, "leaving a mistyped address shows its problem")
            expect(announced == [form.emailName], "and speaks it once, with the field's name: \\(announced)")
            expect(priorities == [.low], "queued behind what VoiceOver is reading: \\(priorities)")
            expect(form.emailName.hasPrefix("Email") && form.emailName.contains(problem ?? "?"), "the name carries it")
            form.emailFocusChanged(true)
            expect(form.emailError == problem, "coming back to fix it keeps the problem in view")
            form.emailFocusChanged(false)
            expect(announced.count == 1, "leaving it unfixed again does not repeat it")
            form.emailFocusChanged(true)
            form.email = "name@example.com"
            expect(form.emailError == nil, "a fix clears it at once")
            form.emailFocusChanged(false)
            form.emailFocusChanged(true)
            form.email = "n"
            expect(form.emailError == nil, "a valid field edited again shows nothing on the first letter")
            form.emailFocusChanged(false)
            expect(form.emailError != nil && announced.count == 2, "and speaks its new problem when left")
            let done = Form()
            done.email = "name@"
            done.emailFocusChanged(false, announcing: false)
            expect(done.emailError != nil && announced.count == 2, "Done shows the problem and leaves the speaking to the name")
            let valid = Form()
            valid.email = "name@example.com"
            valid.emailFocusChanged(false)
            expect(valid.emailError == nil && announced.count == 2, "a valid entry says nothing")
            let failed = Form()
            failed.submitFailed = true
            failed.emailChecked = true
            failed.email = "name@example.com"
            failed.emailFocusChanged(true)
            failed.email = ""
            expect(failed.emailError != nil, "after a failed submit, a valid field entered again stays checked")
            failed.emailFocusChanged(false)
            expect(announced.count == 3 && announced.last == failed.emailName, "and left broken, its new problem is spoken")
            failed.emailFocusChanged(true)
            failed.email = "name@"
            failed.emailFocusChanged(false)
            expect(announced.count == 4 && announced.last == failed.emailName, "a different problem on leaving is spoken")
            failed.emailFocusChanged(true)
            failed.emailFocusChanged(false)
            expect(announced.count == 4, "the problem VoiceOver spoke with the name on arrival is not repeated")
            exit(failures == 0 ? 0 : 1)

            """
        try Self.compileAndRun(program)
    }

    /// The leave check's `onChange` is the one the minimum OS has without a deprecation warning: the
    /// one-value action below iOS 17 / macOS 14, the two-value one from there, each platform its own.
    @Test(arguments: [
        ("ios", "16", "14", ["{ editing in"]), ("ios", "17", "14", ["{ _, editing in"]),
        ("ios,macos", "16", "14", ["#if canImport(UIKit)", "{ editing in", "#else", "{ _, editing in"]),
        ("ios,macos", "17", "13", ["#if canImport(UIKit)", "{ _, editing in", "#else", "{ editing in"]),
    ])
    func theLeaveCheckUsesTheMinimumOSsOnChange(platforms: String, ios: String, macos: String, expected: [String])
        throws
    {
        var spec = TestSupport.spec(.email, "Email") { $0.validation.required = true }
        spec.deployment = Deployment(
            platforms: platforms.split(separator: ",").compactMap { Platform(rawValue: String($0)) },
            minimums: [.ios: OSVersion(Int(ios)!), .macos: OSVersion(Int(macos)!)])
        let view = try TestSupport.generate(spec).view
        let lines = view.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix(".onSubmit") })
        let found = lines[(start + 1)...].prefix { !$0.hasPrefix(".accessibilityLabel") }
            .filter { $0.hasPrefix("#") || $0.hasPrefix(".onChange") }
            .map { $0.hasPrefix(".onChange") ? String($0.dropFirst(".onChange(of: emailEditing) ".count)) : $0 }
        #expect(Array(found.filter { $0 != "#endif" }) == expected, "\(view)")
    }

    /// The start of a program that runs generated announcement code: `String(localized:)` returns its
    /// text, and each post is recorded in `announced` with its priority in `priorities`.
    static let announcementStubs = """
        import Foundation

        extension String {
            init(localized value: String, comment: StaticString) { self = value }
        }

        // What VoiceOver would be told, and at which priority.
        var announced: [String] = []
        var priorities: [Priority?] = []
        enum Priority { case low, `default`, high }
        extension AttributedString {
            var accessibilitySpeechAnnouncementPriority: Priority? {
                get { nil }
                set { priorities.append(newValue) }
            }
        }
        enum AccessibilityNotification {
            struct Announcement {
                let text: String
                init(_ text: AttributedString) { self.text = String(text.characters) }
                func post() { announced.append(text) }
            }
        }
        """

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
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
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
