import Foundation
import Testing

@testable import A11yGenCore

/// A problem in a spec file is reported at its line and column, as a compiler reports one:
/// `spec.json:6:30: $.fields[2].type: error: …`.
@Suite struct JSONLocatorTests {
    static let form = """
        {
          "name": "SignUpForm",
          "fields": [
            {"label": "Email", "type": "email"},
            {"type": "phone", "platforms": ["ios"]},
            {"label": "Äge ✓", "type": "emial",
             "messages": {"a key": "x", "quo\\"te": "y"}}
          ]
        }

        """

    /// Where `needle` starts in the text above, counted by hand-independent means: its line, and
    /// its column in Unicode scalars.
    static func place(of needle: String, occurrence: Int = 0) -> (line: Int, column: Int) {
        var ranges: [Range<String.Index>] = []
        var from = form.startIndex
        while let range = form.range(of: needle, range: from..<form.endIndex) {
            ranges.append(range)
            from = range.upperBound
        }
        let start = ranges[occurrence].lowerBound
        let before = form[..<start]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { form.index(after: $0) } ?? form.startIndex
        return (line, form[lineStart..<start].unicodeScalars.count + 1)
    }

    @Test func valuesKeysAndMissingKeysAreLocated() throws {
        let locator = JSONLocator(Array(Self.form.utf8))
        func at(_ path: String, key: Bool = false) -> [Int] {
            locator.position(of: path, key: key).map { [$0.line, $0.column] } ?? []
        }
        func expected(_ needle: String, occurrence: Int = 0) -> [Int] {
            let place = Self.place(of: needle, occurrence: occurrence)
            return [place.line, place.column]
        }
        // A value: where it starts. The column counts scalars ("Ä", "✓" are one each).
        #expect(at("$.fields[2].type") == expected(#""emial""#))
        #expect(at("$.name") == expected(#""SignUpForm""#))
        // A key that is wrong itself: where the key is.
        #expect(at("$.fields[1].platforms", key: true) == expected(#""platforms""#))
        #expect(at("$.fields[1].platforms") == expected(#"["ios"]"#))
        // A missing key: the object that lacks it; an element: where it starts.
        #expect(at("$.fields[1].label") == expected(#"{"type": "phone""#))
        #expect(at("$.fields[0]") == expected(#"{"label": "Email""#))
        // Keys that are not identifiers, as the reader writes their paths; escapes decoded.
        #expect(at(#"$.fields[2].messages["a key"]"#) == expected(#""x""#))
        #expect(at(#"$.fields[2].messages["quo\"te"]"#) == expected(#""y""#))
        // A path deeper than the file goes: the deepest value that is there.
        #expect(at("$.fields[2].validation.required") == expected(#"{"label": "Äge"#))
        #expect(at("$") == [1, 1])
        // Not a JSON path: nothing to locate.
        #expect(at("--type") == [])
        #expect(at("line 3, column 4") == [])
    }

    /// Editors do not show a byte order mark; nor do the columns count it, here or in the parser's messages.
    @Test func aByteOrderMarkIsNotAColumn() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let locator = JSONLocator(bom + Array(#"{"type": "emial"}"#.utf8))
        #expect(locator.position(of: "$.type").map { [$0.line, $0.column] } == [1, 10])
        guard case .failure(let invalid) = JSONValue.parse(Array(bom + Array(#"{"type": }"#.utf8))) else {
            Issue.record("not JSON")
            return
        }
        #expect([invalid.line, invalid.column] == [1, 10])
        #expect(invalid.location == "line 1, column 10")
    }

    @Test func diagnosticsTakeTheirPositionsOnce() {
        let diagnostics: [Diagnostic] = [
            .error("unknown-key", at: "$.fields[1].platforms", "x"),
            .error("wrong-type", at: "$.fields[1].platforms", "x"),
            .error("unknown-data-type", at: "--type", "x"),
        ]
        let located = diagnostics.located(in: Array(Self.form.utf8))
        let key = Self.place(of: #""platforms""#)
        let value = Self.place(of: #"["ios"]"#)
        #expect(located.map(\.line) == [key.line, value.line, nil])
        #expect(located.map(\.column) == [key.column, value.column, nil])
        #expect(
            located[0].formatted(file: "SignUp.json")
                == "SignUp.json:\(key.line):\(key.column): $.fields[1].platforms: error: x [unknown-key]")
        // Without a file, the position follows the path.
        #expect(
            located[1].formatted(file: nil)
                == "$.fields[1].platforms (line \(value.line), column \(value.column)): error: x [wrong-type]")
        #expect(located[2].formatted(file: "SignUp.json") == "SignUp.json: --type: error: x [unknown-data-type]")
    }

    /// Every command that reads a file names the place: field --spec, form, generate, a config.
    @Test func theCommandsPrintFileLineAndColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11y-gen-locate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Array(Self.form.utf8).write(to: directory.appendingPathComponent("SignUp.json"))
        let type = Self.place(of: #""emial""#)
        let platforms = Self.place(of: #""platforms""#)

        let form = try CLITests.run(["form", "SignUp.json"], in: directory)
        #expect(form.status == 1)
        #expect(
            form.stderr.contains(
                "SignUp.json:\(platforms.line):\(platforms.column): $.fields[1].platforms: error: a field in a form"))
        #expect(form.stderr.contains("SignUp.json:\(type.line):\(type.column): $.fields[2].type: error: unknown data"))

        let json = try CLITests.run(["form", "SignUp.json", "--format", "json"], in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Array(json.stdout.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: Any]])
        let typeError = try #require(errors.first { $0["location"] as? String == "$.fields[2].type" })
        #expect(typeError["line"] as? Int == type.line && typeError["column"] as? Int == type.column)

        try Array(#"{"label": "Email",\#n "type": "emial"}"#.utf8).write(to: directory.appendingPathComponent("f.json"))
        let field = try CLITests.run(["field", "--spec", "f.json"], in: directory)
        #expect(field.stderr.hasPrefix("f.json:2:10: $.type: error: unknown data type 'emial'"))
        // Flags have no file position.
        let flags = try CLITests.run(["field", "--type", "emial", "--label", "Email"])
        #expect(flags.stderr.hasPrefix("--type: error: unknown data type 'emial'"))

        try Array("{\n  \"generate\": [{\"specs\": \"S\", \"ouput\": \"V\"}]\n}\n".utf8).write(
            to: directory.appendingPathComponent("a11y-gen.json"))
        let generate = try CLITests.run(["generate"], in: directory)
        #expect(generate.status == 1)
        // In the file's order: the entry that lacks 'output' (2:16), then its mistyped key (2:31).
        #expect(generate.stderr.contains("\na11y-gen.json:2:31: $.generate[0].ouput: error: unknown key 'ouput'"))
        #expect(generate.stderr.hasPrefix("a11y-gen.json:2:16: $.generate[0].output: error: an entry needs 'output'"))
    }
}
