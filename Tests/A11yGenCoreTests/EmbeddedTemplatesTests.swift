import Foundation
import Testing

@testable import A11yGenCore

/// Templates/ is the one place people edit templates; the binary carries a copy. This keeps them equal.
@Suite struct EmbeddedTemplatesTests {
    @Test func embeddedCopyMatchesTemplatesDirectory() throws {
        let directory = TestSupport.root.appendingPathComponent("Templates")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".mustache") {
            sources[name] = TestSupport.read(directory.appendingPathComponent(name))
        }
        #expect(Set(sources.keys) == Set(TemplateSet.names), "Templates/ and TemplateSet.names list different files")
        let generated = TemplateSet.embeddedSource(sources)
        let file = TestSupport.root.appendingPathComponent("Sources/A11yGenCore/Render/EmbeddedTemplates.swift")
        TestSupport.assertGolden(generated, at: file)
        // The copy the binary uses must also parse back to exactly the files' text.
        if !TestSupport.recording {
            #expect(EmbeddedTemplates.files == sources)
        }
    }

    @Test func everyTemplateParses() throws {
        let set = try TemplateSet(directory: TestSupport.root.appendingPathComponent("Templates"))
        _ = set
    }
}
