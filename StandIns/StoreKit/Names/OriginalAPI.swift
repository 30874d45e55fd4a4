public import Foundation

// The original, Objective-C StoreKit API (SKPaymentQueue, SKProduct, receipts, cloud services, review and
// product-page controllers): every top-level name, declared empty with its page's availability so that a name of
// ours equal to one collides here as on a Mac. StoreHelper does not use them.

/// /documentation/StoreKit/SKArcadeService · c:objc(cs)SKArcadeService
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
open class SKArcadeService {}

/// /documentation/StoreKit/SKCloudServiceAuthorizationStatus · c:@E@SKCloudServiceAuthorizationStatus
@available(iOS, introduced: 9.3, deprecated: 18.0)
@available(macOS, introduced: 11.0, deprecated: 15.0)
public enum SKCloudServiceAuthorizationStatus {}

/// /documentation/StoreKit/SKCloudServiceCapability · c:@E@SKCloudServiceCapability
@available(iOS, introduced: 9.3, deprecated: 18.0)
@available(macOS, introduced: 11.0, deprecated: 15.0)
public struct SKCloudServiceCapability {}

/// /documentation/StoreKit/SKCloudServiceController · c:objc(cs)SKCloudServiceController
@available(iOS, introduced: 9.3, deprecated: 18.0)
@available(macOS, introduced: 11.0, deprecated: 15.0)
open class SKCloudServiceController {}

/// /documentation/StoreKit/SKCloudServiceSetupAction · c:@T@SKCloudServiceSetupAction
public struct SKCloudServiceSetupAction {}

/// /documentation/StoreKit/SKCloudServiceSetupMessageIdentifier · c:@T@SKCloudServiceSetupMessageIdentifier
public struct SKCloudServiceSetupMessageIdentifier {}

/// /documentation/StoreKit/SKCloudServiceSetupOptionsKey · c:@T@SKCloudServiceSetupOptionsKey
public struct SKCloudServiceSetupOptionsKey {}

/// /documentation/StoreKit/SKCloudServiceSetupViewController · c:objc(cs)SKCloudServiceSetupViewController
@available(iOS, introduced: 10.1, deprecated: 18.0)
@available(macOS, unavailable)
open class SKCloudServiceSetupViewController {}

/// /documentation/StoreKit/SKCloudServiceSetupViewControllerDelegate · c:objc(pl)SKCloudServiceSetupViewControllerDelegate
@available(iOS, introduced: 10.1, deprecated: 18.0)
@available(macOS, unavailable)
public protocol SKCloudServiceSetupViewControllerDelegate {}

/// /documentation/StoreKit/SKDownload · c:objc(cs)SKDownload
@available(iOS, introduced: 6.0, deprecated: 16.0)
@available(macOS, introduced: 10.8, deprecated: 13.0)
open class SKDownload {}

/// /documentation/StoreKit/SKDownloadState · c:@E@SKDownloadState
@available(iOS, introduced: 6.0, deprecated: 16.0)
@available(macOS, introduced: 10.8, deprecated: 13.0)
public enum SKDownloadState {}

/// /documentation/StoreKit/SKDownloadTimeRemainingUnknown · c:@SKDownloadTimeRemainingUnknown
@available(iOS, introduced: 6.0, deprecated: 16.0)
@available(macOS, introduced: 10.14, deprecated: 13.0)
public let SKDownloadTimeRemainingUnknown: TimeInterval = -1

/// /documentation/StoreKit/SKError · s:SC11SKErrorCodeLeV
@available(iOS, introduced: 3.0)
@available(macOS, introduced: 10.7)
public struct SKError: Error {}

/// /documentation/StoreKit/SKErrorDomain · c:@SKErrorDomain
@available(iOS, introduced: 3.0)
@available(macOS, introduced: 10.7)
public let SKErrorDomain: String = "SKErrorDomain"

/// /documentation/StoreKit/SKMutablePayment · c:objc(cs)SKMutablePayment
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKMutablePayment {}

/// /documentation/StoreKit/SKOverlay · c:objc(cs)SKOverlay
@available(iOS, introduced: 14.0)
@available(macOS, unavailable)
open class SKOverlay {}

