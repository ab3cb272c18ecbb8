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
        {{! VoiceOver does not speak a segmented picker's title on iOS: its segments become one container (groupsSegments) named }}
        {{! by the title's words (accessibilityName), spoken as VoiceOver enters the segments. In a file for iOS and the Mac }}
        {{! the container is iOS's alone (iosGroupName): the Mac's segmented control is named by its title, and a group }}
        {{! around it is one more thing Mac VoiceOver users must enter before they reach it (axr18); in a form, a failed submit }}
        {{! moves Mac VoiceOver to that one control (macFocusBinding), while iOS announces the problem (axr20 #2). }}
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
        {{#groupsSegments}}
        .accessibilityElement(children: .contain)
        {{/groupsSegments}}
        {{#iosGroupName}}
        #if canImport(UIKit)
            .accessibilityElement(children: .contain)
            .accessibilityLabel({{iosGroupName}})
        {{#macFocusBinding}}
        #else
            .accessibilityFocused({{macFocusBinding}})
        {{/macFocusBinding}}
        #endif
        {{/iosGroupName}}
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
            {{#editingName}}
            // Keyboard focus (Full Keyboard Access, the Mac's keyboard navigation) goes to the picker.
            {{editingName}} = true
            {{/editingName}}
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
        {{! Helpers every member shares: an optional Return action. On iOS the field keeps one structure whether or not }}
        {{! a caller passes an action (axr18: an if/else here rebuilt the field, dropping the keyboard and VoiceOver focus, }}
        {{! when a caller's action came and went while people typed). On the Mac, without an action Return stays with the }}
        {{! default button, which an onSubmit would take. }}
        extension View {
            /// Return runs `action` when there is one; on the Mac, without one, Return stays with the default
            /// button. On iOS the field is the same view with or without an action, so one that comes and goes
            /// while people type never rebuilds it (which would drop the keyboard and VoiceOver focus).
            @ViewBuilder
            fileprivate func submitted(by action: (() -> Void)?) -> some View {
                #if os(macOS)
                    if let action {
                        onSubmit(action)
                    } else {
                        self
                    }
                #else
                    onSubmit { action?() }
                #endif
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
        "date-time-after.swift.mustache": #"""
        {{! An hour after a time by the clock, on the same day: past 23:00 that is 23:59 (a time after midnight }}
        {{! reads as earlier), and through a daylight-saving change the hour people see, not an elapsed one. A }}
        {{! form's later time picker starts here, so an untouched pair passes `after` (one helper per form). }}
        /// An hour after `time` by the clock, on the same day (23:59 at the latest): where a time that
        /// must come after another starts, so the pair passes untouched.
        private static func {{name}}(_ time: Date) -> Date {
            let shown = Calendar.current.dateComponents([.hour, .minute], from: time)
            let hour = (shown.hour ?? 0) + 1
            return Calendar.current.date(
                bySettingHour: min(hour, 23), minute: hour > 23 ? 59 : shown.minute ?? 0, second: 0, of: time) ?? time
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
        "field-digits.swift.mustache": #"""
        {{! A text field's digits as 0-9 whatever numerals its keyboard typed (axr18): a pad or a numbers-and-punctuation }}
        {{! keyboard writes the device's own digits (Arabic-Indic, Persian, Devanagari), which a [0-9] check and most }}
        {{! servers refuse. A snippet nests it in the field's value property; a form declares it once (shared). }}
        /// The text with every decimal digit written as 0-9: a keyboard that types the device's own numerals
        /// (١٢٣ with Arabic-Indic digits, ۱۲۳ in Persian, १२३ in Devanagari) gives digits people meant as these.
        {{#shared}}private {{/shared}}func {{name}}(_ text: String) -> String {
            var folded = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                    folded.append(Unicode.Scalar(UInt8(48 + Int(value))))
                } else {
                    folded.append(scalar)
                }
            }
            return String(folded)
        }
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
        {{! hears it once, as the field's .accessibilityHint, so the Text is hidden; segments named as a group carry no }}
        {{! hint of their own, so there the Text is read (spoken), as the element after them. }}
        Text({{hintLiteral}})
            .font(.footnote)
        {{^spoken}}
            .accessibilityHidden(true)
        {{/spoken}}
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
        "field-text-value.swift.mustache": #"""
        {{! What a text field whose keyboard types the device's own numerals holds, trimmed, with every digit as 0-9 }}
        {{! (axr18): its check reads this, a form's Submission carries it, and a snippet's caller reads it instead of the }}
        {{! raw text. A snippet nests the digits function here (two pasted snippets never clash); a form declares it once. }}
        /// What `{{identifier}}` holds, trimmed, with every digit written as 0-9 (its keyboard may type the
        /// device's own numerals, ١٢٣ or ۱۲۳): read this, not `{{identifier}}`, when you use what was entered.
        private var {{valueName}}: String {
        {{#digitsFunction}}
            {{digitsFunction}}

            return {{digitsName}}({{text}}.trimmingCharacters(in: .whitespacesAndNewlines))
        {{/digitsFunction}}
        {{^digitsFunction}}
            {{digitsName}}({{text}}.trimmingCharacters(in: .whitespacesAndNewlines))
        {{/digitsFunction}}
        }
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
        {{! The form's body: its fields in order, the submit button (44 pt target), the status line. A Form builds }}
        {{! only the rows on screen, so with scrollsToProblems a failed submit scrolls the first problem's row (each }}
        {{! row carries its field's `.id`) into view first: focus then has a view to land on. A stack scrolls too: a }}
        {{! date's or a menu's problem takes no focus that would bring its row into view. }}
        {{#isForm}}
        {{#scrollsToProblems}}
        ScrollViewReader { scrollProxy in
            Form {
                {{fieldViews}}
                {{submitButton}}
            }
            {{scrollChange}}
        }
        {{/scrollsToProblems}}
        {{^scrollsToProblems}}
        Form {
            {{fieldViews}}
            {{submitButton}}
        }
        {{/scrollsToProblems}}
        {{/isForm}}
        {{^isForm}}
        {{#scrollsToProblems}}
        ScrollViewReader { scrollProxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    {{fieldViews}}
                    {{submitButton}}
                }
                .padding()
            }
            {{scrollChange}}
        }
        {{/scrollsToProblems}}
        {{^scrollsToProblems}}
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                {{fieldViews}}
                {{submitButton}}
            }
            .padding()
        }
        {{/scrollsToProblems}}
        {{/isForm}}
        {{containerModifiers}}
        {{#titleText}}
        .navigationTitle({{titleText}})
        {{/titleText}}
        """# + "\n",
        "form-focus.swift.mustache": #"""
        {{! policy.error-always-spoken: keyboard focus at once; VoiceOver focus once the error shows, or, when VoiceOver }}
        {{! is already on the field and a focus move would be silent, the problem spoken. A Form builds only the rows }}
        {{! on screen: with scrollsToProblems the row is scrolled into view first and keyboard focus waits for it. A }}
        {{! move that still does not land is followed by the problem spoken where VoiceOver is, so a failed submit is }}
        {{! never silent. }}
        /// Takes people to a field with a problem: keyboard focus for Full Keyboard Access and hardware
        /// keyboards, and VoiceOver focus once the error shows. If VoiceOver is already on the field, a
        /// focus move would say nothing, so the problem is spoken instead; so it is too if the move did
        /// not land.
        {{#scrollsToProblems}}
        /// The field's row is scrolled into view first (at the largest text sizes the first problem is
        /// often screens above the button, and a Form builds only the rows on screen), and focus follows.
        {{/scrollsToProblems}}
        private func focus(_ field: Field, problem: String) {
            {{#scrollsToProblems}}
            scrollTarget = field
            {{/scrollsToProblems}}
            {{^scrollsToProblems}}
            {{#hasKeyboardFocus}}
            focusedField = field
            {{/hasKeyboardFocus}}
            {{/scrollsToProblems}}
            if accessibilityFocus == field {
                {{#scrollsToProblems}}
                {{#hasKeyboardFocus}}
                focusedField = field
                {{/hasKeyboardFocus}}
                {{/scrollsToProblems}}
                announce(problem)
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    {{#scrollsToProblems}}
                    {{#hasKeyboardFocus}}
                    focusedField = field
                    {{/hasKeyboardFocus}}
                    {{/scrollsToProblems}}
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
        {{! queued so it does not cut the field's name off (global.no-silent-status, global.announcements); each later }}
        {{! change of the count, and the line going away, is said too (card 004: an updated count, an inline validation }}
        {{! result). }}
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
        /// submit, the line under the button changes as problems are fixed, and goes once the last one is:
        /// each change is said, queued behind what VoiceOver is reading, so people hear a fix counted and
        /// the form ready to send again. Said once the count has held for a second, so a value that is valid
        /// for one keystroke of many says nothing, and never a count already said (the submit says its own).
        private func problemsChanged(_ count: Int) {
            if count > 0 { status = nil }
            guard submitFailed else { return }
            let allFixed = {{allFixed}}
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                guard submitFailed, problemCount == count, count != problemCountSaid else { return }
                problemCountSaid = count
                let announcement = count > 0 ? problemSummary : allFixed
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
            problemCountSaid = problemCount
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
        {{! problem after a successful submit takes the success status away (the container observes problemCount). }}
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
        /// Validates `{{identifier}}`: shows the error, moves keyboard and VoiceOver focus to the toggle, and
        /// speaks the error when VoiceOver is already on the toggle (a focus move would say nothing).
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{checkedName}} = true
            if {{errorName}} != nil {
                {{#editingName}}
                // Keyboard focus (Full Keyboard Access, the Mac's keyboard navigation) goes to the toggle.
                {{editingName}} = true
                {{/editingName}}
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
    /// Each template as it parses, written by `Template.serialized`, so that no run tokenizes one again.
    static func serialized(_ name: String) -> String? {
        switch name {
        case "choice-change-check.swift.mustache":
            return "'15:/// Runs when `=10:identifier-5,16;'277:`'s problem changes because the selection changed. Once a submit has\n/// checked the picker, the error that choosing nothing again shows is spoken with its name, after the\n/// new value VoiceOver is saying: VoiceOver speaks a picker's new value, not its new name.\nprivate func =10:changeName-8,14;'33:(_ problem: String?) {\n    guard =11:checkedName-9,11;'56:, problem != nil else { return }\n    let announcement = =8:nameName-10,24;'61:\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce8:        12,9;'8:    }\n}\n"
        case "choice-control.swift.mustache":
            return "'7:Picker(=5:title-12,8;'13:, selection: =9:selection-12,30;'4:) {\n#6:prompt13,5;'4:    =10:promptText-14,5;'5:.tag(=9:valueType-14,24;'8:?.none)\n/=7:options4:    16,5;'2:}\n#5:style18,1;'13:.pickerStyle(=5:style-19,14;'2:)\n/^10:labelShown21,1;'16:.labelsHidden()\n/#14:groupsSegments24,1;'42:.accessibilityElement(children: .contain)\n/#12:iosGroupName27,1;'91:#if canImport(UIKit)\n    .accessibilityElement(children: .contain)\n    .accessibilityLabel(=12:iosGroupName-30,25;'2:)\n#15:macFocusBinding31,1;'32:#else\n    .accessibilityFocused(=15:macFocusBinding-33,27;'2:)\n/'7:#endif\n/#17:accessibilityName37,1;'20:.accessibilityLabel(=17:accessibilityName-38,21;'2:)\n/#17:accessibilityHint40,1;'19:.accessibilityHint(=17:accessibilityHint-41,20;'2:)\n/#11:inputLabels43,1;'27:.accessibilityInputLabels([=11:inputLabels-44,28;'3:])\n/#20:keyboardFocusBinding46,1;'9:.focused(=20:keyboardFocusBinding-47,10;'2:)\n/#12:focusBinding49,1;'22:.accessibilityFocused(=12:focusBinding-50,23;'2:)\n/#11:changeCheck52,1;=11:changeCheck0:53,1;/"
        case "choice-validation.swift.mustache":
            return "'15:/// Validates `=10:identifier-4,16;'25:`: shows the problem and =7:summary-4,55;'34:.\n@discardableResult\nprivate func =12:validateName-6,14;'17:() -> Bool {\n    =11:checkedName-7,5;'18: = true\n    guard =9:errorName-8,11;'29: != nil else { return true }\n#11:editingName9,5;'100:    // Keyboard focus (Full Keyboard Access, the Mac's keyboard navigation) goes to the picker.\n    =11:editingName-11,5;'8: = true\n/#10:movesFocus13,5;=9:focusMove4:    14,5;/^10:movesFocus16,5;'23:    let announcement = =8:nameName-17,24;'169:\n    // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce8:        20,9;'6:    }\n/'20:    return false\n}\n\n=15:messageFunction0:26,1;"
        case "choice.swift.mustache":
            return "#8:rowGroup3,1;'8:Group {\n/^8:rowGroup7,1;'42:VStack(alignment: .leading, spacing: 4) {\n/#10:labelAbove10,5;=10:labelAbove4:    11,5;/=7:control4:    13,5;#12:canShowError14,5;'11:    if let =9:errorName-15,12;'3: {\n=10:errorLabel8:        16,9;#11:hintLiteral17,5;'13:    } else {\n=8:hintText8:        19,9;/'6:    }\n/^12:canShowError23,5;#11:hintLiteral24,5;=8:hintText4:    25,5;//'2:}\n"
        case "component-file.swift.mustache":
            return "'25:// Generated by a11y-gen =7:version-3,26;'45:. Do not edit; regenerate instead with:\n//   =5:input-4,6;'15:\n// Platforms: =9:platforms-5,15;'11:\n// Rules: =5:rules-6,11;'18:\n\nimport SwiftUI\n\n=8:sizeType0:10,1;'1:\n#7:members12,1;=4:code0:13,1;'1:\n/=7:helpers0:16,1;"
        case "component-focus.swift.mustache":
            return "'377:/// Keyboard focus: the form's binding, or the field's own so Done works without one.\nprivate var editing: FocusState<Bool>.Binding {\n    isFocused ?? $ownEditing\n}\n\n/// VoiceOver focus: the form's binding, or the field's own so Done can restore it.\nprivate var accessibilityFocus: AccessibilityFocusState<Bool>.Binding {\n    isAccessibilityFocused ?? $ownAccessibilityFocus\n}\n#12:keyboardDone12,1;'22:\n#if canImport(UIKit)\n#9:multiline15,5;'287:    /// Return types a line break, so the keyboard's Done hides the keyboard; shown only while this\n    /// field is edited on its own, so several text areas do not stack their buttons (a caller that\n    /// passes `isFocused`, as a form does, owns the keyboard's toolbar and its Done).\n/^9:multiline20,5;'245:    /// A number, decimal or phone pad has no Return key, so the keyboard's Done hides it; shown while\n    /// this field is edited on its own (a caller that passes `isFocused`, as a form does, owns the\n    /// keyboard's toolbar and its Done).\n/'101:    private var keyboardDone: some ToolbarContent {\n        ToolbarItemGroup(placement: .keyboard) {\n#9:multiline27,13;'56:            if editing.wrappedValue, isFocused == nil {\n/^9:multiline30,13;'77:            if editing.wrappedValue, isFocused == nil, keyboardHasNoReturn {\n/'75:                Spacer()\n                Button(action: dismissKeyboard) {\n=14:doneButtonText20:                    35,21;'48:                }\n            }\n        }\n    }\n^9:multiline40,5;'196:\n    /// The pads without a Return key.\n    private var keyboardHasNoReturn: Bool {\n        [UIKeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(keyboardType)\n    }\n/'503:\n    /// Hides the keyboard, then puts VoiceOver back on the field, which it would not do by itself\n    /// (card 004, focus management).\n    private func dismissKeyboard() {\n        editing.wrappedValue = false\n        accessibilityFocus.wrappedValue = false\n        // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n            accessibilityFocus.wrappedValue = true\n        }\n    }\n#endif\n/"
        case "component-helpers.swift.mustache":
            return "'621:extension View {\n    /// Return runs `action` when there is one; on the Mac, without one, Return stays with the default\n    /// button. On iOS the field is the same view with or without an action, so one that comes and goes\n    /// while people type never rebuilds it (which would drop the keyboard and VoiceOver focus).\n    @ViewBuilder\n    fileprivate func submitted(by action: (() -> Void)?) -> some View {\n        #if os(macOS)\n            if let action {\n                onSubmit(action)\n            } else {\n                self\n            }\n        #else\n            onSubmit { action?() }\n        #endif\n    }\n}\n"
        case "component-icon.swift.mustache":
            return "'238:private func icon(_ systemName: String) -> some View {\n    Image(systemName: systemName)\n        .font(size.font)\n        .foregroundStyle(.secondary)\n        .frame(width: iconSize, height: iconSize)\n        .accessibilityHidden(true)\n}\n"
        case "component-label.swift.mustache":
            return "'187:if let label {\n    // Stays visible while people type; the field speaks it, so VoiceOver skips this copy.\n    Text(label)\n        .font(.subheadline)\n        .accessibilityHidden(true)\n}\n"
        case "component-messages.swift.mustache":
            return "'178:if let error {\n    // Words, an icon and a color, never color alone; the field's name already speaks it.\n    Label {\n        Text(error)\n    } icon: {\n        Image(systemName: \"=9:errorIcon-7,28;'32:\")\n            .foregroundStyle(=14:errorIconColor-8,30;'212:)\n    }\n    .font(.footnote)\n    .accessibilityHidden(true)\n} else if let hint {\n    // Heard once, as the field's accessibility hint.\n    Text(hint)\n        .font(.footnote)\n        .accessibilityHidden(true)\n}\n"
        case "component-name-modifiers.swift.mustache":
            return "'155:.accessibilityLabel(accessibleName)\n.accessibilityHint(error == nil ? Text(hint ?? \"\") : Text(\"\"))\n.accessibilityInputLabels(inputLabels ?? [spokenLabel])\n"
        case "component-naming.swift.mustache":
            return "'598:/// The visible label, or the placeholder when there is none (card 000 accepts a placeholder as the\n/// name only as a last resort: give every field a label; `a11y-gen check` reports one with neither).\nprivate var spokenLabel: String {\n    label ?? placeholder\n}\n\n/// One accessible name: the label, with the error appended while one shows (never only in the\n/// hint, never in the value, which stays the typed text). The two are one format in the String\n/// Catalog, so a translator can reorder them.\nprivate var accessibleName: String {\n    guard let error else { return spokenLabel }\n    return =13:nameWithError-14,12;'3:\n}\n"
        case "component-secure-field.swift.mustache":
            return "'706:/// A secure field for passwords and codes, with a label, placeholder, leading icon, hint, error and\n/// disabled state.\n///\n/// VoiceOver hears one element: the secure text field, named by the visible label with the error\n/// appended while one shows (\"Password, Use at least 8 characters.\"); it never speaks the typed\n/// characters. The hint is its hint only while there is no error. The label, hint, error and icon are\n/// hidden from VoiceOver so nothing is read twice. AutoFill offers a password by default; pass\n/// `.newPassword` on sign-up and `.oneTimeCode` for codes. Pass `isAccessibilityFocused` so a form can\n/// move VoiceOver to the field when its validation fails on submit.\npublic struct =8:typeName-12,15;'175:: View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: =12:sizeTypeName-17,23;'132:\n    private let leadingIcon: String?\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n#8:branches22,5;'4:    =9:directive-23,5;'1: =9:condition-23,19;'1:\n#10:parameters24,9;'20:        private let =4:name-25,21;'2:: =4:type-25,31;'1:\n//'395:    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n    private let onSubmit: (() -> Void)?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @ScaledMetric private var iconSize: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n#8:branches37,5;'5:\n    =9:directive-39,5;'1: =9:condition-39,19;'918:\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value, never spoken.\n        ///   - size: Text style, height and icon size.\n        ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n#10:parameters51,9;'16:        ///   - =4:name-52,17;'2:: =3:doc-52,27;'1:\n/'652:        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        ///   - onSubmit: Runs when people press Return.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: =12:sizeTypeName-64,19;'4: = .=11:defaultSize-64,39;'147:,\n            leadingIcon: String? = nil,\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n#10:parameters69,13;'12:            =4:name-70,13;'2:: =4:type-70,23;'3: = =12:defaultValue-70,34;'2:,\n/'511:            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,\n            onSubmit: (() -> Void)? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.leadingIcon = leadingIcon\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n#10:parameters85,13;'17:            self.=4:name-86,18;'3: = =4:name-86,29;'1:\n/'341:            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            self.onSubmit = onSubmit\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n            _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)\n        }\n/'95:    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n=5:label12:            99,13;'162:            HStack(spacing: 8) {\n                if let leadingIcon {\n                    icon(leadingIcon)\n                }\n                field\n            }\n=8:messages12:            106,13;'154:        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        SecureField(spokenLabel, text: text, prompt: Text(placeholder))\n#15:sharedModifiers113,13;=4:text12:            114,13;/'70:            .font(size.font)\n            .frame(minHeight: minHeight)\n#8:branches118,13;'12:            =9:directive-119,13;'1: =9:condition-119,27;'1:\n#9:modifiers120,17;=4:text16:                121,17;//'86:            #endif\n            .submitted(by: onSubmit)\n            .focused(editing)\n=13:nameModifiers12:            127,13;'61:            .accessibilityFocused(accessibilityFocus)\n    }\n\n=6:naming4:    131,5;'1:\n=5:focus4:    133,5;'1:\n=4:icon4:    135,5;'2:}\n"
        case "component-size.swift.mustache":
            return "'35:/// The height and font size of a `=8:typeName-2,36;'165:`. Every size uses a text style, so text scales with\n/// Dynamic Type, and its height and icon box start from values that `@ScaledMetric` grows with it.\npublic enum =12:sizeTypeName-4,13;'37:: CaseIterable, Hashable, Sendable {\n#5:sizes5,5;'9:    case =4:name-6,10;'1:\n/'83:\n    /// The field's text style.\n    public var font: Font {\n        switch self {\n#5:sizes12,9;'14:        case .=4:name-13,15;'2:: =4:font-13,25;'1:\n/'146:        }\n    }\n\n    /// The text style the field's height and icons scale with.\n    public var textStyle: Font.TextStyle {\n        switch self {\n#5:sizes21,9;'14:        case .=4:name-22,15;'2:: =9:textStyle-22,25;'1:\n/'308:        }\n    }\n\n    /// The field's minimum frame height at the default text size, 44 pt or more, which spaces rows like\n    /// touch targets; the bordered box inside takes the taps (about 34 pt at the default size, above the\n    /// 24 pt floor).\n    public var minHeight: CGFloat {\n        switch self {\n#5:sizes32,9;'14:        case .=4:name-33,15;'2:: =9:minHeight-33,25;'1:\n/'121:        }\n    }\n\n    /// The icon box at the default text size.\n    public var iconSize: CGFloat {\n        switch self {\n#5:sizes41,9;'14:        case .=4:name-42,15;'2:: =8:iconSize-42,25;'1:\n/'18:        }\n    }\n}\n"
        case "component-text-area.swift.mustache":
            return "'907:/// A multi-line text field for comments and descriptions, with a label, placeholder, hint, error and\n/// disabled state. It grows from 3 to 8 lines, then scrolls; the text never truncates.\n///\n/// VoiceOver hears one element: the field, named by the visible label with the error appended while\n/// one shows (\"Comments, Keep it under 500 characters.\"), the typed text as its value, and the hint\n/// as its hint only while there is no error. The label, hint and error are hidden from VoiceOver so\n/// nothing is read twice. Return types a line break, so there is no `onSubmit`; on iPhone the\n/// keyboard shows Done while the field is edited, which hides the keyboard and puts VoiceOver back\n/// on the field (a caller that passes `isFocused`, as a form does, shows its own). Pass\n/// `isAccessibilityFocused` so a form can move VoiceOver to the field when its validation fails on\n/// submit.\npublic struct =8:typeName-14,15;'175:: View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: =12:sizeTypeName-19,23;'95:\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n#8:branches23,5;'4:    =9:directive-24,5;'1: =9:condition-24,19;'1:\n#10:parameters25,9;'20:        private let =4:name-26,21;'2:: =4:type-26,31;'1:\n//'307:    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n#8:branches36,5;'5:\n    =9:directive-38,5;'1: =9:condition-38,19;'805:\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value.\n        ///   - size: Text style and minimum height.\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n#10:parameters49,9;'16:        ///   - =4:name-50,17;'2:: =3:doc-50,27;'1:\n/'595:        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: =12:sizeTypeName-61,19;'4: = .=11:defaultSize-61,39;'107:,\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n#10:parameters65,13;'12:            =4:name-66,13;'2:: =4:type-66,23;'3: = =12:defaultValue-66,34;'2:,\n/'425:            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n#10:parameters79,13;'17:            self.=4:name-80,18;'3: = =4:name-80,29;'1:\n/'210:            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n        }\n/'95:    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n=5:label12:            91,13;'18:            field\n=8:messages12:            93,13;'169:        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        TextField(spokenLabel, text: text, prompt: Text(placeholder), axis: .vertical)\n#15:sharedModifiers100,13;=4:text12:            101,13;/'70:            .font(size.font)\n            .frame(minHeight: minHeight)\n#8:branches105,13;'12:            =9:directive-106,13;'1: =9:condition-106,27;'1:\n#9:modifiers107,17;=4:text16:                108,17;//'49:            #endif\n            .focused(editing)\n=13:nameModifiers12:            113,13;'61:            .accessibilityFocused(accessibilityFocus)\n    }\n\n=6:naming4:    117,5;'1:\n=5:focus4:    119,5;'2:}\n"
        case "component-text-field.swift.mustache":
            return "'568:/// A text field with a label, placeholder, leading and trailing icons, hint, error and disabled state.\n///\n/// VoiceOver hears one element: the field, named by the visible label with the error appended while\n/// one shows (\"Email, Enter a valid email address.\"), the typed text as its value, and the hint as its\n/// hint only while there is no error. The label, hint, error and icons are hidden from VoiceOver so\n/// nothing is read twice. Pass `isAccessibilityFocused` so a form can move VoiceOver to the field when\n/// its validation fails on submit.\npublic struct =8:typeName-10,15;'175:: View {\n    private let label: String?\n    private let placeholder: String\n    private let inputLabels: [String]?\n    private let text: Binding<String>\n    private let size: =12:sizeTypeName-15,23;'170:\n    private let leadingIcon: String?\n    private let trailingIcon: String?\n    private let hint: String?\n    private let error: String?\n    private let isDisabled: Bool\n#8:branches21,5;'4:    =9:directive-22,5;'1: =9:condition-22,19;'1:\n#10:parameters23,9;'20:        private let =4:name-24,21;'2:: =4:type-24,31;'1:\n//'395:    #endif\n    private let isFocused: FocusState<Bool>.Binding?\n    private let isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding?\n    private let onSubmit: (() -> Void)?\n\n    @ScaledMetric private var minHeight: CGFloat\n    @ScaledMetric private var iconSize: CGFloat\n    @FocusState private var ownEditing: Bool\n    @AccessibilityFocusState private var ownAccessibilityFocus: Bool\n#8:branches36,5;'5:\n    =9:directive-38,5;'1: =9:condition-38,19;'995:\n        /// - Parameters:\n        ///   - label: Shown above the field and spoken as its name. Give every field one.\n        ///   - placeholder: Shown inside the empty field; the name only when there is no label.\n        ///   - inputLabels: What Voice Control answers to; the label when nil. Pass the label without a\n        ///     mark such as \"(required)\" that the visible label carries, so \"Tap Email\" reaches the field.\n        ///   - text: The field's value.\n        ///   - size: Text style, height and icon size.\n        ///   - leadingIcon: An SF Symbol before the field (decorative, hidden from VoiceOver).\n        ///   - trailingIcon: An SF Symbol after the field while it is empty (decorative).\n        ///   - hint: Helper text below the field, and its accessibility hint while there is no error.\n        ///   - error: The error shown below the field and appended to its name; overrides the hint.\n        ///   - isDisabled: Disables the field; VoiceOver speaks it as dimmed.\n#10:parameters51,9;'16:        ///   - =4:name-52,17;'2:: =3:doc-52,27;'1:\n/'652:        ///   - isFocused: Keyboard focus, for a form that moves to the next or the errored field.\n        ///     Passing it hands you the keyboard's toolbar: the field then shows no Done of its own,\n        ///     so give a keyboard without Return (a number pad, a text area's) a Done that hides it.\n        ///   - isAccessibilityFocused: VoiceOver focus, for a form that moves it to the errored field.\n        ///   - onSubmit: Runs when people press Return.\n        public init(\n            label: String? = nil,\n            placeholder: String = \"\",\n            inputLabels: [String]? = nil,\n            text: Binding<String>,\n            size: =12:sizeTypeName-64,19;'4: = .=11:defaultSize-64,39;'188:,\n            leadingIcon: String? = nil,\n            trailingIcon: String? = nil,\n            hint: String? = nil,\n            error: String? = nil,\n            isDisabled: Bool = false,\n#10:parameters70,13;'12:            =4:name-71,13;'2:: =4:type-71,23;'3: = =12:defaultValue-71,34;'2:,\n/'556:            isFocused: FocusState<Bool>.Binding? = nil,\n            isAccessibilityFocused: AccessibilityFocusState<Bool>.Binding? = nil,\n            onSubmit: (() -> Void)? = nil\n        ) {\n            self.label = label\n            self.placeholder = placeholder\n            self.inputLabels = inputLabels\n            self.text = text\n            self.size = size\n            self.leadingIcon = leadingIcon\n            self.trailingIcon = trailingIcon\n            self.hint = hint\n            self.error = error\n            self.isDisabled = isDisabled\n#10:parameters87,13;'17:            self.=4:name-88,18;'3: = =4:name-88,29;'1:\n/'341:            self.isFocused = isFocused\n            self.isAccessibilityFocused = isAccessibilityFocused\n            self.onSubmit = onSubmit\n            _minHeight = ScaledMetric(wrappedValue: size.minHeight, relativeTo: size.textStyle)\n            _iconSize = ScaledMetric(wrappedValue: size.iconSize, relativeTo: size.textStyle)\n        }\n/'95:    #endif\n\n    public var body: some View {\n        VStack(alignment: .leading, spacing: 4) {\n=5:label12:            101,13;'284:            HStack(spacing: 8) {\n                if let leadingIcon {\n                    icon(leadingIcon)\n                }\n                field\n                if let trailingIcon, text.wrappedValue.isEmpty {\n                    icon(trailingIcon)\n                }\n            }\n=8:messages12:            111,13;'152:        }\n        .disabled(isDisabled)\n    }\n\n    private var field: some View {\n        TextField(spokenLabel, text: text, prompt: Text(placeholder))\n#15:sharedModifiers118,13;=4:text12:            119,13;/'70:            .font(size.font)\n            .frame(minHeight: minHeight)\n#8:branches123,13;'12:            =9:directive-124,13;'1: =9:condition-124,27;'1:\n#9:modifiers125,17;=4:text16:                126,17;//'86:            #endif\n            .submitted(by: onSubmit)\n            .focused(editing)\n=13:nameModifiers12:            132,13;'61:            .accessibilityFocused(accessibilityFocus)\n    }\n\n=6:naming4:    136,5;'1:\n=5:focus4:    138,5;'1:\n=4:icon4:    140,5;'2:}\n"
        case "date-change-check.swift.mustache":
            return "'15:/// Runs when `=10:identifier-5,16;'280:`'s problem changes because a date moved. Once the picker has been checked,\n/// a new problem is spoken with its name, after what VoiceOver is saying (it is reading the date\n/// just picked), since nothing else would tell someone on another picker or a calendar day.\nprivate func =10:changeName-8,14;'33:(_ problem: String?) {\n    guard =11:checkedName-9,11;'56:, problem != nil else { return }\n    let announcement = =8:nameName-10,24;'61:\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce8:        12,9;'8:    }\n}\n"
        case "date-control.swift.mustache":
            return "'11:DatePicker(=5:title-3,12;'13:, selection: =9:selection-3,34;#5:range3,47;'6:, in: =5:range-3,63;/'23:, displayedComponents: =10:components-3,105;'2:)\n#5:style4,1;'21:    .datePickerStyle(=5:style-5,22;'2:)\n/#12:labelsHidden7,1;'20:    .labelsHidden()\n/#17:accessibilityHint10,1;'23:    .accessibilityHint(=17:accessibilityHint-11,24;'2:)\n/#18:accessibilityLabel13,1;'24:    .accessibilityLabel(=18:accessibilityLabel-14,25;'2:)\n/#11:inputLabels16,1;'31:    .accessibilityInputLabels([=11:inputLabels-17,32;'3:])\n/#11:changeCheck19,1;=11:changeCheck4:    20,5;/"
        case "date-range.swift.mustache":
            return "'35:/// The dates people can pick for `=10:identifier-3,36;'3:` (=12:rangeComment-3,53;'22:).\nprivate static var =9:rangeName-4,20;'2:: =9:rangeType-4,35;'3: {\n=4:body4:    5,5;'14:}\n\n/// Where `=10:identifier-8,12;'10:` starts: =12:startSummary-8,36;'21:.\nprivate static var =9:startName-9,20;'9:: Date {\n=15:startExpression4:    10,5;'2:}\n"
        case "date-time-after.swift.mustache":
            return "'182:/// An hour after `time` by the clock, on the same day (23:59 at the latest): where a time that\n/// must come after another starts, so the pair passes untouched.\nprivate static func =4:name-6,21;'287:(_ time: Date) -> Date {\n    let shown = Calendar.current.dateComponents([.hour, .minute], from: time)\n    let hour = (shown.hour ?? 0) + 1\n    return Calendar.current.date(\n        bySettingHour: min(hour, 23), minute: hour > 23 ? 59 : shown.minute ?? 0, second: 0, of: time) ?? time\n}\n"
        case "date-validation.swift.mustache":
            return "'15:/// Validates `=10:identifier-3,16;'100:`: shows the first problem and announces it with the picker's name.\n@discardableResult\nprivate func =12:validateName-5,14;'17:() -> Bool {\n    =11:checkedName-6,5;'15: = true\n    if =9:errorName-7,8;'37: != nil {\n        let announcement = =8:nameName-8,28;'177:\n        // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce12:            11,13;'27:        }\n    }\n    return =9:errorName-14,12;'11: == nil\n}\n\n=15:messageFunction0:17,1;"
        case "date.swift.mustache":
            return "#8:rowGroup3,1;'8:Group {\n/^8:rowGroup7,1;'42:VStack(alignment: .leading, spacing: 4) {\n/#10:labelAbove10,5;=10:labelAbove4:    11,5;/=7:control4:    13,5;#12:canShowError14,5;'11:    if let =9:errorName-15,12;'3: {\n=10:errorLabel8:        16,9;#11:hintLiteral17,5;'13:    } else {\n=8:hintText8:        19,9;/'6:    }\n/^12:canShowError23,5;#11:hintLiteral24,5;=8:hintText4:    25,5;//'2:}\n"
        case "field-control.swift.mustache":
            return "#7:formRow3,1;=7:control-4,1;'7:(text: =7:binding-4,19;#6:prompt4,30;'10:, prompt: =6:prompt-4,51;/#8:vertical4,72;'17:, axis: .vertical/'13:) {\n    Text(=19:visibleLabelLiteral-5,10;'4:)\n}\n=9:modifiers0:7,1;/^7:formRow9,1;=7:control-10,1;'1:(=12:titleLiteral-10,13;'8:, text: =7:binding-10,37;#6:prompt10,48;'10:, prompt: =6:prompt-10,69;/#8:vertical10,90;'17:, axis: .vertical/'2:)\n=9:modifiers4:    11,5;/"
        case "field-digits.swift.mustache":
            return "'220:/// The text with every decimal digit written as 0-9: a keyboard that types the device's own numerals\n/// (١٢٣ with Arabic-Indic digits, ۱۲۳ in Persian, १२३ in Devanagari) gives digits people meant as these.\n#6:shared6,1;'8:private /'5:func =4:name-6,36;'373:(_ text: String) -> String {\n    var folded = String.UnicodeScalarView()\n    for scalar in text.unicodeScalars {\n        if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {\n            folded.append(Unicode.Scalar(UInt8(48 + Int(value))))\n        } else {\n            folded.append(scalar)\n        }\n    }\n    return String(folded)\n}\n"
        case "field-error.swift.mustache":
            return "'17:Label {\n    Text(=9:errorName-5,10;'117:)\n} icon: {\n    Image(systemName: \"exclamationmark.triangle.fill\")\n        .foregroundStyle(.red)\n}\n.font(.footnote)\n#18:errorSpokenByField11,1;'27:.accessibilityHidden(true)\n/"
        case "field-focus-move.swift.mustache":
            return "'19:let announcement = =8:nameName-5,20;'4:\nif =9:focusName-6,4;'63: {\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce8:        8,9;'22:    }\n} else {\n    // =10:moveReason-11,8;'69:\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n        =9:focusName-13,9;'184: = true\n    }\n    // A row of a List or Form scrolled off screen cannot take focus: then the problem is spoken.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n        if !=9:focusName-17,13;'3: {\n=8:announce12:            18,13;'18:        }\n    }\n}\n"
        case "field-hint.swift.mustache":
            return "'5:Text(=11:hintLiteral-4,6;'23:)\n    .font(.footnote)\n^6:spoken6,1;'31:    .accessibilityHidden(true)\n/"
        case "field-keyboard-done.swift.mustache":
            return "'82:/// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on `=10:identifier-2,83;'82:`,\n/// which it would not do by itself (card 004, focus management).\nprivate func =11:dismissName-4,14;'5:() {\n#9:leaveName5,5;'106:    // Checked first, without an announcement: VoiceOver comes back to the field, whose name says it.\n    =9:leaveName-7,5;'27:(false, announcing: false)\n/'4:    =11:editingName-9,5;'13: = false\n    =9:focusName-10,5;'178: = false\n    // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n        =9:focusName-13,9;'16: = true\n    }\n}\n"
        case "field-keyboard-toolbar.swift.mustache":
            return "'67:.toolbar {\n    ToolbarItemGroup(placement: .keyboard) {\n        if =11:editingName-4,12;'61: {\n            Spacer()\n            Button {\n                =11:dismissName-7,17;'26:()\n            } label: {\n=8:doneText16:                9,17;'32:            }\n        }\n    }\n}\n"
        case "field-label.swift.mustache":
            return "'5:Text(=12:labelLiteral-2,6;'57:)\n    .font(.subheadline)\n    .accessibilityHidden(true)\n"
        case "field-leave-check.swift.mustache":
            return "'45:/// Runs as keyboard focus enters or leaves `=10:identifier-9,46;'308:`. Left with something typed in, the field is\n/// checked and a problem found is spoken with its name, after what VoiceOver is saying (focus has\n/// moved on, so it is announced, not focused). Entered while valid, its error waits until it is left\n/// again, not the first keystroke. An empty field waits for #6:inForm12,62;'10:the submit/^6:inForm12,94;'21:Return or your submit/'131:. A keyboard toolbar's Done\n/// passes `announcing: false`: it puts VoiceOver back on the field, whose name then says the problem.\n#6:inForm14,1;'96:/// After a failed submit it stays checked, so its problem shows as people type and is counted.\n/'118:/// A problem VoiceOver already spoke in the name as the field took focus is not repeated; a new one is.\nprivate func =9:leaveName-18,14;'73:(_ editing: Bool, announcing: Bool = true) {\n    if editing {\n        if #6:inForm20,12;'15:!submitFailed, /=11:messageName-20,49;'12:() == nil { =11:checkedName-20,76;'19: = false }\n        =15:spokenErrorName-21,9;'3: = =9:errorName-21,31;'30:\n        return\n    }\n    if !=11:checkedName-24,9;'23: {\n        let typed = =10:identifier-25,21;'102:.trimmingCharacters(in: .whitespacesAndNewlines)\n        guard !typed.isEmpty else { return }\n        =11:checkedName-27,9;'38: = true\n    }\n    guard let problem = =9:errorName-29,25;'38: else { return }\n    guard problem != =15:spokenErrorName-30,22;'21: else { return }\n    =15:spokenErrorName-31,5;'58: = problem\n    if announcing {\n        let announcement = =8:nameName-33,28;'65:\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce12:            35,13;'18:        }\n    }\n}\n"
        case "field-message.swift.mustache":
            return "'28:/// The problem shown with `=10:identifier-4,29;'146:`: none until it is first checked, then the current one,\n/// so a fix clears the error at once, on screen and in what VoiceOver says.\nprivate var =9:errorName-6,13;'16:: String? {\n    =11:checkedName-7,5;'3: ? =11:messageName-7,23;'40:() : nil\n}\n\n/// The first problem with `=10:identifier-10,29;'69:`, in words people can act on, or nil when it is valid.\nprivate func =11:messageName-11,14;'16:() -> String? {\n=6:checks4:    12,5;'17:    return nil\n}\n"
        case "field-modifiers.swift.mustache":
            return "#6:blocks3,1;#6:shared4,1;=6:shared0:5,1;/#9:directive7,1;=9:directive0:8,1;#5:first9,1;=4:text4:    10,5;/#12:hasOtherwise12,1;'6:#else\n/#9:otherwise15,1;=4:text4:    16,5;/'7:#endif\n//"
        case "field-number-check.swift.mustache":
            return "'251:/// parse() reads the number a text starts with and ignores the rest (\"12abc\" would be 12, \"1,2,3\"\n/// 1), so the text must be one number as the locale writes it: a sign, digits its group separator\n/// splits into groups of three (two in some locales)#8:decimals6,54;'23:, one decimal separator/#8:currency6,103;'21:, the currency symbol/'2:.\n#6:shared7,1;'8:private /'5:func =4:name-7,36;'124:(_ text: String, in locale: Locale) -> Bool {\n    let group = locale.groupingSeparator ?? \"\"\n    var rest = Substring(text)\n#8:currency10,1;'64:    rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }\n/'166:    // A sign: +, - or the minus sign.\n    if let sign = rest.unicodeScalars.first, [0x2B, 0x2D, 0x2212].contains(sign.value) {\n        rest = rest.dropFirst()\n    }\n#8:currency17,1;'166:    rest = rest.drop { $0.isCurrencySymbol || $0.isWhitespace }\n    while let last = rest.last, last.isCurrencySymbol || last.isWhitespace { rest = rest.dropLast() }\n/#8:decimals21,1;'360:    let halves = rest.components(separatedBy: locale.decimalSeparator ?? \"\")\n    guard halves.count <= 2, halves.dropFirst().allSatisfy({ $0.allSatisfy(\\.isWholeNumber) }) else {\n        return false\n    }\n    // A fraction alone (\".5\") is a number too.\n    if halves.count == 2, halves[0].isEmpty { return !halves[1].isEmpty }\n    rest = Substring(halves[0])\n/'452:    // A space typed where the locale groups with a no-break space counts as one.\n    let groups = rest.split(omittingEmptySubsequences: false) {\n        String($0) == group || (group.allSatisfy(\\.isWhitespace) && $0.isWhitespace)\n    }\n    return groups.allSatisfy { !$0.isEmpty && $0.allSatisfy(\\.isWholeNumber) }\n        && groups.dropFirst().allSatisfy { $0.count == 2 || $0.count == 3 }\n        && (groups.count == 1 || groups.last?.count == 3)\n}\n"
        case "field-number-value.swift.mustache":
            return "'5:/// `=10:identifier-5,6;'97:` as a number, read in the person's locale; nil unless the whole text is one number.\nprivate var =9:valueName-6,13;'2:: =4:type-6,28;'4:? {\n#13:checkFunction7,1;=13:checkFunction4:    8,5;/'15:    let text = =10:identifier-10,16;'59:.trimmingCharacters(in: .whitespacesAndNewlines)\n    guard =9:checkName-11,11;'69:(text, in: .autoupdatingCurrent) else { return nil }\n    return try? =5:style-12,17;'29:.parseStrategy.parse(text)\n}\n"
        case "field-search.swift.mustache":
            return "'64:/// Runs when people press Search on the keyboard.\nprivate func =10:searchName-3,14;'5:() {\n#12:validateName4,5;'10:    guard =12:validateName-5,11;'19:() else { return }\n/'30:    // Start your search for `=10:identifier-7,31;'10:` here.\n}\n"
        case "field-snippet.swift.mustache":
            return "'25:// Generated by a11y-gen =7:version-2,26;'6: from =5:input-2,43;'49:. Do not edit; regenerate instead.\n// Platforms: =9:platforms-3,15;'11:\n// Rules: =5:rules-4,11;'90:\n// Paste the declarations and functions into your View, and the view code into its body.\n#7:imports6,1;'17:// Needs: import =4:name-7,18;'1:\n/#5:needs9,1;'10:// Needs: =4:text-10,11;'1:\n/'23:\n// MARK: Declarations\n=12:declarations0:14,1;'15:\n// MARK: View\n=4:view0:17,1;#9:functions18,1;'20:\n// MARK: Functions\n#12:validateName21,1;'8:// Call =12:validateName-22,9;'71:() from your submit action: on invalid input it shows the error\n// and =16:validationEffect-23,8;'242:.\n// With several fields, call their validate functions in screen order and stop at the\n// first that returns false, so only the first problem moves focus or is spoken;\n// `a11y-gen form` writes a whole form whose submit shows every problem.\n/=9:functions0:28,1;/"
        case "field-strings.swift.mustache":
            return "'5:/// `=10:identifier-3,6;'93:`'s label: its title, its VoiceOver name and the word Voice Control listens for.\nprivate var =9:labelName-4,13;'11:: String {\n=15:labelExpression4:    5,5;'2:}\n#22:visibleLabelExpression7,1;'31:\n/// The label people see for `=10:identifier-9,31;'3:`: =19:visibleLabelSummary-9,48;'14:.\nprivate var =16:visibleLabelName-10,13;'11:: String {\n=22:visibleLabelExpression4:    11,5;'2:}\n/#8:nameBody14,1;'27:\n/// What VoiceOver calls `=10:identifier-16,27;'3:`: =11:nameSummary-16,44;'14:.\nprivate var =8:nameName-17,13;'11:: String {\n=8:nameBody4:    18,5;'2:}\n/#21:placeholderExpression21,1;'25:\n/// The example inside `=10:identifier-23,25;'59:` while it is empty; the label stays its name.\nprivate var =15:placeholderName-24,13;'11:: String {\n=21:placeholderExpression4:    25,5;'2:}\n/#14:hintExpression28,1;'21:\n/// The help under `=10:identifier-30,21;'51:`, which VoiceOver speaks as its hint.\nprivate var =8:hintName-31,13;'11:: String {\n=14:hintExpression4:    32,5;'2:}\n/#15:valueExpression35,1;'6:\n/// `=10:identifier-37,6;'89:` with its unit, as the label shows it and VoiceOver speaks it as the value.\nprivate var =13:valueTextName-38,13;'11:: String {\n=15:valueExpression4:    39,5;'2:}\n/"
        case "field-text-value.swift.mustache":
            return "'10:/// What `=10:identifier-4,11;'139:` holds, trimmed, with every digit written as 0-9 (its keyboard may type the\n/// device's own numerals, ١٢٣ or ۱۲۳): read this, not `=10:identifier-5,57;'46:`, when you use what was entered.\nprivate var =9:valueName-6,13;'11:: String {\n#14:digitsFunction7,1;=14:digitsFunction4:    8,5;'12:\n    return =10:digitsName-10,12;'1:(=4:text-10,27;'50:.trimmingCharacters(in: .whitespacesAndNewlines))\n/^14:digitsFunction12,1;'4:    =10:digitsName-13,5;'1:(=4:text-13,20;'50:.trimmingCharacters(in: .whitespacesAndNewlines))\n/'2:}\n"
        case "field-validation.swift.mustache":
            return "'15:/// Validates `=10:identifier-4,16;'209:`: shows the first problem, moves keyboard and VoiceOver focus to the field,\n/// and speaks the problem when VoiceOver is already on the field (a focus move would say nothing).\n@discardableResult\nprivate func =12:validateName-7,14;'17:() -> Bool {\n    =11:checkedName-8,5;'15: = true\n    if =9:errorName-9,8;'18: != nil {\n        =11:editingName-10,9;'117: = true\n        // Spoken here, by the focus move or the announcement: leaving the field does not repeat it.\n        =15:spokenErrorName-12,9;'3: = =9:errorName-12,31;'1:\n=9:focusMove8:        13,9;'17:    }\n    return =9:errorName-15,12;'11: == nil\n}\n\n=15:messageFunction0:18,1;"
        case "field.swift.mustache":
            return "#8:rowGroup3,1;'8:Group {\n/^8:rowGroup8,1;'42:VStack(alignment: .leading, spacing: 4) {\n/#14:labeledContent11,5;'21:    LabeledContent {\n=7:control8:        13,9;'28:    } label: {\n        Text(=12:labelLiteral-15,14;'34:)\n            .font(.subheadline)\n#12:canShowError17,9;'15:        if let =9:errorName-19,16;'3: {\n=10:errorLabel12:            20,13;'10:        }\n/'6:    }\n#11:hintLiteral24,5;#12:canShowError25,5;'7:    if =9:errorName-27,8;'10: == nil {\n=8:hintText8:        28,9;'6:    }\n/^12:canShowError31,5;=8:hintText4:    32,5;///^14:labeledContent36,5;#10:labelAbove37,5;=10:labelAbove4:    38,5;/=7:control4:    40,5;#12:canShowError41,5;'11:    if let =9:errorName-42,12;'3: {\n=10:errorLabel8:        43,9;#11:hintLiteral44,5;'13:    } else {\n=8:hintText8:        46,9;/'6:    }\n/^12:canShowError50,5;#11:hintLiteral51,5;=8:hintText4:    52,5;///'2:}\n"
        case "form-body.swift.mustache":
            return "#6:isForm5,1;#17:scrollsToProblems6,1;'45:ScrollViewReader { scrollProxy in\n    Form {\n=10:fieldViews8:        9,9;=12:submitButton8:        10,9;'6:    }\n=12:scrollChange4:    12,5;'2:}\n/^17:scrollsToProblems15,1;'7:Form {\n=10:fieldViews4:    17,5;=12:submitButton4:    18,5;'2:}\n//^6:isForm22,1;#17:scrollsToProblems23,1;'102:ScrollViewReader { scrollProxy in\n    ScrollView {\n        VStack(alignment: .leading, spacing: 16) {\n=10:fieldViews12:            27,13;=12:submitButton12:            28,13;'35:        }\n        .padding()\n    }\n=12:scrollChange4:    32,5;'2:}\n/^17:scrollsToProblems35,1;'60:ScrollView {\n    VStack(alignment: .leading, spacing: 16) {\n=10:fieldViews8:        38,9;=12:submitButton8:        39,9;'23:    }\n    .padding()\n}\n//=18:containerModifiers0:45,1;#9:titleText46,1;'17:.navigationTitle(=9:titleText-47,18;'2:)\n/"
        case "form-focus.swift.mustache":
            return "'305:/// Takes people to a field with a problem: keyboard focus for Full Keyboard Access and hardware\n/// keyboards, and VoiceOver focus once the error shows. If VoiceOver is already on the field, a\n/// focus move would say nothing, so the problem is spoken instead; so it is too if the move did\n/// not land.\n#17:scrollsToProblems10,1;'195:/// The field's row is scrolled into view first (at the largest text sizes the first problem is\n/// often screens above the button, and a Form builds only the rows on screen), and focus follows.\n/'54:private func focus(_ field: Field, problem: String) {\n#17:scrollsToProblems15,5;'25:    scrollTarget = field\n/^17:scrollsToProblems18,5;#16:hasKeyboardFocus19,5;'25:    focusedField = field\n//'37:    if accessibilityFocus == field {\n#17:scrollsToProblems24,9;#16:hasKeyboardFocus25,9;'29:        focusedField = field\n//'103:        announce(problem)\n    } else {\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n#17:scrollsToProblems32,13;#16:hasKeyboardFocus33,13;'33:            focusedField = field\n//'196:            accessibilityFocus = field\n        }\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {\n            if accessibilityFocus != field { announce(problem) }\n        }\n    }\n}\n"
        case "form-keyboard-functions.swift.mustache":
            return "#7:hasNext2,1;'155:/// Where the keyboard toolbar's Next goes: the field after the focused one in the Return chain.\nprivate var nextField: Field? {\n    switch focusedField {\n#5:chain6,5;'10:    case .=4:from-7,11;'3:: .=2:to-7,22;'1:\n/'26:    default: nil\n    }\n}\n\n/'242:/// The keyboard toolbar's Done: hides the keyboard, then puts VoiceOver back on the field that was\n/// being edited, which it would not do by itself (card 004, focus management).\nprivate func dismissKeyboard() {\n    let field = focusedField\n#14:hasQuietChecks18,5;'156:    // The field is checked first, without an announcement: VoiceOver comes back to it below, and its\n    // name then says the problem.\n    switch field {\n#11:quietChecks22,5;'10:    case .=9:focusCase-23,11;'10::\n        =9:leaveName-24,9;'27:(false, announcing: false)\n/'25:    default: break\n    }\n/'256:    focusedField = nil\n    accessibilityFocus = nil\n    // Once the keyboard has gone (it animates out for about 0.25 s), so VoiceOver does not move on.\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n        accessibilityFocus = field\n    }\n}\n"
        case "form-keyboard.swift.mustache":
            return "'73:.toolbar {\n    ToolbarItemGroup(placement: .keyboard) {\n        Spacer()\n#7:hasNext6,9;'159:        if let nextField {\n            Button {\n                focusedField = nextField\n                accessibilityFocus = nextField\n            } label: {\n=8:nextText16:                12,17;'24:            }\n        }\n/'66:        Button {\n            dismissKeyboard()\n        } label: {\n=8:doneText12:            19,13;'18:        }\n    }\n}\n"
        case "form-problems.swift.mustache":
            return "'102:/// How many fields show a problem now.\nprivate var problemCount: Int {\n    let errors: [String?] = [\n#6:errors10,9;'8:        =4:name-11,9;'2:,\n/'897:    ]\n    return errors.filter { $0 != nil }.count\n}\n\n/// A problem that appears after a successful submit (a consent turned off, a field edited) takes the\n/// success status away for good: \"Submitted.\" beside an error would say two things at once, and a\n/// status that came back once the problem is fixed would change without being spoken. After a failed\n/// submit, the line under the button changes as problems are fixed, and goes once the last one is:\n/// each change is said, queued behind what VoiceOver is reading, so people hear a fix counted and\n/// the form ready to send again. Said once the count has held for a second, so a value that is valid\n/// for one keystroke of many says nothing, and never a count already said (the submit says its own).\nprivate func problemsChanged(_ count: Int) {\n    if count > 0 { status = nil }\n    guard submitFailed else { return }\n    let allFixed = =8:allFixed-27,20;'250:\n    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n        guard submitFailed, problemCount == count, count != problemCountSaid else { return }\n        problemCountSaid = count\n        let announcement = count > 0 ? problemSummary : allFixed\n=8:announce8:        32,9;'106:    }\n}\n\n/// The line under the submit button after a failed submit.\nprivate var problemSummary: String {\n=7:summary4:    38,5;'491:}\n\n/// After a failed submit with more than one problem, says how many once VoiceOver has started on\n/// the first (1 s: focus moves at 0.1 s, or the problem is spoken at 0.7 s where the move did not\n/// land), queued behind it, so the field's name and problem are heard whole.\nprivate func announceProblemCount() {\n    problemCountSaid = problemCount\n    guard problemCount > 1 else { return }\n    let announcement = problemSummary\n    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n=8:announce8:        49,9;'8:    }\n}\n"
        case "form-submit.swift.mustache":
            return "'25:Button(action: submit) {\n=10:submitText4:    7,5;=14:labelModifiers8:        8,9;'35:}\n.buttonStyle(.borderedProminent)\n=15:buttonModifiers0:11,1;'109:if let status {\n    Label(status, systemImage: \"checkmark.circle.fill\")\n        .foregroundStyle(.primary)\n}\n#11:hasProblems16,1;'193:if submitFailed, problemCount > 0 {\n    Label {\n        Text(problemSummary)\n    } icon: {\n        Image(systemName: \"exclamationmark.triangle.fill\")\n            .foregroundStyle(.red)\n    }\n}\n/"
        case "form.swift.mustache":
            return "'25:// Generated by a11y-gen =7:version-2,26;'6: from =5:input-2,43;'49:. Do not edit; regenerate instead.\n// Platforms: =9:platforms-3,15;'11:\n// Rules: =5:rules-4,11;'1:\n#5:needs5,1;'10:// Needs: =4:text-6,11;'1:\n/'1:\n#7:imports9,1;'7:import =4:name-10,8;'1:\n/'8:\nstruct =8:viewName-13,8;'145:: View {\n    /// The fields in order: where Return moves next and where VoiceOver goes after a failed submit.\n    private enum Field: Hashable {\n#6:fields16,9;'13:        case =10:identifier-17,14;'1:\n/'145:    }\n\n    /// What people entered, checked and read in their locale: what `submitAction` receives.\n    struct Submission: Equatable, Sendable {\n#6:fields23,9;'12:        var =10:identifier-24,13;'2:: =9:valueType-24,29;'1:\n/'7:    }\n\n=12:declarations4:    28,5;#16:hasKeyboardFocus29,5;'49:    @FocusState private var focusedField: Field?\n/#21:hasAccessibilityFocus32,5;'68:    @AccessibilityFocusState private var accessibilityFocus: Field?\n/'341:    @State private var status: String?\n    private let submitAction: (Submission) -> Void\n\n    /// - Parameter submitAction: Runs after a submit in which every field is valid, with what was entered.\n    init(submitAction: @escaping (Submission) -> Void = { _ in }) {\n        self.submitAction = submitAction\n    }\n\n    var body: some View {\n=9:container8:        44,9;'144:    }\n\n    /// Shows every field's problem, kept current from now on as people fix it; focus goes to the first one.\n    private func submit() {\n=8:checkAll8:        49,9;=7:outcome8:        50,9;'212:    }\n\n    /// Speaks `message` once the view has updated, so VoiceOver does not drop it (card 004).\n    private func announce(_ message: String) {\n        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce12:            56,13;'16:        }\n    }\n#13:focusFunction59,5;'1:\n=13:focusFunction4:    61,5;/#17:keyboardFunctions63,5;'1:\n=17:keyboardFunctions4:    65,5;/#9:functions67,5;'1:\n=4:text4:    69,5;/'3:}\n\n=7:preview0:73,1;"
        case "stepper.swift.mustache":
            return "#8:rowGroup4,1;'8:Group {\n/^8:rowGroup8,1;'42:VStack(alignment: .leading, spacing: 4) {\n/'19:    Stepper(value: =7:binding-11,20;'6:, in: =5:range-11,37;#4:step11,46;'8:, step: =4:step-11,63;/'59:) {\n        VStack(alignment: .leading) {\n            Text(=9:labelName-13,18;'19:)\n            Text(=13:valueTextName-14,18;'42:)\n        }\n    }\n    .accessibilityLabel(=9:labelName-17,25;'26:)\n    .accessibilityValue(=13:valueTextName-18,25;'2:)\n#8:hintName19,5;'23:    .accessibilityHint(=8:hintName-20,24;'2:)\n/#8:hintText22,5;=8:hintText4:    23,5;/'2:}\n"
        case "toggle-change-check.swift.mustache":
            return "'15:/// Runs when `=10:identifier-5,16;'271:`'s problem changes because it was turned on or off. Once a submit has\n/// checked the toggle, the error that turning it off shows is spoken with its name, after the new\n/// state VoiceOver is saying: VoiceOver speaks a toggle's new value, not its new name.\nprivate func =10:changeName-8,14;'33:(_ problem: String?) {\n    guard =11:checkedName-9,11;'56:, problem != nil else { return }\n    let announcement = =8:nameName-10,24;'61:\n    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n=8:announce8:        12,9;'8:    }\n}\n"
        case "toggle-control.swift.mustache":
            return "'7:Toggle(=9:labelName-4,8;'8:, isOn: =7:binding-4,29;'2:)\n#18:accessibilityLabel5,1;'24:    .accessibilityLabel(=18:accessibilityLabel-6,25;'2:)\n/#17:accessibilityHint8,1;'23:    .accessibilityHint(=17:accessibilityHint-9,24;'2:)\n/#11:inputLabels11,1;'31:    .accessibilityInputLabels([=11:inputLabels-12,32;'3:])\n/#12:focusBinding14,1;'13:    .focused(=12:focusBinding-15,14;'2:)\n/#25:accessibilityFocusBinding17,1;'26:    .accessibilityFocused(=25:accessibilityFocusBinding-18,27;'2:)\n/#11:changeCheck20,1;=11:changeCheck4:    21,5;/"
        case "toggle-validation.swift.mustache":
            return "'15:/// Validates `=10:identifier-3,16;'201:`: shows the error, moves keyboard and VoiceOver focus to the toggle, and\n/// speaks the error when VoiceOver is already on the toggle (a focus move would say nothing).\n@discardableResult\nprivate func =12:validateName-6,14;'17:() -> Bool {\n    =11:checkedName-7,5;'15: = true\n    if =9:errorName-8,8;'10: != nil {\n#11:editingName9,9;'108:        // Keyboard focus (Full Keyboard Access, the Mac's keyboard navigation) goes to the toggle.\n        =11:editingName-11,9;'8: = true\n/=9:focusMove8:        13,9;'17:    }\n    return =9:errorName-15,12;'11: == nil\n}\n\n=15:messageFunction0:18,1;"
        case "toggle.swift.mustache":
            return "'42:VStack(alignment: .leading, spacing: 4) {\n=7:control4:    3,5;#12:canShowError4,5;'11:    if let =9:errorName-5,12;'3: {\n=10:errorLabel8:        6,9;#8:hintText7,5;'13:    } else {\n=8:hintText8:        9,9;/'6:    }\n/^12:canShowError13,5;#8:hintText14,5;=8:hintText4:    15,5;//'2:}\n"
        default: return nil
        }
    }
}
