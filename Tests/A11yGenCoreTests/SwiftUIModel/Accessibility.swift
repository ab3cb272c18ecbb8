// Model of the Accessibility framework's announcement API (reference §4.1): iOS 17 / macOS 14.
@_exported import Foundation

public protocol _AccessibilityNotifications {}

extension _AccessibilityNotifications {
    /// Protocol-extension member, as Apple's symbol id shows.
    public func post() {}
}

#if IOS_17 || MACOS_14
    public enum AccessibilityNotification {
        public struct Announcement: _AccessibilityNotifications {
            public init(_ announcement: String) {}
            public init(_ announcement: AttributedString) {}
        }
        public struct LayoutChanged: _AccessibilityNotifications {
            public init() {}
        }
        public struct ScreenChanged: _AccessibilityNotifications {
            public init() {}
        }
    }

    /// Apple's `AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority`
    /// (iOS 17 / macOS 14), reached on an AttributedString through dynamic member lookup; a property here.
    public enum _AnnouncementPriority: Hashable, Sendable {
        case low, `default`, high
    }

    extension AttributedString {
        public var accessibilitySpeechAnnouncementPriority: _AnnouncementPriority? {
            get { nil }
            set {}
        }
    }
#endif
