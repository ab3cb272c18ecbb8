/// Writes the Swift that looks each user-facing string up at run time, and records what it wrote
/// for the String Catalog (issue 15).
///
/// Every string a person reads or hears goes through Foundation's localization with a translator
/// comment that says where it is seen or heard: `String(localized:table:bundle:comment:)` where the
/// code needs a `String`, `Text(_:tableName:bundle:comment:)` where SwiftUI takes a
/// `LocalizedStringKey`. Both exist from iOS 15 and macOS 12, the oldest minimums a spec can name.
///
/// Each use carries the comment for where it is seen or heard. A key used in two places (a title
/// and a button with the same words) gets both comments in the catalog, one per line, as Xcode
/// combines them when it extracts the code.
///
/// One generation (a field or a form file) owns one, on one thread: `Renderer.render` makes a new
/// one per call, so a `Renderer` shared between threads never shares its strings.
final class Localizer: @unchecked Sendable {
    let options: LocalizationOptions
    /// Every lookup written, in order (a key once per use).
    private(set) var used: [LocalizedString] = []

    init(_ options: LocalizationOptions) {
        self.options = options
    }

    /// Records lookups another Localizer wrote (a form's field, rendered on its own thread), as if
    /// written here.
    func record(_ strings: [LocalizedString]) { used += strings }

    /// A piece of a localized string: literal text, or a value interpolated at run time.
    enum Part {
        /// Text written into the key as is (a `%` becomes `%%` in an interpolated key).
        case text(String)
        /// A `String` expression, `%@` in the key.
        case string(String)
        /// An integer expression, `%lld` in the key.
        case integer(String)
    }

    /// `String(localized: "…", comment: "…")` for plain text.
    func string(_ text: String, comment: String) -> String {
        format([.text(text)], comment: comment)
    }

    /// `String(localized: "\(a), \(b)", comment: "…")`: a format whose arguments a translator can reorder.
    func format(_ parts: [Part], comment: String) -> String {
        call("String(localized: ", parts, comment: comment, tableLabel: "table")
    }

    /// `Text("…", comment: "…")`: SwiftUI's own lookup, for a `Text` that shows the string.
    func text(_ parts: [Part], comment: String) -> String {
        call("Text(", parts, comment: comment, tableLabel: "tableName")
    }

    /// The strings used since `mark` (a count of `used` taken earlier), each key once, in order of
    /// first use: one field's share of the catalog.
    func strings(since mark: Int) -> [LocalizedString] { Self.merged(used[mark...]) }

    /// Each key once, in order of first use, with every distinct comment it was written with, one per line.
    static func merged<S: Sequence>(_ strings: S) -> [LocalizedString] where S.Element == LocalizedString {
        var merged: [LocalizedString] = []
        var position: [String: Int] = [:]
        // Each key's comment lines so far, made when a second comment arrives: an error message
        // shared by many fields gathers a line per field, and splitting the whole comment again
        // for each one made a form's catalog quadratic in its fields.
        var lines: [Int: Set<Substring>] = [:]
        for string in strings {
            guard let at = position[string.key] else {
                position[string.key] = merged.count
                merged.append(string)
                continue
            }
            // The same key with the same comment (a field's name format, "Done") adds nothing.
            guard merged[at].comment != string.comment else { continue }
            var known = lines[at] ?? Set(merged[at].comment.split(separator: "\n"))
            let added = string.comment.split(separator: "\n").filter { !known.contains($0) }
            for line in added { merged[at].comment += "\n" + line }
            known.formUnion(added)
            lines[at] = known
        }
        return merged
    }

    private func call(_ head: String, _ parts: [Part], comment: String, tableLabel: String) -> String {
        used.append(LocalizedString(key: Self.key(parts), comment: comment))
        var out = head + Self.literal(parts)
        if let table = options.table { out += ", \(tableLabel): " + SwiftLiteral.string(table) }
        if options.bundle == .module { out += ", bundle: .module" }
        out += ", comment: " + SwiftLiteral.string(comment) + ")"
        return out
    }

    /// The parts as one Swift literal: text escaped, values interpolated (`"\(emailLabel), \(error)"`).
    static func literal(_ parts: [Part]) -> String {
        var literal = "\""
        for part in parts {
            switch part {
            case .text(let text): literal += SwiftLiteral.escaped(text)
            case .string(let expression), .integer(let expression): literal += "\\(" + expression + ")"
            }
        }
        return literal + "\""
    }

    /// The key Xcode extracts: literal text as written, `%@` for a String, `%lld` for an integer;
    /// in a key with arguments a literal `%` is doubled, as `String.LocalizationValue` writes it.
    static func key(_ parts: [Part]) -> String {
        let interpolated = parts.contains {
            if case .text = $0 { return false }
            return true
        }
        var key = ""
        for part in parts {
            switch part {
            case .text(let text): key += interpolated ? text.replacingAll("%", with: "%%") : text
            case .string: key += "%@"
            case .integer: key += "%lld"
            }
        }
        return key
    }
}
