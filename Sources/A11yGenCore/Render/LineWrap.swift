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
            let body = line.dropFirst(indent.count)
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
            if isSingleBalancedArgument(inner) {
                out.append("\(indent)\(head)(\n\(indent)    \(inner)\n\(indent))")
                continue
            }
            // Several arguments: one line of their own when they fit there, and the modifier chain
            // that follows moves back to the call's column, as `swift format` leaves it.
            guard !head.hasPrefix("."), indent.count + 4 + inner.count <= limit else {
                out.append(String(line))
                continue
            }
            out.append("\(indent)\(head)(\n\(indent)    \(inner)\n\(indent))")
            while let next = lines.first, next.prefix(while: { $0 == " " }).count > indent.count {
                lines.removeFirst()
                out.append(String(next.dropFirst(4)))
            }
        }
        return out.joined(separator: "\n")
    }

    /// True when `text` has balanced brackets outside string literals.
    static func isBalanced(_ text: Substring) -> Bool { scan(text) != nil }

    /// True when `text` has balanced brackets outside string literals and no top-level comma.
    static func isSingleBalancedArgument(_ text: Substring) -> Bool { scan(text) == false }

    /// Walks `text` outside string literals: nil when its brackets do not balance, else whether a
    /// comma stands at the top level (between arguments).
    static func scan(_ text: Substring) -> Bool? {
        var depth = 0
        var inString = false
        var escaped = false
        var topLevelComma = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0: topLevelComma = true
            default: break
            }
        }
        return depth == 0 && !inString ? topLevelComma : nil
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
