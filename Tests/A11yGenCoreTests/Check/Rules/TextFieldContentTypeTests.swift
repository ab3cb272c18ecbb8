import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldContentTypeTests {
    let rule = TextFieldContentType()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aPhoneNumberOnAnEmailFieldIsReportedAtTheContentType() throws {
        let source = """
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.telephoneNumber)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.content-type")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(
            finding.message
                == #".textContentType(.telephoneNumber) asks AutoFill for a phone number, but the TextField "Email" holds email data: people are offered the wrong value"#
        )
        #expect(finding.fix == "use .textContentType(.emailAddress)")
    }

    @Test(arguments: [
        (#"TextField("First name", text: $n).textContentType(.familyName)"#, "use .textContentType(.givenName)"),
        (#"TextField("ZIP code", text: $z).textContentType(.addressCity)"#, "use .textContentType(.postalCode)"),
        (#"TextField("Website", text: $w).textContentType(.password)"#, "use .textContentType(.URL)"),
        (
            #"SecureField("Password", text: $p).textContentType(UITextContentType.emailAddress)"#,
            "use .textContentType(.password)"
        ),
        (
            "VStack {\n    TextField(\"Phone\", text: $phone)\n}\n#if os(iOS)\n.textContentType(.emailAddress)\n#endif",
            "use .textContentType(.telephoneNumber)"
        ),
    ])
    func contentTypesOfOtherDataAreReported(source: String, fix: String) throws {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(try #require(found.first).fix == fix)
    }

    /// What the rule leaves to judgement, and what it cannot know.
    @Test(arguments: [
        #"TextField("Email", text: $e).textContentType(.emailAddress)"#,
        #"TextField("Email", text: $e).textContentType(.username)"#,  // a sign-in by email
        #"SecureField("Password", text: $p).textContentType(.newPassword)"#,  // card 000 names the three
        #"TextField("Name", text: $n).textContentType(.givenName)"#,  // "Name" may ask for one part
        #"TextField("Cardholder name", text: $n).textContentType(.name)"#,
        #"TextField("Street address", text: $s).textContentType(.streetAddressLine1)"#,
        #"TextField("", text: $email).textContentType(.telephoneNumber)"#,  // only the binding says email
        #"TextField("Email", text: $e).textContentType(kind)"#,  // chosen at run time
        #"TextField("Email", text: $e).textContentType(nil)"#,
        #"TextField("Notes", text: $n).textContentType(.flightNumber)"#,  // Notes names no type
        "TextField(\"Email\", text: $e)\n#if DEBUG\n.textContentType(.telephoneNumber)\n#endif",
        "TextField(\"Email\", text: $e)\n#if os(macOS)\n.textContentType(.telephoneNumber)\n#endif\n.textContentType(.emailAddress)",
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    /// rw23 #7: `.password` on a field its own title calls new ("New password", "Confirm password"):
    /// iOS offers a saved password there instead of suggesting a strong one. A note, since card 000
    /// names the three secret types for secure fields; a plain "Password" (a sign-in's, or one a
    /// sign-in and a sign-up share) is left alone.
    @Test func aNewPasswordMarkedAsASavedOneIsANote() throws {
        let found = findings(#"SecureField("New password", text: $p).textContentType(.password)"#)
        let note = try #require(found.first)
        #expect(found.count == 1 && note.severity == .note, "\(found)")
        #expect(note.fix == "use .textContentType(.newPassword) on the new password and on its confirmation")
        #expect(findings(#"SecureField("Confirm password", text: $c).textContentType(.password)"#).count == 1)
        #expect(findings(#"SecureField("Password", text: $p).textContentType(.password)"#).isEmpty)
    }

    /// rw23 #3: a content type a text field style of this file sets is the field's (applied closest to
    /// it): reported at the style with a fix there, and one declared elsewhere leaves a caveat.
    @Test func aStylesContentTypeIsTheFieldsAndIsFixedInTheStyle() throws {
        let style = """
            struct LoginStyle: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration.textContentType(.password)
                }
            }
            """
        let source = style + "\nTextField(\"Username\", text: $name).textFieldStyle(LoginStyle())"
        let found = try #require(findings(source).first)
        #expect(found.line == 3 && found.message.contains("in LoginStyle, which the TextField \"Username\" uses"))
        #expect(found.fix?.hasPrefix("take .textContentType out of LoginStyle") == true, "\(found)")
        let password = style + "\nSecureField(\"Password\", text: $p).textFieldStyle(LoginStyle())"
        #expect(findings(password).isEmpty)
        let unset = CheckTestSupport.findings(
            TextFieldNoUnsetInputTraits(), "SecureField(\"Password\", text: $p).textFieldStyle(LoginStyle())")
        #expect(
            unset.first?.note
                == ".textFieldStyle(LoginStyle()) is defined elsewhere; this applies unless it sets .textContentType")
        #expect(CheckTestSupport.findings(TextFieldNoUnsetInputTraits(), password).isEmpty)
    }

    /// The fix must compile: a type newer than the file's minimum OS is not asked for.
    /// rw11 review: `.name` on "First name" fills the whole name into the field for one part of it.
    /// A note (some forms so label one field for both); the reverse stays left alone.
    @Test func aFullNameOnPartOfANameIsANote() throws {
        let finding = try #require(findings(#"TextField("First name", text: $n).textContentType(.name)"#).first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("asks AutoFill for a full name"))
        #expect(finding.fix == "use .textContentType(.givenName)")
        #expect(
            findings(#"TextField("Surname", text: $n).textContentType(.name)"#).first?.fix
                == "use .textContentType(.familyName)")
        // Only where the words people see say the part: a binding alone is too weak a witness.
        #expect(findings(#"TextField("", text: $firstName).textContentType(.name)"#).isEmpty)
    }

    @Test func theRightTypeMustExistAtTheMinimumOS() {
        let field = """
            SecureField("Security code", text: $cvv)
                .keyboardType(.numberPad)
                .textContentType(.password)
            """
        #expect(findings("// Platforms: iOS 16.0\n" + field).isEmpty)
        #expect(
            findings("// Platforms: iOS 17.0\n" + field).map(\.fix) == ["use .textContentType(.creditCardSecurityCode)"]
        )
    }

    @Test func kindsDecideWhatConflicts() {
        #expect(TextFieldContentType.conflict(.emailAddress, .telephoneNumber))
        #expect(TextFieldContentType.conflict(.givenName, .familyName))
        #expect(TextFieldContentType.conflict(.postalCode, .addressCity))
        #expect(!TextFieldContentType.conflict(.emailAddress, .username))
        #expect(!TextFieldContentType.conflict(.newPassword, .oneTimeCode))
        #expect(!TextFieldContentType.conflict(.name, .givenName))
        #expect(!TextFieldContentType.conflict(.creditCardName, .name))
        #expect(!TextFieldContentType.conflict(.addressCity, .addressCityAndState))
        // A type in no kind says nothing either way.
        #expect(!TextFieldContentType.conflict(.flightNumber, .emailAddress))
        #expect(!TextFieldContentType.conflict(.emailAddress, .birthdate))
    }

    /// The other input-trait rules read a mismatched content type as the mistake it is: the name
    /// still says what the field holds, so the email keyboard is not reported as wrong for a phone.
    @Test func theKeyboardRuleStillGoesByTheName() {
        let source = """
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.telephoneNumber)
            """
        let all = CheckEngine().check(path: "x.swift", bytes: Array(source.utf8)).findings.map(\.rule)
        #expect(all == ["text-field.content-type"])
    }
}
