/// Choice fields (issue 13): a native Picker over a fixed set, its style inferred from the options
/// (rows below), named by its visible label once, with the shared error contract.
enum ChoicePlanner: FieldFamilyPlanner {
    /// The most segments a segmented picker gets by inference (policy.choice-segmented-few).
    static let segmentLimit = 5
    /// The longest option label a segment gets by inference, in characters.
    static let segmentLabelLimit = 12
    /// The characters one row of segments holds at the default text size. Segments share the row
    /// equally, so the longest label times the number of segments is what must fit: a form row on a
    /// 320-point iPhone holds about 30 ("Small", "Medium", "Large" take 18; five labels of ten
    /// characters, 50, truncate each to a few letters).
    static let segmentRowBudget = 30

    /// Whether `count` segments, the widest showing `widest` characters, fit one row unclipped at the
    /// default text size (policy.choice-segmented-few).
    static func segmentsFit(count: Int, widest: Int) -> Bool {
        (2...segmentLimit).contains(count) && widest <= segmentLabelLimit && count * widest <= segmentRowBudget
    }

    /// The characters the widest segment of `options` shows, in widths of a Latin letter: its label
    /// (a Chinese character, kana or Hangul, drawn full width, counts as two), or about two for an
    /// option a segment shows as its image.
    static func widestSegment(_ options: [ChoiceOption]) -> Int {
        options.map { $0.image == nil ? width($0.label) : 2 }.max() ?? 0
    }

    /// `text`'s width in Latin letters: a full-width character (CJK, kana, Hangul, full-width forms)
    /// takes about two.
    static func width(_ text: String) -> Int {
        text.reduce(0) { total, character in
            total + (character.unicodeScalars.first.map(EastAsianWidth.isWide) == true ? 2 : 1)
        }
    }
    /// More options than this are "more than a screenful" (policy.choice-long-list).
    static let screenful = 12

    /// What the style inference reads.
    struct Shape {
        /// nil when the options come from the user's enum, whose cases a11y-gen cannot count.
        var count: Int?
        /// The characters the widest segment would show (`widestSegment`).
        var widestSegment: Int
        var deployment: Deployment
        /// Whether an answer is required: an optional choice must be able to go back to none.
        var required = true
    }

    /// One row of the style table: the style, when it applies, its rules and why.
    struct StyleRow {
        var style: ChoiceStyleKind
        var rules: [RuleID]
        var reason: String
        var applies: @Sendable (Shape) -> Bool
    }

    /// The table, first match wins; a row only matches where its style exists at every minimum OS.
    static let styleRows: [StyleRow] = [
        StyleRow(
            style: .radioGroup, rules: [.choiceMacRadioGroup, .nativeFirst],
            reason: "a few options on the Mac alone: radio buttons show every option at once",
            applies: { shape in
                shape.required && shape.deployment.platforms == [.macos]
                    && (2...segmentLimit).contains(shape.count ?? 0)
            }),
        StyleRow(
            style: .segmented, rules: [.selectSegmented, .choiceSegmentedFew],
            reason: "a few short options fit inline: a segmented picker shows every option at once",
            applies: { shape in shape.required && segmentsFit(count: shape.count ?? 0, widest: shape.widestSegment) }),
        StyleRow(
            style: .menu, rules: [.selectMenu, .choiceNoSelectionPrompt],
            reason:
                "an optional choice of a few options: a menu keeps the \"Select…\" row that takes an answer back, which segments and radio buttons cannot (nothing chosen by mistake could be cleared)",
            applies: { shape in
                // Where segments or radio buttons would have been chosen for a required answer.
                var required = shape
                required.required = true
                return !shape.required && [ChoiceStyleKind.segmented, .radioGroup].contains(inferStyle(required).style)
            }),
        StyleRow(
            style: .navigationLink, rules: [.choiceLongList, .selectMenu],
            reason: "more than a screenful of options: the list gets a screen of its own",
            applies: { shape in (shape.count ?? 0) > screenful }),
        StyleRow(
            style: .menu, rules: [.selectMenu, .choiceLongList],
            reason:
                "not two to five options short enough for one row of segments, or an enum whose cases cannot be counted here: a menu lists them on demand",
            applies: { _ in true }),
    ]

