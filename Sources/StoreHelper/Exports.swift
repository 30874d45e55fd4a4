// What an app touches besides StoreHelper itself — products and purchase options (StoreKitInterface),
// Apple's payloads (AppStoreModels), the verifier and its policy (AppStoreSignature), the consumable
// ledger (Entitlements) — so that `import StoreHelper` is the only import an app needs.
@_exported import AppStoreModels
@_exported import AppStoreSignature
@_exported import Entitlements
@_exported import StoreKitInterface
// The server's customer info, as `serverCustomerInfo()` answers it (the wire contract's other types stay in
// StoreHelperJSON).
@_exported import struct StoreHelperJSON.CustomerInfo
