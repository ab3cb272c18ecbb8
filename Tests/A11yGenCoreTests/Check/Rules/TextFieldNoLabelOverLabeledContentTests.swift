import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoLabelOverLabeledContentTests {
    let rule = TextFieldNoLabelOverLabeledContent()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aLabelOnTheWrappedFieldIsReportedAtTheLabel() throws {
        let source = """
            LabeledContent("Full name") {
                TextField("", text: $fullName)
                    .textFieldStyle(.roundedBorder)
                    .accessibilityLabel("Full name")
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-label-over-labeled-content")
        #expect((finding.line, finding.column) == (4, 9))
        #expect(
            finding.message.hasPrefix(
                #".accessibilityLabel on a TextField that LabeledContent("Full name") already names"#))
        #expect(finding.fix?.hasPrefix(#"remove .accessibilityLabel("Full name")"#) == true)
    }

    @Test func aLabelUnderIfNamesItsPlatform() throws {
        let source = """
            LabeledContent("City") {
                TextField("", text: $city)
                    #if os(iOS)
                        .accessibilityLabel("City")
                    #endif
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("(on iOS)"))
    }

    @Test(arguments: [
        #"LabeledContent("A") { TextField("", text: $a).accessibilityLabel("A") }"#,
        #"LabeledContent("A") { SecureField("", text: $a).accessibilityLabel(Text("A")) }"#,
        #"LabeledContent { TextField("", text: $a).accessibilityLabel(name) } label: { Text("A") }"#,
        #"LabeledContent(title) { TextField("", text: $a).accessibilityLabel(title) }"#,
        #"LabeledContent("A") { Group { TextField("", text: $a).accessibilityLabel("A") } }"#,
        "LabeledContent(\"A\") {\n  if x { TextField(\"\", text: $a).accessibilityLabel(\"A\") } else { TextField(\"\", text: $b) }\n}",
        #"LabeledContent("A") { TextField("", text: $a) }.accessibilityLabel("A")"#,
        #"LabeledContent("A") { HStack { TextField("", text: $a) } }.accessibilityLabel("A")"#,
        #"LabeledContent("A") { TextField("", text: $a).accessibilityLabel(error.map { "A, \($0)" } ?? "A") }"#,
    ])
    func labelsOverALabeledContentNameAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"TextField("", text: $a).accessibilityLabel("A")"#,
        #"LabeledContent("A") { TextField("", text: $a) }"#,
        #"LabeledContent("") { TextField("", text: $a).accessibilityLabel("A") }"#,
        #"LabeledContent("A") { TextField("", text: $a).accessibilityLabel("A"); Text("hint") }"#,
        #"LabeledContent("A") { HStack { TextField("", text: $a).accessibilityLabel("A") } }"#,
        #"LabeledContent("A") { Field(text: $a).accessibilityLabel("A") }"#,
        #"LabeledContent { TextField("", text: $a) } label: { Text("A").accessibilityLabel("Amount") }"#,
        #"LabeledContent("Price", value: price).accessibilityLabel("Price")"#,
        #"LabeledContent("Total") { Text(total) }.accessibilityLabel("Total")"#,
        #"LabeledContent("A") { TextField("", text: $a).accessibilityElement(children: .combine).accessibilityLabel("A") }"#,
        "LabeledContent(\"A\") {\n  TextField(\"\", text: $a)\n    #if DEBUG\n      .accessibilityLabel(\"A\")\n    #endif\n}",
        #"VStack { LabeledContent("A") { TextField("", text: $a) } }.accessibilityLabel("Form")"#,
        #"LabeledContent("A") { TextField("", text: $a).sheet(isPresented: $s) { Text("x").accessibilityLabel("y") } }"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
