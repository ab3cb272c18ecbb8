/// `date-picker.no-label-on-graphical-wheel`: a `.graphical` or `.wheel` DatePicker is named by its
/// title string; an `.accessibilityLabel` in the same chain makes VoiceOver speak the name twice
/// (card 002).
///
/// Platform-aware: the style and the label count together only when both are compiled for the same
/// platform (`.wheel` under `#if os(iOS)` with an unconditional label counts on iOS; a label under
/// `#else` does not). The style that applies is the first `.datePickerStyle` in the chain, as in
/// SwiftUI. Left alone: styles set on a container, conditions a11y-gen cannot evaluate (`DEBUG`),
/// and labels after `.accessibilityElement(…)`, which name a new element.
public struct DatePickerNoLabelOnGraphicalWheel: CheckRule {
    public let id = RuleID.datePickerNoLabelOnTitleStyles
    public let help =
        "Remove the .accessibilityLabel; the DatePicker(\"Label\") title is the name on .graphical and .wheel pickers."

    public init() {}

    enum Style: Equatable {
        case titleNamed(String)  // graphical, wheel
        case other
    }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.isView("DatePicker"), !node.modifiers.isEmpty else { return [] }
        var styles: [(SyntaxNode, Style)] = []
        var labels: [SyntaxNode] = []
        for modifier in node.modifiers {
            if modifier.isNamed("accessibilityElement") { break }
            if modifier.isNamed("datePickerStyle"), let value = modifier.arguments.first?.value {
                styles.append((modifier, Self.style(of: value)))
            } else if modifier.isNamed("accessibilityLabel") {
                labels.append(modifier)
            }
        }
        guard !labels.isEmpty, !styles.isEmpty else { return [] }
        let title = node.arguments.first.flatMap { $0.labelToken == nil ? $0.stringValue : nil }
        var findings: [CheckFinding] = []
        for label in labels {
            for platform in Platform.allCases {
                guard label.condition.holds(on: platform) == true,
                    let style = Self.effectiveStyle(styles, on: platform), case .titleNamed(let name) = style
                else { continue }
                let conditional = styles.contains { $0.0.condition != .always } || label.condition != .always
                let labelText = label.arguments.first?.value?.literalText
                let fix =
                    title != nil && title == labelText
                    ? "remove .accessibilityLabel(\(label.arguments.first!.text)); the title \"\(title!)\" already names the picker"
                    : "remove the .accessibilityLabel and make the DatePicker title the name: DatePicker(\"<label>\", …)"
                findings.append(
                    finding(
                        at: label.offset,
                        ".accessibilityLabel on a .\(name) DatePicker\(conditional ? " (on \(platform.displayName))" : ""): VoiceOver speaks the title and this label, so the name is announced twice",
                        fix: fix))
                break
            }
        }
        return findings
    }

    /// The first `.datePickerStyle` compiled for `platform`; nil when that cannot be decided.
    static func effectiveStyle(_ styles: [(SyntaxNode, Style)], on platform: Platform) -> Style? {
        for (modifier, style) in styles {
            switch modifier.condition.holds(on: platform) {
            case true?: return style
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    static func style(of value: SyntaxNode) -> Style {
        if value.member("graphical", of: "DatePickerStyle") != nil || value.isView("GraphicalDatePickerStyle") {
            return .titleNamed("graphical")
        }
        if value.member("wheel", of: "DatePickerStyle") != nil || value.isView("WheelDatePickerStyle") {
            return .titleNamed("wheel")
        }
        return .other
    }
}