    /// The inferred style and the row that chose it.
    static func inferStyle(_ shape: Shape) -> StyleRow {
        styleRows.first { row in
            row.applies(shape)
                && shape.deployment.platforms.allSatisfy {
                    row.style.availability.isAvailable(on: $0, minimum: shape.deployment.minimum($0))
                }
        }!
    }

    /// Where an unset choice's "Select…" row is written (policy.choice-no-selection-prompt).
    enum PromptPlacement { case none, everywhere, iOSOnly }

    /// Not where the style marks the chosen option in place, except an inline picker where iOS is
    /// named: iOS marks inline options in place only as the rows of a List or Form section, and
    /// a11y-gen puts the picker under its visible label, in a stack, where iOS draws it as a wheel,
    /// whose middle row reads as chosen. There it gets the row a wheel gets, for iOS alone where the
    /// Mac (whose inline picker marks its options in place) is named too.
    static func promptPlacement(_ style: ChoiceStyleKind, _ deployment: Deployment) -> PromptPlacement {
        guard style.marksOptionsInPlace else { return .everywhere }
        guard style == .inline, deployment.platforms.contains(.ios) else { return .none }
        return deployment.platforms.contains(.macos) ? .iOSOnly : .everywhere
    }

    /// Whether a failed submit moves VoiceOver focus to a picker of this style (policy.choice-error-focus).
    static func movesFocus(_ style: ChoiceStyleKind, _ deployment: Deployment) -> Bool {
        switch style {
        // A navigation-link picker's row stays on the form's screen (only its list is pushed), and card
        // 004 binds such a row with @AccessibilityFocusState to restore focus on pop: it takes focus.
        case .inline, .wheel, .radioGroup, .navigationLink: true
        // Segments named as a group are a container, not one element focus can be sent to: the
        // problem is announced with the name instead.
        case .segmented: !namesSegmentsAsGroup(style, deployment)
        // Card 004: @AccessibilityFocusState does not work with a Menu; automatic is a menu button on
        // iOS 16+ and a pop-up button on the Mac.
        case .automatic, .menu: false
        }
    }

    /// Whether the picker's segments are named as one group: a segmented Picker's title, hidden by
    /// `.labelsHidden()` under the visible label, is not spoken on iOS, where VoiceOver reads each
    /// segment as a button of its own ("Standard, button, 1 of 3"). As a container with the name as
    /// its label (`.accessibilityElement(children: .contain)`), the name, "required" and the error
    /// are spoken as VoiceOver enters the segments (policy.choice-visible-label). On the Mac alone the
    /// title is shown and read at the leading edge, as before.
    static func namesSegmentsAsGroup(_ style: ChoiceStyleKind, _ deployment: Deployment) -> Bool {
        style == .segmented && !showsTitle(deployment)
    }

    /// Whether the Picker shows its own title as the label: on the Mac alone, where a control's label
    /// sits at its leading edge (a Form's label column; card 001's macOS section), as a text field's
    /// and a date picker's do there. Elsewhere the label is a `Text` above and the title is hidden.
    static func showsTitle(_ deployment: Deployment) -> Bool { deployment.isMacOnly }

    /// Whether iOS draws a picker of this style as a wheel: `.wheel`, and `.inline` outside a List
    /// section, where a11y-gen puts it (under its visible label).
    static func drawsWheel(_ style: ChoiceStyleKind, _ deployment: Deployment) -> Bool {
        style == .wheel || (style == .inline && deployment.platforms.contains(.ios))
    }

