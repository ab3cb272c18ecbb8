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

/// Fills the templates from a plan. Every decision was made in `Inference`; this only lays it out.
public struct Renderer: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet = .embedded) {
        self.templates = templates
    }

    public func render(_ plan: FieldPlan) -> RenderedField {
        var apis: Set<API> = [.stacks, .font, .accessibilityHidden]
        let labelLiteral = SwiftLiteral.string(plan.label)
        let hintLiteral = plan.spec.hint.map(SwiftLiteral.string) ?? ""
        let control = controlCode(plan, apis: &apis)

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
        case .textField, .secureField, .multilineTextField:
            declarations.append("@State private var \(plan.identifier) = \"\"")
        }
        var functions: [String] = []
        if plan.canShowError {
            declarations.append("@State private var \(plan.errorName): String?")
            declarations.append("@AccessibilityFocusState private var \(plan.focusName): Bool")
            apis.insert(.accessibilityFocusState)
            functions.append(chomp(templates.render("field-validation.swift.mustache", [
                "identifier": .text(plan.identifier), "validateName": .text(plan.validateName),
                "errorName": .text(plan.errorName), "focusName": .text(plan.focusName),
                "messageName": .text(plan.messageName), "checks": .text(checksCode(plan)),
            ])))
        }
        return RenderedField(declarations: declarations, view: view, functions: functions, imports: [],
                             apis: apis.sorted())
    }

    // MARK: The control and its modifiers

    func controlCode(_ plan: FieldPlan, apis: inout Set<API>) -> String {
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
        case let (ios?, mac?) where ios == mac:
            shared.append(".textContentType(\(ios.swift))")
            apis.formUnion([.uiTextContentType, .nsTextContentType])
        case let (ios, mac):
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
        if let submit = plan.submitLabel {
            modifiers.append(".submitLabel(\(submit.swift))")
            apis.insert(.submitLabel)
        }
        if plan.canShowError {
            modifiers.append(".onSubmit { \(plan.validateName)() }")
            apis.insert(.onSubmit)
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
            modifiers.append(".accessibilityLabel(\(plan.errorName).map { \"\(escapedLabel), \\($0)\" } ?? \"\(escapedLabel)\")")
            apis.insert(.accessibilityLabel)
        }
        if plan.canShowError {
            modifiers.append(".accessibilityFocused($\(plan.focusName))")
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
        case .textField, .secureField, .multilineTextField:
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
        case .numberField, .multilineTextField: break
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
            lines.append(plan.control == .secureField
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
            return "Decimal(sign: .\(value < 0 ? "minus" : "plus"), exponent: \(exponent), significand: \(significand.isEmpty ? "0" : significand))"
        }
    }
}

/// Drops one trailing newline (templates end their files with one).
func chomp(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
}
