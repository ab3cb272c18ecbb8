/// What `check` knows about one text field's input traits: the data type its name implies and the
/// `.keyboardType` / `.textContentType` modifiers that reach it. Shared by the input-trait rules.
///
/// The type comes from `DataType.resolve`, the same spellings and aliases `field --type` reads, applied
/// to the whole name ("Email", "Phone number", "ZIP code", `phoneNumber`), so the rules and the
/// generator never disagree about what a name means; a name that is not a type name as a whole
/// ("Project name", "Email address of your manager") implies nothing, except after a word that only says
/// whose or which one it is (`DataType.resolveLabel`: "Your email", "Work phone"). `InputTraits.of(type, region: nil)` then gives the
/// keyboard and content type the generator would emit.
struct TextFieldTraits {
    /// The field: `TextField`, `SecureField`, or card 003's `DSTextField`.
    let field: SyntaxNode
    /// What the field holds: a content type written out outranks its name.
    let type: DataType
    /// What the words people see (title, label, prompt) say it holds, before a content type written
    /// out overrides them; nil when only the binding or a format says (`text-field.content-type`).
    let namedType: DataType?
    /// What the name or, failing it, the binding says it holds (`$password`), before a content type
    /// written out overrides it.
    let impliedType: DataType
    /// The table row for `type` without a locale (a postal code's keyboard depends on the region).
    let traits: InputTraits

    /// What the field holds by two witnesses besides a content type written out: the words people
    /// see (`namedType`), or else the binding (`$phone`) together with a keyboard written out that is
    /// the one the generator gives that data (`.phonePad`). Nil when only one weak witness speaks.
    var witnessedType: DataType? {
        if let namedType { return namedType }
        guard field.argument("value") == nil, let expected = InputTraits.of(impliedType, region: nil).keyboard,
            let (_, keyboard): (SyntaxNode, KeyboardType) = effective("keyboardType", on: .ios),
            keyboard == expected
        else { return nil }
        return impliedType
    }
    /// How findings name the field: `the TextField "Email"`, `the SecureField bound to $password`.
    let described: String
    /// `DSTextField` is defined in another file (card 003): it may set the traits itself.
    let isCustom: Bool
    /// Environment modifiers that reach the field: its own chain first, then its containers' chains,
    /// nearest first (SwiftUI gives the innermost value).
    let reaching: [SyntaxNode]
    /// Set when the name may well mean other data than its type, so the finding is a note, not a
    /// warning.
    var ambiguity: Ambiguity?

    enum Ambiguity {
        /// A bare "Name" (bound to `$name`, or to nothing that says whose) in a view that asks for
        /// no other personal detail: an expense's or a card search's name as often as a person's.
        case personName
        /// A bare "Address" (bound to nothing that says a street or a home) in a view that asks for
        /// no other part of a postal address: a server's, a wallet's or an email address as often
        /// as a street address.
        case streetAddress
        /// Words that name no data ("Title", "IBAN") over a content type written out whose data takes
        /// a pad without letters (`.creditCardNumber`): only the content type says what the field
        /// holds, and a content type pasted onto the wrong field is common. Asking for the pad on that
        /// one witness would make the field's letters impossible to type.
        case onlyContentType(DataType, ContentType)

        /// The type its name spells, which a content type written out may override.
        var type: DataType {
            switch self {
            case .personName: .name
            case .streetAddress: .streetAddress
            case .onlyContentType(let type, _): type
            }
        }

        /// The data it may hold, as findings say it.
        var data: String {
            switch self {
            case .personName: "a person's name"
            case .streetAddress: "a street address"
            case .onlyContentType(let type, _): "\(type.rawValue) data"
            }
        }

        /// Why it may not.
        var reason: String {
            switch self {
            case .onlyContentType(_, let content):
                "only its .textContentType(.\(content.rawValue)) says so, not its name, and that keyboard has no letters; if it holds other data, the content type is the mistake: use the one for that data, or none"
            case .personName:
                "the view asks for no other personal detail, so it may name a thing, where no content type applies"
            case .streetAddress:
                "the view asks for no other part of a postal address (city, postal code, country), so it may be a server's or an email address, where no street-address content type applies"
            }
        }
    }
    /// A number format on a variable declared in another file: a decimal as far as `check` can
    /// tell, a whole number perhaps.
    var mayBeWholeNumber = false
    /// The data the words people see name, when it is a string of digits (a phone number, a postal
    /// code, a card number) and the field edits it as a number through `value:format:`: a number
    /// drops leading zeros and a leading "+", and a number format groups the digits.
    var digitsHeldAsNumber: DataType? = nil

    /// The field at `node`, when `node` is a text field whose name implies a data type.
    /// `infer(_:)`, worked out once per field and shared by the rules that ask.
    static func of(_ node: SyntaxNode) -> TextFieldTraits? {
        node.tree.memoized("traits.\(node.index)") { infer(node) }
    }

