import LocalAppStore
import StoreKitInterface

extension LocalStore {
    /// A transaction as the app receives it: its JWS, or a copy with a broken signature while the
    /// session simulates a verification error.
    func handedOver(_ record: TransactionRecord, store: LocalAppStore) -> SignedJWS {
        guard store.settings.simulatedError(for: .verification) != nil else { return SignedJWS(record.jws) }
        return SignedJWS(Self.breakingSignature(of: record.jws))
    }

    /// `jws` with the first character of its signature changed: still well formed, never valid.
    static func breakingSignature(of jws: String) -> String {
        guard let dot = jws.lastIndex(of: "."), jws.index(after: dot) < jws.endIndex else { return jws + "." }
        let first = jws.index(after: dot)
        return String(jws[..<first]) + (jws[first] == "A" ? "B" : "A") + String(jws[jws.index(after: first)...])
    }
}
