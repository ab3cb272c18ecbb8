/// A parsed JSON document that keeps the difference between booleans and numbers, so the spec
/// reader can report every problem with its JSON path instead of failing on the first. Hashable so
/// the MCP server can keep request ids in sets.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The type as a message says it after "not" or "is": "null", "a string", "an array".
    var typeNameWithArticle: String {
        switch self {
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        default: "a " + typeName
        }
    }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses a spec or config file. Every refusal is one located diagnostic: a syntax error, a
    /// byte that is not UTF-8, a duplicate key, nesting or size over `SpecLimits`, each with the
    /// line and column (and, for a duplicate key, the JSON path) and how to fix it.
    static func parse(_ data: [UInt8]) -> Result<JSONValue, Diagnostic> {
        if data.count > SpecLimits.maximumFileBytes {
            return .failure(
                .error(
                    "file-too-large", at: "$",
                    "the file is \(data.count) bytes; a spec or config is at most \(SpecLimits.maximumFileBytes) bytes (1 MiB)",
                    suggestion: "split the form into smaller forms, or shorten its texts"))
        }
        return data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return parser.document()
        }
    }

    /// Parses a document that is not a spec (a String Catalog), with its own nesting and text
    /// limits; the caller bounds the file size. Errors are located as `parse(_:)`'s are.
    static func parse(_ data: [UInt8], maximumNesting: Int, maximumTextLength: Int) -> Result<JSONValue, Diagnostic> {
        data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            parser.maximumNesting = maximumNesting
            parser.maximumTextLength = maximumTextLength
            return parser.document()
        }
    }
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number):
            // Whole numbers as integers, so re-encoding a parsed document keeps `12` as `12`.
            if number == number.rounded(), abs(number) <= 9_007_199_254_740_991 {
                try container.encode(Int64(number))
            } else {
                try container.encode(number)
            }
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes. Unlike Foundation's decoder it reports where
/// the problem is (line and column), refuses duplicate keys (which would otherwise silently drop
/// one value), bounds nesting (so hostile input cannot exhaust the stack) and refuses lone
/// surrogates and bytes that are not UTF-8, instead of guessing. It reads specs, String Catalogs
/// and the MCP wire (`MCPJSON.parse`), each with its own limits.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    /// The JSON path of the value being parsed, for duplicate-key errors.
    var path: [String] = ["$"]
    var maximumNesting = SpecLimits.maximumNesting
    var maximumTextLength = SpecLimits.maximumTextLength

    struct Failure: Error {
        var offset: Int
        var message: String
        var suggestion: String
        var code = "invalid-json"
        var location: String?
    }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// "UTF-16 (little-endian, …)" when the bytes open as UTF-16 text does: its byte order mark, or
    /// an ASCII character with a zero byte beside it (JSON opens with `{`, `[` or whitespace).
    static func utf16Encoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return "UTF-16 (little-endian, with the byte order mark FF FE)"
        case (0xFE, 0xFF): return "UTF-16 (big-endian, with the byte order mark FE FF)"
        case (let first, 0) where first != 0 && first < 0x80: return "UTF-16 (little-endian)"
        case (0, let second) where second != 0 && second < 0x80: return "UTF-16 (big-endian)"
        default: return nil
        }
    }

    mutating func document() -> Result<JSONValue, Diagnostic> {
        do throws(Failure) {
            // A UTF-8 byte order mark is allowed (editors on Windows write one) and skipped.
            offset = Self.byteOrderMarkLength(bytes)
            // UTF-16, as Windows PowerShell's `>` and Notepad's "Unicode" write: said as such, rather
            // than as a JSON syntax error at its first byte (nu20 #11).
            if let encoding = Self.utf16Encoding(bytes) {
                throw Failure(
                    offset: 0, message: "the file is \(encoding), not UTF-8",
                    suggestion: "save the file as UTF-8", code: "not-utf8")
            }
            skipWhitespace()
            if offset == bytes.count {
                throw Failure(
                    offset: offset, message: "the file is empty; expected a JSON object",
                    suggestion:
                        #"write one object, such as {"label": "Email", "type": "email"} for a field or {"name": "SignUpForm", "fields": [...]} for a form"#
                )
            }
            let value = try parseValue()
            skipWhitespace()
            if offset < bytes.count {
                throw Failure(
                    offset: offset, message: "unexpected \(describe(offset)) after the end of the JSON value",
                    suggestion: "a file holds exactly one JSON value; remove what follows it")
            }
            return .success(value)
        } catch {
            let (line, column) = position(of: error.offset)
            let at = "line \(line), column \(column)"
            var diagnostic = Diagnostic.error(
                error.code, at: error.location ?? at,
                error.location == nil ? "the file is not valid JSON: \(error.message)" : error.message,
                suggestion: error.suggestion)
            diagnostic.line = line
            diagnostic.column = column
            return .failure(diagnostic)
        }
    }

    // MARK: Values

    mutating func parseValue() throws(Failure) -> JSONValue {
        guard offset < bytes.count else { throw truncated("a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let start = offset
            return .string(try parseLimitedString(start))
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw Failure(
                offset: offset,
                message:
                    "expected a value (an object, array, string, number, true, false or null), found \(describe(offset))",
                suggestion: "put text in double quotes; JSON has no comments, single quotes or trailing commas")
        }
    }

    mutating func enter() throws(Failure) {
        depth += 1
        if depth > maximumNesting {
            throw Failure(
                offset: offset,
                message: "objects and arrays are nested more than \(maximumNesting) deep",
                suggestion: "a spec needs four levels at most ($.fields[0].validation); remove the extra nesting",
                code: "nesting-too-deep")
        }
    }

    mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        offset += 1
        var object: [String: JSONValue] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw truncated("a key") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw Failure(
                    offset: offset, message: "expected a key in double quotes, found \(describe(offset))",
                    suggestion: #"write "key": value; a trailing comma before } is not allowed"#)
            }
            let keyOffset = offset
            let key = try parseLimitedString(keyOffset, key: true)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw offset < bytes.count
                    ? Failure(
                        offset: offset, message: "expected ':' after the key '\(key)', found \(describe(offset))",
                        suggestion: #"write "key": value"#) : truncated("':'")
            }
            offset += 1
            skipWhitespace()
            path.append(Self.member(key))
            let value = try parseValue()
            path.removeLast()
            if object.updateValue(value, forKey: key) != nil {
                throw Failure(
                    offset: keyOffset, message: "the key '\(key)' appears twice in this object",
                    suggestion: "keep one of them; JSON readers disagree on which one wins",
                    code: "duplicate-key", location: path.joined() + Self.member(key))
            }
            skipWhitespace()
            guard offset < bytes.count else { throw truncated("',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return .object(object)
            }
            throw Failure(
                offset: offset, message: "expected ',' or '}' after the value of '\(key)', found \(describe(offset))",
                suggestion: "add the missing comma or closing brace")
        }
    }

    mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            path.append("[\(items.count)]")
            items.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            guard offset < bytes.count else { throw truncated("',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return .array(items)
            }
            throw Failure(
                offset: offset, message: "expected ',' or ']' in the array, found \(describe(offset))",
                suggestion: "add the missing comma or closing bracket")
        }
    }

    mutating func literal(_ word: String) throws(Failure) {
        for (index, byte) in word.utf8.enumerated() {
            guard offset + index < bytes.count else { throw truncated("'\(word)'") }
            guard bytes[offset + index] == byte else {
                throw Failure(
                    offset: offset, message: "expected a value, found \(describe(offset))",
                    suggestion: "put text in double quotes; the literals are true, false and null (lowercase)")
            }
        }
        offset += word.utf8.count
    }

    mutating func parseNumber() throws(Failure) -> Double {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        let malformed = Failure(
            offset: start, message: "malformed number",
            suggestion: "write numbers like 12, -3.5 or 1e3 (no leading zeros, no trailing dot)")
        if peek(UInt8(ascii: "-")) { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        if integerDigits == 0 || (integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) { throw malformed }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            if digits() == 0 { throw malformed }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            if digits() == 0 { throw malformed }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(
                offset: start, message: "the number \(text.prefix(40)) is too large",
                suggestion: "use a number within ±1.8e308")
        }
        return value
    }

    /// A string no longer than `SpecLimits.maximumTextLength`; longer ones are refused where they are.
    mutating func parseLimitedString(_ start: Int, key: Bool = false) throws(Failure) -> String {
        let text = try parseString()
        // No more bytes than the limit means no more scalars than it either.
        guard text.utf8.count > maximumTextLength else { return text }
        let length = text.unicodeScalars.count
        if length > maximumTextLength {
            let diagnostic =
                maximumTextLength == SpecLimits.maximumTextLength
                ? SpecLimits.textTooLong(length, at: "", what: key ? "key" : "text")
                : .error(
                    "text-too-long", at: "",
                    "this \(key ? "key" : "text") is \(length) characters long; at most \(maximumTextLength) are read",
                    suggestion: "shorten it")
            throw Failure(
                offset: start, message: diagnostic.message, suggestion: diagnostic.suggestion ?? "",
                code: diagnostic.code, location: path.joined())
        }
        return text
    }

    /// A string literal: escapes decoded, surrogate pairs joined, control characters, lone
    /// surrogates and invalid UTF-8 refused. With escapes, the text is gathered as UTF-8 bytes and
    /// decoded once: appending to a `String.UnicodeScalarView` run by run grew quadratic, minutes
    /// for an MCP line holding a Swift file (an escape on every line).
    mutating func parseString() throws(Failure) -> String {
        offset += 1
        var utf8: [UInt8] = []
        var runStart = offset
        func flush(_ end: Int) {
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        }
        while true {
            guard offset < bytes.count else { throw truncated("the closing '\"' of a string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                if utf8.isEmpty {
                    // No escape (nearly every string): the bytes are the string, read once.
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
                    offset += 1
                    return text
                }
                flush(offset)
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                flush(offset)
                try parseEscape(into: &utf8)
                runStart = offset
            case 0..<0x20:
                throw Failure(
                    offset: offset,
                    message: "a control character (U+\(hex(UInt32(byte), 4))) is written raw inside a string",
                    suggestion: #"write it escaped: \n for a line break, \t for a tab, \u0000 for others"#)
            case 0x80...:
                try skipUTF8Scalar()
            default:
                offset += 1
            }
        }
    }

    /// One escape, appended to `utf8` as the UTF-8 bytes of what it stands for.
    mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw truncated("an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let first = try hex4()
            let loneSurrogate = Failure(
                offset: start, message: "the escape \\u\(hex(first, 4)) is half of a UTF-16 surrogate pair, alone",
                suggestion: "write the character itself, or both halves of the pair (\\uD83D\\uDE00)")
            if (0xDC00...0xDFFF).contains(first) { throw loneSurrogate }
            if (0xD800...0xDBFF).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw loneSurrogate }
                offset += 2
                let second = try hex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate }
                UTF8.encode(Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!) {
                    utf8.append($0)
                }
            } else {
                UTF8.encode(Unicode.Scalar(first)!) { utf8.append($0) }
            }
        default:
            throw Failure(
                offset: start, message: "unknown escape \(describe(start + 1, prefix: "\\"))",
                suggestion: #"the escapes are \" \\ \/ \b \f \n \r \t and \uXXXX; write a backslash as \\"#)
        }
    }

    mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw truncated("four hex digits") }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw Failure(
                    offset: offset, message: "\\u needs four hex digits, found \(describe(offset))",
                    suggestion: #"write \u followed by four hex digits, such as \u00E9"#)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Steps over one multi-byte UTF-8 scalar, refusing overlong forms, surrogates and stray bytes.
    mutating func skipUTF8Scalar() throws(Failure) {
        let lead = bytes[offset]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
        default: throw notUTF8(offset)
        }
        guard offset + length <= bytes.count else { throw notUTF8(offset) }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { throw notUTF8(offset) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { throw notUTF8(offset) }
        offset += length
    }

    // MARK: Helpers

    func notUTF8(_ at: Int) -> Failure {
        Failure(
            offset: at, message: "the byte 0x\(hex(UInt32(bytes[at]), 2)) at offset \(at) is not UTF-8",
            suggestion: "save the file as UTF-8", code: "not-utf8")
    }

    func truncated(_ expected: String) -> Failure {
        Failure(
            offset: bytes.count, message: "the file ends where \(expected) was expected (it may be cut off)",
            suggestion: "complete the file; every { needs a } and every [ a ]")
    }

    func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// The character at `at`, quoted, for a message ("'x'", "the end of the file", "byte 0xFF").
    func describe(_ at: Int, prefix: String = "") -> String {
        guard at < bytes.count else { return "the end of the file" }
        let byte = bytes[at]
        if byte >= 0x21, byte < 0x7F { return "'\(prefix)\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 {
            var end = at + 1
            while end < bytes.count, end < at + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
            if !text.unicodeScalars.contains("\u{FFFD}") || bytes[at] == 0xEF {
                return "'\(prefix)\(text)' (U+\(hex(text.unicodeScalars.first!.value, 4)))"
            }
        }
        return "byte 0x\(hex(UInt32(byte), 2))"
    }

    /// One-based line and column (in Unicode scalars) of a byte offset.
    func position(of target: Int) -> (line: Int, column: Int) { Self.position(of: target, in: bytes) }

    /// One-based line and column (in Unicode scalars) of a byte offset in `bytes`; a byte order
    /// mark is not shown by editors, so it is not a column.
    static func position<Bytes: RandomAccessCollection<UInt8>>(of target: Int, in bytes: Bytes) -> (
        line: Int, column: Int
    ) where Bytes.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex + byteOrderMarkLength(bytes)
        while index < min(bytes.startIndex + target, bytes.endIndex) {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// 3 when `bytes` open with a UTF-8 byte order mark (editors on Windows write one), else 0.
    static func byteOrderMarkLength(_ bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    static func member(_ key: String) -> String {
        // ASCII letters, digits and "_", tested in bytes (a Character test per key was 0.6% of a form).
        key.utf8.allSatisfy({ Unicode.Scalar($0).isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }) && !key.isEmpty
            ? "." + key : "[" + SwiftLiteral.string(key) + "]"
    }
}

func hex(_ value: UInt32, _ width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
