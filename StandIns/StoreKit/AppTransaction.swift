/// /documentation/StoreKit/AppTransaction · s:8StoreKit14AppTransactionV
public struct AppTransaction: Sendable {
    /// The signed app transaction the fake hands over.
    let jws: String

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
