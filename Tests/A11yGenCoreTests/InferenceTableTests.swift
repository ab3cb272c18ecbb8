import Foundation
import Testing

@testable import A11yGenCore

/// The inference table: complete, unambiguous, and reaching every keyboard and content type.
@Suite struct InferenceTableTests {
    @Test func everySpellingNamesExactlyOneType() {
        var seen: [String: DataType] = [:]
        for type in DataType.allCases {
            for name in [type.rawValue] + type.aliases {
                #expect(seen[name] == nil, "'\(name)' names both \(seen[name].map { "\($0)" } ?? "") and \(type)")
                seen[name] = type
            }
        }
        #expect(seen.count == DataType.byName.count)
    }

    @Test func everyKeyboardTypeIsReachable() {
        let regions: [String?] = [nil, "US", "GB", "JP"]
        let reached = Set(
            DataType.allCases.flatMap { type in regions.compactMap { InputTraits.of(type, region: $0).keyboard } })
        // .default is reached by emitting nothing: the system default keyboard.
        #expect(reached.union([.default]) == Set(KeyboardType.allCases))
    }

    @Test func everyContentTypeIsReachable() {
        let reached = Set(DataType.allCases.compactMap { InputTraits.of($0, region: nil).content })
        #expect(reached == Set(ContentType.allCases))
    }

    @Test(arguments: [
        ("e-mail", DataType.email), ("tel", .phone), ("current-password", .password), ("cc-number", .creditCardNumber),
        ("address-level2", .city), ("bday-year", .birthdateYear), ("idn-email", .email), ("uri", .url),
        ("ZIP", .postalCode),
        ("given_name", .givenName), ("One Time Code", .oneTimeCode), ("honorific-prefix", .namePrefix),
        ("organization-title", .jobTitle), ("Host name", .hostname), ("serverAddress", .hostname),
        ("IP address", .ipAddress), ("Port", .port), ("port_number", .port),
    ])
    func aliasesResolve(alias: String, type: DataType) {
        #expect(DataType.resolve(alias) == type)
    }

    /// Expectations per type: (type, region, control, keyboard, content type, autocapitalization).
    @Test(arguments: [
        (
            DataType.email, nil as String?, ControlKind.textField, KeyboardType.emailAddress as KeyboardType?,
            ContentType.emailAddress as ContentType?, Autocapitalization.never as Autocapitalization?
        ),
        (.newPassword, nil, .secureField, nil, .newPassword, .never),
        (.password, nil, .secureField, nil, .password, .never),
        (.oneTimeCode, nil, .textField, .asciiCapableNumberPad, .oneTimeCode, .never),
        (.postalCode, "US", .textField, .asciiCapableNumberPad, .postalCode, nil),
        (.postalCode, "GB", .textField, nil, .postalCode, .characters),
        (.postalCode, "CA", .textField, nil, .postalCode, .characters),
        (.postalCode, "JP", .textField, .numbersAndPunctuation, .postalCode, nil),
        (.postalCode, nil, .textField, nil, .postalCode, .characters),
        (.phone, nil, .textField, .phonePad, .telephoneNumber, nil),
        (.url, nil, .textField, .URL, .URL, .never),
        (.username, nil, .textField, .asciiCapable, .username, .never),
        (.givenName, nil, .textField, nil, .givenName, .words),
        (.streetAddress, nil, .textField, nil, .fullStreetAddress, .words),
        (.creditCardNumber, nil, .textField, .asciiCapableNumberPad, .creditCardNumber, nil),
        (.search, nil, .textField, .webSearch, nil, .never),
        (.integer, nil, .numberField, .numberPad, nil, nil),
        (.decimal, nil, .numberField, .decimalPad, nil, nil),
        (.currency, nil, .numberField, .decimalPad, nil, nil),
        (.multiline, nil, .multilineTextField, nil, nil, .sentences),
        (.text, nil, .textField, nil, nil, nil),
        (.pin, nil, .secureField, .asciiCapableNumberPad, nil, nil),
        (.socialHandle, nil, .textField, .twitter, nil, .never),
        (.nameOrPhone, nil, .textField, .namePhonePad, nil, .words),
        (.cellularEID, nil, .textField, .asciiCapableNumberPad, .cellularEID, nil),
        (.hostname, nil, .textField, .URL, nil, .never),
        (.ipAddress, nil, .textField, .numbersAndPunctuation, nil, .never),
        (.port, nil, .textField, .asciiCapableNumberPad, nil, nil),
    ])
    func typeExpectations(
        type: DataType, region: String?, control: ControlKind, keyboard: KeyboardType?, content: ContentType?,
        caps: Autocapitalization?
    ) {
        let traits = InputTraits.of(type, region: region)
        #expect(traits.control == control)
        #expect(traits.keyboard == keyboard)
        #expect(traits.content == content)
        #expect(traits.autocapitalization == caps)
        #expect(!traits.why.isEmpty)
    }

