import Testing

@testable import A11yGenCore

/// `--dry-run`'s diff: the new-user test changed two lines of a spec and got one hunk of 166 removed
/// and 166 added lines, where `diff -u` shows four changed lines.
@Suite struct TextDiffTests {
    static let lines = (1...200).map { "line \($0)" }

    /// The diff from `lines` to `lines` changed by `edit`.
    func diff(_ edit: (inout [String]) -> Void) throws -> String {
        var changed = Self.lines
        edit(&changed)
        return try #require(
            TextDiff.changedRegion(from: Self.lines.joined(separator: "\n"), to: changed.joined(separator: "\n")))
    }

    @Test func twoEditsFarApartAreTwoShortHunks() throws {
        let diff = try diff {
            $0[9] = "line 10 changed"
            $0[179] = "line 180 changed"
        }
        #expect(
            diff == """
                @@ line 8 @@
                 line 8
                 line 9
                -line 10
                +line 10 changed
                 line 11
                 line 12
                @@ line 178 @@
                 line 178
                 line 179
                -line 180
                +line 180 changed
                 line 181
                 line 182
                """)
    }

    @Test func insertionsAndDeletionsKeepTheLinesBetween() throws {
        let diff = try diff {
            $0.insert("new A", at: 50)
            $0.remove(at: 120)  // "line 120" (index 119 before the insertion)
        }
        let marked = diff.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
        #expect(marked == ["+new A", "-line 120"], "\(diff)")
    }

    @Test func nearbyEditsShareAHunkAndEqualTextsHaveNone() throws {
        let diff = try diff {
            $0[9] = "x"
            $0[13] = "y"
        }
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
        #expect(TextDiff.changedRegion(from: "a\nb", to: "a\nb") == nil)
        #expect(TextDiff.changedRegion(from: "", to: "a") == "@@ line 1 @@\n-\n+a")
    }

    /// Beyond the edit limit the diff is one region, found in linear time.
    @Test func textsThatDifferEverywhereGiveOneRegion() throws {
        let old = (0..<5000).map { "a\($0)" }.joined(separator: "\n")
        let new = (0..<5000).map { "b\($0)" }.joined(separator: "\n")
        let diff = try #require(TextDiff.changedRegion(from: old, to: new))
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
        #expect(diff.split(separator: "\n").count == 10_001)
    }
}
