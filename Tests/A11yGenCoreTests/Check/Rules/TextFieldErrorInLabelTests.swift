import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldErrorInLabelTests {
    let rule = TextFieldErrorInLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anErrorShownAfterAFieldWithAFixedNameIsReportedAtTheField() throws {
        let source = """
            VStack(alignment: .leading) {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .accessibilityLabel("Email")
                if let emailError {
                    Label(emailError, systemImage: "exclamationmark.circle").foregroundStyle(.red)
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.error-in-label")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message
                == #"the error (emailError) shown after this TextField is not part of its name ("Email"): VoiceOver says the field without its error, when focus moves to it and on every visit"#
        )
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(emailError.map { "Email, \($0)" } ?? "Email")"#
        )
    }

    /// A reusable field titled with its placeholder under its visible label: the fix names it after
    /// the label people see (text-field.accessible-name reports the title), so that following it
    /// does not keep the placeholder as the name (found by a review). A literal label likewise.
    @Test func theFixNamesTheFieldAfterItsVisibleLabel() throws {
        let reusable = """
            struct FormField: View {
                let title: String
                let placeholder: String
                @Binding var text: String
                var errorMessage: String?
                var body: some View {
                    VStack {
                        Text(title)
                        TextField(placeholder, text: $text).textFieldStyle(.roundedBorder)
                        if let errorMessage { Text(errorMessage).foregroundStyle(.red) }
                    }
                }
            }
            """
        let finding = try #require(findings(reusable).first)
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(errorMessage.map { "\(title), \($0)" } ?? "\(title)")"#,
            "\(finding.fix ?? "")")
        let literal = """
            VStack {
                Text("Email")
                TextField("you@example.com", text: $email)
                if let emailError { Text(emailError) }
            }
            """
        let second = try #require(findings(literal).first)
        #expect(second.fix?.contains(#""Email, \($0)" } ?? "Email")"#) == true, "\(second.fix ?? "")")
    }

    /// Localization keys stay keys of their own in the fix: `"email, email_validation"` would be one
    /// key no strings table has, and VoiceOver would speak it as written (Radhi's email field, found by
    /// the real-world review). Words written as words are still joined into one literal.
    @Test(arguments: [
        (
            #"Text(showError ? "" : "email_validation")"#,
            #".accessibilityLabel(!showError ? Text("\(Text("email")), \(Text("email_validation"))") : Text("email"))"#
        ),
        (
            "if let emailError { Text(emailError) }",
            #".accessibilityLabel(emailError.map { Text("\(Text("login.email")), \(Text($0))") } ?? Text("login.email"))"#
        ),
        (
            #"Text(showError ? "" : "Enter a valid email")"#,
            #".accessibilityLabel(!showError ? "Email, Enter a valid email" : "Email")"#
        ),
    ])
    func localizationKeysStayKeysInTheFix(error: String, fix: String) throws {
        let label =
            error.contains("valid email") ? "Email" : error.contains("email_validation") ? "email" : "login.email"
        let source = """
            VStack(alignment: .leading) {
                TextField("\(label)", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                \(error)
            }
            """
        let finding = try #require(findings(source).first { $0.rule == "text-field.error-in-label" })
        #expect(finding.fix?.hasSuffix(fix) == true, "\(finding.fix ?? "")")
    }

    /// An icon shown on an optional error, not only on a `Bool` flag, and fixes that compile: the
    /// `if let` shorthand is tested as `!= nil`, and a dictionary's message keeps its subscript
    /// (each found by a review on realistic files).
    @Test(arguments: [
        (
            #".overlay(alignment: .trailing) { Image(systemName: "exclamationmark.circle.fill").opacity(phoneError == nil ? 0 : 1) }"#,
            #".accessibilityLabel(phoneError == nil ? "Phone number" : "Phone number, <error>")"#
        ),
        (
            #".overlay { if phoneError != nil { Image(systemName: "exclamationmark.circle") } }"#,
            #".accessibilityLabel(phoneError != nil ? "Phone number, <error>" : "Phone number")"#
        ),
        (
            #".overlay { if let phoneError { Image(systemName: "exclamationmark.circle") } }"#,
            #".accessibilityLabel(phoneError != nil ? "Phone number, <error>" : "Phone number")"#
        ),
        (
            #".overlay { if let message = model.phoneError { Image(systemName: "exclamationmark.circle") } }"#,
            #".accessibilityLabel(model.phoneError != nil ? "Phone number, <error>" : "Phone number")"#
        ),
    ])
    func anIconOnAnOptionalErrorIsReported(overlay: String, fix: String) throws {
        let source = """
            struct V: View {
                @State private var phone = ""
                @State private var phoneError: String?
                var body: some View {
                    TextField("Phone number", text: $phone)
                        \(overlay)
                }
            }
            """
        let finding = try #require(findings(source).first, "\(overlay)")
        #expect(finding.fix?.contains(fix) == true, "\(finding.fix ?? "")")
    }

    /// `LabeledContent("Email") { TextField("", …) }` with the error after it: the label names the
    /// field and never says the error (found by a review; the seeds README names this design). The
    /// fix shows the error in the label, as a11y-gen's labeled-content output does; that shape and a
    /// LabeledContent that names nothing fixed are left alone.
    @Test func aLabeledContentsFixedLabelWithTheErrorAfterItIsReported() throws {
        let source = """
            Form {
                LabeledContent("Email") {
                    TextField("", text: $email).textContentType(.emailAddress)
                }
                if let emailError { Text(emailError).foregroundStyle(.red) }
            }
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (3, 9))
        #expect(finding.message.contains(#"not part of the field's name ("Email", the LabeledContent's label)"#))
        #expect(
            finding.fix
                == #"show the error inside the LabeledContent's label, which names the field: LabeledContent { TextField(…) } label: { Text("Email"); if let emailError { Text(emailError) } }"#
        )
        let flagged = source.replacingOccurrences(
            of: "if let emailError { Text(emailError).foregroundStyle(.red) }",
            with: #"if showEmailError { Text("Enter a valid email address.") }"#)
        #expect(
            findings(flagged).first?.fix?.hasSuffix(
                #"label: { Text("Email"); if showEmailError { Text("Enter a valid email address.") } }"#) == true,
            "\(findings(flagged))")
        // The error inside the content, beside the field, is said to be there (review).
        let inside = """
            Form {
                LabeledContent("Email") {
                    TextField("", text: $email)
                    if let emailError { Text(emailError) }
                }
            }
            """
        #expect(
            findings(inside).first?.message.hasPrefix(
                "the error (emailError) shown beside this TextField inside the LabeledContent is not part") == true,
            "\(findings(inside))")
        let labeledWithError = """
            Form {
                LabeledContent {
                    TextField("", text: $email)
                } label: {
                    Text("Email")
                    if let emailError { Text(emailError) }
                }
            }
            """
        #expect(findings(labeledWithError).isEmpty, "\(findings(labeledWithError))")
        let runtime = source.replacingOccurrences(
            of: #"LabeledContent("Email")"#, with: "LabeledContent(emailError ?? \"Email\")")
        #expect(findings(runtime).isEmpty, "\(findings(runtime))")
    }

    @Test func aMessageFromADictionaryKeepsItsSubscriptInTheFix() throws {
        let source = """
            VStack {
                TextField("Email", text: $email)
                if let message = model.errors[.email] { Text(message).foregroundStyle(.red) }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(model.errors[.email].map { "Email, \($0)" } ?? "Email")"#,
            "\(finding.fix ?? "")")
    }

    /// Found in real code (rw21 #7): a status icon after the field whose symbol the validity flag
    /// chooses, and no words. The fix keeps the flag's polarity and hides the icon once the name says it.
    @Test(arguments: [
        (
            #"isValidEmail ? "checkmark.circle" : "x.circle""#, "unless isValidEmail",
            #"isValidEmail ? "Email" : "Email, <error>""#
        ),
        (
            #"hasError ? "exclamationmark.triangle" : "checkmark""#, "when hasError",
            #"hasError ? "Email, <error>" : "Email""#
        ),
    ])
    func aStatusIconBesideTheFieldWithoutWordsIsReported(symbol: String, when: String, choice: String) throws {
        let source = """
            HStack {
                TextField("Email", text: $email)
                Image(systemName: \(symbol))
                    .foregroundStyle(.secondary)
            }
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message
                == "the icon beside this TextField shows an error by its symbol alone (\(when)), and no words say it: the field's name (\"Email\") leaves it out, so VoiceOver says the field without it, when focus moves to it and on every visit"
        )
        #expect(
            finding.fix
                == "say the error in words, under the field and in its name while the icon shows it: .accessibilityLabel(\(choice)), with <error> what is wrong and how to fix it; then hide the icon from VoiceOver (.accessibilityHidden(true)), which the name now says"
        )
        // Before the field, in a VStack, or with words shown after it: not this shape.
        let before = source.replacingOccurrences(
            of: "HStack {\n    TextField(\"Email\", text: $email)\n", with: "HStack {\n"
        )
        .replacingOccurrences(of: "}", with: "    TextField(\"Email\", text: $email)\n}")
        #expect(findings(before).isEmpty, "\(before)")
        #expect(findings(source.replacingOccurrences(of: "HStack", with: "VStack")).isEmpty)
    }

    /// Found in real code: a validated field drew a warning icon in its overlay when invalid and only
    /// turned its caption red. The icon is a shape, so the error is not color alone, but no words say
    /// it and the field's name never has it. The fix keeps the flag's polarity.
    @Test(arguments: [
        (".opacity(isValid ? 0 : 1)", "unless isValid", #"isValid ? "\(placeholder)" : "\(placeholder), <error>""#),
        (
            ".opacity(showsError ? 1 : 0)", "when showsError",
            #"showsError ? "\(placeholder), <error>" : "\(placeholder)""#
        ),
    ])
    func anErrorIconOnTheFieldWithoutWordsIsReported(opacity: String, when: String, choice: String) throws {
        let source = """
            struct ValidatedField: View {
                var placeholder: String
                @Binding var text: String
                var isValid = true
                var showsError = false

                var body: some View {
                    TextField(placeholder, text: $text)
                        .overlay(alignment: .trailing) {
                            Image(systemName: "exclamationmark.circle")
                                .foregroundColor(.red)
                                \(opacity)
                        }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (8, 9))
        #expect(
            finding.message
                == "the error icon shown on this TextField (\(when)) is not part of its name ('placeholder', which holds no error), and no words say the error: VoiceOver says the field without it, when focus moves to it and on every visit"
        )
        #expect(
            finding.fix
                == "say the error in words, under the field and in its name while the icon shows: .accessibilityLabel(\(choice)), with <error> what is wrong and how to fix it"
        )
        // The same icon shown for a valid value is a checkmark's place, not an error's.
        let success = source.replacingOccurrences(of: opacity, with: ".opacity(isValid ? 1 : 0)")
        #expect(findings(success).isEmpty)
    }

    /// An error held by a view model keeps its owner in the fix, which otherwise names a property the
    /// view does not have and does not compile.
    @Test(arguments: [
        ("if let message = viewModel.nameError { Text(message) }", "viewModel.nameError.map"),
        ("if let nameError = viewModel.nameError { Text(nameError) }", "viewModel.nameError.map"),
        ("if viewModel.nameError != nil { Text(viewModel.nameError!) }", "viewModel.nameError"),
        ("if let error = self.form.nameError { Text(error) }", "self.form.nameError.map"),
    ])
    func anErrorOfAViewModelKeepsItsOwnerInTheFix(shown: String, expected: String) throws {
        let source = """
            Form {
                TextField("Medication name", text: $viewModel.name)
                \(shown)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix?.contains(".accessibilityLabel(\(expected)") == true, "\(finding.fix ?? "no fix")")
    }

    /// A field titled "" (named elsewhere, or not at all) gets `<label>` to fill in: the field's own
    /// empty title would make the fix a blank name whenever no error shows.
    /// `Text(emailError.localizedDescription)`: the name says what the Text shows, not the error
    /// value itself (an error enum's case name, "emailEmpty").
    @Test func theFixSpeaksWhatTheTextShows() throws {
        let source = """
            VStack {
                TextField("Email", text: $email)
                if let emailError {
                    Text(emailError.localizedDescription)
                }
            }
            """
        let fix = try #require(findings(source).first?.fix)
        #expect(
            fix.contains(#".accessibilityLabel(emailError.map { "Email, \($0.localizedDescription)" } ?? "Email")"#),
            "\(fix)")
        // A label's words, an unwrapped member and an optional one with its fallback.
        for (shown, spoken) in [
            (
                #"Label(emailError.localizedDescription, systemImage: "exclamationmark.triangle")"#,
                "$0.localizedDescription"
            ),
            ("Text(emailError!.localizedDescription)", "$0.localizedDescription"),
            (#"Text(emailError.errorDescription ?? "")"#, #"$0.errorDescription ?? """#),
        ] {
            let found = try #require(
                findings("VStack { TextField(\"Email\", text: $email)\n if emailError != nil { \(shown) } }").first?.fix
            )
            #expect(found.contains("\\(\(spoken))"), "\(shown): \(found)")
        }
        let plain = try #require(
            findings("VStack { TextField(\"Email\", text: $email)\n if let emailError { Text(emailError) } }").first?
                .fix)
        #expect(plain.contains(#"emailError.map { "Email, \($0)" }"#), "\(plain)")
    }

    /// A file of several views, each declaring its own `emailError`: each field's error is read from
    /// its own view's declaration (a plain String gets the isEmpty test), not given up on as declared
    /// more than once, and looking it up does not walk every view's (a file of 8,000 such views was
    /// quadratic).
    @Test func eachViewsErrorIsReadFromItsOwnDeclaration() throws {
        let view = { (name: String, declaration: String) in
            """
            struct \(name): View {
                @State private var email = ""
                \(declaration)
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                        Text(emailError)
                    }
                }
            }
            """
        }
        let source =
            view("First", "@State private var emailError = \"\"") + "\n"
            + view("Second", "@State private var emailError = \"\"")
        let fixes = findings(source).compactMap(\.fix)
        #expect(fixes.count == 2)
        for fix in fixes {
            #expect(
                fix.contains(#".accessibilityLabel(emailError.isEmpty ? "Email" : "Email, \(emailError)")"#), "\(fix)")
        }
    }

    @Test func anEmptyTitleIsNotCopiedIntoTheFix() throws {
        let source = """
            VStack {
                TextField("", text: $email)
                if let emailError { Text(emailError) }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix?.contains(#".accessibilityLabel(emailError.map { "<label>, \($0)" } ?? "<label>")"#) == true)
    }

    /// A message a ternary shows in one state: the fix tests the condition under which it shows.
    @Test(arguments: [
        (
            #"Text(isEmailValid ? "" : "Enter a valid email address.")"#,
            #"!isEmailValid ? "Email, Enter a valid email address." : "Email""#
        ),
        (
            #"Text(!form.isEmailValid ? "Enter a valid email address." : "")"#,
            #"!form.isEmailValid ? "Email, Enter a valid email address." : "Email""#
        ),
        (
            #"Text(emailError == nil ? "" : "Enter a valid email address.")"#,
            #"emailError != nil ? "Email, Enter a valid email address." : "Email""#
        ),
        (
            #"Text(form.isEmailValid ? "" : "Enter a valid email address.")"#,
            #"!form.isEmailValid ? "Email, Enter a valid email address." : "Email""#
        ),
    ])
    func aTernaryMessageIsShownUnderItsCondition(shown: String, label: String) throws {
        let source = """
            VStack {
                TextField("Email", text: $email)
                \(shown)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.fix == "append the error to the name while it shows: .accessibilityLabel(\(label))")
    }

    /// An error held in a `String` that is empty when there is none gets a fix that tests for empty
    /// text: `.map` on it would run over its characters.
    @Test(arguments: [#"@State private var errorMessage = """#, "var errorMessage: String"])
    func anErrorInAPlainStringGetsAnEmptyTest(declaration: String) throws {
        let source = """
            struct GateView: View {
                \(declaration)
                var body: some View {
                    VStack {
                        SecureField("Password", text: $password)
                        if !errorMessage.isEmpty { Text(errorMessage).foregroundStyle(.red) }
                    }
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(errorMessage.isEmpty ? "Password" : "Password, \(errorMessage)")"#
        )
    }

    /// An error SwiftUI localizes (`LocalizedStringKey`, `Text`) gets a fix that builds a `Text` by
    /// interpolating `Text`s: put in a `String`, a key reads as its debug description and the
    /// field's title key is spoken raw (`Text + Text` is deprecated in the 26 SDKs). An optional
    /// one is mapped; one that is not is tested by the flag that shows it (it has no `.map` or
    /// `.isEmpty`).
    @Test(arguments: [
        (
            "@State private var urlError: LocalizedStringKey?", "if let urlError { Text(urlError) }",
            #".accessibilityLabel(urlError.map { Text("\(Text("instance.url")), \(Text($0))") } ?? Text("instance.url"))"#
        ),
        (
            "@State private var urlError: LocalizedStringKey = \"\"", "if showError { Text(urlError) }",
            #".accessibilityLabel(showError ? Text("\(Text("instance.url")), \(Text(urlError))") : Text("instance.url"))"#
        ),
        (
            // A key-shaped title stays a key of its own beside a String error (the real-world review).
            "@State private var urlError: String?", "if let urlError { Text(urlError) }",
            #".accessibilityLabel(urlError.map { Text("\(Text("instance.url")), \(Text($0))") } ?? Text("instance.url"))"#
        ),
    ])
    func anErrorSwiftUILocalizesGetsAFixInText(declaration: String, shown: String, fix: String) throws {
        // A `Text` error is interpolated as it is.
        let text = TextFieldErrorInLabel.Shown(text: "urlError", flag: nil, localized: .text)
        #expect(
            text.fix(label: "instance.url")
                == #".accessibilityLabel(urlError.map { Text("\(Text("instance.url")), \($0)") } ?? Text("instance.url"))"#
        )
        let source = """
            struct AddAccount: View {
                @State private var url = ""
                @State private var showError = false
                \(declaration)
                var body: some View {
                    Form {
                        TextField("instance.url", text: $url).keyboardType(.URL).textContentType(.URL)
                        \(shown)
                    }
                }
            }
            """
        let finding = try #require(findings(source).first, "\(declaration)")
        #expect(finding.fix == "append the error to the name while it shows: " + fix)
    }

    /// A name held in a property is read where this file declares it: fixed when the declaration
    /// mentions no error, left alone when it appends one (the generator's `emailName`).
    /// The shapes real screens use most (the real-world review): a validity flag tested false, a
    /// message in the card's own words under an error flag, and an error text shown under a flag of
    /// its own. Each fix names the field as it is named and tests what shows the error.
    @Test(arguments: [
        (
            "if !isEmailValid { Text(\"Invalid email\") }",
            #".accessibilityLabel(!isEmailValid ? "Email, Invalid email" : "Email")"#
        ),
        (
            "if form.isEmailValid == false { Text(\"Check the address\") }",
            #".accessibilityLabel(form.isEmailValid == false ? "Email, Check the address" : "Email")"#
        ),
        (
            "if showError { Text(\"Enter a valid email address.\") }",
            #".accessibilityLabel(showError ? "Email, Enter a valid email address." : "Email")"#
        ),
        (
            "if isError { Text(errorMessage) }",
            #".accessibilityLabel(isError ? "Email, \(errorMessage)" : "Email")"#
        ),
    ])
    func realWorldErrorShapesAreReportedWithAFixThatFits(shown: String, fix: String) throws {
        let source = """
            struct EmailRow: View {
                @State private var email = ""
                var errorMessage: String
                var body: some View {
                    VStack {
                        TextField("Email", text: $email).keyboardType(.emailAddress).textContentType(.emailAddress)
                        \(shown)
                    }
                }
            }
            """
        let finding = try #require(findings(source).first, "\(shown)")
        #expect(finding.fix == "append the error to the name while it shows: " + fix)
    }

    @Test func aNamePropertyIsReadFromItsDeclaration() throws {
        let fixed = """
            struct CardField: View {
                let fieldHeadline: String
                @Binding var number: String
                var showError: Bool
                var body: some View {
                    VStack {
                        TextField("", text: $number).accessibilityLabel(fieldHeadline)
                        if showError { Text("Invalid card number") }
                    }
                }
            }
            """
        let finding = try #require(findings(fixed).first)
        #expect(finding.message.contains(#"the error ("Invalid card number")"#), "\(finding.message)")
        #expect(finding.message.contains("'fieldHeadline', which holds no error"))
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(showError ? "\(fieldHeadline), Invalid card number" : "\(fieldHeadline)")"#
        )
        let appended = """
            struct EmailRow: View {
                @State private var email = ""
                @State private var emailError: String?
                var body: some View {
                    VStack {
                        TextField("Email", text: $email).accessibilityLabel(emailName)
                        if let emailError { Text(emailError) }
                    }
                }
                private var emailName: String {
                    guard let emailError else { return "Email" }
                    return "Email, \\(emailError)"
                }
            }
            """
        #expect(findings(appended).isEmpty, "\(findings(appended))")
        // Declared in another file: nothing to read, nothing reported.
        #expect(
            findings(appended.replacingOccurrences(of: "private var emailName", with: "private var otherName")).isEmpty)
    }

    @Test(arguments: [
        // The title names the field; the error shows under it.
        #"VStack { TextField("Name", text: $name); if let nameError { Text(nameError) } }"#,
        #"VStack { SecureField("Password", text: $password); if let passwordError { Text(passwordError).font(.footnote) } }"#,
        // Hidden from VoiceOver too: the error is never heard with the field, or at all.
        #"VStack { TextField("Code", text: $code); if let codeError { Text(codeError).accessibilityHidden(true) } }"#,
        // A view model's error.
        #"VStack { TextField("Email", text: $viewModel.email); if let e = viewModel.emailError { Text(e) } }"#,
        // A fixed message under an error flag.
        #"VStack { TextField("Username", text: $username); if showError { Text("Invalid username") } }"#,
        // A label view.
        #"Form { TextField("Email", text: $email).accessibilityLabel(Text("Email")); if let error { Text(error) } }"#,
    ])
    func errorsBesideFixedNamesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        // The card's own shape: the error joins the name.
        #"VStack { TextField("Email", text: $email).accessibilityLabel(emailError.map { "Email, \($0)" } ?? "Email"); if let emailError { Text(emailError) } }"#,
        // The title carries it.
        #"VStack { TextField(emailError.map { "Email, \($0)" } ?? "Email", text: $email); if let emailError { Text(emailError) } }"#,
        // An interpolated or computed name a11y-gen cannot read.
        #"VStack { TextField("\(label)", text: $value); if let error { Text(error) } }"#,
        #"VStack { TextField(title, text: $value); if let error { Text(error) } }"#,
        // The hint or the value speaks it: those rules report it.
        #"VStack { TextField("Email", text: $email).accessibilityHint(emailError ?? ""); if let emailError { Text(emailError) } }"#,
        #"VStack { TextField("Email", text: $email).accessibilityValue(emailError ?? email); if let emailError { Text(emailError) } }"#,
        // A LabeledContent whose label shows the error names the field with it.
        #"LabeledContent { TextField("", text: $email) } label: { Text("Email"); if let emailError { Text(emailError) } }"#,
        // One element made of the field and its error.
        #"VStack { TextField("Email", text: $email); if let emailError { Text(emailError) } }.accessibilityElement(children: .combine)"#,
        #"VStack { TextField("Email", text: $email).accessibilityElement(children: .ignore); if let emailError { Text(emailError) } }"#,
        // Another field's error (card 000's sample shows emailError after the ZIP field).
        #"VStack { TextField("", text: $zip).accessibilityLabel("ZIP code"); if let emailError { Text(emailError) } }"#,
        // After the submit button: the form's error, not the field's.
        #"VStack { SecureField("Password", text: $password); Button("Sign up") { go() }; if let errorMessage { Text(errorMessage) } }"#,
        // Before the field, a message that names no field (a banner over the form: its error named
        // for the field above it is its, rw16), or with no error at all.
        #"VStack { if let errorMessage { Text(errorMessage) }; TextField("Email", text: $email) }"#,
        #"VStack { TextField("Message", text: $chatMessage); Text(chatMessage) }"#,
        #"// VStack { TextField("Email", text: $email); if let emailError { Text(emailError) } }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// `if emailError != nil { Text("…") }`: the fix tests what the `if` tests, since an optional
    /// error is no `Bool`; an empty `Text("")` laid out as a spacer before the message is no message.
    @Test func anOptionalErrorTestedAgainstNilAndASpacerText() throws {
        let tested = try #require(
            findings(
                """
                VStack {
                    TextField("Email", text: $email)
                    if emailError != nil {
                        HStack {
                            Text("").frame(minWidth: 100)
                            Text("Enter a valid email address.")
                        }
                    }
                }
                """
            ).first)
        #expect(tested.message.contains(#"the error ("Enter a valid email address.")"#), "\(tested.message)")
        #expect(
            tested.fix?.hasSuffix(
                #".accessibilityLabel(emailError != nil ? "Email, Enter a valid email address." : "Email")"#) == true,
            "\(tested.fix ?? "")")
    }

    /// rw11 review: a design system's `.accessibilityLabel(Text(title ?? placeholder))` is a fixed
    /// name as much as `.accessibilityLabel(title)`, and a fix built on a name that says its control
    /// type ("Email Text Field") writes the name text-field.no-control-type-in-label asks for.
    @Test func aTextWrappedNameAndAControlTypeNameAreRead() throws {
        let wrapped = """
            struct DSField: View {
                let title: String?
                let placeholder: String
                let error: String?
                @Binding var text: String
                var body: some View {
                    VStack {
                        TextField("", text: $text, prompt: Text(placeholder))
                            .accessibilityLabel(Text(title ?? placeholder))
                        if let error { Text(error).foregroundStyle(.red) }
                    }
                }
            }
            """
        let finding = try #require(findings(wrapped).first)
        #expect(finding.message.contains("('title ?? placeholder', which holds no error)"))
        #expect(
            finding.fix
                == #"append the error to the name while it shows: .accessibilityLabel(error.map { "\(title ?? placeholder), \($0)" } ?? "\(title ?? placeholder)")"#
        )
        let typed = """
            VStack {
                TextField("", text: $email).accessibilityLabel("Email Text Field")
                if let emailError { Text(emailError).foregroundStyle(.red) }
            }
            """
        #expect(
            try #require(findings(typed).first).fix
                == #"append the error to the name while it shows: .accessibilityLabel(emailError.map { "Email, \($0)" } ?? "Email")"#
        )
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}

/// An error bound by `if case` (`if case .invalid(let error) = status { Text(error) }`, a real
/// registration form's date field): `error` is out of scope at the field, so a fix that maps it
/// would not compile. The fix matches the pattern again, and compiles in both language modes.
@Suite struct TextFieldErrorInLabelCasePatternTests {
    static let view = """
        import SwiftUI

        enum FieldStatus: Equatable { case valid, invalid(String) }

        struct DateTextField: View {
            @Binding var text: String
            let status: FieldStatus

            var body: some View {
                VStack(alignment: .leading) {
                    Text("Date of birth")
                    TextField("DD.MM.YYYY", text: $text)
                    if case .invalid(let error) = status {
                        Text(error).foregroundColor(.red)
                    }
                }
            }
        }
        """

    @Test func theFixMatchesThePatternAgainAndCompiles() throws {
        let found = CheckTestSupport.findings(TextFieldErrorInLabel(), Self.view)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.line == 12)
        let fix = try #require(finding.fix)
        let modifier = try #require(fix.range(of: ".accessibilityLabel(")).lowerBound
        #expect(
            fix[modifier...]
                == #".accessibilityLabel({ if case .invalid(let error) = status { "Date of birth, \(error)" } else { "Date of birth" } }())"#
        )
        let fixed = Self.view.replacingOccurrences(
            of: #"TextField("DD.MM.YYYY", text: $text)"#,
            with: #"TextField("DD.MM.YYYY", text: $text)"# + fix[modifier...])
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), fixed).isEmpty)
        let cases = [TypeCheckCase(id: "fixed", source: fixed, origin: "error-in-label's if-case fix")]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
    }

    /// Whose error it is: the state's name when it says a field (`passwordState` after the email
    /// field is the password's), else the bound name; a second clause may be what the Text shows.
    @Test func theStatesNameSaysWhoseErrorItIs() {
        func source(_ condition: String) -> String {
            """
            VStack {
                TextField("Email", text: $email)
                if \(condition) {
                    Text(message)
                }
            }
            """
        }
        let rule = TextFieldErrorInLabel()
        #expect(CheckTestSupport.findings(rule, source("case .invalid(let message) = emailState")).count == 1)
        #expect(
            CheckTestSupport.findings(rule, source("case let .invalid(message) = viewModel.emailStatus")).count == 1)
        #expect(CheckTestSupport.findings(rule, source("case .invalid(let message) = passwordState")).isEmpty)
    }
}

/// A message that always holds words (`var nameError = "Name is required"`) shown under a test of
/// something else (`if name.isEmpty`, a real sign-up view): the fix tested the message's emptiness,
/// which is never true, so the name would have said the error after the field was filled in.
@Suite struct TextFieldErrorInLabelShownByAnotherTestTests {
    func source(_ condition: String, _ declaration: String = #"var nameError: String = "Name is required""#)
        -> String
    {
        """
        struct SignUp: View {
            @State private var name = ""
            \(declaration)
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    if \(condition) {
                        Text(nameError).foregroundStyle(.red)
                    }
                }
            }
        }
        """
    }

    @Test func theFixTestsWhatShowsTheMessage() throws {
        let rule = TextFieldErrorInLabel()
        let finding = try #require(CheckTestSupport.findings(rule, source("name.isEmpty")).first)
        #expect(finding.fix?.hasSuffix(#".accessibilityLabel(name.isEmpty ? "Name, \(nameError)" : "Name")"#) == true)
        let both = try #require(CheckTestSupport.findings(rule, source("submitted, name.isEmpty")).first)
        #expect(
            both.fix?.hasSuffix(#".accessibilityLabel((submitted) && (name.isEmpty) ? "Name, \(nameError)" : "Name")"#)
                == true, "\(both.fix ?? "")")
        // A message that is empty without an error keeps its own test.
        let own = try #require(
            CheckTestSupport.findings(rule, source("!nameError.isEmpty", #"@State var nameError = """#)).first)
        #expect(
            own.fix?.hasSuffix(#".accessibilityLabel(nameError.isEmpty ? "Name" : "Name, \(nameError)")"#) == true,
            "\(own.fix ?? "")")
    }
}

