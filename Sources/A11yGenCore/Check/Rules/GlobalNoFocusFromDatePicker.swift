/// `global.no-focus-from-date-picker`: card 004 (Focus Management Dont) says not to depend on
/// `@AccessibilityFocusState` to return focus from a Menu or a DatePicker. For a DatePicker card 002
/// wins (seeds README), so date-picker.no-focus-restore reports it; this rule reports the Menu half:
/// `.accessibilityFocused(…)` in the chain of a SwiftUI `Menu`, compiled for iOS or macOS.
///
/// Left alone: DatePickers (the other rule), `.focused(…)`, `.accessibilityFocused` on a container
/// around the menu or after `.accessibilityElement(…)`, custom menu views, and conditions a11y-gen
/// cannot evaluate.
public struct GlobalNoFocusFromDatePicker: CheckRule {
    public let id = RuleID.noFocusFromDatePicker
    public let help =
        "Do not build a focus-restore contract on a Menu; @AccessibilityFocusState does not return focus to it. Let the system place focus, or announce the change."

    public init() {}

    public var trigger: CheckTrigger { .named(["Menu"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Menu"), let modifier = node.accessibilityFocusBinding else {
            return []
        }
        return [
            finding(
                at: modifier.offset,
                ".accessibilityFocused on a Menu: @AccessibilityFocusState does not return VoiceOver focus to a Menu (Apple platform defect)",
                fix:
                    "remove .accessibilityFocused from the Menu and do not rely on focus returning to it; announce the change instead"
            )
        ]
    }
}
