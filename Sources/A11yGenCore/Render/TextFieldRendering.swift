import Foundation

/// Modifiers for one control, some for every platform and some for UIKit or AppKit alone, laid
/// out in order; guarded with `#if canImport(UIKit)` when the spec names both platforms.
struct ModifierChain {
    enum Segment {
        case shared([String])
        case platform(ios: [String], mac: [String])
    }
    var segments: [Segment] = []

    mutating func add(_ modifier: String) { segments.append(.shared([modifier])) }
    mutating func add(ios: [String] = [], mac: [String] = []) {
        if !ios.isEmpty || !mac.isEmpty { segments.append(.platform(ios: ios, mac: mac)) }
    }

    /// The lines, `indent` before each modifier (a modifier may span lines), `#if` lines at the
    /// modifier column and guarded modifiers one level further, as `swift format` leaves them.
    func lines(for platforms: [Platform], indent: String) -> [String] {
        var out: [String] = []
        func emit(_ modifiers: [String], extra: String) {
            for modifier in modifiers {
                for line in modifier.split(separator: "\n", omittingEmptySubsequences: false) {
                    out.append(indent + extra + line)
                }
            }
        }
        // Adjacent platform segments share one #if block.
        var pendingIOS: [String] = []
        var pendingMac: [String] = []
        func flush() {
            defer { (pendingIOS, pendingMac) = ([], []) }
            if platforms == [.ios] { return emit(pendingIOS, extra: "") }
            if platforms == [.macos] { return emit(pendingMac, extra: "") }
            guard !pendingIOS.isEmpty || !pendingMac.isEmpty else { return }
            // An empty branch would break the chain, so AppKit-only lines alone get the negated test.
            out.append(indent + (pendingIOS.isEmpty ? "#if !canImport(UIKit)" : "#if canImport(UIKit)"))
            emit(pendingIOS.isEmpty ? pendingMac : pendingIOS, extra: "    ")
            if !pendingIOS.isEmpty, !pendingMac.isEmpty {
                out.append(indent + "#else")
                emit(pendingMac, extra: "    ")
            }
            out.append(indent + "#endif")
        }
        for segment in segments {
            switch segment {
            case .shared(let modifiers):
                flush()
                emit(modifiers, extra: "")
            case .platform(let ios, let mac):
                pendingIOS += ios
                pendingMac += mac
            }
        }
        flush()
        return out
    }
}

extension Renderer {
    /// A text, secure or number field: label, control, error or hint, and its validation.
    func renderTextField(_ plan: FieldPlan, slot: FormSlot?) -> RenderedField {
        var apis: Set<API> = [.stacks, .font, .accessibilityHidden]
        let hintLiteral = plan.spec.hint.map(SwiftLiteral.string) ?? ""
        let control = controlCode(plan, slot: slot, apis: &apis)
        var context: TemplateContext = [
            "labelLiteral": .text(SwiftLiteral.string(plan.visibleText)),
            "labeledContent": .flag(plan.labeling == .labeledContent),
            "control": .text(control),
            "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.errorName),
            "hintLiteral": .text(hintLiteral),
            // The field's name carries the error, except inside a LabeledContent label, where the
            // error forms that name (resolve.hint-yields-to-error, resolve.labeled-content-error).
            "errorSpokenByField": .flag(plan.labeling != .labeledContent),
        ]
        if plan.canShowError {
            context["errorLabel"] = .text(chomp(templates.render("field-error.swift.mustache", context)))
            apis.formUnion([.labelTitleIcon, .imageSystemName, .foregroundStyle])
        }
        if !hintLiteral.isEmpty {
            context["hintText"] = .text(chomp(templates.render("field-hint.swift.mustache", context)))
            apis.insert(.accessibilityHint)
        }
        if needsLabelAbove(plan) {
            context["labelAbove"] = .text(chomp(labelAbove(plan, labelLiteral: SwiftLiteral.string(plan.visibleText))))
        }
        let view = chomp(templates.render("field.swift.mustache", context))

        var declarations = ["@State private var \(plan.identifier) = \"\""]
        var functions: [String] = []
        var imports: [String] = []
        if plan.control == .numberField {
            functions.append(numberValueCode(plan))
            apis.insert(.numberFormat)
        }
        if plan.canShowError { declarations.append("@State private var \(plan.errorName): String?") }
        let snippetFocus = slot == nil && (plan.canShowError || snippetToolbar(plan))
        if snippetFocus {
            declarations.append("@FocusState private var \(plan.editingName): Bool")
            declarations.append("@AccessibilityFocusState private var \(plan.focusName): Bool")
            apis.formUnion([.focusState, .accessibilityFocusState])
        }
        if plan.canShowError {
            apis.insert(.accessibilityFocusState)
            let message = messageFunction(plan, checks: checksCode(plan))
            if slot == nil {
                let announcements = plan.deployment.announcementAPIs
                apis.formUnion(announcements.values.map(\.api))
                if announcements.values.contains(.accessibilityNotification) { imports.append("Accessibility") }
                functions.append(
                    chomp(
                        templates.render(
                            "field-validation.swift.mustache",
                            [
                                "identifier": .text(plan.identifier), "validateName": .text(plan.validateName),
                                "errorName": .text(plan.errorName), "focusName": .text(plan.focusName),
                                "editingName": .text(plan.editingName), "messageName": .text(plan.messageName),
                                "namePrefixLiteral": .text(SwiftLiteral.string(plan.label + ", ")),
                                "announce": .text(announceCode(announcements)), "messageFunction": .text(message),
                            ])))
            } else {
                // In a form, submit() runs every check and places focus once.
                functions.append(message)
            }
        }
        if slot == nil, snippetToolbar(plan) {
            functions.append(
                chomp(
                    templates.render(
                        "field-keyboard-done.swift.mustache",
                        [
                            "identifier": .text(plan.identifier), "dismissName": .text(dismissName(plan)),
                            "editingName": .text(plan.editingName), "focusName": .text(plan.focusName),
                        ])))
        }
        if slot == nil, plan.spec.type == .search {
            functions.append(
                chomp(
                    templates.render(
                        "field-search.swift.mustache",
                        [
                            "identifier": .text(plan.identifier),
                            "validateName": .text(plan.canShowError ? plan.validateName : ""),
                        ])))
        }
        return RenderedField(
            declarations: declarations, view: view, functions: functions, imports: imports, apis: apis.sorted())
    }

