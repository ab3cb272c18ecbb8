/// `textfield-ref.keep-visible-label`: a titled `TextField`/`SecureField` with no label beside or
/// above it (card 001: "Keep a visible label once people start typing"). On iOS the title is drawn
/// only as the placeholder, and on the Mac too outside a `Form`: gone with the first keystroke, after
/// which nothing on screen says what the value is.
///
/// A note, not a warning: the title is still the field's accessible name, and card 000, which wins
/// for text fields, accepts that shape (its golden pattern is `TextField("Email", text: $email)` in a
/// `VStack`). The seeds README asks both cards to hold for generated code, which a11y-gen writes with
/// a visible label; for code that exists this is card 001's advice, shown with `--severity note`.
///
/// Reported only where the file shows everything around the field: a title of words, literal or held
/// in a name (`emailLabel`; an example value or a mask is `text-field.no-placeholder-only-label`'s,
/// as is a blank title with a prompt), with or without a prompt (then the prompt is the placeholder
/// and the title is not drawn), no label drawn elsewhere (`text-field.accessible-name`'s
/// surroundings: no `LabeledContent`, accessibility modifiers or custom container around it, not the
/// whole of a view that may be labeled where it is used), and no view before it, in its stack or
/// before the stacks it opens, other than an icon, a divider, a spacer or another control, back to the
/// field above it in a column (a label before that one was its own). Left
/// alone: a view or property whose one field has no text beside it (a field component: its caller
/// places the label), search and filter fields (a search field's placeholder is its convention), fields in a
/// `Section` with a header around it alone, in an alert, dialog or toolbar, in a `ZStack` beside a `Text`
/// or with an `.overlay` or `.background` that draws text (a floating label draws the title there), and on the Mac alone in a `Form`, which
/// shows the title beside the field.
public struct TextfieldRefKeepVisibleLabel: CheckRule {
    public let id = RuleID.keepVisibleLabel
    public let help =
        "Keep a label people can see while they type: Text(\"Email\").accessibilityHidden(true) above the field (its title stays the one name), or a LabeledContent(\"Email\") around it."

    public init() {}

    public var severity: Diagnostic.Severity { .note }

    public var trigger: CheckTrigger { .named(["TextField", "SecureField"]) }

