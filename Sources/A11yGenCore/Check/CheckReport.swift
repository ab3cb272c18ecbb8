/// The result of one `check` run, in the three shapes it prints: compiler-style text, JSON, SARIF.
public struct CheckReport: Sendable {
    public var results: [CheckFileResult]
    /// The findings reported (at or above the severity threshold, not in the baseline), ordered.
    public var findings: [CheckFinding]
    public var suppressed = 0
    public var baselined = 0
    public var belowSeverity = 0
    /// The rules that ran, for SARIF's rule descriptions.
    public var rules: [any CheckRule]
    /// At most this many findings are listed in the text and JSON (the MCP tool's `maxFindings`, so
    /// a file with thousands of findings does not flood an agent's context); the counts stay whole.
    public var listLimit: Int?

    /// The findings the text and JSON list: all of them, or the first `listLimit`.
    var listed: ArraySlice<CheckFinding> { findings.prefix(listLimit ?? findings.count) }

    public init(results: [CheckFileResult], findings: [CheckFinding], rules: [any CheckRule]) {
        self.results = results
        self.findings = findings
        self.rules = rules
        self.suppressed = results.reduce(0) { $0 + $1.suppressed }
    }

    public var skipped: [CheckFileResult] { results.filter { $0.problem != nil } }

    // MARK: Text

    /// The findings, one compiler-style block each.
    public func text() -> String {
        let text = listed.map { $0.formatted() }.joined()
        guard listed.count < findings.count else { return text }
        return text
            + "… \(findings.count - listed.count) more not listed (the first \(listed.count) of \(findings.count) are); raise maxFindings, or narrow with only or disable.\n"
    }

