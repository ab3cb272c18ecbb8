// Model of the AppKit pieces a11y-gen's output touches (reference §4.2, §5.3).
// Built only for macOS configurations. Flags MACOS_<major> are defined up to the minimum macOS.
@_exported import Foundation

#if MACOS_11
    public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let username = NSTextContentType(rawValue: "username")
        public static let password = NSTextContentType(rawValue: "password")
        public static let oneTimeCode = NSTextContentType(rawValue: "oneTimeCode")
        #if MACOS_14
            public static let newPassword = NSTextContentType(rawValue: "newPassword")
            public static let name = NSTextContentType(rawValue: "name")
            public static let namePrefix = NSTextContentType(rawValue: "namePrefix")
            public static let givenName = NSTextContentType(rawValue: "givenName")
            public static let middleName = NSTextContentType(rawValue: "middleName")
            public static let familyName = NSTextContentType(rawValue: "familyName")
            public static let nameSuffix = NSTextContentType(rawValue: "nameSuffix")
            public static let nickname = NSTextContentType(rawValue: "nickname")
            public static let jobTitle = NSTextContentType(rawValue: "jobTitle")
            public static let organizationName = NSTextContentType(rawValue: "organizationName")
            public static let location = NSTextContentType(rawValue: "location")
            public static let fullStreetAddress = NSTextContentType(rawValue: "fullStreetAddress")
            public static let streetAddressLine1 = NSTextContentType(rawValue: "streetAddressLine1")
            public static let streetAddressLine2 = NSTextContentType(rawValue: "streetAddressLine2")
            public static let addressCity = NSTextContentType(rawValue: "addressCity")
            public static let addressState = NSTextContentType(rawValue: "addressState")
            public static let addressCityAndState = NSTextContentType(rawValue: "addressCityAndState")
            public static let sublocality = NSTextContentType(rawValue: "sublocality")
            public static let countryName = NSTextContentType(rawValue: "countryName")
            public static let postalCode = NSTextContentType(rawValue: "postalCode")
            public static let telephoneNumber = NSTextContentType(rawValue: "telephoneNumber")
            public static let emailAddress = NSTextContentType(rawValue: "emailAddress")
            public static let URL = NSTextContentType(rawValue: "URL")
            public static let creditCardNumber = NSTextContentType(rawValue: "creditCardNumber")
            public static let creditCardName = NSTextContentType(rawValue: "creditCardName")
            public static let creditCardGivenName = NSTextContentType(rawValue: "creditCardGivenName")
            public static let creditCardMiddleName = NSTextContentType(rawValue: "creditCardMiddleName")
            public static let creditCardFamilyName = NSTextContentType(rawValue: "creditCardFamilyName")
            public static let creditCardSecurityCode = NSTextContentType(rawValue: "creditCardSecurityCode")
            public static let creditCardExpiration = NSTextContentType(rawValue: "creditCardExpiration")
            public static let creditCardExpirationMonth = NSTextContentType(rawValue: "creditCardExpirationMonth")
            public static let creditCardExpirationYear = NSTextContentType(rawValue: "creditCardExpirationYear")
            public static let creditCardType = NSTextContentType(rawValue: "creditCardType")
            public static let birthdate = NSTextContentType(rawValue: "birthdate")
            public static let birthdateDay = NSTextContentType(rawValue: "birthdateDay")
            public static let birthdateMonth = NSTextContentType(rawValue: "birthdateMonth")
            public static let birthdateYear = NSTextContentType(rawValue: "birthdateYear")
            public static let shipmentTrackingNumber = NSTextContentType(rawValue: "shipmentTrackingNumber")
            public static let flightNumber = NSTextContentType(rawValue: "flightNumber")
            public static let dateTime = NSTextContentType(rawValue: "dateTime")
        #endif
    }
#endif

open class NSApplication {
    public init() {}
}

/// The shared application, as AppKit declares it (main-actor isolated).
@MainActor public var NSApp: NSApplication! = nil

public enum NSAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
    }
    public struct NotificationUserInfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
        public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
    }
    public static func post(element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]? = nil) {
    }
}

/// The values of `NSAccessibility.NotificationUserInfoKey.priority` (macOS 10.9): VoiceOver speaks a
/// low one after the current speech.
public enum NSAccessibilityPriorityLevel: Int, Sendable {
    case low = 10
    case medium = 50
    case high = 90
}
