/// One value a template's context can hold: its name, its kind and what it says.
public struct TemplateValueInfo: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        /// Swift source or words, placed with `{{name}}`; an empty text is false in a section.
        case text
        /// true or false, for `{{#name}}…{{/name}}` and `{{^name}}…{{/name}}`.
        case flag
        /// Repeated per item by `{{#name}}…{{/name}}`; the items hold these values.
        case list([TemplateValueInfo])
        /// One nested context, entered by `{{#name}}…{{/name}}` when present; it holds these values.
        case section([TemplateValueInfo])

        var word: String {
            switch self {
            case .text: "text"
            case .flag: "flag"
            case .list: "list"
            case .section: "section"
            }
        }
    }

    public var name: String
    public var kind: Kind
    public var summary: String

    init(_ name: String, _ summary: String) {
        self.init(name, .text, summary)
    }

    init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A template the renderer fills: what it renders, every value its context can hold, and the values
/// it must use (the rest of the generated code depends on them).
public struct TemplateInfo: Sendable, Equatable {
    public var name: String
    public var summary: String
    public var values: [TemplateValueInfo]
    public var required: [String]
    /// Text the rendered output must start with (after comment lines), and why.
    public var requiredStart: (text: String, reason: String)?

    public static func == (lhs: TemplateInfo, rhs: TemplateInfo) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.values == rhs.values && lhs.required == rhs.required
            && lhs.requiredStart?.text == rhs.requiredStart?.text
    }
}

/// The one declaration of every template and the values each may use. The engine validates a
/// template set against it, `templates list` prints it, README's table is generated from it, and in
/// debug builds every context the renderer passes is checked against it.
public enum TemplateCatalog {
    private typealias V = TemplateValueInfo

    // Values several templates share.
    private static let header: [V] = [
        V("version", "a11y-gen's version"),
        V("input", "the spec path or command the output came from, safe inside a // comment"),
        V("platforms", "the platforms and minimum OS versions, as in `iOS 17.0, macOS 14.0`"),
        V("rules", "the rule ids the output follows, comma-separated, wrapped as // comment lines"),
    ]
    private static let imports = V("imports", .list([V("name", "a module to import")]), "modules beyond SwiftUI")

    /// Per-platform values of a text field: each section is present only for a platform the spec names,
    /// and holds every key (empty where the platform has no such modifier), so nothing leaks in from outside.
    private static let platformValues: [V] = [
        V("keyboardType", "the keyboard, such as `.emailAddress` (iOS only; empty on macOS or when none fits)"),
        V(
            "contentType",
            "the AutoFill content type, such as `.emailAddress`; empty when none exists at the minimum OS"),
        V("autocapitalization", "the `.textInputAutocapitalization` value, such as `.never` (iOS only)"),
        V("submitLabel", "the Return key's label, such as `.next` (empty when Return keeps the system's)"),
        V(
            "onSubmitAction",
            "what Return runs, such as `focusedField = .email` or `submit()`; empty when Return must not act"),
        V(
            "leaveCheck",
            "the `.onChange` modifier that checks the field as people leave it, in this platform's form; empty when it has no checks"
        ),
    ]

