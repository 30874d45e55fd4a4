/// Signed data as a store hands it over — a transaction, a renewal info or an app transaction in compact JWS
/// form (StoreKit's `jwsRepresentation`) — not yet verified by the receiver. A type of its own so that a token
/// is never taken for a transaction id, a product id or any other text.
public struct SignedJWS: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The compact serialization: three base64url segments separated by dots.
    public var compact: String

    public init(_ compact: String) { self.compact = compact }

    public init(from decoder: any Decoder) throws { compact = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(compact)
    }

    public var description: String { compact }
}
