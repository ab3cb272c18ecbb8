import Foundation
import Testing

@testable import A11yGenCore

@Suite struct ToggleSingleNameTests {
    let rule = ToggleSingleName()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// Found in real code (rw11 review): a row of words and a switch whose own title is empty.
    @Test func anEmptyTitleIsReportedWithTheWordsBesideItInTheFix() throws {
        let source = """
            HStack {
                Text("Remind me:")
                Spacer()
                Toggle("", isOn: $remind)
            }
            """
        let finding = try #require(findings(source).first)
        #expect(finding.rule == "toggle.single-name")
        #expect((finding.line, finding.column) == (4, 5))
        #expect(
            finding.message
                == "the Toggle's label is empty and nothing else names it: VoiceOver speaks its state with no name, so people cannot tell what it turns on, and Voice Control has no name to answer to"
        )
        #expect(
            finding.fix?.hasPrefix(#"write the words as its title in place of that Text: Toggle("Remind me", isOn: …)"#)
                == true)
        #expect(finding.fix?.hasSuffix(#"add .accessibilityLabel("Remind me")"#) == true)
        // A heading above is no name to copy (review).
        let heading = try #require(
            findings("VStack {\n    Text(\"Settings\").font(.largeTitle)\n    Toggle(\"\", isOn: $on)\n}").first)
        #expect(heading.fix?.hasPrefix(#"write its name as the title, Toggle("<label>", isOn: …)"#) == true)
        // A switch drawn without its label: the fix says to show the title it gains (review).
        let hidden = try #require(
            findings(#"HStack { Text("Marketing emails"); Spacer(); Toggle("", isOn: $on).labelsHidden() }"#).first)
        #expect(
            hidden.fix?.hasPrefix(
                #"write the words as its title in place of that Text and remove .labelsHidden(), which would hide those words: Toggle("Marketing emails", isOn: …)"#
            ) == true, "\(hidden.fix ?? "")")
        // With nothing beside it to copy, the fix asks for the name.
        let alone = try #require(findings(#"Toggle("", isOn: $on)"#).first)
        #expect(alone.fix?.hasPrefix(#"write its name as the title, Toggle("<label>", isOn: …)"#) == true)
    }

    @Test(arguments: [
        #"Toggle(isOn: $on) { }"#,
        #"Toggle(isOn: $on) { EmptyView() }"#,
        #"Toggle(isOn: $on) { Text("") }"#,
        #"Toggle(isOn: $on, label: { Text(" ") })"#,
        #"Toggle(" ", isOn: $on).labelsHidden()"#,
        #"Toggle("", sources: $items, isOn: \.isOn)"#,
    ])
    func otherUnnamedShapesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(source)")
    }

    @Test(arguments: [
        // Words name it, as a title or a label view, shown or hidden from the layout.
        #"Toggle("Wi-Fi", isOn: $on)"#,
        #"Toggle("Wi-Fi", isOn: $on).labelsHidden()"#,
        #"Toggle(isOn: $on) { Text("Airplane mode") }"#,
        // Built at run time or by views this rule cannot read: they may hold the name.
        #"Toggle(title, isOn: $on)"#,
        #"Toggle(isOn: $on) { label }"#,
        #"Toggle(isOn: $on) { Label("Sound", systemImage: "speaker") }"#,
        #"Toggle(isOn: $on) { Text(title) }"#,
        // Named another way, hidden, or inside a container that names it.
        #"Toggle("", isOn: $on).accessibilityLabel("Sound")"#,
        #"Toggle("", isOn: $on).accessibilityHidden(true)"#,
        #"HStack { Text("Sound"); Toggle("", isOn: $on) }.accessibilityElement(children: .combine)"#,
        #"LabeledContent("Sound") { Toggle("", isOn: $on) }"#,
        // Not SwiftUI's Toggle with a binding (a type of the project's own).
        #"Toggle()"#,
        #"// Toggle("", isOn: $on)"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
