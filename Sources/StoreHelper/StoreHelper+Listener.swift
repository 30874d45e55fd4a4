import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// One update from the store: verified, delivered, finished; a bad one is reported and skipped.
    func handle(_ update: StoreUpdate) async {
        switch update {
        case .transaction(let jws):
            guard let transaction = await take(jws) else { return }
            await rereadStatuses(of: transaction)
            await reevaluate()
            await refreshMessages()
        case .subscriptionStatus(let groupId):
            logger.debug("the store reports a status change in subscription group \(groupId)")
            do { try await rereadStatuses(groupId: groupId) } catch { report(.store(error, "reading subscription statuses")) }
            await reevaluate()
            await refreshMessages()
        case .purchaseIntent(let productId, let winBackOfferId):
            receivePurchaseIntent(for: productId, winBackOfferId: winBackOfferId)
        case .pendingMessages:
            await refreshMessages()
        case .declined(let pendingId, let productId):
            guard pending.removeValue(forKey: pendingId) != nil || pending.removeValue(forKey: productId) != nil else { return }
            logger.info("the Ask to Buy request for \(productId) was declined")
            broadcast.send(.declined(productId: productId))
            set(.declined)
        }
    }

    /// Verifies, delivers and finishes one transaction, and settles an Ask to Buy purchase it
    /// approves; nil when it did not verify or could not be delivered (reported).
    @discardableResult
    func take(_ jws: SignedJWS) async -> StoreTransaction? {
        guard let transaction = await verify(jws) else { return nil }
        do {
            try await deliver(transaction)
        } catch {
            report(error)
            return nil
        }
        if transaction.revocationDate == nil, let key = pending.first(where: { $0.value == transaction.productId })?.key {
            pending[key] = nil
            // An approved Ask to Buy purchase; while another purchase is running, its state wins.
            if !purchaseInFlight { set(.purchased) }
        }
        return transaction
    }

    /// Reads the statuses of a subscription's group again when `transaction` is one (a purchase, renewal or
    /// change comes with a new renewal info); a failure is reported.
    func rereadStatuses(of transaction: StoreTransaction) async {
        guard transaction.productType == .autoRenewable, let groupId = transaction.payload.subscriptionGroupIdentifier else { return }
        do { try await rereadStatuses(groupId: groupId) } catch { report(.store(error, "reading subscription statuses")) }
    }

    /// Takes in a transaction that reached the app outside ``purchase(_:options:promotionalOfferId:)``: one StoreKit's own
    /// views bought (`StoreView`, `SubscriptionStoreView`, handing it over in `onInAppPurchaseCompletion`),
    /// as its `jwsRepresentation`. It is verified, delivered (a consumable is credited once however often
    /// it arrives), finished, and entitlements are recomputed. Throws when it does not verify or cannot be
    /// delivered; nothing is granted then.
    @discardableResult
    public func receive(_ jws: String) async throws(StoreHelperError) -> StoreTransaction {
        let transaction = try await verifyOrThrow(SignedJWS(jws))
        try await deliver(transaction)
        await rereadStatuses(of: transaction)
        await reevaluate()
        return transaction
    }

    /// Takes in everything the store has now, without waiting for the listener: delivers every
    /// unfinished transaction and recomputes what the customer owns at the store's time. When it
    /// returns, ``purchasedProducts``, ``isPurchased(productId:)``, ``purchaseInfo(for:)`` and
    /// ``subscriptionInfo(for:)`` reflect every change the store had made when it was called. Apps call
    /// it when they come to the foreground; tests call it after driving the store.
    public func catchUp() async {
        do {
            for jws in try await store.unfinishedTransactions() { await take(jws) }
        } catch {
            report(.store(error, "reading unfinished transactions"))
        }
        await refreshEntitlements()
    }
}
