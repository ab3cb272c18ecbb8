/// `date-picker.no-focus-restore`: `.accessibilityFocused(…)` on a DatePicker builds a VoiceOver focus
/// move or restore on `@AccessibilityFocusState`, which does not work with DatePicker (an Apple
/// platform defect; card 002 Dont, and card 004's global.no-focus-from-date-picker says the same for
/// DatePicker: card 002 wins for its component, so a DatePicker finding cites this id). Reported at the
/// modifier, when it is compiled for iOS or macOS.
///
/// Left alone: `.focused(…)` (keyboard focus, `@FocusState`), `.accessibilityFocused` on a container
/// around the picker or after `.accessibilityElement(…)` (it then focuses a new element), and
/// conditions a11y-gen cannot evaluate.
public struct DatePickerNoFocusRestore: CheckRule {
    public let id = RuleID.datePickerNoFocusRestore
    public let help =
        "Do not bind VoiceOver focus to a DatePicker; announce what changed (AccessibilityNotification.Announcement, after a short delay) instead."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("DatePicker"), let modifier = node.accessibilityFocusBinding else {
            return []
        }
        return [
            finding(
                at: modifier.offset,
                ".accessibilityFocused on a DatePicker: @AccessibilityFocusState cannot move VoiceOver focus to or restore it on a DatePicker (Apple platform defect)",
                fix:
                    "remove .accessibilityFocused from the DatePicker; post AccessibilityNotification.Announcement with the picker's name and the message 0.1 s after the view updates"
            )
        ]
    }
}
