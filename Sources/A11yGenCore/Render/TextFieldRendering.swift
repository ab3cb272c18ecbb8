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

    /// A laid-out piece of the chain: one shared modifier, or an `#if` block of platform modifiers.
    enum Block: Equatable {
        case shared(String)
        case guarded(directive: String, first: [String], otherwise: [String])
    }

    /// The chain as blocks: adjacent platform segments share one `#if`; a single platform gets its
    /// modifiers unguarded; AppKit-only lines alone get the negated test (an empty branch would
    /// break the chain).
    func blocks(for platforms: [Platform]) -> [Block] {
        var out: [Block] = []
        var pendingIOS: [String] = []
        var pendingMac: [String] = []
        func flush() {
            defer { (pendingIOS, pendingMac) = ([], []) }
            if platforms == [.ios] {
                out += pendingIOS.map(Block.shared)
                return
            }
            if platforms == [.macos] {
                out += pendingMac.map(Block.shared)
                return
            }
            guard !pendingIOS.isEmpty || !pendingMac.isEmpty else { return }
            if pendingIOS.isEmpty {
                out.append(.guarded(directive: "#if !canImport(UIKit)", first: pendingMac, otherwise: []))
            } else {
                out.append(.guarded(directive: "#if canImport(UIKit)", first: pendingIOS, otherwise: pendingMac))
            }
        }
        for segment in segments {
            switch segment {
            case .shared(let modifiers):
                flush()
                out += modifiers.map(Block.shared)
            case .platform(let ios, let mac):
                pendingIOS += ios
                pendingMac += mac
            }
        }
        flush()
        return out
    }

    /// The lines, `indent` before each modifier (a modifier may span lines), `#if` lines at the
    /// modifier column and guarded modifiers one level further, as `swift format` leaves them.
    func lines(for platforms: [Platform], indent: String) -> [String] {
        var out: [String] = []
        func emit(_ modifiers: [String], extra: String) {
            for modifier in modifiers {
                for line in modifier.splitLines() {
                    out.append(indent + extra + line)
                }
            }
        }
        for block in blocks(for: platforms) {
            switch block {
            case .shared(let modifier): emit([modifier], extra: "")
            case .guarded(let directive, let first, let otherwise):
                out.append(indent + directive)
                emit(first, extra: "    ")
                if !otherwise.isEmpty {
                    out.append(indent + "#else")
                    emit(otherwise, extra: "    ")
                }
                out.append(indent + "#endif")
            }
        }
        return out
    }

    /// `.onChange(of: observed)` whose action calls `call(argument)`: the two-value action where a
    /// platform's minimum has it (iOS 17 / macOS 14), else the one-value one; one modifier where every
    /// platform takes the same form, otherwise each under its `#if`. Also each platform's form, and
    /// the APIs used.
    /// `body`, when given, is the action's statements instead of `call(argument)`.
    static func onChange(
        _ deployment: Deployment, of observed: String, argument: String, call: String, body: [String]? = nil
    ) -> (chain: ModifierChain, forms: PlatformMap<String>, apis: APISet) {
        var forms = PlatformMap<String>()
        var apis: APISet = []
        let action = (body ?? ["\(call)(\(argument))"]).map { "    " + $0 }.joined(separator: "\n")
        for platform in deployment.platforms {
            let modern = deployment.onChangeIsModern(on: platform)
            forms[platform] =
                ".onChange(of: \(observed)) { \(modern ? "_, " : "")\(argument) in\n\(action)\n}"
            apis.insert(modern ? .onChange : .onChangePerform)
        }
        var chain = ModifierChain()
        let each = forms.values
        if let first = each.first, each.allSatisfy({ $0 == first }) {
            chain.add(first)
        } else {
            chain.add(ios: [forms[.ios]!], mac: [forms[.macos]!])
        }
        return (chain, forms, apis)
    }

    /// The chain as field-modifiers.swift.mustache reads it.
    func context(for platforms: [Platform]) -> TemplateContext {
        let items: [TemplateContext] = blocks(for: platforms).map { block in
            switch block {
            case .shared(let modifier):
                return [
                    "shared": .text(modifier), "directive": .text(""), "first": .list([]),
                    "hasOtherwise": .flag(false), "otherwise": .list([]),
                ]
            case .guarded(let directive, let first, let otherwise):
                return [
                    "shared": .text(""), "directive": .text(directive),
                    "first": .list(first.map { ["text": .text($0)] }), "hasOtherwise": .flag(!otherwise.isEmpty),
                    "otherwise": .list(otherwise.map { ["text": .text($0)] }),
                ]
            }
        }
        return ["blocks": .list(items)]
    }
}

