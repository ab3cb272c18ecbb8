/// `toggle.single-name`: a `Toggle` is named by its visible label. What `check` can decide from the
/// source is a toggle whose own label names nothing: an empty title (`Toggle("", isOn: $on)`, the
/// usual way to put a switch at the end of a row whose words are a `Text` beside it) or a label
/// view that shows no words (`{ }`, `{ EmptyView() }`, `{ Text("") }`). VoiceOver then says "switch
/// button, off" with no name, and Voice Control has nothing to answer to.
///
/// Found in real code: a reminder row `HStack { Text("Remind me"); Spacer(); Toggle("", isOn: $on) }`.
///
/// Left alone: a toggle with `.accessibilityLabel`, hidden from VoiceOver or folded into another
/// element (`.accessibilityHidden`, `.accessibilityElement`, `.accessibilityRepresentation`,
/// `.accessibilityLabeledPair`); one inside a `LabeledContent`, a container made one element, or one
/// that may name it (a view of another file given a title); and titles and labels built at run time
/// or by views this rule cannot read (`Toggle(title, …)`, `{ Label(…) }`, a custom view), which may
/// name it. `.labelsHidden()` on a titled toggle is fine: the title stays its name.
public struct ToggleSingleName: CheckRule {
    public let id = RuleID.toggleSingleName
    public let help =
        "Name the Toggle with its visible words: Toggle(\"<label>\", isOn: …), with .labelsHidden() if the words already show beside it (and that Text hidden from VoiceOver)."

    public init() {}

    public var trigger: CheckTrigger { .named(["Toggle"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Toggle"),
            node.argument("isOn") != nil || node.argument("sources") != nil,
            !node.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: node),
            FieldNaming.ownLabelIsEmpty(node)
        else { return [] }
        let beside = FieldNaming.wordsBefore(node)
        // With the Text gone, `.labelsHidden()` would hide the only words naming the switch on screen
        // (a review found the fix followed to `Toggle("Marketing emails", …).labelsHidden()`).
        let hidden = node.modifiers.contains { $0.isNamed("labelsHidden") }
        return [
            finding(
                at: node.offset,
                "the Toggle's label is empty and nothing else names it: VoiceOver speaks its state with no name, so people cannot tell what it turns on, and Voice Control has no name to answer to",
                fix: FieldNaming.ownTableLabelFix(before: node) ?? beside.map {
                    let words = SwiftLiteral.string($0)
                    let unhide = hidden ? " and remove .labelsHidden(), which would hide those words" : ""
                    return
                        "write the words as its title in place of that Text\(unhide): Toggle(\(words), isOn: …) lays out its label and switch in one row and is named by them; or keep the Text, hidden from VoiceOver, and add .accessibilityLabel(\(words))"
                }
                    ?? "write its name as the title, Toggle(\"<label>\", isOn: …), or add .accessibilityLabel(\"<label>\") with the words people see beside it",
                dependsOn: crossFile)
        ]
    }
}
