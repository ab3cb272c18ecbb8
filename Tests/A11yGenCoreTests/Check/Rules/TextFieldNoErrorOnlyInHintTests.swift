import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoErrorOnlyInHintTests {
    let rule = TextFieldNoErrorOnlyInHint()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// The error inside a hint's string (`"Invalid. \(emailError)"`) is the one the Text below the
    /// field shows: the message says people reach that Text by swiping, and the fix names the field's
    /// own label and error in the form its type takes (a `String` empty when valid).
    /// A hint that speaks the error while a flag says it shows (`shown ? error : ""`): the fix's name
    /// takes the same test and names that error, not a literal `<error>` said always (rw20 #5).
    @Test func aConditionalHintGivesAConditionalName() throws {
        let source = """
            struct FirstNameField: View {
                @State private var fname = ""
                @State private var fnameLabel = "First Name *"
                @State private var fnameError = "First Name is required."
                @State private var firstNameErrorVisible = false
                var body: some View {
                    VStack {
                        Text(fnameLabel)
                        TextField("", text: $fname)
                            .accessibilityLabel(fnameLabel)
                            .accessibilityHint(firstNameErrorVisible ? fnameError : "")
                    }
                }
            }
            """
        let finding = try #require(CheckTestSupport.findings(TextFieldNoErrorOnlyInHint(), source).first)
        #expect(
            finding.fix?.hasPrefix(
                #"append the error to the name: .accessibilityLabel(firstNameErrorVisible ? "\(fnameLabel), \(fnameError)" : "\(fnameLabel)")"#
            ) == true, "\(finding)")
        // The error on the false side (`isValid ? "" : message`): the name takes it there (rev49).
        let inverted = source.replacingOccurrences(
            of: "firstNameErrorVisible ? fnameError : \"\"", with: "firstNameErrorVisible ? \"\" : fnameError")
        #expect(inverted != source)
        let other = try #require(CheckTestSupport.findings(TextFieldNoErrorOnlyInHint(), inverted).first)
        #expect(
            other.fix?.hasPrefix(
                #"append the error to the name: .accessibilityLabel(firstNameErrorVisible ? "\(fnameLabel)" : "\(fnameLabel), \(fnameError)")"#
            ) == true, "\(other)")
    }

    @Test func theFixNamesTheErrorTheFieldShows() throws {
        let source = """
            struct EmailRow: View {
                @State private var email = ""
                @State private var emailError = ""
                var body: some View {
                    VStack(alignment: .leading) {
                        TextField("Email", text: $email)
                            .textContentType(.emailAddress)
                            .keyboardType(.emailAddress)
                            .accessibilityHint(emailError.isEmpty ? "Enter your email address" : "Invalid. \\(emailError)")
                        if !emailError.isEmpty {
                            Text(emailError)
                        }
                    }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("the Text beside it is a separate element"), "\(finding.message)")
        #expect(
            finding.fix?.contains(#".accessibilityLabel(emailError.isEmpty ? "Email" : "Email, \(emailError)")"#)
                == true,
            "\(finding.fix ?? "")")
    }

    @Test func anErrorOnlyInTheHintIsReportedAtTheHint() throws {
        let source = """
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .accessibilityHint(emailError ?? "")
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-error-only-in-hint")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(
            finding.message
                == "the error (emailError) reaches this TextField only through .accessibilityHint: people who turn hints off in VoiceOver never hear it"
        )
        #expect(finding.fix?.hasPrefix("append the error to the name") == true)
    }

    /// An error Text whose label replaces its message is fixed onto the field it follows; one shown
    /// after the button whose action sets it is the form's outcome ("This email is already
    /// registered."), which no field's name should carry (found in real code: it was appended to the
    /// password's). A reveal button between a field and its error sets no error and changes nothing.
    @Test func anErrorAfterTheButtonThatSetsItIsTheFormsNotTheLastFields() throws {
        func fix(_ between: String) throws -> String {
            let source = """
                VStack {
                    SecureField("Password", text: $password)
                        .textContentType(.newPassword)
                    \(between)
                    if let errorMessage {
                        Text(errorMessage)
                            .accessibilityLabel("Error")
                            .accessibilityHint(errorMessage)
                    }
                }
                """
            return try #require(findings(source).first { $0.message.hasPrefix("the error Text's message") }?.fix)
        }
        let submit = try fix(#"Button("Register") { errorMessage = "This email is already registered." }"#)
        #expect(
            submit.hasSuffix(
                #"shown after the "Register" button, it is the form's outcome, not one field's error: announce it when it appears (UIAccessibility.post(notification: .announcement, argument: <message>) on iOS and NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested, userInfo: [.announcement: <message>]) on the Mac, in #if canImport(UIKit)), or move focus to the field it is about and name that field with it"#
            ), "\(submit)")
        let reveal = try fix(#"Button("Show") { reveal.toggle() }"#)
        #expect(reveal.hasSuffix("on the SecureField"), "\(reveal)")
    }

    /// A `Text` given to the hint is spoken, not shown: the message must not send people to a Text
    /// beside the field, and the fix names the error the hint speaks, with its owner, not a
    /// placeholder name (`error`) that compiles nowhere (found by a review).
    /// From the fifth real-code review: the server's answer under a sign-up's button, set by a view
    /// model the button's Task calls, was fixed by naming the password field with it, through a name
    /// only the `if let` around the Text binds (code that does not compile, and speech that blames the
    /// password for "email already registered").
    @Test func anErrorUnderAButtonThatSendsTheFormIsItsOutcome() throws {
        let source = """
            VStack {
                SecureField("Passwort", text: $password)
                Button("Registrieren") {
                    Task { await model.registerUser(email: email, password: password) }
                }
                if let errorMessage = model.errorMessage {
                    Text(errorMessage)
                        .accessibilityLabel("Fehlermeldung")
                        .accessibilityHint(errorMessage)
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix?.contains(#"shown after the "Registrieren" button, it is the form's outcome"#) == true)
        // A button that only reveals the password is no submit: the error stays the field's, and the
        // fix names what the `if let` unwraps, in scope on the field.
        let reveal = source.replacingOccurrences(
            of: "Task { await model.registerUser(email: email, password: password) }", with: "isRevealed.toggle()")
        let field = try #require(findings(reveal).first)
        #expect(
            field.fix?.hasSuffix(
                #"append the error to the field's name: .accessibilityLabel(model.errorMessage.map { "Passwort, \($0)" } ?? "Passwort") on the SecureField"#
            ) == true, "\(field.fix ?? "")")
    }

    /// A button that names its action (`Button(action: submit)`, the shape a11y-gen writes) or calls
    /// a model's method sends the form too (the review of the first fix).
    @Test(arguments: [
        "Button(\"Create account\", action: createAccount)", "Button(action: createAccount) { Text(\"Create\") }",
        "Button(\"Create account\") { model.createAccount(password: password) }",
    ])
    func aButtonThatNamesItsActionSendsTheForm(button: String) throws {
        let source = """
            struct SignUpView: View {
                @StateObject private var model = SignUpModel()
                @State private var password = ""
                var body: some View {
                    VStack {
                        SecureField("Password", text: $password)
                        \(button)
                        if let errorMessage = model.errorMessage {
                            Text(errorMessage).accessibilityLabel("Error").accessibilityHint(errorMessage)
                        }
                    }
                }
                private func createAccount() { model.register(password: password) }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix?.contains("it is the form's outcome") == true, "\(finding.fix ?? "")")
    }

    /// A design-system row made one element and named by its label property (HVMUI's SecureField, the
    /// fifth review): a field with no modifiers of its own (a reveal switch in a `Group`) was missed,
    /// and the fix named the field by its placeholder instead of the row's label.
    @Test func aRowNamedByItsLabelKeepsThatNameInTheFix() throws {
        let source = """
            struct DSSecureField: View {
                let label: String
                var placeholder: String = ""
                @Binding var text: String
                var errorMessage: String?
                @State private var isRevealed = false
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(label)
                        HStack {
                            Group {
                                if isRevealed {
                                    TextField(placeholder, text: $text)
                                } else {
                                    SecureField(placeholder, text: $text)
                                }
                            }
                            .textContentType(.password)
                            Button(isRevealed ? "Hide" : "Show") { isRevealed.toggle() }
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel(label)
                        .accessibilityHint(errorMessage ?? placeholder)
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.fix
                == #"append the error to the name: .accessibilityLabel(errorMessage.map { "\(label), \($0)" } ?? "\(label)"), and keep the hint for helper text (empty while the error shows)"#
        )
    }

    @Test func aTextInsideTheHintIsNotShownBeside() throws {
        let source = """
            VStack {
                TextField("City", text: $city)
                    .textContentType(.addressCity)
                    .accessibilityHint(Text(model.cityError ?? ""))
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.message
                == "the error (model.cityError) reaches this TextField only through .accessibilityHint: people who turn hints off in VoiceOver never hear it",
            "\(finding.message)")
        #expect(
            finding.fix
                == #"append the error to the name: .accessibilityLabel(model.cityError.map { "City, \($0)" } ?? "City"), and keep the hint for helper text (empty while the error shows)"#,
            "\(finding.fix ?? "")")
    }

    /// The fix compiles for what the hint speaks (a review type-checked them): a `String` declared
    /// here is tested for emptiness, an optional with a fallback keeps its subscript, and anything
    /// else names `<error>` rather than guess.
    @Test(arguments: [
        (
            #"@State private var cityError = """#, "cityError",
            #".accessibilityLabel(cityError.isEmpty ? "City" : "City, \(cityError)")"#
        ),
        (
            #"@State private var errors: [String: String] = [:]"#, #"errors["city"] ?? """#,
            #".accessibilityLabel(errors["city"].map { "City, \($0)" } ?? "City")"#
        ),
        (#"var model: Model"#, "model.cityError", #".accessibilityLabel("City, <error>") while the error shows"#),
    ])
    func theFixCompilesForWhatTheHintSpeaks(declaration: String, hint: String, fix: String) throws {
        let source = """
            struct V: View {
                @State private var city = ""
                \(declaration)
                var body: some View {
                    TextField("City", text: $city)
                        .accessibilityHint(\(hint))
                }
            }
            """
        let finding = try #require(findings(source).first, "\(hint)")
        #expect(
            finding.fix
                == "append the error to the name: \(fix), and keep the hint for helper text (empty while the error shows)",
            "\(finding.fix ?? "")")
    }

    /// A field test's settings row shows the error in a Text beside the field as well: the finding
    /// no longer claims people "never hear it", but says the field itself is spoken without it. A
    /// Text hidden from accessibility does not count.
    @Test func anErrorAlsoShownBesideTheFieldIsReportedForWhatItIs() throws {
        let shown = """
            VStack(alignment: .leading, spacing: 6) {
                TextField(label, text: $value)
                    .accessibilityLabel(label)
                    .accessibilityHint(error ?? "")
                if let error { Text(error).font(.caption).foregroundStyle(.red) }
            }
            """
        let finding = try #require(findings(shown).first)
        #expect(finding.message.contains("hear the field without it; the Text beside it is a separate element"))
        let hidden = shown.replacingOccurrences(of: ".foregroundStyle(.red)", with: ".accessibilityHidden(true)")
        #expect(try #require(findings(hidden).first).message.hasSuffix("never hear it"))
        let other = shown.replacingOccurrences(of: "Text(error)", with: "Text(otherError)")
        #expect(try #require(findings(other).first).message.hasSuffix("never hear it"))
    }

    @Test(arguments: [
        #"SecureField("Password", text: $p).accessibilityHint(isInvalid ? "Invalid password" : "")"#,
        #"TextField("Name", text: $n).accessibilityLabel("Name").accessibilityHint(Text(errorMessage ?? "Letters only"))"#,
        #"TextField("Code", text: $c).accessibilityHint("\(errors[.code] ?? "")")"#,
        """
        TextField("Name", text: $name)
            .accessibilityHint(nameError ?? "")
            #if os(macOS)
                .accessibilityLabel(nameError.map { "Name, \\($0)" } ?? "Name")
            #endif
        """,
    ])
    func errorsOnlyInTheHintAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test func aPlatformSplitNamesThePlatform() throws {
        let source = """
            TextField("Name", text: $name)
                .accessibilityHint(nameError ?? "")
                #if os(macOS)
                    .accessibilityLabel(nameError.map { "Name, \\($0)" } ?? "Name")
                #endif
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("(on iOS)"))
    }

    @Test(arguments: [
        // The generator's pattern (resolve.hint-yields-to-error).
        """
        SecureField("New password", text: $p)
            .accessibilityHint(newPasswordError == nil ? Text("At least 12 characters.") : Text(""))
            .accessibilityLabel(newPasswordError.map { "New password, \\($0)" } ?? "New password")
        """,
        #"TextField("E", text: $e).accessibilityLabel(emailError.map { "Email, \($0)" } ?? "Email").accessibilityHint(emailError ?? "")"#,
        #"TextField("Phone", text: $phone).accessibilityHint("Optional. For account recovery.")"#,
        #"TextField("Code", text: $code).accessibilityHint("An error shows if the code has expired.")"#,
        #"TextField(emailError.map { "Email, \($0)" } ?? "Email", text: $e).accessibilityHint(emailError ?? "")"#,
        #"TextField(text: $e) { Text(emailError ?? "Email") }.accessibilityHint(emailError ?? "")"#,
        """
        LabeledContent {
            TextField("", text: $street).accessibilityHint(streetError ?? "")
        } label: {
            Text("Street")
            if let streetError { Text(streetError) }
        }
        """,
        #"VStack { TextField("City", text: $city) }.accessibilityHint(cityError ?? "")"#,
        #"DSTextField("City", text: $city).accessibilityHint(cityError ?? "")"#,
        #"TextField("C", text: $c).accessibilityElement(children: .combine).accessibilityHint(cError ?? "")"#,
        """
        TextField("Name", text: $name)
            .accessibilityHint(nameError ?? "")
            #if DEBUG
                .accessibilityLabel(nameError ?? "Name")
            #endif
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// Real-code review (2026-12-06): the fix named the field by its title, an example address,
    /// where it already had a name (`.accessibilityLabel("Email address")`, also the Text above):
    /// applied, VoiceOver would have called the field "name@example.com".
    @Test func theFixKeepsTheNameTheFieldHas() throws {
        let source = """
            VStack(alignment: .leading) {
                Text("Email address")
                TextField("name@example.com", text: $email)
                    .accessibilityLabel("Email address")
                    .accessibilityHint(errorMessage ?? "")
            }
            """
        let fix = try #require(findings(source).first?.fix)
        #expect(fix.contains(#"errorMessage.map { "Email address, \($0)" } ?? "Email address""#), "\(fix)")
        // Without the label modifier, the Text people see beside it names it, not the example.
        let untitled = source.replacingOccurrences(of: "\n        .accessibilityLabel(\"Email address\")", with: "")
        #expect(try #require(findings(untitled).first?.fix).contains(#""Email address, \($0)""#))
    }
}
