import Foundation
import Testing

@testable import A11yGenCore

/// The choice styles' vocabulary: fixed spellings, availability from the API cases the model proves,
/// and a refusal that names the platform and the styles it has.
@Suite struct ChoiceStyleTests {
    @Test func spellingsAreTheOnesScriptsRelyOn() {
        #expect(
            ChoiceStyleKind.allCases.map(\.rawValue) == [
                "automatic", "menu", "segmented", "wheel", "inline", "radio-group", "navigation-link",
            ])
        for style in ChoiceStyleKind.allCases {
            #expect((style.modifier == nil) == (style == .automatic))
            if let modifier = style.modifier, let api = style.api {
                #expect(modifier == "." + api.rawValue, "\(style)")
            }
        }
    }

    @Test func stylesPerPlatformFollowTheModel() {
        #expect(ChoiceStyleKind.styles(on: .ios) == [.automatic, .menu, .segmented, .wheel, .inline, .navigationLink])
        #expect(ChoiceStyleKind.styles(on: .macos) == [.automatic, .menu, .segmented, .inline, .radioGroup])
        #expect(!ChoiceStyleKind.styles(on: .ios, minimum: OSVersion(15)).contains(.navigationLink))
        #expect(ChoiceStyleKind.styles(on: .ios, minimum: OSVersion(16)).contains(.navigationLink))
    }

    @Test func aStyleAPlatformLacksIsRefusedNamingWhatItHas() {
        let mac = ChoiceStyleKind.wheel.problems(in: Deployment(platforms: [.macos]), at: "--style")
        #expect(mac.map(\.code) == ["choice-style-unavailable"])
        #expect(mac.first?.location == "--style")
        #expect(mac.first?.message.contains("does not exist on macOS") == true)
        #expect(mac.first?.suggestion == "macOS has automatic, menu, segmented, inline or radio-group")

        let both = ChoiceStyleKind.radioGroup.problems(in: Deployment(platforms: [.ios, .macos]), at: "$.style")
        #expect(both.count == 1)
        #expect(both.first?.message.contains("iOS") == true)
        #expect(both.first?.suggestion?.hasSuffix("; or target one platform") == true)

        let old = ChoiceStyleKind.navigationLink.problems(
            in: Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)]), at: "--style")
        #expect(old.first?.message.contains("needs iOS 16") == true)
        #expect(old.first?.suggestion?.hasPrefix("raise the minimum iOS to 16") == true)

        for style in ChoiceStyleKind.allCases where style != .radioGroup && style != .wheel {
            #expect(
                style.problems(in: Deployment(platforms: [.ios], minimums: [.ios: OSVersion(16)]), at: "").isEmpty,
                "\(style)")
        }
        #expect(ChoiceStyleKind.wheel.problems(in: Deployment(platforms: [.ios]), at: "").isEmpty)
        #expect(ChoiceStyleKind.radioGroup.problems(in: Deployment(platforms: [.macos]), at: "").isEmpty)
    }
}

/// In a file for iOS and the Mac, a segmented picker's container is iOS's alone (axr18 #3): the Mac
/// names its segmented control by the title, and a group around it is one more thing Mac VoiceOver
/// users must enter. A template set written before the value keeps the unguarded container.
@Suite struct SegmentedGroupPlatformTests {
    static let json = """
        {"name": "DeliveryForm", "title": "Delivery", "platforms": ["ios", "macos"],
         "fields": [{"label": "Delivery speed", "type": "choice", "style": "segmented",
                     "options": ["Standard", "Express"], "validation": {"required": true}}]}
        """

    /// The form of `json` drawn with a choice-control template written before `section` existed: the
    /// built-in one with that section taken out.
    static func formWithoutSection(_ section: String) throws -> FormResult {
        var old = try #require(TemplateSet.builtInSource("choice-control.swift.mustache"))
        let start = try #require(old.range(of: "{{#\(section)}}"))
        let end = try #require(old.range(of: "{{/\(section)}}\n"))
        old.removeSubrange(start.lowerBound..<end.upperBound)
        let files = MemoryFiles(["Team/choice-control.swift.mustache": old])
        let set = try TemplateSet.overriding(directory: "Team", files: files)
        let spec = try SpecReader().readForm(data: Array(Self.json.utf8)).get()
        return try Generator.form(spec, input: "Delivery.json", renderer: Renderer(templates: set))
    }

