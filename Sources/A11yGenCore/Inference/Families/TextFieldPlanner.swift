/// Text fields (cards 000 and 001): keyboard, AutoFill, labeling, validation and the error contract.
enum TextFieldPlanner: FieldFamilyPlanner {
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        switch traits.control {
        case .textField:
            Decision(
                "control", "TextField", rules: [.nativeFirst],
                // An address starts as one line and wraps (the "wraps" decision): not called single-line.
                Inference.canWrap(spec)
                    ? "one line of text in a native TextField, wrapping onto more as it grows"
                    : "single-line text in a native TextField")
        case .secureField:
            Decision(
                "control", "SecureField", rules: [.secureField, .nativeFirst],
                "masked secret entry with the same naming contract")
        case .multilineTextField:
            Decision(
                "control", "TextField(axis: .vertical)",
                rules: [.multilineAxisVertical, .growForLongerText, .textWraps],
                "grows onto new lines; .lineLimit(3...8) caps the visible height while the text scrolls, never truncates"
            )
        case .numberField:
            Decision(
                "control", "TextField(text:), read as \(traits.number?.swiftType ?? "a number")",
                rules: [.nativeFirst, .numbersTypedAsText, .valueFormatCommits],
                "edits the text people type and reads it as a \(traits.number?.swiftType ?? "number") in their locale; value:format: would wait for a commit the pad cannot send"
            )
        case .datePicker:
            DatePickerPlanner.controlDecision(traits, spec: spec)
        case .toggle:
            TogglePlanner.controlDecision(traits, spec: spec)
        case .stepper:
            StepperPlanner.controlDecision(traits, spec: spec)
        case .picker:
            ChoicePlanner.controlDecision(traits, spec: spec)
        }
    }

    static func plan(_ field: PlannedField) throws(SpecErrors) -> FieldPlan {
        let (spec, path, label, identifier) = (field.spec, field.path, field.label, field.identifier)
        var traits = field.traits
        // The email a form's password is saved under is its account name: `.username`, which
        // Password AutoFill pairs with the password; the email keyboard stays.
        let isAccountName = spec.type == .email && field.form.accountName == identifier
        if isAccountName { traits.content = .username }
        var decisions = field.decisions
        var sink = field.sink
        let deployment = spec.deployment
        let targetsIOS = deployment.platforms.contains(.ios)
        let targetsMac = deployment.platforms.contains(.macos)

        let currencyCode =
            traits.number == .currency ? Inference.currency(of: spec) : nil
        // Keyboard (UIKit only).
        var keyboard: KeyboardType?
        var fittedKeyboard: Decision?
        if targetsIOS {
            (keyboard, fittedKeyboard) = Inference.keyboardFittingPattern(traits.keyboard, spec, at: path, into: &sink)
            if fittedKeyboard == nil { (keyboard, fittedKeyboard) = Inference.keyboardFittingRange(keyboard, spec) }
            // Yen and won have no minor unit: the decimal key would only type what is refused.
            if fittedKeyboard == nil, keyboard == .decimalPad, let currencyCode, Inference.hasNoMinorUnit(currencyCode)
            {
                keyboard = .numberPad
                fittedKeyboard = Decision(
                    "keyboard-fits-currency", ".numberPad", rules: [.keyboardType, .keyboardFitsContent],
                    "\(currencyCode) has no minor unit, so amounts are whole numbers and the decimal key would only type a fraction the field refuses"
                )
            }
            decisions.append(
                Decision(
                    "keyboard", keyboard?.swift ?? "system default",
                    rules: Inference.keyboardRules(spec.type),
                    traits.why
                        + (keyboard == nil
                            ? " (the system default keyboard is the right one, so no .keyboardType is emitted)" : "")
                        // The table's pad, replaced: say so here too, not only in the fitting decision.
                        + (fittedKeyboard.map { "; but \($0.reason), so it is \(keyboard?.swift ?? "")" } ?? "")))
        }
        if let fittedKeyboard { decisions.append(fittedKeyboard) }
        if FieldPlan.foldsDigits(control: traits.control, keyboard: keyboard, pattern: spec.validation.pattern) {
            let typed =
                keyboard.map { "\($0.swift) types the device's own numerals (١٢٣ with Arabic-Indic digits)" }
                ?? "a keyboard or a paste may bring the device's own numerals (١٢٣ with Arabic-Indic digits)"
            decisions.append(
                Decision(
                    "digits", "\(identifier)Value, through \(FieldPlan.digitsFunctionName)(_:)",
                    rules: [.keyboardType, .keyboardFitsContent],
                    "\(typed), which a [0-9] check and most servers refuse, so the field is read as its Value property, every digit as 0-9: the check reads it, a form submits it, and a snippet's caller reads it instead of the raw text"
                ))
        }
        if targetsMac {
            decisions.append(
                Decision(
                    "keyboard.macos", "none", rules: [.platformGuards],
                    "native macOS has no software keyboard API (.keyboardType is UIKit-only)"))
        }

        // Content type per platform, only where the constant exists at the minimum OS.
        var contentTypes = PlatformMap<ContentType>()
        for platform in deployment.platforms {
            let minimum = deployment.minimum(platform)
            guard let content = traits.content else {
                decisions.append(
                    Decision(
                        "content-type.\(platform.rawValue)", "none", rules: [.contentType],
                        "no AutoFill category describes '\(spec.type.rawValue)' data"))
                continue
            }
            let available = content.availability.introduced(on: platform)
            if let available, available <= minimum {
                contentTypes[platform] = content
                decisions.append(
                    Decision(
                        "content-type.\(platform.rawValue)", content.swift,
                        rules: [.contentType, .noUnsetInputTraits],
                        isAccountName
                            ? "the account name the form's password is saved under: Password AutoFill saves and fills the two by the .username field (the form has no username field), and the email keyboard stays"
                            : "AutoFill and QuickType offer the user's \(spec.type.rawValue) data"))
            } else {
                let why =
                    available.map {
                        "\(content.swift) arrives in \(platform.displayName) \($0), newer than the minimum \(minimum)"
                    }
                    ?? "\(content.swift) does not exist on \(platform.displayName)"
                decisions.append(
                    Decision("content-type.\(platform.rawValue)", "none", rules: [.contentType, .minimumOSOnly], why))
                sink.warning(
                    "content-type-unavailable", at: path + ".type",
                    why + "; the field is emitted without .textContentType there, so AutoFill will not offer values",
                    suggestion: available.map { _ in "raise the minimum \(platform.displayName) to offer AutoFill" })
            }
        }

        var autocapitalization: Autocapitalization?
        if targetsIOS, let pattern = spec.validation.pattern, traits.autocapitalization != .characters,
            PatternCharacters.lettersAreCapitals(in: pattern)
        {
            // A code of capitals typed with capitalization off comes out in small letters, and the
            // check, which compares case, refuses what was typed as the code reads (axr21 #3).
            autocapitalization = .characters
            decisions.append(
                Decision(
                    "autocapitalization", Autocapitalization.characters.swift, rules: [.editingBehavior],
                    "the pattern allows capital letters only, so the keyboard types capitals: in small letters the code would fail the check that compares case"
                ))
        } else if targetsIOS, let caps = traits.autocapitalization {
            autocapitalization = caps
            decisions.append(
                Decision(
                    "autocapitalization", caps.swift, rules: [.editingBehavior],
                    "tuned to the data; it does not change the accessible name"))
        }
        if traits.autocorrectionDisabled {
            decisions.append(
                Decision(
                    "autocorrection", "disabled", rules: [.editingBehavior],
                    "autocorrect would rewrite \(spec.type.rawValue) values"))
        }
        // A search field's Search key runs the search on its own; in a form Return moves along the chain
        // like every field's, so its key says Next or Done (a key names what Return does). The Mac writes
        // no key label: Return presses the default button.
        if let submit = traits.submitLabel {
            if !field.inForm {
                decisions.append(
                    Decision("submit-label", submit.swift, rules: [.keyboardFitsContent], "Return performs the search"))
            } else if spec.deployment.platforms.contains(.ios) {
                decisions.append(
                    Decision(
                        "submit-label", "the form's Return key", rules: [.keyboardFitsContent, .tabOrder],
                        "in a form Return moves on to the next field or submits, as in every field, so the key says Next (on the last field, the key the form's submit names, or Done where Return hides the keyboard), not Search"
                    ))
            }
        }

        decisions.append(contentsOf: Inference.labelingDecisions(spec, label: label, targetsMac: targetsMac))
        if !spec.visibleLabel {
            // What people still see depends on the labeling: say that, not one sentence for all four.
            switch spec.labeling {
            case .labeledContent:
                sink.warning(
                    "visible-label-kept", at: path + ".visibleLabel",
                    "visibleLabel false changes nothing with labeled-content labeling: LabeledContent draws the label beside the field, where it stays as people type",
                    suggestion: "drop visibleLabel: false")
            case .titleless:
                sink.warning(
                    "no-visible-label", at: path + ".visibleLabel",
                    "a titleless field without a visible label shows no words naming it: VoiceOver hears its name, but sighted and Voice Control users have nothing to read or say (card 001)",
                    suggestion: "remove visibleLabel: false unless the screen shows the label beside it some other way")
            case .formRow where !spec.deployment.platforms.contains(.ios):
                sink.warning(
                    "visible-label-kept", at: path + ".visibleLabel",
                    "visibleLabel false changes nothing for a form row on the Mac: the Form draws the label in its leading column, where it stays as people type",
                    suggestion: "drop visibleLabel: false")
            case .title, .formRow:
                sink.warning(
                    "no-visible-label", at: path + ".visibleLabel",
                    "without a persistent label the field is named only by a placeholder-like title, which disappears as people type (card 001)",
                    suggestion: "remove visibleLabel: false unless the screen shows the label some other way")
            }
        }

        let checks = Inference.validationChecks(
            spec, label: label, digits: Inference.countsDigits(spec, keyboard: keyboard))
        if !checks.isEmpty {
            decisions.append(
                Decision(
                    "error-wiring",
                    spec.labeling == .labeledContent
                        ? "error inside the LabeledContent label" : "error appended to .accessibilityLabel",
                    rules: spec.labeling == .labeledContent
                        ? [
                            .errorInLabel, .labeledContentError, .noLabelOverLabeledContent, .noErrorInValue,
                            .noErrorOnlyInHint,
                        ]
                        : [.errorInLabel, .noErrorInValue, .noErrorOnlyInHint, .errorInLabelNotHint],
                    "VoiceOver speaks \"\(spec.messageTable.nameWithError(name: Inference.requiredNames(spec, label: label).spoken, error: "<error>"))\" while the typed text stays the value"
                ))
            decisions.append(
                FieldContract.errorDisplay(
                    rules: [.noColorOnlyError, .validateAtRightMoment, .semanticColor],
                    "the error shows under the field in words, with an exclamation icon as a non-color cue, in the adaptive system red"
                ))
            decisions.append(
                Decision(
                    "validation-moment", "on leaving a typed-in field, on Return, on submit",
                    rules: [.validateAtRightMoment, .announcePassiveChanges, .announcementDelay]
                        + (spec.deployment.platforms.contains(.macos) ? [.macCheckInputMoment] : []),
                    "checked when people leave the field with something typed in (.onChange of its focus), not on the first letter; the problem found then is announced with the field's name after 0.1 s, since focus has moved on; an empty field someone only passes through waits for the submit"
                ))
            decisions.append(
                FieldContract.focusOnError(
                    .moveFocus(reason: "a failed submit blocks progress, so VoiceOver focus moves to the errored field")
                ))
        }
        let (borders, boundary) = Inference.borders(deployment)
        decisions.append(boundary)
        // An amount of money says its currency where everyone gets it: in the visible label and the name.
        var named = label
        if let currencyCode {
            named = spec.messageTable.currencyLabel(label: label, code: currencyCode)
            decisions.append(
                Decision(
                    "currency", "\"\(named)\" as the visible label and in the name", rules: [.currencyStated],
                    "the field reads amounts in \(currencyCode), which nothing else on screen says; the label says it before people type, to everyone (a hint can be turned off), and \"Tap \(label)\" still works"
                ))
        }
        let (visibleText, spokenName, requiredDecision) = Inference.requiredNames(spec, label: named)
        if let requiredDecision { decisions.append(requiredDecision) }
        // A title field whose name says more than its title (", required", the error) is named by its
        // .accessibilityLabel (the renderer's choice): the decision says so, not that the title is.
        if spec.labeling == .title, !checks.isEmpty || spokenName != named,
            let index = decisions.firstIndex(where: { $0.aspect == "labeling" })
        {
            let kind = traits.control == .secureField ? "SecureField" : "TextField"
            decisions[index].reason =
                "the \(kind) title \"\(named)\" is the label it shows; the accessible name is its .accessibilityLabel, \"\(spokenName)\"\(checks.isEmpty ? "" : " with the error while one shows"), read once"
        }
        let (wraps, wrapDecision) = Inference.wraps(spec, at: path, into: &sink)
        if let wrapDecision { decisions.append(wrapDecision) }
        decisions.append(
            Decision(
                "dynamic-type", "built-in text styles",
                rules: [.fieldDynamicType, .dynamicType, .textWraps, .noFixedFontSize, .noDynamicTypeClamp],
                "labels use .subheadline and messages .footnote with no fixed sizes; labels wrap (no line limit)"))
        decisions.append(
            FieldContract.touchTarget(
                .fieldTouchTarget,
                "the native field keeps the system's hit area; the generator sets no frame that could shrink it"))
        decisions.append(
            FieldContract.focusVisible(
                .fieldFocusVisible, "the native style keeps the system focus indicator; no custom style replaces it"))

        if traits.number == .currency, spec.currencyCode == nil, Inference.currencyTable[spec.region ?? ""] == nil {
            sink.warning(
                "currency-defaulted", at: path + (spec.locale == nil ? ".type" : ".locale"),
                spec.region.map { "no currency is known for the region \($0); the field uses USD" }
                    ?? "no locale or currencyCode; the field uses USD",
                suggestion: "set currencyCode, such as \"EUR\"")
        }
        if sink.hasErrors { throw SpecErrors(sink.errors) }
        // The limits are said under the field before the first submit, as the plan's `statedLimits`.
        let (statedLimits, limitsDecision) = Inference.statingLimits(
            spec, digits: Inference.countsDigits(spec, keyboard: keyboard), at: path, into: &sink)
        if let limitsDecision { decisions.append(limitsDecision) }
        Inference.warnMessagesWithoutLimits(spec, at: path, into: &sink)
        var plan = FieldPlan(
            spec: spec, label: label, identifier: identifier, control: traits.control, number: traits.number,
            currencyCode: currencyCode,
            keyboard: keyboard, iosContentType: contentTypes[.ios], macosContentType: contentTypes[.macos],
            autocapitalization: autocapitalization, autocorrectionDisabled: traits.autocorrectionDisabled,
            submitLabel: field.inForm ? nil : traits.submitLabel, labeling: spec.labeling,
            visibleLabel: spec.visibleLabel,
            visibleText: visibleText, spokenName: spokenName, borders: borders, wraps: wraps, checks: checks,
            datePicker: nil, deployment: deployment, decisions: decisions, warnings: sink.warnings, verify: [])
        plan.statedLimits = statedLimits
        // What iOS draws inside the empty field besides the placeholder: the title, or a form row's
        // label view, which is the visible label with its "(required)" (axr22 #3: a form for iOS and
        // the Mac sized "Number of nights" for its two digits and cut the words off).
        let titleInside =
            switch spec.labeling {
            case .title: label
            case .formRow: deployment.platforms.contains(.ios) ? visibleText : ""
            case .titleless, .labeledContent: ""
            }
        if let width = Inference.expectedWidth(spec, titleInside: titleInside, control: traits.control) {
            plan.expectedWidth = width.points
            plan.decisions.append(
                Decision(
                    "width", "\(width.points) pt at the default text size, scaled with it",
                    rules: targetsMac ? [.sizeToExpectedText, .macSizeForContent] : [.sizeToExpectedText],
                    "a short field tells people how much to type; it fits \(width.characters) characters (the value, the placeholder and a title shown inside) and grows with Dynamic Type, never past its container"
                ))
            // The width cap is a frame: the touch-target decision says what it leaves (axr21 #7).
            if let index = plan.decisions.firstIndex(where: { $0.aspect == "touch-target" }) {
                plan.decisions[index].reason =
                    "the native field keeps the system's height and hit area; its one frame caps only its width"
            }
        }
        plan.decisions += Inference.deviceDecisions(plan)
        plan.verify = Inference.verifyList(plan)
        return plan
    }
}

