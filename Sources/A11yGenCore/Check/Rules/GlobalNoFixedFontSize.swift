/// `global.no-fixed-font-size`: `.font(.system(size: …))` and `.font(.custom(_:fixedSize:))` keep text
/// from scaling with Dynamic Type (card 004).
///
/// Left alone: text styles, `.custom(_:size:)` (which scales relative to body), `.system(.body, …)`,
/// and a fixed size on an `Image` (an SF Symbol's glyph size is `global.scaled-metric`'s concern).
public struct GlobalNoFixedFontSize: CheckRule {
    public let id = RuleID.noFixedFontSize
    public let help =
        "Use a text style (.body, .headline, .caption, …) or .custom(name, size:, relativeTo:) so the text scales with Dynamic Type."

    public init() {}

    public var trigger: CheckTrigger { .named(["font"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .modifier, node.isNamed("font"), node.arguments.count == 1,
            let argument = node.arguments.first, argument.labelToken == nil, let value = argument.value
        else { return [] }
        let target = node.modifiedNode
        // A view of this file's own is read here: its body says whether it shows text.
        let localBody = target.flatMap { $0.kind == .call ? $0.typeName : nil }.flatMap {
            SwiftUIViews.all.contains($0) ? nil : Self.body(ofViewNamed: $0, in: context.tree)
        }
        let crossFile = localBody == nil ? target.flatMap(Self.crossFileNote) : nil
        let findings = fixedSize(value, crossFile: crossFile)
        // Checked only once a fixed size is found: it walks the modified view's content.
        if !findings.isEmpty, let target, Self.showsOnlyImages(target) { return [] }
        // `icon.font(…)` where this file declares `let icon: Image`: an image, never text.
        if !findings.isEmpty, let target, target.kind == .reference, let name = target.name,
            Self.isDeclaredImage(name, in: context.tree)
        {
            return []
        }
        if !findings.isEmpty, let localBody, localBody.children.count == 1,
            Self.showsOnlyImages(localBody.children[0])
        {
            return []
        }
        return findings
    }

    /// Whether every declaration of `name` in this file gives it the type `Image` (`let icon: Image`,
    /// `var badge: Image?`), so the view it names shows an image and no text.
    static func isDeclaredImage(_ name: String, in tree: SyntaxTree) -> Bool {
        let declarations = tree.declarations(named: name)
        let count = Int32(tree.tokens.count)
        return !declarations.isEmpty
            && declarations.allSatisfy { declaration in
                guard let colon = declaration.nameToken.map({ $0 + 1 }), colon + 1 < count,
                    tree.text(ofToken: colon) == ":", tree.text(ofToken: colon + 1) == "Image"
                else { return false }
                // The type ends there, or is made optional (`Image?`), or a value follows: not `Image.Scale`.
                let next = colon + 2
                return next > declaration.lastToken || next >= count
                    || ["?", "!", "="].contains(tree.text(ofToken: next))
            }
    }

    /// The `body` of the view type `name` when this file declares it (once, as a struct or class).
    static func body(ofViewNamed name: String, in tree: SyntaxTree) -> SyntaxNode? {
        let types = tree.declarations(named: name).filter { declaration in
            let keyword = tree.tokens[Int(declaration.firstToken)].keyword
            return keyword == .struct || keyword == .class
        }
        guard types.count == 1 else { return nil }
        return types[0].children.first { $0.kind == .declaration && $0.name == "body" }
    }

    func fixedSize(_ value: SyntaxNode, crossFile: String?) -> [CheckFinding] {

        if let system = value.member("system", of: "Font"), let size = system.argument("size"),
            system.arguments.first?.hasLabel("size") == true
        {
            // A display size well above the largest text style (a 150 pt counter) keeps its size and
            // scales with it; a text style would shrink it to 34 pt.
            if let points = size.numberValue, points > Self.displaySizeFrom {
                return [
                    finding(
                        at: system.offset,
                        "fixed font size .system(size: \(size.text)) does not scale with Dynamic Type",
                        fix:
                            "keep the size and let it scale: declare @ScaledMetric(relativeTo: .largeTitle) private var fontSize: CGFloat = \(size.text), and use .font(.system(size: fontSize\(system.arguments.count > 1 ? ", …" : "")))",
                        dependsOn: crossFile)
                ]
            }
            let style = size.numberValue.map(Self.nearestStyle)
            var replacement = style.map { "." + $0 } ?? ".body"
            if let design = system.argument("design") {
                replacement = ".system(\(replacement), design: \(design.text))"
            }
            if let weight = system.argument("weight") { replacement += ".weight(\(weight.text))" }
            let fix =
                style != nil
                ? "use .font(\(replacement)): \(Self.describe(style!)); it scales with Dynamic Type"
                : "use a text style such as .font(\(replacement)), or scale the size with @ScaledMetric(relativeTo:)"
            return [
                finding(
                    at: system.offset,
                    "fixed font size .system(size: \(size.text)) does not scale with Dynamic Type", fix: fix,
                    dependsOn: crossFile)
            ]
        }
        if let custom = value.member("custom", of: "Font"), let fixed = custom.argument("fixedSize"),
            let name = custom.arguments.first, name.labelToken == nil
        {
            let style = fixed.numberValue.map(Self.nearestStyle) ?? "body"
            return [
                finding(
                    at: custom.offset,
                    ".custom(_:fixedSize:) keeps this font at \(fixed.text) pt at every Dynamic Type size",
                    fix:
                        "use .custom(\(name.text), size: \(fixed.text), relativeTo: .\(style)) so it scales with the text style",
                    dependsOn: crossFile)
            ]
        }
        return []
    }

    /// An `Image`, or a view whose content is images and no text (`Button { Image(systemName:) }`):
    /// its size is a glyph size, `global.scaled-metric`'s concern, not content text.
    static func showsOnlyImages(_ target: SyntaxNode) -> Bool {
        if target.isView("Image") || target.isView("AsyncImage") { return true }
        guard target.kind == .call, target.typeName.map(SwiftUIViews.all.contains) == true else { return false }
        var images = 0
        // What a button does is not what it shows: its action (`action:`, or the unlabeled closure
        // before `label:`) is skipped, so `{ isOn.toggle() }` and `{ dismiss() }` read alike; so is
        // text that is spoken or a tooltip rather than drawn.
        var skipped: Set<Int32> = []
        func skip(_ node: SyntaxNode) {
            skipped.insert(node.index)
            for inner in node.descendants() { skipped.insert(inner.index) }
        }
        for node in [target] + target.descendants() {
            if skipped.contains(node.index) { continue }
            if node.kind == .modifier, Self.unshownTextModifiers.contains(where: { node.isNamed($0) }) {
                // `.accessibilityLabel(Text("Favorite"))`, `.help(Text(…))`: spoken or a tooltip, not shown.
                for argument in node.arguments { argument.items.forEach(skip) }
                continue
            }
            if node.kind == .call {
                node.argument("action")?.items.forEach(skip)
                if node.trailingClosure("label") != nil, let action = node.trailingClosure(nil) { skip(action) }
            }
            if node.kind == .call || node.kind == .modifier {
                if node.kind == .call, node.isView("Image") || node.isView("AsyncImage") { images += 1 }
                if node.kind == .call, let name = node.typeName, !SwiftUIViews.all.contains(name) { return false }
                for name in textViews where node.kind == .call && node.isView(name) { return false }
                // A title: `Button("Save")`, `Toggle("Wi-Fi", …)`.
                if node.kind == .call, let first = node.arguments.first, first.labelToken == nil,
                    first.value?.kind == .string, !node.isView("Image")
                {
                    return false
                }
            }
            if node.kind == .reference, node.parent?.kind == .closure { return false }  // a view in a variable
        }
        return images > 0
    }

    /// Modifiers whose Text is spoken or shown as a tooltip, not drawn in the view.
    static let unshownTextModifiers: [StaticString] = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "help", "accessibilityInputLabels",
    ]

    static let textViews: [StaticString] = [
        "Text", "Label", "TextField", "SecureField", "TextEditor", "Link", "LabeledContent",
    ]

    /// A note when the modified view is defined elsewhere and might hold no text at all.
    static func crossFileNote(_ target: SyntaxNode) -> String? {
        if target.kind == .call, let name = target.typeName {
            return SwiftUIViews.all.contains(name)
                ? nil : "\(name) is defined in another file; if it shows no text (only an image), ignore this finding"
        }
        if target.kind == .reference, let name = target.name, name.first?.isLowercase == true {
            return
                "the view '\(name)' is decided elsewhere; if it shows no text (only an image), ignore this finding"
        }
        return nil
    }

    /// Text styles by their size at the default (Large) Dynamic Type setting on iOS.
    static let styles: [(name: String, size: Double)] = [
        ("caption2", 11), ("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16), ("body", 17),
        ("title3", 20), ("title2", 22), ("title", 28), ("largeTitle", 34),
    ]

    /// Above this many points a size is a display size (a big counter, a hero number), not text a
    /// style could stand for: the largest style, `.largeTitle`, is 34 pt.
    static let displaySizeFrom = 40.0

    static func nearestStyle(_ size: Double) -> String {
        styles.min { abs($0.size - size) < abs($1.size - size) }!.name
    }

    static func describe(_ style: String) -> String {
        let size = styles.first { $0.name == style }!.size
        return "\(Int(size)) pt at the default text size"
    }
}
