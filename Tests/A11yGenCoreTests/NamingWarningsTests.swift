import Testing

@testable import A11yGenCore

/// Names people cannot tell apart or say (the seventeenth audit): a label of symbols only, and two
/// fields of one form with one name. Each is a warning, located, with what to write instead; the
/// code is still generated.
@Suite struct NamingWarningsTests {
    @Test(arguments: ["📧", "→", "***", "⭐️⭐️"])
    func aLabelWithoutWordsIsSaid(label: String) throws {
        let plan = try Inference.plan(TestSupport.spec(.email, label))
        let warning = try #require(plan.warnings.first { $0.code == "label-without-words" })
        #expect(warning.location == "$.label")
        #expect(warning.suggestion?.contains("words") == true)
    }

    @Test(arguments: ["Email", "E-mail 2", "電話番号", "1", "Année"])
    func aLabelWithWordsOrDigitsIsNot(label: String) throws {
        let plan = try Inference.plan(TestSupport.spec(.text, label))
        #expect(!plan.warnings.contains { $0.code == "label-without-words" })
    }

    /// axr18 #7: a consent label with a Markdown link is shown and spoken as written.
    @Test func aLabelWithAMarkdownLinkIsSaid() throws {
        let plan = try Inference.plan(
            TestSupport.spec(.toggle, "I agree to the [terms](https://example.com/terms)") {
                $0.validation.required = true
            })
        let warning = try #require(plan.warnings.first { $0.code == "label-has-link" })
        #expect(warning.location == "$.label")
        #expect(warning.suggestion?.contains("Link") == true)
        for plain in ["I agree to the terms", "Size [cm]", "Notes (optional)", "[Draft] title"] {
            let other = try Inference.plan(TestSupport.spec(.text, plain))
            #expect(!other.warnings.contains { $0.code == "label-has-link" }, "\(plain)")
        }
    }

    @Test func twoFieldsWithOneNameAreSaidOnceAtTheSecond() throws {
        let result = try FormTests.form(
            #"{"name": "F", "title": "Sign up", "fields": [{"label": "Email", "type": "email"}, {"label": "email", "name": "confirmEmail", "type": "email"}, {"label": "Email", "name": "third", "type": "email"}]}"#
        ).get()
        let warnings = result.warnings.filter { $0.code == "duplicate-label" }
        #expect(warnings.map(\.location) == ["$.fields[1].label", "$.fields[2].label"])
        #expect(warnings.allSatisfy { $0.message.contains("$.fields[0]") })
        #expect(warnings.first?.suggestion?.contains("Confirm email") == true)
        // Distinct names say nothing.
        let distinct = try FormTests.form(
            #"{"name": "F", "title": "Sign up", "fields": [{"label": "Email", "type": "email"}, {"label": "Confirm email", "type": "email"}]}"#
        ).get()
        #expect(!distinct.warnings.contains { $0.code == "duplicate-label" })
    }
}
