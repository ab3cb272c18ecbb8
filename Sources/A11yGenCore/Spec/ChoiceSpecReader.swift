/// Reading and checking choice fields (issue 13): `options`, `optionsEnum` and the picker `style`.
extension SpecReader {
    /// The most options a spec may list: far past any screenful, and a bound on generated code.
    static let maximumOptions = 1000

    /// A type people type as text, which `options` turn into a picker (card 000: a value chosen from a
    /// fixed set "use select.menu"). Dates keep their picker: options there are an error.
    static func becomesChoice(_ type: DataType) -> Bool {
        switch InputTraits.of(type, region: nil).control {
        case .textField, .secureField, .multilineTextField, .numberField: type != .choice
        case .datePicker, .picker, .toggle, .stepper: false
        }
    }

    /// Reads `options`, `optionsEnum` and `style` of a choice field into `spec`.
    func readChoice(
        _ object: [String: JSONValue], into spec: inout FieldSpec, at path: String, sink: inout DiagnosticSink
    ) {
        if let value = object["style"] {
            if case .string(let raw) = value {
                if let style = ChoiceStyleKind(rawValue: raw) {
                    spec.choiceStyle = style
                } else {
                    sink.error(
                        "unknown-choice-style", at: locate(path + ".style"), "unknown picker style '\(raw)'",
                        suggestion: hint(raw, among: ChoiceStyleKind.allCases.map(\.rawValue)))
                }
            } else {
                sink.error(
                    "wrong-type", at: locate(path + ".style"),
                    "'style' must be a string, not \(value.typeNameWithArticle)")
            }
        }
        readChoiceOptions(object, into: &spec, at: path, sink: &sink)
    }

    /// Reads `options` and `optionsEnum` alone.
    func readChoiceOptions(
        _ object: [String: JSONValue], into spec: inout FieldSpec, at path: String, sink: inout DiagnosticSink
    ) {
        if let value = object["options"] { spec.options = readOptions(value, at: path + ".options", into: &sink) }
        if let value = object["optionsEnum"] {
            spec.optionsEnum = readOptionsEnum(value, at: path + ".optionsEnum", into: &sink)
        }
    }

