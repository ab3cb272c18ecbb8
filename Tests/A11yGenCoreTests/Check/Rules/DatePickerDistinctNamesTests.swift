import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerDistinctNamesTests {
    let rule = DatePickerDistinctNames()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    @Test func theLaterOfTwoSameNamedPickersIsReported() throws {
        let source = """
            struct TripView: View {
                var body: some View {
                    Form {
                        DatePicker("Date", selection: $start).accessibilityLabel("Date")
                        DatePicker("Date", selection: $end).accessibilityLabel("Date")
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.distinct-names")
        #expect((finding.line, finding.column) == (5, 24))
        #expect(finding.message.contains(#"the same accessible name, "Date", as the DatePicker on line 4"#))
        #expect(finding.fix == #"name each picker for what it sets, e.g. "Start date" and "End date""#)
    }

    @Test(arguments: [
        // Names resolved per style: the wheel's title and the compact picker's label.
        """
        VStack {
            DatePicker("Time", selection: $a).datePickerStyle(.wheel)
            DatePicker("Arrival", selection: $b).accessibilityLabel("time")
        }
        """,
        """
        Form {
            Section {
                DatePicker("Day", selection: $a).datePickerStyle(.graphical)
            }
            Section {
                if showReturn {
                    DatePicker("Day", selection: $b).datePickerStyle(.graphical)
                }
            }
        }
        """,
        """
        DatePicker("Date", selection: $a).datePickerStyle(.wheel)
        DatePicker("Date:", selection: $b).datePickerStyle(.wheel)
        """,
        // No label on the default style: the label each needs would repeat the one title.
        """
        Form {
            DatePicker("Date", selection: $a)
            DatePicker("Date", selection: $b)
        }
        """,
    ])
    func sameNamesShownTogetherAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        """
        Form {
            DatePicker("Start date", selection: $a).accessibilityLabel("Start date")
            DatePicker("End date", selection: $b).accessibilityLabel("End date")
        }
        """,
        // No label on the default style, one with a title and one without: nothing to compare.
        """
        Form {
            DatePicker("Date", selection: $a)
            DatePicker(selection: $b) { Text("Date") }
                .labelsHidden()
        }
        """,
        """
        if isRange {
            DatePicker("Date", selection: $a).datePickerStyle(.wheel)
        } else {
            DatePicker("Date", selection: $b).datePickerStyle(.wheel)
        }
        """,
        """
        switch mode {
        case .start: DatePicker("Date", selection: $a).datePickerStyle(.wheel)
        case .end: DatePicker("Date", selection: $b).datePickerStyle(.wheel)
        }
        """,
        """
        #if os(iOS)
        DatePicker("Date", selection: $a).datePickerStyle(.wheel)
        #else
        DatePicker("Date", selection: $a).datePickerStyle(.graphical)
        #endif
        """,
        """
        VStack {
            DatePicker("Date", selection: $a).datePickerStyle(.wheel)
        }
        .sheet(isPresented: $more) {
            DatePicker("Date", selection: $b).datePickerStyle(.wheel)
        }
        """,
        """
        TabView {
            DatePicker("Date", selection: $a).datePickerStyle(.graphical)
            DatePicker("Date", selection: $b).datePickerStyle(.graphical)
        }
        """,
        """
        struct A: View {
            var body: some View { DatePicker("Date", selection: $a).datePickerStyle(.wheel) }
        }
        struct B: View {
            var body: some View { DatePicker("Date", selection: $b).datePickerStyle(.wheel) }
        }
        """,
        // Another property of the view: not read across declarations.
        """
        struct Trip: View {
            var body: some View {
                VStack {
                    DatePicker("Date", selection: $a).datePickerStyle(.wheel)
                    endPicker
                }
            }
            var endPicker: some View { DatePicker("Date", selection: $b).datePickerStyle(.wheel) }
        }
        """,
        """
        var body: some View {
            VStack {
                DatePicker("Date", selection: $a).datePickerStyle(.wheel)
                let other = { () -> AnyView in
                    func make() -> some View { DatePicker("Date", selection: $b).datePickerStyle(.wheel) }
                    return AnyView(make())
                }
            }
        }
        """,
        """
        VStack {
            DatePicker(startName, selection: $a).datePickerStyle(.wheel)
            DatePicker(startName, selection: $b).datePickerStyle(.wheel)
        }
        """,
        """
        ForEach(legs) { leg in
            DatePicker("Departure", selection: $leg.date).datePickerStyle(.graphical)
        }
        """,
        // Two pickers of one value set the same date: the same name is the true one.
        """
        Form {
            DatePicker("Birth date", selection: $birthDate, displayedComponents: .date)
            DatePicker("Birth date", selection: $birthDate, displayedComponents: .date)
                .datePickerStyle(.wheel)
        }
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
