/// `policy.choice-error-focus`: a Picker styled `.menu` or `.navigationLink` does not take VoiceOver
/// focus back through `@AccessibilityFocusState` (card 004 names Menu; a navigation-link picker's list
/// is on another screen), so `.accessibilityFocused(…)` in its chain builds a focus contract that does
/// not hold. Reported at the modifier, when both are compiled for iOS or macOS.
///
/// Left alone: pickers with no style or `.automatic` (which style applies depends on the container),
/// styles written as variables, on-screen styles (segmented, inline, wheel, radio group), and
/// `.accessibilityFocused` on a container around the picker or after `.accessibilityElement(…)`.
public struct PolicyChoiceErrorFocus: CheckRule {
    public let id = RuleID.choiceErrorFocus
    public let help =
        "Do not bind VoiceOver focus to a menu or navigation-link Picker; announce its error with its name (AccessibilityNotification.Announcement, after a short delay) instead."

    public init() {}

    public var trigger: CheckTrigger { .named(["Picker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Picker"), let modifier = node.accessibilityFocusBinding else {
            return []
        }
        let offStyle = node.modifiers(named: "pickerStyle").first { style in
            style.condition.certainlyHoldsSomewhere
                && ["menu", "navigationLink"].contains(style.memberArgumentName ?? "")
        }
        guard let offStyle, let name = offStyle.memberArgumentName else { return [] }
        return [
            finding(
                at: modifier.offset,
                ".accessibilityFocused on a .\(name) Picker: @AccessibilityFocusState does not return VoiceOver focus to a menu (card 004), and a navigation-link picker's list is on another screen",
                fix:
                    "remove .accessibilityFocused from the Picker; post AccessibilityNotification.Announcement with the picker's name and the error 0.1 s after the view updates"
            )
        ]
    }
}
