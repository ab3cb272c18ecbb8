/// `stepper.single-name`: a `Stepper` is named by its visible label exactly once. What `check` can
/// decide from the source is the label that names nothing:
/// - an empty title (`Stepper("", value: $n, in: 1...9)`) or a label view that shows no words
///   (`{ }`, `{ EmptyView() }`, `{ Text("") }`): VoiceOver speaks the value with no name;
/// - a label that is only the stepper's own value (`Stepper(value: $count, in: 1...10) {
///   Text("\(count)") }`): the number is said as the name, and nothing says what it counts.
///
/// Found in real code: a macOS row of a label, a `TextField("")` and a `Stepper("")`, and a settings
/// form whose stepper showed only its number.
///
/// Left alone: a stepper with `.accessibilityLabel`, one hidden from VoiceOver or folded into another
/// element (`.accessibilityHidden`, `.accessibilityElement`, `.accessibilityRepresentation`), one
/// inside a `LabeledContent` or a container that may name it (as for text fields and pickers: a
/// custom container given a title, `Settings.Section(label: { Text("Size") }) { … }`), titles and labels built at run time or by views this rule cannot read
/// (`Stepper(title, …)`, `{ Label(…) }`, a custom view), and text that interpolates anything besides
/// the bound value (`"\(title): \(value)"`: the title may hold the name) or a plural ending it
/// chooses (`notification\(count > 1 ? "s" : "")` reads as `notifications`, rw21 #5).
public struct StepperSingleName: CheckRule {
    public let id = RuleID.stepperSingleName
    public let help =
        "Name the Stepper with words, once: Stepper(\"<name>\", value: …) or a label closure with Text(\"<name>\"), and show its value with its unit beside the name."

    public init() {}

    public var trigger: CheckTrigger { .named(["Stepper"]) }

