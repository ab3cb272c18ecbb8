/// One decision the generator made, with the rules behind it and why.
public struct Decision: Codable, Sendable, Equatable {
    /// What was decided: `control`, `keyboard`, `content-type.ios`, `labeling`, `error-wiring`, ….
    public var aspect: String
    /// What was chosen, as emitted (`.emailAddress`) or in words (`none`).
    public var choice: String
    public var rules: [RuleID]
    public var reason: String

    public init(_ aspect: String, _ choice: String, rules: [RuleID], _ reason: String) {
        self.aspect = aspect
        self.choice = choice
        self.rules = rules
        self.reason = reason
    }
}

/// The unit two dates are compared in (`Calendar.compare(_:to:toGranularity:)`).
public enum DateGranularity: String, Codable, Sendable {
    case day, minute
    /// Two pickers of the time alone: their hours and minutes, whatever day each holds (a time-only
    /// picker keeps the day it was made on, so "after" by timestamp would compare days people never see).
    case timeOfDay

    /// The `Calendar.Component` written in the generated code (the smallest one compared).
    public var swift: String { self == .day ? ".day" : ".minute" }
}

/// One check the generated validation performs, in order, with the message people see.
public struct ValidationCheck: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case required, email, pattern, minLength, maxLength, minimum, maximum
        /// Number fields: the text people typed is a number in their locale.
        case number
        /// Amounts of money: no more digits after the decimal separator than the currency has
        /// (`bound`: 2 for USD, 3 for KWD), trailing zeros aside. "12.345" is no amount of dollars.
        case fractionDigits
        /// Dates: after another date field (`other`); an age in whole years (`bound`).
        case after, minimumAge, maximumAge
    }
    public var kind: Kind
    public var message: String
    /// The regular expression for `email` and `pattern`.
    public var pattern: String?
    /// The bound for length, number and age checks.
    public var bound: Double?
    /// For `after`: the identifier of the other date field.
    public var other: String?
    /// For `after`: what the two dates are compared by. A calendar day when either picker shows only a
    /// date (its hidden time is the moment it was created, which nobody chose), else a minute.
    public var granularity: DateGranularity?
    /// The message on the Mac where it differs from `message` (iOS's): a toggle there is a checkbox,
    /// so a required one asks to check the box, not to turn a switch on.
    public var macMessage: String?

    init(
        kind: Kind, message: String, pattern: String? = nil, bound: Double? = nil, other: String? = nil,
        granularity: DateGranularity? = nil, macMessage: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.pattern = pattern
        self.bound = bound
        self.other = other
        self.granularity = granularity
        self.macMessage = macMessage
    }
}

/// How a failed date validation reaches VoiceOver users when focus cannot move (card 002).
public enum AnnouncementAPI: String, Codable, Sendable {
    /// `AccessibilityNotification.Announcement(_:).post()`, iOS 17 / macOS 14.
    case accessibilityNotification
    /// `UIAccessibility.post(notification: .announcement, argument:)`, iOS below 17.
    case uiAccessibility
    /// `NSAccessibility.post(element:notification:userInfo:)`, macOS below 14.
    case nsAccessibility

    /// The API this way of announcing emits.
    public var api: API {
        switch self {
        case .accessibilityNotification: .announcement
        case .uiAccessibility: .uiAccessibilityPost
        case .nsAccessibility: .nsAccessibilityPost
        }
    }
}

/// How a text field draws its 3:1 boundary (card 000 visible boundary; card 001 on OS 27).
public enum FieldBorder: String, Codable, Sendable {
    /// `.textFieldStyle(.roundedBorder)`, soft-deprecated in the 27 SDKs.
    case roundedBorder
    /// `.textFieldStyle(.bordered)` with `.textInputBorderShape(.roundedRectangle)`, OS 27 and later.
    case bordered

    /// The modifiers, one per line.
    public var modifiers: [String] {
        switch self {
        case .roundedBorder: [".textFieldStyle(.roundedBorder)"]
        case .bordered: [".textFieldStyle(.bordered)", ".textInputBorderShape(.roundedRectangle)"]
        }
    }

    public var apis: [API] {
        switch self {
        case .roundedBorder: [.roundedBorder]
        case .bordered: [.borderedTextField, .textInputBorderShape]
        }
    }
}

/// What was decided for a date picker.
public struct DatePickerPlan: Codable, Sendable, Equatable {
    public var components: DateComponentsKind
    public var style: DatePickerStyleKind
    /// True for graphical and wheel: the DatePicker string is the name and no .accessibilityLabel is added.
    public var namedByTitle: Bool
    public var hideLabel: Bool
    public var range: DateRange?
    /// Per platform, how an error is announced (only when the field can show one).
    public var announcements: [String: AnnouncementAPI]
    /// In a form, the first value of the date this one must follow (`after`), such as
    /// `Self.checkInStart`: the untouched picker starts a day (an hour, with a time) later, so a pair
    /// people leave as it is does not fail `after`. Nil alone, where the other date is the caller's.
    public var startsAfter: String? = nil
}

