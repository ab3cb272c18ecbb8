/// `text-field.no-unset-input-traits`: a `TextField`/`SecureField` (or card 003's `DSTextField`)
/// whose name implies a data type, without the `.keyboardType` or `.textContentType` that type
/// needs: the right keyboard does not appear and AutoFill cannot offer the value (card 000's Dont;
/// Musts `text-field.keyboard-type` and `text-field.content-type`).
///
/// The type is what `field --type` would read from the field's whole name: `DataType.resolve` on an
/// `.accessibilityLabel`, the title, a one-`Text` label closure, a `LabeledContent` title, the prompt
/// or, failing those, the binding (`$email`, `$user.phoneNumber`); the modifiers needed are
/// `InputTraits.of(type, region: nil)`, the row the generator emits. A `SecureField` for a password
/// may use any of `.password`, `.newPassword` and `.oneTimeCode` (card 000, Customizable).
/// Modifiers on a container reach the field through the environment and count. `.keyboardType` is
/// demanded only where the field is compiled for iOS (a modifier under `#if os(macOS)` does not
/// count there, one under `#if os(iOS)`/`#if canImport(UIKit)` does; a file importing AppKit and not
/// UIKit is a Mac file); a content type only where it exists at the file's minimum OS, so a
/// `.textContentType` that may not compile in the project is never demanded. The minimum is the one a
/// `// Platforms: iOS 16.0, macOS 14.0` comment opening the file declares (a11y-gen's output has
/// one), else the lowest the generator supports (iOS 15, macOS 12).
///
/// A `DSTextField` declared in the same file is read: one that sets either modifier itself is left
/// alone, one that sets neither is reported without the other-file note. So is a custom modifier
/// declared here: the function `.emailInput()` calls, or the `ViewModifier` of `.modifier(…)`.
///
/// A `SecureField` titled only with bullets or nothing (a placeholder for a label) is still a secret:
/// without a content type (and without a keyboard that makes it a PIN) it is reported, asking for
/// `.password`, `.newPassword` or `.oneTimeCode`. One named in words that say no password ("Recovery
/// phrase", also as the `Text` beside it: "Personal Access Token"), or named at run time (it may say
/// PIN), is left alone, unless the view around it is named for passwords (`PasswordField`, whose
/// callers pass the title): that one is asked for `.password` or a content-type parameter.
///
/// Left alone: names that are not a type name as a whole ("Project name", "New name"; "Your email" and
/// "Work phone" are, `DataType.resolveLabel`), names
/// built at run time (then the binding decides), two names that spell different types, a one-word
/// binding (`$name`) under a visible name that implies nothing, a bare "Name" over a compound binding
/// that names a thing (`$folderName`, `$newName`: a rename alert, not a person), a postal code's keyboard (it depends
/// on the region), the `.asciiCapable` keyboard the generator gives a username (the default keyboard
/// types any username; only the content type is asked for), a search's `.webSearch` (the default
/// keyboard types any query, and a search has no content type), any value already set (`.keyboardType(.default)` is a choice; whether it fits is
/// `text-field.keyboard-type`), views the environment reaches from a caller of the enclosing view,
/// and conditions a11y-gen cannot evaluate (`DEBUG`), which count as setting the modifier.
///
/// A `TextField(_:value:format:)` with a number format (or `value:formatter:` with a `NumberFormatter`
/// the file styles) (`.number`, `.percent`, `.currency(code:)`,
/// `IntegerFormatStyle`…) holds a number whatever its name says; the fix then also says that a pad
/// has no Return key to commit the edit (card 001).
///
/// A note rather than a warning: a bare "Name" (bound to `$name`) in a view that asks for no other
/// personal detail (no email, phone, password, address…): an expense's or a search's "Name" is not a
/// person's, and `.name` would have QuickType offer the person's own name there. Likewise a bare
/// "Address" in a view that asks for no city, postal code or country, unless its binding says a
/// street or a home (`$shippingAddress`): a proxy's or a wallet's address is not a street address,
/// and `.fullStreetAddress` would have AutoFill offer the person's home there.
public struct TextFieldNoUnsetInputTraits: CheckRule {
    public let id = RuleID.noUnsetInputTraits
    public let help =
        "Set the .keyboardType and .textContentType the field's data needs (`a11y-gen field --type <type>` shows them)."

