/// A text field rendered as a call to a design-system component (the DSTextField family that
/// `a11y-gen component` generates) instead of a bare control: the call must pass everything the plan
/// decided. What happens inside the component (the one name with the error appended, the hidden
/// label/hint/error copies, the boundary, Dynamic Type, 44 pt) is ComponentAudit's, run on the
/// component's own file; `notApplicable` lists those FieldAudit items and why.
public enum ComponentCallAudit {
    /// FieldAudit items that do not apply to a component call, and why (each is checked elsewhere or
    /// is replaced by the component's contract).
    public static let notApplicable: [(rule: RuleID, reason: String)] = [
        (
            .persistentLabelSingleName,
            "the field's title, `.accessibilityLabel` and hidden visible `Text` are inside the component: it shows `label` above the field and names the field with it; ComponentAudit checks that"
        ),
        (
            .labeledContentSingleName,
            "the component has one layout (the label above the field); labeled-content, titleless and form-row strategies do not change its call"
        ),
        (
            .visibleBoundary,
            "the component applies `.roundedBorder` (`.bordered` from OS 27) itself; ComponentAudit checks it in every state"
        ),
        (.borderedFrom27, "the same: the border is chosen inside the component for its minimum OS"),
        (.fieldFocusVisible, "the component keeps the native bordered style, so the system focus ring; ComponentAudit"),
        (
            .hintYieldsToError,
            "the component's hint is its accessibility hint only while no error shows, and its visible copies are hidden; ComponentAudit"
        ),
        (
            .messageContrast,
            "the error and hint text are drawn by the component in the primary color with a red icon; ComponentAudit"
        ),
        (.noColorOnlyState, "the component shows the error as text with an icon; ComponentAudit"),
        (.fieldDynamicType, "the component uses text styles and @ScaledMetric; ComponentAudit"),
        (.fieldTouchTarget, "the component's minimum height is 44 pt (52 pt for .lg) before scaling; ComponentAudit"),
        (
            .requiredIndicated,
            "the name is the component's label, so a required field is named \"Email (required)\" (what it shows) rather than the built-in \"Email, required\"; both say required before anyone submits, which is what WCAG 3.3.2 asks, and the call is checked to pass the \"(required)\" label"
        ),
        (
            .longInputWraps,
            "a wrapping street address becomes a DSTextArea (3 to 8 lines) instead of a one-to-four-line TextField; the call is checked to use DSTextArea"
        ),
    ]

    /// One component call as written: its type, its `name: value` arguments, its trailing closure and
    /// the modifiers after it.
    struct Call {
        var type: String
        var arguments: [String: String]
        var trailingClosure: String?
        var modifiers: [String]
    }

    static let members = ["TextField", "SecureField", "TextArea"]

