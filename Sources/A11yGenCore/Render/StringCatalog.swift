/// Writes the strings generated code looks up into a String Catalog (`.xcstrings`), merging with
/// the catalog already there so that a merge removes nothing a11y-gen did not add.
///
/// Ownership: every entry a11y-gen adds ends its comment with the mark ` [a11y-gen: Owner]`, the
/// owners being the views (or fields) whose code uses the key, sorted and joined by `, `
/// (`Where the email is typed [a11y-gen: ProfileForm, SignUpForm]`). Merging for one owner:
/// - a key it uses is added when missing; when present and marked, its comment is refreshed and the
///   owner added to the mark; when present and not marked (a person's own key), it is left alone;
/// - a marked key it no longer uses loses the owner from the mark; with no owner left, the entry is
///   deleted when nobody translated it, and otherwise kept, marked with its last owner and
///   `"extractionState" : "stale"`, so no translation is ever lost (and the entry comes back to
///   life if the view uses the key again);
/// - everything else, in every entry, is kept as it is.
///
/// The output is laid out as Xcode writes catalogs (two-space indent, `"key" : value`, keys in
/// Xcode's order, a final newline), so the same input always gives the same bytes.
public enum StringCatalog {
    /// The text that opens the ownership mark at the end of a comment.
    public static let markOpening = "[a11y-gen: "

    /// A catalog is read up to this size (64 MiB); a larger one is refused, not truncated.
    static let maximumFileBytes = 64 * 1_048_576

    /// The catalog's source language for a spec locale: its language part (`de_DE` → `de`,
    /// `pt-BR` → `pt`), `en` when there is none.
    public static func sourceLanguage(locale: String?) -> String {
        guard let locale else { return "en" }
        let language = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        guard !language.isEmpty, language.unicodeScalars.allSatisfy({ $0.isASCIIAlphanumeric }) else { return "en" }
        return language.lowercased()
    }

    /// The catalog after merging `strings` for `owner` into `existing` (nil: no file yet). `path`
    /// names the file in errors. Throws, with located diagnostics and nothing decided, when the
    /// existing file is not a String Catalog or has another source language.
    public static func merged(
        existing: [UInt8]?, strings: [LocalizedString], sourceLanguage: String, owner: String, path: String
    ) throws(SpecErrors) -> [UInt8] {
        try merged(existing: existing, owners: [(owner, strings)], sourceLanguage: sourceLanguage, path: path)
    }

    /// The catalog after merging each owner's strings in turn (what `generate` writes once for all
    /// its views).
    public static func merged(
        existing: [UInt8]?, owners: [(owner: String, strings: [LocalizedString])], sourceLanguage: String, path: String
    ) throws(SpecErrors) -> [UInt8] {
        var catalog = try Catalog(existing, sourceLanguage: sourceLanguage, path: path)
        for (owner, strings) in owners {
            try catalog.merge(strings, owner: owner)
        }
        return catalog.encoded()
    }

    // MARK: The catalog

    struct Catalog {
        /// The top-level object, with `strings` taken out into `entries`.
        var top: [String: JSONValue]
        var entries: [String: JSONValue]
        let sourceLanguage: String

