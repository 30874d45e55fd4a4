public import AppStoreModels
import Crypto
import Foundation
public import Logging

/// Verifies data the App Store signs: transactions, renewal infos, app transactions, App Store Server
/// Notifications V2 (with their nested tokens) and real-time retention requests.
///
/// A payload is returned only after all of these hold: the input is within the size limit; the JWS
/// header names `ES256`; `x5c` holds the expected chain; the ES256 signature verifies with the leaf
/// key; the chain validates to a trusted root with Apple's policy extensions; every certificate is
/// valid at the check time; and the payload matches the ``VerificationPolicy``.
///
/// Chains that passed are cached by their exact certificates, so steady-state verification costs one
/// P-256 signature check per token. Safe to share across tasks.
public final class SignedDataVerifier: Sendable {
    /// What payloads must match and when certificates must be valid.
    public let policy: VerificationPolicy
    private let chains: ChainValidator
    private let clock: any ServiceClock
    private let logger: Logger

    /// A verifier.
    /// - Parameters:
    ///   - trust: What to trust; Apple Root CA - G3 by default. Pass other roots (a test CA, the local
    ///     App Store's root) or, explicitly, the Xcode certificate.
    ///   - policy: The expectations payloads must meet.
    ///   - cacheCapacity: How many distinct trusted chains to remember (0 disables the cache).
    ///   - clock: The time source for ``VerificationPolicy/CheckTime/now`` and for payloads without a date.
    ///   - logger: Receives debug events (chains trusted, tokens rejected).
    public init(
        trust: TrustAnchor = .apple,
        policy: VerificationPolicy,
        cacheCapacity: Int = 32,
        clock: any ServiceClock = SystemClock(),
        logger: Logger = Logger(label: "StoreHelper.SignedDataVerifier")
    ) {
        self.policy = policy
        self.chains = ChainValidator(anchor: trust, capacity: cacheCapacity)
        self.clock = clock
        self.logger = logger
    }

    /// Verifies a signed transaction (`signedTransactionInfo`, `signedTransactions[]`, StoreKit's `jwsRepresentation`).
    public func verifyTransaction(_ jws: String) async throws(VerificationError) -> JWSTransactionDecodedPayload {
        try await verifyToken(jws, as: JWSTransactionDecodedPayload.self, policy: policy)
    }

    /// Verifies a signed renewal info (`signedRenewalInfo`).
    public func verifyRenewalInfo(_ jws: String) async throws(VerificationError) -> JWSRenewalInfoDecodedPayload {
        try await verifyToken(jws, as: JWSRenewalInfoDecodedPayload.self, policy: policy)
    }

    /// Verifies a signed app transaction.
    public func verifyAppTransaction(_ jws: String) async throws(VerificationError) -> JWSAppTransactionDecodedPayload {
        try await verifyToken(jws, as: JWSAppTransactionDecodedPayload.self, policy: policy)
    }

    /// Verifies a notification's `signedPayload` together with every token nested in it; if any nested
    /// token fails, the whole notification is rejected with ``VerificationError/nestedTokenInvalid(field:reason:)``.
    ///
    /// Nested tokens must also agree with the notification's own bundle id and environment.
    public func verifyNotification(_ signedPayload: String) async throws(VerificationError) -> VerifiedNotification {
        let outer = try authenticate(signedPayload, as: ResponseBodyV2DecodedPayload.self)
        var nested: VerifiedNotification?
        let checkTime: Date
        if case .signedDate = policy.checkTime, outer.payload.signedDate == nil {
            // Apple sent some notifications without a signedDate: use the nested tokens' date.
            let verified = try await verifyNested(of: outer.payload)
            nested = verified
            checkTime = resolveCheckTime(verified.nestedSignedDate)
        } else {
            checkTime = resolveCheckTime(outer.payload.signedDate)
        }
        try await finish(outer, at: checkTime, policy: policy)
        if let nested { return nested }
        return try await verifyNested(of: outer.payload)
    }

    /// Verifies a real-time retention request's `signedPayload` (what the App Store POSTs to the app server's
    /// Get Retention Message endpoint). It carries no bundle id; its app Apple ID and environment are checked.
    public func verifyRealtimeRequest(_ signedPayload: String) async throws(VerificationError) -> DecodedRealtimeRequestBody {
        try await verifyToken(signedPayload, as: DecodedRealtimeRequestBody.self, policy: policy)
    }

    /// Tells the payload's kind by its fields, then verifies it as that kind.
    public func verify(_ jws: String) async throws(VerificationError) -> VerifiedSignedData {
        switch try SignedDataKind.of(jws, maximumInputSize: policy.maximumInputSize) {
        case .transaction: .transaction(try await verifyTransaction(jws))
        case .renewalInfo: .renewalInfo(try await verifyRenewalInfo(jws))
        case .appTransaction: .appTransaction(try await verifyAppTransaction(jws))
        case .notification: .notification(try await verifyNotification(jws))
        case .realtimeRequest: .realtimeRequest(try await verifyRealtimeRequest(jws))
        }
    }

    /// How many trusted chains are cached.
    public var cachedChainCount: Int { chains.cachedChainCount }

