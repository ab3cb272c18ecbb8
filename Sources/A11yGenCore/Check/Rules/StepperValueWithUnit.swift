/// `stepper.value-with-unit`: `.accessibilityValue(…)` on a `Stepper` whose argument mentions a
/// validation error. A stepper's value is the number it holds, spoken with its unit ("3 items"); an
/// error there replaces the number, so VoiceOver stops saying what the stepper is set to. This is
/// the part of the rule `check` can decide from the source; whether a unit is spoken is left to review.
///
/// "Mentions an error" is decided as for text fields (`ErrorQueries`): a name containing "error" or
/// "invalid", or a string literal with either word. Left alone: values that mention no error
/// (`.accessibilityValue("\(quantity) items")`), values on other views, and conditions a11y-gen
/// cannot evaluate.
///
/// Also a `Stepper` whose value is shown only in a `Text` beside it (`Stepper("Age", value: $age)
/// .labelsHidden()` over `Text("Your age is \(age)")`, rw23 #11): its label is words alone and it has
/// no `.accessibilityValue`, so VoiceOver on the stepper hears its name and its buttons, never the
/// number people see beside it.
public struct StepperValueWithUnit: CheckRule {
    public let id = RuleID.stepperValueWithUnit
    public let help =
        "Keep the stepper's value as the number with its unit (.accessibilityValue(\"\\(quantity) items\")); show an error as text beside it and append it to the label, never in the value."

    public init() {}

    public var trigger: CheckTrigger { .named(["accessibilityValue", "Stepper"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if node.kind == .call, node.isView("Stepper") { return valueShownBesideOnly(node, tree: context.tree) }
        guard node.kind == .modifier, node.isNamed("accessibilityValue"), let target = node.modifiedNode,
            target.isView("Stepper"), let first = node.arguments.first, let last = node.arguments.last
        else { return [] }
        let mentions = ErrorQueries.errorMentions(
            in: context.tree, from: first.firstToken, through: last.lastToken, spokenOnly: true)
        guard let mention = mentions.first else { return [] }
        let shown = context.tree.text(ofToken: mention)
        return [
            finding(
                at: node.offset,
                ".accessibilityValue on the Stepper carries an error (\(shown)): it replaces the number, so VoiceOver no longer says what the stepper is set to",
                fix:
                    "speak the value with its unit, such as .accessibilityValue(\"\\(quantity) items\"), and show the error as text beside the stepper"
            )
        ]
    }

    /// The value a stepper's view shows in a `Text` of its own while the stepper, named by words alone
    /// and given no `.accessibilityValue`, speaks none.
    func valueShownBesideOnly(_ stepper: SyntaxNode, tree: SyntaxTree) -> [CheckFinding] {
        guard let binding = stepper.argument("value"), binding.firstToken == binding.lastToken,
            tree.tokens[Int(binding.firstToken)].kind == .identifier
        else { return [] }
        let bound = tree.text(ofToken: binding.firstToken)
        guard bound.hasPrefix("$"), bound.count > 1, StepperVisibleValue.wordsNaming(stepper) != nil,
            !stepper.modifiers.contains(where: {
                $0.isNamed("accessibilityValue") || $0.isNamed("accessibilityHidden")
                    || $0.isNamed("accessibilityRepresentation") || $0.isNamed("accessibilityElement")
            }),
            let type = stepper.enclosingType
        else { return [] }
        let value = String(bound.dropFirst())
        // A Text of the view that interpolates the value itself (`"\(age)"`, `"\(age) years"`).
        let shown = type.descendants().first { text in
            guard text.kind == .call, text.isView("Text"), let words = text.arguments.first, words.labelToken == nil,
                words.firstToken == words.lastToken, tree.tokens[Int(words.firstToken)].kind == .string,
                tree.tokens[Int(words.firstToken)].flags.contains(.interpolated)
            else { return false }
            let literal = tree.text(ofToken: words.firstToken)
            return literal.contains("\\(\(value))") || literal.contains("\\(\(value) ")
        }
        guard let shown, let literal = shown.arguments.first?.text else { return [] }
        return [
            finding(
                at: stepper.offset,
                "the Stepper over \(value) is named by words alone and has no .accessibilityValue, while its value shows only in a Text beside it (\(literal)): VoiceOver on the stepper hears its name and its buttons, never the number people see",
                fix:
                    "give the stepper the value it shows, with its unit: .accessibilityValue(\(literal)), or words built by the one function the Text uses too"
            )
        ]
    }
}
