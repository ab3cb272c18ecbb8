import Foundation
import Testing

@testable import A11yGenCore

/// The published result schemas: embedded equal to Specs/, versioned with `schemaVersion`, and
/// true of what the CLI prints (with mutated outputs proving the check can fail).
@Suite struct ResultSchemaTests {
    static let resultSchemas = [
        "field-result.schema.json", "form-result.schema.json", "check-result.schema.json",
        "types-result.schema.json", "rule-result.schema.json", "spec-errors.schema.json",
    ]

    static func schema(_ name: String) throws -> JSONValue {
        let text = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("Specs/" + name)))
        return try #require(MCPJSON.parse(Array(text.utf8)), "Specs/\(name) is not JSON")
    }

    static func json(_ text: String) throws -> JSONValue {
        try #require(MCPJSON.parse(Array(text.utf8)), "not JSON: \(text.prefix(200))")
    }

    @Test func embeddedSchemasMatchSpecs() throws {
        let directory = TestSupport.root.appendingPathComponent("Specs")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".schema.json") {
            files[name] = TestSupport.read(directory.appendingPathComponent(name))
        }
        #expect(
            Set(files.keys).isSuperset(of: Self.resultSchemas + ["field-spec.schema.json", "form-spec.schema.json"]))
        TestSupport.assertGolden(
            Schemas.embeddedSource(files),
            at: TestSupport.root.appendingPathComponent("Sources/A11yGenCore/MCP/EmbeddedSchemas.swift"))
        if !TestSupport.recording { #expect(EmbeddedSchemas.files == files) }
    }

    @Test func everyResultSchemaCarriesTheVersionTheOutputsCarry() throws {
        var diagnostic: JSONValue?
        for name in Self.resultSchemas {
            let schema = try Self.schema(name)
            #expect(schema["$defs"]?["schemaVersion"]?["const"] == .string(Generator.resultSchemaVersion), "\(name)")
            #expect(schema["properties"]?["schemaVersion"] != nil, "\(name)")
            #expect(schema["$id"] == .string("https://a11y-gen.dev/schemas/" + name))
            // The shared definitions are the same wherever they appear.
            if let own = schema["$defs"]?["diagnostic"] {
                if let diagnostic { #expect(own == diagnostic, "\(name)'s diagnostic differs") }
                diagnostic = own
            }
        }
        #expect(Generator.resultSchemaVersion.split(separator: ".").count == 3)
    }

    @Test func cliJSONFollowsTheResultSchemas() throws {
        let field = JSONSchemaValidator(root: try Self.schema("field-result.schema.json"))
        let fields = TestSupport.root.appendingPathComponent("Examples/fields")
        for name in try FileManager.default.contentsOfDirectory(atPath: fields.path) where name.hasSuffix(".json") {
            for detail in ResultDetail.allCases {
                let run = try CLITests.run([
                    "field", "--spec", fields.appendingPathComponent(name).path, "--format", "json",
                    "--detail", detail.rawValue,
                ])
                #expect(run.status == 0)
                #expect(field.validate(try Self.json(run.stdout)) == [], "\(name), \(detail)")
            }
        }
        for arguments in [
            ["--type", "date", "--label", "Check in", "--style", "graphical", "--platform", "ios,macos"],
            ["--type", "currency", "--label", "Price", "--locale", "de_DE", "--min", "1", "--no-visible-label"],
        ] {
            let run = try CLITests.run(["field", "--format", "json"] + arguments)
            #expect(run.status == 0)
            #expect(field.validate(try Self.json(run.stdout)) == [], "\(arguments)")
        }
        let form = JSONSchemaValidator(root: try Self.schema("form-result.schema.json"))
        for name in ["SignUp", "Checkout", "Booking", "MacSettings"] {
            for detail in ResultDetail.allCases {
                let run = try CLITests.run([
                    "form", TestSupport.root.appendingPathComponent("Examples/\(name).json").path, "--format", "json",
                    "--detail", detail.rawValue,
                ])
                #expect(run.status == 0)
                #expect(form.validate(try Self.json(run.stdout)) == [], "\(name), \(detail)")
            }
        }
        let check = JSONSchemaValidator(root: try Self.schema("check-result.schema.json"))
        let findings = try CLITests.run(["check", "-", "--format", "json"], stdin: CheckCommandTests.violations)
        let findingsJSON = try Self.json(findings.stdout)
        #expect(check.validate(findingsJSON) == [])
        if case .array(let list)? = findingsJSON["findings"] { #expect(list.count >= 2) }
        let errors = JSONSchemaValidator(root: try Self.schema("spec-errors.schema.json"))
        let failed = try CLITests.run(
            ["field", "--spec", "-", "--format", "json"], stdin: #"{"label": "", "type": "emial", "colour": 1}"#)
        #expect(failed.status == 1)
        #expect(errors.validate(try Self.json(failed.stdout)) == [])
        let failedForm = try CLITests.run(["form", "-", "--format", "json"], stdin: #"{"name": "x", "fields": []}"#)
        #expect(failedForm.status == 1)
        #expect(errors.validate(try Self.json(failedForm.stdout)) == [])
    }

    /// The validation is real: outputs changed the ways a careless change to a11y-gen would change
    /// them are rejected, each for its reason.
    /// check_swift on a file with more findings than an agent can read lists the first ones and says
    /// how many it left out; the counts stay whole, and the result still follows its schema. Asked
    /// for more, it lists them all, with no `listed`.
    @Test func checkSwiftListsTheFirstFindingsAndCountsThemAll() throws {
        let source = (0..<150).map { "Text(\"Row \\(\($0))\").font(.system(size: 12))\n" }.joined()
        let check = JSONSchemaValidator(root: try Self.schema("check-result.schema.json"))
        let capped = MCPTools.checkSwiftCall(["source": .string(source)])
        let structured = try #require(capped.structured)
        #expect(check.validate(structured).isEmpty, "\(check.validate(structured).prefix(3))")
        guard case .array(let listed)? = structured["findings"] else {
            Issue.record("no findings array")
            return
        }
        #expect(listed.count == 100)
        #expect(structured["summary"]?["findings"] == .number(150) && structured["summary"]?["listed"] == .number(100))
        #expect(capped.texts.first?.contains("… 50 more not listed (the first 100 of 150 are)") == true)
        #expect(capped.texts.first?.hasSuffix("150 findings in 1 file.\n") == true)

        let all = try #require(
            MCPTools.checkSwiftCall(["source": .string(source), "maxFindings": .number(150)]).structured)
        guard case .array(let every)? = all["findings"] else {
            Issue.record("no findings array")
            return
        }
        #expect(every.count == 150 && all["summary"]?["listed"] == nil && check.validate(all).isEmpty)
        for bad: JSONValue in [.number(0), .number(1.5), .string("10")] {
            let refused = MCPTools.checkSwiftCall(["source": .string(source), "maxFindings": bad])
            #expect(refused.isError && refused.texts.first?.contains("$.maxFindings: error") == true)
        }
    }

    @Test func mutatedOutputsFailTheirSchemas() throws {
        let field = JSONSchemaValidator(root: try Self.schema("field-result.schema.json"))
        let run = try CLITests.run(["field", "--type", "email", "--label", "Email", "--format", "json"])
        guard case .object(let good) = try Self.json(run.stdout) else {
            Issue.record("not an object")
            return
        }
        #expect(field.validate(.object(good)) == [])
        let mutations: [(String, (inout [String: JSONValue]) -> Void, String)] = [
            ("a key dropped", { $0["code"] = nil }, "missing required key 'code'"),
            ("a key added", { $0["extra"] = .bool(true) }, "$.extra: not allowed"),
            ("a type changed", { $0["view"] = .array([]) }, "$.view: expected string"),
            ("a new major version", { $0["schemaVersion"] = .string("3.0.0") }, "$.schemaVersion: must be"),
            ("an unknown platform", { $0["platforms"] = .array([.string("tvos")]) }, "$.platforms[0]"),
            (
                "a decision without rules",
                {
                    if case .array(var decisions)? = $0["decisions"], case .object(var first)? = decisions.first {
                        first["rules"] = nil
                        decisions[0] = .object(first)
                        $0["decisions"] = .array(decisions)
                    }
                }, "$.decisions[0]: missing required key 'rules'"
            ),
            (
                "a bad rule id",
                { $0["rules"] = .array([.string("Not A Rule")]) }, "$.rules[0]: does not match"
            ),
        ]
        for (what, mutate, expected) in mutations {
            var mutated = good
            mutate(&mutated)
            let problems = field.validate(.object(mutated))
            #expect(problems.contains { $0.contains(expected) }, "\(what): \(problems)")
        }
        let check = JSONSchemaValidator(root: try Self.schema("check-result.schema.json"))
        let findings = try CLITests.run(["check", "-", "--format", "json"], stdin: CheckCommandTests.violations)
        guard case .object(var report) = try Self.json(findings.stdout),
            case .array(var list)? = report["findings"], case .object(var first)? = list.first
        else {
            Issue.record("no findings")
            return
        }
        first["line"] = .string("8")
        list[0] = .object(first)
        report["findings"] = .array(list)
        #expect(check.validate(.object(report)).contains { $0.contains("$.findings[0].line: expected integer") })
    }
}
