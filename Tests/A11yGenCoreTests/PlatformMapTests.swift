import Foundation
import Testing

@testable import A11yGenCore

/// `PlatformMap` stands in for `[Platform: Value]` on the path of a field: it must answer as the
/// dictionary did, in platform order, and `Deployment` must keep its public dictionary's meaning.
@Suite struct PlatformMapTests {
    @Test func answersAsADictionaryDoes() {
        var map = PlatformMap<String>()
        var reference: [Platform: String] = [:]
        #expect(map.isEmpty && map.pairs.isEmpty && map.values.isEmpty && map.platforms.isEmpty)
        for (platform, value) in [(Platform.macos, "m"), (.ios, "i"), (.macos, "m2")] {
            map[platform] = value
            reference[platform] = value
            #expect(Platform.allCases.allSatisfy { map[$0] == reference[$0] })
            #expect(map.platforms == reference.keys.sorted())
            #expect(map.values == reference.keys.sorted().map { reference[$0]! })
            #expect(map.pairs.map(\.platform) == map.platforms && map.pairs.map(\.value) == map.values)
        }
        map[.ios] = nil
        #expect(map.platforms == [.macos] && !map.isEmpty && map[.ios] == nil)
        var other = PlatformMap<String>()
        other[.macos] = "m2"
        #expect(map == other)
    }

    @Test func deploymentKeepsItsMinimums() throws {
        let ios = try #require(OSVersion(parsing: "18"))
        let mac = try #require(OSVersion(parsing: "15"))
        let both = Deployment(platforms: [.macos, .ios], minimums: [.ios: ios])
        #expect(both.platforms == [.ios, .macos])
        #expect(both.minimums == [.ios: ios, .macos: Platform.macos.defaultMinimum])
        #expect(both.minimum(.ios) == ios && both.minimum(.macos) == Platform.macos.defaultMinimum)
        // A minimum for a platform not targeted is dropped, as the dictionary version dropped it.
        #expect(Deployment(platforms: [.ios], minimums: [.macos: mac]).minimums == [.ios: Platform.ios.defaultMinimum])
        var changed = both
        changed.minimums = [.macos: mac]
        #expect(changed.minimums == [.macos: mac] && changed.minimum(.macos) == mac)
        #expect(changed.minimum(.ios) == Platform.ios.defaultMinimum)
        #expect(both.minimumOSStrings == ["ios": "18.0", "macos": Platform.macos.defaultMinimum.description])
        let decoded = try JSONDecoder().decode(Deployment.self, from: JSONEncoder().encode(both))
        #expect(decoded == both)
    }
}
