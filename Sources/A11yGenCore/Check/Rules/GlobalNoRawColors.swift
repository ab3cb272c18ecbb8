/// `global.no-raw-colors`: a hard-coded color on text or control chrome, which does not adapt to
/// dark mode or Increase Contrast and often fails contrast (card 004, Semantic Color Dont).
///
/// Raw: `Color.black`/`Color.white` and `.black`/`.white`, `Color(white:)`, `Color(red:green:blue:)`,
/// `Color(.sRGB, …)`, `Color(hue:…)`, `#colorLiteral(…)`, `UIColor`/`NSColor` built from components
/// or their `.black`/`.white`, and `Color(hex:)` (an extension, reported with a note), also with
/// `.opacity(…)`. Reported where the color is given to `.foregroundStyle`, `.foregroundColor`,
/// `.background`, `.backgroundStyle`, `.border`, `.tint`, `.accentColor` or `.listRowBackground`
/// (also inside a gradient or a closure there), or to `.fill`/`.stroke`/`.strokeBorder` (or
/// `.foregroundStyle`, which fills a shape too) of a shape drawn in a `.background`/`.overlay` (a
/// control's surface or outline), or first in a `ZStack` under a text field (its surface).
///
/// Left alone: semantic and system colors (`.primary`, `.secondary`, `.accentColor`, `.tint`,
/// `Color(.label)`, `Color(.systemBackground)`, `Color("Asset")`, design-token names). SwiftUI's named
/// system colors (`.red`, `.blue`, `.gray`, …) are left alone too: the card lists "SwiftUI system
/// colors" as semantic, and these adapt to light/dark mode and Increase Contrast; only black and
/// white are fixed. Also left alone: colors defined in a declaration (a design token's definition),
/// shadows, a full-screen scrim (`Color.black.opacity(0.4).ignoresSafeArea()`) or one laid over content
/// (a translucent black or white shape in an `.overlay`), a ring or backdrop drawn on an `Image` (a
/// picture's frame, not a control), a color made invisible
/// (`Color.black.opacity(0.001)`, which only widens a hit area), a view hidden with `.hidden()` (a
/// layout twin, never drawn), shapes drawn outside a background/overlay (illustrations), and anything
/// under a condition a11y-gen cannot evaluate.
///
/// Black and white picked by hand per color scheme (`scheme == .dark ? .white : .black`) are still
/// raw (the card's Dont names the colors, and neither adapts to Increase Contrast): reported once for
/// the pair, with a message that says so rather than "does not adapt to dark mode".
///
/// The fix follows what the color is paired with: text on a fixed fill (its own `.background`, a
/// prominent button, a `ZStack`'s page, a stack's `.background` around it) changes with that fill, and
/// a stack's fixed background with the raw text inside it; a border or outline keeps 3:1 (`.secondary`)
/// rather than taking a background color that would erase it.
public struct GlobalNoRawColors: CheckRule {
    public let id = RuleID.noRawColors
    public let help =
        "Use a semantic color: .primary/.secondary for text, Color(.systemBackground)/.background for surfaces, .tint, an asset-catalog color with light and dark variants, or a design-system token."

    public init() {}

    /// The opacity at or below which a color draws nothing anyone sees (1%: `.opacity(0.001)` is the
    /// common way to make a clear view take taps).
    static let invisibleOpacity = 0.01

