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
        #expect(code.contains("let value = asciiDigits(zipCode.trimmingCharacters(in: .whitespacesAndNewlines))"))
        // A snippet nests the function in its message function: two pasted snippets never clash.
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
        #expect(code.contains("zipCode: asciiDigits(zipCode.trimmingCharacters(in: .whitespacesAndNewlines))"))
        #expect(code.contains("phone: asciiDigits(phone.trimmingCharacters(in: .whitespacesAndNewlines))"))
        // A PIN is a secure field on the ASCII pad, which types 0-9 only, and an email takes letters:
        // nothing to fold.
        #expect(code.contains("pin: pin,"))
        #expect(code.contains("email: email.trimmingCharacters(in: .whitespacesAndNewlines)"))
        let problems = try CompileHarness.checkForms([("folding digits", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
        let plan = try Inference.plan(Self.zip)
        #expect(plan.decisions.contains { $0.aspect == "digits" && $0.rules.contains(.keyboardType) })
    }
}
