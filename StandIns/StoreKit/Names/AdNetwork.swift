// SKAdNetwork and its product-page parameters: every top-level name, declared empty with its page's availability so
// that a name of ours equal to one collides here as on a Mac. StoreHelper does not use them.

/// /documentation/StoreKit/SKANError · s:SC9SKANErrorLeV
@available(iOS, introduced: 15.4)
@available(macOS, unavailable)
public struct SKANError: Error {}

/// /documentation/StoreKit/SKANErrorDomain · c:@SKANErrorDomain
@available(iOS, introduced: 15.4)
@available(macOS, unavailable)
public let SKANErrorDomain: String = "SKANErrorDomain"

/// /documentation/StoreKit/SKAdImpression · c:objc(cs)SKAdImpression
@available(iOS, introduced: 14.5)
@available(macOS, unavailable)
open class SKAdImpression {}

/// /documentation/StoreKit/SKAdNetwork · c:objc(cs)SKAdNetwork
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
open class SKAdNetwork {}

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkAttributionSignature · c:@SKStoreProductParameterAdNetworkAttributionSignature
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkAttributionSignature: String = "SKStoreProductParameterAdNetworkAttributionSignature"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkCampaignIdentifier · c:@SKStoreProductParameterAdNetworkCampaignIdentifier
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkCampaignIdentifier: String = "SKStoreProductParameterAdNetworkCampaignIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkIdentifier · c:@SKStoreProductParameterAdNetworkIdentifier
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkIdentifier: String = "SKStoreProductParameterAdNetworkIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkNonce · c:@SKStoreProductParameterAdNetworkNonce
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkNonce: String = "SKStoreProductParameterAdNetworkNonce"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkSourceAppStoreIdentifier · c:@SKStoreProductParameterAdNetworkSourceAppStoreIdentifier
@available(iOS, introduced: 14.0)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkSourceAppStoreIdentifier: String = "SKStoreProductParameterAdNetworkSourceAppStoreIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkSourceIdentifier · c:@SKStoreProductParameterAdNetworkSourceIdentifier
@available(iOS, introduced: 16.1)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkSourceIdentifier: String = "SKStoreProductParameterAdNetworkSourceIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkTimestamp · c:@SKStoreProductParameterAdNetworkTimestamp
@available(iOS, introduced: 11.3)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkTimestamp: String = "SKStoreProductParameterAdNetworkTimestamp"

/// /documentation/StoreKit/SKStoreProductParameterAdNetworkVersion · c:@SKStoreProductParameterAdNetworkVersion
@available(iOS, introduced: 14.0)
@available(macOS, unavailable)
public let SKStoreProductParameterAdNetworkVersion: String = "SKStoreProductParameterAdNetworkVersion"
