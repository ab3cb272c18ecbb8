import Foundation
import Testing

@testable import A11yGenCore

/// Toggles and steppers (issue 13): located errors for options that do not fit, the naming and
/// value contract in the output, and audits proven able to fail, rule by rule.
@Suite struct SwitchFamilyTests {
    static func render(_ spec: FieldSpec) throws -> (FieldPlan, RenderedField) {
        let plan = try Inference.plan(spec)
        return (plan, Renderer().render(plan))
    }

    static let consent = TestSupport.spec(.toggle, "I agree to the terms") {
        $0.name = "acceptsTerms"
        $0.validation.required = true
        $0.messages.required = "You must accept the terms to continue."
    }
    static let plainToggle = TestSupport.spec(.toggle, "Send me the newsletter") { $0.name = "newsletter" }
    static let quantity = TestSupport.spec(.stepper, "Quantity") {
        $0.min = 1
        $0.max = 10
        $0.step = 2
        $0.unit = "item/items"
    }

    /// On the Mac a toggle is a checkbox, and its required message asks to check it; on iOS it is a
    /// switch to turn on. A field for both says each platform's words, under `#if os(macOS)`.
    @Test(arguments: [
        ([Platform.macos], "en_US", "Check this box to continue.", nil),
        ([.ios], "en_US", "Turn this on to continue.", nil),
        ([.ios, .macos], "en_US", "Turn this on to continue.", "Check this box to continue."),
        ([.macos], "ja_JP", "続行するにはチェックを入れてください。", nil),
        ([.ios, .macos], "de_DE", "Bitte aktivieren, um fortzufahren.", "Bitte ankreuzen, um fortzufahren."),
    ])
    func aRequiredToggleSaysWhatItIs(platforms: [Platform], locale: String, message: String, mac: String?) throws {
        let spec = TestSupport.spec(.toggle, "I agree to the terms") {
            $0.name = "agree"
            $0.locale = locale
            $0.validation.required = true
            $0.deployment = Deployment(platforms: platforms)
        }
        let plan = try Inference.plan(spec)
        #expect(plan.checks.first?.message == message)
        #expect(plan.checks.first?.macMessage == mac)
        let code = try TestSupport.generate(spec).code
        if let mac {
            let branches = try #require(code.range(of: "#if os(macOS)"))
            let tail = code[branches.lowerBound...]
            let otherwise = try #require(tail.range(of: "#else"))
            #expect(tail[..<otherwise.lowerBound].contains(SwiftLiteral.string(mac)))
            #expect(tail[otherwise.upperBound...].prefix(400).contains(SwiftLiteral.string(message)))
        } else {
            #expect(!code.contains("#if os(macOS)"))
            #expect(code.contains(SwiftLiteral.string(message)))
        }
        // The spec's own message is the one message on both.
        var own = spec
        own.messages.required = "Please agree to continue."
        #expect(
            try Inference.plan(own).checks.first.map { [$0.message, $0.macMessage] } == [
                "Please agree to continue.", nil,
            ])
    }

    /// The verify list and the decision log quote what VoiceOver speaks with the error joined as the
    /// code joins it: "、" in Japanese, ", " in English.
    @Test func theSpokenErrorIsQuotedWithTheLanguagesJoiner() throws {
        for (locale, label, joined) in [
            ("ja_JP", "利用規約に同意します", "利用規約に同意します、必須、<error>"), ("en_US", "I agree", "I agree, required, <error>"),
        ] {
            let plan = try Inference.plan(
                TestSupport.spec(.toggle, label) {
                    $0.locale = locale
                    $0.validation.required = true
                })
            #expect(plan.verify.contains { $0.contains("speaking \"\(joined)\"") }, "\(plan.verify)")
            #expect(plan.decisions.contains { $0.reason.contains("\"\(joined)\"") })
        }
    }

    /// A counter in Chinese characters, kana or Hangul is written against its number ("3個"); other
    /// units after a space ("3 kg"), in the code people see and hear as in the verify list's words.
    @Test func aCounterInJapaneseIsWrittenAgainstItsNumber() throws {
        let counted = try TestSupport.generate(
            TestSupport.spec(.stepper, "数量") {
                $0.name = "count"
                $0.locale = "ja_JP"
                $0.max = 9
                $0.unit = "個"
            })
        #expect(counted.code.contains(#""\#\(count)個""#), "\(counted.code)")
        #expect(counted.plan.stepper?.spoken(3) == "3個")
        let (plan, field) = try Self.render(counted.plan.spec)
        #expect(FieldAudit.audit(plan, field) == [], "the audit reads the same words")
        let weighed = try TestSupport.generate(
            TestSupport.spec(.stepper, "Weight") {
                $0.name = "weight"
                $0.max = 9
                $0.unit = "kg"
            })
        #expect(weighed.code.contains(#""\#\(weight) kg""#))
        #expect(StepperPlan.separator(before: "개") == "" && StepperPlan.separator(before: "items") == " ")
    }

    /// axr20 #6: an English counted noun in one form ("item") reads "5 item"; its two forms, a plural
    /// given alone, an abbreviation and every other language's unit are left alone (rev49).
    @Test func aCountedNounInOneFormIsSaid() throws {
        func warnings(_ unit: String, _ locale: String? = nil) throws -> [String] {
            try Inference.plan(
                TestSupport.spec(.stepper, "Quantity") {
                    $0.min = 1
                    $0.max = 10
                    $0.unit = unit
                    $0.locale = locale
                }
            ).warnings.filter { $0.code == "unit-without-plural" }.map { $0.message + "; " + ($0.suggestion ?? "") }
        }
        let item = try warnings("item")
        #expect(item.count == 1 && item[0].contains(#"("5 item")"#) && item[0].contains(#""item/items""#), "\(item)")
        #expect(try warnings("bottle").count == 1)
        for quiet in [
            ("item/items", nil), ("kg", nil), ("°C", nil), ("items", nil), ("people", nil), ("psi", nil), ("tsp", nil),
            ("fps", nil), ("Stück", "de_DE"), ("Flasche", "de_DE"), ("Liter", "de_DE"), ("個", "ja_JP"), ("min", nil),
        ] {
            #expect(try warnings(quiet.0, quiet.1).isEmpty, "\(quiet)")
        }
    }

    /// axr18 #5: a step that does not divide the range, and a range of more steps than anyone can
    /// take one by one, are said with what to change; the code is still generated.
    @Test func stepsOffTheRangeAndTooManyStepsAreSaid() throws {
        func warnings(_ min: Int, _ max: Int, _ step: Int?) throws -> [Diagnostic] {
            try Inference.plan(
                TestSupport.spec(.stepper, "Guests") {
                    $0.min = min
                    $0.max = max
                    $0.step = step
                }
            ).warnings
        }
        let off = try #require(try warnings(1, 10, 4).first { $0.code == "step-does-not-divide-range" })
        #expect(off.location == "$.step")
        #expect(off.message.contains("reaches 9, then stops at 10") && off.message.contains("gives 6"), "\(off)")
        #expect(off.suggestion?.contains("make max 9 or 13") == true, "\(off)")
        let wide = try #require(try warnings(0, 1_000_000, nil).first { $0.code == "stepper-too-many-steps" })
        #expect(wide.location == "$.max" && wide.message.contains("1000000 steps"), "\(wide)")
        #expect(try warnings(0, 1_000_000, 10_000).isEmpty, "100 steps of 10,000")
        #expect(try warnings(1, 10, 3).isEmpty && warnings(0, 100, 1).isEmpty)
        #expect(try warnings(0, 101, 1).map(\.code) == ["stepper-too-many-steps"])
        // 0 to 201 by 2 is 101 presses, the last a part step (rev47).
        #expect(try warnings(0, 201, 2).map(\.code).contains("stepper-too-many-steps"))
    }

    // MARK: Spec and flags

    /// Each bad combination is refused at its flag, with its code, and nothing is printed.
    @Test(arguments: [
        (["--type", "stepper", "--label", "Quantity", "--min", "5", "--max", "1"], "--min", "empty-stepper-range"),
        (["--type", "stepper", "--label", "Quantity", "--max", "5", "--step", "0"], "--step", "invalid-step"),
        (
            ["--type", "stepper", "--label", "Quantity", "--min", "1", "--max", "3", "--step", "5"], "--step",
            "step-larger-than-range"
        ),
        (["--type", "stepper", "--label", "Quantity", "--max", "2.5"], "--max", "non-integer-stepper-value"),
        (["--type", "stepper", "--label", "Quantity"], "--max", "missing-stepper-max"),
        (["--type", "stepper", "--label", "Quantity", "--max", "9", "--unit", " "], "--unit", "empty-unit"),
        (["--type", "stepper", "--label", "Quantity", "--max", "9", "--unit", "a/b/c"], "--unit", "invalid-unit"),
        (
            ["--type", "stepper", "--label", "Quantity", "--max", "9", "--required"], "--required",
            "validation-not-for-type"
        ),
        (["--type", "toggle", "--label", "Terms", "--min-length", "3"], "--min-length", "validation-not-for-type"),
        (["--type", "toggle", "--label", "Terms", "--placeholder", "x"], "--placeholder", "option-not-for-type"),
        (["--type", "toggle", "--label", "Terms", "--unit", "kg"], "--unit", "stepper-option-not-for-type"),
        (["--type", "text", "--label", "Name", "--step", "2"], "--step", "stepper-option-not-for-type"),
    ])
    func badOptionsAreLocated(arguments: [String], flag: String, code: String) throws {
        let run = try CLITests.run(["field"] + arguments)
        #expect(run.status == 1, "\(arguments)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\(flag): error: ") && run.stderr.contains("[\(code)]"), "\(run.stderr)")
    }

    @Test func jsonKeysAreReadAndCheckedAtTheirPaths() throws {
        let good = #"{"label": "Quantity", "type": "stepper", "min": 1, "max": 10, "step": 3, "unit": "item/items"}"#
        let spec = try SpecReader().readField(data: Array(good.utf8)).get()
        #expect(spec.min == 1 && spec.max == 10 && spec.step == 3 && spec.unit == "item/items")
        let bad = #"{"label": "Quantity", "type": "stepper", "min": 4, "max": 2, "step": -1}"#
        guard case .failure(let errors) = SpecReader().readField(data: Array(bad.utf8)) else {
            Issue.record("a stepper with min > max was accepted")
            return
        }
        #expect(errors.diagnostics.map(\.location).contains("$.min"))
        #expect(errors.diagnostics.map(\.location).contains("$.step"))
    }

    /// The MCP review: `"type": "decimal", "min": 0.5` was told a stepper counts in whole numbers and
    /// to "use type decimal", which it did; an agent following the advice went round in circles. The
    /// key is what is wrong on a typed number, and its range is `validation.minimum`.
    @Test func aStepperKeyOnATypedNumberPointsToItsValidation() throws {
        for (type, value) in [("decimal", "0.5"), ("integer", "3"), ("currency", "1.25")] {
            let text = #"{"label": "Amount", "type": "\#(type)", "min": \#(value)}"#
            guard case .failure(let errors) = SpecReader().readField(data: Array(text.utf8)) else {
                Issue.record("\(type) with min was accepted")
                continue
            }
            let found = errors.diagnostics.first { $0.location == "$.min" }
            #expect(found?.code == "stepper-option-not-for-type", "\(type): \(errors.diagnostics)")
            #expect(
                found?.suggestion?.hasPrefix("use validation.minimum") == true, "\(type): \(found?.suggestion ?? "")")
        }
        let stepper = #"{"label": "Guests", "type": "stepper", "min": 0.5, "max": 4}"#
        guard case .failure(let errors) = SpecReader().readField(data: Array(stepper.utf8)) else {
            Issue.record("a stepper with min 0.5 was accepted")
            return
        }
        #expect(errors.diagnostics.map(\.code) == ["non-integer-stepper-value"])
    }

    @Test func stepperFlagsWriteTheStepperKeys() throws {
        let run = try CLITests.run(
            ["field", "--type", "stepper", "--label", "Quantity", "--min", "1", "--max", "9", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try JSONDecoder().decode(FieldResult.self, from: Data(run.stdout.utf8))
        #expect(result.plan.spec.min == 1 && result.plan.spec.max == 9)
        #expect(result.plan.spec.validation.minimum == nil && result.plan.spec.validation.maximum == nil)
    }

    // MARK: Output

    @Test func aConsentToggleIsNamedOnceAndCarriesItsError() throws {
        let (plan, field) = try Self.render(Self.consent)
        #expect(field.view.contains("Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)"))
        #expect(field.view.contains(".accessibilityLabel(acceptsTermsName)"))
        #expect(field.view.contains(".accessibilityFocused($acceptsTermsFocused)"))
        #expect(field.declarations.contains("@State private var acceptsTerms = false"))
        let code = field.functions.joined(separator: "\n")
        #expect(code.contains(#"localized: "You must accept the terms to continue.","#))
        #expect(code.contains(#"return String(localized: "\(name), \(acceptsTermsError)","#))
        // Required, like every required field, before the first submit (policy.required-indicated).
        #expect(code.contains(#"localized: "\(acceptsTermsLabel) (required)""#))
        #expect(code.contains(#"localized: "\(acceptsTermsLabel), required""#))
        #expect(
            plan.visibleText == "I agree to the terms (required)" && plan.spokenName == "I agree to the terms, required"
        )
        #expect(field.view.contains(".accessibilityInputLabels([acceptsTermsLabel])"))
        #expect(plan.errorMovesFocus && !plan.takesTypedInput)
        #expect(
            plan.decisions.contains { $0.aspect == "focus-on-error" && $0.choice == "@AccessibilityFocusState" })
    }

    @Test func aPlainToggleHasNoNameModifierAndNoError() throws {
        let (plan, field) = try Self.render(Self.plainToggle)
        #expect(!plan.canShowError)
        #expect(!field.view.contains(".accessibilityLabel("))
        #expect(!field.view.contains("Error"))
    }

    @Test func aStepperSpeaksItsValueWithItsUnitAndNoError() throws {
        let (plan, field) = try Self.render(Self.quantity)
        #expect(field.view.contains("Stepper(value: $quantity, in: 1...10, step: 2) {"))
        #expect(field.view.contains(".accessibilityValue(quantityValueText)"))
        #expect(field.declarations == ["@State private var quantity = 1"])
        let code = field.functions.joined(separator: "\n")
        #expect(code.contains("if quantity == 1 {\n        return String(localized: \"\\(quantity) item\", comment: "))
        #expect(code.contains("return String(localized: \"\\(quantity) items\", comment: "))
        #expect(!plan.canShowError && plan.checks.isEmpty)
        #expect(plan.stepper?.spoken(1) == "1 item" && plan.stepper?.spoken(3) == "3 items")
    }

    @Test func hostileUnitsStayText() throws {
        var spec = Self.quantity
        spec.unit = #"\(exit(1))"# + "/\"quoted\""
        let (_, field) = try Self.render(spec)
        let code = field.functions.joined(separator: "\n")
        #expect(code.contains(#""\(quantity) \\(exit(1))""#))
        #expect(code.contains(#""\(quantity) \"quoted\"""#))
    }

    @Test func aFormKeepsTogglesAndSteppersOutOfTheReturnChain() throws {
        let spec = FormSpec(
            name: "OrderForm", title: "Order",
            fields: [
                TestSupport.spec(.email, "Email") { $0.validation.required = true }, Self.quantity, Self.consent,
            ],
            submitLabel: "Order", successMessage: "Ordered.", container: .form,
            deployment: Deployment(platforms: [.ios]),
            locale: nil)
        let result = try Generator.form(spec, input: "test")
        #expect(FormAudit.audit(result) == [])
        #expect(result.code.contains("case quantity") && result.code.contains("case acceptsTerms"))
        // The email field ends the Return chain, but a stepper and a toggle follow it: Return hides the
        // keyboard (uncovering them) rather than submit a form people have not finished.
        #expect(
            result.code.contains(".onSubmit { dismissKeyboard() }") && !result.code.contains(".onSubmit { submit() }"))
        #expect(result.fields[0].slot.returnHidesKeyboard && !result.fields[1].slot.returnHidesKeyboard)
        #expect(result.decisions.first { $0.aspect == "return-chain" }?.choice == "email -> hide the keyboard")
        #expect(result.code.contains("focus(.acceptsTerms, problem: acceptsTermsName)"))
        #expect(result.code.contains("var quantity: Int") && result.code.contains("var acceptsTerms: Bool"))
    }

    /// A form of only a consent toggle and a stepper has no Return chain, yet its submit() still moves
    /// keyboard and VoiceOver focus to the toggle: it declares both focus states and type-checks.
    @Test func aFormWithoutTextFieldsStillFocusesItsToggle() throws {
        var forms: [(origin: String, result: FormResult)] = []
        for deployment in [
            Deployment(platforms: [.ios]), Deployment(platforms: [.macos]),
            Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(15), .macos: OSVersion(12)]),
        ] {
            let spec = FormSpec(
                name: "ConsentForm", title: "Terms", fields: [Self.quantity, Self.consent], submitLabel: "Continue",
                successMessage: "Thanks.", container: .form, deployment: deployment, locale: nil)
            let result = try Generator.form(spec, input: "test")
            #expect(FormAudit.audit(result) == [])
            #expect(result.code.contains("@FocusState private var focusedField: Field?"))
            #expect(result.code.contains("@AccessibilityFocusState private var accessibilityFocus: Field?"))
            #expect(!result.code.contains(".onSubmit"), "nothing here takes typed input")
            forms.append(("consent form, \(deployment.summary)", result))
        }
        let problems = try CompileHarness.checkForms(forms)
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    // MARK: Audits

    @Test func theAuditsCoverEveryToggleAndStepperRule() {
        let toggleRules = RuleID.allCases.filter { $0.rawValue.hasPrefix("toggle.") }
        let stepperRules = RuleID.allCases.filter { $0.rawValue.hasPrefix("stepper.") }
        #expect(toggleRules.count == 6 && stepperRules.count == 6)
        #expect(toggleRules.filter { !ToggleAudit.checkedRules.contains($0) } == [])
        #expect(stepperRules.filter { !StepperAudit.checkedRules.contains($0) } == [])
        for rule in toggleRules + stepperRules {
            #expect(RuleCatalog.rule(rule).source == .policy, "\(rule) is an a11y-gen policy")
        }
    }

    @Test func compliantOutputPassesItsAudit() throws {
        for spec in [Self.consent, Self.plainToggle, Self.quantity] {
            let (plan, field) = try Self.render(spec)
            #expect(FieldAudit.audit(plan, field) == [], "\(spec.label)")
        }
    }

    /// Each mutation breaks one toggle rule; the audit names it.
    @Test(arguments: [
        (
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)", "HStack { Image(systemName: \"square\") }",
            RuleID.toggleNative
        ),
        ("Toggle(acceptsTermsVisibleLabel,", "Toggle(\"I agree\",", RuleID.toggleSingleName),
        (
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)",
            "Text(acceptsTermsLabel)\n    Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)",
            RuleID.toggleSingleName
        ),
        (
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)",
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)\n        .toggleStyle(.button)",
            RuleID.toggleSystemStyle
        ),
        (
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)",
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)\n        .controlSize(.mini)",
            RuleID.toggleSystemStyle
        ),
        ("Image(systemName: \"exclamationmark.triangle.fill\")", "Color.red", RuleID.toggleConsentError),
        (".accessibilityFocused($acceptsTermsFocused)", "", RuleID.toggleConsentError),
        (".accessibilityInputLabels([acceptsTermsLabel])", "", RuleID.voiceControlLabel),
        (".accessibilityLabel(acceptsTermsName)", "", RuleID.toggleSingleName),
        (
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)",
            "Toggle(acceptsTermsVisibleLabel, isOn: $acceptsTerms)\n        .frame(width: 20)", RuleID.toggleSystemStyle
        ),
    ])
    func toggleAuditCatchesBrokenRule(original: String, replacement: String, rule: RuleID) throws {
        let (plan, field) = try Self.render(Self.consent)
        #expect(field.view.contains(original), "mutation target missing: \(original)")
        var broken = field
        broken.view = field.view.replacingOccurrences(of: original, with: replacement)
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    /// Mutations outside the view: the state's start, the check, the focus move, the label's one place.
    @Test func toggleAuditCatchesBrokenDeclarationsAndFunctions() throws {
        let (plan, field) = try Self.render(Self.consent)
        var startsOn = field
        startsOn.declarations[0] = "@State private var acceptsTerms = true"
        #expect(FieldAudit.audit(plan, startsOn).map(\.rule).contains(.toggleStartsOff))
        var noCheck = field
        noCheck.functions = field.functions.map {
            $0.replacingOccurrences(of: "if !acceptsTerms {", with: "if false {")
        }
        #expect(FieldAudit.audit(plan, noCheck).map(\.rule).contains(.toggleConsentError))
        var noFocusMove = field
        noFocusMove.functions = field.functions.map {
            $0.replacingOccurrences(of: "acceptsTermsFocused = true", with: "_ = 0")
        }
        #expect(FieldAudit.audit(plan, noFocusMove).map(\.rule).contains(.toggleConsentError))
        // Keyboard focus moves too (audit 6: the README said so, and the snippet had no focus state).
        var noKeyboardFocus = field
        noKeyboardFocus.functions = field.functions.map {
            $0.replacingOccurrences(of: "acceptsTermsEditing = true", with: "_ = 0")
        }
        #expect(FieldAudit.audit(plan, noKeyboardFocus).map(\.rule).contains(.toggleConsentError))
        var noKeyboardBinding = field
        noKeyboardBinding.view = field.view.replacingOccurrences(of: ".focused($acceptsTermsEditing)", with: "")
        #expect(FieldAudit.audit(plan, noKeyboardBinding).map(\.rule).contains(.toggleConsentError))
        var noFallback = field
        noFallback.functions = field.functions.map {
            $0.replacingOccurrences(of: "if !acceptsTermsFocused {", with: "if false {")
        }
        #expect(FieldAudit.audit(plan, noFallback).map(\.rule).contains(.toggleConsentError))
        var unmarked = field
        unmarked.functions = field.functions.map {
            $0.replacingOccurrences(of: #""\(acceptsTermsLabel) (required)""#, with: #""\(acceptsTermsLabel)""#)
        }
        #expect(FieldAudit.audit(plan, unmarked).map(\.rule).contains(.requiredIndicated))
        var labelTwice = field
        labelTwice.view = field.view.replacingOccurrences(
            of: ".accessibilityInputLabels([acceptsTermsLabel])",
            with: ".accessibilityInputLabels([\"I agree to the terms\"])")
        #expect(FieldAudit.audit(plan, labelTwice).map(\.rule).contains(.toggleSingleName))
        var newer = field
        newer.apis.append(.borderedTextField)
        #expect(FieldAudit.audit(plan, newer).map(\.rule).contains(.minimumOSOnly))
        let (plainPlan, plain) = try Self.render(Self.plainToggle)
        var plainWithError = plain
        plainWithError.view += "\nText(newsletterError ?? \"\")"
        #expect(FieldAudit.audit(plainPlan, plainWithError).map(\.rule).contains(.toggleConsentError))
    }

    /// After a failed submit, turning the consent toggle on and off again brought its error back
    /// without a word: VoiceOver speaks a focused toggle's new state ("off"), not its new name. Once
    /// checked, the error that comes back is announced with the name, queued behind the state; the
    /// submit's own error is not announced twice, and turning it on announces nothing.
    @Test func anErrorTurningTheToggleOffBringsBackIsAnnounced() throws {
        let (plan, field) = try Self.render(Self.consent)
        let code = field.functions.joined(separator: "\n")
        #expect(field.view.contains(".onChange(of: acceptsTermsErrorMessage()) { _, problem in\n"))
        #expect(
            code.contains(
                "guard acceptsTermsChecked, problem != nil else { return }\n    let announcement = acceptsTermsName\n"))
        #expect(code.contains("queued.accessibilitySpeechAnnouncementPriority = .low"))
        #expect(
            plan.decisions.contains { $0.aspect == "problem-on-change" && $0.rules.first == .toggleChangeAnnounced })
        // Each way of losing it fails the rule: no observer, an observer of the check flag (set by
        // the submit, which speaks its own error), announced before any check, or spoken over the state.
        for (from, to) in [
            ("    acceptsTermsProblemChanged(problem)\n", "    _ = problem\n"),
            (".onChange(of: acceptsTermsErrorMessage())", ".onChange(of: acceptsTermsChecked)"),
            ("guard acceptsTermsChecked, problem != nil", "guard problem != nil"),
            ("guard acceptsTermsChecked, problem != nil", "guard acceptsTermsChecked"),
            ("queued.accessibilitySpeechAnnouncementPriority = .low", "// no queue"),
            ("AccessibilityNotification.Announcement(queued).post()", "_ = queued"),
        ] {
            var broken = field
            #expect((field.view + code).contains(from), "mutation target missing: \(from)")
            broken.view = field.view.replacingOccurrences(of: from, with: to)
            broken.functions = field.functions.map { $0.replacingOccurrences(of: from, with: to) }
            #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(.toggleChangeAnnounced), "\(from) -> \(to)")
        }
        // Below iOS 17 with a Mac at 14, each platform gets its form under #if, and the audits pass.
        var both = Self.consent
        both.deployment = Deployment(
            platforms: [.ios, .macos], minimums: [.ios: OSVersion(16), .macos: OSVersion(14)])
        let (bothPlan, multi) = try Self.render(both)
        #expect(FieldAudit.audit(bothPlan, multi) == [])
        #expect(
            multi.view.contains(
                "#if canImport(UIKit)\n            .onChange(of: acceptsTermsErrorMessage()) { problem in\n"))
        #expect(multi.view.contains("#else\n            .onChange(of: acceptsTermsErrorMessage()) { _, problem in\n"))
        #expect(multi.functions.joined().contains("[.accessibilitySpeechQueueAnnouncement: true]"))
        var unposted = multi
        unposted.functions = multi.functions.map {
            $0.replacingOccurrences(
                of: "UIAccessibility.post(notification: .announcement, argument: queued)", with: "_ = queued")
        }
        #expect(unposted.functions != multi.functions)
        #expect(FieldAudit.audit(bothPlan, unposted).map(\.rule).contains(.toggleChangeAnnounced))
        var swapped = multi
        swapped.view = multi.view.replacingOccurrences(of: "#if canImport(UIKit)", with: "#if !canImport(UIKit)")
        #expect(FieldAudit.audit(bothPlan, swapped).map(\.rule).contains(.toggleChangeAnnounced))
        // A toggle that need not be on has no error to announce.
        let (_, plain) = try Self.render(Self.plainToggle)
        #expect(!plain.view.contains(".onChange") && !plain.functions.joined().contains("ProblemChanged"))
    }

    /// Each mutation breaks one stepper rule; the audit names it.
    @Test(arguments: [
        ("Stepper(value: $quantity, in: 1...10, step: 2) {", "HStack {", RuleID.stepperNative),
        ("in: 1...10, step: 2)", "in: 0...10, step: 2)", RuleID.stepperBounds),
        ("in: 1...10, step: 2)", "in: 1...10)", RuleID.stepperBounds),
        (
            ".accessibilityLabel(quantityLabel)", ".accessibilityLabel(quantityLabel + quantityValueText)",
            RuleID.stepperSingleName
        ),
        ("Text(quantityValueText)", "", RuleID.stepperVisibleValue),
        (
            ".accessibilityValue(quantityValueText)", ".accessibilityValue(\"\\(quantity)\")",
            RuleID.stepperValueWithUnit
        ),
        (".accessibilityValue(quantityValueText)", "", RuleID.stepperValueWithUnit),
        (
            ".accessibilityValue(quantityValueText)",
            ".accessibilityValue(quantityValueText)\n    .controlSize(.small)", RuleID.stepperSystemSize
        ),
    ])
    func stepperAuditCatchesBrokenRule(original: String, replacement: String, rule: RuleID) throws {
        let (plan, field) = try Self.render(Self.quantity)
        #expect(field.view.contains(original), "mutation target missing: \(original)")
        var broken = field
        broken.view = field.view.replacingOccurrences(of: original, with: replacement)
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    @Test func stepperAuditCatchesBrokenDeclarationsAndFunctions() throws {
        let (plan, field) = try Self.render(Self.quantity)
        var startsOutside = field
        startsOutside.declarations[0] = "@State private var quantity = 0"
        #expect(FieldAudit.audit(plan, startsOutside).map(\.rule).contains(.stepperBounds))
        var oneForm = field
        oneForm.functions = field.functions.map {
            $0.replacingOccurrences(of: "if quantity == 1 {", with: "if false {")
        }
        #expect(FieldAudit.audit(plan, oneForm).map(\.rule).contains(.stepperValueWithUnit))
        // A value nothing shows or speaks is found by the check rule, run on the field's source.
        var valueNowhere = field
        valueNowhere.view = field.view.replacingOccurrences(of: "Text(quantityValueText)", with: "")
            .replacingOccurrences(of: ".accessibilityValue(quantityValueText)", with: "")
        valueNowhere.functions = field.functions.map {
            $0.replacingOccurrences(of: "quantity == 1", with: "true").replacingOccurrences(
                of: "\\(quantity) ", with: "")
        }
        #expect(!SourceAudit.source(of: valueNowhere, plan).contains("\\(quantity)"))
        let fromSource = FieldAudit.audit(plan, valueNowhere).filter { $0.rule == .stepperVisibleValue }
        #expect(
            fromSource.contains { $0.message.hasPrefix("line ") && $0.message.contains("shows only quantityLabel") })
        var labelElsewhere = field
        labelElsewhere.view = field.view.replacingOccurrences(of: "Text(quantityLabel)", with: "Text(\"Quantity\")")
        #expect(FieldAudit.audit(plan, labelElsewhere).map(\.rule).contains(.stepperSingleName))
        var newer = field
        newer.apis.append(.stepperFormat)
        var old = plan
        old.deployment = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)])
        #expect(FieldAudit.audit(old, newer).map(\.rule).contains(.minimumOSOnly))
    }
}
