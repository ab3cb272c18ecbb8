/// Which native control a data type gets.
public enum ControlKind: String, Codable, Sendable {
    case textField
    case secureField
    /// `TextField(_:text:axis: .vertical)` with a line-limit range.
    case multilineTextField
    /// `TextField(_:value:format:)` over an optional number.
    case numberField
    /// A native `DatePicker` (card 002).
    case datePicker
    /// A native `Toggle` (issue 13).
    case toggle
    /// A native `Stepper` over a whole number (issue 13).
    case stepper
    /// A native `Picker` over a fixed set of options (issue 13).
    case picker
}

/// What a date picker shows: `displayedComponents`.
public enum DateComponentsKind: String, Codable, Sendable, CaseIterable {
    case date, time
    case dateTime = "date-time"

    /// Whether a picker showing this can be ordered (`after`) against one showing `other`: a time
    /// alone only against a time, since against a date it would turn on the day the time picker hides.
    public func canBeOrdered(against other: DateComponentsKind) -> Bool { (self == .time) == (other == .time) }

    public var swift: String {
        switch self {
        case .date: ".date"
        case .time: ".hourAndMinute"
        case .dateTime: "[.date, .hourAndMinute]"
        }
    }
}

/// The Swift value a number field edits.
public enum NumberKind: String, Codable, Sendable {
    case integer, decimal, currency

    public var swiftType: String {
        switch self {
        case .integer: "Int"
        case .decimal: "Double"
        case .currency: "Decimal"
        }
    }
}

/// One row of the inference table: what a data type emits, and why.
public struct InputTraits: Codable, Sendable, Equatable {
    public var control: ControlKind
    public var number: NumberKind?
    /// nil: the system's default keyboard is the right one (nothing to emit).
    public var keyboard: KeyboardType?
    /// nil: no AutoFill category fits this data.
    public var content: ContentType?
    public var autocapitalization: Autocapitalization?
    public var autocorrectionDisabled: Bool
    public var submitLabel: SubmitLabelKind?
    /// For date pickers: what the picker shows.
    public var components: DateComponentsKind?
    public var why: String

    init(
        _ control: ControlKind = .textField, number: NumberKind? = nil, keyboard: KeyboardType? = nil,
        content: ContentType? = nil, caps: Autocapitalization? = nil, noAutocorrect: Bool = false,
        submit: SubmitLabelKind? = nil, components: DateComponentsKind? = nil, why: String
    ) {
        self.control = control
        self.number = number
        self.components = components
        self.keyboard = keyboard
        self.content = content
        self.autocapitalization = caps
        self.autocorrectionDisabled = noAutocorrect
        self.submitLabel = submit
        self.why = why
    }

