import Foundation
import Testing

@testable import A11yGenCore

/// Card 000's four golden-pattern fields come out of specs, and every Must Have and Dont holds,
/// rule id by rule id. The audit itself is proven able to fail by mutating compliant output.
@Suite struct ComplianceTests {
    /// The four fields of card 000's golden pattern, as specs.
    static let cardFields: [(String, FieldSpec)] = [
        (
            "email with validation and focus on error",
            TestSupport.spec(.email, "Email") { $0.validation.required = true }
        ),
        ("password", TestSupport.spec(.password, "Password")),
        ("LabeledContent full name", TestSupport.spec(.name, "Full name") { $0.labeling = .labeledContent }),
        (
            "titleless ZIP",
            TestSupport.spec(.postalCode, "ZIP code") {
                $0.labeling = .titleless
                $0.locale = "en_US"
            }
        ),
    ]

    static func render(_ spec: FieldSpec) throws -> (FieldPlan, RenderedField) {
        let plan = try Inference.plan(spec)
        return (plan, Renderer().render(plan))
    }

    @Test func auditCoversEveryMustHaveAndDontOfCard000() {
        let card000 = RuleCatalog.all.filter { $0.source == .textFieldCard && ($0.kind == .must || $0.kind == .dont) }
        let unchecked = card000.map(\.id).filter { !FieldAudit.checkedRules.contains($0) }
        #expect(unchecked == [], "rules of card 000 with no check: \(unchecked)")
    }

    @Test(arguments: 0..<4)
    func cardGoldenFieldIsCompliant(index: Int) throws {
        let (name, spec) = Self.cardFields[index]
        let (plan, field) = try Self.render(spec)
        #expect(FieldAudit.audit(plan, field) == [], "\(name)")
    }

    /// The fields' defining traits, as the card's golden pattern writes them.
    @Test func cardGoldenFieldsMatchThePattern() throws {
        let email = try Self.render(Self.cardFields[0].1).1.view
        #expect(email.contains("TextField(emailLabel, text: $email)"))
        for modifier in [
            ".keyboardType(.emailAddress)", ".textContentType(.emailAddress)", ".textInputAutocapitalization(.never)",
            ".autocorrectionDisabled()",
            ".accessibilityLabel(emailName)", ".accessibilityInputLabels([emailLabel])",
            ".accessibilityFocused($emailFocused)", ".textFieldStyle(.roundedBorder)",
        ] {
            #expect(email.contains(modifier), "email lacks \(modifier)")
        }
        let password = try Self.render(Self.cardFields[1].1).1.view
        #expect(
            password.contains("SecureField(passwordLabel, text: $password)")
                && password.contains(".textContentType(.password)"))
        let fullName = try Self.render(Self.cardFields[2].1).1.view
        #expect(fullName.contains("LabeledContent {") && fullName.contains(#"TextField("", text: $fullName)"#))
        #expect(fullName.contains(".textContentType(.name)") && !fullName.contains(".accessibilityLabel("))
        let zip = try Self.render(Self.cardFields[3].1).1.view
        // The card's `.numberPad`, made the ASCII number pad: the plain one types the device's own
        // digits (١٢٣ in Arabic), which the ZIP check refuses.
        #expect(
            zip.contains(#"TextField("", text: $zipCode)"#) && zip.contains(".keyboardType(.asciiCapableNumberPad)"))
        #expect(zip.contains(".textContentType(.postalCode)") && zip.contains(".accessibilityLabel(zipCodeLabel)"))
    }

    @Test func everyGoldenIsCompliant() throws {
        for name in GoldenTests.specNames {
            let (plan, field) = try Self.render(GoldenTests.load(name))
            #expect(FieldAudit.audit(plan, field) == [], "Golden/specs/\(name).json")
        }
    }

    @Test func randomSpecsAreCompliant() throws {
        var fuzzer = SpecFuzzer(seed: GeneratedCodeCompilesTests.seed)
        var audited = 0
        while audited < 2000 {
            let spec = fuzzer.next()
            guard let (plan, field) = try? Self.render(spec) else { continue }
            audited += 1
            let findings = FieldAudit.audit(plan, field)
            if !findings.isEmpty {
                Issue.record("seed \(GeneratedCodeCompilesTests.seed): \(findings)\n\(Generator.json(spec))")
                return
            }
        }
    }

