import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextfieldRefKeepVisibleLabelTests {
    let rule = TextfieldRefKeepVisibleLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// A view with `body` around `content`, so the field is not a fragment whose caller might label it.
    func view(_ content: String) -> String {
        "struct V: View {\n    var body: some View {\n        VStack {\n            Text(\"Sign in\").font(.title)\n"
            + content.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n")
            + "\n        }\n    }\n}"
    }

    @Test func aTitleDrawnOnlyAsThePlaceholderIsANote() throws {
        let found = findings(view("TextField(\"Email\", text: $email)\nSecureField(\"Password\", text: $password)"))
        #expect(found.map(\.line) == [5, 6])
        let first = try #require(found.first)
        #expect(first.severity == .note)
        #expect(
            first.message
                == "the TextField \"Email\" has no label beside or above it: its title is drawn only as the placeholder, gone with the first keystroke, and then nothing on screen says what the value is"
        )
        #expect(
            first.fix
                == "keep a label people can see while they type: Text(\"Email\").accessibilityHidden(true) above the field (its title stays the one name VoiceOver speaks)"
        )
    }

    /// An accessibility label names the field but shows nothing; a title held in a property (as
    /// a11y-gen's own snippets write it) is drawn as the placeholder all the same.
    @Test func aNameThatShowsNothingAndATitleInAPropertyAreReported() throws {
        #expect(findings(view("TextField(\"Email\", text: $e).accessibilityLabel(\"Work email\")")).count == 1)
        let property = try #require(findings(view("TextField(emailLabel, text: $e)")).first)
        #expect(property.message.hasPrefix("the TextField titled emailLabel has no label beside or above it"))
        #expect(property.fix?.contains("Text(emailLabel).accessibilityHidden(true)") == true)
        // With a prompt, the prompt is the placeholder and the title is not drawn at all.
        #expect(
            try #require(findings(view("TextField(\"Email\", text: $e, prompt: Text(\"name@example.com\"))")).first)
                .message.contains("only its prompt is drawn, as the placeholder"))
        // a11y-gen's snippet (its `// Platforms:` header) is whole: its top level is judged.
        #expect(findings("// Platforms: iOS 17.0\nTextField(emailLabel, text: $e)").count == 1)
        #expect(findings("// Platforms: iOS 17.0\nText(emailVisibleLabel)\nTextField(emailLabel, text: $e)").isEmpty)
    }

    /// An iOS Form draws the title as the placeholder; a Mac Form shows it beside the field.
    @Test func aFormLeavesTheTitleOnTheMacAlone() throws {
        let form = """
            struct V: View {
                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        Toggle("Notify me", isOn: $notify)
                    }
                }
            }
            """
        #expect(try #require(findings(form).first).message.contains("has no label beside or above it on iOS"))
        #expect(findings("import AppKit\n" + form).isEmpty)
        // Outside a Form the Mac draws it as a placeholder too.
        #expect(findings("import AppKit\n" + view("TextField(\"Name\", text: $name)")).count == 1)
        // rw16 (Plash): fields a helper of the view builds, used inside the Form, are in it.
        let helper = """
            import AppKit
            struct AddScreen: View {
                var body: some View {
                    Form { topView }.formStyle(.grouped)
                }
                private var topView: some View {
                    Section { TextField("URL", text: $url) }
                }
            }
            """
        #expect(findings(helper).isEmpty, "\(findings(helper))")
        #expect(findings(helper.replacingOccurrences(of: "Form { topView }", with: "VStack { topView }")).count == 1)
    }

    @Test(arguments: [
        // A label above, beside (past a Spacer), or a LabeledContent.
        "Text(\"Email\")\nTextField(\"Email\", text: $email)",
        "HStack {\n    Text(\"Host\")\n    Spacer()\n    TextField(\"Host\", text: $host)\n}",
        "LabeledContent(\"Port\") { TextField(\"Port\", text: $port) }",
        // A label row before the row the field opens.
        "Text(\"Email\").font(.caption)\nHStack {\n    Image(systemName: \"envelope\")\n    TextField(\"Email\", text: $e)\n}",
        // An example title (text-field.no-placeholder-only-label's).
        "TextField(\"name@example.com\", text: $e)",
        // A search field's placeholder is its convention.
        "TextField(\"Search recipes\", text: $q)",
        // A floating label drawn over it; a ZStack that may draw one.
        "TextField(\"Email\", text: $e).overlay(alignment: .topLeading) { Text(\"Email\").font(.caption) }",
        "ZStack(alignment: .leading) {\n    Text(\"Email\")\n    TextField(\"\", text: $e)\n}",
        // A Section header names what is in it.
        "Section(\"Street\") { TextField(\"Street and number\", text: $s) }",
        "Section { TextField(\"Street and number\", text: $s) } header: { Text(\"Street\") }",
        // A field in an alert, whose title says what it asks for.
        "Button(\"Rename\") { r = true }\n    .alert(\"Rename\", isPresented: $r) { TextField(\"Name\", text: $n) }",
        // A custom view before it may be its label.
        "FieldCaption(\"Email\")\nTextField(\"Email\", text: $e)",
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(view(source)).isEmpty, "\(findings(view(source)))")
    }

    /// rw11 review: a screen's heading in a brand font, or a sentence of instructions, before the first
    /// field is no label of it: only the second field was reported, so one form got two answers.
    @Test(arguments: [
        #"Text("Log In").font(.custom("Poppins-Bold", size: 28))"#,
        #"Text("Reset").font(.system(size: 24, weight: .bold))"#,
        #"Text("Sign in").accessibilityAddTraits(.isHeader)"#,
        #"Text("Enter the email address you signed up with and we send a link.")"#,
    ])
    func aHeadingOrInstructionsAboveTheFirstFieldLabelNothing(heading: String) {
        let source = view(heading + "\nTextField(\"Email\", text: $email)\nSecureField(\"Password\", text: $password)")
        #expect(findings(source).count == 2, "\(findings(source))")
        // A small label, or a question, still labels the field below it.
        #expect(findings(view("Text(\"Email\").font(.system(size: 13))\nTextField(\"Email\", text: $email)")).isEmpty)
        #expect(findings(view("Text(\"What is your email?\")\nTextField(\"Email\", text: $email)")).isEmpty)
    }

    /// Whole-file shapes: a fragment (its caller may label it) and a field component.
    @Test func fragmentsAndComponentsAreTheirCallersToLabel() {
        #expect(findings("TextField(\"Email\", text: $email)").isEmpty)
        let component = """
            struct EmailInput: View {
                @Binding var email: String
                var body: some View {
                    HStack {
                        Image(systemName: "envelope")
                        TextField("Email address", text: $email)
                    }
                }
            }
            """
        #expect(findings(component).isEmpty)
        // The same field on a screen of its own is reported.
        let screen = component.replacingOccurrences(of: "HStack {", with: "Form {")
        #expect(findings(screen).count == 1)
    }

    /// Real-code review (2026-12-06): `TextField(text:) { Text("Email") }` draws its label view as the
    /// placeholder on iOS, as `TextField("Email", text:)` draws its title, and was left alone. An
    /// example value or a label of more than one view stays the other rules' business.
    @Test func aLabelClosureIsTheTitleToo() throws {
        func screen(_ content: String) -> String {
            "struct V: View {\n    @State private var email = \"\"\n    var body: some View { VStack { \(content) } }\n}"
        }
        let finding = try #require(findings(screen(#"TextField(text: $email) { Text("Email") }"#)).first)
        #expect(finding.fix?.hasPrefix(#"keep a label people can see while they type: Text("Email")"#) == true)
        #expect(findings(screen(#"TextField(text: $email) { Text("name@example.com") }"#)).isEmpty)
        #expect(findings(screen(#"Text("Email"); TextField(text: $email) { Text("Email") }"#)).isEmpty)
        #expect(findings(screen(#"TextField(text: $email) { Label("Email", systemImage: "envelope") }"#)).isEmpty)
    }
}

