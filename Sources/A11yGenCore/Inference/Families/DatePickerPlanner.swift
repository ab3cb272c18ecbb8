/// Date pickers (card 002): components, style, naming per style, range and announced errors.
enum DatePickerPlanner: FieldFamilyPlanner {
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        Decision(
            "control", "DatePicker", rules: [.datePickerNative, .datePickerDatesOnly, .nativeFirst],
            "the native DatePicker exposes the value, role and its style's interaction model to VoiceOver, Switch Control and Full Keyboard Access"
        )
    }

    static func plan(_ field: PlannedField) throws(SpecErrors) -> FieldPlan {
        let (spec, label, identifier, traits) = (field.spec, field.label, field.identifier, field.traits)
        var decisions = field.decisions
        var sink = field.sink
        let components = traits.components!
        let style = spec.style ?? .automatic
        decisions.append(Decision("displayed-components", components.swift, rules: [.datePickerComponents], traits.why))
        decisions.append(
            Decision(
                "date-picker-style", style.swift, rules: [.datePickerNamePerStyle, .minimumOSOnly],
                spec.style == nil ? "no style given: the platform default" : "given by the spec"))
        if style.namedByTitle {
            decisions.append(
                Decision(
                    "naming", "DatePicker(\"\(label)\")",
                    rules: [.datePickerTitleName, .datePickerNoLabelOnTitleStyles, .datePickerNoEmptyLabel],
                    "the \(style.rawValue) style speaks the DatePicker string as the name; no .accessibilityLabel, or the name is spoken twice"
                ))
        } else {
            let rules: [RuleID] =
                style == .field || style == .stepperField
                ? [.datePickerCompactLabel, .datePickerNoVisibleLabelAlone, .macDatePickerStyles]
                : [.datePickerCompactLabel, .datePickerNoVisibleLabelAlone]
            decisions.append(
                Decision(
                    "naming", ".accessibilityLabel(\"\(label)\")", rules: rules,
                    "the \(style.rawValue) style does not expose its visible label as the name, so a matching .accessibilityLabel supplies it"
                ))
        }
        decisions.append(
            Decision(
                "distinct-name", label, rules: [.datePickerDistinctNames],
                "the label names which date or time this picker sets"))
        if spec.hideLabel {
            decisions.append(
                Decision(
                    "labels-hidden", "Text above + .labelsHidden()",
                    rules: [.datePickerLabelsHidden, .persistentLabelSingleName],
                    "the layout label is hidden, a visible Text names the picker for sighted users (hidden from VoiceOver), and the DatePicker string stays set as the name"
                ))
        }
        let range = Self.range(spec)
        // A range that holds no date the age limits allow: every date the picker offers fails them,
        // so the form could never be sent (rev51 #8).
        if let empty = Self.ageLeavesNoDate(spec) {
            sink.error(
                "empty-range", at: field.path + ".validation." + empty.key,
                "the range \(spec.range!.description) holds no date that meets \(empty.key) \(empty.age): every date the picker offers would fail it",
                suggestion:
                    "widen the range to dates \(empty.key == "minimumAge" ? "at least" : "at most") \(empty.age) years back, or drop the range and let the age limit set it"
            )
            throw SpecErrors(sink.errors)
        }
        if let range {
            decisions.append(
                Decision(
                    "range", range.description, rules: [.datePickerRange],
                    "bounds relative to today are computed when the view is built, never frozen at generation time"
                        + (range.isOrdered ? "" : "; max() keeps the range valid if a fixed bound and today cross")
                        + (range != spec.range
                            ? "; the age limits narrow it, so a date that fails them cannot be picked and an untouched picker holds a valid one"
                            : "")))
        }
        let checks = Inference.dateChecks(spec, label: label, form: field.form)
        // An age limit is said under the picker before the first submit (policy.limits-stated), as a
        // text field's limits are: the narrowed range stops the wheel or dims the days, but says not why.
        let (statedLimits, limitsDecision) = Inference.statingLimits(spec, digits: false, at: field.path, into: &sink)
        if let limitsDecision { decisions.append(limitsDecision) }
        Inference.warnMessagesWithoutLimits(spec, at: field.path, into: &sink)
        let announcements = checks.isEmpty ? [:] : spec.deployment.announcementAPIs
        if !checks.isEmpty {
            decisions.append(
                Decision(
                    "error-wiring",
                    style.namedByTitle
                        ? "error appended to the DatePicker string" : "error appended to .accessibilityLabel",
                    rules: [.errorInLabel, .datePickerErrorInName, .noErrorInValue, .noErrorOnlyInHint],
                    "VoiceOver speaks \"\(spec.messageTable.nameWithError(name: label, error: "<error>"))\" while the picked date stays the value"
                ))
            decisions.append(
                FieldContract.errorDisplay(
                    rules: [.noColorOnlyError, .semanticColor],
                    "the error shows under the picker in words, with an icon as a non-color cue"))
            decisions.append(
                FieldContract.focusOnError(
                    .announce(
                        rules: [
                            .datePickerErrorAnnounced, .datePickerNoFocusRestore, .noFocusFromDatePicker,
                            .announcements,
                            .announcementDelay,
                        ],
                        reason:
                            "@AccessibilityFocusState does not work with DatePicker, so the error is announced with the picker's name instead"
                    )))
            decisions.append(
                Decision(
                    "problem-on-change", "announced with the name, after what VoiceOver is saying",
                    rules: [.dateChangeAnnounced, .announcements, .announcePassiveChanges, .announcementDelay],
                    checks.contains(where: { $0.kind == .after })
                        ? "once checked, moving this date or the one it must follow can bring a problem that someone on the other picker would not hear of"
                        : "once checked, a problem that comes later (the day turning, for an age limit) is spoken, not only shown"
                ))
        }
        decisions.append(
            FieldContract.touchTarget(.datePickerTouchTarget, "the native picker keeps the system's hit area"))
        decisions.append(
            FieldContract.focusVisible(.datePickerFocusVisible, "the native style keeps the system focus indicator"))
        // The DatePicker string carries the error on graphical and wheel styles; it must not change the
        // visible label, so the layout label is hidden behind a Text that keeps the label (card 002 allows it).
        // iOS draws no title above a graphical calendar: without a Text of its own it would show no
        // label at all, and two such calendars would look the same (card 001 keeps a visible label).
        let untitledCalendar = style == .graphical && spec.deployment.platforms.contains(.ios)
        // On iPhone a wheel draws its label beside it: the label grows with Dynamic Type and the wheel
        // does not, so at accessibility sizes the label takes the width and clips the wheel's columns.
        // A Text above wraps instead (card 004, text wraps; card 002's own wheel is laid out so).
        let sideLabelWheel = style == .wheel && spec.deployment.platforms.contains(.ios)
        let carriesError = style.namedByTitle && !checks.isEmpty
        let hidesLayoutLabel = spec.hideLabel || carriesError || untitledCalendar || sideLabelWheel
        if hidesLayoutLabel, !spec.hideLabel {
            decisions.append(
                Decision(
                    "visible-label", "Text above, .labelsHidden()",
                    rules: carriesError
                        ? [.datePickerLabelsHidden, .datePickerErrorInName, .keepVisibleLabel]
                        : sideLabelWheel
                            ? [.datePickerLabelsHidden, .keepVisibleLabel, .textWraps]
                            : [.datePickerLabelsHidden, .keepVisibleLabel],
                    carriesError
                        ? "the picker's string speaks \"\(spec.messageTable.nameWithError(name: label, error: "<error>"))\" while an error shows; the Text keeps the visible label unchanged"
                        : sideLabelWheel
                            ? "an iPhone wheel draws its label beside it, where the label grows with Dynamic Type and the wheel does not: at accessibility sizes it would squeeze the wheel's columns, so a Text above (hidden from VoiceOver) wraps instead, and the DatePicker string stays the one name"
                            : "iOS shows no title above a graphical calendar, so a Text above names it for sighted users (hidden from VoiceOver), and the DatePicker string stays the one name"
                ))
        }
        if let range {
            decisions.append(
                Decision(
                    "initial-value", "\(components == .date ? "today" : "now"), clamped into \(range.description)",
                    rules: [.dateStartsInRange, .datePickerRange],
                    "the picker never shows one date while the state holds another, and an untouched picker holds a date in range"
                        + (components == .date
                            ? ""
                            : "; with a time shown, today in the range is now, and a last day ends at 23:59, so no passed time opens the range and no time later today is shut out")
                ))
        }
        if let after = checks.first(where: { $0.kind == .after }) {
            let byDay = after.granularity == .day
            let timeOfDay = after.granularity == .timeOfDay
            decisions.append(
                Decision(
                    "after-granularity", byDay ? "calendar day" : timeOfDay ? "hour and minute" : "minute",
                    rules: [.dateStartsInRange],
                    "two pickers left untouched compare equal, not by the microseconds between their creation"
                        + (byDay && components != .date
                            ? "; '\(after.other!)' shows only a date, so its hidden time (when the view was made) is not compared"
                            : "")
                        + (timeOfDay
                            ? "; both show only a time, so the days they hide (the day each was made) are not compared"
                            : "")))
        }
        if !checks.isEmpty {
            decisions.append(
                Decision(
                    "voice-control", ".accessibilityInputLabels([\"\(label)\"])", rules: [.voiceControlLabel],
                    "\(VoiceOverWords.voiceControl(label, spec.deployment)) keeps working while an error joins the spoken name"
                ))
        }
        var verify = [
            style.namedByTitle
                ? "VoiceOver speaks the picker's name once and its current value; on graphical and wheel styles the name is not doubled."
                : "VoiceOver speaks the picker's name once and its current value.",
            VoiceOverWords.textSize(
                "Date, time and wheel pickers do not scale with Dynamic Type (an Apple defect): check legibility at large sizes.",
                spec.deployment),
            spec.deployment.platforms.contains(.ios)
                ? "Wheel options and calendar weekday headers can fall below text contrast (Apple defects): check your appearances."
                // On the Mac alone: a calendar shows where a date is picked in a calendar (graphical, or
                // the compact and automatic styles' popover); a clock or a text field has no weekday headers.
                : components != .time && [.graphical, .compact, .automatic].contains(style)
                    ? "Calendar weekday headers can fall below text contrast (an Apple defect): check your appearances."
                    : nil,
            // Card 002's acceptance check, for people who do not use VoiceOver.
            "Switch Control and a hardware keyboard reach the picker and change its value, with a visible focus indicator.",
            style == .graphical
                ? "Voice Control: \(VoiceOverWords.voiceControl(label, spec.deployment)) reaches the calendar without picking a day, and a day is picked by its number."
                : "Voice Control: \(VoiceOverWords.voiceControl(label, spec.deployment)) opens or reaches the picker.",
        ].compactMap { $0 }
        if !checks.isEmpty {
            let named = spec.messageTable.nameWithError(name: "<label>", error: "<error>")
            // Age limits alone that set the range leave no failing date to pick (axr21 #5): the picker
            // stops there, and the help says why.
            let ages = Self.agesSettingTheRange(spec)
            let onlyAges = checks.allSatisfy { $0.kind == .minimumAge || $0.kind == .maximumAge }
            if onlyAges, range != spec.range || (ages.minimum == nil && ages.maximum == nil) {
                verify.append(
                    "No date that fails the age limit can be picked: the picker stops at it\(statedLimits.map { ", and the help under it says why (\"\($0)\")" } ?? "")."
                )
            } else {
                verify.append("Picking an invalid date and submitting announces \"\(named)\" without moving focus.")
            }
            // The change announcement the code has (policy.date-change-announced; axr20 #5).
            verify.append(
                checks.contains(where: { $0.kind == .after })
                    ? "After a submit, moving the date this one must follow past it announces \"\(named)\" from the other picker, without moving focus."
                    : "After a submit, a date that becomes invalid announces \"\(named)\" without moving focus.")
        }
        if style == .field || style == .stepperField {
            verify.append("On the Mac, VoiceOver speaks the accessibility label for the \(style.rawValue) style once.")
        }
        var plan = FieldPlan(
            spec: spec, label: label, identifier: identifier, control: .datePicker, number: nil, currencyCode: nil,
            keyboard: nil, iosContentType: nil, macosContentType: nil, autocapitalization: nil,
            autocorrectionDisabled: false,
            submitLabel: nil, labeling: spec.labeling, visibleLabel: true, visibleText: label, spokenName: label,
            borders: [:], wraps: false, checks: checks,
            datePicker: DatePickerPlan(
                components: components, style: style, namedByTitle: style.namedByTitle,
                hideLabel: hidesLayoutLabel, range: range, announcements: announcements),
            deployment: spec.deployment, decisions: decisions, warnings: sink.warnings, verify: verify)
        plan.statedLimits = statedLimits
        return plan
    }
}

