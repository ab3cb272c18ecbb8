/// The design-system components `a11y-gen component` can emit (card 003 names the family).
public enum ComponentKind: String, Codable, CaseIterable, Sendable {
    case textField = "text-field"
}

/// One row of the `<Prefix>InputSize` table: card 003's `.sm/.md/.lg`, each with a text style so text
/// scales with Dynamic Type, and the sizes its `@ScaledMetric`s start from.
public struct InputSizeRow: Codable, Sendable, Equatable {
    /// `sm`, `md`, `lg`.
    public var name: String
    /// The `Font` text style of the field's text (`.body`).
    public var font: String
    /// The `Font.TextStyle` the scaled metrics follow (same style as `font`).
    public var textStyle: String
    /// Field height at the default text size; never under 44 pt (global.touch-target-size).
    public var minHeight: Int
    /// Icon box at the default text size.
    public var iconSize: Int
}

/// What one platform branch of the component adds: its `#if canImport(…)` condition, the input-trait
/// parameters only its SDK has, and the modifiers that pass them (and its boundary, when minimums differ).
public struct ComponentPlatformBranch: Codable, Sendable, Equatable {
    public struct Parameter: Codable, Sendable, Equatable {
        public var name: String
        public var type: String
        public var defaultValue: String
        public var doc: String
    }
    public var platform: Platform
    /// `canImport(UIKit)` or `canImport(AppKit)`.
    public var condition: String
    public var parameters: [Parameter]
    public var modifiers: [String]
}

/// Everything decided about a design-system text field component. The Swift code and the JSON result
/// both read this; the template only lays it out.
public struct TextFieldComponentPlan: Codable, Sendable, Equatable {
    public var kind: ComponentKind
    public var prefix: String
    /// `DSTextField`.
    public var typeName: String
    /// `DSInputSize`.
    public var sizeTypeName: String
    public var deployment: Deployment
    public var sizes: [InputSizeRow]
    /// The size a field gets when none is given (card 003: `.md`).
    public var defaultSize: String
    /// The boundary per platform (`ios`, `macos`): `.roundedBorder`, or `.bordered` from OS 27.
    public var borders: [String: FieldBorder]
    /// Modifiers every platform's field gets (the boundary when all platforms share it).
    public var sharedModifiers: [String]
    public var branches: [ComponentPlatformBranch]
    /// The visible error's icon (SF Symbol) and its color, a system (semantic) color.
    public var errorIcon: String
    public var errorIconColor: String
    public var decisions: [Decision]

    /// Every rule the decisions cite, sorted.
    public var rules: [RuleID] { Array(Set(decisions.flatMap(\.rules))).sorted() }
}

/// Plans `a11y-gen component`: the decisions live here, each with its rules and reason.
public enum ComponentPlanner {
    /// The sizes of card 003's `DSInputSize`: text styles from Dynamic Type, heights at least 44 pt.
    static let sizes = [
        InputSizeRow(name: "sm", font: ".subheadline", textStyle: ".subheadline", minHeight: 44, iconSize: 16),
        InputSizeRow(name: "md", font: ".body", textStyle: ".body", minHeight: 44, iconSize: 20),
        InputSizeRow(name: "lg", font: ".title3", textStyle: ".title3", minHeight: 52, iconSize: 24),
    ]