/// The review of the if-case and shown-by-another-test fixes: each fix tests what shows the message.
@Suite struct TextFieldErrorInLabelReviewTests {
    func fix(_ source: String) -> String? {
        CheckTestSupport.findings(TextFieldErrorInLabel(), source).first?.fix
    }

    @Test func aMemberOfAnIfCaseBindingKeepsThePattern() {
        let source = """
            Form {
                TextField("Email", text: $email)
                if case .invalid(let error) = emailCheck {
                    Text(error.message)
                }
            }
            """
        #expect(
            fix(source)?.hasSuffix(
                #".accessibilityLabel({ if case .invalid(let error) = emailCheck { "Email, \(error.message)" } else { "Email" } }())"#
            )
                == true, "\(fix(source) ?? "")")
    }

    @Test func anIfAroundTheFieldTooIsNotTheMessagesTest() {
        for condition in ["isEditing", "#available(iOS 17, *)"] {
            let source = """
                struct V: View {
                    @State private var nameError = ""
                    var body: some View {
                        Form {
                            if \(condition) {
                                TextField("Name", text: $name)
                                Text(nameError)
                            }
                        }
                    }
                }
                """
            #expect(
                fix(source)?.hasSuffix(#".accessibilityLabel(nameError.isEmpty ? "Name" : "Name, \(nameError)")"#)
                    == true, "\(condition): \(fix(source) ?? "")")
        }
    }

    @Test func aMessageEmptyWithoutAnErrorIsTestedBesideItsCondition() {
        let source = """
            struct V: View {
                @State private var nameError = ""
                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        if submitted {
                            Text(nameError)
                        }
                    }
                }
            }
            """
        #expect(
            fix(source)?.hasSuffix(
                #".accessibilityLabel(submitted && !nameError.isEmpty ? "Name, \(nameError)" : "Name")"#)
                == true, "\(fix(source) ?? "")")
    }

    @Test(arguments: ["erroEmail", "fehlertext", "erreurEmail", "mensajeError"])
    func errorNamesInOtherLanguagesAreTheFields(name: String) {
        let source = """
            Form {
                TextField("E-Mail", text: $email)
                if let \(name) {
                    Text(\(name))
                }
            }
            """
        #expect(fix(source)?.contains("\(name).map") == true, "\(name): \(fix(source) ?? "nothing")")
    }

    /// rw15 review (Livelink): the fix joined only the first branch's message of an `if … else if`;
    /// each branch's message now shows in the name while its own test holds.
    @Test func everyElseIfBranchJoinsItsOwnMessage() {
        let source = """
            VStack {
                TextField("Username", text: $username)
                if !isUsernameAvailable {
                    Text("Already taken").foregroundStyle(.red)
                } else if !isUsernameValid {
                    Text("Letters and digits only").foregroundStyle(.red)
                }
            }
            """
        #expect(
            fix(source)?.hasSuffix(
                #".accessibilityLabel(!isUsernameAvailable ? "Username, Already taken" : !isUsernameValid ? "Username, Letters and digits only" : "Username")"#
            ) == true, "\(fix(source) ?? "nothing")")
        // A branch whose message is not a fixed one ends the chain there: a later test must not speak
        // for it.
        let unread = source.replacingOccurrences(of: #"Text("Letters and digits only")"#, with: "Text(reason)")
        #expect(
            fix(unread)?.hasSuffix(
                #".accessibilityLabel(!isUsernameAvailable ? "Username, Already taken" : "Username")"#)
                == true, "\(fix(unread) ?? "nothing")")
    }

    /// An `else` holds what its `if` does not say: a message there was given the first branch's test
    /// as its own (`emailError == nil` for the error itself), a fix that named the error when it was gone.
    @Test func aMessageInAnElseIsNotGivenTheFirstBranchsTest() {
        let source = """
            VStack {
                TextField("Email", text: $email)
                if emailError == nil {
                    Image(systemName: "checkmark")
                } else {
                    Text("Enter a valid email address.")
                }
            }
            """
        #expect(
            fix(source)?.hasSuffix(
                #".accessibilityLabel(emailError != nil ? "Email, Enter a valid email address." : "Email")"#)
                == true, "\(fix(source) ?? "nothing")")
        // In an `else if`, the branch's own test is the one the fix says.
        let elseIf = source.replacingOccurrences(of: "} else {", with: "} else if emailError != nil {")
        #expect(
            fix(elseIf)?.hasSuffix(
                #".accessibilityLabel(emailError != nil ? "Email, Enter a valid email address." : "Email")"#)
                == true, "\(fix(elseIf) ?? "nothing")")
    }

    /// rw16 review (sahat): `if let error = weightError { Text("\(error)") }` was fixed with
    /// `error != nil ? "…, \(error)" : …`: `error` does not exist at the field, and the Optional it
    /// would be there is spoken as "Optional(…)". The fix binds the name again.
    @Test func aMessageInterpolatingAnIfLetNameBindsItAgain() {
        let source = """
            VStack {
                TextField("Weight", value: $weight, format: .number)
                if let error = weightError {
                    Text("Check: \\(error)")
                }
            }
            """
        #expect(
            fix(source)?.hasSuffix(
                #".accessibilityLabel(weightError.map { error in "Weight, Check: \(error)" } ?? "Weight")"#)
                == true, "\(fix(source) ?? "nothing")")
        let same = source.replacingOccurrences(of: "let error = weightError", with: "let weightError")
            .replacingOccurrences(of: "\\(error)", with: "\\(weightError.message)")
        #expect(
            fix(same)?.hasSuffix(
                #".accessibilityLabel(weightError.map { weightError in "Weight, Check: \(weightError.message)" } ?? "Weight")"#
            )
                == true, "\(fix(same) ?? "nothing")")
        // A fixed message under the same `if` keeps its test; a longer name is not the bound one.
        #expect(TextFieldErrorInLabel.interpolates("error", in: #""\(error)""#))
        #expect(!TextFieldErrorInLabel.interpolates("error", in: #""\(errorCount) left""#))
    }

    /// rw16 review (a Spanish sign-in): a message named `validationDescription`, and a literal that
    /// says "invalid" under a flag of any name (`if isAValidationRequired`), were not taken as errors.
    @Test func errorWordsInTheMessageOrItsNameMakeItAnError() {
        let named = """
            struct V: View {
                @State private var validationDescription = ""
                var body: some View {
                    VStack {
                        SecureField("Contraseña", text: $password)
                        if !validationDescription.isEmpty {
                            Text(validationDescription).foregroundColor(.red)
                        }
                    }
                }
            }
            """
        #expect(
            fix(named)?.contains("validationDescription.isEmpty ? \"Contraseña\"") == true, "\(fix(named) ?? "nothing")"
        )
        let flagged = """
            VStack {
                TextField("Correo", text: $email)
                if isAValidationRequired {
                    Text("Invalid email address").foregroundColor(.red)
                }
            }
            """
        #expect(
            fix(flagged)?.hasSuffix(
                #".accessibilityLabel(isAValidationRequired ? "Correo, Invalid email address" : "Correo")"#)
                == true, "\(fix(flagged) ?? "nothing")")
        // Words that say no error under such a flag are no error.
        #expect(fix(flagged.replacingOccurrences(of: "Invalid email address", with: "We never share it")) == nil)
    }

    /// rev45: a name an `if let` binds exists only inside it. A fixed message under `if let error = x`
    /// or `else if let error = x` is tested by `x != nil`; a bound name the message uses is bound
    /// again whatever it is called (`err`), and an optional chain stays one value.
    @Test func aBoundNameNeverReachesTheField() {
        let later = """
            VStack {
                TextField("Username", text: $username)
                if !isUsernameValid {
                    Text("Letters and digits only")
                } else if let error = usernameError {
                    Text("This username is taken")
                }
            }
            """
        #expect(
            fix(later)?.hasSuffix(
                #".accessibilityLabel(!isUsernameValid ? "Username, Letters and digits only" : usernameError != nil ? "Username, This username is taken" : "Username")"#
            ) == true, "\(fix(later) ?? "nothing")")
        let err = """
            VStack {
                TextField("Weight", value: $weight, format: .number)
                if let err = model.weightError?.message {
                    Text("Invalid weight: \\(err)")
                }
            }
            """
        #expect(
            fix(err)?.hasSuffix(
                #".accessibilityLabel((model.weightError?.message).map { err in "Weight, Invalid weight: \(err)" } ?? "Weight")"#
            ) == true, "\(fix(err) ?? "nothing")")
        // A later branch whose message uses its bound name ends the chain.
        let bound = later.replacingOccurrences(
            of: "Text(\"This username is taken\")", with: "Text(\"Taken: \\(error)\")")
        #expect(
            fix(bound)?.hasSuffix(
                #".accessibilityLabel(!isUsernameValid ? "Username, Letters and digits only" : "Username")"#)
                == true, "\(fix(bound) ?? "nothing")")
    }
}

