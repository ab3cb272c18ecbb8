/// A field's words, each written once as a computed property that looks it up in the String
/// Catalog (field-strings.swift.mustache), and the expressions the view uses for them (issue 15).
///
/// - `<id>Label`: the label, the control's title and the word Voice Control listens for.
/// - `<id>VisibleLabel`: the label people see above a required field ("Email (required)").
/// - `<id>Name`: what VoiceOver calls the field when that is more than the label: "required", and
///   the error while one shows (a format, so a translator can reorder name and error).
/// - `<id>Hint`, `<id>Placeholder`: the help under the field (also its VoiceOver hint) and the
///   example inside an empty text field.
struct FieldStrings {
    let labelName: String
    let nameName: String
    let hintName: String
    let placeholderName: String
    let visibleLabelName: String
    /// The properties, as field-strings.swift.mustache reads them.
    private(set) var context: TemplateContext = [:]
    /// The property the visible label `Text` shows: the label, or the label marked required.
    private(set) var visibleLabel = ""
    /// Whether the field has a name property (its name is more than its label).
    private(set) var hasNameProperty = false
    /// The accessible name without the error: the label's property, or the format that marks it required.
    private(set) var spokenWithoutError = ""

    /// The comment for the shared "name, error" format; one key for every field.
    static let nameWithErrorComment =
        "VoiceOver name of a field with an error, also announced: %1$@ is its name, %2$@ the error."
    static let requiredVisibleComment =
        "Visible label of a required field: %@ is its label."
    static let requiredSpokenComment = "VoiceOver name of a required field: %@ is its label."

    init(_ plan: FieldPlan, noun: String, strings: Localizer) {
        labelName = plan.identifier + "Label"
        nameName = plan.identifier + "Name"
        hintName = plan.identifier + "Hint"
        placeholderName = plan.identifier + "Placeholder"
        visibleLabelName = plan.identifier + "VisibleLabel"
        let quoted = "\"" + plan.label + "\""
        context["identifier"] = .text(plan.identifier)
        context["labelName"] = .text(labelName)
        context["labelExpression"] = .text(
            strings.string(
                plan.label, comment: "The \(quoted) \(noun)'s label and VoiceOver name."))
        if let hint = plan.hint {
            context["hintName"] = .text(hintName)
            context["hintExpression"] = .text(
                strings.string(hint, comment: "Help under the \(quoted) \(noun); VoiceOver speaks it as the hint."))
        }
        if let placeholder = plan.spec.placeholder {
            context["placeholderName"] = .text(placeholderName)
            context["placeholderExpression"] = .text(
                strings.string(
                    placeholder, comment: "Example inside the empty \(quoted) \(noun) (not its name)."))
        }
        // The marks the label carries: an amount's currency (policy.currency-stated), then "required".
        let required = plan.visibleText != plan.label && plan.spec.validation.required
        let currency = plan.currencyCode != nil
        let marks = (currency ? ["its currency"] : []) + (required ? ["that it is required"] : [])
        let visible = Self.marked(
            plan.visibleText, label: plan.label, labelName: labelName, strings: strings,
            comment: currency
                ? "Label of \(required ? "a required" : "an") amount: %@ is its label; \(plan.currencyCode ?? "") is the currency code, not translated."
                : Self.requiredVisibleComment)
        visibleLabel = labelName
        if visible != labelName {
            visibleLabel = visibleLabelName
            context["visibleLabelName"] = .text(visibleLabelName)
            context["visibleLabelExpression"] = .text(visible)
            context["visibleLabelSummary"] = .text(
                currency
                    ? "its label and its currency\(required ? ", marked required" : "")" : "its label, marked required")
        }
        let spoken = Self.marked(
            plan.spokenName, label: plan.label, labelName: labelName, strings: strings,
            comment: currency
                ? "VoiceOver name of \(required ? "a required" : "an") amount: %@ is its label; \(plan.currencyCode ?? "") is the currency code, not translated."
                : Self.requiredSpokenComment)
        spokenWithoutError = spoken
        var body: [String] = []
        if plan.canShowError {
            var name = labelName
            if spoken != labelName {
                body.append("let name = " + spoken)
                name = "name"
            }
            body.append("guard let \(plan.errorName) else { return \(name) }")
            body.append(
                "return "
                    + strings.format(
                        RenderWords.nameWithError(plan.spec.locale, name: name, error: plan.errorName),
                        comment: Self.nameWithErrorComment))
        } else if spoken != labelName {
            body.append(spoken)
        }
        if !body.isEmpty {
            hasNameProperty = true
            context["nameName"] = .text(nameName)
            context["nameBody"] = .text(body.joined(separator: "\n"))
            let said = spoken != labelName ? marks : []
            context["nameSummary"] = .text(
                plan.canShowError
                    ? "its label" + said.map { ", " + $0 }.joined() + ", and the error while one shows"
                    : "its label and " + said.joined(separator: " and "))
        }
    }

    /// The accessible name: the name property when there is one, else the label's.
    var spokenName: String { hasNameProperty ? nameName : labelName }

    /// The label's property, or a format that marks it (" (required)", ", required", in the
    /// source language the plan was written in) with the label as its argument.
    static func marked(_ text: String, label: String, labelName: String, strings: Localizer, comment: String)
        -> String
    {
        markParts(text, label: label, labelName: labelName).map { strings.format($0, comment: comment) } ?? labelName
    }

    /// A text that is the label with a mark, as parts around the label's property; nil when the
    /// text is the label itself. The audits read the same parts back (FieldWords).
    static func markParts(_ text: String, label: String, labelName: String) -> [Localizer.Part]? {
        if text == label { return nil }
        if text.hasPrefix(label) { return [.string(labelName), .text(String(text.dropFirst(label.count)))] }
        if text.hasSuffix(label) { return [.text(String(text.dropLast(label.count))), .string(labelName)] }
        return [.text(text)]
    }

    /// Adds the value text property (a stepper's value with its unit).
    mutating func add(value name: String, _ body: String) {
        context["valueTextName"] = .text(name)
        context["valueExpression"] = .text(body)
    }

    /// The properties, rendered.
    func code(_ templates: TemplateSet) -> String {
        chomp(templates.render("field-strings.swift.mustache", context))
    }
}
