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
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? actual.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(url.path); run A11YGEN_RECORD=1 swift test, then read it before committing",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(url.lastPathComponent) drifted:\n\(unifiedDiff(expected, actual))\nIf the change is intended, rerun with A11YGEN_RECORD=1 and review the diff.",
                         sourceLocation: sourceLocation)
        }
    }

    /// A line diff good enough to see what changed (expected -, actual +).
    static func unifiedDiff(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n")
        let b = actual.components(separatedBy: "\n")
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var out = ["@@ line \(prefix + 1) @@"]
        out += a[max(0, prefix - 2)..<prefix].map { " " + $0 }
        out += a[prefix..<(a.count - suffix)].map { "-" + $0 }
        out += b[prefix..<(b.count - suffix)].map { "+" + $0 }
        out += a[(a.count - suffix)..<min(a.count, a.count - suffix + 2)].map { " " + $0 }
        return out.joined(separator: "\n")
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
