public import AppStoreModels
public import Foundation

/// Why signed App Store data was rejected. Every failure says what was wrong; none is ever silently
/// skipped. A struct with a stable ``kind`` (as swift-certificates' `CertificateError` is): Apple and
/// this library may add kinds without breaking a client's code. The details of a kind are in the
/// optional fields next to it.
public struct VerificationError: KindedError, Hashable, Sendable {
    /// A position in the `x5c` chain.
    public enum ChainPosition: String, Hashable, Sendable {
        case leaf, intermediate, root
    }

    /// The certificate whose validity window was checked, with the window and the instant.
    public struct ValidityFailure: Hashable, Sendable {
        public var certificate: ChainPosition
        public var notBefore: Date
        public var notAfter: Date
        public var checkTime: Date
    }

    public var kind: Kind
    /// What was wrong, in a sentence.
    public var message: String
    /// For ``AppStoreModels/ErrorKind/certificateNotValidAtCheckTime``: which certificate, its window and the check time.
    public var validity: ValidityFailure?
    /// For ``AppStoreModels/ErrorKind/nestedTokenInvalid``: the field (`signedTransactionInfo`, `signedRenewalInfo`,
    /// `signedAppTransactionInfo`) and the nested token's own failure.
    public var nested: Nested?

    /// A nested token's failure.
    public struct Nested: Hashable, Sendable {
        public var field: String
        /// The nested token's failure (one element; an array so the struct can hold its own type).
        private var reasons: [VerificationError]
        public var reason: VerificationError { reasons[0] }

        init(field: String, reason: VerificationError) {
            self.field = field
            reasons = [reason]
        }
    }

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { "\(kind): \(message)" }

    // MARK: - The failures

    public static func inputTooLarge(size: Int, limit: Int) -> Self {
        Self(.inputTooLarge, "input is \(size) bytes, over the \(limit)-byte limit")
    }

    public static func malformedJWS(_ reason: String) -> Self {
        Self(.malformedJWS, "not a compact JWS: \(reason)")
    }

    public static func unsupportedAlgorithm(_ alg: String?) -> Self {
        Self(.unsupportedAlgorithm, "algorithm \(alg.map { "'\($0)'" } ?? "(none)") is not accepted; only ES256 is")
    }

    public static let missingCertificateChain = Self(.missingCertificateChain, "the JWS header has no x5c certificate chain")

    public static func wrongCertificateCount(found: Int, expected: Int) -> Self {
        Self(.wrongCertificateCount, "x5c holds \(found) certificate(s); \(expected) are required")
    }

    public static func malformedCertificate(index: Int, reason: String) -> Self {
        Self(.malformedCertificate, "x5c[\(index)] is not usable: \(reason)")
    }

    public static func untrustedChain(_ reason: String) -> Self {
        Self(.untrustedChain, "certificate chain is not trusted: \(reason)")
    }

    public static func missingAppleExtension(certificate position: ChainPosition, oid: String) -> Self {
        Self(.missingAppleExtension, "the \(position.rawValue) certificate lacks Apple's extension \(oid)")
    }

    public static func certificateNotValidAtCheckTime(
        certificate position: ChainPosition,
        notBefore: Date,
        notAfter: Date,
        checkTime: Date
    ) -> Self {
        var error = Self(
            .certificateNotValidAtCheckTime,
            "the \(position.rawValue) certificate is valid \(notBefore.formatted(.iso8601)) to "
                + "\(notAfter.formatted(.iso8601)), not at the check time \(checkTime.formatted(.iso8601))"
        )
        error.validity = ValidityFailure(certificate: position, notBefore: notBefore, notAfter: notAfter, checkTime: checkTime)
        return error
    }

    public static let invalidSignature = Self(.invalidSignature, "the ES256 signature does not match the leaf certificate's key")

    public static func payloadNotDecodable(_ reason: String) -> Self {
        Self(.payloadNotDecodable, "payload is not decodable: \(reason)")
    }

    public static func bundleIdMismatch(expected: String, found: String?) -> Self {
        Self(.bundleIdMismatch, "bundle id is \(found.map { "'\($0)'" } ?? "missing"), expected '\(expected)'")
    }

    public static func appAppleIdMismatch(expected: Int64, found: Int64?) -> Self {
        Self(.appAppleIdMismatch, "app Apple ID is \(found.map(String.init) ?? "missing"), expected \(expected)")
    }

