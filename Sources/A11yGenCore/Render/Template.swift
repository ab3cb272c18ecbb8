/// A value a template can read.
/// Not `indirect`: the recursion runs through arrays (a list, a context's entries), which are
/// references already, so a value needs no box of its own (a box per value was an allocation per `.text`).
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case list([TemplateContext])
    case context(TemplateContext)

    var isTruthy: Bool {
        switch self {
        case .text(let s): !s.isEmpty
        case .flag(let b): b
        case .list(let items): !items.isEmpty
        case .context: true
        }
    }
}

/// The values one template (or one item of a list) can read, written as a dictionary literal.
/// Kept as a short array searched in order rather than a hash table: a context holds a dozen or
/// two names and is read a few times, so hashing every key to build it and again to read it was an
/// eighth of a 200-field form's instructions (issue 14), where comparing small strings is a few.
public struct TemplateContext: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    public typealias Element = (key: String, value: TemplateValue)
    private var entries: [Element]

    public init() { entries = [] }

    /// A name written twice in one literal is a mistake, as in a dictionary literal (which traps); the
    /// contexts are literals in a11y-gen's own renderers, each rendered by the tests in a debug build,
    /// where this is checked. (Names are template value names: ASCII, so comparing lengths in bytes
    /// before the bytes themselves never misses an equal name.)
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (key: $0.0, value: $0.1) }
        assert(Set(entries.map(\.key)).count == entries.count, "a name written twice in a template context")
    }

    /// The value of `key`; setting `nil` removes it, as a dictionary's subscript does.
    public subscript(key: String) -> TemplateValue? {
        get {
            // Most names differ in length, which is cheaper to compare than their bytes.
            let length = key.utf8.count
            for entry in entries where entry.key.utf8.count == length && entry.key == key { return entry.value }
            return nil
        }
        set {
            let length = key.utf8.count
            let index = entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (_?, nil): entries.removeAll { $0.key == key }
            case (nil, let value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// In the order the names were first set.
    public func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

    /// Equal when both hold the same names with equal values, in any order (as dictionaries are).
    /// Checked both ways, so the answer does not depend on the order of the operands.
    public static func == (a: TemplateContext, b: TemplateContext) -> Bool {
        a.count == b.count && a.entries.allSatisfy { b[$0.key] == $0.value }
            && b.entries.allSatisfy { a[$0.key] == $0.value }
    }
}

/// A problem in a template file, located at its line and column (both from 1).
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (`Team/field.swift.mustache`), or the template's name.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Every problem found in a template set; nothing is rendered while there is one.
public struct TemplateErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [TemplateError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A small Mustache subset for the files in Templates/: `{{name}}`, sections `{{#name}}…{{/name}}`
/// (a flag, a non-empty text, a context, or a list repeated per item), inverted sections
/// `{{^name}}…{{/name}}`, and comments `{{! … }}`. A tag opens and closes on one line. Nothing is
/// HTML-escaped: values are Swift source the renderer already made safe. Two rules keep generated
/// code tidy:
/// - a line holding only section or comment tags disappears;
/// - a `{{name}}` alone on a line indents every line of its value by that line's indentation, and
///   the line disappears when the value is empty.
public struct Template: Sendable {
    public let name: String
    /// Where the source came from, as messages name it.
    public let file: String
    private let nodes: [Node]

    struct Location: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    /// A parsed template: its text, its variables and its sections (internal for the built-in set,
    /// which the binary carries already parsed: see `serialized`).
    enum Node: Sendable, Equatable {
        case literal(String)
        case variable(String, standaloneIndent: String?, Location)
        case section(String, inverted: Bool, [Node], Location)
    }

    /// Parses `source`; a syntax error (an unclosed `{{`, a section never closed or closed by the wrong
    /// tag, a tag this engine does not know) is thrown located in `file`.
    public init(name: String, source: String, file: String? = nil) throws(TemplateError) {
        self.name = name
        self.file = file ?? name
        let tokens = try Self.tokenize(source, file: self.file)
        var index = 0
        nodes = try Self.parse(tokens, &index, closing: nil, file: self.file)
        literalBytes = Self.literalBytes(nodes)
    }

    /// A built-in template as EmbeddedTemplates.swift carries it, parsed when the file was generated.
    init(builtIn name: String, nodes: [Node]) {
        self.name = name
        self.file = name
        self.nodes = nodes
        literalBytes = Self.literalBytes(nodes)
    }

    /// What the template parsed to (for writing EmbeddedTemplates.swift, and for its tests).
    var parsedNodes: [Node] { nodes }

    public func render(_ context: TemplateContext) -> String {
        // Rendered into bytes and made a String once: appending piece by piece to a String checked and
        // grew it at every piece, and an indented value was copied twice (a fifth of a 200-field form's
        // template time, issue 14). Every piece is a String's UTF-8, so the bytes are valid UTF-8.
        var out: [UInt8] = []
        out.reserveCapacity(literalBytes * 2)
        var stack = [context]
        Self.render(nodes, &stack, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of the template's own text, a first guess at the size of what it renders.
    private let literalBytes: Int

    private static func literalBytes(_ nodes: [Node]) -> Int {
        func bytes(_ nodes: [Node]) -> Int {
            nodes.reduce(0) { total, node in
                switch node {
                case .literal(let text): total + text.utf8.count
                case .variable: total
                case .section(_, _, let children, _): total + bytes(children)
                }
            }
        }
        return bytes(nodes)
    }

    // MARK: Tokenizing, line by line, so standalone tags can drop their whole line.

    /// A piece of a template line (internal for `TemplateSetTests`, which compares the two readers).
    enum Token: Equatable {
        case text(String)
        case tag(kind: Character?, name: String, standaloneIndent: String?, Location)
    }

    /// The tokens of `source`; `bytewise: false` reads every line with `split` (for tests: both
    /// readers must give the same tokens and errors).
    static func tokenize(_ source: String, file: String, bytewise: Bool = true) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        // Lines are cut at newline bytes, and an ASCII line's tags are read in bytes (`quickSplit`):
        // forming Characters and Strings piece by piece was a quarter of `field`'s instructions (issue 14).
        // A line becomes pieces that are byte ranges (no String, no reference count) and a String is made
        // only for a tag's name and for a run of text, which is gathered in bytes until the next tag (the
        // run `parse` would make of it anyway); a line without "{{" is copied whole, and comments, which
        // render nothing, give no token: reading the templates one `field` uses went from 1.47M to 1.12M
        // instructions with Strings per piece, and to a quarter of that with ranges.
        let bytes = Array(source.utf8)
        var text: [UInt8] = []
        var pieces: [Piece] = []
        var scratch: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                tokens.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        func append(_ piece: Piece, in line: [UInt8], indent: String? = nil) {
            guard piece.kind != UInt8(ascii: "!") else { return }
            flush()
            let name = String(decoding: line[piece.range], as: UTF8.self)
            tokens.append(.tag(kind: piece.kindCharacter, name: name, standaloneIndent: indent, piece.location))
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        // The lines are read through a pointer: bounds-checked slices cost more than the reading (issue 14).
        // The closure does not throw (a typed throw through a rethrowing closure needs a newer compiler
        // than the Swift 6.0 this package allows): a syntax error is kept and thrown after it.
        var failure: TemplateError?
        bytes.withUnsafeBufferPointer { all in
            var lineStart = 0
            var number = 0
            while lineStart < all.count {
                let lineEnd = all.offset(of: UInt8(ascii: "\n"), from: lineStart) ?? all.count
                let hasNewline = lineEnd < all.count
                number += 1
                let next = lineEnd + 1
                defer { lineStart = next }
                guard Self.hasOpening(all, lineStart..<lineEnd) else {
                    // No tag: the line and its newline are text.
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: all[lineStart..<min(next, all.count)]))
                    continue
                }
                pieces.removeAll(keepingCapacity: true)
                // The pieces' ranges are into `bytes` for a line read in bytes, into `scratch` for one `split` read.
                let quick =
                    bytewise && !all[lineStart..<lineEnd].contains { $0 >= 0x80 }
                    && Self.quickSplit(all, lineStart..<lineEnd, line: number, into: &pieces)
                if !quick {
                    pieces.removeAll(keepingCapacity: true)
                    scratch.removeAll(keepingCapacity: true)
                    let line = String(decoding: all[lineStart..<lineEnd], as: UTF8.self)
                    let tokens: [Token]
                    do throws(TemplateError) {
                        tokens = try split(line, line: number, file: file)
                    } catch {
                        failure = error
                        return
                    }
                    for token in tokens {
                        let start = scratch.count
                        switch token {
                        case .text(let words):
                            scratch.append(contentsOf: words.utf8)
                            pieces.append(Piece(kind: 0, isTag: false, range: start..<scratch.count))
                        case .tag(let kind, let name, _, let location):
                            scratch.append(contentsOf: name.utf8)
                            pieces.append(
                                Piece(
                                    kind: kind?.asciiValue ?? 0, isTag: true, range: start..<scratch.count,
                                    location: location))
                        }
                    }
                }
                let source = quick ? bytes : scratch
                var tagCount = 0
                var onlySectionTags = true
                var textIsBlank = true
                for piece in pieces {
                    if piece.isTag {
                        tagCount += 1
                        if piece.kind == 0 { onlySectionTags = false }
                    } else if !source[piece.range].allSatisfy(isBlank) {
                        // Blank in bytes is blank in Characters: only " " and "\t" bytes make " " and "\t" Characters.
                        textIsBlank = false
                    }
                }
                if textIsBlank, tagCount > 0, onlySectionTags {
                    // A standalone section/comment line: its tags, no text, no newline.
                    for piece in pieces where piece.isTag { append(piece, in: source) }
                    continue
                }
                if textIsBlank, tagCount == 1, let tag = pieces.first(where: \.isTag), tag.kind == 0 {
                    let indent = all[lineStart..<lineEnd].prefix(while: isBlank)
                    append(tag, in: source, indent: String(decoding: indent, as: UTF8.self))
                    continue
                }
                for piece in pieces {
                    if piece.isTag {
                        append(piece, in: source)
                    } else {
                        text.append(contentsOf: source[piece.range])
                    }
                }
                if hasNewline { text.append(UInt8(ascii: "\n")) }
            }
        }
        if let failure { throw failure }
        flush()
        return tokens
    }

    /// A piece of one template line: a run of text, or a tag (`kind` is `#`, `^`, `/` or `!` in
    /// ASCII, 0 for a value) whose `range` is its name; both are byte ranges of the line's source.
    private struct Piece {
        var kind: UInt8
        var isTag: Bool
        var range: Range<Int>
        var location = Location(line: 0, column: 0)

        var kindCharacter: Character? {
            switch kind {
            case UInt8(ascii: "#"): "#"
            case UInt8(ascii: "^"): "^"
            case UInt8(ascii: "/"): "/"
            case UInt8(ascii: "!"): "!"
            default: nil
            }
        }
    }

    /// Whether the line at `range` has a "{{", where a tag can start.
    private static func hasOpening(_ all: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while let brace = all.offset(of: UInt8(ascii: "{"), in: index..<range.upperBound), brace + 1 < range.upperBound
        {
            if all[brace + 1] == UInt8(ascii: "{") { return true }
            index = brace + 1
        }
        return false
    }

    /// `split` of an ASCII line, in bytes, for the lines whose every tag is well formed (`{{name}}`,
    /// `{{#name}}`, `{{^name}}`, `{{/name}}`, `{{! comment }}`, spaces and tabs inside the braces):
    /// the same pieces as `split`'s tokens, appended to `pieces`. False for anything else, which
    /// `split` then reads or reports.
    private static func quickSplit(
        _ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line number: Int, into pieces: inout [Piece]
    ) -> Bool {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        var textStart = range.lowerBound
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            guard line[index] == open, line[index + 1] == open else {
                index += 1
                continue
            }
            var bodyEnd = index + 2
            while bodyEnd + 1 < range.upperBound, !(line[bodyEnd] == close && line[bodyEnd + 1] == close) {
                bodyEnd += 1
            }
            guard bodyEnd + 1 < range.upperBound else { return false }  // not closed on this line
            var first = index + 2
            var last = bodyEnd
            func trim() {
                while first < last, isBlank(line[first]) { first += 1 }
                while last > first, isBlank(line[last - 1]) { last -= 1 }
            }
            guard line[first..<last].allSatisfy({ (0x20...0x7E).contains($0) || $0 == UInt8(ascii: "\t") }) else {
                return false
            }
            trim()
            var kind: UInt8 = 0
            if first < last,
                [UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "!")].contains(line[first])
            {
                kind = line[first]
                first += 1
                trim()
            }
            if kind != UInt8(ascii: "!") {
                // A name of letters, digits and _ not starting with a digit; anything else is `split`'s to report.
                guard let head = line[first..<last].first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(head),
                    line[first..<last].allSatisfy(isNameByte)
                else { return false }
            }
            if index > textStart { pieces.append(Piece(kind: 0, isTag: false, range: textStart..<index)) }
            let column = index - range.lowerBound + 1
            pieces.append(
                Piece(kind: kind, isTag: true, range: first..<last, location: Location(line: number, column: column)))
            index = bodyEnd + 2
            textStart = index
        }
        if textStart < range.upperBound {
            pieces.append(Piece(kind: 0, isTag: false, range: textStart..<range.upperBound))
        }
        return true
    }

    /// A value name: letters, digits and `_`, not starting with a digit.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "_" }
    }

    private static func split(_ line: String, line number: Int, file: String) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(line)
        // Columns count Characters; in an ASCII line (templates nearly always are) that is the byte offset.
        let ascii = line.utf8.allSatisfy { $0 < 0x80 }
        while let open = rest.firstRange(ofASCII: "{{") {
            let column =
                (ascii
                    ? line.utf8.distance(from: line.startIndex, to: open.lowerBound)
                    : line.distance(from: line.startIndex, to: open.lowerBound)) + 1
            let location = Location(line: number, column: column)
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstRange(ofASCII: "}}") else {
                throw TemplateError(
                    file: file, line: number, column: column,
                    message: "'{{' is not closed on this line; a tag opens and closes on one line, like {{name}}")
            }
            let raw = String(rest[open.upperBound..<close.lowerBound])
            var body = raw.trimmed()
            var kind: Character?
            if let first = body.first, "#^/!".contains(first) {
                kind = first
                body = String(body.dropFirst()).trimmed()
            } else if let first = body.first, ">&{=".contains(first) {
                let what = first == ">" ? "partials" : first == "=" ? "delimiter changes" : "unescaped tags"
                throw TemplateError(
                    file: file, line: number, column: column,
                    message:
                        "'{{\(raw)}}': this template language has no \(what); use {{name}}, {{#name}}…{{/name}}, {{^name}}…{{/name}} or {{! comment }}"
                )
            }
            if kind != "!", !isName(body) {
                throw TemplateError(
                    file: file, line: number, column: column,
                    message: body.isEmpty
                        ? "'{{\(raw)}}' names no value" : "'\(body)' is not a value name (letters, digits and _)")
            }
            tokens.append(.tag(kind: kind, name: body, standaloneIndent: nil, location))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    private static func parse(
        _ tokens: [Token], _ index: inout Int, closing: (name: String, at: Location)?, file: String
    ) throws(TemplateError) -> [Node] {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text):
                // One literal per run of text (a template line is two tokens, its text and its
                // newline): fewer nodes to build and fewer appends in every render.
                if case .literal(var run)? = nodes.last {
                    nodes.removeLast()
                    run += text
                    nodes.append(.literal(run))
                } else {
                    nodes.append(.literal(text))
                }
            case .tag(let kind, let name, let indent, let location):
                switch kind {
                case nil: nodes.append(.variable(name, standaloneIndent: indent, location))
                case "!": break
                case "#", "^":
                    let children = try parse(tokens, &index, closing: (name, location), file: file)
                    nodes.append(.section(name, inverted: kind == "^", children, location))
                default:  // "/"
                    guard let closing else {
                        throw TemplateError(
                            file: file, line: location.line, column: location.column,
                            message: "{{/\(name)}} closes no section; remove it or add {{#\(name)}} before it")
                    }
                    guard name == closing.name else {
                        throw TemplateError(
                            file: file, line: location.line, column: location.column,
                            message:
                                "{{/\(name)}} does not close {{#\(closing.name)}} (opened at line \(closing.at.line)); close that section first with {{/\(closing.name)}}"
                        )
                    }
                    return nodes
                }
            }
        }
        if let closing {
            throw TemplateError(
                file: file, line: closing.at.line, column: closing.at.column,
                message: "{{#\(closing.name)}} is never closed; add {{/\(closing.name)}} where the section ends")
        }
        return nodes
    }

    // MARK: Checking names against what the template's context can hold

    /// Every tag whose name the context described by `values` can never hold, or holds as another
    /// kind (a list used as `{{name}}`), with the nearest name the template may use.
    func problems(against values: [TemplateValueInfo]) -> [TemplateError] {
        var errors: [TemplateError] = []
        Self.check(nodes, scopes: [values], file: file, into: &errors)
        return errors
    }

    /// Whether `value` is used inside a `{{#section}}` (or, `inverted`, a `{{^section}}`): a template
    /// may use a value in one branch and not the other (a form-body written before the stack scrolled).
    func uses(_ value: String, within section: String, inverted: Bool) -> Bool {
        func walk(_ nodes: [Node], inside: Bool) -> Bool {
            nodes.contains { node in
                switch node {
                case .literal: false
                case .variable(let name, _, _): inside && name == value
                case .section(let name, let isInverted, let children, _):
                    (inside && name == value)
                        || walk(children, inside: inside || (name == section && isInverted == inverted))
                }
            }
        }
        return walk(nodes, inside: false)
    }

    /// The names the template's tags use, anywhere.
    var usedNames: Set<String> {
        var names: Set<String> = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .literal: break
                case .variable(let name, _, _): names.insert(name)
                case .section(let name, _, let children, _):
                    names.insert(name)
                    walk(children)
                }
            }
        }
        walk(nodes)
        return names
    }

    private static func check(
        _ nodes: [Node], scopes: [[TemplateValueInfo]], file: String, into errors: inout [TemplateError]
    ) {
        func lookup(_ name: String) -> TemplateValueInfo? {
            for scope in scopes.reversed() { if let value = scope.first(where: { $0.name == name }) { return value } }
            return nil
        }
        func unknown(_ name: String, _ location: Location) {
            let visible = Set(scopes.flatMap { $0.map(\.name) })
            // The nearest whole name, else the name whose start is nearest ('lable' → 'labelLiteral').
            let nearest =
                Suggest.nearest(to: name, in: visible.sorted())
                ?? visible.sorted().first { candidate in
                    candidate.count > name.count
                        && Suggest.nearest(to: name, in: [String(candidate.prefix(name.count))]) != nil
                }
            errors.append(
                TemplateError(
                    file: file, line: location.line, column: location.column,
                    message: "unknown value '\(name)'"
                        + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
                        + "; `a11y-gen templates list` shows the values this template can use"))
        }
        for node in nodes {
            switch node {
            case .literal: break
            case .variable(let name, _, let location):
                guard let value = lookup(name) else {
                    unknown(name, location)
                    continue
                }
                if case .text = value.kind { continue }
                errors.append(
                    TemplateError(
                        file: file, line: location.line, column: location.column,
                        message:
                            "'\(name)' is a \(value.kind.word), not text; use it as a section: {{#\(name)}}…{{/\(name)}}"
                    ))
            case .section(let name, let inverted, let children, let location):
                guard let value = lookup(name) else {
                    unknown(name, location)
                    check(children, scopes: scopes, file: file, into: &errors)
                    continue
                }
                switch value.kind {
                case .list(let item) where !inverted, .section(let item) where !inverted:
                    check(children, scopes: scopes + [item], file: file, into: &errors)
                default:
                    check(children, scopes: scopes, file: file, into: &errors)
                }
            }
        }
    }

    // MARK: Rendering

    private static func lookup(_ name: String, _ stack: [TemplateContext]) -> TemplateValue? {
        for context in stack.reversed() { if let value = context[name] { return value } }
        return nil
    }

    /// Appends every line of `value` indented by `indent` (empty lines stay empty), then a newline.
    /// Lines end at "\n" except where "\r\n" is one Character (text split at "\n" Characters gives
    /// the same lines). The indented text is built in bytes and appended once: a 1,000-field form
    /// spent a quarter of its time splitting Characters here, and then an eighth appending line by line.
    /// An empty `value` gives one newline.
    static func indentLines(_ value: String, by indent: String, into out: inout [UInt8]) {
        guard !indent.isEmpty else {
            out += value.utf8
            out.append(UInt8(ascii: "\n"))
            return
        }
        // The lines are measured first, then copied into an array of exactly that size: appending
        // piece by piece to a growing array was 7% of a 200-field form.
        let lines = value.lineRanges()
        var value = value
        var margin = indent
        value.withUTF8 { source in
            margin.withUTF8 { margin in
                // Where each group of lines starts in the output; a large value (a form's fields, indented
                // into its body and again into the view, on one core while the others waited) is copied
                // in groups on every core, each into its own part of the array.
                let groups = lines.count > 1 && source.count >= LineWrap.parallelBytesFrom ? Parallel.coreCount * 2 : 1
                var groupStarts: [(line: Int, offset: Int)] = []
                var size = 0
                for (index, line) in lines.enumerated() {
                    if groupStarts.count < groups, index >= groupStarts.count * lines.count / groups {
                        groupStarts.append((index, size))
                    }
                    size += (line.isEmpty ? 0 : margin.count + line.count) + 1
                }
                // Written in place at the end of `out`, grown once by the whole size.
                let start = out.count
                out.append(contentsOf: repeatElement(0, count: size))
                out.withUnsafeMutableBufferPointer { buffer in
                    let copy = IndentCopy(source: source, margin: margin, target: buffer.baseAddress! + start)
                    if groupStarts.count == 1 {
                        copy.write(lines[...], at: 0)
                    } else {
                        let ends = groupStarts.dropFirst().map(\.line) + [lines.count]
                        Parallel.forEach(groupStarts.count) { [lines, groupStarts] group in
                            copy.write(lines[groupStarts[group].line..<ends[group]], at: groupStarts[group].offset)
                        }
                    }
                }
            }
        }
    }

    /// Copies lines of `source`, each after `margin` (unless empty) and before a newline, to
    /// `target`; several threads write disjoint parts of one array with it.
    private struct IndentCopy: @unchecked Sendable {
        let source: UnsafeBufferPointer<UInt8>
        let margin: UnsafeBufferPointer<UInt8>
        let target: UnsafeMutablePointer<UInt8>

        func write(_ lines: ArraySlice<LineRange>, at start: Int) {
            var at = start
            for line in lines {
                if !line.isEmpty {
                    (target + at).update(from: margin.baseAddress!, count: margin.count)
                    at += margin.count
                    (target + at).update(from: source.baseAddress! + line.lowerBound, count: line.count)
                    at += line.count
                }
                target[at] = UInt8(ascii: "\n")
                at += 1
            }
        }
    }

    /// Renders `nodes` with `stack` (innermost context last), which a section's context or list item
    /// is pushed onto and popped from again: a new array per item was an allocation per list row.
    private static func render(_ nodes: [Node], _ stack: inout [TemplateContext], into out: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .literal(let text):
                out += text.utf8
            case .variable(let name, let indent, _):
                guard case .text(let value)? = lookup(name, stack) else { continue }
                if let indent {
                    guard !value.isEmpty else { continue }
                    indentLines(value, by: indent, into: &out)
                } else {
                    out += value.utf8
                }
            case .section(let name, let inverted, let children, _):
                let value = lookup(name, stack)
                if inverted {
                    if !(value?.isTruthy ?? false) { render(children, &stack, into: &out) }
                    continue
                }
                switch value {
                case .list(let items)?:
                    for item in items {
                        stack.append(item)
                        render(children, &stack, into: &out)
                        stack.removeLast()
                    }
                case .context(let context)?:
                    stack.append(context)
                    render(children, &stack, into: &out)
                    stack.removeLast()
                case let other? where other.isTruthy:
                    render(children, &stack, into: &out)
                default:
                    break
                }
            }
        }
    }
}

