/// The Swift pieces of one rendered field, before they are laid out as a snippet or a form.
public struct RenderedField: Codable, Sendable, Equatable {
    /// Stored properties (`@State`, `@AccessibilityFocusState`), one per entry.
    public var declarations: [String]
    /// The view code for the field.
    public var view: String
    /// Functions the view calls (validation), each a complete declaration.
    public var functions: [String]
    /// Modules beyond SwiftUI that the code needs.
    public var imports: [String]
    /// Every API the code uses (checked against availability by tests).
    public var apis: [API]
    /// Every string the code looks up at run time, each key once, in order of first use.
    public var strings: [LocalizedString] = []
}

/// Where a field sits in a generated form: its case in the form's `Field` enum and where Return goes.
public struct FormSlot: Codable, Sendable, Equatable {
    /// The field's case in the form's focus enum (its identifier).
    public var focusCase: String
    /// The next text field's case when it directly follows this one (`ReturnChain`); nil at the end
    /// of a run of text fields, whose Return hides the keyboard or, on the form's last, submits.
    public var next: String?
    /// The form's keyboard toolbar Done puts VoiceOver back on this field, so it binds the form's
    /// accessibility focus even when it cannot show an error.
    public var restoresFocus: Bool
    /// On the last text field of a run that other controls follow (a picker, a toggle, a stepper, a
    /// date): Return hides the keyboard, uncovering them, instead of jumping past them or submitting
    /// a form people have not finished.
    public var returnHidesKeyboard: Bool
    /// In a form laid out as a stack (`"container": "stack"`), not a `Form`: a Mac control is not a
    /// row of a label column, so it keeps its error in a tight stack under it rather than a `Group`
    /// whose rows take the stack's wider spacing (the error would sit as far from its control as
    /// from the next one). Not written in the JSON result: the form's container says it.
    public var inStack: Bool = false
    /// The Return key of the field that submits the form (`ReturnChain.submitKey`): `.go`, `.join`,
    /// `.send`, `.search`. Not written in the JSON result: the return-chain decision says it.
    public var submitKey: String = ".go"

    enum CodingKeys: String, CodingKey { case focusCase, next, restoresFocus, returnHidesKeyboard }

    public init(
        focusCase: String, next: String?, restoresFocus: Bool = false, returnHidesKeyboard: Bool = false,
        inStack: Bool = false, submitKey: String = ".go"
    ) {
        self.focusCase = focusCase
        self.next = next
        self.restoresFocus = restoresFocus
        self.returnHidesKeyboard = returnHidesKeyboard
        self.inStack = inStack
        self.submitKey = submitKey
    }

    /// Whether a Mac-only control is drawn as rows of the Form (a `Group`): in a Form, not a stack.
    static func macFormRow(_ plan: FieldPlan, _ slot: FormSlot?) -> Bool {
        plan.deployment.isMacOnly && slot?.inStack != true
    }

    /// The Return key's label on iOS: Next along the chain; Done where Return hides the keyboard (as
    /// the toolbar's Done does); on the field that submits, the key named for the submit.
    var returnKey: String { next != nil ? ".next" : returnHidesKeyboard ? ".done" : submitKey }

    /// What Return does on iOS: move to the next field, hide the keyboard, or submit. Hiding the
    /// keyboard is what the toolbar's Done does (`dismissKeyboard()`, in every iOS form with a typed
    /// field): VoiceOver was on the keyboard, and comes back to the field only when told (card 004).
    var returnAction: String {
        if let next { return "\(FormNames.focusedField) = .\(next)" }
        return returnHidesKeyboard ? "\(FormNames.dismissKeyboard)()" : "\(FormNames.submit)()"
    }
}

/// The form-level names fields bind to.
enum FormNames {
    static let focusedField = "focusedField"
    static let accessibilityFocus = "accessibilityFocus"
    static let submit = "submit"
    /// The keyboard toolbar's Done (form-keyboard-functions.swift.mustache), which Return on the last
    /// typed field before other controls calls too.
    static let dismissKeyboard = "dismissKeyboard"
    /// The row a failed submit scrolls into view (form-body's `ScrollViewReader`).
    static let scrollTarget = "scrollTarget"
    static let scrollTargetDeclaration = "@State private var scrollTarget: Field?"

    /// Whether a generated form scrolls to its first problem: form-body's reader around the Form,
    /// which the audits read the rest of the wiring by.
    static func scrollsToProblems(_ code: String) -> Bool { code.contains("ScrollViewReader { scrollProxy in\n") }
}

