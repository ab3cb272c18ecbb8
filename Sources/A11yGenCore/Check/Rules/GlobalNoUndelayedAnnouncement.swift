/// `global.no-undelayed-announcement`: a VoiceOver announcement posted in the same run loop as the
/// state change it describes, which VoiceOver may drop while it commits the view update (card 004,
/// Announcements Dont; the Must Have is `global.announcement-delay`: post it after a short delay).
///
/// Posts: `AccessibilityNotification.Announcement(…).post()`,
/// `UIAccessibility.post(notification: .announcement, argument:)` and
/// `NSAccessibility.post(element:notification: .announcementRequested, …)`. Delayed, so left alone: a
/// post inside the closure of `….asyncAfter(deadline:…)`, or inside a `Task { }`/`.task { }` after a
/// `Task.sleep`/`clock.sleep` in the same closure. A post in a function's body after other work
/// (`saved = true`) is undelayed; a post that opens a function (a helper such as `announce(_:)`) is
/// judged at its callers in the same file, reported when one of them calls it undelayed.
///
/// Left alone (cannot be decided, or not a same-run-loop post): a post in `DispatchQueue.main.async`
/// or a `Task` without a sleep (a later turn of the run loop, though no delay: the card does not say
/// whether that is enough), `asyncAfter(deadline: .now())`, a function no code in this file calls
/// (its callers are elsewhere), an announcement built in a variable and posted later, and posts under
/// a condition a11y-gen cannot evaluate.
public struct GlobalNoUndelayedAnnouncement: CheckRule {
    public let id = RuleID.noUndelayedAnnouncement
    public let help =
        "Post the announcement after the content appears, with a short delay: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { AccessibilityNotification.Announcement(message).post() }."

    public init() {}

    enum Verdict: Equatable {
        case delayed
        case undecided
        /// Posted with no delay; `call` is the line of the undelayed call to the posting function.
        case immediate(call: Int?, function: String?)
    }

