// Generated from Templates/ by `A11YGEN_RECORD=1 swift test --filter EmbeddedTemplates`.
// Edit the files in Templates/, never this one; a test fails when they differ.

enum EmbeddedTemplates {
    static let files: [String: String] = [
        "date-name.swift.mustache": #"""
        {{! Graphical and wheel pickers speak their DatePicker string as the name and must not get an .accessibilityLabel }}
        {{! (card 002), so the string itself carries the error while one shows (resolve.date-picker-error-in-name). }}
        /// The name VoiceOver speaks for `{{identifier}}`: its label, with the error while one shows.
        private var {{nameProperty}}: String {
            {{dynamicName}}
        }
        """# + "\n",
        "date-range.swift.mustache": #"""
        {{! The dates a picker accepts, computed on every read: never frozen at generation time. Static, so the }}
        {{! state can start inside it (policy.date-starts-in-range). }}
        /// The dates people can pick for `{{identifier}}` ({{rangeComment}}).
        private static var {{rangeName}}: {{rangeType}} {
            {{body}}
        }

        /// Where `{{identifier}}` starts: today, or the nearest date in range when today is outside it.
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
            {{errorName}} = {{messageName}}()
            if let {{errorName}} {
                let announcement = {{namePrefixLiteral}} + {{errorName}}
                // After a short delay, so VoiceOver does not drop the message while the error text appears (card 004).
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    {{announce}}
                }
            }
            return {{errorName}} == nil
        }

        {{messageFunction}}
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
                    Button("Done") { {{dismissName}}() }
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
        "field-message.swift.mustache": #"""
        {{! The checks for one field, in order: the first problem as words people can act on, or nil. }}
        /// The first problem with `{{identifier}}`, in words people can act on, or nil when it is valid.
        private func {{messageName}}() -> String? {
            {{checks}}
            return nil
        }
        """# + "\n",
        "field-number-value.swift.mustache": #"""
        {{! The number as typed, read in the person's locale: value:format: would wait for a commit that a pad }}
        {{! cannot send (policy.numbers-typed-as-text). }}
        /// `{{identifier}}` as a number, read leniently in the person's locale; nil when it is not one.
        private var {{valueName}}: {{type}}? {
            let text = {{identifier}}.trimmingCharacters(in: .whitespacesAndNewlines)
            return try? {{style}}.parseStrategy.parse(text)
        }
        """# + "\n",
        "field-search.swift.mustache": #"""
        {{! The Search key's action (policy.search-semantics). }}
        /// Runs when people press Search on the keyboard.
        private func search() {
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

        // MARK: Declarations
        {{declarations}}

        // MARK: View
        {{view}}
        {{#functions}}

        // MARK: Functions
        {{#validateName}}
        // Call {{validateName}}() from your submit action: on invalid input it shows the error
        // and {{validationEffect}}.
        {{/validateName}}
        {{functions}}
        {{/functions}}
        """# + "\n",
        "field-validation.swift.mustache": #"""
        {{! Submit-time validation for one field (card 000 error-in-label + error-focus, policy.error-always-spoken): }}
        {{! keyboard focus to the field; VoiceOver focus once the error shows, or the error spoken if it is already there. }}
        /// Validates `{{identifier}}`: shows the first problem, moves keyboard and VoiceOver focus to the field,
        /// and speaks the problem when VoiceOver is already on the field (a focus move would say nothing).
        @discardableResult
        private func {{validateName}}() -> Bool {
            {{errorName}} = {{messageName}}()
            if let {{errorName}} {
                {{editingName}} = true
                if {{focusName}} {
                    let announcement = {{namePrefixLiteral}} + {{errorName}}
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        {{announce}}
                    }
                } else {
                    // Once the error is on screen, so a keyboard dismissed by Return cannot undo the move.
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        {{focusName}} = true
                    }
                }
            }
            return {{errorName}} == nil
        }

        {{messageFunction}}
        """# + "\n",
        "field.swift.mustache": #"""
        {{! One field: a persistent label people can see while typing, the native control, and the line under it }}
        {{! for the error (text + icon + color) or the hint. Card 000 + 001, resolve.persistent-label-single-name. }}
        VStack(alignment: .leading, spacing: 4) {
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
            {{hintText}}
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
        {{#titleLiteral}}
        .navigationTitle({{titleLiteral}})
        {{/titleLiteral}}
        """# + "\n",
        "form-focus.swift.mustache": #"""
        {{! policy.error-always-spoken: keyboard focus at once; VoiceOver focus once the error shows, or, when VoiceOver }}
        {{! is already on the field and a focus move would be silent, the problem spoken. }}
        /// Takes people to a field with a problem: keyboard focus for Full Keyboard Access and hardware
        /// keyboards, and VoiceOver focus once the error shows. If VoiceOver is already on the field, a
        /// focus move would say nothing, so the problem is spoken instead.
        private func focus(_ field: Field, problem: String) {
            focusedField = field
            if accessibilityFocus == field {
                announce(problem)
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    accessibilityFocus = field
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
                    Button("Next") {
                        focusedField = nextField
                        accessibilityFocus = nextField
                    }
                }
                {{/hasNext}}
                Button("Done") { dismissKeyboard() }
            }
        }
        """# + "\n",
        "form-submit.swift.mustache": #"""
        {{! A native prominent button keeps its focus ring (global.focus-visible): a 44 pt full-width touch target on }}
        {{! iOS (global.touch-target-size), the large default button on the Mac (policy.macos-default-button). The status }}
        {{! text is primary (resolve.message-contrast): the system green measures 2.22:1 on white. }}
        Button(action: submit) {
            Text({{submitLiteral}})
                {{labelModifiers}}
        }
        .buttonStyle(.borderedProminent)
        {{buttonModifiers}}
        if let status {
            Label(status, systemImage: "checkmark.circle.fill")
                .foregroundStyle(.primary)
        }
        """# + "\n",
        "form.swift.mustache": #"""
        {{! A whole form view: one @State per field, one focus enum, submit() that checks every field in order. }}
        // Generated by a11y-gen {{version}} from {{input}}. Do not edit; regenerate instead.
        // Platforms: {{platforms}}
        // Rules: {{rules}}

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

            /// Checks every field in order and shows each problem; focus goes to the first one.
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
    ]
}
