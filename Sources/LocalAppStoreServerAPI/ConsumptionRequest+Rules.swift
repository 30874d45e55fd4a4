import AppStoreModels

extension ConsumptionRequest {
    /// What Apple refuses in a Send Consumption Information body for a transaction of `type`, or nil:
    /// - `customerConsented` other than `true`: 400 InvalidCustomerConsentedError
    ///   (https://developer.apple.com/documentation/appstoreserverapi/consumptionrequest);
    /// - a missing or undocumented `deliveryStatus`: InvalidDeliveryStatusError; a missing `sampleContentProvided`:
    ///   InvalidSampleContentProvidedError (both required fields of the same page);
    /// - an undocumented `refundPreference`: InvalidRefundPreferenceError
    ///   (https://developer.apple.com/documentation/appstoreserverapi/invalidrefundpreferenceerror);
    /// - a `consumptionPercentage` for an auto-renewable subscription: ConsumptionPercentageAutoRenewableSubscriptionError
    ///   (https://developer.apple.com/documentation/appstoreserverapi/refundpreference); outside 0…100000 milliunits, or not
    ///   above 0 with `GRANT_PRORATED` for any other product
    ///   (https://developer.apple.com/documentation/appstoreserverapi/consumptionpercentage).
    /// Apple's pages and libraries give no numbers for the last three errors: they answer GeneralBadRequestError
    /// (4000000) with Apple's error name in the message.
    func refusal(for type: ProductType?) -> ServerAPIError? {
        guard customerConsented == true else {
            return ServerAPIError(.invalidCustomerConsented, "InvalidCustomerConsentedError: customerConsented must be true")
        }
        guard let deliveryStatus, DeliveryStatus.documentedValues.contains(deliveryStatus) else {
            let known = DeliveryStatus.documentedValues.map(\.rawValue).joined(separator: ", ")
            return ServerAPIError(.invalidDeliveryStatus, "InvalidDeliveryStatusError: deliveryStatus is required, one of \(known)")
        }
        guard sampleContentProvided != nil else {
            return ServerAPIError(.invalidSampleContentProvided, "InvalidSampleContentProvidedError: sampleContentProvided is required")
        }
        if let refundPreference, !RefundPreference.documentedValues.contains(refundPreference) {
            return ServerAPIError(.generalBadRequest, "InvalidRefundPreferenceError: refundPreference is GRANT_FULL, GRANT_PRORATED or DECLINE")
        }
        if let consumptionPercentage {
            if type == .autoRenewable {
                return ServerAPIError(
                    .generalBadRequest,
                    "ConsumptionPercentageAutoRenewableSubscriptionError: the App Store computes an auto-renewable subscription's consumption"
                )
            }
            guard (0...100_000).contains(consumptionPercentage) else {
                return ServerAPIError(.generalBadRequest, "InvalidConsumptionPercentageError: consumptionPercentage is 0 to 100000 milliunits")
            }
        }
        if refundPreference == .grantProrated, type != .autoRenewable, (consumptionPercentage ?? 0) <= 0 {
            return ServerAPIError(
                .generalBadRequest,
                "InvalidConsumptionPercentageError: GRANT_PRORATED needs a consumptionPercentage above 0 for this product"
            )
        }
        return nil
    }
}
