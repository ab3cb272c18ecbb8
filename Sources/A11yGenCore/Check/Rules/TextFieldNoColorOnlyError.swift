/// `text-field.no-color-only-error`: a text field whose error is shown only by a color that depends
/// on validity (card 000 Dont, global.no-color-only-state): `.border(isValid ? .gray : .red)`,
/// `.foregroundStyle(emailError != nil ? .red : .primary)`, or an `.overlay`/`.background` shape
/// stroked that way, on a `TextField`/`SecureField`, while the view shows no text for the error.
///
/// A color depends on validity when a ternary in the modifier's argument is decided by a name
/// holding validity or error state (`isValid`, `emailError`, `hasError`; `ErrorQueries`), or shows
/// red on any condition (`.border(Color.red, width: confirmation != password ? 1 : 0)`), there or in
/// the body of a computed property of the file that the modifier names (`.border(borderColor)`,
/// `var borderColor: Color { valid ? .gray : .red }`). Reported
/// only when the view that holds the field (its type, or the whole snippet at top level) visibly has
/// no error text: nothing but the color modifiers and accessibility modifiers mentions those names
/// or an error. A `Text`/`Label`/custom view fed an error, or an `if`/`switch` on the same state,
/// counts as error text (its content cannot always be read), so nothing is reported; an `if` that
/// shows nothing (`if zipInvalid { nudge = 8 }`) does not, nor does the field's own text handed to a
/// call (`Pet(name: petName)`), which only an `if` condition or a message quoting it turns into error text. When the state
/// is not the view's own `@State`, another view may show it: the finding says so. Left alone:
/// colors not decided by validity (`isFocused ? .blue : .gray`), an icon in an `.overlay` or
/// `.background` shown by an opacity decided by validity (a shape that appears), fields in an
/// `extension` (the rest of the view is elsewhere). A status icon beside the field in its `HStack` or
/// `ZStack` row, colored by validity with the same symbol either way, is color alone too; one whose
/// symbol changes with the state is a shape, not color alone, and is left to the rules on words.
public struct TextFieldNoColorOnlyError: CheckRule {
    public let id = RuleID.noColorOnlyError
    public let help =
        "Show the error in words next to the field (Text or Label with an icon) and append it to the field's .accessibilityLabel; keep the color as an extra cue."

    public init() {}

    static let colorModifiers: [StaticString] = [
        "border", "foregroundStyle", "foregroundColor", "overlay", "background", "tint",
    ]

    public var trigger: CheckTrigger { .named(["TextField", "SecureField"]) }

    /// How a shape behind the field is colored.
    static let shapeColorModifiers: [StaticString] = ["stroke", "strokeBorder", "fill"]

    /// Shapes.
    static let shapes: [StaticString] = ["Capsule", "RoundedRectangle", "Rectangle", "Circle", "Ellipse"]

    /// A `.frame` with a fixed width or height under 30 points.
    static func isSmall(_ shape: SyntaxNode) -> Bool {
        shape.modifiers.contains { modifier in
            modifier.isNamed("frame")
                && ["width", "height"].contains { label in
                    modifier.arguments.contains { argument in
                        argument.label == label && (argument.numberValue.map { $0 < 30 } ?? false)
                    }
                }
        }
    }

    /// The shapes drawn behind the field in a `ZStack`, before it or before the row that holds it
    /// (`ZStack { Capsule().stroke(isValid ? .gray : .red); HStack { Image(…); SecureField(…) } }`).
    static func backdrops(of field: SyntaxNode) -> [SyntaxNode] {
        var item = field
        for _ in 0..<2 {
            guard let container = item.parent, container.kind == .closure, let stack = container.parent,
                stack.kind == .call
            else { return [] }
            if stack.isView("ZStack") {
                let views = Array(container.children)
                guard let index = views.firstIndex(of: item) else { return [] }
                // A small shape (a recording dot, a strength meter's bar) is a sign of its own, not the
                // field's outline.
                return views[..<index].filter { view in
                    view.kind == .call && shapes.contains { view.isView($0) } && !isSmall(view)
                }
            }
            guard stack.isView("HStack") || stack.isView("VStack") else { return [] }
            item = stack
        }
        return []
    }

