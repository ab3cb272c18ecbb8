/// `global.touch-target-floor`: a tappable control whose hit area a fixed `.frame` makes smaller than
/// 24x24 points, the floor card 004 sets (Touch Target Size: "Every tappable control has a hit area
/// of at least 24x24 points"; 44x44 is the preferred target "where layout allows").
///
/// Reported: a `.frame(width:height:)` (or `maxWidth:`/`maxHeight:`) with a number literal under 24
/// that is, with nothing after it that could enlarge it (`.padding`, another `.frame`,
/// `.contentShape`):
/// - in the chain of a `Button`, `Toggle`, `Link`, `NavigationLink`, `Menu`, `TextField` or
///   `SecureField` (a field is tapped to edit it);
/// - on the only view of a `Button`/`Link`/`NavigationLink`/`Menu` label (the label is the hit area),
///   when the control's own chain does not enlarge it or give it a bordered style;
/// - before `.onTapGesture`/`.onLongPressGesture` in the same chain (the gesture's hit area);
/// - with no frame at all: an icon-only `Button` in the `.plain` or `.borderless` style (set on it or
///   on a stack around it) whose one view is an SF Symbol or an icon-only `Label` in a small text
///   style (`.caption`) or a fixed system size under 16, which no insets enlarge (rw17, rev46).
/// Which frame is a hit area is `TouchTargetQuery`'s answer, shared with `global.touch-target-size`.
///
/// Left alone: sizes of 24 and more (under 44 on iOS, `global.touch-target-size` gives a note: 44
/// is a preference "where layout allows", which the source cannot show; the floor is not
/// negotiable); sizes that are not literals (`@ScaledMetric`, a constant): they cannot be decided;
/// `minWidth:`/`minHeight:`; a frame on one view among several in a label (the label's other views
/// widen the hit area); controls in a toolbar (the bar gives its items a full-size hit area) or in
/// a `List`/`Form` row (the row is the hit area); `DatePicker` (card 002's own touch-target rule);
/// inline links in text (exempt by the card); conditions a11y-gen cannot evaluate.
public struct GlobalTouchTargetFloor: CheckRule {
    public let id = RuleID.touchTargetFloor
    public let help =
        "Keep the glyph's size and extend the hit area: .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()) on the tappable element (24x24 pt is the floor, 44x44 the target)."

    public init() {}

    static let floor = 24.0

    public var trigger: CheckTrigger { .named(["frame", "buttonStyle"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if node.isNamed("buttonStyle") { return smallGlyphButton(node) }
        guard let frame = TouchTargetQuery.fixedFrame(node, smallestIn: -Double.infinity..<Self.floor) else {
            return []
        }
        return [
            finding(
                at: node.offset,
                "\(frame.cause) \(frame.target) \(frame.size) hit area, under the 24x24 pt floor for a tappable control",
                fix: frame.textInput
                    ? frame.fieldFix(under: Self.floor)
                    : "keep the glyph's size and extend the hit area: add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) \(frame.glyphFixPlace) (44x44 pt is the target, 24x24 the floor)"
            )
        ]
    }

    /// Text styles whose symbol is well under 24 pt at the default size (12, 11 and 13 pt text).
    static let smallStyles = [".caption", ".caption2", ".footnote"]

    /// An icon-only `Button` drawn `.plain` or `.borderless`, whose one label view is an SF Symbol in a
    /// small text style and nothing else sizes it (rw17, IntuneManager's help buttons: a `.caption`
    /// question mark): such a style draws no insets, so the glyph, about 13 pt, is the hit area.
    func smallGlyphButton(_ style: SyntaxNode) -> [CheckFinding] {
        guard !TouchTargetQuery.isBorderedStyle(style), let styled = style.modifiedNode, styled.kind == .call,
            style.condition.holds(on: .ios) == true || style.condition.holds(on: .macos) == true
        else { return [] }
        // The style on the Button, or on a stack around it that its own chain does not restyle (rev46:
        // `HStack { … }.buttonStyle(.plain)` is the usual way).
        let buttons =
            styled.isView("Button")
            ? [styled]
            : styled.descendants().filter { node in
                node.kind == .call && node.isView("Button") && !node.modifiers.contains { $0.isNamed("buttonStyle") }
            }
        let plain = style.text.hasPrefix(".buttonStyle(.borderless") ? "a borderless" : "a plain"
        return buttons.compactMap { button in
            guard let glyph = Self.smallGlyph(of: button) else { return nil }
            return finding(
                at: button.offset,
                "this Button's only view is \(glyph) and \(plain) style draws no insets, so the glyph, under 16 pt at the default text size, is its hit area, under the 24x24 pt floor for a tappable control",
                fix:
                    "keep the glyph's size and extend the hit area: add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) to the \(glyph.contains("Label") ? "Label" : "Image") (44x44 pt is the target, 24x24 the floor)"
            )
        }
    }

    /// The small text style of an icon-only Button's one view, when nothing else sizes it: an SF Symbol
    /// `Image` or an icon-only `Label` in `.caption`, `.caption2`, `.footnote`, or a fixed system size
    /// under 16 pt.
    static func smallGlyph(of button: SyntaxNode) -> String? {
        guard !TouchTargetQuery.isExempt(button), !button.modifiers.contains(where: TouchTargetQuery.enlarges),
            button.argument("action") != nil || button.trailingClosure("label") != nil,
            let label = button.trailingClosure("label") ?? button.trailingClosure(nil),
            label.children.count == 1, let view = label.children.first, view.kind == .call
        else { return nil }
        let iconOnlyLabel =
            view.isView("Label")
            && view.modifiers.contains { $0.isNamed("labelStyle") && $0.text.contains("iconOnly") }
        guard (view.isView("Image") && view.argument("systemName") != nil) || iconOnlyLabel,
            !view.modifiers.contains(where: { TouchTargetQuery.enlarges($0) || $0.isNamed("imageScale") }),
            let font = view.modifiers.last(where: { $0.isNamed("font") })?.arguments.first?.value
        else { return nil }
        let text = font.text
        var small = smallStyles.contains(where: { text == $0 || text == "Font" + $0 })
        if !small,
            let size =
                (font.member("system", of: "Font") ?? (font.isImplicitMember && font.isNamed("system") ? font : nil))?
                .argument("size")?.numberValue
        {
            small = size < 16
        }
        guard small else { return nil }
        return iconOnlyLabel ? "an icon-only Label in \(text)" : "a \(text) symbol"
    }
}
