import Foundation
import Testing

@testable import A11yGenCore

@Suite struct DatePickerNoVisibleLabelAloneTests {
    let rule = DatePickerNoVisibleLabelAlone()

    func findings(_ source: String) -> [CheckFinding] { CheckTestSupport.findings(rule, source) }

    /// An empty-titled compact picker in a row with its label: the fix offers the label's words.
    @Test func theFixOffersTheTextBesideThePicker() throws {
        let source = """
            HStack {
                Text("Reminder")
                Spacer()
                if isOn {
                    DatePicker("", selection: $time, displayedComponents: .hourAndMinute)
                        .datePickerStyle(.compact)
                        .labelsHidden()
                }
            }
            """
        let finding = try #require(findings(source).first)
        #expect(
            finding.fix?.hasPrefix(#"add .accessibilityLabel("Reminder"), the words of the Text beside it"#) == true)
    }

    @Test func aDefaultStylePickerWithoutALabelIsReportedAtThePicker() throws {
        let source = """
            Form {
                DatePicker("Start date", selection: $startDate, displayedComponents: .date)
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "date-picker.no-visible-label-alone")
        #expect((finding.line, finding.column) == (2, 5))
        #expect(
            finding.message.contains(#"the default-style DatePicker "Start date" relies on its visible title alone"#))
        #expect(finding.fix == #"add .accessibilityLabel("Start date") to the DatePicker"#)
    }

    /// A title from a label view is the name the fix offers; a title hidden by `.labelsHidden()` is
    /// not called the picker's visible title.
    @Test func theFixNamesATitleFromALabelViewAndAHiddenTitleIsNotCalledVisible() throws {
        let labelView = try #require(
            findings(#"DatePicker(selection: $date, displayedComponents: .date) { Text("Date") }"#).first)
        #expect(labelView.fix == #"add .accessibilityLabel("Date") to the DatePicker"#)
        // In a container of the project's own, which may draw the title (date-picker.labels-hidden
        // leaves that alone): the missing name is this rule's.
        let hidden = try #require(
            findings(
                #"Field("Expires") { DatePicker("Expires", selection: $date, displayedComponents: .date).labelsHidden() }"#
            )
            .first)
        #expect(hidden.message.contains(#"DatePicker "Expires" has a hidden title and no .accessibilityLabel"#))
        #expect(!hidden.message.contains("visible title alone"))
        // rw11 review: with nothing beside it, date-picker.labels-hidden reports the picker and its fix
        // adds the name: one finding, not two for one picker.
        let bare = #"DatePicker("Expires", selection: $date, displayedComponents: .date).labelsHidden()"#
        #expect(findings(bare).isEmpty)
        let shown = CheckTestSupport.findings(DatePickerLabelsHidden(), bare)
        #expect(shown.count == 1 && shown.first?.fix?.contains(#"add .accessibilityLabel("Expires")"#) == true)
    }

    /// rw11 review: a project that builds for the Mac alone (`--platform macos`) is not told about iOS:
    /// the platforms a picker is judged on are those the file builds for, as a field's are.
    @Test func aMacProjectIsJudgedOnTheMacAlone() throws {
        let source = """
            Field(.expirationDate) {
                DatePicker("Expires", selection: $date, displayedComponents: .date)
                    .labelsHidden()
                    #if os(macOS)
                        .datePickerStyle(.field)
                    #endif
            }
            """
        var engine = CheckEngine(rules: [DatePickerNoVisibleLabelAlone()])
        #expect(try #require(findings(source).first).message.contains("(on iOS)"))
        engine.project = [.macos: OSVersion(12)]
        let mac = engine.check(path: "Fixture.swift", bytes: Array(source.utf8)).findings
        #expect(mac.count == 1)
        #expect(mac.first?.message.contains("the .field DatePicker") == true)
        #expect(mac.first?.message.contains("(on macOS)") == true)
    }

    /// Review: labels-hidden reports a hidden title once, on the first platform it applies to; a wheel
    /// on iOS and the default style on the Mac are two problems, and the Mac's is this rule's.
    @Test func aHiddenTitleIsStillReportedWhereLabelsHiddenSaysNothing() throws {
        let source = """
            DatePicker("Due", selection: $date)
                #if os(iOS)
                    .datePickerStyle(.wheel)
                #endif
                .labelsHidden()
            """
        let found = findings(source)
        #expect(found.count == 1 && found.first?.message.contains("(on macOS)") == true, "\(found)")
        #expect(CheckTestSupport.findings(DatePickerLabelsHidden(), source).first?.message.contains("(on iOS)") == true)
    }

    @Test func aLabelThatDoesNotMatchTheTitleIsReportedAtTheLabel() throws {
        let source = """
            DatePicker("Start date", selection: $d)
                .datePickerStyle(.compact)
                .accessibilityLabel("Begin")
            """
        let finding = try #require(findings(source).first)
        #expect((finding.line, finding.column) == (3, 5))
        #expect(finding.message.contains(#"does not match the visible title "Start date""#))
        #expect(finding.fix == #"write .accessibilityLabel("Start date")"#)
    }

    @Test func aLabelOnlyOnIOSLeavesMacOSReported() throws {
        let source = """
            DatePicker("Start", selection: $d)
                #if os(iOS)
                    .accessibilityLabel("Start")
                #endif
            """
        let finding = try #require(findings(source).first)
        #expect(finding.message.contains("(on macOS)"))
    }

    @Test(arguments: [
        #"DatePicker("Start", selection: $d).datePickerStyle(.compact)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.automatic)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(DefaultDatePickerStyle())"#,
        // macOS field styles are named like .compact (resolve.macos-date-picker-styles).
        #"DatePicker("Start", selection: $d).datePickerStyle(.field)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.stepperField).accessibilityLabel("Begin")"#,
        // A title from a variable is still the visible title alone.
        #"DatePicker(startName, selection: $d)"#,
        """
        DatePicker(selection: $d, displayedComponents: .date) {
            Text("Start")
        }
        """,
        """
        DatePicker("Start", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #endif
        """,
    ])
    func pickersNamedByTheirTitleAloneAreReported(source: String) {
        #expect(findings(source).count == 1, "\(findings(source))")
    }

    @Test(arguments: [
        #"DatePicker("Start", selection: $d).accessibilityLabel("Start")"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.compact).accessibilityLabel(Text("Start"))"#,
        #"DatePicker("Start date:", selection: $d).accessibilityLabel("start date")"#,
        // The error joins the name (resolve.date-picker-error-in-name).
        #"DatePicker("Start", selection: $d).accessibilityLabel("Start, must be after today")"#,
        #"DatePicker("Start", selection: $d).accessibilityLabel(error.map { "Start, \($0)" } ?? "Start")"#,
        #"DatePicker("Start", selection: $d).accessibilityLabel(startLabel)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.graphical)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(.wheel)"#,
        #"DatePicker("Start", selection: $d).datePickerStyle(MyStyle())"#,
        // An empty title with a label: named (no-visible-label-alone asks only for the label then).
        #"DatePicker("", selection: $d).accessibilityLabel("Day")"#,
        """
        DatePicker("Start", selection: $d)
            #if DEBUG
                .accessibilityLabel("Start")
            #endif
        """,
        """
        DatePicker("Start", selection: $d)
            #if os(iOS)
                .datePickerStyle(.wheel)
            #else
                .datePickerStyle(.graphical)
            #endif
        """,
        // Style set on a container: not decided here.
        #"Form { DatePicker("Start", selection: $d) }.datePickerStyle(.wheel)"#,
        #"DatePicker("Start", selection: $d).accessibilityElement(children: .combine)"#,
        #"DatePicker("Start", selection: $d).accessibilityHidden(true)"#,
        #"LabeledContent("Start") { DatePicker("Start", selection: $d) }"#,
        #"MyDatePicker("Start", selection: $d)"#,
        #"// DatePicker("Start", selection: $d)"#,
        """
        #if os(watchOS)
        DatePicker("Start", selection: $d)
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

    /// Found in real code (BetterRest): a hidden title under a visible question was to be copied into
    /// `.accessibilityLabel`, words nobody sees; the name should be the words people see beside it.
    @Test func aHiddenTitlesFixTakesTheWordsPeopleSee() throws {
        let source = """
            VStack {
                Text("When do you want to wake up?")
                DatePicker("Enter Wake Up Time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                    .labelsHidden()
            }
            """
        let finding = try #require(CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), source).first)
        #expect(
            finding.fix?.hasPrefix(#"add .accessibilityLabel("When do you want to wake up?") to the DatePicker"#)
                == true)
        // A Text that shares no word with the title and reads as no label ("Today") may be a value:
        // both are offered.
        let value = """
            VStack {
                Text("Today")
                DatePicker("Due date", selection: $due).labelsHidden()
            }
            """
        #expect(
            CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), value).first?.fix
                == #"add .accessibilityLabel("Due date") to the DatePicker, or "Today" if that Text beside it is the picker's label"#
        )
        // With nothing beside it, date-picker.labels-hidden tells people to show the title and add
        // its words as the name; this rule does not report the same picker again.
        let alone = #"DatePicker("Wake up", selection: $wakeUp).labelsHidden()"#
        #expect(CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), alone).isEmpty)
        #expect(
            CheckTestSupport.findings(DatePickerLabelsHidden(), alone).first?.fix?.contains(
                #"add .accessibilityLabel("Wake up")"#) == true)
    }

    /// A label view that shows the picker's own date names nothing: the fix names it with the Text
    /// beside it, not "<visible label>", and hides that Text so the name is read once (rw21 #9).
    @Test func aLabelThatShowsTheDateIsNamedByTheTextBesideIt() throws {
        let source = """
            VStack {
                Text("Fecha de nacimiento:")
                DatePicker(selection: $date, in: ...Date(), displayedComponents: .date) {
                    Text(dateFormat.string(from: date))
                }
            }
            """
        let finding = try #require(CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), source).first)
        #expect(finding.message.contains("label view shows the date it holds"))
        #expect(
            finding.fix
                == #"add .accessibilityLabel("Fecha de nacimiento") to the DatePicker, the words of the Text beside it, and hide that Text from VoiceOver (.accessibilityHidden(true)) so the name is read once"#
        )
        // A label view with words of its own keeps the usual advice.
        let words = source.replacingOccurrences(of: "Text(dateFormat.string(from: date))", with: #"Text("Birthday")"#)
        let usual = try #require(CheckTestSupport.findings(DatePickerNoVisibleLabelAlone(), words).first)
        #expect(!usual.message.contains("label view"))
    }
}
