/// The text-field decisions that go beyond the cards' letter: what a device and an accessibility
/// auditor still catch (policy.* and resolve.* rules in the catalog). Each returns its decision.
extension Inference {
    /// "Email (required)" for people, "Email, required" for VoiceOver (policy.required-indicated), in
    /// the field's language ("E-Mail (Pflichtfeld)", "メールアドレス（必須）"). A label that already says
    /// so, in any of the table's languages, is left as it is.
    static func requiredNames(_ spec: FieldSpec, label: String) -> (visible: String, spoken: String, Decision?) {
        guard spec.validation.required, !MessageTable.saysRequired(label) else { return (label, label, nil) }
        let table = spec.messageTable
        return (
            table.requiredVisible(label: label), table.requiredSpoken(label: label),
            Decision(
                "required-indicator", "\"(required)\" in the label and the name", rules: [.requiredIndicated],
                "people learn the field is required before they submit, visibly and from VoiceOver (WCAG 3.3.2)")
        )
    }

    /// `.bordered` from OS 27, `.roundedBorder` below (card 001, policy.bordered-from-27).
    static func borders(_ deployment: Deployment) -> ([String: FieldBorder], Decision) {
        var borders: [String: FieldBorder] = [:]
        for platform in deployment.platforms {
            borders[platform.rawValue] = deployment.minimum(platform) >= OSVersion(27) ? .bordered : .roundedBorder
        }
        let choice = deployment.platforms.map { "\($0.displayName): .\(borders[$0.rawValue]!.rawValue)" }
        return (
            borders,
            Decision(
                "boundary", choice.joined(separator: ", "),
                rules: [
                    .visibleBoundary, .defaultStyleHasNoBorder, .semanticColor, .macBorderedStyle, .borderedFrom27,
                ],
                "the system border, card 000's example of a 3:1 non-text boundary in light and dark mode (the default style has none; the verify list asks for it against your background); from OS 27, .bordered replaces .roundedBorder"
            )
        )
    }

    /// A pad that cannot type what the pattern allows becomes the numbers-and-punctuation keyboard.
    static func keyboardFittingPattern(
        _ keyboard: KeyboardType?, _ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink
    ) -> (KeyboardType?, Decision?) {
        guard let keyboard, let typeable = keyboard.typeableCharacters, let pattern = spec.validation.pattern else {
            return (keyboard, nil)
        }
        let stray = PatternCharacters.named(in: pattern).subtracting(typeable).sorted()
        guard !stray.isEmpty else { return (keyboard, nil) }
        let letters = stray.contains(where: \.isLetter) ? ["letters"] : []
        let shown = (letters + stray.filter { !$0.isLetter }.map { $0 == " " ? "space" : "'\($0)'" })
            .joined(separator: ", ")
        sink.warning(
            "keyboard-cannot-type-pattern", at: path + ".validation.pattern",
            "the pattern allows \(shown), which the \(keyboard.rawValue) cannot type; the field uses .numbersAndPunctuation instead",
            suggestion: "keep the pattern to characters the pad has, or keep this keyboard")
        return (
            .numbersAndPunctuation,
            Decision(
                "keyboard-fits-pattern", ".numbersAndPunctuation", rules: [.padFitsPattern, .keyboardFitsContent],
                "the pattern allows \(shown), which the \(keyboard.rawValue) cannot type")
        )
    }

    /// A range that allows a negative number needs a minus key, which the number and decimal pads
    /// lack: the field gets the numbers-and-punctuation keyboard (policy.pad-fits-range). No warning:
    /// a negative bound is deliberate, and the keyboard is simply the one that can type it.
    static func keyboardFittingRange(_ keyboard: KeyboardType?, _ spec: FieldSpec) -> (KeyboardType?, Decision?) {
        let v = spec.validation
        guard let keyboard, let typeable = keyboard.typeableCharacters, !typeable.contains("-"),
            let negative = [v.minimum, v.maximum].compactMap({ $0 }).first(where: { $0 < 0 })
        else { return (keyboard, nil) }
        let bound = NumberLiteral.plain(negative, integer: false)
        return (
            .numbersAndPunctuation,
            Decision(
                "keyboard-fits-range", ".numbersAndPunctuation", rules: [.padFitsRange, .keyboardFitsContent],
                "the range allows \(bound), and the \(keyboard.rawValue) has no minus key")
        )
    }

    /// Street addresses grow onto more lines where the OS has `axis: .vertical` (policy.long-input-wraps).
    /// Whether the field wraps: an address, where `axis: .vertical` exists at every minimum OS.
    static func canWrap(_ spec: FieldSpec) -> Bool {
        wrappingTypes.contains(spec.type) && spec.deployment.supports(API.textFieldAxis.availability)
    }

    /// The data that can be long enough to wrap: addresses (policy.long-input-wraps). A list, not a
    /// set: building a `Set<DataType>` made the Swift runtime search every conformance record of the
    /// process for `DataType: Hashable` on each run that planned a text field (issue 14).
    static let wrappingTypes: [DataType] = [.streetAddress, .addressLine1, .addressLine2]

