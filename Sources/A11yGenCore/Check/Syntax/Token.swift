/// What a token is. Keywords are identifiers: the parser compares their bytes where it cares.
public enum TokenKind: UInt8, Sendable {
    /// A name, keyword, backticked name or `$0`/`$name`.
    case identifier
    /// `#available`, `#Preview`, `#selector` and other `#word`s that are not `#if` directives.
    case poundKeyword
    case directiveIf, directiveElseif, directiveElse, directiveEndif
    case number
    /// A whole string literal of any form, its interpolations included.
    case string
    /// An extended regex literal `#/…/#`. (Bare `/…/` literals lex as operators.)
    case regex
    case period, comma, colon, semicolon, at
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    /// An operator: `=`, `->`, `??`, `...`, `!`, `?` and the like.
    case op
    /// A byte that starts no Swift token (`'`, a lone `\`, …).
    case unknown
    case lineComment, docLineComment, blockComment, docBlockComment
}

/// One token: its kind, its byte range in the file, and what came before it.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: Flags
    /// For identifiers: the keyword it spells, if the parser cares about it.
    public var keyword: Keyword = .none
    public var start: Int32
    public var end: Int32

    public init(kind: TokenKind, flags: Flags, keyword: Keyword = .none, start: Int32, end: Int32) {
        self.kind = kind
        self.flags = flags
        self.keyword = keyword
        self.start = start
        self.end = end
    }

    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (possibly inside a comment) separates this token from the one before.
        public static let newlineBefore = Flags(rawValue: 1)
        /// Whitespace or a comment separates this token from the one before.
        public static let spaceBefore = Flags(rawValue: 2)
        /// A string or comment that runs to the end of the line or file without its delimiter.
        public static let unterminated = Flags(rawValue: 4)
        /// A string literal with at least one `\(…)` interpolation.
        public static let interpolated = Flags(rawValue: 8)
        /// A `"""` string literal.
        public static let multiline = Flags(rawValue: 16)
        /// A raw string literal, `#"…"#` at any depth.
        public static let raw = Flags(rawValue: 32)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
    public var isComment: Bool { kind.rawValue >= TokenKind.lineComment.rawValue }
    public var isDirective: Bool {
        kind == .directiveIf || kind == .directiveElseif || kind == .directiveElse || kind == .directiveEndif
    }
}

/// The words the parser treats specially, recognized once by the lexer so the parser compares bytes.
public enum Keyword: UInt8, Sendable {
    case none
    // Declarations and their modifiers
    case `struct`, `class`, `enum`, `extension`, `protocol`, actor, `func`, `init`, `deinit`, `subscript`, `var`, `let`
    case `import`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `case`
    case `private`, `fileprivate`, `internal`, `public`, open, package, `static`, final, override, mutating
    case nonmutating, lazy, weak, unowned, optional, required, convenience, dynamic, indirect, nonisolated
    case consuming, borrowing, distributed, prefix, postfix, infix
    // Statements
    case `if`, `else`, `switch`, `default`, `guard`, `for`, `while`, `repeat`, `do`, `catch`, `defer`, `return`
    case `throw`, `break`, `continue`, `fallthrough`, `in`, `where`
    // Expressions
    case `as`, `is`, `try`, await, some, `any`, consume, copy, `inout`, unknown

    static let byLength: [[(StaticString, Keyword)]] = {
        let all: [(StaticString, Keyword)] = [
            ("struct", .struct), ("class", .class), ("enum", .enum), ("extension", .extension),
            ("protocol", .protocol), ("actor", .actor), ("func", .func), ("init", .`init`), ("deinit", .deinit),
            ("subscript", .subscript), ("var", .var), ("let", .let), ("import", .import), ("typealias", .typealias),
            ("associatedtype", .associatedtype), ("operator", .operator), ("precedencegroup", .precedencegroup),
            ("case", .case), ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal),
            ("public", .public), ("open", .open), ("package", .package), ("static", .static), ("final", .final),
            ("override", .override), ("mutating", .mutating), ("nonmutating", .nonmutating), ("lazy", .lazy),
            ("weak", .weak), ("unowned", .unowned), ("optional", .optional), ("required", .required),
            ("convenience", .convenience), ("dynamic", .dynamic), ("indirect", .indirect),
            ("nonisolated", .nonisolated), ("consuming", .consuming), ("borrowing", .borrowing),
            ("distributed", .distributed), ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
            ("if", .if), ("else", .else), ("switch", .switch), ("default", .default), ("guard", .guard),
            ("for", .for), ("while", .while), ("repeat", .repeat), ("do", .do), ("catch", .catch),
            ("defer", .defer), ("return", .return), ("throw", .throw), ("break", .break), ("continue", .continue),
            ("fallthrough", .fallthrough), ("in", .in), ("where", .where), ("as", .as), ("is", .is), ("try", .try),
            ("await", .await), ("some", .some), ("any", .any), ("consume", .consume), ("copy", .copy),
            ("inout", .inout), ("unknown", .unknown),
        ]
        var table = Array(repeating: [(StaticString, Keyword)](), count: 16)
        for entry in all { table[entry.0.utf8CodeUnitCount].append(entry) }
        return table
    }()

    /// The keyword `p[start..<end]` spells, or `.none`.
    @inline(__always) static func classify(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 2, length < 16, p[start] >= 0x61, p[start] <= 0x7A else { return .none }
        for (word, keyword) in byLength[length] {
            let w = word.utf8Start
            var k = 0
            while k < length, p[start + k] == w[k] { k += 1 }
            if k == length { return keyword }
        }
        return .none
    }

    /// Declaration modifiers: skipped before `var`, `func`, `struct`, ….
    var isDeclarationModifier: Bool {
        switch self {
        case .private, .fileprivate, .internal, .public, .open, .package, .static, .final, .override, .mutating,
            .nonmutating, .lazy, .weak, .unowned, .optional, .required, .convenience, .dynamic, .indirect,
            .nonisolated, .consuming, .borrowing, .distributed, .prefix, .postfix, .infix:
            true
        default: false
        }
    }

    /// Words that cannot start an expression: a statement or declaration begins there.
    var endsExpression: Bool {
        switch self {
        case .else, .case, .default, .in, .where, .catch, .func, .var, .let, .struct, .class, .enum, .extension,
            .protocol, .import, .return, .guard, .for, .while, .repeat, .do, .defer, .break, .continue, .throw,
            .typealias, .actor, .deinit, .subscript, .fallthrough, .associatedtype, .precedencegroup:
            true
        default: false
        }
    }
}
