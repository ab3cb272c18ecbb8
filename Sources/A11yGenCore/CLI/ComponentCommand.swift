/// `a11y-gen component text-field|secure-field|text-area|all [--prefix DS] [--platforms ios,macos]
/// [--minimum-os ios=17,macos=14]`: a design-system component (card 003's API, cards 000 and 004 inside)
/// as one self-contained Swift file, or the whole family in one file (`all`).
struct ComponentCommand {
    var tool: CommandLineTool

    static let options = [
        Arguments.Option(
            name: "prefix", kind: .value, valueName: "prefix",
            help: "Type-name prefix: DS (default) gives DSTextField and DSInputSize."),
        Arguments.Option(
            name: "platforms", kind: .value, valueName: "platforms",
            help: "ios, macos, or ios,macos (default): the #if canImport branches emitted."),
        Arguments.Option(
            name: "minimum-os", kind: .value, valueName: "versions",
            help: "Minimum OS per platform, e.g. ios=17,macos=14 (the default; iOS 15+ and macOS 12+)."),
        Arguments.Option(
            name: "locale", kind: .value, valueName: "locale",
            help:
                "The language of the component's own words (the keyboard's Done, the name-and-error format) and of the --strings catalog, such as de_DE (default en)."
        ),
        .strings, .stringsTable, .stringsBundle,
        Arguments.Option(
            name: "dry-run", kind: .flag, help: "Say what --strings would do to the catalog, without writing."),
        .format, .templates, .help,
    ]

    /// The owner marked on the catalog entries a component file adds: one per prefix, since a module
    /// holds one file of a prefix's members.
    static func catalogOwner(_ prefix: String) -> String { prefix + " components" }

    static let help = Arguments.helpText(
        usage:
            "a11y-gen component <component> [--prefix <prefix>] [--platforms <platforms>] [--minimum-os <versions>] [--locale <locale>] [--strings-table <name>] [--strings-bundle <main|module>] [--strings <file.xcstrings>] [--format json]",
        overview:
            "Print a design-system component with card 003's API whose inside follows cards 000 and 004: one accessible name from the visible label, the error appended to it and shown as text + icon + color, the hint as hint, icons hidden, a bordered field with the system focus ring, Dynamic Type with @ScaledMetric, rows at least 44 pt high, focus bindings a form can drive. Components: "
            + ComponentKind.allCases.map(\.rawValue).joined(separator: ", ")
            + "; all prints the family in one file, and a comma-separated list (text-field,secure-field) the members named. Each file declares the shared size type, so use one file per module: the members you need, in one list, or all.",
        options: Array(options.dropLast()),
        footer: """
            EXAMPLES:
              a11y-gen component text-field > DSTextField.swift
              a11y-gen component all > DSInputs.swift
              a11y-gen component text-field,secure-field --minimum-os ios=15,macos=12 > DSInputs.swift
              a11y-gen component text-field --prefix Acme --platforms ios --minimum-os ios=16
              a11y-gen component text-field --format json
              a11y-gen component all --strings-bundle module --strings-table DesignSystem \\
                --strings Sources/DesignSystem/Resources/DesignSystem.xcstrings > Sources/DesignSystem/DSInputs.swift

            A component in a Swift package target looks its two strings (the name with an error appended,
            and the keyboard's Done) up in the app's main bundle unless --strings-bundle module says the
            package's own; --strings merges them into that catalog, marked [a11y-gen: DS components].

            EXIT CODES: 0 generated, 1 template errors (--templates) or a catalog that cannot be merged, 64 usage
            error (unknown component, bad prefix, platform or version, or a minimum OS below what the component
            needs: text-area is iOS 16 / macOS 13).
            """)

    func run(_ argv: [String]) -> ToolOutput {
        let arguments: Arguments
        let format: OutputFormat
        do {
            arguments = try Arguments.parse(argv, options: Self.options, positionalLimit: 1)
            format = try OutputFormat.parse(arguments)
        } catch {
            return tool.usageError(error.message, command: "component")
        }
        if arguments.flags.contains("help") { return ToolOutput(stdout: Self.help) }
        guard let name = arguments.positional.first else {
            return tool.usageError(
                "Missing expected argument '<component>'; use one of: " + Self.names.joined(separator: ", "),
                command: "component")
        }
        let kinds: [ComponentKind]
        let prefix: String
        let deployment: Deployment
        do throws(Arguments.UsageError) {
            kinds = try Self.kinds(name)
            prefix = try Self.prefix(arguments.values["prefix"] ?? "DS")
            deployment = try Self.deployment(
                platforms: arguments.values["platforms"], minimums: arguments.values["minimum-os"])
            if let reason = kinds.lazy.compactMap({ ComponentPlanner.unsupported($0, deployment) }).first {
                // The members that do exist there, in one file: two single files would each declare
                // the shared size type, and a module cannot hold both.
                let available = kinds.filter { ComponentPlanner.unsupported($0, deployment) == nil }
                throw Arguments.UsageError(
                    message: reason
                        + (available.isEmpty
                            ? ""
                            : ", or name the members that exist there, in one file: "
                                + available.map(\.rawValue).joined(separator: ",")))
            }
        } catch {
            return tool.usageError(error.message, command: "component")
        }
        var renderer: Renderer
        switch tool.renderer(arguments) {
        case .success(let value): renderer = value
        case .failure(let failure): return failure.output
        }
        let catalogPath: String?
        let locale = arguments.values["locale"]
        do throws(Arguments.UsageError) {
            catalogPath = try StringsOptions.catalogPath(arguments)
            renderer.localization = try StringsOptions.localization(arguments, config: nil)
            if let locale, ConfigReader.region(of: locale) == nil {
                throw Arguments.UsageError(
                    message:
                        "The value '\(locale)' is invalid for '--locale <locale>': write a language_REGION locale such as en_US or de_DE"
                )
            }
        } catch {
            return tool.usageError(error.message, command: "component")
        }
        if catalogPath == nil, arguments.flags.contains("dry-run") {
            return tool.usageError("'--dry-run' applies to '--strings <file.xcstrings>'", command: "component")
        }
        let result = Generator.component(
            kinds, name: name == "all" ? "all" : kinds.map(\.rawValue).joined(separator: ","), prefix: prefix,
            deployment: deployment, locale: locale, renderer: renderer)
        let stdout = format == .json ? Generator.json(result) : result.code
        guard let catalogPath else { return ToolOutput(stdout: stdout) }
        return StringsOptions.mergeAndReport(
            catalogPath, owners: [(Self.catalogOwner(prefix), result.strings)],
            sourceLanguage: StringCatalog.sourceLanguage(locale: locale), localization: renderer.localization,
            dryRun: arguments.flags.contains("dry-run"), stdout: stdout, warnings: "", files: tool.files)
    }

