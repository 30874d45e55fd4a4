// What StoreHelperUI's views use of Apple's Accessibility framework, each declaration after its documentation page
// (path and USR beside it, as scripts/storekit/storekit-symbols.json lists them). Not part of any Linux build: the
// type-check as iOS and macOS (scripts/apple-typecheck/check.py) compiles this module in place of Apple's, and
// scripts/storekit/check.py compares its symbol graph with the table. Nothing here speaks.

/// /documentation/Accessibility/AccessibilityNotification · s:13Accessibility0A12NotificationO
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public enum AccessibilityNotification {
    /// /documentation/Accessibility/AccessibilityNotification/Announcement · s:13Accessibility0A12NotificationO12AnnouncementV
    public struct Announcement: _AccessibilityNotifications {
        private let announcement: String

        /// /documentation/Accessibility/AccessibilityNotification/Announcement/init(_:) · s:13Accessibility0A12NotificationO12AnnouncementVyAESScfc
        public init(_ announcement: String) { self.announcement = announcement }
    }
}

/// What the notifications have in common (`post()`): the protocol Apple's `post()` page names in its USR. Symbol
/// graphs leave underscored names out: the check reads `post()` as Announcement inherits it.
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public protocol _AccessibilityNotifications {}

@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
extension _AccessibilityNotifications {
    /// /documentation/Accessibility/AccessibilityNotification/Announcement/post() · s:13Accessibility01_A13NotificationsPAAE4postyyF
    public func post() {}
}