    /// The modifiers of a `Group` that holds only this field, shown one of two ways (`Group { if
    /// isSecure { SecureField(…) } else { TextField(…) } }.background(…stroke(showError ? …))`): they
    /// draw around the field as its own would (rw20 #10).
    static func wrapperModifiers(of field: SyntaxNode) -> [SyntaxNode] {
        var current = field.parent
        while let next = current {
            switch next.kind {
            case .block, .ifStatement, .closure: current = next.parent
            case .call:
                guard next.isView("Group"), !FieldNaming.holdsSeveralInputs(next) else { return [] }
                // Reported once, at the first side: both sides share the one modifier.
                guard next.descendants().first(where: FieldNaming.isTextField) == field else { return [] }
                return Array(next.modifiers)
            default: return []
            }
        }
        return []
    }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") else { return [] }
        let tree = context.tree
        var colored: [(SyntaxNode, Set<String>)] = []
        for modifier in node.modifiers + Self.wrapperModifiers(of: node)
        where Self.colorModifiers.contains(where: { modifier.isNamed($0) }) {
            let state = Self.validityCondition(of: modifier, tree: tree)
            if !state.isEmpty { colored.append((modifier, state)) }
        }
        // A shape drawn behind the field in a `ZStack` is its outline as much as an `.overlay` is,
        // when its color is decided by validity (`isValid`, `passwordsMatch`, `profile.isMatching…`):
        // behind a field, red on another condition is as often a status (recording, strength).
        for shape in Self.backdrops(of: node) {
            for modifier in shape.modifiers
            where (Self.colorModifiers + Self.shapeColorModifiers).contains(where: { modifier.isNamed($0) }) {
                let state = Self.validityCondition(of: modifier, tree: tree)
                let decidedByValidity = (modifier.firstToken...max(modifier.firstToken, modifier.lastToken)).contains {
                    index in
                    guard tree.tokens[Int(index)].kind == .identifier else { return false }
                    let name = tree.text(ofToken: index)
                    return ErrorQueries.isValidityName(name) || name.lowercased().contains("match")
                }
                if !state.isEmpty, decidedByValidity { colored.append((modifier, state)) }
            }
        }
        // A status icon beside the field whose color alone is decided by validity (`Image(systemName:
        // "checkmark.circle").foregroundColor(isValid ? .green : .red)`): the same shape either way,
        // so only the color says the value is wrong. One whose symbol changes too (`isValid ?
        // "checkmark" : "xmark"`) is more than color, and left alone here.
        var besideField = false
        if colored.isEmpty {
            for icon in Self.rowIcons(of: node) where Self.keepsItsShape(icon, tree: tree) {
                for modifier in icon.modifiers where Self.iconColorModifiers.contains(where: { modifier.isNamed($0) }) {
                    // Red on the condition (not a blue "checking" spinner), and never clear (an icon
                    // that appears is a shape, not a color).
                    let tokens = modifier.firstToken...max(modifier.firstToken, modifier.lastToken)
                    func says(_ word: StaticString) -> Bool {
                        tokens.contains { tree.tokens[Int($0)].kind == .identifier && tree.token($0, is: word) }
                    }
                    guard (says("red") || says("systemRed")) && !says("clear") else { continue }
                    let state = Self.validityCondition(of: modifier, tree: tree)
                    if !state.isEmpty, state.contains(where: ErrorQueries.isValidityName) {
                        colored.append((modifier, state))
                        besideField = true
                    }
                }
            }
        }
        guard let (modifier, state) = colored.first else { return [] }
        let type = node.enclosingType
        if let type, type.isExtension { return [] }
        let scope: [SyntaxNode] = type.map { Array($0.children) } ?? Array(tree.roots)
        let ignored = colored.map { ($0.0.firstToken, $0.0.lastToken) }
        // The text the field edits (`petName` for `$petName`) is handed to models and saved; only an
        // `if` on it or a message quoting it shows it as an error.
        let value = TextFieldTraits.bindingName(node).map { String($0.last) }
        for root in scope
        where Self.showsErrorText(root, state: state, value: value, ignoring: ignored, tree: tree) {
            return []
        }
        let names = state.sorted().joined(separator: ", ")
        // State the view owns (`@State`) cannot be shown by another view; anything else can.
        let owned = type.map { ErrorQueries.stateProperties(in: $0, tree: tree) } ?? []
        let crossFile =
            state.isSubset(of: owned)
            ? nil
            : "\(names) may be read by a view in another file; if that view shows the error in words, ignore this finding"

