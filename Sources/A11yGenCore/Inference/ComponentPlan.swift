/// The design-system components `a11y-gen component` can emit: card 003's DSTextField and the two
/// siblings it names (DSSecureField for passwords, DSTextArea for multi-line text).
public enum ComponentKind: String, Codable, CaseIterable, Sendable {
    case textField = "text-field"
    case secureField = "secure-field"
    case textArea = "text-area"

    /// The type name after the prefix: `TextField` gives `DSTextField`.
    public var typeSuffix: String {
        switch self {
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .textArea: "TextArea"
        }
    }

    /// The template that lays this member's type out.
    public var template: String { "component-\(rawValue).swift.mustache" }
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

/// What one platform branch of a member adds: its `#if canImport(…)` condition, the input-trait
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

/// One member of the family: what differs from its siblings. Everything they share (the name, the
/// error and hint wiring, sizes, boundary, colors) is decided once in `ComponentPlan`.
public struct ComponentMemberPlan: Codable, Sendable, Equatable {
    public var kind: ComponentKind
    /// `DSTextField`, `DSSecureField`, `DSTextArea`.
    public var typeName: String
    /// Modifiers every platform's control gets, in order (the boundary when all platforms share it,
    /// the text area's line range).
    public var sharedModifiers: [String]
    public var branches: [ComponentPlatformBranch]
    /// The iOS keyboard gets a Done button that hides it and returns VoiceOver to the field
    /// (the text area: Return types a line break, policy.keyboard-without-return).
    public var keyboardDone: Bool
    /// What only this member decides.
    public var decisions: [Decision]
}

/// Everything decided about a design-system component file (one member, or the family). The Swift
/// code and the JSON result both read this; the templates only lay it out.
public struct ComponentPlan: Codable, Sendable, Equatable {
    public var kinds: [ComponentKind]
    public var prefix: String
    /// `DSInputSize`, shared by the family.
    public var sizeTypeName: String
    public var deployment: Deployment
    public var sizes: [InputSizeRow]
    /// The size a field gets when none is given (card 003: `.md`).
    public var defaultSize: String
    /// The boundary per platform (`ios`, `macos`): `.roundedBorder`, or `.bordered` from OS 27.
    public var borders: [String: FieldBorder]
    /// The visible error's icon (SF Symbol) and its color, a system (semantic) color.
    public var errorIcon: String
    public var errorIconColor: String
    public var members: [ComponentMemberPlan]
    /// What every member shares.
    public var decisions: [Decision]

    /// The shared decisions, then each member's own.
    public var allDecisions: [Decision] { decisions + members.flatMap(\.decisions) }
    /// Every rule the decisions cite, sorted.
    public var rules: [RuleID] { Array(Set(allDecisions.flatMap(\.rules))).sorted() }
    /// The types the file declares: the members, then the size type.
    public var typeNames: [String] { members.map(\.typeName) + [sizeTypeName] }
}

/// Plans `a11y-gen component`: one planner for the family, each member a small variation on the
/// shared decisions, each decision with its rules and reason.
public enum ComponentPlanner {
    /// The sizes of card 003's `DSInputSize`: text styles from Dynamic Type, heights at least 44 pt.
    static let sizes = [
        InputSizeRow(name: "sm", font: ".subheadline", textStyle: ".subheadline", minHeight: 44, iconSize: 16),
        InputSizeRow(name: "md", font: ".body", textStyle: ".body", minHeight: 44, iconSize: 20),
        InputSizeRow(name: "lg", font: ".title3", textStyle: ".title3", minHeight: 52, iconSize: 24),
    ]

    /// Why a member cannot be emitted for a deployment (the text area's `axis: .vertical` is iOS 16 /
    /// macOS 13), or nil.
    public static func unsupported(_ kind: ComponentKind, _ deployment: Deployment) -> String? {
        guard kind == .textArea, !deployment.supports(API.textFieldAxis.availability) else { return nil }
        return
            "text-area needs TextField(axis: .vertical) (\(API.textFieldAxis.availability.summary)); raise --minimum-os"
    }

    public static func plan(_ kind: ComponentKind, prefix: String, deployment: Deployment) -> ComponentPlan {
        plan([kind], prefix: prefix, deployment: deployment)
    }

    public static func plan(_ kinds: [ComponentKind], prefix: String, deployment: Deployment) -> ComponentPlan {
        var borders: [String: FieldBorder] = [:]
        for platform in deployment.platforms {
            borders[platform.rawValue] = deployment.minimum(platform) >= OSVersion(27) ? .bordered : .roundedBorder
        }
        let distinctBorders = Set(borders.values.map(\.rawValue))
        let sharedBorder = distinctBorders.count == 1 ? borders.values.first : nil
        let boundaryChoice = deployment.platforms.map { "\($0.displayName): .\(borders[$0.rawValue]!.rawValue)" }
            .joined(separator: ", ")
        let members = kinds.map {
            member($0, prefix: prefix, deployment: deployment, borders: borders, sharedBorder: sharedBorder)
        }
        return ComponentPlan(
            kinds: kinds, prefix: prefix, sizeTypeName: prefix + "InputSize", deployment: deployment, sizes: sizes,
            defaultSize: "md", borders: borders, errorIcon: "exclamationmark.triangle.fill", errorIconColor: ".red",
            members: members,
            decisions: sharedDecisions(boundaryChoice, mac: deployment.platforms.contains(.macos)))
    }

