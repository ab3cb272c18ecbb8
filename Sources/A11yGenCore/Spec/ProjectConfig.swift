/// `a11y-gen.json`: a project's shared defaults and what `a11y-gen generate` writes.
///
/// Paths are relative to the folder holding the config file. The defaults (`platforms`,
/// `minimumOS`, `locale`) fill in what a spec leaves out; a spec's own values always win.
public struct ProjectConfig: Sendable, Equatable {
    /// One spec file or folder of specs, and where its views go.
    public struct Entry: Sendable, Equatable {
        /// A form spec file (`*.json`) or a folder whose `*.json` files are all form specs.
        public var specs: String
        /// A `.swift` file (only for one spec file) or a folder that gets `<ViewName>.swift` per spec.
        public var output: String
        /// Where the entry is in the config, for messages (`$.generate[0]`).
        public var location: String

        /// Whether `output` names one file rather than a folder.
        public var outputIsFile: Bool { output.hasSuffix(".swift") }
    }

    /// The default platforms, as the spec key spells them; nil when the config sets none.
    public var platforms: [Platform]?
    /// Default minimum OS per platform; a spec targeting a platform without its own minimum gets this.
    public var minimumOS: [Platform: OSVersion] = [:]
    /// Default locale for specs that set none.
    public var locale: String?
    /// A folder of templates that replace the built-in ones of the same name (`generate` uses it).
    public var templates: String?
    public var generate: [Entry] = []
    /// The String Catalog (`.xcstrings`) `generate` merges every form's strings into, written once.
    public var strings: String?
    /// Where generated code looks its strings up (`stringsTable`, `stringsBundle`).
    public var localization = LocalizationOptions()

    public init(
        platforms: [Platform]? = nil, minimumOS: [Platform: OSVersion] = [:], locale: String? = nil,
        templates: String? = nil, generate: [Entry] = []
    ) {
        self.platforms = platforms
        self.minimumOS = minimumOS
        self.locale = locale
        self.templates = templates
        self.generate = generate
    }

    /// The spec object with the config's defaults filled in where the spec has no value of its own.
    ///
    /// `platforms` and `locale` are taken whole from the config when the spec has none. A minimum OS
    /// is per platform: the config's minimum applies to each platform the spec ends up targeting and
    /// gives no minimum for itself, so a spec that names only `"platforms": ["macos"]` still gets the
    /// project's macOS minimum, and a config minimum never adds a platform.
    public func applyDefaults(to value: JSONValue) -> JSONValue {
        guard case .object(var object) = value else { return value }
        if object["platforms"] == nil, let platforms {
            object["platforms"] = .array(platforms.map { .string($0.rawValue) })
        }
        if object["locale"] == nil, let locale { object["locale"] = .string(locale) }
        if !minimumOS.isEmpty {
            var own: [String: JSONValue] = [:]
            switch object["minimumOS"] {
            case nil: break
            case .object(let map)?: own = map
            default: return .object(object)  // the reader reports the wrong type as it is
            }
            for platform in Self.targets(object) where own[platform.rawValue] == nil {
                if let minimum = minimumOS[platform] { own[platform.rawValue] = .string(minimum.description) }
            }
            if !own.isEmpty { object["minimumOS"] = .object(own) }
        }
        return .object(object)
    }

    /// One default `applyDefaults` filled into a spec: where it is in the config, what it gives
    /// ("minimum macOS 12.0"), and the config without it, to see what it causes.
    public struct FilledDefault {
        public var path: String
        public var words: String
        public var without: ProjectConfig
    }