    public var trigger: CheckTrigger { .named(["Announcement", "UIAccessibility", "NSAccessibility"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard let api = Self.postedAnnouncement(node),
            Platform.allCases.contains(where: { node.condition.holds(on: $0) == true })
        else { return [] }
        var visited: Set<Int32> = []
        guard case .immediate(let call, let function) = Self.verdict(node, context: context, visited: &visited)
        else { return [] }
        var message = "this announcement is posted with no delay"
        if let call, let function {
            message += " (\(function)(…) is called undelayed on line \(call))"
        }
        message += "; VoiceOver may drop it while the view update commits"
        // The post as written, its own message inside (rw19: `argument: message` named no variable
        // of the code it wraps); a generic one where the call spans lines.
        let written = node.modifiers.first.map { node.tree.text(from: node.firstToken, through: $0.lastToken) }
        let generic =
            api == .uiKit
            ? "UIAccessibility.post(notification: .announcement, argument: message)"
            : api == .appKit
                ? "NSAccessibility.post(element: element, notification: .announcementRequested, userInfo: info)"
                : "AccessibilityNotification.Announcement(message).post()"
        let body =
            written.map { written in
                !written.contains("\n") && written.count <= 160
                    && ["AccessibilityNotification", "Announcement", "UIAccessibility", "NSAccessibility"].contains {
                        written.hasPrefix($0)
                    }
            } == true ? written! : generic
        // A message held in a name (`var text = AttributedString(…)`) is captured by value: a `var`
        // captured by the closure does not compile in Swift 6 (rev48).
        let said = api == .uiKit ? node.modifiers.first?.argument("argument") : node.arguments.first
        let capture =
            body == generic
            ? ""
            : said.map { argument in
                let name = argument.text
                let isName =
                    argument.labelToken == nil || api == .uiKit
                guard isName, let first = name.first, first.isLetter || first == "_",
                    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { return "" }
                return "[\(name)] in "
            } ?? ""
        return [
            finding(
                at: node.offset, message,
                fix:
                    "post it after the content appears: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { \(capture)\(body) }"
            )
        ]
    }

    enum API { case swiftUI, uiKit, appKit }

    /// Which announcement API `node` posts with, when it is the start of a post.
    static func postedAnnouncement(_ node: SyntaxNode) -> API? {
        switch node.kind {
        case .call:
            guard node.isNamed("Announcement"), node.qualifier == "AccessibilityNotification" || node.qualifier == nil,
                !node.isImplicitMember, let post = node.modifiers.first, post.isNamed("post"), !post.isUnclosed
            else { return nil }
            return .swiftUI
        case .reference:
            guard let post = node.modifiers.first, post.isNamed("post"), !post.isUnclosed,
                let notification = post.argument("notification")?.value
            else { return nil }
            if node.isNamed("UIAccessibility"), notification.isImplicitMember, notification.isNamed("announcement") {
                return .uiKit
            }
            if node.isNamed("NSAccessibility"), notification.isImplicitMember,
                notification.isNamed("announcementRequested")
            {
                return .appKit
            }
            return nil
        default: return nil
        }
    }

    /// Whether the code at `node` runs after a delay, walking out through its closures.
    static func verdict(_ node: SyntaxNode, context: CheckContext, visited: inout Set<Int32>) -> Verdict {
        var current = node
        while let parent = current.parent {
            if parent.kind == .closure, let owner = parent.parent {
                if owner.kind == .modifier, owner.isNamed("asyncAfter") {
                    let deadline = owner.argument("deadline") ?? owner.argument("wallDeadline")
                    return deadline?.text.replacingAll(" ", with: "") == ".now()" ? .undecided : .delayed
                }
                if owner.kind == .modifier, owner.isNamed("async") { return .undecided }
                if isTask(owner) {
                    return sleeps(before: current, in: parent) ? .delayed : .undecided
                }
            }
            if parent.kind == .declaration {
                guard let function = functionName(parent) else { return .immediate(call: nil, function: nil) }
                // Work before it in the same body (`saved = true`) is the state change it follows.
                if changesState(before: current, in: parent) { return .immediate(call: nil, function: nil) }
                return callers(of: parent, named: function, context: context, visited: &visited)
            }
            current = parent
        }
        return .immediate(call: nil, function: nil)
    }

    /// `Task { }`, `Task.detached { }`, `Task(priority:) { }`, `.task { }`.
    static func isTask(_ owner: SyntaxNode) -> Bool {
        if owner.kind == .call, owner.isView("Task") || owner.isNamed("Task") { return true }
        if owner.kind == .modifier, owner.isNamed("task") { return true }
        if owner.kind == .modifier, owner.isNamed("detached"), owner.modifiedNode?.isNamed("Task") == true {
            return true
        }
        return false
    }

    /// Whether a statement before `statement` in `closure` sleeps (`try await Task.sleep(…)`).
    static func sleeps(before statement: SyntaxNode, in closure: SyntaxNode) -> Bool {
        for sibling in closure.children {
            if sibling == statement { return false }
            for inner in [sibling] + sibling.descendants()
            where (inner.kind == .modifier || inner.kind == .call) && inner.isNamed("sleep") {
                return true
            }
        }
        return false
    }

    /// Whether a statement other than a `let`/`var` runs before `statement` in a function body.
    static func changesState(before statement: SyntaxNode, in body: SyntaxNode) -> Bool {
        for sibling in body.children {
            if sibling == statement { return false }
            if sibling.kind != .declaration { return true }
        }
        return false
    }

    /// The name of a `func` declaration; nil for properties, types and initializers.
    static func functionName(_ declaration: SyntaxNode) -> String? {
        guard let name = declaration.nameToken, declaration.tree.token(name - 1, is: "func") else { return nil }
        return declaration.name
    }

    /// A post in a function: undelayed when any call to it in this file is undelayed.
    static func callers(
        of declaration: SyntaxNode, named function: String, context: CheckContext, visited: inout Set<Int32>
    ) -> Verdict {
        guard visited.count < 8, visited.insert(declaration.index).inserted else { return .undecided }
        var verdicts: [Verdict] = []
        for candidate in context.tree.allNodes where candidate.name == function {
            let isCall: Bool
            switch candidate.kind {
            case .call: isCall = !candidate.isImplicitMember && candidate.qualifier == nil
            case .modifier: isCall = candidate.modifiedNode?.isNamed("self") == true && candidate.hasParentheses
            default: isCall = false
            }
            guard isCall, !isInside(candidate, declaration) else { continue }
            switch verdict(candidate, context: context, visited: &visited) {
            case .immediate:
                return .immediate(call: candidate.location.line, function: function)
            case let other: verdicts.append(other)
            }
        }
        return verdicts.isEmpty ? .undecided : (verdicts.allSatisfy { $0 == .delayed } ? .delayed : .undecided)
    }

    static func isInside(_ node: SyntaxNode, _ ancestor: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next == ancestor { return true }
            current = next.parent
        }
        return false
    }
}