    /// Views that say nothing about a field beside them: a label is none of these.
    static let notLabels: [StaticString] = [
        "Image", "Divider", "Spacer", "TextField", "SecureField", "Button", "Toggle", "Picker", "DatePicker",
        "Stepper", "Slider", "Menu", "Link", "ProgressView", "Color", "Rectangle", "RoundedRectangle", "Circle",
        "Capsule",
    ]
    /// (A `ZStack` around a field lays a reveal or clear button over it: what is before the stack is
    /// before the field.)
    static let stacks: [StaticString] = ["VStack", "HStack", "LazyVStack", "Group", "ScrollView", "ZStack"]
    /// Modifiers whose closure gives a field its context or draws over it.
    static let contexts: [StaticString] = [
        "alert", "confirmationDialog", "toolbar", "overlay", "background", "searchable", "safeAreaInset",
    ]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard FieldNaming.isTextField(node), let title = Self.title(of: node), !Self.isSearch(title.words),
            // "Type here" names nothing: text-field.accessible-name asks for a label, shown and spoken.
            !(title.isLiteral && TextFieldAccessibleName.saysNothing(title.words)),
            // An accessibility label names the field but shows nothing; these point to a label elsewhere.
            !node.modifiers.contains(where: { FieldNaming.isAny($0, of: Self.labelElsewhere) }),
            !node.modifiers.contains(where: Self.drawsText),
            case .unnamed(let elsewhere) = FieldNaming.surroundings(of: node),
            !Self.isInContext(node)
        else { return [] }
        // A helper of this view used once in this file (`passwordField` in the body's stack, rw23 #6)
        // is judged at that use too, a label before it there counting: the whole of a helper, which
        // may be named where it is used, and a field component, which its caller labels, are both
        // judged there; with the use out of sight they are left alone.
        let helperUse = Self.enclosingHelper(of: node).flatMap {
            TextFieldErrorInLabel.onlyUse(of: $0, tree: node.tree)
        }
        var use: SyntaxNode?
        if elsewhere != nil || (Self.isFieldComponent(node) && !Self.bodyUsesFieldHelpers(node)) {
            guard elsewhere == nil || elsewhere!.hasPrefix("the field is the whole of '"), let helperUse,
                !Self.isInContext(helperUse)
            else { return [] }
            use = helperUse
        }
        let platforms = TextFieldTraits.platforms(of: node)
        let inForm = Self.isInForm(node)
        // On the Mac a Form shows the title beside the field; elsewhere it is a placeholder there too.
        let placeholderOn = platforms.keys.filter { $0 == .ios || !inForm }.sorted()
        guard !placeholderOn.isEmpty, !Self.hasLabelBefore(node), !(use.map(Self.hasLabelBefore) ?? false) else {
            return []
        }
        let on = placeholderOn.count < platforms.count ? " on \(placeholderOn[0].displayName)" : ""
        let kind = node.name ?? "TextField"
        let named = title.isLiteral ? "the \(kind) \"\(title.words)\"" : "the \(kind) titled \(title.code)"
        return [
            finding(
                at: node.offset,
                node.argument("prompt") == nil
                    ? "\(named) has no label beside or above it\(on): its title is drawn only as the placeholder, gone with the first keystroke, and then nothing on screen says what the value is"
                    : "\(named) has no label beside or above it\(on): only its prompt is drawn, as the placeholder, gone with the first keystroke, and then nothing on screen says what the value is",
                fix: title.isLiteral && Self.labelOfInstruction(title.words) != nil
                    ? "keep a label people can see while they type: Text(\"\(Self.labelOfInstruction(title.words)!)\").accessibilityHidden(true) above the field, the words the instruction asks for (its title stays the one name VoiceOver speaks, and holds them)"
                    : TextFieldAccessibleName.ownValueTitle(node).map { own in
                        // A title that is the value itself would show what was typed, a password too.
                        "keep a label people can see while they type: Text(\"\(own.label ?? "<label>")\").accessibilityHidden(true) above the field, with the same words as the field's title (text-field.accessible-name)"
                    }
                        ?? "keep a label people can see while they type: Text(\(title.code)).accessibilityHidden(true) above the field (its title stays the one name VoiceOver speaks)"
            )
        ]
    }

    /// The words an instruction asks for, as a label: "First name" for "Enter your first name…" (rw17:
    /// the fix copied the instruction above the field). Nil for a title that is no instruction.
    static func labelOfInstruction(_ title: String) -> String? {
        let lower = title.lowercased()
        guard let verb = ["enter ", "type ", "input ", "write ", "add "].first(where: { lower.hasPrefix($0) }) else {
            return nil
        }
        var rest = Substring(title.dropFirst(verb.count)).trimmed()[...]
        // "Type in your feedback", "Write your message here" (rev46): the words between.
        for lead in ["in ", "into ", "here "] where rest.lowercased().hasPrefix(lead) {
            rest = rest.dropFirst(lead.count)
        }
        if let article = ["your ", "a ", "an ", "the "].first(where: { rest.lowercased().hasPrefix($0) }) {
            rest = rest.dropFirst(article.count)
        }
        while let last = rest.last, last == "." || last == "…" || last == ":" || last.isWhitespace {
            rest = rest.dropLast()
        }
        for tail in [" here", " below", " now", " please"] where rest.lowercased().hasSuffix(tail) {
            rest = rest.dropLast(tail.count)
        }
        let first = rest.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard !["in", "into", "on", "at", "to", "for", "with", "about"].contains(first) else { return nil }
        guard rest.contains(where: \.isLetter), rest.split(separator: " ").count <= 4,
            !["here", "text", "something", "it"].contains(rest.lowercased())
        else { return nil }
        return rest.prefix(1).uppercased() + rest.dropFirst()
    }

    /// Modifiers that say the field's label is drawn somewhere this rule cannot see.
    static let labelElsewhere: [StaticString] = [
        "accessibilityLabeledPair", "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation",
        "accessibilityChildren", "labelsHidden",
    ]

    /// The field's title: a string literal of words (an example value or a mask is
    /// `text-field.no-placeholder-only-label`'s), or a name holding one (`emailLabel`,
    /// `model.title`), as code and as the words the message quotes.
    static func title(of field: SyntaxNode) -> (code: String, words: String, isLiteral: Bool)? {
        // `TextField(text: $email) { Text("Email") }`: the label view is drawn as the placeholder too.
        if field.arguments.first?.labelToken != nil,
            let label = field.trailingClosure(nil) ?? field.trailingClosure("label"), label.children.count == 1,
            let only = label.children.first, only.isView("Text"), only.arguments.count == 1,
            let literal = only.literalText
        {
            let words = literal.trimmed()
            guard words.unicodeScalars.contains(where: \.properties.isAlphabetic),
                !TextFieldNoPlaceholderOnlyLabel.isExampleValue(words)
            else { return nil }
            return ("\"\(words)\"", words, true)
        }
        guard let first = field.arguments.first, first.labelToken == nil else { return nil }
        if let literal = first.value?.stringValue {
            let words = literal.trimmed()
            guard words.unicodeScalars.contains(where: \.properties.isAlphabetic),
                !TextFieldNoPlaceholderOnlyLabel.isExampleValue(words)
            else { return nil }
            return ("\"\(words)\"", words, true)
        }
        // A name or a member path, nothing computed: `emailLabel`, `model.emailTitle`.
        guard let value = first.value, value.kind == .reference, value.arguments.isEmpty,
            value.trailingClosures.isEmpty
        else { return nil }
        let code = first.text
        guard code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return (code, code, false)
    }

    /// "Search", "Filter", "Find": a search field's placeholder is its convention, and its purpose is
    /// plain from the results it filters.
    static func isSearch(_ title: String) -> Bool {
        let lowered = title.lowercased()
        return ["search", "filter", "find"].contains { lowered.hasPrefix($0) || lowered.contains(" \($0)") }
    }

    /// The field is the one field of its view or property, with no text beside it and no screen around
    /// it: a field component (an icon and a field in a styled row), whose label is its caller's to place.
    /// The property or function of a view, other than `body`, whose view the field is part of.
    static func enclosingHelper(of field: SyntaxNode) -> SyntaxNode? {
        var current = field.parent
        while let next = current, next.kind != .declaration { current = next.parent }
        guard let helper = current, !helper.isTypeDeclaration, helper.name != "body",
            let type = helper.enclosingType, !type.isExtension
        else { return nil }
        return helper
    }

    /// Whether `view` is a helper of this file that builds a text field (`passwordField`,
    /// `emailRow()`): a field above, whose label was its own.
    static func isFieldHelper(_ view: SyntaxNode) -> Bool {
        guard view.kind == .reference || (view.kind == .call && view.arguments.isEmpty), let name = view.name else {
            return false
        }
        return view.tree.memoized("keep-visible-label.field-helper.\(name)") {
            view.tree.declarations(named: name).contains { declaration in
                !declaration.isTypeDeclaration
                    && declaration.descendants().contains { $0.kind == .call && FieldNaming.isTextField($0) }
            }
        }
    }

    /// Whether the field is in a view's `body` that also shows helpers of this file building fields:
    /// one field of a screen, not a component.
    static func bodyUsesFieldHelpers(_ field: SyntaxNode) -> Bool {
        var current = field.parent
        while let next = current, next.kind != .declaration { current = next.parent }
        guard let body = current, body.name == "body" else { return false }
        return body.descendants().contains(where: isFieldHelper)
    }

    static func isFieldComponent(_ field: SyntaxNode) -> Bool {
        FieldNaming.isComponent(field, kind: "text-field", counting: FieldNaming.isTextField)
    }

    /// An `.overlay` or `.background` with a `Text` in it: a floating label drawn over the field.
    static func drawsText(_ modifier: SyntaxNode) -> Bool {
        (modifier.isNamed("overlay") || modifier.isNamed("background"))
            && modifier.descendants().contains { $0.kind == .call && $0.isView("Text") }
    }

    /// Whether a header's literal words are the field's literal title, letter case aside.
    static func saysTitle(of field: SyntaxNode, header: String?) -> Bool {
        guard let header, let title = field.argument(nil)?.stringValue else { return false }
        return title.lowercased().trimmed() == header.lowercased().trimmed()
    }

    /// Inside an alert, dialog, toolbar, overlay or background closure, a `ZStack`, or a `Section`
    /// with a header.
    static func isInContext(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next.kind == .modifier, contexts.contains(where: { next.isNamed($0) }) { return true }
            // A ZStack that draws text beside the field (a floating label), not one that only draws a
            // background behind a screen.
            if next.isView("ZStack"), let content = next.trailingClosure(nil),
                content.children.contains(where: { $0.isView("Text") })
            {
                return true
            }
            // A Section's header names the one field in it; with several, each still needs its own,
            // but the one the header's words title (`Section(header: Text("PASSWORD")) {
            // TextField("Password", …); TextField("Password again", …) }`, rw23 #13).
            if next.isView("Section"),
                next.arguments.first.map({ $0.labelToken == nil || $0.hasLabel("header") }) == true
                    || next.trailingClosure("header") != nil,
                FieldNaming.fieldsShownAtOnce(in: next) == 1
                    || (Self.saysTitle(of: node, header: PolicyChoiceVisibleLabel.sectionHeader(next))
                        // The first field, right under the header (under "Nom" over "Prénom" and
                        // "Nom", the header is the group's, not the second field's).
                        && next.descendants().first(where: { $0.kind == .call && FieldNaming.isTextField($0) }) == node)
            {
                return true
            }
            if next.kind == .declaration { return false }
            current = next.parent
        }
        return false
    }

    /// Inside a `Form`, written around the field or around the uses of the helper that builds it
    /// (rw16, Plash: `Form { topView }` with the fields in `var topView: some View { Section { … } }`).
    static func isInForm(_ node: SyntaxNode) -> Bool {
        FieldNaming.isInside(["Form"], node)
    }

    /// A stack with a text field somewhere in it: a row of its own, with its own label.
    static func containsField(_ view: SyntaxNode) -> Bool {
        view.kind == .call && stacks.contains(where: { view.isView($0) })
            && view.descendants().contains(where: FieldNaming.isTextField)
    }

    /// Whether a `Text`'s words spell the data the field holds, as `field --type` reads them.
    static func namesTheData(of field: SyntaxNode, _ text: SyntaxNode) -> Bool {
        guard let words = text.argument(nil)?.value?.stringValue, let held = TextFieldTraits.of(field)?.type,
            let named = DataType.resolveLabel(TextFieldTraits.withoutParenthetical(Inference.strippedLabel(words)))
        else { return false }
        return named == held
    }

    /// A `Text` that heads the screen or explains it rather than naming a field: a heading
    /// (`FieldNaming.isHeading`), or a sentence of instructions (more than five words ending in "." or
    /// "!": "Enter your details to sign in.").
    static func isHeading(_ text: SyntaxNode) -> Bool {
        if let words = text.argument(nil)?.value?.stringValue?.trimmed(), let last = words.last,
            last == "." || last == "!", words.split(separator: " ").count > 5
        {
            return true
        }
        return FieldNaming.isHeading(text)
    }

    /// Whether an `if` before a field draws only an error: no field in it, and its condition names an
    /// error (`if !errors.isEmpty`, `if let emailError`) or every `Text` it shows is red.
    static func showsOnlyAnError(_ statement: SyntaxNode) -> Bool {
        let inside = statement.descendants().filter { $0.kind == .call }
        let texts = inside.filter { $0.isView("Text") || $0.isView("Label") }
        guard !texts.isEmpty, !inside.contains(where: FieldNaming.isTextField) else { return false }
        let tree = statement.tree
        // With an `else` (`if showErrors { Text("Email").red } else { Text("Email") }`, rev47) the
        // condition says only how the words look: every one of them must be red.
        let branches = statement.children.filter { $0.kind == .block }
        if branches.count == 1, let branch = branches.first,
            branch.firstToken > statement.firstToken,
            !ErrorQueries.errorMentions(in: tree, from: statement.firstToken, through: branch.firstToken - 1).isEmpty
        {
            return true
        }
        return texts.allSatisfy { text in
            text.modifiers.contains { modifier in
                (modifier.isNamed("foregroundColor") || modifier.isNamed("foregroundStyle"))
                    && ["red", "systemRed"].contains { modifier.text.contains($0) }
            }
        }
    }

    /// A view before the field that may be its label: in its stack, past icons and spacers before it
    /// in a row; or, when the field opens its stack, before that stack. Anything but a known non-label
    /// counts (a custom `FieldLabel("Email")` may well be one).
    static func hasLabelBefore(_ field: SyntaxNode) -> Bool {
        var view = field
        while true {
            // The views beside this one: its closure's or block's, or the file's top level (a snippet).
            let parent = view.parent
            if let parent, parent.kind != .closure && parent.kind != .block { return false }
            let siblings = parent?.children ?? view.tree.roots
            guard let index = siblings.position(of: view) else { return true }
            let row = parent?.parent.map { $0.isView("HStack") || $0.isView("LazyHStack") } ?? false
            for previous in siblings[..<index].reversed() {
                // A snippet's properties and functions sit at its top level too: they draw nothing.
                if previous.kind == .declaration { continue }
                // A field above this one: a label before it was that field's own. In a row, one label
                // may stand before two fields ("Name": first, last).
                if !row, FieldNaming.isTextField(previous) || containsField(previous) { return false }
                // A text editor above: a label before it was the editor's.
                if !row, previous.isView("TextEditor") { return false }
                // A helper of this file that builds a field above (`passwordField`): the same (rw23 #6).
                if !row, Self.isFieldHelper(previous) { return false }
                if previous.kind == .call, notLabels.contains(where: { previous.isView($0) }) { continue }
                // `if !errors.isEmpty { Text(errors.joined(…)).foregroundColor(.red) }` above the field
                // shows only after a failed submit and says what went wrong, not what the field is (rw18).
                if previous.kind == .ifStatement, Self.showsOnlyAnError(previous) { continue }
                // A heading ("Welcome back" in a title font) names the screen, not the field below it.
                // Big words that name the field's own data ("Password" in 30 pt over a password field)
                // are its label, however large (rw19).
                if previous.isView("Text"), isHeading(previous), !namesTheData(of: field, previous) { continue }
                // "Sign up" above the screen's first field names the screen (rw17).
                if previous.isView("Text"), let words = previous.argument(nil)?.value?.stringValue,
                    FieldNaming.namesTheScreen(words, above: field)
                {
                    continue
                }
                if previous.kind == .call, stacks.contains(where: { previous.isView($0) }) {
                    // A stack of controls before the field labels nothing; one with text (and, in a row,
                    // no field) in it may be a label row.
                    let inside = previous.descendants().filter { $0.kind == .call }
                    // A stack of a text editor and its own label ("System prompt" over a TextEditor):
                    // that label was the editor's (the fifth real-code review).
                    if !row, inside.contains(where: { $0.isView("TextEditor") }) { return false }
                    if !inside.contains(where: FieldNaming.isTextField), inside.contains(where: { $0.isView("Text") }) {
                        return true
                    }
                    continue
                }
                return true
            }
            guard let parent else { return false }
            // The field opens its stack: what comes before the stack may label it. The first view of an
            // `if` branch has what is before the `if` before it.
            if parent.kind == .block, let (statement, _, _) = FieldNaming.ifOpened(by: parent) {
                view = statement
                continue
            }
            guard let stack = parent.parent, stack.kind == .call, stacks.contains(where: { stack.isView($0) })
            else { return false }
            view = stack
        }
    }
}
