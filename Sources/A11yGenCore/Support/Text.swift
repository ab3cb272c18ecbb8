/// String helpers the tool needs from Foundation, written on the standard library so that the
/// binary links no Foundation on Linux (loading it was most of `field`'s start-up time; issue 14).
/// One implementation on every platform, so macOS and Linux cut, trim and search text the same way.
extension StringProtocol {
    /// Without leading and trailing characters in `set`.
    func trimmed(_ set: TrimSet = .whitespaces) -> String {
        let text = Substring(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        return String(Substring(scalars[first...last]))
    }

    /// On one line: each line break, with the indentation around it, folded away, so code quoted in
    /// a one-line diagnostic (`file:line:col: warning: …`) does not break the line editors read.
    /// Nothing is put between a line and a `.modifier` or closing bracket continuing it, or after an
    /// opening bracket; a space is put everywhere else.
    var onOneLine: String {
        guard contains(where: \.isNewline) else { return String(self) }
        var out = ""
        for line in split(whereSeparator: \.isNewline) {
            let piece = line.trimmed()
            guard let first = piece.first else { continue }
            if let last = out.last, !"([{".contains(last), !".)]},".contains(first) { out += " " }
            out += piece
        }
        return out
    }

    /// The first place an ASCII `needle` occurs, found by bytes (no Character is formed). Only for
    /// ASCII needles, where a byte match is a match of the same text.
    func firstRange(ofASCII needle: StaticString) -> Range<Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let head = pattern.first else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        while let candidate = bytes[index...].firstIndex(of: head) {
            if bytes[candidate...].starts(with: pattern) {
                return candidate..<bytes.index(candidate, offsetBy: pattern.count)
            }
            index = bytes.index(after: candidate)
        }
        return nil
    }

    /// The first place `text` occurs at or after `start` (Character by Character, as `==` compares).
    func firstRange(ofText text: some StringProtocol, from start: Index? = nil) -> Range<Index>? {
        guard let head = text.first else { return nil }
        var index = start ?? startIndex
        while let candidate = self[index...].firstIndex(of: head) {
            if self[candidate...].starts(with: text) {
                return candidate..<self.index(candidate, offsetBy: text.count)
            }
            index = self.index(after: candidate)
        }
        return nil
    }

    /// Whether `name` occurs as a whole name: no letter, digit or `_` right before or after it (`agreed`
    /// in `agreed ? "a" : "b"`, not in `disagreed` or `agreedAt`).
    func containsName(_ name: some StringProtocol) -> Bool {
        let part = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        var start = startIndex
        while let range = firstRange(ofText: name, from: start) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : nil
            let after = range.upperBound < endIndex ? self[range.upperBound] : nil
            if !(before.map(part) ?? false), !(after.map(part) ?? false) { return true }
            start = index(after: range.lowerBound)
        }
        return false
    }

    /// Every occurrence of `text` replaced by `replacement`.
    func replacingAll(_ text: some StringProtocol, with replacement: some StringProtocol) -> String {
        // Text without the needle's first byte (most keys, for a `%`) is returned without walking
        // its Characters, which cost about a fifth of writing each localized lookup.
        if let head = text.utf8.first, head < 0x80, !utf8.contains(head) { return String(self) }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(ofText: text) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// Sets of scalars `trimmed` removes, defined as Foundation defines its character sets of the same names.
struct TrimSet: Sendable {
    let contains: @Sendable (Unicode.Scalar) -> Bool

    /// Unicode general category Zs, tab and zero width space U+200B (Foundation's `.whitespaces`:
    /// its documentation names Zs and tab; Core Foundation, under it on every platform, adds U+200B).
    static let whitespaces = TrimSet {
        $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }

    /// `whitespaces`, categories Zl and Zp, U+000A to U+000D and U+0085 (Foundation's
    /// `.whitespacesAndNewlines`).
    static let whitespacesAndNewlines = TrimSet { scalar in
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: true
        default: whitespaces.contains(scalar) || ("\n"..."\r").contains(scalar) || scalar == "\u{85}"
        }
    }

    /// `whitespaces` and the scalars of `extra`.
    static func whitespaces(and extra: String) -> TrimSet {
        let more = Set(extra.unicodeScalars)
        return TrimSet { TrimSet.whitespaces.contains($0) || more.contains($0) }
    }
}

extension Unicode.Scalar {
    /// 0-9, a-z, A-Z.
    var isASCIIAlphanumeric: Bool {
        ("0"..."9").contains(self) || ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }
}

/// Slash-separated path text, cut the way `NSString`'s path methods cut it.
public enum PathText {
    /// `a/b/c` → `c`; `a/b/` → `b`; `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// `a/b/c` → `a/b`; `c` → ``; `/c` → `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// One spelling per path: `.` parts and repeated slashes dropped, `..` applied where a part
    /// precedes it, no trailing slash. Lexical only: symbolic links are not followed.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `path` is `folder` or lies inside it (`/a/b` is inside `/a` and `/`; `/ab` is not
    /// inside `/a`). Lexical: both already resolved.
    static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
        let folder = withoutTrailingSlashes(folder)
        return path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }
}

/// Bytes that must be UTF-8 (a template file, a line on the MCP wire), checked without Foundation.
enum UTF8Text {
    /// The text, or nil when the bytes are not UTF-8 (nothing is replaced). A leading byte order mark
    /// (editors on Windows write one) is not part of the text, as Foundation's reading dropped it.
    static func string(_ bytes: [UInt8]) -> String? {
        guard SourceFile.firstInvalidUTF8(bytes) == nil else { return nil }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        return String(decoding: text, as: UTF8.self)
    }
}

extension StringProtocol {
    /// The text between occurrences of `separator`, empty pieces kept: "a...b" split by "..." is
    /// ["a", "b"], and a text without it is one piece.
    func pieces(separatedBy separator: String) -> [String] {
        let text = Array(utf8)
        let needle = Array(separator.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return [String(self)] }
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + needle.count <= text.count {
            if text[index] == needle[0], text[index..<(index + needle.count)].elementsEqual(needle) {
                pieces.append(String(decoding: text[start..<index], as: UTF8.self))
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: text[start...], as: UTF8.self))
        return pieces
    }
}
