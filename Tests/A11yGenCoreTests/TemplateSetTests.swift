import Foundation
import Testing

@testable import A11yGenCore

/// The template language's errors, custom sets that override part of the built-in set, the
/// `templates` command, and README's table of templates and values.
@Suite struct TemplateSetTests {
    static let spec = #"{"name": "SignUpForm", "title": "Sign up", "fields": [{"label": "Email", "type": "email"}]}"#

    static func errors(_ name: String, _ source: String) -> [TemplateError] {
        switch TemplateSet.load(name, source: source, file: "T/\(name)") {
        case .success: []
        case .failure(let errors): errors.errors
        }
    }

    // MARK: The bytewise reader gives what the Character reader gives

    /// Lines the bytewise reader must read exactly as `split` does, or hand to it: tags with
    /// spaces and tabs inside, comments of any text, tags that are errors, text that is not ASCII,
    /// CRLF line ends, standalone lines of each kind, empty lines and a missing last newline.
    static let trickyLines = [
        "plain text", "", "  {{name}}", "\t{{ name }}", "{{#flag}}", "  {{^ flag }}  ", "{{/flag}}",
        "{{! a comment {with} braces: \"x\" }}", "{{!}}", "a{{x}}b{{y}}c", "{{x}}{{y}}", "{{x}}  {{#s}}",
        "{{{x}}}", "{{>partial}}", "{{=<% %>=}}", "{{&raw}}", "{{}}", "{{ }}", "{{9lives}}", "{{a-b}}", "{{x",
        "text }} {{", "café {{name}} naïve", "{{name}} ✓", "{{ná}}", "x{{name}}\r", "{{#a}}{{/a}}\r",
        "\u{00A0}{{name}}", "{{\u{200B}name}}", "{{#\tname\t}}", "{{! é }}", "{{ !comment}}",
    ]

    @Test func bytewiseReaderMatchesTheCharacterReader() throws {
        var sources = Array(EmbeddedTemplates.files.values)
        sources.append(Self.trickyLines.joined(separator: "\n"))
        sources.append(Self.trickyLines.joined(separator: "\n") + "\n")
        sources += Self.trickyLines.map { $0 + "\n" }
        sources += Self.trickyLines
        for source in sources {
            let bytewise = Result { () throws(TemplateError) in try Template.tokenize(source, file: "t") }
            let slow = Result { () throws(TemplateError) in try Template.tokenize(source, file: "t", bytewise: false) }
            #expect(bytewise == slow, "\(source.debugDescription)")
        }
    }