    /// Modifiers whose color is text or a control's surface.
    static let chromeModifiers: [StaticString] = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "border", "tint", "accentColor",
        "listRowBackground",
    ]
    static let shapeModifiers: [StaticString] = ["fill", "stroke", "strokeBorder"]

    public var trigger: CheckTrigger { .named(["black", "white", "#colorLiteral", "Color", "UIColor", "NSColor"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard let raw = Self.rawColor(node),
            Platform.allCases.contains(where: { node.condition.holds(on: $0) == true })
        else { return [] }
        // A scrim behind a modal, not a control: `Color.black.opacity(0.4).ignoresSafeArea()`. An opaque
        // color stretched under the safe areas is a page (`.background(Color.white.ignoresSafeArea())`,
        // white under adaptive text in dark mode, rw20 #15), judged as any background is.
        if node.modifiers.contains(where: { $0.isNamed("ignoresSafeArea") || $0.isNamed("edgesIgnoringSafeArea") }),
            node.modifiers.contains(where: { $0.isNamed("opacity") }) || node.argument("opacity") != nil
        {
            return []
        }
        // An invisible color (`Color.black.opacity(0.001)`, `Color(white: 0, opacity: 0)`): a hit
        // area widened, nothing drawn.
        let opacities = [
            node.modifiers.last(where: { $0.isNamed("opacity") })?.arguments.first, node.argument("opacity"),
        ]
        if opacities.contains(where: { argument in
            guard let argument else { return false }
            if argument.text == ".zero" { return true }
            return argument.numberValue.map { $0 <= Self.invisibleOpacity } ?? false
        }) {
            return []
        }
        guard let use = Self.use(of: node), !Self.isOnHiddenView(node) else { return [] }
        let crossFile =
            raw.hasPrefix("Color(hex:")
            ? "Color(hex:) is an extension defined elsewhere; if it returns an adaptive color, ignore this finding"
            : nil
        if let isFirstOfPair = Self.colorSchemeChoice(node) ?? (Self.chosenByScheme(property: node) ? true : nil) {
            // `scheme == .dark ? .white : .black`: one finding for the pair, on its first raw color;
            // a property used only as one side of such choices is reported where it is declared.
            guard isFirstOfPair else { return [] }
            // A hue (an error's red, a success's green) keeps its meaning as an asset color with
            // variants; .primary would drop it (rw20 #4).
            let gray = ["black", "white", "gray", "Gray", "Color(white:"].contains { raw.contains($0) }
            return [
                finding(
                    at: node.offset,
                    "\(raw) is a fixed color \(use), picked by hand for light or dark mode; it still does not adapt to Increase Contrast, and each color may fail contrast on the other backgrounds it meets",
                    fix: !use.hasPrefix("for text")
                        ? Self.fix(for: raw, use: use)
                        : gray
                            ? "use .primary (black in light mode and white in dark, adjusted for Increase Contrast) or .secondary, or an asset/design-token color with light, dark and high-contrast variants"
                            : "keep the hue and let it adapt: an asset or design-token color with light, dark and high-contrast variants, each checked at 4.5:1 as text (the system's own, such as Color(.systemRed), adapts but is lighter than many brand hues); not .primary, which drops the color's meaning",
                    dependsOn: crossFile)
            ]
        }
        return [
            finding(
                at: node.offset,
                "\(raw) is a fixed color \(use); it does not adapt to dark mode or Increase Contrast",
                fix: Self.fill(behind: node, use: use).map(Self.fixOnAFill)
                    ?? Self.text(over: node, use: use).map(Self.fixUnderText) ?? Self.fix(for: raw, use: use),
                dependsOn: crossFile)
        ]
    }

    /// Whether the color is drawn on a view hidden with `.hidden()` (or inside one): such a view
    /// only holds its place in the layout (a twin that balances a bar), is never drawn, and VoiceOver
    /// skips it.
    static func isOnHiddenView(_ color: SyntaxNode) -> Bool {
        var current = color.parent
        while let node = current {
            if node.kind != .modifier, node.modifiers.contains(where: { $0.isNamed("hidden") }) { return true }
            current = node.parent
        }
        return false
    }

    /// A color that is one branch of a choice by color scheme, in the argument that holds it
    /// (`colorScheme == .dark ? .white : .black`, also through a property declared with
    /// `@Environment(\.colorScheme)` under another name): whether it is the choice's first raw color;
    /// nil when the color is not chosen by color scheme.
    static func colorSchemeChoice(_ color: SyntaxNode) -> Bool? {
        guard let (modifier, _) = chain(holding: color),
            let argument = modifier.arguments.first(where: {
                $0.firstToken <= color.firstToken && color.lastToken <= $0.lastToken
            })
        else { return nil }
        let tree = color.tree
        // The ternary's `?`: an operator with a space before it, before the color.
        guard
            let question = (argument.firstToken..<color.firstToken).first(where: { index in
                let token = tree.tokens[Int(index)]
                return token.kind == .op && token.flags.contains(.spaceBefore) && tree.token(index, is: "?")
            })
        else { return nil }
        let names = ErrorQueries.names(in: tree, from: argument.firstToken, through: question - 1)
        guard names.contains("colorScheme") || !names.isDisjoint(with: colorSchemeProperties(tree)) else {
            return nil
        }
        // Another raw color between the `?` and this one was reported for the pair; a system color
        // there (`Color(.systemRed)`) was not (rw20 #4: the raw side went unreported).
        let earlier = modifier.descendants().contains { other in
            other.firstToken > question && other.lastToken < color.firstToken && rawColor(other) != nil
        }
        return !earlier
    }

    /// Whether `color` is the value of a property (`private var darkRed = Color(red: …)`) whose every
    /// use in its type is one side of a choice by color scheme (`scheme == .dark ? Color(.systemRed) :
    /// darkRed`): picked by hand for one appearance, not left fixed in both (rw20 #4).
    static func chosenByScheme(property color: SyntaxNode) -> Bool {
        var current = color.parent
        while let next = current, next.kind != .declaration {
            guard [.call, .group, .closure, .block].contains(next.kind) || next.kind == .modifier else { return false }
            current = next.parent
        }
        guard let declaration = current, let name = declaration.name, !declaration.isTypeDeclaration,
            let typeName = declaration.enclosingType?.name
        else { return false }
        let uses = (FieldNaming.namedNodes(of: typeName, in: declaration.tree)[name] ?? []).filter {
            $0 != declaration && [.reference, .member].contains($0.kind)
                && !(declaration.firstToken <= $0.firstToken && $0.lastToken <= declaration.lastToken)
        }
        return !uses.isEmpty && uses.allSatisfy { colorSchemeChoice($0) != nil }
    }

    /// Names of the properties the file declares with `@Environment(\.colorScheme)`.
    static func colorSchemeProperties(_ tree: SyntaxTree) -> Set<String> {
        tree.memoized("raw-colors.color-scheme-properties") {
            var names: Set<String> = []
            let count = Int32(tree.tokens.count)
            var index: Int32 = 0
            while index < count {
                defer { index += 1 }
                guard tree.token(index, is: "colorScheme"), index >= 2, tree.tokens[Int(index - 1)].kind == .period
                else { continue }
                // `@Environment(\.colorScheme) private var scheme`: the name after the next `var`.
                var next = index + 1
                while next < min(count, index + 8), !tree.token(next, is: "var") { next += 1 }
                if next + 1 < count, tree.token(next, is: "var"), tree.tokens[Int(next + 1)].kind == .identifier {
                    names.insert(tree.text(ofToken: next + 1))
                }
            }
            return names
        }
    }

    /// The modifier whose argument holds `color` (through a gradient, a closure or a ternary), and
    /// the view whose chain it is in.
    static func chain(holding color: SyntaxNode) -> (modifier: SyntaxNode, view: SyntaxNode)? {
        var current = color
        while let parent = current.parent, parent.kind != .modifier || parent.modifiedNode == current {
            current = parent
        }
        guard let modifier = current.parent, let view = modifier.modifiedNode else { return nil }
        return (modifier, view)
    }

    /// The fill the same view draws behind text colored `color` (`Button(…).foregroundStyle(.white)
    /// .background(Color.blue)`, or a `.borderedProminent` button): the text and its fill are one
    /// pair, and `.primary` alone would put dark text on the fill in light mode.
    static func fill(behind color: SyntaxNode, use: String) -> String? {
        guard let (modifier, view) = chain(holding: color) else { return nil }
        // A button's tint is the color of its label's text in the default and plain styles: on a fill
        // (`.tint(.white)` on a row with `.listRowBackground(Color(.systemBlue))`) it is the text's half
        // of the pair, and removing it would draw accent-colored text on the accent-colored row.
        // So is a spinner's tint: `ProgressView().tint(.white)` in a button's label on its fill is drawn
        // as the label's text is, and the accent would draw it blue on blue (rw20 #2).
        guard
            use.hasPrefix("for text")
                || (use.hasPrefix("as the tint") && (view.isView("Button") || view.isView("ProgressView")))
        else { return nil }
        for other in view.modifiers where other != modifier {
            if isProminent(other) { return ".borderedProminent" }
            if isFill(other) { return ".\(other.name!)" }
        }
        if view.isView("Button"), isMacDefaultButton(view) { return defaultButton }
        // A button colored as a whole whose label draws the fill (`Button { … } label: { Text(title)
        // .background(isOn ? Capsule().fill(.green) : …) }.foregroundStyle(isOn ? .white : .primary)`,
        // a hand-built segment, rw23 #1): the white is the fill's pair.
        if view.isView("Button") || view.isView("Link") || view.isView("Menu"), let inside = labelFill(of: view) {
            return inside
        }
        // Inside the label of a prominent button (`Button { … } label: { Text("Go").foregroundStyle(.white) }
        // .buttonStyle(.borderedProminent)`), or of a button that draws its own fill (`.background(Color.blue)`
        // on the Button, or on a stack of its label), through the stacks and conditions that lay the
        // label out (rw23 #1: `if loading { ProgressView().tint(.white) }` in an `HStack` with the fill).
        var node = view.parent
        var stackFill: SyntaxNode?
        while let step = node,
            step.kind == .closure || step.kind == .block || step.kind == .ifStatement
                || (step.kind == .call && (step.isView("HStack") || step.isView("VStack") || step.isView("Label")))
        {
            if step.kind == .call, stackFill == nil { stackFill = step.modifiers.first(where: isFill) }
            node = step.parent
        }
        var labelStackFill: String?
        if let control = node, control.kind == .call,
            control.isView("Button") || control.isView("Menu") || control.isView("Link")
        {
            if control.modifiers.contains(where: isProminent) { return ".borderedProminent" }
            if let fill = control.modifiers.first(where: isFill) { return ".\(fill.name!)" }
            if control.isView("Button"), isMacDefaultButton(control) { return defaultButton }
            labelStackFill = stackFill.map { ".\($0.name!)" }
        }
        // A picture behind is the text's backdrop only for text (a button's tint is its label's color
        // on the button's own surface, the diff review).
        let page = page(behind: view)
        // A stack of the label that draws the fill, when `page` does not name it more closely (a fill
        // chosen on a condition, `canSubmit ? Color("Green") : Color.gray.opacity(0.3)`).
        return rowFill(around: view) ?? (page == photo && !use.hasPrefix("for text") ? nil : page) ?? labelStackFill
    }

    /// The fill a control's label draws (a `.background` fill on a view of its `label:` closure, or of a
    /// stack there), found down to the views a label lays out; nil when it draws none.
    static func labelFill(of control: SyntaxNode) -> String? {
        guard let label = control.trailingClosures.first(where: { $0.label == "label" })?.closure else { return nil }
        var views = Array(label.children)
        var depth = 0
        while !views.isEmpty, depth < 3 {
            var next: [SyntaxNode] = []
            for view in views {
                if view.kind == .call, let fill = view.modifiers.first(where: isFill) { return ".\(fill.name!)" }
                if view.kind == .call, view.isView("HStack") || view.isView("VStack") || view.isView("ZStack") {
                    next += view.trailingClosures.first.map { Array($0.closure.children) } ?? []
                } else if view.kind == .ifStatement || view.kind == .block {
                    next += Array(view.children)
                }
            }
            views = next
            depth += 1
        }
        return nil
    }

    /// The `.listRowBackground` the row around `view` is given (on the row, or on a `Section` or
    /// `ForEach` whose rows it colors), up to the `List` or `Form`.
    static func rowFill(around view: SyntaxNode) -> String? {
        var node = view.parent
        while let step = node {
            if step.kind == .call {
                if step.isView("List") || step.isView("Form") { return nil }
                if step.modifiers.contains(where: { $0.isNamed("listRowBackground") && isFill($0) }) {
                    return ".listRowBackground"
                }
            }
            node = step.parent
        }
        return nil
    }

    /// The fixed color of the page a view is laid on: the raw color a `ZStack` around it draws first
    /// and stretches under the safe areas (`ZStack { Color(red: 0.12, …).ignoresSafeArea(); VStack { … } }`),
    /// through the stacks between them, as `page:` and how the color is written. Text there is judged
    /// against that color in both appearances, so `.primary` alone would lose contrast in one of them.
    /// Not a page: a stack between them that draws its own fill (a card on a dimmed backdrop), a first
    /// view that does not fill the screen (a dot), or one that is translucent (a scrim).
    static func page(behind view: SyntaxNode) -> String? {
        var inner = view
        var node = view.parent
        while let step = node {
            if step.kind == .call, step.isView("ZStack"), let content = step.trailingClosures.first?.closure,
                let first = content.children.first, first != inner
            {
                let fillsScreen = first.modifiers.contains {
                    $0.isNamed("ignoresSafeArea") || $0.isNamed("edgesIgnoringSafeArea")
                }
                if fillsScreen {
                    // A raw color drawn translucent is a scrim, not a page.
                    if !first.text.contains("opacity"), let raw = rawColor(first) { return "page:" + raw }
                    // An asset or system color (`Color("Background")`, `Color.indigo`): the text is on
                    // it all the same, and `.primary` alone is chosen against the app's surface, not it.
                    if let own = ownFill(first) { return "own-page:" + own }
                }
                // A picture stretched behind everything (`Image("background").resizable().scaledToFill()`).
                if first.isView("Image") || first.isView("AsyncImage"),
                    fillsScreen
                        || first.modifiers.contains(where: {
                            $0.isNamed("scaledToFill") || ($0.isNamed("aspectRatio") && $0.text.contains(".fill"))
                        })
                {
                    return photo
                }
            }
            let isStack = step.kind == .call && stacks.contains { step.isView($0) }
            // A plain button's label is drawn on what is around the button, which draws no fill of its
            // own (rw20 #3: a dismiss icon on a banner's red); a styled one draws its own.
            let isPlainControl =
                step.kind == .call && (step.isView("Button") || step.isView("Link") || step.isView("Menu"))
                && !step.modifiers.contains(where: { $0.isNamed("buttonStyle") || isFill($0) })
            // An `if` only chooses what is drawn there (`if isLoading { ProgressView() } else { Text(…) }`).
            let isBranch = step.kind == .block || step.kind == .ifStatement
            guard step.kind == .closure || isStack || isPlainControl || isBranch else { return nil }
            // A stack around the text that draws its own fill (`ZStack { … }.background(Color(hex: "#F8F8F8")
            // .ignoresSafeArea())`, a card): the text is on that fill; a raw one changes with the text.
            if isStack, let fill = step.modifiers.first(where: isFill) {
                guard let value = fill.arguments.first?.value else { return nil }
                return rawColor(value).map { "stack:" + $0 } ?? ownFill(value).map { "own-stack:" + $0 }
            }
            inner = step
            node = step.parent
        }
        return nil
    }

    /// The views that only lay their content out, through which text sits on a fill drawn around them.
    static let stacks: [StaticString] = [
        "VStack", "HStack", "ZStack", "Group", "ScrollView", "LazyVStack", "LazyHStack",
    ]

    /// How a fill that is a color of the app's or the system's own is written (`Color("Background")`,
    /// `Color.blue`, `.indigo`, `.tint`), or nil for a surface color that text in `.primary` is made
    /// for (`Color(.systemBackground)`, `.background`), a material, or anything that is not a color.
    static func ownFill(_ value: SyntaxNode) -> String? {
        let text = value.text
        // Nearly opaque (`Color("Brand").opacity(0.95)`, rev45) is still the fill; a wash is not.
        guard Self.opacity(of: value) >= 0.5 else { return nil }
        // Only an accent: an asset color by name, a hue (`Color.blue`, `.indigo`, `Color(.systemTeal)`),
        // the tint. The system's surfaces and fills (`systemBackground`, `systemGray6`, `.quaternary`,
        // `.bar`, `.fill`) are made for `.primary` text, which is then the fix (rev45).
        if text.hasPrefix("Color(\"") || text.hasPrefix("Color(named:") {
            var depth = 0
            for index in text.indices {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" {
                    depth -= 1
                    if depth == 0 { return String(text[...index]) }
                }
            }
            return nil
        }
        // A gradient of hues or asset colors (`LinearGradient(colors: [.pink, .blue], …)`, rw19): an
        // accent fill all the same, whose colors stay as they are in every appearance.
        if let gradient = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"].first(where: {
            text.hasPrefix($0 + "(") || text.hasPrefix("." + $0.prefix(1).lowercased() + $0.dropFirst() + "(")
        }) {
            let colored =
                text.contains("Color(\"")
                || Self.hues.contains { text.contains(".\($0)") || text.contains("Color.\($0)") }
            return colored ? "gradient (\(gradient))" : nil
        }
        let name: Substring
        if text.hasPrefix("Color.") {
            name = text.dropFirst(6).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        } else if text.hasPrefix("Color(.system") || text.hasPrefix("Color(uiColor: .system")
            || text.hasPrefix("Color(nsColor: .system")
        {
            guard let start = text.firstRange(ofASCII: ".system")?.upperBound else { return nil }
            let hue = text[start...].prefix { $0.isLetter }
            guard Self.hues.contains(hue.lowercased()) else { return nil }
            return String(text.prefix { $0 != ")" }) + ")"
        } else if value.kind == .member, let member = value.name {
            name = Substring(member)
        } else {
            return nil
        }
        guard Self.hues.contains(name.lowercased()) || name == "tint" || name == "accentColor" else { return nil }
        return text.hasPrefix("Color.") ? "Color." + name : "." + name
    }

    /// The opacity a color view is drawn at: its last `.opacity(x)` as a number, 1 without one, and 0
    /// for one that cannot be read (`.opacity(fade)`), which no rule then takes as opaque.
    static func opacity(of view: SyntaxNode) -> Double {
        guard let modifier = view.modifiers.last(where: { $0.isNamed("opacity") }) else {
            return view.text.contains("opacity") ? 0 : 1
        }
        return modifier.arguments.first?.numberValue ?? 0
    }

    /// The system's hues: accents, not surfaces.
    static let hues: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    ]

    /// A color the view fills behind its own content: `.background`, `.backgroundStyle`, or the
    /// `.listRowBackground` of the row it is, given a color (`Color.blue`, `.accentColor`, a shape
    /// filled with one), not a material, an outline or a `GeometryReader`.
    static func isFill(_ modifier: SyntaxNode) -> Bool {
        guard
            modifier.isNamed("background") || modifier.isNamed("backgroundStyle")
                || modifier.isNamed("listRowBackground")
        else { return false }
        let text = modifier.text
        if text.contains(".fill(") { return true }
        return !["Material", "GeometryReader", "stroke", "strokeBorder", "border", ".clear"].contains {
            text.contains($0)
        }
    }

    /// `.buttonStyle(.borderedProminent)`: the style draws the label's color on its tinted fill.
    static func isProminent(_ modifier: SyntaxNode) -> Bool {
        modifier.isNamed("buttonStyle") && modifier.arguments.first?.text == ".borderedProminent"
    }

    /// The fill a Mac default button draws: `.keyboardShortcut(.defaultAction)` on a Button of the
    /// default style, in code the Mac compiles.
    static let defaultButton = ".keyboardShortcut(.defaultAction)"

    /// A Button the Mac draws as the window's default button, in the accent color with its label in
    /// the system's color for it: `.keyboardShortcut(.defaultAction)`, no style of its own and no fill
    /// of its own, in code compiled for the Mac (on iOS the shortcut draws nothing).
    static func isMacDefaultButton(_ button: SyntaxNode) -> Bool {
        button.modifiers.contains { $0.isNamed("keyboardShortcut") && $0.arguments.first?.text == ".defaultAction" }
            && !button.modifiers.contains { $0.isNamed("buttonStyle") || isFill($0) }
            && TextFieldTraits.platforms(of: button)[.macos] != nil
    }

    /// What `page(behind:)` gives for a picture laid behind the text.
    static let photo = "photo"

    static func fixOnAFill(_ fill: String) -> String {
        if fill == photo {
            return
                "the text is laid over a picture (the ZStack's first view), which no semantic color is chosen against: .primary would turn dark on it in light mode. Keep the text light, draw a dark scrim between them in every appearance (a gradient or Color.black.opacity(0.5) behind the text), check the contrast on the picture's lightest part, and name the pair as a design token"
        }
        if fill.hasPrefix("stack:") {
            let color = fill.dropFirst(6)
            return
                "change the text and the \(color) background of the stack around it together: a design-token pair with light and dark variants, or semantic colors for both (Color(.systemBackground) with .primary); .primary alone changes with the appearance while the background stays \(color), so one of the two loses its contrast"
        }
        if fill.hasPrefix("own-page:") || fill.hasPrefix("own-stack:") {
            let page = fill.hasPrefix("own-page:")
            let color = fill.dropFirst(page ? 9 : 10)
            let place =
                page
                ? "the \(color) page behind it (the ZStack's first view)"
                : "the \(color) background of the stack around it"
            return
                "give the text a color chosen for \(place), as a pair: a design-token or asset color with light, dark and high-contrast variants, each checked against \(color) in the same appearance; .primary is chosen for the app's surface, not for this fill, and may lose its contrast on it"
        }
        if fill.hasPrefix("page:") {
            let page = fill.dropFirst(5)
            return
                "change the text and the \(page) page behind it (the ZStack's first view) together: a design-token pair with light and dark variants, or semantic colors for both (Color(.systemBackground) with .primary); .primary alone changes with the appearance while the page stays \(page), so one of the two loses its contrast"
        }
        if fill == defaultButton {
            return
                "remove it: on the Mac, .keyboardShortcut(.defaultAction) makes this the default button, which draws its label in the system's color for its accent fill, and in the ordinary label color when the window is inactive and the fill goes; a fixed color keeps one of the two unreadable (on iOS, without it the label takes the tint)"
        }
        if fill == ".borderedProminent" {
            return
                "remove it: .borderedProminent draws its label in the system's color for a prominent button, which adapts to dark mode and Increase Contrast; set the fill with .tint"
        }
        return
            "change the text and the \(fill) fill together: a design-token pair with light and dark variants, or for a button .buttonStyle(.borderedProminent) with .tint; .primary alone would put dark text on the fill in light mode"
    }

    /// The raw text color the same view draws over a fill colored `color` (`.background(Color.black)
    /// .foregroundStyle(.white)`, a filled button style): the fill and its text are one pair, and a
    /// surface color alone would put the text on the page's own color.
    static func text(over color: SyntaxNode, use: String) -> String? {
        guard use.hasPrefix("for a background"), let (modifier, view) = chain(holding: color) else { return nil }
        for other in view.modifiers where other != modifier {
            if let raw = rawTextColor(other) { return raw }
        }
        // A stack's background under the text of its content (a page or a card painted one fixed color,
        // its texts black): a surface color alone would turn the page dark under black text.
        // A button's own fill under its label's text (`Button { … } label: { Text("Go").foregroundColor(.white) }
        // .background(Color.blue)`): the button's pair, as a fill on the Text's own chain is.
        let isButton = view.kind == .call && view.isView("Button")
        guard view.kind == .call, isButton || stacks.contains(where: { view.isView($0) }) else { return nil }
        for closure in view.trailingClosures {
            for node in closure.closure.descendants() where node.kind == .modifier {
                // Text on a fill of its own inside (a button, a badge on the page) goes with that fill.
                if onAnotherFill(node, inside: view) { continue }
                if let raw = rawTextColor(node) { return isButton ? raw : "stack:" + raw }
            }
        }
        return nil
    }

    /// Whether a modifier's view, or a view between it and `outer`, draws a fill of its own.
    static func onAnotherFill(_ modifier: SyntaxNode, inside outer: SyntaxNode) -> Bool {
        var current = modifier.modifiedNode
        while let node = current, node != outer {
            if node.kind == .call, node.modifiers.contains(where: isFill) { return true }
            current = node.parent
        }
        return false
    }

    /// The raw color a `.foregroundStyle`/`.foregroundColor` modifier gives text, or nil.
    static func rawTextColor(_ modifier: SyntaxNode) -> String? {
        guard modifier.isNamed("foregroundStyle") || modifier.isNamed("foregroundColor"),
            let value = modifier.arguments.first?.value
        else { return nil }
        return rawColor(value)
    }

    static func fixUnderText(_ text: String) -> String {
        if text.hasPrefix("stack:") {
            let color = text.dropFirst(6)
            return
                "change the background and the \(color) text inside it together: a design-token pair with light and dark variants, or semantic colors for both (Color(.systemBackground) with .primary); a surface color alone would change with the appearance while the \(color) text stays, so one of the two loses its contrast"
        }
        return
            "change the fill and its \(text) text together: a design-token pair with light and dark variants, or for a button .buttonStyle(.borderedProminent) with .tint; a surface color such as Color(.systemBackground) alone would put the text on the page's own color"
    }

    static func fix(for raw: String, use: String) -> String {
        let uses = use.split(separator: usesJoiner).map(String.init)
        if uses.count > 1 {
            // One color for several jobs: each needs a color of its own kind (a border's 3:1 gray would
            // gray a fill behind text; a surface color would erase the border).
            let each = uses.map { use -> String in
                if use.hasPrefix("for text") { return "\(use): .primary or .secondary" }
                if use.hasPrefix("for a border") || use.hasPrefix("for a control's outline") {
                    return "\(use): a color that keeps 3:1 against the background, such as .secondary"
                }
                if use.hasPrefix("as the tint") { return "\(use): the app's accent color" }
                return "\(use): a surface color such as Color(.systemBackground) or Color(.secondarySystemBackground)"
            }
            return "give each use its own color that adapts (" + each.joined(separator: "; ")
                + "), or asset/design-token colors with light and dark variants"
        }
        if use.hasPrefix("for text") {
            return "use .primary or .secondary, or an asset/design-token color with light and dark variants"
        }
        if use.hasPrefix("for a border") || use.hasPrefix("for a control's outline") {
            // An outline is the field's boundary (3:1): a background color would erase it.
            return
                "use a color that keeps 3:1 against the background in both appearances, such as .secondary in place of this color, or an asset/design-token border color with light and dark variants; not a background color such as Color(.systemBackground), which would make the outline disappear"
        }
        if use.hasPrefix("as the tint") {
            // A tint is an accent: a surface color would draw a switch or a slider white on white.
            return
                "remove it to use the app's accent color, or use an asset/design-token accent color with light and dark variants (an accent, not a surface color such as Color(.systemBackground))"
        }
        return
            "use a semantic color (Color(.systemBackground), Color(.secondarySystemBackground), .tint) or an asset/design-token color with light and dark variants"
    }

    /// UIKit's and AppKit's fixed colors: black, white and the grays of one fixed white value
    /// (`.darkGray` is white 1/3 in every appearance, unlike `.systemGray` or `.secondaryLabel`: rw19).
    /// SwiftUI's own `Color.gray` is left alone.
    static func isFixedKitColor(_ member: SyntaxNode) -> Bool {
        ["black", "white", "darkGray", "lightGray", "gray"].contains { member.isNamed($0) }
    }

    /// How the color is written, when `node` is a raw color expression; nil otherwise.
    static func rawColor(_ node: SyntaxNode) -> String? {
        switch node.kind {
        case .member:
            // `.black` / `.white` as a whole argument (or `.white.opacity(0.8)`).
            if node.isNamed("black") || node.isNamed("white") { return "." + node.name! }
        case .call:
            if node.isImplicitMember {
                if node.isNamed("black") || node.isNamed("white") { return "." + node.name! }
                return nil
            }
            if node.isNamed("#colorLiteral") { return "#colorLiteral(…)" }
            if node.isView("Color") || node.isNamed("UIColor") || node.isNamed("NSColor") {
                let name = node.name!
                guard node.qualifier == nil || node.qualifier == "SwiftUI" else { return nil }
                if node.argument("white") != nil { return "\(name)(white:)" }
                if node.argument("red") != nil { return "\(name)(red:green:blue:)" }
                if node.argument("hue") != nil { return "\(name)(hue:saturation:brightness:)" }
                if name == "Color", node.argument("hex") != nil { return "Color(hex:)" }
                if let first = node.arguments.first, first.labelToken == nil, let value = first.value {
                    if value.isNamed("#colorLiteral") { return "\(name)(#colorLiteral(…))" }
                    // `Color(.black)`, `Color(UIColor.white)`: the UIKit/AppKit constants.
                    if let inner = rawColor(value) { return "\(name)(\(inner))" }
                    if value.kind == .reference, value.isNamed("UIColor") || value.isNamed("NSColor"),
                        let member = value.modifiers.first, Self.isFixedKitColor(member)
                    {
                        return "\(name)(\(value.name!).\(member.name!))"
                    }
                }
                if let uiColor = node.argument("uiColor") ?? node.argument("nsColor"), let value = uiColor.value {
                    if let inner = rawColor(value) { return "\(name)(\(uiColor.label!): \(inner))" }
                    if value.kind == .member || (value.kind == .call && value.isImplicitMember),
                        Self.isFixedKitColor(value)
                    {
                        return "\(name)(\(uiColor.label!): .\(value.name!))"
                    }
                }
                if node.arguments.first?.labelToken == nil, let value = node.arguments.first?.value,
                    value.kind == .member || (value.kind == .call && value.isImplicitMember),
                    Self.isFixedKitColor(value)
                {
                    return "\(name)(.\(value.name!))"
                }
            }
        case .reference:
            if node.isNamed("Color") || node.isNamed("UIColor") || node.isNamed("NSColor"),
                let member = node.modifiers.first,
                member.isNamed("black") || member.isNamed("white")
                    || (!node.isNamed("Color") && Self.isFixedKitColor(member))
            {
                return "\(node.name!).\(member.name!)"
            }
        default: break
        }
        return nil
    }

    /// Where the color is used, when that is text or control chrome ("for text", "for a background"…);
    /// nil for anything else (a token definition, a shadow, a drawing).
    static func use(of color: SyntaxNode, depth: Int = 0) -> String? {
        // Colors nested in another raw color (`Color(UIColor(red:…))`) are reported once, outside.
        var current = color
        while let parent = current.parent {
            switch parent.kind {
            case .modifier:
                // `color` is an argument of this modifier, or the modified view of one.
                if parent.modifiedNode == current || parent.isUnclosed { return nil }
                // `.foregroundStyle` on a shape fills it, as `.fill` does: not text.
                let fillsShape =
                    (parent.isNamed("foregroundStyle") || parent.isNamed("foregroundColor"))
                    && parent.modifiedNode.map { shape in shapes.contains { shape.isView($0) } } == true
                if fillsShape || shapeModifiers.contains(where: { parent.isNamed($0) }) {
                    guard isShapeInChrome(parent), !isScrim(color, fillOf: parent) else { return nil }
                    return parent.isNamed("stroke") || parent.isNamed("strokeBorder")
                        ? "for a control's outline (.\(parent.name!))" : "for a control's surface"
                }
                // A backdrop or ring given straight to an image (`Image(systemName: "checkmark.circle.fill")
                // .background(.white, in: Circle())`): the picture's own, as a shape drawn there is.
                if (parent.isNamed("background") || parent.isNamed("overlay")) && decoratesImage(parent)
                    && !isControlLabel(parent)
                {
                    return nil
                }
                for name in chromeModifiers where parent.isNamed(name) { return describe(parent) }
                return nil
            case .call:
                if rawColor(parent) != nil { return nil }
                // A gradient or style built from the color: keep looking for what it is given to.
                guard let name = parent.typeName, gradientTypes.contains(name) || name == "AnyShapeStyle" else {
                    return nil
                }
            case .group, .closure: break
            // `if error != nil { return .red }` in a computed color: the branches it returns from.
            case .block, .ifStatement: break
            case .declaration:
                // A computed color of the view (`private var borderColor: Color { … return .black.opacity(0.1) }`)
                // is used where the view gives it to a modifier (rw16: `.strokeBorder(borderColor, …)`).
                return computedColorUse(parent, depth: depth)
            default: return nil
            }
            current = parent
        }
        return nil
    }

    /// What a computed color property or function of the view (not `body`) is used for: each use of
    /// it in the view's modifiers that `use(of:)` names, followed two properties deep, in the order
    /// written and each once, joined by `usesJoiner` ("for a border, and for a background
    /// (.background)": one color as a field's outline and its fill needs a fix for each, rw21 #10).
    static func computedColorUse(_ declaration: SyntaxNode, depth: Int) -> String? {
        guard depth < 2, let name = declaration.name, name != "body", !declaration.isTypeDeclaration,
            let type = declaration.enclosingType, let typeName = type.name
        else { return nil }
        // A local (`let baseColor` in one computed color of three, rw22) is read only in the body that
        // declares it; a property is not read where a local of the same name hides it (rw22 #14).
        var scope = declaration.parent
        while let node = scope, node.kind != .declaration { scope = node.parent }
        let local = scope.map { !$0.isTypeDeclaration } ?? false
        let hiding =
            local
            ? []
            : declaration.tree.declarations(named: name, near: declaration).filter { other in
                other != declaration && other.enclosingType == type && !(other.parent?.isTypeDeclaration ?? true)
            }
        var uses: [String] = []
        for use in FieldNaming.namedNodes(of: typeName, in: declaration.tree)[name] ?? []
        where use != declaration && [.reference, .member, .call].contains(use.kind)
            && !(declaration.firstToken <= use.firstToken && use.lastToken <= declaration.lastToken)
            && (!local || scope.map { $0.firstToken <= use.firstToken && use.lastToken <= $0.lastToken } == true)
            && !hiding.contains(where: { Self.hides($0, use) })
        {
            if let found = Self.use(of: use, depth: depth + 1) {
                for part in found.split(separator: usesJoiner).map(String.init) where !uses.contains(part) {
                    uses.append(part)
                }
            }
        }
        return uses.isEmpty ? nil : uses.joined(separator: usesJoiner)
    }

    /// Whether the local `declaration` hides a property of its name at `use`: the use comes after it,
    /// in the body that declares it.
    static func hides(_ declaration: SyntaxNode, _ use: SyntaxNode) -> Bool {
        guard use.firstToken > declaration.lastToken else { return false }
        var body = declaration.parent
        while let node = body, node.kind != .closure, node.kind != .block, node.kind != .declaration {
            body = node.parent
        }
        guard let body else { return false }
        return body.firstToken <= use.firstToken && use.lastToken <= body.lastToken
    }

    /// Between the uses of one computed color, where it has more than one.
    static let usesJoiner = ", and "

    static let gradientTypes: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "Gradient"]

    static func describe(_ modifier: SyntaxNode) -> String {
        let name = modifier.name ?? ""
        switch name {
        case "foregroundStyle", "foregroundColor": return "for text and glyphs (.\(name))"
        case "border": return "for a border"
        case "tint", "accentColor": return "as the tint of controls (.\(name))"
        default: return "for a background (.\(name))"
        }
    }

    static let shapes: [StaticString] = [
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle",
        "ContainerRelativeShape",
    ]

    /// A translucent black or white filling a shape laid over content (`.overlay { RoundedRectangle(…)
    /// .fill(Color.black.opacity(0.4)) }`): a scrim that dims what is under it while it loads or is
    /// disabled, not a control's surface; it reads the same in light and dark mode.
    static func isScrim(_ color: SyntaxNode, fillOf shapeModifier: SyntaxNode) -> Bool {
        guard !shapeModifier.isNamed("stroke"), !shapeModifier.isNamed("strokeBorder") else { return false }
        let opacity =
            color.modifiers.last(where: { $0.isNamed("opacity") })?.arguments.first?.numberValue
            ?? color.argument("opacity")?.numberValue
        guard let opacity, opacity < 1 else { return false }
        var current = shapeModifier
        while let parent = current.parent {
            if parent.kind == .modifier, parent.modifiedNode != current { return parent.isNamed("overlay") }
            current = parent
        }
        return false
    }

    /// Whether the view a `.background`/`.overlay` is put on is an `Image` (through the modifiers
    /// between them: `.resizable()`, `.frame`, `.clipShape`).
    static func decoratesImage(_ modifier: SyntaxNode) -> Bool {
        var base = modifier.modifiedNode
        while let node = base, node.kind == .modifier { base = node.modifiedNode }
        return base.map { $0.isView("Image") || $0.isView("AsyncImage") } ?? false
    }

    /// Whether the view a modifier is on is (or lays out) a control's label: `Button { Image(systemName:
    /// "xmark").background(.white, in: Circle()) }`, where the disc is the button's surface, not a
    /// picture's (the diff review).
    static func isControlLabel(_ modifier: SyntaxNode) -> Bool {
        // A modifier hangs from the view it modifies: from the base view, outwards.
        var base = modifier.modifiedNode
        while let view = base, view.kind == .modifier { base = view.modifiedNode }
        var node = base?.parent
        while let step = node {
            if step.kind == .call {
                if ["Button", "Link", "Menu", "NavigationLink", "Toggle"].contains(where: { step.isView($0) }) {
                    return true
                }
                guard ["HStack", "VStack", "ZStack", "Label", "Group"].contains(where: { step.isView($0) }) else {
                    return false
                }
            } else if step.kind != .closure && step.kind != .modifier {
                return false
            }
            node = step.parent
        }
        return false
    }

    /// The controls whose surface a shape drawn first in a `ZStack` is.
    static let textInputs: [StaticString] = ["TextField", "SecureField", "TextEditor"]

    /// A `.fill`/`.stroke` on a shape that is drawn inside a `.background` or `.overlay`, or first in
    /// a `ZStack` under a text field.
    static func isShapeInChrome(_ shapeModifier: SyntaxNode) -> Bool {
        guard let shape = shapeModifier.modifiedNode, shapes.contains(where: { shape.isView($0) }) else {
            return false
        }
        var current = shape
        while let parent = current.parent {
            switch parent.kind {
            case .modifier:
                if parent.modifiedNode == current { return false }
                guard parent.isNamed("background") || parent.isNamed("overlay") else { return false }
                // A ring or backdrop on an image (`Image(…).overlay(Circle().stroke(.white))`) decorates
                // a picture, not a control.
                return !decoratesImage(parent)
            case .closure:
                // Drawn first in a ZStack under a text field (`ZStack { Capsule().fill(Color.white);
                // TextField(…) }`): the field's surface, as a `.background` would be.
                // Also under a row holding the field beside its icon (`HStack { Image(…); SecureField(…) }`,
                // rw18), the usual layout of such a field.
                func isTextInput(_ view: SyntaxNode) -> Bool {
                    view.kind == .call && textInputs.contains { view.isView($0) }
                }
                if let stack = parent.parent, stack.kind == .call, stack.isView("ZStack"),
                    let index = parent.children.position(of: current),
                    parent.children[(index + 1)...].contains(where: { view in
                        isTextInput(view)
                            || (view.kind == .call && view.isView("HStack")
                                && view.trailingClosures.first?.closure.children.contains(where: isTextInput) == true)
                    })
                {
                    return true
                }
                current = parent
            case .group, .ifStatement, .block: current = parent
            case .call where parent.isView("ZStack"): current = parent
            default: return false
            }
        }
        return false
    }
}
