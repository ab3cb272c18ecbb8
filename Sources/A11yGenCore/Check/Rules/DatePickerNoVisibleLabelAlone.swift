/// `date-picker.no-visible-label-alone`: on the default and `.compact` styles (and macOS `.field` and
/// `.stepperField`, resolve.macos-date-picker-styles) the visible `DatePicker("Label")` title is not
/// exposed as the accessible name, so the picker needs an `.accessibilityLabel` that matches it
/// (card 002 Dont; Must date-picker.compact-accessibility-label). Reported: no `.accessibilityLabel`
/// compiled for a platform where such a style applies, or a literal label that does not start with the
/// literal title (the error suffix of resolve.date-picker-error-in-name, "Start date, too early", matches).
///
/// Per platform: the style is the first `.datePickerStyle` compiled there, the default when the chain
/// sets none. An empty title with no `.accessibilityLabel` is reported too (nothing names the picker).
/// Left alone: styles set on a
/// container or under conditions a11y-gen cannot evaluate (`DEBUG`), custom styles, labels built at run
/// time, pickers folded into another element (`.accessibilityElement`), hidden, paired
/// (`.accessibilityLabeledPair`) or inside a `LabeledContent`.
public struct DatePickerNoVisibleLabelAlone: CheckRule {
    public let id = RuleID.datePickerNoVisibleLabelAlone
    public let help =
        "Add an .accessibilityLabel that matches the visible title; on the default and .compact styles the title is not the accessible name."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, let picker = DatePickerQuery.of(node), !picker.isHidden, !picker.startsNewElement,
            !picker.anyNaming.contains(where: { $0.isNamed("accessibilityLabeledPair") }),
            !picker.insideLabelingContainer
        else { return [] }
        let conditional =
            node.condition != .always || picker.styles.contains { $0.0.condition != .always }
            || picker.labels.contains { $0.condition != .always }
        let titleText: String? = if case .literal(let text) = picker.title { text } else { nil }
        let named = titleText.map { " \"\($0)\"" } ?? ""
        for platform in Platform.allCases where picker.isCompiled(on: platform) {
            guard let style = picker.style(on: platform), style.needsMatchingLabel,
                let labels = picker.labels(on: platform)
            else { continue }
            let suffix = conditional ? " (on \(platform.displayName))" : ""
            if labels.isEmpty, picker.title == .empty {
                // Card 002 Must: "For the default and .compact styles, add an .accessibilityLabel".
                guard !picker.mayBeNamedByModifier(on: platform) else { continue }
                return [
                    finding(
                        at: node.offset,
                        "the \(style.spelled) DatePicker has an empty title and no .accessibilityLabel\(suffix); on this style the name comes from .accessibilityLabel, so VoiceOver speaks none",
                        fix: Self.textBefore(node).map {
                            "add .accessibilityLabel(\(SwiftLiteral.string($0.text))), the words of the Text beside it, or write them as its title"
                        }
                            ?? "add .accessibilityLabel(\"<name>\") with the words of the visible text that names the picker, or write them as its title"
                    )
                ]
            }
            if labels.isEmpty {
                // A title from a label view (`label: { Text("Date") }`) has no argument to copy.
                let label = picker.titleArgument?.text ?? titleText.map { "\"\($0)\"" } ?? "\"<visible label>\""
                // With `.labelsHidden()` the title is not on screen either (date-picker.labels-hidden
                // says whether it may be hidden); the missing name is this rule's.
                let hidden = !node.modifiers(named: "labelsHidden").isEmpty
                // Reported once: where date-picker.labels-hidden says to show the title again (no Text
                // beside names the picker), its fix adds the matching .accessibilityLabel too.
                if DatePickerLabelsHidden.showsTitleOn(node, picker).contains(platform) { continue }
                let relies =
                    hidden ? "has a hidden title and no .accessibilityLabel" : "relies on its visible title alone"
                // A hidden title is on no one's screen: the name matches the Text people see beside
                // the picker ("When do you want to wake up?"), so Voice Control users can say it.
                let fix =
                    hidden
                    ? Self.textBefore(node, headings: true).map { text, heading in
                        // Sure when the Text says the title's words or reads as a label ("Wake up at:",
                        // "When do you want to wake up?"), or is the heading right above a picker whose
                        // title nobody sees; a "Today" or "Settings" above may be a value, so both are offered.
                        let titleWords = Set(
                            Identifier.words(titleText ?? "").map { $0.lowercased() }.filter { $0.count > 2 })
                        let shares = Identifier.words(text).contains { titleWords.contains($0.lowercased()) }
                        let literal = SwiftLiteral.string(text)
                        // A heading over this picker alone names it; over several ("Schedule" above
                        // Start and End) it names the group, so the title is offered first.
                        if heading, !Self.anotherPickerFollows(node) {
                            return
                                "add .accessibilityLabel(\(literal)) to the DatePicker, the words of the heading people see above it (its title is hidden)"
                        }
                        return shares || text.hasSuffix("?") || text.hasSuffix(":")
                            ? "add .accessibilityLabel(\(literal)) to the DatePicker, the words of the Text people see beside it (its title is hidden)"
                            : "add .accessibilityLabel(\(label)) to the DatePicker, or \(literal) if that Text beside it is the picker's label"
                    } : nil
                // A label view that shows the picker's own date (`{ Text(date.formatted()) }`, rw21 #9)
                // names nothing: the words beside the picker do, so they are the label to add.
                let showsValue = picker.titleArgument == nil && titleText == nil && Self.labelShowsSelection(node)
                if showsValue, !hidden, let beside = Self.textBefore(node) {
                    // "Date of birth:" on screen, "Date of birth" as the name.
                    var name = Substring(beside.text.trimmed())
                    while name.last == ":" || name.last == "：" { name = Substring(name.dropLast().trimmed()) }
                    return [
                        finding(
                            at: node.offset,
                            "the \(style.spelled) DatePicker's label view shows the date it holds, not a name\(suffix); VoiceOver does not get a name for it",
                            fix:
                                "add .accessibilityLabel(\(SwiftLiteral.string(String(name)))) to the DatePicker, the words of the Text beside it, and hide that Text from VoiceOver (.accessibilityHidden(true)) so the name is read once"
                        )
                    ]
                }
                return [
                    finding(
                        at: node.offset,
                        "the \(style.spelled) DatePicker\(named) \(relies)\(suffix); VoiceOver does not get the title as the accessible name",
                        fix: fix ?? "add .accessibilityLabel(\(label)) to the DatePicker")
                ]
            }
            guard labels.count == 1, let titleText, let labelText = DatePickerQuery.literal(of: labels[0]),
                !Self.matches(label: labelText, title: titleText)
            else { continue }
            return [
                finding(
                    at: labels[0].offset,
                    ".accessibilityLabel(\"\(labelText)\") does not match the visible title \"\(titleText)\" of the \(style.spelled) DatePicker\(suffix); VoiceOver and Voice Control users get a different name than the one on screen",
                    fix: "write .accessibilityLabel(\"\(titleText)\")")
            ]
        }
        return []
    }

    /// The label is the title, or the title followed by more after a comma ("Start date, required").
    /// The words of the `Text` just before the picker (past a row's `Spacer()`, or before the `if`
    /// it opens), when that `Text` reads as a label.
    /// With `headings`, a heading there counts too (said by the second value).
    static func textBefore(_ picker: SyntaxNode, headings: Bool = false) -> (text: String, heading: Bool)? {
        guard let previous = FieldNaming.viewBefore(picker), previous.isView("Text"),
            let text = previous.arguments.first.flatMap({ $0.labelToken == nil ? $0.stringValue : nil }),
            DatePickerQuery.readsAsLabel(previous)
        else { return nil }
        let heading = FieldNaming.isHeading(previous)
        return !heading || headings ? (text, heading) : nil
    }

    /// Whether the picker's label view reads the date it binds (`selection: $date` and `{ Text(date…) }`).
    static func labelShowsSelection(_ picker: SyntaxNode) -> Bool {
        guard let selection = picker.argument("selection")?.text.filter({ !$0.isWhitespace }),
            selection.hasPrefix("$"),
            let label = picker.trailingClosure("label") ?? picker.argument("label")?.value
                ?? picker.trailingClosure(nil)
        else { return false }
        let name = selection.dropFirst().split(separator: ".").last.map(String.init) ?? ""
        return !name.isEmpty && label.text.containsName(name)
    }

    /// Whether the view right after the picker is another `DatePicker`.
    static func anotherPickerFollows(_ picker: SyntaxNode) -> Bool {
        guard let parent = picker.parent, let index = parent.children.position(of: picker),
            index + 1 < parent.children.count
        else { return false }
        return parent.children[index + 1].isView("DatePicker")
    }

    static func matches(label: String, title: String) -> Bool {
        let label = DatePickerQuery.normalized(label)
        let title = DatePickerQuery.normalized(title)
        return label == title || label.hasPrefix(title + ",")
    }
}
