import LocalAppStore
import StoreKitInterface

extension StoreFailure {
    /// The `Store` protocol's error for a local store's error, keeping its message.
    public init(_ error: StoreError) {
        switch error {
        case .purchaseFailed(let failure), .simulated(_, let failure):
            self.init(.storeKit, error.description, storeKitError: failure)
        case .unknownProduct:
            self.init(.unknownProduct, error.description)
        case .unknownTransaction:
            self.init(.unknownTransaction, error.description)
        case .unknownAccount, .noSubscription, .invalidAction, .invalidSetting, .invalidRequest:
            self.init(.invalidRequest, error.description)
        case .state, .signing:
            self.init(.unavailable, error.description)
        }
    }
}
