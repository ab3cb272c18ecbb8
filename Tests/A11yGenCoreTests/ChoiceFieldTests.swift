import Foundation
import Testing

@testable import A11yGenCore

/// Choice fields end to end: what the reader refuses (located), what the planner infers (rows with
/// rules), text types with options, the CLI flags, and choices in forms.
@Suite struct ChoiceFieldTests {
    static func read(_ json: String) -> Result<FieldSpec, SpecErrors> {
        SpecReader().readField(data: Array(json.utf8))
    }

    static func errors(_ json: String) -> Set<String> {
        switch read(json) {
        case .success: []
        case .failure(let errors): Set(errors.diagnostics.map { "\($0.location) \($0.code)" })
        }
    }

    static let three =
        #"[{"value": "s", "label": "Small"}, {"value": "m", "label": "Medium"}, {"value": "l", "label": "Large"}]"#

    @Test func badChoicesAreRefusedWhereTheyAre() {
        #expect(Self.errors(#"{"label": "Size", "type": "choice"}"#) == ["$.options no-options"])
        #expect(Self.errors(#"{"label": "Size", "type": "select", "options": []}"#) == ["$.options no-options"])
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "options": [{"value": "s", "label": "Small"}, {"value": "s", "label": "Big"}]}"#
            ) == ["$.options[1].value duplicate-option-value"])
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "options": [{"value": "s", "label": " "}, {"value": "m"}]}"#)
                == ["$.options[0].label empty-option-label", "$.options[1].label empty-option-label"])
        // An empty value (`--option =Small`, an unset shell variable) reads as no answer, and a
        // required choice takes it as one: warned about (nu19), not refused, since an explicit "No
        // tip" may mean to store "" (rev48).
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "options": [{"value": "", "label": "Small"}, {"value": "m", "label": "Medium"}]}"#
            ) == [])
        let empty = CommandLineTool(files: MemoryFiles([:])).run([
            "field", "--type", "choice", "--label", "Size", "--option", "=Small", "--option", "m=Medium",
        ])
        #expect(
            empty.code == 0 && empty.stderr.contains("warning: the option 'Small' stores an empty value"), "\(empty)")
        #expect(empty.stderr.contains("[empty-option-value]"))
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "style": "radio-group", "options": \#(Self.three)}"#)
                == ["$.style choice-style-unavailable"])
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "style": "wheel", "platforms": ["macos"], "options": \#(Self.three)}"#
            )
                == ["$.style choice-style-unavailable"])
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "style": "navigation-link", "minimumOS": {"ios": "15"}, "options": \#(Self.three)}"#
            ) == ["$.style choice-style-unavailable"])
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "style": "dropdown", "options": \#(Self.three)}"#)
                == ["$.style unknown-choice-style"])
        #expect(
            Self.errors(#"{"label": "Day", "type": "date", "options": \#(Self.three)}"#)
                == ["$.options options-not-for-type"])
        // A style on a field that has none is named as such, whether or not it is a date picker's style.
        for style in ["menu", "wheel", "bogus"] {
            guard
                case .failure(let errors) = Self.read(
                    #"{"label": "Items", "type": "stepper", "max": 5, "style": "\#(style)"}"#)
            else {
                Issue.record("a stepper took a style")
                continue
            }
            #expect(errors.diagnostics.map { "\($0.location) \($0.code)" } == ["$.style date-option-not-for-type"])
            #expect(
                errors.diagnostics.first?.message
                    == "'style' applies to date pickers and choices, but 'stepper' is neither")
        }
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "optionsEnum": "size"}"#)
                == ["$.optionsEnum invalid-options-enum-type"])
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "optionsEnum": "Size", "options": \#(Self.three)}"#)
                == ["$.optionsEnum options-and-enum"])
        #expect(
            Self.errors(
                #"{"label": "Size", "type": "choice", "options": \#(Self.three), "validation": {"minLength": 2}}"#)
                == ["$.validation.minLength validation-not-for-type"])
    }

    /// `"options": ["Small", "Medium"]`: each string is an option that stores its label, as an HTML
    /// `<option>` without a value stores its text; strings and objects may be mixed.
    @Test func aStringIsAnOptionThatStoresItsLabel() throws {
        let spec = try Self.read(
            #"{"label": "Size", "type": "choice", "options": [" Small ", "Medium", {"value": "l", "label": "Large"}]}"#
        ).get()
        #expect(
            spec.options == [
                ChoiceOption(value: "Small", label: "Small"), ChoiceOption(value: "Medium", label: "Medium"),
                ChoiceOption(value: "l", label: "Large"),
            ])
        // The same checks as for objects, at the string's own place.
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": ["Small", "", {"value": "m", "label": "M"}]}"#)
                == ["$.options[1] empty-option-label"])
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": ["Small", {"value": "Small", "label": "S"}]}"#)
                == ["$.options[1].value duplicate-option-value"])
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": ["Small", "small"]}"#)
                == ["$.options[1] duplicate-option-label"])
        // An option in the prompt row's words would read as nothing chosen while it answers (axr18 #9).
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": ["Select…", "Small"]}"#)
                == ["$.options[0] option-reads-as-prompt"])
        #expect(
            Self.errors(
                #"{"label": "Größe", "type": "choice", "options": [{"value": "x", "label": "- Bitte auswählen -"}, "Klein"]}"#
            ) == ["$.options[0].label option-reads-as-prompt"])
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": ["Selected items", "Choose later"]}"#) == [])
        // The same string twice is one mistake at one place: the value's error says it.
        guard
            case .failure(let twice) = Self.read(#"{"label": "Size", "type": "choice", "options": ["Small", "Small"]}"#)
        else {
            Issue.record("a repeated option was taken")
            return
        }
        #expect(twice.diagnostics.map { "\($0.location) \($0.code)" } == ["$.options[1] duplicate-option-value"])
        // A refused item before a duplicate does not shift the place named.
        #expect(
            Self.errors(#"{"label": "Size", "type": "choice", "options": [" ", "S", {"value": "S", "label": "Big"}]}"#)
                == ["$.options[0] empty-option-label", "$.options[2].value duplicate-option-value"])
        // Anything else is refused, naming both forms.
        guard case .failure(let errors) = Self.read(#"{"label": "Size", "type": "choice", "options": ["Small", 2]}"#)
        else {
            Issue.record("a number was taken as an option")
            return
        }
        #expect(errors.diagnostics.map { "\($0.location) \($0.code)" } == ["$.options[1] wrong-type"])
        #expect(errors.diagnostics.first?.message == "an option must be a string or an object, not a number")
        // The generated picker tags each option with the stored value.
        let code = try Generator.field(
            Self.read(
                #"{"label": "Size", "type": "choice", "validation": {"required": true}, "options": ["Small", "Large"]}"#
            )
            .get(), input: "test"
        ).code
        #expect(code.contains(#".tag(Optional("Small"))"#) && code.contains(#".tag(Optional("Large"))"#), "\(code)")
    }

    @Test func theStyleRefusalNamesThePlatformAndItsStyles() throws {
        let result = Self.read(
            #"{"label": "Size", "type": "choice", "style": "radio-group", "options": \#(Self.three)}"#)
        guard case .failure(let errors) = result else {
            Issue.record("accepted")
            return
        }
        let error = try #require(errors.diagnostics.first)
        #expect(error.message.contains("does not exist on iOS"))
        #expect(
            error.suggestion?.contains("segmented") == true && error.suggestion?.contains("navigation-link") == true)
    }

    @Test func aTextTypeWithOptionsBecomesAPickerWithAWarning() throws {
        let spec = try Self.read(#"{"label": "Country", "type": "country-name", "options": \#(Self.three)}"#).get()
        #expect(spec.type == .choice && spec.fixedSetFrom == .countryName)
        let plan = try Inference.plan(spec)
        #expect(plan.control == .picker)
        let warning = try #require(plan.warnings.first { $0.code == "text-type-becomes-choice" })
        #expect(warning.location == "$.type" && warning.message.contains("select.menu"))
        #expect(!plan.warnings.contains { $0.code == "label-names-other-type" })
    }

    /// The style rows: the option count and the platforms choose, each with its rule.
    @Test(arguments: [
        (3, [Platform.ios], 17, ChoiceStyleKind.segmented, RuleID.selectSegmented),
        (3, [.macos], 14, .radioGroup, .choiceMacRadioGroup),
        (3, [.ios, .macos], 17, .segmented, .selectSegmented),
        (8, [.ios], 17, .menu, .selectMenu),
        (13, [.ios], 17, .navigationLink, .choiceLongList),
        (13, [.ios], 15, .menu, .selectMenu),
        (13, [.ios, .macos], 17, .menu, .selectMenu),
        (8, [.macos], 14, .menu, .selectMenu),
    ])
    func styleInference(count: Int, platforms: [Platform], minimum: Int, style: ChoiceStyleKind, rule: RuleID) throws {
        var spec = FieldSpec(label: "Option", type: .choice)
        spec.options = (0..<count).map { ChoiceOption(value: "v\($0)", label: "Label \($0)") }
        spec.validation.required = true
        spec.deployment = Deployment(
            platforms: platforms, minimums: Dictionary(uniqueKeysWithValues: platforms.map { ($0, OSVersion(minimum)) })
        )
        let plan = try Inference.plan(spec)
        #expect(plan.choice?.style == style)
        let decision = try #require(plan.decisions.first { $0.aspect == "picker-style" })
        #expect(decision.choice == style.rawValue && decision.rules.contains(rule))
    }

    /// An optional choice can go back to no answer: a few options become a menu whose "Select…"
    /// row takes the answer back, not segments or radio buttons, which cannot be unset.
    @Test func anOptionalChoiceOfAFewIsAMenuThatCanBeCleared() throws {
        for platforms in [[Platform.ios], [.macos], [.ios, .macos]] {
            var spec = FieldSpec(label: "Size", type: .choice)
            spec.options = [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "l", label: "Large")]
            spec.deployment = Deployment(platforms: platforms)
            let plan = try Inference.plan(spec)
            #expect(plan.choice?.style == .menu, "\(platforms)")
            let decision = try #require(plan.decisions.first { $0.aspect == "picker-style" })
            #expect(
                decision.reason.contains("takes an answer back") && decision.rules.contains(.choiceNoSelectionPrompt))
            spec.validation.required = true
            #expect(try Inference.plan(spec).choice?.style != .menu, "\(platforms): required")
        }
    }

    @Test func longLabelsAreNotSegments() throws {
        var spec = FieldSpec(label: "Plan", type: .choice)
        spec.options = [
            ChoiceOption(value: "a", label: "Basic monthly plan"), ChoiceOption(value: "b", label: "Pro"),
        ]
        #expect(try Inference.plan(spec).choice?.style == .menu)
    }

    /// Segments share a row equally: five labels of up to ten characters (each under the 12-character
    /// limit) would truncate on an iPhone, so they become a menu; three short ones, or icons, fit.
    @Test func segmentsAreInferredOnlyWhenTheyFitOneRow() throws {
        func style(_ labels: [String], images: Bool = false, given: ChoiceStyleKind? = nil) throws -> FieldPlan {
            var spec = FieldSpec(label: "Billing", type: .choice)
            spec.options = labels.enumerated().map {
                ChoiceOption(value: "v\($0.offset)", label: $0.element, image: images ? "circle" : nil)
            }
            spec.validation.required = true
            spec.choiceStyle = given
            return try Inference.plan(spec)
        }
        let billing = ["Monthly", "Quarterly", "Annually", "Biennially", "Lifetime"]
        #expect(try style(billing).choice?.style == .menu)
        #expect(try style(billing, images: true).choice?.style == .segmented)
        #expect(try style(["Small", "Medium", "Large"]).choice?.style == .segmented)
        #expect(try style(["Daily", "Weekly", "Monthly", "Yearly"]).choice?.style == .segmented)  // 4 x 7 = 28
        #expect(try style(["Daily", "Weekly", "Monthly", "Quarterly"]).choice?.style == .menu)  // 4 x 9 = 36
        #expect(ChoicePlanner.segmentsFit(count: 2, widest: 12) && !ChoicePlanner.segmentsFit(count: 2, widest: 13))
        #expect(ChoicePlanner.segmentsFit(count: 5, widest: 6) && !ChoicePlanner.segmentsFit(count: 5, widest: 7))

        // Asked for by name, the style stays, with a warning that says why it truncates.
        let given = try style(billing, given: .segmented)
        #expect(given.choice?.style == .segmented)
        let warning = try #require(given.warnings.first { $0.code == "segments-too-wide" })
        #expect(warning.location == "$.style" && warning.message.contains("5 segments of up to 10 characters"))
        #expect(try style(["Small", "Medium", "Large"], given: .segmented).warnings.isEmpty)

        // Full-width letters take about two Latin widths: five Japanese labels of six characters are 60.
        #expect(try style(["小さいサイズ", "普通サイズ", "大きいサイズ", "特大サイズ", "超特大サイズ"]).choice?.style == .menu)
        #expect(try style(["小", "中", "大"]).choice?.style == .segmented)
        #expect(ChoicePlanner.width("サイズ") == 6 && ChoicePlanner.width("Size") == 4)
        // One label over the segment limit is said as that, not as a row over its budget.
        let long = try style(["Abcdefghijklm", "B"], given: .segmented)
        #expect(long.warnings.first { $0.code == "segments-too-wide" }?.message.contains("longer than the 12") == true)
    }

    /// A Mac's segments size to their labels: the iPhone's row budget is not said for a Mac-only picker.
    @Test func theRowBudgetIsAnIPhones() throws {
        var spec = FieldSpec(label: "Billing", type: .choice)
        spec.options = ["Monthly", "Quarterly", "Annually", "Biennially"].enumerated().map {
            ChoiceOption(value: "v\($0.offset)", label: $0.element)
        }
        spec.choiceStyle = .segmented
        spec.deployment = Deployment(platforms: [.macos])
        #expect(!(try Inference.plan(spec)).warnings.contains { $0.code == "segments-too-wide" })
    }

    @Test func menusAnnounceAndOnScreenStylesTakeFocus() throws {
        for style in ChoiceStyleKind.allCases {
            var spec = FieldSpec(label: "Size", type: .choice)
            spec.options = [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium")]
            spec.choiceStyle = style
            spec.validation.required = true
            spec.deployment = Deployment(platforms: style == .radioGroup ? [.macos] : [.ios])
            let plan = try Inference.plan(spec)
            let focus = try #require(plan.decisions.first { $0.aspect == "focus-on-error" })
            #expect(plan.errorMovesFocus == ChoicePlanner.movesFocus(style, spec.deployment))
            #expect((focus.choice == "@AccessibilityFocusState") == plan.errorMovesFocus, "\(style)")
            if !plan.errorMovesFocus, style != .segmented {
                #expect(focus.rules.contains(.noFocusFromDatePicker), "\(style): card 004")
            }
        }
        let iOS = Deployment(platforms: [.ios])
        #expect(!ChoicePlanner.movesFocus(.menu, iOS) && ChoicePlanner.movesFocus(.inline, iOS))
        // Segments named as one container (iOS) announce the problem; on the Mac alone they take focus.
        #expect(!ChoicePlanner.movesFocus(.segmented, iOS))
        #expect(!ChoicePlanner.movesFocus(.segmented, Deployment(platforms: [.ios, .macos])))
        #expect(ChoicePlanner.movesFocus(.segmented, Deployment(platforms: [.macos])))
    }

    /// VoiceOver reads a segmented picker's segments as buttons of their own and never its title
    /// (the audit of the generated code found the name, "required" and the error spoken nowhere):
    /// the segments are one container named by the title's words, and a failed submit announces
    /// the problem with that name.
    @Test func segmentsAreOneContainerNamedByTheTitle() throws {
        for (required, platforms) in [(true, [Platform.ios]), (false, [.ios]), (true, [.ios, .macos])] {
            var spec = FieldSpec(label: "Delivery speed", type: .choice)
            spec.options = [ChoiceOption(value: "s", label: "Standard"), ChoiceOption(value: "x", label: "Express")]
            spec.choiceStyle = .segmented
            spec.validation.required = required
            spec.deployment = Deployment(platforms: platforms)
            let result = try Generator.field(spec, input: "test")
            let lines = result.code.split(separator: "\n").map { $0.trimmed() }
            let title = required ? "deliverySpeedName" : "deliverySpeedLabel"
            let picker = try #require(
                lines.firstIndex { $0.hasPrefix("Picker(\(title), selection:") }, "\(result.code)")
            let container = try #require(lines.firstIndex(of: ".accessibilityElement(children: .contain)"))
            #expect(container > picker && lines[container + 1] == ".accessibilityLabel(\(title))", "\(result.code)")
            #expect(!result.code.contains(".accessibilityFocused("))
            if required { #expect(result.code.contains("let announcement = deliverySpeedName")) }
            #expect(result.plan.verify.contains { $0.hasPrefix("Moving VoiceOver onto the segments") })
        }
        // On the Mac alone the title is the label at the leading edge, read there: no container.
        var mac = FieldSpec(label: "Delivery speed", type: .choice)
        mac.options = [ChoiceOption(value: "s", label: "Standard"), ChoiceOption(value: "x", label: "Express")]
        mac.choiceStyle = .segmented
        mac.deployment = Deployment(platforms: [.macos])
        #expect(!(try Generator.field(mac, input: "test")).code.contains(".accessibilityElement("))
    }

    /// A hint on segments or on their group is not read: the hint's Text is, after them (the review).
    @Test func theHintOfSegmentsIsATextVoiceOverReads() throws {
        var spec = FieldSpec(label: "Delivery speed", type: .choice)
        spec.options = [ChoiceOption(value: "s", label: "Standard"), ChoiceOption(value: "x", label: "Express")]
        spec.choiceStyle = .segmented
        spec.hint = "Express arrives in two days."
        let code = try Generator.field(spec, input: "test").code
        #expect(!code.contains(".accessibilityHint("), "\(code)")
        #expect(code.contains("Text(deliverySpeedHint)\n        .font(.footnote)\n}"), "\(code)")
        spec.choiceStyle = .menu
        #expect(try Generator.field(spec, input: "test").code.contains(".accessibilityHint(deliverySpeedHint)"))
    }

    @Test func theCommandLineBuildsTheSameSpec() throws {
        let arguments = try Arguments.parse(
            [
                "--type", "select", "--label", "Size", "--option", "s=Small", "--option", "m=Medium = M", "--style",
                "menu",
            ],
            options: FieldCommand.options)
        let json = try FieldCommand.specJSON(from: arguments)
        var sink = DiagnosticSink()
        let spec = try #require(SpecReader(locate: FieldCommand.flag(for:)).readField(json, at: "$", into: &sink))
        #expect(!sink.hasErrors)
        #expect(spec.type == .choice && spec.choiceStyle == .menu)
        #expect(
            spec.options == [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium = M")])
        #expect(FieldCommand.flag(for: "$.options[1].label") == "--option")
        // A label alone stores itself, as a string does in a spec's list; an empty one is refused.
        let shorthand = try FieldCommand.specJSON(
            from: Arguments.parse(
                ["--type", "choice", "--label", "Size", "--option", "Small", "--option", "l=Large"],
                options: FieldCommand.options))
        var shorthandSink = DiagnosticSink()
        let read = SpecReader(locate: FieldCommand.flag(for:)).readField(shorthand, at: "$", into: &shorthandSink)
        #expect(!shorthandSink.hasErrors)
        #expect(
            read?.options == [ChoiceOption(value: "Small", label: "Small"), ChoiceOption(value: "l", label: "Large")])
        let empty = try FieldCommand.specJSON(
            from: Arguments.parse(
                ["--type", "choice", "--label", "Size", "--option", " ", "--option", "Large"],
                options: FieldCommand.options))
        var emptySink = DiagnosticSink()
        _ = SpecReader(locate: FieldCommand.flag(for:)).readField(empty, at: "$", into: &emptySink)
        #expect(emptySink.errors.map(\.code) == ["empty-option-label"])
        #expect(emptySink.errors.map(\.location) == ["--option"])
        #expect(FieldCommand.flag(for: "$.optionsEnum.type") == "--options-enum")
    }

    @Test func choicesInAFormAreFieldsButNotInTheReturnChain() throws {
        var name = FieldSpec(label: "Full name", type: .name)
        name.validation.required = true
        var speed = FieldSpec(label: "Delivery speed", type: .choice)
        speed.options = [ChoiceOption(value: "std", label: "Standard"), ChoiceOption(value: "exp", label: "Express")]
        speed.validation.required = true
        var country = FieldSpec(label: "Country", type: .choice)
        country.options = [
            ChoiceOption(value: "US", label: "United States"), ChoiceOption(value: "CA", label: "Canada"),
        ]
        country.choiceStyle = .menu
        country.validation.required = true
        let spec = FormSpec(
            name: "ShippingForm", title: "Shipping", fields: [name, speed, country], submitLabel: "Continue",
            successMessage: "Saved.", container: .form, deployment: Deployment(platforms: [.ios]), locale: nil)
        let result = try Generator.form(spec, input: "test")
        #expect(FormAudit.audit(result) == [])
        #expect(result.code.contains("case deliverySpeed") && result.code.contains("case country"))
        // The name field ends the Return chain; the pickers after it are reached with the keyboard hidden.
        #expect(
            result.code.contains(".onSubmit { dismissKeyboard() }"), "Return hides the keyboard before the pickers")
        // With the pickers first, the name field is the last control, and Return submits.
        let last = FormSpec(
            name: "ShippingForm", title: "Shipping", fields: [speed, country, name], submitLabel: "Continue",
            successMessage: "Saved.", container: .form, deployment: Deployment(platforms: [.ios]), locale: nil)
        let lastResult = try Generator.form(last, input: "test")
        #expect(FormAudit.audit(lastResult) == [])
        #expect(lastResult.code.contains(".onSubmit { submit() }") && !lastResult.fields[2].slot.returnHidesKeyboard)
        // Segments named as one container are announced too, with keyboard focus moved to them.
        // Keyboard focus moves once the row, scrolled into view, is built.
        #expect(
            result.code.contains(
                "scrollTarget = .deliverySpeed\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                focusedField = .deliverySpeed\n            }\n            announce(deliverySpeedName)"
            ))
        // A menu takes no VoiceOver focus back (card 004), so its problem is announced; keyboard focus
        // still goes to it (Full Keyboard Access, the Mac's keyboard navigation).
        #expect(
            result.code.contains(
                "scrollTarget = .country\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {\n                focusedField = .country\n            }\n            announce(countryName)"
            ))
        #expect(result.code.contains(".focused($focusedField, equals: .country)"))
        #expect(!result.code.contains(".accessibilityFocused($accessibilityFocus, equals: .country)"))
        #expect(result.code.contains("var deliverySpeed: String\n"))
        #expect(!result.code.contains(".accessibilityFocused($accessibilityFocus, equals: .deliverySpeed)"))
        #expect(
            result.code.contains(
                ".accessibilityElement(children: .contain)\n                    .accessibilityLabel(deliverySpeedName)")
        )
        #expect(result.code.contains(".focused($focusedField, equals: .deliverySpeed)"))
        let problems = try CompileHarness.checkForms([("shipping form", result)])
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }

    /// A style the spec names that the inference would not choose gets a warning saying what it costs
    /// people: an optional answer that cannot be taken back, a wheel's text that does not scale, and an
    /// automatic picker that is not a menu before iOS 16.
    @Test func givenStylesWarnWhatTheyCost() throws {
        func warnings(_ json: String) throws -> (codes: [String], verify: [String]) {
            let plan = try Inference.plan(Self.read(json).get())
            return (plan.warnings.map(\.code), plan.verify)
        }
        let options = #""options": ["Small", "Medium", "Large"]"#
        for (style, platforms) in [
            ("segmented", #"["ios"]"#), ("radio-group", #"["macos"]"#), ("inline", #"["macos"]"#),
        ] {
            let optional = try warnings(
                #"{"label": "Size", "type": "choice", "style": "\#(style)", "platforms": \#(platforms), \#(options)}"#)
            #expect(optional.codes == ["optional-choice-cannot-clear"], "\(style)")
            let required = try warnings(
                #"{"label": "Size", "type": "choice", "style": "\#(style)", "platforms": \#(platforms), "validation": {"required": true}, \#(options)}"#
            )
            #expect(required.codes.isEmpty, "\(style), required")
        }
        // Inferred, an optional choice of a few is a menu, with its "Select…" row: nothing to warn about.
        #expect(try warnings(#"{"label": "Size", "type": "choice", \#(options)}"#).codes.isEmpty)
        // A wheel, and an inline picker where iOS draws it as one.
        for style in ["wheel", "inline"] {
            let wheel = try warnings(
                #"{"label": "Size", "type": "choice", "style": "\#(style)", "validation": {"required": true}, \#(options)}"#
            )
            #expect(wheel.codes == ["wheel-picker-not-scaled"], "\(style)")
            #expect(wheel.verify.contains { $0.hasPrefix("Wheel pickers do not scale with Dynamic Type") }, "\(style)")
            #expect(!wheel.verify.contains { $0.contains("stay readable, unclipped") }, "\(style)")
        }
        // Automatic is a menu from iOS 16, and a pop-up button on the Mac.
        func automatic(_ deployment: String) throws -> [String] {
            try warnings(
                #"{"label": "Size", "type": "choice", "style": "automatic", \#(deployment), "validation": {"required": true}, \#(options)}"#
            ).codes
        }
        #expect(try automatic(#""minimumOS": {"ios": "15"}"#) == ["automatic-picker-before-ios-16"])
        #expect(try automatic(#""minimumOS": {"ios": "16"}"#).isEmpty)
        #expect(try automatic(#""platforms": ["macos"], "minimumOS": {"macos": "12"}"#).isEmpty)
    }

    /// On the Mac a control's label sits at its leading edge, a Form's label column (card 001): a
    /// Mac-only form's pickers and steppers are rows of the Form, as its text fields and date pickers are.
    @Test func macPickersAndSteppersPutTheirLabelInTheLabelColumn() throws {
        var size = FieldSpec(label: "Size", type: .choice)
        size.options = [ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "l", label: "Large")]
        size.validation.required = true
        var quantity = FieldSpec(label: "Quantity", type: .stepper)
        quantity.max = 9
        let email = FieldSpec(label: "Email", type: .email)
        for platforms: [Platform] in [[.macos], [.ios, .macos]] {
            let spec = FormSpec(
                name: "OrderForm", title: "Order", fields: [email, size, quantity], submitLabel: "Order",
                successMessage: "Ordered.", container: .form, deployment: Deployment(platforms: platforms),
                locale: nil)
            let result = try Generator.form(spec, input: "test")
            #expect(FormAudit.audit(result) == [], "\(platforms)")
            let picker = result.fields[1].rendered.view
            let stepper = result.fields[2].rendered.view
            if platforms == [.macos] {
                #expect(picker.hasPrefix("Group {\n    Picker(sizeVisibleLabel, selection: $size) {"), "\(picker)")
                #expect(!picker.contains(".labelsHidden()") && picker.contains(".accessibilityLabel(sizeName)"))
                #expect(stepper.hasPrefix("Group {\n    Stepper("), "\(stepper)")
            } else {
                #expect(picker.hasPrefix("VStack(alignment: .leading, spacing: 4) {\n    Text(sizeVisibleLabel)"))
                #expect(picker.contains("Picker(sizeName, selection: $size) {") && picker.contains(".labelsHidden()"))
                #expect(stepper.hasPrefix("VStack(alignment: .leading, spacing: 4) {\n    Stepper("))
            }
        }
    }

    @Test func aFormWhoseOnlyFocusTargetIsAPickerCompiles() throws {
        var speed = FieldSpec(label: "Delivery speed", type: .choice)
        speed.options = [ChoiceOption(value: "std", label: "Standard"), ChoiceOption(value: "exp", label: "Express")]
        speed.validation.required = true
        let spec = FormSpec(
            name: "SpeedForm", title: "Speed", fields: [speed], submitLabel: "Continue", successMessage: "Saved.",
            container: .stack, deployment: Deployment(platforms: [.ios, .macos]), locale: nil)
        let result = try Generator.form(spec, input: "test")
        // Keyboard focus follows VoiceOver's to the picker on a failed submit (Full Keyboard Access, the
        // Mac's keyboard navigation); before, `focus(.deliverySpeed, …)` took it from everything.
        #expect(result.code.contains("@FocusState private var focusedField: Field?"))
        #expect(result.code.contains(".focused($focusedField, equals: .deliverySpeed)"))
        #expect(FormAudit.audit(result) == [])
        let problems = try CompileHarness.checkForms([("speed form", result)])
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }

    /// A form over enums of the app's own says in its header what it needs (each enum once, `Sendable`
    /// because `Submission` carries its value, and the NavigationStack a navigation-link picker pushes
    /// onto), and the file compiles in both language modes with enums declared as those lines say,
    /// `public` ones included (which, unlike internal enums, are not `Sendable` unless they say so).
    @Test func aFormOverYourEnumsSaysWhatItNeedsAndCompiles() throws {
        var size = FieldSpec(label: "Shirt size", type: .choice)
        size.optionsEnum = ChoiceEnum(type: "ShirtSize")
        size.validation.required = true
        var spare = FieldSpec(label: "Spare size", type: .choice)
        spare.optionsEnum = ChoiceEnum(type: "ShirtSize")
        var color = FieldSpec(label: "Color", type: .choice)
        color.optionsEnum = ChoiceEnum(type: "ShirtColor", label: .description)
        color.choiceStyle = .navigationLink
        color.validation.required = true
        // A third field reads ShirtSize by its description: still one line, conforming both ways.
        var printed = FieldSpec(label: "Printed size", type: .choice)
        printed.optionsEnum = ChoiceEnum(type: "ShirtSize", label: .description)
        let spec = FormSpec(
            name: "ShirtForm", title: "Shirt", fields: [size, spare, color, printed], submitLabel: "Order",
            successMessage: "Ordered.", container: .form,
            deployment: Deployment(platforms: [.ios], minimums: [.ios: OSVersion(16)]), locale: nil)
        let result = try Generator.form(spec, input: "test")
        let needs = result.code.split(separator: "\n").filter { $0.hasPrefix("// Needs: ") }
        #expect(
            needs == [
                "// Needs: your `enum ShirtSize: String, CaseIterable, Hashable, CustomStringConvertible, Sendable`, whose cases are the options (`Submission` carries one)",
                "// Needs: a NavigationStack around the view: the navigation-link picker pushes its list onto it",
                "// Needs: your `enum ShirtColor: CaseIterable, Hashable, CustomStringConvertible, Sendable`, whose cases are the options (`Submission` carries one)",
            ])
        #expect(result.code.contains("        var shirtSize: ShirtSize\n        var spareSize: ShirtSize?\n"))
        #expect(FormAudit.audit(result) == [])
        // The preview gives the navigation-link picker the NavigationStack the header asks the app for.
        #expect(
            result.code.hasSuffix(
                "static var previews: some View {\n        NavigationStack {\n            ShirtForm()\n        }\n    }\n}\n"
            ))
        // The harness declares the enums as those lines ask for them, public, after the file.
        #expect(CompileHarness.neededEnums(result.code).count == 2)
        let problems = try CompileHarness.checkForms([("shirt form, your enums", result)])
        #expect(problems.isEmpty, "\(problems.first ?? "")")
        // The snippet, which has no Submission, asks for no more than Picker does.
        let snippet = try Generator.field(size, input: "test")
        #expect(
            snippet.code.contains("// Needs: your `enum ShirtSize: String, CaseIterable, Hashable`, whose cases are"))
    }

    /// Two forms of one app that read the same enum differently (one by raw value, one by description)
    /// ask for one declaration with both conformances; the harness type-checks them in one batch as an
    /// app would compile them, with one such declaration (the long fuzz found a batch that declared it twice).
    @Test func twoFormsReadingOneEnumTwoWaysCompileTogether() throws {
        func form(_ name: String, _ label: ChoiceEnumLabel) throws -> FormResult {
            var size = FieldSpec(label: "Size", type: .choice)
            size.optionsEnum = ChoiceEnum(type: "SharedSize", label: label)
            let spec = FormSpec(
                name: name, title: name, fields: [size], submitLabel: "Save", successMessage: "Saved.",
                container: .form, deployment: Deployment(platforms: [.ios], minimums: [.ios: OSVersion(17)]),
                locale: nil)
            return try Generator.form(spec, input: "test")
        }
        let byValue = try form("ByValueForm", .rawValue)
        let byDescription = try form("ByDescriptionForm", .description)
        let merged = CompileHarness.mergingEnums(
            CompileHarness.neededEnums(byValue.code) + CompileHarness.neededEnums(byDescription.code))
        #expect(merged.count == 1 && merged[0].contains("enum SharedSize: String, CaseIterable, Hashable, "))
        #expect(merged.first?.contains("CustomStringConvertible") == true)
        let problems = try CompileHarness.checkForms([("by value", byValue), ("by description", byDescription)])
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }
}
