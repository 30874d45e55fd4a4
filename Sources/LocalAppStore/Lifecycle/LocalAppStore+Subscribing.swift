package import AppStoreModels
package import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// Buys an auto-renewable subscription: a first purchase, a resubscription, the same product
    /// again, or a change of level inside the group (upgrade now; downgrade at the next renewal;
    /// crossgrade now when the periods match, else at the next renewal).
    mutating func subscribe(
        _ item: Catalog.Item,
        account: Account,
        options: PurchaseOptions,
        autoRenews: Bool = true,
        at date: Date
    ) throws(StoreError) -> SignedTransaction {
        let existing = state.subscriptions.firstIndex { $0.accountId == account.id && $0.groupId == item.groupId && $0.isOwnPurchase }
        let offer = offerPeriods(for: item, options: options, isNewToGroup: existing == nil)
        let redeemed = offer.map { $0.type != .introductory } ?? false

        let plan = Self.plan(options.billingPlanType)
        if let index = existing, state.subscriptions[index].isLive {
            let record = state.subscriptions[index]
            let latest = try transaction(record.latestTransactionId)
            if record.commitment != nil || plan != Self.plan(record.renewalBillingPlanType) {
                return try changeAtRenewal(ofSubscriptionAt: index, to: item, plan: plan).signed
            }
            if record.productId == item.id {
                try keepSubscription(at: index, offer: redeemed ? offer : nil)
                return latest.signed
            }
            let current = catalog[record.productId]
            let immediate =
                (item.level ?? 1) < (current?.level ?? 1)
                || ((item.level ?? 1) == (current?.level ?? 1) && item.period == current?.period)
            if !immediate {
                state.subscriptions[index].autoRenewProductId = item.id
                state.subscriptions[index].autoRenews = true
                if let offer { state.subscriptions[index].offer = offer }
                syncFamilyCopies(ofSubscriptionAt: index)
                try notify(
                    redeemed ? .offerRedeemed : .didChangeRenewalPref,
                    .downgrade,
                    accountId: account.id,
                    transaction: latest,
                    subscription: state.subscriptions[index]
                )
                return latest.signed
            }
            try revise(latest.id) { $0.isUpgraded = true }
            state.subscriptions[index].offer = offer
            let issued = try startPeriod(
                ofSubscriptionAt: index,
                product: item,
                at: date,
                reason: .purchase,
                appAccountToken: options.appAccountToken
            )
            try notify(
                redeemed ? .offerRedeemed : .didChangeRenewalPref,
                .upgrade,
                accountId: account.id,
                transaction: issued,
                subscription: state.subscriptions[index]
            )
            return issued.signed
        }

        let index: Int
        let subtype: NotificationSubtype
        if let found = existing {
            index = found
            subtype = .resubscribe
            // Apple keeps the start of a run of service across a lapse of up to 60 days.
            if date.timeIntervalSince(state.subscriptions[index].expiresDate) > settings.rate.recentStartLapse {
                state.subscriptions[index].recentStartDate = date
            }
            state.subscriptions[index].priceIncreaseStatus = nil
        } else {
            index = state.subscriptions.count
            subtype = .initialBuy
            state.subscriptions.append(.starting(item, for: account.id, at: date))
        }
        state.subscriptions[index].autoRenews = autoRenews
        state.subscriptions[index].renewalBillingPlanType = plan
        state.subscriptions[index].offer = plan == .monthly ? nil : offer
        let issued = try startPeriod(ofSubscriptionAt: index, product: item, at: date, reason: .purchase, appAccountToken: options.appAccountToken)
        // Without an active subscription, redeeming an offer is a subscription like any other (Apple,
        // since 2024-01-23): OFFER_REDEEMED is only for customers who are subscribed.
        try notify(
            .subscribed,
            subtype,
            accountId: account.id,
            transaction: issued,
            subscription: state.subscriptions[index]
        )
        if date < state.now { try processDueEvents() }
        let latest = try transaction(state.subscriptions[index].latestTransactionId)
        return latest.signed
    }

    /// `MONTHLY`, or `nil` for a period paid up front (`BILLED_UPFRONT` or no billing plan).
    static func plan(_ type: BillingPlanType?) -> BillingPlanType? { type == .monthly ? .monthly : nil }

    /// Buying while a commitment runs, or on another billing plan than the subscription renews on: the product and
    /// plan bought take over when the commitment (or the current period) ends, as a downgrade does; buying what the
    /// subscription is and renews on again is ``keepSubscription(at:offer:)``.
    private mutating func changeAtRenewal(
        ofSubscriptionAt index: Int,
        to item: Catalog.Item,
        plan: BillingPlanType?
    ) throws(StoreError) -> TransactionRecord {
        let record = state.subscriptions[index]
        let current: BillingPlanType? = record.commitment != nil ? .monthly : nil
        if item.id == record.productId && plan == current {
            state.subscriptions[index].renewalBillingPlanType = plan
            try keepSubscription(at: index, offer: nil, planChanged: Self.plan(record.renewalBillingPlanType) != plan)
            return try transaction(record.latestTransactionId)
        }
        state.subscriptions[index].autoRenewProductId = item.id
        state.subscriptions[index].renewalBillingPlanType = plan
        state.subscriptions[index].autoRenews = true
        syncFamilyCopies(ofSubscriptionAt: index)
        let latest = try transaction(record.latestTransactionId)
        try notify(.didChangeRenewalPref, .downgrade, accountId: record.accountId, transaction: latest, subscription: state.subscriptions[index])
        return latest
    }

    /// Redeems an offer of `type` on `accountId`'s live subscription to `productId`, as buying that product again with
    /// an offer does: it prices the coming renewals (its type, identifier, discount type and period in their
    /// transactions and in the renewal info) and the app server hears `OFFER_REDEEMED`. Retention offers come this way
    /// (WWDC26 session 309).
    package mutating func redeemOffer(
        _ type: OfferType,
        id: String,
        discountType: OfferDiscountType,
        period: CalendarDuration,
        periodCount: Int,
        price: Decimal,
        product productId: String,
        accountId: String
    ) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let index = try store.subscriptionIndex(product: productId, accountId: accountId)
            guard store.state.subscriptions[index].isLive else {
                throw StoreError.invalidAction("offer \(id) needs a live subscription to \(productId)")
            }
            let periods = SubscriptionRecord.OfferPeriods(
                type,
                id: id,
                discountType: discountType,
                period: period,
                periodCount: periodCount,
                price: price
            )
            try store.keepSubscription(at: index, offer: periods)
        }
    }

    /// Buying the product the customer already has: turns auto-renew back on, cancels a pending
    /// change of product, and takes a redeemed offer for the next renewal.
    private mutating func keepSubscription(
        at index: Int,
        offer: SubscriptionRecord.OfferPeriods?,
        planChanged: Bool = false
    ) throws(StoreError) {
        let record = state.subscriptions[index]
        let latest = try transaction(record.latestTransactionId)
        if let offer {
            state.subscriptions[index].offer = offer
            try notify(.offerRedeemed, accountId: record.accountId, transaction: latest, subscription: state.subscriptions[index])
        }
        if record.autoRenewProductId != record.productId || planChanged {
            state.subscriptions[index].autoRenewProductId = record.productId
            try notify(.didChangeRenewalPref, accountId: record.accountId, transaction: latest, subscription: state.subscriptions[index])
        }
        if !record.autoRenews {
            state.subscriptions[index].autoRenews = true
            try notify(
                .didChangeRenewalStatus,
                .autoRenewEnabled,
                accountId: record.accountId,
                transaction: latest,
                subscription: state.subscriptions[index]
            )
        }
        syncFamilyCopies(ofSubscriptionAt: index)
    }

    /// Starts a new paid period of subscription `index` for `product` at `start`: issues the
    /// transaction (priced by the record's offer while it lasts) and moves the record on.
    mutating func startPeriod(
        ofSubscriptionAt index: Int,
        product: Catalog.Item,
        at start: Date,
        reason: TransactionReason,
        appAccountToken: UUID? = nil
    ) throws(StoreError) -> TransactionRecord {
        var record = state.subscriptions[index]
        var appliedOffer: SubscriptionRecord.OfferPeriods?
        var period = product.period ?? CalendarDuration(months: 1)
        let commitment = Self.commitment(after: record, product: product, at: start, reason: reason, rate: settings.rate)
        record.commitment = commitment
        if commitment != nil {
            // A month of a commitment; offers are not applied to monthly plans here (the guide says so).
            period = CalendarDuration(months: 1)
            record.offer = nil
        } else if let offer = record.offer, offer.remainingPeriods > 0, let offerPeriod = CalendarDuration(iso8601: offer.period) {
            appliedOffer = offer
            period = offerPeriod
            record.offer?.remainingPeriods -= 1
        } else {
            record.offer = nil
        }
        var expires = settings.rate.end(of: period, from: start)
        if let commitment {
            // Month n of a commitment ends n months after it began (a recovery later than that gets a whole month).
            let scheduled = settings.rate.end(ofMonth: commitment.billingPeriodNumber, from: commitment.startDate)
            expires = scheduled > start ? scheduled : expires
        }
        let account = try account(record.accountId)
        let original = state.transactions[record.originalTransactionId]
        let issued = try issue(
            TransactionTerms(
                item: product,
                purchaseDate: start,
                expiresDate: expires,
                reason: reason,
                appAccountToken: appAccountToken ?? original?.payload.appAccountToken,
                offer: appliedOffer,
                originalTransactionId: original?.id,
                originalPurchaseDate: original?.payload.originalPurchaseDate?.date,
                billingPlanType: product.monthlyPlan == nil ? nil : (commitment == nil ? .billedUpfront : .monthly),
                commitment: commitment.map { commitment in
                    var info = TransactionCommitmentInfo()
                    info.billingPeriodNumber = Int32(commitment.billingPeriodNumber)
                    info.totalBillingPeriods = Int32(Catalog.MonthlyPlan.billingPeriods)
                    info.commitmentExpiresDate = MillisecondDate(commitment.expiresDate)
                    info.commitmentPrice = PriceFormat.milliunits(commitment.price)
                    return info
                },
                monthlyPrice: commitment?.monthlyPrice,
                ownership: record.assignedBy == nil ? .purchased : .assigned
            ),
            for: account
        )
        let pendingProductId = record.autoRenewProductId
        record.startPeriod(transactionId: issued.id, productId: product.id, expiresDate: expires)
        // A change asked for during a commitment still waits for its end.
        if let commitment, commitment.billingPeriodNumber > 1 { record.autoRenewProductId = pendingProductId }
        state.subscriptions[index] = record
        syncFamilyCopies(ofSubscriptionAt: index)
        return issued
    }

    /// The commitment the period starting at `start` belongs to: the next month of the one running when this is
    /// its renewal and months of it are left, else a new one when the subscription renews (or is bought) on its
    /// monthly plan, else none (billed up front).
    static func commitment(
        after record: SubscriptionRecord,
        product: Catalog.Item,
        at start: Date,
        reason: TransactionReason,
        rate: TimeRate
    ) -> SubscriptionRecord.Commitment? {
        if reason == .renewal, var running = record.commitment, running.hasMonthsLeft {
            running.billingPeriodNumber += 1
            return running
        }
        guard record.renewalBillingPlanType == .monthly, let plan = product.monthlyPlan else { return nil }
        return SubscriptionRecord.Commitment(
            billingPeriodNumber: 1,
            startDate: start,
            expiresDate: rate.end(ofMonth: Catalog.MonthlyPlan.billingPeriods, from: start),
            price: plan.commitmentPrice,
            monthlyPrice: plan.price
        )
    }

    /// The offer that prices the first periods of a purchase: the chosen promotional offer, offer
    /// code or win-back offer, else the introductory offer for customers new to the group (or those an
    /// introductory-offer eligibility signature allows, and not those it refuses).
    func offerPeriods(for item: Catalog.Item, options: PurchaseOptions, isNewToGroup: Bool) -> SubscriptionRecord.OfferPeriods? {
        let product = item.product
        let chosen: (ConfigurationOffer, OfferType)?
        if let id = options.promotionalOffer?.offerId {
            chosen = Catalog.upFront(product.adHocOffers).first { $0.offerID == id }.map { ($0, .promotional) }
        } else if let code = options.offerCode {
            chosen = Catalog.upFront(product.codeOffers).first { $0.referenceName == code }.map { ($0, .offerCode) }
        } else if let id = options.winBackOfferId {
            chosen = Catalog.upFront(product.winbackOffers).first { $0.offerID == id }.map { ($0, .winBack) }
        } else if Self.introductoryOfferAllowed(by: options) ?? isNewToGroup, let intro = product.upFrontIntroductoryOffer {
            chosen = (intro, .introductory)
        } else {
            chosen = nil
        }
        guard let (offer, type) = chosen, let parsed = Catalog.offer(offer, type: type) else { return nil }
        return SubscriptionRecord.OfferPeriods(
            type,
            id: type == .introductory ? nil : parsed.id,
            discountType: parsed.paymentMode,
            period: parsed.period,
            periodCount: parsed.periodCount,
            price: parsed.price
        )
    }
}

extension SubscriptionRecord.OfferPeriods {
    /// An offer of `type` for `periodCount` periods of `period`: paid each period (pay as you go), else once for them
    /// all, as one period that long.
    init(
        _ type: OfferType,
        id: String?,
        discountType: OfferDiscountType,
        period: CalendarDuration,
        periodCount: Int,
        price: Decimal
    ) {
        let single = discountType != .payAsYouGo
        self.init(
            type: type,
            id: id,
            discountType: discountType,
            period: (single ? period.times(periodCount) : period).description,
            remainingPeriods: single ? 1 : periodCount,
            price: price
        )
    }
}

extension SubscriptionRecord {
    /// A subscription about to begin at `date`: ``LocalAppStore/startPeriod(ofSubscriptionAt:product:at:reason:appAccountToken:)``
    /// gives it its first transaction and end.
    static func starting(_ item: Catalog.Item, for accountId: String, at date: Date) -> SubscriptionRecord {
        SubscriptionRecord(
            originalTransactionId: "",
            accountId: accountId,
            groupId: item.groupId ?? "",
            productId: item.id,
            autoRenewProductId: item.id,
            autoRenews: true,
            latestTransactionId: "",
            expiresDate: date,
            phase: .active,
            recentStartDate: date
        )
    }
}
