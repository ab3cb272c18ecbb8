#if !canImport(FoundationEssentials)
    // Apple platforms, where Foundation is in the shared cache and costs no start-up: a pattern is
    // checked with NSRegularExpression, which the generated code uses (see `isValidPattern`).
    import Foundation
#endif

/// Reads a field spec from JSON (or from flags turned into the same JSON), checking every key and
/// value and reporting all problems at once, each at its JSON path or flag.
public struct SpecReader: Sendable {
    /// Maps a JSON path to what the user should look at (a flag name for command-line input).
    public var locate: @Sendable (String) -> String

    public init(locate: @escaping @Sendable (String) -> String = { $0 }) {
        self.locate = locate
    }

    /// The keys a field object accepts; the JSON Schema in Specs/ lists exactly these (tested).
    public static let fieldKeys =
        [
            "label", "type", "name", "placeholder", "hint", "validation", "messages", "labeling", "visibleLabel",
            "platforms", "minimumOS", "locale", "currencyCode", "style", "hideLabel", "range", "options", "optionsEnum",
        ] + stepperKeys
    public static let validationKeys = [
        "required", "email", "pattern", "patternMessage", "minLength", "maxLength", "minimum", "maximum", "after",
        "minimumAge", "maximumAge",
    ]
    /// The oldest age a date-of-birth check may ask for: beyond it no date could pass.
    static let oldestAge = 150

    public static let messageKeys = ["required", "email", "length", "range", "after", "age", "number", "decimals"]
    public static let minimumOSKeys = Platform.allCases.map(\.rawValue)

    /// Reads a whole JSON document holding one field object.
    public func readField(data: [UInt8], inherited: Deployment? = nil) -> Result<FieldSpec, SpecErrors> {
        switch JSONValue.parse(data) {
        case .failure(let diagnostic): return .failure(SpecErrors([diagnostic]))
        case .success(let value):
            var sink = DiagnosticSink()
            let spec = readField(value, at: "$", into: &sink)
            if let spec, !sink.hasErrors { return .success(spec) }
            return .failure(SpecErrors(sink.errors))
        }
    }

    /// Reads one field object at `path`, adding problems to `sink`; nil when it cannot be built. A
    /// form's field takes the form's deployment as `inherited` and reads none of its own.
    func readField(
        _ value: JSONValue, at path: String, inherited: Deployment? = nil, into sink: inout DiagnosticSink
    ) -> FieldSpec? {
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: locate(path), "a field must be a JSON object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"label": "Email", "type": "email"}"#)
            return nil
        }
        // A form spec given to `field --spec` (nu19): say so once.
        if path == "$", object["fields"] != nil, object["label"] == nil {
            sink.error(
                "form-spec-given", at: locate(path), #"this is a form spec ("fields"), not a field"#,
                suggestion: "generate it with `a11y-gen form <file>`")
            return nil
        }
        if path == "$", object["generate"] != nil, object["label"] == nil {
            sink.error(
                "config-given", at: locate(path), #"this is an a11y-gen.json config ("generate"), not a field"#,
                suggestion: "generate its views with `a11y-gen generate --config <file>`")
            return nil
        }
        checkSchemaKey(object, at: path, into: &sink)
        checkKeys(object, allowed: Self.fieldKeys + ["$schema"], at: path, into: &sink, nested: Self.validationKeys)

