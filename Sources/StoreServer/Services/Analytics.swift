#if Server
public import AppStoreModels
import Entitlements
public import Foundation

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
        /// Customers whose first purchase (a free trial included) falls in the period.
        public var newCustomers = 0
        /// The period's new customers' revenue up to its end (refunds taken off), per customer who bought
        /// the product, by product identifier.
        public var lifetimeValueByProduct: [String: Int64] = [:]
        /// The same per new customer, by the month of the first purchase (`2026-01`, UTC).
        public var lifetimeValueByCohort: [String: Int64] = [:]

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
            // A family member's copy and an organization's seat are someone else's purchase: never revenue or a subscriber.
            transaction.inAppOwnershipType != .familyShared && transaction.inAppOwnershipType != .assigned
                && (environment.map { transaction.environment?.rawValue == $0 } ?? true)
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
        addLifetimeValues(counted, from: from, to: to, add: add)
        for currency in figures.keys {
            var value = figures[currency]!
            value.refundRate = value.purchases > 0 ? Double(value.refunds) / Double(value.purchases) : nil
            value.churnRate = value.activeAtStart > 0 ? Double(value.churned) / Double(value.activeAtStart) : nil
            value.trialConversionRate = value.trialsEnded > 0 ? Double(value.trialsConverted) / Double(value.trialsEnded) : nil
            figures[currency] = value
        }
        return Report(from: MillisecondDate(from), to: MillisecondDate(to), environment: environment, currencies: figures)
    }

    /// New customers, and their lifetime value by product and by cohort. A customer is the app download
    /// (`appTransactionId`), else the app account token, else the original transaction.
    private func addLifetimeValues(
        _ counted: [JWSTransactionDecodedPayload],
        from: Date,
        to: Date,
        add: (String?, (inout Figures) -> Void) -> Void
    ) {
        struct Totals {
            var customers = 0
            var revenue: Int64 = 0
        }
        var byProduct: [String: [String: Totals]] = [:]
        var byCohort: [String: [String: Totals]] = [:]
        let customers = Dictionary(grouping: counted) { $0.appTransactionId ?? $0.appAccountToken?.uuidString ?? $0.originalTransactionId ?? "" }
        for bought in customers.values {
            let ordered = bought.filter { ($0.purchaseDate?.date ?? .distantFuture) < to }.sorted {
                ($0.purchaseDate?.millisecondsSince1970 ?? 0) < ($1.purchaseDate?.millisecondsSince1970 ?? 0)
            }
            guard let first = ordered.first, let started = first.purchaseDate?.date, started >= from else { continue }
            let currency = first.currency ?? ""
            add(currency) { $0.newCustomers += 1 }
            let kept = ordered.filter { $0.revocationDate == nil && ($0.currency ?? "") == currency }
            byCohort[currency, default: [:]][Self.month(started), default: Totals()].customers += 1
            byCohort[currency]![Self.month(started)]!.revenue += kept.reduce(0) { $0 + ($1.price ?? 0) }
            for product in Set(ordered.compactMap(\.productId)) {
                byProduct[currency, default: [:]][product, default: Totals()].customers += 1
                byProduct[currency]![product]!.revenue += kept.filter { $0.productId == product }.reduce(0) { $0 + ($1.price ?? 0) }
            }
        }
        func perCustomer(_ totals: Totals) -> Int64 { Int64((Double(totals.revenue) / Double(totals.customers)).rounded()) }
        for (currency, products) in byProduct {
            add(currency) { $0.lifetimeValueByProduct = products.mapValues(perCustomer) }
        }
        for (currency, cohorts) in byCohort {
            add(currency) { $0.lifetimeValueByCohort = cohorts.mapValues(perCustomer) }
        }
    }

    /// The UTC month of `date`, as `2026-01`.
    static func month(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        return String(format: "%04d-%02d", parts.year ?? 0, parts.month ?? 0)
    }

    /// `transaction`'s price for one month of its product's period.
    func monthly(_ transaction: JWSTransactionDecodedPayload) -> Int64 {
        Self.monthly(price: transaction.price ?? 0, period: transaction.productId.flatMap { catalog[$0]?.subscription?.period })
    }

    /// `price` for one month of `period` (a year's price ÷ 12, a week's × 52 ÷ 12, a day's × 365 ÷ 12),
    /// rounded to the milliunit; the whole price when the period is unknown.
    public static func monthly(price: Int64, period: CalendarDuration?) -> Int64 {
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
#endif
