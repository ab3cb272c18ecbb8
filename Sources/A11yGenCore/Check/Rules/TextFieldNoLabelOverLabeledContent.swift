/// `text-field.no-label-over-labeled-content`: an `.accessibilityLabel` on top of the name a
/// `LabeledContent` gives a text field (card 000, Donts; the Must Have
/// `text-field.labeled-content-single-name`). The extra label overrides the paired one and can drift
/// from the visible text.
///
/// Reported: an `.accessibilityLabel` on a `TextField`/`SecureField` that is the one view of a naming
/// `LabeledContent`'s content (looking through `if`/`switch` branches and `Group`), and an
/// `.accessibilityLabel` on a `LabeledContent` whose content holds a text field. A label under `#if`
/// counts on the platforms its condition holds for.
///
/// Left alone: a `LabeledContent` with a blank title and no label view (then the field's own label
/// is its name), content with several views (whether the pair then names the field is not decided
/// from the source), fields inside a stack or a custom view within the content, labels after
/// `.accessibilityElement(…)` (they name a new element), labels on the `LabeledContent`'s label view,
/// and `#if` conditions other than platforms. a11y-gen's own LabeledContent output carries no
/// `.accessibilityLabel`: an error joins the name inside the label view instead
/// (`resolve.labeled-content-error`).
public struct TextFieldNoLabelOverLabeledContent: CheckRule {
    public let id = RuleID.noLabelOverLabeledContent
    public let help =
        "Remove the .accessibilityLabel: the LabeledContent label already names the field. To add an error to the name, show the error text inside the LabeledContent label view."

    public init() {}

    public var trigger: CheckTrigger { .named(["accessibilityLabel"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("accessibilityLabel"), let head = node.modifiedNode,
            node.condition.certainlyHoldsSomewhere
        else { return [] }
        // After `.accessibilityElement(…)` the chain describes another element.
        for modifier in head.modifiers {
            if modifier == node { break }
            if FieldNaming.isAny(modifier, of: FieldNaming.reshapingModifiers) { return [] }
        }
        let platforms =
            node.condition == head.condition
            ? "" : " (on \(FieldNaming.describe(Platform.allCases.filter { node.condition.holds(on: $0) == true })))"
        if FieldNaming.isTextField(head) {
            guard let labeledContent = Self.wrappingLabeledContent(of: head),
                FieldNaming.labeledContentNames(labeledContent) == true
            else { return [] }
            return [
                finding(
                    at: node.offset,
                    ".accessibilityLabel on a \(head.name ?? "TextField") that \(Self.describe(labeledContent)) already names\(platforms): it overrides the paired name and can drift from the visible label",
                    fix:
                        "remove .accessibilityLabel(\(node.arguments.first?.text ?? "")); \(Self.describe(labeledContent)) supplies the name (put an error text inside its label view to add it to the name)"
                )
            ]
        }
        if head.isView("LabeledContent"), FieldNaming.wrapsTextField(head),
            FieldNaming.labeledContentNames(head) == true
        {
            return [
                finding(
                    at: node.offset,
                    ".accessibilityLabel on \(Self.describe(head)) around a text field\(platforms): it overrides the name the label gives the field and can drift from the visible label",
                    fix:
                        "remove .accessibilityLabel(\(node.arguments.first?.text ?? "")); the LabeledContent label is the field's name"
                )
            ]
        }
        return []
    }

    /// The `LabeledContent` whose content is `field` alone (through `if`/`switch` and `Group`).
    static func wrappingLabeledContent(of field: SyntaxNode) -> SyntaxNode? {
        var current = field
        while let parent = current.parent {
            switch parent.kind {
            case .block, .ifStatement, .switchStatement:
                current = parent
            case .closure:
                guard let owner = parent.parent, owner.kind == .call else { return nil }
                if owner.isView("LabeledContent"), FieldNaming.content(of: owner) == parent {
                    return FieldNaming.soleView(in: parent)?.contains(field) == true ? owner : nil
                }
                guard owner.isView("Group"), owner.modifiers.isEmpty, owner.trailingClosure(nil) == parent else {
                    return nil
                }
                current = owner
            default:
                return nil
            }
        }
        return nil
    }

    static func describe(_ labeledContent: SyntaxNode) -> String {
        if let first = labeledContent.arguments.first, first.labelToken == nil, let title = first.stringValue {
            return "LabeledContent(\"\(title)\")"
        }
        return "its LabeledContent"
    }
}
