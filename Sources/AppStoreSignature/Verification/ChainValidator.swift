import AppStoreModels
import Crypto
import Foundation
import SwiftASN1
@_spi(FixedExpiryValidationTime) import X509

/// One certificate's validity window, kept with a cached chain.
struct ValidityWindow: Sendable {
    let position: VerificationError.ChainPosition
    let notBefore: Date
    let notAfter: Date
}

/// The exact bytes of a JWS header segment. Equal only when every byte is equal; hashed by its length
/// and its first ``hashedPrefix`` bytes, where the leaf certificate's serial number lies (hashing all of
/// a header, several KB of certificates, cost more than comparing it).
struct HeaderKey: Hashable, Sendable {
    /// How many leading bytes the hash covers.
    static let hashedPrefix = 256

    let bytes: ArraySlice<UInt8>

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        bytes.prefix(Self.hashedPrefix).withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (lhs: HeaderKey, rhs: HeaderKey) -> Bool {
        lhs.bytes.count == rhs.bytes.count
            && lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
            }
    }
}

/// An `x5c` chain, parsed; `certificates` is `nil` when it came from the cache of trusted chains,
/// whose `windows` then include the trusted root the chain validated to.
struct PreparedChain: Sendable {
    let x5c: [String]
    let leafKey: P256.Signing.PublicKey
    let windows: [ValidityWindow]
    let certificates: [Certificate]?
    /// Served from the header cache, so already remembered under the header that carried it.
    var isCachedUnderHeader = false
}

/// Validates `x5c` chains against a ``TrustAnchor`` and caches the ones that passed.
///
/// The cache is keyed by the exact `x5c` strings (so by the exact certificate bytes), and by the
/// exact header segment that carried them. A cached chain skips header decoding, parsing and path
/// validation; its validity windows are still checked at every token's check time. A chain that
/// failed is never cached. Capacity counts headers: each evicts the oldest when full.
final class ChainValidator: @unchecked Sendable {
    private let anchor: TrustAnchor
    private let capacity: Int
    private let lock = NSLock()
    private var trusted: [[String]: PreparedChain] = [:]
    /// Trusted chains by the exact header segment that carried them: a hit skips decoding the header.
    private var trustedHeaders: [HeaderKey: PreparedChain] = [:]
    private var insertionOrder: [(x5c: [String], header: HeaderKey)] = []

    init(anchor: TrustAnchor, capacity: Int) {
        self.anchor = anchor
        self.capacity = max(capacity, 0)
    }

    /// The environment payloads must name under this anchor: Xcode's certificate signs only Xcode data.
    var requiredEnvironment: AppStoreEnvironment? {
        switch anchor {
        case .roots: nil
        case .xcode: .xcode
        }
    }

    private var expectedCount: Int {
        switch anchor {
        case .roots: 3
        case .xcode: 1
        }
    }

    /// The trusted chain that a JWS with exactly this header segment carries, if it is cached.
    func trustedChain(forHeader segment: ArraySlice<UInt8>) -> PreparedChain? {
        lock.withLock { trustedHeaders[HeaderKey(bytes: segment)] }
    }

    /// The chain for `x5c`: from the cache when already trusted, otherwise parsed (not yet trusted).
    func prepare(_ x5c: [String]) throws(VerificationError) -> PreparedChain {
        guard x5c.count == expectedCount else {
            throw .wrongCertificateCount(found: x5c.count, expected: expectedCount)
        }
        if let cached = lock.withLock({ trusted[x5c] }) {
            return cached
        }
        var certificates: [Certificate] = []
        for (index, entry) in x5c.enumerated() {
            guard let der = Data(base64Encoded: entry) else {
                throw .malformedCertificate(index: index, reason: "not standard base64")
            }
            do {
                certificates.append(try Certificate(derEncoded: Array(der)))
            } catch {
                throw .malformedCertificate(index: index, reason: "not a DER X.509 certificate")
            }
        }
        guard let leafKey = P256.Signing.PublicKey(certificates[0].publicKey) else {
            throw .malformedCertificate(index: 0, reason: "the signing key is not a P-256 key")
        }
        let positions: [VerificationError.ChainPosition] = [.leaf, .intermediate]
        let windows = zip(positions, certificates).map { Self.window($0, $1) }
        return PreparedChain(x5c: x5c, leafKey: leafKey, windows: windows, certificates: certificates)
    }