    enum Naming {
        case empty
        case valueOnly(String)
        /// Words that name it, then its value (and a unit after it), in the label: `"Adults: \(adults)"`.
        case wordsAndValue(name: String, value: String, unit: String)
        /// The value first, then words (`"\(count) notifications per week"`, rw17): the words are the
        /// name, said after a number that changes it.
        case valueThenWords(value: String, words: String)
        /// Words alone: they name it.
        case words(String)
    }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("Stepper"),
            !node.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            !node.isInside("LabeledContent"), let naming = Self.naming(of: node)
        else { return [] }
        switch naming {
        case .empty:
            // As a text field's and a picker's: a custom container that takes a title (Maccy's
            // `Settings.Section(label:)`) may name it, and a helper's view may be named where it is used.
            guard case .unnamed(let crossFile) = FieldNaming.surroundings(of: node) else { return [] }
            return [
                finding(
                    at: node.offset,
                    "the Stepper's label is empty and nothing else names it: VoiceOver speaks no name for it, so people cannot tell what it sets",
                    fix: FieldNaming.ownTableLabelFix(before: node) ?? FieldNaming.wordsBefore(node).map {
                        let words = SwiftLiteral.string($0)
                        return
                            "write the words beside it as its title: Stepper(\(words), value: …) in place of that Text, or keep the Text, hidden from VoiceOver, and add .accessibilityLabel(\(words))"
                    }
                        ?? "write its name as the title, Stepper(\"<name>\", value: …), or add .accessibilityLabel(\"<name>\") with the words of the visible text that names it",
                    dependsOn: crossFile)
            ]
        case .valueOnly(let value):
            return [
                finding(
                    at: node.offset,
                    "the Stepper's label is only its value (\(value)): VoiceOver says the number as its name, and nothing says what it counts",
                    fix:
                        "name it in words and keep the value beside the name: Stepper(\(Self.arguments(of: node))) { Text(\"<name>\"); Text(\"\\(\(value)) <unit>\") } with .accessibilityLabel(\"<name>\") and .accessibilityValue(\"\\(\(value)) <unit>\")"
                )
            ]
        case .wordsAndValue(let name, let value, let unit):
            // What follows the value, as written: "\(rating) / 5" keeps its slash (rw22 #4).
            let shown = "\\(\(value))" + unit
            let spoken = node.modifiers.last { $0.isNamed("accessibilityValue") }
            let twice = spoken != nil
            var found =
                finding(
                    at: node.offset,
                    twice
                        ? "the Stepper's name carries its value (\"\(name)\" and \(value)), and .accessibilityValue says it again: VoiceOver speaks the number twice"
                        : "the Stepper's name carries its value (\"\(name)\" and \(value)): VoiceOver says the number as part of the name, and a change is a new name rather than a new value",
                    fix:
                        "keep the words as its name and the value beside it: Stepper(\(Self.arguments(of: node))) { Text(\"\(name)\"); Text(\"\(shown)\") } with .accessibilityLabel(\"\(name)\") and "
                        // The value the code already speaks is the author's, kept ("3 out of 5").
                        + (spoken.flatMap { $0.arguments.first.map { "its .accessibilityValue(\($0.text)) kept" } }
                            ?? ".accessibilityValue(\"\(shown)\")")
                )
            // Named, with the number heard in the name (as Apple's own examples write it): a note, where a
            // label that names nothing is a warning. Said twice, with .accessibilityValue too: a warning.
            if !twice { found.severity = .note }
            return [found]
        case .valueThenWords(let value, let words):
            let name = words.prefix(1).uppercased() + words.dropFirst()
            var found = finding(
                at: node.offset,
                "the Stepper's name starts with its value (\(value), then \"\(words)\"): VoiceOver says the number as part of the name, and a change is a new name rather than a new value",
                fix:
                    "keep the words as its name and the value beside it: Stepper(\(Self.arguments(of: node))) { Text(\"\(name)\"); Text(\"\\(\(value))\") } with .accessibilityLabel(\"\(name)\") and .accessibilityValue(\"\\(\(value))\")"
            )
            // Named, with the number heard in the name: a note, as for words then the value.
            found.severity = .note
            return [found]
        case .words:
            return []
        }
    }

    /// The stepper's arguments as a fix writes them: `value: …`, or `onIncrement: …, onDecrement: …`.
    static func arguments(of stepper: SyntaxNode) -> String {
        stepper.argument("value") == nil && stepper.argument("onIncrement") != nil
            ? "onIncrement: …, onDecrement: …" : "value: …"
    }

    /// The value a `Stepper(onIncrement:onDecrement:)` steps: the one name both closures change with
    /// `+=`, `-=` or `=` (`{ amount += 1 }`, `{ model.count -= 1 }`); nil otherwise.
    static func stepped(by stepper: SyntaxNode) -> String? {
        let tree = stepper.tree
        var names: Set<String> = []
        for label in ["onIncrement", "onDecrement"] as [StaticString] {
            guard let argument = stepper.argument(label), argument.firstToken < argument.lastToken else { return nil }
            var changed: String?
            for index in argument.firstToken...argument.lastToken {
                let operation = tree.text(ofToken: index)
                guard ["+=", "-=", "="].contains(operation), index > argument.firstToken else { continue }
                // The member chain before the operator (`amount`, `model.count`, `self.count`).
                var start = index - 1
                while start - 2 >= argument.firstToken, tree.tokens[Int(start - 1)].kind == .period,
                    tree.tokens[Int(start - 2)].kind == .identifier || tree.token(start - 2, is: "self")
                {
                    start -= 2
                }
                guard tree.tokens[Int(index - 1)].kind == .identifier else { return nil }
                // A member reached through a subscript (`self.cartItems[id]!.quantity += 1`): the
                // whole of it, from the statement's start, so the label is matched to this value and
                // a fix writes an expression in scope (rev48).
                if start - 1 >= argument.firstToken,
                    [.rightBracket].contains(tree.tokens[Int(start - 2)].kind)
                        || tree.text(ofToken: start - 2) == "!" || tree.text(ofToken: start - 2) == "?"
                {
                    var head = start - 1
                    var depth = 0
                    while head > argument.firstToken {
                        let kind = tree.tokens[Int(head - 1)].kind
                        if kind == .rightBracket || kind == .rightParen { depth += 1 }
                        if kind == .leftBracket || kind == .leftParen { depth -= 1 }
                        if depth < 0 || (depth == 0 && (kind == .leftBrace || tree.text(ofToken: head - 1) == ";")) {
                            break
                        }
                        head -= 1
                    }
                    changed = withoutSelf(tree.text(from: head, through: index - 1).trimmed())
                    break
                }
                changed = withoutSelf(tree.text(from: start, through: index - 1))
                break
            }
            guard let changed else { return nil }
            names.insert(changed)
        }
        return names.count == 1 ? names.first : nil
    }

    /// How the stepper's own label names it; nil when it names it, or when this cannot be read here.
    static func naming(of stepper: SyntaxNode) -> Naming? {
        let bound =
            stepper.argument("value").map { argument in
                // A store's projected binding (`viewStore.$count`, the Composable Architecture's) shows
                // as `viewStore.count`.
                let binding = Self.withoutSelf(argument.text).replacingAll(".$", with: ".")
                return binding.hasPrefix("$") ? String(binding.dropFirst()) : binding
            } ?? Self.stepped(by: stepper)
        if let title = stepper.argument(nil), let value = title.value {
            // `Stepper(zoom.formatted(.percent), value: $zoom, …)` (rw18, kiwix): the value as the title.
            if value.kind != .string, let bound, isValue(title.text, bound: bound) { return .valueOnly(title.text) }
            guard value.kind == .string, let naming = naming(ofLiteral: value.text, bound: bound) else { return nil }
            return combined([naming])
        }
        guard
            let label = stepper.trailingClosure("label") ?? stepper.argument("label")?.value
                ?? stepper.trailingClosure(nil)
        else { return nil }
        // `label: EmptyView.init` (rw18, CotEditor): shows nothing, as `{ EmptyView() }` does.
        if label.text == "EmptyView.init" { return .empty }
        guard label.kind == .closure else { return nil }
        var texts: [Naming] = []
        var insideText: ClosedRange<Int32>?
        for view in label.descendants() where view.kind == .call || view.kind == .reference {
            // What a Text is built from (`String(length)`) is read with the Text.
            if let text = insideText, text.contains(view.firstToken) { continue }
            if view.isView("Text") {
                insideText = view.firstToken...view.lastToken
                guard let first = view.argument(nil) else { return nil }
                // `Text(String(length))`: the value itself, shown beside the words.
                if let bound, first.value?.kind != .string, isValue(first.text, bound: bound) {
                    texts.append(.valueOnly(bound))
                    continue
                }
                guard let literal = first.value, literal.kind == .string,
                    let naming = naming(ofLiteral: literal.text, bound: bound)
                else { return nil }
                texts.append(naming)
            } else if view.isView("EmptyView") || view.isView("Spacer") || view.isView("HStack")
                || view.isView("VStack")
            {
                continue
            } else {
                // Any other view (an Image with a label, a custom view, a reference) may name it.
                return nil
            }
        }
        return combined(texts)
    }

    /// The label's texts as one name: words and the value (in one text or two) carry the value in the
    /// name; the value alone names nothing; words alone name it (nil: nothing to report).
    static func combined(_ texts: [Naming]) -> Naming? {
        var name: String?
        var value: String?
        for text in texts {
            switch text {
            case .empty: continue
            case .valueOnly(let bound): value = value ?? bound
            // Words after the value (`Text("\(count)"); Text("items")`) are its unit, not a name before it.
            case .words(let words):
                if value != nil, name == nil { return nil }
                name = name ?? words
            case .wordsAndValue, .valueThenWords: return text
            }
        }
        switch (name, value) {
        case (let name?, let value?): return .wordsAndValue(name: name, value: value, unit: "")
        case (nil, let value?): return .valueOnly(value)
        case (_?, nil): return nil
        case (nil, nil): return .empty
        }
    }

    /// A string literal's naming: empty (blank), only interpolations of the bound value, or nil (words).
    static func naming(ofLiteral literal: String, bound: String?) -> Naming? {
        guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.hasSuffix("\""), literal.count >= 2 else {
            return nil
        }
        let text = Substring(Self.pluralsInlined(String(literal.dropFirst().dropLast()), bound: bound))
        guard let parts = Self.interpolations(in: text) else { return nil }
        let values = parts.map { String(text[$0.inner]).trimmed() }
        var outside = ""
        var from = text.startIndex
        for part in parts {
            outside += text[from..<part.whole.lowerBound]
            from = part.whole.upperBound
        }
        let rest = text[from...]
        outside += rest
        let lead = text.firstRange(ofASCII: "\\(").map { text[..<$0.lowerBound] } ?? text
        // The name without what joins it to the value ("Adults: ", "Size (").
        var name = Substring(lead.trimmed())
        while let last = name.last, !last.isLetter, !last.isNumber, last != ")" { name = name.dropLast() }
        // A unit after the value ("\(size) pt"), without the punctuation that closes it.
        var unit = Substring(rest.trimmed())
        while let first = unit.first, !first.isLetter, !first.isNumber { unit = unit.dropFirst() }
        while let last = unit.last, !last.isLetter, !last.isNumber, last != "." { unit = unit.dropLast() }
        // What follows the value as written, for a fix that shows it (" / 5", "%", " pt"): without the
        // parenthesis that closes one opened before the value ("Size (\(size) pt)") or a sentence's end.
        var after = Substring(rest)
        while let last = after.last,
            last.isWhitespace || last == "." || last == ":" || last == ","
                || (last == ")" && lead.filter({ $0 == "(" }).count > lead.filter({ $0 == ")" }).count)
        {
            after = after.dropLast()
        }
        if outside.contains(where: { $0.isLetter }) {
            // Words before the value name it; the value after them is in the name too. Words only after
            // it (`"\(hours) hours"`) are a unit, and anything else interpolated may hold the name.
            guard !values.isEmpty else { return .words(String(outside.trimmed())) }
            guard let bound, values.allSatisfy({ isValue($0, bound: bound) }) else { return nil }
            // The value first, and words after it that say more than a one-word unit ("3 hours" is a
            // value and its unit; "3 notifications per week" names what it counts).
            if !name.contains(where: \.isLetter) {
                // Words that name what it counts: not a unit or a fragment that starts with a
                // preposition or a measure ("of 10", "per table", "km per hour", "reps (max 50)"), which
                // would make a worse name than the label (rev46).
                let tail = unit.split(separator: " ").map { $0.lowercased() }
                guard values.count == 1, tail.count >= 2, let head = tail.first,
                    !Self.notANameStart.contains(head), !unit.contains("("), !unit.contains(")")
                else { return nil }
                return .valueThenWords(value: bound, words: String(unit))
            }
            return .wordsAndValue(name: String(name), value: bound, unit: String(after))
        }
        if values.isEmpty { return .empty }
        guard let bound, values.allSatisfy({ isValue($0, bound: bound) }) else { return nil }
        return .valueOnly(bound)
    }

    /// The text of a literal with each plural ending chosen by the bound value written out in its
    /// longer form: `\(count) notification\(count > 1 ? "s" : "") per week` reads as `\(count)
    /// notifications per week` (rw21 #5). Other interpolations are left as they are.
    static func pluralsInlined(_ text: String, bound: String?) -> String {
        guard let bound, text.containsASCII("?") else { return text }
        let whole = Substring(text)
        guard let parts = interpolations(in: whole) else { return text }
        var result = ""
        var from = whole.startIndex
        for part in parts {
            result += whole[from..<part.whole.lowerBound]
            result += pluralEnding(whole[part.inner], bound: bound) ?? String(whole[part.whole])
            from = part.whole.upperBound
        }
        return result + whole[from...]
    }

    /// Each `\(…)` of a literal's text, whole and inside its parentheses, in order; nil when one is
    /// not closed.
    static func interpolations(in text: Substring) -> [(whole: Range<Substring.Index>, inner: Range<Substring.Index>)]?
    {
        var parts: [(whole: Range<Substring.Index>, inner: Range<Substring.Index>)] = []
        var rest = text
        while let start = rest.firstRange(ofASCII: "\\(") {
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                index = rest.index(after: index)
            }
            guard depth == 0 else { return nil }
            parts.append((start.lowerBound..<index, start.upperBound..<rest.index(before: index)))
            rest = rest[index...]
        }
        return parts
    }

    /// `count > 1 ? "s" : ""` or `count == 1 ? "" : "s"`: the longer of two short endings, when the
    /// condition reads the bound value; nil for anything else.
    static func pluralEnding(_ expression: Substring, bound: String) -> String? {
        guard let question = expression.firstIndex(of: "?"),
            expression[..<question].containsName(bound.split(separator: ".").last.map(String.init) ?? bound)
        else { return nil }
        let branches = expression[expression.index(after: question)...].split(separator: ":", maxSplits: 1)
        guard branches.count == 2 else { return nil }
        let endings = branches.map { $0.trimmed() }.compactMap { branch -> String? in
            guard branch.count >= 2, branch.hasPrefix("\""), branch.hasSuffix("\"") else { return nil }
            let body = branch.dropFirst().dropLast()
            return body.count <= 3 && body.allSatisfy(\.isLetter) ? String(body) : nil
        }
        guard endings.count == 2 else { return nil }
        return endings[0].count >= endings[1].count ? endings[0] : endings[1]
    }

    /// First words after a value that make a unit or a fragment, not a name: prepositions, measures and
    /// common units.
    static let notANameStart: Set<String> = [
        "of", "per", "x", "×", "/", "in", "at", "for", "to", "from", "out", "times", "km", "kg", "mi", "lb", "lbs",
        "min", "mins", "minutes", "sec", "secs", "seconds", "h", "hr", "hrs", "hour", "hours", "day", "days", "week",
        "weeks", "month", "months", "year", "years", "reps", "rep", "sets", "set", "pt", "px", "cm", "m", "mm", "g",
        "ml", "l", "%", "°", "kcal", "cal", "steps", "step",
    ]

    /// `count`, `count.formatted()`, `Int(count)`, `count.description`: the bound value as written.
    /// `self.` written before the binding or the value (`self.$pm.count`, `self.pm.count`) reads the same.
    static func isValue(_ expression: String, bound: String) -> Bool {
        var expression = withoutSelf(expression).replacingAll("(self.", with: "(")
        // Read optionally with a number for the missing case (`cartItems[id]?.quantity ?? 0`, rw19).
        if let fallback = expression.firstRange(ofText: " ?? "),
            expression[fallback.upperBound...].allSatisfy({ $0.isNumber || $0 == "." })
        {
            expression = String(expression[..<fallback.lowerBound])
        }
        // A member the closures change through a subscript (`cartItems[item.id]!.quantity`), read
        // through the same subscript, optionally or not (`cartItems[item.id]?.quantity`).
        if bound.contains("["), normalized(expression) == normalized(bound) { return true }
        if [bound, "\(bound).formatted()", "Int(\(bound))", "\(bound).description", "String(\(bound))"]
            .contains(expression)
        {
            return true
        }
        // `zoom.formatted(.percent)`, `count.formatted(.number.precision(…))`: the value in a format.
        return expression.hasPrefix("\(bound).formatted(") && expression.hasSuffix(")")
    }

    /// An expression without `self.` anywhere and without `!` and `?` after a value, to compare a
    /// value read optionally with the one written through a force unwrap.
    static func normalized(_ expression: String) -> String {
        String(expression.replacingAll("self.", with: "").filter { $0 != "!" && $0 != "?" && $0 != " " })
    }

    static func withoutSelf(_ expression: String) -> String {
        expression.hasPrefix("self.") ? String(expression.dropFirst("self.".count)) : expression
    }
}
