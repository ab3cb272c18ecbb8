import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoControlTypeInLabelTests {
    let rule = TextFieldNoControlTypeInLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test(arguments: [
        (#"TextField("Email text field", text: $email)"#, #"write "Email" instead"#),
        (#"SecureField("Password field", text: $password)"#, #"write "Password" instead"#),
        (#"TextField("Email Textfield:", text: $email)"#, #"write "Email" instead"#),
        (#"TextField("", text: $zip).accessibilityLabel("ZIP code text field")"#, #"write "ZIP code" instead"#),
        (#"TextField("", text: $q).accessibilityLabel(Text("Search field"))"#, #"write "Search" instead"#),
        (##"SwiftUI.TextField(#"Name input field"#, text: $n)"##, #"write "Name" instead"#),
        (#"TextField(text: $email) { Text("Email text field") }"#, #"write "Email" instead"#),
        (#"LabeledContent("Full name text box") { TextField("", text: $name) }"#, #"write "Full name" instead"#),
        // Other languages: the field test's "Passwort-Eingabefeld" went unreported.
        (#"SecureField("", text: $pw).accessibilityLabel("Passwort-Eingabefeld")"#, #"write "Passwort" instead"#),
        (#"TextField("E-Mail Textfeld", text: $mail)"#, #"write "E-Mail" instead"#),
        (#"TextField("Correo campo de texto", text: $correo)"#, #"write "Correo" instead"#),
        (#"TextField("Adresse e-mail, champ de texte", text: $mail)"#, #"write "Adresse e-mail" instead"#),
        (#"TextField("メールアドレステキストフィールド", text: $mail)"#, #"write "メールアドレス" instead"#),
        (
            #"LabeledContent("Text field") { VStack { SecureField("", text: $p) } }"#,
            "name what the field is for instead of the control type"
        ),
        // Found in real code: a helper on every TextField that names them all "Text Field".
        (
            "extension TextField {\n    func withIcon(_ icon: String) -> some View {\n        HStack { Image(systemName: icon); self.accessibilityLabel(Text(\"Text Field\")) }\n    }\n}",
            "name what the field is for instead of the control type"
        ),
        (
            "extension SecureField where Label == Text {\n    var named: some View { self.accessibilityLabel(\"PIN input field\") }\n}",
            #"write "PIN" instead"#
        ),
    ])
    func namesEndingInTheControlTypeAreReported(source: String, fix: String) throws {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-control-type-in-label")
        #expect(finding.fix == fix)
        #expect(!finding.dependsOnOtherFiles)
    }

    @Test func aLabelUnderIfCanImportStillCounts() {
        let source = """
            TextField("", text: $email)
                #if canImport(UIKit)
                    .keyboardType(.emailAddress)
                    .accessibilityLabel("Email text field")
                #endif
            """
        #expect(findings(source).count == 1)
    }

    @Test func aCustomFieldSaysItDependsOnAnotherFile() throws {
        let finding = try #require(findings(#"EmailField(text: $e).accessibilityLabel("Email text field")"#).first)
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains("EmailField") == true)
        // The field test's `InputView(text: $loginModel.email, …).accessibilityLabel("Email input field")`.
        let input = #"InputView(text: $model.email, title: "Email").accessibilityLabel("Email input field")"#
        #expect(try #require(findings(input).first).note?.contains("InputView") == true)
        #expect(findings(#"Card(text: model.bio).accessibilityLabel("Bio text field")"#).isEmpty)
    }

    @Test(arguments: [
        #"TextField(text: $email) { Text(title) }"#,  // a label built at run time is left alone
        #"TextField(text: $email, prompt: Text("Email text field")) { Text("Email") }"#,
        #"TextField("Email text field", text: $email).accessibilityLabel("Email")"#,
        #"TextField("Subtext field", text: $x)"#,
        #"TextField("Kontextfeld", text: $x)"#,  // "textfeld" inside a word
        #"TextField("Context field", text: $x)"#,
        #"TextField("login.email.textfield", text: $x)"#,
        "#if false\nTextField(\"Email text field\", text: $x)\n#endif",
        #"TextField("Email", text: $email, prompt: Text("your text field"))"#,
        #"TextField(title, text: $x)"#,
        #"TextField("Email \(kind) text field", text: $x)"#,
        #"Text("Email text field")"#,
        #"Button("Clear text field") { clear() }"#,
        #"Image(systemName: "magnifyingglass").accessibilityLabel("Search field")"#,
        #"LabeledContent("Search field", value: query)"#,
        #"LabeledContent("Search field") { Text(query) }"#,
        #"Card().accessibilityLabel("Email text field")"#,
        // `self` in an extension of another view is that view, not a field.
        "extension Button {\n    var named: some View { self.accessibilityLabel(\"Text field\") }\n}",
        "// TextField(\"Email text field\", text: $email)\nText(\"x\")",
        #"Text("TextField(\"Email text field\", text: $email)")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// A label built at run time is read by its literal end, and the fix keeps the interpolation;
    /// a Group passes its label to the field inside (the field test's two misses).
    @Test func aBuiltLabelAndAGroupLabelAreRead() throws {
        let built = findings(
            """
            HStack {
                TextField("", text: $text)
            }
            .accessibilityElement()
            .accessibilityLabel("\\(title) Text field")
            """)
        let finding = try #require(built.first)
        #expect(built.count == 1)
        #expect(
            finding.message.hasPrefix(#"the .accessibilityLabel on the HStack around the field "\(title) Text field""#))
        #expect(finding.fix == #"write "\(title)" instead"#)
        #expect(
            findings(
                """
                Group { SecureField("", text: $password) }
                    .accessibilityLabel("Password Text Field")
                """
            ).count == 1)
        // Not one element: the stack's label does not name the field.
        #expect(
            findings(
                """
                HStack { TextField("", text: $text) }
                    .accessibilityLabel("\\(title) Text field")
                """
            ).isEmpty)
        #expect(findings(#"TextField("", text: $t).accessibilityLabel("\(title), required")"#).isEmpty)
    }
}
