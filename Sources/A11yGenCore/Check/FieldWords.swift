/// Reads back the words properties of a generated field (field-strings.swift.mustache): which
/// text each one looks up in the String Catalog, for the audits of every family (issue 15).
enum FieldWords {
    /// The body of `private var <name>: String { … }` in `code`, on one line (layout removed), or nil.
    static func body(_ name: String, in code: String) -> String? {
        let head = "private var \(name): String {\n"
        guard let start = code.firstRange(ofText: head, from: code.startIndex) else { return nil }
        let closing = String(repeating: " ", count: indent(of: code, at: start)) + "}"
        var lines: [Substring] = []
        for line in code[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line == closing { break }
            lines.append(line)
        }
        return oneLine(lines.map(String.init).joined(separator: "\n"))
    }

    /// The indentation of the line holding `range`.
    private static func indent(of code: String, at range: Range<String.Index>) -> Int {
        let lineStart = code[..<range.lowerBound].lastIndex(of: "\n").map { code.index(after: $0) } ?? code.startIndex
        return code[lineStart..<range.lowerBound].prefix(while: { $0 == " " }).count
    }

    /// Code on one line, as the audits compare it: lines trimmed and joined with a space, with no
    /// space left inside a bracket (`swift format` breaks after `(` and before a closing one).
    static func oneLine(_ code: String) -> String {
        var out = ""
        for line in code.split(separator: "\n").map({ $0.trimmed() }) where !line.isEmpty {
            // Only the joins are touched, never the text of a line (a literal may hold "( " itself).
            if !out.isEmpty, !(out.hasSuffix("(") || out.hasSuffix("[")), !(line.hasPrefix(")") || line.hasPrefix("]"))
            {
                out += " "
            }
            out += line
        }
        return out
    }

    /// `String(localized: <literal>` + the table, bundle and comment the options write: the lookup
    /// of `text` (plain, or a literal written with interpolations, as the generator writes it).
    static func lookup(_ literal: String, in body: String) -> Bool {
        body.contains("String(localized: \(literal),") && body.contains("comment: \"")
    }

    /// Whether the property `name` looks up exactly `text`, as its whole body.
    static func looksUp(_ name: String, _ text: String, in code: String) -> Bool {
        guard let body = body(name, in: code) else { return false }
        return body.hasPrefix("String(localized: \(SwiftLiteral.string(text)),") && body.hasSuffix(")")
            && !body.dropFirst(1).contains("String(localized:")
    }
}

extension FieldWords {
    /// What a field's words properties say, against its plan: the label, the visible label marked
    /// required, the name without the error, and the error joined to the name.
    struct Report {
        let labelName: String
        let visibleLabelName: String
        let nameName: String
        /// `<id>Label` looks up the plan's label.
        var label = false
        /// The visible label is `<id>Label`, or `<id>VisibleLabel` looking up the label marked required.
        var visibleLabel = false
        /// The name without the error is the label, or a lookup of the label marked required.
        var spokenName = false
        /// `<id>Name` returns the name alone without an error, and "name, error" (one format) with one.
        var errorJoinsName = false

        init(_ plan: FieldPlan, _ code: String) {
            let id = plan.identifier
            labelName = id + "Label"
            nameName = id + "Name"
            label = FieldWords.looksUp(labelName, plan.label, in: code)
            let visibleFormat = Self.marked(plan.visibleText, plan.label, labelName)
            if let visibleFormat {
                visibleLabelName = id + "VisibleLabel"
                visibleLabel =
                    FieldWords.body(visibleLabelName, in: code).map {
                        FieldWords.lookup(visibleFormat, in: $0)
                    } ?? false
            } else {
                visibleLabelName = labelName
                visibleLabel = plan.visibleText == plan.label
            }
            let spokenFormat = Self.marked(plan.spokenName, plan.label, labelName)
            let body = FieldWords.body(nameName, in: code)
            if let spokenFormat {
                spokenName = body.map { FieldWords.lookup(spokenFormat, in: $0) } ?? false
            } else {
                spokenName = plan.spokenName == plan.label
            }
            if plan.canShowError, let body {
                let name = spokenFormat == nil ? labelName : "name"
                errorJoinsName =
                    body.contains("guard let \(plan.errorName) else { return \(name) }")
                    && FieldWords.lookup(
                        Localizer.literal(
                            RenderWords.nameWithError(plan.spec.locale, name: name, error: plan.errorName)),
                        in: body)
                    && (spokenFormat == nil || body.hasPrefix("let name = String(localized: \(spokenFormat!),"))
            }
        }

        /// The literal of a text that is the label with a mark (" (required)", ", required"), written
        /// as a format of the label's property; nil when the text is the label itself.
        static func marked(_ text: String, _ label: String, _ labelName: String) -> String? {
            FieldStrings.markParts(text, label: label, labelName: labelName).map(Localizer.literal)
        }
    }
}

extension String {
    /// The last occurrence of any of `needles`, the one that starts latest.
    func lastRange(ofAny needles: [String]) -> Range<String.Index>? {
        var best: Range<String.Index>?
        for needle in needles {
            var from = startIndex
            while let range = firstRange(ofText: needle, from: from) {
                if best == nil || range.lowerBound > best!.lowerBound { best = range }
                from = range.upperBound
            }
        }
        return best
    }
}
