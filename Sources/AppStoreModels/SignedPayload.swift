/// A transaction as every layer keeps it once verified: the device's helper, the server's storage and the
/// local App Store's records.
public typealias SignedTransaction = SignedPayload<JWSTransactionDecodedPayload>

/// A renewal info as every layer keeps it once verified.
public typealias SignedRenewalInfo = SignedPayload<JWSRenewalInfoDecodedPayload>

/// A payload Apple (or a local App Store) signed, kept with the compact JWS it came in.
public struct SignedPayload<Payload: Codable & Hashable & Sendable>: Hashable, Sendable {
    /// The decoded payload.
    public var payload: Payload {
        didSet { signedJSON = nil }
    }
    /// The compact JWS, kept so the original bytes can be sent on, shown or verified again.
    public var jws: String {
        didSet { signedJSON = nil }
    }
    /// The JSON that ``jws`` carries, exactly as it was signed, when ``payload`` is that JSON decoded.
    /// Storage keeps it as the decoded form as it is (every field Apple sent, also those this version does
    /// not know) instead of encoding ``payload`` again. Cleared when ``payload`` or ``jws`` changes; not
    /// part of equality, since it follows from ``jws``.
    public private(set) var signedJSON: String?

    /// A payload whose decoded form storage encodes from `payload`.
    public init(payload: Payload, jws: String) {
        self.payload = payload
        self.jws = jws
    }

    /// A payload with the JSON it was decoded from: pass only the very bytes the verifier decoded (the
    /// payload segment of `jws`).
    public init(payload: Payload, jws: String, signedJSON: String?) {
        self.payload = payload
        self.jws = jws
        self.signedJSON = signedJSON
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.payload == rhs.payload && lhs.jws == rhs.jws
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(payload)
        hasher.combine(jws)
    }
}
