/// One line from the client, decoded once by the transport's reader (so it can see cancellations
/// while the server is busy) and then answered in order by `MCPServer`.
public enum MCPIncoming: Sendable, Equatable {
    case message(JSONValue)
    /// Not UTF-8; the offset of the first bad byte, and the request's id when it can still be read.
    case notUTF8(offset: Int, id: JSONValue?)
    /// Not JSON this server reads (a syntax error such as a trailing comma, a duplicate key, a lone
    /// surrogate escape, nesting deeper than `MCPJSON.maximumNesting`), with the request's id when it
    /// can still be read.
    case notJSON(id: JSONValue?)
    /// Longer than `MCPServer.maxLineBytes`; its bytes were dropped unread but for the first
    /// `idPrefixBytes`, where the request's id is looked for.
    case tooLong(bytes: Int, id: JSONValue?)
    /// Blank (or only `\r`): ignored.
    case blank

    /// Decodes one line, without its `\n` (a trailing `\r` is dropped).
    public static func decode(_ line: [UInt8]) -> MCPIncoming {
        var bytes = line[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .blank }
        if bytes.count > MCPServer.maxLineBytes {
            return .tooLong(
                bytes: bytes.count,
                id: readableID(bytes.prefix(idPrefixBytes)) ?? trailingID(bytes.suffix(idPrefixBytes)))
        }
        if let offset = SourceFile.firstInvalidUTF8(Array(bytes)) {
            return .notUTF8(offset: offset, id: readableID(bytes))
        }
        guard var value = MCPJSON.parse(Array(bytes)) else { return .notJSON(id: readableID(bytes)) }
        // An integer id beyond what a Double holds exactly is echoed as written, digit for digit; so
        // is one a cancellation names, so that it matches the request it cancels.
        if case .object(var members) = value {
            if case .number(let number)? = members["id"], !JSONValue.number(number).isValidRequestID,
                let id = readableID(bytes)
            {
                members["id"] = id
            }
            if members["method"] == .string("notifications/cancelled"), case .object(var params)? = members["params"],
                case .number(let number)? = params["requestId"], !JSONValue.number(number).isValidRequestID,
                let written = memberValue(bytes, key: "params").flatMap({ memberValue($0, key: "requestId") }),
                let id = requestID(written: written)
            {
                params["requestId"] = id
                members["params"] = .object(params)
            }
            value = .object(members)
        }
        return .message(value)
    }

    /// How much of each end of a line over the limit is kept to find its id: most clients write the
    /// id first, the TypeScript SDK last (`{...request, jsonrpc, id}`).
    static let idPrefixBytes = 1 << 16

    /// The id of a request written last in its object (`…},"jsonrpc":"2.0","id":3}`), read from the
    /// line's end: the value of an `"id"` member after a comma, followed only by the closing brace,
    /// or by `"jsonrpc":"2.0"` and the brace. An `"id"` inside a nested object is followed by more
    /// than one brace, and is not taken.
    static func trailingID(_ bytes: ArraySlice<UInt8>) -> JSONValue? {
        var end = bytes.endIndex
        func skipSpace() {
            while end > bytes.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        }
        func drop(_ text: String) -> Bool {
            let tail = Array(text.utf8)
            guard end - bytes.startIndex >= tail.count, Array(bytes[(end - tail.count)..<end]) == tail else {
                return false
            }
            end -= tail.count
            return true
        }
        skipSpace()
        guard drop("}") else { return nil }
        skipSpace()
        // `,"jsonrpc":"2.0"` after the id.
        let beforeVersion = end
        if drop("\"2.0\"") {
            skipSpace()
            if drop(":") {
                skipSpace()
                if drop("\"jsonrpc\"") {
                    skipSpace()
                    if drop(",") { skipSpace() } else { end = beforeVersion }
                } else {
                    end = beforeVersion
                }
            } else {
                end = beforeVersion
            }
        }
        // The value: a string (its opening quote is the first one not escaped) or a number.
        let valueEnd = end
        guard end > bytes.startIndex else { return nil }
        if bytes[end - 1] == UInt8(ascii: "\"") {
            end -= 1
            while end > bytes.startIndex {
                end -= 1
                guard bytes[end] == UInt8(ascii: "\"") else { continue }
                var backslashes = 0
                while end - backslashes > bytes.startIndex, bytes[end - backslashes - 1] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { break }
            }
        } else {
            while end > bytes.startIndex, "0123456789.eE+-".utf8.contains(bytes[end - 1]) { end -= 1 }
        }
        let value = bytes[end..<valueEnd]
        guard !value.isEmpty else { return nil }
        skipSpace()
        guard drop(":") else { return nil }
        skipSpace()
        guard drop("\"id\"") else { return nil }
        skipSpace()
        guard drop(",") else { return nil }
        return requestID(written: value)
    }

