/// Splits Swift source (UTF-8 bytes) into tokens without making a String per token.
///
/// Every string literal form is one token: single-line, multi-line, raw at any `#` depth, with
/// interpolations holding nested parentheses, strings and comments. Block comments nest. Comments
/// go to their own list (suppressions are read from them); `#if`, `#elseif`, `#else`, `#endif` are
/// tokens of their own. Any byte sequence lexes: an unterminated literal or comment ends at the end
/// of its line (single-line strings) or of the file, flagged `unterminated`. The lexer never recurses.
public struct Lexer {
    public private(set) var tokens: [Token] = []
    public private(set) var comments: [Token] = []

    /// Open string literals and interpolations while scanning one literal (reused between literals).
    private var frames: [Frame] = []
    private struct Frame {
        var isString: Bool
        var multiline: Bool
        var hashes: Int
        var depth: Int  // parentheses open inside an interpolation
    }

    public static func tokenize(_ bytes: [UInt8]) -> Lexer {
        var lexer = Lexer()
        bytes.withUnsafeBufferPointer { lexer.run($0) }
        return lexer
    }

    // MARK: Byte classes

    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }
    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    // MARK: Scanning

    private mutating func run(_ p: UnsafeBufferPointer<UInt8>) {
        let n = p.count
        tokens.reserveCapacity(n / 6 + 16)
        var i = 0
        var flags: Token.Flags = []
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }  // byte order mark
        if i + 1 < n, p[i] == UInt8(ascii: "#"), p[i + 1] == UInt8(ascii: "!") {  // #! script line
            let end = Self.lineEnd(p, from: i)
            comments.append(Token(kind: .lineComment, flags: [], start: Int32(i), end: Int32(end)))
            i = end
        }

        func add(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: Token.Flags = []) {
            tokens.append(Token(kind: kind, flags: flags.union(extra), start: Int32(start), end: Int32(end)))
            flags = []
        }

        while i < n {
            let c = p[i]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                flags.insert(.spaceBefore)
                i += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                flags.formUnion([.spaceBefore, .newlineBefore])
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && p[i + 1] == UInt8(ascii: "/"):
                let end = Self.lineEnd(p, from: i)
                let doc = i + 2 < n && p[i + 2] == UInt8(ascii: "/") && !(i + 3 < n && p[i + 3] == UInt8(ascii: "/"))
                comments.append(
                    Token(kind: doc ? .docLineComment : .lineComment, flags: [], start: Int32(i), end: Int32(end)))
                flags.insert(.spaceBefore)
                i = end
            case UInt8(ascii: "/") where i + 1 < n && p[i + 1] == UInt8(ascii: "*"):
                let (end, closed, newline) = Self.blockCommentEnd(p, from: i)
                let doc = i + 2 < n && p[i + 2] == UInt8(ascii: "*") && end - i > 4
                comments.append(
                    Token(
                        kind: doc ? .docBlockComment : .blockComment, flags: closed ? [] : .unterminated,
                        start: Int32(i), end: Int32(end)))
                flags.insert(.spaceBefore)
                if newline { flags.insert(.newlineBefore) }
                i = end
            case UInt8(ascii: "\""):
                let (end, extra) = scanString(p, quote: i, hashes: 0)
                add(.string, i, end, extra)
                i = end
            case UInt8(ascii: "#"):
                var j = i
                while j < n, p[j] == UInt8(ascii: "#") { j += 1 }
                let hashes = j - i
                if j < n, p[j] == UInt8(ascii: "\"") {
                    let (end, extra) = scanString(p, quote: j, hashes: hashes)
                    add(.string, i, end, extra.union(.raw))
                    i = end
                } else if j < n, p[j] == UInt8(ascii: "/") {
                    let (end, extra) = Self.scanRegex(p, slash: j, hashes: hashes)
                    add(.regex, i, end, extra)
                    i = end
                } else if hashes == 1, j < n, Self.isIdentifierStart(p[j]) {
                    var k = j + 1
                    while k < n, Self.isIdentifierContinue(p[k]) { k += 1 }
                    add(Self.directiveKind(p, j, k), i, k)
                    i = k
                } else {
                    add(.unknown, i, i + 1)
                    i += 1
                }
            case UInt8(ascii: "`"):
                var j = i + 1
                while j < n, p[j] != UInt8(ascii: "`"), p[j] != UInt8(ascii: "\n"), p[j] != UInt8(ascii: "\r") {
                    j += 1
                }
                if j < n, p[j] == UInt8(ascii: "`"), j > i + 1 {
                    add(.identifier, i, j + 1)
                    i = j + 1
                } else {
                    add(.unknown, i, i + 1)
                    i += 1
                }
            case UInt8(ascii: "$"):
                var j = i + 1
                while j < n, Self.isIdentifierContinue(p[j]) { j += 1 }
                add(.identifier, i, j)
                i = j
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let end = Self.numberEnd(p, from: i)
                add(.number, i, end)
                i = end
            case UInt8(ascii: "."):
                if i + 1 < n, p[i + 1] == UInt8(ascii: ".") {
                    var j = i + 1
                    while j < n, p[j] == UInt8(ascii: ".") || (Self.isOperator(p[j]) && !Self.startsComment(p, j)) {
                        j += 1
                    }
                    add(.op, i, j)
                    i = j
                } else {
                    add(.period, i, i + 1)
                    i += 1
                }
            case UInt8(ascii: "("):
                add(.leftParen, i, i + 1)
                i += 1
            case UInt8(ascii: ")"):
                add(.rightParen, i, i + 1)
                i += 1
            case UInt8(ascii: "{"):
                add(.leftBrace, i, i + 1)
                i += 1
            case UInt8(ascii: "}"):
                add(.rightBrace, i, i + 1)
                i += 1
            case UInt8(ascii: "["):
                add(.leftBracket, i, i + 1)
                i += 1
            case UInt8(ascii: "]"):
                add(.rightBracket, i, i + 1)
                i += 1
            case UInt8(ascii: ","):
                add(.comma, i, i + 1)
                i += 1
            case UInt8(ascii: ":"):
                add(.colon, i, i + 1)
                i += 1
            case UInt8(ascii: ";"):
                add(.semicolon, i, i + 1)
                i += 1
            case UInt8(ascii: "@"):
                add(.at, i, i + 1)
                i += 1
            default:
                if Self.isIdentifierStart(c) {
                    var j = i + 1
                    while j < n, Self.isIdentifierContinue(p[j]) { j += 1 }
                    tokens.append(
                        Token(
                            kind: .identifier, flags: flags, keyword: Keyword.classify(p, i, j), start: Int32(i),
                            end: Int32(j)))
                    flags = []
                    i = j
                } else if Self.isOperator(c) {
                    var j = i + 1
                    while j < n, Self.isOperator(p[j]), !Self.startsComment(p, j) { j += 1 }
                    add(.op, i, j)
                    i = j
                } else {
                    add(.unknown, i, i + 1)
                    i += 1
                }
            }
        }
    }

    @inline(__always) static func startsComment(_ p: UnsafeBufferPointer<UInt8>, _ j: Int) -> Bool {
        p[j] == UInt8(ascii: "/") && j + 1 < p.count && (p[j + 1] == UInt8(ascii: "/") || p[j + 1] == UInt8(ascii: "*"))
    }

    /// The offset of the line break ending the line that contains `i` (or the end of the file).
    static func lineEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var j = i
        while j < p.count, p[j] != UInt8(ascii: "\n"), p[j] != UInt8(ascii: "\r") { j += 1 }
        return j
    }

    /// The end of a (nesting) block comment starting at `i`, whether it closed, and whether it spans lines.
    static func blockCommentEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> (Int, Bool, Bool) {
        let n = p.count
        var depth = 1
        var j = i + 2
        var newline = false
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "*"), j + 1 < n, p[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return (j, true, newline) }
            } else if b == UInt8(ascii: "/"), j + 1 < n, p[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else {
                if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { newline = true }
                j += 1
            }
        }
        return (n, false, newline)
    }

    static func numberEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let n = p.count
        let hex =
            i + 1 < n && p[i] == UInt8(ascii: "0") && (p[i + 1] == UInt8(ascii: "x") || p[i + 1] == UInt8(ascii: "X"))
        var j = i + 1
        while j < n {
            let b = p[j]
            if isIdentifierContinue(b) && b < 0x80 {
                j += 1
                let exponent =
                    hex
                    ? (b == UInt8(ascii: "p") || b == UInt8(ascii: "P"))
                    : (b == UInt8(ascii: "e") || b == UInt8(ascii: "E"))
                if exponent, j < n, p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-") { j += 1 }
            } else if b == UInt8(ascii: "."), j + 1 < n, isDigit(p[j + 1]) || (hex && isIdentifierContinue(p[j + 1])) {
                j += 2
            } else {
                break
            }
        }
        return j
    }

    static func directiveKind(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
        func word(_ text: StaticString) -> Bool {
            guard end - start == text.utf8CodeUnitCount else { return false }
            let w = text.utf8Start
            for k in 0..<(end - start) where p[start + k] != w[k] { return false }
            return true
        }
        if word("if") { return .directiveIf }
        if word("elseif") { return .directiveElseif }
        if word("else") { return .directiveElse }
        if word("endif") { return .directiveEndif }
        return .poundKeyword
    }

    /// `#/…/#` (any depth): ends at `/` followed by the same number of `#`.
    static func scanRegex(_ p: UnsafeBufferPointer<UInt8>, slash: Int, hashes: Int) -> (Int, Token.Flags) {
        let n = p.count
        var j = slash + 1
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "\\") {
                j += 2
            } else if b == UInt8(ascii: "/"), closes(p, at: j + 1, hashes: hashes) {
                return (j + 1 + hashes, [])
            } else {
                j += 1
            }
        }
        return (n, .unterminated)
    }

    @inline(__always) static func closes(_ p: UnsafeBufferPointer<UInt8>, at j: Int, hashes: Int) -> Bool {
        guard j + hashes <= p.count else { return false }
        for k in 0..<hashes where p[j + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Scans the string literal whose opening quote is at `quote`, preceded by `hashes` `#`s.
    /// Interpolations are walked as code (nested parentheses, strings, comments) with an explicit
    /// stack, so nesting depth costs memory, never call stack.
    private mutating func scanString(_ p: UnsafeBufferPointer<UInt8>, quote: Int, hashes: Int) -> (Int, Token.Flags) {
        let n = p.count
        var extra: Token.Flags = []
        frames.removeAll(keepingCapacity: true)
        var j = quote
        func open(_ hashes: Int) {
            let multiline = j + 2 < n && p[j + 1] == UInt8(ascii: "\"") && p[j + 2] == UInt8(ascii: "\"")
            frames.append(Frame(isString: true, multiline: multiline, hashes: hashes, depth: 0))
            j += multiline ? 3 : 1
        }
        open(hashes)
        if frames[0].multiline { extra.insert(.multiline) }
        while j < n {
            let top = frames[frames.count - 1]
            let b = p[j]
            if top.isString {
                switch b {
                case UInt8(ascii: "\\"):
                    var k = j + 1
                    while k < n, k - j - 1 < top.hashes, p[k] == UInt8(ascii: "#") { k += 1 }
                    if k - j - 1 == top.hashes {
                        if k < n, p[k] == UInt8(ascii: "(") {
                            extra.insert(.interpolated)
                            frames.append(Frame(isString: false, multiline: false, hashes: 0, depth: 0))
                            j = k + 1
                        } else if k < n, !top.multiline, p[k] == UInt8(ascii: "\n") || p[k] == UInt8(ascii: "\r") {
                            j = k  // a single-line literal still ends with its line
                        } else {
                            j = k + 1  // the escaped byte (a line break for a continuation line)
                        }
                    } else {
                        j += 1
                    }
                case UInt8(ascii: "\""):
                    let closing =
                        top.multiline
                        ? (j + 2 < n && p[j + 1] == UInt8(ascii: "\"") && p[j + 2] == UInt8(ascii: "\"")
                            && Self.closes(p, at: j + 3, hashes: top.hashes))
                        : Self.closes(p, at: j + 1, hashes: top.hashes)
                    if closing {
                        j += (top.multiline ? 3 : 1) + top.hashes
                        frames.removeLast()
                        if frames.isEmpty { return (j, extra) }
                    } else {
                        j += 1
                    }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if !top.multiline {
                        // An unterminated single-line literal ends with its line, and so does every
                        // literal it sits in: recovery stays local.
                        return (j, extra.union(.unterminated))
                    }
                    j += 1
                default:
                    j += 1
                }
            } else {
                switch b {
                case UInt8(ascii: "("):
                    frames[frames.count - 1].depth += 1
                    j += 1
                case UInt8(ascii: ")"):
                    if top.depth == 0 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1].depth -= 1
                    }
                    j += 1
                case UInt8(ascii: "\""):
                    open(0)
                case UInt8(ascii: "#"):
                    var k = j
                    while k < n, p[k] == UInt8(ascii: "#") { k += 1 }
                    if k < n, p[k] == UInt8(ascii: "\"") {
                        let depth = k - j
                        j = k
                        open(depth)
                    } else {
                        j = k
                    }
                case UInt8(ascii: "/") where j + 1 < n && p[j + 1] == UInt8(ascii: "/"):
                    j = Self.lineEnd(p, from: j)
                case UInt8(ascii: "/") where j + 1 < n && p[j + 1] == UInt8(ascii: "*"):
                    j = Self.blockCommentEnd(p, from: j).0
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    let enclosing = frames[frames.count - 2]
                    if !enclosing.multiline { return (j, extra.union(.unterminated)) }
                    j += 1
                default:
                    j += 1
                }
            }
        }
        return (n, extra.union(.unterminated))
    }
}