    /// The plain number pad types the device's own digits (٠-٩ with Arabic-Indic numerals, ०-९ in
    /// Devanagari). A number field parses them with the locale's format; text checked against 0-9 (a
    /// PIN, a code, a card, a postal code) gets the ASCII number pad, or a correct value never passes.
    @Test func digitsCheckedAsTextAreTypedOnTheASCIINumberPad() {
        let regions: [String?] = [nil] + InputTraits.digitPostalRegions.sorted()
        for type in DataType.allCases {
            for region in regions {
                let traits = InputTraits.of(type, region: region)
                if traits.keyboard == .numberPad {
                    #expect(traits.control == .numberField, "\(type) \(region ?? "-") is text on the plain number pad")
                }
            }
        }
        #expect(InputTraits.of(.integer, region: nil).keyboard == .numberPad)
    }

    /// Postal codes by region: digits only on the ASCII number pad, separators on the punctuation
    /// keyboard, letters on the default keyboard in capitals; a region not on record is said to be so.
    @Test func postalCodeKeyboardsFollowTheRegionsFormat() {
        for region in ["US", "IL", "CN", "SA", "IR"] {
            #expect(InputTraits.of(.postalCode, region: region).keyboard == .asciiCapableNumberPad, "\(region)")
        }
        #expect(InputTraits.of(.postalCode, region: "JP").keyboard == .numbersAndPunctuation)
        let british = InputTraits.of(.postalCode, region: "GB")
        #expect(british.keyboard == nil && british.why.contains("contain letters"))
        let unknown = InputTraits.of(.postalCode, region: "AQ")
        #expect(unknown.keyboard == nil && unknown.autocapitalization == .characters)
        #expect(unknown.why.contains("no postal-code format on record for AQ"), "\(unknown.why)")
    }

    @Test func everyRowHasAReasonAndNumbersAreNumberFields() {
        for type in DataType.allCases {
            let traits = InputTraits.of(type, region: nil)
            #expect(traits.why.count > 10, "\(type) has no real reason")
            #expect((traits.control == .numberField) == (traits.number != nil), "\(type)")
        }
    }

    @Test func macOSUsesItsOwnContentTypesAndDropsMissingOnes() throws {
        var spec = TestSupport.spec(.newPassword, "New password")
        spec.deployment = Deployment(platforms: [.macos], minimums: [.macos: OSVersion(13)])
        let old = try Inference.plan(spec)
        #expect(old.macosContentType == nil && old.warnings.map(\.code) == ["content-type-unavailable"])
        spec.deployment = Deployment(platforms: [.macos], minimums: [.macos: OSVersion(14)])
        #expect(try Inference.plan(spec).macosContentType == .newPassword)
        spec.type = .cellularEID
        #expect(try Inference.plan(spec).macosContentType == nil, "no cellular content types on macOS")
        spec.type = .password
        spec.deployment = Deployment(platforms: [.macos], minimums: [.macos: OSVersion(12)])
        #expect(try Inference.plan(spec).macosContentType == .password, "password is macOS 11")
    }