    private static let fieldControl: [V] = [
        V("identifier", "the field's Swift name, such as `email`"),
        V("control", "the SwiftUI control: `TextField` or `SecureField`"),
        V(
            "component",
            "the design-system member that fits: `TextField`, `SecureField` or `TextArea` (multiline or wrapping)"),
        V("binding", "the text binding, such as `$email`"),
        V(
            "titleLiteral",
            "the control's title argument: the label property, `\"\"` (titleless, labeled-content), empty for a form row"
        ),
        V("labelLiteral", "the label: a localized String property, such as `emailLabel`"),
        V("visibleLabelLiteral", "the label people see (\"Email (required)\"): a localized String property"),
        V(
            "spokenLabelLiteral",
            "the accessible name without the error (\"Email, required\"): a localized String expression"),
        V("placeholderLiteral", "the placeholder: a localized String property; empty without one"),
        V("prompt", "the `prompt:` argument, such as `Text(emailPlaceholder)`; empty without a placeholder"),
        V("hintLiteral", "the hint: a localized String property; empty without one"),
        V("vertical", .flag, "the field grows vertically (`axis: .vertical`): multiline, or a wrapping address"),
        V("multiline", .flag, "a multi-line text field (Return types a line break)"),
        V("secure", .flag, "a secure field"),
        V("search", .flag, "a search field (the search-field trait)"),
        V("formRow", .flag, "the form-row labeling: `TextField(text:prompt:label:)` with a label view"),
        V("inForm", .flag, "the field is a row of a generated form (focus goes through the form's `Field` enum)"),
        V("canShowError", .flag, "the field has checks, so it can show an error"),
        V("errorName", "the optional error state, such as `emailError` (when canShowError)"),
        V(
            "editingName",
            "a Bool keyboard-focus state name, such as `emailEditing` (a snippet declares it; so does a design-system form)"
        ),
        V(
            "focusName",
            "a Bool VoiceOver-focus state name, such as `emailFocused` (a snippet declares it; so does a design-system form)"
        ),
        V("focusBinding", "the `.focused(…)` argument, such as `$focusedField, equals: .email`; empty when unbound"),
        V("accessibilityFocusBinding", "the `.accessibilityFocused(…)` argument; empty when unbound"),
        V(
            "boolFocusBinding",
            "a `FocusState<Bool>.Binding` for a component: `$emailEditing` in a form (whose template declares one per field) or a snippet that binds focus; empty otherwise"
        ),
        V(
            "boolAccessibilityFocusBinding",
            "an `AccessibilityFocusState<Bool>.Binding` for a component, the same way: `$emailFocused`"),
        V(
            "accessibilityLabel",
            "the `.accessibilityLabel(…)` argument (the error appended while one shows); empty when the title is the name"
        ),
        V("accessibilityHint", "the `.accessibilityHint(…)` argument (yields to the error); empty without a hint"),
        V(
            "inputLabels",
            "the `.accessibilityInputLabels([…])` element for Voice Control; empty when the name never changes"),
        V("autocorrectionDisabled", .flag, "autocorrection is off for this data"),
        V(
            "keyboardToolbar",
            "a snippet's keyboard toolbar modifier with Done (iOS pads without Return); empty otherwise"),
        V(
            "leaveCheck",
            "the `.onChange` modifier that checks the field as people leave it (`#if`-guarded when the platforms need different forms); empty when it has no checks"
        ),
        V(
            "multiplatform", .flag,
            "the spec names iOS and macOS (use `#if canImport(UIKit)` for the platform sections)"),
        V("ios", .section(platformValues), "the iOS values; present when the spec names iOS"),
        V("mac", .section(platformValues), "the macOS values; present when the spec names macOS"),
        V("platform", .section(platformValues), "the one platform's values; present when the spec names one platform"),
        V("modifiers", "the built-in modifier chain, laid out by field-modifiers.swift.mustache"),
    ]

    private static let fieldLayout: [V] = [
        V("control", "the control, rendered by field-control.swift.mustache"),
        V("labelLiteral", "the visible label: a localized String property (marked required when required)"),
        V("labeledContent", .flag, "the labeled-content strategy: a `LabeledContent` names the field"),
        V("canShowError", .flag, "the field can show an error"),
        V("errorName", "the optional error state, such as `emailError`"),
        V("hintLiteral", "the hint: a localized String property; empty without one"),
        V(
            "errorSpokenByField", .flag,
            "the field's name speaks the error, so the visible error is hidden from VoiceOver"),
        V("errorLabel", "the error view, rendered by field-error.swift.mustache"),
        V("hintText", "the hint view, rendered by field-hint.swift.mustache"),
        V("labelAbove", "the persistent visible label, rendered by field-label.swift.mustache; empty when none shows"),
        V(
            "rowGroup", .flag,
            "a Mac-only form row: wrap in `Group`, not a stack, so the Form's label column shows the field's label"),
    ]

    private static let componentShared: [V] =
        [
            V("typeName", "the member's type name, such as `DSTextField`"),
            V("sizeTypeName", "the size type, such as `DSInputSize`"),
            V("defaultSize", "the default size case, such as `md`"),
            V(
                "sizes",
                .list([
                    V("name", "the case"), V("font", "its font"), V("textStyle", "its text style"),
                    V("minHeight", "its minimum height in points"), V("iconSize", "its icon box in points"),
                ]), "the sizes"),
            V("errorIcon", "the SF Symbol for errors"),
            V("errorIconColor", "the error icon's color"),
        ] + componentLookups

    /// The component's two localized strings, as lookups in the table and bundle asked for
    /// (`--strings-table`, `--strings-bundle`).
    private static let componentLookups: [V] = [
        V(
            "nameWithError",
            "the `String(localized:…)` lookup of the name with the error appended (`spokenLabel`, `error`)"),
        V("doneButtonText", "the `Text(…)` lookup of the keyboard Done button's title"),
    ]

    private static let componentMember: [V] =
        componentShared + [
            V("label", "the visible label part, rendered by component-label.swift.mustache"),
            V("messages", "the error and hint part, rendered by component-messages.swift.mustache"),
            V("nameModifiers", "the naming modifiers, rendered by component-name-modifiers.swift.mustache"),
            V("naming", "the naming properties, rendered by component-naming.swift.mustache"),
            V("icon", "the icon view, rendered by component-icon.swift.mustache"),
            V("keyboardDone", .flag, "the member brings its own keyboard Done (iOS)"),
            V("focus", "the focus bindings and keyboard Done, rendered by component-focus.swift.mustache"),
            V("sharedModifiers", .list([V("text", "a modifier")]), "modifiers for every platform"),
            V(
                "branches",
                .list([
                    V("directive", "`#if` or `#elseif`"), V("condition", "the platform condition"),
                    V(
                        "parameters",
                        .list([
                            V("name", "the parameter"), V("type", "its type"), V("defaultValue", "its default"),
                            V("doc", "its documentation"),
                        ]), "the initializer's parameters"),
                    V("modifiers", .list([V("text", "a modifier")]), "the platform's modifiers"),
                ]), "one per platform"),
        ]

