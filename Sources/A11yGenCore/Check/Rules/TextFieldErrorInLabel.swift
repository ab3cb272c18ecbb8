/// `text-field.error-in-label`: a `TextField`/`SecureField` with a validation error shown right after
/// it whose accessible name is fixed, so VoiceOver never says the error with the field's name (card
/// 000, Must Have: "append the error text to the field's accessibility label dynamically").
///
/// The error shown: a `Text` or `Label` in the same container, after the field and before the next
/// control (a field, a `Button`: an error after the submit button is the form's; a row that holds only
/// the field beside an icon or a label is left for what follows it), that shows an error name (`Text(emailError)`, `Label(error, systemImage: …)`), or a
/// literal error message under an `if` on one (`if showError { Text("Invalid email") }`)
/// (`ErrorQueries`); an error named for another field (`emailError` after the ZIP field) is that
/// field's. A fixed name: the last `.accessibilityLabel`, or the title when there is none,
/// is a plain string literal or `Text("…")`, or a property or constant declared in this file whose
/// declaration mentions no error (`let fieldHeadline: String`).
///
/// Also reported: an error icon with no words drawn on the field itself, or a status icon beside it
/// whose symbol a validity flag chooses (`ErrorIcon`), with a fixed name: VoiceOver never hears that
/// error either.
///
/// Left alone: a name that mentions an error (`.accessibilityLabel(emailName)` where `emailName`
/// appends it, `emailError.map { … } ?? "Email"`, a `LabeledContent` whose label shows the error); a
/// name built at run time or declared in another file; a hint or value that speaks the error
/// (`text-field.no-error-only-in-hint` and `text-field.no-error-in-value` report those); chains with
/// `.accessibilityElement`, `.accessibilityHidden` or `.accessibilityRepresentation`, and fields inside
/// a container that makes one element of its children (`.accessibilityElement(children: .combine)`).
public struct TextFieldErrorInLabel: CheckRule {
    public let id = RuleID.errorInLabel
    public let help =
        "Append the error to the field's name while it shows: .accessibilityLabel(error.map { \"<label>, \\($0)\" } ?? \"<label>\"), so VoiceOver says \"Email, Enter a valid email address.\" on the field."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField"]) }

