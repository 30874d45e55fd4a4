import LocalAppStore

// See HelperNames.swift: the local store's side.
typealias LocalPurchaseOptions = PurchaseOptions
