import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerNoFocusRestoreTests {
    let rule = DatePickerNoFocusRestore()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func accessibilityFocusedOnAPickerIsReportedAtTheModifier() throws {
        let source = """
            DatePicker("Check-in date", selection: $checkIn, displayedComponents: .date)
                .accessibilityLabel("Check-in date")
                .accessibilityFocused($accessibilityFocus, equals: .checkIn)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.no-focus-restore")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.contains("cannot move VoiceOver focus to or restore it on a DatePicker"))
        #expect(finding.fix?.contains("AccessibilityNotification.Announcement") == true)
    }

    @Test(arguments: [
        #"DatePicker("Day", selection: $d).accessibilityFocused($dayFocused)"#,
        """
        DatePicker("Day", selection: $d)
            .datePickerStyle(.wheel)
            #if os(iOS)
                .accessibilityFocused($focus, equals: .day)
            #endif
        """,
        """
        struct V: View {
            @AccessibilityFocusState private var focus: Field?
            var body: some View {
                Form {
                    DatePicker("Day", selection: $d)
                        .accessibilityLabel("Day")
                        .accessibilityFocused($focus, equals: .day)
                }
            }
        }
        """,
    ])
    func focusBoundToAPickerIsReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"DatePicker("Day", selection: $d).focused($focusedField, equals: .day)"#,
        #"TextField("Name", text: $n).accessibilityFocused($focus, equals: .name)"#,
        #"VStack { DatePicker("Day", selection: $d) }.accessibilityFocused($focus)"#,
        """
        DatePicker("Day", selection: $d)
            .accessibilityElement(children: .contain)
            .accessibilityFocused($focus)
        """,
        """
        DatePicker("Day", selection: $d)
            #if DEBUG
                .accessibilityFocused($focus)
            #endif
        """,
        #"MyDatePicker("Day", selection: $d).accessibilityFocused($focus)"#,
        #"// DatePicker("Day", selection: $d).accessibilityFocused($focus)"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