    /// What `<component>` accepts: each member, then `all`.
    static let names = ComponentKind.allCases.map(\.rawValue) + ["all"]

    /// `all`, one member, or a comma-separated list of members, in the family's order (so the same
    /// members give the same file however they are listed), each once.
    static func kinds(_ name: String) throws(Arguments.UsageError) -> [ComponentKind] {
        if name == "all" { return ComponentKind.allCases }
        var named: Set<ComponentKind> = []
        for part in name.split(separator: ",", omittingEmptySubsequences: false) {
            let member = String(part).trimmed()
            if member == "all" {
                throw Arguments.UsageError(
                    message:
                        "'all' names the whole family on its own; list members without it, such as text-field,secure-field"
                )
            }
            named.insert(try kind(member))
        }
        return ComponentKind.allCases.filter(named.contains)
    }

    static func kind(_ name: String) throws(Arguments.UsageError) -> ComponentKind {
        if let kind = ComponentKind(rawValue: name) { return kind }
        let names = Self.names
        let nearest = Suggest.nearest(to: name, in: names)
        throw Arguments.UsageError(
            message: "Unknown component '\(name)'"
                + (nearest.map { ". Did you mean '\($0)'?" } ?? "; use one of: " + names.joined(separator: ", ")))
    }

    /// A prefix that makes Swift type names: an uppercase ASCII letter, then ASCII letters and digits.
    static func prefix(_ text: String) throws(Arguments.UsageError) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, ("A"..."Z").contains(first),
            scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            throw Arguments.UsageError(
                message:
                    "The value '\(text)' is invalid for '--prefix <prefix>': a prefix starts with an uppercase ASCII letter and has only letters and digits, such as DS or Acme (DS gives DSTextField)"
            )
        }
        return text
    }

    static func deployment(platforms: String?, minimums: String?) throws(Arguments.UsageError) -> Deployment {
        var chosen: [Platform] = Platform.allCases
        if let platforms {
            chosen = []
            for item in platforms.split(separator: ",", omittingEmptySubsequences: false) {
                let word = item.trimmed().lowercased()
                guard let platform = Platform(rawValue: word) else {
                    let nearest = Suggest.nearest(to: word, in: Platform.allCases.map(\.rawValue))
                    throw Arguments.UsageError(
                        message:
                            "The value '\(platforms)' is invalid for '--platforms <platforms>': '\(word)' is not a platform"
                            + (nearest.map { "; did you mean '\($0)'?" } ?? "; use ios, macos or ios,macos"))
                }
                chosen.append(platform)
            }
        }
        var versions: [Platform: OSVersion] = [:]
        if let minimums {
            for item in minimums.split(separator: ",", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", omittingEmptySubsequences: false).map {
                    $0.trimmed()
                }
                guard pair.count == 2, let platform = Platform(rawValue: pair[0].lowercased()) else {
                    throw Arguments.UsageError(
                        message:
                            "The value '\(minimums)' is invalid for '--minimum-os <versions>': '\(item)' is not platform=version; write ios=17,macos=14"
                    )
                }
                guard chosen.contains(platform) else {
                    throw Arguments.UsageError(
                        message:
                            "'--minimum-os' names \(platform.rawValue), which '--platforms' leaves out; add it to --platforms or drop \(item)"
                    )
                }
                let supported = platform.supportedMinimums
                guard let version = OSVersion(parsing: pair[1]), supported.contains(version) else {
                    throw Arguments.UsageError(
                        message:
                            "The value '\(minimums)' is invalid for '--minimum-os <versions>': \(platform.displayName) '\(pair[1])' is not supported; use one of "
                            + supported.map { String($0.major) }.joined(separator: ", "))
                }
                versions[platform] = version
            }
        }
        return Deployment(platforms: chosen, minimums: versions)
    }
}
