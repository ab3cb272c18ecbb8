/// `text-field.content-type`: a `.textContentType` that names other data than the field holds, so
/// AutoFill and QuickType offer the wrong value: a phone number in an Email field, a family name in
/// a First name field, a city in a ZIP code field (card 000: set `.textContentType` to the matching
/// semantic type).
///
/// The data type is the one `text-field.no-unset-input-traits` infers from the words people see
/// (title, label, prompt; before a content type written out overrides them for the other rules),
/// and the content type it needs is the generator's own (`InputTraits.of`), where it exists at the
/// file's minimum OS. A type only the binding names (`$name` under an empty title) is too weak a
/// witness against a content type written out, unless the keyboard written out is the one that data
/// takes (`$phone` with `.phonePad` and `.nickname`): two witnesses against one. The two are reported only when
/// they are in different kinds of data (`kinds`): email, phone, secret, a person's name, street,
/// city, state, postal code, country, web address, payment card, organization. A content type in no
/// kind (a date of birth, a flight number) says nothing either way.
///
/// Left alone, because the fit is a judgement rather than a contradiction: a cardholder's name as a
/// person's (`.name`), a username field that
/// takes an email (`.username` and `.emailAddress` share a kind, as many sign-ins do), the three
/// secret types on one another (card 000's Customizable; but `.password` on a field whose title says
/// it is a new one, "New password" or "Confirm password", is a note: iOS suggests no strong
/// password there), a part of a
/// name on a field named "Name" (a full name on "First name" is a note: AutoFill fills the whole
/// name into it), types within one kind (`.fullStreetAddress` on "Street"),
/// content types chosen at run time, and conditions a11y-gen cannot evaluate (`DEBUG`).
public struct TextFieldContentType: CheckRule {
    public let id = RuleID.contentType
    public let help =
        "Use the .textContentType of the data the field holds (`a11y-gen field --type <type>` shows it)."

    public init() {}

    public var trigger: CheckTrigger { .named(["TextField", "SecureField", "DSTextField"]) }

    public func check(_ node: SyntaxNode, in context: CheckContext) -> [CheckFinding] {
        guard node.kind == .call, node.isView("TextField") || node.isView("SecureField") || node.isView("DSTextField"),
            let field = TextFieldTraits.of(node), let named = field.witnessedType,
            let expected = InputTraits.of(named, region: nil).content
        else { return [] }
        for (platform, minimum) in field.platforms.sorted(by: { $0.key < $1.key }) {
            guard let (modifier, set): (SyntaxNode, ContentType) = field.effective("textContentType", on: platform)
            else { continue }
            // The fix must compile where the file does: the right type exists at its minimum OS.
            guard let introduced = expected.availability.introduced(on: platform), introduced <= minimum else {
                continue
            }
            // `.name` on "First name": AutoFill puts the whole name into a field for one part of it. A
            // note: some forms keep one field so labelled for both; the reverse (a part on "Name") is
            // left alone, since "Name" may well ask for one part.
            if Self.distinctParts.contains(expected), set == .name, field.namedType != nil {
                var found = finding(
                    at: modifier.offset,
                    ".textContentType(.name) asks AutoFill for a full name, but \(field.described) holds \(Self.words(expected)): AutoFill fills the whole name into it",
                    fix: "use .textContentType(\(expected.swift))")
                found.severity = .note
                return [found]
            }
            // `.password` on a field whose own words say a new password is being chosen ("New password",
            // "Confirm password"): the card allows it, but iOS then offers a saved password instead of
            // suggesting a strong one, for this field alone of the pair (rw23 #7). A note.
            // The title's own words, not the view around it: a password field a sign-in and a sign-up
            // share (`mode == .signUp`) is the current one half the time.
            if expected == .newPassword, set == .password,
                node.argument(nil)?.stringValue.flatMap(TextFieldTraits.secretType) == .newPassword
            {
                var found = finding(
                    at: modifier.offset,
                    ".textContentType(.password) asks AutoFill for a saved password, but \(field.described) is a new one being chosen: iOS offers a saved password here instead of suggesting a strong one for the new password and its confirmation",
                    fix: "use .textContentType(.newPassword) on the new password and on its confirmation")
                found.severity = .note
                return [found]
            }
            guard Self.conflict(expected, set) else { return [] }
            // `.username` on `$phone` with the phone pad: a sign-in by phone number, whose account
            // name is the number. Only words people see ("Phone number") say it is not the login.
            if field.namedType == nil, set == .username { return [] }
            // Set by a text field style of this file that the field uses (rw23 #3): the style's
            // modifier is applied closest to the field, so one written on the field cannot replace it.
            let style =
                TextFieldTraits.styleBodyModifiers(node).contains(modifier)
                ? node.modifiers.last(where: { $0.isNamed("textFieldStyle") })?.arguments.first?.value?.typeName : nil
            return [
                finding(
                    at: modifier.offset,
                    ".textContentType(.\(set.rawValue))\(style.map { " in \($0), which \(field.described) uses," } ?? "") asks AutoFill for \(Self.words(set)), but \(field.described) holds \(named.rawValue) data: people are offered the wrong value",
                    fix: style.map {
                        "take .textContentType out of \($0) (a style's modifier is applied closest to the field, so one written on the field cannot replace it) and give each field its own: .textContentType(\(expected.swift)) on this one"
                    } ?? "use .textContentType(\(expected.swift))",
                    dependsOn: field.isCustom
                        ? "\(node.name!) is defined in another file; this applies if it passes the content type to its field"
                        : nil)
            ]
        }
        return []
    }

