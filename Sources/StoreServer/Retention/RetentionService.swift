#if Server
public import AppStoreModels
import AppStoreSignature
import Foundation
import Logging
import NIOConcurrencyHelpers
import StoreStorage

/// Answers the App Store's real-time retention requests (`POST /apple/retention`): verifies the request,
/// finds the subscription and its owner, lets the rules choose within the latency budget, records the
/// decision, and answers with the message, alternate product or signed promotional offer chosen — or with
/// no choice (the App Store then shows the default message).
public struct RetentionService: Sendable {
    let sources: TrustedSources
    /// Only what the service reads and writes: purchases and their owners, notifications, decisions.
    let storage: any PurchaseStore & NotificationStore & RetentionStore
    let rules: RetentionRules
    /// Signs the promotional offers the rules choose (the offer key), when configured.
    let signatures: OfferSignatures?
    /// The server's instant: a request's freshness, the decision's date.
    let clock: any ServiceClock
    /// Real time: the latency budget and the latency recorded.
    let wallClock: any ServiceClock
    let metrics: ServerMetrics
    let logger: Logger
    /// How far from the server's clock a request's `signedDate` may be: the App Store waits 700 ms for an answer,
    /// so a request signed minutes ago is a replay, and one signed ahead is not the App Store's.
    static let freshness: TimeInterval = 300

