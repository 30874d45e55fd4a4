public import AppStoreModels

/// A transaction the store issued, in its latest version.
public struct TransactionRecord: Codable, Hashable, Sendable {
    /// The customer it belongs to.
    public var accountId: String
    /// The latest signed version (a refund or an upgrade re-signs the transaction), as the store hands it out.
    public var signed: SignedTransaction
    /// Whether the app finished it (`Transaction.finish()`).
    public var isFinished: Bool
    /// For a family-shared copy, the purchaser's transaction id.
    public var sharedFrom: String?

    public init(accountId: String, signed: SignedTransaction, isFinished: Bool, sharedFrom: String?) {
        self.accountId = accountId
        self.signed = signed
        self.isFinished = isFinished
        self.sharedFrom = sharedFrom
    }

    /// The decoded payload of the latest signed version.
    public var payload: JWSTransactionDecodedPayload { signed.payload }
    /// The latest signed version's compact JWS.
    public var jws: String { signed.jws }
    public var id: String { payload.transactionId ?? "" }
    public var productId: String { payload.productId ?? "" }
    public var originalTransactionId: String { payload.originalTransactionId ?? id }

    private enum CodingKeys: String, CodingKey {
        case accountId, payload, jws, isFinished, sharedFrom
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accountId = try container.decode(String.self, forKey: .accountId)
        signed = SignedTransaction(
            payload: try container.decode(JWSTransactionDecodedPayload.self, forKey: .payload),
            jws: try container.decode(String.self, forKey: .jws)
        )
        isFinished = try container.decode(Bool.self, forKey: .isFinished)
        sharedFrom = try container.decodeIfPresent(String.self, forKey: .sharedFrom)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accountId, forKey: .accountId)
        try container.encode(payload, forKey: .payload)
        try container.encode(jws, forKey: .jws)
        try container.encode(isFinished, forKey: .isFinished)
        try container.encodeIfPresent(sharedFrom, forKey: .sharedFrom)
    }
}
