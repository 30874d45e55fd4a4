package import AppStoreModels
import Foundation
import StoreKitConfiguration

/// An offer code redeemed on a one-time product, and the unit price it gives.
struct OneTimeOffer {
    var code: String
    var price: Decimal
}

/// What a new transaction is: the product, when and why it was bought, and at what price.
struct TransactionTerms {
    var item: Catalog.Item
    var purchaseDate: Date
    var expiresDate: Date?
    var reason: TransactionReason
    var quantity = 1
    var appAccountToken: UUID?
    var offer: SubscriptionRecord.OfferPeriods?
    /// For one-time products: the offer code redeemed.
    var oneTimeOffer: OneTimeOffer?
    /// For subscriptions: the chain it continues.
    var originalTransactionId: String?
    var originalPurchaseDate: Date?
    /// For a subscription with a monthly plan: how this period is billed, and the commitment it pays toward.
    var billingPlanType: BillingPlanType?
    var commitment: TransactionCommitmentInfo?
    /// For a month of a commitment: the monthly price the commitment locked in when it began.
    var monthlyPrice: Decimal?
    /// `PURCHASED`, or `ASSIGNED` for an organization's seat (never shared with a family).
    var ownership: InAppOwnershipType = .purchased
}

extension LocalAppStore {
    /// Issues, signs and records a transaction for `account`, and its family-shared copies for the
    /// other members of the account's family when the product is family shareable.
    @discardableResult
    mutating func issue(_ terms: TransactionTerms, for account: Account) throws(StoreError) -> TransactionRecord {
        let id = try nextTransactionId()
        var payload = JWSTransactionDecodedPayload()
        payload.transactionId = id
        payload.originalTransactionId = terms.originalTransactionId ?? id
        payload.bundleId = state.bundleId
        payload.productId = terms.item.id
        payload.type = terms.item.type
        payload.purchaseDate = MillisecondDate(terms.purchaseDate)
        payload.originalPurchaseDate = MillisecondDate(terms.originalPurchaseDate ?? terms.purchaseDate)
        payload.quantity = Int32(terms.quantity)
        // An organization's seat was not bought in the app: no app account token (and Apple refuses to set one).
        payload.appAccountToken = terms.ownership == .assigned ? nil : terms.appAccountToken ?? account.appAccountToken
        payload.inAppOwnershipType = terms.ownership
        payload.environment = environment
        payload.storefront = storefront.countryCode
        payload.storefrontId = storefront.id
        payload.currency = storefront.currency
        payload.transactionReason = terms.reason
        payload.appTransactionId = account.appTransactionId
        payload.billingPlanType = terms.billingPlanType
        payload.commitmentInfo = terms.commitment
        let price = terms.oneTimeOffer?.price ?? terms.offer?.price ?? terms.monthlyPrice ?? terms.item.price
        payload.price = PriceFormat.milliunits(price * Decimal(terms.quantity))
        if terms.item.type == .autoRenewable {
            payload.subscriptionGroupIdentifier = terms.item.groupId
            payload.expiresDate = terms.expiresDate.map(MillisecondDate.init)
            payload.webOrderLineItemId = try nextWebOrderLineItemId()
        }
        if let offer = terms.offer {
            payload.offerType = offer.type
            payload.offerIdentifier = offer.id
            payload.offerDiscountType = offer.discountType
            payload.offerPeriod = offer.period
        }
        if let offer = terms.oneTimeOffer {
            payload.offerType = .offerCode
            payload.offerIdentifier = offer.code
            payload.offerDiscountType = .oneTime
        }
        let verification = Self.deviceVerification()
        payload.deviceVerification = verification.value
        payload.deviceVerificationNonce = verification.nonce
        let record = try record(payload, accountId: account.id, sharedFrom: nil)
        state.transactions.append(record)
        if terms.item.product.familyShareable == true, terms.ownership == .purchased {
            for member in familyMembers(of: account) {
                try shareTransaction(record, with: member)
            }
        }
        return record
    }

