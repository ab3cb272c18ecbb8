/// Where a text field's accessible name comes from, as far as one file shows it: the questions
/// the naming rules (`text-field.accessible-name`, `text-field.no-placeholder-only-label`,
/// `text-field.no-label-over-labeled-content`, `text-field.no-vertical-labeled-content-style`)
/// ask, answered once.
enum FieldNaming {
    /// `TextField` or `SecureField`, SwiftUI's own.
    static func isTextField(_ node: SyntaxNode) -> Bool {
        node.kind == .call && (node.isView("TextField") || node.isView("SecureField"))
    }

    /// The most text fields `node` shows at one time: the branches of an `if` are alternatives
    /// (`if #available(iOS 16.0, *) { TextField(…, axis: .vertical) } else { TextField(…) }`, rw17),
    /// so they count as the branch with the most.
    static func fieldsShownAtOnce(in node: SyntaxNode) -> Int {
        let inside = node.descendants()
        var count = inside.count(where: isTextField)
        for statement in inside where statement.kind == .ifStatement && statement.children.count > 1 {
            let branches = statement.children.map { branch in
                branch.descendants().count(where: isTextField) + (isTextField(branch) ? 1 : 0)
            }
            count -= branches.reduce(0, +) - (branches.max() ?? 0)
        }
        return count
    }

    /// Card 003's design-system field; its contract (label, placeholder, text, …) is known from the card.
    static func isDesignSystemField(_ node: SyntaxNode) -> Bool {
        node.kind == .call && node.isView("DSTextField")
    }

    /// What a title or label view says, as far as the source shows.
    enum Text: Equatable {
        /// A literal with visible characters, or a value decided at run time (taken as a name).
        case named
        /// `""`, `"  "`, `String()`, `.init()`, `Text("")`, `EmptyView()`, `{ }`.
        case empty
        /// A shape this file cannot answer for.
        case unknown
    }

    static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

    /// A literal written as a localization key, not as the words people see and hear
    /// (`"instance.url"`, `"email_validation"`, `"login.email.textfield"`): letters, digits, dots,
    /// underscores and hyphens only, with a dot or an underscore. A host name (`"example.com"`)
    /// reads so too; kept as a `Text` of its own, it shows as written. The words
    /// are in the app's strings table, so no rule reads meaning into the key, and a fix keeps each
    /// key its own `Text` (joined into one literal, two keys make a key no table has).
    static func isLocalizationKey(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && (text.contains(".") || text.contains("_"))
            && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" })
    }

    /// The field's own title: the first unlabeled argument, or the `label:` view of
    /// `TextField(text:prompt:label:)`.
    static func title(of field: SyntaxNode) -> Text {
        if let first = field.arguments.first, first.labelToken == nil {
            if let text = first.stringValue { return isBlank(text) ? .empty : .named }
            if let value = first.value, isEmptyString(value) { return .empty }
            // A variable or a key built at run time names the field as far as this file can tell.
            return first.value?.kind == .string ? .named : (first.value == nil ? .unknown : .named)
        }
        guard let closure = labelClosure(of: field) else { return .unknown }
        return labelView(closure)
    }

    /// The words of the field's title when the source spells them: a literal first argument, or a
    /// label view of one `Text` of a literal (`TextField(text: $id) { Text(verbatim: "name@example.com") }`).
    static func literalTitle(of field: SyntaxNode) -> String? {
        // `TextField(verbatim: "50002", text: $port)` is titled as much as `TextField("50002", …)`.
        if let first = field.arguments.first, first.labelToken == nil || first.hasLabel("verbatim") {
            return first.stringValue
        }
        guard let closure = labelClosure(of: field), closure.children.count == 1 else { return nil }
        let view = closure.children[0]
        guard view.kind == .call, view.isView("Text"), view.arguments.count == 1 else { return nil }
        return (view.argument(nil) ?? view.argument("verbatim"))?.stringValue
    }

    /// `field` written again with `title` (a literal or an expression, as the fix writes it), its
    /// other arguments as `label: …`, and `prompt` when given, in SwiftUI's order (before `axis:`).
    /// A `label:` view gives way to the title. The initializers that take a prompt take no
    /// `onCommit:` or `onEditingChanged:` (nor a trailing commit closure): with a prompt, the commit
    /// action becomes `.onSubmit { … }` and editing changes are read from a `@FocusState`.
    static func rewritten(_ field: SyntaxNode, title: String, prompt: String? = nil) -> String {
        let kind = field.name ?? "TextField"
        // The title is the first argument when it has no label or is `verbatim:` (`TextField(value: $v,
        // format: …) { … }` has none).
        let first = field.arguments.first
        let titled = first.map { $0.labelToken == nil || $0.hasLabel("verbatim") } ?? false
        let rest = titled ? field.arguments.dropFirst() : field.arguments[...]
        var labels = rest.compactMap(\.label).filter { $0 != "prompt" && $0 != "label" }
        // A trailing closure after a title is the old initializers' commit action (without a title,
        // it is the label view, which the title replaces).
        let trailingCommit = titled && !field.trailingClosures.isEmpty
        let commits = labels.contains("onCommit") || trailingCommit
        let watchesEditing = labels.contains("onEditingChanged")
        guard let prompt else {
            let arguments = labels.isEmpty ? "text: …" : labels.map { "\($0): …" }.joined(separator: ", ")
            return "\(kind)(\(title), \(arguments))" + (trailingCommit ? " { … }" : "")
        }
        // Where the code builds for an OS older than the initializers with a prompt (iOS 15, macOS 12),
        // the example is shown beside the field instead: a fix must compile where the code does.
        let needs = promptNeeds(field)
        if !needs.isEmpty {
            let arguments = labels.isEmpty ? "text: …" : labels.map { "\($0): …" }.joined(separator: ", ")
            return "\(kind)(\(title), \(arguments))" + (trailingCommit ? " { … }" : "")
                + ", and \(prompt) shown as text near it (a prompt: needs \(needs.joined(separator: " and ")), newer than this code's minimum)"
        }
        labels.removeAll { $0 == "onCommit" || $0 == "onEditingChanged" }
        var arguments = labels.isEmpty ? ["text: …"] : labels.map { "\($0): …" }
        // `prompt:` comes before `axis:` in every initializer that takes both.
        arguments.insert("prompt: \(prompt)", at: labels.firstIndex(of: "axis") ?? arguments.count)
        var code = "\(kind)(\(title), \(arguments.joined(separator: ", ")))"
        if commits { code += ".onSubmit { … }" }
        if watchesEditing {
            code += "; read editing changes from a @FocusState (no initializer with a prompt takes onEditingChanged)"
        }
        return code
    }

