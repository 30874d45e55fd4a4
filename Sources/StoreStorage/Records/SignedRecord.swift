public import AppStoreModels

/// A verified transaction as the server keeps it.
public typealias StoredTransaction = SignedRecord<JWSTransactionDecodedPayload>

/// A verified renewal info as the server keeps it.
public typealias StoredRenewalInfo = SignedRecord<JWSRenewalInfoDecodedPayload>

/// A verified payload as the server keeps it: decoded, and the compact JWS it came in.
public struct SignedRecord<Payload: Codable & Hashable & Sendable>: Hashable, Sendable {
    /// The verified, decoded payload.
    public var payload: Payload {
        didSet { signedJSON = nil }
    }
    /// The compact JWS, kept so the original bytes can be shown or re-verified.
    public var signed: String {
        didSet { signedJSON = nil }
    }
    /// The JSON that ``signed`` carries, exactly as it was signed, when ``payload`` is that JSON decoded.
    /// Storage keeps it as the decoded form as it is (every field Apple sent, also those this version does
    /// not know) instead of encoding ``payload`` again. Cleared when ``payload`` or ``signed`` changes; not
    /// part of equality, since it follows from ``signed``.
    public private(set) var signedJSON: String?

    /// A record whose decoded form storage encodes from `payload`.
    public init(payload: Payload, signed: String) {
        self.payload = payload
        self.signed = signed
    }

    /// A record with the JSON `payload` was decoded from: pass only the very bytes the verifier decoded
    /// (the payload segment of `signed`).
    public init(payload: Payload, signed: String, signedJSON: String?) {
        self.payload = payload
        self.signed = signed
        self.signedJSON = signedJSON
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.payload == rhs.payload && lhs.signed == rhs.signed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(payload)
        hasher.combine(signed)
    }
}
