import Foundation
import Testing

@testable import A11yGenCore

/// `check` never crashes and never hangs: random bytes, and every prefix of real files (code
/// cut off anywhere: mid-literal, mid-comment, mid-#if), all parse and check in bounded time.
@Suite struct CheckFuzzTests {
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
        let clock = ContinuousClock()
        let start = clock.now
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
        #expect(clock.now - start < .seconds(60))
    }

    /// The generated files. `everyByte` leaves out Examples/DesignSystemForms: its forms are the
    /// built-in forms' constructs plus component calls, which every line prefix of them still exercises
    /// (`everyLinePrefixOfRealFilesChecks`), and cutting them at every byte too would add 40% to a
    /// test that grows with the square of each file's size; DSInputs.swift is Examples/Components'
    /// three members again in one file.
    static func realFiles(everyByte: Bool = false) throws -> [[UInt8]] {
        let files = CheckTestSupport.generatedSwiftFiles().filter {
            ($0.path.contains("/Examples/") && !$0.path.contains("/fields/")) || $0.path.contains("/Golden/")
        }.filter { !(everyByte && $0.path.contains("/Examples/DesignSystemForms/")) }
        #expect(files.count > 40)
        return try files.map { Array(try Data(contentsOf: $0)) }
    }

    /// Every prefix, cut at every byte, lexes and parses (a debug build takes about 25 s of CPU).
    @Test func everyPrefixOfRealFilesParses() throws {
        let sources = try Self.realFiles(everyByte: true)
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let bytes = sources[index]
            for end in 0...bytes.count {
                _ = SyntaxTree.parse(SourceFile(path: "prefix", bytes: Array(bytes[0..<end])))
            }
        }
        #expect(clock.now - start < .seconds(300))
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
