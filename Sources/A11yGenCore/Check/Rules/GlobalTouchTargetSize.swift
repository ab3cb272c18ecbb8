/// `global.touch-target-size`: a tappable control whose hit area a fixed `.frame` makes at least the
/// 24 pt floor but smaller than the 44x44 points card 004 prefers (Touch Target Size: "Prefer a
/// 44x44 point hit area where layout allows, matching Apple's Human Interface Guidelines. Treat
/// 44x44 as the target and 24x24 as the non-negotiable floor"; cards 000 and 002 point their
/// `text-field.touch-target` and `date-picker.touch-target` here).
///
/// A note, not a warning: "where layout allows" is a judgment the source cannot show, so the
/// finding is below the default `--severity warning` threshold (it does not fail CI) and shows with
/// `--severity note`.
///
/// Reported, on iOS: the shapes `global.touch-target-floor` reports (the same `TouchTargetQuery`)
/// when the smallest fixed or maximum dimension is 24 or more and under 44: a literal `.frame` in
/// the chain of a `Button`/`Toggle`/`Link`/`NavigationLink`/`Menu`, on the only view of such a
/// control's label, or before `.onTapGesture`/`.onLongPressGesture`, with nothing after it that
/// could enlarge the hit area.
///
/// Left alone: sizes under 24 (the floor rule's warning) and of 44 or more; frames compiled only for
/// macOS (the Mac's guidelines size controls for a pointer, 28 pt by default), in a file that
/// imports AppKit and not UIKit, or whose `// Platforms:` header names no iOS; sizes that are not
/// literals (`@ScaledMetric`, a constant); `minWidth:`/`minHeight:`; a frame on one view among
/// several in a label; controls in a toolbar or a `List`/`Form` row (the system sizes their hit
/// area); `DatePicker`; frames after which a `.padding`, `.frame` or `.contentShape`
/// may enlarge the target; conditions a11y-gen cannot evaluate.
public struct GlobalTouchTargetSize: CheckRule {
    public let id = RuleID.touchTargetSize
    public let help =
        "Where the layout allows, extend the hit area to 44x44 pt without resizing the glyph: .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()) on the tappable element (44x44 pt is the target, 24x24 the floor)."
    public var severity: Diagnostic.Severity { .note }

    public init() {}

    static let target = 44.0

    public var trigger: CheckTrigger { .named(["frame"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard
            let frame = TouchTargetQuery.fixedFrame(node, smallestIn: GlobalTouchTargetFloor.floor..<Self.target),
            node.condition.holds(on: .ios) == true, Self.buildsForIOS(context.tree)
        else { return [] }
        return [
            finding(
                at: node.offset,
                "\(frame.cause) \(frame.target) \(frame.size) hit area, under the 44x44 pt target card 004 prefers where layout allows (24x24 pt is the floor)",
                fix: frame.textInput
                    ? "if the layout allows, " + frame.fieldFix(under: Self.target)
                    : "if the layout allows, keep the glyph's size and extend the hit area: add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) \(frame.glyphFixPlace)"
            )
        ]
    }

    /// Whether the file may be built for iOS: not a Mac-only file by its imports or the AppKit it
    /// uses, its `// Platforms:` header or the project's platforms.
    static func buildsForIOS(_ tree: SyntaxTree) -> Bool {
        if TextFieldTraits.isMacOnlyFile(tree) { return false }
        if let known = TextFieldTraits.knownPlatforms(tree), known[.ios] == nil { return false }
        return true
    }
}
