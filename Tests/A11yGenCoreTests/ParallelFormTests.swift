import Foundation
import Testing

@testable import A11yGenCore

/// A large form plans and renders its fields on every core (issue 14). Whatever runs where, the
/// result must be the one a single thread gives: the same file byte for byte, the same strings in
/// the same order with the same merged comments, the same decisions, and the same errors in order.
@Suite struct ParallelFormTests {
    /// Every family, messages shared between fields (their catalog comments merge), and a Return chain.
    static func spec(fields count: Int) -> String {
        let kinds = [
            #""type": "email", "validation": {"required": true}"#, #""type": "phone""#,
            #""type": "new-password", "validation": {"required": true, "minLength": 12}"#,
            #""type": "integer", "validation": {"minimum": 1, "maximum": 99}"#, #""type": "multiline""#,
            #""type": "date", "style": "compact", "range": "today...+1y""#,
            #""type": "toggle", "validation": {"required": true}"#,
            #""type": "stepper", "min": 1, "max": 9, "unit": "ticket/tickets""#,
            #""type": "choice", "style": "menu", "options": [{"value": "r", "label": "Red"}, {"value": "g", "label": "Green"}]"#,
            #""type": "postal-code", "locale": "en_US""#,
        ]
        let fields = (0..<count).map { index in #"{"label": "Field \#(index + 1)", \#(kinds[index % kinds.count])}"# }
        return """
            {"name": "LargeForm", "title": "Large", "platforms": ["ios", "macos"],
             "fields": [\(fields.joined(separator: ",\n"))]}
            """
    }

    @Test func aLargeFormIsTheSameOnOneThreadAndOnMany() throws {
        let form = try SpecReader().readForm(data: Array(Self.spec(fields: 90).utf8)).get()
        #expect(form.fields.count >= Generator.parallelFieldsFrom, "large enough to take the parallel path")
        let serial = try Generator.form(form, input: "large.json", renderer: Renderer(), inlineBelow: .max)
        for _ in 0..<3 {
            let parallel = try Generator.form(form, input: "large.json", renderer: Renderer(), inlineBelow: 2)
            #expect(parallel.code == serial.code)
            #expect(parallel.strings == serial.strings)
            #expect(parallel == serial)
        }
        // Shared messages really were merged across fields, so the order of recording mattered.
        #expect(serial.strings.contains { $0.comment.contains("\n") })
        #expect(FormAudit.audit(serial) == [])
    }

    /// Fields the planner refuses (a label that only names the control) at three places: every
    /// error is reported, in field order, on one thread and on many.
    @Test func errorsComeInFieldOrderOnManyThreads() throws {
        var spec = try SpecReader().readForm(data: Array(Self.spec(fields: 60).utf8)).get()
        for index in [3, 31, 58] { spec.fields[index].label = "Text field" }
        func errors(inlineBelow: Int) -> [Diagnostic] {
            do {
                _ = try Generator.form(spec, input: "x", renderer: Renderer(), inlineBelow: inlineBelow)
                return []
            } catch {
                return error.diagnostics
            }
        }
        let serial = errors(inlineBelow: .max)
        #expect(serial.map(\.location) == ["$.fields[3].label", "$.fields[31].label", "$.fields[58].label"])
        #expect(serial.allSatisfy { $0.code == "label-is-control-type" })
        for _ in 0..<3 { #expect(errors(inlineBelow: 2) == serial) }
    }

    /// A large form's fields are read on every core too: each field's problems, in field order and
    /// in the order each field gives them, every time.
    @Test func aLargeSpecReportsItsProblemsInFieldOrder() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.spec(fields: 60).utf8)) as? [String: Any])
        var fields = try #require(object["fields"] as? [[String: Any]])
        #expect(fields.count >= Generator.parallelFieldsFrom, "large enough to read in parallel")
        for index in [3, 31, 58] {
            fields[index]["lable"] = "typo"
            fields[index]["label"] = 7
            fields[index]["platforms"] = ["ios"]
        }
        object["fields"] = fields
        let data = Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        // Each field's own problems in the order it reads them (a field without a string label gets
        // no second error from the form's identifier rule).
        let expected = [3, 31, 58].flatMap { index in
            ["$.fields[\(index)].platforms", "$.fields[\(index)].lable", "$.fields[\(index)].label"]
        }
        for _ in 0..<3 {
            guard case .failure(let errors) = SpecReader().readForm(data: data) else {
                Issue.record("the spec has errors")
                return
            }
            #expect(errors.diagnostics.map(\.location) == expected)
        }
    }

    /// A large file is wrapped in pieces on every core, cut before blank lines; the pieces must wrap
    /// as one pass does. The text has every shape LineWrap changes right before a cut: a call whose
    /// modifier chain moves back, a call whose only argument goes on a line of its own, a statement.
    @Test func aLargeFileWrapsTheSameInPiecesAsInOnePass() {
        let long = String(repeating: "long words ", count: 9)
        let blocks = (0..<2_000).map { index in
            switch index % 3 {
            case 0:
                """
                            TextField(text: $field\(index), prompt: Text("\(long)\(index)"), label: { Text("Field \(index)") })
                                .accessibilityLabel(Text("\(long)"))
                                .padding()
                """
            case 1:
                """
                        let value\(index) = String(localized: "key.\(index)", defaultValue: "\(long)", comment: "\(long)")
                            .accessibilityHint(Text("\(long)\(index)"))
                """
            default:
                "            .accessibilityLabel(Text(\"\(long)\(index) with a \\\"quote\\\" and (brackets)\"))"
            }
        }
        let text = blocks.joined(separator: "\n\n") + "\n"
        let pieces = LineWrap.blankLineCuts(text, pieces: 8)
        #expect(pieces.count == 8, "a text this large is cut into pieces")
        #expect(pieces.joined(separator: "\n") == text, "the pieces give the text back")
        #expect(
            pieces.dropFirst().allSatisfy { $0.hasPrefix("\n") }, "each piece after the first starts at a blank line")
        let inOrder = LineWrap.wrapLongCallsInOrder(text, limit: 120)
        #expect(inOrder != text, "the text has calls to wrap")
        #expect(LineWrap.wrapLongCalls(text) == inOrder)
        // A small text is one piece.
        #expect(LineWrap.blankLineCuts(blocks[0] + "\n\n" + blocks[1], pieces: 8).count == 1)
    }
}
