/// `a11y-gen field`: one field from flags or from a JSON spec.
struct FieldCommand {
    var tool: CommandLineTool

    /// Flag -> JSON path in the field spec, so both inputs share one reader and one set of messages.
    static let flagPaths: [(flag: String, path: String, kind: Arguments.Kind, valueName: String, help: String)] = [
        (
            "type", "type", .value, "type",
            "The data type: email, new-password, postal-code, choice (alias select), … (see 'a11y-gen types')."
        ),
        ("label", "label", .value, "label", "The visible label, which is also the accessible name."),
        ("name", "name", .value, "identifier", "Swift identifier stem (default: derived from the label)."),
        ("placeholder", "placeholder", .value, "text", "Prompt text shown inside the empty field."),
        (
            "hint", "hint", .value, "text",
            "Helper text under the field, also the accessibility hint (default: the limits, when it has any; \"\" for none)."
        ),
        (
            "required", "validation.required", .flag, "",
            "The field must not be empty (a toggle: must be on, as for consent)."
        ),
        ("email", "validation.email", .flag, "", "Check the value looks like an email address (on for --type email)."),
        ("pattern", "validation.pattern", .value, "regex", "A regular expression the whole value must match."),
        ("pattern-message", "validation.patternMessage", .value, "text", "The error shown when --pattern fails."),
        ("min-length", "validation.minLength", .value, "n", "Minimum number of characters."),
        ("max-length", "validation.maxLength", .value, "n", "Maximum number of characters."),
        (
            "min", "validation.minimum", .value, "number",
            "Smallest allowed number (integer, decimal, currency); a stepper's lowest value."
        ),
        ("max", "validation.maximum", .value, "number", "Largest allowed number; a stepper's highest value."),
        ("step", "step", .value, "n", "Steppers: how much one tap changes the value (default 1)."),
        (
            "unit", "unit", .value, "unit",
            "Steppers: the unit shown and spoken with the value: item/items (one/other), or kg for every count."
        ),
        ("required-message", "messages.required", .value, "text", "Error text for an empty required field."),
        ("email-message", "messages.email", .value, "text", "Error text for an invalid email address."),
        ("length-message", "messages.length", .value, "text", "Error text for a length problem."),
        ("range-message", "messages.range", .value, "text", "Error text for a number out of range."),
        ("labeling", "labeling", .value, "strategy", "title (default), labeled-content, titleless or form-row."),
        ("no-visible-label", "visibleLabel", .flag, "", "Do not add the persistent visible label (warns: card 001)."),
        (
            "platform", "platforms", .value, "platforms",
            "ios, macos, or ios,macos. Default: the platforms --min-ios/--min-macos name (--min-macos alone makes a macOS-only field), else ios."
        ),
        ("min-ios", "minimumOS.ios", .value, "version", "Minimum iOS (default 17; 15, 16, 17, 18, 26, 27)."),
        ("min-macos", "minimumOS.macos", .value, "version", "Minimum macOS (default 14; 12, 13, 14, 15, 26, 27)."),
        (
            "locale", "locale", .value, "locale",
            "Locale such as en_US or de_DE: its region picks postal-code keyboards and currency, its language (en, de, ja) the messages."
        ),
        ("currency-code", "currencyCode", .value, "code", "ISO 4217 code for currency fields (default from --locale)."),
        (
            "style", "style", .value, "style",
            "Date pickers: automatic, compact, graphical, wheel (iOS), field or stepper-field (macOS). Choices: automatic, menu, segmented, wheel (iOS), inline, radio-group (macOS) or navigation-link (iOS 16)."
        ),
        (
            "option", "options", .value, "VALUE=Label",
            "Choices: one option, its stored value and visible label (a label alone, like Small, stores itself); repeat for each option."
        ),
        (
            "options-enum", "optionsEnum.type", .value, "Type",
            "Choices: a CaseIterable, Hashable enum of yours (String raw values) that holds the options."
        ),
        (
            "hide-label", "hideLabel", .flag, "",
            "Date pickers (wheel, graphical): show the label as a Text beside a .labelsHidden() picker."
        ),
        (
            "range", "range", .value, "range",
            "Date pickers: today..., ...today, today...+30d, -100y...-18y, 2026-01-01...2026-12-31."
        ),
        (
            "after", "validation.after", .value, "name",
            "Date pickers: must come after the date field with this identifier."
        ),
        (
            "min-age", "validation.minimumAge", .value, "years",
            "Date pickers: the age this date gives must be at least this."
        ),
        (
            "max-age", "validation.maximumAge", .value, "years",
            "Date pickers: the age this date gives must be at most this."
        ),
        ("after-message", "messages.after", .value, "text", "Error text when the date is not after --after."),
        ("age-message", "messages.age", .value, "text", "Error text when the age is out of range."),
    ]