    /// One line for stderr: what was checked and found.
    public func summaryLine() -> String {
        let checked = results.count - skipped.count
        var extras: [String] = []
        if suppressed > 0 { extras.append("\(suppressed) suppressed") }
        if baselined > 0 { extras.append("\(baselined) in the baseline") }
        if belowSeverity > 0 {
            extras.append("\(belowSeverity)\(findings.isEmpty ? "" : " more") below the severity threshold, not shown")
        }
        if !skipped.isEmpty { extras.append("\(skipped.count) file\(skipped.count == 1 ? "" : "s") skipped") }
        let unclosed = results.filter { $0.unclosed != nil }.count
        if unclosed > 0 {
            extras.append("\(unclosed) file\(unclosed == 1 ? "" : "s") with code not checked, named above")
        }
        let head =
            findings.isEmpty
            ? "No findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        // "in 20 of 40 files" when not every file checked has a finding.
        let withFindings = Set(findings.map(\.file)).count
        let within = withFindings > 0 && withFindings < checked ? "\(withFindings) of " : ""
        return head + " in \(within)\(checked) file\(checked == 1 ? "" : "s")"
            + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")") + ".\n"
    }

    // MARK: JSON

    struct JSONShape: Encodable {
        struct Summary: Encodable {
            var files: Int
            var checked: Int
            var findings: Int
            var suppressed: Int
            var baselined: Int
            var belowSeverity: Int
            var byRule: [String: Int]
            var bySeverity: [String: Int]
            var skipped: [Skipped]
            var unclosed: [UnclosedFile]
            /// With a list limit the findings exceed: how many are listed.
            var listed: Int?
        }
        struct UnclosedFile: Encodable {
            var file: String
            var line: Int
            var column: Int
            var reason: String
        }
        struct Skipped: Encodable {
            var file: String
            var reason: String
        }
        /// The version of Specs/check-result.schema.json this object follows.
        var schemaVersion = Generator.resultSchemaVersion
        var tool = FieldResult.Tool()
        var findings: [CheckFinding]
        var summary: Summary
    }

    /// One object: `findings` (rule, severity, wcag, file, line, column, message, fix, note, …) and `summary`.
    public func json() -> String {
        var byRule: [String: Int] = [:]
        var bySeverity: [String: Int] = [:]
        for finding in findings {
            byRule[finding.rule, default: 0] += 1
            bySeverity[finding.severity.rawValue, default: 0] += 1
        }
        let skippedFiles = skipped.map { JSONShape.Skipped(file: $0.file, reason: $0.problem ?? "") }
        return Generator.json(
            JSONShape(
                findings: Array(listed),
                summary: .init(
                    files: results.count, checked: results.count - skippedFiles.count, findings: findings.count,
                    suppressed: suppressed, baselined: baselined, belowSeverity: belowSeverity, byRule: byRule,
                    bySeverity: bySeverity, skipped: skippedFiles,
                    unclosed: results.compactMap { result in
                        result.unclosed.map {
                            JSONShape.UnclosedFile(
                                file: result.file, line: $0.line, column: $0.column, reason: $0.reason)
                        }
                    }, listed: listed.count < findings.count ? listed.count : nil)))
    }

    // MARK: SARIF 2.1.0

    struct SARIF: Encodable {
        struct Text: Encodable { var text: String }
        struct RuleProperties: Encodable {
            var kind: String
            var card: String
            var wcag: [String]
        }
        struct Configuration: Encodable { var level: String }
        struct ReportingDescriptor: Encodable {
            var id: String
            var name: String
            var shortDescription: Text
            var fullDescription: Text
            var help: Text
            var defaultConfiguration: Configuration
            var properties: RuleProperties
        }
        struct Driver: Encodable {
            var name = "a11y-gen"
            var version = Generator.version
            var semanticVersion = Generator.version
            var rules: [ReportingDescriptor]
        }
        struct Tool: Encodable { var driver: Driver }
        struct ArtifactLocation: Encodable { var uri: String }
        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int
        }
        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region
        }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Text
            var locations: [Location]
            var partialFingerprints: [String: String]
        }
        struct Notification: Encodable {
            var level: String
            var message: Text
            var locations: [Location]
        }
        struct Invocation: Encodable {
            var executionSuccessful: Bool
            var toolExecutionNotifications: [Notification]
        }
        struct Run: Encodable {
            var tool: Tool
            var columnKind = "unicodeCodePoints"
            var results: [Result]
            var invocations: [Invocation]
        }
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    /// SARIF 2.1.0 for code-scanning dashboards: the rules from the catalog, one result per finding.
    public func sarif() -> String {
        var descriptors: [SARIF.ReportingDescriptor] = rules.sorted { $0.id < $1.id }.map { rule in
            let catalog = RuleCatalog.rule(rule.id)
            return SARIF.ReportingDescriptor(
                id: rule.id.rawValue, name: Self.pascalCase(rule.id.rawValue),
                shortDescription: .init(text: Self.firstSentence(catalog.text)),
                fullDescription: .init(text: catalog.text), help: .init(text: rule.help),
                defaultConfiguration: .init(level: Self.level(rule.severity)),
                properties: .init(kind: catalog.kind.rawValue, card: catalog.source.rawValue, wcag: catalog.wcag))
        }
        descriptors.append(
            SARIF.ReportingDescriptor(
                id: CheckEngine.unknownRuleID, name: Self.pascalCase(CheckEngine.unknownRuleID),
                shortDescription: .init(text: "A suppression comment names no known rule."),
                fullDescription: .init(
                    text:
                        "An a11y-gen:disable or a11y-gen:disable:next comment names a rule id that is not in the catalog, so it silences nothing."
                ),
                help: .init(text: CheckEngine.unknownRuleHelp), defaultConfiguration: .init(level: "warning"),
                properties: .init(kind: "policy", card: RuleSource.policy.rawValue, wcag: [])))
        let unused = RuleCatalog.rule(.checkUnusedSuppression)
        descriptors.append(
            SARIF.ReportingDescriptor(
                id: unused.id.rawValue, name: Self.pascalCase(unused.id.rawValue),
                shortDescription: .init(text: "A suppression comment silences nothing."),
                fullDescription: .init(text: unused.text),
                help: .init(text: "Remove the id from the comment, or the comment."),
                defaultConfiguration: .init(level: "warning"),
                properties: .init(kind: unused.kind.rawValue, card: unused.source.rawValue, wcag: [])))
        let indexByID = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
        let results = findings.map { finding in
            var text = finding.message
            if let fix = finding.fix { text += "\nFix: " + fix }
            if let note = finding.note { text += "\nNote: " + note }
            return SARIF.Result(
                ruleId: finding.rule, ruleIndex: indexByID[finding.rule] ?? 0, level: Self.level(finding.severity),
                message: .init(text: text),
                locations: [Self.location(finding.file, line: finding.line, column: finding.column)],
                partialFingerprints: ["a11yGenFingerprint/v1": finding.fingerprint])
        }
        let notifications = skipped.map {
            SARIF.Notification(
                level: "error", message: .init(text: $0.problem ?? ""),
                locations: [Self.location($0.file, line: 1, column: 1)])
        }
        // A never-closed call: checked but for that call, so a warning, and the run still succeeds.
        let unclosed = self.results.compactMap { result in
            result.unclosed.map {
                SARIF.Notification(
                    level: "warning", message: .init(text: $0.reason),
                    locations: [Self.location(result.file, line: $0.line, column: $0.column)])
            }
        }
        let run = SARIF.Run(
            tool: .init(driver: .init(rules: descriptors)), results: results,
            invocations: [
                .init(executionSuccessful: skipped.isEmpty, toolExecutionNotifications: notifications + unclosed)
            ])
        return Generator.json(SARIF(runs: [run]))
    }

    static func location(_ file: String, line: Int, column: Int) -> SARIF.Location {
        SARIF.Location(
            physicalLocation: .init(
                artifactLocation: .init(uri: uri(file)), region: .init(startLine: line, startColumn: column)))
    }

    /// A relative path stays relative (to the folder the tool ran in); an absolute one becomes `file://`.
    static func uri(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        let encoded = percentEncodedPath(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Percent-encodes every UTF-8 byte outside the characters a URL path allows as they are
    /// (letters, digits, `-._~!$&'()*+,=@/`), as `addingPercentEncoding(.urlPathAllowed)` does.
    static func percentEncodedPath(_ path: String) -> String {
        let allowed = Set("-._~!$&'()*+,=@/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if byte < 0x80, Unicode.Scalar(byte).isASCIIAlphanumeric || allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func firstSentence(_ text: String) -> String {
        if let end = text.firstRange(ofText: "; ") ?? text.firstRange(ofText: ". ") {
            return String(text[..<end.lowerBound]) + "."
        }
        return text
    }

    /// `global.no-fixed-font-size` -> `GlobalNoFixedFontSize`: the rule's type name.
    public static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}
