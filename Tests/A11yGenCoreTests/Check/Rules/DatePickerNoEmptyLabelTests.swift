import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerNoEmptyLabelTests {
    let rule = DatePickerNoEmptyLabel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func anEmptyTitleOnAWheelPickerIsReportedAtTheTitle() throws {
        let source = """
            DatePicker("", selection: $checkOut, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.no-empty-label")
        #expect((finding.line, finding.column) == (1, 12))
        #expect(finding.message.contains("the .wheel DatePicker has an empty title"))
        #expect(finding.fix?.hasPrefix(#"write the name as the title, DatePicker("<name>", …)"#) == true)
    }

    /// Card 002 scopes this Dont to .graphical and .wheel; on the default and .compact styles the name
    /// comes from .accessibilityLabel, so an empty title with none is date-picker.no-visible-label-alone's.
    @Test(arguments: [
        #"DatePicker("", selection: $d).labelsHidden()"#,
        #"DatePicker(" ", selection: $d).datePickerStyle(.compact)"#,
        """
        DatePicker(selection: $d) {
            EmptyView()
        }
        """,
        #"DatePicker(selection: $d) { Text("") }"#,
        """
        HStack {
            Text("Day")
            Spacer()
            DatePicker("", selection: $d)
                .labelsHidden()
        }
        """,
        """
        DatePicker("", selection: $d)
            #if os(iOS)
                .accessibilityLabel("Day")
            #endif
        """,
    ])
    func anEmptyTitleOnALabelNamedStyleIsTheOtherRules(source: String) throws {
        #expect(findings(source).isEmpty, "\(findings(source))")
        let other = CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), source)
        #expect(other.count == 1, "\(other)")
        #expect(other.first?.message.contains("has an empty title and no .accessibilityLabel") == true)
    }

    @Test(arguments: [
        // A label does not rescue a title-named style: the title is the name there.
        #"DatePicker("", selection: $d).datePickerStyle(.graphical).accessibilityLabel("Day")"#,
        """
        DatePicker("", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #endif
            .accessibilityLabel("Day")
        """,
    ])
    func emptyTitlesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"DatePicker("Day", selection: $d).datePickerStyle(.wheel)"#,
        #"DatePicker("", selection: $d).accessibilityLabel("Day")"#,
        #"DatePicker("", selection: $d).datePickerStyle(.compact).accessibilityLabel(dayName)"#,
        #"DatePicker("", selection: $d).accessibilityLabeledPair(role: .content, id: "day", in: ns)"#,
        #"DatePicker(dayName, selection: $d).datePickerStyle(.wheel)"#,
        #"DatePicker("", selection: $d).datePickerStyle(MyStyle())"#,
        #"DatePicker("", selection: $d).accessibilityHidden(true)"#,
        #"LabeledContent("Day") { DatePicker("", selection: $d).labelsHidden() }"#,
        """
        DatePicker("", selection: $d)
            #if DEBUG
                .accessibilityLabel("Day")
            #endif
        """,
        """
        DatePicker(selection: $d) {
            Label("Day", systemImage: "calendar")
        }
        """,
        #"MyPicker("", selection: $d).datePickerStyle(.wheel)"#,
        #"Text("DatePicker(\"\", selection: $d)")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