/// What was decided for a choice field (a Picker).
public struct ChoicePlan: Codable, Sendable, Equatable {
    /// The options the spec lists; empty when they come from `optionsEnum`.
    public var options: [ChoiceOption]
    public var optionsEnum: ChoiceEnum?
    /// The style, given by the spec or inferred (never unavailable on a platform the spec names).
    public var style: ChoiceStyleKind
    /// The Swift type of one option: `String`, or the enum's type. The state is this type, optional.
    public var valueType: String
    /// A visible "Select…" row tagged nil leads the list (policy.choice-no-selection-prompt).
    public var prompt: Bool
    /// A failed submit moves VoiceOver focus to the picker; otherwise the error is announced.
    public var errorMovesFocus: Bool
    /// Per platform, how an error is announced (only when the picker announces it).
    public var announcements: [String: AnnouncementAPI]
}

/// Everything decided about one field. The Swift code, the JSON result and `explain` all read this.
public struct FieldPlan: Codable, Sendable, Equatable {
    public var spec: FieldSpec
    /// The label as spoken and shown (control-type words removed).
    public var label: String
    /// Identifier stem: `email` -> `email`, `emailError`, `emailFocused`, `validateEmail()`.
    public var identifier: String
    public var control: ControlKind
    public var number: NumberKind?
    public var currencyCode: String?
    /// UIKit keyboard; nil when the system default is right or iOS is not targeted.
    public var keyboard: KeyboardType?
    public var iosContentType: ContentType?
    public var macosContentType: ContentType?
    public var autocapitalization: Autocapitalization?
    public var autocorrectionDisabled: Bool
    public var submitLabel: SubmitLabelKind?
    public var labeling: LabelingStrategy
    public var visibleLabel: Bool
    /// The label people see: with " (required)" when the field must be filled (policy.required-indicated).
    public var visibleText: String
    /// The accessible name while no error shows: the label, with ", required" when the field must be filled.
    public var spokenName: String
    /// The text field style per platform (`ios`, `macos`): `.roundedBorder`, or `.bordered` from OS 27.
    public var borders: [String: FieldBorder]
    /// A street address that wraps onto more lines (`axis: .vertical`, policy.long-input-wraps).
    public var wraps: Bool
    public var checks: [ValidationCheck]
    /// Set for date, time and date-time fields.
    public var datePicker: DatePickerPlan?
    /// Set for toggle fields.
    public var toggle: TogglePlan? = nil
    /// Set for stepper fields.
    public var stepper: StepperPlan? = nil
    /// Set for choice fields (Picker).
    public var choice: ChoicePlan? = nil
    /// The help a11y-gen writes under a text field to state its length or number limits when the
    /// spec gives no hint ("At least 12 characters.", policy.limits-stated); nil otherwise.
    public var statedLimits: String? = nil
    /// A short field's width at the default text size, in points, scaled with Dynamic Type
    /// (textfield-ref.size-to-expected-text); nil for a field as wide as its container.
    public var expectedWidth: Int? = nil
    public var deployment: Deployment
    public var decisions: [Decision]
    public var warnings: [Diagnostic]
    /// What a person must still check on a device; no tool can.
    public var verify: [String]

    /// The help under the field, also its VoiceOver hint: the spec's hint, else the limits
    /// a11y-gen states. An empty hint in the spec means none, limits included.
    public var hint: String? {
        if let own = spec.hint { return own.isEmpty ? nil : own }
        return statedLimits
    }

    /// The family that planned it (text field or date picker), which answers the two below.
    var family: FieldFamily { FieldFamily.of(control) }
    /// In a form's keyboard order: Return, Next and Done (`FieldFamily.takesTypedInput`).
    public var takesTypedInput: Bool { family.takesTypedInput }
    /// A failed submit moves VoiceOver to it; otherwise its error is announced (`FieldFamily.errorMovesFocus`).
    public var errorMovesFocus: Bool { choice.map(\.errorMovesFocus) ?? family.errorMovesFocus }
    /// A segmented picker in a file for iOS and the Mac: its segments are one named container on
    /// iOS, which VoiceOver focus is not sent to (the problem is announced there), and one control
    /// named by its title on the Mac, where a failed submit moves VoiceOver to it as in a Mac-only
    /// file (axr20 #2).
    public var errorMovesFocusOnMacOnly: Bool {
        guard let choice, canShowError, !choice.errorMovesFocus, choice.style == .segmented else { return false }
        return deployment.platforms.contains(.macos)
    }
    /// In a form, the row binds the form's keyboard focus: a text field, and a toggle or a picker that
    /// can show an error. A menu picker takes no VoiceOver focus (card 004), so its error is
    /// announced, but Full Keyboard Access and the Mac's keyboard navigation still move to it;
    /// steppers and date pickers bind none.
    public var bindsFormFocus: Bool {
        takesTypedInput || (canShowError && (toggle != nil || choice != nil))
    }
    /// In a form, the row binds an accessibility focus of its own: a text field (Done puts VoiceOver
    /// back on it), and a row whose error moves VoiceOver to it on a failed submit.
    public var bindsAccessibilityFocus: Bool { takesTypedInput || (bindsFormFocus && errorMovesFocus) }
    /// A field with any check can show an error, so it gets error state and an accessibility focus.
    public var canShowError: Bool { !checks.isEmpty }
    /// The iOS keyboard has no Return key (number, decimal, phone pads), so `.onSubmit` never fires:
    /// a keyboard toolbar gives Done (and Next in a form), and Done puts VoiceOver back on the field.
    public var keyboardLacksReturn: Bool { keyboard.map { !$0.hasReturnKey } ?? false }
    /// A text field on a keyboard that types the device's own numerals (a pad, or numbers and
    /// punctuation: ١٢٣ with Arabic-Indic digits), or on none a11y-gen sets (the Mac, the default
    /// keyboard) with a pattern of ASCII digits: its check and the value it is read as take the
    /// digits as 0-9 (axr18). A number field's locale-aware parse reads them already; the
    /// `asciiCapable` pads type 0-9 only.
    public var foldsDigits: Bool {
        Self.foldsDigits(control: control, keyboard: keyboard, pattern: spec.validation.pattern)
    }

