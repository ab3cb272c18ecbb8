import Foundation
import Testing

@testable import A11yGenCore

/// Templates/ is the one place people edit templates; the binary carries a copy. This keeps them equal.
@Suite struct EmbeddedTemplatesTests {
    @Test func embeddedCopyMatchesTemplatesDirectory() throws {
        let directory = TestSupport.root.appendingPathComponent("Templates")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".mustache") {
            sources[name] = TestSupport.read(directory.appendingPathComponent(name))
        }
        #expect(Set(sources.keys) == Set(TemplateSet.names), "Templates/ and TemplateSet.names list different files")
        let generated = try TemplateSet.embeddedSource(sources)
        let file = TestSupport.root.appendingPathComponent("Sources/A11yGenCore/Render/EmbeddedTemplates.swift")
        TestSupport.assertGolden(generated, at: file)
        // The copy the binary uses must also parse back to exactly the files' text.
        if !TestSupport.recording {
            #expect(EmbeddedTemplates.files == sources)
        }
    }

    /// The binary renders the built-in templates as EmbeddedTemplates.swift carries them parsed: each
    /// must be what its file parses to now, node for node (text runs, tags, standalone indents, the
    /// places errors name), and a name that is not a template must give none.
    @Test func carriedParsesAreTheFilesParses() throws {
        let folder = TestSupport.root.appendingPathComponent("Templates")
        for name in TemplateSet.names {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let parsed = try Template(name: name, source: source)
            let carried = try #require(EmbeddedTemplates.serialized(name), "\(name) is not carried")
            let nodes = try #require(Template.deserialize(carried), "\(name) is carried unreadably; record again")
            // Compared as bytes: String's == would take canonically equal text for the same.
            #expect(
                Array(Template.serialized(nodes).utf8) == Array(Template.serialized(parsed.parsedNodes).utf8),
                "\(name) differs from its file; record again")
            let template = try #require(EmbeddedTemplates.parsed(name))
            #expect(template.name == name && template.file == name && template.parsedNodes == nodes)
        }
        #expect(EmbeddedTemplates.parsed("field.swift") == nil)
        #expect(EmbeddedTemplates.parsed("") == nil)
    }

    /// The string the built-in templates are carried in reads back to the same nodes, whatever their
    /// text holds; a cut or damaged one never reads as the whole.
    @Test func serializedNodesReadBack() throws {
        typealias Node = Template.Node
        let at = Template.Location(line: 3, column: 7)
        let hostile: [Node] = [
            .literal(""), .literal("'12:=x-1,1;/#^ \n\t\"\\ 👩‍👩‍👧 e\u{301}"),
            .variable("name", standaloneIndent: nil, at), .variable("n2", standaloneIndent: "\t  ", at),
            .section("list", inverted: false, [.literal("a"), .section("inner", inverted: true, [], at)], at),
            .section("empty", inverted: true, [], Template.Location(line: 123_456, column: 0)),
        ]
        #expect(Template.deserialize(Template.serialized(hostile)) == hostile)
        #expect(Template.deserialize("") == [])
        for name in TemplateSet.names {
            let nodes = try Template(name: name, source: EmbeddedTemplates.files[name]!).parsedNodes
            let text = Template.serialized(nodes)
            #expect(Template.deserialize(text) == nodes, "\(name)")
            let bytes = Array(text.utf8)
            for cut in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 25)) {
                let cutText = String(decoding: bytes[..<cut], as: UTF8.self)
                #expect(Template.deserialize(cutText) != nodes, "\(name) cut at \(cut) read as the whole")
            }
        }
        // Nesting deeper than the reader goes (64 sections) is refused when recording, not at run time.
        let deep = String(repeating: "{{#a}}", count: 70) + "x" + String(repeating: "{{/a}}", count: 70) + "\n"
        let deepNodes = try Template(name: "deep", source: deep).parsedNodes
        #expect(Template.deserialize(Template.serialized(deepNodes)) == nil)
        #expect(throws: TemplateError.self) { try TemplateSet.embeddedSource(["deep.swift.mustache": deep]) }
        for damaged in ["x", "'5:ab", "'2ab", "=3:abc", "=1:a-1,1", "#1:a1,1;", "/", "'99999999999:a", "=1:a2:  x,1;"] {
            #expect(Template.deserialize(damaged) == nil, "\(damaged) read")
        }
    }

    /// Every template parses and meets its declaration, in Templates/ and in the copy the binary
    /// carries: the built-in set parses each template only when first rendered, so this is where a
    /// broken one is caught.
    @Test func everyTemplateParses() throws {
        let folder = TestSupport.root.appendingPathComponent("Templates")
        _ = try TemplateSet(
            sources: Dictionary(
                uniqueKeysWithValues: try TemplateSet.names.map {
                    ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
                }))
        _ = try TemplateSet(sources: EmbeddedTemplates.files)
    }

}

/// The project's own sources are kept as `swift format` leaves them (the generated
/// EmbeddedTemplates.swift and EmbeddedSchemas.swift excepted: their bytes belong to their drift tests).
@Suite struct SourceFormatTests {
    @Test func sourcesAreAFixedPointOfSwiftFormat() throws {
        let fileManager = FileManager.default
        var sources: [URL] = []
        for folder in ["Sources", "Tests/A11yGenCoreTests"] {
            let root = TestSupport.root.appendingPathComponent(folder)
            for case let path as String in fileManager.enumerator(atPath: root.path)
                ?? FileManager.DirectoryEnumerator()
            where path.hasSuffix(".swift") && !path.contains("Golden/") && !path.hasSuffix("EmbeddedTemplates.swift")
                && !path.hasSuffix("EmbeddedSchemas.swift")
            {
                sources.append(root.appendingPathComponent(path))
            }
        }
        #expect(sources.count > 30)
        let copies = fileManager.temporaryDirectory.appendingPathComponent("a11y-gen-self-format-\(UUID().uuidString)")
        try fileManager.createDirectory(at: copies, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: copies) }
        var pairs: [(URL, URL)] = []
        for (index, source) in sources.enumerated() {
            let copy = copies.appendingPathComponent("\(index)-\(source.lastPathComponent)")
            try fileManager.copyItem(at: source, to: copy)
            pairs.append((source, copy))
        }
        let swift = URL(fileURLWithPath: CompileHarness.swiftc).deletingLastPathComponent().appendingPathComponent(
            "swift"
        ).path
        let configuration = TestSupport.root.appendingPathComponent(".swift-format").path
        let (status, output) = CompileHarness.run(
            swift, ["format", "--in-place", "--configuration", configuration] + pairs.map(\.1.path))
        #expect(status == 0, "\(output)")
        for (source, copy) in pairs where TestSupport.read(source) != TestSupport.read(copy) {
            Issue.record(
                "\(source.path) is not formatted; run: swift format --in-place --configuration .swift-format <file>")
        }
    }
}
