/// Breaks over-long single-argument calls the way `swift format` does, for files whose indentation
/// is final (generated forms): `.accessibilityLabel(x)` past the limit becomes
/// `.accessibilityLabel(` / `    x` / `)`, and a call with several arguments that fit on one line of
/// their own gets that line, its modifier chain moving back to the call's column.
enum LineWrap {
    static func wrapLongCalls(_ text: String, limit: Int = 120) -> String {
        // The core count is read only for a text large enough to cut (reading it opens four files).
        guard text.utf8.count >= parallelBytesFrom else { return wrapLongCallsInOrder(text, limit: limit) }
        let pieces = blankLineCuts(text, pieces: Parallel.coreCount * 4)
        guard pieces.count > 1 else { return wrapLongCallsInOrder(text, limit: limit) }
        // A large file (a form of hundreds of fields) in pieces on every core: each piece starts at
        // a blank line, which a wrapped call's modifier chain never reaches into (it takes only the
        // lines indented deeper than the call), so the pieces wrap as they would in one pass.
        return Parallel.map(pieces.count) { wrapLongCallsInOrder(String(pieces[$0]), limit: limit) }
            .joined(separator: "\n")
    }

    /// Text of this many bytes or more is wrapped in pieces, in parallel.
    static let parallelBytesFrom = 128 << 10

    /// `text` cut at newlines that come before a blank line, into about `pieces` parts of similar
    /// size (joined with "\n" they give `text` back); one part when the text is small.
    static func blankLineCuts(_ text: String, pieces: Int) -> [Substring] {
        let bytes = text.utf8
        guard bytes.count >= parallelBytesFrom, pieces > 1 else { return [text[...]] }
        let target = bytes.count / pieces
        let newline = UInt8(ascii: "\n")
        // Byte offsets of the cuts, found in the contiguous UTF-8 (none for a bridged string).
        let offsets: [Int] =
            bytes.withContiguousStorageIfAvailable { buffer in
                var found: [Int] = []
                var offset = target
                while offset + 1 < buffer.count {
                    if buffer[offset] == newline, buffer[offset + 1] == newline {
                        found.append(offset)
                        offset += target
                    } else {
                        offset += 1
                    }
                }
                return found
            } ?? []
        var parts: [Substring] = []
        var start = bytes.startIndex
        for offset in offsets {
            let cut = bytes.index(bytes.startIndex, offsetBy: offset)
            parts.append(text[start..<cut])
            start = bytes.index(after: cut)
        }
        parts.append(text[start...])
        return parts
    }

