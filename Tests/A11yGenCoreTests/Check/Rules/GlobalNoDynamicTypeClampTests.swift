import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoDynamicTypeClampTests {
    let rule = GlobalNoDynamicTypeClamp()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anUpperBoundIsReportedAtTheModifier() throws {
        let found = findings("ContentView()\n    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)")
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.no-dynamic-type-clamp")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(finding.message.contains("caps Dynamic Type at xxxLarge"))
        #expect(finding.fix == rule.help)
    }

    @Test(arguments: [
        (#"Text("a").dynamicTypeSize(.xSmall ... .xxLarge)"#, "at xxLarge"),
        (#"Text("a").dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.large)"#, "at large"),
        (#"Text("a").dynamicTypeSize(..<DynamicTypeSize.accessibility5)"#, "at accessibility5"),
        (#"Text("a").dynamicTypeSize(.large)"#, "fixes the text at the large size"),
        (#"Text("a").environment(\.dynamicTypeSize, .medium)"#, "fixes"),
        (#"Text("a").environment(\.sizeCategory, .extraLarge)"#, "fixes"),
    ])
    func clampsAreReported(source: String, message: String) {
        let found = findings(source)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(message) == true, "\(found.first?.message ?? "")")
    }

    @Test(arguments: [
        #"Text("a").dynamicTypeSize(.large...)"#,
        #"Text("a").dynamicTypeSize(.xSmall ... .accessibility5)"#,
        #"Text("a").dynamicTypeSize(...DynamicTypeSize.accessibility5)"#,
        #"Text("a").dynamicTypeSize(sizes)"#,
        #"Text("a").environment(\.locale, .current)"#,
        "#Preview { Form().dynamicTypeSize(.accessibility3) }",
        "struct P: PreviewProvider { static var previews: some View { Row().dynamicTypeSize(.large) } }",
        "Text(\"a\")\n#if DEBUG\n.dynamicTypeSize(.large)\n#endif",
        #"Text(".dynamicTypeSize(.large)")"#,
        "if dynamicTypeSize.isAccessibilitySize { VStack { content } } else { HStack { content } }",
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