    /// The platforms (with the version) where the code's minimum is older than the initializers that
    /// take a `prompt:`; empty where every platform the code builds for has them.
    static func promptNeeds(_ field: SyntaxNode) -> [String] {
        TextFieldTraits.platforms(of: field).sorted { $0.key < $1.key }.compactMap { platform, minimum in
            guard let introduced = API.textFieldPrompt.availability.introduced(on: platform), minimum < introduced
            else { return nil }
            return "\(platform.displayName) \(introduced)"
        }
    }

    /// " as the prompt" where the fix can keep a text as the field's prompt; "" where it shows it beside
    /// the field instead (`rewritten` says so), for "keep the example as the prompt: …".
    static func asPrompt(_ field: SyntaxNode) -> String { promptNeeds(field).isEmpty ? " as the prompt" : "" }

    /// `String()`, `String("")` and `.init()`: an empty string written as a call.
    static func isEmptyString(_ value: SyntaxNode) -> Bool {
        guard value.kind == .call, value.modifiers.isEmpty, value.trailingClosures.isEmpty,
            value.isView("String") || (value.isImplicitMember && value.name == "init")
        else { return false }
        let arguments = Array(value.arguments)
        return arguments.isEmpty
            || (arguments.count == 1 && arguments[0].labelToken == nil && arguments[0].stringValue == "")
    }

    /// The `{ … }` that builds the label of `TextField(text:prompt:label:)`.
    static func labelClosure(of field: SyntaxNode) -> SyntaxNode? {
        if let closure = field.trailingClosure(nil) ?? field.trailingClosure("label"), closure.kind == .closure {
            return closure
        }
        if let value = field.argument("label")?.value, value.kind == .closure { return value }
        // `label: EmptyView.init` (rw18, CotEditor): the initializer as the label builder, which shows
        // nothing, as `{ EmptyView() }` does (it has no children, so `labelView` reads it as empty).
        if let value = field.argument("label")?.value, value.text == "EmptyView.init" { return value }
        return nil
    }

    /// A label view's content: empty when it shows nothing at all.
    static func labelView(_ closure: SyntaxNode) -> Text {
        if closure.children.isEmpty { return .empty }
        for child in closure.children {
            if let text = child.literalText, isBlank(text) { continue }
            if child.isView("EmptyView"), child.modifiers.isEmpty { continue }
            return .named
        }
        return .empty
    }

    /// The placeholder: a `prompt:` argument that shows something (`Text("")` shows nothing).
    static func prompt(of field: SyntaxNode) -> SyntaxArgument? {
        guard let prompt = field.argument("prompt") else { return nil }
        if let text = prompt.value?.literalText, isBlank(text) { return nil }
        if prompt.text == "nil" { return nil }
        return prompt
    }

    /// Modifiers after which the chain describes another accessibility element, or none at all.
    static let reshapingModifiers: [StaticString] = [
        "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation", "accessibilityChildren",
    ]

    /// Modifiers that name a view, or hand its naming to something this rule cannot follow.
    static let namingModifiers: [StaticString] = [
        "accessibilityLabel", "accessibilityLabeledPair", "accessibilityElement", "accessibilityHidden",
        "accessibilityRepresentation", "accessibilityChildren",
    ]