        let label = string(object, "label", at: path, into: &sink)
        if label == nil, object["label"] == nil {
            sink.error(
                "missing-label", at: locate(path + ".label"),
                "every field needs a label: the text people see and VoiceOver speaks",
                suggestion: #"add "label", for example "Email""#)
        }
        if let label, label.trimmed(.whitespacesAndNewlines).isEmpty {
            sink.error(
                "empty-label", at: locate(path + ".label"),
                "the label is empty; a field without a name is silent to VoiceOver",
                suggestion: "give the visible label text, for example \"Email\"")
        }

        var type: DataType?
        if let raw = string(object, "type", at: path, into: &sink) {
            type = DataType.resolve(raw)
            if type == nil {
                let nearest = Suggest.nearest(to: raw, in: DataType.byName.keys)
                sink.error(
                    "unknown-data-type", at: locate(path + ".type"), "unknown data type '\(raw)'",
                    suggestion: nearest.map { "did you mean '\($0)'? (`a11y-gen types` lists them all)" }
                        ?? "run `a11y-gen types` to list the data types")
            }
        } else if object["type"] == nil {
            sink.error(
                "missing-type", at: locate(path + ".type"), "every field needs a data type",
                suggestion: #"add "type", for example "email", "text" or "postal-code""#)
        }

        let name = string(object, "name", at: path, into: &sink)
        if let name, !Identifier.isValid(name) {
            sink.error(
                "invalid-name", at: locate(path + ".name"),
                "'\(name)' is not a usable Swift identifier (ASCII letters, digits and _, not starting with a digit, not a keyword)",
                suggestion: "use '\(Identifier.derive(from: name))' or leave name out to derive it from the label")
        }

        var spec = FieldSpec(label: label ?? "", type: type ?? .text)
        spec.name = name
        spec.placeholder = string(object, "placeholder", at: path, into: &sink)
        spec.hint = string(object, "hint", at: path, into: &sink)
        spec.locale = string(object, "locale", at: path, into: &sink)
        if let locale = spec.locale, spec.region == nil {
            sink.error(
                "invalid-locale", at: locate(path + ".locale"), "'\(locale)' is not a language_REGION locale",
                suggestion: "write it like en_US or en-GB")
        }
        // ISO 4217 codes are capitals; "eur" typed at the terminal means EUR, and is written so.
        spec.currencyCode = string(object, "currencyCode", at: path, into: &sink)
        if let code = spec.currencyCode {
            if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
                spec.currencyCode = code.uppercased()
            } else {
                sink.error(
                    "invalid-currency-code", at: locate(path + ".currencyCode"), "'\(code)' is not an ISO 4217 code",
                    suggestion: "use its three letters, like USD or EUR")
            }
        }
        if let raw = string(object, "labeling", at: path, into: &sink) {
            if let strategy = LabelingStrategy(rawValue: raw) {
                spec.labeling = strategy
            } else {
                sink.error(
                    "unknown-labeling", at: locate(path + ".labeling"), "unknown labeling strategy '\(raw)'",
                    suggestion: hint(raw, among: LabelingStrategy.allCases.map(\.rawValue)))
            }
        }
        if let visible = bool(object, "visibleLabel", at: path, into: &sink) { spec.visibleLabel = visible }
        // A text type given options holds a fixed set: it becomes a choice (card 000, "use select.menu").
        let hasOptions = object["options"] != nil || object["optionsEnum"] != nil
        if hasOptions, let given = type, Self.becomesChoice(given) {
            spec.type = .choice
            spec.fixedSetFrom = given
        }
        if spec.type == .choice {
            readChoice(object, into: &spec, at: path, sink: &sink)
        } else if hasOptions {
            // Read so that checkCombinations can refuse them for this type (options-not-for-type).
            readChoiceOptions(object, into: &spec, at: path, sink: &sink)
        }
        // A choice's style was read above, as a picker style.
        if spec.type != .choice, let raw = string(object, "style", at: path, into: &sink) {
            if let style = DatePickerStyleKind(rawValue: raw) {
                spec.style = style
            } else if InputTraits.of(spec.type, region: nil).control != .datePicker {
                // A stepper's or a text field's style is neither kind: say so, not "unknown date picker style".
                sink.error(
                    "date-option-not-for-type", at: locate(path + ".style"),
                    Self.styleNotForType(spec.type), suggestion: Self.styleNotForTypeFix)
            } else {
                sink.error(
                    "unknown-date-picker-style", at: locate(path + ".style"), "unknown date picker style '\(raw)'",
                    suggestion: hint(raw, among: DatePickerStyleKind.allCases.map(\.rawValue)))
            }
        }
        if let hide = bool(object, "hideLabel", at: path, into: &sink) { spec.hideLabel = hide }
        if let raw = string(object, "range", at: path, into: &sink) {
            switch DateRange.parse(raw) {
            case .success(let range): spec.range = range
            case .failure(let error):
                sink.error(
                    "invalid-date-range", at: locate(path + ".range"), error.message,
                    suggestion:
                        "write it like \"today...\", \"...today\", \"today...+30d\", \"-100y...-18y\" or \"2026-01-01...2026-12-31\" (units d, w, m, y)"
                )
            }
        }
        readStepperOptions(object, at: path, into: &spec, typeKnown: type != nil, &sink)
        spec.deployment = inherited ?? readDeployment(object, at: path, into: &sink) ?? spec.deployment
        if let validation = object["validation"] {
            spec.validation = readValidation(validation, at: path + ".validation", into: &sink)
        }
        // An email field checks the address format unless the spec turns it off with "email": false.
        if spec.type == .email, case .object(let v)? = object["validation"], v["email"] != nil {
        } else if spec.type == .email {
            spec.validation.email = true
        }
        if let messages = object["messages"] {
            spec.messages = readMessages(messages, at: path + ".messages", into: &sink)
        }
        if type != nil { checkCombinations(spec, at: path, into: &sink) }
        return spec
    }

