import StoreHelper

// StoreHelper and LocalAppStore both name a type `PurchaseOptions`, and each module also holds a
// type named like the module, so neither can be qualified. This alias names the helper's side.
/// StoreHelper's `PurchaseOptions`, named so it can be told from the local store's.
public typealias HelperPurchaseOptions = PurchaseOptions