extension Inference {
    /// The numbers 1 to 65535, without leading zeros: a network port.
    static let portPattern =
        "^([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$"

    /// How wide a short field is drawn (card 001: "Size the field to the text you expect"): the
    /// characters its data takes (a postal code, a code, a card's security code or expiry, a
    /// day or a year, a whole number between bounds, or a maximum length the spec gives), widened
    /// for what shows inside it (the placeholder, and the title, which iOS shows as one), about 11
    /// points a character at the body size plus the border's insets. Nil for anything longer than
    /// 20 characters or without a known length: such a field takes its container's width.
    static func expectedWidth(_ spec: FieldSpec, titleInside title: String, control: ControlKind)
        -> (characters: Int, points: Int)?
    {
        guard [.textField, .secureField, .numberField].contains(control) else { return nil }
        let v = spec.validation
        var expected: Int? =
            switch spec.type {
            case .postalCode: 10
            case .oneTimeCode, .pin: 8
            case .creditCardExpiration: 7
            case .port: 5
            case .creditCardSecurityCode, .creditCardExpirationYear, .birthdateYear: 4
            case .creditCardExpirationMonth, .birthdateDay: 2
            default: nil
            }
        if let high = v.maxLength { expected = min(expected ?? high, high) }
        if spec.type == .integer, let low = v.minimum, let high = v.maximum {
            // Digits and sign; a bound past 15 digits is wider than any short field anyway.
            let digits = { (value: Double) in
                abs(value) < 1e15 ? String(Int64(abs(value).rounded(.up))).count + (value < 0 ? 1 : 0) : 21
            }
            expected = max(digits(low), digits(high))
        }
        guard let characters = expected, characters <= 20 else { return nil }
        let placeholder = spec.placeholder ?? ""
        let inside = max(characters, placeholder.count, title.count)
        // In widths of a Latin character: a kanji, kana or Hangul syllable is drawn about 1.6 times as
        // wide, so "セキュリティコード" shown inside needs 15, not 9 (axr21 #9).
        let units = max(characters, Self.widthUnits(placeholder), Self.widthUnits(title))
        guard units <= 20 else { return nil }
        return (inside, max(64, 28 + 11 * units))
    }

