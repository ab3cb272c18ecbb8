/// The sizes a spec may have. Input beyond them is refused at once with a located error, so a
/// hostile or mistaken spec costs no more time than a small one (README: "Limits").
public enum SpecLimits {
    /// A spec or config file, in bytes (1 MiB): a 1,000-field form spec is about 100 KB.
    public static let maximumFileBytes = 1_048_576
    /// Every string in a spec or config, and every text flag, in Unicode scalars. Labels and
    /// messages are spoken by VoiceOver; a thousand characters is already minutes of speech.
    public static let maximumTextLength = 1_000
    /// Fields in one form. Each field is a focus stop; a form ten times longer than the longest
    /// sign-up flow is still allowed.
    public static let maximumFields = 1_000
    /// Nesting of objects and arrays; a spec needs four levels (`$.fields[0].validation`).
    public static let maximumNesting = 32

    static func textTooLong(_ length: Int, at location: String, what: String = "text") -> Diagnostic {
        .error(
            "text-too-long", at: location,
            "this \(what) is \(length) characters long; a spec's texts are at most \(maximumTextLength) characters",
            suggestion: "shorten it; put long explanations in the hint, in the app, not in a label")
    }
}
