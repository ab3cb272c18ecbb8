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
    /// One encoded value. Numbers and the literals keep the text they are written as, so an `Int` is
    /// never rounded through a `Double`.
    public indirect enum Node: Sendable, Equatable {
        case literal(String)
        case string(String)
        case array([Node])
        case object([String: Node])
    }

    /// A value the encoder cannot write: a number that is not finite.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `value` as a tree.
    public static func node(_ value: some Encodable) throws -> Node {
        let root = Slot()
        try value.encode(to: TreeEncoder(slot: root, codingPath: []))
        return root.node
    }

    /// `value` as JSON text (no final line break).
    public static func text(_ value: some Encodable) throws -> String {
        text(try node(value))
    }

    /// `node` as JSON text (no final line break).
    public static func text(_ node: Node) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(node, indent: 0, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Writing

    static func write(_ node: Node, indent: Int, into out: inout [UInt8]) {
        switch node {
        case .literal(let text): out.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            out.append(UInt8(ascii: "\n"))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(contentsOf: ",\n".utf8) }
                pad(indent + 2, into: &out)
                write(item, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            pad(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            out.append(UInt8(ascii: "\n"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(contentsOf: ",\n".utf8) }
                pad(indent + 2, into: &out)
                writeString(key, into: &out)
                out.append(contentsOf: " : ".utf8)
                write(members[key]!, indent: indent + 2, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            pad(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00xx` escapes,
    /// everything else (slashes, non-ASCII) as its UTF-8 bytes.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A floating-point number as JSON text: its shortest round-trip spelling, whole numbers without
    /// ".0" (`12`, `0.5`, `1e+20`).
    static func floatLiteral<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws -> Node {
        guard value.isFinite else { throw Failure(description: "\(value) is not a JSON number") }
        let text = value.description
        return .literal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    // MARK: Building the tree

    /// Where one value is being encoded; containers fill it, and nested ones hold slots of their own.
    final class Slot {
        enum Kind {
            case empty, value, object, array
        }
        // Kept apart rather than as an enum's payloads: an object or array grows in place, where an
        // enum's payload would be copied on every member added (a report of 8,000 findings went
        // quadratic that way).
        private(set) var kind = Kind.empty
        private var value = Node.literal("null")
        private var members: [String: Slot] = [:]
        private var items: [Slot] = []

        var node: Node {
            switch kind {
            case .empty: .object([:])
            case .value: value
            case .object: .object(members.mapValues(\.node))
            case .array: .array(items.map(\.node))
            }
        }

        func set(_ node: Node) {
            kind = .value
            value = node
        }

        func member(_ key: String) -> Slot {
            makeObject()
            let slot = Slot()
            members[key] = slot
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
            members = [:]
        }

        func makeArray() {
            if kind == .array { return }
            kind = .array
            items = []
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

    /// The scalars every container writes the same way.
    static func scalar<T: Encodable>(_ value: T) throws -> Node? {
        // Metatype comparisons first: a dynamic cast per kind for every value would cost more.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .literal(String(value as! Int)) }
        if T.self == Bool.self { return .literal((value as! Bool) ? "true" : "false") }
        if T.self == Double.self { return try floatLiteral(value as! Double) }
        if T.self == Float.self { return try floatLiteral(value as! Float) }
        if T.self == Int64.self { return .literal(String(value as! Int64)) }
        if T.self == Int32.self { return .literal(String(value as! Int32)) }
        if T.self == Int16.self { return .literal(String(value as! Int16)) }
        if T.self == Int8.self { return .literal(String(value as! Int8)) }
        if T.self == UInt.self { return .literal(String(value as! UInt)) }
        if T.self == UInt64.self { return .literal(String(value as! UInt64)) }
        if T.self == UInt32.self { return .literal(String(value as! UInt32)) }
        if T.self == UInt16.self { return .literal(String(value as! UInt16)) }
        if T.self == UInt8.self { return .literal(String(value as! UInt8)) }
        return nil
    }

    static func encode<T: Encodable>(_ value: T, into slot: Slot, codingPath: [any CodingKey]) throws {
        if let node = try scalar(value) {
            slot.set(node)
        } else {
            try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
        }
    }

    struct KeyedContainer<K: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: K) throws { slot.member(key.stringValue).set(.literal("null")) }

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

        mutating func encodeNil() throws { slot.appended().set(.literal("null")) }

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

        mutating func encodeNil() throws { slot.set(.literal("null")) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONOutput.encode(value, into: slot, codingPath: codingPath)
        }
    }
}
