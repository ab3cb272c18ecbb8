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

    /// The identifier of a field without a `name`: from its label, or, when the label has no letters a
    /// Swift name can be made of ("電話番号"), from its data type ("phone", "newPassword"), so a form
    /// written in another script works without names as long as its types differ.
    static func derive(label: String, type: DataType) -> String { derivation(label: label, type: type).name }

    /// `derive(label:type:)`, and whether the name came from the type.
    static func derivation(label: String, type: DataType) -> (name: String, fromType: Bool) {
        let derived = derive(from: label)
        return derivedFromNothing(derived, label: label) ? (derive(from: type.rawValue), true) : (derived, false)
    }

    /// Whether `derived` is the stand-in for a label with no usable letters: not the word "field"
    /// ("Field:", "Field *"), which is a word like any other.
    static func derivedFromNothing(_ derived: String, label: String) -> Bool {
        guard derived == fallback else { return false }
        let ascii = label.utf8.allSatisfy { $0 < 0x80 } ? label : latin(canonicallyDecomposed(label))
        return !ascii.utf8.contains { Unicode.Scalar($0).isASCIIAlphanumeric }
    }

    /// lowerCamelCase identifier from free text: "ZIP code" -> "zipCode", "E-mail" -> "eMail",
    /// "Prénom" -> "prenom", "Größe" -> "grosse", "2FA code" -> "field2faCode",
    /// "class" -> "classField", "日本" -> "field".
    public static func derive(from text: String) -> String {
        // Strip accents by canonical decomposition, then keep ASCII letters and digits as word parts.
        // ASCII text decomposes to itself: no normalization (its first use loads Unicode tables).
        // An apostrophe inside a word joins it ("Cardholder's name" -> `cardholdersName`, not
        // `cardholderSName`): the typographic one is read as the ASCII one.
        let text = text.utf8.contains(0xE2) ? String(text.map { $0 == "\u{2019}" ? "'" : $0 }) : text
        let ascii = text.utf8.allSatisfy { $0 < 0x80 } ? text : latin(canonicallyDecomposed(text))
        // The text is ASCII here: its words (runs of ASCII letters and digits, the first six) are
        // cased and joined in bytes. Building each word as a String and changing its case with the
        // Unicode case tables cost 10,000 instructions a label, on every field of a form (issue 14).
        func isAlphanumeric(_ byte: UInt8) -> Bool { Unicode.Scalar(byte).isASCIIAlphanumeric }
        func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte }
        func upper(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte }
        let bytes = Array(ascii.utf8)
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var start = 0
        var wordCount = 0
        while start < bytes.count, wordCount < 6 {
            guard isAlphanumeric(bytes[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            var word: [UInt8] = [bytes[start]]
            while end < bytes.count {
                if isAlphanumeric(bytes[end]) {
                    word.append(bytes[end])
                } else if bytes[end] != UInt8(ascii: "'") || end + 1 >= bytes.count || !isAlphanumeric(bytes[end + 1]) {
                    break
                }
                end += 1
            }
            if wordCount > 0 {
                joined.append(upper(word.first!))
                joined += word.dropFirst()
            } else if word.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
                joined.append(lower(word.first!))
                joined += word.dropFirst()
            } else {
                // An all-capitals first word ("ZIP") is an acronym: lowercase it whole.
                joined += word.map(lower)
            }
            wordCount += 1
            start = end
        }
        var result = String(decoding: joined, as: UTF8.self)
        if result.isEmpty { return fallback }
        if let first = joined.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            result = "field" + result  // "2FA code" -> "field2faCode"
        }
        if reserved.contains(result) { result += "Field" }
        return result
    }

    /// The ASCII of decomposed scalars: accents (combining marks) go, and the Latin letters that no
    /// decomposition reaches are spelled as their languages do in ASCII ("ß" -> "ss", "ø" -> "o",
    /// "æ" -> "ae", "ł" -> "l", Turkish "ı" -> "i"), so "Größe" is `grosse`, not `groe`. Other
    /// scripts give nothing here (the label then says how to name the field).
    static func latin(_ scalars: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.isASCII {
                out.append(scalar)
            } else if let spelled = latinSpelling[scalar] {
                out.append(contentsOf: spelled.unicodeScalars)
            }
        }
        return String(out)
    }

    private static let latinSpelling: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i", "ħ": "h", "Ħ": "H", "ŧ": "t",
        "Ŧ": "T", "ŀ": "l", "Ŀ": "L", "ĸ": "k", "ŋ": "ng", "Ŋ": "Ng",
        // Letters whose decomposition is a compatibility one, which canonical decomposition keeps whole.
        "ǆ": "dz", "ǅ": "Dz", "Ǆ": "Dz", "ǉ": "lj", "ǈ": "Lj", "Ǉ": "Lj", "ǌ": "nj", "ǋ": "Nj", "Ǌ": "Nj",
        "ĳ": "ij", "Ĳ": "Ij", "ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st",
        "ſ": "s", "ŉ": "n",
    ]

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
