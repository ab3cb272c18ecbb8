#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The words the templates write themselves (toolbar buttons, the unset choice row), with the
/// comment translators read for each.
enum RenderWords {
    static let doneComment = "Button above the keyboard that closes it."
    static let nextComment = "Button above the keyboard that moves to the next field."
    static let choicePromptComment = "First row of a picker while nothing is chosen yet."

    static func done(_ locale: String?) -> String { "Done" }
    static func next(_ locale: String?) -> String { "Next" }
    static func choicePrompt(_ locale: String?) -> String { "Select…" }
}
