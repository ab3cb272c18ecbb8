import Foundation
import Testing

@testable import A11yGenCore

/// Card 002: the four pickers of its golden pattern come out of specs, every Must Have and Dont
/// holds rule by rule, impossible combinations and bad ranges are refused with clear errors.
@Suite struct DatePickerTests {
    /// Card 002's golden pattern: start date (default), scheduled time (default), check in
    /// (graphical), check out (wheel, layout label hidden behind a Text).
    static let cardPickers: [(String, FieldSpec)] = [
        ("Start date", TestSupport.spec(.date, "Start date")),
        ("Scheduled time", TestSupport.spec(.time, "Scheduled time")),
        ("Check in", TestSupport.spec(.date, "Check in") { $0.style = .graphical }),
        (
            "Check out",
            TestSupport.spec(.time, "Check out") {
                $0.style = .wheel
                $0.hideLabel = true
            }
        ),
    ]

    static func render(_ spec: FieldSpec) throws -> (FieldPlan, RenderedField) {
        let plan = try Inference.plan(spec)
        return (plan, Renderer().render(plan))
    }

    @Test func auditCoversEveryMustHaveAndDontOfCard002() {
        let card002 = RuleCatalog.all.filter { $0.source == .datePickerCard && ($0.kind == .must || $0.kind == .dont) }
        let unchecked = card002.map(\.id).filter { !FieldAudit.checkedDateRules.contains($0) }
        #expect(unchecked == [], "card 002 rules with no check: \(unchecked)")
    }

    @Test func theCardsGoldenPickersAreProducedFromSpecs() throws {
        let views = try Self.cardPickers.map { try Self.render($0.1).1.view }
        #expect(views[0].contains(#"DatePicker(startDateLabel, selection: $startDate, displayedComponents: .date)"#))
        #expect(views[0].contains(#".accessibilityLabel(startDateLabel)"#))
        #expect(
            views[1].contains(
                #"DatePicker(scheduledTimeLabel, selection: $scheduledTime, displayedComponents: .hourAndMinute)"#))
        #expect(views[1].contains(#".accessibilityLabel(scheduledTimeLabel)"#))
        #expect(views[2].contains(#"DatePicker(checkInLabel, selection: $checkIn, displayedComponents: .date)"#))
        #expect(views[2].contains(".datePickerStyle(.graphical)") && !views[2].contains(".accessibilityLabel("))
        #expect(views[3].contains("Text(checkOutLabel)"))
        #expect(
            views[3].contains(#"DatePicker(checkOutLabel, selection: $checkOut, displayedComponents: .hourAndMinute)"#))
        #expect(
            views[3].contains(".datePickerStyle(.wheel)") && views[3].contains(".labelsHidden()")
                && !views[3].contains(".accessibilityLabel("))
        for (name, spec) in Self.cardPickers {
            let (plan, field) = try Self.render(spec)
            #expect(FieldAudit.audit(plan, field) == [], "\(name)")
        }
    }

    @Test(arguments: DatePickerStyleKind.allCases)
    func namingFollowsTheStyle(style: DatePickerStyleKind) throws {
        var spec = TestSupport.spec(.date, "Start date") { $0.style = style }
        spec.deployment = Deployment(
            platforms: style == .wheel
                ? [.ios] : (style == .field || style == .stepperField ? [.macos] : [.ios, .macos]))
        spec.validation.after = "earliest"
        let (plan, field) = try Self.render(spec)
        #expect(FieldAudit.audit(plan, field) == [])
        let naming = try #require(plan.decisions.first { $0.aspect == "naming" })
        #expect(naming.rules.contains(style.namedByTitle ? .datePickerTitleName : .datePickerCompactLabel))
        #expect(field.view.contains(".accessibilityLabel(") == !style.namedByTitle)
        #expect(
            !field.view.contains("AccessibilityFocusState")
                && !field.declarations.joined().contains("AccessibilityFocusState"))
    }

