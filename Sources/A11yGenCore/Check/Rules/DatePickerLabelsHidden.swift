/// `date-picker.labels-hidden`: card 002 lets `.labelsHidden()` hide the layout label only "on the
/// .wheel and .graphical styles", and only "as long as another visible text (e.g., a preceding Text)
/// still names the picker" and the title string stays set. Reported: `.labelsHidden()` in the chain of
/// a picker whose style on that platform is the default, `.compact`, `.field` or `.stepperField`, unless
/// a visible `Text` beside it names it (the name stays on screen, and showing the title too would say it
/// twice; the matching `.accessibilityLabel` is date-picker.no-visible-label-alone's to check) or a
/// container it cannot read may (a wrapper view of the project's own that draws a title); and on
/// `.graphical`/`.wheel` when the picker's nearest siblings (past `Spacer`/`Divider`/`Image`) hold no
/// visible `Text` or `Label` and no enclosing container can carry a label.
///
/// A wheel or calendar that is the whole of its view is reported with a note that its caller may
/// label it. Left alone: an empty title (date-picker.no-empty-label reports it), `.labelsHidden()` on a container,
/// styles set on a container, custom styles, conditions a11y-gen cannot evaluate, and neighbors it
/// cannot read (custom views, `if`, `ForEach`, titled `Section`s, `LabeledContent`, views from other files).
public struct DatePickerLabelsHidden: CheckRule {
    public let id = RuleID.datePickerLabelsHidden
    public let help =
        "Use .labelsHidden() only on .wheel or .graphical pickers, with a visible Text naming the picker and the DatePicker(\"Label\") title still set."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, let picker = DatePickerQuery.of(node), picker.title != .empty else { return [] }
        let hiders = node.modifiers(named: "labelsHidden")
        guard !hiders.isEmpty else { return [] }
        let conditional =
            node.condition != .always || picker.styles.contains { $0.0.condition != .always }
            || hiders.contains { $0.condition != .always }
        var findings: [CheckFinding] = []
        for hider in hiders {
            for platform in Platform.allCases where picker.isCompiled(on: platform) {
                guard hider.condition.holds(on: platform) == true, let style = picker.style(on: platform) else {
                    continue
                }
                let suffix = conditional ? " (on \(platform.displayName))" : ""
                // A visible Text beside the picker keeps its name on screen (`HStack { Text("Time"); Spacer();
                // DatePicker(…).labelsHidden() }`): removing .labelsHidden() would show the name twice.
                // So may a container a11y-gen cannot read: a view of the project's own that draws a
                // title above its content (`Field("Expires") { DatePicker(…).labelsHidden() }`), a
                // `LabeledContent`, a titled `Section`.
                if style.needsMatchingLabel, picker.hasVisibleTextBeside() == false {
                    findings.append(
                        finding(
                            at: hider.offset,
                            ".labelsHidden() on the \(style.spelled) DatePicker\(suffix): card 002 lets .wheel and .graphical pickers hide their layout label; on this style the title is the visible label its .accessibilityLabel matches, and hiding it takes the name off the screen",
                            fix: picker.labels(on: platform)?.isEmpty == false
                                ? "remove .labelsHidden() so the title stays visible, and keep the matching .accessibilityLabel"
                                : "remove .labelsHidden() so the title stays visible, and add .accessibilityLabel(\(picker.titleArgument?.text ?? "\"<title>\"")) with the same words"
                        ))
                    break
                }
                if style.isTitleNamed, picker.hasVisibleTextBeside() == false {
                    let text = if case .literal(let title) = picker.title { "Text(\"\(title)\")" } else { "a Text" }
                    findings.append(
                        finding(
                            at: hider.offset,
                            ".labelsHidden() on the \(style.spelled) DatePicker\(suffix) with no visible Text beside it: nothing on screen names the picker",
                            fix: "put \(text) right before the DatePicker, or remove .labelsHidden()",
                            // A wheel that is the whole of its view (no text, no screen) may be labeled
                            // where it is used (rw16: a birthday wheel under its caller's heading).
                            dependsOn: FieldNaming.isComponent(
                                node, kind: "date-picker", fragmentsToo: false,
                                counting: { node in
                                    // A button beside it (a sheet's "Done") makes it a screen (rev45).
                                    node.isView("Button") || FieldNaming.namedInputs.contains { node.isView($0) }
                                })
                                ? "the picker is the whole of its view; if that view is shown under a Text that names it where it is used, ignore this finding"
                                : nil))
                    break
                }
            }
        }
        return findings
    }

    /// The platforms on which this rule tells people to show the title again and add the matching
    /// name (the first a `.labelsHidden()` is reported on, when that is the default, `.compact`,
    /// `.field` or `.stepperField` style): there date-picker.no-visible-label-alone stays silent, its
    /// fix being part of this one. Mirrors `check`'s one finding per modifier.
    static func showsTitleOn(_ node: SyntaxNode, _ picker: DatePickerQuery) -> Set<Platform> {
        guard picker.title != .empty else { return [] }
        let hiders = node.modifiers(named: "labelsHidden")
        // Unconditional, the one finding names no platform: it speaks for every one with that style.
        let conditional =
            node.condition != .always || picker.styles.contains { $0.0.condition != .always }
            || hiders.contains { $0.condition != .always }
        var platforms: Set<Platform> = []
        for hider in hiders {
            for platform in Platform.allCases where picker.isCompiled(on: platform) {
                guard hider.condition.holds(on: platform) == true, let style = picker.style(on: platform) else {
                    continue
                }
                if style.needsMatchingLabel, picker.hasVisibleTextBeside() == false {
                    platforms.insert(platform)
                    if conditional { break }
                    continue
                }
                if style.isTitleNamed, picker.hasVisibleTextBeside() == false {
                    break
                }
            }
        }
        return platforms
    }
}
