// Generated from Templates/ by `A11YGEN_RECORD=1 swift test --filter EmbeddedTemplates`.
// Edit the files in Templates/, never this one; a test fails when they differ.

enum EmbeddedTemplates {
    static let files: [String: String] = [
        "choice-change-check.swift.mustache": #"""
        {{! Once a submit has checked the picker, the error that choosing "Select…" again shows is spoken }}
        {{! (policy.choice-change-announced, card 004's global.announcements): VoiceOver speaks the picker's new value, }}
        {{! not its new name, so the error would appear unheard. The submit speaks or counts what it shows itself: the }}
        {{! observed message does not change when only the check flag does, so the submit does not set this off. }}
        /// Runs when `{{identifier}}`'s problem changes because the selection changed. Once a submit has
        /// checked the picker, the error that choosing nothing again shows is spoken with its name, after the
        /// new value VoiceOver is saying: VoiceOver speaks a picker's new value, not its new name.
        private func {{changeName}}(_ problem: String?) {
            guard {{checkedName}}, problem != nil else { return }
            let announcement = {{nameName}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{announce}}
            }
        }
        """# + "\n",
        "choice-control.swift.mustache": #"""
        {{! A native Picker named by its title, the visible label's words, exactly once (policy.choice-visible-label): }}
        {{! a navigation-link picker's title is the label (it titles the pushed list), and its name goes in accessibilityName. }}
        {{! On the Mac alone the title is the visible label (labelShown), at the leading edge, and the name is accessibilityName. }}
        {{! Elsewhere the layout label is hidden because the Text above shows it. An unset choice starts on a visible "Select…" }}
        {{! row tagged nil (policy.choice-no-selection-prompt); the error joins the title while one shows. }}
        {{! A required picker observes its check's message, to speak an error that choosing nothing again brings back (policy.choice-change-announced). }}
        Picker({{title}}, selection: {{selection}}) {
            {{#prompt}}
            {{promptText}}.tag({{valueType}}?.none)
            {{/prompt}}
            {{options}}
        }
        {{#style}}
        .pickerStyle({{style}})
        {{/style}}
        {{^labelShown}}
        .labelsHidden()
        {{/labelShown}}
        {{#accessibilityName}}
        .accessibilityLabel({{accessibilityName}})
        {{/accessibilityName}}
        {{#accessibilityHint}}
        .accessibilityHint({{accessibilityHint}})
        {{/accessibilityHint}}
        {{#inputLabels}}
        .accessibilityInputLabels([{{inputLabels}}])
        {{/inputLabels}}
        {{#keyboardFocusBinding}}
        .focused({{keyboardFocusBinding}})
        {{/keyboardFocusBinding}}
        {{#focusBinding}}
        .accessibilityFocused({{focusBinding}})
        {{/focusBinding}}
        {{#changeCheck}}
        {{changeCheck}}
        {{/changeCheck}}
        """# + "\n",
        "choice-validation.swift.mustache": #"""
        {{! Submit-time validation for a choice (policy.choice-error-focus): a picker that stays on screen takes VoiceOver }}
        {{! focus (the problem spoken if VoiceOver is already there or the move does not land); a menu does not take focus }}
        {{! back (card 004), so the problem is announced with the picker's name. }}
        /// Validates `{{identifier}}`: shows the problem and {{summary}}.
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{checkedName}} = true
            guard {{errorName}} != nil else { return true }
            {{#movesFocus}}
            {{focusMove}}
            {{/movesFocus}}
            {{^movesFocus}}
            let announcement = {{nameName}}
            // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{announce}}
            }
            {{/movesFocus}}
            return false
        }

        {{messageFunction}}
        """# + "\n",
        "choice.swift.mustache": #"""
        {{! A choice field: the visible label above (hidden from VoiceOver, the Picker title speaks it), the picker, and }}
        {{! the line under it for the error (text + icon + color) or the hint. }}
        {{#rowGroup}}
        {{! On the Mac the picker is a row of the Form itself, its title in the label column; the error or hint is the row under it. }}
        Group {
        {{/rowGroup}}
        {{^rowGroup}}
        VStack(alignment: .leading, spacing: 4) {
        {{/rowGroup}}
            {{#labelAbove}}
            {{labelAbove}}
            {{/labelAbove}}
            {{control}}
            {{#canShowError}}
            if let {{errorName}} {
                {{errorLabel}}
            {{#hintLiteral}}
            } else {
                {{hintText}}
            {{/hintLiteral}}
            }
            {{/canShowError}}
            {{^canShowError}}
            {{#hintLiteral}}
            {{hintText}}
            {{/hintLiteral}}
            {{/canShowError}}
        }
        """# + "\n",
        "component-file.swift.mustache": #"""
        {{! A design-system component file: the header, the shared size type, each member, the shared helpers. }}
        {{! Every value comes from ComponentPlan; the templates only lay it out. }}
        // Generated by a11y-gen {{version}}. Do not edit; regenerate instead with:
        //   {{input}}
        // Platforms: {{platforms}}
        // Rules: {{rules}}

        import SwiftUI

        {{sizeType}}

        {{#members}}
        {{code}}

        {{/members}}
        {{helpers}}
        """# + "\n",
        "component-focus.swift.mustache": #"""
        {{! A member's focus: the caller's bindings, or the member's own, so its keyboard Done can hide the }}
        {{! keyboard and put VoiceOver back on the field (card 004, global.keyboard-toolbar-focus-restore). }}
        /// Keyboard focus: the form's binding, or the field's own so Done works without one.
        private var editing: FocusState<Bool>.Binding {
            isFocused ?? $ownEditing
        }

        /// VoiceOver focus: the form's binding, or the field's own so Done can restore it.
        private var accessibilityFocus: AccessibilityFocusState<Bool>.Binding {
            isAccessibilityFocused ?? $ownAccessibilityFocus
        }
        {{#keyboardDone}}

        #if canImport(UIKit)
            {{#multiline}}
            /// Return types a line break, so the keyboard's Done hides the keyboard; shown only while this
            /// field is edited on its own, so several text areas do not stack their buttons (a caller that
            /// passes `isFocused`, as a form does, owns the keyboard's toolbar and its Done).
            {{/multiline}}
            {{^multiline}}
            /// A number, decimal or phone pad has no Return key, so the keyboard's Done hides it; shown while
            /// this field is edited on its own (a caller that passes `isFocused`, as a form does, owns the
            /// keyboard's toolbar and its Done).
            {{/multiline}}
            private var keyboardDone: some ToolbarContent {
                ToolbarItemGroup(placement: .keyboard) {
                    {{#multiline}}
                    if editing.wrappedValue, isFocused == nil {
                    {{/multiline}}
                    {{^multiline}}
                    if editing.wrappedValue, isFocused == nil, keyboardHasNoReturn {
                    {{/multiline}}
                        Spacer()
                        Button(action: dismissKeyboard) {
                            {{doneButtonText}}
                        }
                    }
                }
            }
            {{^multiline}}

            /// The pads without a Return key.
            private var keyboardHasNoReturn: Bool {
                [UIKeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(keyboardType)
            }
            {{/multiline}}

            /// Hides the keyboard, then puts VoiceOver back on the field, which it would not do by itself
            /// (card 004, focus management).
            private func dismissKeyboard() {
                editing.wrappedValue = false
                accessibilityFocus.wrappedValue = false
                // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    accessibilityFocus.wrappedValue = true
                }
            }
        #endif
        {{/keyboardDone}}
        """# + "\n",
        "component-helpers.swift.mustache": #"""
        {{! Helpers every member shares: an optional Return action. }}
        extension View {
            /// Return runs `action` when there is one; without one, Return stays with the default button.
            @ViewBuilder
            fileprivate func submitted(by action: (() -> Void)?) -> some View {
                if let action {
                    onSubmit(action)
                } else {
                    self
                }
            }
        }
        """# + "\n",
        "component-icon.swift.mustache": #"""
        {{! A decorative icon: hidden from VoiceOver, its box from @ScaledMetric. }}
        private func icon(_ systemName: String) -> some View {
            Image(systemName: systemName)
                .font(size.font)
                .foregroundStyle(.secondary)
                .frame(width: iconSize, height: iconSize)
                .accessibilityHidden(true)
        }
        """# + "\n",
        "component-label.swift.mustache": #"""
        {{! The visible label: persistent, hidden from VoiceOver because the field speaks it (card 001, card 000). }}
        if let label {
            // Stays visible while people type; the field speaks it, so VoiceOver skips this copy.
            Text(label)
                .font(.subheadline)
                .accessibilityHidden(true)
        }
        """# + "\n",
        "component-messages.swift.mustache": #"""
        {{! The error (text + icon + color) or the hint below the field, both hidden: the field speaks them. }}
        if let error {
            // Words, an icon and a color, never color alone; the field's name already speaks it.
            Label {
                Text(error)
            } icon: {
                Image(systemName: "{{errorIcon}}")
                    .foregroundStyle({{errorIconColor}})
            }
            .font(.footnote)
            .accessibilityHidden(true)
        } else if let hint {
            // Heard once, as the field's accessibility hint.
            Text(hint)
                .font(.footnote)
                .accessibilityHidden(true)
        }
        """# + "\n",
        "component-name-modifiers.swift.mustache": #"""
        {{! The field's one name (error appended), its hint while no error shows, its Voice Control names. }}
        .accessibilityLabel(accessibleName)
        .accessibilityHint(error == nil ? Text(hint ?? "") : Text(""))
        .accessibilityInputLabels(inputLabels ?? [spokenLabel])
        """# + "\n",
        "component-naming.swift.mustache": #"""
        {{! The spoken label and the accessible name with the error appended (never in the hint or value). }}
        {{! nameWithError is the lookup of the "name, error" format, in the table and bundle asked for. }}
        /// The visible label, or the placeholder when there is none (card 000 accepts a placeholder as the
        /// name only as a last resort: give every field a label; `a11y-gen check` reports one with neither).
        private var spokenLabel: String {
            label ?? placeholder
        }

        /// One accessible name: the label, with the error appended while one shows (never only in the
        /// hint, never in the value, which stays the typed text). The two are one format in the String
        /// Catalog, so a translator can reorder them.
        private var accessibleName: String {
            guard let error else { return spokenLabel }
            return {{nameWithError}}
        }
        """# + "\n",
        "component-secure-field.swift.mustache": #"""
        {{! DSSecureField: DSTextField's contract around a SecureField. Every value comes from ComponentPlan }}
        {{! and its member plan; shared parts arrive rendered (label, messages, nameModifiers, naming, icon). }}
        /// A secure field for passwords and codes, with a label, placeholder, leading icon, hint, error and
        /// disabled state.
        ///
        /// VoiceOver hears one element: the secure text field, named by the visible label with the error
        /// appended while one shows ("Password, Use at least 8 characters."); it never speaks the typed
        /// characters. The hint is its hint only while there is no error. The label, hint, error and icon are
        /// hidden from VoiceOver so nothing is read twice. AutoFill offers a password by default; pass
        /// `.newPassword` on sign-up and `.oneTimeCode` for codes. Pass `isAccessibilityFocused` so a form can
        /// move VoiceOver to the field when its validation fails on submit.
        public struct {{typeName}}: View {
            private let label: String?
            private let placeholder: String
            private let inputLabels: [String]?
            private let text: Binding<String>
            private let size: {{sizeTypeName}}
            private let leadingIcon: String?
            private let hint: String?
            private let error: String?
            private let isDisabled: Bool
            {{#branches}}
            {{directive}} {{condition}}
                {{#parameters}}
                private let {{name}}: {{type}}
                {{/parameters}}
            {{/branches}}
            #endif
            private let isFocused: FocusState<Bool>.Binding?
            private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?
            private let onSubmit: (() -> Void)?

            @ScaledMetric private var minHeight: CGFloat
            @ScaledMetric private var iconSize: CGFloat
            @FocusState private var ownEditing: Bool
            @AccessibilityFocusState private var ownAccessibilityFocus: Bool
            {{#branches}}

            {{directive}} {{condition}}
                /// - Parameters:
                ///   - label: Shown above the field and spoken as its name. Give every field one.
                ///   - placeholder: Shown inside the empty field; the name only when there is no label.
                ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a
                ///     mark such as "(required)" that the visible label carries, so "Tap Email" reaches the field.
                ///   - text: The field's value, never spoken.
                ///   - size: Text style, height and icon size.
                ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).
                ///   - hint: Helper text below the field, and its accessibility hint while there is no error.
                ///   - error: The error shown below the field and appended to its name; overrides the hint.
                ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.
                {{#parameters}}
                ///   - {{name}}: {{doc}}
                {{/parameters}}
                ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.
                ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,
                ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.
                ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.
                ///   - onSubmit: Runs when people press Return.
                public init(
                    label: String? = nil,
                    placeholder: String = "",
                    inputLabels: [String]? = nil,
                    text: Binding<String>,
                    size: {{sizeTypeName}} = .{{defaultSize}},
                    leadingIcon: String? = nil,
                    hint: String? = nil,
                    error: String? = nil,
                    isDisabled: Bool = false,
                    {{#parameters}}
                    {{name}}: {{type}} = {{defaultValue}},
                    {{/parameters}}
                    isFocused: FocusState<Bool>.Binding? = nil,
                    isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,
                    onSubmit: (() -> Void)? = nil
                ) {
                    self.label = label
                    self.placeholder = placeholder
                    self.inputLabels = inputLabels
                    self.text = text
                    self.size = size
                    self.leadingIcon = leadingIcon
                    self.hint = hint
                    self.error = error
                    self.isDisabled = isDisabled
                    {{#parameters}}
                    self.{{name}} = {{name}}
                    {{/parameters}}
                    self.isFocused = isFocused
                    self.isAccessibilityFocused = isAccessibilityFocused
                    self.onSubmit = onSubmit
                    _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)
                    _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)
                }
            {{/branches}}
            #endif

            public var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    {{label}}
                    HStack(spacing: 8) {
                        if let leadingIcon {
                            icon(leadingIcon)
                        }
                        field
                    }
                    {{messages}}
                }
                .disabled(isDisabled)
            }

            private var field: some View {
                SecureField(spokenLabel, text: text, prompt: Text(placeholder))
                    {{#sharedModifiers}}
                    {{text}}
                    {{/sharedModifiers}}
                    .font(size.font)
                    .frame(minHeight: minHeight)
                    {{#branches}}
                    {{directive}} {{condition}}
                        {{#modifiers}}
                        {{text}}
                        {{/modifiers}}
                    {{/branches}}
                    #endif
                    .submitted(by: onSubmit)
                    .focused(editing)
                    {{nameModifiers}}
                    .accessibilityFocused(accessibilityFocus)
            }

            {{naming}}

            {{focus}}

            {{icon}}
        }
        """# + "\n",
        "component-size.swift.mustache": #"""
        {{! The family's shared size type: text styles for Dynamic Type, heights of at least 44 pt. }}
        /// The height and font size of a `{{typeName}}`. Every size uses a text style, so text scales with
        /// Dynamic Type, and its height and icon box start from values that `@ScaledMetric` grows with it.
        public enum {{sizeTypeName}}: CaseIterable, Hashable, Sendable {
            {{#sizes}}
            case {{name}}
            {{/sizes}}

            /// The field's text style.
            public var font: Font {
                switch self {
                {{#sizes}}
                case .{{name}}: {{font}}
                {{/sizes}}
                }
            }

            /// The text style the field's height and icons scale with.
            public var textStyle: Font.TextStyle {
                switch self {
                {{#sizes}}
                case .{{name}}: {{textStyle}}
                {{/sizes}}
                }
            }

            /// The field's minimum frame height at the default text size, 44 pt or more, which spaces rows like
            /// touch targets; the bordered box inside takes the taps (about 34 pt at the default size, above the
            /// 24 pt floor).
            public var minHeight: CGFloat {
                switch self {
                {{#sizes}}
                case .{{name}}: {{minHeight}}
                {{/sizes}}
                }
            }

            /// The icon box at the default text size.
            public var iconSize: CGFloat {
                switch self {
                {{#sizes}}
                case .{{name}}: {{iconSize}}
                {{/sizes}}
                }
            }
        }
        """# + "\n",
        "component-text-area.swift.mustache": #"""
        {{! DSTextArea: DSTextField's contract on a vertical TextField. Every value comes from ComponentPlan }}
        {{! and its member plan; shared parts arrive rendered (label, messages, nameModifiers, naming). }}
        /// A multi-line text field for comments and descriptions, with a label, placeholder, hint, error and
        /// disabled state. It grows from 3 to 8 lines, then scrolls; the text never truncates.
        ///
        /// VoiceOver hears one element: the field, named by the visible label with the error appended while
        /// one shows ("Comments, Keep it under 500 characters."), the typed text as its value, and the hint
        /// as its hint only while there is no error. The label, hint and error are hidden from VoiceOver so
        /// nothing is read twice. Return types a line break, so there is no `onSubmit`; on iPhone the
        /// keyboard shows Done while the field is edited, which hides the keyboard and puts VoiceOver back
        /// on the field (a caller that passes `isFocused`, as a form does, shows its own). Pass
        /// `isAccessibilityFocused` so a form can move VoiceOver to the field when its validation fails on
        /// submit.
        public struct {{typeName}}: View {
            private let label: String?
            private let placeholder: String
            private let inputLabels: [String]?
            private let text: Binding<String>
            private let size: {{sizeTypeName}}
            private let hint: String?
            private let error: String?
            private let isDisabled: Bool
            {{#branches}}
            {{directive}} {{condition}}
                {{#parameters}}
                private let {{name}}: {{type}}
                {{/parameters}}
            {{/branches}}
            #endif
            private let isFocused: FocusState<Bool>.Binding?
            private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?

            @ScaledMetric private var minHeight: CGFloat
            @FocusState private var ownEditing: Bool
            @AccessibilityFocusState private var ownAccessibilityFocus: Bool
            {{#branches}}

            {{directive}} {{condition}}
                /// - Parameters:
                ///   - label: Shown above the field and spoken as its name. Give every field one.
                ///   - placeholder: Shown inside the empty field; the name only when there is no label.
                ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a
                ///     mark such as "(required)" that the visible label carries, so "Tap Email" reaches the field.
                ///   - text: The field's value.
                ///   - size: Text style and minimum height.
                ///   - hint: Helper text below the field, and its accessibility hint while there is no error.
                ///   - error: The error shown below the field and appended to its name; overrides the hint.
                ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.
                {{#parameters}}
                ///   - {{name}}: {{doc}}
                {{/parameters}}
                ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.
                ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,
                ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.
                ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.
                public init(
                    label: String? = nil,
                    placeholder: String = "",
                    inputLabels: [String]? = nil,
                    text: Binding<String>,
                    size: {{sizeTypeName}} = .{{defaultSize}},
                    hint: String? = nil,
                    error: String? = nil,
                    isDisabled: Bool = false,
                    {{#parameters}}
                    {{name}}: {{type}} = {{defaultValue}},
                    {{/parameters}}
                    isFocused: FocusState<Bool>.Binding? = nil,
                    isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil
                ) {
                    self.label = label
                    self.placeholder = placeholder
                    self.inputLabels = inputLabels
                    self.text = text
                    self.size = size
                    self.hint = hint
                    self.error = error
                    self.isDisabled = isDisabled
                    {{#parameters}}
                    self.{{name}} = {{name}}
                    {{/parameters}}
                    self.isFocused = isFocused
                    self.isAccessibilityFocused = isAccessibilityFocused
                    _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)
                }
            {{/branches}}
            #endif

            public var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    {{label}}
                    field
                    {{messages}}
                }
                .disabled(isDisabled)
            }

            private var field: some View {
                TextField(spokenLabel, text: text, prompt: Text(placeholder), axis: .vertical)
                    {{#sharedModifiers}}
                    {{text}}
                    {{/sharedModifiers}}
                    .font(size.font)
                    .frame(minHeight: minHeight)
                    {{#branches}}
                    {{directive}} {{condition}}
                        {{#modifiers}}
                        {{text}}
                        {{/modifiers}}
                    {{/branches}}
                    #endif
                    .focused(editing)
                    {{nameModifiers}}
                    .accessibilityFocused(accessibilityFocus)
            }

            {{naming}}

            {{focus}}
        }
        """# + "\n",
        "component-text-field.swift.mustache": #"""
        {{! DSTextField: card 003's API, with cards 000 and 004 inside. Every value comes from ComponentPlan }}
        {{! and its member plan; shared parts arrive rendered (label, messages, nameModifiers, naming, icon). }}
        /// A text field with a label, placeholder, leading and trailing icons, hint, error and disabled state.
        ///
        /// VoiceOver hears one element: the field, named by the visible label with the error appended while
        /// one shows ("Email, Enter a valid email address."), the typed text as its value, and the hint as its
        /// hint only while there is no error. The label, hint, error and icons are hidden from VoiceOver so
        /// nothing is read twice. Pass `isAccessibilityFocused` so a form can move VoiceOver to the field when
        /// its validation fails on submit.
        public struct {{typeName}}: View {
            private let label: String?
            private let placeholder: String
            private let inputLabels: [String]?
            private let text: Binding<String>
            private let size: {{sizeTypeName}}
            private let leadingIcon: String?
            private let trailingIcon: String?
            private let hint: String?
            private let error: String?
            private let isDisabled: Bool
            {{#branches}}
            {{directive}} {{condition}}
                {{#parameters}}
                private let {{name}}: {{type}}
                {{/parameters}}
            {{/branches}}
            #endif
            private let isFocused: FocusState<Bool>.Binding?
            private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?
            private let onSubmit: (() -> Void)?

            @ScaledMetric private var minHeight: CGFloat
            @ScaledMetric private var iconSize: CGFloat
            @FocusState private var ownEditing: Bool
            @AccessibilityFocusState private var ownAccessibilityFocus: Bool
            {{#branches}}

            {{directive}} {{condition}}
                /// - Parameters:
                ///   - label: Shown above the field and spoken as its name. Give every field one.
                ///   - placeholder: Shown inside the empty field; the name only when there is no label.
                ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a
                ///     mark such as "(required)" that the visible label carries, so "Tap Email" reaches the field.
                ///   - text: The field's value.
                ///   - size: Text style, height and icon size.
                ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).
                ///   - trailingIcon: An SF Symbol after the field while it is empty (decorative).
                ///   - hint: Helper text below the field, and its accessibility hint while there is no error.
                ///   - error: The error shown below the field and appended to its name; overrides the hint.
                ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.
                {{#parameters}}
                ///   - {{name}}: {{doc}}
                {{/parameters}}
                ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.
                ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,
                ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.
                ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.
                ///   - onSubmit: Runs when people press Return.
                public init(
                    label: String? = nil,
                    placeholder: String = "",
                    inputLabels: [String]? = nil,
                    text: Binding<String>,
                    size: {{sizeTypeName}} = .{{defaultSize}},
                    leadingIcon: String? = nil,
                    trailingIcon: String? = nil,
                    hint: String? = nil,
                    error: String? = nil,
                    isDisabled: Bool = false,
                    {{#parameters}}
                    {{name}}: {{type}} = {{defaultValue}},
                    {{/parameters}}
                    isFocused: FocusState<Bool>.Binding? = nil,
                    isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,
                    onSubmit: (() -> Void)? = nil
                ) {
                    self.label = label
                    self.placeholder = placeholder
                    self.inputLabels = inputLabels
                    self.text = text
                    self.size = size
                    self.leadingIcon = leadingIcon
                    self.trailingIcon = trailingIcon
                    self.hint = hint
                    self.error = error
                    self.isDisabled = isDisabled
                    {{#parameters}}
                    self.{{name}} = {{name}}
                    {{/parameters}}
                    self.isFocused = isFocused
                    self.isAccessibilityFocused = isAccessibilityFocused
                    self.onSubmit = onSubmit
                    _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)
                    _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)
                }
            {{/branches}}
            #endif

            public var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    {{label}}
                    HStack(spacing: 8) {
                        if let leadingIcon {
                            icon(leadingIcon)
                        }
                        field
                        if let trailingIcon, text.wrappedValue.isEmpty {
                            icon(trailingIcon)
                        }
                    }
                    {{messages}}
                }
                .disabled(isDisabled)
            }

            private var field: some View {
                TextField(spokenLabel, text: text, prompt: Text(placeholder))
                    {{#sharedModifiers}}
                    {{text}}
                    {{/sharedModifiers}}
                    .font(size.font)
                    .frame(minHeight: minHeight)
                    {{#branches}}
                    {{directive}} {{condition}}
                        {{#modifiers}}
                        {{text}}
                        {{/modifiers}}
                    {{/branches}}
                    #endif
                    .submitted(by: onSubmit)
                    .focused(editing)
                    {{nameModifiers}}
                    .accessibilityFocused(accessibilityFocus)
            }

            {{naming}}

            {{focus}}

            {{icon}}
        }
        """# + "\n",
        "date-change-check.swift.mustache": #"""
        {{! A date's problem that a change brings after the check is spoken (policy.date-change-announced, card 004): the }}
        {{! person moved this picker, or the date it must follow, and may be on a calendar day or the other picker, where }}
        {{! nothing else says that a problem appeared. The submit speaks or counts what it shows itself: the observed }}
        {{! message does not change when only the check flag does, so the submit does not set this off. No fix is announced. }}
        /// Runs when `{{identifier}}`'s problem changes because a date moved. Once the picker has been checked,
        /// a new problem is spoken with its name, after what VoiceOver is saying (it is reading the date
        /// just picked), since nothing else would tell someone on another picker or a calendar day.
        private func {{changeName}}(_ problem: String?) {
            guard {{checkedName}}, problem != nil else { return }
            let announcement = {{nameName}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{announce}}
            }
        }
        """# + "\n",
        "date-control.swift.mustache": #"""
        {{! A native DatePicker named the way card 002 requires for its style: the title on graphical and wheel, a }}
        {{! matching .accessibilityLabel on the others; the error joins the name and Voice Control keeps the label. }}
        DatePicker({{title}}, selection: {{selection}}{{#range}}, in: {{range}}{{/range}}, displayedComponents: {{components}})
        {{#style}}
            .datePickerStyle({{style}})
        {{/style}}
        {{#labelsHidden}}
            .labelsHidden()
        {{/labelsHidden}}
        {{#accessibilityHint}}
            .accessibilityHint({{accessibilityHint}})
        {{/accessibilityHint}}
        {{#accessibilityLabel}}
            .accessibilityLabel({{accessibilityLabel}})
        {{/accessibilityLabel}}
        {{#inputLabels}}
            .accessibilityInputLabels([{{inputLabels}}])
        {{/inputLabels}}
        {{#changeCheck}}
            {{changeCheck}}
        {{/changeCheck}}
        """# + "\n",
        "date-range.swift.mustache": #"""
        {{! The dates a picker accepts, computed on every read: never frozen at generation time. Static, so the }}
        {{! state can start inside it (policy.date-starts-in-range). }}
        /// The dates people can pick for `{{identifier}}` ({{rangeComment}}).
        private static var {{rangeName}}: {{rangeType}} {
            {{body}}
        }

        /// Where `{{identifier}}` starts: {{startSummary}}.
        private static var {{startName}}: Date {
            {{startExpression}}
        }
        """# + "\n",
        "date-validation.swift.mustache": #"""
        {{! Submit-time validation for a date picker. VoiceOver focus cannot be moved to a DatePicker (card 002), }}
        {{! so the error is announced with the picker's name instead (resolve.date-picker-error-announced). }}
        /// Validates `{{identifier}}`: shows the first problem and announces it with the picker's name.
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{checkedName}} = true
            if {{errorName}} != nil {
                let announcement = {{nameName}}
                // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    {{announce}}
                }
            }
            return {{errorName}} == nil
        }

        {{messageFunction}}
        """# + "\n",
        "date.swift.mustache": #"""
        {{! A date picker with the line under it for the error (text + icon + color) or the hint; a hidden-label }}
        {{! picker shows its label as a Text above (card 002). }}
        {{#rowGroup}}
        {{! Mac-only: the picker is a row of the Form itself (as field.swift.mustache's form rows), titled in its label column. }}
        Group {
        {{/rowGroup}}
        {{^rowGroup}}
        VStack(alignment: .leading, spacing: 4) {
        {{/rowGroup}}
            {{#labelAbove}}
            {{labelAbove}}
            {{/labelAbove}}
            {{control}}
            {{#canShowError}}
            if let {{errorName}} {
                {{errorLabel}}
            {{#hintLiteral}}
            } else {
                {{hintText}}
            {{/hintLiteral}}
            }
            {{/canShowError}}
            {{^canShowError}}
            {{#hintLiteral}}
            {{hintText}}
            {{/hintLiteral}}
            {{/canShowError}}
        }
        """# + "\n",
        "field-control.swift.mustache": #"""
        {{! A text field's control: the native initializer from the plan's parts, then its modifier chain (laid out by }}
        {{! field-modifiers). A design-system set replaces this file with a call to its own component. }}
        {{#formRow}}
        {{control}}(text: {{binding}}{{#prompt}}, prompt: {{prompt}}{{/prompt}}{{#vertical}}, axis: .vertical{{/vertical}}) {
            Text({{visibleLabelLiteral}})
        }
        {{modifiers}}
        {{/formRow}}
        {{^formRow}}
        {{control}}({{titleLiteral}}, text: {{binding}}{{#prompt}}, prompt: {{prompt}}{{/prompt}}{{#vertical}}, axis: .vertical{{/vertical}})
            {{modifiers}}
        {{/formRow}}
        """# + "\n",
        "field-error.swift.mustache": #"""
        {{! The error as words in the primary color (4.5:1 in every appearance) with an icon in the system red (3:1), }}
        {{! never color alone (resolve.message-contrast). Hidden from VoiceOver where the field's name already speaks }}
        {{! it, so a swipe does not read it twice (resolve.hint-yields-to-error). }}
        Label {
            Text({{errorName}})
        } icon: {
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(.red)
        }
        .font(.footnote)
        {{#errorSpokenByField}}
        .accessibilityHidden(true)
        {{/errorSpokenByField}}
        """# + "\n",
        "field-focus-move.swift.mustache": #"""
        {{! policy.error-always-spoken, for a snippet's field: VoiceOver focus once the error shows, or the problem spoken }}
        {{! when VoiceOver is already on the field (a move would say nothing). A move that does not land (a List or Form }}
        {{! builds only the rows on screen, so a row scrolled away cannot take focus) is followed by the problem spoken }}
        {{! where VoiceOver is, so a failed submit is never silent. }}
        let announcement = {{nameName}}
        if {{focusName}} {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{announce}}
            }
        } else {
            // {{moveReason}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{focusName}} = true
            }
            // A row of a List or Form scrolled off screen cannot take focus: then the problem is spoken.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                if !{{focusName}} {
                    {{announce}}
                }
            }
        }
        """# + "\n",
        "field-hint.swift.mustache": #"""
        {{! Helper text in the primary color (.secondary measures 3.44:1 on white, resolve.message-contrast). VoiceOver }}
        {{! hears it once, as the field's .accessibilityHint, so the Text is hidden. }}
        Text({{hintLiteral}})
            .font(.footnote)
            .accessibilityHidden(true)
        """# + "\n",
        "field-keyboard-done.swift.mustache": #"""
        {{! Card 004: VoiceOver focus does not come back after the keyboard is dismissed; restore it from Done. }}
        /// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on `{{identifier}}`,
        /// which it would not do by itself (card 004, focus management).
        private func {{dismissName}}() {
            {{#leaveName}}
            // Checked first, without an announcement: VoiceOver comes back to the field, whose name says it.
            {{leaveName}}(false, announcing: false)
            {{/leaveName}}
            {{editingName}} = false
            {{focusName}} = false
            // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                {{focusName}} = true
            }
        }
        """# + "\n",
        "field-keyboard-toolbar.swift.mustache": #"""
        {{! Done for a pad without a Return key, shown only while this field is edited (policy.keyboard-without-return). }}
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                if {{editingName}} {
                    Spacer()
                    Button {
                        {{dismissName}}()
                    } label: {
                        {{doneText}}
                    }
                }
            }
        }
        """# + "\n",
        "field-label.swift.mustache": #"""
        {{! The persistent visible label. Hidden from VoiceOver: the field itself carries the same name. }}
        Text({{labelLiteral}})
            .font(.subheadline)
            .accessibilityHidden(true)
        """# + "\n",
        "field-leave-check.swift.mustache": #"""
        {{! Checking a field as people leave it (textfield-ref.validate-at-right-moment: when they leave the field, not on }}
        {{! the first letter). An empty field waits for Return or submit, so passing through does not flag it. Focus has }}
        {{! moved on, so a problem found is announced with the field's name, not focused (card 004, announcements), and }}
        {{! queued behind the next field's name, which VoiceOver is reading. A field entered while valid is unchecked again, }}
        {{! so a new problem waits until it is left instead of showing on the first keystroke, and is then announced; in a }}
        {{! form after a failed submit, every field stays checked, so the count under the button stays true. A problem that }}
        {{! differs from the one VoiceOver spoke with the name as the field took focus is announced too (card 004: an inline }}
        {{! validation result is never shown silently), so a field broken again after a failed submit is not left unspoken. }}
        /// Runs as keyboard focus enters or leaves `{{identifier}}`. Left with something typed in, the field is
        /// checked and a problem found is spoken with its name, after what VoiceOver is saying (focus has
        /// moved on, so it is announced, not focused). Entered while valid, its error waits until it is left
        /// again, not the first keystroke. An empty field waits for {{#inForm}}the submit{{/inForm}}{{^inForm}}Return or your submit{{/inForm}}. A keyboard toolbar's Done
        /// passes `announcing: false`: it puts VoiceOver back on the field, whose name then says the problem.
        {{#inForm}}
        /// After a failed submit it stays checked, so its problem shows as people type and is counted.
        {{/inForm}}
        /// A problem VoiceOver already spoke in the name as the field took focus is not repeated; a new one is.
        private func {{leaveName}}(_ editing: Bool, announcing: Bool = true) {
            if editing {
                if {{#inForm}}!submitFailed, {{/inForm}}{{messageName}}() == nil { {{checkedName}} = false }
                {{spokenErrorName}} = {{errorName}}
                return
            }
            if !{{checkedName}} {
                let typed = {{identifier}}.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !typed.isEmpty else { return }
                {{checkedName}} = true
            }
            guard let problem = {{errorName}} else { return }
            guard problem != {{spokenErrorName}} else { return }
            {{spokenErrorName}} = problem
            if announcing {
                let announcement = {{nameName}}
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    {{announce}}
                }
            }
        }
        """# + "\n",
        "field-message.swift.mustache": #"""
        {{! A field's error and its checks. The error is computed, not stored: nothing until the field is first checked }}
        {{! (Return or submit: textfield-ref.validate-at-right-moment, not on the first letter), then whatever is wrong }}
        {{! now, so a fix clears the error on screen and in the VoiceOver name at once instead of at the next submit. }}
        /// The problem shown with `{{identifier}}`: none until it is first checked, then the current one,
        /// so a fix clears the error at once, on screen and in what VoiceOver says.
        private var {{errorName}}: String? {
            {{checkedName}} ? {{messageName}}() : nil
        }

        /// The first problem with `{{identifier}}`, in words people can act on, or nil when it is valid.
        private func {{messageName}}() -> String? {
            {{checks}}
            return nil
        }
        """# + "\n",
        "field-modifiers.swift.mustache": #"""
        {{! The built-in modifier chain in order: boundary, line limits, input traits, focus and Return, naming. }}
        {{! Platform-only modifiers sit in #if canImport(UIKit) blocks one level in, as swift format leaves them. }}
        {{#blocks}}
        {{#shared}}
        {{shared}}
        {{/shared}}
        {{#directive}}
        {{directive}}
        {{#first}}
            {{text}}
        {{/first}}
        {{#hasOtherwise}}
        #else
        {{/hasOtherwise}}
        {{#otherwise}}
            {{text}}
        {{/otherwise}}
        #endif
        {{/directive}}
        {{/blocks}}
        """# + "\n",
        "field-number-check.swift.mustache": #"""
        {{! Whether a text is one number as the locale writes it, for a number field's value. A snippet nests it }}
        {{! in the value property (two pasted snippets never clash); a form declares it once, for every field of }}
        {{! its kind (shared). }}
        /// parse() reads the number a text starts with and ignores the rest ("12abc" would be 12, "1,2,3"
        /// 1), so the text must be one number as the locale writes it: a sign, digits its group separator
        /// splits into groups of three (two in some locales){{#decimals}}, one decimal separator{{/decimals}}{{#currency}}, the currency symbol{{/currency}}.
        {{#shared}}private {{/shared}}func {{name}}(_ text: String, in locale: Locale) -> Bool {
            let group = locale.groupingSeparator ?? ""
            var rest = Substring(text)
        {{#currency}}
            rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }
        {{/currency}}
            // A sign: +, - or the minus sign.
            if let sign = rest.unicodeScalars.first, [0x2B, 0x2D, 0x2212].contains(sign.value) {
                rest = rest.dropFirst()
            }
        {{#currency}}
            rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }
            while let last = rest.last, last.isCurrencySymbol || last.isWhitespace { rest = rest.dropLast() }
        {{/currency}}
        {{#decimals}}
            let halves = rest.components(separatedBy: locale.decimalSeparator ?? "")
            guard halves.count <= 2, halves.dropFirst().allSatisfy({ $0.allSatisfy(\.isWholeNumber) }) else {
                return false
            }
            // A fraction alone (".5") is a number too.
            if halves.count == 2, halves[0].isEmpty { return !halves[1].isEmpty }
            rest = Substring(halves[0])
        {{/decimals}}
            // A space typed where the locale groups with a no-break space counts as one.
            let groups = rest.split(omittingEmptySubsequences: false) {
                String($0) == group || (group.allSatisfy(\.isWhitespace) && $0.isWhitespace)
            }
            return groups.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) }
                && groups.dropFirst().allSatisfy { $0.count == 2 || $0.count == 3 }
                && (groups.count == 1 || groups.last?.count == 3)
        }
        """# + "\n",
        "field-number-value.swift.mustache": #"""
        {{! The number as typed, read in the person's locale: value:format: would wait for a commit that a pad }}
        {{! cannot send (policy.numbers-typed-as-text). parse() alone reads the number a text starts with, so }}
        {{! the text must first be one number as the locale writes it (checkName; checkFunction nests it here, }}
        {{! or is empty when the form declares it once). }}
        /// `{{identifier}}` as a number, read in the person's locale; nil unless the whole text is one number.
        private var {{valueName}}: {{type}}? {
        {{#checkFunction}}
            {{checkFunction}}
        {{/checkFunction}}
            let text = {{identifier}}.trimmingCharacters(in: .whitespacesAndNewlines)
            guard {{checkName}}(text, in: .autoupdatingCurrent) else { return nil }
            return try? {{style}}.parseStrategy.parse(text)
        }
        """# + "\n",
        "field-search.swift.mustache": #"""
        {{! The Search key's action (policy.search-semantics). }}
        /// Runs when people press Search on the keyboard.
        private func {{searchName}}() {
            {{#validateName}}
            guard {{validateName}}() else { return }
            {{/validateName}}
            // Start your search for `{{identifier}}` here.
        }
        """# + "\n",
        "field-snippet.swift.mustache": #"""
        {{! The whole `a11y-gen field` output: header, declarations, view code, validation. }}
        // Generated by a11y-gen {{version}} from {{input}}. Do not edit; regenerate instead.
        // Platforms: {{platforms}}
        // Rules: {{rules}}
        // Paste the declarations and functions into your View, and the view code into its body.
        {{#imports}}
        // Needs: import {{name}}
        {{/imports}}
        {{#needs}}
        // Needs: {{text}}
        {{/needs}}

        // MARK: Declarations
        {{declarations}}

        // MARK: View
        {{view}}
        {{#functions}}

        // MARK: Functions
        {{#validateName}}
        // Call {{validateName}}() from your submit action: on invalid input it shows the error
        // and {{validationEffect}}.
        // With several fields, call their validate functions in screen order and stop at the
        // first that returns false, so only the first problem moves focus or is spoken;
        // `a11y-gen form` writes a whole form whose submit shows every problem.
        {{/validateName}}
        {{functions}}
        {{/functions}}
        """# + "\n",
        "field-strings.swift.mustache": #"""
        {{! A field's words, each in one place and looked up in the String Catalog, so translating one is one entry. }}
        {{! The name VoiceOver speaks is a format of the label and the error, which a translator can reorder. }}
        /// `{{identifier}}`'s label: its title, its VoiceOver name and the word Voice Control listens for.
        private var {{labelName}}: String {
            {{labelExpression}}
        }
        {{#visibleLabelExpression}}

        /// The label people see for `{{identifier}}`: {{visibleLabelSummary}}.
        private var {{visibleLabelName}}: String {
            {{visibleLabelExpression}}
        }
        {{/visibleLabelExpression}}
        {{#nameBody}}

        /// What VoiceOver calls `{{identifier}}`: {{nameSummary}}.
        private var {{nameName}}: String {
            {{nameBody}}
        }
        {{/nameBody}}
        {{#placeholderExpression}}

        /// The example inside `{{identifier}}` while it is empty; the label stays its name.
        private var {{placeholderName}}: String {
            {{placeholderExpression}}
        }
        {{/placeholderExpression}}
        {{#hintExpression}}

        /// The help under `{{identifier}}`, which VoiceOver speaks as its hint.
        private var {{hintName}}: String {
            {{hintExpression}}
        }
        {{/hintExpression}}
        {{#valueExpression}}

        /// `{{identifier}}` with its unit, as the label shows it and VoiceOver speaks it as the value.
        private var {{valueTextName}}: String {
            {{valueExpression}}
        }
        {{/valueExpression}}
        """# + "\n",
        "field-validation.swift.mustache": #"""
        {{! Submit-time validation for one field (card 000 error-in-label + error-focus, policy.error-always-spoken): }}
        {{! keyboard focus to the field; VoiceOver focus once the error shows, or the error spoken if it is already there. }}
        {{! Either way the problem counts as spoken, so leaving the field (Return ends editing) does not say it again. }}
        /// Validates `{{identifier}}`: shows the first problem, moves keyboard and VoiceOver focus to the field,
        /// and speaks the problem when VoiceOver is already on the field (a focus move would say nothing).
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{checkedName}} = true
            if {{errorName}} != nil {
                {{editingName}} = true
                // Spoken here, by the focus move or the announcement: leaving the field does not repeat it.
                {{spokenErrorName}} = {{errorName}}
                {{focusMove}}
            }
            return {{errorName}} == nil
        }

        {{messageFunction}}
        """# + "\n",
        "field.swift.mustache": #"""
        {{! One field: a persistent label people can see while typing, the native control, and the line under it }}
        {{! for the error (text + icon + color) or the hint. Card 000 + 001, resolve.persistent-label-single-name. }}
        {{#rowGroup}}
        {{! A Mac form row: Group keeps the control a row of the Form itself, so the Form shows its label in the label }}
        {{! column (a stack would make it part of an unlabeled row); the error or hint becomes the row under it. }}
        Group {
        {{/rowGroup}}
        {{^rowGroup}}
        VStack(alignment: .leading, spacing: 4) {
        {{/rowGroup}}
            {{#labeledContent}}
            LabeledContent {
                {{control}}
            } label: {
                Text({{labelLiteral}})
                    .font(.subheadline)
                {{#canShowError}}
                {{! resolve.labeled-content-error: the error joins the paired name without an .accessibilityLabel }}
                if let {{errorName}} {
                    {{errorLabel}}
                }
                {{/canShowError}}
            }
            {{#hintLiteral}}
            {{#canShowError}}
            {{! The error takes the hint's place, on screen as in what VoiceOver says (resolve.hint-yields-to-error). }}
            if {{errorName}} == nil {
                {{hintText}}
            }
            {{/canShowError}}
            {{^canShowError}}
            {{hintText}}
            {{/canShowError}}
            {{/hintLiteral}}
            {{/labeledContent}}
            {{^labeledContent}}
            {{#labelAbove}}
            {{labelAbove}}
            {{/labelAbove}}
            {{control}}
            {{#canShowError}}
            if let {{errorName}} {
                {{errorLabel}}
            {{#hintLiteral}}
            } else {
                {{hintText}}
            {{/hintLiteral}}
            }
            {{/canShowError}}
            {{^canShowError}}
            {{#hintLiteral}}
            {{hintText}}
            {{/hintLiteral}}
            {{/canShowError}}
            {{/labeledContent}}
        }
        """# + "\n",
        "form-body.swift.mustache": #"""
        {{! The form's body: its fields in order, the submit button (44 pt target), the status line. }}
        {{#isForm}}
        Form {
            {{fieldViews}}
            {{submitButton}}
        }
        {{/isForm}}
        {{^isForm}}
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                {{fieldViews}}
                {{submitButton}}
            }
            .padding()
        }
        {{/isForm}}
        {{containerModifiers}}
        {{#titleText}}
        .navigationTitle({{titleText}})
        {{/titleText}}
        """# + "\n",
        "form-focus.swift.mustache": #"""
        {{! policy.error-always-spoken: keyboard focus at once; VoiceOver focus once the error shows, or, when VoiceOver }}
        {{! is already on the field and a focus move would be silent, the problem spoken. A move that does not land (a }}
        {{! Form builds only the rows on screen, so a row scrolled away cannot take focus) is followed by the problem }}
        {{! spoken where VoiceOver is, so a failed submit is never silent. }}
        /// Takes people to a field with a problem: keyboard focus for Full Keyboard Access and hardware
        /// keyboards, and VoiceOver focus once the error shows. If VoiceOver is already on the field, a
        /// focus move would say nothing, so the problem is spoken instead; so it is too if the move did
        /// not land (a Form builds only the rows on screen: one scrolled away cannot take focus).
        private func focus(_ field: Field, problem: String) {
            {{#hasKeyboardFocus}}
            focusedField = field
            {{/hasKeyboardFocus}}
            if accessibilityFocus == field {
                announce(problem)
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    accessibilityFocus = field
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                    if accessibilityFocus != field { announce(problem) }
                }
            }
        }
        """# + "\n",
        "form-keyboard-functions.swift.mustache": #"""
        {{! Where the toolbar's Next goes, and what its Done does. }}
        {{#hasNext}}
        /// Where the keyboard toolbar's Next goes: the field after the focused one in the Return chain.
        private var nextField: Field? {
            switch focusedField {
            {{#chain}}
            case .{{from}}: .{{to}}
            {{/chain}}
            default: nil
            }
        }

        {{/hasNext}}
        /// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on the field that was
        /// being edited, which it would not do by itself (card 004, focus management).
        private func dismissKeyboard() {
            let field = focusedField
            {{#hasQuietChecks}}
            // The field is checked first, without an announcement: VoiceOver comes back to it below, and its
            // name then says the problem.
            switch field {
            {{#quietChecks}}
            case .{{focusCase}}:
                {{leaveName}}(false, announcing: false)
            {{/quietChecks}}
            default: break
            }
            {{/hasQuietChecks}}
            focusedField = nil
            accessibilityFocus = nil
            // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                accessibilityFocus = field
            }
        }
        """# + "\n",
        "form-keyboard.swift.mustache": #"""
        {{! The form's keyboard toolbar: Next along the Return chain (the pads have no Return key) and Done, which }}
        {{! restores VoiceOver focus (card 004 focus management, policy.keyboard-without-return). }}
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                {{#hasNext}}
                if let nextField {
                    Button {
                        focusedField = nextField
                        accessibilityFocus = nextField
                    } label: {
                        {{nextText}}
                    }
                }
                {{/hasNext}}
                Button {
                    dismissKeyboard()
                } label: {
                    {{doneText}}
                }
            }
        }
        """# + "\n",
        "form-problems.swift.mustache": #"""
        {{! After a failed submit, a line under the submit button counts the fields to fix, so a sighted person whose first }}
        {{! problem is off screen (a picker far above the button) sees why nothing was sent, and it disappears as they are }}
        {{! fixed. Focus (or an announcement) already speaks the first problem; with more than one, the count follows it, }}
        {{! queued so it does not cut the field's name off (global.no-silent-status, global.announcements); the line going }}
        {{! away is said too. }}
        /// How many fields show a problem now.
        private var problemCount: Int {
            let errors: [String?] = [
                {{#errors}}
                {{name}},
                {{/errors}}
            ]
            return errors.filter { $0 != nil }.count
        }

        /// A problem that appears after a successful submit (a consent turned off, a field edited) takes the
        /// success status away for good: "Submitted." beside an error would say two things at once, and a
        /// status that came back once the problem is fixed would change without being spoken. After a failed
        /// submit, the line under the button goes once the last problem is fixed: that is said, queued behind
        /// what VoiceOver is reading, so people hear the form is ready to send again. Said once the count has
        /// stayed at zero for a second, so a value that is valid for one keystroke of many says nothing.
        private func problemsChanged(_ count: Int) {
            if count > 0 { status = nil }
            guard submitFailed, count == 0 else { return }
            let announcement = {{allFixed}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                guard submitFailed, problemCount == 0 else { return }
                {{announce}}
            }
        }

        /// The line under the submit button after a failed submit.
        private var problemSummary: String {
            {{summary}}
        }

        /// After a failed submit with more than one problem, says how many once VoiceOver has started on
        /// the first (1 s: focus moves at 0.1 s, or the problem is spoken at 0.7 s where the move did not
        /// land), queued behind it, so the field's name and problem are heard whole.
        private func announceProblemCount() {
            guard problemCount > 1 else { return }
            let announcement = problemSummary
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                {{announce}}
            }
        }
        """# + "\n",
        "form-submit.swift.mustache": #"""
        {{! A native prominent button keeps its focus ring (global.focus-visible): a 44 pt full-width touch target on }}
        {{! iOS (global.touch-target-size), the large default button on the Mac (policy.macos-default-button). The status }}
        {{! text is primary (resolve.message-contrast): the system green measures 2.22:1 on white. After a failed submit, }}
        {{! the fields left to fix are counted below it in words, with an icon, while any is left (form-problems). A }}
        {{! problem after a successful submit takes the success status away (buttonModifiers observes problemCount). }}
        Button(action: submit) {
            {{submitText}}
                {{labelModifiers}}
        }
        .buttonStyle(.borderedProminent)
        {{buttonModifiers}}
        if let status {
            Label(status, systemImage: "checkmark.circle.fill")
                .foregroundStyle(.primary)
        }
        {{#hasProblems}}
        if submitFailed, problemCount > 0 {
            Label {
                Text(problemSummary)
            } icon: {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.red)
            }
        }
        {{/hasProblems}}
        """# + "\n",
        "form.swift.mustache": #"""
        {{! A whole form view: one @State per field, one focus enum, submit() that checks every field in order. }}
        // Generated by a11y-gen {{version}} from {{input}}. Do not edit; regenerate instead.
        // Platforms: {{platforms}}
        // Rules: {{rules}}
        {{#needs}}
        // Needs: {{text}}
        {{/needs}}

        {{#imports}}
        import {{name}}
        {{/imports}}

        struct {{viewName}}: View {
            /// The fields in order: where Return moves next and where VoiceOver goes after a failed submit.
            private enum Field: Hashable {
                {{#fields}}
                case {{identifier}}
                {{/fields}}
            }

            /// What people entered, checked and read in their locale: what `submitAction` receives.
            struct Submission: Equatable, Sendable {
                {{#fields}}
                var {{identifier}}: {{valueType}}
                {{/fields}}
            }

            {{declarations}}
            {{#hasKeyboardFocus}}
            @FocusState private var focusedField: Field?
            {{/hasKeyboardFocus}}
            {{#hasAccessibilityFocus}}
            @AccessibilityFocusState private var accessibilityFocus: Field?
            {{/hasAccessibilityFocus}}
            @State private var status: String?
            private let submitAction: (Submission) -> Void

            /// - Parameter submitAction: Runs after a submit in which every field is valid, with what was entered.
            init(submitAction: @escaping (Submission) -> Void = { _ in }) {
                self.submitAction = submitAction
            }

            var body: some View {
                {{container}}
            }

            /// Shows every field's problem, kept current from now on as people fix it; focus goes to the first one.
            private func submit() {
                {{checkAll}}
                {{outcome}}
            }

            /// Speaks `message` once the view has updated, so VoiceOver does not drop it (card 004).
            private func announce(_ message: String) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    {{announce}}
                }
            }
            {{#focusFunction}}

            {{focusFunction}}
            {{/focusFunction}}
            {{#keyboardFunctions}}

            {{keyboardFunctions}}
            {{/keyboardFunctions}}
            {{#functions}}

            {{text}}
            {{/functions}}
        }

        {{preview}}
        """# + "\n",
        "stepper.swift.mustache": #"""
        {{! A native Stepper between bounds (stepper.native, stepper.bounds). Its label shows the name and the value }}
        {{! with its unit (stepper.visible-value); VoiceOver hears the name once and the value with its unit, never an }}
        {{! error (stepper.single-name, stepper.value-with-unit). The system size keeps the hit area (stepper.system-size). }}
        {{#rowGroup}}
        {{! On the Mac the stepper is a row of the Form itself, its label in the label column; the hint is the row under it. }}
        Group {
        {{/rowGroup}}
        {{^rowGroup}}
        VStack(alignment: .leading, spacing: 4) {
        {{/rowGroup}}
            Stepper(value: {{binding}}, in: {{range}}{{#step}}, step: {{step}}{{/step}}) {
                VStack(alignment: .leading) {
                    Text({{labelName}})
                    Text({{valueTextName}})
                }
            }
            .accessibilityLabel({{labelName}})
            .accessibilityValue({{valueTextName}})
            {{#hintName}}
            .accessibilityHint({{hintName}})
            {{/hintName}}
            {{#hintText}}
            {{hintText}}
            {{/hintText}}
        }
        """# + "\n",
        "toggle-change-check.swift.mustache": #"""
        {{! Once a submit has checked the toggle, the error that turning it off shows is spoken (toggle.change-announced, }}
        {{! card 004's global.announcements): VoiceOver speaks the focused toggle's new state ("off", "unchecked" on a Mac), }}
        {{! not its new name, so the error would appear unheard. The submit speaks or counts what it shows itself: the }}
        {{! observed message does not change when only the check flag does, so the submit does not set this off. }}
        /// Runs when `{{identifier}}`'s problem changes because it was turned on or off. Once a submit has
        /// checked the toggle, the error that turning it off shows is spoken with its name, after the new
        /// state VoiceOver is saying: VoiceOver speaks a toggle's new value, not its new name.
        private func {{changeName}}(_ problem: String?) {
            guard {{checkedName}}, problem != nil else { return }
            let announcement = {{nameName}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                {{announce}}
            }
        }
        """# + "\n",
        "toggle-control.swift.mustache": #"""
        {{! A native Toggle named by its title (toggle.single-name). A required toggle's name carries the error while }}
        {{! one shows; the modifier is always attached, so the view's identity never changes (toggle.consent-error). }}
        {{! A required toggle observes its check's message, to speak an error that turning it off brings back (toggle.change-announced). }}
        Toggle({{labelName}}, isOn: {{binding}})
        {{#accessibilityLabel}}
            .accessibilityLabel({{accessibilityLabel}})
        {{/accessibilityLabel}}
        {{#accessibilityHint}}
            .accessibilityHint({{accessibilityHint}})
        {{/accessibilityHint}}
        {{#inputLabels}}
            .accessibilityInputLabels([{{inputLabels}}])
        {{/inputLabels}}
        {{#focusBinding}}
            .focused({{focusBinding}})
        {{/focusBinding}}
        {{#accessibilityFocusBinding}}
            .accessibilityFocused({{accessibilityFocusBinding}})
        {{/accessibilityFocusBinding}}
        {{#changeCheck}}
            {{changeCheck}}
        {{/changeCheck}}
        """# + "\n",
        "toggle-validation.swift.mustache": #"""
        {{! Submit-time validation for a required (consent) toggle (toggle.consent-error, policy.error-always-spoken): }}
        {{! VoiceOver focus moves to the toggle once the error shows, or the error is spoken if VoiceOver is already there. }}
        /// Validates `{{identifier}}`: shows the error, moves VoiceOver focus to the toggle, and speaks
        /// the error when VoiceOver is already on the toggle (a focus move would say nothing).
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{checkedName}} = true
            if {{errorName}} != nil {
                {{focusMove}}
            }
            return {{errorName}} == nil
        }

        {{messageFunction}}
        """# + "\n",
        "toggle.swift.mustache": #"""
        {{! A toggle with the line under it for the error (text + icon + color) or the hint. }}
        VStack(alignment: .leading, spacing: 4) {
            {{control}}
            {{#canShowError}}
            if let {{errorName}} {
                {{errorLabel}}
            {{#hintText}}
            } else {
                {{hintText}}
            {{/hintText}}
            }
            {{/canShowError}}
            {{^canShowError}}
            {{#hintText}}
            {{hintText}}
            {{/hintText}}
            {{/canShowError}}
        }
        """# + "\n",
    ]
}

extension EmbeddedTemplates {
    /// Each template as it parses, so that no run tokenizes one again.
    static func parsed(_ name: String) -> Template? {
        switch name {
        case "choice-change-check.swift.mustache":
            return Template(
                builtIn: "choice-change-check.swift.mustache",
                nodes: [
                    .literal("/// Runs when `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 5, column: 16)),
                    .literal("`'s problem changes because the selection changed. Once a submit has\n/// checked the picker, the error that choosing nothing again shows is spoken with its name, after the\n/// new value VoiceOver is saying: VoiceOver speaks a picker's new value, not its new name.\nprivate func "),
                    .variable("changeName", standaloneIndent: nil, .init(line: 8, column: 14)),
                    .literal("(_ problem: String?) {\n    guard "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 9, column: 11)),
                    .literal(", problem != nil else { return }\n    let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 10, column: 24)),
                    .literal("\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 12, column: 9)),
                    .literal("    }\n}\n"),
                ])
        case "choice-control.swift.mustache":
            return Template(
                builtIn: "choice-control.swift.mustache",
                nodes: [
                    .literal("Picker("),
                    .variable("title", standaloneIndent: nil, .init(line: 7, column: 8)),
                    .literal(", selection: "),
                    .variable("selection", standaloneIndent: nil, .init(line: 7, column: 30)),
                    .literal(") {\n"),
                    .section("prompt", inverted: false, [
                        .literal("    "),
                        .variable("promptText", standaloneIndent: nil, .init(line: 9, column: 5)),
                        .literal(".tag("),
                        .variable("valueType", standaloneIndent: nil, .init(line: 9, column: 24)),
                        .literal("?.none)\n"),
                    ], .init(line: 8, column: 5)),
                    .variable("options", standaloneIndent: "    ", .init(line: 11, column: 5)),
                    .literal("}\n"),
                    .section("style", inverted: false, [
                        .literal(".pickerStyle("),
                        .variable("style", standaloneIndent: nil, .init(line: 14, column: 14)),
                        .literal(")\n"),
                    ], .init(line: 13, column: 1)),
                    .section("labelShown", inverted: true, [
                        .literal(".labelsHidden()\n"),
                    ], .init(line: 16, column: 1)),
                    .section("accessibilityName", inverted: false, [
                        .literal(".accessibilityLabel("),
                        .variable("accessibilityName", standaloneIndent: nil, .init(line: 20, column: 21)),
                        .literal(")\n"),
                    ], .init(line: 19, column: 1)),
                    .section("accessibilityHint", inverted: false, [
                        .literal(".accessibilityHint("),
                        .variable("accessibilityHint", standaloneIndent: nil, .init(line: 23, column: 20)),
                        .literal(")\n"),
                    ], .init(line: 22, column: 1)),
                    .section("inputLabels", inverted: false, [
                        .literal(".accessibilityInputLabels(["),
                        .variable("inputLabels", standaloneIndent: nil, .init(line: 26, column: 28)),
                        .literal("])\n"),
                    ], .init(line: 25, column: 1)),
                    .section("keyboardFocusBinding", inverted: false, [
                        .literal(".focused("),
                        .variable("keyboardFocusBinding", standaloneIndent: nil, .init(line: 29, column: 10)),
                        .literal(")\n"),
                    ], .init(line: 28, column: 1)),
                    .section("focusBinding", inverted: false, [
                        .literal(".accessibilityFocused("),
                        .variable("focusBinding", standaloneIndent: nil, .init(line: 32, column: 23)),
                        .literal(")\n"),
                    ], .init(line: 31, column: 1)),
                    .section("changeCheck", inverted: false, [
                        .variable("changeCheck", standaloneIndent: "", .init(line: 35, column: 1)),
                    ], .init(line: 34, column: 1)),
                ])
        case "choice-validation.swift.mustache":
            return Template(
                builtIn: "choice-validation.swift.mustache",
                nodes: [
                    .literal("/// Validates `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 4, column: 16)),
                    .literal("`: shows the problem and "),
                    .variable("summary", standaloneIndent: nil, .init(line: 4, column: 55)),
                    .literal(".\n@discardableResult\nprivate func "),
                    .variable("validateName", standaloneIndent: nil, .init(line: 6, column: 14)),
                    .literal("() -> Bool {\n    "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 7, column: 5)),
                    .literal(" = true\n    guard "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 8, column: 11)),
                    .literal(" != nil else { return true }\n"),
                    .section("movesFocus", inverted: false, [
                        .variable("focusMove", standaloneIndent: "    ", .init(line: 10, column: 5)),
                    ], .init(line: 9, column: 5)),
                    .section("movesFocus", inverted: true, [
                        .literal("    let announcement = "),
                        .variable("nameName", standaloneIndent: nil, .init(line: 13, column: 24)),
                        .literal("\n    // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                        .variable("announce", standaloneIndent: "        ", .init(line: 16, column: 9)),
                        .literal("    }\n"),
                    ], .init(line: 12, column: 5)),
                    .literal("    return false\n}\n\n"),
                    .variable("messageFunction", standaloneIndent: "", .init(line: 22, column: 1)),
                ])
        case "choice.swift.mustache":
            return Template(
                builtIn: "choice.swift.mustache",
                nodes: [
                    .section("rowGroup", inverted: false, [
                        .literal("Group {\n"),
                    ], .init(line: 3, column: 1)),
                    .section("rowGroup", inverted: true, [
                        .literal("VStack(alignment: .leading, spacing: 4) {\n"),
                    ], .init(line: 7, column: 1)),
                    .section("labelAbove", inverted: false, [
                        .variable("labelAbove", standaloneIndent: "    ", .init(line: 11, column: 5)),
                    ], .init(line: 10, column: 5)),
                    .variable("control", standaloneIndent: "    ", .init(line: 13, column: 5)),
                    .section("canShowError", inverted: false, [
                        .literal("    if let "),
                        .variable("errorName", standaloneIndent: nil, .init(line: 15, column: 12)),
                        .literal(" {\n"),
                        .variable("errorLabel", standaloneIndent: "        ", .init(line: 16, column: 9)),
                        .section("hintLiteral", inverted: false, [
                            .literal("    } else {\n"),
                            .variable("hintText", standaloneIndent: "        ", .init(line: 19, column: 9)),
                        ], .init(line: 17, column: 5)),
                        .literal("    }\n"),
                    ], .init(line: 14, column: 5)),
                    .section("canShowError", inverted: true, [
                        .section("hintLiteral", inverted: false, [
                            .variable("hintText", standaloneIndent: "    ", .init(line: 25, column: 5)),
                        ], .init(line: 24, column: 5)),
                    ], .init(line: 23, column: 5)),
                    .literal("}\n"),
                ])
        case "component-file.swift.mustache":
            return Template(
                builtIn: "component-file.swift.mustache",
                nodes: [
                    .literal("// Generated by a11y-gen "),
                    .variable("version", standaloneIndent: nil, .init(line: 3, column: 26)),
                    .literal(". Do not edit; regenerate instead with:\n//   "),
                    .variable("input", standaloneIndent: nil, .init(line: 4, column: 6)),
                    .literal("\n// Platforms: "),
                    .variable("platforms", standaloneIndent: nil, .init(line: 5, column: 15)),
                    .literal("\n// Rules: "),
                    .variable("rules", standaloneIndent: nil, .init(line: 6, column: 11)),
                    .literal("\n\nimport SwiftUI\n\n"),
                    .variable("sizeType", standaloneIndent: "", .init(line: 10, column: 1)),
                    .literal("\n"),
                    .section("members", inverted: false, [
                        .variable("code", standaloneIndent: "", .init(line: 13, column: 1)),
                        .literal("\n"),
                    ], .init(line: 12, column: 1)),
                    .variable("helpers", standaloneIndent: "", .init(line: 16, column: 1)),
                ])
        case "component-focus.swift.mustache":
            return Template(
                builtIn: "component-focus.swift.mustache",
                nodes: [
                    .literal("/// Keyboard focus: the form's binding, or the field's own so Done works without one.\nprivate var editing: FocusState<Bool>.Binding {\n    isFocused ?? $ownEditing\n}\n\n/// VoiceOver focus: the form's binding, or the field's own so Done can restore it.\nprivate var accessibilityFocus: AccessibilityFocusState<Bool>.Binding {\n    isAccessibilityFocused ?? $ownAccessibilityFocus\n}\n"),
                    .section("keyboardDone", inverted: false, [
                        .literal("\n#if canImport(UIKit)\n"),
                        .section("multiline", inverted: false, [
                            .literal("    /// Return types a line break, so the keyboard's Done hides the keyboard; shown only while this\n    /// field is edited on its own, so several text areas do not stack their buttons (a caller that\n    /// passes `isFocused`, as a form does, owns the keyboard's toolbar and its Done).\n"),
                        ], .init(line: 15, column: 5)),
                        .section("multiline", inverted: true, [
                            .literal("    /// A number, decimal or phone pad has no Return key, so the keyboard's Done hides it; shown while\n    /// this field is edited on its own (a caller that passes `isFocused`, as a form does, owns the\n    /// keyboard's toolbar and its Done).\n"),
                        ], .init(line: 20, column: 5)),
                        .literal("    private var keyboardDone: some ToolbarContent {\n        ToolbarItemGroup(placement: .keyboard) {\n"),
                        .section("multiline", inverted: false, [
                            .literal("            if editing.wrappedValue, isFocused == nil {\n"),
                        ], .init(line: 27, column: 13)),
                        .section("multiline", inverted: true, [
                            .literal("            if editing.wrappedValue, isFocused == nil, keyboardHasNoReturn {\n"),
                        ], .init(line: 30, column: 13)),
                        .literal("                Spacer()\n                Button(action: dismissKeyboard) {\n"),
                        .variable("doneButtonText", standaloneIndent: "                    ", .init(line: 35, column: 21)),
                        .literal("                }\n            }\n        }\n    }\n"),
                        .section("multiline", inverted: true, [
                            .literal("\n    /// The pads without a Return key.\n    private var keyboardHasNoReturn: Bool {\n        [UIKeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(keyboardType)\n    }\n"),
                        ], .init(line: 40, column: 5)),
                        .literal("\n    /// Hides the keyboard, then puts VoiceOver back on the field, which it would not do by itself\n    /// (card 004, focus management).\n    private func dismissKeyboard() {\n        editing.wrappedValue = false\n        accessibilityFocus.wrappedValue = false\n        // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n            accessibilityFocus.wrappedValue = true\n        }\n    }\n#endif\n"),
                    ], .init(line: 12, column: 1)),
                ])
        case "component-helpers.swift.mustache":
            return Template(
                builtIn: "component-helpers.swift.mustache",
                nodes: [
                    .literal("extension View {\n    /// Return runs `action` when there is one; without one, Return stays with the default button.\n    @ViewBuilder\n    fileprivate func submitted(by action: (() -> Void)?) -> some View {\n        if let action {\n            onSubmit(action)\n        } else {\n            self\n        }\n    }\n}\n"),
                ])
        case "component-icon.swift.mustache":
            return Template(
                builtIn: "component-icon.swift.mustache",
                nodes: [
                    .literal("private func icon(_ systemName: String) -> some View {\n    Image(systemName: systemName)\n        .font(size.font)\n        .foregroundStyle(.secondary)\n        .frame(width: iconSize, height: iconSize)\n        .accessibilityHidden(true)\n}\n"),
                ])
        case "component-label.swift.mustache":
            return Template(
                builtIn: "component-label.swift.mustache",
                nodes: [
                    .literal("if let label {\n    // Stays visible while people type; the field speaks it, so VoiceOver skips this copy.\n    Text(label)\n        .font(.subheadline)\n        .accessibilityHidden(true)\n}\n"),
                ])
        case "component-messages.swift.mustache":
            return Template(
                builtIn: "component-messages.swift.mustache",
                nodes: [
                    .literal("if let error {\n    // Words, an icon and a color, never color alone; the field's name already speaks it.\n    Label {\n        Text(error)\n    } icon: {\n        Image(systemName: \""),
                    .variable("errorIcon", standaloneIndent: nil, .init(line: 7, column: 28)),
                    .literal("\")\n            .foregroundStyle("),
                    .variable("errorIconColor", standaloneIndent: nil, .init(line: 8, column: 30)),
                    .literal(")\n    }\n    .font(.footnote)\n    .accessibilityHidden(true)\n} else if let hint {\n    // Heard once, as the field's accessibility hint.\n    Text(hint)\n        .font(.footnote)\n        .accessibilityHidden(true)\n}\n"),
                ])
        case "component-name-modifiers.swift.mustache":
            return Template(
                builtIn: "component-name-modifiers.swift.mustache",
                nodes: [
                    .literal(".accessibilityLabel(accessibleName)\n.accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))\n.accessibilityInputLabels(inputLabels ?? [spokenLabel])\n"),
                ])
        case "component-naming.swift.mustache":
            return Template(
                builtIn: "component-naming.swift.mustache",
                nodes: [
                    .literal("/// The visible label, or the placeholder when there is none (card 000 accepts a placeholder as the\n/// name only as a last resort: give every field a label; `a11y-gen check` reports one with neither).\nprivate var spokenLabel: String {\n    label ?? placeholder\n}\n\n/// One accessible name: the label, with the error appended while one shows (never only in the\n/// hint, never in the value, which stays the typed text). The two are one format in the String\n/// Catalog, so a translator can reorder them.\nprivate var accessibleName: String {\n    guard let error else { return spokenLabel }\n    return "),
                    .variable("nameWithError", standaloneIndent: nil, .init(line: 14, column: 12)),
                    .literal("\n}\n"),
                ])
        case "component-secure-field.swift.mustache":
            return Template(
                builtIn: "component-secure-field.swift.mustache",
                nodes: [
                    .literal("/// A secure field for passwords and codes, with a label, placeholder, leading icon, hint, error and\n/// disabled state.\n///\n/// VoiceOver hears one element: the secure text field, named by the visible label with the error\n/// appended while one shows (\"Password, Use at least 8 characters.\"); it never speaks the typed\n/// characters. The hint is its hint only while there is no error. The label, hint, error and icon are\n/// hidden from VoiceOver so nothing is read twice. AutoFill offers a password by default; pass\n/// `.newPassword` on sign-up and `.oneTimeCode` for codes. Pass `isAccessibilityFocused` so a form can\n/// move VoiceOver to the field when its validation fails on submit.\npublic struct "),
                    .variable("typeName", standaloneIndent: nil, .init(line: 12, column: 15)),
                    .literal(": View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: "),
                    .variable("sizeTypeName", standaloneIndent: nil, .init(line: 17, column: 23)),
                    .literal("\n    private let leadingIcon: String?\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 23, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 23, column: 19)),
                        .literal("\n"),
                        .section("parameters", inverted: false, [
                            .literal("        private let "),
                            .variable("name", standaloneIndent: nil, .init(line: 25, column: 21)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 25, column: 31)),
                            .literal("\n"),
                        ], .init(line: 24, column: 9)),
                    ], .init(line: 22, column: 5)),
                    .literal("    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n    private let onSubmit: (() -> Void)?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @ScaledMetric private var iconSize: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("\n    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 39, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 39, column: 19)),
                        .literal("\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value, never spoken.\n        ///   - size: Text style, height and icon size.\n        ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n"),
                        .section("parameters", inverted: false, [
                            .literal("        ///   - "),
                            .variable("name", standaloneIndent: nil, .init(line: 52, column: 17)),
                            .literal(": "),
                            .variable("doc", standaloneIndent: nil, .init(line: 52, column: 27)),
                            .literal("\n"),
                        ], .init(line: 51, column: 9)),
                        .literal("        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        ///   - onSubmit: Runs when people press Return.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: "),
                        .variable("sizeTypeName", standaloneIndent: nil, .init(line: 64, column: 19)),
                        .literal(" = ."),
                        .variable("defaultSize", standaloneIndent: nil, .init(line: 64, column: 39)),
                        .literal(",\n            leadingIcon: String? = nil,\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n"),
                        .section("parameters", inverted: false, [
                            .literal("            "),
                            .variable("name", standaloneIndent: nil, .init(line: 70, column: 13)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 70, column: 23)),
                            .literal(" = "),
                            .variable("defaultValue", standaloneIndent: nil, .init(line: 70, column: 34)),
                            .literal(",\n"),
                        ], .init(line: 69, column: 13)),
                        .literal("            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,\n            onSubmit: (() -> Void)? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.leadingIcon = leadingIcon\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n"),
                        .section("parameters", inverted: false, [
                            .literal("            self."),
                            .variable("name", standaloneIndent: nil, .init(line: 86, column: 18)),
                            .literal(" = "),
                            .variable("name", standaloneIndent: nil, .init(line: 86, column: 29)),
                            .literal("\n"),
                        ], .init(line: 85, column: 13)),
                        .literal("            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            self.onSubmit = onSubmit\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n            _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)\n        }\n"),
                    ], .init(line: 37, column: 5)),
                    .literal("    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n"),
                    .variable("label", standaloneIndent: "            ", .init(line: 99, column: 13)),
                    .literal("            HStack(spacing: 8) {\n                if let leadingIcon {\n                    icon(leadingIcon)\n                }\n                field\n            }\n"),
                    .variable("messages", standaloneIndent: "            ", .init(line: 106, column: 13)),
                    .literal("        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        SecureField(spokenLabel, text: text, prompt: Text(placeholder))\n"),
                    .section("sharedModifiers", inverted: false, [
                        .variable("text", standaloneIndent: "            ", .init(line: 114, column: 13)),
                    ], .init(line: 113, column: 13)),
                    .literal("            .font(size.font)\n            .frame(minHeight: minHeight)\n"),
                    .section("branches", inverted: false, [
                        .literal("            "),
                        .variable("directive", standaloneIndent: nil, .init(line: 119, column: 13)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 119, column: 27)),
                        .literal("\n"),
                        .section("modifiers", inverted: false, [
                            .variable("text", standaloneIndent: "                ", .init(line: 121, column: 17)),
                        ], .init(line: 120, column: 17)),
                    ], .init(line: 118, column: 13)),
                    .literal("            #endif\n            .submitted(by: onSubmit)\n            .focused(editing)\n"),
                    .variable("nameModifiers", standaloneIndent: "            ", .init(line: 127, column: 13)),
                    .literal("            .accessibilityFocused(accessibilityFocus)\n    }\n\n"),
                    .variable("naming", standaloneIndent: "    ", .init(line: 131, column: 5)),
                    .literal("\n"),
                    .variable("focus", standaloneIndent: "    ", .init(line: 133, column: 5)),
                    .literal("\n"),
                    .variable("icon", standaloneIndent: "    ", .init(line: 135, column: 5)),
                    .literal("}\n"),
                ])
        case "component-size.swift.mustache":
            return Template(
                builtIn: "component-size.swift.mustache",
                nodes: [
                    .literal("/// The height and font size of a `"),
                    .variable("typeName", standaloneIndent: nil, .init(line: 2, column: 36)),
                    .literal("`. Every size uses a text style, so text scales with\n/// Dynamic Type, and its height and icon box start from values that `@ScaledMetric` grows with it.\npublic enum "),
                    .variable("sizeTypeName", standaloneIndent: nil, .init(line: 4, column: 13)),
                    .literal(": CaseIterable, Hashable, Sendable {\n"),
                    .section("sizes", inverted: false, [
                        .literal("    case "),
                        .variable("name", standaloneIndent: nil, .init(line: 6, column: 10)),
                        .literal("\n"),
                    ], .init(line: 5, column: 5)),
                    .literal("\n    /// The field's text style.\n    public var font: Font {\n        switch self {\n"),
                    .section("sizes", inverted: false, [
                        .literal("        case ."),
                        .variable("name", standaloneIndent: nil, .init(line: 13, column: 15)),
                        .literal(": "),
                        .variable("font", standaloneIndent: nil, .init(line: 13, column: 25)),
                        .literal("\n"),
                    ], .init(line: 12, column: 9)),
                    .literal("        }\n    }\n\n    /// The text style the field's height and icons scale with.\n    public var textStyle: Font.TextStyle {\n        switch self {\n"),
                    .section("sizes", inverted: false, [
                        .literal("        case ."),
                        .variable("name", standaloneIndent: nil, .init(line: 22, column: 15)),
                        .literal(": "),
                        .variable("textStyle", standaloneIndent: nil, .init(line: 22, column: 25)),
                        .literal("\n"),
                    ], .init(line: 21, column: 9)),
                    .literal("        }\n    }\n\n    /// The field's minimum frame height at the default text size, 44 pt or more, which spaces rows like\n    /// touch targets; the bordered box inside takes the taps (about 34 pt at the default size, above the\n    /// 24 pt floor).\n    public var minHeight: CGFloat {\n        switch self {\n"),
                    .section("sizes", inverted: false, [
                        .literal("        case ."),
                        .variable("name", standaloneIndent: nil, .init(line: 33, column: 15)),
                        .literal(": "),
                        .variable("minHeight", standaloneIndent: nil, .init(line: 33, column: 25)),
                        .literal("\n"),
                    ], .init(line: 32, column: 9)),
                    .literal("        }\n    }\n\n    /// The icon box at the default text size.\n    public var iconSize: CGFloat {\n        switch self {\n"),
                    .section("sizes", inverted: false, [
                        .literal("        case ."),
                        .variable("name", standaloneIndent: nil, .init(line: 42, column: 15)),
                        .literal(": "),
                        .variable("iconSize", standaloneIndent: nil, .init(line: 42, column: 25)),
                        .literal("\n"),
                    ], .init(line: 41, column: 9)),
                    .literal("        }\n    }\n}\n"),
                ])
        case "component-text-area.swift.mustache":
            return Template(
                builtIn: "component-text-area.swift.mustache",
                nodes: [
                    .literal("/// A multi-line text field for comments and descriptions, with a label, placeholder, hint, error and\n/// disabled state. It grows from 3 to 8 lines, then scrolls; the text never truncates.\n///\n/// VoiceOver hears one element: the field, named by the visible label with the error appended while\n/// one shows (\"Comments, Keep it under 500 characters.\"), the typed text as its value, and the hint\n/// as its hint only while there is no error. The label, hint and error are hidden from VoiceOver so\n/// nothing is read twice. Return types a line break, so there is no `onSubmit`; on iPhone the\n/// keyboard shows Done while the field is edited, which hides the keyboard and puts VoiceOver back\n/// on the field (a caller that passes `isFocused`, as a form does, shows its own). Pass\n/// `isAccessibilityFocused` so a form can move VoiceOver to the field when its validation fails on\n/// submit.\npublic struct "),
                    .variable("typeName", standaloneIndent: nil, .init(line: 14, column: 15)),
                    .literal(": View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: "),
                    .variable("sizeTypeName", standaloneIndent: nil, .init(line: 19, column: 23)),
                    .literal("\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 24, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 24, column: 19)),
                        .literal("\n"),
                        .section("parameters", inverted: false, [
                            .literal("        private let "),
                            .variable("name", standaloneIndent: nil, .init(line: 26, column: 21)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 26, column: 31)),
                            .literal("\n"),
                        ], .init(line: 25, column: 9)),
                    ], .init(line: 23, column: 5)),
                    .literal("    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("\n    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 38, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 38, column: 19)),
                        .literal("\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value.\n        ///   - size: Text style and minimum height.\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n"),
                        .section("parameters", inverted: false, [
                            .literal("        ///   - "),
                            .variable("name", standaloneIndent: nil, .init(line: 50, column: 17)),
                            .literal(": "),
                            .variable("doc", standaloneIndent: nil, .init(line: 50, column: 27)),
                            .literal("\n"),
                        ], .init(line: 49, column: 9)),
                        .literal("        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: "),
                        .variable("sizeTypeName", standaloneIndent: nil, .init(line: 61, column: 19)),
                        .literal(" = ."),
                        .variable("defaultSize", standaloneIndent: nil, .init(line: 61, column: 39)),
                        .literal(",\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n"),
                        .section("parameters", inverted: false, [
                            .literal("            "),
                            .variable("name", standaloneIndent: nil, .init(line: 66, column: 13)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 66, column: 23)),
                            .literal(" = "),
                            .variable("defaultValue", standaloneIndent: nil, .init(line: 66, column: 34)),
                            .literal(",\n"),
                        ], .init(line: 65, column: 13)),
                        .literal("            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n"),
                        .section("parameters", inverted: false, [
                            .literal("            self."),
                            .variable("name", standaloneIndent: nil, .init(line: 80, column: 18)),
                            .literal(" = "),
                            .variable("name", standaloneIndent: nil, .init(line: 80, column: 29)),
                            .literal("\n"),
                        ], .init(line: 79, column: 13)),
                        .literal("            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n        }\n"),
                    ], .init(line: 36, column: 5)),
                    .literal("    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n"),
                    .variable("label", standaloneIndent: "            ", .init(line: 91, column: 13)),
                    .literal("            field\n"),
                    .variable("messages", standaloneIndent: "            ", .init(line: 93, column: 13)),
                    .literal("        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        TextField(spokenLabel, text: text, prompt: Text(placeholder), axis: .vertical)\n"),
                    .section("sharedModifiers", inverted: false, [
                        .variable("text", standaloneIndent: "            ", .init(line: 101, column: 13)),
                    ], .init(line: 100, column: 13)),
                    .literal("            .font(size.font)\n            .frame(minHeight: minHeight)\n"),
                    .section("branches", inverted: false, [
                        .literal("            "),
                        .variable("directive", standaloneIndent: nil, .init(line: 106, column: 13)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 106, column: 27)),
                        .literal("\n"),
                        .section("modifiers", inverted: false, [
                            .variable("text", standaloneIndent: "                ", .init(line: 108, column: 17)),
                        ], .init(line: 107, column: 17)),
                    ], .init(line: 105, column: 13)),
                    .literal("            #endif\n            .focused(editing)\n"),
                    .variable("nameModifiers", standaloneIndent: "            ", .init(line: 113, column: 13)),
                    .literal("            .accessibilityFocused(accessibilityFocus)\n    }\n\n"),
                    .variable("naming", standaloneIndent: "    ", .init(line: 117, column: 5)),
                    .literal("\n"),
                    .variable("focus", standaloneIndent: "    ", .init(line: 119, column: 5)),
                    .literal("}\n"),
                ])
        case "component-text-field.swift.mustache":
            return Template(
                builtIn: "component-text-field.swift.mustache",
                nodes: [
                    .literal("/// A text field with a label, placeholder, leading and trailing icons, hint, error and disabled state.\n///\n/// VoiceOver hears one element: the field, named by the visible label with the error appended while\n/// one shows (\"Email, Enter a valid email address.\"), the typed text as its value, and the hint as its\n/// hint only while there is no error. The label, hint, error and icons are hidden from VoiceOver so\n/// nothing is read twice. Pass `isAccessibilityFocused` so a form can move VoiceOver to the field when\n/// its validation fails on submit.\npublic struct "),
                    .variable("typeName", standaloneIndent: nil, .init(line: 10, column: 15)),
                    .literal(": View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: "),
                    .variable("sizeTypeName", standaloneIndent: nil, .init(line: 15, column: 23)),
                    .literal("\n    private let leadingIcon: String?\n    private let trailingIcon: String?\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 22, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 22, column: 19)),
                        .literal("\n"),
                        .section("parameters", inverted: false, [
                            .literal("        private let "),
                            .variable("name", standaloneIndent: nil, .init(line: 24, column: 21)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 24, column: 31)),
                            .literal("\n"),
                        ], .init(line: 23, column: 9)),
                    ], .init(line: 21, column: 5)),
                    .literal("    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n    private let onSubmit: (() -> Void)?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @ScaledMetric private var iconSize: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n"),
                    .section("branches", inverted: false, [
                        .literal("\n    "),
                        .variable("directive", standaloneIndent: nil, .init(line: 38, column: 5)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 38, column: 19)),
                        .literal("\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value.\n        ///   - size: Text style, height and icon size.\n        ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).\n        ///   - trailingIcon: An SF Symbol after the field while it is empty (decorative).\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n"),
                        .section("parameters", inverted: false, [
                            .literal("        ///   - "),
                            .variable("name", standaloneIndent: nil, .init(line: 52, column: 17)),
                            .literal(": "),
                            .variable("doc", standaloneIndent: nil, .init(line: 52, column: 27)),
                            .literal("\n"),
                        ], .init(line: 51, column: 9)),
                        .literal("        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        ///   - onSubmit: Runs when people press Return.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: "),
                        .variable("sizeTypeName", standaloneIndent: nil, .init(line: 64, column: 19)),
                        .literal(" = ."),
                        .variable("defaultSize", standaloneIndent: nil, .init(line: 64, column: 39)),
                        .literal(",\n            leadingIcon: String? = nil,\n            trailingIcon: String? = nil,\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n"),
                        .section("parameters", inverted: false, [
                            .literal("            "),
                            .variable("name", standaloneIndent: nil, .init(line: 71, column: 13)),
                            .literal(": "),
                            .variable("type", standaloneIndent: nil, .init(line: 71, column: 23)),
                            .literal(" = "),
                            .variable("defaultValue", standaloneIndent: nil, .init(line: 71, column: 34)),
                            .literal(",\n"),
                        ], .init(line: 70, column: 13)),
                        .literal("            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,\n            onSubmit: (() -> Void)? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.leadingIcon = leadingIcon\n            self.trailingIcon = trailingIcon\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n"),
                        .section("parameters", inverted: false, [
                            .literal("            self."),
                            .variable("name", standaloneIndent: nil, .init(line: 88, column: 18)),
                            .literal(" = "),
                            .variable("name", standaloneIndent: nil, .init(line: 88, column: 29)),
                            .literal("\n"),
                        ], .init(line: 87, column: 13)),
                        .literal("            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            self.onSubmit = onSubmit\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n            _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)\n        }\n"),
                    ], .init(line: 36, column: 5)),
                    .literal("    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n"),
                    .variable("label", standaloneIndent: "            ", .init(line: 101, column: 13)),
                    .literal("            HStack(spacing: 8) {\n                if let leadingIcon {\n                    icon(leadingIcon)\n                }\n                field\n                if let trailingIcon, text.wrappedValue.isEmpty {\n                    icon(trailingIcon)\n                }\n            }\n"),
                    .variable("messages", standaloneIndent: "            ", .init(line: 111, column: 13)),
                    .literal("        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        TextField(spokenLabel, text: text, prompt: Text(placeholder))\n"),
                    .section("sharedModifiers", inverted: false, [
                        .variable("text", standaloneIndent: "            ", .init(line: 119, column: 13)),
                    ], .init(line: 118, column: 13)),
                    .literal("            .font(size.font)\n            .frame(minHeight: minHeight)\n"),
                    .section("branches", inverted: false, [
                        .literal("            "),
                        .variable("directive", standaloneIndent: nil, .init(line: 124, column: 13)),
                        .literal(" "),
                        .variable("condition", standaloneIndent: nil, .init(line: 124, column: 27)),
                        .literal("\n"),
                        .section("modifiers", inverted: false, [
                            .variable("text", standaloneIndent: "                ", .init(line: 126, column: 17)),
                        ], .init(line: 125, column: 17)),
                    ], .init(line: 123, column: 13)),
                    .literal("            #endif\n            .submitted(by: onSubmit)\n            .focused(editing)\n"),
                    .variable("nameModifiers", standaloneIndent: "            ", .init(line: 132, column: 13)),
                    .literal("            .accessibilityFocused(accessibilityFocus)\n    }\n\n"),
                    .variable("naming", standaloneIndent: "    ", .init(line: 136, column: 5)),
                    .literal("\n"),
                    .variable("focus", standaloneIndent: "    ", .init(line: 138, column: 5)),
                    .literal("\n"),
                    .variable("icon", standaloneIndent: "    ", .init(line: 140, column: 5)),
                    .literal("}\n"),
                ])
        case "date-change-check.swift.mustache":
            return Template(
                builtIn: "date-change-check.swift.mustache",
                nodes: [
                    .literal("/// Runs when `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 5, column: 16)),
                    .literal("`'s problem changes because a date moved. Once the picker has been checked,\n/// a new problem is spoken with its name, after what VoiceOver is saying (it is reading the date\n/// just picked), since nothing else would tell someone on another picker or a calendar day.\nprivate func "),
                    .variable("changeName", standaloneIndent: nil, .init(line: 8, column: 14)),
                    .literal("(_ problem: String?) {\n    guard "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 9, column: 11)),
                    .literal(", problem != nil else { return }\n    let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 10, column: 24)),
                    .literal("\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 12, column: 9)),
                    .literal("    }\n}\n"),
                ])
        case "date-control.swift.mustache":
            return Template(
                builtIn: "date-control.swift.mustache",
                nodes: [
                    .literal("DatePicker("),
                    .variable("title", standaloneIndent: nil, .init(line: 3, column: 12)),
                    .literal(", selection: "),
                    .variable("selection", standaloneIndent: nil, .init(line: 3, column: 34)),
                    .section("range", inverted: false, [
                        .literal(", in: "),
                        .variable("range", standaloneIndent: nil, .init(line: 3, column: 63)),
                    ], .init(line: 3, column: 47)),
                    .literal(", displayedComponents: "),
                    .variable("components", standaloneIndent: nil, .init(line: 3, column: 105)),
                    .literal(")\n"),
                    .section("style", inverted: false, [
                        .literal("    .datePickerStyle("),
                        .variable("style", standaloneIndent: nil, .init(line: 5, column: 22)),
                        .literal(")\n"),
                    ], .init(line: 4, column: 1)),
                    .section("labelsHidden", inverted: false, [
                        .literal("    .labelsHidden()\n"),
                    ], .init(line: 7, column: 1)),
                    .section("accessibilityHint", inverted: false, [
                        .literal("    .accessibilityHint("),
                        .variable("accessibilityHint", standaloneIndent: nil, .init(line: 11, column: 24)),
                        .literal(")\n"),
                    ], .init(line: 10, column: 1)),
                    .section("accessibilityLabel", inverted: false, [
                        .literal("    .accessibilityLabel("),
                        .variable("accessibilityLabel", standaloneIndent: nil, .init(line: 14, column: 25)),
                        .literal(")\n"),
                    ], .init(line: 13, column: 1)),
                    .section("inputLabels", inverted: false, [
                        .literal("    .accessibilityInputLabels(["),
                        .variable("inputLabels", standaloneIndent: nil, .init(line: 17, column: 32)),
                        .literal("])\n"),
                    ], .init(line: 16, column: 1)),
                    .section("changeCheck", inverted: false, [
                        .variable("changeCheck", standaloneIndent: "    ", .init(line: 20, column: 5)),
                    ], .init(line: 19, column: 1)),
                ])
        case "date-range.swift.mustache":
            return Template(
                builtIn: "date-range.swift.mustache",
                nodes: [
                    .literal("/// The dates people can pick for `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 3, column: 36)),
                    .literal("` ("),
                    .variable("rangeComment", standaloneIndent: nil, .init(line: 3, column: 53)),
                    .literal(").\nprivate static var "),
                    .variable("rangeName", standaloneIndent: nil, .init(line: 4, column: 20)),
                    .literal(": "),
                    .variable("rangeType", standaloneIndent: nil, .init(line: 4, column: 35)),
                    .literal(" {\n"),
                    .variable("body", standaloneIndent: "    ", .init(line: 5, column: 5)),
                    .literal("}\n\n/// Where `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 8, column: 12)),
                    .literal("` starts: "),
                    .variable("startSummary", standaloneIndent: nil, .init(line: 8, column: 36)),
                    .literal(".\nprivate static var "),
                    .variable("startName", standaloneIndent: nil, .init(line: 9, column: 20)),
                    .literal(": Date {\n"),
                    .variable("startExpression", standaloneIndent: "    ", .init(line: 10, column: 5)),
                    .literal("}\n"),
                ])
        case "date-validation.swift.mustache":
            return Template(
                builtIn: "date-validation.swift.mustache",
                nodes: [
                    .literal("/// Validates `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 3, column: 16)),
                    .literal("`: shows the first problem and announces it with the picker's name.\n@discardableResult\nprivate func "),
                    .variable("validateName", standaloneIndent: nil, .init(line: 5, column: 14)),
                    .literal("() -> Bool {\n    "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 6, column: 5)),
                    .literal(" = true\n    if "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 7, column: 8)),
                    .literal(" != nil {\n        let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 8, column: 28)),
                    .literal("\n        // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "            ", .init(line: 11, column: 13)),
                    .literal("        }\n    }\n    return "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 14, column: 12)),
                    .literal(" == nil\n}\n\n"),
                    .variable("messageFunction", standaloneIndent: "", .init(line: 17, column: 1)),
                ])
        case "date.swift.mustache":
            return Template(
                builtIn: "date.swift.mustache",
                nodes: [
                    .section("rowGroup", inverted: false, [
                        .literal("Group {\n"),
                    ], .init(line: 3, column: 1)),
                    .section("rowGroup", inverted: true, [
                        .literal("VStack(alignment: .leading, spacing: 4) {\n"),
                    ], .init(line: 7, column: 1)),
                    .section("labelAbove", inverted: false, [
                        .variable("labelAbove", standaloneIndent: "    ", .init(line: 11, column: 5)),
                    ], .init(line: 10, column: 5)),
                    .variable("control", standaloneIndent: "    ", .init(line: 13, column: 5)),
                    .section("canShowError", inverted: false, [
                        .literal("    if let "),
                        .variable("errorName", standaloneIndent: nil, .init(line: 15, column: 12)),
                        .literal(" {\n"),
                        .variable("errorLabel", standaloneIndent: "        ", .init(line: 16, column: 9)),
                        .section("hintLiteral", inverted: false, [
                            .literal("    } else {\n"),
                            .variable("hintText", standaloneIndent: "        ", .init(line: 19, column: 9)),
                        ], .init(line: 17, column: 5)),
                        .literal("    }\n"),
                    ], .init(line: 14, column: 5)),
                    .section("canShowError", inverted: true, [
                        .section("hintLiteral", inverted: false, [
                            .variable("hintText", standaloneIndent: "    ", .init(line: 25, column: 5)),
                        ], .init(line: 24, column: 5)),
                    ], .init(line: 23, column: 5)),
                    .literal("}\n"),
                ])
        case "field-control.swift.mustache":
            return Template(
                builtIn: "field-control.swift.mustache",
                nodes: [
                    .section("formRow", inverted: false, [
                        .variable("control", standaloneIndent: nil, .init(line: 4, column: 1)),
                        .literal("(text: "),
                        .variable("binding", standaloneIndent: nil, .init(line: 4, column: 19)),
                        .section("prompt", inverted: false, [
                            .literal(", prompt: "),
                            .variable("prompt", standaloneIndent: nil, .init(line: 4, column: 51)),
                        ], .init(line: 4, column: 30)),
                        .section("vertical", inverted: false, [
                            .literal(", axis: .vertical"),
                        ], .init(line: 4, column: 72)),
                        .literal(") {\n    Text("),
                        .variable("visibleLabelLiteral", standaloneIndent: nil, .init(line: 5, column: 10)),
                        .literal(")\n}\n"),
                        .variable("modifiers", standaloneIndent: "", .init(line: 7, column: 1)),
                    ], .init(line: 3, column: 1)),
                    .section("formRow", inverted: true, [
                        .variable("control", standaloneIndent: nil, .init(line: 10, column: 1)),
                        .literal("("),
                        .variable("titleLiteral", standaloneIndent: nil, .init(line: 10, column: 13)),
                        .literal(", text: "),
                        .variable("binding", standaloneIndent: nil, .init(line: 10, column: 37)),
                        .section("prompt", inverted: false, [
                            .literal(", prompt: "),
                            .variable("prompt", standaloneIndent: nil, .init(line: 10, column: 69)),
                        ], .init(line: 10, column: 48)),
                        .section("vertical", inverted: false, [
                            .literal(", axis: .vertical"),
                        ], .init(line: 10, column: 90)),
                        .literal(")\n"),
                        .variable("modifiers", standaloneIndent: "    ", .init(line: 11, column: 5)),
                    ], .init(line: 9, column: 1)),
                ])
        case "field-error.swift.mustache":
            return Template(
                builtIn: "field-error.swift.mustache",
                nodes: [
                    .literal("Label {\n    Text("),
                    .variable("errorName", standaloneIndent: nil, .init(line: 5, column: 10)),
                    .literal(")\n} icon: {\n    Image(systemName: \"exclamationmark.triangle.fill\")\n        .foregroundStyle(.red)\n}\n.font(.footnote)\n"),
                    .section("errorSpokenByField", inverted: false, [
                        .literal(".accessibilityHidden(true)\n"),
                    ], .init(line: 11, column: 1)),
                ])
        case "field-focus-move.swift.mustache":
            return Template(
                builtIn: "field-focus-move.swift.mustache",
                nodes: [
                    .literal("let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 5, column: 20)),
                    .literal("\nif "),
                    .variable("focusName", standaloneIndent: nil, .init(line: 6, column: 4)),
                    .literal(" {\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 8, column: 9)),
                    .literal("    }\n} else {\n    // "),
                    .variable("moveReason", standaloneIndent: nil, .init(line: 11, column: 8)),
                    .literal("\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n        "),
                    .variable("focusName", standaloneIndent: nil, .init(line: 13, column: 9)),
                    .literal(" = true\n    }\n    // A row of a List or Form scrolled off screen cannot take focus: then the problem is spoken.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n        if !"),
                    .variable("focusName", standaloneIndent: nil, .init(line: 17, column: 13)),
                    .literal(" {\n"),
                    .variable("announce", standaloneIndent: "            ", .init(line: 18, column: 13)),
                    .literal("        }\n    }\n}\n"),
                ])
        case "field-hint.swift.mustache":
            return Template(
                builtIn: "field-hint.swift.mustache",
                nodes: [
                    .literal("Text("),
                    .variable("hintLiteral", standaloneIndent: nil, .init(line: 3, column: 6)),
                    .literal(")\n    .font(.footnote)\n    .accessibilityHidden(true)\n"),
                ])
        case "field-keyboard-done.swift.mustache":
            return Template(
                builtIn: "field-keyboard-done.swift.mustache",
                nodes: [
                    .literal("/// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 2, column: 83)),
                    .literal("`,\n/// which it would not do by itself (card 004, focus management).\nprivate func "),
                    .variable("dismissName", standaloneIndent: nil, .init(line: 4, column: 14)),
                    .literal("() {\n"),
                    .section("leaveName", inverted: false, [
                        .literal("    // Checked first, without an announcement: VoiceOver comes back to the field, whose name says it.\n    "),
                        .variable("leaveName", standaloneIndent: nil, .init(line: 7, column: 5)),
                        .literal("(false, announcing: false)\n"),
                    ], .init(line: 5, column: 5)),
                    .literal("    "),
                    .variable("editingName", standaloneIndent: nil, .init(line: 9, column: 5)),
                    .literal(" = false\n    "),
                    .variable("focusName", standaloneIndent: nil, .init(line: 10, column: 5)),
                    .literal(" = false\n    // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n        "),
                    .variable("focusName", standaloneIndent: nil, .init(line: 13, column: 9)),
                    .literal(" = true\n    }\n}\n"),
                ])
        case "field-keyboard-toolbar.swift.mustache":
            return Template(
                builtIn: "field-keyboard-toolbar.swift.mustache",
                nodes: [
                    .literal(".toolbar {\n    ToolbarItemGroup(placement: .keyboard) {\n        if "),
                    .variable("editingName", standaloneIndent: nil, .init(line: 4, column: 12)),
                    .literal(" {\n            Spacer()\n            Button {\n                "),
                    .variable("dismissName", standaloneIndent: nil, .init(line: 7, column: 17)),
                    .literal("()\n            } label: {\n"),
                    .variable("doneText", standaloneIndent: "                ", .init(line: 9, column: 17)),
                    .literal("            }\n        }\n    }\n}\n"),
                ])
        case "field-label.swift.mustache":
            return Template(
                builtIn: "field-label.swift.mustache",
                nodes: [
                    .literal("Text("),
                    .variable("labelLiteral", standaloneIndent: nil, .init(line: 2, column: 6)),
                    .literal(")\n    .font(.subheadline)\n    .accessibilityHidden(true)\n"),
                ])
        case "field-leave-check.swift.mustache":
            return Template(
                builtIn: "field-leave-check.swift.mustache",
                nodes: [
                    .literal("/// Runs as keyboard focus enters or leaves `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 9, column: 46)),
                    .literal("`. Left with something typed in, the field is\n/// checked and a problem found is spoken with its name, after what VoiceOver is saying (focus has\n/// moved on, so it is announced, not focused). Entered while valid, its error waits until it is left\n/// again, not the first keystroke. An empty field waits for "),
                    .section("inForm", inverted: false, [
                        .literal("the submit"),
                    ], .init(line: 12, column: 62)),
                    .section("inForm", inverted: true, [
                        .literal("Return or your submit"),
                    ], .init(line: 12, column: 94)),
                    .literal(". A keyboard toolbar's Done\n/// passes `announcing: false`: it puts VoiceOver back on the field, whose name then says the problem.\n"),
                    .section("inForm", inverted: false, [
                        .literal("/// After a failed submit it stays checked, so its problem shows as people type and is counted.\n"),
                    ], .init(line: 14, column: 1)),
                    .literal("/// A problem VoiceOver already spoke in the name as the field took focus is not repeated; a new one is.\nprivate func "),
                    .variable("leaveName", standaloneIndent: nil, .init(line: 18, column: 14)),
                    .literal("(_ editing: Bool, announcing: Bool = true) {\n    if editing {\n        if "),
                    .section("inForm", inverted: false, [
                        .literal("!submitFailed, "),
                    ], .init(line: 20, column: 12)),
                    .variable("messageName", standaloneIndent: nil, .init(line: 20, column: 49)),
                    .literal("() == nil { "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 20, column: 76)),
                    .literal(" = false }\n        "),
                    .variable("spokenErrorName", standaloneIndent: nil, .init(line: 21, column: 9)),
                    .literal(" = "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 21, column: 31)),
                    .literal("\n        return\n    }\n    if !"),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 24, column: 9)),
                    .literal(" {\n        let typed = "),
                    .variable("identifier", standaloneIndent: nil, .init(line: 25, column: 21)),
                    .literal(".trimmingCharacters(in: .whitespacesAndNewlines)\n        guard !typed.isEmpty else { return }\n        "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 27, column: 9)),
                    .literal(" = true\n    }\n    guard let problem = "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 29, column: 25)),
                    .literal(" else { return }\n    guard problem != "),
                    .variable("spokenErrorName", standaloneIndent: nil, .init(line: 30, column: 22)),
                    .literal(" else { return }\n    "),
                    .variable("spokenErrorName", standaloneIndent: nil, .init(line: 31, column: 5)),
                    .literal(" = problem\n    if announcing {\n        let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 33, column: 28)),
                    .literal("\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "            ", .init(line: 35, column: 13)),
                    .literal("        }\n    }\n}\n"),
                ])
        case "field-message.swift.mustache":
            return Template(
                builtIn: "field-message.swift.mustache",
                nodes: [
                    .literal("/// The problem shown with `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 4, column: 29)),
                    .literal("`: none until it is first checked, then the current one,\n/// so a fix clears the error at once, on screen and in what VoiceOver says.\nprivate var "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 6, column: 13)),
                    .literal(": String? {\n    "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 7, column: 5)),
                    .literal(" ? "),
                    .variable("messageName", standaloneIndent: nil, .init(line: 7, column: 23)),
                    .literal("() : nil\n}\n\n/// The first problem with `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 10, column: 29)),
                    .literal("`, in words people can act on, or nil when it is valid.\nprivate func "),
                    .variable("messageName", standaloneIndent: nil, .init(line: 11, column: 14)),
                    .literal("() -> String? {\n"),
                    .variable("checks", standaloneIndent: "    ", .init(line: 12, column: 5)),
                    .literal("    return nil\n}\n"),
                ])
        case "field-modifiers.swift.mustache":
            return Template(
                builtIn: "field-modifiers.swift.mustache",
                nodes: [
                    .section("blocks", inverted: false, [
                        .section("shared", inverted: false, [
                            .variable("shared", standaloneIndent: "", .init(line: 5, column: 1)),
                        ], .init(line: 4, column: 1)),
                        .section("directive", inverted: false, [
                            .variable("directive", standaloneIndent: "", .init(line: 8, column: 1)),
                            .section("first", inverted: false, [
                                .variable("text", standaloneIndent: "    ", .init(line: 10, column: 5)),
                            ], .init(line: 9, column: 1)),
                            .section("hasOtherwise", inverted: false, [
                                .literal("#else\n"),
                            ], .init(line: 12, column: 1)),
                            .section("otherwise", inverted: false, [
                                .variable("text", standaloneIndent: "    ", .init(line: 16, column: 5)),
                            ], .init(line: 15, column: 1)),
                            .literal("#endif\n"),
                        ], .init(line: 7, column: 1)),
                    ], .init(line: 3, column: 1)),
                ])
        case "field-number-check.swift.mustache":
            return Template(
                builtIn: "field-number-check.swift.mustache",
                nodes: [
                    .literal("/// parse() reads the number a text starts with and ignores the rest (\"12abc\" would be 12, \"1,2,3\"\n/// 1), so the text must be one number as the locale writes it: a sign, digits its group separator\n/// splits into groups of three (two in some locales)"),
                    .section("decimals", inverted: false, [
                        .literal(", one decimal separator"),
                    ], .init(line: 6, column: 54)),
                    .section("currency", inverted: false, [
                        .literal(", the currency symbol"),
                    ], .init(line: 6, column: 103)),
                    .literal(".\n"),
                    .section("shared", inverted: false, [
                        .literal("private "),
                    ], .init(line: 7, column: 1)),
                    .literal("func "),
                    .variable("name", standaloneIndent: nil, .init(line: 7, column: 36)),
                    .literal("(_ text: String, in locale: Locale) -> Bool {\n    let group = locale.groupingSeparator ?? \"\"\n    var rest = Substring(text)\n"),
                    .section("currency", inverted: false, [
                        .literal("    rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }\n"),
                    ], .init(line: 10, column: 1)),
                    .literal("    // A sign: +, - or the minus sign.\n    if let sign = rest.unicodeScalars.first, [0x2B, 0x2D, 0x2212].contains(sign.value) {\n        rest = rest.dropFirst()\n    }\n"),
                    .section("currency", inverted: false, [
                        .literal("    rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }\n    while let last = rest.last, last.isCurrencySymbol || last.isWhitespace { rest = rest.dropLast() }\n"),
                    ], .init(line: 17, column: 1)),
                    .section("decimals", inverted: false, [
                        .literal("    let halves = rest.components(separatedBy: locale.decimalSeparator ?? \"\")\n    guard halves.count <= 2, halves.dropFirst().allSatisfy({ $0.allSatisfy(\\.isWholeNumber) }) else {\n        return false\n    }\n    // A fraction alone (\".5\") is a number too.\n    if halves.count == 2, halves[0].isEmpty { return !halves[1].isEmpty }\n    rest = Substring(halves[0])\n"),
                    ], .init(line: 21, column: 1)),
                    .literal("    // A space typed where the locale groups with a no-break space counts as one.\n    let groups = rest.split(omittingEmptySubsequences: false) {\n        String($0) == group || (group.allSatisfy(\\.isWhitespace) && $0.isWhitespace)\n    }\n    return groups.allSatisfy { !$0.isEmpty && $0.allSatisfy(\\.isWholeNumber) }\n        && groups.dropFirst().allSatisfy { $0.count == 2 || $0.count == 3 }\n        && (groups.count == 1 || groups.last?.count == 3)\n}\n"),
                ])
        case "field-number-value.swift.mustache":
            return Template(
                builtIn: "field-number-value.swift.mustache",
                nodes: [
                    .literal("/// `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 5, column: 6)),
                    .literal("` as a number, read in the person's locale; nil unless the whole text is one number.\nprivate var "),
                    .variable("valueName", standaloneIndent: nil, .init(line: 6, column: 13)),
                    .literal(": "),
                    .variable("type", standaloneIndent: nil, .init(line: 6, column: 28)),
                    .literal("? {\n"),
                    .section("checkFunction", inverted: false, [
                        .variable("checkFunction", standaloneIndent: "    ", .init(line: 8, column: 5)),
                    ], .init(line: 7, column: 1)),
                    .literal("    let text = "),
                    .variable("identifier", standaloneIndent: nil, .init(line: 10, column: 16)),
                    .literal(".trimmingCharacters(in: .whitespacesAndNewlines)\n    guard "),
                    .variable("checkName", standaloneIndent: nil, .init(line: 11, column: 11)),
                    .literal("(text, in: .autoupdatingCurrent) else { return nil }\n    return try? "),
                    .variable("style", standaloneIndent: nil, .init(line: 12, column: 17)),
                    .literal(".parseStrategy.parse(text)\n}\n"),
                ])
        case "field-search.swift.mustache":
            return Template(
                builtIn: "field-search.swift.mustache",
                nodes: [
                    .literal("/// Runs when people press Search on the keyboard.\nprivate func "),
                    .variable("searchName", standaloneIndent: nil, .init(line: 3, column: 14)),
                    .literal("() {\n"),
                    .section("validateName", inverted: false, [
                        .literal("    guard "),
                        .variable("validateName", standaloneIndent: nil, .init(line: 5, column: 11)),
                        .literal("() else { return }\n"),
                    ], .init(line: 4, column: 5)),
                    .literal("    // Start your search for `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 7, column: 31)),
                    .literal("` here.\n}\n"),
                ])
        case "field-snippet.swift.mustache":
            return Template(
                builtIn: "field-snippet.swift.mustache",
                nodes: [
                    .literal("// Generated by a11y-gen "),
                    .variable("version", standaloneIndent: nil, .init(line: 2, column: 26)),
                    .literal(" from "),
                    .variable("input", standaloneIndent: nil, .init(line: 2, column: 43)),
                    .literal(". Do not edit; regenerate instead.\n// Platforms: "),
                    .variable("platforms", standaloneIndent: nil, .init(line: 3, column: 15)),
                    .literal("\n// Rules: "),
                    .variable("rules", standaloneIndent: nil, .init(line: 4, column: 11)),
                    .literal("\n// Paste the declarations and functions into your View, and the view code into its body.\n"),
                    .section("imports", inverted: false, [
                        .literal("// Needs: import "),
                        .variable("name", standaloneIndent: nil, .init(line: 7, column: 18)),
                        .literal("\n"),
                    ], .init(line: 6, column: 1)),
                    .section("needs", inverted: false, [
                        .literal("// Needs: "),
                        .variable("text", standaloneIndent: nil, .init(line: 10, column: 11)),
                        .literal("\n"),
                    ], .init(line: 9, column: 1)),
                    .literal("\n// MARK: Declarations\n"),
                    .variable("declarations", standaloneIndent: "", .init(line: 14, column: 1)),
                    .literal("\n// MARK: View\n"),
                    .variable("view", standaloneIndent: "", .init(line: 17, column: 1)),
                    .section("functions", inverted: false, [
                        .literal("\n// MARK: Functions\n"),
                        .section("validateName", inverted: false, [
                            .literal("// Call "),
                            .variable("validateName", standaloneIndent: nil, .init(line: 22, column: 9)),
                            .literal("() from your submit action: on invalid input it shows the error\n// and "),
                            .variable("validationEffect", standaloneIndent: nil, .init(line: 23, column: 8)),
                            .literal(".\n// With several fields, call their validate functions in screen order and stop at the\n// first that returns false, so only the first problem moves focus or is spoken;\n// `a11y-gen form` writes a whole form whose submit shows every problem.\n"),
                        ], .init(line: 21, column: 1)),
                        .variable("functions", standaloneIndent: "", .init(line: 28, column: 1)),
                    ], .init(line: 18, column: 1)),
                ])
        case "field-strings.swift.mustache":
            return Template(
                builtIn: "field-strings.swift.mustache",
                nodes: [
                    .literal("/// `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 3, column: 6)),
                    .literal("`'s label: its title, its VoiceOver name and the word Voice Control listens for.\nprivate var "),
                    .variable("labelName", standaloneIndent: nil, .init(line: 4, column: 13)),
                    .literal(": String {\n"),
                    .variable("labelExpression", standaloneIndent: "    ", .init(line: 5, column: 5)),
                    .literal("}\n"),
                    .section("visibleLabelExpression", inverted: false, [
                        .literal("\n/// The label people see for `"),
                        .variable("identifier", standaloneIndent: nil, .init(line: 9, column: 31)),
                        .literal("`: "),
                        .variable("visibleLabelSummary", standaloneIndent: nil, .init(line: 9, column: 48)),
                        .literal(".\nprivate var "),
                        .variable("visibleLabelName", standaloneIndent: nil, .init(line: 10, column: 13)),
                        .literal(": String {\n"),
                        .variable("visibleLabelExpression", standaloneIndent: "    ", .init(line: 11, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 7, column: 1)),
                    .section("nameBody", inverted: false, [
                        .literal("\n/// What VoiceOver calls `"),
                        .variable("identifier", standaloneIndent: nil, .init(line: 16, column: 27)),
                        .literal("`: "),
                        .variable("nameSummary", standaloneIndent: nil, .init(line: 16, column: 44)),
                        .literal(".\nprivate var "),
                        .variable("nameName", standaloneIndent: nil, .init(line: 17, column: 13)),
                        .literal(": String {\n"),
                        .variable("nameBody", standaloneIndent: "    ", .init(line: 18, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 14, column: 1)),
                    .section("placeholderExpression", inverted: false, [
                        .literal("\n/// The example inside `"),
                        .variable("identifier", standaloneIndent: nil, .init(line: 23, column: 25)),
                        .literal("` while it is empty; the label stays its name.\nprivate var "),
                        .variable("placeholderName", standaloneIndent: nil, .init(line: 24, column: 13)),
                        .literal(": String {\n"),
                        .variable("placeholderExpression", standaloneIndent: "    ", .init(line: 25, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 21, column: 1)),
                    .section("hintExpression", inverted: false, [
                        .literal("\n/// The help under `"),
                        .variable("identifier", standaloneIndent: nil, .init(line: 30, column: 21)),
                        .literal("`, which VoiceOver speaks as its hint.\nprivate var "),
                        .variable("hintName", standaloneIndent: nil, .init(line: 31, column: 13)),
                        .literal(": String {\n"),
                        .variable("hintExpression", standaloneIndent: "    ", .init(line: 32, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 28, column: 1)),
                    .section("valueExpression", inverted: false, [
                        .literal("\n/// `"),
                        .variable("identifier", standaloneIndent: nil, .init(line: 37, column: 6)),
                        .literal("` with its unit, as the label shows it and VoiceOver speaks it as the value.\nprivate var "),
                        .variable("valueTextName", standaloneIndent: nil, .init(line: 38, column: 13)),
                        .literal(": String {\n"),
                        .variable("valueExpression", standaloneIndent: "    ", .init(line: 39, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 35, column: 1)),
                ])
        case "field-validation.swift.mustache":
            return Template(
                builtIn: "field-validation.swift.mustache",
                nodes: [
                    .literal("/// Validates `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 4, column: 16)),
                    .literal("`: shows the first problem, moves keyboard and VoiceOver focus to the field,\n/// and speaks the problem when VoiceOver is already on the field (a focus move would say nothing).\n@discardableResult\nprivate func "),
                    .variable("validateName", standaloneIndent: nil, .init(line: 7, column: 14)),
                    .literal("() -> Bool {\n    "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 8, column: 5)),
                    .literal(" = true\n    if "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 9, column: 8)),
                    .literal(" != nil {\n        "),
                    .variable("editingName", standaloneIndent: nil, .init(line: 10, column: 9)),
                    .literal(" = true\n        // Spoken here, by the focus move or the announcement: leaving the field does not repeat it.\n        "),
                    .variable("spokenErrorName", standaloneIndent: nil, .init(line: 12, column: 9)),
                    .literal(" = "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 12, column: 31)),
                    .literal("\n"),
                    .variable("focusMove", standaloneIndent: "        ", .init(line: 13, column: 9)),
                    .literal("    }\n    return "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 15, column: 12)),
                    .literal(" == nil\n}\n\n"),
                    .variable("messageFunction", standaloneIndent: "", .init(line: 18, column: 1)),
                ])
        case "field.swift.mustache":
            return Template(
                builtIn: "field.swift.mustache",
                nodes: [
                    .section("rowGroup", inverted: false, [
                        .literal("Group {\n"),
                    ], .init(line: 3, column: 1)),
                    .section("rowGroup", inverted: true, [
                        .literal("VStack(alignment: .leading, spacing: 4) {\n"),
                    ], .init(line: 8, column: 1)),
                    .section("labeledContent", inverted: false, [
                        .literal("    LabeledContent {\n"),
                        .variable("control", standaloneIndent: "        ", .init(line: 13, column: 9)),
                        .literal("    } label: {\n        Text("),
                        .variable("labelLiteral", standaloneIndent: nil, .init(line: 15, column: 14)),
                        .literal(")\n            .font(.subheadline)\n"),
                        .section("canShowError", inverted: false, [
                            .literal("        if let "),
                            .variable("errorName", standaloneIndent: nil, .init(line: 19, column: 16)),
                            .literal(" {\n"),
                            .variable("errorLabel", standaloneIndent: "            ", .init(line: 20, column: 13)),
                            .literal("        }\n"),
                        ], .init(line: 17, column: 9)),
                        .literal("    }\n"),
                        .section("hintLiteral", inverted: false, [
                            .section("canShowError", inverted: false, [
                                .literal("    if "),
                                .variable("errorName", standaloneIndent: nil, .init(line: 27, column: 8)),
                                .literal(" == nil {\n"),
                                .variable("hintText", standaloneIndent: "        ", .init(line: 28, column: 9)),
                                .literal("    }\n"),
                            ], .init(line: 25, column: 5)),
                            .section("canShowError", inverted: true, [
                                .variable("hintText", standaloneIndent: "    ", .init(line: 32, column: 5)),
                            ], .init(line: 31, column: 5)),
                        ], .init(line: 24, column: 5)),
                    ], .init(line: 11, column: 5)),
                    .section("labeledContent", inverted: true, [
                        .section("labelAbove", inverted: false, [
                            .variable("labelAbove", standaloneIndent: "    ", .init(line: 38, column: 5)),
                        ], .init(line: 37, column: 5)),
                        .variable("control", standaloneIndent: "    ", .init(line: 40, column: 5)),
                        .section("canShowError", inverted: false, [
                            .literal("    if let "),
                            .variable("errorName", standaloneIndent: nil, .init(line: 42, column: 12)),
                            .literal(" {\n"),
                            .variable("errorLabel", standaloneIndent: "        ", .init(line: 43, column: 9)),
                            .section("hintLiteral", inverted: false, [
                                .literal("    } else {\n"),
                                .variable("hintText", standaloneIndent: "        ", .init(line: 46, column: 9)),
                            ], .init(line: 44, column: 5)),
                            .literal("    }\n"),
                        ], .init(line: 41, column: 5)),
                        .section("canShowError", inverted: true, [
                            .section("hintLiteral", inverted: false, [
                                .variable("hintText", standaloneIndent: "    ", .init(line: 52, column: 5)),
                            ], .init(line: 51, column: 5)),
                        ], .init(line: 50, column: 5)),
                    ], .init(line: 36, column: 5)),
                    .literal("}\n"),
                ])
        case "form-body.swift.mustache":
            return Template(
                builtIn: "form-body.swift.mustache",
                nodes: [
                    .section("isForm", inverted: false, [
                        .literal("Form {\n"),
                        .variable("fieldViews", standaloneIndent: "    ", .init(line: 4, column: 5)),
                        .variable("submitButton", standaloneIndent: "    ", .init(line: 5, column: 5)),
                        .literal("}\n"),
                    ], .init(line: 2, column: 1)),
                    .section("isForm", inverted: true, [
                        .literal("ScrollView {\n    VStack(alignment: .leading, spacing: 16) {\n"),
                        .variable("fieldViews", standaloneIndent: "        ", .init(line: 11, column: 9)),
                        .variable("submitButton", standaloneIndent: "        ", .init(line: 12, column: 9)),
                        .literal("    }\n    .padding()\n}\n"),
                    ], .init(line: 8, column: 1)),
                    .variable("containerModifiers", standaloneIndent: "", .init(line: 17, column: 1)),
                    .section("titleText", inverted: false, [
                        .literal(".navigationTitle("),
                        .variable("titleText", standaloneIndent: nil, .init(line: 19, column: 18)),
                        .literal(")\n"),
                    ], .init(line: 18, column: 1)),
                ])
        case "form-focus.swift.mustache":
            return Template(
                builtIn: "form-focus.swift.mustache",
                nodes: [
                    .literal("/// Takes people to a field with a problem: keyboard focus for Full Keyboard Access and hardware\n/// keyboards, and VoiceOver focus once the error shows. If VoiceOver is already on the field, a\n/// focus move would say nothing, so the problem is spoken instead; so it is too if the move did\n/// not land (a Form builds only the rows on screen: one scrolled away cannot take focus).\nprivate func focus(_ field: Field, problem: String) {\n"),
                    .section("hasKeyboardFocus", inverted: false, [
                        .literal("    focusedField = field\n"),
                    ], .init(line: 10, column: 5)),
                    .literal("    if accessibilityFocus == field {\n        announce(problem)\n    } else {\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n            accessibilityFocus = field\n        }\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n            if accessibilityFocus != field { announce(problem) }\n        }\n    }\n}\n"),
                ])
        case "form-keyboard-functions.swift.mustache":
            return Template(
                builtIn: "form-keyboard-functions.swift.mustache",
                nodes: [
                    .section("hasNext", inverted: false, [
                        .literal("/// Where the keyboard toolbar's Next goes: the field after the focused one in the Return chain.\nprivate var nextField: Field? {\n    switch focusedField {\n"),
                        .section("chain", inverted: false, [
                            .literal("    case ."),
                            .variable("from", standaloneIndent: nil, .init(line: 7, column: 11)),
                            .literal(": ."),
                            .variable("to", standaloneIndent: nil, .init(line: 7, column: 22)),
                            .literal("\n"),
                        ], .init(line: 6, column: 5)),
                        .literal("    default: nil\n    }\n}\n\n"),
                    ], .init(line: 2, column: 1)),
                    .literal("/// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on the field that was\n/// being edited, which it would not do by itself (card 004, focus management).\nprivate func dismissKeyboard() {\n    let field = focusedField\n"),
                    .section("hasQuietChecks", inverted: false, [
                        .literal("    // The field is checked first, without an announcement: VoiceOver comes back to it below, and its\n    // name then says the problem.\n    switch field {\n"),
                        .section("quietChecks", inverted: false, [
                            .literal("    case ."),
                            .variable("focusCase", standaloneIndent: nil, .init(line: 23, column: 11)),
                            .literal(":\n        "),
                            .variable("leaveName", standaloneIndent: nil, .init(line: 24, column: 9)),
                            .literal("(false, announcing: false)\n"),
                        ], .init(line: 22, column: 5)),
                        .literal("    default: break\n    }\n"),
                    ], .init(line: 18, column: 5)),
                    .literal("    focusedField = nil\n    accessibilityFocus = nil\n    // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n        accessibilityFocus = field\n    }\n}\n"),
                ])
        case "form-keyboard.swift.mustache":
            return Template(
                builtIn: "form-keyboard.swift.mustache",
                nodes: [
                    .literal(".toolbar {\n    ToolbarItemGroup(placement: .keyboard) {\n        Spacer()\n"),
                    .section("hasNext", inverted: false, [
                        .literal("        if let nextField {\n            Button {\n                focusedField = nextField\n                accessibilityFocus = nextField\n            } label: {\n"),
                        .variable("nextText", standaloneIndent: "                ", .init(line: 12, column: 17)),
                        .literal("            }\n        }\n"),
                    ], .init(line: 6, column: 9)),
                    .literal("        Button {\n            dismissKeyboard()\n        } label: {\n"),
                    .variable("doneText", standaloneIndent: "            ", .init(line: 19, column: 13)),
                    .literal("        }\n    }\n}\n"),
                ])
        case "form-problems.swift.mustache":
            return Template(
                builtIn: "form-problems.swift.mustache",
                nodes: [
                    .literal("/// How many fields show a problem now.\nprivate var problemCount: Int {\n    let errors: [String?] = [\n"),
                    .section("errors", inverted: false, [
                        .literal("        "),
                        .variable("name", standaloneIndent: nil, .init(line: 10, column: 9)),
                        .literal(",\n"),
                    ], .init(line: 9, column: 9)),
                    .literal("    ]\n    return errors.filter { $0 != nil }.count\n}\n\n/// A problem that appears after a successful submit (a consent turned off, a field edited) takes the\n/// success status away for good: \"Submitted.\" beside an error would say two things at once, and a\n/// status that came back once the problem is fixed would change without being spoken. After a failed\n/// submit, the line under the button goes once the last problem is fixed: that is said, queued behind\n/// what VoiceOver is reading, so people hear the form is ready to send again. Said once the count has\n/// stayed at zero for a second, so a value that is valid for one keystroke of many says nothing.\nprivate func problemsChanged(_ count: Int) {\n    if count > 0 { status = nil }\n    guard submitFailed, count == 0 else { return }\n    let announcement = "),
                    .variable("allFixed", standaloneIndent: nil, .init(line: 25, column: 24)),
                    .literal("\n    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n        guard submitFailed, problemCount == 0 else { return }\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 28, column: 9)),
                    .literal("    }\n}\n\n/// The line under the submit button after a failed submit.\nprivate var problemSummary: String {\n"),
                    .variable("summary", standaloneIndent: "    ", .init(line: 34, column: 5)),
                    .literal("}\n\n/// After a failed submit with more than one problem, says how many once VoiceOver has started on\n/// the first (1 s: focus moves at 0.1 s, or the problem is spoken at 0.7 s where the move did not\n/// land), queued behind it, so the field's name and problem are heard whole.\nprivate func announceProblemCount() {\n    guard problemCount > 1 else { return }\n    let announcement = problemSummary\n    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 44, column: 9)),
                    .literal("    }\n}\n"),
                ])
        case "form-submit.swift.mustache":
            return Template(
                builtIn: "form-submit.swift.mustache",
                nodes: [
                    .literal("Button(action: submit) {\n"),
                    .variable("submitText", standaloneIndent: "    ", .init(line: 7, column: 5)),
                    .variable("labelModifiers", standaloneIndent: "        ", .init(line: 8, column: 9)),
                    .literal("}\n.buttonStyle(.borderedProminent)\n"),
                    .variable("buttonModifiers", standaloneIndent: "", .init(line: 11, column: 1)),
                    .literal("if let status {\n    Label(status, systemImage: \"checkmark.circle.fill\")\n        .foregroundStyle(.primary)\n}\n"),
                    .section("hasProblems", inverted: false, [
                        .literal("if submitFailed, problemCount > 0 {\n    Label {\n        Text(problemSummary)\n    } icon: {\n        Image(systemName: \"exclamationmark.triangle.fill\")\n            .foregroundStyle(.red)\n    }\n}\n"),
                    ], .init(line: 16, column: 1)),
                ])
        case "form.swift.mustache":
            return Template(
                builtIn: "form.swift.mustache",
                nodes: [
                    .literal("// Generated by a11y-gen "),
                    .variable("version", standaloneIndent: nil, .init(line: 2, column: 26)),
                    .literal(" from "),
                    .variable("input", standaloneIndent: nil, .init(line: 2, column: 43)),
                    .literal(". Do not edit; regenerate instead.\n// Platforms: "),
                    .variable("platforms", standaloneIndent: nil, .init(line: 3, column: 15)),
                    .literal("\n// Rules: "),
                    .variable("rules", standaloneIndent: nil, .init(line: 4, column: 11)),
                    .literal("\n"),
                    .section("needs", inverted: false, [
                        .literal("// Needs: "),
                        .variable("text", standaloneIndent: nil, .init(line: 6, column: 11)),
                        .literal("\n"),
                    ], .init(line: 5, column: 1)),
                    .literal("\n"),
                    .section("imports", inverted: false, [
                        .literal("import "),
                        .variable("name", standaloneIndent: nil, .init(line: 10, column: 8)),
                        .literal("\n"),
                    ], .init(line: 9, column: 1)),
                    .literal("\nstruct "),
                    .variable("viewName", standaloneIndent: nil, .init(line: 13, column: 8)),
                    .literal(": View {\n    /// The fields in order: where Return moves next and where VoiceOver goes after a failed submit.\n    private enum Field: Hashable {\n"),
                    .section("fields", inverted: false, [
                        .literal("        case "),
                        .variable("identifier", standaloneIndent: nil, .init(line: 17, column: 14)),
                        .literal("\n"),
                    ], .init(line: 16, column: 9)),
                    .literal("    }\n\n    /// What people entered, checked and read in their locale: what `submitAction` receives.\n    struct Submission: Equatable, Sendable {\n"),
                    .section("fields", inverted: false, [
                        .literal("        var "),
                        .variable("identifier", standaloneIndent: nil, .init(line: 24, column: 13)),
                        .literal(": "),
                        .variable("valueType", standaloneIndent: nil, .init(line: 24, column: 29)),
                        .literal("\n"),
                    ], .init(line: 23, column: 9)),
                    .literal("    }\n\n"),
                    .variable("declarations", standaloneIndent: "    ", .init(line: 28, column: 5)),
                    .section("hasKeyboardFocus", inverted: false, [
                        .literal("    @FocusState private var focusedField: Field?\n"),
                    ], .init(line: 29, column: 5)),
                    .section("hasAccessibilityFocus", inverted: false, [
                        .literal("    @AccessibilityFocusState private var accessibilityFocus: Field?\n"),
                    ], .init(line: 32, column: 5)),
                    .literal("    @State private var status: String?\n    private let submitAction: (Submission) -> Void\n\n    /// - Parameter submitAction: Runs after a submit in which every field is valid, with what was entered.\n    init(submitAction: @escaping (Submission) -> Void = { _ in }) {\n        self.submitAction = submitAction\n    }\n\n    var body: some View {\n"),
                    .variable("container", standaloneIndent: "        ", .init(line: 44, column: 9)),
                    .literal("    }\n\n    /// Shows every field's problem, kept current from now on as people fix it; focus goes to the first one.\n    private func submit() {\n"),
                    .variable("checkAll", standaloneIndent: "        ", .init(line: 49, column: 9)),
                    .variable("outcome", standaloneIndent: "        ", .init(line: 50, column: 9)),
                    .literal("    }\n\n    /// Speaks `message` once the view has updated, so VoiceOver does not drop it (card 004).\n    private func announce(_ message: String) {\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "            ", .init(line: 56, column: 13)),
                    .literal("        }\n    }\n"),
                    .section("focusFunction", inverted: false, [
                        .literal("\n"),
                        .variable("focusFunction", standaloneIndent: "    ", .init(line: 61, column: 5)),
                    ], .init(line: 59, column: 5)),
                    .section("keyboardFunctions", inverted: false, [
                        .literal("\n"),
                        .variable("keyboardFunctions", standaloneIndent: "    ", .init(line: 65, column: 5)),
                    ], .init(line: 63, column: 5)),
                    .section("functions", inverted: false, [
                        .literal("\n"),
                        .variable("text", standaloneIndent: "    ", .init(line: 69, column: 5)),
                    ], .init(line: 67, column: 5)),
                    .literal("}\n\n"),
                    .variable("preview", standaloneIndent: "", .init(line: 73, column: 1)),
                ])
        case "stepper.swift.mustache":
            return Template(
                builtIn: "stepper.swift.mustache",
                nodes: [
                    .section("rowGroup", inverted: false, [
                        .literal("Group {\n"),
                    ], .init(line: 4, column: 1)),
                    .section("rowGroup", inverted: true, [
                        .literal("VStack(alignment: .leading, spacing: 4) {\n"),
                    ], .init(line: 8, column: 1)),
                    .literal("    Stepper(value: "),
                    .variable("binding", standaloneIndent: nil, .init(line: 11, column: 20)),
                    .literal(", in: "),
                    .variable("range", standaloneIndent: nil, .init(line: 11, column: 37)),
                    .section("step", inverted: false, [
                        .literal(", step: "),
                        .variable("step", standaloneIndent: nil, .init(line: 11, column: 63)),
                    ], .init(line: 11, column: 46)),
                    .literal(") {\n        VStack(alignment: .leading) {\n            Text("),
                    .variable("labelName", standaloneIndent: nil, .init(line: 13, column: 18)),
                    .literal(")\n            Text("),
                    .variable("valueTextName", standaloneIndent: nil, .init(line: 14, column: 18)),
                    .literal(")\n        }\n    }\n    .accessibilityLabel("),
                    .variable("labelName", standaloneIndent: nil, .init(line: 17, column: 25)),
                    .literal(")\n    .accessibilityValue("),
                    .variable("valueTextName", standaloneIndent: nil, .init(line: 18, column: 25)),
                    .literal(")\n"),
                    .section("hintName", inverted: false, [
                        .literal("    .accessibilityHint("),
                        .variable("hintName", standaloneIndent: nil, .init(line: 20, column: 24)),
                        .literal(")\n"),
                    ], .init(line: 19, column: 5)),
                    .section("hintText", inverted: false, [
                        .variable("hintText", standaloneIndent: "    ", .init(line: 23, column: 5)),
                    ], .init(line: 22, column: 5)),
                    .literal("}\n"),
                ])
        case "toggle-change-check.swift.mustache":
            return Template(
                builtIn: "toggle-change-check.swift.mustache",
                nodes: [
                    .literal("/// Runs when `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 5, column: 16)),
                    .literal("`'s problem changes because it was turned on or off. Once a submit has\n/// checked the toggle, the error that turning it off shows is spoken with its name, after the new\n/// state VoiceOver is saying: VoiceOver speaks a toggle's new value, not its new name.\nprivate func "),
                    .variable("changeName", standaloneIndent: nil, .init(line: 8, column: 14)),
                    .literal("(_ problem: String?) {\n    guard "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 9, column: 11)),
                    .literal(", problem != nil else { return }\n    let announcement = "),
                    .variable("nameName", standaloneIndent: nil, .init(line: 10, column: 24)),
                    .literal("\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n"),
                    .variable("announce", standaloneIndent: "        ", .init(line: 12, column: 9)),
                    .literal("    }\n}\n"),
                ])
        case "toggle-control.swift.mustache":
            return Template(
                builtIn: "toggle-control.swift.mustache",
                nodes: [
                    .literal("Toggle("),
                    .variable("labelName", standaloneIndent: nil, .init(line: 4, column: 8)),
                    .literal(", isOn: "),
                    .variable("binding", standaloneIndent: nil, .init(line: 4, column: 29)),
                    .literal(")\n"),
                    .section("accessibilityLabel", inverted: false, [
                        .literal("    .accessibilityLabel("),
                        .variable("accessibilityLabel", standaloneIndent: nil, .init(line: 6, column: 25)),
                        .literal(")\n"),
                    ], .init(line: 5, column: 1)),
                    .section("accessibilityHint", inverted: false, [
                        .literal("    .accessibilityHint("),
                        .variable("accessibilityHint", standaloneIndent: nil, .init(line: 9, column: 24)),
                        .literal(")\n"),
                    ], .init(line: 8, column: 1)),
                    .section("inputLabels", inverted: false, [
                        .literal("    .accessibilityInputLabels(["),
                        .variable("inputLabels", standaloneIndent: nil, .init(line: 12, column: 32)),
                        .literal("])\n"),
                    ], .init(line: 11, column: 1)),
                    .section("focusBinding", inverted: false, [
                        .literal("    .focused("),
                        .variable("focusBinding", standaloneIndent: nil, .init(line: 15, column: 14)),
                        .literal(")\n"),
                    ], .init(line: 14, column: 1)),
                    .section("accessibilityFocusBinding", inverted: false, [
                        .literal("    .accessibilityFocused("),
                        .variable("accessibilityFocusBinding", standaloneIndent: nil, .init(line: 18, column: 27)),
                        .literal(")\n"),
                    ], .init(line: 17, column: 1)),
                    .section("changeCheck", inverted: false, [
                        .variable("changeCheck", standaloneIndent: "    ", .init(line: 21, column: 5)),
                    ], .init(line: 20, column: 1)),
                ])
        case "toggle-validation.swift.mustache":
            return Template(
                builtIn: "toggle-validation.swift.mustache",
                nodes: [
                    .literal("/// Validates `"),
                    .variable("identifier", standaloneIndent: nil, .init(line: 3, column: 16)),
                    .literal("`: shows the error, moves VoiceOver focus to the toggle, and speaks\n/// the error when VoiceOver is already on the toggle (a focus move would say nothing).\n@discardableResult\nprivate func "),
                    .variable("validateName", standaloneIndent: nil, .init(line: 6, column: 14)),
                    .literal("() -> Bool {\n    "),
                    .variable("checkedName", standaloneIndent: nil, .init(line: 7, column: 5)),
                    .literal(" = true\n    if "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 8, column: 8)),
                    .literal(" != nil {\n"),
                    .variable("focusMove", standaloneIndent: "        ", .init(line: 9, column: 9)),
                    .literal("    }\n    return "),
                    .variable("errorName", standaloneIndent: nil, .init(line: 11, column: 12)),
                    .literal(" == nil\n}\n\n"),
                    .variable("messageFunction", standaloneIndent: "", .init(line: 14, column: 1)),
                ])
        case "toggle.swift.mustache":
            return Template(
                builtIn: "toggle.swift.mustache",
                nodes: [
                    .literal("VStack(alignment: .leading, spacing: 4) {\n"),
                    .variable("control", standaloneIndent: "    ", .init(line: 3, column: 5)),
                    .section("canShowError", inverted: false, [
                        .literal("    if let "),
                        .variable("errorName", standaloneIndent: nil, .init(line: 5, column: 12)),
                        .literal(" {\n"),
                        .variable("errorLabel", standaloneIndent: "        ", .init(line: 6, column: 9)),
                        .section("hintText", inverted: false, [
                            .literal("    } else {\n"),
                            .variable("hintText", standaloneIndent: "        ", .init(line: 9, column: 9)),
                        ], .init(line: 7, column: 5)),
                        .literal("    }\n"),
                    ], .init(line: 4, column: 5)),
                    .section("canShowError", inverted: true, [
                        .section("hintText", inverted: false, [
                            .variable("hintText", standaloneIndent: "    ", .init(line: 15, column: 5)),
                        ], .init(line: 14, column: 5)),
                    ], .init(line: 13, column: 5)),
                    .literal("}\n"),
                ])
        default: return nil
        }
    }
}
