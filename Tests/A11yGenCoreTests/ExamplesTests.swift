import Foundation
import Testing

@testable import A11yGenCore

/// Examples/fields holds real specs and the code `a11y-gen field --spec` makes from them; this keeps
/// the code fresh (A11YGEN_RECORD=1 regenerates) and proves it type-checks where each spec says.
@Suite(.serialized) struct ExamplesTests {
    static let directory = TestSupport.root.appendingPathComponent("Examples/fields")

    static var specs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func generate(_ file: String) throws -> FieldResult {
        let data = try Array(contentsOf: directory.appendingPathComponent(file))
        return try Generator.field(SpecReader().readField(data: data).get(), input: "Examples/fields/\(file)")
    }

    @Test func examplesExist() { #expect(Self.specs.count >= 5) }

    @Test(arguments: specs)
    func exampleCodeIsFresh(file: String) throws {
        let result = try Self.generate(file)
        TestSupport.assertGolden(
            result.code, at: Self.directory.appendingPathComponent(String(file.dropLast(5)) + ".swift"))
        #expect(FieldAudit.audit(result.plan, Renderer().render(result.plan)) == [])
    }

    @Test func examplesTypeCheck() throws {
        let items = try Self.specs.map { file -> (origin: String, plan: FieldPlan, rendered: RenderedField) in
            let plan = try Self.generate(file).plan
            return ("Examples/fields/\(file)", plan, Renderer().render(plan))
        }
        let problems = try CompileHarness.checkFields(items)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }
}
