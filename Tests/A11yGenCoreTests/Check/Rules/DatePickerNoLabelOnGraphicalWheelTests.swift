import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerNoLabelOnGraphicalWheelTests {
    let rule = DatePickerNoLabelOnGraphicalWheel()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func aLabelOnAGraphicalPickerIsReportedAtTheLabel() throws {
        let source = """
            DatePicker("Check in", selection: $checkIn, displayedComponents: .date)
                .datePickerStyle(.graphical)
                .accessibilityLabel("Check in")
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.no-label-on-graphical-wheel")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.contains(".graphical"))
        #expect(
            finding.fix == #"remove .accessibilityLabel("Check in"); the title "Check in" already names the picker"#)
    }

    @Test(arguments: [
        // .wheel exists only on iOS: under #if os(iOS) it still counts there.
        """
        DatePicker("Check out", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #endif
            .accessibilityLabel("Check out")
        """,
        """
        DatePicker("Time", selection: $d).datePickerStyle(WheelDatePickerStyle()).accessibilityLabel(label)
        """,
        """
        DatePicker("Day", selection: $d)
            .datePickerStyle(.graphical)
            #if canImport(UIKit)
                .accessibilityLabel("Day")
            #endif
        """,
        """
        DatePicker("Day", selection: $d).accessibilityLabel("Day").datePickerStyle(GraphicalDatePickerStyle())
        """,
    ])
    func labelsOnTitleNamedStylesAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test func aConditionalFindingNamesThePlatform() throws {
        let source = """
            DatePicker("Check out", selection: $d)
                #if os(iOS)
                    .datePickerStyle(.wheel)
                #else
                    .datePickerStyle(.graphical)
                #endif
                .accessibilityLabel("Out")
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains(".wheel DatePicker (on iOS)"))
        #expect(finding.fix?.hasPrefix("remove the .accessibilityLabel") == true)
    }

    @Test(arguments: [
        #"DatePicker("Start", selection: $d).accessibilityLabel("Start")"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.compact).accessibilityLabel("Start")"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.automatic).accessibilityLabel("Start")"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.graphical)"#,
        // The first style in the chain is the one SwiftUI uses.
        #"DatePicker("Start", selection: $d).datePickerStyle(.compact).datePickerStyle(.wheel).accessibilityLabel("S")"#,
        """
        DatePicker("Out", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #else
                .datePickerStyle(.field)
                .accessibilityLabel("Out")
            #endif
        """,
        """
        DatePicker("Out", selection: $d)
            .datePickerStyle(.wheel)
            #if DEBUG
                .accessibilityLabel("Out")
            #endif
        """,
        """
        DatePicker("Out", selection: $d)
            .datePickerStyle(.graphical)
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Out, required")
        """,
        // Style set on a container: not decided from this chain.
        #"VStack { DatePicker("Out", selection: $d).accessibilityLabel("Out") }.datePickerStyle(.wheel)"#,
        #"MyPicker("Out").datePickerStyle(.wheel).accessibilityLabel("Out")"#,
        #"// DatePicker("Out", selection: $d).datePickerStyle(.wheel).accessibilityLabel("Out")"#,
        #"Text("DatePicker(\"Out\").datePickerStyle(.wheel).accessibilityLabel(\"Out\")")"#,
    ])
    func shapesToLeaveAlone(source: String) {
        #expect(findings(source).isEmpty, "\(findings(source))")
    }

    @Test(TestSupport.needsSeeds, arguments: CheckTestSupport.cardGoldens)
    func cardGoldenPatternsHaveNoFinding(card: String) throws {
        #expect(findings(try CheckTestSupport.goldenPattern(card: card)).isEmpty)
    }
}
