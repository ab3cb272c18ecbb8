/// What was decided for a toggle.
public struct TogglePlan: Codable, Sendable, Equatable {
    /// Must be on before submit succeeds (consent); the error contract applies.
    public var required: Bool
}

/// Toggles (issue 13): a native Toggle named by its title, starting off; a required (consent) toggle
/// shows its error under it, joins it to the name and takes VoiceOver focus on submit.
enum TogglePlanner: FieldFamilyPlanner {
    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        Decision(
            "control", "Toggle", rules: [.toggleNative, .nativeFirst, .nativeControlsCarryContract],
            "the native Toggle exposes its role, its on or off state and the toggle action to VoiceOver, Switch Control, Voice Control and Full Keyboard Access"
        )
    }

    static func plan(_ field: PlannedField) -> FieldPlan {
        let (spec, label, identifier) = (field.spec, field.label, field.identifier)
        var decisions = field.decisions
        let required = spec.validation.required
        // A consent toggle says it is required before the first submit, as every field does.
        let (visibleText, spokenName, requiredDecision) = Inference.requiredNames(spec, label: label)
        // What VoiceOver speaks while the error shows, joined as the field's language joins it ("、" in Japanese).
        let spokenWithError = spec.messageTable.nameWithError(name: spokenName, error: "<error>")
        decisions.append(
            Decision(
                "naming", "Toggle(\"\(visibleText)\")", rules: [.toggleSingleName],
                "the Toggle's title is the visible label and the accessible name, spoken once"))
        if let requiredDecision { decisions.append(requiredDecision) }
        decisions.append(
            Decision(
                "initial-value", "off", rules: [.toggleStartsOff],
                required ? "consent is given by the person, never preset" : "a toggle starts off unless the app sets it"
            ))
        var checks: [ValidationCheck] = []
        if required {
            // On the Mac the toggle is a checkbox ("checkbox, unchecked"): its message says so there,
            // and a field for both platforms says each platform's words (unless the spec gives its own).
            let platforms = spec.deployment.platforms
            let message =
                spec.messages.required
                ?? (platforms == [.macos] ? spec.messageTable.requiredCheckbox : spec.messageTable.requiredToggle)
            let macMessage =
                spec.messages.required == nil && platforms.contains(.ios) && platforms.contains(.macos)
                ? spec.messageTable.requiredCheckbox : nil
            checks.append(ValidationCheck(kind: .required, message: message, macMessage: macMessage))
            decisions.append(
                Decision(
                    "error-wiring", ".accessibilityLabel(error joined to the label)",
                    rules: [.toggleConsentError, .errorInLabel, .noErrorInValue, .noErrorOnlyInHint],
                    "VoiceOver speaks \"\(spokenWithError)\" while the error shows; the modifier is always attached, so the view's identity does not change"
                ))
            decisions.append(
                FieldContract.errorDisplay(
                    rules: [.noColorOnlyError, .semanticColor, .messageContrast, .toggleConsentError],
                    "the error shows under the toggle in words, with an icon as a non-color cue"))
            decisions.append(
                FieldContract.focusOnError(
                    .moveFocus(
                        reason:
                            "a Toggle takes VoiceOver focus (unlike a Menu or a DatePicker), so @AccessibilityFocusState moves VoiceOver to it; when VoiceOver is already there the error is announced"
                    )))
            decisions.append(
                Decision(
                    "problem-on-change", "announced with the name, after what VoiceOver is saying",
                    rules: [.toggleChangeAnnounced, .announcements, .announcementDelay],
                    "once a submit has checked it, turning the toggle off shows the error, and VoiceOver would speak only the new state"
                ))
            decisions.append(
                Decision(
                    "voice-control", ".accessibilityInputLabels([\"\(label)\"])", rules: [.voiceControlLabel],
                    "\(VoiceOverWords.voiceControl(label, spec.deployment)) keeps working while an error joins the spoken name"
                ))
        }
        decisions.append(
            Decision(
                "toggle-style", "system (switch on iOS, checkbox on macOS)",
                rules: [.toggleSystemStyle, .noColorOnlyState, .noReplacingNativeForStyle],
                "the system style shows on and off by shape and position, not by color alone"))
        decisions.append(
            FieldContract.touchTarget(.toggleSystemStyle, "the native Toggle keeps the system's hit area"))
        decisions.append(
            FieldContract.focusVisible(.toggleSystemStyle, "the native style keeps the system focus indicator"))
        var verify = [
            "VoiceOver speaks \"\(spokenName)\" once, then the toggle's state (on or off), and \(VoiceOverWords.activate(spec.deployment)) flips it.",
            "With Full Keyboard Access the toggle shows the focus ring and Space flips it.",
            "Voice Control: \(VoiceOverWords.voiceControl(label, spec.deployment)) flips it.",
        ]
        if required {
            verify.append(
                "Submitting with the toggle off shows the error under it and moves VoiceOver to it, speaking \"\(spokenWithError)\"."
            )
            verify.append(
                "After any submit, turning it off: VoiceOver speaks the new state (off, or unchecked on a Mac), then the name with the error, once."
            )
        }
        return FieldPlan(
            spec: spec, label: label, identifier: identifier, control: .toggle, number: nil, currencyCode: nil,
            keyboard: nil, iosContentType: nil, macosContentType: nil, autocapitalization: nil,
            autocorrectionDisabled: false, submitLabel: nil, labeling: .title, visibleLabel: true,
            visibleText: visibleText, spokenName: spokenName, borders: [:], wraps: false, checks: checks,
            datePicker: nil,
            toggle: TogglePlan(required: required), deployment: spec.deployment, decisions: decisions,
            warnings: field.sink.warnings, verify: verify)
    }
}
