// The vocabulary of a purchase both sides of the seam speak, declared below both (AppStoreModels, which the local
// App Store's core also speaks without importing the seam): `import StoreKitInterface` brings it, as before.
@_exported import struct AppStoreModels.PendingTicket
@_exported import struct AppStoreModels.PromotionalOffer
@_exported import struct AppStoreModels.PurchaseOptions
@_exported import enum AppStoreModels.PurchaseResult
@_exported import struct AppStoreModels.StoreKitErrorName
