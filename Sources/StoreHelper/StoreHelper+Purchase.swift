import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Buys `product`: `.purchased` with the verified, delivered transaction, `.pending` (Ask to Buy, or
    /// interrupted: the listener finishes it later) or `.userCancelled`. Every failure is thrown, once,
    /// typed: another purchase in progress, an offer that cannot be signed, the store's failure, a
    /// transaction that does not verify (nothing is granted), a consumable the ledger cannot record.
    /// ``purchaseState`` mirrors the outcome for SwiftUI. A promotional offer is named by
    /// `promotionalOfferId` and signed by the helper's ``PromotionalOfferSigner``. A downgrade (or a
    /// crossgrade to another period) takes effect at the next renewal: the transaction returned is then
    /// the current one, for the current product, and ``subscriptionInfo(for:)`` shows the change.
    @discardableResult
    public func purchase(
        _ product: StoreProduct,
        options: PurchaseOptions = PurchaseOptions(),
        promotionalOfferId: String? = nil
    ) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        guard !purchaseInFlight else {
            logger.notice("refused a purchase of \(product.id): another purchase is in progress")
            throw StoreHelperError.purchaseInProgress
        }
        purchaseInFlight = true
        defer { purchaseInFlight = false }
        dismissPurchaseIntent(for: product.id)
        set(.inProgress)
        do {
            let outcome = try await purchaseOnce(product, options: options, promotionalOfferId: promotionalOfferId)
            set(outcomeOf: outcome)
            return outcome
        } catch {
            logger.error("the purchase of \(product.id) failed: \(error)")
            set(error.kind == .verification ? .failedVerification : .failed)
            throw error
        }
    }

    private func purchaseOnce(
        _ product: StoreProduct,
        options: PurchaseOptions,
        promotionalOfferId: String?
    ) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        var options = options
        if let server, options.appAccountToken == nil { options.appAccountToken = server.appAccountToken }
        if let offerId = promotionalOfferId {
            guard let offerSigner else { throw StoreHelperError.noOfferSigner }
            do {
                options.promotionalOffer = try await offerSigner.sign(
                    productId: product.id,
                    offerId: offerId,
                    appAccountToken: options.appAccountToken
                )
            } catch {
                throw StoreHelperError.offerSigning(error)
            }
        }
        logger.info("purchasing \(product.id)")
        let result: PurchaseResult<SignedJWS>
        do { result = try await store.purchase(product.id, options: options) } catch { throw .store(error, "the purchase of \(product.id)") }
        return try await settle(result, of: product.id)
    }

    /// What the store answered to a purchase of `productId`, taken in: a purchased transaction verified, delivered,
    /// finished and the entitlements recomputed; a pending one remembered until it completes or is declined.
    func settle(_ result: PurchaseResult<SignedJWS>, of productId: String) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        switch result {
        case .purchased(let jws):
            let transaction = try await verifyOrThrow(jws)
            try await deliver(transaction)
            await rereadStatuses(of: transaction)
            await reevaluate()
            return .purchased(transaction)
        case .pending(let ticket):
            pending[ticket?.id ?? productId] = productId
            logger.info("purchase of \(productId) is pending (Ask to Buy or interrupted)")
            return .pending(ticket)
        case .userCancelled:
            logger.info("purchase of \(productId) cancelled by the customer")
            return .userCancelled
        }
    }

    func set(_ state: PurchaseState) {
        purchaseState = state
        broadcast.send(.purchaseState(state))
    }

    /// ``purchaseState`` after a purchase ended with `outcome`.
    func set(outcomeOf outcome: PurchaseResult<StoreTransaction>) {
        switch outcome {
        case .purchased: set(.purchased)
        case .pending: set(.pending)
        case .userCancelled: set(.cancelled)
        }
    }

    /// Verifies a signed transaction; nil (and a report in ``lastError``) when it does not verify.
    func verify(_ jws: SignedJWS, keeping: Bool = true) async -> StoreTransaction? {
        if rejectedTokens[jws] != nil { return nil }  // reported when it was first refused
        do { return try await verifyOrThrow(jws, keeping: keeping) } catch {
            lastError = error
            return nil
        }
    }

    /// Verifies a signed transaction, throwing why it does not verify (and telling ``changes``); `keeping`
    /// adds it to ``history`` (a re-read adds to the history it builds instead).
    func verifyOrThrow(_ jws: SignedJWS, keeping: Bool = true) async throws(StoreHelperError) -> StoreTransaction {
        if let known = verifiedTokens[jws] {
            if keeping { history.add(known) }
            return known
        }
        if let refused = rejectedTokens[jws] { throw .verification(refused) }
        do throws(VerificationError) {
            let payload = try await verifier.verifyTransaction(jws.compact)
            guard let transaction = StoreTransaction(SignedTransaction(payload: payload, jws: jws.compact)) else {
                throw VerificationError.payloadNotDecodable("the transaction lacks its id, product, type, purchase date or a subscription's expiry")
            }
            if keeping { history.add(transaction) }
            if rememberVerdicts { verifiedTokens[jws] = transaction }
            if server != nil { unreported.append(jws.compact) }
            return transaction
        } catch {
            logger.error("ignored a transaction that did not verify: \(error)")
            broadcast.send(.unverified(reason: error.description))
            if rememberVerdicts { rejectedTokens[jws] = error }
            throw .verification(error)
        }
    }

    /// Delivers a verified transaction, then finishes it. Consumables are credited once per
    /// transaction id; nothing is finished unless delivery succeeded; a transaction handed over again in
    /// the state it was delivered in (``StoreTransaction/settlement``) changes nothing.
    func deliver(_ transaction: StoreTransaction) async throws(StoreHelperError) {
        let id = transaction.id
        let productId = transaction.productId
        let settlement = transaction.settlement
        while let running = delivering[settlement] { await running.value }
        if settled.contains(settlement) { return }
        let (done, ended) = AsyncStream.makeStream(of: Void.self)
        delivering[settlement] = Task { for await _ in done {} }
        defer {
            delivering[settlement] = nil
            ended.finish()
        }
        if transaction.productType == .consumable {
            do {
                let outcome = try await ledger.record(transaction.payload)
                if case .credited(let quantity) = outcome { logger.info("credited \(quantity) × \(productId) (transaction \(id))") }
                broadcast.send(.consumableBalance(productId: productId, count: await ledger.balance(for: productId)))
            } catch {
                logger.error("could not record consumable \(productId) (transaction \(id)): \(error); it stays unfinished")
                throw StoreHelperError.ledger(error)
            }
        }
        do {
            try await store.finish(id)
            settled.insert(settlement)
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
