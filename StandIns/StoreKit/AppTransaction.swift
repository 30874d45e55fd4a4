public import Foundation

/// /documentation/StoreKit/AppTransaction · s:8StoreKit14AppTransactionV
public struct AppTransaction: Sendable {
    /// The signed app transaction.
    let jws: String

    /// /documentation/StoreKit/AppTransaction/bundleID · s:8StoreKit14AppTransactionV8bundleIDSSvp
    public let bundleID: String
    /// /documentation/StoreKit/AppTransaction/appVersion · s:8StoreKit14AppTransactionV10appVersionSSvp
    public let appVersion: String
    /// /documentation/StoreKit/AppTransaction/appVersionID · s:8StoreKit14AppTransactionV12appVersionIDs6UInt64VSgvp
    ///
    /// Nil in the Xcode and sandbox environments, as Apple's page says: the local store assigns none.
    public let appVersionID: UInt64?
    /// /documentation/StoreKit/AppTransaction/originalAppVersion · s:8StoreKit14AppTransactionV08originalC7VersionSSvp
    public let originalAppVersion: String
    /// /documentation/StoreKit/AppTransaction/originalPurchaseDate · s:8StoreKit14AppTransactionV20originalPurchaseDate10Foundation0G0Vvp
    public let originalPurchaseDate: Date

    /// The app transaction a signed one carries. A payload that does not decode (its verification says
    /// `invalidEncoding`) leaves the fields empty.
    init(jws: String) {
        self.jws = jws
        let payload = SignedPayload(jws)
        bundleID = payload?.string("bundleId") ?? ""
        appVersion = payload?.string("applicationVersion") ?? ""
        appVersionID = payload?.integer("versionExternalIdentifier").flatMap { UInt64(exactly: $0) }
        originalAppVersion = payload?.string("originalApplicationVersion") ?? ""
        originalPurchaseDate = payload?.date("originalPurchaseDate") ?? Date(timeIntervalSince1970: 0)
    }

    /// /documentation/StoreKit/AppTransaction/shared · s:8StoreKit14AppTransactionV6sharedAA18VerificationResultOyACGvpZ
    public static var shared: VerificationResult<AppTransaction> {
        get async throws { try await StoreKitBackends.current.appTransaction() }
    }

    /// /documentation/StoreKit/AppTransaction/refresh() · s:8StoreKit14AppTransactionV7refreshAA18VerificationResultOyACGyYaKFZ
    ///
    /// The app transaction signed again by the store (no sign-in prompt: the local store has none to show).
    public static func refresh() async throws -> VerificationResult<AppTransaction> {
        try await StoreKitBackends.current.appTransaction()
    }
}
