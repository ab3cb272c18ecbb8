import Foundation
import Testing

@testable import A11yGenCore

/// No label, placeholder, hint or message can become code: each reaches Swift as exactly one
/// well-formed string literal that reads back to the original text, and the result type-checks.
@Suite(.serialized) struct HostileInputTests {
    static let labels: [String] = [
        #"Say "hi""#, #"C:\dir\"#, #"\(exit(1))"#, "two\nlines", #"""""#, "# not a directive", "#endif",
        "\u{202E}gnp.exe\u{202C}", "\u{2066}isolate\u{2069}", "Emoji 👩🏽‍💻", "*/ comment /*", "\u{301}combining first",
        "zero\u{200B}width\u{FEFF}", "nul\u{0}byte", "line\u{2028}separator", "tab\tand\r\nCRLF", ##"#"raw"#"##,
        String(repeating: "x", count: 10_000),
    ]

    /// Every `"…"` literal in a line of Swift, found by scanning with escape awareness.
    static func literals(in code: String) -> [String] {
        var found: [String] = []
        var current: String?
        var escaping = false
        for character in code {
            if var literal = current {
                literal.append(character)
                if escaping {
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    found.append(literal)
                    current = nil
                    continue
                }
                current = literal
            } else if character == "\"" {
                current = "\""
            }
        }
        return found
    }

    @Test(arguments: labels)
    func literalRoundTrips(text: String) {
        let literal = SwiftLiteral.string(text)
        #expect(SwiftLiteral.unescape(literal) == text)
        #expect(!literal.contains("\n") && !literal.contains("\r"), "a raw newline would end the line")
        #expect(Self.literals(in: literal) == [literal], "exactly one literal")
    }

    @Test(arguments: labels)
    func aHostileLabelYieldsOneLiteralPerUseAndNoCode(text: String) throws {
        var spec = TestSupport.spec(.text, text + " Name") { $0.validation.required = true }
        spec.placeholder = text
        spec.hint = text
        spec.messages.required = text
        let plan = try Inference.plan(spec)
        let field = Renderer().render(plan)
        let code = ([field.view] + field.functions).joined(separator: "\n")
        for literal in Self.literals(in: code) {
            // A format interpolates the generator's own names (`"\(emailLabel), \(emailError)"`), nothing else.
            let text = literal.replacing(#/\\\([A-Za-z_][A-Za-z0-9_]*\)/#, with: "")
            #expect(SwiftLiteral.unescape(text) != nil, "malformed literal \(literal.prefix(80))")
        }
        // The label is looked up once, in its property, and shown from there.
        #expect(code.contains("String(localized: \(SwiftLiteral.string(plan.label)),"))
        #expect(code.contains("Text(\(plan.identifier)VisibleLabel)"))
        // No user text appears outside a literal: remove every literal and the text is gone.
        var stripped = code
        for literal in Self.literals(in: code) { stripped = stripped.replacingOccurrences(of: literal, with: "\"\"") }
        if text.count > 3, !text.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == " ") }) {
            #expect(!stripped.contains(text), "user text leaked outside a literal")
        }
    }

    @Test func hostileFieldsTypeCheck() throws {
        let items = try Self.labels.enumerated().map {
            index, text -> (origin: String, plan: FieldPlan, rendered: RenderedField) in
            var spec = TestSupport.spec(index % 2 == 0 ? .email : .integer, text + " Name") {
                $0.validation.required = true
            }
            spec.placeholder = text
            spec.hint = text
            spec.deployment = Deployment(platforms: [.ios, .macos])
            spec.labeling = LabelingStrategy.allCases[index % 4]
            let plan = try Inference.plan(spec)
            return ("hostile label #\(index)", plan, Renderer().render(plan))
        }
        let problems = try CompileHarness.checkFields(items)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    @Test func commentsNeverCarryRawUserText() throws {
        let result = try Generator.field(TestSupport.spec(.text, "x"), input: "evil\n}\nstruct Injected {}\n//")
        let header = result.code.split(separator: "\n").prefix(3)
        #expect(header.allSatisfy { $0.hasPrefix("//") }, "\(header)")
        #expect(!result.code.contains("\nstruct Injected"))
    }
}

/// Same input, same bytes: nothing depends on dictionary order, time, or the machine.
@Suite struct DeterminismTests {
    @Test func generatingTwiceGivesIdenticalBytes() throws {
        var fuzzer = SpecFuzzer(seed: 7)
        for _ in 0..<200 {
            let spec = fuzzer.next()
            guard let first = try? Generator.field(spec, input: "same") else { continue }
            let second = try Generator.field(spec, input: "same")
            #expect(first.code == second.code)
            #expect(Generator.json(first) == Generator.json(second))
        }
    }

    /// Hash seeds differ per process, so only separate runs can catch an unsorted Set in the output.
    @Test func formsAreIdenticalAcrossProcesses() throws {
        for file in ["Booking.json", "SignUp.json"] {
            let arguments = ["form", FormTests.examples.appendingPathComponent(file).path, "--format", "json"]
            let runs = try (0..<3).map { _ in try CLITests.run(arguments) }
            #expect(runs.allSatisfy { $0.status == 0 && $0.stdout == runs[0].stdout }, "\(file)")
        }
    }

    @Test func theBinaryGivesIdenticalBytesAcrossRuns() throws {
        let arguments = [
            "field", "--type", "postal-code", "--label", "ZIP code", "--locale", "en_US", "--required", "--format",
            "json",
        ]
        let first = try CLITests.run(arguments)
        let second = try CLITests.run(arguments)
        #expect(first.status == 0 && first.stdout == second.stdout && first.stderr == second.stderr)
    }
}