    static func wrapLongCallsInOrder(_ text: String, limit: Int) -> String {
        // Lines are byte ranges, measured in bytes first (a line of at most `limit` bytes has at
        // most `limit` Characters); only a longer line becomes a Substring and is counted in
        // Characters. Cutting every line into a Substring and copying it was 17% of a 200-field
        // form's instructions; nearly every line stays as it is and now costs a byte scan.
        let lines = text.lineRanges()
        guard lines.contains(where: { $0.count > limit }) else { return text }
        var source = text
        return source.withUTF8 { bytes in
            // The file is written in bytes as it goes; lines that stay as they are (nearly all) are
            // copied a run at a time, the text between two changed lines in one append.
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 8)
            var started = false
            var kept: Range<Int>?
            func write(_ piece: some Sequence<UInt8>) {
                if started { out.append(UInt8(ascii: "\n")) }
                started = true
                out += piece
            }
            func flush() {
                guard let run = kept else { return }
                kept = nil
                write(bytes[run])
            }
            func keep(_ line: Range<Int>) {
                kept = (kept?.lowerBound ?? line.lowerBound)..<line.upperBound
            }
            func emit(_ piece: some StringProtocol) {
                flush()
                write(piece.utf8)
            }
            func indentWidth(_ range: Range<Int>) -> Int { leadingSpaceCount(text.slice(bytes: range)) }
            var next = 0
            while next < lines.count {
                let range = lines[next].range
                next += 1
                guard range.count > limit else {
                    keep(range)
                    continue
                }
                let line = text.slice(bytes: range)
                guard line.characterCount > limit else {
                    keep(range)
                    continue
                }
                let indent = leadingSpaces(line)
                var body = line.dropFirst(indent.characterCount)
                // `return String(…)` and `let name = String(…)`: the call after the keyword breaks the same way.
                var prefix: Substring = ""
                if body.hasASCIIPrefix("return ") {
                    prefix = body.prefix(7)
                } else if body.hasASCIIPrefix("let "),
                    let equals = body.firstRange(ofText: " = ", from: body.startIndex)
                {
                    prefix = body[..<equals.upperBound]
                }
                body = body.dropFirst(prefix.count)
                if prefix.isEmpty,
                    let wrapped = wrapOneLineIf(body, indent: indent)
                        ?? wrapTrailingCall(body, indent: indent, limit: limit)
                {
                    emit(wrapped)
                    continue
                }
                guard body.hasASCIISuffix(")"), let open = body.firstIndex(of: "(") else {
                    keep(range)
                    continue
                }
                let head = body[..<open]
                let name = head.hasPrefix(".") ? head.dropFirst() : head
                let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
                // Split once: nil when the brackets do not balance, one element for a single argument.
                guard !name.isEmpty, isCallName(name), let arguments = topLevelArguments(inner) else {
                    keep(range)
                    continue
                }
                if prefix.isEmpty, arguments.count == 1 {
                    // The argument's own line may still be too long (`Text("…", tableName:, bundle:,
                    // comment:)` in a `.navigationTitle`): it is wrapped in turn.
                    let argument = "\(indent)    \(inner)"
                    let wrapped = argument.utf8.count > limit ? wrapLongCallsInOrder(argument, limit: limit) : argument
                    emit("\(indent)\(head)(\n\(wrapped)\n\(indent))")
                    continue
                }
                // Several arguments: packed onto lines of their own, as many to a line as fit. A call in
                // a statement keeps its closing parenthesis on the last argument; a view's goes on a line
                // of its own and the modifier chain that follows moves back to the call's column, as
                // `swift format` leaves them.
                guard !head.hasPrefix(".") else {
                    keep(range)
                    continue
                }
                let chained = next < lines.count && indentWidth(lines[next].range) > indent.characterCount
                let packed = pack(arguments, indent: indent + "    ", limit: limit, closing: chained ? "" : ")")
                emit("\(indent)\(prefix)\(head)(\n" + packed.joined(separator: "\n"))
                if chained {
                    emit("\(indent))")
                    while next < lines.count, indentWidth(lines[next].range) > indent.characterCount {
                        emit(text.slice(bytes: lines[next].range).dropFirst(4))
                        next += 1
                    }
                }
            }
            flush()
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// How many space Characters a line starts with: counted in bytes, and in Characters only when
    /// a non-ASCII byte follows them (a combining mark joins the last space into another Character).
    /// Walking the Characters of every long line's indentation was 2% of a 200-field form.
    static func leadingSpaceCount(_ line: Substring) -> Int {
        let bytes = line.utf8
        let spaces = bytes.prefix { $0 == UInt8(ascii: " ") }.count
        if let next = bytes.dropFirst(spaces).first, next >= 0x80 { return line.prefix { $0 == " " }.count }
        return spaces
    }

    /// The spaces a line starts with, as a String.
    static func leadingSpaces(_ line: Substring) -> String {
        String(repeating: " ", count: leadingSpaceCount(line))
    }

    /// Whether `name` is all letters, digits and `_` (a call's name), tested in bytes when it is ASCII.
    static func isCallName(_ name: Substring) -> Bool {
        if name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return name.utf8.allSatisfy { Unicode.Scalar($0).isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }
        }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `if condition { statement }` past the limit, as `swift format` lays it out: the statement on a
    /// line of its own. Nil for any other line.
    static func wrapOneLineIf(_ body: Substring, indent: String) -> String? {
        guard body.hasASCIIPrefix("if "), body.hasASCIISuffix(" }"),
            let open = body.firstRange(ofText: " { ", from: body.startIndex)
        else { return nil }
        let condition = body[..<open.lowerBound]
        let statement = body[open.upperBound..<body.index(body.endIndex, offsetBy: -2)]
        guard isBalanced(condition), isBalanced(statement), !statement.contains("{"), !statement.contains("}") else {
            return nil
        }
        return "\(indent)\(condition) {\n\(indent)    \(statement)\n\(indent)}"
    }

    /// An argument line of a longer call ending in a call of one argument (`name: name.trimming(in:
    /// .whitespaces),`) past the limit: broken after that call's parenthesis, the argument on the next
    /// line with the parenthesis and comma after it, as `swift format` does. Nil for any other line.
    static func wrapTrailingCall(_ body: Substring, indent: String, limit: Int) -> String? {
        guard body.hasASCIISuffix("),") else { return nil }
        let core = body.dropLast()
        // The parenthesis the last one closes: the opening one still open when the walk reaches it.
        var opens: [String.Index] = []
        var open: String.Index?
        var balanced = true
        let closed = forEachCodeByte(core) { index, byte in
            if byte == UInt8(ascii: "(") {
                opens.append(index)
            } else if byte == UInt8(ascii: ")") {
                guard let last = opens.popLast() else {
                    balanced = false
                    return
                }
                if core.utf8.index(after: index) == core.endIndex { open = last }
            }
        }
        guard closed, balanced, let open, opens.isEmpty else { return nil }
        let head = core[..<open]
        let inner = core[core.index(after: open)..<core.index(before: core.endIndex)]
        guard !head.isEmpty, head.last?.isLetter == true || head.last?.isNumber == true,
            isSingleBalancedArgument(inner), indent.characterCount + head.characterCount + 1 <= limit
        else { return nil }
        return "\(indent)\(head)(\n\(indent)    \(inner)),"
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
            if last, !closing.isEmpty, text.characterCount + end.characterCount > limit {
                lines.append(text)
                lines.append(String(indent.dropLast(4)) + closing)
            } else {
                lines.append(text + end)
            }
        }
        for (index, argument) in arguments.enumerated() {
            let last = index + 1 == arguments.count
            let piece = String(argument) + (last ? closing : ",")
            if !current.isEmpty, indent.characterCount + current.characterCount + 1 + piece.characterCount <= limit {
                current += " " + piece
                continue
            }
            if !current.isEmpty {
                lines.append(indent + current)
                current = ""
            }
            if indent.characterCount + piece.characterCount <= limit {
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
        // Walked byte by byte: every delimiter is ASCII, and a byte of ASCII is never part of a
        // longer UTF-8 sequence. Walking Characters was a tenth of a 1,000-field form.
        var arguments: [Substring] = []
        var depth = 0
        var start = text.startIndex
        let closed = forEachCodeByte(text) { index, byte in
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(text[start..<index].drop { $0 == " " })
                start = text.utf8.index(after: index)
            default: break
            }
        }
        guard depth == 0, closed else { return nil }
        arguments.append(text[start...].drop { $0 == " " })
        return arguments
    }

    /// Calls `body` with each byte of `text` outside string literals (and their quotes), with its
    /// index; false when a string literal is left open.
    @inline(__always)
    static func forEachCodeByte(_ text: Substring, _ body: (String.Index, UInt8) -> Void) -> Bool {
        var inString = false
        var escaped = false
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else {
                body(index, byte)
            }
            index = bytes.index(after: index)
        }
        return !inString
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

extension StringProtocol {
    /// `count`, in Characters, without forming them when the text is ASCII without "\r" (then one
    /// Character a byte: "\r\n" is the only ASCII pair that makes one Character). Counting
    /// Characters in the wrapper's lines and arguments was 1.5% of a 200-field form.
    var characterCount: Int {
        func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: "\r") }
        let ascii = utf8.withContiguousStorageIfAvailable { $0.allSatisfy(plain) } ?? utf8.allSatisfy(plain)
        return ascii ? utf8.count : count
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// `hasPrefix` for an ASCII `prefix`, compared in bytes (Substring's `hasPrefix` compares
    /// Characters: 1,800 instructions a call in the wrapper). In Characters only when a non-ASCII
    /// byte or "\n" follows the prefix, which could join its last Character (a combining mark, or
    /// the "\n" of "\r\n").
    func hasASCIIPrefix(_ prefix: String) -> Bool {
        guard utf8.starts(with: prefix.utf8) else { return false }
        guard let after = utf8.dropFirst(prefix.utf8.count).first, after >= 0x80 || after == UInt8(ascii: "\n")
        else { return true }
        return hasPrefix(prefix)
    }

    /// `hasSuffix` for an ASCII `suffix`, compared in bytes; in Characters only when a non-ASCII byte
    /// or "\r" comes before the suffix, which could join its first Character (a prepended mark, or
    /// the "\r" of "\r\n").
    func hasASCIISuffix(_ suffix: String) -> Bool {
        let bytes = utf8
        guard let start = bytes.index(bytes.endIndex, offsetBy: -suffix.utf8.count, limitedBy: bytes.startIndex),
            bytes[start...].elementsEqual(suffix.utf8)
        else { return false }
        guard start > bytes.startIndex else { return true }
        let before = bytes[bytes.index(before: start)]
        guard before >= 0x80 || before == UInt8(ascii: "\r") else { return true }
        return hasSuffix(suffix)
    }
}
