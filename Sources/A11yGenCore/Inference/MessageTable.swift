/// The languages a11y-gen writes its own words in (issue 15): the messages it makes up when a spec
/// gives none (required, too short, pattern, range, age), the "(required)" suffix, and the few
/// words of a form (submit, success) and of the rendered controls (the unset choice row, the
/// keyboard toolbar). The spec's `locale` picks one; a spec's own `messages` are used verbatim.
public enum MessageLanguage: String, CaseIterable, Codable, Sendable {
    case en, de, ja

    /// What a locale string resolves to: the table's language, and the locale's language code when
    /// the table lacks it (the words fall back to English and the plan warns).
    public struct Resolution: Sendable, Equatable {
        public var language: MessageLanguage
        /// `fr` for `fr_FR`: the table has no words in it, so `language` is English.
        public var unsupported: String?
    }

    /// `de_DE`, `de-CH`, `de` -> German; `ja_JP`, `ja` -> Japanese; nil -> English; `fr_FR` ->
    /// English, with `fr` named as unsupported.
    public static func resolve(_ locale: String?) -> Resolution {
        guard let locale else { return Resolution(language: .en, unsupported: nil) }
        let code = languageCode(of: locale)
        if let language = MessageLanguage(rawValue: code) { return Resolution(language: language, unsupported: nil) }
        return Resolution(language: .en, unsupported: code)
    }

    /// The language part of a locale, lowercased: `de_DE` -> `de`, `ja-JP` -> `ja`, `EN` -> `en`.
    public static func languageCode(of locale: String) -> String {
        let trimmed = locale.trimmed(.whitespacesAndNewlines)
        let first = trimmed.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }).first
        return (first.map(String.init) ?? "").lowercased()
    }

    /// The language's English name, for diagnostics and the README.
    public var englishName: String {
        switch self {
        case .en: "English"
        case .de: "German"
        case .ja: "Japanese"
        }
    }

    /// How a label (user text) goes into the middle of a sentence. English lowercases a leading
    /// capital ("New password" -> "new password"; "ZIP code" stays); German keeps nouns
    /// capitalized, and Japanese has no case: both insert the label as written.
    func midSentence(_ label: String) -> String {
        switch self {
        case .en: Inference.midSentence(label)
        case .de, .ja: label
        }
    }

    /// A bound as the language writes it for people: the language's decimal separator (`2.5`,
    /// `2,5` in German), thousands grouped from five digits (`1900`, but `12,500` and `12.500`),
    /// never an exponent (`0.0000001`, not `1e-07`), at most 15 significant digits, so a binary
    /// rounding error does not show (`0.3`, not `0.30000000000000004`; `9999999.99` as written),
    /// and cents for an amount of money that has them (`0.50`). Fixed per language, so nothing
    /// depends on the machine's locale.
    func number(_ value: Double, integer: Bool, money: Bool = false) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return NumberLiteral.plain(value, integer: integer) }
        let (group, decimal): (Character, String) = self == .de ? (".", ",") : (",", ".")
        var whole = abs(value).rounded(.towardZero)
        var places = 0
        var fraction = 0.0
        if !integer {
            // The decimals left within 15 significant digits, which a Double holds exactly.
            places = 15 - (whole == 0 ? 0 : String(Int64(whole)).count)
            let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
            fraction = ((abs(value) - whole) * scale).rounded()
            if fraction >= scale {
                whole += 1
                fraction = 0
            }
        }
        let wholeDigits = String(Int64(whole))
        var digits = ""
        for (index, digit) in wholeDigits.reversed().enumerated() {
            if index > 0, index % 3 == 0, wholeDigits.count > 4 { digits.append(group) }
            digits.append(digit)
        }
        var text = (value < 0 && (whole > 0 || fraction > 0) ? "-" : "") + String(digits.reversed())
        if fraction > 0 {
            let padded = String(Int64(fraction))
            var decimals = String(repeating: "0", count: places - padded.count) + padded
            while decimals.last == "0" { decimals.removeLast() }
            if money, decimals.count == 1 { decimals += "0" }
            text += decimal + decimals
        }
        return text
    }

    /// Digits after the decimal separator, singular for one: "2 decimal places", "1 decimal place";
    /// "2 Nachkommastellen"; "2桁".
    func decimalPlaces(_ count: Int) -> String {
        let number = number(Double(count), integer: true)
        return switch self {
        case .en: number + (count == 1 ? " decimal place" : " decimal places")
        case .de: number + (count == 1 ? " Nachkommastelle" : " Nachkommastellen")
        case .ja: number + "桁"
        }
    }

    /// An age with its unit, singular for one: "18 years", "1 year"; "18 Jahre", "1 Jahr"; "18歳".
    func years(_ count: Int) -> String {
        switch self {
        case .en: String(count) + (count == 1 ? " year" : " years")
        case .de: String(count) + (count == 1 ? " Jahr" : " Jahre")
        case .ja: String(count) + "歳"
        }
    }

    /// The lower age of a range, before the upper one and its unit: "18" in "18 to 65 years", "18歳"
    /// in "18歳から65歳まで" (Japanese writes the unit on both).
    func rangeStartYears(_ count: Int) -> String { self == .ja ? years(count) : String(count) }

    /// A length with its unit, singular for one: "12 characters", "1 character", "4 digits"
    /// (a field typed on a number pad); "12 Zeichen", "4 Ziffern"; "12文字", "4桁".
    func length(_ count: Int, digits: Bool) -> String {
        let number = number(Double(count), integer: true)
        return switch self {
        case .en:
            number + " " + (digits ? (count == 1 ? "digit" : "digits") : (count == 1 ? "character" : "characters"))
        case .de: number + " " + (digits ? (count == 1 ? "Ziffer" : "Ziffern") : "Zeichen")
        case .ja: number + (digits ? "桁" : "文字")
        }
    }

    /// Words in a label that already say the field must be filled, so no suffix is added.
    var requiredMarkers: [String] {
        switch self {
        case .en: ["required"]
        case .de: ["pflicht", "erforderlich"]
        case .ja: ["必須"]
        }
    }
}