    /// The `"id"` member of a top-level object that did not parse as a whole, when its value is a
    /// valid request id: the error then names the request, and the client stops waiting for it.
    /// Reads the object's members in one pass without recursing (the line may be nested too deeply
    /// for the parser), skipping other values by their brackets and strings.
    static func readableID(_ bytes: ArraySlice<UInt8>) -> JSONValue? {
        memberValue(bytes, key: "id").flatMap(requestID(written:))
    }

    /// A request id as written: an integer kept digit for digit (beyond 2^53 a Double would round
    /// it), a string, or nil when it is no valid id.
    static func requestID(written: ArraySlice<UInt8>) -> JSONValue? {
        if MCPJSON.isInteger(written) { return MCPJSON.integerID(String(decoding: written, as: UTF8.self)) }
        guard let id = MCPJSON.parse(Array(written)), id.isValidRequestID else { return nil }
        return id
    }

    /// The bytes of top-level member `key`'s value in the object `bytes` holds, without the spaces
    /// around it; nil when the member cannot be read before the bytes end or stop being an object.
    static func memberValue(_ bytes: ArraySlice<UInt8>, key wanted: String) -> ArraySlice<UInt8>? {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        var index = bytes.startIndex
        func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        /// Past a string starting at `index` (on its quote); the range of its bytes with the quotes.
        func skipString() -> Range<Int>? {
            let start = index
            index += 1
            while index < bytes.endIndex {
                if bytes[index] == backslash {
                    index += 2
                } else if bytes[index] == quote {
                    index += 1
                    return start..<index
                } else {
                    index += 1
                }
            }
            return nil
        }
        skipSpace()
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while true {
            skipSpace()
            guard index < bytes.endIndex, bytes[index] == quote, let key = skipString() else { return nil }
            skipSpace()
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            let valueStart = index
            var depth = 0
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == quote {
                    guard skipString() != nil else { return nil }
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: ","), depth == 0 { break }
                index += 1
            }
            if bytes[key].dropFirst().dropLast().elementsEqual(wanted.utf8) {
                // A value that runs to the end of the bytes may be cut short (the kept start of a line
                // over the limit): `"id":1234` of `"id":123456` is not read as the id.
                guard index < bytes.endIndex else { return nil }
                var written = bytes[valueStart..<index]
                while let last = written.last, [0x20, 0x09, 0x0A, 0x0D].contains(last) { written = written.dropLast() }
                return written
            }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// The id of a request (a message with a method and a usable id), whose answer a cancellation stops.
    public var requestID: JSONValue? {
        guard case .message(let value) = self, value["method"]?.stringValue != nil, let id = value["id"],
            id.isValidRequestID
        else { return nil }
        return id
    }

    /// The request a `notifications/cancelled` names. One without `"jsonrpc": "2.0"` is not a
    /// notification but an invalid message (answered with -32600), so it cancels nothing.
    public var cancelledRequestID: JSONValue? {
        guard case .message(let value) = self, value["jsonrpc"] == .string("2.0"), value["id"] == nil,
            value["method"]?.stringValue == "notifications/cancelled",
            let id = value["params"]?["requestId"], id.isValidRequestID
        else { return nil }
        return id
    }
}

/// The Model Context Protocol server, independent of any transport: a decoded line in, the line to
/// answer with (or nothing) out. It serves the 2025-06-18 and 2025-11-25 revisions through the
/// `initialize` handshake and the stateless 2026-07-28 revision through per-request `_meta`, as
/// ../shared/reference/mcp.md describes them.
public final class MCPServer {
    public static let legacyVersions = ["2025-06-18", "2025-11-25"]
    public static let modernVersions = ["2026-07-28"]
    /// A longer line is refused (-32600) without being kept in memory.
    public static let maxLineBytes = 16 << 20
    /// How long a client may cache `server/discover` and `tools/list` (2026-07-28): the tools change
    /// only with the binary.
    static let ttlMs = 3_600_000

    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"

