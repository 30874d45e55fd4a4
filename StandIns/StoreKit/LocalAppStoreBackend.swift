#if os(Linux)
import AppStoreModels
import AppStoreSignature
package import Foundation
import LocalAppStore
package import StoreHelperLocal
import StoreKitInterface

/// A local App Store as the process's store (Linux only): StoreKit's calls become the calls of a device on it
/// (`LocalStore`), and every signed transaction it hands over is verified against the store's own root, as Xcode's
/// StoreKit testing verifies against its own certificate. What fails verification is still handed over, as
/// `.unverified` with StoreKit's reason (https://developer.apple.com/documentation/storekit/verificationresult).
package final class LocalAppStoreBackend: StoreKitBackend {
    /// The device on the local App Store: what `SKTestSession` drives.
    package let device: LocalStore
    private let listeners = Listeners()
    private let clock: Task<Void, Never>
    /// How often the store's clock catches up with the device's.
    package static let tick = Duration.milliseconds(200)

    /// The process's store over `device`, listening to it from now on. StoreKit's clock is the device's: the
    /// store's clock follows it every ``tick`` (renewals, billing retries and expiries come due as time passes, at
    /// the session's `timeRate`), and never moves back (a test may move the store ahead through its device).
    package init(device: LocalStore) {
        self.device = device
        clock = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.tick)
                _ = try? await device.session { store in
                    // The store's clock follows the device's (the wall clock), as StoreKit's does.
                    let lag = Date().timeIntervalSince(store.now)
                    if lag > 0 { try store.advance(by: lag) }
                }
            }
        }
    }

    /// The process's store over a `device` that others drive: a store other processes share (a state directory
    /// `storehelper store` works on), or one a driver in this process moves through its own time (`storehelper
    /// check --storekit`). Its clock is theirs, and what they change reaches StoreKit's listeners as the device
    /// notices it.
    package init(drivenDevice device: LocalStore) {
        self.device = device
        clock = Task { try? await device.startUpdates() }
    }

    /// Replaced by another store (a new process's), its listeners' sequences end.
    deinit {
        clock.cancel()
        listeners.endAll()
    }

    package func products(for ids: [String]) async throws -> [Product] {
        await settled()
        do {
            return try await device.products(for: ids).map { Product(StoreKitStandIn.ProductData($0)) }
        } catch {
            throw Self.storeKitError(error)
        }
    }

    package func purchase(_ productID: String, options: Set<Product.PurchaseOption>) async throws -> Product.PurchaseResult {
        await settled()
        let result: StoreKitInterface.PurchaseResult<SignedJWS>
        do {
            result = try await device.purchase(productID, options: try Self.purchaseOptions(options))
        } catch {
            throw Self.storeKitError(error)
        }
        switch result {
        case .purchased(let jws):
            guard let verification = await Self.verification(jws.compact, device: device) else { throw StoreKitError.unknown }
            return .success(verification)
        case .pending: return .pending
        case .userCancelled: return .userCancelled
        }
    }

    /// Returns once what the store must do first (the launch delivery) is done: every call that changes or reads the
    /// store waits for it, and so do `SKTestSession`'s controls.
    package func settled() async { await listeners.settled() }

    package func transactions(_ query: TransactionQuery) async -> [VerificationResult<Transaction>] {
        await settled()
        return await read(query)
    }

    private func read(_ query: TransactionQuery) async -> [VerificationResult<Transaction>] {
        let tokens: [SignedJWS]
        do {
            switch query {
            case .unfinished: tokens = try await device.unfinishedTransactions()
            case .all: tokens = try await device.allTransactions()
            case .currentEntitlements: tokens = try await device.currentEntitlements()
            }
        } catch {
            return []
        }
        var results: [VerificationResult<Transaction>] = []
        for token in tokens {
            if let result = await Self.verification(token.compact, device: device) { results.append(result) }
        }
        return results
    }

    package func latest(for productID: String) async -> VerificationResult<Transaction>? {
        await settled()
        guard let token = try? await device.latestTransaction(for: productID) else { return nil }
        return await Self.verification(token.compact, device: device)
    }

    package func finish(_ transaction: Transaction) async {
        await settled()
        try? await device.finish(String(transaction.id))
    }

    /// A new listener; the first one of the process also receives the unfinished transactions, once, as an app's
    /// first listener does at launch (https://developer.apple.com/documentation/storekit/transaction/updates). It
    /// listens before they are read, so it misses nothing, and a transaction both unfinished and reported is sent once.
    package func transactionUpdates() -> AsyncStream<VerificationResult<Transaction>> {
        let launch = listeners.claimLaunch({ [self] in await read(.unfinished) })
        let device = device
        return forward(
            first: { await launch?.value ?? [] },
            key: \.jwsRepresentation,
            { update, sent in
                guard case .transaction(let jws) = update, !sent.contains(jws.compact) else { return [] }
                return await Self.verification(jws.compact, device: device).map { [$0] } ?? []
            }
        )
    }

    package func statusUpdates() -> AsyncStream<Product.SubscriptionInfo.Status> {
        let device = device
        return forward { update, _ in
            guard case .subscriptionStatus(let groupId) = update else { return [] }
            return (try? await Self.statuses(groupId, device: device)) ?? []
        }
    }

    package func purchaseIntents() -> AsyncStream<PurchaseIntent> {
        let device = device
        return forward { update, _ in
            guard case .purchaseIntent(let productId, let winBackOfferId) = update,
                let stored = try? await device.products(for: [productId]).first
            else { return [] }
            let product = Product(StoreKitStandIn.ProductData(stored))
            let offer = winBackOfferId.flatMap { id in product.subscription?.offersToWinBack.first { $0.id == id } }
            return [PurchaseIntent(product: product, offer: offer)]
        }
    }

    /// A new listener of `Message.messages`: the messages waiting when it starts, then each one the store raises as it
    /// changes, each once (nothing displays them on Linux, so the next listener, a new launch, gets them again).
    package func messages() -> AsyncStream<Message> {
        let device = device
        return listening { updates, continuation in
            var sent: Set<String> = []
            func sendNew() async {
                for message in (try? await device.pendingMessages()) ?? [] where sent.insert(message.id).inserted {
                    continuation.yield(Message(reason: Self.reason(message.reason)))
                }
            }
            await sendNew()
            for await _ in updates { await sendNew() }
        }
    }

    /// A listener of what the device reports from now on (it subscribes at once, so it gets exactly what is published
    /// after it began), each update turned into StoreKit's elements by `elements`; `first` is sent before them, and
    /// `elements` is told their `key`s. A declined Ask to Buy request turns into nothing: StoreKit
    /// tells the app nothing of it.
    private func forward<Element: Sendable>(
        first: @escaping @Sendable () async -> [Element] = { [] },
        key: @escaping @Sendable (Element) -> String = { _ in "" },
        _ elements: @escaping @Sendable (StoreUpdate, Set<String>) async -> [Element]
    ) -> AsyncStream<Element> {
        listening { updates, continuation in
            let waiting = await first()
            for element in waiting { continuation.yield(element) }
            let sent = Set(waiting.map(key))
            for await update in updates {
                for element in await elements(update, sent) { continuation.yield(element) }
            }
        }
    }

    /// A sequence that `body` fills from what the device reports from now on (it subscribes at once), ended when
    /// `body` returns, when its listener stops listening, or when another store replaces this one.
    private func listening<Element: Sendable>(
        _ body: @escaping @Sendable (AsyncStream<StoreUpdate>, AsyncStream<Element>.Continuation) async -> Void
    ) -> AsyncStream<Element> {
        let (updates, listeners) = (device.updates, listeners)
        return AsyncStream { continuation in
            let task = Task {
                await body(updates, continuation)
                continuation.finish()
            }
            listeners.keep(task)
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    package func statuses(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
        try await Self.statuses(groupID, device: device)
    }

    package func isEligibleForIntroOffer(for groupID: String) async -> Bool {
        (try? await device.isEligibleForIntroOffer(groupId: groupID)) ?? false
    }

    package func sync() async throws {
        await settled()
        do { try await device.sync() } catch { throw Self.storeKitError(error) }
    }

    package func appTransaction() async throws -> VerificationResult<AppTransaction> {
        let token: SignedJWS
        do { token = try await device.appTransaction() } catch { throw Self.storeKitError(error) }
        return await Self.verified(AppTransaction(jws: token.compact)) { _ = try await device.verifier.verifyAppTransaction(token.compact) }
    }

    package func storefront() async -> String? {
        await settled()
        return try? await device.snapshot().settings.storefront
    }

    package func deviceNow() async -> Date? { try? await device.now() }

    package func waitForDevice(until instant: Date) async -> Bool {
        await device.wait(until: instant)
        return true
    }

    // MARK: - Helpers

    /// A signed transaction as StoreKit hands it over: verified against the store's root, or not, with why. Nil when
    /// the token is not a transaction's at all.
    static func verification(_ jws: String, device: LocalStore) async -> VerificationResult<Transaction>? {
        guard let transaction = Transaction(jws: jws) else { return nil }
        return await verified(transaction) { _ = try await device.verifier.verifyTransaction(jws) }
    }

    /// `value` verified when `check` passes, else unverified with StoreKit's reason for its failure.
    private static func verified<Value>(_ value: Value, by check: () async throws -> Void) async -> VerificationResult<Value> {
        do {
            try await check()
            return .verified(value)
        } catch {
            return .unverified(value, .init(error))
        }
    }

    /// A group's statuses, each transaction and renewal info verified against the store's root.
    private static func statuses(_ groupID: String, device: LocalStore) async throws -> [Product.SubscriptionInfo.Status] {
        let signed: [SignedSubscriptionStatus]
        do {
            signed = try await device.subscriptionStatuses(groupId: groupID)
        } catch {
            throw storeKitError(error)
        }
        let now = (try? await device.now()) ?? Date()
        var statuses: [Product.SubscriptionInfo.Status] = []
        for status in signed {
            guard let transaction = await verification(status.transaction.compact, device: device),
                let info = Product.SubscriptionInfo.RenewalInfo(jws: status.renewalInfo.compact)
            else { continue }
            let renewalInfo = await verified(info) { _ = try await device.verifier.verifyRenewalInfo(status.renewalInfo.compact) }
            statuses.append(Product.SubscriptionInfo.Status(transaction: transaction, renewalInfo: renewalInfo, now: now))
        }
        return statuses
    }
}
#endif
