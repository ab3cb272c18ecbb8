/// `stepper.visible-value`: a `Stepper` shows no value of its own, only its two buttons, so the
/// value it sets has to be shown beside its name. What `check` can decide from the source is a
/// stepper over a value its view owns (`@State`, `@AppStorage` or `@SceneStorage`, declared in the
/// file) whose label is words alone (`Stepper("Notification time", value: $number, in: 1...10)`,
/// `{ Text("Notification time") }`) while nothing else in the file reads that value: no text
/// interpolates it, no view or function is given it. People who see the screen cannot tell what the
/// stepper is set to, and VoiceOver has no value to speak unless `.accessibilityValue` gives one
/// (which still shows nothing).
///
/// Found in real code: a tutorial's settings form (rw21 #6), `Stepper(value: $number, in: 1...10) {
/// Text("Notification time") }`, with `number` read nowhere else.
///
/// Left alone: a label that shows the value (`stepper.single-name` reads how it names the stepper), a
/// label built at run time or by a view this rule cannot read, a value bound through a model or a
/// `@Binding` (another view may show it), a value the file reads anywhere else (any mention counts,
/// in code or in an interpolation), and a stepper hidden from VoiceOver or given a representation.
public struct StepperVisibleValue: CheckRule {
    public let id = RuleID.stepperVisibleValue
    public let help =
        "Show the stepper's value with its unit beside its name: Stepper(value: …) { VStack(alignment: .leading) { Text(\"<name>\"); Text(\"\\(value) <unit>\") } } with .accessibilityLabel(\"<name>\") and .accessibilityValue(\"\\(value) <unit>\")."

    public init() {}

    public var trigger: CheckTrigger { .named(["Stepper"]) }

