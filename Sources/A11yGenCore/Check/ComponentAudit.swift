/// Checks a generated design-system component file (`a11y-gen component`) against cards 000 and 004,
/// rule by rule, from the code itself: what a reviewer reads. Each state (default, focused, error,
/// disabled) shares one body, so a rule that holds in the body holds in every state. Tests run it on
/// the real output (no finding) and on broken copies (the rule each break violates), so every check
/// is shown able to fail.
public enum ComponentAudit {
    /// Rules this audit checks.
    public static let checkedRules: [RuleID] = [
        .accessibleName, .persistentLabelSingleName, .errorInLabel, .noErrorInValue, .noErrorOnlyInHint,
        .hintYieldsToError, .noColorOnlyError, .noVisualMatchAsSemantic, .scaledMetric, .noFixedFontSize,
        .fieldDynamicType, .fieldTouchTarget, .nativeControlsCarryContract, .visibleBoundary, .secureField,
        .multilineAxisVertical, .keyboardWithoutReturn,
    ]

    /// Audits the member `kind` named `typeName` in `code` (a one-member file or the family file).
    public static func audit(_ code: String, kind: ComponentKind, typeName: String) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) {
            findings.append(Finding(rule: rule, message: "\(typeName): \(message)"))
        }
        guard let start = code.firstRange(ofText: "public struct \(typeName): View {"),
            let end = code[start.upperBound...].firstRange(ofText: "\n}\n")
        else {
            fail(.accessibleName, "the file declares no \(typeName)")
            return findings
        }
        let member = String(code[start.lowerBound..<end.upperBound])
        let field = block(member, from: "private var field: some View {")

        // One accessible name, from the visible label, which VoiceOver skips.
        let labels = member.pieces(separatedBy: ".accessibilityLabel(").count - 1
        if labels != 1 || !field.contains(".accessibilityLabel(accessibleName)") {
            fail(.accessibleName, "the field needs exactly one .accessibilityLabel(accessibleName), found \(labels)")
        }
        if !member.contains(
            "Text(label)\n                    .font(.subheadline)\n                    .accessibilityHidden(true)")
        {
            fail(.persistentLabelSingleName, "the visible label must stay and be hidden, so one name is spoken")
        }
        // A Mac Form shows a TextField's title in its label column: beside the component's own label, the
        // name would be on screen twice.
        let platforms = code.split(separator: "\n").first { $0.hasPrefix("// Platforms:") } ?? ""
        if platforms.contains("macOS"), !field.contains(".labelsHidden()") {
            fail(
                .persistentLabelSingleName,
                "on the Mac the field's own title must be hidden (.labelsHidden()), or a Form shows the label twice")
        }
        // The error joins the name; never the value, never only the hint.
        let name = block(member, from: "private var accessibleName: String {")
        if !name.contains("guard let error else { return spokenLabel }")
            || !FieldWords.oneLine(name).contains("return String(localized: \"\\(spokenLabel), \\(error)\", comment: ")
        {
            fail(.errorInLabel, "the error is not appended to the accessible name")
        }
        if member.contains(".accessibilityValue(") {
            fail(.noErrorInValue, "an .accessibilityValue replaces the typed text")
        }
        let hints = lines(member, containing: ".accessibilityHint(")
        if hints.contains(where: { $0.contains("error") && !$0.contains("error == nil ?") })
            || hints.contains(where: { $0.contains("Text(error") })
        {
            fail(.noErrorOnlyInHint, "the error reaches the hint, which people can turn off")
        }
        if hints != [".accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))"] {
            fail(.hintYieldsToError, "the hint must be the field's one hint and yield while an error shows")
        }
        // The visible error: words plus an icon plus color.
        if !member.contains(
            "Label {\n                    Text(error)\n                } icon: {\n                    Image(systemName:"
        ) {
            fail(.noColorOnlyError, "the visible error must be text and an icon, not color alone")
        }
        // Decorative icons are hidden and sized with @ScaledMetric.
        if kind != .textArea {
            let icon = block(member, from: "private func icon(")
            if !icon.contains(".accessibilityHidden(true)") {
                fail(.noVisualMatchAsSemantic, "the icons must be hidden from VoiceOver")
            }
            if !icon.contains(".frame(width: iconSize, height: iconSize)")
                || !member.contains("@ScaledMetric private var iconSize: CGFloat")
                || !member.contains("_iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)")
            {
                fail(.scaledMetric, "the icon box must come from @ScaledMetric")
            }
        }
        if !member.contains("@ScaledMetric private var minHeight: CGFloat")
            || !member.contains("_minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)")
        {
            fail(.scaledMetric, "the field height must come from @ScaledMetric")
        }
        // Dynamic Type: text styles only.
        if code.contains(".system(size:") || code.contains("Font.system(size:") {
            fail(.noFixedFontSize, "a fixed font size does not scale with Dynamic Type")
        }
        if !field.contains(".font(size.font)") {
            fail(.fieldDynamicType, "the field's text must use the size's text style")
        }
        let fonts = block(code, from: "public var font: Font {")
        if lines(fonts, containing: "case .").contains(where: { !$0.contains(": .") || $0.contains("system") }) {
            fail(.fieldDynamicType, "every size must use a built-in text style")
        }
        // 44 pt: the field's frame, and every size's starting height.
        if !field.contains(".frame(minHeight: minHeight)") {
            fail(.fieldTouchTarget, "the field has no minimum height")
        }
        let heights = lines(block(code, from: "public var minHeight: CGFloat {"), containing: "case .")
        let values = heights.compactMap {
            $0.split(separator: ":").last.flatMap { Int($0.trimmed()) }
        }
        if values.isEmpty || values.count != heights.count || values.contains(where: { $0 < 44 }) {
            fail(.fieldTouchTarget, "every size must start at 44 pt or more, found \(values)")
        }
        // Disabled exposed as disabled; a native bordered style for the boundary and focus ring.
        if !member.contains(".disabled(isDisabled)") {
            fail(.nativeControlsCarryContract, "isDisabled must disable the component so VoiceOver says dimmed")
        }
        if !(field.contains(".textFieldStyle(.roundedBorder)") || field.contains(".textFieldStyle(.bordered)"))
            || field.contains(".plain")
        {
            fail(.visibleBoundary, "the field needs a native bordered style (3:1 boundary, focus ring)")
        }
        // The member's own control.
        switch kind {
        case .secureField:
            if !field.contains("SecureField(spokenLabel,") {
                fail(.secureField, "a secure field must be a SecureField, which never speaks its characters")
            }
        case .textArea:
            if !field.contains("axis: .vertical)") || !field.contains(".lineLimit(3...8)") {
                fail(.multilineAxisVertical, "a text area is TextField(axis: .vertical) with .lineLimit(3...8)")
            }
            if field.contains("onSubmit") || field.contains("submitted(") {
                fail(.keyboardWithoutReturn, "Return types a line break in a text area, so it cannot submit")
            }
            if code.contains("canImport(UIKit)"),
                !field.contains(".toolbar { keyboardDone }")
                    || !member.contains("Button(action: dismissKeyboard) {\n")
            {
                fail(.keyboardWithoutReturn, "on iPhone the text area needs a Done that hides the keyboard")
            }
        case .textField:
            if !field.contains("TextField(spokenLabel,") {
                fail(.accessibleName, "the field must be a TextField named by the spoken label")
            }
        }
        // A number, decimal or phone pad has no Return key: a text or secure field used on its own brings a Done.
        if kind != .textArea, code.contains("canImport(UIKit)"),
            !field.contains(".toolbar { keyboardDone }") || !member.contains("isFocused == nil, keyboardHasNoReturn {")
                || !member.contains("Button(action: dismissKeyboard) {\n")
        {
            fail(.keyboardWithoutReturn, "on iPhone a field with a number, decimal or phone pad needs a Done")
        }
        return findings
    }

    /// The text from `marker` to the end of its brace block (the whole rest when unbalanced).
    static func block(_ text: String, from marker: String) -> String {
        guard let start = text.firstRange(ofText: marker) else { return "" }
        var depth = 0
        var index = start.lowerBound
        while index < text.endIndex {
            let character = text[index]
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 { return String(text[start.lowerBound...index]) }
            }
            index = text.index(after: index)
        }
        return String(text[start.lowerBound...])
    }

    static func lines(_ text: String, containing needle: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmed() }.filter { $0.contains(needle) }
    }
}