    static func infer(_ node: SyntaxNode) -> TextFieldTraits? {
        guard node.kind == .call else { return nil }
        let isCustom: Bool
        if node.isView("TextField") || node.isView("SecureField") {
            isCustom = false
        } else if node.isView("DSTextField") {
            isCustom = true
        } else {
            return nil
        }
        let kind = node.name ?? "TextField"
        // Names people hear or see, most specific first; then the prompt.
        var names: [(text: String, described: String)] = []
        var hasName = false
        func addName(_ text: String?, _ described: (String) -> String) {
            guard let text else { return }
            let cleaned = clean(text)
            guard !cleaned.isEmpty else { return }
            hasName = true
            names.append((cleaned, described(text)))
        }
        for label in node.modifiers(named: "accessibilityLabel") where label.arguments.count == 1 {
            addName(label.arguments.first?.value?.literalText) { "the \(kind) labeled \"\($0)\"" }
        }
        if isCustom {
            addName(node.argument("label")?.stringValue) { "the \(kind) \"\($0)\"" }
        } else {
            // A title that is an example value ("user1", "1234", "name@example.com") names no data,
            // and leaves the label beside the field and the binding to speak (rw16: `$viewModel.username`
            // under an Arabic "Username" was asked nothing for its content type).
            // So does a title of prompt words ("入力してください", "Enter it here", rw22 #3): the label
            // beside the field ("Password") names its data, not a binding copied from the field above.
            let exampleTitle =
                node.argument(nil)?.stringValue.map {
                    Self.isExampleValue($0) || TextFieldAccessibleName.saysNothing($0)
                } ?? false
            if !exampleTitle, let title = node.argument(nil), let text = title.stringValue {
                addName(text) { "the \(kind) \"\($0)\"" }
            }
            // With a title (`TextField(L10n.username, text: $username) { commit() }`), a trailing
            // closure is the commit action (`onCommit:`), never a label.
            let titled = node.arguments.first.map { $0.labelToken == nil || $0.hasLabel("verbatim") } ?? false
            if !titled, let closure = node.trailingClosure(nil) ?? node.trailingClosure("label"),
                !closure.children.isEmpty
            {
                // A label view names the field even when it is more than one literal Text.
                hasName = true
                if closure.children.count == 1 {
                    addName(closure.children.first?.literalText) { "the \(kind) labeled \"\($0)\"" }
                }
            }
            addName(labeledContentTitle(around: node)) { "the \(kind) in LabeledContent \"\($0)\"" }
            // A Section's header over the one field it shows names it when nothing else does (rw16,
            // Moblin: "Port" over `TextField("7000", text: $obsPort)`).
            if !hasName {
                addName(sectionHeader(around: node)) { "the \(kind) under the Section header \"\($0)\"" }
            }
            // Untitled, the field is known by the `Text` people see beside it when that names data
            // ("username：" over `TextField("", text: $name)`), which its name should match
            // (text-field.accessible-name). A heading or a sentence ("Create your account") names
            // none, and leaves the binding to speak.
            if !hasName, node.argument(nil)?.stringValue?.isEmpty == true || exampleTitle,
                let label = FieldNaming.visibleLabel(before: node)
            {
                let words = Self.withoutParenthetical(Inference.strippedLabel(clean(label)))
                if DataType.resolveLabel(words) != nil {
                    addName(label) { "the \(kind) under the label \"\($0)\"" }
                } else if DataType.namesAThingOnly(words) {
                    // "名称" (a product's name) beside it: a name that implies no data, which a
                    // one-word binding (`$username`) does not outrank.
                    hasName = true
                }
            }
        }
        let prompt = isCustom ? node.argument("placeholder")?.stringValue : node.argument("prompt")?.value?.literalText
        // A prompt says what the field holds as much as a title does ("Room name" over `$name`), so a
        // one-word binding does not outrank it either.
        if let prompt, !clean(prompt).isEmpty {
            hasName = true
            names.append((clean(prompt), "the \(kind) with prompt \"\(prompt)\""))
        }

        // A prompt is more often an example value ("name@example.com"), which spells no type.
        var found = names.compactMap { name in
            DataType.resolveLabel(Self.withoutParenthetical(Inference.strippedLabel(name.text))).map {
                (type: $0, described: name.described)
            }
        }
        // Words that name data only beside other fields ("Nom" beside "Prénom", "CAP" beside "Città").
        if found.isEmpty, !isCustom,
            let (type, described) = names.lazy.compactMap({ name in
                Self.typeInContext(name.text, of: node).map { ($0, name.described) }
            }).first
        {
            found = [(type: type, described: described)]
        }
        // "Name", also as "Name (e.g. Metformin)" or "Name:": the words that spelled the type.
        func saysOnly(_ word: String) -> Bool {
            names.contains { Self.withoutParenthetical(Inference.strippedLabel($0.text)).lowercased() == word }
        }
        // Also another language's bare "Name" ("Nombre", "名前"), as open to a thing's name.
        let saysOtherLanguageName = names.contains {
            DataType.isBareName(Self.withoutParenthetical(Inference.strippedLabel($0.text)))
        }
        let saysOnlyName = saysOnly("name") || saysOtherLanguageName
        var chosen: (type: DataType, described: String)?
        var ambiguity: Ambiguity?
        // Whether words people see (a title, a label, a prompt) name the type, rather than the binding.
        var namedInWords = false
        if var first = found.first {
            // Two names that spell different types ("Username" with the prompt "Email"): ambiguous.
            guard found.allSatisfy({ $0.type == first.type }) else { return nil }
            // A bare "Name" over `$folderName` or `$newName` is a thing's name (a rename alert, a new
            // list), not a person's: the compound binding says whose name it is.
            if first.type == .name, saysOnlyName,
                let binding = bindingName(node), namesSomethingElse(binding.last)
            {
                return nil
            }
            // A name in words ("Enter your name") over a binding that spells other data (`$username`,
            // `$password`): the two disagree, as two names that spell different types do; a content
            // type from either would fill the wrong data, so neither is asked for.
            if first.type == .name, let binding = bindingName(node), let bound = DataType.resolve(binding.last),
                bound != .name, bound != first.type
            {
                // Except another language's bare "Name" over `$firstName`: "Nombre" above "Apellido",
                // "Nome" above "Cognome" ask for the given name, as the binding says.
                guard bound == .givenName, saysOtherLanguageName else { return nil }
                first.type = .givenName
            }
            // So do words and a compound binding that name two data AutoFill keeps apart: "Last Name"
            // on `$firstName` (a title pasted from the next field), "Phone" on `$emailAddress`. Which
            // one is the mistake is not known, and the content type of either would fill the other's
            // value. A one-word binding (`$address`, `$name`) is too loose a witness against words.
            if let binding = bindingName(node), Self.wordCount(binding.last) >= 2,
                let bound = DataType.resolve(binding.last),
                let named = InputTraits.of(first.type, region: nil).content,
                let held = InputTraits.of(bound, region: nil).content, TextFieldContentType.conflict(named, held)
            {
                return nil
            }
            // "Name" over a prompt or a binding that says whose: a thing's (`prompt: Text("Recipe
            // name")`, `$recipe.name`, `$event.title`), not a person's.
            // `$order.name` beside the order's street, city and ZIP is the buyer's name (not
            // `$restaurant.name` beside the restaurant's address).
            // `$order.address.name`, `$shipping.address.name`: an address's name is its addressee's,
            // a person's, when the address belongs to a buyer (CupcakeCorner's delivery form).
            let aPersonsDetailsAround = {
                let owners = Self.owners(of: bindingName(node)?.full ?? "")
                let last = owners.last ?? ""
                // `$order.address.name` (the owner just before the address is the buyer), or a buyer's
                // address by its own name (`$order.shippingAddress.name`, `$billingAddress.name`); not
                // `$booking.venue.address.name`, a venue's.
                let buyer =
                    Self.buyerOwners.contains(last)
                    || (last == "address" && owners.dropLast().last.map(Self.buyerOwners.contains) == true)
                    || (last.hasSuffix("address") && Self.buyerOwners.contains(String(last.dropLast("address".count))))
                return buyer && (asksForPersonalDetails(around: node) || asksForPostalDetails(around: node))
            }
            if first.type == .name, saysOnlyName,
                namesAThing(names.map(\.text), binding: bindingName(node), aPersonsDetailsAround: aPersonsDetailsAround)
            {
                return nil
            }
            // "Account name" beside a "Username" or "Email" field is the account's own title (a
            // password manager's entry), not a second username: AutoFill would fill both alike.
            if first.type == .username, saysOnly("account name"),
                anotherFieldSpells([.username, .email], besides: node)
            {
                return nil
            }
            // Another language's bare "Name" beside a family-name field is the given name ("Nombre"
            // above "Apellidos", "Nome" above "Cognome"), whatever the binding is called.
            if first.type == .name, saysOtherLanguageName, anotherFieldSpells([.familyName], besides: node) {
                first.type = .givenName
            }
            chosen = first
            namedInWords = true
            if first.type == .name, saysOnlyName {
                let binding = bindingName(node)?.last.lowercased() ?? "name"
                // `$customerName`, `$fullName`: the binding says it is a person's.
                let personBinding = binding != "name" && binding.hasSuffix("name")
                if !personBinding, !asksForPersonalDetails(around: node) {
                    // A screen titled for a thing ("Add new expense", rw18): the name is the thing's.
                    if screenTitleNamesAThing(around: node) { return nil }
                    ambiguity = .personName
                }
            }
            if first.type == .streetAddress, saysOnly("address") {
                // Beside a "Port" or "Host" field it is a server's: no street-address type.
                if asksForServerDetails(around: node) { return nil }
                // `$shippingAddress`, `$streetAddress`: the binding says it is a postal one.
                let binding = bindingName(node).map { Identifier.words($0.last) } ?? []
                let postalBinding = binding.contains { Self.postalWords.contains($0.lowercased()) }
                if !postalBinding, !asksForPostalDetails(around: node) { ambiguity = .streetAddress }
            }
        } else if node.isView("SecureField") || names.contains(where: { Self.isPasswordPhrase($0.text) }),
            let secret = names.lazy.compactMap({ name in Self.secretType(name.text).map { ($0, name.described) } })
                .first
        {
            // (A plain TextField too when its whole name is a password's: "Old Password", "Confirm
            // New Password" (rw18), which the type table does not spell; "Password hint" is not one.)
            // A secure field whose name says password in words a11y-gen does not read as a whole
            // ("Confirm Password", "Passwort"): a password, whatever the binding is called.
            chosen = secret
            namedInWords = true
        } else if let binding = bindingName(node) {
            // A visible name that implies nothing ("Project name") outranks a one-word variable
            // (`$name`); a compound one (`$user.phoneNumber`) describes the data on purpose.
            // `$txtEmail`, `$emailTextField`, `$TextFieldEmail`: the words that say a control, not data.
            let data = Self.dataName(ofBinding: binding.last)
            let words = Self.wordCount(data)
            // `$proxyPort`, `$obsPort`: a word before "Port" says which server's port it is (rev46).
            let port = Identifier.words(data).last?.lowercased() == "port" ? DataType.port : nil
            // Except a one-word variable that can only mean one kind of data (`$phone` under
            // "Telefono:", `$email` under "Email Id"): the name just uses words a11y-gen does not read.
            if let type = DataType.resolve(data) ?? port,
                !hasName || words >= 2 || Self.unambiguousOneWordTypes.contains(type)
            {
                chosen = (type, "the \(kind) bound to \(binding.full)")
                // `$name` under a title built at run time (`NSLocalizedString("med_name_hint", …)`)
                // or none at all is as open as a bare "Name": a medication's, a project's. Not
                // `$user.name` or `$contact.name`, whose owner is a person.
                let owners = Self.owners(of: binding.full)
                if type == .name, binding.last.lowercased() == "name",
                    !owners.contains(where: { Self.personWords.contains($0) || $0 == "profile" }),
                    !asksForPersonalDetails(around: node)
                {
                    ambiguity = .personName
                }
            } else if node.isView("SecureField"), Self.secretType(Identifier.words(data).joined(separator: " ")) != nil
            {
                // A secure field bound to a password the type table does not spell (`$confirmPassword`,
                // `$passwordAgain`): a password (rw15). A new one only as the repeat of another secure
                // field of the view; alone, "confirm your password" asks for the current one before a
                // change (the diff review), and a new-password type would offer a strong new one.
                // `$repeatedNewPassword`, `$newPassword2`: a word that only a new one has says so alone.
                let words = Identifier.words(data).map { $0.lowercased() }
                let repeats = words.contains { Self.repeatWords.contains($0) }
                let new = words.contains { Self.newPasswordWords.contains($0) && !Self.repeatWords.contains($0) }
                chosen = (
                    new || (repeats && Self.secureFieldCount(around: node) > 1) ? .newPassword : .password,
                    "the \(kind) bound to \(binding.full)"
                )
            }
        }
        // `TextField(_:value:format:)` with a number format holds a number, whatever its name says
        // ("Tip", `$tip`): the format decides, unless the name already spells a number type.
        var mayBeWholeNumber = false
        var digitsHeldAsNumber: DataType?
        if node.argument("value") != nil, let formatted = formattedNumberType(node),
            chosen.map({ InputTraits.of($0.type, region: nil).control != .numberField }) ?? true
        {
            mayBeWholeNumber = formatted.mayBeWholeNumber
            if namedInWords, let named = chosen?.type, Self.isDigitString(named) { digitsHeldAsNumber = named }
            let format = node.argument("format")?.text ?? ""
            let described =
                names.first?.described ?? bindingName(node).map { "the \(kind) bound to \($0.full)" }
                ?? "the \(kind) with format \(format)"
            chosen = (formatted.type, described)
            namedInWords = false
        }
        // A password beside a secure field that repeats one ("Enter password", then "Re-enter
        // password") is being chosen too: a sign-up's pair, both new passwords. Not a current one.
        // A password typed in a plain TextField is judged the same (rw23 #7: its fix makes it a
        // SecureField, and the pair's two halves were told .password and .newPassword).
        if chosen?.type == .password, node.isView("SecureField") || node.isView("TextField"),
            !(names.map(\.text) + [bindingName(node)?.last ?? ""]).contains(where: { text in
                Identifier.words(text).contains { Self.currentPasswordWords.contains($0.lowercased()) }
            }),
            repeatsAPassword(around: node) || isSignUpView(around: node)
        {
            chosen?.type = .newPassword
        }
        let reaching = reachingModifiers(node)
        // A name that implies nothing ("Homepage", "Contact") over a content type written out
        // (`.textContentType(.URL)`): the content type says what the field holds, so its keyboard is
        // asked for too, as `field --type url` gives both. Only for data with a keyboard of its own
        // (`.asciiCapable` aside: the default keyboard types a username as well), and not a one-time
        // code: some services send letters, so a number pad is the name's to ask for, not the content
        // type's; nor when the name says it takes more (a search, "name or mobile").
        // The content type written out that reaches the field where iOS may compile it.
        let declaredContent = reaching.first(where: {
            $0.isNamed("textContentType") && $0.condition.holds(on: .ios) != false
        })?.memberArgumentName.flatMap(ContentType.init(rawValue:))
        if chosen == nil, node.argument("value") == nil, let declared = declaredContent, declared != .oneTimeCode,
            let type = DataType.allCases.first(where: { InputTraits.of($0, region: nil).content == declared }),
            let keyboard = InputTraits.of(type, region: nil).keyboard, keyboard != .asciiCapable,
            !names.contains(where: { Self.namesOtherData($0.text, than: type) })
        {
            chosen = (
                type,
                names.first?.described ?? bindingName(node).map { "the \(kind) bound to \($0.full)" }
                    ?? "the \(kind) with content type .\(declared.rawValue)"
            )
            if !names.isEmpty, keyboard.typeableCharacters != nil, !names.contains(where: { Self.saysDigits($0.text) })
            {
                ambiguity = .onlyContentType(type, declared)
            }
        }
        guard var chosen else { return nil }
        let named = namedInWords ? chosen.type : nil
        let implied = chosen.type
        // A content type written out declares what the field holds: it outranks the name, so the rules
        // ask for that type's keyboard. Unless it names other data than the words people see (a phone
        // number on "Email"): that is the mistake `text-field.content-type` reports, and the name still
        // says what the field holds. "Email" with `.username` is a login whose username is an email
        // address, as a11y-gen writes one: people still type an address, so the email keyboard is asked.
        let emailLogin =
            namedInWords && chosen.type == .email && declaredContent == InputTraits.of(.username, region: nil).content
        // `.oneTimeCode` on a SecureField is how many apps keep iOS from offering a strong password on
        // a password they only ask for (Dashlane's master password): it does not make a password a
        // code, so no number pad is asked for what people type letters into. One given a keyboard
        // (`.keyboardType(.numberPad)`) is a code, as its author says.
        let passwordTrick =
            declaredContent == .oneTimeCode && node.isView("SecureField")
            && !reaching.contains(where: { $0.isNamed("keyboardType") })
        // Digits held as a number ("Phone" bound by `value:format:`) stay the number the format makes,
        // whatever content type says what the words already say: the finding is that it is a number.
        if !emailLogin, !passwordTrick, digitsHeldAsNumber == nil, let declared = declaredContent,
            declared != InputTraits.of(chosen.type, region: nil).content,
            !(namedInWords
                && InputTraits.of(chosen.type, region: nil).content.map {
                    TextFieldContentType.conflict($0, declared)
                } == true),
            let type = DataType.allCases.first(where: { InputTraits.of($0, region: nil).content == declared })
        {
            chosen.type = type
        }
        let traits = InputTraits.of(chosen.type, region: nil)
        switch traits.control {
        case .textField, .secureField, .multilineTextField, .numberField: break
        case .datePicker, .picker: return nil
        case .toggle, .stepper: return nil
        }
        // `TextField(_:value:format:)` edits a formatted value (a number): the format, not the
        // name, says what is typed, so only a number type is taken from the name.
        if node.argument("value") != nil, traits.control != .numberField { return nil }
        return TextFieldTraits(
            field: node, type: chosen.type, namedType: named, impliedType: implied, traits: traits,
            described: chosen.described,
            isCustom: isCustom,
            reaching: reaching,
            ambiguity: ambiguity?.type == chosen.type ? ambiguity : nil,
            mayBeWholeNumber: mayBeWholeNumber && chosen.type == .decimal,
            digitsHeldAsNumber: digitsHeldAsNumber)
    }

