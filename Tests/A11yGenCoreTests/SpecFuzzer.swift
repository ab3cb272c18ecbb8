import Foundation

@testable import A11yGenCore

/// SplitMix64: tiny, fast, and the same sequence on every platform for a given seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random valid field specs: every data type, labeling strategy, validation combination, platform
/// set, minimum OS and a catalogue of hostile strings. Same seed, same specs.
struct SpecFuzzer {
    var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    /// Strings that have broken code generators: quotes, escapes, interpolation, raw-string and
    /// multi-line delimiters, comment and directive syntax, bidi overrides, invisible characters.
    static let hostile: [String] = [
        #"Say "hi""#, #"C:\path\to"#, #"\(exit(1))"#, "Line one\nLine two", #"""""#, "# not a directive",
        "\u{202E}evil\u{202C}", "\u{2066}isolate\u{2069}", "Emoji 👩🏽‍💻 field", "*/ /* comment", "#endif", "} var x = 1 {",
        "tab\there", "carriage\r\nreturn", "nul\u{0}byte", "\u{301}combining first", "zero\u{200B}width",
        "עברית", "日本語の名前", "#\"raw\"#", "\\", "\"", "%@ %d", "Ünïcödé Naïve", "\u{2028}separator",
    ]

    static let plainLabels = [
        "Email", "ZIP code", "Full name", "Amount", "Bio", "Code", "Phone", "Street", "Age", "Price",
    ]

    mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }
    mutating func text() -> String {
        if chance(40) { return pick(Self.hostile) + (chance(50) ? " " + pick(Self.plainLabels) : "") }
        return pick(Self.plainLabels)
    }

    /// A label or placeholder that does not name a data type other than `type`: one that does is a
    /// spec mistake the generator warns about (label-names-other-type) and `check` rightly reports.
    mutating func coherentText(_ type: DataType) -> String {
        var text = text()
        func namesOther(_ text: String) -> Bool {
            // The label itself, or the identifier derived from it (`$zipCode`), which check also reads.
            [Inference.strippedLabel(text), Identifier.derive(from: text)].contains { word in
                DataType.resolve(word).map { $0 != type } ?? false
            }
        }
        while namesOther(text) { text = self.text() }
        return text
    }

    mutating func next() -> FieldSpec {
        let type = pick(DataType.allCases)
        var spec = FieldSpec(
            label: chance(1) ? String(repeating: "Long label ", count: 1000) : coherentText(type), type: type)
        let platforms: [[Platform]] = [[.ios], [.macos], [.ios, .macos]]
        var minimums: [Platform: OSVersion] = [:]
        let chosen = pick(platforms)
        for platform in chosen where chance(70) { minimums[platform] = pick(platform.supportedMinimums) }
        spec.deployment = Deployment(platforms: chosen, minimums: minimums)
        if InputTraits.of(type, region: nil).control == .datePicker {
            return nextDate(spec)
        }
        if InputTraits.of(type, region: nil).control == .toggle { return nextToggle(spec) }
        if InputTraits.of(type, region: nil).control == .stepper { return nextStepper(spec) }
        if type == .choice { return nextChoice(spec) }
        spec.labeling = pick(LabelingStrategy.allCases)
        let modern = chosen.allSatisfy {
            API.labeledContent.availability.isAvailable(on: $0, minimum: spec.deployment.minimum($0))
        }
        if !modern, spec.labeling == .labeledContent { spec.labeling = .titleless }
        spec.visibleLabel = chance(85)
        // A placeholder without a visible label is refused (placeholder-only-label), so never pair them.
        if chance(40), spec.visibleLabel || spec.labeling == .labeledContent { spec.placeholder = coherentText(type) }
        if chance(30) { spec.hint = text() }
        if chance(50) { spec.locale = pick(["en_US", "en_GB", "en-CA", "de_DE", "ja_JP", "fr_FR", "nl_NL"]) }
        let traits = InputTraits.of(type, region: spec.region)
        if traits.control == .multilineTextField, !modern {
            spec.deployment = Deployment(platforms: chosen)  // defaults are new enough for axis:
        }
        spec.validation.required = chance(50)
        if traits.control == .numberField {
            if chance(50) {
                spec.validation.minimum =
                    type == .integer ? Double(pick([0, 1, 18, -5])) : pick([0, 0.5, 9.99, -1.25])
            }
            if chance(50) {
                spec.validation.maximum = (spec.validation.minimum ?? 0) + (type == .integer ? 100 : 99.99)
            }
            if type == .currency, chance(30) { spec.currencyCode = pick(["EUR", "JPY", "GBP"]) }
            // Yen are whole amounts (ja_JP, or JPY given): a fractional bound is refused, so round it.
            if type == .currency,
                Inference.hasNoMinorUnit(Inference.currency(of: spec))
            {
                spec.validation.minimum = spec.validation.minimum?.rounded()
                spec.validation.maximum = spec.validation.maximum?.rounded()
            }
            if chance(20) { spec.messages.range = text() }
        } else {
            spec.validation.email = type == .email ? !chance(10) : chance(10)
            if chance(25) {
                spec.validation.pattern = pick([#"^[A-Z0-9]{3,8}$"#, #"^\d{5}$"#, ##"^[^"#]+$"##, "^a\"#b$", #"\\"#])
                spec.validation.patternMessage = text()
            }
            if chance(30) { spec.validation.minLength = pick([1, 3, 12]) }
            if chance(30) { spec.validation.maxLength = (spec.validation.minLength ?? 1) + pick([0, 5, 100]) }
            if chance(20) { spec.messages.length = text() }
            if chance(20) { spec.messages.required = text() }
            if chance(20) { spec.messages.email = text() }
        }
        if chance(20) { spec.name = pick(["customName", "value2", "fieldA", "_private"]) }
        return spec
    }

    /// A choice: 1 to 20 options with hostile values, labels and images, a style every named platform
    /// has at its minimum (or none, so the planner infers one), required or not.
    mutating func nextChoice(_ base: FieldSpec) -> FieldSpec {
        var spec = base
        let count = pick([1, 2, 3, 5, 6, 12, 13, 20])
        // Some lists are labels alone, each stored as itself (the spec's string shorthand).
        let labelsAlone = chance(20)
        // Some choices list an enum of the app's own, read by its raw value or its description: a form
        // that reads one both ways asks for one declaration that conforms both ways.
        if chance(30) {
            spec.optionsEnum = ChoiceEnum(
                type: pick(["FuzzSize", "FuzzColor"]), label: chance(50) ? .rawValue : .description)
        } else {
            spec.options = (0..<count).map { index in
                let label = text() + " \(index)"
                if labelsAlone { return ChoiceOption(value: label, label: label) }
                return ChoiceOption(
                    value: chance(30) ? pick(Self.hostile) + "\(index)" : "option\(index)",
                    label: label, image: chance(15) ? pick(["star", "car.fill", "text.alignleft"]) : nil)
            }
        }
        let styles = ChoiceStyleKind.allCases.filter { style in
            spec.deployment.platforms.allSatisfy {
                style.availability.isAvailable(on: $0, minimum: spec.deployment.minimum($0))
            }
        }
        if chance(60) { spec.choiceStyle = pick(styles) }
        spec.validation.required = chance(50)
        if chance(30) { spec.hint = text() }
        if chance(20) { spec.messages.required = text() }
        if chance(20) { spec.name = pick(["customName", "value2", "fieldA", "_private"]) }
        return spec
    }

    /// A date, time or date-time picker: a style every named platform has, hide-label only where
    /// card 002 allows it, ranges of every shape, and after/age checks.
    mutating func nextDate(_ base: FieldSpec) -> FieldSpec {
        var spec = base
        let platforms = spec.deployment.platforms
        let styles = DatePickerStyleKind.allCases.filter { style in
            platforms.allSatisfy { style.availability.introduced(on: $0) != nil }
        }
        if chance(80) { spec.style = pick(styles) }
        if (spec.style ?? .automatic).namedByTitle, chance(50) { spec.hideLabel = true }
        if chance(30) { spec.hint = text() }
        if chance(50) {
            let ranges = [
                "today...", "...today", "today...+30d", "-120y...-18y", "2026-01-01...2026-12-31", "...+2w",
                "2020-02-29...today", "-1m...+6m", "+1d...",
            ]
            spec.range = try? DateRange.parse(pick(ranges)).get()
        }
        if chance(40) { spec.validation.after = pick(["checkIn", "startDate", "otherDay"]) }
        if spec.type == .date, chance(30) {
            spec.validation.minimumAge = pick([13, 18, 21])
            if chance(50) { spec.validation.maximumAge = 120 }
            // A range that starts after the age limit's last date leaves no date to pick, which is
            // refused (`empty-range`); a birth date's range ends in the past.
            if DatePickerPlanner.ageLeavesNoDate(spec) != nil {
                spec.range = try? DateRange.parse(pick(["...today", "-120y...-18y"])).get()
            }
        }
        if chance(20) { spec.messages.after = text() }
        if chance(20) { spec.messages.age = text() }
        return spec
    }
}

extension SpecFuzzer {
    /// The latest earlier date field a random field's `after` can name: a time is only compared with a
    /// time (the form refuses the rest: their order would depend on the day the time picker hides).
    static func afterTarget(_ field: FieldSpec, among dates: [(name: String, type: DataType)]) -> String? {
        let mine = InputTraits.of(field.type, region: nil).components
        return dates.last { date in
            guard let mine, let theirs = InputTraits.of(date.type, region: nil).components else { return true }
            return mine.canBeOrdered(against: theirs)
        }?.name
    }
}
