/// `a11y-gen check <paths…|->`: the rule cards' statically decidable violations in Swift source.
struct CheckCommand {
    var tool: CommandLineTool

    static let options = reportOptions + CheckPlatforms.options + [.help]

    /// What to report and how.
    static let reportOptions = [
        Arguments.Option(
            name: "format", kind: .value, valueName: "format",
            help: "text (default: file:line:col: warning: … [rule-id]), json or sarif (SARIF 2.1.0)."),
        Arguments.Option(
            name: "severity", kind: .value, valueName: "level",
            help: "Report findings at or above this: note or warning (default)."),
        Arguments.Option(
            name: "only", kind: .value, valueName: "rule-id",
            help: "Run only these rules (comma-separated or repeated).", repeatable: true),
        Arguments.Option(
            name: "disable", kind: .value, valueName: "rule-id",
            help: "Do not run these rules (comma-separated or repeated).", repeatable: true),
        Arguments.Option(
            name: "baseline", kind: .value, valueName: "file",
            help: "Report only findings not accepted in this baseline file."),
        Arguments.Option(
            name: "write-baseline", kind: .value, valueName: "file",
            help: "Accept today's findings: write them to this baseline file, exit 0."),
    ]

    static var help: String {
        Arguments.helpText(
            usage:
                "a11y-gen check <path>… [--format text|json|sarif] [--baseline <file>]\n       cat View.swift | a11y-gen check -",
            overview:
                "Report every statically decidable violation of the rule cards in Swift source, citing the same rule ids as the generator (Specs/rules.json). Folders are searched for *.swift (.build and hidden folders skipped); '-' reads standard input.",
            options: Array(options.dropLast()),
            footer: """
                RULES CHECKED SO FAR:
                \(CheckEngine.allRules.map { "  " + $0.id.rawValue }.joined(separator: "\n"))

                SUPPRESSIONS:
                  // a11y-gen:disable:next <rule-id>   the next line of code, and the modifiers chained there
                  // a11y-gen:disable <rule-id>        the rest of the file
                  Several ids may follow, separated by spaces or commas; text after ' -- ' is a reason.
                  An unknown id is reported as check.unknown-rule, and one that silences
                  nothing (its rule finds nothing there now) as check.unused-suppression.

                EXAMPLES:
                  a11y-gen check Sources/
                  a11y-gen check LoginView.swift --format json
                  cat View.swift | a11y-gen check -
                  a11y-gen check . --format sarif > a11y.sarif
                  a11y-gen check Sources --platform macos --min-macos 13   # a Mac app: no iOS-only fixes
                  a11y-gen check . --write-baseline a11y-baseline.json   # accept today's findings
                  a11y-gen check . --baseline a11y-baseline.json         # report only new ones

                EXIT CODES: 0 no findings at or above --severity; 1 findings, or a file that could not be read
                  (unreadable, not UTF-8, over 64 MB); 64 usage error. Code left unchecked inside a file (a call
                  or comment never closed) is named on stderr and does not change the exit code.
                """)
    }

    enum Format: String { case text, json, sarif }

    /// A finished check: the report, what goes to standard error before its summary, the exit code
    /// and the format asked for. The MCP tool formats one check as both text and JSON.
    struct Checked {
        var report: CheckReport
        var stderr: String
        var code: Int32
        var format: Format

        /// What `check --format text` prints for it.
        var textOutput: ToolOutput {
            ToolOutput(stdout: report.text(), stderr: stderr + report.summaryLine(), code: code)
        }
        /// What `check --format json` prints for it.
        var jsonOutput: ToolOutput { ToolOutput(stdout: report.json(), stderr: stderr, code: code) }
    }

    func run(_ argv: [String]) -> ToolOutput {
        switch check(argv) {
        case .failure(let output): return output.output
        case .success(let checked):
            switch checked.format {
            case .text: return checked.textOutput
            case .json: return checked.jsonOutput
            case .sarif:
                return ToolOutput(stdout: checked.report.sarif(), stderr: checked.stderr, code: checked.code)
            }
        }
    }