// MARK: Carried already parsed

extension Template {
    /// `nodes` written as one string that `deserialize` reads back. The built-in templates are
    /// carried in EmbeddedTemplates.swift this way, so that no run of the tool tokenizes and parses
    /// them again (a tenth of a `field` run's instructions, issue 14). A string literal, unlike an
    /// array of nodes, which the compiler laid out as 33 KB of static data that the loader had to
    /// relocate (8 more pages written) at every start, used or not.
    ///
    /// A node is `'` and a text (a literal); `=`, its name, `-` or its standalone indent as a text,
    /// and a place (a variable); `#` or `^` (inverted), its name, a place, its nodes and `/` (a
    /// section). A text is its length in UTF-8 bytes, `:` and its bytes; a place is `line,column;`.
    static func serialized(_ nodes: [Node]) -> String {
        var out = ""
        func text(_ value: String) {
            out += String(value.utf8.count) + ":"
            out += value
        }
        func place(_ at: Location) { out += "\(at.line),\(at.column);" }
        for node in nodes {
            switch node {
            case .literal(let value):
                out += "'"
                text(value)
            case .variable(let name, let standaloneIndent, let at):
                out += "="
                text(name)
                if let standaloneIndent { text(standaloneIndent) } else { out += "-" }
                place(at)
            case .section(let name, let inverted, let children, let at):
                out += inverted ? "^" : "#"
                text(name)
                place(at)
                out += serialized(children) + "/"
            }
        }
        return out
    }

