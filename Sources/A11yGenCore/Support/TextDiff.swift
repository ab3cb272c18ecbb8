/// A small line diff: the changed lines between two texts, each change with two lines of context, to
/// see what a regeneration would change (`--dry-run`) or why a golden drifted.
///
/// Lines are matched with Myers' algorithm (the shortest edit script), so two edits far apart are two
/// short hunks rather than one block that replaces everything between them. Texts that differ in more
/// than `maximumEdits` lines get one region from the first difference to the last, which is cheaper
/// to find and as readable there.
public enum TextDiff {
    /// Lines of unchanged context shown around each change.
    static let context = 2
    /// Beyond this many inserted and deleted lines, the diff is one region.
    static let maximumEdits = 4000

    public static func changedRegion(from old: String, to new: String) -> String? {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard a != b else { return nil }
        // The common start and end are never part of a change: only the middle is diffed.
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var edits: [Edit] = a[..<prefix].indices.map { .same($0, $0) }
        if let script = shortestEdits(middleA, middleB) {
            edits += script.map { $0.shifted(by: prefix) }
        } else {
            edits += middleA.indices.map { .delete($0 + prefix) } + middleB.indices.map { .insert($0 + prefix) }
        }
        let shift = b.count - a.count
        edits += (a.count - suffix..<a.count).map { .same($0, $0 + shift) }
        return hunks(edits, a, b)
    }

    enum Edit: Equatable {
        /// A line of both texts (old index, new index).
        case same(Int, Int)
        case delete(Int)
        case insert(Int)

        func shifted(by offset: Int) -> Edit {
            switch self {
            case .same(let i, let j): .same(i + offset, j + offset)
            case .delete(let i): .delete(i + offset)
            case .insert(let j): .insert(j + offset)
            }
        }

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// Myers' greedy shortest edit script from `a` to `b`; nil beyond `maximumEdits`.
    static func shortestEdits(_ a: [Substring], _ b: [Substring]) -> [Edit]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // Before step d, the band of diagonals it reads (-d-1 through d+1), not all of `v`: the
        // trace grows with the edits made, not with the texts' length.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Walk the trace back from the end.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let band = trace[d]
            func v(_ diagonal: Int) -> Int { band[diagonal + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && v(k - 1) < v(k + 1)) ? k + 1 : k - 1
            let previousX = v(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.insert(y))
                } else {
                    x -= 1
                    edits.append(.delete(x))
                }
            }
        }
        return edits.reversed()
    }

    /// The changes with `context` lines around each, changes closer than twice that in one hunk.
    static func hunks(_ edits: [Edit], _ a: [Substring], _ b: [Substring]) -> String {
        let changes = edits.indices.filter { edits[$0].isChange }
        var groups: [ClosedRange<Int>] = []
        for index in changes {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        var out: [String] = []
        for group in groups {
            let start = max(0, group.lowerBound - context)
            let end = min(edits.count - 1, group.upperBound + context)
            let firstOld = edits[start...end].lazy.compactMap { edit -> Int? in
                switch edit {
                case .same(let i, _), .delete(let i): i
                case .insert: nil
                }
            }.first
            out.append("@@ line \((firstOld ?? a.count) + 1) @@")
            for edit in edits[start...end] {
                switch edit {
                case .same(let i, _): out.append(" " + a[i])
                case .delete(let i): out.append("-" + a[i])
                case .insert(let j): out.append("+" + b[j])
                }
            }
        }
        return out.joined(separator: "\n")
    }
}
