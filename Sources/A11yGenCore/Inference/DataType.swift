/// The data a field holds, spelled as a user types it on the command line or in JSON.
public enum DataType: String, Codable, CaseIterable, Sendable {
    // General
    case text, search, multiline, integer, decimal, currency
    // Accounts
    case email, url, phone, username, password
    case newPassword = "new-password"
    case oneTimeCode = "one-time-code"
    case pin
    // Names and organizations
    case name
    case namePrefix = "name-prefix"
    case givenName = "given-name"
    case middleName = "middle-name"
    case familyName = "family-name"
    case nameSuffix = "name-suffix"
    case nickname
    case jobTitle = "job-title"
    case organization, location
    // Addresses
    case streetAddress = "street-address"
    case addressLine1 = "address-line1"
    case addressLine2 = "address-line2"
    case city, state
    case cityState = "city-state"
    case sublocality
    case countryName = "country-name"
    case postalCode = "postal-code"
    // Payment cards
    case creditCardNumber = "credit-card-number"
    case creditCardSecurityCode = "credit-card-security-code"
    case creditCardName = "credit-card-name"
    case creditCardGivenName = "credit-card-given-name"
    case creditCardMiddleName = "credit-card-middle-name"
    case creditCardFamilyName = "credit-card-family-name"
    case creditCardExpiration = "credit-card-expiration"
    case creditCardExpirationMonth = "credit-card-expiration-month"
    case creditCardExpirationYear = "credit-card-expiration-year"
    case creditCardType = "credit-card-type"
    // Dates typed as text (date pickers are separate types)
    case birthdateText = "birthdate-text"
    case birthdateDay = "birthdate-day"
    case birthdateMonth = "birthdate-month"
    case birthdateYear = "birthdate-year"
    case dateTimeText = "date-time-text"
    // Travel and devices
    case trackingNumber = "tracking-number"
    case flightNumber = "flight-number"
    case cellularEID = "cellular-eid"
    case cellularIMEI = "cellular-imei"
    case cellularIMEI1 = "cellular-imei1"
    case cellularIMEI2 = "cellular-imei2"
    case cellularNAL = "cellular-nal"
    // Servers: where an app connects (no AutoFill category fits any of them)
    case hostname
    case ipAddress = "ip-address"
    case port
    // Keyboards without a content type
    case nameOrPhone = "name-or-phone"
    case socialHandle = "social-handle"
    // Date pickers (card 002)
    case date, time
    case dateTime = "date-time"
    // Toggles (issue 13)
    case toggle
    // Steppers (issue 13)
    case stepper
    // A value chosen from a fixed set (issue 13; "use select.menu", cards 000 and 002)
    case choice

