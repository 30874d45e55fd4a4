#if Server
import Crypto
import Foundation
import StoreHelperJSON

/// The server's half of the response signature: only the server holds the private key.
extension ResponseSignature {
    /// The base64 signature of an answer.
    static func sign(nonce: String, requestTime: Int64, body: some DataProtocol, with key: Curve25519.Signing.PrivateKey) throws -> String {
        try key.signature(for: message(nonce: nonce, requestTime: requestTime, body: body)).base64EncodedString()
    }
}
#endif
