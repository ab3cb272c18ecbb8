/// What every family's planner starts from: the spec with its cleaned label and identifier, the
/// decisions every family shares (identifier, control), and the diagnostics so far.
struct PlannedField {
    var spec: FieldSpec
    /// The JSON path of the spec, for located diagnostics.
    var path: String
    /// The label without control-type words: the accessible name every family uses.
    var label: String
    var identifier: String
    var traits: InputTraits
    var decisions: [Decision]
    var sink: DiagnosticSink
    /// What the field may know of the other fields in the same form; empty for a field on its own.
    var form = FormContext()
    /// Planned as a field of a generated form, whose Return chain decides what Return does.
    var inForm = false
}

/// What a field planned in a form may know of the form's other fields, by identifier.
public struct FormContext: Sendable {
    /// Their labels without control-type words, so a message can name another field as people see it.
    public var labels: [String: String]
    /// What each date picker shows, so `after` compares two dates by what both show.
    public var dateComponents: [String: DateComponentsKind]
    /// The email field that is the account name of the form's password (the first email, in a form
    /// with a password or new-password field and no username field): it takes `.username`, which
    /// Password AutoFill saves and fills the password with.
    public var accountName: String?

    public init(
        labels: [String: String] = [:], dateComponents: [String: DateComponentsKind] = [:], accountName: String? = nil
    ) {
        self.labels = labels
        self.dateComponents = dateComponents
        self.accountName = accountName
    }

    /// The email field a form's password is saved under, when the form has no username field: the
    /// first email whose label does not say it is another address ("Recovery email", "Confirm email").
    static func accountName(of fields: [FieldSpec]) -> String? {
        guard fields.contains(where: { $0.type == .password || $0.type == .newPassword }),
            !fields.contains(where: { $0.type == .username })
        else { return nil }
        return fields.first { field in
            field.type == .email
                && !Identifier.words(field.label).contains { otherAddressWords.contains($0.lowercased()) }
        }?.identifier
    }

    /// Words that say an email field holds an address other than the account's.
    static let otherAddressWords: Set<String> = [
        "recovery", "backup", "secondary", "alternate", "alternative", "other", "contact", "work", "confirm",
        "repeat", "verify", "again", "billing", "invoice", "notification", "notifications", "parent", "guardian",
    ]
}

extension FieldSpec {
    /// The identifier stem the field gets: its `name`, else derived from its label without
    /// control-type words (what `Inference.prepare` decides, for form-level rules before planning).
    var identifier: String {
        name ?? Identifier.derive(label: Inference.strippedLabel(label, family: family), type: type)
    }

    /// The family of the field's control, as `Inference.prepare` finds it.
    var family: FieldFamily { FieldFamily.of(InputTraits.of(type, region: region).control) }
}

/// The shared naming contract: one accessible name from the visible label, with no control-type
/// words in it, and the identifier derived from it.
extension Inference {
    /// Where a field's identifier came from, for its decision.
    private static func identifierSource(given: Bool, fromType: Bool) -> String {
        if given { return "given by the spec" }
        return fromType ? "from the data type (the label has no letters for a Swift name)" : "derived from the label"
    }

