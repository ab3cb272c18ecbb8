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
                #expect(error.diagnostics.allSatisfy { $0.code == "label-is-control-type" },
                        "seed \(Self.seed), spec #\(attempts) refused: \(error.diagnostics)\n\(Generator.json(spec))")
                continue
            }
            let rendered = Renderer().render(plan)
            items.append(("seed \(Self.seed), spec #\(attempts) (A11YGEN_SEED=\(Self.seed)):\n\(Generator.json(spec))", plan, rendered))
        }
        let start = Date()
        let problems = try CompileHarness.checkFields(items)
        print("type-checked \(items.count) random specs (seed \(Self.seed)) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        if let first = problems.first {
            Issue.record("\(problems.count) type-check failures (seed \(Self.seed)); the first:\n\(first)")
        }
    }
}
