import Foundation
import Testing

@testable import A11yGenCore

/// The spec fuzzer, end to end: random valid and invalid field and form specs, as the bytes of a
/// file, through the command as a user runs it (`field --spec`, `form -o`), in process, with files
/// in memory so every write is seen.
///
/// - Every valid spec exits 0, prints (or writes) exactly what the library generates, passes
///   FieldAudit / FormAudit and `check`, and type-checks (batched: one swiftc call per
///   configuration and language mode for a whole chunk of views).
/// - Every invalid one (malformed JSON, deep nesting, duplicate keys, invalid UTF-8, lone
///   surrogates, wrong types, unknown keys, bad values, over the limits) exits 1 with located errors
///   and nothing on stdout, and writes nothing.
/// - No case crashes or takes longer than `caseTimeLimit`.
///
/// Normal runs (CI) take a fixed-seed slice of `sliceCount` cases. `A11YGEN_FUZZ=100000 swift test
/// --filter LongFuzz` runs 100,000; `A11YGEN_FUZZ_SEED=<n>` picks the seed and `A11YGEN_FUZZ_CASE=<i>`
/// runs the one case `i` of that seed. `A11YGEN_FUZZ_SHARD=<k>/<n>` runs the cases whose index is `k`
/// modulo `n`, so `n` processes with the same seed share one run (one per core).
@Suite(.serialized) struct LongFuzzTests {
    static let sliceCount = 300
    static let sliceSeed: UInt64 = 14
    static let caseTimeLimit: Double = 10
    /// Views per type-check chunk: each chunk is one swiftc call per configuration and mode.
    static let chunk = 1500

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    /// `A11YGEN_FUZZ_TYPECHECK=0` skips the type-check, for finding a failure fast; a run that
    /// counts as passed type-checks.
    static var typecheck: Bool { environment["A11YGEN_FUZZ_TYPECHECK"] != "0" }
    static var count: Int { environment["A11YGEN_FUZZ"].flatMap { Int($0) } ?? sliceCount }
    /// `A11YGEN_FUZZ_SHARD=k/n`: this process runs the cases `i` with `i % n == k` (k from 0); nil
    /// for a value that is not such a pair (`2/2`), which the test refuses rather than run every case.
    static var shard: (index: Int, count: Int)? {
        guard let text = environment["A11YGEN_FUZZ_SHARD"] else { return (0, 1) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count > 0, (0..<count).contains(index)
        else { return nil }
        return (index, count)
    }

    static var seed: UInt64 {
        if let explicit = environment["A11YGEN_FUZZ_SEED"].flatMap({ UInt64($0) }) { return explicit }
        return environment["A11YGEN_FUZZ"] == nil ? sliceSeed : UInt64(Date().timeIntervalSince1970)
    }

    @Test func fuzzSpecsThroughTheCommand() throws {
        let seed = Self.seed
        let only = Self.environment["A11YGEN_FUZZ_CASE"].flatMap { Int($0) }
        guard let shard = Self.shard else {
            Issue.record(
                "A11YGEN_FUZZ_SHARD=\(Self.environment["A11YGEN_FUZZ_SHARD"] ?? "") is not k/n with 0 <= k < n: with n processes, give them 0/n to (n-1)/n"
            )
            return
        }
        let indices = only.map { [$0] } ?? (0..<Self.count).filter { $0 % shard.count == shard.index }
        print(
            "fuzz: seed \(seed), \(indices.count) cases\(shard.count > 1 ? " (shard \(shard.index)/\(shard.count))" : "") (A11YGEN_FUZZ_SEED=\(seed) reproduces)"
        )
        var run = FuzzRun(seed: seed)
        var done = 0
        let clock = ContinuousClock()
        let start = clock.now
        for index in indices {
            run.runCase(index)
            if !Self.typecheck {
                run.pendingFields.removeAll()
                run.pendingForms.removeAll()
            }
            if run.pendingFields.count >= Self.chunk { run.typecheckFields() }
            if run.pendingForms.count >= Self.chunk / 5 { run.typecheckForms() }
            done += 1
            if indices.count >= 10_000, done % 10_000 == 0 {
                print("fuzz: \(done) cases, \(run.failures.count) failures, \(clock.now - start)")
            }
        }
        run.typecheckFields()
        run.typecheckForms()
        print(run.summary(elapsed: clock.now - start))
        if shard.count > 1 {
            print(
                "  shard \(shard.index)/\(shard.count) of A11YGEN_FUZZ=\(Self.count) (reproduce a case: A11YGEN_FUZZ_CASE=<i>, no shard)"
            )
        }
        for failure in run.failures.prefix(20) { Issue.record(Comment(rawValue: failure)) }
        #expect(run.failures.isEmpty, "\(run.failures.count) failures; seed \(seed)")
    }
}

/// Files in memory for the in-process tool: reads from a dictionary and records every write.
final class FuzzFiles: FileAccess, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]]
    private var written: [String: [UInt8]] = [:]
    var writes: [String: [UInt8]] { locked { written } }
    let folders: Set<String>

    init(files: [String: [UInt8]], folders: Set<String>) {
        self.files = files
        self.folders = folders
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func kind(of path: String) -> FileKind {
        locked { folders.contains(path) ? .directory : files[path] != nil ? .file : .missing }
    }
    func read(_ path: String) throws -> [UInt8] {
        guard let data = locked({ files[path] }) else { throw SystemError(code: ENOENT) }
        return data
    }
    func readIfPresent(_ path: String) throws -> [UInt8]? { locked { files[path] } }
    func writeAtomically(_ data: [UInt8], to path: String) throws {
        locked {
            written[path] = data
            files[path] = data
        }
    }
    func contentsOfDirectory(_ path: String) throws -> [String] { [] }
    func createDirectory(_ path: String) throws { throw SystemError(code: EACCES) }
}

