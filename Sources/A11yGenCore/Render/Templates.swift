extension EmbeddedTemplates {
    /// A built-in template, built from the nodes EmbeddedTemplates.swift carries; nil for a name that
    /// is not one.
    static func parsed(_ name: String) -> Template? {
        guard let text = serialized(name) else { return nil }
        guard let nodes = Template.deserialize(text) else {
            preconditionFailure("EmbeddedTemplates.swift carries \(name) unreadably; record it again")
        }
        return Template(builtIn: name, nodes: nodes)
    }
}

/// The templates the renderer fills. The files in Templates/ are the source of truth; the binary
/// carries copies (EmbeddedTemplates.swift, kept equal by a test) so it works when copied anywhere.
/// A custom folder overrides only the templates it holds; the rest come from the built-in set.
public struct TemplateSet: Sendable {
    /// Every template name, in the order `templates list` shows them (TemplateCatalog declares each).
    public static let names = TemplateCatalog.all.map(\.name)

    private let templates: Storage
    /// The names a custom folder replaced, sorted.
    public let overridden: [String]

    /// The templates built into the binary, parsed when EmbeddedTemplates.swift was generated; each is
    /// built the first time it is rendered (a `field` run uses a third of them). `EmbeddedTemplatesTests`
    /// checks every one against its file, so none can fail late.
    public static let embedded = TemplateSet(templates: Storage(parsed: [:]), overridden: [])

    /// A complete set (every name), each checked against its declaration.
    public init(sources: [String: String]) throws(TemplateErrors) {
        var errors: [TemplateError] = []
        var templates: [String: Template] = [:]
        for name in Self.names {
            guard let source = sources[name] else {
                errors.append(TemplateError(file: name, line: 1, column: 1, message: "missing template \(name)"))
                continue
            }
            switch Self.load(name, source: source, file: name) {
            case .success(let template): templates[name] = template
            case .failure(let problems): errors += problems.errors
            }
        }
        if !errors.isEmpty { throw TemplateErrors(errors: errors) }
        self.templates = Storage(parsed: templates)
        self.overridden = []
    }

    private init(templates: Storage, overridden: [String]) {
        self.templates = templates
        self.overridden = overridden
    }

    /// The templates in use: a folder's, and the built-in ones as each is first rendered; shared by
    /// copies of a set.
    private final class Storage: @unchecked Sendable {
        private let lock = Lock()
        private var parsed: [String: Template]

        init(parsed: [String: Template]) {
            self.parsed = parsed
        }

        subscript(name: String) -> Template {
            lock.lock()
            defer { lock.unlock() }
            if let template = parsed[name] { return template }
            guard let template = EmbeddedTemplates.parsed(name) else {
                preconditionFailure("\(name) is not a built-in template")
            }
            parsed[name] = template
            return template
        }
    }

    /// The built-in set with the templates in `directory` in place of theirs. Every `.mustache` file
    /// there must be a template name (other files, such as a README, are left alone); every problem in every file is reported, located, and
    /// nothing is rendered while there is one. `directory` is shown in messages as given.
    public static func overriding(directory: String, files: any FileAccess) throws(TemplateErrors) -> TemplateSet {
        func fail(_ message: String) -> TemplateErrors {
            TemplateErrors(errors: [TemplateError(file: directory, line: 1, column: 1, message: message)])
        }
        switch files.kind(of: directory) {
        case .directory: break
        case .file: throw fail("this is a file; --templates and \"templates\" name a folder of .mustache files")
        case .missing:
            throw fail("no such folder; `a11y-gen templates export \(directory)` writes the built-in set there")
        }
        let entries: [String]
        do {
            // Only .mustache files are templates: a README or notes beside them are the team's own.
            entries = try files.contentsOfDirectory(directory).filter {
                !$0.hasPrefix(".") && $0.hasSuffix(".mustache")
            }
            .sorted()
        } catch {
            throw fail("cannot list the folder (\(errorText(error)))")
        }
        var templates: [String: Template] = [:]
        var errors: [TemplateError] = []
        var overridden: [String] = []
        for entry in entries {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            guard TemplateCatalog.byName[entry] != nil else {
                let nearest = Suggest.nearest(to: entry, in: names)
                errors.append(
                    TemplateError(
                        file: path, line: 1, column: 1,
                        message: "'\(entry)' is not a template name"
                            + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
                            + "; `a11y-gen templates list` shows every name, and a folder holds only those"))
                continue
            }
            let source: String
            do {
                guard let text = UTF8Text.string(try files.read(path)) else {
                    errors.append(TemplateError(file: path, line: 1, column: 1, message: "the file is not UTF-8"))
                    continue
                }
                // A template saved with CRLF line ends (a Windows editor, git's autocrlf) is the same
                // template: its layout rules and the generated file see LF only (nu20 #6).
                source = text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingAll("\r\n", with: "\n") : text
            } catch {
                errors.append(
                    TemplateError(
                        file: path, line: 1, column: 1, message: "cannot read it (\(errorText(error)))"))
                continue
            }
            switch load(entry, source: source, file: path) {
            case .success(let template):
                templates[entry] = template
                overridden.append(entry)
            case .failure(let problems): errors += problems.errors
            }
        }
        if !errors.isEmpty { throw TemplateErrors(errors: errors) }
        // The built-in templates the folder does not replace are built when first rendered.
        return TemplateSet(templates: Storage(parsed: templates), overridden: overridden)
    }

