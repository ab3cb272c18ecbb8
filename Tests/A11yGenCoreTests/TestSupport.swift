import Foundation
import Testing

@testable import A11yGenCore

/// Paths and helpers shared by the suites.
enum TestSupport {
    /// A generated file without its checksum line, to compare outputs that differ only in the spec
    /// path their header names (and so in their checksum).
    static func unstamped(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !GeneratedChecksum.isChecksumLine($0) }.joined(separator: "\n")
    }

    /// The package root (this file is Tests/A11yGenCoreTests/TestSupport.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldenDirectory = root.appendingPathComponent("Tests/A11yGenCoreTests/Golden")
    static let seedsDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["A11YGEN_SEEDS"] { return URL(fileURLWithPath: override) }
        return root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    }()

    /// Whether every card the catalog quotes is in `seedsDirectory`.
    static let seedsFound: Bool = RuleSource.allCases.compactMap(\.seedFile).allSatisfy {
        FileManager.default.isReadableFile(atPath: seedsDirectory.appendingPathComponent($0).path)
    }

    /// `A11YGEN_REQUIRE_SEEDS=1` (set by `.ci/run`, where the cards exist): a missing card fails the
    /// tests that read the cards instead of skipping them.
    static let seedsRequired = ProcessInfo.processInfo.environment["A11YGEN_REQUIRE_SEEDS"] == "1"

    /// Whether the tests that read the cards run: the cards are there, or they are required (the
    /// tests then run and fail on the missing files).
    static let seedsAvailable = seedsFound || seedsRequired

    /// The trait of every test that reads the cards: without them (a clone with nothing beside it)
    /// the test is reported as skipped with this reason rather than failing.
    static let needsSeeds: ConditionTrait = .enabled(
        if: seedsAvailable,
        Comment(
            rawValue:
                "rule cards not found in \(seedsDirectory.path); set A11YGEN_SEEDS to their folder (A11YGEN_REQUIRE_SEEDS=1 makes this a failure)"
        ))

    /// Golden files and embedded copies are rewritten only when this is set (never in CI).
    static var recording: Bool { ProcessInfo.processInfo.environment["A11YGEN_RECORD"] == "1" }

    static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// Compares `actual` with the file at `url`; records it in record mode; otherwise fails with a diff.
    static func assertGolden(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = read(url)
        if recording {
            if expected != actual {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? actual.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let expected else {
            Issue.record(
                "missing golden file \(url.path); run A11YGEN_RECORD=1 swift test, then read it before committing",
                sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(url.lastPathComponent) drifted:\n\(unifiedDiff(expected, actual))\nIf the change is intended, rerun with A11YGEN_RECORD=1 and review the diff.",
                sourceLocation: sourceLocation)
        }
    }

    static func unifiedDiff(_ expected: String, _ actual: String) -> String {
        TextDiff.changedRegion(from: expected, to: actual) ?? "(no difference)"
    }

    static func spec(_ type: DataType, _ label: String, configure: (inout FieldSpec) -> Void = { _ in }) -> FieldSpec {
        var spec = FieldSpec(label: label, type: type)
        if type == .stepper { spec.max = 10 }  // a stepper needs its largest value
        if type == .choice {
            // A choice needs its options; three short ones, as a segmented picker on iOS takes them.
            spec.options = [
                ChoiceOption(value: "s", label: "Small"), ChoiceOption(value: "m", label: "Medium"),
                ChoiceOption(value: "l", label: "Large"),
            ]
        }
        configure(&spec)
        return spec
    }

    static func generate(_ spec: FieldSpec) throws -> FieldResult {
        try Generator.field(spec, input: "test")
    }
}

extension Array where Element == UInt8 {
    /// A file's bytes, as a11y-gen's readers take them (the tool itself does not use Foundation).
    init(contentsOf url: URL) throws { self = Array(try Data(contentsOf: url)) }
}

extension Array where Element == UInt8 {
    /// Writes the bytes to `url` (Foundation's `Data.write`, for fixtures).
    func write(to url: URL, options: Data.WritingOptions = []) throws {
        try Data(self).write(to: url, options: options)
    }
}

extension JSONSerialization {
    /// Parses bytes as a11y-gen reads and writes them.
    static func jsonObject(with bytes: [UInt8], options: ReadingOptions = []) throws -> Any {
        try jsonObject(with: Data(bytes), options: options)
    }
}
