import Foundation
import Testing

@testable import A11yGenCore

/// What the SwiftPM plugins rely on: `form --wrap-can-import-swiftui` (the build tool plugin's
/// Linux answer) and `form --config` (a project's defaults), and Examples/PluginDemo's specs.
/// `.ci/plugin-demo` runs both plugins on a copy of the example and checks that they write exactly
/// what `a11y-gen form` prints; these tests check that that output type-checks.
@Suite struct PluginSupportTests {
    static let demo = TestSupport.root.appendingPathComponent("Examples/PluginDemo")
    static let config = #"{"platforms": ["ios"], "minimumOS": {"ios": "18", "macos": "14"}}"#
    static let spec = #"{"name": "JoinForm", "title": "Join", "fields": [{"label": "Email", "type": "email"}]}"#

    static func run(_ arguments: [String], files: MemoryFiles) -> ToolOutput {
        CommandLineTool(files: files).run(["form"] + arguments)
    }

    @Test func wrappingAddsOnlyTheTwoLinesAroundEverythingBelowTheHeader() throws {
        let files = MemoryFiles(["Join.a11y.json": Self.spec, "a11y-gen.json": Self.config])
        let plain = Self.run(["Join.a11y.json"], files: files)
        let wrapped = Self.run(["Join.a11y.json", "--wrap-can-import-swiftui"], files: files)
        #expect(plain.code == 0 && wrapped.code == 0, "\(plain) \(wrapped)")
        var lines = wrapped.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let open = try #require(lines.firstIndex(of: "#if canImport(SwiftUI)"))
        #expect(lines[..<open].allSatisfy { $0.hasPrefix("//") || $0.isEmpty }, "only the header is above #if")
        #expect(lines[open - 1].isEmpty && lines[open + 1].hasPrefix("import "))
        #expect(Array(lines.suffix(2)) == ["#endif", ""])
        lines.remove(at: lines.count - 2)
        lines.remove(at: open)
        // Byte-identical but for the two lines and the checksum, which is taken over the wrapped file.
        func withoutChecksum(_ text: some StringProtocol) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix(GeneratedChecksum.prefix) }.joined(separator: "\n")
        }
        #expect(withoutChecksum(lines.joined(separator: "\n")) == withoutChecksum(plain.stdout))
        #expect(wrapped.stdout.hasPrefix(WriteAction.marker), "still a11y-gen's file, so -o may rewrite it")
        // Its checksum holds, so the build tool plugin's next regeneration after a spec edit updates it
        // (rev49: it was refused as edited by hand, and the build failed).
        #expect(GeneratedChecksum.verify(Array(wrapped.stdout.utf8)) == true)

        // -o and --format json carry the same wrapped code.
        let written = Self.run(
            ["Join.a11y.json", "--wrap-can-import-swiftui", "-o", "JoinForm.swift"], files: files)
        #expect(written.code == 0 && files.text("JoinForm.swift") == wrapped.stdout)
        let again = Self.run(["Join.a11y.json", "--wrap-can-import-swiftui", "-o", "JoinForm.swift"], files: files)
        #expect(again.stdout == "unchanged JoinForm.swift\n")
        files.put(
            Self.spec.replacingOccurrences(of: #""title": "Join""#, with: #""title": "Join us""#), at: "Join.a11y.json")
        let edited = Self.run(["Join.a11y.json", "--wrap-can-import-swiftui", "-o", "JoinForm.swift"], files: files)
        #expect(edited.code == 0 && edited.stdout == "updated JoinForm.swift\n", "\(edited)")
        files.put(Self.spec, at: "Join.a11y.json")
        let json = Self.run(["Join.a11y.json", "--wrap-can-import-swiftui", "--format", "json"], files: files)
        let object = try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any]
        #expect(object?["code"] as? String == wrapped.stdout)
    }

    /// The build tool plugin reads specs by absolute path; `--spec-name` keeps that path of the
    /// build machine out of the header, and changes nothing else.
    @Test func specNameReplacesOnlyThePathInTheHeader() throws {
        let files = MemoryFiles(["/Users/someone/App/Sources/Forms/Join.a11y.json": Self.spec])
        let absolute = Self.run(["/Users/someone/App/Sources/Forms/Join.a11y.json"], files: files)
        let named = Self.run(
            ["/Users/someone/App/Sources/Forms/Join.a11y.json", "--spec-name", "Sources/Forms/Join.a11y.json"],
            files: files)
        #expect(absolute.code == 0 && named.code == 0, "\(absolute) \(named)")
        #expect(absolute.stdout.contains("from /Users/someone/App/Sources/Forms/Join.a11y.json."))
        #expect(!named.stdout.contains("/Users/someone"))
        #expect(named.stdout.contains("from Sources/Forms/Join.a11y.json."))
        #expect(
            TestSupport.unstamped(
                named.stdout.replacingOccurrences(
                    of: "from Sources/Forms/", with: "from /Users/someone/App/Sources/Forms/"))
                == TestSupport.unstamped(absolute.stdout))
    }

    @Test func configFillsInDefaultsAsGenerateDoesAndNeedsNoGenerateEntry() throws {
        let files = MemoryFiles([
            "Join.a11y.json": Self.spec, "a11y-gen.json": Self.config,
            "full/a11y-gen.json": #"{"locale": "en_GB", "generate": [{"specs": "specs", "output": "Out"}]}"#,
            "full/specs/Join.json": Self.spec,
            "bad.json": #"{"platfroms": ["ios"]}"#,
        ])
        let plain = Self.run(["Join.a11y.json"], files: files)
        let configured = Self.run(["Join.a11y.json", "--config", "a11y-gen.json"], files: files)
        #expect(configured.code == 0, "\(configured)")
        #expect(!plain.stdout.contains("// Platforms: iOS 18.0\n"))
        #expect(configured.stdout.contains("// Platforms: iOS 18.0\n"))

        // The same bytes `generate` writes for the spec, run in the config's folder.
        _ = CommandLineTool(files: files).run(["generate", "--config", "full/a11y-gen.json"])
        let generated = try #require(files.text("full/Out/JoinForm.swift"))
        let tool = CommandLineTool(files: files)
        let form = tool.run(["form", "full/specs/Join.json", "--config", "full/a11y-gen.json"])
        #expect(
            TestSupport.unstamped(
                form.stdout.replacingOccurrences(of: "from full/specs/Join.json.", with: "from specs/Join.json."))
                == TestSupport.unstamped(generated))

        let bad = Self.run(["Join.a11y.json", "--config", "bad.json"], files: files)
        #expect(bad.code == 1 && bad.stdout.isEmpty)
        #expect(
            bad.stderr.contains("bad.json:1:2: $.platfroms: error: unknown key 'platfroms'; did you mean 'platforms'?"))
        let missing = Self.run(["Join.a11y.json", "--config", "nope.json"], files: files)
        #expect(missing.code == 1 && missing.stderr.hasPrefix("nope.json: error: cannot read the config"))
    }

    /// A config's template set applies to `form --config` as it does to `generate` (so the build tool
    /// plugin renders a design system's views too); `--templates` still wins; a missing folder stops
    /// the command before anything is written.
    @Test func configTemplatesApplyToFormAsToGenerate() throws {
        let builtIn = try #require(EmbeddedTemplates.files["form.swift.mustache"])
        let teamForm = builtIn.replacingOccurrences(
            of: "// Rules: {{rules}}\n", with: "// Rules: {{rules}}\n// team set\n")
        #expect(teamForm != builtIn)
        let files = MemoryFiles([
            "app/a11y-gen.json": #"{"templates": "Team", "generate": [{"specs": "specs", "output": "Out"}]}"#,
            "app/Team/form.swift.mustache": teamForm,
            "app/Other/form.swift.mustache": builtIn,
            "app/specs/Join.json": Self.spec,
            "broken.json": #"{"templates": "Missing"}"#,
        ])
        let form = Self.run(["app/specs/Join.json", "--config", "app/a11y-gen.json"], files: files)
        #expect(form.code == 0, "\(form)")
        #expect(form.stdout.contains("// team set"), "the config's template set was not used")
        _ = CommandLineTool(files: files).run(["generate", "--config", "app/a11y-gen.json"])
        let generated = try #require(files.text("app/Out/JoinForm.swift"))
        #expect(
            TestSupport.unstamped(
                form.stdout.replacingOccurrences(of: "from app/specs/Join.json.", with: "from specs/Join.json."))
                == TestSupport.unstamped(generated))
        let overridden = Self.run(
            ["app/specs/Join.json", "--config", "app/a11y-gen.json", "--templates", "app/Other"], files: files)
        #expect(overridden.code == 0 && !overridden.stdout.contains("// team set"))
        let missing = Self.run(["Join.a11y.json", "--config", "broken.json", "-o", "Out.swift"], files: files)
        #expect(missing.code == 1 && missing.stderr.contains("Missing:1:1: error: no such folder"), "\(missing)")
        #expect(files.text("Out.swift") == nil)
    }

    /// Every form the example's plugins generate, as `a11y-gen form` prints it (which
    /// `.ci/plugin-demo` shows the plugins write), type-checks for its platforms; the build tool
    /// plugin's file wrapped, as it writes it. The model module is named SwiftUI, so
    /// `canImport(SwiftUI)` is true here and the wrapped view is checked, not skipped.
    @Test func theExamplesGeneratedViewsTypeCheck() throws {
        let config = try ConfigReader().read(
            data: Array(contentsOf: Self.demo.appendingPathComponent("a11y-gen.json"))
        ).get()
        var items: [(origin: String, result: FormResult)] = []
        for (path, wrap) in [
            ("a11y-specs/ContactForm.json", false), ("Sources/DemoForms/NewsletterForm.a11y.json", true),
        ] {
            let data = try Array(contentsOf: Self.demo.appendingPathComponent(path))
            let result = try Generator.form(SpecReader().readForm(data: data, defaults: config).get(), input: path)
            items.append(("Examples/PluginDemo/\(path)", wrap ? result.wrappedInCanImportSwiftUI() : result))
        }
        #expect(items[0].result.platforms == [.ios, .macos] && items[0].result.minimumOS["macos"] == "14.0")
        // The package builds its target for iOS and macOS, so each view is written for both: a view for
        // iOS alone uses .textInputAutocapitalization, which a Mac build of the package refuses.
        let manifest = try String(contentsOf: Self.demo.appendingPathComponent("Package.swift"), encoding: .utf8)
        let built: [Platform] = [(".iOS(", Platform.ios), (".macOS(", .macos)].compactMap {
            manifest.contains($0.0) ? $0.1 : nil
        }
        #expect(built == [.ios, .macos])
        for item in items { #expect(item.result.platforms == built, "\(item.origin) is not written for \(built)") }
        // The wrapper on every platform and minimum the real-world examples name (iOS and macOS).
        for spec in FormTests.exampleSpecs {
            items.append(("Examples/\(spec), wrapped", try FormTests.generate(spec).wrappedInCanImportSwiftUI()))
        }
        let problems = try CompileHarness.checkForms(items)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    /// The example is what the README tells users to write, and uses what the root package declares.
    @Test func theExamplePackageUsesBothPluginsByRelativePath() throws {
        let manifest = try String(contentsOf: Self.demo.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "a11y-gen", path: "../..")"#))
        #expect(manifest.contains(#".plugin(name: "A11yGenBuildPlugin", package: "a11y-gen")"#))
        let root = try String(contentsOf: TestSupport.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(root.contains(#".plugin(name: "a11y-gen-generate", targets: ["A11yGenGeneratePlugin"])"#))
        #expect(root.contains(#"verb: "a11y-gen-generate""#))
        #expect(root.contains(#".plugin(name: "A11yGenBuildPlugin", targets: ["A11yGenBuildPlugin"])"#))
        let run = try String(contentsOf: TestSupport.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(run.contains(".ci/plugin-demo"))
    }
}
