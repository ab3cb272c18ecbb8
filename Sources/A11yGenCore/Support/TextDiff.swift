/// A small line diff: the changed region between two texts, with two lines of context, enough to see
/// what a regeneration would change (`--dry-run`) or why a golden drifted.
public enum TextDiff {
    public static func changedRegion(from old: String, to new: String) -> String? {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        guard a != b else { return nil }
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var out = ["@@ line \(prefix + 1) @@"]
        out += a[max(0, prefix - 2)..<prefix].map { " " + $0 }
        out += a[prefix..<(a.count - suffix)].map { "-" + $0 }
        out += b[prefix..<(b.count - suffix)].map { "+" + $0 }
        out += a[(a.count - suffix)..<min(a.count, a.count - suffix + 2)].map { " " + $0 }
        return out.joined(separator: "\n")
    }
}