    /// Runs the checks every family shares and makes the decisions every family makes first.
    static func prepare(
        _ spec: FieldSpec, at path: String, form: FormContext = FormContext(), inForm: Bool = false
    ) throws(SpecErrors) -> PlannedField {
        var sink = DiagnosticSink()
        // The same combination checks the reader runs, for specs built in code rather than read.
        SpecReader().checkCombinations(spec, at: path, into: &sink)
        if sink.hasErrors { throw SpecErrors(sink.errors) }
        var decisions: [Decision] = []

        // Name: the label without control-type words.
        let label = cleanLabel(spec.label, at: path + ".label", family: spec.family, into: &sink)
        if label.isEmpty {
            sink.error(
                "label-is-control-type", at: path + ".label",
                "the label '\(spec.label)' names only the control type, which VoiceOver already says",
                suggestion: "label the data instead, for example \"Email\"")
            throw SpecErrors(sink.errors)
        }
        if !label.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
            // "📧" or "→": VoiceOver reads a symbol by a name that changes with the voice and the
            // language, and nobody can say it to Voice Control (policy.voice-control-label).
            sink.warning(
                "label-without-words", at: path + ".label",
                "the label '\(label)' has no letters or digits: VoiceOver reads a symbol by a name that changes with the voice and language, and Voice Control users cannot say it",
                suggestion:
                    "give the label words, such as \"Email\", and keep the symbol beside them if it helps people see")
        }
        if let link = label.firstRange(ofText: "]("), label[..<link.lowerBound].contains("["),
            label[link.upperBound...].contains(")")
        {
            // "I agree to the [terms](https://…)" (axr18 #7): the title is a String, shown and spoken as
            // written, so the brackets and the address are read out and nothing opens the terms.
            sink.warning(
                "label-has-link", at: path + ".label",
                "the label '\(label)' holds a Markdown link: a control's title is shown as written, so people see the brackets and the address, VoiceOver reads the address out, nothing opens it, and Voice Control users cannot say the label",
                suggestion:
                    "write the label in plain words (\"I agree to the terms\") and put a Link to the document beside the control, named for what it opens"
            )
        }
        let derived = spec.name == nil ? Identifier.derivation(label: label, type: spec.type) : nil
        let identifier = spec.name ?? derived?.name ?? Identifier.fallback
        let fromType = derived?.fromType == true
        if fromType {
            // A label in another script ("電話番号") gives no letters for a Swift name: the type does.
            sink.warning(
                "identifier-from-nothing", at: path + ".label",
                "the label '\(label)' has no letters a Swift name can be made of, so the field is named after its type: '\(identifier)' ('\(identifier)Error', …); a second \(spec.type.rawValue) field in the same view needs a name of its own",
                suggestion:
                    "name it after what it holds: \"name\": \"…\" in a spec, --name … on the command line (ASCII letters, digits and _, not starting with a digit)"
            )
        }
        decisions.append(
            Decision(
                "identifier", identifier, rules: [.escapedLiterals, .stateBinding],
                identifierSource(given: spec.name != nil, fromType: fromType)
                    + ": the @State property the control binds with $"))

        let traits = InputTraits.of(spec.type, region: spec.region)
        decisions.append(controlDecision(traits, spec: spec))
        warnIfLabelNamesAnotherType(label, spec, traits, at: path, into: &sink)
        warnIfMessagesFallBack(spec, at: path, into: &sink)
        warnIfLabelScriptDiffers(label, spec, at: path, into: &sink)
        warnIfPlaceholderRepeatsRequired(spec, at: path, into: &sink)
        warnIfLabelCarriesMarks(label, spec, at: path, into: &sink)
        warnIfHintRepeatsLabel(label, spec, at: path, into: &sink)
        warnIfLabelSaysNothing(label, spec, at: path, into: &sink)
        warnIfFormatOnlyInPlaceholder(spec, at: path, into: &sink)

