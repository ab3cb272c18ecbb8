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
/// or the `body` of a view whose body is a `ScrollView` (a screen, not a Form row); and the view is
/// not placed in a `Form`/`List` elsewhere in the file. On macOS the default style is bordered, so a
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

    enum Boundary {
        case none
        case drawn
        case unknown
    }

    public var trigger: CheckTrigger { .named(["TextField", "SecureField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        // Compiled for iOS: under an `#if` that holds there, in a file (or project) built for it.
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField"),
            node.condition.holds(on: .ios) == true, TextFieldTraits.platforms(of: node)[.ios] != nil
        else { return [] }
        // The field's own chain: a style or a boundary compiled for iOS.
        var conditional = false
        switch Self.boundary(of: node.modifiers, conditional: &conditional) {
        case .drawn, .unknown: return []
        case .none: break
        }
        guard Self.isOnAScreen(node, conditional: &conditional) else { return [] }
        // A style the field sets itself (`.plain`, `.automatic`) is the one it has: no caller's
        // style can reach it, so the finding depends on no other file.
        let own = Self.ownStyle(node.modifiers) ?? Self.inheritedStyle(node)
        return [
            finding(
                at: node.offset,
                "this \(node.name!) uses \(own.map { $0.hasPrefix(".") ? "the \($0) style" : $0 } ?? "the default style")\(conditional ? " on iOS" : ""), which draws no border outside a Form or List: the field can look invisible (no 3:1 boundary)",
                fix:
                    "\(own == nil ? "add" : "use") .textFieldStyle(.roundedBorder) (.bordered from iOS 27), or a border or background of your own with 3:1 contrast",
                dependsOn: own != nil
                    ? nil
                    : "a .textFieldStyle set on this view by its caller in another file (a style is inherited) would give the field a border; if so, ignore this finding"
            )
        ]
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

    /// What the modifiers draw around the view on iOS.
    static func boundary(of modifiers: SyntaxNodeList, conditional: inout Bool) -> Boundary {
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
            if !neutral.contains(name) { return .unknown }
            if holds == nil { return .unknown }
        }
        return .none
    }

    /// Whether the field sits in a screen (see the type's documentation), through containers that
    /// draw nothing around it.
    static func isOnAScreen(_ field: SyntaxNode, conditional: inout Bool) -> Bool {
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
