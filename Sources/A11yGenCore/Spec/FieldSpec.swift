/// How a field gets its one accessible name.
public enum LabelingStrategy: String, Codable, CaseIterable, Sendable {
    /// The TextField title (`TextField("Email", …)`).
    case title
    /// A `LabeledContent("Email") { TextField("", …) }` wrapper (iOS 16 / macOS 13).
    case labeledContent = "labeled-content"
    /// `TextField("", …)` named by `.accessibilityLabel("Email")`.
    case titleless
    /// `TextField(text:prompt:label:)`, for a row inside a `Form` (macOS shows the label at the leading edge).
    case formRow = "form-row"
}

/// What a field's value must satisfy before submit succeeds.
public struct Validation: Codable, Sendable, Equatable {
    public var required: Bool = false
    public var email: Bool = false
    public var pattern: String?
    public var patternMessage: String?
    public var minLength: Int?
    public var maxLength: Int?
    public var minimum: Double?
    public var maximum: Double?
    /// Date fields: the identifier of another date this one must come after (check-out after check-in).
    public var after: String?
    /// Date fields: an age range in whole years, for birth dates.
    public var minimumAge: Int?
    public var maximumAge: Int?

    public init() {}
}

/// Overrides for the generated error messages.
public struct ErrorMessages: Codable, Sendable, Equatable {
    public var required: String?
    public var email: String?
    public var length: String?
    public var range: String?
    public var after: String?
    public var age: String?
    /// Number fields: the text is not a number.
    public var number: String?
    /// Amounts of money: more digits after the decimal separator than the currency has.
    public var decimals: String?
    public init() {}
}

/// A validated description of one field: what the user asked for, before any decision is made.
public struct FieldSpec: Codable, Sendable, Equatable {
    public var label: String
    public var type: DataType
    /// The Swift identifier stem (`email` gives `email`, `emailError`, `emailFocused`); derived from the
    /// label when the spec gives none.
    public var name: String?
    public var placeholder: String?
    public var hint: String?
    public var validation: Validation
    public var messages: ErrorMessages
    public var labeling: LabelingStrategy
    /// Show a persistent label above the field (default true, per card 001).
    public var visibleLabel: Bool
    public var deployment: Deployment
    /// `en_US`-style locale. Its region picks postal-code keyboards and the currency; its language
    /// picks the language of the words a11y-gen writes (`MessageTable`: English, German, Japanese).
    public var locale: String?
    /// ISO 4217 code for currency fields.
    public var currencyCode: String?
    /// Date pickers: the style (default `automatic`).
    public var style: DatePickerStyleKind?
    /// Date pickers: hide the layout label (`.labelsHidden()`) behind a visible Text that names the picker.
    public var hideLabel: Bool = false
    /// Date pickers: the dates people may pick.
    public var range: DateRange?
    /// Steppers: the lowest value (default 0).
    public var min: Int?
    /// Steppers: the highest value (required: a stepper is bounded).
    public var max: Int?
    /// Steppers: how much one tap changes the value (default 1).
    public var step: Int?
    /// Steppers: the unit shown and spoken with the value, "item/items" (one, other) or one form for
    /// every count ("kg").
    public var unit: String?
    /// Choice fields: the options, each a value and a visible label (issue 13).
    public var options: [ChoiceOption]?
    /// Choice fields: a `CaseIterable` enum of the user's code that holds the options.
    public var optionsEnum: ChoiceEnum?
    /// Choice fields: the picker style the spec names (`style` in JSON); nil lets the planner choose.
    public var choiceStyle: ChoiceStyleKind?
    /// The text type the spec named before its `options` made it a choice (a warning says why).
    public var fixedSetFrom: DataType?

    public init(label: String, type: DataType) {
        self.label = label
        self.type = type
        validation = Validation()
        messages = ErrorMessages()
        labeling = .title
        visibleLabel = true
        deployment = Deployment(platforms: [.ios])
    }

    /// The region part of the locale (`en_US` -> `US`), uppercased.
    public var region: String? {
        guard let locale else { return nil }
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let last = parts.last, parts.count > 1, last.count == 2 else { return nil }
        return last.uppercased()
    }
}