    /// The member's input traits, per platform, and its own decisions.
    static func member(
        _ kind: ComponentKind, prefix: String, deployment: Deployment, borders: [String: FieldBorder],
        sharedBorder: FieldBorder?
    ) -> ComponentMemberPlan {
        // A SecureField's AutoFill type is a password (card 000: .password, .newPassword or .oneTimeCode)
        // unless the caller passes nil: a PIN has no AutoFill category, and `.password` there would offer
        // saved passwords for a four-digit code.
        let contentType: (ios: String, mac: String, value: String, doc: String) =
            kind == .secureField
            ? (
                "UITextContentType?", "NSTextContentType?", ".password",
                "AutoFill: `.password` (the default), `.newPassword`, `.oneTimeCode`, or nil for a PIN."
            )
            : ("UITextContentType?", "NSTextContentType?", "nil", "The AutoFill type (`.emailAddress`, `.password`).")
        // A text area's Return types a line break; a text or secure field given a number, decimal or
        // phone pad has no Return key: each brings a keyboard Done on iOS (card 004).
        let keyboardDone = deployment.platforms.contains(.ios)
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
                                name: "textContentType", type: contentType.ios, defaultValue: contentType.value,
                                doc: contentType.doc),
                        ],
                        modifiers: perPlatformBorder + [
                            ".keyboardType(keyboardType)", ".textContentType(textContentType)",
                        ] + (keyboardDone ? [".toolbar { keyboardDone }"] : [])))
            case .macos:
                branches.append(
                    ComponentPlatformBranch(
                        platform: .macos, condition: "canImport(AppKit)",
                        parameters: [
                            .init(
                                name: "textContentType", type: contentType.mac, defaultValue: contentType.value,
                                doc: contentType.doc)
                        ],
                        // The component draws its label above the field; a Mac Form would also show the
                        // field's title in its label column, so the title stays only the field's name.
                        modifiers: perPlatformBorder + [".textContentType(textContentType)", ".labelsHidden()"]))
            }
        }
        var sharedModifiers = sharedBorder?.modifiers ?? []
        var decisions: [Decision] = []
        switch kind {
        case .textField:
            decisions = [
                iconsDecision, inputTraitsDecision, submitDecision(mac: deployment.platforms.contains(.macos)),
            ]
        case .secureField:
            decisions = [
                Decision(
                    "secure-entry",
                    "SecureField; textContentType defaults to .password (.newPassword, .oneTimeCode or nil accepted); no show/hide toggle",
                    rules: [.secureField, .fieldCheckSecureSilent, .contentType, .nativeControlsCarryContract],
                    "The native SecureField masks the value and VoiceOver never speaks the typed characters; it keeps the same single name, error and hint wiring as the text field. A show/hide toggle would swap the SecureField for a TextField, which drops keyboard focus and AutoFill mid-entry, so the component leaves it out (card 003 gives the secure field no trailing icon)."
                ),
                iconsDecision, inputTraitsDecision, submitDecision(mac: deployment.platforms.contains(.macos)),
            ]
        case .textArea:
            sharedModifiers.append(".lineLimit(3...8)")
            decisions = [
                Decision(
                    "multiline", "TextField(axis: .vertical) with .lineLimit(3...8)",
                    rules: [.multilineAxisVertical, .growForLongerText, .textWraps, .noTruncatingLineLimit],
                    "Card 000 sends long text to a text editor; the catalog resolves it to a vertical TextField, which keeps the TextField naming contract (one name, the error appended). The range only caps the visible height: the text scrolls, never truncates."
                ),
                Decision(
                    "input-traits",
                    "keyboardType and textContentType parameters, passed to the field (UIKit-only ones under #if canImport(UIKit))",
                    rules: [.keyboardType, .contentType, .platformGuards],
                    "The caller knows the data; the component passes the right keyboard and AutoFill type through."),
                Decision(
                    "no-submit", "no onSubmit and no icons",
                    rules: [.keyboardWithoutReturn],
                    "Return types a line break in a vertical field, so it cannot submit; the form's button does. Icons beside a growing multi-line field would float; the label says what it is for."
                ),
            ]
        }
        if keyboardDone { decisions.append(kind == .textArea ? textAreaDoneDecision : padDoneDecision) }
        return ComponentMemberPlan(
            kind: kind, typeName: prefix + kind.typeSuffix, sharedModifiers: sharedModifiers, branches: branches,
            keyboardDone: keyboardDone, decisions: decisions)
    }

    static let textAreaDoneDecision = Decision(
        "keyboard-done", "a keyboard toolbar Done on iOS, shown only while this field is edited",
        rules: [.keyboardWithoutReturn, .keyboardToolbarFocusRestore, .focusManagement],
        "Return cannot hide the iPhone keyboard from a text area; Done hides it and puts VoiceOver back on the field, which @AccessibilityFocusState does not do by itself (card 004). Shown only while this area is edited, so several areas do not stack their buttons."
    )

    static let padDoneDecision = Decision(
        "keyboard-done",
        "a keyboard toolbar Done on iOS while a number, decimal or phone pad is up and the caller passes no isFocused",
        rules: [.keyboardWithoutReturn, .keyboardToolbarFocusRestore, .focusManagement],
        "Those pads have no Return key, so nothing else hides the iPhone keyboard; Done hides it and puts VoiceOver back on the field (card 004). A caller that passes isFocused, as a generated form does, owns the keyboard's toolbar and its Done, so the two never stack."
    )

    static let iconsDecision = Decision(
        "icons", "leading and trailing SF Symbols are .accessibilityHidden(true), sized with @ScaledMetric",
        rules: [.scaledMetric, .noVisualMatchAsSemantic],
        "The icons decorate; the name already says what the field is for. Their box follows the text style.")

    static let inputTraitsDecision = Decision(
        "input-traits",
        "keyboardType and textContentType parameters, passed to the field (UIKit-only ones under #if canImport(UIKit))",
        rules: [.keyboardType, .contentType, .platformGuards],
        "The caller knows the data; the component passes the right keyboard and AutoFill type through.")

    /// Return submits only when the caller asks; on the Mac it otherwise stays with the form's default
    /// button (policy.macos-default-button), on iOS it ends editing as every field's does.
    static func submitDecision(mac: Bool) -> Decision {
        Decision(
            "submit", ".onSubmit only when onSubmit is given", rules: mac ? [.macDefaultButton] : [.nativeFirst],
            mac
                ? "Card 003: Return submits when onSubmit is set; without one, Return stays with the form's default button."
                : "Card 003: Return submits when onSubmit is set; without one, Return ends editing as in any field.")
    }

    /// What every member of the family shares.
    static func sharedDecisions(_ boundaryChoice: String, mac: Bool) -> [Decision] {
        [
            Decision(
                "accessible-name",
                "one .accessibilityLabel on the field: the visible label (the placeholder when there is no label)"
                    + (mac ? "; on the Mac the field's own title is hidden with .labelsHidden()" : ""),
                rules: [.accessibleName, .persistentLabelSingleName, .keepVisibleLabel, .noPlaceholderOnlyLabel],
                "The label stays visible above the field while people type (card 001) and is hidden from VoiceOver, so the field carries exactly one name (card 000). A field without a label is named by its placeholder, which card 000 accepts only as a last resort: give every field a label (`a11y-gen check` reports a DSTextField with neither)."
                    + (mac
                        ? " In a Mac Form a TextField also shows its title in the Form's label column, which would put the label on screen twice; .labelsHidden() hides only that copy, and the title stays the field's name for VoiceOver and Voice Control."
                        : "")
            ),
            Decision(
                "voice-control", ".accessibilityInputLabels(inputLabels ?? [label])", rules: [.voiceControlLabel],
                "Voice Control users say the visible label; the name grows an error, the input label does not. A form whose visible label carries a mark such as \"(required)\" passes inputLabels: the label without it, so \"Tap Email\" still reaches the field."
            ),
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
                "boundary", boundaryChoice,
                rules: [
                    .visibleBoundary, .nativeControlStyles, .focusVisible, .fieldFocusVisible, .borderedFrom27,
                ] + (mac ? [.macBorderedStyle] : []),
                "A native bordered style gives the 3:1 boundary in every state and keeps the system focus ring; a hand-drawn border over a plain field would drop the Mac's focus ring. Icons sit beside the bordered field."
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
                "touch-target",
                "a row at least 44 pt high (52 pt for .lg), scaled; the field keeps the system's hit area",
                rules: [.fieldTouchTarget, .touchTargetSize],
                "Rows keep Apple's 44 pt spacing at every size and grow with Dynamic Type. The rounded-border field in the row takes taps on its own box (about 34 pt high at the default text size, above card 004's 24 pt floor, and larger as text grows); the row's margin above and below it does not pass taps on to it."
            ),
            Decision(
                "disabled", ".disabled(isDisabled) on the whole component", rules: [.nativeControlsCarryContract],
                "VoiceOver speaks the field as dimmed and it takes no input or focus; the native style dims it."),
            Decision(
                "focus", "optional FocusState<Bool>.Binding and AccessibilityFocusState<Bool>.Binding parameters",
                rules: [.errorFocus, .focusManagement],
                "A form moves keyboard focus and VoiceOver focus to the errored field on submit."),
        ]
    }
}
