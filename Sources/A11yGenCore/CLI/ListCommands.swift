/// `a11y-gen types`: the inference table, the same rows and reasons `decisions` cite.
struct TypesCommand {
    static let options = [
        Arguments.Option(name: "format", kind: .value, valueName: "format", help: "text (default) or json."),
        Arguments.Option(
            name: "locale", kind: .value, valueName: "locale",
            help: "Locale for locale-dependent rows (postal-code), e.g. en_GB."),
        Arguments.Option(name: "help", kind: .flag, help: ""),
    ]

    struct Row: Codable {
        var type: String
        var aliases: [String]
        var control: ControlKind
        var number: NumberKind?
        var keyboard: String?
        var contentType: String?
        var contentTypeAvailability: Availability?
        var autocapitalization: String?
        var autocorrectionDisabled: Bool
        var submitLabel: String?
        /// Date pickers: what the picker shows, and how it is named in each style (card 002).
        var displayedComponents: String?
        var namingPerStyle: [String: String]?
        var why: String
        var rules: [RuleID]
    }

    /// Card 002's naming decision for every style, as `decisions` reports it.
    static let namingPerStyle: [String: String] = Dictionary(
        uniqueKeysWithValues: DatePickerStyleKind.allCases.map { style in
            (
                style.rawValue,
                style.namedByTitle
                    ? "DatePicker(\"Label\") string, no .accessibilityLabel" : "matching .accessibilityLabel"
            )
        })

    static func rows(region: String?) -> [Row] {
        DataType.allCases.map { type in
            let traits = InputTraits.of(type, region: region)
            return Row(
                type: type.rawValue, aliases: type.aliases, control: traits.control, number: traits.number,
                keyboard: traits.keyboard?.swift, contentType: traits.content?.swift,
                contentTypeAvailability: traits.content?.availability,
                autocapitalization: traits.autocapitalization?.swift,
                autocorrectionDisabled: traits.autocorrectionDisabled, submitLabel: traits.submitLabel?.swift,
                displayedComponents: traits.components?.swift,
                namingPerStyle: traits.control == .datePicker ? namingPerStyle : nil, why: traits.why,
                rules: rules(type, FieldFamily.of(traits.control)))
        }
    }

    /// The rules a row cites: its family's control rules, or a text type's keyboard and AutoFill rules.
    static func rules(_ type: DataType, _ family: FieldFamily) -> [RuleID] {
        switch family {
        case .text: Inference.keyboardRules(type) + [.contentType, .editingBehavior]
        case .datePicker: [.datePickerNative, .datePickerComponents, .datePickerCompactLabel, .datePickerTitleName]
        case .toggle: [.toggleNative, .toggleSingleName, .toggleConsentError]
        case .stepper: [.stepperNative, .stepperValueWithUnit, .stepperBounds]
        case .choice: [.selectMenu, .selectSegmented, .choiceNoSelectionPrompt, .choiceErrorFocus]
        }
    }

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options)
        } catch {
            return CommandLineTool().usageError(error.message, command: "types")
        }
        if arguments.flags.contains("help") {
            return ToolOutput(
                stdout: Arguments.helpText(
                    usage: "a11y-gen types [--format json] [--locale <locale>]",
                    overview: "List every data type with its aliases, control, keyboard, content type and the reason.",
                    options: Array(Self.options.dropLast())))
        }
        var region: String?
        if let locale = arguments.values["locale"] {
            var spec = FieldSpec(label: "x", type: .text)
            spec.locale = locale
            guard let value = spec.region else {
                return CommandLineTool().usageError(
                    "The value '\(locale)' is invalid for '--locale <locale>'; write it like en_US", command: "types")
            }
            region = value
        }
        let rows = Self.rows(region: region)
        switch arguments.values["format"] ?? "text" {
        case "json": return ToolOutput(stdout: Generator.json(rows))
        case "text":
            var out =
                "TYPE                          CONTROL              KEYBOARD                 CONTENT TYPE (iOS / macOS)\n"
            for row in rows {
                let content =
                    row.contentType.map { c in
                        let mac =
                            row.contentTypeAvailability?.macos.map {
                                "macOS \($0.major == 10 ? "10.15" : String($0.major))+"
                            } ?? "no macOS"
                        return "\(c) (iOS \(row.contentTypeAvailability!.ios!.description)+, \(mac))"
                    } ?? "none"
                out +=
                    pad(row.type, 30) + pad(row.control.rawValue, 21) + pad(row.keyboard ?? "default", 25) + content
                    + "\n"
                if !row.aliases.isEmpty { out += "    aliases: " + row.aliases.joined(separator: ", ") + "\n" }
                if let components = row.displayedComponents { out += "    displayedComponents: \(components)\n" }
                out += "    why: " + row.why + "\n"
            }
            out +=
                "\nRules: \(RuleID.keyboardType.rawValue), \(RuleID.contentType.rawValue), \(RuleID.editingBehavior.rawValue) ('a11y-gen rules' prints them).\n"
            out +=
                "\nDATE PICKER NAMING PER STYLE (\(RuleID.datePickerCompactLabel.rawValue), \(RuleID.datePickerTitleName.rawValue)):\n"
            for style in DatePickerStyleKind.allCases {
                let platforms = Platform.allCases.filter { style.availability.introduced(on: $0) != nil }.map(
                    \.displayName)
                out +=
                    "  " + pad(style.rawValue, 15) + pad(platforms.joined(separator: ", "), 14) + Self.namingPerStyle[
                        style.rawValue]! + "\n"
            }
            return ToolOutput(stdout: out)
        case let other:
            return CommandLineTool().usageError(
                "The value '\(other)' is invalid for '--format <format>'. Use text or json.", command: "types")
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// `a11y-gen rules`: the rule catalog. `--format json` prints exactly Specs/rules.json.
struct RulesCommand {
    static let options = [
        Arguments.Option(name: "format", kind: .value, valueName: "format", help: "text (default) or json."),
        Arguments.Option(name: "help", kind: .flag, help: ""),
    ]

    public static func catalogJSON() -> String {
        struct Catalog: Encodable {
            var description =
                "a11y-gen rule catalog: rules quoted from the rule cards in shared/seeds, resolutions of their disagreements, and a11y-gen policies. Generated from RuleCatalog.swift; do not edit."
            var version = Generator.version
            var rules = RuleCatalog.all
        }
        return Generator.json(Catalog())
    }

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(argv, options: Self.options)
        } catch {
            return CommandLineTool().usageError(error.message, command: "rules")
        }
        if arguments.flags.contains("help") {
            return ToolOutput(
                stdout: Arguments.helpText(
                    usage: "a11y-gen rules [--format json]",
                    overview: "Print the rule catalog every decision and finding cites.",
                    options: Array(Self.options.dropLast())))
        }
        switch arguments.values["format"] ?? "text" {
        case "json": return ToolOutput(stdout: Self.catalogJSON())
        case "text":
            let text = RuleCatalog.all.map {
                "\($0.id.rawValue) [\($0.source.rawValue), \($0.kind.rawValue)]\n    \($0.text)\n"
            }.joined()
            return ToolOutput(stdout: text)
        case let other:
            return CommandLineTool().usageError(
                "The value '\(other)' is invalid for '--format <format>'. Use text or json.", command: "rules")
        }
    }
}