    /// Parses the arguments and checks the files; help, usage errors and `--write-baseline` are
    /// the output to return instead of a report.
    func check(_ argv: [String]) -> Result<Checked, ToolOutputError> {
        func done(_ output: ToolOutput) -> Result<Checked, ToolOutputError> {
            .failure(ToolOutputError(output: output))
        }
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options, positionalLimit: Int.max)
        } catch {
            return done(tool.usageError(error.message, command: "check"))
        }
        if arguments.flags.contains("help") { return done(ToolOutput(stdout: Self.help)) }
        let rawFormat = arguments.values["format"] ?? "text"
        guard let format = Format(rawValue: rawFormat) else {
            return done(
                tool.usageError(
                    "The value '\(rawFormat)' is invalid for '--format <format>'. Use text, json or sarif.",
                    command: "check"))
        }
        let rawSeverity = arguments.values["severity"] ?? "warning"
        guard let threshold = Diagnostic.Severity(rawValue: rawSeverity), threshold != .error else {
            return done(
                tool.usageError(
                    rawSeverity == "error"
                        ? Self.noErrorFindings
                        : "The value '\(rawSeverity)' is invalid for '--severity <level>'. Use note or warning.",
                    command: "check"))
        }
        let only: [String]
        let disabled: [String]
        do {
            only = try Self.ruleIDs(arguments, "only")
            disabled = try Self.ruleIDs(arguments, "disable")
            try Self.refuseUnreported(only)
        } catch {
            return done(tool.usageError(error.message, command: "check"))
        }
        if arguments.values["baseline"] != nil, arguments.values["write-baseline"] != nil {
            return done(
                tool.usageError(
                    "'--baseline' and '--write-baseline' do not go together: --write-baseline records every finding of today's run, whatever a baseline accepts; give one of them",
                    command: "check"))
        }
        guard !arguments.positional.isEmpty else {
            return done(
                tool.usageError(
                    "Missing expected argument '<path>' (a file, a folder, or '-' for standard input)", command: "check"
                ))
        }

        var engine = CheckEngine()
        engine.cancellation = tool.cancellation
        switch CheckPlatforms.resolve(arguments, tool: tool) {
        case .success(let project): engine.project = project
        case .failure(let failure): return .failure(failure)
        }
        if !only.isEmpty { engine.rules = engine.rules.filter { only.contains($0.id.rawValue) } }
        engine.rules = engine.rules.filter { !disabled.contains($0.id.rawValue) }
        engine.reportsUnknownRules =
            !disabled.contains(CheckEngine.unknownRuleID)
            && (only.isEmpty || only.contains(CheckEngine.unknownRuleID))
        let unused = RuleID.checkUnusedSuppression.rawValue
        engine.reportsUnusedSuppressions = !disabled.contains(unused) && (only.isEmpty || only.contains(unused))

        // Files are named relative to the baseline's folder in fingerprints (the working folder without
        // one), so `check Sources`, `check "$PWD/Sources"` and `check .` run from Sources match.
        let directory = tool.currentDirectory()
        let base = PathText.deletingLastComponent(
            arguments.values["baseline"] ?? arguments.values["write-baseline"] ?? "./x")
        // Symbolic links resolved (macOS's /var is /private/var, which getcwd gives).
        let realBase = StandardStreams.realPath(base.isEmpty ? "." : base) ?? base
        engine.fingerprintPath = { path in
            CheckEngine.fingerprintPath(StandardStreams.realPath(path) ?? path, base: realBase, directory: directory)
        }

        var baseline: Baseline?
        if let path = arguments.values["baseline"] {
            do {
                baseline = try Baseline.decode(try tool.readFile(path))
            } catch let error as DecodingError {
                // JSON that does not parse is located by the project's own reader, as a spec's is;
                // Foundation's decoder says only that the data was not valid.
                var reason = Self.describe(error)
                if case .failure(let syntax) = JSONValue.parse(
                    (try? tool.readFile(path)) ?? [UInt8](), maximumNesting: 512, maximumTextLength: .max)
                {
                    reason = syntax.line.map { "line \($0), column \(syntax.column ?? 1): " } ?? ""
                    reason += syntax.message + (syntax.suggestion.map { "; " + $0 } ?? "")
                }
                return done(
                    tool.usageError(
                        "'\(path)' is not an a11y-gen baseline (\(reason)); write one with --write-baseline",
                        command: "check"))
            } catch {
                return done(
                    tool.usageError(
                        "Cannot read the baseline '\(path)' (\(errorText(error))); write it first with --write-baseline \(path)",
                        command: "check"))
            }
        }

        // Files: folders searched for *.swift; '-' is standard input, read once.
        var paths: [String] = []
        var problems: [CheckFileResult] = []
        var stdinBytes: [UInt8]?
        var emptyFolders: [String] = []
        var skippedLinks: [String] = []
        for path in arguments.positional {
            if path == "-" {
                if stdinBytes == nil { stdinBytes = Array(tool.standardInput()) }
                paths.append(Self.stdinName)
                continue
            }
            switch tool.files.kind(of: path) {
            case .directory:
                let found = Self.swiftFiles(in: path)
                if found.files.isEmpty { emptyFolders.append(path) }
                skippedLinks += found.skippedLinks
                paths += found.files
            case .file: paths.append(path)
            case .missing: problems.append(CheckFileResult(file: path, problem: "no such file or folder; skipped"))
            }
        }
        // A file named twice (`check Profile.swift .` also finds `./Profile.swift`) is checked once,
        // under the name it was first given.
        var seen = Set<String>()
        paths = paths.filter { seen.insert(Self.samePathKey($0, in: directory)).inserted }
        let files = tool.files
        let input = stdinBytes
        let results =
            engine.check(paths: paths) { path in
                if path == Self.stdinName, let input { return input }
                return Array(try files.read(path))
            } + problems

        var findings = results.flatMap(\.findings).sorted(by: CheckFinding.ordered)
        let atThreshold = findings.filter { Self.rank($0.severity) >= Self.rank(threshold) }
        let below = findings.count - atThreshold.count
        findings = atThreshold
        var stderr = results.compactMap { result in result.problem.map { "\(result.file): error: \($0)\n" } }.joined()
        // A folder with no Swift file (a mistyped or moved path in a CI step) checks nothing: said.
        stderr += emptyFolders.map { "\($0): warning: no .swift files in this folder (hidden folders are skipped)\n" }
            .joined()
        stderr += skippedLinks.map {
            "\($0): warning: link not followed: it leads to a folder that holds the one being checked, which would search everything under it\n"
        }.joined()
        stderr += results.compactMap { result in
            result.unclosed.map { "\(result.file):\($0.line):\($0.column): warning: \($0.reason)\n" }
        }.joined()

        if let path = arguments.values["write-baseline"] {
            do {
                try tool.files.writeAtomically(Baseline(findings: findings).encoded(), to: path)
            } catch {
                return done(
                    ToolOutput(
                        stderr: stderr + "\(path): error: cannot write the baseline (\(errorText(error)))\n",
                        code: CommandLineTool.exitFindings))
            }
            stderr +=
                "Wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(path); check with --baseline \(path) to see only new ones.\n"
            return done(
                ToolOutput(
                    stderr: stderr,
                    code: results.contains { $0.problem != nil } ? CommandLineTool.exitFindings : CommandLineTool.exitOK
                ))
        }

        var accepted = 0
        if let baseline { (findings, accepted) = baseline.filter(findings) }
        var report = CheckReport(results: results, findings: findings, rules: engine.rules)
        report.baselined = accepted
        report.belowSeverity = below
        let failed = !findings.isEmpty || results.contains { $0.problem != nil }
        let code = failed ? CommandLineTool.exitFindings : CommandLineTool.exitOK
        return .success(Checked(report: report, stderr: stderr, code: code, format: format))
    }

    static let stdinName = "<stdin>"

    /// `path` as an absolute, standardized path: `./a//b.swift`, `a/b.swift`, `x/../a/b.swift` and
    /// `/cwd/a/b.swift` name the same file (`PathText.standardized`, worked out on the text), and,
    /// for a file on disk, its real path, so a file reached through a symbolic link is one file.
    static func samePathKey(_ path: String, in directory: String) -> String {
        let absolute = PathText.standardized(path.hasPrefix("/") ? path : directory + "/" + path)
        return StandardStreams.realPath(absolute) ?? absolute
    }

    /// Why `--severity error` is refused: no rule reports an error, so a CI job set to fail on
    /// errors would pass whatever the code holds (as `--only` with a rule `check` never reports).
    static let noErrorFindings =
        "'--severity error' would report nothing and pass every time: every rule of check reports a warning (or a note, such as global.touch-target-size's 44 pt preference). Use --severity warning (the default) to fail on every finding, or --severity note to list the notes too."

    static func rank(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// `--only`/`--disable` values: catalog ids or `check.unknown-rule`, comma-separated or repeated.
    static func ruleIDs(_ arguments: Arguments, _ option: String) throws(Arguments.UsageError) -> [String] {
        let known = Set(RuleID.allCases.map(\.rawValue) + [CheckEngine.unknownRuleID])
        var ids: [String] = []
        for value in arguments.allValues[option] ?? [] {
            for id in value.split(separator: ",").map({ $0.trimmed() }) where !id.isEmpty {
                guard known.contains(id) else {
                    let nearest = Suggest.nearest(to: id, in: known)
                    throw Arguments.UsageError(
                        message: "Unknown rule id '\(id)' for '--\(option)'"
                            + (nearest.map { ". Did you mean '\($0)'?" } ?? "") + " ('a11y-gen rules' lists them)")
                }
                ids.append(id)
            }
        }
        return ids
    }

    /// `--only` with a catalog id that `check` never reports would run nothing for it and pass every
    /// time (a CI step that checks nothing): refused, with the ids check does report nearest to it.
    static func refuseUnreported(_ only: [String]) throws(Arguments.UsageError) {
        let own = [CheckEngine.unknownRuleID, RuleID.checkUnusedSuppression.rawValue]
        if !only.isEmpty, only.allSatisfy(own.contains) {
            throw Arguments.UsageError(
                message:
                    "'--only' names only check's own rules about suppression comments (\(own.joined(separator: ", "))), so no code would be checked; add the rules to run, or leave --only out"
            )
        }
        guard let id = only.first(where: { !CheckEngine.reportableRuleIDs.contains($0) }) else { return }
        let nearest = Suggest.nearest(to: id, in: CheckEngine.reportableRuleIDs)
        throw Arguments.UsageError(
            message:
                "check never reports '\(id)' for '--only': the generator follows that rule, but it is not decided from source, so --only \(id) would check nothing and pass every time"
                + (nearest.map { ". Did you mean '\($0)'?" } ?? "")
                + " (the README's check section lists the rules check reports, and why the others are not decided from source)"
        )
    }

    /// `*.swift` under `folder`, sorted; hidden folders and files (`.build` among them) are skipped.
    /// A symbolic link to a folder (shared sources linked into a target) is followed, unless the
    /// folder it names was searched already (a second way to one folder), so no file is checked
    /// twice, or holds the folder being checked (`..`, the home folder, `/`), which would search the
    /// whole tree above it: those links come back in `skippedLinks`, to be named.
    static func swiftFiles(in folder: String) -> (files: [String], skippedLinks: [String]) {
        var found: [String] = []
        var skipped: [String] = []
        var pending = [folder]
        let root = StandardStreams.realPath(folder) ?? folder
        var searched: Set<String> = [root]
        while let directory = pending.popLast() {
            guard let names = try? SystemFiles.contentsOfDirectory(directory) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let type = SystemFiles.entryKind(path)
                if type == .directory {
                    pending.append(path)
                } else if type == .symbolicLink, FileKind.of(path) == .directory {
                    let target = StandardStreams.realPath(path) ?? path
                    if PathText.isSameOrInside(root, target) {
                        skipped.append(path)
                    } else if searched.insert(target).inserted {
                        pending.append(path)
                    }
                } else if name.hasSuffix(".swift"),
                    type == .regular || (type == .symbolicLink && FileKind.of(path) == .file)
                {
                    // A regular file is known from the listing; only a link is followed to see what it names.
                    found.append(path)
                }
            }
        }
        return (found.sorted(), skipped)
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