    /// What a style the spec names costs people, where the inference would not have chosen it:
    /// an optional answer that cannot be taken back, a wheel whose text does not scale, and an
    /// automatic picker that is not a menu before iOS 16.
    static func warnAboutGivenStyle(
        _ style: ChoiceStyleKind, placement: PromptPlacement, spec: FieldSpec, into sink: inout DiagnosticSink
    ) {
        if !spec.validation.required, placement != .everywhere {
            sink.warning(
                "optional-choice-cannot-clear", at: "$.style",
                "\(style.withArticle) picker marks its options in place, with no \"Select…\" row"
                    + (placement == .iOSOnly ? " on the Mac" : "")
                    + ": an optional answer chosen by mistake cannot be taken back (policy.choice-no-selection-prompt)",
                suggestion: "use \"menu\", which keeps a \"Select…\" row, or make the answer required")
        }
        if drawsWheel(style, spec.deployment) {
            sink.warning(
                "wheel-picker-not-scaled", at: "$.style",
                (style == .inline
                    ? "on iOS an inline picker outside a List section is drawn as a wheel, and a wheel"
                    : "a wheel picker")
                    + " does not scale with Dynamic Type or show the Large Content Viewer, and its other rows can fall below text contrast (Apple defects, card 002)",
                suggestion: "use \"menu\" (or \"navigation-link\" for a long list), whose text scales")
        }
        if style == .automatic, spec.deployment.platforms.contains(.ios), spec.deployment.minimum(.ios).major < 16 {
            sink.warning(
                "automatic-picker-before-ios-16", at: "$.style",
                "before iOS 16 an automatic picker is not a menu: in a Form it is a row that pushes its options, titled with the spoken name and only inside a NavigationView, and elsewhere a wheel",
                suggestion: "use \"menu\", the same button on every iOS version from 15")
        }
    }

    static func controlDecision(_ traits: InputTraits, spec: FieldSpec) -> Decision {
        Decision(
            "control", "Picker", rules: [.selectMenu, .nativeFirst, .nativeControlsCarryContract],
            "a value chosen from a fixed set: the native Picker exposes its name, the chosen option and the options to VoiceOver, Switch Control and Full Keyboard Access"
        )
    }