    /// How many Latin characters' widths `text` takes at the body size: East Asian wide characters
    /// (CJK ideographs, kana, Hangul, full-width forms) count 1.6, rounded up for the whole.
    static func widthUnits(_ text: String) -> Int {
        var tenths = 0
        for scalar in text.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint {
            let value = scalar.value
            let wide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
            // Combining marks add no width of their own.
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            tenths += wide ? 16 : 10
        }
        return (tenths + 9) / 10
    }

    static func keyboardRules(_ type: DataType) -> [RuleID] {
        type == .postalCode
            ? [.keyboardType, .keyboardFitsContent, .postalCodeLocale] : [.keyboardType, .keyboardFitsContent]
    }

    static func labelingDecisions(_ spec: FieldSpec, label: String, targetsMac: Bool) -> [Decision] {
        var decisions: [Decision] = []
        switch spec.labeling {
        case .title:
            decisions.append(
                Decision(
                    "labeling", "title", rules: [.accessibleName],
                    "the TextField title \"\(label)\" is the accessible name"))
        case .labeledContent:
            decisions.append(
                Decision(
                    "labeling", "labeled-content",
                    rules: [
                        .accessibleName, .labeledContentSingleName, .noLabelOverLabeledContent,
                        .noVerticalLabeledContentStyle,
                    ],
                    "LabeledContent pairs \"\(label)\" with the field beside it; no .accessibilityLabel and no vertical LabeledContentStyle"
                ))
        case .titleless:
            decisions.append(
                Decision(
                    "labeling", "titleless", rules: [.accessibleName],
                    ".accessibilityLabel(\"\(label)\") names the field; its title is empty"))
        case .formRow:
            decisions.append(
                Decision(
                    "labeling", "form-row", rules: [.accessibleName, .macFormLabels],
                    "TextField(text:prompt:label:) names the field; "
                        // In a form for both, the Text above shows on the Mac too, and the title's
                        // second copy is hidden there (isMultiplatformFormRowWithLabel; axr22 #6).
                        + (spec.deployment.isMultiplatform && spec.visibleLabel
                            ? "on iOS its label view shows inside the empty field, and on the Mac it is hidden with .labelsHidden(), the Text above the field showing instead"
                            : spec.deployment.platforms.contains(.macos)
                                ? "in a macOS Form the label sits at the leading edge"
                                : "iOS shows its label view inside the empty field"))
            )
        }
        if spec.visibleLabel {
            let macFormRowOnly = spec.labeling == .formRow && !spec.deployment.platforms.contains(.ios)
            if spec.labeling == .labeledContent {
                decisions.append(
                    Decision(
                        "visible-label", "LabeledContent label", rules: [.keepVisibleLabel, .macLabelNextToField],
                        "the LabeledContent label stays beside the field while people type"))
            } else if macFormRowOnly {
                decisions.append(
                    Decision(
                        "visible-label", "Form label column", rules: [.keepVisibleLabel, .macFormLabels],
                        "a macOS Form shows the label at the leading edge; use the field inside a Form"))
            } else {
                decisions.append(
                    Decision(
                        "visible-label", "Text above the field, hidden from accessibility",
                        rules: [.keepVisibleLabel, .persistentLabelSingleName, .noPlaceholderOnlyLabel],
                        "the title alone is a placeholder that disappears as people type; the Text stays, and is hidden from VoiceOver because the field already carries the same name"
                    ))
            }
        } else {
            decisions.append(
                Decision(
                    "visible-label", "none (opted out)", rules: [.keepVisibleLabel],
                    "the spec sets visibleLabel: false; the screen must show the label some other way"))
        }
        return decisions
    }

