/// How a `DatePicker` chain names itself, read one way for every date-picker rule (card 002).
///
/// Per platform, as the `#if` conditions of the chain say: the style that applies is the first
/// `.datePickerStyle` compiled for the platform (SwiftUI uses the innermost); a chain with none is
/// the default style unless a container sets one, which leaves the style undecided. Anything that
/// cannot be evaluated (`#if DEBUG`, a style written as a variable) answers nil: undecided.
struct DatePickerQuery {
    enum Style: Equatable {
        /// No style, `.automatic` or `DefaultDatePickerStyle()`.
        case automatic
        case compact
        /// macOS only: named like `.compact` (resolve.macos-date-picker-styles).
        case field
        case stepperField
        /// `.datePickerStyle(style)` with a variable or a generic parameter: a system style not known here.
        case chosenAtRunTime
        case graphical
        case wheel
        /// A custom or unrecognized style.
        case other

        /// `.graphical`/`.wheel`: the title string is the accessible name (date-picker.graphical-wheel-title).
        var isTitleNamed: Bool { self == .graphical || self == .wheel }

        /// The default, `.compact`, and macOS `.field`/`.stepperField`: the name comes from a matching
        /// `.accessibilityLabel` (date-picker.compact-accessibility-label, resolve.macos-date-picker-styles).
        var needsMatchingLabel: Bool {
            self == .automatic || self == .compact || self == .field || self == .stepperField
        }

        /// How messages spell it: "the default style", ".compact".
        var spelled: String {
            switch self {
            case .automatic: "default-style"
            case .compact: ".compact"
            case .field: ".field"
            case .stepperField: ".stepperField"
            case .graphical: ".graphical"
            case .wheel: ".wheel"
            case .other: "custom-style"
            case .chosenAtRunTime: "run-time-style"
            }
        }
    }

    enum Title: Equatable {
        case literal(String)
        /// `""`, whitespace only, or a label view that shows nothing (`EmptyView()`, `Text("")`).
        case empty
        /// Anything else: a variable, an interpolation, a label view a11y-gen does not read.
        case unknown
    }

    let picker: SyntaxNode
    /// `.datePickerStyle` modifiers in chain order, each with the style it sets.
    let styles: [(SyntaxNode, Style)]
    /// `.accessibilityLabel` modifiers before any `.accessibilityElement(…)` (which starts a new element).
    let labels: [SyntaxNode]
    /// Every `.accessibilityLabel`/`.accessibilityLabeledPair` in the chain, wherever it is.
    let anyNaming: [SyntaxNode]
    /// The chain has `.accessibilityElement(…)`: the picker is folded into another element.
    let startsNewElement: Bool
    /// VoiceOver never reaches the picker: the chain has `.accessibilityHidden(…)` (not `false`),
    /// `.hidden()`, or `.opacity(0)` (SwiftUI leaves a fully transparent view out of the tree).
    let isHidden: Bool
    let title: Title
    /// The title argument, for fixes that repeat it.
    let titleArgument: SyntaxArgument?

    /// The query for `node`, built once per picker and shared by the date-picker rules.
    static func of(_ node: SyntaxNode) -> DatePickerQuery? {
        guard node.isView("DatePicker") else { return nil }
        return node.tree.memoized("date-picker.\(node.index)") { DatePickerQuery(node) }
    }

    init?(_ node: SyntaxNode) {
        guard node.isView("DatePicker") else { return nil }
        picker = node
        var styles: [(SyntaxNode, Style)] = []
        var labels: [SyntaxNode] = []
        var anyNaming: [SyntaxNode] = []
        var startsNewElement = false
        var isHidden = false
        for modifier in node.modifiers {
            if modifier.isNamed("accessibilityElement") {
                startsNewElement = true
            } else if modifier.isNamed("datePickerStyle"), let value = modifier.arguments.first?.value {
                styles.append((modifier, Self.style(of: value)))
            } else if modifier.isNamed("datePickerStyle") {
                styles.append((modifier, .other))
            } else if modifier.isNamed("accessibilityLabel") {
                if !startsNewElement { labels.append(modifier) }
                anyNaming.append(modifier)
            } else if modifier.isNamed("accessibilityLabeledPair") {
                anyNaming.append(modifier)
            } else if modifier.isNamed("accessibilityHidden") {
                isHidden = isHidden || modifier.arguments.first?.text != "false"
            } else if modifier.isNamed("hidden") && modifier.arguments.isEmpty
                || modifier.isNamed("opacity")
                    && (modifier.arguments.first?.numberValue == 0 || modifier.arguments.first?.text == ".zero")
            {
                // Not drawn, and left out of the accessibility tree: a layout-measuring copy.
                isHidden = true
            }
        }
        self.styles = styles
        self.labels = labels
        self.anyNaming = anyNaming
        self.startsNewElement = startsNewElement
        self.isHidden = isHidden
        let (title, argument) = Self.title(of: node)
        self.title = title
        self.titleArgument = argument
    }

