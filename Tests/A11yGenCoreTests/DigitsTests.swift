import Foundation
import Testing

@testable import A11yGenCore

/// A text field on a pad or a numbers-and-punctuation keyboard gets the digits the device writes:
/// ١٢٣ with Arabic-Indic numerals, ۱۲۳ in Persian, १२३ in Devanagari. A `[0-9]` check refused them
/// with "Enter a 5 or 9 digit ZIP code." though that is what was typed (axr18 #1). The check reads
/// them as 0-9, and a form submits them so. These tests run the generated function.
@Suite struct DigitsTests {
    static let zip = TestSupport.spec(.postalCode, "ZIP code") {
        $0.locale = "en_US"
        $0.validation.required = true
        $0.validation.pattern = "^[0-9]{5}(-[0-9]{4})?$"
        $0.validation.patternMessage = "Enter a 5 or 9 digit ZIP code."
    }

    @Test func theCheckReadsEveryScriptsDigitsAsAscii() throws {
        let result = try TestSupport.generate(Self.zip)
        #expect(result.plan.keyboard == .numbersAndPunctuation && result.plan.foldsDigits)
        let code = result.code
        // The check reads the field's value property, which a caller reads too (rev47: a snippet's
        // text kept the device's digits when only its check folded them).
        #expect(code.contains("let value = zipCodeValue"))
        #expect(code.contains("    return asciiDigits(zipCode.trimmingCharacters(in: .whitespacesAndNewlines))"))
        // A snippet nests the function in its value property: two pasted snippets never clash.
        #expect(code.contains("\n    func asciiDigits(_ text: String) -> String {"), "\(code)")
        #expect(!code.contains("private func asciiDigits"))
        let start = try #require(code.range(of: "    func asciiDigits(_ text: String) -> String {"))
        let end = try #require(code.range(of: "\n    }\n", range: start.upperBound..<code.endIndex))
        let function = String(code[start.lowerBound..<end.upperBound])
        let pattern = SwiftLiteral.regex(Renderer.wholeValue(Self.zip.validation.pattern!))
        let cases: [(typed: String, folded: String, passes: Bool)] = [
            ("٩٤١٠٣", "94103", true), ("٩٤١٠٣-١٢٣٤", "94103-1234", true), ("۹۴۱۰۳", "94103", true),
            ("९४१०३", "94103", true), ("９４１０３", "94103", true), ("94103", "94103", true),
            ("٩٤١٠", "9410", false), ("abcde", "abcde", false), ("½", "½", false),
        ]
        var program = "import Foundation\n\n" + function + "\n\nvar failures = 0\n"
        for (typed, folded, passes) in cases {
            program += """
                if asciiDigits(\(SwiftLiteral.string(typed))) != \(SwiftLiteral.string(folded)) {
                    print("\(typed): folded to \\(asciiDigits(\(SwiftLiteral.string(typed))))")
                    failures += 1
                }
                if (asciiDigits(\(SwiftLiteral.string(typed))).range(of: \(pattern), options: .regularExpression) != nil) != \(passes) {
                    print("\(typed): the check does not say \(passes)")
                    failures += 1
                }

                """
        }
        program += "exit(failures == 0 ? 0 : 1)\n"
        switch try CompileHarness.buildAndRun(program) {
        case .doesNotCompile(let log): Issue.record("the generated function does not compile:\n\(log)\n\(program)")
        case .ran(let status, let output): #expect(status == 0, "\(output)\n\(program)")
        }
    }

    @Test func aFormChecksAndSubmitsTheFoldedDigitsAndDeclaresTheFunctionOnce() throws {
        let json = """
            {"name": "AddressForm", "title": "Address", "platforms": ["ios"], "locale": "en_US",
             "fields": [
               {"label": "ZIP code", "type": "postal-code", "validation": {"required": true, "pattern": "^[0-9]{5}(-[0-9]{4})?$", "patternMessage": "Enter a 5 or 9 digit ZIP code."}},
               {"label": "Phone", "type": "phone"},
               {"label": "PIN", "type": "pin", "validation": {"required": true}},
               {"label": "Email", "type": "email"}
             ]}
            """
        let result = try FormTests.form(json).get()
        let code = result.code
        func count(_ text: String) -> Int { code.components(separatedBy: text).count - 1 }
        #expect(count("private func asciiDigits(_ text: String) -> String {") == 1)
        #expect(count("func asciiDigits(") == 1, "no copy nested in a field's check as well")
        #expect(code.contains("zipCode: zipCodeValue"))
        #expect(code.contains("phone: phoneValue"))
        #expect(code.contains("    asciiDigits(zipCode.trimmingCharacters(in: .whitespacesAndNewlines))"))
        // A PIN is a secure field on the ASCII pad, which types 0-9 only, and an email takes letters:
        // nothing to fold.
        #expect(code.contains("pin: pin,"))
        #expect(code.contains("email: email.trimmingCharacters(in: .whitespacesAndNewlines)"))
        let problems = try CompileHarness.checkForms([("folding digits", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
        let plan = try Inference.plan(Self.zip)
        #expect(plan.decisions.contains { $0.aspect == "digits" && $0.rules.contains(.keyboardType) })
    }

    /// A field named like the function still reads its own text, and a form refuses the name; a
    /// field on no keyboard a11y-gen sets (the Mac) with a pattern of ASCII digits folds them too.
    @Test func aFieldNamedAsciiDigitsAndAMacFieldBothFold() throws {
        let named = try TestSupport.generate(
            TestSupport.spec(.phone, "Ascii digits") { $0.validation.required = true })
        #expect(named.code.contains("return asciiDigits(self.asciiDigits.trimmingCharacters("), "\(named.code)")
        let problems = try CompileHarness.checkFields([
            ("field named asciiDigits", named.plan, Renderer().render(named.plan))
        ])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
        let mac = try Inference.plan(
            TestSupport.spec(.text, "Code") {
                $0.deployment = Deployment(platforms: [.macos], minimums: [.macos: OSVersion(14)])
                $0.validation.pattern = "^[0-9]{6}$"
                $0.validation.patternMessage = "Enter six digits."
            })
        #expect(mac.keyboard == nil && mac.foldsDigits)
    }
}
