import Foundation
import Testing

@testable import A11yGenCore

/// Everything the generator emits type-checks against the SwiftUI model, in every configuration the
/// spec names, in Swift 5 and Swift 6 language modes.
@Suite(.serialized) struct GeneratedCodeCompilesTests {
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["A11YGEN_SEED"].flatMap { UInt64($0) } ?? 20_261_129
    }
    static var count: Int {
        ProcessInfo.processInfo.environment["A11YGEN_RANDOM_SPECS"].flatMap { Int($0) } ?? 2000
    }

    @Test func randomSpecsGenerateAndTypeCheck() throws {
        var fuzzer = SpecFuzzer(seed: Self.seed)
        var items: [(origin: String, plan: FieldPlan, rendered: RenderedField)] = []
        var attempts = 0
        while items.count < Self.count {
            attempts += 1
            let spec = fuzzer.next()
            let plan: FieldPlan
            do {
                plan = try Inference.plan(spec)
            } catch {
                // The only refusal the fuzzer can provoke: a label that is nothing but a control type.
                #expect(
                    error.diagnostics.allSatisfy { $0.code == "label-is-control-type" },
                    "seed \(Self.seed), spec #\(attempts) refused: \(error.diagnostics)\n\(Generator.json(spec))")
                continue
            }
            let rendered = Renderer().render(plan)
            items.append(
                (
                    "seed \(Self.seed), spec #\(attempts) (A11YGEN_SEED=\(Self.seed)):\n\(Generator.json(spec))", plan,
                    rendered
                ))
        }
        let start = Date()
        let problems = try CompileHarness.checkFields(items)
        print(
            "type-checked \(items.count) random specs (seed \(Self.seed)) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
        )
        if let first = problems.first {
            Issue.record("\(problems.count) type-check failures (seed \(Self.seed)); the first:\n\(first)")
        }
    }

    /// A form written in another script, without names: each field takes its data type's name
    /// (`email`, `newPassword`, `date`, `toggle`, …), and the form of one field of every type, on
    /// both platforms, type-checks and passes the audits.
    @Test func aFormInAnotherScriptWithoutNamesTypeChecks() throws {
        let deployment = Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(16), .macos: OSVersion(13)])
        // Distinct labels without a letter or digit a Swift name could use ("項目ア", "項目アア", …).
        var fields: [FieldSpec] = []
        for type in DataType.allCases {
            let spec = TestSupport.spec(type, "項目" + String(repeating: "ア", count: fields.count + 1)) {
                $0.locale = "ja_JP"
                $0.deployment = deployment
            }
            guard (try? Inference.plan(spec)) != nil else { continue }
            fields.append(spec)
        }
        #expect(fields.count > DataType.allCases.count * 3 / 4, "most types plan on their own")
        let spec = FormSpec(
            name: "JapaneseForm", title: "登録", fields: fields, submitLabel: "送信", successMessage: "登録しました。",
            container: .form, deployment: deployment, locale: "ja_JP")
        let result = try Generator.form(spec, input: "ja")
        #expect(result.code.contains("@State private var newPassword"))
        #expect(FormAudit.audit(result) == [])
        let problems = try CompileHarness.checkForms([("a form of unnamed Japanese fields", result)])
        if let first = problems.first {
            Issue.record("\(problems.count) type-check failures; the first:\n\(first)")
        }
    }

    /// Random forms built from the fuzzer's fields: every form-level shape (Return chains, date
    /// announcements, per-platform announcement APIs, previews) type-checks in both language modes.
    @Test func randomFormsGenerateAndTypeCheck() throws {
        var fuzzer = SpecFuzzer(seed: Self.seed &+ 1)
        var forms: [(origin: String, result: FormResult)] = []
        while forms.count < 150 {
            let deployment = fuzzer.pick([
                Deployment(platforms: [.ios]), Deployment(platforms: [.macos]),
                Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(16), .macos: OSVersion(13)]),
                Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)]),
            ])
            var fields: [FieldSpec] = []
            var dates: [(name: String, type: DataType)] = []
            // One form in five is long: more than ten views in the form's block, which builds before
            // iOS 17 / macOS 14 only in groups of ten (ViewBlock).
            let count = fuzzer.chance(20) ? 8 + fuzzer.rng.next() % 8 : 2 + fuzzer.rng.next() % 6
            for index in 0..<Int(count) {
                var field = fuzzer.next()
                field.deployment = deployment
                field.name = "field\(index)"
                field.label += " \(index)"  // distinct picker names
                if field.validation.after != nil {
                    field.validation.after = SpecFuzzer.afterTarget(field, among: dates)
                }
                guard (try? Inference.plan(field)) != nil else { continue }
                if field.type == .date || field.type == .time || field.type == .dateTime {
                    dates.append(("field\(index)", field.type))
                }
                fields.append(field)
            }
            guard !fields.isEmpty else { continue }
            let spec = FormSpec(
                name: "RandomForm\(forms.count)", title: fuzzer.chance(50) ? fuzzer.text() : nil, fields: fields,
                submitLabel: fuzzer.text(), successMessage: fuzzer.text(),
                container: fuzzer.pick(FormContainer.allCases), deployment: deployment, locale: nil)
            let result = try Generator.form(spec, input: "random")
            #expect(FormAudit.audit(result) == [], "seed \(Self.seed &+ 1), form \(forms.count)")
            forms.append(("seed \(Self.seed &+ 1), random form \(forms.count):\n\(Generator.json(spec))", result))
        }
        let problems = try CompileHarness.checkForms(forms)
        if let first = problems.first {
            Issue.record("\(problems.count) type-check failures; the first:\n\(first)")
        }
    }
}
