/// The APIs a piece of generated code uses, one bit per case of `API`, listed in case order (which
/// is `API`'s sort order). A `Set<API>` did this job, but every field builds several, and hashing
/// into them was 4% of a form's instructions; its first use in a run also made the Swift runtime
/// search every conformance record of the process for `API: Hashable` (issue 14).
struct APISet: SetAlgebra, Sequence, Hashable, Sendable {
    typealias Element = API

    /// Cases 0-63, 64-127 and 128-191 (`API` has fewer than 192: `APISetTests` holds it).
    private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

    init() {}

    /// Every case, indexed by its stored tag (its place in the declaration).
    static let byTag: [API] = API.allCases

    /// The number of bits the set has room for.
    static let capacity = 192

    private static func place(_ api: API) -> (word: Int, bit: UInt64) {
        let tag = caseTag(of: api)
        // A case past the last bit would share one with another: `API` outgrew the set.
        precondition(tag < capacity, "API has a case past APISet's \(capacity) bits; give APISet another word")
        return (tag >> 6, 1 << UInt64(tag & 63))
    }

    private func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: words.0
        case 1: words.1
        default: words.2
        }
    }

    private mutating func setWord(_ index: Int, _ value: UInt64) {
        switch index {
        case 0: words.0 = value
        case 1: words.1 = value
        default: words.2 = value
        }
    }

    private func combined(_ other: APISet, _ operation: (UInt64, UInt64) -> UInt64) -> APISet {
        var result = APISet()
        result.words = (
            operation(words.0, other.words.0), operation(words.1, other.words.1), operation(words.2, other.words.2)
        )
        return result
    }

    func contains(_ api: API) -> Bool {
        let (index, bit) = Self.place(api)
        return word(index) & bit != 0
    }

    @discardableResult
    mutating func insert(_ api: API) -> (inserted: Bool, memberAfterInsert: API) {
        let (index, bit) = Self.place(api)
        let old = word(index)
        setWord(index, old | bit)
        return (old & bit == 0, api)
    }

    @discardableResult
    mutating func remove(_ api: API) -> API? {
        let (index, bit) = Self.place(api)
        let old = word(index)
        setWord(index, old & ~bit)
        return old & bit == 0 ? nil : api
    }

    @discardableResult
    mutating func update(with api: API) -> API? {
        insert(api).inserted ? nil : api
    }

    func union(_ other: APISet) -> APISet { combined(other, |) }
    func intersection(_ other: APISet) -> APISet { combined(other, &) }
    func symmetricDifference(_ other: APISet) -> APISet { combined(other, ^) }
    mutating func formUnion(_ other: APISet) { self = union(other) }
    mutating func formIntersection(_ other: APISet) { self = intersection(other) }
    mutating func formSymmetricDifference(_ other: APISet) { self = symmetricDifference(other) }

    /// Adds every API in `apis` (a list, or another collection of them).
    mutating func formUnion<S: Sequence>(_ apis: S) where S.Element == API {
        for api in apis { insert(api) }
    }

    var isEmpty: Bool { words.0 | words.1 | words.2 == 0 }

    var count: Int { words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount }

    static func == (a: APISet, b: APISet) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
    }

    /// The APIs in case order, which is their sort order.
    func makeIterator() -> Iterator { Iterator(set: self) }

    struct Iterator: IteratorProtocol {
        fileprivate var set: APISet
        private var index = 0

        fileprivate init(set: APISet) { self.set = set }

        mutating func next() -> API? {
            while index < 3 {
                let bits = set.word(index)
                if bits != 0 {
                    let bit = bits.trailingZeroBitCount
                    set.setWord(index, bits & (bits - 1))
                    return APISet.byTag[index << 6 | bit]
                }
                index += 1
            }
            return nil
        }
    }

    /// The APIs in sort order (the order they iterate in already).
    func sorted() -> [API] { Array(self) }
}