/// /documentation/StoreKit/SKOverlayDelegate · c:objc(pl)SKOverlayDelegate
@available(iOS, introduced: 14.0)
@available(macOS, unavailable)
public protocol SKOverlayDelegate {}

/// /documentation/StoreKit/SKPayment · c:objc(cs)SKPayment
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKPayment {}

/// /documentation/StoreKit/SKPaymentDiscount · c:objc(cs)SKPaymentDiscount
@available(iOS, introduced: 12.2, deprecated: 18.0)
@available(macOS, introduced: 10.14.4, deprecated: 15.0)
open class SKPaymentDiscount {}

/// /documentation/StoreKit/SKPaymentQueue · c:objc(cs)SKPaymentQueue
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKPaymentQueue {}

/// /documentation/StoreKit/SKPaymentQueueDelegate · c:objc(pl)SKPaymentQueueDelegate
@available(iOS, introduced: 13.0, deprecated: 18.0)
@available(macOS, introduced: 10.15, deprecated: 15.0)
public protocol SKPaymentQueueDelegate {}

/// /documentation/StoreKit/SKPaymentTransaction · c:objc(cs)SKPaymentTransaction
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKPaymentTransaction {}

/// /documentation/StoreKit/SKPaymentTransactionObserver · c:objc(pl)SKPaymentTransactionObserver
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
public protocol SKPaymentTransactionObserver {}

/// /documentation/StoreKit/SKPaymentTransactionState · c:@E@SKPaymentTransactionState
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
public enum SKPaymentTransactionState {}

/// /documentation/StoreKit/SKProduct · c:objc(cs)SKProduct
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKProduct {}

/// /documentation/StoreKit/SKProductDiscount · c:objc(cs)SKProductDiscount
@available(iOS, introduced: 11.2, deprecated: 18.0)
@available(macOS, introduced: 10.13.2, deprecated: 15.0)
open class SKProductDiscount {}

/// /documentation/StoreKit/SKProductStorePromotionController · c:objc(cs)SKProductStorePromotionController
@available(iOS, introduced: 11.0, deprecated: 18.0)
@available(macOS, introduced: 11.0, deprecated: 15.0)
open class SKProductStorePromotionController {}

/// /documentation/StoreKit/SKProductStorePromotionVisibility · c:@E@SKProductStorePromotionVisibility
@available(iOS, introduced: 11.0, deprecated: 18.0)
@available(macOS, introduced: 11.0, deprecated: 15.0)
public enum SKProductStorePromotionVisibility {}

/// /documentation/StoreKit/SKProductSubscriptionPeriod · c:objc(cs)SKProductSubscriptionPeriod
@available(iOS, introduced: 11.2, deprecated: 18.0)
@available(macOS, introduced: 10.13.2, deprecated: 15.0)
open class SKProductSubscriptionPeriod {}

/// /documentation/StoreKit/SKProductsRequest · c:objc(cs)SKProductsRequest
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKProductsRequest {}

/// /documentation/StoreKit/SKProductsRequestDelegate · c:objc(pl)SKProductsRequestDelegate
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
public protocol SKProductsRequestDelegate {}

/// /documentation/StoreKit/SKProductsResponse · c:objc(cs)SKProductsResponse
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKProductsResponse {}

/// /documentation/StoreKit/SKReceiptPropertyIsExpired · c:@SKReceiptPropertyIsExpired (read where a page lists it)
@available(iOS, introduced: 7.0, deprecated: 18.0)
@available(macOS, introduced: 10.9, deprecated: 15.0)
public let SKReceiptPropertyIsExpired: String = "SKReceiptPropertyIsExpired"

/// /documentation/StoreKit/SKReceiptPropertyIsRevoked · c:@SKReceiptPropertyIsRevoked
@available(iOS, introduced: 7.0, deprecated: 18.0)
@available(macOS, introduced: 10.9, deprecated: 15.0)
public let SKReceiptPropertyIsRevoked: String = "SKReceiptPropertyIsRevoked"

