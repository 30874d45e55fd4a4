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
    /// (4000000) with Apple's error name in the message. The local App Store refuses with these; a server checks its
    /// own body with them before sending it.
    public func refusal(for type: ProductType?) -> ErrorPayload? {
        guard customerConsented == true else {
            return Self.refused(.invalidCustomerConsented, "InvalidCustomerConsentedError: customerConsented must be true")
        }
        guard let deliveryStatus, DeliveryStatus.documentedValues.contains(deliveryStatus) else {
            let known = DeliveryStatus.documentedValues.map(\.rawValue).joined(separator: ", ")
            return Self.refused(.invalidDeliveryStatus, "InvalidDeliveryStatusError: deliveryStatus is required, one of \(known)")
        }
        guard sampleContentProvided != nil else {
            return Self.refused(.invalidSampleContentProvided, "InvalidSampleContentProvidedError: sampleContentProvided is required")
        }
        if let refundPreference, !RefundPreference.documentedValues.contains(refundPreference) {
            return Self.refused(.generalBadRequest, "InvalidRefundPreferenceError: refundPreference is GRANT_FULL, GRANT_PRORATED or DECLINE")
        }
        if let consumptionPercentage {
            if type == .autoRenewable {
                return Self.refused(
                    .generalBadRequest,
                    "ConsumptionPercentageAutoRenewableSubscriptionError: the App Store computes an auto-renewable subscription's consumption"
                )
            }
            guard (0...100_000).contains(consumptionPercentage) else {
                return Self.refused(.generalBadRequest, "InvalidConsumptionPercentageError: consumptionPercentage is 0 to 100000 milliunits")
            }
        }
        if refundPreference == .grantProrated, type != .autoRenewable, (consumptionPercentage ?? 0) <= 0 {
            return Self.refused(
                .generalBadRequest,
                "InvalidConsumptionPercentageError: GRANT_PRORATED needs a consumptionPercentage above 0 for this product"
            )
        }
        return nil
    }

    private static func refused(_ code: APIErrorCode, _ message: String) -> ErrorPayload {
        ErrorPayload(errorCode: code.rawValue, errorMessage: message)
    }
}
