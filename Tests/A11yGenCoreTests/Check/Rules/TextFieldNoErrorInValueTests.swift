import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoErrorInValueTests {
    let rule = TextFieldNoErrorInValue()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anErrorInTheValueIsReportedAtTheModifier() throws {
        let source = """
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .accessibilityValue(emailError ?? email)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-error-in-value")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.contains("(emailError)"))
        #expect(finding.message.contains("replaces the typed text"))
        #expect(finding.fix?.hasPrefix("remove .accessibilityValue(emailError ?? email)") == true)
        #expect(finding.dependsOnOtherFiles == false)
    }

    @Test(arguments: [
        #"SecureField("PIN", text: $pin).accessibilityValue(isInvalid ? "Invalid PIN" : "")"#,
        #"TextField("ZIP", text: $zip).accessibilityValue(Text(errors[.zip] ?? zip))"#,
        #"TextField("ZIP", text: $zip).accessibilityValue("\(zip), \(zipError ?? "")")"#,
        #"TextField("Name", text: $name).accessibilityValue("Error: name is required")"#,
        """
        VStack {
            TextField("City", text: $city)
            if let cityError { Text(cityError) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(cityError ?? "")
        """,
        """
        LabeledContent("Street") { TextField("", text: $street) }
            #if os(iOS)
                .accessibilityValue(validationMessage ?? street)
            #endif
        """,
    ])
    func errorsInTheValueAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test func aCustomFieldIsReportedWithANote() throws {
        let finding = try #require(findings(#"EmailField("Email").accessibilityValue(emailError ?? "")"#).first)
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains("EmailField is defined in another file") == true)
    }

    @Test(arguments: [
        #"TextField("Email", text: $email).accessibilityLabel(emailError.map { "Email, \($0)" } ?? "Email")"#,
        #"SecureField("PIN", text: $pin).accessibilityValue("\(pin.count) of 6 digits")"#,
        #"TextField("Name", text: $name).accessibilityValue(nameError == nil ? name : "")"#,
        #"TextField("Name", text: $name).accessibilityValue(name)"#,
        #"TextField("Message", text: $chatMessage).accessibilityValue(chatMessage)"#,
        #"ProgressView(value: p).accessibilityValue(uploadError ?? "Uploading")"#,
        #"HStack { Text("Sync") }.accessibilityValue(syncError ?? "Up to date")"#,
        #"Slider(value: $v).accessibilityValue(isValid ? "ok" : "Invalid")"#,
        #"// TextField("Email", text: $email).accessibilityValue(emailError ?? "")"#,
        #"Text("TextField(\"E\", text: $e).accessibilityValue(emailError)")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
