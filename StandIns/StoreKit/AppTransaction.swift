/// /documentation/StoreKit/AppTransaction · s:8StoreKit14AppTransactionV
public struct AppTransaction: Sendable {
    /// The signed app transaction the fake hands over.
    let jws: String

    /// /documentation/StoreKit/AppTransaction/shared · s:8StoreKit14AppTransactionV6sharedAA18VerificationResultOyACGvpZ
    public static var shared: VerificationResult<AppTransaction> {
        get async throws { try await StoreKitBackends.current.appTransaction() }
    }
}
