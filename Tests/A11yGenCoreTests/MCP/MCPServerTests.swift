import Foundation
import Testing

@testable import A11yGenCore

/// The protocol revisions a client may speak; each is driven end to end against the built binary.
enum Revision: String, CaseIterable, CustomTestStringConvertible {
    case june2025 = "2025-06-18"
    case november2025 = "2025-11-25"
    case july2026 = "2026-07-28"

    var testDescription: String { rawValue }
    var modern: Bool { self == .july2026 }

    static let meta: JSONValue = .object([
        "io.modelcontextprotocol/protocolVersion": .string("2026-07-28"),
        "io.modelcontextprotocol/clientCapabilities": .object([:]),
        "io.modelcontextprotocol/clientInfo": .object(["name": .string("a11y-gen-tests"), "version": .string("1")]),
    ])

    /// Request params in this revision: 2026-07-28 adds the per-request `_meta`.
    func params(_ members: [String: JSONValue] = [:]) -> JSONValue {
        var out = members
        if modern { out["_meta"] = Self.meta }
        return .object(out)
    }

    func call(_ tool: String, _ arguments: JSONValue) -> JSONValue {
        params(["name": .string(tool), "arguments": arguments])
    }
}

/// The five tools with arguments that succeed, in `tools/list` order.
let goodCalls: [(String, JSONValue)] = [
    ("generate_field", .object(["label": .string("Email"), "type": .string("email")])),
    (
        "generate_form",
        .object([
            "name": .string("ContactForm"), "title": .string("Contact"),
            "fields": .array([
                .object(["label": .string("Name"), "type": .string("name")]),
                .object([
                    "label": .string("Email"), "type": .string("email"),
                    "validation": .object(["required": .bool(true)]),
                ]),
            ]),
        ])
    ),
    ("check_swift", .object(["source": .string(CheckCommandTests.violations)])),
    ("list_types", .object(["locale": .string("en_US")])),
    ("explain_rule", .object(["id": .string("text-field.accessible-name")])),
]

@Suite struct MCPServerTests {
    /// A check of about 3.3 MB (under the 8 MiB limit): it keeps a debug worker busy for several
    /// seconds, so what is sent in the meantime arrives while it runs.
    static let slowSource =
        "import SwiftUI\n"
        + (0..<50_000).map { "struct V\($0): View { var body: some View { Text(\"a\").padding() } }\n" }.joined()

    /// Sends a `check_swift` call of `slowSource`, without waiting for its answer.
    static func sendSlowCheck(_ client: MCPClient, _ revision: Revision, id: String) {
        client.send(
            .object([
                "jsonrpc": .string("2.0"), "id": .string(id), "method": .string("tools/call"),
                "params": revision.call("check_swift", .object(["source": .string(slowSource)])),
            ]))
    }