/// Fills the templates from a plan. Every decision was made in `Inference`; this only lays it out.
public struct Renderer: Sendable {
    public var templates: TemplateSet
    /// The String Catalog table and bundle the generated code looks its strings up in.
    public var localization: LocalizationOptions
    /// The strings written so far in this file (set per field or form by `render`).
    var strings: Localizer

    public init(templates: TemplateSet = .embedded, localization: LocalizationOptions = LocalizationOptions()) {
        self.templates = templates
        self.localization = localization
        self.strings = Localizer(localization)
    }

    /// Renders a field as a snippet (`slot` nil) or as a row of a generated form.
    public func render(_ plan: FieldPlan, slot: FormSlot? = nil) -> RenderedField {
        render(plan, slot: slot, strings: Localizer(localization))
    }

    /// Renders a field with the strings of the file it is part of, so a key written twice has one comment.
    func render(_ plan: FieldPlan, slot: FormSlot?, strings: Localizer) -> RenderedField {
        var renderer = self
        renderer.strings = strings
        let mark = strings.used.count
        var rendered: RenderedField
        if let date = plan.datePicker {
            rendered = renderer.renderDatePicker(plan, date, slot: slot)
        } else if let toggle = plan.toggle {
            rendered = renderer.renderToggle(plan, toggle, slot: slot)
        } else if let stepper = plan.stepper {
            rendered = renderer.renderStepper(plan, stepper, slot: slot)
        } else if let choice = plan.choice {
            rendered = renderer.renderChoice(plan, choice, slot: slot)
        } else {
            rendered = renderer.renderTextField(plan, slot: slot)
        }
        rendered.strings = strings.strings(since: mark)
        return rendered
    }

    // MARK: The control and its modifiers

    /// What translators call the field's control in comments.
    func noun(_ plan: FieldPlan) -> String {
        switch plan.control {
        case .secureField: "secure field"
        case .textField, .numberField, .multilineTextField: "text field"
        case .datePicker: "date picker"
        case .picker: "picker"
        case .toggle: "toggle"
        case .stepper: "stepper"
        }
    }

    /// The field's words as properties (field-strings.swift.mustache).
    func words(_ plan: FieldPlan) -> FieldStrings {
        FieldStrings(plan, noun: noun(plan), strings: strings)
    }

    /// `return <message>`: a problem people can act on, looked up in the String Catalog.
    func messageReturn(_ plan: FieldPlan, _ message: String) -> String {
        "return "
            + strings.string(
                message,
                comment: "Error under the \"\(plan.label)\" \(noun(plan)), spoken by VoiceOver after its name.")
    }

    /// The state behind a field's error: only whether it has been checked. The error itself is
    /// computed (field-message.swift.mustache), so it can never go stale after a fix.
    func errorState(_ plan: FieldPlan) -> String {
        "@State private var \(plan.checkedName) = false"
    }