/// An `else if` chain of localization keys (rev45, S3): every branch's key joins the name as a
/// `Text` of its own, so VoiceOver says the translated message, never the key, and the fix compiles.
@Suite struct TextFieldErrorInLabelKeyedChainTests {
    static func view(taken: String, invalid: String, label: String) -> String {
        """
        import SwiftUI

        struct SignUpUsername: View {
            @State private var username = ""
            @State private var isUsernameAvailable = true
            @State private var isUsernameValid = true
            var body: some View {
                VStack {
                    TextField("\(label)", text: $username)
                    if !isUsernameAvailable {
                        Text("\(taken)").foregroundStyle(.red)
                    } else if !isUsernameValid {
                        Text("\(invalid)").foregroundStyle(.red)
                    }
                }
            }
        }
        """
    }

    @Test(arguments: [
        (
            "signup.username.taken", "signup.username.invalid", "signup.username.label",
            #".accessibilityLabel(!isUsernameAvailable ? Text("\(Text("signup.username.label")), \(Text("signup.username.taken"))") : !isUsernameValid ? Text("\(Text("signup.username.label")), \(Text("signup.username.invalid"))") : Text("signup.username.label"))"#
        ),
        // A key only in the later branch: the English message becomes a Text too, not a String
        // with the key pasted in.
        (
            "Already taken", "error_username_invalid", "Username",
            #".accessibilityLabel(!isUsernameAvailable ? Text("\(Text("Username")), \(Text("Already taken"))") : !isUsernameValid ? Text("\(Text("Username")), \(Text("error_username_invalid"))") : Text("Username"))"#
        ),
    ])
    func everyBranchJoinsAsAText(taken: String, invalid: String, label: String, expected: String) throws {
        let view = Self.view(taken: taken, invalid: invalid, label: label)
        let found = CheckTestSupport.findings(TextFieldErrorInLabel(), view)
        let fix = try #require(found.first?.fix)
        let modifier = try #require(fix.range(of: ".accessibilityLabel(")).lowerBound
        #expect(String(fix[modifier...]) == expected)
        let field = #"TextField("\#(label)", text: $username)"#
        let fixed = view.replacingOccurrences(of: field, with: field + fix[modifier...])
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), fixed).isEmpty)
        let cases = [TypeCheckCase(id: "keyed", source: fixed, origin: "error-in-label's keyed else-if fix")]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
    }
}

