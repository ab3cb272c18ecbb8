import Foundation

@testable import A11yGenCore

/// A JSON Schema (2020-12) validator for the keywords the schemas in Specs/ use: `$ref` to `#/…`,
/// `type`, `enum`, `const`, `required`, `properties`, `additionalProperties`, `items`,
/// `minItems`, `uniqueItems`, `minLength`, `pattern`, `minimum`, `maximum`, `oneOf`, `anyOf`.
/// Annotations (`description`, `default`, `title`, `format`) are ignored. A keyword it does not
/// know is itself reported, so a schema cannot silently use more than is checked.
struct JSONSchemaValidator {
    let root: JSONValue

    static let known: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "title", "description", "default", "format", "type", "enum", "const",
        "required", "properties", "additionalProperties", "items", "minItems", "uniqueItems", "minLength", "pattern",
        "minimum", "maximum", "oneOf", "anyOf",
    ]

    /// Every violation, as `path: problem`; empty when `value` is valid.
    func validate(_ value: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "$", into: &problems)
        return problems
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for key in reference.dropFirst().split(separator: "/") {
            guard let next = node[String(key)] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]) {
        guard case .object(let keywords) = schema else {
            if schema == .bool(false) { problems.append("\(path): not allowed") }
            return
        }
        for key in keywords.keys where !Self.known.contains(key) {
            problems.append("\(path): schema keyword '\(key)' is not supported by the test validator")
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else {
                problems.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, at: path, into: &problems)
        }
        if let type = keywords["type"] {
            let allowed: [String] =
                switch type {
                case .string(let one): [one]
                case .array(let many): many.compactMap(\.stringValue)
                default: []
                }
            if !allowed.contains(where: { Self.matches(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(value.typeName)")
                return
            }
        }
        if case .array(let values)? = keywords["enum"], !values.contains(value) {
            problems.append("\(path): \(MCPJSON.encode(value).prefix(80)) is not one of the allowed values")
        }
        if let constant = keywords["const"], constant != value {
            problems.append("\(path): must be \(MCPJSON.encode(constant))")
        }
        if case .array(let options)? = keywords["oneOf"] {
            let passing = options.filter { option in
                var scratch: [String] = []
                check(value, against: option, at: path, into: &scratch)
                return scratch.isEmpty
            }
            if passing.count != 1 { problems.append("\(path): matches \(passing.count) of oneOf's schemas, not 1") }
        }
        if case .array(let options)? = keywords["anyOf"] {
            let passes = options.contains { option in
                var scratch: [String] = []
                check(value, against: option, at: path, into: &scratch)
                return scratch.isEmpty
            }
            if !passes { problems.append("\(path): matches none of anyOf's schemas") }
        }
        switch value {
        case .string(let text):
            if case .number(let minimum)? = keywords["minLength"], Double(text.unicodeScalars.count) < minimum {
                problems.append("\(path): shorter than \(Int(minimum))")
            }
            if case .string(let pattern)? = keywords["pattern"] {
                let regex = try? NSRegularExpression(pattern: pattern)
                if regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    problems.append("\(path): does not match \(pattern)")
                }
            }
        case .number(let number):
            if case .number(let minimum)? = keywords["minimum"], number < minimum {
                problems.append("\(path): below \(minimum)")
            }
            if case .number(let maximum)? = keywords["maximum"], number > maximum {
                problems.append("\(path): above \(maximum)")
            }
        case .array(let items):
            if case .number(let minimum)? = keywords["minItems"], Double(items.count) < minimum {
                problems.append("\(path): fewer than \(Int(minimum)) items")
            }
            if keywords["uniqueItems"] == .bool(true), Set(items.map(MCPJSON.encode)).count != items.count {
                problems.append("\(path): items are not unique")
            }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", into: &problems)
                }
            }
        case .object(let members):
            if case .array(let required)? = keywords["required"] {
                for key in required.compactMap(\.stringValue) where members[key] == nil {
                    problems.append("\(path): missing required key '\(key)'")
                }
            }
            let properties = keywords["properties"]?.objectValue ?? [:]
            for key in members.keys.sorted() {
                if let propertySchema = properties[key] {
                    check(members[key]!, against: propertySchema, at: "\(path).\(key)", into: &problems)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path).\(key): not allowed (additionalProperties is false)")
                    } else {
                        check(members[key]!, against: additional, at: "\(path).\(key)", into: &problems)
                    }
                }
            }
        default: break
        }
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .number):
            true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }
}