    /// Signs `payload` at the store's time and wraps it in a record. A new version of a transaction signed
    /// `previous` is signed at least a millisecond later: two versions of one transaction never share an
    /// instant, so a server orders them by `signedDate` alone (a refund never ties with its purchase).
    func record(
        _ payload: JWSTransactionDecodedPayload,
        accountId: String,
        sharedFrom: String?,
        after previous: MillisecondDate? = nil
    ) throws(StoreError) -> TransactionRecord {
        var payload = payload
        let now = MillisecondDate(state.now).wholeMilliseconds
        payload.signedDate = MillisecondDate(milliseconds: max(now, (previous?.wholeMilliseconds ?? now - 1) + 1))
        return TransactionRecord(
            accountId: accountId,
            signed: SignedTransaction(payload: payload, jws: try sign(payload)),
            isFinished: false,
            sharedFrom: sharedFrom
        )
    }

    /// Re-signs transaction `id` after `change`, as the App Store does after a refund or an upgrade,
    /// and returns the new version.
    @discardableResult
    package mutating func revise(_ id: String, _ change: (inout JWSTransactionDecodedPayload) -> Void) throws(StoreError) -> TransactionRecord {
        let old = try transaction(id)
        var payload = old.payload
        change(&payload)
        var revised = try record(payload, accountId: old.accountId, sharedFrom: old.sharedFrom, after: old.payload.signedDate)
        revised.isFinished = old.isFinished
        state.transactions.replace(revised)
        return revised
    }

    /// The other accounts of `account`'s family.
    func familyMembers(of account: Account) -> [Account] {
        guard let family = account.familyId else { return [] }
        return state.accounts.filter { $0.familyId == family && $0.id != account.id }
    }

    /// A family member's copy of a purchaser's transaction: its own identifiers, `FAMILY_SHARED`.
    @discardableResult
    mutating func shareTransaction(_ original: TransactionRecord, with member: Account) throws(StoreError) -> TransactionRecord {
        var payload = original.payload
        let id = try nextTransactionId()
        payload.transactionId = id
        payload.inAppOwnershipType = .familyShared
        payload.appAccountToken = member.appAccountToken
        payload.appTransactionId = member.appTransactionId
        if original.payload.type == .autoRenewable {
            // The member's chain: the copy of the purchaser's chain, or this copy when it starts one.
            let chain = state.subscriptions.first { $0.accountId == member.id && $0.sharedFrom == original.originalTransactionId }
            payload.originalTransactionId = chain?.originalTransactionId ?? id
        } else {
            payload.originalTransactionId = id
        }
        let verification = Self.deviceVerification()
        payload.deviceVerification = verification.value
        payload.deviceVerificationNonce = verification.nonce
        let copy = try record(payload, accountId: member.id, sharedFrom: original.id)
        state.transactions.append(copy)
        return copy
    }

    /// Brings the family members' copies of subscription `index` in line with the purchaser's.
    package mutating func syncFamilyCopies(ofSubscriptionAt index: Int) {
        let source = state.subscriptions[index]
        guard source.sharedFrom == nil, source.assignedBy == nil, catalog[source.productId]?.product.familyShareable == true,
            let purchaser = positions.accounts[source.accountId].map({ state.accounts[$0] })
        else { return }
        for member in familyMembers(of: purchaser) {
            guard let latest = state.transactions.copies(of: source.latestTransactionId).last(where: { $0.accountId == member.id }) else {
                continue
            }
            var copy = source
            copy.accountId = member.id
            copy.originalTransactionId = latest.originalTransactionId
            copy.latestTransactionId = latest.id
            copy.sharedFrom = source.originalTransactionId
            if let existing = state.subscriptions.firstIndex(where: { $0.accountId == member.id && $0.sharedFrom == source.originalTransactionId }) {
                let before = state.subscriptions[existing]
                copy.newlyShared = before.newlyShared == true || (!before.isLive && copy.isLive) ? true : nil
                state.subscriptions[existing] = copy
            } else {
                copy.newlyShared = copy.isLive ? true : nil
                state.subscriptions.append(copy)
            }
        }
    }
}
