public import AppStoreModels
public import Crypto
public import Foundation

/// Signatures a server gives an app so it can buy with an offer or control introductory-offer
/// eligibility, made with an In-App Purchase key from App Store Connect.
public struct OfferSignatures: Sendable {
    /// The key that signs, with its ids and the app's bundle id.
    public let key: InAppPurchaseKey
    private let clock: any ServiceClock
    private let nonce: @Sendable () -> UUID

    /// - Parameters:
    ///   - key: The In-App Purchase key (the issuer id is used by the JWS-based signatures only).
    ///   - clock: The time source for timestamps.
    ///   - nonce: The source of nonces.
    public init(
        key: InAppPurchaseKey,
        clock: any ServiceClock = SystemClock(),
        nonce: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.key = key
        self.clock = clock
        self.nonce = nonce
    }

    // MARK: Promotional offer, version 1

    /// The exact string a version 1 promotional-offer signature covers: bundle id, key id, product id,
    /// offer id, lowercased app account token (empty when none), lowercased nonce and timestamp,
    /// joined by U+2063 (INVISIBLE SEPARATOR).
    public static func promotionalOfferV1Payload(
        bundleId: String,
        keyIdentifier: String,
        productId: String,
        offerId: String,
        appAccountToken: UUID?,
        nonce: UUID,
        timestamp: Int64
    ) -> String {
        [
            bundleId, keyIdentifier, productId, offerId,
            appAccountToken?.uuidString.lowercased() ?? "", nonce.uuidString.lowercased(), String(timestamp),
        ].joined(separator: "\u{2063}")
    }

    /// Signs a version 1 promotional offer for `productId` and `offerId`.
    public func promotionalOfferV1(productId: String, offerId: String, appAccountToken: UUID?) throws(SigningError) -> PromotionalOfferSignature {
        let nonce = nonce()
        let timestamp = Int64((clock.now.timeIntervalSince1970 * 1000).rounded(.down))
        let payload = Self.promotionalOfferV1Payload(
            bundleId: key.bundleId,
            keyIdentifier: key.keyId,
            productId: productId,
            offerId: offerId,
            appAccountToken: appAccountToken,
            nonce: nonce,
            timestamp: timestamp
        )
        let signature: P256.Signing.ECDSASignature
        do {
            signature = try key.privateKey.signature(for: Data(payload.utf8))
        } catch {
            throw SigningError(.signingFailed, "P-256 signing failed: \(error)")
        }
        return PromotionalOfferSignature(
            keyIdentifier: key.keyId,
            nonce: nonce,
            timestamp: timestamp,
            signature: signature.derRepresentation.base64EncodedString()
        )
    }

    /// Whether `offer` is a valid version 1 signature by `publicKey` for these parameters.
    public static func isValid(
        _ offer: PromotionalOfferSignature,
        publicKey: P256.Signing.PublicKey,
        bundleId: String,
        productId: String,
        offerId: String,
        appAccountToken: UUID?
    ) -> Bool {
        guard let der = Data(base64Encoded: offer.signature),
            let signature = try? P256.Signing.ECDSASignature(derRepresentation: der)
        else { return false }
        let payload = promotionalOfferV1Payload(
            bundleId: bundleId,
            keyIdentifier: offer.keyIdentifier,
            productId: productId,
            offerId: offerId,
            appAccountToken: appAccountToken,
            nonce: offer.nonce,
            timestamp: offer.timestamp
        )
        return publicKey.isValidSignature(signature, for: Data(payload.utf8))
    }

    // MARK: JWS-based signatures

    /// Claims of a promotional offer version 2 signature.
    public struct PromotionalOfferV2Claims: Codable, Hashable, Sendable {
        public var iss: String
        public var iat: Int64
        public var aud: String
        public var bid: String
        public var nonce: String
        public var productId: String
        public var offerIdentifier: String
        public var transactionId: String?
    }

    /// Claims of an introductory-offer eligibility signature.
    public struct IntroductoryOfferEligibilityClaims: Codable, Hashable, Sendable {
        public var iss: String
        public var iat: Int64
        public var aud: String
        public var bid: String
        public var nonce: String
        public var productId: String
        public var allowIntroductoryOffer: Bool
        public var transactionId: String
    }

    /// A promotional offer version 2 signature (a JWS with audience `promotional-offer`).
    /// `transactionId` is any of the customer's transaction ids (or the app transaction id); optional but recommended.
    public func promotionalOfferV2(productId: String, offerIdentifier: String, transactionId: String? = nil) throws(SigningError) -> String {
        let claims = PromotionalOfferV2Claims(
            iss: key.issuerId,
            iat: issuedAt(),
            aud: "promotional-offer",
            bid: key.bundleId,
            nonce: nonce().uuidString.lowercased(),
            productId: productId,
            offerIdentifier: offerIdentifier,
            transactionId: transactionId
        )
        return try sign(claims)
    }

    /// An introductory-offer eligibility signature (a JWS with audience `introductory-offer-eligibility`).
    public func introductoryOfferEligibility(productId: String, allowIntroductoryOffer: Bool, transactionId: String) throws(SigningError) -> String {
        let claims = IntroductoryOfferEligibilityClaims(
            iss: key.issuerId,
            iat: issuedAt(),
            aud: "introductory-offer-eligibility",
            bid: key.bundleId,
            nonce: nonce().uuidString.lowercased(),
            productId: productId,
            allowIntroductoryOffer: allowIntroductoryOffer,
            transactionId: transactionId
        )
        return try sign(claims)
    }

    private func issuedAt() -> Int64 { Int64(clock.now.timeIntervalSince1970.rounded(.down)) }

    private func sign<Claims: Encodable>(_ claims: Claims) throws(SigningError) -> String {
        try CompactJWS.sign(header: JWSHeader(kid: key.keyId, typ: "JWT"), payload: claims, with: key.privateKey)
    }
}