    /// Other spellings users type: WHATWG autocomplete tokens, JSON Schema `format` names and
    /// common synonyms. Each alias names exactly one type (a test checks there is no clash).
    public var aliases: [String] {
        switch self {
        case .text: ["string", "plain"]
        case .search: ["search-query", "query"]
        case .multiline: ["textarea", "text-area", "long-text", "notes"]
        case .integer: ["int", "number-integer", "quantity"]
        case .decimal: ["number", "double", "float"]
        case .currency: ["money", "price", "amount", "transaction-amount"]
        case .email: ["e-mail", "email-address", "e-mail-address", "idn-email", "mail-address"]
        case .url: ["uri", "iri", "uri-reference", "website", "link"]
        case .phone: ["tel", "telephone", "phone-number", "mobile"]
        case .username: ["user-name", "login", "account-name", "user-id", "userid"]
        case .password: ["current-password", "secret"]
        case .newPassword: ["password-new", "create-password"]
        case .oneTimeCode:
            ["otp", "verification-code", "2fa-code", "otp-code", "one-time-password", "one-time-passcode", "sms-code"]
        case .pin: ["passcode", "pin-code"]
        case .name: ["full-name"]
        case .namePrefix: ["honorific-prefix", "title-prefix"]
        case .givenName: ["first-name", "firstname", "forename"]
        case .middleName: ["additional-name"]
        case .familyName: ["last-name", "lastname", "surname"]
        case .nameSuffix: ["honorific-suffix"]
        case .nickname: ["display-name"]
        case .jobTitle: ["organization-title"]
        case .organization: ["company", "organization-name", "org"]
        case .location: ["place"]
        case .streetAddress: ["address", "full-street-address"]
        case .addressLine1:
            ["street-address-line1", "street-line1", "address-line-1", "street-address-line-1", "street"]
        case .addressLine2: ["street-address-line2", "street-line2", "address-line-2", "street-address-line-2"]
        case .city: ["address-level2", "town"]
        case .state: ["address-level1", "province", "region"]
        case .cityState: ["address-city-and-state"]
        case .sublocality: ["address-level3", "district"]
        case .countryName: ["country"]
        case .postalCode: ["zip", "zip-code", "postcode", "postal", "post-code"]
        case .creditCardNumber: ["cc-number", "card-number"]
        case .creditCardSecurityCode: ["cc-csc", "cvv", "cvc", "ccv", "security-code"]
        case .creditCardName: ["cc-name", "cardholder-name", "card-holder-name", "name-on-card"]
        case .creditCardGivenName: ["cc-given-name"]
        case .creditCardMiddleName: ["cc-additional-name"]
        case .creditCardFamilyName: ["cc-family-name"]
        case .creditCardExpiration:
            [
                "cc-exp", "card-expiry", "expiry", "expiry-date", "card-expiry-date", "card-expiration",
                "card-expiration-date",
            ]
        // A month or year typed apart (rw22 #13: `TextField("MM", text: $expirationMonth)`): the words
        // a card form uses for them, so `check` asks for the number pad as `field` gives it.
        case .creditCardExpirationMonth:
            [
                "cc-exp-month", "exp-month", "expiry-month", "expiration-month", "card-expiry-month",
                "card-expiration-month",
            ]
        case .creditCardExpirationYear:
            ["cc-exp-year", "exp-year", "expiry-year", "expiration-year", "card-expiry-year", "card-expiration-year"]
        case .creditCardType: ["cc-type", "card-type"]
        case .birthdateText: ["birthday-text"]
        case .birthdateDay: ["bday-day"]
        case .birthdateMonth: ["bday-month"]
        case .birthdateYear: ["bday-year"]
        case .dateTimeText: ["datetime-text"]
        case .trackingNumber: ["shipment-tracking-number"]
        case .flightNumber: ["flight"]
        case .cellularEID: ["eid"]
        case .cellularIMEI: ["imei"]
        case .cellularIMEI1: ["imei1"]
        case .cellularIMEI2: ["imei2"]
        case .cellularNAL: ["nal"]
        case .hostname: ["host-name", "server-address", "server-host", "domain-name"]
        case .ipAddress: ["ip", "ip-addr", "ipv4", "ipv6"]
        case .port: ["port-number", "server-port"]
        case .nameOrPhone: ["name-phone"]
        case .socialHandle: ["twitter", "handle"]
        case .date: ["bday", "birthdate", "birthday", "calendar-date"]
        case .time: ["time-of-day", "clock-time"]
        case .dateTime: ["datetime", "datetime-local", "timestamp"]
        case .toggle: ["switch", "checkbox"]
        case .stepper: ["counter"]
        case .choice: ["select"]
        }
    }

    /// Every accepted spelling, mapped to its type.
    public static let byName: [String: DataType] = {
        var table: [String: DataType] = [:]
        for type in allCases {
            table[type.rawValue] = type
            for alias in type.aliases { table[alias] = type }
        }
        return table
    }()

