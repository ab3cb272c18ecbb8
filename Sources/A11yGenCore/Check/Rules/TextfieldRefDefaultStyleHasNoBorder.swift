/// `textfield-ref.default-style-has-no-border`: on iOS a `TextField`/`SecureField` in the default
/// (or `.plain`) style draws no border outside a `Form` or `List`, so the field can look invisible
/// (card 001; card 000 text-field.visible-boundary). The generator gives every field
/// `.roundedBorder`, or `.bordered` from OS 27 (policy.bordered-from-27); any other style counts as a
/// boundary too, since a custom style cannot be judged from here.
///
/// Reported only where the field's surroundings are known: the field sits, through SwiftUI
/// stacks, `Group`, `ScrollView`, `LabeledContent` and `if`/`switch`, in a screen: a
/// `NavigationStack`/`NavigationView`/`NavigationSplitView`, the content of a `.sheet`,
/// `.fullScreenCover`, `.popover` or `.navigationDestination`, a container with `.navigationTitle`,
/// a stack, or a `body` of several views, that lays a `List` out beside the field (no Form row
/// holds a list),
/// or the `body` of a view whose body is a `ScrollView` (a screen, not a Form row) or one `VStack`
/// that holds a form (two text fields shown together, or one and a `Button` of the stack's own;
/// the finding then says a caller could still place it in a Form); and the view is not placed in a
/// `Form`/`List` elsewhere in the file.
///
/// A border or stroke of the field's own is a boundary, unless it is none in the normal state: a
/// width of 0 or a clear color in one branch of a condition (`.border(Color.red, width: isValid ? 0 :
/// 2)`), or a literal opacity of 0.3 or less (`.stroke(Color.gray.opacity(0.25))`), which no color
/// reaches 3:1 with. Those are reported with what they lack. On macOS the default style is bordered, so a
/// field compiled only for macOS is left alone; a style set only for macOS is reported for iOS.
///
/// Left alone: fields in a `Form`, `List` or `Section`, fields with `.border`, `.background`,
/// `.overlay` or a modifier a11y-gen does not know (it may draw a boundary) on them or a container,
/// fields in custom containers or helper views (`var emailField: some View`), in alerts and
/// toolbars, top-level code with no screen container (its caller might be a Form), and conditions a11y-gen cannot
/// evaluate (`DEBUG`).
public struct TextfieldRefDefaultStyleHasNoBorder: CheckRule {
    public let id = RuleID.defaultStyleHasNoBorder
    public let help =
        "Give the field a visible boundary: .textFieldStyle(.roundedBorder) (.bordered from iOS 27), or a border or background of your own with 3:1 contrast."

    public init() {}

    /// Modifiers that draw nothing around a field.
    static let neutral: Set<String> = [
        "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
        "autocorrectionDisabled", "disableAutocorrection", "focused", "onSubmit", "submitLabel", "submitScope",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityFocused",
        "accessibilityInputLabels", "accessibilityIdentifier", "accessibilityHidden", "accessibilityAddTraits",
        "padding", "frame", "font", "fontWeight", "multilineTextAlignment", "lineLimit", "disabled", "onChange",
        "onAppear", "onDisappear", "task", "id", "tag", "labelsHidden", "foregroundStyle", "foregroundColor",
        "privacySensitive", "textCase", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar",
        "sheet", "alert", "fullScreenCover", "popover", "navigationDestination", "scrollDismissesKeyboard",
        "fixedSize", "layoutPriority", "tint", "dynamicTypeSize", "environment", "onTapGesture",
        "keyboardShortcut", "textSelection", "minimumScaleFactor", "allowsTightening", "autocorrectionType",
        "presentationDetents", "interactiveDismissDisabled", "searchable", "refreshable",
    ]

