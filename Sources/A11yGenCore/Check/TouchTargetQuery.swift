/// Which fixed `.frame` sets the hit area of a tappable control, read one way for the touch-target
/// rules of card 004 (`global.touch-target-floor` under 24 pt, `global.touch-target-size` under 44 pt).
///
/// A `.frame(width:height:)` (or `maxWidth:`/`maxHeight:`) whose dimensions are number literals
/// sets the hit area when, with nothing after it that could enlarge it by an amount not written
/// out (another `.frame`, a `.contentShape` other than a plain shape, `.controlSize`, `.safeAreaInset`,
/// `.padding()` with the system's amount), it is:
/// - in the chain of a `Button`, `Toggle`, `Link`, `NavigationLink` or `Menu`, or of a `TextField` or
///   `SecureField` (a field is tapped to edit it: `.frame(height: 10)` leaves a 10 pt strip);
/// - on the only view of a `Button`/`Link`/`NavigationLink`/`Menu` label (the label is the hit area),
///   when the control's own chain does not enlarge it or give it a bordered style;
/// - before `.onTapGesture`/`.onLongPressGesture` in the same chain (the gesture's hit area).
///
/// Literal padding after the frame (`.padding(5)`, `.padding(.horizontal, 8)`) is added to it: an
/// 11 pt frame padded by 5 is a 21 pt hit area.
///
/// Never a hit area: a frame with no dimension that is a literal (`@ScaledMetric`, a constant; a
/// literal beside such a dimension is read alone);
/// `minWidth:`/`minHeight:` (a minimum never shrinks a target); a frame on one view among several
/// in a label; controls in a toolbar (the bar gives its items a full-size hit area) or in a
/// `List`/`Form` row (the row is the hit area); `DatePicker` (not in the list of controls); a frame
/// compiled for no platform a11y-gen knows.
struct TouchTargetQuery {
    /// The frame modifier.
    var frame: SyntaxNode
    /// The fixed or maximum width and height, when given.
    var width: Double?
    var height: Double?
    /// What the frame sizes, for messages: "this Button", "this .onTapGesture target", "this Link's label".
    var target: String
    /// Literal padding after the frame adds to the size.
    var padded = false
    /// The frame is on a `TextField` or `SecureField`, whose fix is a minimum, not a bigger glyph area.
    var textInput = false

    /// What sets the size, for messages.
    var cause: String { padded ? "a fixed .frame and the padding after it give" : "a fixed .frame gives" }

    /// The smaller of the given dimensions (a frame gives at least one to be read here).
    var smallest: Double { min(width ?? .infinity, height ?? .infinity) }

    /// "a 16x16 pt" when both dimensions are given, else "a 16 pt wide" or "a 20 pt high".
    var size: String {
        switch (width, height) {
        case (let width?, let height?): return "a \(Self.points(width))x\(Self.points(height)) pt"
        case (let width?, nil): return "a \(Self.points(width)) pt wide"
        case (nil, let height?): return "a \(Self.points(height)) pt high"
        case (nil, nil): return "an unsized"
        }
    }

    /// The fix for a field: each dimension under `threshold` written as a minimum in this frame
    /// (`height: 10` becomes `minHeight: 44`), its other arguments kept; a fixed height also clips
    /// the text at larger Dynamic Type sizes.
    /// A dimension as the frame writes it: a literal as points, a choice of two as written
    /// (`Platform.isMacOS ? 20 : 25`).
    func asWritten(_ label: String, _ points: Double) -> String {
        guard let argument = frame.arguments.first(where: { $0.label == label }), argument.numberValue == nil
        else { return Self.points(points) }
        return argument.text
    }

    func fieldFix(under threshold: Double) -> String {
        var changes: [String] = []
        if let width, width < threshold {
            let written = frame.argument("width") != nil ? "width" : "maxWidth"
            changes.append("minWidth: 44 in place of \(written): \(asWritten(written, width))")
        }
        if let height, height < threshold {
            let written = frame.argument("height") != nil ? "height" : "maxHeight"
            changes.append("minHeight: 44 in place of \(written): \(asWritten(written, height))")
        }
        // SwiftUI has no .frame that takes a fixed size beside a minimum (`width:` with `minHeight:`): a
        // fixed size that stays moves to a .frame of its own.
        let widthReplaced = width.map { $0 < threshold } == true
        let heightReplaced = height.map { $0 < threshold } == true
        let kept = frame.arguments.filter {
            ($0.hasLabel("width") && !widthReplaced) || ($0.hasLabel("height") && !heightReplaced)
        }.map(\.written)
        return "give the field a minimum instead of a fixed size: in this .frame, write "
            + changes.joined(separator: " and ")
            + (kept.isEmpty ? "" : ", and move \(kept.joined(separator: ", ")) to a .frame of its own before it")
            + (height.map { $0 < threshold } == true
                ? " (a fixed height also clips the text at larger Dynamic Type sizes)" : "")
    }