    static var options: [Arguments.Option] {
        flagPaths.map {
            Arguments.Option(
                name: $0.flag, kind: $0.kind, valueName: $0.valueName, help: $0.help, repeatable: $0.flag == "option")
        } + [
            Arguments.Option(
                name: "spec", kind: .value, valueName: "file",
                help: "Read the field from a JSON spec file ('-' for stdin) instead of flags."),
            .strings, .stringsTable, .stringsBundle,
            Arguments.Option(
                name: "dry-run", kind: .flag, help: "Say what --strings would do to the catalog, without writing."),
            .format, .detail, .templates, .help,
        ]
    }

    static let help = Arguments.helpText(
        usage:
            "a11y-gen field --type <type> --label <label> [<options>]\n       a11y-gen field --spec <file> [--format json [--detail summary]]",
        overview:
            "Print a SwiftUI field that meets the text-field rule cards: one accessible name matching a persistent visible label, the right keyboard and AutoFill type, errors appended to the name with focus moved on submit.",
        options: options.filter { $0.name != "help" },
        footer: """
            EXAMPLES:
              a11y-gen field --type email --label Email
              a11y-gen field --type new-password --label "New password" --required --min-length 12
              a11y-gen field --type postal-code --label "ZIP code" --locale en_US --format json
              a11y-gen field --type date --label "Start date"
              a11y-gen field --type time --label "Scheduled time" --style wheel
              a11y-gen field --type date-time --label "Reservation" --style graphical --range "today..."
              a11y-gen field --type date --label "Check out" --style wheel --hide-label
              a11y-gen field --type toggle --label "I agree to the terms" --required
              a11y-gen field --type stepper --label Quantity --min 1 --max 10 --unit item/items
              a11y-gen field --type choice --label Size --option s=Small --option m=Medium --option l=Large --required
              a11y-gen field --type select --label Country --options-enum Country --style menu
              a11y-gen field --spec field.json
              a11y-gen field --type email --label Email --strings Localizable.xcstrings

            --strings merges the strings the snippet looks up into a String Catalog, marked with the field's
            identifier ([a11y-gen: email]); it removes only entries it added. Name the catalog after the table
            the code reads: Localizable.xcstrings, or NAME.xcstrings with --strings-table NAME.

            EXIT CODES: 0 generated, 1 the spec or the templates have errors (nothing printed on stdout), 64 usage error.
            """)

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        let format: OutputFormat
        let detail: ResultDetail
        do {
            arguments = try Arguments.parse(argv, options: Self.options)
            format = try OutputFormat.parse(arguments)
            detail = try ResultDetail.parse(arguments, format: format)
        } catch {
            return tool.usageError(error.message, command: "field")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }

        var renderer: Renderer
        switch tool.renderer(arguments) {
        case .success(let value): renderer = value
        case .failure(let failure): return failure.output
        }
        let catalogPath: String?
        do {
            catalogPath = try StringsOptions.catalogPath(arguments)
            renderer.localization = try StringsOptions.localization(arguments, config: nil)
        } catch {
            return tool.usageError(error.message, command: "field")
        }
        if catalogPath == nil, arguments.flags.contains("dry-run") {
            return tool.usageError("'--dry-run' applies to '--strings <file.xcstrings>'", command: "field")
        }

        let specFlagsUsed = Self.flagPaths.map(\.flag).filter {
            arguments.values[$0] != nil || arguments.flags.contains($0)
        }
        let spec: FieldSpec
        let input: String
        let file: String?
        var specBytes: [UInt8] = []  // the spec file's, to locate its problems
        switch arguments.values["spec"] {
        case let path?:
            guard specFlagsUsed.isEmpty else {
                return tool.usageError(
                    "'--spec' describes the whole field; drop '--\(specFlagsUsed[0])' or put it in the spec file",
                    command: "field")
            }
            let data: [UInt8]
            do {
                data = path == "-" ? tool.standardInput() : try tool.readFile(path)
            } catch {
                return ToolOutput(
                    stderr: "\(path): error: cannot read the spec file (\(errorText(error)))\n",
                    code: CommandLineTool.exitFindings)
            }
            specBytes = path == "-" ? [] : Array(data)
            switch SpecReader().readField(data: data) {
            case .success(let value): spec = value
            case .failure(let errors):
                return CommandLineTool.specFailure(
                    errors.diagnostics.located(in: specBytes), file: path, json: format == .json)
            }
            // Named as `form` names a spec: one spelling, from the working folder when inside it.
            input = FormCommand.inputName(path, from: tool.currentDirectory())
            file = path
        case nil:
            for required in ["type", "label"] where arguments.values[required] == nil {
                return tool.usageError("Missing expected argument '--\(required) <\(required)>'", command: "field")
            }
            let json: JSONValue
            do {
                json = try Self.specJSON(from: arguments)
            } catch {
                return tool.usageError(error.message, command: "field")
            }
            var sink = DiagnosticSink()
            let reader = SpecReader(locate: Self.flag(for:))
            guard let value = reader.readField(json, at: "$", into: &sink), !sink.hasErrors else {
                return CommandLineTool.specFailure(sink.errors, file: nil, json: format == .json)
            }
            spec = value
            input = "command-line flags"
            file = nil
        }

