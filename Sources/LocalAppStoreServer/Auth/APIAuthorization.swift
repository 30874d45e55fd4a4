#if Server
import AppStoreSignature
import Crypto
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI

/// Checks a request's `Authorization: Bearer <JWT>` against the store's active API keys, on the wall
/// clock (tokens are real time, whatever the store's clock says).
enum APIAuthorization {
    /// The most a bearer token may weigh.
    static let maximumTokenBytes = 4096

    /// Throws ``Unauthorized`` (401, logged with the reason) unless `header` carries a token of an
    /// active key for `store`'s app.
    static func check(_ header: String?, store: LocalAppStore, now: Date) throws(Unauthorized) {
        guard let header, header.utf8.count <= maximumTokenBytes else { throw Unauthorized(reason: "no bearer token, or an oversized one") }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw Unauthorized(reason: "the Authorization header is not 'Bearer <token>'")
        }
        let keys = store.serverAPI.apiKeys.filter { $0.revokedDate == nil }.compactMap { key in
            (try? P256.Signing.PublicKey(pemRepresentation: key.publicKeyPEM)).map {
                APITokenVerifier.Key(keyId: key.keyId, issuerId: key.issuerId, publicKey: $0)
            }
        }
        do {
            _ = try APITokenVerifier(keys: keys, bundleId: store.bundleId).verify(String(parts[1]), now: now)
        } catch {
            throw Unauthorized(reason: "\(error.kind): \(error.message)")
        }
    }
}
#endif