    /// Data written in digits that is no quantity: a text field with a pad of digits (a phone number,
    /// a card number, a one-time code), or a postal code, whose keyboard depends on the region.
    static func isDigitString(_ type: DataType) -> Bool {
        // A day, a month, a year, a network port: numbers, whose leading zeros mean nothing (an app
        // that keeps a port as an `Int` is right to).
        let parts: [DataType] = [
            .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardExpirationMonth, .creditCardExpirationYear,
            .port,
        ]
        guard !parts.contains(type) else { return false }
        let traits = InputTraits.of(type, region: nil)
        guard traits.control == .textField || traits.control == .secureField else { return false }
        return type == .postalCode || [.phonePad, .numberPad, .asciiCapableNumberPad].contains(traits.keyboard)
    }

    /// The number a `format:` argument reads: `.currency(code:)` (and `….Currency(code:)`) an amount of
    /// money; `IntegerFormatStyle` a whole number; `.number`, `.percent` and the floating-point and
    /// `Decimal` styles a whole number when the bound variable is declared an integer in this file
    /// (`: Int`, `= 0`), else a decimal, which may be a whole number when no declaration was found.
    /// Nil for any other format (dates, names, a custom style).
    static func formattedNumberType(_ node: SyntaxNode) -> (type: DataType, mayBeWholeNumber: Bool)? {
        if let formatter = node.argument("formatter")?.text { return formatterNumberType(formatter, node) }
        guard let format = node.argument("format")?.text.filter({ !$0.isWhitespace }) else { return nil }
        if format.hasPrefix(".currency(") || format.contains(".Currency(") { return (.currency, false) }
        // The style's name, up to what follows it: `.number` in `.number.precision(…)`.
        func starts(_ style: String) -> Bool {
            guard format.hasPrefix(style) else { return false }
            let next = format.dropFirst(style.count).first
            return next == nil || next == "." || next == "(" || next == "<"
        }
        if starts("IntegerFormatStyle") { return (.integer, false) }
        if starts("FloatingPointFormatStyle") || starts("Decimal.FormatStyle") { return (.decimal, false) }
        guard starts(".number") || starts(".percent") else { return nil }
        // `.precision(.fractionLength(0))` shows and reads whole numbers, whatever holds them.
        if format.contains(".fractionLength(0)") || format.contains(".fractionLength(0...0)") {
            return (.integer, false)
        }
        return numberHeldBy(node)
    }

    /// A number style that does not say whole or fractional (`.number`, `.decimal`): the bound
    /// variable's declaration in this file decides, else a decimal that may be whole.
    static func numberHeldBy(_ node: SyntaxNode) -> (type: DataType, mayBeWholeNumber: Bool) {
        switch bindingName(node).flatMap({ declaresInteger($0.last, in: node.tree) }) {
        case true?: (.integer, false)
        case false?: (.decimal, false)
        case nil: (.decimal, true)
        }
    }

    /// `TextField(_:value:formatter:)` with a `NumberFormatter` this file declares and styles
    /// (`let currency: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .currency; … }()`):
    /// the style says what is typed, as a `format:` does. Nil for a formatter declared elsewhere.
    static func formatterNumberType(_ formatter: String, _ node: SyntaxNode) -> (
        type: DataType, mayBeWholeNumber: Bool
    )? {
        let name = formatter.split(separator: ".").last.map(String.init) ?? formatter
        switch declarations(in: node.tree).numberStyles[name] {
        case "currency", "currencyAccounting", "currencyISOCode", "currencyPlural": return (.currency, false)
        case "decimal", "percent": return numberHeldBy(node)
        default: return nil
        }
    }

    /// Whether `var name` (or `let`) in this file is an integer: annotated `Int`/`Int32`/`UInt`…, or
    /// given a whole-number literal with no annotation; nil when this file does not declare it.
    static func declaresInteger(_ name: String, in tree: SyntaxTree) -> Bool? {
        declarations(in: tree).integers[name]
    }

    /// What one pass over the file finds of its declarations: whether each name's first declaration
    /// is an integer, and the `numberStyle` each `NumberFormatter` it declares is given. Worked out
    /// once per file: looked up per field, a scan each made large files quadratic.
    struct Declarations {
        var integers: [String: Bool] = [:]
        var numberStyles: [String: String] = [:]
    }

