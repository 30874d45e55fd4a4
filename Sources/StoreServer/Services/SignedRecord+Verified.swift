import AppStoreSignature
import Foundation
public import StoreStorage

extension SignedRecord {
    /// A record of `payload`, which a verifier decoded from `signed`, kept with the JSON `signed` carries,
    /// so storage stores what was signed as it is instead of encoding `payload` again.
    public init(verified payload: Payload, signed: String) {
        let json = CompactJWS.payloadBytes(of: signed).flatMap { String(bytes: $0, encoding: .utf8) }
        self.init(payload: payload, signed: signed, signedJSON: json)
    }
}