    /// Resolves a user's spelling: case-insensitive, `_` and spaces read as `-`, and a lowercase
    /// letter or digit followed by a capital starts a new word, so an identifier spells a type the
    /// way a label does (`phoneNumber`, `zip_code` and "ZIP code" are all postal and phone types).
    /// The `field` command reads `--type` with it, and `check` reads labels and binding names with it,
    /// so both infer a type from one table.
    /// The data type a field's label names: `resolve` on the whole label, else on the label after a
    /// word that only says whose or which one it is ("Your email", "Work phone", "New email", "Billing
    /// ZIP code"), for the types such a word cannot change; any one word before an email address, a
    /// phone number or a postal code ("Author email"). "New name" stays nothing (a rename, not a
    /// person); "Your name" is a person's. A word before "URL" says which address it is, and it is
    /// still one: "Server URL", "Feed URL". An instruction in its place is read past: "Enter your
    /// email" is "your email". A whole label in another language is read with `resolveOtherLanguage`
    /// ("Teléfono", "電話番号").
    public static func resolveLabel(_ label: String) -> DataType? {
        if let type = resolve(label) { return type }
        if let type = resolveOtherLanguage(label) { return type }
        let trimmed = label.trimmed()
        // An instruction standing in for a label ("Enter your phone number", "Type your email",
        // "Choose a username"): the type is what follows it, past an article. A password people
        // choose or create is a new one ("Choose a password").
        for verb in ["enter ", "type ", "input ", "choose ", "create ", "pick "]
        where trimmed.utf8.count > verb.utf8.count {
            guard trimmed.prefix(verb.count).lowercased() == verb else { continue }
            var rest = String(trimmed.dropFirst(verb.count))
            var article = false
            for word in ["a ", "an ", "the "] where rest.prefix(word.count).lowercased() == word {
                rest = String(rest.dropFirst(word.count))
                article = true
            }
            let type = resolveLabel(rest)
            // "Choose a name", "Enter the name": a thing's name (a list's, a file's), not a person's,
            // which says "your name".
            if article, let type, personalNameTypes.contains(type) { return nil }
            return type == .password && !["enter ", "type ", "input "].contains(verb) ? .newPassword : type
        }
        // A possessive says whose the data is, as a word before it does: "Cardholder's name" is a
        // cardholder name, "Owner's email" an email.
        if let plain = withoutPossessive(trimmed) { return resolveLabel(plain) }
        guard let (first, rest) = firstWordAndRest(trimmed) else { return nil }
        if rest.lowercased() == "url", first.allSatisfy(\.isLetter) { return .url }
        guard let type = resolve(rest) else { return nil }
        // Any one word before an email address, phone number or postal code says whose it is ("Author
        // email", "Emergency phone", "Sender email"): the field holds one all the same.
        if anyQualifierTypes.contains(type), first.allSatisfy(\.isLetter) { return type }
        // A person named by their part in the form ("Recipient name", "Customer name"): a person's
        // name all the same (rw20 #14). "User name" is a username, which `resolve` already read.
        if type == .name, personRoleWords.contains(first) { return type }
        // Where the address is for ("Home address", "Shipping address"): a street address (rw20 #13).
        if type == .streetAddress, postalQualifierWords.contains(first) { return type }
        guard qualifierWords.contains(first) else { return nil }
        if qualifiedTypes.contains(type) { return type }
        return ["your", "my"].contains(first) && personalNameTypes.contains(type) ? type : nil
    }

