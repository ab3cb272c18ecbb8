extension Renderer {
    // MARK: Steppers (issue 13)

    /// A native Stepper between its bounds, its label showing the value with its unit, the value spoken
    /// with its unit through `.accessibilityValue` (stepper.value-with-unit). It never shows an error.
    func renderStepper(_ plan: FieldPlan, _ stepper: StepperPlan, slot: FormSlot?) -> RenderedField {
        var words = words(plan)
        let labelName = words.labelName
        let hintName = words.hintName
        let valueTextName = plan.identifier + "ValueText"
        var apis: APISet = [.stacks, .stepper, .accessibilityLabel, .accessibilityValue]
        var context: TemplateContext = [
            "binding": .text("$" + plan.identifier),
            "range": .text(Self.stepperRange(stepper)),
            "step": .text(stepper.step == 1 ? "" : String(stepper.step)),
            "labelName": .text(labelName), "valueTextName": .text(valueTextName),
            "hintName": .text(plan.hint == nil ? "" : hintName),
            // As a text field's, a date picker's and a picker's do there (`Deployment.isMacOnly`).
            "rowGroup": .flag(FormSlot.macFormRow(plan, slot)),
        ]
        if plan.hint != nil {
            context["hintText"] = .text(
                chomp(templates.render("field-hint.swift.mustache", ["hintLiteral": .text(hintName)])))
            apis.formUnion([.font, .accessibilityHidden, .accessibilityHint])
        }
        // Without a unit the number alone is the value, written as the person's locale writes it.
        if stepper.unitOne == nil { apis.insert(.numberFormat) }
        words.add(value: valueTextName, stepperValueCode(plan, stepper))
        return RenderedField(
            declarations: ["@State private var \(plan.identifier) = \(stepper.minimum)"],
            view: chomp(templates.render("stepper.swift.mustache", context)), functions: [words.code(templates)],
            imports: [], apis: apis.sorted())
    }

    /// The bounds as a range literal; a negative upper bound is parenthesized, since `-10...-9` does not
    /// parse (the `...-` is ambiguous).
    static func stepperRange(_ stepper: StepperPlan) -> String {
        "\(stepper.minimum)..." + (stepper.maximum < 0 ? "(\(stepper.maximum))" : String(stepper.maximum))
    }

    /// The value with its unit: "1 item" / "3 items" for a unit with two forms, "3 kg" for one form, "3"
    /// without a unit (stepper.value-with-unit). Each form is a format with the number as its argument,
    /// so a translator places it and can vary the other form by plural in the String Catalog; the
    /// number alone is `formatted()`, so it reads "1,500" in English and "1.500" in German, as the
    /// formats with a unit do.
    func stepperValueCode(_ plan: FieldPlan, _ stepper: StepperPlan) -> String {
        let identifier = plan.identifier
        let quoted = "\"\(plan.label)\""
        switch (stepper.unitOne, stepper.unitOther) {
        case (let one?, let other?) where one != other:
            let single = strings.format(
                [.integer(identifier), .text(StepperPlan.separator(before: one) + one)],
                comment: "The \(quoted) stepper's value and unit when the number is 1.")
            let plural = strings.format(
                [.integer(identifier), .text(StepperPlan.separator(before: other) + other)],
                comment: "The \(quoted) stepper's value and unit (%lld: the number); vary by plural if needed.")
            return "if \(identifier) == 1 {\n    return \(single)\n}\nreturn \(plural)"
        case (let one?, _):
            return strings.format(
                [.integer(identifier), .text(StepperPlan.separator(before: one) + one)],
                comment: "The \(quoted) stepper's value and unit (%lld: the number).")
        case (nil, _):
            return "\(identifier).formatted()"
        }
    }
}
