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

    @Test func theContainerIsIOSsAloneInAFileForBoth() throws {
        let result = try FormTests.form(Self.json).get()
        #expect(
            result.code.contains(
                "#if canImport(UIKit)\n                        .accessibilityElement(children: .contain)\n                        .accessibilityLabel(deliverySpeedName)\n                    #endif"
            ), "\(result.code)")
        let ios = try FormTests.form(Self.json.replacingOccurrences(of: #"["ios", "macos"]"#, with: #"["ios"]"#)).get()
        #expect(ios.code.contains("\n                    .accessibilityElement(children: .contain)\n"))
        #expect(!ios.code.contains("#if canImport(UIKit)\n                        .accessibilityElement"))
        let problems = try CompileHarness.checkForms([("segmented for both", result)])
        if let first = problems.first { Issue.record("\(problems.count) failures; the first:\n\(first)") }
    }

    @Test func aTemplateSetFromBeforeKeepsTheContainerNamed() throws {
        var old = try #require(TemplateSet.builtInSource("choice-control.swift.mustache"))
        let start = try #require(old.range(of: "{{#iosGroupName}}"))
        let end = try #require(old.range(of: "{{/iosGroupName}}\n"))
        old.removeSubrange(start.lowerBound..<end.upperBound)
        let files = MemoryFiles(["Team/choice-control.swift.mustache": old])
        let set = try TemplateSet.overriding(directory: "Team", files: files)
        let spec = try SpecReader().readForm(data: Array(Self.json.utf8)).get()
        let result = try Generator.form(spec, input: "Delivery.json", renderer: Renderer(templates: set))
        #expect(
            result.code.contains(
                ".accessibilityElement(children: .contain)\n                    .accessibilityLabel(deliverySpeedName)"),
            "\(result.code)")
        #expect(FormAudit.audit(result).isEmpty, "\(FormAudit.audit(result))")
    }
}
