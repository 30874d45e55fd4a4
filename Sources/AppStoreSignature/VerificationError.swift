import AppStoreModels
import Foundation

/// Why signed App Store data was rejected. Every case says what was wrong; none is ever silently skipped.
public indirect enum VerificationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is larger than the verifier accepts; it was not parsed.
    case inputTooLarge(size: Int, limit: Int)
    /// Not a compact JWS: wrong segment count, bad base64url, or an unreadable header.
    case malformedJWS(String)
    /// The header names an algorithm other than ES256 (or none).
    case unsupportedAlgorithm(String?)
    /// The header has no `x5c` certificate chain.
    case missingCertificateChain
    /// The `x5c` chain has the wrong number of certificates.
    case wrongCertificateCount(found: Int, expected: Int)
    /// An `x5c` entry is not a DER certificate, or its key is not what the App Store uses.
    case malformedCertificate(index: Int, reason: String)
    /// The chain does not lead to a trusted root (or a certificate in it is not properly issued).
    case untrustedChain(String)
    /// A certificate lacks the Apple policy extension its position requires.
    case missingAppleExtension(certificate: ChainPosition, oid: String)
    /// A certificate in the chain was not valid at the instant it was checked at.
    case certificateNotValidAtCheckTime(certificate: ChainPosition, notBefore: Date, notAfter: Date, checkTime: Date)
    /// The ES256 signature does not verify with the leaf certificate's key.
    case invalidSignature
    /// The signed payload is not the JSON object expected.
    case payloadNotDecodable(String)
    /// The payload's bundle identifier is not the expected one.
    case bundleIdMismatch(expected: String, found: String?)
    /// The payload's app Apple ID is not the expected one.
    case appAppleIdMismatch(expected: Int64, found: Int64?)
    /// The payload's environment is not the expected one.
    case environmentMismatch(expected: AppStoreEnvironment, found: AppStoreEnvironment?)
    /// The Xcode certificate in the JWS is not the one the caller trusts.
    case xcodeCertificateMismatch
    /// A token nested in a notification (`signedTransactionInfo`, `signedRenewalInfo`,
    /// `signedAppTransactionInfo`) failed; the notification is rejected as a whole.
    case nestedTokenInvalid(field: String, reason: VerificationError)
    /// The verifier's own configuration is inconsistent.
    case invalidConfiguration(String)

    /// A position in the `x5c` chain.
    public enum ChainPosition: String, Hashable, Sendable {
        case leaf, intermediate, root
    }

    /// A short, stable name of the failure kind, for logs and command-line output.
    public var kind: String {
        switch self {
        case .inputTooLarge: "input-too-large"
        case .malformedJWS: "malformed-jws"
        case .unsupportedAlgorithm: "unsupported-algorithm"
        case .missingCertificateChain: "missing-x5c"
        case .wrongCertificateCount: "wrong-x5c-count"
        case .malformedCertificate: "malformed-certificate"
        case .untrustedChain: "untrusted-chain"
        case .missingAppleExtension: "missing-apple-oid"
        case .certificateNotValidAtCheckTime: "certificate-not-valid-at-check-time"
        case .invalidSignature: "invalid-signature"
        case .payloadNotDecodable: "payload-not-decodable"
        case .bundleIdMismatch: "bundle-id-mismatch"
        case .appAppleIdMismatch: "app-apple-id-mismatch"
        case .environmentMismatch: "environment-mismatch"
        case .xcodeCertificateMismatch: "xcode-certificate-mismatch"
        case .nestedTokenInvalid: "nested-token-invalid"
        case .invalidConfiguration: "invalid-configuration"
        }
    }

    public var description: String {
        switch self {
        case .inputTooLarge(let size, let limit):
            "input is \(size) bytes, over the \(limit)-byte limit"
        case .malformedJWS(let reason):
            "not a compact JWS: \(reason)"
        case .unsupportedAlgorithm(let alg):
            "algorithm \(alg.map { "'\($0)'" } ?? "(none)") is not accepted; only ES256 is"
        case .missingCertificateChain:
            "the JWS header has no x5c certificate chain"
        case .wrongCertificateCount(let found, let expected):
            "x5c holds \(found) certificate(s); \(expected) are required"
        case .malformedCertificate(let index, let reason):
            "x5c[\(index)] is not usable: \(reason)"
        case .untrustedChain(let reason):
            "certificate chain is not trusted: \(reason)"
        case .missingAppleExtension(let position, let oid):
            "the \(position.rawValue) certificate lacks Apple's extension \(oid)"
        case .certificateNotValidAtCheckTime(let position, let notBefore, let notAfter, let checkTime):
            "the \(position.rawValue) certificate is valid \(notBefore.formatted(.iso8601)) to "
                + "\(notAfter.formatted(.iso8601)), not at the check time \(checkTime.formatted(.iso8601))"
        case .invalidSignature:
            "the ES256 signature does not match the leaf certificate's key"
        case .payloadNotDecodable(let reason):
            "payload is not decodable: \(reason)"
        case .bundleIdMismatch(let expected, let found):
            "bundle id is \(found.map { "'\($0)'" } ?? "missing"), expected '\(expected)'"
        case .appAppleIdMismatch(let expected, let found):
            "app Apple ID is \(found.map(String.init) ?? "missing"), expected \(expected)"
        case .environmentMismatch(let expected, let found):
            "environment is \(found.map { "'\($0)'" } ?? "missing"), expected '\(expected)'"
        case .xcodeCertificateMismatch:
            "the x5c certificate is not the Xcode certificate this verifier was given"
        case .nestedTokenInvalid(let field, let reason):
            "nested \(field) rejected: \(reason)"
        case .invalidConfiguration(let reason):
            "invalid verifier configuration: \(reason)"
        }
    }
}