    static func plan(_ field: PlannedField) -> FieldPlan {
        let (spec, label, identifier) = (field.spec, field.label, field.identifier)
        var decisions = field.decisions
        var sink = field.sink
        let options = spec.options ?? []
        let valueType = spec.optionsEnum?.type ?? "String"
        decisions.append(
            Decision(
                "values", spec.optionsEnum.map { "\($0.type) (ForEach(\($0.type).allCases, id: \\.self))" } ?? "String",
                rules: [.choiceStringValues],
                spec.optionsEnum == nil
                    ? "each option stores its value as a String: Hashable, the same on every run, no type needed"
                    : "your CaseIterable, Hashable enum is the selection type; its \(spec.optionsEnum!.label.rawValue) is shown"
            ))
        let style: ChoiceStyleKind
        if let given = spec.choiceStyle {
            style = given
            decisions.append(
                Decision("picker-style", given.rawValue, rules: [.minimumOSOnly], "given by the spec"))
        } else {
            let row = inferStyle(
                Shape(
                    count: spec.optionsEnum == nil ? options.count : nil,
                    widestSegment: widestSegment(options), deployment: spec.deployment,
                    required: spec.validation.required))
            style = row.style
            decisions.append(
                Decision("picker-style", row.style.rawValue, rules: row.rules + [.minimumOSOnly], row.reason))
        }
        let (visibleText, spokenName, requiredDecision) = Inference.requiredNames(spec, label: label)
        // A navigation-link picker's title is the pushed list's title, which people read: the label
        // alone, with the spoken name on the row (`ChoiceRenderModel`).
        let nameOnRow = style == .navigationLink && spokenName != label
        let naming: Decision
        if showsTitle(spec.deployment) {
            naming = Decision(
                "naming",
                "Picker(\"\(visibleText)\")"
                    + (spokenName != visibleText ? ".accessibilityLabel(\"\(spokenName)\")" : ""),
                rules: [.choiceVisibleLabel, .persistentLabelSingleName, .keepVisibleLabel, .accessibleName],
                "on the Mac the Picker's title is its visible label, at its leading edge (a Form's label column, card 001), as for text fields and date pickers; the accessibility label is the one accessible name"
            )
        } else if nameOnRow {
            naming = Decision(
                "naming",
                "Text(\"\(visibleText)\") above + Picker(\"\(label)\").labelsHidden().accessibilityLabel(\"\(spokenName)\")",
                rules: [.choiceVisibleLabel, .persistentLabelSingleName, .keepVisibleLabel, .accessibleName],
                "the visible label stays above the picker; the Picker title, which titles the pushed list, is the label, and the row's accessibility label is the one accessible name"
            )
        } else if namesSegmentsAsGroup(style, spec.deployment) {
            naming = Decision(
                "naming",
                "Text(\"\(visibleText)\") above + Picker(\"\(spokenName)\").labelsHidden().accessibilityElement(children: .contain).accessibilityLabel(\"\(spokenName)\")",
                rules: [.choiceVisibleLabel, .persistentLabelSingleName, .keepVisibleLabel, .accessibleName],
                "the visible label stays above the picker; VoiceOver reads a segmented picker's segments as buttons of their own and not its title, so the segments are one container named by the title's words, spoken as VoiceOver enters them"
            )
        } else {
            naming = Decision(
                "naming", "Text(\"\(visibleText)\") above + Picker(\"\(spokenName)\").labelsHidden()",
                rules: [.choiceVisibleLabel, .persistentLabelSingleName, .keepVisibleLabel, .accessibleName],
                "the visible label stays above the picker for every style; the Picker title is the one accessible name"
            )
        }
        decisions.append(naming)
        if let requiredDecision { decisions.append(requiredDecision) }
        if options.contains(where: { $0.image != nil }) {
            decisions.append(
                Decision(
                    "option-text",
                    style == .segmented ? "Image(systemName:).accessibilityLabel(label)" : "Label(label, systemImage:)",
                    rules: [.choiceOptionText], "every option keeps its text label for VoiceOver"))
        }
        let placement = promptPlacement(style, spec.deployment)
        let prompt = placement != .none
        let inlineWheel = style == .inline && prompt
        warnAboutGivenStyle(style, placement: placement, spec: spec, into: &sink)
        decisions.append(
            Decision(
                "no-selection",
                prompt ? "\(valueType)? with a \"Select…\" row tagged nil" : "\(valueType)?, no option marked",
                rules: [.choiceNoSelectionPrompt],
                "nothing is chosen until people choose; no real option is pre-selected or faked"
                    + (inlineWheel
                        ? "; on iOS an inline picker outside a List section is drawn as a wheel, whose middle row would read as chosen"
                            + (placement == .iOSOnly
                                ? " (the row is written under #if os(iOS): the Mac's inline picker marks its options in place)"
                                : "")
                        : "")))
        var checks: [ValidationCheck] = []
        if spec.validation.required {
            checks.append(
                ValidationCheck(
                    kind: .required,
                    message: spec.messages.required ?? spec.messageTable.requiredChoice(label: label)))
        }
        let focus = movesFocus(style, spec.deployment)
        let announcements = !checks.isEmpty && !focus ? spec.deployment.announcementAPIs : [:]
        if !checks.isEmpty {
            let grouped = namesSegmentsAsGroup(style, spec.deployment)
            decisions.append(
                grouped
                    ? Decision(
                        "error-wiring", "error appended to the segments' group label",
                        rules: [.errorInLabel, .noErrorInValue, .noErrorOnlyInHint],
                        "VoiceOver speaks \"\(spec.messageTable.nameWithError(name: Inference.requiredNames(spec, label: label).spoken, error: "<error>"))\" as it enters the segments, while the chosen segment stays selected"
                    )
                    // A navigation-link picker's title titles its pushed list, and a Mac picker's is the
                    // label people read: there the name that carries the error is the accessibility
                    // label (axr20 #5d), elsewhere the title itself.
                    : style == .navigationLink || showsTitle(spec.deployment)
                        ? Decision(
                            "error-wiring", "error appended to the picker's accessibility label",
                            rules: [.errorInLabel, .noErrorInValue, .noErrorOnlyInHint],
                            "VoiceOver speaks \"\(spec.messageTable.nameWithError(name: Inference.requiredNames(spec, label: label).spoken, error: "<error>"))\" while the title stays the label people read (\(style == .navigationLink ? "it titles the pushed list" : "at the control's leading edge")) and the chosen option stays the value"
                        )
                        : Decision(
                            "error-wiring", "error appended to the Picker title",
                            rules: [.errorInLabel, .noErrorInValue, .noErrorOnlyInHint],
                            "VoiceOver speaks \"\(spec.messageTable.nameWithError(name: Inference.requiredNames(spec, label: label).spoken, error: "<error>"))\" while the chosen option stays the value"
                        ))
            decisions.append(
                FieldContract.errorDisplay(
                    rules: [.noColorOnlyError, .semanticColor],
                    "the error shows under the picker in words, with an icon as a non-color cue"))
            decisions.append(
                FieldContract.focusOnError(
                    focus
                        ? .moveFocus(
                            reason: (style == .navigationLink
                                ? "a navigation-link picker's row stays on the form's screen (only its list is pushed)"
                                : "\(style.withArticle) picker stays on screen as ordinary elements")
                                + ", so @AccessibilityFocusState takes VoiceOver to it (policy.choice-error-focus)"
                        )
                        : style == .segmented
                            ? .announce(
                                rules: [.choiceErrorFocus, .announcements, .announcementDelay],
                                reason:
                                    "a segmented picker's segments are named as a group (a container), which VoiceOver focus is not sent to as one element; the error is announced with the picker's name"
                            )
                            : .announce(
                                rules: [.choiceErrorFocus, .noFocusFromDatePicker, .announcements, .announcementDelay],
                                reason:
                                    "@AccessibilityFocusState does not work with a menu (card 004), and \(style.withArticle) picker is one; the error is announced with the picker's name"
                            )))
            // Only a "Select…" row brings the error back after a choice: a style without one (segmented,
            // a radio group, a Mac inline list) cannot be emptied again, so it observes nothing.
            if prompt {
                decisions.append(
                    Decision(
                        "problem-on-change", "announced with the name, after what VoiceOver is saying",
                        rules: [.choiceChangeAnnounced, .announcements, .announcementDelay],
                        "once a submit has checked it, choosing \"Select…\" again shows the error, and VoiceOver would speak only the new value"
                    ))
            }
            decisions.append(
                Decision(
                    "voice-control", ".accessibilityInputLabels([\"\(label)\"])", rules: [.voiceControlLabel],
                    namesSegmentsAsGroup(style, spec.deployment)
                        ? "the group keeps \"\(label)\" as its input label while an error joins its spoken name; people name a segment by its own label (\"Tap <option>\")"
                        : "\(VoiceOverWords.voiceControl(label, spec.deployment)) keeps working while an error joins the spoken name"
                ))
        }
        decisions.append(
            FieldContract.touchTarget(.touchTargetFloor, "the native picker keeps the system's hit area"))
        decisions.append(
            FieldContract.focusVisible(.noStyleHidingFocus, "the native style keeps the system focus indicator"))
        // An inline picker is a wheel on iOS alone: where the Mac is named too, the wheel's lines say so.
        let wheelPrefix = style == .inline && spec.deployment.platforms.contains(.macos) ? "On iOS, " : ""
        var verify = [
            namesSegmentsAsGroup(style, spec.deployment)
                ? "VoiceOver speaks the picker's name once as it enters the segments, then each segment by its label."
                : "VoiceOver speaks the picker's name once, then the chosen option\(prompt ? " (or \"\(MessageTable(locale: spec.locale).choicePrompt)\")" : ""), and lists every option by its label.",
            VoiceOverWords.textSize(
                style == .segmented
                    ? "At the largest accessibility text size the label stays readable, and touching and holding a segment shows its label enlarged."
                    : drawsWheel(style, spec.deployment)
                        ? (wheelPrefix.isEmpty ? "W" : wheelPrefix + "w")
                            + "heel pickers do not scale with Dynamic Type (an Apple defect): check legibility at large sizes."
                        : "The label and the options stay readable, unclipped, at the largest accessibility text size.",
                spec.deployment),
            drawsWheel(style, spec.deployment)
                ? (wheelPrefix.isEmpty ? "W" : wheelPrefix + "w")
                    + "heel options other than the chosen one can fall below text contrast (an Apple defect): check your appearances."
                : nil,
            "Switch Control and a hardware keyboard reach the picker and every option, with a visible focus indicator.",
            // Voice Control acts on the words people see: the label, and each segment's own words.
            namesSegmentsAsGroup(style, spec.deployment)
                ? "Voice Control: \(VoiceOverWords.voiceControl("<option>", spec.deployment)) picks that segment, and \(VoiceOverWords.voiceControl(label, spec.deployment)) changes no answer."
                : "Voice Control: \(VoiceOverWords.voiceControl(label, spec.deployment)) opens or reaches the picker.",
        ].compactMap { $0 }
        if !checks.isEmpty {
            let named = spec.messageTable.nameWithError(
                name: Inference.requiredNames(spec, label: "<label>").spoken, error: "<error>")
            verify.append(
                focus
                    ? "Submitting with nothing chosen moves VoiceOver to the picker and speaks \"\(named)\"."
                    : "Submitting with nothing chosen announces \"\(named)\" without moving VoiceOver focus.")
            // The change announcement the code has (policy.choice-change-announced; axr20 #5: no line
            // asked anyone to hear it).
            if prompt {
                verify.append(
                    "After a submit, choosing the empty row again (\"\(spec.messageTable.text(.choicePrompt, [:]))\") shows the error and announces \"\(named)\" once VoiceOver has spoken the new value."
                )
            }
        }
        if style == .navigationLink {
            decisions.append(
                Decision(
                    "navigation", "the system's push and pop",
                    rules: [.systemPushFocus, .noUntitledPush, .restoreFocusOnPop],
                    "the list is a push the system titles with the picker's label and places VoiceOver on; nothing forces focus there, and on pop the system returns VoiceOver to the row (the verify list asks a person to confirm it; where it does not, card 004 binds the row with @AccessibilityFocusState)"
                ))
            verify.append(
                "The navigation-link picker is inside a NavigationStack (it pushes its list); the list screen is titled with the label, and VoiceOver returns to the picker's row when it closes."
            )
        }
        if let source = spec.optionsEnum, source.label == .rawValue {
            // Text(option.rawValue) is shown verbatim: never looked up in a String Catalog.
            verify.append(
                "Each option shows \(source.type)'s rawValue as written, never translated: make the raw values the words people read and VoiceOver speaks, or show a description that returns String(localized:)."
            )
        }
        if style == .segmented {
            verify.append(
                "Each segment is spoken by its label, with \"selected\" on the chosen one; none is selected at first.")
            if namesSegmentsAsGroup(style, spec.deployment) {
                verify.append(
                    "Moving VoiceOver onto the segments from the element before them speaks the picker's name (\"\(spokenName)\") before the first segment."
                )
            }
        }
        return FieldPlan(
            spec: spec, label: label, identifier: identifier, control: .picker, number: nil, currencyCode: nil,
            keyboard: nil, iosContentType: nil, macosContentType: nil, autocapitalization: nil,
            autocorrectionDisabled: false, submitLabel: nil, labeling: .title, visibleLabel: true,
            visibleText: visibleText, spokenName: spokenName, borders: [:], wraps: false, checks: checks,
            datePicker: nil,
            choice: ChoicePlan(
                options: options, optionsEnum: spec.optionsEnum, style: style, valueType: valueType, prompt: prompt,
                errorMovesFocus: focus, announcements: announcements),
            deployment: spec.deployment, decisions: decisions, warnings: sink.warnings, verify: verify)
    }

}
