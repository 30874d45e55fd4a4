#if Server
public import AppStoreModels
public import AppStoreSignature
import Foundation
public import Logging
public import X509

/// The verifiers the server trusts signed data through, one per accepted environment: Apple's root for
/// Production (and, in tests only, the roots trusted for it); Apple's root and the configured extra roots (a
/// local App Store's) for the others. The environment a token claims picks the verifier, which then checks
/// that claim with everything else.
public struct TrustedSources: Sendable {
    private let verifiers: [AppStoreEnvironment: SignedDataVerifier]

    /// Verifiers for `environments`, checking `bundleId` (and `appAppleId` where data carries one).
    /// `productionTestRoots` are trusted for Production beside Apple's root: for tests against a local App Store
    /// playing Production, never in a deployment.
    public init(
        bundleId: String,
        appAppleId: Int64?,
        environments: [AppStoreEnvironment],
        extraRoots: [Certificate],
        productionTestRoots: [Certificate] = [],
        clock: any ServiceClock,
        logger: Logger
    ) throws(VerificationError) {
        var verifiers: [AppStoreEnvironment: SignedDataVerifier] = [:]
        for environment in environments {
            let roots = [AppleRoots.appleRootCAG3] + (environment == .production ? productionTestRoots : extraRoots)
            let policy = try VerificationPolicy(bundleId: bundleId, appAppleId: appAppleId, environment: environment)
            verifiers[environment] = SignedDataVerifier(trust: .roots(roots), policy: policy, clock: clock, logger: logger)
        }
        self.verifiers = verifiers
    }

    /// Verifies a notification's `signedPayload` and its nested tokens.
    public func verifyNotification(_ signedPayload: String) async throws(ServerError) -> VerifiedNotification {
        let claimed = try Self.claimedEnvironment(signedPayload)
        let verifier = try verifier(for: claimed)
        do throws(VerificationError) { return try await verifier.verifyNotification(signedPayload) } catch {
            throw ServerError(.verificationFailed, "the notification failed verification (\(error.kind))", detail: error.message)
        }
    }

    /// Verifies a signed transaction.
    public func verifyTransaction(_ jws: String) async throws(ServerError) -> JWSTransactionDecodedPayload {
        let claimed = try Self.claimedEnvironment(jws)
        let verifier = try verifier(for: claimed)
        do throws(VerificationError) { return try await verifier.verifyTransaction(jws) } catch {
            throw ServerError(.verificationFailed, "a transaction failed verification (\(error.kind))", detail: error.message)
        }
    }

    /// Verifies a signed transaction and keeps it with its token, as storage keeps it.
    func signedTransaction(_ jws: String) async throws(ServerError) -> SignedTransaction {
        SignedTransaction(verified: try await verifyTransaction(jws), jws: jws)
    }

    /// Verifies a signed renewal info.
    public func verifyRenewalInfo(_ jws: String) async throws(ServerError) -> JWSRenewalInfoDecodedPayload {
        let claimed = try Self.claimedEnvironment(jws)
        let verifier = try verifier(for: claimed)
        do throws(VerificationError) { return try await verifier.verifyRenewalInfo(jws) } catch {
            throw ServerError(.verificationFailed, "a renewal info failed verification (\(error.kind))", detail: error.message)
        }
    }

    /// Verifies a real-time retention request's `signedPayload`.
    public func verifyRealtimeRequest(_ signedPayload: String) async throws(ServerError) -> DecodedRealtimeRequestBody {
        let claimed = try Self.claimedEnvironment(signedPayload)
        let verifier = try verifier(for: claimed)
        do throws(VerificationError) { return try await verifier.verifyRealtimeRequest(signedPayload) } catch {
            throw ServerError(.verificationFailed, "the retention request failed verification (\(error.kind))", detail: error.message)
        }
    }

    private func verifier(for environment: AppStoreEnvironment?) throws(ServerError) -> SignedDataVerifier {
        guard let environment, let verifier = verifiers[environment] else {
            throw ServerError(
                .environmentNotAccepted,
                "data from the \(environment?.rawValue ?? "unnamed") environment is not accepted here",
            )
        }
        return verifier
    }

    /// The environment a token claims, before anything is trusted: only to pick the verifier.
    private static func claimedEnvironment(_ jws: String) throws(ServerError) -> AppStoreEnvironment? {
        do throws(VerificationError) { return try ClaimedEnvironment.of(jws) } catch {
            throw ServerError(
                .verificationFailed,
                "not a compact JWS naming its environment (\(error.kind))",
                detail: error.message
            )
        }
    }
}
#endif
