/// `global.no-visual-match-as-semantic`: a `Button` that turns a Bool on and off and shows which only
/// by its image (`Button { agreed.toggle() } label: { Image(systemName: agreed ? "checkmark.square" :
/// "square") }`): it looks like a checkbox, and VoiceOver hears a button with no state (card 004,
/// Native First, Dont: "Do not treat a visual match as a semantic match. An HStack of a checkmark
/// Image and a Text renders like a checkbox and exposes none of a checkbox's trait or state"). Found
/// twice in forty files of the eighth real-code review (rw17): a consent checkbox drawn as a Button,
/// its image empty while off, so the button had no name either.
///
/// Reported: a `Button` whose action flips a Bool (`x.toggle()`, `x = !x`) and whose label holds an
/// `Image` whose name is chosen by that Bool (`x ? … : …`), when neither the Button nor its label says
/// the state (`.accessibilityAddTraits`, `.accessibilityValue`, `.accessibilityRepresentation`,
/// `.accessibilityHidden`). The fix is the Toggle the look stands for, with a ToggleStyle that draws it.
/// Also a segment drawn by hand (`segmentDrawnByHand`): a `Button` that sets a selection to its option
/// and shows that it is chosen only by a look that option decides, with no `.isSelected` trait.
///
/// Left alone: images that are no checkbox or radio button in both states (an eye that shows a
/// password, play and pause, a pencil that becomes a checkmark), an `.accessibilityLabel` that
/// changes with the flag (it says what the button does now),
/// a flag that presents or expands something (`showDetails`, a chevron: a disclosure is a
/// button), buttons inside a `ToggleStyle`'s or `ButtonStyle`'s `makeBody` (the styled control carries
/// the state), and an image chosen by anything but the flag the action flips.
public struct GlobalNoVisualMatchAsSemantic: CheckRule {
    public let id = RuleID.noVisualMatchAsSemantic
    public let help =
        "Use the control the look stands for: a Toggle with a ToggleStyle that draws the checkbox, which says on or off to VoiceOver."

    public init() {}

    public var trigger: CheckTrigger { .named(["Button"]) }

