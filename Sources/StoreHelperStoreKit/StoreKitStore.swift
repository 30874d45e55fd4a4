public import AppStoreModels
public import Foundation
public import StoreKit
public import StoreKitInterface

#if os(iOS)
public import UIKit
#endif

/// StoreHelper's store over Apple's StoreKit 2: what an app ships. It hands StoreHelper the signed
/// transactions and renewal infos StoreKit verified (`jwsRepresentation`), and StoreHelper verifies them
/// again with its own verifier before its entitlement engine decides, as for the local App Store. What
/// StoreKit could not verify (a token signed for another device, say) is never handed over: a purchase
/// throws StoreKit's verification error by its case name, and the sequences leave it out.
///
/// It listens to `Transaction.updates` and `Product.SubscriptionInfo.Status.updates` from its creation:
/// create it when the app starts. What was bought while the app was not running waits in
/// `Transaction.unfinished`, which `StoreHelper.start()` reads; a transaction that arrives both ways is
/// delivered once. iOS and macOS only (the platforms the package declares).
public final class StoreKitStore: Store {
    private let products = ProductCache()
    private let transactions = TransactionCache()
    /// The App Store messages held back for the app (``MessagePresentation/byTheApp``).
    let heldMessages = MessageCache()
    /// Who shows the App Store's messages.
    public let messagePresentation: MessagePresentation
    private let listener: Task<Void, Never>
    /// StoreKit's updates as the store's one stream, from the store's creation on.
    public let updates: AsyncStream<StoreUpdate>

    #if os(iOS)
    /// The scene StoreKit shows its confirmation sheet over (`purchase(confirmIn:options:)`, iOS 17): set
    /// it for an app with several scenes; when it gives nil, StoreKit chooses. App Store messages the app shows
    /// (``display(_:)``) need it.
    @MainActor public var confirmationScene: (@MainActor () -> UIScene?)?
    #endif

    /// A store over StoreKit, listening from now on to `Transaction.updates`, to
    /// `Product.SubscriptionInfo.Status.updates` and, from iOS 16.4 and macOS 14.4, to `PurchaseIntent.intents`;
    /// StoreKit shows the App Store's messages itself.
    public init() {
        messagePresentation = .byStoreKit
        (updates, listener) = Self.listen(messages: .byStoreKit, products, transactions, heldMessages)
    }

    /// A store over StoreKit, as ``init()``, whose App Store messages `messages` shows: with
    /// ``MessagePresentation/byTheApp`` it also listens to `Message.messages` (iOS).
    public init(messages: MessagePresentation) {
        messagePresentation = messages
        (updates, listener) = Self.listen(messages: messages, products, transactions, heldMessages)
    }

