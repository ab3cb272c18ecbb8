/// `text-field.accessible-name`: a `TextField` or `SecureField` that ends up with no accessible name,
/// so VoiceOver says only "text field" (card 000, Must Haves: the name comes from the title, an
/// `.accessibilityLabel` on a titleless field, or a `LabeledContent` wrapper).
///
/// Reported: a blank title (`""`, or a label view that shows nothing: `{ }`, `{ Text("") }`) with
/// no `.accessibilityLabel` on the field, no `LabeledContent` around it and no prompt; a blank
/// `.accessibilityLabel("")`, which takes away even a title's name; and `DSTextField` with neither a
/// `label:` nor a placeholder (card 003), noted as depending on the design system's code. Platform
/// aware: a label under `#if os(iOS)` names the field on iOS only, so the field is reported on macOS.
///
/// Also reported: a name that does not say the `Text` label beside the field, and a reusable field
/// that shows one property and is named by another (`Text(label)` over `TextField(placeholder, …)`).
///
/// Left alone: a field with a prompt and no name (the placeholder stands in for the label:
/// `text-field.no-placeholder-only-label`); other titles built at run time; a field inside any
/// `LabeledContent` or inside a container with an accessibility modifier (`.accessibilityElement`,
/// `.accessibilityLabel`, …), which may name it; chains with `.accessibilityHidden`,
/// `.accessibilityRepresentation` or `.accessibilityElement`; a custom container that takes a title or
/// other arguments; and `#if` conditions other than platforms. A field that is the whole view of a
/// property or `body` may be named where it is used, so its finding says so.
public struct TextFieldAccessibleName: CheckRule {
    public let id = RuleID.accessibleName
    public let help =
        "Name the field after its visible label: TextField(\"<label>\", text: …), or .accessibilityLabel(\"<label>\") on a titleless field, or wrap it in LabeledContent(\"<label>\") { … }."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        if FieldNaming.isTextField(node) { return checkField(node) }
        if FieldNaming.isDesignSystemField(node) { return checkDesignSystemField(node) }
        return []
    }

    /// `.accessibilityLabel(showError ? "Email, \(error)" : "")`: a name in one state and a blank one
    /// in the other, which takes even the title's name away (an error-in-label fix pasted over a
    /// field titled "" reads like this).
    func blankInOneState(_ field: SyntaxNode) -> CheckFinding? {
        let tree = field.tree
        for modifier in field.modifiers {
            if modifier.isNamed("accessibilityElement") { break }
            guard modifier.isNamed("accessibilityLabel"), modifier.condition.certainlyHoldsSomewhere,
                modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.labelToken == nil,
                let (question, colon) = tree.simpleTernary(from: argument.firstToken, through: argument.lastToken)
            else { continue }
            func isBlank(_ token: Int32) -> Bool { tree.stringValue(ofToken: token).map(FieldNaming.isBlank) ?? false }
            let blankWhenTrue = isBlank(question + 1)
            guard blankWhenTrue != isBlank(colon + 1) else { continue }
            let condition = tree.text(from: argument.firstToken, through: question - 1)
            let kind = field.name ?? "TextField"
            let visible = FieldNaming.labelBefore(field)?.label
            return finding(
                at: modifier.offset,
                ".accessibilityLabel leaves the \(kind) without an accessible name \(blankWhenTrue ? "while" : "unless") \(condition): its \"\" takes even the title's name away, so VoiceOver says only \"\(Self.role(kind))\"",
                fix: visible.map { "write \"\($0)\", the visible label, in place of the \"\"" }
                    ?? "give the \"\" branch the field's visible label")
        }
        return nil
    }

    func checkField(_ field: SyntaxNode) -> [CheckFinding] {
        if let blank = blankInOneState(field) { return [blank] }
        if let own = titledWithItsOwnValue(field) { return [own] }
        let title = FieldNaming.title(of: field)
        guard let missing = FieldNaming.missingName(of: field, title: title) else {
            return
                (nameDiffersFromLabel(field) ?? nameDiffersFromTitle(field) ?? runtimeNameDiffersFromLabel(field)
                ?? titleSaysNothing(field)).map { [$0] } ?? []
        }
        // A placeholder standing in for the name is text-field.no-placeholder-only-label's finding.
        if missing.emptyLabel == nil, FieldNaming.prompt(of: field) != nil { return [] }
        guard case .unnamed(let crossFile) = FieldNaming.surroundings(of: field) else { return [] }
        let kind = field.name ?? "TextField"
        let platforms = missing.onEveryPlatform ? "" : " on \(FieldNaming.describe(missing.platforms))"
        let labelBefore = FieldNaming.labelBefore(field)
        let visible = labelBefore?.label
        let spoken = labelBefore.map(FieldNaming.spokenName) ?? ""
        if let label = missing.emptyLabel {
            return [
                finding(
                    at: label.offset,
                    ".accessibilityLabel(\(label.arguments.first?.text ?? "\"\"")) leaves the \(kind) without an accessible name\(platforms): VoiceOver says only \"\(Self.role(kind))\"",
                    fix: visible.map { "write .accessibilityLabel(\"\(spoken)\"), the visible label \"\($0)\"" }
                        ?? "give the .accessibilityLabel the field's visible label, or remove it so the title names the field",
                    dependsOn: crossFile)
            ]
        }
        let how = field.arguments.first?.labelToken == nil ? "its title is empty" : "its label view shows nothing"
        // A label drawn in the same ZStack as the field sits where the title's placeholder would be
        // (a floating label, rw18): a title would draw the words twice, so the name is the modifier.
        var floatingFix: String?
        if let label = Self.floatingLabel(of: field) {
            // The label's own words when it is not the view right before the field (`if text.isEmpty
            // { Text("Email") }`).
            let own = label.arguments.count == 1 ? label.arguments.first?.text : nil
            let name: String? =
                visible == nil ? FieldNaming.runtimeLabelName(before: field) ?? own : "\"\(spoken)\""
            // Drawn only while the field is empty (`if email.isEmpty { Text("Email") }`): a placeholder
            // drawn by hand, gone with the first keystroke, not a label that moves (rw23 #9).
            let vanishes = Self.shownOnlyWhileEmpty(label, field: field)
            floatingFix = name.map { name in
                vanishes
                    ? "the words drawn over it show only while it is empty, a placeholder drawn by hand: once people type, nothing on screen says what it holds. Show the label above the field at all times, Text(\(name)).accessibilityHidden(true), in place of the one drawn over it, and name the field by its title: \(FieldNaming.rewritten(field, title: name))"
                    : "name it with .accessibilityLabel(\(name)), not a title, which would draw the words a second time under the label drawn over the field, and hide that label from VoiceOver with .accessibilityHidden(true) so the name is read once"
            }
        }
        let fix: String =
            floatingFix
            ?? FieldNaming.ownTableLabelFix(before: field)
            ?? visible.map {
                spoken == $0
                    ? "name it after the visible label \"\($0)\": \(FieldNaming.rewritten(field, title: "\"\($0)\"")), or .accessibilityLabel(\"\($0)\")"
                    : "name it after the visible label \"\($0)\" and say in words what its asterisk shows: \(FieldNaming.rewritten(field, title: "\"\($0)\"")) with .accessibilityLabel(\"\(spoken)\")"
            }
            ?? FieldNaming.runtimeLabelName(before: field).map {
                "name it after the label shown beside it: \(FieldNaming.rewritten(field, title: $0)), or .accessibilityLabel(\($0))"
            }
            ?? Self.alertFix(field)
            ?? "name it after its visible label: \(FieldNaming.rewritten(field, title: "\"<label>\"")), or .accessibilityLabel(\"<label>\"), or wrap it in LabeledContent(\"<label>\") { … }"
        return [
            finding(
                at: field.offset,
                "\(kind) has no accessible name\(platforms): \(how) and nothing else names it, so VoiceOver says only \"\(Self.role(kind))\"",
                fix: fix, dependsOn: crossFile)
        ]
    }

    /// A `Text` in the field's own `ZStack` that moves, shows or hides with what is typed or with
    /// focus (`.offset(y: text.isEmpty ? 0 : -25)`, `if text.isEmpty { Text(title) }`): a floating
    /// label or a drawn placeholder. A `Text` that stays put beside the field (a currency symbol, a
    /// unit) is not one (rev47 #16). The label's `Text`, or nil.
    /// Whether `label` is shown under an `if` that tests the field's text for emptiness
    /// (`if email.isEmpty`, `if text == ""`).
    static func shownOnlyWhileEmpty(_ label: SyntaxNode, field: SyntaxNode) -> Bool {
        guard let typed = TextFieldTraits.bindingName(field)?.last else { return false }
        var current = label.parent
        while let step = current, step != field.parent {
            if step.kind == .ifStatement, let branch = step.children.first(where: { $0.kind == .block }) {
                let test = field.tree.text(from: step.firstToken + 1, through: branch.firstToken - 1)
                    .filter { !$0.isWhitespace }
                if test.hasSuffix("\(typed).isEmpty") || test.hasSuffix("\(typed)==\"\"") { return true }
            }
            current = step.parent
        }
        return false
    }

    static func floatingLabel(of field: SyntaxNode) -> SyntaxNode? {
        guard let stack = field.parent, stack.parent.map({ $0.isView("ZStack") }) == true else { return nil }
        let tree = field.tree
        let typed = TextFieldTraits.bindingName(field)?.last
        // A Text that is a button's or link's label (a Clear button shown while text is typed) names
        // that control, not the field (rev48).
        let controls: [StaticString] = ["Button", "Link", "Toggle", "Menu", "NavigationLink", "Picker"]
        for sibling in stack.children where sibling != field {
            if ([sibling] + sibling.descendants()).contains(where: { node in
                node.kind == .call && controls.contains(where: { node.isView($0) })
            }) {
                continue
            }
            // A Text repeated per item (`ForEach(0..<6) { Text(digit(at: $0)) }`, a code's boxes) draws
            // the value a character at a time, not a label: its words name nothing, and the loop's
            // names are out of scope at the field (rw20 #1).
            func repeated(_ node: SyntaxNode) -> Bool {
                var current = node.parent
                while let next = current, next != sibling.parent {
                    if next.isView("ForEach") { return true }
                    current = next.parent
                }
                return false
            }
            guard
                let text = sibling.isView("Text")
                    ? sibling : sibling.descendants().first(where: { $0.isView("Text") && !repeated($0) }),
                (sibling.firstToken...sibling.lastToken).contains(where: { index in
                    guard tree.tokens[Int(index)].kind == .identifier else { return false }
                    let name = tree.text(ofToken: index)
                    return name == typed || name.lowercased().contains("focus")
                })
            else { continue }
            return text
        }
        return nil
    }

    /// `TextField(text, text: $text)`: titled with the text it edits (the shown side of a password's
    /// reveal switch, a reusable field passing its value twice). VoiceOver speaks what people typed
    /// as the field's name, a password included, and no name at all while it is empty. Left alone
    /// when an `.accessibilityLabel` on the field names it.
    func titledWithItsOwnValue(_ field: SyntaxNode) -> CheckFinding? {
        guard !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed = FieldNaming.surroundings(of: field), let title = field.arguments.first,
            let own = Self.ownValueTitle(field)
        else { return nil }
        let kind = field.name ?? "TextField"
        return finding(
            at: title.offset,
            "the \(kind) is titled with the text it edits (\(title.text)): VoiceOver speaks what people typed as its name\(own.secret ? ", reading the password aloud," : "") and no name at all while it is empty",
            fix: "title it with its label: \(FieldNaming.rewritten(field, title: "\"\(own.label ?? "<label>")\""))")
    }

    /// For a field titled with the text it edits, the label it should have (the other side of its
    /// reveal switch, or the label before it; nil when neither says) and whether it holds a secret.
    /// Nil for any other field. `textfield-ref.keep-visible-label` proposes the same words for the
    /// label it asks for (rw19: it proposed `Text(text)`, the password shown above the field).
    static func ownValueTitle(_ field: SyntaxNode) -> (label: String?, secret: Bool)? {
        guard let title = field.arguments.first, title.labelToken == nil, title.value?.literalText == nil,
            let binding = TextFieldTraits.bindingName(field), binding.full == "$" + Self.valueTitled(title.text)
        else { return nil }
        let kind = field.name ?? "TextField"
        // The other side of a reveal switch (`if hidden { SecureField("Password", …) } else { … }`)
        // says what it holds and gives the title.
        let otherSide = field.parent.flatMap(TextFieldErrorInLabel.fieldSwitch(around:)).flatMap { statement in
            statement.descendants().first { node in
                node.kind == .call && node != field && (node.isView("SecureField") || node.isView("TextField"))
                    && TextFieldTraits.bindingName(node)?.full == binding.full
            }
        }
        let secret =
            kind == "SecureField" || TextFieldTraits.secretType(binding.last) != nil
            || otherSide?.isView("SecureField") == true
        let label =
            otherSide.flatMap { $0.arguments.first?.labelToken == nil ? $0.arguments.first?.value?.literalText : nil }
            ?? FieldNaming.labelBefore(field)?.label
        return (label, secret)
    }

    /// The expression a title shows: itself, or the one value a string interpolates whole
    /// (`"\(viewModel.password)"` shows `viewModel.password`).
    static func valueTitled(_ title: String) -> String {
        guard title.hasPrefix("\"\\("), title.hasSuffix(")\""), title.count > 5 else { return title }
        let inner = title.dropFirst(3).dropLast(2)
        // One interpolation, the whole literal: its parentheses balance and it holds no other `\(`.
        var depth = 0
        for character in inner {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 || character == "\"" || character == "\\" { return title }
        }
        return depth == 0 ? String(inner) : title
    }

    func checkDesignSystemField(_ field: SyntaxNode) -> [CheckFinding] {
        guard FieldNaming.designSystemLabel(of: field) == .empty, FieldNaming.designSystemPlaceholder(of: field) == nil,
            field.argument("placeholder") == nil || field.argument("placeholder")?.stringValue != nil,
            !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed = FieldNaming.surroundings(of: field)
        else { return [] }
        return [
            finding(
                at: field.offset,
                "DSTextField has neither a label: nor a placeholder, so nothing names the field for VoiceOver",
                fix: "pass label: \"<label>\" (card 003 shows it above the field and makes it the name)",
                dependsOn: FieldNaming.designSystemNote)
        ]
    }

    /// The name VoiceOver speaks for `field` when this file states it: the text of its last
    /// `.accessibilityLabel` (a literal, on every platform), or else its title. Nil when a label is
    /// built at run time, depends on `#if`, or is a view.
    static func spokenName(of field: SyntaxNode) -> (name: String, fromTitle: Bool)? {
        var label: String?
        for modifier in field.modifiers {
            if modifier.isNamed("accessibilityElement") { break }
            guard modifier.isNamed("accessibilityLabel") else { continue }
            guard modifier.condition == .always, modifier.arguments.count == 1, let argument = modifier.arguments.first,
                argument.labelToken == nil, let text = argument.value?.literalText
            else { return nil }
            label = text
        }
        if let label { return (label, false) }
        guard let first = field.arguments.first, first.labelToken == nil, let title = first.stringValue else {
            return nil
        }
        return (title, true)
    }

    /// The words of a label or name as they are compared: lower case, hyphens and apostrophes
    /// dropped ("E-mail" is "email"), other punctuation a break, and a required/optional mark left out.
    static func words(_ text: String) -> [String] {
        var cleaned = ""
        for character in text.lowercased() {
            if character == "-" || character == "'" || character == "\u{2019}" { continue }
            cleaned.append(character.isLetter || character.isNumber ? character : " ")
        }
        return cleaned.split(separator: " ").map(String.init).filter { !["required", "optional"].contains($0) }
    }

    /// `Text("Instance")` beside `TextField("lemmy.ml", text: …)`: a name that does not say the label
    /// people see. Reported only when the `Text` reads as a label (at most five words, not a sentence).
    func nameDiffersFromLabel(_ field: SyntaxNode) -> CheckFinding? {
        guard let (_, visible) = FieldNaming.labelBefore(field),
            let (name, fromTitle) = Self.spokenName(of: field), !FieldNaming.isBlank(name),
            !(fromTitle && TextFieldNoPlaceholderOnlyLabel.isExampleValue(name)),
            // "Take [Frequency] times a day": the Text before starts a sentence the field completes.
            !FieldNaming.isInlineInASentence(field),
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return nil }
        let labelWords = Self.words(visible)
        let nameWords = Self.words(name)
        guard !labelWords.isEmpty, !Self.contains(nameWords, labelWords) else { return nil }
        let kind = field.name ?? "TextField"
        // Words every prompt uses ("Type your name" beside "Type here…") say nothing of the field.
        let shared = labelWords.contains { !Self.promptWords.contains($0) && nameWords.contains($0) }
        // "Create a new account" above `TextField("Email", …)`: the screen's task, not the field's label.
        guard shared || !Self.saysTheScreensTask(labelWords) else { return nil }
        let source = fromTitle ? "its title" : "its .accessibilityLabel"
        // "CP" above `TextField("Postal Code", …)`: renamed "CP" alone, the field would lose the words
        // that say what the letters stand for. When the title may be those words (no digits, no value,
        // no hint), the fix offers both, the visible label first.
        let renamed =
            fromTitle
            ? "name the field after its visible label and keep \"\(name)\"\(FieldNaming.asPrompt(field)): \(FieldNaming.rewritten(field, title: "\"\(visible)\"", prompt: "Text(\"\(name)\")"))"
            : "start the .accessibilityLabel with the visible label: .accessibilityLabel(\"\(visible)\")"
        let expands =
            Self.isAbbreviation(visible) && nameWords.count >= 2 && DataType.resolveLabel(visible) == nil
            && !Self.looksLikeAValue(name) && !name.contains(where: \.isNumber)
            && !nameWords.contains(where: { Self.promptWords.contains($0) || $0 == "optional" || $0 == "required" })
        let fix =
            expands
            ? "if \"\(name)\" is what \"\(visible)\" stands for, keep both, the visible label first: .accessibilityLabel(\"\(visible), \(name)\") (Voice Control's \"Tap \(visible)\" finds the field, and VoiceOver says what the letters mean); otherwise \(renamed)"
            : renamed
        var found = finding(
            at: field.offset,
            "VoiceOver calls the \(kind) \"\(name)\" (\(source)), but the label people see beside it says \"\(visible)\": the name has to say the visible label, or VoiceOver users hear a name nobody on screen uses and \"Tap \(visible)\" does nothing for Voice Control",
            fix: fix, dependsOn: crossFile)
        // Sure when the name was written for VoiceOver, or the title is a value or code rather than
        // words ("lemmy.ml", "MM"); otherwise the Text may be a heading this file cannot tell apart,
        // or the name says part of the label ("Email" for "Email address"): a note.
        if shared || (fromTitle && !Self.looksLikeAValue(name) && !Self.saysNothing(name)) { found.severity = .note }
        return found
    }

    /// `TextField("Email", …).accessibilityLabel("Login identifier")` with no label beside it: the
    /// title, drawn as the placeholder, is the only text people see naming the field, and the name
    /// VoiceOver speaks shares none of its words, so "Tap Email" finds nothing for Voice Control and
    /// VoiceOver users hear a name nobody sees (rw22 #5). A title that is an example value or prompt
    /// words is not a label; a name that says the title's words, in any order with more, is fine.
    func nameDiffersFromTitle(_ field: SyntaxNode) -> CheckFinding? {
        guard FieldNaming.labelBefore(field) == nil, let (name, fromTitle) = Self.spokenName(of: field), !fromTitle,
            !FieldNaming.isBlank(name), let first = field.arguments.first, first.labelToken == nil,
            let title = first.stringValue.map(TextFieldTraits.clean), !FieldNaming.isBlank(title),
            !TextFieldNoPlaceholderOnlyLabel.isExampleValue(title), !Self.saysNothing(title),
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return nil }
        let titleWords = Self.words(title)
        let nameWords = Self.words(name)
        guard !titleWords.isEmpty, !nameWords.contains(where: titleWords.contains) else { return nil }
        let kind = field.name ?? "TextField"
        var found = finding(
            at: field.offset,
            "VoiceOver calls the \(kind) \"\(name)\" (its .accessibilityLabel), but the title people see in it says \"\(title)\": the name has to say the visible words, or VoiceOver users hear a name nobody on screen uses and \"Tap \(title)\" does nothing for Voice Control",
            fix:
                "start the name with the title's words, .accessibilityLabel(\"\(title)\"), or remove the .accessibilityLabel so the title names the field",
            dependsOn: crossFile)
        // Letters that may stand for the name's words ("Qty" and "Quantity"): a note.
        if Self.isAbbreviation(title) { found.severity = .note }
        return found
    }

    /// `SecureField("Type here", …)` with no label beside it: a title of prompt words alone ("Type
    /// here", "Digite aqui", "入力してください") names nothing, and VoiceOver says "Type here, secure
    /// text field". (Under a label in other words it is `nameDiffersFromLabel`'s.)
    func titleSaysNothing(_ field: SyntaxNode) -> CheckFinding? {
        guard let (name, fromTitle) = Self.spokenName(of: field), fromTitle, Self.saysNothing(name),
            FieldNaming.labelBefore(field) == nil,
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return nil }
        let kind = field.name ?? "TextField"
        // A label built at run time above it (`Text(L10n.SignUp.Password.title)`): shown, not spoken.
        if let shown = FieldNaming.runtimeLabelExpression(before: field) {
            return finding(
                at: field.offset,
                "the \(kind)'s title \"\(name)\" says nothing of what it holds, and it is the field's name: VoiceOver says \"\(name), \(Self.role(kind))\", not the label shown above it (\(shown))",
                fix:
                    "name it by that label and keep the words as the prompt: \(FieldNaming.rewritten(field, title: shown, prompt: "Text(\"\(name)\")"))",
                dependsOn: crossFile)
        }
        return finding(
            at: field.offset,
            "the \(kind)'s title \"\(name)\" says nothing of what it holds, and it is the field's only name: VoiceOver says \"\(name), \(Self.role(kind))\", and Voice Control has no word for it",
            fix:
                "name it after what it holds and keep the words as the prompt: \(FieldNaming.rewritten(field, title: "\"<label>\"", prompt: "Text(\"\(name)\")")), with that label shown above it",
            dependsOn: crossFile)
    }

    /// A field among an alert's actions: nothing but its title can name it (an alert takes text
    /// fields and buttons, no `LabeledContent`), and the alert shows the title in the field.
    static func alertFix(_ field: SyntaxNode) -> String? {
        guard let modifier = FieldNaming.presentingModifier(around: field), modifier.isNamed("alert") else {
            return nil
        }
        return
            "give it a title that says what to type: \(FieldNaming.rewritten(field, title: "\"<what to type>\"")); the alert shows it in the field, and VoiceOver speaks it as the field's name"
    }

    /// Words a title says of any field, in the languages whose labels a11y-gen reads: "Type here",
    /// "Enter text", "Digite aqui", "Escriba aquí", "Saisir ici", "Hier eingeben".
    static let wordsOfAnyField: Set<String> = promptWords.union([
        "something", "aqui", "aquí", "digite", "escriba", "escribe", "ingrese", "introduzca", "saisir", "saisissez",
        "entrez", "ici", "eingeben", "hier", "tippen", "ein", "inserisci", "scrivi", "qui", "voer", "typ", "hierin",
    ]).union(anyText)

    /// "Text", "Value": a name of sorts alone (a key-value editor's "Value"), nothing beside a prompt word.
    static let anyText: Set<String> = ["text", "value", "texto", "valor", "texte", "testo", "wert"]

    /// The same in Japanese, Chinese and Korean, whole titles.
    static let titlesOfAnyField: Set<String> = [
        "入力してください", "ここに入力", "ここに入力してください", "请输入", "在此输入", "請輸入", "입력하세요", "여기에 입력하세요",
    ]

    /// One word that prompts any field and names none ("Enter", "Eingeben", "Saisir"): unlike "Type"
    /// or "Input", never a label of its own (rw16: `TextField("Enter", …)` under "User Name").
    static let promptsAlone: Set<String> = [
        "enter", "eingeben", "ingresar", "ingrese", "introducir", "introduzca", "saisir", "saisissez", "digite",
        "inserisci",
    ]

    /// A title made only of words that would prompt any field, two or more ("Type here", "Enter
    /// text"), or one of the whole prompts of Japanese, Chinese and Korean: it names nothing.
    static func saysNothing(_ title: String) -> Bool {
        var trimmed = Substring(title.trimmed())
        while let last = trimmed.last, last == "." || last == "…" || last == ":" { trimmed = trimmed.dropLast() }
        if titlesOfAnyField.contains(String(trimmed)) { return true }
        let words = Self.words(title)
        if words.count == 1, promptsAlone.contains(words[0]) { return true }
        // Two words at least: one may be a label ("To", "For", "Type", "Input", "Typ").
        return words.count >= 2 && words.allSatisfy(wordsOfAnyField.contains) && !words.allSatisfy(anyText.contains)
    }

    /// A label of two or three capital letters, dots aside ("CP", "NIF", "C.P."): perhaps an
    /// abbreviation (not "NAME" or "CITY", the capitals of a caption style).
    static func isAbbreviation(_ label: String) -> Bool {
        let letters = label.filter { $0 != "." }
        return (2...3).contains(letters.count) && letters.allSatisfy { $0.isUppercase && $0.isLetter }
    }

    /// `Text(label)` beside `TextField(placeholder, text: …)` in a reusable field: both names are
    /// properties, and VoiceOver names the field by its title, the placeholder, in every place the
    /// view is used. Reported (a note unless the title's name says it is a placeholder or prompt)
    /// when nothing on the field or around it names it otherwise.
    func runtimeNameDiffersFromLabel(_ field: SyntaxNode) -> CheckFinding? {
        guard let (text, label, title) = FieldNaming.runtimeLabel(before: field), !FieldNaming.isHeading(text),
            // `Text(currencySymbol)`, `Text(instructions)`: a property whose name says it is no label.
            !Self.notALabel.contains(where: { label.lowercased().contains($0) }),
            // `self.placeholder = label`: the two always hold the same words.
            !Self.assigned(label, title, in: field.tree),
            !field.modifiers.contains(where: { FieldNaming.isAny($0, of: FieldNaming.namingModifiers) }),
            case .unnamed(let crossFile) = FieldNaming.surroundings(of: field)
        else { return nil }
        let kind = field.name ?? "TextField"
        // `placeholder ?? ""`: an optional, which `Text` takes only when there is one.
        let optional = field.arguments.first?.text.contains("??") == true
        let prompt = optional ? "\(title).map { Text($0) }" : "Text(\(title))"
        var found = finding(
            at: field.offset,
            "VoiceOver names the \(kind) by `\(title)` (its title\(optional ? ", or nothing when it is nil" : "")), but the label people see beside it is `\(label)`: unless the two always hold the same words, VoiceOver users hear a name nobody on screen uses, and Voice Control does not answer to the label",
            fix:
                "name the field by the label and keep the other\(FieldNaming.asPrompt(field)): \(FieldNaming.rewritten(field, title: label, prompt: prompt)), or add .accessibilityLabel(\(label))",
            dependsOn: crossFile)
        let placeholderWords = ["placeholder", "prompt", "hint", "example", "sample"]
        if !placeholderWords.contains(where: { title.lowercased().contains($0) }) { found.severity = .note }
        return found
    }

    /// Words in a property's name that say the `Text` showing it is no label. Not "header": a
    /// reusable field's `Text(header)` right above its `TextField(placeholder, …)` is the field's
    /// label (Woo's AccountCreationFormFieldView, rw15); a heading over several fields is left alone
    /// by `FieldNaming.isHeading`.
    static let notALabel = [
        "symbol", "prefix", "suffix", "unit", "currency", "instruction", "message", "subtitle", "description",
        "hint", "error", "detail", "caption", "footnote", "help", "explanation", "summary", "heading",
    ]

    /// Whether the file sets one of the two properties from the other (`self.placeholder = label`,
    /// `placeholder = title`), so both always hold the same words.
    static func assigned(_ a: String, _ b: String, in tree: SyntaxTree) -> Bool {
        // Every `name = other` of two plain names in the file, found once per file (a view of
        // thousands of fields asks for each of them).
        let pairs = tree.memoized("accessible-name.assignments") { () -> Set<String> in
            var pairs: Set<String> = []
            let tokens = tree.tokens
            guard tokens.count >= 3 else { return pairs }
            for index in 1..<(tokens.count - 1) where tokens[index].kind == .op && tree.token(Int32(index), is: "=") {
                guard tokens[index - 1].kind == .identifier, tokens[index + 1].kind == .identifier,
                    index + 2 >= tokens.count
                        || (tokens[index + 2].kind != .period && tokens[index + 2].kind != .leftParen)
                else { continue }
                pairs.insert(tree.text(ofToken: Int32(index - 1)) + "=" + tree.text(ofToken: Int32(index + 1)))
            }
            return pairs
        }
        return pairs.contains(a + "=" + b) || pairs.contains(b + "=" + a)
    }

    /// Words of instructions and prompts, not of what a field holds.
    static let promptWords: Set<String> = [
        "a", "an", "the", "your", "my", "here", "please", "type", "enter", "input", "add", "write", "of", "to",
        "for", "in", "and", "or",
    ]

    /// "secure text field" for a SecureField, which is what VoiceOver says; "text field" otherwise.
    static func role(_ kind: String) -> String { kind == "SecureField" ? "secure text field" : "text field" }

    /// A title that is a value or a code more than a name: a short one in capitals ("MM", "YY", "DD"),
    /// or one with a dot or a digit ("lemmy.ml", "Line 2"). The placeholder people see, not a label;
    /// a short word ("Zip", "Age", "Bio") is a name, so a different label beside it is only a note.
    static func looksLikeAValue(_ title: String) -> Bool {
        let trimmed = title.trimmed()
        // "ex: Onelock", "e.g. Bob", "z. B. Müller": an example, said to be one.
        let lowered = trimmed.lowercased()
        if ["ex:", "ex.", "e.g.", "eg:", "eg.", "example:", "z. b.", "z.b.", "例:", "例："].contains(where: {
            lowered.hasPrefix($0)
        }) {
            return true
        }
        return (trimmed.count <= 3 && !trimmed.contains(where: \.isLowercase))
            || trimmed.contains { $0 == "." || $0.isNumber }
    }

    /// `Text("Welcome back").font(.largeTitle)`, `.font(.system(size: 28))` or one marked as a header: the screen's or a
    /// section's title above the field, not its label.
    /// Whether a `Text`'s words say what the screen is for ("Create a new account", "Sign in to your
    /// account", "Welcome back"): a greeting, or a phrase that starts with the verb of a screen's task
    /// and goes on about an account or with an article or a possessive. A label that starts with such a
    /// verb names data ("Create password", "Join code", "Login ID") and is still a label.
    static func saysTheScreensTask(_ words: [String]) -> Bool {
        // "Signup", "Login", "Sign in", "Register": a screen's title in one or two words (rw17).
        if words.count == 1, screenTaskTitles.contains(words[0]) { return true }
        if words.count == 2, Self.screenTaskVerbs.contains(words[0]), ["up", "in", "on"].contains(words[1]) {
            return true
        }
        guard words.count >= 2, let first = words.first else { return false }
        if first == "welcome" { return true }
        guard Self.screenTaskVerbs.contains(first) else { return false }
        return words.contains("account")
            || (words.count >= 3
                && words.dropFirst().contains { ["a", "an", "the", "your", "my", "our"].contains($0) })
    }

    static let screenTaskVerbs: Set<String> = ["create", "sign", "log", "login", "join", "register"]
    static let screenTaskTitles: Set<String> = [
        "signup", "signin", "login", "logon", "register", "registration", "welcome", "checkout",
    ]

    /// Whether `words` holds `phrase` as consecutive words; a word in a script written without spaces
    /// ("メールアドレス") may hold the phrase inside it.
    static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        if words.count >= phrase.count,
            (0...(words.count - phrase.count)).contains(where: { Array(words[$0..<$0 + phrase.count]) == phrase })
        {
            return true
        }
        return phrase.count == 1 && words.contains { !$0.allSatisfy(\.isASCII) && $0.contains(phrase[0]) }
    }
}