    /// Modifiers that say the state, or hand the element's meaning to something else.
    static let stated: [StaticString] = [
        "accessibilityAddTraits", "accessibilityValue", "accessibilityRepresentation", "accessibilityHidden",
        "accessibilityElement",
    ]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Button"),
            node.condition.holds(on: .ios) == true || node.condition.holds(on: .macos) == true
        else { return [] }
        // `Button(action: { … }) { label }` or `Button { … } label: { label }`.
        let action: SyntaxNode?
        let label: SyntaxNode?
        if let argument = node.argument("action")?.value {
            action = argument
            label = node.trailingClosure(nil) ?? node.trailingClosure("label")
        } else {
            action = node.trailingClosure(nil)
            label = node.trailingClosure("label")
        }
        guard let action, let label else { return [] }
        if let segment = segmentDrawnByHand(node, action: action, label: label) { return [segment] }
        guard let flag = GlobalNoTapOnlyCustomControl.flippedFlag(action.text),
            !GlobalNoTapOnlyCustomControl.presents(flag, in: node.tree),
            !GlobalNoTapOnlyCustomControl.isInsideStyle(node)
        else { return [] }
        let chains = [node] + label.descendants().filter { $0.kind == .call }
        if chains.contains(where: { view in view.modifiers.contains { m in Self.stated.contains { m.isNamed($0) } } }) {
            return []
        }
        // A name that changes with the flag ("Play" and "Pause", "Agreed") says what the button does now.
        let last = flag.split(separator: ".").last.map(String.init) ?? flag
        if chains.contains(where: { view in
            view.modifiers.contains { $0.isNamed("accessibilityLabel") && $0.text.containsName(last) }
        }) {
            return []
        }
        // The image whose name the flag chooses: the state drawn, and only drawn.
        guard
            let image = label.descendants().first(where: { view in
                guard view.kind == .call, view.isView("Image"), let name = view.arguments.first?.text else {
                    return false
                }
                let symbols = Self.literals(in: name)
                return name.contains("?") && name.containsName(last) && symbols.count == 2
                    && symbols.allSatisfy(Self.isCheckboxSymbol)
            })
        else { return [] }
        let shown = image.arguments.first.map { $0.text } ?? ""
        return [
            finding(
                at: node.offset,
                "a Button that turns \(flag) on and off and shows it only by its image (\(shown)) is a checkbox drawn by hand: VoiceOver hears a button and never whether it is on, and Voice Control and Switch Control users cannot tell either",
                fix:
                    "make it a Toggle(isOn: $\(flag)) { <its words> } with a ToggleStyle that draws this look (a custom ToggleStyle keeps the Toggle, card 004; .toggleStyle(.checkbox) on the Mac), and drop the Button"
            )
        ]
    }

    /// A `Button` that sets a selection to its own option (`selection = mode`) and shows that it is
    /// the chosen one only by its look (`selection == mode ? … : …` in its label or on it), with no
    /// `.isSelected` trait or value: a segment or tab drawn by hand, which VoiceOver hears as a button
    /// with no state (rw23 #10, a sign-in/sign-up switch).
    func segmentDrawnByHand(_ button: SyntaxNode, action: SyntaxNode, label: SyntaxNode) -> CheckFinding? {
        guard !GlobalNoTapOnlyCustomControl.isInsideStyle(button) else { return nil }
        let tree = button.tree
        // The one assignment `name = option` in the action (`withAnimation { … }` around it is fine).
        var assignment: (String, String)?
        let range = action.firstToken...max(action.firstToken, action.lastToken)
        for index in range where tree.tokens[Int(index)].kind == .op && tree.token(index, is: "=") {
            guard assignment == nil, index - 1 > action.firstToken, index + 1 < action.lastToken else { return nil }
            func operand(_ from: Int32, step: Int32) -> String? {
                var at = from
                var parts: [String] = []
                while range.contains(at) {
                    let kind = tree.tokens[Int(at)].kind
                    guard kind == .identifier || kind == .period else { break }
                    parts.append(tree.text(ofToken: at))
                    at += step
                }
                return parts.isEmpty ? nil : (step < 0 ? parts.reversed() : parts).joined()
            }
            guard let target = operand(index - 1, step: -1), let value = operand(index + 1, step: 1) else { return nil }
            assignment = (target, value)
        }
        guard let (target, value) = assignment, !target.hasPrefix("."), target != value else { return nil }
        // The look decided by that option: `target == value` in a ternary on the button or in its label.
        let compared = "\(target)==\(value)"
        let looks = ([button.modifiers.map(\.text).joined()] + [label.text]).contains { text in
            let squeezed = text.filter { !$0.isWhitespace }
            return squeezed.contains(compared + "?") || squeezed.contains("(" + compared + ")?")
        }
        guard looks else { return nil }
        let chains = [button] + label.descendants().filter { $0.kind == .call }
        if chains.contains(where: { view in view.modifiers.contains { m in Self.stated.contains { m.isNamed($0) } } }) {
            return nil
        }
        return finding(
            at: button.offset,
            "a Button that sets \(target) to \(value) and shows that it is the chosen one only by its look (\(target) == \(value) decides it) is a segment drawn by hand: VoiceOver hears a button and never which option is selected",
            fix:
                "use Picker(selection: $\(target)) { … }.pickerStyle(.segmented), which says which segment is selected; or keep the buttons and add .accessibilityAddTraits(\(target) == \(value) ? .isSelected : []) to each"
        )
    }

    /// Whether a symbol name draws a checkbox or a radio button in one of its states: `checkmark…`,
    /// `square`, `circle` (filled or not), a radio's inset circle, or nothing at all. Both states
    /// must be such a symbol: `play.circle` and `pause.circle`, or `checkmark` and `pencil` (Edit and
    /// Done), are buttons whose name changes with what they do (rev46).
    static func isCheckboxSymbol(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix("checkmark") { return true }
        let base = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name
        return ["square", "circle", "circle.inset.filled", "largecircle.fill.circle", "circle.dotted", "square.dashed"]
            .contains(base)
    }

    /// The string literals written in an expression, in order (`a ? "x" : "y"` gives x and y).
    static func literals(in text: String) -> [String] {
        var found: [String] = []
        var current: String?
        for character in text {
            if character == "\"" {
                if let open = current {
                    found.append(open)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current!.append(character)
            }
        }
        return found
    }
}
