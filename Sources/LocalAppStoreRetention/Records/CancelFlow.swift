public import AppStoreModels
public import Foundation

/// One time a subscriber opened the App Store's cancellation flow: the real-time request, the app
/// server's answer, what the subscriber saw, and what they did.
public struct CancelFlow: Codable, Hashable, Sendable {
    /// The request's `requestIdentifier`.
    public var id: String
    /// On the store's clock.
    public var date: Date
    public var accountId: String
    public var productId: String
    public var originalTransactionId: String
    public var locale: String
    /// Where the request went; nil when no realtime URL was configured (nothing was sent).
    public var realtimeURL: String?
    /// Where the store departed from Apple to send the request (a lenient setting), if it did.
    public var leniency: String?
    /// How the app server answered; nil when nothing was sent.
    public var attempt: RealtimeAttempt?
    public var shown: RetentionScreen
    /// What the subscriber did; nil while they only looked.
    public var choice: Choice?
    public var choiceDate: Date?
    /// What the choice led to (a purchase's transaction id, a failure), in a sentence.
    public var choiceOutcome: String?

    package init(
        id: String,
        date: Date,
        accountId: String,
        productId: String,
        originalTransactionId: String,
        locale: String,
        realtimeURL: String?,
        leniency: String? = nil,
        attempt: RealtimeAttempt?,
        shown: RetentionScreen
    ) {
        self.id = id
        self.date = date
        self.accountId = accountId
        self.productId = productId
        self.originalTransactionId = originalTransactionId
        self.locale = locale
        self.realtimeURL = realtimeURL
        self.leniency = leniency
        self.attempt = attempt
        self.shown = shown
    }

    /// What a subscriber can do in the flow.
    public enum Choice: String, Codable, Hashable, Sendable, CaseIterable {
        /// Redeem the promotional offer shown.
        case acceptOffer = "accept-offer"
        /// Switch to the alternate product shown.
        case switchProduct = "switch"
        /// Cancel: auto-renew goes off.
        case cancel
        /// Close the flow and keep the subscription as it is.
        case keep
    }
}

/// One real-time request sent and how the app server answered it.
public struct RealtimeAttempt: Codable, Hashable, Sendable {
    public var result: SendAttemptResult
    /// The HTTP status, when the server answered.
    public var httpStatus: Int?
    public var latencyMilliseconds: Int64
    /// The answer's body as text (at most ``maximumAnswerBytes`` are kept).
    public var answer: String?

    public static let maximumAnswerBytes = 4_096

    public init(result: SendAttemptResult, httpStatus: Int? = nil, latencyMilliseconds: Int64, answer: [UInt8]? = nil) {
        self.result = result
        self.httpStatus = httpStatus
        self.latencyMilliseconds = latencyMilliseconds
        self.answer = answer.map { String(decoding: $0.prefix(Self.maximumAnswerBytes), as: UTF8.self) }
    }
}

/// What the subscriber saw in the cancellation flow.
public struct RetentionScreen: Codable, Hashable, Sendable {
    public var kind: Kind
    /// The message shown (none for ``Kind/standard``).
    public var messageIdentifier: String?
    /// The alternate product, or the product of the promotional or retention offer.
    public var productId: String?
    /// How the alternate product is billed when switched to (`MONTHLY`: its monthly plan), when the answer said.
    public var billingPlanType: BillingPlanType?
    public var offerIdentifier: String?
    /// The offer as a purchase would redeem it.
    public var promotionalOffer: PromotionalOffer?
    /// For an offer signed with a V1 signature: the app account token it was signed over, as the answer wrote it (""
    /// for none), which the purchase then carries; nil for a V2 signature (the subscriber's own token).
    public var offerAppAccountToken: String?
    /// The App Store Connect image shown; nil when a retention offer took its place.
    public var image: String?
    /// Why the app server's choice was not shown, when it was not.
    public var fallbackReason: String?

    public enum Kind: String, Codable, Hashable, Sendable {
        /// The app server's message.
        case message
        /// The app server's switch-plan message.
        case alternateProduct
        /// The app server's promotional offer.
        case promotionalOffer
        /// A retention message set up in App Store Connect (``RetentionScreen/messageIdentifier`` is its reference
        /// name), with the retention offer the subscriber is eligible for, if any.
        case appStoreConnectMessage
        /// The default message configured for the product and locale.
        case defaultMessage
        /// No retention message: the App Store's own cancellation sheet.
        case standard
    }

    package init(kind: Kind, messageIdentifier: String? = nil) {
        self.kind = kind
        self.messageIdentifier = messageIdentifier
    }
}