        let generated: FieldResult
        do {
            generated = try Generator.field(spec, input: input, renderer: renderer)
        } catch {
            // Inference speaks in JSON paths; flag users see the flag, as for its warnings.
            let problems =
                file != nil
                ? error.diagnostics.located(in: specBytes)
                : error.diagnostics.map {
                    var problem = $0
                    problem.location = Self.flag(for: problem.location)
                    return problem
                }
            return CommandLineTool.specFailure(problems, file: file, json: format == .json)
        }
        var result = generated
        if file != nil {
            result.warnings = result.warnings.located(in: specBytes)
            result.plan.warnings = result.warnings
        } else {
            // Inference speaks in JSON paths; flag users should see the flag.
            result.warnings = result.warnings.map {
                var w = $0
                w.location = Self.flag(for: w.location)
                return w
            }
            result.plan.warnings = result.warnings
        }
        let stdout = format == .json ? detail.json(result, omitting: ResultDetail.fieldOmissions) : result.code
        let warnings = format == .json ? "" : result.warnings.map { $0.formatted(file: file) + "\n" }.joined()
        guard let catalogPath else { return ToolOutput(stdout: stdout, stderr: warnings) }
        return StringsOptions.mergeAndReport(
            catalogPath, owners: [(result.plan.identifier, result.strings)],
            sourceLanguage: StringCatalog.sourceLanguage(locale: spec.locale), localization: renderer.localization,
            dryRun: arguments.flags.contains("dry-run"), stdout: stdout, warnings: warnings, files: tool.files)
    }

    /// Builds the JSON object the flags describe.
    static func specJSON(from arguments: Arguments) throws(Arguments.UsageError) -> JSONValue {
        var root: [String: JSONValue] = [:]
        for entry in flagPaths {
            let value: JSONValue
            if entry.flag == "option" {
                guard let texts = arguments.allValues["option"] else { continue }
                var options: [JSONValue] = []
                for text in texts {
                    // A label alone stores itself, as "Small" does in a spec's option list.
                    guard let equals = text.firstIndex(of: "=") else {
                        options.append(.string(text))
                        continue
                    }
                    options.append(
                        .object([
                            "value": .string(String(text[..<equals])),
                            "label": .string(String(text[text.index(after: equals)...])),
                        ]))
                }
                root["options"] = .array(options)
                continue
            }
            switch entry.kind {
            case .flag:
                guard arguments.flags.contains(entry.flag) else { continue }
                value = .bool(entry.flag != "no-visible-label")
            case .value:
                guard let text = arguments.values[entry.flag] else { continue }
                if ["min-length", "max-length", "min", "max", "min-age", "max-age", "step"].contains(entry.flag) {
                    guard let number = Double(text), number.isFinite else {
                        throw Arguments.UsageError(
                            message:
                                "The value '\(text)' is invalid for '--\(entry.flag) <\(entry.valueName)>'; give a number"
                        )
                    }
                    value = .number(number)
                } else {
                    value = .string(text)
                }
            }
            let parts = stepperPath(entry.path, type: arguments.values["type"]).split(separator: ".").map(String.init)
            if parts.count == 1 {
                root[parts[0]] = value
            } else {
                var inner: [String: JSONValue] = [:]
                if case .object(let existing)? = root[parts[0]] { inner = existing }
                inner[parts[1]] = value
                root[parts[0]] = .object(inner)
            }
        }
        return .object(root)
    }

    /// `$.validation.minLength` -> `--min-length`.
    @Sendable static func flag(for path: String) -> String {
        let key = path.hasPrefix("$.") ? String(path.dropFirst(2)) : path
        if let entry = flagPaths.first(where: { $0.path == key }) { return "--" + entry.flag }
        if key.hasPrefix("options[") || key == "options" { return "--option" }
        if key.hasPrefix("optionsEnum") { return "--options-enum" }
        if key.hasPrefix("platforms") { return "--platform" }
        if let bound = stepperBoundFlags[key] { return bound }
        return path
    }

    /// A stepper's bounds are its own `min` and `max` keys, not a typed number's validation: `--min`
    /// and `--max` write them when `--type` names a stepper.
    static func stepperPath(_ path: String, type: String?) -> String {
        guard type.flatMap(DataType.resolve) == .stepper else { return path }
        switch path {
        case "validation.minimum": return "min"
        case "validation.maximum": return "max"
        default: return path
        }
    }

    static let stepperBoundFlags = ["min": "--min", "max": "--max"]
}