    static func declarations(in tree: SyntaxTree) -> Declarations {
        tree.memoized("traits.declarations") {
            var found = Declarations()
            let count = Int32(tree.tokens.count)
            let integerTypes: Set<String> = [
                "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            ]
            // Formatters whose initializer or body is still open, with the brace depth they were
            // declared at: a style set inside (`f.numberStyle = .currency` in `{ let f = … }()`) is theirs.
            var open: [(name: String, depth: Int)] = []
            var formatters: Set<String> = []
            var depth = 0
            var index: Int32 = 0
            while index < count {
                defer { index += 1 }
                let kind = tree.tokens[Int(index)].kind
                if kind == .leftBrace {
                    depth += 1
                    continue
                }
                if kind == .rightBrace {
                    depth -= 1
                    open.removeAll { $0.depth > depth }
                    continue
                }
                if tree.token(index, is: "var") || tree.token(index, is: "let"), index + 1 < count,
                    tree.tokens[Int(index + 1)].kind == .identifier
                {
                    let name = tree.text(ofToken: index + 1)
                    // A declaration beside an open one ends its initializer.
                    open.removeAll { $0.depth >= depth }
                    if found.integers[name] == nil, index + 3 < count {
                        if tree.token(index + 2, is: ":") {
                            // `Binding<Int>` (a computed binding passed as `value:`) holds what it binds.
                            let wrapped = tree.token(index + 3, is: "Binding") && tree.token(index + 4, is: "<")
                            let type = wrapped && index + 5 < count ? index + 5 : index + 3
                            found.integers[name] = integerTypes.contains(tree.text(ofToken: type))
                        } else if tree.token(index + 2, is: "=") {
                            let token = tree.tokens[Int(index + 3)]
                            // `= 0` is an Int; `= 0.5` and `= 1e3` are floating-point.
                            let literal = tree.text(ofToken: index + 3).lowercased()
                            found.integers[name] =
                                token.kind == .number && !literal.contains(".")
                                && (literal.hasPrefix("0x") || !literal.contains("e"))
                        } else {
                            found.integers[name] = false
                        }
                    }
                    // Its type or initializer, on the tokens right after the name.
                    var next = index + 2
                    while next < min(count, index + 8), !tree.token(next, is: "NumberFormatter") { next += 1 }
                    if next < min(count, index + 8) {
                        open.append((name, depth))
                        formatters.insert(name)
                    }
                    continue
                }
                // `receiver.numberStyle = .currency`
                guard tree.token(index, is: "numberStyle"), index >= 2, index + 3 < count,
                    tree.tokens[Int(index - 1)].kind == .period, tree.token(index + 1, is: "="),
                    tree.tokens[Int(index + 2)].kind == .period
                else { continue }
                let receiver = tree.text(ofToken: index - 2)
                let style = tree.text(ofToken: index + 3)
                if open.contains(where: { $0.name == receiver }) {
                    for formatter in open where found.numberStyles[formatter.name] == nil {
                        found.numberStyles[formatter.name] = style
                    }
                } else if formatters.contains(receiver), found.numberStyles[receiver] == nil {
                    found.numberStyles[receiver] = style
                }
            }
            return found
        }
    }

    /// A binding's name without the words that say the control holding it rather than its data:
    /// `txtEmail`, `tfPhone`, `inputPhone`, `TextFieldEmail` before, `emailField`, `phoneInput`,
    /// `emailTextField`, `emailTF` after (as UIKit outlets were named). `emailText` keeps its word: the
    /// text of an email is as often a message's body. Unchanged when nothing else would be left.
    static func dataName(ofBinding name: String) -> String {
        // An acronym is one word (`txtOTP`: "txt", "otp"; rw20 #12), not a letter each.
        var words: [String] = []
        var letters = ""
        for word in Identifier.words(name).map({ $0.lowercased() }) {
            if word.count == 1, word.first?.isLetter == true {
                letters += word
                continue
            }
            if !letters.isEmpty { words.append(letters) }
            letters = ""
            words.append(word)
        }
        if !letters.isEmpty { words.append(letters) }
        // `otpText`, `codeText`: a code's text is the code (an email's text may be a message's body).
        if words.count > 1, words.last == "text",
            let held = DataType.resolve(words.dropLast().joined(separator: "-")), [.oneTimeCode, .pin].contains(held)
        {
            words.removeLast()
        }
        let control: [[String]] = [["text", "field"], ["txt"], ["tf"], ["input"], ["field"]]
        for _ in 0..<2 {
            if let lead = control.first(where: { words.starts(with: $0) && words.count > $0.count }) {
                words.removeFirst(lead.count)
            }
            if let tail = control.first(where: {
                words.reversed().starts(with: $0.reversed()) && words.count > $0.count
            }) {
                words.removeLast(tail.count)
            }
        }
        guard words.count < Identifier.words(name).count, let head = words.first else { return name }
        if words.count == 1, head.count > 1, Identifier.words(name).allSatisfy({ $0.count == 1 }) { return name }
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The words of a variable's name: `phone` 1, `phoneNumber` and `first_name` 2.
    static func wordCount(_ name: String) -> Int {
        name.split(whereSeparator: { $0 == "_" }).reduce(0) { count, part in
            count + 1 + part.dropFirst().filter(\.isUppercase).count
        }
    }

    /// Whether a name says its value is a number ("Contact number", "Card no.", "Nummer"): a second
    /// witness, beside a content type whose data takes a pad, that the pad fits.
    static func saysDigits(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter && $0 != "." }
        return words.contains { digitWords.contains(String($0)) } || name.contains("番号") || name.contains("号码")
            || name.contains("#")
    }

    static let digitWords: Set<String> = [
        "number", "no.", "no", "nr.", "nr", "num", "nummer", "numéro", "numero", "número", "digits",
    ]

    /// Words that say a secure field holds a password, in the languages its titles are most often in.
    static let passwordWords = [
        "password", "passphrase", "passwort", "kennwort", "passcode", "contraseña", "contrasena", "mot de passe",
        "senha",
        "wachtwoord",
        "パスワード", "密码", "비밀번호",
    ]

    /// Whether `name` is a password's whole name in English, its qualifiers before it ("Old Password",
    /// "Confirm New Password", "Re-enter your password", "Password (again)"), as a visible `TextField`
    /// may be titled; a name that says something else about a password ("Password hint", "Forgot
    /// password") is not.
    static func isPasswordPhrase(_ name: String) -> Bool {
        var words = name.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        if let last = words.last, ["again", "confirmation"].contains(last), words.count > 1 { words.removeLast() }
        guard words.last == "password" else { return false }
        return words.dropLast().allSatisfy(Self.passwordQualifiers.contains)
    }

    static let passwordQualifiers: Set<String> = [
        "old", "current", "previous", "existing", "new", "confirm", "repeat", "re-enter", "reenter", "retype",
        "re-type", "verify", "your", "the", "a", "account",
    ]

    /// Words that say the password is being chosen ("Confirm password", "Repeat password"), in the
    /// languages whose password words `passwordWords` reads: a new one, or a repeat of it.
    static let newPasswordWords: Set<String> = repeatWords.union([
        "new", "re-enter", "create", "choose",
        // German, French, Spanish and Portuguese, Italian, Dutch.
        "neues", "neue", "neu", "nouveau", "nouvelle", "nueva", "nuevo", "nova", "novo", "nuova", "nieuw", "nieuwe",
    ])

    /// A password's "confirm" or "new" in Japanese, Chinese and Korean, read inside the label's words
    /// (パスワード（確認）, 确认密码, 비밀번호 확인, 新しいパスワード, 새 비밀번호).
    static let newPasswordMarks = ["確認", "确认", "확인", "新しい", "新密码", "新密碼", "새 ", "새비밀번호"]

    /// Whether `node`, a field for an email, is the account name of a password in its view: the view
    /// has a secure field for a password and no field for a username, and the field's words do not
    /// say it is another address ("Recovery email"). Password AutoFill saves and fills the password
    /// with the `.username` field, as the generator's forms type such an email.
    static func isAccountEmail(_ node: SyntaxNode) -> Bool {
        let title = node.argument(nil)?.stringValue ?? ""
        // Another address ("Recovery email"), or the account's repeated ("Confirmation d'email").
        guard
            !Identifier.words(title).contains(where: {
                FormContext.otherAddressWords.contains($0.lowercased()) || repeatWords.contains($0.lowercased())
            })
        else { return false }
        let hasPassword = anyField(around: node, named: "password-secure-field") { field in
            field.isView("SecureField")
                && (field.argument(nil)?.stringValue.flatMap(secretType) != nil
                    || bindingName(field).flatMap { secretType($0.last) } != nil)
        }
        return hasPassword && !anotherFieldSpells([.username], besides: node)
    }

    /// Words that say a password field asks for the one people have now ("Current password").
    static let currentPasswordWords: Set<String> = ["current", "old", "existing", "present", "actual"]

    /// Words that say a secure field repeats a password typed above it (also `repeatMarks`).
    static let repeatWords: Set<String> = [
        "confirm", "confirmation", "repeat", "re", "reenter", "retype", "again", "verify",
        // German ("Passwort bestätigen", "Passwort wiederholen"), French ("Confirmez votre mot de
        // passe"), Spanish and Portuguese ("Confirmar contraseña", "Confirme sua senha", "Repita a
        // senha"), Italian ("Conferma password"), Dutch ("Bevestig wachtwoord").
        "bestätigen", "bestätigung", "wiederholen", "erneut", "confirmez", "confirmer", "répéter", "répétez",
        "confirmar", "confirme", "confirma", "confirmación", "confirmação", "confirmacao", "confirmacion", "repetir",
        "repita", "repite", "conferma", "confermare", "ripeti", "ripetere", "bevestig", "bevestigen", "herhaal",
    ]

    /// A repeat in Japanese, Chinese and Korean, read inside the label's words.
    static let repeatMarks = ["確認", "确认", "확인", "再入力", "再次输入", "再輸入"]

    /// Whether the view type around `node` creates an account, by its name (`SignUpView`,
    /// `RegistrationView`, `CreateAccountScreen`, `RegisterForm`): its password is being chosen, and
    /// `.newPassword` lets iOS suggest a strong one (rw16: four sign-up screens told `.password`).
    /// A view that also has a field for the current password is a change of password, not this.
    static func isSignUpView(around node: SyntaxNode) -> Bool {
        guard let type = node.enclosingType, let name = type.name else { return false }
        // A screen titled for it (`.navigationTitle("Sign up")`, "Create account", "Register") is one
        // whatever its type is called (rw23 #7: `ContentView`).
        let titled = node.tree.memoized("traits.sign-up-title.\(type.index)") { () -> Bool in
            type.descendants().contains { modifier in
                guard modifier.kind == .modifier, modifier.isNamed("navigationTitle"),
                    let title = modifier.arguments.first?.stringValue?.lowercased()
                else { return false }
                return [
                    "sign up", "sign-up", "signup", "create account", "create an account", "register", "registration",
                ]
                .contains(title.trimmed())
            }
        }
        let words = Identifier.words(titled ? "SignUp" : name).map { $0.lowercased() }
        // The name starts with it (`SignUpView`, `RegistrationView`, `CreateAccountScreen`), so a
        // device's or an event's registration (`DeviceRegistrationView`) is not one; and it says
        // nothing of signing in, which a screen for both does (`LoginRegisterView`, `AuthView`: rev45).
        let pairs = Array(zip(words, words.dropFirst()))
        let signsUp =
            ["signup", "register", "registration"].contains(words.first ?? "")
            || pairs.first.map { ($0.0 == "sign" && $0.1 == "up") || ($0.0 == "create" && $0.1 == "account") } == true
        let signsIn =
            words.contains { ["login", "signin", "auth", "authentication", "welcome"].contains($0) }
            || pairs.contains { ($0.0 == "sign" || $0.0 == "log") && $0.1 == "in" }
        guard signsUp, !signsIn else { return false }
        return !node.tree.memoized("traits.current-password.\(type.index)") {
            type.descendants().contains { field in
                guard field.kind == .call, field.isView("SecureField") else { return false }
                let texts = [field.argument(nil)?.stringValue ?? "", bindingName(field)?.last ?? ""]
                return texts.contains { text in
                    Identifier.words(text).contains { currentPasswordWords.contains($0.lowercased()) }
                }
            }
        }
    }

    /// Whether `node`, a secure field for a password, is the first of a pair that chooses one: the
    /// view around it has a secure field titled as a repeat ("Confirm password", "Re-enter password")
    /// shown whenever `node` is (not only under an `if` that leaves `node` out, as a login that turns
    /// into a sign-up does), and no secure field titled as the new one ("New password"), beside which
    /// a plain "Password" is the current one.
    static func repeatsAPassword(around node: SyntaxNode) -> Bool {
        let tree = node.tree
        let type = node.enclosingType
        // The view's password fields that repeat one, and whether one names the new password.
        let (repeats, namesANewOne) = tree.memoized("traits.password-pairs.\(type?.index ?? -1)") {
            () -> ([Int32], Bool) in
            var repeats: [Int32] = []
            var namesANewOne = false
            for field in type.map({ $0.descendants() }) ?? Array(tree.allNodes)
            where field.kind == .call && (field.isView("SecureField") || field.isView("TextField")) {
                guard let title = field.argument(nil)?.stringValue, secretType(title) != nil else { continue }
                let words = Identifier.words(title).map { $0.lowercased() }
                if words.contains(where: repeatWords.contains) || repeatMarks.contains(where: title.contains) {
                    repeats.append(field.index)
                } else if secretType(title) == .newPassword {
                    namesANewOne = true
                }
            }
            return (repeats, namesANewOne)
        }
        guard !namesANewOne else { return false }
        return repeats.contains { index in
            // Every `if` around the repeat also holds `node`.
            var current = SyntaxNode(tree, index).parent
            while let step = current, step.kind != .declaration {
                if step.kind == .ifStatement, !(step.firstToken <= node.firstToken && node.lastToken <= step.lastToken)
                {
                    return false
                }
                current = step.parent
            }
            return true
        }
    }

    /// The password type a secure field's name spells in words ("Confirm Password" is a new
    /// password being repeated), or nil when no password word is in it (a PIN, a code).
    static func secretType(_ name: String) -> DataType? {
        let lower = name.lowercased()
        guard passwordWords.contains(where: { lower.contains($0) }) else { return nil }
        let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        let new = words.contains(where: newPasswordWords.contains) || newPasswordMarks.contains(where: lower.contains)
        return new ? .newPassword : .password
    }

    /// Data that only a person's details are: with one of these in the same view, a bare "Name" is a
    /// person's name (a sign-up, a contact, a checkout).
    static let personalTypes: Set<DataType> = [
        .email, .phone, .username, .password, .newPassword, .givenName, .middleName, .familyName, .namePrefix,
        .nameSuffix, .nickname, .jobTitle, .organization, .streetAddress, .addressLine1, .addressLine2, .city,
        .state, .cityState, .postalCode, .countryName, .creditCardNumber, .creditCardSecurityCode,
        .creditCardName, .creditCardExpiration, .birthdateText, .socialHandle, .nameOrPhone,
    ]

    /// Whether the view around `node` (its type, or the file for top-level code) has another text
    /// field for a person's details: a `SecureField`, or a title or binding that spells one of
    /// `personalTypes`. Worked out once per type.
    static func asksForPersonalDetails(around node: SyntaxNode) -> Bool {
        asks(for: personalTypes, named: "personal", around: node, secureFieldCounts: true)
    }

    /// Parts of a postal address other than the street: with one of these in the same view, a bare
    /// "Address" is a street address (a checkout, a delivery form).
    static let postalTypes: Set<DataType> = [
        .addressLine1, .addressLine2, .city, .state, .cityState, .postalCode, .countryName,
    ]

    /// Words in a binding that make its "address" a postal one (`$shippingAddress`, `$homeAddress`).
    static let postalWords: Set<String> = [
        "street", "home", "shipping", "billing", "mailing", "postal", "delivery", "residential", "residence",
    ]

    /// Whether the view around `node` has another text field for a part of a postal address.
    static func asksForPostalDetails(around node: SyntaxNode) -> Bool {
        asks(for: postalTypes, named: "postal", around: node, secureFieldCounts: false)
    }

    /// Whether the view around `node` has a text field for a server's port or host (its title or
    /// binding says "Port", "Host", "Hostname" or "Server"): a connection's settings.
    static func asksForServerDetails(around node: SyntaxNode) -> Bool {
        anyField(around: node, named: "server") { other in
            guard other.isView("TextField") else { return false }
            let words = [other.argument(nil)?.stringValue, bindingName(other)?.last].compactMap { $0 }
                .flatMap { Identifier.words($0) }.map { $0.lowercased() }
            return words.contains { ["port", "host", "hostname", "server"].contains($0) }
        }
    }

    /// Whether the view around `node` (its type, or the file for top-level code) has a text field whose
    /// title or binding spells one of `types` (or, with `secureFieldCounts`, any `SecureField`).
    /// Worked out once per type and set.
    static func asks(
        for types: Set<DataType>, named set: String, around node: SyntaxNode, secureFieldCounts: Bool
    ) -> Bool {
        anyField(around: node, named: set) { other in
            if secureFieldCounts, other.isView("SecureField") { return true }
            guard other.isView("TextField") || other.isView("SecureField") || other.isView("DSTextField") else {
                return false
            }
            let title = other.argument(nil)?.stringValue ?? other.argument("label")?.stringValue
            let spelled = [title.map { Inference.strippedLabel(clean($0)) }, bindingName(other)?.last]
            return spelled.contains { $0.flatMap(DataType.resolveLabel).map(types.contains) ?? false }
        }
    }

    /// Whether a call in the view around `node` (its type, or the file for top-level code) satisfies
    /// `matches`: worked out once per type and question (`set`).
    /// How many `SecureField`s the view around `node` (its type, or the file) has. Worked out once per type.
    static func secureFieldCount(around node: SyntaxNode) -> Int {
        let tree = node.tree
        let type = node.enclosingType
        return tree.memoized("traits.secure-field-count.\(type?.index ?? -1)") {
            let nodes: [SyntaxNode] = type.map { $0.descendants() } ?? Array(tree.allNodes)
            return nodes.filter { $0.kind == .call && $0.isView("SecureField") }.count
        }
    }

    static func anyField(around node: SyntaxNode, named set: String, _ matches: (SyntaxNode) -> Bool) -> Bool {
        let tree = node.tree
        let type = node.enclosingType
        return tree.memoized("traits.\(set).\(type?.index ?? -1)") {
            let nodes: [SyntaxNode] = type.map { $0.descendants() } ?? Array(tree.allNodes)
            return nodes.contains { $0.kind == .call && matches($0) }
        }
    }

    /// Whether another text field in the view around `node` has a title or binding that spells one
    /// of `types` (`asks(for:…)` counts the field itself).
    static func anotherFieldSpells(_ types: Set<DataType>, besides node: SyntaxNode) -> Bool {
        let type = node.enclosingType
        // The fields that spell one of `types`, found once per view and set of types.
        let key = "traits.spelling.\(types.map(\.rawValue).sorted().joined(separator: ",")).\(type?.index ?? -1)"
        let spelling = node.tree.memoized(key) { () -> [Int32] in
            let nodes: [SyntaxNode] = type.map { $0.descendants() } ?? Array(node.tree.allNodes)
            return nodes.filter { other in
                guard other.kind == .call, other.isView("TextField") || other.isView("SecureField") else {
                    return false
                }
                let title = other.argument(nil)?.stringValue
                let spelled = [title.map { Inference.strippedLabel(clean($0)) }, bindingName(other)?.last]
                return spelled.contains { $0.flatMap(DataType.resolveLabel).map(types.contains) ?? false }
            }.map(\.index)
        }
        return spelling.contains { $0 != node.index }
    }

    /// The type of words whose meaning the fields beside them decide, in the languages whose labels
    /// a11y-gen reads: French "Nom" beside a given-name field is the family name (as "Nombre" beside
    /// "Apellidos" is the given name); Italian "CAP" (written so), "Via" and "Provincia", and Spanish
    /// "Provincia", beside a city or a street field are a postal code, a street and a region; "User",
    /// "Usuario", "Usuário", "Utilisateur", "Benutzer", "Utente" beside a secure field are a username;
    /// and a confirmation of an email ("Confirmation d'email", "E-Mail bestätigen") is an email.
    static func typeInContext(_ text: String, of node: SyntaxNode) -> DataType? {
        let label = withoutParenthetical(Inference.strippedLabel(text))
        let lower = label.lowercased()
        let address: Set<DataType> = [.city, .streetAddress, .addressLine1, .postalCode, .cityState, .state]
        switch lower {
        case "nom":
            return anotherFieldSpells([.givenName], besides: node) ? .familyName : nil
        case "cap" where label == "CAP":
            return anotherFieldSpells(address, besides: node) ? .postalCode : nil
        case "via":
            // Only in an Italian address ("Via" is a stop on a route in English): beside "CAP",
            // "Civico" or "Provincia".
            return anotherFieldTitled(
                ["cap", "civico", "numero civico", "n. civico", "provincia", "comune"], besides: node)
                ? .addressLine1 : nil
        case "provincia":
            return anotherFieldSpells(address, besides: node) ? .state : nil
        case "user", "usuario", "usuário", "utilisateur", "benutzer", "utente", "gebruiker":
            return viewHasASecureField(node) ? .username : nil
        default:
            break
        }
        // "Confirmation d'email", "Confirmar correo", "E-Mail bestätigen": the data confirmed.
        let prefixes = [
            "confirmation de l'", "confirmation d'", "confirmation de ", "confirmez votre ", "confirmez ",
            "confirmer ", "confirmar ", "confirme seu ", "confirme sua ", "confirme ", "confirma ", "conferma ",
        ]
        let suffixes = [" bestätigen", " wiederholen", " confirmation", " (confirmation)"]
        for prefix in prefixes where lower.hasPrefix(prefix) {
            if let type = DataType.resolveLabel(String(label.dropFirst(prefix.count))), type == .email { return type }
        }
        for suffix in suffixes where lower.hasSuffix(suffix) {
            if let type = DataType.resolveLabel(String(label.dropLast(suffix.count))), type == .email { return type }
        }
        return nil
    }

    /// Whether another text field of the view around `node` is titled with one of `titles` (lower case).
    static func anotherFieldTitled(_ titles: Set<String>, besides node: SyntaxNode) -> Bool {
        let nodes: [SyntaxNode] = node.enclosingType.map { $0.descendants() } ?? Array(node.tree.allNodes)
        return nodes.contains { other in
            other != node && other.kind == .call && (other.isView("TextField") || other.isView("SecureField"))
                && other.argument(nil)?.stringValue.map { titles.contains(clean($0).lowercased()) } == true
        }
    }

    /// Whether the view around `node` has a `SecureField` (found once per view).
    static func viewHasASecureField(_ node: SyntaxNode) -> Bool {
        let type = node.enclosingType
        return node.tree.memoized("traits.has-secure-field.\(type?.index ?? -1)") {
            (type.map { $0.descendants() } ?? Array(node.tree.allNodes)).contains {
                $0.kind == .call && $0.isView("SecureField")
            }
        }
    }

    /// A title that is a value typed into the field, not a word for it: one word of ASCII with an ASCII
    /// digit or an "@" in it ("user1", "1234", "name@example.com", "+15551234"), that names no data
    /// type. Not a title in a script without spaces that gives a length ("手机号(11位)") or a numeral
    /// that is a word ("一次性密码"): rev45.
    static func isExampleValue(_ title: String) -> Bool {
        let trimmed = title.trimmed()
        return !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && !$0.isWhitespace }
            && trimmed.contains(where: { ($0.isASCII && $0.isNumber) || $0 == "@" })
            && DataType.resolveLabel(trimmed) == nil
    }

