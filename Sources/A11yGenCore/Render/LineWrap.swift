/// Breaks over-long single-argument calls the way `swift format` does, for files whose indentation
/// is final (generated forms): `.accessibilityLabel(x)` past the limit becomes
/// `.accessibilityLabel(` / `    x` / `)`. Multi-argument calls are left as they are.
enum LineWrap {
    static func wrapLongCalls(_ text: String, limit: Int = 120) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > limit else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            let body = line.dropFirst(indent.count)
            guard body.hasSuffix(")"), let open = body.firstIndex(of: "(") else { return String(line) }
            let head = body[..<open]
            let name = head.hasPrefix(".") ? head.dropFirst() : head
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return String(line)
            }
            let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
            guard isSingleBalancedArgument(inner) else { return String(line) }
            return "\(indent)\(head)(\n\(indent)    \(inner)\n\(indent))"
        }.joined(separator: "\n")
    }

    /// True when `text` has balanced brackets outside string literals and no top-level comma.
    static func isSingleBalancedArgument(_ text: Substring) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
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
                if depth < 0 { return false }
            case "," where depth == 0: return false
            default: break
            }
        }
        return depth == 0 && !inString
    }
}
