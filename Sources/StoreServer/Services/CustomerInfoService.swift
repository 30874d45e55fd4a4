#if Server
import AppStoreModels
import Entitlements
public import Foundation
public import StoreHelperJSON
import StoreStorage

/// A user's customer info: the entitlement engine over everything stored for them, at the server's clock.
public struct CustomerInfoService: Sendable {
    let storage: any PurchaseStore & ConsumptionStore
    let engine: EntitlementEngine
    let entitlements: [String: [String]]
    /// Whether Sandbox purchases count (``ServerSettings/sandboxGrantsEntitlements``).
    let grantingSandbox: Bool
    /// What a withdrawn consent does to access (``ServerSettings/consentRescinded``).
    let consentRescinded: ConsentRescindedPolicy
    let clock: any ServiceClock

    /// Answers already computed, kept while they are right.
    let cache = CustomerInfoCache()

    /// The customer info of `appUserId` now.
    public func customerInfo(_ appUserId: String) async throws(ServerError) -> CustomerInfo {
        try await answer(appUserId).info
    }

    /// The customer info of `appUserId` now and its JSON (keys sorted), as `GET /v1/subscribers/{appUserId}` answers it.
    public func answer(_ appUserId: String) async throws(ServerError) -> (info: CustomerInfo, body: Data) {
        try AppUserId.check(appUserId)
        let now = clock.now
        // Whole milliseconds: the instant the answer states, and signs, exactly.
        let requestDate = MillisecondDate(milliseconds: MillisecondDate(now).wholeMilliseconds)
        let revision: Int64?
        do { revision = try await storage.customerRevision(appUserId) } catch { throw .storage(error) }
        if let revision, let kept = cache.answer(appUserId, revision: revision, at: now) { return kept.at(requestDate) }
        // Read after the revision: the records are at least as new as it, so keeping them under it is safe.
        let records: CustomerRecords
        do { records = try await storage.customer(appUserId) } catch { throw .storage(error) }
        let (info, nextChange) = evaluate(appUserId, records: records, at: now)
        let answer = CustomerInfoCache.Answer(info: info, body: CustomerInfoBody(info))
        if let revision { cache.keep(answer, revision: revision, computedAt: now, validUntil: nextChange) }
        return answer.at(requestDate)
    }

    /// The customer info of `appUserId` from `records` at `instant`, and the first instant after it at which it
    /// may change with no new data: the one evaluation every answer (and the dashboard) comes from.
    func evaluate(_ appUserId: String, records: CustomerRecords, at instant: Date) -> (info: CustomerInfo, nextChange: Date?) {
        CustomerInfo.evaluate(
            appUserId,
            history: history(of: records),
            consumed: records.consumed,
            consentRescinded: records.consentRescissions.map(\.date).min().map { ($0, consentRescinded) },
            engine: engine,
            entitlements: entitlements,
            at: instant
        )
    }

    /// What the engine judges of `records`: all of them, or without Sandbox's when Sandbox grants nothing.
    func history(of records: CustomerRecords) -> History {
        let counted = { (environment: AppStoreEnvironment?) in grantingSandbox || environment != .sandbox }
        return History(
            transactions: records.transactions.map(\.payload).filter { counted($0.environment) },
            renewalInfos: records.renewalInfos.map(\.payload).filter { counted($0.environment) }
        )
    }

    /// Uses up `quantity` units of consumable `productId` for `appUserId`, once per `requestId`, from the
    /// purchases the user owns (counted per purchase: never more units than a purchase bought, whoever spent them).
    public func consume(_ appUserId: String, productId: String, requestId: String, quantity: Int) async throws(ServerError) -> Int {
        try AppUserId.check(appUserId)
        try TextInput.check(productId, "a product id", maximumBytes: 256)
        try TextInput.check(requestId, "a request id")
        let records: CustomerRecords
        do { records = try await storage.customer(appUserId) } catch { throw .storage(error) }
        let purchases = records.consumablePurchases(of: productId)
        guard !purchases.isEmpty else {
            throw ServerError(.unknownProduct, "\(appUserId) has no consumable \(productId)")
        }
        let outcome: ConsumptionOutcome
        do {
            outcome = try await storage.consume(
                Consumption(requestId: requestId, appUserId: appUserId, productId: productId, quantity: quantity, date: clock.now),
                from: purchases
            )
        } catch  where error.kind == .invalidRequest {
            throw .badRequest(error.message)
        } catch {
            throw .storage(error)
        }
        switch outcome {
        case .consumed(let balance), .alreadyApplied(let balance): return balance
        case .insufficientBalance(let balance):
            throw ServerError(.insufficientBalance, "\(productId): \(balance) left, \(quantity) asked for")
        case .requestIdReused:
            throw ServerError(.requestIdReused, "the request id \(requestId) was used for another request: use a new one for each")
        }
    }
}
#endif
