import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldKeyboardTypeTests {
    let rule = TextFieldKeyboardType()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aNumberPadOnAnEmailFieldIsReportedAtTheKeyboard() throws {
        let source = """
            TextField("Email", text: $email)
                .keyboardType(.numberPad)
                .textContentType(.emailAddress)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.keyboard-type")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message
                == #".keyboardType(.numberPad) has no letters, but the TextField "Email" holds email data: people cannot type a valid value"#
        )
        #expect(finding.fix == "use .keyboardType(.emailAddress)")
    }

    @Test(arguments: [
        (
            #"SecureField("Password", text: $p).keyboardType(.numberPad).textContentType(.password)"#,
            "remove .keyboardType(.numberPad); the default keyboard types password data"
        ),
        (#"TextField("Username", text: $u).keyboardType(.phonePad)"#, "use .keyboardType(.asciiCapable)"),
        (
            #"TextField("City", text: $c).keyboardType(UIKeyboardType.decimalPad)"#,
            "remove .keyboardType(.decimalPad); the default keyboard types city data"
        ),
        (
            "VStack {\n    TextField(\"Website\", text: $site)\n}\n#if os(iOS)\n.keyboardType(.asciiCapableNumberPad)\n#endif",
            "use .keyboardType(.URL)"
        ),
    ])
    func padsWithoutLettersOnLetterDataAreReported(source: String, fix: String) throws {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(try #require(found.first).fix == fix)
    }

    @Test(arguments: [
        #"TextField("Email", text: $e).keyboardType(.emailAddress)"#,
        // Letters can type digits: a judgement, not a contradiction.
        #"TextField("Amount", text: $a).keyboardType(.default)"#,
        #"TextField("Quantity", text: $q).keyboardType(.emailAddress)"#,
        // One pad for another (national phone numbers), digit data typed with separators.
        #"TextField("Phone", text: $p).keyboardType(.numberPad)"#,
        #"TextField("Expiry", text: $e).keyboardType(.numberPad)"#,
        // Postal codes are digits in some regions.
        #"TextField("ZIP code", text: $z).keyboardType(.numberPad)"#,
        #"SecureField("PIN", text: $pin).keyboardType(.numberPad)"#,
        // Free text says nothing about the data.
        #"TextField("Notes", text: $n).keyboardType(.numberPad)"#,
        #"TextField("Apartment", text: $apartment).keyboardType(.numberPad)"#,
        // The innermost keyboard wins; a macOS-only or unknown condition.
        #"VStack { TextField("Email", text: $e).keyboardType(.emailAddress) }.keyboardType(.numberPad)"#,
        "TextField(\"Email\", text: $e)\n#if os(macOS)\n.keyboardType(.numberPad)\n#endif",
        "TextField(\"Email\", text: $e)\n#if DEBUG\n.keyboardType(.numberPad)\n#endif",
        #"TextField("Email", text: $e).keyboardType(pad)"#,
        "import AppKit\nTextField(\"Email\", text: $e).keyboardType(.numberPad)",
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test func lettersAreNeededExactlyWhereTheTableGivesALetterKeyboard() {
        #expect(TextFieldKeyboardType.needsLetters(.email))
        #expect(TextFieldKeyboardType.needsLetters(.password))
        #expect(!TextFieldKeyboardType.needsLetters(.postalCode))
        #expect(!TextFieldKeyboardType.needsLetters(.phone))
        #expect(!TextFieldKeyboardType.needsLetters(.text))
        #expect(!TextFieldKeyboardType.needsLetters(.creditCardExpiration))
        #expect(!TextFieldKeyboardType.needsLetters(.currency))
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }

    /// Found in a design system's phone field (OversizeUI): `.phonePad` on `$phone` under
    /// `.textContentType(.nickname)` was told to go ("holds nickname data"). The pad fits the data the
    /// binding names; the content type is the mistake, which text-field.content-type reports.
    @Test func aPadThatFitsTheBindingIsNotBlamedForAWrongContentType() throws {
        let source = """
            TextField("+1 (000) 000 0000", text: $phone)
                .keyboardType(.phonePad)
                .textContentType(.nickname)
            """
        #expect(findings(source).isEmpty)
        let contentType = CheckTestSupport.findings(TextFieldContentType(), source)
        let finding = try #require(contentType.first)
        #expect(finding.line == 3 && finding.fix == "use .textContentType(.telephoneNumber)")
        #expect(
            finding.message.contains("asks AutoFill for a nickname, but the TextField bound to $phone holds phone data")
        )
    }

    /// A currency amount on the number pad: the decimal pad is the fix, and since it has no Return to
    /// commit a value:formatter: edit, the fix says so (rw11 review: it did not, where
    /// text-field.no-unset-input-traits does).
    @Test func aFractionOnAPadWithoutASeparatorIsToldAboutReturn() throws {
        let source = """
            TextField("Bill amount", value: $bill, format: .currency(code: "EUR"))
                .keyboardType(.numberPad)
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("has no decimal separator"))
        #expect(
            finding.fix
                == "use .keyboardType(.decimalPad); it has no Return key to commit a value:format: edit, so bind the text and read the number from it (as `a11y-gen field --type currency` does)"
        )
    }

    /// rw16 review (nafidhalbasayra): `SecureField("1234", text: $viewModel.password)` on a number pad
    /// collects a numeric password; removing the pad would make everyone switch keyboards. A title in
    /// words, or a mask, still gets the finding.
    @Test func aPasswordShownAsDigitsKeepsItsNumberPad() {
        #expect(findings(#"SecureField("1234", text: $viewModel.password).keyboardType(.numberPad)"#).isEmpty)
        #expect(findings(#"TextField("1234", text: $password).keyboardType(.numberPad)"#).isEmpty)
        #expect(findings(#"SecureField("Password", text: $password).keyboardType(.numberPad)"#).count == 1)
        #expect(findings(#"SecureField("••••", text: $password).keyboardType(.numberPad)"#).count == 1)
    }

    /// A title pasted from another field ("Name: ") over `$tipAmount` with the decimal pad an amount
    /// gets: two witnesses against one, the pad stays (rw19). A binding that names nothing, or data
    /// that pad does not fit, leaves the title to decide.
    @Test func aBindingAndItsOwnPadOutweighATitle() {
        let pasted = findings(#"TextField("Name: ", text: $tipAmount).keyboardType(.decimalPad)"#)
        #expect(pasted.count == 1)
        #expect(
            pasted.first?.fix?.hasPrefix(
                "retitle the field after the currency data it holds and keep .keyboardType(.decimalPad)") == true,
            "\(pasted)")
        #expect(findings(#"TextField("Name: ", text: $value).keyboardType(.decimalPad)"#).count == 1)
        #expect(findings(#"TextField("Email", text: $phone).keyboardType(.decimalPad)"#).count == 1)
    }
}
