import Crypto
import Foundation

/// A JWS in compact serialization (`header.payload.signature`), split and base64url-decoded.
///
/// Parsing checks structure only; it proves nothing. ``SignedDataVerifier`` decides trust.
public struct CompactJWS: Sendable {
    /// The decoded protected header.
    public let header: JWSHeader
    /// The decoded payload bytes (JSON for everything the App Store signs).
    public let payload: [UInt8]
    /// The decoded signature bytes (64 bytes `r || s` for ES256).
    public let signature: [UInt8]
    /// The bytes the signature covers: the first two segments as sent, joined by a dot.
    public let signingInput: [UInt8]

    /// Splits and decodes `text`. Throws ``VerificationError/malformedJWS(_:)`` naming what was wrong.
    public init(_ text: String) throws(VerificationError) {
        let utf8 = Array(text.utf8)
        guard let firstDot = utf8.firstIndex(of: UInt8(ascii: ".")) else {
            throw .malformedJWS("expected three dot-separated segments, found one")
        }
        guard let secondDot = utf8[(firstDot + 1)...].firstIndex(of: UInt8(ascii: ".")) else {
            throw .malformedJWS("expected three dot-separated segments, found two")
        }
        guard !utf8[(secondDot + 1)...].contains(UInt8(ascii: ".")) else {
            throw .malformedJWS("expected three dot-separated segments, found more")
        }
        guard let headerBytes = Base64URL.decode(utf8[..<firstDot]), !headerBytes.isEmpty else {
            throw .malformedJWS("header is not base64url")
        }
        guard let payload = Base64URL.decode(utf8[(firstDot + 1)..<secondDot]), !payload.isEmpty else {
            throw .malformedJWS("payload is not base64url")
        }
        guard let signature = Base64URL.decode(utf8[(secondDot + 1)...]) else {
            throw .malformedJWS("signature is not base64url")
        }
        do {
            header = try JSONDecoder().decode(JWSHeader.self, from: Data(headerBytes))
        } catch {
            throw .malformedJWS("header is not a JSON object of the expected shape")
        }
        self.payload = payload
        self.signature = signature
        signingInput = Array(utf8[..<secondDot])
    }

    /// Signs `payload` with ES256 under `header` and returns the compact serialization.
    ///
    /// The header's `alg` is forced to `ES256`; the signature is the 64-byte `r || s` form JWS requires.
    public static func sign(
        header: JWSHeader,
        payloadBytes payload: [UInt8],
        with key: P256.Signing.PrivateKey
    ) throws -> String {
        var header = header
        header.alg = "ES256"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let signingInput = Base64URL.encode(try encoder.encode(header)) + "." + Base64URL.encode(payload)
        let signature = try key.signature(for: Array(signingInput.utf8))
        return signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// Encodes `payload` as JSON and signs it with ES256 under `header`.
    public static func sign<Payload: Encodable>(
        header: JWSHeader,
        payload: Payload,
        with key: P256.Signing.PrivateKey
    ) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try sign(header: header, payloadBytes: Array(try encoder.encode(payload)), with: key)
    }
}
