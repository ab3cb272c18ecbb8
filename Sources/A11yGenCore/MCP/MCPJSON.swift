/// JSON on the MCP wire: one compact line per message (no raw newline can appear: control
/// characters in strings are escaped), keys sorted by their UTF-8 bytes, so the same input always
/// gives the same bytes.
enum MCPJSON {
    /// The largest integer a JSON number carries exactly (IEEE double). A request id beyond it is
    /// kept as written (`integerID`), not as a number.
    static let safeInteger = 9_007_199_254_740_991.0

    /// An integer request id written beyond `safeInteger` (`9223372036854775807`, as Go and Rust
    /// clients send), kept as its digits: `[∞, "digits"]`, which `encode` writes as the digits. No
    /// JSON text parses to it (JSON has no infinity, and a number too large is refused), so no
    /// client can send one, and only digits in JSON's own form (`isInteger`) are ever written.
    static func integerID(_ digits: String) -> JSONValue { .array([.number(.infinity), .string(digits)]) }

    /// The digits an `integerID` holds.
    static func writtenInteger(_ value: JSONValue) -> String? {
        guard case .array(let items) = value, items.count == 2, items[0] == .number(.infinity),
            case .string(let digits) = items[1], isInteger(digits.utf8)
        else { return nil }
        return digits
    }

    /// `-?(0|[1-9][0-9]*)`: an integer as JSON writes one (no leading zero).
    static func isInteger<Bytes: Collection<UInt8>>(_ text: Bytes) -> Bool {
        let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
        guard let first = digits.first, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return false }
        return first != UInt8(ascii: "0") || digits.count == 1
    }

    static func encode(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += format(number)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if let digits = writtenInteger(value) {
                out += digits
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { out += "," }
                writeString(key, into: &out)
                out += ":"
                write(members[key]!, into: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers as integers (`3`, not `3.0`); others in Swift's shortest round-trip form.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) <= safeInteger { return String(Int64(number)) }
        return "\(number)"
    }

    /// `text` as a JSON string. `catalogStyle` writes what Foundation's encoder (and so Xcode's
    /// String Catalogs) writes: `\b` and `\f` short escapes, DEL as itself; otherwise every control
    /// character and DEL is a `\u` escape.
    static func writeString(_ text: String, into out: inout String, catalogStyle: Bool = false) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}" where catalogStyle: out += "\\b"
            case "\u{C}" where catalogStyle: out += "\\f"
            case let c where c.value < 0x20 || (c.value == 0x7F && !catalogStyle):
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count)
                    + String(c.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// The deepest nesting `parse` reads: what Foundation's decoder, which read the wire before,
    /// allowed. `JSONParser` recurses once per level, so the bound keeps a hostile line from
    /// exhausting the stack.
    static let maximumNesting = 512

    /// Parses text already known to be UTF-8 into a value, or nil when it is not JSON. Strictly RFC
    /// 8259, with the project's `JSONParser` (Foundation's decoder took trailing commas): a trailing
    /// comma, a duplicate key (readers disagree on which value wins, so a client could not know
    /// which `id` or `method` was read), a lone surrogate escape or nesting deeper than
    /// `maximumNesting` is refused. Texts are not limited: check_swift takes a whole file, and
    /// `MCPServer.maxLineBytes` bounds a line.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.maximumNesting = maximumNesting
            parser.maximumTextLength = .max
            guard case .success(let value) = parser.document() else { return nil }
            return value
        }
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A string, or a whole number a double holds exactly: what JSON-RPC and MCP accept as an id.
    var isValidRequestID: Bool {
        switch self {
        case .string: true
        case .number(let n): n == n.rounded() && abs(n) <= MCPJSON.safeInteger
        case .array: MCPJSON.writtenInteger(self) != nil
        default: false
        }
    }
}

extension JSONValue {
    /// This value without the member at `path`; `*` steps into every element of an array. A path
    /// that does not match leaves the value as it is.
    func removing(_ path: some Collection<String>) -> JSONValue {
        guard let key = path.first else { return self }
        let rest = path.dropFirst()
        switch self {
        case .object(var members) where key != "*":
            if rest.isEmpty {
                members[key] = nil
            } else if let member = members[key] {
                members[key] = member.removing(rest)
            }
            return .object(members)
        case .array(let items) where key == "*":
            return .array(items.map { $0.removing(rest) })
        default:
            return self
        }
    }
}
