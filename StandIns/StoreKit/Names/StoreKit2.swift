// StoreKit 2's other top-level names (the type aliases of iOS 18.4 and macOS 15.4, external purchases, Advanced
// Commerce, storefronts; Message, which the adapter names, has its own file): declared with their page's availability so that a name of ours equal to one
// collides here as on a Mac. The adapter names none of them.

/// /documentation/StoreKit/AdvancedCommerceProduct · s:8StoreKit23AdvancedCommerceProductV
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public struct AdvancedCommerceProduct {}

/// /documentation/StoreKit/AppStoreMerchandisingKind · s:8StoreKit03AppA17MerchandisingKindV
@available(iOS, introduced: 26.0)
@available(macOS, introduced: 26.2)
public struct AppStoreMerchandisingKind {}

/// /documentation/StoreKit/ExternalLinkAccount · s:8StoreKit19ExternalLinkAccountO
@available(iOS, introduced: 16.0)
@available(macOS, unavailable)
public enum ExternalLinkAccount {}

/// /documentation/StoreKit/ExternalPurchase · s:8StoreKit16ExternalPurchaseO
@available(iOS, introduced: 15.4)
@available(macOS, introduced: 14.4)
public enum ExternalPurchase {}

/// /documentation/StoreKit/ExternalPurchaseCustomLink · s:8StoreKit26ExternalPurchaseCustomLinkO
@available(iOS, introduced: 18.1)
@available(macOS, introduced: 15.1)
public enum ExternalPurchaseCustomLink {}

/// /documentation/StoreKit/ExternalPurchaseLink · s:8StoreKit20ExternalPurchaseLinkO
@available(iOS, introduced: 15.4)
@available(macOS, introduced: 14.4)
public enum ExternalPurchaseLink {}

/// /documentation/StoreKit/InvalidRequestError · s:8StoreKit19InvalidRequestErrorV
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public struct InvalidRequestError {}

/// /documentation/StoreKit/PaymentMethodBinding · s:8StoreKit20PaymentMethodBindingV
@available(iOS, introduced: 16.4)
@available(macOS, unavailable)
public struct PaymentMethodBinding {}

/// /documentation/StoreKit/RedeemOption · s:8StoreKit12RedeemOptionV
@available(iOS, introduced: 27.0)
@available(macOS, introduced: 27.0)
public struct RedeemOption {}

/// /documentation/StoreKit/StoreDownloaderExtension · s:8StoreKit0A19DownloaderExtensionP
@available(iOS, introduced: 26.0)
@available(macOS, introduced: 26.0)
public protocol StoreDownloaderExtension {}

/// /documentation/StoreKit/SubscriptionInfo · s:8StoreKit16SubscriptionInfoa
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public typealias SubscriptionInfo = Product.SubscriptionInfo

/// /documentation/StoreKit/SubscriptionPeriod · s:8StoreKit18SubscriptionPerioda
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public typealias SubscriptionPeriod = Product.SubscriptionPeriod

/// /documentation/StoreKit/SubscriptionRenewalInfo · s:8StoreKit23SubscriptionRenewalInfoa
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public typealias SubscriptionRenewalInfo = Product.SubscriptionInfo.RenewalInfo

/// /documentation/StoreKit/SubscriptionRenewalState · s:8StoreKit24SubscriptionRenewalStatea
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public typealias SubscriptionRenewalState = Product.SubscriptionInfo.RenewalState

/// /documentation/StoreKit/SubscriptionStatus · s:8StoreKit18SubscriptionStatusa
@available(iOS, introduced: 18.4)
@available(macOS, introduced: 15.4)
public typealias SubscriptionStatus = Product.SubscriptionInfo.Status
