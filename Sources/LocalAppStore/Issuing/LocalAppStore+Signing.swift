import AppStoreModels
import AppStoreSignature
import Foundation

extension LocalAppStore {
    /// Signs `payload` with the store's leaf key and full chain.
    package func sign<Payload: Encodable>(_ payload: Payload) throws(StoreError) -> String {
        do { return try signer.sign(payload) } catch { throw StoreError.signing("signing failed: \(error)") }
    }
}
