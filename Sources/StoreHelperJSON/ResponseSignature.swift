public import Crypto
public import Foundation

/// How an app tells a customer-info answer came from its server (StoreServer signs it; the app checks it): an
/// Ed25519 signature over the app's nonce, the request time and the body, under a key whose public
/// half the app pins. A man in the middle can neither forge an answer nor replay one for another nonce.
public enum ResponseSignature {
    /// The request header carrying the app's nonce (16 to 64 random bytes, base64).
    public static let nonceHeader = "X-StoreHelper-Nonce"
    /// The response header carrying the signature (base64).
    public static let signatureHeader = "X-StoreHelper-Signature"
    /// The response header carrying the request time the server signed (milliseconds since 1970).
    public static let requestTimeHeader = "X-StoreHelper-Request-Time"

    /// Whether `nonce` is one the server signs: base64 of 16 to 64 bytes.
    public static func isValidNonce(_ nonce: String) -> Bool {
        guard nonce.utf8.count <= 128, let bytes = Data(base64Encoded: nonce) else { return false }
        return (16...64).contains(bytes.count)
    }

    /// The bytes signed: the nonce, a newline, the request time in milliseconds, a newline, the body.
    public static func message(nonce: String, requestTime: Int64, body: some DataProtocol) -> Data {
        var message = Data("\(nonce)\n\(requestTime)\n".utf8)
        message.append(contentsOf: body)
        return message
    }

    /// Whether `signature` (base64) signs this nonce, request time and body under `key`.
    public static func isValid(
        _ signature: String,
        nonce: String,
        requestTime: Int64,
        body: some DataProtocol,
        key: Curve25519.Signing.PublicKey
    ) -> Bool {
        guard let bytes = Data(base64Encoded: signature) else { return false }
        return key.isValidSignature(bytes, for: message(nonce: nonce, requestTime: requestTime, body: body))
    }
}
