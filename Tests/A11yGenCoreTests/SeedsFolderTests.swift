import Testing

/// `.ci/run` sets A11YGEN_REQUIRE_SEEDS=1: there the cards must be found, not skipped.
@Suite struct SeedsFolderTests {
    @Test func cardsAreFoundWhenRequired() {
        if TestSupport.seedsRequired {
            #expect(
                TestSupport.seedsFound,
                "A11YGEN_REQUIRE_SEEDS=1 but the rule cards are not in \(TestSupport.seedsDirectory.path)")
        }
    }
}
