/// `date-picker.no-label-on-graphical-wheel`: a `.graphical` or `.wheel` DatePicker is named by its
/// title string; an `.accessibilityLabel` in the same chain makes VoiceOver speak the name twice
/// (card 002).
///
/// Platform-aware: the style and the label count together only when both are compiled for the same
/// platform (`.wheel` under `#if os(iOS)` with an unconditional label counts on iOS; a label under
/// `#else` does not). The style that applies is the first `.datePickerStyle` in the chain, as in
/// SwiftUI. Left alone: styles set on a container, conditions a11y-gen cannot evaluate (`DEBUG`),
/// and labels after `.accessibilityElement(…)`, which name a new element.
public struct DatePickerNoLabelOnGraphicalWheel: CheckRule {
    public let id = RuleID.datePickerNoLabelOnTitleStyles
    public let help =
        "Remove the .accessibilityLabel; the DatePicker(\"Label\") title is the name on .graphical and .wheel pickers."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.isView("DatePicker"), !node.modifiers.isEmpty, let picker = DatePickerQuery.of(node),
            !picker.labels.isEmpty, !picker.styles.isEmpty
        else { return [] }
        let title = node.arguments.first.flatMap { $0.labelToken == nil ? $0.stringValue : nil }
        var findings: [CheckFinding] = []
        for label in picker.labels {
            for platform in Platform.allCases {
                guard label.condition.holds(on: platform) == true,
                    let style = picker.chainStyle(on: platform), style.isTitleNamed
                else { continue }
                let conditional = picker.styles.contains { $0.0.condition != .always } || label.condition != .always
                let labelText = label.arguments.first?.value?.literalText
                let fix =
                    title != nil && title == labelText
                    ? "remove .accessibilityLabel(\(label.arguments.first!.text)); the title \"\(title!)\" already names the picker"
                    : "remove the .accessibilityLabel and make the DatePicker title the name: DatePicker(\"<label>\", …)"
                findings.append(
                    finding(
                        at: label.offset,
                        ".accessibilityLabel on a \(style.spelled) DatePicker\(conditional ? " (on \(platform.displayName))" : ""): VoiceOver speaks the title and this label, so the name is announced twice",
                        fix: fix))
                break
            }
        }
        return findings
    }

}