/// An error of a model declared in another file, shown as it is (`Text(userData.errorMessage)`, rw17):
/// a `Text` takes no optional, so it is a `String`, empty without an error. The fix tests emptiness,
/// since `.map { } ?? …` on a String does not compile.
@Suite struct TextFieldErrorInLabelOtherFileStringTests {
    static let view = """
        import SwiftUI

        struct UserData {
            var secondPW = ""
            var errorMessage = ""
        }

        struct PasswordView: View {
            @Binding var userData: UserData
            var body: some View {
                VStack {
                    SecureField("Repeat password", text: $userData.secondPW)
                        .textContentType(.newPassword)
                    Text(userData.errorMessage)
                        .foregroundColor(.red)
                }
            }
        }
        """

    @Test func theFixTestsEmptinessAndCompiles() throws {
        // The model's declaration is cut out, as it is in the real file (another file declares it).
        let view = Self.view.replacingOccurrences(
            of: """
                struct UserData {
                    var secondPW = ""
                    var errorMessage = ""
                }

                """, with: "")
        let fix = try #require(CheckTestSupport.findings(TextFieldErrorInLabel(), view).first?.fix)
        let modifier = try #require(fix.range(of: ".accessibilityLabel(")).lowerBound
        #expect(
            fix[modifier...]
                == #".accessibilityLabel(userData.errorMessage.isEmpty ? "Repeat password" : "Repeat password, \(userData.errorMessage)")"#
        )
        let field = #"SecureField("Repeat password", text: $userData.secondPW)"#
        let fixed = Self.view.replacingOccurrences(of: field, with: field + fix[modifier...])
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), fixed).isEmpty)
        let cases = [
            TypeCheckCase(id: "other-file", source: fixed, origin: "error-in-label's fix for another file's String")
        ]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
    }
}

