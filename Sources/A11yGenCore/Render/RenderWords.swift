#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The words the templates write themselves (toolbar buttons, the unset choice row), in the spec's
/// language from the message table, with the comment translators read for each.
enum RenderWords {
    static let doneComment = "Button above the keyboard that closes it."
    static let nextComment = "Button above the keyboard that moves to the next field."
    static let choicePromptComment = "First row of a picker while nothing is chosen yet."

    static func done(_ locale: String?) -> String { MessageTable(locale: locale).keyboardDone }
    static func next(_ locale: String?) -> String { MessageTable(locale: locale).keyboardNext }
    static func choicePrompt(_ locale: String?) -> String { MessageTable(locale: locale).choicePrompt }

    /// The name-and-error format in the spec's language, as parts around the two values: ", " in
    /// English and German, "、" in Japanese. Split from the table's own sentence, so the order it
    /// gives is the order written.
    static func nameWithError(_ locale: String?, name: String, error: String) -> [Localizer.Part] {
        let sentence = MessageTable(locale: locale).nameWithError(name: "\u{1}", error: "\u{2}")
        var parts: [Localizer.Part] = []
        var text = ""
        for character in sentence {
            switch character {
            case "\u{1}", "\u{2}":
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.string(character == "\u{1}" ? name : error))
            default: text.append(character)
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }
}
