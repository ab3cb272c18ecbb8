import Foundation
import Testing

@testable import A11yGenCore

/// Every Must Have and Dont the catalog quotes is taken up somewhere, or says why it cannot be.
///
/// RuleCatalogCompletenessTests holds the catalog to the cards (every card line is quoted); this holds
/// the generator and `check` to the catalog. A card rule counts when a decision of the generated
/// goldens, example forms or design-system components cites it, when a `check` rule reports it, or
/// when one of the audits that test the generated code checks it. A citation is a claim about the
/// code, held to the behaviour by the audits where one checks that rule and otherwise by the goldens
/// a person reviews: this test proves the claim is made, not the behaviour. The rest are listed in
/// `notApplied`, each with the reason it does not arise in what a11y-gen writes; an entry that becomes
/// applied fails here, so the list stays true. (Card 001's sizing rule was quoted and applied by
/// nothing until a review found it: this test would have named it.)
@Suite struct RuleApplicationTests {
    static let notApplied: [RuleID: String] = [
        .assembledControlDeclaresAll:
            "a11y-gen writes native controls only (global.native-first); it assembles none from Text, Image and gestures",
        .componentFallbackFirst: "no generated control falls back from a native one",
        .customControlRepresentation: "no custom-drawn control is generated",
        .representationSharedState: "no accessibilityRepresentation is generated",
        .directInteractionTrait: "no control needs direct touch (drawing, signatures)",
        .noLooseTraits: "native controls carry their own traits; none is rebuilt from loose traits",
        .touchTargetInlineExempt: "an exemption: no generated target sits inline in a run of text",
        .touchTargetIconFrame: "no icon-only control is generated (icons beside errors are decorative and hidden)",
        .noGlyphSizeAlone: "the same: no icon-only control",
        .noStrippedControlContrast:
            "native styles are kept (text fields: text-field.visible-boundary with .roundedBorder or .bordered; toggles, pickers and steppers the system style)",
        .noPushFocusOverride:
            "nothing is pushed but a navigation-link picker's list, whose focus is the system's (global.system-push-focus is cited there)",
        .uikitAnnouncement:
            "a11y-gen writes SwiftUI views, not UIKit-backed ones (below iOS 17 they post UIAccessibility announcements only because AccessibilityNotification does not exist there)",
        .overlayFocusRestore:
            "no overlay (sheet, alert, popover) is generated; a compact date picker's popover is the system's",
        .focusManagementScope: "a scope note for global.focus-management, which is cited",
        .noStrandedFocus: "no overlay is generated, so none to strand focus behind",
    ]

    /// The rules the generated code and `check` apply: decisions, check rules, audits.
    static func applied() throws -> Set<RuleID> {
        var ids = Set<RuleID>()
        for name in GoldenTests.specNames {
            ids.formUnion(try GoldenTests.result(name).plan.decisions.flatMap(\.rules))
        }
        for file in FormTests.exampleSpecs {
            let form = try FormTests.generate(file)
            ids.formUnion(form.decisions.flatMap(\.rules))
            ids.formUnion(form.fields.flatMap { $0.plan.decisions.flatMap(\.rules) })
        }
        let components = Generator.componentFamily(prefix: "DS", deployment: Deployment(platforms: [.ios, .macos]))
        ids.formUnion(components.decisions.flatMap(\.rules))
        ids.formUnion(CheckEngine.allRules.map(\.id))
        ids.formUnion(
            FieldAudit.checkedRules + FieldAudit.checkedDateRules + FieldAudit.checkedDeviceRules
                + FieldAudit.checkedDeviceDateRules + FormDeviceAudit.checkedRules + ChoiceAudit.checkedRules
                + ComponentAudit.checkedRules + StepperAudit.checkedRules + ToggleAudit.checkedRules)
        return ids
    }

    @Test func everyMustAndDontIsAppliedOrSaysWhyNot() throws {
        let applied = try Self.applied()
        let rules = RuleCatalog.all.filter { ($0.kind == .must || $0.kind == .dont) && $0.source.seedFile != nil }
        #expect(rules.count > 80)
        for rule in rules where !applied.contains(rule.id) && Self.notApplied[rule.id] == nil {
            Issue.record(
                "\(rule.id.rawValue) (\(rule.source.rawValue), \(rule.kind.rawValue)) is quoted but applied by nothing: cite it in the decision that follows it, check it, or list it in notApplied with the reason: \"\(rule.text)\""
            )
        }
        for id in Self.notApplied.keys.sorted() where applied.contains(id) {
            Issue.record("\(id.rawValue) is listed as not applied but is applied: remove it from notApplied")
        }
        for id in Self.notApplied.keys.sorted() {
            let rule = try #require(RuleCatalog.all.first { $0.id == id })
            #expect(
                rule.kind == .must || rule.kind == .dont,
                "\(id.rawValue) is a \(rule.kind.rawValue), not a rule to apply")
        }
    }
}
