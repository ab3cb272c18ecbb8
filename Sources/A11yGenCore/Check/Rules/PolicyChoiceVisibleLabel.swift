/// `policy.choice-visible-label`: a picker's title, even when `.labelsHidden()` keeps it off the
/// layout, stays its one accessible name. What `check` can decide from the source is a `Picker`
/// whose own title names nothing: an empty title (`Picker("", selection: $sort) { … }`, often with
/// `.labelsHidden()` beside a `Text` that shows the words) or a label view that shows no words
/// (`label: { EmptyView() }`, `label: Text("")`). VoiceOver then speaks the chosen option as a pop-up
/// or menu button with no name, and Voice Control has no name to answer to.
///
/// Found in real code (rw11 review): a settings pane's `Picker("", selection: $sortBy) { … }
/// .labelsHidden()` under a `Text("Sort by")`.
///
/// Also a segmented picker whose name VoiceOver never speaks (`segmentsNamedNowhere`).
///
/// Left alone: a picker with `.accessibilityLabel`, hidden from VoiceOver or folded into another
/// element; one inside a `LabeledContent`, a container made one element, or one that may name it (a
/// view of another file given a title); and titles and labels built at run time or by views this
/// rule cannot read.
public struct PolicyChoiceVisibleLabel: CheckRule {
    public let id = RuleID.choiceVisibleLabel
    public let help =
        "Give the Picker its visible label as its title: Picker(\"<label>\", selection: …), with .labelsHidden() if the words already show beside it (and that Text hidden from VoiceOver)."

    public init() {}