extension DatePickerPlanner {
    /// The dates people may pick: the spec's range, narrowed by an age limit (date-picker.range). A
    /// birth date with a minimum age of 13 ends 13 years before today, so a date that fails the
    /// check cannot be picked and the untouched picker (today, clamped) holds a valid date; a
    /// maximum age of 120 starts the day after 121 years back (born 121 years ago today, one is
    /// 121). A fixed date in the spec's range is kept: which is later is not known until the view runs.
    static func range(_ spec: FieldSpec) -> DateRange? {
        let v = spec.validation
        guard v.minimumAge != nil || v.maximumAge != nil else { return spec.range }
        var range = spec.range ?? DateRange()
        // Whether `a` is certainly before `b`; a fixed date cannot be ordered until the view runs.
        func before(_ a: DateBound, _ b: DateBound) -> Bool { (DateRange.order(a, b) ?? 0) < 0 }
        if let minimum = v.minimumAge, minimum > 0 {
            let bound = DateBound.relative(-minimum, .year)
            if range.upper.map({ before(bound, $0) }) ?? true { range.upper = bound }
        }
        if let maximum = v.maximumAge {
            let bound = DateBound.dayAfterYears(-(maximum + 1))
            if range.lower.map({ before($0, bound) }) ?? true { range.lower = bound }
        }
        // Limits that leave no date are refused: a minimum age above the maximum by the reader, a
        // range that misses the ages by the planner (`ageLeavesNoDate`).
        if let lower = range.lower, let upper = range.upper, let order = DateRange.order(lower, upper), order > 0 {
            return spec.range
        }
        return range
    }