    /// Parses one template and checks it against its declaration: every name it uses must be one its
    /// context can hold, as the kind it has, and it must use the values the output depends on.
    static func load(_ name: String, source: String, file: String) -> Result<Template, TemplateErrors> {
        let template: Template
        do {
            template = try Template(name: name, source: source, file: file)
        } catch {
            return .failure(TemplateErrors(errors: [error]))
        }
        guard let info = TemplateCatalog.byName[name] else { return .success(template) }
        var errors = template.problems(against: info.values)
        let used = template.usedNames
        for required in info.required where !used.contains(required) {
            let summary = info.values.first { $0.name == required }?.summary ?? ""
            errors.append(
                TemplateError(
                    file: file, line: 1, column: 1,
                    message:
                        "the template never uses '\(required)' (\(summary)); every \(name) must place it: the rest of the generated code, or its accessibility, depends on it"
                ))
        }
        if let start = info.requiredStart {
            let firstLine = source.split(separator: "\n", omittingEmptySubsequences: false).first { line in
                let trimmed = line.trimmed()
                return !(trimmed.hasPrefix("{{!") && trimmed.hasSuffix("}}"))
            }
            if !(firstLine?.hasPrefix(start.text) ?? false) {
                errors.append(
                    TemplateError(
                        file: file, line: 1, column: 1,
                        message: "the output must start with '\(start.text)': \(start.reason)"))
            }
        }
        return errors.isEmpty ? .success(template) : .failure(TemplateErrors(errors: errors))
    }

    /// Whether the template `name` places the value `value`: a set written before a value existed
    /// gets what it places instead (the values it knows, filled as they were then).
    func uses(_ value: String, in name: String) -> Bool { templates[name].usedNames.contains(value) }

    /// Whether template `name` uses `value` inside its `{{#section}}` (`inverted`: `{{^section}}`).
    func uses(_ value: String, within section: String, inverted: Bool, in name: String) -> Bool {
        templates[name].uses(value, within: section, inverted: inverted)
    }

    func render(_ name: String, _ context: TemplateContext) -> String {
        assert(
            TemplateCatalog.mismatches(context, TemplateCatalog.byName[name]?.values ?? []).isEmpty,
            "\(name) gets values its declaration lacks: \(TemplateCatalog.mismatches(context, TemplateCatalog.byName[name]?.values ?? []))"
        )
        return templates[name].render(context)
    }

    /// The built-in source of a template.
    public static func builtInSource(_ name: String) -> String? { EmbeddedTemplates.files[name] }

    /// Swift source for EmbeddedTemplates.swift from the template files, in a stable order: each file's
    /// text (for `templates export` and `show`) and what it parses to (what the renderer uses).
    static func embeddedSource(_ sources: [String: String]) throws(TemplateError) -> String {
        var out = embeddedSwiftSource(
            enumName: "EmbeddedTemplates",
            header: "// Generated from Templates/ by `A11YGEN_RECORD=1 swift test --filter EmbeddedTemplates`.\n"
                + "// Edit the files in Templates/, never this one; a test fails when they differ.\n",
            files: sources)
        out += "\nextension EmbeddedTemplates {\n"
        out +=
            "    /// Each template as it parses, written by `Template.serialized`, so that no run tokenizes one again.\n"
        out += "    static func serialized(_ name: String) -> String? {\n        switch name {\n"
        for name in sources.keys.sorted() {
            let nodes = try Template(name: name, source: sources[name]!).parsedNodes
            let serialized = Template.serialized(nodes)
            // What is recorded must read back: a template nested deeper than the reader goes would
            // otherwise stop every run that renders it.
            guard let back = Template.deserialize(serialized),
                Array(Template.serialized(back).utf8) == Array(serialized.utf8)
            else {
                throw TemplateError(
                    file: name, line: 1, column: 1,
                    message: "the parsed template does not read back from its carried form (sections nested too deep?)")
            }
            out += "        case \(SwiftLiteral.string(name)):\n"
            out += "            return " + SwiftLiteral.string(serialized) + "\n"
        }
        out += "        default: return nil\n        }\n    }\n}\n"
        return out
    }

    /// Swift source declaring `enum <enumName> { static let files: [String: String] }` holding each
    /// file's text as a raw string literal, sorted by name (files end with a newline). Templates and
    /// the JSON Schemas are compiled into the binary this way, so it works when copied anywhere.
    static func embeddedSwiftSource(enumName: String, header: String, files sources: [String: String]) -> String {
        var out = header + "\n"
        out += "enum \(enumName) {\n    static let files: [String: String] = [\n"
        for name in sources.keys.sorted() {
            let body = sources[name]!
            var hashes = "#"
            while body.contains("\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
            out += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n"
            for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                out += line.isEmpty ? "\n" : "        " + line + "\n"
            }
            out += "        \"\"\"\(hashes) + \"\\n\",\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