    /// The help that states a text field's length and number limits before the first submit
    /// (policy.limits-stated, WCAG 3.3.2) when the spec gives no hint, and the decision that says
    /// so; `digits` counts a length in digits (a field typed on a number pad). A hint of the spec's
    /// own is kept as written (it may say more than the limits); when it names none of the bounds,
    /// a warning says people would learn them only from the error. An empty hint opts out.
    /// The words that state a field's limits before the first submit, in the spec's language, or nil
    /// without limits; the planner and the audit both read them here. A port's range is its type's (1
    /// to 65535, checked unless the spec gives its own pattern), said as a number's range, not as a
    /// count of digits (axr18 #2).
    /// A date picker's limits are its age limits ("At least 18 years old."): the range they narrow
    /// the picker to is drawn, but not why the wheel or calendar stops there (axr20 #3).
    static func limitsText(_ spec: FieldSpec, digits: Bool) -> String? {
        let v = spec.validation
        if v.minimumAge != nil || v.maximumAge != nil {
            let ages = DatePickerPlanner.agesSettingTheRange(spec)
            return spec.messageTable.ageLimits(minimum: ages.minimum, maximum: ages.maximum)
        }
        // (A length the spec gives on a port is a limit of its own, said as it always was.)
        if statesPortRange(spec) {
            return spec.messageTable.portLimits
        }
        return spec.messageTable.limits(
            minLength: v.minLength, maxLength: v.maxLength, minimum: v.minimum, maximum: v.maximum,
            integer: spec.type == .integer, money: spec.type == .currency, digits: digits)
    }

