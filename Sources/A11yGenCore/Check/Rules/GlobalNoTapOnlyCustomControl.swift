/// `global.no-tap-only-custom-control`: a control drawn from an `Image`, `Text`, `Label`, a shape or a
/// small stack of them whose only action is `.onTapGesture` (card 004, Native First, Dont: "Do not ship
/// a custom-drawn control with only a tap gesture and a visual label; it is unreachable and inoperable
/// for VoiceOver, Switch Control, and Full Keyboard Access users"). A hand-drawn checkbox
/// (`Image(systemName: "checkmark.square")` and `.onTapGesture { remember.toggle() }`) is the common case.
///
/// Reported: a single-tap `.onTapGesture { … }` (or `perform:`) in the chain of an `Image`, `Text`,
/// `Label`, `Circle`, `Rectangle`, `RoundedRectangle`, `Capsule` or `Ellipse`, or of an `HStack`,
/// `VStack` or `ZStack` of at most four views with no control, list or scroll view among them, when
/// the chain declares none of the contract: no `.accessibilityAddTraits`, `.accessibilityAction(s)`,
/// `.accessibilityRepresentation`, `.accessibilityHidden(true)`, `.accessibilityRespondsToUserInteraction`.
/// The fix is a `Toggle` with a `ToggleStyle` that draws the look when the action flips a Bool
/// (`x.toggle()`, `x = !x`; card 004: "A custom ToggleStyle keeps the underlying Toggle"), else a
/// `Button` with the view as its label and `.buttonStyle(.plain)`.
///
/// Left alone: a tap in a `ToggleStyle`'s or `ButtonStyle`'s `makeBody` (or whose action uses the
/// style's `configuration`), which performs the styled control's own action; a tap whose action only
/// moves focus or puts the keyboard away (each of its statements mentions focus, the keyboard,
/// `endEditing` or `resignFirstResponder`): a background tap, not a control (a tap that also shows a
/// password, `showPassword.toggle(); focused = true`, is a control; rw21 #8); taps of two or
/// more (`count: 2`), a shortcut on content such as zooming a photo; a stack of more than four views or
/// with a control inside (tapping a screen's background to close a menu); `Color`, containers and views
/// declared in other files (what they draw is not known here); a gesture inside a `Button`'s label;
/// taps under a condition compiled for neither iOS nor macOS.
public struct GlobalNoTapOnlyCustomControl: CheckRule {
    public let id = RuleID.noTapOnlyCustomControl
    public let help =
        "Use the native control: a Button with this view as its label (.buttonStyle(.plain) keeps the look), or a Toggle with a ToggleStyle that draws it."

    public init() {}

    public var trigger: CheckTrigger { .named(["onTapGesture"]) }