    /// The age limits that set where the picker stops, to be stated (policy.limits-stated): an age
    /// the spec's own range is certainly narrower than (`-100y...-20y` with a minimum age of 18) never
    /// stops the wheel, so "At least 18 years old." would give the wrong reason for a stop at 20
    /// (rev51). A fixed date, whose order is known only when the view runs, keeps the age stated.
    static func agesSettingTheRange(_ spec: FieldSpec) -> (minimum: Int?, maximum: Int?) {
        let v = spec.validation
        var minimum = v.minimumAge
        var maximum = v.maximumAge
        if let age = minimum, let upper = spec.range?.upper,
            let order = DateRange.order(upper, .relative(-age, .year)), order < 0
        {
            minimum = nil
        }
        if let age = maximum, let lower = spec.range?.lower,
            let order = DateRange.order(lower, .dayAfterYears(-(age + 1))), order > 0
        {
            maximum = nil
        }
        return (minimum, maximum)
    }

    /// The age limit that the spec's own range leaves no date for (`-18y` past a range of
    /// `today...+30d`), with its key; nil when some date meets both, or when a fixed date makes the
    /// order unknown until the view runs.
    static func ageLeavesNoDate(_ spec: FieldSpec) -> (key: String, age: Int)? {
        guard let own = spec.range else { return nil }
        let v = spec.validation
        if let minimum = v.minimumAge, minimum > 0, let lower = own.lower,
            let order = DateRange.order(lower, .relative(-minimum, .year)), order > 0
        {
            return ("minimumAge", minimum)
        }
        if let maximum = v.maximumAge, let upper = own.upper,
            let order = DateRange.order(.dayAfterYears(-(maximum + 1)), upper), order > 0
        {
            return ("maximumAge", maximum)
        }
        return nil
    }
}

