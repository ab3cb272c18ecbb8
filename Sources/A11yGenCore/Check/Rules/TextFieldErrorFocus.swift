/// `text-field.error-focus`: a submit path that sets an error but never moves VoiceOver focus
/// (card 000 Must, global.focus-management): after a failed submit VoiceOver stays on the button, and
/// people do not learn which field failed.
///
/// A submit path starts at a `Button` action (trailing closure, `action:` closure, or
/// `Button(action: submit)`), an `.onSubmit` closure or function, or a function whose name says it
/// submits (`submit…`, `save…`, `signIn…`, `logIn…`, `signUp…`, `register…`) when no button or
/// Return in the same type calls it (then it is judged on their paths); it follows calls to
/// functions of the same type (or file, for top-level code). Reported, at the first assignment, when
/// a function or closure on such a path sets error state to something other than `nil`/`false`/`""`/empty
/// (`emailError = "…"`, `errors[.email] = …`, `self.emailError = validate(email)`, or a member of
/// a property the view holds as `@State`, a struct or an `@Observable` model it owns, or as
/// `@StateObject`, an `ObservableObject` it creates: `state.emailError = …`, `viewModel.emailError =
/// …`, unless a local of that name hides it) that the view reads
/// somewhere (shows, or binds with `$`), and no function on that path assigns a property declared
/// `@AccessibilityFocusState`.
///
/// Left alone: resets (`showError = false`), a view's error state nothing in the view reads (set in a
/// callback and never shown: there is no error to move to), errors set in a `catch` (a failed request, not a field's validation), errors shown
/// in an `.alert`/`.confirmationDialog` (which takes VoiceOver focus itself; read in its arguments, its
/// closures, or a computed property bound there), views whose controls are all pickers, toggles or
/// steppers (no text field to move to), errors set only outside a submit path (`.onChange`, focus loss: validating as people
/// leave a field must not move them), errors set on an object the view does not own (`model.emailError = …`
/// on an `@ObservedObject` or a parameter) or in a
/// method of a type that is not a view (a view model or form model, in this file or another: the view
/// that calls it may move focus after the call), code in an `extension` (the focus state may be declared
/// elsewhere), and paths that post an announcement (`AccessibilityNotification.Announcement`,
/// `UIAccessibility.post`, `NSAccessibility.post`): that is how a DatePicker's error is spoken, since
/// it cannot take focus (resolve.date-picker-error-announced), and which control an error belongs
/// to cannot always be told from the assignment. An announcement does not excuse a view whose only
/// controls are text fields: there every error belongs to a field that can take focus, and card 000
/// asks for the focus move. Except on Return (a field's `.onSubmit`): VoiceOver is on that field
/// already, a focus move would say nothing, and the announcement is what speaks the error
/// (policy.error-always-spoken); such a path without one is reported with that fix.
public struct TextFieldErrorFocus: CheckRule {
    public let id = RuleID.errorFocus
    public let help =
        "Declare @AccessibilityFocusState, bind it with .accessibilityFocused on each field, and set it to the first errored field when validation fails on submit."

    public init() {}

    static let submitPrefixes = ["submit", "save", "signin", "login", "signup", "register"]