    /// Each mutation breaks one card 002 rule; the audit names it.
    @Test(arguments: [
        (2, #"DatePicker(checkInLabel,"#, #"DatePicker("","#, RuleID.datePickerTitleName),
        (
            2, ".datePickerStyle(.graphical)",
            ".datePickerStyle(.graphical)\n        .accessibilityLabel(checkInLabel)",
            RuleID.datePickerNoLabelOnTitleStyles
        ),
        (0, #".accessibilityLabel(startDateLabel)"#, "", RuleID.datePickerCompactLabel),
        (0, "displayedComponents: .date)", "displayedComponents: .hourAndMinute)", RuleID.datePickerComponents),
        (
            3, "    Text(checkOutLabel)\n        .font(.subheadline)\n        .accessibilityHidden(true)\n", "",
            RuleID.datePickerLabelsHidden
        ),
        (
            0, #".accessibilityLabel(startDateLabel)"#,
            ".accessibilityLabel(startDateLabel)\n        .accessibilityFocused($focus)",
            RuleID.datePickerNoFocusRestore
        ),
    ])
    func auditCatchesBrokenDateRule(index: Int, original: String, replacement: String, rule: RuleID) throws {
        let (plan, field) = try Self.render(Self.cardPickers[index].1)
        #expect(field.view.contains(original), "mutation target missing: \(original)")
        var broken = field
        broken.view = field.view.replacingOccurrences(of: original, with: replacement)
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    @Test func relativeRangesAreComputedAtRunTime() throws {
        let (_, field) = try Self.render(
            TestSupport.spec(.dateTime, "Reservation") {
                $0.style = .graphical
                $0.range = try? DateRange.parse("today...+30d").get()
            })
        let code = field.functions.joined(separator: "\n")
        #expect(code.contains("private static var reservationRange: ClosedRange<Date> {"))
        #expect(code.contains("let today = Calendar.current.startOfDay(for: Date())"))
        // A picker that shows a time starts its range now, not at midnight (a time already passed
        // today), and ends it at the last minute of day 30, not at its 00:00 (axr21 #1).
        #expect(code.contains("let lower = Date()\n"))
        #expect(
            code.contains("Calendar.current.date(byAdding: DateComponents(day: 31, minute: -1), to: today) ?? today"))
        #expect(field.view.contains("in: Self.reservationRange"))
        // The state starts in range: today, clamped (policy.date-starts-in-range).
        #expect(field.declarations.contains("@State private var reservation = Self.reservationStart"))
        #expect(code.contains("min(max(Date(), reservationRange.lowerBound), reservationRange.upperBound)"))
        // Only a fixed ISO date in the spec becomes a fixed date in the code.
        let (_, fixed) = try Self.render(
            TestSupport.spec(.date, "Day") { $0.range = try? DateRange.parse("2026-01-01...2026-12-31").get() })
        #expect(fixed.functions.joined().contains("DateComponents(year: 2026, month: 1, day: 1)"))
        #expect(!fixed.functions.joined().contains("Calendar.current.startOfDay"))
        // A date alone keeps today's midnight and the day an offset names.
        let (_, dates) = try Self.render(
            TestSupport.spec(.date, "Check-in date") { $0.range = try? DateRange.parse("today...+30d").get() })
        #expect(dates.functions.joined().contains("return today...upper"))
        #expect(dates.functions.joined().contains("byAdding: .day, value: 30, to: today"))
        // Each unit ends on its day's last minute; `...today` with a time ends now, with no unused `today`.
        func upper(_ range: String) throws -> String {
            let (_, field) = try Self.render(
                TestSupport.spec(.dateTime, "Pickup") { $0.range = try? DateRange.parse(range).get() })
            return field.functions.joined(separator: "\n")
        }
        #expect(try upper("-1d...+2w").contains("DateComponents(day: 15, minute: -1)"))
        #expect(try upper("-1d...+3m").contains("DateComponents(month: 3, day: 1, minute: -1)"))
        #expect(try upper("-1d...2026-12-31").contains("day: 31, hour: 23, minute: 59)"))
        // The rest of today ends at its last minute, kept valid past it.
        let restOfToday = try upper("today...today")
        #expect(restOfToday.contains("DateComponents(day: 1, minute: -1)"))
        #expect(restOfToday.contains("let lower = Date()") && restOfToday.contains("return lower...max(lower, upper)"))
        let untilNow = try upper("...today")
        #expect(untilNow.contains("return ...Date()") && !untilNow.contains("let today"))
        #expect(untilNow.contains("starts: now, or the nearest time in range when now is outside it."))
    }

    @Test func errorsAreAnnouncedWithTheRightAPIPerMinimumOS() throws {
        func announce(_ platforms: [Platform], _ minimums: [Platform: OSVersion]) throws -> String {
            var spec = TestSupport.spec(.date, "Check out") { $0.validation.after = "checkIn" }
            spec.deployment = Deployment(platforms: platforms, minimums: minimums)
            let (_, field) = try Self.render(spec)
            return field.functions.joined() + field.imports.joined()
        }
        let modern = try announce([.ios, .macos], [:])
        #expect(
            modern.contains("AccessibilityNotification.Announcement(announcement).post()")
                && modern.contains("Accessibility"))
        #expect(!modern.contains("#if canImport(UIKit)"))
        let oldIOS = try announce([.ios], [.ios: OSVersion(16)])
        #expect(oldIOS.contains("UIAccessibility.post(notification: .announcement, argument: announcement)"))
        #expect(!oldIOS.contains("AccessibilityNotification"))
        let mixed = try announce([.ios, .macos], [.ios: OSVersion(17), .macos: OSVersion(13)])
        #expect(
            mixed.contains("#if canImport(UIKit)") && mixed.contains("AccessibilityNotification")
                && mixed.contains("NSAccessibility.post("))
    }

