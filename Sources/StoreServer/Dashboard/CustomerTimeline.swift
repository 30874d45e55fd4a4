#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import StoreHelperJSON
import StoreStorage
import StoreWeb

/// A customer's story in order: each transaction (purchase, renewal, refund), each notification received
/// about their purchases, each purchase they were given by or lost to another app user, each time they opened
/// the cancellation flow (what the server answered, and what they then did), each withdrawal of consent for the
/// app, and each change in what they are entitled to, as customer info said at the time.
struct CustomerTimeline {
    /// One line of the timeline.
    struct Entry {
        var when: Date
        /// `transaction`, `notification`, `ownership`, `retention`, `consent` or `entitlement` (the row's class).
        var kind: String
        var what: String
        var details: String
    }

    /// The most instants the entitlement changes are looked at (a customer with more events shows the latest).
    static let mostInstants = 400

    let records: CustomerRecords
    let notifications: [NotificationRecord]
    let ownershipChanges: [OwnershipChange]
    let retentionDecisions: [RetentionDecision]
    /// The customer info of the records at an instant (the service's one evaluation).
    let evaluate: (Date) -> CustomerInfo

    /// The timeline up to `now`, oldest first.
    func entries(until now: Date) -> [Entry] {
        var entries: [Entry] = []
        for transaction in records.transactions.map(\.payload) {
            let id = transaction.transactionId ?? ""
            if let purchased = transaction.purchaseDate?.date {
                let reason = transaction.transactionReason == .renewal ? "Renewal" : "Purchase"
                var details = "\(transaction.productId ?? "") · transaction \(id)"
                if let price = transaction.price { details += " · \(Display.milliunits(price)) \(transaction.currency ?? "")" }
                if let offer = transaction.offerType { details += " · \(offer.name) offer" }
                if transaction.inAppOwnershipType == .familyShared { details += " · family shared" }
                if transaction.inAppOwnershipType == .assigned { details += " · assigned by an organization" }
                if let environment = transaction.environment { details += " · \(environment.rawValue)" }
                entries.append(Entry(when: purchased, kind: "transaction", what: reason, details: details))
            }
            if let revoked = transaction.revocationDate?.date {
                entries.append(
                    Entry(
                        when: revoked,
                        kind: "transaction",
                        what: Self.revocation(transaction.revocationType),
                        details: "\(transaction.productId ?? "") · transaction \(id)"
                    )
                )
            }
        }
        for notification in notifications {
            let payload = notification.payload
            let type = payload.notificationType?.rawValue ?? "?"
            let subtype = payload.subtype.map { " \($0.rawValue)" } ?? ""
            let about = Self.transaction(in: notification).map { " · \($0.productId ?? "") · transaction \($0.transactionId ?? "")" } ?? ""
            entries.append(
                Entry(
                    when: payload.signedDate?.date ?? notification.receivedDate,
                    kind: "notification",
                    what: "\(type)\(subtype)",
                    details: "signature verified · received \(Display.instant(notification.receivedDate))\(about)"
                )
            )
        }
        for change in ownershipChanges {
            entries.append(
                Entry(
                    when: change.date,
                    kind: "ownership",
                    what: "Transferred from \(Display.visible(change.fromAppUserId)) to \(Display.visible(change.toAppUserId))",
                    details: "purchase (original transaction) \(change.originalTransactionId)"
                )
            )
        }
        for rescission in records.consentRescissions {
            entries.append(
                Entry(
                    when: rescission.date,
                    kind: "consent",
                    what: "Consent for the app withdrawn by a parent or guardian (RESCIND_CONSENT)",
                    details: "app transaction \(rescission.appTransactionId)\(rescission.environment.map { " · \($0)" } ?? "")"
                )
            )
        }
        entries += retentionEntries()
        entries += entitlementChanges(until: now)
        // At one instant: transactions, then notifications, then what they changed (the order they were added).
        return entries.enumerated().sorted { ($0.element.when, $0.offset) < ($1.element.when, $1.offset) }.map(\.element)
    }

    /// The transaction a stored notification carries (verified when it arrived; decoded here from its
    /// signed payload, which alone keeps the nested token, to show it).
    static func transaction(in notification: NotificationRecord) -> JWSTransactionDecodedPayload? {
        if let transaction = notification.transaction { return transaction.payload }
        guard let outer = try? CompactJWS(notification.signedPayload),
            let payload = try? JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: Data(outer.payload)),
            let signed = payload.data?.signedTransactionInfo, let jws = try? CompactJWS(signed)
        else { return nil }
        return try? JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: Data(jws.payload))
    }

    /// Each cancellation flow the server answered, with what the subscriber then did.
    private func retentionEntries() -> [Entry] {
        guard !retentionDecisions.isEmpty else { return [] }
        let heard = RetentionFollowUp.heard(notifications)
        let transactions = records.transactions.map(\.payload)
        return retentionDecisions.enumerated().map { index, decision in
            let next = retentionDecisions.dropFirst(index + 1).first { $0.originalTransactionId == decision.originalTransactionId }?.decidedDate
            let followUp = RetentionFollowUp.of(decision, until: next, notifications: heard, transactions: transactions)
            var chosen = decision.answer == "none" ? "no choice (the App Store's default)" : decision.answer
            if let message = decision.messageIdentifier { chosen += " · message \(message)" }
            if let product = decision.offeredProductId { chosen += " · \(product)" }
            if let offer = decision.offerIdentifier { chosen += " · offer \(offer)" }
            let rule = decision.rule.map { " (\($0))" } ?? ""
            return Entry(
                when: decision.decidedDate,
                kind: "retention",
                what: "Opened the cancellation flow: \(decision.productId) [\(decision.userLocale)]",
                details: "answered \(chosen)\(rule) in \(decision.latencyMicroseconds / 1_000) ms · then \(followUp)"
            )
        }
    }

    /// When the customer's active products changed: every instant something could change, evaluated.
    private func entitlementChanges(until now: Date) -> [Entry] {
        var instants = Set<Date>()
        for transaction in records.transactions.map(\.payload) {
            for date in [transaction.purchaseDate, transaction.expiresDate, transaction.revocationDate].compactMap({ $0?.date }) where date <= now {
                instants.insert(date)
            }
        }
        for info in records.renewalInfos.map(\.payload) {
            if let grace = info.gracePeriodExpiresDate?.date, grace <= now { instants.insert(grace) }
        }
        for rescission in records.consentRescissions where rescission.date <= now { instants.insert(rescission.date) }
        instants.insert(now)
        var entries: [Entry] = []
        var before: Set<String> = []
        for instant in instants.sorted().suffix(Self.mostInstants) {
            let after = Set(evaluate(instant).activeProductIds)
            for gained in after.subtracting(before).sorted() {
                entries.append(Entry(when: instant, kind: "entitlement", what: "Entitled to", details: gained))
            }
            for lost in before.subtracting(after).sorted() {
                entries.append(Entry(when: instant, kind: "entitlement", what: "No longer entitled to", details: lost))
            }
            before = after
        }
        return entries
    }

    /// What ended a transaction, by its `revocationType`: a refund, or access someone else took back.
    static func revocation(_ type: RevocationType?) -> String {
        switch type {
        case .familyRevoke?: "Family sharing ended"
        case .assignmentRevoke?: "Seat taken back by the organization"
        default: "Refund"
        }
    }
}
#endif
