/// "Did you mean" support: the closest candidate by edit distance, if it is close enough to help.
enum Suggest {
    static func nearest(to input: String, in candidates: some Sequence<String>) -> String? {
        // Every candidate (keys, types, rule ids, options) is far shorter than this, so none could be
        // within reach of a longer input; it is not even copied.
        guard input.utf8.count <= 10_000 else { return nil }
        let needle = Array(input.lowercased())
        // Allow roughly one typo per three characters; beyond that the suggestion is noise.
        let limit = max(2, needle.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: a candidate that could never be
            // close enough is skipped, so a huge input (a 10 MB string from an agent) costs nothing.
            if abs(other.count - needle.count) > limit { continue }
            let distance = editDistance(needle, other)
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= limit ? candidate : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps
    /// ("emial" is one edit from "email").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// "a, b or c" for listing valid values in a message.
    static func list(_ values: [String]) -> String {
        guard values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + values.last!
    }
}
