/// A message the App Store asks to show the customer over the app (StoreKit's `Message`): a sheet of the App Store's
/// own, such as "Billing Problem". By default StoreKit shows each one when the app launches; an app that listens
/// for them decides when (https://developer.apple.com/documentation/storekit/message).
public struct StoreMessage: Hashable, Sendable, Codable, Identifiable {
    /// Names this message for this customer: the same situation (one billing failure, one price increase, one lapse)
    /// keeps the same id, so a message shown once is not raised again.
    public var id: String
    /// Why the App Store sends it.
    public var reason: StoreMessageReason
    /// The subscription's product, when the store can tell (the local store can; StoreKit's `Message` does not say).
    public var productId: String?

    public init(id: String, reason: StoreMessageReason, productId: String? = nil) {
        self.id = id
        self.reason = reason
        self.productId = productId
    }
}

/// Why the App Store sends a message (StoreKit's `Message.Reason`).
public enum StoreMessageReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// A message of the App Store's without a more specific reason (`generic`).
    case generic
    /// A subscription's price went up and the customer has not consented yet (`priceIncreaseConsent`).
    /// https://developer.apple.com/documentation/storekit/message/reason-swift.struct/priceincreaseconsent
    case priceIncreaseConsent
    /// A subscription failed to renew for a billing problem and is in billing retry; the sheet lets the customer
    /// update their payment method (`billingIssue`, iOS 16.4).
    /// https://developer.apple.com/documentation/storekit/message/reason-swift.struct/billingissue
    case billingIssue
    /// The customer may redeem a win-back offer (`winBackOffer`, iOS 18).
    /// https://developer.apple.com/documentation/storekit/message/reason-swift.struct/winbackoffer
    case winBackOffer
}
