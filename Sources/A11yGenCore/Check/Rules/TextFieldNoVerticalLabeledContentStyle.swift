/// `text-field.no-vertical-labeled-content-style`: a `LabeledContent` around a text field, styled by a
/// custom `LabeledContentStyle` that stacks its label above the field (card 000, Donts). With the
/// label stacked, VoiceOver cannot double-tap to edit the field and Voice Control cannot target it by
/// name (a known Apple bug).
///
/// Reported at the `.labeledContentStyle(…)` modifier, on the `LabeledContent` itself or on a
/// container whose content holds one that wraps a `TextField`/`SecureField`. SwiftUI's only built-in
/// style is `.automatic`, so any other style is custom: one defined in this file is read (it stacks
/// vertically when its `makeBody` has a `VStack` holding both `label` and `content`; one that does
/// not is left alone); one defined elsewhere is reported with a note that the finding applies if it
/// stacks the label vertically.
///
/// Left alone: `.automatic`; styles in a variable or chosen at run time; a style overridden by a
/// nearer `.labeledContentStyle` (the innermost wins) or after an earlier one in the same chain;
/// `LabeledContent` reached only through a modifier's closure (`.overlay`, `.sheet`), whose
/// environment this rule does not follow; and `#if` conditions other than platforms.
public struct TextFieldNoVerticalLabeledContentStyle: CheckRule {
    public let id = RuleID.noVerticalLabeledContentStyle
    public let help =
        "Keep the automatic LabeledContent style around text fields (label beside the field), or show a Text label above a field named by its own title instead of using LabeledContent."

    public init() {}

    enum Style {
        case builtIn
        /// Read in this file: whether it stacks label and content vertically.
        case local(name: String, vertical: Bool)
        /// Defined elsewhere: only its name is known.
        case elsewhere(name: String)
    }