    public static func foldsDigits(control: ControlKind, keyboard: KeyboardType?, pattern: String?) -> Bool {
        guard control == .textField else { return false }
        if let keyboard { return keyboardsTypingDeviceDigits.contains(keyboard) }
        return pattern?.contains("0-9") == true
    }

    /// The keyboards that type the device's own digits.
    public static let keyboardsTypingDeviceDigits: [KeyboardType] = [
        .numbersAndPunctuation, .numberPad, .phonePad, .decimalPad,
    ]
    /// The function that does it.
    public static let digitsFunctionName = "asciiDigits"
    /// A vertical field (`axis: .vertical`): the software keyboard's Return types a line break and
    /// `.onSubmit` does not fire, so Return cannot move on or submit from it.
    public var returnInsertsLineBreak: Bool { control == .multilineTextField || wraps }
    /// Return cannot leave the field on iPhone: a snippet brings a keyboard toolbar with Done.
    public var needsKeyboardDone: Bool { keyboardLacksReturn || returnInsertsLineBreak }
    /// The accessible name differs from the visible label at some point (an error or "required"
    /// joins it), so Voice Control needs the visible label as its input label.
    public var nameChanges: Bool { canShowError || spokenName != label }
    /// `@FocusState` for a snippet: keyboard focus moves to the field on error, and the toolbar's Done.
    public var editingName: String { identifier + "Editing" }
    /// A number field's text parsed in the person's locale.
    public var valueName: String { identifier + "Value" }
    public var errorName: String { identifier + "Error" }
    /// The state that says the field has been checked (Return or submit): from then on its error
    /// follows what is entered, so a fix clears the error, on screen and in the name, at once.
    public var checkedName: String { identifier + "Checked" }
    public var focusName: String { identifier + "Focused" }
    public var validateName: String { "validate" + Identifier.upperFirst(identifier) }
    /// Runs as keyboard focus enters or leaves a field that can show an error: checks it as people
    /// leave it typed in (textfield-ref.validate-at-right-moment).
    public var leaveCheckName: String { identifier + "FocusChanged" }
    /// The problem VoiceOver last spoke with a text field's name (as it took focus, or announced as it
    /// was left): leaving it with a different one announces it, the same one is not repeated.
    public var spokenErrorName: String { identifier + "SpokenError" }
    /// The `@ScaledMetric` width of a short field (`expectedWidth`).
    public var widthName: String { identifier + "Width" }
    /// A search snippet's function for the Search key: `search()`, or `runSearch()` for a field that is
    /// itself called `search` (its `@State` holds that name).
    public var searchActionName: String { identifier == "search" ? "runSearch" : "search" }
    public var messageName: String { identifier + "ErrorMessage" }
    /// Runs when a date picker's or a toggle's problem changes because its value changed: once
    /// checked, a new problem is announced (policy.date-change-announced, toggle.change-announced).
    public var changeCheckName: String { identifier + "ProblemChanged" }
    public var rangeName: String { identifier + "Range" }
    /// A form row of a Mac-only form: a row of the Form itself (a `Group`), whose label column shows
    /// the field's title, so no Text goes above it.
    var isMacOnlyFormRow: Bool { labeling == .formRow && deployment.platforms == [.macos] }
    /// A multiplatform form row with a visible label: a stack on both platforms, which the Mac's
    /// label column does not label, so the Text above shows there too and the Mac hides the title's
    /// second copy with `.labelsHidden()`.
    var isMultiplatformFormRowWithLabel: Bool { labeling == .formRow && deployment.isMultiplatform && visibleLabel }
}
