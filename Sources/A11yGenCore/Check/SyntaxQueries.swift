/// Questions rules ask of the view tree, answered the same way for every rule.
extension SyntaxNode {
    /// A SwiftUI view initializer: `Name(…)`/`Name { }` or `SwiftUI.Name(…)`.
    /// A `DatePicker(…)` without `selection:` is a project's own view of that name (Amplify's
    /// `DatePicker(label, text:, placeholder:, validator:)`, rw18): every SwiftUI one takes a selection.
    public func isView(_ name: StaticString) -> Bool {
        guard kind == .call, !isImplicitMember, isNamed(name), qualifier == nil || qualifier == "SwiftUI" else {
            return false
        }
        if qualifier == nil, isNamed("DatePicker"), !arguments.isEmpty, argument("selection") == nil {
            return false
        }
        return true
    }

    /// Whether an attribute `named` comes before the declaration's `var`: the tokens back to the
    /// previous declaration or brace.
    func hasAttribute(named: (String) -> Bool) -> Bool {
        var index = firstToken - 1
        while index >= 0, index >= firstToken - 40 {
            let token = tree.tokens[Int(index)]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.keyword == .var || token.keyword == .let {
                return false
            }
            if token.kind == .at, Int(index) + 1 < tree.tokens.count, named(tree.text(ofToken: index + 1)) {
                return true
            }
            index -= 1
        }
        return false
    }

    /// `.name(…)` applied in this node's chain, in source order.
    /// Whether a view of this name encloses this node (`LabeledContent { … }` around a control).
    public func isInside(_ name: StaticString) -> Bool {
        var node = parent
        while let current = node {
            if current.isView(name) { return true }
            node = current.parent
        }
        return false
    }

    public func modifiers(named name: StaticString) -> [SyntaxNode] {
        modifiers.filter { $0.isNamed(name) }
    }

    /// The first `.accessibilityFocused(…)` in this node's own chain that is compiled somewhere,
    /// before an `.accessibilityElement(…)` starts describing another element; nil if none.
    public var accessibilityFocusBinding: SyntaxNode? {
        for modifier in modifiers {
            if modifier.isNamed("accessibilityElement") { return nil }
            if modifier.isNamed("accessibilityFocused"), modifier.condition.certainlyHoldsSomewhere { return modifier }
        }
        return nil
    }

    /// The text of a plain string literal, or of `Text("…")` around one; nil for anything else.
    public var literalText: String? {
        if kind == .string { return stringValue }
        if isView("Text"), modifiers.isEmpty, arguments.count == 1, let only = arguments.first,
            only.labelToken == nil
        {
            return only.stringValue
        }
        return nil
    }

    /// `.name` or `.name(…)` written as an implicit member (`.graphical`, `.system(size: 12)`) or
    /// on the type (`Font.system(size: 12)`, `DatePickerStyle.graphical`): the node holding the
    /// member's arguments, or nil.
    public func member(_ name: StaticString, of type: StaticString) -> SyntaxNode? {
        if isImplicitMember, isNamed(name) { return self }
        if kind == .reference, isNamed(type), let first = modifiers.first, first.isNamed(name) { return first }
        return nil
    }

    /// The name of the call or reference a chain starts with, when it starts with an uppercase
    /// letter (a type: `TextField`, `MyField`), else nil.
    public var typeName: String? {
        guard kind == .call || kind == .reference, !isImplicitMember, let name,
            let first = name.unicodeScalars.first, ("A"..."Z").contains(first)
        else { return nil }
        return name
    }
}

/// SwiftUI's own views, which cannot hide anything defined in another file.
enum SwiftUIViews {
    static let all: Set<String> = [
        "Text", "Label", "Button", "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "DatePicker",
        "MultiDatePicker", "Stepper", "Slider", "Link", "Menu", "NavigationLink", "LabeledContent", "Section", "Form",
        "List", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Group",
        "ScrollView", "GroupBox", "DisclosureGroup", "ForEach", "Grid", "GridRow", "NavigationStack", "NavigationView",
        "NavigationSplitView", "ShareLink", "ProgressView", "Gauge", "ControlGroup", "TabView", "ViewThatFits", "Table",
        "ColorPicker", "EditButton", "PasteButton", "RenameButton", "Image", "AsyncImage", "Color", "Spacer", "Divider",
        "EmptyView", "AnyView", "GeometryReader", "ScrollViewReader", "TimelineView", "Canvas",
        "ContentUnavailableView",
    ]
}

extension SyntaxTree {
    /// `condition ? a : b` spanning tokens `first...last` at its top level, with one token on each
    /// side (`isValid ? "" : "Enter a valid email address."`): the `?` and the `:`. Nil for anything
    /// else, a nested or longer branch included.
    func simpleTernary(from first: Int32, through last: Int32) -> (question: Int32, colon: Int32)? {
        guard first >= 0, first < last, Int(last) < tokens.count else { return nil }
        var question: Int32?
        var colon: Int32?
        var depth = 0
        for index in first...last {
            let text = text(ofToken: index)
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" { depth -= 1 }
            guard depth == 0 else { continue }
            if question == nil, text == "?", tokens[Int(index)].kind == .op,
                tokens[Int(index)].flags.contains(.spaceBefore)
            {
                question = index
            } else if question != nil, colon == nil, text == ":" {
                colon = index
            }
        }
        guard let question, let colon, question > first, colon == question + 2, colon + 1 == last else { return nil }
        return (question, colon)
    }
}