    static func wraps(_ spec: FieldSpec, at path: String, into sink: inout DiagnosticSink) -> (Bool, Decision?) {
        guard wrappingTypes.contains(spec.type) else { return (false, nil) }
        guard canWrap(spec) else {
            sink.warning(
                "long-input-single-line", at: path + ".type",
                "axis: .vertical needs iOS 16 / macOS 13, so the address stays on one line and scrolls at large text sizes",
                suggestion: "raise the minimum OS to let it wrap")
            return (false, nil)
        }
        return (
            true,
            Decision(
                "wraps", "axis: .vertical, .lineLimit(1...4)", rules: [.longInputWraps, .textWraps],
                "an address can be long: it wraps at large text sizes instead of scrolling out of sight")
        )
    }

    /// Decisions every text field of these kinds carries, for the JSON result and `explain`.
    static func deviceDecisions(_ plan: FieldPlan) -> [Decision] {
        var decisions: [Decision] = []
        if plan.keyboardLacksReturn {
            decisions.append(
                Decision(
                    "keyboard-toolbar", "Done (and Next in a form)",
                    rules: [.keyboardWithoutReturn, .keyboardToolbarFocusRestore, .focusManagement, .tabOrder],
                    "the \(plan.keyboard!.rawValue) has no Return key on iPhone; Done hides the keyboard and puts VoiceOver back on the field"
                ))
        }
        if plan.nameChanges {
            decisions.append(
                Decision(
                    "voice-control", ".accessibilityInputLabels([\"\(plan.label)\"])", rules: [.voiceControlLabel],
                    "\(VoiceOverWords.voiceControl(plan.label, plan.deployment)) keeps working while an error or \"required\" joins the spoken name"
                ))
        }
        if plan.canShowError {
            decisions.append(
                Decision(
                    "error-spoken", "focus moves after 0.1 s, or an announcement when VoiceOver is already there",
                    rules: [.errorAlwaysSpoken, .errorFocus, .announcementDelay],
                    "every failed validation is spoken; keyboard focus goes to the field too"))
            decisions.append(
                Decision(
                    "message-contrast", "primary text, red icon", rules: [.messageContrast, .noColorOnlyError],
                    "the error text meets 4.5:1 in every appearance; the red icon meets 3:1"))
        }
        if plan.canShowError, plan.hint != nil {
            decisions.append(
                Decision(
                    "hint-and-error", "the error replaces the hint", rules: [.hintYieldsToError],
                    "while an error shows, the hint is neither shown nor spoken; the error is spoken once, in the name")
            )
        }
        if plan.control == .numberField {
            decisions.append(
                Decision(
                    "number-entry", "text parsed in the person's locale", rules: [.numbersTypedAsText],
                    "value:format: commits only on Return, which the pad lacks; what is checked is what is shown"))
        }
        if plan.spec.type == .search {
            decisions.append(
                Decision(
                    "search", ".isSearchField", rules: [.searchSemantics],
                    "VoiceOver says it is a search field; alone, its Search key runs search(); in a form, Return moves on like every field's"
                ))
        }
        return decisions
    }
}

/// The characters a regular expression names: literals, class members and ranges, and a letter
/// for `\w` and the negated shorthands. Wildcards and negated classes name nothing (they allow,
/// but never require, a character), so the set errs towards keeping the keyboard.
enum PatternCharacters {
    /// Whether every letter the pattern names is a capital (`^[A-Z0-9]{6}$`, `^[A-HJ-NP-Z]{3}$`), and
    /// it names one at least: a small letter, `\w` or a case-insensitive group names small letters.
    static func lettersAreCapitals(in pattern: String) -> Bool {
        let letters = named(in: pattern).filter(\.isLetter)
        return !letters.isEmpty && letters.allSatisfy(\.isUppercase)
    }

    static func named(in pattern: String) -> Set<Character> {
        var named = Set<Character>()
        var characters = Array(pattern)[...]
        var inClass = false
        var classStart = false
        var negated = false
        var previous: Character?
        while let character = characters.popFirst() {
            if character == "\\", let escaped = characters.popFirst() {
                let members: Set<Character> =
                    switch escaped {
                    case "d": Set("0")
                    case "s": Set(" ")
                    case "w", "D", "W", "S", "p", "P": Set("a")
                    case "b", "B", "A", "z", "Z": []
                    case "n", "t", "r": Set(" ")
                    default: [escaped]
                    }
                if !negated { named.formUnion(members) }
                previous = nil
                classStart = false
                continue
            }
            if inClass {
                if classStart, character == "^" {
                    negated = true
                    classStart = false
                    continue
                }
                classStart = false
                if character == "]" {
                    inClass = false
                    negated = false
                    continue
                }
                if character == "-", let low = previous, let high = characters.first, high != "]" {
                    characters.removeFirst()
                    if !negated, let a = low.unicodeScalars.first?.value, let b = high.unicodeScalars.first?.value,
                        a <= b, b - a < 256
                    {
                        for value in a...b { if let scalar = Unicode.Scalar(value) { named.insert(Character(scalar)) } }
                    }
                    previous = nil
                    continue
                }
                if !negated { named.insert(character) }
                previous = character
                continue
            }
            switch character {
            case "[":
                inClass = true
                classStart = true
                previous = nil
            case "{":
                while let next = characters.popFirst(), next != "}" {}
            case "(":
                if characters.first == "?" {
                    characters.removeFirst()
                    while let next = characters.first, ":=!<>".contains(next) { characters.removeFirst() }
                }
            case "^", "$", ".", "|", "?", "*", "+", ")": break
            default: named.insert(character)
            }
        }
        return named
    }
}
