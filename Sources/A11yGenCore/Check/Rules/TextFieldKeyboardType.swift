/// `text-field.keyboard-type`: a `.keyboardType` that cannot type the field's data: a pad without
/// letters (`.numberPad`, `.decimalPad`, `.phonePad`, `.asciiCapableNumberPad`) on a field whose name
/// implies letters (email, URL, username, password, names, addresses), so people cannot enter a valid
/// value (card 000: set `.keyboardType` to match the expected input).
///
/// The data type is the one `text-field.no-unset-input-traits` infers (`DataType.resolve` on the
/// field's name, as `field --type` reads it). It "needs letters" when the generator's own table
/// (`InputTraits.of`) gives it a keyboard with letters for every region, and the pad's characters
/// come from `KeyboardType.typeableCharacters`: no second keyword list. The keyboard is the one
/// SwiftUI applies on iOS: the first `.keyboardType` compiled for iOS on the field's chain, then on
/// its containers' (the innermost wins).
///
/// Left alone, because the fit is a judgement rather than a contradiction: a letter keyboard on
/// numeric data (`.default` or `.emailAddress` on an amount can still type digits), one pad for
/// another (`.numberPad` on a phone number cannot type "+", but many apps take national numbers),
/// data the table types on `.numbersAndPunctuation` (a card expiry or a date typed as text, which a
/// formatter often fills from digits), postal codes (digits in some regions), keyboards under
/// conditions a11y-gen cannot evaluate (`DEBUG`), keyboards chosen at run time, and a pad on a
/// password whose title is digits ("1234": a numeric password). One more
/// contradiction is reported: a value:format: field whose format holds fractions (a currency with
/// minor units, a `Double`) on a pad with no decimal separator.
public struct TextFieldKeyboardType: CheckRule {
    public let id = RuleID.keyboardType
    public let help = "Use the keyboard that can type the field's data (`a11y-gen field --type <type>` shows it)."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") || node.isView("DSTextField"),
            let field = TextFieldTraits.of(node), field.platforms[.ios] != nil,
            let (modifier, keyboard) = Self.effectiveKeyboard(field), keyboard.typeableCharacters != nil
        else { return [] }
        guard Self.needsLetters(field.type) else { return fractionOnAPadWithout(node, field, modifier, keyboard) }
        // A content type written out overrode what the name or binding says (`.nickname` on `$phone`
        // with `.phonePad`): the keyboard fits that data, so the content type is the mistake, which
        // `text-field.content-type` reports; removing the keyboard would break the field.
        if field.impliedType != field.type, InputTraits.of(field.impliedType, region: nil).keyboard == keyboard {
            return []
        }
        // Two witnesses against one (rw19): a binding that names other data (`$tipAmount`) with the
        // pad the generator gives that data (`.decimalPad`) outweigh a title pasted from elsewhere
        // ("Name: "). Removing the pad would break the field: the title is the mistake, and it is
        // still one, since people see and say it (rev48).
        if let binding = TextFieldTraits.bindingName(node), let bound = Self.boundType(binding.last),
            bound != field.type, InputTraits.of(bound, region: nil).keyboard == keyboard
        {
            return [
                finding(
                    at: modifier.offset,
                    "\(field.described) names \(field.type.rawValue) data, but its binding (\(binding.full)) and its .keyboardType(\(keyboard.swift)) say \(bound.rawValue) data: the label people see and say does not match what they type",
                    fix:
                        "retitle the field after the \(bound.rawValue) data it holds and keep .keyboardType(\(keyboard.swift)); or, if it does hold \(field.type.rawValue) data, remove the keyboard"
                )
            ]
        }
        // A password whose title shows digits as the example (`SecureField("1234", …)` on a number
        // pad): the app collects a numeric password, a PIN by another name, and the pad fits it (rw16).
        if field.type == .password || field.type == .newPassword,
            let example = node.argument(nil)?.stringValue, example.contains(where: \.isNumber),
            example.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == " " || $0 == "-") })
        {
            return []
        }
        let fitting = field.traits.keyboard.map { ".keyboardType(\($0.swift))" }
        let fix =
            fitting.map { "use \($0)" }
            ?? "remove .keyboardType(\(keyboard.swift)); the default keyboard types \(field.type.rawValue) data"
        return [
            finding(
                at: modifier.offset,
                ".keyboardType(\(keyboard.swift)) has no letters, but \(field.described) holds \(field.type.rawValue) data: people cannot type a valid value",
                fix: fix,
                dependsOn: field.isCustom
                    ? "\(node.name!) is defined in another file; this applies if it passes the keyboard to its field"
                    : nil)
        ]
    }

    /// The data a binding's name spells: the whole (`$amount`), or its last word (`$tipAmount`).
    static func boundType(_ name: String) -> DataType? {
        if let whole = DataType.resolve(name) { return whole }
        guard let start = name.lastIndex(where: \.isUppercase), start != name.startIndex else { return nil }
        return DataType.resolve(String(name[start...]))
    }

    /// A `TextField(_:value:format:)` whose format holds fractions (`.currency(code: "EUR")`, a
    /// `Double` with `.number`) on a pad without a decimal separator (`.numberPad`, `.phonePad`): no
    /// one can type 12.50 (card 001: a price takes `.decimalPad`). Only where the format decides: a
    /// name alone ("Amount") may be a whole number, and a currency without minor units (JPY, KRW…)
    /// is whole.
    func fractionOnAPadWithout(
        _ node: SyntaxNode, _ field: TextFieldTraits, _ modifier: SyntaxNode, _ keyboard: KeyboardType
    ) -> [CheckFinding] {
        // `format: .currency(code: "EUR")`, or a `NumberFormatter` this file styles (`formatter: currency`).
        guard keyboard != .decimalPad,
            let format = node.argument("format").map({ "format \($0.text)" })
                ?? node.argument("formatter").map({ "formatter \($0.text)" }),
            let formatted = TextFieldTraits.formattedNumberType(node), !formatted.mayBeWholeNumber,
            formatted.type == .currency || formatted.type == .decimal,
            !Inference.currenciesWithoutMinorUnit.contains(where: { format.contains("\"\($0)\"") })
        else { return [] }
        return [
            finding(
                at: modifier.offset,
                ".keyboardType(\(keyboard.swift)) has no decimal separator, but \(field.described) holds \(formatted.type == .currency ? "currency amounts" : "decimal numbers") (\(format)): people cannot type a fraction such as 12.50",
                // Card 001: a value:format: field changes its value only when the edit is committed,
                // which a pad without Return cannot do; said here as text-field.no-unset-input-traits says it.
                fix:
                    "use .keyboardType(.decimalPad); it has no Return key to commit a \(node.argument("formatter") == nil ? "value:format:" : "value:formatter:") edit, so bind the text and read the number from it (as `a11y-gen field --type \(formatted.type.rawValue)` does)"
            )
        ]
    }

    /// Whether the generator's table gives `type` a keyboard with letters in every region: the
    /// default keyboard (nil) or a letter keyboard, never a pad or `.numbersAndPunctuation`.
    static func needsLetters(_ type: DataType) -> Bool { letteredTypes.contains(type) }

    /// `needsLetters` for every type, worked out once from the table.
    static let letteredTypes: Set<DataType> = Set(DataType.allCases.filter(computeNeedsLetters))

    static func computeNeedsLetters(_ type: DataType) -> Bool {
        let regions: [String?] =
            [nil] + InputTraits.digitPostalRegions.sorted() + InputTraits.punctuatedPostalRegions.sorted()
        return regions.allSatisfy { region in
            let traits = InputTraits.of(type, region: region)
            guard traits.control != .numberField, traits.keyboard != .numbersAndPunctuation else { return false }
            // A row with neither a keyboard nor a content type (free text, notes) says nothing about the data.
            guard traits.keyboard != nil || traits.content != nil else { return false }
            return traits.keyboard?.typeableCharacters == nil
        }
    }

    /// The `.keyboardType` SwiftUI applies on iOS, when that can be decided.
    static func effectiveKeyboard(_ field: TextFieldTraits) -> (SyntaxNode, KeyboardType)? {
        field.effective("keyboardType", on: .ios)
    }
}