extension Renderer {
    /// A text, secure or number field: label, control, error or hint, and its validation.
    func renderTextField(_ plan: FieldPlan, slot: FormSlot?) -> RenderedField {
        var apis: APISet = [.stacks, .font, .accessibilityHidden]
        let words = FieldStrings(
            plan, noun: plan.control == .secureField ? "secure field" : "text field", strings: strings)
        let hintLiteral = plan.hint == nil ? "" : words.hintName
        let control = controlCode(plan, words, slot: slot, apis: &apis)
        var context: TemplateContext = [
            "labelLiteral": .text(words.visibleLabel),
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
            context["errorLabel"] = .text(
                errorLabel(plan, spokenByField: plan.labeling != .labeledContent, labelLiteral: words.visibleLabel))
            apis.formUnion([.labelTitleIcon, .imageSystemName, .foregroundStyle])
        }
        if !hintLiteral.isEmpty {
            context["hintText"] = .text(
                chomp(templates.render("field-hint.swift.mustache", ["hintLiteral": .text(hintLiteral)])))
            apis.insert(.accessibilityHint)
        }
        if needsLabelAbove(plan) {
            // On every platform the file names (`FieldPlan.isMultiplatformFormRowWithLabel`): without it
            // a multiplatform row showed the label on the Mac only as placeholder text (cards 000, 001).
            context["labelAbove"] = .text(
                chomp(templates.render("field-label.swift.mustache", ["labelLiteral": .text(words.visibleLabel)])))
        }
        // A Mac-only form row is a row of the Form itself, whose label column shows its label.
        context["rowGroup"] = .flag(plan.isMacOnlyFormRow)
        let view = chomp(templates.render("field.swift.mustache", context))

        var declarations = ["@State private var \(plan.identifier) = \"\""]
        // Declared when the control uses it: a design-system component draws its label and error with
        // the field, so a set's own control template may leave the width to the component.
        if let width = plan.expectedWidth, control.containsASCII(plan.widthName) {
            // Scaled with the body text, so the expected characters still fit at larger sizes.
            declarations.append("@ScaledMetric(relativeTo: .body) private var \(plan.widthName): CGFloat = \(width)")
        }
        var functions = [words.code(templates)]
        var imports: [String] = []
        if plan.control == .numberField {
            // In a form, the check is declared once for every field of its kind (Generator.form keeps
            // the first of identical functions).
            functions.append(numberValueCode(plan, shared: slot != nil))
            if slot != nil { functions.append(numberCheckCode(plan, shared: true)) }
            apis.insert(.numberFormat)
        }
        // In a form the check and the submit both read the digits as 0-9: the function is declared
        // once for every field that needs it (the form keeps one copy of identical functions).
        if plan.foldsDigits {
            functions.append(textValueProperty(plan, nested: slot == nil))
            if slot != nil { functions.append(digitsFunction(shared: true)) }
        }
        if plan.canShowError {
            declarations.append(errorState(plan))
            declarations.append("@State private var \(plan.spokenErrorName): String?")
        }
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
                                "checkedName": .text(plan.checkedName),
                                "spokenErrorName": .text(plan.spokenErrorName),
                                "focusMove": .text(
                                    focusMoveCode(
                                        focusName: plan.focusName, nameName: words.nameName,
                                        announcements: announcements,
                                        reason:
                                            "Once the error is on screen, so a keyboard dismissed by Return cannot undo the move."
                                    )),
                                "messageFunction": .text(message),
                            ])))
            } else {
                // In a form, submit() runs every check and places focus once.
                functions.append(message)
            }
            functions.append(
                chomp(
                    templates.render(
                        "field-leave-check.swift.mustache",
                        [
                            "identifier": .text(plan.identifier), "leaveName": .text(plan.leaveCheckName),
                            "inForm": .flag(slot != nil), "errorName": .text(plan.errorName),
                            "checkedName": .text(plan.checkedName), "nameName": .text(words.nameName),
                            "messageName": .text(plan.messageName), "spokenErrorName": .text(plan.spokenErrorName),
                            "announce": .text(Self.announceCode(plan.deployment.announcementAPIs, queued: true)),
                        ])))
        }
        if slot == nil, snippetToolbar(plan) {
            functions.append(
                chomp(
                    templates.render(
                        "field-keyboard-done.swift.mustache",
                        [
                            "identifier": .text(plan.identifier), "dismissName": .text(dismissName(plan)),
                            "editingName": .text(plan.editingName), "focusName": .text(plan.focusName),
                            "leaveName": .text(plan.canShowError ? plan.leaveCheckName : ""),
                        ])))
        }
        if slot == nil, plan.spec.type == .search {
            functions.append(
                chomp(
                    templates.render(
                        "field-search.swift.mustache",
                        [
                            "identifier": .text(plan.identifier), "searchName": .text(plan.searchActionName),
                            "validateName": .text(plan.canShowError ? plan.validateName : ""),
                        ])))
        }
        return RenderedField(
            declarations: declarations, view: view, functions: functions, imports: imports, apis: apis.sorted())
    }

    /// The error under a field (text, icon, color), hidden from VoiceOver where the name speaks it.
    func errorLabel(_ plan: FieldPlan, spokenByField: Bool, labelLiteral: String) -> String {
        chomp(
            templates.render(
                "field-error.swift.mustache",
                [
                    "errorName": .text(plan.errorName), "errorSpokenByField": .flag(spokenByField),
                    "labelLiteral": .text(labelLiteral),
                ]))
    }

    /// A snippet whose iOS keyboard has no Return key gets its own Done (policy.keyboard-without-return).
    func snippetToolbar(_ plan: FieldPlan) -> Bool {
        plan.needsKeyboardDone && plan.deployment.platforms.contains(.ios)
    }

    /// The keyboard toolbar's Done, in the spec's language.
    func doneText(_ locale: String?) -> String {
        strings.text([.text(RenderWords.done(locale))], comment: RenderWords.doneComment)
    }

    func dismissName(_ plan: FieldPlan) -> String { "dismiss" + Identifier.upperFirst(plan.identifier) + "Keyboard" }

    // MARK: The control and its modifiers

    /// The control, rendered by field-control.swift.mustache from the plan's render model.
    func controlCode(_ plan: FieldPlan, _ words: FieldStrings, slot: FormSlot?, apis: inout APISet) -> String {
        let model = TextFieldRenderModel(plan, words, slot: slot, renderer: self)
        apis.formUnion(model.apis)
        let modifiers = chomp(
            templates.render("field-modifiers.swift.mustache", model.chain.context(for: plan.deployment.platforms)))
        return chomp(templates.render("field-control.swift.mustache", model.context(modifiers: modifiers)))
    }

    /// The snippet's Done, shown only while its own field is edited so that several snippets on one
    /// screen do not stack their buttons.
    func keyboardToolbar(_ plan: FieldPlan) -> String {
        chomp(
            templates.render(
                "field-keyboard-toolbar.swift.mustache",
                [
                    "editingName": .text(plan.editingName), "dismissName": .text(dismissName(plan)),
                    "doneText": .text(doneText(plan.spec.locale)),
                ]))
    }

    /// The number people typed, parsed leniently in their locale once the whole text is one number
    /// (policy.numbers-typed-as-text).
    func numberValueCode(_ plan: FieldPlan, shared: Bool) -> String {
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
                    "checkName": .text(Self.numberCheckName(plan)),
                    "checkFunction": .text(shared ? "" : numberCheckCode(plan, shared: false)),
                    "decimals": .flag(Self.takesDecimals(plan)), "currency": .flag(plan.number! == .currency),
                ]))
    }

    /// The function that tells whether a text is one number of this kind: nested in a snippet's
    /// value property, so two pasted snippets never declare it twice; declared once in a form, for
    /// every field of its kind (the form keeps one copy of each).
    func numberCheckCode(_ plan: FieldPlan, shared: Bool) -> String {
        chomp(
            templates.render(
                "field-number-check.swift.mustache",
                [
                    "name": .text(Self.numberCheckName(plan)), "shared": .flag(shared),
                    "decimals": .flag(Self.takesDecimals(plan)), "currency": .flag(plan.number! == .currency),
                ]))
    }

    /// Whether the number may have a fractional part: not an integer, nor an amount in a currency
    /// with no minor unit (yen, won).
    static func takesDecimals(_ plan: FieldPlan) -> Bool {
        plan.number! != .integer && !(plan.number! == .currency && Inference.hasNoMinorUnit(plan.currencyCode))
    }

    static func numberCheckName(_ plan: FieldPlan) -> String {
        switch plan.number! {
        case .integer: "isOneWholeNumber"
        case .decimal: "isOneDecimalNumber"
        case .currency: takesDecimals(plan) ? "isOneAmount" : "isOneWholeAmount"
        }
    }

    func needsLabelAbove(_ plan: FieldPlan) -> Bool {
        guard plan.visibleLabel, plan.labeling != .labeledContent else { return false }
        // A macOS-only form row relies on the Form's label column.
        return !plan.isMacOnlyFormRow
    }
}

