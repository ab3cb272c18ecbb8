import Foundation

/// A parsed JSON document that keeps the difference between booleans and numbers, so the spec
/// reader can report every problem with its JSON path instead of failing on the first.
public enum JSONValue: Sendable, Equatable {
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

    /// Parses JSON text; a syntax error becomes a diagnostic at `$`.
    static func parse(_ data: Data) -> Result<JSONValue, Diagnostic> {
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: data))
        } catch {
            var detail = "\(error)"
            if case DecodingError.dataCorrupted(let context) = error {
                detail = context.debugDescription
                if let underlying = context.underlyingError as NSError?,
                    let more = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
                {
                    detail += " " + more
                }
            }
            return .failure(
                .error(
                    "invalid-json", at: "$", "the file is not valid JSON (\(detail))",
                    suggestion: "check for a missing comma, quote or bracket"))
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