    static func errors(_ json: String) -> [Diagnostic] {
        switch SpecReader().readField(data: Array(json.utf8)) {
        case .success: []
        case .failure(let errors): errors.diagnostics
        }
    }

    @Test(arguments: [
        (
            #"{"label": "Day", "type": "date", "style": "wheel", "platforms": ["macos"]}"#,
            "date-picker-style-unavailable",
            "the 'wheel' date picker style does not exist on macOS",
            "macOS has automatic, compact, graphical, field or stepper-field"
        ),
        (
            #"{"label": "Day", "type": "date", "style": "field"}"#, "date-picker-style-unavailable",
            "the 'field' date picker style does not exist on iOS", "iOS has automatic, compact, graphical or wheel"
        ),
        (
            #"{"label": "Day", "type": "date", "style": "whel"}"#, "unknown-date-picker-style",
            "unknown date picker style 'whel'", "did you mean 'wheel'?"
        ),
        (
            #"{"label": "Day", "type": "date", "hideLabel": true}"#, "labels-hidden-not-for-style",
            "only on the wheel and graphical styles", "use style wheel or graphical"
        ),
        (
            #"{"label": "Name", "type": "text", "style": "wheel"}"#, "date-option-not-for-type",
            "'style' applies to date pickers and choices, but 'text' is neither",
            "use type date, time, date-time or choice"
        ),
        (
            #"{"label": "Day", "type": "date", "range": "tomorrow..."}"#, "invalid-date-range",
            "'tomorrow' is not a date bound", "units d, w, m, y"
        ),
        (
            #"{"label": "Day", "type": "date", "range": "+30d...today"}"#, "invalid-date-range",
            "the range +30d...today is empty", "today...+30d"
        ),
        (
            #"{"label": "Day", "type": "date", "range": "2026-12-31...2026-01-01"}"#, "invalid-date-range", "is empty",
            ""
        ),
        (
            #"{"label": "Day", "type": "date", "range": "2026-02-30..."}"#, "invalid-date-range",
            "'2026-02-30' is not a date bound", ""
        ),
        (
            #"{"label": "Day", "type": "date", "range": "..."}"#, "invalid-date-range",
            "neither a lower nor an upper bound", ""
        ),
        (
            #"{"label": "Day", "type": "date", "range": "today"}"#, "invalid-date-range",
            "a range is written lower...upper", ""
        ),
        (
            #"{"label": "Time", "type": "time", "validation": {"minimumAge": 18}}"#, "validation-not-for-type",
            "an age needs a date", ""
        ),
        (
            #"{"label": "Day", "type": "date", "validation": {"minLength": 2}}"#, "validation-not-for-type",
            "a date picker always holds a valid date", ""
        ),
        (
            #"{"label": "Day", "type": "date", "labeling": "titleless"}"#, "labeling-not-for-date-picker",
            "named per style", ""
        ),
        (
            #"{"label": "Day", "type": "date", "validation": {"after": "day"}}"#, "invalid-name",
            "cannot be required to come after itself", ""
        ),
        (
            // The identifier comes from the label without its control-type words: "day", not "dayTextField".
            #"{"label": "Day text field", "type": "date", "validation": {"after": "day"}}"#, "invalid-name",
            "cannot be required to come after itself", ""
        ),
    ])
    func impossibleCombinationsAreRefused(json: String, code: String, message: String, suggestion: String) throws {
        let errors = Self.errors(json)
        let error = errors.first { $0.code == code }
        #expect(error != nil, "\(json) -> \(errors.map(\.code))")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        if !suggestion.isEmpty {
            #expect(error?.suggestion?.contains(suggestion) == true, "\(error?.suggestion ?? "")")
        }
        // The same spec through the tool: exit 1, the message on stderr with its path and code, nothing on stdout.
        let run = try CLITests.run(["field", "--spec", "-"], stdin: json)
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.contains(message) && run.stderr.contains("[\(code)]"), "\(run.stderr)")
    }

    @Test func tvOSIsRefusedWithTheReason() throws {
        let run = try CLITests.run(["field", "--type", "date", "--label", "Day", "--platform", "tvos"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "--platform: error: a11y-gen generates for iOS (iPadOS) and macOS, not tvos (DatePicker does not exist on tvOS at all)"
            ))
    }

    @Test func theCLIRefusesWithExit1AndNamesThePlatform() throws {
        let run = try CLITests.run([
            "field", "--type", "time", "--label", "Scheduled time", "--style", "wheel", "--platform", "ios,macos",
        ])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                "--style: error: the 'wheel' date picker style does not exist on macOS; macOS has automatic, compact, graphical, field or stepper-field"
            ))
        let range = try CLITests.run([
            "field", "--type", "date-time", "--label", "Reservation", "--range", "+1y...today",
        ])
        #expect(range.status == 1 && range.stderr.contains("--range: error: the range +1y...today is empty"))
        let usage = try CLITests.run(["field", "--type", "date", "--label", "Age", "--min-age", "old"])
        #expect(usage.status == 64)
        // A range that holds no date the age limit allows: the form could never be sent (rev51 #8).
        // Said at the flag, as the reader's problems are.
        let ages = try CLITests.run([
            "field", "--type", "date", "--label", "Date of birth", "--min-age", "18", "--range", "today...+30d",
        ])
        #expect(ages.status == 1 && ages.stdout.isEmpty)
        #expect(
            ages.stderr.hasPrefix(
                "--min-age: error: the range today...+30d holds no date that meets minimumAge 18: every date the picker offers would fail it"
            ), "\(ages.stderr)")
        let oldest = try CLITests.run([
            "field", "--type", "date", "--label", "Date of birth", "--max-age", "17", "--range", "...-20y",
        ])
        #expect(oldest.status == 1 && oldest.stderr.hasPrefix("--max-age: error: the range ...-20y holds no date"))
        // A range that holds some of them is kept.
        for range in ["-100y...today", "-30y...-10y"] {
            let kept = try CLITests.run([
                "field", "--type", "date", "--label", "Date of birth", "--min-age", "18", "--max-age", "65", "--range",
                range,
            ])
            #expect(kept.status == 0, "\(range): \(kept.stderr)")
        }
    }

    @Test func theIssueExamplesRun() throws {
        for arguments in [
            ["field", "--type", "date", "--label", "Start date"],
            ["field", "--type", "time", "--label", "Scheduled time", "--style", "wheel"],
            ["field", "--type", "date-time", "--label", "Reservation", "--style", "graphical", "--range", "today..."],
            ["field", "--type", "date", "--label", "Check out", "--style", "wheel", "--hide-label"],
        ] {
            let run = try CLITests.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains("DatePicker("))
        }
        let json = try CLITests.run([
            "field", "--type", "date", "--label", "Check out", "--style", "wheel", "--hide-label", "--format", "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
        let naming = try #require(
            (object["decisions"] as? [[String: Any]])?.first { $0["aspect"] as? String == "naming" })
        #expect((naming["rules"] as? [String])?.contains("date-picker.graphical-wheel-title") == true)
        let types = try CLITests.run(["types", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Array(types.stdout.utf8)) as? [[String: Any]])
        let date = try #require(rows.first { $0["type"] as? String == "date" })
        #expect((date["namingPerStyle"] as? [String: String])?["wheel"]?.contains("no .accessibilityLabel") == true)
    }

    @Test(arguments: ["bday", "birthdate", "date", "time", "date-time", "datetime-local"])
    func dateAliasesResolveToPickers(alias: String) {
        #expect(DataType.resolve(alias).map { InputTraits.of($0, region: nil).control } == .datePicker)
    }

    /// A maximum age's range starts the day after max + 1 years back, so its first date passes the
    /// check: born exactly 66 years ago today, one is 66, and a maximum of 65 refused the range's own
    /// first date (the accessibility review). Where the calendar counts a 29 February birthday's
    /// years from 28 February (on 2026-02-28, 1960-02-29 is 66), the range starts a day later (a
    /// review of the first fix). The generated statements are checked as written, then run here with
    /// Foundation's calendar, the age computed as the generated check does, on ordinary days and
    /// around 29 February in leap and common years.
    @Test func aMaximumAgesFirstDatePassesTheCheck() throws {
        let spec = TestSupport.spec(.date, "Date of birth") {
            $0.range = try? DateRange.parse("-120y...today").get()
            $0.validation.minimumAge = 18
            $0.validation.maximumAge = 65
        }
        let plan = try Inference.plan(spec)
        let rendered = Renderer().render(plan)
        let code = ([rendered.view] + rendered.functions).joined(separator: "\n")
        #expect(
            code.contains(
                """
                    var lower = Calendar.current.date(byAdding: DateComponents(year: -66, day: 1), to: today) ?? today
                    // Someone born on 29 February is a year older on 28 February in other years.
                    if (Calendar.current.dateComponents([.year], from: lower, to: today).year ?? 0) > 65 {
                        lower = Calendar.current.date(byAdding: .day, value: 1, to: lower) ?? lower
                    }
                """))
        #expect(code.contains("if age > 65 {"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = [
            (2026, 12, 6), (2024, 2, 29), (2025, 2, 28), (2025, 3, 1), (2026, 1, 1), (2026, 2, 28), (2024, 2, 28),
            (2028, 2, 28), (2028, 2, 29), (2027, 2, 28),
        ]
        for (year, month, day) in days {
            let today = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
            let now = today.addingTimeInterval(15 * 3600)  // some time later that day
            // The generated statements, with this calendar.
            var lower = try #require(calendar.date(byAdding: DateComponents(year: -66, day: 1), to: today))
            if (calendar.dateComponents([.year], from: lower, to: today).year ?? 0) > 65 {
                lower = try #require(calendar.date(byAdding: .day, value: 1, to: lower))
            }
            let dayBefore = try #require(calendar.date(byAdding: .day, value: -1, to: lower))
            #expect(calendar.dateComponents([.year], from: lower, to: now).year == 65, "\(year)-\(month)-\(day)")
            #expect(calendar.dateComponents([.year], from: dayBefore, to: now).year == 66, "\(year)-\(month)-\(day)")
        }
    }

    /// An age limit narrows the range (date-picker.range): a date that fails it cannot be picked, and
    /// the untouched picker (today, clamped) holds a valid one; the spec's own narrower or fixed
    /// bounds stay.
    @Test(
        arguments: [
            (nil, 13, nil, "...-13y"),
            ("-120y...today", 13, nil, "-120y...-13y"),
            ("-120y...today", 13, 120, "-120y...-13y"), ("-150y...today", 13, 120, "-121y+1d...-13y"),
            ("-100y...-18y", 13, nil, "-100y...-18y"),
            ("1900-01-01...2010-12-31", 13, nil, "1900-01-01...2010-12-31"),
            (nil, nil, 30, "-31y+1d..."),
            ("-120y...today", nil, nil, "-120y...today"),
        ] as [(String?, Int?, Int?, String)])
    func anAgeLimitNarrowsTheRange(range: String?, minimumAge: Int?, maximumAge: Int?, expected: String) throws {
        let spec = TestSupport.spec(.date, "Date of birth") {
            $0.range = try? range.map { try DateRange.parse($0).get() }
            $0.validation.minimumAge = minimumAge
            $0.validation.maximumAge = maximumAge
        }
        let plan = try Inference.plan(spec)
        #expect(plan.datePicker?.range?.description == expected)
        #expect(FieldAudit.audit(plan, Renderer().render(plan)) == [])
    }

}
