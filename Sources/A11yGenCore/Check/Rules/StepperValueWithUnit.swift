/// `stepper.value-with-unit`: `.accessibilityValue(…)` on a `Stepper` whose argument mentions a
/// validation error. A stepper's value is the number it holds, spoken with its unit ("3 items"); an
/// error there replaces the number, so VoiceOver stops saying what the stepper is set to. This is
/// the part of the rule `check` can decide from the source; whether a unit is spoken is left to review.
///
/// "Mentions an error" is decided as for text fields (`ErrorQueries`): a name containing "error" or
/// "invalid", or a string literal with either word. Left alone: values that mention no error
/// (`.accessibilityValue("\(quantity) items")`), values on other views, and conditions a11y-gen
/// cannot evaluate.
public struct StepperValueWithUnit: CheckRule {
    public let id = RuleID.stepperValueWithUnit
    public let help =
        "Keep the stepper's value as the number with its unit (.accessibilityValue(\"\\(quantity) items\")); show an error as text beside it and append it to the label, never in the value."

    public init() {}

    public var trigger: CheckTrigger { .named(["accessibilityValue"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
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
}
