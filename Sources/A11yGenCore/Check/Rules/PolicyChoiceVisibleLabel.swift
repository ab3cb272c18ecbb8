/// `policy.choice-visible-label`: a picker's title, even when `.labelsHidden()` keeps it off the
/// layout, stays its one accessible name. What `check` can decide from the source is a `Picker`
/// whose own title names nothing: an empty title (`Picker("", selection: $sort) { … }`, often with
/// `.labelsHidden()` beside a `Text` that shows the words) or a label view that shows no words
/// (`label: { EmptyView() }`, `label: Text("")`). VoiceOver then speaks the chosen option as a pop-up
/// or menu button with no name, and Voice Control has no name to answer to.
///
/// Found in real code (rw11 review): a settings pane's `Picker("", selection: $sortBy) { … }
/// .labelsHidden()` under a `Text("Sort by")`.
///
/// Left alone: a picker with `.accessibilityLabel`, hidden from VoiceOver or folded into another
/// element; one inside a `LabeledContent`, a container made one element, or one that may name it (a
/// view of another file given a title); and titles and labels built at run time or by views this
/// rule cannot read.
public struct PolicyChoiceVisibleLabel: CheckRule {
    public let id = RuleID.choiceVisibleLabel
    public let help =
        "Give the Picker its visible label as its title: Picker(\"<label>\", selection: …), with .labelsHidden() if the words already show beside it (and that Text hidden from VoiceOver)."

    public init() {}

    public var trigger: CheckTrigger { .named(["Picker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Picker"), node.argument("selection") != nil,
            !node.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            !Self.isInMenu(node), case .unnamed(let crossFile) = FieldNaming.surroundings(of: node),
            FieldNaming.ownLabelIsEmpty(node, contentFirst: true)
        else { return [] }
        let hidden = node.modifiers.contains { $0.isNamed("labelsHidden") }
        let fix =
            FieldNaming.wordsBefore(node).map {
                let words = SwiftLiteral.string($0)
                return
                    "write the words beside it as its title: Picker(\(words), selection: …)\(hidden ? "" : ".labelsHidden()"), with .accessibilityHidden(true) on that Text so the name is read once"
            }
            ?? "write its name as the title, Picker(\"<label>\", selection: …), with .labelsHidden() if the words already show beside it"
        return [
            finding(
                at: node.offset,
                "the Picker's title is empty and nothing else names it: VoiceOver speaks the chosen option with no name, so people cannot tell what they are choosing, and Voice Control has no name to answer to",
                fix: fix, dependsOn: crossFile)
        ]
    }

    /// Inside a `Menu` or a `.contextMenu`: the options show as named items, and the menu's own label
    /// names the group (the usual sort menu, `Menu { Picker("", selection: $sort) { … } } label: { … }`).
    static func isInMenu(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.kind == .call, next.isView("Menu") { return true }
            if next.kind == .modifier, next.isNamed("contextMenu") { return true }
            current = next.parent
        }
        return false
    }
}
