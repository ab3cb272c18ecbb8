import Foundation
import Testing

@testable import A11yGenCore

/// A number field's value is read from what people typed (policy.numbers-typed-as-text), and only a
/// text that is one number counts: a format style's parse() reads the number a text starts with and
/// ignores the rest ("12abc" is 12, "12.5" in an integer field is 12, "1,2,3" is 1), which would show
/// no error and submit a value nobody typed. These tests run the generated value property itself,
/// compiled with this toolchain's Foundation, in several locales.
@Suite struct NumberValueTests {
    /// What each kind of field must make of each text, per locale; nil is "not a number" (the field
    /// then says "Enter … as a number.").
    static let cases: [(kind: NumberKind, locale: String, text: String, value: String?)] = [
        // Integers: whole text only.
        (.integer, "en_US", "12", "12"), (.integer, "en_US", "1,000", "1000"), (.integer, "en_US", "-40", "-40"),
        (.integer, "en_US", "+7", "7"), (.integer, "en_US", "12.5", nil), (.integer, "en_US", "25 years", nil),
        (.integer, "en_US", "12abc", nil), (.integer, "en_US", "1e3", nil), (.integer, "en_US", "1,2,3", nil),
        (.integer, "en_US", "1,00", nil), (.integer, "en_US", "", nil), (.integer, "en_US", "-", nil),
        (.integer, "de_DE", "1.000", "1000"), (.integer, "de_DE", "12,5", nil), (.integer, "de_DE", "12.5", nil),
        (.integer, "en_IN", "1,00,000", "100000"),
        // Decimals: one decimal separator, the locale's.
        (.decimal, "en_US", "12.5", "12.5"), (.decimal, "en_US", "1,000.25", "1000.25"),
        (.decimal, "en_US", "0.5", "0.5"),
        (.decimal, "en_US", ".5", "0.5"), (.decimal, "en_US", "-0.25", "-0.25"), (.decimal, "en_US", "12.5.6", nil),
        (.decimal, "en_US", "12abc", nil), (.decimal, "en_US", "1e3", nil), (.decimal, "de_DE", "12,5", "12.5"),
        (.decimal, "de_DE", "1.000,5", "1000.5"), (.decimal, "de_DE", "12.5", nil), (.decimal, "de_DE", "12,5,6", nil),
        (.decimal, "fr_FR", "1 000,5", "1000.5"),
        // Currency: the same, with the currency symbol where the person writes it.
        (.currency, "en_US", "12.50", "12.5"), (.currency, "en_US", "$12.50", "12.5"),
        (.currency, "en_US", "1,200", "1200"),
        (.currency, "en_US", "12.50 USD", nil), (.currency, "en_US", "12.5.0", nil),
        (.currency, "de_DE", "12,50", "12.5"),
        (.currency, "de_DE", "12,50 €", "12.5"), (.currency, "de_DE", "12.5", nil),
        (.currency, "de_DE", "12 Euro", nil),
    ]

    /// Yen and won have no minor unit: the field takes the number pad and a whole amount only
    /// (found by an accessibility review: `1000.5` yen was accepted, and the pad showed a decimal key).
    static let wholeAmounts: [(locale: String, text: String, value: String?)] = [
        ("ja_JP", "1000", "1000"), ("ja_JP", "1,000", "1000"), ("ja_JP", "¥1,000", "1000"), ("ja_JP", "1000.5", nil),
        ("ja_JP", "1,000.50", nil), ("ja_JP", ".5", nil), ("ko_KR", "50,000", "50000"), ("ko_KR", "50000.0", nil),
    ]

    /// The generated `<name>Value` property, made a function of the text and the locale (the code
    /// reads `.autoupdatingCurrent`, which a test cannot set).
    static func valueFunction(_ kind: NumberKind, code: String = "USD", locale: String = "en_US") throws -> String {
        let type: DataType = kind == .integer ? .integer : kind == .decimal ? .decimal : .currency
        let spec = TestSupport.spec(type, "Amount") {
            $0.locale = locale
            $0.currencyCode = kind == .currency ? code : nil
        }
        let code = Renderer().render(try Inference.plan(spec)).functions.joined(separator: "\n")
        let start = try #require(code.range(of: "private var amountValue: "))
        let end = try #require(code.range(of: "\n}\n", range: start.upperBound..<code.endIndex))
        let property = String(code[start.lowerBound..<end.upperBound])
        let signature = try #require(property.range(of: "private var amountValue: \(kind.swiftType)? {"))
        return
            property
            .replacingCharacters(
                in: signature, with: "func \(kind)Value(_ amount: String, _ testLocale: Locale) -> \(kind.swiftType)? {"
            )
            .replacingOccurrences(of: ".autoupdatingCurrent", with: "testLocale")
    }