    /// The calls in a field's view, per platform: the one call, or the two of a `#if canImport(UIKit)`.
    static func calls(in view: String, prefix: String) -> [(platform: Platform?, call: Call)] {
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmed()
        }
        var out: [(Platform?, Call)] = []
        var platform: Platform?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line == "#if canImport(UIKit)" { platform = .ios }
            if line == "#else" { platform = .macos }
            if line == "#endif" { platform = nil }
            guard let member = members.first(where: { line == prefix + $0 + "(" }) else {
                index += 1
                continue
            }
            var call = Call(type: prefix + member, arguments: [:], modifiers: [])
            index += 1
            while index < lines.count, !lines[index].hasPrefix(")") {
                let argument = lines[index].hasSuffix(",") ? String(lines[index].dropLast()) : lines[index]
                if let colon = argument.firstRange(ofText: ": ") {
                    call.arguments[String(argument[..<colon.lowerBound])] = String(argument[colon.upperBound...])
                }
                index += 1
            }
            if index < lines.count, lines[index] == ") {" {
                var body: [String] = []
                index += 1
                while index < lines.count, lines[index] != "}" {
                    body.append(lines[index])
                    index += 1
                }
                call.trailingClosure = body.joined(separator: "\n")
            }
            index += 1
            while index < lines.count, lines[index].hasPrefix(".") {
                call.modifiers.append(lines[index])
                index += 1
            }
            out.append((platform, call))
        }
        return out
    }

    /// Whether a field's view calls a component of the family with `prefix` rather than a bare control.
    public static func callsComponent(_ view: String, prefix: String = "DS") -> Bool {
        !calls(in: view, prefix: prefix).isEmpty
    }

    /// The call's checks for a field in a form `slot` (or a snippet), against its plan.
    public static func audit(_ plan: FieldPlan, _ field: RenderedField, slot: FormSlot?, prefix: String = "DS")
        -> [Finding]
    {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) {
            findings.append(Finding(rule: rule, message: "\(plan.identifier): \(message)"))
        }
        let found = calls(in: field.view, prefix: prefix)
        let platforms = plan.deployment.platforms
        let expectedPlatforms: [Platform?] = platforms.count > 1 ? [.ios, .macos] : [nil]
        if found.map(\.platform) != expectedPlatforms {
            fail(.platformGuards, "expected one component call per platform branch, found \(found.count)")
            return findings
        }
        let member =
            plan.control == .secureField ? "SecureField" : plan.returnInsertsLineBreak ? "TextArea" : "TextField"
        for (branch, call) in found {
            let platform = branch ?? platforms[0]
            let where_ = " (\(platform.displayName))"
            func argument(_ name: String) -> String? { call.arguments[name] }
            if call.type != prefix + member {
                fail(
                    plan.returnInsertsLineBreak ? .longInputWraps : .secureField,
                    "calls \(call.type), expected \(prefix + member)" + where_)
            }
            // The words are the field's localized properties (FieldWords checks what each looks up).
            let words = FieldWords.Report(plan, ([field.view] + field.functions).joined(separator: "\n"))
            if argument("label") != words.visibleLabelName || !words.visibleLabel || !words.label {
                fail(.keepVisibleLabel, "label is not \(words.visibleLabelName)" + where_)
            }
            // Voice Control answers to the label ("Tap Email"), not to the mark the visible label
            // carries ("Email (required)"); the component sets what the call passes.
            if argument("inputLabels") != "[\(words.labelName)]" {
                fail(
                    .voiceControlLabel,
                    "inputLabels is \(argument("inputLabels") ?? "unset"), expected [\(words.labelName)]" + where_)
            }
            if argument("text") != "$" + plan.identifier { fail(.stateBinding, "text is not $\(plan.identifier)") }
            if argument("placeholder") != plan.spec.placeholder.map({ _ in plan.identifier + "Placeholder" }) {
                fail(.noPlaceholderOnlyLabel, "placeholder differs from the spec" + where_)
            }
            if argument("hint") != plan.hint.map({ _ in plan.identifier + "Hint" }) {
                fail(.noErrorOnlyInHint, "hint differs from the spec" + where_)
            }
            if argument("error") != (plan.canShowError ? plan.errorName : nil) {
                fail(.errorInLabel, "error is not \(plan.canShowError ? plan.errorName : "absent")" + where_)
            }
            // Keyboard and AutoFill: the iOS initializer takes the keyboard; the macOS one has none.
            let keyboard = platform == .ios ? plan.keyboard?.swift : nil
            if argument("keyboardType") != keyboard {
                fail(
                    platform == .ios ? .keyboardFitsContent : .platformGuards,
                    "keyboardType is \(argument("keyboardType") ?? "unset"), expected \(keyboard ?? "unset")" + where_)
            }
            // DSSecureField defaults to `.password`; a secret with no AutoFill type (a PIN) passes nil.
            let content =
                (platform == .ios ? plan.iosContentType : plan.macosContentType)?.swift
                ?? (plan.control == .secureField ? "nil" : nil)
            if argument("textContentType") != content {
                fail(.contentType, "textContentType is \(argument("textContentType") ?? "unset")" + where_)
            }
            if platform == .ios, let caps = plan.autocapitalization,
                !call.modifiers.contains(".textInputAutocapitalization(\(caps.swift))")
            {
                fail(.editingBehavior, "no .textInputAutocapitalization(\(caps.swift))" + where_)
            }
            if plan.autocorrectionDisabled, !call.modifiers.contains(".autocorrectionDisabled()") {
                fail(.editingBehavior, "autocorrection is not disabled" + where_)
            }
            if plan.spec.type == .search, !call.modifiers.contains(".accessibilityAddTraits(.isSearchField)") {
                fail(.searchSemantics, "no search-field trait" + where_)
            }
            // Focus: the form's per-field states, so submit() can move keyboard and VoiceOver focus.
            if let slot {
                if argument("isFocused") != "$" + plan.editingName {
                    fail(.focusManagement, "isFocused is not $\(plan.editingName)" + where_)
                }
                if argument("isAccessibilityFocused") != "$" + plan.focusName {
                    fail(.errorFocus, "isAccessibilityFocused is not $\(plan.focusName)" + where_)
                }
                // Return: on iOS the next field or submit(); never in a vertical field; never on the Mac.
                let expected: String? =
                    platform == .ios && !plan.returnInsertsLineBreak
                    ? slot.returnAction : nil
                if call.trailingClosure != expected {
                    let rule: RuleID =
                        platform == .macos
                        ? .macDefaultButton : plan.returnInsertsLineBreak ? .keyboardWithoutReturn : .tabOrder
                    fail(
                        rule,
                        "Return runs \(call.trailingClosure ?? "nothing"), expected \(expected ?? "nothing")" + where_)
                }
                // Next along the chain; Done where Return hides the keyboard; on the field that submits, the
                // key named for the submit (ReturnChain), never Done, the toolbar button's word for hiding it.
                let key = plan.submitLabel?.swift ?? slot.returnKey
                if expected != nil, !call.modifiers.contains(".submitLabel(\(key))") {
                    fail(.tabOrder, "the Return key is not labeled \(key)" + where_)
                }
            } else if plan.canShowError {
                if argument("isAccessibilityFocused") != "$" + plan.focusName {
                    fail(.errorFocus, "isAccessibilityFocused is not $\(plan.focusName)" + where_)
                }
            }
            if plan.control == .numberField,
                !field.functions.contains(where: { $0.contains("private var \(plan.valueName): ") })
            {
                fail(.numbersTypedAsText, "the number is not read from what people typed")
            }
        }
        return findings
    }

    /// Form-level wiring of a form whose fields call components: one Bool focus state per focusable
    /// field, and `focusedField` / `accessibilityFocus` bridging the form's `Field` enum to them.
    static func formWiring(_ result: FormResult) -> [Finding] {
        var findings: [Finding] = []
        let code = result.code
        let focusable = result.fields.filter(\.plan.takesTypedInput)
        guard !focusable.isEmpty else { return [] }
        for field in focusable {
            let plan = field.plan
            if !code.contains("@FocusState private var \(plan.editingName): Bool")
                || !code.contains("@AccessibilityFocusState private var \(plan.focusName): Bool")
            {
                findings.append(Finding(rule: .focusIsState, message: "\(plan.identifier): no per-field focus states"))
            }
            for (name, property) in [(plan.editingName, "focusedField"), (plan.focusName, "accessibilityFocus")]
            where !code.contains("if \(name) { return .\(plan.identifier) }")
                || !code.contains("\(name) = newValue == .\(plan.identifier)")
            {
                findings.append(
                    Finding(
                        rule: .focusManagement,
                        message: "\(plan.identifier): \(property) does not read and set \(name)"))
            }
        }
        for property in ["focusedField", "accessibilityFocus"]
        where !code.contains("private var \(property): Field? {\n        get {") || !code.contains("nonmutating set {")
        {
            findings.append(Finding(rule: .focusManagement, message: "no \(property) over the per-field states"))
        }
        return findings
    }
}
