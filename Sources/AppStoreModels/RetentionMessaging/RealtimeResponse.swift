/// What the app server answers a real-time retention request with (`RealtimeResponseBody`): one of a
/// message, an alternate product or a promotional offer.
public struct RealtimeResponseBody: Codable, Hashable, Sendable {
    public var message: Message?
    public var alternateProduct: AlternateProduct?
    public var promotionalOffer: PromotionalOffer?

    public init(message: Message? = nil, alternateProduct: AlternateProduct? = nil, promotionalOffer: PromotionalOffer? = nil) {
        self.message = message
        self.alternateProduct = alternateProduct
        self.promotionalOffer = promotionalOffer
    }

    /// A text message, with or without its image (`message`).
    public struct Message: Codable, Hashable, Sendable {
        /// An approved message.
        public var messageIdentifier: String?

        public init(messageIdentifier: String? = nil) { self.messageIdentifier = messageIdentifier }
    }

    /// A message suggesting a switch to another subscription (`alternateProduct`).
    public struct AlternateProduct: Codable, Hashable, Sendable {
        public var messageIdentifier: String?
        /// A subscription of the same group.
        public var productId: String?
        /// How the alternate product is billed (Retention Messaging 1.5): `MONTHLY` offers its monthly plan with a
        /// 12-month commitment, `BILLED_UPFRONT` the plan paid up front; absent, the way the product is usually sold.
        public var billingPlanType: BillingPlanType?

        public init(messageIdentifier: String? = nil, productId: String? = nil, billingPlanType: BillingPlanType? = nil) {
            self.messageIdentifier = messageIdentifier
            self.productId = productId
            self.billingPlanType = billingPlanType
        }
    }

    /// A message with a promotional offer to stay (`promotionalOffer`), signed in either version.
    public struct PromotionalOffer: Codable, Hashable, Sendable {
        public var messageIdentifier: String?
        /// A promotional-offer JWS (version 2).
        public var promotionalOfferSignatureV2: String?
        public var promotionalOfferSignatureV1: PromotionalOfferSignatureV1?

        public init(
            messageIdentifier: String? = nil,
            promotionalOfferSignatureV2: String? = nil,
            promotionalOfferSignatureV1: PromotionalOfferSignatureV1? = nil
        ) {
            self.messageIdentifier = messageIdentifier
            self.promotionalOfferSignatureV2 = promotionalOfferSignatureV2
            self.promotionalOfferSignatureV1 = promotionalOfferSignatureV1
        }
    }

    /// A version 1 promotional-offer signature and what it signs (`PromotionalOfferSignatureV1`).
    public struct PromotionalOfferSignatureV1: Codable, Hashable, Sendable {
        /// Base64 of the DER ECDSA signature.
        public var encodedSignature: String
        public var productId: String
        public var nonce: String
        /// Milliseconds since 1970.
        public var timestamp: Int64
        public var keyId: String
        public var offerIdentifier: String
        public var appAccountToken: String?

        public init(
            encodedSignature: String,
            productId: String,
            nonce: String,
            timestamp: Int64,
            keyId: String,
            offerIdentifier: String,
            appAccountToken: String? = nil
        ) {
            self.encodedSignature = encodedSignature
            self.productId = productId
            self.nonce = nonce
            self.timestamp = timestamp
            self.keyId = keyId
            self.offerIdentifier = offerIdentifier
            self.appAccountToken = appAccountToken
        }
    }

    /// Which of the three the answer chose; nil unless exactly one is present.
    public var choice: Choice? {
        switch (message, alternateProduct, promotionalOffer) {
        case (let message?, nil, nil): .message(message)
        case (nil, let product?, nil): .alternateProduct(product)
        case (nil, nil, let offer?): .promotionalOffer(offer)
        default: nil
        }
    }

    /// The one option an answer chose.
    public enum Choice: Hashable, Sendable {
        case message(Message)
        case alternateProduct(AlternateProduct)
        case promotionalOffer(PromotionalOffer)
    }
}
