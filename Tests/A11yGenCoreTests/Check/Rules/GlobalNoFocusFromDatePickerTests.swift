import Foundation
import Testing

@testable import A11yGenCore

@Suite struct GlobalNoFocusFromDatePickerTests {
    let rule = GlobalNoFocusFromDatePicker()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func accessibilityFocusedOnAMenuIsReportedAtTheModifier() throws {
        let source = """
            Menu("Sort") {
                Button("Name") { sort = .name }
            }
            .accessibilityFocused($focus, equals: .sort)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "global.no-focus-from-date-picker")
        #expect((finding.line, finding.column) == (4, 1))
        #expect(finding.message.contains("does not return VoiceOver focus to a Menu"))
        #expect(finding.fix?.hasPrefix("remove .accessibilityFocused from the Menu") == true)
    }

    @Test(arguments: [
        #"Menu("More") { Button("Copy") {} }.accessibilityFocused($menuFocused)"#,
        """
        Menu {
            Button("Copy") {}
        } label: {
            Label("More", systemImage: "ellipsis")
        }
        #if canImport(UIKit)
            .accessibilityFocused($focus, equals: .more)
        #endif
        """,
    ])
    func focusBoundToAMenuIsReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        // A DatePicker's focus is date-picker.no-focus-restore's (card 002 wins for its component).
        #"DatePicker("Day", selection: $d).accessibilityFocused($focus)"#,
        #"Menu("More") { Button("Copy") {} }.focused($focusedField, equals: .more)"#,
        #"Button("More") { open() }.accessibilityFocused($focus)"#,
        #"VStack { Menu("More") { Button("Copy") {} } }.accessibilityFocused($focus)"#,
        #"MyMenu("More").accessibilityFocused($focus)"#,
        """
        Menu("More") { Button("Copy") {} }
            #if DEBUG
                .accessibilityFocused($focus)
            #endif
        """,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
