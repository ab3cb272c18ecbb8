/// Turns a validated `FieldSpec` into a `FieldPlan`: every decision made once, with rule ids.
public enum Inference {
    /// Control-type words that must not be part of an accessible name (card 000), lowercased: English,
    /// then what VoiceOver or people call a text field in the other languages labels are often in
    /// ("Passwort-Eingabefeld", "Correo campo de texto").
    static let controlTypePhrases = [
        "secure text field", "text field", "textfield", "text box", "textbox", "text input", "input field",
        "input box", "entry field", "edit field", "edit box", "secure field", "password field", "search field",
        "search box", "text area", "textarea",
        "eingabefeld", "textfeld", "champ de texte", "champ de saisie", "zone de texte", "campo de texto",
        "campo di testo", "tekstveld", "invoerveld", "テキストフィールド", "入力フィールド", "入力欄",
    ]

    /// The control-type phrase a label ends with, as a whole word ("Email text field", "Passwort-
    /// Eingabefeld"; not "Context field"), or nil. Japanese phrases need no space before them.
    static func controlTypePhrase(endingLabel label: String, family: FieldFamily = .text) -> String? {
        let lower = label.lowercased()
        // A phrase the label ends with ends in the label's last byte: that byte is compared first
        // (a Character suffix test of every phrase for every label was 1% of a 200-field form).
        let lastByte = lower.utf8.last
        for phrase in family.controlTypePhrases where phrase.utf8.last == lastByte && lower.hasSuffix(phrase) {
            guard let before = lower.dropLast(phrase.count).last else { return phrase }
            let needsBoundary = (phrase.unicodeScalars.first?.value ?? 0) < 0x3000
            if !needsBoundary || !(before.isLetter || before.isNumber) { return phrase }
        }
        return nil
    }

    /// The email check: something@something.something with no spaces. Deliberately loose: the
    /// server decides; the form only catches typos such as a missing @.
    public static let emailPattern = #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#

    /// Plans one field: the checks and the naming every family shares, then the family's own planner
    /// (`FieldFamily`), so a new family adds a planner file rather than branches here.
    ///
    /// `form` holds the labels and date pickers of the other fields in the same form by identifier, so
    /// a message about another field (a date that must come after another) names it as people see it
    /// and the two dates are compared by what both pickers show.
    /// `inForm`: the field is planned for a generated form, whose Return chain decides what Return does.
    public static func plan(
        _ spec: FieldSpec, at path: String = "$", form: FormContext = FormContext(), inForm: Bool = false
    ) throws(SpecErrors) -> FieldPlan {
        let field = try prepare(spec, at: path, form: form, inForm: inForm)
        return try FieldFamily.of(field.traits).planner.plan(field)
    }

    /// The labels alone, as before `FormContext`: the form's date pickers are not known, so `after`
    /// compares by the field's own picker.
    @available(*, deprecated, message: "pass form: FormContext(labels: …, dateComponents: …)")
    public static func plan(
        _ spec: FieldSpec, at path: String = "$", formLabels: [String: String], inForm: Bool = false
    ) throws(SpecErrors) -> FieldPlan {
        try plan(spec, at: path, form: FormContext(labels: formLabels), inForm: inForm)
    }
}

/// Number formatting shared by messages and emitted code, independent of the machine's locale.
enum NumberLiteral {
    static func plain(_ value: Double, integer: Bool) -> String {
        if integer || value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
