/// `a11y-gen templates list | show <name> | export <dir> [--force]`: the built-in template set, to
/// read and to start a custom set from (`--templates <dir>`, or "templates" in a11y-gen.json).
struct TemplatesCommand {
    var tool: CommandLineTool

    static let options = [
        Arguments.Option(name: "force", kind: .flag, help: "export: overwrite template files that exist."),
        .help,
    ]

    static let help = Arguments.helpText(
        usage:
            "a11y-gen templates list\n       a11y-gen templates show <name>\n       a11y-gen templates export <dir> [--force]",
        overview:
            "The built-in templates: list names each one, what it renders and the values it may use; show prints one; export writes the set into a folder to edit. A folder passed with --templates (or named by \"templates\" in a11y-gen.json) replaces only the templates it holds.",
        options: Array(options.dropLast()),
        footer: """
            EXAMPLES:
              a11y-gen templates list
              a11y-gen templates show field-control
              a11y-gen templates export Templates
              a11y-gen form SignUp.json --templates Templates

            EXIT CODES: 0 done, 1 export refused (a file exists; nothing written) or a write failed, 64 usage
            error (unknown action or template name).
            """)

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options, positionalLimit: 2)
        } catch {
            return tool.usageError(error.message, command: "templates")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }
        let actions = ["list", "show", "export"]
        guard let action = arguments.positional.first else {
            return tool.usageError(
                "Missing expected argument '<action>'; use list, show or export", command: "templates")
        }
        let operand = arguments.positional.dropFirst().first
        if arguments.flags.contains("force"), action != "export" {
            return tool.usageError("'--force' applies to 'export'", command: "templates")
        }
        switch action {
        case "list":
            if let operand { return tool.usageError("Unexpected argument '\(operand)'", command: "templates") }
            return ToolOutput(stdout: Self.list())
        case "show":
            guard let operand else {
                return tool.usageError(
                    "Missing expected argument '<name>' (see 'a11y-gen templates list')", command: "templates")
            }
            guard let name = Self.name(operand) else {
                // Compared without the shared suffix, which would otherwise make any short word look
                // close to some name ("nope" is not a typo of "date").
                let nearest = Suggest.nearest(to: Self.short(operand), in: TemplateSet.names.map(Self.short))
                return tool.usageError(
                    "Unknown template '\(operand)'" + (nearest.map { ". Did you mean '\($0)'?" } ?? "")
                        + " ('a11y-gen templates list' shows every name)", command: "templates")
            }
            return ToolOutput(stdout: TemplateSet.builtInSource(name) ?? "")
        case "export":
            guard let operand else {
                return tool.usageError("Missing expected argument '<dir>'", command: "templates")
            }
            return export(to: operand, force: arguments.flags.contains("force"))
        default:
            let nearest = Suggest.nearest(to: action, in: actions)
            return tool.usageError(
                "Unknown action '\(action)'"
                    + (nearest.map { ". Did you mean '\($0)'?" } ?? "; use list, show or export"),
                command: "templates")
        }
    }

    /// `field-control`, `field-control.swift.mustache` → the template's file name.
    static func name(_ input: String) -> String? {
        let candidates = [input, input + ".swift.mustache", input + ".mustache"]
        return candidates.first { TemplateCatalog.byName[$0] != nil }
    }

    static func short(_ name: String) -> String {
        name.hasSuffix(".swift.mustache") ? String(name.dropLast(".swift.mustache".count)) : name
    }

    /// Each template: its name, what it renders, and the values it may use (required ones marked `!`).
    static func list() -> String {
        var out = ""
        for info in TemplateCatalog.all {
            out += "\(info.name)\n    \(info.summary)\n"
            let values = TemplateCatalog.describe(info.values)
            out += "    values: " + (values.isEmpty ? "none" : values) + "\n"
            if !info.required.isEmpty { out += "    must use: " + info.required.joined(separator: ", ") + "\n" }
            out += Self.meanings(info.values, indent: "      ")
        }
        out += "\n`{{name}}` places a text value, `{{#name}}…{{/name}}` shows a part when a flag is true or a text is\n"
        out +=
            "not empty, or repeats it per item of a list; `#name[a, b]` below a list means each item holds a and b.\n"
        return out
    }

    /// One line per value: its name and what it holds, nested values indented under theirs.
    static func meanings(_ values: [TemplateValueInfo], indent: String) -> String {
        values.map { value in
            var line = "\(indent)\(value.name): \(value.summary)\n"
            switch value.kind {
            case .text, .flag: break
            case .list(let item), .section(let item): line += meanings(item, indent: indent + "  ")
            }
            return line
        }.joined()
    }

    /// Writes every built-in template into `directory` (created when missing). Refuses, writing
    /// nothing, when any of them exists there, unless `force`.
    func export(to directory: String, force: Bool) -> ToolOutput {
        let files = tool.files
        if files.kind(of: directory) == .file {
            return ToolOutput(
                stderr: "\(directory): error: this is a file; export takes a folder to write the templates into\n",
                code: CommandLineTool.exitFindings)
        }
        let paths = TemplateSet.names.map { (name: $0, path: GenerateCommand.join(directory, $0)) }
        let existing = paths.filter { files.kind(of: $0.path) != .missing }
        if !force, !existing.isEmpty {
            return ToolOutput(
                stderr: existing.map { "\($0.path): error: the file exists\n" }.joined()
                    + "\(existing.count) of \(paths.count) templates exist in \(directory); nothing was written; pass --force to overwrite them\n",
                code: CommandLineTool.exitFindings)
        }
        var stdout = ""
        do {
            if files.kind(of: directory) == .missing { try files.createDirectory(directory) }
            for (name, path) in paths {
                try files.writeAtomically(Array((TemplateSet.builtInSource(name) ?? "").utf8), to: path)
                stdout += "wrote \(path)\n"
            }
        } catch {
            return ToolOutput(
                stdout: stdout, stderr: "\(directory): error: cannot write (\(errorText(error)))\n",
                code: CommandLineTool.exitFindings)
        }
        stdout +=
            "\(paths.count) templates written. Keep only the ones you change: the folder overrides those, the rest stay built in.\n"
        return ToolOutput(stdout: stdout)
    }
}