    /// Whether a field's stated limits are a port's range: a port with no pattern or length of its own.
    static func statesPortRange(_ spec: FieldSpec) -> Bool {
        let v = spec.validation
        return spec.type == .port && v.pattern == nil && v.minLength == nil && v.maxLength == nil
    }

    /// A field's bounds as words about them may write them: "12", "1,000" or "1.000", "0,5" in
    /// German, or "0.5": its lengths, its range, or both.
    static func limitSpellings(_ spec: FieldSpec, lengths: Bool, range: Bool) -> [String] {
        let v = spec.validation
        let table = spec.messageTable
        let integer = spec.type == .integer
        var spellings: [String] = []
        if lengths {
            for length in [v.minLength, v.maxLength].compactMap({ $0 }) {
                spellings += [String(length), table.bound(Double(length), integer: true)]
            }
        }
        if range {
            for age in [v.minimumAge, v.maximumAge].compactMap({ $0 }) {
                spellings += [String(age), table.bound(Double(age), integer: true)]
            }
            for value in [v.minimum, v.maximum].compactMap({ $0 }) {
                spellings += [table.bound(value, integer: integer), NumberLiteral.plain(value, integer: integer)]
                // Also as a whole number where it is one ("1,000" for 1000.0), and with the two
                // fraction digits money is written with ("0.50", "0,50").
                if value == value.rounded(), abs(value) < 1e15 {
                    spellings.append(table.bound(value, integer: true))
                    // Grouped as people write thousands: "1,000", "1.000", "1 000".
                    let digits = String(Int64(abs(value)))
                    if digits.count > 3 {
                        for separator in [",", ".", " "] {
                            var grouped = ""
                            for (offset, digit) in digits.enumerated() {
                                if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
                                grouped.append(digit)
                            }
                            spellings.append((value < 0 ? "-" : "") + grouped)
                        }
                    }
                }
                if spec.type == .currency || value != value.rounded() {
                    spellings += [Self.twoDecimals(value, separator: "."), Self.twoDecimals(value, separator: ",")]
                }
            }
        }
        return spellings
    }

    /// `value` with two fraction digits and no grouping: "0.50", "0,50".
    static func twoDecimals(_ value: Double, separator: Character) -> String {
        let cents = Int64((abs(value) * 100).rounded())
        let fraction = cents % 100
        return (value < 0 ? "-" : "") + String(cents / 100) + String(separator) + (fraction < 10 ? "0" : "")
            + String(fraction)
    }

    /// A message of the spec's own for a length or a range that names none of the limits it checks
    /// ("Too short.", "Out of range."): after a failed submit people learn something is wrong, not
    /// how to fix it (WCAG 3.3.3, axr19 #3), and the hint that said the limits yields to it.
    static func warnMessagesWithoutLimits(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let v = spec.validation
        let checks: [(key: String, message: String?, lengths: Bool, checked: Bool)] = [
            ("length", spec.messages.length, true, v.minLength != nil || v.maxLength != nil),
            ("range", spec.messages.range, false, v.minimum != nil || v.maximum != nil),
        ]
        for check in checks where check.checked {
            guard let message = check.message,
                !limitSpellings(spec, lengths: check.lengths, range: !check.lengths).contains(where: {
                    Self.mentions($0, in: message)
                })
            else { continue }
            let limits =
                spec.messageTable.limits(
                    minLength: check.lengths ? v.minLength : nil, maxLength: check.lengths ? v.maxLength : nil,
                    minimum: check.lengths ? nil : v.minimum, maximum: check.lengths ? nil : v.maximum,
                    integer: spec.type == .integer, money: spec.type == .currency, digits: false) ?? ""
            sink.warning(
                "message-without-limits", at: path + ".messages." + check.key,
                "the \(check.key) message names none of the limits it checks, so after a failed submit people hear that something is wrong but not how to fix it, and the hint that said the limits gives way to it",
                suggestion: "say them in the message (\"\(limits)\"), or leave it out and a11y-gen writes one that does"
            )
        }
    }

