import StoreKit
import StoreKitInterface

// StoreKit's errors by their documented cases. Apple's error enums print whatever reflection of a system
// framework gives, so each case is named here; only a case newer than the SDK this was compiled with falls
// back to its description.
// https://developer.apple.com/documentation/storekit/storekiterror
// https://developer.apple.com/documentation/storekit/product/purchaseerror
// https://developer.apple.com/documentation/storekit/transaction/refundrequesterror
// https://developer.apple.com/documentation/storekit/verificationresult/verificationerror
extension StoreKitStore {
    /// A StoreKit error by its case name; anything else means StoreKit could not be reached.
    static func failure(_ error: any Error, during api: String) -> StoreFailure {
        let name: String? =
            switch error {
            case let error as StoreKitError: caseName(error)
            case let error as Product.PurchaseError: caseName(error)
            case let error as Transaction.RefundRequestError: caseName(error)
            default: nil
            }
        guard let name else { return StoreFailure(.unavailable, "\(api) failed: \(error)") }
        return .storeKit(StoreKitErrorName(name), during: api)
    }

    /// What StoreKit's verification of a signed value found wrong, as a failure of `api`.
    static func verificationFailure<Value>(_ error: VerificationResult<Value>.VerificationError, during api: String) -> StoreFailure {
        .storeKit(StoreKitErrorName(caseName(error)), during: api)
    }

    static func caseName(_ error: StoreKitError) -> String {
        switch error {
        case .unknown: return "unknown"
        case .userCancelled: return "userCancelled"
        case .networkError: return "networkError"
        case .systemError: return "systemError"
        case .notAvailableInStorefront: return "notAvailableInStorefront"
        case .notEntitled: return "notEntitled"
        default:
            // `unsupported` is iOS 18.4 and macOS 15.4, above the floor.
            if #available(iOS 18.4, macOS 15.4, *) {
                if case .unsupported = error { return "unsupported" }
            }
            return "\(error)"
        }
    }

    static func caseName(_ error: Product.PurchaseError) -> String {
        switch error {
        case .invalidQuantity: "invalidQuantity"
        case .productUnavailable: "productUnavailable"
        case .purchaseNotAllowed: "purchaseNotAllowed"
        case .ineligibleForOffer: "ineligibleForOffer"
        case .invalidOfferIdentifier: "invalidOfferIdentifier"
        case .invalidOfferPrice: "invalidOfferPrice"
        case .invalidOfferSignature: "invalidOfferSignature"
        case .missingOfferParameters: "missingOfferParameters"
        @unknown default: "\(error)"
        }
    }

    static func caseName(_ error: Transaction.RefundRequestError) -> String {
        switch error {
        case .duplicateRequest: "duplicateRequest"
        case .failed: "failed"
        @unknown default: "\(error)"
        }
    }

    static func caseName<Value>(_ error: VerificationResult<Value>.VerificationError) -> String {
        switch error {
        case .revokedCertificate: "revokedCertificate"
        case .invalidCertificateChain: "invalidCertificateChain"
        case .invalidDeviceVerification: "invalidDeviceVerification"
        case .invalidEncoding: "invalidEncoding"
        case .invalidSignature: "invalidSignature"
        case .missingRequiredProperties: "missingRequiredProperties"
        @unknown default: "\(error)"
        }
    }

    /// What became of a refund request StoreKit showed.
    static func outcome(_ status: Transaction.RefundRequestStatus) throws(StoreFailure) -> RefundRequestOutcome {
        switch status {
        case .success: .submitted
        case .userCancelled: .userCancelled
        @unknown default: throw StoreFailure(.unsupported, "StoreKit returned a refund request status this version does not know")
        }
    }
}
