public import AppStoreModels
import AppStoreSignature
import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// Buys `productId` for `accountId`, as `Product.purchase(options:)` does.
    ///
    /// Errors a real purchase can end with (simulated errors, ineligible offers, bad quantity, a bad
    /// offer signature) throw ``AppStoreModels/ErrorKind/purchaseFailed`` with StoreKit's error in
    /// ``StoreError/storeKitFailure``; requests that cannot be made at all (unknown product or account, a
    /// purchase date in the future) throw their own kinds. Either way the store is unchanged.
    public mutating func purchase(
        _ productId: String,
        accountId: String = LocalAppStore.defaultAccountId,
        options: PurchaseOptions = PurchaseOptions(),
        controls: PurchaseControls = PurchaseControls()
    ) throws(StoreError) -> PurchaseResult<SignedTransaction> {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            guard let item = store.catalog[productId] else { throw StoreError.unknownProduct(productId) }
            let account = try store.account(accountId)
            if let date = controls.purchaseDate, date > store.state.now {
                throw StoreError.invalidRequest("a purchase date cannot be later than the store's clock (\(store.state.now))")
            }
            if let failure = store.settings.simulatedError(for: .purchase) {
                guard failure == .userCancelled else { throw StoreError.purchaseFailed(productId, failure) }
                return .userCancelled
            }
            guard store.isForSale(productId) else { throw StoreError.purchaseFailed(productId, StoreKitErrorName("productUnavailable")) }
            if let failure = store.check(options, for: item, account: account) { throw StoreError.purchaseFailed(productId, failure) }
            if store.offerKey?.signingKey != nil { store.redeemOfferNonce(of: options) }
            let askToBuy = store.settings.askToBuy || options.simulatesAskToBuyInSandbox
            if askToBuy || store.settings.interruptedPurchases {
                let pending = PendingPurchase(
                    id: try store.nextTransactionId(),
                    accountId: accountId,
                    productId: productId,
                    options: options,
                    reason: askToBuy ? .askToBuy : .interrupted,
                    state: .waiting,
                    createdAt: store.state.now
                )
                store.state.pendingPurchases.append(pending)
                return .pending(PendingTicket(id: pending.id, reason: pending.reason))
            }
            return .purchased(try store.complete(item, for: account, options: options, controls: controls))
        }
    }

    /// Why `options` cannot be used to buy `item`, or nil when they can.
    package func check(_ options: PurchaseOptions, for item: Catalog.Item, account: Account) -> StoreKitErrorName? {
        let quantityRange = item.type == .consumable ? 1...10 : 1...1
        guard quantityRange.contains(options.quantity) else { return StoreKitErrorName("invalidQuantity") }
        if let failure = checkBillingPlan(options, for: item) { return failure }
        if let failure = checkOffers(options, for: item, account: account) { return failure }
        return signatureFailure(options, for: item, account: account)
    }

    /// Why the billing plan `options` choose cannot buy `item`, or nil when it can: `BILLED_UPFRONT` is how every
    /// auto-renewable subscription is sold; `MONTHLY` needs the product's monthly plan, offered in this storefront
    /// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
    /// Offers are not applied to monthly plans here (the guide lists it): one asked for with `MONTHLY` is refused.
    private func checkBillingPlan(_ options: PurchaseOptions, for item: Catalog.Item) -> StoreKitErrorName? {
        guard let plan = options.billingPlanType else { return nil }
        guard item.type == .autoRenewable else { return StoreKitErrorName("productUnavailable") }
        switch plan {
        case .billedUpfront: return nil
        case .monthly:
            guard item.monthlyPlan != nil, !Catalog.storefrontsWithoutMonthlyPlans.contains(storefront.countryCode) else {
                return StoreKitErrorName("productUnavailable")
            }
            return options.namedOffers.isEmpty ? nil : StoreKitErrorName("invalidOfferIdentifier")
        default: return StoreKitErrorName("productUnavailable")
        }
    }

    /// Why the offer `options` choose cannot be used to buy `item`, or nil when it can.
    private func checkOffers(_ options: PurchaseOptions, for item: Catalog.Item, account: Account) -> StoreKitErrorName? {
        let offers = options.namedOffers
        guard !offers.isEmpty else { return nil }
        guard offers.count == 1 else { return StoreKitErrorName("invalidOfferIdentifier") }
        // A promotional offer is signed in one version or the other, never both (StoreKit's two promotionalOffer
        // options are exclusive; Apple deprecates version 1 for version 2).
        if options.promotionalOffer?.compactJWS != nil, options.promotionalOffer?.signature != nil {
            return StoreKitErrorName("invalidOfferSignature")
        }
        guard item.type == .autoRenewable else {
            // One-time products take offer codes only.
            return oneTimeOffer(for: item, options: options) == nil ? StoreKitErrorName("invalidOfferIdentifier") : nil
        }
        let record = state.subscriptions.first { $0.accountId == account.id && $0.groupId == item.groupId && $0.isOwnPurchase }
        if let offerId = options.promotionalOffer?.offerId {
            // An offer is for one billing plan; this purchase is billed up front (offers on monthly plans are refused above).
            guard Catalog.upFront(item.product.adHocOffers).contains(where: { $0.offerID == offerId }) else {
                return StoreKitErrorName("invalidOfferIdentifier")
            }
        } else if let code = options.offerCode {
            guard let offer = Catalog.upFront(item.product.codeOffers).first(where: { $0.referenceName == code }) else {
                return StoreKitErrorName("invalidOfferIdentifier")
            }
            let standing = record.map { $0.isLive ? "existing" : "expired" } ?? "new"
            guard (offer.eligibility ?? ["new", "existing", "expired"]).contains(standing) else { return StoreKitErrorName("ineligibleForOffer") }
        } else if let offerId = options.winBackOfferId {
            guard Catalog.upFront(item.product.winbackOffers).contains(where: { $0.offerID == offerId }) else {
                return StoreKitErrorName("invalidOfferIdentifier")
            }
            guard let record, !record.isLive else { return StoreKitErrorName("ineligibleForOffer") }
        }
        return nil
    }

    /// The offer code `options` redeem on a one-time product (consumable, non-consumable, non-renewing
    /// subscription), from the product's `codeOffers`: free, or at the offer's price.
    func oneTimeOffer(for item: Catalog.Item, options: PurchaseOptions) -> OneTimeOffer? {
        guard item.type != .autoRenewable, let code = options.offerCode,
            let offer = item.product.codeOffers?.first(where: { $0.referenceName == code })
        else { return nil }
        let price = offer.paymentMode == "free" ? 0 : offer.displayPrice.flatMap { Decimal(string: $0, locale: Catalog.posix) }
        return OneTimeOffer(code: code, price: price ?? item.price)
    }

    /// Completes a purchase whose options were checked: issues the transaction, updates the
    /// subscription and appends the notification.
    mutating func complete(
        _ item: Catalog.Item,
        for account: Account,
        options: PurchaseOptions,
        controls: PurchaseControls = PurchaseControls()
    ) throws(StoreError) -> SignedTransaction {
        let date = controls.purchaseDate ?? state.now
        switch item.type {
        case .autoRenewable:
            let autoRenews = !(controls.purchaseDate != nil && controls.renewalBehavior == .cancelImmediately)
            return try subscribe(item, account: account, options: options, autoRenews: autoRenews, at: date)
        case .nonConsumable:
            if let owned = state.transactions.held(by: account.id, of: item.id).last(where: { $0.payload.revocationDate == nil }) {
                return owned.signed
            }
            fallthrough
        default:
            let record = try issue(
                TransactionTerms(
                    item: item,
                    purchaseDate: date,
                    reason: .purchase,
                    quantity: options.quantity,
                    appAccountToken: options.appAccountToken,
                    oneTimeOffer: oneTimeOffer(for: item, options: options)
                ),
                for: account
            )
            try notify(.oneTimeCharge, accountId: account.id, transaction: record)
            // Family members who get a shared copy hear of it as a one-time charge too.
            for copy in state.transactions.copies(of: record.id) {
                try notify(.oneTimeCharge, accountId: copy.accountId, transaction: copy)
            }
            return record.signed
        }
    }
}

extension PurchaseOptions {
    /// The offers a purchase names: a promotional offer, an offer code, a win-back offer (at most one may apply).
    fileprivate var namedOffers: [String] { [promotionalOffer?.offerId, offerCode, winBackOfferId].compactMap { $0 } }
}