/// /documentation/StoreKit/SKReceiptPropertyIsVolumePurchase · c:@SKReceiptPropertyIsVolumePurchase
@available(iOS, introduced: 7.0, deprecated: 18.0)
@available(macOS, introduced: 10.9, deprecated: 15.0)
public let SKReceiptPropertyIsVolumePurchase: String = "SKReceiptPropertyIsVolumePurchase"

/// /documentation/StoreKit/SKReceiptRefreshRequest · c:objc(cs)SKReceiptRefreshRequest
@available(iOS, introduced: 7.0, deprecated: 18.0)
@available(macOS, introduced: 10.9, deprecated: 15.0)
open class SKReceiptRefreshRequest {}

/// /documentation/StoreKit/SKRequest · c:objc(cs)SKRequest
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
open class SKRequest {}

/// /documentation/StoreKit/SKRequestDelegate · c:objc(pl)SKRequestDelegate
@available(iOS, introduced: 3.0, deprecated: 18.0)
@available(macOS, introduced: 10.7, deprecated: 15.0)
public protocol SKRequestDelegate {}

/// /documentation/StoreKit/SKStoreProductParameterAdvertisingPartnerToken · c:@SKStoreProductParameterAdvertisingPartnerToken
@available(iOS, introduced: 9.3)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterAdvertisingPartnerToken: String = "SKStoreProductParameterAdvertisingPartnerToken"

/// /documentation/StoreKit/SKStoreProductParameterAffiliateToken · c:@SKStoreProductParameterAffiliateToken
@available(iOS, introduced: 8.0)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterAffiliateToken: String = "SKStoreProductParameterAffiliateToken"

/// /documentation/StoreKit/SKStoreProductParameterCampaignToken · c:@SKStoreProductParameterCampaignToken
@available(iOS, introduced: 8.0)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterCampaignToken: String = "SKStoreProductParameterCampaignToken"

/// /documentation/StoreKit/SKStoreProductParameterCustomProductPageIdentifier · c:@SKStoreProductParameterCustomProductPageIdentifier
@available(iOS, introduced: 15.0)
@available(macOS, introduced: 12.0)
public let SKStoreProductParameterCustomProductPageIdentifier: String = "SKStoreProductParameterCustomProductPageIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterITunesItemIdentifier · c:@SKStoreProductParameterITunesItemIdentifier
@available(iOS, introduced: 6.0)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterITunesItemIdentifier: String = "SKStoreProductParameterITunesItemIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterProductIdentifier · c:@SKStoreProductParameterProductIdentifier
@available(iOS, introduced: 11.0)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterProductIdentifier: String = "SKStoreProductParameterProductIdentifier"

/// /documentation/StoreKit/SKStoreProductParameterProviderToken · c:@SKStoreProductParameterProviderToken
@available(iOS, introduced: 8.3)
@available(macOS, introduced: 11.0)
public let SKStoreProductParameterProviderToken: String = "SKStoreProductParameterProviderToken"

/// /documentation/StoreKit/SKStoreProductViewController · c:objc(cs)SKStoreProductViewController
@available(iOS, introduced: 6.0)
@available(macOS, introduced: 11.0)
open class SKStoreProductViewController {}

/// /documentation/StoreKit/SKStoreProductViewControllerDelegate · c:objc(pl)SKStoreProductViewControllerDelegate
@available(iOS, introduced: 6.0)
@available(macOS, introduced: 11.0)
public protocol SKStoreProductViewControllerDelegate {}

/// /documentation/StoreKit/SKStoreReviewController · c:objc(cs)SKStoreReviewController
@available(iOS, introduced: 10.3, deprecated: 18.0)
@available(macOS, introduced: 10.14, deprecated: 15.0)
open class SKStoreReviewController {}

/// /documentation/StoreKit/SKStorefront · c:objc(cs)SKStorefront
@available(iOS, introduced: 13.0, deprecated: 18.0)
@available(macOS, introduced: 10.15, deprecated: 15.0)
open class SKStorefront {}

/// /documentation/StoreKit/SKTerminateForInvalidReceipt · c:@F@SKTerminateForInvalidReceipt
@available(iOS, introduced: 7.1)
@available(macOS, introduced: 10.14)
public func SKTerminateForInvalidReceipt() {}