extension Inference {
    /// The default `after` message asks for what the comparison reads: a time for a picker of the
    /// time alone, a date when compared by day, and a date and time when compared by the minute
    /// (the same day with an earlier time fails, and "choose a date" would send people to the date).
    static func afterMessage(
        _ mine: DateComponentsKind?, _ granularity: DateGranularity, other: String, _ table: MessageTable
    ) -> String {
        if mine == .time { return table.timeAfter(other: other) }
        return granularity == .minute ? table.dateTimeAfter(other: other) : table.dateAfter(other: other)
    }

    /// `form`: the form's other fields by identifier; the message for `after` names the other
    /// date by its label ("Choose a date after check-in date."), or, for a field generated on its
    /// own, by the words of its identifier. The two are compared by calendar day when either picker
    /// shows only a date, else by minute (a field on its own knows only its own picker).
    static func dateChecks(_ spec: FieldSpec, label: String, form: FormContext = FormContext())
        -> [ValidationCheck]
    {
        let v = spec.validation
        let table = spec.messageTable
        var checks: [ValidationCheck] = []
        if let other = v.after {
            let name = form.labels[other] ?? otherLabel(other)
            let mine = InputTraits.of(spec.type, region: spec.region).components
            let theirs = form.dateComponents[other]
            let granularity: DateGranularity =
                mine == .date || theirs == .date ? .day : mine == .time && theirs == .time ? .timeOfDay : .minute
            checks.append(
                ValidationCheck(
                    kind: .after,
                    message: spec.messages.after ?? Self.afterMessage(mine, granularity, other: name, table),
                    other: other, granularity: granularity))
        }
        let ageMessage = table.age(minimum: v.minimumAge, maximum: v.maximumAge)
        if let low = v.minimumAge {
            checks.append(
                ValidationCheck(kind: .minimumAge, message: spec.messages.age ?? ageMessage!, bound: Double(low)))
        }
        if let high = v.maximumAge {
            checks.append(
                ValidationCheck(kind: .maximumAge, message: spec.messages.age ?? ageMessage!, bound: Double(high)))
        }
        return checks
    }
}