    /// Whether the chain in `jws`'s header is cached as trusted (tests check which chain a full cache evicts).
    func isChainCached(for jws: String) -> Bool {
        chains.trustedChain(forHeader: ArraySlice(jws.utf8.prefix { $0 != UInt8(ascii: ".") })) != nil
    }

    // MARK: - Steps

    private struct Authenticated<Payload: Sendable>: Sendable {
        let payload: Payload
        let chain: PreparedChain
        let headerSegment: ArraySlice<UInt8>
    }

    private func verifyToken<Payload: VerifiablePayload>(
        _ jws: String,
        as type: Payload.Type,
        policy: VerificationPolicy
    ) async throws(VerificationError) -> Payload {
        let token = try authenticate(jws, as: type)
        try await finish(token, at: resolveCheckTime(token.payload.signedDate), policy: policy)
        return token.payload
    }

    /// Structure, algorithm, chain shape and signature: after this, the payload is known to be signed
    /// by the `x5c` leaf's key, but the chain is not yet trusted.
    private func authenticate<Payload: Decodable & Sendable>(
        _ jws: String,
        as type: Payload.Type
    ) throws(VerificationError) -> Authenticated<Payload> {
        let size = jws.utf8.count
        guard size <= policy.maximumInputSize else {
            throw reject(.inputTooLarge(size: size, limit: policy.maximumInputSize))
        }
        let segments: JWSSegments
        let chain: PreparedChain
        let signatureBytes: [UInt8]
        let payloadBytes: [UInt8]
        do throws(VerificationError) {
            segments = try JWSSegments(jws)
            if let trusted = chains.trustedChain(forHeader: segments.headerSegment) {
                chain = trusted
            } else {
                let header = try segments.header()
                guard header.alg == "ES256" else { throw .unsupportedAlgorithm(header.alg) }
                guard let x5c = header.x5c else { throw .missingCertificateChain }
                chain = try chains.prepare(x5c)
            }
            signatureBytes = try segments.signature()
            payloadBytes = try segments.payload()
        } catch {
            throw reject(error)
        }
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureBytes),
            chain.leafKey.isValidSignature(signature, for: segments.signingInput)
        else { throw reject(.invalidSignature) }
        do {
            let payload = try JSONDecoder().decode(type, from: Data(payloadBytes))
            return Authenticated(payload: payload, chain: chain, headerSegment: segments.headerSegment)
        } catch {
            throw reject(.payloadNotDecodable(Self.explain(error)))
        }
    }

    /// Chain trust at `checkTime`, then the policy's expectations.
    private func finish<Payload: VerifiablePayload>(
        _ token: Authenticated<Payload>,
        at checkTime: Date,
        policy: VerificationPolicy
    ) async throws(VerificationError) {
        let wasCached = token.chain.certificates == nil
        do {
            try await chains.establishTrust(token.chain, at: checkTime, headerSegment: token.headerSegment)
        } catch {
            throw reject(error)
        }
        if !wasCached {
            logger.debug("Trusted a new certificate chain", metadata: ["checkTime": "\(checkTime)"])
        }
        if let required = chains.requiredEnvironment, token.payload.signingEnvironment != required {
            throw reject(.environmentMismatch(expected: required, found: token.payload.signingEnvironment))
        }
        do {
            try policy.checkExpectations(of: token.payload)
        } catch {
            throw reject(error)
        }
    }

    private func verifyNested(of payload: ResponseBodyV2DecodedPayload) async throws(VerificationError) -> VerifiedNotification {
        var nestedPolicy = policy
        nestedPolicy.bundleId = policy.bundleId ?? payload.signedBundleId ?? nil
        nestedPolicy.environment = policy.environment ?? payload.signingEnvironment
        var result = VerifiedNotification(payload: payload)
        if let token = payload.data?.signedTransactionInfo {
            result.transaction = try await nestedToken("signedTransactionInfo") { () throws(VerificationError) in
                try await self.verifyToken(token, as: JWSTransactionDecodedPayload.self, policy: nestedPolicy)
            }
        }
        if let token = payload.data?.signedRenewalInfo {
            result.renewalInfo = try await nestedToken("signedRenewalInfo") { () throws(VerificationError) in
                try await self.verifyToken(token, as: JWSRenewalInfoDecodedPayload.self, policy: nestedPolicy)
            }
        }
        if let token = payload.appData?.signedAppTransactionInfo {
            result.appTransaction = try await nestedToken("signedAppTransactionInfo") { () throws(VerificationError) in
                try await self.verifyToken(token, as: JWSAppTransactionDecodedPayload.self, policy: nestedPolicy)
            }
        }
        return result
    }

    private func nestedToken<Payload>(
        _ field: String,
        _ verify: () async throws(VerificationError) -> Payload
    ) async throws(VerificationError) -> Payload {
        do {
            return try await verify()
        } catch {
            throw .nestedTokenInvalid(field: field, reason: error)
        }
    }

    private func resolveCheckTime(_ signedDate: MillisecondDate?) -> Date {
        switch policy.checkTime {
        case .signedDate: signedDate?.date ?? clock.now
        case .now: clock.now
        case .fixed(let instant): instant
        }
    }

    private func reject(_ error: VerificationError) -> VerificationError {
        logger.debug("Rejected signed data", metadata: ["kind": "\(error.kind)", "reason": "\(error)"])
        return error
    }

    private static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "not valid JSON"
        }
    }
}
