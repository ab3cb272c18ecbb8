extension Arguments.Option {
    static let strings = Arguments.Option(
        name: "strings", kind: .value, valueName: "file.xcstrings",
        help:
            "Merge the strings the code looks up into this String Catalog (atomically, only when it changes); name it after the table: Localizable.xcstrings, or NAME.xcstrings with --strings-table NAME."
    )
    static let stringsTable = Arguments.Option(
        name: "strings-table", kind: .value, valueName: "name",
        help: "The table the code looks its strings up in (default Localizable); its catalog is NAME.xcstrings.")
    static let stringsBundle = Arguments.Option(
        name: "strings-bundle", kind: .value, valueName: "main|module",
        help: "The bundle holding the table: main (an app's, the default) or module (a Swift package target's).")
}

/// `--strings`, `--strings-table` and `--strings-bundle`, and the config keys `strings`,
/// `stringsTable` and `stringsBundle`: where the generated code looks its strings up and which
/// String Catalog receives them.
enum StringsOptions {
    static let catalogExtension = ".xcstrings"

    /// Why `path` cannot name a catalog, or nil.
    static func catalogPathProblem(_ path: String) -> String? {
        let name = PathText.lastComponent(path)
        guard name.hasSuffix(catalogExtension), name.count > catalogExtension.count, !path.contains("\0") else {
            return "a String Catalog file ending in .xcstrings, such as Localizable.xcstrings"
        }
        return nil
    }