    @Test func theContainerIsIOSsAloneInAFileForBoth() throws {
        let result = try FormTests.form(Self.json).get()
        // On the Mac the one control takes VoiceOver focus on a failed submit (axr20 #2).
        #expect(
            result.code.contains(
                "#if canImport(UIKit)\n                        .accessibilityElement(children: .contain)\n                        .accessibilityLabel(deliverySpeedName)\n                    #else\n                        .accessibilityFocused($accessibilityFocus, equals: .deliverySpeed)\n                    #endif"
            ), "\(result.code)")
        let ios = try FormTests.form(Self.json.replacingOccurrences(of: #"["ios", "macos"]"#, with: #"["ios"]"#)).get()
        #expect(ios.code.contains("\n                    .accessibilityElement(children: .contain)\n"))
        #expect(!ios.code.contains("#if canImport(UIKit)\n                        .accessibilityElement"))
        #expect(!ios.code.contains(".accessibilityFocused("))
        let problems = try CompileHarness.checkForms([("segmented for both", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    /// A failed submit announces the segments' problem on iOS, where they are one container, and moves
    /// VoiceOver to the Mac's one control, as a Mac-only form does (axr20 #2); the JSON says both.
    @Test func aFailedSubmitFocusesTheMacsControlAndAnnouncesOnIOS() throws {
        let result = try FormTests.form(Self.json).get()
        #expect(
            result.code.contains(
                """
                        if deliverySpeedError != nil {
                            #if canImport(UIKit)
                                // Segments named as one container take no VoiceOver focus: keyboard focus, and an announcement.
                                scrollTarget = .deliverySpeed
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                                    focusedField = .deliverySpeed
                                }
                                announce(deliverySpeedName)
                            #else
                                // On the Mac the segmented control is one element named by its title: VoiceOver focus moves to it.
                                focus(.deliverySpeed, problem: deliverySpeedName)
                            #endif
                """), "\(result.code)")
        #expect(result.code.contains("@AccessibilityFocusState private var accessibilityFocus: Field?"))
        #expect(result.code.contains("private func focus(_ field: Field, problem: String) {"))
        #expect(FormAudit.audit(result).isEmpty, "\(FormAudit.audit(result))")
        let plan = try #require(result.fields.first?.plan)
        let decision = try #require(plan.decisions.first { $0.aspect == "focus-on-error" })
        #expect(decision.choice == "iOS: announcement after 0.1 s, no focus move; Mac: @AccessibilityFocusState")
        #expect(decision.rules.contains(.focusManagement))
        #expect(
            plan.verify.contains {
                $0.hasPrefix("On iOS, submitting with nothing chosen announces")
                    && $0.hasSuffix(
                        "on the Mac it moves VoiceOver to the picker and speaks \"<label>, required, <error>\".")
            }, "\(plan.verify)")
        #expect(
            result.verify.contains {
                $0.hasSuffix("On the Mac, a failed submit moves VoiceOver to a segmented picker.")
            })
        // The audit notices a submit that announces on the Mac too while the view binds focus there.
        var broken = result
        broken.code = broken.code.replacingOccurrences(
            of: "focus(.deliverySpeed, problem: deliverySpeedName)", with: "announce(deliverySpeedName)")
        #expect(FormAudit.audit(broken).contains { $0.rule == .choiceErrorFocus })
        // An iOS-only or Mac-only form has one way, as before.
        let mac = try FormTests.form(Self.json.replacingOccurrences(of: #"["ios", "macos"]"#, with: #"["macos"]"#))
            .get()
        #expect(
            !mac.code.contains("#else\n                focus(")
                && mac.code.contains("focus(.deliverySpeed, problem: deliverySpeedName)"))
        #expect(
            mac.fields.first?.plan.decisions.first { $0.aspect == "focus-on-error" }?.choice
                == "@AccessibilityFocusState")
    }

    /// A choice-control template written before `macFocusBinding` binds nothing on the Mac: the submit
    /// announces there too, and says so.
    @Test func aTemplateWithoutTheMacBindingKeepsTheAnnouncement() throws {
        let result = try Self.formWithoutSection("macFocusBinding")
        #expect(!result.code.contains(".accessibilityFocused("), "\(result.code)")
        #expect(!result.code.contains("#else\n                focus("))
        #expect(
            result.fields.first?.plan.decisions.first { $0.aspect == "focus-on-error" }?.choice
                == "announcement after 0.1 s, no focus move")
        #expect(FormAudit.audit(result).isEmpty, "\(FormAudit.audit(result))")
    }

    @Test func aTemplateSetFromBeforeKeepsTheContainerNamed() throws {
        let result = try Self.formWithoutSection("iosGroupName")
        #expect(
            result.code.contains(
                ".accessibilityElement(children: .contain)\n                    .accessibilityLabel(deliverySpeedName)"),
            "\(result.code)")
        #expect(FormAudit.audit(result).isEmpty, "\(FormAudit.audit(result))")
    }
}