    /// The label with its first possessive "'s" (or "’s") before a space taken out, or nil when it has none.
    static func withoutPossessive(_ label: String) -> String? {
        let bytes = Array(label.utf8)
        var index = 0
        while index < bytes.count {
            // "'" is one byte; "’" (U+2019) is E2 80 99.
            let mark = bytes[index] == 0x27 ? 1 : (bytes[index...].starts(with: [0xE2, 0x80, 0x99]) ? 3 : 0)
            if mark > 0, index > 0, index + mark + 1 < bytes.count,
                bytes[index + mark] | 0x20 == 0x73, bytes[index + mark + 1] == 0x20
            {
                return String(decoding: bytes[..<index] + bytes[(index + mark + 1)...], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// The first word, lowercased, and the rest of a label of two or more words, split at the first
    /// space, else at a hyphen or underscore ("Server-URL"), else where a lowercase letter meets an
    /// uppercase one (a property's name, `serverUrl`); nil for one word.
    static func firstWordAndRest(_ label: String) -> (first: String, rest: String)? {
        let cut =
            label.firstIndex(of: " ") ?? label.firstIndex(where: { $0 == "-" || $0 == "_" })
        if let cut, cut != label.startIndex, label.index(after: cut) < label.endIndex {
            return (label[..<cut].lowercased(), String(label[label.index(after: cut)...]))
        }
        var previous: Character?
        for index in label.indices {
            let character = label[index]
            if character.isUppercase, let previous, previous.isLowercase {
                return (label[..<index].lowercased(), String(label[index...]))
            }
            previous = character
        }
        return nil
    }

    /// Words before a type's name that say whose or which one it is, not what it holds.
    static let qualifierWords: Set<String> = [
        "your", "my", "new", "old", "current", "previous", "confirm", "primary", "secondary", "work", "home",
        "personal", "business", "contact", "alternate", "alternative", "backup", "recovery", "billing",
        "shipping",
    ]
    /// People a form names by their part in it, whose name is still a person's name.
    static let personRoleWords: Set<String> = [
        "recipient", "receiver", "customer", "contact", "sender", "guest", "passenger", "patient", "traveler",
        "traveller", "attendee", "applicant", "buyer", "shipping", "billing", "delivery",
    ]
    /// Words before "address" that make it a postal one: where it is or what it is for.
    static let postalQualifierWords: Set<String> = [
        "home", "street", "shipping", "billing", "mailing", "postal", "delivery", "residential",
    ]
    /// The types any word before them leaves as they are: an email is an email whoever's it is.
    static let anyQualifierTypes: Set<DataType> = [.email, .phone, .postalCode]
    /// The types only a qualifier leaves as they are (the others return before it is asked): not any
    /// word for `username`, since "Twitter username" is not this app's account, which its AutoFill
    /// type would offer.
    static let qualifiedTypes: Set<DataType> = [.username, .url]
    /// A person's names, named so only with "your" or "my".
    static let personalNameTypes: Set<DataType> = [.name, .givenName, .familyName, .middleName, .nickname]

    public static func resolve(_ name: String) -> DataType? {
        let trimmed = name.trimmed()
        // A key is never shorter than the name (ASCII keeps its length; other text matches no key),
        // and `check` asks about every label it reads, so longer names stop here.
        guard trimmed.utf8.count <= longestName else { return nil }
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) {
            // A type's own name needs no table: building `byName` was a tenth of `field`'s
            // instructions (issue 14), and `field --type email` names a type by its own name.
            let key = asciiKey(trimmed)
            return DataType(rawValue: key) ?? byName[key]
        }
        var key = ""
        key.reserveCapacity(trimmed.utf8.count + 4)
        var previous: Character?
        for character in trimmed {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { key.append("-") }
            if character == "_" || character == " " {
                key.append("-")
            } else if character.isASCII {
                key.append(character.isUppercase ? Character(character.lowercased()) : character)
            } else {
                key += character.lowercased()
            }
            previous = character
        }
        return byName[key]
    }

    /// `resolve`'s key for ASCII text, byte by byte: the same rules without a Unicode property
    /// lookup per Character (in ASCII, the capitals are A-Z, the lowercase letters a-z, the numbers 0-9).
    private static func asciiKey(_ text: String) -> String {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLowerOrDigit(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var key: [UInt8] = []
        key.reserveCapacity(text.utf8.count + 4)
        var previous: UInt8?
        for byte in text.utf8 {
            if isUpper(byte), let previous, isLowerOrDigit(previous) { key.append(UInt8(ascii: "-")) }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") {
                key.append(UInt8(ascii: "-"))
            } else {
                key.append(isUpper(byte) ? byte + 32 : byte)
            }
            previous = byte
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// The longest name or alias `resolve` knows, in bytes: a constant, so the first lookup does
    /// not build `byName` to learn it (a test holds it to the table).
    static let longestName = 28
}
