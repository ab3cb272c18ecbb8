/// What a command produced; the executable prints it and exits with `code`.
public struct ToolOutput: Sendable, Equatable {
    public var stdout = ""
    public var stderr = ""
    public var code: Int32 = 0
}

/// The command-line tool, as a function from arguments to output (testable without a process).
public struct CommandLineTool {
    public static let exitOK: Int32 = 0
    public static let exitFindings: Int32 = 1
    public static let exitUsage: Int32 = 64

    /// Reading and writing the user's files; the library default only reads.
    public var files: any FileAccess
    /// What `-` reads (`check -`); tests give it bytes instead of the process's standard input.
    public var standardInput: @Sendable () -> [UInt8] = { Array(StandardStreams.readAll(0)) }
    /// Set when the run is a request someone may cancel (an MCP `check_swift`): `check` stops early.
    public var cancellation: Cancellation?
    /// The folder relative paths start from (getcwd(3)); tests give one of their own.
    public var currentDirectory: @Sendable () -> String = { StandardStreams.currentDirectory() }

    public init(files: any FileAccess = ReadOnlyFiles()) {
        self.files = files
    }

    func readFile(_ path: String) throws -> [UInt8] { try files.read(path) }

    static let overview = """
        OVERVIEW: Generates accessible SwiftUI form fields that follow the a11y rule cards.

        USAGE: a11y-gen <subcommand>

        SUBCOMMANDS:
          field                   Print a compliant SwiftUI field for a data type.
          form                    Generate a whole accessible form view from a spec file.
          types                   List the data types and what each emits, with reasons.
          rules                   List the rule catalog (ids, cards, rule text).
          check                   Report rule-card violations in existing Swift source.
          component               Print a design-system component (text-field, secure-field, text-area, all).
          init                    Set up a project: a starter a11y-gen.json and an example form spec.
          generate                Generate every form view a11y-gen.json names (--check for CI).
          templates               List, show or export the built-in templates (list, show <name>, export <dir>).
          mcp                     Serve the generator and checker to AI agents (Model Context Protocol, stdio).

          See 'a11y-gen help <subcommand>' for detailed help.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """

    public func run(_ argv: [String]) -> ToolOutput {
        guard let command = argv.first else { return ToolOutput(stdout: Self.overview) }
        let rest = Array(argv.dropFirst())
        switch command {
        // `a11y-gen --help field` is `a11y-gen help field`.
        case "-h", "--help":
            guard let sub = rest.first else { return ToolOutput(stdout: Self.overview) }
            return run([sub, "--help"])
        case "--version": return ToolOutput(stdout: Generator.version + "\n")
        // The spellings other tools use (nu19): pointed at the one a11y-gen has.
        case "-v", "-V", "version":
            return usageError("Unknown subcommand '\(command)'. Did you mean '--version'?", command: nil)
        case "help":
            guard let sub = rest.first else { return ToolOutput(stdout: Self.overview) }
            return run([sub, "--help"])
        case "field": return FieldCommand(tool: self).run(rest)
        case "form": return FormCommand(tool: self).run(rest)
        case "types": return TypesCommand().run(rest)
        case "rules": return RulesCommand().run(rest)
        case "check": return CheckCommand(tool: self).run(rest)
        case "component": return ComponentCommand(tool: self).run(rest)
        case "init": return InitCommand(tool: self).run(rest)
        case "generate": return GenerateCommand(tool: self).run(rest)
        case "templates": return TemplatesCommand(tool: self).run(rest)
        case "mcp": return MCPCommand().run(rest)
        default:
            let nearest = Suggest.nearest(
                to: command,
                in: [
                    "field", "form", "types", "rules", "check", "component", "init", "generate", "templates", "mcp",
                    "help",
                ])
            return usageError(
                "Unknown subcommand '\(command)'" + (nearest.map { ". Did you mean '\($0)'?" } ?? ""), command: nil)
        }
    }

    /// ArgumentParser-style usage error.
    func usageError(_ message: String, command: String?) -> ToolOutput {
        let name = command.map { "a11y-gen \($0)" } ?? "a11y-gen"
        return ToolOutput(
            stderr: "Error: \(message)\nUsage: \(name) [<options>]\n  See '\(name) --help' for more information.\n",
            code: Self.exitUsage)
    }

    /// The renderer for `--templates <dir>`, or the built-in templates; a failure is the output to return.
    func renderer(_ arguments: Arguments) -> Result<Renderer, ToolOutputError> {
        guard let directory = arguments.values["templates"] else { return .success(Renderer()) }
        return renderer(templates: directory)
    }

    /// The built-in templates with those in `directory` in their place. Every problem in the folder is
    /// reported at once, located (`file:line:column: error: …`), before anything is generated or written.
    func renderer(templates directory: String) -> Result<Renderer, ToolOutputError> {
        do {
            return .success(Renderer(templates: try TemplateSet.overriding(directory: directory, files: files)))
        } catch {
            return .failure(ToolOutputError(output: Self.templateFailure(error)))
        }
    }

