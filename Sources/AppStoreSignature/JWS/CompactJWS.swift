public import Crypto
import Foundation

/// The three segments of a compact JWS, split at the dots but not yet decoded.
struct JWSSegments {
    /// The whole input as bytes.
    let bytes: [UInt8]
    let firstDot: Int
    let secondDot: Int

    init(_ text: String) throws(VerificationError) {
        bytes = Array(text.utf8)
        guard let first = Self.dot(in: bytes, from: 0) else {
            throw .malformedJWS("expected three dot-separated segments, found one")
        }
        guard let second = Self.dot(in: bytes, from: first + 1) else {
            throw .malformedJWS("expected three dot-separated segments, found two")
        }
        guard Self.dot(in: bytes, from: second + 1) == nil else {
            throw .malformedJWS("expected three dot-separated segments, found more")
        }
        firstDot = first
        secondDot = second
    }

    /// The index of the first `.` in `bytes` at or after `start`. The C library's `memchr` looks at many
    /// bytes at a time: a notification's payload segment is over 10 KB, scanned here before anything else.
    private static func dot(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, Int32(UInt8(ascii: ".")), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The header segment exactly as sent (what the signature covers, and so a safe cache key).
    var headerSegment: ArraySlice<UInt8> { bytes[..<firstDot] }

    /// The bytes the signature covers: header and payload segments joined by a dot.
    var signingInput: ArraySlice<UInt8> { bytes[..<secondDot] }

    func header() throws(VerificationError) -> JWSHeader {
        guard let decoded = Base64URL.decode(headerSegment), !decoded.isEmpty else {
            throw .malformedJWS("header is not base64url")
        }
        do {
            return try JSONDecoder().decode(JWSHeader.self, from: Data(decoded))
        } catch {
            throw .malformedJWS("header is not a JSON object of the expected shape")
        }
    }

    func payload() throws(VerificationError) -> [UInt8] {
        guard let decoded = Base64URL.decode(bytes[(firstDot + 1)..<secondDot]), !decoded.isEmpty else {
            throw .malformedJWS("payload is not base64url")
        }
        return decoded
    }

    func signature() throws(VerificationError) -> [UInt8] {
        guard let decoded = Base64URL.decode(bytes[(secondDot + 1)...]) else {
            throw .malformedJWS("signature is not base64url")
        }
        return decoded
    }
}

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
        let segments = try JWSSegments(text)
        let header = try segments.header()
        let payload = try segments.payload()
        self.header = header
        self.payload = payload
        signature = try segments.signature()
        signingInput = Array(segments.signingInput)
    }

    /// Checks that this JWS is ES256, names `keyId` in its `kid` and is signed by `publicKey`, for the
    /// tokens made with a key the checker holds (API tokens, offer signatures). `what` names the token in
    /// the errors.
    public func checkSigned(by publicKey: P256.Signing.PublicKey, keyId: String, what: String) throws(VerificationError) {
        guard header.alg == "ES256" else {
            throw VerificationError(.unsupportedAlgorithm, "\(what)'s alg is \(header.alg ?? "missing"), not ES256")
        }
        guard header.kid == keyId else {
            throw VerificationError(.unknownKey, "\(what)'s kid \(header.kid ?? "(missing)") is not the key \(keyId)")
        }
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: self.signature),
            publicKey.isValidSignature(signature, for: signingInput)
        else {
            throw VerificationError(.invalidSignature, "\(what)'s signature does not match the key \(keyId)")
        }
    }

    /// The payload segment of `jws`, base64url-decoded, reading neither header nor signature: the bytes a
    /// verifier decoded, for data that is already verified. `nil` when `jws` is not three segments or its
    /// payload is not base64url. Proves nothing by itself.
    public static func payloadBytes(of jws: String) -> [UInt8]? {
        try? JWSSegments(jws).payload()
    }

    /// Signs payload bytes with ES256 under `header` and returns the compact serialization.
    ///
    /// The header's `alg` is forced to `ES256`; the signature is the 64-byte `r || s` form JWS requires.
    public static func sign(
        header: JWSHeader,
        payloadBytes payload: [UInt8],
        with key: P256.Signing.PrivateKey
    ) throws(SigningError) -> String {
        try sign(headerSegment: try headerSegment(header), payloadBytes: payload, with: key)
    }

    /// The base64url segment of `header` with `alg` set to ES256.
    static func headerSegment(_ header: JWSHeader) throws(SigningError) -> String {
        var header = header
        header.alg = "ES256"
        return Base64URL.encode(try encode(header))
    }

    /// Signs `payload` under an already encoded header segment.
    static func sign(
        headerSegment: String,
        payloadBytes payload: [UInt8],
        with key: P256.Signing.PrivateKey
    ) throws(SigningError) -> String {
        let signingInput = headerSegment + "." + Base64URL.encode(payload)
        let signature: P256.Signing.ECDSASignature
        do {
            signature = try key.signature(for: Array(signingInput.utf8))
        } catch {
            throw SigningError(.signingFailed, "P-256 signing failed: \(error)")
        }
        return signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// Encodes `payload` as JSON and signs it with ES256 under `header`.
    public static func sign<Payload: Encodable>(
        header: JWSHeader,
        payload: Payload,
        with key: P256.Signing.PrivateKey
    ) throws(SigningError) -> String {
        try sign(header: header, payloadBytes: Array(try encode(payload)), with: key)
    }

    /// `payload` as the JSON that gets signed.
    static func encode<Payload: Encodable>(_ payload: Payload) throws(SigningError) -> Data {
        do {
            return try encoder.encode(payload)
        } catch {
            throw SigningError(.encodingFailed, "the payload cannot be encoded as JSON: \(error)")
        }
    }

    /// The JSON encoder for signed payloads: sorted keys, slashes unescaped.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
