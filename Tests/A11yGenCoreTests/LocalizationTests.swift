import Foundation
import Testing

@testable import A11yGenCore

/// Reads generated Swift the way Xcode's string extraction and a localization reviewer would: which
/// strings are looked up at run time (and under which key), and which user-facing literals are not.
enum LocalizationScan {
    /// Argument labels whose string is not shown to people: translator comments, tables, symbol
    /// names, a currency code, a regular expression, a join separator.
    static let nonDisplayLabels: Set<String> = [
        "comment", "table", "tableName", "systemName", "systemImage", "code", "of", "separator",
    ]

    /// Every string literal a person could see or hear that is not looked up: not the key of
    /// `String(localized:)` or of `Text(_:tableName:bundle:comment:)`, not a non-display argument,
    /// not an option's tag value, not blank.
    static func plainLiterals(in source: String) -> [String] {
        let tree = SyntaxTree.parse(SourceFile(path: "scan.swift", bytes: Array(source.utf8)))
        let tokens = tree.tokens
        func text(_ index: Int) -> String { tree.text(ofToken: Int32(index)) }
        var found: [String] = []
        for index in tokens.indices where tokens[index].kind == .string {
            let literal = text(index)
            let value = StringLiteralValue.decode(tokens[index], in: tree.source.bytes)
            if let value, value.allSatisfy(\.isWhitespace) { continue }
            if isLookup(tree, index) { continue }
            if index >= 2, tokens[index - 1].kind == .colon, tokens[index - 2].kind == .identifier,
                nonDisplayLabels.contains(text(index - 2))
            {
                continue
            }
            // `.tag(Optional("CA"))`: the value a choice stores, never shown.
            if index >= 2, tokens[index - 1].kind == .leftParen, text(index - 2) == "Optional" { continue }
            found.append(literal)
        }
        return found
    }

    /// The literal at `index` is a lookup key: `String(localized: "…"` or `Text("…", … comment:)`.
    static func isLookup(_ tree: SyntaxTree, _ index: Int) -> Bool {
        let tokens = tree.tokens
        func text(_ i: Int) -> String { tree.text(ofToken: Int32(i)) }
        if index >= 2, tokens[index - 1].kind == .colon, text(index - 2) == "localized" { return true }
        if index >= 2, tokens[index - 1].kind == .leftParen, text(index - 2) == "Text", index + 2 < tokens.count,
            tokens[index + 1].kind == .comma, ["comment", "tableName", "bundle"].contains(text(index + 2))
        {
            return true
        }
        return false
    }

