/// The keys only toggles and steppers read (issue 13), and the checks that keep each family's
/// options to that family. A toggle's "must be on" is `validation.required` (the `--required` flag),
/// so there is one spelling of "required" for every family.
extension SpecReader {
    /// The stepper keys a field object accepts, in the order the schema lists them.
    static let stepperKeys = ["min", "max", "step", "unit"]

    /// Reads `min`, `max`, `step` and `unit`. Values are whole numbers: a stepper counts (quantity,
    /// guests, nights); a Double step drifts (0.1 added three times is 0.30000000000000004, which
    /// VoiceOver would read out), and the `format:` initializers that show a decimal need iOS 16.
    /// `typeKnown`: the spec named a type a11y-gen knows; when it did not (its error is reported
    /// already), a value is not judged against a type nobody wrote.
    func readStepperOptions(
        _ object: [String: JSONValue], at path: String, into spec: inout FieldSpec, typeKnown: Bool,
        _ sink: inout DiagnosticSink
    ) {
        spec.min = wholeNumber(object, "min", at: path, for: typeKnown ? spec.type : nil, into: &sink)
        spec.max = wholeNumber(object, "max", at: path, for: typeKnown ? spec.type : nil, into: &sink)
        spec.step = wholeNumber(object, "step", at: path, for: typeKnown ? spec.type : nil, into: &sink)
        if let value = object["unit"] {
            if case .string(let text) = value {
                if text.unicodeScalars.count > SpecLimits.maximumTextLength {
                    sink.add(SpecLimits.textTooLong(text.unicodeScalars.count, at: locate(path + ".unit")))
                } else {
                    spec.unit = text
                }
            } else {
                sink.error(
                    "wrong-type", at: locate(path + ".unit"),
                    "'unit' must be a string, not \(value.typeNameWithArticle)")
            }
        }
    }

    private func wholeNumber(
        _ object: [String: JSONValue], _ key: String, at path: String, for type: DataType?,
        into sink: inout DiagnosticSink
    ) -> Int? {
        guard let value = object[key] else { return nil }
        guard case .number(let n) = value, n.isFinite, abs(n) < 1e15 else {
            sink.error(
                "wrong-type", at: locate(path + "." + key),
                "'\(key)' must be a whole number below 10^15 in size, not \(value.typeName == "number" ? "that number" : value.typeNameWithArticle)"
            )
            return nil
        }
        // On another type the key is the mistake, whatever its value (`"type": "decimal", "min": 0.5`
        // was told to use type decimal, which it did: the MCP review).
        guard let type else { return nil }
        guard InputTraits.of(type, region: nil).control == .stepper || n == n.rounded() else {
            stepperOptionNotForType(key, type, whole: false, at: path, into: &sink)
            return nil
        }
        guard n == n.rounded() else {
            sink.error(
                "non-integer-stepper-value", at: locate(path + "." + key),
                "a stepper counts in whole numbers, so '\(key)' cannot be \(n)",
                suggestion:
                    "use a whole number; for a measured amount such as a weight use type decimal, which people type")
            return nil
        }
        return Int(n)
    }

    /// Stepper keys on a field that is not a stepper.
    func checkNoStepperOptions(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let present: [(String, Bool)] = [
            ("min", spec.min != nil), ("max", spec.max != nil), ("step", spec.step != nil), ("unit", spec.unit != nil),
        ]
        for (key, isSet) in present where isSet {
            stepperOptionNotForType(key, spec.type, whole: true, at: path, into: &sink)
        }
    }

    /// `min`, `max`, `step` or `unit` on a field that is not a stepper. A typed number's range is
    /// `validation.minimum` and `validation.maximum`.
    /// `whole`: the value is a whole number, which a stepper could take (a fraction could not).
    private func stepperOptionNotForType(
        _ key: String, _ type: DataType, whole: Bool, at path: String, into sink: inout DiagnosticSink
    ) {
        let typedNumber = InputTraits.of(type, region: nil).control == .numberField
        let stepper = whole ? ", or type stepper" : ""
        sink.error(
            "stepper-option-not-for-type", at: locate(path + "." + key),
            "'\(key)' applies to steppers, but '\(type.rawValue)' is not a stepper",
            suggestion: typedNumber && (key == "min" || key == "max")
                ? "use validation.\(key == "min" ? "minimum" : "maximum") for a typed number's range\(stepper)"
                : whole ? "use type stepper, or remove '\(key)'" : "remove '\(key)'")
    }

    /// A toggle is on or off: only `required` (must be on) and its message apply.
    func checkToggleCombinations(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let v = spec.validation
        let typed: [(String, Bool)] = [
            ("email", v.email), ("pattern", v.pattern != nil), ("minLength", v.minLength != nil),
            ("maxLength", v.maxLength != nil), ("minimum", v.minimum != nil), ("maximum", v.maximum != nil),
        ]
        for (key, present) in typed where present {
            sink.error(
                "validation-not-for-type", at: locate(path + ".validation." + key),
                "'\(key)' checks typed input, but a toggle is only on or off",
                suggestion: "use required (--required) for a toggle that must be on, such as consent to terms")
        }
        checkOnlyRequiredMessage(spec, family: "a toggle", at: path, into: &sink)
        checkSwitchNaming(spec, family: "toggle", at: path, into: &sink)
    }

