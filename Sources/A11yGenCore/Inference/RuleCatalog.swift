/// Where a rule comes from.
public enum RuleSource: String, Codable, CaseIterable, Sendable {
    /// ../shared/seeds/000: Text Field card (normative for TextField / SecureField).
    case textFieldCard = "000-text-field"
    /// ../shared/seeds/001: TextField reference (variants, macOS).
    case textFieldReference = "001-textfield-reference"
    /// ../shared/seeds/002: Date Picker card (normative for DatePicker).
    case datePickerCard = "002-date-picker"
    /// ../shared/seeds/004: Foundations, cross-cutting rules.
    case foundations = "004-foundations"
    /// ../shared/seeds/README.md: a disagreement between cards, resolved by a11y-gen.
    case resolution = "seeds-readme-resolution"
    /// a11y-gen's own policy for generated code (not from a card).
    case policy = "a11y-gen-policy"

    /// The seed file a quote must appear in verbatim, when the rule quotes a card.
    public var seedFile: String? {
        switch self {
        case .textFieldCard: "000_f496c49a68d37f65.txt"
        case .textFieldReference: "001_1900ebf82cd028c5.txt"
        case .datePickerCard: "002_174ac302fc005b36.txt"
        case .foundations: "004_a765bdac68088669.txt"
        case .resolution, .policy: nil
        }
    }
}

/// One rule of the catalog: a stable id, its source, and the card's own words.
public struct Rule: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A card's "Must Haves" bullet (card 001: its Rules and Pitfalls bullets and Important line).
        case must
        /// A card's "Donts" bullet.
        case dont
        /// A card's "Customizable" option (card 001: a Variants line).
        case allowed
        /// A card's "Acceptance Checks" line: what a tester verifies on the running control.
        case check
        /// A card's "Use when" / "Do not use when" line: which component to pick, not how to build it.
        case selection
        case resolution, policy
    }
    public var id: RuleID
    public var source: RuleSource
    public var kind: Kind
    /// Verbatim text from the card (tested against the seed file), or the resolution's reasoning.
    public var text: String
    /// WCAG success criteria, only where the card itself names them.
    public var wcag: [String]
    /// For resolutions: the rule ids whose conflict this settles.
    public var resolves: [RuleID]
}

/// Stable rule ids. Every decision and every check finding cites these.
public enum RuleID: String, Codable, CaseIterable, Sendable, Comparable {
    // Card 000, Must Haves
    case accessibleName = "text-field.accessible-name"
    case labeledContentSingleName = "text-field.labeled-content-single-name"
    case keyboardType = "text-field.keyboard-type"
    case contentType = "text-field.content-type"
    case visibleBoundary = "text-field.visible-boundary"
    case errorInLabel = "text-field.error-in-label"
    case errorFocus = "text-field.error-focus"
    case fieldDynamicType = "text-field.dynamic-type"
    case fieldTouchTarget = "text-field.touch-target"
    case fieldFocusVisible = "text-field.focus-visible"
    // Card 000, Donts
    case noPlaceholderOnlyLabel = "text-field.no-placeholder-only-label"
    case noVerticalLabeledContentStyle = "text-field.no-vertical-labeled-content-style"
    case noLabelOverLabeledContent = "text-field.no-label-over-labeled-content"
    case noControlTypeInLabel = "text-field.no-control-type-in-label"
    case noUnsetInputTraits = "text-field.no-unset-input-traits"
    case noColorOnlyError = "text-field.no-color-only-error"
    case noErrorInValue = "text-field.no-error-in-value"
    case noErrorOnlyInHint = "text-field.no-error-only-in-hint"
    // Card 000, Acceptance Checks
    case fieldCheckSingleElement = "text-field.check-single-element"
    case fieldCheckNoControlTypeInName = "text-field.check-no-control-type-in-name"
    case fieldCheckNameSpoken = "text-field.check-name-spoken"
    case fieldCheckDoubleTapEdits = "text-field.check-double-tap-edits"
    case fieldCheckErrorAnnounced = "text-field.check-error-announced"
    case fieldCheckSecureSilent = "text-field.check-secure-silent"
    case fieldCheckSwitchKeyboardReach = "text-field.check-switch-keyboard-reach"
    case fieldCheckDynamicType = "text-field.check-dynamic-type"
    case fieldCheckBoundaryContrast = "text-field.check-boundary-contrast"
    case fieldCheckErrorNotColorOnly = "text-field.check-error-not-color-only"
    // Card 000, Customizable
    case secureField = "text-field.secure-field"
    case editingBehavior = "text-field.editing-behavior"
    // Card 000, Selection ("Do not use when")
    case multilineUsesTextEditor = "text-field.multiline-uses-text-editor"
    // Cards 000 and 002, Selection: the component a fixed set of values takes (issue 13)
    case selectMenu = "select.menu"
    case selectWheel = "select.wheel"
    case selectSegmented = "select.segmented"
    // Card 001
    case keepVisibleLabel = "textfield-ref.keep-visible-label"
    case keyboardFitsContent = "textfield-ref.keyboard-fits-content"
    case validateAtRightMoment = "textfield-ref.validate-at-right-moment"
    case defaultStyleHasNoBorder = "textfield-ref.default-style-has-no-border"
    case growForLongerText = "textfield-ref.grow-for-longer-text"
    case valueFormatCommits = "textfield-ref.value-format-commits"
    case macLabelNextToField = "textfield-ref.macos-label-next-to-field"
    case macFormLabels = "textfield-ref.macos-form-labels"
    case tabOrder = "textfield-ref.tab-order"
    case sizeToExpectedText = "textfield-ref.size-to-expected-text"
    case stateBinding = "textfield-ref.state-binding"
    case focusIsState = "textfield-ref.focus-is-state"
    case macSizeForContent = "textfield-ref.macos-size-for-content"
    case macCheckInputMoment = "textfield-ref.macos-check-input-moment"
    case macBorderedStyle = "textfield-ref.macos-27-bordered"
    // Card 002
    case datePickerNative = "date-picker.native"
    case datePickerComponents = "date-picker.displayed-components"
    case datePickerNamePerStyle = "date-picker.name-per-style"
    case datePickerCompactLabel = "date-picker.compact-accessibility-label"
    case datePickerTitleName = "date-picker.graphical-wheel-title"
    case datePickerDistinctNames = "date-picker.distinct-names"
    case datePickerTouchTarget = "date-picker.touch-target"
    case datePickerFocusVisible = "date-picker.focus-visible"
    case datePickerNoLabelOnTitleStyles = "date-picker.no-label-on-graphical-wheel"
    case datePickerNoEmptyLabel = "date-picker.no-empty-label"
    case datePickerNoVisibleLabelAlone = "date-picker.no-visible-label-alone"
    case datePickerNoFocusRestore = "date-picker.no-focus-restore"
    case datePickerDatesOnly = "date-picker.dates-only"
    case datePickerRange = "date-picker.range"
    case datePickerLabelsHidden = "date-picker.labels-hidden"
    // Card 002, Acceptance Checks
    case datePickerCheckSemantics = "date-picker.check-semantics"
    case datePickerCheckNameSource = "date-picker.check-name-source"
    case datePickerCheckNameSpokenOnce = "date-picker.check-name-spoken-once"
    case datePickerCheckValueUpdates = "date-picker.check-value-updates"
    case datePickerCheckEmptyLabelSilent = "date-picker.check-empty-label-silent"
    case datePickerCheckSwitchKeyboardAdjust = "date-picker.check-switch-keyboard-adjust"
    case datePickerCheckDynamicType = "date-picker.check-dynamic-type"
    case datePickerCheckContrast = "date-picker.check-contrast"
    // Card 004
    case noFocusFromDatePicker = "global.no-focus-from-date-picker"
    case nativeFirst = "global.native-first"
    case touchTargetSize = "global.touch-target-size"
    case focusVisible = "global.focus-visible"
    case semanticColor = "global.semantic-color"
    case noRawColors = "global.no-raw-colors"
    case dynamicType = "global.dynamic-type"
    case textWraps = "global.text-wraps"
    case noFixedFontSize = "global.no-fixed-font-size"
    case noTruncatingLineLimit = "global.no-truncating-line-limit"
    case scaledMetric = "global.scaled-metric"
    case navigationTitle = "global.navigation-focus"
    case announcements = "global.announcements"
    case announcementDelay = "global.announcement-delay"
    case focusManagement = "global.focus-management"
    case noFocusOnPassiveContent = "global.no-focus-on-passive-content"
    // Card 004, the other bullets, one case each, in card order. Native First
    case nativeControlsCarryContract = "global.native-controls-carry-contract"
    case assembledControlDeclaresAll = "global.assembled-control-declares-all"
    case componentFallbackFirst = "global.component-fallback-first"
    case noVisualMatchAsSemantic = "global.no-visual-match-as-semantic"
    case noReplacingNativeForStyle = "global.no-replacing-native-for-style"
    // Touch Target Size
    case touchTargetFloor = "global.touch-target-floor"
    case touchTargetInlineExempt = "global.touch-target-inline-exempt"
    case touchTargetIconFrame = "global.touch-target-icon-frame"
    case noGlyphSizeAlone = "global.no-glyph-size-alone"
    // Focus States
    case noStyleHidingFocus = "global.no-style-hiding-focus"
    // Semantic Color
    case nativeControlStyles = "global.native-control-styles"
    case semanticIndicatorColor = "global.semantic-indicator-color"
    case noStrippedControlContrast = "global.no-stripped-control-contrast"
    case noColorOnlyState = "global.no-color-only-state"
    // Dynamic Type
    case noDynamicTypeClamp = "global.no-dynamic-type-clamp"
    // Custom Control Representation
    case customControlRepresentation = "global.custom-control-representation"
    case representationSharedState = "global.representation-shared-state"
    case directInteractionTrait = "global.direct-interaction-trait"
    case noTapOnlyCustomControl = "global.no-tap-only-custom-control"
    case noLooseTraits = "global.no-loose-traits"
    // Navigation Focus
    case systemPushFocus = "global.system-push-focus"
    case restoreFocusOnPop = "global.restore-focus-on-pop"
    case noUntitledPush = "global.no-untitled-push"
    case noPushFocusOverride = "global.no-push-focus-override"
    // Announcements
    case announcePassiveChanges = "global.announce-passive-changes"
    case uikitAnnouncement = "global.uikit-announcement"
    case noSilentStatus = "global.no-silent-status"
    case noFocusToStatus = "global.no-focus-to-status"
    case noUndelayedAnnouncement = "global.no-undelayed-announcement"
    // Focus Management
    case overlayFocusRestore = "global.overlay-focus-restore"
    case keyboardToolbarFocusRestore = "global.keyboard-toolbar-focus-restore"
    case focusManagementScope = "global.focus-management-scope"
    case noStrandedFocus = "global.no-stranded-focus"
    // Resolutions of the disagreements the seeds README lists (and one more found while building)
    case errorInLabelNotHint = "resolve.error-in-label-not-hint"
    case persistentLabelSingleName = "resolve.persistent-label-single-name"
    case labeledContentError = "resolve.labeled-content-error"
    case multilineAxisVertical = "resolve.multiline-axis-vertical"
    case datePickerErrorAnnounced = "resolve.date-picker-error-announced"
    case datePickerErrorInName = "resolve.date-picker-error-in-name"
    case macDatePickerStyles = "resolve.macos-date-picker-styles"
    case messageContrast = "resolve.message-contrast"
    case hintYieldsToError = "resolve.hint-yields-to-error"
    // a11y-gen policies
    case minimumOSOnly = "policy.minimum-os-apis-only"
    case platformGuards = "policy.platform-guards"
    case escapedLiterals = "policy.escaped-literals"
    case postalCodeLocale = "policy.postal-code-locale"
    case keyboardWithoutReturn = "policy.keyboard-without-return"
    case numbersTypedAsText = "policy.numbers-typed-as-text"
    case errorAlwaysSpoken = "policy.error-always-spoken"
    case dateStartsInRange = "policy.date-starts-in-range"
    case requiredIndicated = "policy.required-indicated"
    case currencyStated = "policy.currency-stated"
    case limitsStated = "policy.limits-stated"
    case dateChangeAnnounced = "policy.date-change-announced"
    case voiceControlLabel = "policy.voice-control-label"
    case macDefaultButton = "policy.macos-default-button"
    case iosSubmitButtonTarget = "policy.ios-submit-button-target"
    case borderedFrom27 = "policy.bordered-from-27"
    case padFitsPattern = "policy.pad-fits-pattern"
    case traitsFromTable = "policy.traits-from-table"
    case padFitsRange = "policy.pad-fits-range"
    case longInputWraps = "policy.long-input-wraps"
    case searchSemantics = "policy.search-semantics"
    case formTitle = "policy.form-title"
    case formRowNeedsForm = "policy.form-row-needs-form"
    // Toggles (issue 13): a11y-gen policies over card 004 and Apple's HIG
    case toggleNative = "toggle.native"
    case toggleSingleName = "toggle.single-name"
    case toggleSystemStyle = "toggle.system-style"
    case toggleConsentError = "toggle.consent-error"
    case toggleStartsOff = "toggle.starts-off"
    case toggleChangeAnnounced = "toggle.change-announced"
    // Steppers (issue 13): a11y-gen policies over card 004 and Apple's HIG
    case stepperNative = "stepper.native"
    case stepperSingleName = "stepper.single-name"
    case stepperVisibleValue = "stepper.visible-value"
    case stepperValueWithUnit = "stepper.value-with-unit"
    case stepperBounds = "stepper.bounds"
    case stepperSystemSize = "stepper.system-size"
    // a11y-gen policies for choice fields (issue 13)
    case choiceStringValues = "policy.choice-string-values"
    case choiceSegmentedFew = "policy.choice-segmented-few"
    case choiceLongList = "policy.choice-long-list"
    case choiceMacRadioGroup = "policy.choice-macos-radio-group"
    case choiceNoSelectionPrompt = "policy.choice-no-selection-prompt"
    case choiceVisibleLabel = "policy.choice-visible-label"
    case choiceErrorFocus = "policy.choice-error-focus"
    case choiceChangeAnnounced = "policy.choice-change-announced"
    case choiceOptionText = "policy.choice-option-text"
    // a11y-gen's own rule for `check`'s suppression comments.
    case checkUnknownRule = "check.unknown-rule"
    case checkUnusedSuppression = "check.unused-suppression"

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
    /// Hashed by case, not by raw value: the standard library's default for a String-backed enum hashes
    /// the whole string, and the sets of these that each field builds were 4% of a form (issue 14).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }

    /// Each of `rules` once, sorted: a flag per case (a case's tag is its place among `allCases`)
    /// where a set hashed every rule of every decision, 2M instructions of a 200-field form on one core.
    static func distinctSorted(_ rules: some Sequence<RuleID>) -> [RuleID] {
        let all = allCases
        var present = [Bool](repeating: false, count: all.count)
        for rule in rules { present[caseTag(of: rule)] = true }
        return all.indices.filter { present[$0] }.map { all[$0] }.sorted()
    }
}

/// The machine-readable rule catalog; `Specs/rules.json` is exported from it (a test keeps them equal).
public enum RuleCatalog {
    public static func rule(_ id: RuleID) -> Rule { byID[id]! }

    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static let all: [Rule] = [
        // MARK: Card 000, Text Field
        must(
            .accessibleName, .textFieldCard,
            "The field has an accessible name matching its visible label, supplied by the TextField title, an .accessibilityLabel on a titleless field, or a LabeledContent wrapper."
        ),
        must(
            .labeledContentSingleName, .textFieldCard,
            "When a LabeledContent supplies the name, do not also add an .accessibilityLabel; the wrapper already provides the name and a second one overrides it."
        ),
        must(
            .keyboardType, .textFieldCard,
            "Set .keyboardType to match the expected input (e.g., .emailAddress, .numberPad) so the correct software keyboard appears."
        ),
        must(
            .contentType, .textFieldCard,
            "Set .textContentType to the matching semantic type (e.g., .emailAddress, .password, .oneTimeCode, .postalCode) so AutoFill and QuickType offer the right value."
        ),
        must(
            .visibleBoundary, .textFieldCard,
            "Give the field a visible boundary that meets 3:1 non-text contrast against its background, e.g., .textFieldStyle(.roundedBorder) or .border(.secondary); the default borderless TextField boundary can fall below 3:1."
        ),
        must(
            .errorInLabel, .textFieldCard,
            "When the field can show a validation error, append the error text to the field's accessibility label dynamically (e.g., \"Email, Enter a valid email address.\") and signal it with more than color, so VoiceOver announces the error with the field name while the typed text remains the field's value, and the state is not conveyed by color alone."
        ),
        must(
            .errorFocus, .textFieldCard,
            "Move VoiceOver focus to the errored field with @AccessibilityFocusState and .accessibilityFocused when validation fails on submit."
        ),
        must(
            .fieldDynamicType, .textFieldCard,
            "Support Dynamic Type: use a built-in text style so the field's label and text scale, and allow the label to wrap rather than truncate at accessibility sizes."
        ),
        must(
            .fieldTouchTarget, .textFieldCard,
            "Meets the touch target size baseline in global_rules.md (global.touch-target-size)."),
        must(
            .fieldFocusVisible, .textFieldCard,
            "Meets the system focus indicator baseline in global_rules.md (global.focus-visible)."),
        dont(
            .noPlaceholderOnlyLabel, .textFieldCard,
            "Do not rely on a placeholder as the only label; the placeholder disappears once the user types, can fall below text contrast, and leaves the field with no accessible name for VoiceOver."
        ),
        dont(
            .noVerticalLabeledContentStyle, .textFieldCard,
            "Do not wrap the field in a LabeledContent styled to stack its label vertically above the field (a custom vertical LabeledContentStyle); VoiceOver then cannot double-tap to activate the field and Voice Control cannot target it by name, due to a known Apple bug."
        ),
        dont(
            .noLabelOverLabeledContent, .textFieldCard,
            "Do not add an .accessibilityLabel on top of a LabeledContent-supplied name; the extra label overrides the paired one and can desync from the visible text."
        ),
        dont(
            .noControlTypeInLabel, .textFieldCard,
            "Do not include the control type in the label (e.g., .accessibilityLabel(\"Email text field\")); VoiceOver already announces \"Text Field\", so this doubles it."
        ),
        dont(
            .noUnsetInputTraits, .textFieldCard,
            "Do not leave .keyboardType and .textContentType unset on a field that maps to a known type; it suppresses the right keyboard and blocks AutoFill."
        ),
        dont(.noColorOnlyError, .textFieldCard, "Do not signal a validation error with color alone."),
        dont(
            .noErrorInValue, .textFieldCard,
            "Do not add error text to the .accessibilityValue; it replaces the typed text, so VoiceOver stops speaking the field's actual value."
        ),
        dont(
            .noErrorOnlyInHint, .textFieldCard,
            "Do not expose error text only through an .accessibilityHint; users can turn hints off in VoiceOver settings and would never hear the error."
        ),
        check(
            .fieldCheckSingleElement, .textFieldCard,
            "Each field is a single accessible element exposing the text-field trait, its accessible name, and its current value; a SecureField masks its value and surfaces separately as a secure text field."
        ),
        check(
            .fieldCheckNoControlTypeInName, .textFieldCard,
            "The accessible name does not repeat the control type (no \"text field\" in the name)."
        ),
        check(
            .fieldCheckNameSpoken, .textFieldCard,
            "VoiceOver speaks each field's name from its title, .accessibilityLabel, or LabeledContent wrapper; the titleless ZIP field speaks \"ZIP code\", never silence or a blank name."
        ),
        check(
            .fieldCheckDoubleTapEdits, .textFieldCard,
            "Double-tapping a field begins editing, including the LabeledContent-named field; this is the exact activation a vertical LabeledContentStyle breaks."
        ),
        check(
            .fieldCheckErrorAnnounced, .textFieldCard,
            "On submitting an invalid email, VoiceOver announces the error text as part of the field's label, the typed text is still spoken as the field's value, and focus moves to the errored field."
        ),
        check(
            .fieldCheckSecureSilent, .textFieldCard,
            "The secure field does not speak its typed characters."
        ),
        check(
            .fieldCheckSwitchKeyboardReach, .textFieldCard,
            "Each field is reachable and focusable via Switch Control and a hardware keyboard, and editing can begin from either."
        ),
        check(
            .fieldCheckDynamicType, .textFieldCard,
            "Field labels and entered text scale with Dynamic Type and stay fully visible (no clipping or truncation) at accessibility text sizes."
        ),
        check(
            .fieldCheckBoundaryContrast, .textFieldCard,
            "Each field has a visible boundary meeting 3:1 non-text contrast against the background, including the borderless default case."
        ),
        check(
            .fieldCheckErrorNotColorOnly, .textFieldCard,
            "The validation error is conveyed by more than color (error text plus color, not color alone)."
        ),
        allowed(
            .secureField, .textFieldCard,
            "For masked secret entry, SecureField may replace TextField; it carries the same labeling and content-type requirements and additionally hides the typed value (pair it with .textContentType(.password), .newPassword, or .oneTimeCode)."
        ),
        allowed(
            .editingBehavior, .textFieldCard,
            "Editing-behavior modifiers such as .textInputAutocapitalization and .autocorrectionDisabled() may be tuned to the field's data (e.g., disabling both on an email field) without affecting the accessible name."
        ),
        selection(
            .multilineUsesTextEditor, .textFieldCard,
            "Do not use when the user enters more than one line of text, such as a message body or review (use text-editor.basic)."
        ),

        selection(
            .selectMenu, .textFieldCard,
            "Do not use when the value is chosen from a fixed set of options rather than typed (use select.menu)."),
        selection(
            .selectWheel, .datePickerCard,
            "Do not use when the wheel spins through values that are not dates or times (use select.wheel)."),
        selection(
            .selectSegmented, .datePickerCard,
            "Do not use when the choice is among a few visible options that fit inline (use select.segmented)."),

        // MARK: Card 001, TextField reference
        must(
            .keepVisibleLabel, .textFieldReference,
            "Keep a visible label once people start typing. The placeholder disappears with the first keystroke. A label beside or above the field still says what each value is."
        ),
        must(
            .keyboardFitsContent, .textFieldReference,
            "Show the keyboard that fits the content. An email field with `.emailAddress` puts @ on the first screen, and a price with `.decimalPad` shows only digits. It saves taps and typos."
        ),
        must(
            .validateAtRightMoment, .textFieldReference,
            "Validate at the right moment. Check an email address when people leave the field, not on the first letter. Show the problem right under the field, in words."
        ),
        must(
            .defaultStyleHasNoBorder, .textFieldReference,
            "Outside a `Form` or `List`, the default style has no border, so the field can look invisible. Add `.textFieldStyle(.roundedBorder)` or a background of your own."
        ),
        must(
            .growForLongerText, .textFieldReference,
            "Let it grow for longer text. `TextField(_:text:axis: .vertical)` wraps onto new lines as people type; cap it with `.lineLimit(1...5)`. For a full page of text, use [TextEditor](text-editor.md)."
        ),
        must(
            .valueFormatCommits, .textFieldReference,
            "A `String` updates as people type; other values wait. A field bound with `value:format:` changes its value only when people commit the edit, such as by pressing Return."
        ),
        must(
            .macLabelNextToField, .textFieldReference,
            "Keep a label next to the field. Placeholder text disappears as soon as people type, so a label beside the field keeps reminding them what it's for."
        ),
        allowed(
            .macFormLabels, .textFieldReference,
            "In a `Form`, the Mac puts each field's label at the leading edge and shows the `prompt` inside the field."),
        must(
            .tabOrder, .textFieldReference,
            "Let Tab move through fields in order. People expect focus to go top to bottom and leading to trailing. SwiftUI does this for you; see [Focus & keyboard navigation](focus-keyboard.md) when you need more."
        ),
        must(
            .sizeToExpectedText, .textFieldReference,
            "Size the field to the text you expect. A short field for a ZIP code and a wide one for a street address tell people how much to type."
        ),
        must(
            .stateBinding, .textFieldReference,
            "The field edits a string you own. Pass a `@State` property with `$`, like a controlled `<input>` in React. It updates on every keystroke."
        ),
        must(
            .focusIsState, .textFieldReference,
            "Focus and the keyboard are state too. To move between fields on Return or hide the keyboard, see [Keyboard & Focus](focus-state.md)."
        ),
        must(
            .macSizeForContent, .textFieldReference,
            "Size the field for what goes in it. The width hints at how much to type. A ZIP code needs a short field; a street address needs a long one."
        ),
        must(
            .macCheckInputMoment, .textFieldReference,
            "Check input at the right moment. Check an email address when people move to the next field. Check a new user name before they move on, so they can fix it right away."
        ),
        must(
            .macBorderedStyle, .textFieldReference,
            "On macOS 27 and later, use `.bordered` for a border. It replaces `.roundedBorder`; pair it with `.textInputBorderShape(_:)`, such as `.capsule`, to choose the shape."
        ),

        // MARK: Card 002, Date Picker
        Rule(
            id: .datePickerNative, source: .datePickerCard, kind: .must,
            text:
                "Use the native DatePicker so it exposes the date or time value, the correct role, and its style's interaction model to VoiceOver, Switch Control, and Full Keyboard Access (WCAG 4.1.2). The interaction model differs per style: .wheel is adjustable, the default and .compact styles are a collapsed control that opens a calendar or time popover, and .graphical is a navigable calendar grid.",
            wcag: ["4.1.2"], resolves: []),
        must(
            .datePickerComponents, .datePickerCard,
            "Set displayedComponents to match what is being chosen: .date for a calendar date, .hourAndMinute for a time, or [.date, .hourAndMinute] for both."
        ),
        Rule(
            id: .datePickerNamePerStyle, source: .datePickerCard, kind: .must,
            text:
                "Name the picker per style, because the visible DatePicker label text does not automatically become the accessible name (WCAG 1.3.1, 4.1.2):",
            wcag: ["1.3.1", "4.1.2"], resolves: []),
        must(
            .datePickerCompactLabel, .datePickerCard,
            "For the default and .compact styles, add an .accessibilityLabel that matches the visible label text, so VoiceOver speaks the name when the picker is focused."
        ),
        must(
            .datePickerTitleName, .datePickerCard,
            "For the .graphical and .wheel styles, supply a non-empty DatePicker(\"Label\") string, which is spoken to VoiceOver as the accessible name; do not also add an .accessibilityLabel, or both the visible label and the accessibility label are spoken."
        ),
        Rule(
            id: .datePickerDistinctNames, source: .datePickerCard, kind: .must,
            text:
                "Give every picker a clear, specific name that identifies which date or time it sets when several appear together (e.g., \"Start date\", \"End date\"), so they are distinguishable (WCAG 1.3.1).",
            wcag: ["1.3.1"], resolves: []),
        must(
            .datePickerTouchTarget, .datePickerCard,
            "Meets the touch target size baseline in global_rules.md (global.touch-target-size)."),
        must(
            .datePickerFocusVisible, .datePickerCard,
            "Meets the system focus indicator baseline in global_rules.md (global.focus-visible)."),
        dont(
            .datePickerNoLabelOnTitleStyles, .datePickerCard,
            "Do not add an .accessibilityLabel to a .graphical or .wheel DatePicker; combined with the required visible DatePicker(\"Label\") string, VoiceOver speaks both and the name is announced twice."
        ),
        dont(
            .datePickerNoEmptyLabel, .datePickerCard,
            "Do not leave the label empty (DatePicker(\"\", ...)) on a .graphical or .wheel picker; VoiceOver then has no accessible name to speak."
        ),
        dont(
            .datePickerNoVisibleLabelAlone, .datePickerCard,
            "Do not rely on the visible DatePicker(\"Label\") text alone on the default or .compact style; it is not exposed as the accessible name, so add a matching .accessibilityLabel."
        ),
        dont(
            .datePickerNoFocusRestore, .datePickerCard,
            "Do not attempt to restore VoiceOver focus to the picker with @AccessibilityFocusState; it does not work with DatePicker (an Apple platform defect), so do not build a focus-return requirement on it."
        ),
        dont(
            .datePickerDatesOnly, .datePickerCard,
            "Do not use a DatePicker for values that are not dates or times; that is a select.wheel."),
        allowed(
            .datePickerRange, .datePickerCard,
            "The value may be bounded with the in: parameter (an open or closed range), as long as the picker still exposes a valid, announced value."
        ),
        allowed(
            .datePickerLabelsHidden, .datePickerCard,
            "On the .wheel and .graphical styles, the layout label may be hidden with .labelsHidden() as long as another visible text (e.g., a preceding Text) still names the picker for sighted users and the DatePicker(\"Label\") string remains set so the accessible name is preserved."
        ),
        check(
            .datePickerCheckSemantics, .datePickerCard,
            "The picker exposes its accessible name, its current date or time value, and the interaction model of its style (adjustable wheel, pop-up button, or calendar grid)."
        ),
        check(
            .datePickerCheckNameSource, .datePickerCard,
            "On default and .compact styles the name comes from an .accessibilityLabel; on .graphical and .wheel styles it comes from the DatePicker(\"Label\") string, with no duplicate label."
        ),
        check(
            .datePickerCheckNameSpokenOnce, .datePickerCard,
            "Focusing the picker speaks its name and current value; on .graphical and .wheel styles the name is spoken once, not twice."
        ),
        check(
            .datePickerCheckValueUpdates, .datePickerCard,
            "Changing the value through the style's interaction (spinning the wheel, choosing from the popover, or tapping a grid date) updates the announced date or time value."
        ),
        check(
            .datePickerCheckEmptyLabelSilent, .datePickerCard,
            "A DatePicker(\"\", ...) with an empty label on a .graphical or .wheel style speaks no name (a failure the pattern prevents)."
        ),
        check(
            .datePickerCheckSwitchKeyboardAdjust, .datePickerCard,
            "The picker is reachable and its value is adjustable via Switch Control and a hardware keyboard."
        ),
        check(
            .datePickerCheckDynamicType, .datePickerCard,
            "The picker's visible label scales with Dynamic Type. Date, time, and wheel picker controls do not support Dynamic Type text resize or the Large Content Viewer (an Apple platform defect); verify legibility at large text sizes on device."
        ),
        check(
            .datePickerCheckContrast, .datePickerCard,
            "Wheel-style non-selected options and the day-of-week column headers (S, M, T, W, T, F, S) can fall below the text-contrast minimum (Apple platform defects); verify contrast against your target appearances."
        ),

        // MARK: Card 004, Foundations
        dont(
            .noFocusFromDatePicker, .foundations,
            "Do not depend on @AccessibilityFocusState to return focus from a Menu or a DatePicker; it does not work with either, an Apple platform defect, so do not build a focus-restore contract around those controls."
        ),
        must(
            .nativeFirst, .foundations,
            "An interactive control exposes three things to assistive technology: its role, its current value or state, and its actions. Reach for the control that already does all three rather than assembling one that does none."
        ),
        must(
            .touchTargetSize, .foundations,
            "Prefer a 44x44 point hit area where layout allows, matching Apple's Human Interface Guidelines. Treat 44x44 as the target and 24x24 as the non-negotiable floor."
        ),
        must(
            .focusVisible, .foundations,
            "Every interactive control shows a visible system focus indicator for Full Keyboard Access, external-keyboard, and Switch Control users. The default Button, Toggle, and other native control styles preserve this automatically."
        ),
        must(
            .semanticColor, .foundations,
            "Use semantic color for text and control surfaces: the design system's color tokens, or SwiftUI system colors (.primary, .secondary, Color(.label), Color(.systemBackground), .tint). These adapt to light and dark mode and are pre-vetted for contrast."
        ),
        dont(
            .noRawColors, .foundations,
            "Do not hardcode raw colors (Color.black, Color.white, or gray literals like Color(white: 0.7)) for text or control chrome; they do not adapt to the color scheme and often fail contrast."
        ),
        must(
            .dynamicType, .foundations,
            "Use a built-in text style (.body, .headline, .caption) or a Text with no fixed point size, so text scales with the user's setting."
        ),
        must(
            .textWraps, .foundations,
            "Let text wrap and containers grow, and place long content in a ScrollView. For a TextField that can hold long input, use axis: .vertical."
        ),
        dont(.noFixedFontSize, .foundations, "Do not set a fixed .font(.system(size:)) on content text."),
        dont(
            .noTruncatingLineLimit, .foundations,
            "Do not apply a truncating .lineLimit() to meaningful text, or wrap it in a fixed-height frame that clips it when enlarged."
        ),
        must(
            .scaledMetric, .foundations,
            "Size any glyph-tracking dimension (icon size, control height, glyph padding) with @ScaledMetric(relativeTo:) rather than a fixed point value."
        ),
        must(
            .navigationTitle, .foundations,
            "Set a navigationTitle on every pushed screen so its screen change is announced by name."),
        must(
            .announcements, .foundations,
            "When a dynamic change updates on-screen content without moving focus (a status message, an updated cart count, an inline validation result, a passive confirmation), speak it to VoiceOver by posting an AccessibilityNotification.Announcement(\"...\") so the user hears the change without losing their place."
        ),
        must(
            .announcementDelay, .foundations,
            "Post the announcement after the content actually appears, with a short delay (DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)), so VoiceOver does not drop the message while it commits the view update."
        ),
        must(
            .focusManagement, .foundations,
            "When content appears that the user must act on immediately (a modal overlay, a newly revealed section, an error that blocks progress), move VoiceOver focus to it with a property bound by @AccessibilityFocusState, so the user is placed on the new content rather than left where they were."
        ),
        dont(
            .noFocusOnPassiveContent, .foundations,
            "Do not move focus to passive content that does not require action; announce it instead (see global.announcements)."
        ),
        must(
            .nativeControlsCarryContract, .foundations,
            "SwiftUI's own control is the reference implementation of that contract. Button, Toggle, Slider, Stepper, Picker, TextField, and DatePicker carry their traits, values, and actions without being told. A view that wraps one of them satisfies the contract too."
        ),
        must(
            .assembledControlDeclaresAll, .foundations,
            "A control assembled from Text, Image, Shape, and .onTapGesture satisfies none of it, and has to declare all three by hand. When that is the only option, follow global.custom-control-representation."
        ),
        must(
            .componentFallbackFirst, .foundations,
            "When a component's own pattern states a fallback and its conditions, follow that pattern rather than this rule. The conditions under which the native control cannot be used differ by component."
        ),
        dont(
            .noVisualMatchAsSemantic, .foundations,
            "Do not treat a visual match as a semantic match. An HStack of a checkmark Image and a Text renders like a checkbox and exposes none of a checkbox's trait or state."
        ),
        dont(
            .noReplacingNativeForStyle, .foundations,
            "Do not replace a native control to gain a visual treatment a style modifier could have given it. A custom ToggleStyle keeps the underlying Toggle; a hand-drawn switch does not."
        ),
        must(
            .touchTargetFloor, .foundations,
            "Every tappable control has a hit area of at least 24x24 points."
        ),
        must(
            .touchTargetInlineExempt, .foundations,
            "Inline targets within a run of text are exempt from this minimum."
        ),
        must(
            .touchTargetIconFrame, .foundations,
            "For icon-only controls where the visible glyph is smaller than 24x24, use .frame(minWidth: 24, minHeight: 24) on the tappable element to extend the hit area without resizing the glyph."
        ),
        dont(
            .noGlyphSizeAlone, .foundations,
            "Do not rely on the visible glyph size alone to satisfy the minimum; extend the frame, not the icon."
        ),
        dont(
            .noStyleHidingFocus, .foundations,
            "Do not apply a custom style modifier (e.g., a ButtonStyle or ToggleStyle built with PlainButtonStyle or a bespoke shape) that suppresses the system focus indicator without restoring an equivalent visible focus treatment."
        ),
        must(
            .nativeControlStyles, .foundations,
            "Use native control styles (.borderedProminent, .roundedBorder, the system Toggle) so a control's border, track, and state fills inherit their contrast instead of being hand-drawn."
        ),
        must(
            .semanticIndicatorColor, .foundations,
            "Give any custom-drawn indicator (a selection outline, a custom toggle track) a semantic or design-token color rather than a fixed literal."
        ),
        dont(
            .noStrippedControlContrast, .foundations,
            "Do not restyle a native control in a way that strips its default border, track, or state contrast."
        ),
        dont(
            .noColorOnlyState, .foundations,
            "Do not convey a control's state (on/off, selected) by color alone; keep a shape, fill, or label difference as well."
        ),
        dont(
            .noDynamicTypeClamp, .foundations,
            "Do not clamp the app's Dynamic Type range to protect a layout; fix the layout instead."
        ),
        must(
            .customControlRepresentation, .foundations,
            "Any control drawn from primitives (shapes, Canvas, Path, raw gestures) rather than a native control exposes a hidden native equivalent through .accessibilityRepresentation { }, supplying an accessible name, the current value (for a slider, stepper, or toggle), the correct role and trait, and the control's actions."
        ),
        must(
            .representationSharedState, .foundations,
            "Bind the representation and the visible control to the same state so the announced value stays in sync as the user interacts."
        ),
        must(
            .directInteractionTrait, .foundations,
            "For a control adjusted by dragging, add .accessibilityAddTraits(.allowsDirectInteraction) so a VoiceOver user can move it directly."
        ),
        dont(
            .noTapOnlyCustomControl, .foundations,
            "Do not ship a custom-drawn control with only a tap gesture and a visual label; it is unreachable and inoperable for VoiceOver, Switch Control, and Full Keyboard Access users."
        ),
        dont(
            .noLooseTraits, .foundations,
            "Do not hand-rebuild the contract with loose .accessibilityLabel, .accessibilityValue, and traits when a native representation supplies the role behaviors (adjustable actions, toggling) that loose traits alone do not."
        ),
        must(
            .systemPushFocus, .foundations,
            "Let the system manage VoiceOver focus on a NavigationStack push; do not force focus to the back button or an arbitrary element."
        ),
        must(
            .restoreFocusOnPop, .foundations,
            "On pop, restore focus to the row that triggered the navigation by binding it with @AccessibilityFocusState and setting that focus when the pushed screen is dismissed, where the system does not restore it."
        ),
        dont(
            .noUntitledPush, .foundations,
            "Do not push a screen with no title, which leaves the change without a clear spoken announcement."
        ),
        dont(
            .noPushFocusOverride, .foundations,
            "Do not override the system's push-focus placement."
        ),
        must(
            .announcePassiveChanges, .foundations,
            "Announce, rather than move focus, when the change is passive: informational content the user did not have to act on. Reserve moving focus (see global.focus-management) for content the user must interact with immediately, such as a newly presented overlay or a blocking error. This is the passive status-message path a component like dialog.alert redirects to when acknowledgement is not required."
        ),
        must(
            .uikitAnnouncement, .foundations,
            "In a UIKit-backed view, post the equivalent UIAccessibility.post(notification: .announcement, argument:)."
        ),
        dont(
            .noSilentStatus, .foundations,
            "Do not update an on-screen status silently; showing new Text without posting an announcement leaves VoiceOver users unaware the state changed."
        ),
        dont(
            .noFocusToStatus, .foundations,
            "Do not move VoiceOver focus to a passive status message, which interrupts the user's place for information they did not choose to act on. Announce it instead."
        ),
        dont(
            .noUndelayedAnnouncement, .foundations,
            "Do not post the announcement with no delay in the same run loop as the state change; VoiceOver may drop it before it speaks."
        ),
        must(
            .overlayFocusRestore, .foundations,
            "When an overlay closes, restore VoiceOver focus to the control that opened it. Bind that trigger with @AccessibilityFocusState and set it true as the overlay dismisses. Native .alert(), .confirmationDialog(), .sheet(), .fullScreenCover(), and .popover() do not restore focus automatically, an Apple platform defect, so restore it explicitly: from each action's closure for alerts and confirmation dialogs, or from the onDismiss: handler for sheets and full-screen covers."
        ),
        must(
            .keyboardToolbarFocusRestore, .foundations,
            "For a TextField, @AccessibilityFocusState does not return focus automatically after the keyboard is dismissed; restore it from the keyboard toolbar's Done button."
        ),
        must(
            .focusManagementScope, .foundations,
            "This rule covers overlays, dynamic content reveals, and text-field focus restoration. For an in-app push/pop NavigationStack transition, follow global.navigation-focus instead."
        ),
        dont(
            .noStrandedFocus, .foundations,
            "Do not leave VoiceOver focus stranded behind a dismissed overlay; without an explicit restore, focus can jump to the top of the screen or an arbitrary element."
        ),

        // MARK: Resolutions (seeds README)
        Rule(
            id: .errorInLabelNotHint, source: .resolution, kind: .resolution,
            text:
                "Card 003 (DSTextField) announces the error through the hint; card 000 wins for text fields. Generated and design-system templates append the error to the accessibility label (\"Label, error\"), show it as visible text with an icon and color, and keep .accessibilityHint for helper text only, so the error is never only in the hint and never in the value.",
            wcag: [], resolves: [.errorInLabel, .noErrorOnlyInHint, .noErrorInValue]),
        Rule(
            id: .persistentLabelSingleName, source: .resolution, kind: .resolution,
            text:
                "Card 000 accepts the TextField title as the name; card 001 asks for a label that stays visible once people type, and the iOS title is only a placeholder outside a Form. By default every generated field shows a persistent Text label above it, hidden from accessibility with .accessibilityHidden(true) because the field itself carries the same string as its one accessible name (title, .accessibilityLabel or LabeledContent). The placeholder goes to prompt:, never standing in for the label. A spec may opt out (visibleLabel: false), which yields a warning.",
            wcag: [], resolves: [.accessibleName, .keepVisibleLabel, .noPlaceholderOnlyLabel]),
        Rule(
            id: .labeledContentError, source: .resolution, kind: .resolution,
            text:
                "A LabeledContent-named field must not get an .accessibilityLabel, yet its error must join its name. The error text is rendered inside the LabeledContent label view, under the label text, so the paired name becomes \"Label, error\" while the error is shown; no .accessibilityLabel is added, and the field keeps its .accessibilityFocused binding for the focus move. Verify the spoken name on a device (see the verify list).",
            wcag: [], resolves: [.labeledContentSingleName, .noLabelOverLabeledContent, .errorInLabel]),
        Rule(
            id: .multilineAxisVertical, source: .resolution, kind: .resolution,
            text:
                "Card 000 sends message bodies to a text editor, while cards 001 and 004 grow a TextField with axis: .vertical for longer input. The multiline type emits TextField(axis: .vertical) with .lineLimit(3...8): it keeps the TextField naming contract (title, prompt, error in the label), and the range only caps the visible height, the text scrolls rather than truncates. Full-page text belongs in a TextEditor, outside this tool's scope.",
            wcag: [], resolves: [.multilineUsesTextEditor, .growForLongerText, .textWraps]),

        Rule(
            id: .datePickerErrorAnnounced, source: .resolution, kind: .resolution,
            text:
                "Card 000's error contract applies to a date that fails validation, but cards 002 and 004 say @AccessibilityFocusState does not work with DatePicker. So the focus move is replaced by an announcement: the error shows under the picker (text, icon, color), joins the picker's name, and \"<label>, <error>\" is posted 0.1 s after the view updates (global.announcements, global.announcement-delay) with AccessibilityNotification.Announcement where the minimum OS has it (iOS 17, macOS 14) and UIAccessibility.post or NSAccessibility.post below that. Focus is never moved to or restored on a DatePicker.",
            wcag: [], resolves: [.errorFocus, .datePickerNoFocusRestore, .noFocusFromDatePicker, .announcements]),
        Rule(
            id: .datePickerErrorInName, source: .resolution, kind: .resolution,
            text:
                "The error must join the picker's name, yet graphical and wheel pickers must not get an .accessibilityLabel. On those styles the DatePicker title string itself carries \"<label>, <error>\" while an error shows; on the default and compact styles the matching .accessibilityLabel does, as for text fields.",
            wcag: [], resolves: [.errorInLabel, .datePickerNoLabelOnTitleStyles, .datePickerCompactLabel]),
        Rule(
            id: .macDatePickerStyles, source: .resolution, kind: .resolution,
            text:
                "Card 002 covers the iOS styles. The macOS-only .field and .stepperField styles show their label beside the control like .compact, with no guarantee that it becomes the name, so they get the matching .accessibilityLabel the card asks for on .compact. Verify on a Mac with VoiceOver.",
            wcag: [], resolves: [.datePickerNamePerStyle, .datePickerCompactLabel]),
        Rule(
            id: .messageContrast, source: .resolution, kind: .resolution,
            text:
                "Card 000's golden pattern shows the error as .red .footnote text, but WCAG 1.4.3 asks 4.5:1 for text of that size (card 003 asks the same) and the system red measures 3.55:1 on white, 3.18:1 on the grouped background #F2F2F7 (dark mode: 6.16:1 on black, 4.99:1 on #1C1C1E). The green success status measures 2.22:1 on white and the .secondary hint text 3.44:1. So message text (error, hint, status) uses the primary label color (21:1 on white, 18.82:1 on #F2F2F7, 17.01:1 on #1C1C1E), and color stays on the icon, which WCAG 1.4.11 holds to 3:1: the red exclamation icon meets it in light, dark and increased-contrast appearances on every background the output uses (lowest 3.18:1); the success icon is primary too, since the system green cannot (2.22:1). The error is still text plus icon plus color, never color alone.",
            wcag: ["1.4.3", "1.4.11"], resolves: [.noColorOnlyError, .semanticColor]),
        Rule(
            id: .hintYieldsToError, source: .resolution, kind: .resolution,
            text:
                "Card 003 says the error overrides the hint; card 000 puts the error in the accessible name. While an error shows, the visible hint is replaced by the error, and the .accessibilityHint is emptied so VoiceOver does not read stale help after the error. The visible error text is hidden from VoiceOver because the field's name already carries it, so swiping does not read it twice; a LabeledContent label keeps it visible to VoiceOver, since there it forms the name (resolve.labeled-content-error).",
            wcag: [], resolves: [.errorInLabel, .noErrorOnlyInHint, .errorInLabelNotHint]),

        // MARK: a11y-gen policy
        Rule(
            id: .minimumOSOnly, source: .policy, kind: .policy,
            text:
                "Generated code uses only APIs available at the minimum OS of every platform the spec names; it never branches on #available. A feature whose API is newer than the minimum is left out with a warning, or refused with an error when the spec asked for it explicitly.",
            wcag: [], resolves: []),
        Rule(
            id: .platformGuards, source: .policy, kind: .policy,
            text:
                "When a spec names both iOS and macOS, UIKit-only modifiers (.keyboardType, .textInputAutocapitalization, UITextContentType) sit under #if canImport(UIKit), and the macOS branch uses NSTextContentType where that constant exists at the macOS minimum.",
            wcag: [], resolves: []),
        Rule(
            id: .escapedLiterals, source: .policy, kind: .policy,
            text:
                "Every user string reaches Swift as one escaped string literal and never as code or inside a comment; every identifier is derived, sanitized and checked, so no label can inject code.",
            wcag: [], resolves: []),
        Rule(
            id: .postalCodeLocale, source: .policy, kind: .policy,
            text:
                "Postal codes follow the locale's region: all-digit codes (US ZIP, DE, FR) get the number pad; codes with letters (GB, CA, NL) get the default keyboard with all capitals; without a locale the default keyboard works for every format.",
            wcag: [], resolves: []),
        Rule(
            id: .keyboardWithoutReturn, source: .policy, kind: .policy,
            text:
                "The number, decimal, phone and ASCII number pads have no Return key on iPhone, so .submitLabel and .onSubmit never fire there and the keyboard cannot be dismissed. A form on iOS therefore gets one keyboard toolbar: Next while a later field follows in the Return chain, and Done, which hides the keyboard and puts VoiceOver back on the field (card 004: @AccessibilityFocusState does not return focus after the keyboard is dismissed; restore it from the keyboard toolbar's Done button). A snippet with such a pad gets its own Done, shown only while its field is being edited so that several snippets do not stack their buttons.",
            wcag: ["2.1.1"], resolves: []),
        Rule(
            id: .numbersTypedAsText, source: .policy, kind: .policy,
            text:
                "A TextField bound with value:format: changes its value only when the edit is committed (card 001), and neither a number pad nor tapping a button commits it, so validation and the submit action would see an old value. Number fields edit the text people type and parse it in their locale (IntegerFormatStyle, FloatingPointFormatStyle, Decimal.FormatStyle and its Currency style, lenient), so what is checked and submitted is what is shown. A format style's parse() reads the number a text starts with and ignores the rest (\"12abc\" is 12, \"12.5\" in a whole-number field is 12), so the text counts only when all of it is one number as the locale writes it (a sign, digit groups split by its group separator, one decimal separator, a currency symbol); otherwise the field says it is not a number.",
            wcag: ["3.3.1"], resolves: []),
        Rule(
            id: .errorAlwaysSpoken, source: .policy, kind: .policy,
            text:
                "Every failed validation is spoken. Setting @AccessibilityFocusState to the field VoiceOver is already on changes nothing and says nothing (a hardware keyboard, a second submit), so then the error is announced with the field's name instead; otherwise VoiceOver focus moves to the field 0.1 s after the error appears, so a keyboard dismissed by Return cannot undo the move. Keyboard focus (@FocusState) goes to the first invalid text field too, for Full Keyboard Access and hardware-keyboard users.",
            wcag: ["3.3.1", "4.1.3"], resolves: []),
        Rule(
            id: .dateStartsInRange, source: .policy, kind: .policy,
            text:
                "A date picker's state starts at today clamped into its range, so the picker never shows one date while the state holds another and no date outside the range can be submitted untouched; the range is a static property the state's initial value can read. `after` compares the two dates by calendar day (by minute when a time is shown), never by timestamp, so two pickers left untouched do not pass or fail by the microseconds between their creation.",
            wcag: ["3.3.1"], resolves: []),
        Rule(
            id: .requiredIndicated, source: .policy, kind: .policy,
            text:
                "Required fields say so before the first submit, not only in the error that follows it: the visible label reads \"Label (required)\" and the accessible name \"Label, required\" (the same words, so the name still matches the visible label). One convention for every generated field; optional fields are unmarked.",
            wcag: ["3.3.2"], resolves: []),
        Rule(
            id: .currencyStated, source: .policy, kind: .policy,
            text:
                "An amount of money says which currency it is read in before people type, to everyone: the visible label and the accessible name read \"Amount (EUR)\" with the ISO code the field parses (not only a hint, which VoiceOver users can turn off), so nobody types dollars into a euro field; the visible label and the name keep the same words, and the input label stays the spec's label (policy.voice-control-label).",
            wcag: ["3.3.2"], resolves: []),
        Rule(
            id: .limitsStated, source: .policy, kind: .policy,
            text:
                "A field's length and number limits, and a date picker's age limits, are stated before the first submit, not only in the error that follows it: without a hint of the spec's own, the help under the field says them (\"At least 12 characters.\", \"Exactly 4 digits.\", \"From 1 to 99.\", \"You must be at least 18 years old.\") in the spec's language, and VoiceOver speaks it as the field's hint until an error takes its place (resolve.hint-yields-to-error). A hint the spec gives is shown as written, with a warning when it names none of the bounds; an empty hint opts out.",
            wcag: ["3.3.2"], resolves: []),
        Rule(
            id: .dateChangeAnnounced, source: .policy, kind: .policy,
            text:
                "Once a date picker has been checked, a problem that a moved date brings (this picker's, or the date it must follow under `after`) is announced with the picker's name, \"<label>, <error>\", 0.1 s after the view updates and after what VoiceOver is saying: the change is passive for someone on the other picker or on a calendar day (global.announce-passive-changes), and focus cannot move to a DatePicker (resolve.date-picker-error-announced). Only a change of the problem is announced, never the check itself, so the submit's check does not set it off: what the submit shows, the submit speaks or counts; a fix is not announced, and the name stops carrying the error at once.",
            wcag: ["4.1.3"], resolves: []),
        Rule(
            id: .voiceControlLabel, source: .policy, kind: .policy,
            text:
                "When an error or \"required\" joins the accessible name, \"Tap Email\" in Voice Control must still work: the field's .accessibilityInputLabels hold the visible label exactly.",
            wcag: ["2.5.3"], resolves: []),
        Rule(
            id: .macDefaultButton, source: .policy, kind: .policy,
            text:
                "On the Mac the submit button is the form's default button (.keyboardShortcut(.defaultAction)), so Return submits as people expect, and it keeps the system's large control size instead of the iOS 44 pt full-width frame, which is a touch layout.",
            wcag: ["2.1.1"], resolves: []),
        Rule(
            id: .iosSubmitButtonTarget, source: .policy, kind: .policy,
            text:
                "On iOS a generated form's submit button spans the width and is at least 44 pt high (.frame(maxWidth: .infinity, minHeight: 44)), the target card 004 prefers (global.touch-target-size). check reports fixed frames under 44 pt but cannot see a minimum that is missing, so the form audit holds the generator to this one.",
            wcag: [], resolves: []),
        Rule(
            id: .borderedFrom27, source: .policy, kind: .policy,
            text:
                "Card 001: on macOS 27 and later, .bordered replaces .roundedBorder. The 27 SDKs deprecate .roundedBorder on iOS too (shared/reference/swiftui-api.md, 3.1: iOS 13.0 to 27.0, use .bordered with textInputBorderShape instead), so a platform whose minimum is 27 or later gets .textFieldStyle(.bordered) with .textInputBorderShape(.roundedRectangle); below 27, .roundedBorder. Both keep the 3:1 system boundary.",
            wcag: [], resolves: []),
        Rule(
            id: .traitsFromTable, source: .policy, kind: .policy,
            text:
                "Card 000: set .keyboardType and .textContentType to match the data. a11y-gen sets the content type its inference table gives the field's data type, on each platform where that type exists at the minimum OS (iOS's UITextContentType, the Mac's NSTextContentType), and none where it does not; the field's label never changes it. This is the generator's side of text-field.content-type and text-field.no-unset-input-traits, which check applies to existing code from the field's visible name.",
            wcag: [], resolves: []),
        Rule(
            id: .padFitsPattern, source: .policy, kind: .policy,
            text:
                "A pattern that allows characters the chosen pad cannot type (a ZIP+4 hyphen on a number pad, letters on a phone pad) would trap people: they could never enter a valid value. The field then gets the numbers-and-punctuation keyboard, which has a Return key, with a warning.",
            wcag: ["2.1.1"], resolves: []),
        Rule(
            id: .padFitsRange, source: .policy, kind: .policy,
            text:
                "The number and decimal pads have no minus key. A number field whose range allows a negative number (a minimum or maximum below zero, such as a temperature from -40 to 50) gets the numbers-and-punctuation keyboard instead, which has the minus key and Return; otherwise people could never type a valid value below zero, and the error would ask for exactly that.",
            wcag: ["2.1.1"], resolves: []),
        Rule(
            id: .longInputWraps, source: .policy, kind: .policy,
            text:
                "Card 004: for a TextField that can hold long input, use axis: .vertical. Street addresses and address lines wrap onto up to four lines instead of scrolling sideways at large text sizes (iOS 16, macOS 13; below that they stay single-line with a warning). In a vertical field the software keyboard's Return types a line break and .onSubmit does not fire, so such fields are not wired to Return at all: the keyboard toolbar's Next (a form) or Done (a snippet) moves on, and an address line's submitted value joins any line break into one line.",
            wcag: ["1.4.4"], resolves: []),
        Rule(
            id: .searchSemantics, source: .policy, kind: .policy,
            text:
                "A search field says what it is and does something on Return: the .isSearchField trait, the Search key, and a search() function the snippet declares for the app's search (in a form, Return moves on like any field).",
            wcag: ["4.1.2"], resolves: []),
        Rule(
            id: .formTitle, source: .policy, kind: .policy,
            text:
                "Card 004 sets a navigationTitle on every pushed screen. A form spec without a title gets a warning, since the generator cannot know whether the view is pushed.",
            wcag: ["2.4.2"], resolves: []),
        Rule(
            id: .formRowNeedsForm, source: .policy, kind: .policy,
            text:
                "A macOS form-row field shows its label only inside a Form, at the leading edge. A form-row snippet for the Mac alone says so in a warning: pasted outside a Form, it would have no visible label.",
            wcag: [], resolves: []),
        // MARK: Toggles (issue 13)
        Rule(
            id: .toggleNative, source: .policy, kind: .policy,
            text:
                "A toggle field is SwiftUI's Toggle, which carries its role, its on or off state and its toggle action for VoiceOver, Switch Control, Voice Control and Full Keyboard Access (card 004: global.native-first, global.native-controls-carry-contract), never an Image and a Text drawn to look like a switch or a checkbox (global.no-visual-match-as-semantic). Source: card 004; Apple Human Interface Guidelines, Toggles.",
            wcag: ["4.1.2"], resolves: []),
        Rule(
            id: .toggleSingleName, source: .policy, kind: .policy,
            text:
                "A Toggle is named by its visible label exactly once: the Toggle's title is the text people see and the name VoiceOver speaks, no Text beside it repeats the label, and its .accessibilityLabel is that same label (a required one marked \"(required)\" in the title and \", required\" in the name, policy.required-indicated, with the error after it while one shows, toggle.consent-error), so Voice Control's \"Tap <label>\" keeps working (policy.voice-control-label).",
            wcag: ["2.5.3", "4.1.2"], resolves: []),
        Rule(
            id: .toggleSystemStyle, source: .policy, kind: .policy,
            text:
                "The Toggle keeps the system style (a switch on iOS, a checkbox on macOS) and the system size: it shows on and off by shape and position, not by color alone (global.no-color-only-state), keeps the system focus indicator (global.focus-visible) and a hit area above the 24x24 pt floor (global.touch-target-floor). No ToggleStyle, frame or smaller control size is emitted. Source: card 004; Apple Human Interface Guidelines, Toggles.",
            wcag: ["1.4.1", "2.4.7", "2.5.8"], resolves: []),
        Rule(
            id: .toggleConsentError, source: .policy, kind: .policy,
            text:
                "A required toggle (consent: \"I agree to the terms\") that is off on submit shows its error under it as words, an icon and color, never color alone (text-field.no-color-only-error); the error joins the accessible name (\"I agree to the terms, You must accept the terms to continue\") through an .accessibilityLabel that is always attached and holds the plain label while no error shows, so the view's identity never changes; and VoiceOver focus moves to the toggle with @AccessibilityFocusState, since an error that blocks progress is content the user must act on (global.focus-management). A Toggle takes VoiceOver focus, unlike a Menu or a DatePicker (global.no-focus-from-date-picker); when VoiceOver is already on it, the error is announced instead (policy.error-always-spoken).",
            wcag: ["1.4.1", "3.3.1", "4.1.2"], resolves: []),
        Rule(
            id: .toggleStartsOff, source: .policy, kind: .policy,
            text:
                "A generated toggle starts off. A required one must: consent is something the person gives, never a preset. Source: GDPR Recital 32 (pre-ticked boxes do not constitute consent); Apple Human Interface Guidelines, Toggles.",
            wcag: [], resolves: []),
        Rule(
            id: .toggleChangeAnnounced, source: .policy, kind: .policy,
            text:
                "Once a required toggle has been checked by a submit (whether the submit failed or not), turning it off shows its error, and that error is announced with the toggle's name, \"<label>, required, <error>\", 0.1 s after the view updates and after what VoiceOver is saying (the new state: \"off\", or \"unchecked\" on a Mac): VoiceOver speaks a focused control's new value, not its new name, so the error would appear unspoken, and card 004 names an inline validation result among the changes that must be spoken (global.announcements; a status message, WCAG 4.1.3). The toggle observes its check's message, which changes when the toggle flips, never when the submit sets the check flag, so a problem the submit shows is spoken or counted by the submit alone; turning it on clears the error from the screen and the name at once, without an announcement beyond the state VoiceOver speaks.",
            wcag: ["4.1.3"], resolves: []),
        // MARK: Steppers (issue 13)
        Rule(
            id: .stepperNative, source: .policy, kind: .policy,
            text:
                "A stepper field is SwiftUI's Stepper over a whole number, which carries its adjustable role, its value and its increment and decrement actions (VoiceOver swipes up and down; Switch Control and Full Keyboard Access reach both buttons) (card 004: global.native-first, global.native-controls-carry-contract). Source: card 004; Apple Human Interface Guidelines, Steppers.",
            wcag: ["4.1.2"], resolves: []),
        Rule(
            id: .stepperSingleName, source: .policy, kind: .policy,
            text:
                "A Stepper is named by its visible label exactly once: its .accessibilityLabel is the label text alone, so the value shown beside the label is spoken as the value, not as part of the name and not twice.",
            wcag: ["2.5.3", "4.1.2"], resolves: []),
        Rule(
            id: .stepperVisibleValue, source: .policy, kind: .policy,
            text:
                "A stepper shows no value of its own, so its label shows the current value with its unit beside the name (\"Quantity\" and \"3 items\"), and the text scales with Dynamic Type. Source: Apple Human Interface Guidelines, Steppers (make the value a stepper changes obvious).",
            wcag: ["1.3.1"], resolves: []),
        Rule(
            id: .stepperValueWithUnit, source: .policy, kind: .policy,
            text:
                "VoiceOver speaks a stepper's value with its unit through .accessibilityValue (\"3 items\"), built by one function the visible label uses too, so the two never disagree; the value never carries an error or a hint (text-field.no-error-in-value: the value is what the control holds). A unit has a one and an other form (\"item/items\"), chosen by the count; a single form (\"kg\") is used for every count. Localization replaces the two forms with the string catalog's plural variants.",
            wcag: ["4.1.2"], resolves: []),
        Rule(
            id: .stepperBounds, source: .policy, kind: .policy,
            text:
                "A stepper's bounds and step come from the spec (min, default 0; max, required; step, default 1; whole numbers) and its state starts at min, so it never holds a value outside the range: it needs no validation and never shows an error. Source: Apple Human Interface Guidelines, Steppers.",
            wcag: ["3.3.1"], resolves: []),
        Rule(
            id: .stepperSystemSize, source: .policy, kind: .policy,
            text:
                "The Stepper keeps its system size and style: on iOS its increment and decrement buttons stay above the 24x24 pt floor (global.touch-target-floor), and everywhere it keeps the system focus indicator (global.focus-visible). No .controlSize(.small) or .controlSize(.mini), frame or custom style is emitted. The Mac's system stepper draws its two arrows smaller than 24 pt each; the value is also set from the keyboard (the arrow keys once the stepper has focus, VO-Up and VO-Down Arrow with VoiceOver), and the verify list asks a person to confirm both there. Source: card 004.",
            wcag: ["2.4.7", "2.5.8"], resolves: []),
        // MARK: Choice fields (issue 13): where no card speaks, Apple's Human Interface Guidelines do
        Rule(
            id: .choiceStringValues, source: .policy, kind: .policy,
            text:
                "A choice's options are Strings (a value stored, a label shown): String is Hashable, as Picker requires of its selection, prints the same on every run and needs no type from the app. An app that already has a CaseIterable, Hashable enum names it with optionsEnum, and the picker lists ForEach(Type.allCases, id: \\.self) with the enum as the selection type.",
            wcag: [], resolves: []),
        Rule(
            id: .choiceSegmentedFew, source: .policy, kind: .policy,
            text:
                "Apple's Human Interface Guidelines (Segmented controls) keep a segmented control to about five segments with short labels. With no style given, two to five options become a segmented picker (select.segmented), which shows every option at once, when they fit one row: segments share the row equally, so the longest label (at most 12 characters) times the number of options must be at most 30 characters, what a 320-point iPhone's form row holds at the default text size. More, or longer, options become a menu.",
            wcag: [], resolves: []),
        Rule(
            id: .choiceLongList, source: .policy, kind: .policy,
            text:
                "Apple's Human Interface Guidelines (Pickers) suggest a picker for medium-to-long lists; a list longer than a screen is easier to scan on its own screen. With no style given on iOS 16 and later, more than 12 options become a navigation-link picker; the model has no searchable list inside a Picker, so the list is not searchable, and below iOS 16 or on the Mac the picker is a menu.",
            wcag: [], resolves: []),
        Rule(
            id: .choiceMacRadioGroup, source: .policy, kind: .policy,
            text:
                "Apple's Human Interface Guidelines (Toggles, radio buttons) use radio buttons on the Mac for a small set of mutually exclusive options, usually two to five. With no style given for the Mac alone, two to five options become a radio group; more become a pop-up menu.",
            wcag: [], resolves: []),
        Rule(
            id: .choiceNoSelectionPrompt, source: .policy, kind: .policy,
            text:
                "A choice starts unset: the selection is optional (String? or Type?) and the list begins with a visible \"Select…\" row tagged nil, so people and VoiceOver see that nothing is chosen yet. No real option is pre-selected or faked as a first entry. A style that shows every option with the chosen one marked (segmented, inline, radio group) shows the unset state as nothing marked instead of a \"Select…\" entry, which would read as one more option. On iOS an inline picker marks its options in place only as the rows of a List or Form section; under its visible label, in a stack, iOS draws it as a wheel, so there it keeps the \"Select…\" row.",
            wcag: ["3.3.2"], resolves: []),
        Rule(
            id: .choiceVisibleLabel, source: .policy, kind: .policy,
            text:
                "Several picker styles show no label of their own (menu and segmented on iOS outside a Form), so the label is a visible Text above the picker, hidden from VoiceOver, and the Picker's title, hidden from layout with .labelsHidden(), stays the one accessible name: named by the visible label exactly once, with the error joined to it while one shows. A navigation-link picker's title also titles the list it pushes, which people read, so there the title is the label alone and the name that says more (\"required\", the error) is the row's .accessibilityLabel. VoiceOver does not speak a segmented picker's title on iOS (it reads each segment as a button of its own), so there the segments are one container, .accessibilityElement(children: .contain), whose .accessibilityLabel is the title's words, spoken as VoiceOver enters them.",
            wcag: ["2.5.3", "4.1.2"], resolves: []),
        Rule(
            id: .choiceErrorFocus, source: .policy, kind: .policy,
            text:
                "Card 004 says @AccessibilityFocusState does not work with a Menu. A menu picker (and the automatic style, a menu button on iOS 16 and later and a pop-up button on the Mac) announces a failed submit with the picker's name instead of moving focus. Inline, wheel and radio-group pickers stay on screen as ordinary elements, and a navigation-link picker is a row on the form's screen (only its list is pushed; card 004's global.navigation-focus binds such a row with @AccessibilityFocusState), so a failed submit moves VoiceOver focus to them (global.focus-management). A segmented picker named as one container (policy.choice-visible-label) is no single element to send focus to: its problem is announced with its name, as a menu's is. In a form for iOS and the Mac the container is iOS's alone, and the Mac's segmented control, named by its title, takes VoiceOver focus on a failed submit, as in a Mac-only form.",
            wcag: ["3.3.1"], resolves: []),
        Rule(
            id: .choiceChangeAnnounced, source: .policy, kind: .policy,
            text:
                "Once a required choice has been checked by a submit, choosing its \"Select…\" row again (or an option list that leaves nothing chosen) shows its error, and that error is announced with the picker's name, \"<label>, required, <error>\", 0.1 s after the view updates and after what VoiceOver is saying (the new value): VoiceOver speaks a picker's new value, not its new name, so the error would appear unspoken, and card 004 names an inline validation result among the changes that must be spoken (global.announcements). The picker observes its check's message, which changes when the selection does, never when the submit sets the check flag, so a problem the submit shows is spoken or counted by the submit alone.",
            wcag: ["4.1.3"], resolves: []),
        Rule(
            id: .choiceOptionText, source: .policy, kind: .policy,
            text:
                "Every option has a text label. An option with an image shows it with its label (Label); in a segmented picker, where a segment shows only the image, the image carries the label as its .accessibilityLabel, so no segment is silent or spoken as a file name.",
            wcag: ["1.1.1", "4.1.2"], resolves: []),
        Rule(
            id: .checkUnknownRule, source: .policy, kind: .policy,
            text:
                "A `// a11y-gen:disable` comment must name catalog rule ids. One that names no known rule, or misspells the directive, hides nothing, so `check` reports it with the nearest id instead of silently keeping the finding it was meant to suppress.",
            wcag: [], resolves: []),
        Rule(
            id: .checkUnusedSuppression, source: .policy, kind: .policy,
            text:
                "A `// a11y-gen:disable` comment must still silence something. One whose rule finds nothing where it applies (the code was fixed or moved) is reported, so it cannot go on to hide the next real problem there without anyone deciding to. Rules left out of the run (`--only`, `--disable`) are not judged, nor is code inside `#if false` or after a call never closed.",
            wcag: [], resolves: []),
    ]

    private static func must(_ id: RuleID, _ source: RuleSource, _ text: String) -> Rule {
        Rule(id: id, source: source, kind: .must, text: text, wcag: [], resolves: [])
    }
    private static func dont(_ id: RuleID, _ source: RuleSource, _ text: String) -> Rule {
        Rule(id: id, source: source, kind: .dont, text: text, wcag: [], resolves: [])
    }
    private static func allowed(_ id: RuleID, _ source: RuleSource, _ text: String) -> Rule {
        Rule(id: id, source: source, kind: .allowed, text: text, wcag: [], resolves: [])
    }
    private static func check(_ id: RuleID, _ source: RuleSource, _ text: String) -> Rule {
        Rule(id: id, source: source, kind: .check, text: text, wcag: [], resolves: [])
    }
    private static func selection(_ id: RuleID, _ source: RuleSource, _ text: String) -> Rule {
        Rule(id: id, source: source, kind: .selection, text: text, wcag: [], resolves: [])
    }
}
