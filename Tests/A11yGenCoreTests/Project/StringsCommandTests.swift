import Foundation
import Testing

@testable import A11yGenCore

/// `--strings`, `--strings-table`, `--strings-bundle` on `form` and `field`, and the config's
/// `strings`, `stringsTable`, `stringsBundle` for `generate`: the catalog is merged in full before
/// anything is written, a failure writes neither file, and an unchanged catalog is not rewritten.
@Suite struct StringsCommandTests {
    static let signUp =
        #"{"name": "SignUpForm", "title": "Sign up", "locale": "de_DE", "fields": [{"label": "Email", "type": "email", "validation": {"required": true}}]}"#

    static func run(_ arguments: [String], files: MemoryFiles) -> ToolOutput {
        CommandLineTool(files: files).run(arguments)
    }

    /// A catalog with three entries SignUpForm no longer uses (one translated), a person's own key,
    /// and another view's key.
    static let existing = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "Gone" : {
              "comment" : "Removed from the form [a11y-gen: SignUpForm]",
              "extractionState" : "manual"
            },
            "Kept" : {
              "comment" : "Translated, then removed [a11y-gen: SignUpForm]",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Kept"
                  }
                }
              }
            },
            "Mine" : {
              "comment" : "A person's own key"
            },
            "Other" : {
              "comment" : "Another view's [a11y-gen: LoginForm]",
              "extractionState" : "manual"
            }
          },
          "version" : "1.0"
        }

        """

    static func catalog(_ files: MemoryFiles, _ path: String) throws -> [String: Any] {
        let text = try #require(files.text(path), "\(path) was not written")
        return try #require(try JSONSerialization.jsonObject(with: Array(text.utf8)) as? [String: Any])
    }

    static func entries(_ files: MemoryFiles, _ path: String) throws -> [String: [String: Any]] {
        let strings = try #require(try catalog(files, path)["strings"] as? [String: Any])
        return strings.compactMapValues { $0 as? [String: Any] }
    }

    /// The strings the form's result reports, as `--format json` prints them.
    static func reportedKeys(_ files: MemoryFiles) throws -> [String] {
        let run = Self.run(["form", "specs/SignUp.json", "--format", "json"], files: files)
        let object = try #require(try JSONSerialization.jsonObject(with: Array(run.stdout.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [[String: Any]])
        return strings.compactMap { $0["key"] as? String }
    }

    // MARK: form

    @Test func formWritesTheViewAndTheCatalogThenLeavesBothUnchanged() throws {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "App/.keep": ""])
        let first = Self.run(
            ["form", "specs/SignUp.json", "-o", "App/SignUpForm.swift", "--strings", "App/Localizable.xcstrings"],
            files: files)
        #expect(first.code == 0, "\(first)")
        #expect(first.stdout == "created App/SignUpForm.swift\ncreated App/Localizable.xcstrings\n")
        let top = try Self.catalog(files, "App/Localizable.xcstrings")
        #expect(top["sourceLanguage"] as? String == "de", "the spec's locale de_DE gives the source language")
        #expect(top["version"] as? String == "1.0")
        let entries = try Self.entries(files, "App/Localizable.xcstrings")
        let keys = try Self.reportedKeys(files)
        #expect(Set(entries.keys) == Set(keys), "every string the result reports, and nothing else")
        for key in keys {
            #expect((entries[key]?["comment"] as? String)?.hasSuffix("[a11y-gen: SignUpForm]") == true, "\(key)")
            #expect(entries[key]?["extractionState"] as? String == "manual")
        }
        let writes = files.writes.count
        let second = Self.run(
            ["form", "specs/SignUp.json", "-o", "App/SignUpForm.swift", "--strings", "App/Localizable.xcstrings"],
            files: files)
        #expect(second.code == 0)
        #expect(second.stdout == "unchanged App/SignUpForm.swift\nunchanged App/Localizable.xcstrings\n")
        #expect(files.writes.count == writes, "unchanged files are not rewritten")
    }

    @Test func formMergesRemovingOnlyWhatItAdded() throws {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "Localizable.xcstrings": Self.existing])
        let run = Self.run(
            ["form", "specs/SignUp.json", "-o", "SignUpForm.swift", "--strings", "Localizable.xcstrings"], files: files)
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.contains("updated Localizable.xcstrings\n"))
        let entries = try Self.entries(files, "Localizable.xcstrings")
        #expect(entries["Gone"] == nil, "untranslated and no longer used: removed")
        #expect(entries["Kept"]?["extractionState"] as? String == "stale", "translated: kept, stale")
        #expect(files.text("Localizable.xcstrings")?.contains("\"value\" : \"Kept\"") == true)
        #expect(entries["Mine"]?["comment"] as? String == "A person's own key")
        #expect(entries["Mine"]?.count == 1)
        #expect(entries["Other"]?["comment"] as? String == "Another view's [a11y-gen: LoginForm]")
    }

    @Test func aBadCatalogWritesNeitherFile() {
        for (catalog, expected) in [
            ("{\"sourceLanguage\": \"de\", \"strings\": {", "Localizable.xcstrings:1:38: error:"),
            (#"{"sourceLanguage": "de", "version": "1.0"}"#, "Localizable.xcstrings: $.strings: error:"),
            (#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#, "catalog-language-mismatch"),
        ] {
            let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "Localizable.xcstrings": catalog])
            let run = Self.run(
                ["form", "specs/SignUp.json", "-o", "SignUpForm.swift", "--strings", "Localizable.xcstrings"],
                files: files)
            #expect(run.code == 1)
            #expect(run.stderr.contains(expected), "\(run.stderr)")
            #expect(run.stderr.contains("nothing was written"))
            #expect(files.writes.isEmpty, "neither the view nor the catalog")
            #expect(files.text("Localizable.xcstrings") == catalog)
        }
    }

    /// A catalog that cannot be written (a read-only folder): the new-user test saw the view
    /// created, and updated on the next run, under "nothing was written". Both are staged first now.
    @Test func aCatalogThatCannotBeWrittenWritesNeitherFile() {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "Strings/.keep": ""])
        files.unwritable = ["Strings/Localizable.xcstrings"]
        let run = Self.run(
            ["form", "specs/SignUp.json", "-o", "SignUpForm.swift", "--strings", "Strings/Localizable.xcstrings"],
            files: files)
        #expect(run.code == 1)
        #expect(run.stderr.contains("Strings/Localizable.xcstrings: error: cannot write the file"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was written (nor any other file of this run)"))
        #expect(files.writes.isEmpty, "\(files.writes)")
        #expect(files.text("SignUpForm.swift") == nil)

        let config = MemoryFiles([
            "a11y-gen.json": Self.config, "specs/Login.json": Self.login, "Resources/.keep": "",
        ])
        config.unwritable = ["Resources/Localizable.xcstrings"]
        let generate = Self.run(["generate"], files: config)
        #expect(generate.code == 1)
        #expect(generate.stderr.contains("Resources/Localizable.xcstrings: error: cannot write the file"))
        #expect(!generate.stdout.contains("created"), "\(generate.stdout)")
        #expect(config.writes.isEmpty, "\(config.writes)")
    }

    @Test func aBadSpecOrAForeignViewWritesNeitherFile() {
        let files = MemoryFiles([
            "specs/Bad.json": #"{"name": "SignUpForm", "fields": [{"label": "Email", "type": "emial"}]}"#,
            "specs/SignUp.json": Self.signUp, "Mine.swift": "struct Mine {}\n",
        ])
        let bad = Self.run(
            ["form", "specs/Bad.json", "-o", "SignUpForm.swift", "--strings", "Localizable.xcstrings"], files: files)
        #expect(bad.code == 1)
        let foreign = Self.run(
            ["form", "specs/SignUp.json", "-o", "Mine.swift", "--strings", "Localizable.xcstrings"], files: files)
        #expect(foreign.code == 1)
        #expect(files.writes.isEmpty)
        #expect(files.text("Localizable.xcstrings") == nil)
    }

    @Test func dryRunWritesNothingAndReportsTheCatalog() throws {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "Localizable.xcstrings": Self.existing])
        let run = Self.run(
            ["form", "specs/SignUp.json", "-o", "SignUpForm.swift", "--strings", "Localizable.xcstrings", "--dry-run"],
            files: files)
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("would create SignUpForm.swift"))
        #expect(run.stdout.contains("would update Localizable.xcstrings:\n"))
        #expect(files.writes.isEmpty)
        // Without -o the code goes to standard output and the catalog's report to standard error.
        let noOutput = Self.run(
            ["form", "specs/SignUp.json", "--strings", "Localizable.xcstrings", "--dry-run", "--format", "json"],
            files: files)
        #expect(noOutput.code == 0)
        #expect(noOutput.stdout.hasPrefix("{"))
        #expect(noOutput.stderr.contains("would update Localizable.xcstrings:\n"))
        #expect(files.writes.isEmpty)
        let written = Self.run(["form", "specs/SignUp.json", "--strings", "Localizable.xcstrings"], files: files)
        #expect(written.stdout.hasPrefix("// Generated by a11y-gen"))
        #expect(written.stderr.hasSuffix("updated Localizable.xcstrings\n"))
        #expect(files.writes == ["Localizable.xcstrings"])
    }

    @Test func jsonReportNamesTheCatalogWrite() throws {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp])
        let run = Self.run(
            [
                "form", "specs/SignUp.json", "-o", "SignUpForm.swift", "--strings", "Localizable.xcstrings", "--format",
                "json",
            ],
            files: files)
        let object = try #require(try JSONSerialization.jsonObject(with: Array(run.stdout.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: Any])
        #expect(strings["path"] as? String == "Localizable.xcstrings")
        #expect(strings["action"] as? String == "create")
    }

    @Test func flagsAreChecked() {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp, "Folder.xcstrings/.keep": ""])
        let notCatalog = Self.run(["form", "specs/SignUp.json", "--strings", "Localizable.json"], files: files)
        #expect(notCatalog.code == 64)
        #expect(notCatalog.stderr.contains("ending in .xcstrings"))
        let badTable = Self.run(
            ["form", "specs/SignUp.json", "--strings-table", "a/b", "--strings", "a.xcstrings"], files: files)
        #expect(badTable.code == 64)
        #expect(badTable.stderr.contains("'--strings-table <name>'"))
        let badBundle = Self.run(["form", "specs/SignUp.json", "--strings-bundle", "app"], files: files)
        #expect(badBundle.code == 64)
        #expect(badBundle.stderr.contains("Use main (an app) or module"))
        let dryRunAlone = Self.run(["form", "specs/SignUp.json", "--dry-run"], files: files)
        #expect(dryRunAlone.code == 64)
        let folder = Self.run(["form", "specs/SignUp.json", "--strings", "Folder.xcstrings"], files: files)
        #expect(folder.code == 1)
        #expect(folder.stderr.contains("this is a folder"))
        let missingFolder = Self.run(["form", "specs/SignUp.json", "--strings", "Nope/L.xcstrings"], files: files)
        #expect(missingFolder.code == 1)
        #expect(missingFolder.stderr.contains("does not exist"))
        #expect(files.writes.isEmpty)
    }

    @Test func aCatalogNotNamedAfterTheTableIsWarnedAbout() {
        let files = MemoryFiles(["specs/SignUp.json": Self.signUp])
        let mismatch = Self.run(["form", "specs/SignUp.json", "--strings", "Forms.xcstrings"], files: files)
        #expect(mismatch.code == 0)
        #expect(mismatch.stderr.contains("[strings-table-mismatch]"))
        #expect(mismatch.stderr.contains("--strings-table Forms"))
        let matched = Self.run(
            ["form", "specs/SignUp.json", "--strings", "Forms.xcstrings", "--strings-table", "Forms"], files: files)
        #expect(!matched.stderr.contains("[strings-table-mismatch]"))
    }

    @Test func localizationOptionsComeFromFlagsOverTheConfig() throws {
        var config = ProjectConfig()
        config.localization = LocalizationOptions(table: "Forms", bundle: .module)
        let none = try Arguments.parse([], options: FormCommand.options)
        #expect(try StringsOptions.localization(none, config: config) == config.localization)
        #expect(try StringsOptions.localization(none, config: nil) == LocalizationOptions())
        let flags = try Arguments.parse(
            ["--strings-table", "Other", "--strings-bundle", "main"], options: FormCommand.options)
        #expect(
            try StringsOptions.localization(flags, config: config) == LocalizationOptions(table: "Other", bundle: .main)
        )
    }

    // MARK: field

    @Test func fieldMergesUnderItsIdentifier() throws {
        let files = MemoryFiles([
            "L.xcstrings": """
            {"sourceLanguage": "en", "strings": {"Old" : {"comment" : "x [a11y-gen: email]"}, "Keep" : {"comment" : "y [a11y-gen: phone]"}}, "version": "1.0"}
            """
        ])
        let run = Self.run(
            ["field", "--type", "email", "--label", "Email", "--strings", "L.xcstrings", "--strings-table", "L"],
            files: files)
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.contains("TextField"))
        #expect(run.stderr.hasSuffix("updated L.xcstrings\n"))
        let entries = try Self.entries(files, "L.xcstrings")
        #expect(entries["Old"] == nil, "the field 'email' no longer uses it")
        #expect(entries["Keep"] != nil, "another field's")
        let dryRun = Self.run(["field", "--type", "email", "--label", "Email", "--dry-run"], files: files)
        #expect(dryRun.code == 64)
    }

    // MARK: generate

    static let config = """
        {"locale": "en_US", "strings": "Resources/Localizable.xcstrings",
         "generate": [{"specs": "specs", "output": "Sources/Forms"}]}
        """
    static let login =
        #"{"name": "LoginForm", "title": "Log in", "fields": [{"label": "Username", "type": "username"}]}"#
    static let signUpEnglish =
        #"{"name": "SignUpForm", "title": "Sign up", "fields": [{"label": "Email", "type": "email"}]}"#

    @Test func generateWritesOneCatalogForEveryViewAndChecksIt() throws {
        let files = MemoryFiles([
            "a11y-gen.json": Self.config, "specs/Login.json": Self.login, "specs/SignUp.json": Self.signUpEnglish,
        ])
        let missing = Self.run(["generate", "--check"], files: files)
        #expect(missing.code == 1)
        #expect(
            missing.stdout.contains("missing Resources/Localizable.xcstrings: the String Catalog is not written yet"))

        let first = Self.run(["generate"], files: files)
        #expect(first.code == 0, "\(first)")
        #expect(first.stdout.contains("created Resources/Localizable.xcstrings\n"))
        #expect(first.stdout.hasSuffix("3 created.\n"))
        #expect(files.writes.filter { $0 == "Resources/Localizable.xcstrings" }.count == 1, "written once")
        #expect(try Self.catalog(files, "Resources/Localizable.xcstrings")["sourceLanguage"] as? String == "en")

        let fresh = Self.run(["generate", "--check"], files: files)
        #expect(fresh.code == 0, "\(fresh)")
        #expect(fresh.stdout.contains("fresh Resources/Localizable.xcstrings\n"))

        // An entry SignUpForm added but no longer uses makes the catalog stale.
        var top = try Self.catalog(files, "Resources/Localizable.xcstrings")
        var strings = try #require(top["strings"] as? [String: Any])
        strings["Old"] = ["comment": "x [a11y-gen: SignUpForm]"]
        top["strings"] = strings
        let text = String(decoding: try JSONSerialization.data(withJSONObject: top), as: UTF8.self)
        files.put(text, at: "Resources/Localizable.xcstrings")
        let stale = Self.run(["generate", "--check"], files: files)
        #expect(stale.code == 1)
        #expect(stale.stdout.contains("stale Resources/Localizable.xcstrings"))
        let dryRun = Self.run(["generate", "--dry-run"], files: files)
        #expect(dryRun.stdout.contains("would update Resources/Localizable.xcstrings:\n"))
        let writes = files.writes.count
        let again = Self.run(["generate"], files: files)
        #expect(again.stdout.contains("updated Resources/Localizable.xcstrings\n"))
        #expect(files.writes.count == writes + 1, "only the catalog changed")
        #expect(try Self.entries(files, "Resources/Localizable.xcstrings")["Old"] == nil)
    }

    @Test func generateWithABadCatalogWritesNothing() {
        let files = MemoryFiles([
            "a11y-gen.json": Self.config, "specs/Login.json": Self.login,
            "Resources/Localizable.xcstrings": "not json",
        ])
        let run = Self.run(["generate"], files: files)
        #expect(run.code == 1)
        #expect(run.stderr.contains("Resources/Localizable.xcstrings:1:1: error:"))
        #expect(run.stderr.contains("nothing was written"))
        #expect(files.writes.isEmpty)
    }

    @Test func generateRefusesSpecsInDifferentLanguagesSharingACatalog() {
        let files = MemoryFiles([
            "a11y-gen.json": Self.config, "specs/Login.json": Self.login, "specs/SignUp.json": Self.signUp,
        ])
        let run = Self.run(["generate"], files: files)
        #expect(run.code == 1)
        #expect(run.stderr.contains("[catalog-languages-differ]"))
        #expect(files.writes.isEmpty)
    }

    @Test func configKeysAreRead() throws {
        let good = try ConfigReader().read(
            data: Array(
                #"{"strings": "L10n/Forms.xcstrings", "stringsTable": "Forms", "stringsBundle": "module", "generate": [{"specs": "s", "output": "o"}]}"#
                    .utf8)
        ).get()
        #expect(good.strings == "L10n/Forms.xcstrings")
        #expect(good.localization == LocalizationOptions(table: "Forms", bundle: .module))
        let bad = ConfigReader().read(
            data: Array(
                #"{"strings": "L10n/Forms.json", "stringsTable": "", "stringsBundle": "app", "generate": [{"specs": "s", "output": "o"}]}"#
                    .utf8))
        guard case .failure(let errors) = bad else {
            Issue.record("accepted")
            return
        }
        #expect(errors.diagnostics.map(\.location) == ["$.strings", "$.stringsTable", "$.stringsBundle"])
    }
}