        init(_ data: [UInt8]?, sourceLanguage: String, path: String) throws(SpecErrors) {
            self.sourceLanguage = sourceLanguage
            guard let data else {
                top = ["sourceLanguage": .string(sourceLanguage), "version": .string("1.0")]
                entries = [:]
                return
            }
            let refuse = "fix the file, or move it away and a11y-gen writes a new catalog; nothing was written"
            if data.count > StringCatalog.maximumFileBytes {
                throw SpecErrors([
                    .error(
                        "catalog-too-large", at: "$",
                        "the String Catalog is \(data.count) bytes; a11y-gen reads catalogs of at most \(StringCatalog.maximumFileBytes) bytes",
                        suggestion: "split it into tables (--strings-table); nothing was written")
                ])
            }
            if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                throw SpecErrors([
                    .error(
                        "invalid-catalog", at: "$", "the String Catalog \(path) is empty",
                        suggestion: "delete the empty file and a11y-gen writes a new catalog; nothing was written")
                ])
            }
            let value: JSONValue
            switch JSONValue.parse(data, maximumNesting: 64, maximumTextLength: 1_000_000) {
            case .success(let parsed): value = parsed
            case .failure(var diagnostic):
                diagnostic.message = "the String Catalog cannot be read: " + diagnostic.message
                diagnostic.suggestion = (diagnostic.suggestion.map { $0 + "; " } ?? "") + refuse
                throw SpecErrors([diagnostic])
            }
            guard case .object(var top) = value else {
                throw SpecErrors([
                    .error(
                        "invalid-catalog", at: "$",
                        "the file is JSON but not a String Catalog: its top level is \(value.typeNameWithArticle), not an object",
                        suggestion: #"a catalog is {"sourceLanguage" : "en", "strings" : {…}, "version" : "1.0"}; "#
                            + refuse)
                ])
            }
            var problems: [Diagnostic] = []
            switch top["sourceLanguage"] {
            case .string(let language) where language != sourceLanguage:
                problems.append(
                    .error(
                        "catalog-language-mismatch", at: "$.sourceLanguage",
                        "the catalog's source language is '\(language)' but the spec's locale gives '\(sourceLanguage)'",
                        suggestion:
                            "pass the locale the catalog was written in (--locale, or the config's locale), or write to another catalog (--strings); nothing was written"
                    ))
            case .string: break
            case nil:
                problems.append(
                    .error(
                        "invalid-catalog", at: "$.sourceLanguage", "the String Catalog has no 'sourceLanguage'",
                        suggestion: #"add "sourceLanguage" : "\#(sourceLanguage)"; "# + refuse))
            case .some(let other):
                problems.append(
                    .error(
                        "invalid-catalog", at: "$.sourceLanguage",
                        "'sourceLanguage' is \(other.typeNameWithArticle); a String Catalog names it as a string",
                        suggestion: #"write "sourceLanguage" : "\#(sourceLanguage)"; "# + refuse))
            }
            var entries: [String: JSONValue] = [:]
            switch top["strings"] {
            case .object(let members):
                entries = members
                for key in members.keys.sorted() where members[key]?.objectValue == nil {
                    problems.append(
                        .error(
                            "invalid-catalog", at: "$.strings" + JSONParser.member(key),
                            "the entry for this key is \(members[key]!.typeNameWithArticle); every entry of a String Catalog is an object",
                            suggestion: "write {} for an entry with nothing in it, or remove the key; " + refuse))
                }
            case nil:
                problems.append(
                    .error(
                        "invalid-catalog", at: "$.strings",
                        "the file has no 'strings' object, so it is not a String Catalog",
                        suggestion: #"add "strings" : {}, or name a .xcstrings file Xcode wrote; "# + refuse))
            case .some(let other):
                problems.append(
                    .error(
                        "invalid-catalog", at: "$.strings",
                        "'strings' is \(other.typeNameWithArticle); a String Catalog keeps its keys in an object",
                        suggestion: #"write "strings" : {…}; "# + refuse))
            }
            if let version = top["version"], version.stringValue == nil {
                problems.append(
                    .error(
                        "invalid-catalog", at: "$.version",
                        "'version' is \(version.typeNameWithArticle); a String Catalog's version is a string such as \"1.0\"",
                        suggestion: #"write "version" : "1.0"; "# + refuse))
            }
            if !problems.isEmpty { throw SpecErrors(problems) }
            top["strings"] = nil
            if top["version"] == nil { top["version"] = .string("1.0") }
            self.top = top
            self.entries = entries
        }

        mutating func merge(_ strings: [LocalizedString], owner: String) throws(SpecErrors) {
            guard !owner.isEmpty, !owner.contains(","), !owner.contains("["), !owner.contains("]") else {
                throw SpecErrors([
                    .error(
                        "invalid-owner", at: "", "'\(owner)' cannot name an owner in a String Catalog mark",
                        suggestion: "name the view or field with letters, digits and underscores")
                ])
            }
            var used: [String: LocalizedString] = [:]
            for string in strings where used[string.key] == nil { used[string.key] = string }
            for (key, string) in used {
                guard let entry = entries[key]?.objectValue else {
                    entries[key] = .object(newEntry(string, owners: [owner]))
                    continue
                }
                guard let mark = Mark(entry["comment"]) else { continue }  // a person's own key
                var updated = entry
                updated["comment"] = .string(Mark.comment(string.comment, owners: mark.owners.union([owner])))
                updated["extractionState"] = .string("manual")
                if let plural = string.plural { refreshSourcePlural(&updated, plural) }
                entries[key] = .object(updated)
            }
            for (key, value) in entries where used[key] == nil {
                guard let entry = value.objectValue, let mark = Mark(entry["comment"]), mark.owners.contains(owner)
                else { continue }
                var updated = entry
                let owners = mark.owners.subtracting([owner])
                if !owners.isEmpty {
                    updated["comment"] = .string(Mark.comment(mark.comment, owners: owners))
                } else if isUntranslated(entry) {
                    entries[key] = nil
                    continue
                } else {
                    updated["extractionState"] = .string("stale")
                }
                entries[key] = .object(updated)
            }
        }

        func newEntry(_ string: LocalizedString, owners: Set<String>) -> [String: JSONValue] {
            var entry: [String: JSONValue] = [
                "comment": .string(Mark.comment(string.comment, owners: owners)),
                "extractionState": .string("manual"),
            ]
            if let plural = string.plural {
                entry["localizations"] = .object([sourceLanguage: sourcePlural(plural)])
            }
            return entry
        }

        func sourcePlural(_ plural: PluralForms) -> JSONValue {
            func unit(_ value: String) -> JSONValue {
                .object(["stringUnit": .object(["state": .string("translated"), "value": .string(value)])])
            }
            return .object([
                "variations": .object(["plural": .object(["one": unit(plural.one), "other": unit(plural.other)])])
            ])
        }

        /// Sets the source language's `one` and `other` forms, keeping everything else in the entry
        /// (other languages, other plural categories); left alone where the shape is not a catalog's.
        func refreshSourcePlural(_ entry: inout [String: JSONValue], _ plural: PluralForms) {
            let ours = sourcePlural(plural)
            var localizations: [String: JSONValue]
            switch entry["localizations"] {
            case nil: localizations = [:]
            case .object(let members): localizations = members
            default: return
            }
            guard let existing = localizations[sourceLanguage] else {
                localizations[sourceLanguage] = ours
                entry["localizations"] = .object(localizations)
                return
            }
            guard case .object(var language) = existing, language["stringUnit"] == nil else { return }
            guard case .object(var variations) = language["variations"] ?? .object([:]),
                case .object(var forms) = variations["plural"] ?? .object([:]),
                case .object(let ourForms) = ours["variations"]?["plural"]
            else { return }
            for (category, form) in ourForms { forms[category] = form }
            variations["plural"] = .object(forms)
            language["variations"] = .object(variations)
            localizations[sourceLanguage] = .object(language)
            entry["localizations"] = .object(localizations)
        }

        /// No localization beyond the source language's plural forms a11y-gen writes (their values
        /// may be any a11y-gen wrote): deleting the entry loses nobody's work.
        func isUntranslated(_ entry: [String: JSONValue]) -> Bool {
            guard let localizations = entry["localizations"] else { return true }
            guard case .object(let members) = localizations else { return false }
            for (language, value) in members {
                guard language == sourceLanguage,
                    case .object(let forms)? = value["variations"]?["plural"], value.objectValue?.count == 1,
                    value["variations"]?.objectValue?.count == 1,
                    Set(forms.keys) == ["one", "other"],
                    let one = forms["one"]?["stringUnit"]?["value"]?.stringValue,
                    let other = forms["other"]?["stringUnit"]?["value"]?.stringValue,
                    value == sourcePlural(PluralForms(one: one, other: other))
                else { return false }
            }
            return true
        }

        func encoded() -> [UInt8] {
            var document = top
            document["strings"] = .object(entries)
            var out = ""
            XcodeJSON.write(.object(document), indent: 0, into: &out)
            out += "\n"
            return Array(out.utf8)
        }
    }

    /// The ownership mark at the end of a comment: `Base comment [a11y-gen: A, B]`.
    struct Mark {
        var comment: String
        var owners: Set<String>

        /// The mark of a comment value; nil when it is not a string ending in a mark.
        init?(_ value: JSONValue?) {
            guard let text = value?.stringValue, text.hasSuffix("]") else { return nil }
            var start: String.Index?
            var from = text.startIndex
            while let range = text.firstRange(ofText: StringCatalog.markOpening, from: from) {
                start = range.lowerBound
                from = range.upperBound
            }
            guard let start else { return nil }
            let list = text[
                text.index(start, offsetBy: StringCatalog.markOpening.count)..<text.index(before: text.endIndex)]
            let owners = list.split(separator: ",").map { $0.trimmed() }
            guard !owners.isEmpty, !owners.contains(where: { $0.isEmpty || $0.contains("]") || $0.contains("[") })
            else { return nil }
            var base = text[..<start]
            if base.hasSuffix(" ") { base = base.dropLast() }
            comment = String(base)
            self.owners = Set(owners)
        }

        static func comment(_ base: String, owners: Set<String>) -> String {
            let mark = StringCatalog.markOpening + owners.sorted().joined(separator: ", ") + "]"
            return base.isEmpty ? mark : base + " " + mark
        }
    }
}

/// JSON laid out as Xcode writes String Catalogs: two-space indent, `"key" : value`, object keys
/// in `XcodeJSON.precedes` order, `/` unescaped, an empty object or array as an empty line.
enum XcodeJSON {
    static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += MCPJSON.format(number)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[\n\n" + String(repeating: " ", count: indent) + "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                write(item, indent: indent + 2, into: &out)
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n" + String(repeating: " ", count: indent) + "}"
                return
            }
            out += "{\n"
            for (index, key) in members.keys.sorted(by: precedes).enumerated() {
                if index > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                writeString(key, into: &out)
                out += " : "
                write(members[key]!, indent: indent + 2, into: &out)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    static func writeString(_ text: String, into out: inout String) {
        MCPJSON.writeString(text, into: &out, catalogStyle: true)
    }

    /// Xcode's order of catalog keys, as far as it can be had without a locale: Finder-like, so
    /// letters compare without case, digit runs by their value (`Key2` before `Key10`), spaces
    /// and punctuation before digits and digits before letters (the Unicode collation's order of
    /// ASCII punctuation); on a tie, lowercase first, then the UTF-8 bytes. Letters outside ASCII
    /// sort after `z` by code point, where Xcode's locale would place `é` next to `e`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = sortKey(lhs)
        let right = sortKey(rhs)
        if left != right { return left.lexicographicallyPrecedes(right) }
        for (a, b) in zip(lhs.unicodeScalars, rhs.unicodeScalars) where a != b {
            let aLower = a.properties.isLowercase
            let bLower = b.properties.isLowercase
            if aLower != bLower { return aLower }
            break
        }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// The Unicode collation's order of ASCII punctuation and symbols (whitespace first, `$` last).
    static let punctuation = Array("\t\n\u{B}\u{C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// Each element: a group (0 whitespace and punctuation, 1 other symbols, 2 numbers, 3 letters)
    /// and weights within it.
    struct Element: Comparable {
        var group: Int
        var weights: [UInt32]

        static func < (a: Element, b: Element) -> Bool {
            a.group != b.group ? a.group < b.group : a.weights.lexicographicallyPrecedes(b.weights)
        }
    }

    static func sortKey(_ text: String) -> [Element] {
        var key: [Element] = []
        var digits: [UInt32] = []
        func flushDigits() {
            guard !digits.isEmpty else { return }
            let significant = Array(digits.drop(while: { $0 == 0 }))
            key.append(Element(group: 2, weights: [UInt32(significant.count)] + significant))
            digits = []
        }
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits.append(scalar.value - 48)
                continue
            }
            flushDigits()
            if let rank = punctuation.firstIndex(of: scalar) {
                key.append(Element(group: 0, weights: [UInt32(rank)]))
            } else if scalar.properties.isAlphabetic {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
                key.append(Element(group: 3, weights: lower))
            } else {
                key.append(Element(group: 1, weights: [scalar.value]))
            }
        }
        flushDigits()
        return key
    }
}
