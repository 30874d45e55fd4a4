@_exported import StoreKitInterface
