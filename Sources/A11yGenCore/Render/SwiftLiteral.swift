/// Turns user text into Swift source that can only ever be one string literal.
public enum SwiftLiteral {
    /// A `"…"` literal whose value is exactly `text`. Backslashes, quotes, newlines, control and
    /// format characters (bidi overrides, zero-width), separators and unassigned code points are
    /// escaped, so `\(`, `"""`, `#` or a newline in a label stay text.
    public static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a `"…"` literal, for building interpolations around escaped text.
    public static func escaped(_ text: String) -> String {
        // Printable ASCII other than `\` and `"` is written as is, without a Unicode property
        // lookup: almost all text is such, and those lookups were 4% of a 1,000-field form.
        func plain(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
        }
        if text.utf8.allSatisfy(plain) { return text }
        // Written in bytes: appending scalar by scalar to a String's `unicodeScalars` cost about 450
        // instructions a scalar, and every comment that quotes a label comes here (issue 14). Runs of
        // plain bytes are copied whole; a non-ASCII scalar is decoded from its bytes (the text is
        // valid UTF-8) only to ask whether it must be escaped.
        var source = text
        let out: [UInt8] = source.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            func append(_ piece: StaticString) {
                piece.withUTF8Buffer { out += $0 }
            }
            var index = 0
            var runStart = 0
            while index < bytes.count {
                let byte = bytes[index]
                if plain(byte) {
                    index += 1
                    continue
                }
                out += bytes[runStart..<index]
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let scalar = Unicode.Scalar(value)!
                switch scalar {
                case "\\": append("\\\\")
                case "\"": append("\\\"")
                case "\n": append("\\n")
                case "\r": append("\\r")
                case "\t": append("\\t")
                case "\0": append("\\0")
                default:
                    if mustEscape(scalar, atStart: index == 0) {
                        append("\\u{")
                        out += String(scalar.value, radix: 16, uppercase: true).utf8
                        append("}")
                    } else {
                        out += bytes[index..<index + length]
                    }
                }
                index += length
                runStart = index
            }
            out += bytes[runStart..<bytes.count]
            return out
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A literal for a regular expression: a raw `#"…"#` string people can read when the pattern
    /// allows it, otherwise an escaped one with the same value.
    public static func regex(_ pattern: String) -> String {
        let plain = pattern.unicodeScalars.enumerated().allSatisfy {
            !mustEscape($1, atStart: $0 == 0) && $1 != "\n" && $1 != "\r" && $1 != "\t" && $1 != "\0"
        }
        if plain, !pattern.contains("\"#"), !pattern.contains("\\#"), !pattern.hasSuffix("\"") {
            return "#\"" + pattern + "\"#"
        }
        return string(pattern)
    }

    /// Text safe inside a `//` comment: one line, no control or bidi characters.
    public static func comment(_ text: String) -> String {
        escaped(text)
    }

    static func mustEscape(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A combining mark straight after the opening quote would visually fuse with it.
            return atStart
        default:
            return false
        }
    }

    /// Reads back a `"…"` literal produced by `string(_:)` (used by tests to prove the round trip).
    public static func unescape(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        let scalars = Array(literal.unicodeScalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\"" { return nil }  // an unescaped quote would end the literal early
            guard scalar == "\\" else {
                out.append(scalar)
                i += 1
                continue
            }
            guard i + 1 < scalars.count else { return nil }
            let next = scalars[i + 1]
            switch next {
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "0": out.append("\0")
            case "u":
                guard i + 2 < scalars.count, scalars[i + 2] == "{",
                    let close = scalars[(i + 3)...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                out.append(decoded)
                i = close + 1
                continue
            default:
                return nil  // `\(` or any other escape would be code, not text
            }
            i += 2
        }
        return String(out)
    }
}
