/// /documentation/StoreKit/VerificationResult · s:8StoreKit18VerificationResultO
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// /documentation/StoreKit/VerificationResult/unverified(_:_:)
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// /documentation/StoreKit/VerificationResult/verified(_:)
    case verified(SignedType)

    /// /documentation/StoreKit/VerificationResult/VerificationError · s:8StoreKit18VerificationResultO0C5ErrorO
    public enum VerificationError: Error, Hashable, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
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
    /// /documentation/StoreKit/VerificationResult/jwsRepresentation-178oj
    public var jwsRepresentation: String {
        switch self {
        case .verified(let info), .unverified(let info, _): info.jws
        }
    }
}