    /// Types a one-word variable names unmistakably, even under a title a11y-gen cannot read
    /// (`$profile.firstname` under "Vorname", `$vm.url` under "Server").
    static let unambiguousOneWordTypes: Set<DataType> = [
        .email, .phone, .password, .postalCode, .givenName, .familyName, .url,
    ]

    /// Words before "Name" in a binding that still make it a person's name (`$customerName`).
    /// Whether the view around `node` is titled (`.navigationTitle("Add new expense")`) in words that
    /// name no person and no account screen: its bare "Name" is then that thing's.
    static func screenTitleNamesAThing(around node: SyntaxNode) -> Bool {
        guard let type = node.enclosingType else { return false }
        // Once per type: searched again for each field, a view of 8,000 controls took 2.4 s (issue 14).
        return node.tree.memoized("traits.title-names-a-thing.\(type.index)") { titleNamesAThing(type) }
    }

    private static func titleNamesAThing(_ type: SyntaxNode) -> Bool {
        let titles = type.descendants().filter { $0.kind == .modifier && $0.isNamed("navigationTitle") }
        guard let title = titles.first?.arguments.first?.value?.literalText, titles.count == 1 else { return false }
        let words = Identifier.words(title).map { $0.lowercased() }
        guard words.contains(where: { $0.count > 2 }) else { return false }
        return !words.contains { personWords.contains($0) || personScreenWords.contains($0) }
    }

    /// Words of a screen's title that say it is about a person or their account.
    static let personScreenWords: Set<String> = [
        "profile", "sign", "signup", "register", "registration", "login", "log", "me", "about", "you", "yourself",
        "details", "personal", "people", "users", "contacts", "members", "friend", "friends", "team",
        "settings", "preferences", "checkout", "order", "booking", "reservation",
    ]

    static let personWords: Set<String> = [
        "full", "first", "last", "given", "family", "middle", "legal", "real", "preferred", "display", "nick",
        "user", "your", "my", "contact", "customer", "client", "recipient", "sender", "guest", "owner", "member",
        "person", "account", "holder", "cardholder", "billing", "shipping", "patient", "traveler", "passenger",
        "attendee", "driver", "author", "emergency", "parent", "child", "spouse", "partner", "employee", "student",
    ]

