/// `a11y-gen form spec.json [-o file] [--dry-run] [--force]`: a whole form view.
struct FormCommand {
    var tool: CommandLineTool

    static let options = [
        Arguments.Option(
            name: "output", kind: .value, valueName: "file",
            help: "Write the view here (-o): atomically, only when it changes."),
        Arguments.Option(
            name: "dry-run", kind: .flag, help: "Say what -o would do and show the change, without writing."),
        Arguments.Option(name: "force", kind: .flag, help: "Overwrite a file that a11y-gen did not generate."),
        Arguments.Option(
            name: "config", kind: .value, valueName: "file",
            help:
                "Fill in platforms, minimumOS and locale from this a11y-gen.json where the spec has none; use its templates unless --templates is given."
        ),
        Arguments.Option(
            name: "locale", kind: .value, valueName: "locale",
            help:
                "The form's locale, such as de_DE, in place of the spec's (and the config's): its language writes a11y-gen's words (messages, the default submit button); a field's own locale still wins."
        ),
        Arguments.Option(
            name: "wrap-can-import-swiftui", kind: .flag,
            help: "Wrap the view in #if canImport(SwiftUI) so the file also builds on Linux (as nothing)."),
        Arguments.Option(
            name: "spec-name", kind: .value, valueName: "path",
            help: "The spec's path to print in the header (default: as given), e.g. relative to the package."),
        .strings, .stringsTable, .stringsBundle, .format, .detail, .templates, .help,
    ]