    public init() {}

    /// Words of secrets no AutoFill content type fits: a token, a key, a recovery phrase.
    static let otherSecretWords: Set<String> = [
        "token", "key", "phrase", "mnemonic", "seed", "passphrase",
    ]

    /// Content types a `SecureField` may pair with for a password (card 000, Customizable).
    static let secretContentTypes: [ContentType] = [.password, .newPassword, .oneTimeCode]

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") || node.isView("DSTextField")
        else { return [] }
        // (A SecureField bound to a plain `$text` says nothing by its binding: it is read as a secret.)
        guard let field = TextFieldTraits.of(node), !(node.isView("SecureField") && field.type == .text) else {
            return secretWithoutContentType(node) + emailByItsKeyboard(node)
        }
        let platforms = field.platforms
        // The DSTextField that `a11y-gen component` generates takes the traits as arguments; one passed
        // (not nil) sets the trait wherever the call is compiled.
        func passed(_ name: StaticString) -> Bool {
            field.isCustom && (node.argument(name).map { $0.text != "nil" } ?? false)
        }
        var missing: [String] = []
        var missingPlatforms: Set<Platform> = []
        // Where the content type is missing, apart from the keyboard's iOS (rw21 #2).
        var contentPlatforms: Set<Platform> = []
        // A secret's content type on a field whose name says password (`.oneTimeCode` on a master
        // password keeps iOS from offering a generated one): card 000 lets a SecureField take any of
        // them, so it asks for no number pad; one set anyway is `text-field.keyboard-type`'s to judge.
        let saysPassword = [ContentType.password, .newPassword].contains {
            InputTraits.of(field.impliedType, region: nil).content == $0
        }
        let secretByName = saysPassword && field.traits.content.map(Self.secretContentTypes.contains) == true
        // A modifier of this file's own (`func emailInput()` in an `extension View`, a `ViewModifier`)
        // sets what its declaration sets, as a `DSTextField` declared here does.
        let setHere = field.traitsSetByCustomModifiers ?? (keyboard: false, content: false)
        // `.asciiCapable` (the generator's choice for a username or a tracking number) only leaves out
        // keys for other scripts and emoji: the default keyboard types the same value, so it is not
        // demanded; the content type still is.
        // A search's `.webSearch` is the generator's choice for a query, not a need: the default
        // keyboard types the same terms, and a search maps to no content type (rw20 #7: an in-app
        // search was told to take the web's keyboard). It is not demanded.
        if let keyboard = field.traits.keyboard, keyboard != .asciiCapable, keyboard != .webSearch,
            platforms[.ios] != nil, !secretByName, !setHere.keyboard,
            field.modifiers("keyboardType", on: .ios).isEmpty, !passed("keyboardType")
        {
            missing.append(".keyboardType(\(keyboard.swift))")
            missingPlatforms.insert(.ios)
        }
        // An email beside a password is the account name: `.username`, as a generated form types it.
        let wanted =
            field.traits.content == .emailAddress && TextFieldTraits.isAccountEmail(node)
            ? ContentType.username : field.traits.content
        if let content = wanted, !setHere.content {
            for (platform, minimum) in platforms.sorted(by: { $0.key < $1.key }) {
                guard let introduced = content.availability.introduced(on: platform), introduced <= minimum else {
                    continue
                }
                let set = field.modifiers("textContentType", on: platform).filter {
                    $0.arguments.first?.text != "nil"
                }
                if set.isEmpty, !passed("textContentType") {
                    if !missing.contains(".textContentType(\(content.swift))") {
                        missing.append(".textContentType(\(content.swift))")
                    }
                    missingPlatforms.insert(platform)
                    contentPlatforms.insert(platform)
                }
            }
        }
        // "Phone" edited as a number (`value: $phone, format: .number`): no keyboard makes that right,
        // so it is said whatever traits the field sets (a number pad still drops the leading zero).
        if let digits = field.digitsHeldAsNumber { return [digitsHeldAsNumber(field, digits)] }
        guard !missing.isEmpty else { return field.type == .text ? emailByItsKeyboard(node) : [] }
        // `DSTextField` declared in this file: it decides for itself when it sets the traits (perhaps
        // from a parameter); when it sets none, the finding needs no other file.
        var declaredHere = false
        if field.isCustom, let name = node.name,
            let declaration = context.tree.allNodes.first(where: {
                $0.kind == .declaration && $0.name == name && $0.isTypeDeclaration
                    && !$0.isExtension
            })
        {
            if declaration.descendants().contains(where: {
                $0.kind == .modifier && ($0.isNamed("keyboardType") || $0.isNamed("textContentType"))
            }) {
                return []
            }
            declaredHere = true
        }