    /// Property wrappers whose value the view itself owns: nothing outside the file can show it.
    static let ownedWrappers = ["State", "AppStorage", "SceneStorage"]

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        let tree = context.tree
        guard node.kind == .call, node.isView("Stepper"), let binding = node.argument("value"),
            binding.firstToken == binding.lastToken, tree.tokens[Int(binding.firstToken)].kind == .identifier
        else { return [] }
        let bound = tree.text(ofToken: binding.firstToken)
        guard bound.hasPrefix("$"), bound.count > 1, let shown = Self.wordsNaming(node), let name = shown.first
        else { return [] }
        let value = String(bound.dropFirst())
        guard
            !node.modifiers.contains(where: {
                $0.isNamed("accessibilityHidden") || $0.isNamed("accessibilityRepresentation")
                    || $0.isNamed("accessibilityElement")
            })
        else { return [] }
        let declared = tree.declarations(named: value, near: node).filter { !$0.isTypeDeclaration }
        guard declared.count == 1, let declaration = declared.first,
            declaration.hasAttribute(named: Self.ownedWrappers.contains)
        else { return [] }
        // Every other reading of the value: outside its declaration, the binding itself and what the
        // stepper's own accessibility modifiers say (VoiceOver's, not the screen's).
        let spoken = node.modifiers.filter { $0.isNamed("accessibilityValue") }
        let ignored =
            [declaration.firstToken...declaration.lastToken, binding.firstToken...binding.lastToken]
            + (spoken + node.modifiers.filter { $0.isNamed("accessibilityLabel") }).map { $0.firstToken...$0.lastToken }
        let readings = Self.readings(in: tree)[value] ?? []
        guard readings.allSatisfy({ token in ignored.contains { $0.contains(token) } }) else { return [] }
        let literal = shown.joined(separator: " and ")
        let message =
            spoken.isEmpty
            ? "the Stepper over \(value) shows only \(literal) and its two buttons, and nothing else in this file reads \(value): people cannot see what it is set to, and VoiceOver hears no value"
            : "the Stepper over \(value) shows only \(literal) and its two buttons, and nothing else in this file reads \(value): VoiceOver speaks the value, but people who see the screen cannot tell what it is set to"
        return [
            finding(
                at: node.offset, message,
                fix:
                    "show the value with its unit beside the name: Stepper(value: $\(value), …) { VStack(alignment: .leading) { Text(\(name)); Text(\"\\(\(value)) <unit>\") } } with .accessibilityLabel(\(name)) and .accessibilityValue(\"\\(\(value)) <unit>\")"
            )
        ]
    }

    /// What the stepper's title or label shows, as written, when it is words and nothing else: a
    /// string literal with no interpolation (`"Guests"`), or a property this file declares
    /// (`quantityLabel`, as a11y-gen writes it: whether that property reads the value is what the
    /// caller's search for readings finds), alone or as the `Text`s of a label closure in stacks.
    /// Nil otherwise.
    static func wordsNaming(_ stepper: SyntaxNode) -> [String]? {
        func words(_ shown: SyntaxNode?) -> String? {
            guard let shown else { return nil }
            if shown.kind == .reference, shown.modifiers.isEmpty, shown.firstToken == shown.lastToken,
                let name = shown.name,
                stepper.tree.declarations(named: name, near: stepper).contains(where: { !$0.isTypeDeclaration })
            {
                return name
            }
            guard shown.kind == .string, !shown.text.contains("\\"),
                shown.text.hasPrefix("\""), !shown.text.hasPrefix("\"\"\""), shown.text.count > 2
            else { return nil }
            let text = String(shown.text.dropFirst().dropLast()).trimmed()
            return text.contains(where: \.isLetter) ? SwiftLiteral.string(text) : nil
        }
        if let title = stepper.argument(nil) { return words(title.value).map { [$0] } }
        guard let label = stepper.trailingClosure("label") ?? stepper.trailingClosure(nil), label.kind == .closure
        else { return nil }
        var shown: [String] = []
        // What a Text is built from and its modifiers (`.font(.headline)`) are read with the Text.
        var insideText: Set<Int32> = []
        for view in label.descendants() where !insideText.contains(view.index) {
            switch view.kind {
            case .call where view.isView("Text"):
                insideText.formUnion(view.descendants().map(\.index))
                guard view.arguments.count == 1, let text = words(view.argument(nil)?.value) else { return nil }
                shown.append(text)
            case .call where view.isView("VStack") || view.isView("HStack"): continue
            // A stack's closure and its arguments (`alignment: .leading`, `spacing: 4`).
            case .closure, .member, .literal: continue
            // Anything else (a custom view, a reference, a stack's modifier) may show the value.
            default: return nil
            }
        }
        return shown.isEmpty ? nil : shown
    }

    /// Where the file reads each name: identifiers (`number`, `$number`) and names inside string
    /// interpolations (`"\(number) times"`), by token. Built once per file.
    static func readings(in tree: SyntaxTree) -> [String: [Int32]] {
        tree.memoized("stepper-visible-value-readings") {
            var byName: [String: [Int32]] = [:]
            for index in tree.tokens.indices {
                let token = tree.tokens[index]
                switch token.kind {
                case .identifier:
                    let text = tree.text(ofToken: Int32(index))
                    byName[text.hasPrefix("$") ? String(text.dropFirst()) : text, default: []].append(Int32(index))
                case .string where token.flags.contains(.interpolated):
                    for name in interpolatedNames(tree.text(ofToken: Int32(index))) {
                        byName[name, default: []].append(Int32(index))
                    }
                default: continue
                }
            }
            return byName
        }
    }

    /// The identifiers written inside the interpolations of a string literal's text, found by
    /// `StepperSingleName.interpolations(in:)` (a raw string's `\#(…)` read as `\(…)`).
    static func interpolatedNames(_ literal: String) -> Set<String> {
        let text = Substring(literal.replacingAll("\\#(", with: "\\("))
        var names: Set<String> = []
        for part in StepperSingleName.interpolations(in: text) ?? [] {
            for word in text[part.inner].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where word.first.map({ $0.isLetter || $0 == "_" }) == true {
                names.insert(String(word))
            }
        }
        return names
    }
}
