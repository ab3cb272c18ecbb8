import Foundation
import Testing

@testable import A11yGenCore

/// `a11y-gen.json`: the schema and the reader agree both ways, every problem is reported at once at
/// its JSON path, and the defaults fill in only what a spec leaves out.
@Suite struct ConfigReaderTests {
    static func schema() throws -> [String: Any] {
        let data = try Array(contentsOf: TestSupport.root.appendingPathComponent("Specs/config.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func errors(_ json: String) -> [Diagnostic] {
        switch ConfigReader().read(data: Array(json.utf8)) {
        case .success: []
        case .failure(let errors): errors.diagnostics
        }
    }

    @Test func schemaKeysAreExactlyTheReaderKeys() throws {
        let schema = try Self.schema()
        #expect(SpecReaderTests.properties(schema) == Set(ConfigReader.configKeys))
        #expect(schema["required"] as? [String] == ["generate"])
        #expect(schema["additionalProperties"] as? Bool == false)
        let generate = try #require((schema["properties"] as? [String: Any])?["generate"] as? [String: Any])
        let entry = try #require(generate["items"] as? [String: Any])
        #expect(SpecReaderTests.properties(entry) == Set(ConfigReader.entryKeys))
        #expect((entry["required"] as? [String]).map(Set.init) == Set(ConfigReader.entryKeys))
        #expect(entry["additionalProperties"] as? Bool == false)
        let templates = try #require((schema["properties"] as? [String: Any])?["templates"] as? [String: Any])
        #expect(
            (templates["description"] as? String)?.contains("replace the built-in templates of the same name") == true)
    }

    @Test func everySchemaKeyIsAcceptedByTheReader() throws {
        // Built from the schema's own key lists, so a key added to the schema alone fails here.
        let schema = try Self.schema()
        let keys = SpecReaderTests.properties(schema)
        let values: [String: String] = [
            "$schema": #""https://a11y-gen.dev/schemas/config.schema.json""#, "platforms": #"["ios", "macos"]"#,
            "minimumOS": #"{"ios": "16", "macos": "13"}"#, "locale": #""en_GB""#, "templates": #""Templates""#,
            "generate": #"[{"specs": "a11y-specs", "output": "Sources/App/Forms"}]"#,
            "strings": #""Resources/Forms.xcstrings""#, "stringsTable": #""Forms""#, "stringsBundle": #""module""#,
        ]
        #expect(Set(values.keys) == keys, "give the test a value for every schema key")
        let json =
            "{"
            + keys.sorted().compactMap { key in values[key].map { "\"\(key)\": \($0)" } }.joined(
                separator: ", ") + "}"
        let config = try ConfigReader().read(data: Array(json.utf8)).get()
        #expect(config.platforms == [.ios, .macos] && config.locale == "en_GB" && config.templates == "Templates")
        #expect(config.minimumOS == [.ios: OSVersion(16), .macos: OSVersion(13)])
        #expect(
            config.generate == [.init(specs: "a11y-specs", output: "Sources/App/Forms", location: "$.generate[0]")])
        #expect(config.strings == "Resources/Forms.xcstrings")
        #expect(config.localization == LocalizationOptions(table: "Forms", bundle: .module))
    }

