/// `global.no-dynamic-type-clamp`: `.dynamicTypeSize(…)` with an upper bound, or a fixed size, caps the
/// text size people chose, usually to protect a layout (card 004, Dynamic Type Dont: "fix the layout
/// instead").
///
/// Reported: `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `.dynamicTypeSize(.xSmall ... .xxLarge)`,
/// `..<` ranges, a single size (`.dynamicTypeSize(.large)`, which ignores the setting entirely), and the
/// same written as `.environment(\.dynamicTypeSize, .large)` or the older
/// `.environment(\.sizeCategory, .large)`.
///
/// Left alone: a range whose upper bound is the largest size (`... .accessibility5`), a lower bound
/// only (`.large...`: people can still enlarge text), a size in a variable (cannot be decided), and
/// sizes set in previews (`#Preview`, a `PreviewProvider`), which check a layout at a size rather
/// than clamp the app; conditions a11y-gen cannot evaluate.
public struct GlobalNoDynamicTypeClamp: CheckRule {
    public let id = RuleID.noDynamicTypeClamp
    public let help =
        "Remove the clamp and let the layout adapt: wrap text, switch HStack to VStack at accessibility sizes (ViewThatFits, or dynamicTypeSize.isAccessibilitySize), and scroll long content."

    public init() {}

    static let sizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]
    /// `ContentSizeCategory` spellings (`.sizeCategory`).
    static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    public var trigger: CheckTrigger { .named(["dynamicTypeSize", "environment"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        // Compiled for iOS: the Mac has no Dynamic Type, so a clamp in Mac-only code changes nothing.
        guard node.kind == .modifier,
            Platform.allCases.contains(where: { node.condition.holds(on: $0) == true }),
            TextFieldTraits.platforms(of: node)[.ios] != nil
        else { return [] }
        let value: String
        if node.isNamed("dynamicTypeSize"), node.arguments.count == 1, let only = node.arguments.first,
            only.labelToken == nil
        {
            value = only.text
        } else if node.isNamed("environment"), node.arguments.count == 2, let key = node.arguments.first,
            key.labelToken == nil, let size = node.arguments.last, size.labelToken == nil
        {
            let path = key.text.replacingAll(" ", with: "")
            guard path == "\\.dynamicTypeSize" || path == "\\.sizeCategory" else { return [] }
            value = size.text
        } else {
            return []
        }
        guard let clamp = Self.clamp(value), !Self.isInPreview(node) else { return [] }
        let message: String
        switch clamp {
        case .fixed(let size):
            message = "this fixes the text at the \(size) size whatever size people chose"
        case .upTo(let size):
            message = "this caps Dynamic Type at \(size): text stops growing for people who need it larger"
        }
        return [finding(at: node.offset, message)]
    }

    enum Clamp: Equatable {
        case fixed(String)
        case upTo(String)
    }

    /// The clamp `text` (the size argument) sets; nil for ranges with no upper bound or the largest one.
    static func clamp(_ text: String) -> Clamp? {
        let compact = text.filter { !$0.isWhitespace }
        for separator in ["..<", "..."] {
            guard let range = compact.firstRange(ofText: separator) else { continue }
            let upper = String(compact[range.upperBound...])
            let lower = String(compact[..<range.lowerBound])
            if upper.isEmpty { return nil }  // `.large...`: no upper bound
            if !lower.isEmpty, size(lower) == nil { return nil }
            guard let name = size(upper) else { return nil }
            let largest = name == sizes.last || name == categories.last
            if largest && separator == "..." { return nil }
            return .upTo(name)
        }
        return size(compact).map(Clamp.fixed)
    }

    /// `large` for `.large`, `DynamicTypeSize.large`, `ContentSizeCategory.large`; nil for other text.
    static func size(_ text: String) -> String? {
        var name = Substring(text)
        for prefix in ["DynamicTypeSize.", "ContentSizeCategory.", "."] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        let value = String(name)
        return sizes.contains(value) || categories.contains(value) ? value : nil
    }

    /// Inside `#Preview { }` or a `PreviewProvider`'s `previews`.
    static func isInPreview(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next.kind == .call, next.isNamed("#Preview") { return true }
            if next.kind == .declaration, next.isNamed("previews") { return true }
            current = next.parent
        }
        return false
    }
}