    /// A snippet whose iOS keyboard has no Return key gets its own Done (policy.keyboard-without-return).
    func snippetToolbar(_ plan: FieldPlan) -> Bool {
        plan.needsKeyboardDone && plan.deployment.platforms.contains(.ios)
    }

    func dismissName(_ plan: FieldPlan) -> String { "dismiss" + Identifier.upperFirst(plan.identifier) + "Keyboard" }

    // MARK: The control and its modifiers

    func controlCode(_ plan: FieldPlan, slot: FormSlot?, apis: inout Set<API>) -> String {
        let initializer = initializer(plan, apis: &apis)
        var chain = ModifierChain()

        // The 3:1 boundary: the same style everywhere, or per platform when the minimums straddle 27.
        let ios = plan.borders[Platform.ios.rawValue]
        let mac = plan.borders[Platform.macos.rawValue]
        for border in [ios, mac].compactMap({ $0 }) { apis.formUnion(border.apis) }
        if ios == nil || mac == nil || ios == mac {
            (ios ?? mac)!.modifiers.forEach { chain.add($0) }
        } else {
            chain.add(ios: ios!.modifiers, mac: mac!.modifiers)
        }
        if plan.control == .multilineTextField {
            chain.add(".lineLimit(3...8)")
            apis.insert(.lineLimitRange)
        }
        if plan.wraps {
            chain.add(".lineLimit(1...4)")
            apis.insert(.lineLimitRange)
        }

        // UIKit-only and AppKit-only traits.
        var iosOnly: [String] = []
        var macOnly: [String] = []
        if let keyboard = plan.keyboard {
            iosOnly.append(".keyboardType(\(keyboard.swift))")
            apis.insert(.keyboardType)
        }
        switch (plan.iosContentType, plan.macosContentType) {
        case (let ios?, let mac?) where ios == mac:
            chain.add(".textContentType(\(ios.swift))")
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
        chain.add(ios: iosOnly, mac: macOnly)
        if plan.autocorrectionDisabled {
            chain.add(".autocorrectionDisabled()")
            apis.insert(.autocorrectionDisabled)
        }
        if plan.spec.type == .search {
            chain.add(".accessibilityAddTraits(.isSearchField)")
            apis.insert(.accessibilityAddTraits)
        }

        // Keyboard focus, Return and the keyboard toolbar.
        if let slot {
            chain.add(".focused($\(FormNames.focusedField), equals: .\(slot.focusCase))")
            apis.insert(.focusState)
            // On iOS, Return moves to the next field and submits from the last (textfield-ref.tab-order).
            // Not from a vertical field, where Return types a line break (the toolbar's Next moves on),
            // and not on the Mac, where Return belongs to the default button (policy.macos-default-button).
            if !plan.returnInsertsLineBreak {
                chain.add(
                    ios: [
                        ".submitLabel(\(plan.submitLabel?.swift ?? (slot.next == nil ? ".done" : ".next")))",
                        slot.next.map { ".onSubmit { \(FormNames.focusedField) = .\($0) }" }
                            ?? ".onSubmit { \(FormNames.submit)() }",
                    ])
                if plan.deployment.platforms.contains(.ios) { apis.formUnion([.submitLabel, .onSubmit]) }
            }
        } else {
            if plan.canShowError || snippetToolbar(plan) { chain.add(".focused($\(plan.editingName))") }
            if let submit = plan.submitLabel {
                chain.add(".submitLabel(\(submit.swift))")
                apis.insert(.submitLabel)
            }
            if plan.spec.type == .search {
                chain.add(".onSubmit { search() }")
                apis.insert(.onSubmit)
            } else if plan.canShowError, !plan.returnInsertsLineBreak {
                chain.add(".onSubmit { \(plan.validateName)() }")
                apis.insert(.onSubmit)
            }
            if snippetToolbar(plan) {
                chain.add(ios: [keyboardToolbar(plan)])
                apis.formUnion([.keyboardToolbar, .buttonTitle, .stacks])
            }
        }

        // Naming: exactly one accessible name, with the error appended while it shows.
        if let hint = plan.spec.hint {
            let literal = SwiftLiteral.string(hint)
            // The error overrides the hint (resolve.hint-yields-to-error).
            chain.add(
                plan.canShowError
                    ? ".accessibilityHint(\(plan.errorName) == nil ? Text(\(literal)) : Text(\"\"))"
                    : ".accessibilityHint(\(literal))")
        }
        let spoken = SwiftLiteral.escaped(plan.spokenName)
        switch (plan.labeling, plan.canShowError) {
        case (.labeledContent, _):
            break  // the LabeledContent label is the name; never add .accessibilityLabel on top
        case (.title, false), (.formRow, false):
            if plan.spokenName != plan.label {
                chain.add(".accessibilityLabel(\"\(spoken)\")")
                apis.insert(.accessibilityLabel)
            }
        case (.titleless, false):
            chain.add(".accessibilityLabel(\"\(spoken)\")")
            apis.insert(.accessibilityLabel)
        case (.title, true), (.titleless, true), (.formRow, true):
            chain.add(".accessibilityLabel(\(plan.errorName).map { \"\(spoken), \\($0)\" } ?? \"\(spoken)\")")
            apis.insert(.accessibilityLabel)
        }
        if plan.nameChanges {
            // Voice Control keeps "Tap <label>" while the spoken name grows (policy.voice-control-label).
            chain.add(".accessibilityInputLabels([\(SwiftLiteral.string(plan.label))])")
            apis.insert(.accessibilityInputLabels)
        }
        if let slot {
            if plan.canShowError || slot.restoresFocus {
                chain.add(".accessibilityFocused($\(FormNames.accessibilityFocus), equals: .\(slot.focusCase))")
                apis.insert(.accessibilityFocused)
            }
        } else if plan.canShowError || snippetToolbar(plan) {
            chain.add(".accessibilityFocused($\(plan.focusName))")
            apis.insert(.accessibilityFocused)
        }
        // Modifiers one level in (level with a multi-line initializer's closing brace).
        let indent = initializer.contains("\n") ? "" : "    "
        return ([initializer] + chain.lines(for: plan.deployment.platforms, indent: indent)).joined(separator: "\n")
    }

    /// The snippet's Done, shown only while its own field is edited so that several snippets on one
    /// screen do not stack their buttons.
    func keyboardToolbar(_ plan: FieldPlan) -> String {
        chomp(
            templates.render(
                "field-keyboard-toolbar.swift.mustache",
                ["editingName": .text(plan.editingName), "dismissName": .text(dismissName(plan))]))
    }

    func initializer(_ plan: FieldPlan, apis: inout Set<API>) -> String {
        let binding = "$" + plan.identifier
        let label = SwiftLiteral.string(plan.label)
        let prompt = plan.spec.placeholder.map { "Text(\(SwiftLiteral.string($0)))" }
        let title: String =
            switch plan.labeling {
            case .title: label
            case .titleless, .labeledContent: "\"\""
            case .formRow: ""
            }
        var arguments = ["text: \(binding)"]
        if let prompt { arguments.append("prompt: \(prompt)") }
        if plan.control == .multilineTextField || plan.wraps {
            arguments.append("axis: .vertical")
            apis.insert(.textFieldAxis)
        }
        let typeName = plan.control == .secureField ? "SecureField" : "TextField"
        switch plan.control {
        case .secureField: apis.insert(.secureField)
        case .textField, .numberField: apis.insert(prompt == nil ? .textField : .textFieldPrompt)
        case .multilineTextField, .datePicker: break
        }
        if plan.labeling == .labeledContent { apis.insert(.labeledContent) }
        if plan.labeling == .formRow {
            apis.insert(.textFieldLabelView)
            let visible = SwiftLiteral.string(plan.visibleText)
            return "\(typeName)(\(arguments.joined(separator: ", "))) {\n    Text(\(visible))\n}"
        }
        return "\(typeName)(\(([title] + arguments).joined(separator: ", ")))"
    }

    /// The number people typed, parsed leniently in their locale (policy.numbers-typed-as-text).
    func numberValueCode(_ plan: FieldPlan) -> String {
        let style: String =
            switch plan.number! {
            case .integer: "IntegerFormatStyle<Int>(locale: .autoupdatingCurrent)"
            case .decimal: "FloatingPointFormatStyle<Double>(locale: .autoupdatingCurrent)"
            case .currency:
                "Decimal.FormatStyle.Currency(code: \(SwiftLiteral.string(plan.currencyCode ?? "USD")), locale: .autoupdatingCurrent)"
            }
        return chomp(
            templates.render(
                "field-number-value.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "valueName": .text(plan.valueName),
                    "type": .text(plan.number!.swiftType), "style": .text(style),
                ]))
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
}
