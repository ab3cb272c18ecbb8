/// `date-picker.distinct-names`: two DatePickers shown together in the same view body whose accessible
/// names are the same literal ("Date" and "Date"), so VoiceOver users cannot tell which date each sets
/// (card 002 Must). The name is resolved per style as card 002 does: the title on `.graphical`/`.wheel`,
/// the `.accessibilityLabel` on the default and `.compact` styles (and macOS `.field`/`.stepperField`),
/// per platform. Names compare ignoring case, surrounding spaces and a trailing colon. Reported at the
/// later picker.
///
/// A default-style picker with no label has no name (date-picker.no-visible-label-alone reports it);
/// two such pickers with the same literal title are reported too, since the label each needs would
/// repeat the title. Left alone: names built at run time or not decided, pickers in different branches of an `if` or
/// `switch` or `#if`, pickers bound to the same selection showing the same components (they set the same date), and pickers reached through anything but plain layout containers (a `ForEach`, a
/// `TabView`, `ViewThatFits`, a `.sheet`/`.toolbar` closure, a custom view), which are not shown together
/// or not known to be.
public struct DatePickerDistinctNames: CheckRule {
    public let id = RuleID.datePickerDistinctNames
    public let help =
        "Name each picker for the date or time it sets (\"Start date\", \"End date\") so pickers shown together are told apart."

    public init() {}

