/// `a11y-gen init [DIR]`: a starter `a11y-gen.json` and one example form spec, the step a project
/// template runs. It never overwrites: if either file exists, it writes nothing.
struct InitCommand {
    var tool: CommandLineTool

    /// Where the example spec goes, relative to the config: a folder of its own, so it clashes with
    /// neither `Specs/` nor an app's `Sources/`.
    static let specsFolder = "a11y-specs"
    static let exampleSpec = "a11y-specs/SignUpForm.json"
    static let outputFolder = "GeneratedForms"

    static let starterConfig = """
        {
          "$schema": "https://a11y-gen.dev/schemas/config.schema.json",
          "platforms": ["ios"],
          "minimumOS": { "ios": "17" },
          "generate": [
            { "specs": "a11y-specs", "output": "GeneratedForms" }
          ]
        }

        """

    static let starterSpec = """
        {
          "name": "SignUpForm",
          "title": "Create account",
          "submitLabel": "Create account",
          "successMessage": "Account created.",
          "fields": [
            { "label": "Full name", "type": "name", "validation": { "required": true } },
            { "label": "Email", "type": "email", "placeholder": "name@example.com", "validation": { "required": true } },
            {
              "label": "New password", "type": "new-password", "hint": "At least 12 characters.",
              "validation": { "required": true, "minLength": 12 }
            }
          ]
        }

        """

    static let options: [Arguments.Option] = [.help]

    static let help = Arguments.helpText(
        usage: "a11y-gen init [<dir>]",
        overview:
            "Start using a11y-gen in a project: writes a starter a11y-gen.json and an example form spec (\(exampleSpec)) in <dir> (default: the current folder). Refuses to overwrite either; then run 'a11y-gen generate'.",
        options: [],
        footer: """
            EXAMPLES:
              a11y-gen init
              a11y-gen init MyApp

            Edit "output" in a11y-gen.json to point into your app's sources (it is \(outputFolder)/ to start),
            describe your forms in \(specsFolder)/ (Specs/form-spec.schema.json), and run 'a11y-gen generate'.

            EXIT CODES: 0 written, 1 a file already exists or cannot be written (nothing written), 64 usage error.
            """)

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options, positionalLimit: 1)
        } catch {
            return tool.usageError(error.message, command: "init")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }
        let directory = arguments.positional.first ?? "."
        let base = directory == "." ? "" : directory
        if tool.files.kind(of: directory) == .file {
            return ToolOutput(
                stderr: "\(directory): error: this is a file; init takes the folder to set up\n",
                code: CommandLineTool.exitFindings)
        }
        let files = [
            (GenerateCommand.join(base, ConfigReader.fileName), Self.starterConfig),
            (GenerateCommand.join(base, Self.exampleSpec), Self.starterSpec),
        ]
        let existing = files.map(\.0).filter { tool.files.kind(of: $0) != .missing }
        if !existing.isEmpty {
            let list = existing.map { "\($0): error: already exists; init does not overwrite it\n" }.joined()
            return ToolOutput(
                stderr: list
                    + "Nothing was written. To add a form, write a spec next to the others and run 'a11y-gen generate'.\n",
                code: CommandLineTool.exitFindings)
        }
        // All or none: both files are staged beside their targets (where a write fails: a read-only
        // folder, a full disk) before either is put in place, so a failed init leaves no config behind
        // that would make the next init refuse.
        let plans = files.map { path, text in
            WritePlan(path: path, new: Array(text.utf8), existing: nil, action: .create, createsFolder: true)
        }
        do {
            try WritePlan.performAll(plans, files: tool.files)
        } catch {
            return ToolOutput(stderr: error.message + "\n", code: CommandLineTool.exitFindings)
        }
        var stdout = files.map { "created \($0.0)\n" }.joined()
        let next = base.isEmpty ? "a11y-gen generate" : "cd \(Self.shellQuoted(directory)) && a11y-gen generate"
        stdout += """

            Next: point "output" in \(files[0].0) at your app's source folder (it writes to \(GenerateCommand.join(base, Self.outputFolder))/ now), then run:
              \(next)

            """
        return ToolOutput(stdout: stdout)
    }

    static func shellQuoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            $0.isASCIIAlphanumeric || "/._-".unicodeScalars.contains($0)
        }
        return safe ? text : "'" + text.replacingAll("'", with: "'\\''") + "'"
    }
}