    // MARK: Parts

    func readDeployment(_ object: [String: JSONValue], at path: String, into sink: inout DiagnosticSink) -> Deployment?
    {
        var platforms: [Platform]?
        if let value = object["platforms"] {
            let platformsPath = path + ".platforms"
            var names: [(String, String)] = []
            switch value {
            case .string(let text):
                // "ios,macos" is accepted as well as ["ios", "macos"]: it is what the flag takes.
                names = text.split(separator: ",").map {
                    (String($0).trimmed(), platformsPath)
                }
            case .array(let items):
                for (index, item) in items.enumerated() {
                    if case .string(let text) = item {
                        names.append((text, "\(platformsPath)[\(index)]"))
                    } else {
                        sink.error(
                            "wrong-type", at: locate("\(platformsPath)[\(index)]"),
                            "a platform is a string, not \(item.typeNameWithArticle)",
                            suggestion: "use \"ios\" or \"macos\"")
                    }
                }
            default:
                sink.error(
                    "wrong-type", at: locate(platformsPath),
                    "platforms must be an array of strings, not \(value.typeNameWithArticle)",
                    suggestion: #"write ["ios"], ["macos"] or ["ios", "macos"]"#)
            }
            var resolved: [Platform] = []
            for (name, where_) in names {
                let key = name.lowercased() == "ipados" ? "ios" : name.lowercased()
                if let platform = Platform(rawValue: key) {
                    resolved.append(platform)
                } else if ["tvos", "watchos", "visionos", "xros"].contains(key) {
                    sink.error(
                        "unsupported-platform", at: locate(where_),
                        "a11y-gen generates for iOS (iPadOS) and macOS, not \(name)"
                            + (key == "tvos" ? " (DatePicker does not exist on tvOS at all)" : ""),
                        suggestion: "use ios, macos or both")
                } else {
                    sink.error(
                        "unknown-platform", at: locate(where_), "unknown platform '\(name)'",
                        suggestion: hint(name, among: Platform.allCases.map(\.rawValue)) + " (iPadOS is part of ios)")
                }
            }
            if resolved.isEmpty, names.isEmpty, case .array = value {
                sink.error(
                    "no-platforms", at: locate(platformsPath), "the platform list is empty",
                    suggestion: "name ios, macos or both")
            }
            platforms = resolved
        }
        var minimums = PlatformMap<OSVersion>()
        if let value = object["minimumOS"] {
            let minPath = path + ".minimumOS"
            if case .object(let map) = value {
                checkKeys(map, allowed: Self.minimumOSKeys, at: minPath, into: &sink)
                for platform in Platform.allCases {
                    guard let entry = map[platform.rawValue] else { continue }
                    let entryPath = minPath + "." + platform.rawValue
                    var text: String?
                    switch entry {
                    case .string(let s): text = s
                    case .number(let n): text = n == n.rounded() ? String(Int(n)) : String(n)
                    default: break
                    }
                    guard let text, let version = OSVersion(parsing: text) else {
                        sink.error(
                            "invalid-version", at: locate(entryPath),
                            "the minimum \(platform.displayName) must be a version like \"17\" or \"17.4\"")
                        continue
                    }
                    let supported = platform.supportedMinimums
                    if version < supported.first! || version.major > supported.last!.major
                        || !supported.contains(where: { $0.major == version.major })
                    {
                        sink.error(
                            "unsupported-minimum-os", at: locate(entryPath),
                            "a11y-gen does not support a minimum of \(platform.displayName) \(text)",
                            suggestion: "use one of " + supported.map { "\($0.major)" }.joined(separator: ", "))
                        continue
                    }
                    minimums[platform] = version
                }
            } else {
                sink.error(
                    "wrong-type", at: locate(minPath), "minimumOS must be an object, not \(value.typeNameWithArticle)",
                    suggestion: #"write {"ios": "17", "macos": "14"}"#)
            }
        }
        let chosen = platforms ?? (minimums.isEmpty ? [.ios] : minimums.platforms)
        for platform in minimums.platforms where !chosen.contains(platform) {
            sink.error(
                "unused-minimum-os", at: locate(path + ".minimumOS." + platform.rawValue),
                "a minimum \(platform.displayName) is given but \(platform.displayName) is not among the platforms",
                suggestion: "add \(platform.rawValue) to the platforms or remove this minimum")
        }
        guard !chosen.isEmpty else { return nil }
        return Deployment(platforms: chosen, minimumOS: minimums)
    }

    func readValidation(_ value: JSONValue, at path: String, into sink: inout DiagnosticSink) -> Validation {
        var validation = Validation()
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: locate(path), "validation must be an object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"required": true}"#)
            return validation
        }
        checkKeys(object, allowed: Self.validationKeys, at: path, into: &sink)
        validation.required = bool(object, "required", at: path, into: &sink) ?? false
        validation.email = bool(object, "email", at: path, into: &sink) ?? false
        validation.pattern = string(object, "pattern", at: path, into: &sink)
        validation.patternMessage = string(object, "patternMessage", at: path, into: &sink)
        validation.minLength = count(object, "minLength", at: path, into: &sink)
        validation.maxLength = count(object, "maxLength", at: path, into: &sink)
        validation.minimum = number(object, "minimum", at: path, into: &sink)
        validation.maximum = number(object, "maximum", at: path, into: &sink)
        validation.after = string(object, "after", at: path, into: &sink)
        if let other = validation.after, !Identifier.isValid(other) {
            sink.error(
                "invalid-name", at: locate(path + ".after"), "'\(other)' is not the identifier of another date field",
                suggestion: "use the other field's name, such as 'checkIn'")
        }
        validation.minimumAge = count(object, "minimumAge", at: path, into: &sink)
        validation.maximumAge = count(object, "maximumAge", at: path, into: &sink)
        for (key, age) in [("minimumAge", validation.minimumAge), ("maximumAge", validation.maximumAge)] {
            if let age, age > Self.oldestAge {
                sink.error(
                    "impossible-validation", at: locate(path + "." + key),
                    "\(key) \(age) is older than anyone is, so no date could pass",
                    suggestion: "use an age from 0 to \(Self.oldestAge)")
            }
        }
        if let low = validation.minimumAge, let high = validation.maximumAge, low > high {
            sink.error(
                "empty-range", at: locate(path + ".minimumAge"), "minimumAge \(low) is greater than maximumAge \(high)",
                suggestion: "swap them")
        }
        if let pattern = validation.pattern {
            if !Self.isValidPattern(pattern) {
                sink.error(
                    "invalid-pattern", at: locate(path + ".pattern"), "the pattern is not a valid regular expression",
                    suggestion: "check brackets and escapes; it is matched with NSRegularExpression (ICU syntax)")
            } else if Self.turnsOnFreeSpacing(pattern) {
                sink.error(
                    "invalid-pattern", at: locate(path + ".pattern"),
                    "free-spacing mode ((?x)) is not supported: the generated code anchors the pattern at both ends of the value, and a # comment would swallow the end",
                    suggestion: "write the pattern without (?x), its spaces and its # comments")
            } else if !Self.isValidPattern(Renderer.wholeValue(pattern)) {
                // The pattern as the generated code uses it, anchored at both ends, must be valid too.
                sink.error(
                    "invalid-pattern", at: locate(path + ".pattern"),
                    "the pattern cannot be anchored at both ends of the value (\\A…\\z), which the generated check needs",
                    suggestion: "close every group, bracket and \\Q quotation the pattern opens")
            }
            if validation.patternMessage?.isEmpty ?? true {
                sink.error(
                    "missing-pattern-message", at: locate(path + ".patternMessage"),
                    "a pattern needs a message that tells people how to fix their input",
                    suggestion: "add patternMessage, for example \"Use 3 to 16 letters or digits.\"")
            }
        }
        if validation.maxLength == 0 {
            sink.error(
                "impossible-validation", at: locate(path + ".maxLength"),
                "maxLength 0 accepts no text at all: anything typed would be an error",
                suggestion: "set maxLength to the longest text you accept, or leave it out")
        } else if validation.minLength == 0 {
            sink.error(
                "impossible-validation", at: locate(path + ".minLength"),
                "minLength 0 checks nothing: every text is at least 0 characters long",
                suggestion: "leave minLength out; required (--required) is what refuses an empty field")
        }
        if let low = validation.minLength, let high = validation.maxLength, low > high {
            sink.error(
                "empty-length-range", at: locate(path + ".minLength"),
                "minLength \(low) is greater than maxLength \(high)",
                suggestion: "swap them or lower minLength")
        }
        if let low = validation.minimum, let high = validation.maximum, low > high {
            sink.error(
                "empty-range", at: locate(path + ".minimum"), "minimum \(low) is greater than maximum \(high)",
                suggestion: "swap them or lower the minimum")
        }
        return validation
    }

    func readMessages(_ value: JSONValue, at path: String, into sink: inout DiagnosticSink) -> ErrorMessages {
        var messages = ErrorMessages()
        guard case .object(let object) = value else {
            sink.error(
                "wrong-type", at: locate(path), "messages must be an object, not \(value.typeNameWithArticle)",
                suggestion: #"write {"required": "Enter your email."}"#)
            return messages
        }
        checkKeys(object, allowed: Self.messageKeys, at: path, into: &sink)
        messages.required = string(object, "required", at: path, into: &sink)
        messages.email = string(object, "email", at: path, into: &sink)
        messages.length = string(object, "length", at: path, into: &sink)
        messages.range = string(object, "range", at: path, into: &sink)
        messages.after = string(object, "after", at: path, into: &sink)
        messages.age = string(object, "age", at: path, into: &sink)
        messages.number = string(object, "number", at: path, into: &sink)
        messages.decimals = string(object, "decimals", at: path, into: &sink)
        for (key, text) in [
            ("required", messages.required), ("email", messages.email), ("length", messages.length),
            ("range", messages.range),
            ("after", messages.after), ("age", messages.age), ("number", messages.number),
            ("decimals", messages.decimals),
        ]
        where text?.trimmed(.whitespacesAndNewlines).isEmpty == true {
            sink.error(
                "empty-message", at: locate(path + "." + key), "an error message cannot be empty",
                suggestion: "say what is wrong and how to fix it, or leave the key out for the default")
        }
        return messages
    }

    /// Checks that need the type and the deployment together.
    /// Why a field of `type` takes no `style`: date pickers and choices have styles, nothing else does.
    static let styleNotForTypeFix = "use type date, time, date-time or choice, or remove 'style'"

    static func styleNotForType(_ type: DataType) -> String {
        "'style' applies to date pickers and choices, but '\(type.rawValue)' is neither"
    }

    func checkCombinations(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let traits = InputTraits.of(spec.type, region: spec.region)
        let v = spec.validation
        let vPath = path + ".validation"
        if traits.control != .datePicker {
            // Card 002: a DatePicker is only for dates and times, and date options only for date pickers.
            let dateOptions: [(String, Bool)] = [
                ("style", spec.style != nil), ("hideLabel", spec.hideLabel), ("range", spec.range != nil),
                ("validation.after", v.after != nil), ("validation.minimumAge", v.minimumAge != nil),
                ("validation.maximumAge", v.maximumAge != nil),
            ]
            for (key, present) in dateOptions where present {
                sink.error(
                    "date-option-not-for-type", at: locate(path + "." + key),
                    key == "style"
                        ? Self.styleNotForType(spec.type)
                        : "'\(key)' applies to date pickers, but '\(spec.type.rawValue)' is not a date or time",
                    suggestion: key == "style"
                        ? Self.styleNotForTypeFix
                        : "use type date, time or date-time, or remove '\(key)'")
            }
        }
        if traits.control != .stepper { checkNoStepperOptions(spec, at: path, into: &sink) }
        if traits.control != .picker, spec.options != nil || spec.optionsEnum != nil {
            let key = spec.options != nil ? "options" : "optionsEnum"
            sink.error(
                "options-not-for-type", at: locate(path + "." + key),
                "'\(key)' lists a fixed set, but a '\(spec.type.rawValue)' field does not choose from one",
                suggestion: "use type choice, or remove '\(key)'")
        }
        switch traits.control {
        case .picker:
            checkChoiceCombinations(spec, at: path, into: &sink)
        case .datePicker:
            checkDateCombinations(spec, traits: traits, at: path, into: &sink)
        case .toggle:
            checkToggleCombinations(spec, at: path, into: &sink)
        case .stepper:
            checkStepperCombinations(spec, at: path, into: &sink)
        case .numberField:
            for (key, present) in [
                ("email", v.email), ("pattern", v.pattern != nil), ("minLength", v.minLength != nil),
                ("maxLength", v.maxLength != nil),
            ]
            where present {
                sink.error(
                    "validation-not-for-type", at: locate(vPath + "." + key),
                    "'\(key)' checks text, but a '\(spec.type.rawValue)' field edits a number",
                    suggestion: "use minimum and maximum for numbers, or make the field a text type")
            }
            if spec.type == .integer {
                for (key, bound) in [("minimum", v.minimum), ("maximum", v.maximum)]
                where bound.map({ $0 != $0.rounded() }) ?? false {
                    sink.error(
                        "non-integer-bound", at: locate(vPath + "." + key),
                        "an integer field needs a whole-number \(key)")
                }
            }
            // An amount takes no more decimals than its currency has (yen and won none, dollars two):
            // the field refuses a finer one, so a finer bound (0.5 yen, 0.005 dollars) would ask for an
            // amount nobody can type.
            if spec.type == .currency {
                let currencyCode = Inference.currency(of: spec).uppercased()
                let places = Inference.minorUnitDigits(currencyCode)
                let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
                for (key, bound) in [("minimum", v.minimum), ("maximum", v.maximum)]
                where bound.map({ abs(($0 * scale).rounded() - $0 * scale) > 1e-6 * max(1, abs($0 * scale)) }) ?? false
                {
                    if places == 0 {
                        sink.error(
                            "non-integer-bound", at: locate(vPath + "." + key),
                            "\(currencyCode) has no minor unit, so amounts are whole numbers and the \(key) must be one too",
                            suggestion: "round it to a whole amount")
                    } else {
                        sink.error(
                            "bound-finer-than-currency", at: locate(vPath + "." + key),
                            "\(currencyCode) amounts have \(places) decimal places, so the \(key) cannot have more: the field refuses such an amount",
                            suggestion: "round it to \(places) decimal places")
                    }
                }
            }
        case .textField, .secureField, .multilineTextField:
            for (key, present) in [("minimum", v.minimum != nil), ("maximum", v.maximum != nil)] where present {
                sink.error(
                    "validation-not-for-type", at: locate(vPath + "." + key),
                    "'\(key)' bounds a number, but a '\(spec.type.rawValue)' field edits text",
                    suggestion: "use minLength and maxLength for text, or type integer, decimal or currency")
            }
        }
        if v.pattern == nil, v.patternMessage != nil {
            sink.warning(
                "unused-pattern-message", at: locate(vPath + ".patternMessage"),
                "patternMessage is given without a pattern; it is ignored")
        }
        // Only an amount in a currency with a minor unit checks its decimals (yen refuse any fraction
        // as no amount at all, with the number message).
        if spec.messages.decimals != nil,
            spec.type != .currency
                || Inference.minorUnitDigits(Inference.currency(of: spec)) == 0
        {
            sink.warning(
                "unused-message", at: locate(path + ".messages.decimals"),
                spec.type == .currency
                    ? "the currency has no minor unit, so a fraction is refused with the number message; the decimals message is ignored"
                    : "the decimals message applies to currency fields; it is ignored",
                suggestion: spec.type == .currency ? "word the refusal in messages.number" : "remove it")
        }
        if spec.currencyCode != nil, spec.type != .currency {
            sink.warning(
                "unused-currency-code", at: locate(path + ".currencyCode"),
                "currencyCode only applies to currency fields; it is ignored")
        }
        if !spec.visibleLabel, spec.placeholder != nil, spec.labeling != .labeledContent {
            sink.error(
                "placeholder-only-label", at: locate(path + ".visibleLabel"),
                "with visibleLabel false the placeholder would be the only visible text, and it disappears as people type (text-field.no-placeholder-only-label)",
                suggestion: "keep the visible label (drop visibleLabel: false) or drop the placeholder")
        }
        for platform in spec.deployment.platforms {
            let minimum = spec.deployment.minimum(platform)
            if spec.labeling == .labeledContent,
                !API.labeledContent.availability.isAvailable(on: platform, minimum: minimum)
            {
                sink.error(
                    "api-newer-than-minimum", at: locate(path + ".labeling"),
                    "labeling 'labeled-content' needs LabeledContent (\(API.labeledContent.availability.summary)), newer than the minimum \(platform.displayName) \(minimum)",
                    suggestion:
                        "raise the minimum \(platform.displayName) to \(API.labeledContent.availability.introduced(on: platform)!.major) or use labeling 'titleless'"
                )
            }
            if traits.control == .multilineTextField,
                !API.textFieldAxis.availability.isAvailable(on: platform, minimum: minimum)
            {
                sink.error(
                    "api-newer-than-minimum", at: locate(path + ".type"),
                    "a multiline field needs TextField(axis: .vertical) (\(API.textFieldAxis.availability.summary)), newer than the minimum \(platform.displayName) \(minimum)",
                    suggestion:
                        "raise the minimum \(platform.displayName) to \(API.textFieldAxis.availability.introduced(on: platform)!.major) or use type 'text'"
                )
            }
        }
    }

    /// Card 002 and reference §2.3 for date pickers: styles per platform, options that do not apply.
    func checkDateCombinations(_ spec: FieldSpec, traits: InputTraits, at path: String, into sink: inout DiagnosticSink)
    {
        let v = spec.validation
        let style = spec.style ?? .automatic
        for platform in spec.deployment.platforms where style.availability.introduced(on: platform) == nil {
            let styles = DatePickerStyleKind.styles(on: platform).map(\.rawValue)
            sink.error(
                "date-picker-style-unavailable", at: locate(path + ".style"),
                "the '\(style.rawValue)' date picker style does not exist on \(platform.displayName)",
                suggestion: "\(platform.displayName) has " + Suggest.list(styles)
                    + (spec.deployment.isMultiplatform ? "; or target one platform" : ""))
        }
        let textChecks: [(String, Bool)] = [
            ("email", v.email), ("pattern", v.pattern != nil), ("minLength", v.minLength != nil),
            ("maxLength", v.maxLength != nil), ("minimum", v.minimum != nil), ("maximum", v.maximum != nil),
        ]
        for (key, present) in textChecks where present {
            sink.error(
                "validation-not-for-type", at: locate(path + ".validation." + key),
                "'\(key)' checks typed input, but a date picker always holds a valid \(spec.type.rawValue)",
                suggestion: "use range, after, minimumAge or maximumAge")
        }
        if v.minimumAge != nil || v.maximumAge != nil, traits.components == .time {
            sink.error(
                "validation-not-for-type", at: locate(path + ".validation.minimumAge"),
                "an age needs a date, but this picker shows only a time",
                suggestion: "use type date for birth dates")
        }
        refuseLabeling(
            spec, code: "labeling-not-for-date-picker", at: path, into: &sink,
            labeling: (
                "date pickers are named per style (card 002), not by a labeling strategy",
                "remove labeling; use style, and hideLabel to show the label as a separate Text"
            ),
            visibleLabel: (
                "a date picker keeps its label visible; visibleLabel does not apply",
                "remove visibleLabel; hideLabel moves the label into a Text beside the picker"
            ))
        if spec.hideLabel, !style.namedByTitle {
            sink.error(
                "labels-hidden-not-for-style", at: locate(path + ".hideLabel"),
                "card 002 allows .labelsHidden() only on the wheel and graphical styles, whose DatePicker string stays the name",
                suggestion: "use style wheel or graphical, or keep the label")
        }
        if spec.placeholder != nil {
            sink.warning(
                "unused-placeholder", at: locate(path + ".placeholder"),
                "a date picker has no placeholder; it is ignored")
        }
        if v.required {
            sink.warning(
                "unused-required", at: locate(path + ".validation.required"),
                "a date picker always holds a date, so required has no effect")
        }
        if let other = v.after, other == spec.identifier {
            sink.error(
                "invalid-name", at: locate(path + ".validation.after"),
                "a date cannot be required to come after itself",
                suggestion: "name the other date field, such as 'checkIn'")
        }
    }

    // MARK: Typed accessors

    private func string(_ object: [String: JSONValue], _ key: String, at path: String, into sink: inout DiagnosticSink)
        -> String?
    {
        guard let value = object[key] else { return nil }
        if case .string(let text) = value {
            // Files are held to the limit by the parser; flags (`--label`) are held here.
            let length = text.unicodeScalars.count
            if length > SpecLimits.maximumTextLength {
                sink.add(SpecLimits.textTooLong(length, at: locate(path + "." + key)))
                return nil
            }
            return text
        }
        sink.error(
            "wrong-type", at: locate(path + "." + key), "'\(key)' must be a string, not \(value.typeNameWithArticle)")
        return nil
    }

    private func bool(_ object: [String: JSONValue], _ key: String, at path: String, into sink: inout DiagnosticSink)
        -> Bool?
    {
        guard let value = object[key] else { return nil }
        if case .bool(let flag) = value { return flag }
        sink.error(
            "wrong-type", at: locate(path + "." + key),
            "'\(key)' must be true or false, not \(value.typeNameWithArticle)")
        return nil
    }

    private func number(_ object: [String: JSONValue], _ key: String, at path: String, into sink: inout DiagnosticSink)
        -> Double?
    {
        guard let value = object[key] else { return nil }
        if case .number(let n) = value, n.isFinite, abs(n) < 1e15 { return n }
        sink.error(
            "wrong-type", at: locate(path + "." + key),
            "'\(key)' must be a number below 10^15 in size, not \(value.typeName == "number" ? "that number" : value.typeNameWithArticle)"
        )
        return nil
    }

    private func count(_ object: [String: JSONValue], _ key: String, at path: String, into sink: inout DiagnosticSink)
        -> Int?
    {
        guard let value = object[key] else { return nil }
        if case .number(let n) = value, n == n.rounded(), n >= 0, n <= 1_000_000 { return Int(n) }
        if case .number = value {
            sink.error(
                "out-of-range", at: locate(path + "." + key),
                "'\(key)' must be a whole number from 0 to 1000000, not \(MCPJSON.encode(value))")
            return nil
        }
        sink.error("wrong-type", at: locate(path + "." + key), "'\(key)' must be a whole number from 0 to 1000000")
        return nil
    }

    /// Reports keys not in `allowed`. A key that belongs in the object's "validation" (`nested`), given
    /// beside it (`"required": true` on the field, as the `--required` flag suggests), says where it goes.
    /// `$schema` at a spec's top: the schema's URL or path for editors (README: point an editor at
    /// `Specs/`), accepted and ignored as the config accepts it (nu20 #15); it must be a string.
    func checkSchemaKey(_ object: [String: JSONValue], at path: String = "$", into sink: inout DiagnosticSink) {
        guard let value = object["$schema"] else { return }
        if case .string = value { return }
        sink.error(
            "wrong-type", at: path + ".$schema", "'$schema' must be a string, not \(value.typeNameWithArticle)")
    }

    func checkKeys(
        _ object: [String: JSONValue], allowed: [String], at path: String, into sink: inout DiagnosticSink,
        nested: [String] = []
    ) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            if nested.contains(key), let value = object[key] {
                sink.error(
                    "unknown-key", at: locate(path + "." + key), "'\(key)' belongs in \"validation\", not beside it",
                    suggestion: "write \"validation\": {\"\(key)\": \(MCPJSON.encode(value))}")
                continue
            }
            sink.error(
                "unknown-key", at: locate(path + "." + key), "unknown key '\(key)'",
                suggestion: hint(key, among: allowed))
        }
    }

