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

    /// The generated `<name>Value` property, made a function of the text and the locale (the code
    /// reads `.autoupdatingCurrent`, which a test cannot set).
    static func valueFunction(_ kind: NumberKind) throws -> String {
        let type: DataType = kind == .integer ? .integer : kind == .decimal ? .decimal : .currency
        let spec = TestSupport.spec(type, "Amount") {
            $0.locale = "en_US"
            $0.currencyCode = kind == .currency ? "USD" : nil
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
}
