import Foundation

/// Turns a validated `FieldSpec` into a `FieldPlan`: every decision made once, with rule ids.
public enum Inference {
    /// Control-type words that must not be part of an accessible name (card 000).
    static let controlTypePhrases = [
        "secure text field", "text field", "textfield", "text box", "textbox", "text input", "input field",
        "input box", "entry field", "edit field", "edit box", "secure field", "password field", "search field",
        "search box", "text area", "textarea",
    ]

    /// The email check: something@something.something with no spaces. Deliberately loose: the
    /// server decides; the form only catches typos such as a missing @.
    public static let emailPattern = #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#

    public static func plan(_ spec: FieldSpec, at path: String = "$") throws(SpecErrors) -> FieldPlan {
        var sink = DiagnosticSink()
        // The same combination checks the reader runs, for specs built in code rather than read.
        SpecReader().checkCombinations(spec, at: path, into: &sink)
        if sink.hasErrors { throw SpecErrors(sink.errors) }
        let deployment = spec.deployment
        let targetsIOS = deployment.platforms.contains(.ios)
        let targetsMac = deployment.platforms.contains(.macos)
        var decisions: [Decision] = []

        // Name: the label without control-type words.
        let label = cleanLabel(spec.label, at: path + ".label", into: &sink)
        if label.isEmpty {
            sink.error(
                "label-is-control-type", at: path + ".label",
                "the label '\(spec.label)' names only the control type; VoiceOver already says \"text field\"",
                suggestion: "label the data instead, for example \"Email\"")
            throw SpecErrors(sink.errors)
        }
        let identifier = spec.name ?? Identifier.derive(from: label)
        decisions.append(
            Decision(
                "identifier", identifier, rules: [.escapedLiterals],
                spec.name == nil ? "derived from the label" : "given by the spec"))

        let traits = InputTraits.of(spec.type, region: spec.region)
        decisions.append(controlDecision(traits, spec: spec))
        warnIfLabelNamesAnotherType(label, spec, traits, at: path, into: &sink)
        if traits.control == .datePicker {
            return planDatePicker(
                spec, label: label, identifier: identifier, traits: traits, decisions: decisions, sink: sink)
        }

        // Keyboard (UIKit only).
        var keyboard: KeyboardType?
        var fittedKeyboard: Decision?
        if targetsIOS {
            (keyboard, fittedKeyboard) = keyboardFittingPattern(traits.keyboard, spec, at: path, into: &sink)
            decisions.append(
                Decision(
                    "keyboard", keyboard?.swift ?? "system default",
                    rules: keyboardRules(spec.type),
                    traits.why
                        + (keyboard == nil
                            ? " (the system default keyboard is the right one, so no .keyboardType is emitted)" : "")))
        }
        if let fittedKeyboard { decisions.append(fittedKeyboard) }
        if targetsMac {
            decisions.append(
                Decision(
                    "keyboard.macos", "none", rules: [.platformGuards],
                    "native macOS has no software keyboard API (.keyboardType is UIKit-only)"))
        }

        // Content type per platform, only where the constant exists at the minimum OS.
        var contentTypes: [Platform: ContentType] = [:]
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
                        "AutoFill and QuickType offer the user's \(spec.type.rawValue) data"))
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
        if targetsIOS, let caps = traits.autocapitalization {
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
        if let submit = traits.submitLabel {
            decisions.append(
                Decision("submit-label", submit.swift, rules: [.keyboardFitsContent], "Return performs the search"))
        }

        decisions.append(contentsOf: labelingDecisions(spec, label: label, targetsMac: targetsMac))
        if !spec.visibleLabel {
            sink.warning(
                "no-visible-label", at: path + ".visibleLabel",
                "without a persistent label the field is named only by a placeholder-like title, which disappears as people type (card 001)",
                suggestion: "remove visibleLabel: false unless the screen shows the label some other way")
        }

        let checks = validationChecks(spec, label: label)
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
                    "VoiceOver speaks \"\(label), <error>\" while the typed text stays the value"))
            decisions.append(
                Decision(
                    "error-display", "icon + text + .red",
                    rules: [.noColorOnlyError, .validateAtRightMoment, .semanticColor],
                    "the error shows under the field in words, with an exclamation icon as a non-color cue, in the adaptive system red"
                ))
            decisions.append(
                Decision(
                    "focus-on-error", "@AccessibilityFocusState", rules: [.errorFocus, .focusManagement],
                    "a failed submit blocks progress, so VoiceOver focus moves to the errored field"))
        }
        let (borders, boundary) = borders(deployment)
        decisions.append(boundary)
        let (visibleText, spokenName, requiredDecision) = requiredNames(spec, label: label)
        if let requiredDecision { decisions.append(requiredDecision) }
        let (wraps, wrapDecision) = wraps(spec, at: path, into: &sink)
        if let wrapDecision { decisions.append(wrapDecision) }
        decisions.append(
            Decision(
                "dynamic-type", "built-in text styles",
                rules: [.fieldDynamicType, .dynamicType, .textWraps, .noFixedFontSize, .noDynamicTypeClamp],
                "labels use .subheadline and messages .footnote with no fixed sizes; labels wrap (no line limit)"))
        decisions.append(
            Decision(
                "touch-target", "system control size", rules: [.fieldTouchTarget, .touchTargetSize, .nativeFirst],
                "the native field keeps the system's hit area; the generator sets no frame that could shrink it"))
        decisions.append(
            Decision(
                "focus-visible", "system focus ring", rules: [.fieldFocusVisible, .focusVisible],
                "the native style keeps the system focus indicator; no custom style replaces it"))

        if traits.number == .currency, spec.currencyCode == nil, currencyTable[spec.region ?? ""] == nil {
            sink.warning(
                "currency-defaulted", at: path + (spec.locale == nil ? ".type" : ".locale"),
                spec.region.map { "no currency is known for the region \($0); the field uses USD" }
                    ?? "no locale or currencyCode; the field uses USD",
                suggestion: "set currencyCode, such as \"EUR\"")
        }
        if sink.hasErrors { throw SpecErrors(sink.errors) }
        var plan = FieldPlan(
            spec: spec, label: label, identifier: identifier, control: traits.control, number: traits.number,
            currencyCode: traits.number == .currency ? (spec.currencyCode ?? currency(forRegion: spec.region)) : nil,
            keyboard: keyboard, iosContentType: contentTypes[.ios], macosContentType: contentTypes[.macos],
            autocapitalization: autocapitalization, autocorrectionDisabled: traits.autocorrectionDisabled,
            submitLabel: traits.submitLabel, labeling: spec.labeling, visibleLabel: spec.visibleLabel,
            visibleText: visibleText, spokenName: spokenName, borders: borders, wraps: wraps, checks: checks,
            datePicker: nil, deployment: deployment, decisions: decisions, warnings: sink.warnings, verify: [])
        plan.decisions += deviceDecisions(plan)
        plan.verify = verifyList(plan)
        return plan
    }

    // MARK: Date pickers (card 002)

    static func planDatePicker(
        _ spec: FieldSpec, label: String, identifier: String, traits: InputTraits,
        decisions: [Decision], sink: DiagnosticSink
    ) -> FieldPlan {
        var decisions = decisions
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
        if let range = spec.range {
            decisions.append(
                Decision(
                    "range", range.description, rules: [.datePickerRange],
                    "bounds relative to today are computed when the view is built, never frozen at generation time"
                        + (range.isOrdered ? "" : "; max() keeps the range valid if a fixed bound and today cross")))
        }
        let checks = dateChecks(spec, label: label)
        let announcements = checks.isEmpty ? [:] : spec.deployment.announcementAPIs
        if !checks.isEmpty {
            decisions.append(
                Decision(
                    "error-wiring",
                    style.namedByTitle
                        ? "error appended to the DatePicker string" : "error appended to .accessibilityLabel",
                    rules: [.errorInLabel, .datePickerErrorInName, .noErrorInValue, .noErrorOnlyInHint],
                    "VoiceOver speaks \"\(label), <error>\" while the picked date stays the value"))
            decisions.append(
                Decision(
                    "error-display", "icon + text + .red", rules: [.noColorOnlyError, .semanticColor],
                    "the error shows under the picker in words, with an icon as a non-color cue"))
            decisions.append(
                Decision(
                    "focus-on-error", "announcement after 0.1 s, no focus move",
                    rules: [
                        .datePickerErrorAnnounced, .datePickerNoFocusRestore, .noFocusFromDatePicker, .announcements,
                        .announcementDelay,
                    ],
                    "@AccessibilityFocusState does not work with DatePicker, so the error is announced with the picker's name instead"
                ))
        }
        decisions.append(
            Decision(
                "touch-target", "system control size", rules: [.datePickerTouchTarget, .touchTargetSize, .nativeFirst],
                "the native picker keeps the system's hit area"))
        decisions.append(
            Decision(
                "focus-visible", "system focus ring", rules: [.datePickerFocusVisible, .focusVisible],
                "the native style keeps the system focus indicator"))
        // The DatePicker string carries the error on graphical and wheel styles; it must not change the
        // visible label, so the layout label is hidden behind a Text that keeps the label (card 002 allows it).
        let hidesLayoutLabel = spec.hideLabel || (style.namedByTitle && !checks.isEmpty)
        if hidesLayoutLabel, !spec.hideLabel {
            decisions.append(
                Decision(
                    "visible-label", "Text above, .labelsHidden()",
                    rules: [.datePickerLabelsHidden, .datePickerErrorInName, .keepVisibleLabel],
                    "the picker's string speaks \"\(label), <error>\" while an error shows; the Text keeps the visible label unchanged"
                ))
        }
        if let range = spec.range {
            decisions.append(
                Decision(
                    "initial-value", "today, clamped into \(range.description)",
                    rules: [.dateStartsInRange, .datePickerRange],
                    "the picker never shows one date while the state holds another, and an untouched picker holds a date in range"
                ))
        }
        if checks.contains(where: { $0.kind == .after }) {
            decisions.append(
                Decision(
                    "after-granularity", components == .date ? "calendar day" : "minute", rules: [.dateStartsInRange],
                    "two pickers left untouched compare equal, not by the microseconds between their creation"))
        }
        if !checks.isEmpty {
            decisions.append(
                Decision(
                    "voice-control", ".accessibilityInputLabels([\"\(label)\"])", rules: [.voiceControlLabel],
                    "\"Tap \(label)\" keeps working while an error joins the spoken name"))
        }
        var verify = [
            "VoiceOver speaks the picker's name once and its current value; on graphical and wheel styles the name is not doubled.",
            "Date, time and wheel pickers do not scale with Dynamic Type (an Apple defect): check legibility at large sizes.",
            "Wheel options and calendar weekday headers can fall below text contrast (Apple defects): check your appearances.",
        ]
        if !checks.isEmpty {
            verify.append("Picking an invalid date and submitting announces \"<label>, <error>\" without moving focus.")
        }
        if style == .field || style == .stepperField {
            verify.append("On the Mac, VoiceOver speaks the accessibility label for the \(style.rawValue) style once.")
        }
        return FieldPlan(
            spec: spec, label: label, identifier: identifier, control: .datePicker, number: nil, currencyCode: nil,
            keyboard: nil, iosContentType: nil, macosContentType: nil, autocapitalization: nil,
            autocorrectionDisabled: false,
            submitLabel: nil, labeling: spec.labeling, visibleLabel: true, visibleText: label, spokenName: label,
            borders: [:], wraps: false, checks: checks,
            datePicker: DatePickerPlan(
                components: components, style: style, namedByTitle: style.namedByTitle,
                hideLabel: hidesLayoutLabel, range: spec.range, announcements: announcements),
            deployment: spec.deployment, decisions: decisions, warnings: sink.warnings, verify: verify)
    }

    static func dateChecks(_ spec: FieldSpec, label: String) -> [ValidationCheck] {
        let v = spec.validation
        var checks: [ValidationCheck] = []
        if let other = v.after {
            checks.append(
                ValidationCheck(
                    kind: .after, message: spec.messages.after ?? "Choose a date after \(otherLabel(other)).",
                    other: other))
        }
        let ageMessage: String? =
            switch (v.minimumAge, v.maximumAge) {
            case (let low?, let high?): "You must be \(low) to \(high) years old."
            case (let low?, nil): "You must be at least \(low) years old."
            case (nil, let high?): "You must be at most \(high) years old."
            case (nil, nil): nil
            }
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

    /// "checkIn" -> "check in", for messages that name another field.
    static func otherLabel(_ identifier: String) -> String {
        var words = ""
        for character in identifier {
            if character.isUppercase, !words.isEmpty { words += " " }
            words += character.lowercased()
        }
        return words
    }

    // MARK: Parts

    /// The label without control-type words, as the identifier and the name use it.
    static func strippedLabel(_ label: String) -> String {
        var sink = DiagnosticSink()
        return cleanLabel(label, at: "", into: &sink)
    }

    static func cleanLabel(_ label: String, at path: String, into sink: inout DiagnosticSink) -> String {
        let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        for phrase in controlTypePhrases where lower.hasSuffix(phrase) {
            let kept = String(trimmed.dropLast(phrase.count))
                .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",:-(–")))
            if !kept.isEmpty {
                sink.warning(
                    "control-type-in-label", at: path,
                    "'\(trimmed)' names the control type, which VoiceOver already announces; the label is shortened to '\(kept)'",
                    suggestion: "write \"\(kept)\" as the label")
            }
            return kept
        }
        return trimmed
    }

    /// A label that names another data type ("Phone" on a `text` field) reads as that type to
    /// people, AutoFill and `a11y-gen check` (text-field.no-unset-input-traits), which infers the
    /// type from the label with this same table. The spec's type still decides; the mismatch is
    /// said out loud.
    static func warnIfLabelNamesAnotherType(
        _ label: String, _ spec: FieldSpec, _ traits: InputTraits, at path: String, into sink: inout DiagnosticSink
    ) {
        guard let named = DataType.resolve(label), named != spec.type, traits.control != .datePicker else { return }
        let other = InputTraits.of(named, region: spec.region)
        guard other.control != .datePicker, other.keyboard != traits.keyboard || other.content != traits.content
        else { return }
        sink.warning(
            "label-names-other-type", at: path + ".type",
            "the label '\(label)' names the \(named.rawValue) data type, but the type is \(spec.type.rawValue): the field gets the \(spec.type.rawValue) keyboard and AutoFill, and `a11y-gen check` reports it (text-field.no-unset-input-traits)",
            suggestion: "set \"type\": \"\(named.rawValue)\", or a label that describes the \(spec.type.rawValue) data")
    }

    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        switch traits.control {
        case .textField:
            Decision("control", "TextField", rules: [.nativeFirst], "single-line text in a native TextField")
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
            Decision(
                "control", "DatePicker", rules: [.datePickerNative, .datePickerDatesOnly, .nativeFirst],
                "the native DatePicker exposes the value, role and its style's interaction model to VoiceOver, Switch Control and Full Keyboard Access"
            )
        }
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
                    "TextField(text:prompt:label:) names the field; in a macOS Form the label sits at the leading edge")
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

    static func validationChecks(_ spec: FieldSpec, label: String) -> [ValidationCheck] {
        let v = spec.validation
        let m = spec.messages
        var checks: [ValidationCheck] = []
        if v.required {
            checks.append(
                ValidationCheck(
                    kind: .required, message: m.required ?? "Enter \(midSentence(label)).", pattern: nil, bound: nil))
        }
        if v.email {
            checks.append(
                ValidationCheck(
                    kind: .email, message: m.email ?? "Enter a valid email address, like name@example.com.",
                    pattern: emailPattern, bound: nil))
        }
        if let pattern = v.pattern {
            checks.append(
                ValidationCheck(kind: .pattern, message: v.patternMessage ?? "", pattern: pattern, bound: nil))
        }
        let lengthMessage: String? = {
            switch (v.minLength, v.maxLength) {
            case (let low?, let high?) where low == high: "\(label) must be exactly \(low) characters."
            case (let low?, let high?): "\(label) must be \(low) to \(high) characters."
            case (let low?, nil): "\(label) must be at least \(low) characters."
            case (nil, let high?): "\(label) must be at most \(high) characters."
            case (nil, nil): nil
            }
        }()
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
                ValidationCheck(kind: .number, message: m.number ?? "Enter \(midSentence(label)) as a number."))
        }
        let format = { (n: Double) in NumberLiteral.plain(n, integer: spec.type == .integer) }
        let rangeMessage: String? = {
            switch (v.minimum, v.maximum) {
            case (let low?, let high?): "Enter a number from \(format(low)) to \(format(high))."
            case (let low?, nil): "Enter a number of at least \(format(low))."
            case (nil, let high?): "Enter a number of at most \(format(high))."
            case (nil, nil): nil
            }
        }()
        if let low = v.minimum {
            checks.append(ValidationCheck(kind: .minimum, message: m.range ?? rangeMessage!, pattern: nil, bound: low))
        }
        if let high = v.maximum {
            checks.append(ValidationCheck(kind: .maximum, message: m.range ?? rangeMessage!, pattern: nil, bound: high))
        }
        return checks
    }

    /// "New password" -> "new password" inside a sentence; "ZIP code" and "iCloud email" stay as written.
    static func midSentence(_ label: String) -> String {
        let scalars = Array(label.unicodeScalars.prefix(2))
        guard scalars.count == 2, scalars[0].properties.isUppercase, scalars[1].properties.isLowercase else {
            return label
        }
        return label.prefix(1).lowercased() + label.dropFirst()
    }

    static func verifyList(_ plan: FieldPlan) -> [String] {
        var items = [
            "VoiceOver speaks the field's name once, without \"text field\" in it, and double-tap starts editing.",
            "The field and its label stay fully visible, unclipped, at the largest accessibility text size.",
            "The field's border keeps 3:1 contrast against your background in light and dark mode.",
            "Switch Control and a hardware keyboard (Tab) reach the field and show the focus indicator.",
        ]
        if plan.canShowError {
            items.append(
                "Submitting invalid input moves VoiceOver to the field and speaks \"<label>, <error>\"; the typed text is still spoken as the value."
            )
            items.append(
                "Submitting again while VoiceOver is already on the field (or from a hardware keyboard) still speaks the error, once."
            )
        }
        if plan.nameChanges {
            items.append(
                "Voice Control: \"Tap \(plan.label)\" reaches the field while an error or \"required\" is in its name.")
        }
        if plan.keyboardLacksReturn {
            items.append(
                "On iPhone, the keyboard toolbar's Done hides the pad and VoiceOver lands back on the field.")
        }
        if plan.spec.labeling == .labeledContent, plan.canShowError {
            items.append(
                "With the error showing, the LabeledContent-paired name includes the error text (resolve.labeled-content-error)."
            )
        }
        if plan.wraps {
            items.append(
                "The address wraps at large text sizes; check what Return does there (next field or a line break); the toolbar's Next and Tab always move on."
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
        case .textField, .numberField, .datePicker:
            break
        }
        return items
    }

    /// ISO 4217 code for a region; USD when the region is unknown (a warning names it in the decision).
    static func currency(forRegion region: String?) -> String {
        region.flatMap { currencyTable[$0] } ?? "USD"
    }

    static let currencyTable: [String: String] = [
        "US": "USD", "GB": "GBP", "CA": "CAD", "AU": "AUD", "NZ": "NZD", "JP": "JPY", "CN": "CNY", "IN": "INR",
        "CH": "CHF", "SE": "SEK", "NO": "NOK", "DK": "DKK", "PL": "PLN", "BR": "BRL", "MX": "MXN", "KR": "KRW",
        "DE": "EUR", "FR": "EUR", "ES": "EUR", "IT": "EUR", "NL": "EUR", "BE": "EUR", "AT": "EUR", "IE": "EUR",
        "PT": "EUR", "FI": "EUR", "GR": "EUR",
    ]
}

/// Number formatting shared by messages and emitted code, independent of the machine's locale.
enum NumberLiteral {
    static func plain(_ value: Double, integer: Bool) -> String {
        if integer || value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
