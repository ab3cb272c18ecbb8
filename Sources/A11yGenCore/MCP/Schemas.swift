/// The JSON Schemas of Specs/, as compiled into the binary (EmbeddedSchemas.swift, kept equal to
/// Specs/ by a test), and the tool schemas derived from them.
public enum Schemas {
    /// Specs/<name>'s text, as embedded.
    public static func text(_ name: String) -> String? { EmbeddedSchemas.files[name] }

    /// Specs/<name> parsed; the embedded files are valid JSON (tested), so this never fails for them.
    static func named(_ name: String) -> JSONValue {
        guard let text = text(name), let value = MCPJSON.parse(Array(text.utf8)) else {
            preconditionFailure("Specs/\(name) is not embedded")
        }
        return value
    }

    /// Swift source for EmbeddedSchemas.swift from the `*.schema.json` files of Specs/.
    public static func embeddedSource(_ files: [String: String]) -> String {
        TemplateSet.embeddedSwiftSource(
            enumName: "EmbeddedSchemas",
            header: "// Generated from Specs/*.schema.json by `A11YGEN_RECORD=1 swift test --filter EmbeddedSchemas`.\n"
                + "// Edit the files in Specs/, never this one; a test fails when they differ.\n",
            files: files)
    }

    /// A schema with every reference to another Specs/ file (`field-spec.schema.json`,
    /// `field-spec.schema.json#/properties/platforms`) replaced by the schema it names, minus that
    /// schema's `$schema` and `$id`; references inside the document (`#/...`) are kept. The result
    /// stands alone, so a client that does not fetch references can use it.
    static func resolvingFileReferences(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(resolvingFileReferences))
        case .object(var members):
            if case .string(let reference)? = members["$ref"], !reference.hasPrefix("#") {
                let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
                var target = named(parts[0])
                if parts.count == 2 {
                    for key in parts[1].split(separator: "/") { target = target[String(key)] ?? .null }
                } else if case .object(var root) = target {
                    root["$schema"] = nil
                    root["$id"] = nil
                    target = .object(root)
                }
                members["$ref"] = nil
                // Keywords beside the reference (a description) are kept next to the target's.
                if case .object(let resolved) = resolvingFileReferences(target) {
                    members.merge(resolved) { own, _ in own }
                }
                return .object(members)
            }
            return .object(members.mapValues(resolvingFileReferences))
        default: return value
        }
    }

    /// `schema` with every `{"$ref": "#/$defs/name"}` replaced by that definition (keywords beside the
    /// reference kept, as `resolvingFileReferences` keeps them) and its `$defs` dropped: one document
    /// with no reference to follow. Served over MCP, where clients compile a tool's schemas on
    /// `tools/list` and several fail on `#/$defs` references (the TypeScript SDK from 1.22, and the
    /// hosts built on it, report "can't resolve reference #/$defs/… from id #" and list no tools).
    /// Specs/ keeps its definitions for readers and editors; none of them refers to itself (tested).
    static func inliningDefinitions(_ schema: JSONValue) -> JSONValue {
        guard case .object(var root) = schema, case .object(let definitions)? = root["$defs"] else { return schema }
        root["$defs"] = nil
        func inline(_ value: JSONValue, _ open: [String]) -> JSONValue {
            switch value {
            case .array(let items): return .array(items.map { inline($0, open) })
            case .object(var members):
                if case .string(let reference)? = members["$ref"], reference.hasPrefix("#/$defs/") {
                    let name = String(reference.dropFirst("#/$defs/".count))
                    guard let definition = definitions[name], !open.contains(name) else {
                        preconditionFailure("Specs schema reference \(reference) is missing or refers to itself")
                    }
                    members["$ref"] = nil
                    var merged = members.mapValues { inline($0, open) }
                    if case .object(let resolved) = inline(definition, open + [name]) {
                        merged.merge(resolved) { own, _ in own }
                    }
                    return .object(merged)
                }
                return .object(members.mapValues { inline($0, open) })
            default: return value
            }
        }
        return inline(.object(root), [])
    }

    /// The allowed values at a spec's JSON path (`$.fields[0].labeling`), read from its schema's
    /// `enum`; nil when the schema names none there.
    static func allowedValues(at path: String, in schema: JSONValue) -> [String]? {
        guard path.hasPrefix("$") else { return nil }
        var node = schema
        var rest = Substring(path.dropFirst())
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                rest = rest[rest.index(after: close)...]
                guard let items = node["items"] else { return nil }
                node = items
            } else if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[..<end])
                rest = rest[end...]
                guard let next = node["properties"]?[key] else { return nil }
                node = next
            } else {
                return nil
            }
        }
        if case .array(let values)? = node["enum"] ?? node["items"]?["enum"] { return values.compactMap(\.stringValue) }
        return nil
    }
}
