import Foundation
import Testing

@testable import A11yGenCore

/// The golden pattern's second pass (what a device and an accessibility auditor still catch): each
/// defect has a rule, today's output holds it, and a mutation back to the old shape fails the audit
/// under that rule's id.
@Suite struct SecondPassTests {
    static func field(_ spec: FieldSpec) throws -> (FieldPlan, RenderedField) {
        let plan = try Inference.plan(spec)
        return (plan, Renderer().render(plan))
    }

    /// Applies `from` → `to` to the view, the functions or the declarations (whichever holds it) and
    /// audits the result.
    static func mutated(_ spec: FieldSpec, _ from: String, _ to: String) throws -> [RuleID] {
        let (plan, field) = try Self.field(spec)
        let all = ([field.view] + field.functions + field.declarations).joined(separator: "\n")
        #expect(all.contains(from), "the mutation target is missing: \(from)")
        #expect(FieldAudit.audit(plan, field) == [], "the unmutated field is not compliant")
        var broken = field
        broken.view = field.view.replacingOccurrences(of: from, with: to)
        broken.functions = field.functions.map { $0.replacingOccurrences(of: from, with: to) }
        broken.declarations = field.declarations.map { $0.replacingOccurrences(of: from, with: to) }
        return FieldAudit.audit(plan, broken).map(\.rule)
    }

    static let email = TestSupport.spec(.email, "Email") {
        $0.validation.required = true
        $0.hint = "We send the receipt here."
    }
    static let zip = TestSupport.spec(.postalCode, "ZIP code") {
        $0.locale = "en_US"
        $0.validation.required = true
    }
    static let guests = TestSupport.spec(.integer, "Guests") {
        $0.validation.required = true
        $0.validation.minimum = 1
    }
    static let tip = TestSupport.spec(.currency, "Tip") { $0.currencyCode = "EUR" }

    // MARK: Defects in snippets, each back to its old shape