    /// Whether the picker itself is compiled for `platform`: its `#if` (false under `#if os(watchOS)`),
    /// within what the file builds for (the project's platforms, a Mac-only file), as a field's are.
    func isCompiled(on platform: Platform) -> Bool {
        picker.condition.holds(on: platform) == true && TextFieldTraits.platforms(of: picker)[platform] != nil
    }

    /// The style set in the chain for `platform`; nil when the chain sets none or it cannot be decided.
    func chainStyle(on platform: Platform) -> Style? {
        Self.effectiveStyle(styles, on: platform)
    }

    /// The style that applies on `platform`: the chain's, else the default when no enclosing view in
    /// this file sets one; nil when undecided.
    func style(on platform: Platform) -> Style? {
        for (modifier, style) in styles {
            switch modifier.condition.holds(on: platform) {
            case true?: return style
            case false?: continue
            case nil: return nil
            }
        }
        return styleSetAbove ? nil : .automatic
    }

    /// Some enclosing view in this file applies `.datePickerStyle`.
    var styleSetAbove: Bool {
        var node = picker.parent
        while let current = node {
            if current.kind == .call || current.kind == .reference,
                current.modifiers.contains(where: { $0.isNamed("datePickerStyle") })
            {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The `.accessibilityLabel`s (before `.accessibilityElement`) compiled for `platform`; nil when
    /// one sits under a condition a11y-gen cannot evaluate.
    func labels(on platform: Platform) -> [SyntaxNode]? {
        var kept: [SyntaxNode] = []
        for label in labels {
            switch label.condition.holds(on: platform) {
            case true?: kept.append(label)
            case false?: continue
            case nil: return nil
            }
        }
        return kept
    }

    /// Whether anything in the chain may name the picker on `platform` (any `.accessibilityLabel` or
    /// `.accessibilityLabeledPair`, including ones under conditions a11y-gen cannot evaluate).
    func mayBeNamedByModifier(on platform: Platform) -> Bool {
        anyNaming.contains { $0.condition.holds(on: platform) != false }
    }

    /// The text of a label modifier written as a literal (`"Start"` or `Text("Start")`).
    static func literal(of label: SyntaxNode) -> String? {
        guard label.arguments.count == 1, let only = label.arguments.first, only.labelToken == nil else { return nil }
        return only.value?.literalText
    }

    /// Whether an enclosing `LabeledContent` (or a view from another file) may supply the name.
    var insideLabelingContainer: Bool { picker.isInside("LabeledContent") }

    /// The accessible name VoiceOver speaks on `platform`, as card 002 resolves it per style; nil when
    /// it is not a literal or cannot be decided.
    func accessibleName(on platform: Platform) -> String? {
        guard isCompiled(on: platform), !isHidden, !startsNewElement, let labels = labels(on: platform) else {
            return nil
        }
        let labelText: String? = labels.count == 1 ? Self.literal(of: labels[0]) : nil
        let titleText: String? = if case .literal(let text) = title { text } else { nil }
        switch style(on: platform) {
        case let style? where style.isTitleNamed: return titleText
        case let style? where style.needsMatchingLabel: return labels.isEmpty ? nil : labelText
        default:
            // Undecided style: the name is known only when title and label agree.
            guard let labelText, let titleText, Self.normalized(labelText) == Self.normalized(titleText) else {
                return nil
            }
            return labelText
        }
    }

    /// Lowercased, trimmed, without a trailing colon: how two names compare.
    static func normalized(_ text: String) -> String {
        var text = Substring(text.lowercased())
        while let last = text.last, last.isWhitespace || last == ":" { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        return String(text)
    }

    /// The first `.datePickerStyle` compiled for `platform`; nil when none applies or it cannot be decided.
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
        func named(_ member: StaticString, _ type: StaticString) -> Bool {
            value.member(member, of: "DatePickerStyle") != nil || value.isView(type)
        }
        if named("graphical", "GraphicalDatePickerStyle") { return .graphical }
        if named("wheel", "WheelDatePickerStyle") { return .wheel }
        if named("compact", "CompactDatePickerStyle") { return .compact }
        if named("automatic", "DefaultDatePickerStyle") { return .automatic }
        if named("field", "FieldDatePickerStyle") { return .field }
        if named("stepperField", "StepperFieldDatePickerStyle") { return .stepperField }
        // `.datePickerStyle(style)` with a generic parameter or a variable (rw18, Amplify's
        // `createDatePicker<S: DatePickerStyle>(style: S)`): one of the system's styles, unknown here.
        if value.kind == .reference { return .chosenAtRunTime }
        return .other
    }

    static func title(of node: SyntaxNode) -> (Title, SyntaxArgument?) {
        if let first = node.arguments.first, first.labelToken == nil {
            guard let text = first.stringValue else { return (.unknown, first) }
            return (text.allSatisfy(\.isWhitespace) ? .empty : .literal(text), first)
        }
        // `DatePicker(selection: $d) { Text("Start") }` or `label: { … }`.
        let closure = node.trailingClosure("label") ?? node.trailingClosure(nil) ?? node.argument("label")?.value
        guard let closure, closure.kind == .closure else { return (.unknown, nil) }
        if closure.children.isEmpty { return (.empty, nil) }
        guard closure.children.count == 1, let only = closure.children.first else { return (.unknown, nil) }
        if only.isView("EmptyView"), only.modifiers.isEmpty { return (.empty, nil) }
        guard let text = only.literalText else { return (.unknown, nil) }
        return (text.allSatisfy(\.isWhitespace) ? .empty : .literal(text), nil)
    }

    /// Whether a visible text next to the picker names it for sighted users: the nearest sibling
    /// before it, past decorations (`Spacer`, `Divider`, `Image`), or the one right after it (past an
    /// `Image`), is a `Text` or `Label` that reads as a label (`readsAsLabel`); a paragraph there
    /// describes the screen, and no text further away counts (a `Spacer` below a picker and a `Text`
    /// after it are another part of the screen). Nil when that cannot be told: a custom view, an `if`, a container that may carry
    /// a label (`LabeledContent`, a titled `Section` or `GroupBox`, a view from another file).
    func hasVisibleTextBeside() -> Bool? {
        let siblings: SyntaxNodeList
        if let parent = picker.parent {
            guard parent.kind == .closure || parent.kind == .block else { return nil }
            siblings = parent.children
        } else {
            siblings = picker.tree.roots
        }
        guard let at = siblings.position(of: picker) else { return nil }
        // The first view of an `if`/`else` branch has the views before the `if` before it
        // (`Text("Date of birth"); Spacer(); if showPicker { DatePicker(…).labelsHidden() }`).
        var earlier = AnySequence(siblings[..<at].reversed())
        if at == 0, let block = picker.parent, let (_, outer, position) = FieldNaming.ifOpened(by: block) {
            earlier = AnySequence(outer.children[..<position].reversed())
        }
        // The nearest first on each side, without copying the siblings (a view may hold thousands).
        for (order, before) in [(earlier, true), (AnySequence(siblings[(at + 1)...]), false)] {
            for sibling in order {
                if sibling.isView("Image") || sibling.isView("Color") || sibling.isView("EmptyView") { continue }
                if sibling.isView("Spacer") || sibling.isView("Divider") {
                    if before { continue }
                    break
                }
                if sibling.isView("Text") || sibling.isView("Label") {
                    // Only the nearest text names the picker, and only words that can: a question or a
                    // phrase ("When's your birthday?", a heading right above it), not a paragraph
                    // about the screen. A text past it belongs to something else.
                    if sibling.modifiers.contains(where: { $0.isNamed("hidden") }) { continue }
                    if Self.readsAsLabel(sibling), before || !Self.isFootnote(sibling) { return true }
                    break
                }
                guard sibling.kind == .call, let name = sibling.typeName, SwiftUIViews.all.contains(name) else {
                    return nil
                }
                break  // another control: it does not name this one
            }
        }
        // The containers up to the declaration: only ones that carry no label of their own.
        var node = picker.parent
        while let current = node, current.kind != .declaration {
            switch current.kind {
            case .closure, .block, .ifStatement, .switchStatement: break
            case .call:
                guard let name = current.typeName, Self.unlabeledContainers.contains(name) else { return nil }
                if name == "Section" || name == "GroupBox" {
                    if current.hasParentheses && !current.arguments.isEmpty { return nil }
                    if current.trailingClosures.count > 1 { return nil }
                }
            default: return nil
            }
            node = current.parent
        }
        return false
    }

    /// A `Label`, a `Text` built at run time, or a literal `Text` of one sentence, a phrase of at most
    /// 12 words or a question of at most 20 (a multi-line literal is read from its source): words that
    /// can name a picker. A longer sentence, or two, describe the screen.
    static func readsAsLabel(_ text: SyntaxNode) -> Bool {
        guard text.isView("Text"), let argument = text.arguments.first, argument.labelToken == nil else { return true }
        let words: String
        if let literal = argument.stringValue ?? argument.value?.literalText {
            words = literal
        } else if argument.text.hasPrefix("\"\"\"") {
            words = String(argument.text.dropFirst(3).dropLast(3))
        } else {
            return true
        }
        let trimmed = words.trimmed()
        let sentences = trimmed.split(whereSeparator: { ".!?。！？".contains($0) }).filter {
            $0.contains(where: \.isLetter)
        }
        // A phrase of up to 12 words, or a question of up to 20 ("What time would you like your reminder?").
        let count = trimmed.split(whereSeparator: \.isWhitespace).count
        return sentences.count <= 1 && (count <= 12 || (trimmed.hasSuffix("?") && count <= 20))
    }

    /// A `Text` after the picker set as a footnote or caption ("Times are in your local time zone")
    /// notes something about it rather than naming it.
    static func isFootnote(_ text: SyntaxNode) -> Bool {
        text.modifiers.contains { modifier in
            modifier.isNamed("font")
                && [".footnote", ".caption", ".caption2", "Font.footnote", "Font.caption"].contains {
                    (modifier.arguments.first?.text ?? "").hasPrefix($0)
                }
        }
    }

    static let unlabeledContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Form", "List", "Section", "Group", "ScrollView",
        "GroupBox", "Grid", "GridRow", "NavigationStack", "NavigationView",
    ]
}
