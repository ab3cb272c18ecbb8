/// `a11y-gen generate [--config FILE] [--dry-run] [--check] [--force]`: every view the project
/// config names, written with `form -o`'s safety (only changed bytes, atomically, never over a file
/// a11y-gen did not write unless `--force`). It removes nothing.
struct GenerateCommand {
    var tool: CommandLineTool

    static let options = [
        Arguments.Option(
            name: "config", kind: .value, valueName: "file",
            help: "The project config (default: a11y-gen.json in the current folder)."),
        Arguments.Option(name: "dry-run", kind: .flag, help: "Say what would change and show it, without writing."),
        Arguments.Option(
            name: "check", kind: .flag,
            help: "Write nothing; exit 1 listing every missing, stale or hand-edited output (for CI)."),
        Arguments.Option(name: "force", kind: .flag, help: "Overwrite outputs that a11y-gen did not generate."),
        .help,
    ]

    static let help = Arguments.helpText(
        usage: "a11y-gen generate [--config <file>] [--dry-run] [--check] [--force]",
        overview:
            "Generate every form view that a11y-gen.json names, each byte-identical to `a11y-gen form` for its spec. Writes only files whose bytes change, atomically; never overwrites a file a11y-gen did not write unless --force; removes nothing.",
        options: Array(options.dropLast()),
        footer: """
            EXAMPLES:
              a11y-gen generate
              a11y-gen generate --dry-run
              a11y-gen generate --check                 # in CI: exit 1 when an output is not fresh
              a11y-gen generate --config App/a11y-gen.json

            A spec with errors gets every problem reported and none of its outputs written; the other
            specs are still generated. A "templates" folder in the config replaces the built-in templates
            of the same name; every template is checked before anything is written. 'a11y-gen init' writes
            a starter a11y-gen.json; its schema is Specs/config.schema.json. With "strings" in the config, the
            strings of every view are merged into that String Catalog (named after "stringsTable", default
            Localizable.xcstrings), written once after the views; --check reports it like a view.

            EXIT CODES: 0 done (or, with --check, every output fresh), 1 config or spec errors, a refused
            overwrite, or (--check) an output that is missing, stale, hand-edited or not a11y-gen's; 64 usage error.
            """)

    /// One view to write: which spec it comes from and where it goes.
    struct Output {
        var spec: String  // as the user sees it (relative to the current folder)
        var path: String  // the same
        var result: FormResult
        /// The String Catalog source language its spec's locale gives.
        var language = "en"
    }

