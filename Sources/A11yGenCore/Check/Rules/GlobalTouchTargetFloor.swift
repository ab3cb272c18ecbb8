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
/// - before `.onTapGesture`/`.onLongPressGesture` in the same chain (the gesture's hit area).
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

    public var trigger: CheckTrigger { .named(["frame"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
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
}
