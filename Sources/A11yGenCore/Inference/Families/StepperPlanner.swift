/// What was decided for a stepper.
public struct StepperPlan: Codable, Sendable, Equatable {
    public var minimum: Int
    public var maximum: Int
    public var step: Int
    /// The unit's form for a count of one ("item"); nil without a unit.
    public var unitOne: String?
    /// The unit's form for every other count ("items"); equal to `unitOne` for a one-form unit ("kg").
    public var unitOther: String?

    /// The English words for a value, as the generated function builds them: "1 item", "3 items".
    public func spoken(_ value: Int) -> String {
        guard let unitOne, let unitOther else { return String(value) }
        let unit = value == 1 ? unitOne : unitOther
        return "\(value)\(Self.separator(before: unit))\(unit)"
    }

    /// What goes between the number and its unit: a space ("3 kg", "3 items"), or nothing before a
    /// counter in Chinese characters, kana or Hangul, which those languages write against the number
    /// ("3個", "3개").
    public static func separator(before unit: String) -> String {
        unit.unicodeScalars.first.map(EastAsianWidth.isWide) == true ? "" : " "
    }
}

/// Steppers (issue 13): a native Stepper over a whole number between bounds, its label showing the
/// value with its unit, the value spoken with its unit through `.accessibilityValue`, never an error.
enum StepperPlanner: FieldFamilyPlanner {
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        Decision(
            "control", "Stepper", rules: [.stepperNative, .nativeFirst, .nativeControlsCarryContract],
            "the native Stepper exposes its adjustable role, its value and the increment and decrement actions to VoiceOver, Switch Control and Full Keyboard Access"
        )
    }

    /// "item/items" -> ("item", "items"); "kg" -> ("kg", "kg").
    static func unitForms(_ unit: String?) -> (one: String, other: String)? {
        guard let unit else { return nil }
        let forms = unit.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.trimmed(.whitespacesAndNewlines)
        }
        return (forms[0], forms.count > 1 ? forms[1] : forms[0])
    }

    static func plan(_ field: PlannedField) -> FieldPlan {
        let (spec, label, identifier) = (field.spec, field.label, field.identifier)
        var decisions = field.decisions
        let forms = unitForms(spec.unit)
        let stepper = StepperPlan(
            minimum: spec.min ?? 0, maximum: spec.max ?? 0, step: spec.step ?? 1, unitOne: forms?.one,
            unitOther: forms?.other)
        var sink = field.sink
        warnAboutSteps(stepper, spec: spec, at: field.path, into: &sink)
        warnAboutUnit(spec, at: field.path, into: &sink)
        decisions.append(
            Decision(
                "naming", ".accessibilityLabel(\"\(label)\")", rules: [.stepperSingleName],
                "the name is the visible label alone; the value beside it is spoken as the value"))
        decisions.append(
            Decision(
                "visible-value", forms == nil ? "the value" : "the value with its unit",
                rules: [.stepperVisibleValue, .dynamicType],
                "a stepper shows no value of its own, so the label shows \"\(stepper.spoken(stepper.minimum))\" beside the name"
            ))
        decisions.append(
            Decision(
                "accessibility-value", ".accessibilityValue(\"\(stepper.spoken(stepper.minimum))\")",
                rules: [.stepperValueWithUnit, .noErrorInValue],
                forms == nil
                    ? "the value is spoken as the number the label shows"
                    : forms!.one == forms!.other
                        ? "the value is spoken with its unit, one form for every count"
                        : "the value is spoken with its unit, \"\(forms!.one)\" for one and \"\(forms!.other)\" for other counts"
            ))
        decisions.append(
            Decision(
                "bounds", "\(stepper.minimum)...\(stepper.maximum), step \(stepper.step)",
                rules: [.stepperBounds],
                "the state starts at \(stepper.minimum) and the Stepper keeps it in range, so no validation or error is needed"
            ))
        decisions.append(
            FieldContract.touchTarget(
                .stepperSystemSize,
                spec.deployment.platforms.contains(.macos)
                    ? "the native Stepper keeps the system's button size, which on the Mac is under the 24 pt floor: the platform sets it (WCAG 2.5.8 excepts a size the platform sets and the author does not change), the arrow keys set the value as well, and the verify list asks a person to confirm both"
                    : "the native Stepper keeps the system's button size"))
        decisions.append(
            FieldContract.focusVisible(.stepperSystemSize, "the native style keeps the system focus indicator"))
        var verify = [
            "VoiceOver speaks the stepper's label once and its value with the unit (\"\(stepper.spoken(stepper.minimum))\"); \(VoiceOverWords.adjust(spec.deployment)) changes it and speaks the new value.",
            VoiceOverWords.textSize(
                "At the largest text size the label and the value stay readable and wrap rather than truncate.",
                spec.deployment),
            spec.deployment.platforms.contains(.ios)
                ? "On iOS, Switch Control and Full Keyboard Access reach both of the stepper's buttons, with a visible focus indicator."
                : nil,
            "Voice Control: each of the stepper's two buttons can be named or numbered (\"Show numbers\") and changes the value.",
        ].compactMap { $0 }
        if spec.deployment.platforms.contains(.macos) {
            // The Mac's stepper arrows are below the 24 pt floor; the keyboard is the equal way in.
            verify.append(
                "On the Mac the stepper's arrows are smaller than 24 pt each: with Full Keyboard Access, Tab reaches the stepper and the Up and Down Arrow keys change the value, and VoiceOver speaks each new value."
            )
        }
        return FieldPlan(
            spec: spec, label: label, identifier: identifier, control: .stepper, number: nil, currencyCode: nil,
            keyboard: nil, iosContentType: nil, macosContentType: nil, autocapitalization: nil,
            autocorrectionDisabled: false, submitLabel: nil, labeling: .title, visibleLabel: true, visibleText: label,
            spokenName: label, borders: [:], wraps: false, checks: [], datePicker: nil, stepper: stepper,
            deployment: spec.deployment, decisions: decisions, warnings: sink.warnings, verify: verify)
    }

    /// An English unit in one form that reads as a counted noun ("item"): every count but one then
    /// says it wrong, on screen and aloud ("5 item"; axr20 #6). A plural given alone ("items",
    /// "people"), an abbreviation ("kg", "psi", "tsp") and a symbol are left alone, and so is every
    /// other language, whose plurals a11y-gen cannot tell (German "Liter" and "Stück" are right for
    /// any count; rev49).
    static func warnAboutUnit(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        guard let unit = spec.unit?.trimmed(), !unit.contains("/"), spec.messageLanguage == .en,
            unit.count >= 4, unit.allSatisfy({ $0.isLetter && $0.isASCII && $0.isLowercase }),
            !unit.hasSuffix("s"), !englishPluralsAndAbbreviations.contains(unit)
        else { return }
        sink.warning(
            "unit-without-plural", at: path + ".unit",
            "the unit '\(unit)' has one form, so every count but one reads and is spoken with it (\"5 \(unit)\")",
            suggestion:
                "give its forms for one and for other counts, one/other, such as \"\(unit)/\(unit)s\" (one form is right for a unit that never changes, such as kg)"
        )
    }

    /// English words of four letters or more that are plurals already, or units the same for every count.
    static let englishPluralsAndAbbreviations: Set<String> = [
        "people", "children", "feet", "teeth", "mice", "geese", "sheep", "fish", "deer", "aircraft", "kcal",
        "mmhg", "mbit", "gbit", "kbit", "each", "percent", "degree", "fahrenheit", "celsius",
    ]

    /// Steps past which a stepper stops being a way to reach a value: each is a swipe, a switch scan,
    /// a key press or a "Tap increment" said to Voice Control.
    static let mostSteps = 100

    /// What the bounds and step cost people (axr18 #5): a step that does not divide the range makes
    /// the Stepper stop at the bound off the steps and come back down on other values, and a range
    /// of hundreds of steps cannot be crossed by assistive technology in practice.
    static func warnAboutSteps(
        _ stepper: StepperPlan, spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) {
        let span = stepper.maximum - stepper.minimum
        guard span > 0, stepper.step > 0 else { return }
        if span % stepper.step != 0 {
            let lastOnStep = stepper.maximum - span % stepper.step
            let down = stepper.maximum - stepper.step
            sink.warning(
                "step-does-not-divide-range", at: path + ".step",
                "a step of \(stepper.step) from \(stepper.minimum) reaches \(lastOnStep), then stops at \(stepper.maximum); stepping down from there gives \(down), a value off the steps people heard going up",
                suggestion:
                    "make max \(lastOnStep) or \(lastOnStep + stepper.step), or choose a step that divides \(span)")
        }
        // Presses to the far end: the last is a part step where the step does not divide the range.
        let steps = (span + stepper.step - 1) / stepper.step
        if steps > mostSteps {
            sink.warning(
                "stepper-too-many-steps", at: path + (spec.step == nil ? ".max" : ".step"),
                "\(stepper.minimum)...\(stepper.maximum) by \(stepper.step) is \(steps) steps: reaching the far end takes as many swipes with VoiceOver, scans with Switch Control, key presses or \"Tap increment\" commands with Voice Control",
                suggestion:
                    "use type integer with a minimum and a maximum, which people type, or a step that leaves at most \(mostSteps) steps"
            )
        }
    }
}
