import AppStoreModels
import LocalAppStore
import StoreKitInterface

extension LocalStore {
    /// A transaction as the app receives it: its JWS, or a copy with a broken signature while the
    /// session simulates a verification error.
    static func handedOver(_ record: TransactionRecord, store: LocalAppStore) -> SignedJWS {
        guard store.settings.simulatedError(for: .verification) != nil else { return SignedJWS(record.jws) }
        return SignedJWS(Self.breakingSignature(of: record.jws))
    }

    /// A StoreKit error the session simulates for `api` (a short description such as "purchase"), as the
    /// local store's error that becomes the `Store` protocol's ``StoreFailure/storeKit(_:during:)``.
    static func simulated(_ failure: StoreKitErrorName, during api: String) -> StoreError {
        var error = StoreError(.simulated, StoreFailure.storeKit(failure, during: api).message)
        error.storeKitFailure = failure
        return error
    }

    /// `jws` with the first character of its signature changed: still well formed, never valid.
    static func breakingSignature(of jws: String) -> String {
        guard let dot = jws.lastIndex(of: "."), jws.index(after: dot) < jws.endIndex else { return jws + "." }
        let first = jws.index(after: dot)
        return String(jws[..<first]) + (jws[first] == "A" ? "B" : "A") + String(jws[jws.index(after: first)...])
    }
}

/// What a purchase leaves a device to do: hand the result over and publish the rest of what changed (not its own
/// transaction, which the result carries).
struct Bought: Sendable {
    var result: PurchaseResult<SignedJWS>
    var transactionId: String?
    var seen: Observation?

    /// `outcome` as the app receives it, read in `store` as the purchase left it.
    init(_ outcome: PurchaseResult<SignedTransaction>, in store: LocalAppStore, _ observe: (LocalAppStore) -> Observation) throws(StoreError) {
        switch outcome {
        case .purchased(let signed):
            let record = try store.transaction(signed.payload.transactionId ?? "")
            result = .purchased(LocalStore.handedOver(record, store: store))
            transactionId = record.id
            seen = observe(store)
        case .pending(let ticket):
            result = .pending(ticket)
        case .userCancelled:
            result = .userCancelled
        }
    }
}
