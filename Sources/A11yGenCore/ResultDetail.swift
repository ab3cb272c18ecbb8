/// How much of a `field` or `form` result the JSON carries: `--detail` with `--format json`, and the
/// MCP tools' `detail` argument.
///
/// A model reads every byte a tool returns, and hosts cap a tool result (Claude Code refuses one
/// over 25,000 tokens). The full JSON of a 6-field form was 94 KB, three fifths of it each field's
/// internal plan and its code in parts, which repeat what `code`, `decisions` and `rules` say.
public enum ResultDetail: String, CaseIterable, Sendable {
    /// Everything: the CLI's default.
    case full
    /// Without the internal decision records (`plan`, `fields[].plan`) and each form field's code
    /// in parts (`fields[].rendered`): the MCP tools' default. The code, the decisions with their
    /// rule ids, the warnings and what to verify are all kept.
    case summary

    /// The keys `summary` leaves out of a field result, as paths (`*`: every element of an array).
    static let fieldOmissions = [["plan"]]
    /// The keys `summary` leaves out of a form result.
    static let formOmissions = [["fields", "*", "plan"], ["fields", "*", "rendered"]]

    /// `value` as the CLI's JSON (`Generator.json`), without the keys at `omitted` when summarized.
    func json(_ value: some Encodable, omitting omitted: [[String]]) -> String {
        guard self == .summary else { return Generator.json(value) }
        guard var tree = try? JSONOutput.node(value) else { return Generator.json(value) }
        for path in omitted { tree = tree.removing(path) }
        return JSONOutput.text(tree) + "\n"
    }
}

/// A JSON document as a tree: a parsed one (`JSONValue`) or one being written (`JSONOutput.Node`).
protocol JSONTree {
    static func object(_ members: [String: Self]) -> Self
    static func array(_ items: [Self]) -> Self
    var members: [String: Self]? { get }
    var items: [Self]? { get }
}

extension JSONTree {
    /// This value without the member at `path`; `*` steps into every element of an array. A path
    /// that does not match leaves the value as it is.
    func removing(_ path: some Collection<String>) -> Self {
        guard let key = path.first else { return self }
        let rest = path.dropFirst()
        if key != "*", var members {
            if rest.isEmpty {
                members[key] = nil
            } else if let member = members[key] {
                members[key] = member.removing(rest)
            }
            return .object(members)
        }
        if key == "*", let items { return .array(items.map { $0.removing(rest) }) }
        return self
    }
}

extension JSONOutput.Node: JSONTree {
    var members: [String: Self]? {
        if case .object(let members) = self { return members }
        return nil
    }

    var items: [Self]? {
        if case .array(let items) = self { return items }
        return nil
    }
}

extension JSONValue: JSONTree {
    var members: [String: Self]? { objectValue }

    var items: [Self]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
