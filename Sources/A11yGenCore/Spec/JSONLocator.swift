/// Where a JSON path is in the file it came from, so a problem in a spec is reported as
/// `spec.json:12:7: $.fields[2].type: error: …`: the line and column editors, Xcode's issue
/// navigator and terminals jump to, beside the path.
///
/// The file is walked once, when there is a problem to locate, recording where each value and
/// each member's key starts under the path the reader gives it (`$.fields[2].type`,
/// `$.messages["a key"]`). A problem is located at the value, or at the key when the key itself is
/// wrong (unknown, misplaced); a path that is not in the file (a missing key) at the nearest value
/// around it that is. Only what the parser accepted is located.
struct JSONLocator {
    private let bytes: [UInt8]
    /// Where each value starts, and each member's key.
    private var values: [String: Int] = [:]
    private var keys: [String: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var walker = Walker(bytes: bytes)
        walker.walk()
        values = walker.values
        keys = walker.keys
    }

    /// One-based line and column (in Unicode scalars, as the parser's own messages count) of the
    /// value `path` names, or of its key (a key that is wrong itself); nil for a location that is
    /// not a JSON path (a flag, "line 3, column 14").
    func position(of path: String, key: Bool = false) -> (line: Int, column: Int)? {
        guard path.hasPrefix("$") else { return nil }
        var candidate = Substring(path)
        if key, let offset = keys[path] { return JSONParser.position(of: offset, in: bytes) }
        while true {
            if let offset = values[String(candidate)] { return JSONParser.position(of: offset, in: bytes) }
            // The enclosing value: the path up to its last `.` or `[`.
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = candidate[..<cut]
        }
    }

    /// Records the start of every value under its path; stops quietly at anything malformed.
    private struct Walker {
        let bytes: [UInt8]
        var offset = 0
        var values: [String: Int] = [:]
        var keys: [String: Int] = [:]

        mutating func walk() {
            offset = JSONParser.byteOrderMarkLength(bytes)
            skipWhitespace()
            value(at: "$", depth: 0)
        }

        mutating func value(at path: String, depth: Int) {
            guard offset < bytes.count, depth <= SpecLimits.maximumNesting else { return }
            values[path] = offset
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                while offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                    let keyStart = offset
                    guard let key = string() else { return }
                    let member = path + JSONParser.member(key)
                    keys[member] = keyStart
                    // The reader names an unknown key as written ("$.valid:tion"), not quoted.
                    if !member.hasSuffix("." + key) {
                        keys[path + "." + key] = keyStart
                        values[path + "." + key] = offset
                    }
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return }
                    offset += 1
                    skipWhitespace()
                    value(at: member, depth: depth + 1)
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { break }
                    offset += 1
                    skipWhitespace()
                }
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1 }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                var index = 0
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "]") {
                    value(at: "\(path)[\(index)]", depth: depth + 1)
                    index += 1
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { break }
                    offset += 1
                    skipWhitespace()
                }
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1 }
            case UInt8(ascii: "\""):
                _ = string()
            default:
                // A number or a literal: up to the next delimiter.
                while offset < bytes.count,
                    ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09].contains(
                        bytes[offset])
                {
                    offset += 1
                }
            }
        }

        /// The string at `offset` (its escapes decoded), with `offset` moved past its closing quote.
        mutating func string() -> String? {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
            var pendingHigh: UInt32?
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    utf8.append(byte)
                    continue
                }
                guard offset < bytes.count else { return nil }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    guard offset + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    offset += 4
                    flush()
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHigh = code
                    } else if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                        pendingHigh = nil
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                        if let scalar = Unicode.Scalar(combined) { scalars.append(scalar) }
                    } else if let scalar = Unicode.Scalar(code) {
                        scalars.append(scalar)
                    }
                default: utf8.append(escape)  // \" \\ \/
                }
            }
            return nil
        }

        mutating func skipWhitespace() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }
    }
}

extension Array where Element == Diagnostic {
    /// Problems with a key itself rather than its value: located at the key.
    static let keyCodes: Set<String> = ["unknown-key", "field-platforms-in-form", "duplicate-key"]

    /// These diagnostics with the line and column of each JSON path in `bytes`, the file they are
    /// about (the file is walked once, and only when there is something to locate). No bytes, no
    /// positions: a spec on standard input (an MCP call's arguments, a pipe) has no file to open.
    func located(in bytes: [UInt8]) -> [Diagnostic] {
        guard !bytes.isEmpty, contains(where: { $0.line == nil && $0.location.hasPrefix("$") }) else { return self }
        let locator = JSONLocator(bytes)
        return map { diagnostic in
            guard diagnostic.line == nil,
                let (line, column) = locator.position(
                    of: diagnostic.location, key: Self.keyCodes.contains(diagnostic.code))
            else {
                return diagnostic
            }
            var located = diagnostic
            located.line = line
            located.column = column
            return located
        }
    }
}