    /// What `--check` found for one output.
    enum Freshness: String {
        case fresh, missing, stale
        case handEdited = "hand-edited"
        case foreign = "not-generated"
        /// In an output folder, generated from one of this config's specs, which no longer generates it.
        case orphaned
    }

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options)
        } catch {
            return tool.usageError(error.message, command: "generate")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }
        let check = arguments.flags.contains("check")
        let dryRun = arguments.flags.contains("dry-run")
        let force = arguments.flags.contains("force")
        if check, dryRun || force {
            return tool.usageError(
                "'--check' writes nothing and reports every output; it takes neither '--dry-run' nor '--force'",
                command: "generate")
        }
        let configPath = arguments.values["config"] ?? ConfigReader.fileName
        switch tool.files.kind(of: configPath) {
        case .file: break
        case .directory:
            return ToolOutput(
                stderr:
                    "\(configPath): error: this is a folder; --config takes the file, such as \(Self.join(configPath, ConfigReader.fileName))\n",
                code: CommandLineTool.exitFindings)
        case .missing:
            let advice =
                arguments.values["config"] == nil
                ? "no \(ConfigReader.fileName) in the current folder; run `a11y-gen init` to write one, or pass --config <file>"
                : "no such file"
            return ToolOutput(stderr: "\(configPath): error: \(advice)\n", code: CommandLineTool.exitFindings)
        }
        let config: ProjectConfig
        switch tool.readConfig(configPath) {
        case .success(let value): config = value
        case .failure(let failure): return failure.output
        }
        let base = PathText.deletingLastComponent(configPath)
        // A problem with a path in the config is placed at its line and column, as the config
        // reader's own problems are, so an editor can jump to it.
        let configBytes = (try? tool.readFile(configPath)).map { Array($0) } ?? []
        func configProblem(_ diagnostic: Diagnostic) -> String {
            [diagnostic].located(in: configBytes)[0].formatted(file: configPath) + "\n"
        }
        if let templates = config.templates, tool.files.kind(of: Self.join(base, templates)) != .directory {
            return ToolOutput(
                stderr: configProblem(
                    .error(
                        "missing-folder", at: "$.templates",
                        "the folder '\(templates)' does not exist (relative to \(ConfigReader.fileName)); nothing was generated."
                    )),
                code: CommandLineTool.exitFindings)
        }
        // The config's template set, checked whole before any spec is read or any file written.
        var renderer: Renderer
        switch tool.renderer(templatesOf: config, at: configPath) {
        case .success(let value): renderer = value ?? Renderer()
        case .failure(let failure): return failure.output
        }
        renderer.localization = config.localization

        var stderr = ""
        var failedSpecs = 0
        var problems = 0
        var outputs: [Output] = []
        let configName = PathText.lastComponent(configPath)
        // For the views no spec generates any more: where views are written, where specs are read,
        // and which specs were read (with errors or not).
        var outputFolders: Set<String> = []
        var specSources: [String] = []
        var attempted: Set<String> = []
        for entry in config.generate {
            let specsPath = Self.join(base, entry.specs)
            if !entry.outputIsFile { outputFolders.insert(Self.join(base, entry.output)) }
            specSources.append(specsPath)
            var specs: [String] = []  // relative to the config's folder, as the view's header names them
            switch tool.files.kind(of: specsPath) {
            case .file: specs = [entry.specs]
            case .directory:
                let names = ((try? tool.files.contentsOfDirectory(specsPath)) ?? []).filter {
                    $0.hasSuffix(".json") && !$0.hasPrefix(".") && $0 != configName && $0 != ConfigReader.fileName
                }.sorted()
                specs = names.map { Self.join(entry.specs, $0) }.filter {
                    tool.files.kind(of: Self.join(base, $0)) == .file
                }
                if entry.outputIsFile {
                    stderr += configProblem(
                        .error(
                            "output-file-for-folder", at: "\(entry.location).output",
                            "'\(entry.specs)' is a folder of specs, so 'output' must be a folder, not one .swift file"))
                    problems += 1
                    continue
                }
                if specs.isEmpty {
                    stderr += configProblem(
                        .warning(
                            "no-specs", at: "\(entry.location).specs",
                            "the folder '\(entry.specs)' has no *.json specs; nothing to generate from it"))
                }
            case .missing:
                stderr += configProblem(
                    .error(
                        "specs-not-found", at: "\(entry.location).specs",
                        "'\(entry.specs)' does not exist (paths are relative to \(configName))"))
                problems += 1
                continue
            }
            for spec in specs {
                let shown = Self.join(base, spec)
                attempted.insert(PathText.standardized(shown))
                var result: FormResult
                let language: String
                var data = [UInt8]()
                do {
                    data = try tool.readFile(shown)
                    let form = try SpecReader().readForm(data: data, defaults: config).get()
                    result = try Generator.form(form, input: spec, renderer: renderer)
                    language = StringCatalog.sourceLanguage(locale: form.locale)
                } catch let errors as SpecErrors {
                    let count = errors.diagnostics.filter { $0.severity == .error }.count
                    stderr += errors.diagnostics.located(in: Array(data)).map { $0.formatted(file: shown) + "\n" }
                        .joined()
                    stderr +=
                        "\(shown): \(count) error\(count == 1 ? "" : "s") in the spec; none of its output was written.\n"
                    failedSpecs += 1
                    continue
                } catch {
                    stderr += "\(shown): error: cannot read the spec (\(errorText(error)))\n"
                    failedSpecs += 1
                    continue
                }
                result.warnings = result.warnings.located(in: Array(data))
                stderr += result.warnings.map { $0.formatted(file: shown) + "\n" }.joined()
                let output = entry.outputIsFile ? entry.output : Self.join(entry.output, result.viewName + ".swift")
                outputs.append(
                    Output(spec: shown, path: Self.join(base, output), result: result, language: language))
            }
        }

        // Two specs writing one file would overwrite each other on every run: neither is written.
        let byPath = Dictionary(grouping: outputs, by: { PathText.standardized($0.path) })
        for (_, group) in byPath.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            stderr +=
                "\(group[0].path): error: generated by \(group.map(\.spec).dropLast().joined(separator: ", ")) and \(group.last!.spec); give the views different names or outputs; none of them was written [duplicate-output]\n"
            problems += 1
        }
        outputs = outputs.filter { byPath[PathText.standardized($0.path)]!.count == 1 }

        // The String Catalog, merged for every view before anything is written: a catalog that
        // cannot be merged stops the whole run, so no view is written without its strings.
        var catalog: WritePlan?
        if let strings = config.strings {
            let catalogPath = Self.join(base, strings)
            let languages = Set(outputs.map(\.language))
            if languages.count > 1 {
                let list = outputs.map { "\($0.spec) (\($0.language))" }.joined(separator: ", ")
                return ToolOutput(
                    stdout: "",
                    stderr: stderr
                        + "\(configPath): $.strings: error: the specs are in different languages (\(list)) but share the catalog \(strings), which has one source language; give them one locale (the config's \"locale\") or generate them with separate configs; nothing was written [catalog-languages-differ]\n",
                    code: CommandLineTool.exitFindings)
            }
            do {
                catalog = try StringsOptions.plan(
                    catalogPath, owners: outputs.map { ($0.result.viewName, $0.result.strings) },
                    sourceLanguage: languages.first ?? StringCatalog.sourceLanguage(locale: config.locale),
                    files: tool.files, createFolder: true)
            } catch {
                return ToolOutput(
                    stderr: stderr + error.message + "\n", code: CommandLineTool.exitFindings)
            }
            stderr += StringsOptions.tableMismatch(catalogPath, config.localization) ?? ""
        }
        // Staged before any view is written, so a catalog that cannot be written stops the run
        // with nothing written; put in place after the views.
        var stagedCatalog: [StagedWrite] = []
        if let catalog, !check, !dryRun {
            do {
                stagedCatalog = try WritePlan.stageAll(
                    [catalog].filter(\.writes), files: tool.files)
            } catch {
                return ToolOutput(stderr: stderr + error.message + "\n", code: CommandLineTool.exitFindings)
            }
        }

        var stdout = ""
        var counts: [String: Int] = [:]
        for output in outputs {
            let plan: WritePlan
            do {
                plan = try WritePlan.decide(
                    output.result.code, to: output.path, files: tool.files, force: force, createFolder: true,
                    folderHint: "the config's output must name a .swift file or a folder for the views")
            } catch {
                stderr += error.message + "\n"
                problems += 1
                continue
            }
            if check {
                let state = Self.freshness(plan)
                counts[state.rawValue, default: 0] += 1
                stdout += Self.describe(state, output) + "\n"
                continue
            }
            if let refusal = plan.refusalMessage {
                stderr += refusal + "\n"
                problems += 1
                continue
            }
            if dryRun {
                stdout += StringsOptions.dryRunText(plan)
                counts[plan.action.rawValue, default: 0] += 1
                continue
            }
            do {
                try plan.perform(files: tool.files)
            } catch {
                stderr += error.message + "\n"
                problems += 1
                continue
            }
            let word = plan.action == .create ? "created" : plan.action == .update ? "updated" : "unchanged"
            stdout += "\(word) \(output.path)\n"
            counts[plan.action.rawValue, default: 0] += 1
        }

        if let catalog {
            if check {
                let state: Freshness =
                    catalog.existing == nil ? .missing : catalog.action == .unchanged ? .fresh : .stale
                counts[state.rawValue, default: 0] += 1
                stdout += Self.describeCatalog(state, catalog.path) + "\n"
            } else if dryRun {
                stdout += StringsOptions.dryRunText(catalog)
                counts[catalog.action.rawValue, default: 0] += 1
            } else {
                do {
                    try WritePlan.commitAll(stagedCatalog, files: tool.files)
                    stdout += StringsOptions.doneText(catalog)
                    counts[catalog.action.rawValue, default: 0] += 1
                } catch {
                    stderr += error.message + "\n"
                    problems += 1
                }
            }
        }

        for orphan in Self.orphans(
            in: outputFolders, outputs: outputs, sources: specSources, attempted: attempted, base: base,
            files: tool.files)
        {
            if check {
                counts[Freshness.orphaned.rawValue, default: 0] += 1
                stdout += Self.describeOrphan(orphan.path, spec: orphan.spec) + "\n"
            } else {
                stderr +=
                    "\(orphan.path): warning: generated from \(orphan.spec), which no longer generates it; a11y-gen deletes nothing, so delete the file [orphaned-output]\n"
            }
        }

        let failed = failedSpecs > 0 || problems > 0
        var parts: [String]
        if check {
            parts = [Freshness.fresh, .missing, .stale, .handEdited, .foreign, .orphaned].compactMap { state in
                counts[state.rawValue].map {
                    "\($0) \(state == .foreign ? "not generated by a11y-gen" : state.rawValue)"
                }
            }
        } else {
            parts = [("create", "created"), ("update", "updated"), ("unchanged", "unchanged")].compactMap { key, word in
                counts[key].map { dryRun && key != "unchanged" ? "would \(key) \($0)" : "\($0) \(word)" }
            }
        }
        if parts.isEmpty { parts = [failed ? "nothing generated" : "nothing to generate"] }
        if failedSpecs > 0 { parts.append("\(failedSpecs) spec\(failedSpecs == 1 ? "" : "s") with errors") }
        if problems > 0 { parts.append("\(problems) other problem\(problems == 1 ? "" : "s")") }
        var summary = parts.joined(separator: ", ")
        let stale = counts.filter { $0.key != Freshness.fresh.rawValue }.values.reduce(0, +)
        if check {
            // What to do, per kind: `generate` regenerates missing and stale files, but refuses the
            // edited and the foreign ones without --force, and deletes nothing.
            let count = { (state: Freshness) in counts[state.rawValue, default: 0] }
            let regenerable = count(.missing) + count(.stale) > 0
            let refused = count(.handEdited) + count(.foreign) > 0
            var steps: [String] = []
            if regenerable {
                steps.append(
                    "run `a11y-gen generate` to bring " + (refused ? "the missing and stale ones" : "them")
                        + " up to date")
            }
            if refused {
                steps.append(
                    (regenerable ? "it" : "`a11y-gen generate`")
                        + " leaves the hand-edited and hand-written files alone: move the edits into the specs (or your file elsewhere), or pass --force to overwrite them"
                )
            }
            if count(.orphaned) > 0 { steps.append("delete the orphaned ones") }
            summary += steps.isEmpty ? "." : "; " + steps.joined(separator: "; ") + "."
        } else if dryRun {
            summary += "; nothing was written (dry run)."
        } else {
            summary += failed ? "; nothing was written for what failed." : "."
        }
        stdout += summary + "\n"
        let code = failed || (check && stale > 0) ? CommandLineTool.exitFindings : CommandLineTool.exitOK
        return ToolOutput(stdout: stdout, stderr: stderr, code: code)
    }

    /// Missing, fresh, or how it differs: a file whose checksum line no longer holds was edited by
    /// hand; one whose checksum holds but whose bytes differ from today's is stale (its spec, path,
    /// deployment or a11y-gen changed). A file from before checksums is judged by its header block.
    static func freshness(_ plan: WritePlan) -> Freshness {
        guard let existing = plan.existing else { return .missing }
        switch plan.action {
        case .unchanged: return .fresh
        case .refuseForeign: return .foreign
        case .refuseEdited: return .handEdited
        case .create, .update:
            let generated = String(decoding: existing.prefix(200), as: UTF8.self).hasPrefix(WriteAction.marker)
            guard generated else { return .foreign }  // only with --force, which --check refuses
            switch GeneratedChecksum.verify(existing) {
            case false?: return .handEdited
            case true?: return .stale
            // A file from before checksums: a text change cannot be told from an edit.
            case nil: return headerBlock(existing) == headerBlock(plan.new) ? .handEdited : .stale
            }
        }
    }

    /// Views in `folders` that a11y-gen generated from a spec under `sources` that no longer
    /// generates them: the spec is gone, moved, or names another view now. A spec that failed this
    /// run is left out (what it generates is not known), and so are files of other configs' specs,
    /// components and hand-written files.
    static func orphans(
        in folders: Set<String>, outputs: [Output], sources: [String], attempted: Set<String>, base: String,
        files: any FileAccess
    ) -> [(path: String, spec: String)] {
        let written = Set(outputs.map { PathText.standardized($0.path) })
        let producing = Set(outputs.map { PathText.standardized($0.spec) })
        let roots = sources.map(PathText.standardized)
        var found: [(path: String, spec: String)] = []
        for folder in folders.sorted() where files.kind(of: folder) == .directory {
            let names = ((try? files.contentsOfDirectory(folder)) ?? []).filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix(".")
            }
            for name in names.sorted() {
                let path = join(folder, name)
                guard !written.contains(PathText.standardized(path)),
                    let head = try? files.read(path).prefix(400),
                    let spec = generatedFrom(String(decoding: head, as: UTF8.self))
                else { continue }
                let shown = PathText.standardized(join(base, spec))
                let ours = roots.contains { shown == $0 || shown.hasPrefix($0 + "/") }
                guard ours, !(attempted.contains(shown) && !producing.contains(shown)) else { continue }
                found.append((path, join(base, spec)))
            }
        }
        return found
    }

    /// The spec a view's first line names: `// Generated by a11y-gen 0.1.0 from specs/A.json. Do not edit…`.
    static func generatedFrom(_ text: String) -> String? {
        guard text.hasPrefix(WriteAction.marker), let line = text.split(separator: "\n").first,
            let from = line.firstRange(ofText: " from "), let end = line.firstRange(ofText: ". Do not edit")
        else { return nil }
        return from.upperBound <= end.lowerBound ? String(line[from.upperBound..<end.lowerBound]) : nil
    }

    /// The leading comment lines of a generated file.
    static func headerBlock(_ data: [UInt8]) -> [Substring] {
        let text = String(decoding: data, as: UTF8.self)
        return Array(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
                .filter { !GeneratedChecksum.isChecksumLine($0) })
    }

    static func describe(_ state: Freshness, _ output: Output) -> String {
        switch state {
        case .fresh: "fresh \(output.path)"
        case .missing: "missing \(output.path): not generated yet from \(output.spec)"
        case .stale:
            "stale \(output.path): not what \(output.spec) generates now (the spec, its path, the deployment or the a11y-gen version changed); `a11y-gen generate` brings it up to date"
        case .handEdited:
            "hand-edited \(output.path): edited since a11y-gen wrote it (its checksum line no longer matches, or a file from before checksums differs from what \(output.spec) generates); `a11y-gen generate` refuses it without --force, so move the edit into the spec first"
        case .foreign:
            "not generated by a11y-gen \(output.path): the file lacks the '\(WriteAction.marker)' header; `a11y-gen generate` refuses it without --force"
        case .orphaned: describeOrphan(output.path, spec: output.spec)
        }
    }

    static func describeOrphan(_ path: String, spec: String) -> String {
        "orphaned \(path): generated from \(spec), which no longer generates it (renamed, moved or deleted); delete the file"
    }

    static func describeCatalog(_ state: Freshness, _ path: String) -> String {
        switch state {
        case .missing: "missing \(path): the String Catalog is not written yet"
        case .stale:
            "stale \(path): the String Catalog's a11y-gen entries differ from the strings the views use now"
        default: "fresh \(path)"
        }
    }

    /// `base/relative`, leaving absolute paths and an empty base alone, so messages keep the paths
    /// the user wrote.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty || base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
