import Foundation
import Testing

@testable import A11yGenCore

/// ChoiceAudit, rule by rule: generated choices pass it, and each mutation of the generated code (or
/// of the plan it is held to) makes the audit name the rule the mutation breaks.
@Suite struct ChoiceAuditTests {
    /// Where a mutation applies.
    enum Part: Sendable { case view, declarations, functions }

    struct Mutation: Sendable, CustomStringConvertible {
        var spec: String
        var part: Part
        var find: String
        var replace: String
        var rule: RuleID
        var description: String { "\(spec): \(find) -> \(replace) breaks \(rule.rawValue)" }
    }

    static let specs: [String: FieldSpec] = {
        func choice(_ label: String, _ style: ChoiceStyleKind?, _ platforms: [Platform] = [.ios]) -> FieldSpec {
            var spec = FieldSpec(label: label, type: .choice)
            spec.options = [
                ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium", image: "star"),
                ChoiceOption(value: "l", label: "Large"),
            ]
            spec.choiceStyle = style
            spec.validation.required = true
            spec.deployment = Deployment(platforms: platforms)
            return spec
        }
        var segmented = choice("Size", .segmented)
        segmented.hint = "Pick one"
        var wheel = choice("Speed", .wheel)
        wheel.hint = "Pick one"
        return [
            "segmented": segmented, "menu": choice("Country", .menu), "wheel": wheel,
            "navigation": choice("Region", .navigationLink), "radio": choice("Plan", .radioGroup, [.macos]),
            "inferred": choice("Fit", nil),
        ]
    }()

    static func rendered(_ name: String) throws -> (FieldPlan, RenderedField) {
        let plan = try Inference.plan(specs[name]!)
        return (plan, Renderer().render(plan))
    }

