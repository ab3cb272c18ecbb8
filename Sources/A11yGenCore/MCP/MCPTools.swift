/// What a tool call returns: text blocks for any client, the structured result for clients that
/// read `structuredContent`, and whether it is a tool execution error the model can repair.
struct MCPToolResult: Sendable, Equatable {
    var texts: [String]
    var structured: JSONValue?
    var isError = false

    static func failure(_ text: String) -> MCPToolResult { MCPToolResult(texts: [text], isError: true) }

    /// Bad tool arguments, in the shape a spec's problems take: a line that says nothing was done,
    /// then each problem as `$.argument: error: message; fix [code]`; then the `{"errors", "warnings"}`
    /// JSON, so a model reads every refusal the same way.
    static func refused(_ problems: [Diagnostic]) -> MCPToolResult {
        let count = problems.count
        let lines =
            [
                "The arguments have \(count) error\(count == 1 ? "" : "s"); nothing was done. Fix every one and call the tool again:"
            ] + problems.map { $0.formatted(file: nil) }
        let json =
            MCPJSON.parse(Array(Generator.json(ProblemReport(errors: problems)).utf8)).map(MCPJSON.encode) ?? "{}"
        return MCPToolResult(texts: [lines.joined(separator: "\n") + "\n", json], isError: true)
    }

    /// A result: `text` for people and any client, then `structured` as the JSON text block the
    /// specification asks for beside `structuredContent`, compact (pretty-printed, it was a third
    /// larger, and hosts cap what a tool call may put in the model's context).
    static func success(_ text: String, _ structured: JSONValue) -> MCPToolResult {
        MCPToolResult(texts: [text, MCPJSON.encode(structured)], structured: structured)
    }
}

/// One tool the server lists and calls.
struct MCPTool: Sendable {
    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue
    /// Specs/<outputSchemaFile>, which every successful `structuredContent` follows.
    var outputSchemaFile: String
    var call: @Sendable (_ arguments: [String: JSONValue]) -> MCPToolResult
    /// For a tool whose work may be long (`check_swift` on a large file): the call with the request's
    /// cancellation, which stops the work when the client cancels.
    var cancellableCall:
        (@Sendable (_ arguments: [String: JSONValue], _ cancellation: Cancellation) -> MCPToolResult)? =
            nil

    /// Specs/<outputSchemaFile> as one document, its definitions written where they are used.
    var outputSchema: JSONValue { Schemas.inliningDefinitions(Schemas.named(outputSchemaFile)) }
}

/// The tools, in the order `tools/list` gives them. Each runs the same command code the CLI runs
/// (with the input as standard input), so its code and JSON are byte-identical to the CLI's.
enum MCPTools {
    /// A spec larger than this is refused before it is read: no real field or form comes near it.
    static let maxSpecBytes = 256 << 10
    /// Swift source larger than this is refused: `check` takes files, and this is a very large one.
    static let maxSourceBytes = 8 << 20

    static let all: [MCPTool] = [generateField, generateForm, checkSwift, listTypes, explainRule]

    static func named(_ name: String) -> MCPTool? { all.first { $0.name == name } }

    // MARK: generate_field

    static let generateField = MCPTool(
        name: "generate_field",
        title: "Generate an accessible SwiftUI field",
        description: """
            Generate one accessible SwiftUI input (TextField, SecureField, number field, DatePicker, Toggle or Stepper) from a field spec. \
            Use it instead of writing an input control by hand: it picks the keyboard, AutoFill content type, \
            capitalization, one accessible name matching a visible label, the required marking, and error handling \
            (the error joins the name, focus moves to the field and the error is spoken on submit), following the \
            accessibility rule cards, for iOS and/or macOS at the minimum OS given. The arguments are the field spec \
            itself: at least "label" and "type" (list_types lists every type and alias). Returns the Swift snippet as \
            text (paste the declarations into the View, the view into body, and call validate<Name>() from the \
            submit action), then the rest of the result as JSON; structuredContent has the code in parts, every \
            decision with its rule ids (explain_rule explains them), warnings, and what to verify on a device \
            ("detail": "full" adds the internal plan). A bad spec \
            returns isError with every problem at once: its JSON path, the allowed values and a did-you-mean. \
            Writes no files.
            """,
        inputSchema: withDetail(
            Schemas.named("field-spec.schema.json"), omitted: "plan (the internal decision record)"),
        outputSchemaFile: "field-result.schema.json",
        call: { arguments in
            generate(["field", "--spec", "-", "--format", "json"], arguments, schema: "field-spec.schema.json")
        })