    /// The answer to a delivered request (`{"signedPayload": …}`, decoded by the route).
    public func answer(_ delivered: RealtimeRequestBody) async throws(ServerError) -> RealtimeResponseBody {
        guard let signedPayload = delivered.signedPayload else { throw ServerError.badRequest("the request has no signedPayload") }
        let request = try await sources.verifyRealtimeRequest(signedPayload)
        guard let requestId = request.requestIdentifier, !requestId.isEmpty, requestId.utf8.count <= 64,
            let original = request.originalTransactionId, !original.isEmpty, original.utf8.count <= 64,
            let productId = request.productId, !productId.isEmpty, productId.utf8.count <= 256
        else { throw ServerError(.verificationFailed, "the retention request lacks its request identifier, original transaction or product") }
        guard let signed = request.signedDate?.date, abs(signed.timeIntervalSince(clock.now)) <= Self.freshness else {
            throw ServerError(
                .staleRequest,
                "the retention request was signed \(request.signedDate.map { "at \($0.date)" } ?? "at no date"), not within \(Int(Self.freshness)) s of now"
            )
        }
        let started = wallClock.now
        let budget = rules.latencyBudget
        // The first of the decision and the budget answers; a decision still running then finishes unheard (it
        // only reads), so a slow database never holds the answer past the budget.
        let first = NIOLockedValueBox<CheckedContinuation<Outcome, Never>?>(nil)
        var timer: Task<Void, Never>?
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            first.withLockedValue { $0 = continuation }
            let answer: @Sendable (Outcome) -> Void = { outcome in
                first.withLockedValue {
                    $0?.resume(returning: outcome)
                    $0 = nil
                }
            }
            Task {
                do throws(ServerError) { answer(.decided(try await decide(request, original: original, productId: productId))) } catch {
                    answer(.failed(error))
                }
            }
            timer = Task {
                try? await wallClock.sleep(for: budget)
                answer(.overBudget)
            }
        }
        timer?.cancel()
        let decided: Decided?
        var reason: String?
        switch outcome {
        case .decided(let made): decided = made
        case .overBudget:
            decided = nil
            reason = "(over the latency budget)"
        case .failed(let error) where error.kind == .alreadyAnswered:
            throw error
        case .failed(let error):
            decided = nil
            reason = "(could not decide: \(error.kind))"
            logger.error("retention request not decided", metadata: ["error": "\(error)"])
        }
        let micros = Int64((max(0, wallClock.now.timeIntervalSince(started)) * 1_000_000).rounded())
        let answer = decided?.answer ?? RealtimeResponseBody()
        var decision = RetentionDecision(
            requestIdentifier: requestId,
            originalTransactionId: original,
            productId: productId,
            userLocale: request.userLocale ?? "",
            environment: request.environment?.rawValue,
            appUserId: decided?.appUserId,
            decidedDate: MillisecondDate(clock.now).date,  // to the millisecond, as every stored date

            rule: reason ?? decided?.rule,
            answer: Self.kind(of: answer),
            latencyMicroseconds: micros
        )
        decision.messageIdentifier =
            answer.message?.messageIdentifier ?? answer.alternateProduct?.messageIdentifier ?? answer.promotionalOffer?.messageIdentifier
        decision.offeredProductId = answer.alternateProduct?.productId ?? decided?.offeredProductId
        decision.offerIdentifier = decided?.offerIdentifier
        if decided != nil {
            do { _ = try await storage.recordRetentionDecision(decision) } catch { throw .storage(error) }
        } else {
            // The storage was too slow or failed: the answer does not wait for it a second time.
            let storage = self.storage
            let logger = self.logger
            let record = decision
            Task {
                do { _ = try await storage.recordRetentionDecision(record) } catch {
                    logger.error("retention decision not recorded", metadata: ["request": "\(record.requestIdentifier)", "error": "\(error)"])
                }
            }
        }
        metrics.retentionDecision(answer: decision.answer)
        logger.info(
            "retention request answered",
            metadata: ["answer": "\(decision.answer)", "rule": "\(decision.rule ?? "-")", "microseconds": "\(micros)"]
        )
        return answer
    }

    /// How deciding ended.
    private enum Outcome: Sendable {
        case decided(Decided)
        case failed(ServerError)
        case overBudget
    }

    /// What the rules chose, and for whom.
    private struct Decided: Sendable {
        var answer: RealtimeResponseBody
        var rule: String?
        var appUserId: String?
        var offeredProductId: String?
        var offerIdentifier: String?
    }

    private func decide(_ request: DecodedRealtimeRequestBody, original: String, productId: String) async throws(ServerError) -> Decided {
        let owner: String?
        let transactions: [JWSTransactionDecodedPayload]
        do {
            // A request answered once is never answered again: a replay gets no freshly signed offer.
            if try await storage.retentionDecisions(about: [original]).contains(where: { $0.requestIdentifier == request.requestIdentifier }) {
                throw ServerError(.alreadyAnswered, "the retention request \(request.requestIdentifier ?? "") was answered before")
            }
            owner = try await storage.appUserId(owning: original)
            if let owner {
                transactions = try await storage.customer(owner).transactions.map(\.payload).filter { $0.originalTransactionId == original }
            } else {
                transactions = try await storage.notifications(about: [original]).compactMap { $0.transaction?.payload }
            }
        } catch let error as ServerError {
            throw error
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw ServerError(.storageFailure, "the database cannot answer now", detail: "\(error)")
        }
        let situation = RetentionRules.Situation(
            productId: productId,
            userLocale: request.userLocale ?? "",
            transactions: transactions,
            appUserId: owner
        )
        guard let rule = rules.decide(situation) else { return Decided(answer: RealtimeResponseBody(), appUserId: owner) }
        var decided = Decided(answer: RealtimeResponseBody(), rule: rule.name, appUserId: owner)
        switch rule.answer {
        case .message(let id):
            decided.answer.message = .init(messageIdentifier: id)
        case .alternateProduct(let id, let product, let plan):
            decided.answer.alternateProduct = .init(messageIdentifier: id, productId: product, billingPlanType: plan)
        case .promotionalOffer(let id, let product, let offer):
            guard let signatures else { return Decided(answer: RealtimeResponseBody(), rule: rule.name, appUserId: owner) }
            do {
                let jws = try signatures.promotionalOfferV2(productId: product, offerIdentifier: offer, transactionId: original)
                decided.answer.promotionalOffer = .init(messageIdentifier: id, promotionalOfferSignatureV2: jws)
            } catch {
                throw ServerError(.signingFailed, "the offer could not be signed", detail: error.description)
            }
            decided.offeredProductId = product
            decided.offerIdentifier = offer
        }
        return decided
    }

    static func kind(of answer: RealtimeResponseBody) -> String {
        if answer.message != nil { return "message" }
        if answer.alternateProduct != nil { return "alternateProduct" }
        if answer.promotionalOffer != nil { return "promotionalOffer" }
        return "none"
    }
}
#endif
