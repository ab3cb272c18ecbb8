/// `text-field.check-single-element`: card 000's acceptance check, "Each field is a single accessible
/// element exposing the text-field trait, its accessible name, and its current value", undone by a
/// container that makes its content one element.
///
/// Reported: `.accessibilityElement(children: .ignore)` (or `.accessibilityElement()`, whose default
/// is `.ignore`) on a view whose content holds a `TextField` or `SecureField`: the field is no element
/// at all, so VoiceOver and Switch Control cannot reach or edit it; and
/// `.accessibilityElement(children: .combine)` on a view holding two or more text fields: they are
/// read as one element, so VoiceOver can edit only one of them (or none) and hears their names run
/// together.
///
/// Left alone: `.combine` around one field and its label or icons (whether the merged element stays
/// editable is for a device to show, and card 000 names such a label differently), `.contain`
/// (children stay elements), an `.accessibilityElement` under `#if` conditions other than platforms,
/// the modifier on a `Group` or `ForEach` (it applies to each view inside, one by one), fields shown by
/// a `.sheet`, `.popover` or other presentation or a `NavigationLink`'s destination (another screen),
/// and fields inside custom views defined elsewhere, which this file does not show.
public struct TextFieldCheckSingleElement: CheckRule {
    public let id = RuleID.fieldCheckSingleElement
    public let help =
        "Keep each text field its own element: remove .accessibilityElement(children:) from the container, or use .accessibilityElement(children: .contain) to group it without merging."

    public init() {}

    public var trigger: CheckTrigger { .named(["accessibilityElement"]) }

    /// Modifiers whose content is another screen or window, not part of the element.
    static let presentations: [StaticString] = [
        "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "inspector", "navigationDestination",
    ]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        // On a Group or a ForEach the modifier applies to each view inside, one by one: it merges nothing.
        guard node.kind == .modifier, node.isNamed("accessibilityElement"), let head = node.modifiedNode,
            !FieldNaming.isTextField(head), !head.isView("Group"), !head.isView("ForEach"),
            node.condition.certainlyHoldsSomewhere
        else { return [] }
        let children = node.argument("children")?.text.filter { !$0.isWhitespace }
        let ignores = children == nil || children == ".ignore" || children == "AccessibilityChildBehavior.ignore"
        let combines = children == ".combine" || children == "AccessibilityChildBehavior.combine"
        guard ignores || combines, node.arguments.count <= 1 else { return [] }
        let fields = Self.fields(in: head)
        guard let first = fields.first else { return [] }
        let container = head.name ?? "view"
        let kinds = Set(fields.compactMap(\.name)).sorted().joined(separator: " and ")
        if ignores {
            let what =
                fields.count == 1
                ? "the \(first.name ?? "TextField") inside it" : "the \(fields.count) text fields inside it"
            return [
                finding(
                    at: node.offset,
                    ".accessibilityElement(\(children.map { "children: \($0)" } ?? "")) makes this \(container) one element and drops \(what): VoiceOver and Switch Control cannot reach or edit \(fields.count == 1 ? "it" : "them")",
                    fix:
                        "remove .accessibilityElement(\(children.map { "children: \($0)" } ?? "")), or use .accessibilityElement(children: .contain) so each \(kinds) stays its own element"
                )
            ]
        }
        // Fields on either side of an `if` show one at a time (a password shown or hidden): one field.
        let shown = head.trailingClosures.reduce(0) { $0 + Self.shownTogether($1.closure) }
        guard shown >= 2 else { return [] }
        return [
            finding(
                at: node.offset,
                ".accessibilityElement(children: .combine) merges the \(shown) text fields in this \(container) into one element: VoiceOver reads their names together and can edit only one of them",
                fix:
                    "remove .accessibilityElement(children: .combine), or use .contain to group the fields without merging them"
            )
        ]
    }

    /// The text fields in `view`'s content closures, outside presentations.
    static func fields(in view: SyntaxNode) -> [SyntaxNode] {
        var found: [SyntaxNode] = []
        for trailing in view.trailingClosures {
            let closure = trailing.closure
            for node in closure.descendants() where FieldNaming.isTextField(node) {
                if !isPresented(node, within: closure) { found.append(node) }
            }
        }
        return found
    }

    /// How many text fields under `node` are on screen at once: the branches of an `if` or `switch`
    /// count as their largest, a `ForEach` as many (two), and presentations not at all.
    static func shownTogether(_ node: SyntaxNode) -> Int {
        if FieldNaming.isTextField(node) { return 1 }
        switch node.kind {
        case .ifStatement, .switchStatement:
            return node.children.map(shownTogether).max() ?? 0
        case .closure, .block:
            return node.children.reduce(0) { $0 + shownTogether($1) }
        default:
            var count = node.trailingClosures.reduce(0) { total, trailing in
                total + (isDestination(trailing.closure, of: node) ? 0 : shownTogether(trailing.closure))
            }
            for modifier in node.modifiers where !FieldNaming.isAny(modifier, of: presentations) {
                count += modifier.trailingClosures.reduce(0) { $0 + shownTogether($1.closure) }
            }
            return node.isView("ForEach") ? min(count * 2, 2) : count
        }
    }

    /// Whether `node` is shown by a presentation modifier, or is a `NavigationLink`'s destination,
    /// between it and `top`: another screen, not part of the element.
    static func isPresented(_ node: SyntaxNode, within top: SyntaxNode) -> Bool {
        var current = node
        while let parent = current.parent, current != top {
            if parent.kind == .modifier, FieldNaming.isAny(parent, of: presentations) { return true }
            if current.kind == .closure, isDestination(current, of: parent) { return true }
            current = parent
        }
        return false
    }

    /// `NavigationLink { destination } label: { … }` or `NavigationLink("Edit") { destination }`: the
    /// closure that is not the label.
    static func isDestination(_ closure: SyntaxNode, of link: SyntaxNode) -> Bool {
        guard link.isView("NavigationLink") else { return false }
        return link.trailingClosure("label") != closure
    }
}
