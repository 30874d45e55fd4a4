import AppStoreModels
import Entitlements
import Foundation

/// The dashboard's figures for a period and an environment, per currency, computed from every stored
/// transaction and renewal info with the entitlement engine (active means the engine grants access:
/// subscribed or in a grace period). Family-shared copies are not counted: the purchase they share is.
public struct Analytics: Sendable {
    /// One currency's figures (amounts in milliunits, as Apple sends prices).
    public struct Figures: Codable, Hashable, Sendable {
        /// Paid subscriptions that give access at the end of the period.
        public var activeSubscriptions = 0
        /// Subscriptions in a free trial at the end of the period.
        public var activeTrials = 0
        /// Monthly recurring revenue at the end: each active paid subscription's price normalised to one month.
        public var mrr: Int64 = 0
        /// Paid purchases made in the period, not refunded: their prices summed.
        public var revenue: Int64 = 0
        /// Paid purchases made in the period, and how many of them were refunded.
        public var purchases = 0
        public var refunds = 0
        /// `refunds / purchases`; nil without purchases.
        public var refundRate: Double?
        /// Paid subscriptions active at the start, and how many of them were not at the end.
        public var activeAtStart = 0
        public var churned = 0
        /// `churned / activeAtStart`; nil when none was active at the start.
        public var churnRate: Double?
        /// Free trials started in the period and over by its end, and how many went on to a paid period.
        public var trialsEnded = 0
        public var trialsConverted = 0
        /// `trialsConverted / trialsEnded`; nil when no trial ended.
        public var trialConversionRate: Double?

        public init() {}
    }

    /// What `GET /v1/analytics/figures` answers.
    public struct Report: Codable, Hashable, Sendable {
        public var from: MillisecondDate
        public var to: MillisecondDate
        /// The environment counted, or nil for all.
        public var environment: String?
        /// Figures by ISO 4217 currency code.
        public var currencies: [String: Figures]
    }

    let catalog: ProductCatalog

    public init(catalog: ProductCatalog) { self.catalog = catalog }

    /// The figures of `[from, to)` in `environment` (every environment when nil).
    public func report(
        transactions: [JWSTransactionDecodedPayload],
        renewalInfos: [JWSRenewalInfoDecodedPayload],
        from: Date,
        to: Date,
        environment: String?
    ) -> Report {
        let counted = transactions.filter { transaction in
            transaction.inAppOwnershipType != .familyShared && (environment.map { transaction.environment?.rawValue == $0 } ?? true)
        }
        let renewals = renewalInfos.filter { info in environment.map { info.environment?.rawValue == $0 } ?? true }
        let history = History(transactions: counted, renewalInfos: renewals)
        let engine = EntitlementEngine(catalog: catalog)
        let atStart = Self.statuses(engine.evaluate(history, at: from))
        let atEnd = Self.statuses(engine.evaluate(history, at: to))
        var figures: [String: Figures] = [:]
        func add(_ currency: String?, _ change: (inout Figures) -> Void) { change(&figures[currency ?? "", default: Figures()]) }

        for status in atEnd.values where status.state.grantsAccess {
            let current = status.transaction
            if Self.isTrial(current) {
                add(current.currency) { $0.activeTrials += 1 }
            } else {
                add(current.currency) { figures in
                    figures.activeSubscriptions += 1
                    figures.mrr += monthly(current)
                }
            }
        }
        for (originalId, status) in atStart where status.state.grantsAccess && !Self.isTrial(status.transaction) {
            let stillActive = atEnd[originalId].map { $0.state.grantsAccess && !Self.isTrial($0.transaction) } ?? false
            add(status.transaction.currency) { figures in
                figures.activeAtStart += 1
                if !stillActive { figures.churned += 1 }
            }
        }
        for transaction in counted {
            guard let purchased = transaction.purchaseDate?.date, purchased >= from, purchased < to, (transaction.price ?? 0) > 0 else { continue }
            add(transaction.currency) { figures in
                figures.purchases += 1
                if transaction.revocationDate != nil { figures.refunds += 1 } else { figures.revenue += transaction.price ?? 0 }
            }
        }
        let chains = Dictionary(grouping: counted.filter { $0.type == .autoRenewable }) { $0.originalTransactionId ?? $0.transactionId ?? "" }
        for chain in chains.values {
            let ordered = chain.sorted { ($0.purchaseDate?.millisecondsSince1970 ?? 0) < ($1.purchaseDate?.millisecondsSince1970 ?? 0) }
            guard let first = ordered.first, Self.isTrial(first), let started = first.purchaseDate?.date, started >= from, started < to,
                let ended = first.expiresDate?.date, ended <= to
            else { continue }
            let converted = ordered.dropFirst().contains { !Self.isTrial($0) && $0.revocationDate == nil }
            add(first.currency) { figures in
                figures.trialsEnded += 1
                if converted { figures.trialsConverted += 1 }
            }
        }
        for currency in figures.keys {
            var value = figures[currency]!
            value.refundRate = value.purchases > 0 ? Double(value.refunds) / Double(value.purchases) : nil
            value.churnRate = value.activeAtStart > 0 ? Double(value.churned) / Double(value.activeAtStart) : nil
            value.trialConversionRate = value.trialsEnded > 0 ? Double(value.trialsConverted) / Double(value.trialsEnded) : nil
            figures[currency] = value
        }
        return Report(from: MillisecondDate(from), to: MillisecondDate(to), environment: environment, currencies: figures)
    }

    /// `transaction`'s price for one month of its product's period.
    func monthly(_ transaction: JWSTransactionDecodedPayload) -> Int64 {
        Self.monthly(price: transaction.price ?? 0, period: transaction.productId.flatMap { catalog[$0]?.subscription?.period })
    }

    /// `price` for one month of `period` (a year's price ÷ 12, a week's × 52 ÷ 12, a day's × 365 ÷ 12),
    /// rounded to the milliunit; the whole price when the period is unknown.
    public static func monthly(price: Int64, period: SubscriptionPeriod?) -> Int64 {
        guard let period else { return price }
        let months = Double(period.years * 12 + period.months) + Double(period.weeks) * 12 / 52 + Double(period.days) * 12 / 365
        guard months > 0 else { return price }
        return Int64((Double(price) / months).rounded())
    }

    /// A free-trial period: an offer whose discount is a free trial (a price of nothing).
    static func isTrial(_ transaction: JWSTransactionDecodedPayload) -> Bool {
        transaction.offerDiscountType == .freeTrial
    }

    private static func statuses(_ snapshot: EntitlementSnapshot) -> [String: SubscriptionRenewalStatus] {
        Dictionary(snapshot.subscriptionGroups.flatMap(\.statuses).map { ($0.originalTransactionId, $0) }) { first, _ in first }
    }
}
