public import LocalAppStore

extension LocalAppStore {
    /// The App Store Server API of a local App Store: Apple's endpoints answered from the store's state (the HTTP
    /// face is the LocalAppStoreServer target), and the In-App Purchase keys that sign their tokens. Reached through
    /// ``LocalAppStore/LocalAppStore/serverAPI`` (`store.serverAPI.transactionHistory(id)`), it reads the store as it is, and
    /// what it changes (`store.serverAPI.createAPIKey()`) is the store's.
    ///
    /// Each endpoint either answers or throws a ``ServerAPIError`` with Apple's error code, and a write that throws
    /// leaves the store as it was.
    public struct ServerAPI: Sendable {
        /// The store whose API this is.
        var store: LocalAppStore
    }

    /// The store's App Store Server API (Apple's endpoints and the keys that sign their tokens).
    public var serverAPI: ServerAPI {
        get { ServerAPI(store: self) }
        set { self = newValue.store }
    }
}
