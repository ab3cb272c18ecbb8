/// `text-field.no-error-only-in-hint`: a `TextField`/`SecureField` whose `.accessibilityHint(…)`
/// speaks a validation error while nothing that names the field does (card 000 Dont;
/// resolve.error-in-label-not-hint): people can turn hints off in VoiceOver settings and would never
/// hear it.
///
/// The hint speaks an error when its argument holds an error name or an error string
/// (`ErrorQueries`) other than as a condition (a string literal counts only in a hint that changes
/// with state: a ternary, `??` or an interpolation; a fixed hint about errors is helper text): `.accessibilityHint(error == nil ? Text(hint) :
/// Text(""))`, the generator's pattern (resolve.hint-yields-to-error), only decides with the error
/// and is not reported. The error reaches the name when an `.accessibilityLabel`, the field's title
/// or label closure, or an enclosing `LabeledContent`'s title or label mentions an error
/// (resolve.labeled-content-error); then nothing is reported. Where the hint speaks a message held
/// in a variable, the name must speak a variable too: "Error: Email" says something is wrong, not what.
///
/// When a `Text` or `Label` beside the field (in the same container) shows the same error variable and
/// is not hidden from accessibility, the finding says so: VoiceOver reads that Text as an element of
/// its own, after the field, so people who turn hints off still hear the field without its error
/// (card 000 asks for the error in the field's name, `text-field.error-in-label`).
///
/// Also reported: an error `Text` under a field whose `.accessibilityLabel` replaces its message
/// ("First Name Error") while its `.accessibilityHint` speaks it.
///
/// Platform-aware: a hint compiled for iOS counts against labels compiled for iOS (a label under a
/// condition a11y-gen cannot evaluate, such as `DEBUG`, is given the benefit of the doubt). A hint on
/// a stack around the field counts as the field's when the stack holds no other text field (SwiftUI
/// passes it to the elements inside; a `SecureField` and the `TextField` that reveals it, in the
/// branches of one `if`, are one field); so does the hint of a stack of one field that combines its
/// children into one element and labels it, its label then the field's name (unlabeled, the element
/// speaks its children's words, the error's among them). Left alone: hints after any other
/// `.accessibilityElement(…)` (a new element), hints on other containers and on stacks of several
/// fields, and custom fields (their name may be set elsewhere).
public struct TextFieldNoErrorOnlyInHint: CheckRule {
    public let id = RuleID.noErrorOnlyInHint
    public let help =
        "Append the error to the field's .accessibilityLabel (\"Email, Enter a valid email address.\") and keep .accessibilityHint for helper text; VoiceOver users can turn hints off."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "Text"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if node.kind == .call, node.isView("Text") { return errorTextWithMessageInHint(node, tree: context.tree) }
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") else { return [] }
        // A field with no modifiers of its own may still be a row's one element, hinted there (a
        // reveal switch's `Group { if … }` carries the field's modifiers, the row its hint).
        let around = Self.containerHints(node)
        guard
            !node.modifiers.isEmpty
                || around.contains(where: {
                    $0.modifiedNode?.modifiers.contains { $0.isNamed("accessibilityElement") } == true
                })
        else { return [] }
        let tree = context.tree
        var hints: [(SyntaxNode, String)] = []
        var labels: [(SyntaxNode, from: Int32, through: Int32)] = []
        var hintSpeaksAVariable = false
        for modifier in node.modifiers + around {
            if modifier.isNamed("accessibilityElement") { break }
            guard let first = modifier.arguments.first, let last = modifier.arguments.last else { continue }
            if modifier.isNamed("accessibilityHint") {
                // A literal counts only when the hint changes with state: a fixed hint that talks
                // about errors ("Shows an error if the code is wrong") is helper text.
                let changes = Self.hasConditional(tree, first.firstToken, last.lastToken)
                let spoken = ErrorQueries.errorMentions(
                    in: tree, from: first.firstToken, through: last.lastToken, spokenOnly: true
                ).filter {
                    changes || tree.tokens[Int($0)].kind == .identifier
                        || tree.tokens[Int($0)].flags.contains(.interpolated)
                }
                if let mention = spoken.first {
                    // As written, with its owner (`model.cityError`), so the fix compiles.
                    let written =
                        tree.tokens[Int(mention)].kind == .identifier
                        ? TextFieldErrorInLabel.memberChain(endingAt: mention, tree: tree)
                        : tree.text(ofToken: mention)
                    hints.append((modifier, written))
                }
                hintSpeaksAVariable = hintSpeaksAVariable || spoken.contains { Self.holdsAMessage(tree, $0) }
            } else if modifier.isNamed("accessibilityLabel") {
                labels.append((modifier, first.firstToken, last.lastToken))
            }
        }
        // A name carries the error when it speaks it. Where the hint speaks a message held in a
        // variable, a name that only adds a fixed word ("Error: Email") says that something is wrong
        // but not what: the message itself still reaches people only through the hint.
        func carriesError(from: Int32, through: Int32) -> Bool {
            guard hintSpeaksAVariable else {
                return !ErrorQueries.errorMentions(in: tree, from: from, through: through).isEmpty
            }
            return ErrorQueries.errorMentions(in: tree, from: from, through: through, spokenOnly: true)
                .contains { Self.holdsAMessage(tree, $0) }
        }
        let labelsWithError = labels.filter { carriesError(from: $0.from, through: $0.through) }.map(\.0)
        guard !hints.isEmpty, !Self.nameCarriesError(node, tree: tree, carriesError: carriesError) else { return [] }
        // The error the field shows after it (`Text(emailError)`), which the fix names.
        let shown = TextFieldErrorInLabel.errorShownAfter(node, tree: tree)
        // The name VoiceOver speaks now (an `.accessibilityLabel`), or the label people see beside the
        // field, before its title, which may be an example ("name@example.com").
        // A row made one element names the field by the row's label (a design-system field's
        // `.accessibilityLabel(label)` over `SecureField(placeholder, …)`): the fix keeps that name.
        let label =
            labels.last.flatMap { $0.0.modifiedNode == node ? nil : $0.0.arguments.first }
            .map(TextFieldErrorInLabel.labelInLiteral) ?? TextFieldErrorInLabel.writtenName(of: node)
        // Without a Text showing it, the fix names the error the hint speaks (`cityError`), not a
        // placeholder name that compiles nowhere.
        let named =
            shown?.fix(label: label)
            ?? hints.lazy.compactMap({ Self.nameFix(spoken: $0.0, label: label, field: node, tree: tree) }).first
            ?? ".accessibilityLabel(\"\(label), <error>\") while the error shows"
        let fix =
            "append the error to the name: " + named
            + ", and keep the hint for helper text (empty while the error shows)"
        for (hint, mention) in hints {
            // The same error in a Text beside the field that VoiceOver reads as an element of its own.
            let beside =
                Self.shownBeside(node, mention, tree: tree)
                || shown.map { Self.shownBeside(node, $0.text, tree: tree) } ?? false
            for platform in Platform.allCases {
                guard hint.condition.holds(on: platform) == true,
                    !labelsWithError.contains(where: { $0.condition.holds(on: platform) != false })
                else { continue }
                let conditional = hint.condition != .always || !labelsWithError.isEmpty
                return [
                    finding(
                        at: hint.offset,
                        beside
                            ? "the error (\(mention)) is spoken with this \(node.name!) only through .accessibilityHint\(conditional ? " (on \(platform.displayName))" : ""): people who turn hints off in VoiceOver hear the field without it; the Text beside it is a separate element they reach only by swiping on"
                            : "the error (\(mention)) reaches this \(node.name!) only through .accessibilityHint\(conditional ? " (on \(platform.displayName))" : ""): people who turn hints off in VoiceOver never hear it",
                        fix: fix
                    )
                ]
            }
        }
        return []
    }

    /// The `?` and `:` of a conditional expression written from `first` through `last`, outside any
    /// brackets; nil when the text is not one.
    static func ternary(from first: Int32, through last: Int32, tree: SyntaxTree) -> (question: Int32, colon: Int32)? {
        var depth = 0
        var question: Int32?
        for index in first...last {
            if tree.token(index, is: "(") || tree.token(index, is: "[") { depth += 1 }
            if tree.token(index, is: ")") || tree.token(index, is: "]") { depth -= 1 }
            guard depth == 0 else { continue }
            if question == nil, tree.token(index, is: "?"), index > first { question = index }
            if let question, tree.token(index, is: ":"), index > question + 1, index < last {
                return (question, index)
            }
        }
        return nil
    }

    /// The name the fix writes from what the hint speaks, when that can be written so it compiles:
    /// an optional error given a fallback (`cityError ?? ""`, `errors["city"] ?? ""`, also inside
    /// `Text(…)`) is mapped; a `String` declared in this file (empty when there is no error) is
    /// tested for emptiness. Nil for anything else (the fix then names `<error>`).
    static func nameFix(spoken hint: SyntaxNode, label: String, field: SyntaxNode, tree: SyntaxTree) -> String? {
        guard hint.arguments.count == 1, var argument = hint.arguments.first, argument.labelToken == nil else {
            return nil
        }
        if let value = argument.value, value.isView("Text"), value.arguments.count == 1,
            let inner = value.arguments.first, inner.labelToken == nil
        {
            argument = inner
        }
        let first = argument.firstToken
        var last = argument.lastToken
        // `shown ? E : ""` (the hint speaks the error while a flag says it shows, rw20 #5): the name
        // takes the same test, so it speaks the error exactly while the hint did.
        if let ternary = Self.ternary(from: first, through: last, tree: tree) {
            // The error sits on one side and the helper text (often "") on the other: `isValid ? "" :
            // message` speaks it when the test fails (rev49: the fix had it backwards).
            let whenTrue = (ternary.question + 1, ternary.colon - 1)
            let whenFalse = (ternary.colon + 1, last)
            let trueIsEmpty = tree.text(from: whenTrue.0, through: whenTrue.1).trimmed() == "\"\""
            let (from, to) = trueIsEmpty ? whenFalse : whenTrue
            guard from <= to else { return nil }
            let error = tree.text(from: from, through: to).trimmed()
            let simple = (from...to).allSatisfy { index in
                [.identifier, .period, .leftBracket, .rightBracket, .string, .number].contains(
                    tree.tokens[Int(index)].kind)
                    || tree.token(index, is: "self")
            }
            guard simple, error != "\"\"" else { return nil }
            let test = tree.text(from: first, through: ternary.question - 1).trimmed()
            let withError = "\"\(label), \\(\(error))\""
            return trueIsEmpty
                ? ".accessibilityLabel(\(test) ? \"\(label)\" : \(withError))"
                : ".accessibilityLabel(\(test) ? \(withError) : \"\(label)\")"
        }
        var optional = false
        // `E ?? "…"`, `E ?? placeholder` (the hint's helper text while there is no error): E is optional.
        if last >= first + 2, tree.tokens[Int(last)].kind == .string || tree.tokens[Int(last)].kind == .identifier,
            tree.token(last - 1, is: "??")
        {
            last -= 2
            optional = true
        }
        // E itself: names, members and subscripts only, written as is.
        for index in first...last {
            let kind = tree.tokens[Int(index)].kind
            guard
                [.identifier, .period, .leftBracket, .rightBracket, .string, .number].contains(kind)
                    || tree.token(index, is: "self")
            else { return nil }
        }
        guard tree.tokens[Int(first)].kind == .identifier || tree.token(first, is: "self") else { return nil }
        let error = tree.text(from: first, through: last)
        if optional { return ".accessibilityLabel(\(error).map { \"\(label), \\($0)\" } ?? \"\(label)\")" }
        guard tree.tokens[Int(last)].kind == .identifier,
            TextFieldErrorInLabel.isPlainString(tree.text(ofToken: last), near: field, tree: tree)
        else { return nil }
        return ".accessibilityLabel(\(error).isEmpty ? \"\(label)\" : \"\(label), \\(\(error))\")"
    }

    /// `.accessibilityHint` on the stacks around the field (`HStack { SecureField(…); Button(…) }
    /// .accessibilityHint(passwordError ?? "…")`): SwiftUI gives a stack's hint to the elements in
    /// it, the field among them. Only from a stack that holds this one text field; one that combines
    /// its children into one element (`.accessibilityElement(children: .combine)`) and labels it gives
    /// the hint and label written after that, its element's, and ends the walk, as any other view does.
    static func containerHints(_ field: SyntaxNode) -> [SyntaxNode] {
        var found: [SyntaxNode] = []
        var current = field.parent
        while let step = current, step.kind != .declaration {
            if step.kind == .call {
                guard TextFieldNoErrorInValue.containers.contains(where: { step.isView($0) }),
                    !step.isView("LabeledContent")
                else { break }
                let element = step.modifiers.firstIndex { $0.isNamed("accessibilityElement") }
                // A stack of one field made one element with its children combined (a reusable field
                // with its label and error): that element is what VoiceOver reaches, so its label is
                // the field's name and its hint the field's hint. Any other new element ends the walk.
                if let element, step.modifiers[element].argument("children")?.text != ".combine" { break }
                // Once per stack, not per field in it: counting a stack's fields for each of them made a
                // view of N fields take N² steps (issue 14). Every stack is still counted, hint or not:
                // a stack of several fields ends the walk, as before.
                let (slots, first) = field.tree.memoized("no-error-only-in-hint.stack.\(step.index)") {
                    () -> (Int, SyntaxNode?) in
                    let fields = step.descendants().filter { $0.isView("TextField") || $0.isView("SecureField") }
                    return (Self.fieldSlots(fields, in: step), fields.first)
                }
                // Fields that take turns share the hint: it is reported once, at the first.
                guard slots == 1, first == field else { break }
                if let element {
                    // Without a label of its own the element speaks its children's words, the error
                    // Text's among them; a label replaces them all.
                    let after = step.modifiers[(element + 1)...]
                    if after.contains(where: { $0.isNamed("accessibilityLabel") }) {
                        found += after.filter { $0.isNamed("accessibilityHint") || $0.isNamed("accessibilityLabel") }
                    }
                    break
                }
                found += step.modifiers.filter { $0.isNamed("accessibilityHint") }
            }
            current = step.parent
        }
        return found
    }

    /// How many of `stack`'s text `fields` it shows at once: fields in the branches of one `if` (a password's
    /// `SecureField` and the `TextField` that reveals it) take turns in one place and count once.
    static func fieldSlots(_ fields: [SyntaxNode], in stack: SyntaxNode) -> Int {
        var loose = 0
        var alternated: Set<Int32> = []
        for field in fields {
            var current = field.parent
            var branching: SyntaxNode?
            while let step = current, step != stack {
                if step.kind == .ifStatement {
                    branching = step
                    break
                }
                current = step.parent
            }
            if let branching { alternated.insert(branching.firstToken) } else { loose += 1 }
        }
        return loose + alternated.count
    }

    /// A `Text` or `Label` in the field's container (the closure around it) that shows the error
    /// variable `name` and is not hidden from accessibility (`if let error { Text(error) }`): VoiceOver
    /// reads it with a swipe, as an element apart from the field.
    static func shownBeside(_ field: SyntaxNode, _ name: String, tree: SyntaxTree) -> Bool {
        guard ErrorQueries.isErrorName(name), !name.contains("\"") else { return false }
        var current = field.parent
        while let next = current, next.kind != .closure, next.kind != .declaration { current = next.parent }
        guard let container = current, container.kind == .closure else { return false }
        // The names each container's shown texts hold, found once per container: searching its
        // descendants again for each field made a view of N fields take N² steps (issue 14).
        let shownNames = tree.memoized("no-error-only-in-hint.shown.\(container.index)") { () -> Set<String> in
            var names: Set<String> = []
            for shown in container.descendants()
            where shown.kind == .call && (shown.isView("Text") || shown.isView("Label")) {
                // Hidden itself, or inside a container hidden from accessibility, up to the shared container.
                // A `Text` given to an accessibility modifier (`.accessibilityHint(Text(cityError ?? ""))`)
                // is spoken there, not shown.
                var node: SyntaxNode? = shown
                var hidden = false
                while let step = node, step != container, !hidden {
                    hidden =
                        step.modifiers.contains {
                            $0.isNamed("accessibilityHidden") && $0.arguments.first?.text != "false"
                        } || (step.kind == .modifier && (step.name ?? "").hasPrefix("accessibility"))
                    node = step.parent
                }
                guard !hidden else { continue }
                for token in shown.firstToken...shown.lastToken where tree.tokens[Int(token)].kind == .identifier {
                    names.insert(tree.text(ofToken: token))
                }
            }
            return names
        }
        return shownNames.contains(name)
    }

    /// A ternary or `??` in tokens `first...last`.
    static func hasConditional(_ tree: SyntaxTree, _ first: Int32, _ last: Int32) -> Bool {
        guard first >= 0, last >= first else { return false }
        for index in first...last where tree.tokens[Int(index)].kind == .op {
            let op = tree.text(ofToken: index)
            if op == "??" || (op == "?" && tree.tokens[Int(index)].flags.contains(.spaceBefore)) { return true }
        }
        return false
    }

    /// The title or label closure of the field, or an enclosing `LabeledContent`'s title or label,
    /// mentions an error: the error is part of the name.
    static func nameCarriesError(_ field: SyntaxNode, tree: SyntaxTree) -> Bool {
        nameCarriesError(field, tree: tree) {
            !ErrorQueries.errorMentions(in: tree, from: $0, through: $1).isEmpty
        }
    }

    /// Whether the field's title or label (its own or an enclosing `LabeledContent`'s) carries the
    /// error, as `carriesError` judges a span of tokens.
    static func nameCarriesError(
        _ field: SyntaxNode, tree: SyntaxTree, carriesError: (_ from: Int32, _ through: Int32) -> Bool
    ) -> Bool {
        func mentions(_ call: SyntaxNode) -> Bool {
            for argument in call.arguments where argument.labelToken == nil || argument.hasLabel("label") {
                if carriesError(argument.firstToken, argument.lastToken) { return true }
            }
            // A titled field's unlabeled trailing closure is `onEditingChanged` or `onCommit`
            // (`TextField("Coupon", text: $code) { editing in … }`): code, not a label.
            let titledField =
                (call.isView("TextField") || call.isView("SecureField"))
                && call.arguments.contains { $0.labelToken == nil }
            for closure in [
                call.trailingClosure("label"),
                call.isView("LabeledContent") || titledField ? nil : call.trailingClosure(nil),
            ] {
                guard let closure else { continue }
                if carriesError(closure.firstToken, closure.lastToken) { return true }
            }
            return false
        }
        if mentions(field) { return true }
        var current = field.parent
        while let ancestor = current {
            if ancestor.isView("LabeledContent"), mentions(ancestor) { return true }
            if ancestor.kind == .declaration { break }
            current = ancestor.parent
        }
        return false
    }

    /// A mention that can hold the message itself: an error variable, or a literal that
    /// interpolates one (`"Email, \(emailError)"`), not a fixed word in a literal.
    /// `Text(firstNameError).accessibilityLabel("First Name Error").accessibilityHint(firstNameError)`:
    /// the error shown under a field, whose label replaces the message with words that only say there
    /// is an error, and whose hint is the one place VoiceOver gets the message. People who turn hints
    /// off hear "First Name Error" and never what to fix. Reported when the `Text` shows a variable
    /// holding an error message, its hint speaks one, and its label speaks none.
    func errorTextWithMessageInHint(_ text: SyntaxNode, tree: SyntaxTree) -> [CheckFinding] {
        guard text.modifiers.contains(where: { $0.isNamed("accessibilityHint") }),
            let shown = text.arguments.first, shown.labelToken == nil,
            let message = ErrorQueries.errorMentions(
                in: tree, from: shown.firstToken, through: shown.lastToken, spokenOnly: true
            ).first(where: { Self.holdsAMessage(tree, $0) })
        else { return [] }
        var hint: SyntaxNode?
        var labelSpeaksMessage = false
        var label: SyntaxNode?
        for modifier in text.modifiers {
            if modifier.isNamed("accessibilityHidden") || modifier.isNamed("accessibilityElement") { return [] }
            let spoken = Self.speaksAMessage(modifier, tree: tree)
            if modifier.isNamed("accessibilityHint"), spoken, modifier.condition.certainlyHoldsSomewhere {
                hint = modifier
            }
            if modifier.isNamed("accessibilityLabel") {
                label = modifier
                labelSpeaksMessage = labelSpeaksMessage || spoken
            }
        }
        guard let hint, let label, !labelSpeaksMessage,
            // The field the error is about, before it in the same view; none: a banner, not a field's error.
            let owner = Self.owner(of: text, error: tree.text(ofToken: message))
        else { return [] }
        let name = tree.text(ofToken: message)
        let said =
            "the error Text's message (\(name)) reaches VoiceOver only through .accessibilityHint: its \(label.text.hasPrefix(".") ? label.text : "." + label.text) replaces the message, so people who turn hints off hear that there is an error but not what it says"
        let field: SyntaxNode
        switch owner {
        case .field(let found): field = found
        case .form(let button):
            // Shown after the submit button: the outcome of sending the form ("This email is already
            // registered."), not one field's problem, so no field's name takes it.
            let title = button.arguments.first?.stringValue.map { "the \"\($0)\" button" } ?? "the button"
            return [
                finding(
                    at: hint.offset, said,
                    fix:
                        "remove the Text's .accessibilityLabel and .accessibilityHint so VoiceOver reads the message; shown after \(title), it is the form's outcome, not one field's error: announce it when it appears (\(GlobalAnnouncements.announcement(in: text))), or move focus to the field it is about and name that field with it"
                )
            ]
        }
        // A field whose own name speaks the message already gives it with the field.
        if field.modifiers.contains(where: { $0.isNamed("accessibilityLabel") && Self.speaksAMessage($0, tree: tree) })
        {
            return []
        }
        // The label as it goes inside a string literal: escaped, so the fix compiles.
        let fieldLabel =
            field.arguments.first.flatMap { $0.labelToken == nil ? $0.stringValue : nil }
            .map { String(SwiftLiteral.string($0).dropFirst().dropLast()) } ?? "<label>"
        // `if let message = model.passwordError { Text(message)… }`: the fix sits on the field, outside
        // that `if`, where only what it unwraps is in scope.
        var top = text
        while let parent = top.parent, parent.kind != .declaration { top = parent }
        let source = TextFieldErrorInLabel.boundSource(of: name, above: text, below: top, tree: tree) ?? name
        let named =
            TextFieldErrorInLabel.errorShownAfter(field, tree: tree)?.fix(label: fieldLabel)
            ?? ".accessibilityLabel(\(source).map { \"\(fieldLabel), \\($0)\" } ?? \"\(fieldLabel)\")"
        return [
            finding(
                at: hint.offset, said,
                fix:
                    "remove the Text's .accessibilityLabel and .accessibilityHint so VoiceOver reads the message, and append the error to the field's name: \(named) on the \(field.name ?? "TextField")"
            )
        ]
    }

    /// Whose error a `Text` shows: a text field's, or, after a button, the form's.
    enum Owner {
        case field(SyntaxNode)
        /// Shown after this `Button`, whose action sets the error (a submit), with a field before it:
        /// the outcome of the action.
        case form(SyntaxNode)
    }

    /// The text field an error `Text` follows: walking out from the `Text`, the nearest of the few
    /// views before it (an error sits right after its field) that is or holds a text field; nil past
    /// the enclosing declaration. A `Button` met first whose action sets `error` makes it the form's
    /// (an error under the submit button; a reveal button beside a password sets none). Each step
    /// looks at a few siblings, never a whole view, so a view of thousands of fields and errors stays
    /// linear.
    static func owner(of node: SyntaxNode, error: String) -> Owner? {
        func isField(_ other: SyntaxNode) -> Bool {
            other.kind == .call && (other.isView("TextField") || other.isView("SecureField"))
        }
        func nearest(in siblings: SyntaxNodeList, before item: SyntaxNode) -> Owner? {
            guard let index = siblings.position(of: item) else { return nil }
            var button: SyntaxNode?
            for sibling in siblings[max(0, index - 3)..<index].reversed() {
                if button == nil, sibling.kind == .call, sibling.isView("Button"), sendsTheForm(sibling, error: error) {
                    button = sibling
                    continue
                }
                if let field = isField(sibling) ? sibling : sibling.descendants().last(where: isField) {
                    return button.map(Owner.form) ?? .field(field)
                }
            }
            return nil
        }
        var item = node
        while let parent = item.parent {
            if parent.kind == .declaration { return nil }
            if parent.kind == .closure || parent.kind == .block, let found = nearest(in: parent.children, before: item)
            {
                return found
            }
            item = parent
        }
        // Code at the top of a file (a snippet): the file's own statements.
        return nearest(in: node.tree.roots, before: item)
    }

    /// Whether a button between a field and an error sends the form, so the error is its outcome: its
    /// action (written in it, or the view's function it names: `Button(action: submit)`) sets the
    /// error, starts a request (a `Task`, an `await`), or calls a submit-named function (`register`,
    /// `signIn`) or a model's method (the model that sets the error is elsewhere, as in the fifth
    /// review's German sign-up). A reveal button (`isRevealed.toggle()`) does none of these.
    static func sendsTheForm(_ button: SyntaxNode, error: String) -> Bool {
        if sends(button, error: error) { return true }
        // `Button(action: submit)`, `Button("Create", action: createAccount)`: the view's function.
        guard let action = button.argument("action")?.value, action.kind == .reference,
            let function = FieldNaming.helper(named: action)
        else { return false }
        let name = (function.name ?? "").lowercased()
        return TextFieldErrorFocus.submitPrefixes.contains { name.hasPrefix($0) } || sends(function, error: error)
    }

    /// Whether code sets `error`, starts a request, or calls a submit-named function.
    static func sends(_ node: SyntaxNode, error: String) -> Bool {
        let action = node.text.filter { !$0.isWhitespace }
        if action.contains(error + "=") { return true }
        if action.contains("Task{") || action.contains("await") { return true }
        let tree = node.tree
        return (node.firstToken...node.lastToken).contains { index in
            guard tree.tokens[Int(index)].kind == .identifier, index + 1 <= node.lastToken,
                tree.token(index + 1, is: "(")
            else { return false }
            let name = tree.text(ofToken: index).lowercased()
            if TextFieldErrorFocus.submitPrefixes.contains(where: { name.hasPrefix($0) }) { return true }
            // A model's method (`model.createAccount(…)`): the work is done, and the error set, elsewhere;
            // not a flag flipped (`isRevealed.toggle()`).
            return index >= 2 && tree.tokens[Int(index - 1)].kind == .period
                && tree.tokens[Int(index - 2)].kind == .identifier && name != "toggle"
        }
    }

    /// Whether a modifier's arguments speak a message held in a variable (`emailError`, `"\(error)"`).
    static func speaksAMessage(_ modifier: SyntaxNode, tree: SyntaxTree) -> Bool {
        guard let first = modifier.arguments.first, let last = modifier.arguments.last else { return false }
        return ErrorQueries.errorMentions(in: tree, from: first.firstToken, through: last.lastToken, spokenOnly: true)
            .contains { holdsAMessage(tree, $0) }
    }

    static func holdsAMessage(_ tree: SyntaxTree, _ token: Int32) -> Bool {
        let kind = tree.tokens[Int(token)]
        return kind.kind == .identifier || kind.flags.contains(.interpolated)
    }
}