    public static func environmentMismatch(expected: AppStoreEnvironment, found: AppStoreEnvironment?) -> Self {
        environmentMismatch(expected: [expected], found: found)
    }

    /// The payload comes from none of the `expected` environments.
    public static func environmentMismatch(expected: Set<AppStoreEnvironment>, found: AppStoreEnvironment?) -> Self {
        let names = expected.map { "'\($0)'" }.sorted().joined(separator: " or ")
        return Self(.environmentMismatch, "environment is \(found.map { "'\($0)'" } ?? "missing"), expected \(names)")
    }

    public static let xcodeCertificateMismatch = Self(
        .xcodeCertificateMismatch,
        "the x5c certificate is not the Xcode certificate this verifier was given"
    )

    public static func nestedTokenInvalid(field: String, reason: VerificationError) -> Self {
        var error = Self(.nestedTokenInvalid, "nested \(field) rejected: \(reason)")
        error.nested = Nested(field: field, reason: reason)
        return error
    }

    public static func invalidConfiguration(_ reason: String) -> Self {
        Self(.invalidConfiguration, "invalid verifier configuration: \(reason)")
    }
}

extension ErrorKind where Owner == VerificationError {
    /// The input is larger than the verifier accepts; it was not parsed.
    public static var inputTooLarge: Self { Self(rawValue: "input-too-large") }
    /// Not a compact JWS: wrong segment count, bad base64url, or an unreadable header.
    public static var malformedJWS: Self { Self(rawValue: "malformed-jws") }
    /// The header names an algorithm other than ES256 (or none).
    public static var unsupportedAlgorithm: Self { Self(rawValue: "unsupported-algorithm") }
    /// The header has no `x5c` certificate chain.
    public static var missingCertificateChain: Self { Self(rawValue: "missing-x5c") }
    /// The `x5c` chain has the wrong number of certificates.
    public static var wrongCertificateCount: Self { Self(rawValue: "wrong-x5c-count") }
    /// An `x5c` entry is not a DER certificate, or its key is not what the App Store uses.
    public static var malformedCertificate: Self { Self(rawValue: "malformed-certificate") }
    /// The chain does not lead to a trusted root (or a certificate in it is not properly issued).
    public static var untrustedChain: Self { Self(rawValue: "untrusted-chain") }
    /// A certificate lacks the Apple policy extension its position requires.
    public static var missingAppleExtension: Self { Self(rawValue: "missing-apple-oid") }
    /// A certificate in the chain was not valid at the instant it was checked at.
    public static var certificateNotValidAtCheckTime: Self { Self(rawValue: "certificate-not-valid-at-check-time") }
    /// The ES256 signature does not verify with the leaf certificate's key.
    public static var invalidSignature: Self { Self(rawValue: "invalid-signature") }
    /// The signed payload is not the JSON object expected.
    public static var payloadNotDecodable: Self { Self(rawValue: "payload-not-decodable") }
    /// The payload's bundle identifier is not the expected one.
    public static var bundleIdMismatch: Self { Self(rawValue: "bundle-id-mismatch") }
    /// The payload's app Apple ID is not the expected one.
    public static var appAppleIdMismatch: Self { Self(rawValue: "app-apple-id-mismatch") }
    /// The payload's environment is not the expected one.
    public static var environmentMismatch: Self { Self(rawValue: "environment-mismatch") }
    /// The Xcode certificate in the JWS is not the one the caller trusts.
    public static var xcodeCertificateMismatch: Self { Self(rawValue: "xcode-certificate-mismatch") }
    /// A token nested in a notification failed; the notification is rejected as a whole.
    public static var nestedTokenInvalid: Self { Self(rawValue: "nested-token-invalid") }
    /// The verifier's own configuration is inconsistent.
    public static var invalidConfiguration: Self { Self(rawValue: "invalid-configuration") }
    /// An App Store Server API token names no key the verifier accepts.
    public static var unknownKey: Self { Self(rawValue: "unknown-key") }
    /// An App Store Server API token's claims do not address this app, or outlive Apple's limit.
    public static var invalidClaim: Self { Self(rawValue: "invalid-claim") }
    /// An App Store Server API token's `exp` has passed.
    public static var tokenExpired: Self { Self(rawValue: "token-expired") }
}