    static let newElement: [StaticString] = [
        "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation", "accessibilityChildren",
    ]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") else { return [] }
        let tree = context.tree
        var label: SyntaxNode?
        for modifier in node.modifiers {
            if Self.newElement.contains(where: { modifier.isNamed($0) }) { return [] }
            if modifier.isNamed("accessibilityLabel") { label = modifier }
            // The hint and value rules report an error spoken there.
            if modifier.isNamed("accessibilityHint") || modifier.isNamed("accessibilityValue"),
                let first = modifier.arguments.first, let last = modifier.arguments.last,
                !ErrorQueries.errorMentions(in: tree, from: first.firstToken, through: last.lastToken, spokenOnly: true)
                    .isEmpty
            {
                return []
            }
        }
        let after = Self.errorShownAfter(node, tree: tree)
        let shown = after ?? Self.errorShownAbove(node, tree: tree)
        let icon = shown == nil ? Self.errorIcon(on: node, tree: tree) : nil
        guard shown != nil || icon != nil, !TextFieldNoErrorOnlyInHint.nameCarriesError(node, tree: tree),
            !Self.insideCombinedElement(node)
        else { return [] }
        if label == nil, let labeled = Self.namingLabeledContent(of: node) {
            return checkLabeledContent(labeled, field: node, shown: shown, tree: tree)
        }
        let name: SyntaxArgument?
        if let label {
            name = label.arguments.first
        } else {
            name = node.arguments.first.flatMap { $0.labelToken == nil ? $0 : nil }
        }
        guard let name else { return [] }
        let kind = node.name ?? "TextField"
        guard let spoken = Self.fixedName(name, tree: tree) else {
            return Self.messagesLeftOut(of: name, label: label, shown: shown, field: node, tree: tree).map {
                [$0]
            } ?? []
        }
        // The name the fix writes: the label people see beside the field when its title says
        // something else (`Text(title)` above `TextField(placeholder, …)`, which
        // text-field.accessible-name reports), so that following this fix does not keep the wrong name.
        let written = Self.writtenName(of: node)
        guard let shown else {
            let icon = icon!
            let label = written
            let named = "\"\(label), <error>\""
            let plain = "\"\(label)\""
            let choice = icon.shownWhenTrue ? "\(named) : \(plain)" : "\(plain) : \(named)"
            let state = "\(icon.shownWhenTrue ? "when" : "unless") \(icon.condition)"
            return [
                finding(
                    at: node.offset,
                    icon.beside
                        ? "the icon beside this \(kind) shows an error by its symbol alone (\(state)), and no words say it: the field's name (\(spoken)) leaves it out, so VoiceOver says the field without it, when focus moves to it and on every visit"
                        : "the error icon shown on this \(kind) (\(state)) is not part of its name (\(spoken)), and no words say the error: VoiceOver says the field without it, when focus moves to it and on every visit",
                    fix: icon.beside
                        ? "say the error in words, under the field and in its name while the icon shows it: .accessibilityLabel(\(icon.condition) ? \(choice)), with <error> what is wrong and how to fix it; then hide the icon from VoiceOver (.accessibilityHidden(true)), which the name now says"
                        : "say the error in words, under the field and in its name while the icon shows: .accessibilityLabel(\(icon.condition) ? \(choice)), with <error> what is wrong and how to fix it"
                )
            ]
        }
        // Named for no field, after the last of several fields and before a button of the same stack
        // (`if let errorMessage = viewModel.errorMessage { Text(errorMessage) }; Button("Login") { … }`,
        // rw23 #4): most likely the form's own error, set by that button, which VoiceOver stays on.
        let appended = "append the error to the name while it shows: \(shown.fix(label: written))"
        let fix =
            Self.mayBeTheFormsError(shown, field: node, tree: tree)
            ? "if it is the form's error (a failed sign-in the button reports), VoiceOver stays on the button and never hears it: announce it when it appears (AccessibilityNotification.Announcement in .onChange of it) or move VoiceOver focus to it with @AccessibilityFocusState; if it is this field's, \(appended)"
            : appended
        return [
            finding(
                at: node.offset,
                "the error (\(shown.text)) shown \(after == nil ? "above" : "after") this \(kind) is not part of its name (\(spoken)): VoiceOver says the field without its error, when focus moves to it and on every visit",
                fix: fix
            )
        ]
    }

    /// Whether the error shown after `field` may be the whole form's: named for no field
    /// (`errorMessage`), in a view of several text fields, with a `Button` after the field in the
    /// stack that holds them.
    static func mayBeTheFormsError(_ shown: Shown, field: SyntaxNode, tree: SyntaxTree) -> Bool {
        let last = shown.text.split(separator: ".").last.map(String.init) ?? shown.text
        guard subject(of: last) == nil, let type = field.enclosingType,
            type.descendants().filter({ $0.kind == .call && FieldNaming.isTextField($0) }).count > 1
        else { return false }
        // The field's item in its stack, and a button after it there.
        var item = field
        while let parent = item.parent, parent.kind != .closure { item = parent }
        guard let container = item.parent, let index = container.children.position(of: item) else { return false }
        return container.children.dropFirst(index + 1).contains { $0.kind == .call && $0.isView("Button") }
    }

    /// A name built from the errors the chain under the field shows (`.accessibilityLabel(!isTaken ?
    /// "Username, Taken" : "Username")`) that says some of its fixed messages and not others: while
    /// a message left out shows, VoiceOver says the field without it (rev46). A name that says none of
    /// them is built elsewhere (a view model's property) and is not judged.
    static func messagesLeftOut(
        of name: SyntaxArgument, label: SyntaxNode?, shown: Shown?, field: SyntaxNode, tree: SyntaxTree
    ) -> CheckFinding? {
        guard label != nil, let shown else { return nil }
        let written = tree.text(from: name.firstToken, through: name.lastToken)
        let messages = ([shown.text] + shown.laterBranches.map(\.text)).filter {
            $0.hasPrefix("\"") && !$0.hasPrefix("\"\"\"") && $0.count > 2
        }
        let said = messages.filter { written.contains($0.dropFirst().dropLast()) }
        guard !said.isEmpty, said.count < messages.count else { return nil }
        let missing = messages.filter { !said.contains($0) }
        let kind = field.name ?? "TextField"
        // The field's own words, not the name built from the messages.
        let title = field.arguments.first.flatMap { $0.labelToken == nil ? $0 : nil }
        let label = visibleLabelInLiteral(before: field) ?? title.map(labelInLiteral) ?? "<label>"
        return TextFieldErrorInLabel().finding(
            at: field.offset,
            "the \(missing.count == 1 ? "error" : "errors") \(missing.joined(separator: ", ")) shown after this \(kind) \(missing.count == 1 ? "is" : "are") not part of its name, which says the others: while \(missing.count == 1 ? "it shows" : "one of them shows"), VoiceOver says the field without its error",
            fix: "say every message of the chain in the name, in the chain's order: \(shown.fix(label: label))")
    }

    /// The `LabeledContent` whose content is the field (`LabeledContent("Email") { TextField("", …) }`):
    /// its label names the field.
    static func namingLabeledContent(of field: SyntaxNode) -> SyntaxNode? {
        guard let closure = field.parent, closure.kind == .closure, let labeled = closure.parent, labeled.kind == .call,
            labeled.isView("LabeledContent"), FieldNaming.content(of: labeled) == closure
        else { return nil }
        return labeled
    }

    /// A field a `LabeledContent` names, its error shown after the `LabeledContent` while its label
    /// stays fixed (a title, or a label view that mentions no error): VoiceOver names the field by
    /// that label alone. The fix shows the error inside the label, as a11y-gen's labeled-content
    /// output does, since an `.accessibilityLabel` over a `LabeledContent`'s name is
    /// text-field.no-label-over-labeled-content's finding.
    func checkLabeledContent(_ labeled: SyntaxNode, field: SyntaxNode, shown: Shown?, tree: SyntaxTree)
        -> [CheckFinding]
    {
        guard let shown else { return [] }
        let title: String
        if let first = labeled.arguments.first, first.labelToken == nil {
            guard let spoken = Self.fixedName(first, tree: tree) else { return [] }
            title = spoken
        } else {
            let label = labeled.trailingClosure("label") ?? labeled.argument("label")?.value
            guard let label, label.kind == .closure,
                ErrorQueries.errorMentions(in: tree, from: label.firstToken, through: label.lastToken).isEmpty,
                let text = label.children.first(where: { $0.isView("Text") })?.arguments.first?.stringValue
            else { return [] }
            title = "\"\(text)\""
        }
        let kind = field.name ?? "TextField"
        // The error as written under a flag or an emptiness test (`model.emailError`), by the name an
        // `if let` binds otherwise.
        let show: String
        if let flag = shown.flag {
            show = "if \(flag) { Text(\(shown.text)) }"
        } else if shown.isPlainString {
            show = "if !\(shown.text).isEmpty { Text(\(shown.text)) }"
        } else {
            show =
                shown.name == shown.text
                ? "if let \(shown.name) { Text(\(shown.name)) }"
                : "if let \(shown.name) = \(shown.text) { Text(\(shown.name)) }"
        }
        // Shown in the content, beside the field, or after the whole LabeledContent.
        let content = FieldNaming.content(of: labeled)
        let inside =
            content.map { content in
                field.lastToken < content.lastToken
                    && tree.text(from: field.lastToken + 1, through: content.lastToken).contains(shown.text)
            } ?? false
        let place =
            inside ? "beside this \(kind) inside the LabeledContent" : "after the LabeledContent around this \(kind)"
        return [
            finding(
                at: field.offset,
                "the error (\(shown.text)) shown \(place) is not part of the field's name (\(title), the LabeledContent's label): VoiceOver says the field without its error, when focus moves to it and on every visit",
                fix:
                    "show the error inside the LabeledContent's label, which names the field: LabeledContent { \(kind)(…) } label: { Text(\(title.hasPrefix("\"") ? title : "<label>")); \(show) }"
            )
        ]
    }

    /// A fixed name as the message shows it (`"Email"`, `'fieldHeadline', which holds no error`), or nil when the name
    /// mentions an error or cannot be read here.
    static func fixedName(_ name: SyntaxArgument, tree: SyntaxTree) -> String? {
        guard ErrorQueries.errorMentions(in: tree, from: name.firstToken, through: name.lastToken).isEmpty,
            let value = name.value
        else { return nil }
        if value.kind == .string {
            guard let text = value.stringValue, !value.text.contains("\\(") else { return nil }
            return "\"\(text)\""
        }
        if value.isView("Text"), let text = value.arguments.first?.stringValue, !value.text.contains("\\(") {
            return "\"\(text)\""
        }
        // `Text(title ?? placeholder)`, as a design system writes it: the properties inside.
        if value.isView("Text"), value.arguments.count == 1, let inner = value.arguments.first,
            inner.labelToken == nil
        {
            return fixedProperties(from: inner.firstToken, through: inner.lastToken, tree: tree)
        }
        guard value.kind == .reference, value.modifiers.isEmpty, name.firstToken == name.lastToken else { return nil }
        return fixedProperties(from: name.firstToken, through: name.lastToken, tree: tree)
    }

    /// A property or constant declared in this file, or several joined by `??` (`title ?? placeholder`):
    /// fixed when no declaration mentions an error.
    static func fixedProperties(from first: Int32, through last: Int32, tree: SyntaxTree) -> String? {
        var identifiers: [String] = []
        for index in first...last {
            if tree.tokens[Int(index)].kind == .identifier {
                identifiers.append(tree.text(ofToken: index))
            } else if !tree.token(index, is: "??") || index == first || index == last {
                return nil
            }
        }
        for identifier in identifiers {
            let declared = tree.declarations(named: identifier).filter { !$0.isTypeDeclaration }
            guard !declared.isEmpty,
                declared.allSatisfy({
                    ErrorQueries.errorMentions(in: tree, from: $0.firstToken, through: $0.lastToken).isEmpty
                })
            else { return nil }
        }
        return "'\(tree.text(from: first, through: last))', which holds no error"
    }

    /// The label shown just before the field, as it goes inside a string literal of the fix, when
    /// the field's title is not it: `Text("Email")` (words, not a heading) or `Text(title)` above
    /// `TextField(placeholder, …)`.
    static func visibleLabelInLiteral(before field: SyntaxNode) -> String? {
        if let (_, label, _) = FieldNaming.runtimeLabel(before: field) { return "\\(\(label))" }
        guard let words = FieldNaming.labelBefore(field)?.label, !words.contains("\""), !words.contains("\\"),
            field.arguments.first?.value?.stringValue != words
        else { return nil }
        return words
    }

    /// The name a fix writes for `field`, inside a string literal: its last `.accessibilityLabel` (the
    /// name VoiceOver speaks now), else the label people see beside it when its title says something
    /// else (`Text("Email address")` above `TextField("name@example.com", …)`), else its title;
    /// `<label>` when none can be written.
    static func writtenName(of field: SyntaxNode) -> String {
        if let label = field.modifiers.last(where: { $0.isNamed("accessibilityLabel") })?.arguments.first {
            return labelInLiteral(label)
        }
        let title = field.arguments.first.flatMap { $0.labelToken == nil ? $0 : nil }
        return visibleLabelInLiteral(before: field) ?? title.map(labelInLiteral) ?? "<label>"
    }

    /// The field's fixed name as it goes inside a string literal of the fix (`Email`, `\(fieldHeadline)`),
    /// or `<label>` when it cannot be written there as is (a raw or multi-line literal) or is empty
    /// (the fix would give the field a blank name whenever no error shows).
    static func labelInLiteral(_ name: SyntaxArgument) -> String {
        guard let value = name.value else { return "<label>" }
        let literal = value.kind == .string ? value : value.isView("Text") ? value.arguments.first?.value : nil
        if let literal {
            let text = literal.text
            guard text.hasPrefix("\""), !text.hasPrefix("\"\"\""), text.hasSuffix("\""), text.count > 2 else {
                return "<label>"
            }
            // "Email Text Field": the fix writes the name text-field.no-control-type-in-label asks for.
            let inner = String(text.dropFirst().dropLast())
            if let phrase = TextFieldNoControlTypeInLabel.controlTypeSuffix(of: inner) {
                let name = String(TextFieldNoControlTypeInLabel.trimmed(inner).dropLast(phrase.count)).trimmed()
                if name.contains(where: { $0.isLetter }) { return name }
            }
            return inner
        }
        if value.kind == .reference, value.modifiers.isEmpty { return "\\(\(value.text))" }
        // `Text(title ?? placeholder)`: the expression inside.
        if value.isView("Text"), value.arguments.count == 1, let inner = value.arguments.first, inner.labelToken == nil,
            !inner.text.contains("\""), !inner.text.contains("\n")
        {
            return "\\(\(inner.text))"
        }
        return "<label>"
    }

    /// An error icon drawn on the field itself, in an `.overlay` or `.background`, that appears on a
    /// validity flag: `.opacity(hasError ? 1 : 0)` on the icon, `if !isValid { Image(…) }` around it, or
    /// the `else` of `if isValid { checkmark } else { warning }`.
    /// The error is a shape there, so `text-field.no-color-only-error` leaves it alone, but it has no
    /// words, and VoiceOver never hears it with the field's name (found in real code: a validated
    /// field whose caption only turned red beside such an icon).
    struct ErrorIcon {
        /// The condition as written (`hasError`, `!viewModel.isValid`).
        var condition: String
        /// Whether the icon shows when the condition holds.
        var shownWhenTrue: Bool
        /// Drawn beside the field in its row, not on it: an element VoiceOver visits on its own.
        var beside = false
    }

    /// The field's error icon, when its condition is one flag, negated or not, whose name says
    /// whether it is an error (`hasError`, `isInvalid`) or valid (`isValid`), and the icon shows when
    /// that flag means an error. Left alone: conditions joining several values (`a && !isValid`,
    /// `count == 0`), where which state shows the icon is a guess, and icons a valid value shows.
    static func errorIcon(on field: SyntaxNode, tree: SyntaxTree) -> ErrorIcon? {
        for modifier in field.modifiers where TextFieldNoColorOnlyError.showsIcon(modifier) {
            for node in modifier.descendants() {
                var condition: (first: Int32, last: Int32)?
                var shownWhenTrue = true
                if node.kind == .modifier, node.isNamed("opacity"), let argument = node.arguments.first,
                    let (question, _) = tree.simpleTernary(from: argument.firstToken, through: argument.lastToken)
                {
                    condition = (argument.firstToken, question - 1)
                    // `hasError ? 1 : 0`: shown on the branch that is not zero.
                    let whenTrue = tree.text(ofToken: question + 1)
                    shownWhenTrue = !(whenTrue == "0" || whenTrue == "0.0")
                } else if node.kind == .ifStatement, let branch = node.children.first, branch.kind == .block,
                    branch.firstToken > node.firstToken + 1
                {
                    func showsIcon(_ block: SyntaxNode) -> Bool {
                        block.descendants().contains { $0.isView("Image") || $0.isView("Label") }
                    }
                    // `if let phoneError { warning }` (or `if let message = model.phoneError`): shown
                    // while the error is set, which the fix writes as `phoneError != nil`.
                    if tree.token(node.firstToken + 1, is: "let") || tree.token(node.firstToken + 1, is: "var") {
                        let bound = node.firstToken + 2
                        let source =
                            tree.token(bound + 1, is: "=") ? (bound + 2, branch.firstToken - 1) : (bound, bound)
                        guard showsIcon(branch), source.0 <= source.1,
                            let name = nameBefore(source.1 + 1, from: source.0, tree: tree),
                            ErrorQueries.isErrorName(name)
                        else { continue }
                        return ErrorIcon(
                            condition: tree.text(from: source.0, through: source.1) + " != nil", shownWhenTrue: true)
                    }
                    // `if isValid { checkmark } else { warning }`: a plain `else` shows its icon when
                    // the condition fails.
                    let written = (node.firstToken + 1, branch.firstToken - 1)
                    let otherwise = node.children.count == 2 ? node.children[1] : nil
                    if showsIcon(branch) { condition = written }
                    if let otherwise, otherwise.kind == .block, tree.token(otherwise.firstToken - 1, is: "else"),
                        showsIcon(otherwise), flagMeansError(tree, written.0, written.1) == false
                    {
                        condition = written
                        shownWhenTrue = false
                    }
                }
                guard let (first, last) = condition, let errorWhenTrue = flagMeansError(tree, first, last) else {
                    continue
                }
                guard shownWhenTrue == errorWhenTrue else { continue }
                return ErrorIcon(condition: tree.text(from: first, through: last), shownWhenTrue: shownWhenTrue)
            }
        }
        return statusIcon(beside: field, tree: tree)
    }

    /// A status icon right after the field in its row (`HStack { TextField(…); Image(systemName:
    /// isValidEmail ? "checkmark.circle" : "x.circle") }`, rw21 #7) whose symbol a validity flag
    /// chooses: the error is a shape there, which text-field.no-color-only-error accepts, but no words
    /// say it and VoiceOver meets the icon, if at all, as a separate element after the field. An icon
    /// with accessibility modifiers of its own is left alone, as are symbols a condition of several
    /// values chooses.
    static func statusIcon(beside field: SyntaxNode, tree: SyntaxTree) -> ErrorIcon? {
        guard let row = field.parent, row.kind == .closure, let stack = row.parent, stack.kind == .call,
            stack.isView("HStack") || stack.isView("ZStack"), let position = row.children.position(of: field),
            position + 1 < row.children.count
        else { return nil }
        let icon = row.children[position + 1]
        guard icon.isView("Image"), let symbol = icon.argument("systemName"),
            !icon.modifiers.contains(where: { $0.name?.hasPrefix("accessibility") == true }),
            let (question, colon) = tree.simpleTernary(from: symbol.firstToken, through: symbol.lastToken),
            tree.tokens[Int(question + 1)].kind == .string, tree.tokens[Int(colon + 1)].kind == .string,
            tree.text(ofToken: question + 1) != tree.text(ofToken: colon + 1),
            let errorWhenTrue = flagMeansError(tree, symbol.firstToken, question - 1)
        else { return nil }
        return ErrorIcon(
            condition: tree.text(from: symbol.firstToken, through: question - 1), shownWhenTrue: errorWhenTrue,
            beside: true)
    }

    /// For a condition that is one flag (`hasError`, `!isValid`, `viewModel.isInvalid`), or an
    /// optional error compared with nil (`phoneError != nil`, `model.emailError == nil`): whether it
    /// holds when there is an error; nil for anything else.
    static func flagMeansError(_ tree: SyntaxTree, _ first: Int32, _ last: Int32) -> Bool? {
        var index = first
        var negated = false
        if tree.tokens[Int(index)].kind == .op, tree.text(ofToken: index) == "!" {
            negated = true
            index += 1
        } else if last > first + 1, tree.text(ofToken: last) == "nil",
            tree.token(last - 1, is: "==") || tree.token(last - 1, is: "!=")
        {
            // `error == nil` holds when there is none; only an error's name counts here.
            guard let name = nameBefore(last - 1, from: first, tree: tree), ErrorQueries.isErrorName(name) else {
                return nil
            }
            return tree.token(last - 1, is: "!=")
        }
        // A dotted name: identifiers joined by periods, nothing else.
        guard let name = nameBefore(last + 1, from: index, tree: tree), ErrorQueries.isValidityName(name) else {
            return nil
        }
        return ErrorQueries.isErrorName(name) != negated
    }

    /// The last identifier of a dotted name that runs from `first` to just before `end`
    /// (`model.phoneError` before `!=`), or nil when anything else is there.
    static func nameBefore(_ end: Int32, from first: Int32, tree: SyntaxTree) -> String? {
        var name: String?
        var index = first
        while index < end {
            let kind = tree.tokens[Int(index)].kind
            guard kind == .identifier || (kind == .period && name != nil && index < end - 1) else { return nil }
            if kind == .identifier { name = tree.text(ofToken: index) }
            index += 1
        }
        return name
    }

    /// The views after which an error shown belongs to them, not to the field before them.
    static let controls: [StaticString] = [
        "TextField", "SecureField", "TextEditor", "Button", "Toggle", "Picker", "DatePicker", "Stepper", "Slider",
        "Menu", "Link", "NavigationLink", "ProgressView",
    ]

    /// An error shown: the error name (`emailError`), or a fixed message with the flag that shows it.
    struct Shown {
        var text: String
        var flag: String?
        /// Declared in this file as a `String` that is empty when there is no error (`= ""`).
        var isPlainString = false
        /// Declared in this file as words SwiftUI localizes (`LocalizedStringKey`, `Text`, optional
        /// or not): the fix builds a `Text` by interpolating `Text`s (`Text + Text` is deprecated
        /// in the 26 SDKs), since a `String` would hold the key's debug description and speak the
        /// label's key unlocalized.
        var localized: Localized? = nil

        enum Localized { case key, text }
        /// What the `Text` shows of the error, after its name: `.localizedDescription`, or nothing.
        var member = ""
        /// The name an `if let` binds and what it unwraps, when the message (a literal) interpolates
        /// that name: `("error", "weightError")` for `if let error = weightError { Text("\(error)") }`.
        var binding: (name: String, source: String)? = nil
        /// Fixed messages the `else if` branches after this one show, each with its test: the name
        /// says whichever shows (`laterBranches(after:below:field:tree:)`).
        var laterBranches: [(flag: String, text: String)] = []
        /// The pattern that binds the error, when an `if case` does (`case .invalid(let error) =
        /// status`): the name exists only inside that `if`, so the fix matches the pattern again.
        var casePattern: String? = nil

        /// Makes the branches of the `if` chain before this one (`earlierBranches`) its head, this one
        /// their first later branch: the name says whichever message shows, in the chain's order.
        /// Branches before that show something else (a progress line) stay out of the name, but
        /// their tests do not: this one's message shows only while each of them is false (rev47).
        mutating func startChain(at earlier: EarlierBranches?) {
            guard let earlier, let flag, binding == nil else { return }
            switch earlier {
            case .errors(let earlier):
                guard let head = earlier.first else { return }
                laterBranches = Array(earlier.dropFirst()) + [(flag, text)] + laterBranches
                self.flag = head.flag
                text = head.text
            case .otherViews(let tests):
                func guarded(_ test: String) -> String {
                    // A test the branch's own already says (`else if emailError != nil` after `if
                    // emailError == nil`) is not said twice.
                    let own = test.pieces(separatedBy: " && ")
                    let none = tests.map(TextFieldErrorInLabel.negation(of:)).filter { !own.contains($0) }
                    guard !none.isEmpty else { return test }
                    let grouped = test.contains("||") || test.contains("?") ? "(\(test))" : test
                    return (none + [grouped]).joined(separator: " && ")
                }
                self.flag = guarded(flag)
                laterBranches = laterBranches.map { (guarded($0.flag), $0.text) }
            }
        }

        /// A name for the error inside an `if let`: the last member of what is shown
        /// (`emailError`, `model.emailError`), or `message` for anything else
        /// (`model.errors[.email]`).
        var name: String {
            let last = text.split(separator: ".").last.map(String.init) ?? text
            return last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !last.isEmpty ? last : "message"
        }

        /// The error as a `Text` to interpolate: a key wrapped, a `Text` as it is.
        func asText(_ error: String) -> String { localized == .key ? "Text(\(error))" : error }

        /// The name the fix writes: `emailError.map { … } ?? …`, `errorMessage.isEmpty ? … : …`, or
        /// `showError ? … : …`.
        /// `label`: the field's name as it goes inside a string literal.
        func fix(label: String) -> String {
            // Localization keys (`"email"`, then `Text(showError ? "" : "email_validation")`) stay
            // keys of their own: joined into one literal they would make a key no strings table has.
            // `if case .invalid(let error) = status { Text(error) }`: `error` is not in scope at the
            // field, so the name tests the same pattern (an `if` expression in a closure, Swift 5.9).
            if let casePattern {
                return
                    ".accessibilityLabel({ if \(casePattern) { \"\(label), \\(\(text)\(member))\" } else { \"\(label)\" } }())"
            }
            if let binding, text.hasPrefix("\""), !text.hasPrefix("\"\"\""), !FieldNaming.isLocalizationKey(label) {
                let message = String(text.dropFirst().dropLast())
                return
                    ".accessibilityLabel(\(binding.source).map { \(binding.name) in \"\(label), \(message)\" } ?? \"\(label)\")"
            }
            let literal = text.hasPrefix("\"") ? String(text.dropFirst().dropLast()) : nil
            // Keys anywhere in the chain make every message a `Text` of its own: a later branch's key
            // pasted into a String would be spoken as the key.
            let laterKeyed = laterBranches.contains { branch in
                branch.text.hasPrefix("\"") && FieldNaming.isLocalizationKey(String(branch.text.dropFirst().dropLast()))
            }
            let keyed =
                localized == nil
                && (FieldNaming.isLocalizationKey(label) || literal.map(FieldNaming.isLocalizationKey) == true
                    || laterKeyed)
            if flag == nil, isPlainString {
                guard keyed else {
                    return ".accessibilityLabel(\(text).isEmpty ? \"\(label)\" : \"\(label), \\(\(text)\(member))\")"
                }
                return
                    ".accessibilityLabel(\(text).isEmpty ? Text(\"\(label)\") : Text(\"\\(Text(\"\(label)\")), \\(Text(\(text)\(member)))\"))"
            }
            if localized != nil || keyed {
                // The error as a Text of its own: a Text interpolates a String, a key or a Text, not
                // any value (a custom error type, a LocalizedStringKey? without it would not compile).
                let error =
                    flag == nil ? "Text($0\(member))" : literal.map { "Text(\"\($0)\")" } ?? "Text(\(text)\(member))"
                func named(_ error: String) -> String { "Text(\"\\(Text(\"\(label)\")), \\(\(error))\")" }
                guard let flag else {
                    // `if let emailError { … } else if !isEmailValid { Text("error.email.invalid") }`: the
                    // later branches speak when there is no error to unwrap (rev46).
                    var otherwise = "Text(\"\(label)\")"
                    for (test, message) in laterBranches.reversed() {
                        otherwise = "\(test) ? \(named("Text(\(message))")) : \(otherwise)"
                    }
                    if !laterBranches.isEmpty { otherwise = "(\(otherwise))" }
                    return
                        ".accessibilityLabel(\(text).map { \(named(keyed ? error : asText("$0"))) } ?? \(otherwise))"
                }
                // Each branch's message while its test holds, in the `if`'s order (a later branch's
                // message is a literal, a key or words, and stays one `Text`); the label alone after them.
                var name = "Text(\"\(label)\")"
                let branches =
                    [(flag, keyed ? error : asText(text))] + laterBranches.map { ($0.flag, "Text(\($0.text))") }
                for (test, error) in branches.reversed() {
                    name = "\(test) ? \(named(error)) : \(name)"
                }
                return ".accessibilityLabel(\(name))"
            }
            func spoken(_ text: String) -> String {
                text.hasPrefix("\"") ? String(text.dropFirst().dropLast()) : "\\(\(text)\(member))"
            }
            guard let flag else {
                var otherwise = "\"\(label)\""
                for (test, message) in laterBranches.reversed() {
                    otherwise = "\(test) ? \"\(label), \(spoken(message))\" : \(otherwise)"
                }
                if !laterBranches.isEmpty { otherwise = "(\(otherwise))" }
                return ".accessibilityLabel(\(text).map { \"\(label), \\($0\(member))\" } ?? \(otherwise))"
            }
            // Each branch's message while its test holds, in the `if`'s order; the label alone after them.
            var name = "\"\(label)\""
            for (test, text) in ([(flag, text)] + laterBranches).reversed() {
                name = "\(test) ? \"\(label), \(spoken(text))\" : \(name)"
            }
            return ".accessibilityLabel(\(name))"
        }
    }

    /// The error shown right above `field` in its container (`if let usernameError { Text(usernameError) }`
    /// and then the field: rw16, Meine-Rezepte), after any control before it, when its name or its
    /// flag's says this field (an error named for no field there is a banner, or the field's above).
    /// The siblings are read back from the field to the control before it, so each field costs only
    /// the views between them.
    static func errorShownAbove(_ field: SyntaxNode, tree: SyntaxTree) -> Shown? {
        guard let container = field.parent, let index = container.children.position(of: field), index > 0 else {
            return nil
        }
        let helpers = controlHelpers(around: field, tree: tree)
        var before: [SyntaxNode] = []
        var previousField: SyntaxNode?
        for position in stride(from: index - 1, through: 0, by: -1) {
            let sibling = container.children[position]
            let nodes = [sibling] + sibling.descendants()
            if nodes.contains(where: { node in
                (node.kind == .call && controls.contains { node.isView($0) })
                    || ((node.kind == .call || node.kind == .reference) && node.name.map(helpers.contains) == true)
            }) {
                previousField = nodes.last(where: FieldNaming.isTextField)
                break
            }
            before.append(sibling)
        }
        guard case .shown(let shown) = scanViews(before.reversed(), field: field, tree: tree) else { return nil }
        // Between two fields an error is the first's, under it, when it can be theirs: `passwordError`
        // between "Password" and "Confirm password" (rev45).
        if let previousField, let above = errorShownAfter(previousField, tree: tree), above.text == shown.text {
            return nil
        }
        // Above the first field, a message whose name says no one's (`errorMessage`, `if showError`) is
        // the form's: a banner over it, not this field's error. Its name, or its flag's, must say the field.
        let names = ([shown.text] + (shown.flag.map { [$0] } ?? [])).flatMap { written in
            written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        }
        return names.contains { subject(of: $0) != nil && belongs($0, to: field, tree: tree) } ? shown : nil
    }

    /// The error shown after `field` in its container, as written (`emailError`, `"Invalid email"`),
    /// up to the next control.
    static func errorShownAfter(_ field: SyntaxNode, tree: SyntaxTree) -> Shown? {
        var item = field
        var twins: Set<Int32> = []
        // A field in a row of its own, with an icon or a label beside it (`HStack { Image(…);
        // TextField(…) }`), is followed by what follows the row. A stack that holds other controls
        // is a group of fields: an error after it may be the group's, so it is not left.
        for _ in 0..<4 {
            var hops = 0
            while let parent = item.parent, parent.kind != .closure, parent.kind != .block {
                if parent.kind == .declaration {
                    hops += 1
                    if hops > 4 { return nil }  // helpers that use each other
                    // `var body: some View { TextField(…); if let emailError { Text(emailError) } }`: the
                    // views of a view builder's top level follow one another as a stack's do.
                    if parent.name == "body" || isViewBuilder(parent, tree: tree),
                        parent.children.position(of: item) != nil
                    {
                        switch scanSiblings(after: item, in: parent, field: field, tree: tree) {
                        case .shown(let shown): return shown
                        case .stop: return nil
                        case .nothing: break
                        }
                    }
                    // A field a helper of this view builds (`private func cardField() -> some View {
                    // TextField(…) }`, firefox-ios's card form): what follows its one use follows the field.
                    guard let use = onlyUse(of: parent, tree: tree) else { return nil }
                    item = use
                    continue
                }
                item = parent
            }
            guard let container = item.parent else { return nil }
            switch scanSiblings(after: item, in: container, field: field, tree: tree) {
            case .shown(let shown): return shown
            case .stop: return nil
            case .nothing:
                // One field spelled two ways (`if isSecure { SecureField(…) } else { TextField(…) }`, the
                // reusable field's reveal switch): what follows the `if` follows the field.
                if let statement = fieldSwitch(around: container) {
                    item = statement
                    // Its other side is the same field, not another control in the stack around it
                    // (`Group { if isSecure { SecureField(…) } else { TextField(…) } }`, rw22 #2).
                    twins.formUnion(statement.descendants().map(\.index))
                    continue
                }
                // `Section { TextField(…) } footer: { if let emailError { Text(emailError) } }`, or
                // the older `Section(footer: Text(emailError ?? "")) { TextField(…) }`: a section of
                // this one field shows its error in the footer, under the field.
                if container.kind == .closure, let section = container.parent, section.kind == .call,
                    section.isView("Section"),
                    !section.descendants().contains(where: { node in
                        node != field && node.kind == .call && controls.contains { node.isView($0) }
                    })
                {
                    if let footer = section.trailingClosure("footer"), footer != container {
                        if case .shown(let shown) = scanViews(footer.children, field: field, tree: tree) {
                            return shown
                        }
                    } else if let footer = section.argument("footer"),
                        case .shown(let shown) = scanViews(footer.items, field: field, tree: tree)
                    {
                        return shown
                    }
                    return nil
                }
                // A stack, or the `LabeledContent` that names the field: what follows it follows the field.
                guard container.kind == .closure, let stack = container.parent, stack.kind == .call,
                    stacks.contains(where: { stack.isView($0) })
                        || (stack.isView("LabeledContent") && FieldNaming.content(of: stack) == container),
                    !stack.descendants().contains(where: { node in
                        node != field && !twins.contains(node.index) && node.kind == .call
                            && controls.contains { node.isView($0) }
                    })
                else { return nil }
                item = stack
            }
        }
        return nil
    }

    /// Whether `name` is a function the type around `call` declares (a helper that builds a view).
    static func isHelper(_ name: String, of call: SyntaxNode) -> Bool {
        guard let type = call.enclosingType else { return false }
        // The type's function names, found once per type (a long view has many calls to ask about).
        let functions = call.tree.memoized("error-in-label.view-functions.\(type.index)") {
            Set(type.descendants().filter { isViewBuilder($0, tree: call.tree) }.compactMap(\.name))
        }
        return functions.contains(name)
    }

    /// A function that returns a view: `-> some View`, or marked `@ViewBuilder` (a helper returning a
    /// `Color` or nothing, `underlineColor(_:)`, `logError(_:)`, shows no words).
    static func isViewBuilder(_ node: SyntaxNode, tree: SyntaxTree) -> Bool {
        guard ErrorQueries.isFunction(node) else { return false }
        let start = max(0, Int(node.firstToken) - 4)
        var index = Int(node.firstToken)
        while index <= Int(node.lastToken), tree.tokens[index].kind != .leftBrace { index += 1 }
        let signature = tree.text(from: Int32(start), through: Int32(max(start, index - 1)))
        return signature.firstRange(ofASCII: "some View") != nil || signature.firstRange(ofASCII: "ViewBuilder") != nil
    }

    /// Where the view uses `helper`, a function without parameters or a computed property of the same
    /// type (`cardField()`, `cardField`), when it uses it exactly once; nil otherwise.
    static func onlyUse(of helper: SyntaxNode, tree: SyntaxTree) -> SyntaxNode? {
        let found = FieldNaming.uses(of: helper)
        return found.count == 1 ? found[0] : nil
    }

    /// The `if` whose branch `block` is, when every branch shows one text field and nothing else:
    /// the same field as a `SecureField` or a `TextField`.
    static func fieldSwitch(around block: SyntaxNode) -> SyntaxNode? {
        guard block.kind == .block, let statement = block.parent, statement.kind == .ifStatement else { return nil }
        let branches = statement.children.filter { $0.kind == .block }
        guard branches.count == 2,
            branches.allSatisfy({ branch in
                guard branch.children.count == 1 else { return false }
                let shown = ([branch.children[0]] + branch.children[0].descendants()).filter { node in
                    node.kind == .call && controls.contains { node.isView($0) }
                }
                return !shown.isEmpty && shown.allSatisfy { $0.isView("TextField") || $0.isView("SecureField") }
            })
        else { return nil }
        return statement
    }

    /// Containers that only lay their views out: what follows one follows its last view.
    static let stacks: [StaticString] = ["HStack", "VStack", "ZStack", "Group"]

    enum SiblingScan {
        /// The field's error, shown here.
        case shown(Shown)
        /// A control, or an error that is another field's: nothing after this is the field's.
        case stop
        /// Neither, up to the container's end.
        case nothing
    }

    /// The views after `item` in `container`, up to the next control.
    static func scanSiblings(after item: SyntaxNode, in container: SyntaxNode, field: SyntaxNode, tree: SyntaxTree)
        -> SiblingScan
    {
        let siblings = container.children
        guard let index = siblings.position(of: item) else { return .stop }
        return scanViews(siblings[(index + 1)...], field: field, tree: tree)
    }

    /// `views` in order, up to the next control: the field's error shown among them, a stop, or nothing.
    static func scanViews<Views: Sequence<SyntaxNode>>(_ views: Views, field: SyntaxNode, tree: SyntaxTree)
        -> SiblingScan
    {
        // Helpers of the view that build a control (`emailField`, `passwordField()`).
        let helpers = controlHelpers(around: field, tree: tree)
        for sibling in views {
            // Past the next control (written here, or built by a helper), an error belongs to it, or to
            // the submit (`Button`) it follows.
            let nodes = [sibling] + sibling.descendants()
            if nodes.contains(where: { node in
                (node.kind == .call && controls.contains { node.isView($0) })
                    || ((node.kind == .call || node.kind == .reference) && node.name.map(helpers.contains) == true)
            }) {
                return .stop
            }
            // The rows of a `ForEach` are judged as its list below, not one `Text` at a time.
            let rows = nodes.filter { $0.kind == .call && $0.isView("ForEach") }.compactMap {
                $0.trailingClosures.first?.closure
            }
            func inRow(_ node: SyntaxNode) -> Bool {
                rows.contains { $0.firstToken <= node.firstToken && node.lastToken <= $0.lastToken }
            }
            for shown in nodes
            where shown.kind == .call && (shown.isView("Text") || shown.isView("Label")) && !inRow(shown) {
                guard let first = shown.arguments.first, let last = shown.arguments.last,
                    first.labelToken == nil || first.hasLabel("verbatim"),
                    // `Text("")` shows nothing: a spacer under a label column, not the message.
                    !(shown.arguments.count == 1 && first.value?.stringValue == "")
                else { continue }
                // `Text(isEmailValid ? "" : "Enter a valid email address.")`: shown in one state only.
                if let (flag, message, subject) = ternaryMessage(
                    from: first.firstToken, through: last.lastToken, tree: tree)
                {
                    return belongs(subject, to: field, tree: tree) ? .shown(Shown(text: message, flag: flag)) : .stop
                }
                var mentions = ErrorQueries.errorMentions(
                    in: tree, from: first.firstToken, through: last.lastToken, spokenOnly: true)
                // A message shown in red (`Text(viewModel.passwordMessage).foregroundColor(.red)`, rw23
                // #2): its name says a message, its color says an error.
                if mentions.isEmpty, let message = redMessage(shown, tree: tree) { mentions = [message] }
                // `if case .invalid(let message) = emailState { Text(message) }`: an error bound by a
                // pattern, whose subject says whose it is.
                // (Also a member of it: `Text(error.message)`.)
                if tree.tokens[Int(first.firstToken)].kind == .identifier, first.lastToken == last.lastToken,
                    let (pattern, subject) = caseBinding(
                        of: tree.text(ofToken: first.firstToken), above: shown, below: sibling, tree: tree)
                {
                    let bound = tree.text(ofToken: first.firstToken)
                    let rest = tree.text(from: first.firstToken, through: first.lastToken).dropFirst(bound.count)
                    guard rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                        return .stop
                    }
                    return belongsByState(subject, bound: bound, to: field, tree: tree)
                        ? .shown(Shown(text: bound, flag: nil, member: String(rest), casePattern: pattern)) : .stop
                }
                if let name = mentions.first(where: { tree.tokens[Int($0)].kind == .identifier }) {
                    // As written, with its owner (`viewModel.emailError`), so the fix compiles.
                    let text =
                        boundSource(of: tree.text(ofToken: name), above: shown, below: sibling, tree: tree)
                        ?? memberChain(endingAt: name, tree: tree)
                    let last = text.split(separator: ".").last.map(String.init) ?? text
                    // `emailError` after the ZIP field (card 000's own sample) is the email field's.
                    guard belongs(last, to: field, tree: tree) else { return .stop }
                    // `Text(emailError.localizedDescription)` shows a member of the error, and the name
                    // must say the same words (an error enum's own description is its case name).
                    // (The first argument is the words: `Label(error.localizedDescription, systemImage: …)`.)
                    let member =
                        name <= first.lastToken ? shownMember(after: name, through: first.lastToken, tree: tree) : ""
                    // A `String` shown under a flag of its own (`if isError { Text(errorMessage) }`): the
                    // fix tests the flag, since the message may hold text while no error shows.
                    let plain = isPlainString(last, near: field, tree: tree)
                    // (An `if` on the message itself, `if !errorMessage.isEmpty`, is the empty test below.)
                    let condition = errorCondition(above: shown, below: sibling, tree: tree)
                    let flag = condition.flatMap { $0.name != text ? $0.test : nil }
                    if plain, let flag { return .shown(Shown(text: text, flag: flag, member: member)) }
                    // `if name.isEmpty { Text(nameError) }`: a message that always holds words, shown
                    // by a test on something else; the name says it while that test holds.
                    if plain, condition == nil, let shownWhen = plainCondition(above: shown, below: sibling, tree: tree)
                    {
                        // A message that is "" while there is no error (`@State var nameError = ""`) is
                        // tested too: under `if submitted` it is empty after a valid submit.
                        let wrapped = shownWhen.contains(" ") ? "(\(shownWhen))" : shownWhen
                        let flag =
                            isDeclaredEmpty(last, near: field, tree: tree)
                            ? "\(wrapped) && !\(text).isEmpty" : shownWhen
                        return .shown(Shown(text: text, flag: flag, member: member))
                    }
                    // Words SwiftUI localizes: `.map` only when optional, else the flag that shows them.
                    if member.isEmpty, let (kind, optional) = localized(last, near: field, tree: tree),
                        optional || flag != nil
                    {
                        return .shown(Shown(text: text, flag: optional ? nil : flag, localized: kind))
                    }
                    // Declared in another file and shown as it is, under no test (`Text(userData.errorMessage)`,
                    // rw17): a `Text` takes no optional, so it is a `String` that is empty without an error.
                    let shownWhole =
                        condition == nil && member.isEmpty
                        && tree.text(from: first.firstToken, through: first.lastToken) == text
                        && tree.declarations(named: last, near: field).isEmpty
                    var found = Shown(text: text, flag: nil, isPlainString: plain || shownWhole, member: member)
                    // `if let emailError { Text(emailError) } else if !isEmailValid { Text("…") }`: the
                    // later branches speak when there is nothing to unwrap (rev46).
                    if !found.isPlainString {
                        found.laterBranches = laterBranches(after: shown, below: sibling, field: field, tree: tree)
                    }
                    return .shown(found)
                }
                // A fixed message shown while an error holds: `if showError { Text("Invalid email") }`,
                // `if !isEmailValid { … }`. Under such an `if` a literal is the error whatever its words
                // ("Enter a valid email address.", "Email is required").
                let literal =
                    mentions.first
                    ?? (first.firstToken == last.lastToken && first.value?.kind == .string
                        && first.value?.stringValue != nil ? first.firstToken : nil)
                if let message = literal {
                    if let condition = errorCondition(above: shown, below: sibling, tree: tree) {
                        let flag = condition.test
                        var found = Shown(text: tree.text(ofToken: message), flag: flag)
                        // `if let error = weightError { Text("\(error)") }`: the words use the name the
                        // `if` binds, which does not exist at the field; the fix binds it again.
                        if condition.unwraps, let bound = condition.bound, let source = condition.source,
                            interpolates(bound, in: found.text)
                        {
                            // `(model.weightError?.message).map { … }`: an optional chain is one value.
                            let simple = source.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                            found.binding = (bound, simple ? source : "(\(source))")
                        }
                        found.laterBranches = laterBranches(after: shown, below: sibling, field: field, tree: tree)
                        found.startChain(at: earlierBranches(before: shown, below: sibling, field: field, tree: tree))
                        return .shown(found)
                    }
                    if let (flag, name) = negatedValidity(above: shown, below: sibling, tree: tree) {
                        guard belongs(name, to: field, tree: tree) else { return .stop }
                        var found = Shown(text: tree.text(ofToken: message), flag: flag)
                        found.laterBranches = laterBranches(after: shown, below: sibling, field: field, tree: tree)
                        found.startChain(at: earlierBranches(before: shown, below: sibling, field: field, tree: tree))
                        return .shown(found)
                    }
                    // Words that say an error themselves ("Invalid email address") under a test of any
                    // name (`if isAValidationRequired`, rw16): the test shows the error.
                    if !mentions.isEmpty, let flag = plainCondition(above: shown, below: sibling, tree: tree),
                        Self.looksLikeAnError(shown, message: tree.text(ofToken: message), flag: flag),
                        Self.namesNoOtherData(tree.text(ofToken: message) + " " + flag, than: field, tree: tree)
                    {
                        return .shown(Shown(text: tree.text(ofToken: message), flag: flag))
                    }
                }
                // `if let e = viewModel.emailError { Text(e) }`: the name the `if` unwraps.
                if first.firstToken == last.lastToken, first.value?.kind == .reference,
                    let condition = errorCondition(above: shown, below: sibling, tree: tree), condition.unwraps
                {
                    let name = condition.name.split(separator: ".").last.map(String.init) ?? condition.name
                    // As bound, subscript included (`if let message = model.errors[.email]`), so the
                    // fix maps the one message, not the whole dictionary.
                    let unwrapped =
                        boundSource(of: first.text, above: shown, below: sibling, tree: tree) ?? condition.name
                    return belongs(name, to: field, tree: tree) ? .shown(Shown(text: unwrapped, flag: nil)) : .stop
                }
            }
            // `ForEach(fieldErrors, id: \.self) { Text($0) }` under the field: its list of problems.
            if let (data, list) = forEachMessages(in: sibling, tree: tree) {
                let name = data.split(separator: ".").last.map(String.init) ?? data
                return belongs(name, to: field, tree: tree)
                    ? .shown(Shown(text: list, flag: "!\(data).isEmpty")) : .stop
            }
            // A view of the project's own given the error (`if let err = error { FieldError(text: err) }`,
            // `ErrorLabel(message: emailError)`): the error in words, shown beside the field, as
            // text-field.no-color-only-error also counts it.
            for shown in nodes where shown.kind == .call {
                // `ErrorLabel(message: …)`, or a helper of this view that builds one (`errorView(errorString: …)`).
                guard !shown.isImplicitMember,
                    let type = shown.typeName ?? shown.name.flatMap({ isHelper($0, of: shown) ? $0 : nil }),
                    !SwiftUIViews.all.contains(type)
                else { continue }
                for argument in shown.arguments where argument.firstToken == argument.lastToken {
                    guard tree.tokens[Int(argument.firstToken)].kind == .identifier else { continue }
                    // A flag, a count or a trigger (`isInvalid:`, `count: errorCount`, `trigger: pinError`)
                    // is no message.
                    if let label = argument.label?.lowercased(),
                        label.hasPrefix("is") || ["trigger", "count", "value", "id"].contains(label)
                    {
                        continue
                    }
                    let written = tree.text(ofToken: argument.firstToken)
                    let source =
                        boundSource(of: written, above: shown, below: sibling, tree: tree)
                        ?? (ErrorQueries.isErrorName(written) ? written : nil)
                    guard let source else { continue }
                    let name = source.split(separator: ".").last.map(String.init) ?? source
                    // Words only: not an error declared here as something else (a Bool, a count, an
                    // `Error` to describe); one declared in another file (a view model's) is taken as words.
                    guard ErrorQueries.isErrorName(name), !Self.isDeclaredAsOtherThanText(name, near: field, tree: tree)
                    else {
                        continue
                    }
                    guard belongs(name, to: field, tree: tree) else { return .stop }
                    // A `String` shown under a flag of its own (`if showError { errorView(errorString: …) }`):
                    // the fix tests the flag, as for a `Text`.
                    let plain = isPlainString(name, near: field, tree: tree)
                    if plain,
                        let flag = errorCondition(above: shown, below: sibling, tree: tree).flatMap({
                            $0.name != source ? $0.test : nil
                        })
                    {
                        return .shown(Shown(text: source, flag: flag))
                    }
                    return .shown(Shown(text: source, flag: nil, isPlainString: plain))
                }
            }
        }
        return .nothing
    }

    /// Whether a string literal, as written, interpolates `name` itself or a member of it
    /// (`"\(error)"`, `"Error: \(error.message)"`).
    static func interpolates(_ name: String, in literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        let needle = Array(("\\(" + name).utf8)
        guard bytes.count > needle.count else { return false }
        for start in 0...(bytes.count - needle.count - 1)
        where bytes[start..<start + needle.count].elementsEqual(needle) {
            // The name itself, not a longer one it begins (`\(errorCount)` for `error`).
            if [UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: " ")].contains(bytes[start + needle.count]) {
                return true
            }
        }
        return false
    }

    /// Whether a `Text`'s own color is red (`.foregroundColor(.red)`, `.foregroundStyle(Color.red)`).
    static func isDrawnRed(_ text: SyntaxNode) -> Bool {
        text.modifiers.contains { modifier in
            (modifier.isNamed("foregroundColor") || modifier.isNamed("foregroundStyle"))
                && ["red", "systemRed"].contains { modifier.text.contains($0) }
        }
    }

    /// Whether a fixed message under a flag of any name is drawn as an error, not as help that
    /// mentions one ("Include any error message you saw", rev45): red, or its first word says the
    /// error ("Invalid email address", "Error: …"), or the flag's name does (`showInvalid`).
    static func looksLikeAnError(_ text: SyntaxNode, message: String, flag: String) -> Bool {
        let red = isDrawnRed(text)
        let first = Identifier.words(String(message.drop { !$0.isLetter })).first?.lowercased() ?? ""
        let errorFirst = [
            "invalid", "error", "ungültig", "ungültige", "ungültiger", "fehler", "invalide", "erreur", "inválido",
            "inválida", "invalido", "invalida", "errore",
        ].contains(first)
        let flagSays = flag.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains {
            ErrorQueries.isErrorName(String($0))
        }
        return red || errorFirst || flagSays
    }

    /// Whether no word of `text` (a message and its flag) is a word of another text field of the view
    /// and not of `field`: "Invalid password" under the email field is the password field's (rev45).
    /// The words of the view's fields (titles and bindings) are gathered once per type.
    static func namesNoOtherData(_ text: String, than field: SyntaxNode, tree: SyntaxTree) -> Bool {
        let type = field.enclosingType
        let owners = tree.memoized("error-in-label.field-words.\(type?.index ?? -1)") { () -> [String: [Int32]] in
            var owners: [String: [Int32]] = [:]
            for other in type.map({ $0.descendants() }) ?? Array(tree.allNodes) where FieldNaming.isTextField(other) {
                var words: Set<String> = []
                if let title = other.arguments.first, title.labelToken == nil, let text = title.stringValue {
                    words.formUnion(Identifier.words(text).map { $0.lowercased() })
                }
                if let binding = TextFieldTraits.bindingName(other) {
                    words.formUnion(Identifier.words(binding.last).map { $0.lowercased() })
                }
                for word in words where subject(of: word) != nil { owners[word, default: []].append(other.firstToken) }
            }
            return owners
        }
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).flatMap {
            Identifier.words(String($0)).map { $0.lowercased() }
        }
        return !words.contains { word in
            guard let fields = owners[word] else { return false }
            return !fields.contains(field.firstToken)
        }
    }

    /// The nearest `if` between `shown` and `top` and the position of the branch that holds `shown`.
    static func branchOfIf(holding shown: SyntaxNode, below top: SyntaxNode) -> (statement: SyntaxNode, index: Int)? {
        var inner = shown
        while inner != top, let parent = inner.parent {
            if parent.kind == .ifStatement {
                return parent.children.position(of: inner).map { (parent, $0) }
            }
            inner = parent
        }
        return nil
    }

    /// The fixed messages the `else if` branches after the one that holds `shown` show, each with the
    /// test that shows it, in order: `if !isUsernameAvailable { Text("Taken") } else if
    /// !isUsernameValid { Text("Invalid") }`. The list stops at the first branch whose message or
    /// test is not read (or is another field's), so a later test never speaks for a branch before it.
    static func laterBranches(after shown: SyntaxNode, below top: SyntaxNode, field: SyntaxNode, tree: SyntaxTree)
        -> [(flag: String, text: String)]
    {
        guard let (statement, index) = branchOfIf(holding: shown, below: top) else { return [] }
        var found: [(flag: String, text: String)] = []
        for branch in statement.children[(index + 1)...] {
            guard condition(leadingTo: branch, in: statement, tree: tree) != nil,
                let text = branch.descendants().first(where: {
                    $0.kind == .call && ($0.isView("Text") || $0.isView("Label"))
                }),
                let argument = text.arguments.first, argument.labelToken == nil,
                argument.firstToken == argument.lastToken, argument.value?.kind == .string,
                argument.value?.stringValue != nil
            else { break }
            let message = tree.text(ofToken: argument.firstToken)
            // A message that uses a name its `if let` binds would not compile at the field: the chain
            // stops there. A localization key is kept: the fix then makes every message a `Text`.
            if let condition = errorCondition(above: text, below: top, tree: tree) {
                if let bound = condition.bound, interpolates(bound, in: message) { break }
                found.append((condition.test, message))
            } else if let (flag, name) = negatedValidity(above: text, below: top, tree: tree),
                belongs(name, to: field, tree: tree)
            {
                found.append((flag, message))
            } else {
                break
            }
        }
        return found
    }

    /// The problems a `ForEach` lists in or as `sibling`, each row a `Text` or `Label` of the item or
    /// of one of its properties (`ForEach(emailErrors, id: \.self) { Text($0) }`, SpeziAccount's
    /// `ForEach(displayedValidationResults) { result in Text(result.message) }` in red): the list as
    /// written, and the words to join into the name. The list's name says errors, or it is drawn in
    /// red and its name says validation; a list of tags or chat messages in red, rules shown all the
    /// time (`validationRules`, not red), or the whole form's problems (`formErrors`) are not one. The join is code only for a list this file
    /// declares as `[String]`; otherwise a placeholder says what to write, since the rows' type
    /// (a `LocalizedStringResource`, a key) decides it.
    static func forEachMessages(in sibling: SyntaxNode, tree: SyntaxTree) -> (data: String, list: String)? {
        for each in [sibling] + sibling.descendants() where each.kind == .call && each.isView("ForEach") {
            guard let data = each.arguments.first, data.labelToken == nil, data.firstToken <= data.lastToken,
                let closure = each.trailingClosures.first?.closure
            else { continue }
            var written = tree.text(from: data.firstToken, through: data.lastToken)
            guard let head = written.first, head.isLetter || head == "_",
                written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { continue }
            // `ForEach(errors.indices, id: \.self) { i in Text(errors[i]) }`: the list is `errors`.
            let byIndex = written.hasSuffix(".indices")
            if byIndex { written = String(written.dropLast(".indices".count)) }
            // The item's name: `message` in `{ message in … }` or `{ (message) in … }`, else `$0`.
            var item = "$0"
            var at = closure.firstToken + 1
            while at < min(closure.lastToken, closure.firstToken + 8) {
                if tree.tokens[Int(at)].keyword == .in {
                    var name = at - 1
                    if tree.tokens[Int(name)].kind == .rightParen { name -= 1 }
                    if tree.tokens[Int(name)].kind == .identifier { item = tree.text(ofToken: name) }
                    break
                }
                at += 1
            }
            if byIndex { item = "\(written)[\(item)]" }
            let words = Set(Identifier.words(String(written.split(separator: ".").last ?? "")))
            let errorWords: Set<String> = ["error", "errors", "problem", "problems", "issue", "issues", "invalid"]
            let named = !words.isDisjoint(with: errorWords)
            var node: SyntaxNode? = each
            var red = false
            while let step = node, !red {
                red = step.modifiers.contains { modifier in
                    (modifier.isNamed("foregroundColor") || modifier.isNamed("foregroundStyle"))
                        && [".red", "Color.red"].contains(modifier.arguments.first?.text ?? "")
                }
                node = step == sibling ? nil : step.parent
            }
            // A list of the whole form's problems (`formErrors`) after its last field is not that field's.
            guard !words.contains("form"), named || (red && words.contains("validation")) else { continue }
            for row in closure.descendants() where row.kind == .call && (row.isView("Text") || row.isView("Label")) {
                guard let argument = row.arguments.first, argument.labelToken == nil else { continue }
                let shown = tree.text(from: argument.firstToken, through: argument.lastToken)
                let member = shown.dropFirst(item.count + 1)
                let ofItem =
                    shown == item
                    || (shown.hasPrefix(item + ".") && !member.isEmpty
                        && member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }))
                guard ofItem else { continue }
                if shown == item, isStringArray(written, near: row, tree: tree) {
                    return (written, "\(written).joined(separator: \", \")")
                }
                return (written, "<\(written)'s \(shown == item ? "items" : String(member)) as one String>")
            }
        }
        return nil
    }

    /// Whether this file declares `name` as `[String]` (`var errors: [String]`, `= [String]()`).
    static func isStringArray(_ name: String, near node: SyntaxNode, tree: SyntaxTree) -> Bool {
        tree.declarations(named: name, near: node).contains { declaration in
            let text = declaration.text
            return text.firstRange(ofASCII: ": [String]") != nil || text.firstRange(ofASCII: "= [String]()") != nil
        }
    }

    /// The helpers of the view around `field` that build a control (a function or a computed property
    /// whose body writes a `TextField`, a `Button`…): a use of one is the next control.
    static func controlHelpers(around field: SyntaxNode, tree: SyntaxTree) -> Set<String> {
        guard let type = field.enclosingType else { return [] }
        return tree.memoized("error-in-label.control-helpers.\(type.index)") {
            var names: Set<String> = []
            for node in type.descendants() where node.kind == .declaration && node.parent == type {
                guard let name = node.name, name != "body",
                    node.descendants().contains(where: { inner in
                        inner.kind == .call && controls.contains { inner.isView($0) }
                    })
                else { continue }
                names.insert(name)
            }
            return names
        }
    }

    /// Whether `name` is declared in this file, and none of its declarations as words: a `String`
    /// (optional or not, or `= ""`), a `LocalizedStringKey` or a `Text`. False when it is not declared here.
    static func isDeclaredAsOtherThanText(_ name: String, near node: SyntaxNode, tree: SyntaxTree) -> Bool {
        let declared = tree.declarations(named: name, near: node).filter { !$0.isTypeDeclaration }
        guard !declared.isEmpty else { return false }
        return !declared.contains { declaration in
            let text = declaration.text
            return text.firstRange(ofASCII: ": String") != nil || text.firstRange(ofASCII: "= \"") != nil
                || text.firstRange(ofASCII: ": LocalizedStringKey") != nil || text.firstRange(ofASCII: ": Text") != nil
        }
    }

    /// Whether `name` is declared in this file with `= ""`: empty until an error is set.
    static func isDeclaredEmpty(_ name: String, near node: SyntaxNode, tree: SyntaxTree) -> Bool {
        tree.declarations(named: name, near: node).contains { $0.text.firstRange(ofASCII: "= \"\"") != nil }
    }

    /// Whether `name` is declared once in this file, as a `String` with no `?` (`@State var
    /// errorMessage = ""`, `var error: String`): `.map` would run over its characters.
    static func isPlainString(_ name: String, near node: SyntaxNode, tree: SyntaxTree) -> Bool {
        let declared = tree.declarations(named: name, near: node).filter { !$0.isTypeDeclaration }
        guard declared.count == 1, let text = declared.first?.text, !text.contains("?"),
            text.firstRange(ofASCII: "LocalizedStringKey") == nil, text.firstRange(ofASCII: ": Text") == nil
        else { return false }
        return text.firstRange(ofASCII: ": String") != nil || text.firstRange(ofASCII: "= \"") != nil
    }

    /// `.key` or `.text` when `name` is declared once in this file as a `LocalizedStringKey` or a
    /// `Text`, and whether it is optional; nil otherwise.
    static func localized(_ name: String, near node: SyntaxNode, tree: SyntaxTree) -> (Shown.Localized, optional: Bool)?
    {
        let declared = tree.declarations(named: name, near: node).filter { !$0.isTypeDeclaration }
        guard declared.count == 1, let text = declared.first?.text else { return nil }
        for (type, kind) in [(": LocalizedStringKey", Shown.Localized.key), (": Text", .text)] {
            guard let range = text.firstRange(ofText: type) else { continue }
            let rest = text[range.upperBound...]
            // The type ends there (`: Text?`, `: Text =`), not `: TextAlignment`.
            guard rest.first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else { continue }
            return (kind, rest.first == "?")
        }
        return nil
    }

    /// Whether the error `name` can be `field`'s: a name about no field in particular (`error`,
    /// `errorMessage`, `showError`), or one whose first word is the first word of the field's binding
    /// or a word of its title (`emailError` for `$viewModel.email`, `nameError` for "Name").
    static func belongs(_ name: String, to field: SyntaxNode, tree: SyntaxTree) -> Bool {
        guard let subject = subject(of: name) else { return true }
        var fieldWords: Set<String> = []
        if let title = field.arguments.first, title.labelToken == nil, let text = title.stringValue {
            fieldWords.formUnion(Identifier.words(text).map { $0.lowercased() })
        }
        // Every word of the binding: `$confirmPassword` is a password's field whatever language its
        // title is in ("Passwort bestätigen" under `if !isPasswordConfirmed`, rw15).
        if let binding = TextFieldTraits.bindingName(field) {
            fieldWords.formUnion(Identifier.words(binding.last).map { $0.lowercased() })
        }
        for modifier in field.modifiers where modifier.isNamed("accessibilityLabel") {
            if let text = modifier.arguments.first?.stringValue {
                fieldWords.formUnion(Identifier.words(text).map { $0.lowercased() })
            }
        }
        // `passwordsMatch` over a password field: the plural names the same data.
        return fieldWords.isEmpty || fieldWords.contains(subject)
            || (subject.hasSuffix("s") && fieldWords.contains(String(subject.dropLast())))
    }

    /// The name a `Text` shows whole, when it is a message (`…Message`, `…Msg`) drawn in red:
    /// `Text(viewModel.passwordMessage).foregroundColor(.red)`; nil otherwise.
    static func redMessage(_ text: SyntaxNode, tree: SyntaxTree) -> Int32? {
        guard let argument = text.arguments.first, argument.labelToken == nil else { return nil }
        let name = argument.lastToken
        guard tree.tokens[Int(name)].kind == .identifier,
            (argument.firstToken...argument.lastToken).allSatisfy({ index in
                let kind = tree.tokens[Int(index)].kind
                return kind == .identifier || kind == .period
            })
        else { return nil }
        // A field's message (`passwordMessage`): a bare `message` is the form's, bound from anything.
        let words = Identifier.words(tree.text(ofToken: name)).map { $0.lowercased() }
        guard words.last == "message" || words.last == "msg", words.count > 1,
            subject(of: tree.text(ofToken: name)) != nil
        else { return nil }
        return isDrawnRed(text) ? name : nil
    }

    /// The word of an error's or a flag's name that says whose it is (`username` in `usernameError`,
    /// `isUsernameValid`, `password` in `inlineErrorForPassword`), or nil when it says no one's
    /// (`errorMessage`, `showError`).
    static func subject(of name: String) -> String? {
        let words = Identifier.words(name).map { $0.lowercased() }
        // `errorForPassword`, `inlineErrorForPassword`: the word after "for" says whose (rw23 #2).
        if let index = words.firstIndex(where: { $0 == "for" || $0 == "of" }), index + 1 < words.count,
            !genericErrorWords.contains(words[index + 1])
        {
            return words[index + 1]
        }
        guard
            let subject = words.first(where: {
                !subjectLeadingWords.contains($0)
            }),
            !genericErrorWords.contains(subject)
        else { return nil }
        return subject
    }

    /// Words before a name's subject that say nothing of whose it is (`isEmailValid`, `showError`).
    static let subjectLeadingWords: Set<String> = [
        "is", "has", "show", "shows", "should", "display", "displayed", "visible", "current", "last", "the",
        "inline",
    ]

    /// Words of an error's name that say no field's (`errorMessage`, `validation`).
    static let genericErrorWords: Set<String> = [
        "error", "errors", "invalid", "valid", "validation", "message", "messages", "problems", "form", "submit",
        // German, French, Spanish, Portuguese: `fehlertext`, `erreurEmail`, `mensajeError`, `erroEmail`.
        "fehler", "fehlertext", "fehlermeldung", "erreur", "mensaje", "mensagem", "erro", "errore", "messaggio",
    ]

    /// A message that a ternary shows in one state and hides (`""`) in the other, under a condition
    /// on an error or validity name: `isEmailValid ? "" : "Enter a valid email address."`,
    /// `showError ? "Invalid email" : ""`. Gives the condition under which it shows, as the fix tests
    /// it, the message literal, and the name that says whose it is.
    static func ternaryMessage(from first: Int32, through last: Int32, tree: SyntaxTree) -> (
        flag: String, message: String, subject: String
    )? {
        guard let (question, _) = tree.simpleTernary(from: first, through: last) else { return nil }
        let shownWhenTrue = tree.tokens[Int(question + 1)]
        let shownWhenFalse = tree.tokens[Int(last)]
        guard shownWhenTrue.kind == .string, shownWhenFalse.kind == .string else { return nil }
        let whenTrue = tree.text(ofToken: question + 1)
        let whenFalse = tree.text(ofToken: last)
        let emptyTrue = tree.stringValue(ofToken: question + 1) == ""
        guard emptyTrue != (tree.stringValue(ofToken: last) == "") else { return nil }
        // The condition names an error or a validity flag: not `isLoading ? "Loading…" : ""`.
        let names = (first..<question).filter { tree.tokens[Int($0)].kind == .identifier }.map {
            tree.text(ofToken: $0)
        }
        guard let subject = names.last(where: { ErrorQueries.isErrorName($0) || ErrorQueries.isValidityName($0) })
        else { return nil }
        let condition = tree.text(from: first, through: question - 1)
        let flag = emptyTrue ? negation(of: condition) : condition
        return (flag, emptyTrue ? whenFalse : whenTrue, subject)
    }

    /// The last token of the member chain that starts at `index` and ends by `end`: `viewModel`,
    /// `.emailError`, … (`index` itself when no member follows).
    static func memberChainEnd(from index: Int32, through end: Int32, tree: SyntaxTree) -> Int32 {
        var last = index
        while last + 2 <= end, tree.tokens[Int(last + 1)].kind == .period,
            tree.tokens[Int(last + 2)].kind == .identifier
        {
            last += 2
        }
        return last
    }

    /// What a `Text` shows of the error named at `name`, when the words run to `end`: the members
    /// read (`.localizedDescription`, after a `!` or `?` that unwraps it) and a fallback for an
    /// optional member (` ?? ""`), as the fix writes them after `$0`; empty for the error itself or
    /// any other expression.
    static func shownMember(after name: Int32, through end: Int32, tree: SyntaxTree) -> String {
        var at = name + 1
        // `emailError!.…`, `emailError?.…`: the fix's `$0` is unwrapped already.
        if at < end, tree.token(at, is: "!") || tree.token(at, is: "?"), tree.tokens[Int(at + 1)].kind == .period {
            at += 1
        }
        let chainEnd = memberChainEnd(from: at - 1, through: end, tree: tree)
        guard chainEnd >= at else { return "" }
        let member = (at...chainEnd).map { tree.text(ofToken: $0) }.joined()
        if chainEnd == end { return member }
        // `error.errorDescription ?? ""`: an optional member, with the words shown without it.
        if chainEnd + 2 == end, tree.token(chainEnd + 1, is: "??"), tree.tokens[Int(end)].kind == .string {
            return member + " ?? " + tree.text(ofToken: end)
        }
        return ""
    }

    /// The member chain that ends at the identifier `index`, as written: `viewModel.emailError`,
    /// `self.form.emailError`, or the name alone.
    static func memberChain(endingAt index: Int32, tree: SyntaxTree) -> String {
        var first = index
        while first >= 2, tree.tokens[Int(first - 1)].kind == .period,
            tree.tokens[Int(first - 2)].kind == .identifier || tree.token(first - 2, is: "self")
        {
            first -= 2
        }
        return (first...index).map { tree.text(ofToken: $0) }.joined()
    }

    /// What `if let name = viewModel.emailError` (between `node` and `top`, included) unwraps into
    /// `name`: the fix sits outside that `if`, where only the source is in scope.
    static func boundSource(of name: String, above node: SyntaxNode, below top: SyntaxNode, tree: SyntaxTree)
        -> String?
    {
        var current: SyntaxNode? = node
        var inner = node
        while let step = current {
            // The condition of the branch that holds `node` (`else if let error = usernameError`
            // included: rev45), up to its `{`; an `else` binds nothing.
            if step.kind == .ifStatement, let (keyword, end) = condition(leadingTo: inner, in: step, tree: tree) {
                var index = keyword
                while index + 3 <= end {
                    defer { index += 1 }
                    guard tree.token(index, is: "let") || tree.token(index, is: "var"),
                        tree.text(ofToken: index + 1) == name, tree.token(index + 2, is: "=")
                    else { continue }
                    let start = index + 3
                    guard tree.tokens[Int(start)].kind == .identifier || tree.token(start, is: "self") else { continue }
                    // `model.errors[.email]`: a subscript is part of what the `if` binds.
                    var last = memberChainEnd(from: start, through: end, tree: tree)
                    while last + 1 <= end, tree.token(last + 1, is: "[") {
                        var depth = 0
                        var close = last + 1
                        while close <= end {
                            if tree.token(close, is: "[") { depth += 1 }
                            if tree.token(close, is: "]") {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            close += 1
                        }
                        guard close <= end else { return nil }
                        last = memberChainEnd(from: close, through: end, tree: tree)
                    }
                    return tree.text(from: start, through: last)
                }
            }
            if step == top { break }
            inner = step
            current = step.parent
        }
        return nil
    }

    /// The `if case` between `node` and `top` (included) that binds `name` in its pattern (`if case
    /// .invalid(let name) = status`, `if case let .failed(name) = model.emailState`): the condition
    /// after `if`, one clause, as written, and the subject after its `=`.
    static func caseBinding(of name: String, above node: SyntaxNode, below top: SyntaxNode, tree: SyntaxTree)
        -> (pattern: String, subject: String)?
    {
        var current: SyntaxNode? = node
        while let step = current {
            if step.kind == .ifStatement, let branch = step.children.first(where: { $0.kind == .block }) {
                let start = step.firstToken + 1
                let end = branch.firstToken - 1
                guard start < end, tree.token(start, is: "case") else { return nil }
                var binds = false
                var equals: Int32?
                var depth = 0
                for index in start...end {
                    switch tree.tokens[Int(index)].kind {
                    case .leftParen, .leftBracket: depth += 1
                    case .rightParen, .rightBracket: depth -= 1
                    // One clause only: a second one (`, let other = …`) may be what the Text shows.
                    case .comma where depth == 0: return nil
                    default: break
                    }
                    if tree.text(ofToken: index) == name, index > start,
                        tree.token(index - 1, is: "let") || tree.token(index - 1, is: "var")
                            || tree.token(start + 1, is: "let")
                    {
                        binds = true
                    }
                    if depth == 0, equals == nil, tree.token(index, is: "=") { equals = index }
                }
                guard binds, let equals, equals < end else { return nil }
                let subject = tree.text(from: equals + 1, through: end)
                guard subject.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
                return (tree.text(from: start, through: end), subject)
            }
            if step == top { break }
            current = step.parent
        }
        return nil
    }

    /// Whether the state an `if case` reads (`emailState`, `viewModel.status`) can be `field`'s: a
    /// name that says no field (`status`, `validation`) leaves it to the bound name, as `belongs` does.
    static func belongsByState(_ subject: String, bound: String, to field: SyntaxNode, tree: SyntaxTree) -> Bool {
        let last = subject.split(separator: ".").last.map(String.init) ?? subject
        let stateWords: Set<String> = ["state", "status", "validation", "result", "error", "check"]
        let words = Identifier.words(last).map { $0.lowercased() }.filter { !stateWords.contains($0) }
        return words.isEmpty ? belongs(bound, to: field, tree: tree) : belongs(last, to: field, tree: tree)
    }

    /// The condition of the innermost `if` between `node` and `top` (included) whose first branch
    /// holds `node`, when it binds nothing (no `let`, `var` or `case`): its clauses as written, joined
    /// with `&&` (`name.isEmpty`, `submitted && name.isEmpty`). Nil when there is none, or when
    /// `node` is in an `else`.
    static func plainCondition(above node: SyntaxNode, below top: SyntaxNode, tree: SyntaxTree) -> String? {
        // Up to `top` (the sibling after the field that holds the message): an `if` above it holds the
        // field too, and says nothing of the message.
        guard node != top else { return nil }
        var inner = node
        var current = node.parent
        while let step = current {
            if step.kind == .ifStatement {
                guard let branch = step.children.first(where: { $0.kind == .block }), branch == inner else {
                    return nil
                }
                return test(from: step.firstToken + 1, through: branch.firstToken - 1, tree: tree)
            }
            if step == top { break }
            inner = step
            current = step.parent
        }
        return nil
    }

    /// A condition's tokens as one Bool expression a fix can test: its clauses joined with `&&`. Nil
    /// for one that binds (`let`, `case`) or asks for an OS (`#available`), which no expression says.
    static func test(from start: Int32, through end: Int32, tree: SyntaxTree) -> String? {
        guard start <= end else { return nil }
        var clauses: [String] = []
        var depth = 0
        var clauseStart = start
        for index in start...end {
            if [.let, .var, .case].contains(tree.tokens[Int(index)].keyword) { return nil }
            if tree.text(ofToken: index).hasPrefix("#") { return nil }
            switch tree.tokens[Int(index)].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                clauses.append(tree.text(from: clauseStart, through: index - 1))
                clauseStart = index + 1
            default: break
            }
        }
        clauses.append(tree.text(from: clauseStart, through: end))
        return clauses.count == 1 ? clauses[0] : clauses.map { "(\($0))" }.joined(separator: " && ")
    }

    /// The branches of the `if` chain before the one that holds `shown`, when each shows a fixed
    /// message drawn as an error under a test a fix can write: `if !isUsernameEntered { Text("Enter a
    /// username").red } else if !isUsernameAvailable { Text("Taken").red }`, where "Taken" was read
    /// as the error by its test and "Enter a username" (an instruction's words, a test of no error
    /// name) was not (rev46). The name must say each message while it shows, from the chain's head;
    /// nil when any earlier branch is something else (a progress line, another field's message),
    /// which then stays out of the name.
    static func earlierBranches(before shown: SyntaxNode, below top: SyntaxNode, field: SyntaxNode, tree: SyntaxTree)
        -> EarlierBranches?
    {
        guard let (statement, index) = branchOfIf(holding: shown, below: top) else { return nil }
        var found: [(flag: String, text: String)] = []
        var tests: [String] = []
        var allErrors = true
        for branch in statement.children[..<index] where branch.kind == .block {
            guard let (keyword, end) = condition(leadingTo: branch, in: statement, tree: tree),
                let flag = test(from: keyword + 1, through: end, tree: tree)
            else { return nil }
            tests.append(flag)
            guard allErrors,
                let text = branch.descendants().first(where: {
                    $0.kind == .call && ($0.isView("Text") || $0.isView("Label"))
                }),
                let argument = text.arguments.first, argument.labelToken == nil,
                argument.firstToken == argument.lastToken, argument.value?.kind == .string,
                argument.value?.stringValue != nil
            else {
                allErrors = false
                continue
            }
            let message = tree.text(ofToken: argument.firstToken)
            guard looksLikeAnError(text, message: message, flag: flag),
                namesNoOtherData(message + " " + flag, than: field, tree: tree)
            else {
                allErrors = false
                continue
            }
            found.append((flag, message))
        }
        return allErrors ? .errors(found) : .otherViews(tests: tests)
    }

    /// What the branches before an error's own say: each a fixed error message (the name starts
    /// with them), or something else, whose tests a fix must still rule out.
    enum EarlierBranches {
        case errors([(flag: String, text: String)])
        case otherViews(tests: [String])
    }

    /// `test` turned round for a fix: `!isChecking`, `isValid` for `!isValid`, `error != nil` for
    /// `error == nil`, `!(a || b)` otherwise.
    static func negation(of test: String) -> String {
        func isChain(_ text: Substring) -> Bool {
            !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }
        for (written, turned) in [(" == nil", " != nil"), (" != nil", " == nil")] where test.hasSuffix(written) {
            // One operand (`emailError`, `errors[.email]`), not `a || b == nil`.
            let subject = test.dropLast(written.count)
            let operand = subject.allSatisfy { $0.isLetter || $0.isNumber || "_.[]()\"".contains($0) }
            if !subject.isEmpty, operand { return subject + turned }
        }
        if test.hasPrefix("!"), isChain(test.dropFirst()) { return String(test.dropFirst()) }
        return isChain(test[...]) ? "!" + test : "!(\(test))"
    }

    /// The error name an `if` between `node` and `top` (included) tests, if any, with its owner.
    static func errorCondition(above node: SyntaxNode, below top: SyntaxNode, tree: SyntaxTree) -> ErrorCondition? {
        var current: SyntaxNode? = node
        var inner = node
        while let step = current {
            if step.kind == .ifStatement {
                // The condition of the branch that holds `node`: the tokens after its `if` (`else if`
                // included), up to its `{`. An `else` holds what none of the conditions say: after
                // one plain test on an error (`if emailError == nil { … } else { Text("…") }`), that
                // test turned round; otherwise nothing a fix could write.
                guard let (keyword, end) = condition(leadingTo: inner, in: step, tree: tree) else {
                    return elseOfErrorTest(inner, in: step, tree: tree)
                }
                if let name = ErrorQueries.errorMentions(in: tree, from: keyword, through: end).first(where: {
                    tree.tokens[Int($0)].kind == .identifier
                }) {
                    let chain = memberChain(endingAt: name, tree: tree)
                    let start = keyword + 1
                    guard start <= end else { return ErrorCondition(name: chain, test: chain, unwraps: false) }
                    let tokens = (start...end).map { tree.tokens[Int($0)] }
                    let binds = tokens.contains { [.let, .var, .case].contains($0.keyword) }
                    // The clauses of the condition: its commas outside brackets.
                    var clauses: [(Int32, Int32)] = []
                    var depth = 0
                    var clauseStart = start
                    for index in start...end {
                        switch tree.tokens[Int(index)].kind {
                        case .leftParen, .leftBracket, .leftBrace: depth += 1
                        case .rightParen, .rightBracket, .rightBrace: depth -= 1
                        case .comma where depth == 0:
                            clauses.append((clauseStart, index - 1))
                            clauseStart = index + 1
                        default: break
                        }
                    }
                    clauses.append((clauseStart, end))
                    // `if let emailError`, `if let e = model.emailError`: an optional, tested against nil
                    // by what it unwraps (the bound name exists only inside the `if`: rev45).
                    if binds, clauses.count == 1, tokens.first?.keyword == .let || tokens.first?.keyword == .var {
                        guard start + 1 <= end, tree.tokens[Int(start + 1)].kind == .identifier else { return nil }
                        let bound = tree.text(ofToken: start + 1)
                        var source = bound
                        if start + 3 <= end, tree.token(start + 2, is: "=") {
                            source = tree.text(from: start + 3, through: end).trimmed(.whitespacesAndNewlines)
                        }
                        return ErrorCondition(
                            name: chain, test: source + " != nil", unwraps: true, bound: bound, source: source)
                    }
                    // Several clauses that bind (`if let error = usernameError, !error.isEmpty`): no one
                    // test says them at the field, where the bound name does not exist.
                    if binds { return nil }
                    // Bool clauses (`showError`, `emailError != nil`, `emailError?.isEmpty == false`,
                    // `emailError != nil, !email.isEmpty`): the fix tests them as written, all of them.
                    let test = clauses.map { tree.text(from: $0.0, through: $0.1) }.joined(separator: " && ")
                    return ErrorCondition(name: chain, test: test, unwraps: false)
                }
            }
            if step == top { break }
            inner = step
            current = step.parent
        }
        return nil
    }

    /// For the `else` of `if <test> { … } else { … }` where the test is one plain clause on an error
    /// name (`emailError == nil`, `!hasError`): the test the `else` stands for, turned round
    /// (`emailError != nil`, `hasError`, or `!(…)`); nil for anything else (rev45: such an error was
    /// left unreported rather than fixed with the first branch's test).
    static func elseOfErrorTest(_ branch: SyntaxNode, in statement: SyntaxNode, tree: SyntaxTree) -> ErrorCondition? {
        let blocks = statement.children.filter { $0.kind == .block }
        guard blocks.count == 2, blocks[1] == branch,
            let (keyword, end) = condition(leadingTo: blocks[0], in: statement, tree: tree),
            keyword + 1 <= end
        else { return nil }
        let tokens = (keyword + 1...end)
        guard
            !tokens.contains(where: {
                [.let, .var, .case].contains(tree.tokens[Int($0)].keyword) || tree.tokens[Int($0)].kind == .comma
            }),
            let name = ErrorQueries.errorMentions(in: tree, from: keyword, through: end).first(where: {
                tree.tokens[Int($0)].kind == .identifier
            })
        else { return nil }
        let test = tree.text(from: keyword + 1, through: end).trimmed(.whitespacesAndNewlines)
        return ErrorCondition(name: memberChain(endingAt: name, tree: tree), test: negation(of: test), unwraps: false)
    }

    /// Where the condition that leads into `branch`, a block of the `if` statement `statement`, is
    /// written: its `if` token (the statement's first, or the one after an `else`) and the token
    /// before the branch's `{`. Nil for an `else` branch, which has no condition of its own, and
    /// when `branch` is no block of `statement`.
    static func condition(leadingTo branch: SyntaxNode, in statement: SyntaxNode, tree: SyntaxTree) -> (
        keyword: Int32, end: Int32
    )? {
        guard branch.kind == .block, branch.parent == statement, let keyword = branch.nameToken,
            tree.tokens[Int(keyword)].keyword == .if, keyword < branch.firstToken
        else { return nil }
        return (keyword, branch.firstToken - 1)
    }

    /// The `if` that shows an error: the error it names (as written, with its owner), the condition
    /// a fix tests to show the error in the name too, and whether it unwraps the error (`if let`).
    struct ErrorCondition {
        var name: String
        var test: String
        var unwraps: Bool
        /// For `if let error = weightError`: the name bound (`error`) and what it unwraps (`weightError`,
        /// or the name itself for `if let weightError`).
        var bound: String? = nil
        var source: String? = nil
    }

    /// A validity flag an `if` between `node` and `top` (included) tests false: `!isEmailValid`,
    /// `!form.isValid`, `isEmailValid == false`, as written, with the flag's own name.
    static func negatedValidity(above node: SyntaxNode, below top: SyntaxNode, tree: SyntaxTree) -> (
        condition: String, name: String
    )? {
        var current: SyntaxNode? = node
        var inner = node
        while let step = current {
            if step.kind == .ifStatement {
                // The branch's own condition (`else if !isUsernameValid`); an `else` tests none.
                guard let (keyword, end) = condition(leadingTo: inner, in: step, tree: tree) else { return nil }
                var index = keyword + 1
                while index <= end {
                    // A member chain: `isEmailValid`, `viewModel.isEmailValid`.
                    let last = memberChainEnd(from: index, through: end, tree: tree)
                    let token = tree.tokens[Int(index)]
                    if token.kind == .identifier, ErrorQueries.isValidityName(tree.text(ofToken: last)),
                        !ErrorQueries.isErrorName(tree.text(ofToken: last))
                    {
                        let chain = (index...last).map { tree.text(ofToken: $0) }.joined()
                        let name = tree.text(ofToken: last)
                        if index > keyword + 1, tree.tokens[Int(index - 1)].kind == .op,
                            tree.text(ofToken: index - 1) == "!"
                        {
                            return ("!" + chain, name)
                        }
                        if last + 2 <= end, tree.text(ofToken: last + 1) == "==",
                            tree.text(ofToken: last + 2) == "false"
                        {
                            return (chain + " == false", name)
                        }
                    }
                    index = last + 1
                }
            }
            if step == top { break }
            inner = step
            current = step.parent
        }
        return nil
    }

    /// Inside a view that makes one accessibility element of its children, whose name SwiftUI
    /// builds from all of them (the shown error included).
    static func insideCombinedElement(_ field: SyntaxNode) -> Bool {
        var current = field.parent
        while let next = current, next.kind != .declaration {
            if next.modifiers.contains(where: { $0.isNamed("accessibilityElement") }) { return true }
            current = next.parent
        }
        return false
    }
}