    /// A container's argument that sets how it looks, never words that could name its content: a
    /// labeled number, `true`/`false`, or a member (`.plain`, `.infinity`), under a label that is no
    /// title's (`title:`, `label:`, `header:` … may name it whatever their value).
    static func isSetting(_ argument: SyntaxArgument) -> Bool {
        guard let label = argument.label?.lowercased(), let value = argument.value else { return false }
        if ["title", "label", "header", "name", "caption", "text", "heading", "prompt", "subtitle", "footer"]
            .contains(where: { label.contains($0) })
        {
            return false
        }
        let text = value.text
        if text == "true" || text == "false" { return true }
        if !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) { return true }
        // `.plain`, `.infinity`, `.large`: a member of the parameter's type.
        return text.hasPrefix(".") && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber }
    }

    static func isAny(_ node: SyntaxNode, of names: [StaticString]) -> Bool {
        names.contains { node.isNamed($0) }
    }

    /// The calls around `node` in its expression, innermost first (stacks, containers, and the view
    /// a modifier's closure hangs on), up to its declaration.
    static func enclosingViews(of node: SyntaxNode) -> (views: [SyntaxNode], declaration: SyntaxNode?) {
        var views: [SyntaxNode] = []
        var current = node
        while let parent = current.parent {
            if parent.kind == .declaration { return (views, parent) }
            if parent.kind == .call { views.append(parent) }
            current = parent
        }
        return (views, nil)
    }

    /// The content of a `LabeledContent`: its first trailing closure or `content:` argument.
    static func content(of labeledContent: SyntaxNode) -> SyntaxNode? {
        if labeledContent.argument("value") != nil { return nil }
        if let closure = labeledContent.trailingClosure(nil), closure.kind == .closure { return closure }
        if let value = labeledContent.argument("content")?.value, value.kind == .closure { return value }
        return nil
    }

    /// Whether a `LabeledContent` supplies a name: a title that is not blank, or a label view
    /// that shows something. Nil when the source does not say.
    static func labeledContentNames(_ labeledContent: SyntaxNode) -> Bool? {
        if let first = labeledContent.arguments.first, first.labelToken == nil {
            if let text = first.stringValue { return !isBlank(text) }
            return first.value == nil ? nil : true
        }
        let label = labeledContent.trailingClosure("label") ?? labeledContent.argument("label")?.value
        guard let label, label.kind == .closure else { return nil }
        return labelView(label) == .named
    }

    /// Whether a `LabeledContent`'s content holds a text field anywhere inside it.
    static func wrapsTextField(_ labeledContent: SyntaxNode) -> Bool {
        guard let content = content(of: labeledContent) else { return false }
        // Also through a helper of the view named in it (`LabeledContent("Master password") {
        // passwordField }`, the fifth real-code review), one level deep.
        return content.descendants().contains { node in
            isTextField(node)
                || ((node.kind == .reference || (node.kind == .call && node.arguments.isEmpty))
                    && helper(named: node)?.descendants().contains(where: isTextField) == true)
        }
    }

    /// The property or function of the enclosing type (or its extensions) that a plain reference
    /// (`passwordField`, `emailRow()`) names; nil outside a type or when none is declared here.
    static func helper(named reference: SyntaxNode) -> SyntaxNode? {
        guard let name = reference.name, let type = reference.enclosingType, let typeName = type.name else {
            return nil
        }
        return namedNodes(of: typeName, in: reference.tree)[name]?.first {
            $0.kind == .declaration && !$0.isTypeDeclaration
        }
    }

    /// The one statement of a closure, looking through `if`/`switch` branches and `Group` that each
    /// hold one statement; nil when it holds several views.
    static func soleView(in closure: SyntaxNode) -> [SyntaxNode]? {
        guard closure.children.count == 1, let only = closure.children.first else { return nil }
        switch only.kind {
        case .ifStatement, .switchStatement:
            var views: [SyntaxNode] = []
            for branch in only.children {
                guard let inner = soleView(in: branch) else { return nil }
                views += inner
            }
            return views
        case .call where only.isView("Group") && only.modifiers.isEmpty:
            return only.trailingClosure(nil).flatMap(soleView)
        default:
            return [only]
        }
    }

    /// SwiftUI containers besides `SwiftUIViews.all` that lay out their content and name nothing.
    static let moreSwiftUIContainers: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// The Composable Architecture's and Perception's wrappers that observe a store and hand its state
    /// to their content (`WithViewStore(store, observe: { $0 }) { viewStore in Form { … } }`): they lay
    /// nothing out and never name what they hold (rw15: read as a titled container of another file,
    /// they hid five nameless fields).
    static let storeWrappers: Set<String> = [
        "WithViewStore", "WithPerceptionTracking", "IfLetStore", "ForEachStore", "SwitchStore",
    ]

    static func isSwiftUIContainer(_ view: SyntaxNode) -> Bool {
        guard let name = view.typeName else { return false }
        if storeWrappers.contains(name), view.qualifier == nil || view.qualifier == "ComposableArchitecture" {
            return true
        }
        guard view.qualifier == nil || view.qualifier == "SwiftUI" else { return false }
        return SwiftUIViews.all.contains(name) || moreSwiftUIContainers.contains(name)
    }

    /// Why a field may be named by code this rule cannot see, or nil when the file shows all of it.
    enum Surroundings {
        /// Something around the field names it, or may: leave the field alone.
        case mayBeNamed
        /// Nothing around it names it.
        case unnamed(crossFile: String?)
    }

    /// Whether the views around `field` could give it a name: a LabeledContent, an accessibility
    /// modifier on a container, or a custom view of another file that takes a title.
    /// `depth`: how many helpers' uses were followed to get here (helpers may use each other).
    static func surroundings(of field: SyntaxNode, depth: Int = 0) -> Surroundings {
        let (views, declaration) = enclosingViews(of: field)
        var crossFile: String?
        // Inside a ForEach, the control is one of many: a title around them all names the group, not
        // each one (rw15: DockDoor's `StyledGroupBox(label: "Application Filters")` over a nameless
        // toggle per app).
        var repeated = false
        for view in views {
            if view.isView("LabeledContent") { return .mayBeNamed }
            if view.modifiers.contains(where: { isAny($0, of: namingModifiers) }) { return .mayBeNamed }
            if view.isView("ForEach") { repeated = true }
            if isSwiftUIContainer(view) || isLayoutOnlyHelper(view) { continue }
            // A custom container (`Card { … }`) defined elsewhere: one that takes nothing but its
            // content, or only settings (`Settings.Container(contentWidth: 450)`, `FormCard(padding:
            // 12)`: numbers, flags, members), is unlikely to name it; one that may take a title may,
            // unless the control is repeated inside it.
            // A title names one control: a container holding several (a settings group's toggles,
            // each beside its own text: rw16, Pearcleaner's `PearGroupBox(header:content:)`) names
            // the group, as it does the rows a ForEach repeats.
            let several = repeated || holdsSeveralInputs(view)
            guard let name = view.typeName,
                several || (view.arguments.allSatisfy(Self.isSetting) && view.trailingClosures.count == 1)
            else { return .mayBeNamed }
            // One declared in this file is read here: its title names the group, and no note says
            // otherwise (rev45).
            if several, view.tree.declarations(named: name).contains(where: \.isTypeDeclaration) { continue }
            crossFile =
                crossFile
                ?? "\(name) is defined in another file; if it names its content (a LabeledContent or an accessibility label), ignore this finding"
        }
        // A field that is the whole view of a property or function may be named where it is used.
        // (A `Group` around it, a reveal switch's, may carry the field's modifiers: `.textContentType`
        // set once for both sides. One that names it has already been taken as naming it, above.)
        if let declaration, crossFile == nil, isWholeView(of: declaration),
            views.allSatisfy({ $0.isView("Group") }), presentingModifier(around: field) == nil,
            let name = declaration.name
        {
            // Used in this file (`ZStack { if isSecure { secureField } else { plainField } }
            // .accessibilityLabel(title)`, Dashlane's field): named there or not, as those uses show.
            // Named only when every use is: one bare use leaves the field nameless there.
            let found = name == "body" || depth >= 4 ? [] : uses(of: declaration)
            if !found.isEmpty, found.allSatisfy({ mayBeNamed(use: $0, depth: depth + 1) }) { return .mayBeNamed }
            crossFile =
                name == "body"
                ? "the field is the whole body of its view; if that view is wrapped in a LabeledContent or labeled where it is used, ignore this finding"
                : "the field is the whole of '\(name)'; if it is wrapped in a LabeledContent or labeled where it is used, ignore this finding"
        }
        return .unnamed(crossFile: crossFile)
    }

    /// Whether `node` is inside one of `views` (a `Form`, a `List`), written around it or around the
    /// uses of the helper of the view that builds it (`var topView: some View { Section { … } }` used
    /// in `Form { topView }`), followed four helpers deep.
    static func isInside(_ views: [StaticString], _ node: SyntaxNode, hops: Int = 0) -> Bool {
        var current = node.parent
        while let next = current {
            if next.kind == .call, views.contains(where: { next.isView($0) }) { return true }
            if next.kind == .declaration {
                guard next.name != "body", hops < 4 else { return false }
                return uses(of: next).contains { isInside(views, $0, hops: hops + 1) }
            }
            current = next.parent
        }
        return false
    }

    /// Containers a screen is built of, not a component.
    static let screens: [StaticString] = [
        "Form", "List", "Section", "NavigationStack", "NavigationView", "NavigationSplitView", "ScrollView",
    ]

    /// Whether `control` is the one control of its kind (`counting`) in its view or property, with no
    /// `Text` beside it and no screen around it: a component (an icon and a field in a styled row, a
    /// wheel of dates), whose label is its caller's to place. Top-level code is a fragment, whose
    /// surroundings are not in the file, unless a11y-gen wrote it (its `// Platforms:` header: a
    /// snippet printed whole). Read once per declaration and `kind`.
    /// `fragmentsToo: false` reads top-level code as what it shows, not as a component.
    static func isComponent(
        _ control: SyntaxNode, kind: String, fragmentsToo: Bool = true, counting: (SyntaxNode) -> Bool
    ) -> Bool {
        var current = control.parent
        while let next = current, next.kind != .declaration { current = next.parent }
        guard let declaration = current else {
            return fragmentsToo && TextFieldTraits.declaredPlatformsMemoized(control.tree) == nil
        }
        return control.tree.memoized("component.\(kind).\(declaration.index)") {
            // Controls bound to one value are one field: a secure/plain switch (`if isSecure {
            // SecureField(…, text: $text) } else { TextField(…, text: $text) }`) is one field shown
            // two ways (rw20 #6).
            var values: [String] = []
            for node in declaration.descendants() where node.kind == .call {
                if screens.contains(where: { node.isView($0) }) { return false }
                if node.isView("Text") { return false }
                if counting(node) {
                    // (Text fields only: a date and a time picker on one `$when` are two controls, rev49.)
                    let shared = kind == "text-field" ? node.arguments.first { $0.text.hasPrefix("$") }?.text : nil
                    let value = shared ?? "#\(node.firstToken)"
                    if !values.contains(value) { values.append(value) }
                }
            }
            return values.count == 1
        }
    }

    /// The controls a title could name, one to a title.
    static let namedInputs: [StaticString] = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "DatePicker", "Stepper", "Slider",
    ]

    /// Whether `namedInputs` for two or more values are written inside `view`: controls bound to the
    /// same value (a number field and its stepper, Maccy's "Size") are one input. Worked out once per view.
    static func holdsSeveralInputs(_ view: SyntaxNode) -> Bool {
        view.tree.memoized("several-inputs.\(view.firstToken).\(view.lastToken)") {
            var values: [String] = []
            for node in view.descendants() where node.kind == .call && namedInputs.contains(where: { node.isView($0) })
            {
                let value = node.arguments.first { $0.text.hasPrefix("$") }?.text ?? "#\(node.firstToken)"
                if !values.contains(value) { values.append(value) }
                if values.count > 1 { return true }
            }
            return false
        }
    }

    /// The modifier whose closure presents `node` over the view (`.alert`, `.confirmationDialog`,
    /// `.sheet`, `.popover`, `.fullScreenCover`), up to its declaration: nil when there is none. Such
    /// a field is no whole view of its declaration, whatever else it holds (rw16: a rename alert).
    static func presentingModifier(around node: SyntaxNode) -> SyntaxNode? {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.kind == .modifier,
                ["alert", "confirmationDialog", "sheet", "popover", "fullScreenCover"].contains(where: {
                    next.isNamed($0)
                })
            {
                return next
            }
            current = next.parent
        }
        return nil
    }

    /// Whether a container the call builds is declared in this file and only lays its content out
    /// (`row("Notify") { Toggle("", isOn: $on) }` with `func row(…) -> some View { HStack { Text(label);
    /// Spacer(); content() } }`): no LabeledContent, Section or GroupBox, no accessibility modifier
    /// that could name what it holds, and no container of its own this rule cannot read. The `Text`
    /// it draws beside the content is seen, not spoken as its name, so the content is judged as it
    /// would be in an `HStack`. Worked out once per declaration.
    static func isLayoutOnlyHelper(_ view: SyntaxNode) -> Bool {
        guard view.kind == .call, view.trailingClosures.count == 1, let name = view.name else { return false }
        let found = view.tree.declarations(named: name, near: view).filter { declaration in
            ErrorQueries.isFunction(declaration) || declaration.isTypeDeclaration
        }
        guard found.count == 1, let declaration = found.first else { return false }
        return view.tree.memoized("layout-only-helper.\(declaration.firstToken)") {
            declaration.descendants().allSatisfy { node in
                switch node.kind {
                case .modifier: !isAny(node, of: namingModifiers)
                case .call:
                    !(node.isView("LabeledContent") || node.isView("Section") || node.isView("GroupBox"))
                        && (node.trailingClosures.isEmpty || isSwiftUIContainer(node))
                default: true
                }
            }
        }
    }

    /// Whether a declaration's body is one view: one statement, or one per branch of an `#if`
    /// (`#if os(iOS) SecureField(…).textContentType(.password) #else SecureField(…) #endif`).
    static func isWholeView(of declaration: SyntaxNode) -> Bool {
        let children = declaration.children
        if children.count == 1 { return true }
        guard children.count > 1, children.allSatisfy({ $0.condition != .always }) else { return false }
        return Set(children.map(\.data.condition)).count == children.count
    }

    /// Whether a helper's use is named there: by its own modifiers, or by what is around it.
    static func mayBeNamed(use: SyntaxNode, depth: Int = 0) -> Bool {
        if use.modifiers.contains(where: { isAny($0, of: namingModifiers) }) { return true }
        if case .mayBeNamed = surroundings(of: use, depth: depth) { return true }
        return false
    }

    /// The uses of a view a property or function of a type builds, in that type (`secureField`,
    /// `cardField()`), outside the declaration itself.
    /// The type's own declaration and its extensions in the file count as one (a helper declared in
    /// `private extension PasswordInput` is used in the struct's `body`). Only uses that stand as a
    /// view count: a statement of a closure or block, or a view a modifier is applied to (`field` in
    /// `ForEach(items) { field in Text(field.title) }` is another name).
    static func uses(of declaration: SyntaxNode) -> [SyntaxNode] {
        guard let name = declaration.name, let type = declaration.enclosingType, let typeName = type.name else {
            return []
        }
        let isFunction = ErrorQueries.isFunction(declaration)
        return (namedNodes(of: typeName, in: declaration.tree)[name] ?? []).filter { node in
            guard node != declaration,
                !(declaration.firstToken <= node.firstToken && node.lastToken <= declaration.lastToken),
                isFunction ? node.kind == .call && node.arguments.isEmpty : node.kind == .reference,
                let parent = node.parent
            else { return false }
            return parent.kind == .closure || parent.kind == .block
                || (parent.kind == .modifier && parent.modifiedNode == node)
        }
    }

    /// Every node of the type and its extensions by name, indexed once per type name (a view of
    /// hundreds of helper-built fields asks for each of them).
    static func namedNodes(of typeName: String, in tree: SyntaxTree) -> [String: [SyntaxNode]] {
        tree.memoized("named-nodes.\(typeName)") {
            let parts = tree.allNodes.filter { $0.isTypeDeclaration && $0.name == typeName }
            return Dictionary(
                grouping: parts.flatMap { $0.descendants().filter { $0.name != nil } }, by: { $0.name! })
        }
    }

    /// A field that ends up with no accessible name on some platform it is compiled for.
    struct Missing {
        /// The platforms it has no name on.
        var platforms: [Platform]
        /// Whether that is every platform the field is compiled for (the message then names none).
        var onEveryPlatform: Bool
        /// The blank `.accessibilityLabel("")` that takes the name away, when that is the cause.
        var emptyLabel: SyntaxNode?
    }

    /// Whether the field's title and its own `.accessibilityLabel`s leave it without a name, per
    /// platform (a label under `#if os(iOS)` names it on iOS only). Nil when it has a name
    /// everywhere, or when the chain or an `#if` condition cannot be decided.
    static func missingName(of field: SyntaxNode, title: Text) -> Missing? {
        guard title != .unknown else { return nil }
        var labels: [(modifier: SyntaxNode, text: Text)] = []
        for modifier in field.modifiers {
            if isAny(modifier, of: reshapingModifiers) { return nil }
            if modifier.isNamed("accessibilityLabeledPair") {
                labels.append((modifier, .named))
            } else if modifier.isNamed("accessibilityLabel") {
                guard modifier.arguments.count == 1, let argument = modifier.arguments.first,
                    argument.labelToken == nil
                else { return nil }
                let text = argument.value?.literalText.map { isBlank($0) ? Text.empty : .named } ?? .named
                labels.append((modifier, text))
            }
        }
        // A field under a condition a11y-gen cannot evaluate (`#if DEBUG`, a feature flag) is still
        // compiled in some build, and nameless there whatever the flag says: it is checked for the
        // platforms the rest of its condition allows. A label's own condition counts relative to the
        // field's: one that only repeats it applies wherever the field exists.
        let compiled = Platform.allCases.filter { field.condition.holds(on: $0) != false }
        guard !compiled.isEmpty else { return nil }
        var missing: [Platform] = []
        var emptyLabel: SyntaxNode?
        for platform in compiled {
            var held: [(modifier: SyntaxNode, text: Text)] = []
            for label in labels {
                let condition = label.modifier.condition
                switch condition == field.condition ? true : condition.holds(on: platform) {
                case nil: return nil
                case true?: held.append(label)
                case false?: continue
                }
            }
            if held.isEmpty {
                // The title is the name when no label replaces it.
                if title == .empty { missing.append(platform) }
            } else if held.allSatisfy({ $0.text == .empty }) {
                missing.append(platform)
                emptyLabel = emptyLabel ?? held.first?.modifier
            } else if held.contains(where: { $0.text == .empty }) {
                return nil  // a blank label and a real one: which wins is not decided here
            }
        }
        guard !missing.isEmpty else { return nil }
        return Missing(platforms: missing, onEveryPlatform: missing.count == compiled.count, emptyLabel: emptyLabel)
    }

    /// `DSTextField(label:…)`: card 003's `label: String? = nil`. Absent, `nil` or blank is empty;
    /// a variable may be nil at run time, so it is unknown.
    static func designSystemLabel(of field: SyntaxNode) -> Text {
        guard let label = field.argument("label") else { return .empty }
        if label.text == "nil" { return .empty }
        if let text = label.stringValue { return isBlank(text) ? .empty : .named }
        return .unknown
    }

    /// `DSTextField(placeholder:…)` when it shows something (card 003's default is `""`).
    static func designSystemPlaceholder(of field: SyntaxNode) -> SyntaxArgument? {
        guard let placeholder = field.argument("placeholder") else { return nil }
        if let text = placeholder.stringValue, isBlank(text) { return nil }
        return placeholder
    }

    /// Why a `DSTextField` finding depends on the design system's own code.
    static let designSystemNote =
        "DSTextField is defined in your design system (card 003); this applies if its label: is what names the field"

    /// A `Text` view with a literal string just before `field` in the same stack: the visible label
    /// people see beside it, which the name should match, without the colon that follows a label
    /// on screen ("Port: " names the field "Port"). A string without a letter ("#", "$") is a
    /// prefix, not a label.
    static func visibleLabel(before field: SyntaxNode) -> String? {
        visibleLabelText(before: field).map(\.label)
    }

    /// The `Text` before the field when it reads as the field's label: not a heading
    /// (`isHeading`), and words that end as a label does (a word, a number, ")" or "*", at most five
    /// words, no web address): "Create a new account" in a title font and "It only takes a minute."
    /// name the screen or explain it, and a fix must not make them the field's name.
    static func labelBefore(_ field: SyntaxNode) -> (node: SyntaxNode, label: String)? {
        guard let (text, label) = visibleLabelText(before: field), !isHeading(text), readsAsLabel(label) else {
            return nil
        }
        if namesTheScreen(label, above: field) { return nil }
        return (text, label)
    }

    /// "Signup" above the first of a sign-up screen's fields (rw17): the screen's title, however it is
    /// styled, unless the field's title says the same words ("Login" over a field titled "Login").
    static func namesTheScreen(_ label: String, above field: SyntaxNode) -> Bool {
        let words = TextFieldAccessibleName.words(label)
        guard TextFieldAccessibleName.saysTheScreensTask(words) else { return false }
        // A field without a title of its own has only that Text to name it ("Login" over
        // `TextField("", text: $login)`, rev46): it is the field's label.
        guard let title = field.arguments.first.flatMap({ $0.labelToken == nil ? $0.stringValue : nil }),
            !title.trimmed().isEmpty
        else { return false }
        let titleWords = TextFieldAccessibleName.words(title)
        return !words.contains(where: titleWords.contains)
    }

    /// Words that end as a label does: a word, a number, ")" or "*" last, at most five words, at
    /// least two letters, no "://" ("https://" beside a field is a prefix; a sentence ends in ".",
    /// "!" or "?").
    static func readsAsLabel(_ words: String) -> Bool {
        guard let last = words.last, words.filter(\.isLetter).count >= 2 else { return false }
        return (last.isLetter || last.isNumber || last == ")" || last == "*") && !words.contains("://")
            && words.split(separator: " ").count <= 5
    }

    /// The `Text` that `visibleLabel(before:)` reads, with its words.
    static func visibleLabelText(before field: SyntaxNode) -> (node: SyntaxNode, label: String)? {
        guard let parent = field.parent, parent.kind == .closure || parent.kind == .block,
            let index = parent.children.position(of: field)  // by first token: linear over a view of many fields
        else { return nil }
        // The field leads a row of its own with only icons before it (`Text("Email")` above
        // `HStack { Image(systemName: "envelope"); TextField(…) }`): the label is the row's.
        // Not a row of two fields ("Min", "Max" under "Price range", rev48): that label is the row's.
        if parent.children[..<index].allSatisfy({ $0.isView("Image") }), let row = parent.parent,
            row.kind == .call, row.isView("HStack"),
            !parent.children.contains(where: { other in
                other != field && ([other] + other.descendants()).contains(where: isTextField)
            })
        {
            if index == 0 || !parent.children[index - 1].isView("Text") { return visibleLabelText(before: row) }
        }
        guard let previous = viewBefore(field, in: parent, at: index) else { return nil }
        // A prefix such as "#" or "$" beside the field is no name: VoiceOver would say "number sign".
        guard previous.isView("Text"), let first = previous.arguments.first, first.labelToken == nil,
            let text = first.stringValue, text.unicodeScalars.contains(where: \.properties.isAlphabetic)
        else { return nil }
        var words = Substring(text.trimmed())
        // The asterisk that marks a field required is no word: VoiceOver would say "star", and Voice
        // Control users say the words ("First Name *" is the label "First Name").
        while let last = words.last, last == ":" || last == "\u{FF1A}" || last == "*" || last.isWhitespace {
            words = words.dropLast()
        }
        return (previous, String(words))
    }

    /// Whether the visible label `labelBefore` read is marked required with an asterisk ("Email *").
    static func markedRequired(_ label: (node: SyntaxNode, label: String)) -> Bool {
        label.node.arguments.first?.stringValue?.trimmed().hasSuffix("*") == true
    }

    /// The name VoiceOver should speak for a field whose visible label is `label`: its words, and
    /// "required" where an asterisk marks it so (as the generator names a required field).
    static func spokenName(_ label: (node: SyntaxNode, label: String)) -> String {
        markedRequired(label) ? label.label + ", required" : label.label
    }

    /// The view before the field at `index` of `parent`: in a row, past a `Spacer()` that only pushes
    /// the field to the trailing edge (`HStack { Text("Alias"); Spacer(); TextField(…) }`).
    /// The first view of an `if`/`else` branch has the view before the `if` before it (`Text("Instance")`
    /// above `if let given { Text(given) } else { TextField("lemmy.ml", …) }`).
    static func viewBefore(_ field: SyntaxNode, in parent: SyntaxNode, at index: Int) -> SyntaxNode? {
        if let wrapper = wrapperOpened(by: field, in: parent, at: index), let outer = wrapper.parent,
            outer.kind == .closure || outer.kind == .block, let position = outer.children.position(of: wrapper)
        {
            return viewBefore(wrapper, in: outer, at: position)
        }
        guard index > 0 else {
            guard let (statement, outer, position) = ifOpened(by: parent) else { return nil }
            return viewBefore(statement, in: outer, at: position)
        }
        let previous = parent.children[index - 1]
        guard previous.isView("Spacer"), index > 1, let row = parent.parent, row.kind == .call, row.isView("HStack")
        else { return previous }
        return parent.children[index - 2]
    }

    /// The `Group`, `ZStack` or `HStack` whose content `parent` is, when the view at `index` opens it: the first
    /// view (`Group { if isSecure { SecureField(…) } else { … } }`, `ZStack(alignment: .trailing) {
    /// TextField(…); clearButton }`), or the first after shapes, colors and images drawn behind it
    /// (`ZStack { RoundedRectangle(…).fill(…); TextField(…) }`). Not when the wrapper shows words of its
    /// own (a placeholder drawn over the field): then those words are beside it.
    static func wrapperOpened(by view: SyntaxNode, in parent: SyntaxNode, at index: Int) -> SyntaxNode? {
        // An `HStack` that only frames the field (`HStack { if isSecure { … } else { … } }.border(…)`,
        // rw19) is one too.
        guard parent.kind == .closure, let wrapper = parent.parent, wrapper.kind == .call,
            wrapper.isView("Group") || wrapper.isView("ZStack") || wrapper.isView("HStack")
        else { return nil }
        let behind: [StaticString] = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Color", "Image"]
        guard parent.children[..<index].allSatisfy({ $0.kind == .call && behind.contains(where: $0.isView) }) else {
            return nil
        }
        let others = parent.children.enumerated().filter { $0.offset != index }.map(\.element)
        let showsWords = others.contains { other in
            ([other] + other.descendants()).contains { $0.kind == .call && ($0.isView("Text") || $0.isView("Label")) }
        }
        // A row of two fields ("Min", "Max" under "Price range") is a row, not a frame: the label
        // above is the row's (rev48).
        if wrapper.isView("HStack"),
            others.contains(where: { other in ([other] + other.descendants()).contains(where: FieldNaming.isTextField) }
            )
        {
            return nil
        }
        return showsWords ? nil : wrapper
    }

    /// The `if` whose branch `block` is, with the closure or block that holds it and its place
    /// there: what is before the `if` is before the first view of the branch.
    static func ifOpened(by block: SyntaxNode) -> (statement: SyntaxNode, outer: SyntaxNode, position: Int)? {
        guard block.kind == .block, let statement = block.parent, statement.kind == .ifStatement,
            let outer = statement.parent, outer.kind == .closure || outer.kind == .block,
            let position = outer.children.position(of: statement)
        else { return nil }
        return (statement, outer, position)
    }

    /// The words a `Text` just before the field shows when they are built at run time: a name or a
    /// member chain (`emailLabel`, `L10n.SignUp.Email.title`), as written; not a heading.
    static func runtimeLabelExpression(before field: SyntaxNode) -> String? {
        guard let text = viewBefore(field), text.kind == .call, text.isView("Text"),
            text.arguments.count == 1, let argument = text.arguments.first, argument.labelToken == nil,
            argument.value?.kind != .string, !isHeading(text)
        else { return nil }
        let written = argument.text
        guard let head = written.first, head.isLetter || head == "_",
            written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return written
    }

    /// `Text(label)` before a field titled by another property (`TextField(placeholder, text: …)`): the
    /// two names, both built at run time, and the `Text`. Nil unless each is a single name.
    static func runtimeLabel(before field: SyntaxNode) -> (text: SyntaxNode, label: String, title: String)? {
        guard let (text, label) = runtimeLabelText(before: field),
            let titleArgument = field.arguments.first, titleArgument.labelToken == nil,
            let title = singleName(titleArgument), title != label
        else { return nil }
        return (text, label, title)
    }

    /// `label` in `Text(label)` just before the field (past a row's `Spacer()`): a label shown at run time.
    static func runtimeLabelName(before field: SyntaxNode) -> String? { runtimeLabelText(before: field)?.label }

    /// The `Text(label)` just before the field and the property it shows.
    private static func runtimeLabelText(before field: SyntaxNode) -> (text: SyntaxNode, label: String)? {
        guard let previous = viewBefore(field), previous.isView("Text"), previous.arguments.count == 1,
            let label = previous.arguments.first.flatMap(singleName)
        else { return nil }
        return (previous, label)
    }

    /// The view just before `node` in the closure or block that holds it (`viewBefore(_:in:at:)`).
    /// Whether `field` sits mid-sentence in a row: an `HStack` with a `Text` of words right after it,
    /// after a `Text` that starts a sentence rather than labelling ("Take [field] times a day", "For
    /// [field] days"). A label before it (ending in ":", or any words before a unit such as "cm")
    /// still labels it: "Height [field] cm".
    static func isInlineInASentence(_ field: SyntaxNode) -> Bool {
        guard let parent = field.parent, parent.kind == .closure, let row = parent.parent, row.kind == .call,
            row.isView("HStack"), let index = parent.children.position(of: field), index > 0,
            index + 1 < parent.children.count,
            let before = textWords(parent.children[index - 1]), let after = textWords(parent.children[index + 1])
        else { return false }
        guard !before.hasSuffix(":") else { return false }
        // Several words after the field continue a sentence; one word is a unit, unless the words before
        // open a sentence themselves ("For [7] days", "Every [2] weeks").
        if after.contains(" ") { return true }
        return sentenceOpeners.contains(before.lowercased())
    }

    /// Words that open a sentence a field completes, rather than name it.
    static let sentenceOpeners: Set<String> = [
        "take", "for", "every", "after", "within", "in", "on", "at", "by", "repeat", "each", "per", "up to",
        "remind me",
    ]

    /// The literal words of a `Text`, trimmed, or nil.
    private static func textWords(_ view: SyntaxNode) -> String? {
        guard view.kind == .call, view.isView("Text"), let words = view.argument(nil)?.value?.stringValue else {
            return nil
        }
        let trimmed = words.trimmed()
        return trimmed.isEmpty ? nil : trimmed
    }

    static func viewBefore(_ node: SyntaxNode) -> SyntaxNode? {
        guard let parent = node.parent, parent.kind == .closure || parent.kind == .block,
            let index = parent.children.position(of: node)
        else { return nil }
        return viewBefore(node, in: parent, at: index)
    }

    /// The argument's name when it is one identifier (`label`, `placeholder`), not a literal or a call.
    private static func singleName(_ argument: SyntaxArgument) -> String? {
        guard argument.labelToken == nil else { return nil }
        func isName(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        // `self.label` is the property `label`.
        let written = argument.text
        if written.hasPrefix("self."), isName(written.dropFirst("self.".count)) {
            return String(written.dropFirst("self.".count))
        }
        // `placeholder ?? ""`: an optional property with an empty fallback is that property's name.
        if argument.firstToken != argument.lastToken {
            let parts = written.split(separator: " ", maxSplits: 2)
            // Only an empty fallback: `?? "Enter a value"` names the field when the property is nil.
            guard parts.count == 3, parts[1] == "??", parts[2] == "\"\"" else { return nil }
            let name = parts[0].hasPrefix("self.") ? parts[0].dropFirst("self.".count) : parts[0]
            return isName(name) ? String(name) : nil
        }
        let token = argument.firstToken
        guard token >= 0, argument.tree.tokens[Int(token)].kind == .identifier else { return nil }
        let name = argument.text
        guard let first = name.unicodeScalars.first, first != "$", !["nil", "true", "false", "self"].contains(name)
        else { return nil }
        return name
    }

    /// The platforms `node` is compiled for, as far as its `#if` condition says; empty when unknown.
    static func platforms(of node: SyntaxNode) -> [Platform] {
        Platform.allCases.filter { node.condition.holds(on: $0) == true }
    }

    /// "iOS" or "iOS and macOS".
    static func describe(_ platforms: [Platform]) -> String {
        platforms.map(\.displayName).joined(separator: " and ")
    }

    /// Whether a control's own title or label view shows no words (a `Toggle`, a `Picker`): `""` (or
    /// blank), `{ }`, `{ EmptyView() }`, `{ Text("") }`, `label: Text("")`. A title or view built at run
    /// time may hold words: false. `contentFirst`: the unlabeled trailing closure is the control's
    /// content (a `Picker`'s options), so only a `label:` names it.
    static func ownLabelIsEmpty(_ control: SyntaxNode, contentFirst: Bool = false) -> Bool {
        if let title = control.argument(nil), let value = title.value {
            guard value.kind == .string, let text = value.stringValue else { return false }
            return text.allSatisfy(\.isWhitespace)
        }
        guard
            let label = control.trailingClosure("label") ?? control.argument("label")?.value
                ?? (contentFirst ? nil : control.trailingClosure(nil))
        else { return false }
        func showsNoWords(_ view: SyntaxNode) -> Bool {
            if view.isView("EmptyView") || view.text == "EmptyView.init" { return true }
            guard view.kind == .call, view.isView("Text"), let text = view.argument(nil)?.value?.stringValue else {
                return false
            }
            return text.allSatisfy(\.isWhitespace)
        }
        guard label.kind == .closure else { return showsNoWords(label) }
        return label.children.allSatisfy(showsNoWords)
    }

    /// The words of a `Text` literal right before a control in its row (past a `Spacer()`), without a
    /// closing colon: what names it on screen.
    static func wordsBefore(_ toggle: SyntaxNode) -> String? {
        guard let previous = FieldNaming.viewBefore(toggle), previous.kind == .call, previous.isView("Text"),
            !isHeading(previous),
            let first = previous.argument(nil), first.labelToken == nil, let text = first.value?.stringValue,
            text.contains(where: \.isLetter)
        else { return nil }
        var words = Substring(text.trimmed())
        while let last = words.last, last == ":" { words = words.dropLast() }
        return String(words)
    }

    /// The fix for a control named by nothing beside a `Text` whose key is looked up in a table or
    /// bundle of its own (`Text("LimitLabel", tableName: "Settings")`, Maccy's settings panes): a title
    /// or a plain string would be looked up in Localizable and speak the key, so the control is named
    /// by that Text as written. Nil when the Text before it is an ordinary one (or none).
    static func ownTableLabelFix(before control: SyntaxNode) -> String? {
        guard let text = viewBefore(control), text.kind == .call, text.isView("Text"), !isHeading(text),
            text.argument("tableName") != nil || text.argument("bundle") != nil, let code = textCall(text)
        else { return nil }
        return
            "name it by the visible label's own Text, looked up where it is: .accessibilityLabel(\(code)), with .accessibilityHidden(true) on that Text so the name is read once (a title or a string would be looked up in Localizable and say the key)"
    }

    /// What a label's `Text` says, as code that names a control the same: its literal when it is a
    /// plain one (`"Units"`), else the `Text` as written, key and table (`Text("UnitsLabel", tableName:
    /// "Settings")`). Nil for a view that is not a `Text` of words.
    static func textCall(_ text: SyntaxNode) -> String? {
        guard text.kind == .call, text.isView("Text"), let first = text.arguments.first, first.labelToken == nil
        else { return nil }
        if text.arguments.count == 1, let words = first.stringValue { return SwiftLiteral.string(words) }
        let arguments = text.arguments.map { argument in (argument.label.map { "\($0): " } ?? "") + argument.text }
        return ("Text(" + arguments.joined(separator: ", ") + ")").onOneLine
    }

    /// A `Text` set as a heading, which names a screen or a group rather than the field below it:
    /// marked one (`.accessibilityHeading`, the `.isHeader` trait), or in a title font (`.largeTitle`,
    /// `.title`, `.title2`, `.title3`, or a fixed size of 20 pt or more, `.system(size: 28)`,
    /// `.custom("Brand", size: 24)`; `global.no-fixed-font-size` reports the size).
    static func isHeading(_ text: SyntaxNode) -> Bool {
        text.modifiers.contains { modifier in
            if modifier.isNamed("accessibilityHeading") { return true }
            if modifier.isNamed("accessibilityAddTraits") { return modifier.text.contains("isHeader") }
            // `.modifier(TitleStyle(size: 24))`: a modifier of the app's own that sets a title's size.
            if modifier.isNamed("modifier"), let size = modifier.arguments.first?.value?.argument("size")?.numberValue {
                return size >= 20
            }
            guard modifier.isNamed("font"), let style = modifier.arguments.first?.value else { return false }
            let font = modifier.arguments.first?.text ?? ""
            if [".largeTitle", ".title", "Font.largeTitle", "Font.title"].contains(where: { font.hasPrefix($0) }) {
                return true
            }
            let sized =
                style.member("system", of: "Font") ?? style.member("custom", of: "Font")
                ?? (style.isImplicitMember && (style.isNamed("system") || style.isNamed("custom")) ? style : nil)
            guard let size = sized?.argument("size")?.numberValue else { return false }
            return size >= 20
        }
    }
}