    // MARK: generate_form

    static let generateForm = MCPTool(
        name: "generate_form",
        title: "Generate an accessible SwiftUI form view",
        description: """
            Generate a complete SwiftUI form view (one Swift file) from a form spec: "name" (the view's type name), \
            "fields" (field specs in order, as generate_field takes them, without platforms or minimumOS) and \
            optionally "title", "submitLabel", "successMessage", "container" (form or stack), "platforms", \
            "minimumOS" and "locale". Use it for a screen with several inputs and a submit button: the view has one \
            @State per field, a focus enum so Return moves to the next field, validation on submit that moves \
            keyboard and VoiceOver focus to the first invalid field and speaks its error, and an announced success \
            message. Returns the whole file as text, then the rest of the result as JSON; structuredContent has the \
            code, the form's decisions, every rule id, warnings and what to verify on a device ("detail": "full" adds \
            each field's plan, with its own decisions, and its code in parts). A bad spec returns isError \
            with every problem at once (JSON path, allowed values, did-you-mean). Writes no files: save the text \
            yourself.
            """,
        inputSchema: withDetail(
            Schemas.resolvingFileReferences(Schemas.named("form-spec.schema.json")),
            omitted: "each field's plan (the internal decision record) and rendered (its code in parts)"),
        outputSchemaFile: "form-result.schema.json",
        call: { arguments in generate(["form", "-", "--format", "json"], arguments, schema: "form-spec.schema.json") })

    /// A spec schema with the tools' own `detail` argument beside the spec's keys.
    static func withDetail(_ schema: JSONValue, omitted: String) -> JSONValue {
        guard case .object(var root) = schema, case .object(var properties)? = root["properties"] else { return schema }
        properties["detail"] = .object([
            "type": .string("string"),
            "enum": .array(ResultDetail.allCases.map { .string($0.rawValue) }),
            "default": .string(ResultDetail.summary.rawValue),
            "description": .string(
                "Not part of the spec: how much of the result to return. summary (the default) leaves out \(omitted); "
                    + "full keeps it, as the CLI's --format json does. The code, decisions, rules, warnings and verify are in both."
            ),
        ])
        root["properties"] = .object(properties)
        return .object(root)
    }