    /// The field's error, shown once it has been checked, and the checks' function behind it.
    func messageFunction(_ plan: FieldPlan, checks: String) -> String {
        chomp(
            templates.render(
                "field-message.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "messageName": .text(plan.messageName),
                    "errorName": .text(plan.errorName), "checkedName": .text(plan.checkedName),
                    "checks": .text(checks),
                ]))
    }

    /// The function that writes a field's digits as 0-9 (`FieldPlan.foldsDigits`).
    func digitsFunction(shared: Bool) -> String {
        chomp(
            templates.render(
                "field-digits.swift.mustache",
                ["name": .text(FieldPlan.digitsFunctionName), "shared": .flag(shared)]))
    }

    /// The property that gives a digits field's text with its digits as 0-9 (`FieldPlan.foldsDigits`):
    /// the digits function nested in a snippet's, called in a form's.
    func textValueProperty(_ plan: FieldPlan, nested: Bool) -> String {
        let name = FieldPlan.digitsFunctionName
        // A field named like the function: the nested function would hide its state.
        let text = plan.identifier == name ? "self.\(plan.identifier)" : plan.identifier
        return chomp(
            templates.render(
                "field-text-value.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "valueName": .text(plan.valueName), "text": .text(text),
                    "digitsName": .text(name), "digitsFunction": .text(nested ? digitsFunction(shared: false) : ""),
                ]))
    }

    // MARK: Date pickers (card 002)

    func renderDatePicker(_ plan: FieldPlan, _ date: DatePickerPlan, slot: FormSlot?) -> RenderedField {
        var apis: APISet = [.stacks, .datePicker]
        let words = words(plan)
        var model = DatePickerRenderModel(plan, date, words)
        apis.formUnion(model.apis)
        if plan.canShowError {
            let (modifier, changeAPIs) = changeCheckModifier(plan)
            model.context["changeCheck"] = .text(modifier)
            apis.formUnion(changeAPIs)
        }
        let control = chomp(templates.render("date-control.swift.mustache", model.context))

        var context: TemplateContext = [
            "control": .text(control), "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName), "hintLiteral": .text(plan.hint == nil ? "" : words.hintName),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(errorLabel(plan, spokenByField: true, labelLiteral: words.labelName))
            apis.formUnion([.labelTitleIcon, .imageSystemName, .foregroundStyle, .font, .accessibilityHidden])
        }
        if plan.hint != nil {
            context["hintText"] = .text(
                chomp(templates.render("field-hint.swift.mustache", ["hintLiteral": .text(words.hintName)])))
            apis.formUnion([.font, .accessibilityHidden])
        }
        if date.hideLabel {
            context["labelAbove"] = .text(
                chomp(templates.render("field-label.swift.mustache", ["labelLiteral": .text(words.visibleLabel)])))
        }
        // On a Mac-only form the picker is a row of the Form itself, whose label column shows its title.
        context["rowGroup"] = .flag(FormSlot.macFormRow(plan, slot) && !date.hideLabel)
        var declarations = ["@State private var \(plan.identifier) = \(initialDate(plan, date))"]
        var functions = [words.code(templates)]
        if Self.startsAnHourAfterByTheClock(plan, date) {
            functions.append(
                chomp(templates.render("date-time-after.swift.mustache", ["name": .text(Self.timeAnHourAfterName)])))
        }
        var imports: [String] = []
        if let range = date.range { functions.append(rangeCode(plan, range)) }
        if plan.canShowError {
            declarations.append(errorState(plan))
            apis.formUnion(date.announcements.values.map(\.api))
            if date.announcements.values.contains(.accessibilityNotification) { imports.append("Accessibility") }
            let message = messageFunction(plan, checks: dateChecksCode(plan))
            if slot == nil {
                functions.append(
                    chomp(
                        templates.render(
                            "date-validation.swift.mustache",
                            [
                                "identifier": .text(plan.identifier), "validateName": .text(plan.validateName),
                                "errorName": .text(plan.errorName), "messageName": .text(plan.messageName),
                                "checkedName": .text(plan.checkedName),
                                "nameName": .text(words.nameName),
                                "announce": .text(Self.announceCode(date.announcements)),
                                "messageFunction": .text(message),
                            ])))
            } else {
                functions.append(message)  // the form's submit() announces it
            }
            functions.append(
                changeCheckFunction(
                    plan, template: "date-change-check.swift.mustache", nameName: words.nameName,
                    announcements: date.announcements))
        }
        return RenderedField(
            declarations: declarations, view: chomp(templates.render("date.swift.mustache", context)),
            functions: functions, imports: imports, apis: apis.sorted())
    }

    /// A snippet's move of VoiceOver to a field with a problem (field-focus-move.swift.mustache): the
    /// problem spoken if VoiceOver is already there, and spoken too if the move did not land. Shared by
    /// every family whose field takes focus on a failed validation; `reason` says why the move waits.
    func focusMoveCode(
        focusName: String, nameName: String, announcements: [String: AnnouncementAPI],
        reason: String = "Once the error is on screen, so VoiceOver lands on the name that carries it."
    ) -> String {
        chomp(
            templates.render(
                "field-focus-move.swift.mustache",
                [
                    "focusName": .text(focusName), "nameName": .text(nameName),
                    "announce": .text(Self.announceCode(announcements)), "moveReason": .text(reason),
                ]))
    }

    /// The statement that speaks `announcement`, per platform when they differ.
    /// `queued`: spoken after whatever VoiceOver is saying instead of interrupting it (a field left
    /// for the next one, whose name VoiceOver is reading): low priority from iOS 17 / macOS 14, the queue
    /// attribute on iOS below, and on the Mac below 14 the low level of the notification's priority key.
    static func announceCode(
        _ announcements: [String: AnnouncementAPI], variable: String = "announcement", queued: Bool = false
    )
        -> String
    {
        func statement(_ api: AnnouncementAPI) -> String {
            switch api {
            case .accessibilityNotification where queued:
                "var queued = AttributedString(\(variable))\nqueued.accessibilitySpeechAnnouncementPriority = .low\nAccessibilityNotification.Announcement(queued).post()"
            case .uiAccessibility where queued:
                "let queued = NSAttributedString(\n    string: \(variable), attributes: [.accessibilitySpeechQueueAnnouncement: true])\nUIAccessibility.post(notification: .announcement, argument: queued)"
            case .accessibilityNotification: "AccessibilityNotification.Announcement(\(variable)).post()"
            case .uiAccessibility: "UIAccessibility.post(notification: .announcement, argument: \(variable))"
            case .nsAccessibility where queued:
                // VoiceOver on the Mac reads the priority key to speak after the current speech (macOS 10.9).
                "NSAccessibility.post(\n    element: NSApp as Any, notification: .announcementRequested,\n    userInfo: [\n        .announcement: \(variable), .priority: NSAccessibilityPriorityLevel.low.rawValue,\n    ]\n)"
            case .nsAccessibility:
                // Two argument lines: on one, the call overran 120 columns inside a multiplatform
                // snippet's validation (a macOS 13 branch in an #if within a closure).
                "NSAccessibility.post(\n    element: NSApp as Any, notification: .announcementRequested,\n    userInfo: [.announcement: \(variable)]\n)"
            }
        }
        let ios = announcements[Platform.ios.rawValue]
        let mac = announcements[Platform.macos.rawValue]
        switch (ios, mac) {
        case (let ios?, let mac?) where ios != mac:
            let indent = { (text: String) in text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") }
            return "#if canImport(UIKit)\n\(indent(statement(ios)))\n#else\n\(indent(statement(mac)))\n#endif"
        case (let api?, _), (nil, let api?):
            return statement(api)
        case (nil, nil):
            return ""
        }
    }

    /// `.onChange` on the checks' message (policy.date-change-announced, toggle.change-announced): it
    /// changes when a date moves (or, for an age limit, the day turns) or a toggle flips, never when the
    /// submit sets the check flag, so the submit does not set it off. Each platform's form is
    /// `ModifierChain.onChange`'s.
    func changeCheckModifier(_ plan: FieldPlan) -> (modifier: String, apis: APISet) {
        let (chain, _, apis) = ModifierChain.onChange(
            plan.deployment, of: "\(plan.messageName)()", argument: "problem", call: plan.changeCheckName)
        return (chain.lines(for: plan.deployment.platforms, indent: "").joined(separator: "\n"), apis)
    }

    /// The function `changeCheckModifier`'s observer calls: from `template` (date-change-check or
    /// toggle-change-check), speaking the name, queued, once the field was checked.
    func changeCheckFunction(
        _ plan: FieldPlan, template: String, nameName: String, announcements: [String: AnnouncementAPI]
    ) -> String {
        chomp(
            templates.render(
                template,
                [
                    "identifier": .text(plan.identifier), "changeName": .text(plan.changeCheckName),
                    "checkedName": .text(plan.checkedName), "nameName": .text(nameName),
                    "announce": .text(Self.announceCode(announcements, queued: true)),
                ]))
    }

    func dateChecksCode(_ plan: FieldPlan) -> String {
        var lines: [String] = []
        // The local must not shadow the field itself or the date it is compared with.
        let taken = Set([plan.identifier] + plan.checks.compactMap(\.other))
        let age = taken.contains("age") ? "ageInYears" : "age"
        if plan.checks.contains(where: { $0.kind == .minimumAge || $0.kind == .maximumAge }) {
            lines.append(
                "let \(age) = Calendar.current.dateComponents([.year], from: \(plan.identifier), to: Date()).year ?? 0")
        }
        for check in plan.checks {
            let condition: String
            switch check.kind {
            case .after where check.granularity == .timeOfDay:
                // Two times of day: the hours and minutes people see, not the days the pickers hide.
                let (mine, theirs) =
                    taken.contains("time") || taken.contains("otherTime")
                    ? ("shownTime", "otherShownTime") : ("time", "otherTime")
                lines.append(
                    "let \(mine) = Calendar.current.dateComponents([.hour, .minute], from: \(plan.identifier))")
                lines.append(
                    "let \(theirs) = Calendar.current.dateComponents([.hour, .minute], from: \(check.other!))")
                condition =
                    "(\(mine).hour ?? 0, \(mine).minute ?? 0) <= (\(theirs).hour ?? 0, \(theirs).minute ?? 0)"
            case .after:
                // By day (or minute), not timestamp: untouched pickers must not differ by microseconds.
                let granularity = (check.granularity ?? .minute).swift
                let order = taken.contains("order") ? "dateOrder" : "order"
                lines.append(
                    "let \(order) = Calendar.current.compare(\(plan.identifier), to: \(check.other!), toGranularity: \(granularity))"
                )
                condition = "\(order) != .orderedDescending"
            case .minimumAge: condition = "\(age) < \(Int(check.bound!))"
            case .maximumAge: condition = "\(age) > \(Int(check.bound!))"
            case .required, .number, .fractionDigits, .email, .pattern, .minLength, .maxLength, .minimum, .maximum:
                continue
            }
            lines += ["if \(condition) {", "    " + messageReturn(plan, check.message), "}"]
        }
        return lines.joined(separator: "\n")
    }

    /// The state's first value: today, or `Date()` clamped into the range (policy.date-starts-in-range).
    func initialDate(_ plan: FieldPlan, _ date: DatePickerPlan) -> String {
        date.range == nil ? startBase(plan, date) : "Self.\(plan.identifier)Start"
    }

    /// Now; or, for a date that must follow another in the form, a day (an hour, with a time) after
    /// that one's first value, so the untouched pair passes `after`.
    func startBase(_ plan: FieldPlan, _ date: DatePickerPlan) -> String {
        guard let earlier = date.startsAfter else { return "Date()" }
        let later =
            "Calendar.current.date(byAdding: \(afterStep(plan, date).component), value: 1, to: \(earlier)) ?? \(earlier)"
        guard Self.startsAnHourAfterByTheClock(plan, date) else { return later }
        // A time of day an hour later by the clock, on the same day (`timeAnHourAfter`): named once,
        // so a chain of times does not repeat each earlier start in the next.
        return "Self.\(Self.timeAnHourAfterName)(\(earlier))"
    }

    /// The helper a time that must follow another time starts from (see `timeAnHourAfter`).
    static let timeAnHourAfterName = "timeAnHourAfter"

    /// Whether `plan` is a time of day that starts after another one's first value.
    static func startsAnHourAfterByTheClock(_ plan: FieldPlan, _ date: DatePickerPlan) -> Bool {
        date.startsAfter != nil && plan.checks.first(where: { $0.kind == .after })?.granularity == .timeOfDay
    }

    /// How far after the date it must follow a picker starts: a day when the two are compared by day
    /// (either shows only a date), else an hour.
    func afterStep(_ plan: FieldPlan, _ date: DatePickerPlan) -> (component: String, words: String) {
        let byDay = (plan.checks.first { $0.kind == .after }?.granularity ?? .minute) == .day
        return byDay || date.components == .date ? (".day", "a day") : (".hour", "an hour")
    }

    /// A computed property for the picker's range: bounds relative to today are evaluated at run time.
    /// A picker that shows a time reads `today` as now, and ends an upper bound with its day's last
    /// minute: midnight would let people pick a time today that has passed (`today...`), none that
    /// has not (`...today`), and only 00:00 on the last day (`today...+30d`) (axr21 #1).
    func rangeCode(_ plan: FieldPlan, _ range: DateRange) -> String {
        let showsTime = plan.datePicker.map { $0.components != .date } ?? false
        // `today...today` with a time is the rest of today: its upper bound ends the day, where
        // `...today` (something that has happened) ends now.
        let restOfToday = showsTime && range.lower == .today && range.upper == .today
        let needsToday = [range.lower, range.upper].contains { bound in
            switch bound {
            case .absolute?, nil: false
            case .today?: !showsTime || restOfToday
            case .relative?, .dayAfterYears?: true
            }
        }
        func expression(_ bound: DateBound, fallback: String, upper: Bool = false) -> String {
            let dayEnd = showsTime && upper
            switch bound {
            case .today where restOfToday && upper:
                return "Calendar.current.date(byAdding: DateComponents(day: 1, minute: -1), to: today) ?? today"
            case .today: return showsTime ? "Date()" : "today"
            case .relative(let value, let unit):
                guard dayEnd else {
                    return
                        "Calendar.current.date(byAdding: \(unit.calendarComponent), value: \(value), to: today) ?? today"
                }
                // The last minute of that day: a day more, a minute less.
                let offset =
                    switch unit {
                    case .day: "day: \(value + 1)"
                    case .week: "day: \(value * 7 + 1)"
                    case .month: "month: \(value), day: 1"
                    case .year: "year: \(value), day: 1"
                    }
                return "Calendar.current.date(byAdding: DateComponents(\(offset), minute: -1), to: today) ?? today"
            case .dayAfterYears(let years):
                return "Calendar.current.date(byAdding: DateComponents(year: \(years), day: 1), to: today) ?? today"
            case .absolute(let year, let month, let day):
                let time = dayEnd ? ", hour: 23, minute: 59" : ""
                return
                    "Calendar.current.date(from: DateComponents(year: \(year), month: \(month), day: \(day)\(time))) ?? \(needsToday ? "today" : fallback)"
            }
        }
        var body: [String] = []
        if needsToday { body.append("let today = Calendar.current.startOfDay(for: Date())") }
        // A maximum age's first date: the day after max + 1 years back, and one more where the
        // calendar counts a 29 February birthday's years from 28 February (on 2026-02-28,
        // 1960-02-29 is 66), so the first date people can pick passes the age check.
        var lowerStatements: [String] = []
        if case .dayAfterYears(let years)? = range.lower {
            lowerStatements = [
                "var lower = \(expression(.dayAfterYears(years), fallback: ".distantPast"))",
                "// Someone born on 29 February is a year older on 28 February in other years.",
                "if (Calendar.current.dateComponents([.year], from: lower, to: today).year ?? 0) > \(-years - 1) {",
                "    lower = Calendar.current.date(byAdding: .day, value: 1, to: lower) ?? lower",
                "}",
            ]
        }
        let type: String
        switch (range.lower, range.upper) {
        case (let lower?, let upper?):
            type = "ClosedRange<Date>"
            let lowerExpression = expression(lower, fallback: ".distantPast")
            let upperExpression = expression(upper, fallback: ".distantFuture", upper: true)
            if lowerExpression == "today" {
                body.append("let upper = \(upperExpression)")
                body.append(range.isOrdered ? "return today...upper" : "return today...max(today, upper)")
            } else {
                body += lowerStatements.isEmpty ? ["let lower = \(lowerExpression)"] : lowerStatements
                body.append("let upper = \(upperExpression)")
                // max() keeps the range valid if a fixed date and today's date cross, or if now passes
                // today's last minute (the rest of today, in its last seconds).
                body.append(
                    range.isOrdered && !restOfToday ? "return lower...upper" : "return lower...max(lower, upper)")
            }
        case (let lower?, nil):
            type = "PartialRangeFrom<Date>"
            let value = expression(lower, fallback: ".distantPast")
            if lowerStatements.isEmpty {
                body.append(value == "today" || value == "Date()" ? "return \(value)..." : "return (\(value))...")
            } else {
                body += lowerStatements + ["return lower..."]
            }
        case (nil, let upper?):
            type = "PartialRangeThrough<Date>"
            let value = expression(upper, fallback: ".distantFuture", upper: true)
            body.append(value == "today" || value == "Date()" ? "return ...\(value)" : "return ...(\(value))")
        case (nil, nil):
            type = "PartialRangeFrom<Date>"
            body.append("return .distantPast...")
        }
        let name = plan.rangeName
        // Now, or a day after the date this one must follow, held in a local when it is not `Date()`.
        let following = plan.datePicker.flatMap { $0.startsAfter == nil ? nil : $0 }
        let base = following == nil ? "Date()" : "start"
        let clamped =
            switch (range.lower, range.upper) {
            case (_?, _?): "min(max(\(base), \(name).lowerBound), \(name).upperBound)"
            case (_?, nil): "max(\(base), \(name).lowerBound)"
            case (nil, _?): "min(\(base), \(name).upperBound)"
            case (nil, nil): base
            }
        let startExpression = following.map { "let start = \(startBase(plan, $0))\nreturn \(clamped)" } ?? clamped
        let otherDate = plan.checks.first { $0.kind == .after }?.other ?? ""
        let startSummary =
            following.map {
                "\(afterStep(plan, $0).words) after `\(otherDate)`'s first value, or the nearest date in range"
            }
            ?? (showsTime
                ? "now, or the nearest time in range when now is outside it"
                : "today, or the nearest date in range when today is outside it")
        return chomp(
            templates.render(
                "date-range.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "rangeName": .text(plan.rangeName), "rangeType": .text(type),
                    "rangeComment": .text(SwiftLiteral.comment(range.description)),
                    "startName": .text(plan.identifier + "Start"),
                    "startExpression": .text(startExpression), "startSummary": .text(startSummary),
                    "body": .text(body.joined(separator: "\n")),
                ]))
    }

    // MARK: Validation

    func checksCode(_ plan: FieldPlan) -> String {
        var lines: [String] = []
        let required = plan.checks.first { $0.kind == .required }
        let boundsChecked = plan.checks.contains { $0.kind == .minimum || $0.kind == .maximum }
        if plan.control == .numberField {
            // What people typed, so an empty field and a non-number get different messages.
            let number = plan.checks.first { $0.kind == .number }!
            lines.append("if \(plan.identifier).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {")
            lines.append("    " + (required.map { messageReturn(plan, $0.message) } ?? "return nil"))
            lines.append("}")
            // Only presence to check: no unwrapped value to name.
            lines.append(boundsChecked ? "guard let value = \(plan.valueName) else {" : "if \(plan.valueName) == nil {")
            lines.append("    " + messageReturn(plan, number.message))
            lines.append("}")
        } else {
            // Secrets are checked as typed; other text without the spaces people add by accident.
            lines.append(
                plan.control == .secureField
                    ? "let value = \(plan.identifier)"
                    : plan.foldsDigits
                        ? "let value = \(plan.valueName)"
                        : "let value = \(plan.identifier).trimmingCharacters(in: .whitespacesAndNewlines)")
            lines.append("if value.isEmpty {")
            lines.append("    " + (required.map { messageReturn(plan, $0.message) } ?? "return nil"))
            lines.append("}")
        }
        for check in plan.checks {
            let condition: String
            switch check.kind {
            case .required, .number: continue
            case .email:
                condition = "value.range(of: \(SwiftLiteral.regex(check.pattern!)), options: .regularExpression) == nil"
            case .pattern:
                // The whole value must match (the spec's promise): `range(of:)` alone finds the
                // pattern anywhere, so "123456789" would pass a ZIP's `[0-9]{5}`.
                condition =
                    "value.range(of: \(SwiftLiteral.regex(Self.wholeValue(check.pattern!))), options: .regularExpression) == nil"
            case .after, .minimumAge, .maximumAge: continue  // date checks; see dateChecksCode
            case .minLength: condition = "value.count < \(Int(check.bound!))"
            case .maxLength: condition = "value.count > \(Int(check.bound!))"
            case .fractionDigits:
                // The digits typed after the decimal separator, trailing zeros aside ("12.50" is cents).
                let digits = Int(check.bound!)
                lines.append(
                    "// The digits after the decimal separator, trailing zeros aside: \(plan.currencyCode ?? "the currency") has \(digits)."
                )
                // No literal people could read: the separator always exists, and a zero is read as a
                // digit in any script.
                // Locals that cannot hide the field's own text (a field may be called `separator`).
                let separator = plan.identifier == "separator" ? "decimalSeparator" : "separator"
                let fraction = plan.identifier == "fraction" ? "typedFraction" : "fraction"
                lines.append("let \(separator) = Locale.autoupdatingCurrent.decimalSeparator ?? \"\"")
                lines.append(
                    "let \(fraction) = \(plan.identifier).components(separatedBy: \(separator)).dropFirst().joined()")
                condition =
                    "\(fraction).filter(\\.isWholeNumber).reversed().drop(while: { $0.wholeNumberValue == 0 }).count > \(digits)"
            case .minimum: condition = "value < \(numberLiteral(check.bound!, plan.number!))"
            case .maximum: condition = "value > \(numberLiteral(check.bound!, plan.number!))"
            }
            lines.append("if \(condition) {")
            lines.append("    " + messageReturn(plan, check.message))
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }

    /// A pattern the whole value must match: `\A` and `\z` (ICU: the start and the very end of the
    /// text, where `$` would also match before a final line break) around it in a group that
    /// captures nothing, so its own `|` and group numbers stay as written. A pattern that already
    /// spans the value (`^[0-9]{5}$`: `^` first, `$` last, no `|` outside a group or a bracket)
    /// keeps its shape, with those two anchors made exact. The spec reader refuses free-spacing
    /// mode, whose `#` comments would swallow the closing anchor.
    static func wholeValue(_ pattern: String) -> String {
        if let body = anchoredBody(pattern) { return #"\A"# + body + #"\z"# }
        // A `\Q` left open quotes to the end of the pattern: it is closed before the group is, or the
        // closing `)\z` would be literal text and nothing could match.
        return #"\A(?:"# + pattern + (endsQuoting(pattern) ? #"\E"# : "") + #")\z"#
    }

    /// Whether a `\Q` quotation is still open at the end of the pattern (ICU: `\Q` quotes up to
    /// `\E`, or to the end).
    static func endsQuoting(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        var quoting = false
        while index < scalars.count {
            if quoting {
                if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "E" {
                    quoting = false
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if scalars[index] == "\\" {
                if index + 1 < scalars.count, scalars[index + 1] == "Q" { quoting = true }
                index += 2
                continue
            }
            index += 1
        }
        return quoting
    }

    /// The pattern between a leading `^` and a trailing `$` when the two anchor all of it; nil when
    /// they do not (`^a|b$`, an escaped `\$`), or when the scan meets what it does not read
    /// (`\Q…\E` quoting, a `(?#…)` comment, a bracket opening with `]`): the caller then wraps the
    /// whole pattern.
    static func anchoredBody(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "^", scalars.last == "$" else { return nil }
        let end = scalars.count - 1
        var index = 1
        var depth = 0
        var brackets = 0
        while index < end {
            let scalar = scalars[index]
            if scalar == "\\" {
                guard index + 1 < end, scalars[index + 1] != "Q" else { return nil }
                index += 2
                continue
            }
            if brackets > 0 {
                if scalar == "[" { brackets += 1 } else if scalar == "]" { brackets -= 1 }
            } else {
                switch scalar {
                case "[":
                    var next = index + 1
                    if next < end, scalars[next] == "^" { next += 1 }
                    guard next < end, scalars[next] != "]" else { return nil }
                    brackets = 1
                case "(":
                    // A comment, `(?#…)`, may hold brackets or bars that mean nothing: not read.
                    if index + 2 < end, scalars[index + 1] == "?", scalars[index + 2] == "#" { return nil }
                    depth += 1
                case ")": depth -= 1
                case "|" where depth == 0: return nil
                default: break
                }
            }
            index += 1
        }
        guard depth == 0, brackets == 0 else { return nil }
        return String(String.UnicodeScalarView(scalars[1..<end]))
    }

    /// An exact literal for a bound: integers as written, decimals as Double or exact Decimal.
    func numberLiteral(_ value: Double, _ kind: NumberKind) -> String {
        let whole = value == value.rounded()
        switch kind {
        case .integer:
            return String(Int64(value))
        case .decimal:
            return whole ? String(Int64(value)) + ".0" : "\(value)"
        case .currency:
            if whole { return String(Int64(value)) }
            // Decimal from a Double literal is inexact (9.99 becomes 9.990000000000002); build it exactly.
            let text = "\(abs(value))"
            if text.contains("e") { return "Decimal(\(value))" }  // tiny or huge bounds: close enough
            let digits = text.replacingAll(".", with: "")
            let exponent = -(text.split(separator: ".").last?.count ?? 0)
            let significand = String(digits.drop { $0 == "0" })
            return
                "Decimal(sign: .\(value < 0 ? "minus" : "plus"), exponent: \(exponent), significand: \(significand.isEmpty ? "0" : significand))"
        }
    }
}

/// Everything a date picker's control template can say, from the plan's decisions (card 002).
struct DatePickerRenderModel {
    var context: TemplateContext
    var apis: APISet = []

    init(_ plan: FieldPlan, _ date: DatePickerPlan, _ words: FieldStrings) {
        let labelLiteral = words.labelName
        // Graphical and wheel: the DatePicker string is the name, so it carries the error itself.
        let titleCarriesError = date.namedByTitle && plan.canShowError
        var style = ""
        switch date.style {
        case .automatic: break
        case .compact:
            style = ".compact"
            apis.insert(.datePickerStyleCompact)
        case .graphical:
            style = ".graphical"
            apis.insert(.datePickerStyleGraphical)
        case .wheel:
            style = ".wheel"
            apis.insert(.datePickerStyleWheel)
        case .field:
            style = ".field"
            apis.insert(.datePickerStyleField)
        case .stepperField:
            style = ".stepperField"
            apis.insert(.datePickerStyleStepperField)
        }
        if date.hideLabel { apis.formUnion([.labelsHidden, .font, .accessibilityHidden]) }
        var hint = ""
        if plan.hint != nil {
            // The error overrides the hint (resolve.hint-yields-to-error).
            hint = plan.canShowError ? "\(plan.errorName) == nil ? \(words.hintName) : \"\"" : words.hintName
            apis.insert(.accessibilityHint)
        }
        var label = ""
        if !date.namedByTitle {
            label = words.spokenName
            apis.insert(.accessibilityLabel)
        }
        // Voice Control keeps "Tap <label>" while the error joins the name (policy.voice-control-label).
        if plan.canShowError { apis.insert(.accessibilityInputLabels) }
        context = [
            "identifier": .text(plan.identifier),
            "title": .text(titleCarriesError ? words.nameName : labelLiteral),
            "selection": .text("$" + plan.identifier),
            "range": .text(date.range == nil ? "" : "Self.\(plan.rangeName)"),
            "components": .text(date.components.swift),
            "style": .text(style),
            "labelsHidden": .flag(date.hideLabel),
            "accessibilityHint": .text(hint),
            "accessibilityLabel": .text(label),
            "inputLabels": .text(plan.canShowError ? labelLiteral : ""),
            "labelLiteral": .text(labelLiteral),
            "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.canShowError ? plan.errorName : ""),
        ]
    }
}

/// Drops one trailing newline Character (templates end their files with one).
func chomp(_ text: String) -> String {
    // In bytes: a final "\n" is a Character of its own unless a "\r" comes before it (grapheme
    // breaks always follow a line feed). `dropLast` counted the whole text (8% of a 200-field form),
    // and `removeLast` walked grapheme rules backwards, about 2,400 instructions a call (issue 14).
    let bytes = text.utf8
    guard bytes.last == UInt8(ascii: "\n") else { return text }
    let end = bytes.index(before: bytes.endIndex)
    guard end == bytes.startIndex || bytes[bytes.index(before: end)] != UInt8(ascii: "\r") else { return text }
    return String(text[..<end])
}