    /// A stepper always holds a value inside its bounds: no validation applies, and it needs a max.
    func checkStepperCombinations(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let v = spec.validation
        let checks: [(String, Bool)] = [
            ("required", v.required), ("email", v.email), ("pattern", v.pattern != nil),
            ("minLength", v.minLength != nil), ("maxLength", v.maxLength != nil), ("minimum", v.minimum != nil),
            ("maximum", v.maximum != nil),
        ]
        for (key, present) in checks where present {
            sink.error(
                "validation-not-for-type", at: locate(path + ".validation." + key),
                "'\(key)' does not apply to a stepper: it always holds a whole number inside its bounds",
                suggestion: key == "minimum" || key == "maximum"
                    ? "give the bounds as min and max (--min, --max)" : "remove '\(key)'")
        }
        let messages: [(String, Bool)] = [
            ("required", spec.messages.required != nil), ("email", spec.messages.email != nil),
            ("length", spec.messages.length != nil), ("range", spec.messages.range != nil),
            ("number", spec.messages.number != nil), ("decimals", spec.messages.decimals != nil),
        ]
        for (key, present) in messages where present {
            sink.error(
                "message-not-for-type", at: locate(path + ".messages." + key),
                "a stepper never shows an error, so '\(key)' has nothing to say", suggestion: "remove '\(key)'")
        }
        let low = spec.min ?? 0
        if let high = spec.max {
            if low > high {
                sink.error(
                    "empty-stepper-range", at: locate(path + (spec.min == nil ? ".max" : ".min")),
                    "min \(low) is greater than max \(high)",
                    suggestion: spec.min == nil ? "min defaults to 0: give a min below max" : "swap them")
            } else if low == high {
                sink.error(
                    "empty-stepper-range", at: locate(path + ".max"),
                    "min and max are both \(low), so the value could never change",
                    suggestion: "give a max above \(low)" + (spec.min == nil ? " (min defaults to 0)" : ""))
            }
        } else if !sink.all.contains(where: { $0.location == locate(path + ".max") }) {
            // (A max given but unreadable has its own error already.)
            sink.error(
                "missing-stepper-max", at: locate(path + ".max"),
                "a stepper needs a largest value, so people and VoiceOver know where it stops",
                suggestion: "add max (--max), for example 10")
        }
        if let step = spec.step {
            if step <= 0 {
                sink.error(
                    "invalid-step", at: locate(path + ".step"), "step must be at least 1, not \(step)",
                    suggestion: "use 1 to count one at a time")
            } else if let high = spec.max, low < high, step > high - low {
                sink.error(
                    "step-larger-than-range", at: locate(path + ".step"),
                    "a step of \(step) is larger than the range \(low)...\(high), so the value could never change",
                    suggestion: "use a step of at most \(Swift.max(high - low, 1)), or widen min...max")
            }
        }
        if let unit = spec.unit {
            let forms = unit.split(separator: "/", omittingEmptySubsequences: false)
            if unit.trimmed(.whitespacesAndNewlines).isEmpty {
                sink.error(
                    "empty-unit", at: locate(path + ".unit"),
                    "the unit is empty; it would be spoken as nothing after the value",
                    suggestion: "give the unit, such as \"item/items\" or \"kg\", or leave it out")
            } else if forms.count > 2
                || forms.contains(where: { $0.trimmed(.whitespacesAndNewlines).isEmpty })
            {
                sink.error(
                    "invalid-unit", at: locate(path + ".unit"),
                    "'\(unit)' is not a unit: write one form (\"kg\") or the one and other forms (\"item/items\")",
                    suggestion: "write it like \"item/items\" or \"night/nights\"")
            }
        }
        checkSwitchNaming(spec, family: "stepper", at: path, into: &sink)
    }

    /// Only `messages.required` applies (the toggle's consent message).
    private func checkOnlyRequiredMessage(
        _ spec: FieldSpec, family: String, at path: String, into sink: inout DiagnosticSink
    ) {
        let messages: [(String, Bool)] = [
            ("email", spec.messages.email != nil), ("length", spec.messages.length != nil),
            ("range", spec.messages.range != nil), ("number", spec.messages.number != nil),
            ("decimals", spec.messages.decimals != nil),
        ]
        for (key, present) in messages where present {
            sink.error(
                "message-not-for-type", at: locate(path + ".messages." + key),
                "\(family) only shows the required message, so '\(key)' has nothing to say",
                suggestion: "remove '\(key)'; messages.required (--required-message) words the error")
        }
        if spec.messages.required != nil, !spec.validation.required {
            sink.warning(
                "unused-message", at: locate(path + ".messages.required"),
                "the required message is given but the toggle is not required; it is ignored",
                suggestion: "add required (--required), or remove the message")
        }
    }

    /// Toggles and steppers are named by their own title, which is also their visible label.
    private func checkSwitchNaming(_ spec: FieldSpec, family: String, at path: String, into sink: inout DiagnosticSink)
    {
        refuseLabeling(
            spec, code: "labeling-not-for-type", at: path, into: &sink,
            labeling: (
                "a \(family) is named by its own title, which is also its visible label; labeling applies to text fields",
                "remove labeling"
            ),
            visibleLabel: (
                "a \(family)'s title is its visible label and its accessible name; it cannot be hidden",
                "remove visibleLabel"
            ))
        if spec.placeholder != nil {
            sink.error(
                "option-not-for-type", at: locate(path + ".placeholder"), "a \(family) has no placeholder",
                suggestion: "remove placeholder; a hint (--hint) can explain the choice")
        }
    }
}
