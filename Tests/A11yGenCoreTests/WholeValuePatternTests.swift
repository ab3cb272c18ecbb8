import Foundation
import Testing

@testable import A11yGenCore

/// `validation.pattern` is "a regular expression the whole value must match" (the flag's help and
/// the schema). The generated check used `range(of:options: .regularExpression)`, which finds the
/// pattern anywhere: "123456789" passed a ZIP's `[0-9]{5}` and "xxAB1234yy" passed
/// `[A-Z]{2}[0-9]{4}` (found by an accessibility review). The pattern is now anchored at both ends.
@Suite struct WholeValuePatternTests {
    /// The anchored pattern finds a match somewhere exactly when the original matches the whole
    /// value (Swift's `Regex` reads these as ICU does).
    @Test(arguments: [
        "[0-9]{5}", "^[0-9]{5}$", "[A-Z]{2}[0-9]{4}", "^a|b$", "a|ab", "(a|b)+", "^[0-9]{5}(-[0-9]{4})?$",
        #"^[^$]+$"#, #"^\$[0-9]+$"#, #"^[0-9]+\$"#, "^(0[1-9]|1[0-2])/[0-9]{2}$", "[a-z]*",
    ])
    func theWholeValueMustMatch(pattern: String) throws {
        let anchored = try Regex(Renderer.wholeValue(pattern))
        let original = try Regex(pattern)
        let values = [
            "", "12345", "123456789", "x12345", "AB1234", "xxAB1234yy", "a", "b", "ab", "ba", "abab", "12345-6789",
            "12345-67", "$12", "12$", "05/29", "13/29", "05/29x", "abc", "abc\n", "12345\n",
        ]
        // The generated code runs NSRegularExpression (ICU): it must agree too.
        let icu = try NSRegularExpression(pattern: Renderer.wholeValue(pattern))
        for value in values {
            let whole = try original.wholeMatch(in: value) != nil
            #expect(
                (try anchored.firstMatch(in: value) != nil) == whole,
                "\(pattern) on \(value.debugDescription): \(Renderer.wholeValue(pattern))")
            let range = NSRange(value.startIndex..<value.endIndex, in: value)
            #expect(
                (icu.firstMatch(in: value, range: range) != nil) == whole,
                "ICU: \(pattern) on \(value.debugDescription): \(Renderer.wholeValue(pattern))")
        }
    }

    /// Shapes the scan must not misread (a review found each): an unclosed `\Q` quotes to the end,
    /// so the wrapper closes it first (else the generated check refused every value); a `(?#…)`
    /// comment's brackets hide nothing; lookbehind and a backreference keep their meaning. Checked
    /// with NSRegularExpression, which the generated code runs.
    @Test(arguments: [
        (#"\Qa.b"#, ["a.b": true, "axb": false, "a.bc": false]),
        (#"\Qa|b\E[0-9]"#, ["a|b1": true, "a1": false]),
        (#"^a(?#[)|b(?#])$"#, ["a": true, "b": true, "ab": false, "xb": false, "ax": false, "a\n": false]),
        (#"(?<=a)b|ab"#, ["ab": true, "b": false]),
        (#"(a)\1"#, ["aa": true, "aaa": false]),
        (#"^(?i)abc$"#, ["ABC": true, "ABCD": false]),
    ])
    func shapesTheScanMustNotMisread(pattern: String, expected: [String: Bool]) throws {
        let icu = try NSRegularExpression(pattern: Renderer.wholeValue(pattern))
        for (value, matches) in expected {
            let range = NSRange(value.startIndex..<value.endIndex, in: value)
            #expect(
                (icu.firstMatch(in: value, range: range) != nil) == matches,
                "\(pattern) on \(value.debugDescription): \(Renderer.wholeValue(pattern))")
        }
    }

    @Test func aPatternThatAlreadySpansTheValueKeepsItsShape() {
        #expect(Renderer.wholeValue("^[0-9]{5}$") == #"\A[0-9]{5}\z"#)
        #expect(Renderer.wholeValue("[0-9]{5}") == #"\A(?:[0-9]{5})\z"#)
        // `^a|b$` is "a at the start, or b at the end": both alternatives are wrapped.
        #expect(Renderer.wholeValue("^a|b$") == #"\A(?:^a|b$)\z"#)
        // An escaped dollar is a character, not the end.
        #expect(Renderer.wholeValue(#"^[0-9]+\$"#) == #"\A(?:^[0-9]+\$)\z"#)
        #expect(Renderer.wholeValue(#"^\Qa|b\E$"#) == #"\A(?:^\Qa|b\E$)\z"#)
    }

    @Test func theGeneratedCheckIsAnchored() throws {
        let spec = try SpecReader().readField(
            data: Array(
                #"{"label": "Member ID", "type": "text", "validation": {"pattern": "[A-Z]{2}[0-9]{4}", "patternMessage": "Use 2 letters then 4 digits."}}"#
                    .utf8)
        ).get()
        let code = try Generator.field(spec, input: "test").code
        #expect(code.contains(##"value.range(of: #"\A(?:[A-Z]{2}[0-9]{4})\z"#, options: .regularExpression) == nil"##))
    }

    /// Free-spacing mode would let a `#` comment swallow the closing anchor: refused with the place.
    @Test(arguments: ["(?x) [0-9]{5} # five digits", "(?ix:[a-z]+)", "(?x)[0-9]", #"\Q[\E(?x)a # c"#])
    func freeSpacingIsRefused(pattern: String) throws {
        let escaped = pattern.replacingOccurrences(of: #"\"#, with: #"\\"#)
        let json =
            #"{"label": "Code", "type": "text", "validation": {"pattern": "\#(escaped)", "patternMessage": "Use digits."}}"#
        guard case .failure(let errors) = SpecReader().readField(data: Array(json.utf8)) else {
            Issue.record("accepted \(pattern)")
            return
        }
        let error = try #require(errors.diagnostics.first)
        #expect(error.code == "invalid-pattern" && error.location == "$.validation.pattern")
        #expect(error.message.contains("free-spacing mode"))
    }

    @Test(arguments: [#"\\(?x)"#, "[(?x)]", "(?i)[a-z]+", "(?<x>a)", "(?-x)abc", "(?i-x:abc)", #"\Q(?x)\E[0-9]"#])
    func otherGroupsAreNotFreeSpacing(pattern: String) {
        #expect(!SpecReader.turnsOnFreeSpacing(pattern.replacingOccurrences(of: #"\\"#, with: #"\"#)))
    }
}