    static let instructions = """
        a11y-gen generates accessible SwiftUI form fields and whole form views that follow the accessibility \
        rule cards, and checks SwiftUI code against them. Call generate_field or generate_form instead of \
        writing input controls by hand, check_swift on SwiftUI code before presenting it, list_types to choose \
        a data type, and explain_rule for any rule id a result cites.
        """

    /// The cancellation of the request being answered, set by the transport around `respond(to:)`:
    /// a long tool call stops when the client cancels it.
    public var cancellation: Cancellation?

    /// The revision `initialize` negotiated; nil until then (2026-07-28 requests need none).
    public private(set) var legacyVersion: String?

    /// The ids of the 2026-07-28 `subscriptions/listen` requests acknowledged and still open: each is
    /// held open, unanswered, until the client cancels it or input ends. The tools never change while
    /// the server runs, so nothing is ever sent on one; the acknowledgment says so with an empty filter.
    public private(set) var openSubscriptions: Set<JSONValue> = []

    /// Whether `id` is an open subscription's: the transport keeps its id in use, unanswered.
    public func isOpenSubscription(_ id: JSONValue) -> Bool { openSubscriptions.contains(id) }

    /// Closes the subscription `id` names, as a `notifications/cancelled` for it asks; false when
    /// `id` names none. Nothing more is written for it (2026-07-28: no message for a cancelled request).
    public func closeSubscription(_ id: JSONValue) -> Bool {
        guard openSubscriptions.remove(id) != nil else { return false }
        log("closed subscription \(Self.shorten(MCPJSON.encode(id))) (cancelled by the client)")
        return true
    }
    let log: @Sendable (String) -> Void

    public init(log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.log = log
    }

    /// Decodes and answers one line (for callers without a separate reader).
    public func handle(line: [UInt8]) -> String? { respond(to: .decode(line)) }

    /// The answer to a message that needs no server state and must be answered promptly, even while
    /// a tool call runs: a `ping` request outside 2026-07-28 ("The receiver MUST promptly answer").
    /// Nil for every other message, which goes through `respond(to:)` in order. The answer is the one
    /// `respond(to:)` gives.
    public static func promptReply(to incoming: MCPIncoming) -> String? {
        guard case .message(let value) = incoming, value["jsonrpc"] == .string("2.0"),
            value["method"] == .string("ping"), let id = value["id"], id.isValidRequestID,
            value["result"] == nil, value["error"] == nil
        else { return nil }
        switch value["params"] {
        case nil: break
        case .object(let params)? where params["_meta"]?[versionKey] == nil: break
        default: return nil
        }
        return MCPJSON.encode(.object(["jsonrpc": .string("2.0"), "id": id, "result": .object([:])]))
    }

    /// The line to write for one incoming line (no trailing newline), or nil when nothing is owed.
    public func respond(to incoming: MCPIncoming) -> String? {
        switch incoming {
        case .blank: return nil
        case .tooLong(let count, let id):
            log("refused a line of \(count) bytes (limit \(Self.maxLineBytes))")
            return error(
                -32600,
                "Invalid Request: the message is \(count) bytes; the limit is \(Self.maxLineBytes) bytes (16 MiB)",
                id: id)
        case .notUTF8(let offset, let id):
            log("refused a line that is not UTF-8")
            return error(-32700, "Parse error: the message is not UTF-8 (invalid byte at offset \(offset))", id: id)
        case .notJSON(let id):
            log("refused a line that is not JSON")
            return error(
                -32700,
                "Parse error: the message is not valid JSON (or it holds a duplicate key or a lone UTF-16 surrogate escape, or is nested more than \(MCPJSON.maximumNesting) deep)",
                id: id)
        case .message(let value):
            return respond(to: value)
        }
    }

    // MARK: Dispatch