        return PlannedField(
            spec: spec, path: path, label: label, identifier: identifier, traits: traits, decisions: decisions,
            sink: sink, form: form, inForm: inForm)
    }

    /// The `control` decision, made by the field's family.
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        FieldFamily.of(traits).planner.controlDecision(traits, spec: spec)
    }

    /// Words for another field known only by its identifier (`checkIn` -> "check in"): a field
    /// generated on its own cannot see the other field's label.
    static func otherLabel(_ identifier: String) -> String {
        var words = ""
        for character in identifier {
            if character.isUppercase, !words.isEmpty { words += " " }
            words += character.lowercased()
        }
        return words
    }

    // MARK: Parts

    /// The label without control-type words, as the identifier and the name use it.
    static func strippedLabel(_ label: String, family: FieldFamily = .text) -> String {
        var sink = DiagnosticSink()
        return cleanLabel(label, at: "", family: family, into: &sink)
    }

    static func cleanLabel(_ label: String, at path: String, family: FieldFamily, into sink: inout DiagnosticSink)
        -> String
    {
        let trimmed = label.trimmed(.whitespacesAndNewlines)
        if let phrase = controlTypePhrase(endingLabel: trimmed, family: family) {
            let kept = String(trimmed.dropLast(phrase.count))
                .trimmed(.whitespaces(and: ",:-(–"))
            if !kept.isEmpty {
                sink.warning(
                    "control-type-in-label", at: path,
                    "'\(trimmed)' names the control type, which VoiceOver already announces; the label is shortened to '\(kept)'",
                    suggestion: "write \"\(kept)\" as the label")
            }
            return kept
        }
        return trimmed
    }

    /// A label that names another data type ("Phone" on a `text` field) reads as that type to
    /// people, AutoFill and `a11y-gen check` (text-field.no-unset-input-traits), which infers the
    /// type from the label with this same table. The spec's type still decides; the mismatch is
    /// said out loud.
    static func warnIfLabelNamesAnotherType(
        _ label: String, _ spec: FieldSpec, _ traits: InputTraits, at path: String, into sink: inout DiagnosticSink
    ) {
        guard let named = DataType.resolveLabel(label), named != spec.type, traits.control != .datePicker,
            traits.control != .picker
        else { return }
        // Another language's bare "Name" on a given name ("Nombre" above "Apellidos"): that is what
        // it means in such a form, and `check` reads it so beside a family-name field.
        if named == .name, spec.type == .givenName, DataType.isBareName(label) { return }
        let other = InputTraits.of(named, region: spec.region)
        guard FieldFamily.of(other.control) == .text, FieldFamily.of(traits.control) == .text,
            other.keyboard != traits.keyboard || other.content != traits.content
        else { return }
        // "Password" over a new password (a sign-up form): card 000 lets a SecureField take any
        // secret's content type, and `check` reads it so; the keyboard is the same. (Over a one-time
        // code the number pad differs, and that is still said.)
        let secrets = TextFieldNoUnsetInputTraits.secretContentTypes
        if let named = other.content, let own = traits.content, secrets.contains(named), secrets.contains(own),
            other.keyboard == traits.keyboard
        {
            return
        }
        sink.warning(
            "label-names-other-type", at: path + ".type",
            "the label '\(label)' names the \(named.rawValue) data type, but the type is \(spec.type.rawValue): the field gets the \(spec.type.rawValue) keyboard and AutoFill, and `a11y-gen check` reports it (text-field.no-unset-input-traits)",
            suggestion: "set \"type\": \"\(named.rawValue)\", or a label that describes the \(spec.type.rawValue) data")
    }

    /// A locale whose language the message table lacks (`fr_FR`) gets a11y-gen's words in English;
    /// the plan says so, and how to put the field in the person's language.
    static func warnIfMessagesFallBack(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        guard let locale = spec.locale, let code = MessageLanguage.resolve(locale).unsupported else { return }
        let languages = MessageLanguage.allCases.map { "\($0.englishName) (\($0.rawValue))" }
        sink.warning(
            "messages-language-unsupported", at: path + ".locale",
            "a11y-gen has no messages in the language '\(code)' of the locale '\(locale)', so the messages it writes for this field (required, length, pattern, range, age) and the words around them (\"(required)\" and \", required\", \"Select…\", the keyboard's Next and Done, a form's \"Fields to fix\") are in English",
            suggestion:
                "write the messages in \"messages\" (and \"patternMessage\"), which are used as written; no spec key covers the other words yet; or use a locale in "
                + Suggest.list(languages))
    }

    /// A Japanese message around a label in Latin letters ("Full nameを入力してください。"), or an
    /// English or German one around a label in Japanese script: the label is used as written, so
    /// the sentence people hear mixes two languages.
    static func warnIfLabelScriptDiffers(
        _ label: String, _ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) {
        let japaneseScript = label.unicodeScalars.contains {
            (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
        }
        // Acronyms ("ID", "URL", "PIN") are written in Latin letters in Japanese too: a lowercase word is not.
        let latinOnly =
            label.unicodeScalars.allSatisfy { $0.isASCII }
            && label.split(separator: " ").contains { $0.count >= 3 && $0.contains(where: \.isLowercase) }
        let language = spec.messageLanguage
        guard (language == .ja && latinOnly) || (language != .ja && japaneseScript) else { return }
        // The example is a sentence the code holds for every family: a required field's spoken name.
        // Other messages differ by family (a picker's "Choose…", a text field's "Enter…"), and some
        // fields have none, so an optional field is told what surrounds it instead.
        let mixture =
            spec.validation.required
            ? "so a sentence mixes the two: \"\(spec.messageTable.requiredSpoken(label: label))\""
            : "so the screen may mix the two: wherever a11y-gen writes words for this field or its form (messages, prompts, units, the keyboard's Next and Done), they are in \(language.englishName)"
        sink.warning(
            "label-language-differs", at: path + ".label",
            "the label '\(label)' is not in the language of the messages a11y-gen writes for this field (\(language.englishName), from the locale), \(mixture)",
            suggestion: "write the label in \(language.englishName), or set the locale of the label's language")
    }

    /// A hint that says the label again ("Dark mode" for "Dark mode"): VoiceOver reads the name and
    /// then, after a pause, the hint, so people hear the same words twice and learn nothing more.
    static func warnIfHintRepeatsLabel(
        _ label: String, _ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) {
        func words(_ text: String) -> String {
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
        }
        guard let hint = spec.hint, !words(label).isEmpty, words(hint) == words(label) else { return }
        sink.warning(
            "hint-repeats-label", at: path + ".hint",
            "the hint '\(hint)' says the label again: VoiceOver reads the field's name and then its hint, so people hear '\(label)' twice",
            suggestion: "say what the field takes or does (\"We send the receipt here.\"), or leave the hint out")
    }

    /// A label of prompt words alone ("Enter text", "Type here", "入力してください"): it is the field's
    /// accessible name, so VoiceOver says "Type here, text field" and Voice Control users have no word
    /// for the field. `check` reports the same title in existing code (text-field.accessible-name),
    /// with the same words; in generated code the field is named by a property, which `check` cannot
    /// read, so the spec is where it is said.
    static func warnIfLabelSaysNothing(
        _ label: String, _ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) {
        // The text fields' word list, as `check` applies it: "Input type" or "Add to" names a picker
        // or a toggle well enough.
        guard spec.family == .text, TextFieldAccessibleName.saysNothing(label) else { return }
        sink.warning(
            "label-says-nothing", at: path + ".label",
            "the label '\(label)' says nothing of what the field holds: it is the field's accessible name, so VoiceOver says '\(label)' where the field's name belongs, and Voice Control users have no word to name it (text-field.accessible-name)",
            suggestion:
                "label what the field holds, for example \"Email\" or \"Full name\"; an instruction belongs in the hint"
        )
    }

    /// A label that marks itself required ("Email *"), ends with a colon ("Email:") or asks a
    /// question ("Name?"): the label is the accessible name, so VoiceOver says "Email star", and
    /// a11y-gen builds its messages and the "(required)" suffix from it ("Enter email *.").
    static func warnIfLabelCarriesMarks(
        _ label: String, _ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) {
        // "Email (required)", "E-Mail (Pflichtfeld)", "メール（必須）": the mark in words, said as the
        // name and repeated by the messages built from it ("Enter email (required).", axr21 #8).
        if let close = label.last, close == ")" || close == "）",
            let open = label.lastIndex(where: { $0 == "(" || $0 == "（" }),
            MessageTable.saysRequired(String(label[label.index(after: open)..<label.index(before: label.endIndex)])),
            case let bare = String(label[..<open]).trimmed(), !bare.isEmpty
        {
            sink.warning(
                "label-has-required-mark", at: path + ".label",
                "the label '\(label)' says in itself that the field is required: it is the field's accessible name, so VoiceOver hears it in every name, and the messages built from the label repeat it (\"\(spec.messageTable.requiredText(label: label))\")",
                suggestion: spec.validation.required
                    ? "label it '\(bare)': the field is required, and a11y-gen says \"(required)\" in words (policy.required-indicated)"
                    : "label it '\(bare)' and mark it required: \"validation\": {\"required\": true} in a spec, --required on the command line; a11y-gen then says \"(required)\" in words (policy.required-indicated)"
            )
            return
        }
        guard let mark = label.last, ["*", ":", "：", "＊", "?", "？"].contains(mark) else { return }
        let bare = String(label.dropLast()).trimmed()
        guard !bare.isEmpty else { return }
        let example = spec.messageTable.requiredText(label: label)
        if mark == "*" || mark == "＊" {
            sink.warning(
                "label-has-required-mark", at: path + ".label",
                "the label '\(label)' marks the field required with '\(mark)': it is the field's accessible name, so VoiceOver reads the mark (\"star\"), and the messages built from the label repeat it (\"\(example)\")",
                suggestion: spec.validation.required
                    ? "label it '\(bare)': the field is required, and a11y-gen says \"(required)\" in words (policy.required-indicated)"
                    : "label it '\(bare)' and mark it required: \"validation\": {\"required\": true} in a spec, --required on the command line; a11y-gen then says \"(required)\" in words (policy.required-indicated)"
            )
        } else if mark == "?" || mark == "？" {
            sink.warning(
                "label-is-a-question", at: path + ".label",
                "the label '\(label)' is a question: it is the field's accessible name and the messages are built from it, so they read \"\(example)\"",
                suggestion: "label it with what the field holds ('\(bare)'), and ask the question in \"hint\"")
        } else {
            sink.warning(
                "label-has-colon", at: path + ".label",
                "the label '\(label)' ends with '\(mark)': it is the field's accessible name and the messages are built from it, so they read \"\(example)\"",
                suggestion: "label it '\(bare)'; the generated layout places the label above or beside the field")
        }
    }

    /// A placeholder that only says "Required" on a required field repeats what the label's
    /// "(required)" already says, so people read it twice and VoiceOver may speak it twice.
    static func warnIfPlaceholderRepeatsRequired(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        guard spec.validation.required, let placeholder = spec.placeholder else { return }
        // Only a placeholder that says nothing else ("Required", "Pflichtfeld", "必須", "Required field").
        guard MessageTable.saysRequired(placeholder), placeholder.split(separator: " ").count <= 2 else { return }
        sink.warning(
            "placeholder-repeats-required", at: path + ".placeholder",
            "the placeholder '\(placeholder)' repeats what the label's \"(required)\" already says (policy.required-indicated)",
            suggestion: "drop the placeholder, or use it for an example of what to enter")
    }

    /// A placeholder that is an input mask ("MM/YY", "DD.MM.YYYY", "###-####") on a field with no
    /// hint: the format people must follow disappears at the first keystroke, and VoiceOver reads it
    /// only while the field is empty (WCAG 3.3.2), so the format belongs in the hint, which stays.
    static func warnIfFormatOnlyInPlaceholder(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) {
        guard spec.hint == nil, let placeholder = spec.placeholder, isInputMask(placeholder) else { return }
        sink.warning(
            "format-only-in-placeholder", at: path + ".placeholder",
            "the placeholder '\(placeholder)' is the format people must type, but it disappears as they type and VoiceOver reads it only while the field is empty",
            suggestion:
                "say the format in \"hint\", which stays under the field (\"hint\": \"As \(placeholder)\"), and keep the placeholder for an example, or drop it"
        )
    }

    /// Runs of mask letters (M, D, Y, H, S, N, X: "MM", "YYYY") or `#`, `0`, `9`, joined by `/ - . : ( )` and
    /// spaces, with at least one letter or `#`: a mask, not an example value ("08/29") or words ("Optional").
    static func isInputMask(_ text: String) -> Bool {
        let trimmed = text.trimmed(.whitespaces)
        guard !trimmed.isEmpty, trimmed.contains(where: { "MDYHSNX#".contains($0) }) else { return false }
        let allowed = Set("MDYHSNX#09/-.:() ")
        guard trimmed.allSatisfy(allowed.contains) else { return false }
        // A word of mask letters is a run of one letter ("MM", "YYYY"), never a word such as "MY".
        let words = trimmed.split(whereSeparator: { !"MDYHSNX".contains($0) })
        return words.allSatisfy { word in word.allSatisfy { $0 == word.first } }
    }

    /// Short words Title Case leaves in lower case ("Name of Company").
    static let titleCaseMinorWords: Set<String> = [
        "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with",
    ]

    /// "New password" -> "new password" inside a sentence; "ZIP code" and "iCloud email" stay as written,
    /// and so does a label in Title Case ("First Name", "Name of Company"): lowering only its first word
    /// would read "Enter first Name.", and lowering them all would lower names ("Apple ID").
    static func midSentence(_ label: String) -> String {
        let words = label.split(separator: " ").filter { $0.first?.isLetter == true }
        let capitalized = words.filter { $0.first?.isUppercase == true }
        if capitalized.count >= 2,
            words.allSatisfy({ $0.first!.isUppercase || titleCaseMinorWords.contains(String($0)) })
        {
            return label
        }
        let scalars = Array(label.unicodeScalars.prefix(2))
        guard scalars.count == 2, scalars[0].properties.isUppercase, scalars[1].properties.isLowercase else {
            return label
        }
        // A name with a capital inside its first word is written that way ("GitHub", "PayPal", "McKinney").
        if label.prefix(while: { !$0.isWhitespace }).dropFirst().contains(where: \.isUppercase) { return label }
        return label.prefix(1).lowercased() + label.dropFirst()
    }
}