    /// Kinds of data; two content types in no common kind name different data.
    static let kinds: [Set<ContentType>] = [
        [.emailAddress, .username],
        [.username, .nickname],
        [.telephoneNumber],
        [.password, .newPassword, .oneTimeCode],
        [.name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname],
        // A cardholder's name is a person's name; `.name` was the type for it before iOS 17.
        [
            .name, .givenName, .middleName, .familyName, .creditCardName, .creditCardGivenName, .creditCardMiddleName,
            .creditCardFamilyName,
        ],
        [.fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .location],
        [.addressCity, .addressCityAndState, .sublocality, .location],
        [.addressState, .addressCityAndState, .location],
        [.postalCode],
        [.countryName, .location],
        [.URL],
        [
            .creditCardNumber, .creditCardSecurityCode, .creditCardName, .creditCardGivenName,
            .creditCardMiddleName, .creditCardFamilyName, .creditCardExpiration, .creditCardExpirationMonth,
            .creditCardExpirationYear, .creditCardType,
        ],
        [.organizationName, .jobTitle],
    ]

    /// Parts of a name that are never one another.
    static let distinctParts: Set<ContentType> = [.givenName, .middleName, .familyName]

    /// Whether `set` names other data than `expected`.
    static func conflict(_ expected: ContentType, _ set: ContentType) -> Bool {
        guard expected != set else { return false }
        if distinctParts.contains(expected), distinctParts.contains(set) { return true }
        let expectedKinds = kinds.filter { $0.contains(expected) }
        let setKinds = kinds.filter { $0.contains(set) }
        guard !expectedKinds.isEmpty, !setKinds.isEmpty else { return false }
        return !expectedKinds.contains { kind in setKinds.contains(kind) }
    }

    /// What a content type asks AutoFill for, in words.
    static func words(_ type: ContentType) -> String {
        switch type {
        case .emailAddress: "an email address"
        case .telephoneNumber: "a phone number"
        case .password, .newPassword: "a password"
        case .oneTimeCode: "a one-time code"
        case .username: "a username"
        case .URL: "a web address"
        case .postalCode: "a postal code"
        case .addressCity: "a city"
        case .addressState: "a state"
        case .countryName: "a country"
        case .givenName: "a given name"
        case .familyName: "a family name"
        case .middleName: "a middle name"
        case .creditCardNumber: "a card number"
        case .creditCardSecurityCode: "a card security code"
        case .organizationName: "an organization"
        case .nickname: "a nickname"
        default: "the data .\(type.rawValue) names"
        }
    }
}
