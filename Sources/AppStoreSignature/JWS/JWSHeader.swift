/// The protected header of a JWS as the App Store and StoreHelper write it.
public struct JWSHeader: Codable, Hashable, Sendable {
    /// The signature algorithm; the App Store uses `ES256` only.
    public var alg: String?
    /// Key identifier (API tokens, offer signatures, Xcode's `Apple_Xcode_Key`).
    public var kid: String?
    /// The media type, `JWT` when present.
    public var typ: String?
    /// The certificate chain, leaf first, each standard base64 DER.
    public var x5c: [String]?

    public init(alg: String? = "ES256", kid: String? = nil, typ: String? = nil, x5c: [String]? = nil) {
        self.alg = alg
        self.kid = kid
        self.typ = typ
        self.x5c = x5c
    }
}
