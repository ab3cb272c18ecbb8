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
        ((try? JSONOutput.text(value, omitting: self == .summary ? omitted : [])) ?? "{}") + "\n"
    }
}