    public var trigger: CheckTrigger { .named(["labeledContentStyle"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("labeledContentStyle"), node.arguments.count == 1,
            let value = node.arguments.first?.value, let head = node.modifiedNode,
            node.condition.certainlyHoldsSomewhere
        else { return [] }
        // An earlier style in the chain is nearer the content and wins.
        guard head.modifiers(named: "labeledContentStyle").first == node,
            let style = Self.style(of: value, in: context.tree)
        else { return [] }
        let styleText = node.arguments.first!.text
        let crossFile: String?
        switch style {
        case .builtIn, .local(_, vertical: false): return []
        case .local: crossFile = nil
        case .elsewhere(let name):
            crossFile =
                "\(name) is defined in another file; this applies if it stacks the label above the field (a VStack of label and content)"
        }
        let reached = Self.styledLabeledContents(under: head)
        guard let first = reached.first else { return [] }
        let line = first.location.line
        let which =
            reached.count == 1
            ? (first == head ? "this LabeledContent" : "the LabeledContent on line \(line)")
            : "\(reached.count) LabeledContent views (first on line \(line))"
        return [
            finding(
                at: node.offset,
                ".labeledContentStyle(\(styleText)) stacks the label above the text field in \(which): VoiceOver cannot double-tap to edit it and Voice Control cannot target it by name",
                fix:
                    "remove .labeledContentStyle(\(styleText)) so the automatic style keeps the label beside the field, or show a Text label above a field named by its own title",
                dependsOn: crossFile)
        ]
    }

    /// The `LabeledContent` views wrapping a text field that the style on `head` reaches.
    static func styledLabeledContents(under head: SyntaxNode) -> [SyntaxNode] {
        var reached: [SyntaxNode] = []
        for candidate in [head] + head.descendants()
        where candidate.kind == .call && candidate.isView("LabeledContent") && FieldNaming.wrapsTextField(candidate) {
            if candidate == head || reaches(from: head, to: candidate) { reached.append(candidate) }
        }
        return reached
    }

    /// Whether `head`'s environment reaches `labeledContent`: up through call closures only, with no
    /// nearer `.labeledContentStyle` on the way.
    static func reaches(from head: SyntaxNode, to labeledContent: SyntaxNode) -> Bool {
        if !labeledContent.modifiers(named: "labeledContentStyle").isEmpty { return false }
        var current = labeledContent
        while let parent = current.parent {
            if parent == head { return current.kind != .modifier && current.parent?.kind != .modifier }
            switch parent.kind {
            case .modifier, .declaration: return false
            case .call:
                if !parent.modifiers(named: "labeledContentStyle").isEmpty { return false }
            default: break
            }
            current = parent
        }
        return false
    }

    /// What a `.labeledContentStyle(…)` argument is; nil when it cannot be told (a variable).
    static func style(of value: SyntaxNode, in tree: SyntaxTree) -> Style? {
        if value.member("automatic", of: "LabeledContentStyle") != nil || value.isView("AutomaticLabeledContentStyle") {
            return .builtIn
        }
        // `.vertical`, `.vertical(spacing: 4)`: a static member some extension declares.
        if value.isImplicitMember || (value.kind == .reference && value.isNamed("LabeledContentStyle")) {
            let member = value.isImplicitMember ? value.name : value.modifiers.first?.name
            guard let member else { return nil }
            if let type = memberType(member, in: tree) { return typeStyle(type, in: tree) }
            return .elsewhere(name: "." + member)
        }
        if value.kind == .call, let type = value.typeName, value.qualifier == nil {
            return typeStyle(type, in: tree)
        }
        return nil
    }

    /// A style type: read from its declaration in this file, or defined elsewhere.
    static func typeStyle(_ type: String, in tree: SyntaxTree) -> Style? {
        guard let declaration = tree.allNodes.first(where: { $0.kind == .declaration && $0.name == type }) else {
            return .elsewhere(name: type)
        }
        guard let makeBody = declaration.children.first(where: { $0.kind == .declaration && $0.isNamed("makeBody") })
        else { return nil }
        return .local(name: type, vertical: stacksVertically(makeBody))
    }

    /// `static var vertical: VerticalStyle { … }` in an `extension LabeledContentStyle`: the type it
    /// returns, read from the `VerticalStyle(…)` it builds or, for `{ .init() }`, its declared type.
    static func memberType(_ member: String, in tree: SyntaxTree) -> String? {
        for node in tree.allNodes
        where node.kind == .declaration && node.name == member
            && node.parent.map({ $0.kind == .declaration && $0.isNamed("LabeledContentStyle") }) == true
        {
            let built = node.descendants().compactMap { $0.kind == .call ? $0.typeName : nil }
            if built.count == 1 { return built[0] }
            // `static var stacked: StackedStyle { .init() }`: the declared type names it.
            if let declared = declaredType(of: node) { return declared }
        }
        return nil
    }

    /// The type after the `:` of `static var name: Type {`, when it is one plain name.
    static func declaredType(of declaration: SyntaxNode) -> String? {
        let tree = declaration.tree
        var index = declaration.firstToken
        while index < declaration.lastToken, tree.tokens[Int(index)].kind != .leftBrace {
            if tree.tokens[Int(index)].kind == .colon {
                let next = index + 1
                guard tree.tokens[Int(next)].kind == .identifier, next + 1 <= declaration.lastToken,
                    tree.tokens[Int(next + 1)].kind == .leftBrace
                else { return nil }
                return tree.text(ofToken: next)
            }
            index += 1
        }
        return nil
    }

    /// A `VStack` (or `LazyVStack`) in `makeBody` that holds both `configuration.label` and
    /// `configuration.content` (whatever the parameter is called).
    static func stacksVertically(_ makeBody: SyntaxNode) -> Bool {
        makeBody.descendants().contains { stack in
            guard stack.kind == .call, stack.isView("VStack") || stack.isView("LazyVStack") else { return false }
            let members = stack.descendants().compactMap { node -> String? in
                guard node.kind == .reference, let first = node.modifiers.first else { return nil }
                return first.name
            }
            return members.contains("label") && members.contains("content")
        }
    }
}