    /// Each mutation breaks one rule; the audit must name that rule.
    @Test(arguments: [
        (".keyboardType(.emailAddress)", "", RuleID.noUnsetInputTraits),
        (".textContentType(.emailAddress)", "", RuleID.noUnsetInputTraits),
        // The generated title is a property (emailLabel), so check's content-type rule has only the
        // binding to go by and leaves it alone; the generator's own contract names it.
        (".textContentType(.emailAddress)", ".textContentType(.telephoneNumber)", RuleID.traitsFromTable),
        (".textFieldStyle(.roundedBorder)", ".textFieldStyle(.plain)", RuleID.visibleBoundary),
        (".accessibilityLabel(emailName)", ".accessibilityLabel(emailLabel)", RuleID.errorInLabel),
        (".accessibilityFocused($emailFocused)", "", RuleID.focusManagement),
        (
            ".accessibilityLabel(emailName)", #".accessibilityLabel("Email text field")"#,
            RuleID.persistentLabelSingleName
        ),
        (
            ".accessibilityFocused($emailFocused)",
            ".accessibilityFocused($emailFocused)\n    .accessibilityValue(emailError ?? email)", RuleID.noErrorInValue
        ),
        (
            ".accessibilityLabel(emailName)",
            ".accessibilityLabel(emailLabel)" + "\n    .accessibilityHint(emailError ?? \"\")",
            RuleID.noErrorOnlyInHint
        ),
        (
            #"Image(systemName: "exclamationmark.triangle.fill")"#, "EmptyView()",
            RuleID.noColorOnlyState
        ),
        (".font(.footnote)", ".font(.system(size: 11))", RuleID.noFixedFontSize),
        (".foregroundStyle(.red)", ".foregroundStyle(Color(red: 1, green: 0, blue: 0))", RuleID.noRawColors),
        (
            "    Text(emailVisibleLabel)\n        .font(.subheadline)\n        .accessibilityHidden(true)\n", "",
            RuleID.keepVisibleLabel
        ),
    ])
    func auditCatchesBrokenRule(original: String, replacement: String, rule: RuleID) throws {
        let (plan, field) = try Self.render(Self.cardFields[0].1)
        #expect(field.view.contains(original), "the mutation target is missing: \(original)")
        var broken = field
        broken.view = field.view.replacingOccurrences(of: original, with: replacement)
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(rule), "breaking \(rule.rawValue) went unnoticed")
    }

    /// A validation that sets the error without moving VoiceOver focus: the check rule's finding.
    @Test func aValidationThatLeavesFocusIsReported() throws {
        let (plan, field) = try Self.render(Self.cardFields[0].1)
        var broken = field
        broken.functions = field.functions.map {
            $0.replacingOccurrences(of: "emailFocused = true", with: "()")
                .replacingOccurrences(of: "AccessibilityNotification.Announcement(announcement).post()", with: "()")
        }
        #expect(broken.functions != field.functions)
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(.errorFocus))
    }

    @Test func auditCatchesLabelOnLabeledContent() throws {
        let (plan, field) = try Self.render(Self.cardFields[2].1)
        var broken = field
        broken.view = field.view.replacingOccurrences(
            of: ".autocorrectionDisabled()",
            with: ".autocorrectionDisabled()\n            .accessibilityLabel(\"Full name\")")
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(.noLabelOverLabeledContent))
    }

    @Test func auditCatchesUnguardedUIKitModifier() throws {
        let (plan, field) = try Self.render(
            TestSupport.spec(.email, "Email") { $0.deployment = Deployment(platforms: [.ios, .macos]) })
        var broken = field
        broken.view = field.view.replacingOccurrences(of: "#if canImport(UIKit)", with: "").replacingOccurrences(
            of: "#endif", with: "")
        #expect(FieldAudit.audit(plan, broken).map(\.rule).contains(.platformGuards))
    }

    @Test func controlTypeWordsAreRemovedFromTheLabelWithAWarning() throws {
        let plan = try Inference.plan(TestSupport.spec(.email, "Email text field"))
        #expect(plan.label == "Email")
        #expect(plan.warnings.map(\.code) == ["control-type-in-label"])
        #expect(throws: SpecErrors.self) { try Inference.plan(TestSupport.spec(.text, "Text field")) }
        #expect(try Inference.plan(TestSupport.spec(.password, "Passwort-Eingabefeld")).label == "Passwort")
    }

    /// Every family drops the words people call its own control, which VoiceOver already speaks:
    /// "Notifications toggle" was heard "Notifications toggle, switch button". Words that can be the
    /// data's own stay: a VPN's "Kill switch" toggle, a "Lunch menu" choice, "Date picker" on a text field.
    @Test func eachFamilyDropsItsOwnControlWords() throws {
        let options = [ChoiceOption(value: "a", label: "A"), ChoiceOption(value: "b", label: "B")]
        func plan(_ type: DataType, _ label: String) throws -> FieldPlan {
            try Inference.plan(
                TestSupport.spec(type, label) {
                    if type == .choice { $0.options = options }
                })
        }
        for (type, label, kept) in [
            (DataType.toggle, "Notifications toggle", "Notifications"),
            (.toggle, "Remember me checkbox", "Remember me"),
            (.date, "Start date picker", "Start date"), (.time, "Alarm time picker", "Alarm time"),
            (.stepper, "Quantity stepper", "Quantity"), (.choice, "Country picker", "Country"),
            (.choice, "Size dropdown", "Size"),
        ] {
            let planned = try plan(type, label)
            #expect((planned.label, planned.identifier) == (kept, Identifier.derive(from: kept)), "\(label)")
            #expect(planned.warnings.map(\.code).contains("control-type-in-label"), "\(label)")
        }
        for (type, label) in [(DataType.toggle, "Kill switch"), (.choice, "Lunch menu"), (.text, "Date picker")] {
            let planned = try plan(type, label)
            #expect(planned.label == label && !planned.warnings.map(\.code).contains("control-type-in-label"))
        }
        #expect(throws: SpecErrors.self) { try plan(.toggle, "Checkbox") }
    }

    /// Only a whole phrase is a control type: "Context field" was cut to "Con", the phrase "text field"
    /// being the end of a word there.
    @Test func aControlTypeInsideAWordIsKept() throws {
        for label in ["Context field", "Kontextfeld", "Subtext field"] {
            let plan = try Inference.plan(TestSupport.spec(.text, label))
            #expect(plan.label == label)
            #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        }
    }
}