    /// Runs `field --spec -` or `form -` with the arguments as the spec on standard input, at the
    /// `detail` the arguments ask for (summary unless they say full).
    static func generate(_ argv: [String], _ arguments: [String: JSONValue], schema: String) -> MCPToolResult {
        var arguments = arguments
        var detail = ResultDetail.summary
        // A bad `detail` is reported with the spec's own problems, all in one answer (nu19: it hid
        // them, and the agent needed a second call to learn of them).
        var detailProblem: Diagnostic?
        if let value = arguments.removeValue(forKey: "detail") {
            if let raw = value.stringValue, let chosen = ResultDetail(rawValue: raw) {
                detail = chosen
            } else {
                detailProblem = .error(
                    "invalid-argument", at: "$.detail",
                    "must be \(Suggest.list(ResultDetail.allCases.map { "'\($0.rawValue)'" })) (how much of the result to return)",
                    suggestion: "leave it out for the summary")
            }
        }
        let spec = MCPJSON.encode(.object(arguments))
        guard spec.utf8.count <= maxSpecBytes else {
            return .refused([
                .error(
                    "argument-too-large", at: "$",
                    "the spec is \(spec.utf8.count) bytes of JSON; the limit is \(maxSpecBytes) bytes (256 KiB)",
                    suggestion: "shorten the strings in it (labels, messages, hints)")
            ])
        }
        let output = run(argv + ["--detail", detail.rawValue], standardInput: Array(spec.utf8))
        switch output.code {
        case CommandLineTool.exitOK where detailProblem != nil:
            return .refused([detailProblem!])
        case CommandLineTool.exitOK:
            guard let structured = MCPJSON.parse(Array(output.stdout.utf8)), let code = structured["code"]?.stringValue
            else { return .failure("a11y-gen produced no result: \(output.stderr)") }
            // The JSON block leaves out `code`, which is the first block word for word: a model
            // reads every block, and the code is most of a form's result.
            return MCPToolResult(
                texts: [code, MCPJSON.encode(structured.removing(["code"]))], structured: structured)
        case CommandLineTool.exitFindings:
            guard var failure = try? JSONValueDecoder.decode(ProblemReport.self, from: Array(output.stdout.utf8)) else {
                return .failure(output.stderr.isEmpty ? output.stdout : output.stderr)
            }
            // In the tool's terms. A line and column would be in the server's own serialization of
            // the arguments, which the model never wrote: the JSON path is where the problem is. And
            // the advice names the tool that lists the data types, not the command.
            func inToolTerms(_ diagnostic: Diagnostic) -> Diagnostic {
                var diagnostic = diagnostic
                diagnostic.line = nil
                diagnostic.column = nil
                diagnostic.message = withoutFlags(diagnostic.message)
                diagnostic.suggestion = diagnostic.suggestion.map {
                    withoutFlags(
                        $0.replacingAll("(`a11y-gen types` lists them all)", with: "(list_types lists them all)")
                            .replacingAll("run `a11y-gen types` to list", with: "call list_types to list")
                            .replacingAll(
                                "generate it with `a11y-gen field --spec <file>`", with: "call generate_field with it"
                            )
                            .replacingAll("generate it with `a11y-gen form <file>`", with: "call generate_form with it")
                    )
                }
                // `detial`: the tool's own argument, which the spec's list of keys leaves out.
                if diagnostic.code == "unknown-key", diagnostic.location.hasPrefix("$."),
                    !diagnostic.location.dropFirst(2).contains("."), !diagnostic.location.contains("["),
                    Suggest.nearest(to: String(diagnostic.location.dropFirst(2)), in: ["detail"]) != nil
                {
                    diagnostic.suggestion = "did you mean 'detail'? (the tool's argument: 'full' or 'summary')"
                }
                return diagnostic
            }
            failure.errors = (detailProblem.map { [$0] } ?? []) + failure.errors.map(inToolTerms)
            failure.warnings = failure.warnings.map(inToolTerms)
            return MCPToolResult(
                texts: [
                    repairText(failure.errors, warnings: failure.warnings, schema: Schemas.named(schema)),
                    MCPJSON.parse(Array(Generator.json(failure).utf8)).map(MCPJSON.encode) ?? output.stdout,
                ],
                isError: true)
        default:
            return .failure(output.stderr)
        }
    }

