// Model of the UIKit pieces a11y-gen's output touches (reference §4.2, §5.1, §5.2).
// Built only for iOS configurations, so `canImport(UIKit)` is false on macOS as on a real Mac.
// Availability: flags IOS_<major>[_<minor>] are defined up to the configuration's minimum iOS.
@_exported import Foundation

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    #if IOS_15
        public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
        public static let flightNumber = UITextContentType(rawValue: "flightNumber")
        public static let dateTime = UITextContentType(rawValue: "dateTime")
    #endif
    #if IOS_17
        public static let birthdate = UITextContentType(rawValue: "birthdate")
        public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
        public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
        public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
        public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
        public static let creditCardName = UITextContentType(rawValue: "creditCardName")
        public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
        public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
        public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
        public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
        public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
        public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
        public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    #endif
    #if IOS_17_4
        public static let cellularEID = UITextContentType(rawValue: "cellularEID")
        public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
    #endif
    #if IOS_27
        public static let cellularIMEI1 = UITextContentType(rawValue: "cellularIMEI1")
        public static let cellularIMEI2 = UITextContentType(rawValue: "cellularIMEI2")
        public static let cellularNAL = UITextContentType(rawValue: "cellularNAL")
    #endif
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

extension NSAttributedString.Key {
    /// iOS 11: an announcement with this set waits for speech in progress instead of interrupting it.
    nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

extension UIAccessibility.Notification {
    nonisolated public static let announcement = UIAccessibility.Notification(rawValue: 1008)
    nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
    nonisolated public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
}
