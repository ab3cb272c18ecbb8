/// `global.no-truncating-line-limit`: `.lineLimit(n)` with a fixed count on text, and a fixed
/// `.frame(height:)` on a `Text`/`Label`, cut meaningful text off when people enlarge it (card 004,
/// Dynamic Type Dont).
///
/// Reported: `.lineLimit(2)` (also with `reservesSpace:`) in the chain of a `Text`, `Label`, a titled
/// control (`Button("…")`, `Toggle("…", …)`, `Link`, `NavigationLink`, `LabeledContent`, `Picker`,
/// `Menu`), or a SwiftUI container whose content shows text; a view defined in another file or a view
/// in a variable is reported with a note. `.frame(height: 20)` (a number literal) directly on a
/// `Text`/`Label` with content, or on a `TextField`/`SecureField` (the field is as tall as its font, so
/// a fixed height under 64 pt, a line of body text at the largest accessibility size, cuts off what
/// people type; card 000's check rule asks that entered text stay fully visible at accessibility
/// sizes; a vertical field scrolls and is left alone). The limit that applies is the first `.lineLimit` of the chain compiled
/// for a platform, as in SwiftUI, where the innermost environment value wins.
///
/// A range with an upper bound (`.lineLimit(2...5)`, `.lineLimit(...3)`) is reported too: text
/// truncates past the bound as it does past a count, so a range is no fix unless it is open above.
///
/// Left alone: ranges open above (`.lineLimit(1...)`) and `.lineLimit(nil)`, which let
/// text grow; a preview line in a `NavigationLink` row that also shows a title the limit does not
/// cut (`Text(persona.name)` over `Text(persona.prompt).lineLimit(1)`: the row is named by its title,
/// VoiceOver reads the whole preview, and the link opens the whole text; rw21 #1); a count that is
/// not a literal (`.lineLimit(maxLines)`); the chain of a `TextField`,
/// `SecureField` or `TextEditor` (a field scrolls its text rather than truncating it; a vertical field
/// with a count grows up to it, then scrolls), and a custom view given `axis: .vertical` (a row that
/// shows a vertical field); a view inside `ViewThatFits`, which picks a layout the
/// text fits in; text in a toolbar (`.toolbar`, `ToolbarItem`), whose bar has a fixed height; an empty `Text("")`; a frame with `minHeight:`/`maxHeight:` or a height that is not a
/// literal (`@ScaledMetric`), and a fixed height after `.fixedSize(…)`, which lets the text overflow
/// instead of truncating; limits under a condition a11y-gen cannot evaluate (`#if DEBUG`).
public struct GlobalNoTruncatingLineLimit: CheckRule {
    public let id = RuleID.noTruncatingLineLimit
    public let help =
        "Let meaningful text wrap: remove the .lineLimit, or the upper bound of its range (.lineLimit(2...5) becomes .lineLimit(2...)); for a card that must stay short, use ViewThatFits with a layout that wraps."

    public init() {}