    /// The store's update stream, and the task that fills it from StoreKit's sequences.
    private static func listen(
        messages: MessagePresentation,
        _ products: ProductCache,
        _ transactions: TransactionCache,
        _ heldMessages: MessageCache
    ) -> (AsyncStream<StoreUpdate>, Task<Void, Never>) {
        let (stream, continuation) = AsyncStream.makeStream(of: StoreUpdate.self)
        let listener = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await result in Transaction.updates {
                        if let jws = await transactions.take(result) { continuation.yield(.transaction(jws: jws)) }
                    }
                }
                group.addTask {
                    for await status in Product.SubscriptionInfo.Status.updates {
                        if let groupId = Self.groupId(of: status) { continuation.yield(.subscriptionStatus(groupId: groupId)) }
                    }
                }
                if #available(iOS 16.4, macOS 14.4, *) {
                    group.addTask { await Self.forwardPurchaseIntents(to: continuation, products: products) }
                }
                #if !os(macOS)
                if messages == .byTheApp {
                    group.addTask {
                        for await message in Message.messages {
                            await heldMessages.keep(message)
                            continuation.yield(.pendingMessages)
                        }
                    }
                }
                #endif
            }
            continuation.finish()
        }
        return (stream, listener)
    }

    deinit { listener.cancel() }

    /// StoreKit delivers updates from the store's creation; nothing more to start.
    public func startUpdates() async throws(StoreFailure) {}

    /// `Product.products(for:)`, mapped to StoreHelper's products.
    public func products(for ids: [String]) async throws(StoreFailure) -> [StoreProduct] {
        let found: [Product]
        do { found = try await Product.products(for: ids) } catch { throw Self.failure(error, during: "loading products") }
        await products.remember(found)
        return found.map(StoreProduct.init)
    }

    /// `Product.purchase(options:)` (in the confirmation scene when given): the signed transaction when
    /// StoreKit verified it; a token it could not verify throws its verification error.
    public func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        let product = try await product(productId)
        let choices = try Self.purchaseOptions(options, for: product)
        let result: Result<Product.PurchaseResult, any Error>
        do { result = .success(try await purchase(product, options: choices)) } catch { result = .failure(error) }
        return try await outcome(of: result, for: product)
    }

    /// What StoreKit answered to a purchase of `product`, as StoreHelper takes it in: the signed transaction when
    /// StoreKit verified it (remembered, to be finished by id), pending, or cancelled. A token StoreKit could not
    /// verify throws its verification error; StoreKit's own error throws as ``purchase(_:options:)``'s do. For a
    /// purchase made in StoreKit's own views, handed over in `onInAppPurchaseCompletion` (``StoreKitViewPurchases``).
    public func outcome(
        of result: Result<Product.PurchaseResult, any Error>,
        for product: Product
    ) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        let answer: Product.PurchaseResult
        do { answer = try result.get() } catch { throw Self.failure(error, during: "the purchase of \(product.id)") }
        switch answer {
        case .success(let verification):
            switch verification {
            case .verified(let transaction):
                await transactions.remember(transaction)
                return .purchased(SignedJWS(verification.jwsRepresentation))
            case .unverified(_, let error):
                throw Self.verificationFailure(error, during: "StoreKit's verification of the purchase of \(product.id)")
            }
        case .pending: return .pending(nil)
        case .userCancelled: return .userCancelled
        @unknown default: throw StoreFailure(.unsupported, "StoreKit returned a purchase result this version does not know")
        }
    }

    /// `Transaction.all`: what StoreKit verified, signed.
    public func allTransactions() async throws(StoreFailure) -> [SignedJWS] { await signed(Transaction.all) }
    /// `Transaction.unfinished`: what StoreKit verified, signed.
    public func unfinishedTransactions() async throws(StoreFailure) -> [SignedJWS] { await signed(Transaction.unfinished) }
    /// `Transaction.currentEntitlements`: what StoreKit verified, signed.
    public func currentEntitlements() async throws(StoreFailure) -> [SignedJWS] { await signed(Transaction.currentEntitlements) }

    /// `Transaction.latest(for:)`, when StoreKit verified it.
    public func latestTransaction(for productId: String) async throws(StoreFailure) -> SignedJWS? {
        guard let latest = await Transaction.latest(for: productId) else { return nil }
        return await transactions.take(latest)
    }

    /// Finishes the transaction with this id: one StoreKit has handed over, or else one of the unfinished.
    public func finish(_ transactionId: String) async throws(StoreFailure) {
        guard let id = UInt64(transactionId) else { throw StoreFailure(.unknownTransaction, "'\(transactionId)' is not a StoreKit transaction id") }
        if await transactions[id] == nil { _ = await signed(Transaction.unfinished) }
        guard let transaction = await transactions[id] else {
            throw StoreFailure(.unknownTransaction, "StoreKit has no unfinished transaction \(transactionId)")
        }
        await transaction.finish()
    }

    /// `Product.SubscriptionInfo.status(for:)`: each status whose transaction and renewal info StoreKit verified.
    public func subscriptionStatuses(groupId: String) async throws(StoreFailure) -> [SignedSubscriptionStatus] {
        do {
            return try await Product.SubscriptionInfo.status(for: groupId).compactMap { status in
                guard case .verified = status.transaction, case .verified = status.renewalInfo else { return nil }
                return SignedSubscriptionStatus(
                    transaction: SignedJWS(status.transaction.jwsRepresentation),
                    renewalInfo: SignedJWS(status.renewalInfo.jwsRepresentation)
                )
            }
        } catch {
            throw Self.failure(error, during: "reading the statuses of subscription group \(groupId)")
        }
    }

    /// `Product.SubscriptionInfo.isEligibleForIntroOffer(for:)`.
    public func isEligibleForIntroOffer(groupId: String) async throws(StoreFailure) -> Bool {
        await Product.SubscriptionInfo.isEligibleForIntroOffer(for: groupId)
    }

    /// `AppTransaction.shared`, when StoreKit verified it; one it could not verify throws its
    /// verification error.
    public func appTransaction() async throws(StoreFailure) -> SignedJWS {
        let result: VerificationResult<StoreKit.AppTransaction>
        do { result = try await StoreKit.AppTransaction.shared } catch { throw Self.failure(error, during: "reading the app transaction") }
        switch result {
        case .verified: return SignedJWS(result.jwsRepresentation)
        case .unverified(_, let error): throw Self.verificationFailure(error, during: "StoreKit's verification of the app transaction")
        }
    }

    /// `AppStore.sync()`: StoreKit may ask the customer to sign in.
    public func sync() async throws(StoreFailure) {
        do { try await AppStore.sync() } catch { throw Self.failure(error, during: "syncing with the App Store") }
    }

    /// A refund request is StoreKit UI, shown over the app's: `StoreKitSheets.requestRefund(for:)`
    /// (or SwiftUI's `refundRequestSheet`) presents it; this store cannot, and fails as `unsupported`.
    public func requestRefund(_ transactionId: String) async throws(StoreFailure) {
        throw StoreFailure(.unsupported, "refund requests are StoreKit UI: present StoreKitSheets.requestRefund(for:) or refundRequestSheet")
    }

    /// StoreKit's clock is the device's. On Linux the device is StoreKit on Linux's local App Store, whose clock
    /// a session or a driver may move ahead of the wall clock: its clock is the device's there.
    public func now() async throws(StoreFailure) -> Date {
        #if os(Linux)
        if let now = await StoreKitBackends.current.deviceNow() { return now }
        #endif
        return Date()  // the wall clock: on a device, StoreKit's clock is the device's
    }

    /// Sleeps until `instant` on the device's clock (or until the task is cancelled).
    public func wait(until instant: Date) async {
        #if os(Linux)
        if await StoreKitBackends.current.waitForDevice(until: instant) { return }
        #endif
        // The wall clock: on a device, StoreKit's time is the device's.
        let seconds = instant.timeIntervalSinceNow
        guard seconds > 0 else { return }
        try? await Task.sleep(for: .seconds(seconds))  // the wall clock, as above
    }

    // MARK: Helpers

    /// The subscription group whose status changed, when StoreKit verified the status's transaction (StoreHelper
    /// reads the group's statuses again, and those StoreKit could not verify are left out there too).
    private static func groupId(of status: Product.SubscriptionInfo.Status) -> String? {
        guard case .verified(let transaction) = status.transaction else { return nil }
        return transaction.subscriptionGroupID
    }

    /// Each purchase the customer starts on the App Store, as an update (its product remembered for
    /// the purchase that completes it).
    @available(iOS 16.4, macOS 14.4, *)
    private static func forwardPurchaseIntents(to continuation: AsyncStream<StoreUpdate>.Continuation, products: ProductCache) async {
        for await intent in PurchaseIntent.intents {
            await products.remember([intent.product])
            continuation.yield(.purchaseIntent(productId: intent.product.id, winBackOfferId: winBackOfferId(of: intent)))
        }
    }

    /// The win-back offer the customer redeemed on the App Store (iOS 18, macOS 15).
    @available(iOS 16.4, macOS 14.4, *)
    private static func winBackOfferId(of intent: PurchaseIntent) -> String? {
        if #available(iOS 18.0, macOS 15.0, *) { return intent.offer?.id }
        return nil
    }

    /// StoreKit's purchase, in the confirmation scene when the app gave one.
    @MainActor
    private func purchase(_ product: Product, options: Set<Product.PurchaseOption>) async throws -> Product.PurchaseResult {
        #if os(iOS)
        if let scene = confirmationScene?() { return try await product.purchase(confirmIn: scene, options: options) }
        #endif
        return try await product.purchase(options: options)
    }

    private func product(_ id: String) async throws(StoreFailure) -> Product {
        if let known = await products[id] { return known }
        _ = try await products(for: [id])
        guard let product = await products[id] else { throw StoreFailure(.unknownProduct, "the App Store does not sell \(id)") }
        return product
    }

    private func signed(_ sequence: Transaction.Transactions) async -> [SignedJWS] {
        var tokens: [SignedJWS] = []
        for await result in sequence {
            if let jws = await transactions.take(result) { tokens.append(jws) }
        }
        return tokens
    }
}