/// Everything a text field's control template can say, from the plan's decisions: the initializer's
/// parts, each modifier's argument by name (per platform where they differ), the built-in chain in
/// order, and the focus and state names. Nothing is decided here that the plan did not decide.
struct TextFieldRenderModel {
    /// What differs between iOS and macOS.
    struct PlatformValues {
        var keyboardType = ""
        var contentType = ""
        var autocapitalization = ""
        var submitLabel = ""
        var onSubmitAction = ""
        var leaveCheck = ""

        var context: TemplateContext {
            [
                "keyboardType": .text(keyboardType), "contentType": .text(contentType),
                "autocapitalization": .text(autocapitalization), "submitLabel": .text(submitLabel),
                "onSubmitAction": .text(onSubmitAction), "leaveCheck": .text(leaveCheck),
            ]
        }
    }

    var plan: FieldPlan
    var words: FieldStrings
    var slot: FormSlot?
    var title: String
    var prompt: String
    var vertical: Bool
    var focusBinding = ""
    var accessibilityFocusBinding = ""
    var accessibilityLabel = ""
    var accessibilityHint = ""
    var inputLabels = ""
    var keyboardToolbar = ""
    /// The modifier that checks the field as people leave it, for a template that builds its own chain.
    var leaveModifier = ""
    var platforms = PlatformMap<PlatformValues>()
    /// The built-in chain, in order, with its platform segments.
    var chain = ModifierChain()
    var apis: APISet = []