    @Test(arguments: [
        // 1. A pad without Return and no Done.
        (
            1, "ToolbarItemGroup(placement: .keyboard)", "ToolbarItemGroup(placement: .automatic)",
            RuleID.keyboardWithoutReturn
        ),
        (1, "zipCodeFocused = false\n", "", RuleID.keyboardWithoutReturn),
        // 3. The old silent validation: focus set once, never spoken when already there.
        (0, "        if emailFocused {", "        if false {", RuleID.errorAlwaysSpoken),
        // Return validates and then ends editing: without the problem counted as spoken, the leave check
        // announced it a second time.
        (0, "        emailSpokenError = emailError\n", "", RuleID.errorAlwaysSpoken),
        // A move that does not land (a row of a Form scrolled away) must still be followed by the problem.
        (0, "            if !emailFocused {", "            if false {", RuleID.errorAlwaysSpoken),
        (
            0, "now() + 0.6) {\n                if !emailFocused {",
            "now() + 0.6) {\n                if !emailEditing {", RuleID.errorAlwaysSpoken
        ),
        // 5. Red error text; a .secondary hint.
        (0, "Text(emailError)", "Text(emailError)\n        .foregroundStyle(.red)", RuleID.messageContrast),
        (
            0, "Text(emailHint)", "Text(emailHint)\n            .foregroundStyle(.secondary)", RuleID.messageContrast
        ),
        // 6. Required only announced after a failed submit.
        (0, "Text(emailVisibleLabel)", "Text(emailLabel)", RuleID.requiredIndicated),
        // No label above the field: its title is only a placeholder (the check rule, through SourceAudit).
        (
            0, "    Text(emailVisibleLabel)\n        .font(.subheadline)\n        .accessibilityHidden(true)\n", "",
            RuleID.keepVisibleLabel
        ),
        // 7. Voice Control loses "Tap Email".
        (0, ".accessibilityInputLabels([emailLabel])", "", RuleID.voiceControlLabel),
        // 8. The hint spoken over the error; the error read twice.
        (
            0, ".accessibilityHint(emailError == nil ? emailHint : \"\")", ".accessibilityHint(emailHint)",
            RuleID.hintYieldsToError
        ),
        (
            0, ".font(.footnote)\n        .accessibilityHidden(true)\n    } else {", ".font(.footnote)\n    } else {",
            RuleID.hintYieldsToError
        ),
        // 2. value:format: that never commits on a pad.
        (
            2, "TextField(guestsLabel, text: $guests)", "TextField(guestsLabel, value: $guests, format: .number)",
            RuleID.numbersTypedAsText
        ),
        // An amount that never says its currency: the plain label shown, or the code left out of the words.
        (3, "Text(tipVisibleLabel)", "Text(tipLabel)", RuleID.currencyStated),
        (3, "\"\\(tipLabel) (EUR)\"", "\"\\(tipLabel)\"", RuleID.currencyStated),
        // Limits said only by the error after a submit: the help under the field gone, or its words changed.
        (2, "Text(guestsHint)", "Text(guestsLabel)", RuleID.limitsStated),
        (2, "\"1 or more.\"", "\"Enter a number.\"", RuleID.limitsStated),
        // A ZIP code drawn as wide as a street address, or at a width that ignores the text size.
        (1, "        .frame(maxWidth: zipCodeWidth, alignment: .leading)\n", "", RuleID.sizeToExpectedText),
        (
            1, "@ScaledMetric(relativeTo: .body) private var zipCodeWidth", "private var zipCodeWidth",
            RuleID.sizeToExpectedText
        ),
    ])
    func snippetMutationsFailTheirRule(spec: Int, from: String, to: String, rule: RuleID) throws {
        let specs = [Self.email, Self.zip, Self.guests, Self.tip]
        #expect(try Self.mutated(specs[spec], from, to).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    /// An amount of money said nothing about its currency: "Amount" over a field that reads euros.
    /// The visible label and the name say it ("Tip (EUR)"), marked required after it; Voice Control
    /// keeps the plain label.
    /// An address line wraps from iOS 16: its control decision says so rather than "single-line";
    /// at iOS 15, where it cannot wrap, it stays single-line.
    /// The labeling decision an agent reads says what names the field: the fifth audit found it
    /// claiming the title was the accessible name beside code that attaches `.accessibilityLabel`.
    @Test(arguments: [(true, 0), (false, 3), (false, nil)] as [(Bool, Int?)])
    func theLabelingDecisionSaysWhatNamesTheField(required: Bool, minLength: Int?) throws {
        var spec = FieldSpec(label: "Nickname", type: .text)
        spec.validation.required = required
        spec.validation.minLength = minLength
        let (plan, rendered) = try Self.field(spec)
        let decision = try #require(plan.decisions.first { $0.aspect == "labeling" })
        let labeled = rendered.view.contains(".accessibilityLabel(")
        #expect(decision.reason.contains("the accessible name is its .accessibilityLabel") == labeled, "\(decision)")
        #expect(decision.reason.contains("is the accessible name") == !labeled, "\(decision)")
    }

    @Test func aWrappingAddressIsNotCalledSingleLine() throws {
        func control(_ minimum: Int) throws -> String? {
            let plan = try Inference.plan(
                TestSupport.spec(.addressLine1, "Address line 1") {
                    $0.deployment = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(minimum)])
                })
            #expect(plan.wraps == (minimum >= 16))
            return plan.decisions.first { $0.aspect == "control" }?.reason
        }
        #expect(try control(17) == "one line of text in a native TextField, wrapping onto more as it grows")
        #expect(try control(15) == "single-line text in a native TextField")
    }

    @Test func anAmountSaysItsCurrencyBeforePeopleType() throws {
        let (plan, field) = try Self.field(Self.tip)
        #expect((plan.visibleText, plan.spokenName) == ("Tip (EUR)", "Tip (EUR)"))
        #expect(field.view.contains("Text(tipVisibleLabel)"))
        #expect(field.view.contains(".accessibilityInputLabels([tipLabel])"))
        #expect(plan.decisions.contains { $0.aspect == "currency" && $0.rules == [.currencyStated] })
        var required = Self.tip
        required.validation.required = true
        let marked = try Inference.plan(required)
        #expect((marked.visibleText, marked.spokenName) == ("Tip (EUR) (required)", "Tip (EUR), required"))
        var japanese = Self.tip
        japanese.locale = "ja_JP"
        #expect(try Inference.plan(japanese).visibleText == "Tip（EUR）")
        #expect(try Inference.plan(TestSupport.spec(.decimal, "Weight")).visibleText == "Weight")
    }

    /// A password's minimum length or a quantity's range was first heard in the error after a
    /// failed submit (WCAG 3.3.2). Without a hint of the spec's own, the help under the field states
    /// the limits in the spec's language, and VoiceOver speaks it as the hint.
    @Test func limitsAreStatedBeforeTheFirstSubmit() throws {
        func hint(_ type: DataType, locale: String? = nil, _ configure: (inout Validation) -> Void) throws -> String? {
            let plan = try Inference.plan(
                TestSupport.spec(type, "Field") {
                    $0.locale = locale
                    configure(&$0.validation)
                })
            // The spec stays what the user wrote: the stated limits are the plan's.
            #expect(plan.spec.hint == nil)
            #expect(plan.hint == plan.statedLimits)
            return plan.hint
        }
        #expect(try hint(.newPassword) { $0.minLength = 12 } == "At least 12 characters.")
        #expect(try hint(.username) { $0.maxLength = 30 } == "Up to 30 characters.")
        #expect(try hint(.text) { ($0.minLength, $0.maxLength) = (4, 8) } == "4 to 8 characters.")
        #expect(try hint(.text) { ($0.minLength, $0.maxLength) = (5, 5) } == "Exactly 5 characters.")
        // One is singular, and a length typed on a number pad is counted in digits.
        #expect(try hint(.text) { ($0.minLength, $0.maxLength) = (1, 1) } == "Exactly 1 character.")
        #expect(try hint(.pin) { ($0.minLength, $0.maxLength) = (4, 4) } == "Exactly 4 digits.")
        #expect(try hint(.pin, locale: "de_DE") { ($0.minLength, $0.maxLength) = (4, 6) } == "4 bis 6 Ziffern.")
        #expect(try hint(.pin, locale: "ja_JP") { ($0.minLength, $0.maxLength) = (4, 4) } == "4桁")
        // A pattern whose characters the number pad lacks moves the field off it: characters again.
        #expect(
            try hint(.pin) {
                ($0.minLength, $0.maxLength) = (5, 5)
                $0.pattern = "[0-9A-Z]{5}"
                $0.patternMessage = "Use digits and capitals."
            } == "Exactly 5 characters.")
        #expect(try hint(.integer) { ($0.minimum, $0.maximum) = (1, 99) } == "From 1 to 99.")
        #expect(try hint(.integer, locale: "de_DE") { ($0.minimum, $0.maximum) = (1, 99) } == "Von 1 bis 99.")
        #expect(try hint(.decimal, locale: "de_DE") { $0.minimum = 0.5 } == "Mindestens 0,5.")
        #expect(try hint(.text, locale: "ja_JP") { ($0.minLength, $0.maxLength) = (4, 8) } == "4〜8文字")
        #expect(try hint(.integer, locale: "ja_JP") { ($0.minimum, $0.maximum) = (-5, 10) } == "-5から10まで")
        #expect(try hint(.decimal) { $0.maximum = 2.5 } == "2.5 or less.")
        #expect(try hint(.integer) { ($0.minimum, $0.maximum) = (5, 5) } == "Exactly 5.")
        #expect(try hint(.integer, locale: "ja_JP") { ($0.minimum, $0.maximum) = (5, 5) } == "5のみ")
        // Numbers as people read them: grouped from five digits (a year is not), never an exponent or
        // a binary rounding error, as many decimals as were written, cents for money.
        #expect(try hint(.integer) { $0.maximum = 1_000_000 } == "1,000,000 or less.")
        #expect(try hint(.integer) { ($0.minimum, $0.maximum) = (1900, 2100) } == "From 1900 to 2100.")
        #expect(try hint(.decimal) { $0.maximum = 9_999_999.99 } == "9,999,999.99 or less.")
        #expect(try hint(.decimal, locale: "de_DE") { $0.maximum = 1_234_567.89 } == "Höchstens 1.234.567,89.")
        #expect(try hint(.decimal) { $0.maximum = 999.999_999_999_99 } == "999.99999999999 or less.")
        #expect(try hint(.text) { $0.maxLength = 10_000 } == "Up to 10,000 characters.")
        #expect(try hint(.decimal) { $0.minimum = 0.000_000_1 } == "0.0000001 or more.")
        #expect(try hint(.decimal) { $0.minimum = 0.1 + 0.2 } == "0.3 or more.")
        #expect(
            try hint(.currency, locale: "de_DE") { ($0.minimum, $0.maximum) = (0.5, 9999.99) }
                == "Von 0,50 bis 9999,99.")
        #expect(try hint(.currency, locale: "en_US") { $0.minimum = 5 } == "5 or more.")
        // Without limits, no help is made up.
        #expect(try hint(.email) { $0.required = true } == nil)

        let (plan, field) = try Self.field(Self.guests)
        #expect(plan.hint == "1 or more.")
        #expect(field.view.contains("Text(guestsHint)"))
        #expect(field.view.contains(".accessibilityHint(guestsError == nil ? guestsHint : \"\")"))
        #expect(plan.decisions.contains { $0.aspect == "limits" && $0.rules == [.limitsStated, .hintYieldsToError] })
        #expect(FieldAudit.audit(plan, field) == [])
        // The error says the same limits in its own words.
        #expect(plan.checks.contains { $0.message == "Enter a number of at least 1." })

        // A hint of the spec's own is shown as written; the decision says whether it names the limits.
        let own = try Inference.plan(
            TestSupport.spec(.newPassword, "New password") {
                $0.hint = "Use a passphrase you do not use elsewhere."
                $0.validation.minLength = 12
            })
        #expect((own.hint, own.statedLimits) == ("Use a passphrase you do not use elsewhere.", nil))
        let decision = try #require(own.decisions.first { $0.aspect == "limits" })
        #expect(decision.rules == [.limitsStated])
        #expect(decision.reason.contains("names none of the limits the checks apply (At least 12 characters.)"))
        // That hint names no bound: a warning at the hint says people would learn it from the error.
        let warning = try #require(own.warnings.first { $0.code == "limits-not-in-hint" })
        #expect(warning.location == "$.hint")
        #expect(warning.suggestion?.contains("\"At least 12 characters.\"") == true)
        // A hint that names a bound, as the language writes it or plain, is left alone; a bound
        // inside another number ("1" in "10") does not count.
        func warns(
            _ hint: String, _ type: DataType = .decimal, locale: String? = nil, _ configure: (inout Validation) -> Void
        ) throws -> Bool {
            try Inference.plan(
                TestSupport.spec(type, "Weight") {
                    $0.hint = hint
                    $0.locale = locale
                    configure(&$0.validation)
                }
            ).warnings.contains { $0.code == "limits-not-in-hint" }
        }
        #expect(try !warns("Use 12 characters or more.", .text) { $0.minLength = 12 })
        #expect(try !warns("Mindestens 0,5 kg.", locale: "de_DE") { $0.minimum = 0.5 })
        #expect(try !warns("At least 0.5 kg.", locale: "de_DE") { $0.minimum = 0.5 })
        #expect(try !warns("Up to 10,000.", .integer) { $0.maximum = 10000 })
        #expect(try !warns("Up to 10,000 characters.", .text) { $0.maxLength = 10000 })
        #expect(try !warns("Up to 10000 characters.", .text) { $0.maxLength = 10000 })
        #expect(try !warns("At most 12.", .text) { $0.maxLength = 12 })
        #expect(try warns("In kilograms.") { $0.minimum = 0.5 })
        #expect(try warns("Up to 10 kg.") { $0.maximum = 1 })
        #expect(try warns("Version 2.1 only.") { $0.maximum = 1 })

        // An empty hint opts out: no help under the field, and the decision says where the limits went.
        let quiet = try Self.field(
            TestSupport.spec(.username, "Username") {
                $0.hint = ""
                $0.validation.maxLength = 30
            })
        #expect(quiet.0.hint == nil)
        #expect(!quiet.1.view.contains("usernameHint"))
        #expect(quiet.0.decisions.contains { $0.aspect == "limits" && $0.choice == "none (the spec's hint is empty)" })
        #expect(FieldAudit.audit(quiet.0, quiet.1) == [])

        // A stepper's bounds are the control's own: it cannot leave them, so there is nothing to state.
        let stepper = try Generator.field(
            TestSupport.spec(.stepper, "Guests") {
                $0.min = 1
                $0.max = 8
            }, input: "test")
        #expect(!stepper.code.contains("guestsHint"))
        #expect(!stepper.decisions.contains { $0.aspect == "limits" })
    }

    /// Voice Control's command is "Click" on the Mac: the decision said "Tap Email" for a Mac-only
    /// field while its verify list said "Click Email" (axr21 #7), for every family that names it.
    @Test func theVoiceControlDecisionSaysClickOnTheMac() throws {
        func reason(_ type: DataType, _ platforms: [Platform]) throws -> String? {
            try Inference.plan(
                TestSupport.spec(type, "Terms") {
                    $0.deployment = Deployment(platforms: platforms)
                    $0.validation.required = true
                }
            ).decisions.first { $0.aspect == "voice-control" }?.reason
        }
        #expect(try reason(.email, [.macos])?.hasPrefix("\"Click Terms\" keeps working") == true)
        #expect(try reason(.toggle, [.macos])?.hasPrefix("\"Click Terms\" keeps working") == true)
        #expect(try reason(.email, [.ios])?.hasPrefix("\"Tap Terms\" keeps working") == true)
        #expect(try reason(.toggle, [.ios, .macos])?.hasPrefix("\"Tap Terms\" (\"Click Terms\" on the Mac)") == true)
        // The Mac's stepper arrows are under the 24 pt floor: its touch-target decision says so and
        // why, where it had said the rule was met (axr21 #6).
        func target(_ platforms: [Platform]) throws -> String? {
            try Inference.plan(
                TestSupport.spec(.stepper, "Guests") {
                    $0.max = 8
                    $0.deployment = Deployment(platforms: platforms)
                }
            ).decisions.first { $0.aspect == "touch-target" }?.reason
        }
        #expect(try target([.macos])?.contains("on the Mac is under the 24 pt floor") == true)
        #expect(try target([.ios]) == "the native Stepper keeps the system's button size")
    }

    /// A code of capitals (`^[A-Z0-9]{6}$`) on a one-time-code field, whose data turns
    /// capitalization off, came out in small letters and failed the check, which compares case
    /// (axr21 #3): the keyboard types capitals for a pattern whose letters are all capitals.
    @Test func aPatternOfCapitalsTypesCapitals() throws {
        func caps(_ type: DataType, _ pattern: String) throws -> (Autocapitalization?, String) {
            let (plan, field) = try Self.field(
                TestSupport.spec(type, "Code") {
                    $0.validation.pattern = pattern
                    $0.validation.patternMessage = "Enter the code as it is written."
                })
            return (plan.autocapitalization, field.view)
        }
        let (code, view) = try caps(.oneTimeCode, "^[A-Z0-9]{6}$")
        #expect(code == .characters && view.contains(".textInputAutocapitalization(.characters)"))
        #expect(try caps(.text, "^[A-HJ-NP-Z]{3}-[0-9]{2}$").0 == .characters)
        // Small letters, \w or a case-insensitive group allow small letters; digits alone name no letter.
        #expect(try caps(.oneTimeCode, "^[A-Za-z0-9]{6}$").0 == .never)
        #expect(try caps(.oneTimeCode, "^\\w{6}$").0 == .never)
        #expect(try caps(.oneTimeCode, "^(?i)[A-Z0-9]{6}$").0 == .never)
        #expect(try caps(.oneTimeCode, "^[0-9]{6}$").0 == .never)
        #expect(PatternCharacters.lettersAreCapitals(in: "^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$"))
    }

    /// An age limit narrows a birth date picker's range, so the wheel stops or the calendar dims its
    /// days without saying why: the requirement is the help under the picker and its hint before
    /// the first submit, in the spec's language (axr20 #3). A range of the spec's own is the control's,
    /// as a stepper's bounds are, and adds no help.
    @Test func aDatePickersAgeLimitsAreStatedBeforeTheFirstSubmit() throws {
        func birth(_ locale: String? = nil, _ configure: (inout FieldSpec) -> Void = { _ in }) -> FieldSpec {
            TestSupport.spec(.date, "Date of birth") {
                $0.validation.minimumAge = 18
                $0.locale = locale
                configure(&$0)
            }
        }
        let (plan, field) = try Self.field(birth())
        #expect(plan.hint == "At least 18 years old.")
        // No failing date can be picked, so the verify list does not ask for one (axr21 #5).
        #expect(plan.verify.contains { $0.hasPrefix("No date that fails the age limit can be picked") })
        #expect(!plan.verify.contains { $0.hasPrefix("Picking an invalid date") })
        #expect(
            try Inference.plan(birth { $0.validation.after = "start" }).verify.contains {
                $0.hasPrefix("Picking an invalid date")
            })
        #expect(field.view.contains("Text(dateOfBirthHint)"))
        #expect(field.view.contains(".accessibilityHint(dateOfBirthError == nil ? dateOfBirthHint : \"\")"))
        #expect(plan.decisions.contains { $0.aspect == "limits" && $0.rules == [.limitsStated, .hintYieldsToError] })
        #expect(FieldAudit.audit(plan, field) == [])
        #expect(
            try Inference.plan(birth("de_DE") { $0.validation.maximumAge = 120 }).hint
                == "Zwischen 18 und 120 Jahre alt.")
        #expect(try Inference.plan(birth("ja_JP") { $0.label = "生年月日" }).hint == "18歳以上")
        // Said of nobody in particular (the picker may be for a child's birth date), one year in the
        // singular, one age as one; a minimum of 0 limits nothing.
        func hint(_ minimum: Int?, _ maximum: Int?, _ locale: String? = nil) throws -> String? {
            try Inference.plan(
                birth(locale) {
                    $0.validation.minimumAge = minimum
                    $0.validation.maximumAge = maximum
                }
            ).hint
        }
        #expect(try hint(nil, 17) == "At most 17 years old.")
        #expect(try hint(1, nil) == "At least 1 year old.")
        #expect(try hint(1, nil, "de_DE") == "Mindestens 1 Jahr alt.")
        #expect(try hint(18, 18) == "Exactly 18 years old.")
        #expect(try hint(18, 65, "ja_JP") == "18〜65歳")
        #expect(try hint(0, nil) == nil)
        #expect(MessageTable(.en).age(minimum: 18, maximum: 18) == "You must be 18 years old.")
        #expect(MessageTable(.de).age(minimum: 1, maximum: nil) == "Sie müssen mindestens 1 Jahr alt sein.")
        // The audit sees the help gone or its words changed.
        #expect(try Self.mutated(birth(), "Text(dateOfBirthHint)", "Text(dateOfBirthLabel)").contains(.limitsStated))
        #expect(
            try Self.mutated(birth(), "\"At least 18 years old.\"", "\"Pick a date.\"").contains(
                .limitsStated))
        // A hint of the spec's own that names no age is warned about; an age message is not: a date
        // that fails the limits cannot be picked, so it is hardly ever shown.
        let own = try Inference.plan(
            birth {
                $0.hint = "We use it to check your age."
                $0.messages.age = "Too young."
            })
        #expect(own.hint == "We use it to check your age.")
        #expect(own.warnings.map(\.location) == ["$.hint"])
        #expect(try Inference.plan(birth { $0.hint = "You must be 18 or older." }).warnings.isEmpty)
        // Full-width digits are digits (rev51 #9).
        #expect(
            try Inference.plan(
                birth("ja_JP") {
                    $0.label = "生年月日"
                    $0.hint = "１８歳以上の方のみ登録できます。"
                }
            ).warnings.filter { $0.code == "limits-not-in-hint" }.isEmpty)
        // A range alone is drawn by the picker (dimmed days, a wheel that stops): nothing to state.
        let next30 = try DateRange.parse("today...+30d").get()
        let range = try Inference.plan(TestSupport.spec(.date, "Check-in date") { $0.range = next30 })
        #expect(range.hint == nil && !range.decisions.contains { $0.aspect == "limits" })
        // An age the spec's own range is narrower than never stops the picker: only the ages that
        // do are stated, so the help never gives 18 as the reason for a stop at 20 (rev51).
        func stated(_ range: String, _ minimum: Int?, _ maximum: Int?) throws -> String? {
            let own = try DateRange.parse(range).get()
            return try Inference.plan(
                birth {
                    $0.range = own
                    $0.validation.minimumAge = minimum
                    $0.validation.maximumAge = maximum
                }
            ).hint
        }
        #expect(try stated("-100y...-20y", 18, 65) == "At most 65 years old.")
        #expect(try stated("-60y...-10y", 18, 65) == "At least 18 years old.")
        #expect(try stated("-60y...-20y", 18, 65) == nil)
        #expect(try stated("-100y...-18y", 18, 65) == "From 18 to 65 years old.")
        #expect(try stated("2000-01-01...-20y", 18, nil) == nil)
        // A fixed date is ordered only when the view runs: the age may still stop the picker.
        #expect(try stated("-100y...2020-01-01", 18, nil) == "At least 18 years old.")
    }

    /// Card 001 (iOS and macOS): "Size the field to the text you expect. A short field for a ZIP code
    /// and a wide one for a street address." Every field took its container's width. A field whose
    /// data is short is drawn about as wide as its text and what shows inside it, in points scaled
    /// with the body text; anything longer, or of unknown length, stays as wide as its row.
    @Test func aShortFieldIsSizedToTheTextItExpects() throws {
        func width(_ type: DataType, _ label: String = "Code", _ configure: (inout FieldSpec) -> Void = { _ in }) throws
            -> Int?
        {
            try Inference.plan(TestSupport.spec(type, label, configure: configure)).expectedWidth
        }
        #expect(try width(.postalCode, "ZIP") == 138)  // 10 characters: "12345-6789"
        #expect(try width(.creditCardSecurityCode, "CVC") == 72)
        #expect(try width(.pin, "PIN") { $0.validation.maxLength = 4 } == 72)
        #expect(try width(.integer, "Age") { ($0.validation.minimum, $0.validation.maximum) = (0, 120) } == 64)
        #expect(
            try width(.integer, "Level") { ($0.validation.minimum, $0.validation.maximum) = (-1e300, 1e300) } == nil)
        #expect(try width(.text) { $0.validation.maxLength = 5 } == 83)
        // What shows inside fits too: a placeholder, and a title (iOS shows it as one).
        #expect(try width(.oneTimeCode, "Verification code") == 215)
        #expect(try width(.postalCode, "ZIP") { $0.placeholder = "e.g. 94103-1234" } == 193)
        #expect(try width(.postalCode, "ZIP") { $0.labeling = .titleless } == 138)
        // A form row's label view is what iOS draws inside, "(required)" and all (axr22 #3: in a form for
        // iOS and the Mac "Number of nights" was sized for its two digits); on the Mac alone it is hidden.
        let nights: (inout FieldSpec) -> Void = {
            ($0.validation.minimum, $0.validation.maximum) = (1, 30)
            $0.labeling = .formRow
            $0.deployment = Deployment(platforms: [.ios, .macos])
        }
        #expect(try width(.integer, "Number of nights", nights) == 204)
        #expect(
            try width(.integer, "Guests") {
                nights(&$0)
                $0.validation.required = true
            } == 215)  // "Guests (required)"
        #expect(
            try width(.integer, "Number of nights") {
                nights(&$0)
                $0.deployment = Deployment(platforms: [.macos])
            } == 64)
        // Long, or of no known length: as wide as the row.
        for type in [DataType.streetAddress, .email, .name, .multiline, .phone] {
            #expect(try width(type) == nil, "\(type)")
        }
        #expect(try width(.text) { $0.validation.maxLength = 40 } == nil)
        #expect(try width(.postalCode, "A postal code of the delivery address") == nil)
        // A kanji, kana or Hangul syllable shown inside is about 1.6 Latin characters wide (axr21 #9).
        #expect(try width(.creditCardSecurityCode, "セキュリティコード") { $0.locale = "ja_JP" } == 193)
        #expect(try width(.creditCardSecurityCode, "Security code") == 171)
        #expect(Inference.widthUnits("確認コード") == 8 && Inference.widthUnits("CVC") == 3)
        #expect(Inference.widthUnits("보안 코드") == 8 && Inference.widthUnits("ＡＢ") == 4)
        // The decision cites the Mac's own line of the card when the field is drawn on a Mac.
        let mac = try Inference.plan(
            TestSupport.spec(.postalCode, "ZIP") { $0.deployment = Deployment(platforms: [.ios, .macos]) })
        #expect(
            mac.decisions.first { $0.aspect == "width" }?.rules == [.sizeToExpectedText, .macSizeForContent])
        let (plan, field) = try Self.field(Self.zip)
        #expect(field.declarations.contains("@ScaledMetric(relativeTo: .body) private var zipCodeWidth: CGFloat = 138"))
        #expect(field.view.contains("    .frame(maxWidth: zipCodeWidth, alignment: .leading)\n"))
        #expect(FieldAudit.audit(plan, field) == [])
    }

    /// A field typed on a number pad states its length in digits ("Exactly 6 digits."), so its error
    /// says digits too, and a value with anything else (pasted, or typed on a hardware keyboard, which
    /// a number pad does not stop) fails with that message; it said "6 characters" and let "abcdef" pass.
    @Test func aLengthOnANumberPadIsCheckedAndNamedInDigits() throws {
        func checks(_ type: DataType, locale: String? = nil, _ configure: (inout Validation) -> Void) throws
            -> [ValidationCheck]
        {
            try Inference.plan(
                TestSupport.spec(type, "Code") {
                    $0.locale = locale
                    configure(&$0.validation)
                }
            ).checks
        }
        let code = try checks(.oneTimeCode) { ($0.minLength, $0.maxLength) = (6, 6) }
        #expect(code.map(\.kind) == [.pattern, .minLength, .maxLength])
        #expect(code.first?.pattern == Inference.digitsPattern)
        #expect(code.allSatisfy { $0.message == "Code must be exactly 6 digits." }, "\(code)")
        let pin = try checks(.pin, locale: "de_DE") { ($0.minLength, $0.maxLength) = (4, 6) }
        #expect(pin.first?.message == "Bitte für „Code“ 4 bis 6 Ziffern eingeben.")
        #expect(try checks(.pin, locale: "ja_JP") { $0.minLength = 4 }.first?.message == "Codeは4桁以上で入力してください。")
        // Off the number pad (a pattern it cannot type, or a text type) lengths stay characters, unchecked for digits.
        let patterned = try checks(.pin) {
            ($0.minLength, $0.maxLength) = (5, 5)
            $0.pattern = "[0-9A-Z]{5}"
            $0.patternMessage = "Use digits and capitals."
        }
        #expect(!patterned.contains { $0.pattern == Inference.digitsPattern })
        #expect(patterned.last?.message == "Code must be exactly 5 characters.")
        let card = try checks(.creditCardNumber) { ($0.minLength, $0.maxLength) = (12, 19) }
        #expect(card.map(\.kind) == [.minLength, .maxLength], "a card number is written in groups with spaces")
        #expect(card.first?.message == "Code must be 12 to 19 digits.")
        let text = try checks(.text) { $0.maxLength = 30 }
        #expect(text.map(\.kind) == [.maxLength] && text[0].message == "Code must be at most 30 characters.")
        // The generated check refuses letters with the digits message.
        let regex = try Regex(Inference.digitsPattern)
        #expect(try regex.wholeMatch(in: "123456") != nil)
        #expect(try regex.wholeMatch(in: "12345a") == nil && regex.wholeMatch(in: "１２３") == nil)
    }

    /// "MM/YY" only as a placeholder: the format vanished at the first keystroke (an auditor's
    /// reading of the checkout example). A mask without a hint is warned about; examples and words are not.
    @Test func aFormatOnlyInThePlaceholderIsWarnedAbout() throws {
        func codes(_ placeholder: String, hint: String? = nil) throws -> [String] {
            try Inference.plan(
                TestSupport.spec(.creditCardExpiration, "Expiry date") {
                    $0.placeholder = placeholder
                    $0.hint = hint
                }
            ).warnings.map(\.code)
        }
        for mask in ["MM/YY", "MM / YYYY", "DD.MM.YYYY", "###-####", "(###) ###-####", "XXXX XXXX XXXX XXXX", "HH:MM"] {
            #expect(try codes(mask).contains("format-only-in-placeholder"), "\(mask)")
            #expect(try !codes(mask, hint: "Month and year, as on the card.").contains("format-only-in-placeholder"))
        }
        for other in ["08/29", "Optional", "Required", "name@example.com", "MY", "Mobile", "1234 5678", "MDY"] {
            #expect(try !codes(other).contains("format-only-in-placeholder"), "\(other)")
        }
    }

    @Test func padsWithoutReturnGetADoneThatRestoresFocus() throws {
        let (_, field) = try Self.field(Self.zip)
        #expect(field.view.contains("ToolbarItemGroup(placement: .keyboard) {\n                if zipCodeEditing {"))
        #expect(field.functions.contains { $0.contains("private func dismissZipCodeKeyboard() {") })
        // A keyboard with Return gets none.
        let (_, email) = try Self.field(Self.email)
        #expect(!email.view.contains(".toolbar"))
        for pad in KeyboardType.allCases {
            #expect(pad.hasReturnKey == (pad.typeableCharacters == nil), "\(pad)")
        }
    }

    @Test func aPatternThePadCannotTypeChangesTheKeyboardWithAWarning() throws {
        let zipPlus4 = TestSupport.spec(.postalCode, "ZIP code") {
            $0.locale = "en_US"
            $0.validation.pattern = #"^[0-9]{5}(-[0-9]{4})?$"#
            $0.validation.patternMessage = "Enter a ZIP code like 94103 or 94103-1234."
        }
        var (plan, field) = try Self.field(zipPlus4)
        #expect(plan.keyboard == .numbersAndPunctuation)
        #expect(plan.warnings.map(\.code) == ["keyboard-cannot-type-pattern"])
        #expect(plan.warnings.first?.location == "$.validation.pattern")
        #expect(FieldAudit.audit(plan, field) == [])
        // The old choice, the number pad, is the trap the rule names.
        plan.keyboard = .numberPad
        field.view = field.view.replacingOccurrences(of: ".numbersAndPunctuation", with: ".numberPad")
        #expect(FieldAudit.audit(plan, field).map(\.rule).contains(.padFitsPattern))
        // Digits-only patterns keep the pad; letters on a phone pad do not.
        #expect(PatternCharacters.named(in: #"^\d{5}$"#).isSubset(of: KeyboardType.numberPad.typeableCharacters!))
        #expect(!PatternCharacters.named(in: "^[A-Z0-9 ]+$").isSubset(of: KeyboardType.phonePad.typeableCharacters!))
        #expect(PatternCharacters.named(in: "^[^a-z]{3}$").isEmpty)
    }

    /// The number and decimal pads have no minus key: a range that allows a negative number gets the
    /// keyboard that can type it (and has Return), with no warning; a range at 0 or above keeps the pad.
    @Test(
        arguments: [
            (DataType.integer, -40.0, 50.0, KeyboardType.numbersAndPunctuation),
            (.decimal, -0.5, 0.5, .numbersAndPunctuation),
            (.integer, nil, -1.0, .numbersAndPunctuation),
            (.currency, -100.0, nil, .numbersAndPunctuation),
            (.integer, 0.0, 120.0, .numberPad),
            (.decimal, nil, nil, .decimalPad),
        ] as [(DataType, Double?, Double?, KeyboardType)])
    func aNegativeRangeGetsAKeyboardWithAMinusKey(
        type: DataType, minimum: Double?, maximum: Double?, expected: KeyboardType
    )
        throws
    {
        let spec = TestSupport.spec(type, "Reading") {
            $0.locale = "en_US"
            $0.validation.minimum = minimum
            $0.validation.maximum = maximum
        }
        var (plan, field) = try Self.field(spec)
        #expect(plan.keyboard == expected)
        #expect(field.view.contains(".keyboardType(.\(expected.rawValue))"))
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        #expect(FieldAudit.audit(plan, field) == [])
        let fitted = plan.decisions.first { $0.aspect == "keyboard-fits-range" }
        #expect((fitted != nil) == (expected == .numbersAndPunctuation))
        // The keyboard decision itself says the pad was replaced (it gave the pad's reason alone).
        let keyboard = try #require(plan.decisions.first { $0.aspect == "keyboard" })
        #expect(keyboard.reason.contains("has no minus key, so it is .numbersAndPunctuation") == (fitted != nil))
        #expect(plan.keyboardLacksReturn == (expected != .numbersAndPunctuation))
        guard expected == .numbersAndPunctuation else { return }
        // The pad the type would get is the trap the rule names.
        let pad: KeyboardType = type == .integer ? .numberPad : .decimalPad
        plan.keyboard = pad
        field.view = field.view.replacingOccurrences(of: ".numbersAndPunctuation", with: ".\(pad.rawValue)")
        #expect(FieldAudit.audit(plan, field).map(\.rule).contains(.padFitsRange))
    }

    @Test func streetAddressesWrap() throws {
        let spec = TestSupport.spec(.addressLine1, "Address line 1")
        #expect(try Self.mutated(spec, ", axis: .vertical", "").contains(.longInputWraps))
        // Below iOS 16 there is no axis: single line, with a warning.
        let old = try Inference.plan(
            TestSupport.spec(.addressLine1, "Address line 1") {
                $0.deployment = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)])
            })
        #expect(!old.wraps && old.warnings.map(\.code) == ["long-input-single-line"])
    }

    /// A field that cannot fail binds VoiceOver focus only where a Done restores it.
    @Test func focusWiringOnAFieldThatCannotFailIsReported() throws {
        let nickname = TestSupport.spec(.nickname, "Nickname")
        let broken = try Self.mutated(
            nickname, ".autocorrectionDisabled()",
            ".autocorrectionDisabled()\n        .accessibilityFocused($nicknameFocused)")
        #expect(broken.contains(.focusManagement))
    }

    /// In every layout the error takes the hint's place on screen; the LabeledContent layout kept the
    /// hint under the field beside the error (the golden email-labeled-content-hint shows the fix).
    @Test func theVisibleHintGivesWayToTheError() throws {
        var labeled = Self.email
        labeled.labeling = .labeledContent
        let always = "Text(emailHint)\n        .font(.footnote)\n        .accessibilityHidden(true)"
        let yielding =
            "if emailError == nil {\n        Text(emailHint)\n            .font(.footnote)\n            .accessibilityHidden(true)\n    }"
        #expect(try Self.mutated(labeled, yielding, always).contains(.hintYieldsToError))
        #expect(
            try Self.mutated(
                Self.email, "} else {\n        Text(emailHint)", "}\n    do {\n        Text(emailHint)"
            ).contains(.hintYieldsToError))
    }

    @Test func searchFieldsSayWhatTheyAreAndSearch() throws {
        let spec = TestSupport.spec(.search, "Search recipes")
        #expect(try Self.mutated(spec, ".accessibilityAddTraits(.isSearchField)", "").contains(.searchSemantics))
        #expect(try Self.mutated(spec, ".onSubmit { search() }", "").contains(.searchSemantics))
        // A field called `search` holds that name in its @State, so its function is runSearch()
        // (search() did not compile: "invalid redeclaration"); the golden search-named-search type-checks it.
        let named = TestSupport.spec(.search, "Search")
        let result = try TestSupport.generate(named)
        #expect(result.code.contains("@State private var search = \"\""))
        #expect(result.code.contains(".onSubmit { runSearch() }") && result.code.contains("private func runSearch() {"))
        #expect(!result.code.contains("func search()"))
        #expect(try Self.mutated(named, ".onSubmit { runSearch() }", "").contains(.searchSemantics))
    }

    @Test func fromOS27TheBorderIsBordered() throws {
        let mac27 = TestSupport.spec(.email, "Email") {
            $0.deployment = Deployment(platforms: [.macos], minimums: [.macos: OSVersion(27)])
        }
        let (plan, field) = try Self.field(mac27)
        #expect(field.view.contains(".textFieldStyle(.bordered)\n        .textInputBorderShape(.roundedRectangle)"))
        #expect(FieldAudit.audit(plan, field) == [])
        #expect(
            try Self.mutated(
                mac27, ".textFieldStyle(.bordered)\n        .textInputBorderShape(.roundedRectangle)",
                ".textFieldStyle(.roundedBorder)"
            ).contains(.borderedFrom27))
        // iOS 26 and macOS 27 straddle: each platform gets its own style.
        let mixed = try Self.field(
            TestSupport.spec(.email, "Email") {
                $0.deployment = Deployment(
                    platforms: [.ios, .macos], minimums: [.ios: OSVersion(26), .macos: OSVersion(27)])
            })
        #expect(
            mixed.1.view.contains(
                "#if canImport(UIKit)\n            .textFieldStyle(.roundedBorder)\n        #else\n            .textFieldStyle(.bordered)"
            ))
        #expect(FieldAudit.audit(mixed.0, mixed.1) == [])
    }

    @Test func aMacFormRowSnippetWarnsThatItNeedsAForm() throws {
        let spec = TestSupport.spec(.email, "Email") {
            $0.labeling = .formRow
            $0.deployment = Deployment(platforms: [.macos])
        }
        let result = try Generator.field(spec, input: "test")
        #expect(result.warnings.map(\.code).contains("form-row-outside-form"))
        #expect(result.rules.contains(.formRowNeedsForm))
        #expect(result.verify.contains { $0.contains("inside a Form") })
    }

    /// Every rule of the second pass is checked by an audit (the form-row rule is a warning instead).
    @Test func everySecondPassRuleHasACheck() {
        let secondPass: [RuleID] = [
            .keyboardWithoutReturn, .numbersTypedAsText, .errorAlwaysSpoken, .dateStartsInRange, .requiredIndicated,
            .voiceControlLabel, .macDefaultButton, .borderedFrom27, .padFitsPattern, .padFitsRange, .longInputWraps,
            .searchSemantics, .formTitle, .messageContrast, .hintYieldsToError, .currencyStated, .limitsStated,
            .dateChangeAnnounced,
        ]
        let checked = Set(
            FieldAudit.checkedDeviceRules + FieldAudit.checkedDeviceDateRules + FormDeviceAudit.checkedRules)
        #expect(secondPass.filter { !checked.contains($0) } == [])
        #expect(secondPass.allSatisfy { [.policy, .resolution].contains(RuleCatalog.rule($0).kind) })
    }

    // MARK: Dates

    @Test func datesStartInRangeCompareByDayAndKeepTheirVisibleLabel() throws {
        let checkOut = TestSupport.spec(.date, "Check-out date") {
            $0.name = "checkOut"
            $0.style = .graphical
            $0.range = try? DateRange.parse("+1d...+1y").get()
            $0.validation.after = "checkIn"
        }
        let (plan, field) = try Self.field(checkOut)
        #expect(field.declarations.contains("@State private var checkOut = Self.checkOutStart"))
        var broken = field
        broken.declarations = field.declarations.map {
            $0.replacingOccurrences(of: "Self.checkOutStart", with: "Date()")
        }
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(.dateStartsInRange))
        let order = "let order = Calendar.current.compare(checkOut, to: checkIn, toGranularity: .day)"
        #expect(field.functions.joined().contains(order))
        #expect(
            try Self.mutated(checkOut, order + "\n    if order != .orderedDescending {", "if checkOut <= checkIn {")
                .contains(.dateStartsInRange))
        #expect(
            try Self.mutated(checkOut, "toGranularity: .day", "toGranularity: .second").contains(.dateStartsInRange))
        // The picker's string carries the error; the visible label must not change with it.
        #expect(field.view.contains("Text(checkOutLabel)") && field.view.contains(".labelsHidden()"))
        #expect(try Self.mutated(checkOut, "    .labelsHidden()\n", "").contains(.datePickerErrorInName))
        // Date and time pickers compare by minute.
        let time = try Self.field(
            TestSupport.spec(.dateTime, "Departure") { $0.validation.after = "arrival" })
        #expect(time.1.functions.joined().contains("toGranularity: .minute"))
    }

    /// After a failed submit, moving the check-in date past the check-out date showed check-out's
    /// error without a word: someone on the check-in picker heard the new date and nothing else.
    /// Once checked, a problem that a moved date brings is announced with the picker's name, queued
    /// behind the date VoiceOver is reading; the submit's own problem is not announced twice.
    @Test func aProblemAMovedDateBringsIsAnnounced() throws {
        let checkOut = TestSupport.spec(.date, "Check-out date") {
            $0.name = "checkOut"
            $0.validation.after = "checkIn"
            $0.deployment = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(16)])
        }
        let (plan, field) = try Self.field(checkOut)
        let code = field.functions.joined(separator: "\n")
        // Below iOS 17 the one-value onChange, observing the checks' message (which the submit's
        // flag does not change), calling a function that speaks only once the picker was checked.
        #expect(field.view.contains(".onChange(of: checkOutErrorMessage()) { problem in\n"))
        #expect(
            code.contains(
                "guard checkOutChecked, problem != nil else { return }\n    let announcement = checkOutName\n"))
        #expect(code.contains("attributes: [.accessibilitySpeechQueueAnnouncement: true]"))
        #expect(plan.decisions.contains { $0.aspect == "problem-on-change" && $0.rules.first == .dateChangeAnnounced })
        // Each way of losing it fails the rule: no observer, announced before any check, or spoken
        // over the date VoiceOver is reading.
        for (from, to) in [
            ("    checkOutProblemChanged(problem)\n", "    _ = problem\n"),
            ("guard checkOutChecked, problem != nil", "guard problem != nil"),
            ("[.accessibilitySpeechQueueAnnouncement: true]", "[:]"),
            (".onChange(of: checkOutErrorMessage())", ".onChange(of: checkOutChecked)"),
            ("UIAccessibility.post(notification: .announcement, argument: queued)", "_ = queued"),
        ] {
            #expect(try Self.mutated(checkOut, from, to).contains(.dateChangeAnnounced), "\(from) -> \(to)")
        }
        // Platforms that take different forms get each under its #if, with the Mac's queue.
        var both = checkOut
        both.deployment = Deployment(
            platforms: [.ios, .macos], minimums: [.ios: OSVersion(17), .macos: OSVersion(13)])
        let (_, multi) = try Self.field(both)
        #expect(
            multi.view.contains(
                "#if canImport(UIKit)\n            .onChange(of: checkOutErrorMessage()) { _, problem in\n"))
        #expect(multi.view.contains("#else\n            .onChange(of: checkOutErrorMessage()) { problem in\n"))
        #expect(multi.functions.joined().contains(".priority: NSAccessibilityPriorityLevel.low.rawValue"))
        // The branches swapped (the two-value form on macOS 13), or the queue only in a comment.
        #expect(try Self.mutated(both, "#if canImport(UIKit)", "#if !canImport(UIKit)").contains(.dateChangeAnnounced))
        #expect(
            try Self.mutated(
                both, "queued.accessibilitySpeechAnnouncementPriority = .low",
                "// queued.accessibilitySpeechAnnouncementPriority = .low"
            ).contains(.dateChangeAnnounced))
        // Queued but never posted.
        #expect(
            try Self.mutated(both, "AccessibilityNotification.Announcement(queued).post()", "_ = queued")
                .contains(.dateChangeAnnounced))
        // Moved onto the error line under the picker, which exists only while an error shows, it
        // could never hear a new problem.
        let observer =
            "        .onChange(of: checkOutErrorMessage()) { problem in\n            checkOutProblemChanged(problem)\n        }\n"
        #expect(field.view.contains(observer))
        var moved = field
        moved.view = field.view.replacingOccurrences(of: observer, with: "")
            .replacingOccurrences(of: "        .font(.footnote)\n", with: "        .font(.footnote)\n" + observer)
        #expect(moved.view != field.view && FieldAudit.audit(plan, moved).map(\.rule).contains(.dateChangeAnnounced))
        // A picker with nothing to check has nothing to announce.
        let (_, plain) = try Self.field(TestSupport.spec(.date, "Delivery date"))
        #expect(!plain.view.contains(".onChange") && !plain.functions.joined().contains("ProblemChanged"))
    }

    @Test func noSnippetCommentNamesAFunctionThatIsNotThere() throws {
        for spec in [
            TestSupport.spec(.date, "Delivery date") { $0.range = try? DateRange.parse("today...+30d").get() },
            TestSupport.spec(.text, "Nickname"), TestSupport.spec(.search, "Search"),
        ] {
            let result = try Generator.field(spec, input: "test")
            for line in result.code.split(separator: "\n") where line.hasPrefix("// Call ") {
                let name = line.dropFirst("// Call ".count).prefix { $0 != "(" }
                #expect(result.code.contains("private func \(name)("), "\(line) names nothing")
            }
        }
    }

    // MARK: Forms

    static func form(_ file: String) throws -> FormResult { try FormTests.generate(file) }

    @Test(arguments: [
        // 1. No keyboard toolbar, or a Done that does not restore VoiceOver focus.
        ("SignUp.json", "ToolbarItemGroup(placement: .keyboard) {", "Group {", RuleID.keyboardWithoutReturn),
        ("SignUp.json", "        accessibilityFocus = nil\n", "", RuleID.keyboardWithoutReturn),
        // 3. The old submit(): focus set once, silent when VoiceOver is already on the field.
        ("SignUp.json", "        if accessibilityFocus == field {", "        if false {", RuleID.errorAlwaysSpoken),
        // The field being edited, left as the submit moves focus to the first problem, spoke its own
        // problem over it.
        ("SignUp.json", "\n        emailSpokenError = emailError\n", "\n", RuleID.errorAlwaysSpoken),
        // The count's line changes, or goes once every field is fixed, without a word.
        ("SignUp.json", "            problemCountSaid = count\n", "", RuleID.noSilentStatus),
        ("SignUp.json", "count > 0 ? problemSummary : allFixed", "allFixed", RuleID.noSilentStatus),
        // A row without its label above the field.
        (
            "SignUp.json",
            "                    Text(emailVisibleLabel)\n                        .font(.subheadline)\n                        .accessibilityHidden(true)\n",
            "", RuleID.keepVisibleLabel
        ),
        // A move to a row the Form has not built (scrolled away) fails silently: nothing then spoke.
        ("SignUp.json", "if accessibilityFocus != field { announce(problem) }", "", RuleID.errorAlwaysSpoken),
        // The first problem's row is not scrolled into view, or a row has no id to scroll to (axr19).
        ("SignUp.json", "scrollProxy.scrollTo(field, anchor: .top)", "", RuleID.focusManagement),
        ("SignUp.json", "                .id(Field.email)\n", "", RuleID.focusManagement),
        ("SignUp.json", "        scrollTarget = field\n", "", RuleID.errorAlwaysSpoken),
        // A stack's date problem stays screens above the button, taking no focus (axr20 #1).
        ("Booking.json", "scrollProxy.scrollTo(field, anchor: .top)", "", RuleID.focusManagement),
        ("Booking.json", "                    .id(Field.checkOut)\n", "", RuleID.focusManagement),
        // 11. status = nil immediately overwritten.
        (
            "SignUp.json", "    private func submit() {\n", "    private func submit() {\n        status = nil\n",
            RuleID.noFocusOnPassiveContent
        ),
        // 11. No title and no warning.
        (
            "SignUp.json",
            "        .navigationTitle(Text(\"Create account\", comment: \"Title of the form's screen, in the navigation bar.\"))\n",
            "", RuleID.formTitle
        ),
        // 9. Return does not submit on the Mac.
        ("MacSettings.json", "        .keyboardShortcut(.defaultAction)\n", "", RuleID.macDefaultButton),
        (
            "MacSettings.json", "        .controlSize(.large)\n",
            "        .frame(maxWidth: .infinity, minHeight: 44)\n",
            RuleID.macDefaultButton
        ),
        // 5. The green status.
        (
            "SignUp.json",
            "systemImage: \"checkmark.circle.fill\")\n                        .foregroundStyle(.primary)",
            "systemImage: \"checkmark.circle.fill\")\n                        .foregroundStyle(.green)",
            RuleID.messageContrast
        ),
        // 9. On the Mac a field's Return competes with the default button.
        (
            "MacSettings.json", ".keyboardShortcut(.defaultAction)\n",
            ".keyboardShortcut(.defaultAction)\n        .onSubmit { submit() }\n", RuleID.macDefaultButton
        ),
        // 10. Return in a vertical field types a line break: it cannot submit.
        (
            "Booking.json", ".accessibilityInputLabels([specialRequestsLabel])",
            ".accessibilityInputLabels([specialRequestsLabel])\n.onSubmit { submit() }", RuleID.keyboardWithoutReturn
        ),
    ])
    func formMutationsFailTheirRule(file: String, from: String, to: String, rule: RuleID) throws {
        var result = try Self.form(file)
        #expect(FormAudit.audit(result) == [])
        #expect(result.code.contains(from), "the mutation target is missing: \(from)")
        result.code = result.code.replacingOccurrences(of: from, with: to)
        #expect(FormAudit.audit(result).map(\.rule).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    @Test func formsWithoutATitleWarnAndDeclareOnlyTheFocusTheyUse() throws {
        guard
            case .success(let untitled) = FormTests.form(
                #"{"name": "F", "platforms": ["macos"], "fields": [{"label": "Nickname", "type": "nickname"}]}"#)
        else {
            Issue.record("the form did not generate")
            return
        }
        #expect(untitled.warnings.map(\.code).contains("form-without-title"))
        // A Mac form whose only field cannot fail has no keyboard toolbar and nothing to focus for VoiceOver.
        #expect(!untitled.code.contains("AccessibilityFocusState"))
        #expect(FormAudit.audit(untitled) == [])
        var broken = untitled
        broken.code = untitled.code.replacingOccurrences(
            of: "    @State private var status: String?",
            with:
                "    @AccessibilityFocusState private var accessibilityFocus: Field?\n    @State private var status: String?"
        )
        #expect(FormAudit.audit(broken).map(\.rule).contains(.focusManagement))
    }

    /// A multiplatform form row is a stack on the Mac too, which the Form's label column does not label:
    /// the Text above shows on both platforms and the Mac hides only the title's second copy. A Mac-only
    /// row (a `Group`, labeled by the column) and an iOS-only row are unchanged.
    @Test func aMultiplatformFormRowShowsItsLabelOnTheMacToo() throws {
        func row(_ platforms: String) throws -> String {
            guard
                case .success(let result) = FormTests.form(
                    #"{"name": "F", "title": "T", "platforms": \#(platforms), "fields": [{"label": "Nickname", "type": "nickname"}]}"#
                )
            else { throw CancellationError() }
            #expect(FormAudit.audit(result) == [])
            let start = try #require(result.code.range(of: "Form {"))
            let end = try #require(
                result.code.range(of: ".autocorrectionDisabled()", range: start.upperBound..<result.code.endIndex))
            return String(result.code[start.upperBound..<end.lowerBound])
        }
        let both = try row(#"["ios", "macos"]"#)
        let labelThenField = try #require(both.range(of: "VStack(alignment: .leading, spacing: 4) {"))
        let field = try #require(both.range(of: "TextField(text: $nickname)"))
        let above = both[labelThenField.upperBound..<field.lowerBound]
        #expect(above.contains("Text(nicknameLabel)") && above.contains(".accessibilityHidden(true)"))
        #expect(!above.contains("#if"), "the label above is compiled for iOS only:\n\(above)")
        #expect(both.contains("#else\n                    .labelsHidden()\n                #endif"), "\(both)")

        let mac = try row(#"["macos"]"#)
        #expect(mac.contains("Group {") && !mac.contains(".font(.subheadline)"))
        #expect(!mac.contains(".labelsHidden()"))
        let ios = try row(#"["ios"]"#)
        #expect(ios.contains(".font(.subheadline)") && !ios.contains(".labelsHidden()"))
    }

    /// Names the form declares for the keyboard toolbar, focus and Submission cannot be taken by a field.
    @Test func fieldNamesCannotTakeTheFormsOwnMembers() {
        for (json, code) in [
            (#"{"name": "F", "fields": [{"label": "Next field", "type": "text"}]}"#, "reserved-identifier"),
            (#"{"name": "F", "fields": [{"label": "Dismiss keyboard", "type": "text"}]}"#, "reserved-identifier"),
            (
                #"{"name": "F", "fields": [{"label": "Guests", "type": "integer"}, {"label": "Guests value", "type": "text"}]}"#,
                "duplicate-identifier"
            ),
            // `emailChecked` was declared twice: once for the email field's check, once for this field.
            (
                #"{"name": "F", "fields": [{"label": "Email", "type": "email", "validation": {"required": true}}, {"label": "Email checked", "type": "text"}]}"#,
                "duplicate-identifier"
            ),
        ] {
            #expect(FormRuleTests.errors(json).map(\.code).contains(code), "\(json)")
        }
    }

    @Test func theSubmitActionReceivesWhatWasTypedReadAsNumbers() throws {
        let booking = try Self.form("Booking.json")
        #expect(booking.code.contains("    struct Submission: Equatable, Sendable {\n        var checkIn: Date\n"))
        #expect(booking.code.contains("        var guests: Int\n"))
        #expect(booking.code.contains("} else if let guests = guestsValue {"))
        #expect(!booking.code.contains("value: $guests"))
        #expect(
            booking.code.contains("IntegerFormatStyle<Int>(locale: .autoupdatingCurrent).parseStrategy.parse(text)"))
    }
}

@Suite struct LabelTypeMismatchTests {
    /// "Phone" on a text field reads as a phone number to people, AutoFill and `check`: warned.
    @Test func aLabelNamingAnotherTypeIsWarnedAbout() throws {
        /// The warning a `type` field labeled `label` gets, if any.
        func mismatch(_ type: DataType, _ label: String) throws -> Diagnostic? {
            try Inference.plan(TestSupport.spec(type, label)).warnings.first { $0.code == "label-names-other-type" }
        }
        let warning = try #require(try mismatch(.text, "Phone"))
        #expect(warning.location == "$.type")
        #expect(warning.message.contains("names the phone data type, but the type is text"))
        #expect(try mismatch(.phone, "Phone") == nil)
        // Types with the same traits are not a mismatch ("Notes" on a multiline field).
        #expect(try mismatch(.text, "Motto") == nil)
        // A word that says whose or which one: "Work email" names an email, as `check` reads it.
        #expect(try mismatch(.text, "Work email")?.message.contains("names the email data type") == true)
        #expect(try mismatch(.text, "New name") == nil)
        // "Password" on a sign-up form's new password is no mismatch: a secure field may take any
        // secret's content type (card 000), and `check` accepts it.
        for type in [DataType.newPassword, .password] {
            #expect(try mismatch(type, "Password") == nil, "\(type)")
        }
        // A whole label in another language is read as `check` reads it: "電話番号" is a phone number.
        #expect(try mismatch(.text, "電話番号")?.message.contains("names the phone data type") == true)
        #expect(try mismatch(.phone, "Teléfono") == nil)
        // Another language's bare "Name" on a given name is what such a form means by it.
        #expect(try mismatch(.givenName, "Nombre") == nil)
    }
}
