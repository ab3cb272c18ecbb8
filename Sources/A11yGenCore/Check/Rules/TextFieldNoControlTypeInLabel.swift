/// `text-field.no-control-type-in-label`: an accessible name ending in the control type
/// ("Email text field") makes VoiceOver say it twice, since it already announces "text field"
/// (card 000). Checked where the name is a string literal: a `TextField`/`SecureField` title, an
/// `.accessibilityLabel` on one (or on a `Group` around one, which passes it on, or a stack made one
/// element with `.accessibilityElement`, or a custom view named `…Field` or given a `text: $binding`, or
/// `self` in an extension of `TextField`/`SecureField`), or the
/// title of a `LabeledContent` wrapping one. An
/// `.accessibilityLabel` built at run time is read by its literal end (`"\(title) Text field"`).
///
/// Left alone: other names built at run time, label closures other than one literal `Text`, titles overridden by an
/// `.accessibilityLabel`, and labels on views that are not text fields.
public struct TextFieldNoControlTypeInLabel: CheckRule {
    public let id = RuleID.noControlTypeInLabel
    public let help = "Name what the field is for (\"Email\"); VoiceOver already says \"text field\"."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "accessibilityLabel", "LabeledContent"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if node.kind == .call, node.isView("TextField") || node.isView("SecureField") {
            // The title is the name unless an .accessibilityLabel replaces it.
            guard node.modifiers(named: "accessibilityLabel").isEmpty else { return [] }
            if let title = node.arguments.first, title.labelToken == nil, let text = title.stringValue {
                return report(text, what: "the \(node.name!) title", at: title.offset)
            }
            // `TextField(text: $x) { Text("…") }`: a label view that is one literal Text.
            if let closure = node.trailingClosure(nil) ?? node.trailingClosure("label"), closure.children.count == 1,
                let only = closure.children.first, let text = only.literalText
            {
                return report(text, what: "the \(node.name!) label", at: only.offset)
            }
            return []
        }
        if node.kind == .modifier, node.isNamed("accessibilityLabel"), node.arguments.count == 1,
            let label = node.arguments.first, label.labelToken == nil,
            let text = label.value.flatMap({ $0.literalText ?? Self.interpolatedText(of: $0) }),
            let target = node.modifiedNode
        {
            if target.isView("TextField") || target.isView("SecureField") {
                return report(text, what: "the .accessibilityLabel", at: label.offset)
            }
            // `extension TextField { … self.accessibilityLabel(Text("Text Field")) … }`: every field
            // the extension's function wraps gets this name.
            if target.kind == .reference, target.name == "self", let type = Self.extendedField(around: node) {
                return report(
                    text, what: "the .accessibilityLabel on self in an extension of \(type)", at: label.offset)
            }
            // A Group passes its modifiers to the field inside; a stack made one element names it.
            let namesField =
                target.isView("Group")
                || (["HStack", "VStack", "ZStack"].contains { target.isView($0) }
                    && !target.modifiers(named: "accessibilityElement").isEmpty)
            if namesField, target.descendants().contains(where: { $0.isView("TextField") || $0.isView("SecureField") })
            {
                return report(
                    text, what: "the .accessibilityLabel on the \(target.name!) around the field", at: label.offset)
            }
            // A custom field (`EmailField`, `DSTextField`, or a view given a text binding:
            // `InputView(text: $email)`) may wrap a TextField defined elsewhere.
            if target.kind == .call, let name = target.typeName, !SwiftUIViews.all.contains(name),
                name.hasSuffix("Field") || target.argument("text")?.text.hasPrefix("$") == true
            {
                return report(
                    text, what: "the .accessibilityLabel", at: label.offset,
                    crossFile: "\(name) is defined in another file; this applies if it is a text field")
            }
            return []
        }
        if node.kind == .call, node.isView("LabeledContent"), node.argument("value") == nil,
            let title = node.arguments.first, title.labelToken == nil, let text = title.stringValue
        {
            let content = node.trailingClosure(nil) ?? node.argument("content")?.value
            let wrapsField =
                content?.descendants().contains { $0.isView("TextField") || $0.isView("SecureField") } ?? false
            guard wrapsField else { return [] }
            return report(text, what: "the LabeledContent title", at: title.offset)
        }
        return []
    }

    /// `TextField` or `SecureField` when `node` is inside a declaration of that name (an extension of
    /// it, where `self` is the field), else nil.
    static func extendedField(around node: SyntaxNode) -> String? {
        var current = node.parent
        while let step = current {
            if step.kind == .declaration, let name = step.name, name == "TextField" || name == "SecureField" {
                return name
            }
            current = step.parent
        }
        return nil
    }

    func report(_ label: String, what: String, at offset: Int, crossFile: String? = nil) -> [CheckFinding] {
        // "login.email.textfield" is a localization key, not the text people hear.
        guard !FieldNaming.isLocalizationKey(label), let phrase = Self.controlTypeSuffix(of: label) else { return [] }
        var kept = Inference.strippedLabel(Self.trimmed(label))
        // "Password field", "Search field": the first word is what the field is for.
        if kept.isEmpty, phrase.hasPrefix("password ") || phrase.hasPrefix("search ") {
            kept = String(label.trimmed().prefix(while: { !$0.isWhitespace }))
        }
        let fix =
            kept.isEmpty
            ? "name what the field is for instead of the control type" : "write \"\(kept)\" instead"
        return [
            finding(
                at: offset,
                "\(what) \"\(label)\" ends with \"\(phrase)\"; VoiceOver already announces the control type, so it is said twice",
                fix: fix, dependsOn: crossFile)
        ]
    }

    /// A string built at run time as written between its quotes (`\(title) Text field`), when it
    /// ends in literal text; nil for other values. Only the end of a label can be the control type,
    /// and the fix keeps the interpolation ("write "\(title)" instead").
    static func interpolatedText(of value: SyntaxNode) -> String? {
        let tree = value.tree
        guard value.kind == .string, value.firstToken == value.lastToken,
            tree.tokens[Int(value.firstToken)].flags.contains(.interpolated)
        else { return nil }
        let raw = tree.text(ofToken: value.firstToken)
        guard raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\""), !raw.hasPrefix("\"\"\""),
            let close = raw.lastIndex(of: ")")
        else { return nil }
        let tail = raw[raw.index(after: close)..<raw.index(before: raw.endIndex)]
        guard !tail.contains("\\"), !tail.trimmed().isEmpty else { return nil }
        return String(raw.dropFirst().dropLast())
    }

    /// The control-type phrase (`Inference.controlTypePhrases`) the label ends with, as a whole word.
    static func controlTypeSuffix(of label: String) -> String? {
        Inference.controlTypePhrase(endingLabel: trimmed(label))
    }

    /// Without trailing spaces, colons and periods ("Email text field:").
    static func trimmed(_ label: String) -> String {
        var text = Substring(label)
        while let last = text.last, last.isWhitespace || last == ":" || last == "." { text.removeLast() }
        return String(text)
    }
}
