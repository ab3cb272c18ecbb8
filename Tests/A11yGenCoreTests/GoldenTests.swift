import Foundation
import Testing

@testable import A11yGenCore

/// Spec -> plan (JSON) and spec -> Swift goldens. A drift fails with a diff; `A11YGEN_RECORD=1`
/// rewrites them, and a recorded golden is read and reviewed before it is committed.
@Suite(.serialized) struct GoldenTests {
    static let specsDirectory = TestSupport.goldenDirectory.appendingPathComponent("specs")
    static let outputDirectory = TestSupport.goldenDirectory.appendingPathComponent("out")

    static var specNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func load(_ name: String) throws -> FieldSpec {
        let data = try Array(contentsOf: specsDirectory.appendingPathComponent(name + ".json"))
        return try SpecReader().readField(data: data).get()
    }

    static func result(_ name: String) throws -> FieldResult {
        try Generator.field(load(name), input: "Golden/specs/\(name).json")
    }

    @Test func thereAreEnoughGoldens() {
        #expect(Self.specNames.count >= 25)
    }

    @Test(arguments: specNames)
    func goldenOutputsHaveNotDrifted(name: String) throws {
        let result = try Self.result(name)
        TestSupport.assertGolden(result.code, at: Self.outputDirectory.appendingPathComponent(name + ".swift"))
        TestSupport.assertGolden(
            Generator.json(result.plan), at: Self.outputDirectory.appendingPathComponent(name + ".plan.json"))
    }

    /// The goldens cover every data-type family, every labeling strategy, with and without
    /// validation, on iOS, on macOS and on both.
    @Test func goldensCoverTheMatrix() throws {
        let plans = try Self.specNames.map { try Self.result($0).plan }
        let controls = Set(plans.map(\.control.rawValue))
        #expect(
            controls == [
                "textField", "secureField", "multilineTextField", "numberField", "datePicker", "toggle", "stepper",
                "picker",
            ])
        #expect(Set(plans.map(\.labeling)) == Set(LabelingStrategy.allCases))
        #expect(plans.contains { $0.canShowError } && plans.contains { !$0.canShowError })
        #expect(Set(plans.map(\.deployment.platforms)) == [[.ios], [.macos], [.ios, .macos]])
        #expect(Set(plans.compactMap(\.number)) == [.integer, .decimal, .currency])
        for strategy in LabelingStrategy.allCases {
            #expect(plans.contains { $0.labeling == strategy && $0.canShowError }, "\(strategy) with an error")
            #expect(plans.contains { $0.labeling == strategy && !$0.canShowError }, "\(strategy) without an error")
        }
    }

    @Test func goldenOutputsTypeCheckInEveryNamedConfiguration() throws {
        let items = try Self.specNames.map { name -> (origin: String, plan: FieldPlan, rendered: RenderedField) in
            let plan = try Inference.plan(Self.load(name))
            return ("Golden/specs/\(name).json", plan, Renderer().render(plan))
        }
        let problems = try CompileHarness.checkFields(items)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    /// The emitted code is a fixed point of `swift format` with the repository's .swift-format.
    @Test func goldenOutputsAreSwiftFormatted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        var skipped: [String] = []
        for (index, name) in Self.specNames.enumerated() {
            let plan = try Inference.plan(Self.load(name))
            // Pasted at the depth the wrapper gives it, over-long calls break as the generator breaks them
            // for a file whose indentation is final (LineWrap), and the result must be what swift format leaves.
            let source = LineWrap.wrapLongCalls(
                CompileHarness.wrap(
                    Renderer().render(plan), typeName: "Golden\(index)", context: CompileHarness.snippetContext(plan)))
            // Known limit: a label too long for one 120-column line even on a line of its own is not
            // broken further; such outputs are valid Swift but not a format fixed point.
            if source.split(separator: "\n").contains(where: { $0.count > 120 }) {
                skipped.append(name)
                continue
            }
            let url = directory.appendingPathComponent("\(name).swift")
            try source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        #expect(skipped.count * 20 <= Self.specNames.count, "too many goldens exceed 120 columns: \(skipped)")
        let (status, output) = CompileHarness.swiftFormatLint(paths)
        #expect(status == 0, "swift format lint found differences:\n\(output.prefix(4000))")
    }
}
