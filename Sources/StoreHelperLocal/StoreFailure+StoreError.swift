public import LocalAppStore
public import StoreKitInterface

extension StoreFailure {
    /// The `Store` protocol's error for a local store's error, keeping its message.
    public init(_ error: StoreError) {
        if let failure = error.storeKitFailure {
            self.init(.storeKit, error.message, storeKitError: failure)
            return
        }
        switch error.kind {
        case .unknownProduct: self.init(.unknownProduct, error.message)
        case .unknownTransaction: self.init(.unknownTransaction, error.message)
        case .state, .signing: self.init(.unavailable, error.message)
        default: self.init(.invalidRequest, error.message)
        }
    }
}
