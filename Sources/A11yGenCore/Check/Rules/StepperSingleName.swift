/// `stepper.single-name`: a `Stepper` is named by its visible label exactly once. What `check` can
/// decide from the source is the label that names nothing:
/// - an empty title (`Stepper("", value: $n, in: 1...9)`) or a label view that shows no words
///   (`{ }`, `{ EmptyView() }`, `{ Text("") }`): VoiceOver speaks the value with no name;
/// - a label that is only the stepper's own value (`Stepper(value: $count, in: 1...10) {
///   Text("\(count)") }`): the number is said as the name, and nothing says what it counts.
///
/// Found in real code: a macOS row of a label, a `TextField("")` and a `Stepper("")`, and a settings
/// form whose stepper showed only its number.
///
/// Left alone: a stepper with `.accessibilityLabel`, one hidden from VoiceOver or folded into another
/// element (`.accessibilityHidden`, `.accessibilityElement`, `.accessibilityRepresentation`), one
/// inside a `LabeledContent`, titles and labels built at run time or by views this rule cannot read
/// (`Stepper(title, …)`, `{ Label(…) }`, a custom view), and text that interpolates anything besides
/// the bound value (`"\(title): \(value)"`: the title may hold the name).
public struct StepperSingleName: CheckRule {
    public let id = RuleID.stepperSingleName
    public let help =
        "Name the Stepper with words, once: Stepper(\"<name>\", value: …) or a label closure with Text(\"<name>\"), and show its value with its unit beside the name."

    public init() {}

    public var trigger: CheckTrigger { .named(["Stepper"]) }

    static let namingModifiers: [StaticString] = [
        "accessibilityLabel", "accessibilityHidden", "accessibilityElement", "accessibilityRepresentation",
        "accessibilityLabeledPair", "accessibilityChildren",
    ]

    enum Naming {
        case empty
        case valueOnly(String)
    }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Stepper"),
            !node.modifiers.contains(where: { modifier in Self.namingModifiers.contains { modifier.isNamed($0) } }),
            !node.isInside("LabeledContent"), let naming = Self.naming(of: node)
        else { return [] }
        switch naming {
        case .empty:
            return [
                finding(
                    at: node.offset,
                    "the Stepper's label is empty and nothing else names it: VoiceOver speaks no name for it, so people cannot tell what it sets",
                    fix:
                        "write its name as the title, Stepper(\"<name>\", value: …), or add .accessibilityLabel(\"<name>\") with the words of the visible text that names it"
                )
            ]
        case .valueOnly(let value):
            return [
                finding(
                    at: node.offset,
                    "the Stepper's label is only its value (\(value)): VoiceOver says the number as its name, and nothing says what it counts",
                    fix:
                        "name it in words and keep the value beside the name: Stepper(value: …) { Text(\"<name>\"); Text(\"\\(\(value)) <unit>\") } with .accessibilityLabel(\"<name>\") and .accessibilityValue(\"\\(\(value)) <unit>\")"
                )
            ]
        }
    }

    /// How the stepper's own label names it; nil when it names it, or when this cannot be read here.
    static func naming(of stepper: SyntaxNode) -> Naming? {
        let bound = stepper.argument("value").map { argument in
            let binding = Self.withoutSelf(argument.text)
            return binding.hasPrefix("$") ? String(binding.dropFirst()) : binding
        }
        if let title = stepper.argument(nil), let value = title.value {
            guard value.kind == .string else { return nil }
            return naming(ofLiteral: value.text, bound: bound)
        }
        guard
            let label = stepper.trailingClosure("label") ?? stepper.argument("label")?.value
                ?? stepper.trailingClosure(nil),
            label.kind == .closure
        else { return nil }
        var texts: [Naming] = []
        for view in label.descendants() where view.kind == .call || view.kind == .reference {
            if view.isView("Text") {
                guard let first = view.argument(nil)?.value, first.kind == .string,
                    let naming = naming(ofLiteral: first.text, bound: bound)
                else { return nil }
                texts.append(naming)
            } else if view.isView("EmptyView") || view.isView("Spacer") || view.isView("HStack")
                || view.isView("VStack")
            {
                continue
            } else {
                // Any other view (an Image with a label, a custom view, a reference) may name it.
                return nil
            }
        }
        return texts.first { if case .valueOnly = $0 { return true } else { return false } } ?? .empty
    }

    /// A string literal's naming: empty (blank), only interpolations of the bound value, or nil (words).
    static func naming(ofLiteral literal: String, bound: String?) -> Naming? {
        guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.hasSuffix("\""), literal.count >= 2 else {
            return nil
        }
        var rest = Substring(literal.dropFirst().dropLast())
        var values: [String] = []
        var outside = ""
        while let start = rest.firstRange(ofASCII: "\\(") {
            outside += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                index = rest.index(after: index)
            }
            guard depth == 0 else { return nil }
            values.append(String(rest[start.upperBound..<rest.index(before: index)]).trimmed())
            rest = rest[index...]
        }
        outside += rest
        // Words outside the interpolations name it.
        guard !outside.contains(where: { $0.isLetter }) else { return nil }
        if values.isEmpty { return .empty }
        guard let bound, values.allSatisfy({ isValue($0, bound: bound) }) else { return nil }
        return .valueOnly(bound)
    }

    /// `count`, `count.formatted()`, `Int(count)`, `count.description`: the bound value as written.
    /// `self.` written before the binding or the value (`self.$pm.count`, `self.pm.count`) reads the same.
    static func isValue(_ expression: String, bound: String) -> Bool {
        let expression = withoutSelf(expression).replacing("(self.", with: "(")
        return [bound, "\(bound).formatted()", "Int(\(bound))", "\(bound).description", "String(\(bound))"]
            .contains(expression)
    }

    static func withoutSelf(_ expression: String) -> String {
        expression.hasPrefix("self.") ? String(expression.dropFirst("self.".count)) : expression
    }
}