/// Deterministic JSON text (sorted keys) for the fuzzer's specs: the MCP server's encoder, which
/// escapes every control character, so any Unicode scalar (NUL, bidi controls) is valid JSON.
enum FuzzJSON {
    static func text(_ value: JSONValue) -> String { MCPJSON.encode(value) }

    /// A field spec as the JSON a user writes (only the keys that differ from the defaults).
    static func field(_ spec: FieldSpec, inForm: Bool) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["label": .string(spec.label), "type": .string(spec.type.rawValue)]
        let isDate = InputTraits.of(spec.type, region: nil).control == .datePicker
        if let name = spec.name { object["name"] = .string(name) }
        if let placeholder = spec.placeholder { object["placeholder"] = .string(placeholder) }
        if let hint = spec.hint { object["hint"] = .string(hint) }
        if !isDate, spec.labeling != .title || inForm { object["labeling"] = .string(spec.labeling.rawValue) }
        if !spec.visibleLabel { object["visibleLabel"] = .bool(false) }
        if let locale = spec.locale { object["locale"] = .string(locale) }
        if let code = spec.currencyCode { object["currencyCode"] = .string(code) }
        if let style = spec.style { object["style"] = .string(style.rawValue) }
        if spec.hideLabel { object["hideLabel"] = .bool(true) }
        if let range = spec.range { object["range"] = .string(range.description) }
        for (key, bound) in [("min", spec.min), ("max", spec.max), ("step", spec.step)] {
            if let bound { object[key] = .number(Double(bound)) }
        }
        if let unit = spec.unit { object["unit"] = .string(unit) }
        if let options = spec.options {
            object["options"] = .array(
                options.map { option in
                    // An option that stores its own label is written as the string alone, as people write it.
                    if option.value == option.label, option.image == nil,
                        option.label == option.label.trimmed(.whitespacesAndNewlines)
                    {
                        return .string(option.label)
                    }
                    var item: [String: JSONValue] = ["value": .string(option.value), "label": .string(option.label)]
                    if let image = option.image { item["image"] = .string(image) }
                    return .object(item)
                })
        }
        if let options = spec.optionsEnum {
            object["optionsEnum"] =
                options.label == .rawValue
                ? .string(options.type)
                : .object(["type": .string(options.type), "label": .string(options.label.rawValue)])
        }
        if let style = spec.choiceStyle { object["style"] = .string(style.rawValue) }
        if !inForm { object.merge(deployment(spec.deployment)) { $1 } }
        var validation: [String: JSONValue] = [:]
        let v = spec.validation
        if v.required { validation["required"] = .bool(true) }
        if spec.type == .email ? !v.email : v.email { validation["email"] = .bool(v.email) }
        if let pattern = v.pattern { validation["pattern"] = .string(pattern) }
        if let message = v.patternMessage { validation["patternMessage"] = .string(message) }
        if let n = v.minLength { validation["minLength"] = .number(Double(n)) }
        if let n = v.maxLength { validation["maxLength"] = .number(Double(n)) }
        if let n = v.minimum { validation["minimum"] = .number(n) }
        if let n = v.maximum { validation["maximum"] = .number(n) }
        if let after = v.after { validation["after"] = .string(after) }
        if let n = v.minimumAge { validation["minimumAge"] = .number(Double(n)) }
        if let n = v.maximumAge { validation["maximumAge"] = .number(Double(n)) }
        if !validation.isEmpty { object["validation"] = .object(validation) }
        var messages: [String: JSONValue] = [:]
        let m = spec.messages
        for (key, text) in [
            ("required", m.required), ("email", m.email), ("length", m.length), ("range", m.range), ("after", m.after),
            ("age", m.age), ("number", m.number),
        ] {
            if let text { messages[key] = .string(text) }
        }
        if !messages.isEmpty { object["messages"] = .object(messages) }
        return object
    }

    static func deployment(_ deployment: Deployment) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["platforms": .array(deployment.platforms.map { .string($0.rawValue) })]
        if !deployment.minimums.isEmpty {
            object["minimumOS"] = .object(
                Dictionary(
                    uniqueKeysWithValues: deployment.minimums.map { ($0.key.rawValue, .string($0.value.description)) }))
        }
        return object
    }
}