    func hint(_ input: String, among valid: [String]) -> String {
        if let nearest = Suggest.nearest(to: input, in: valid) { return "did you mean '\(nearest)'?" }
        return "valid values are " + Suggest.list(valid.map { "'\($0)'" })
    }
}

extension SpecReader {
    /// Whether the generated code's `range(of:options: .regularExpression)` can use the pattern. On
    /// Apple platforms that is NSRegularExpression's (ICU) syntax, checked with it; on Linux the
    /// tool links no Foundation (issue 14: loading it was most of start-up), so the pattern is
    /// checked with Swift's `Regex`, whose syntax covers ICU's for the patterns
    /// forms use (classes, quantifiers, groups, anchors, Unicode properties).
    static func isValidPattern(_ pattern: String) -> Bool {
        #if canImport(FoundationEssentials)
            return (try? Regex(pattern)) != nil
        #else
            return (try? NSRegularExpression(pattern: pattern)) != nil
        #endif
    }
}

extension SpecReader {
    /// Whether the pattern turns on free-spacing mode: a flag group with `x` before any `-`
    /// (`(?x)`, `(?ix:…)`; `(?-x)` turns it off), its `(` not escaped, quoted (`\Q…\E`) nor in a
    /// bracket (`[(?x)]` is a set of characters).
    static func turnsOnFreeSpacing(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        var brackets = 0
        while index < scalars.count {
            if scalars[index] == "\\" {
                if index + 1 < scalars.count, scalars[index + 1] == "Q" {
                    // Quoted text up to `\E` (or the end) is literal.
                    index += 2
                    while index < scalars.count,
                        !(scalars[index] == "\\" && index + 1 < scalars.count && scalars[index + 1] == "E")
                    {
                        index += 1
                    }
                }
                index += 2
                continue
            }
            if scalars[index] == "[" { brackets += 1 } else if scalars[index] == "]", brackets > 0 { brackets -= 1 }
            if brackets == 0, scalars[index] == "(", index + 1 < scalars.count, scalars[index + 1] == "?" {
                var flag = index + 2
                while flag < scalars.count, scalars[flag].properties.isAlphabetic {
                    if scalars[flag] == "x" { return true }
                    flag += 1
                }
            }
            index += 1
        }
        return false
    }
}

extension SpecReader {
    /// Refuses `labeling` and `visibleLabel: false` on a family named by its own title (every family
    /// but typed text), each with the family's reason: one check, so a new family adds its words only.
    func refuseLabeling(
        _ spec: FieldSpec, code: String, at path: String, into sink: inout DiagnosticSink,
        labeling: (message: String, suggestion: String), visibleLabel: (message: String, suggestion: String)
    ) {
        if spec.labeling != .title {
            sink.error(code, at: locate(path + ".labeling"), labeling.message, suggestion: labeling.suggestion)
        }
        if !spec.visibleLabel {
            sink.error(
                code, at: locate(path + ".visibleLabel"), visibleLabel.message, suggestion: visibleLabel.suggestion)
        }
    }
}