    func readOptions(_ value: JSONValue, at path: String, into sink: inout DiagnosticSink) -> [ChoiceOption]? {
        guard case .array(let items) = value else {
            sink.error(
                "wrong-type", at: locate(path), "options must be an array, not \(value.typeNameWithArticle)",
                suggestion:
                    #"write ["Small", "Medium"], or [{"value": "s", "label": "Small"}, …] to store other values"#)
            return nil
        }
        if items.count > Self.maximumOptions {
            sink.error(
                "too-many-options", at: locate(path),
                "\(items.count) options is more than the \(Self.maximumOptions) a spec may list",
                suggestion: "keep the options in your own CaseIterable enum and name it with optionsEnum")
            return nil
        }
        var options: [ChoiceOption] = []
        // Where each accepted option is written, for the duplicate checks below: `$.options[2]` for a
        // string, `$.options[2].value` for an object's value (an item refused before it shifts no place).
        var places: [(item: Int, value: String, label: String)] = []
        // Items refused above still count, so a list of bad options is not also called empty.
        var refused = 0
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            // A string is an option whose stored value is its label, as an HTML <option> without a
            // value stores its text: what people and agents write first for a short list.
            if case .string(let text) = item {
                if let option = readShorthandOption(text, at: itemPath, into: &sink) {
                    options.append(option)
                    places.append((index, itemPath, itemPath))
                } else {
                    refused += 1
                }
                continue
            }
            guard case .object(let object) = item else {
                sink.error(
                    "wrong-type", at: locate(itemPath),
                    "an option must be a string or an object, not \(item.typeNameWithArticle)",
                    suggestion: #"write "Small", or {"value": "s", "label": "Small"} to store another value"#)
                refused += 1
                continue
            }
            checkKeys(object, allowed: ["value", "label", "image"], at: itemPath, into: &sink)
            var texts: [String: String] = [:]
            for key in ["value", "label", "image"] {
                guard let entry = object[key] else { continue }
                switch entry {
                case .string(let text) where text.unicodeScalars.count > SpecLimits.maximumTextLength:
                    sink.add(SpecLimits.textTooLong(text.unicodeScalars.count, at: locate(itemPath + "." + key)))
                case .string(let text):
                    texts[key] = text
                case .number(let number) where key == "value" && number == number.rounded() && abs(number) < 1e15:
                    texts[key] = String(Int64(number))  // 1 is read as "1": values are strings
                default:
                    sink.error(
                        "wrong-type", at: locate(itemPath + "." + key),
                        "'\(key)' must be a string, not \(entry.typeNameWithArticle)")
                }
            }
            let label = texts["label"]?.trimmed(.whitespacesAndNewlines)
            if object["label"] == nil || label?.isEmpty == true {
                sink.error(
                    "empty-option-label", at: locate(itemPath + ".label"),
                    "every option needs a visible label: VoiceOver speaks it, and a segment showing only an image is named by it",
                    suggestion: #"add "label", for example "Small""#)
            }
            if object["value"] == nil {
                sink.error(
                    "missing-option-value", at: locate(itemPath + ".value"),
                    "every option needs the value the code stores when it is chosen",
                    suggestion: #"add "value", for example "small""#)
            }
            if let image = texts["image"], image.isEmpty || image.contains(where: { $0.isWhitespace }) {
                sink.error(
                    "invalid-option-image", at: locate(itemPath + ".image"),
                    "'\(image)' is not an SF Symbol name", suggestion: "use a name like \"tortoise\" or leave image out"
                )
            }
            if let value = texts["value"], let label, !label.isEmpty {
                options.append(ChoiceOption(value: value, label: label, image: texts["image"]))
                places.append((index, itemPath + ".value", itemPath + ".label"))
            } else {
                refused += 1
            }
        }
        var seen: [String: Int] = [:]
        for (index, option) in options.enumerated() {
            if let first = seen[option.value] {
                sink.error(
                    "duplicate-option-value", at: locate(places[index].value),
                    "the value '\(option.value)' is already option \(places[first].item + 1)'s: a Picker tags each option with its value, so two would select together",
                    suggestion: "give each option its own value")
            } else {
                seen[option.value] = index
            }
        }
        // "Select…" as an option (axr18 #9): the picker's own nothing-chosen row says that, and an
        // option in its words would read as nothing chosen while it counts as an answer.
        for (index, option) in options.enumerated() where Self.readsAsNothingChosen(option.label) {
            sink.error(
                "option-reads-as-prompt", at: locate(places[index].label),
                "the label '\(option.label)' reads as nothing chosen, yet choosing it is an answer (a required choice would pass): a picker starts unset, with nothing chosen, and a menu shows its own \"Select…\" row for that (policy.choice-no-selection-prompt)",
                suggestion:
                    "remove this option; if people may answer that none applies, name that answer, such as \"No preference\""
            )
        }
        var labels: [String: Int] = [:]
        for (index, option) in options.enumerated() {
            // `["Small", "Small"]`: one string, one place, one error (the value's, said above).
            let sameItem = places[index].value == places[index].label
            if let first = labels[option.label.lowercased()], !(sameItem && seen[option.value] != index) {
                sink.error(
                    "duplicate-option-label", at: locate(places[index].label),
                    "the label '\(option.label)' is already option \(places[first].item + 1)'s: VoiceOver users could not tell them apart",
                    suggestion: "give each option its own label")
            } else {
                labels[option.label.lowercased()] = index
            }
        }
        return options + Array(repeating: ChoiceOption(value: "", label: ""), count: refused)
    }

    /// Whether an option's label says "nothing chosen yet" as a picker's prompt row does: an
    /// instruction to choose that trails off ("Select…", "Choose one...", "Select a size…"), set in
    /// dashes ("- Select -", "— Bitte wählen —"), or asking politely ("Please select", "Bitte
    /// auswählen", "選択してください"). A bare "Select" or "Choose" may be a real answer (a drawing tool,
    /// a seat): it is left alone (rev47).
    static func readsAsNothingChosen(_ label: String) -> Bool {
        let text = label.lowercased().trimmed(.whitespacesAndNewlines)
        let trailsOff = text.hasSuffix("…") || text.hasSuffix("...")
        let dashed = (text.hasPrefix("-") || text.hasPrefix("—")) && (text.hasSuffix("-") || text.hasSuffix("—"))
        let words = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let first = words.first else { return false }
        if text.hasPrefix("選択") || text.hasPrefix("お選び") { return true }
        if ["please", "bitte", "por", "veuillez"].contains(first) { return words.count <= 4 && words.count >= 2 }
        guard promptVerbs.contains(first), words.count <= 4 else { return false }
        return trailsOff || dashed
    }

    static let promptVerbs: Set<String> = [
        "select", "choose", "pick", "auswählen", "wählen", "seleccionar", "selecciona", "elige", "sélectionner",
        "choisir", "choisissez", "sélectionnez",
    ]

    /// `"Small"` in an option list: the option labelled Small that stores "Small". Nil (with the
    /// error) for a label that is empty or too long.
    func readShorthandOption(_ text: String, at path: String, into sink: inout DiagnosticSink) -> ChoiceOption? {
        if text.unicodeScalars.count > SpecLimits.maximumTextLength {
            sink.add(SpecLimits.textTooLong(text.unicodeScalars.count, at: locate(path)))
            return nil
        }
        let label = text.trimmed(.whitespacesAndNewlines)
        guard !label.isEmpty else {
            sink.error(
                "empty-option-label", at: locate(path),
                "every option needs a visible label: VoiceOver speaks it, and a segment showing only an image is named by it",
                suggestion: #"write the label, for example "Small""#)
            return nil
        }
        return ChoiceOption(value: label, label: label)
    }

    func readOptionsEnum(_ value: JSONValue, at path: String, into sink: inout DiagnosticSink) -> ChoiceEnum? {
        var type: String?
        var label = ChoiceEnumLabel.rawValue
        switch value {
        case .string(let text):
            type = text
        case .object(let object):
            checkKeys(object, allowed: ["type", "label"], at: path, into: &sink)
            if case .string(let text)? = object["type"] {
                type = text
            } else {
                sink.error(
                    "missing-options-enum-type", at: locate(path + ".type"),
                    "optionsEnum needs the name of a CaseIterable enum in your code",
                    suggestion: #"write {"type": "Size", "label": "rawValue"}"#)
            }
            if let raw = object["label"] {
                if case .string(let text) = raw, let parsed = ChoiceEnumLabel(rawValue: text) {
                    label = parsed
                } else {
                    sink.error(
                        "unknown-options-enum-label", at: locate(path + ".label"),
                        "the label source must be 'rawValue' or 'description'",
                        suggestion: "'rawValue' for a String enum, 'description' for a CustomStringConvertible one")
                }
            }
        default:
            sink.error(
                "wrong-type", at: locate(path),
                "optionsEnum must be a type name or an object, not \(value.typeNameWithArticle)",
                suggestion: #"write "Size" or {"type": "Size", "label": "rawValue"}"#)
        }
        guard let type else { return nil }
        let parts = type.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(Identifier.isValid), parts.last?.first?.isUppercase == true else {
            sink.error(
                "invalid-options-enum-type", at: locate(path + (value.typeName == "object" ? ".type" : "")),
                "'\(type)' is not a Swift type name", suggestion: "name your enum, such as Size or Order.Size")
            return ChoiceEnum(type: type, label: label)  // refused above; kept so it is not also "no options"
        }
        return ChoiceEnum(type: type, label: label)
    }

    /// What a choice field must have, and the options that do not apply to it.
    func checkChoiceCombinations(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        let v = spec.validation
        // `--option =Small`, an unset shell variable (nu19): stored, "" reads as no answer to whoever
        // receives it, and a required choice takes it as an answer. A warning: an explicit "No tip"
        // may mean to store "" (rev48).
        for (index, option) in (spec.options ?? []).enumerated()
        where option.value.trimmed(.whitespacesAndNewlines).isEmpty {
            sink.warning(
                "empty-option-value", at: locate(path + ".options[\(index)].value"),
                "the option '\(option.label)' stores an empty value, which whoever receives it may read as no answer\(v.required ? ", though this required choice takes it as one" : "")",
                suggestion:
                    #"give it a value, for example "none"; to leave the question unanswered, make the choice optional: it stores nil until people choose"#
            )
        }
        switch (spec.options, spec.optionsEnum) {
        case (nil, nil):
            sink.error(
                "no-options", at: locate(path + ".options"),
                "a choice field needs the options people choose from",
                suggestion:
                    #"add "options": ["Small", "Medium"] (or {"value", "label"} objects) or "optionsEnum": "Size""#)
        case (let options?, nil) where options.isEmpty:
            sink.error(
                "no-options", at: locate(path + ".options"), "the option list is empty",
                suggestion: "list at least two options")
        case (let options?, nil) where options.count == 1:
            sink.warning(
                "single-option", at: locate(path + ".options"),
                "a choice of one option offers nothing to choose",
                suggestion: "list the other options, or drop the field")
        case (_?, _?):
            sink.error(
                "options-and-enum", at: locate(path + ".optionsEnum"),
                "give either options or optionsEnum, not both",
                suggestion: "keep the enum if your code has one; its cases are the options")
        case (_?, nil), (nil, _?):
            break
        }
        if let style = spec.choiceStyle {
            for diagnostic in style.problems(in: spec.deployment, at: locate(path + ".style")) { sink.add(diagnostic) }
        }
        if spec.choiceStyle == .segmented, let options = spec.options, options.count > ChoicePlanner.segmentLimit {
            sink.warning(
                "many-segments", at: locate(path + ".style"),
                "\(options.count) segments is more than the \(ChoicePlanner.segmentLimit) Apple's guidelines suggest: segments shrink and their labels truncate at large text sizes",
                suggestion: "use style menu")
        } else if spec.choiceStyle == .segmented, spec.deployment.platforms.contains(.ios), let options = spec.options,
            options.count >= 2, case let widest = ChoicePlanner.widestSegment(options),
            !ChoicePlanner.segmentsFit(count: options.count, widest: widest)
        {
            // On an iPhone (a Mac's segments size to their labels): one label too long for a segment,
            // or all of them too long for the row they share equally.
            sink.warning(
                "segments-too-wide", at: locate(path + ".style"),
                widest > ChoicePlanner.segmentLabelLimit
                    ? "an option label \(widest) characters wide is longer than the \(ChoicePlanner.segmentLabelLimit) a segment shows on an iPhone, so it truncates"
                    : "\(options.count) segments of up to \(widest) characters do not fit one row on an iPhone: segments share the row equally, and a 320-point form row holds about \(ChoicePlanner.segmentRowBudget) characters (the widest label times the number of segments), so the labels truncate",
                suggestion: "use style menu, or shorter option labels")
        }
        let textChecks: [(String, Bool)] = [
            ("email", v.email), ("pattern", v.pattern != nil), ("minLength", v.minLength != nil),
            ("maxLength", v.maxLength != nil), ("minimum", v.minimum != nil), ("maximum", v.maximum != nil),
        ]
        for (key, present) in textChecks where present {
            sink.error(
                "validation-not-for-type", at: locate(path + ".validation." + key),
                "'\(key)' checks typed input, but a choice always holds one of its options",
                suggestion: "use required, so the field cannot stay unset")
        }
        refuseLabeling(
            spec, code: "labeling-not-for-choice", at: path, into: &sink,
            labeling: (
                "a picker is named by its visible label (the Picker title), not by a labeling strategy",
                "remove labeling"
            ),
            visibleLabel: (
                "a picker keeps its label visible; several styles show no label of their own",
                "remove visibleLabel"
            ))
        if spec.placeholder != nil {
            sink.warning(
                "unused-placeholder", at: locate(path + ".placeholder"),
                "a picker has no placeholder; an unset choice shows \"Select…\"")
        }
        if let from = spec.fixedSetFrom {
            sink.warning(
                "text-type-becomes-choice", at: locate(path + ".type"),
                "'\(from.rawValue)' is typed text, but the options make it a fixed set, so the field is a Picker: card 000 says not to use a text field when the value is chosen from a fixed set (select.menu)",
                suggestion: "set \"type\": \"choice\" to say so, or drop the options to keep a text field")
        }
    }
}