    /// `newName`, `folderName`, `list_name`: a compound ending in "name" whose other words do not name a
    /// person and that `DataType.resolve` reads as no type.
    static func namesSomethingElse(_ binding: String) -> Bool {
        let lower = binding.lowercased()
        guard lower.hasSuffix("name"), lower.count > 4, DataType.resolve(binding) == nil else { return false }
        guard let owner = Identifier.words(binding.dropLast(4)).last else { return false }
        return !personWords.contains(owner)
    }

    /// Whether a bare "Name" is a thing's, as another of its names or its binding says: a name that
    /// is "<thing> name" ("Recipe name", not "Full name" or "Your name"), a binding on a thing
    /// (`$recipe.name`, not `$user.name` or the view model's `$viewModel.name`), or a binding that
    /// holds a title rather than a name (`$event.title`).
    /// `aPersonsDetailsAround` answers whether the view asks for a person's details (an email, a
    /// street address): then a `name` held by another owner (`$order.name`) is a person's after all.
    static func namesAThing(
        _ names: [String], binding: (last: String, full: String)?, aPersonsDetailsAround: () -> Bool = { false }
    ) -> Bool {
        for name in names {
            let words = Identifier.words(Inference.strippedLabel(name)).map { $0.lowercased() }
            guard words.count >= 2, words.last == "name", DataType.resolveLabel(name) == nil else { continue }
            if !personWords.contains(words[words.count - 2]) { return true }
        }
        guard let binding else { return false }
        if thingFields.contains(binding.last.lowercased()) { return true }
        guard binding.last.lowercased() == "name" else { return false }
        guard let owner = owners(of: binding.full).last else { return false }
        return !personWords.contains(owner) && owner != "profile"
            && !holderWords.contains(where: { owner.hasSuffix($0) }) && !aPersonsDetailsAround()
    }

    /// The names a binding goes through, lowercased, before its last (`$user.profile.name`: `user`,
    /// `profile`).
    static func owners(of binding: String) -> [String] {
        var parts = binding.split(separator: ".").map {
            String($0.lowercased().drop(while: { $0 == "$" || $0 == "_" }))
        }
        // `$name.value`: the wrapper's member is not a name's owner; `name` is the name.
        while parts.count > 1, let last = parts.last, wrapperValues.contains(last) { parts.removeLast() }
        return Array(parts.dropLast())
    }

    /// Bindings that hold a thing's title under a visible "Name".
    static let thingFields: Set<String> = ["title", "label", "caption", "subject", "heading"]

    /// Owners that only hold a form's values (`$viewModel.name`, `$form.name`): they say nothing of
    /// whose name it is.
    static let holderWords: Set<String> = [
        "viewmodel", "model", "vm", "store", "state", "form", "data", "input", "inputs", "fields", "draft", "self",
        "values", "details", "info", "entry", "editor", "settings", "config", "object", "binding", "presenter",
    ]

    /// Without surrounding spaces and a trailing ":" (also the full-width "："), "*" or "." ("Email:",
    /// "Email *", "電話番号：").
    static func clean(_ text: String) -> String {
        var text = Substring(text.trimmed(.whitespacesAndNewlines))
        // An emoji before or after the words ("📧 Email", "🗝️ Password") decorates them: it spells no
        // data, and left in place it hid the email a title names (rw22 #9).
        func isEmoji(_ character: Character) -> Bool {
            guard let first = character.unicodeScalars.first else { return false }
            return first.value > 0x7F && first.properties.isEmoji
        }
        while let first = text.first, isEmoji(first) || first.isWhitespace { text.removeFirst() }
        while let last = text.last, isEmoji(last) || last.isWhitespace { text.removeLast() }
        while let last = text.last, last.isWhitespace || last == ":" || last == "：" || last == "*" || last == "." {
            text.removeLast()
        }
        return String(text)
    }