    /// The table. Exhaustive over `DataType`; only the postal code reads the locale's region.
    public static func of(_ type: DataType, region: String?) -> InputTraits {
        switch type {
        case .text:
            InputTraits(
                why: "free text: default keyboard, sentence capitals and autocorrection as the system sets them")
        case .search:
            InputTraits(
                keyboard: .webSearch, caps: .never, noAutocorrect: true, submit: .search,
                why:
                    "a query: the web-search keyboard, whose Return key says Search where Return runs the search; autocorrect would rewrite terms"
            )
        case .multiline:
            InputTraits(
                .multilineTextField, caps: .sentences,
                why: "longer prose grows onto new lines as people type (axis: .vertical)")
        case .integer:
            InputTraits(
                .numberField, number: .integer, keyboard: .numberPad,
                why: "a whole number: digits only, parsed by the number format on commit")
        case .decimal:
            InputTraits(
                .numberField, number: .decimal, keyboard: .decimalPad,
                why: "a number with a fraction: the decimal pad adds the locale's separator")
        case .currency:
            InputTraits(
                .numberField, number: .currency, keyboard: .decimalPad,
                why: "an amount of money: decimal pad, parsed and shown with the currency format")
        case .email:
            InputTraits(
                keyboard: .emailAddress, content: .emailAddress, caps: .never, noAutocorrect: true,
                why:
                    "the email keyboard puts @ and . on the first screen; AutoFill offers the user's addresses; capitals and autocorrect would corrupt an address"
            )
        case .url:
            InputTraits(
                keyboard: .URL, content: .URL, caps: .never, noAutocorrect: true,
                why: "the URL keyboard has / and .com; autocorrect would break addresses")
        case .phone:
            InputTraits(
                keyboard: .phonePad, content: .telephoneNumber, noAutocorrect: true,
                why: "a phone number: the phone pad has digits, + * #; AutoFill offers the user's numbers")
        case .username:
            InputTraits(
                keyboard: .asciiCapable, content: .username, caps: .never, noAutocorrect: true,
                why: "an account name: ASCII keyboard, and the username content type lets password managers pair it")
        case .password:
            InputTraits(
                .secureField, content: .password, caps: .never, noAutocorrect: true,
                why: "an existing password: masked, and AutoFill offers the saved credential")
        case .newPassword:
            InputTraits(
                .secureField, content: .newPassword, caps: .never, noAutocorrect: true,
                why: "a new password: masked, and the system can suggest a strong password")
        case .oneTimeCode:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .oneTimeCode, caps: .never, noAutocorrect: true,
                why:
                    "a code sent by SMS or email: the ASCII number pad (0-9 on every device), and QuickType offers the code as it arrives"
            )
        case .pin:
            InputTraits(
                .secureField, keyboard: .asciiCapableNumberPad, noAutocorrect: true,
                why:
                    "a numeric secret: masked, ASCII digits only (the plain number pad types the device's own digits, such as ١٢٣, which a PIN check refuses); no AutoFill category fits a PIN"
            )
        case .name:
            InputTraits(
                content: .name, caps: .words, noAutocorrect: true,
                why: "a person's full name: capitalized words; autocorrect mangles names")
        case .namePrefix:
            InputTraits(
                content: .namePrefix, caps: .words, noAutocorrect: true,
                why: "an honorific such as Dr. or Ms., capitalized")
        case .givenName:
            InputTraits(
                content: .givenName, caps: .words, noAutocorrect: true,
                why: "a first name: capitalized, not autocorrected")
        case .middleName:
            InputTraits(
                content: .middleName, caps: .words, noAutocorrect: true,
                why: "a middle name: capitalized, not autocorrected")
        case .familyName:
            InputTraits(
                content: .familyName, caps: .words, noAutocorrect: true,
                why: "a last name: capitalized, not autocorrected")
        case .nameSuffix:
            InputTraits(
                content: .nameSuffix, caps: .words, noAutocorrect: true, why: "a name suffix such as Jr. or PhD")
        case .nickname:
            InputTraits(
                content: .nickname, caps: .never, noAutocorrect: true,
                why: "a chosen name, typed as the person spells it")
        case .jobTitle:
            InputTraits(content: .jobTitle, caps: .words, why: "a job title, capitalized word by word")
        case .organization:
            InputTraits(
                content: .organizationName, caps: .words, noAutocorrect: true,
                why: "a company name: proper noun, not autocorrected")
        case .location:
            InputTraits(
                content: .location, caps: .words, noAutocorrect: true,
                why: "a place name, capitalized as a proper noun; autocorrect would rewrite names it does not know")
        case .streetAddress:
            InputTraits(
                content: .fullStreetAddress, caps: .words, noAutocorrect: true,
                why: "a whole street address in one field; AutoFill offers the saved address")
        case .addressLine1:
            InputTraits(
                content: .streetAddressLine1, caps: .words, noAutocorrect: true,
                why: "the first street address line; AutoFill offers it")
        case .addressLine2:
            InputTraits(
                content: .streetAddressLine2, caps: .words, noAutocorrect: true,
                why: "the second street address line (apartment, suite); AutoFill offers it")
        case .city:
            InputTraits(
                content: .addressCity, caps: .words, noAutocorrect: true,
                why: "a city or town, capitalized as a proper noun; autocorrect would rewrite names it does not know")
        case .state:
            InputTraits(
                content: .addressState, caps: .words, noAutocorrect: true,
                why: "a state, province or region, capitalized")
        case .cityState:
            InputTraits(
                content: .addressCityAndState, caps: .words, noAutocorrect: true,
                why: "city and state in one field, capitalized")
        case .sublocality:
            InputTraits(
                content: .sublocality, caps: .words, noAutocorrect: true,
                why: "a district or neighbourhood within a city")
        case .countryName:
            InputTraits(
                content: .countryName, caps: .words, noAutocorrect: true, why: "a country name (not an ISO code)")
        case .postalCode:
            postalCode(region: region)
        case .creditCardNumber:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .creditCardNumber, noAutocorrect: true,
                why: "a card number: the ASCII number pad (0-9 on every device); AutoFill offers saved cards")
        case .creditCardSecurityCode:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .creditCardSecurityCode, noAutocorrect: true,
                why: "the 3 or 4 digit security code, on the ASCII number pad")
        case .creditCardName:
            InputTraits(
                content: .creditCardName, caps: .words, noAutocorrect: true, why: "the name printed on the card")
        case .creditCardGivenName:
            InputTraits(
                content: .creditCardGivenName, caps: .words, noAutocorrect: true, why: "the card holder's first name")
        case .creditCardMiddleName:
            InputTraits(
                content: .creditCardMiddleName, caps: .words, noAutocorrect: true, why: "the card holder's middle name")
        case .creditCardFamilyName:
            InputTraits(
                content: .creditCardFamilyName, caps: .words, noAutocorrect: true, why: "the card holder's last name")
        case .creditCardExpiration:
            InputTraits(
                keyboard: .numbersAndPunctuation, content: .creditCardExpiration, noAutocorrect: true,
                why: "an expiry like 08/29: digits plus the slash")
        case .creditCardExpirationMonth:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .creditCardExpirationMonth, noAutocorrect: true,
                why: "the expiry month as digits, on the ASCII number pad")
        case .creditCardExpirationYear:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .creditCardExpirationYear, noAutocorrect: true,
                why: "the expiry year as digits, on the ASCII number pad")
        case .creditCardType:
            InputTraits(content: .creditCardType, caps: .words, why: "the card brand, such as Visa")
        case .birthdateText:
            InputTraits(
                keyboard: .numbersAndPunctuation, content: .birthdate, noAutocorrect: true,
                why: "a birth date typed as text, digits and separators")
        case .birthdateDay:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .birthdateDay, noAutocorrect: true,
                why: "the day of birth as digits, on the ASCII number pad")
        case .birthdateMonth:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .birthdateMonth, noAutocorrect: true,
                why: "the month of birth as digits, on the ASCII number pad")
        case .birthdateYear:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .birthdateYear, noAutocorrect: true,
                why: "the year of birth as digits, on the ASCII number pad")
        case .dateTimeText:
            InputTraits(
                keyboard: .numbersAndPunctuation, content: .dateTime, noAutocorrect: true,
                why: "a date, time or duration typed as text")
        case .trackingNumber:
            InputTraits(
                keyboard: .asciiCapable, content: .shipmentTrackingNumber, caps: .characters, noAutocorrect: true,
                why: "a parcel tracking number: letters and digits as printed")
        case .flightNumber:
            InputTraits(
                keyboard: .asciiCapable, content: .flightNumber, caps: .characters, noAutocorrect: true,
                why: "a flight number like BA 283")
        case .cellularEID:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .cellularEID, noAutocorrect: true,
                why: "an eSIM EID: 32 ASCII digits")
        case .cellularIMEI:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .cellularIMEI, noAutocorrect: true,
                why: "a 15-digit device IMEI, ASCII digits")
        case .cellularIMEI1:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .cellularIMEI1, noAutocorrect: true,
                why: "the first IMEI of a dual-SIM device")
        case .cellularIMEI2:
            InputTraits(
                keyboard: .asciiCapableNumberPad, content: .cellularIMEI2, noAutocorrect: true,
                why: "the second IMEI of a dual-SIM device")
        case .cellularNAL:
            InputTraits(
                keyboard: .asciiCapable, content: .cellularNAL, caps: .characters, noAutocorrect: true,
                why: "a network access licence code (SIM activation in China)")
        case .hostname:
            InputTraits(
                keyboard: .URL, caps: .never, noAutocorrect: true,
                why:
                    "a server's host name, such as mail.example.com: the URL keyboard has the dot and no capitals; autocorrect would rewrite names, and no AutoFill category fits (the URL content type offers whole web addresses)"
            )
        case .ipAddress:
            InputTraits(
                keyboard: .numbersAndPunctuation, caps: .never, noAutocorrect: true,
                why:
                    "an IP address: digits, the dot and the colon on the first screen, and IPv6's letters a tap away; the decimal pad's separator is a comma in many regions"
            )
        case .port:
            InputTraits(
                keyboard: .asciiCapableNumberPad, noAutocorrect: true,
                why:
                    "a network port, 1 to 65535: ASCII digits, kept as text, since a number format would show 8080 as 8,080"
            )
        case .nameOrPhone:
            InputTraits(
                keyboard: .namePhonePad, caps: .words, noAutocorrect: true,
                why: "a contact's name or number: letters with a phone pad one tap away")
        case .socialHandle:
            InputTraits(
                keyboard: .twitter, caps: .never, noAutocorrect: true,
                why: "a social handle: @ and # on the first screen")
        case .date:
            InputTraits(
                .datePicker, components: .date,
                why: "a calendar date, picked in a native DatePicker that keeps the value valid (.date)")
        case .time:
            InputTraits(
                .datePicker, components: .time,
                why: "a time of day, picked in a native DatePicker (.hourAndMinute)")
        case .dateTime:
            InputTraits(
                .datePicker, components: .dateTime,
                why: "a date and a time together, in one native DatePicker ([.date, .hourAndMinute])")
        case .toggle:
            InputTraits(
                .toggle, why: "an on/off choice, in a native Toggle that carries its role, state and action (card 004)")
        case .stepper:
            InputTraits(
                .stepper, why: "a whole number changed in steps between bounds, in a native Stepper (card 004)")
        case .choice:
            InputTraits(
                .picker, why: "a value chosen from a fixed set: a native Picker exposes the choice and its options")
        }
    }

    /// Regions whose postal codes are digits only (number pad) or digits with a separator.
    static let digitPostalRegions: Set<String> = [
        "US", "DE", "FR", "ES", "IT", "MX", "IN", "AU", "AT", "BE", "CH", "DK", "NO", "FI", "NZ", "ZA", "TH",
        "TW", "KR", "ID", "MY", "VN", "TR", "GR", "HR", "UA", "RU", "CN", "IL", "SA", "IR", "EG", "PK", "SG",
        "PH", "RO", "HU",
    ]
    static let punctuatedPostalRegions: Set<String> = ["JP", "BR", "PL", "PT", "SE", "CZ", "SK"]
    /// Regions whose postal codes hold letters as well as digits.
    static let letterPostalRegions: Set<String> = ["GB", "CA", "NL", "IE", "AR", "MT", "BN"]

    private static func postalCode(region: String?) -> InputTraits {
        guard let region else {
            return InputTraits(
                keyboard: nil, content: .postalCode, caps: .characters, noAutocorrect: true,
                why:
                    "no locale given: the default keyboard types every postal format (letters and digits); pass a locale such as en_US for the number pad"
            )
        }
        if digitPostalRegions.contains(region) {
            return InputTraits(
                keyboard: .asciiCapableNumberPad, content: .postalCode, noAutocorrect: true,
                why:
                    "postal codes in \(region) are digits only (a US ZIP is five digits): the ASCII number pad saves taps and types 0-9 on every device"
            )
        }
        if punctuatedPostalRegions.contains(region) {
            return InputTraits(
                keyboard: .numbersAndPunctuation, content: .postalCode, noAutocorrect: true,
                why: "postal codes in \(region) are digits with a separator (like 123-4567)")
        }
        return InputTraits(
            keyboard: nil, content: .postalCode, caps: .characters, noAutocorrect: true,
            why: letterPostalRegions.contains(region)
                ? "postal codes in \(region) contain letters (UK and Canadian postcodes do): default keyboard, all capitals"
                : "no postal-code format on record for \(region): the default keyboard types any code, letters in capitals"
        )
    }
}
