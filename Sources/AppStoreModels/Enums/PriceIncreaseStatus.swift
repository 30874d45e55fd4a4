/// Whether the customer consented to a price increase that needs consent (`priceIncreaseStatus`).
public struct PriceIncreaseStatus: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The customer has not yet responded to the price increase.
    public static let customerHasNotResponded = Self(rawValue: 0)
    /// The customer consented, or was notified of an increase that needs no consent.
    public static let customerConsentedOrWasNotifiedWithoutNeedingConsent = Self(rawValue: 1)

    public static let documentedValues: [Self] = [
        .customerHasNotResponded, .customerConsentedOrWasNotifiedWithoutNeedingConsent,
    ]
}
