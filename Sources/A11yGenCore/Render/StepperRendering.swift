#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Renderer {
    // MARK: Steppers (issue 13)

    /// A native Stepper between its bounds, its label showing the value with its unit, the value spoken
    /// with its unit through `.accessibilityValue` (stepper.value-with-unit). It never shows an error.
    func renderStepper(_ plan: FieldPlan, _ stepper: StepperPlan, slot: FormSlot?) -> RenderedField {
        let labelName = plan.identifier + "Label"
        let hintName = plan.identifier + "Hint"
        let valueTextName = plan.identifier + "ValueText"
        var apis: Set<API> = [.stacks, .stepper, .accessibilityLabel, .accessibilityValue]
        var context: TemplateContext = [
            "binding": .text("$" + plan.identifier),
            "range": .text(Self.stepperRange(stepper)),
            "step": .text(stepper.step == 1 ? "" : String(stepper.step)),
            "labelName": .text(labelName), "valueTextName": .text(valueTextName),
            "hintName": .text(plan.spec.hint == nil ? "" : hintName),
        ]
        if plan.spec.hint != nil {
            context["hintText"] = .text(
                chomp(templates.render("field-hint.swift.mustache", ["hintLiteral": .text(hintName)])))
            apis.formUnion([.font, .accessibilityHidden, .accessibilityHint])
        }
        let strings = chomp(
            templates.render(
                "stepper-strings.swift.mustache",
                [
                    "identifier": .text(plan.identifier), "labelName": .text(labelName),
                    "labelLiteral": .text(SwiftLiteral.string(plan.label)), "valueTextName": .text(valueTextName),
                    "valueExpression": .text(Self.stepperValueExpression(plan.identifier, stepper)),
                    "hintName": .text(hintName), "hintLiteral": .text(plan.spec.hint.map(SwiftLiteral.string) ?? ""),
                ]))
        return RenderedField(
            declarations: ["@State private var \(plan.identifier) = \(stepper.minimum)"],
            view: chomp(templates.render("stepper.swift.mustache", context)), functions: [strings], imports: [],
            apis: apis.sorted())
    }

    /// The bounds as a range literal; a negative upper bound is parenthesized, since `-10...-9` does not
    /// parse (the `...-` is ambiguous).
    static func stepperRange(_ stepper: StepperPlan) -> String {
        "\(stepper.minimum)..." + (stepper.maximum < 0 ? "(\(stepper.maximum))" : String(stepper.maximum))
    }

    /// The value with its unit: "1 item" / "3 items" for a unit with two forms, "3 kg" for one form, "3"
    /// without a unit. Each form is written once (stepper.value-with-unit).
    static func stepperValueExpression(_ identifier: String, _ stepper: StepperPlan) -> String {
        switch (stepper.unitOne, stepper.unitOther) {
        case (let one?, let other?) where one != other:
            "\(identifier) == 1 ? \"\\(\(identifier)) \(SwiftLiteral.escaped(one))\" : \"\\(\(identifier)) \(SwiftLiteral.escaped(other))\""
        case (let one?, _):
            "\"\\(\(identifier)) \(SwiftLiteral.escaped(one))\""
        case (nil, _):
            "String(\(identifier))"
        }
    }
}
