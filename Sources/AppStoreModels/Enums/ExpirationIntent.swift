/// Why a subscription expired (`expirationIntent`).
public struct ExpirationIntent: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The customer cancelled the subscription.
    public static let customerCancelled = Self(rawValue: 1)
    /// A billing error, such as an expired payment method.
    public static let billingError = Self(rawValue: 2)
    /// The customer did not consent to a price increase.
    public static let customerDidNotConsentToPriceIncrease = Self(rawValue: 3)
    /// The product was not available for purchase at renewal.
    public static let productNotAvailable = Self(rawValue: 4)
    /// Another reason.
    public static let other = Self(rawValue: 5)

    public static let documentedValues: [Self] = [
        .customerCancelled, .billingError, .customerDidNotConsentToPriceIncrease, .productNotAvailable,
        .other,
    ]
}