    static let help = Arguments.helpText(
        usage:
            "a11y-gen form <spec.json> [-o <file>] [--strings <file.xcstrings>] [--dry-run] [--force] [--config <file>] [--locale <locale>] [--wrap-can-import-swiftui] [--spec-name <path>] [--format json [--detail summary]]",
        overview:
            "Generate a complete SwiftUI form view from a form spec: one @State per field, a focus enum so Return moves on and VoiceOver lands on the first problem, validation on submit, an announced success.",
        options: Array(options.dropLast()),
        footer: """
            EXAMPLES:
              a11y-gen form Examples/SignUp.json
              a11y-gen form Examples/SignUp.json -o Sources/App/SignUpForm.swift
              a11y-gen form Examples/SignUp.json -o SignUpForm.swift --dry-run
              a11y-gen form Examples/SignUp.json -o SignUpForm.swift --strings Localizable.xcstrings
              a11y-gen form Examples/SignUp.json -o SignUpForm.swift --strings-table Forms --strings Forms.xcstrings
              a11y-gen form Examples/Booking-de_DE.json             # a form written in German, German messages
              a11y-gen form SignUp.a11y.json --config a11y-gen.json --wrap-can-import-swiftui
              cat SignUp.json | a11y-gen form -          # the spec on standard input

            --strings merges the strings the view looks up into a String Catalog, marking each entry it adds
            with the view's name ([a11y-gen: SignUpForm]); it removes only entries it added, and keeps a
            translated one as stale. The catalog must be the table the code reads: Localizable.xcstrings,
            or NAME.xcstrings with --strings-table NAME. The spec's locale gives the source language.

            EXIT CODES: 0 done (or nothing to change), 1 spec, template or catalog errors or a refused overwrite (nothing written), 64 usage error.
            """)

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        let format: OutputFormat
        let detail: ResultDetail
        do {
            arguments = try Arguments.parse(argv, options: Self.options, positionalLimit: 1)
            format = try OutputFormat.parse(arguments)
            detail = try ResultDetail.parse(arguments, format: format)
        } catch {
            return tool.usageError(error.message, command: "form")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }
        guard let specPath = arguments.positional.first else {
            return tool.usageError("Missing expected argument '<spec.json>'", command: "form")
        }
        let catalogPath: String?
        do {
            catalogPath = try StringsOptions.catalogPath(arguments)
        } catch {
            return tool.usageError(error.message, command: "form")
        }
        let locale = arguments.values["locale"]
        // A flag that sets a spec key is read as that key, as on `field`: a value the spec rules refuse
        // is a problem in the input, named by its flag (exit 1), reported with the spec's own problems.
        var flagProblems: [Diagnostic] = []
        if let locale, ConfigReader.region(of: locale) == nil {
            flagProblems.append(
                .error(
                    "invalid-locale", at: "--locale", "'\(locale)' is not a language_REGION locale",
                    suggestion: "write it like en_US or en-GB"))
        }
        if let output = arguments.values["output"], !output.hasSuffix(".swift"),
            output.isEmpty || tool.files.kind(of: output) != .directory
        {
            // A view written under another name is never compiled, and a spec given as -o by mistake
            // would be replaced by Swift: only a .swift file (or a folder, answered below) is taken.
            return tool.usageError(
                "The value '\(output)' is invalid for '-o <file>'; it takes the Swift file to write, ending in .swift, such as SignUpForm.swift",
                command: "form")
        }
        if arguments.values["output"] == nil, arguments.flags.contains("force") {
            return tool.usageError("'--force' applies to '-o <file>'", command: "form")
        }
        if arguments.values["output"] == nil, catalogPath == nil, arguments.flags.contains("dry-run") {
            return tool.usageError(
                "'--dry-run' applies to '-o <file>' and '--strings <file.xcstrings>'", command: "form")
        }
        var renderer: Renderer
        switch tool.renderer(arguments) {
        case .success(let value): renderer = value
        case .failure(let failure): return failure.output
        }
        var config: ProjectConfig?
        if let configPath = arguments.values["config"] {
            switch tool.readConfig(configPath, defaultsOnly: true) {
            case .success(let value): config = value
            case .failure(let failure): return failure.output
            }
            // The config's template set, as `generate` uses it (so the build tool plugin's views
            // match), unless --templates names one; checked whole before the spec is read.
            if let config, arguments.values["templates"] == nil {
                switch tool.renderer(templatesOf: config, at: configPath) {
                case .success(let value): renderer = value ?? renderer
                case .failure(let failure): return failure.output
                }
            }
        }
        do {
            renderer.localization = try StringsOptions.localization(arguments, config: config)
        } catch {
            return tool.usageError(error.message, command: "form")
        }
        let data: [UInt8]
        do {
            data = specPath == "-" ? tool.standardInput() : try tool.readFile(specPath)
        } catch {
            return ToolOutput(
                stderr: "\(specPath): error: cannot read the spec file (\(errorText(error)))\n",
                code: CommandLineTool.exitFindings)
        }
        // Problems are located by line and column in a file; standard input keeps its JSON paths.
        let fileBytes = specPath == "-" ? [] : Array(data)
        var result: FormResult
        let spec: FormSpec
        do throws(SpecErrors) {
            spec = try SpecReader().readForm(data: data, defaults: config, locale: flagProblems.isEmpty ? locale : nil)
                .get()
            if !flagProblems.isEmpty { throw SpecErrors([]) }
            result = try Generator.form(
                spec,
                input: arguments.values["spec-name"]
                    ?? Self.inputName(specPath, from: tool.currentDirectory()),
                renderer: renderer)
        } catch {
            return CommandLineTool.specFailure(
                flagProblems + error.diagnostics.located(in: fileBytes), file: specPath, json: format == .json,
                notes: defaultsNote(
                    config, at: arguments.values["config"], problems: error.diagnostics, locale: locale,
                    renderer: renderer, spec: specPath, data: data)
            )
        }
        if let override = SpecReader.localeOverridesSpecLanguage(flagProblems.isEmpty ? locale : nil, specData: data) {
            result.warnings.insert(override, at: 0)
        }
        result.warnings = result.warnings.located(in: fileBytes)
        if arguments.flags.contains("wrap-can-import-swiftui") { result = result.wrappedInCanImportSwiftUI() }
        let notes = defaultsNote(
            config, at: arguments.values["config"], problems: result.warnings, locale: locale, renderer: renderer,
            spec: specPath, data: data)
        var warnings = (result.warnings + notes).map { $0.formatted(file: specPath) + "\n" }.joined()
        // The JSON carries the notes among the warnings, each naming the config as its file (rev51 #10).
        result.warnings += notes
        // The catalog is merged in full before anything is written: a bad catalog stops both files.
        var catalog: WritePlan?
        if let catalogPath {
            do {
                catalog = try StringsOptions.plan(
                    catalogPath, owners: [(result.viewName, result.strings)],
                    sourceLanguage: StringCatalog.sourceLanguage(locale: spec.locale), files: tool.files)
            } catch {
                return ToolOutput(stderr: warnings + error.message + "\n", code: CommandLineTool.exitFindings)
            }
            warnings += StringsOptions.tableMismatch(catalogPath, renderer.localization) ?? ""
        }
        let dryRun = arguments.flags.contains("dry-run")
        guard let output = arguments.values["output"] else {
            let stdout = format == .json ? detail.json(result, omitting: ResultDetail.formOmissions) : result.code
            guard let catalog else { return ToolOutput(stdout: stdout, stderr: warnings) }
            // The code goes to standard output; what happened to the catalog is said on standard error.
            if dryRun { return ToolOutput(stdout: stdout, stderr: warnings + StringsOptions.dryRunText(catalog)) }
            do {
                try catalog.perform(files: tool.files)
            } catch {
                return ToolOutput(stderr: warnings + error.message + "\n", code: CommandLineTool.exitFindings)
            }
            return ToolOutput(stdout: stdout, stderr: warnings + StringsOptions.doneText(catalog))
        }
        return write(
            result, to: output, catalog: catalog, dryRun: dryRun, force: arguments.flags.contains("force"),
            json: format == .json ? detail : nil, warnings: warnings)
    }

    /// After the spec's problems, the `--config` defaults that cause some of them, as `generate`
    /// says them (nu20 #9).
    func defaultsNote(
        _ config: ProjectConfig?, at configPath: String?, problems: [Diagnostic], locale: String?, renderer: Renderer,
        spec specPath: String, data: [UInt8]
    ) -> [Diagnostic] {
        guard let config, !problems.isEmpty, let configPath,
            let configBytes = try? tool.readFile(configPath)
        else { return [] }
        return GenerateCommand.defaultsNote(
            specPath == "-" ? "the spec" : specPath, data: data, problems: problems, config: config, locale: locale,
            renderer: renderer, in: configBytes, at: configPath)
    }

    /// How the header names the spec: its path, or standard input for `-` (as `field --spec -` does).
    /// The spec as the header names it: `./specs/A.json`, `specs/./A.json` and `specs/A.json` are
    /// one name, so a harmless spelling does not make every view stale (nu20 #4).
    /// A path inside the working folder `from` is named from there (`specs/A.json`, not
    /// `/Users/ana/App/specs/A.json` or `../App/specs/A.json`), so a build phase that passes
    /// `$SRCROOT/specs/A.json` writes the same header on every clone and every machine (nu20 #3);
    /// one outside it stays as written. The folders' links are resolved, the file's name is not:
    /// a link to a spec is named as the link, however the folder is spelled.
    static func inputName(_ specPath: String, from directory: String? = nil) -> String {
        if specPath == "-" { return "a spec on standard input" }
        let path = PathText.standardized(specPath)
        guard let directory, path.hasPrefix("/") || path.hasPrefix("../") || path == ".." else { return path }
        let folder = PathText.standardized(directory)
        let absolute = path.hasPrefix("/") ? path : PathText.standardized(folder + "/" + path)
        // As written first; then with links resolved (macOS's /tmp is /private/tmp, and getcwd
        // gives the resolved folder).
        var spellings = [(absolute, folder)]
        if let parent = StandardStreams.realPath(PathText.deletingLastComponent(absolute)),
            let real = StandardStreams.realPath(folder)
        {
            spellings.append((GenerateCommand.join(parent, PathText.lastComponent(absolute)), real))
        }
        for (spelling, folder) in spellings where folder != "/" && spelling.hasPrefix(folder + "/") {
            return String(spelling.dropFirst(folder.count + 1))
        }
        return path
    }

    func write(
        _ result: FormResult, to path: String, catalog: WritePlan? = nil, dryRun: Bool, force: Bool,
        json: ResultDetail?, warnings: String
    ) -> ToolOutput {
        // A file that cannot be written is said on standard error; with --format json, standard output
        // holds one `{"errors": […]}` object for it too, as for a spec's problems (nu19: it was empty).
        func failed(_ message: String) -> ToolOutput {
            guard json != nil else {
                return ToolOutput(stderr: warnings + message + "\n", code: CommandLineTool.exitFindings)
            }
            let prefix = "\(path): error: "
            let words = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
            var output = CommandLineTool.specFailure(
                [.error("output-not-written", at: "-o", words)] + result.warnings, file: nil, json: true)
            output.stderr = warnings + message + "\n"
            return output
        }
        let plan: WritePlan
        do {
            plan = try WritePlan.decide(
                result.code, to: path, files: tool.files, force: force,
                folderHint: "-o takes the file to write, such as \(path)/\(result.viewName).swift"
            ).replacingAnotherView(viewName: result.viewName, force: force)
        } catch {
            return failed(error.message)
        }
        let action = plan.action
        struct Report: Encodable {
            var path: String
            var action: WriteAction
            var dryRun: Bool
            var result: FormResult
            /// The String Catalog's write, with --strings.
            var strings: StringsOptions.Report?
        }
        let catalogReport = catalog.map { StringsOptions.Report(path: $0.path, action: $0.action) }
        func report(_ text: String, code: Int32 = 0) -> ToolOutput {
            guard let json else { return ToolOutput(stdout: text, stderr: warnings, code: code) }
            let report = Report(path: path, action: action, dryRun: dryRun, result: result, strings: catalogReport)
            return ToolOutput(
                stdout: json.json(report, omitting: ResultDetail.formOmissions.map { ["result"] + $0 }),
                stderr: warnings, code: code)
        }
        if let refusal = plan.refusalMessage {
            var output = report("", code: CommandLineTool.exitFindings)
            output.stderr += refusal + "\n"
            return output
        }
        if dryRun {
            return report(StringsOptions.dryRunText(plan) + (catalog.map(StringsOptions.dryRunText) ?? ""))
        }
        do {
            try WritePlan.performAll([plan] + (catalog.map { [$0] } ?? []), files: tool.files)
        } catch {
            return failed(error.message)
        }
        return report(StringsOptions.doneText(plan) + (catalog.map(StringsOptions.doneText) ?? ""))
    }
}
