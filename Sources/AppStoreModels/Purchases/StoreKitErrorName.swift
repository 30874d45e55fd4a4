/// The name of a StoreKit error (real, or simulated by a test session), not an error itself: what a
/// `StoreFailure` (StoreKitInterface) carries when StoreKit said why: one of `StoreKitError`'s cases, or an API-specific one
/// (`Product.PurchaseError`, `VerificationResult.VerificationError`).
public struct StoreKitErrorName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The case name, e.g. `networkError` or `invalidOfferSignature`.
    public var name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    /// `StoreKitError`'s cases, in declaration order (a `generic` `current.index` in a file counts in this list).
    public static let generic = ["unknown", "userCancelled", "networkError", "systemError", "notAvailableInStorefront", "notEntitled", "unsupported"]
        .map(StoreKitErrorName.init)
    /// `Product.PurchaseError`'s cases, in declaration order.
    public static let purchase = [
        "invalidQuantity", "productUnavailable", "purchaseNotAllowed", "ineligibleForOffer", "invalidOfferIdentifier", "invalidOfferPrice",
        "invalidOfferSignature", "missingOfferParameters",
    ].map(StoreKitErrorName.init)
    /// `VerificationResult.VerificationError`'s cases, in declaration order.
    public static let verification = [
        "revokedCertificate", "invalidCertificateChain", "invalidDeviceVerification", "invalidEncoding", "invalidSignature",
        "missingRequiredProperties",
    ].map(StoreKitErrorName.init)

    public static let userCancelled = StoreKitErrorName("userCancelled")
}
