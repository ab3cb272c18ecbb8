/// `global.touch-target-floor`: a tappable control whose hit area a fixed `.frame` makes smaller than
/// 24x24 points, the floor card 004 sets (Touch Target Size: "Every tappable control has a hit area
/// of at least 24x24 points"; 44x44 is the preferred target "where layout allows").
///
/// Reported: a `.frame(width:height:)` (or `maxWidth:`/`maxHeight:`) with a number literal under 24
/// that is, with nothing after it that could enlarge it (`.padding`, another `.frame`,
/// `.contentShape`):
/// - in the chain of a `Button`, `Toggle`, `Link`, `NavigationLink` or `Menu`;
/// - on the only view of a `Button`/`Link`/`NavigationLink`/`Menu` label (the label is the hit area),
///   when the control's own chain does not enlarge it or give it a bordered style;
/// - before `.onTapGesture`/`.onLongPressGesture` in the same chain (the gesture's hit area).
///
/// Left alone: sizes between 24 and 44 (44 is a preference "where layout allows", which the source
/// cannot show; the floor is not negotiable); sizes that are not literals (`@ScaledMetric`, a
/// constant): they cannot be decided; `minWidth:`/`minHeight:`; a frame on one view among several
/// in a label (the label's other views widen the hit area); controls in a toolbar (the bar gives its
/// items a full-size hit area) or in a `List`/`Form` row (the row is the hit area); `TextField` and
/// `DatePicker` (their cards' own touch-target rules); inline links in text (exempt by the card);
/// conditions a11y-gen cannot evaluate.
public struct GlobalTouchTargetFloor: CheckRule {
    public let id = RuleID.touchTargetFloor
    public let help =
        "Keep the glyph's size and extend the hit area: .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()) on the tappable element (24x24 pt is the floor, 44x44 the target)."

    public init() {}

    static let floor = 24.0

    static let controls: [StaticString] = ["Button", "Toggle", "Link", "NavigationLink", "Menu"]
    static let labeledControls: [StaticString] = ["Button", "Link", "NavigationLink", "Menu"]
    static let gestures: [StaticString] = ["onTapGesture", "onLongPressGesture"]

    public var trigger: CheckTrigger { .named(["frame"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("frame"), let size = Self.smallSize(node),
            let base = node.modifiedNode,
            Platform.allCases.contains(where: { node.condition.holds(on: $0) == true })
        else { return [] }
        let after = Self.modifiers(of: base, after: node)
        let what: String
        if let control = Self.controls.first(where: { base.isView($0) }) {
            guard !after.contains(where: Self.enlarges) else { return [] }
            what = "this \(control)"
            if Self.isExempt(base) { return [] }
        } else if let gesture = after.firstIndex(where: { m in Self.gestures.contains { m.isNamed($0) } }) {
            guard !after[..<gesture].contains(where: Self.enlarges) else { return [] }
            what = "this .\(after[gesture].name!) target"
            if Self.isInToolbar(base) { return [] }
        } else if let control = Self.controlLabeled(by: base) {
            guard !after.contains(where: Self.enlarges),
                !control.modifiers.contains(where: { Self.enlarges($0) || Self.isBorderedStyle($0) }),
                !Self.isExempt(control)
            else { return [] }
            what = "this \(control.name!)'s label"
        } else {
            return []
        }
        return [
            finding(
                at: node.offset,
                "a fixed .frame gives \(what) \(size) hit area, under the 24x24 pt floor for a tappable control",
                fix:
                    "keep the glyph's size and extend the hit area: add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) after this frame (44x44 pt is the target, 24x24 the floor)"
            )
        ]
    }

    /// "a 16x16 pt", "a 16 pt wide", "a 20 pt high" when a fixed or maximum dimension is under the
    /// floor; nil when none is, or when a dimension is not a number literal.
    static func smallSize(_ frame: SyntaxNode) -> String? {
        func dimension(_ fixed: StaticString, _ maximum: StaticString) -> Double?? {
            guard let argument = frame.argument(fixed) ?? frame.argument(maximum) else { return .some(nil) }
            guard let value = argument.numberValue else { return nil }  // not decidable
            return .some(value)
        }
        guard let width = dimension("width", "maxWidth"), let height = dimension("height", "maxHeight") else {
            return nil
        }
        let smallWidth = width.map { $0 < floor } ?? false
        let smallHeight = height.map { $0 < floor } ?? false
        func points(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        switch (smallWidth, smallHeight) {
        case (true, true): return "a \(points(width!))x\(points(height!)) pt"
        case (true, false):
            return height.map { "a \(points(width!))x\(points($0)) pt" } ?? "a \(points(width!)) pt wide"
        case (false, true):
            return width.map { "a \(points($0))x\(points(height!)) pt" } ?? "a \(points(height!)) pt high"
        case (false, false): return nil
        }
    }

    static func modifiers(of base: SyntaxNode, after frame: SyntaxNode) -> [SyntaxNode] {
        var out: [SyntaxNode] = []
        var seen = false
        for modifier in base.modifiers {
            if seen { out.append(modifier) }
            if modifier == frame { seen = true }
        }
        return out
    }

    /// A modifier after the small frame that could make the hit area bigger again.
    static func enlarges(_ modifier: SyntaxNode) -> Bool {
        modifier.isNamed("padding") || modifier.isNamed("frame") || modifier.isNamed("contentShape")
            || modifier.isNamed("controlSize") || modifier.isNamed("safeAreaInset")
    }

    /// `.buttonStyle(.bordered)`-like styles draw insets around the label.
    static func isBorderedStyle(_ modifier: SyntaxNode) -> Bool {
        guard modifier.isNamed("buttonStyle"), let value = modifier.arguments.first?.value else { return false }
        return
            !(value.member("plain", of: "ButtonStyle") != nil || value.member("borderless", of: "ButtonStyle") != nil
            || value.isView("PlainButtonStyle") || value.isView("BorderlessButtonStyle"))
    }

    /// The control whose label closure holds exactly `view` as its one statement.
    static func controlLabeled(by view: SyntaxNode) -> SyntaxNode? {
        guard let closure = view.parent, closure.kind == .closure, closure.children.count == 1,
            let control = closure.parent, control.kind == .call,
            let kind = labeledControls.first(where: { control.isView($0) })
        else { return nil }
        if control.trailingClosure("label") == closure { return control }
        // `Button(action: save) { Image(…) }`, `Link(destination: url) { … }`: the one closure is the label.
        let labelIsTrailing: Bool
        switch "\(kind)" {
        case "Button": labelIsTrailing = control.argument("action") != nil
        case "Link": labelIsTrailing = control.argument("destination") != nil
        case "NavigationLink":
            labelIsTrailing = control.argument("destination") != nil || control.argument("value") != nil
        default: labelIsTrailing = false
        }
        return labelIsTrailing && control.trailingClosure(nil) == closure && control.trailingClosures.count == 1
            ? control : nil
    }

    static func isExempt(_ control: SyntaxNode) -> Bool {
        var current = control.parent
        while let next = current {
            if next.isView("List") || next.isView("Form") { return true }
            if next.kind == .declaration { return false }
            if isToolbar(next) { return true }
            current = next.parent
        }
        return false
    }

    static func isInToolbar(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next.kind == .declaration { return false }
            if isToolbar(next) { return true }
            current = next.parent
        }
        return false
    }

    static func isToolbar(_ node: SyntaxNode) -> Bool {
        (node.kind == .modifier && (node.isNamed("toolbar") || node.isNamed("navigationBarItems")))
            || node.isView("ToolbarItem") || node.isView("ToolbarItemGroup")
    }
}