    /// Where the hit area's frame goes in a glyph's fix: after this frame, or, when modifiers after it
    /// draw the control (`.overlay { Circle() }`, `.background`, `.clipShape`), after those, so the
    /// drawing keeps its size and only the hit area grows.
    var glyphFixPlace: String {
        let drawing: [StaticString] = [
            "overlay", "background", "clipShape", "border", "cornerRadius", "mask", "shadow", "stroke",
        ]
        guard let chain = frame.modifiedNode?.modifiers, let at = chain.firstIndex(of: frame) else {
            return "after this frame"
        }
        let after = chain[chain.index(after: at)...]
        let drawn = after.prefix { !$0.isNamed("onTapGesture") }.filter { modifier in
            drawing.contains { modifier.isNamed($0) }
        }
        guard let last = drawn.last, let name = last.name else { return "after this frame" }
        let tap = after.contains { $0.isNamed("onTapGesture") }
        return "after .\(name)" + (tap ? ", right before .onTapGesture," : ",")
            + " not right after this frame (there it would size what .\(name) draws)"
    }

    /// A size as written: `16`, not `16.0`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1_000_000 ? String(Int(value)) : String(value)
    }

    /// A `TextField` or `SecureField`: tapped to edit, grown with its text.
    static func isTextInput(_ node: SyntaxNode) -> Bool { node.isView("TextField") || node.isView("SecureField") }

    /// A field drawn invisible (`.opacity(0.01)`, `.hidden()`), as one-time-code screens keep one under
    /// boxes of digits that are tapped instead: its frame is no hit area anyone aims at. (Not
    /// `.accessibilityHidden`: people still see and tap that field.)
    static func isInvisible(_ field: SyntaxNode) -> Bool {
        field.modifiers.contains { modifier in
            if modifier.isNamed("hidden") { return true }
            guard modifier.isNamed("opacity"), let amount = modifier.arguments.first?.numberValue else { return false }
            return amount < 0.1
        }
    }

    static let controls: [StaticString] = [
        "Button", "Toggle", "Link", "NavigationLink", "Menu", "TextField", "SecureField",
    ]
    static let labeledControls: [StaticString] = ["Button", "Link", "NavigationLink", "Menu"]
    static let gestures: [StaticString] = ["onTapGesture", "onLongPressGesture"]

    /// The hit area `node` fixes, when it is a `.frame` whose smallest given dimension lies in
    /// `range`; nil for any other node, size or shape.
    static func fixedFrame(_ node: SyntaxNode, smallestIn range: Range<Double>) -> TouchTargetQuery? {
        guard node.kind == .modifier, node.isNamed("frame"), let (width, height) = dimensions(node),
            width != nil || height != nil,
            let base = node.modifiedNode,
            Platform.allCases.contains(where: { node.condition.holds(on: $0) == true }),
            let (target, extra) = target(of: node, on: base)
        else { return nil }
        let (paddedWidth, paddedHeight) = (width.map { $0 + extra.width }, height.map { $0 + extra.height })
        guard range.contains(min(paddedWidth ?? .infinity, paddedHeight ?? .infinity)) else { return nil }
        return TouchTargetQuery(
            frame: node, width: paddedWidth, height: paddedHeight, target: target,
            padded: extra.width > 0 || extra.height > 0,
            textInput: isTextInput(base))
    }

    /// The fixed (or maximum) width and height that are number literals. A dimension given any other
    /// way (`width: pillWidth`, `@ScaledMetric`) is not decided here, but a literal beside it still is:
    /// `.frame(width: pillWidth, height: 18)` is 18 pt high whatever the width. Nil when neither is a
    /// literal.
    static func dimensions(_ frame: SyntaxNode) -> (Double?, Double?)? {
        func dimension(_ fixed: StaticString, _ maximum: StaticString) -> Double? {
            (frame.argument(fixed) ?? frame.argument(maximum))?.leastNumber
        }
        let (width, height) = (dimension("width", "maxWidth"), dimension("height", "maxHeight"))
        return width == nil && height == nil ? nil : (width, height)
    }

    /// Padding across and down that a hit area gets after its frame.
    typealias Extra = (width: Double, height: Double)

    /// What `frame` on `base` gives its hit area to, and the literal padding after it; nil when it is
    /// not a hit area (see the type).
    static func target(of frame: SyntaxNode, on base: SyntaxNode) -> (String, Extra)? {
        let after = modifiers(of: base, after: frame)
        if let control = controls.first(where: { base.isView($0) }) {
            // Padding around a field is empty space beside it, not more field to tap: only a later
            // frame or content shape could enlarge a field's hit area.
            let field = isTextInput(base)
            guard let extra = padding(field ? after.filter { !$0.isNamed("padding") }[...] : after[...]),
                !isExempt(base), !(field && isInvisible(base))
            else { return nil }
            return ("this \(control)", extra)
        }
        if let gesture = after.firstIndex(where: { m in gestures.contains { m.isNamed($0) } }) {
            // A gesture hits only what is drawn: padding after a fill before it (`.padding(5)
            // .background(.white).clipShape(Circle()).padding()`, rw22 #10) is transparent around a
            // drawn target and enlarges nothing. (Padding with no fill at all is still counted, as the
            // type says: that can only understate how small the target is.)
            let lastFill = after[..<gesture].lastIndex { m in
                m.isNamed("background") || m.isNamed("contentShape") || m.isNamed("overlay")
            }
            let hit = after[..<gesture].enumerated().filter { offset, modifier in
                !(modifier.isNamed("padding") && lastFill.map { offset > $0 } ?? false)
            }.map(\.element)
            guard let extra = padding(hit[...]), !isInToolbar(base) else { return nil }
            return ("this .\(after[gesture].name!) target", extra)
        }
        if let control = controlLabeled(by: base) {
            guard let extra = padding(after[...]),
                !control.modifiers.contains(where: { enlarges($0) || isBorderedStyle($0) }),
                !isExempt(control)
            else { return nil }
            return ("this \(control.name!)'s label", extra)
        }
        return nil
    }

    /// The padding `modifiers` add, when every one that could enlarge the hit area is a `.padding`
    /// with a literal amount; nil when one could enlarge it by an amount not written out. Padding
    /// may be transparent and so not hit-testable: adding it can only understate how small the
    /// target is, so a size still under the floor is reported rightly. Literal amounts: `.padding(5)` (every edge), `.padding(.horizontal, 8)`,
    /// `.padding([.top, .bottom], 4)`, `.padding(.leading, 6)`.
    static func padding(_ modifiers: ArraySlice<SyntaxNode>) -> Extra? {
        var extra: Extra = (0, 0)
        for modifier in modifiers where enlarges(modifier) {
            guard modifier.isNamed("padding"), let amount = modifier.arguments.last?.numberValue else {
                return nil
            }
            guard modifier.arguments.count == 2, let edges = modifier.arguments.first?.value?.text else {
                guard modifier.arguments.count == 1, modifier.arguments[0].labelToken == nil else { return nil }
                extra.width += 2 * amount
                extra.height += 2 * amount
                continue
            }
            let named = edges.filter { !" []".contains($0) }.split(separator: ",").map { $0.drop { $0 == "." } }
            guard !named.isEmpty else { return nil }
            for edge in named {
                switch edge {
                case "all":
                    extra.width += 2 * amount
                    extra.height += 2 * amount
                case "horizontal": extra.width += 2 * amount
                case "vertical": extra.height += 2 * amount
                case "leading", "trailing": extra.width += amount
                case "top", "bottom": extra.height += amount
                default: return nil
                }
            }
        }
        return extra
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

    /// A modifier after the frame that could make the hit area bigger again. A `.contentShape` of a
    /// plain shape (`Rectangle()`, `.rect`, `Circle()`, `RoundedRectangle(cornerRadius: 8)`) fills the
    /// frame before it and enlarges nothing: the rules' own fix pairs it with a larger frame, and
    /// people write it after a small one (found by a review: a 16 pt close button hid behind it).
    static func enlarges(_ modifier: SyntaxNode) -> Bool {
        if modifier.isNamed("contentShape") { return !fillsTheFrame(modifier) }
        return modifier.isNamed("padding") || modifier.isNamed("frame") || modifier.isNamed("controlSize")
            || modifier.isNamed("safeAreaInset")
    }

    /// `.contentShape(Rectangle())`, `.contentShape(.interaction, .rect)`: a standard shape, as is,
    /// which takes the size of the view it is on. A shape inset outward, offset or of the project's
    /// own may reach further.
    static func fillsTheFrame(_ contentShape: SyntaxNode) -> Bool {
        guard let shape = contentShape.arguments.last?.value, shape.modifiers.isEmpty else { return false }
        let views: [StaticString] = [
            "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "UnevenRoundedRectangle",
        ]
        if views.contains(where: { shape.isView($0) }) { return true }
        let members: [StaticString] = ["rect", "circle", "capsule", "ellipse"]
        return shape.isImplicitMember && members.contains(where: { shape.isNamed($0) })
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
        // `Button(action: { … }, label: { Image(…) })`: the label passed in the parentheses.
        if control.argument("label")?.value == closure { return control }
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

    /// In a `List`/`Form` row or a toolbar, within the enclosing declaration.
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