    /// The defaults `applyDefaults` fills into a spec object, in the config's order: a problem one
    /// of them causes is located in the spec, so `generate` points at them too (nu20 #9).
    public func defaultsFilled(in value: JSONValue) -> [FilledDefault] {
        guard case .object(let before) = value, case .object(let after) = applyDefaults(to: value) else { return [] }
        var filled: [FilledDefault] = []
        if before["platforms"] == nil, let platforms {
            var without = self
            without.platforms = nil
            filled.append(
                FilledDefault(
                    path: "$.platforms",
                    words: "platforms " + platforms.map(\.displayName).joined(separator: " and "), without: without))
        }
        if case .object(let minimums)? = after["minimumOS"] {
            var own: [String: JSONValue] = [:]
            if case .object(let map)? = before["minimumOS"] { own = map }
            for platform in Platform.allCases where minimums[platform.rawValue] != nil && own[platform.rawValue] == nil
            {
                guard let minimum = minimumOS[platform] else { continue }
                var without = self
                without.minimumOS[platform] = nil
                filled.append(
                    FilledDefault(
                        path: "$.minimumOS.\(platform.rawValue)", words: "minimum \(platform.displayName) \(minimum)",
                        without: without))
            }
        }
        if before["locale"] == nil, let locale {
            var without = self
            without.locale = nil
            filled.append(FilledDefault(path: "$.locale", words: "locale \(locale)", without: without))
        }
        return filled
    }

    /// The platforms a spec object targets, read the way the spec reader does (leniently: a bad
    /// name is left for the reader to report).
    static func targets(_ object: [String: JSONValue]) -> [Platform] {
        func platform(_ name: String) -> Platform? { Platform(spelled: name) }
        switch object["platforms"] {
        case .string(let text)?: return text.split(separator: ",").compactMap { platform(String($0)) }
        case .array(let items)?:
            return items.compactMap { if case .string(let text) = $0 { platform(text) } else { nil } }
        case nil:
            if case .object(let map)? = object["minimumOS"], !map.isEmpty {
                return map.keys.compactMap { Platform(rawValue: $0) }
            }
            return [.ios]
        default: return []
        }
    }
}

/// Reads `a11y-gen.json`, reporting every unknown key and bad value at once, each at its JSON path,
/// in the same shape as spec problems.
public struct ConfigReader {
    /// The keys the config accepts; `Specs/config.schema.json` lists exactly these (tested).
    public static let configKeys = [
        "$schema", "platforms", "minimumOS", "locale", "templates", "generate", "strings", "stringsTable",
        "stringsBundle",
    ]
    public static let entryKeys = ["specs", "output"]
    /// The file `generate` looks for in the current folder.
    public static let fileName = "a11y-gen.json"

    public init() {}

    /// Reads a config. `defaultsOnly` is for `form --config` (the build tool plugin): only the
    /// shared defaults are used there, so a config without `generate` is accepted.
    public func read(data: [UInt8], defaultsOnly: Bool = false) -> Result<ProjectConfig, SpecErrors> {
        let reading = readAll(data: data, defaultsOnly: defaultsOnly)
        if let config = reading.config, reading.errors.isEmpty { return .success(config) }
        return .failure(SpecErrors(reading.errors))
    }