    static let stacks: [StaticString] = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "LabeledContent",
        "ViewThatFits",
    ]
    static let screens: [StaticString] = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    enum Boundary: Equatable {
        case none
        case drawn
        case unknown
        /// A line of the field's own that gives no 3:1 boundary in the normal state (see `weakLine`).
        case weak(WeakLine)
    }

    /// Why a border or stroke on the field is no boundary (rw22 #6): none until a condition holds
    /// (`.border(Color.red, width: isValid ? 0 : 2)`, `isValid ? .clear : .red`), or too faint to reach
    /// 3:1 against anything (`.stroke(Color.gray.opacity(0.25))`: any color at 30% opacity or less
    /// stays under 3:1 against both white and black: black at 0.3 over white is 2.1:1).
    enum WeakLine: Equatable {
        case onlyWhen(condition: String, modifier: String)
        case faint(opacity: String, modifier: String)
    }

    public var trigger: CheckTrigger { .named(["TextField", "SecureField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        // Compiled for iOS: under an `#if` that holds there, in a file (or project) built for it.
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField"),
            node.condition.holds(on: .ios) == true, TextFieldTraits.platforms(of: node)[.ios] != nil
        else { return [] }
        // The field's own chain: a style or a boundary compiled for iOS.
        var conditional = false
        var weak: WeakLine?
        switch Self.boundary(of: node.modifiers, conditional: &conditional, tree: context.tree) {
        case .drawn, .unknown: return []
        case .none: break
        case .weak(let line): weak = line
        }
        var assumed = false
        guard Self.isOnAScreen(node, conditional: &conditional, assumed: &assumed) else { return [] }
        // A style the field sets itself (`.plain`, `.automatic`) is the one it has: no caller's
        // style can reach it, so the finding depends on no other file.
        let own = Self.ownStyle(node.modifiers) ?? Self.inheritedStyle(node)
        let style = own.map { $0.hasPrefix(".") ? "the \($0) style" : $0 } ?? "the default style"
        let styled =
            own != nil
            ? nil
            : "a .textFieldStyle set on this view by its caller in another file (a style is inherited) would give the field a border"
        let placed =
            assumed
            ? "a view in another file that places this one in a Form or List would give its rows a background" : nil
        let reasons = [styled, placed].compactMap { $0 }
        let caller = reasons.isEmpty ? nil : reasons.joined(separator: ", and ") + "; if so, ignore this finding"
        // What the field shows in its normal state: a line of its own that is no boundary, or none.
        let (message, fix): (String, String)
        switch weak {
        case .onlyWhen(let condition, let modifier)?:
            message =
                "this \(node.name!)'s only boundary, its .\(modifier), is drawn only when \(condition) (0 pt or clear otherwise), and \(style) draws no border outside a Form or List: in the normal state the field can look invisible (no 3:1 boundary)"
            fix =
                "keep a boundary in every state (.textFieldStyle(.roundedBorder), .bordered from iOS 27, or a \(modifier == "border" ? ".border" : "line") in a color with 3:1 contrast such as .secondary) and change its color or width for the error, with the error in words"
        case .faint(let opacity, let modifier)?:
            message =
                "this \(node.name!)'s only boundary, its .\(modifier), is drawn at opacity \(opacity), which cannot reach 3:1 against any background (no color at 30% opacity or less does), and \(style) draws no border outside a Form or List"
            fix =
                "draw the line at full opacity in a color with 3:1 contrast (.secondary, Color(.systemGray)), or use .textFieldStyle(.roundedBorder) (.bordered from iOS 27)"
        case nil:
            message =
                "this \(node.name!) uses \(style)\(conditional ? " on iOS" : ""), which draws no border outside a Form or List: the field can look invisible (no 3:1 boundary)"
            fix =
                "\(own == nil ? "add" : "use") .textFieldStyle(.roundedBorder) (.bordered from iOS 27), or a border or background of your own with 3:1 contrast"
        }
        return [finding(at: node.offset, message, fix: fix, dependsOn: caller)]
    }

    /// The borderless style the nearest container of the field in this file sets on iOS (a style is
    /// inherited, and the nearest one wins over any caller's); nil when none sets one.
    static func inheritedStyle(_ field: SyntaxNode) -> String? {
        var current = field.parent
        while let ancestor = current {
            if ancestor.kind == .call, let style = ownStyle(ancestor.modifiers) { return style }
            current = ancestor.parent
        }
        return nil
    }

    /// The borderless style the field's own chain sets on iOS, as written (`.plain`,
    /// `PlainTextFieldStyle()`), the last one if several; nil when it sets none.
    static func ownStyle(_ modifiers: SyntaxNodeList) -> String? {
        modifiers.last { $0.isNamed("textFieldStyle") && $0.condition.holds(on: .ios) == true }
            .flatMap { $0.arguments.first?.text }
    }

    /// What the modifiers draw around the view on iOS. Given the tree, a border or stroke that is no
    /// boundary in the normal state (`weakLine`) is told apart from one that may be.
    static func boundary(of modifiers: SyntaxNodeList, conditional: inout Bool, tree: SyntaxTree? = nil) -> Boundary {
        var weak: WeakLine?
        for modifier in modifiers {
            guard let name = modifier.name else { return .unknown }
            let holds = modifier.condition.holds(on: .ios)
            if holds == false {
                if name == "textFieldStyle" || name == "border" || name == "background" || name == "overlay" {
                    conditional = true
                }
                continue
            }
            if name == "textFieldStyle" {
                guard holds == true, let value = modifier.arguments.first?.value else { return .unknown }
                if value.member("automatic", of: "TextFieldStyle") != nil
                    || value.member("plain", of: "TextFieldStyle") != nil
                    || value.isView("DefaultTextFieldStyle") || value.isView("PlainTextFieldStyle")
                {
                    continue
                }
                return .drawn
            }
            if holds == true, let tree, let line = weakLine(modifier, tree: tree) {
                weak = weak ?? line
                continue
            }
            if !neutral.contains(name) { return .unknown }
            if holds == nil { return .unknown }
        }
        return weak.map { .weak($0) } ?? .none
    }

    /// A `.border`, or an `.overlay`/`.background` that only strokes a shape, that gives the field no
    /// boundary in its normal state: a width of 0 or a clear color in one branch of a condition, or
    /// a literal opacity of 0.3 or less on its line. Nil for anything else, a fill included (a
    /// filled field may show its edge by the fill).
    static func weakLine(_ modifier: SyntaxNode, tree: SyntaxTree) -> WeakLine? {
        guard let name = modifier.name, ["border", "overlay", "background"].contains(name) else { return nil }
        var tokens: [Int32] = []
        for index in modifier.firstToken...max(modifier.firstToken, modifier.lastToken)
        where !tree.tokens[Int(index)].isComment {
            tokens.append(index)
        }
        func word(_ at: Int, _ text: StaticString) -> Bool {
            at >= 0 && at < tokens.count && tree.token(tokens[at], is: text)
        }
        func kind(_ at: Int) -> TokenKind? { at >= 0 && at < tokens.count ? tree.tokens[Int(tokens[at])].kind : nil }
        // An overlay or background counts only when it strokes a shape and fills or draws nothing else.
        if name != "border" {
            let strokes = tokens.indices.contains { word($0, "stroke") || word($0, "strokeBorder") }
            let draws = tokens.indices.contains {
                word($0, "fill") || word($0, "foregroundColor") || word($0, "foregroundStyle") || word($0, "shadow")
                    || word($0, "Image") || word($0, "Text") || word($0, "background")
            }
            guard strokes, !draws else { return nil }
        }
        // The tokens of the condition before a ternary's `?` that starts at or after `start`.
        func condition(before question: Int, from start: Int) -> String? {
            var first = question
            var depth = 0
            var at = question - 1
            while at >= start {
                let k = kind(at)
                if k == .rightParen || k == .rightBracket { depth += 1 }
                if k == .leftParen || k == .leftBracket {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, k == .comma || k == .colon { break }
                first = at
                at -= 1
            }
            guard first < question else { return nil }
            return tree.text(from: tokens[first], through: tokens[question - 1])
        }
        for (at, token) in tokens.enumerated() where tree.tokens[Int(token)].kind == .op && tree.token(token, is: "?") {
            // `cond ? 0 : 2`, `cond ? 2 : 0`, `cond ? .red : .clear`: the branch right after `?` or
            // after the ternary's `:`.
            var other = at + 1
            var depth = 0
            while other < tokens.count {
                let k = kind(other)
                if k == .leftParen || k == .leftBracket { depth += 1 }
                if k == .rightParen || k == .rightBracket {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, k == .colon || k == .comma { break }
                other += 1
            }
            guard kind(other) == .colon else { continue }
            func isNothing(_ from: Int) -> Bool {
                if kind(from) == .number, word(from, "0") || word(from, "0.0") {
                    return kind(from + 1) == nil || [.colon, .comma, .rightParen].contains(kind(from + 1)!)
                }
                // `.clear`, `Color.clear`
                return (word(from, "Color") && kind(from + 1) == .period && word(from + 2, "clear"))
                    || (kind(from) == .period && word(from + 1, "clear"))
            }
            if isNothing(at + 1) || isNothing(other + 1) {
                guard let shown = condition(before: at, from: 0) else { continue }
                return .onlyWhen(condition: isNothing(at + 1) ? "`\(shown)` is false" : "`\(shown)`", modifier: name)
            }
        }
        for at in tokens.indices where word(at, "opacity") && kind(at + 1) == .leftParen && kind(at + 3) == .rightParen
        {
            guard kind(at + 2) == .number, let value = Double(tree.text(ofToken: tokens[at + 2])), value <= 0.3 else {
                continue
            }
            return .faint(opacity: tree.text(ofToken: tokens[at + 2]), modifier: name)
        }
        return nil
    }

    /// Whether the field sits in a screen (see the type's documentation), through containers that
    /// draw nothing around it.
    static func isOnAScreen(_ field: SyntaxNode, conditional: inout Bool) -> Bool {
        var assumed = false
        return isOnAScreen(field, conditional: &conditional, assumed: &assumed)
    }

    /// Whether a stack holds two text fields, or one and a button of its own (not one laid over the
    /// field, as a clear button is): a form laid out by the view. Fields shown on a condition are not
    /// counted: `if isSecure { SecureField } else { TextField }` is one reusable field.
    static func holdsAForm(_ stack: SyntaxNode) -> Bool {
        stack.tree.memoized("default-style-has-no-border.holds-a-form.\(stack.index)") {
            var fields = 0
            for node in stack.descendants() where node.kind == .call && FieldNaming.isTextField(node) {
                var current = node.parent
                var conditional = false
                while let ancestor = current, ancestor != stack {
                    if ancestor.kind == .ifStatement || ancestor.kind == .switchStatement { conditional = true }
                    current = ancestor.parent
                }
                if !conditional { fields += 1 }
            }
            let content = stack.trailingClosures.first.map(\.closure)
            let button = content?.children.contains { $0.kind == .call && $0.isView("Button") } ?? false
            return fields >= 2 || (fields == 1 && button)
        }
    }

    /// `isOnAScreen`, and whether the screen was only assumed from what the body's stack holds (a
    /// caller in another file could still place the view in a Form).
    static func isOnAScreen(_ field: SyntaxNode, conditional: inout Bool, assumed: inout Bool) -> Bool {
        var screen = false
        var current = field.parent
        var child = field
        while let ancestor = current {
            switch ancestor.kind {
            case .closure, .block, .ifStatement, .switchStatement:
                break
            case .call:
                // The field must be the container's content, not an argument such as a label.
                if ancestor.isView("Form") || ancestor.isView("List") || ancestor.isView("Section") { return false }
                if screens.contains(where: { ancestor.isView($0) }) {
                    screen = true
                } else if !stacks.contains(where: { ancestor.isView($0) }) {
                    return false
                }
                if child.kind != .closure { return false }
                // A stack that lays a `List` out beside the field is a screen: no Form row holds a list.
                // (Once per stack: asked for each of its fields, it made one stack of N fields take N² steps.)
                let content = child
                let listBeside = field.tree.memoized("default-style-has-no-border.list-beside.\(content.index)") {
                    content.children.contains(where: { $0.kind == .call && $0.isView("List") })
                }
                if listBeside { screen = true }
                if boundary(of: ancestor.modifiers, conditional: &conditional) != .none { return false }
                if ancestor.modifiers.contains(where: { $0.isNamed("navigationTitle") }) { screen = true }
            case .modifier:
                // Content of a presentation is a screen of its own.
                guard let name = ancestor.name, presenters.contains(name), child.kind == .closure else { return false }
                return true
            case .declaration:
                // A NavigationStack seen on the way up is a screen wherever it is declared.
                guard ancestor.isNamed("body"), let type = ancestor.enclosingType,
                    !type.isExtension, let typeName = type.name
                else { return screen }
                if !screen {
                    // The body itself: a ScrollView or a view with a navigation title.
                    let top = ancestor.children.count == 1 ? ancestor.children.first : nil
                    if let top,
                        top.isView("ScrollView") || top.modifiers.contains(where: { $0.isNamed("navigationTitle") })
                    {
                        screen = true
                    }
                    // Or a body of several views, one of them a List: the body's own builder lays
                    // them out as a stack would (rw19 #14), and no Form row holds a list.
                    if ancestor.children.count > 1,
                        ancestor.children.contains(where: { $0.kind == .call && $0.isView("List") })
                    {
                        screen = true
                    }
                    // Or a body that is one stack holding a whole form: two text fields, or a field
                    // and a button (rw22 #6). A Form row holds a field, not a sign-in screen; a
                    // stack of one field may be a row (`EmailRow`), and stays left alone.
                    if let top, top.kind == .call, top.isView("VStack") || top.isView("LazyVStack"),
                        holdsAForm(top)
                    {
                        screen = true
                        assumed = true
                    }
                }
                return screen && !placedInAFormOrList(typeName, tree: field.tree)
            default:
                return false
            }
            child = ancestor
            current = ancestor.parent
        }
        // Top-level code: decided only when a screen container was seen.
        return screen
    }

    /// Whether the file places a view of this type in a `Form`, `List` or `Section`. The names of the
    /// views the file places there are found once per file: searching the whole file again for each
    /// field made a file of 4,000 fields take seconds (issue 14).
    static func placedInAFormOrList(_ typeName: String, tree: SyntaxTree) -> Bool {
        let placed = tree.memoized("textfield-ref.default-style-has-no-border: views placed in a Form, List or Section")
        {
            var names: Set<String> = []
            for node in tree.allNodes where node.kind == .call {
                guard let name = node.name, !names.contains(name) else { continue }
                var current = node.parent
                while let ancestor = current {
                    if ancestor.isView("Form") || ancestor.isView("List") || ancestor.isView("Section") {
                        names.insert(name)
                        break
                    }
                    current = ancestor.parent
                }
            }
            return names
        }
        return placed.contains(typeName)
    }
}
