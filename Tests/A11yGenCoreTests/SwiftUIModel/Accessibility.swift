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
#endif
