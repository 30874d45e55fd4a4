#if Server
public import Foundation

/// What the server answered one real-time retention request (a subscriber opened "Cancel Subscription"),
/// and why.
public struct RetentionDecision: Codable, Hashable, Sendable {
    /// The request's `requestIdentifier`: a decision is recorded once.
    public var requestIdentifier: String
    public var originalTransactionId: String
    public var productId: String
    public var userLocale: String
    public var environment: String?
    /// The app user owning the subscription, when one does.
    public var appUserId: String?
    /// On the server's clock.
    public var decidedDate: Date
    /// The rule that chose the answer; nil when none applied.
    public var rule: String?
    /// `message`, `alternateProduct`, `promotionalOffer`, or `none` (the App Store shows the default message).
    public var answer: String
    public var messageIdentifier: String?
    /// The alternate product, or the product of the promotional offer.
    public var offeredProductId: String?
    public var offerIdentifier: String?
    /// How long deciding took, in microseconds.
    public var latencyMicroseconds: Int64

    public init(
        requestIdentifier: String,
        originalTransactionId: String,
        productId: String,
        userLocale: String,
        environment: String?,
        appUserId: String?,
        decidedDate: Date,
        rule: String?,
        answer: String,
        messageIdentifier: String? = nil,
        offeredProductId: String? = nil,
        offerIdentifier: String? = nil,
        latencyMicroseconds: Int64
    ) {
        self.requestIdentifier = requestIdentifier
        self.originalTransactionId = originalTransactionId
        self.productId = productId
        self.userLocale = userLocale
        self.environment = environment
        self.appUserId = appUserId
        self.decidedDate = decidedDate
        self.rule = rule
        self.answer = answer
        self.messageIdentifier = messageIdentifier
        self.offeredProductId = offeredProductId
        self.offerIdentifier = offerIdentifier
        self.latencyMicroseconds = latencyMicroseconds
    }
}
#endif