    public var trigger: CheckTrigger { .kinds([.declaration, .closure]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        let isUnit = ErrorQueries.isFunction(node) || (node.kind == .closure && Self.isRootClosure(node))
        guard isUnit else { return [] }
        let tree = context.tree
        let owner = node.enclosingType
        let shownCases = tree.memoized("error-focus.cases.\(owner?.index ?? -1)") {
            Self.shownErrorCases(tree, owner)
        }
        // `state.emailError = …` on a struct the view holds as `@State` is the view's own state too,
        // unless the name is a local here (`var state = …`, a closure's `state in`).
        // So is a member of a model the view creates as `@StateObject` (`viewModel.emailError = …` in
        // its button's action): the view owns it, and its focus state is the one to move.
        let owned =
            owner.map {
                ErrorQueries.stateProperties(in: $0, tree: tree).union(
                    ErrorQueries.stateObjectProperties(in: $0, tree: tree))
            } ?? []
        let owners = owned.subtracting(Self.localNames(in: tree, node.firstToken, node.lastToken))
        var assignments = Self.errorAssignments(
            in: tree, node.firstToken, node.lastToken, shownCases: shownCases, owners: owners)
        if assignments.isEmpty {
            // `emailChecked = true` where a computed error reads `emailChecked`: that shows the error.
            let flips = Self.trueAssignments(in: tree, node.firstToken, node.lastToken, owners: owners)
            if !flips.isEmpty {
                let type = node.enclosingType
                let gates = tree.memoized("error-focus.gates.\(type?.index ?? -1)") { Self.errorGates(tree, type) }
                assignments = flips.filter { gates.contains(tree.text(ofToken: $0)) }
            }
        }
        guard !assignments.isEmpty else { return [] }
        // A failure reported from a `catch` (a network or save error) is not a field's validation error,
        // nor is one set after an `await` (`Task { if !(await model.login()) { model.error = "Wrong
        // password" } }`): the server's answer, known only after the request. global.announcements asks
        // for those to be spoken.
        assignments.removeAll { ErrorQueries.isAnswerToRequest($0, in: node, tree: tree) }
        let type = node.enclosingType
        // A view's error state that nothing in it reads (set in a callback, never shown) shows no error
        // to move to. Top-level code is a fragment: what reads its state may be outside it.
        if type != nil {
            assignments.removeAll { index in
                let name = tree.text(ofToken: index)
                return !tree.memoized("error-focus.read.\(type?.index ?? -1).\(name)") {
                    Self.isRead(name, tree, type, owners: owned)
                }
            }
        }
        guard let assignment = assignments.first else { return [] }
        if let type, type.isExtension { return [] }
        let scope = tree.memoized("error-focus.scope.\(type?.index ?? -1)") { Scope(tree: tree, type: type) }
        // A view model's or form model's method: the focus state lives in the view that calls it, which
        // may move focus after the call (`model.submit(); if model.emailError != nil { focus = true }`).
        if let type, scope.focusProperties.isEmpty, !Self.isViewType(type) { return [] }
        // An alert showing the error takes VoiceOver focus itself.
        if scope.alertNames.contains(tree.text(ofToken: assignment)) { return [] }
        // A view that moves VoiceOver focus as its state changes (`.onChange(of: viewModel.emailError) {
        // focus = .email }`, or a model's published field copied into its focus state) moves it after
        // the error is set, wherever that happens.
        if let type, tree.memoized("error-focus.reactive.\(type.index)", { Self.movesFocusOnChange(type, scope) }) {
            return []
        }
        // A view whose controls are all pickers, toggles or steppers: its errors are theirs, and there
        // is no text field to move focus to. (A view with no control at all may hold its fields in
        // a child view of its own, so it is still checked.)
        if type != nil, !scope.hasTextEntry, scope.hasOtherControls { return [] }
        let roots = scope.roots.filter { scope.reach($0).contains(node) }
        guard !roots.isEmpty else { return [] }
        for root in roots {
            let reached = scope.reach(root)
            // Return in a field (its `.onSubmit`): VoiceOver is on that field already, so speaking the
            // error is what tells people (policy.error-always-spoken); a focus move there says nothing.
            let onReturn = Self.isReturnAction(root)
            let name = tree.text(ofToken: assignment)
            // An error named for no field (`errorMessage`) that the view shows only after the button
            // (rw18, recure's "No future alert date can be computed."): the outcome of the action, not
            // one field's error, so there is no field to move to; it is spoken, or its Text focused.
            let outcome =
                !onReturn && TextFieldErrorInLabel.subject(of: name) == nil
                && assignments.allSatisfy { scope.readsNoTextField(by: $0, in: node) }
                && Self.shownOnlyAfter(root, name: name, in: type.map { [$0] } ?? Array(tree.roots), tree: tree)
            if reached.contains(where: {
                scope.handlesError($0) || ((onReturn || outcome) && TextFieldErrorFocus.announces(tree, $0))
            }) {
                continue
            }
            let elsewhere = type.map { Self.focusOnOtherControlsOnly($0, scope) } ?? []
            let why =
                scope.focusProperties.isEmpty
                ? "the view declares no @AccessibilityFocusState"
                : elsewhere == scope.focusProperties
                    ? "its focus state \(elsewhere.sorted().map { "'\($0)'" }.joined(separator: ", ")) is bound to another control, not to a text field"
                    : "nothing on this path sets \(scope.focusProperties.sorted().map { "'\($0)'" }.joined(separator: ", "))"
            // An error about date pickers or other controls (their values are all its condition reads):
            // VoiceOver cannot take focus on a DatePicker, so the error itself is spoken or focused.
            // Only when every error the unit sets is about them: a text field's error on the same path
            // still needs focus moved, which an announcement for the other would excuse.
            if let controls = scope.otherControlsJudged(by: assignment, in: node),
                assignments.dropFirst().allSatisfy({ scope.otherControlsJudged(by: $0, in: node) != nil })
            {
                let judged = controls.map { "'\($0)'" }.joined(separator: " and ")
                let kinds = Set(controls.compactMap { scope.otherBound[$0] }).sorted().joined(separator: " and ")
                let values = controls.count == 1 ? "value" : "values"
                return [
                    finding(
                        at: Int(tree.tokens[Int(assignment)].start),
                        "\(Self.describe(root, tree: tree)) sets '\(name)', an error about the \(kinds) \(values) \(judged), but VoiceOver never hears it (\(why), and no announcement); VoiceOver stays on \(onReturn ? "the field" : "the button")",
                        fix:
                            "\(Self.speakTheMessage(at: node)); a \(kinds) is no text field to move focus to"
                    )
                ]
            }
            if outcome {
                return [
                    finding(
                        at: Int(tree.tokens[Int(assignment)].start),
                        "\(Self.describe(root, tree: tree)) sets '\(name)', shown after the button as the outcome of its action, but VoiceOver never hears it (\(why), and no announcement); VoiceOver stays on the button",
                        fix:
                            "\(Self.speakTheMessage(at: node)); shown after the button and named for no field, it is the action's outcome, with no field to move to"
                    )
                ]
            }
            // A button's action leaves VoiceOver on the button; Return leaves it on the field.
            let (message, fix) =
                onReturn
                ? (
                    "sets '\(name)' but VoiceOver never hears it (\(why), and no announcement): people who press Return on the field hear nothing change",
                    "speak the error with the field's name once it shows: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(\"<label>, \\(error)\").post() }, and append it to the field's name"
                )
                : (
                    "sets '\(name)' but never moves VoiceOver focus to the errored field (\(why)); VoiceOver stays on the button",
                    "after setting the error, move VoiceOver to the field: @AccessibilityFocusState private var focus: Field?, .accessibilityFocused($focus, equals: .<field>) on the field, and focus = .<field> here"
                )
            return [
                finding(
                    at: Int(tree.tokens[Int(assignment)].start), "\(Self.describe(root, tree: tree)) \(message)",
                    fix: fix)
            ]
        }
        return []
    }

    /// The condition that decides whether the statement at `index` runs: the innermost `if` whose first
    /// branch holds it, or the `guard` whose `else` does, as token bounds.
    static func condition(guarding index: Int32, in unit: SyntaxNode, _ tree: SyntaxTree) -> (Int32, Int32)? {
        var best: (Int32, Int32)?
        var bestStart: Int32 = -1
        for node in unit.descendants() where node.firstToken <= index && index <= node.lastToken {
            // An `if` judges every branch it holds, its `else` included (the innermost one wins: an
            // `else if` is an `if` of its own), never an enclosing statement's condition.
            if node.kind == .ifStatement, let branch = node.children.first, branch.kind == .block,
                branch.firstToken <= index, branch.firstToken > node.firstToken + 1, node.firstToken > bestStart
            {
                best = (node.firstToken + 1, branch.firstToken - 1)
                bestStart = node.firstToken
            } else if node.kind == .block, node.parent?.kind != .ifStatement, node.firstToken > bestStart,
                node.firstToken >= 2, tree.token(node.firstToken - 1, is: "else")
            {
                // `guard condition else { … }`: back from `else` to the `guard` of the same statement. A
                // brace closed before it ends another statement (the `if` of an `if … else`, an earlier
                // `guard`'s body), and an `if` makes this an `else` branch: neither is a guard's.
                var at = node.firstToken - 2
                var depth = 0
                while at >= unit.firstToken {
                    let kind = tree.tokens[Int(at)].kind
                    if depth == 0, kind == .rightBrace || tree.tokens[Int(at)].keyword == .if { break }
                    if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { depth += 1 }
                    if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, tree.tokens[Int(at)].keyword == .guard {
                        best = (at + 1, node.firstToken - 2)
                        bestStart = node.firstToken
                        break
                    }
                    at -= 1
                }
            }
        }
        return best
    }

    /// Whether `name` is read anywhere in the type (the file for top-level code): used other than as
    /// the name it declares or the target of `=`, `$name` included (a binding, such as an alert's).
    /// `owners`: what the view owns (`@State`, `@StateObject`), whose members it reads as its own
    /// (`if let e = viewModel.emailError`).
    static func isRead(_ name: String, _ tree: SyntaxTree, _ type: SyntaxNode?, owners: Set<String> = []) -> Bool {
        let first = type?.firstToken ?? 0
        let last = type?.lastToken ?? Int32(tree.tokens.count - 1)
        guard first >= 0, last >= first else { return true }
        // Compared as bytes: making a String of every name in the type was a tenth of `check`.
        let binding = Array(("$" + name).utf8)
        let bytes = Array(name.utf8)
        for index in first...last where tree.tokens[Int(index)].kind == .identifier {
            if tree.token(index, spells: binding) { return true }
            guard tree.token(index, spells: bytes) else { continue }
            if index > 0 {
                let before = tree.tokens[Int(index - 1)]
                if before.keyword == .var || before.keyword == .let { continue }
                // `model.name` is another object's property; `self.name` and `viewModel.name` on a model
                // the view owns are this one's.
                if before.kind == .period,
                    !(index >= 2
                        && (tree.token(index - 2, is: "self") || owners.contains(tree.text(ofToken: index - 2))))
                {
                    continue
                }
            }
            if valueStart(in: tree, index, last) != nil { continue }
            return true
        }
        return false
    }

    /// The fix that speaks an error no field holds, in the announcement the code's minimum OS has
    /// (`AccessibilityNotification.Announcement` is iOS 17 and macOS 14; rev47), or focuses its Text.
    static func speakTheMessage(at node: SyntaxNode) -> String {
        "speak the message once it shows: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { \(GlobalAnnouncements.announcement(in: node)) }, or move VoiceOver to the message's Text with @AccessibilityFocusState and .accessibilityFocused"
    }

    /// Whether every `Text` or `Label` under `scopes` that shows `name` comes after `root` (the
    /// button's action), and one does.
    static func shownOnlyAfter(_ root: SyntaxNode, name: String, in scopes: [SyntaxNode], tree: SyntaxTree) -> Bool {
        var shown = false
        for scope in scopes {
            for node in [scope] + scope.descendants()
            where node.kind == .call && (node.isView("Text") || node.isView("Label")) {
                guard let first = node.arguments.first, let last = node.arguments.last else { continue }
                var index = first.firstToken
                var mentions = false
                while index <= last.lastToken {
                    if tree.tokens[Int(index)].kind == .identifier, tree.text(ofToken: index) == name {
                        mentions = true
                        break
                    }
                    index += 1
                }
                guard mentions else { continue }
                if node.firstToken <= root.lastToken { return false }
                shown = true
            }
        }
        return shown
    }

    /// A type whose header names `View` or `ViewModifier` among what it conforms to
    /// (`struct LoginView: View`), the only kinds of type that can hold `@AccessibilityFocusState`.
    static func isViewType(_ type: SyntaxNode) -> Bool {
        let tree = type.tree
        var index = type.firstToken
        while index <= type.lastToken, tree.tokens[Int(index)].kind != .leftBrace {
            if tree.token(index, is: "View") || tree.token(index, is: "ViewModifier") { return true }
            index += 1
        }
        return false
    }

    static func describe(_ root: SyntaxNode, tree: SyntaxTree) -> String {
        if root.kind == .declaration { return "the submit path \(root.name ?? "")()" }
        if isReturnAction(root) { return "the .onSubmit action" }
        if let parent = root.parent, let title = parent.arguments.first?.stringValue {
            return "the \"\(title)\" button's action"
        }
        return "the button's action"
    }

    /// A root that is an `.onSubmit` closure (Return in a field), not a button's action.
    static func isReturnAction(_ root: SyntaxNode) -> Bool { root.parent?.kind == .modifier }

    /// A `Button` action closure or an `.onSubmit` closure.
    static func isRootClosure(_ closure: SyntaxNode) -> Bool {
        guard let parent = closure.parent else { return false }
        if parent.kind == .modifier, parent.isNamed("onSubmit") { return true }
        guard parent.isView("Button") else { return false }
        return parent.trailingClosure(nil) == closure || parent.argument("action")?.value == closure
    }

    /// Token indices of names assigned error state other than nil/empty: `x = v`, `self.x = v`, `x[k] = v`,
    /// and any own state set to an error case the view shows a message of (`viewState = .error(message: …)`
    /// where the view reads `if case .error(let message) = viewState`): `shownCases`.
    static func errorAssignments(
        in tree: SyntaxTree, _ first: Int32, _ last: Int32, shownCases: Set<String> = [], owners: Set<String> = []
    ) -> [Int32] {
        let cases = assignments(in: tree, first, last, owners: owners) { tree, index in
            guard let value = valueStart(in: tree, index, last), tree.tokens[Int(value)].kind == .period,
                value + 1 <= last, tree.tokens[Int(value + 1)].kind == .identifier
            else { return false }
            let name = tree.text(ofToken: value + 1)
            guard errorCaseNames.contains(name) else { return false }
            if shownCases.contains(name) { return true }
            // `.error(message: "The URL is invalid")`: the case carries words for people, wherever the
            // view shows them (a modifier of a package's, `.whenError(viewState) { message in … }`).
            guard value + 2 <= last, tree.tokens[Int(value + 2)].kind == .leftParen else { return false }
            let end = closing(from: value + 2, .leftParen, .rightParen, through: last, in: tree)
            return (value + 2...min(end, last)).contains { tree.tokens[Int($0)].kind == .string }
        }
        return
            (namedErrorAssignments(in: tree, first, last, owners: owners) + cases
            + appendedErrors(in: tree, first, last))
            .sorted()
    }

    /// Token indices of error lists a message is added to: `errors.append("…")`, `self.errors.insert(…)`
    /// (rw18, SwiftCurrent's `validatePassword`): a list that shows each problem is set as surely as
    /// one assigned whole.
    static func appendedErrors(in tree: SyntaxTree, _ first: Int32, _ last: Int32) -> [Int32] {
        guard last >= first + 3 else { return [] }
        var found: [Int32] = []
        for index in first...(last - 3) where ErrorQueries.tokenIsErrorName(tree, index) {
            // The list itself, not a member of something else (`model.errors.append` is the model's).
            if index > first, tree.tokens[Int(index - 1)].kind == .period,
                !(index >= first + 2 && tree.token(index - 2, is: "self"))
            {
                continue
            }
            guard tree.tokens[Int(index + 1)].kind == .period,
                tree.token(index + 2, is: "append") || tree.token(index + 2, is: "insert"),
                tree.tokens[Int(index + 3)].kind == .leftParen
            else { continue }
            found.append(index)
        }
        return found
    }

    /// Enum cases that say a state is an error (not `.failure`, which is mostly a `Result`'s).
    static let errorCaseNames: Set<String> = ["error", "failed", "invalid"]

    /// The error cases whose message the type (the file for top-level code) takes out to show:
    /// `case .error(let message)` in an `if case` or a `switch`. A case set with no message read
    /// (`logLevel = .error`, `session = .invalid`) is a state, not an error shown to people.
    static func shownErrorCases(_ tree: SyntaxTree, _ type: SyntaxNode?) -> Set<String> {
        let first = Int(type?.firstToken ?? 0)
        let last = Int(type?.lastToken ?? Int32(tree.tokens.count - 1))
        var shown: Set<String> = []
        guard last - first >= 4 else { return shown }
        for index in first...(last - 4) where tree.tokens[index].keyword == .case {
            guard tree.tokens[index + 1].kind == .period, tree.tokens[index + 2].kind == .identifier,
                tree.tokens[index + 3].kind == .leftParen
            else { continue }
            let name = tree.text(ofToken: Int32(index + 2))
            guard errorCaseNames.contains(name) else { continue }
            // `(let message)`, `(message: let text)`: a value bound within the parentheses.
            let end = min(last, index + 8)
            if (index + 4...end).contains(where: { tree.tokens[$0].keyword == .let || tree.tokens[$0].keyword == .var })
            {
                shown.insert(name)
            }
        }
        return shown
    }

    static func namedErrorAssignments(
        in tree: SyntaxTree, _ first: Int32, _ last: Int32, owners: Set<String> = []
    ) -> [Int32] {
        assignments(in: tree, first, last, owners: owners, ErrorQueries.tokenIsErrorName).filter { index in
            // The value: not nil, "", [] or [:].
            guard let value = valueStart(in: tree, index, last) else { return false }
            let token = tree.tokens[Int(value)]
            // A reset (`showError = false`, `error = nil`) hides an error; it raises none. So do the
            // empty values written as calls or cases: `.none`, `String()`, `Set()`, `[String]()`.
            if tree.token(value, is: "nil") || tree.token(value, is: "false") { return false }
            if token.kind == .string, tree.text(ofToken: value) == "\"\"" { return false }
            if token.kind == .period, value + 1 <= last, tree.token(value + 1, is: "none") { return false }
            if token.kind == .identifier, value + 2 <= last, tree.tokens[Int(value + 1)].kind == .leftParen,
                tree.tokens[Int(value + 2)].kind == .rightParen,
                ["String", "Set", "Array", "Dictionary"].contains(tree.text(ofToken: value))
            {
                return false
            }
            if token.kind == .leftBracket, value + 2 <= last {
                // `[String]()`, `[Field: String]()`: an empty collection made by its type.
                let close = closing(from: value, .leftBracket, .rightBracket, through: last, in: tree)
                if close + 2 <= last, tree.tokens[Int(close + 1)].kind == .leftParen,
                    tree.tokens[Int(close + 2)].kind == .rightParen
                {
                    return false
                }
            }
            if token.kind == .leftBracket, value + 1 <= last {
                let next = tree.tokens[Int(value + 1)]
                if next.kind == .rightBracket { return false }
                if next.kind == .colon, value + 2 <= last, tree.tokens[Int(value + 2)].kind == .rightBracket {
                    return false
                }
            }
            return true
        }
    }

    /// Token indices of names set to `true` (`x = true`, `self.x = true`) in `first...last`.
    static func trueAssignments(
        in tree: SyntaxTree, _ first: Int32, _ last: Int32, owners: Set<String> = []
    ) -> [Int32] {
        assignments(in: tree, first, last, owners: owners) { tree, index in
            index + 2 <= last && tree.token(index + 1, is: "=") && tree.token(index + 2, is: "true")
        }
    }

    /// The names a computed error property reads, other than error names (`emailChecked` in
    /// `var emailError: String? { emailChecked ? emailErrorMessage() : nil }`, `showErrors` in
    /// `var nameInvalid: Bool { showErrors && name.isEmpty }`): setting one to `true` on submit shows
    /// the error, as assigning the error itself would.
    static func errorGates(_ tree: SyntaxTree, _ type: SyntaxNode?) -> Set<String> {
        let nodes: [SyntaxNode] = type.map { $0.descendants() } ?? Array(tree.allNodes)
        var gates: Set<String> = []
        for node in nodes where node.kind == .declaration && tree.tokens[Int(node.firstToken)].keyword == .var {
            guard let nameToken = node.nameToken, ErrorQueries.tokenIsErrorName(tree, nameToken),
                let body = (nameToken...node.lastToken).first(where: { tree.tokens[Int($0)].kind == .leftBrace })
            else { continue }
            for index in body...node.lastToken
            where tree.tokens[Int(index)].kind == .identifier && !ErrorQueries.tokenIsErrorName(tree, index) {
                gates.insert(tree.text(ofToken: index))
            }
        }
        return gates
    }

    /// Token indices of names matching `isTarget` assigned with `=` in `first...last`.
    /// The names a unit declares for itself: `let`/`var` names and closure parameters (`{ state in`,
    /// `{ (state, index) in`), which hide a property of the same name.
    static func localNames(in tree: SyntaxTree, _ first: Int32, _ last: Int32) -> Set<String> {
        guard first < last else { return [] }
        var names: Set<String> = []
        for index in first..<last where tree.tokens[Int(index)].kind == .identifier {
            let next = tree.tokens[Int(index + 1)]
            let before = index > first ? tree.tokens[Int(index - 1)] : nil
            if before?.keyword == .let || before?.keyword == .var
                || next.keyword == .in
                || (next.kind == .comma || next.kind == .rightParen) && index + 2 <= last
                    && (index + 2...min(last, index + 8)).contains(where: { tree.tokens[Int($0)].keyword == .in })
                    && before.map({ $0.kind == .leftParen || $0.kind == .comma || $0.kind == .leftBrace }) == true
            {
                names.insert(tree.text(ofToken: index))
            }
        }
        return names
    }

    /// `owners`: the view's `@State` properties, whose members (`state.emailError`) are its state too.
    static func assignments(
        in tree: SyntaxTree, _ first: Int32, _ last: Int32, owners: Set<String> = [],
        _ isTarget: (SyntaxTree, Int32) -> Bool
    ) -> [Int32] {
        guard first >= 0, last > first else { return [] }
        var found: [Int32] = []
        for index in first...last where tree.tokens[Int(index)].kind == .identifier {
            // Cheap first: only a name followed by `=` or `[` can be assigned.
            let next = Int(index) + 1
            guard next <= Int(last), tree.tokens[next].kind == .op || tree.tokens[next].kind == .leftBracket,
                isTarget(tree, index)
            else { continue }
            // Only the view's own state: `x`, `self.x`, a member of a `@State` struct (`state.x`,
            // `self.state.x`); not `model.x`, not `let x`.
            if index > 0 {
                let before = tree.tokens[Int(index - 1)]
                if before.kind == .period {
                    guard index >= 2 else { continue }
                    let ownStruct =
                        owners.contains(tree.text(ofToken: index - 2))
                        && (index < 3 || tree.tokens[Int(index - 3)].kind != .period
                            || (index >= 4 && tree.token(index - 4, is: "self")))
                    guard tree.token(index - 2, is: "self") || ownStruct else { continue }
                }
                if before.keyword == .let || before.keyword == .var || before.keyword == .case { continue }
            }
            if valueStart(in: tree, index, last) != nil { found.append(index) }
        }
        return found
    }

    /// The token that closes the bracket opened at `open` (`left` … `right`, nesting counted), or `last`
    /// when it is not closed by then.
    static func closing(
        from open: Int32, _ left: TokenKind, _ right: TokenKind, through last: Int32, in tree: SyntaxTree
    ) -> Int32 {
        var depth = 0
        var at = open
        while at <= last {
            let kind = tree.tokens[Int(at)].kind
            if kind == left { depth += 1 }
            if kind == right {
                depth -= 1
                if depth == 0 { return at }
            }
            at += 1
        }
        return last
    }

    /// The first token of the value assigned to the name at `index` (`x = v`, `x[k] = v`), or nil.
    static func valueStart(in tree: SyntaxTree, _ index: Int32, _ last: Int32) -> Int32? {
        var next = index + 1
        if next <= last, tree.tokens[Int(next)].kind == .leftBracket {
            next = closing(from: next, .leftBracket, .rightBracket, through: last, in: tree) + 1
        }
        guard next < last, tree.tokens[Int(next)].kind == .op, tree.text(ofToken: next) == "=" else { return nil }
        return next + 1
    }

    /// Whether an `.onChange` or `.onReceive` of the type assigns one of its
    /// `@AccessibilityFocusState` properties.
    static func movesFocusOnChange(_ type: SyntaxNode, _ scope: Scope) -> Bool {
        guard !scope.focusProperties.isEmpty else { return false }
        let tree = type.tree
        let otherControlsOnly = focusOnOtherControlsOnly(type, scope)
        // The names compared as bytes: a String made of every identifier in every `.onChange` was
        // most of this search's time on a generated form (issue 14).
        let names = scope.focusProperties.subtracting(otherControlsOnly).sorted().map { Array($0.utf8) }
        guard !names.isEmpty else { return false }
        return type.descendants().contains { modifier in
            guard modifier.kind == .modifier, modifier.isNamed("onChange") || modifier.isNamed("onReceive") else {
                return false
            }
            let last = modifier.lastToken
            return (modifier.firstToken...max(modifier.firstToken, last)).contains { index in
                guard tree.tokens[Int(index)].kind == .identifier else { return false }
                return names.contains { tree.token(index, spells: $0) } && valueStart(in: tree, index, last) != nil
            }
        }
    }

    /// Focus states bound only to controls that are not text fields (a terms button, a choice): a
    /// change that moves there is another control's error, not a field's (rw20 #8).
    static func focusOnOtherControlsOnly(_ type: SyntaxNode, _ scope: Scope) -> Set<String> {
        type.tree.memoized("error-focus.other-controls.\(type.index)") {
            // The type's focus modifiers found once, not once per focus property (issue 14).
            let focusModifiers = type.descendants().filter { modifier in
                modifier.kind == .modifier && (modifier.isNamed("accessibilityFocused") || modifier.isNamed("focused"))
            }
            return scope.focusProperties.filter { name in
                let bound = focusModifiers.filter { modifier in
                    modifier.arguments.first?.text.hasPrefix("$\(name)") == true
                }
                return !bound.isEmpty
                    && bound.allSatisfy { modifier in
                        guard let view = modifier.modifiedNode, view.kind == .call else { return false }
                        return !FieldNaming.isTextField(view)
                            && !view.descendants().contains(where: FieldNaming.isTextField)
                    }
            }
        }
    }

    static func announces(_ tree: SyntaxTree, _ unit: SyntaxNode) -> Bool {
        let names = ErrorQueries.names(in: tree, from: unit.firstToken, through: unit.lastToken)
        return names.contains("Announcement") || names.contains("UIAccessibility") || names.contains("NSAccessibility")
    }

    /// The functions and submit roots of one type (or of the file, for top-level code).
    final class Scope {
        let tree: SyntaxTree
        /// `reach(_:)` per root, worked out once per file (a scope is memoized on the tree).
        var reached: [Int32: [SyntaxNode]] = [:]
        var functions: [String: [SyntaxNode]] = [:]
        var roots: [SyntaxNode] = []
        var focusProperties: Set<String> = []
        /// Names an `.alert`/`.confirmationDialog` reads (`errorMessage`, `showError` of `$showError`).
        var alertNames: Set<String> = []
        /// Whether an announcement may stand for the focus move: the scope has a control that cannot
        /// take VoiceOver focus (a DatePicker or Picker, whose errors are announced), or no text field.
        let announcementMayStandForFocus: Bool
        /// Whether the scope holds a control people type into: a `TextField`, `SecureField` or
        /// `TextEditor`, or a view whose name ends in `Field` (a team's own, such as `DSTextField`).
        let hasTextEntry: Bool
        /// Whether it holds a `DatePicker`, `Picker`, `Toggle`, `Stepper` or `Slider`.
        let hasOtherControls: Bool
        /// The state each text field edits (`title` of `text: $title`, `start` of `$model.start`).
        var textBound: Set<String> = []
        /// The state each other control sets, with the control (`start` of a `DatePicker`'s `selection:`).
        var otherBound: [String: String] = [:]
        /// The names the scope declares with `var` (its state and computed properties).
        var declared: Set<String> = []
        /// Functions a `Button(action:)` or `.onSubmit` names: roots a person starts, unlike the
        /// functions that are roots by their name alone (`signIn()`, perhaps run from `.task`).
        var actionNames: Set<String> = []

        /// The names read in `first...last`, a binding's `$` dropped (`$showError` reads `showError`).
        static func stateNames(in tree: SyntaxTree, from first: Int32, through last: Int32) -> [String] {
            ErrorQueries.names(in: tree, from: first, through: last).map {
                $0.hasPrefix("$") ? String($0.dropFirst()) : $0
            }
        }

        init(tree: SyntaxTree, type: SyntaxNode?) {
            self.tree = tree
            let nodes: [SyntaxNode] = type.map { $0.descendants() } ?? Array(tree.allNodes)
            var referenced: Set<String> = []
            defer { actionNames = referenced }
            var textFields = false
            var textEntry = false
            var unfocusable = false
            var otherControls = false
            var computed: [String: SyntaxNode] = [:]
            for node in nodes {
                if node.kind == .call {
                    if node.isView("TextField") || node.isView("SecureField") { textFields = true }
                    if node.isView("DatePicker") || node.isView("Picker") { unfocusable = true }
                    if let name = node.typeName, name.hasSuffix("Field") || name == "TextEditor" { textEntry = true }
                    if node.isView("DatePicker") || node.isView("Picker") || node.isView("Toggle")
                        || node.isView("Stepper") || node.isView("Slider")
                    {
                        otherControls = true
                    }
                    // What each control edits: a field of any kind (`TextField(value:format:)`, a team's
                    // `DSTextField`) by `text:` or `value:`; the other controls by their own argument.
                    if let name = node.typeName, name.hasSuffix("Field") || name == "TextEditor" {
                        if let bound = TextFieldTraits.bindingName(node)?.last { textBound.insert(bound) }
                    } else {
                        for (control, label) in Self.bindingArguments {
                            guard node.isView(control), let argument = node.argument(label),
                                let bound = Self.boundName(argument, tree)
                            else { continue }
                            otherBound[bound] = "\(control)"
                        }
                    }
                }
                if node.kind == .declaration, tree.tokens[Int(node.firstToken)].keyword == .var, let name = node.name {
                    computed[name] = node
                }
                if ErrorQueries.isFunction(node), let name = node.name {
                    functions[name, default: []].append(node)
                    if let token = node.nameToken {
                        functionsByHash[tree.hash(ofToken: token), default: []].append(node)
                    }
                } else if node.kind == .closure, TextFieldErrorFocus.isRootClosure(node) {
                    roots.append(node)
                } else if node.kind == .modifier, node.isNamed("alert") || node.isNamed("confirmationDialog"),
                    let first = node.arguments.first, let last = node.arguments.last
                {
                    // Its arguments and its closures: the message an alert shows is often only there
                    // (`message: { Text(errorMessage ?? "") }`).
                    let end = max(last.lastToken, node.trailingClosures.last?.closure.lastToken ?? last.lastToken)
                    alertNames.formUnion(Self.stateNames(in: tree, from: first.firstToken, through: end))
                } else if node.kind == .reference, let name = node.name, let parent = node.parent,
                    parent.isView("Button") && parent.argument("action")?.value == node
                        || parent.kind == .modifier && parent.isNamed("onSubmit")
                {
                    referenced.insert(name)
                }
            }
            announcementMayStandForFocus = unfocusable || !textFields
            hasTextEntry = textFields || textEntry
            hasOtherControls = otherControls
            declared = Set(computed.keys)
            // An alert presented by a computed binding (`isPresented: isShowingError`, where
            // `isShowingError` reads `errorMessage != nil`) shows what that property reads.
            for name in alertNames {
                guard let declaration = computed[name] else { continue }
                alertNames.formUnion(
                    Self.stateNames(in: tree, from: declaration.firstToken, through: declaration.lastToken))
            }
            var namedOnly: [SyntaxNode] = []
            for (name, declarations) in functions {
                if referenced.contains(name) {
                    roots += declarations
                } else if TextFieldErrorFocus.submitPrefixes.contains(where: name.lowercased().hasPrefix) {
                    namedOnly += declarations
                }
            }
            // A function that is a root by its name alone (`signIn()`) but that a button or Return calls
            // here is judged on their paths: Return's lets an announcement speak the error, which a
            // path of its own, assumed to start at a button, would not.
            let called = Set(roots.flatMap { reach($0) }.map(\.index))
            roots += namedOnly.filter { !called.contains($0.index) }
            // In file order, so the finding (which path is reported first) is the same on every run.
            roots.sort { $0.index < $1.index }
            // `@AccessibilityFocusState private var name`.
            let first = Int(type?.firstToken ?? 0)
            let last = Int(type?.lastToken ?? Int32(tree.tokens.count - 1))
            var index = first
            while index < last {
                if tree.tokens[index].kind == .at, tree.token(Int32(index + 1), is: "AccessibilityFocusState") {
                    var next = index + 2
                    while next <= last, tree.tokens[next].keyword != .var, next < index + 8 { next += 1 }
                    if next + 1 <= last, tree.tokens[next].keyword == .var,
                        tree.tokens[next + 1].kind == .identifier
                    {
                        focusProperties.insert(tree.text(ofToken: Int32(next + 1)))
                    }
                }
                index += 1
            }
        }

        /// Each control and the argument its value is bound by.
        static let bindingArguments: [(StaticString, StaticString)] = [
            ("DatePicker", "selection"), ("Picker", "selection"), ("Toggle", "isOn"), ("Stepper", "value"),
            ("Slider", "value"),
        ]

        /// The last name of a binding (`start` of `$model.start`), nil for anything else.
        static func boundName(_ argument: SyntaxArgument, _ tree: SyntaxTree) -> String? {
            guard argument.lastToken >= argument.firstToken else { return nil }
            var index = argument.lastToken
            while index >= argument.firstToken {
                if tree.tokens[Int(index)].kind == .identifier {
                    let name = tree.text(ofToken: index)
                    return name.hasPrefix("$") ? String(name.dropFirst()) : name
                }
                index -= 1
            }
            return nil
        }

        /// The controls other than text fields that an error's condition reads, when it reads no text
        /// field's value (`if end <= start { errorMessage = … }` beside two DatePickers): an error about
        /// them, which VoiceOver cannot be moved to a text field for. Nil when there is no such condition.
        func otherControlsJudged(by index: Int32, in unit: SyntaxNode) -> [String]? {
            guard !otherBound.isEmpty,
                let (first, last) = TextFieldErrorFocus.condition(guarding: index, in: unit, tree)
            else { return nil }
            // In the order the condition reads them, each once.
            var names: [String] = []
            for token in first...last where tree.tokens[Int(token)].kind == .identifier {
                let name = tree.text(ofToken: token)
                let state = name.hasPrefix("$") ? String(name.dropFirst()) : name
                if !names.contains(state) { names.append(state) }
            }
            // Any other state it reads (a text field's, a computed `isValid`) may be what is wrong.
            guard !names.contains(where: { textBound.contains($0) || (declared.contains($0) && otherBound[$0] == nil) })
            else { return nil }
            let read = names.filter { otherBound[$0] != nil }
            return read.isEmpty ? nil : read
        }

        /// Whether the condition that guards the assignment at `index` reads no text field's value:
        /// none of the names it reads is bound to a text field here, or a property of this view that
        /// is no other control's (a computed `isValid` may read a field). An assignment under no
        /// condition (a `catch`) reads none.
        func readsNoTextField(by index: Int32, in unit: SyntaxNode) -> Bool {
            guard let (first, last) = TextFieldErrorFocus.condition(guarding: index, in: unit, tree) else {
                return true
            }
            // Each member chain as a whole (`editingReminder.isValid`): a part bound to a field is a
            // field's value; a bare name, or a chain's last member, declared here may read one.
            var chain: [String] = []
            var token = first
            while token <= last {
                if tree.tokens[Int(token)].kind == .identifier {
                    let name = tree.text(ofToken: token)
                    chain.append(name.hasPrefix("$") ? String(name.dropFirst()) : name)
                    if token + 2 <= last, tree.token(token + 1, is: "."),
                        tree.tokens[Int(token + 2)].kind == .identifier
                    {
                        token += 2
                        continue
                    }
                    if chain.contains(where: textBound.contains) { return false }
                    // `isValid`, `self.isValid`: this view's own property, which may read a field.
                    let judged = chain.count == 2 && chain[0] == "self" ? chain[1] : chain.count == 1 ? chain[0] : nil
                    if let judged, declared.contains(judged), otherBound[judged] == nil { return false }
                    chain = []
                }
                token += 1
            }
            return true
        }

        /// `root` and every function it calls, transitively.
        func reach(_ root: SyntaxNode) -> [SyntaxNode] {
            if let known = reached[root.index] { return known }
            let found = walk(from: root)
            reached[root.index] = found
            return found
        }

        func walk(from root: SyntaxNode) -> [SyntaxNode] {
            var seen: [SyntaxNode] = [root]
            var queue: [SyntaxNode] = [root]
            while let unit = queue.popLast(), seen.count < 64 {
                for callee in callees(of: unit) where !seen.contains(callee) {
                    seen.append(callee)
                    queue.append(callee)
                }
            }
            return seen
        }

        /// Whether a unit moves focus, presents an alert or announces: once per unit.
        var handled: [Int32: Bool] = [:]

        func handlesError(_ unit: SyntaxNode) -> Bool {
            if let known = handled[unit.index] { return known }
            let answer =
                movesFocus(unit) || presentsAlert(unit)
                || (announcementMayStandForFocus && TextFieldErrorFocus.announces(tree, unit))
            handled[unit.index] = answer
            return answer
        }

        /// The functions of this scope a unit names, worked out once per unit.
        var calleesOf: [Int32: [SyntaxNode]] = [:]

        /// `functions` by a hash of their name's bytes, so a unit's names are looked up without a String each.
        var functionsByHash: [UInt64: [SyntaxNode]] = [:]

        func callees(of unit: SyntaxNode) -> [SyntaxNode] {
            if let known = calleesOf[unit.index] { return known }
            var found: [SyntaxNode] = []
            let first = unit.firstToken
            let last = unit.lastToken
            if !functionsByHash.isEmpty, first >= 0, last >= first, Int(last) < tree.tokens.count {
                for index in first...last where tree.tokens[Int(index)].kind == .identifier {
                    guard let named = functionsByHash[tree.hash(ofToken: index)] else { continue }
                    let name = tree.text(ofToken: index)
                    for callee in named where callee.name == name && !found.contains(callee) { found.append(callee) }
                }
            }
            calleesOf[unit.index] = found
            return found
        }

        /// Sets the state an alert is presented by.
        func presentsAlert(_ unit: SyntaxNode) -> Bool {
            guard !alertNames.isEmpty else { return false }
            return !TextFieldErrorFocus.assignments(in: tree, unit.firstToken, unit.lastToken) { tree, index in
                alertNames.contains(tree.text(ofToken: index))
            }.isEmpty
        }

        func movesFocus(_ unit: SyntaxNode) -> Bool {
            guard !focusProperties.isEmpty else { return false }
            return !TextFieldErrorFocus.assignments(in: tree, unit.firstToken, unit.lastToken) { tree, index in
                focusProperties.contains(tree.text(ofToken: index))
            }.isEmpty
        }
    }
}
