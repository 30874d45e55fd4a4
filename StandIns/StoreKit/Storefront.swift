/// /documentation/StoreKit/Storefront · s:8StoreKit10StorefrontV
@available(iOS, introduced: 15.0)
@available(macOS, introduced: 12.0)
public struct Storefront: Sendable {
    /// /documentation/StoreKit/Storefront/countryCode · s:8StoreKit10StorefrontV11countryCodeSSvp
    public let countryCode: String

    /// /documentation/StoreKit/Storefront/current · as StoreKit's interface declares it
    ///
    /// The store's storefront (an `SKTestSession`'s `storefront`); nil where there is no App Store.
    public static var current: Storefront? {
        get async { await StoreKitBackends.current.storefront().map { Storefront(countryCode: $0) } }
    }
}
