import Foundation
import Testing

@testable import A11yGenCore

/// Paths and helpers shared by the suites.
enum TestSupport {
    /// The package root (this file is Tests/A11yGenCoreTests/TestSupport.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldenDirectory = root.appendingPathComponent("Tests/A11yGenCoreTests/Golden")
    static let seedsDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["A11YGEN_SEEDS"] { return URL(fileURLWithPath: override) }
        return root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    }()

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
        configure(&spec)
        return spec
    }

    static func generate(_ spec: FieldSpec) throws -> FieldResult {
        try Generator.field(spec, input: "test")
    }
}
