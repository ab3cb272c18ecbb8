/// Findings accepted today (`check --write-baseline`), so `check --baseline` reports only new ones.
///
/// A finding is identified by its fingerprint: rule, file, the whitespace-normalized text of its line,
/// and which occurrence of that text it is in the file. Moving code up or down, or re-indenting it,
/// keeps the fingerprint; editing the line makes it a new finding.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var fingerprint: String
        public var rule: String
        public var file: String
        /// Where it was when written; informational, matching ignores it.
        public var line: Int
        public var message: String
    }

    public var description =
        "Findings accepted by 'a11y-gen check --write-baseline'. 'a11y-gen check --baseline <this file>' reports only findings not listed here. Delete an entry to see it again."
    public var tool = "a11y-gen \(Generator.version)"
    public var version = 1
    public var findings: [Entry]

    public init(findings: [CheckFinding]) {
        self.findings = findings.map {
            Entry(fingerprint: $0.fingerprint, rule: $0.rule, file: $0.file, line: $0.line, message: $0.message)
        }
    }

    public func encoded() -> [UInt8] { Array(Generator.json(self).utf8) }

    public static func decode(_ data: [UInt8]) throws -> Baseline {
        try JSONValueDecoder.decode(Baseline.self, from: data)
    }

    /// Splits `findings` into new ones and those the baseline accepts (each entry accepts one).
    public func filter(_ findings: [CheckFinding]) -> (new: [CheckFinding], accepted: Int) {
        var remaining: [String: Int] = [:]
        for entry in self.findings { remaining[entry.fingerprint, default: 0] += 1 }
        var new: [CheckFinding] = []
        var accepted = 0
        for finding in findings {
            if let count = remaining[finding.fingerprint], count > 0 {
                remaining[finding.fingerprint] = count - 1
                accepted += 1
            } else {
                new.append(finding)
            }
        }
        return (new, accepted)
    }
}
