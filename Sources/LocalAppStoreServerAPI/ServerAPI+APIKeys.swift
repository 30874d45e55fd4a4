import Crypto
import Foundation
public import LocalAppStore

extension LocalAppStore.ServerAPI {
    /// The App Store Server API keys the store knows, revoked ones included, oldest first.
    public var apiKeys: [APIKey] { store.serverAPIRecords.apiKeys }

    /// The issuer id of the store's keys (one per store, as one per App Store Connect team).
    public var apiIssuerId: String? { apiKeys.first?.issuerId }

    /// Makes a new In-App Purchase key: the store keeps its public half and returns the private one
    /// (PKCS#8 PEM, the `.p8` App Store Connect downloads), which is not kept.
    public mutating func createAPIKey() -> (key: APIKey, privateKeyPEM: String) {
        let privateKey = P256.Signing.PrivateKey()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var keyId = ""
        repeat {
            keyId = String((0..<10).map { _ in alphabet.randomElement()! })
        } while apiKeys.contains { $0.keyId == keyId }
        let key = APIKey(
            keyId: keyId,
            issuerId: apiIssuerId ?? UUID().uuidString.lowercased(),
            publicKeyPEM: privateKey.publicKey.pemRepresentation,
            createdDate: Date()  // the wall clock: keys sign real tokens, checked against real time
        )
        store.serverAPIRecords.apiKeys.append(key)
        return (key, privateKey.pemRepresentation)
    }

    /// Revokes the key `keyId`: tokens it signs are refused from now on.
    public mutating func revokeAPIKey(_ keyId: String) throws(StoreError) {
        guard let index = apiKeys.firstIndex(where: { $0.keyId == keyId }) else {
            throw StoreError.invalidRequest("no API key '\(keyId)'")
        }
        guard apiKeys[index].revokedDate == nil else { throw StoreError.invalidAction("the API key \(keyId) is already revoked") }
        store.serverAPIRecords.apiKeys[index].revokedDate = Date()  // the wall clock: tokens are refused from this real instant
    }
}