    init(_ plan: FieldPlan, _ words: FieldStrings, slot: FormSlot?, renderer: Renderer) {
        self.plan = plan
        self.words = words
        self.slot = slot
        let label = words.labelName
        prompt = plan.spec.placeholder == nil ? "" : "Text(\(words.placeholderName))"
        title =
            switch plan.labeling {
            case .title: label
            case .titleless, .labeledContent: "\"\""
            case .formRow: ""
            }
        vertical = plan.control == .multilineTextField || plan.wraps
        if vertical { apis.insert(.textFieldAxis) }
        switch plan.control {
        case .secureField: apis.insert(.secureField)
        case .textField, .numberField: apis.insert(prompt.isEmpty ? .textField : .textFieldPrompt)
        case .multilineTextField, .datePicker, .toggle, .stepper, .picker: break
        }
        if plan.labeling == .labeledContent { apis.insert(.labeledContent) }
        if plan.labeling == .formRow { apis.insert(.textFieldLabelView) }
        for platform in plan.deployment.platforms { platforms[platform] = PlatformValues() }

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
            platforms[.ios]?.keyboardType = keyboard.swift
            apis.insert(.keyboardType)
        }
        platforms[.ios]?.contentType = plan.iosContentType?.swift ?? ""
        platforms[.macos]?.contentType = plan.macosContentType?.swift ?? ""
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
            platforms[.ios]?.autocapitalization = caps.swift
            apis.insert(.autocapitalization)
        }
        if plan.isMultiplatformFormRowWithLabel {
            // The Text above labels the row on the Mac too; the Form's label column would show the
            // title a second time. The title stays the field's name (textfield-ref.keep-visible-label).
            macOnly.append(".labelsHidden()")
            apis.insert(.labelsHidden)
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
            focusBinding = "$\(FormNames.focusedField), equals: .\(slot.focusCase)"
            chain.add(".focused(\(focusBinding))")
            apis.insert(.focusState)
            // On iOS, Return moves to the next field and submits from the last (textfield-ref.tab-order).
            // Not from a vertical field, where Return types a line break (the toolbar's Next moves on),
            // and not on the Mac, where Return belongs to the default button (policy.macos-default-button).
            if !plan.returnInsertsLineBreak {
                let submitLabel = plan.submitLabel?.swift ?? slot.returnKey
                let action = slot.returnAction
                platforms[.ios]?.submitLabel = submitLabel
                platforms[.ios]?.onSubmitAction = action
                chain.add(ios: [".submitLabel(\(submitLabel))", ".onSubmit { \(action) }"])
                if plan.deployment.platforms.contains(.ios) { apis.formUnion([.submitLabel, .onSubmit]) }
            }
        } else {
            let toolbar = renderer.snippetToolbar(plan)
            if plan.canShowError || toolbar {
                focusBinding = "$\(plan.editingName)"
                chain.add(".focused(\(focusBinding))")
            }
            if let submit = plan.submitLabel {
                chain.add(".submitLabel(\(submit.swift))")
                for platform in plan.deployment.platforms { platforms[platform]?.submitLabel = submit.swift }
                apis.insert(.submitLabel)
            }
            var action = ""
            if plan.spec.type == .search {
                action = "\(plan.searchActionName)()"
            } else if plan.canShowError, !plan.returnInsertsLineBreak {
                action = "\(plan.validateName)()"
            }
            if !action.isEmpty {
                chain.add(".onSubmit { \(action) }")
                for platform in plan.deployment.platforms { platforms[platform]?.onSubmitAction = action }
                apis.insert(.onSubmit)
            }
            if toolbar {
                keyboardToolbar = renderer.keyboardToolbar(plan)
                chain.add(ios: [keyboardToolbar])
                apis.formUnion([.keyboardToolbar, .buttonTitle, .stacks])
            }
        }

        // A field people typed in is checked as they leave it, not on the first letter
        // (textfield-ref.validate-at-right-moment): the one-value onChange below iOS 17 / macOS 14,
        // where the two-value one replaces it.
        if plan.canShowError {
            let observed = slot.map { "\(FormNames.focusedField) == .\($0.focusCase)" } ?? plan.editingName
            let (leave, forms, onChangeAPIs) = ModifierChain.onChange(
                plan.deployment, of: observed, argument: "editing", call: plan.leaveCheckName)
            for (platform, form) in forms.pairs { platforms[platform]?.leaveCheck = form }
            apis.formUnion(onChangeAPIs)
            chain.segments += leave.segments
            leaveModifier = leave.lines(for: plan.deployment.platforms, indent: "").joined(separator: "\n")
        }

        // Naming: exactly one accessible name, with the error appended while it shows.
        if plan.hint != nil {
            // The error overrides the hint (resolve.hint-yields-to-error).
            accessibilityHint =
                plan.canShowError ? "\(plan.errorName) == nil ? \(words.hintName) : \"\"" : words.hintName
            chain.add(".accessibilityHint(\(accessibilityHint))")
        }
        switch (plan.labeling, plan.canShowError) {
        case (.labeledContent, _):
            break  // the LabeledContent label is the name; never add .accessibilityLabel on top
        case (.title, false), (.formRow, false):
            if words.hasNameProperty { accessibilityLabel = words.nameName }
        case (.titleless, _):
            accessibilityLabel = words.spokenName
        case (.title, true), (.formRow, true):
            accessibilityLabel = words.nameName
        }
        if !accessibilityLabel.isEmpty {
            chain.add(".accessibilityLabel(\(accessibilityLabel))")
            apis.insert(.accessibilityLabel)
        }
        if plan.nameChanges {
            // Voice Control keeps "Tap <label>" while the spoken name grows (policy.voice-control-label).
            inputLabels = label
            chain.add(".accessibilityInputLabels([\(label)])")
            apis.insert(.accessibilityInputLabels)
        }
        if let slot {
            if plan.canShowError || slot.restoresFocus {
                accessibilityFocusBinding = "$\(FormNames.accessibilityFocus), equals: .\(slot.focusCase)"
            }
        } else if plan.canShowError || renderer.snippetToolbar(plan) {
            accessibilityFocusBinding = "$\(plan.focusName)"
        }
        if !accessibilityFocusBinding.isEmpty {
            chain.add(".accessibilityFocused(\(accessibilityFocusBinding))")
            apis.insert(.accessibilityFocused)
        }
        // Last, around the field with every trait, focus and name already on it: a short field is drawn
        // about as wide as its text (textfield-ref.size-to-expected-text), leading in its row.
        if plan.expectedWidth != nil {
            chain.add(".frame(maxWidth: \(plan.widthName), alignment: .leading)")
        }
    }

    /// The design-system member that fits the control.
    var component: String {
        switch plan.control {
        case .secureField: "SecureField"
        case .multilineTextField: "TextArea"
        case .textField, .numberField, .datePicker, .toggle, .stepper, .picker: plan.wraps ? "TextArea" : "TextField"
        }
    }

    func context(modifiers: String) -> TemplateContext {
        var context: TemplateContext = [
            "identifier": .text(plan.identifier),
            "control": .text(plan.control == .secureField ? "SecureField" : "TextField"),
            "component": .text(component),
            "binding": .text("$" + plan.identifier),
            "titleLiteral": .text(title),
            "labelLiteral": .text(words.labelName),
            "visibleLabelLiteral": .text(words.visibleLabel),
            "spokenLabelLiteral": .text(words.spokenWithoutError),
            "placeholderLiteral": .text(plan.spec.placeholder == nil ? "" : words.placeholderName),
            "prompt": .text(prompt),
            "hintLiteral": .text(plan.hint == nil ? "" : words.hintName),
            "vertical": .flag(vertical),
            "multiline": .flag(plan.control == .multilineTextField),
            "secure": .flag(plan.control == .secureField),
            "search": .flag(plan.spec.type == .search),
            "formRow": .flag(plan.labeling == .formRow),
            "inForm": .flag(slot != nil),
            "canShowError": .flag(plan.canShowError),
            "errorName": .text(plan.canShowError ? plan.errorName : ""),
            "editingName": .text(plan.editingName),
            "focusName": .text(plan.focusName),
            "focusBinding": .text(focusBinding),
            "accessibilityFocusBinding": .text(accessibilityFocusBinding),
            // A form keeps one focus enum; a form template that binds one Bool per field declares these
            // from its fields' editingName and focusName. A snippet declares them when it binds focus.
            "boolFocusBinding": .text(slot == nil ? focusBinding : "$" + plan.editingName),
            "boolAccessibilityFocusBinding": .text(slot == nil ? accessibilityFocusBinding : "$" + plan.focusName),
            "accessibilityLabel": .text(accessibilityLabel),
            "accessibilityHint": .text(accessibilityHint),
            "inputLabels": .text(inputLabels),
            "autocorrectionDisabled": .flag(plan.autocorrectionDisabled),
            "keyboardToolbar": .text(keyboardToolbar),
            "leaveCheck": .text(leaveModifier),
            "multiplatform": .flag(plan.deployment.isMultiplatform),
            "modifiers": .text(modifiers),
        ]
        if let ios = platforms[.ios] { context["ios"] = .context(ios.context) }
        if let mac = platforms[.macos] { context["mac"] = .context(mac.context) }
        if plan.deployment.platforms.count == 1, let only = platforms.values.first {
            context["platform"] = .context(only.context)
        }
        return context
    }
}
