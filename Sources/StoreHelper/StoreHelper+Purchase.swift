import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import StoreKitInterface

extension StoreHelper {
    /// Buys `product`. Returns the verified transaction (when purchased) and the purchase state.
    /// Throws only when another purchase is in progress or a promotional offer cannot be signed;
    /// store failures end in ``PurchaseState/failed`` and verification failures in
    /// ``PurchaseState/failedVerification`` (see ``lastError`` for both). A downgrade (or a
    /// crossgrade to another period) takes effect at the next renewal: the transaction returned is
    /// then the current one, for the current product, and ``subscriptionInfo(for:)`` shows the change.
    @discardableResult
    public func purchase(
        _ product: StoreProduct,
        options: PurchaseOptions = PurchaseOptions(),
        promotionalOfferId: String? = nil
    ) async throws(StoreHelperError) -> (transaction: JWSTransactionDecodedPayload?, state: PurchaseState) {
        guard !purchaseInFlight else {
            logger.notice("refused a purchase of \(product.id): another purchase is in progress")
            throw StoreHelperError.purchaseInProgress
        }
        purchaseInFlight = true
        defer { purchaseInFlight = false }
        set(.inProgress)
        lastError = nil
        var options = options
        if let server, options.appAccountToken == nil { options.appAccountToken = server.appAccountToken }
        if let offerId = promotionalOfferId {
            guard let offerSigner else {
                set(.failed)
                report(.noOfferSigner)
                throw StoreHelperError.noOfferSigner
            }
            do {
                options.promotionalOffer = try await offerSigner.sign(
                    productId: product.id,
                    offerId: offerId,
                    appAccountToken: options.appAccountToken
                )
            } catch {
                set(.failed)
                let failure = StoreHelperError.offerSigning(error)
                report(failure)
                throw failure
            }
        }
        logger.info("purchasing \(product.id)")
        let result: PurchaseResult
        do {
            result = try await store.purchase(product.id, options: options)
        } catch {
            report(.store(error, "the purchase of \(product.id)"))
            set(.failed)
            return (nil, .failed)
        }
        switch result {
        case .success(let jws):
            guard let transaction = await verify(jws) else {
                set(.failedVerification)
                return (nil, .failedVerification)
            }
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                set(.failed)
                return (transaction, .failed)
            }
            await refreshEntitlements()
            set(.purchased)
            return (transaction, .purchased)
        case .pending(let id):
            pending[id ?? product.id] = product.id
            logger.info("purchase of \(product.id) is pending (Ask to Buy or interrupted)")
            set(.pending)
            return (nil, .pending)
        case .userCancelled:
            logger.info("purchase of \(product.id) cancelled by the customer")
            set(.cancelled)
            return (nil, .cancelled)
        }
    }

    func set(_ state: PurchaseState) {
        purchaseState = state
        broadcast.send(.purchaseState(state))
    }

    /// Verifies a signed transaction; nil (and a report) when it does not verify.
    func verify(_ jws: String) async -> JWSTransactionDecodedPayload? {
        if let known = verifiedTokens[jws] { return known }
        if rejectedTokens.contains(jws) { return nil }
        let remember: Bool = if case .signedDate = verifier.policy.checkTime { true } else { false }
        do {
            let transaction = try await verifier.verifyTransaction(jws)
            if let id = transaction.transactionId { verifiedTransactions[id] = transaction }
            if remember { verifiedTokens[jws] = transaction }
            if server != nil { unreported.append(jws) }
            return transaction
        } catch {
            logger.error("ignored a transaction that did not verify: \(error)")
            lastError = .verification(error)
            broadcast.send(.unverified(reason: error.description))
            if remember { rejectedTokens.insert(jws) }
            return nil
        }
    }

    /// Delivers a verified transaction, then finishes it. Consumables are credited once per
    /// transaction id; nothing is finished unless delivery succeeded.
    func deliver(_ transaction: JWSTransactionDecodedPayload) async throws(StoreHelperError) {
        guard let id = transaction.transactionId, let productId = transaction.productId else { return }
        if transaction.type == .consumable {
            do {
                let outcome = try await ledger.record(transaction)
                if case .credited(let quantity) = outcome { logger.info("credited \(quantity) × \(productId) (transaction \(id))") }
                broadcast.send(.consumableBalance(productId: productId, count: await ledger.balance(for: productId)))
            } catch {
                logger.error("could not record consumable \(productId) (transaction \(id)): \(error); it stays unfinished")
                throw StoreHelperError.ledger(error)
            }
        }
        do {
            try await store.finish(id)
        } catch {
            // Delivered but not finished: the store hands it over again, and delivery is idempotent.
            report(.store(error, "finishing transaction \(id)"))
        }
        if transaction.revocationDate != nil {
            logger.info("\(productId) was refunded or revoked (transaction \(id))")
            broadcast.send(.revoked(productId: productId, transactionId: id))
        } else {
            logger.info("delivered \(productId) (transaction \(id))")
            broadcast.send(.delivered(productId: productId, transactionId: id))
        }
    }
}