        return [
            finding(
                at: modifier.offset,
                "the \(node.name!)'s error is shown by color alone (.\(modifier.name!) decided by \(names)\(besideField ? ", on the icon beside it" : "")); people who cannot tell the colors apart, and VoiceOver, get no error",
                fix:
                    "show the error as text under the field (if let error { Label(error, systemImage: \"exclamationmark.triangle.fill\") }) and append it to the field's .accessibilityLabel",
                dependsOn: crossFile
            )
        ]
    }

    /// The modifiers that color an icon.
    static let iconColorModifiers: [StaticString] = ["foregroundColor", "foregroundStyle", "tint"]

    /// The `Image` views beside the field in its row: siblings in the `HStack` or `ZStack` that holds
    /// it, or the one that holds that stack (`HStack { VStack { TextField(…) }; Image(…) }` is not a
    /// row: only stacks that lay views side by side or on top of each other are followed). None in a
    /// row of two or more text fields, where which one the icon is about cannot be told.
    static func rowIcons(of field: SyntaxNode) -> [SyntaxNode] {
        var icons: [SyntaxNode] = []
        var item = field
        for _ in 0..<2 {
            guard let container = item.parent, container.kind == .closure, let stack = container.parent,
                stack.kind == .call, stack.isView("HStack") || stack.isView("ZStack")
            else { break }
            let fields = stack.descendants().filter { $0.kind == .call && FieldNaming.isTextField($0) }
            guard fields.count == 1 else { return [] }
            icons += container.children.filter { $0 != item && $0.kind == .call && $0.isView("Image") }
            item = stack
        }
        return icons
    }

    /// Whether an icon looks the same whatever the state, but for its color: its symbol is a literal
    /// (not `isValid ? "checkmark" : "xmark"`, nor a property that may hold either), and no other
    /// modifier changes on a condition (`.opacity(isValid ? 0 : 1)`, `.symbolVariant(…)`).
    static func keepsItsShape(_ image: SyntaxNode, tree: SyntaxTree) -> Bool {
        guard let symbol = image.arguments.first, symbol.value?.kind == .string, symbol.stringValue != nil else {
            return false
        }
        func hasCondition(_ first: Int32, _ last: Int32) -> Bool {
            (first...max(first, last)).contains { index in
                tree.tokens[Int(index)].kind == .op && tree.text(ofToken: index) == "?"
            }
        }
        return !image.modifiers.contains { modifier in
            !iconColorModifiers.contains(where: { modifier.isNamed($0) })
                && hasCondition(modifier.firstToken, modifier.lastToken)
        }
    }

    /// The validity names deciding a ternary in the modifier's arguments (or in a modifier or
    /// call inside them, such as `.stroke(isValid ? … : …)`); empty when there is none.
    /// Whether an `.overlay`/`.background` draws an `Image` (an icon such as a warning triangle).
    static func showsIcon(_ modifier: SyntaxNode) -> Bool {
        guard modifier.isNamed("overlay") || modifier.isNamed("background") else { return false }
        return modifier.descendants().contains { $0.isView("Image") || $0.isView("Label") }
    }

    static func validityCondition(of modifier: SyntaxNode, tree: SyntaxTree) -> Set<String> {
        guard let first = modifier.arguments.first?.firstToken ?? modifier.trailingClosures.first?.closure.firstToken
        else { return [] }
        let state = validityCondition(from: first, through: max(modifier.lastToken, first), of: modifier, tree: tree)
        // `.border(borderColor)` with `private var borderColor: Color { valid ? .gray : .red }` in
        // the file: the color is decided where the property is (rw21 #4).
        guard state.isEmpty, let property = computedColor(of: modifier, tree: tree) else { return state }
        return validityCondition(from: property.firstToken, through: property.lastToken, of: modifier, tree: tree)
    }

    /// The computed property a color modifier's one argument names (`.border(borderColor)`), when the
    /// file declares one of that name with a body.
    static func computedColor(of modifier: SyntaxNode, tree: SyntaxTree) -> SyntaxNode? {
        guard let argument = modifier.arguments.first, argument.labelToken == nil, let value = argument.value,
            value.kind == .reference, let name = value.name, name.first?.isLowercase == true
        else { return nil }
        // The file's computed properties by name, found once: a large view asks for each field.
        let properties = tree.memoized("color-only.computed") { () -> [String: SyntaxNode] in
            var found: [String: SyntaxNode] = [:]
            for node in tree.allNodes
            where node.kind == .declaration && !node.isTypeDeclaration && node.text.firstRange(ofASCII: "{") != nil
                && node.text.firstRange(ofASCII: "func ") == nil
            {
                if let name = node.name, found[name] == nil { found[name] = node }
            }
            return found
        }
        return properties[name]
    }

    /// The validity names deciding the ternaries between two tokens (a modifier's arguments, or the
    /// body of the property it names).
    static func validityCondition(from first: Int32, through last: Int32, of modifier: SyntaxNode, tree: SyntaxTree)
        -> Set<String>
    {
        // Red shown on a condition is an error signal whatever the condition is called
        // (`.border(Color.red, width: confirmation != password ? 1 : 0)`).
        let red = (first...last).contains { index in
            tree.tokens[Int(index)].kind == .identifier
                && (tree.token(index, is: "red") || tree.token(index, is: "systemRed"))
        }
        var state: Set<String> = []
        var index = first
        while index <= last {
            let token = tree.tokens[Int(index)]
            if token.kind == .op, token.flags.contains(.spaceBefore), tree.text(ofToken: index) == "?" {
                // The condition: back to the opening bracket, comma or start of the argument; names
                // inside its own parentheses count (`(focused && !isValid) ? 2 : 0`).
                var back = index - 1
                var nesting = 0
                var validity: Set<String> = []
                var names: Set<String> = []
                while back >= first {
                    let kind = tree.tokens[Int(back)].kind
                    if kind == .rightParen || kind == .rightBracket { nesting += 1 }
                    if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                        if nesting == 0 { break }
                        nesting -= 1
                    }
                    if kind == .comma, nesting == 0 { break }
                    if kind == .identifier {
                        let name = tree.text(ofToken: back)
                        if ErrorQueries.isValidityName(name) { validity.insert(name) }
                        // A value, not a member (`.username`) or an argument's label (`width:`).
                        let member = back > 0 && tree.tokens[Int(back - 1)].kind == .period
                        let label = Int(back) + 1 < tree.tokens.count && tree.tokens[Int(back) + 1].kind == .colon
                        if !member, !label { names.insert(name) }
                    }
                    back -= 1
                }
                // An icon shown or hidden on the condition (`.overlay { Image(systemName:
                // "exclamationmark.circle").foregroundColor(.red)….opacity(hasError ? 1 : 0) }`) is a
                // shape that appears, more than color.
                if back >= first, tree.tokens[Int(back)].kind == .leftParen, back > 0,
                    tree.token(back - 1, is: "opacity"), Self.showsIcon(modifier)
                {
                    index += 1
                    continue
                }
                state.formUnion(validity.isEmpty && red ? names : validity)
            }
            index += 1
        }
        return state
    }

    /// Whether `root` (outside the color modifiers) shows text that may be the error: a non-field
    /// call or a view reference mentioning the state or an error, or an `if`/`switch` on it that
    /// shows something (a view, a message), not one that only runs code (`if zipInvalid { nudge = 8 }`).
    /// `value`, the text the field edits, counts only in an `if`/`switch` condition or a message.
    static func showsErrorText(
        _ root: SyntaxNode, state: Set<String>, value: String? = nil, ignoring ignored: [(Int32, Int32)],
        tree: SyntaxTree
    ) -> Bool {
        // The views under `root` that may show error text, found once: every field of a large view
        // asks, each with its own state and value, setting aside its own color modifiers.
        let views = tree.memoized("color-only.views.\(root.index)") { errorTextViews(root, tree: tree) }
        return views.contains { view in
            view.shows(state: state, value: value)
                && !ignored.contains { view.node.firstToken >= $0.0 && view.node.lastToken <= $0.1 }
        }
    }

    /// A view that may show error text, with what its words mention: whether it shows an error for
    /// a field's state and value is decided per field.
    struct ErrorTextView {
        var node: SyntaxNode
        /// It shows an error message whatever the field ("Invalid email").
        var sure = false
        /// Names it mentions, with whether the field's own value is set aside there (`Text(email)`
        /// shows the value, not an error; `if email.isEmpty` in a condition counts it).
        var names: [(name: String, valueSetAside: Bool)] = []
        /// Interpolated strings it shows, which mention a state by its name.
        var interpolated: [String] = []

        func shows(state: Set<String>, value: String?) -> Bool {
            if sure { return true }
            if names.contains(where: { entry in
                (state.contains(entry.name) || ErrorQueries.isErrorName(entry.name))
                    && !(entry.valueSetAside && entry.name == value)
            }) {
                return true
            }
            return interpolated.contains { text in state.contains { text.contains($0) } }
        }
    }

    /// Every node under `root` that may show error text (`showsErrorText`, before a field's state,
    /// value and own modifiers are known).
    static func errorTextViews(_ root: SyntaxNode, tree: SyntaxTree) -> [ErrorTextView] {
        var shown: [ErrorTextView] = []
        func add(_ node: SyntaxNode, _ first: Int32, _ last: Int32, countingValue: Bool = false) {
            guard first >= 0, last >= first else { return }
            var view = ErrorTextView(node: node)
            for index in first...last {
                let token = tree.tokens[Int(index)]
                if token.kind == .identifier {
                    // The value does not count, nor another object's member of its name
                    // (`welcome.firstName`), except in a condition (`if email.isEmpty`).
                    let member = index > 0 && tree.tokens[Int(index - 1)].kind == .period
                    view.names.append((tree.text(ofToken: index), !countingValue || member))
                } else if token.kind == .string {
                    let text = tree.text(ofToken: index)
                    if ErrorQueries.isErrorText(text) { view.sure = true }
                    if token.flags.contains(.interpolated) { view.interpolated.append(text) }
                }
            }
            if view.sure || !view.names.isEmpty || !view.interpolated.isEmpty { shown.append(view) }
        }
        // Something a branch shows: a view or a message, or a view in a property (`errorBanner`);
        // not a property set (`nudge = 8`) or a function run (`jiggle($emailJiggle)`).
        func shows(_ inner: SyntaxNode) -> Bool {
            switch inner.kind {
            case .string: return true
            case .call: return inner.typeName?.first?.isUppercase == true
            case .reference:
                // A statement of its own in the branch, not an argument (`jiggle($emailJiggle)`).
                guard inner.parent?.kind == .block else { return false }
                let next = Int(inner.lastToken) + 1
                guard next < tree.tokens.count, tree.tokens[next].kind == .op else { return true }
                let op = tree.text(ofToken: Int32(next))
                return !(op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op))
            default: return false
            }
        }
        for node in [root] + root.descendants() {
            switch node.kind {
            case .call:
                if node.isView("TextField") || node.isView("SecureField") { continue }
                // A view fed the error: Text(error), Label(error, …), ErrorRow(message: error).
                if node.typeName != nil, node.hasParentheses || !node.trailingClosures.isEmpty {
                    let end = node.arguments.last?.lastToken ?? node.firstToken
                    add(node, node.firstToken, end)
                }
            case .modifier:
                // An alert, dialog or tooltip that shows the error in words.
                if node.isNamed("alert") || node.isNamed("confirmationDialog") || node.isNamed("help"),
                    let first = node.arguments.first, let last = node.arguments.last
                {
                    add(node, first.firstToken, last.lastToken)
                }
            case .ifStatement, .switchStatement:
                let end = (node.children.first?.firstToken ?? node.lastToken) - 1
                let branches = node.children.flatMap { [$0] + $0.descendants() }
                if branches.contains(where: { shows($0) }) {
                    add(node, node.firstToken, end, countingValue: true)
                }
            case .string:
                // A message written out in a view: Text("Invalid email").
                if let parent = node.parent, parent.kind == .call, let text = node.stringValue,
                    ErrorQueries.isErrorText(text)
                {
                    // Set aside with the call that shows it.
                    shown.append(ErrorTextView(node: parent, sure: true))
                }
            default: continue
            }
        }
        return shown
    }
}
