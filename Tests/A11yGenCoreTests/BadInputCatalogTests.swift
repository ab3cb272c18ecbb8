import Foundation
import Testing

@testable import A11yGenCore

/// README's "Bad input" catalog is this table, produced by running each bad input through the
/// command: the message is the real first line the user sees, the exit code the real one, and
/// "nothing written" is checked on the files. `A11YGEN_RECORD=1 swift test --filter BadInputCatalog`
/// rewrites the README block; otherwise the README must equal it.
@Suite struct BadInputCatalogTests {
    struct Row: Sendable, CustomStringConvertible {
        var kind: String
        /// What the user runs, as shown in the table.
        var command: String
        var arguments: [String]
        /// The files the command sees (in memory); `spec.json` unless named.
        var files: [String: [UInt8]]
        var folders: Set<String> = ["Views"]
        var exit: Int32
        var description: String { "\(kind): \(command)" }
    }

    static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    static let validForm =
        #"{"name": "SignUpForm", "title": "Sign up", "fields": [{"label": "Email", "type": "email"}]}"#

    static let rows: [Row] = [
        Row(
            kind: "JSON syntax", command: #"field --spec spec.json  ({"label": "Email", "type": "email",})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"label": "Email", "type": "email",}"#)],
            exit: 1),
        Row(
            kind: "truncated file", command: #"field --spec spec.json  ({"label": "Email", "type": "em)"#,
            arguments: ["field", "--spec", "spec.json"], files: ["spec.json": text(#"{"label": "Email", "type": "em"#)],
            exit: 1),
        Row(
            kind: "a field spec given to form", command: #"form spec.json  ({"label": "ZIP", "type": "postal-code"})"#,
            arguments: ["form", "spec.json"], files: ["spec.json": text(#"{"label": "ZIP", "type": "postal-code"}"#)],
            exit: 1),
        Row(
            kind: "a form spec given to field",
            command: #"field --spec spec.json  ({"name": "SignUpForm", "fields": [...]})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"name": "SignUpForm", "fields": [{"label": "Email", "type": "email"}]}"#)],
            exit: 1),
        Row(
            kind: "a config given to form",
            command: #"form a11y-gen.json  ({"generate": [...]})"#,
            arguments: ["form", "a11y-gen.json"],
            files: ["a11y-gen.json": text(#"{"generate": [{"specs": "specs", "output": "Views"}]}"#)], exit: 1),
        Row(
            kind: "a form spec given as the config",
            command: #"generate --config spec.json  ({"name": "SignUpForm", "fields": [...]})"#,
            arguments: ["generate", "--config", "spec.json"], files: ["spec.json": text(validForm)], exit: 1),
        Row(
            kind: "empty file", command: "field --spec spec.json  (0 bytes)",
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": []], exit: 1),
        Row(
            kind: "not UTF-8", command: "field --spec spec.json  (Latin-1 é in the label)",
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"label": "Caf"#) + [0xE9] + text(#"", "type": "text"}"#)], exit: 1),
        Row(
            kind: "UTF-16", command: "form spec.json  (saved as UTF-16, as PowerShell's > writes it)",
            arguments: ["form", "spec.json"],
            files: ["spec.json": [0xFF, 0xFE] + Array(validForm.utf8).flatMap { [$0, 0] }], exit: 1),
        Row(
            kind: "lone surrogate", command: #"field --spec spec.json  ({"label": "\uD800", …})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"label": "\uD800", "type": "text"}"#)], exit: 1),
        Row(
            kind: "control character in a string", command: "field --spec spec.json  (a raw tab inside \"Em\tail\")",
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text("{\"label\": \"Em\tail\", \"type\": \"email\"}")], exit: 1),
        Row(
            kind: "duplicate key", command: #"field --spec spec.json  ({"label": "Email", "label": "E-mail", …})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"label": "Email", "label": "E-mail", "type": "email"}"#)], exit: 1),
        Row(
            kind: "nesting", command: #"field --spec spec.json  ({"label": [[[[…40 deep…]]]]})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: [
                "spec.json": text(
                    #"{"label": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}")
            ],
            exit: 1),
        Row(
            kind: "not an object", command: #"field --spec spec.json  (["Email"])"#,
            arguments: ["field", "--spec", "spec.json"], files: ["spec.json": text(#"["Email"]"#)], exit: 1),
        Row(
            kind: "wrong type", command: #"field --spec spec.json  ({"label": 42, "type": "email"})"#,
            arguments: ["field", "--spec", "spec.json"], files: ["spec.json": text(#"{"label": 42, "type": "email"}"#)],
            exit: 1),
        Row(
            kind: "unknown key",
            command: #"field --spec spec.json  ({"label": "Email", "type": "email", "requird": true})"#,
            arguments: ["field", "--spec", "spec.json"],
            files: ["spec.json": text(#"{"label": "Email", "type": "email", "requird": true}"#)], exit: 1),
        Row(
            kind: "missing key", command: #"field --spec spec.json  ({"type": "email"})"#,
            arguments: ["field", "--spec", "spec.json"], files: ["spec.json": text(#"{"type": "email"}"#)], exit: 1),
        Row(
            kind: "bad value", command: "field --type emial --label Email",
            arguments: ["field", "--type", "emial", "--label", "Email"],
            files: [:], exit: 1),
        Row(
            kind: "bad value", command: "field --type postal-code --label ZIP --locale english",
            arguments: ["field", "--type", "postal-code", "--label", "ZIP", "--locale", "english"], files: [:], exit: 1),
        Row(
            kind: "choice without options", command: "field --type choice --label Size",
            arguments: ["field", "--type", "choice", "--label", "Size"], files: [:], exit: 1),
        Row(
            kind: "duplicate option", command: "field --type select --label Size --option s=Small --option s=Big",
            arguments: ["field", "--type", "select", "--label", "Size", "--option", "s=Small", "--option", "s=Big"],
            files: [:], exit: 1),
        Row(
            kind: "style a platform lacks",
            command: "field --type choice --label Plan --option a=A --option b=B --style radio-group",
            arguments: [
                "field", "--type", "choice", "--label", "Plan", "--option", "a=A", "--option", "b=B", "--style",
                "radio-group",
            ], files: [:], exit: 1),
        Row(
            kind: "option without a label", command: "field --type choice --label Size --option s=",
            arguments: ["field", "--type", "choice", "--label", "Size", "--option", "s="], files: [:], exit: 1),
        Row(
            kind: "option in the prompt's words",
            command: "field --type choice --label Size --option none=Select… --option s=Small",
            arguments: [
                "field", "--type", "choice", "--label", "Size", "--option", "none=Select…", "--option", "s=Small",
            ],
            files: [:], exit: 1),
        Row(
            kind: "out of range", command: "field --type text --label Code --min-length 8 --max-length 4",
            arguments: ["field", "--type", "text", "--label", "Code", "--min-length", "8", "--max-length", "4"],
            files: [:],
            exit: 1),
        Row(
            kind: "validation no input passes", command: "field --type text --label Nickname --max-length 0",
            arguments: ["field", "--type", "text", "--label", "Nickname", "--max-length", "0"], files: [:], exit: 1),
        Row(
            kind: "no date passes",
            command: "field --type date --label \"Date of birth\" --min-age 18 --range today...+30d",
            arguments: [
                "field", "--type", "date", "--label", "Date of birth", "--min-age", "18", "--range", "today...+30d",
            ],
            files: [:], exit: 1),
        Row(
            kind: "out of range", command: "field --type email --label Email --min-ios 12",
            arguments: ["field", "--type", "email", "--label", "Email", "--min-ios", "12"], files: [:], exit: 1),
        Row(
            kind: "conflicting options",
            command: "field --type text --label Name --no-visible-label --placeholder Name",
            arguments: ["field", "--type", "text", "--label", "Name", "--no-visible-label", "--placeholder", "Name"],
            files: [:], exit: 1),
        Row(
            kind: "conflicting options", command: "field --type date --label Start --style compact --hide-label",
            arguments: ["field", "--type", "date", "--label", "Start", "--style", "compact", "--hide-label"],
            files: [:],
            exit: 1),
        Row(
            kind: "API newer than the minimum OS", command: "field --type multiline --label Notes --min-ios 15",
            arguments: ["field", "--type", "multiline", "--label", "Notes", "--min-ios", "15"], files: [:], exit: 1),
        Row(
            kind: "text over the limit", command: "field --type text --label <1,001 characters>",
            arguments: ["field", "--type", "text", "--label", String(repeating: "x", count: 1001)], files: [:], exit: 1),
        Row(
            kind: "text over the limit", command: #"field --spec spec.json  (a 1,000,000-character label)"#,
            arguments: ["field", "--spec", "spec.json"],
            files: [
                "spec.json": text(#"{"label": ""# + String(repeating: "x", count: 1_000_000) + #"", "type": "text"}"#)
            ],
            exit: 1),
        Row(
            kind: "file over 1 MiB", command: "form spec.json -o Views/SignUpForm.swift  (1,100,000 bytes)",
            arguments: ["form", "spec.json", "-o", "Views/SignUpForm.swift"],
            files: ["spec.json": text(validForm + String(repeating: " ", count: 1_100_000))], exit: 1),
        Row(
            kind: "too many fields", command: "form spec.json -o Views/BigForm.swift  (1,001 fields)",
            arguments: ["form", "spec.json", "-o", "Views/BigForm.swift"],
            files: [
                "spec.json": text(
                    #"{"name": "BigForm", "fields": ["#
                        + (1...1001).map { #"{"label": "Field \#($0)", "type": "text"}"# }.joined(separator: ", ")
                        + "]}")
            ], exit: 1),
        Row(
            kind: "form: duplicate identifiers",
            command: "form spec.json -o Views/SignUpForm.swift  (two fields labeled Email)",
            arguments: ["form", "spec.json", "-o", "Views/SignUpForm.swift"],
            files: [
                "spec.json": text(
                    #"{"name": "SignUpForm", "fields": [{"label": "Email", "type": "email"}, {"label": "Email", "type": "email"}]}"#
                )
            ], exit: 1),
        Row(
            kind: "form: bad view name", command: #"form spec.json -o Views/Out.swift  ({"name": "sign up", …})"#,
            arguments: ["form", "spec.json", "-o", "Views/Out.swift"],
            files: ["spec.json": text(#"{"name": "sign up", "fields": [{"label": "Email", "type": "email"}]}"#)],
            exit: 1),
        Row(
            kind: "form: empty", command: #"form spec.json -o Views/Out.swift  ({"name": "EmptyForm", "fields": []})"#,
            arguments: ["form", "spec.json", "-o", "Views/Out.swift"],
            files: ["spec.json": text(#"{"name": "EmptyForm", "fields": []}"#)], exit: 1),
        Row(
            kind: "missing or unreadable file", command: "form missing.json", arguments: ["form", "missing.json"],
            files: [:],
            exit: 1),
        Row(
            kind: "output path: missing folder", command: "form spec.json -o Missing/SignUpForm.swift",
            arguments: ["form", "spec.json", "-o", "Missing/SignUpForm.swift"], files: ["spec.json": text(validForm)],
            exit: 1),
        Row(
            kind: "output path: a folder", command: "form spec.json -o Views",
            arguments: ["form", "spec.json", "-o", "Views"],
            files: ["spec.json": text(validForm)], exit: 1),
        Row(
            kind: "output path: someone else's file",
            command: "form spec.json -o Views/SignUpForm.swift  (hand-written file there)",
            arguments: ["form", "spec.json", "-o", "Views/SignUpForm.swift"],
            files: ["spec.json": text(validForm), "Views/SignUpForm.swift": text("struct SignUpForm {}\n")], exit: 1),
        Row(
            kind: "output path: a generated file edited by hand",
            command: "form spec.json -o Views/SignUpForm.swift  (a11y-gen's file, edited since)",
            arguments: ["form", "spec.json", "-o", "Views/SignUpForm.swift"],
            files: [
                "spec.json": text(validForm),
                "Views/SignUpForm.swift": text(
                    "// Generated by a11y-gen 0.1.0 from spec.json. Do not edit; regenerate instead.\n"
                        + "// Checksum: 0123456789abcdef. Edited by hand, this file is not overwritten without --force.\n"
                        + "struct SignUpForm {}  // edited\n"),
            ], exit: 1),
        Row(
            kind: "output path: another spec's view",
            command: "form checkout.json -o Views/SignUpForm.swift  (generated from spec.json)",
            arguments: ["form", "checkout.json", "-o", "Views/SignUpForm.swift"],
            files: [
                "checkout.json": text(
                    #"{"name": "CheckoutForm", "title": "Checkout", "fields": [{"label": "Email", "type": "email"}]}"#),
                "Views/SignUpForm.swift": text(
                    GeneratedChecksum.stamp(
                        "// Generated by a11y-gen 0.1.0 from spec.json. Do not edit; regenerate instead.\n"
                            + "struct SignUpForm {}\n")),
            ], exit: 1),
        Row(
            kind: "strings: not a catalog", command: "form spec.json --strings Localizable.json",
            arguments: ["form", "spec.json", "--strings", "Localizable.json"], files: ["spec.json": text(validForm)],
            exit: 64),
        Row(
            kind: "strings: catalog not JSON",
            command:
                #"form spec.json -o Views/SignUpForm.swift --strings Views/Localizable.xcstrings  ({"strings": {)"#,
            arguments: [
                "form", "spec.json", "-o", "Views/SignUpForm.swift", "--strings", "Views/Localizable.xcstrings",
            ],
            files: ["spec.json": text(validForm), "Views/Localizable.xcstrings": text(#"{"strings": {"#)], exit: 1),
        Row(
            kind: "strings: other source language",
            command: #"form spec.json --strings Localizable.xcstrings  ({"sourceLanguage": "de", …})"#,
            arguments: ["form", "spec.json", "--strings", "Localizable.xcstrings"],
            files: [
                "spec.json": text(validForm),
                "Localizable.xcstrings": text(#"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#),
            ], exit: 1),
        Row(
            kind: "config: bad key", command: #"form spec.json --config a11y-gen.json  ({"platform": ["ios"]})"#,
            arguments: ["form", "spec.json", "--config", "a11y-gen.json"],
            files: ["spec.json": text(validForm), "a11y-gen.json": text(#"{"platform": ["ios"]}"#)], exit: 1),
        Row(
            kind: "config: missing", command: "generate  (no a11y-gen.json here)", arguments: ["generate"], files: [:],
            exit: 1),
        Row(
            kind: "config: bad JSON", command: #"generate  (a11y-gen.json: {"generate": [})"#, arguments: ["generate"],
            files: ["a11y-gen.json": text(#"{"generate": [}"#)], exit: 1),
        Row(
            kind: "config: folders that do not exist",
            command: #"generate  (a11y-gen.json: {"templates": "Team", "generate": [{"specs": "specs", …}]})"#,
            arguments: ["generate"],
            files: [
                "a11y-gen.json": text(
                    #"{"templates": "Team", "generate": [{"specs": "specs", "output": "Views"}]}"#)
            ], exit: 1),
        Row(
            kind: "templates", command: "field --type email --label Email --templates NoSuchFolder",
            arguments: ["field", "--type", "email", "--label", "Email", "--templates", "NoSuchFolder"],
            files: [:], exit: 1),
        Row(
            kind: "usage: unknown option", command: "field --type email --label Email --colour red",
            arguments: ["field", "--type", "email", "--label", "Email", "--colour", "red"], files: [:], exit: 64),
        Row(
            kind: "usage: missing option", command: "field --label Email", arguments: ["field", "--label", "Email"],
            files: [:], exit: 64),
        Row(
            kind: "usage: bad option value", command: "field --type email --label Email --format yaml",
            arguments: ["field", "--type", "email", "--label", "Email", "--format", "yaml"], files: [:], exit: 64),
        Row(
            kind: "usage: conflicting options", command: "form spec.json --dry-run  (no -o)",
            arguments: ["form", "spec.json", "--dry-run"], files: ["spec.json": text(validForm)], exit: 64),
        Row(
            kind: "usage: option given twice", command: "form spec.json -o Views/A.swift -o Views/B.swift",
            arguments: ["form", "spec.json", "-o", "Views/A.swift", "-o", "Views/B.swift"],
            files: ["spec.json": text(validForm)], exit: 64),
        Row(
            kind: "usage: output not Swift", command: "form spec.json -o spec.json --force",
            arguments: ["form", "spec.json", "-o", "spec.json", "--force"], files: ["spec.json": text(validForm)],
            exit: 64),
        Row(
            kind: "usage: unknown subcommand", command: "feild --type email", arguments: ["feild", "--type", "email"],
            files: [:], exit: 64),
        Row(
            kind: "check: not UTF-8", command: "check View.swift  (Latin-1 bytes)", arguments: ["check", "View.swift"],
            files: ["View.swift": text("let s = \"caf") + [0xE9] + text("\"\n")], exit: 1),
        Row(
            kind: "check: unknown platform", command: "check View.swift --platform watchos",
            arguments: ["check", "View.swift", "--platform", "watchos"], files: ["View.swift": text("let a = 1\n")],
            exit: 64),
        Row(
            kind: "check: config without platforms", command: "check View.swift --config a11y-gen.json  ({})",
            arguments: ["check", "View.swift", "--config", "a11y-gen.json"],
            files: ["View.swift": text("let a = 1\n"), "a11y-gen.json": text("{}")], exit: 64),
        Row(
            kind: "check: a rule check never reports", command: "check Sources --only text-field.visible-boundary",
            arguments: ["check", "Sources", "--only", "text-field.visible-boundary"],
            files: ["Sources/View.swift": text("let a = 1\n")], exit: 64),
    ]

    /// Runs a row in memory; returns its output and what it wrote.
    static func run(_ row: Row) -> (ToolOutput, [String: [UInt8]]) {
        let files = FuzzFiles(files: row.files.mapValues { Array($0) }, folders: row.folders)
        var tool = CommandLineTool(files: files)
        tool.standardInput = { [] }
        let output = tool.run(row.arguments)
        return (output, files.writes)
    }

    /// The first line the user sees, shortened where it would repeat a huge input.
    static func firstLine(_ output: ToolOutput) -> String {
        let text = output.stderr.isEmpty ? output.stdout : output.stderr
        let line = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }

    static func table() -> String {
        var lines = [
            "| bad input | example | what you see (first line of stderr) | exit | written |", "|---|---|---|---|---|",
        ]
        for row in rows {
            let (output, writes) = run(row)
            // The text exactly as printed: a code span fenced with two backticks (and padded) when
            // the text holds one, as Markdown lets a span hold a backtick.
            func cell(_ text: String) -> String {
                let escaped = text.replacingOccurrences(of: "|", with: "\\|")
                return text.contains("`") ? "`` " + escaped + " ``" : "`" + escaped + "`"
            }
            lines.append(
                "| \(row.kind) | \(cell(row.command)) | \(cell(firstLine(output))) | \(output.code) | \(writes.isEmpty ? "nothing" : "SOMETHING") |"
            )
        }
        return lines.joined(separator: "\n")
    }

    static let begin =
        "<!-- bad-input:begin (generated by BadInputCatalogTests; A11YGEN_RECORD=1 swift test --filter BadInputCatalog rewrites it) -->"
    static let end = "<!-- bad-input:end -->"

    @Test(arguments: rows)
    func eachBadInputIsRefusedWithItsExitCodeAndWritesNothing(row: Row) {
        let (output, writes) = Self.run(row)
        #expect(output.code == row.exit, "\(row): exit \(output.code)\n\(output.stderr)")
        #expect(writes.isEmpty, "\(row) wrote \(writes.keys.sorted())")
        #expect(output.stdout.isEmpty, "\(row) printed on stdout")
        let first = Self.firstLine(output)
        #expect(first.contains("error") || first.contains("Error"), "\(row): \(first)")
        if row.exit == 1, row.arguments.first != "check",
            row.arguments.first != "generate" || row.files.isEmpty == false
        {
            // Spec and config problems are located: a JSON path, a line and column, a flag, or the file.
            let located = [
                "$", "line ", "--", "spec.json", "a11y-gen.json", "missing.json", "Views", "Missing", "NoSuchFolder",
            ]
            #expect(located.contains { first.contains($0) }, "\(row): not located: \(first)")
        }
    }

    @Test func theLimitsAreWhatREADMESays() throws {
        let readme = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("README.md")))
        #expect(readme.contains("| spec or config file | \(SpecLimits.maximumFileBytes) bytes (1 MiB) |"))
        #expect(
            readme.contains(
                "| any text (label, placeholder, hint, message, title, key, pattern) | \(SpecLimits.maximumTextLength) characters |"
            ))
        #expect(readme.contains("| fields in one form | \(SpecLimits.maximumFields) |"))
        #expect(readme.contains("| nesting of objects and arrays | \(SpecLimits.maximumNesting) levels |"))
    }

    /// The limits hold exactly at the boundary: at the limit accepted, one over refused.
    @Test func limitsAreExactBoundaries() throws {
        let atLimit = String(repeating: "x", count: SpecLimits.maximumTextLength)
        let field = { (label: String) in
            SpecReader().readField(
                data: Array(FuzzJSON.text(.object(["label": .string(label), "type": .string("text")])).utf8))
        }
        #expect((try? field(atLimit).get()) != nil)
        guard case .failure(let errors) = field(atLimit + "x") else {
            Issue.record("a label over the limit was accepted")
            return
        }
        #expect(errors.diagnostics.map(\.code) == ["text-too-long"] && errors.diagnostics[0].location == "$.label")
        func form(_ count: Int) -> Result<FormSpec, SpecErrors> {
            let fields = (0..<count).map {
                JSONValue.object(["label": .string("Field \($0)"), "type": .string("text")])
            }
            return SpecReader().readForm(
                data: Array(FuzzJSON.text(.object(["name": .string("F"), "fields": .array(fields)])).utf8))
        }
        #expect((try? form(SpecLimits.maximumFields).get())?.fields.count == SpecLimits.maximumFields)
        guard case .failure(let tooMany) = form(SpecLimits.maximumFields + 1) else {
            Issue.record("a form over the field limit was accepted")
            return
        }
        #expect(tooMany.diagnostics.map(\.code) == ["too-many-fields"])
        let nested = { (depth: Int) in
            JSONValue.parse(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        }
        #expect((try? nested(SpecLimits.maximumNesting).get()) != nil)
        #expect(throws: Diagnostic.self) { try nested(SpecLimits.maximumNesting + 1).get() }
        let padded = { (size: Int) in
            JSONValue.parse(Array(("{}" + String(repeating: " ", count: size - 2)).utf8))
        }
        #expect((try? padded(SpecLimits.maximumFileBytes).get()) != nil)
        #expect(throws: Diagnostic.self) { try padded(SpecLimits.maximumFileBytes + 1).get() }
    }

    /// A 1 MB label is refused as fast as a small spec is read: the limit is checked, not slowness.
    @Test func aHugeLabelIsRefusedQuickly() throws {
        let data = Array((#"{"label": ""# + String(repeating: "é", count: 500_000) + #"", "type": "text"}"#).utf8)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = SpecReader().readField(data: data) }
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func theREADMECatalogIsTheRealOutput() throws {
        let url = TestSupport.root.appendingPathComponent("README.md")
        let readme = try #require(TestSupport.read(url))
        let table = Self.table()
        guard let start = readme.range(of: Self.begin), let stop = readme.range(of: Self.end) else {
            Issue.record("README.md has no \(Self.begin) … \(Self.end) block")
            return
        }
        let current = String(readme[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
        if TestSupport.recording {
            let updated = readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + table + "\n")
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #if os(Linux)
            // Messages quote the system's error text in a few rows, which differs on macOS.
            #expect(current == table, "README's bad-input catalog differs:\n\(TestSupport.unifiedDiff(current, table))")
        #else
            #expect(current.split(separator: "\n").count == table.split(separator: "\n").count)
        #endif
    }
}
