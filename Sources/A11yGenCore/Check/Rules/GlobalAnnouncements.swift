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
        let owned = ErrorQueries.stateProperties(in: type, tree: tree).union(
            ErrorQueries.stateObjectProperties(in: type, tree: tree))
        let owners = owned.subtracting(TextFieldErrorFocus.localNames(in: tree, node.firstToken, node.lastToken))
        let shownCases = tree.memoized("error-focus.cases.\(type.index)") {
            TextFieldErrorFocus.shownErrorCases(tree, type)
        }
        let catches = node.descendants().filter { $0.kind == .block && $0.isNamed("catch") }
        // The answer to a request: in a `catch`, or after an `await` in this function or closure.
        let answers = TextFieldErrorFocus.errorAssignments(
            in: tree, node.firstToken, node.lastToken, shownCases: shownCases, owners: owners
        ).filter { index in
            catches.contains { $0.firstToken <= index && index <= $0.lastToken }
                || (node.firstToken..<index).contains { tree.token($0, is: "await") }
        }
        guard
            let assignment = answers.first(where: { index in
                let name = tree.text(ofToken: index)
                return tree.memoized("error-focus.read.\(type.index).\(name)") {
                    TextFieldErrorFocus.isRead(name, tree, type, owners: owned)
                }
            })
        else { return [] }
        let name = tree.text(ofToken: assignment)
        let scope = tree.memoized("error-focus.scope.\(type.index)") {
            TextFieldErrorFocus.Scope(tree: tree, type: type)
        }
        if scope.alertNames.contains(name) { return [] }
        if tree.memoized("error-focus.reactive.\(type.index)", { TextFieldErrorFocus.movesFocusOnChange(type, scope) })
        {
            return []
        }
        if Self.announcesOnChange(of: name, in: type, tree: tree) { return [] }
        let roots = scope.roots.filter { scope.reach($0).contains(node) }
        for root in roots {
            let reached = scope.reach(root)
            if reached.contains(where: {
                scope.movesFocus($0) || scope.presentsAlert($0) || TextFieldErrorFocus.announces(tree, $0)
            }) {
                continue
            }
            let inCatch = catches.contains { $0.firstToken <= assignment && assignment <= $0.lastToken }
            let setWhere = inCatch ? "in a catch (a failed request)" : "after an await (the answer to a request)"
            let stays = TextFieldErrorFocus.isReturnAction(root) ? "the field" : "the button"
            return [
                finding(
                    at: Int(tree.tokens[Int(assignment)].start),
                    "\(TextFieldErrorFocus.describe(root, tree: tree)) sets '\(name)' \(setWhere), and the view shows it, but VoiceOver never hears it: nothing on the path posts an announcement, moves VoiceOver focus or presents an alert, so people on \(stays) do not learn it failed",
                    fix:
                        "announce the message once it shows: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(<message>).post() } (iOS 17 and macOS 14; before them UIAccessibility.post(notification: .announcement, argument: <message>) or NSAccessibility.post), or present it in an .alert"
                )
            ]
        }
        return []
    }

    /// Whether the view announces `name` as it changes: an `.onChange(of:)` reading it whose closure
    /// posts an announcement.
    static func announcesOnChange(of name: String, in type: SyntaxNode, tree: SyntaxTree) -> Bool {
        type.descendants().contains { modifier in
            guard modifier.kind == .modifier, modifier.isNamed("onChange"),
                let watched = modifier.arguments.first,
                ErrorQueries.names(in: tree, from: watched.firstToken, through: watched.lastToken).contains(name)
            else { return false }
            return TextFieldErrorFocus.announces(tree, modifier)
        }
    }
}