/// An instruction as the title ("Enter your first name"): the label the fix writes is the words it
/// asks for, not the instruction again (rw17), and the fixed view passes this rule and the name rule.
@Suite struct TextfieldRefKeepVisibleLabelInstructionTests {
    @Test(arguments: [
        ("Enter your first name", "First name"), ("Type an email address…", "Email address"),
        ("Enter the code:", "Code"), ("Notes", nil as String?), ("Enter", nil), ("Enter here", nil),
        ("Type in your feedback...", "Feedback"),
        ("Write your message here", "Message"), ("Enter about yourself", nil),
    ])
    func theLabelIsWhatTheInstructionAsksFor(title: String, label: String?) {
        #expect(TextfieldRefKeepVisibleLabel.labelOfInstruction(title) == label)
    }

    @Test func theFixedViewPassesBothRules() throws {
        let view = """
            struct V: View {
                var body: some View {
                    VStack {
                        TextField("Enter your first name", text: $first)
                            .textContentType(.givenName)
                        TextField("Enter your last name", text: $last)
                            .textContentType(.familyName)
                    }
                }
            }
            """
        let found = CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), view)
        #expect(found.count == 2)
        #expect(found.first?.fix?.contains(#"Text("First name").accessibilityHidden(true)"#) == true)
        let fixed = view.replacingOccurrences(
            of: #"TextField("Enter your first name""#,
            with: #"Text("First name").accessibilityHidden(true)"# + "\n" + #"TextField("Enter your first name""#)
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), fixed).count == 1)
        #expect(CheckTestSupport.findings(TextFieldAccessibleName(), fixed).isEmpty)
    }
}

