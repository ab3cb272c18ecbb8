import Foundation
import Testing

@testable import A11yGenCore

/// Runs rules over fixtures, and reads the rule cards' golden patterns.
enum CheckTestSupport {
    static func findings(_ rule: any CheckRule, _ source: String, path: String = "Fixture.swift") -> [CheckFinding] {
        CheckEngine(rules: [rule]).check(path: path, bytes: Array(source.utf8)).findings
    }

    /// The Swift code of a card's Golden Pattern section.
    static func goldenPattern(card file: String) throws -> String {
        let text = try #require(TestSupport.read(TestSupport.seedsDirectory.appendingPathComponent(file)))
        let start = try #require(text.range(of: "Golden Pattern"))
        let code = try #require(text.range(of: "SWIFT\n", range: start.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "Acceptance Checks", range: code.upperBound..<text.endIndex))
        return String(text[code.upperBound..<end.lowerBound])
    }

    static let cardGoldens = ["000_f496c49a68d37f65.txt", "002_174ac302fc005b36.txt"]

    /// The files `check` must find nothing in: generated examples and goldens.
    static func generatedSwiftFiles() -> [URL] {
        var files: [URL] = []
        for folder in ["Examples", "Tests/A11yGenCoreTests/Golden"] {
            let root = TestSupport.root.appendingPathComponent(folder)
            for case let path as String in FileManager.default.enumerator(atPath: root.path)
                ?? FileManager.DirectoryEnumerator()
            where path.hasSuffix(".swift") {
                files.append(root.appendingPathComponent(path))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
