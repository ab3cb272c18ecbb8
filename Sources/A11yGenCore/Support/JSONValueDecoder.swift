/// `Decodable` values read from a parsed `JSONValue` (a baseline file, a command's JSON report in the
/// MCP server): the strict parser reads the bytes, this maps the tree onto the type. a11y-gen's own
/// rather than Foundation's `JSONDecoder`, so the tool does not load Foundation (issue 14).
enum JSONValueDecoder {
    /// Parses `bytes` (as a spec is parsed, without a spec's size limits) and decodes `type` from it.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        switch JSONValue.parse(bytes, maximumNesting: 512, maximumTextLength: .max) {
        case .success(let value): return try decode(type, from: value)
        case .failure(let diagnostic):
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: diagnostic.message))
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: []))
    }

    struct TreeDecoder: Decoder {
        let value: JSONValue
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<K: CodingKey>(keyedBy type: K.Type) throws -> KeyedDecodingContainer<K> {
            guard case .object(let members) = value else {
                throw mismatch([String: JSONValue].self, value, codingPath)
            }
            return KeyedDecodingContainer(KeyedContainer<K>(members: members, codingPath: codingPath))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard case .array(let items) = value else { throw mismatch([JSONValue].self, value, codingPath) }
            return UnkeyedContainer(items: items, codingPath: codingPath)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            SingleContainer(value: value, codingPath: codingPath)
        }
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(value.typeName)"))
    }

    /// A scalar of type `T` from `value`, or nil when `T` is not a scalar (it decodes itself).
    static func scalar<T>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> T? {
        func whole<I: FixedWidthInteger>(_: I.Type) throws -> I {
            guard case .number(let number) = value, let exact = I(exactly: number) else {
                throw mismatch(I.self, value, path)
            }
            return exact
        }
        if T.self == String.self {
            guard case .string(let text) = value else { throw mismatch(T.self, value, path) }
            return text as? T
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { throw mismatch(T.self, value, path) }
            return flag as? T
        }
        if T.self == Double.self {
            guard case .number(let number) = value else { throw mismatch(T.self, value, path) }
            return number as? T
        }
        if T.self == Float.self {
            guard case .number(let number) = value else { throw mismatch(T.self, value, path) }
            return Float(number) as? T
        }
        if T.self == Int.self { return try whole(Int.self) as? T }
        if T.self == Int64.self { return try whole(Int64.self) as? T }
        if T.self == Int32.self { return try whole(Int32.self) as? T }
        if T.self == Int16.self { return try whole(Int16.self) as? T }
        if T.self == Int8.self { return try whole(Int8.self) as? T }
        if T.self == UInt.self { return try whole(UInt.self) as? T }
        if T.self == UInt64.self { return try whole(UInt64.self) as? T }
        if T.self == UInt32.self { return try whole(UInt32.self) as? T }
        if T.self == UInt16.self { return try whole(UInt16.self) as? T }
        if T.self == UInt8.self { return try whole(UInt8.self) as? T }
        return nil
    }

    static func decode<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> T {
        if let scalar = try scalar(type, value, path) { return scalar }
        return try T(from: TreeDecoder(value: value, codingPath: path))
    }

    struct KeyedContainer<K: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: JSONValue]
        var codingPath: [any CodingKey]

        var allKeys: [K] { members.keys.sorted().compactMap { K(stringValue: $0) } }

        func contains(_ key: K) -> Bool { members[key.stringValue] != nil }

        private func member(_ key: K) throws -> JSONValue {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
            }
            return value
        }

        func decodeNil(forKey key: K) throws -> Bool { try member(key) == .null }

        func decode<T: Decodable>(_ type: T.Type, forKey key: K) throws -> T {
            try JSONValueDecoder.decode(type, try member(key), codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: K
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: K) throws -> any UnkeyedDecodingContainer {
            try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            TreeDecoder(
                value: members[JSONOutput.Key.superKey.stringValue] ?? .null,
                codingPath: codingPath + [JSONOutput.Key.superKey])
        }

        func superDecoder(forKey key: K) throws -> any Decoder {
            TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let items: [JSONValue]
        var codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        private mutating func next() throws -> (JSONValue, [any CodingKey]) {
            let path = codingPath + [JSONOutput.Key(intValue: currentIndex)]
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    JSONValue.self, .init(codingPath: path, debugDescription: "the array has no more items"))
            }
            defer { currentIndex += 1 }
            return (items[currentIndex], path)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, path) = try next()
            return try JSONValueDecoder.decode(type, value, path)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            let (value, path) = try next()
            return try TreeDecoder(value: value, codingPath: path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (value, path) = try next()
            return try TreeDecoder(value: value, codingPath: path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (value, path) = try next()
            return TreeDecoder(value: value, codingPath: path)
        }
    }

    struct SingleContainer: SingleValueDecodingContainer {
        let value: JSONValue
        var codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, value, codingPath)
        }
    }
}
