/// `text-field.no-placeholder-only-label`: the placeholder is the field's only label (card 000,
/// Donts; card 001 `textfield-ref.keep-visible-label`). It disappears with the first keystroke, can
/// fall below text contrast, and does not name the field for VoiceOver.
///
/// Reported: a `TextField`/`SecureField` with a prompt but a blank title or an empty label view
/// (`TextField("", text: $q, prompt: Text("Search"))`), and nothing else naming it (no
/// `.accessibilityLabel` on it, per platform as in `text-field.accessible-name`; no `LabeledContent`
/// around it); and card 003's `DSTextField(placeholder: …, text: …)` without a `label:` (or with
/// `label: nil` or `""`) and without an `.accessibilityLabel`, noted as depending on the design system's
/// code, which this file does not show. Also a title that is an example value or a mask
/// (`TextField("0000 0000 0000 0000", …)`, `SecureField("••••", …)`) with nothing else naming the field.
///
/// Deliberately left alone: `TextField("Email", text: $e)` with no visible `Text` beside it. On iOS
/// that title is drawn only as a placeholder (card 001), but it is still the accessible name (card 000
/// accepts it, and card 000's golden pattern is exactly this shape), and whether a persistent label is
/// visible depends on layout this rule cannot see: a `Text` in a parent stack or another file, a
/// `Section` header, a navigation title, the platform (a macOS `Form` shows the title beside the
/// field). Deciding it would be a guess. The same holds for a title plus a prompt. Also left alone:
/// prompts and titles built at run time, fields inside containers with accessibility modifiers or
/// custom containers that take a title, and `#if` conditions other than platforms.
public struct TextFieldNoPlaceholderOnlyLabel: CheckRule {
    public let id = RuleID.noPlaceholderOnlyLabel
    public let help =
        "Give the field a label that stays visible and names it: TextField(\"<label>\", text: …, prompt: Text(\"<placeholder>\")) with a visible Text label, or a LabeledContent(\"<label>\") around it."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if FieldNaming.isTextField(node) { return checkField(node) }
        if FieldNaming.isDesignSystemField(node) { return checkDesignSystemField(node) }
        return []
    }

    func checkField(_ field: SyntaxNode) -> [CheckFinding] {
        guard let prompt = FieldNaming.prompt(of: field) else { return exampleTitle(field) }
        let title = FieldNaming.title(of: field)
        guard let missing = FieldNaming.missingName(of: field, title: title), missing.emptyLabel == nil,
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return [] }
        let kind = field.name ?? "TextField"
        let platforms = missing.onEveryPlatform ? "" : " on \(FieldNaming.describe(missing.platforms))"
        // The words of `Text("Name the room…")`, also when styled (`.monospaced()`): styling does not
        // change what people read.
        let placeholder = prompt.value.flatMap { value in
            value.literalText
                ?? (value.isView("Text") ? (value.argument(nil) ?? value.argument("verbatim"))?.stringValue : nil)
        }
        let shown = placeholder.map { "the prompt \"\($0)\"" } ?? "the prompt"
        // The prompt as the fix writes it: on one line, whatever its source spans.
        let promptCode = prompt.text.split(whereSeparator: \.isNewline).map { $0.trimmed() }.joined()
        // A heading or a sentence above the field ("Create a new account", "It only takes a
        // minute.") is not its label: the fix then names none.
        let visible = FieldNaming.labelBefore(field)?.label
        let label = visible ?? "<label>"
        let fix =
            visible != nil
            ? "name the field after its visible label: \(FieldNaming.rewritten(field, title: "\"\(label)\"", prompt: promptCode))"
            : "give it a title that names it and show that label beside the field: \(FieldNaming.rewritten(field, title: "\"<label>\"", prompt: promptCode)) with a visible Text(\"<label>\"), or LabeledContent(\"<label>\") { … }"
        return [
            finding(
                at: field.offset,
                "\(shown) is the \(kind)'s only label\(platforms): it disappears once people type and does not name the field for VoiceOver",
                fix: fix, dependsOn: crossFile)
        ]
    }

    /// `Text("Card number")` then `TextField("0000 0000 0000 0000", text: …)`: the title is an example
    /// value, not words (no letter in it, or an email address), or a mask (`SecureField("••••", …)`,
    /// which VoiceOver reads as "bullet, bullet…"). On iOS a title is drawn as the
    /// placeholder, so the example is the field's only label on screen and its name for VoiceOver,
    /// while the visible label beside it is not its name.
    func exampleTitle(_ field: SyntaxNode) -> [CheckFinding] {
        // A web address field (`.keyboardType(.URL)`, `.textContentType(.URL)`) corroborates a host
        // name under any top-level domain ("lemmy.world").
        let urlField = field.modifiers.contains { modifier in
            (modifier.isNamed("keyboardType") || modifier.isNamed("textContentType"))
                && modifier.arguments.first?.text == ".URL"
        }
        guard let title = FieldNaming.literalTitle(of: field), Self.isExampleValue(title, urlField: urlField),
            !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return [] }
        let kind = field.name ?? "TextField"
        let mask = Self.isMask(title.trimmed()) || Self.datePart(title) != nil
        let what = mask ? "a mask, not words" : "an example value"
        let kept = mask ? "the mask" : "the example"
        // A label people see that is not the field's name: where it is, and the title the fix gives.
        func notItsName(_ label: String, title name: String, lead: String) -> [CheckFinding] {
            [
                finding(
                    at: field.offset,
                    "the \(kind)'s title \"\(title)\" is \(what): it is the placeholder people see and the name VoiceOver speaks, while the label \(label) is not its name (VoiceOver does not speak it, and Voice Control does not answer to it)",
                    fix:
                        "\(lead) and keep \(kept)\(FieldNaming.asPrompt(field)): \(FieldNaming.rewritten(field, title: name, prompt: "Text(\"\(title)\")"))",
                    dependsOn: crossFile)
            ]
        }
        // One label over the parts of a date ("Expiration Date", then "MM" and "YY"): each part is
        // named with the label and what it holds, not with the whole label.
        if let part = Self.datePart(title), let visible = Self.labelOverParts(before: field) {
            return notItsName(
                "\"\(visible)\" over this part of the date", title: "\"\(visible), \(part)\"",
                lead: "name the part with the label and what it holds")
        }
        let visible = FieldNaming.labelBefore(field)?.label
        // A label built at run time beside it (`Text(L10n.SignUp.Email.title)`, `Text(emailLabel)`):
        // shown, but not the field's name.
        if visible == nil, let shown = FieldNaming.runtimeLabelExpression(before: field) {
            return notItsName("shown beside it (\(shown))", title: shown, lead: "name the field after its label")
        }
        guard let visible else {
            // No label beside it either: the example is the field's only label and its whole name.
            return [
                finding(
                    at: field.offset,
                    "the \(kind)'s title \"\(title)\" is \(what) and its only label: it is the placeholder people see, gone once they type, and the name VoiceOver speaks",
                    fix:
                        "name the field and keep \(kept)\(FieldNaming.asPrompt(field)): \(FieldNaming.rewritten(field, title: "\"<label>\"", prompt: "Text(\"\(title)\")")) with the label visible beside it",
                    dependsOn: crossFile)
            ]
        }
        return notItsName("\"\(visible)\" beside it", title: "\"\(visible)\"", lead: "name the field after its label")
    }

    /// A title that is a value, not words: no letter in it ("0000-1111", "+1 555 0100", a mask such as
    /// "(###) ###-####"), an email address ("name@example.com"), or a web address
    /// ("https://example.com"). A handle's "@" prefix ("@username") names the field, with the sign
    /// people type before it: no address has nothing before its "@".
    static func isExampleValue(_ title: String, urlField: Bool = false) -> Bool {
        let trimmed = title.trimmed()
        guard !trimmed.isEmpty else { return false }
        if !trimmed.contains(where: \.isLetter) {
            return trimmed.contains { $0.isNumber || $0 == "#" } || isMask(trimmed)
        }
        if isLetterMask(trimmed) || isHexGroups(trimmed) { return true }
        guard !trimmed.contains(" ") else { return false }
        if trimmed.contains("://") || isDomainName(trimmed, anyTopLevel: urlField || trimmed.hasPrefix("www.")) {
            return true
        }
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
    }

    /// A host name: lowercase labels of letters, digits and hyphens joined by dots, ending in a
    /// country's two letters or a common generic top-level domain ("example.com", "www.apple.com",
    /// "lemmy.ml", "mastodon.social"). No label is written so; "e.g." or "v1.2" is not one, and
    /// neither is a localization key ("instance.url", "email.placeholder").
    /// `anyTopLevel`: the field says it takes a web address, or the title starts with "www.": then
    /// any two to six letters end a host ("lemmy.world"), but for the words that end a localization
    /// key ("instance.url" on IceCubes' URL field).
    static func isDomainName(_ title: String, anyTopLevel: Bool = false) -> Bool {
        let labels = title.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last,
            last.count == 2 || genericTopLevelDomains.contains(String(last))
                || (anyTopLevel && (2...6).contains(last.count) && !keyEndings.contains(String(last))),
            last.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return labels.allSatisfy { label in
            label.count >= 2
                && label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }
    }

    /// The generic top-level domains an example address is written with (not "email", "info",
    /// "invalid" or "test": those end localization keys far more often, as in "error.email.invalid"
    /// or "contact.info").
    static let genericTopLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "mil", "biz", "io", "app", "dev", "xyz", "online", "site", "tech",
        "store", "shop", "cloud", "social", "mobi", "pro", "local",
    ]

    /// Words a localization key ends with, never taken as a top-level domain.
    static let keyEndings: Set<String> = [
        "url", "title", "label", "hint", "text", "field", "prompt", "input", "value", "name", "key", "error",
        "string", "header", "footer", "button",
    ]

    /// The part of a date a title of one part stands for: "day", "month" or "year".
    static func datePart(_ title: String) -> String? {
        let trimmed = title.trimmed()
        switch trimmed.lowercased() {
        case "dd", "jj", "tt": return "day"
        case "mm" where trimmed == "MM": return "month"
        case "yy", "yyyy", "aa", "aaaa", "jjjj": return "year"
        default: return nil
        }
    }

    /// The label before a date's part fields in a row (`HStack { Text("Expiration Date"); TextField("MM",
    /// …); TextField("YY", …) }`): past the parts before this one, when there is at least one part
    /// field beside this one.
    static func labelOverParts(before field: SyntaxNode) -> String? {
        guard let parent = field.parent, let index = parent.children.position(of: field) else { return nil }
        let siblings = parent.children
        let isPart: (SyntaxNode) -> Bool = { node in
            FieldNaming.isTextField(node) && FieldNaming.literalTitle(of: node).flatMap(datePart) != nil
        }
        guard siblings.filter(isPart).count >= 2 else { return nil }
        // A separator between two parts (`Text("/")`) is part of the row too.
        let isSeparator: (Int) -> Bool = { at in
            at > 0 && siblings[at].isView("Text") && isPart(siblings[at - 1])
                && (siblings[at].arguments.first?.stringValue.map { $0.count <= 1 } ?? false)
        }
        var first = index
        while first > 0, isPart(siblings[first - 1]) || isSeparator(first - 1) { first -= 1 }
        return FieldNaming.labelBefore(siblings[first])?.label
    }

    /// Letters standing for the characters to type: X's ("XXXX", "XXX-XX-XXXX", "xxxx xxxx", with
    /// digits or punctuation between), or a date's format in runs of D, M and Y with separators
    /// ("MM/YY", "DD.MM.YYYY"). VoiceOver spells them out ("X X X X"); no label is written so.
    static func isLetterMask(_ title: String) -> Bool {
        let letters = title.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy({ $0 == "X" || $0 == "x" }),
            title.allSatisfy({ $0.isLetter || $0.isNumber || $0.isPunctuation || $0 == " " })
        {
            return true
        }
        // One date part alone: a day's or a month's two letters, a year's two or four ("MM" and "YY"
        // side by side for a card's expiry, "DD", "YYYY").
        // ("mm" is millimetres or minutes as often: only the capitals stand for a month.)
        if ["DD", "MM", "YY", "YYYY", "dd", "yy", "yyyy", "JJ", "AAAA", "AA", "TT", "JJJJ"].contains(title) {
            return true
        }
        // Separators may be spaced ("MM / YY", rw20 #11).
        let groups = title.split(whereSeparator: { "/.- ".contains($0) })
        guard groups.count >= 2, title.contains(where: { "/.-".contains($0) }),
            title.allSatisfy({ "DMYdmy/.- ".contains($0) })
        else { return false }
        return groups.allSatisfy { group in
            guard let first = group.first, "DMYdmy".contains(first) else { return false }
            return group.allSatisfy { $0 == first }
        }
    }

    /// Groups of hexadecimal digits between colons or dashes, three or more ("aa:bb:cc:dd:ee:ff", a
    /// hardware address; "fe80::1:2"): a value, though its digits are letters. Without a digit the
    /// groups must be of one length ("Add-a-Face" is words).
    static func isHexGroups(_ title: String) -> Bool {
        let separators: Set<Character> = [":", "-"]
        let groups = title.split(whereSeparator: separators.contains)
        guard groups.count >= 3, title.allSatisfy({ $0.isHexDigit || separators.contains($0) }),
            groups.allSatisfy({ $0.count <= 4 })
        else { return false }
        return title.contains(where: \.isNumber) || Set(groups.map(\.count)).count == 1 && groups[0].count >= 2
    }

    /// Dots or dashes standing for hidden or missing characters ("••••••", "***", "– – –"): punctuation,
    /// spaces and the bullet and circle shapes, which VoiceOver reads one by one, never a name. An
    /// emoji or another symbol is left alone, since VoiceOver speaks its name.
    static func isMask(_ title: String) -> Bool {
        title.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .otherPunctuation: true
            default: maskShapes.contains(scalar.value)
            }
        }
    }

    /// Bullet operator, dot operator, and the Geometric Shapes block (● ○ ◦ ▪ …).
    static let maskShapes: Set<UInt32> = Set([0x2219, 0x22C5]).union(0x25A0...0x25FF)

    func checkDesignSystemField(_ field: SyntaxNode) -> [CheckFinding] {
        guard let placeholder = FieldNaming.designSystemPlaceholder(of: field),
            FieldNaming.designSystemLabel(of: field) == .empty,
            !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed = FieldNaming.surroundings(of: field)
        else { return [] }
        let shown = placeholder.stringValue.map { "the placeholder \"\($0)\"" } ?? "the placeholder"
        return [
            finding(
                at: field.offset,
                "\(shown) is the DSTextField's only label: it disappears once people type and does not name the field for VoiceOver",
                fix: "pass label: \"<label>\" as well (card 003 shows it above the field and makes it the name)",
                dependsOn: FieldNaming.designSystemNote)
        ]
    }
}
