public import AppStoreModels

/// A payload the App Store signs, with what a verifier checks against the caller's expectations.
public protocol VerifiablePayload: Decodable, Sendable {
    /// When the App Store signed it: the default instant certificates are checked at.
    var signedDate: MillisecondDate? { get }
    /// The environment that signed it.
    var signingEnvironment: AppStoreEnvironment? { get }
    /// The bundle id it is for; `nil` when the payload kind carries none (renewal info).
    var signedBundleId: String?? { get }
    /// The app Apple ID it is for; `nil` when the payload kind carries none.
    var signedAppAppleId: Int64?? { get }
}

extension JWSTransactionDecodedPayload: VerifiablePayload {
    public var signingEnvironment: AppStoreEnvironment? { environment }
    public var signedBundleId: String?? { .some(bundleId) }
    public var signedAppAppleId: Int64?? { nil }
}

extension JWSRenewalInfoDecodedPayload: VerifiablePayload {
    public var signingEnvironment: AppStoreEnvironment? { environment }
    public var signedBundleId: String?? { nil }
    public var signedAppAppleId: Int64?? { nil }
}

extension JWSAppTransactionDecodedPayload: VerifiablePayload {
    public var signedDate: MillisecondDate? { receiptCreationDate }
    public var signingEnvironment: AppStoreEnvironment? { receiptType }
    public var signedBundleId: String?? { .some(bundleId) }
    public var signedAppAppleId: Int64?? { .some(appAppleId) }
}

extension ResponseBodyV2DecodedPayload: VerifiablePayload {
    public var signingEnvironment: AppStoreEnvironment? {
        if let environment = data?.environment ?? summary?.environment ?? appData?.environment {
            return environment
        }
        return externalPurchaseToken?.externalPurchaseId.map(ExternalPurchaseToken.environment(ofId:))
    }

    public var signedBundleId: String?? {
        .some(data?.bundleId ?? summary?.bundleId ?? externalPurchaseToken?.bundleId ?? appData?.bundleId)
    }

    public var signedAppAppleId: Int64?? {
        .some(data?.appAppleId ?? summary?.appAppleId ?? externalPurchaseToken?.appAppleId ?? appData?.appAppleId)
    }
}

extension DecodedRealtimeRequestBody: VerifiablePayload {
    public var signingEnvironment: AppStoreEnvironment? { environment }
    public var signedBundleId: String?? { nil }
    public var signedAppAppleId: Int64?? { .some(appAppleId) }
}