/// A value an entry's template takes, written `{label}`, `{count}` … in the template.
public enum MessagePlaceholder: String, CaseIterable, Sendable {
    /// The field's label (user text, never translated).
    case label
    /// Another field: its label in a form (user text, written mid-sentence like `label`), or the
    /// words of its identifier (`checkIn` -> "check in") for a field generated on its own.
    case other
    /// An exact count (length).
    case count
    /// A lower bound (length, number, age).
    case min
    /// An upper bound (length, number, age).
    case max
    /// An accessible name that an error joins.
    case name
    /// An error message.
    case error
    /// A currency's ISO code ("EUR"): the same in every language.
    case currency
}

/// The values of an entry's placeholders, written as a dictionary literal (`[.label: "Email"]`).
/// A few pairs searched in order: a `Dictionary` keyed by `MessagePlaceholder` made every process
/// search the binary's protocol conformances for its `Hashable` one at start-up (issue 14).
public struct MessageValues: ExpressibleByDictionaryLiteral, Sendable {
    private var pairs: [(MessagePlaceholder, String)]

    public init(dictionaryLiteral elements: (MessagePlaceholder, String)...) { pairs = elements }

    /// The value given for `placeholder` (the first, if it was given twice).
    public subscript(placeholder: MessagePlaceholder) -> String? {
        pairs.first { $0.0 == placeholder }?.1
    }
}

