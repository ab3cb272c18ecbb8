import Foundation
import Testing

@testable import A11yGenCore

/// `a11y-gen check`, run in-process: formats, exit codes, suppressions, rule selection, baselines,
/// standard input, and files that cannot be checked.
@Suite struct CheckCommandTests {
    /// Real files, writes allowed (for --write-baseline); reads of `unreadable` paths fail.
    struct TestFiles: FileAccess {
        var unreadable: Set<String> = []
        func read(_ path: String) throws -> [UInt8] {
            if unreadable.contains(path) {
                throw SystemError(code: EACCES)
            }
            return try Array(contentsOf: URL(fileURLWithPath: path))
        }
        func readIfPresent(_ path: String) throws -> [UInt8]? {
            FileManager.default.fileExists(atPath: path) ? try read(path) : nil
        }
        func writeAtomically(_ data: [UInt8], to path: String) throws { try data.write(to: URL(fileURLWithPath: path)) }
    }

    /// A temporary folder with `files` (relative path -> contents), removed after `body`.
    static func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Array(text.utf8).write(to: url)
        }
        try body(folder)
    }

    static func run(_ arguments: [String], unreadable: Set<String> = [], stdin: String = "") -> ToolOutput {
        var tool = CommandLineTool(files: TestFiles(unreadable: unreadable))
        tool.standardInput = { Array(stdin.utf8) }
        return tool.run(["check"] + arguments)
    }

    static let violations = """
        import SwiftUI

        struct LoginView: View {
            @State private var email = ""
            var body: some View {
                VStack {
                    Text("Welcome").font(.system(size: 28))
                    Text("Email")
                    TextField("Email text field", text: $email).keyboardType(.emailAddress).textContentType(.emailAddress)
                }
            }
        }
        """
    static let clean =
        "import SwiftUI\n\nstruct Clean: View {\n    var body: some View { Text(\"Hi\").font(.title) }\n}\n"

    @Test func textOutputIsCompilerShapedWithAHelpLine() throws {
        try Self.withFolder(["LoginView.swift": Self.violations]) { folder in
            let path = folder.appendingPathComponent("LoginView.swift").path
            let output = Self.run([path])
            #expect(output.code == 1)
            let lines = output.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 4)
            #expect(
                lines[0]
                    == "\(path):7:34: warning: fixed font size .system(size: 28) does not scale with Dynamic Type [global.no-fixed-font-size]"
            )
            #expect(
                lines[1] == "    help: use .font(.title): 28 pt at the default text size; it scales with Dynamic Type")
            #expect(lines[2].hasPrefix("\(path):9:23: warning: the TextField title \"Email text field\""))
            #expect(lines[2].hasSuffix("[text-field.no-control-type-in-label]"))
            #expect(lines[3] == "    help: write \"Email\" instead")
            #expect(output.stderr == "2 findings in 1 file.\n")
        }
    }

    @Test func cleanCodeExitsZero() throws {
        try Self.withFolder(["Clean.swift": Self.clean]) { folder in
            let output = Self.run([folder.path])
            #expect(output.code == 0)
            #expect(output.stdout.isEmpty)
            #expect(output.stderr == "No findings in 1 file.\n")
        }
    }

    /// Found in real code: a font size computed over two lines was quoted with its line break, so
    /// the warning spilled onto a second line that editors and CI annotators, which read one
    /// `file:line:col: warning:` line per finding, took for garbage. Quoted code is folded onto the
    /// finding's line in every format; the summary says how many of the files checked have findings.
    @Test func codeQuotedFromSeveralLinesStaysOnTheFindingsLine() throws {
        let computed = """
            import SwiftUI

            struct Preview: View {
                var scale: CGFloat
                var body: some View {
                    Text("Sample")
                        .font(.system(size: (10 * scale) / 72 *
                                      (scale > 1 ? 0.5 : 1)))
                }
            }
            """
        try Self.withFolder(["Preview.swift": computed, "Clean.swift": Self.clean]) { folder in
            let text = Self.run([folder.path])
            #expect(text.code == 1)
            let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count == 3, "\(text.stdout)")
            #expect(
                lines[0].hasSuffix(
                    ":7:19: warning: fixed font size .system(size: (10 * scale) / 72 * (scale > 1 ? 0.5 : 1)) does not scale with Dynamic Type [global.no-fixed-font-size]"
                ), "\(lines[0])")
            #expect(lines[1].hasPrefix("    help: "))
            #expect(text.stderr == "1 finding in 1 of 2 files.\n")

            let json = Self.run([folder.path, "--format", "json"])
            let message = try #require(
                (try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
                    .flatMap { $0["findings"] as? [[String: Any]] }?.first?["message"] as? String)
            #expect(message.contains(".system(size: (10 * scale) / 72 * (scale > 1 ? 0.5 : 1))"), "\(message)")
        }
        // A modifier continuing a call on the next line, and brackets, take no space.
        #expect("Text(\"a\")\n        .bold()".onOneLine == "Text(\"a\").bold()")
        #expect("f(\n    x,\n    y\n)".onOneLine == "f(x, y)")
    }

    /// A call never closed is skipped by the rules (its extent is a guess), so "No findings" alone
    /// would mislead: the field test's file with a missing `)` got exactly that. Each format names
    /// the innermost opening; the exit code stays what the findings make it.
    @Test func aCallNeverClosedIsNamedNotSilentlySkipped() throws {
        let broken = """
            struct SignIn: View {
                @State private var email = ""
                var body: some View {
                    VStack {
                        TextField("Email", text: $email
                            .textContentType(.emailAddress)
                    }
                }
            }
            """
        try Self.withFolder(["Broken.swift": broken, "Clean.swift": Self.clean]) { folder in
            let text = Self.run([folder.path])
            #expect(text.code == 0)
            #expect(text.stderr.contains("Broken.swift:5:13: warning: 'TextField' is never closed"), "\(text.stderr)")
            #expect(
                text.stderr.hasSuffix("No findings in 2 files (1 file with code not checked, named above).\n")
            )

            let json = Self.run([folder.path, "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
            let summary = try #require(object["summary"] as? [String: Any])
            let unclosed = try #require(summary["unclosed"] as? [[String: Any]])
            #expect(unclosed.count == 1)
            #expect((unclosed.first?["file"] as? String)?.hasSuffix("Broken.swift") == true)
            #expect(unclosed.first?["line"] as? Int == 5)
            #expect(unclosed.first?["column"] as? Int == 13)

            let sarif = Self.run([folder.path, "--format", "sarif"])
            #expect(sarif.stdout.contains("\"level\" : \"warning\""))
            #expect(sarif.stdout.contains("never closed"))
        }
        // Closed again: nothing to say.
        let fixed = broken.replacingOccurrences(of: "text: $email\n", with: "text: $email)\n")
        try Self.withFolder(["Fixed.swift": fixed]) { folder in
            let output = Self.run([folder.path, "--format", "json"])
            #expect(!output.stdout.contains("never closed"))
            #expect(output.stdout.contains("\"unclosed\" : [\n\n    ]"))
        }
    }

    @Test func jsonIsOneObjectWithFindingsAndASummary() throws {
        try Self.withFolder(["A.swift": Self.violations, "B.swift": Self.clean]) { folder in
            let output = Self.run([folder.path, "--format", "json"])
            #expect(output.code == 1)
            #expect(output.stderr.isEmpty)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Array(output.stdout.utf8)) as? [String: Any])
            let findings = try #require(object["findings"] as? [[String: Any]])
            #expect(findings.count == 2)
            for key in ["rule", "severity", "wcag", "file", "line", "column", "message", "fix", "fingerprint"] {
                #expect(findings[0][key] != nil, "missing \(key)")
            }
            #expect(findings[0]["rule"] as? String == "global.no-fixed-font-size")
            #expect(findings[0]["severity"] as? String == "warning")
            #expect(findings[0]["line"] as? Int == 7)
            #expect((findings[0]["file"] as? String)?.hasSuffix("A.swift") == true)
            let summary = try #require(object["summary"] as? [String: Any])
            #expect(summary["files"] as? Int == 2)
            #expect(summary["findings"] as? Int == 2)
            #expect(
                summary["byRule"] as? [String: Int] == [
                    "global.no-fixed-font-size": 1, "text-field.no-control-type-in-label": 1,
                ])
        }
    }

    @Test func sarifDescribesRulesFromTheCatalog() throws {
        try Self.withFolder(["A.swift": Self.violations]) { folder in
            let output = Self.run([folder.path, "--format", "sarif"])
            #expect(output.code == 1)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Array(output.stdout.utf8)) as? [String: Any])
            #expect(object["version"] as? String == "2.1.0")
            #expect((object["$schema"] as? String)?.contains("sarif-2.1.0") == true)
            let run = try #require((object["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            #expect(driver["name"] as? String == "a11y-gen")
            #expect(driver["version"] as? String == Generator.version)
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let ids = rules.compactMap { $0["id"] as? String }
            #expect(Set(ids).isSuperset(of: CheckEngine.allRules.map(\.id.rawValue)))
            let font = try #require(rules.first { $0["id"] as? String == "global.no-fixed-font-size" })
            #expect((font["fullDescription"] as? [String: String])?["text"] == RuleCatalog.rule(.noFixedFontSize).text)
            #expect((font["shortDescription"] as? [String: String])?["text"]?.isEmpty == false)
            #expect((font["help"] as? [String: String])?["text"] == GlobalNoFixedFontSize().help)
            let properties = try #require(font["properties"] as? [String: Any])
            #expect(properties["kind"] as? String == "dont")
            #expect(properties["card"] as? String == "004-foundations")
            #expect(properties["wcag"] as? [String] == [])
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.count == 2)
            let first = results[0]
            #expect(first["ruleId"] as? String == "global.no-fixed-font-size")
            #expect(first["level"] as? String == "warning")
            #expect(ids[first["ruleIndex"] as? Int ?? -1] == "global.no-fixed-font-size")
            #expect(((first["message"] as? [String: Any])?["text"] as? String)?.contains("Dynamic Type") == true)
            let location = try #require(
                (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect(
                ((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("/A.swift") == true)
            #expect((location["region"] as? [String: Int]) == ["startLine": 7, "startColumn": 34])
        }
    }

    @Test func foldersRecurseIntoSwiftFilesSkippingBuildAndHiddenFolders() throws {
        let bad = #"Text("x").font(.system(size: 9))"#
        try Self.withFolder([
            "Sources/App/View.swift": bad, "Sources/App/Nested/Deep.swift": bad, "Sources/App/notes.txt": bad,
            ".build/debug/Gen.swift": bad, "Sources/.hidden/Secret.swift": bad, "Sources/.Hidden.swift": bad,
        ]) { folder in
            let output = Self.run([folder.path, "--format", "json"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Array(output.stdout.utf8)) as? [String: Any])
            let files = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
            #expect(
                files.map { String($0.dropFirst(folder.path.count + 1)) } == [
                    "Sources/App/Nested/Deep.swift", "Sources/App/View.swift",
                ])
        }
    }

    /// A file named on its own and again through its folder, however spelled, is checked once,
    /// under the name it was given first (a CI script passing changed files and a folder).
    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        try Self.withFolder(["App/View.swift": #"Text("x").font(.system(size: 9))"#]) { folder in
            let file = folder.path + "/App/View.swift"
            let output = Self.run([
                file, folder.path + "/./App", folder.path + "//App/./View.swift",
                folder.path + "/App/../App/View.swift",
            ])
            #expect(output.stdout.components(separatedBy: "[global.no-fixed-font-size]").count == 2, "\(output.stdout)")
            #expect(output.stdout.hasPrefix(file + ":1:"), "\(output.stdout)")
        }
        #expect(CheckCommand.samePathKey("./a//b/./c.swift", in: "/w") == "/w/a/b/c.swift")
        #expect(CheckCommand.samePathKey("/w/a/b/c.swift", in: "/elsewhere") == "/w/a/b/c.swift")
        #expect(CheckCommand.samePathKey("../w/x/../a.swift", in: "/w") == "/w/a.swift")
        #expect(CheckCommand.samePathKey("/../../a.swift", in: "/w") == "/a.swift")
    }

    /// `global.touch-target-size` is a note: a preference that the default run counts but does not
    /// report or fail on, and that `--severity note` prints (text, JSON and SARIF alike).
    @Test func notesShowOnlyAtSeverityNote() throws {
        let source = "Button(action: close) {\n    Image(systemName: \"xmark\").frame(width: 32, height: 32)\n}\n"
        try Self.withFolder(["A.swift": source]) { folder in
            let quiet = Self.run([folder.path])
            #expect(quiet.code == 0)
            #expect(quiet.stdout.isEmpty)
            #expect(quiet.stderr.contains("No findings in 1 file (1 below the severity threshold, not shown)"))
            // With findings shown, the hidden ones are more of them.
            let both = Self.run([folder.path + "/A.swift", "-"], stdin: "Text(\"a\").font(.system(size: 12))\n")
            #expect(
                both.stderr.contains("1 finding in 1 of 2 files (1 more below the severity threshold, not shown)"),
                "\(both.stderr)")
            let text = Self.run([folder.path, "--severity", "note"])
            #expect(text.code == 1)
            #expect(text.stdout.contains(":2:31: note: a fixed .frame gives this Button's label a 32x32 pt hit area"))
            #expect(text.stdout.contains("[global.touch-target-size]"))
            let json = Self.run([folder.path, "--severity", "note", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
            let findings = try #require(object["findings"] as? [[String: Any]])
            #expect(findings.map { $0["severity"] as? String } == ["note"])
            let defaultJSON = Self.run([folder.path, "--format", "json"])
            let summary = try #require(
                (try JSONSerialization.jsonObject(with: Array(defaultJSON.stdout.utf8)) as? [String: Any])?["summary"]
                    as? [String: Any])
            #expect(summary["findings"] as? Int == 0)
            #expect(summary["belowSeverity"] as? Int == 1)
            let sarif = Self.run([folder.path, "--severity", "note", "--format", "sarif"])
            #expect(sarif.stdout.contains("\"level\" : \"note\""))
        }
    }

    @Test func severityOnlyAndDisableSelectWhatIsReported() throws {
        try Self.withFolder(["A.swift": Self.violations]) { folder in
            let path = folder.path
            // No rule reports an error: a threshold of error would pass every time, so it is refused.
            let errors = Self.run([path, "--severity", "error"])
            #expect(errors.code == 64)
            #expect(errors.stdout.isEmpty)
            #expect(errors.stderr.contains("'--severity error' would report nothing and pass every time"))
            #expect(Self.run([path, "--severity", "note"]).code == 1)
            let only = Self.run([path, "--only", "global.no-fixed-font-size"])
            #expect(only.stdout.contains("[global.no-fixed-font-size]"))
            #expect(!only.stdout.contains("[text-field."))
            let disabled = Self.run([
                path, "--disable", "global.no-fixed-font-size", "--disable", "date-picker.no-label-on-graphical-wheel",
            ])
            #expect(!disabled.stdout.contains("[global.no-fixed-font-size]"))
            #expect(disabled.stdout.contains("[text-field.no-control-type-in-label]"))
            let both = Self.run([path, "--disable", "global.no-fixed-font-size,text-field.no-control-type-in-label"])
            #expect(both.code == 0)
        }
    }

    @Test func suppressionsAndUnknownIDs() throws {
        let source = """
            // a11y-gen:disable:next global.no-fixed-font-size
            Text("a").font(.system(size: 12))
            // a11y-gen:disable:next global.fixed-font
            Text("b").font(.system(size: 12))
            """
        try Self.withFolder(["A.swift": source]) { folder in
            let output = Self.run([folder.path])
            #expect(output.code == 1)
            // At the id, which matters when a comment lists several.
            #expect(output.stdout.contains(":3:26: warning: unknown rule id 'global.fixed-font'"))
            #expect(output.stdout.contains("[check.unknown-rule]"))
            #expect(output.stdout.contains(":4:16: warning: fixed font size"))
            #expect(!output.stdout.contains(":2:"))
            #expect(output.stderr == "2 findings in 1 file (1 suppressed).\n")
            #expect(Self.run([folder.path, "--disable", "check.unknown-rule"]).stdout.contains("unknown") == false)
        }
    }

    /// A suppression left behind after its finding was fixed is reported, and fails the run like
    /// any warning; `--disable check.unused-suppression` turns the report off, as `--only` does.
    @Test func suppressionsThatSilenceNothing() throws {
        let source = """
            // a11y-gen:disable:next global.no-fixed-font-size -- the badge glyph
            Text("a").font(.body)
            """
        try Self.withFolder(["A.swift": source]) { folder in
            let output = Self.run([folder.path])
            #expect(output.code == 1)
            #expect(
                output.stdout.hasPrefix(
                    "\(folder.path)/A.swift:1:26: warning: 'a11y-gen:disable:next global.no-fixed-font-size' silences nothing"
                ))
            #expect(output.stdout.contains("[check.unused-suppression]\n    help: Remove the id from the comment"))
            #expect(Self.run([folder.path, "--disable", "check.unused-suppression"]).code == 0)
            #expect(Self.run([folder.path, "--only", "global.no-fixed-font-size"]).code == 0)
            let sarif = Self.run([folder.path, "--format", "sarif"]).stdout
            #expect(
                sarif.contains(#""id" : "check.unused-suppression""#)
                    || sarif.contains(#""id":"check.unused-suppression""#))
        }
    }

    /// Shared sources linked into a target are checked: a symbolic link to a folder is followed,
    /// a link back up the tree ends, and a file reached by two names is checked once. A folder with
    /// no Swift file says so rather than pass as "No findings".
    @Test func linkedFoldersAreFollowedOnceAndEmptyFoldersAreNamed() throws {
        let view = "import SwiftUI\nstruct S: View { var body: some View { Text(\"a\").font(.system(size: 12)) } }\n"
        try Self.withFolder(["shared/Shared.swift": view, "proj/Sources/Own.swift": view, "empty/README.md": "x"]) {
            folder in
            let manager = FileManager.default
            let sources = folder.appendingPathComponent("proj/Sources")
            try manager.createSymbolicLink(
                atPath: sources.appendingPathComponent("SharedLink").path, withDestinationPath: "../../shared")
            try manager.createSymbolicLink(
                atPath: sources.appendingPathComponent("Back").path, withDestinationPath: "..")
            // Up past the folder checked: it would search shared/ and empty/ beside it, and a link to
            // `/` everything; not followed, and named.
            try manager.createSymbolicLink(
                atPath: sources.appendingPathComponent("Up").path, withDestinationPath: "../..")
            try manager.createSymbolicLink(
                atPath: sources.appendingPathComponent("Root").path, withDestinationPath: "/")
            try manager.createSymbolicLink(
                atPath: sources.appendingPathComponent("Linked.swift").path,
                withDestinationPath: "../../shared/Shared.swift")
            let project = Self.run([folder.appendingPathComponent("proj").path, "--format", "json"])
            let files = Set(
                (try JSONSerialization.jsonObject(with: Data(project.stdout.utf8)) as? [String: Any]).flatMap {
                    ($0["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
                } ?? [])
            #expect(files.count == 2, "\(files)")
            #expect(files.contains { $0.hasSuffix("proj/Sources/Own.swift") })
            #expect(files.contains { $0.hasSuffix("/Linked.swift") || $0.hasSuffix("SharedLink/Shared.swift") })
            for link in ["Back", "Up", "Root"] {
                #expect(
                    project.stderr.contains(
                        "proj/Sources/\(link): warning: link not followed: it leads to a folder that holds the one being checked"
                    ), "\(project.stderr)")
            }
            let empty = Self.run([folder.appendingPathComponent("empty").path])
            #expect(empty.code == 0)
            #expect(empty.stderr.contains("empty: warning: no .swift files in this folder"), "\(empty.stderr)")
        }
    }

    @Test func usageErrorsExit64() {
        for (arguments, message) in [
            ([String](), "Missing expected argument '<path>'"),
            (["x.swift", "--format", "xml"], "Use text, json or sarif"),
            (["x.swift", "--severity", "fatal"], "Use note or warning"),
            (["x.swift", "--only", "global.no-fixed-fontsize"], "Did you mean 'global.no-fixed-font-size'?"),
            (["x.swift", "--disable", "nope"], "Unknown rule id 'nope'"),
            // Only check's own rules about suppression comments: no code would be checked.
            (["x.swift", "--only", "check.unused-suppression"], "names only check's own rules"),
            // A catalog id check never reports: --only would check nothing and pass every time.
            (
                ["x.swift", "--only", "global.no-raw-colors,text-field.visible-boundary"],
                "check never reports 'text-field.visible-boundary' for '--only'"
            ),
            (["x.swift", "--baselin", "b.json"], "Did you mean '--baseline'?"),
            (["x.swift", "--baseline", "/nonexistent/a11y-baseline.json"], "write it first with --write-baseline"),
        ] {
            let output = Self.run(arguments)
            #expect(output.code == 64, "\(arguments)")
            #expect(output.stderr.contains(message), "\(output.stderr)")
            #expect(output.stderr.contains("See 'a11y-gen check --help'"))
        }
    }

    /// A baseline written at the project's root matched only the paths it was written with: the
    /// new-user test's `check "$PWD/Sources"` and `check .` run inside Sources reported every
    /// finding as new. Files are named relative to the baseline's folder now.
    @Test func aBaselineMatchesHoweverTheFilesAreNamed() throws {
        // The built binary, run from the folders the new-user test ran it from.
        try Self.withFolder(["Sources/A.swift": Self.violations]) { folder in
            let written = try CLITests.run(["check", "Sources", "--write-baseline", "a11y-baseline.json"], in: folder)
            #expect(written.status == 0, "\(written.stderr)")
            let sources = folder.appendingPathComponent("Sources")
            for (arguments, directory) in [
                (["check", "Sources", "--baseline", "a11y-baseline.json"], folder),
                (["check", sources.path, "--baseline", "a11y-baseline.json"], folder),
                (["check", ".", "--baseline", "../a11y-baseline.json"], sources),
            ] {
                let run = try CLITests.run(arguments, in: directory)
                #expect(run.status == 0, "\(arguments) in \(directory.lastPathComponent): \(run.stdout)\(run.stderr)")
                #expect(run.stderr.hasSuffix("(2 in the baseline).\n"), "\(run.stderr)")
            }
        }
        // The same file named three ways, from three folders, is one path for a baseline in /p.
        for (path, directory) in [("Sources/A.swift", "/p"), ("/p/Sources/A.swift", "/"), ("./A.swift", "/p/Sources")] {
            #expect(CheckEngine.fingerprintPath(path, base: "/p", directory: directory) == "Sources/A.swift")
        }
        #expect(CheckEngine.fingerprintPath("./Sources/A.swift", base: "", directory: "/p") == "Sources/A.swift")
        #expect(CheckEngine.fingerprintPath("../other/B.swift", base: "", directory: "/p") == "../other/B.swift")
    }

    @Test func baselineRoundTrip() throws {
        try Self.withFolder(["A.swift": Self.violations]) { folder in
            let source = folder.appendingPathComponent("A.swift")
            let baseline = folder.appendingPathComponent("a11y-baseline.json").path
            let written = Self.run([folder.path, "--write-baseline", baseline])
            #expect(written.code == 0)
            #expect(written.stderr.contains("Wrote 2 findings to \(baseline)"))
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Array(contentsOf: URL(fileURLWithPath: baseline)))
                    as? [String: Any])
            #expect((entries["findings"] as? [Any])?.count == 2)

            let accepted = Self.run([folder.path, "--baseline", baseline])
            #expect(accepted.code == 0)
            #expect(accepted.stderr == "No findings in 1 file (2 in the baseline).\n")

            // Code moves down and gains a new problem: only the new one is reported.
            let moved =
                "// a comment\n\n"
                + Self.violations.replacingOccurrences(
                    of: ".textContentType(.emailAddress)\n",
                    with: ".textContentType(.emailAddress)\n            Text(\"New\").font(.system(size: 11))\n")
            try Array(moved.utf8).write(to: source)
            let after = Self.run([folder.path, "--baseline", baseline, "--format", "json"])
            #expect(after.code == 1)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Array(after.stdout.utf8)) as? [String: Any])
            let findings = try #require(object["findings"] as? [[String: Any]])
            #expect(findings.count == 1)
            #expect(findings.first?["line"] as? Int == 12)
            #expect((object["summary"] as? [String: Any])?["baselined"] as? Int == 2)

            try Array("{\"findings\": 3}".utf8).write(to: URL(fileURLWithPath: baseline))
            let invalid = Self.run([folder.path, "--baseline", baseline])
            #expect(invalid.code == 64)
            #expect(invalid.stderr.contains("is not an a11y-gen baseline"))
            // JSON that does not parse is located, in the project's words, not Foundation's.
            try Array("{\"findings\": [}".utf8).write(to: URL(fileURLWithPath: baseline))
            let broken = Self.run([folder.path, "--baseline", baseline])
            #expect(broken.code == 64)
            #expect(
                broken.stderr.contains("is not an a11y-gen baseline (line 1, column 15: the file is not valid JSON"))
        }
    }

    @Test func standardInput() {
        let output = Self.run(["-"], stdin: Self.violations)
        #expect(output.code == 1)
        #expect(output.stdout.hasPrefix("<stdin>:7:34: warning: fixed font size"))
        #expect(Self.run(["-"], stdin: Self.clean).code == 0)
    }

    /// `cat View.swift | a11y-gen check -` through the built executable.
    @Test func theExecutableReadsStandardInput() throws {
        let run = try CLITests.run(["check", "-", "--format", "json"], stdin: Self.violations)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Array(run.stdout.utf8)) as? [String: Any])
        #expect((object["findings"] as? [[String: Any]])?.map { $0["file"] as? String } == ["<stdin>", "<stdin>"])
        #expect(try CLITests.run(["check", "-"], stdin: Self.clean).status == 0)
    }

    @Test func unreadableAndInvalidFilesAreNamedSkippedAndTheRestChecked() throws {
        try Self.withFolder([
            "A.swift": #"Text("a").font(.system(size: 12))"#, "Locked.swift": Self.clean, "Latin1.swift": "",
        ]) { folder in
            try Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(
                to: folder.appendingPathComponent("Latin1.swift"))
            let locked = folder.appendingPathComponent("Locked.swift").path
            let missing = folder.appendingPathComponent("Missing.swift").path
            let output = Self.run([folder.path, missing], unreadable: [locked])
            #expect(output.code == 1)
            #expect(output.stdout.contains("A.swift:1:16: warning: fixed font size"))
            #expect(output.stderr.contains("Latin1.swift: error: not valid UTF-8 (byte 6, line 1, column 7)"))
            #expect(output.stderr.contains("\(locked): error: cannot read the file ("))
            #expect(output.stderr.contains("\(missing): error: no such file or folder; skipped"))
            #expect(output.stderr.hasSuffix("1 finding in 1 file (3 files skipped).\n"))
            let clean = Self.run([folder.appendingPathComponent("Latin1.swift").path, "--format", "sarif"])
            #expect(clean.code == 1, "a file that could not be checked is not a pass")
            #expect(clean.stdout.contains("\"executionSuccessful\" : false"))
        }
    }

    @Test func helpAndOverview() {
        let help = Self.run(["--help"])
        #expect(help.code == 0)
        for text in [
            "USAGE: a11y-gen check", "--baseline <file>", "--write-baseline <file>", "a11y-gen:disable:next",
            "EXIT CODES: 0 no findings", "global.no-fixed-font-size",
        ] {
            #expect(help.stdout.contains(text), "\(text)")
        }
        #expect(CommandLineTool().run(["help", "check"]).stdout == help.stdout)
        #expect(CommandLineTool().run(["--help"]).stdout.contains("check                   Report"))
    }

    @Test func generatedExamplesPassThroughTheCommand() {
        let output = Self.run([TestSupport.root.appendingPathComponent("Examples").path])
        #expect(output.code == 0, "\(output.stdout)")
    }

    /// A Mac app's view: `import SwiftUI` alone, so only the project can say it is not built for iOS.
    static let macView = """
        import SwiftUI

        struct SignInView: View {
            @State private var email = ""
            var body: some View {
                Form {
                    TextField("Email", text: $email)
                    Text("Sign in").font(.system(size: 13))
                }
            }
        }
        """

    @Test func theProjectsPlatformsDecideTheFixes() throws {
        try Self.withFolder(["SignInView.swift": Self.macView]) { folder in
            let file = folder.appendingPathComponent("SignInView.swift").path
            func fixes(_ options: [String]) -> String {
                let output = Self.run([file] + options)
                #expect(output.code == 1, "\(options): \(output.stderr)")
                return output.stdout
            }
            // Told nothing, a plain SwiftUI file is taken for an iOS file.
            let unknown = fixes([])
            #expect(unknown.contains("help: add .keyboardType(.emailAddress) and .textContentType(.emailAddress)"))
            #expect(
                unknown.contains("use .font(.footnote): 13 pt at the default text size; it scales with Dynamic Type"))
            // A Mac app: no keyboard type (macOS has none), the Mac's sizes for the text style, and
            // the content type only where its minimum has it (`.emailAddress` arrives in macOS 14).
            let mac14 = fixes(["--platform", "macos", "--min-macos", "14"])
            #expect(!mac14.contains("keyboardType"), "\(mac14)")
            #expect(mac14.contains("help: add .textContentType(.emailAddress)\n"), "\(mac14)")
            #expect(mac14.contains("use .font(.body): the Mac's 13 pt text style"), "\(mac14)")
            #expect(
                mac14.contains("names a size, not one of the Mac's text styles, so the text stands outside"), "\(mac14)"
            )
            #expect(!mac14.contains("Dynamic Type"), "the Mac has none")
            #expect(
                !fixes(["--platform", "macos"]).contains("textContentType(.emailAddress)"), "macOS 12 has no such type")
            // A minimum alone names the platform, as `field --min-macos` does.
            #expect(fixes(["--min-macos", "14"]) == mac14)
            // Both platforms: the iOS-only modifiers go under a guard, the content type too while the
            // Mac minimum (12 by default) lacks it; from macOS 14 it is asked for bare.
            let both = fixes(["--platform", "ios,macos"])
            #expect(
                both.contains(
                    "add .keyboardType(.emailAddress) and .textContentType(.emailAddress) inside #if canImport(UIKit)"),
                "\(both)")
            let both14 = fixes(["--platform", "ios,macos", "--min-macos", "14"])
            #expect(
                both14.contains(
                    "add .keyboardType(.emailAddress) inside #if canImport(UIKit) (macOS has no keyboardType) and .textContentType(.emailAddress)\n"
                ), "\(both14)")
            // The file's own header wins over the project: a11y-gen's output names its platforms.
            let headed = "// Platforms: iOS 17.0\n" + Self.macView
            try Array(headed.utf8).write(to: URL(fileURLWithPath: file))
            #expect(fixes(["--platform", "macos"]).contains("add .keyboardType(.emailAddress) and"))
        }
    }

    @Test func aConfigGivesTheProjectsPlatformsAndTheFlagsOverrideIt() throws {
        let config = #"{"platforms": ["macos"], "minimumOS": {"macos": "14"}}"#
        // A generator's config may give a minimum for a platform its default leaves out (a spec may
        // target the Mac): check accepts it and judges the code for the config's platforms.
        let wider = #"{"platforms": ["macos"], "minimumOS": {"macos": "14", "ios": "17"}}"#
        try Self.withFolder([
            "SignInView.swift": Self.macView, "a11y-gen.json": config, "bare.json": "{}", "wider.json": wider,
        ]) { folder in
            let widerRun = Self.run([
                folder.appendingPathComponent("SignInView.swift").path, "--config",
                folder.appendingPathComponent("wider.json").path,
            ])
            #expect(widerRun.code != 64, "\(widerRun.stderr)")
            #expect(
                widerRun.stdout
                    == Self.run([
                        folder.appendingPathComponent("SignInView.swift").path, "--platform", "macos", "--min-macos",
                        "14",
                    ])
                    .stdout)
            let file = folder.appendingPathComponent("SignInView.swift").path
            let configPath = folder.appendingPathComponent("a11y-gen.json").path
            let fromConfig = Self.run([file, "--config", configPath])
            #expect(fromConfig.stdout == Self.run([file, "--platform", "macos", "--min-macos", "14"]).stdout)
            let overridden = Self.run([file, "--config", configPath, "--platform", "ios"])
            #expect(overridden.stdout.contains("add .keyboardType(.emailAddress) and"), "\(overridden.stdout)")
            // The config's minimum stands for its platform unless a flag gives one.
            let older = Self.run([file, "--config", configPath, "--min-macos", "13"])
            #expect(!older.stdout.contains("textContentType(.emailAddress)"), "\(older.stdout)")
            let bare = Self.run([file, "--config", folder.appendingPathComponent("bare.json").path])
            #expect(bare.code == 64)
            #expect(bare.stderr.contains(#"sets no "platforms""#), "\(bare.stderr)")
            let stray = Self.run([file, "--config", configPath, "--min-ios", "17"])
            #expect(stray.code == 64)
            #expect(
                stray.stderr.contains(
                    #"'--min-ios' is for iOS, which the config's "platforms" leaves out; add ios to the config's "platforms" or drop '--min-ios'."#
                ), "\(stray.stderr)")
        }
    }

    @Test func badPlatformValuesAreUsageErrors() {
        for (options, message) in [
            (
                ["--platform", "tvos"],
                "The value 'tvos' is invalid for '--platform': 'tvos' is not a platform. Use ios, macos or ios,macos."
            ),
            (["--platform", "ios,"], "'' is not a platform"),
            (
                ["--min-ios", "seventeen"],
                "The value 'seventeen' is invalid for '--min-ios': give a version such as 17 or 17.4."
            ),
            (
                ["--platform", "ios", "--min-macos", "13"],
                "'--min-macos' is for macOS, which '--platform' leaves out; add macos to '--platform' or drop '--min-macos'."
            ),
        ] {
            let output = Self.run(["-"] + options, stdin: Self.clean)
            #expect(output.code == 64, "\(options)")
            #expect(output.stderr.contains(message), "\(options): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
        #expect(Self.run(["-", "--platform", " iPadOS , macOS "], stdin: Self.clean).code == 0)
    }
}
