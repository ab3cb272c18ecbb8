#if canImport(FoundationEssentials)
    // The standard library's own NFD (the one String comparison uses): FoundationEssentials has no
    // `decomposedStringWithCanonicalMapping`, and full Foundation costs start-up time (issue 14).
    @_spi(_Unicode) import Swift
#else
    import Foundation
#endif

/// Swift identifiers derived from user text: ASCII, camelCase, never a keyword, never starting
/// with a digit, never empty.
public enum Identifier {
    /// The stem a label with no usable letters gets ("日本" -> "field").
    static let fallback = "field"

    /// Swift keywords and names that would clash with the code around a generated field.
    static let reserved: Set<String> = [
        // Keywords usable nowhere as a bare identifier
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "async", "any", "some", "consume", "copy", "discard", "each", "borrowing", "consuming",
        "package", "macro", "then", "Type", "Self", "Any", "Protocol",
        // Names the generated view already uses
        "body", "focusedField", "focus", "submit", "value", "validate", "State", "View", "Text", "String",
        "Int", "Double", "Decimal", "Bool", "Date", "Binding", "Field",
    ]

    /// True when `name` is already a usable, ASCII, non-reserved identifier.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reserved.contains(name) else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        guard isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) } && name != "_"
    }

    /// lowerCamelCase identifier from free text: "ZIP code" -> "zipCode", "E-mail" -> "eMail",
    /// "Prénom" -> "prenom", "2FA code" -> "field2faCode", "class" -> "classField", "日本" -> "field".
    public static func derive(from text: String) -> String {
        // Strip accents by canonical decomposition, then keep ASCII letters and digits as word parts.
        // ASCII text decomposes to itself: no normalization (its first use loads Unicode tables).
        let ascii =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text : String(String.UnicodeScalarView(canonicallyDecomposed(text).filter(\.isASCII)))
        var words: [String] = []
        var current = ""
        // The text is ASCII here: its letters and digits are the ASCII ones, tested in bytes.
        for byte in ascii.utf8 {
            if Unicode.Scalar(byte).isASCIIAlphanumeric {
                current.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(6))
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                // An all-capitals first word ("ZIP") is an acronym: lowercase it whole.
                result += word == word.uppercased() ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if result.isEmpty { return fallback }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = "field" + result.prefix(1).uppercased() + result.dropFirst()
        }
        if reserved.contains(result) { result += "Field" }
        return result
    }

    /// "zipCode" -> "ZipCode", for names built from a stem (`validateZipCode`).
    public static func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The lowercase words of an identifier or a label: a capital starts a word, anything but a letter
    /// or digit ends one (`instanceFetchError` and "Instance fetch error" are instance, fetch, error).
    static func words(_ text: some StringProtocol) -> [String] {
        var out: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase, !current.isEmpty {
                out.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber {
                current.append(Character(character.lowercased()))
            } else if !current.isEmpty {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}

/// `text`'s scalars in canonical decomposition (NFD): "é" becomes "e" and a combining acute.
private func canonicallyDecomposed(_ text: String) -> [Unicode.Scalar] {
    #if canImport(FoundationEssentials)
        Array(text._nfd)
    #else
        Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
    #endif
}