/// Every sentence or word a11y-gen writes itself. Each has the same placeholders in every language;
/// where the label or a count goes in the sentence is the language's business, not the caller's.
public enum MessageKey: String, CaseIterable, Sendable {
    /// A text field left empty.
    case requiredText
    /// A choice (picker) left unset.
    case requiredChoice
    /// A consent toggle left off.
    case requiredToggle
    /// A consent toggle left off on the Mac alone, where it is a checkbox.
    case requiredCheckbox
    /// The email check.
    case email
    /// A pattern check when the spec gives no `patternMessage` (only specs built in code).
    case pattern
    /// A number field whose text is not a number.
    case number
    /// An amount with more digits after the decimal separator than its currency has (`{count}`:
    /// "2 decimal places", "2 Nachkommastellen", "2桁").
    case amountDecimals
    case lengthExact, lengthRange, lengthAtLeast, lengthAtMost
    case numberRange, numberAtLeast, numberAtMost
    /// A date that must come after another date field.
    case dateAfter
    /// A time (a picker of the time alone) that must come after another time field.
    case timeAfter
    /// A date and time compared by the minute with another (both pickers show a time): the time
    /// alone can be what is wrong, so the message names both.
    case dateTimeAfter
    /// A birth date's age limits, the error (`{min}` and `{max}` come with their unit, "18 years",
    /// except a range's `{min}` where the language writes it once: "18 to 65 years").
    case ageRange, ageAtLeast, ageAtMost, ageExact
    /// The same limits as help before the first submit, said of nobody in particular ("At least 18
    /// years old."): the picker may be for someone else's birth date.
    case limitAgeRange, limitAgeAtLeast, limitAgeAtMost, limitAgeExact
    /// The help under a field that states its limits before the first submit (policy.limits-stated):
    /// "At least 12 characters.", "From 1 to 99.". A length's `{count}` and a range's `{max}` come
    /// with their unit ("12 characters", "4 digits"), which the language writes singular for one.
    case limitLengthExact, limitLengthRange, limitLengthAtLeast, limitLengthAtMost
    case limitNumberRange, limitNumberAtLeast, limitNumberAtMost, limitNumberExact
    /// The visible label of a required field: "Email (required)".
    case requiredVisible
    /// The accessible name of a required field: "Email, required".
    case requiredSpoken
    /// The accessible name while an error shows: "Email, Enter email." (for the renderer).
    case nameWithError
    /// A form's default submit button.
    case submit
    /// A form's default status after a valid submit.
    case submitted
    /// The line under a form's submit button after a failed submit: how many fields to fix. The
    /// count is filled in at run time (`RenderWords.fieldsToFix`), so it is written without a plural.
    case fieldsToFix
    /// Said once the last field to fix is fixed, after a failed submit (the line under the button goes).
    case allFieldsFixed
    /// The unset row of a picker (for the renderer; `Renderer.choicePrompt` today).
    case choicePrompt
    /// The keyboard toolbar button that hides the keyboard (for the renderer).
    case keyboardDone
    /// The keyboard toolbar button that moves to the next field in a form (for the renderer).
    case keyboardNext
    /// The label of an amount of money, with the currency it is read in: "Amount (EUR)".
    case currencyLabel

    /// The placeholders every language's template for this entry must contain.
    public var placeholders: Set<MessagePlaceholder> {
        switch self {
        case .requiredText, .requiredChoice, .pattern, .number, .requiredVisible, .requiredSpoken: [.label]
        case .amountDecimals: [.label, .count]
        case .requiredToggle, .requiredCheckbox, .email, .submit, .submitted, .allFieldsFixed, .choicePrompt,
            .keyboardDone, .keyboardNext:
            []
        case .lengthExact: [.label, .count]
        case .fieldsToFix, .limitLengthExact, .limitLengthAtLeast, .limitLengthAtMost: [.count]
        case .lengthRange: [.label, .min, .max]
        case .lengthAtLeast: [.label, .min]
        case .lengthAtMost: [.label, .max]
        case .numberRange, .ageRange, .limitLengthRange, .limitNumberRange, .limitAgeRange: [.min, .max]
        case .numberAtLeast, .ageAtLeast, .ageExact, .limitNumberAtLeast, .limitNumberExact, .limitAgeAtLeast,
            .limitAgeExact:
            [.min]
        case .numberAtMost, .ageAtMost, .limitNumberAtMost, .limitAgeAtMost: [.max]
        case .dateAfter, .timeAfter, .dateTimeAfter: [.other]
        case .currencyLabel: [.label, .currency]
        case .nameWithError: [.name, .error]
        }
    }
}

/// The one table of a11y-gen's own words, in one language. Templates are written as a native
/// speaker writes an app's messages: English in the imperative, German in the neutral
/// "Bitte … eingeben." style (it needs no article for the label), Japanese in polite form with
/// full-width punctuation. A label is inserted as written at the start of a sentence and, in the
/// middle, as the language writes it there (`MessageLanguage.midSentence`).
public struct MessageTable: Sendable, Equatable {
    public let language: MessageLanguage

    public init(_ language: MessageLanguage) { self.language = language }

    /// The table for a spec's locale; English for nil or a language the table lacks.
    public init(locale: String?) { self.init(MessageLanguage.resolve(locale).language) }

    /// The entry's template in `language`: a switch per language rather than a table, so that
    /// the compiler sees every language has every entry (`MessageTableTests` checks the
    /// placeholders), and start-up builds no dictionary keyed by our own types (issue 14: each such
    /// type costs a scan of every protocol conformance in the binary).
    static func template(_ key: MessageKey, in language: MessageLanguage) -> String {
        switch language {
        case .en: english(key)
        case .de: german(key)
        case .ja: japanese(key)
        }
    }

