import Foundation
import Testing

@testable import A11yGenCore

/// `a11y-gen init [DIR]`: a starter config and an example spec that both read cleanly, never an
/// overwrite, and the next command to run.
@Suite struct InitCommandTests {
    static func run(_ arguments: [String], files: MemoryFiles) -> ToolOutput {
        CommandLineTool(files: files).run(["init"] + arguments)
    }

    @Test func aFreshFolderGetsAConfigAndASpecAndTheNextCommand() throws {
        let files = MemoryFiles()
        let run = Self.run([], files: files)
        #expect(run.code == 0 && run.stderr.isEmpty)
        #expect(files.paths == ["a11y-gen.json", "a11y-specs/SignUpForm.json"])
        #expect(run.stdout.hasPrefix("created a11y-gen.json\ncreated a11y-specs/SignUpForm.json\n"))
        #expect(run.stdout.contains("\n  a11y-gen generate\n"))
        let config = try ConfigReader().read(data: Array(try #require(files.text("a11y-gen.json")).utf8)).get()
        #expect(config.generate.map(\.specs) == ["a11y-specs"])
        let spec = try SpecReader().readForm(
            data: Array(try #require(files.text("a11y-specs/SignUpForm.json")).utf8), defaults: config
        ).get()
        #expect(spec.name == "SignUpForm" && !spec.fields.isEmpty)
    }

    @Test func aFolderArgumentIsCreatedAndNamedInTheNextCommand() {
        let files = MemoryFiles()
        let run = Self.run(["My App"], files: files)
        #expect(run.code == 0)
        #expect(files.paths == ["My App/a11y-gen.json", "My App/a11y-specs/SignUpForm.json"])
        #expect(run.stdout.contains("cd 'My App' && a11y-gen generate"))
    }

    @Test func anExistingConfigIsRefusedAndNothingIsWritten() {
        let files = MemoryFiles(["a11y-gen.json": "{}"])
        let run = Self.run([], files: files)
        #expect(run.code == 1 && run.stdout.isEmpty)
        #expect(run.stderr.contains("a11y-gen.json: error: already exists; init does not overwrite it"))
        #expect(run.stderr.contains("Nothing was written"))
        #expect(files.paths == ["a11y-gen.json"] && files.text("a11y-gen.json") == "{}" && files.writes.isEmpty)
    }

    @Test func anExistingExampleSpecIsRefusedToo() {
        let files = MemoryFiles(["app/a11y-specs/SignUpForm.json": "mine"])
        let run = Self.run(["app"], files: files)
        #expect(run.code == 1)
        #expect(run.stderr.contains("app/a11y-specs/SignUpForm.json: error: already exists"))
        #expect(!run.stderr.contains("app/a11y-gen.json: error"))
        #expect(files.writes.isEmpty && files.text("app/a11y-specs/SignUpForm.json") == "mine")
    }

    /// A write that fails part way (a read-only specs folder) leaves no config behind, so once the
    /// folder is fixed the same init succeeds instead of refusing over its own half-made project.
    @Test func aFailedWriteLeavesNothingSoInitCanBeRunAgain() {
        let files = MemoryFiles()
        files.unwritable = ["a11y-specs/SignUpForm.json"]
        let failed = Self.run([], files: files)
        #expect(failed.code == 1 && failed.stdout.isEmpty)
        #expect(failed.stderr.contains("a11y-specs/SignUpForm.json: error: cannot write the file"))
        #expect(failed.stderr.contains("nothing was written"))
        #expect(files.paths.isEmpty && files.writes.isEmpty)
        files.unwritable = []
        let again = Self.run([], files: files)
        #expect(again.code == 0 && files.paths == ["a11y-gen.json", "a11y-specs/SignUpForm.json"])
    }

    @Test func usageAndHelp() {
        let files = MemoryFiles()
        #expect(Self.run(["a", "b"], files: files).code == 64)
        #expect(Self.run(["--bogus"], files: files).code == 64)
        #expect(Self.run(["--help"], files: files).stdout.contains("USAGE: a11y-gen init [<dir>]"))
        #expect(CommandLineTool(files: files).run(["help", "init"]).stdout.contains("USAGE: a11y-gen init"))
        let overview = CommandLineTool(files: files).run(["--help"]).stdout
        #expect(overview.contains("  init ") && overview.contains("  generate "))
        #expect(files.writes.isEmpty)
    }
}