        var what = missing.map { $0.prefix(while: { $0 != "(" }) }.joined(separator: " or ")
        // "on iOS" when the modifier is there, but for another platform only (`#if os(macOS)`).
        let elsewhere = missing.contains { call in
            let name = call.prefix(while: { $0 != "(" }).dropFirst()
            return field.reaching.contains { modifier in
                modifier.name == String(name) && missingPlatforms.contains { modifier.condition.holds(on: $0) == false }
            }
        }
        var onlyOn =
            elsewhere && missingPlatforms.count == 1 ? " on \(missingPlatforms.first!.displayName)" : ""
        let keyboardMissing = missing.contains { $0.hasPrefix(".keyboardType") }
        let contentMissing = missing.contains { $0.hasPrefix(".textContentType") }
        // The keyboard missing on iOS and the content type only on the Mac (it is set for iOS under an
        // `#if`): each is said with its platform, and the content type goes where the Mac compiles it.
        let contentElsewhere =
            contentMissing && contentPlatforms == [.macos] && platforms[.ios] != nil
            && !field.modifiers("textContentType", on: .ios).isEmpty
        if contentElsewhere, let index = missing.firstIndex(where: { $0.hasPrefix(".textContentType") }) {
            missing[index] += " for macOS, in the #else of the #if that sets it for iOS"
            if keyboardMissing {
                what = ".keyboardType on iOS or .textContentType on macOS"
                onlyOn = ""
            }
        }
        let effect =
            keyboardMissing && contentMissing
            ? "the keyboard that fits the data does not appear and AutoFill cannot offer it"
            : keyboardMissing
                ? "the keyboard that fits the data does not appear" : "AutoFill and QuickType cannot offer the value"
        if keyboardMissing, field.mayBeWholeNumber,
            let index = missing.firstIndex(where: { $0.hasPrefix(".keyboardType") })
        {
            missing[index] += " (.numberPad if it holds whole numbers)"
        }
        // The other secrets are offered where the field could hold one: a SecureField, or a field
        // whose label says password (one shown in the clear). A visible "Verification code" field
        // holds a code, not a password.
        if contentMissing, let content = field.traits.content, Self.secretContentTypes.contains(content),
            node.isView("SecureField") || saysPassword,
            let index = missing.firstIndex(where: { $0.hasPrefix(".textContentType") })
        {
            let others = Self.secretContentTypes.filter { $0 != content }.map(\.swift)
            missing[index] += " (or \(others.joined(separator: " or ")) where that is what the field holds)"
        }
        // The file builds for the Mac too, where keyboardType does not exist and a content type may be
        // newer than the Mac minimum (`.emailAddress` is macOS 14): pasted bare, such a fix would break
        // that build, so those calls go inside `#if canImport(UIKit)`, each with its reason.
        var guarded: [(call: String, reason: String)] = []
        if let macMinimum = platforms[.macos], Self.buildsForTheMac(context.tree) {
            if keyboardMissing, let index = missing.firstIndex(where: { $0.hasPrefix(".keyboardType") }) {
                guarded.append((missing.remove(at: index), "macOS has no keyboardType"))
            }
            if let content = wanted, let index = missing.firstIndex(where: { $0.hasPrefix(".textContentType") }) {
                if let introduced = content.availability.introduced(on: .macos) {
                    if introduced > macMinimum {
                        guarded.append(
                            (
                                missing.remove(at: index),
                                "\(content.swift) is macOS \(introduced) and later, and this builds for macOS \(macMinimum)"
                            ))
                    }
                } else {
                    guarded.append((missing.remove(at: index), "macOS has no \(content.swift)"))
                }
            }
        }
        if !guarded.isEmpty {
            let calls = guarded.map(\.call).joined(separator: " and ")
            let reasons = guarded.map(\.reason).joined(separator: "; ")
            let inside = "\(calls) inside #if canImport(UIKit) (\(reasons))"
            // Where the keyboard stood first (the usual order), the guarded calls stay first.
            if guarded.first?.call.hasPrefix(".keyboardType") == true {
                missing.insert(inside, at: 0)
            } else {
                missing.append(inside)
            }
        }
        var fix = "add " + missing.joined(separator: " and ")
        // A password typed into a TextField is shown on screen and read aloud as it is typed (rw17); the
        // content type alone would have AutoFill put a saved password in the clear. Unless it may be a
        // show-password reveal: a field under an `if` (the masked branch may be written anywhere), or a
        // file with a SecureField or a secure control of the app's own (`AppSecureInput`) (rev46).
        if node.isView("TextField"), field.type == .password || field.type == .newPassword,
            !Self.isUnderAnIf(node),
            !context.tree.allNodes.contains(where: { $0.kind == .call && ($0.name ?? "").contains("Secure") })
        {
            fix =
                "make it a SecureField with the same title and text, so the password is masked and VoiceOver does not read it out as it is typed (card 000, text-field.secure-field), and "
                + fix
        }
        if keyboardMissing, node.argument("value") != nil, let pad = field.traits.keyboard, !pad.hasReturnKey {
            // Card 001: a value:format: field changes its value only when the edit is committed.
            fix +=
                "; \(pad.swift) has no Return key to commit a \(node.argument("formatter") == nil ? "value:format:" : "value:formatter:") edit, so bind the text and read the number from it (as `a11y-gen field --type \(field.type.rawValue)` does)"
        }
        var note: String?
        if field.isCustom, !declaredHere {
            note =
                "\(node.name!) is defined in another file; this applies unless it sets the keyboard and content type itself"
        } else if let custom = field.customModifier, field.customModifierDeclarations == nil {
            note = "\(custom) is defined elsewhere; this applies unless it sets \(what)"
        }
        // A note when the name may mean other data: "Name" alone may be a thing's, "Address" alone a
        // server's, where the type's content type would offer the person's own name or home.
        if let ambiguity = field.ambiguity {
            var found = finding(
                at: node.offset,
                "\(field.described) may hold \(ambiguity.data) but sets no \(what)\(onlyOn): if it does, \(effect); \(ambiguity.reason)",
                fix: fix + " if it holds \(ambiguity.data)", dependsOn: note)
            found.severity = .note
            return [found]
        }
        return [
            finding(
                at: node.offset,
                "\(field.described) holds \(field.type.rawValue) data but sets no \(what)\(onlyOn): \(effect)",
                fix: fix, dependsOn: note)
        ]
    }

    /// The name of the type around `node` when its words say password (`PasswordField`,
    /// `SecurePasswordInput`), not a passcode or a PIN.
    /// One whose other branch sets a content type (`#if os(iOS) … .textContentType(.password) #else …`)
    /// chose where to set it, and is left alone.
    static func passwordComponent(around node: SyntaxNode) -> String? {
        guard let type = node.enclosingType, let name = type.name,
            Identifier.words(name).contains(where: { $0.lowercased() == "password" }),
            !type.descendants().contains(where: { $0.kind == .modifier && $0.isNamed("textContentType") })
        else { return nil }
        return name
    }

    /// Whether `node` is inside a branch of an `if` in its view.
    static func isUnderAnIf(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.kind == .ifStatement { return true }
            current = next.parent
        }
        return false
    }

    /// A field whose words name data written in digits (a phone number, a postal code, a card
    /// number) that edits a number: the fix is a String, with the keyboard and content type of that
    /// data, not a number pad for the number.
    func digitsHeldAsNumber(_ field: TextFieldTraits, _ digits: DataType) -> CheckFinding {
        let node = field.field
        let traits = InputTraits.of(digits, region: nil)
        let kind = node.name ?? "TextField"
        let binding = node.argument("value")?.text ?? "$value"
        let title = node.arguments.first.flatMap { $0.labelToken == nil ? $0.text : nil } ?? "\"…\""
        let modifiers = [
            traits.keyboard.map { ".keyboardType(\($0.swift))" },
            traits.content.map { ".textContentType(\($0.swift))" },
        ].compactMap { $0 }
        let with = modifiers.isEmpty ? "" : " with " + modifiers.joined(separator: " and ")
        let format = node.argument("format")?.text ?? node.argument("formatter")?.text ?? "its formatter"
        let keyboardSet = !field.modifiers("keyboardType", on: .ios).isEmpty
        // `.number.grouping(.never)` groups nothing: only the dropped zero and "+" are said then.
        let grouping =
            format.contains("grouping(.never)") ? "" : ", and a number format groups the digits (\"5,551,234\")"
        return finding(
            at: node.offset,
            "\(field.described) names \(digits.rawValue) data but edits it as a number (\(format)): a number drops leading zeros and a leading \"+\"\(grouping)\(keyboardSet ? ", whatever keyboard types them" : ", and no keyboard is set for it")",
            fix:
                "hold it as a String and bind the text: \(kind)(\(title), text: \(binding))\(with) (the property becomes a String; `a11y-gen field --type \(digits.rawValue)` shows the whole field)"
        )
    }

    /// Whether the file says it builds for the Mac: its `// Platforms:` header or the project's
    /// platforms name macOS, or it guards code by platform (`#if os(iOS)`, `#if canImport(UIKit)`), as
    /// multiplatform files do. A file that says neither is taken for an iOS file, whose fix needs no guard.
    static func buildsForTheMac(_ tree: SyntaxTree) -> Bool {
        tree.memoized("traits.builds-for-mac") {
            if let known = TextFieldTraits.knownPlatforms(tree) { return known[.macos] != nil }
            // A file in a folder named Shared: Xcode's multiplatform app template keeps the code both
            // platforms build there (rw18, BitDream's Views/Shared: a bare .keyboardType fix broke the Mac).
            if TextFieldTraits.isInSharedFolder(tree), !TextFieldTraits.isIOSOnlyFile(tree) { return true }
            for index in 0..<Int32(tree.tokens.count)
            where tree.tokens[Int(index)].kind == .directiveIf || tree.tokens[Int(index)].kind == .directiveElseif {
                // `#if os(…)`, `#if !os(…)`, `#if DEBUG || canImport(…)`: any name on the directive's line.
                let line = tree.source.location(of: Int(tree.tokens[Int(index)].start)).line
                var next = index + 1
                while Int(next) < tree.tokens.count,
                    tree.source.location(of: Int(tree.tokens[Int(next)].start)).line == line
                {
                    if tree.token(next, is: "os") || tree.token(next, is: "canImport") { return true }
                    next += 1
                }
            }
            return false
        }
    }

    /// A `SecureField` whose only name is a title with no words in it (`SecureField("••••••••", text:
    /// $password)`, a placeholder standing in for the label): masked entry is a secret, which card 000
    /// pairs with `.password`, `.newPassword` or `.oneTimeCode`. Left alone when the name is given
    /// another way (`.accessibilityLabel`, a label view, a `LabeledContent`, a title built at run time:
    /// it may say PIN, which takes no content type), or when a content type, a keyboard (a PIN on a
    /// number pad) or a modifier of the project's own reaches it.
    /// A `TextField` whose name says nothing a11y-gen can read (a reusable `EmailTextField` titled by
    /// its caller, bound to `$text`) but whose keyboard is `.emailAddress`: it holds an email address,
    /// and without a content type AutoFill cannot offer one (rw21 #3). Only the email keyboard says
    /// so: a `.phonePad` or a `.URL` keyboard also types codes and server addresses.
    func emailByItsKeyboard(_ node: SyntaxNode) -> [CheckFinding] {
        guard node.isView("TextField"), !node.modifiers.contains(where: { $0.isNamed("textContentType") }),
            let keyboard = node.modifiers(named: "keyboardType").first,
            let kind = keyboard.arguments.first?.text.filter({ !$0.isWhitespace }),
            kind == ".emailAddress" || kind == "UIKeyboardType.emailAddress"
        else { return [] }
        return [
            finding(
                at: node.offset,
                "this TextField's keyboard is .emailAddress, so it holds an email address, but it sets no .textContentType: AutoFill and QuickType cannot offer the address",
                fix:
                    "add .textContentType(.emailAddress) beside .keyboardType(.emailAddress) (.username where it is the account's sign-in name, beside a password)"
            )
        ]
    }

    func secretWithoutContentType(_ node: SyntaxNode) -> [CheckFinding] {
        guard node.isView("SecureField"), let title = node.arguments.first, title.labelToken == nil,
            node.modifiers(named: "accessibilityLabel").isEmpty
        else { return [] }
        // A title built at run time may say PIN, except in a view whose own name says password
        // (`struct PasswordField: View { let placeholder: String … SecureField(placeholder, text: $text) }`,
        // rw17): a component made for passwords, whichever words its callers pass.
        let component = title.stringValue == nil ? Self.passwordComponent(around: node) : nil
        if let text = title.stringValue {
            guard !text.contains(where: \.isLetter) else { return [] }
        } else if component == nil {
            return []
        }
        var ancestor = node.parent
        while let current = ancestor, current.kind != .declaration {
            if current.isView("LabeledContent") { return [] }
            ancestor = current.parent
        }
        // The label people see beside it may name a secret AutoFill has no type for ("Personal Access
        // Token", "API key", "Recovery phrase"): `.password` would offer saved site passwords in it,
        // so it is left alone as such a title is. "Password", or a heading ("Welcome back"), is not.
        if let label = FieldNaming.visibleLabel(before: node), TextFieldTraits.secretType(label) == nil {
            let words = Identifier.words(label).map { $0.lowercased() }
            if words.contains(where: Self.otherSecretWords.contains) { return [] }
        }
        let reaching = TextFieldTraits.reachingModifiers(node)
        if reaching.contains(where: { modifier in
            guard let name = modifier.name else { return false }
            return name == "textContentType" || name == "keyboardType" || name == "modifier"
                || !TextFieldTraits.knownModifiers.contains(name)
        }) {
            return []
        }
        let described =
            TextFieldTraits.bindingName(node).flatMap {
                $0.full.hasPrefix("$") ? "the SecureField bound to \($0.full)" : nil
            }
            ?? "the SecureField"
        if let component {
            return [
                finding(
                    at: node.offset,
                    "\(described) in \(component), a view for passwords, sets no .textContentType: AutoFill cannot offer a saved password in it, and a password manager cannot save a new one",
                    fix:
                        "add .textContentType(.password), or take the content type as a parameter of \(component) so a sign-up form can pass .newPassword"
                )
            ]
        }
        return [
            finding(
                at: node.offset,
                "\(described) masks a secret but sets no .textContentType: AutoFill cannot offer the saved password or the code, and a password manager cannot save a new one",
                fix:
                    "add .textContentType(.password) (.newPassword where people choose one, .oneTimeCode for a code sent to them); a PIN takes none, so give it .keyboardType(.numberPad)"
            )
        ]
    }
}