/// An `if let` head with an `else if` after it (rev46): the later branch speaks when there is no
/// error to unwrap, as a key (a `Text`) or as words; the fix compiles in both language modes.
@Suite struct TextFieldErrorInLabelIfLetChainTests {
    @Test(arguments: [
        (
            "error.email.invalid",
            #".accessibilityLabel(emailError.map { Text("\(Text("Email")), \(Text($0))") } ?? (!isEmailValid ? Text("\(Text("Email")), \(Text("error.email.invalid"))") : Text("Email")))"#
        ),
        (
            "Enter a valid email.",
            #".accessibilityLabel(emailError.map { "Email, \($0)" } ?? (!isEmailValid ? "Email, Enter a valid email." : "Email"))"#
        ),
    ])
    func theLaterBranchSpeaksWhenThereIsNothingToUnwrap(message: String, expected: String) throws {
        let view = """
            import SwiftUI

            struct EmailView: View {
                @State private var email = ""
                @State private var emailError: String?
                @State private var isEmailValid = true
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                        if let emailError {
                            Text(emailError).foregroundStyle(.red)
                        } else if !isEmailValid {
                            Text("\(message)").foregroundStyle(.red)
                        }
                    }
                }
            }
            """
        let fix = try #require(CheckTestSupport.findings(TextFieldErrorInLabel(), view).first?.fix)
        let modifier = try #require(fix.range(of: ".accessibilityLabel(")).lowerBound
        #expect(String(fix[modifier...]) == expected)
        let field = #"TextField("Email", text: $email)"#
        let fixed = view.replacingOccurrences(of: field, with: field + fix[modifier...])
        let cases = [TypeCheckCase(id: "iflet", source: fixed, origin: "error-in-label's if-let chain fix")]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
    }
}

