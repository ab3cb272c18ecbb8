import Foundation

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
}

/// Where a field sits in a generated form: its case in the form's `Field` enum and where Return goes.
public struct FormSlot: Codable, Sendable, Equatable {
    /// The field's case in the form's focus enum (its identifier).
    public var focusCase: String
    /// The next keyboard-focusable field's case; nil on the last one, whose Return submits.
    /// Date pickers take no keyboard focus, so they sit outside the Return chain.
    public var next: String?

    public init(focusCase: String, next: String?) {
        self.focusCase = focusCase
        self.next = next
    }
}

/// The form-level names fields bind to.
enum FormNames {
    static let focusedField = "focusedField"
    static let accessibilityFocus = "accessibilityFocus"
    static let submit = "submit"
}

/// Fills the templates from a plan. Every decision was made in `Inference`; this only lays it out.
public struct Renderer: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet = .embedded) {
        self.templates = templates
    }

    /// Renders a field as a snippet (`slot` nil) or as a row of a generated form.
    public func render(_ plan: FieldPlan, slot: FormSlot? = nil) -> RenderedField {
        if let date = plan.datePicker { return renderDatePicker(plan, date, slot: slot) }
        var apis: Set<API> = [.stacks, .font, .accessibilityHidden]
        let labelLiteral = SwiftLiteral.string(plan.label)
        let hintLiteral = plan.spec.hint.map(SwiftLiteral.string) ?? ""
        let control = controlCode(plan, slot: slot, apis: &apis)

        var context: TemplateContext = [
            "labelLiteral": .text(labelLiteral),
            "labeledContent": .flag(plan.labeling == .labeledContent),
            "control": .text(control),
            "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName),
            "hintLiteral": .text(hintLiteral),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(chomp(templates.render("field-error.swift.mustache", context)))
            apis.formUnion([.labelSystemImage, .foregroundStyle])
        }
        if !hintLiteral.isEmpty {
            context["hintText"] = .text(chomp(templates.render("field-hint.swift.mustache", context)))
            apis.formUnion([.foregroundStyle, .accessibilityHint])
        }
        if needsLabelAbove(plan) {
            context["labelAbove"] = .text(chomp(labelAbove(plan, labelLiteral: labelLiteral)))
        }
        let view = chomp(templates.render("field.swift.mustache", context))

        var declarations: [String] = []
        switch plan.control {
        case .numberField:
            declarations.append("@State private var \(plan.identifier): \(plan.number!.swiftType)?")
        case .textField, .secureField, .multilineTextField, .datePicker:
            declarations.append("@State private var \(plan.identifier) = \"\"")
        }
        var functions: [String] = []
        if plan.canShowError {
            declarations.append("@State private var \(plan.errorName): String?")
            apis.insert(.accessibilityFocusState)
            let message = messageFunction(plan, checks: checksCode(plan))
            if slot == nil {
                declarations.append("@AccessibilityFocusState private var \(plan.focusName): Bool")
                functions.append(
                    chomp(
                        templates.render(
                            "field-validation.swift.mustache",
                            [
                                "identifier": .text(plan.identifier), "validateName": .text(plan.validateName),
                                "errorName": .text(plan.errorName), "focusName": .text(plan.focusName),
                                "messageName": .text(plan.messageName), "messageFunction": .text(message),
                            ])))
            } else {
                // In a form, submit() runs every check and places VoiceOver focus once.
                functions.append(message)
            }
        }
        return RenderedField(
            declarations: declarations, view: view, functions: functions, imports: [],
            apis: apis.sorted())
    }

    // MARK: The control and its modifiers

    func messageFunction(_ plan: FieldPlan, checks: String) -> String {
        chomp(
            templates.render(
                "field-message.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "messageName": .text(plan.messageName),
                    "checks": .text(checks),
                ]))
    }

    func controlCode(_ plan: FieldPlan, slot: FormSlot?, apis: inout Set<API>) -> String {
        var lines = [initializer(plan, apis: &apis)]
        var modifiers: [String] = [".textFieldStyle(.roundedBorder)"]
        apis.insert(.roundedBorder)
        if plan.control == .multilineTextField {
            modifiers.append(".lineLimit(3...8)")
            apis.insert(.lineLimitRange)
        }

        // UIKit-only and AppKit-only traits; guarded when the spec names both platforms.
        var iosOnly: [String] = []
        var macOnly: [String] = []
        var shared: [String] = []
        if let keyboard = plan.keyboard {
            iosOnly.append(".keyboardType(\(keyboard.swift))")
            apis.insert(.keyboardType)
        }
        switch (plan.iosContentType, plan.macosContentType) {
        case (let ios?, let mac?) where ios == mac:
            shared.append(".textContentType(\(ios.swift))")
            apis.formUnion([.uiTextContentType, .nsTextContentType])
        case (let ios, let mac):
            if let ios {
                iosOnly.append(".textContentType(\(ios.swift))")
                apis.insert(.uiTextContentType)
            }
            if let mac {
                macOnly.append(".textContentType(\(mac.swift))")
                apis.insert(.nsTextContentType)
            }
        }
        if let caps = plan.autocapitalization {
            iosOnly.append(".textInputAutocapitalization(\(caps.swift))")
            apis.insert(.autocapitalization)
        }
        let platforms = plan.deployment.platforms
        if platforms == [.ios] {
            modifiers += iosOnly + shared
        } else if platforms == [.macos] {
            modifiers += shared + macOnly
        } else {
            modifiers += shared
            if !iosOnly.isEmpty || !macOnly.isEmpty {
                modifiers.append("#if canImport(UIKit)")
                modifiers += iosOnly
                if !macOnly.isEmpty {
                    modifiers.append("#else")
                    modifiers += macOnly
                }
                modifiers.append("#endif")
            }
        }
        if plan.autocorrectionDisabled {
            modifiers.append(".autocorrectionDisabled()")
            apis.insert(.autocorrectionDisabled)
        }
        if let slot {
            // Return moves to the next field and submits from the last (textfield-ref.tab-order).
            modifiers.append(".focused($\(FormNames.focusedField), equals: .\(slot.focusCase))")
            modifiers.append(".submitLabel(\(plan.submitLabel?.swift ?? (slot.next == nil ? ".done" : ".next")))")
            modifiers.append(
                slot.next.map { ".onSubmit { \(FormNames.focusedField) = .\($0) }" }
                    ?? ".onSubmit { \(FormNames.submit)() }")
            apis.formUnion([.submitLabel, .onSubmit, .focusState])
        } else {
            if let submit = plan.submitLabel {
                modifiers.append(".submitLabel(\(submit.swift))")
                apis.insert(.submitLabel)
            }
            if plan.canShowError {
                modifiers.append(".onSubmit { \(plan.validateName)() }")
                apis.insert(.onSubmit)
            }
        }
        if let hint = plan.spec.hint {
            modifiers.append(".accessibilityHint(\(SwiftLiteral.string(hint)))")
        }
        // Naming: exactly one accessible name, with the error appended while it shows.
        let escapedLabel = SwiftLiteral.escaped(plan.label)
        switch (plan.labeling, plan.canShowError) {
        case (.labeledContent, _):
            break  // the LabeledContent label is the name; never add .accessibilityLabel on top
        case (.title, false), (.formRow, false):
            break  // the title or label view is the name
        case (.titleless, false):
            modifiers.append(".accessibilityLabel(\"\(escapedLabel)\")")
            apis.insert(.accessibilityLabel)
        case (.title, true), (.titleless, true), (.formRow, true):
            modifiers.append(
                ".accessibilityLabel(\(plan.errorName).map { \"\(escapedLabel), \\($0)\" } ?? \"\(escapedLabel)\")")
            apis.insert(.accessibilityLabel)
        }
        if plan.canShowError {
            modifiers.append(
                slot.map { ".accessibilityFocused($\(FormNames.accessibilityFocus), equals: .\($0.focusCase))" }
                    ?? ".accessibilityFocused($\(plan.focusName))")
            apis.insert(.accessibilityFocused)
        }
        // Laid out as `swift format` leaves it: modifiers one level in (level with a multi-line
        // initializer's closing brace), `#if` lines at the modifier column, guarded modifiers one further.
        let chain = lines[0].contains("\n") ? "" : "    "
        var insideCondition = false
        for modifier in modifiers {
            if modifier.hasPrefix("#") {
                lines.append(chain + modifier)
                insideCondition = modifier != "#endif"
            } else {
                lines.append(chain + (insideCondition ? "    " : "") + modifier)
            }
        }
        return lines.joined(separator: "\n")
    }

    func initializer(_ plan: FieldPlan, apis: inout Set<API>) -> String {
        let binding = "$" + plan.identifier
        let label = SwiftLiteral.string(plan.label)
        let prompt = plan.spec.placeholder.map { "Text(\(SwiftLiteral.string($0)))" }
        let title: String = {
            switch plan.labeling {
            case .title: label
            case .titleless, .labeledContent: "\"\""
            case .formRow: ""
            }
        }()
        var arguments: [String] = []
        let typeName = plan.control == .secureField ? "SecureField" : "TextField"
        switch plan.control {
        case .textField, .secureField, .multilineTextField, .datePicker:
            arguments.append("text: \(binding)")
        case .numberField:
            arguments.append("value: \(binding)")
            arguments.append("format: \(formatExpression(plan))")
            apis.formUnion([.textFieldValueFormat, .numberFormat])
        }
        if let prompt { arguments.append("prompt: \(prompt)") }
        if plan.control == .multilineTextField {
            arguments.append("axis: .vertical")
            apis.insert(.textFieldAxis)
        }
        switch plan.control {
        case .secureField: apis.insert(.secureField)
        case .textField: apis.insert(prompt == nil ? .textField : .textFieldPrompt)
        case .numberField, .multilineTextField, .datePicker: break
        }
        if plan.labeling == .labeledContent { apis.insert(.labeledContent) }
        if plan.labeling == .formRow {
            apis.insert(.textFieldLabelView)
            return "\(typeName)(\(arguments.joined(separator: ", "))) {\n    Text(\(label))\n}"
        }
        return "\(typeName)(\(([title] + arguments).joined(separator: ", ")))"
    }

    func formatExpression(_ plan: FieldPlan) -> String {
        switch plan.number! {
        case .integer, .decimal: ".number"
        case .currency: ".currency(code: \(SwiftLiteral.string(plan.currencyCode ?? "USD")))"
        }
    }

    func needsLabelAbove(_ plan: FieldPlan) -> Bool {
        guard plan.visibleLabel, plan.labeling != .labeledContent else { return false }
        // A macOS-only form row relies on the Form's label column.
        return !(plan.labeling == .formRow && plan.deployment.platforms == [.macos])
    }

    func labelAbove(_ plan: FieldPlan, labelLiteral: String) -> String {
        let text = chomp(templates.render("field-label.swift.mustache", ["labelLiteral": .text(labelLiteral)]))
        // A multiplatform form row shows the label itself on the Mac; iOS needs the Text.
        if plan.labeling == .formRow, plan.deployment.isMultiplatform {
            let indented = text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
            return "#if canImport(UIKit)\n" + indented + "\n#endif"
        }
        return text
    }

    // MARK: Date pickers (card 002)

    func renderDatePicker(_ plan: FieldPlan, _ date: DatePickerPlan, slot: FormSlot?) -> RenderedField {
        var apis: Set<API> = [.stacks, .datePicker]
        let labelLiteral = SwiftLiteral.string(plan.label)
        let dynamicName = "\(plan.errorName).map { \"\(SwiftLiteral.escaped(plan.label)), \\($0)\" } ?? \(labelLiteral)"
        // Graphical and wheel: the DatePicker string is the name, so it carries the error itself.
        let nameProperty = plan.identifier + "Name"
        let titleCarriesError = date.namedByTitle && plan.canShowError
        var arguments = [titleCarriesError ? nameProperty : labelLiteral, "selection: $\(plan.identifier)"]
        if date.range != nil { arguments.append("in: \(plan.rangeName)") }
        arguments.append("displayedComponents: \(date.components.swift)")
        var modifiers: [String] = []
        switch date.style {
        case .automatic: break
        case .compact:
            modifiers.append(".datePickerStyle(.compact)")
            apis.insert(.datePickerStyleCompact)
        case .graphical:
            modifiers.append(".datePickerStyle(.graphical)")
            apis.insert(.datePickerStyleGraphical)
        case .wheel:
            modifiers.append(".datePickerStyle(.wheel)")
            apis.insert(.datePickerStyleWheel)
        case .field:
            modifiers.append(".datePickerStyle(.field)")
            apis.insert(.datePickerStyleField)
        case .stepperField:
            modifiers.append(".datePickerStyle(.stepperField)")
            apis.insert(.datePickerStyleStepperField)
        }
        if date.hideLabel {
            modifiers.append(".labelsHidden()")
            apis.formUnion([.labelsHidden, .font, .accessibilityHidden])
        }
        if let hint = plan.spec.hint {
            modifiers.append(".accessibilityHint(\(SwiftLiteral.string(hint)))")
            apis.insert(.accessibilityHint)
        }
        if !date.namedByTitle {
            modifiers.append(".accessibilityLabel(\(plan.canShowError ? dynamicName : labelLiteral))")
            apis.insert(.accessibilityLabel)
        }
        let control = (["DatePicker(\(arguments.joined(separator: ", ")))"] + modifiers.map { "    " + $0 }).joined(
            separator: "\n")

        var context: TemplateContext = [
            "labeledContent": .flag(false), "control": .text(control), "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName), "hintLiteral": .text(plan.spec.hint.map(SwiftLiteral.string) ?? ""),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(chomp(templates.render("field-error.swift.mustache", context)))
            apis.formUnion([.labelSystemImage, .foregroundStyle, .font])
        }
        if plan.spec.hint != nil {
            context["hintText"] = .text(chomp(templates.render("field-hint.swift.mustache", context)))
            apis.formUnion([.foregroundStyle, .font, .accessibilityHidden])
        }
        if date.hideLabel {
            context["labelAbove"] = .text(
                chomp(templates.render("field-label.swift.mustache", ["labelLiteral": .text(labelLiteral)])))
        }
        var declarations = ["@State private var \(plan.identifier) = Date()"]
        var functions: [String] = []
        var imports: [String] = []
        if titleCarriesError {
            functions.append(
                chomp(
                    templates.render(
                        "date-name.swift.mustache",
                        [
                            "identifier": .text(plan.identifier), "nameProperty": .text(nameProperty),
                            "dynamicName": .text(dynamicName),
                        ])))
        }
        if let range = date.range { functions.append(rangeCode(plan, range)) }
        if plan.canShowError {
            declarations.append("@State private var \(plan.errorName): String?")
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
                                "namePrefixLiteral": .text(SwiftLiteral.string(plan.label + ", ")),
                                "announce": .text(announceCode(date.announcements)), "messageFunction": .text(message),
                            ])))
            } else {
                functions.append(message)  // the form's submit() announces it
            }
        }
        return RenderedField(
            declarations: declarations, view: chomp(templates.render("field.swift.mustache", context)),
            functions: functions, imports: imports, apis: apis.sorted())
    }

    /// The statement that speaks `announcement`, per platform when they differ.
    func announceCode(_ announcements: [String: AnnouncementAPI], variable: String = "announcement") -> String {
        func statement(_ api: AnnouncementAPI) -> String {
            switch api {
            case .accessibilityNotification: "AccessibilityNotification.Announcement(\(variable)).post()"
            case .uiAccessibility: "UIAccessibility.post(notification: .announcement, argument: \(variable))"
            case .nsAccessibility:
                "NSAccessibility.post(\n    element: NSApp as Any, notification: .announcementRequested, userInfo: [.announcement: \(variable)]\n)"
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
            case .after: condition = "\(plan.identifier) <= \(check.other!)"
            case .minimumAge: condition = "\(age) < \(Int(check.bound!))"
            case .maximumAge: condition = "\(age) > \(Int(check.bound!))"
            case .required, .email, .pattern, .minLength, .maxLength, .minimum, .maximum: continue
            }
            lines += ["if \(condition) {", "    return \(SwiftLiteral.string(check.message))", "}"]
        }
        return lines.joined(separator: "\n")
    }

    /// A computed property for the picker's range: bounds relative to today are evaluated at run time.
    func rangeCode(_ plan: FieldPlan, _ range: DateRange) -> String {
        let needsToday = [range.lower, range.upper].contains { bound in
            if case .absolute? = bound { return false }
            return bound != nil
        }
        func expression(_ bound: DateBound, fallback: String) -> String {
            switch bound {
            case .today: "today"
            case .relative(let value, let unit):
                "Calendar.current.date(byAdding: \(unit.calendarComponent), value: \(value), to: today) ?? today"
            case .absolute(let year, let month, let day):
                "Calendar.current.date(from: DateComponents(year: \(year), month: \(month), day: \(day))) ?? \(needsToday ? "today" : fallback)"
            }
        }
        var body: [String] = []
        if needsToday { body.append("let today = Calendar.current.startOfDay(for: Date())") }
        let type: String
        switch (range.lower, range.upper) {
        case (let lower?, let upper?):
            type = "ClosedRange<Date>"
            let lowerExpression = expression(lower, fallback: ".distantPast")
            let upperExpression = expression(upper, fallback: ".distantFuture")
            if lowerExpression == "today" {
                body.append("let upper = \(upperExpression)")
                body.append(range.isOrdered ? "return today...upper" : "return today...max(today, upper)")
            } else {
                body.append("let lower = \(lowerExpression)")
                body.append("let upper = \(upperExpression)")
                // max() keeps the range valid if a fixed date and today's date cross.
                body.append(range.isOrdered ? "return lower...upper" : "return lower...max(lower, upper)")
            }
        case (let lower?, nil):
            type = "PartialRangeFrom<Date>"
            let value = expression(lower, fallback: ".distantPast")
            body.append(value == "today" ? "return today..." : "return (\(value))...")
        case (nil, let upper?):
            type = "PartialRangeThrough<Date>"
            let value = expression(upper, fallback: ".distantFuture")
            body.append(value == "today" ? "return ...today" : "return ...(\(value))")
        case (nil, nil):
            type = "PartialRangeFrom<Date>"
            body.append("return .distantPast...")
        }
        return chomp(
            templates.render(
                "date-range.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "rangeName": .text(plan.rangeName), "rangeType": .text(type),
                    "rangeComment": .text(SwiftLiteral.comment(range.description)),
                    "body": .text(body.joined(separator: "\n")),
                ]))
    }

    // MARK: Validation

    func checksCode(_ plan: FieldPlan) -> String {
        var lines: [String] = []
        let required = plan.checks.first { $0.kind == .required }
        let boundsChecked = plan.checks.contains { $0.kind == .minimum || $0.kind == .maximum }
        if plan.control == .numberField, !boundsChecked {
            // Only presence to check: no unwrapped value to name.
            lines.append("if \(plan.identifier) == nil {")
            lines.append("    return \(required.map { SwiftLiteral.string($0.message) } ?? "nil")")
            lines.append("}")
        } else if plan.control == .numberField {
            lines.append("guard let value = \(plan.identifier) else {")
            lines.append("    return \(required.map { SwiftLiteral.string($0.message) } ?? "nil")")
            lines.append("}")
        } else {
            // Secrets are checked as typed; other text without the spaces people add by accident.
            lines.append(
                plan.control == .secureField
                    ? "let value = \(plan.identifier)"
                    : "let value = \(plan.identifier).trimmingCharacters(in: .whitespacesAndNewlines)")
            lines.append("if value.isEmpty {")
            lines.append("    return \(required.map { SwiftLiteral.string($0.message) } ?? "nil")")
            lines.append("}")
        }
        for check in plan.checks {
            let condition: String
            switch check.kind {
            case .required: continue
            case .email, .pattern:
                condition = "value.range(of: \(SwiftLiteral.regex(check.pattern!)), options: .regularExpression) == nil"
            case .after, .minimumAge, .maximumAge: continue  // date checks; see dateChecksCode
            case .minLength: condition = "value.count < \(Int(check.bound!))"
            case .maxLength: condition = "value.count > \(Int(check.bound!))"
            case .minimum: condition = "value < \(numberLiteral(check.bound!, plan.number!))"
            case .maximum: condition = "value > \(numberLiteral(check.bound!, plan.number!))"
            }
            lines.append("if \(condition) {")
            lines.append("    return \(SwiftLiteral.string(check.message))")
            lines.append("}")
        }
        return lines.joined(separator: "\n")
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
            let digits = text.replacingOccurrences(of: ".", with: "")
            let exponent = -(text.split(separator: ".").last?.count ?? 0)
            let significand = String(digits.drop { $0 == "0" })
            return
                "Decimal(sign: .\(value < 0 ? "minus" : "plus"), exponent: \(exponent), significand: \(significand.isEmpty ? "0" : significand))"
        }
    }
}

/// Drops one trailing newline (templates end their files with one).
func chomp(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
}
