public import AppStoreModels
import Foundation
public import LocalAppStore

extension LocalAppStore.ServerAPI {
    /// Apple's limits: at most 90 days at a time, and twice per 365 days for one subscription.
    static let maximumExtensionDays = 90
    static let extensionsPerYear = 2

    /// Extend a Subscription Renewal Date: moves the renewal date of an active subscription by
    /// `extendByDays` (its latest transaction is re-signed with the new `expiresDate`), and sends
    /// `RENEWAL_EXTENDED`. A family member's copy, a subscription that is not active, one in a free offer
    /// period and one extended twice in 365 days are ineligible, as Apple documents. The `requestIdentifier`
    /// tracks the request ("a unique identifier you provide to track each subscription-renewal-date extension
    /// request", Apple's `requestIdentifier` page): sent again for the same subscription, the request is answered as
    /// the first time and extends nothing more; for another subscription it is `InvalidRequestIdentifierError`.
    public mutating func extendRenewalDate(
        _ originalTransactionId: String,
        _ request: ExtendRenewalDateRequest
    ) throws(ServerAPIError)
        -> ExtendRenewalDateResponse
    {
        let days = try Self.checkExtension(days: request.extendByDays, reason: request.extendReasonCode, requestIdentifier: request.requestIdentifier)
        let requestIdentifier = request.requestIdentifier ?? ""
        if let earlier = store.serverAPIRecords.renewalExtensions[requestIdentifier] {
            guard earlier.originalTransactionId == originalTransactionId, earlier.extendByDays == days else {
                throw ServerAPIError(.invalidRequestIdentifier, "the request identifier \(requestIdentifier) was already used for another extension")
            }
            return earlier.response
        }
        let record = try store.subscription(original: originalTransactionId)
        guard let index = store.state.subscriptions.firstIndex(of: record) else {
            throw ServerAPIError(.originalTransactionIdNotFound, "no subscription \(originalTransactionId)")
        }
        try store.checkEligibility(ofSubscriptionAt: index)
        try store.allOrNothing { (store: inout LocalAppStore) throws(StoreError) in try store.extend(subscriptionAt: index, days: days) }
        let extended = store.state.subscriptions[index]
        var response = ExtendRenewalDateResponse()
        response.originalTransactionId = originalTransactionId
        response.webOrderLineItemId = store.state.transactions[extended.latestTransactionId]?.payload.webOrderLineItemId
        response.success = true
        response.effectiveDate = MillisecondDate(extended.expiresDate)
        store.serverAPIRecords.renewalExtensions[requestIdentifier] = RenewalExtensionRecord(
            originalTransactionId: originalTransactionId,
            extendByDays: days,
            response: response
        )
        return response
    }

    /// Extend Subscription Renewal Dates for All Active Subscribers of `productId`: every eligible
    /// subscription is extended at once (`RENEWAL_EXTENDED` each, `RENEWAL_EXTENSION` `FAILURE` for each
    /// that is not), then `RENEWAL_EXTENSION` `SUMMARY`.
    public mutating func massExtendRenewalDate(_ request: MassExtendRenewalDateRequest) throws(ServerAPIError) -> MassExtendRenewalDateResponse {
        let days = try Self.checkExtension(days: request.extendByDays, reason: request.extendReasonCode, requestIdentifier: request.requestIdentifier)
        let requestIdentifier = request.requestIdentifier ?? ""
        guard let productId = request.productId, store.catalog[productId]?.type == .autoRenewable else {
            throw ServerAPIError(.invalidProductId, "\(request.productId ?? "(missing)") is not an auto-renewable subscription of the app")
        }
        if let codes = request.storefrontCountryCodes {
            guard !codes.isEmpty else { throw ServerAPIError(.invalidEmptyStorefrontCountryCodeList, "storefrontCountryCodes is empty") }
            if let bad = codes.first(where: { $0.count != 3 || !$0.allSatisfy(\.isUppercase) }) {
                throw ServerAPIError(.invalidStorefrontCountryCode, "'\(bad.prefix(10))' is not an ISO 3166-1 alpha-3 code")
            }
        }
        guard store.serverAPIRecords.massExtensions[requestIdentifier] == nil else {
            throw ServerAPIError(.invalidRequestIdentifier, "the request identifier \(requestIdentifier) was already used")
        }
        try store.allOrNothing { (store: inout LocalAppStore) throws(StoreError) in
            var succeeded = 0
            var failed = 0
            for index in store.state.subscriptions.indices {
                let record = store.state.subscriptions[index]
                guard record.productId == productId, record.sharedFrom == nil, let latest = store.state.transactions[record.latestTransactionId],
                    request.storefrontCountryCodes?.contains(latest.payload.storefront ?? "") ?? true
                else { continue }
                if store.isEligibleForExtension(record) {
                    try store.extend(subscriptionAt: index, days: days)
                    succeeded += 1
                } else if record.isLive {
                    try store.notify(.renewalExtension, .failure, accountId: record.accountId, transaction: latest, subscription: record)
                    failed += 1
                }
            }
            var summary = NotificationSummary()
            summary.environment = store.environment
            summary.bundleId = store.state.bundleId
            summary.productId = productId
            summary.requestIdentifier = requestIdentifier
            summary.storefrontCountryCodes = request.storefrontCountryCodes
            summary.succeededCount = Int64(succeeded)
            summary.failedCount = Int64(failed)
            try store.post(.renewalExtension, .summary, accountId: LocalAppStore.defaultAccountId, data: nil, summary: summary)
            store.serverAPIRecords.massExtensions[requestIdentifier] = MassExtension(
                requestIdentifier: requestIdentifier,
                productId: productId,
                extendByDays: days,
                completeDate: store.state.now,
                succeededCount: succeeded,
                failedCount: failed
            )
        }
        var response = MassExtendRenewalDateResponse()
        response.requestIdentifier = requestIdentifier
        return response
    }