    private static func component(_ name: String, _ summary: String, _ values: [V] = componentShared) -> TemplateInfo {
        TemplateInfo(name: name + ".swift.mustache", summary: summary, values: values, required: [])
    }

    public static let all: [TemplateInfo] = core + toggleTemplates + stepperTemplates

    /// The text field, date picker, form and component templates.
    static let core: [TemplateInfo] = [
        TemplateInfo(
            name: "field-snippet.swift.mustache",
            summary: "the whole `a11y-gen field` output: header, declarations, view code, functions",
            values: header + [
                imports,
                V(
                    "needs", .list([V("text", "what the snippet uses and does not declare, safe inside a // comment")]),
                    "code of yours the snippet uses: another field's value, your options enum"),
                V("declarations", "the stored properties, one per line"),
                V("view", "the field's view code"),
                V("functions", "the functions the view calls"),
                V("validateName", "the validation function's name; empty when the field cannot fail"),
                V("validationEffect", "what a failed validation does, in words"),
            ], required: ["declarations", "view", "functions"]),
        TemplateInfo(
            name: "field.swift.mustache",
            summary: "a text field's layout: visible label, control, error or hint below",
            values: fieldLayout, required: ["control"]),
        TemplateInfo(
            name: "field-control.swift.mustache",
            summary: "a text field's control: the initializer and its modifiers, or a call to your own component",
            values: fieldControl, required: ["binding"]),
        TemplateInfo(
            name: "field-modifiers.swift.mustache",
            summary: "the built-in modifier chain of a text field, in order, with `#if canImport(UIKit)` blocks",
            values: [
                V(
                    "blocks",
                    .list([
                        V("shared", "a modifier for every platform; empty in a platform block"),
                        V(
                            "directive",
                            "`#if canImport(UIKit)` or `#if !canImport(UIKit)`; empty for a shared modifier"),
                        V("first", .list([V("text", "a modifier")]), "the modifiers under the `#if`"),
                        V("hasOtherwise", .flag, "there is an `#else` branch"),
                        V("otherwise", .list([V("text", "a modifier")]), "the modifiers under `#else`"),
                    ]), "the chain, in order")
            ], required: ["blocks"]),
        TemplateInfo(
            name: "field-label.swift.mustache", summary: "the persistent visible label above a field",
            values: [V("labelLiteral", "the visible label literal")], required: []),
        TemplateInfo(
            name: "field-error.swift.mustache", summary: "the error under a field: words, an icon and a color",
            values: [
                V("errorName", "the optional error state, unwrapped where this renders"),
                V("errorSpokenByField", .flag, "the field's name speaks the error, so this copy is hidden"),
                V("labelLiteral", "the field's label property"),
            ], required: ["errorName"]),
        TemplateInfo(
            name: "field-hint.swift.mustache", summary: "the hint under a field",
            values: [
                V("hintLiteral", "the hint: a localized String property"),
                V(
                    "spoken", .flag,
                    "VoiceOver reads the Text itself: segments named as a group, which carry no .accessibilityHint"),
            ], required: []),
        TemplateInfo(
            name: "field-validation.swift.mustache",
            summary: "a snippet's validation: shows the error, moves keyboard and VoiceOver focus, or speaks it",
            values: [
                V("identifier", "the field's Swift name"), V("validateName", "the function's name"),
                V("errorName", "the error shown (computed, read-only)"), V("focusName", "the VoiceOver focus state"),
                V("editingName", "the keyboard focus state"), V("messageName", "the checks' function name"),
                V("checkedName", "the state that says the field was checked: set it to true to show the error"),
                V(
                    "spokenErrorName",
                    "the state that holds the problem last spoken, which the leave check does not repeat"),
                V(
                    "focusMove",
                    "VoiceOver focus to the field or the problem spoken, rendered by field-focus-move.swift.mustache"),
                V("messageFunction", "the checks' function, rendered by field-message.swift.mustache"),
            ], required: ["validateName", "checkedName", "messageFunction"]),
        TemplateInfo(
            name: "field-focus-move.swift.mustache",
            summary:
                "a snippet's move of VoiceOver to a field with a problem: spoken if already there or if the move does not land",
            values: [
                V("focusName", "the field's Bool VoiceOver focus state"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`"),
                V("moveReason", "why the move waits, for its comment"),
            ], required: ["focusName"]),
        TemplateInfo(
            name: "field-leave-check.swift.mustache",
            summary: "runs as focus enters or leaves a field: checks it when left typed in, and speaks a problem found",
            values: [
                V("identifier", "the field's Swift name: its text state"),
                V("leaveName", "the function's name; it takes `editing`, whether the field now has keyboard focus"),
                V("inForm", .flag, "a form's field (the submit checks it too), not a snippet"),
                V("errorName", "the error shown (computed, read-only)"),
                V("checkedName", "the state that says the field was checked: set it to true to show the error"),
                V("messageName", "the checks' function: the first problem, or nil when the value is valid"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V(
                    "spokenErrorName",
                    "the optional String state holding the problem VoiceOver last spoke with the name; set it as focus enters and when announcing"
                ),
                V("announce", "the statements that post `announcement` queued behind speech in progress"),
            ], required: ["leaveName", "checkedName"]),
        TemplateInfo(
            name: "field-message.swift.mustache",
            summary: "a field's error, shown once it is checked, and its checks: the first problem in words, or nil",
            values: [
                V("identifier", "the field's Swift name"), V("messageName", "the function's name"),
                V(
                    "errorName",
                    "the computed error property this declares: nil until checked, then the current problem"),
                V("checkedName", "the state that says the field was checked"),
                V("checks", "the checks, in order"),
            ], required: ["errorName", "checkedName", "messageName", "checks"]),
        TemplateInfo(
            name: "field-keyboard-toolbar.swift.mustache",
            summary: "a snippet's keyboard toolbar with Done, shown while its field is edited",
            values: [
                V("editingName", "the keyboard focus state"), V("dismissName", "Done's function"),
                V("doneText", "Done's title: a `Text` looked up in the String Catalog"),
            ], required: []),
        TemplateInfo(
            name: "field-keyboard-done.swift.mustache",
            summary: "a snippet's Done: hides the keyboard and puts VoiceOver back on the field",
            values: [
                V("identifier", "the field's Swift name"), V("dismissName", "the function's name"),
                V("editingName", "the keyboard focus state"), V("focusName", "the VoiceOver focus state"),
                V(
                    "leaveName",
                    "the field's focus-change function, to check it without an announcement first; empty without checks"
                ),
            ], required: ["dismissName"]),
        TemplateInfo(
            name: "field-number-value.swift.mustache", summary: "a number field's value read from the typed text",
            values: [
                V("identifier", "the field's Swift name"), V("valueName", "the property's name"),
                V("type", "the number type, such as `Int`"), V("style", "the lenient parse format style"),
                V("checkName", "the function that tells whether the text is one number, such as `isOneWholeNumber`"),
                V(
                    "checkFunction",
                    "that function, nested in the property (a snippet); empty in a form, which declares it once"),
                // Still given, so a template set exported before the check had its own template keeps working.
                V("decimals", .flag, "the number may have a fraction (decimal and currency)"),
                V("currency", .flag, "a currency amount (the text may hold a currency symbol)"),
            ], required: ["valueName"]),
        TemplateInfo(
            name: "field-digits.swift.mustache",
            summary:
                "a text field's digits as 0-9, whatever numerals its pad or numbers-and-punctuation keyboard typed",
            values: [
                V("name", "the function's name: `asciiDigits`"),
                V(
                    "shared", .flag,
                    "declared once in a form's view (private) rather than nested in the message function"),
            ], required: ["name"]),
        TemplateInfo(
            name: "field-text-value.swift.mustache",
            summary:
                "what a text field on a keyboard that types the device's own numerals holds, trimmed, its digits as 0-9",
            values: [
                V("identifier", "the field's state, such as `zipCode`"),
                V("valueName", "the property's name, such as `zipCodeValue`"),
                V("text", "the state as the property reads it (`self.asciiDigits` where the field takes that name)"),
                V("digitsName", "the digits function's name: `asciiDigits`"),
                V("digitsFunction", "a snippet's own copy of the digits function, nested here; empty in a form"),
            ], required: ["valueName"]),
        TemplateInfo(
            name: "field-number-check.swift.mustache",
            summary: "whether a text is one number as the locale writes it (a number field's check)",
            values: [
                V(
                    "name",
                    "the function's name: `isOneWholeNumber`, `isOneDecimalNumber`, `isOneAmount`, or `isOneWholeAmount` for a currency with no minor unit (yen, won)"
                ),
                V("shared", .flag, "declared once in a form's view (private) rather than nested in the property"),
                V("decimals", .flag, "the number may have a fraction (decimal and currency)"),
                V("currency", .flag, "a currency amount (the text may hold a currency symbol)"),
            ], required: ["name"]),
        TemplateInfo(
            name: "field-search.swift.mustache", summary: "a search field's `search()`, which the Search key runs",
            values: [
                V("identifier", "the field's Swift name"),
                V("searchName", "the function's name: search, or runSearch for a field called search"),
                V("validateName", "the validation function's name; empty when the field cannot fail"),
            ], required: []),
        TemplateInfo(
            name: "date.swift.mustache", summary: "a date picker's layout: the picker, error or hint below",
            values: [
                V("control", "the picker, rendered by date-control.swift.mustache"),
                V("canShowError", .flag, "the picker has checks"), V("errorName", "the optional error state"),
                V("hintLiteral", "the hint literal; empty without one"),
                V("errorLabel", "the error view (field-error.swift.mustache)"),
                V("hintText", "the hint view (field-hint.swift.mustache)"),
                V("labelAbove", "the visible label beside a hidden-label picker; empty otherwise"),
                V(
                    "rowGroup", .flag,
                    "a Mac-only picker showing its own title: wrap in `Group`, so the Form's label column shows it"),
            ], required: ["control"]),
        TemplateInfo(
            name: "date-control.swift.mustache", summary: "a native DatePicker and its modifiers (card 002)",
            values: [
                V("identifier", "the field's Swift name"),
                V(
                    "title",
                    "the DatePicker's title argument: the label literal, or the name property that carries the error"),
                V("selection", "the selection binding, such as `$checkIn`"),
                V("range", "the `in:` range, such as `Self.checkInRange`; empty without one"),
                V("components", "`displayedComponents`, such as `.date`"),
                V("style", "the `.datePickerStyle(…)` value; empty for the automatic style"),
                V("labelsHidden", .flag, "the label shows as a Text beside the picker"),
                V("accessibilityHint", "the `.accessibilityHint(…)` argument; empty without a hint"),
                V("accessibilityLabel", "the `.accessibilityLabel(…)` argument; empty when the title is the name"),
                V("inputLabels", "the `.accessibilityInputLabels([…])` element; empty when the name never changes"),
                V("labelLiteral", "the label literal"), V("canShowError", .flag, "the picker has checks"),
                V("errorName", "the optional error state"),
                V(
                    "changeCheck",
                    "the `.onChange` modifier that runs date-change-check.swift.mustache's function when the problem changes (`#if`-guarded when the platforms need different forms); empty when the picker has no checks"
                ),
            ],
            // The name the style needs, the error in it, and the words Voice Control answers to while
            // it shows (card 002, policy.voice-control-label): a set that drops one drops them silently.
            required: ["title", "selection", "accessibilityLabel", "inputLabels"]),
        TemplateInfo(
            name: "choice.swift.mustache",
            summary: "a choice field's layout: label above, the picker, error or hint below",
            values: [
                V(
                    "labelAbove",
                    "the visible label (field-label.swift.mustache); empty on the Mac, where the Picker shows it"),
                V(
                    "rowGroup", .flag,
                    "on the Mac alone: the picker is a row of the Form (a `Group`), its title in the label column"),
                V("control", "the picker, rendered by choice-control.swift.mustache"),
                V("canShowError", .flag, "the picker has checks"), V("errorName", "the optional error state"),
                V("hintLiteral", "the hint literal; empty without one"),
                V("errorLabel", "the error view (field-error.swift.mustache)"),
                V("hintText", "the hint view (field-hint.swift.mustache)"),
            ], required: ["control"]),
        TemplateInfo(
            name: "choice-control.swift.mustache", summary: "a native Picker, its options and modifiers (issue 13)",
            values: [
                V(
                    "title",
                    "the Picker's title: the label property, or the name property that carries the error (a navigation-link picker's title is the label: it titles the pushed list; on the Mac alone it is the visible label)"
                ),
                V(
                    "labelShown", .flag,
                    "on the Mac alone: the Picker shows its title as the label (no `.labelsHidden()`)"),
                V(
                    "groupsSegments", .flag,
                    "a segmented picker outside a Mac-only deployment: `.accessibilityElement(children: .contain)` makes its segments one container, named by `accessibilityName` (VoiceOver does not speak a segmented picker's title on iOS)"
                ),
                V(
                    "iosGroupName",
                    "in a file for iOS and the Mac, a segmented picker's group name: the container and its `.accessibilityLabel(…)` go inside `#if canImport(UIKit)` (the Mac's segmented control is named by its title); `groupsSegments` and `accessibilityName` are then off"
                ),
                V(
                    "accessibilityName",
                    "the `.accessibilityLabel(…)` of a navigation-link picker or a Mac picker showing its title (the name property, when it says more than the label), or of a segmented picker's group (its title); empty otherwise"
                ),
                V("selection", "the selection binding, such as `$size`"),
                V("prompt", .flag, "a \"Select…\" row tagged nil leads the options"),
                V("promptText", "the prompt row's `Text`, looked up in the String Catalog"),
                V("valueType", "the Swift type of one option, such as `String`"),
                V(
                    "options",
                    "the option rows, each tagged with its value; below iOS 17 / macOS 14, runs of ten in `Group { }` when the block would hold more than ten views"
                ),
                V("style", "the `.pickerStyle(…)` value; empty for the automatic style"),
                V("accessibilityHint", "the `.accessibilityHint(…)` argument; empty without a hint"),
                V("inputLabels", "the `.accessibilityInputLabels([…])` element; empty when the name never changes"),
                V("focusBinding", "the `.accessibilityFocused(…)` binding; empty when the picker's error is announced"),
                V(
                    "macFocusBinding",
                    "in a form for iOS and the Mac, a segmented picker's `.accessibilityFocused(…)` binding on the Mac alone (the `#else` of `iosGroupName`'s `#if`): there the control is one element, and a failed submit moves VoiceOver to it; empty otherwise. A template without it keeps the problem announced on the Mac too. The binding is to the built-in form's `Field?` enum; a set whose form keeps one Bool per field binds `${{focusName}}` inside `{{#macFocusBinding}}` instead (the form then declares that Bool)"
                ),
                V(
                    "keyboardFocusBinding",
                    "the `.focused(…)` arguments, for a picker that can show an error (a menu's error is announced, and keyboard focus still moves to it): the form's focus enum, or a snippet's own state (`$sizeEditing`); empty without an error"
                ),
                V(
                    "editingName",
                    "the name of a Bool keyboard focus state for this picker, for a form that keeps one per field"),
                V("focusName", "the name of a Bool VoiceOver focus state for this picker (a snippet declares it)"),
                V(
                    "changeCheck",
                    "the `.onChange` modifier that runs choice-change-check.swift.mustache's function when the problem changes (`#if`-guarded when the platforms need different forms); empty when the picker has no checks"
                ),
            ],
            // The visible label on the Mac, the name with the error, and the words Voice Control answers
            // to (policy.choice-visible-label, text-field.error-in-label, policy.voice-control-label).
            required: ["title", "selection", "labelShown", "accessibilityName", "inputLabels"]),
        TemplateInfo(
            name: "choice-change-check.swift.mustache",
            summary: "announces a picker's error that choosing nothing again brings back after the check (card 004)",
            values: [
                V("identifier", "the field's Swift name"), V("changeName", "the function's name"),
                V("checkedName", "the state that says the picker was checked"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`, after what VoiceOver is saying"),
            ], required: ["changeName", "checkedName"]),
        TemplateInfo(
            name: "choice-validation.swift.mustache",
            summary: "a snippet's choice validation: focus to the picker, or an announcement for menus (card 004)",
            values: [
                V("identifier", "the field's Swift name"), V("summary", "what the function does, for its comment"),
                V("validateName", "the function's name"), V("errorName", "the error shown (computed, read-only)"),
                V("messageName", "the checks' function name"),
                V("checkedName", "the state that says the field was checked: set it to true to show the error"),
                V("editingName", "the picker's keyboard focus state, which the function sets"),
                V("movesFocus", .flag, "the picker takes VoiceOver focus (policy.choice-error-focus)"),
                V(
                    "focusMove",
                    "VoiceOver focus to the picker or the problem spoken (field-focus-move.swift.mustache); empty for a menu"
                ),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`"),
                V("messageFunction", "the checks' function"),
            ], required: ["validateName", "checkedName", "messageFunction"]),
        TemplateInfo(
            name: "date-validation.swift.mustache",
            summary: "a snippet's date validation: shows the error and announces it (no focus move, card 002)",
            values: [
                V("identifier", "the field's Swift name"), V("validateName", "the function's name"),
                V("errorName", "the error shown (computed, read-only)"), V("messageName", "the checks' function name"),
                V("checkedName", "the state that says the field was checked: set it to true to show the error"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`"),
                V("messageFunction", "the checks' function"),
            ], required: ["validateName", "checkedName", "messageFunction"]),
        TemplateInfo(
            name: "date-change-check.swift.mustache",
            summary: "announces a date's problem that a moved date brings after the check (card 004)",
            values: [
                V("identifier", "the field's Swift name"), V("changeName", "the function's name"),
                V("checkedName", "the state that says the field was checked"),
                V("nameName", "the name property: the label, and the error once it is set"),
                V("announce", "the statement that posts `announcement`, after what VoiceOver is saying"),
            ], required: ["changeName", "checkedName"]),
        TemplateInfo(
            name: "date-time-after.swift.mustache",
            summary:
                "an hour after a time by the clock, on the same day (23:59 at the latest): where a time that must follow another starts (one per form)",
            values: [V("name", "the function's name, `timeAnHourAfter`")], required: ["name"]),
        TemplateInfo(
            name: "date-range.swift.mustache", summary: "a picker's range and start date, computed on every read",
            values: [
                V("identifier", "the field's Swift name"), V("rangeName", "the range property"),
                V("rangeType", "its type"), V("rangeComment", "the range as written in the spec"),
                V("startName", "the start property"),
                V(
                    "startExpression",
                    "the start property's body: now (in a form, a day after the date it must follow) clamped into the range"
                ),
                V("startSummary", "where the picker starts, in words, for the property's comment"),
                V("body", "the range's computation"),
            ], required: ["rangeName", "startName", "body"]),
        TemplateInfo(
            name: "field-strings.swift.mustache",
            summary: "a field's words as properties, each looked up in the String Catalog (issue 15)",
            values: [
                V("identifier", "the field's Swift name"), V("labelName", "the label property"),
                V("labelExpression", "the label's lookup, `String(localized:…)`"),
                V(
                    "visibleLabelName",
                    "the visible label property; empty unless it marks the field required or names its currency"),
                V("visibleLabelExpression", "its lookup: a format of the label and its marks"),
                V("visibleLabelSummary", "what the visible label says, for its comment"),
                V("nameName", "the name property; empty when the name is the label alone"),
                V("nameBody", "its statements: the label (and required mark), with the error while one shows"),
                V("nameSummary", "what the name says, for its comment"),
                V("placeholderName", "the placeholder property"),
                V("placeholderExpression", "its lookup; empty without one"),
                V("hintName", "the hint property"), V("hintExpression", "its lookup; empty without one"),
                V("valueTextName", "a stepper's value-with-unit property"),
                V("valueExpression", "its statements: the number with its unit, one form for 1 and one for others"),
            ], required: ["labelName", "labelExpression"]),
        TemplateInfo(
            name: "form.swift.mustache",
            summary: "a whole form view: state, focus, body, submit(), functions, preview",
            values: header + [
                imports,
                V(
                    "needs", .list([V("text", "what the file uses and does not declare, safe inside a // comment")]),
                    "code of yours the form uses: your options enum, a NavigationStack around it"),
                V("viewName", "the view's type name"),
                V(
                    "fields",
                    .list([
                        V("identifier", "the field's Swift name and its `Field` case"),
                        V("valueType", "its type in `Submission`"),
                        V("focusable", .flag, "it takes keyboard focus (not a date picker)"),
                        V("canShowError", .flag, "it can show an error"),
                        V(
                            "bindsFocus", .flag,
                            "it binds the form's keyboard focus: a text field, or a toggle or picker that can show an error (a menu picker's error is announced, and keyboard focus still moves to it)"
                        ),
                        V(
                            "bindsAccessibilityFocus", .flag,
                            "it binds the form's VoiceOver focus: a text field, or a toggle or on-screen picker that can show an error (not a menu picker, whose error is announced)"
                        ),
                        V("editingName", "its Bool keyboard-focus state name, for forms that keep one per field"),
                        V("focusName", "its Bool VoiceOver-focus state name, for forms that keep one per field"),
                        V("vertical", .flag, "Return types a line break in it (multiline, a wrapping address)"),
                    ]), "the fields, in order"),
                V("hasVertical", .flag, "a field's Return types a line break"),
                V("hasKeyboardFocus", .flag, "a field takes keyboard focus"),
                V("hasAccessibilityFocus", .flag, "a field binds VoiceOver focus"),
                V("focusFunction", "`focus(_:problem:)`, rendered by form-focus.swift.mustache; empty when unused"),
                V("keyboardFunctions", "the keyboard toolbar's functions; empty without a toolbar"),
                V("declarations", "every field's stored properties, and `submitFailed` when a field can show an error"),
                V("container", "the body, rendered by form-body.swift.mustache"),
                V(
                    "checkAll",
                    "the statements that mark every field checked, so each shows its problem, and its problem as spoken"
                ),
                V("outcome", "the statements that move focus to the first problem, or announce success"),
                V("announce", "the statement that posts `message`"),
                V(
                    "functions", .list([V("text", "a function")]),
                    "the fields-to-fix functions (form-problems.swift.mustache) when a field can show an error, then every field's functions"
                ),
                V("preview", "`#Preview`, or a `PreviewProvider` below iOS 17 / macOS 14"),
            ],
            required: [
                "viewName", "declarations", "container", "checkAll", "outcome", "functions",
            ],
            requiredStart: (
                WriteAction.marker,
                "`form -o` and `generate` overwrite only files that start with it, so without it the next run refuses the file"
            )),
        TemplateInfo(
            name: "form-body.swift.mustache", summary: "a form's body: fields, submit button, status, title",
            values: [
                V("isForm", .flag, "a `Form` container (else a scrolling stack)"),
                V(
                    "fieldViews",
                    "every field's view, in order; below iOS 17 / macOS 14, runs of ten in `Group { }` when the block with the submit template's views would hold more than ten"
                ),
                V("submitButton", "the submit button, rendered by form-submit.swift.mustache"),
                V("containerModifiers", "the container's modifiers (the keyboard toolbar)"),
                V(
                    "scrollsToProblems", .flag,
                    "an iOS `Form` whose failed submit scrolls the first problem's row into view: a `ScrollViewReader` named `scrollProxy` around it, each row with its field's `.id` (a template that leaves this out keeps its Form as it is)"
                ),
                V("scrollChange", "the Form's `.onChange(of: scrollTarget)` that scrolls with `scrollProxy`"),
                V("titleText", "the navigation title's `Text`, looked up in the String Catalog; empty without one"),
            ], required: ["fieldViews", "submitButton"]),
        TemplateInfo(
            name: "form-submit.swift.mustache", summary: "the submit button and the status line",
            values: [
                V("submitText", "the button's title `Text`, looked up in the String Catalog"),
                V("labelModifiers", "the title's modifiers (iOS: 44 pt, full width)"),
                V("buttonModifiers", "the button's modifiers (macOS: large, default action)"),
                V(
                    "hasProblems", .flag,
                    "a field can show an error: after a failed submit, a line counts the fields to fix (`problemSummary`)"
                ),
            ], required: []),
        TemplateInfo(
            name: "form-problems.swift.mustache",
            summary:
                "`problemCount`, `problemsChanged(_:)`, `problemSummary` and `announceProblemCount()`: the fields left to fix",
            values: [
                V("errors", .list([V("name", "a field's error property")]), "every field that can show an error"),
                V("summary", "the expression of the line's text, looked up in the String Catalog with the count"),
                V("allFixed", "the expression of the words said once the last field to fix is fixed"),
                V("announce", "the statements that post `announcement` queued behind speech in progress"),
            ], required: ["errors", "summary"]),
        TemplateInfo(
            name: "form-keyboard.swift.mustache", summary: "the form's keyboard toolbar: Next and Done (iOS)",
            values: [
                V("hasNext", .flag, "more than one field takes keyboard focus"),
                V("hasVertical", .flag, "a field's Return types a line break"),
                V("nextText", "Next's title `Text`; empty without Next"), V("doneText", "Done's title `Text`"),
            ], required: []),
        TemplateInfo(
            name: "form-keyboard-functions.swift.mustache", summary: "`nextField` and `dismissKeyboard()`",
            values: [
                V("hasNext", .flag, "more than one field takes keyboard focus"),
                V("chain", .list([V("from", "a field's case"), V("to", "the next one's")]), "the Return chain"),
                V("hasQuietChecks", .flag, "a text field can show an error"),
                V(
                    "quietChecks",
                    .list([V("focusCase", "a text field's case"), V("leaveName", "its focus-change function")]),
                    "the text fields Done checks without an announcement before hiding the keyboard"),
            ], required: []),
        TemplateInfo(
            name: "form-focus.swift.mustache",
            summary: "`focus(_:problem:)`: keyboard focus, then VoiceOver focus or the problem spoken",
            values: [
                V("hasKeyboardFocus", .flag, "the form has fields that take keyboard focus (`focusedField`)"),
                V(
                    "scrollsToProblems", .flag,
                    "the field's row is scrolled into view first (`scrollTarget`), and keyboard focus follows it"),
            ],
            required: []),
        component(
            "component-file", "a design-system component file: header, size type, members, helpers",
            componentShared + header + [
                V("sizeType", "the size type, rendered by component-size.swift.mustache"),
                V("members", .list([V("code", "a member, rendered by its template")]), "the members"),
                V("helpers", "the shared helpers, rendered by component-helpers.swift.mustache"),
            ]),
        component("component-size", "the family's size type: text styles, heights of at least 44 pt"),
        component("component-helpers", "helpers the members share"),
        component("component-label", "a component's visible label, hidden from VoiceOver"),
        component("component-messages", "a component's error (text, icon, color) or hint"),
        component("component-name-modifiers", "a component's one name, hint and Voice Control name"),
        component("component-naming", "a component's spoken label and name with the error"),
        component("component-icon", "a component's decorative icon"),
        TemplateInfo(
            name: "component-focus.swift.mustache",
            summary: "a component's focus bindings (the caller's or its own) and keyboard Done",
            values: [
                V("keyboardDone", .flag, "the member brings its own keyboard Done (iOS)"),
                V("multiline", .flag, "the text area, whose Return types a line break"),
            ] + componentLookups, required: []),
        component("component-text-field", "the DSTextField member", componentMember),
        component("component-secure-field", "the DSSecureField member", componentMember),
        component("component-text-area", "the DSTextArea member", componentMember),
    ]

    static let byName: [String: TemplateInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Where `context` holds a key the template's declaration lacks, or a value of another kind.
    static func mismatches(_ context: TemplateContext, _ values: [TemplateValueInfo], path: String = "") -> [String] {
        var out: [String] = []
        for (key, value) in context.sorted(by: { $0.key < $1.key }) {
            guard let info = values.first(where: { $0.name == key }) else {
                out.append("\(path)\(key) is not declared")
                continue
            }
            switch (value, info.kind) {
            case (.text, .text), (.flag, .flag): break
            case (.list(let items), .list(let item)):
                for element in items { out += mismatches(element, item, path: path + key + ".") }
            case (.context(let nested), .section(let item)):
                out += mismatches(nested, item, path: path + key + ".")
            default:
                out.append("\(path)\(key) is declared as \(info.kind.word)")
            }
        }
        return out
    }

    /// The values of a kind, as `templates list` and README show them: `name` for text, `#name` for a
    /// flag, `#name[a, b]` for a list or section of items holding `a` and `b`.
    static func describe(_ values: [TemplateValueInfo]) -> String {
        values.map { value in
            switch value.kind {
            case .text: value.name
            case .flag: "#" + value.name
            case .list(let item), .section(let item): "#\(value.name)[\(describe(item))]"
            }
        }.joined(separator: ", ")
    }
}