/// The error, focus and target contract every family keeps (cards 000, 002 and 004), as decisions a
/// planner fills with its own rule and reason; what differs per family is only the argument.
enum FieldContract {
    /// How a failed submit reaches VoiceOver users.
    enum ErrorFocus {
        /// `@AccessibilityFocusState` moves VoiceOver to the errored control (it takes focus reliably).
        case moveFocus(reason: String)
        /// The control does not take VoiceOver focus back reliably (DatePicker, card 002); the error is
        /// announced with the control's name instead.
        case announce(rules: [RuleID], reason: String)
    }

    /// The error is shown in words, with an icon as a non-color cue, in the adaptive system red; and
    /// when: every family's error is computed from what is entered once the field has been checked,
    /// never stored, so it cannot outlive a fix (textfield-ref.validate-at-right-moment).
    static func errorDisplay(rules: [RuleID], _ reason: String) -> Decision {
        Decision(
            "error-display", "icon + text + .red",
            rules: rules + (rules.contains(.validateAtRightMoment) ? [] : [.validateAtRightMoment]),
            reason
                + "; it is computed, not stored: nothing until it is first checked (on submit, or in a text field on Return or on leaving it typed in), then whatever is wrong now, so a fix clears it at once"
        )
    }

    static func focusOnError(_ focus: ErrorFocus) -> Decision {
        switch focus {
        case .moveFocus(let reason):
            // The move speaks the problem; where it cannot (VoiceOver already on the control, or a row
            // scrolled off screen) the generated code announces it, 0.1 s on.
            Decision(
                "focus-on-error", "@AccessibilityFocusState",
                rules: [.errorFocus, .focusManagement, .announcements, .announcementDelay], reason)
        case .announce(let rules, let reason):
            Decision("focus-on-error", "announcement after 0.1 s, no focus move", rules: rules, reason)
        }
    }

