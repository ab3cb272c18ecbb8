/// `policy.choice-error-focus`: a Picker styled `.menu` does not take VoiceOver focus back through
/// `@AccessibilityFocusState` (card 004 names Menu), so `.accessibilityFocused(…)` in its chain builds
/// a focus contract that does not hold. Reported at the modifier, when both are compiled for iOS or macOS.
///
/// Left alone: pickers with no style or `.automatic` (which style applies depends on the container),
/// styles written as variables, on-screen styles (segmented, inline, wheel, radio group), a
/// navigation-link picker (a row on this screen, which card 004 binds to restore focus on pop), and
/// `.accessibilityFocused` on a container around the picker or after `.accessibilityElement(…)`.
public struct PolicyChoiceErrorFocus: CheckRule {
    public let id = RuleID.choiceErrorFocus
    public let help =
        "Do not bind VoiceOver focus to a menu Picker; announce its error with its name (AccessibilityNotification.Announcement, after a short delay) instead."

    public init() {}

    public var trigger: CheckTrigger { .named(["Picker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Picker"), let modifier = node.accessibilityFocusBinding else {
            return []
        }
        let isMenu = node.modifiers(named: "pickerStyle").contains { style in
            style.condition.certainlyHoldsSomewhere && style.memberArgumentName == "menu"
        }
        guard isMenu else { return [] }
        return [
            finding(
                at: modifier.offset,
                ".accessibilityFocused on a .menu Picker: @AccessibilityFocusState does not return VoiceOver focus to a menu (card 004)",
                fix:
                    "remove .accessibilityFocused from the Picker; post AccessibilityNotification.Announcement with the picker's name and the error 0.1 s after the view updates"
            )
        ]
    }
}