    @Test func currencyFollowsTheLocaleOrSaysItDefaulted() throws {
        let euro = try Inference.plan(TestSupport.spec(.currency, "Price") { $0.locale = "de_DE" })
        #expect(euro.currencyCode == "EUR" && euro.warnings.isEmpty)
        let unknown = try Inference.plan(TestSupport.spec(.currency, "Price") { $0.locale = "xx_ZZ" })
        // xx is no language the message table has either, so its words fall back to English, said too.
        #expect(
            unknown.currencyCode == "USD"
                && unknown.warnings.map(\.code) == ["messages-language-unsupported", "currency-defaulted"])
        let given = try Inference.plan(TestSupport.spec(.currency, "Price") { $0.currencyCode = "JPY" })
        #expect(given.currencyCode == "JPY" && given.warnings.isEmpty)
    }

    /// axr18: every Arabic-script and Hebrew region tried said "(USD)"; a Kuwaiti amount has fils,
    /// three decimals, and an Israeli one is in shekels.
    @Test(arguments: [
        ("ar_KW", "KWD", 3), ("he_IL", "ILS", 2), ("ar_SA", "SAR", 2), ("ar_AE", "AED", 2), ("ar_EG", "EGP", 2),
        ("ur_PK", "PKR", 2), ("fa_IR", "IRR", 2), ("tr_TR", "TRY", 2), ("ru_RU", "RUB", 2), ("es_CL", "CLP", 0),
        ("vi_VN", "VND", 0), ("hr_HR", "EUR", 2), ("bg_BG", "EUR", 2), ("ar_SD", "SDG", 2),
    ])
    func regionsOutsideTheFirstTableHaveTheirOwnCurrency(locale: String, code: String, decimals: Int) throws {
        let plan = try Inference.plan(TestSupport.spec(.currency, "Amount") { $0.locale = locale })
        #expect(plan.currencyCode == code, "\(locale)")
        #expect(!plan.warnings.map(\.code).contains("currency-defaulted"), "\(locale): \(plan.warnings)")
        #expect(Inference.minorUnitDigits(code) == decimals)
    }

    @Test func theCurrencyTableHoldsRegionsAndCodesOnly() {
        for (region, code) in Inference.currencyTable {
            #expect(region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }, "\(region)")
            #expect(code.count == 3 && code.allSatisfy { $0.isASCII && $0.isUppercase }, "\(region): \(code)")
        }
    }

    @Test func everyEmittedAPIHasAvailabilityOnEveryPlatformOrIsGuarded() {
        for api in API.allCases {
            let availability = api.availability
            #expect(availability.ios != nil || availability.macos != nil, "\(api) exists nowhere")
        }
    }

    /// Every data type belongs to exactly one family, whose planner makes the plan: a date picker plan only
    /// from the date picker family, and each family's control decision is the one the plan records.
    @Test func everyTypeIsPlannedByItsFamily() throws {
        var seen: Set<FieldFamily> = []
        for type in DataType.allCases {
            let traits = InputTraits.of(type, region: nil)
            let family = FieldFamily.of(traits)
            seen.insert(family)
            let plan = try Inference.plan(TestSupport.spec(type, "Value"))
            #expect((plan.datePicker != nil) == (family == .datePicker), "\(type) planned outside its family")
            let control = try #require(plan.decisions.first { $0.aspect == "control" })
            #expect(control == family.planner.controlDecision(traits, spec: plan.spec), "\(type)")
        }
        #expect(seen == Set(FieldFamily.allCases), "a family no data type reaches")
    }

    /// What a form does with a field (keyboard order; focus or announcement on a failed submit) is the
    /// family's answer, and it agrees with the focus-on-error decision the family's planner recorded.
    @Test func formBehaviourIsTheFamilysAndMatchesItsDecision() throws {
        var checked: Set<FieldFamily> = []
        for type in DataType.allCases {
            let family = FieldFamily.of(InputTraits.of(type, region: nil))
            var spec = TestSupport.spec(type, "Value")
            // A stepper always holds a value in its bounds: it has no required check and never fails.
            spec.validation.required = family != .stepper
            var plan = try Inference.plan(spec)
            if !plan.canShowError, family == .datePicker {
                spec.validation.minimumAge = 18  // a date picker shows an error only for a bound it breaks
                guard let bounded = try? Inference.plan(spec) else { continue }
                plan = bounded
            }
            #expect(plan.family == family, "\(type)")
            #expect(plan.takesTypedInput == (family == .text), "\(type)")
            guard plan.canShowError else { continue }
            let focus = try #require(plan.decisions.first { $0.aspect == "focus-on-error" }, "\(type)")
            #expect(
                (focus.choice == "@AccessibilityFocusState") == plan.errorMovesFocus,
                "\(type): the plan's focus-on-error decision (\(focus.choice)) and errorMovesFocus disagree")
            checked.insert(family)
        }
        #expect(
            checked == Set(FieldFamily.allCases).subtracting([.stepper]), "a family whose errors were never planned")
        #expect(FieldFamily.text.takesTypedInput && FieldFamily.text.errorMovesFocus)
        #expect(!FieldFamily.datePicker.takesTypedInput && !FieldFamily.datePicker.errorMovesFocus)
    }

    @Test func decisionsCiteRulesThatExist() throws {
        for type in DataType.allCases {
            var spec = TestSupport.spec(type, "Value")
            spec.validation.required = type != .stepper
            spec.deployment = Deployment(platforms: [.ios, .macos])
            let plan = try Inference.plan(spec)
            for decision in plan.decisions {
                #expect(!decision.rules.isEmpty, "\(type): \(decision.aspect) cites no rule")
                #expect(!decision.reason.isEmpty)
            }
        }
    }
}

