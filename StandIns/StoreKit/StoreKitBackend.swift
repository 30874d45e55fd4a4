package import Foundation

/// The App Store behind this StoreKit (not Apple's API): what each declaration asks. On Linux, `SKTestSession`
/// (StoreKitTest) makes a local App Store the process's store, and the stand-in's fake (`StoreKitStandIn.reset()`)
/// makes itself one; until either does, the process has no store and StoreKit answers as Apple documents for
/// a device that cannot reach the App Store (``NoAppStore``). One store at a time, process-wide, as StoreKit's.
package protocol StoreKitBackend: Sendable {
    func products(for ids: [String]) async throws -> [Product]
    func purchase(_ productID: String, options: Set<Product.PurchaseOption>) async throws -> Product.PurchaseResult
    func transactions(_ query: TransactionQuery) async -> [VerificationResult<Transaction>]
    func latest(for productID: String) async -> VerificationResult<Transaction>?
    func finish(_ transaction: Transaction) async
    /// A new listener of `Transaction.updates`.
    func transactionUpdates() -> AsyncStream<VerificationResult<Transaction>>
    /// A new listener of `Product.SubscriptionInfo.Status.updates`.
    func statusUpdates() -> AsyncStream<Product.SubscriptionInfo.Status>
    /// A new listener of `PurchaseIntent.intents`.
    func purchaseIntents() -> AsyncStream<PurchaseIntent>
    #if !os(macOS)
    /// A new listener of `Message.messages`.
    func messages() -> AsyncStream<Message>
    #endif
    func statuses(for groupID: String) async throws -> [Product.SubscriptionInfo.Status]
    func isEligibleForIntroOffer(for groupID: String) async -> Bool
    func sync() async throws
    func appTransaction() async throws -> VerificationResult<AppTransaction>
    /// The storefront's ISO 3166-1 alpha-3 country code, or nil without one.
    func storefront() async -> String?
    /// The device's clock where the store keeps one (a local App Store's, which a session or a driver may have moved
    /// ahead of the wall clock); nil: the wall clock.
    func deviceNow() async -> Date?
    /// Returns once the device's clock reached `instant` (false at once when the store keeps no clock).
    func waitForDevice(until instant: Date) async -> Bool
}

/// Which of the customer's transactions a sequence reads.
package enum TransactionQuery: Sendable { case unfinished, all, currentEntitlements }

/// The process's store.
package enum StoreKitBackends {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: (any StoreKitBackend)?
    nonisolated(unsafe) private static var readEnvironment = false

    /// The store StoreKit's calls reach now: the one installed last; before any, on Linux, the state directory
    /// `STOREKIT_STATE_DIRECTORY` names (read once); else none.
    package static var current: any StoreKitBackend {
        lock.withLock {
            if installed == nil && !readEnvironment {
                readEnvironment = true
                #if os(Linux)
                installed = LocalAppStoreBackend.fromEnvironment()
                #endif
            }
            return installed
        } ?? NoAppStore()
    }

    /// Makes `backend` the process's store (nil: none).
    package static func install(_ backend: (any StoreKitBackend)?) {
        lock.withLock {
            readEnvironment = true
            installed = backend
        }
    }
}

/// No App Store: what StoreKit answers on a device that cannot reach it. Loading products, buying, reading
/// statuses, syncing and reading the app transaction throw `StoreKitError.networkError` (not connected); the
/// transaction sequences are empty; no update ever arrives; nobody is eligible for an introductory offer.
/// https://developer.apple.com/documentation/storekit/storekiterror/networkerror(_:)
package struct NoAppStore: StoreKitBackend {
    private static var offline: StoreKitError { .networkError(URLError(.notConnectedToInternet)) }

    package func products(for ids: [String]) async throws -> [Product] { throw Self.offline }
    package func purchase(_ productID: String, options: Set<Product.PurchaseOption>) async throws -> Product.PurchaseResult { throw Self.offline }
    package func transactions(_ query: TransactionQuery) async -> [VerificationResult<Transaction>] { [] }
    package func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    package func finish(_ transaction: Transaction) async {}
    package func transactionUpdates() -> AsyncStream<VerificationResult<Transaction>> { AsyncStream { _ in } }
    package func statusUpdates() -> AsyncStream<Product.SubscriptionInfo.Status> { AsyncStream { _ in } }
    package func purchaseIntents() -> AsyncStream<PurchaseIntent> { AsyncStream { _ in } }
    #if !os(macOS)
    package func messages() -> AsyncStream<Message> { AsyncStream { _ in } }
    #endif
    package func statuses(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] { throw Self.offline }
    package func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }
    package func sync() async throws { throw Self.offline }
    package func appTransaction() async throws -> VerificationResult<AppTransaction> { throw Self.offline }
    package func storefront() async -> String? { nil }
    package func deviceNow() async -> Date? { nil }
    package func waitForDevice(until instant: Date) async -> Bool { false }
}
