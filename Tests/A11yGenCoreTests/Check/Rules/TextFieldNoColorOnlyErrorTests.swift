import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoColorOnlyErrorTests {
    let rule = TextFieldNoColorOnlyError()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aValidityColorWithNoErrorTextIsReportedAtTheModifier() throws {
        let source = """
            struct V: View {
                @State private var isValid = true
                var body: some View {
                    TextField("Email", text: $email)
                        .border(isValid ? .gray : .red)
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-color-only-error")
        #expect((finding.line, finding.column) == (5, 13))
        #expect(finding.message.contains("color alone (.border decided by isValid)"))
        #expect(finding.fix?.hasPrefix("show the error as text under the field") == true)
        #expect(finding.dependsOnOtherFiles == false, "isValid is the view's own @State")
    }

    @Test func stateOwnedElsewhereGivesANote() throws {
        let finding = try #require(findings(#"TextField("Z", text: $zip).border(zipIsValid ? .gray : .red)"#).first)
        #expect(finding.note?.hasPrefix("zipIsValid may be read by a view in another file") == true)
    }

    @Test(arguments: [
        #"TextField("ZIP", text: $zip).foregroundStyle(zipError != nil ? .red : .primary)"#,
        #"SecureField("P", text: $p).overlay(RoundedRectangle(cornerRadius: 8).stroke(passwordIsValid ? Color.gray : Color.red))"#,
        #"TextField("C", text: $c).background(hasError ? Color.red.opacity(0.2) : Color.clear)"#,
        """
        TextField("Code", text: $code)
            #if os(iOS)
                .foregroundColor(hasError ? .red : .primary)
            #endif
        """,
        """
        VStack {
            TextField("Name", text: $name).border(nameInvalid ? .red : .gray)
            Button("Save") { nameInvalid = name.isEmpty }
        }
        """,
        // A status icon beside the field, the same symbol either way: only its color changes.
        """
        HStack {
            TextField("Email", text: $email)
            Image(systemName: "checkmark.circle").foregroundColor(isValid ? .green : .red)
        }
        """,
        """
        ZStack(alignment: .trailing) {
            SecureField("Passphrase", text: $key)
            Image(systemName: "circle.fill").foregroundStyle(keyIsValid ? Color.green : Color.red)
        }
        """,
    ])
    func colorOnlyErrorsAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        """
        VStack {
            TextField("Email", text: $email).border(emailError == nil ? .gray : .red)
            if let emailError { Label(emailError, systemImage: "exclamationmark.triangle.fill") }
        }
        """,
        """
        VStack {
            TextField("ZIP", text: $zip).border(isValid ? .gray : .red)
            if !isValid { Text("Enter a 5-digit ZIP code.") }
        }
        """,
        """
        VStack {
            TextField("ZIP", text: $zip).border(isValid ? .gray : .red)
            Text("Invalid ZIP code").opacity(isValid ? 0 : 1)
        }
        """,
        #"TextField("Name", text: $name).border(isFocused ? Color.accentColor : .secondary)"#,
        #"TextField("Name", text: $name).border(Color.secondary)"#,
        """
        VStack {
            TextField("U", text: $u).border(usernameError == nil ? .gray : .red)
            FieldMessage(text: usernameError)
        }
        """,
        #"TextField("N", text: $n).foregroundStyle(nameError == nil ? .primary : .red).alert(nameError ?? "", isPresented: $shows) {}"#,
        """
        extension V {
            var field: some View { TextField("N", text: $n).border(isValid ? .gray : .red) }
        }
        """,
        #"Text("Status").foregroundStyle(hasError ? .red : .primary)"#,
        """
        struct V: View {
            var body: some View { TextField("N", text: $n).border(isValid ? .gray : .red) }
            var message: some View { Text(nameError ?? "") }
        }
        """,
        // Its symbol changes with the state: a shape, not color alone.
        """
        HStack {
            TextField("Email", text: $email)
            Image(systemName: isValid ? "checkmark.circle" : "xmark.circle").foregroundColor(isValid ? .green : .red)
        }
        """,
        // Colored by something other than validity, or with the error in words below.
        """
        HStack {
            TextField("Email", text: $email)
            Image(systemName: "envelope").foregroundStyle(isFocused ? Color.accentColor : .secondary)
        }
        """,
        """
        VStack {
            HStack {
                TextField("Email", text: $email)
                Image(systemName: "circle.fill").foregroundColor(isValid ? .green : .red)
            }
            if !isValid { Text("Enter an email address such as name@example.com.") }
        }
        """,
        // Review (2026-12-06): a "checking" spinner, an icon that appears (clear, or an opacity on the
        // state), a symbol held in a property or varied on the state, and one icon beside two fields.
        #"HStack { TextField("Email", text: $email); Image(systemName: "arrow.2.circlepath").foregroundStyle(isValidating ? .blue : .gray) }"#,
        #"HStack { TextField("Email", text: $email); Image(systemName: "exclamationmark.triangle").foregroundStyle(emailIsValid ? .clear : .red) }"#,
        #"HStack { TextField("Email", text: $email); Image(systemName: "exclamationmark.triangle").foregroundStyle(emailIsValid ? .green : .red).opacity(emailIsValid ? 0 : 1) }"#,
        #"HStack { TextField("Email", text: $email); Image(systemName: statusSymbol).foregroundStyle(emailIsValid ? .green : .red) }"#,
        #"HStack { TextField("Email", text: $email); Image(systemName: "checkmark.circle").symbolVariant(emailIsValid ? .fill : .slash).foregroundStyle(emailIsValid ? .green : .red) }"#,
        #"HStack { TextField("City", text: $city); TextField("Email", text: $email); Image(systemName: "circle.fill").foregroundStyle(emailIsValid ? .green : .red) }"#,
        // Beside the field's column, not its row.
        """
        VStack {
            TextField("Email", text: $email)
            Image(systemName: "circle.fill").foregroundColor(isValid ? .green : .red)
        }
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
