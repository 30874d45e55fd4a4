// What an app names besides StoreHelper itself, symbol by symbol, so that `import StoreHelper` is the only
// import an app needs and brings nothing else into its namespace: Apple's payloads it reads from a transaction,
// the verifier and its policy, the consumable ledger, and the device–store seam (`Store` and what crosses it).
@_exported import struct AppStoreModels.AppStoreEnvironment
@_exported import struct AppStoreModels.BillingPlanType
@_exported import struct AppStoreModels.CalendarDuration
@_exported import struct AppStoreModels.ErrorKind
@_exported import struct AppStoreModels.InAppOwnershipType
@_exported import struct AppStoreModels.JWSAppTransactionDecodedPayload
@_exported import struct AppStoreModels.JWSRenewalInfoDecodedPayload
@_exported import struct AppStoreModels.JWSTransactionDecodedPayload
@_exported import struct AppStoreModels.MillisecondDate
@_exported import struct AppStoreModels.OfferDiscountType
@_exported import struct AppStoreModels.OfferType
@_exported import struct AppStoreModels.PendingTicket
@_exported import struct AppStoreModels.PricingTerms
@_exported import struct AppStoreModels.ProductType
@_exported import struct AppStoreModels.PromotionalOffer
@_exported import struct AppStoreModels.PurchaseOptions
@_exported import enum AppStoreModels.PurchaseResult
@_exported import struct AppStoreModels.SignedPayload
@_exported import typealias AppStoreModels.SignedTransaction
@_exported import struct AppStoreModels.StoreKitErrorName
@_exported import struct AppStoreModels.StoreMessage
@_exported import enum AppStoreModels.StoreMessageReason
@_exported import struct AppStoreModels.StoreProduct
@_exported import struct AppStoreModels.SubscriptionOffer
@_exported import struct AppStoreModels.TransactionCommitmentInfo
@_exported import class AppStoreSignature.SignedDataVerifier
@_exported import struct AppStoreSignature.VerificationError
@_exported import struct AppStoreSignature.VerificationPolicy
@_exported import class Entitlements.ConsumableLedger
@_exported import struct Entitlements.FileLedgerStore
@_exported import class Entitlements.InMemoryLedgerStore
@_exported import struct Entitlements.LedgerError
@_exported import struct Entitlements.LedgerState
@_exported import protocol Entitlements.LedgerStore
@_exported import enum Entitlements.SubscriptionState
// The server's customer info, as `serverCustomerInfo()` answers it (the wire contract's other types stay in
// StoreHelperJSON).
@_exported import struct StoreHelperJSON.CustomerInfo
@_exported import struct StoreKitInterface.SignedJWS
@_exported import struct StoreKitInterface.SignedSubscriptionStatus
@_exported import protocol StoreKitInterface.Store
@_exported import struct StoreKitInterface.StoreFailure
@_exported import enum StoreKitInterface.StoreUpdate