    /// The keys the code looks up, as Xcode extracts them: an interpolated `String` is `%@`, an
    /// integer (a name declared `@State private var x = 0`, or computed `private var x: Int {`) is `%lld`.
    static func keys(in source: String) -> Set<String> {
        let tree = SyntaxTree.parse(SourceFile(path: "scan.swift", bytes: Array(source.utf8)))
        let integers = Set(
            source.matches(of: #/@State private var (\w+) = -?\d+\n/#).map { String($0.output.1) }
                + source.matches(of: #/private var (\w+): Int \{\n/#).map { String($0.output.1) })
        var keys: Set<String> = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .string && isLookup(tree, index) {
            let literal = tree.text(ofToken: Int32(index))
            var parts: [Localizer.Part] = []
            var rest = Substring(literal.dropFirst().dropLast())
            while let open = rest.firstRange(of: "\\(") {
                let close = rest[open.upperBound...].firstIndex(of: ")")!
                parts.append(.text(SwiftLiteral.unescape("\"" + rest[..<open.lowerBound] + "\"")!))
                let name = String(rest[open.upperBound..<close])
                parts.append(integers.contains(name) ? .integer(name) : .string(name))
                rest = rest[rest.index(after: close)...]
            }
            parts.append(.text(SwiftLiteral.unescape("\"" + rest + "\"")!))
            keys.insert(Localizer.key(parts.filter { if case .text("") = $0 { false } else { true } }))
        }
        return keys
    }

    /// The generated outputs to scan: every golden snippet and every example form.
    static func goldenAndExampleOutputs() throws -> [(String, String)] {
        let golden = TestSupport.root.appendingPathComponent("Tests/A11yGenCoreTests/Golden/out")
        let examples = TestSupport.root.appendingPathComponent("Examples")
        var outputs: [(String, String)] = []
        for directory in [
            golden, examples, examples.appendingPathComponent("fields"), examples.appendingPathComponent("Components"),
            examples.appendingPathComponent("DesignSystemForms"),
        ] {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".swift") {
                outputs.append((name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return outputs
    }
}

@Suite struct LocalizationTests {
    /// No user-facing plain `String` literal in any golden, example, or random output (issue 15).
    @Test func everyStringAPersonSeesOrHearsIsLookedUp() throws {
        let outputs = try LocalizationScan.goldenAndExampleOutputs()
        #expect(outputs.count > 100)
        for (name, source) in outputs {
            let plain = LocalizationScan.plainLiterals(in: source)
            #expect(plain.isEmpty, "\(name): \(plain.prefix(5))")
        }
        var fuzzer = SpecFuzzer(seed: 15)
        for index in 0..<300 {
            let spec = fuzzer.next()
            guard let plan = try? Inference.plan(spec) else { continue }
            let rendered = Renderer().render(plan)
            let source = CompileHarness.wrap(rendered, typeName: "Random\(index)")
            let plain = LocalizationScan.plainLiterals(in: source)
            #expect(plain.isEmpty, "random spec \(index) (\(spec.type.rawValue)): \(plain.prefix(5))")
        }
    }

    /// The scan is not vacuous: a plain literal is found, a lookup and a comment are not.
    @Test func theScanFindsAPlainLiteral() {
        let source = """
            Text("Hello")
            Text("Hi", comment: "A greeting.")
            TextField(String(localized: "Email", table: "Forms", comment: "Label."), text: $email)
            Label("Saved", systemImage: "checkmark")
            .accessibilityLabel(error.map { "Email, \\($0)" } ?? "Email")
            """
        #expect(
            LocalizationScan.plainLiterals(in: source) == [
                #""Hello""#, #""Saved""#, #""Email, \($0)""#, #""Email""#,
            ])
        #expect(LocalizationScan.keys(in: source) == ["Hi", "Email"])
    }

    /// The result's strings are exactly the keys the code looks up, each with the comments it is
    /// written with; and the strings a form reports are what its String Catalog holds.
    @Test(arguments: FormTests.exampleSpecs)
    func theCatalogHasEveryKeyTheCodeUsesAndNoOther(file: String) throws {
        let result = try FormTests.generate(file)
        let keys = LocalizationScan.keys(in: result.code)
        #expect(Set(result.strings.map(\.key)) == keys)
        #expect(result.strings.count == keys.count, "each key once")
        // A long comment may be wrapped onto the line after `comment:`.
        let code = result.code.replacing(/comment:\n +/, with: "comment: ")
        for string in result.strings {
            for comment in string.comment.split(separator: "\n") {
                #expect(
                    code.contains("comment: \(SwiftLiteral.string(String(comment)))"),
                    "\(string.key): the comment '\(comment)' is not in the code")
            }
        }
        let language = StringCatalog.sourceLanguage(locale: result.fields.first?.plan.spec.locale)
        let data = try StringCatalog.merged(
            existing: nil, strings: result.strings, sourceLanguage: language, owner: result.viewName,
            path: "Localizable.xcstrings")
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == language && catalog["version"] as? String == "1.0")
        let entries = try #require(catalog["strings"] as? [String: [String: Any]])
        #expect(Set(entries.keys) == keys)
        for (key, entry) in entries {
            #expect(entry["extractionState"] as? String == "manual", "\(key)")
            #expect((entry["comment"] as? String)?.isEmpty == false, "\(key)")
        }

        // A person translates one string; regenerating keeps the translation and changes nothing else.
        var edited = catalog
        var translated = entries
        let key = try #require(keys.sorted().first)
        translated[key]!["localizations"] = [
            "fr": ["stringUnit": ["state": "translated", "value": "Traduction"]]
        ]
        edited["strings"] = translated
        let handEdited = try JSONSerialization.data(withJSONObject: edited)
        let merged = try StringCatalog.merged(
            existing: Array(handEdited), strings: result.strings, sourceLanguage: language, owner: result.viewName,
            path: "Localizable.xcstrings")
        let reread = try #require(try JSONSerialization.jsonObject(with: merged) as? [String: Any])
        let strings = try #require(reread["strings"] as? [String: [String: Any]])
        let french = (strings[key]?["localizations"] as? [String: Any])?["fr"] as? [String: Any]
        #expect((french?["stringUnit"] as? [String: Any])?["value"] as? String == "Traduction")
        #expect(Set(strings.keys) == keys)
        let again = try StringCatalog.merged(
            existing: merged, strings: result.strings, sourceLanguage: language, owner: result.viewName,
            path: "Localizable.xcstrings")
        #expect(again == merged, "a second merge changes nothing")
    }

    /// Right to left: the output names edges by leading and trailing, never left and right, and the
    /// symbols a11y-gen chooses itself read the same mirrored (a warning triangle, a check mark).
    @Test func nothingAssumesLeftToRight() throws {
        let symmetric: Set<String> = ["exclamationmark.triangle.fill", "checkmark.circle.fill"]
        for (name, source) in try LocalizationScan.goldenAndExampleOutputs() {
            for needle in [".left", ".right", "Edge.left", "Edge.right", "alignment: .left", "TextAlignment.left"] {
                #expect(!source.contains(needle), "\(name) uses \(needle)")
            }
            let symbols = source.matches(of: #/systemName: "([^"]+)"/#).map { String($0.output.1) }
            let chosen = symbols.filter { !$0.contains("star") && !$0.contains("bus") && !$0.contains("hare") }
            for symbol in chosen where !symmetric.contains(symbol) && !name.hasPrefix("choice-") {
                Issue.record("\(name): \(symbol) may need to mirror in right-to-left languages")
            }
        }
    }

    /// A named table and `Bundle.module` reach every lookup, and the code type-checks in a package
    /// target (where SwiftPM declares `Bundle.module` for a target with resources) and not outside one.
    @Test func aTableAndTheModuleBundleReachEveryLookup() throws {
        let spec = try SpecReader().readForm(
            data: Array(contentsOf: FormTests.examples.appendingPathComponent("Shipping.json"))
        )
        .get()
        let renderer = Renderer(localization: LocalizationOptions(table: "Forms", bundle: .module))
        var result = try Generator.form(spec, input: "Examples/Shipping.json", renderer: renderer)
        let flat = FieldWords.oneLine(result.code)
        let calls = flat.components(separatedBy: "String(localized:").count - 1
        let texts = flat.components(separatedBy: ", comment: ").count - 1 - calls
        #expect(calls > 10 && texts > 5)
        #expect(flat.components(separatedBy: "table: \"Forms\", bundle: .module, comment: ").count - 1 == calls)
        #expect(flat.components(separatedBy: "tableName: \"Forms\", bundle: .module, comment: ").count - 1 == texts)
        #expect(LocalizationScan.plainLiterals(in: result.code).isEmpty)
        let outside = try CompileHarness.checkForms([("Shipping, module bundle, no package", result)])
        #expect(outside.contains { $0.contains("module") }, "Bundle.module exists only in a package target")
        result.code += "\nextension Bundle {\n    static let module = Bundle.main\n}\n"
        let problems = try CompileHarness.checkForms([("Shipping, module bundle, in a package", result)])
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }

    /// `form --locale` writes the same spec in another language: it replaces the spec's and the
    /// config's locale, a field's own locale still wins, and a malformed one is a problem in the input
    /// (exit 1, named by its flag) with nothing written.
    /// `--locale` in another language than the spec's own locale is warned about once: the spec's
    /// texts stay as written while a11y-gen's words change language (axr20 #4). The same language, or
    /// a spec with no locale of its own, gets no warning.
    @Test func aLocaleOverAnotherLanguagesSpecIsWarnedAbout() throws {
        let spec = #"{"name": "JoinForm", "locale": "en_US", "fields": [{"label": "Email", "type": "email"}]}"#
        let files = MemoryFiles([
            "Join.json": spec, "Plain.json": spec.replacingOccurrences(of: #""locale": "en_US", "#, with: ""),
        ])
        let tool = CommandLineTool(files: files)
        let german = tool.run(["form", "Join.json", "--locale", "de_DE"])
        #expect(german.code == 0)
        #expect(
            german.stderr.contains(
                "Join.json:1:32: $.locale: warning: the spec's texts are written for 'en_US' (English), and --locale de_DE writes a11y-gen's own words in German"
            ), "\(german.stderr)")
        #expect(german.stderr.contains("[locale-overrides-spec-language]"))
        let json = tool.run(["form", "Join.json", "--locale", "de_DE", "--format", "json"])
        #expect(json.stdout.contains(#""code" : "locale-overrides-spec-language""#))
        #expect(!tool.run(["form", "Join.json", "--locale", "en_GB"]).stderr.contains("locale-overrides"))
        // French is not one of a11y-gen's languages: its words stay English, as the spec's are (rev49).
        #expect(!tool.run(["form", "Join.json", "--locale", "fr_FR"]).stderr.contains("locale-overrides"))
        #expect(!tool.run(["form", "Plain.json", "--locale", "de_DE"]).stderr.contains("locale-overrides"))
    }

    /// The verify lines quote the spoken name as the code joins it, in the form's language (axr20 #5:
    /// Japanese lines mixed "、" and ", ").
    @Test func verifyLinesJoinTheNameAsTheCodeDoes() throws {
        let tool = CommandLineTool(files: ReadOnlyFiles())
        let japanese = tool.run([
            "form", TestSupport.root.appendingPathComponent("Examples/Booking-ja_JP.json").path, "--format", "json",
        ])
        #expect(japanese.code == 0)
        #expect(japanese.stdout.contains(#"<label>、必須、<error>"#))
        #expect(!japanese.stdout.contains(#"<label>, <error>"#) && !japanese.stdout.contains(#"必須, <error>"#))
    }

    @Test func formLocaleReplacesTheSpecsLocale() throws {
        let spec = #"""
            {"name": "JoinForm", "locale": "en_US", "fields": [
              {"label": "Email", "type": "email", "validation": {"required": true}},
              {"label": "Name", "type": "name", "locale": "ja_JP", "validation": {"required": true}}]}
            """#
        let files = MemoryFiles(["Join.json": spec, "a11y-gen.json": #"{"locale": "en_GB"}"#])
        let tool = CommandLineTool(files: files)
        let english = tool.run(["form", "Join.json"])
        let german = tool.run(["form", "Join.json", "--locale", "de_DE"])
        #expect(english.code == 0 && german.code == 0, "\(english.stderr) \(german.stderr)")
        #expect(english.stdout.contains(#"Text("Submit", "#) && english.stdout.contains(#"localized: "Enter email.""#))
        #expect(german.stdout.contains(#"Text("Absenden", "#))
        #expect(german.stdout.contains(#"localized: "Bitte Email eingeben.""#))
        // The field with a locale of its own keeps it.
        #expect(german.stdout.contains(#"localized: "Nameを入力してください。""#))
        #expect(english.stdout.contains(#"localized: "Nameを入力してください。""#))
        // Over a config's locale too, and the String Catalog's source language follows.
        let configured = tool.run(["form", "Join.json", "--config", "a11y-gen.json", "--locale", "de_DE"])
        #expect(configured.stdout == german.stdout)
        let catalog = tool.run(["form", "Join.json", "--locale", "de_DE", "--strings", "L.xcstrings"])
        #expect(catalog.code == 0)
        #expect(files.text("L.xcstrings")?.contains(#""sourceLanguage" : "de""#) == true)

        let bad = tool.run(["form", "Join.json", "--locale", "German", "-o", "JoinForm.swift"])
        // A spec key given by flag, as on `field`: a problem in the input, named by its flag (exit 1).
        #expect(bad.code == 1 && bad.stdout.isEmpty && files.text("JoinForm.swift") == nil)
        #expect(
            bad.stderr
                == "--locale: error: 'German' is not a language_REGION locale; write it like en_US or en-GB [invalid-locale]\n1 error in the spec; nothing was generated.\n"
        )
        #expect(
            tool.run(["field", "--type", "text", "--label", "Name", "--locale", "German"]).stderr.hasPrefix(
                "--locale: error: 'German' is not a language_REGION locale"))

        // Every problem at once: the flag's and the spec's.
        files.put(#"{"name": "Typo", "fields": [{"label": "A", "type": "emial"}]}"#, at: "Typo.json")
        let both = tool.run(["form", "Typo.json", "--locale", "German"])
        #expect(both.code == 1 && both.stderr.hasPrefix("--locale: error: 'German'"), "\(both.stderr)")
        #expect(both.stderr.contains("Typo.json:1:") && both.stderr.contains("2 errors in the spec"))

        // A form's own bad locale is reported once, where it is written, not at each field that inherits it.
        files.put(
            "{\n  \"name\": \"Bad\",\n  \"locale\": \"ja\",\n  \"fields\": [{\"label\": \"A\", \"type\": \"text\"}, {\"label\": \"B\", \"type\": \"text\"}]\n}\n",
            at: "Bad.json")
        let inherited = tool.run(["form", "Bad.json"])
        #expect(inherited.code == 1)
        #expect(
            inherited.stderr
                == "Bad.json:3:13: $.locale: error: 'ja' is not a language_REGION locale; write it like en_US or en-GB [invalid-locale]\n1 error in the spec; nothing was generated.\n"
        )
    }
}
