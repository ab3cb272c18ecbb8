/// The words the templates write themselves (toolbar buttons, the unset choice row), in the spec's
/// language from the message table, with the comment translators read for each.
enum RenderWords {
    static let doneComment = "Button above the keyboard that closes it."
    static let nextComment = "Button above the keyboard that moves to the next field."
    static let choicePromptComment = "First row of a picker while nothing is chosen yet."

    static func done(_ locale: String?) -> String { MessageTable(locale: locale).keyboardDone }
    static func next(_ locale: String?) -> String { MessageTable(locale: locale).keyboardNext }
    static func choicePrompt(_ locale: String?) -> String { MessageTable(locale: locale).choicePrompt }

    static let allFieldsFixedComment =
        "Announced after a failed submit once the last field with a problem is fixed."
    static func allFieldsFixed(_ locale: String?) -> String { MessageTable(locale: locale).allFieldsFixed }

    static let fieldsToFixComment =
        "Under the submit button after a failed submit: how many fields still show a problem."

    /// The name-and-error format in the spec's language, as parts around the two values: ", " in
    /// English and German, "、" in Japanese. Split from the table's own sentence, so the order it
    /// gives is the order written.
    static func nameWithError(_ locale: String?, name: String, error: String) -> [Localizer.Part] {
        split(
            MessageTable(locale: locale).nameWithError(name: "\u{1}", error: "\u{2}"), [.string(name), .string(error)])
    }

    /// "Fields to fix: \(count)" in the spec's language, `count` an Int expression read at run time.
    static func fieldsToFix(_ locale: String?, count: String) -> [Localizer.Part] {
        split(MessageTable(locale: locale).text(.fieldsToFix, [.count: "\u{1}"]), [.integer(count)])
    }

    /// `sentence` as parts: each marker character `\u{1}`, `\u{2}`, … becomes the value at that
    /// position, and the text between them stays text.
    private static func split(_ sentence: String, _ values: [Localizer.Part]) -> [Localizer.Part] {
        var parts: [Localizer.Part] = []
        var text = ""
        for character in sentence {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (1...UInt32(values.count)).contains(scalar.value)
            {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(values[Int(scalar.value) - 1])
            } else {
                text.append(character)
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }
}
