import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldErrorFocusTests {
    let rule = TextFieldErrorFocus()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aButtonThatSetsAnErrorWithoutFocusIsReportedAtTheAssignment() throws {
        let source = """
            struct V: View {
                @State private var emailError: String?
                var body: some View {
                    Button("Sign In") {
                        emailError = "Enter a valid email address."
                    }
                    if let emailError { Text(emailError) }
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.error-focus")
        #expect((finding.line, finding.column) == (5, 13))
        #expect(
            finding.message
                == "the \"Sign In\" button's action sets 'emailError' but never moves VoiceOver focus to the errored field (the view declares no @AccessibilityFocusState); VoiceOver stays on the button"
        )
        #expect(finding.fix?.contains("@AccessibilityFocusState") == true)
    }

    /// Return in a field leaves VoiceOver on that field: the finding says nothing is heard (not "stays
    /// on the button", as it once did, with no button in sight) and its fix, an announcement, clears it.
    @Test func anErrorSetOnReturnIsSpokenNotFocused() throws {
        let silent = """
            struct CodeView: View {
                @State private var code = ""
                @State private var codeError: String?
                var body: some View {
                    VStack {
                        TextField("Verification code", text: $code)
                            .onSubmit { codeError = code.count == 6 ? nil : "Enter the 6-digit code." }
                        if let codeError { Text(codeError) }
                    }
                }
            }
            """
        let finding = try #require(findings(silent).first)
        #expect(
            finding.message
                == "the .onSubmit action sets 'codeError' but VoiceOver never hears it (the view declares no @AccessibilityFocusState, and no announcement): people who press Return on the field hear nothing change"
        )
        #expect(finding.fix?.contains("AccessibilityNotification.Announcement(\"<label>, \\(error)\").post()") == true)
        let spoken = silent.replacingOccurrences(
            of: "\"Enter the 6-digit code.\" }",
            with:
                "\"Enter the 6-digit code.\"; AccessibilityNotification.Announcement(\"Verification code, \\(codeError ?? \"\")\").post() }"
        )
        #expect(spoken != silent)
        #expect(findings(spoken).isEmpty, "\(findings(spoken))")
    }

    /// `signIn()` is a submit path by its name, but here only Return calls it: it is judged as
    /// Return's path, so the announcement the finding asks for clears it (a real login form kept the
    /// finding after following its help, told that VoiceOver "stays on the button" it did not have).
    @Test func aNamedSubmitFunctionCalledOnReturnIsJudgedAsReturn() throws {
        let source = """
            struct SignInForm: View {
                @State private var password = ""
                @State private var serverError: String?
                var body: some View {
                    SecureField("Password", text: $password)
                        .accessibilityLabel(serverError.map { "Password, \\($0)" } ?? "Password")
                        .onSubmit { signIn() }
                    if let serverError { Text(serverError) }
                }
                func signIn() {
                    serverError = "The server could not be reached."
                    ANNOUNCE
                }
            }
            """
        let announced = source.replacingOccurrences(
            of: "ANNOUNCE",
            with:
                "DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(\"Password\").post() }"
        )
        #expect(findings(announced).isEmpty)
        let silent = try #require(findings(source.replacingOccurrences(of: "ANNOUNCE", with: "")).first)
        #expect(silent.message.hasPrefix("the .onSubmit action sets 'serverError' but VoiceOver never hears it"))
        #expect(!silent.message.contains("button"))
    }

    @Test func aDeclaredButUnsetFocusStateIsNamed() throws {
        let source = """
            struct V: View {
                @AccessibilityFocusState private var focus: Field?
                var body: some View { Button("Save", action: save); Text(errors[.name] ?? "") }
                func save() { errors[.name] = "Enter your name." }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.hasPrefix("the submit path save() sets 'errors'"))
        #expect(finding.message.contains("nothing on this path sets 'focus'"))
        #expect((finding.line, finding.column) == (4, 19))
    }

    @Test(arguments: [
        """
        TextField("Code", text: $code)
            .onSubmit { verify() }
        func verify() {
            #if os(iOS)
                self.codeError = "Enter the 6-digit code."
            #endif
        }
        """,
        """
        Button(action: submit) { Text("Go") }
        func submit() { passwordError = validate(password) }
        """,
        // A submit-named function is a submit path even when its caller is elsewhere.
        """
        struct V: View {
            @AccessibilityFocusState private var focus: Bool
            var body: some View { Text(nameError ?? "") }
            func submitForm() { nameError = "Enter a name." }
        }
        """,
        """
        Button("Go") {
            DispatchQueue.main.async { emailError = "Try again." }
        }
        """,
    ])
    func errorsWithoutAFocusMoveAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    /// Two field-test false positives: a button that switches modes and *clears* the error
    /// (`showError = false`), and error state a view sets in a callback but never shows (nothing reads
    /// it, so there is no error to move to). The same view that shows the error is reported.
    @Test func aResetOrAnErrorNothingShowsIsNotAnError() {
        let reset = """
            struct V: View {
                @State private var showError = false
                var body: some View {
                    Button("Create an account instead") { showError = false; isSignUp.toggle() }
                    if showError { Text("Check your details.") }
                }
            }
            """
        #expect(findings(reset).isEmpty)
        let unread = """
            struct V: View {
                @State var errorMessage = ""
                var body: some View { Button("Save", action: save) }
                func save() { store.update(email) { err in if let err { self.errorMessage = "\\(err)" } } }
            }
            """
        #expect(findings(unread).isEmpty)
        let shown = unread.replacingOccurrences(
            of: "Button(\"Save\", action: save) }", with: "Button(\"Save\", action: save); Text(errorMessage) }")
        #expect(findings(shown).count == 1, "\(findings(shown))")
    }

    @Test(arguments: [
        """
        struct V: View {
            @AccessibilityFocusState private var emailFocused: Bool
            var body: some View {
                Button("Sign In") {
                    emailError = "Enter a valid email address."
                    emailFocused = true
                }
            }
        }
        """,
        // The generator's shape: submit() -> focus(_:problem:) -> delayed focus move.
        """
        struct V: View {
            @AccessibilityFocusState private var accessibilityFocus: Field?
            var body: some View { Button(action: submit) { Text("Create") } }
            private func submit() {
                emailError = emailErrorMessage()
                if let emailError { focus(.email, problem: emailError) }
            }
            private func focus(_ field: Field, problem: String) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { accessibilityFocus = field }
            }
        }
        """,
        // Validation in a helper; the caller moves focus.
        """
        struct V: View {
            @AccessibilityFocusState private var focus: Field?
            var body: some View { Button("Save") { validate(); if nameError != nil { self.focus = .name } } }
            func validate() { nameError = name.isEmpty ? "Enter a name." : nil }
        }
        """,
        #"TextField("U", text: $u).onChange(of: u) { usernameError = u.count < 3 ? "Too short" : nil }"#,
        #"Button("Book") { checkOutError = "Pick a later date."; AccessibilityNotification.Announcement("x").post() }"#,
        #"Button("Save") { Task { await model.save() } }"#,
        #"Button("Save") { model.emailError = "Bad" }"#,
        #"Button("Reset") { emailError = nil; errors = [:]; zipError = ""; list = [] }"#,
        #"Button("Go") { if let error = validate() { print(error) } }"#,
        "extension V { func submit() { cardError = \"Enter a card number.\" } }",
        "func validateEmail() { emailError = emailErrorMessage() }",
        #"Button("Go") { let errorText = "x"; print(errorText) }"#,
        // A failed request, not a field's validation error.
        #"Button("Sign In") { do { try await login() } catch { errorMessage = error.localizedDescription } }"#,
        // An alert takes VoiceOver focus itself.
        """
        struct V: View {
            var body: some View {
                Button("Save") { saveError = "Enter a name."; showsError = true }
                    .alert("Cannot save", isPresented: $showsError) {}
            }
        }
        """,
        """
        struct V: View {
            var body: some View {
                Button("Save") { formError = "Enter a name." }
                    .alert(formError ?? "", isPresented: .constant(formError != nil)) {}
            }
        }
        """,
        // A view model's submit(): the view that calls it moves focus after the call.
        """
        @Observable
        final class RegistrationModel {
            var emailError: String?
            func submit() { emailError = "Enter a valid email address." }
        }
        struct V: View {
            @State private var model = RegistrationModel()
            @AccessibilityFocusState private var emailFocused: Bool
            var body: some View {
                TextField("Email", text: $model.email).accessibilityFocused($emailFocused)
                Button("Register") {
                    model.submit()
                    if model.emailError != nil { emailFocused = true }
                }
            }
        }
        """,
        // A form model struct validated by the view.
        """
        struct SignUpForm {
            var errors: [Field: String] = [:]
            mutating func submit() { errors[.email] = "Enter a valid email address." }
        }
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// rw7 review (a reminder editor): an error whose condition reads only the date pickers' values
    /// is theirs, and a DatePicker cannot take VoiceOver focus: the fix speaks or focuses the message,
    /// not "the field". A condition that reads a text field's value keeps the field's fix.
    @Test(arguments: [
        (
            "if end <= start {\n                    errorMessage = \"The end is before the start.\"\n                }",
            true
        ),
        (
            "guard end > start else {\n                    errorMessage = \"The end is before the start.\"\n                    return\n                }",
            true
        ),
        (
            "guard !title.isEmpty else { return }\n                if end <= start { errorMessage = \"The end is before the start.\" }",
            true
        ),
        (
            "if title.isEmpty || end <= start {\n                    errorMessage = \"Check the title and dates.\"\n                }",
            false
        ),
        (
            "if end > start {\n                    save()\n                } else {\n                    errorMessage = \"The end is before the start.\"\n                }",
            true
        ),
        // An else branch is judged by its own `if`, never by an enclosing one's (review of the first cut).
        (
            "if end > start {\n                    if title.isEmpty { save() } else { errorMessage = \"Enter a title.\" }\n                }",
            false
        ),
        // A text field's error on the same path still needs focus moved.
        (
            "guard end > start else {\n                    errorMessage = \"The end is before the start.\"\n                    return\n                }\n                if title.isEmpty { errorMessage = \"Enter a title.\" }",
            false
        ),
        // A computed property may read a text field: not only the pickers' values.
        ("if !isValid || end <= start { errorMessage = \"Check the dates.\" }", false),
    ])
    func anErrorAboutDatePickersIsSpokenNotFocusedOnAField(action: String, aboutDates: Bool) throws {
        let source = """
            struct EditReminder: View {
                @State private var title = ""
                @State private var start = Date()
                @State private var end = Date()
                @State private var errorMessage: String?
                var isValid: Bool { !title.isEmpty }
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        DatePicker("Start", selection: $start)
                        DatePicker("End", selection: $end)
                        Button("Done") {
                            \(action)
                        }
                        if let errorMessage { Text(errorMessage) }
                    }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("an error about the DatePicker values 'end' and 'start'") == aboutDates)
        #expect(finding.fix?.hasPrefix("speak the message once it shows") == aboutDates, "\(finding.fix ?? "")")
        #expect(finding.fix?.contains("equals: .<field>") == !aboutDates)
    }

    /// A field bound by `value:` (or a team's `DSTextField`) edits the state it is bound to: an error
    /// about that state is the field's, even when a Stepper sets it too.
    @Test func aValueFieldBesideAStepperKeepsTheFieldFix() throws {
        let source = """
            struct Order: View {
                @State private var quantity = 1
                @State private var errorMessage: String?
                var body: some View {
                    Form {
                        TextField("Quantity", value: $quantity, format: .number)
                        Stepper("Quantity", value: $quantity)
                        Button("Order") {
                            if quantity > 10 { errorMessage = "Order at most 10." }
                        }
                        if let errorMessage { Text(errorMessage) }
                    }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix?.contains("equals: .<field>") == true, "\(finding.fix ?? "")")
    }

    /// Real-code review (2026-12-06): a view that creates its model as `@StateObject` and sets the
    /// model's error in its own button's action, with no focus move, was left alone as if the model
    /// were another object. The view owns it; one it is handed (`@ObservedObject`) stays left alone.
    @Test func anErrorSetOnAStateObjectTheViewOwnsIsReported() throws {
        let source = """
            final class SettingsModel: ObservableObject {
                @Published var newEmail = ""
                @Published var emailError: String?
            }
            struct EmailUpdate: View {
                @StateObject var viewModel = SettingsModel()
                var body: some View {
                    VStack {
                        TextField("Email", text: $viewModel.newEmail)
                        if let e = viewModel.emailError { Text(e).foregroundStyle(.red) }
                        Button("Update") {
                            if viewModel.newEmail.isEmpty { viewModel.emailError = "Email is required!" }
                        }
                    }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.line == 12, "\(finding)")
        #expect(findings(source.replacingOccurrences(of: "@StateObject", with: "@ObservedObject")).isEmpty)
    }

    /// Review (2026-12-06) of the @StateObject reading: common MVVM shapes that move focus or raise
    /// no validation error are left alone, for a view model as for `@State`: focus moved by an
    /// `.onChange` of the error, resets written as `.none`, `Set()` or `String()`, and a server's
    /// answer set after an `await` in a `Task`.
    @Test(arguments: [
        """
        struct A: View {
            @StateObject var viewModel = VM()
            @AccessibilityFocusState private var focus: Field?
            var body: some View {
                VStack {
                    TextField("Email", text: $viewModel.email)
                    if let e = viewModel.emailError { Text(e) }
                    Button("Save") { viewModel.emailError = viewModel.email.isEmpty ? "Enter email." : nil }
                }
                .onChange(of: viewModel.emailError) { _, error in if error != nil { focus = .email } }
            }
        }
        """,
        """
        struct B: View {
            @StateObject var viewModel = VM()
            var body: some View {
                VStack {
                    TextField("Email", text: $viewModel.email)
                    if let e = viewModel.errorMessage { Text(e) }
                    ForEach(Array(viewModel.errors), id: \\.self) { Text($0) }
                    Button("Reset") { viewModel.errors = Set(); viewModel.emailError = .none; viewModel.errorMessage = String() }
                    Button("Log in") {
                        Task { if !(await viewModel.login()) { viewModel.errorMessage = "Wrong password" } }
                    }
                }
            }
        }
        """,
        """
        struct C: View {
            @State private var nameError: String?
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    if let nameError { Text(nameError) }
                    Button("Clear") { nameError = .none; errors = [String]() }
                }
            }
        }
        """,
    ])
    func modelShapesThatMoveFocusOrRaiseNoErrorAreLeftAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}

/// An error named for no field, set on a condition that reads no field's value and shown only after
/// the button (rw18, recure's "No future alert date can be computed."): the action's outcome, spoken
/// or focused as a message, not a field's error to move focus to.
@Suite struct TextFieldErrorFocusOutcomeTests {
    static func view(_ condition: String) -> String {
        """
        struct Reminder { var title = ""; var isValid: Bool { !title.isEmpty } }
        struct EditReminder: View {
            @State private var reminder = Reminder()
            @State private var errorMessage: String?
            var body: some View {
                Form {
                    TextField("Title", text: $reminder.title)
                    Button("Done") {
                        if \(condition) { errorMessage = "No future alert date can be computed." }
                    }
                    if let errorMessage { Text(errorMessage) }
                }
            }
        }
        """
    }

    @Test func anOutcomeIsSpokenNotMovedToAField() throws {
        let found = try #require(CheckTestSupport.findings(TextFieldErrorFocus(), Self.view("!reminder.isValid")).first)
        #expect(found.message.contains("shown after the button as the outcome of its action"), "\(found)")
        #expect(found.fix?.hasPrefix("speak the message once it shows") == true, "\(found)")
        // A condition on the field's own value: its error, and focus goes to it.
        let field = try #require(
            CheckTestSupport.findings(TextFieldErrorFocus(), Self.view("reminder.title.isEmpty")).first)
        #expect(field.fix?.contains("equals: .<field>") == true, "\(field)")
    }
}