    static let mutations: [Mutation] = [
        // A navigation-link picker's title titles the pushed list: the label, with the name on the row.
        Mutation(
            spec: "navigation", part: .view, find: ".accessibilityLabel(regionName)\n", replace: "",
            rule: .accessibleName),
        Mutation(
            spec: "navigation", part: .view, find: "Picker(regionLabel,", replace: "Picker(regionName,",
            rule: .accessibleName),
        Mutation(
            spec: "segmented", part: .view, find: "Picker(sizeName", replace: "CustomPicker(sizeName",
            rule: .nativeFirst),
        Mutation(
            spec: "segmented", part: .view, find: "Picker(sizeName,", replace: "Picker(\"Size\",", rule: .accessibleName
        ),
        Mutation(spec: "segmented", part: .view, find: ".labelsHidden()", replace: "", rule: .choiceVisibleLabel),
        Mutation(
            spec: "segmented", part: .view, find: ".font(.subheadline)\n        .accessibilityHidden(true)",
            replace: ".font(.subheadline)", rule: .choiceVisibleLabel),
        Mutation(
            spec: "segmented", part: .declarations, find: "@State private var size: String?",
            replace: "@State private var size: String? = \"s\"", rule: .choiceNoSelectionPrompt),
        Mutation(
            spec: "segmented", part: .view, find: ".pickerStyle(.segmented)", replace: ".pickerStyle(.menu)",
            rule: .selectSegmented),
        Mutation(spec: "segmented", part: .view, find: ".tag(Optional(\"l\"))", replace: "", rule: .choiceStringValues),
        Mutation(
            spec: "segmented", part: .view,
            find: ".accessibilityLabel(Text(\"Medium\", comment: \"An option of the \\\"Size\\\" picker.\"))",
            replace: ".accessibilityHidden(false)", rule: .choiceOptionText),
        // VoiceOver does not speak a segmented picker's title: its segments are one container named by it.
        Mutation(
            spec: "segmented", part: .view, find: ".accessibilityElement(children: .contain)\n", replace: "",
            rule: .choiceVisibleLabel),
        Mutation(
            spec: "segmented", part: .view,
            find: ".accessibilityElement(children: .contain)\n    .accessibilityLabel(sizeName)",
            replace: ".accessibilityElement(children: .contain)", rule: .accessibleName),
        // Segments named as a container are announced, not focused.
        Mutation(
            spec: "segmented", part: .view, find: ".labelsHidden()",
            replace: ".labelsHidden()\n    .accessibilityFocused($sizeFocused)", rule: .choiceErrorFocus),
        Mutation(
            spec: "wheel", part: .view, find: ".accessibilityFocused($speedFocused)", replace: "",
            rule: .choiceErrorFocus),
        Mutation(
            spec: "wheel", part: .functions, find: "speedFocused = true", replace: "_ = 0", rule: .choiceErrorFocus),
        // A move that does not land is followed by the problem spoken: without it, a failed submit is silent.
        Mutation(
            spec: "wheel", part: .functions, find: "if !speedFocused {", replace: "if false {",
            rule: .choiceErrorFocus),
        Mutation(
            spec: "segmented", part: .view, find: ".accessibilityInputLabels([sizeLabel])", replace: "",
            rule: .voiceControlLabel),
        Mutation(
            spec: "segmented", part: .view, find: "Text(sizeError)", replace: "Text(\"\")", rule: .noColorOnlyError),
        Mutation(
            spec: "segmented", part: .view, find: ".labelsHidden()",
            replace: ".labelsHidden()\n    .accessibilityValue(sizeError ?? \"\")", rule: .noErrorInValue),
        Mutation(
            spec: "wheel", part: .view,
            find: ".accessibilityHint(speedError == nil ? speedHint : \"\")",
            replace: ".accessibilityHint(speedHint)", rule: .noErrorOnlyInHint),
        // Segments named as a group carry no hint VoiceOver reads: the hint's Text is read instead.
        Mutation(
            spec: "segmented", part: .view, find: "Text(sizeHint)\n            .font(.footnote)",
            replace: "Text(sizeHint)\n            .font(.footnote)\n            .accessibilityHidden(true)",
            rule: .noErrorOnlyInHint),
        Mutation(
            spec: "segmented", part: .functions, find: "guard let sizeError else { return name }",
            replace: "_ = sizeError", rule: .errorInLabel),
        Mutation(
            spec: "menu", part: .view,
            find:
                "Text(\"Select…\", comment: \"First row of a picker while nothing is chosen yet.\").tag(String?.none)",
            replace: "",
            rule: .choiceNoSelectionPrompt),
        Mutation(
            spec: "menu", part: .view, find: ".labelsHidden()",
            replace: ".labelsHidden()\n    .accessibilityFocused($countryFocused)", rule: .choiceErrorFocus),
        Mutation(
            spec: "menu", part: .functions, find: "let announcement = countryName", replace: "",
            rule: .choiceErrorFocus),
        Mutation(
            spec: "menu", part: .view, find: ".pickerStyle(.menu)", replace: ".pickerStyle(.inline)", rule: .selectMenu),
        Mutation(
            spec: "wheel", part: .view, find: ".pickerStyle(.wheel)", replace: ".pickerStyle(.menu)", rule: .selectWheel
        ),
        Mutation(
            spec: "navigation", part: .view, find: ".pickerStyle(.navigationLink)", replace: "", rule: .choiceLongList),
        Mutation(
            spec: "radio", part: .view, find: ".pickerStyle(.radioGroup)", replace: ".pickerStyle(.menu)",
            rule: .choiceMacRadioGroup),
        // Once checked, choosing nothing again brings the error back: it is spoken with the name, queued.
        Mutation(
            spec: "menu", part: .view, find: ".onChange(of: countryErrorMessage())",
            replace: ".onChange(of: countryChecked)", rule: .choiceChangeAnnounced),
        Mutation(
            spec: "wheel", part: .functions, find: "guard speedChecked, problem != nil",
            replace: "guard problem != nil", rule: .choiceChangeAnnounced),
        Mutation(
            spec: "navigation", part: .functions, find: "queued.accessibilitySpeechAnnouncementPriority = .low",
            replace: "// not queued", rule: .choiceChangeAnnounced),
        // A snippet's failed check moves keyboard focus to the picker too (audit 6), in every style.
        Mutation(
            spec: "menu", part: .functions, find: "    countryEditing = true\n", replace: "",
            rule: .choiceErrorFocus),
        Mutation(
            spec: "segmented", part: .view, find: "    .focused($sizeEditing)\n", replace: "",
            rule: .choiceErrorFocus),
        // A segmented picker has no "Select…" row: once chosen it cannot bring its error back, so an
        // observer of its problem is code that can never speak (the accessibility review).
        Mutation(
            spec: "segmented", part: .view, find: ".accessibilityInputLabels([sizeLabel])",
            replace: ".accessibilityInputLabels([sizeLabel])\n    .onChange(of: sizeErrorMessage()) { _, problem in }",
            rule: .choiceChangeAnnounced),
        // Radio buttons show every option with the chosen one marked: a "Select…" radio is one more option.
        Mutation(
            spec: "radio", part: .view, find: "Picker(planVisibleLabel, selection: $plan) {",
            replace:
                "Picker(planVisibleLabel, selection: $plan) {\n        Text(\"Select…\", comment: \"First row of a picker while nothing is chosen yet.\").tag(String?.none)",
            rule: .choiceNoSelectionPrompt),
        // On the Mac the title is the label at the leading edge (card 001), and the name its accessibility label.
        Mutation(
            spec: "radio", part: .view, find: ".pickerStyle(.radioGroup)",
            replace: ".pickerStyle(.radioGroup)\n    .labelsHidden()", rule: .choiceVisibleLabel),
        Mutation(
            spec: "radio", part: .view, find: "    .accessibilityLabel(planName)\n", replace: "",
            rule: .accessibleName),
        Mutation(
            spec: "radio", part: .view, find: "Picker(planVisibleLabel, selection: $plan) {",
            replace: "Picker(planName, selection: $plan) {", rule: .accessibleName),
    ]

