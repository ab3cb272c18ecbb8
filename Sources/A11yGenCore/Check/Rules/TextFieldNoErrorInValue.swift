/// `text-field.no-error-in-value`: `.accessibilityValue(…)` on a `TextField`/`SecureField`, or on a
/// stack or `LabeledContent` wrapping one, whose argument mentions a validation error (card 000
/// Dont): the value replaces the typed text, so VoiceOver stops speaking what people entered.
///
/// "Mentions an error" is decided narrowly (`ErrorQueries`): a name containing "error" or
/// "invalid" (`emailError`, `errors[.email]`, `isInvalid`), or a string literal with the word
/// "error" or "invalid". Left alone: values that mention no error (`.accessibilityValue(email)`,
/// a masked count), values on views that hold no text field (a `Slider`, a `Text`), and containers
/// that are not SwiftUI stacks. A custom `…Field` view defined elsewhere is reported with a note.
public struct TextFieldNoErrorInValue: CheckRule {
    public let id = RuleID.noErrorInValue
    public let help =
        "Keep the typed text as the value: remove the error from .accessibilityValue and append it to the field's .accessibilityLabel (\"Email, Enter a valid email address.\")."

    public init() {}

    static let containers: [StaticString] = [
        "VStack", "HStack", "ZStack", "Group", "LabeledContent", "LazyVStack", "LazyHStack", "GridRow",
    ]

    public var trigger: CheckTrigger { .named(["accessibilityValue"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("accessibilityValue"), let target = node.modifiedNode,
            let first = node.arguments.first, let last = node.arguments.last
        else { return [] }
        let what: String
        var crossFile: String?
        if target.isView("TextField") || target.isView("SecureField") {
            what = "the \(target.name!)"
        } else if target.kind == .call, Self.containers.contains(where: { target.isView($0) }),
            target.descendants().contains(where: { $0.isView("TextField") || $0.isView("SecureField") })
        {
            what = "the \(target.name!) around a text field"
        } else if target.kind == .call, let name = target.typeName, name.hasSuffix("Field"),
            !SwiftUIViews.all.contains(name)
        {
            what = name
            crossFile = "\(name) is defined in another file; this applies if it is a text field"
        } else {
            return []
        }
        let mentions = ErrorQueries.errorMentions(
            in: context.tree, from: first.firstToken, through: last.lastToken, spokenOnly: true)
        guard let mention = mentions.first else { return [] }
        let shown = context.tree.text(ofToken: mention)
        return [
            finding(
                at: node.offset,
                ".accessibilityValue on \(what) carries the error (\(shown)): it replaces the typed text, so VoiceOver no longer speaks what was entered",
                fix:
                    "remove .accessibilityValue(\(first.text)) and append the error to the label: .accessibilityLabel(error.map { \"<label>, \\($0)\" } ?? \"<label>\")",
                dependsOn: crossFile)
        ]
    }
}