    /// Get Status of Subscription Renewal Date Extensions.
    public func massExtensionStatus(productId: String, requestIdentifier: String) throws(ServerAPIError) -> MassExtendRenewalDateStatusResponse {
        guard let found = store.serverAPIRecords.massExtensions[requestIdentifier], found.productId == productId else {
            throw ServerAPIError(.statusRequestNotFound, "no renewal-date extension \(requestIdentifier) of \(productId)")
        }
        var response = MassExtendRenewalDateStatusResponse()
        response.requestIdentifier = requestIdentifier
        response.complete = true
        response.completeDate = MillisecondDate(found.completeDate)
        response.succeededCount = Int64(found.succeededCount)
        response.failedCount = Int64(found.failedCount)
        return response
    }

    private static func checkExtension(days: Int32?, reason: ExtendReasonCode?, requestIdentifier: String?) throws(ServerAPIError) -> Int {
        guard let days, days >= 1, days <= maximumExtensionDays else {
            throw ServerAPIError(.invalidExtendByDays, "extendByDays must be 1 to \(maximumExtensionDays)")
        }
        guard let reason, reason.isDocumented else { throw ServerAPIError(.invalidExtendReasonCode, "extendReasonCode must be 0 to 3") }
        guard let requestIdentifier, !requestIdentifier.isEmpty, requestIdentifier.count <= 128 else {
            throw ServerAPIError(.invalidRequestIdentifier, "requestIdentifier must be 1 to 128 characters")
        }
        return Int(days)
    }
}

/// Whether and how the store extends a subscription's renewal date, as Apple's endpoints decide.
extension LocalAppStore {
    fileprivate func checkEligibility(ofSubscriptionAt index: Int) throws(ServerAPIError) {
        if let refusal = extensionRefusal(for: state.subscriptions[index]) { throw refusal }
    }

    fileprivate func isEligibleForExtension(_ record: SubscriptionRecord) -> Bool { extensionRefusal(for: record) == nil }

    /// Why Apple would not extend `record` (the single and the mass extension alike), or nil when it would.
    fileprivate func extensionRefusal(for record: SubscriptionRecord) -> ServerAPIError? {
        if record.sharedFrom != nil {
            return ServerAPIError(.familySharedSubscriptionExtensionIneligible, "\(record.originalTransactionId) is a family member's shared copy")
        }
        if record.assignedBy != nil {
            return ServerAPIError(.assignedSubscriptionExtensionIneligible, "Assigned subscriptions can't get a renewal date extension.")
        }
        if record.phase != .active {
            return ServerAPIError(.subscriptionExtensionIneligible, "the subscription is not active (\(record.phase.rawValue))")
        }
        if isInFreeOfferPeriod(record) {
            return ServerAPIError(.subscriptionExtensionIneligible, "the subscription is in a free offer period (a free trial or a free offer code)")
        }
        if recentExtensions(of: record) >= ServerAPI.extensionsPerYear {
            return ServerAPIError(.subscriptionMaxExtension, "the subscription was already extended twice in the last 365 days")
        }
        return nil
    }

    /// Whether the current period is free (a free trial, or a free offer code, promotional or win-back
    /// period): Apple does not extend those.
    fileprivate func isInFreeOfferPeriod(_ record: SubscriptionRecord) -> Bool {
        state.transactions[record.latestTransactionId]?.payload.offerDiscountType == .freeTrial
    }

    fileprivate func recentExtensions(of record: SubscriptionRecord) -> Int {
        let yearAgo = state.now.addingTimeInterval(-365 * 86_400)
        return (record.extensionDates ?? []).filter { $0 > yearAgo }.count
    }

    /// Moves the renewal date of the subscription at `index` (and of its family copies) by `days`.
    fileprivate mutating func extend(subscriptionAt index: Int, days: Int) throws(StoreError) {
        let interval = TimeInterval(days) * 86_400
        let latestId = state.subscriptions[index].latestTransactionId
        state.subscriptions[index].expiresDate = state.subscriptions[index].expiresDate.addingTimeInterval(interval)
        state.subscriptions[index].extensionDates = (state.subscriptions[index].extensionDates ?? []) + [state.now]
        let newExpiry = MillisecondDate(state.subscriptions[index].expiresDate)
        let latest = try revise(latestId) { $0.expiresDate = newExpiry }
        for copy in state.transactions.copies(of: latestId) where copy.id != latestId {
            try revise(copy.id) { $0.expiresDate = newExpiry }
        }
        syncFamilyCopies(ofSubscriptionAt: index)
        try notify(.renewalExtended, accountId: state.subscriptions[index].accountId, transaction: latest, subscription: state.subscriptions[index])
    }
}
