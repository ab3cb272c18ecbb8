import Testing

@testable import A11yGenCore

/// Issue 14's ninth round replaced Character and Unicode-scalar work on the rendering path with byte
/// work. Each byte version must agree with the Character version it replaced on text chosen to
/// make them differ: "\r\n" (one Character), combining marks after a space or a newline, non-ASCII
/// letters, quotes and backslashes.
@Suite struct BytewiseTextTests {
    static let awkward = [
        "", "\n", "\n\n", "a", "a\n", "a\r\n", "\r\n", "a\r\nb\nc", "x\n\u{301}", " \u{301}\n",
        "Näme \"q\" \\ 👩‍👩‍👧 עברית\n", "e\u{301}\n", "tab\there\n", "\u{202E}bidi\u{202C}\n\n",
        "    .modifier(x)\n        .next\n", "\n\u{301}", "line\r", "a\nb\r\nc\n",
    ]

    @Test func chompRemovesTheLastCharacterOnlyWhenItIsANewline() {
        for text in Self.awkward {
            var expected = text
            if expected.last == "\n" { expected.removeLast() }
            #expect(chomp(text) == expected, "\(text.debugDescription)")
            #expect(chomp(text).utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
        }
    }

    @Test func characterCountIsCount() {
        for text in Self.awkward + ["\r", "a\rb", "\r\n\r\n", "plain ascii"] {
            #expect(text.characterCount == text.count, "\(text.debugDescription)")
            #expect(text.dropFirst().characterCount == text.dropFirst().count, "\(text.debugDescription)")
        }
    }

    @Test func asciiPrefixAndSuffixAreCharacterPrefixAndSuffix() {
        let texts =
            Self.awkward + [
                "return x", "return \u{301}x", "let a = b", "if x { y }", "if x { y }\u{301}", "f(x)", "f(x\u{600})",
                "\u{600})", "g(a),", "return", "x\r\n", ")", "),",
            ]
        for text in texts {
            for part in ["return ", "let ", "if ", ".", "("] {
                #expect(text.hasASCIIPrefix(part) == text.hasPrefix(part), "\(text.debugDescription) \(part)")
            }
            for part in [")", " }", "),", "\n"] {
                #expect(text.hasASCIISuffix(part) == text.hasSuffix(part), "\(text.debugDescription) \(part)")
            }
        }
    }

    @Test func leadingSpacesAndCallNamesAgreeWithCharacters() {
        let texts =
            Self.awkward + ["    x", "     \u{301}x", "  ", "", "String", "Text_2", "é", "a-b", "a\r\nb", "ẞig"]
        for text in texts {
            let line = Substring(text)
            #expect(LineWrap.leadingSpaces(line) == String(line.prefix { $0 == " " }), "\(text.debugDescription)")
            #expect(
                LineWrap.isCallName(line) == line.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" },
                "\(text.debugDescription)")
        }
    }

    /// A standalone `{{name}}` indents each line of its value; empty lines stay empty, and "\r\n" is
    /// not a line end (it is one Character, which a split at "\n" Characters does not cut).
    @Test func indentingIsTheCharacterSplitWithAMargin() {
        for text in Self.awkward + ["one", "\n\nthree", "a\r\n\nb"] {
            var out = "<"
            Template.indentLines(text, by: "    ", into: &out)
            let expected =
                "<"
                + text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
            #expect(out == expected, "\(text.debugDescription)")
            #expect(out.utf8.elementsEqual(expected.utf8), "\(text.debugDescription)")
        }
    }

    @Test func splitLinesIsTheCharacterSplitAtNewlines() {
        for text in Self.awkward + ["a\n\r\nb", "\r\r\n\n", "\n\r"] {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.splitLines().map(String.init) == expected.map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func escapingInBytesKeepsTheValue() throws {
        for text in Self.awkward + ["\0", "\u{7F}", "\u{2028}", "\u{301}start", "\u{E000}", "#\"\"\"#", "\\(x)"] {
            let literal = SwiftLiteral.string(text)
            #expect(SwiftLiteral.unescape(literal) == text, "\(text.debugDescription) -> \(literal)")
            // Everything outside printable ASCII that must not be raw is escaped.
            #expect(!literal.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{202E}" || $0 == "\0" })
        }
    }

    /// The sets each field builds hash these by case; distinct cases must have distinct tags.
    @Test func enumsHashedByCaseHaveDistinctTags() {
        #expect(Set(API.allCases.map { caseTag(of: $0) }).count == API.allCases.count)
        #expect(Set(RuleID.allCases.map { caseTag(of: $0) }).count == RuleID.allCases.count)
        #expect(Set(Platform.allCases.map { caseTag(of: $0) }).count == Platform.allCases.count)
    }

    /// Lines indented with spaces and a combining mark: the mark joins the last space into one
    /// Character, so that space does not count as indentation, as in the Character version.
    @Test func wrappingMeasuresIndentationInCharacters() {
        let long = String(repeating: "argument", count: 20)
        let text = "    Text(first: \(long), second: \(long))\n     \u{301}.font(.body)\n    next\r\nlast"
        let wrapped = LineWrap.wrapLongCallsInOrder(text, limit: 60)
        // The line after the call is not deeper than the call in Characters, so it is not moved back.
        #expect(wrapped.contains("\n     \u{301}.font(.body)\n"))
        #expect(wrapped.hasSuffix("    next\r\nlast"))
        #expect(wrapped.hasPrefix("    Text(\n"))
    }
}
