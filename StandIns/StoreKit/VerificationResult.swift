/// /documentation/StoreKit/VerificationResult · s:8StoreKit18VerificationResultO
public enum VerificationResult<SignedType> {
    /// /documentation/StoreKit/VerificationResult/unverified(_:_:) · s:8StoreKit18VerificationResultO10unverifiedyACyxGx_AC0C5ErrorOyx_GtcAEmlF
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// /documentation/StoreKit/VerificationResult/verified(_:) · s:8StoreKit18VerificationResultO8verifiedyACyxGxcAEmlF
    case verified(SignedType)

    /// /documentation/StoreKit/VerificationResult/VerificationError · s:8StoreKit18VerificationResultO0C5ErrorO
    public enum VerificationError: Error, Hashable, Sendable {
        /// /documentation/StoreKit/VerificationResult/VerificationError/revokedCertificate · as StoreKit's interface declares it
        case revokedCertificate
        /// /documentation/StoreKit/VerificationResult/VerificationError/invalidCertificateChain ·
        /// s:8StoreKit18VerificationResultO0C5ErrorO23invalidCertificateChainyAEyx_GAGmlF
        case invalidCertificateChain
        /// /documentation/StoreKit/VerificationResult/VerificationError/invalidDeviceVerification · as StoreKit's interface declares it
        case invalidDeviceVerification
        /// /documentation/StoreKit/VerificationResult/VerificationError/invalidEncoding ·
        /// s:8StoreKit18VerificationResultO0C5ErrorO15invalidEncodingyAEyx_GAGmlF
        case invalidEncoding
        /// /documentation/StoreKit/VerificationResult/VerificationError/invalidSignature · as StoreKit's interface declares it
        case invalidSignature
        /// /documentation/StoreKit/VerificationResult/VerificationError/missingRequiredProperties · as StoreKit's interface declares it
        case missingRequiredProperties
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}

extension VerificationResult {
    /// What was signed, verified or not.
    var signed: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

extension VerificationResult where SignedType == Transaction {
    /// /documentation/StoreKit/VerificationResult/jwsRepresentation-21vgo · s:8StoreKit18VerificationResultOA2A11TransactionVRszlE17jwsRepresentationSSvp
    public var jwsRepresentation: String {
        switch self {
        case .verified(let transaction), .unverified(let transaction, _): transaction.jws
        }
    }
}

extension VerificationResult where SignedType == Product.SubscriptionInfo.RenewalInfo {
    /// /documentation/StoreKit/VerificationResult/jwsRepresentation-178oj · as StoreKit's interface declares it
    public var jwsRepresentation: String {
        switch self {
        case .verified(let info), .unverified(let info, _): info.jws
        }
    }
}

extension VerificationResult where SignedType == AppTransaction {
    /// /documentation/StoreKit/VerificationResult/jwsRepresentation-6ma59 · s:8StoreKit18VerificationResultOA2A14AppTransactionVRszlE17jwsRepresentationSSvp
    public var jwsRepresentation: String {
        switch self {
        case .verified(let transaction), .unverified(let transaction, _): transaction.jws
        }
    }
}
