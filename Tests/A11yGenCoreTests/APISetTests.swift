import Testing

@testable import A11yGenCore

/// `APISet` stands in for `Set<API>` in the renderers: it must hold every case, and answer every
/// question the way the standard library's set does, listing its members in sort order.
@Suite struct APISetTests {
    @Test func everyCaseHasABitOfItsOwn() {
        let all = API.allCases
        #expect(all.count <= APISet.capacity, "API has \(all.count) cases; APISet holds \(APISet.capacity)")
        for (index, api) in all.enumerated() {
            #expect(caseTag(of: api) == index, "\(api)'s stored tag is not its place in the declaration")
            #expect(APISet.byTag[index] == api)
        }
        let full = APISet(all)
        #expect(full.count == all.count)
        #expect(Array(full) == all.sorted())
    }

    /// Random inserts, removals and set operations on both, compared after every step.
    @Test func answersAsSetOfAPIDoes() {
        var random = SeededGenerator(seed: 20_261_206)
        let all = API.allCases
        func randomSet() -> (APISet, Set<API>) {
            let members = (0..<Int.random(in: 0...12, using: &random)).map { _ in all.randomElement(using: &random)! }
            return (APISet(members), Set(members))
        }
        var bits = APISet()
        var reference = Set<API>()
        for step in 0..<4_000 {
            let api = all.randomElement(using: &random)!
            switch step % 7 {
            case 0, 1:
                let ours = bits.insert(api)
                let theirs = reference.insert(api)
                #expect(ours.inserted == theirs.inserted && ours.memberAfterInsert == theirs.memberAfterInsert)
            case 2:
                #expect(bits.remove(api) == reference.remove(api))
            case 3:
                let (other, otherReference) = randomSet()
                bits.formUnion(other)
                reference.formUnion(otherReference)
            case 4:
                let (other, otherReference) = randomSet()
                #expect(Set(bits.intersection(other)) == reference.intersection(otherReference))
                #expect(Set(bits.symmetricDifference(other)) == reference.symmetricDifference(otherReference))
                #expect(bits.isSubset(of: other) == reference.isSubset(of: otherReference))
            case 5:
                let list = (0..<3).map { _ in all.randomElement(using: &random)! }
                bits.formUnion(list)
                reference.formUnion(list)
            default:
                #expect(bits.update(with: api) == reference.update(with: api))
            }
            #expect(Array(bits) == reference.sorted(), "step \(step)")
            #expect(bits.sorted() == reference.sorted())
            #expect(bits.count == reference.count && bits.isEmpty == reference.isEmpty)
            #expect(all.allSatisfy { bits.contains($0) == reference.contains($0) })
            #expect(bits == APISet(reference))
        }
        let last = all[all.count - 1]
        var edges: APISet = [all[0], all[min(63, all.count - 1)], all[min(64, all.count - 1)], last]
        #expect(edges.contains(last) && edges.remove(last) == last && !edges.contains(last))
        #expect(APISet().isEmpty && Array(APISet()).isEmpty)
    }
}