    @Test func onlyATextThatIsOneNumberHasAValue() throws {
        // The currency cases use the field's code in each locale, as a German price field would say EUR.
        var program = "import Foundation\n\n"
        for kind in [NumberKind.integer, .decimal, .currency] { program += try Self.valueFunction(kind) + "\n" }
        program = program.replacingOccurrences(
            of: "code: \"USD\"", with: "code: testLocale.currency?.identifier ?? \"USD\"")
        program += "var failures = 0\n"
        for (kind, locale, text, expected) in Self.cases {
            let call = "\(kind)Value(\(SwiftLiteral.string(text)), Locale(identifier: \"\(locale)\"))"
            let want = expected.map { "\"\($0)\"" } ?? "nil"
            program += """
                do {
                    let got = \(call).map { "\\($0)" }
                    if got != \(want) {
                        print("\(kind) \(locale) \(SwiftLiteral.string(text).dropFirst().dropLast()): got \\(got ?? "nil"), want \\(\(want) as String? ?? "nil")")
                        failures += 1
                    }
                }

                """
        }
        program += "exit(failures == 0 ? 0 : 1)\n"
        switch try CompileHarness.buildAndRun(program) {
        case .doesNotCompile(let log): Issue.record("the generated value code does not compile:\n\(log)\n\(program)")
        case .ran(let status, let output): #expect(status == 0, "\(output)")
        }
    }

    @Test func anAmountInACurrencyWithoutMinorUnitIsWhole() throws {
        let spec = TestSupport.spec(.currency, "Amount") {
            $0.locale = "ja_JP"
            $0.currencyCode = "JPY"
        }
        let plan = try Inference.plan(spec)
        #expect(plan.keyboard == .numberPad)
        #expect(plan.decisions.contains { $0.aspect == "keyboard-fits-currency" && $0.rules.contains(.keyboardType) })
        let code = Renderer().render(plan).functions.joined(separator: "\n")
        #expect(code.contains("func isOneWholeAmount(_ text: String, in locale: Locale) -> Bool {"))
        #expect(!code.contains("decimalSeparator"))
        // A negative range still needs the minus key, which the number pad lacks.
        let negative = TestSupport.spec(.currency, "Balance") {
            $0.locale = "ja_JP"
            $0.currencyCode = "JPY"
            $0.validation.minimum = -1000
        }
        #expect(try Inference.plan(negative).keyboard == .numbersAndPunctuation)

        var program = "import Foundation\n\n"
        program += try Self.valueFunction(.currency, code: "JPY", locale: "ja_JP")
        program = program.replacingOccurrences(
            of: "code: \"JPY\"", with: "code: testLocale.currency?.identifier ?? \"JPY\"")
        program += "var failures = 0\n"
        for (locale, text, expected) in Self.wholeAmounts {
            let want = expected.map { "\"\($0)\"" } ?? "nil"
            program += """
                if currencyValue(\(SwiftLiteral.string(text)), Locale(identifier: "\(locale)")).map({ "\\($0)" }) != \(want) {
                    print("\(locale) \(SwiftLiteral.string(text).dropFirst().dropLast()): want \(want.replacingOccurrences(of: "\"", with: ""))")
                    failures += 1
                }

                """
        }
        program += "exit(failures == 0 ? 0 : 1)\n"
        switch try CompileHarness.buildAndRun(program) {
        case .doesNotCompile(let log): Issue.record("the generated value code does not compile:\n\(log)\n\(program)")
        case .ran(let status, let output): #expect(status == 0, "\(output)")
        }
    }

