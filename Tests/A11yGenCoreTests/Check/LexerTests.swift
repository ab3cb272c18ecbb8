import Foundation
import Testing

@testable import A11yGenCore

/// The byte lexer: every string literal form is one token, comments nest and are kept aside,
/// directives are tokens, and nothing it is given can make it fail.
@Suite struct LexerTests {
    /// `kind text` for each significant token.
    static func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let lexer = Lexer.tokenize(bytes)
        return lexer.tokens.map { "\($0.kind) " + String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    static func comments(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).comments.map { "\($0.kind) " + String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    static func only(_ source: String) -> Token? {
        let lexer = Lexer.tokenize(Array(source.utf8))
        return lexer.tokens.count == 1 ? lexer.tokens[0] : nil
    }

    @Test(arguments: [
        #""""#,
        #""plain""#,
        #""escaped \" quote and \\ backslash""#,
        #""\u{1F600} \n \t""#,
        ##"#"raw "quotes" and \(not interpolation)"#"##,
        ###"##"depth two "# still inside"##"###,
        ####"###"three "## deep"###"####,
        #""\(a)""#,
        #""\(f(g(1), h: (2, 3)))""#,
        #""\(label.map { "\($0), \("nested \("deep")")" } ?? "none")""#,
        #""\(")")""#,
        #""\(/* ) */ x)""#,
        ##"#"\#(value) and \(literal)"#"##,
        "\"\"\"\nline one\n\"\" two quotes, \\\"\"\" escaped three\n\"\"\"",
        "#\"\"\"\nraw \"\"\" inside\n\"\"\"#",
        "\"\"\"\n\\(items.map { \"\"\"\n  nested \\($0)\n  \"\"\" })\n\"\"\"",
        "\"\"\"\ncontinued \\\nline\n\"\"\"",
    ])
    func everyStringLiteralFormIsOneToken(source: String) {
        let token = Self.only(source)
        #expect(token?.kind == .string, "\(Self.tokens(source))")
        #expect(token?.flags.contains(.unterminated) == false)
    }

    @Test func literalFlags() throws {
        #expect(try #require(Self.only(#""a\(b)""#)).flags.contains(.interpolated))
        #expect(try #require(Self.only("\"\"\"\nx\n\"\"\"")).flags.contains(.multiline))
        #expect(try #require(Self.only(##"#"x"#"##)).flags.contains(.raw))
        #expect(try #require(Self.only(##"#"\(x)"#"##)).flags.contains(.interpolated) == false)
        #expect(try #require(Self.only(##"#"\#(x)"#"##)).flags.contains(.interpolated))
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        let tokens = Self.tokens("let a = \"open\nText(\"b\")")
        #expect(
            tokens == [
                "identifier let", "identifier a", "op =", "string \"open", "identifier Text", "leftParen (",
                "string \"b\"", "rightParen )",
            ])
        let unterminated = Lexer.tokenize(Array("\"open\nx".utf8)).tokens[0]
        #expect(unterminated.flags.contains(.unterminated))
    }

    @Test func stringsInsideStringsDoNotEndTheOuterOne() {
        #expect(
            Self.tokens(#"Text("a \("b)") c") d"#) == [
                "identifier Text", "leftParen (", #"string "a \("b)") c""#, "rightParen )", "identifier d",
            ])
    }