/// One fuzz run: the cases, what they produced, and what failed.
struct FuzzRun {
    let seed: UInt64
    var failures: [String] = []
    var counts: [String: Int] = [:]
    var pendingFields: [(origin: String, plan: FieldPlan, rendered: RenderedField)] = []
    var pendingForms: [(origin: String, result: FormResult)] = []
    var typechecked = (fields: 0, forms: 0, calls: 0)
    var slowest: (seconds: Double, index: Int) = (0, -1)

    static let specPath = "/fuzz/spec.json"
    static let outputPath = "/fuzz/Out.swift"

    init(seed: UInt64) { self.seed = seed }

    enum Command { case field, form }
    enum Expect {
        case valid
        case invalid(String)
    }

    struct Case {
        var kind: String
        var command: Command
        var bytes: [UInt8]
        var expect: Expect
    }

    // MARK: Making cases

    /// Case `index` of this seed, made from its own generator so one case reproduces alone.
    func makeCase(_ index: Int) -> Case {
        var fuzzer = SpecFuzzer(seed: seed &* 0x9E37_79B9 &+ UInt64(index) &* 0xD6E8_FEB8_6659_FD93)
        let roll = fuzzer.rng.next() % 100
        if roll < 30 {
            let (object, expect) = validField(&fuzzer)
            return Case(
                kind: "valid field", command: .field, bytes: Array(FuzzJSON.text(.object(object)).utf8), expect: expect)
        }
        if roll < 42 {
            let (object, expect) = validForm(&fuzzer, index: index)
            return Case(
                kind: "valid form", command: .form, bytes: Array(FuzzJSON.text(.object(object)).utf8), expect: expect)
        }
        let isForm = fuzzer.chance(35)
        var base: [String: JSONValue]
        if isForm { base = validForm(&fuzzer, index: index).0 } else { base = validField(&fuzzer).0 }
        let command: Command = isForm ? .form : .field
        let text = FuzzJSON.text(.object(base))
        var bytes = Array(text.utf8)
        func invalid(_ kind: String, _ bytes: [UInt8]) -> Case {
            Case(kind: kind, command: command, bytes: bytes, expect: .invalid(kind))
        }
        /// Offsets just inside a string literal (after an opening quote of a value).
        func stringOffset() -> Int {
            let quotes = bytes.indices.filter {
                $0 > 0 && bytes[$0] == UInt8(ascii: "\"") && bytes[$0 - 1] == UInt8(ascii: " ")
            }
            return (quotes.isEmpty ? 1 : fuzzer.pick(quotes)) + 1
        }
        switch fuzzer.rng.next() % 16 {
        case 0:
            return invalid("truncated", Array(bytes.prefix(Int(fuzzer.rng.next() % UInt64(bytes.count)))))
        case 1:
            let depth = fuzzer.pick([33, 100, 5_000, 200_000])
            let open = fuzzer.chance(50) ? "[" : "{\"a\": "
            let close = open == "[" ? "]" : "}"
            let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            return invalid("deep nesting", Array("{\"label\": \(nested), \"type\": \"text\"}".utf8))
        case 2:
            let key = isForm ? "name" : "label"
            bytes.insert(contentsOf: Array("\"\(key)\": \"Duplicate\", ".utf8), at: 1)
            return invalid("duplicate key", bytes)
        case 3:
            let at = stringOffset()
            bytes.insert(fuzzer.pick([0xFF, 0xC0, 0x80, 0xED, 0xF5]), at: at)
            if fuzzer.chance(50) { bytes.insert(0xA0, at: at + 1) }  // 0xED 0xA0: an encoded surrogate
            return invalid("invalid UTF-8", bytes)
        case 4:
            bytes.insert(
                contentsOf: Array(fuzzer.pick([#"\uD800"#, #"\uDFFF"#, #"\uD83Dx"#, #"\uDBFF\u0041"#]).utf8),
                at: stringOffset())
            return invalid("lone surrogate", bytes)
        case 5:
            bytes.insert(fuzzer.pick([0, 0x1F, 0x0A, 0x09]), at: stringOffset())
            return invalid("raw control character", bytes)
        case 6:
            let tails = [" x", ",", "}", " {}", "\u{0}", " // comment"]
            return invalid("trailing content", bytes + Array(fuzzer.pick(tails).utf8))
        case 7:
            let documents = [
                "", " ", "\u{FEFF}", "null", "[]", "\"Email\"", "42", "true", "{", "{\"label\": }", "{'label': 'x'}",
                "{label: \"x\"}", "[{\"label\": \"A\", \"type\": \"text\"},]",
            ]
            return invalid("not a spec object", Array(fuzzer.pick(documents).utf8))
        case 8:
            // A value of a type the key never takes (platforms also takes "ios,macos" as a string).
            let keys: [(String, Set<String>)] =
                isForm
                ? [
                    ("name", ["string"]), ("fields", ["array"]), ("title", ["string"]), ("container", ["string"]),
                    ("platforms", ["array", "string"]), ("submitLabel", ["string"]),
                ]
                : [
                    ("label", ["string"]), ("type", ["string"]), ("validation", ["object"]),
                    ("platforms", ["array", "string"]), ("visibleLabel", ["boolean"]), ("messages", ["object"]),
                ]
            let (key, accepted) = fuzzer.pick(keys)
            let wrong: [JSONValue] = [
                .number(42), .bool(true), .null, .string("x"), .array([.number(1)]), .object(["a": .string("b")]),
            ]
            .filter { !accepted.contains($0.typeName) }
            base[key] = fuzzer.pick(wrong)
            return invalid("wrong type", Array(FuzzJSON.text(.object(base)).utf8))
        case 9:
            base[fuzzer.pick(["lable", "typ", "colour", "required", "fieldz", "\u{202E}label", ""])] = .string("x")
            return invalid("unknown key", Array(FuzzJSON.text(.object(base)).utf8))
        case 10:
            if isForm {
                let bad: [(String, JSONValue)] = [
                    ("name", .string("sign up form")), ("name", .string("Text")), ("container", .string("grid")),
                    ("fields", .array([])), ("platforms", .array([.string("tvos")])),
                    ("minimumOS", .object(["ios": .string("9")])),
                    ("submitLabel", .string("  ")),
                ]
                let (key, value) = fuzzer.pick(bad)
                base[key] = value
            } else {
                let bad: [(String, JSONValue)] = [
                    ("type", .string("emial")), ("locale", .string("english")), ("labeling", .string("fancy")),
                    ("platforms", .array([.string("watchos")])), ("platforms", .array([])),
                    ("minimumOS", .object(["ios": .string("11")])),
                    ("label", .string("   ")), ("name", .string("class")), ("currencyCode", .string("euro")),
                    ("validation", .object(["minLength": .number(-1)])),
                    ("validation", .object(["minLength": .number(9), "maxLength": .number(2)])),
                    ("validation", .object(["pattern": .string("[unclosed"), "patternMessage": .string("x")])),
                    ("validation", .object(["minLength": .number(1.5)])), ("range", .string("tomorrow...")),
                    ("style", .string("spinner")),
                ]
                let (key, value) = fuzzer.pick(bad)
                base[key] = value
                if key == "range" || key == "style" { base["type"] = .string("date") }
                if key == "type" || key == "style" || key == "range" { base.removeValue(forKey: "labeling") }
            }
            return invalid("bad value", Array(FuzzJSON.text(.object(base)).utf8))
        case 11:
            // The "1 MB label": refused as too long, at once.
            let long = String(
                repeating: fuzzer.pick(["a", "é", "👩🏽‍💻", "\u{301}", "\\"]), count: fuzzer.chance(10) ? 1_000_001 : 1_001)
            if isForm { base["title"] = .string(long) } else { base["label"] = .string(long) }
            let bytes = Array(FuzzJSON.text(.object(base)).utf8)
            return invalid(bytes.count > SpecLimits.maximumFileBytes ? "file over 1 MiB" : "text over the limit", bytes)
        case 12:
            let padding = [UInt8](repeating: 0x20, count: SpecLimits.maximumFileBytes)
            return invalid("file over 1 MiB", Array(bytes.dropLast()) + padding + [bytes.last!])
        case 13:
            let field: JSONValue = .object(["label": .string("Name"), "type": .string("text")])
            var many: [JSONValue] = []
            for index in 0...SpecLimits.maximumFields {
                var object: [String: JSONValue] = ["label": .string("Field \(index)"), "type": .string("text")]
                if index == 0 { object = [:] }
                many.append(index == 0 ? field : .object(object))
            }
            let form: JSONValue = .object(["name": .string("TooManyForm"), "fields": .array(many)])
            return Case(
                kind: "too many fields", command: .form, bytes: Array(FuzzJSON.text(form).utf8),
                expect: .invalid("too many fields"))
        case 14:
            // Random bytes where a value goes.
            let noise = (0..<Int(1 + fuzzer.rng.next() % 12)).map { _ in UInt8(truncatingIfNeeded: fuzzer.rng.next()) }
            let at = bytes.firstIndex(of: UInt8(ascii: ":")).map { $0 + 2 } ?? 1
            bytes.replaceSubrange(at..<min(at + noise.count, bytes.count - 1), with: noise)
            return Case(
                kind: "random bytes in a value", command: command, bytes: bytes, expect: .invalid("random bytes"))
        default:
            // Every kind of malformed JSON in one place: a byte swapped for structure.
            let at = 1 + Int(fuzzer.rng.next() % UInt64(bytes.count - 2))
            bytes[at] = fuzzer.pick(Array("{}[],:\"".utf8))
            return Case(kind: "structure byte swapped", command: command, bytes: bytes, expect: .invalid("either"))
        }
    }

    /// A field spec the fuzzer makes, as JSON; valid unless its text is over the limit.
    func validField(_ fuzzer: inout SpecFuzzer) -> ([String: JSONValue], Expect) {
        let spec = fuzzer.next()
        // The one refusal the fuzzer's specs can meet: a label that is nothing but a control type.
        if (try? Inference.plan(spec)) == nil {
            return (FuzzJSON.field(spec, inForm: false), .invalid("refused by inference"))
        }
        let tooLong = [spec.label, spec.placeholder, spec.hint].contains {
            ($0?.unicodeScalars.count ?? 0) > SpecLimits.maximumTextLength
        }
        return (FuzzJSON.field(spec, inForm: false), tooLong ? .invalid("text over the limit") : .valid)
    }

    func validForm(_ fuzzer: inout SpecFuzzer, index: Int) -> ([String: JSONValue], Expect) {
        let deployment = fuzzer.pick([
            Deployment(platforms: [.ios]), Deployment(platforms: [.macos]),
            Deployment(platforms: [.ios, .macos], minimums: [.ios: OSVersion(16), .macos: OSVersion(13)]),
            Deployment(platforms: [.ios], minimums: [.ios: OSVersion(15)]),
        ])
        var fields: [JSONValue] = []
        var dates: [(name: String, type: DataType)] = []
        var tooLong = false
        // One form in 40 is large enough to be planned and rendered on every core.
        let wanted =
            fuzzer.rng.next() % 40 == 0
            ? Generator.parallelFieldsFrom + Int(fuzzer.rng.next() % 40) : Int(1 + fuzzer.rng.next() % 7)
        var attempts = 0
        while fields.count < wanted, attempts < wanted * 6 {
            attempts += 1
            var field = fuzzer.next()
            field.deployment = deployment
            let index = fields.count
            field.name = "field\(index)"
            field.label += " \(index)"
            if field.validation.after != nil { field.validation.after = SpecFuzzer.afterTarget(field, among: dates) }
            guard (try? Inference.plan(field)) != nil else { continue }
            if InputTraits.of(field.type, region: nil).control == .datePicker {
                dates.append(("field\(index)", field.type))
            }
            tooLong =
                tooLong
                || [field.label, field.placeholder, field.hint].contains {
                    ($0?.unicodeScalars.count ?? 0) > SpecLimits.maximumTextLength
                }
            fields.append(.object(FuzzJSON.field(field, inForm: true)))
        }
        var object: [String: JSONValue] = [
            "name": .string("FuzzForm\(index)"), "fields": .array(fields), "submitLabel": .string(fuzzer.text()),
            "successMessage": .string(fuzzer.text()),
            "container": .string(fuzzer.pick(FormContainer.allCases).rawValue),
        ]
        if fuzzer.chance(50) { object["title"] = .string(fuzzer.text()) }
        object.merge(FuzzJSON.deployment(deployment)) { $1 }
        return (object, tooLong ? .invalid("text over the limit") : .valid)
    }

    // MARK: Running cases

    mutating func fail(_ index: Int, _ fuzzCase: Case, _ problem: String) {
        let preview = String(decoding: fuzzCase.bytes.prefix(600), as: UTF8.self)
        record(
            "case \(index) (\(fuzzCase.kind); A11YGEN_FUZZ_SEED=\(seed) A11YGEN_FUZZ_CASE=\(index)): \(problem)\n  spec: \(preview)"
        )
    }

    /// Keeps a failure and prints it at once, so a long run shows its failures as they happen.
    mutating func record(_ failure: String) {
        failures.append(failure)
        if failures.count <= 50 { print("fuzz FAILURE \(failures.count): \(failure)") }
    }

    mutating func runCase(_ index: Int) {
        let fuzzCase = makeCase(index)
        let files = FuzzFiles(files: [Self.specPath: fuzzCase.bytes], folders: ["/fuzz"])
        let tool = CommandLineTool(files: files)
        let arguments =
            fuzzCase.command == .field
            ? ["field", "--spec", Self.specPath] : ["form", Self.specPath, "-o", Self.outputPath]
        let started = DispatchTime.now()
        let output = tool.run(arguments)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        if seconds > slowest.seconds { slowest = (seconds, index) }
        if seconds > LongFuzzTests.caseTimeLimit {
            fail(index, fuzzCase, "took \(String(format: "%.1f", seconds)) s (limit \(LongFuzzTests.caseTimeLimit) s)")
        }
        switch output.code {
        case 0:
            if case .invalid(let why) = fuzzCase.expect, why != "either", why != "random bytes" {
                fail(index, fuzzCase, "accepted, but it is invalid (\(why))")
                return
            }
            counts[fuzzCase.command == .field ? "valid fields" : "valid forms", default: 0] += 1
            checkGenerated(index, fuzzCase, output, files)
        case 1:
            if case .valid = fuzzCase.expect {
                fail(index, fuzzCase, "refused, but it is valid:\n\(output.stderr.prefix(2000))")
                return
            }
            counts["refused: " + fuzzCase.kind, default: 0] += 1
            checkRefused(index, fuzzCase, output, files)
        default:
            fail(index, fuzzCase, "exit code \(output.code), not 0 or 1:\n\(output.stderr.prefix(2000))")
        }
    }

    /// A refusal: exit 1, nothing on stdout, nothing written, every error located, the summary line.
    mutating func checkRefused(_ index: Int, _ fuzzCase: Case, _ output: ToolOutput, _ files: FuzzFiles) {
        if !output.stdout.isEmpty {
            fail(index, fuzzCase, "refused, yet printed on stdout:\n\(output.stdout.prefix(500))")
        }
        if !files.writes.isEmpty { fail(index, fuzzCase, "refused, yet wrote \(files.writes.keys.sorted())") }
        guard output.stderr.hasSuffix("in the spec; nothing was generated.\n") else {
            fail(index, fuzzCase, "no summary line:\n\(output.stderr.suffix(500))")
            return
        }
        let data = fuzzCase.bytes
        let diagnostics: [Diagnostic]
        switch fuzzCase.command {
        case .field:
            switch SpecReader().readField(data: data) {
            case .failure(let errors): diagnostics = errors.diagnostics
            case .success(let spec):
                // The reader accepted it: the refusal came from inference, which also locates by path.
                do {
                    _ = try Generator.field(spec, input: Self.specPath)
                    diagnostics = []
                } catch {
                    diagnostics = error.diagnostics.filter { $0.severity == .error }
                }
            }
        case .form:
            switch SpecReader().readForm(data: data) {
            case .failure(let errors): diagnostics = errors.diagnostics
            case .success(let spec):
                do {
                    _ = try Generator.form(spec, input: Self.specPath)
                    diagnostics = []
                } catch {
                    diagnostics = error.diagnostics.filter { $0.severity == .error }
                }
            }
        }
        if diagnostics.isEmpty { fail(index, fuzzCase, "refused without a diagnostic") }
        // The command prints each with its line and column in the file (JSONLocatorTests checks where).
        for diagnostic in diagnostics.located(in: fuzzCase.bytes) {
            let located = diagnostic.location.hasPrefix("$") || diagnostic.location.hasPrefix("line ")
            if !located || diagnostic.message.isEmpty || diagnostic.severity != .error {
                fail(index, fuzzCase, "an error that is not located: \(diagnostic)")
            }
            if diagnostic.line == nil || diagnostic.column == nil {
                fail(index, fuzzCase, "an error without its line and column in the file: \(diagnostic)")
            }
            if !output.stderr.contains(diagnostic.formatted(file: Self.specPath)) {
                fail(index, fuzzCase, "stderr lacks \(diagnostic.formatted(file: Self.specPath))")
            }
        }
    }

    /// Success: the output is what the library generates, clean under the audits and `check`, and
    /// queued for the batched type-check.
    mutating func checkGenerated(_ index: Int, _ fuzzCase: Case, _ output: ToolOutput, _ files: FuzzFiles) {
        let data = fuzzCase.bytes
        let origin = "fuzz case \(index) (A11YGEN_FUZZ_SEED=\(seed) A11YGEN_FUZZ_CASE=\(index))"
        do {
            switch fuzzCase.command {
            case .field:
                let spec = try SpecReader().readField(data: data).get()
                let result = try Generator.field(spec, input: Self.specPath)
                if output.stdout != result.code { fail(index, fuzzCase, "stdout differs from the library's code") }
                let rendered = RenderedField(
                    declarations: result.declarations, view: result.view, functions: result.functions,
                    imports: Array(result.imports.dropFirst()), apis: result.apis)
                // FieldAudit reads the renderer's lines as they are before the printed snippet breaks
                // over-long calls (whitespace only), as ComplianceTests does: its exact-text checks do
                // not see through a wrapped `.accessibilityLabel(`. check and swiftc get the printed code.
                let findings = FieldAudit.audit(result.plan, Renderer().render(result.plan))
                if !findings.isEmpty { fail(index, fuzzCase, "FieldAudit: \(findings)") }
                let checked = CheckEngine().check(path: "Fuzz.swift", bytes: Array(result.code.utf8)).findings
                    .filter { !SourceAudit.isOptedOut($0, by: [result.plan]) }
                if !checked.isEmpty { fail(index, fuzzCase, "check: \(checked.map { "\($0.rule): \($0.message)" })") }
                pendingFields.append((origin, result.plan, rendered))
            case .form:
                let spec = try SpecReader().readForm(data: data).get()
                let result = try Generator.form(spec, input: Self.specPath)
                if files.writes != [Self.outputPath: Array(result.code.utf8)] {
                    fail(index, fuzzCase, "wrote \(files.writes.keys.sorted()), not exactly the generated file")
                }
                let findings = FormAudit.audit(result)
                if !findings.isEmpty { fail(index, fuzzCase, "FormAudit: \(findings)") }
                if spec.fields.count >= Generator.parallelFieldsFrom,
                    try Generator.form(spec, input: Self.specPath, renderer: Renderer(), inlineBelow: .max) != result
                {
                    fail(index, fuzzCase, "rendered on many threads, the form differs from the one-thread result")
                }
                if spec.fields.count >= Generator.parallelFieldsFrom {
                    counts["valid forms rendered on every core (24 fields or more)", default: 0] += 1
                }
                let checked = CheckEngine().check(path: "Fuzz.swift", bytes: Array(result.code.utf8)).findings
                    .filter { !SourceAudit.isOptedOut($0, by: result.fields.map(\.plan)) }
                if !checked.isEmpty { fail(index, fuzzCase, "check: \(checked.map { "\($0.rule): \($0.message)" })") }
                pendingForms.append((origin, result))
            }
        } catch {
            fail(index, fuzzCase, "the command accepted it, the library refused it: \(error)")
        }
    }

    mutating func typecheckFields() {
        guard !pendingFields.isEmpty else { return }
        do {
            let problems = try CompileHarness.checkFields(pendingFields)
            for problem in problems { record("type-check: " + problem) }
        } catch {
            record("type-check harness: \(error)")
        }
        typechecked.fields += pendingFields.count
        typechecked.calls += 1
        pendingFields.removeAll()
    }

    mutating func typecheckForms() {
        guard !pendingForms.isEmpty else { return }
        do {
            let problems = try CompileHarness.checkForms(pendingForms)
            for problem in problems { record("type-check: " + problem) }
        } catch {
            record("type-check harness: \(error)")
        }
        typechecked.forms += pendingForms.count
        typechecked.calls += 1
        pendingForms.removeAll()
    }

    func summary(elapsed: Duration) -> String {
        let total = counts.values.reduce(0, +)
        var lines = [
            "fuzz summary: seed \(seed), \(total) cases run in \(elapsed); \(failures.count) failures",
            "  type-checked \(typechecked.fields) field views and \(typechecked.forms) form files in \(typechecked.calls) batches (each batch one swiftc call per configuration and Swift 5/6 mode)",
            "  slowest case: \(String(format: "%.3f", slowest.seconds)) s (case \(slowest.index))",
        ]
        for key in counts.keys.sorted() { lines.append("  \(key): \(counts[key]!)") }
        lines.append(
            "  reproduce: A11YGEN_FUZZ=\(total) A11YGEN_FUZZ_SEED=\(seed) swift test --filter LongFuzz (one case: A11YGEN_FUZZ_CASE=<i>)"
        )
        return lines.joined(separator: "\n")
    }
}
