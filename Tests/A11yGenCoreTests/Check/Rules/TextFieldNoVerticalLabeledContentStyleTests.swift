import Foundation
import Testing

@testable import A11yGenCore

@Suite struct TextFieldNoVerticalLabeledContentStyleTests {
    let rule = TextFieldNoVerticalLabeledContentStyle()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    static let verticalStyle = """
        struct StackedLabelStyle: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label
                    configuration.content
                }
            }
        }
        extension LabeledContentStyle where Self == StackedLabelStyle {
            static var stacked: StackedLabelStyle { StackedLabelStyle() }
        }
        """

    static let besideStyle = """
        struct BesideStyle: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Spacer(); configuration.content }
            }
        }
        """

    @Test func aStyleReadInTheFileIsReportedAtTheModifier() throws {
        let source = """
            Form {
                LabeledContent("City") {
                    TextField("", text: $city)
                }
            }
            .labeledContentStyle(.stacked)
            """ + "\n" + Self.verticalStyle
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "text-field.no-vertical-labeled-content-style")
        #expect((finding.line, finding.column) == (6, 1))
        #expect(finding.message.contains("in the LabeledContent on line 2"))
        #expect(!finding.dependsOnOtherFiles)
    }

    @Test func aStaticMemberBuiltWithInitIsReadFromItsDeclaredType() throws {
        let style = Self.verticalStyle.replacingOccurrences(of: "{ StackedLabelStyle() }", with: "{ .init() }")
        let source =
            "VStack { LabeledContent(\"A\") { TextField(\"\", text: $a) } }.labeledContentStyle(.stacked)\n" + style
        let finding = try #require(findings(source).first)
        #expect(!finding.dependsOnOtherFiles, "\(finding)")
        let beside = """
            VStack { LabeledContent("A") { TextField("", text: $a) } }.labeledContentStyle(.beside)
            extension LabeledContentStyle where Self == BesideStyle {
                static var beside: BesideStyle { .init() }
            }
            """ + "\n" + Self.besideStyle
        #expect(findings(beside).isEmpty, "\(findings(beside))")
    }

    @Test func aStyleDefinedElsewhereSaysSo() throws {
        let finding = try #require(
            findings(#"LabeledContent("City") { TextField("", text: $c) }.labeledContentStyle(.vertical)"#).first)
        #expect(finding.dependsOnOtherFiles)
        #expect(finding.note?.contains(".vertical is defined in another file") == true)
        #expect(finding.message.contains("this LabeledContent"))
    }

    @Test(arguments: [
        #"LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(.vertical)"#,
        #"LabeledContent("A") { SecureField("", text: $a) }.labeledContentStyle(TopLabelStyle())"#,
        #"Form { LabeledContent("A") { TextField("", text: $a) } }.labeledContentStyle(.vertical)"#,
        #"VStack { Section { LabeledContent("A") { HStack { TextField("", text: $a) } } } }.labeledContentStyle(.vertical)"#,
        "LabeledContent(\"A\") { TextField(\"\", text: $a) }\n  #if os(iOS)\n    .labeledContentStyle(.vertical)\n  #endif",
        "VStack { LabeledContent(\"A\") { TextField(\"\", text: $a) } }.labeledContentStyle(.stacked)\n"
            + verticalStyle,
        "VStack { LabeledContent(\"A\") { TextField(\"\", text: $a) } }.labeledContentStyle(StackedLabelStyle())\n"
            + verticalStyle,
        #"Form { LabeledContent("A") { TextField("", text: $a) }; LabeledContent("B") { TextField("", text: $b) } }.labeledContentStyle(.vertical)"#,
    ])
    func verticalStylesAroundFieldsAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(.automatic)"#,
        #"LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(AutomaticLabeledContentStyle())"#,
        #"LabeledContent("A") { TextField("", text: $a) }"#,
        #"LabeledContent("Total") { Text(total) }.labeledContentStyle(.vertical)"#,
        #"LabeledContent("Total", value: total).labeledContentStyle(.vertical)"#,
        #"LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(style)"#,
        "LabeledContent(\"A\") { TextField(\"\", text: $a) }.labeledContentStyle(BesideStyle())\n" + besideStyle,
        // The innermost style wins.
        #"Form { LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(.automatic) }.labeledContentStyle(.vertical)"#,
        #"LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(.automatic).labeledContentStyle(.vertical)"#,
        // Reached only through a modifier's closure.
        #"Button("Edit") { }.sheet(isPresented: $s) { LabeledContent("A") { TextField("", text: $a) } }.labeledContentStyle(.vertical)"#,
        "LabeledContent(\"A\") { TextField(\"\", text: $a) }\n  #if DEBUG\n    .labeledContentStyle(.vertical)\n  #endif",
        #"// LabeledContent("A") { TextField("", text: $a) }.labeledContentStyle(.vertical)"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