    /// Views that draw a look and do nothing by themselves.
    static let drawn: [StaticString] = [
        "Image", "Text", "Label", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    ]
    static let stacks: [StaticString] = ["HStack", "VStack", "ZStack"]
    /// Views inside a stack that make it more than a drawn control: it holds controls or a screen.
    static let notDrawn: [StaticString] = [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "Stepper",
        "Slider", "Link", "NavigationLink", "Menu", "List", "ScrollView", "Form", "ForEach", "LazyVStack",
        "LazyHStack",
    ]
    /// Modifiers that declare a role or an action to assistive technologies.
    static let contract: [StaticString] = [
        "accessibilityAddTraits", "accessibilityAction", "accessibilityActions", "accessibilityRepresentation",
        "accessibilityRespondsToUserInteraction",
    ]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("onTapGesture"), let view = node.modifiedNode,
            node.condition.holds(on: .ios) == true || node.condition.holds(on: .macos) == true,
            (node.argument("count")?.numberValue ?? 1) < 2,
            let kind = Self.drawnKind(view),
            !["Button", "NavigationLink", "Link", "Menu"].contains(where: { view.isInside($0) })
        else { return [] }
        // A shape spread under the whole screen (`.ignoresSafeArea()`) is a scrim, as `Color` is.
        if view.modifiers.contains(where: { $0.isNamed("ignoresSafeArea") || $0.isNamed("edgesIgnoringSafeArea") }) {
            return []
        }
        for modifier in view.modifiers {
            if Self.contract.contains(where: { modifier.isNamed($0) }) { return [] }
            if modifier.isNamed("accessibilityHidden"), modifier.arguments.first?.text != "false" { return [] }
        }
        let action = node.trailingClosure(nil)?.text ?? node.argument("perform")?.text ?? ""
        // Drawn inside a ToggleStyle's or ButtonStyle's makeBody, the tap is how the style performs the
        // Toggle's or Button's own action: the control keeps its role (card 004).
        if action.contains("configuration.") || Self.isInsideStyle(node) { return [] }
        // `.onTapGesture {}` does nothing: it keeps a ScrollView scrolling beside a long press.
        if action.filter({ !$0.isWhitespace }) == "{}" { return [] }
        if Self.onlyMovesFocus(action) { return [] }
        // "an HStack": said letter by letter.
        let article = kind == "HStack" || kind.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        // A flag that presents or expands something (`showingSheet.toggle()`) is a button's action: a
        // switch would give it the wrong role and a value that means nothing to people.
        // A flag that is a field's `@FocusState` (`isTyping.toggle()` on a floating label, rw17): the
        // tap is a pointer's way into a native field that every assistive technology reaches already.
        let flipped = Self.flippedFlag(action)
        if let flag = flipped, Self.focuses(flag, in: node.tree) { return [] }
        // An eye that masks and shows a password flips a flag whose "on" may mean hidden
        // (`isSecureField`): a Toggle named "Show password" would say "on" while the password is
        // masked, so the fix is a button named for what the next tap does (rw22 #8).
        if let flag = flipped, Self.symbolName(of: view) == "eye",
            let label = Self.revealLabel(flag)
        {
            return [
                finding(
                    at: node.offset,
                    "\(article) \(kind) with .onTapGesture that shows and hides the password is a control drawn by hand: VoiceOver does not call it a button or say what it does, and Switch Control and Full Keyboard Access cannot reach it",
                    fix:
                        "make it a Button { \(flag).toggle() } label: { <this \(kind)> } with .buttonStyle(.plain) to keep the look, named for what the next tap does: .accessibilityLabel(\(label)); and drop the tap gesture"
                )
            ]
        }
        if let flag = flipped, !Self.presents(flag, in: node.tree) {
            let words =
                Self.isWordlessIcon(view)
                ? Self.exampleWords(for: view, action: action).replacingAll(
                    "<what it does>", with: "<what it turns on>")
                : nil
            return [
                finding(
                    at: node.offset,
                    "\(article) \(kind) with .onTapGesture that turns \(flag) on and off is a switch drawn by hand: VoiceOver neither calls it a switch nor says whether it is on, and Switch Control and Full Keyboard Access cannot reach it",
                    fix: words.map {
                        // An icon alone would make a Toggle with no name.
                        "make it a Toggle(\(SwiftLiteral.string($0)), isOn: $\(flag)) with a ToggleStyle that draws this look (a custom ToggleStyle keeps the Toggle, card 004; the title names it, and the style may leave it undrawn), and drop the tap gesture"
                    }
                        ?? "make it a Toggle(isOn: $\(flag)) with a ToggleStyle that draws this look (a custom ToggleStyle keeps the Toggle, card 004), and drop the tap gesture"
                )
            ]
        }
        // An icon with no words (`Label("", systemImage: "xmark")`) would make a button with no name.
        // The example words fit the symbol where it says what the tap does (an eye beside a password
        // shows it; rw21 said "Clear" read oddly there).
        let words = SwiftLiteral.string(Self.exampleWords(for: view, action: action))
        let naming =
            Self.isWordlessIcon(view)
            ? "; an icon alone names nothing, so give the Button words too (Button(\(words), systemImage: …) with .labelStyle(.iconOnly), or .accessibilityLabel(\(words))), saying what the tap does"
            : ""
        return [
            finding(
                at: node.offset,
                "\(article) \(kind) with .onTapGesture is a control drawn by hand: VoiceOver does not call it a button, and Switch Control and Full Keyboard Access cannot reach it",
                fix:
                    "make it a Button whose action is the tap's and whose label is this \(kind), with .buttonStyle(.plain) to keep the look, and drop the tap gesture\(naming)"
            )
        ]
    }

    /// Whether every statement of a tap's action moves focus or puts the keyboard away; lines that
    /// only open or close a block (`DispatchQueue.main.async {`, `}`) do neither.
    static func onlyMovesFocus(_ action: String) -> Bool {
        let words = ["focus", "keyboard", "endediting", "resignfirstresponder"]
        var body = Substring(action.lowercased())
        if body.first == "{" { body = body.dropFirst() }
        if body.last == "}" { body = body.dropLast() }
        var moves = false
        for line in body.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            let statement = line.trimmed()
            if words.contains(where: statement.contains) {
                moves = true
                continue
            }
            if statement.isEmpty || statement.allSatisfy({ "{}()".contains($0) }) || statement.hasSuffix("{")
                || statement.hasPrefix("}")
            {
                continue
            }
            return false
        }
        return moves
    }

    /// A symbol with no words for VoiceOver: `Image(systemName:)` or a `Label` whose title is blank,
    /// with no `.accessibilityLabel` of its own.
    static func isWordlessIcon(_ view: SyntaxNode) -> Bool {
        if view.modifiers.contains(where: { $0.isNamed("accessibilityLabel") }) { return false }
        if view.isView("Image") { return view.argument("systemName") != nil }
        guard view.isView("Label"), let title = view.arguments.first, title.labelToken == nil,
            let words = title.stringValue
        else { return false }
        return FieldNaming.isBlank(words)
    }

    /// Words a button drawn with this symbol would say, by the symbol's first name (the first literal
    /// of `systemImage:`/`systemName:`, either side of a ternary): "Show password" for an eye,
    /// "Clear" for an xmark; "<what it does>" for others.
    /// An xmark is "Close" where the tap dismisses or hides something (`dismiss()`, `isPresented
    /// .toggle()`, rw22 #11) and "Clear" elsewhere (beside a field, `text = ""`).
    static func exampleWords(for view: SyntaxNode, action: String = "") -> String {
        let first = symbolName(of: view) ?? ""
        if first == "xmark" {
            let lowered = action.lowercased()
            let closes =
                ["dismiss", "ispresented", "isshowing", "showing", "close", "hide"].contains(where: lowered.contains)
                || flippedFlag(action).map { presents($0, in: view.tree) } == true
            return closes ? "Close" : "Clear"
        }
        let words: [String: String] = [
            "eye": "Show password", "plus": "Add", "minus": "Remove", "trash": "Delete",
            "magnifyingglass": "Search", "info": "More information", "questionmark": "Help", "mic": "Dictate",
            "camera": "Take photo", "pencil": "Edit", "gear": "Settings", "gearshape": "Settings",
        ]
        return words[first] ?? "<what it does>"
    }

    /// The first name of the view's SF Symbol (`eye` for `"eye.slash"`), from the first literal of
    /// `systemName:`/`systemImage:` (either side of a ternary); nil without one.
    static func symbolName(of view: SyntaxNode) -> String? {
        let argument = view.argument("systemName") ?? view.argument("systemImage")
        let text = argument?.text ?? ""
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let symbol = text[text.index(after: open)...].prefix { $0 != "\"" }
        return symbol.split(separator: ".").first.map(String.init)
    }

    /// The name a password's reveal button says, as a ternary on the flag it flips: "Show password"
    /// while the password is masked. A flag named for masking (`isSecure`, `hidePassword`) masks when
    /// on; one named for showing (`showPassword`, `isRevealed`, `isVisible`) shows when on; nil when
    /// the name says neither.
    static func revealLabel(_ flag: String) -> String? {
        let last = (flag.split(separator: ".").last.map(String.init) ?? flag).lowercased()
        if ["secure", "hide", "hidden", "mask", "obscure", "conceal"].contains(where: last.contains) {
            return "\(flag) ? \"Show password\" : \"Hide password\""
        }
        if ["show", "reveal", "visible", "plain", "unmask"].contains(where: last.contains) {
            return "\(flag) ? \"Hide password\" : \"Show password\""
        }
        return nil
    }

    /// Words of flags that show, present or expand something rather than hold a setting.
    static let presentationWords = ["show", "present", "expand", "collapse", "sheet", "open", "reveal", "menu"]

    /// Whether a flipped flag presents something: its name says so, or the file binds it as
    /// `isPresented: $flag` (a sheet, a popover, an alert).
    static func presents(_ flag: String, in tree: SyntaxTree) -> Bool {
        let last = flag.split(separator: ".").last.map(String.init) ?? flag
        let lowered = last.lowercased()
        if presentationWords.contains(where: lowered.contains) { return true }
        // Read only for a tap that flips a flag, which is rare: the file's text once.
        return String(decoding: tree.source.bytes, as: UTF8.self).containsASCII("isPresented: $\(flag)")
    }

    /// Whether `flag` is the keyboard focus of a field in this file: `.focused($flag)`, or declared
    /// `@FocusState`.
    static func focuses(_ flag: String, in tree: SyntaxTree) -> Bool {
        let last = flag.split(separator: ".").last.map(String.init) ?? flag
        // Whole names only: `@FocusState var notifyEmailFocused` is not `notify` (rev46).
        if tree.allNodes.contains(where: { node in
            node.kind == .declaration && node.name == last && node.text.firstRange(ofASCII: "@FocusState") != nil
        }) {
            return true
        }
        return String(decoding: tree.source.bytes, as: UTF8.self).containsName(".focused($\(flag)")
    }

    /// Whether `node` is in a type that conforms to a control style (`struct Checkbox: ToggleStyle`).
    static func isInsideStyle(_ node: SyntaxNode) -> Bool {
        var type = node.enclosingType
        let tree = node.tree
        while let current = type {
            if current.headerContains(where: {
                tree.token($0, is: "ToggleStyle") || tree.token($0, is: "ButtonStyle")
                    || tree.token($0, is: "PrimitiveButtonStyle")
            }) {
                return true
            }
            type = current.enclosingType
        }
        return false
    }

    /// The view's name when it only draws: one of `drawn`, or a small stack without controls.
    static func drawnKind(_ view: SyntaxNode) -> String? {
        guard view.kind == .call, let name = view.name else { return nil }
        if drawn.contains(where: { view.isView($0) }) { return name }
        guard stacks.contains(where: { view.isView($0) }), let content = view.trailingClosure(nil) else { return nil }
        guard content.children.count <= 4 else { return nil }
        return holdsControl(content, depth: 0) ? nil : name
    }

    /// Whether one of `notDrawn` is written in `node`, or in a view helper of the same type that it
    /// uses (`self.textInput()`, `clearButton`): a stack whose field a helper builds is no drawn
    /// control, and making it a Button would fold the field into the button (rw16, a floating-label
    /// field revealed by a tap). Helpers are followed three deep.
    static func holdsControl(_ node: SyntaxNode, depth: Int) -> Bool {
        for inner in node.descendants() {
            if inner.kind == .call, notDrawn.contains(where: { inner.isView($0) }) { return true }
            // `textInput()`, `clearButton`, or `self.textInput()` (read as a modifier of `self`).
            let isHelperUse =
                inner.kind == .call || inner.kind == .reference
                || (inner.kind == .modifier && inner.modifiedNode?.kind == .reference
                    && inner.modifiedNode?.name == "self")
            guard depth < 3, isHelperUse, let helper = inner.name, inner.typeName == nil else { continue }
            // The type's own declarations and its extensions' (`private extension FloatingField { … }`: rev45).
            let typeName = inner.enclosingType?.name
            for declaration in node.tree.declarations(named: helper, near: inner)
            where declaration != node
                && !(declaration.firstToken <= inner.firstToken && inner.lastToken <= declaration.lastToken)
                && declaration.enclosingType?.name == typeName
            {
                // Once per helper: a view of many tapped stacks asks of the same helpers again.
                let holds = node.tree.memoized("tap-only.holds-control.\(declaration.index)") {
                    holdsControl(declaration, depth: depth + 1)
                }
                if holds { return true }
            }
        }
        return false
    }

    /// The Bool an action flips (`remember.toggle()`, `self.isOn = !isOn`), as a binding's name; nil
    /// when the action does anything else as well or is not a flip.
    static func flippedFlag(_ action: String) -> String? {
        var body = action.trimmed(.whitespacesAndNewlines)
        guard body.hasPrefix("{"), body.hasSuffix("}") else { return nil }
        body = String(body.dropFirst().dropLast()).trimmed(.whitespacesAndNewlines)
        if body.hasPrefix("withAnimation"), let open = body.firstIndex(of: "{"), body.hasSuffix("}") {
            body = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
                .trimmed(.whitespacesAndNewlines)
        }
        // A name or a path of names (`todo.isDone`, for `$todo.isDone`), not a call or a subscript.
        func name(_ text: Substring) -> String? {
            let trimmed = text.trimmed()
            let bare = trimmed.hasPrefix("self.") ? String(trimmed.dropFirst(5)) : trimmed
            let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
            let valid = parts.allSatisfy { part in
                !part.isEmpty && part.first?.isNumber == false
                    && part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            }
            return valid ? bare : nil
        }
        if body.hasSuffix(".toggle()") { return name(body.dropLast(".toggle()".count)) }
        let sides = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard sides.count == 2, let left = name(sides[0]) else { return nil }
        let right = sides[1].trimmed()
        guard right.hasPrefix("!"), name(right.dropFirst()) == left else { return nil }
        return left
    }
}
