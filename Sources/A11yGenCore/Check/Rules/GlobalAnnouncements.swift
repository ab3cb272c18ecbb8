/// `global.announcements` (card 004, Must: content that changes without focus moving is spoken with
/// an announcement; its Dont, `global.no-silent-status`, says the same of a status shown silently): a
/// view that answers an action with a failure shown as new text, which VoiceOver never hears. People
/// who pressed "Sign in" stay on the button and do not learn that signing in failed.
///
/// Reported, at the assignment: on a submit path (a `Button` action, `.onSubmit`, a submit-named
/// function, and the functions of the view they call: `TextFieldErrorFocus.Scope`), the view's own
/// error state (`@State`, or a member of a model it creates as `@StateObject`) set to a message in a
/// `catch` block or after an `await` in the same function or closure (the server's answer to a
/// sign-in or a save), when the view reads that state (shows it) and nothing on the path posts an
/// announcement, moves VoiceOver focus or presents an alert bound to it, and the view does not
/// announce it or move focus as it changes (`.onChange(of: errorMessage)`).
///
/// Left alone: errors set before any request (a field's validation: `text-field.error-focus`
/// asks for the focus move there), state nothing in the view reads, errors an `.alert` shows (it takes
/// VoiceOver focus itself), paths no button or Return starts (`.task`, `.onAppear`: a load's failure
/// is passive, and announcing it is a judgement), extensions, and types that are not views (a view
/// model: the view that calls it may announce).
public struct GlobalAnnouncements: CheckRule {
    public let id = RuleID.announcements
    public let help =
        "Announce a message that appears in answer to an action: AccessibilityNotification.Announcement(message).post() shortly after it shows, or present it in an .alert."

    public init() {}