    /// An amount takes no more digits after the decimal separator than its currency has (review
    /// note 39: USD "12.345" was accepted as an amount of dollars), trailing zeros aside. The
    /// generated check runs here as written, in several locales and currencies.
    @Test func anAmountTakesNoMoreDecimalsThanItsCurrency() throws {
        let cases: [(code: String, locale: String, text: String, tooMany: Bool)] = [
            ("USD", "en_US", "12.34", false), ("USD", "en_US", "12.345", true), ("USD", "en_US", "12.340", false),
            ("USD", "en_US", "$1,200.5", false), ("USD", "en_US", "1,200", false), ("USD", "en_US", ".125", true),
            ("EUR", "de_DE", "12,345", true), ("EUR", "de_DE", "1.234,5", false), ("EUR", "de_DE", "1.234", false),
            ("EUR", "de_DE", "12,50 €", false), ("KWD", "en_US", "1.234", false), ("KWD", "en_US", "1.2345", true),
        ]
        var program = "import Foundation\n\n"
        for code in Set(cases.map(\.code)).sorted() {
            let spec = TestSupport.spec(.currency, "Amount") { $0.currencyCode = code }
            let plan = try Inference.plan(spec)
            let check = try #require(plan.checks.first { $0.kind == .fractionDigits }, "\(code)")
            #expect(check.bound == (code == "KWD" ? 3 : 2))
            let functions = Renderer().render(plan).functions.joined(separator: "\n")
            let start = try #require(functions.range(of: "    let separator = "))
            let end = try #require(functions.range(of: " {\n", range: start.upperBound..<functions.endIndex))
            let lines = String(functions[start.lowerBound..<end.lowerBound]).replacingOccurrences(
                of: "\n    if ", with: "\n    return ")
            program += """
                func tooManyDecimals\(code)(_ amount: String, _ testLocale: Locale) -> Bool {
                \(lines.replacingOccurrences(of: "Locale.autoupdatingCurrent", with: "testLocale"))
                }

                """
        }
        program += "var failures = 0\n"
        for (code, locale, text, tooMany) in cases {
            program += """
                if tooManyDecimals\(code)(\(SwiftLiteral.string(text)), Locale(identifier: "\(locale)")) != \(tooMany) {
                    print("\(code) \(locale) \(SwiftLiteral.string(text).dropFirst().dropLast()): want \(tooMany)")
                    failures += 1
                }

                """
        }
        program += "exit(failures == 0 ? 0 : 1)\n"
        switch try CompileHarness.buildAndRun(program) {
        case .doesNotCompile(let log): Issue.record("the generated check does not compile:\n\(log)\n\(program)")
        case .ran(let status, let output): #expect(status == 0, "\(output)\n\(program)")
        }
        // Its locals never hide the field's own text (review: a field called "Separator" checked the
        // separator against itself, so the check never fired).
        for (label, identifier) in [("Separator", "separator"), ("Fraction", "fraction")] {
            let plan = try Inference.plan(TestSupport.spec(.currency, label))
            let functions = Renderer().render(plan).functions.joined(separator: "\n")
            #expect(!functions.contains("let \(identifier) = "), "\(label)")
            #expect(functions.contains("\(identifier).components(separatedBy: "), "\(label)")
        }
        // Yen have no minor unit: a fraction is no amount at all, refused before this check.
        let yen = try Inference.plan(TestSupport.spec(.currency, "Amount") { $0.currencyCode = "JPY" })
        #expect(!yen.checks.contains { $0.kind == .fractionDigits })
        #expect(
            MessageTable(.en).amountDecimals(label: "price", digits: 2)
                == "Enter price with no more than 2 decimal places.")
        #expect(
            MessageTable(.de).amountDecimals(label: "Preis", digits: 3)
                == "Bitte Preis mit höchstens 3 Nachkommastellen eingeben.")
        #expect(MessageTable(.ja).amountDecimals(label: "価格", digits: 2) == "価格は小数点以下2桁までで入力してください。")
    }

    /// A form declares each kind's check once, for all its fields of that kind, where each pasted
    /// snippet nests its own (two snippets in one view must not declare it twice). The form still
    /// type-checks and meets the audits, and a field may not take the check's name.
    @Test func aFormDeclaresEachNumberCheckOnce() throws {
        let json = """
            {"name": "OrderForm", "title": "Order", "platforms": ["ios", "macos"], "locale": "en_US",
             "fields": [{"label": "Quantity", "type": "integer"}, {"label": "Weight", "type": "decimal"},
                        {"label": "Guests", "type": "integer", "validation": {"required": true}},
                        {"label": "Price", "type": "currency", "currencyCode": "EUR"},
                        {"label": "Tip", "type": "currency", "currencyCode": "EUR"},
                        {"label": "Deposit", "type": "currency", "currencyCode": "JPY"}]}
            """
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        let result = try Generator.form(spec, input: "Order.json")
        func count(_ text: String) -> Int { result.code.components(separatedBy: text).count - 1 }
        #expect(count("private func isOneWholeNumber(_ text: String, in locale: Locale) -> Bool {") == 1)
        #expect(count("private func isOneDecimalNumber(_ text: String, in locale: Locale) -> Bool {") == 1)
        #expect(count("private func isOneAmount(_ text: String, in locale: Locale) -> Bool {") == 1)
        #expect(count("private func isOneWholeAmount(_ text: String, in locale: Locale) -> Bool {") == 1)
        #expect(count("func isOne") == 4, "no check is nested in a property as well")
        #expect(count("guard isOneWholeNumber(text, in: .autoupdatingCurrent) else { return nil }") == 2)
        #expect(count("guard isOneAmount(text, in: .autoupdatingCurrent) else { return nil }") == 2)
        #expect(FormAudit.audit(result) == [])
        let problems = try CompileHarness.checkForms([("order form", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }

        let snippet = Renderer().render(try Inference.plan(TestSupport.spec(.integer, "Quantity"))).functions
            .joined(separator: "\n")
        #expect(snippet.contains("\n    func isOneWholeNumber(_ text: String, in locale: Locale) -> Bool {"))
        #expect(!snippet.contains("private func isOne"))

        let taken = json.replacingOccurrences(of: #""label": "Tip""#, with: #""label": "Tip", "name": "isOneAmount""#)
        guard case .failure(let errors) = SpecReader().readForm(data: Array(taken.utf8)) else {
            Issue.record("a field named like the check is refused")
            return
        }
        #expect(errors.diagnostics.map(\.code) == ["reserved-identifier"])
    }

    /// `field-number-value` as a template set exported before the check had a template of its own
    /// holds it: nested, named `isOneNumber`, using the flags `decimals` and `currency`.
    static let exportedBeforeTheCheckTemplate = #"""
        {{! The number as typed, read in the person's locale: value:format: would wait for a commit that a pad }}
        {{! cannot send (policy.numbers-typed-as-text). parse() alone reads the number a text starts with, so }}
        {{! the text must first be one number as the locale writes it. }}
        /// `{{identifier}}` as a number, read in the person's locale; nil unless the whole text is one number.
        private var {{valueName}}: {{type}}? {
            /// parse() reads the number a text starts with and ignores the rest ("12abc" would be 12, "1,2,3"
            /// 1), so the text must be one number as the locale writes it: a sign, digits its group separator
            /// splits into groups of three (two in some locales){{#decimals}}, one decimal separator{{/decimals}}{{#currency}}, the currency symbol{{/currency}}.
            func isOneNumber(_ text: String, in locale: Locale) -> Bool {
                let group = locale.groupingSeparator ?? ""
                var rest = Substring(text)
        {{#currency}}
                rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }
        {{/currency}}
                // A sign: +, - or the minus sign.
                if let sign = rest.unicodeScalars.first, [0x2B, 0x2D, 0x2212].contains(sign.value) {
                    rest = rest.dropFirst()
                }
        {{#currency}}
                rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }
                while let last = rest.last, last.isCurrencySymbol || last.isWhitespace { rest = rest.dropLast() }
        {{/currency}}
        {{#decimals}}
                let halves = rest.components(separatedBy: locale.decimalSeparator ?? "")
                guard halves.count <= 2, halves.dropFirst().allSatisfy({ $0.allSatisfy(\.isWholeNumber) }) else {
                    return false
                }
                // A fraction alone (".5") is a number too.
                if halves.count == 2, halves[0].isEmpty { return !halves[1].isEmpty }
                rest = Substring(halves[0])
        {{/decimals}}
                // A space typed where the locale groups with a no-break space counts as one.
                let groups = rest.split(omittingEmptySubsequences: false) {
                    String($0) == group || (group.allSatisfy(\.isWhitespace) && $0.isWhitespace)
                }
                return groups.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) }
                    && groups.dropFirst().allSatisfy { $0.count == 2 || $0.count == 3 }
                    && (groups.count == 1 || groups.last?.count == 3)
            }
            let text = {{identifier}}.trimmingCharacters(in: .whitespacesAndNewlines)
            guard isOneNumber(text, in: .autoupdatingCurrent) else { return nil }
            return try? {{style}}.parseStrategy.parse(text)
        }
        """#

    /// A template set exported before the check had its own template still renders: the values it
    /// uses are still given, and the form it writes type-checks (its nested check beside the form's).
    @Test func aTemplateSetFromBeforeTheCheckTemplateStillWorks() throws {
        let files = MemoryFiles(["Team/field-number-value.swift.mustache": Self.exportedBeforeTheCheckTemplate])
        let set = try TemplateSet.overriding(directory: "Team", files: files)
        let json = """
            {"name": "OrderForm", "title": "Order", "platforms": ["ios"],
             "fields": [{"label": "Quantity", "type": "integer"}, {"label": "Price", "type": "currency"}]}
            """
        let spec = try SpecReader().readForm(data: Array(json.utf8)).get()
        let result = try Generator.form(spec, input: "Order.json", renderer: Renderer(templates: set))
        #expect(result.code.contains("        func isOneNumber(_ text: String, in locale: Locale) -> Bool {"))
        #expect(result.code.contains("rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }"))
        let problems = try CompileHarness.checkForms([("order form, old template", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }
}
