import Foundation
import Testing

@testable import A11yGenCore

/// `check` never crashes and never hangs: random bytes, and prefixes of real files (code cut off
/// anywhere: mid-literal, mid-comment, mid-#if) all parse and check. A hang is caught by the suite's
/// time limit, which is far above the normal run so a busy machine never fails it; speed is the
/// benchmark's business (`a11y-gen-bench`), not a timed unit test's.
@Suite(.timeLimit(.minutes(15))) struct CheckFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter to the lexer, weighted so random input reaches deep states.
    static let alphabet =
        Array(("(){}[]\"#\\/*.,:;@$`'!?=<>-+ \n\r" + "if else endif Text Field DatePicker").utf8) + [0xC3, 0xA9, 0]

    @Test func randomBytesNeverCrashOrHang() {
        var generator = Generator(state: 0xA11F_9E11)
        let engine = CheckEngine()
        for round in 0..<400 {
            let length = Int.random(in: 0...4096, using: &generator)
            let bytes: [UInt8] =
                round % 2 == 0
                ? (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                : (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let tree = SyntaxTree.parse(SourceFile(path: "fuzz", bytes: bytes))
            _ = tree.outline()
            _ = engine.check(path: "fuzz", bytes: bytes)
        }
    }

    /// The generated files: examples (the design-system forms too), components and goldens.
    static func realFiles() throws -> [[UInt8]] {
        let files = CheckTestSupport.generatedSwiftFiles().filter {
            ($0.path.contains("/Examples/") && !$0.path.contains("/fields/")) || $0.path.contains("/Golden/")
        }
        #expect(files.count > 40)
        return try files.map { Array(try Array(contentsOf: $0)) }
    }

    /// Where each file is cut: prefixes `bytes[0..<end]` for these ends. Cutting a file of n bytes
    /// at every byte parses about n²/2 bytes, which grew with the examples to minutes of a debug
    /// build's CPU (the suite's longest test, and over its time limit on a busy machine). So each
    /// file gets a budget: an odd stride sized so its prefixes add up to about `budget` bytes, at a
    /// phase of its own, plus every byte in a short window after the first occurrences of the
    /// marks that switch the lexer's state (string and raw-string delimiters, interpolation,
    /// comments, `#if`), where a cut ends inside each. `cutsEndOnEveryKindOfByte` holds the
    /// sample to its purpose.
    static func cuts(of bytes: [UInt8], index: Int, budget: Int) -> [Int] {
        let count = bytes.count
        var stride = max(1, count * count / (2 * budget))
        if stride > 1, stride % 2 == 0 { stride += 1 }
        var ends = Set(Swift.stride(from: index % stride, through: count, by: stride))
        ends.insert(count)
        for mark in marks {
            var found = 0
            var start = 0
            while found < 2, let at = firstIndex(of: mark, in: bytes, from: start) {
                for end in at...min(count, at + mark.count + 24) { ends.insert(end) }
                found += 1
                start = at + 1
            }
        }
        // Inside multi-byte UTF-8 (the German and Japanese examples): after each of the first few
        // non-ASCII bytes, wherever a sequence is cut.
        var start = 0
        for _ in 0..<4 {
            guard let at = bytes[start...].firstIndex(where: { $0 >= 0x80 }) else { break }
            for end in at...min(count, at + 24) { ends.insert(end) }
            start = min(count, at + 25)
        }
        return ends.sorted()
    }

    /// The byte sequences that change the lexer's state.
    static let marks: [[UInt8]] = ["\"\"\"", "\\(", "#\"", "\"#", "/*", "*/", "//", "#if", "#else", "#endif", "\""]
        .map { Array($0.utf8) }

    static func firstIndex(of mark: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard mark.count <= bytes.count else { return nil }
        var index = start
        while index + mark.count <= bytes.count {
            if bytes[index] == mark[0], Array(bytes[index..<index + mark.count]) == mark { return index }
            index += 1
        }
        return nil
    }

    /// Bytes parsed per file by `prefixesOfRealFilesParse`: about 2 s of a debug build for all files.
    static let parseBudget = 6_000_000

    /// The sample reaches what cutting everywhere would: the cuts end just after every ASCII byte that
    /// occurs 20 times or more in the files, inside a UTF-8 character, and inside every mark above.
    @Test func cutsEndOnEveryKindOfByte() throws {
        let sources = try Self.realFiles()
        var occurrences = [Int](repeating: 0, count: 256)
        var endsAfter = Set<UInt8>()
        var cutMarks = Set<[UInt8]>()
        var filesWithUnicode = 0
        var midCharacter = 0
        for (index, bytes) in sources.enumerated() {
            for byte in bytes { occurrences[Int(byte)] += 1 }
            let ends = Self.cuts(of: bytes, index: index, budget: Self.parseBudget)
            for end in ends where end > 0 { endsAfter.insert(bytes[end - 1]) }
            if bytes.contains(where: { $0 >= 0x80 }) {
                filesWithUnicode += 1
                if ends.contains(where: { $0 < bytes.count && bytes[$0] & 0xC0 == 0x80 }) { midCharacter += 1 }
            }
            let endSet = Set(ends)
            for mark in Self.marks where mark.count > 1 {
                if let at = Self.firstIndex(of: mark, in: bytes, from: 0), endSet.contains(at + 1) {
                    cutMarks.insert(mark)
                }
            }
        }
        // Every ASCII byte the files use often; of UTF-8, a cut in the middle of a character in every
        // file that has one (which of its bytes ends the cut is no state of its own).
        let common = (0..<128).filter { occurrences[$0] >= 20 }.map(UInt8.init)
        let missed = common.filter { !endsAfter.contains($0) }
        #expect(missed.isEmpty, "no cut ends after the bytes \(missed)")
        #expect(
            midCharacter == filesWithUnicode, "a cut inside a character in \(midCharacter) of \(filesWithUnicode) files"
        )
        let present = Self.marks.filter { mark in
            mark.count > 1 && sources.contains { Self.firstIndex(of: mark, in: $0, from: 0) != nil }
        }
        #expect(present.count >= 8, "the files hold the marks: \(present.count)")
        #expect(
            cutMarks == Set(present),
            "no cut ends inside \(present.filter { !cutMarks.contains($0) }.map { String(decoding: $0, as: UTF8.self) })"
        )
    }

    /// Prefixes lex and parse: each file cut where `cuts(of:index:budget:)` says.
    @Test func prefixesOfRealFilesParse() throws {
        let sources = try Self.realFiles()
        let cuts = sources.indices.map { Self.cuts(of: sources[$0], index: $0, budget: Self.parseBudget) }
        #expect(cuts.map(\.count).reduce(0, +) > 20_000, "enough prefixes to reach every lexer state")
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let bytes = sources[index]
            for end in cuts[index] {
                _ = SyntaxTree.parse(SourceFile(path: "prefix", bytes: Array(bytes[0..<end])))
            }
        }
    }

    /// Prefixes that end a line go through the whole engine: rules, suppressions, positions. Every
    /// line of a small file, and of a large one a sample on the same budget (in lines).
    @Test func linePrefixesOfRealFilesCheck() throws {
        let engine = CheckEngine()
        var checked = 0
        for (index, bytes) in try Self.realFiles().enumerated() {
            let lineEnds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
            var stride = max(1, lineEnds.count * bytes.count / (2 * 1_500_000))
            if stride > 1, stride % 2 == 0 { stride += 1 }
            for position in Swift.stride(from: index % stride, to: lineEnds.count, by: stride) {
                let result = engine.check(path: "prefix", bytes: Array(bytes[0..<lineEnds[position]]))
                #expect(result.problem == nil)
                checked += 1
            }
        }
        #expect(checked > 3_000, "enough line prefixes checked: \(checked)")
    }
}