    private static func english(_ key: MessageKey) -> String {
        switch key {
        case .requiredText: "Enter {label}."
        case .requiredChoice: "Choose {label}."
        case .requiredToggle: "Turn this on to continue."
        case .requiredCheckbox: "Check this box to continue."
        case .email: "Enter a valid email address, like name@example.com."
        case .pattern: "Enter {label} in the expected format."
        case .number: "Enter {label} as a number."
        case .amountDecimals: "Enter {label} with no more than {count}."
        case .lengthExact: "{label} must be exactly {count}."
        case .lengthRange: "{label} must be {min} to {max}."
        case .lengthAtLeast: "{label} must be at least {min}."
        case .lengthAtMost: "{label} must be at most {max}."
        case .numberRange: "Enter a number from {min} to {max}."
        case .numberAtLeast: "Enter a number of at least {min}."
        case .numberAtMost: "Enter a number of at most {max}."
        case .dateAfter: "Choose a date after {other}."
        case .timeAfter: "Choose a time after {other}."
        case .dateTimeAfter: "Choose a date and time after {other}."
        case .ageRange: "You must be {min} to {max} old."
        case .ageAtLeast: "You must be at least {min} old."
        case .ageAtMost: "You must be at most {max} old."
        case .ageExact: "You must be {min} old."
        case .limitAgeRange: "From {min} to {max} old."
        case .limitAgeAtLeast: "At least {min} old."
        case .limitAgeAtMost: "At most {max} old."
        case .limitAgeExact: "Exactly {min} old."
        case .limitLengthExact: "Exactly {count}."
        case .limitLengthRange: "{min} to {max}."
        case .limitLengthAtLeast: "At least {count}."
        case .limitLengthAtMost: "Up to {count}."
        case .limitNumberRange: "From {min} to {max}."
        case .limitNumberAtLeast: "{min} or more."
        case .limitNumberAtMost: "{max} or less."
        case .limitNumberExact: "Exactly {min}."
        case .requiredVisible: "{label} (required)"
        case .requiredSpoken: "{label}, required"
        case .nameWithError: "{name}, {error}"
        case .submit: "Submit"
        case .submitted: "Submitted."
        case .fieldsToFix: "Fields to fix: {count}"
        case .allFieldsFixed: "No fields left to fix."
        case .choicePrompt: "Select…"
        case .keyboardDone: "Done"
        case .keyboardNext: "Next"
        case .currencyLabel: "{label} ({currency})"
        }
    }

    private static func german(_ key: MessageKey) -> String {
        switch key {
        case .requiredText: "Bitte {label} eingeben."
        case .requiredChoice: "Bitte {label} auswählen."
        case .requiredToggle: "Bitte aktivieren, um fortzufahren."
        case .requiredCheckbox: "Bitte ankreuzen, um fortzufahren."
        case .email: "Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@example.com."
        case .pattern: "Bitte {label} im richtigen Format eingeben."
        case .number: "Bitte {label} als Zahl eingeben."
        case .amountDecimals: "Bitte {label} mit höchstens {count} eingeben."
        case .lengthExact: "Bitte für „{label}“ genau {count} eingeben."
        case .lengthRange: "Bitte für „{label}“ {min} bis {max} eingeben."
        case .lengthAtLeast: "Bitte für „{label}“ mindestens {min} eingeben."
        case .lengthAtMost: "Bitte für „{label}“ höchstens {max} eingeben."
        case .numberRange: "Bitte eine Zahl von {min} bis {max} eingeben."
        case .numberAtLeast: "Bitte eine Zahl von mindestens {min} eingeben."
        case .numberAtMost: "Bitte eine Zahl von höchstens {max} eingeben."
        case .dateAfter: "Bitte ein Datum nach „{other}“ wählen."
        case .timeAfter: "Bitte eine Uhrzeit nach „{other}“ wählen."
        case .dateTimeAfter: "Bitte Datum und Uhrzeit nach „{other}“ wählen."
        case .ageRange: "Sie müssen zwischen {min} und {max} alt sein."
        case .ageAtLeast: "Sie müssen mindestens {min} alt sein."
        case .ageAtMost: "Sie dürfen höchstens {max} alt sein."
        case .ageExact: "Sie müssen {min} alt sein."
        case .limitAgeRange: "Zwischen {min} und {max} alt."
        case .limitAgeAtLeast: "Mindestens {min} alt."
        case .limitAgeAtMost: "Höchstens {max} alt."
        case .limitAgeExact: "Genau {min} alt."
        case .limitLengthExact: "Genau {count}."
        case .limitLengthRange: "{min} bis {max}."
        case .limitLengthAtLeast: "Mindestens {count}."
        case .limitLengthAtMost: "Höchstens {count}."
        case .limitNumberRange: "Von {min} bis {max}."
        case .limitNumberAtLeast: "Mindestens {min}."
        case .limitNumberAtMost: "Höchstens {max}."
        case .limitNumberExact: "Genau {min}."
        case .requiredVisible: "{label} (Pflichtfeld)"
        case .requiredSpoken: "{label}, Pflichtfeld"
        case .nameWithError: "{name}, {error}"
        case .submit: "Absenden"
        case .submitted: "Gesendet."
        case .fieldsToFix: "Zu korrigierende Felder: {count}"
        case .allFieldsFixed: "Keine Felder mehr zu korrigieren."
        case .choicePrompt: "Auswählen…"
        case .keyboardDone: "Fertig"
        case .keyboardNext: "Weiter"
        case .currencyLabel: "{label} ({currency})"
        }
    }