    /// Throws unless `chain` is trusted and every certificate in it is valid at `checkTime`.
    /// A chain that passes is remembered under its `x5c` and under `headerSegment`.
    func establishTrust(
        _ chain: PreparedChain,
        at checkTime: Date,
        headerSegment: ArraySlice<UInt8>
    ) async throws(VerificationError) {
        guard let certificates = chain.certificates else {
            try Self.checkWindows(chain.windows, at: checkTime)
            if !chain.isCachedUnderHeader { remember(chain, header: headerSegment) }
            return
        }
        var windows = chain.windows
        switch anchor {
        case .roots(let roots):
            try Self.checkAppleExtensions(certificates)
            try Self.checkWindows(windows, at: checkTime)
            let anchorRoot = try await Self.validatePath(certificates, roots: roots, at: checkTime)
            windows.append(Self.window(.root, anchorRoot))
        case .xcode(let pinned):
            guard certificates[0] == pinned else { throw .xcodeCertificateMismatch }
            try Self.checkWindows(windows, at: checkTime)
        }
        remember(PreparedChain(x5c: chain.x5c, leafKey: chain.leafKey, windows: windows, certificates: nil), header: headerSegment)
    }

    /// How many chains are cached (for tests and diagnostics).
    var cachedChainCount: Int { lock.withLock { trusted.count } }

    private func remember(_ chain: PreparedChain, header segment: ArraySlice<UInt8>) {
        guard capacity > 0 else { return }
        let header = HeaderKey(bytes: segment)
        lock.withLock {
            guard trustedHeaders[header] == nil else { return }
            if insertionOrder.count >= capacity {
                let evicted = insertionOrder.removeFirst()
                trusted[evicted.x5c] = nil
                trustedHeaders[evicted.header] = nil
            }
            trusted[chain.x5c] = chain
            var underHeader = chain
            underHeader.isCachedUnderHeader = true
            trustedHeaders[header] = underHeader
            insertionOrder.append((chain.x5c, header))
        }
    }

    private static func checkAppleExtensions(_ certificates: [Certificate]) throws(VerificationError) {
        guard certificates[0].extensions[oid: AppleCertificateOIDs.leaf] != nil else {
            throw .missingAppleExtension(certificate: .leaf, oid: AppleCertificateOIDs.leaf.description)
        }
        guard certificates[1].extensions[oid: AppleCertificateOIDs.intermediate] != nil else {
            throw .missingAppleExtension(certificate: .intermediate, oid: AppleCertificateOIDs.intermediate.description)
        }
    }

    private static func checkWindows(_ windows: [ValidityWindow], at checkTime: Date) throws(VerificationError) {
        for window in windows where checkTime < window.notBefore || checkTime > window.notAfter {
            throw .certificateNotValidAtCheckTime(
                certificate: window.position,
                notBefore: window.notBefore,
                notAfter: window.notAfter,
                checkTime: checkTime
            )
        }
    }

    private static func window(_ position: VerificationError.ChainPosition, _ certificate: Certificate) -> ValidityWindow {
        ValidityWindow(position: position, notBefore: certificate.notValidBefore, notAfter: certificate.notValidAfter)
    }

    /// RFC 5280 path validation by swift-certificates: leaf → intermediate → one of `roots`.
    /// Returns the trusted root the path ends in. `x5c[2]` is not trusted for anything: the anchor
    /// always comes from `roots` (as in Apple's own verifiers).
    private static func validatePath(
        _ certificates: [Certificate],
        roots: [Certificate],
        at checkTime: Date
    ) async throws(VerificationError) -> Certificate {
        var verifier = Verifier(rootCertificates: CertificateStore(roots)) {
            RFC5280Policy(fixedExpiryValidationTime: checkTime)
            AppleExtensionsAreHandled()
        }
        let result = await verifier.validate(leaf: certificates[0], intermediates: CertificateStore([certificates[1]]))
        switch result {
        case .validCertificate(let chain):
            let path = Array(chain)
            guard path.count == 3, path[1] == certificates[1], let root = path.last else {
                throw .untrustedChain("the validated path does not run leaf → x5c intermediate → trusted root")
            }
            return root
        case .couldNotValidate(let failures):
            let reason = failures.first.map { String(describing: $0.policyFailureReason) }
            throw .untrustedChain(reason ?? "no path from the leaf through the intermediate to a trusted root")
        }
    }
}

/// Declares Apple's policy extensions handled, so a chain that marks them critical still builds;
/// their presence is checked before path validation.
private struct AppleExtensionsAreHandled: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [AppleCertificateOIDs.leaf, AppleCertificateOIDs.intermediate]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) async -> PolicyEvaluationResult {
        .meetsPolicy
    }
}