/// The rule catalog: quoted from the cards verbatim, ids stable, exported to Specs/rules.json.
@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueAndComplete() {
        let ids = RuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(RuleID.allCases))
        for id in RuleID.allCases {
            #expect(id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "." || $0.isNumber })
        }
    }

    /// Normalizes card text for comparison: no Markdown bold, one space between words.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(TestSupport.needsSeeds) func quotesAppearVerbatimInTheirCards() throws {
        for rule in RuleCatalog.all {
            guard let file = rule.source.seedFile else {
                #expect(rule.kind == .resolution || rule.kind == .policy)
                continue
            }
            let url = TestSupport.seedsDirectory.appendingPathComponent(file)
            let card = try #require(TestSupport.read(url), "rule card \(url.path) not found; set A11YGEN_SEEDS")
            let normalizedCard = Self.normalized(card)
            // A rule may quote consecutive sentences; each sentence must be in the card.
            #expect(
                normalizedCard.contains(Self.normalized(rule.text)),
                "\(rule.id.rawValue) is not a verbatim quote of \(file)")
        }
    }

    @Test func theSeedsReadmeDisagreementsEachHaveAResolution() {
        let resolutions = RuleCatalog.all.filter { $0.kind == .resolution }
        #expect(resolutions.count >= 3)
        for rule in resolutions { #expect(!rule.resolves.isEmpty && rule.text.count > 100) }
        #expect(resolutions.map(\.id).contains(.errorInLabelNotHint))
        #expect(resolutions.map(\.id).contains(.persistentLabelSingleName))
        #expect(resolutions.map(\.id).contains(.labeledContentError))
    }

    @Test func specsRulesJSONIsTheExportedCatalog() {
        TestSupport.assertGolden(
            RulesCommand.catalogJSON(), at: TestSupport.root.appendingPathComponent("Specs/rules.json"))
    }
}

extension InferenceTableTests {
    /// `resolve` answers a type's own name without building `byName` (issue 14: building it was a
    /// tenth of `field`'s instructions), which gives the same answer only while no alias is another
    /// type's name or two types'; and its length guard is a constant that must match the table.
    @Test func typeNamesResolveWithoutTheTable() {
        #expect(DataType.longestName == DataType.byName.keys.map(\.utf8.count).max())
        var owners: [String: DataType] = [:]
        for type in DataType.allCases {
            #expect(DataType.resolve(type.rawValue) == type)
            for alias in type.aliases {
                #expect(DataType(rawValue: alias) == nil, "the alias \(alias) of \(type) is another type's name")
                #expect(owners.updateValue(type, forKey: alias) == nil, "two types claim the alias \(alias)")
                #expect(DataType.resolve(alias) == type)
            }
        }
    }
}

