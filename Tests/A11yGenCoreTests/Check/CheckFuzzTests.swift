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

    /// Prefixes lex and parse: every byte of every fifth file, and every fifth byte of the others
    /// (each file at its own phase, so together they still end at every kind of byte). Cutting every
    /// file at every byte cost minutes of CPU in a debug build for no state the sample misses.
    @Test func prefixesOfRealFilesParse() throws {
        let sources = try Self.realFiles()
        let cuts = sources.indices.map { index in
            let stride = index % 5 == 0 ? 1 : 5
            return (sources[index].count - index % stride) / stride + 1
        }
        #expect(cuts.reduce(0, +) > 50_000, "enough prefixes to reach every lexer state")
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let bytes = sources[index]
            let stride = index % 5 == 0 ? 1 : 5
            for end in Swift.stride(from: index % stride, through: bytes.count, by: stride) {
                _ = SyntaxTree.parse(SourceFile(path: "prefix", bytes: Array(bytes[0..<end])))
            }
        }
    }

    /// Every prefix that ends a line goes through the whole engine: rules, suppressions, positions.
    @Test func everyLinePrefixOfRealFilesChecks() throws {
        let engine = CheckEngine()
        for bytes in try Self.realFiles() {
            for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
                let result = engine.check(path: "prefix", bytes: Array(bytes[0..<end]))
                #expect(result.problem == nil)
            }
        }
    }
}
