/// `date-picker.no-empty-label`: `DatePicker("", …)` (or a label view that shows nothing) on a
/// `.graphical` or `.wheel` picker, whose title is its name (card 002 Dont: "Do not leave the label
/// empty … on a .graphical or .wheel picker"), is reported whatever else the chain says. On the
/// default and `.compact` styles (and the Mac's `.field` and `.stepperField`) the name comes from
/// `.accessibilityLabel`, so an empty title with none is date-picker.no-visible-label-alone's; when
/// the style cannot be told, an empty title is reported here if nothing else names the picker (no
/// `.accessibilityLabel` or `.accessibilityLabeledPair` on the platform, no enclosing `LabeledContent`).
///
/// Per platform, like the other date-picker rules. Left alone: titles built at run time (a variable
/// may hold a name), custom styles, labels under conditions a11y-gen cannot evaluate (they may name
/// it), and hidden pickers.
public struct DatePickerNoEmptyLabel: CheckRule {
    public let id = RuleID.datePickerNoEmptyLabel
    public let help =
        "Give the DatePicker a non-empty title (DatePicker(\"Start date\", …)); hide the layout label with .labelsHidden() on .graphical/.wheel if a visible Text names it."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, let picker = DatePickerQuery.of(node), picker.title == .empty, !picker.isHidden
        else { return [] }
        let at = picker.titleArgument?.offset ?? node.offset
        let conditional = node.condition != .always || picker.styles.contains { $0.0.condition != .always }
        for platform in Platform.allCases where picker.isCompiled(on: platform) {
            let style = picker.style(on: platform)
            let suffix = conditional ? " (on \(platform.displayName))" : ""
            if let style, style.isTitleNamed {
                return [
                    finding(
                        at: at,
                        "the \(style.spelled) DatePicker has an empty title\(suffix); on this style the title is the accessible name, so VoiceOver speaks none",
                        fix:
                            "write the name as the title, DatePicker(\"<name>\", …), and keep .labelsHidden() only if a visible Text names the picker"
                    )
                ]
            }
            // A known style named by .accessibilityLabel: date-picker.no-visible-label-alone's.
            if let style, style.needsMatchingLabel { continue }
            guard style != .other, !picker.mayBeNamedByModifier(on: platform), !picker.insideLabelingContainer else {
                continue
            }
            let spelled =
                style == .chosenAtRunTime
                ? "the DatePicker (its style chosen at run time)"
                : style.map { "the \($0.spelled) DatePicker" } ?? "the DatePicker"
            return [
                finding(
                    at: at,
                    "\(spelled) has an empty title and nothing else names it\(suffix); VoiceOver speaks no name",
                    fix:
                        "write the name as the title, DatePicker(\"<name>\", …), with a matching .accessibilityLabel(\"<name>\") on the default and .compact styles"
                )
            ]
        }
        return []
    }
}
