import Foundation

/// The fake as the process's store: what each of StoreKit's calls answers from the fake's state.
struct FakeStore: StoreKitBackend {
    func products(for ids: [String]) async throws -> [Product] { try StoreKitStandIn.products(for: ids) }
    func purchase(_ productID: String, options: Set<Product.PurchaseOption>) async throws -> Product.PurchaseResult {
        try StoreKitStandIn.purchase(productID, options: options)
    }
    func transactions(_ query: TransactionQuery) async -> [VerificationResult<Transaction>] { StoreKitStandIn.transactions(query) }
    func latest(for productID: String) async -> VerificationResult<Transaction>? { StoreKitStandIn.latest(for: productID) }
    func finish(_ transaction: Transaction) async { StoreKitStandIn.finish(transaction.id) }
    func transactionUpdates() -> AsyncStream<VerificationResult<Transaction>> { StoreKitStandIn.subscribeToUpdates() }
    func statusUpdates() -> AsyncStream<Product.SubscriptionInfo.Status> { StoreKitStandIn.subscribeToStatusUpdates() }
    func purchaseIntents() -> AsyncStream<PurchaseIntent> { StoreKitStandIn.subscribeToPurchaseIntents() }
    #if !os(macOS)
    /// The fake raises no App Store messages (the local App Store does).
    func messages() -> AsyncStream<Message> { AsyncStream { _ in } }
    #endif
    func statuses(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] { try StoreKitStandIn.statuses(for: groupID) }
    func isEligibleForIntroOffer(for groupID: String) async -> Bool { StoreKitStandIn.isEligibleForIntroOffer(groupID) }
    func sync() async throws { try StoreKitStandIn.sync() }
    func appTransaction() async throws -> VerificationResult<AppTransaction> { try StoreKitStandIn.appTransaction() }
    func storefront() async -> String? { "USA" }
    func deviceNow() async -> Date? { nil }
    func waitForDevice(until instant: Date) async -> Bool { false }
}

extension StoreKitStandIn {
    static func products(for ids: [String]) throws -> [Product] {
        try withState { state in
            if let error = state.productsError { throw error }
            return state.products.filter { ids.contains($0.id) }.map(Product.init)
        }
    }

    static func purchase(_ productID: String, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let recorded = Set(options.map(\.value))
        let reply = withState { state in
            state.purchases.append(PurchaseCall(productID: productID, options: recorded))
            return state.purchaseReply
        }
        switch reply(productID, recorded) {
        case .purchased(let jws, let verified):
            guard let transaction = addTransaction(jws, verified: verified) else { throw StoreKitError.unknown }
            return .success(verification(transaction, verified: verified))
        case .pending: return .pending
        case .userCancelled: return .userCancelled
        case .fails(let error): throw error
        }
    }

    static func transactions(_ query: TransactionQuery) -> [VerificationResult<Transaction>] {
        withState { state in
            state.transactions.filter { signed in
                switch query {
                case .unfinished: !signed.finished
                case .all: true
                case .currentEntitlements: signed.entitled
                }
            }
            .map { verification($0.transaction, verified: $0.verified) }
        }
    }

    static func latest(for productID: String) -> VerificationResult<Transaction>? {
        withState { state in
            state.transactions.last { $0.transaction.productID == productID }.map { verification($0.transaction, verified: $0.verified) }
        }
    }

    static func finish(_ id: UInt64) {
        withState { state in
            for index in state.transactions.indices where state.transactions[index].transaction.id == id {
                state.transactions[index].finished = true
            }
        }
    }

    /// A new listener of `Transaction.updates`: it gets what is sent from now on.
    static func subscribeToUpdates() -> AsyncStream<VerificationResult<Transaction>> { subscribe(\.subscribers) }

    /// A new listener of `Product.SubscriptionInfo.Status.updates`: it gets what is sent from now on.
    static func subscribeToStatusUpdates() -> AsyncStream<Product.SubscriptionInfo.Status> { subscribe(\.statusSubscribers) }

    /// A new listener of `PurchaseIntent.intents`.
    static func subscribeToPurchaseIntents() -> AsyncStream<PurchaseIntent> { subscribe(\.intentSubscribers) }

    /// A stream of its own for a new listener, kept among `listeners` until it ends.
    private static func subscribe<Element>(
        _ listeners: any WritableKeyPath<State, [UUID: AsyncStream<Element>.Continuation]> & Sendable
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let key = UUID()
        withState { $0[keyPath: listeners][key] = continuation }
        continuation.onTermination = { _ in withState { _ = $0[keyPath: listeners].removeValue(forKey: key) } }
        return stream
    }

    static func statuses(for groupID: String) throws -> [Product.SubscriptionInfo.Status] {
        withState { $0.statuses[groupID] ?? [] }
    }

    static func show(_ sheet: Sheet) throws {
        try withState { state in
            state.sheets.append(sheet)
            if let error = state.sheetError { throw error }
        }
    }

    static func refundRequest(for transactionID: UInt64) throws -> Transaction.RefundRequestStatus {
        try show(.refundRequest(transactionID: transactionID))
        return withState { $0.refundReply }
    }

    static func isEligibleForIntroOffer(_ groupID: String) -> Bool { withState { $0.eligibleGroups.contains(groupID) } }

    static func sync() throws {
        try withState { state in
            state.syncs += 1
            if let error = state.syncError { throw error }
        }
    }

    static func appTransaction() throws -> VerificationResult<AppTransaction> { try withState { try $0.appTransaction.get() } }

    static func verification(_ transaction: Transaction, verified: Bool) -> VerificationResult<Transaction> {
        verified ? .verified(transaction) : .unverified(transaction, .invalidSignature)
    }

    /// The transaction a JWS signs, read from its payload (not verified: the fake is not StoreKit's verifier).
    static func transaction(from jws: String) -> Transaction? { Transaction(jws: jws) }
}
