/// Checks a rendered stepper against the stepper rules, rule by rule, from the code a reviewer reads.
enum StepperAudit {
    /// Every stepper rule in the catalog, and the shared rules the audit holds steppers to.
    static let checkedRules: [RuleID] = [
        .stepperNative, .stepperSingleName, .stepperVisibleValue, .stepperValueWithUnit, .stepperBounds,
        .stepperSystemSize, .minimumOSOnly,
    ]

    static func audit(_ plan: FieldPlan, _ stepper: StepperPlan, _ field: RenderedField) -> [Finding] {
        var findings: [Finding] = []
        func fail(_ rule: RuleID, _ message: String) { findings.append(Finding(rule: rule, message: message)) }
        let view = field.view
        let code = ([view] + field.functions).joined(separator: "\n")
        let lines = view.split(separator: "\n").map { $0.trimmed() }
        let labelName = plan.identifier + "Label"
        let valueTextName = plan.identifier + "ValueText"

        // stepper.native and stepper.bounds: one native Stepper over the state, between the spec's bounds.
        let steppers = lines.filter { $0.hasPrefix("Stepper(") }
        if steppers.count != 1 { fail(.stepperNative, "expected one native Stepper, found \(steppers.count)") }
        if code.contains(".onTapGesture") { fail(.stepperNative, "a tap gesture stands in for the Stepper's actions") }
        let step = stepper.step == 1 ? "" : ", step: \(stepper.step)"
        if steppers.first != "Stepper(value: $\(plan.identifier), in: \(Renderer.stepperRange(stepper))\(step)) {" {
            fail(.stepperBounds, "the Stepper's bounds or step are not \(Renderer.stepperRange(stepper))\(step)")
        }
        if !field.declarations.contains("@State private var \(plan.identifier) = \(stepper.minimum)") {
            fail(.stepperBounds, "the value does not start at the lowest bound")
        }

        // stepper.single-name: the label alone is the name, written once.
        if lines.filter({ $0.hasPrefix(".accessibilityLabel(") }) != [".accessibilityLabel(\(labelName))"] {
            fail(.stepperSingleName, "the name is not the label alone, exactly once")
        }
        if !FieldWords.looksUp(labelName, plan.label, in: code)
            || view.contains(SwiftLiteral.string(plan.label))
        {
            fail(.stepperSingleName, "the label is not written once, in its property")
        }

        // stepper.visible-value: the label shows the name and the value with its unit. The check rule
        // (run on this code by FieldAudit through SourceAudit) finds a value nothing reads; this is what
        // only the plan knows: that the label shows this field's own value-with-unit property.
        if !lines.contains("Text(\(labelName))") || !lines.contains("Text(\(valueTextName))") {
            fail(.stepperVisibleValue, "the label does not show the name and the value")
        }

        // stepper.value-with-unit: the value spoken with its unit, from the same property, never an error.
        let values = lines.filter { $0.hasPrefix(".accessibilityValue(") }
        if values != [".accessibilityValue(\(valueTextName))"] {
            fail(.stepperValueWithUnit, "the value is not spoken from the value-with-unit property, exactly once")
        }
        // Each form of the unit is a format with the number as its argument, looked up in the String Catalog.
        let value = FieldWords.body(valueTextName, in: code) ?? ""
        func form(_ unit: String) -> String {
            Localizer.literal([.integer(plan.identifier), .text(StepperPlan.separator(before: unit) + unit)])
        }
        let spoken: Bool =
            switch (stepper.unitOne, stepper.unitOther) {
            case (let one?, let other?) where one != other:
                value.hasPrefix("if \(plan.identifier) == 1 {") && FieldWords.lookup(form(one), in: value)
                    && FieldWords.lookup(form(other), in: value)
            case (let one?, _): FieldWords.lookup(form(one), in: value)
            // The number alone, formatted as the person's locale writes numbers.
            case (nil, _): value == "\(plan.identifier).formatted()"
            }
        if !spoken { fail(.stepperValueWithUnit, "the value with its unit is not \(value)") }
        if code.contains(plan.errorName) { fail(.stepperValueWithUnit, "a stepper carries an error") }

        // stepper.system-size.
        for modifier in [".controlSize(", ".frame(", ".stepperStyle(", ".labelsHidden()"] where code.contains(modifier)
        {
            fail(.stepperSystemSize, "\(modifier) changes the system stepper")
        }
        findings += FieldAudit.availabilityFindings(plan, field)
        return findings
    }
}