/// A network port is checked as 1 to 65535 (rev46), and says so before the first submit, written as
/// ports are, with no group separator (axr18 #2: "65,535" in the error, and "Up to 5 digits." in the
/// help, which 70000 fits).
@Suite struct PortTests {
    @Test func thePortsRangeIsCheckedAndStatedWithoutGrouping() throws {
        let plan = try Inference.plan(TestSupport.spec(.port, "Port"))
        let check = try #require(plan.checks.first { $0.kind == .pattern })
        #expect(check.pattern == Inference.portPattern)
        #expect(check.message == "Enter a number from 1 to 65535.")
        #expect(plan.statedLimits == "From 1 to 65535.")
        let german = try Inference.plan(TestSupport.spec(.port, "Port") { $0.locale = "de_DE" })
        #expect(german.checks.first { $0.kind == .pattern }?.message == "Bitte eine Zahl von 1 bis 65535 eingeben.")
        // A length the spec gives is a limit of its own and is said as before (rev47).
        let capped = try Inference.plan(TestSupport.spec(.port, "Port") { $0.validation.maxLength = 4 })
        #expect(capped.statedLimits == "Up to 4 digits.")
        // A hint of its own that leaves the range out is said; one that states it is not.
        let usual = try Inference.plan(TestSupport.spec(.port, "Port") { $0.hint = "Usually 443." })
        #expect(usual.warnings.map(\.code) == ["limits-not-in-hint"])
        let stated = try Inference.plan(TestSupport.spec(.port, "Port") { $0.hint = "1 to 65535, usually 443." })
        #expect(stated.warnings.isEmpty)
        // The spec's own pattern is its own check, with its own message.
        let own = try Inference.plan(
            TestSupport.spec(.port, "Port") {
                $0.validation.pattern = "^[0-9]{4}$"
                $0.validation.patternMessage = "Enter four digits."
            })
        #expect(own.statedLimits == nil && own.checks.first { $0.kind == .pattern }?.pattern == "^[0-9]{4}$")
    }

    @Test(arguments: [
        ("1", true), ("80", true), ("8080", true), ("65535", true), ("0", false), ("65536", false), ("08080", false),
        ("70000", false), ("-1", false), ("80a", false),
    ])
    func thePortPatternTakesOneToSixtyFiveThousandFiveHundredThirtyFive(text: String, valid: Bool) throws {
        let pattern = Renderer.wholeValue(Inference.portPattern)
        #expect((text.range(of: pattern, options: .regularExpression) != nil) == valid, "\(text)")
    }
}

/// A length or range message of the spec's own that names none of its limits ("Too short.") is
/// warned about (axr19 #3, WCAG 3.3.3): after a failed submit people are told something is wrong,
/// not how to fix it. One that names a bound, in the spec's language, is not.
@Suite struct MessageLimitsTests {
    @Test func aMessageWithoutItsLimitsIsWarnedAbout() throws {
        let short = try Inference.plan(
            TestSupport.spec(.newPassword, "New password") {
                $0.validation.minLength = 12
                $0.messages.length = "Too short."
            })
        #expect(short.warnings.map(\.code) == ["message-without-limits"])
        #expect(short.warnings.first?.location == "$.messages.length")
        #expect(short.warnings.first?.suggestion?.contains("At least 12 characters.") == true)
        let stated = try Inference.plan(
            TestSupport.spec(.newPassword, "New password") {
                $0.validation.minLength = 12
                $0.messages.length = "Use at least 12 characters."
            })
        #expect(stated.warnings.isEmpty)
        let range = try Inference.plan(
            TestSupport.spec(.integer, "Guests") {
                $0.validation.minimum = 1
                $0.validation.maximum = 1000
                $0.locale = "de_DE"
                $0.messages.range = "Bitte 1 bis 1.000 Gäste."
            })
        #expect(range.warnings.isEmpty, "\(range.warnings)")
        let vague = try Inference.plan(
            TestSupport.spec(.integer, "Guests") {
                $0.validation.minimum = 1
                $0.validation.maximum = 8
                $0.messages.range = "Out of range."
            })
        #expect(vague.warnings.map(\.code) == ["message-without-limits"])
    }
}