    public static func plan(_ kind: ComponentKind, prefix: String, deployment: Deployment) -> TextFieldComponentPlan {
        var borders: [String: FieldBorder] = [:]
        for platform in deployment.platforms {
            borders[platform.rawValue] = deployment.minimum(platform) >= OSVersion(27) ? .bordered : .roundedBorder
        }
        let distinctBorders = Set(borders.values.map(\.rawValue))
        let sharedBorder = distinctBorders.count == 1 ? borders.values.first : nil

        var branches: [ComponentPlatformBranch] = []
        for platform in deployment.platforms {
            let perPlatformBorder = sharedBorder == nil ? borders[platform.rawValue]!.modifiers : []
            switch platform {
            case .ios:
                branches.append(
                    ComponentPlatformBranch(
                        platform: .ios, condition: "canImport(UIKit)",
                        parameters: [
                            .init(
                                name: "keyboardType", type: "UIKeyboardType", defaultValue: ".default",
                                doc: "The software keyboard for the data (`.emailAddress`, `.numberPad`)."),
                            .init(
                                name: "textContentType", type: "UITextContentType?", defaultValue: "nil",
                                doc: "The AutoFill type (`.emailAddress`, `.password`)."),
                        ],
                        modifiers: perPlatformBorder + [
                            ".keyboardType(keyboardType)", ".textContentType(textContentType)",
                        ]))
            case .macos:
                branches.append(
                    ComponentPlatformBranch(
                        platform: .macos, condition: "canImport(AppKit)",
                        parameters: [
                            .init(
                                name: "textContentType", type: "NSTextContentType?", defaultValue: "nil",
                                doc: "The AutoFill type (`.emailAddress`, `.password`).")
                        ],
                        modifiers: perPlatformBorder + [".textContentType(textContentType)"]))
            }
        }

        let boundaryChoice = deployment.platforms.map { "\($0.displayName): .\(borders[$0.rawValue]!.rawValue)" }
            .joined(separator: ", ")
        let decisions = [
            Decision(
                "accessible-name",
                "one .accessibilityLabel on the field: the visible label (the placeholder when there is no label)",
                rules: [.accessibleName, .persistentLabelSingleName, .keepVisibleLabel, .noPlaceholderOnlyLabel],
                "The label stays visible above the field while people type (card 001) and is hidden from VoiceOver, so the field carries exactly one name (card 000). A field without a label keeps its placeholder as the name, so it is never nameless; give every field a label."
            ),
            Decision(
                "voice-control", ".accessibilityInputLabels([label])", rules: [.voiceControlLabel],
                "Voice Control users say the visible label; the name grows an error, the input label does not."),
            Decision(
                "error-wiring", "appended to the name (\"Label, error\"); shown below as text + icon + color",
                rules: [
                    .errorInLabel, .errorInLabelNotHint, .noErrorInValue, .noErrorOnlyInHint, .noColorOnlyError,
                    .messageContrast,
                ],
                "Card 003 announces the error through the hint; card 000 wins for text fields: hints can be turned off and the value must stay the typed text, so the error joins the name. The visible error is words in the primary color with a red icon, never color alone, and hidden from VoiceOver because the name already speaks it."
            ),
            Decision(
                "hint", ".accessibilityHint only while no error shows; the visible hint is hidden from VoiceOver",
                rules: [.hintYieldsToError],
                "Card 003: the error overrides the hint. The hint is heard once, as the field's hint."),
            Decision(
                "icons", "leading and trailing SF Symbols are .accessibilityHidden(true), sized with @ScaledMetric",
                rules: [.scaledMetric, .noVisualMatchAsSemantic],
                "The icons decorate; the name already says what the field is for. Their box follows the text style."),
            Decision(
                "boundary", boundaryChoice,
                rules: [
                    .visibleBoundary, .nativeControlStyles, .focusVisible, .fieldFocusVisible, .borderedFrom27,
                    .macBorderedStyle,
                ],
                "A native bordered style gives the 3:1 boundary in every state and keeps the system focus ring; a hand-drawn border over a plain field would drop the Mac's focus ring. The icons sit beside the bordered field."
            ),
            Decision(
                "color", "semantic only: .primary text, .secondary icons, system red for the error icon",
                rules: [.semanticColor, .noRawColors, .semanticIndicatorColor],
                "System colors adapt to light, dark and increased contrast; no raw color literal is used."),
            Decision(
                "dynamic-type",
                "text styles per size (.subheadline/.body/.title3); field height and icon size from @ScaledMetric(relativeTo:)",
                rules: [.fieldDynamicType, .dynamicType, .scaledMetric, .noFixedFontSize, .textWraps],
                "Text, height and icons grow with the person's text size; labels, hints and errors wrap."),
            Decision(
                "touch-target", "minimum height 44 pt (52 pt for .lg), scaled",
                rules: [.fieldTouchTarget, .touchTargetSize],
                "Apple's 44 pt target at every size, growing with Dynamic Type."),
            Decision(
                "disabled", ".disabled(isDisabled) on the whole component", rules: [.nativeControlsCarryContract],
                "VoiceOver speaks the field as dimmed and it takes no input or focus; the native style dims it."),
            Decision(
                "input-traits",
                "keyboardType and textContentType parameters, passed to the field (UIKit-only ones under #if canImport(UIKit))",
                rules: [.keyboardType, .contentType, .platformGuards],
                "The caller knows the data; the component passes the right keyboard and AutoFill type through."),
            Decision(
                "focus", "optional FocusState<Bool>.Binding and AccessibilityFocusState<Bool>.Binding parameters",
                rules: [.errorFocus, .focusManagement],
                "A form moves keyboard focus and VoiceOver focus to the errored field on submit."),
            Decision(
                "submit", ".onSubmit only when onSubmit is given", rules: [.macDefaultButton],
                "Card 003: Return submits when onSubmit is set; without one, Return stays with the form's default button."
            ),
        ]
        return TextFieldComponentPlan(
            kind: kind, prefix: prefix, typeName: prefix + "TextField", sizeTypeName: prefix + "InputSize",
            deployment: deployment, sizes: sizes, defaultSize: "md", borders: borders,
            sharedModifiers: sharedBorder?.modifiers ?? [], branches: branches,
            errorIcon: "exclamationmark.triangle.fill", errorIconColor: ".red", decisions: decisions)
    }
}