    /// Why `name` cannot name a table, or nil: a file name without its extension.
    static func tableProblem(_ name: String) -> String? {
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "_" || $0 == "-" || $0 == "." }
        guard !name.isEmpty, allowed, !name.hasPrefix("."), !name.hasSuffix(catalogExtension) else {
            return
                "a table name: letters, digits, '_', '-' and '.', without .xcstrings (the catalog file is NAME.xcstrings)"
        }
        return nil
    }

    /// The flags over the config's keys over the defaults.
    static func localization(_ arguments: Arguments, config: ProjectConfig?) throws(Arguments.UsageError)
        -> LocalizationOptions
    {
        var options = config?.localization ?? LocalizationOptions()
        if let table = arguments.values["strings-table"] {
            if let problem = tableProblem(table) {
                throw Arguments.UsageError(
                    message: "The value '\(table)' is invalid for '--strings-table <name>'; it takes \(problem)")
            }
            options.table = table
        }
        if let bundle = arguments.values["strings-bundle"] {
            guard let choice = LocalizationOptions.BundleChoice(rawValue: bundle) else {
                throw Arguments.UsageError(
                    message:
                        "The value '\(bundle)' is invalid for '--strings-bundle <main|module>'. Use main (an app) or module (a Swift package target)."
                )
            }
            options.bundle = choice
        }
        return options
    }

    /// The `--strings` path, checked; a usage error when it is not a catalog file.
    static func catalogPath(_ arguments: Arguments) throws(Arguments.UsageError) -> String? {
        guard let path = arguments.values["strings"] else { return nil }
        if let problem = catalogPathProblem(path) {
            throw Arguments.UsageError(
                message: "The value '\(path)' is invalid for '--strings <file.xcstrings>'; it takes \(problem)")
        }
        return path
    }

    /// A warning when the catalog's file name is not the table the code looks its strings up in:
    /// the app would then find none of them at run time.
    static func tableMismatch(_ path: String, _ localization: LocalizationOptions) -> String? {
        let name = String(PathText.lastComponent(path).dropLast(catalogExtension.count))
        guard name != localization.tableName else { return nil }
        let fix =
            localization.table == nil
            ? "name the file Localizable.xcstrings, or pass --strings-table \(name) (config: \"stringsTable\")"
            : "name the file \(localization.tableName).xcstrings, or pass --strings-table \(name)"
        return
            "\(path): warning: the code looks its strings up in the table '\(localization.tableName)', but this catalog is the table '\(name)', so the app would not find them; \(fix) [strings-table-mismatch]\n"
    }

    /// The write of a merged catalog, decided against what is on disk, or the whole failure message
    /// (every problem in the existing catalog, located; nothing is written then).
    static func plan(
        _ path: String, owners: [(owner: String, strings: [LocalizedString])], sourceLanguage: String,
        files: any FileAccess, createFolder: Bool = false
    ) throws(WritePlan.Problem) -> WritePlan {
        let folder = PathText.deletingLastComponent(path)
        if files.kind(of: path) == .directory {
            throw WritePlan.Problem(
                message:
                    "\(path): error: this is a folder; --strings takes the catalog file, such as \(GenerateCommand.join(path, "Localizable.xcstrings")); nothing was written"
            )
        }
        let folderMissing = !folder.isEmpty && files.kind(of: folder) != .directory
        if folderMissing, !createFolder || files.kind(of: folder) == .file {
            throw WritePlan.Problem(
                message: "\(path): error: the folder \(folder) does not exist; create it first (nothing was written)")
        }
        let existing: [UInt8]?
        do {
            existing = folderMissing ? nil : try files.readIfPresent(path)
        } catch {
            throw WritePlan.Problem(
                message: "\(path): error: cannot read the String Catalog (\(errorText(error))); nothing was written")
        }
        let new: [UInt8]
        do {
            new = try StringCatalog.merged(
                existing: existing, owners: owners, sourceLanguage: sourceLanguage, path: path)
        } catch {
            let count = error.diagnostics.count
            throw WritePlan.Problem(
                message: error.diagnostics.map { $0.formatted(file: path) }.joined(separator: "\n")
                    + "\n\(path): \(count) error\(count == 1 ? "" : "s") in the String Catalog; nothing was written.")
        }
        let action: WriteAction = existing == nil ? .create : existing == new ? .unchanged : .update
        return WritePlan(path: path, new: new, existing: existing, action: action, createsFolder: folderMissing)
    }

    /// A command's `--strings` step after its code is made (`field`, `component`): the catalog merged
    /// in full before anything is written, the code on standard output and what happened to the
    /// catalog on standard error, after `warnings`; with `dryRun`, said and not written. A catalog
    /// that cannot be read, merged or written prints no code and exits 1.
    static func mergeAndReport(
        _ path: String, owners: [(owner: String, strings: [LocalizedString])], sourceLanguage: String,
        localization: LocalizationOptions, dryRun: Bool, stdout: String, warnings: String, files: any FileAccess
    ) -> ToolOutput {
        let catalog: WritePlan
        do {
            catalog = try plan(path, owners: owners, sourceLanguage: sourceLanguage, files: files)
        } catch {
            return ToolOutput(stderr: warnings + error.message + "\n", code: CommandLineTool.exitFindings)
        }
        let warnings = warnings + (tableMismatch(path, localization) ?? "")
        if dryRun { return ToolOutput(stdout: stdout, stderr: warnings + dryRunText(catalog)) }
        do {
            try catalog.perform(files: files)
        } catch {
            return ToolOutput(stderr: warnings + error.message + "\n", code: CommandLineTool.exitFindings)
        }
        return ToolOutput(stdout: stdout, stderr: warnings + doneText(catalog))
    }

    /// `would create …` / `would update …` (with the change) / `unchanged …` for `--dry-run`.
    static func dryRunText(_ plan: WritePlan) -> String {
        switch plan.action {
        case .create:
            "would create \(plan.path) (\(plan.lineCount) lines)\n"
        case .update:
            plan.replaces.map { "would replace \(plan.path) (\($0)):\n\(plan.change ?? "")\n" }
                ?? "would update \(plan.path):\n\(plan.change ?? "")\n"
        case .unchanged, .refuseForeign, .refuseEdited, .refuseOtherView: "unchanged \(plan.path)\n"
        }
    }

    /// What a performed write did, as one line.
    static func doneText(_ plan: WritePlan) -> String {
        switch plan.action {
        case .create: "created \(plan.path)\n"
        case .update: plan.replaces.map { "replaced \(plan.path) (\($0))\n" } ?? "updated \(plan.path)\n"
        case .unchanged, .refuseForeign, .refuseEdited, .refuseOtherView: "unchanged \(plan.path)\n"
        }
    }

    /// How a catalog write shows in `--format json` reports.
    struct Report: Encodable {
        var path: String
        var action: WriteAction
    }
}