    /// Reads an a11y-gen.json (`form --config`, `generate`); its problems, all at once and located,
    /// are the output to return.
    func readConfig(_ path: String, defaultsOnly: Bool = false) -> Result<ProjectConfig, ToolOutputError> {
        var data = [UInt8]()
        do {
            data = try readFile(path)
            return .success(try ConfigReader().read(data: data, defaultsOnly: defaultsOnly).get())
        } catch let errors as SpecErrors {
            return .failure(ToolOutputError(output: Self.configFailure(errors.diagnostics, in: data, file: path)))
        } catch {
            return .failure(
                ToolOutputError(
                    output: ToolOutput(
                        stderr: "\(path): error: cannot read the config (\(errorText(error)))\n",
                        code: Self.exitFindings)))
        }
    }

    /// A config's problems, located in its bytes and listed in the file's order, and nothing generated.
    static func configFailure(_ diagnostics: [Diagnostic], in data: [UInt8], file path: String) -> ToolOutput {
        let count = diagnostics.count
        let located = diagnostics.located(in: data).enumerated().sorted {
            ($0.element.line ?? .max, $0.element.column ?? .max, $0.offset)
                < ($1.element.line ?? .max, $1.element.column ?? .max, $1.offset)
        }.map(\.element)
        return ToolOutput(
            stderr: located.map { $0.formatted(file: path) + "\n" }.joined()
                + "\(count) error\(count == 1 ? "" : "s") in the config; nothing was generated.\n",
            code: Self.exitFindings)
    }

    /// The renderer for a config's `templates` folder (relative to the config), nil when it names none.
    func renderer(templatesOf config: ProjectConfig, at configPath: String) -> Result<Renderer?, ToolOutputError> {
        guard let templates = config.templates else { return .success(nil) }
        let base = PathText.deletingLastComponent(configPath)
        return renderer(templates: GenerateCommand.join(base, templates)).map { $0 }
    }

    static func templateFailure(_ errors: TemplateErrors) -> ToolOutput {
        let count = errors.errors.count
        return ToolOutput(
            stderr: errors.errors.map { $0.description + "\n" }.joined()
                + "\(count) error\(count == 1 ? "" : "s") in the templates; nothing was generated.\n",
            code: exitFindings)
    }

    /// Spec problems: compiler-style on stderr, or one JSON object on stdout with `--format json`.
    /// `notes`: said after the problems and before the count (the config's defaults the spec took,
    /// each naming its own file), and among the JSON's warnings.
    static func specFailure(_ diagnostics: [Diagnostic], file: String?, json: Bool, notes: [Diagnostic] = [])
        -> ToolOutput
    {
        if json {
            return ToolOutput(
                stdout: Generator.json(
                    ProblemReport(
                        errors: diagnostics.filter { $0.severity == .error },
                        warnings: diagnostics.filter { $0.severity != .error } + notes)),
                code: exitFindings)
        }
        let count = diagnostics.filter { $0.severity == .error }.count
        // A flag's problem (`--locale`) is the command line's, not the file's.
        let text = diagnostics.map { $0.formatted(file: $0.location.hasPrefix("--") ? nil : file) }.joined(
            separator: "\n")
        return ToolOutput(
            stderr: text + "\n" + notes.map { $0.formatted(file: nil) + "\n" }.joined()
                + "\(count) error\(count == 1 ? "" : "s") in the spec; nothing was generated.\n",
            code: exitFindings)
    }
}

/// A command's early exit, carried as an error.
struct ToolOutputError: Error {
    var output: ToolOutput
}

extension Arguments.Option {
    static let format = Arguments.Option(
        name: "format", kind: .value, valueName: "format",
        help: "swift (default) or json (code, decisions, rules, warnings, verify).")
    static let detail = Arguments.Option(
        name: "detail", kind: .value, valueName: "detail",
        help:
            "With --format json: full (default) or summary, without the internal plans and each form field's code in parts (what the MCP tools return)."
    )
    static let templates = Arguments.Option(
        name: "templates", kind: .value, valueName: "dir",
        help: "Use the templates in this folder in place of the built-in ones of the same name.")
    static let help = Arguments.Option(name: "help", kind: .flag, help: "Show help information.")
}

enum OutputFormat: String, CaseIterable {
    case swift, json

    static func parse(_ arguments: Arguments, default value: OutputFormat = .swift) throws(Arguments.UsageError)
        -> OutputFormat
    {
        guard let raw = arguments.values["format"] else { return value }
        guard let format = OutputFormat(rawValue: raw) else {
            throw Arguments.UsageError(
                message: "The value '\(raw)' is invalid for '--format <format>'. Use swift or json.")
        }
        return format
    }
}

extension ResultDetail {
    /// `--detail`, which only JSON output has.
    static func parse(_ arguments: Arguments, format: OutputFormat) throws(Arguments.UsageError) -> ResultDetail {
        guard let raw = arguments.values["detail"] else { return .full }
        guard let detail = ResultDetail(rawValue: raw) else {
            throw Arguments.UsageError(
                message: "The value '\(raw)' is invalid for '--detail <detail>'. Use full or summary.")
        }
        guard format == .json else { throw Arguments.UsageError(message: "'--detail' applies to '--format json'") }
        return detail
    }
}

/// Every problem of a refused input, as `--format json` and the MCP tools' refusals write it
/// (Specs/spec-errors.schema.json).
struct ProblemReport: Codable {
    /// The version of Specs/spec-errors.schema.json this object follows.
    var schemaVersion = Generator.resultSchemaVersion
    var errors: [Diagnostic]
    var warnings: [Diagnostic] = []
}