    /// A date picker's age limits narrow its range, so a date that fails them cannot be picked: left
    /// unstated, they are not heard in an error either, and the picker stops without saying why.
    static func statingLimits(_ spec: FieldSpec, digits: Bool, at path: String, into sink: inout DiagnosticSink)
        -> (String?, Decision?)
    {
        let port = statesPortRange(spec)
        guard let limits = limitsText(spec, digits: digits) else { return (nil, nil) }
        let picker = spec.validation.minimumAge != nil || spec.validation.maximumAge != nil
        switch spec.hint {
        case nil:
            return (
                limits,
                Decision(
                    "limits", "\"\(limits)\" under the field, as its hint", rules: [.limitsStated, .hintYieldsToError],
                    picker
                        ? "people learn the age limits before they pick, where the picker would stop at them without saying why; the spec gives no hint, so the help says them, and VoiceOver speaks it as the hint until an error takes its place"
                        : "people learn the limits before the first submit, not from the error after it; the spec gives no hint, so the help says them, and VoiceOver speaks it as the hint until an error takes its place"
                )
            )
        case ""?:
            return (
                nil,
                Decision(
                    "limits", "none (the spec's hint is empty)", rules: [.limitsStated],
                    picker
                        ? "an empty hint opts out of help under the picker; it stops at the limits (\(limits)) without saying why, and no error says them, since a date that fails them cannot be picked; so say them elsewhere on the screen"
                        : "an empty hint opts out of help under the field; the limits (\(limits)) are heard only in the error after a failed submit, so say them elsewhere on the screen"
                )
            )
        case let hint?:
            let bounds = limitSpellings(spec, lengths: true, range: true) + (port ? ["65535"] : [])
            let named = bounds.contains { Self.mentions($0, in: hint) }
            if !named {
                sink.warning(
                    "limits-not-in-hint", at: path + ".hint",
                    picker
                        ? "the hint states none of the age limits, so the picker stops at them without saying why"
                        : "the hint states none of the limits the field checks, so people learn them only from the error after a failed submit",
                    suggestion: "say them in the hint (\"\(limits)\"), or leave the hint out and a11y-gen states them")
            }
            return (
                nil,
                Decision(
                    "limits", "the spec's hint, \"\(hint)\"", rules: [.limitsStated],
                    named
                        ? "the hint shows under the field before the first submit and names the limits the checks apply (\(limits))"
                        : "the hint shows under the field before the first submit but names none of the limits the checks apply (\(limits)); see the warning"
                )
            )
        }
    }

    /// Whether a length is counted in digits: the field is typed on a number pad (its type's pad,
    /// not replaced by one that fits a pattern or a range; `keyboard` is nil without iOS).
    static func countsDigits(_ spec: FieldSpec, keyboard: KeyboardType?) -> Bool {
        let pads: [KeyboardType] = [.numberPad, .asciiCapableNumberPad]
        let pad = InputTraits.of(spec.type, region: spec.region).keyboard
        return pad.map(pads.contains) == true && (keyboard.map(pads.contains) ?? true)
    }

