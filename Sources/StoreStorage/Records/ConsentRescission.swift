#if Server
public import Foundation

/// A parent or guardian withdrew consent for the app, for the Apple Account behind one app transaction
/// (App Store Server Notifications' `RESCIND_CONSENT`, whose `appData.signedAppTransactionInfo` names it:
/// https://developer.apple.com/documentation/appstoreservernotifications/appdata). Kept once per app
/// transaction: the first notification's date stands.
public struct ConsentRescission: Hashable, Sendable {
    /// The `appTransactionId` of the app transaction the notification carries; the same id is on every
    /// transaction that account makes in the app.
    public var appTransactionId: String
    /// The environment the notification names (`Production`, `Sandbox`, …).
    public var environment: String?
    /// When consent was withdrawn: the notification's `signedDate`, else when the server received it.
    public var date: Date

    public init(appTransactionId: String, environment: String?, date: Date) {
        self.appTransactionId = appTransactionId
        self.environment = environment
        self.date = date
    }
}
#endif