    @Test func generatedChoicesPassTheAudit() throws {
        for name in Self.specs.keys.sorted() {
            let (plan, field) = try Self.rendered(name)
            #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false) == [], "\(name)")
        }
    }

    @Test(arguments: mutations)
    func eachMutationIsCaught(_ mutation: Mutation) throws {
        let (plan, original) = try Self.rendered(mutation.spec)
        var field = original
        func mutate(_ text: String) -> String {
            guard let range = text.range(of: mutation.find) else { return text }
            return text.replacingCharacters(in: range, with: mutation.replace)
        }
        switch mutation.part {
        case .view:
            #expect(field.view.contains(mutation.find), "the mutation does not apply: \(mutation)")
            field.view = mutate(field.view)
        case .declarations:
            #expect(field.declarations.contains(mutation.find), "the mutation does not apply: \(mutation)")
            field.declarations = field.declarations.map(mutate)
        case .functions:
            #expect(field.functions.contains { $0.contains(mutation.find) }, "the mutation does not apply: \(mutation)")
            field.functions = field.functions.map(mutate)
        }
        let rules = ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).map(\.rule)
        #expect(rules.contains(mutation.rule), "\(mutation): found \(rules)")
    }

    /// Rules the audit reads from the plan as well as the code: a plan that breaks them is caught.
    @Test func planMutationsAreCaught() throws {
        var (plan, field) = try Self.rendered("segmented")
        plan.visibleText = "Size"
        #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).map(\.rule).contains(.requiredIndicated))

        (plan, field) = try Self.rendered("navigation")
        plan.deployment = Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)])
        #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).map(\.rule).contains(.minimumOSOnly))

        (plan, field) = try Self.rendered("inferred")
        #expect(plan.choice?.style == .segmented)
        plan.choice!.options += (0..<4).map { ChoiceOption(value: "x\($0)", label: "Extra \($0)") }
        #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).map(\.rule).contains(.choiceSegmentedFew))
        // As many segments as before, each label within a segment's 12 characters, but together too
        // wide for the row: 3 x 11 = 33 over 30.
        (plan, field) = try Self.rendered("inferred")
        #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).isEmpty)
        plan.choice!.options[0].label = "Extra large"
        #expect(ChoiceAudit.audit(plan, plan.choice!, field, inForm: false).map(\.rule).contains(.choiceSegmentedFew))
    }

    /// Every rule the audit claims to check is proven by a mutation above.
    @Test func everyCheckedRuleIsProvenByAMutation() {
        let proven = Set(Self.mutations.map(\.rule)).union([.requiredIndicated, .minimumOSOnly, .choiceSegmentedFew])
        #expect(Set(ChoiceAudit.checkedRules) == proven)
    }
}
