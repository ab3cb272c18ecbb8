import Foundation
import Testing

@testable import A11yGenCore

/// `component --strings-table`, `--strings-bundle` and `--strings`: a design system lives in a Swift
/// package target, whose strings are in its own bundle, so the component's two lookups (the name
/// with an error appended, the keyboard's Done) must be able to name that table and `Bundle.module`,
/// and reach the catalog as a field's and a form's do.
@Suite struct ComponentStringsTests {
    static let both = Deployment(platforms: [.ios, .macos])
    static let module = Renderer(localization: LocalizationOptions(table: "DesignSystem", bundle: .module))

    static func run(_ arguments: [String], files: MemoryFiles = MemoryFiles([:])) -> ToolOutput {
        CommandLineTool(files: files).run(arguments)
    }

    /// Every lookup in the family file names the table and the module bundle, none is left plain,
    /// and the header's command gives both flags back.
    @Test func aTableAndTheModuleBundleReachEveryLookup() {
        let result = Generator.componentFamily(prefix: "DS", deployment: Self.both, renderer: Self.module)
        let flat = FieldWords.oneLine(result.code)
        let formats = flat.components(separatedBy: "String(localized:").count - 1
        let texts = flat.components(separatedBy: "Text(\"Done\"").count - 1
        #expect(formats == 3 && texts == 3, "one of each per member")
        #expect(
            flat.components(separatedBy: "table: \"DesignSystem\", bundle: .module, comment: ").count - 1 == formats)
        #expect(
            flat.components(separatedBy: "tableName: \"DesignSystem\", bundle: .module, comment: ").count - 1 == texts)
        #expect(LocalizationScan.plainLiterals(in: result.code).isEmpty)
        #expect(
            result.code.contains(
                "--minimum-os ios=17,macos=14 \\\n//     --strings-table DesignSystem --strings-bundle module\n"))
        #expect(result.code.split(separator: "\n").allSatisfy { $0.count <= 120 })
        #expect(result.strings.map(\.key) == ["%@, %@", "Done"])
        #expect(
            result.verify.last?.hasPrefix("The package target lists DesignSystem.xcstrings among its resources") == true
        )
        let plain = Generator.componentFamily(prefix: "DS", deployment: Self.both)
        #expect(!plain.code.contains("bundle:") && !plain.code.contains("table"))
        #expect(!plain.verify.contains { $0.contains("Bundle.module") })
    }

    /// The catalog lists only what the file looks up: a Mac-only file has no keyboard Done.
    @Test func aMacOnlyFileHasNoDone() {
        let mac = Generator.componentFamily(prefix: "DS", deployment: Deployment(platforms: [.macos]))
        #expect(mac.strings.map(\.key) == ["%@, %@"])
        #expect(!mac.code.contains("\"Done\""))
    }

    /// In a package target (where SwiftPM declares `Bundle.module`) the file type-checks on every
    /// platform and in both language modes; outside one it does not, which is what the flag is for.
    @Test(TestSupport.needsSeeds) func theModuleBundleTypeChecksInAPackage() throws {
        var byConfiguration: [CompileConfiguration: [TypeCheckCase]] = [:]
        for configuration in CompileConfiguration.all {
            let single = Deployment(
                platforms: [configuration.platform], minimums: [configuration.platform: configuration.minimum])
            let kinds = ComponentKind.allCases.filter { ComponentPlanner.unsupported($0, single) == nil }
            let code = Generator.component(kinds, name: "all", prefix: "Pkg", deployment: single, renderer: Self.module)
                .code
            byConfiguration[configuration] = [
                TypeCheckCase(
                    id: "package", source: code + "\nextension Bundle {\n    static let module = Bundle.main\n}\n",
                    origin: "component all, module bundle, for \(configuration)")
            ]
        }
        let problems = try CompileHarness.check(byConfiguration, showSource: false)
        #expect(problems.isEmpty, "\(problems.count) failures:\n\(problems.prefix(2).joined(separator: "\n\n"))")
        let ios = try #require(CompileConfiguration.all.first { $0.platform == .ios })
        let outside = try CompileHarness.check(
            [
                ios: [
                    TypeCheckCase(
                        id: "app",
                        source: Generator.componentFamily(
                            prefix: "App", deployment: Deployment(platforms: [.ios]), renderer: Self.module
                        ).code, origin: "no package")
                ]
            ], showSource: false)
        #expect(outside.contains { $0.contains("module") }, "Bundle.module exists only in a package target")
    }

    /// `check` finds nothing in the package's file either.
    @Test func checkFindsNothing() {
        let code = Generator.componentFamily(prefix: "DS", deployment: Self.both, renderer: Self.module).code
        let result = CheckEngine().check(path: "DSInputs.swift", bytes: Array(code.utf8))
        #expect(result.problem == nil)
        #expect(result.findings.isEmpty, "\(result.findings.map { $0.formatted() })")
    }

    // MARK: The command

    /// `--strings` merges the two strings under the prefix's mark, says so on standard error, and
    /// leaves an unchanged catalog alone; the file on standard output is the one without `--strings`.
    @Test func stringsMergesUnderThePrefixsMark() throws {
        let files = MemoryFiles([
            "DS/Resources/DesignSystem.xcstrings": """
            {"sourceLanguage": "en", "strings": {"Old" : {"comment" : "x [a11y-gen: DS components]"}, "Keep" : {"comment" : "y [a11y-gen: SignUpForm]"}}, "version": "1.0"}
            """
        ])
        let arguments = [
            "component", "all", "--strings-table", "DesignSystem", "--strings-bundle", "module", "--strings",
            "DS/Resources/DesignSystem.xcstrings",
        ]
        let first = Self.run(arguments, files: files)
        #expect(first.code == 0, "\(first)")
        #expect(first.stderr == "updated DS/Resources/DesignSystem.xcstrings\n")
        #expect(first.stdout == Self.run(Array(arguments.dropLast(2))).stdout)
        let entries = try StringsCommandTests.entries(files, "DS/Resources/DesignSystem.xcstrings")
        #expect(Set(entries.keys) == ["%@, %@", "Done", "Keep"], "Old was the components' and is no longer used")
        #expect((entries["Done"]?["comment"] as? String)?.hasSuffix("[a11y-gen: DS components]") == true)
        let again = Self.run(arguments, files: files)
        #expect(again.code == 0 && again.stderr == "unchanged DS/Resources/DesignSystem.xcstrings\n")
    }

    /// `--locale` writes the two strings' source text in that language, quotes the flag in the header,
    /// and gives the catalog's source language: a German package's catalog is refused without it.
    @Test func localeWritesTheWordsAndTheCatalogsLanguage() throws {
        let german = Self.run(["component", "text-field", "--locale", "de_DE"])
        #expect(german.code == 0, "\(german)")
        #expect(german.stdout.contains("Text(\"Fertig\", comment: "))
        #expect(german.stdout.contains("\\\n//     --locale de_DE\n"))
        let japanese = Self.run(["component", "text-field", "--locale", "ja_JP"])
        #expect(japanese.stdout.contains("localized: \"\\(spokenLabel)、\\(error)\","))
        let files = MemoryFiles(["DS.xcstrings": #"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#])
        let english = Self.run(
            ["component", "all", "--strings", "DS.xcstrings", "--strings-table", "DS"], files: files)
        #expect(english.code == 1 && english.stdout.isEmpty)
        #expect(english.stderr.contains("[catalog-language-mismatch]"))
        let written = Self.run(
            ["component", "all", "--strings", "DS.xcstrings", "--strings-table", "DS", "--locale", "de_DE"],
            files: files)
        #expect(written.code == 0, "\(written)")
        #expect(Set(try StringsCommandTests.entries(files, "DS.xcstrings").keys) == ["%@, %@", "Fertig"])
        let bad = Self.run(["component", "text-field", "--locale", "german"])
        #expect(bad.code == 64 && bad.stderr.contains("'--locale <locale>'"))
    }

    /// `--dry-run` writes nothing; a catalog named for another table is warned about.
    @Test func dryRunWritesNothingAndAMismatchedTableIsWarnedAbout() {
        let files = MemoryFiles([:])
        let run = Self.run(
            [
                "component", "text-field", "--strings-table", "DesignSystem", "--strings", "Localizable.xcstrings",
                "--dry-run",
            ],
            files: files)
        #expect(run.code == 0, "\(run)")
        #expect(run.stderr.contains("[strings-table-mismatch]"))
        #expect(run.stderr.hasSuffix("would create Localizable.xcstrings (14 lines)\n"))
        #expect(files.text("Localizable.xcstrings") == nil)
    }

    /// Bad flags are usage errors (64) and a catalog that cannot be merged is a problem in the input
    /// (1); neither prints the file or writes anything.
    @Test func badInputWritesNothing() {
        for (arguments, code, words) in [
            (["--strings-bundle", "app"], 64, "--strings-bundle <main|module>"),
            (["--strings-table", "A B"], 64, "--strings-table <name>"),
            (["--strings", "Strings.json"], 64, "--strings <file.xcstrings>"),
            (["--dry-run"], 64, "'--dry-run' applies to '--strings <file.xcstrings>'"),
            (["--strings", "Bad.xcstrings"], 1, "Bad.xcstrings:1:"),
        ] {
            let files = MemoryFiles(["Bad.xcstrings": "{\"strings\": "])
            let run = Self.run(["component", "text-field"] + arguments, files: files)
            #expect(run.code == Int32(code), "\(arguments): \(run)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.contains(words), "\(arguments): \(run.stderr)")
            #expect(files.text("Bad.xcstrings") == "{\"strings\": ")
        }
    }
}