    /// The native control keeps the system's hit area: no frame that could shrink it.
    static func touchTarget(_ familyRule: RuleID, _ reason: String) -> Decision {
        Decision("touch-target", "system control size", rules: [familyRule, .touchTargetSize, .nativeFirst], reason)
    }

    /// The native style keeps the system focus indicator.
    static func focusVisible(_ familyRule: RuleID, _ reason: String) -> Decision {
        Decision("focus-visible", "system focus ring", rules: [familyRule, .focusVisible], reason)
    }
}

/// How a VoiceOver user acts on a control, in a verify line's words for the platforms a spec names:
/// a touch gesture on iOS, a VoiceOver keyboard command (VO is Control-Option) on the Mac.
enum VoiceOverWords {
    /// "double-tap", "VO-Space", or "double-tap (VO-Space on the Mac)".
    static func activate(_ deployment: Deployment) -> String {
        perPlatform(deployment, ios: "double-tap", mac: "VO-Space")
    }

    /// "swiping up and down", "VO-Up Arrow or VO-Down Arrow", or both.
    static func adjust(_ deployment: Deployment) -> String {
        perPlatform(deployment, ios: "swiping up and down", mac: "VO-Up Arrow or VO-Down Arrow")
    }

    /// What Voice Control is told: "Tap Email" on iOS, "Click Email" on the Mac, or both.
    static func voiceControl(_ label: String, _ deployment: Deployment) -> String {
        perPlatform(deployment, ios: "\"Tap \(label)\"", mac: "\"Click \(label)\"")
    }

    /// A text-size check, kept where iOS is named: the Mac has no Dynamic Type sizes to try, so a
    /// Mac-only field's verify list leaves it out.
    static func textSize(_ item: String, _ deployment: Deployment) -> String? {
        deployment.platforms.contains(.ios) ? item : nil
    }

    private static func perPlatform(_ deployment: Deployment, ios: String, mac: String) -> String {
        switch (deployment.platforms.contains(.ios), deployment.platforms.contains(.macos)) {
        case (true, true): "\(ios) (\(mac) on the Mac)"
        case (false, true): mac
        default: ios
        }
    }
}