    @Test func everyReaderKeyIsInTheSchema() throws {
        let properties = try #require(try Self.schema()["properties"] as? [String: Any])
        for key in ConfigReader.configKeys { #expect(properties[key] != nil, "\(key) is read but not in the schema") }
    }

    @Test func everyProblemIsReportedAtOnceWithItsPathAndTheNearestKey() {
        let errors = Self.errors(
            """
            {"platfroms": ["ios"], "minimumOS": {"ios": "14", "watchos": "9"}, "locale": "english",
             "templates": "Templates/form.swift.mustache",
             "generate": [{"specs": "a11y-specs", "output": "Form.swift", "ouput": "x"}, {"spec": "a.json"}, 3]}
            """)
        let found = Set(errors.map { "\($0.location) \($0.code)" })
        for expected in [
            "$.platfroms unknown-key", "$.minimumOS.ios unsupported-minimum-os", "$.minimumOS.watchos unknown-key",
            "$.locale invalid-locale", "$.templates invalid-path", "$.generate[0].ouput unknown-key",
            "$.generate[0].output output-file-for-folder", "$.generate[1].spec unknown-key",
            "$.generate[1].specs missing-specs", "$.generate[1].output missing-output", "$.generate[2] wrong-type",
        ] {
            #expect(found.contains(expected), "missing \(expected) in \(found.sorted())")
        }
        #expect(errors.first { $0.location == "$.platfroms" }?.suggestion == "did you mean 'platforms'?")
        #expect(errors.first { $0.location == "$.generate[0].ouput" }?.suggestion == "did you mean 'output'?")
        #expect(errors.first { $0.location == "$.generate[1].spec" }?.suggestion == "did you mean 'specs'?")
    }

    @Test(arguments: [
        ("[]", "$ wrong-type"),
        ("{}", "$.generate missing-generate"),
        (#"{"generate": []}"#, "$.generate empty-generate"),
        (#"{"generate": {"specs": "a"}}"#, "$.generate wrong-type"),
        (#"{"generate": [{"specs": "", "output": "Out"}]}"#, "$.generate[0].specs invalid-path"),
        (#"{"generate": [{"specs": 1, "output": "Out"}]}"#, "$.generate[0].specs wrong-type"),
        (
            #"{"platforms": ["tvos"], "generate": [{"specs": "a", "output": "b"}]}"#,
            "$.platforms[0] unsupported-platform"
        ),
        (#"{"platforms": [], "generate": [{"specs": "a", "output": "b"}]}"#, "$.platforms no-platforms"),
        (#"{"minimumOS": "17", "generate": [{"specs": "a", "output": "b"}]}"#, "$.minimumOS wrong-type"),
        (#"{"templates": 3, "generate": [{"specs": "a", "output": "b"}]}"#, "$.templates wrong-type"),
        (#"{"templates": "", "generate": [{"specs": "a", "output": "b"}]}"#, "$.templates invalid-path"),
        (#"{"$schema": 1, "generate": [{"specs": "a", "output": "b"}]}"#, "$.$schema wrong-type"),
        (#"{"generate": [{"specs": "a", "output": "b"}],"#, "line 1, column 46 invalid-json"),
    ])
    func badConfigsAreRefusedAtTheirPath(json: String, expected: String) {
        let errors = Self.errors(json)
        #expect(errors.map { "\($0.location) \($0.code)" }.contains(expected), "\(json) -> \(errors)")
    }

    @Test func aMinimumForAPlatformTheDefaultsDoNotNameIsAllowed() throws {
        // The project's default is iOS; its macOS minimum serves the specs that target the Mac.
        let config = try ConfigReader().read(
            data: Array(
                #"{"platforms": ["ios"], "minimumOS": {"macos": "13"}, "generate": [{"specs": "s", "output": "o"}]}"#
                    .utf8)
        ).get()
        #expect(config.platforms == [.ios] && config.minimumOS == [.macos: OSVersion(13)])
    }

    static func form(_ spec: String, config: String) throws -> FormSpec {
        let config = try ConfigReader().read(data: Array(config.utf8)).get()
        return try SpecReader().readForm(data: Array(spec.utf8), defaults: config).get()
    }

    static let entries = #""generate": [{"specs": "s", "output": "o"}]"#
    static let bare = #"{"name": "F", "fields": [{"label": "Postal code", "type": "postal-code"}]"#

    @Test func defaultsFillInWhatASpecLeavesOut() throws {
        let form = try Self.form(
            Self.bare + "}",
            config: #"{"platforms": ["ios", "macos"], "minimumOS": {"ios": "16"}, "locale": "en_US", \#(Self.entries)}"#
        )
        #expect(form.deployment.platforms == [.ios, .macos])
        #expect(form.deployment.minimum(.ios) == OSVersion(16) && form.deployment.minimum(.macos) == OSVersion(14))
        #expect(form.locale == "en_US" && form.fields[0].region == "US")
    }

    @Test func aSpecsOwnValuesWin() throws {
        let form = try Self.form(
            Self.bare + #", "platforms": ["macos"], "minimumOS": {"macos": "15"}, "locale": "en_GB"}"#,
            config:
                #"{"platforms": ["ios"], "minimumOS": {"ios": "16", "macos": "13"}, "locale": "en_US", \#(Self.entries)}"#
        )
        #expect(form.deployment.platforms == [.macos] && form.deployment.minimum(.macos) == OSVersion(15))
        #expect(form.locale == "en_GB")
    }

    @Test func aConfigMinimumReachesAPlatformTheSpecChoseAndAddsNone() throws {
        let config = #"{"platforms": ["ios"], "minimumOS": {"ios": "16", "macos": "13"}, \#(Self.entries)}"#
        let mac = try Self.form(Self.bare + #", "platforms": ["macos"]}"#, config: config)
        #expect(mac.deployment.platforms == [.macos] && mac.deployment.minimum(.macos) == OSVersion(13))
        let phone = try Self.form(Self.bare + "}", config: config)
        #expect(phone.deployment.platforms == [.ios] && phone.deployment.minimum(.ios) == OSVersion(16))
        let ownMinimum = try Self.form(Self.bare + #", "minimumOS": {"ios": "18"}}"#, config: config)
        #expect(ownMinimum.deployment.platforms == [.ios] && ownMinimum.deployment.minimum(.ios) == OSVersion(18))
    }

    @Test func withoutAConfigTheSpecReadsAsBefore() throws {
        let plain = try SpecReader().readForm(data: Array((Self.bare + "}").utf8)).get()
        let none = try SpecReader().readForm(data: Array((Self.bare + "}").utf8), defaults: nil).get()
        let empty = try Self.form(Self.bare + "}", config: "{\(Self.entries)}")
        #expect(plain == none && plain == empty)
    }
}