    /// Whether `text` holds `number` as a whole number, not inside another ("1" is not in "10" or "2.1").
    /// Full-width digits ("１８歳以上", as Japanese text may write them) are read as the digits they are.
    static func mentions(_ number: String, in text: String) -> Bool {
        let digits = text.unicodeScalars.map { scalar in
            (0xFF10...0xFF19).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFF10 + 0x30)! : scalar
        }
        let wanted = Array(number.unicodeScalars)
        guard !wanted.isEmpty, digits.count >= wanted.count else { return false }
        func isNumberPart(_ index: Int) -> Bool {
            guard digits.indices.contains(index) else { return false }
            let scalar = digits[index]
            if ("0"..."9").contains(scalar) { return true }
            // A separator counts only between digits ("2.1"), not as a sentence's full stop ("12.").
            return [".", ","].contains(scalar) && digits.indices.contains(index - 1)
                && digits.indices.contains(index + 1)
                && ("0"..."9").contains(digits[index - 1]) && ("0"..."9").contains(digits[index + 1])
        }
        for start in 0...(digits.count - wanted.count) where Array(digits[start..<start + wanted.count]) == wanted {
            if !isNumberPart(start - 1), !isNumberPart(start + wanted.count) { return true }
        }
        return false
    }

    /// Only the digits 0 to 9 (an empty value is the required check's).
    static let digitsPattern = "^[0-9]*$"

    /// The checks a text field's value must pass, in the order their messages win. `digits`: the field
    /// is typed on a number pad, so a length is counted in digits and anything else (pasted, or typed
    /// on a hardware keyboard, which a number pad does not stop) fails with the length's message,
    /// except in a card number, which people write in groups.
    static func validationChecks(_ spec: FieldSpec, label: String, digits: Bool = false) -> [ValidationCheck] {
        let v = spec.validation
        let m = spec.messages
        // A message the spec gives is used verbatim, in any language; the rest come from the table.
        let table = spec.messageTable
        var checks: [ValidationCheck] = []
        if v.required {
            checks.append(
                ValidationCheck(
                    kind: .required, message: m.required ?? table.requiredText(label: label), pattern: nil, bound: nil))
        }
        if v.email {
            checks.append(
                ValidationCheck(kind: .email, message: m.email ?? table.email, pattern: emailPattern, bound: nil))
        }
        if let pattern = v.pattern {
            // The reader requires patternMessage; a spec built in code may leave it out.
            let message = v.patternMessage.flatMap { $0.isEmpty ? nil : $0 } ?? table.pattern(label: label)
            checks.append(ValidationCheck(kind: .pattern, message: message, pattern: pattern, bound: nil))
        } else if spec.type == .port {
            // A port is checked as one, 1 to 65535, unless the spec gives its own pattern: a hardware
            // keyboard or a paste types what the pad cannot (rev46).
            let message = table.portRange
            checks.append(ValidationCheck(kind: .pattern, message: message, pattern: Self.portPattern, bound: nil))
        }
        let lengthMessage = table.length(label: label, minimum: v.minLength, maximum: v.maxLength, digits: digits)
        // A card number is left alone: people paste and type it in groups with spaces.
        if digits, v.pattern == nil, spec.type != .creditCardNumber, let lengthMessage {
            checks.append(
                ValidationCheck(
                    kind: .pattern, message: m.length ?? lengthMessage, pattern: digitsPattern, bound: nil))
        }
        if let low = v.minLength {
            checks.append(
                ValidationCheck(kind: .minLength, message: m.length ?? lengthMessage!, pattern: nil, bound: Double(low))
            )
        }
        if let high = v.maxLength {
            checks.append(
                ValidationCheck(
                    kind: .maxLength, message: m.length ?? lengthMessage!, pattern: nil, bound: Double(high)))
        }
        if InputTraits.of(spec.type, region: spec.region).control == .numberField {
            // No example: "2.5" would be wrong where the decimal separator is a comma.
            checks.append(
                ValidationCheck(kind: .number, message: m.number ?? table.number(label: label)))
        }
        // An amount takes no more decimals than its currency has: USD's cents, KWD's fils. (One with
        // no minor unit refuses a fraction as no amount at all: `isOneWholeAmount`.)
        if spec.type == .currency {
            let digits = Inference.minorUnitDigits(Inference.currency(of: spec))
            if digits > 0 {
                checks.append(
                    ValidationCheck(
                        kind: .fractionDigits,
                        message: m.decimals ?? table.amountDecimals(label: label, digits: digits),
                        bound: Double(digits)))
            }
        }
        let rangeMessage = table.range(
            minimum: v.minimum, maximum: v.maximum, integer: spec.type == .integer, money: spec.type == .currency)
        if let low = v.minimum {
            checks.append(ValidationCheck(kind: .minimum, message: m.range ?? rangeMessage!, pattern: nil, bound: low))
        }
        if let high = v.maximum {
            checks.append(ValidationCheck(kind: .maximum, message: m.range ?? rangeMessage!, pattern: nil, bound: high))
        }
        return checks
    }

    /// Where the built-in control shows a Mac-only form row's label: in the Form's label column.
    static let macLabelInColumnVerify =
        "On the Mac, the field's label shows in the Form's label column, beside the field, and stays there while people type."
    /// Where it shows the label of a row written for iOS and macOS: above the field.
    static let macLabelAboveVerify =
        "On the Mac, the label shows once, above the field (not also in the Form's label column), and stays there while people type."

    static func verifyList(_ plan: FieldPlan) -> [String] {
        var items = [
            "VoiceOver speaks the field's name once, without \"text field\" in it, and \(VoiceOverWords.activate(plan.deployment)) starts editing.",
            VoiceOverWords.textSize(
                "The field and its label stay fully visible, unclipped, at the largest accessibility text size.",
                plan.deployment),
            "The field's border keeps 3:1 contrast against your background in light and dark mode, with and without Increase Contrast.",
            "Switch Control and a hardware keyboard (Tab) reach the field and show the focus indicator.",
        ].compactMap { $0 }
        if plan.canShowError {
            // What the name says with an error, as the code builds it: "required" after the label of a required field.
            let named = plan.spec.messageTable.nameWithError(
                name: Inference.requiredNames(plan.spec, label: "<label>").spoken, error: "<error>")
            items.append(
                "Submitting invalid input moves VoiceOver to the field and speaks \"\(named)\"; the typed text is still spoken as the value."
            )
            items.append(
                "Submitting again while VoiceOver is already on the field (or from a hardware keyboard) still speaks the error, once."
            )
            items.append(
                "Typing invalid input and moving to the next field shows the error and speaks \"\(named)\" once, without pulling focus back; passing through the empty field says nothing."
            )
        }
        if plan.nameChanges {
            items.append(
                "Voice Control: \(VoiceOverWords.voiceControl(plan.label, plan.deployment)) reaches the field while an error or \"required\" is in its name."
            )
        }
        if plan.keyboardLacksReturn {
            items.append(
                "On iPhone, the keyboard toolbar's Done hides the pad and VoiceOver lands back on the field.")
        }
        if plan.isMacOnlyFormRow {
            items.append(macLabelInColumnVerify)
        } else if plan.isMultiplatformFormRowWithLabel {
            items.append(macLabelAboveVerify)
        }
        if plan.spec.labeling == .labeledContent, plan.canShowError {
            items.append(
                "With the error showing, the LabeledContent-paired name includes the error text (resolve.labeled-content-error)."
            )
        }
        if plan.wraps {
            // The Mac has no text sizes to try and no keyboard toolbar: there the wrapped lines are
            // typed and Tab moves on.
            items.append(
                plan.deployment.platforms.contains(.ios)
                    ? "The address wraps at large text sizes; check what Return does there (next field or a line break); Tab, and the keyboard toolbar's Next where a text field follows, always move on."
                    : "The address wraps onto more lines as it grows; check what Return does (next field or a line break); Tab always moves on."
            )
        }
        if plan.control == .numberField {
            items.append("Typing a number in your locale's format (like 1.234,5 in German) is accepted as typed.")
        }
        switch plan.control {
        case .secureField:
            items.append("The secure field does not speak typed characters.")
        case .multilineTextField:
            items.append(
                "In the multiline field, check what Return does on your OS versions (new line or next field); Tab always moves on."
            )
        case .textField, .numberField, .datePicker, .toggle, .stepper, .picker:
            break
        }
        return items
    }

    /// ISO 4217 currencies with no minor unit (0 decimal places): amounts are whole, so a field for
    /// them takes the number pad and refuses a fraction (`1000.5` yen).
    static let currenciesWithoutMinorUnit: [String] = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF",
        "XPF",
    ]

    static func hasNoMinorUnit(_ code: String?) -> Bool {
        code.map { minorUnitDigits($0) == 0 } ?? false
    }

    /// The digits an amount in `code` has after the decimal separator (ISO 4217's minor unit): 0 for
    /// yen and won, 3 for the dinars and rials that count in thousandths, 4 for the Chilean and
    /// Uruguayan units of account, 2 for the rest.
    static func minorUnitDigits(_ code: String) -> Int {
        let upper = code.uppercased()
        if currenciesWithoutMinorUnit.contains(upper) { return 0 }
        if ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"].contains(upper) { return 3 }
        if ["CLF", "UYW"].contains(upper) { return 4 }
        return 2
    }

    /// The ISO 4217 code `spec`'s amounts are read in: its `currencyCode`, else its region's.
    static func currency(of spec: FieldSpec) -> String {
        spec.currencyCode ?? currency(forRegion: spec.region)
    }

    /// ISO 4217 code for a region; USD when the region is unknown (a warning names it in the decision).
    static func currency(forRegion region: String?) -> String {
        region.flatMap { currencyTable[$0] } ?? "USD"
    }

    /// Each region's legal tender (ISO 3166 region to ISO 4217 code). A region left out gets USD and
    /// the `currency-defaulted` warning; axr18 found every Arabic-script and Hebrew region tried there,
    /// a Kuwaiti form saying "Amount (USD)" and parsing dollars, so the table covers the regions of
    /// the world's larger economies and of every language a11y-gen's users localize into.
    static let currencyTable: [String: String] = [
        // The Americas
        "US": "USD", "CA": "CAD", "MX": "MXN", "BR": "BRL", "AR": "ARS", "CL": "CLP", "CO": "COP", "PE": "PEN",
        "UY": "UYU", "PY": "PYG", "BO": "BOB", "VE": "VES", "CR": "CRC", "GT": "GTQ", "HN": "HNL", "NI": "NIO",
        "DO": "DOP", "JM": "JMD", "TT": "TTD", "PR": "USD", "EC": "USD", "SV": "USD", "PA": "PAB",
        // Europe: the euro area
        "AT": "EUR", "BE": "EUR", "CY": "EUR", "DE": "EUR", "EE": "EUR", "ES": "EUR", "FI": "EUR", "FR": "EUR",
        "GR": "EUR", "HR": "EUR", "IE": "EUR", "IT": "EUR", "LT": "EUR", "LU": "EUR", "LV": "EUR", "MT": "EUR",
        "NL": "EUR", "PT": "EUR", "SI": "EUR", "SK": "EUR", "MC": "EUR", "SM": "EUR", "VA": "EUR", "AD": "EUR",
        "ME": "EUR", "XK": "EUR", "BG": "EUR",
        // Europe: other currencies
        "GB": "GBP", "CH": "CHF", "LI": "CHF", "SE": "SEK", "NO": "NOK", "DK": "DKK", "IS": "ISK", "PL": "PLN",
        "CZ": "CZK", "HU": "HUF", "RO": "RON", "RS": "RSD", "BA": "BAM", "MK": "MKD", "AL": "ALL",
        "MD": "MDL", "UA": "UAH", "BY": "BYN", "RU": "RUB", "TR": "TRY", "GE": "GEL", "AM": "AMD", "AZ": "AZN",
        // The Middle East and North Africa
        "IL": "ILS", "PS": "ILS", "SA": "SAR", "AE": "AED", "QA": "QAR", "KW": "KWD", "BH": "BHD", "OM": "OMR",
        "JO": "JOD", "LB": "LBP", "SY": "SYP", "IQ": "IQD", "IR": "IRR", "YE": "YER", "EG": "EGP", "LY": "LYD",
        "TN": "TND", "DZ": "DZD", "MA": "MAD", "SD": "SDG", "MR": "MRU", "SO": "SOS", "DJ": "DJF", "KM": "KMF",
        "TD": "XAF", "ER": "ERN",
        // Sub-Saharan Africa
        "ZA": "ZAR", "NG": "NGN", "KE": "KES", "GH": "GHS", "ET": "ETB", "TZ": "TZS", "UG": "UGX", "RW": "RWF",
        "SN": "XOF", "CI": "XOF", "CM": "XAF", "MU": "MUR", "NA": "NAD", "BW": "BWP", "ZM": "ZMW",
        // Asia and Oceania
        "JP": "JPY", "CN": "CNY", "HK": "HKD", "MO": "MOP", "TW": "TWD", "KR": "KRW", "IN": "INR", "PK": "PKR",
        "BD": "BDT", "LK": "LKR", "NP": "NPR", "AF": "AFN", "KZ": "KZT", "UZ": "UZS", "MN": "MNT", "TH": "THB",
        "VN": "VND", "KH": "KHR", "LA": "LAK", "MM": "MMK", "MY": "MYR", "SG": "SGD", "ID": "IDR", "PH": "PHP",
        "BN": "BND", "AU": "AUD", "NZ": "NZD", "FJ": "FJD", "PG": "PGK",
    ]
}