    /// The nodes `serialized` wrote, or nil when `text` is not such a string.
    static func deserialize(_ text: String) -> [Node]? {
        var text = text
        return text.withUTF8 { bytes -> [Node]? in
            var index = 0
            func take(_ byte: UInt8) -> Bool {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
                return true
            }
            func number() -> Int? {
                var value = 0
                let start = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"),
                    index - start < 9
                {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                return index > start ? value : nil
            }
            func string() -> String? {
                guard let count = number(), take(UInt8(ascii: ":")), count <= bytes.count - index else { return nil }
                defer { index += count }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), as: UTF8.self)
            }
            func place() -> Location? {
                guard let line = number(), take(UInt8(ascii: ",")), let column = number(), take(UInt8(ascii: ";"))
                else { return nil }
                return Location(line: line, column: column)
            }
            func nodes(inSection: Bool, depth: Int) -> [Node]? {
                guard depth < 64 else { return nil }
                var out: [Node] = []
                while index < bytes.count {
                    let kind = bytes[index]
                    index += 1
                    switch kind {
                    case UInt8(ascii: "'"):
                        guard let value = string() else { return nil }
                        out.append(.literal(value))
                    case UInt8(ascii: "="):
                        guard let name = string() else { return nil }
                        var indent: String?
                        if !take(UInt8(ascii: "-")) {
                            guard let value = string() else { return nil }
                            indent = value
                        }
                        guard let at = place() else { return nil }
                        out.append(.variable(name, standaloneIndent: indent, at))
                    case UInt8(ascii: "#"), UInt8(ascii: "^"):
                        guard let name = string(), let at = place(),
                            let children = nodes(inSection: true, depth: depth + 1)
                        else { return nil }
                        out.append(.section(name, inverted: kind == UInt8(ascii: "^"), children, at))
                    case UInt8(ascii: "/"):
                        return inSection ? out : nil
                    default:
                        return nil
                    }
                }
                return inSection ? nil : out
            }
            return nodes(inSection: false, depth: 0)
        }
    }
}