    public var trigger: CheckTrigger { .kinds([.declaration, .closure]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard ErrorQueries.isFunction(node) || (node.kind == .closure && TextFieldErrorFocus.isRootClosure(node)),
            let type = node.enclosingType, !type.isExtension, TextFieldErrorFocus.isViewType(type)
        else { return [] }
        let tree = context.tree
        // Only the answer to a request is reported, set in a `catch` or after an `await`: a unit with
        // neither (most of a view's closures) is left before the view's state is gathered. Gathered
        // first for every closure, this rule was a tenth of `check`'s time on generated forms (issue 14).
        guard
            (node.firstToken...max(node.firstToken, node.lastToken)).contains(where: {
                tree.token($0, is: "await") || tree.token($0, is: "catch")
            })
        else { return [] }
        let owned = ErrorQueries.stateProperties(in: type, tree: tree).union(
            ErrorQueries.stateObjectProperties(in: type, tree: tree))
        let owners = owned.subtracting(TextFieldErrorFocus.localNames(in: tree, node.firstToken, node.lastToken))
        let shownCases = tree.memoized("error-focus.cases.\(type.index)") {
            TextFieldErrorFocus.shownErrorCases(tree, type)
        }
        // The answer to a request: in a `catch`, or after an `await` that runs before it (the same
        // predicate by which text-field.error-focus leaves it alone).
        let answers =
            (TextFieldErrorFocus.errorAssignments(
                in: tree, node.firstToken, node.lastToken, shownCases: shownCases, owners: owners
            ).filter { ErrorQueries.isAnswerToRequest($0, in: node, tree: tree) }
            + Self.caughtErrorMessages(in: node, owners: owners, tree: tree)).sorted()
        guard !answers.isEmpty else { return [] }
        let views = tree.memoized("announcements.views.\(type.index)") { Views(type: type, tree: tree) }
        guard let assignment = answers.first(where: { views.showsOnlyAsText(tree.text(ofToken: $0)) }) else {
            return []
        }
        let name = tree.text(ofToken: assignment)
        let scope = tree.memoized("error-focus.scope.\(type.index)") {
            TextFieldErrorFocus.Scope(tree: tree, type: type)
        }
        // A path a person starts: a button's action, Return, or a function one of them names (not a
        // function that is a root by its name alone, which `.task` may run: a load's failure is passive).
        guard
            let root = scope.roots.first(where: { root in
                (root.kind == .closure || scope.actionNames.contains(root.name ?? ""))
                    && scope.reach(root).contains(node)
            })
        else { return [] }
        // Spoken, focused or presented after it is set, where it is set: not a focus move for another
        // problem, nor the success's announcement, elsewhere on the path.
        if Self.handled(after: assignment, in: node, scope: scope, views: views, owners: owners, tree: tree) {
            return []
        }
        if views.announcedOnChange(of: name, scope: scope) { return [] }
        if tree.memoized("error-focus.reactive.\(type.index)", { TextFieldErrorFocus.movesFocusOnChange(type, scope) })
        {
            return []
        }
        let inCatch = ErrorQueries.requestParts(of: node, tree: tree).catches.contains { $0.contains(assignment) }
        let setWhere = inCatch ? "in a catch (a failed request)" : "after an await (the answer to a request)"
        let stays = TextFieldErrorFocus.isReturnAction(root) ? "the field" : "the button"
        return [
            finding(
                at: Int(tree.tokens[Int(assignment)].start),
                "\(TextFieldErrorFocus.describe(root, tree: tree)) sets '\(name)' \(setWhere), and the view shows it as text, but VoiceOver never hears it: nothing after it posts an announcement, moves VoiceOver focus or presents an alert, so people on \(stays) do not learn it failed",
                fix:
                    "announce the message once it shows: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { \(Self.announcement(in: node)) }, or present it in an .alert"
            )
        ]
    }

    /// The view's own state set, in a `catch`, to the caught error's words whatever the state is
    /// called (`message = error.localizedDescription`, a settings pane's login in the fifth review):
    /// the value says it is a failure as an error-named state would. The view's own state (`x`,
    /// `self.x`) or a member of a model it owns (`model.message`), as for the named errors.
    static func caughtErrorMessages(in unit: SyntaxNode, owners: Set<String>, tree: SyntaxTree) -> [Int32] {
        var found: [Int32] = []
        for block in ErrorQueries.requestParts(of: unit, tree: tree).catches {
            // Names a typed catch binds (`catch AuthError.runtimeError(let message)`): the caught
            // error's words, as `error` is in a bare catch (rw20 #9).
            // The pattern sits between the `catch` keyword and the block's `{`.
            var bound: Set<String> = []
            var index = block.lowerBound - 1
            while index > 0, block.lowerBound - index < 64, !tree.token(index, is: "catch") {
                if tree.token(index, is: "let") || tree.token(index, is: "var"),
                    tree.tokens[Int(index + 1)].kind == .identifier
                {
                    bound.insert(tree.text(ofToken: index + 1))
                }
                index -= 1
            }
            // The view's own state (`message`, `self.message`) or a member of a model it owns
            // (`model.message`: `assignments` checks the owner).
            let names = TextFieldErrorFocus.assignments(
                in: tree, block.lowerBound, block.upperBound, owners: owners
            ) { tree, index in
                owners.contains(tree.text(ofToken: index)) || (index > 0 && tree.tokens[Int(index - 1)].kind == .period)
            }
            for index in names {
                guard let value = TextFieldErrorFocus.valueStart(in: tree, index, block.upperBound) else { continue }
                // The value: to the end of its statement, a line that ends inside brackets included.
                var line = tree.source.location(of: Int(tree.tokens[Int(value)].start)).line
                var depth = 0
                var end = value
                while end + 1 < block.upperBound, !tree.token(end + 1, is: ";") {
                    let next = tree.tokens[Int(end + 1)]
                    let nextLine = tree.source.location(of: Int(next.start)).line
                    if nextLine != line, depth <= 0 { break }
                    line = nextLine
                    if [.leftParen, .leftBracket, .leftBrace].contains(next.kind) { depth += 1 }
                    if [.rightParen, .rightBracket, .rightBrace].contains(next.kind) { depth -= 1 }
                    end += 1
                }
                let caught = (value...end).contains { token in
                    let text = tree.text(ofToken: token)
                    if text == "localizedDescription" || text.contains("\\(error") { return true }
                    // `error` itself, or a name the catch bound, not a case (`.error`) nor a member named so.
                    return (text == "error" || bound.contains(text))
                        && (token == value || !tree.token(token - 1, is: "."))
                }
                if caught { found.append(index) }
            }
        }
        return found
    }

    /// The statement that posts `<message>` where `node` compiles, the generator's own
    /// (`Renderer.announceCode`): `AccessibilityNotification` from iOS 17 and macOS 14, and below them
    /// `UIAccessibility` or `NSAccessibility`, so the fix builds at the file's minimum OS. When the
    /// file says nothing of its platforms, that is both at their lowest minimums.
    static func announcement(in node: SyntaxNode) -> String {
        let minimums = TextFieldTraits.platforms(of: node)
        let deployment = Deployment(platforms: Platform.allCases.filter { minimums[$0] != nil }, minimums: minimums)
        let apis = deployment.announcementAPIs
        let statements = deployment.platforms.compactMap { platform in
            apis[platform.rawValue].map {
                Renderer.announceCode([platform.rawValue: $0], variable: "<message>").onOneLine
            }
        }
        if statements.count == 2, statements[0] != statements[1] {
            return "\(statements[0]) on iOS and \(statements[1]) on the Mac, in #if canImport(UIKit)"
        }
        return statements.first ?? "AccessibilityNotification.Announcement(<message>).post()"
    }

    /// Whether the innermost block or closure around the assignment, from the assignment on, posts an
    /// announcement, moves VoiceOver focus, sets state an alert, sheet or dialog is presented by, or
    /// calls a function of the view that does.
    static func handled(
        after assignment: Int32, in unit: SyntaxNode, scope: TextFieldErrorFocus.Scope, views: Views,
        owners: Set<String>, tree: SyntaxTree
    ) -> Bool {
        let container =
            unit.descendants().filter {
                ($0.kind == .block || $0.kind == .closure) && $0.firstToken <= assignment
                    && assignment <= $0.lastToken
            }.max(by: { $0.firstToken < $1.firstToken }) ?? unit
        let end = container.lastToken
        let names = ErrorQueries.names(in: tree, from: assignment, through: end)
        if names.contains("Announcement") || names.contains("UIAccessibility") || names.contains("NSAccessibility") {
            return true
        }
        let set = TextFieldErrorFocus.assignments(in: tree, assignment, end, owners: owners) { tree, index in
            let name = tree.text(ofToken: index)
            return scope.focusProperties.contains(name) || views.presenters.contains(name)
        }
        if !set.isEmpty { return true }
        let called = names.compactMap { scope.functions[$0] }.joined()
        return called.contains { function in
            scope.reach(function).contains { TextFieldErrorFocus.announces(tree, $0) || scope.movesFocus($0) }
        }
    }

    /// What a view shows, presents and announces, read once per view.
    final class Views {
        /// Names a `Text` or `Label` shows, directly (`Text(errorMessage)`) or through an `if let`
        /// that unwraps them (`if let message = model.errorMessage { Text(message) }`).
        var shownAsText: Set<String> = []
        /// Names an `.alert`, `.sheet`, `.confirmationDialog`, `.fullScreenCover` or `.popover` reads:
        /// setting one presents it, and it takes VoiceOver focus.
        var presenters: Set<String> = []
        /// Names bound (`$saveError`) into a modifier or view this file does not declare: what it does
        /// with them is not known here (`.errorAlert(error: $saveError)` may be an alert).
        var handedOn: Set<String> = []
        /// `.onChange` and `.onReceive` modifiers, with the names they watch.
        var watchers: [(modifier: SyntaxNode, names: Set<String>)] = []
        let tree: SyntaxTree

        init(type: SyntaxNode, tree: SyntaxTree) {
            self.tree = tree
            let presenting: [StaticString] = ["alert", "sheet", "confirmationDialog", "fullScreenCover", "popover"]
            let watching: [StaticString] = ["onChange", "onReceive"]
            for node in type.descendants() {
                switch node.kind {
                case .call where node.isView("Text") || node.isView("Label"):
                    guard let first = node.arguments.first, let last = node.arguments.last else { continue }
                    let read = ErrorQueries.names(in: tree, from: first.firstToken, through: last.lastToken)
                    shownAsText.formUnion(read)
                    // Through the `if` that unwraps what it shows.
                    var step = node.parent
                    while let current = step, current.kind != .declaration {
                        if current.kind == .ifStatement, let branch = current.children.first {
                            shownAsText.formUnion(
                                ErrorQueries.names(in: tree, from: current.firstToken, through: branch.firstToken - 1))
                        }
                        step = current.parent
                    }
                case .modifier where presenting.contains(where: { node.isNamed($0) }):
                    presenters.formUnion(
                        TextFieldErrorFocus.Scope.stateNames(in: tree, from: node.firstToken, through: node.lastToken))
                case .modifier where watching.contains(where: { node.isNamed($0) }):
                    guard let watched = node.arguments.first else { continue }
                    let names = TextFieldErrorFocus.Scope.stateNames(
                        in: tree, from: watched.firstToken, through: watched.lastToken)
                    watchers.append((node, Set(names)))
                case .modifier, .call:
                    // `$saveError` handed to a modifier or view not SwiftUI's.
                    guard let name = node.name, !SwiftUIViews.all.contains(name) else { continue }
                    for argument in node.arguments where tree.text(ofToken: argument.firstToken).hasPrefix("$") {
                        handedOn.formUnion(
                            TextFieldErrorFocus.Scope.stateNames(
                                in: tree, from: argument.firstToken, through: argument.lastToken))
                    }
                default:
                    break
                }
            }
        }

        /// Shown in a `Text`, and not presented or handed on: the words appear in place, silently.
        func showsOnlyAsText(_ name: String) -> Bool {
            shownAsText.contains(name) && !presenters.contains(name) && !handedOn.contains(name)
        }

        /// Whether an `.onChange` or `.onReceive` that watches `name` announces it, itself or through
        /// a function of the view it calls.
        func announcedOnChange(of name: String, scope: TextFieldErrorFocus.Scope) -> Bool {
            watchers.contains { watcher in
                guard watcher.names.contains(name) else { return false }
                if TextFieldErrorFocus.announces(tree, watcher.modifier) { return true }
                let called = ErrorQueries.names(
                    in: tree, from: watcher.modifier.firstToken, through: watcher.modifier.lastToken
                ).compactMap { scope.functions[$0] }.joined()
                return called.contains { function in
                    scope.reach(function).contains { TextFieldErrorFocus.announces(tree, $0) }
                }
            }
        }
    }
}
