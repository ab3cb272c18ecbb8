/// Breaks over-long single-argument calls the way `swift format` does, for files whose indentation
/// is final (generated forms): `.accessibilityLabel(x)` past the limit becomes
/// `.accessibilityLabel(` / `    x` / `)`, and a call with several arguments that fit on one line of
/// their own gets that line, its modifier chain moving back to the call's column.
enum LineWrap {
    static func wrapLongCalls(_ text: String, limit: Int = 120) -> String {
        // Lines are measured in bytes first (a line of at most `limit` bytes has at most `limit`
        // Characters); only a longer line is counted in Characters. The profile of a 1,000-field
        // form had a sixth of its time in splitting every line into Characters here.
        var out: [String] = []
        var cut: [Substring] = []
        text.forEachLine { cut.append($0) }
        guard cut.contains(where: { $0.utf8.count > limit }) else { return text }
        var lines = cut[...]
        while let line = lines.popFirst() {
            guard line.utf8.count > limit, line.count > limit else {
                out.append(String(line))
                continue
            }
            let indent = String(line.prefix { $0 == " " })
            var body = line.dropFirst(indent.count)
            // `return String(…)` and `let name = String(…)`: the call after the keyword breaks the same way.
            var prefix: Substring = ""
            if body.hasPrefix("return ") {
                prefix = body.prefix(7)
            } else if body.hasPrefix("let "), let equals = body.firstRange(ofText: " = ", from: body.startIndex) {
                prefix = body[..<equals.upperBound]
            }
            body = body.dropFirst(prefix.count)
            guard body.hasSuffix(")"), let open = body.firstIndex(of: "(") else {
                out.append(String(line))
                continue
            }
            let head = body[..<open]
            let name = head.hasPrefix(".") ? head.dropFirst() : head
            let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), isBalanced(inner) else {
                out.append(String(line))
                continue
            }
            if prefix.isEmpty, isSingleBalancedArgument(inner) {
                out.append("\(indent)\(head)(\n\(indent)    \(inner)\n\(indent))")
                continue
            }
            // Several arguments: packed onto lines of their own, as many to a line as fit. A call in
            // a statement keeps its closing parenthesis on the last argument; a view's goes on a line
            // of its own and the modifier chain that follows moves back to the call's column, as
            // `swift format` leaves them.
            guard !head.hasPrefix("."), let arguments = topLevelArguments(inner) else {
                out.append(String(line))
                continue
            }
            let chained = lines.first.map { $0.prefix(while: { $0 == " " }).count > indent.count } ?? false
            let packed = pack(arguments, indent: indent + "    ", limit: limit, closing: chained ? "" : ")")
            out.append("\(indent)\(prefix)\(head)(\n" + packed.joined(separator: "\n"))
            if chained {
                out.append("\(indent))")
                while let next = lines.first, next.prefix(while: { $0 == " " }).count > indent.count {
                    lines.removeFirst()
                    out.append(String(next.dropFirst(4)))
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// Arguments laid out as `swift format` packs them: as many to a line as fit (with the comma, or
    /// `closing` after the last); an argument too long for a line of its own breaks after its label.
    static func pack(_ arguments: [Substring], indent: String, limit: Int, closing: String) -> [String] {
        var lines: [String] = []
        var current = ""
        /// An argument too long for a line of its own: after its label when it has one. When even
        /// that overflows, the closing parenthesis gets a line of its own at the call's column.
        func overflow(_ argument: Substring, last: Bool) {
            let end = last ? closing : ","
            var text = indent + argument
            if let colon = labelEnd(argument) {
                lines.append(indent + argument[..<colon] + ":")
                text = indent + "    " + argument[argument.index(after: colon)...].drop { $0 == " " }
            }
            if last, !closing.isEmpty, text.count + end.count > limit {
                lines.append(text)
                lines.append(String(indent.dropLast(4)) + closing)
            } else {
                lines.append(text + end)
            }
        }
        for (index, argument) in arguments.enumerated() {
            let last = index + 1 == arguments.count
            let piece = String(argument) + (last ? closing : ",")
            if !current.isEmpty, indent.count + current.count + 1 + piece.count <= limit {
                current += " " + piece
                continue
            }
            if !current.isEmpty {
                lines.append(indent + current)
                current = ""
            }
            if indent.count + piece.count <= limit {
                current = piece
            } else {
                overflow(argument, last: last)
            }
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }

    /// The index of the colon after an argument's label (`comment: "…"`), or nil for an unlabeled one.
    static func labelEnd(_ argument: Substring) -> Substring.Index? {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        let label = argument[..<colon]
        return !label.isEmpty && label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? colon : nil
    }

    /// The arguments of a call's inside, split at top-level commas (outside strings and brackets).
    static func topLevelArguments(_ text: Substring) -> [Substring]? {
        var arguments: [Substring] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    arguments.append(text[start..<index].drop { $0 == " " })
                    start = text.index(after: index)
                default: break
                }
            }
            index = text.index(after: index)
        }
        guard depth == 0, !inString else { return nil }
        arguments.append(text[start...].drop { $0 == " " })
        return arguments
    }

    /// True when `text` has balanced brackets outside string literals.
    static func isBalanced(_ text: Substring) -> Bool { scan(text) != nil }

    /// True when `text` has balanced brackets outside string literals and no top-level comma.
    static func isSingleBalancedArgument(_ text: Substring) -> Bool { scan(text) == false }

    /// Walks `text` outside string literals: nil when its brackets do not balance, else whether a
    /// comma stands at the top level (between arguments).
    static func scan(_ text: Substring) -> Bool? {
        topLevelArguments(text).map { $0.count > 1 }
    }
}

extension String {
    /// Calls `body` with each line, exactly as `split(separator: "\n", omittingEmptySubsequences:
    /// false)` gives them, but cut at newline bytes instead of splitting the text into Characters
    /// first (large forms spent much of their time in that split). Text with a "\r" keeps the
    /// Character split: "\r\n" is one Character, which that split does not cut.
    func forEachLine(_ body: (Substring) -> Void) {
        guard !utf8.contains(UInt8(ascii: "\r")) else {
            split(separator: "\n", omittingEmptySubsequences: false).forEach(body)
            return
        }
        var start = utf8.startIndex
        while true {
            let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            body(self[start..<newline])
            guard newline < utf8.endIndex else { return }
            start = utf8.index(after: newline)
        }
    }
}
