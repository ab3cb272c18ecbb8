/// `global.no-fixed-font-size`: `.font(.system(size: …))` and `.font(.custom(_:fixedSize:))` keep text
/// from scaling with Dynamic Type (card 004).
///
/// Left alone: text styles, `.custom(_:size:)` (which scales relative to body), `.system(.body, …)`,
/// a size from a `@ScaledMetric` property or `scaledValue(for:)`, a size in the view's own state that
/// it binds to a control (people set it on that screen), and a fixed size on an `Image` (an SF
/// Symbol's glyph size is `global.scaled-metric`'s concern).
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
            Self.isDeclaredImage(name, at: target, in: context.tree)
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

    /// Whether `reference`, named `name`, is a property its own type declares as an `Image`
    /// (`let icon: Image`, `var badge: Image?`), so the view shows an image and no text. A closure
    /// or function parameter of the same name in between (`{ icon in … }`, `func row(icon: Text)`)
    /// is another value, and so is a property of another type.
    static func isDeclaredImage(_ name: String, at reference: SyntaxNode, in tree: SyntaxTree) -> Bool {
        let count = Int32(tree.tokens.count)
        func keyword(of declaration: SyntaxNode) -> Keyword? {
            guard let nameToken = declaration.nameToken else { return nil }
            return (declaration.firstToken..<nameToken).map { tree.tokens[Int($0)].keyword }.last { $0 != .none }
        }
        var scope = reference.parent
        while let node = scope {
            if node.kind == .closure {
                // `{ icon in`, `{ (icon, index) in`, `{ (icon: Text) in`: names, commas, parentheses and
                // type annotations up to `in`; anything else (`.font`, a literal) is the body.
                var index = node.firstToken + 1
                var names: [String] = []
                while index < min(node.lastToken, node.firstToken + 24) {
                    let token = tree.tokens[Int(index)]
                    if token.keyword == .in {
                        if names.contains(name) { return false }
                        break
                    }
                    let text = tree.text(ofToken: index)
                    guard token.kind == .identifier || [",", "(", ")", ":", "?", "_"].contains(text) else { break }
                    names.append(text)
                    index += 1
                }
            }
            if node.kind == .declaration, let kind = keyword(of: node) {
                if [.struct, .class, .enum, .extension, .actor].contains(kind) { break }
                if [Keyword.func, Keyword.`init`, Keyword.subscript].contains(kind) {
                    // `func row(icon: Text)`: a parameter, up to the body.
                    var index = node.firstToken
                    while index + 1 < min(node.lastToken, count), tree.text(ofToken: index) != "{" {
                        if tree.text(ofToken: index) == name, tree.text(ofToken: index + 1) == ":" { return false }
                        index += 1
                    }
                }
            }
            scope = node.parent
        }
        guard let type = scope else { return false }
        let members = tree.declarations(named: name).filter { $0.parent == type }
        return members.count == 1
            && members.allSatisfy { declaration in
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
        // Code built only for the Mac gets the Mac's sizes: its body is 13 pt, not 17.
        let mac = Set(TextFieldTraits.platforms(of: value).keys) == [.macos]
        let styles = mac ? Self.macStyles : Self.styles
        func nearestStyle(_ size: Double) -> String {
            styles.min { abs($0.size - size) < abs($1.size - size) }!.name
        }
        if let system = value.member("system", of: "Font"), let size = system.argument("size"),
            system.arguments.first?.hasLabel("size") == true, !Self.scales(size, near: system, in: value.tree)
        {
            // A display size well above the largest text style (a 150 pt counter) keeps its size and
            // scales with it; a text style would shrink it to 34 pt.
            // The Mac has no Dynamic Type: there a fixed size is text that keeps out of the system's
            // text styles (and their hierarchy), which the card asks content text to use.
            let message =
                mac
                ? "fixed font size .system(size: \(size.text)) names a size, not one of the Mac's text styles, so the text stands outside the system's hierarchy of sizes (body, headline, caption…)"
                : "fixed font size .system(size: \(size.text)) does not scale with Dynamic Type"
            if let points = size.numberValue, points > (mac ? Self.macDisplaySizeFrom : Self.displaySizeFrom) {
                // The Mac has no Dynamic Type: @ScaledMetric would return the size as written (rw19).
                if mac {
                    return [
                        finding(
                            at: system.offset, message,
                            fix:
                                "use .font(.largeTitle), the Mac's largest text style (26 pt), for text people read; the Mac does not scale text, so @ScaledMetric would return this size as written, and a display size that must stay (a big counter) is the one place a fixed size belongs",
                            dependsOn: crossFile)
                    ]
                }
                return [
                    finding(
                        at: system.offset,
                        message,
                        fix:
                            "keep the size and let it scale: declare @ScaledMetric(relativeTo: .largeTitle) private var \(Self.metricName(size.text)): CGFloat = \(size.text), and use .font(.system(size: \(Self.metricName(size.text))\(system.arguments.count > 1 ? ", …" : "")))",
                        dependsOn: crossFile)
                ]
            }
            let style = size.numberValue.map(nearestStyle)
            var replacement = style.map { "." + $0 } ?? ".body"
            if let design = system.argument("design") {
                replacement = ".system(\(replacement), design: \(design.text))"
            }
            if let weight = system.argument("weight") { replacement += ".weight(\(weight.text))" }
            let fix =
                style != nil
                ? "use .font(\(replacement)): \(Self.describe(style!, mac: mac))"
                : "use a text style such as .font(\(replacement)), or scale the size with @ScaledMetric(relativeTo:)"
            return [
                finding(
                    at: system.offset,
                    message, fix: fix,
                    dependsOn: crossFile)
            ]
        }
        if let custom = value.member("custom", of: "Font"), let fixed = custom.argument("fixedSize"),
            let name = custom.arguments.first, name.labelToken == nil
        {
            let style = fixed.numberValue.map(nearestStyle) ?? "body"
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

    /// Whether a size scales after all: it reads a property the view's own type (or the file, outside
    /// any type) declares `@ScaledMetric` (Apple's way to scale a size of your own, which this rule's
    /// own fix for display sizes writes), or scales a number with `UIFontMetrics`'
    /// `scaledValue(for:)`. `metrics.size` is another value's `size`, and a `size` of another type is
    /// not this view's.
    static func scales(_ size: SyntaxArgument, near node: SyntaxNode, in tree: SyntaxTree) -> Bool {
        guard size.firstToken <= size.lastToken else { return false }
        let type = node.enclosingType
        for index in size.firstToken...size.lastToken where tree.tokens[Int(index)].kind == .identifier {
            let name = tree.text(ofToken: index)
            if name == "scaledValue" { return true }
            // A member of another value (`metrics.size`), not of `self`.
            if index > size.firstToken, tree.text(ofToken: index - 1) == ".",
                !(index - 1 > size.firstToken && tree.token(index - 2, is: "self"))
            {
                continue
            }
            let scaled = tree.declarations(named: name, near: node).contains { declaration in
                (declaration.enclosingType == nil || declaration.enclosingType == type)
                    && (isScaledMetric(declaration, in: tree)
                        || (declaration.enclosingType == type && isChosenAtRunTime(declaration, in: tree)))
            }
            if scaled { return true }
        }
        return false
    }

    /// Whether `@ScaledMetric` (with or without arguments) comes before the declaration's `var`,
    /// among its attributes and modifiers: the tokens back to the previous declaration or brace.
    static func isScaledMetric(_ declaration: SyntaxNode, in tree: SyntaxTree) -> Bool {
        declaration.hasAttribute { $0 == "ScaledMetric" }
    }

    /// Whether people set the size on this screen (a DPI preview beside its slider), so the size is
    /// the content: a `@State`, `@SceneStorage` or `@AppStorage` the view binds to a control
    /// (`Slider(value: $dpi)`). A state nothing here binds, a stored preference set elsewhere (a
    /// reader's 17 pt body ignores Dynamic Type all the same) and a `@Binding` are fixed sizes by
    /// another name (the diff review).
    static func isChosenAtRunTime(_ declaration: SyntaxNode, in tree: SyntaxTree) -> Bool {
        guard declaration.hasAttribute(named: { ["State", "SceneStorage", "AppStorage"].contains($0) }),
            let name = declaration.name, let type = declaration.enclosingType, type.firstToken <= type.lastToken
        else { return false }
        let bound = "$" + name
        return (type.firstToken...type.lastToken).contains { tree.text(ofToken: $0) == bound }
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

    /// The property a display size's fix declares, named after the size so two in one view differ:
    /// `displaySize150`, `displaySize72_5`.
    static func metricName(_ size: String) -> String {
        "displaySize" + size.map { $0 == "." ? "_" : $0 }.filter { $0.isNumber || $0 == "_" }
    }

    /// Above this many points a size is a display size (a big counter, a hero number), not text a
    /// style could stand for: the largest style, `.largeTitle`, is 34 pt.
    static let displaySizeFrom = 40.0
    /// The same on the Mac, whose largest style, `.largeTitle`, is 26 pt.
    static let macDisplaySizeFrom = 30.0

    /// Text styles by their size on the Mac, which has no Large setting to start from (AppKit's
    /// preferred fonts: body and headline 13 pt, footnote and the captions 10).
    static let macStyles: [(name: String, size: Double)] = [
        ("caption", 10), ("subheadline", 11), ("callout", 12), ("body", 13), ("title3", 15), ("title2", 17),
        ("title", 22), ("largeTitle", 26),
    ]

    static func describe(_ style: String, mac: Bool) -> String {
        let size = (mac ? macStyles : styles).first { $0.name == style }!.size
        return mac
            ? "the Mac's \(Int(size)) pt text style"
            : "\(Int(size)) pt at the default text size; it scales with Dynamic Type"
    }
}