    public var trigger: CheckTrigger { .named(["Picker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Picker"), node.argument("selection") != nil else { return [] }
        if let hidden = labelHiddenAndShownNowhere(node) { return [hidden] }
        if let segments = segmentsNamedNowhere(node) { return [segments] }
        guard !node.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            !Self.isInMenu(node), case .unnamed(let crossFile) = FieldNaming.surroundings(of: node),
            FieldNaming.ownLabelIsEmpty(node, contentFirst: true)
        else { return [] }
        let hidden = node.modifiers.contains { $0.isNamed("labelsHidden") }
        // Segments: VoiceOver speaks neither the title nor a label on them (segmentsNamedNowhere), so
        // the words beside them are named on a container, and the Text they take them from stays read.
        if Self.isSegmented(node), TextFieldTraits.platforms(of: node)[.ios] != nil {
            let words =
                FieldNaming.viewBefore(node).flatMap { before in
                    before.kind == .call && before.isView("Text") && !FieldNaming.isHeading(before)
                        ? FieldNaming.textCall(before) : nil
                } ?? "\"<label>\""
            return [
                finding(
                    at: node.offset,
                    "the Picker's title is empty and nothing else names it: VoiceOver speaks the segments with no name, so people cannot tell what they are choosing, and Voice Control has no name to answer to",
                    fix:
                        "name the segments as one group: .accessibilityElement(children: .contain).accessibilityLabel(\(words)) after .pickerStyle(.segmented) (VoiceOver speaks neither a segmented picker's title nor a label on the picker itself); leave the Text beside it visible to VoiceOver",
                    dependsOn: crossFile)
            ]
        }
        let fix =
            FieldNaming.ownTableLabelFix(before: node) ?? FieldNaming.wordsBefore(node).map {
                let words = SwiftLiteral.string($0)
                return
                    "write the words beside it as its title: Picker(\(words), selection: …)\(hidden ? "" : ".labelsHidden()"), with .accessibilityHidden(true) on that Text so the name is read once"
            }
            ?? "write its name as the title, Picker(\"<label>\", selection: …), with .labelsHidden() if the words already show beside it"
        return [
            finding(
                at: node.offset,
                "the Picker's title is empty and nothing else names it: VoiceOver speaks the chosen option with no name, so people cannot tell what they are choosing, and Voice Control has no name to answer to",
                fix: fix, dependsOn: crossFile)
        ]
    }

    /// A titled picker whose title `.labelsHidden()` keeps off the screen, in a style that shows only
    /// the chosen option (the automatic style, a menu, a wheel, a navigation link), with no `Text`
    /// beside it, no `LabeledContent` and no titled `Section` around it: VoiceOver hears the title,
    /// but people who see the screen see "Dark" with nothing saying what it is (an out-of-date
    /// design-system template left a Mac form's pickers so, found by the accessibility review).
    /// Segmented and inline pickers show their options, words that often say enough, and are left
    /// alone, as is a picker that is the whole of a helper (it may be labeled where it is used).
    ///
    /// Also a titled `.pickerStyle(.menu)` picker outside a `Form` or `List` in code iOS compiles:
    /// iOS draws such a menu as the chosen option alone, not its title, so the title is
    /// as hidden as `.labelsHidden()` makes it (a Form's row and the Mac show it).
    func labelHiddenAndShownNowhere(_ node: SyntaxNode) -> CheckFinding? {
        let style = node.modifiers.last { $0.isNamed("pickerStyle") }?.arguments.first?.text
        let labelsHidden = node.modifiers.contains(where: { $0.isNamed("labelsHidden") })
        guard labelsHidden || (style == ".menu" && Self.menuHidesItsTitle(node)),
            !FieldNaming.ownLabelIsEmpty(node, contentFirst: true), !Self.isInMenu(node),
            let title = node.arguments.first, title.labelToken == nil
        else { return nil }
        guard style == nil || [".menu", ".wheel", ".navigationLink", ".automatic"].contains(style!) else { return nil }
        // Something beside it that shows words: a Text or a Label before it, or after it in a row.
        let before = FieldNaming.viewBefore(node)
        if let before, before.kind == .call, before.isView("Text") || before.isView("Label") { return nil }
        if let parent = node.parent, let index = parent.children.position(of: node), index + 1 < parent.children.count,
            let row = parent.parent, row.kind == .call, row.isView("HStack")
        {
            let after = parent.children[index + 1]
            if after.kind == .call, after.isView("Text") || after.isView("Label") { return nil }
        }
        let (views, declaration) = FieldNaming.enclosingViews(of: node)
        // Whatever may name it (a LabeledContent, a custom container given a title, a helper's use
        // that names it, or a view of another file): left alone.
        guard case .unnamed(nil) = FieldNaming.surroundings(of: node) else { return nil }
        // Titled groups and sections, whose title or footer shows the words, and toolbars, where a
        // picker stands as a button; and a style set around it, which this rule cannot see.
        if Self.titledOrInToolbar(node, views: views, footers: true)
            || (style == nil && views.contains { $0.modifiers.contains { $0.isNamed("pickerStyle") } })
        {
            return nil
        }
        // Built by a helper that is wrapped where it is used (`LabeledContent("Language") {
        // languagePicker }`, the helper an HStack of the picker and a Spacer).
        if let declaration, declaration.name != "body",
            FieldNaming.uses(of: declaration).contains(where: { FieldNaming.mayBeNamed(use: $0) })
        {
            return nil
        }
        // The whole of a helper or a view's body (`var themePicker: some View { Picker(…) }`), or a
        // fragment with nothing around it: where it is used may show the label.
        if before == nil, views.isEmpty, declaration.map({ $0.children.count == 1 }) ?? true { return nil }
        let words = title.text
        guard labelsHidden else {
            // A note: the view may be shown inside a Form by its caller, whose rows show the title.
            var found = finding(
                at: node.offset,
                "the Picker's title \(words) is not drawn on iOS: a .menu picker outside a Form shows only the chosen option, and nothing beside it shows the words, so people who see the screen see the choice with nothing saying what it is, though VoiceOver hears the title (unless a caller shows this view in a Form)",
                fix:
                    "show the label beside it: HStack { Text(\(words)).accessibilityHidden(true); Picker(\(words), …) } (the title stays the one name VoiceOver speaks), or make it a row of a Form, which shows the title"
            )
            found.severity = .note
            return found
        }
        return finding(
            at: node.offset,
            "the Picker's title \(words) is hidden by .labelsHidden() and nothing beside it shows the words: people who see the screen see the chosen option with nothing saying what it is, though VoiceOver hears the title",
            fix:
                "remove .labelsHidden() so the title shows (in a Form row, and beside the control on the Mac), or show the label above it: Text(\(words)).accessibilityHidden(true) (the title stays the one name VoiceOver speaks)"
        )
    }

    /// A segmented picker iOS compiles whose name VoiceOver never speaks. On iOS VoiceOver reads
    /// each segment as a button of its own ("Small, button, 1 of 3") and neither the Picker's title
    /// nor an `.accessibilityLabel` on it, unless the segments are made one container
    /// (`.accessibilityElement(children: .contain)`), whose label it speaks as it enters them (the
    /// CVS Health technique card 002 draws on; the fifth accessibility audit found a11y-gen's own
    /// segmented pickers so). Reported when nothing VoiceOver reads just before the picker names it
    /// either: no `Text` or `Label` before it, or one hidden from VoiceOver.
    ///
    /// Left alone: an empty title with no other name (the empty-title finding), Mac-only code, a
    /// picker with `.accessibilityElement(…)` or hidden, in a menu, a toolbar, a LabeledContent or a
    /// titled Section or GroupBox (whose header VoiceOver reads first; a Section whose literal header
    /// says other words than the picker's literal title does not name it), and the whole of a helper.
    func segmentsNamedNowhere(_ node: SyntaxNode) -> CheckFinding? {
        guard Self.isSegmented(node), TextFieldTraits.platforms(of: node)[.ios] != nil,
            !node.modifiers.contains(where: {
                $0.isNamed("accessibilityElement") || $0.isNamed("accessibilityHidden")
                    || $0.isNamed("accessibilityRepresentation") || $0.isNamed("accessibilityChildren")
            }),
            !Self.isInMenu(node)
        else { return nil }
        let labeled = node.modifiers.first { $0.isNamed("accessibilityLabel") }
        let titled = !FieldNaming.ownLabelIsEmpty(node, contentFirst: true)
        guard labeled != nil || titled else { return nil }
        // Words VoiceOver reads just before the segments: a Text or Label not hidden from it.
        let before = FieldNaming.viewBefore(node)
        var labelHidden = false
        // The words read just before: a Text or Label, or the last one in a row of them (an icon and
        // "Units" in an HStack above).
        let shown =
            before.flatMap { view -> SyntaxNode? in
                if view.kind == .call, view.isView("Text") || view.isView("Label") { return view }
                guard view.kind == .call, view.isView("HStack") || view.isView("VStack") else { return nil }
                return view.descendants().last { $0.kind == .call && ($0.isView("Text") || $0.isView("Label")) }
            }
        if let shown {
            labelHidden = shown.modifiers.contains { modifier in
                modifier.isNamed("accessibilityHidden") && modifier.arguments.first?.text != "false"
            }
            if !labelHidden { return nil }
        }
        let (views, declaration) = FieldNaming.enclosingViews(of: node)
        guard case .unnamed = FieldNaming.surroundings(of: node) else { return nil }
        // A Section's header names the segments only when it says a word of their title ("API
        // Provider" over `Picker("Provider", …)`): "Edit reminder" over `Picker("Repeat until", …)` is
        // the section's, and the title is still spoken nowhere (rw23 #8).
        let literalTitle = node.arguments.first.flatMap { $0.labelToken == nil ? $0.stringValue : nil }
        let otherHeader = views.contains { view in
            guard view.isView("Section"), let literalTitle, let header = Self.sectionHeader(view) else { return false }
            return Self.words(header).isDisjoint(with: Self.words(literalTitle))
        }
        if !otherHeader, Self.titledOrInToolbar(node, views: views, footers: false) { return nil }
        if before == nil, views.isEmpty, declaration.map({ $0.children.count == 1 }) ?? true { return nil }
        // The name: an accessibility label on it, an unlabeled title, or a literal label view
        // (`label: { Text("Units") }`); a title built by a view this rule cannot read is left alone.
        let title =
            node.arguments.first.flatMap { $0.labelToken == nil ? $0.text : nil }
            ?? (node.trailingClosure("label") ?? node.argument("label")?.value).flatMap { closure in
                // `label: Text("Appearance")`, the older initializer's view (rw16, writefreely).
                if closure.kind == .call { return FieldNaming.textCall(closure) }
                return closure.children.count == 1 ? closure.children.first.flatMap(FieldNaming.textCall) : nil
            }
        guard let name = labeled?.arguments.first?.text ?? title else { return nil }
        let which =
            labeled != nil
            ? "its .accessibilityLabel(\(name)) is not spoken either while the segments are separate elements"
            : "its title \(name.hasPrefix("\"") ? name : "`\(name)`") is spoken nowhere"
        let shownAbove = labelHidden ? ", and the label above it is hidden from VoiceOver" : ""
        return finding(
            at: node.offset,
            "VoiceOver reads a segmented Picker's segments as buttons of their own (\"<option>, button, 1 of N\") on iOS, so \(which)\(shownAbove): people hear the options but not what they choose",
            fix:
                "make the segments one container named by it: .accessibilityElement(children: .contain).accessibilityLabel(\(name)) after .pickerStyle(.segmented), in place of any .accessibilityLabel before it; VoiceOver then speaks the name as it enters the segments\(node.accessibilityFocusBinding != nil ? ", and the group is no element focus can be sent to: announce its error with the name instead of .accessibilityFocused" : "")"
        )
    }

    /// Inside a titled `Section`, `GroupBox` or `DisclosureGroup` (a header, a label or, with
    /// `footers`, a footer that shows words), or a toolbar, where a picker stands as a button.
    static func titledOrInToolbar(_ node: SyntaxNode, views: [SyntaxNode], footers: Bool) -> Bool {
        let titledGroups: [StaticString] = ["GroupBox", "DisclosureGroup", "Section"]
        if views.contains(where: { view in
            (titledGroups.contains { view.isView($0) }
                && (!view.arguments.isEmpty || view.trailingClosure("header") != nil
                    || (footers && view.trailingClosure("footer") != nil) || view.trailingClosure("label") != nil))
                || view.isView("ToolbarItem") || view.isView("ToolbarItemGroup")
        }) {
            return true
        }
        var ancestor = node.parent
        while let step = ancestor {
            if step.kind == .modifier, step.isNamed("toolbar") { return true }
            ancestor = step.parent
        }
        return false
    }

    /// The words of `text` that say something: runs of letters, in lower case, of three or more.
    static func words(_ text: String) -> Set<String> {
        Set(
            text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map(String.init))
    }

    /// The words a `Section`'s header shows, when written as a literal: `Section("Size")`,
    /// `Section(header: Text("Size"))`, `Section { … } header: { Text("Size") }`; nil otherwise.
    static func sectionHeader(_ section: SyntaxNode) -> String? {
        if let title = section.arguments.first, title.labelToken == nil, let words = title.stringValue { return words }
        if let header = section.argument("header")?.value, header.kind == .call, header.isView("Text") {
            return header.arguments.first?.stringValue
        }
        if let closure = section.trailingClosure("header"), closure.children.count == 1,
            let text = closure.children.first, text.kind == .call, text.isView("Text")
        {
            return text.arguments.first?.stringValue
        }
        return nil
    }

    /// Whether the picker is styled `.segmented` where the style certainly applies.
    static func isSegmented(_ node: SyntaxNode) -> Bool {
        node.modifiers.contains { style in
            style.isNamed("pickerStyle") && style.condition.certainlyHoldsSomewhere
                && (style.memberArgumentName == "segmented"
                    || style.arguments.first?.text.hasPrefix("SegmentedPickerStyle") == true)
        }
    }

    /// A menu picker iOS compiles outside a `Form` or `List` (whose row would show the title).
    /// (A helper of the view, `var appearanceSection: some View { Section { Picker(…) } }`, is followed
    /// to its uses: used inside a Form, its rows show their titles.)
    static func menuHidesItsTitle(_ node: SyntaxNode) -> Bool {
        guard TextFieldTraits.platforms(of: node)[.ios] != nil else { return false }
        return !isInFormOrList(node, hops: 0)
    }

    static func isInFormOrList(_ node: SyntaxNode, hops: Int) -> Bool {
        FieldNaming.isInside(["Form", "List"], node, hops: hops)
    }

    /// Inside a `Menu` or a `.contextMenu`: the options show as named items, and the menu's own label
    /// names the group (the usual sort menu, `Menu { Picker("", selection: $sort) { … } } label: { … }`).
    static func isInMenu(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.kind == .call, next.isView("Menu") { return true }
            if next.kind == .modifier, next.isNamed("contextMenu") { return true }
            current = next.parent
        }
        return false
    }
}
