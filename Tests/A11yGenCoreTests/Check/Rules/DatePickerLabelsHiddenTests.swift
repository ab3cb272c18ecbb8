import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerLabelsHiddenTests {
    let rule = DatePickerLabelsHidden()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func labelsHiddenOnACompactPickerIsReportedAtTheModifier() throws {
        let source = """
            DatePicker("Start", selection: $d)
                .datePickerStyle(.compact)
                .labelsHidden()
                .accessibilityLabel("Start")
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.labels-hidden")
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.contains("card 002 lets .wheel and .graphical pickers hide their layout label"))
        #expect(finding.fix?.hasPrefix("remove .labelsHidden()") == true)
    }

    @Test func aHiddenLabelWithNoTextBesideIsReported() throws {
        let source = """
            VStack {
                DatePicker("Check out", selection: $d)
                    .datePickerStyle(.wheel)
                    .labelsHidden()
            }
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (4, 9))
        #expect(finding.message.contains("with no visible Text beside it"))
        #expect(finding.fix == #"put Text("Check out") right before the DatePicker, or remove .labelsHidden()"#)
    }

    @Test(arguments: [
        #"DatePicker("Start", selection: $d).labelsHidden().accessibilityLabel("Start")"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.field).labelsHidden()"#,
        // A title from a variable is still set, but nothing visible names the picker.
        #"DatePicker(dayName, selection: $d).datePickerStyle(.wheel).labelsHidden()"#,
        """
        Form {
            TextField("Name", text: $name)
            DatePicker("Day", selection: $d)
                .datePickerStyle(.graphical)
                .labelsHidden()
        }
        """,
        """
        DatePicker("Day", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #else
                .datePickerStyle(.field)
            #endif
            .labelsHidden()
        """,
    ])
    func hiddenLabelsTheCardDoesNotAllowAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        """
        VStack {
            Text("Check out")
                .font(.subheadline)
                .accessibilityHidden(true)
            DatePicker("Check out", selection: $d)
                .datePickerStyle(.wheel)
                .labelsHidden()
        }
        """,
        """
        HStack {
            Image(systemName: "calendar")
            Label("Day", systemImage: "calendar")
            Spacer()
            DatePicker("Day", selection: $d).datePickerStyle(.graphical).labelsHidden()
        }
        """,
        #"DatePicker("Day", selection: $d).datePickerStyle(.graphical)"#,
        #"VStack { Text(dayName); DatePicker(dayName, selection: $d).datePickerStyle(.wheel).labelsHidden() }"#,
        // Empty title: date-picker.no-empty-label's.
        #"DatePicker("", selection: $d).datePickerStyle(.wheel).labelsHidden()"#,
        #"Section("Day") { DatePicker("Day", selection: $d).datePickerStyle(.wheel).labelsHidden() }"#,
        // A visible Text beside a default or compact picker keeps its name on screen (a real row:
        // `Text("Time"); Spacer(); DatePicker(…).labelsHidden()`); showing the title too would say it twice.
        """
        HStack {
            Text("Start")
            DatePicker("Start", selection: $d)
                .labelsHidden()
                .accessibilityLabel("Start")
        }
        """,
        #"HStack { Text("Time"); Spacer(); DatePicker("Time", selection: $t, displayedComponents: [.hourAndMinute]).labelsHidden().accessibilityLabel("Time") }"#,
        #"LabeledContent("Day") { DatePicker("Day", selection: $d).datePickerStyle(.wheel).labelsHidden() }"#,
        #"FieldRow("Day") { DatePicker("Day", selection: $d).datePickerStyle(.wheel).labelsHidden() }"#,
        """
        VStack {
            header
            DatePicker("Day", selection: $d).datePickerStyle(.wheel).labelsHidden()
        }
        """,
        #"Form { DatePicker("Day", selection: $d).labelsHidden() }.datePickerStyle(.wheel)"#,
        #"VStack { DatePicker("Day", selection: $d).datePickerStyle(.wheel) }.labelsHidden()"#,
        #"DatePicker("Day", selection: $d).datePickerStyle(MyStyle()).labelsHidden()"#,
        """
        DatePicker("Day", selection: $d)
            .datePickerStyle(.compact)
            #if DEBUG
                .labelsHidden()
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

    /// rw16 review: a wheel that is the whole of its view is often labeled by its caller's heading; the
    /// finding says so. One beside other controls of its view does not.
    @Test func aWheelThatIsItsWholeViewSaysItsCallerMayLabelIt() throws {
        let component = """
            struct BirthdayWheel: View {
                var body: some View {
                    VStack {
                        DatePicker("Birthday", selection: $day, displayedComponents: .date)
                            .datePickerStyle(.wheel)
                            .labelsHidden()
                    }
                }
            }
            """
        let found = try #require(findings(component).first)
        #expect(found.dependsOnOtherFiles && found.note?.contains("whole of its view") == true, "\(found)")
        let screen = component.replacingOccurrences(of: "VStack {", with: "VStack {\nToggle(\"Remind me\", isOn: $on)")
        #expect(findings(screen).first?.dependsOnOtherFiles == false)
    }
}