    public var trigger: CheckTrigger { .named(["lineLimit", "frame"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier else { return [] }
        if node.isNamed("lineLimit") { return lineLimit(node) }
        if node.isNamed("frame") { return fixedHeight(node) }
        return []
    }

    // MARK: - .lineLimit(n)

    func lineLimit(_ modifier: SyntaxNode) -> [CheckFinding] {
        guard let limit = Self.limit(modifier), let target = modifier.modifiedNode,
            !Self.isInsideViewThatFits(target), !Self.isPreviewInLinkRow(target)
        else { return [] }
        // The first `.lineLimit` compiled for a platform is the one SwiftUI applies.
        let limits = target.modifiers.filter { $0.isNamed("lineLimit") }
        var applies = false
        for platform in Platform.allCases {
            guard let first = Self.firstCompiled(limits, on: platform) else { continue }
            if first == modifier { applies = true }
        }
        guard applies else { return [] }
        guard let content = Self.textContent(of: target) else { return [] }
        let lines = limit.upper == 1 ? "one line" : "\(limit.upper) lines"
        // The modifier as written, `reservesSpace:` included.
        let written = ".lineLimit(" + modifier.arguments.map(\.written).joined(separator: ", ") + ")"
        let fix =
            if let lower = limit.lower {
                "drop the upper bound so the text grows past \(lines): .lineLimit(\(lower)...)"
            } else if limit.written == "1" {
                "remove \(written) so the text wraps; where one line must do, use ViewThatFits with a layout that wraps as its last choice"
            } else {
                // Not `.lineLimit(n...)`: that makes the text at least n lines tall.
                "remove \(written) so the text wraps"
            }
        // `.fixedSize()` (before or after the limit) gives the text its ideal width, one line: it runs
        // past the edge of the screen at large sizes instead of ending in an ellipsis, cut off all the same.
        let overflows = target.modifiers.contains {
            $0.isNamed("fixedSize") && ($0.arguments.isEmpty || $0.argument("horizontal")?.text == "true")
        }
        // Code only the Mac compiles has no Dynamic Type: there text outgrows its space in a narrow
        // window or a longer translation, not by being enlarged.
        let macOnly = TextFieldTraits.platforms(of: modifier)[.ios] == nil
        let when =
            macOnly
            ? "when it is longer than the space (a narrow window, a longer translation)"
            : "when people enlarge the text"
        let edge = macOnly ? "the edge of the window" : "the edge of the screen"
        return [
            finding(
                at: modifier.offset,
                overflows
                    ? "\(written) with .fixedSize() keeps \(content.description) on one line at its full width: \(when) it runs past \(edge), cut off"
                    : "\(written) cuts \(content.description) off at \(lines) with an ellipsis \(when)",
                fix: overflows ? fix + ", and drop .fixedSize() (or keep only its vertical: true)" : fix,
                dependsOn: content.crossFile)
        ]
    }

    /// A limit that truncates: its most lines, the lower bound of a range, and how it is written.
    struct Limit {
        var upper: Int
        var lower: Int?
        var written: String
    }

    /// `.lineLimit(3)` or `.lineLimit(3, reservesSpace: …)`, `.lineLimit(2...5)` and `.lineLimit(...5)`
    /// with number literals; nil for ranges open above, nil, names.
    static func limit(_ modifier: SyntaxNode) -> Limit? {
        guard let first = modifier.arguments.first, first.labelToken == nil else { return nil }
        if let number = first.numberValue {
            guard number >= 1, number == number.rounded() else { return nil }
            return Limit(upper: Int(number), lower: nil, written: "\(Int(number))")
        }
        let text = first.text.filter { !$0.isWhitespace }
        guard let range = text.firstRange(ofASCII: "...") else { return nil }
        let lowerText = text[..<range.lowerBound]
        let upperText = text[range.upperBound...]
        guard let upper = Int(upperText), upper >= 1 else { return nil }
        let lower = Int(lowerText)
        guard lowerText.isEmpty || lower != nil else { return nil }
        return Limit(upper: upper, lower: lower, written: text)
    }

    /// The first of `modifiers` that is compiled for `platform`; nil when that cannot be decided or none is.
    static func firstCompiled(_ modifiers: [SyntaxNode], on platform: Platform) -> SyntaxNode? {
        for modifier in modifiers {
            switch modifier.condition.holds(on: platform) {
            case true?: return modifier
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    static func isInsideViewThatFits(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next.isView("ViewThatFits") { return true }
            // A bar item (`ToolbarItem(placement: .principal) { Text(title).lineLimit(1) }`): the bar's
            // height is fixed, so removing the limit clips rather than wraps; the system shows bar
            // items enlarged in the Large Content Viewer instead.
            if TouchTargetQuery.isToolbar(next) { return true }
            if next.kind == .declaration { return false }
            current = next.parent
        }
        return false
    }

    /// A `Text` inside a `NavigationLink` that shows another `Text` with no line limit of its own: a
    /// preview under the row's title, whose whole text the link opens.
    static func isPreviewInLinkRow(_ target: SyntaxNode) -> Bool {
        guard target.kind == .call, target.isView("Text") else { return false }
        var current = target.parent
        while let next = current {
            if next.isView("NavigationLink") {
                return next.descendants().contains { other in
                    other != target && other.kind == .call && other.isView("Text") && !isEmptyText(other)
                        && !other.modifiers.contains { $0.isNamed("lineLimit") }
                        && !((other.parent.map { $0.isView("Text") }) ?? false)
                }
            }
            if next.kind == .declaration { return false }
            current = next.parent
        }
        return false
    }

    struct Content {
        var description: String
        var crossFile: String?
    }

    static let titledControls: [StaticString] = [
        "Button", "Toggle", "Link", "NavigationLink", "LabeledContent", "Picker", "Menu", "Stepper", "ShareLink",
    ]

    static let fields: [StaticString] = ["TextField", "SecureField", "TextEditor"]

    /// What text the limit cuts: nil when the view shows none a11y-gen can see, or is a field.
    static func textContent(of target: SyntaxNode) -> Content? {
        if target.kind == .reference, let name = target.name, name.first?.isLowercase == true {
            return Content(
                description: "the text in '\(name)'",
                crossFile: "the view '\(name)' is decided elsewhere; if it shows no text, ignore this finding")
        }
        guard target.kind == .call, let name = target.typeName else { return nil }
        for field in fields where target.isView(field) { return nil }
        if target.isView("Text") { return isEmptyText(target) ? nil : Content(description: "this text") }
        if target.isView("Label") { return Content(description: "this label's title") }
        for control in titledControls where target.isView(control) {
            if let title = target.arguments.first, title.labelToken == nil,
                title.value?.kind == .string || title.value?.kind == .reference || title.value?.isView("Text") == true
            {
                return Content(description: "the \(name) title")
            }
        }
        guard SwiftUIViews.all.contains(name) else {
            // `ListRow(kind: .textField(text: $topic, axis: .vertical))`: the view is a vertical
            // field, whose limit caps its height while the text scrolls.
            if passesVerticalAxis(target) { return nil }
            return Content(
                description: "the text in \(name)",
                crossFile: "\(name) is defined in another file; if it shows no text, ignore this finding")
        }
        // A SwiftUI container: the limit reaches every Text inside it that is not a field.
        for inner in target.descendants() where inner.kind == .call {
            if inner.isView("Text"), !isEmptyText(inner), !isInsideField(inner, below: target) {
                return Content(description: "the text in this \(name)")
            }
            if inner.isView("Label") { return Content(description: "the text in this \(name)") }
        }
        return nil
    }

    /// Whether the call, or a call in its arguments, passes `axis: .vertical`.
    static func passesVerticalAxis(_ call: SyntaxNode) -> Bool {
        ([call] + call.descendants()).contains { node in
            guard node.kind == .call, let axis = node.argument("axis") else { return false }
            return [".vertical", "Axis.vertical"].contains(axis.text.filter { !$0.isWhitespace })
        }
    }

    /// The one `TextField` or `SecureField` an `HStack`/`ZStack` draws around (an icon, a clear button):
    /// nil for other views and for rows of several fields or none.
    static func onlyField(in row: SyntaxNode) -> SyntaxNode? {
        guard row.isView("HStack") || row.isView("ZStack"), let content = row.trailingClosure(nil) else { return nil }
        var found: [SyntaxNode] = []
        for node in content.descendants() {
            if node.kind == .call, node.isView("TextEditor") { return nil }
            // A TextFieldStyle's `configuration` in its row (`HStack { Image(…); configuration }`: rev45).
            if (node.kind == .call && (node.isView("TextField") || node.isView("SecureField"))) || isStyledField(node) {
                found.append(node)
            }
        }
        guard let first = found.first else { return nil }
        // A password row that shows either a SecureField or a TextField (`if isRevealed { … } else
        // { … }`) holds one field at a time: fields in different branches of one `if` count as one.
        guard found.count > 1 else { return first }
        let branches = found.map { branch(of: $0, below: row) }
        guard let statement = branches.first??.parent, statement.kind == .ifStatement,
            branches.allSatisfy({ $0?.parent == statement }), Set(branches.map { $0!.index }).count == found.count
        else { return nil }
        return first
    }

    /// The outermost branch of an `if` between `node` and `row`.
    private static func branch(of node: SyntaxNode, below row: SyntaxNode) -> SyntaxNode? {
        var branch: SyntaxNode?
        var current = node.parent
        while let next = current, next != row {
            if next.kind == .block, next.parent?.kind == .ifStatement { branch = next }
            current = next.parent
        }
        return branch
    }

    /// The height of one line of body text at the largest accessibility size (AX5), in points.
    static let largestBodyLine = 64.0

    static func isEmptyText(_ text: SyntaxNode) -> Bool {
        text.arguments.first?.stringValue?.isEmpty == true
    }

    static func isInsideField(_ node: SyntaxNode, below top: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current, next != top {
            for field in fields where next.isView(field) { return true }
            current = next.parent
        }
        return false
    }

    // MARK: - .frame(height:) on text

    /// `configuration` in a `TextFieldStyle`'s `_body(configuration:)`: the text field the style
    /// draws, every field that uses it (rw16: a sign-in's style with `.frame(height: 45)`).
    static func isStyledField(_ node: SyntaxNode) -> Bool {
        guard node.kind == .reference, node.name == "configuration", let type = node.enclosingType else {
            return false
        }
        return type.headerContains { node.tree.token($0, is: "TextFieldStyle") }
    }

    /// The tallest iPhone screen's height in points (the 6.9-inch models), where a share of the
    /// screen is at its largest.
    static let tallestIPhone = 956.0

    /// A height written as a share of the screen (`UIScreen.main.bounds.size.height / 20`,
    /// `UIScreen.main.bounds.height * 0.05`): its points on the tallest iPhone, nil for anything else.
    static func screenShare(_ written: String) -> Double? {
        let text = written.filter { !$0.isWhitespace }
        for prefix in ["UIScreen.main.bounds.size.height", "UIScreen.main.bounds.height"] where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            guard let operation = rest.first, operation == "/" || operation == "*",
                let number = Double(String(rest.dropFirst())), number > 0
            else { return nil }
            return operation == "/" ? tallestIPhone / number : tallestIPhone * number
        }
        return nil
    }

    func fixedHeight(_ modifier: SyntaxNode) -> [CheckFinding] {
        guard let height = modifier.argument("height"),
            let points = height.leastNumber ?? Self.screenShare(height.text), points.isFinite,
            abs(points) < 1_000_000, let target = modifier.modifiedNode,
            target.isView("Text") || target.isView("Label") || target.isView("TextField")
                || target.isView("SecureField") || Self.onlyField(in: target) != nil
                || Self.isStyledField(target),
            !(target.isView("Text") && Self.isEmptyText(target)),
            modifier.condition.holds(on: .ios) == true || modifier.condition.holds(on: .macos) == true
        else { return [] }
        // Code only the Mac compiles has no Dynamic Type: the text is not enlarged there.
        if TextFieldTraits.platforms(of: modifier)[.ios] == nil { return [] }
        // `.fixedSize(horizontal: false, vertical: true)` before the frame: the text overflows, not cut.
        for other in target.modifiers {
            if other == modifier { break }
            // A frame of widths alone (`.frame(maxWidth: .infinity)`) leaves the height to this one, and
            // a `maxHeight:` before it cuts sooner still (rev45).
            if other.isNamed("fixedSize")
                || (other.isNamed("frame")
                    && other.arguments.contains { ["height", "minHeight", "idealHeight"].contains($0.label ?? "") })
            {
                return []
            }
        }
        // A field is as tall as one line of its text: at the largest accessibility size a line of body
        // text is about 64 pt, so a field at least that tall is not cut; a vertical field scrolls.
        // Left alone too: a field drawn invisible (a one-time code's, under boxes of digits), and a field
        // only the Mac compiles, which has no Dynamic Type.
        // A row drawn around one field (`HStack { Image(…); TextField(…) }.frame(height: 50)`, a custom
        // field style) holds the field to its height just the same.
        let styled = Self.isStyledField(target)
        let isField = target.isView("TextField") || target.isView("SecureField") || styled
        let input = isField ? target : Self.onlyField(in: target)
        let field = input != nil
        if let input,
            points >= Self.largestBodyLine || input.argument("axis") != nil || TouchTargetQuery.isInvisible(input)
                || TextFieldTraits.platforms(of: input)[.ios] == nil
        {
            return []
        }
        let fieldName = input.map { Self.isStyledField($0) ? "text field" : $0.name ?? "TextField" } ?? "TextField"
        let what =
            styled
            ? "every text field this TextFieldStyle draws"
            : isField
                ? "a \(fieldName)"
                : "\(target.name == "HStack" ? "an" : "a") \(target.name ?? "row") holding a \(fieldName)"
        let size = height.numberValue != nil && points == points.rounded() ? String(Int(points)) : height.text
        // A share of the screen grows with the screen, never with the text (rw22 #7).
        let share =
            height.leastNumber == nil
            ? " (a share of the screen's height, at most \(Int(points.rounded())) pt on an iPhone, whatever the text size)"
            : ""
        // A field's minimum is also its touch target's: 44 pt at least, as global.touch-target-size asks.
        let minimumHeight = field && (points < 44 || height.leastNumber == nil) ? "44" : size
        // The frame's other arguments (`width: 327`) stay in a frame of their own: SwiftUI has no
        // frame that takes `width:` with `minHeight:`.
        let others = modifier.arguments.filter { !$0.hasLabel("height") }.map(\.written)
        let minimum = others.isEmpty ? "" : ".frame(\(others.joined(separator: ", ")))"
        // A field is as tall as its font: held to a fixed height, what people type is cut off. Under a
        // fixed-size font it is not yet, but it will be once that font scales, the fix
        // global.no-fixed-font-size asks for: both are said now, not one after the other.
        let fixedFont = [target, input ?? target].contains { view in
            view.modifiers.contains { font in
                font.isNamed("font") && (font.text.contains(".system(size:") || font.text.contains("fixedSize:"))
            }
        }
        let fieldMessage =
            fixedFont
            ? "a fixed .frame(height: \(size)) on \(what) will cut off what people type when they enlarge the text, once its fixed-size font scales"
            : "a fixed .frame(height: \(size)) on \(what)\(share) cuts off what people type when they enlarge the text"
        return [
            finding(
                at: modifier.offset,
                field
                    ? fieldMessage
                    : "a fixed .frame(height: \(size)) on text\(share) cuts it off when people enlarge it",
                fix:
                    "use \(minimum).frame(minHeight: \(minimumHeight)) so the text can grow, or size the height with @ScaledMetric(relativeTo:)"
            )
        ]
    }
}