    /// Starts the server and opens it the way a client of `revision` does.
    static func open(_ revision: Revision) throws -> MCPClient {
        let client = try MCPClient()
        if revision.modern {
            let discovered = client.request(.string("discover"), "server/discover", revision.params())
            let result = discovered["result"]
            #expect(result?["resultType"] == .string("complete"))
            #expect(result?["supportedVersions"] == .array([.string("2026-07-28")]))
            #expect(result?["capabilities"]?["tools"] != nil)
            #expect(result?["cacheScope"] == .string("public"))
            if case .number(let ttl)? = result?["ttlMs"] { #expect(ttl >= 0) } else { Issue.record("no ttlMs") }
            #expect(result?["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == .string("a11y-gen"))
        } else {
            let answer = client.request(
                .number(0), "initialize",
                .object([
                    "protocolVersion": .string(revision.rawValue), "capabilities": .object([:]),
                    "clientInfo": .object(["name": .string("a11y-gen-tests"), "version": .string("1")]),
                ]))
            let result = answer["result"]
            #expect(result?["protocolVersion"] == .string(revision.rawValue))
            #expect(result?["capabilities"]?["tools"] != nil)
            #expect(result?["serverInfo"]?["name"] == .string("a11y-gen"))
            #expect(result?["serverInfo"]?["version"] == .string(Generator.version))
            #expect(result?["resultType"] == nil)
            client.notify("notifications/initialized")
        }
        return client
    }

    /// The MCP review: a client that pipes the server's standard error and never reads it filled the
    /// pipe after about 1,800 failed tool calls (each logs a line), and from then on every tool call
    /// waited for good while `ping` was still answered. Log lines that would wait are dropped.
    @Test func aClientThatNeverReadsStandardErrorIsStillAnswered() throws {
        let client = try MCPClient(readsStandardError: false)
        _ = client.request(
            .number(0), "initialize",
            .object([
                "protocolVersion": .string("2025-11-25"), "capabilities": .object([:]),
                "clientInfo": .object(["name": .string("t"), "version": .string("1")]),
            ]))
        client.notify("notifications/initialized")
        // About 37 bytes of log per call: 3,000 calls write 1.7 times what a Linux pipe holds (64 KiB).
        var unanswered = 0
        for id in 1...3000 where unanswered == 0 {
            client.send(
                .object([
                    "jsonrpc": .string("2.0"), "id": .number(Double(id)), "method": .string("tools/call"),
                    "params": .object([
                        "name": .string("explain_rule"), "arguments": .object(["id": .string("no-such-rule-\(id)")]),
                    ]),
                ]))
            guard let line = client.receiveLine(timeout: 10) else {
                unanswered = id
                continue
            }
            #expect(line.contains("\"isError\":true"), "\(line.prefix(200))")
        }
        #expect(unanswered == 0, "tool call \(unanswered) was not answered")
        #expect(try client.closeAndWait() < 2, "the server did not exit when standard input closed")
    }

    /// The MCP review: with its standard output closed by the client, the server said "stopping" and
    /// went on reading until standard input closed too. It ends at once.
    @Test func theServerEndsWhenItsStandardOutputIsClosed() throws {
        let client = try MCPClient(readsOutput: false)
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
        let start = Date()
        while client.process.isRunning, Date().timeIntervalSince(start) < 5 { usleep(10_000) }
        #expect(!client.process.isRunning, "still running 5 s after its standard output was closed")
        _ = try? client.closeAndWait()
    }

    static func errorCode(_ answer: JSONValue) -> Int? {
        if case .number(let code)? = answer["error"]?["code"] { return Int(code) }
        return nil
    }

    static func texts(_ answer: JSONValue) -> [String] {
        guard case .array(let blocks)? = answer["result"]?["content"] else { return [] }
        return blocks.compactMap { block in
            block["type"] == .string("text") ? block["text"]?.stringValue : nil
        }
    }

    /// An int64 id beyond 2^53 is kept as written, in the request and in a cancellation naming it,
    /// so the two match; the id is written back digit for digit.
    @Test func anInt64IdIsKeptAsWrittenAndCancellable() throws {
        let request = MCPIncoming.decode(
            Array(#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"tools/call","params":{}}"#.utf8))
        let cancel = MCPIncoming.decode(
            Array(
                #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"reason":"x","requestId": 9223372036854775807 }}"#
                    .utf8))
        let id = try #require(request.requestID)
        #expect(cancel.cancelledRequestID == id)
        #expect(MCPJSON.encode(id) == "9223372036854775807")
        // A neighbour that a Double would round to the same value is another request.
        let other = MCPIncoming.decode(Array(#"{"jsonrpc":"2.0","id":9223372036854775806,"method":"ping"}"#.utf8))
        #expect(other.requestID != id)
        // Only digits in JSON's own form are ever written raw: no leading zero, nothing else.
        #expect(!MCPJSON.integerID("1,\"x\":2").isValidRequestID)
        #expect(!MCPJSON.integerID("0123").isValidRequestID)
        // No client can send the form an int64 id is kept in: an object or an array id is no id.
        for sent in [#"{"\u0000integer":"7"}"#, #"[1e999,"7"]"#, "0123"] {
            let line = MCPIncoming.decode(Array(#"{"jsonrpc":"2.0","id":\#(sent),"method":"ping"}"#.utf8))
            #expect(line.requestID == nil, "\(sent)")
        }
        // An id cut off by the 64 KiB kept of an oversized line is not read as a shorter one.
        #expect(MCPIncoming.readableID(Array(#"{"jsonrpc":"2.0","id":1234"#.utf8)[...]) == nil)
    }

    @Test(arguments: Revision.allCases)
    func handshakeListEveryToolAndEveryErrorPath(_ revision: Revision) throws {
        let client = try Self.open(revision)

        // ping: part of the handshake era only.
        let ping = client.request(.string("p"), "ping", revision.modern ? revision.params() : nil)
        if revision.modern {
            #expect(Self.errorCode(ping) == -32601)
        } else {
            #expect(ping["result"] == .object([:]))
        }

        // tools/list: the five tools, in order, described for a model.
        let list = client.request(.number(1), "tools/list", revision.modern ? revision.params() : nil)
        let result = try #require(list["result"])
        if revision.modern {
            #expect(result["resultType"] == .string("complete"))
            #expect(result["cacheScope"] == .string("public"))
            #expect(result["ttlMs"] != nil)
        }
        guard case .array(let tools)? = result["tools"] else {
            Issue.record("no tools: \(list)")
            return
        }
        #expect(tools.compactMap { $0["name"]?.stringValue } == goodCalls.map(\.0))
        var outputSchemas: [String: JSONValue] = [:]
        for tool in tools {
            let name = tool["name"]?.stringValue ?? "?"
            #expect((tool["title"]?.stringValue?.count ?? 0) > 10, "\(name) has no title")
            #expect((tool["description"]?.stringValue?.count ?? 0) > 300, "\(name)'s description is thin")
            #expect(
                tool["annotations"]
                    == .object([
                        "readOnlyHint": .bool(true), "idempotentHint": .bool(true), "openWorldHint": .bool(false),
                    ]))
            #expect(tool["inputSchema"]?["type"] == .string("object"))
            #expect(tool["outputSchema"]?["type"] == .string("object"))
            // 2025-06-18's schema types have no $schema; later revisions get the Specs/ file as it is.
            #expect((tool["outputSchema"]?["$schema"] == nil) == (revision == .june2025), "\(name)")
            outputSchemas[name] = tool["outputSchema"]
        }

        // Every tool: the code or text first, the JSON next, and structuredContent that its outputSchema accepts.
        for (index, (name, arguments)) in goodCalls.enumerated() {
            let answer = client.request(.number(Double(10 + index)), "tools/call", revision.call(name, arguments))
            let result = answer["result"]
            #expect(result?["isError"] == .bool(false), "\(name): \(answer)")
            let texts = Self.texts(answer)
            #expect(texts.count == 2, "\(name)")
            let structured = try #require(result?["structuredContent"], "\(name) has no structuredContent")
            let problems = JSONSchemaValidator(root: outputSchemas[name] ?? .null).validate(structured)
            #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
            // The generate tools' JSON block leaves out `code`, which is the first block word for word.
            let shown = name.hasPrefix("generate_") ? structured.removing(["code"]) : structured
            #expect(texts.last.flatMap { MCPJSON.parse(Array($0.utf8)) } == shown, "\(name): JSON text differs")
            if name.hasPrefix("generate_") { #expect(texts.first == structured["code"]?.stringValue, "\(name)") }
            if revision.modern {
                #expect(result?["resultType"] == .string("complete"))
                #expect(result?["_meta"]?["io.modelcontextprotocol/serverInfo"] != nil)
            }
        }

        // A bad spec: a tool result a model can repair from, every problem at once.
        let badField = client.request(
            .string("bad-field"), "tools/call",
            revision.call(
                "generate_field",
                .object(["label": .string("Email"), "type": .string("emial"), "labeling": .string("titel")])))
        #expect(badField["result"]?["isError"] == .bool(true))
        #expect(badField["result"]?["structuredContent"] == nil)
        let repair = Self.texts(badField).first ?? ""
        #expect(repair.contains("$.type: error: unknown data type 'emial'; did you mean 'email'?"), "\(repair)")
        #expect(repair.contains("$.labeling: error: unknown labeling strategy 'titel'; did you mean 'title'?"))
        #expect(repair.contains("allowed values: title, labeled-content, titleless, form-row"))
        #expect(repair.contains("The spec has 2 errors"))
        // Located by path alone: a line and column would be in the server's own serialization of the
        // arguments, which the model never wrote.
        #expect(!repair.contains("(line "), "\(repair)")
        let repairJSON = Self.texts(badField).count == 2 ? MCPJSON.parse(Array(Self.texts(badField)[1].utf8)) : nil
        guard case .array(let repairErrors)? = repairJSON?["errors"] else {
            Issue.record("no errors JSON")
            return
        }
        #expect(repairErrors.count == 2 && repairErrors.allSatisfy { $0["line"] == nil && $0["column"] == nil })
        let longLabel = client.request(
            .string("long-label"), "tools/call",
            revision.call(
                "generate_field",
                .object(["label": .string(String(repeating: "x", count: 1_100)), "type": .string("text")])))
        let longRepair = Self.texts(longLabel).joined(separator: "\n")
        #expect(longRepair.contains("$.label: error: this text is 1100 characters long"), "\(longRepair.prefix(300))")
        #expect(!longRepair.contains("(line ") && !longRepair.contains("\"line\""), "\(longRepair.prefix(300))")
        // Advice in the tool's terms, not the command line's.
        #expect(!repair.contains("a11y-gen types") && repair.contains("list_types"), "\(repair)")
        let noMax = client.request(
            .string("no-max"), "tools/call",
            revision.call("generate_field", .object(["label": .string("Count"), "type": .string("stepper")])))
        let noMaxText = Self.texts(noMax).joined(separator: "\n")
        #expect(noMaxText.contains("add max, for example 10") && !noMaxText.contains("(--"), "\(noMaxText)")

        let badForm = client.request(
            .string("bad-form"), "tools/call",
            revision.call(
                "generate_form",
                .object([
                    "name": .string("contact form"), "fieldz": .array([]),
                    "fields": .array([
                        .object(["label": .string("Email"), "type": .string("email")]),
                        .object(["label": .string("Email"), "type": .string("email"), "styl": .string("x")]),
                    ]),
                ])))
        #expect(badForm["result"]?["isError"] == .bool(true))
        let formRepair = Self.texts(badForm).first ?? ""
        for expected in ["$.fieldz: error: unknown key 'fieldz'; did you mean 'fields'?", "$.fields[1].styl", "$.name"]
        {
            #expect(formRepair.contains(expected), "\(expected) missing in \(formRepair)")
        }

        for (name, arguments, expected) in [
            ("check_swift", JSONValue.object(["sauce": .string("x")]), "did you mean 'source'?"),
            (
                "check_swift", .object(["source": .string("x"), "only": .array([.string("global.no-fixed-font")])]),
                "Did you mean 'global.no-fixed-font-size'?"
            ),
            // In the tool's terms: the argument, never the command line's flag or usage lines.
            ("list_types", .object(["locale": .string("english")]), #"is invalid for the argument "locale""#),
            (
                "check_swift", .object(["source": .string("x"), "only": .array([.string("no.such")])]),
                #"error: Unknown rule id 'no.such' for the argument "only" (explain_rule explains a rule id) [unknown-rule]"#
            ),
            (
                "explain_rule", .object(["id": .string("text-field.acessible-name")]),
                "did you mean 'text-field.accessible-name'?"
            ),
            ("explain_rule", .object([:]), "$.id"),
            (
                "check_swift", .object(["source": .string("x"), "platforms": .array([.string("tvos")])]),
                #"$.platforms[0]: error: must be "ios" or "macos""#
            ),
            (
                "check_swift",
                .object([
                    "source": .string("x"), "platforms": .array([.string("ios")]),
                    "minimumOS": .object(["macos": .string("13")]),
                ]),
                #"$.minimumOS.macos: error: "minimumOS.macos" is for macOS, which "platforms" leaves out"#
            ),
            (
                "check_swift", .object(["source": .string("x"), "minimumOS": .object(["ios": .bool(true)])]),
                #"$.minimumOS.ios: error: must be a version such as "17" or "16.4""#
            ),
        ] {
            let answer = client.request(.string("bad-\(name)"), "tools/call", revision.call(name, arguments))
            #expect(answer["result"]?["isError"] == .bool(true), "\(name) \(arguments)")
            #expect(Self.texts(answer).first?.contains(expected) == true, "\(name): \(Self.texts(answer))")
            #expect(Self.texts(answer).first?.contains("--") == false, "a flag in \(Self.texts(answer))")
            #expect(Self.texts(answer).first?.contains("Usage:") == false)
            // The shape a spec's problems take: every line located, then the {"errors", "warnings"} JSON.
            let texts = Self.texts(answer)
            #expect(texts.count == 2, "\(name): \(texts)")
            #expect(
                texts.first?.hasPrefix("The arguments have ") == true
                    && texts.first?.contains("; nothing was done.") == true)
            let json = texts.count == 2 ? MCPJSON.parse(Array(texts[1].utf8)) : nil
            guard case .array(let errors)? = json?["errors"], let first = errors.first else {
                Issue.record("\(name): no errors JSON in \(texts)")
                continue
            }
            #expect(first["location"]?.stringValue?.hasPrefix("$") == true, "\(name): \(first)")
            #expect(texts.first?.contains("\n\(first["location"]?.stringValue ?? "?"): error: ") == true, "\(texts)")
        }

        // Protocol errors: JSON-RPC errors with their codes.
        let protocolErrors: [(String, JSONValue, Int)] = [
            ("tools/call", revision.call("no_such_tool", .object([:])), -32602),
            ("tools/call", revision.params(["name": .string("generate_field"), "arguments": .array([])]), -32602),
            ("tools/call", revision.params(["arguments": .object([:])]), -32602),
            ("tools/list", revision.params(["cursor": .string("page-2")]), -32602),
            ("resources/list", revision.params(), -32601),
        ]
        for (index, (method, params, code)) in protocolErrors.enumerated() {
            let answer = client.request(.number(Double(100 + index)), method, params)
            #expect(Self.errorCode(answer) == code, "\(method) \(params): \(answer)")
        }
        let unknownTool = client.request(.number(200), "tools/call", revision.call("no_such_tool", .object([:])))
        #expect(unknownTool["error"]?["message"] == .string("Unknown tool: no_such_tool"))

        if revision.modern {
            // An unsupported version: -32022 with every version this server speaks, newest first (the
            // handshake-era ones tell a client it may still `initialize`; the specification's example
            // lists 2025-11-25 too).
            var meta = Revision.meta.objectValue!
            meta["io.modelcontextprotocol/protocolVersion"] = .string("1900-01-01")
            let old = client.request(.number(300), "tools/list", .object(["_meta": .object(meta)]))
            #expect(Self.errorCode(old) == -32022)
            #expect(
                old["error"]?["data"]
                    == .object([
                        "supported": .array([.string("2026-07-28"), .string("2025-11-25"), .string("2025-06-18")]),
                        "requested": .string("1900-01-01"),
                    ]))
            meta["io.modelcontextprotocol/protocolVersion"] = .string("2026-07-28")
            meta["io.modelcontextprotocol/clientCapabilities"] = nil
            let noCapabilities = client.request(.number(301), "tools/list", .object(["_meta": .object(meta)]))
            #expect(Self.errorCode(noCapabilities) == -32602)
            let noMeta = client.request(.number(302), "tools/list", .object([:]))
            #expect(Self.errorCode(noMeta) == -32602)
            let initialize = client.request(.number(303), "initialize", revision.params())
            #expect(Self.errorCode(initialize) == -32601)
        } else {
            let again = client.request(
                .number(300), "initialize",
                .object([
                    "protocolVersion": .string(revision.rawValue), "capabilities": .object([:]),
                    "clientInfo": .object(["name": .string("x"), "version": .string("1")]),
                ]))
            #expect(Self.errorCode(again) == -32600)
        }

        // Closing standard input ends the server at once, with nothing left unanswered.
        let seconds = try client.closeAndWait()
        #expect(seconds < 1, "took \(seconds) s to exit after stdin closed")
        #expect(client.process.terminationStatus == 0)
        #expect(client.unread.isEmpty, "unexpected extra output: \(client.unread.prefix(3))")
    }

    @Test(arguments: Revision.allCases)
    func afterAnyBadLineTheServerKeepsServing(_ revision: Revision) throws {
        let client = try Self.open(revision)
        func expectError(_ code: Int, id: JSONValue?, containing text: String? = nil, _ comment: String) {
            let answer = client.receive()
            #expect(Self.errorCode(answer) == code, "\(comment): \(String(MCPJSON.encode(answer).prefix(300)))")
            if let id {
                #expect(answer["id"] == id, "\(comment)")
            } else if revision == .june2025 {
                #expect(answer["id"] == .null, "\(comment): 2025-06-18 requires an id; JSON-RPC's null")
            } else {
                #expect(answer["id"] == nil, "\(comment): an unreadable id is left out")
            }
            if let text {
                #expect(answer["error"]?["message"]?.stringValue?.contains(text) == true, "\(comment): \(answer)")
            }
            #expect(MCPJSON.encode(answer).utf8.count < 2000, "\(comment): the answer echoes too much")
        }
        client.send("this is not json")
        expectError(-32700, id: nil, "not JSON")
        client.send(#"{"jsonrpc":"2.0","id":8,"method":"ping",}"#)
        expectError(-32700, id: .number(8), "a trailing comma")
        client.write(
            Array(#"{"jsonrpc":"2.0","id":9,"method":"ping","x":""#.utf8) + Data([0xC3, 0x28, 0xFF])
                + Array("\"}\n".utf8)
        )
        // The bad bytes come after a readable id: the error names the request.
        expectError(-32700, id: .number(9), containing: "UTF-8", "invalid UTF-8")
        client.send(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)
        expectError(-32600, id: nil, containing: "batch", "a JSON array")
        client.send(#""just a string""#)
        expectError(-32600, id: nil, "a JSON string")
        client.send(#"{"jsonrpc":"1.0","id":10,"method":"ping"}"#)
        expectError(-32600, id: .number(10), "wrong jsonrpc")
        client.send(#"{"jsonrpc":"2.0","id":11,"method":42}"#)
        expectError(-32600, id: .number(11), "method not a string")
        client.send(#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#)
        expectError(-32600, id: nil, "null id")
        // A fraction is no id, but it is echoed, so the client stops waiting.
        client.send(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#)
        expectError(-32600, id: .number(1.5), containing: "written in digits", "fractional id")
        // An integer beyond 2^53 (Go's and Rust's int64 ids) is an id, echoed digit for digit.
        client.send(#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"ping"}"#)
        let int64 = try #require(client.receiveLine())
        #expect(int64.contains(#""id":9223372036854775807,"#), "\(int64)")
        #expect(int64.contains(#""result":{}"#), "\(int64)")
        // A request that is also a response is not a request.
        client.send(#"{"jsonrpc":"2.0","id":57,"method":"ping","result":{}}"#)
        expectError(-32600, id: .number(57), containing: "not both", "method and result")
        client.send(#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":[1,2]}"#)
        expectError(-32602, id: .number(12), "params an array")
        // Ignored without an answer: a notification it does not know, a response, a blank line.
        client.notify("notifications/whatever", .object(["x": .number(1)]))
        client.send(#"{"jsonrpc":"2.0","id":99,"result":{}}"#)
        client.send("")
        client.send("   \r")
        // A 10 MB string: as a method name (not echoed back), and as a label (refused by size).
        let tenMB = String(repeating: "x", count: 10_000_000)
        client.send(.object(["jsonrpc": .string("2.0"), "id": .number(13), "method": .string(tenMB)]))
        expectError(-32601, id: .number(13), "a 10 MB method name")
        client.send(
            .object([
                "jsonrpc": .string("2.0"), "id": .number(14), "method": .string("tools/call"),
                "params": revision.call("generate_field", .object(["label": .string(tenMB), "type": .string("text")])),
            ]))
        let big = client.receive()
        #expect(big["id"] == .number(14))
        #expect(big["result"]?["isError"] == .bool(true))
        #expect(Self.texts(big).first?.contains("the limit is") == true)
        #expect(MCPJSON.encode(big).utf8.count < 2000)
        // A line over 16 MiB is dropped unread and refused, naming its request when the id comes first.
        client.write(Data(repeating: UInt8(ascii: "a"), count: MCPServer.maxLineBytes + 1_000) + Array("\n".utf8))
        expectError(-32600, id: nil, containing: "16 MiB", "an oversized line")
        client.write(
            Array(#"{"jsonrpc":"2.0","id":44,"method":"tools/call","params":{"x":""#.utf8)
                + Data(repeating: UInt8(ascii: "a"), count: MCPServer.maxLineBytes) + Array("\"}}\n".utf8))
        expectError(-32600, id: .number(44), containing: "16 MiB", "an oversized request")
        // The TypeScript SDK writes the id last (`{...request, jsonrpc, id}`): read from the line's end.
        client.write(
            Array(#"{"method":"tools/call","params":{"name":"check_swift","arguments":{"source":""#.utf8)
                + Data(repeating: UInt8(ascii: "a"), count: MCPServer.maxLineBytes)
                + Array(#""}},"jsonrpc":"2.0","id":45}"#.utf8) + Array("\n".utf8))
        expectError(-32600, id: .number(45), containing: "16 MiB", "an oversized request with its id last")

        // Still serving, in order: the next answer is to this request.
        let list = client.request(.string("still"), "tools/list", revision.modern ? revision.params() : nil)
        #expect(list["result"]?["tools"] != nil)
        let seconds = try client.closeAndWait()
        #expect(seconds < 1)
        #expect(client.unread.isEmpty, "\(client.unread.map { $0.prefix(200) })")
        #expect(client.stderr.contains("refused a line that is not JSON"), "logs go to stderr")
    }

    /// 2026-07-28's `subscriptions/listen` (reference §3, "list_changed"): acknowledged with the
    /// request's id as the subscription id and an empty filter (the tool list is fixed), then held
    /// open with no answer while other requests are served, until a cancellation closes it; its id is
    /// then free again. Handshake-era sessions have no such method.
    @Test func aSubscriptionIsAcknowledgedAndHeldOpenUntilCancelled() throws {
        let revision = Revision.july2026
        let client = try Self.open(revision)
        func listen(_ id: JSONValue) {
            client.send(
                .object([
                    "jsonrpc": .string("2.0"), "id": id, "method": .string("subscriptions/listen"),
                    "params": revision.params(["notifications": .object(["toolsListChanged": .bool(true)])]),
                ]))
        }
        listen(.string("watch"))
        let ack = client.receive()
        #expect(ack["method"] == .string("notifications/subscriptions/acknowledged"), "\(ack)")
        #expect(ack["id"] == nil)
        #expect(ack["params"]?["_meta"]?["io.modelcontextprotocol/subscriptionId"] == .string("watch"))
        #expect(ack["params"]?["notifications"] == .object([:]), "nothing is honoured: the tools never change")
        // Other requests are answered while it is open, and the subscription itself is not.
        #expect(client.request(.number(1), "tools/list", revision.params())["result"]?["tools"] != nil)
        // Its id is in use: a second listen with it is refused.
        let reused = client.request(
            .string("watch"), "subscriptions/listen", revision.params(["notifications": .object([:])]))
        #expect(reused["error"]?["code"] == .number(-32600), "\(reused)")
        client.notify("notifications/cancelled", .object(["requestId": .string("watch")]))
        // Closed, its id may open another.
        listen(.string("watch"))
        #expect(client.receive()["params"]?["_meta"]?["io.modelcontextprotocol/subscriptionId"] == .string("watch"))
        // A listen without its filter is invalid params.
        let bare = client.request(.number(2), "subscriptions/listen", revision.params())
        #expect(bare["error"]?["code"] == .number(-32602), "\(bare)")
        // Review (2026-12-06): a request reusing an open subscription's id is refused, and leaves the
        // bookkeeping as it was: once the subscription is cancelled, the id is answered as any other,
        // and a late cancellation of an answered request is ignored, not held against the next one.
        listen(.number(7))
        _ = client.receive()
        #expect(client.request(.number(7), "tools/list", revision.params())["error"]?["code"] == .number(-32600))
        client.notify("notifications/cancelled", .object(["requestId": .number(7)]))
        #expect(client.request(.number(7), "tools/list", revision.params())["result"]?["tools"] != nil)
        client.notify("notifications/cancelled", .object(["requestId": .number(7)]))
        #expect(client.request(.number(7), "tools/list", revision.params())["result"]?["tools"] != nil)
        #expect(try client.closeAndWait() < 1, "an open subscription does not keep the server from exiting")
        #expect(client.unread.isEmpty, "\(client.unread)")
        #expect(client.stderr.contains(#"closed subscription "watch" (cancelled by the client)"#), "\(client.stderr)")
        #expect(!client.stderr.contains(#"ignored the cancellation of request "watch""#), "\(client.stderr)")

        // In a handshake-era session the method does not exist.
        let legacy = try Self.open(.november2025)
        let answer = legacy.request(
            .number(3), "subscriptions/listen", .object(["notifications": .object(["toolsListChanged": .bool(true)])]))
        #expect(answer["error"]?["code"] == .number(-32601), "\(answer)")
        _ = try legacy.closeAndWait()
    }

    @Test(arguments: Revision.allCases)
    func cancelledRequestsAreNotAnswered(_ revision: Revision) throws {
        let client = try Self.open(revision)
        // The cancellation sent half a second later arrives long before the slow check ends.
        let source = Self.slowSource
        func call(_ id: String, _ tool: String, _ arguments: JSONValue) {
            client.send(
                .object([
                    "jsonrpc": .string("2.0"), "id": .string(id), "method": .string("tools/call"),
                    "params": revision.call(tool, arguments),
                ]))
        }
        call("slow", "check_swift", .object(["source": .string(source)]))
        // Give the worker time to start on it, so its cancellation arrives while it runs.
        usleep(500_000)
        call("queued", "list_types", .object([:]))
        client.notify("notifications/cancelled", .object(["requestId": .string("queued"), "reason": .string("test")]))
        client.notify("notifications/cancelled", .object(["requestId": .string("slow")]))
        call("after", "explain_rule", .object(["id": .string("global.no-raw-colors")]))
        let next = client.receive()
        #expect(next["id"] == .string("after"), "a cancelled request was answered: \(MCPJSON.encode(next).prefix(200))")
        #expect(next["result"]?["isError"] == .bool(false))
        // A cancellation of a request already answered, or never sent, changes nothing.
        client.notify("notifications/cancelled", .object(["requestId": .string("after")]))
        client.notify("notifications/cancelled", .object(["requestId": .number(12345)]))
        let list = client.request(.number(7), "tools/list", revision.modern ? revision.params() : nil)
        #expect(list["result"] != nil)
        _ = try client.closeAndWait()
        #expect(client.unread.isEmpty, "answers to cancelled requests: \(client.unread.map { $0.prefix(100) })")
        // A request cancelled while it waits is skipped. The slow one is normally running when its
        // cancellation arrives, so its answer is dropped; on a machine too busy to have started it
        // within half a second it is skipped instead. Either way it was never answered (above), and
        // the test does not hang on the machine's speed.
        #expect(client.stderr.contains(#"skipped cancelled request "queued""#), "\(client.stderr)")
        #expect(
            client.stderr.contains(#"dropped the answer to cancelled request "slow""#)
                || client.stderr.contains(#"skipped cancelled request "slow""#), "\(client.stderr)")
    }

    /// The id of an oversized line is read from its end only when it is the outer object's last
    /// member (after it, at most `"jsonrpc":"2.0"` and one brace): an `"id"` of a nested object is
    /// no request's.
    @Test(arguments: [
        (#"…"}},"jsonrpc":"2.0","id":3}"#, "3"),
        (#"…"}}, "jsonrpc" : "2.0" , "id" : "a\"b" }"#, #""a\"b""#),
        (#"…"}},"id":7,"jsonrpc":"2.0"}"#, "7"),
        (#"…"}},"id":"x"} "#, #""x""#),
        (#"…"}},"id":18446744073709551617}"#, "18446744073709551617"),
        (#"…"},"arguments":{"id":3}}"#, nil),
        (#"…"},"id":3}}"#, nil),
        (#"…"}},"id":null}"#, nil),
        (#"…"}}"#, nil),
    ])
    func anIDIsReadFromTheEndOfALongLine(end: String, id: String?) {
        #expect(MCPIncoming.trailingID(Array(end.utf8)[...]).map(MCPJSON.encode) == id, "\(end)")
    }

    /// A cancellation of the request being answered sets that request's cancellation, which a
    /// check of a large file watches (a review saw a cancelled 1 MB check hold later calls up for
    /// 12 s); one of another request, or of one already answered, does not.
    @Test func aCancellationReachesTheRunningRequestsWork() throws {
        let inbox = MCPStdio.Inbox()
        func cancel(_ id: JSONValue) -> MCPIncoming {
            .message(
                .object([
                    "jsonrpc": .string("2.0"), "method": .string("notifications/cancelled"),
                    "params": .object(["requestId": id]),
                ]))
        }
        func request(_ id: JSONValue) -> MCPIncoming {
            .message(.object(["jsonrpc": .string("2.0"), "id": id, "method": .string("tools/call")]))
        }
        _ = inbox.add(request(.number(1)))
        _ = inbox.add(request(.number(2)))
        let running = inbox.start(.number(1))
        _ = inbox.add(cancel(.number(2)))
        #expect(!running.isCancelled)
        _ = inbox.add(cancel(.number(1)))
        #expect(running.isCancelled)
        #expect(inbox.finish(.number(1)))
        // Cancelled while it waited: its work starts cancelled (and the worker skips it first).
        #expect(inbox.start(.number(2)).isCancelled)
    }

    /// After initialize, a request whose `_meta` names a handshake-era version (a client sending the
    /// newer keys with the version it negotiated) is served in the session: refusing it told the
    /// client to initialize again, which the session refuses (found by a client review). A
    /// cancellation's reason, the client's text, is not copied to the log.
    @Test(arguments: [Revision.june2025, .november2025])
    func aLegacyVersionInMetaAfterInitializeIsServed(revision: Revision) throws {
        let client = try Self.open(revision)
        var meta = Revision.meta.objectValue!
        meta["io.modelcontextprotocol/protocolVersion"] = .string(revision.rawValue)
        var params = revision.call("explain_rule", .object(["id": .string("global.no-raw-colors")])).objectValue!
        params["_meta"] = .object(meta)
        let answer = client.request(.number(1), "tools/call", .object(params))
        #expect(answer["result"]?["isError"] == .bool(false), "\(MCPJSON.encode(answer).prefix(300))")
        // The other handshake-era version is not this session's (its schemas differ): refused, naming it.
        let other = revision == .june2025 ? "2025-11-25" : "2025-06-18"
        meta["io.modelcontextprotocol/protocolVersion"] = .string(other)
        params["_meta"] = .object(meta)
        let refused = client.request(.number(3), "tools/call", .object(params))
        #expect(Self.errorCode(refused) == -32022, "\(refused)")
        #expect(refused["error"]?["message"]?.stringValue?.contains("initialized with \(revision.rawValue)") == true)
        client.notify(
            "notifications/cancelled",
            .object(["requestId": .number(99), "reason": .string("a reason\nwith a forged line")]))
        let list = client.request(.number(2), "tools/list", nil)
        #expect(list["result"]?["tools"] != nil)
        _ = try client.closeAndWait()
        #expect(!client.stderr.contains("forged"), "\(client.stderr)")
        #expect(client.stderr.contains("ignored the cancellation of request 99"))
    }

    /// The engine stops a cancelled check between nodes and says so; nothing is reported.
    @Test func aCancelledCheckStops() {
        var engine = CheckEngine()
        let cancellation = Cancellation()
        cancellation.cancel()
        engine.cancellation = cancellation
        let result = engine.check(
            path: "V.swift",
            bytes: Array(#"struct V: View { var body: some View { Text("a").font(.system(size: 9)) } }"#.utf8))
        #expect(result.findings.isEmpty)
        #expect(result.problem?.contains("cancelled") == true)
        // Cancelled while it runs (from another thread, as the MCP reader does): a view of 20,000
        // rows takes seconds in a debug build, and the check stops well before its end.
        let big = Array(
            ("struct Big: View {\n    var body: some View {\n        VStack {\n"
                + String(repeating: "            Text(\"a\").font(.system(size: 9))\n", count: 20_000)
                + "        }\n    }\n}\n").utf8)
        let running = Cancellation()
        engine.cancellation = running
        let done = DispatchSemaphore(value: 0)
        let midway = engine
        final class Box: @unchecked Sendable { var result: CheckFileResult? }
        let box = Box()
        DispatchQueue.global().async {
            box.result = midway.check(path: "Big.swift", bytes: big)
            done.signal()
        }
        usleep(20_000)
        running.cancel()
        done.wait()
        #expect(box.result?.problem?.contains("cancelled") == true)
        #expect((box.result?.findings.count ?? 0) < 20_000, "it stopped before the end")
        engine.cancellation = nil
        #expect(
            !engine.check(
                path: "V.swift",
                bytes: Array(#"struct V: View { var body: some View { Text("a").font(.system(size: 9)) } }"#.utf8)
            ).findings.isEmpty)
    }

    /// A cancellation stops only a request with its id that is still unanswered when it arrives. One
    /// for an id already answered (the usual race: the client's timeout fires as the answer comes) or
    /// never seen is ignored, and a cancelled request's id is free again once it was skipped or its
    /// answer dropped: 2026-07-28 lets a client reuse an id once it is answered, and a conformance
    /// test saw a reused id left unanswered for the rest of the process.
    @Test func aCancellationStopsOnlyAnUnansweredRequest() throws {
        let revision = Revision.july2026
        let client = try Self.open(revision)
        let explain = revision.call("explain_rule", .object(["id": .string("global.no-raw-colors")]))
        let answered = client.request(.number(1), "tools/call", explain)
        #expect(answered["result"]?["isError"] == .bool(false))
        client.notify("notifications/cancelled", .object(["requestId": .number(1), "reason": .string("timeout")]))
        let reused = client.request(.number(1), "server/discover", revision.params())
        #expect(reused["result"]?["supportedVersions"] != nil, "\(reused)")
        client.notify("notifications/cancelled", .object(["requestId": .number(2)]))
        let unseen = client.request(.number(2), "tools/list", revision.params())
        #expect(unseen["result"]?["tools"] != nil, "\(unseen)")

        // A running request, cancelled: its answer is dropped (or, on a machine too busy to have
        // started it, it is skipped), and its id can be used again afterwards.
        Self.sendSlowCheck(client, revision, id: "slow")
        usleep(500_000)
        client.notify("notifications/cancelled", .object(["requestId": .string("slow")]))
        client.send(
            .object([
                "jsonrpc": .string("2.0"), "id": .string("queued"), "method": .string("tools/call"),
                "params": explain,
            ]))
        // Without "jsonrpc": "2.0" a cancellation is an invalid message (-32600): it cancels nothing.
        client.send(#"{"method":"notifications/cancelled","params":{"requestId":"queued"}}"#)
        let queued = client.receive(timeout: 120)
        #expect(queued["id"] == .string("queued"), "\(MCPJSON.encode(queued).prefix(200))")
        #expect(queued["result"]?["isError"] == .bool(false))
        let invalid = client.receive()
        #expect(Self.errorCode(invalid) == -32600 && invalid["id"] == nil, "\(invalid)")
        let again = client.request(.string("slow"), "tools/call", explain)
        #expect(again["result"]?["isError"] == .bool(false), "\(MCPJSON.encode(again).prefix(200))")

        _ = try client.closeAndWait()
        #expect(client.unread.isEmpty, "\(client.unread.map { $0.prefix(100) })")
        #expect(
            client.stderr.contains(#"dropped the answer to cancelled request "slow""#)
                || client.stderr.contains(#"skipped cancelled request "slow""#), "\(client.stderr)")
        #expect(client.stderr.contains("ignored the cancellation of request 1:"), "\(client.stderr)")
        #expect(client.stderr.contains("ignored the cancellation of request 2:"), "\(client.stderr)")
    }

    /// Only a valid notification cancels: one without `"jsonrpc": "2.0"` is answered with -32600.
    @Test func aCancellationNeedsJSONRPC2() {
        let valid = MCPIncoming.decode(
            Array(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#.utf8))
        #expect(valid.cancelledRequestID == .number(1))
        for line in [
            #"{"method":"notifications/cancelled","params":{"requestId":1}}"#,
            #"{"jsonrpc":"1.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
        ] {
            #expect(MCPIncoming.decode(Array(line.utf8)).cancelledRequestID == nil, "\(line)")
        }
    }

    /// "The receiver MUST promptly answer" a ping: an MCP client test saw a ping wait 10 s behind a
    /// large check_swift call. The reader thread answers it at once, while the call still runs, and
    /// the call's answer follows, whole (the two threads never interleave a line).
    @Test(arguments: [Revision.june2025, .november2025])
    func aPingIsAnsweredWhileAToolCallRuns(_ revision: Revision) throws {
        let client = try Self.open(revision)
        Self.sendSlowCheck(client, revision, id: "slow")
        usleep(300_000)
        client.send(#"{"jsonrpc":"2.0","id":"p","method":"ping"}"#)
        let first = client.receive()
        #expect(
            MCPJSON.encode(first) == #"{"id":"p","jsonrpc":"2.0","result":{}}"#, "\(MCPJSON.encode(first).prefix(200))")
        let second = client.receive(timeout: 120)
        #expect(second["id"] == .string("slow"))
        #expect(second["result"]?["structuredContent"] != nil)
        _ = try client.closeAndWait()
    }

    /// The same session gives the same bytes on standard output, run after run.
    @Test func theSameSessionGivesTheSameBytes() throws {
        var lines = [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
            "not json",
        ]
        for (index, (name, arguments)) in goodCalls.enumerated() {
            lines.append(
                MCPJSON.encode(
                    .object([
                        "jsonrpc": .string("2.0"), "id": .number(Double(10 + index)), "method": .string("tools/call"),
                        "params": Revision.november2025.call(name, arguments),
                    ])))
        }
        let stdin = lines.joined(separator: "\n") + "\n"
        let first = try CLITests.run(["mcp"], stdin: stdin)
        let second = try CLITests.run(["mcp"], stdin: stdin)
        #expect(first.status == 0)
        #expect(first.stdout.split(separator: "\n").count == 8, "every request answered before exiting")
        #expect(first.stdout == second.stdout)
        // Nothing on stdout but protocol messages: every line is one JSON-RPC object.
        for line in first.stdout.split(separator: "\n") {
            #expect(MCPJSON.parse(Array(line.utf8))?["jsonrpc"] == .string("2.0"))
        }
        #expect(first.stderr.hasPrefix("a11y-gen mcp: a11y-gen \(Generator.version) serving MCP"))
    }

    /// The README's transcript is a real exchange: replayed to the binary, each session gets exactly
    /// the answers the README shows.
    @Test func readmeTranscriptReplays() throws {
        let readme = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("README.md")))
        let begin = try #require(readme.range(of: "<!-- mcp-transcript:begin -->"))
        let end = try #require(readme.range(of: "<!-- mcp-transcript:end -->"))
        let blocks = readme[begin.upperBound..<end.lowerBound].components(separatedBy: "```").enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.count == 2)
        for block in blocks {
            let lines = block.split(separator: "\n")
            let sent = lines.filter { $0.hasPrefix("→ ") }.map { $0.dropFirst(2) }
            let shown = lines.filter { $0.hasPrefix("← ") }.map { String($0.dropFirst(2)) }
            #expect(!sent.isEmpty && !shown.isEmpty)
            let run = try CLITests.run(["mcp"], stdin: sent.joined(separator: "\n") + "\n")
            #expect(run.status == 0)
            let answered = run.stdout.split(separator: "\n").map(String.init)
            #expect(answered == shown, "the README transcript no longer matches the binary:\n\(run.stdout)")
        }
    }

    @Test func helpAndArguments() throws {
        let help = try CLITests.run(["mcp", "--help"])
        #expect(help.status == 0 && help.stdout.contains("claude mcp add a11y-gen"))
        let extra = try CLITests.run(["mcp", "--port", "8080"])
        #expect(extra.status == 64 && extra.stderr.contains("takes no arguments"))
        #expect(try CLITests.run(["--help"]).stdout.contains("mcp "))
        #expect(CommandLineTool().run(["mcp"]).code == 64)
    }

    @Test func wireEncodingIsOneSortedLine() {
        let value = JSONValue.object([
            "b": .string("line\nbreak \u{1} \"quoted\" back\\slash / é"), "a": .number(3), "c": .number(0.5),
            "d": .array([.null, .bool(true)]),
        ])
        #expect(
            MCPJSON.encode(value)
                == #"{"a":3,"b":"line\nbreak \u0001 \"quoted\" back\\slash / é","c":0.5,"d":[null,true]}"#)
        #expect(MCPJSON.parse(Array(MCPJSON.encode(value).utf8)) == value)
    }

    /// The id of an error whose request id could not be read: null under 2025-06-18 (its schema
    /// requires one), left out otherwise.
    @Test func unreadableIDsPerRevision() {
        let initialize = { (version: String) in
            Array(
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
                    .utf8)
        }
        let fresh = MCPServer()
        #expect(
            fresh.handle(line: Array("{".utf8))
                == #"{"error":{"code":-32700,"message":"Parse error: the message is not valid JSON (or it holds a duplicate key or a lone UTF-16 surrogate escape, or is nested more than 512 deep)"},"jsonrpc":"2.0"}"#
        )
        let june = MCPServer()
        _ = june.handle(line: initialize("2025-06-18"))
        #expect(june.handle(line: Array("{".utf8))?.contains(#""id":null"#) == true)
        let other = MCPServer()
        let answer = other.handle(line: initialize("2099-01-01"))
        #expect(answer?.contains(#""protocolVersion":"2025-11-25""#) == true, "an unknown version gets the latest")
        #expect(other.handle(line: Array("{".utf8))?.contains(#""id":"#) == false)
    }

    /// A request that does not parse as a whole but whose id can be read gets its error with that id,
    /// so the client stops waiting: a lone surrogate escape (which JSON's grammar allows), nesting too
    /// deep for the parser, a bad byte elsewhere in the line, a syntax error after the id. The syntax
    /// is RFC 8259's, strictly: a trailing comma (which Foundation's decoder took) and a duplicate key
    /// are errors too.
    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":8,"method":"ping",}"#, "8"),
        (#"{"jsonrpc":"2.0","id":"t","method":"ping","params":{"x":[1,2,]}}"#, #""t""#),
        (#"{"jsonrpc":"2.0","id":10,"method":"ping","method":"tools/list"}"#, "10"),
        (#"{"jsonrpc":"2.0","id":11,"method":"ping","params":{"a":{"b":1,"b":2}}}"#, "11"),
        (
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"generate_field","arguments":{"label":"\ud800","type":"email"}}}"#,
            "7"
        ),
        (#"{"method":"tools/call","params":{"a":"}\"{["},"id":"req-8","jsonrpc":"2.0","x":"#, #""req-8""#),
        (
            #"{"id": 9 , "jsonrpc":"2.0","method":"x","params":"# + String(repeating: "[", count: 2_000)
                + String(repeating: "]", count: 2_000) + "}", "9"
        ),
    ])
    func aReadableIDIsKeptWhenTheLineDoesNotParse(line: String, id: String) throws {
        let answer = try #require(MCPServer().handle(line: Array(line.utf8)))
        #expect(answer.hasPrefix(#"{"error":{"code":-32700,"#), "\(answer)")
        #expect(answer.contains(#""id":\#(id),"#), "\(answer)")
    }

    /// The wire parser reads what Foundation's decoder read before it: nesting 512 deep (not 513) and
    /// texts of any length (check_swift takes a whole file; the 16 MiB line limit bounds them).
    @Test func nestingAndTextLengthAreReadAsBefore() {
        func ping(depth: Int, key: String = "x") -> [UInt8] {
            // The message and its params are two levels; the rest are arrays.
            Array(
                (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{""# + key + #"":"#
                    + String(repeating: "[", count: depth - 2) + String(repeating: "]", count: depth - 2) + "}}").utf8)
        }
        #expect(MCPServer().handle(line: ping(depth: 512)) == #"{"id":1,"jsonrpc":"2.0","result":{}}"#)
        #expect(MCPServer().handle(line: ping(depth: 513))?.hasPrefix(#"{"error":{"code":-32700,"#) == true)
        let long = String(repeating: "é", count: 5_000)
        #expect(MCPServer().handle(line: ping(depth: 3, key: long)) == #"{"id":1,"jsonrpc":"2.0","result":{}}"#)
        #expect(MCPJSON.parse(Array(#"{"a":"\#(long)\n"}"#.utf8)) == .object(["a": .string(long + "\n")]))
    }

    /// A Swift file sent to check_swift has an escape on every line: its text is read in one pass.
    /// (Gathering it scalar run by scalar run took minutes for a 16 MiB line; the bound is generous.)
    @Test func aLongTextWithManyEscapesIsReadInLinearTime() {
        let source = String(
            repeating: "struct V: View { var body: some View { Text(\"a\").padding() } }\n", count: 120_000)
        let wire = Array(MCPJSON.encode(.object(["source": .string(source)])).utf8)
        let start = Date()
        let value = MCPJSON.parse(wire)
        let seconds = Date().timeIntervalSince(start)
        #expect(value?["source"]?.stringValue == source)
        #expect(seconds < 20, "\(seconds) s to parse \(source.utf8.count) bytes")
    }

    @Test func anUnreadableIDStaysOut() throws {
        var bytes = Array(#"{"id":"#.utf8) + [0xFF] + Array(#","method":"ping"}"#.utf8)
        #expect(try #require(MCPServer().handle(line: bytes)).contains(#""id""#) == false)
        bytes = Array(#"{"jsonrpc":"2.0","method":"ping","id":1.5,"#.utf8)
        #expect(try #require(MCPServer().handle(line: bytes)).contains(#""id""#) == false)
        bytes = Array(#"{"method":"ping","id":"\ud800","#.utf8)
        #expect(try #require(MCPServer().handle(line: bytes)).contains(#""id""#) == false)
        // A bad byte after a readable id: the error names the request.
        bytes = Array(#"{"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":""#.utf8) + [0xC3] + Array(#""}}"#.utf8)
        #expect(try #require(MCPServer().handle(line: bytes)).contains(#""id":3"#))
    }

    /// What the tools return for a spec is byte-for-byte what the CLI prints for it; the JSON text
    /// block is the CLI's JSON written compact (the same values, a third fewer bytes).
    @Test func toolResultsAreByteIdenticalToTheCLI() throws {
        func compact(_ json: String) -> String? { MCPJSON.parse(Array(json.utf8)).map(MCPJSON.encode) }
        /// The generate tools' JSON block: the CLI's summary without `code`, which is the first block.
        func withoutCode(_ json: String) -> String? {
            MCPJSON.parse(Array(json.utf8)).map { MCPJSON.encode($0.removing(["code"])) }
        }
        let client = try Self.open(.november2025)
        var id = 0
        func call(_ tool: String, _ arguments: JSONValue) -> [String] {
            id += 1
            let answer = client.request(.number(Double(id)), "tools/call", Revision.november2025.call(tool, arguments))
            #expect(answer["result"]?["isError"] == .bool(false), "\(tool): \(Self.texts(answer).first ?? "")")
            return Self.texts(answer)
        }
        let fields = TestSupport.root.appendingPathComponent("Examples/fields")
        let fieldSpecs = try FileManager.default.contentsOfDirectory(atPath: fields.path).filter {
            $0.hasSuffix(".json")
        }
        .sorted()
        #expect(fieldSpecs.count >= 4)
        for name in fieldSpecs {
            let spec = try #require(TestSupport.read(fields.appendingPathComponent(name)))
            let texts = call("generate_field", try #require(MCPJSON.parse(Array(spec.utf8))))
            let swift = try CLITests.run(["field", "--spec", "-"], stdin: spec)
            let json = try CLITests.run(
                ["field", "--spec", "-", "--format", "json", "--detail", "summary"], stdin: spec)
            #expect(swift.status == 0 && json.status == 0)
            #expect(texts.first == swift.stdout, "\(name): code differs from the CLI's")
            #expect(texts.last == withoutCode(json.stdout), "\(name): JSON differs from the CLI's")
            #expect(texts.last?.contains("\n  ") == false, "\(name): the JSON block is pretty-printed")
        }
        for name in ["SignUp.json", "Checkout.json", "Booking.json", "MacSettings.json"] {
            let spec = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("Examples/" + name)))
            let texts = call("generate_form", try #require(MCPJSON.parse(Array(spec.utf8))))
            let swift = try CLITests.run(["form", "-"], stdin: spec)
            let json = try CLITests.run(["form", "-", "--format", "json", "--detail", "summary"], stdin: spec)
            #expect(swift.status == 0 && json.status == 0)
            #expect(texts.first == swift.stdout, "\(name): code differs from the CLI's")
            #expect(texts.last == withoutCode(json.stdout), "\(name): JSON differs from the CLI's")
            #expect(texts.last?.contains("\n  ") == false, "\(name): the JSON block is pretty-printed")
        }
        let source = CheckCommandTests.violations
        let checkTexts = call("check_swift", .object(["source": .string(source)]))
        let checkText = try CLITests.run(["check", "-"], stdin: source)
        let checkJSON = try CLITests.run(["check", "-", "--format", "json"], stdin: source)
        #expect(checkText.status == 1)
        #expect(checkTexts.first == checkText.stdout + checkText.stderr)
        #expect(checkTexts.last == compact(checkJSON.stdout))
        // The project's platforms, as check's flags give them.
        let macView = CheckCommandTests.macView
        let macTexts = call(
            "check_swift",
            .object([
                "source": .string(macView), "platforms": .array([.string("macos")]),
                "minimumOS": .object(["macos": .number(14)]),
            ]))
        let macText = try CLITests.run(["check", "-", "--platform", "macos", "--min-macos", "14"], stdin: macView)
        #expect(macTexts.first == macText.stdout + macText.stderr)
        #expect(macTexts.first?.contains("keyboardType") == false, "\(macTexts)")
        let types = call("list_types", .object([:]))
        #expect(types.first == (try CLITests.run(["types"])).stdout)
        let typesJSON = try CLITests.run(["types", "--format", "json"])
        #expect(
            types.last.flatMap { MCPJSON.parse(Array($0.utf8)) }?["types"]
                == MCPJSON.parse(Array(typesJSON.stdout.utf8))
        )
        let rules = try #require(
            MCPJSON.parse(
                Array((TestSupport.read(TestSupport.root.appendingPathComponent("Specs/rules.json")) ?? "").utf8)))
        let explained = call("explain_rule", .object(["id": .string("resolve.error-in-label-not-hint")]))
        guard case .array(let catalog)? = rules["rules"] else {
            Issue.record("Specs/rules.json has no rules")
            return
        }
        #expect(
            explained.last.flatMap { MCPJSON.parse(Array($0.utf8)) }?["rule"]
                == catalog.first { $0["id"] == .string("resolve.error-in-label-not-hint") })
        _ = try client.closeAndWait()
    }

    /// The tools' schemas are the Specs/ files: generate_field takes field-spec.schema.json as it
    /// is, generate_form takes form-spec.schema.json with its references to the field schema inlined,
    /// each beside the tools' own `detail` argument, and each outputSchema is the Specs/ result schema.
    @Test func toolSchemasAreTheSpecsFiles() throws {
        // The check itself catches a wrong inlining: a changed keyword, a definition left out.
        let definitions: [String: JSONValue] = ["id": .object(["type": .string("string")])]
        let original = JSONValue.object([
            "$defs": .object(definitions), "properties": .object(["a": .object(["$ref": .string("#/$defs/id")])]),
        ])
        #expect(
            Self.isInlined(
                .object(["properties": .object(["a": .object(["type": .string("string")])])]), of: original,
                definitions: definitions))
        #expect(
            !Self.isInlined(
                .object(["properties": .object(["a": .object(["type": .string("number")])])]), of: original,
                definitions: definitions))
        #expect(
            !Self.isInlined(
                .object(["properties": .object(["a": .object([:])])]), of: original, definitions: definitions))
        let client = try Self.open(.november2025)
        let list = client.request(.number(1), "tools/list")
        _ = try client.closeAndWait()
        guard case .array(let tools)? = list["result"]?["tools"] else {
            Issue.record("no tools")
            return
        }
        func spec(_ name: String) throws -> JSONValue {
            let text = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("Specs/" + name)))
            return try #require(MCPJSON.parse(Array(text.utf8)), "Specs/\(name) is not JSON")
        }
        var byName = Dictionary(uniqueKeysWithValues: tools.map { ($0["name"]?.stringValue ?? "", $0) })
        // `detail` is the tools' own argument, not the spec's: summary by default, or full.
        for tool in ["generate_field", "generate_form"] {
            let detail = byName[tool]?["inputSchema"]?["properties"]?["detail"]
            #expect(detail?["enum"] == .array([.string("full"), .string("summary")]), "\(tool)")
            #expect(detail?["default"] == .string("summary"), "\(tool)")
            byName[tool] = byName[tool]?.removing(["inputSchema", "properties", "detail"])
        }
        #expect(byName["generate_field"]?["inputSchema"] == (try spec("field-spec.schema.json")))

        var field = try spec("field-spec.schema.json").objectValue!
        let fieldProperties = field["properties"]!
        field["$schema"] = nil
        field["$id"] = nil
        var form = try spec("form-spec.schema.json").objectValue!
        var properties = form["properties"]!.objectValue!
        var fields = properties["fields"]!.objectValue!
        fields["items"] = .object(field)
        properties["fields"] = .object(fields)
        properties["platforms"] = fieldProperties["platforms"]
        properties["minimumOS"] = fieldProperties["minimumOS"]
        form["properties"] = .object(properties)
        #expect(byName["generate_form"]?["inputSchema"] == .object(form))
        let formInputText = MCPJSON.encode(byName["generate_form"]?["inputSchema"] ?? .null)
        #expect(formInputText.contains("$ref") == false)

        for (tool, file) in [
            ("generate_field", "field-result.schema.json"), ("generate_form", "form-result.schema.json"),
            ("check_swift", "check-result.schema.json"), ("list_types", "types-result.schema.json"),
            ("explain_rule", "rule-result.schema.json"),
        ] {
            // The Specs/ file with each `#/$defs` reference replaced by its definition: clients that compile
            // a tool's schemas on tools/list fail on such references (TypeScript SDK 1.22 and later).
            let served = try #require(byName[tool]?["outputSchema"])
            #expect(!MCPJSON.encode(served).contains("$ref") && !MCPJSON.encode(served).contains("$defs"), "\(tool)")
            let original = try spec(file)
            #expect(
                Self.isInlined(served, of: original, definitions: original["$defs"]?.objectValue ?? [:]),
                "\(tool)'s outputSchema is not Specs/\(file) with its definitions inlined")
        }
        // The example specs are valid under the input schemas the tools publish.
        let fieldInput = JSONSchemaValidator(root: byName["generate_field"]?["inputSchema"] ?? .null)
        let formInput = JSONSchemaValidator(root: byName["generate_form"]?["inputSchema"] ?? .null)
        for name in ["email", "full-name", "new-password-multiplatform", "password", "zip-code"] {
            let example = try #require(
                TestSupport.read(TestSupport.root.appendingPathComponent("Examples/fields/\(name).json")))
            #expect(fieldInput.validate(MCPJSON.parse(Array(example.utf8)) ?? .null) == [], "\(name)")
        }
        for name in ["SignUp", "Checkout", "Booking", "MacSettings"] {
            let example = try #require(
                TestSupport.read(TestSupport.root.appendingPathComponent("Examples/\(name).json")))
            #expect(formInput.validate(MCPJSON.parse(Array(example.utf8)) ?? .null) == [], "\(name)")
        }
        #expect(!fieldInput.validate(.object(["label": .string("Email"), "type": .string("emial")])).isEmpty)
    }

    /// A model reads every block a tool returns, and hosts cap a result (Claude Code refuses one
    /// over 25,000 tokens): the generate tools return the summary unless asked for `detail: full`,
    /// and their JSON block leaves out the code the first block already is.
    @Test func generateToolsReturnTheSummaryUnlessAskedForFull() throws {
        let client = try Self.open(.november2025)
        let spec = try #require(TestSupport.read(TestSupport.root.appendingPathComponent("Examples/SignUp.json")))
        let arguments = try #require(MCPJSON.parse(Array(spec.utf8)).flatMap(\.objectValue))
        func call(_ id: Int, _ tool: String, _ arguments: [String: JSONValue]) -> JSONValue {
            client.request(.number(Double(id)), "tools/call", Revision.november2025.call(tool, .object(arguments)))
        }
        let summary = call(1, "generate_form", arguments)
        var asked = arguments
        asked["detail"] = .string("full")
        let full = call(2, "generate_form", asked)
        asked["detail"] = .string("summary")
        let explicit = call(3, "generate_form", asked)
        asked["detail"] = .string("everything")
        let wrong = call(4, "generate_form", asked)
        let notText = call(
            5, "generate_field", ["label": .string("Email"), "type": .string("email"), "detail": .number(1)])
        let field = call(6, "generate_field", ["label": .string("Email"), "type": .string("email")])
        let fieldFull = call(
            7, "generate_field", ["label": .string("Email"), "type": .string("email"), "detail": .string("full")])
        // A bad detail and a bad spec in one call: both are reported at once, and a mistyped `detail`
        // is suggested as itself (nu19 #10).
        let both = call(
            8, "generate_field", ["label": .string("Email"), "type": .string("emial"), "detail": .string("ful")])
        let typo = call(
            9, "generate_field", ["label": .string("Email"), "type": .string("email"), "detial": .string("full")])
        _ = try client.closeAndWait()
        let bothText = Self.texts(both).first ?? ""
        #expect(both["result"]?["isError"] == .bool(true))
        #expect(bothText.contains("$.detail: error: must be 'full' or 'summary'"), "\(bothText)")
        #expect(bothText.contains("$.type: error: unknown data type 'emial'"), "\(bothText)")
        #expect(
            Self.texts(typo).first?.contains("$.detial: error: unknown key 'detial'; did you mean 'detail'?") == true,
            "\(Self.texts(typo))")

        let summaryResult = try #require(summary["result"]?["structuredContent"])
        let fullResult = try #require(full["result"]?["structuredContent"])
        #expect(explicit["result"]?["structuredContent"] == summaryResult)
        // The summary is the full result without each field's plan and rendered code, nothing else.
        #expect(fullResult.removing(["fields", "*", "plan"]).removing(["fields", "*", "rendered"]) == summaryResult)
        guard case .array(let fields)? = fullResult["fields"], case .array(let summaryFields)? = summaryResult["fields"]
        else {
            Issue.record("no fields")
            return
        }
        #expect(fields.count == 6 && summaryFields.count == 6)
        #expect(fields.allSatisfy { $0["plan"] != nil && $0["rendered"] != nil })
        #expect(summaryFields.allSatisfy { $0["plan"] == nil && $0["rendered"] == nil && $0["slot"] != nil })
        for answer in [summary, full] {
            let texts = Self.texts(answer)
            let structured = try #require(answer["result"]?["structuredContent"])
            #expect(texts.count == 2)
            #expect(texts.first == structured["code"]?.stringValue)
            #expect(texts.last == MCPJSON.encode(structured.removing(["code"])))
        }
        // What a model reads of the 6-field form: about a third of what it was (the code once and
        // the summary, against the code twice and the full JSON: 57,831 bytes against 173,437 on
        // 2026-12-07, when the verify lines and form decisions had grown since the quarter this
        // once was). The cap that matters is the host's: 4 bytes a token is generous for code, so
        // under 60,000 bytes stays well inside 25,000 tokens.
        let summaryBytes = Self.texts(summary).map(\.utf8.count).reduce(0, +)
        let fullBytes = Self.texts(full).map(\.utf8.count).reduce(0, +)
        let before = try #require(full["result"]?["structuredContent"]).stringValueOfCode.utf8.count + fullBytes
        #expect(Double(summaryBytes) < 0.35 * Double(before), "\(summaryBytes) bytes against \(before)")
        #expect(summaryBytes < 60_000, "\(summaryBytes) bytes")

        #expect(field["result"]?["structuredContent"]?["plan"] == nil)
        #expect(fieldFull["result"]?["structuredContent"]?["plan"] != nil)
        #expect(
            fieldFull["result"]?["structuredContent"]?.removing(["plan"]) == field["result"]?["structuredContent"])
        for bad in [wrong, notText] {
            #expect(bad["result"]?["isError"] == .bool(true))
            #expect(bad["result"]?["structuredContent"] == nil)
            #expect(Self.texts(bad).first?.contains("\n$.detail: error: must be 'full' or 'summary'") == true, "\(bad)")
        }
    }

    /// Whether `served` is `original` with every `{"$ref": "#/$defs/name", …}` holding that definition's
    /// keywords (the keywords written beside the reference first) and no `$defs`, walked side by side.
    static func isInlined(_ served: JSONValue, of original: JSONValue, definitions: [String: JSONValue]) -> Bool {
        switch (served, original) {
        case (.object(let got), .object(var wanted)):
            wanted["$defs"] = nil
            var target: [String: JSONValue] = [:]
            if case .string(let reference)? = wanted["$ref"], reference.hasPrefix("#/$defs/") {
                guard case .object(let definition)? = definitions[String(reference.dropFirst(8))] else { return false }
                wanted["$ref"] = nil
                target = definition
            }
            let keys = Set(wanted.keys).union(target.keys)
            guard Set(got.keys) == keys else { return false }
            return got.allSatisfy { key, value in
                isInlined(value, of: wanted[key] ?? target[key]!, definitions: definitions)
            }
        case (.array(let got), .array(let wanted)):
            return got.count == wanted.count
                && zip(got, wanted).allSatisfy { isInlined($0, of: $1, definitions: definitions) }
        default:
            return served == original
        }
    }
}

extension JSONValue {
    fileprivate var stringValueOfCode: String { self["code"]?.stringValue ?? "" }
}

@Suite struct MCPWordingTests {
    @Test func flagsInParenthesesAreLeftOut() {
        #expect(MCPTools.withoutFlags("add max (--max), for example 10") == "add max, for example 10")
        #expect(
            MCPTools.withoutFlags("use required (--required) for a toggle") == "use required for a toggle")
        #expect(MCPTools.withoutFlags("a (--literal text) stays? (--x)") == "a stays?")
        #expect(MCPTools.withoutFlags("keep (--x) and (-- 1)") == "keep and (-- 1)")
    }

}
