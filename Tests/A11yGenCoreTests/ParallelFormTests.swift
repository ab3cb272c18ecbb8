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
        let form = try SpecReader().readForm(data: Data(Self.spec(fields: 90).utf8)).get()
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
        var spec = try SpecReader().readForm(data: Data(Self.spec(fields: 60).utf8)).get()
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
}