/// An `if` chain whose first message is not read as an error by its words or its test ("Enter a
/// username" under `!isUsernameEntered`) but is drawn as one (red), like the branches after it
/// (rev46): the name says every message from the chain's head, and a name that says only some of
/// them is reported for the ones it leaves out.
@Suite struct TextFieldErrorInLabelChainHeadTests {
    static func view(first: String = #"Text("Enter a username").foregroundStyle(.red)"#, label: String = "") -> String {
        """
        import SwiftUI

        struct SignUpUsername: View {
            @State private var username = ""
            @State private var isUsernameEntered = true
            @State private var isUsernameAvailable = true
            @State private var isUsernameValid = true
            var body: some View {
                VStack {
                    TextField("Username", text: $username)\(label)
                    if !isUsernameEntered {
                        \(first)
                    } else if !isUsernameAvailable {
                        Text("Already taken").foregroundStyle(.red)
                    } else if !isUsernameValid {
                        Text("Letters and digits only").foregroundStyle(.red)
                    }
                }
            }
        }
        """
    }

    static let whole =
        #".accessibilityLabel(!isUsernameEntered ? "Username, Enter a username" : !isUsernameAvailable ? "Username, Already taken" : !isUsernameValid ? "Username, Letters and digits only" : "Username")"#

    @Test func theNameStartsAtTheChainsHeadAndCompiles() throws {
        let fix = try #require(CheckTestSupport.findings(TextFieldErrorInLabel(), Self.view()).first?.fix)
        let modifier = try #require(fix.range(of: ".accessibilityLabel(")).lowerBound
        #expect(String(fix[modifier...]) == Self.whole)
        let fixed = Self.view(label: String(fix[modifier...]))
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), fixed).isEmpty)
        let cases = [TypeCheckCase(id: "chainHead", source: fixed, origin: "error-in-label's chain-head fix")]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
    }

    @Test func aNameThatLeavesOutTheHeadIsReported() throws {
        // The fix this rule gave before rev46: the later branches only.
        let partial = Self.view(
            label:
                #".accessibilityLabel(!isUsernameAvailable ? "Username, Already taken" : !isUsernameValid ? "Username, Letters and digits only" : "Username")"#
        )
        let found = CheckTestSupport.findings(TextFieldErrorInLabel(), partial)
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#""Enter a username""#) == true, "\(found)")
        #expect(found.first?.message.contains("Already taken") == false, "\(found)")
        #expect(found.first?.fix?.hasSuffix(Self.whole) == true, "\(found)")
    }

    @Test func aFirstBranchThatIsNotDrawnAsAnErrorStaysOut() throws {
        // A progress line before the errors is no error: the name leaves it out, but each error shows
        // only while the progress line does not, and the name says so (rev47 #15).
        let status = Self.view(first: #"Text("Checking…").foregroundStyle(.secondary)"#)
        let fix = try #require(CheckTestSupport.findings(TextFieldErrorInLabel(), status).first?.fix)
        let named =
            #".accessibilityLabel(isUsernameEntered && !isUsernameAvailable ? "Username, Already taken" : isUsernameEntered && !isUsernameValid ? "Username, Letters and digits only" : "Username")"#
        #expect(fix.hasSuffix(named), "\(fix)")
        let fixed = Self.view(first: #"Text("Checking…").foregroundStyle(.secondary)"#, label: named)
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), fixed).isEmpty)
        let cases = [TypeCheckCase(id: "chainGuard", source: fixed, origin: "error-in-label's guarded chain fix")]
        for mode in CompileHarness.languageModes {
            let failures = try CompileHarness.typecheck(
                cases, in: CompileConfiguration(platform: .ios, minimum: OSVersion(17)), swiftVersion: mode)
            #expect(failures.isEmpty, "Swift \(mode): \(failures)")
        }
        // A name built elsewhere (says none of the messages) is not judged.
        let elsewhere = Self.view(label: ".accessibilityLabel(model.usernameName)")
        #expect(CheckTestSupport.findings(TextFieldErrorInLabel(), elsewhere).isEmpty)
    }

    @Test func negationsStayReadableAndExact() {
        #expect(TextFieldErrorInLabel.negation(of: "isChecking") == "!isChecking")
        #expect(TextFieldErrorInLabel.negation(of: "!model.isValid") == "model.isValid")
        #expect(TextFieldErrorInLabel.negation(of: "emailError == nil") == "emailError != nil")
        #expect(TextFieldErrorInLabel.negation(of: "errors[.email] != nil") == "errors[.email] == nil")
        // An operator before the test: the whole is turned, not its last operand.
        #expect(TextFieldErrorInLabel.negation(of: "isBusy || emailError == nil") == "!(isBusy || emailError == nil)")
        #expect(TextFieldErrorInLabel.negation(of: "count > 3") == "!(count > 3)")
        // Without spaces around the operator too (rev48).
        #expect(TextFieldErrorInLabel.negation(of: "isChecking||lookup == nil") == "!(isChecking||lookup == nil)")
        #expect(TextFieldErrorInLabel.negation(of: "errors[\"email\"] == nil") == "errors[\"email\"] != nil")
    }

    /// rw23 #4: an error named for no field, after the last of two fields and before the button that
    /// sets it, is most likely the form's (a failed sign-in): the fix says to announce it or move
    /// focus to it first, where VoiceOver stays on the button, and only then to name the field with it.
    @Test func aFormsErrorBeforeItsButtonIsToldToBeAnnounced() throws {
        let source = """
            struct LoginView: View {
                @ObservedObject var viewModel: LoginViewModel
                var body: some View {
                    VStack {
                        TextField("Username", text: $viewModel.username)
                        SecureField("Password", text: $viewModel.password)
                        if let errorMessage = viewModel.errorMessage {
                            Text(errorMessage).foregroundColor(.red)
                        }
                        Button("Login") { viewModel.login() }
                    }
                }
            }
            """
        let fix = try #require(CheckTestSupport.findings(TextFieldErrorInLabel(), source).first?.fix)
        #expect(fix.hasPrefix("if it is the form's error (a failed sign-in the button reports)"), "\(fix)")
        #expect(fix.contains("if it is this field's, append the error to the name while it shows"))
        // Named for the field, it is the field's; with no button after it, nothing says it is the form's.
        let named = source.replacingOccurrences(of: "errorMessage", with: "passwordError")
        #expect(
            CheckTestSupport.findings(TextFieldErrorInLabel(), named).first?.fix?.hasPrefix(
                "append the error to the name") == true)
        let noButton = source.replacingOccurrences(of: "Button(\"Login\") { viewModel.login() }", with: "")
        #expect(noButton != source)
        #expect(
            CheckTestSupport.findings(TextFieldErrorInLabel(), noButton).first?.fix?.hasPrefix(
                "append the error to the name") == true)
    }
}
