/// Whether an order id belongs to the app (`OrderLookupStatus`).
public struct OrderLookupStatus: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let valid = Self(rawValue: 0)
    public static let invalid = Self(rawValue: 1)

    public static let documentedValues: [Self] = [.valid, .invalid]
}

/// The response of Look Up Order ID (`OrderLookupResponse`).
public struct OrderLookupResponse: Codable, Hashable, Sendable {
    public var status: OrderLookupStatus?
    /// The transactions of the order, each a compact JWS.
    public var signedTransactions: [String]?

    public init(status: OrderLookupStatus? = nil, signedTransactions: [String]? = nil) {
        self.status = status
        self.signedTransactions = signedTransactions
    }
}
