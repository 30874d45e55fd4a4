#if Server
public import AppStoreModels
import AppStoreSignature
import Foundation

extension SignedPayload {
    /// `payload`, which a verifier decoded from `jws`, kept with the JSON `jws` carries, so storage stores
    /// what was signed as it is instead of encoding `payload` again.
    public init(verified payload: Payload, jws: String) {
        let json = CompactJWS.payloadBytes(of: jws).flatMap { String(bytes: $0, encoding: .utf8) }
        self.init(payload: payload, jws: jws, signedJSON: json)
    }
}
#endif
