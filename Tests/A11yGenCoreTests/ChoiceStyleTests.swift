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