    private static func japanese(_ key: MessageKey) -> String {
        switch key {
        case .requiredText: "{label}を入力してください。"
        case .requiredChoice: "{label}を選択してください。"
        case .requiredToggle: "続行するにはオンにしてください。"
        case .requiredCheckbox: "続行するにはチェックを入れてください。"
        case .email: "有効なメールアドレスを入力してください（例：name@example.com）。"
        case .pattern: "{label}を正しい形式で入力してください。"
        case .number: "{label}を数値で入力してください。"
        case .amountDecimals: "{label}は小数点以下{count}までで入力してください。"
        case .lengthExact: "{label}は{count}で入力してください。"
        case .lengthRange: "{label}は{min}〜{max}で入力してください。"
        case .lengthAtLeast: "{label}は{min}以上で入力してください。"
        case .lengthAtMost: "{label}は{max}以内で入力してください。"
        case .numberRange: "{min}〜{max}の数値を入力してください。"
        case .numberAtLeast: "{min}以上の数値を入力してください。"
        case .numberAtMost: "{max}以下の数値を入力してください。"
        case .dateAfter: "「{other}」より後の日付を選択してください。"
        case .timeAfter: "「{other}」より後の時刻を選択してください。"
        case .dateTimeAfter: "「{other}」より後の日時を選択してください。"
        case .ageRange: "{min}から{max}までである必要があります。"
        case .ageAtLeast: "{min}以上である必要があります。"
        case .ageAtMost: "{max}以下である必要があります。"
        case .ageExact: "{min}である必要があります。"
        case .limitAgeRange: "{min}〜{max}"
        case .limitAgeAtLeast: "{min}以上"
        case .limitAgeAtMost: "{max}以下"
        case .limitAgeExact: "{min}のみ"
        case .limitLengthExact: "{count}"
        case .limitLengthRange: "{min}〜{max}"
        case .limitLengthAtLeast: "{count}以上"
        case .limitLengthAtMost: "{count}以内"
        case .limitNumberRange: "{min}から{max}まで"
        case .limitNumberAtLeast: "{min}以上"
        case .limitNumberAtMost: "{max}以下"
        case .limitNumberExact: "{min}のみ"
        case .requiredVisible: "{label}（必須）"
        case .requiredSpoken: "{label}、必須"
        case .nameWithError: "{name}、{error}"
        case .submit: "送信"
        case .submitted: "送信しました。"
        case .fieldsToFix: "修正が必要な項目：{count}件"
        case .allFieldsFixed: "修正が必要な項目はありません。"
        case .choicePrompt: "選択してください"
        case .keyboardDone: "完了"
        case .keyboardNext: "次へ"
        case .currencyLabel: "{label}（{currency}）"
        }
    }

    /// The entry's template in this language.
    func template(_ key: MessageKey) -> String { Self.template(key, in: language) }

