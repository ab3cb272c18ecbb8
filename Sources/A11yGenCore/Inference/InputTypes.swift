/// Every `UIKeyboardType` case (reference §5.1). Raw values are the SwiftUI spellings.
/// UIKit-only: none exists on native macOS.
public enum KeyboardType: String, Codable, CaseIterable, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// All cases predate iOS 15 (the generator's floor), so only the macOS absence matters.
    public var availability: Availability { Availability(ios: OSVersion(13), macos: nil) }
    public var swift: String { "." + rawValue }

    /// False for the pads whose iPhone layout has no Return key, so `.submitLabel` and `.onSubmit`
    /// never fire there and the keyboard cannot be dismissed from it.
    public var hasReturnKey: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter,
            .webSearch:
            true
        }
    }

    /// The characters the pad can type, for pads that cannot type letters; nil for keyboards that can.
    public var typeableCharacters: Set<Character>? {
        let digits = Set("0123456789")
        switch self {
        case .numberPad, .asciiCapableNumberPad: return digits
        // The decimal pad shows only the locale's separator, which the generator cannot know: digits.
        case .decimalPad: return digits
        // The phone pad has no space key; "," and ";" are its pause and wait.
        case .phonePad: return digits.union("+*#,;")
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter,
            .webSearch:
            return nil
        }
    }
}

/// Every `UITextContentType` constant (reference §5.2) with its iOS availability and, where AppKit
/// has the same constant as `NSTextContentType` (§5.3), its macOS availability.
public enum ContentType: String, Codable, CaseIterable, Sendable {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
    case jobTitle, organizationName, location
    case fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode
    case telephoneNumber, emailAddress, URL, creditCardNumber
    case username, password, newPassword, oneTimeCode
    case shipmentTrackingNumber, flightNumber, dateTime
    case birthdate, birthdateDay, birthdateMonth, birthdateYear
    case creditCardSecurityCode, creditCardName, creditCardGivenName, creditCardMiddleName
    case creditCardFamilyName, creditCardExpiration, creditCardExpirationMonth, creditCardExpirationYear
    case creditCardType
    case cellularEID, cellularIMEI, cellularIMEI1, cellularIMEI2, cellularNAL

    public var swift: String { "." + rawValue }

    public var availability: Availability { Availability(ios: iosIntroduced, macos: macosIntroduced) }

    private var iosIntroduced: OSVersion {
        switch self {
        case .shipmentTrackingNumber, .flightNumber, .dateTime:
            OSVersion(15)
        case .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardSecurityCode,
            .creditCardName, .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName,
            .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType:
            OSVersion(17)
        case .cellularEID, .cellularIMEI:
            OSVersion(17, 4)
        case .cellularIMEI1, .cellularIMEI2, .cellularNAL:
            OSVersion(27)
        case .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle,
            .organizationName, .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2,
            .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName, .postalCode,
            .telephoneNumber, .emailAddress, .URL, .creditCardNumber, .username, .password, .newPassword,
            .oneTimeCode:
            // iOS 10-12; all below the generator's iOS 15 floor.
            OSVersion(13)
        }
    }

    private var macosIntroduced: OSVersion? {
        switch self {
        case .username, .password, .oneTimeCode:
            OSVersion(11)
        case .cellularEID, .cellularIMEI, .cellularIMEI1, .cellularIMEI2, .cellularNAL:
            nil
        case .newPassword, .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
            .jobTitle, .organizationName, .location, .fullStreetAddress, .streetAddressLine1,
            .streetAddressLine2, .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName,
            .postalCode, .telephoneNumber, .emailAddress, .URL, .creditCardNumber, .creditCardName,
            .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName, .creditCardSecurityCode,
            .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType,
            .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .shipmentTrackingNumber, .flightNumber,
            .dateTime:
            OSVersion(14)
        }
    }
}

/// `TextInputAutocapitalization` members (iOS 15+, not on native macOS).
public enum Autocapitalization: String, Codable, CaseIterable, Sendable {
    case never, words, sentences, characters
    public var swift: String { "." + rawValue }
    public static let availability = Availability(ios: OSVersion(15), macos: nil)
}

/// `SubmitLabel` members the generator uses (iOS 15 / macOS 12).
public enum SubmitLabelKind: String, Codable, CaseIterable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
    /// `.return` and `.continue` need no backticks after a dot.
    public var swift: String { "." + rawValue }
}
