/// The JSON a11y-gen writes (every `--format json` result, the MCP tools' results, baselines): an
/// `Encodable` value as a tree, then text with sorted keys, two-space indentation and unescaped
/// slashes.
///
/// a11y-gen's own rather than Foundation's `JSONEncoder` (issue 14): the tool no longer loads
/// Foundation at start-up, and the bytes no longer depend on which Foundation a platform ships (keys
/// are sorted by `String`'s `<` everywhere; Darwin's Foundation sorted them numerically and
/// ignoring case). The layout is the one `JSONEncoder` wrote with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes`, byte for byte, which the tests check against it.
public enum JSONOutput {
    /// A value the encoder cannot write: a number that is not finite.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `value` as JSON text (no final line break), without the members at `omitted` (paths of keys;
    /// `*` steps into every element of an array).
    public static func text(_ value: some Encodable, omitting omitted: [[String]] = []) throws -> String {
        let root = Slot()
        try value.encode(to: TreeEncoder(slot: root, codingPath: []))
        for path in omitted { root.remove(path[...]) }
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        root.write(indent: 0, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Writing

    static func pad(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00xx` escapes,
    /// everything else (slashes, non-ASCII) as its UTF-8 bytes, copied a run at a time.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
                case 0x08: out.append(contentsOf: #"\b"#.utf8)
                case 0x09: out.append(contentsOf: #"\t"#.utf8)
                case 0x0A: out.append(contentsOf: #"\n"#.utf8)
                case 0x0C: out.append(contentsOf: #"\f"#.utf8)
                case 0x0D: out.append(contentsOf: #"\r"#.utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A floating-point number as JSON text: its shortest round-trip spelling, whole numbers without
    /// ".0" (`12`, `0.5`, `1e+20`).
    static func floatLiteral<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws -> String {
        guard value.isFinite else { throw Failure(description: "\(value) is not a JSON number") }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    // MARK: Building the tree

    /// Where one value is being encoded; containers fill it, and nested ones hold slots of their own.
    final class Slot {
        enum Kind {
            case empty, literal, string, object, array
        }
        // Kept apart rather than as an enum's payloads: an object or array grows in place, where an
        // enum's payload would be copied on every member added (a report of 8,000 findings went
        // quadratic that way). Members are a list, not a hash table: a key is hashed for nothing when
        // the writer sorts them anyway.
        private(set) var kind = Kind.empty
        /// A literal's text (`12`, `true`, `null`) or a string's value.
        private var scalar = ""
        private var members: [(key: String, slot: Slot)] = []
        private var items: [Slot] = []

        func set(literal text: String) {
            kind = .literal
            scalar = text
        }

        func set(string text: String) {
            kind = .string
            scalar = text
        }

        func member(_ key: String) -> Slot {
            makeObject()
            let slot = Slot()
            members.append((key, slot))
            return slot
        }

        func appended() -> Slot {
            makeArray()
            let slot = Slot()
            items.append(slot)
            return slot
        }

        var count: Int { kind == .array ? items.count : 0 }

        func makeObject() {
            if kind == .object { return }
            kind = .object
            members = []
        }

        func makeArray() {
            if kind == .array { return }
            kind = .array
            items = []
        }

        /// Drops the member at `path` (`*` steps into every element of an array); a path that does
        /// not match changes nothing.
        func remove(_ path: ArraySlice<String>) {
            guard let key = path.first else { return }
            let rest = path.dropFirst()
            switch kind {
            case .object where key != "*":
                if rest.isEmpty {
                    members.removeAll { $0.key == key }
                } else {
                    for member in members where member.key == key { member.slot.remove(rest) }
                }
            case .array where key == "*":
                for item in items { item.remove(rest) }
            default: break
            }
        }

        /// The members as `JSONEncoder` wrote them on Linux: one per key, where keys that are equal as
        /// Strings (canonically, "é" and "e\u{301}") are one key with its first spelling and its last
        /// value, in the order of their UTF-8 bytes.
        private func sortedMembers() -> [(key: String, slot: Slot)] {
            if members.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) {
                // ASCII keys (all of a11y-gen's): equal keys are equal bytes, next to each other once sorted.
                let order = members.indices.sorted {
                    members[$0].key != members[$1].key ? members[$0].key < members[$1].key : $0 < $1
                }
                return order.indices.compactMap { position in
                    let index = order[position]
                    let repeated = position + 1 < order.count && members[order[position + 1]].key == members[index].key
                    return repeated ? nil : members[index]
                }
            }
            var first: [String: Int] = [:]
            var last: [String: Int] = [:]
            for (index, member) in members.enumerated() {
                if first[member.key] == nil { first[member.key] = index }
                last[member.key] = index
            }
            return first.map { key, index in (members[index].key, members[last[key]!].slot) }
                .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }

        /// The value as `JSONEncoder` wrote it: sorted keys (a key given twice keeps its last value),
        /// two spaces of indentation a level, `" : "` between a key and its value.
        func write(indent: Int, into out: inout [UInt8]) {
            switch kind {
            case .empty:
                // Nothing encoded: an empty object, as `JSONEncoder` wrote one.
                out.append(contentsOf: "{\n\n".utf8)
                pad(indent, into: &out)
                out.append(UInt8(ascii: "}"))
            case .literal: out.append(contentsOf: scalar.utf8)
            case .string: JSONOutput.writeString(scalar, into: &out)
            case .array:
                out.append(contentsOf: "[\n".utf8)
                for (index, item) in items.enumerated() {
                    if index > 0 { out.append(contentsOf: ",\n".utf8) }
                    pad(indent + 2, into: &out)
                    item.write(indent: indent + 2, into: &out)
                }
                out.append(UInt8(ascii: "\n"))
                pad(indent, into: &out)
                out.append(UInt8(ascii: "]"))
            case .object:
                out.append(contentsOf: "{\n".utf8)
                for (index, member) in sortedMembers().enumerated() {
                    if index > 0 { out.append(contentsOf: ",\n".utf8) }
                    pad(indent + 2, into: &out)
                    JSONOutput.writeString(member.key, into: &out)
                    out.append(contentsOf: " : ".utf8)
                    member.slot.write(indent: indent + 2, into: &out)
                }
                out.append(UInt8(ascii: "\n"))
                pad(indent, into: &out)
                out.append(UInt8(ascii: "}"))
            }
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
        static let superKey = Key(stringValue: "super")
    }

    struct TreeEncoder: Encoder {
        let slot: Slot
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedEncodingContainer<K> {
            slot.makeObject()
            return KeyedEncodingContainer(KeyedContainer<K>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            slot.makeArray()
            return UnkeyedContainer(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleContainer(slot: slot, codingPath: codingPath)
        }
    }

    /// Writes `value` into `slot` directly when it is a scalar, and says whether it was: a metatype
    /// comparison per kind costs less than a dynamic cast per kind for every value.
    static func setScalar<T: Encodable>(_ value: T, into slot: Slot) throws -> Bool {
        if T.self == String.self {
            slot.set(string: value as! String)
        } else if T.self == Int.self {
            slot.set(literal: String(value as! Int))
        } else if T.self == Bool.self {
            slot.set(literal: (value as! Bool) ? "true" : "false")
        } else if T.self == Double.self {
            slot.set(literal: try floatLiteral(value as! Double))
        } else if T.self == Float.self {
            slot.set(literal: try floatLiteral(value as! Float))
        } else if let text = integerText(value) {
            slot.set(literal: text)
        } else {
            return false
        }
        return true
    }

    private static func integerText<T>(_ value: T) -> String? {
        if T.self == Int64.self { return String(value as! Int64) }
        if T.self == Int32.self { return String(value as! Int32) }
        if T.self == Int16.self { return String(value as! Int16) }
        if T.self == Int8.self { return String(value as! Int8) }
        if T.self == UInt.self { return String(value as! UInt) }
        if T.self == UInt64.self { return String(value as! UInt64) }
        if T.self == UInt32.self { return String(value as! UInt32) }
        if T.self == UInt16.self { return String(value as! UInt16) }
        if T.self == UInt8.self { return String(value as! UInt8) }
        return nil
    }

    static func encode<T: Encodable>(_ value: T, into slot: Slot, codingPath: [any CodingKey]) throws {
        if try setScalar(value, into: slot) { return }
        try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
    }

    struct KeyedContainer<K: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: K) throws { slot.member(key.stringValue).set(literal: "null") }

        mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws {
            try JSONOutput.encode(value, into: slot.member(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: K
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = slot.member(key.stringValue)
            child.makeObject()
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
            let child = slot.member(key.stringValue)
            child.makeArray()
            return UnkeyedContainer(slot: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            let key = JSONOutput.Key.superKey
            return TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func superEncoder(forKey key: K) -> any Encoder {
            TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]
        var count: Int { slot.count }

        private var nextKey: Key { Key(intValue: slot.count) }

        mutating func encodeNil() throws { slot.appended().set(literal: "null") }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let key = nextKey
            try JSONOutput.encode(value, into: slot.appended(), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            let key = nextKey
            let child = slot.appended()
            child.makeObject()
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let key = nextKey
            let child = slot.appended()
            child.makeArray()
            return UnkeyedContainer(slot: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            let key = nextKey
            return TreeEncoder(slot: slot.appended(), codingPath: codingPath + [key])
        }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.set(literal: "null") }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONOutput.encode(value, into: slot, codingPath: codingPath)
        }
    }
}