    @Test func blockCommentsNestAndCommentsAreKeptAside() {
        let source = "a /* one /* two */ still */ b // line\n/// doc\n/** block doc */ c /**/ d"
        #expect(Self.tokens(source) == ["identifier a", "identifier b", "identifier c", "identifier d"])
        #expect(
            Self.comments(source) == [
                "blockComment /* one /* two */ still */", "lineComment // line", "docLineComment /// doc",
                "docBlockComment /** block doc */", "blockComment /**/",
            ])
    }

    @Test func commentMarkersInsideStringsAreText() {
        #expect(Self.tokens(#"x("// not a comment /* nor this")"#).count == 4)
        #expect(Self.comments(#"x("// a11y-gen:disable all")"#).isEmpty)
    }

    @Test func directivesArePoundTokens() {
        #expect(
            Self.tokens("#if os(iOS)\n#elseif canImport(AppKit)\n#else\n#endif\n#available #Preview #iff") == [
                "directiveIf #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )",
                "directiveElseif #elseif", "identifier canImport", "leftParen (", "identifier AppKit", "rightParen )",
                "directiveElse #else", "directiveEndif #endif", "poundKeyword #available", "poundKeyword #Preview",
                "poundKeyword #iff",
            ])
    }

    @Test func numbersRangesAndOperators() {
        #expect(
            Self.tokens("1...5 0..<n 1.5e-3 0x1p-3 1_000 a?.b c! x ?? y -> .leading") == [
                "number 1", "op ...", "number 5", "number 0", "op ..<", "identifier n", "number 1.5e-3",
                "number 0x1p-3",
                "number 1_000", "identifier a", "op ?", "period .", "identifier b", "identifier c", "op !",
                "identifier x",
                "op ??", "identifier y", "op ->", "period .", "identifier leading",
            ])
    }

    @Test func namesKeywordsAndAttributes() {
        let bytes = Array("@State var `default` = $0 + $email".utf8)
        let lexer = Lexer.tokenize(bytes)
        #expect(
            lexer.tokens.map(\.kind) == [
                .at, .identifier, .identifier, .identifier, .op, .identifier, .op, .identifier,
            ])
        #expect(lexer.tokens[2].keyword == .var)
        #expect(lexer.tokens[3].keyword == .none, "a backticked name is not a keyword")
    }

    @Test func newlineFlags() {
        let lexer = Lexer.tokenize(Array("a\n  .b /* x\n */ c".utf8))
        #expect(lexer.tokens.map { $0.flags.contains(.newlineBefore) } == [false, true, false, true])
    }

    @Test func extendedRegexLiterals() {
        #expect(Self.tokens(##"let r = #/a"b/#"##).last == ##"regex #/a"b/#"##)
    }

    @Test func byteOrderMarkAndScriptLine() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("#!/usr/bin/swift\nprint(1)".utf8)
        let lexer = Lexer.tokenize(bytes)
        #expect(lexer.comments.count == 1)
        #expect(lexer.tokens.count == 4)
    }

    @Test func invalidUTF8IsFound() {
        #expect(SourceFile.firstInvalidUTF8(Array("héllo 👩🏽‍💻 wörld".utf8)) == nil)
        #expect(SourceFile.firstInvalidUTF8([0x61, 0x62, 0xFF, 0x63]) == 2)
        #expect(SourceFile.firstInvalidUTF8([0xC0, 0x80]) == 0, "overlong")
        #expect(SourceFile.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0, "surrogate")
        #expect(SourceFile.firstInvalidUTF8(Array(repeating: 0x61, count: 20) + [0xE2, 0x82]) == 20, "truncated")
    }

    @Test func linesAndColumnsCountScalars() {
        let file = SourceFile(path: "x", bytes: Array("ab\r\né😀x\rz".utf8))
        #expect(file.location(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(file.location(of: 4 + 2 + 4) == SourcePosition(line: 2, column: 3))
        #expect(file.location(of: 12) == SourcePosition(line: 3, column: 1))
        #expect(file.text(ofLine: 2) == "é😀x")
    }

    /// On a long line a column is counted from the nearest mark (every `markStride` bytes) rather
    /// than from the line's start: the same columns as counting every scalar, in any order of
    /// asking, on lines of multi-byte characters that straddle the marks.
    @Test func columnsOnLongLinesMatchAFullCount() {
        let piece = "Text(\"é😀\").font(.system(size: 12)); "
        let text =
            "short\n" + String(repeating: piece, count: 400) + "\r\n" + String(repeating: "ü", count: 3000) + "\nend"
        let bytes = Array(text.utf8)
        let file = SourceFile(path: "x", bytes: bytes)
        var lineStart = 0
        var line = 1
        var expected: [SourcePosition] = []
        for offset in bytes.indices {
            if offset > 0, bytes[offset - 1] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset
            }
            let column = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
            expected.append(SourcePosition(line: line, column: column))
        }
        var random = SystemRandomNumberGenerator()
        let order = bytes.indices.shuffled(using: &random)
        for offset in order where bytes[offset] & 0xC0 != 0x80 && bytes[offset] != UInt8(ascii: "\n") {
            #expect(file.location(of: offset) == expected[offset], "offset \(offset)")
        }
        #expect(file.location(of: bytes.count) == SourcePosition(line: 4, column: 4))
    }
}