    private func respond(to value: JSONValue) -> String? {
        guard case .object(let message) = value else {
            if case .array = value {
                return error(
                    -32600,
                    "Invalid Request: a JSON array (a batch) is not an MCP message since 2025-06-18; send one JSON object per line",
                    id: nil)
            }
            return error(
                -32600, "Invalid Request: a message is a JSON object, not \(value.typeNameWithArticle)", id: nil)
        }
        let rawID = message["id"]
        let id = rawID.flatMap { $0.isValidRequestID ? $0 : nil }
        if message["method"] == nil, message["result"] != nil || message["error"] != nil {
            log("ignored a response from the client (this server sends no requests)")
            return nil
        }
        guard message["jsonrpc"] == .string("2.0") else {
            return error(-32600, "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: id)
        }
        if message["method"] != nil, message["result"] != nil || message["error"] != nil {
            return error(
                -32600,
                "Invalid Request: a message is a request (\"method\") or a response (\"result\" or \"error\"), not both",
                id: id)
        }
        guard case .string(let method)? = message["method"] else {
            return error(-32600, "Invalid Request: \"method\" must be a string", id: id)
        }
        if rawID == nil {
            notification(method, message["params"])
            return nil
        }
        guard let id else {
            // A number (a fraction, or an exponent) is echoed, so the client stops waiting for it.
            guard case .number? = rawID, let rawID else {
                return error(
                    -32600,
                    "Invalid Request: \"id\" must be a string or an integer, not \(rawID?.typeNameWithArticle ?? "null")",
                    id: nil)
            }
            return error(
                -32600,
                "Invalid Request: \"id\" must be a string or an integer written in digits (such as 7), not \(MCPJSON.encode(rawID))",
                id: rawID)
        }
        // An open subscription's id is still unanswered: a request may not take it (2026-07-28: ids
        // must differ from every one of the sender's unanswered ids).
        if openSubscriptions.contains(id) {
            return error(
                -32600,
                "Invalid Request: id \(Self.shorten(MCPJSON.encode(id))) is an open subscription's, still unanswered; use another id, or cancel the subscription first",
                id: id)
        }
        var params: [String: JSONValue] = [:]
        if let value = message["params"] {
            guard case .object(let object) = value else {
                return error(
                    -32602, "Invalid params: \"params\" must be an object, not \(value.typeNameWithArticle)", id: id)
            }
            params = object
        }
        // After initialize, a request whose _meta repeats the version negotiated (clients that send
        // the newer _meta keys with it) is served in the session as it is: refusing it told the
        // client to initialize, which a session refuses twice. Another handshake-era version is
        // refused, naming the one negotiated (the two revisions' schemas differ).
        if let version = params["_meta"]?[Self.versionKey] {
            if let legacyVersion, case .string(let requested) = version, Self.legacyVersions.contains(requested) {
                guard requested == legacyVersion else {
                    return error(
                        -32022,
                        "Unsupported protocol version: this session was initialized with \(legacyVersion), not \(requested); send \(legacyVersion) in _meta, or none",
                        id: id,
                        data: .object([
                            "supported": .array([.string(legacyVersion)]), "requested": .string(requested),
                        ]))
                }
            } else {
                return modern(method, version: version, params: params, id: id)
            }
        }
        if method == "initialize" { return initialize(params, id: id) }
        if method == "ping" { return result([:], id: id) }
        let shown = Self.shorten(method)
        guard let legacyVersion else {
            if ["tools/list", "tools/call", "server/discover", "subscriptions/listen"].contains(method) {
                return error(
                    -32602,
                    "Missing required _meta field: \(Self.versionKey) (2026-07-28); for 2025-11-25 or 2025-06-18, send initialize first",
                    id: id)
            }
            return error(-32601, "Method not found: \(shown)", id: id)
        }
        switch method {
        case "tools/list":
            if params["cursor"] != nil {
                return error(-32602, "Invalid params: unknown cursor; every tool is on the first page", id: id)
            }
            return result(["tools": .array(MCPTools.all.map { toolObject($0, version: legacyVersion) })], id: id)
        case "tools/call":
            return callTool(params, id: id) { $0 }
        default:
            return error(-32601, "Method not found: \(shown)", id: id)
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        switch method {
        case "notifications/initialized": log("client initialized")
        case "notifications/cancelled":
            // The transport logs what it did with it (skipped, dropped or ignored); the reason is the
            // client's text, not echoed (a 1 MB reason, or one with line breaks, filled the log).
            break
        default: log("ignored notification \(Self.shorten(method))")
        }
    }

    // MARK: 2025-06-18 and 2025-11-25

    private func initialize(_ params: [String: JSONValue], id: JSONValue) -> String {
        guard case .string(let requested)? = params["protocolVersion"] else {
            return error(-32602, "Invalid params: initialize needs params.protocolVersion (a string)", id: id)
        }
        guard params["capabilities"]?.objectValue != nil else {
            return error(-32602, "Invalid params: initialize needs params.capabilities (an object)", id: id)
        }
        guard params["clientInfo"]?.objectValue != nil else {
            return error(
                -32602, "Invalid params: initialize needs params.clientInfo (an object with name and version)", id: id)
        }
        if let legacyVersion {
            return error(
                -32600,
                "Invalid Request: already initialized with protocol version \(legacyVersion); this stdio process is one session",
                id: id)
        }
        let chosen = Self.legacyVersions.contains(requested) ? requested : Self.legacyVersions.last!
        legacyVersion = chosen
        log("initialize: client asked for \(Self.shorten(requested)); serving \(chosen)")
        return result(
            [
                "protocolVersion": .string(chosen),
                "capabilities": Self.capabilities,
                "serverInfo": Self.serverInfo,
                "instructions": .string(Self.instructions),
            ], id: id)
    }

    // MARK: 2026-07-28

    private func modern(_ method: String, version: JSONValue, params: [String: JSONValue], id: JSONValue) -> String {
        guard case .string(let requested) = version else {
            return error(-32602, "Invalid params: _meta \(Self.versionKey) must be a string", id: id)
        }
        guard Self.modernVersions.contains(requested) else {
            // A handshake-era version named per request: listed as supported, but only after
            // `initialize`, which the message says, so a client does not retry the same request.
            let message =
                Self.legacyVersions.contains(requested)
                ? "Unsupported protocol version: \(requested) is served after initialize, not per request; send initialize with it, or use \(Self.modernVersions[0]) in _meta"
                : "Unsupported protocol version"
            return error(
                -32022, message, id: id,
                data: .object([
                    // Every version served, newest first, as the specification's example lists them:
                    // a client that speaks only a handshake-era one sees it can still `initialize`.
                    "supported": .array((Self.modernVersions + Self.legacyVersions.reversed()).map(JSONValue.string)),
                    "requested": .string(Self.shorten(requested)),
                ]))
        }
        switch params["_meta"]?[Self.capabilitiesKey] {
        case nil:
            return error(-32602, "Missing required _meta field: \(Self.capabilitiesKey)", id: id)
        case .object?: break
        case let other?:
            return error(
                -32602,
                "Invalid params: _meta \(Self.capabilitiesKey) must be an object, not \(other.typeNameWithArticle)",
                id: id)
        }
        let complete: ([String: JSONValue]) -> [String: JSONValue] = { members in
            var out = members
            out["resultType"] = .string("complete")
            out["_meta"] = .object(["io.modelcontextprotocol/serverInfo": Self.serverInfo])
            return out
        }
        switch method {
        case "server/discover":
            return result(
                complete([
                    "supportedVersions": .array(Self.modernVersions.map(JSONValue.string)),
                    "capabilities": Self.capabilities,
                    "instructions": .string(Self.instructions),
                    "ttlMs": .number(Double(Self.ttlMs)),
                    "cacheScope": .string("public"),
                ]), id: id)
        case "tools/list":
            if params["cursor"] != nil {
                return error(-32602, "Invalid params: unknown cursor; every tool is on the first page", id: id)
            }
            return result(
                complete([
                    "tools": .array(MCPTools.all.map { toolObject($0, version: requested) }),
                    "ttlMs": .number(Double(Self.ttlMs)),
                    "cacheScope": .string("public"),
                ]), id: id)
        case "tools/call":
            return callTool(params, id: id, complete)
        case "subscriptions/listen":
            return listen(params, id: id)
        default:
            return error(
                -32601,
                "Method not found: \(Self.shorten(method))"
                    + (["initialize", "ping"].contains(method) ? " (not part of 2026-07-28)" : ""), id: id)
        }
    }

    /// `subscriptions/listen` (2026-07-28, basic/patterns/subscriptions): acknowledged at once with
    /// the filter the server honours, which is empty, since the tool list is fixed (`listChanged`
    /// false) and the server has no prompts, resources or tasks; the request then stays open,
    /// unanswered, until the client cancels it or closes input. The answer to it is the
    /// acknowledgment notification, tagged with the request's id as its subscription id.
    private func listen(_ params: [String: JSONValue], id: JSONValue) -> String {
        guard let filter = params["notifications"] else {
            return error(
                -32602,
                "Invalid params: subscriptions/listen needs params.notifications, an object naming the notifications wanted (such as {\"toolsListChanged\": true})",
                id: id)
        }
        guard filter.objectValue != nil else {
            return error(
                -32602, "Invalid params: params.notifications must be an object, not \(filter.typeNameWithArticle)",
                id: id)
        }
        openSubscriptions.insert(id)
        log(
            "subscription \(Self.shorten(MCPJSON.encode(id))) open; nothing will be sent on it (the tools do not change while the server runs)"
        )
        return MCPJSON.encode(
            .object([
                "jsonrpc": .string("2.0"), "method": .string("notifications/subscriptions/acknowledged"),
                "params": .object([
                    "_meta": .object(["io.modelcontextprotocol/subscriptionId": id]),
                    "notifications": .object([:]),
                ]),
            ]))
    }

    // MARK: Tools

    /// A tool as `tools/list` describes it. 2025-06-18's schema types have no `$schema`, so it is
    /// left out for that revision; later revisions get the Specs/ schema as it is.
    func toolObject(_ tool: MCPTool, version: String) -> JSONValue {
        func forRevision(_ schema: JSONValue) -> JSONValue {
            guard version == "2025-06-18", case .object(var members) = schema else { return schema }
            members["$schema"] = nil
            return .object(members)
        }
        return .object([
            "name": .string(tool.name),
            "title": .string(tool.title),
            "description": .string(tool.description),
            "inputSchema": forRevision(tool.inputSchema),
            "outputSchema": forRevision(tool.outputSchema),
            "annotations": .object([
                "readOnlyHint": .bool(true), "idempotentHint": .bool(true), "openWorldHint": .bool(false),
            ]),
        ])
    }

    private func callTool(
        _ params: [String: JSONValue], id: JSONValue, _ finish: ([String: JSONValue]) -> [String: JSONValue]
    ) -> String {
        guard case .string(let name)? = params["name"] else {
            return error(-32602, "Invalid params: tools/call needs params.name (a string)", id: id)
        }
        var arguments: [String: JSONValue] = [:]
        if let value = params["arguments"] {
            guard case .object(let object) = value else {
                return error(
                    -32602, "Invalid params: params.arguments must be an object, not \(value.typeNameWithArticle)",
                    id: id)
            }
            arguments = object
        }
        guard let tool = MCPTools.named(name) else {
            return error(
                -32602, "Unknown tool: \(Self.shorten(name))", id: id,
                data: .object(["tools": .array(MCPTools.all.map { .string($0.name) })]))
        }
        let outcome =
            cancellation.flatMap { cancellation in tool.cancellableCall.map { $0(arguments, cancellation) } }
            ?? tool.call(arguments)
        if outcome.isError { log("\(name): isError") }
        var members: [String: JSONValue] = [
            "content": .array(outcome.texts.map { .object(["type": .string("text"), "text": .string($0)]) }),
            "isError": .bool(outcome.isError),
        ]
        if let structured = outcome.structured { members["structuredContent"] = structured }
        return result(finish(members), id: id)
    }

    // MARK: Messages

    static let capabilities: JSONValue = .object(["tools": .object(["listChanged": .bool(false)])])
    static let serverInfo: JSONValue = .object([
        "name": .string("a11y-gen"), "title": .string("a11y-gen"), "version": .string(Generator.version),
    ])

    private func result(_ members: [String: JSONValue], id: JSONValue) -> String {
        MCPJSON.encode(.object(["jsonrpc": .string("2.0"), "id": id, "result": .object(members)]))
    }

    /// An error response. When the id could not be read it is left out (2025-11-25 and later make
    /// it optional), except under 2025-06-18, whose schema requires it: there it is JSON-RPC's null.
    private func error(_ code: Int, _ message: String, id: JSONValue?, data: JSONValue? = nil) -> String {
        var error: [String: JSONValue] = ["code": .number(Double(code)), "message": .string(message)]
        if let data { error["data"] = data }
        var members: [String: JSONValue] = ["jsonrpc": .string("2.0"), "error": .object(error)]
        if let id {
            members["id"] = id
        } else if legacyVersion == "2025-06-18" {
            members["id"] = .null
        }
        return MCPJSON.encode(.object(members))
    }

    /// Text from the client echoed in a message, cut to 200 characters (a 10 MB method name is not echoed).
    static func shorten(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}