    /// The entry with its placeholders filled in one pass, so user text that contains `{count}` stays
    /// as written. A `{label}` that does not open the sentence is written mid-sentence.
    public func text(_ key: MessageKey, _ values: MessageValues = [:]) -> String {
        // A label that is itself an instruction ("Describe the problem"): English puts no verb before
        // it ("Enter describe the problem." before axr18) and no subject ("Describe the problem must be
        // at least 20 characters."): the limit is said alone, and VoiceOver says the instruction as
        // the field's name just before it.
        if language == .en, let label = values[.label], Self.isInstruction(label),
            let variant = Self.englishForInstruction(key)
        {
            return fill(variant[...], values, opensSentence: true)
        }
        return fill(template(key)[...], values, opensSentence: true)
    }

    /// Whether an English label is an instruction, not a name: two words or more, the first a verb
    /// people are told to do ("Describe the problem", "Tell us about yourself", "Choose a plan").
    static func isInstruction(_ label: String) -> Bool {
        // Every message looks at its label: an ASCII one (most) is read in bytes, where splitting it
        // into Character words was 3% of a 200-field form (issue 14).
        if label.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(label.utf8)
            func space(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }
            guard let start = bytes.firstIndex(where: { !space($0) }) else { return false }
            let end = bytes[start...].firstIndex(where: space) ?? bytes.count
            guard bytes[end...].contains(where: { !space($0) }) else { return false }
            return instructionVerbs.contains(String(decoding: bytes[start..<end], as: UTF8.self).lowercased())
        }
        let words = label.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, let first = words.first else { return false }
        return instructionVerbs.contains(first.lowercased())
    }

    static let instructionVerbs: Set<String> = [
        "describe", "enter", "tell", "explain", "write", "type", "choose", "select", "pick", "add", "provide",
        "list", "give", "share", "specify", "input", "summarize", "include", "mention", "let",
    ]

    /// The English messages for an instruction label: what is wrong, without the label.
    static func englishForInstruction(_ key: MessageKey) -> String? {
        switch key {
        // Not the instruction again: VoiceOver says it as the name just before the error.
        case .requiredText: "This field is required."
        case .requiredChoice: "Choose an answer."
        case .pattern: "Use the expected format."
        case .number: "Enter a number."
        case .amountDecimals: "Use no more than {count}."
        case .lengthExact: "Use exactly {count}."
        case .lengthRange: "Use {min} to {max}."
        case .lengthAtLeast: "Use at least {min}."
        case .lengthAtMost: "Use at most {max}."
        default: nil
        }
    }

    /// `template` with its placeholders filled; `opensSentence` says whether it starts a sentence.
    func fill(_ template: Substring, _ values: MessageValues, opensSentence: Bool) -> String {
        var result = ""
        var rest = template
        // Braces are found in bytes: the tables' templates are ours, and a Character walk was most of
        // the cost of every message (issue 14).
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            result += rest[..<open]
            let afterOpen = rest.utf8.index(after: open)
            guard let close = rest.utf8[afterOpen...].firstIndex(of: UInt8(ascii: "}")),
                let placeholder = MessagePlaceholder(rawValue: String(rest[afterOpen..<close])),
                let value = values[placeholder]
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            let atStart = opensSentence && open == template.startIndex
            let isLabel = placeholder == .label || placeholder == .other
            result += isLabel && !atStart ? language.midSentence(value) : value
            rest = rest[rest.utf8.index(after: close)...]
        }
        return result + rest
    }

    // MARK: The entries, typed

    func bound(_ value: Double, integer: Bool, money: Bool = false) -> String {
        language.number(value, integer: integer, money: money)
    }

    /// "Enter email." / "Bitte E-Mail eingeben." / "メールアドレスを入力してください。"
    public func requiredText(label: String) -> String { text(.requiredText, [.label: label]) }
    public func requiredChoice(label: String) -> String { text(.requiredChoice, [.label: label]) }
    public var requiredToggle: String { text(.requiredToggle) }
    public var requiredCheckbox: String { text(.requiredCheckbox) }
    public var email: String { text(.email) }
    public func pattern(label: String) -> String { text(.pattern, [.label: label]) }
    public func number(label: String) -> String { text(.number, [.label: label]) }
    /// "Enter price with no more than 2 decimal places." / "Bitte Preis mit höchstens 2
    /// Nachkommastellen eingeben." / "価格は小数点以下2桁までで入力してください。" Places, not a point or
    /// a comma: the separator is the person's locale's, whatever the message's language.
    public func amountDecimals(label: String, digits: Int) -> String {
        text(.amountDecimals, [.label: label, .count: language.decimalPlaces(digits)])
    }
    /// "Amount (EUR)" / "Betrag (EUR)" / "金額（EUR）"
    public func currencyLabel(label: String, code: String) -> String {
        text(.currencyLabel, [.label: label, .currency: code])
    }

    /// The length message for the bounds a spec gives, in digits for a field typed on a number pad
    /// (as its stated limits are: "Exactly 6 digits."); nil without bounds.
    public func length(label: String, minimum: Int?, maximum: Int?, digits: Bool = false) -> String? {
        let unit = { (count: Int) in self.language.length(count, digits: digits) }
        return switch (minimum, maximum) {
        case (let low?, let high?) where low == high: text(.lengthExact, [.label: label, .count: unit(low)])
        case (let low?, let high?):
            text(.lengthRange, [.label: label, .min: bound(Double(low), integer: true), .max: unit(high)])
        case (let low?, nil): text(.lengthAtLeast, [.label: label, .min: unit(low)])
        case (nil, let high?): text(.lengthAtMost, [.label: label, .max: unit(high)])
        case (nil, nil): nil
        }
    }

    /// The range message for a number field's bounds; nil without bounds.
    public func range(minimum: Double?, maximum: Double?, integer: Bool, money: Bool = false) -> String? {
        let b = { (value: Double) in self.bound(value, integer: integer, money: money) }
        return switch (minimum, maximum) {
        case (let low?, let high?): text(.numberRange, [.min: b(low), .max: b(high)])
        case (let low?, nil): text(.numberAtLeast, [.min: b(low)])
        case (nil, let high?): text(.numberAtMost, [.max: b(high)])
        case (nil, nil): nil
        }
    }

    /// A network port's range, in the error and in the help before it, written as ports are: with
    /// no group separator ("65535", never "65,535" or "65.535"; axr18).
    public var portRange: String { text(.numberRange, [.min: "1", .max: "65535"]) }
    public var portLimits: String { text(.limitNumberRange, [.min: "1", .max: "65535"]) }

    /// The help that states a field's limits before the first submit (policy.limits-stated): its
    /// length limits, in digits for a field typed on a number pad, or its number range, in cents
    /// for money; nil without limits. A field has one or the other: length checks on a number
    /// field are refused (`validation-not-for-type`).
    public func limits(
        minLength: Int?, maxLength: Int?, minimum: Double?, maximum: Double?, integer: Bool, money: Bool = false,
        digits: Bool = false
    ) -> String? {
        let unit = { (count: Int) in self.language.length(count, digits: digits) }
        let length: String? =
            switch (minLength, maxLength) {
            case (let low?, let high?) where low == high: text(.limitLengthExact, [.count: unit(low)])
            case (let low?, let high?):
                text(.limitLengthRange, [.min: bound(Double(low), integer: true), .max: unit(high)])
            case (let low?, nil): text(.limitLengthAtLeast, [.count: unit(low)])
            case (nil, let high?): text(.limitLengthAtMost, [.count: unit(high)])
            case (nil, nil): nil
            }
        let b = { (value: Double) in self.bound(value, integer: integer, money: money) }
        let range: String? =
            switch (minimum, maximum) {
            case (let low?, let high?) where low == high: text(.limitNumberExact, [.min: b(low)])
            case (let low?, let high?): text(.limitNumberRange, [.min: b(low), .max: b(high)])
            case (let low?, nil): text(.limitNumberAtLeast, [.min: b(low)])
            case (nil, let high?): text(.limitNumberAtMost, [.max: b(high)])
            case (nil, nil): nil
            }
        return length ?? range
    }

    /// `other` is the other date field's label ("Check-in date", written mid-sentence as the
    /// language writes a label there), or its identifier's words ("check in") when no label is known.
    public func dateAfter(other: String) -> String { text(.dateAfter, [.other: other]) }
    public func timeAfter(other: String) -> String { text(.timeAfter, [.other: other]) }
    public func dateTimeAfter(other: String) -> String { text(.dateTimeAfter, [.other: other]) }

    /// The age message for a birth date's bounds in whole years; nil without bounds.
    public func age(minimum: Int?, maximum: Int?) -> String? {
        ages(
            minimum, maximum, exact: .ageExact, range: .ageRange, atLeast: .ageAtLeast, atMost: .ageAtMost,
            rangeStart: language.rangeStartYears)
    }

    /// The help that states a birth date's age limits before the first submit (policy.limits-stated),
    /// or nil without any: a minimum age of 0 limits nothing. "18〜65歳": the help writes the unit
    /// once in every language.
    public func ageLimits(minimum: Int?, maximum: Int?) -> String? {
        ages(
            minimum.flatMap { $0 > 0 ? $0 : nil }, maximum, exact: .limitAgeExact, range: .limitAgeRange,
            atLeast: .limitAgeAtLeast, atMost: .limitAgeAtMost, rangeStart: { String($0) })
    }

    /// One age ("18 years"), a range of them or a bound, in the entries given; nil without bounds.
    private func ages(
        _ minimum: Int?, _ maximum: Int?, exact: MessageKey, range: MessageKey, atLeast: MessageKey,
        atMost: MessageKey, rangeStart: (Int) -> String
    ) -> String? {
        let years = language.years
        return switch (minimum, maximum) {
        case (let low?, let high?) where low == high: text(exact, [.min: years(low)])
        case (let low?, let high?): text(range, [.min: rangeStart(low), .max: years(high)])
        case (let low?, nil): text(atLeast, [.min: years(low)])
        case (nil, let high?): text(atMost, [.max: years(high)])
        case (nil, nil): nil
        }
    }

    /// "Email (required)" / "E-Mail (Pflichtfeld)" / "メールアドレス（必須）".
    public func requiredVisible(label: String) -> String { text(.requiredVisible, [.label: label]) }
    /// "Email, required" / "E-Mail, Pflichtfeld" / "メールアドレス、必須".
    public func requiredSpoken(label: String) -> String { text(.requiredSpoken, [.label: label]) }
    /// "Email, Enter email." / "メールアドレス、メールアドレスを入力してください。"
    public func nameWithError(name: String, error: String) -> String {
        text(.nameWithError, [.name: name, .error: error])
    }
    /// The parts around the error when the name is joined at run time: ("Email, ", "") in English,
    /// ("メールアドレス、", "") in Japanese. `prefix + error + suffix` equals `nameWithError`.
    public func nameAroundError(name: String) -> (prefix: String, suffix: String) {
        let template = template(.nameWithError)
        guard let range = template.firstRange(ofText: "{error}") else {
            return (nameWithError(name: name, error: ""), "")
        }
        return (
            fill(template[..<range.lowerBound], [.name: name], opensSentence: true),
            fill(template[range.upperBound...], [.name: name], opensSentence: false)
        )
    }

    public var submit: String { text(.submit) }
    public var submitted: String { text(.submitted) }
    public var allFieldsFixed: String { text(.allFieldsFixed) }
    public var choicePrompt: String { text(.choicePrompt) }
    public var keyboardDone: String { text(.keyboardDone) }
    public var keyboardNext: String { text(.keyboardNext) }

    /// The label already says the field is required, in any of the table's languages ("Email
    /// (required)", "E-Mail (Pflichtfeld)", "メール（必須）"), so no suffix is added. Every language is
    /// checked: a label is user text and need not be in the locale's language.
    public static func saysRequired(_ label: String) -> Bool {
        var lower = label.lowercased()
        // An ASCII label (most) holds none of the non-ASCII markers, and holds an ASCII one where
        // its bytes do: searched in bytes. The Character search was 2% of a 200-field form (issue 14).
        if lower.utf8.allSatisfy({ $0 < 0x80 }) {
            return lower.withUTF8 { bytes in
                MessageLanguage.allCases.contains { language in
                    language.requiredMarkers.contains { marker in
                        var marker = marker
                        return marker.utf8.allSatisfy { $0 < 0x80 } && marker.withUTF8 { bytes.contains(bytes: $0) }
                    }
                }
            }
        }
        return MessageLanguage.allCases.contains { language in
            language.requiredMarkers.contains { lower.firstRange(ofText: $0) != nil }
        }
    }
}

extension FieldSpec {
    /// The language of the words a11y-gen writes for this field, from its locale.
    public var messageLanguage: MessageLanguage { MessageLanguage.resolve(locale).language }
    /// The table in that language.
    public var messageTable: MessageTable { MessageTable(messageLanguage) }
}

extension FieldPlan {
    /// The table in the field's language: the renderer's words (`choicePrompt`, `keyboardDone`,
    /// `keyboardNext`, `nameWithError`) come from here.
    public var messageTable: MessageTable { spec.messageTable }
}

extension FormSpec {
    /// The table in the form's language: the renderer's form-level words (the keyboard toolbar's
    /// Next and Done) come from here.
    public var messageTable: MessageTable { MessageTable(locale: locale) }
}