    /// The literal title of a `LabeledContent` whose content is this field and no other text field.
    /// The words of the header of the `Section` the field is the one field of: `Section("Port")`,
    /// `Section(header: Text("Port"))` or `header: { Text("Port") }`.
    static func sectionHeader(around node: SyntaxNode) -> String? {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.isView("Section") {
                guard FieldNaming.fieldsShownAtOnce(in: next) == 1 else { return nil }
                if let first = next.arguments.first, first.labelToken == nil, let title = first.stringValue {
                    return title
                }
                if let header = next.argument("header")?.value, header.isView("Text") { return header.literalText }
                if let header = next.trailingClosure("header"), header.children.count == 1 {
                    return header.children.first?.literalText
                }
                return nil
            }
            current = next.parent
        }
        return nil
    }

    static func labeledContentTitle(around node: SyntaxNode) -> String? {
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.isView("LabeledContent") {
                guard next.argument("value") == nil else { return nil }
                let content = next.trailingClosure(nil) ?? next.argument("content")?.value
                let fields = content?.descendants().filter { $0.isView("TextField") || $0.isView("SecureField") }
                guard fields?.count == 1, fields?.first == node else { return nil }
                if let title = next.argument(nil)?.stringValue { return title }
                if let label = next.trailingClosure("label") ?? next.argument("label")?.value,
                    label.kind == .closure, label.children.count == 1
                {
                    return label.children.first?.literalText
                }
                return nil
            }
            current = next.parent
        }
        return nil
    }

    /// `$email`, `$user.phoneNumber`, `viewModel.email`: the last name, and the whole as written.
    static func bindingName(_ node: SyntaxNode) -> (last: String, full: String)? {
        guard let argument = node.argument("text") ?? node.argument("value") else { return nil }
        let text = argument.text
        var body = Substring(text)
        if body.first == "$" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            })
        else { return nil }
        // `$email.value`: a wrapper's stored value says nothing; its owner names the data. (Not `.text`:
        // `$email.text` is as often a message's body.)
        if parts.count >= 2, Self.wrapperValues.contains(parts.last!.lowercased()) {
            return (String(parts[parts.count - 2]), text)
        }
        return (String(parts.last!), text)
    }

    /// Owners whose `name` is the person buying or booking when the view asks for their details.
    static let buyerOwners: Set<String> = [
        "order", "checkout", "shipping", "billing", "delivery", "booking", "reservation", "purchase", "cart",
        "payment", "registration", "signup", "application", "enrollment",
    ]

    /// Members that hold a wrapper's value (a field model's `value`, a validated input's `text`).
    static let wrapperValues: Set<String> = ["value", "wrappedvalue", "rawvalue"]

    /// The modifiers on the field's chain, then on each container's chain up to the enclosing
    /// declaration (a `body`, a function): environment values set there reach the field.
    static func reachingModifiers(_ node: SyntaxNode) -> [SyntaxNode] {
        // A text field style of this file applies its body's modifiers closest to the field, before
        // any written on it (rw23 #3: `configuration.textContentType(.password)` in a style every
        // login field uses).
        var out = styleBodyModifiers(node) + Array(node.modifiers)
        var current = node.parent
        while let next = current, next.kind != .declaration {
            if next.kind == .call || next.kind == .reference { out += next.modifiers }
            current = next.parent
        }
        return out
    }

    /// The modifiers a `TextFieldStyle` declared in this file applies to its `configuration` in
    /// `_body`, when the field's own chain sets that style (`.textFieldStyle(LoginFieldStyle())`).
    static func styleBodyModifiers(_ node: SyntaxNode) -> [SyntaxNode] {
        guard let style = node.modifiers.last(where: { $0.isNamed("textFieldStyle") }),
            let typeName = style.arguments.first?.value?.typeName
        else { return [] }
        let tree = node.tree
        guard let type = tree.declarations(named: typeName).first(where: { $0.isTypeDeclaration && !$0.isExtension }),
            let body = type.descendants().first(where: { $0.kind == .declaration && $0.isNamed("_body") }),
            let configuration = body.descendants().first(where: {
                $0.kind == .reference && $0.isNamed("configuration") && !$0.modifiers.isEmpty
            })
        else { return [] }
        return Array(configuration.modifiers)
    }

    /// The reaching modifiers called `name` that may be compiled for `platform` (a condition a11y-gen
    /// cannot evaluate, such as `DEBUG`, counts: a miss is cheaper than a false report).
    func modifiers(_ name: StaticString, on platform: Platform) -> [SyntaxNode] {
        reaching.filter { $0.isNamed(name) && $0.condition.holds(on: platform) != false }
    }

    /// The value of the `.name(.member)` modifier SwiftUI applies on `platform` (the innermost
    /// compiled there) and that modifier, when it can be decided: nil under a condition a11y-gen
    /// cannot evaluate (`DEBUG`), or for a value chosen at run time.
    func effective<Value: RawRepresentable>(_ name: StaticString, on platform: Platform) -> (SyntaxNode, Value)?
    where Value.RawValue == String {
        for modifier in reaching where modifier.isNamed(name) {
            switch modifier.condition.holds(on: platform) {
            case false?: continue
            case nil: return nil
            case true?:
                guard let member = modifier.memberArgumentName, let value = Value(rawValue: member) else { return nil }
                return (modifier, value)
            }
        }
        return nil
    }

    /// `.modifier(…)` or a modifier SwiftUI does not have in a chain that reaches the field: it is
    /// defined elsewhere and may set the traits.
    var customModifier: String? {
        for modifier in reaching {
            guard let name = modifier.name else { continue }
            if name == "modifier" { return ".modifier(\(modifier.arguments.first?.text ?? ""))" }
            if let style = Self.customStyle(modifier) { return ".textFieldStyle(\(style)())" }
            if !Self.knownModifiers.contains(name) { return ".\(name)" }
        }
        return nil
    }

    /// The type a `.textFieldStyle(…)` makes when it is none of SwiftUI's own styles
    /// (`.textFieldStyle(LoginTextFieldStyle())`): its body may set the traits; nil otherwise.
    static func customStyle(_ modifier: SyntaxNode) -> String? {
        guard modifier.isNamed("textFieldStyle"), let value = modifier.arguments.first?.value, !value.isImplicitMember,
            let type = value.typeName
        else { return nil }
        let own = [
            "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle", "SquareBorderTextFieldStyle",
        ]
        return own.contains(type) ? nil : type
    }

    /// A label without a closing parenthetical that says whether or which ("Email (optional)", "Phone
    /// (mobile)"); the label itself when nothing else is left.
    static func withoutParenthetical(_ label: String) -> String {
        guard label.hasSuffix(")"), let open = label.lastIndex(of: "(") else { return label }
        let kept = label[..<open].trimmed()
        return kept.isEmpty ? label : kept
    }

    /// The declarations in this file of every custom modifier that reaches the field: the function
    /// `.emailInput()` calls, the type `.modifier(EmailInput())` makes. Empty when no custom
    /// modifier reaches it; nil when one of them is declared in another file.
    var customModifierDeclarations: [SyntaxNode]? {
        let tree = field.tree
        func declaration(_ name: String, type: Bool) -> SyntaxNode? {
            tree.declarations(named: name).first {
                $0.isTypeDeclaration == type && !$0.isExtension
            }
        }
        var found: [SyntaxNode] = []
        for modifier in reaching {
            guard let name = modifier.name else { continue }
            let declared: SyntaxNode?
            if name == "modifier" {
                guard let type = modifier.arguments.first?.value?.typeName else { return nil }
                declared = declaration(type, type: true)
            } else if let style = Self.customStyle(modifier) {
                declared = declaration(style, type: true)
            } else if !Self.knownModifiers.contains(name) {
                declared = declaration(name, type: false)
            } else {
                continue
            }
            guard let declared else { return nil }
            found.append(declared)
            // `func emailInput() -> some View { modifier(EmailInput()) }`, the shape Apple's documentation
            // gives a ViewModifier: the type it applies, declared here too, is read as well.
            for inner in declared.descendants() where inner.isNamed("modifier") {
                if let type = inner.arguments.first?.value?.typeName, let applied = declaration(type, type: true) {
                    found.append(applied)
                }
            }
        }
        return found
    }

    /// Which of `.keyboardType` and `.textContentType` the custom modifiers reaching the field set in
    /// their declarations in this file (with or without `self.`); nil when one is declared elsewhere.
    var traitsSetByCustomModifiers: (keyboard: Bool, content: Bool)? {
        guard let declarations = customModifierDeclarations else { return nil }
        var sets = (keyboard: false, content: false)
        for declaration in declarations {
            for node in declaration.descendants() where node.kind == .modifier || node.kind == .call {
                if node.isNamed("keyboardType") { sets.keyboard = true }
                if node.isNamed("textContentType") { sets.content = true }
            }
        }
        return sets
    }

    /// The platforms the field is compiled for, each with the lowest minimum OS the file may have.
    var platforms: [Platform: OSVersion] { Self.platforms(of: field) }

    /// The platforms `node` is compiled for, each with the lowest minimum OS the file may have: the
    /// `#if` around it, within what the file builds for (`knownPlatforms`); a file that imports
    /// AppKit and not UIKit is a Mac file. When nothing says, every platform at the lowest minimum
    /// the generator supports (iOS 15, macOS 12).
    static func platforms(of node: SyntaxNode) -> [Platform: OSVersion] {
        let tree = node.tree
        let known = knownPlatforms(tree)
        let macFile = isMacOnlyFile(tree)
        let iOSFile = !macFile && isIOSOnlyFile(tree)
        var out: [Platform: OSVersion] = [:]
        for platform in Platform.allCases {
            // A Mac-only file in a project (or a header) that builds for iOS alone is not read as the
            // Mac's: what the project says wins, and the file is not left with no platform at all.
            if macFile, platform == .ios, known.map({ $0[.macos] != nil }) ?? true { continue }
            if iOSFile, platform == .macos, known.map({ $0[.ios] != nil }) ?? true { continue }
            guard node.condition.holds(on: platform) != false else { continue }
            if let known {
                if let minimum = known[platform] { out[platform] = minimum }
            } else {
                out[platform] = platform.supportedMinimums[0]
            }
        }
        // `@available(iOS 14, macOS 11, *)` on the type or function around the field (rw18, UTM): the
        // code there runs from that version, lower than the generator's floor when the project's is;
        // a higher one raises the floor for what is inside it.
        for (platform, version) in availableFrom(around: node) where out[platform] != nil {
            out[platform] = known?[platform].map { max($0, version) } ?? version
        }
        return out
    }

    /// Words that may stand between a declaration's attributes and its keyword.
    static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "nonisolated", "override",
        "package", "indirect",
    ]

    /// The versions the innermost `@available(…)` naming each platform gives the declarations around
    /// `node` (`@available(iOS 14, macOS 11, *)`, `@available(iOS, introduced: 16)`); empty when none does.
    static func availableFrom(around node: SyntaxNode) -> [Platform: OSVersion] {
        let tree = node.tree
        var found: [Platform: OSVersion] = [:]
        var current = node.parent
        while let declaration = current {
            current = declaration.parent
            guard declaration.kind == .declaration, declaration.firstToken > 0 else { continue }
            // The declaration's own attributes and modifiers, written right before its first token:
            // `@available(iOS 14, *) public struct …`, never an attribute of a declaration before it
            // (rev47: a `typealias` above the view lent it its `@available`).
            var start = declaration.firstToken
            while start > 0 {
                var index = start - 1
                if tree.tokens[Int(index)].kind == .rightParen {
                    var depth = 0
                    while index >= 0 {
                        let kind = tree.tokens[Int(index)].kind
                        if kind == .rightParen { depth += 1 }
                        if kind == .leftParen {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        index -= 1
                    }
                    index -= 1
                }
                guard index >= 1, tree.tokens[Int(index)].kind == .identifier else { break }
                if tree.tokens[Int(index - 1)].kind == .at {
                    start = index - 1
                } else if Self.declarationModifiers.contains(tree.text(ofToken: index)), index == start - 1 {
                    start = index
                } else {
                    break
                }
            }
            guard start < declaration.firstToken else { continue }
            let attributes = tree.text(from: start, through: declaration.firstToken - 1)
            var rest = Substring(attributes)
            while let at = rest.firstRange(ofASCII: "@available(") {
                rest = rest[at.upperBound...]
                let arguments = rest.prefix { $0 != ")" }
                rest = rest.dropFirst(arguments.count)
                let parts = arguments.split(separator: ",").map { $0.trimmed() }
                for (index, part) in parts.enumerated() {
                    let words = part.split(separator: " ")
                    guard let name = words.first else { continue }
                    let platform: Platform? =
                        name == "iOS" ? .ios : name == "macOS" ? .macos : nil
                    guard let platform, found[platform] == nil else { continue }
                    // `iOS 14` or `iOS, introduced: 14`
                    var versionText = words.count == 2 ? String(words[1]) : nil
                    if words.count == 1, index + 1 < parts.count, parts[index + 1].hasPrefix("introduced:") {
                        versionText = String(parts[index + 1].dropFirst("introduced:".count)).trimmed()
                    }
                    if let versionText, let version = OSVersion(parsing: versionText) { found[platform] = version }
                }
            }
        }
        return found
    }

    /// The platforms the whole file builds for, each with its minimum OS, where something says: the
    /// `// Platforms: iOS 17.0, macOS 14.0` header a11y-gen writes (the file's own word), else the
    /// project's platforms `check` was given. Nil when neither says.
    static func knownPlatforms(_ tree: SyntaxTree) -> [Platform: OSVersion]? {
        declaredPlatformsMemoized(tree) ?? tree.project
    }

    /// Whether a name that is no type as a whole still says the field takes more than `type`: a
    /// search ("Search by name or mobile" with `.telephoneNumber`: a phone pad could not type the
    /// name), or one of two kinds of data with different keyboards ("Email or phone"). Then its content
    /// type does not decide the keyboard.
    static func namesOtherData(_ name: String, than type: DataType) -> Bool {
        let words = Identifier.words(name).map { $0.lowercased() }
        if words.contains(where: { $0.hasPrefix("search") || $0 == "find" || $0 == "filter" }) { return true }
        // "Name or mobile": one of two kinds of data, which one keyboard cannot both type. A word of
        // other data alone ("Contact number", "Your address") only describes the field.
        guard words.contains("or") else { return false }
        let keyboard = InputTraits.of(type, region: nil).keyboard
        return words.contains { word in
            DataType.resolve(word).map { InputTraits.of($0, region: nil).keyboard != keyboard } ?? false
        }
    }

    /// Whether the file's path has a folder named Shared (any case): where Xcode's multiplatform app
    /// template keeps the code iOS and the Mac both build.
    static func isInSharedFolder(_ tree: SyntaxTree) -> Bool {
        // (Not macOS's /Users/Shared, a folder for files, not code.)
        let folders = tree.source.path.split(separator: "/").dropLast().map { $0.lowercased() }
        return folders.indices.contains { folders[$0] == "shared" && ($0 == 0 || folders[$0 - 1] != "users") }
    }

    /// Whether the file builds for the Mac alone: it imports AppKit (or Cocoa) and not UIKit, or it
    /// uses AppKit's types outside any `#if` that keeps them from iOS (`NSColor.windowBackgroundColor`,
    /// `struct WebView: NSViewRepresentable`): a Mac app's files need import no more than SwiftUI,
    /// which brings AppKit with it there, and such a file cannot compile for iOS. Read once per file.
    static func isMacOnlyFile(_ tree: SyntaxTree) -> Bool {
        tree.memoized("traits.mac-only") {
            importsAppKitOnly(tree) || usesAppKitUnguarded(tree) || usesMacOnlySwiftUIUnguarded(tree)
        }
    }

    /// Whether the file builds for iOS alone (with Mac Catalyst, an iOS build): it imports UIKit outside
    /// any `#if`, or uses, outside any `#if`, UIKit's types (`UIColor`,
    /// `UIViewRepresentable`) or SwiftUI that the Mac does not declare (`.keyboardType`,
    /// `.textInputAutocapitalization`, `.navigationBarTitleDisplayMode`, `.fullScreenCover`): such a
    /// file cannot compile for the Mac, so advice about the Mac (a content type's macOS 14 floor, a
    /// title the Mac's form shows) does not apply to it. Read once per file.
    static func isIOSOnlyFile(_ tree: SyntaxTree) -> Bool {
        tree.memoized("traits.ios-only") {
            // Code only the Mac compiles (`#if os(macOS)`, the `#else` of `#if canImport(UIKit)`): the
            // file is meant for the Mac too, and an unguarded iOS call there is a mistake to guard.
            if tree.conditions.contains(where: { $0.holds(on: .macos) == true && $0.holds(on: .ios) == false }) {
                return false
            }
            if importsUIKitUnguarded(tree) { return true }
            // A name the file declares itself (`typealias UIColor = NSColor`) is a cross-platform shim.
            func isUIKit(_ text: String) -> Bool { uiKitNames.contains(text) && tree.declarations(named: text).isEmpty }
            // Outside any `#if`: code under `#if os(macOS)` (even a mistaken `.keyboardType`) says the
            // file is meant for the Mac too.
            for node in tree.allNodes where node.condition == .always {
                switch node.kind {
                case .modifier:
                    if iOSOnlyModifiers.contains(where: { node.isNamed($0) }) { return true }
                case .call, .reference:
                    if let token = node.nameToken, isUIKit(tree.text(ofToken: token)) { return true }
                case .declaration:
                    if node.headerContains(where: {
                        tree.tokens[Int($0)].kind == .identifier && isUIKit(tree.text(ofToken: $0))
                    }) {
                        return true
                    }
                default: continue
                }
            }
            return false
        }
    }

    /// SwiftUI modifiers the Mac does not declare (the reference's cross-platform hazards, and the
    /// navigation bar's).
    static let iOSOnlyModifiers: [StaticString] = [
        "keyboardType", "textInputAutocapitalization", "autocapitalization", "navigationBarTitleDisplayMode",
        "navigationBarItems", "navigationBarHidden", "fullScreenCover",
    ]

    /// UIKit names whose use, compiled for the Mac, fails to build there.
    static let uiKitNames: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplication", "UIColor", "UIImage", "UIFont",
        "UIScreen", "UIDevice", "UIHostingController", "UIKeyboardType", "UIAccessibility", "UIPasteboard",
    ]

    /// `import UIKit` before any `#if` in the file: an iOS build's import, not one of a multiplatform
    /// file's guarded branches.
    static func importsUIKitUnguarded(_ tree: SyntaxTree) -> Bool {
        for index in 0..<Int32(tree.tokens.count) {
            if tree.token(index, is: "#if") { return false }
            if tree.token(index, is: "import"), tree.token(index + 1, is: "UIKit") { return true }
        }
        return false
    }

    /// Whether SwiftUI API that only the Mac declares is used where the file may be compiled for iOS:
    /// `.toggleStyle(.checkbox)`, `.buttonStyle(.link)`, `.pickerStyle(.radioGroup)`,
    /// `.textFieldStyle(.squareBorder)`, `Color(nsColor:)`, `Image(nsImage:)`, `HSplitView`,
    /// `VSplitView`, `.touchBar`. A Mac app's views use them with no AppKit name in sight.
    static func usesMacOnlySwiftUIUnguarded(_ tree: SyntaxTree) -> Bool {
        func isMacStyle(_ node: SyntaxNode) -> Bool {
            guard let style = node.arguments.first?.value, style.isImplicitMember,
                // A style the file declares itself (`static var checkbox: MyCheckboxStyle` for iOS) is its own.
                let name = style.name, tree.declarations(named: name).isEmpty
            else { return false }
            if node.isNamed("toggleStyle") { return style.isNamed("checkbox") }
            if node.isNamed("buttonStyle") { return style.isNamed("link") }
            if node.isNamed("pickerStyle") { return style.isNamed("radioGroup") }
            if node.isNamed("textFieldStyle") { return style.isNamed("squareBorder") }
            return false
        }
        for node in tree.allNodes where node.kind == .call || node.kind == .modifier {
            let macOnly =
                node.kind == .modifier
                ? node.isNamed("touchBar") || isMacStyle(node)
                : node.isView("HSplitView") || node.isView("VSplitView")
                    || (node.isView("Color") && node.argument("nsColor") != nil)
                    || (node.isView("Image") && node.argument("nsImage") != nil)
            if macOnly, node.condition.holds(on: .ios) != false { return true }
        }
        return false
    }

    /// AppKit names whose use, compiled for iOS, fails to build there.
    static let appKitNames: Set<String> = [
        "NSViewRepresentable", "NSViewControllerRepresentable", "NSApplication", "NSApp", "NSWorkspace",
        "NSPasteboard", "NSImage", "NSColor", "NSFont", "NSAlert", "NSOpenPanel", "NSSavePanel", "NSEvent",
        "NSCursor", "NSHostingView", "NSHostingController", "NSWindow", "NSView", "NSViewController", "NSSound",
        "NSStatusBar", "NSMenu", "NSTextField", "NSTextView",
    ]

    /// Whether an AppKit name is used where the file may be compiled for iOS: a call or reference
    /// (`NSColor.red`, `NSImage(named:)`), or a declaration's header (`: NSViewRepresentable`).
    static func usesAppKitUnguarded(_ tree: SyntaxTree) -> Bool {
        // Only a token that starts "NS" becomes a String.
        func startsNS(_ index: Int32) -> Bool {
            let token = tree.tokens[Int(index)]
            guard token.end - token.start > 2 else { return false }
            return tree.source.bytes[Int(token.start)] == UInt8(ascii: "N")
                && tree.source.bytes[Int(token.start) + 1] == UInt8(ascii: "S")
        }
        // A name the file declares itself (`typealias NSColor = UIColor` under `#if canImport(UIKit)`) is
        // a cross-platform shim, not AppKit.
        func isAppKit(_ text: String) -> Bool { appKitNames.contains(text) && tree.declarations(named: text).isEmpty }
        for node in tree.allNodes where node.kind == .call || node.kind == .reference || node.kind == .declaration {
            guard node.condition.holds(on: .ios) != false else { continue }
            switch node.kind {
            case .call, .reference:
                if let token = node.nameToken, startsNS(token), isAppKit(tree.text(ofToken: token)) {
                    return true
                }
            case .declaration:
                if node.headerContains(where: {
                    tree.tokens[Int($0)].kind == .identifier && startsNS($0) && isAppKit(tree.text(ofToken: $0))
                }) {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    static func importsAppKitOnly(_ tree: SyntaxTree) -> Bool {
        var appKit = false
        for index in 0..<Int32(tree.tokens.count) where tree.token(index, is: "import") {
            if tree.token(index + 1, is: "UIKit") { return false }
            if tree.token(index + 1, is: "AppKit") || tree.token(index + 1, is: "Cocoa") { appKit = true }
        }
        return appKit
    }

    /// `declaredPlatforms`, read once per file and shared by the rules that ask.
    static func declaredPlatformsMemoized(_ tree: SyntaxTree) -> [Platform: OSVersion]? {
        tree.memoized("traits.declared-platforms") { declaredPlatforms(tree) }
    }

    /// `// Platforms: iOS 17.0, macOS 14.0` in the comments that open the file, before any code.
    static func declaredPlatforms(_ tree: SyntaxTree) -> [Platform: OSVersion]? {
        let codeStart = tree.tokens.first.map { Int($0.start) } ?? Int.max
        for comment in tree.comments where Int(comment.start) < codeStart {
            let text = tree.source.text(comment.range)
            guard text.hasPrefix("// Platforms:") else { continue }
            var out: [Platform: OSVersion] = [:]
            for item in text.dropFirst("// Platforms:".count).split(separator: ",") {
                let words = item.split(separator: " ")
                guard words.count == 2, let version = OSVersion(parsing: String(words[1])),
                    let platform = Platform.allCases.first(where: { $0.displayName == words[0] })
                else { return nil }
                out[platform] = version
            }
            return out.isEmpty ? nil : out
        }
        return nil
    }

    /// SwiftUI modifiers that may sit in a field's chain or its containers' without setting traits.
    static let knownModifiers: Set<String> = [
        "textFieldStyle", "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
        "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "onSubmit", "focused", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityFocused",
        "accessibilityInputLabels", "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityElement", "accessibilitySortPriority", "accessibilityAction", "accessibilityLabeledPair",
        "font", "foregroundStyle", "foregroundColor", "background", "overlay", "border", "padding", "frame",
        "fixedSize", "lineLimit", "multilineTextAlignment", "tint", "disabled", "opacity", "clipShape",
        "cornerRadius", "shadow", "onChange", "onAppear", "onDisappear", "task", "toolbar", "navigationTitle",
        "navigationBarTitleDisplayMode", "labelsHidden", "labeledContentStyle", "formStyle", "listRowBackground",
        "listRowInsets", "listRowSeparator", "listStyle", "scrollDismissesKeyboard", "scrollContentBackground",
        "sheet", "alert", "confirmationDialog", "popover", "fullScreenCover", "id", "tag", "animation",
        "transition", "contentShape", "onTapGesture", "gesture", "controlSize", "buttonStyle", "textCase",
        "textSelection", "privacySensitive", "redacted", "environment", "ignoresSafeArea", "safeAreaInset",
        "presentationDetents", "interactiveDismissDisabled", "onReceive", "refreshable", "searchable", "bold",
        "italic", "dynamicTypeSize", "minimumScaleFactor", "layoutPriority", "zIndex", "offset", "hidden",
        "accessibilityShowsLargeContentViewer", "help", "keyboardShortcut", "onKeyPress", "defaultFocus",
        "focusable", "focusedValue", "textInputBorderShape", "submitScope", "scrollPosition", "contextMenu",
        "swipeActions", "onDelete", "onMove", "headerProminence", "badge", "tabItem", "navigationDestination",
        "aspectRatio", "scaledToFit", "scaledToFill", "clipped", "mask", "blur", "saturation",
        "brightness", "colorScheme", "preferredColorScheme", "environmentObject", "onHover", "compositingGroup",
        "drawingGroup", "allowsHitTesting", "onLongPressGesture", "simultaneousGesture", "highPriorityGesture",
        "fontWeight", "fontDesign", "kerning", "tracking", "baselineOffset", "underline", "strikethrough",
        "truncationMode", "allowsTightening", "monospacedDigit", "monospaced", "scrollDisabled",
        "scrollIndicators", "scrollBounceBehavior", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "navigationBarBackButtonHidden", "navigationSplitViewColumnWidth", "presentationDragIndicator",
        "presentationBackground", "presentationCornerRadius", "onScrollGeometryChange", "sensoryFeedback",
        "contentTransition", "symbolEffect", "symbolRenderingMode", "imageScale", "listRowSpacing",
        "listSectionSpacing", "alignmentGuide", "containerRelativeFrame", "scrollTargetBehavior",
        "scrollTargetLayout", "inspector", "fileImporter", "fileExporter", "onOpenURL",
        "textEditorStyle", "pickerStyle", "toggleStyle", "datePickerStyle", "labelStyle", "menuStyle",
        "groupBoxStyle", "progressViewStyle", "gaugeStyle", "disclosureGroupStyle", "controlGroupStyle",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityCustomContent",
        "accessibilityRespondsToUserInteraction", "accessibilityHeading", "accessibilityTextContentType",
        "accessibilityAdjustableAction", "accessibilityScrollAction", "accessibilityZoomAction",
        "hoverEffect", "hoverEffectDisabled", "focusEffectDisabled", "persistentSystemOverlays",
        "statusBarHidden", "onGeometryChange", "glassEffect", "buttonBorderShape",
        // SwiftUI's older spellings, still common in older code: built in, never defined elsewhere.
        "accessibility", "navigationBarTitle", "navigationBarItems", "navigationBarHidden",
        "accentColor", "edgesIgnoringSafeArea", "statusBar",
    ]
}

extension SyntaxNode {
    /// `.name` or `Type.name` as a modifier's only argument: the member's name (`numberPad` in
    /// `.keyboardType(.numberPad)` and `.keyboardType(UIKeyboardType.numberPad)`); nil otherwise.
    var memberArgumentName: String? {
        guard arguments.count == 1, let value = arguments.first?.value else { return nil }
        if value.isImplicitMember, value.modifiers.isEmpty, value.arguments.isEmpty { return value.name }
        if value.kind == .reference, value.modifiers.count == 1, let member = value.modifiers.first,
            member.arguments.isEmpty, !member.hasParentheses
        {
            return member.name
        }
        return nil
    }
}