    /// Text between tags is one token, however many lines it spans, and a comment gives none: the
    /// fewer tokens, the less start-up work (issue 14). What renders is unchanged (the goldens).
    @Test func textBetweenTagsIsOneTokenAndCommentsGiveNone() throws {
        let tokens = try Template.tokenize("{{! about }}\nline one\n  line {two}\n{{name}} end {{! x }}\n", file: "t")
        #expect(
            tokens == [
                .text("line one\n  line {two}\n"),
                .tag(kind: nil, name: "name", standaloneIndent: nil, Template.Location(line: 4, column: 1)),
                .text(" end \n"),
            ])
    }

    /// A context reads as the dictionary it replaced: the value of a name, nil for a name it lacks
    /// (a name and a longer one starting with it are two names), setting nil removes a name, and two
    /// contexts are equal whatever order their names were set in.
    @Test func contextReadsAndComparesAsADictionary() {
        var context: TemplateContext = ["label": .text("Email"), "labelModifiers": .flag(true)]
        #expect(context["label"] == .text("Email"))
        #expect(context["labelModifiers"] == .flag(true))
        #expect(context["labe"] == nil)
        #expect(context["labelx"] == nil)
        context["label"] = .text("Phone")
        context["hint"] = .text("")
        #expect(context["label"] == .text("Phone"))
        #expect(context.count == 3)
        context["labelModifiers"] = nil
        #expect(context["labelModifiers"] == nil && context.count == 2)
        #expect(context == ["hint": .text(""), "label": .text("Phone")])
        #expect(context != ["hint": .text(""), "label": .text("Email")])
        #expect(context != ["label": .text("Phone")])
        // Both ways round: the same count of names but not the same names.
        let other: TemplateContext = ["hint": .text(""), "prompt": .text("Phone")]
        #expect(context != other && other != context)
        #expect(context.keys == ["label", "hint"])
        let rendered = try? Template(name: "t", source: "{{label}}{{#hint}}!{{/hint}}").render(context)
        #expect(rendered == "Phone")
    }

    // MARK: The engine's messages, located

    @Test func unknownValueIsLocatedWithTheNearestName() {
        let errors = Self.errors(
            "field-control.swift.mustache",
            "{{! a comment }}\nDSTextField(\n    label: {{lable}},\n    text: {{binding}})\n")
        #expect(errors.count == 1)
        #expect(
            errors.first?.description
                == "T/field-control.swift.mustache:3:12: error: unknown value 'lable' (did you mean 'labelLiteral'?); `a11y-gen templates list` shows the values this template can use"
        )
        // Inside a platform section its values are visible; outside it they are not.
        #expect(Self.errors("field-control.swift.mustache", "{{binding}}{{#ios}}{{keyboardType}}{{/ios}}\n").isEmpty)
        #expect(
            Self.errors("field-control.swift.mustache", "{{binding}} {{keyboardType}}\n").first?.message.hasPrefix(
                "unknown value 'keyboardType'") == true)
        // A list used as text is named as one.
        #expect(
            Self.errors("form-keyboard-functions.swift.mustache", "{{chain}}\n").first?.message.hasPrefix(
                "'chain' is a list, not text") == true)
    }

    @Test(arguments: [
        ("a\n{{#canShowError}}\nb\n", "2:1", "{{#canShowError}} is never closed; add {{/canShowError}}"),
        ("{{/canShowError}}\n", "1:1", "{{/canShowError}} closes no section"),
        ("{{#canShowError}}{{#multiline}}{{/canShowError}}{{/multiline}}\n", "1:32", "does not close {{#multiline}}"),
        ("x {{binding\n", "1:3", "'{{' is not closed on this line"),
        ("{{> partial}}\n", "1:1", "has no partials"),
        ("{{bad name}}\n", "1:1", "'bad name' is not a value name"),
    ])
    func syntaxErrorsAreLocated(source: String, at: String, message: String) {
        let errors = Self.errors("field-control.swift.mustache", source)
        #expect(errors.count == 1)
        #expect(errors.first.map { "\($0.line):\($0.column)" } == at, "\(errors)")
        #expect(errors.first?.message.contains(message) == true, "\(errors)")
    }

    @Test func missingRequiredPartsAreErrors() {
        let control = Self.errors("field-control.swift.mustache", "TextField(\"\", text: .constant(\"\"))\n")
        #expect(control.map(\.message).first?.hasPrefix("the template never uses 'binding'") == true)
        // A picker that drops the values carrying its name, its error and its Mac label is refused.
        let picker = Self.errors(
            "choice-control.swift.mustache",
            "Picker({{title}}, selection: {{selection}}) {\n    {{options}}\n}\n.labelsHidden()\n")
        #expect(
            picker.map { String($0.message.prefix(while: { $0 != "(" })) } == [
                "the template never uses 'labelShown' ", "the template never uses 'accessibilityName' ",
                "the template never uses 'inputLabels' ",
            ])
        let form = Self.errors(
            "form.swift.mustache",
            "struct {{viewName}} {\n{{declarations}}{{container}}{{checkAll}}{{outcome}}{{#functions}}{{text}}{{/functions}}\n}\n"
        )
        #expect(
            form.map(\.message) == [
                "the output must start with '// Generated by a11y-gen': `form -o` and `generate` overwrite only files that start with it, so without it the next run refuses the file"
            ])
    }

    /// Every built-in template uses only the values its declaration lists, and every declaration
    /// names a template that exists.
    @Test func theBuiltInSetMeetsItsDeclarations() throws {
        #expect(Set(EmbeddedTemplates.files.keys) == Set(TemplateSet.names))
        for name in TemplateSet.names {
            guard case .success = TemplateSet.load(name, source: EmbeddedTemplates.files[name]!, file: name) else {
                Issue.record("\(name) does not meet its declaration")
                continue
            }
        }
    }

    // MARK: Overriding part of the set

    @Test func aFolderOverridesOnlyItsTemplates() throws {
        let files = MemoryFiles([
            "Team/form-submit.swift.mustache": "Button(action: submit) {\n    {{submitText}}\n}\n// team\n"
        ])
        let set = try TemplateSet.overriding(directory: "Team", files: files)
        #expect(set.overridden == ["form-submit.swift.mustache"])
        let spec = try SpecReader().readForm(data: Array(Self.spec.utf8)).get()
        let custom = try Generator.form(spec, input: "x", renderer: Renderer(templates: set)).code
        let builtIn = try Generator.form(spec, input: "x").code
        #expect(custom.contains("// team") && !builtIn.contains("// team"))
        #expect(custom.contains("struct SignUpForm: View") && custom.contains("@FocusState private var focusedField"))
    }

    /// A template saved with CRLF line ends renders as the same template with LF (nu20 #6: its layout
    /// rules stopped working and the file mixed line ends).
    @Test func aTemplateWithCRLFLineEndsIsTheSameTemplate() throws {
        let template = "Button(action: submit) {\n    {{submitText}}\n}\n{{! a comment line }}\n// team\n"
        let lf = try TemplateSet.overriding(
            directory: "Team", files: MemoryFiles(["Team/form-submit.swift.mustache": template]))
        let crlf = try TemplateSet.overriding(
            directory: "Team",
            files: MemoryFiles([
                "Team/form-submit.swift.mustache": template.replacingOccurrences(of: "\n", with: "\r\n")
            ]))
        let spec = try SpecReader().readForm(data: Array(Self.spec.utf8)).get()
        let fromLF = try Generator.form(spec, input: "x", renderer: Renderer(templates: lf)).code
        let fromCRLF = try Generator.form(spec, input: "x", renderer: Renderer(templates: crlf)).code
        #expect(Array(fromCRLF.utf8) == Array(fromLF.utf8))
        #expect(!fromCRLF.utf8.contains(UInt8(ascii: "\r")))
    }

    /// A form-body written before stacks scrolled (its scroll reader in the Form's branch only) keeps
    /// a stack form unscrolled, with no scroll state nothing reads and no decision promising it (rev49).
    @Test func anOlderFormBodyKeepsAStackUnscrolled() throws {
        let builtIn = try #require(TemplateSet.builtInSource("form-body.swift.mustache"))
        let stackStart = try #require(builtIn.range(of: "{{^isForm}}"))
        let older =
            String(builtIn[..<stackStart.lowerBound])
            + "{{^isForm}}\nScrollView {\n    VStack(alignment: .leading, spacing: 16) {\n        {{fieldViews}}\n        {{submitButton}}\n    }\n    .padding()\n}\n{{/isForm}}\n{{containerModifiers}}\n{{#titleText}}\n.navigationTitle({{titleText}})\n{{/titleText}}\n"
        let set = try TemplateSet.overriding(
            directory: "Team", files: MemoryFiles(["Team/form-body.swift.mustache": older]))
        let spec = try SpecReader().readForm(
            data: Array(
                #"{"name": "StackForm", "container": "stack", "fields": [{"label": "Email", "type": "email", "validation": {"required": true}}]}"#
                    .utf8)
        ).get()
        let result = try Generator.form(spec, input: "x", renderer: Renderer(templates: set))
        #expect(!result.code.contains("scrollTarget") && !result.code.contains("ScrollViewReader"))
        #expect(result.decisions.first { $0.aspect == "submit" }?.reason.contains("scrolls") == false)
        let builtInResult = try Generator.form(spec, input: "x")
        #expect(builtInResult.code.contains("ScrollViewReader { scrollProxy in\n            ScrollView {"))
    }

    @Test func unknownFilesAndMissingFoldersAreErrors() {
        let files = MemoryFiles([
            "Team/feild.swift.mustache": "{{control}}\n", "Team/.DS_Store": "x", "Team/README.md": "Our templates",
        ])
        #expect(throws: TemplateErrors.self) { try TemplateSet.overriding(directory: "Team", files: files) }
        do {
            _ = try TemplateSet.overriding(directory: "Team", files: files)
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "Team/feild.swift.mustache:1:1: error: 'feild.swift.mustache' is not a template name (did you mean 'field.swift.mustache'?); `a11y-gen templates list` shows every name, and a folder holds only those"
                ])
        }
        do {
            _ = try TemplateSet.overriding(directory: "Nope", files: files)
            Issue.record("a missing folder was accepted")
        } catch {
            #expect(error.errors.first?.description.hasPrefix("Nope:1:1: error: no such folder") == true)
        }
    }

    // MARK: Nothing is written when a template is wrong

    static let broken: [(String, String, String)] = [
        ("unknown placeholder", "field-control.swift.mustache", "TextField({{lable}}, text: {{binding}})\n"),
        ("unclosed section", "field.swift.mustache", "{{#canShowError}}\n{{control}}\n"),
        ("unknown template file", "field-contrl.swift.mustache", "{{binding}}\n"),
    ]

    @Test(arguments: 0..<3)
    func formDashOWritesNothingOnATemplateError(index: Int) {
        let (what, name, source) = Self.broken[index]
        let files = MemoryFiles(["SignUp.json": Self.spec, "Team/\(name)": source, "Out/.keep": ""])
        let run = CommandLineTool(files: files).run([
            "form", "SignUp.json", "-o", "Out/SignUpForm.swift", "--templates", "Team",
        ])
        #expect(run.code == 1, "\(what)")
        #expect(run.stderr.hasPrefix("Team/\(name):"), "\(what): \(run.stderr)")
        #expect(run.stderr.contains(": error: ") && run.stderr.hasSuffix("in the templates; nothing was generated.\n"))
        #expect(run.stdout.isEmpty && files.writes.isEmpty, "\(what)")
    }

    @Test(arguments: 0..<3)
    func generateWritesNothingOnATemplateError(index: Int) {
        let (what, name, source) = Self.broken[index]
        let files = MemoryFiles([
            "a11y-gen.json": #"{"templates": "Team", "generate": [{"specs": "specs", "output": "Out"}]}"#,
            "specs/SignUp.json": Self.spec, "Team/\(name)": source,
        ])
        let run = CommandLineTool(files: files).run(["generate"])
        #expect(run.code == 1, "\(what)")
        #expect(run.stderr.hasPrefix("Team/\(name):"), "\(what): \(run.stderr)")
        #expect(files.writes.isEmpty && files.paths.allSatisfy { !$0.hasPrefix("Out") }, "\(what)")
    }

    @Test func generateUsesTheConfigsTemplates() {
        let files = MemoryFiles([
            "a11y-gen.json": #"{"templates": "Team", "generate": [{"specs": "specs", "output": "Out"}]}"#,
            "specs/SignUp.json": Self.spec,
            "Team/form-submit.swift.mustache": "Button(action: submit) {\n    {{submitText}}\n}\n// team\n",
        ])
        let run = CommandLineTool(files: files).run(["generate"])
        #expect(run.code == 0, "\(run)")
        #expect(files.text("Out/SignUpForm.swift")?.contains("// team") == true)
        // The same as `form --templates` for the spec.
        let form = CommandLineTool(files: files).run(["form", "specs/SignUp.json", "--templates", "Team"])
        #expect(form.stdout == files.text("Out/SignUpForm.swift"))
    }

    // MARK: templates list, show, export

    @Test func listNamesEveryTemplateWithItsValues() {
        let run = CommandLineTool().run(["templates", "list"])
        #expect(run.code == 0)
        for info in TemplateCatalog.all {
            #expect(run.stdout.contains("\(info.name)\n    \(info.summary)\n    values: "))
        }
        #expect(
            run.stdout.contains(
                "#ios[keyboardType, contentType, autocapitalization, submitLabel, onSubmitAction, leaveCheck]"))
        #expect(run.stdout.contains("      binding: the text binding, such as `$email`\n"))
        #expect(
            run.stdout.contains("      ios: the iOS values; present when the spec names iOS\n        keyboardType: "))
    }

    @Test func showPrintsTheBuiltInSourceOrSuggests() {
        let show = CommandLineTool().run(["templates", "show", "field-control"])
        #expect(show.code == 0 && show.stdout == EmbeddedTemplates.files["field-control.swift.mustache"])
        let full = CommandLineTool().run(["templates", "show", "form.swift.mustache"])
        #expect(full.stdout == EmbeddedTemplates.files["form.swift.mustache"])
        let typo = CommandLineTool().run(["templates", "show", "feild-control"])
        #expect(typo.code == 64 && typo.stdout.isEmpty)
        #expect(typo.stderr.contains("Unknown template 'feild-control'. Did you mean 'field-control'?"))
        #expect(CommandLineTool().run(["templates", "shwo"]).stderr.contains("Did you mean 'show'?"))
        // A word that is no typo of any name gets no suggestion (the shared suffix is not compared).
        let unrelated = CommandLineTool().run(["templates", "show", "nope"])
        #expect(unrelated.code == 64 && !unrelated.stderr.contains("Did you mean"), "\(unrelated.stderr)")
        let suffixed = CommandLineTool().run(["templates", "show", "feild.swift.mustache"])
        #expect(suffixed.stderr.contains("Did you mean 'field'?"), "\(suffixed.stderr)")
    }

    @Test func exportWritesTheSetAndRefusesToOverwrite() throws {
        let files = MemoryFiles(["Mine/field.swift.mustache": "{{control}}\n"])
        let refused = CommandLineTool(files: files).run(["templates", "export", "Mine"])
        #expect(refused.code == 1 && files.writes.isEmpty)
        #expect(refused.stderr.contains("Mine/field.swift.mustache: error: the file exists"))
        #expect(refused.stderr.contains("nothing was written; pass --force"))
        let fresh = CommandLineTool(files: files).run(["templates", "export", "New/Set"])
        #expect(fresh.code == 0 && files.writes.count == TemplateSet.names.count)
        #expect(fresh.stdout.contains("wrote New/Set/form.swift.mustache\n"))
        for name in TemplateSet.names { #expect(files.text("New/Set/\(name)") == EmbeddedTemplates.files[name]) }
        // The exported set is the built-in set: it generates the same bytes.
        let spec = try SpecReader().readForm(data: Array(Self.spec.utf8)).get()
        let exported = try TemplateSet.overriding(directory: "New/Set", files: files)
        #expect(
            try Generator.form(spec, input: "x", renderer: Renderer(templates: exported)).code
                == Generator.form(spec, input: "x").code)
        let forced = CommandLineTool(files: files).run(["templates", "export", "Mine", "--force"])
        #expect(
            forced.code == 0
                && files.text("Mine/field.swift.mustache") == EmbeddedTemplates.files["field.swift.mustache"])
    }

    // MARK: README

    static let tableBegin = "<!-- templates:begin"
    static let tableEnd = "<!-- templates:end -->"

    /// README's table of templates and values, generated from TemplateCatalog (the declaration the
    /// engine validates against). `A11YGEN_RECORD=1 swift test --filter TemplateSetTests` rewrites it.
    static func table() -> String {
        var lines = [
            "<!-- templates:begin (generated from TemplateCatalog; A11YGEN_RECORD=1 swift test --filter TemplateSetTests rewrites it) -->",
            "| template | renders | values (`#` a section: flag, list or platform values) | must use |",
            "|---|---|---|---|",
        ]
        for info in TemplateCatalog.all {
            let values = TemplateCatalog.describe(info.values).replacingOccurrences(of: "|", with: "\\|")
            lines.append(
                "| `\(TemplatesCommand.short(info.name))` | \(info.summary.replacingOccurrences(of: "|", with: "\\|")) | \(values.isEmpty ? "none" : values) | \(info.required.joined(separator: ", ")) |"
            )
        }
        lines.append(tableEnd)
        return lines.joined(separator: "\n")
    }

    @Test func readmeTableIsTheCatalog() throws {
        let url = TestSupport.root.appendingPathComponent("README.md")
        let readme = try #require(TestSupport.read(url))
        let start = try #require(readme.range(of: Self.tableBegin))
        let end = try #require(readme.range(of: Self.tableEnd))
        let current = String(readme[start.lowerBound..<end.upperBound])
        if TestSupport.recording {
            try readme.replacingCharacters(in: start.lowerBound..<end.upperBound, with: Self.table()).write(
                to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == Self.table(),
            "README's template table is stale; run A11YGEN_RECORD=1 swift test --filter TemplateSetTests")
    }
}