    public var trigger: CheckTrigger { .named(["DatePicker"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, let picker = DatePickerQuery.of(node) else { return [] }
        let names = Platform.allCases.map { Self.name(of: picker, on: $0).map(DatePickerQuery.normalized) }
        guard names.contains(where: { $0 != nil && !$0!.isEmpty }) else { return [] }
        let path = Self.path(of: node)
        // The view body the picker is in: its declaration, or the file's top level.
        let scope = path.last.flatMap { $0.kind == .declaration ? $0 : nil }
        let tree = context.tree
        // The pickers of that body, read once per body with their names per platform, and the
        // pickers of each name: looking each earlier picker up again for every picker made a view
        // of N pickers take N² steps (a review's 4,000 took 3 s).
        let key = "distinct-names.\(scope?.index ?? -1)"
        let pickers = tree.memoized(key) { () -> [Earlier] in
            (scope.map { $0.descendants() } ?? Array(tree.allNodes)).filter {
                $0.kind == .call && $0.isView("DatePicker")
            }.map { other in
                let query = DatePickerQuery.of(other)
                let otherPath = Self.path(of: other)
                return Earlier(
                    node: other, path: otherPath, group: Self.group(otherPath), query: query,
                    sameDate: Self.sameDate(other),
                    names: Platform.allCases.map { platform in
                        query.flatMap { Self.name(of: $0, on: platform) }.map(DatePickerQuery.normalized)
                    })
            }
        }
        // Per platform and name, the pickers in document order, and for each the first of the run
        // of pickers before it that set the same date (same selection and components): such a run
        // is skipped in one step (thousands of pickers of one date each walked all the others).
        let named = tree.memoized(key + ".named") { () -> [String: (indices: [Int], runStart: [Int])] in
            var named: [String: (indices: [Int], runStart: [Int])] = [:]
            for (index, earlier) in pickers.enumerated() {
                for (platform, name) in earlier.names.enumerated() {
                    guard let name, !name.isEmpty else { continue }
                    let key = "\(platform) \(earlier.group) \(name)"
                    var list = named[key] ?? ([], [])
                    let previous = list.indices.count - 1
                    let continues =
                        previous >= 0 && earlier.sameDate != nil
                        && pickers[list.indices[previous]].sameDate == earlier.sameDate
                    list.runStart.append(continues ? list.runStart[previous] : list.indices.count)
                    list.indices.append(index)
                    named[key] = list
                }
            }
            return named
        }
        let mine = Self.sameDate(node)
        // The earlier pickers that share a name with this one on some platform (no other can
        // match), nearest first: the one people meet just before this one. Each platform's list is
        // in document order; they are merged from just before this picker backwards.
        var lists: [(indices: [Int], runStart: [Int], next: Int)] = []
        let group = Self.group(path)
        for (platform, name) in names.enumerated() {
            guard let name, !name.isEmpty, let list = named["\(platform) \(group) \(name)"] else {
                continue
            }
            var low = 0
            var high = list.indices.count
            while low < high {  // the first picker at or after this one
                let middle = (low + high) / 2
                if pickers[list.indices[middle]].node.offset < node.offset { low = middle + 1 } else { high = middle }
            }
            lists.append((list.indices, list.runStart, low - 1))
        }
        // Two pickers of one value showing the same parts of it (a compact one and a wheel, both
        // `selection: $birthDate`) set the same date: the same name is the true one, and they are
        // passed over. A date picker and a time picker of one Date set different things and still
        // need two names.
        func nearestEarlier() -> Int? {
            var best = -1
            for list in lists.indices {
                while let mine, lists[list].next >= 0,
                    pickers[lists[list].indices[lists[list].next]].sameDate == mine
                {
                    lists[list].next = lists[list].runStart[lists[list].next] - 1
                }
                if lists[list].next >= 0 { best = max(best, lists[list].indices[lists[list].next]) }
            }
            guard best >= 0 else { return nil }
            for list in lists.indices where lists[list].next >= 0 && lists[list].indices[lists[list].next] == best {
                lists[list].next -= 1
            }
            return best
        }
        while let index = nearestEarlier() {
            let other = pickers[index].node
            let otherPath = pickers[index].path
            guard otherPath.last.flatMap({ $0.kind == .declaration ? $0 : nil }) == scope else { continue }
            guard let earlier = pickers[index].query else { continue }
            for (index, platform) in Platform.allCases.enumerated() {
                guard let name = names[index], !name.isEmpty,
                    let otherName = Self.name(of: earlier, on: platform),
                    DatePickerQuery.normalized(otherName) == name
                else { continue }
                guard Self.shownTogether(path, otherPath) else { break }
                let line = context.source.location(of: other.offset).line
                let conditional = node.condition != .always || other.condition != .always
                let mine = picker.accessibleName(on: platform) != nil
                let theirs = earlier.accessibleName(on: platform) != nil
                let on = conditional ? " (on \(platform.displayName))" : ""
                let message =
                    switch (mine, theirs) {
                    case (true, true):
                        "this DatePicker has the same accessible name, \"\(otherName)\", as the DatePicker on line \(line)\(on); VoiceOver users cannot tell them apart"
                    case (false, false):
                        "this DatePicker and the DatePicker on line \(line) have the same title, \"\(otherName)\", and no other name\(on): the accessible name each needs would not tell them apart"
                    case (true, false):
                        "this DatePicker's accessible name, \"\(otherName)\", is the title of the DatePicker on line \(line), which has no other name\(on): the name that one needs would be the same"
                    case (false, true):
                        "this DatePicker's title, \"\(otherName)\", is the accessible name of the DatePicker on line \(line), and it has no other name\(on): the name it needs would be the same"
                    }
                return [
                    finding(
                        at: picker.titleArgument?.offset ?? node.offset,
                        message,
                        fix: "name each picker for what it sets, e.g. \"Start date\" and \"End date\"")
                ]
            }
        }
        return []
    }

    /// A picker of the view body, read once: its node, ancestors, query and normalized name per
    /// platform (in `Platform.allCases` order).
    struct Earlier {
        var node: SyntaxNode
        var path: [SyntaxNode]
        /// `group(path)`: only pickers of one group can be shown together.
        var group: Int32
        var query: DatePickerQuery?
        /// What it sets (`sameDate(_:)`).
        var sameDate: String?
        var names: [String?]
    }

    /// The `selection:` and `displayedComponents:` arguments as written, which two pickers setting
    /// the same date share; nil without a selection.
    static func sameDate(_ picker: SyntaxNode) -> String? {
        guard let selection = picker.argument("selection")?.text else { return nil }
        return selection + "\u{0}" + (picker.argument("displayedComponents")?.text ?? "")
    }

    /// The picker's accessible name as card 002 resolves it, or, on a style named by an
    /// `.accessibilityLabel` it lacks, its literal title: the words that label would take, so two
    /// such pickers with one title are as alike as two with one name.
    static func name(of picker: DatePickerQuery, on platform: Platform) -> String? {
        if let name = picker.accessibleName(on: platform) { return name }
        guard picker.isCompiled(on: platform), !picker.isHidden, picker.style(on: platform)?.needsMatchingLabel == true,
            picker.labels(on: platform)?.isEmpty == true, case .literal(let title) = picker.title,
            // A hidden title is not what people see: a Text beside such a picker names it.
            picker.picker.modifiers(named: "labelsHidden").isEmpty
        else { return nil }
        return title
    }

    /// The nearest ancestor that is not a plain layout container (`isPlain`), by index, or -1. Two
    /// pickers shown together (`shownTogether`) hang from their common ancestor through plain
    /// containers only, so they share it: pickers of different groups are never compared (a view
    /// of many cards, each with a picker of one name, made every picker walk all the others).
    static func group(_ path: [SyntaxNode]) -> Int32 {
        path.first { !isPlain($0) }?.index ?? -1
    }

    /// The node's ancestors, nearest first, up to its declaration (inclusive) or the file.
    static func path(of node: SyntaxNode) -> [SyntaxNode] {
        var out: [SyntaxNode] = []
        var current = node.parent
        while let next = current {
            out.append(next)
            if next.kind == .declaration { break }
            current = next.parent
        }
        return out
    }

    /// Both pickers hang from their common ancestor through plain layout containers only, and the
    /// common ancestor is not an `if`/`switch` (different branches).
    static func shownTogether(_ a: [SyntaxNode], _ b: [SyntaxNode]) -> Bool {
        let common = a.first { node in b.contains(node) }
        if let common {
            guard common.kind != .ifStatement, common.kind != .switchStatement, isPlain(common) else { return false }
            // A closure shared by both: whose content it is matters (`TabView { }`, `.sheet { }`).
            if common.kind == .closure, let owner = common.parent, owner.kind != .declaration, !isPlain(owner) {
                return false
            }
        }
        for path in [a, b] {
            for node in path {
                if node == common { break }
                guard isPlain(node) else { return false }
            }
        }
        return true
    }

    static func isPlain(_ node: SyntaxNode) -> Bool {
        switch node.kind {
        case .closure, .block, .ifStatement, .switchStatement, .declaration: return true
        case .call: return node.typeName.map(layoutContainers.contains) ?? false
        default: return false
        }
    }

    static let layoutContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Form", "List", "Section", "Group", "ScrollView",
        "GroupBox", "Grid", "GridRow", "LabeledContent", "DisclosureGroup", "ControlGroup", "NavigationStack",
        "NavigationView",
    ]
}