    /// Every problem, one per line in the compiler's shape (`$.path: error: message; fix [code]`),
    /// with the allowed values the schema names at that path.
    static func repairText(_ errors: [Diagnostic], warnings: [Diagnostic], schema: JSONValue) -> String {
        var lines = [
            "The spec has \(errors.count) error\(errors.count == 1 ? "" : "s"); nothing was generated. Fix every one and call the tool again:"
        ]
        for diagnostic in errors + warnings {
            lines.append(diagnostic.formatted(file: nil))
            if let values = Schemas.allowedValues(at: diagnostic.location, in: schema) {
                lines.append(
                    values.count <= 24
                        ? "  allowed values: " + values.joined(separator: ", ")
                        : "  allowed values: one of \(values.count) names; list_types lists each data type with its aliases"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: check_swift

    static let severities = ["note", "warning"]

    static let checkSwift = MCPTool(
        name: "check_swift",
        title: "Check SwiftUI code against the accessibility rule cards",
        description: """
            Check Swift source for accessibility rule-card violations that the code alone decides: placeholder-only \
            or missing labels, the control type in a label, fixed font sizes, Dynamic Type clamps, raw colors, \
            truncating line limits, errors only in a hint or the value, touch targets under the floor, and more. \
            Use it on SwiftUI code you wrote or were given before presenting it. Input: "source", the text of one \
            Swift file; optionally "severity" (note or warning; default warning), "only" and "disable" (rule \
            ids), "maxFindings" (default 100: the first ones are listed, the counts stay whole), "platforms" and \
            "minimumOS" (what the project builds for, as generate_form takes them: a macOS app's files need not \
            import AppKit, and without them a plain SwiftUI file gets iOS fixes such as keyboardType). Returns the findings as compiler-style text (<stdin>:line:column: warning: message [rule-id], then \
            the fix), then the same as JSON; structuredContent has each finding (rule, line, column, message, fix, \
            WCAG) and a summary. No findings means nothing decidable from the code was wrong, not that the screen is \
            accessible: VoiceOver speech, contrast and layout need a device.
            """,
        inputSchema: .object([
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "required": .array([.string("source")]),
            "properties": .object([
                "source": .object([
                    "type": .string("string"),
                    "description": .string("The Swift source to check (one file's text, UTF-8)."),
                ]),
                "severity": .object([
                    "type": .string("string"), "enum": .array(severities.map(JSONValue.string)),
                    "default": .string("warning"),
                    "description": .string("Report findings at or above this level."),
                ]),
                "only": ruleList("Run only these rules."),
                "disable": ruleList("Do not run these rules."),
                "platforms": .object([
                    "type": .string("array"),
                    "items": .object(["type": .string("string"), "enum": .array([.string("ios"), .string("macos")])]),
                    "minItems": .number(1), "uniqueItems": .bool(true),
                    "description": .string(
                        "The platforms the code builds for. Without it, the platforms minimumOS names, else what the file says (its imports and #if blocks)."
                    ),
                ]),
                "minimumOS": .object([
                    "type": .string("object"), "additionalProperties": .bool(false),
                    "properties": .object(
                        Dictionary(
                            uniqueKeysWithValues: Platform.allCases.map { platform in
                                (
                                    platform.rawValue,
                                    JSONValue.object([
                                        "type": .array([.string("string"), .string("number")]),
                                        "pattern": .string("^[0-9]+(\\.[0-9]+)?$"),
                                        "description": .string(
                                            "The project's minimum \(platform.displayName), such as \"\(platform.defaultMinimum.major)\"; default \(platform.supportedMinimums[0].major)."
                                        ),
                                    ])
                                )
                            })),
                    "description": .string("The project's minimum OS by platform: fixes use only what exists there."),
                ]),
                "maxFindings": .object([
                    "type": .string("integer"), "minimum": .number(1), "maximum": .number(Double(maxListedFindings)),
                    "default": .number(Double(defaultListedFindings)),
                    "description": .string(
                        "List at most this many findings (the first, in order); summary still counts them all."),
                ]),
            ]),
        ]),
        outputSchemaFile: "check-result.schema.json",
        call: { checkSwiftCall($0, cancellation: nil) },
        cancellableCall: { checkSwiftCall($0, cancellation: $1) })

    static func ruleList(_ description: String) -> JSONValue {
        .object([
            "type": .string("array"), "items": .object(["type": .string("string")]),
            "description": .string(description + " Rule ids as explain_rule and `a11y-gen rules` list them."),
        ])
    }

    /// How many findings check_swift lists unless told: a screen's worth, well inside an agent's
    /// context (2,000 findings were 2.75 MB of result).
    static let defaultListedFindings = 100
    static let maxListedFindings = 10_000

    @Sendable static func checkSwiftCall(_ arguments: [String: JSONValue], cancellation: Cancellation? = nil)
        -> MCPToolResult
    {
        var problems = unknownKeys(
            arguments, allowed: ["source", "severity", "only", "disable", "maxFindings", "platforms", "minimumOS"])
        var listLimit = defaultListedFindings
        if let value = arguments["maxFindings"] {
            if case .number(let n) = value, n == n.rounded(), n >= 1, n <= Double(maxListedFindings) {
                listLimit = Int(n)
            } else {
                problems.append(
                    .error(
                        "invalid-argument", at: "$.maxFindings", "must be a whole number from 1 to \(maxListedFindings)"
                    ))
            }
        }
        var options: [String] = []
        let source = arguments["source"]?.stringValue
        if source == nil {
            problems.append(
                arguments["source"] == nil
                    ? .error(
                        "missing-argument", at: "$.source", "missing", suggestion: "give the Swift source text to check"
                    )
                    : .error("invalid-argument", at: "$.source", "must be a string (the Swift source text)"))
        }
        if let value = arguments["severity"] {
            if let level = value.stringValue, severities.contains(level) {
                options += ["--severity", level]
            } else {
                problems.append(
                    value.stringValue == "error"
                        ? .error(
                            "invalid-argument", at: "$.severity",
                            "no rule reports at severity error (every finding is a warning or a note), so it would list nothing: use warning"
                        )
                        : .error("invalid-argument", at: "$.severity", "must be one of note, warning"))
            }
        }
        for key in ["only", "disable"] {
            guard let value = arguments[key] else { continue }
            guard case .array(let items) = value, let ids = Optional(items.compactMap(\.stringValue)),
                ids.count == items.count
            else {
                problems.append(.error("invalid-argument", at: "$.\(key)", "must be an array of rule ids (strings)"))
                continue
            }
            if !ids.isEmpty { options += ["--\(key)", ids.joined(separator: ",")] }
        }
        let platformOptions = checkPlatformOptions(arguments)
        options += platformOptions.flags
        problems += platformOptions.problems
        if let source, source.utf8.count > maxSourceBytes {
            problems.append(
                .error(
                    "argument-too-large", at: "$.source",
                    "\(source.utf8.count) bytes; the limit is \(maxSourceBytes) bytes (8 MiB)",
                    suggestion: "check one file at a time"))
        }
        guard problems.isEmpty, let source else { return .refused(problems) }
        // One check, formatted as `check -` and as `check - --format json` print it.
        var tool = CommandLineTool(files: ReadOnlyFiles())
        tool.standardInput = { Array(source.utf8) }
        tool.cancellation = cancellation
        var checked: CheckCommand.Checked
        switch CheckCommand(tool: tool).check(["-"] + options) {
        case .success(let value): checked = value
        case .failure(let failure): return .refused(argumentErrors(failure.output.stderr))
        }
        checked.report.listLimit = listLimit
        let text = checked.textOutput
        let json = checked.jsonOutput
        guard let structured = MCPJSON.parse(Array(json.stdout.utf8)) else { return .failure(json.stderr) }
        return MCPToolResult.success(text.stdout + text.stderr, structured)
    }

    /// check_swift's `platforms` and `minimumOS` as `check`'s flags, checked item by item, every
    /// problem named by its argument (never by a flag the agent did not write). Platforms are "ios"
    /// or "macos" (any case; "ipados" is iOS), as generate_form reads them, an array or one
    /// comma-separated string; a version is a string ("17", "16.4") or a number.
    static func checkPlatformOptions(_ arguments: [String: JSONValue]) -> (flags: [String], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        func platform(_ text: String) -> Platform? { Platform(spelled: text) }
        var platforms: [Platform]?
        switch arguments["platforms"] {
        case nil: break
        case .string(let text)?:
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            platforms = names.compactMap(platform)
            if platforms?.count != names.count || names.isEmpty {
                problems.append(
                    .error(
                        "invalid-argument", at: "$.platforms", "'\(text)' is not \"ios\", \"macos\" or \"ios,macos\""))
            }
        case .array(let items)? where !items.isEmpty:
            platforms = []
            for (index, item) in items.enumerated() {
                if let text = item.stringValue, let found = platform(text) {
                    if platforms?.contains(found) == false { platforms?.append(found) }
                } else {
                    problems.append(
                        .error("invalid-argument", at: "$.platforms[\(index)]", "must be \"ios\" or \"macos\""))
                }
            }
        default:
            problems.append(
                .error("invalid-argument", at: "$.platforms", "must be a non-empty array of \"ios\" and \"macos\""))
        }
        var minimums: [Platform: String] = [:]
        switch arguments["minimumOS"] {
        case nil: break
        case .object(let map)?:
            for (key, version) in map.sorted(by: { $0.key < $1.key }) {
                guard let found = Platform(rawValue: key) else {
                    problems.append(
                        .error(
                            "invalid-argument", at: "$.minimumOS.\(key)",
                            "is not a platform; the keys are ios and macos"))
                    continue
                }
                switch version {
                case .string(let text): minimums[found] = text
                case .number(let number) where number >= 0 && number.isFinite:
                    minimums[found] = number == number.rounded() ? String(Int(number)) : String(number)
                default:
                    problems.append(
                        .error(
                            "invalid-argument", at: "$.minimumOS.\(key)", "must be a version such as \"17\" or \"16.4\""
                        ))
                }
            }
        default:
            problems.append(
                .error("invalid-argument", at: "$.minimumOS", "must be an object such as {\"ios\": \"17\"}"))
        }
        guard problems.isEmpty else { return ([], problems) }
        do {
            let project = try CheckPlatforms.resolve(
                platforms: platforms.map { $0.map(\.rawValue).joined(separator: ",") }, minimums: minimums,
                flag: { platform in platform.map { "\"minimumOS.\($0.rawValue)\"" } ?? "\"platforms\"" })
            guard let project else { return ([], []) }
            var flags = ["--platform", project.keys.sorted().map(\.rawValue).joined(separator: ",")]
            for (platform, version) in project.sorted(by: { $0.key < $1.key }) {
                flags += ["--min-\(platform.rawValue)", version.description]
            }
            return (flags, [])
        } catch {
            let at = error.minimum.map { "$.minimumOS.\($0.rawValue)" } ?? "$.platforms"
            return ([], [.error("invalid-argument", at: at, error.message)])
        }
    }

    /// `text` without the command line's flag names in parentheses ("add max (--max), for example 10"
    /// becomes "add max, for example 10"): a model calling the tool writes keys, never flags.
    static func withoutFlags(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(ofText: " (--") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")"),
                rest[open.upperBound..<close].allSatisfy({ $0.isLetter || $0 == "-" || $0 == " " || $0 == "," })
            else {
                out += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            out += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A command-line usage error in the terms of a tool's arguments: the flag a tool argument
    /// became is named as the argument (`'--locale <locale>'` -> `"locale"`) and is where the
    /// problem is (`$.locale`), and the usage lines, which name the command line, are dropped. A
    /// model calling the tool never sees a flag.
    static func argumentErrors(_ stderr: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for line in stderr.split(separator: "\n") {
            if line.hasPrefix("Usage: ") || line.hasPrefix("  See 'a11y-gen") { continue }
            var text = String(line)
            for prefix in ["Error: ", "error: "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
            var argument: String?
            // `for '--locale <locale>'`, `for '--only'`: the argument of the same name.
            while let start = text.firstRange(ofText: "'--") {
                guard let end = text[start.upperBound...].firstIndex(of: "'") else { break }
                let flag = String(text[start.upperBound..<end].prefix { $0 != " " })
                argument = argument ?? flag
                text.replaceSubrange(start.lowerBound...end, with: "the argument \"\(flag)\"")
            }
            text = text.replacingAll("('a11y-gen rules' lists them)", with: "(explain_rule explains a rule id)")
            // An unknown rule id is refused as explain_rule refuses one.
            problems.append(
                .error(
                    text.hasPrefix("Unknown rule id") ? "unknown-rule" : "invalid-argument",
                    at: argument.map { "$.\($0)" } ?? "$", text))
        }
        return problems
    }

    // MARK: list_types

    static let listTypes = MCPTool(
        name: "list_types",
        title: "List the data types a11y-gen understands",
        description: """
            List every data type a field spec's "type" accepts, with its aliases (WHATWG autocomplete tokens, JSON \
            Schema formats, synonyms) and what a11y-gen emits for it: the control, keyboard, AutoFill content type \
            and the OS versions that have it, capitalization, autocorrection, date picker components and naming, and \
            why. Use it to pick the type for generate_field or generate_form, or to explain a choice. Optional \
            "locale" (like en_US or en_GB) resolves locale-dependent rows such as postal-code. Returns the table as \
            text, then as JSON; structuredContent has one object per type.
            """,
        inputSchema: .object([
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "properties": .object([
                "locale": .object([
                    "type": .string("string"), "pattern": .string("^[A-Za-z]{2,3}[-_][A-Za-z]{2}$"),
                    "description": .string("A language_REGION locale; its region decides postal-code keyboards."),
                ])
            ]),
        ]),
        outputSchemaFile: "types-result.schema.json",
        call: { arguments in
            var problems = unknownKeys(arguments, allowed: ["locale"])
            var options: [String] = []
            if let value = arguments["locale"] {
                if let locale = value.stringValue, locale.utf8.count <= 100 {
                    options = ["--locale", locale]
                } else {
                    problems.append(
                        .error("invalid-argument", at: "$.locale", "must be a locale string such as en_US"))
                }
            }
            guard problems.isEmpty else { return .refused(problems) }
            let text = run(["types"] + options, standardInput: [UInt8]())
            guard text.code == CommandLineTool.exitOK else { return .refused(argumentErrors(text.stderr)) }
            let json = run(["types", "--format", "json"] + options, standardInput: [UInt8]())
            guard let rows = MCPJSON.parse(Array(json.stdout.utf8)) else { return .failure(json.stderr) }
            let structured = JSONValue.object([
                "schemaVersion": .string(Generator.resultSchemaVersion), "types": rows,
            ])
            return MCPToolResult.success(text.stdout, structured)
        })

    // MARK: explain_rule

    static let explainRule = MCPTool(
        name: "explain_rule",
        title: "Explain a rule a11y-gen cites",
        description: """
            Explain one rule id that a11y-gen cites in decisions, rules, warnings or check findings (for example \
            text-field.accessible-name or global.no-fixed-font-size): the rule card's exact words, the card it comes \
            from, its kind (must, dont, check, allowed, selection, or a11y-gen's own resolution or policy), the WCAG \
            success criteria the card names, the resolutions that settle a disagreement it is part of, and whether \
            check_swift reports it. Use it to understand or justify a decision before changing generated code. \
            Returns the explanation as text, then as JSON; structuredContent holds the rule as Specs/rules.json does.
            """,
        inputSchema: .object([
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "required": .array([.string("id")]),
            "properties": .object([
                "id": .object([
                    "type": .string("string"),
                    "description": .string("A rule id, such as text-field.accessible-name."),
                ])
            ]),
        ]),
        outputSchemaFile: "rule-result.schema.json",
        call: { arguments in
            var problems = unknownKeys(arguments, allowed: ["id"])
            let id = arguments["id"]?.stringValue
            if id == nil {
                problems.append(
                    .error(
                        arguments["id"] == nil ? "missing-argument" : "invalid-argument", at: "$.id",
                        "give a rule id as a string", suggestion: "such as text-field.accessible-name"))
            }
            guard problems.isEmpty, let id else { return .refused(problems) }
            guard let rule = RuleCatalog.all.first(where: { $0.id.rawValue == id }) else {
                let ids = RuleCatalog.all.map(\.id.rawValue)
                let shown = id.count > 100 ? String(id.prefix(100)) + "…" : id
                return .refused([
                    .error(
                        "unknown-rule", at: "$.id", "unknown rule id '\(shown)'",
                        suggestion: (Suggest.nearest(to: id, in: ids).map { "did you mean '\($0)'?" }
                            ?? "rule ids look like text-field.accessible-name")
                            + " (the rules and decisions of generate_field, and check_swift's findings, name the ids)")
                ])
            }
            let resolvedBy = RuleCatalog.all.filter { $0.resolves.contains(rule.id) }.map(\.id.rawValue)
            let checked = CheckEngine.allRules.contains { $0.id == rule.id }
            guard let ruleJSON = MCPJSON.parse(Array(Generator.json(rule).utf8)) else {
                return .failure("cannot encode the rule")
            }
            let structured = JSONValue.object([
                "schemaVersion": .string(Generator.resultSchemaVersion), "rule": ruleJSON,
                "resolvedBy": .array(resolvedBy.map(JSONValue.string)), "checkedByCheck": .bool(checked),
            ])
            var text = "\(rule.id.rawValue) (\(rule.source.rawValue), \(rule.kind.rawValue))\n\n\(rule.text)\n"
            if !rule.wcag.isEmpty { text += "\nWCAG: " + rule.wcag.joined(separator: ", ") + "\n" }
            if !rule.resolves.isEmpty {
                text +=
                    "\nResolves the disagreement between: " + rule.resolves.map(\.rawValue).joined(separator: ", ")
                    + "\n"
            }
            if !resolvedBy.isEmpty { text += "\nResolved by: " + resolvedBy.joined(separator: ", ") + "\n" }
            text += checked ? "\ncheck_swift reports violations of it.\n" : "\ncheck_swift does not check it.\n"
            return MCPToolResult.success(text, structured)
        })

    // MARK: Helpers

    /// Runs one CLI command in-process with `standardInput` as what `-` reads; files are read-only.
    static func run(_ argv: [String], standardInput: [UInt8]) -> ToolOutput {
        var tool = CommandLineTool(files: ReadOnlyFiles())
        tool.standardInput = { standardInput }
        return tool.run(argv)
    }

    static func unknownKeys(_ arguments: [String: JSONValue], allowed: [String]) -> [Diagnostic] {
        arguments.keys.sorted().filter { !allowed.contains($0) }.map { key in
            let shown = key.count > 100 ? String(key.prefix(100)) + "…" : key
            return .error(
                "unknown-argument", at: "$.\(shown)", "unknown argument '\(shown)'",
                suggestion: Suggest.nearest(to: key, in: allowed).map { "did you mean '\($0)'?" }
                    ?? "the arguments are " + Suggest.list(allowed.map { "'\($0)'" }))
        }
    }
}