/// An error shown above a field is not its label (rw18), but a label a flag draws red or plain, with
/// an `else`, is the label all the same (rev47).
@Suite struct TextfieldRefKeepVisibleLabelErrorAboveTests {
    static func view(_ above: String) -> String {
        """
        struct NicknameRow: View {
            @State private var nickname = ""
            @State private var showErrors = false
            var body: some View {
                VStack {
                    \(above)
                    TextField("Nickname", text: $nickname)
                        .textContentType(.nickname)
                }
            }
        }
        """
    }

    @Test func anErrorAboveIsNoLabelButAStyledLabelIs() {
        let error = Self.view(#"if showErrors { Text("Use letters only").foregroundStyle(.red) }"#)
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), error).count == 1)
        let styled = Self.view(
            #"if showErrors { Text("Nickname").foregroundStyle(.red) } else { Text("Nickname") }"#)
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), styled).isEmpty)
    }
}

/// A field titled with the text it edits (the shown side of a password's reveal switch): the label
/// the fix asks for is its label's words, never `Text(text)`, which would show the password (rw19).
@Suite struct TextfieldRefKeepVisibleLabelOwnValueTests {
    @Test func theFixNamesTheLabelNotTheValue() throws {
        let source = """
            struct RevealPasswordField: View {
                @State private var isSecure = true
                @Binding var text: String
                var body: some View {
                    NavigationStack {
                        HStack {
                            if isSecure {
                                SecureField("Password", text: $text)
                            } else {
                                TextField(text, text: $text)
                            }
                        }
                    }
                }
            }
            """
        // On a screen (a component's label is its caller's to place, rw20 #6).
        let found = CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), source)
        let revealed = try #require(found.first { $0.line == 10 }, "\(found)")
        #expect(revealed.fix?.hasPrefix(#"keep a label people can see while they type: Text("Password")"#) == true)
        #expect(revealed.fix?.contains("Text(text)") == false, "\(revealed)")
    }
}

/// One field shown two ways (a secure/plain switch bound to one value) in a component is one field:
/// its label is its caller's to place, in an `HStack` as in a `Group` (rw20 #6).
@Suite struct TextfieldRefKeepVisibleLabelSwitchTests {
    @Test func aSecurePlainSwitchIsOneFieldOfAComponent() {
        let source = """
            struct InputField: View {
                let placeholder: String
                @Binding var text: String
                let isSecure: Bool
                var body: some View {
                    HStack {
                        Image(systemName: "lock")
                        if isSecure {
                            SecureField(placeholder, text: $text)
                        } else {
                            TextField(placeholder, text: $text)
                        }
                    }
                }
            }
            """
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), source).isEmpty)
        // Two values are two fields: not a component.
        let two = source.replacingOccurrences(
            of: "TextField(placeholder, text: $text)", with: "TextField(placeholder, text: $other)")
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), two).count == 2)
    }
}

/// Large words right above a field that spell its data are its label, not a heading (rw19): only a
/// heading that names something else ("Sign in") leaves the field unlabeled.
@Suite struct TextfieldRefKeepVisibleLabelLargeLabelTests {
    static func view(_ words: String, font: String) -> String {
        """
        struct SignInView: View {
            @State private var password = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("\(words)")
                        .bold()
                        .font(\(font))
                    SecureField("Enter your password here...", text: $password)
                        .textFieldStyle(.roundedBorder)
                }
            }
        }
        """
    }

    @Test(arguments: [".system(size: 30)", ".title", ".largeTitle"])
    func aLargeLabelNamingTheDataIsALabel(font: String) {
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), Self.view("Password", font: font)).isEmpty)
        #expect(CheckTestSupport.findings(TextfieldRefKeepVisibleLabel(), Self.view("Sign in", font: font)).count == 1)
    }
}