    /// Reads a config as far as it can: its errors, and what could be read despite them (nil when
    /// the file is not a JSON object), so `generate` can look for the paths it names in the same run.
    func readAll(data: [UInt8], defaultsOnly: Bool = false) -> (config: ProjectConfig?, errors: [Diagnostic]) {
        switch JSONValue.parse(data) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let value):
            var sink = DiagnosticSink()
            let config = read(value, defaultsOnly: defaultsOnly, into: &sink)
            return (config, sink.errors)
        }
    }

    func read(_ value: JSONValue, defaultsOnly: Bool = false, into sink: inout DiagnosticSink) -> ProjectConfig? {
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: "$", "a11y-gen.json must be a JSON object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"generate": [{"specs": "a11y-specs", "output": "GeneratedForms"}]}"#)
            return nil
        }
        // A form or field spec given as the config (nu20 #12): say so once, not as unknown keys.
        if object["generate"] == nil, object["fields"] != nil || object["label"] != nil {
            sink.error(
                "spec-given", at: "$",
                object["fields"] != nil
                    ? #"this is a form spec ("fields"), not an a11y-gen.json config"#
                    : #"this is a field spec ("label"), not an a11y-gen.json config"#,
                suggestion: object["fields"] != nil
                    ? #"generate it with `a11y-gen form <file>`, or put its folder in a config: {"generate": [{"specs": "<folder>", "output": "<folder>"}]}"#
                    : "generate it with `a11y-gen field --spec <file>`")
            return nil
        }
        let specs = SpecReader()
        specs.checkKeys(object, allowed: Self.configKeys, at: "$", into: &sink)
        var config = ProjectConfig()
        if let schema = object["$schema"], case .string = schema {
        } else if let schema = object["$schema"] {
            sink.error("wrong-type", at: "$.$schema", "'$schema' must be a string, not \(schema.typeNameWithArticle)")
        }
        // Platforms and minimums are checked apart: a project may set a macOS minimum for the specs
        // that target the Mac while its default platform is iOS.
        if let platforms = object["platforms"] {
            config.platforms = specs.readDeployment(["platforms": platforms], at: "$", into: &sink)?.platforms
        }
        if let minimums = object["minimumOS"] {
            let deployment = specs.readDeployment(["minimumOS": minimums], at: "$", into: &sink)
            if case .object(let map) = minimums, let deployment {
                for platform in deployment.platforms where map[platform.rawValue] != nil {
                    config.minimumOS[platform] = deployment.minimum(platform)
                }
            }
        }
        config.locale = string(object, "locale", at: "$", into: &sink)
        if let locale = config.locale, Self.region(of: locale) == nil {
            sink.error(
                "invalid-locale", at: "$.locale", "'\(locale)' is not a language_REGION locale",
                suggestion: "write it like en_US or en-GB")
        }
        config.templates = string(object, "templates", at: "$", into: &sink)
        if let templates = config.templates, !Self.isFolderPath(templates) {
            sink.error(
                "invalid-path", at: "$.templates",
                "'templates' must be a folder path relative to a11y-gen.json, such as \"Templates\"",
                suggestion: "name a folder (not a file, not empty)")
        }
        config.strings = string(object, "strings", at: "$", into: &sink)
        if let strings = config.strings, let problem = StringsOptions.catalogPathProblem(strings) {
            sink.error(
                "invalid-path", at: "$.strings", "'strings' must name \(problem), relative to a11y-gen.json",
                suggestion: #"write "strings": "Resources/Localizable.xcstrings""#)
        }
        if let table = string(object, "stringsTable", at: "$", into: &sink) {
            if let problem = StringsOptions.tableProblem(table) {
                sink.error(
                    "invalid-table", at: "$.stringsTable", "'\(table)' is not \(problem)",
                    suggestion: #"write "stringsTable": "Forms""#)
            } else {
                config.localization.table = table
            }
        }
        if let bundle = string(object, "stringsBundle", at: "$", into: &sink) {
            if let choice = LocalizationOptions.BundleChoice(rawValue: bundle) {
                config.localization.bundle = choice
            } else {
                sink.error(
                    "invalid-bundle", at: "$.stringsBundle", "'\(bundle)' is not a bundle a11y-gen knows",
                    suggestion:
                        "write \"main\" (an app's bundle) or \"module\" (a Swift package target's Bundle.module)")
            }
        }
        switch object["generate"] {
        case nil where defaultsOnly: break
        case nil:
            sink.error(
                "missing-generate", at: "$.generate", "the config needs 'generate': what to generate and where",
                suggestion: #"add "generate": [{"specs": "a11y-specs", "output": "GeneratedForms"}]"#)
        case .array(let items)?:
            if items.isEmpty {
                sink.error(
                    "empty-generate", at: "$.generate", "'generate' lists nothing to generate",
                    suggestion: #"add {"specs": "a11y-specs", "output": "GeneratedForms"}"#)
            }
            for (index, item) in items.enumerated() {
                if let entry = readEntry(item, at: "$.generate[\(index)]", into: &sink) {
                    config.generate.append(entry)
                }
            }
        case let other?:
            sink.error(
                "wrong-type", at: "$.generate",
                "'generate' must be an array of entries, not \(other.typeNameWithArticle)",
                suggestion: #"write [{"specs": "a11y-specs", "output": "GeneratedForms"}]"#)
        }
        return config
    }

    func readEntry(_ value: JSONValue, at path: String, into sink: inout DiagnosticSink) -> ProjectConfig.Entry? {
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: path, "an entry must be a JSON object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"specs": "a11y-specs", "output": "GeneratedForms"}"#)
            return nil
        }
        SpecReader().checkKeys(object, allowed: Self.entryKeys, at: path, into: &sink)
        var paths: [String: String] = [:]
        for key in Self.entryKeys {
            guard let text = string(object, key, at: path, into: &sink) else {
                if object[key] == nil {
                    sink.error(
                        "missing-\(key)", at: "\(path).\(key)",
                        key == "specs"
                            ? "an entry needs 'specs': a form spec file or a folder of them"
                            : "an entry needs 'output': a .swift file or a folder for the views",
                        suggestion: key == "specs"
                            ? #"add "specs": "a11y-specs""# : #"add "output": "GeneratedForms""#)
                }
                continue
            }
            if text.trimmed().isEmpty || text.contains("\0") {
                sink.error(
                    "invalid-path", at: "\(path).\(key)", "'\(key)' must be a path relative to a11y-gen.json",
                    suggestion: "name a file or folder, such as \(key == "specs" ? "a11y-specs" : "GeneratedForms")")
                continue
            }
            paths[key] = text
        }
        guard let specs = paths["specs"], let output = paths["output"] else { return nil }
        // `Gen/SignUpForm.SWIFT` would be taken for a folder (nu20 #13).
        let last = PathText.lastComponent(output)
        if !last.hasSuffix(".swift"), last.lowercased().hasSuffix(".swift") {
            sink.error(
                "invalid-path", at: "\(path).output",
                "'\(output)' ends in \(last.suffix(6)); a view is written to a .swift file",
                suggestion: "write it in lowercase: \(output.dropLast(6)).swift")
            return nil
        }
        let entry = ProjectConfig.Entry(specs: specs, output: output, location: path)
        if entry.outputIsFile, !specs.hasSuffix(".json") {
            sink.error(
                "output-file-for-folder", at: "\(path).output",
                "'specs' names a folder of specs, so 'output' must be a folder, not one .swift file",
                suggestion: "drop the file name (each spec becomes <ViewName>.swift in the folder)")
        }
        return entry
    }

    static func region(of locale: String) -> String? {
        var probe = FieldSpec(label: "", type: .text)
        probe.locale = locale
        return probe.region
    }

    /// A non-empty path that does not name a file by its extension.
    static func isFolderPath(_ text: String) -> Bool {
        let trimmed = text.trimmed()
        let last = PathText.lastComponent(trimmed)
        return !trimmed.isEmpty && !text.contains("\0") && !last.hasSuffix(".swift") && !last.hasSuffix(".json")
            && !last.hasSuffix(".mustache")
    }

    private func string(_ object: [String: JSONValue], _ key: String, at path: String, into sink: inout DiagnosticSink)
        -> String?
    {
        guard let value = object[key] else { return nil }
        if case .string(let text) = value { return text }
        sink.error("wrong-type", at: path + "." + key, "'\(key)' must be a string, not \(value.typeNameWithArticle)")
        return nil
    }
}

extension SpecReader {
    /// Reads a form spec with a project's defaults filled in where the spec has no value, and
    /// `locale` (`form --locale`) in place of the form's own: a field's own locale still wins.
    public func readForm(data: [UInt8], defaults config: ProjectConfig?, locale: String? = nil)
        -> Result<FormSpec, SpecErrors>
    {
        guard config != nil || locale != nil else { return readForm(data: data) }
        switch JSONValue.parse(data) {
        case .failure(let diagnostic): return .failure(SpecErrors([diagnostic]))
        case .success(var value):
            if let config { value = config.applyDefaults(to: value) }
            if let locale, case .object(var object) = value {
                object["locale"] = .string(locale)
                value = .object(object)
            }
            var sink = DiagnosticSink()
            let form = readForm(value, into: &sink)
            if let form, !sink.hasErrors { return .success(form) }
            return .failure(SpecErrors(sink.errors))
        }
    }
}
