import Foundation

/// A value a template can read.
public indirect enum TemplateValue: Sendable, Equatable {
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

public typealias TemplateContext = [String: TemplateValue]

/// A small Mustache subset for the files in Templates/: `{{name}}`, sections `{{#name}}…{{/name}}`
/// (a flag, a non-empty text, a context, or a list repeated per item), inverted sections
/// `{{^name}}…{{/name}}`, and comments `{{! … }}`. Nothing is HTML-escaped: values are Swift source the
/// renderer already made safe. Two rules keep generated code tidy:
/// - a line holding only section or comment tags disappears;
/// - a `{{name}}` alone on a line indents every line of its value by that line's indentation, and
///   the line disappears when the value is empty.
public struct Template: Sendable {
    public let name: String
    private let nodes: [Node]

    private indirect enum Node: Sendable {
        case literal(String)
        case variable(String, standaloneIndent: String?)
        case section(String, inverted: Bool, [Node])
    }

    public struct SyntaxError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(name: String, source: String) throws {
        self.name = name
        var tokens = Self.tokenize(source)
        var index = 0
        nodes = try Self.parse(&tokens, &index, closing: nil, template: name)
    }

    public func render(_ context: TemplateContext) -> String {
        var out = ""
        Self.render(nodes, [context], into: &out)
        return out
    }

    // MARK: Tokenizing, line by line, so standalone tags can drop their whole line.

    private enum Token {
        case text(String)
        case tag(kind: Character?, name: String, standaloneIndent: String?)
    }

    private static func tokenize(_ source: String) -> [Token] {
        var tokens: [Token] = []
        var lines = source.components(separatedBy: "\n")
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        for (number, line) in lines.enumerated() {
            let newline = (number < lines.count - 1 || endsWithNewline) ? "\n" : ""
            let parts = split(line)
            let tags = parts.filter { if case .tag = $0 { true } else { false } }
            let textIsBlank = parts.allSatisfy {
                if case .text(let t) = $0 { t.allSatisfy { $0 == " " || $0 == "\t" } } else { true }
            }
            if textIsBlank, !tags.isEmpty,
                tags.allSatisfy({ if case .tag(let k, _, _) = $0 { k != nil } else { false } })
            {
                tokens.append(contentsOf: tags)  // standalone section/comment line: no text, no newline
                continue
            }
            if textIsBlank, tags.count == 1, case .tag(nil, let name, _) = tags[0] {
                let indent = String(line.prefix { $0 == " " || $0 == "\t" })
                tokens.append(.tag(kind: nil, name: name, standaloneIndent: indent))
                continue
            }
            tokens.append(contentsOf: parts)
            if !newline.isEmpty { tokens.append(.text(newline)) }
        }
        return tokens
    }

    private static func split(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(line)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                tokens.append(.text(String(rest[open.lowerBound...])))
                return tokens
            }
            var body = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            var kind: Character?
            if let first = body.first, "#^/!".contains(first) {
                kind = first
                body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            tokens.append(.tag(kind: kind, name: body, standaloneIndent: nil))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    private static func parse(_ tokens: inout [Token], _ index: inout Int, closing: String?, template: String) throws
        -> [Node]
    {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text):
                nodes.append(.literal(text))
            case .tag(let kind, let name, let indent):
                switch kind {
                case nil: nodes.append(.variable(name, standaloneIndent: indent))
                case "!": break
                case "#", "^":
                    let children = try parse(&tokens, &index, closing: name, template: template)
                    nodes.append(.section(name, inverted: kind == "^", children))
                default:  // "/"
                    guard name == closing else {
                        throw SyntaxError(
                            description: "\(template): {{/\(name)}} closes \(closing.map { "{{#\($0)}}" } ?? "nothing")"
                        )
                    }
                    return nodes
                }
            }
        }
        if let closing { throw SyntaxError(description: "\(template): {{#\(closing)}} is never closed") }
        return nodes
    }

    // MARK: Rendering

    private static func lookup(_ name: String, _ stack: [TemplateContext]) -> TemplateValue? {
        for context in stack.reversed() { if let value = context[name] { return value } }
        return nil
    }

    /// Appends every line of `value` indented by `indent` (empty lines stay empty). Lines are cut
    /// at newline bytes, not Characters: the profile of a 1,000-field form had a quarter of its time
    /// in Character splitting here. Values hold escaped literals, so a CR never pairs with a newline;
    /// one that does keeps the Character split, which never cuts "\r\n".
    static func indentLines(_ value: String, by indent: String, into out: inout String) {
        guard !value.utf8.contains(UInt8(ascii: "\r")) else {
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "\n" : indent + line + "\n"
            }
            return
        }
        let bytes = value.utf8
        var start = bytes.startIndex
        while true {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if newline > start {
                out += indent
                out += value[start..<newline]
            }
            out += "\n"
            guard newline < bytes.endIndex else { return }
            start = bytes.index(after: newline)
        }
    }

    private static func render(_ nodes: [Node], _ stack: [TemplateContext], into out: inout String) {
        for node in nodes {
            switch node {
            case .literal(let text):
                out += text
            case .variable(let name, let indent):
                guard case .text(let value)? = lookup(name, stack) else { continue }
                if let indent {
                    guard !value.isEmpty else { continue }
                    indentLines(value, by: indent, into: &out)
                } else {
                    out += value
                }
            case .section(let name, let inverted, let children):
                let value = lookup(name, stack)
                if inverted {
                    if !(value?.isTruthy ?? false) { render(children, stack, into: &out) }
                    continue
                }
                switch value {
                case .list(let items)?:
                    for item in items { render(children, stack + [item], into: &out) }
                case .context(let context)?:
                    render(children, stack + [context], into: &out)
                case let other? where other.isTruthy:
                    render(children, stack, into: &out)
                default:
                    break
                }
            }
        }
    }
}
