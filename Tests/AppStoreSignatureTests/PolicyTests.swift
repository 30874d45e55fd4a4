import AppStoreModels
import Foundation
import Testing

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// Expectations on bundle id, app Apple ID, environment and check time.
@Suite struct PolicyTests {
    let authority: CertificateAuthority
    init() throws { authority = try .test() }

    func verify(_ transaction: JWSTransactionDecodedPayload, _ policy: VerificationPolicy, clock: Date = Instants.today) async -> VerificationError? {
        await verificationError {
            let jws = try authority.signer().sign(transaction)
            _ = try await SignedDataVerifier(trust: authority.trust, policy: policy, clock: MockClock(clock)).verifyTransaction(jws)
        }
    }

    @Test func productionRequiresAnAppAppleId() {
        #expect(throws: VerificationError.invalidConfiguration("an app Apple ID is required to verify Production data")) {
            _ = try VerificationPolicy(bundleId: "com.example.app", environment: .production)
        }
        #expect(throws: Never.self) { _ = try VerificationPolicy(appAppleId: 1, environment: .production) }
    }

    @Test func bundleIdMustMatch() async {
        #expect(await verify(Forge.transaction(), .test(bundleId: "com.example.app")) == nil)
        #expect(await verify(Forge.transaction(), .test(bundleId: "com.other")) == .bundleIdMismatch(expected: "com.other", found: "com.example.app"))
        var missing = Forge.transaction()
        missing.bundleId = nil
        #expect(await verify(missing, .test(bundleId: "com.other")) == .bundleIdMismatch(expected: "com.other", found: nil))
    }

    @Test func environmentMustMatch() async {
        #expect(await verify(Forge.transaction(), .test(environment: .sandbox)) == nil)
        #expect(
            await verify(Forge.transaction(), .test(environment: .localTesting)) == .environmentMismatch(expected: .localTesting, found: .sandbox)
        )
    }

    /// An app accepts Production and Sandbox (App Review buys in Sandbox from the build that ships), and
    /// nothing else: not local testing, not Xcode.
    @Test func anAppsPolicyAcceptsProductionAndSandboxOnly() async throws {
        let app = try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1, environments: [.production, .sandbox])
        #expect(app.environment == nil && app.environments == [.production, .sandbox])
        #expect(await verify(Forge.transaction(environment: .sandbox), app) == nil)
        #expect(await verify(Forge.transaction(environment: .production), app) == nil)
        let local = await verify(Forge.transaction(environment: .localTesting), app)
        #expect(local == .environmentMismatch(expected: [.production, .sandbox], found: .localTesting))
        #expect(
            local?.description.hasSuffix("environment is 'LocalTesting', expected 'Production' or 'Sandbox'") == true,
            "\(String(describing: local))"
        )
        #expect(await verify(Forge.transaction(environment: .xcode), app)?.kind == .environmentMismatch)
        #expect(throws: VerificationError.self) { _ = try VerificationPolicy(environments: [.production, .sandbox]) }
    }

    @Test func checkTimeNowUsesTheInjectedClock() async throws {
        let shortLived = try CertificateAuthority.test { $0.leafValidity = Instants.caStart...Instants.signed.addingTimeInterval(60) }
        let jws = try shortLived.signer().sign(Forge.transaction())
        let atSigning = SignedDataVerifier(trust: shortLived.trust, policy: .test(checkTime: .now), clock: MockClock(Instants.signed))
        #expect(try await atSigning.verifyTransaction(jws).bundleId == "com.example.app")
        let later = SignedDataVerifier(trust: shortLived.trust, policy: .test(checkTime: .now), clock: MockClock(Instants.today))
        let error = await verificationError { _ = try await later.verifyTransaction(jws) }
        #expect(error?.kind.rawValue == "certificate-not-valid-at-check-time")
        let fixed = SignedDataVerifier(trust: shortLived.trust, policy: .test(checkTime: .fixed(Instants.signed)), clock: MockClock(Instants.today))
        #expect(try await fixed.verifyTransaction(jws).productId == "com.example.app.gold")
    }

    @Test func payloadWithoutSignedDateIsCheckedAtTheClock() async throws {
        var undated = Forge.transaction()
        undated.signedDate = nil
        #expect(await verify(undated, .test(), clock: Instants.today) == nil)
        #expect(await verify(undated, .test(), clock: Date(timeIntervalSince1970: 0))?.kind.rawValue == "certificate-not-valid-at-check-time")
    }

    @Test func nestedTokensMustAgreeWithTheirNotification() async throws {
        let payload = Forge.notification(.oneTimeCharge, transactionInfo: try authority.signer().sign(Forge.transaction(bundleId: "com.other.app")))
        let verifier = SignedDataVerifier(trust: authority.trust, policy: .test())
        let error = await verificationError { _ = try await verifier.verifyNotification(try authority.signer().sign(payload)) }
        #expect(
            error
                == .nestedTokenInvalid(field: "signedTransactionInfo", reason: .bundleIdMismatch(expected: "com.example.app", found: "com.other.app"))
        )
    }

    @Test func inputLimitIsConfigurable() async throws {
        let jws = try authority.signer().sign(Forge.transaction())
        let policy = try VerificationPolicy(maximumInputSize: 100)
        let error = await verificationError { _ = try await SignedDataVerifier(trust: authority.trust, policy: policy).verifyTransaction(jws) }
        #expect(error == .inputTooLarge(size: jws.utf8.count, limit: 100))
    }

    @Test func disabledCacheStillVerifiesEveryTime() async throws {
        let jws = try authority.signer().sign(Forge.transaction())
        let verifier = SignedDataVerifier(trust: authority.trust, policy: .test(), cacheCapacity: 0)
        _ = try await verifier.verifyTransaction(jws)
        _ = try await verifier.verifyTransaction(jws)
        #expect(verifier.cachedChainCount == 0)
    }

    @Test func failureKindsAreStableNamesWithDetails() {
        #expect(VerificationError.invalidSignature.kind.rawValue == "invalid-signature")
        #expect(VerificationError.unsupportedAlgorithm("none") == .unsupportedAlgorithm("none"))
        #expect(VerificationError.unsupportedAlgorithm("none") != .unsupportedAlgorithm("HS256"))
        let late = VerificationError.certificateNotValidAtCheckTime(
            certificate: .intermediate,
            notBefore: Instants.caStart,
            notAfter: Instants.signed,
            checkTime: Instants.today
        )
        #expect(late.kind == .certificateNotValidAtCheckTime && late.validity?.certificate == .intermediate)
        let nested = VerificationError.nestedTokenInvalid(field: "signedRenewalInfo", reason: .invalidSignature)
        #expect(nested.nested?.field == "signedRenewalInfo" && nested.nested?.reason == .invalidSignature)
        #expect(nested.localizedDescription.hasPrefix("nested-token-invalid: nested signedRenewalInfo rejected"))
    }

    @Test func headerKeysAreEqualOnlyWhenEveryByteIs() {
        // The hash covers the length and the first bytes only; equality covers every byte.
        let header = Array(repeating: UInt8(ascii: "A"), count: HeaderKey.hashedPrefix + 100)
        var late = header
        late[header.count - 1] = UInt8(ascii: "B")
        let keys = [HeaderKey(bytes: header[...]), HeaderKey(bytes: late[...]), HeaderKey(bytes: header.dropLast())]
        #expect(keys[0].hashValue == keys[1].hashValue, "the same length and prefix hash alike")
        #expect(keys[0] != keys[1] && keys[0] != keys[2] && keys[1] != keys[2])
        #expect(keys[0] == HeaderKey(bytes: Array(header)[...]), "equal bytes in another array")
        let found = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        #expect(keys.map { found[$0] } == [0, 1, 2])
    }

    @Test func cacheEvictsTheOldestChainWhenFull() async throws {
        let authorities = try (0..<3).map { _ in try CertificateAuthority.test() }
        let tokens = try authorities.map { try $0.signer().sign(Forge.transaction()) }
        let verifier = SignedDataVerifier(trust: .roots(authorities.map(\.root)), policy: .test(), cacheCapacity: 2)
        for token in tokens { _ = try await verifier.verifyTransaction(token) }
        #expect(verifier.cachedChainCount == 2)
        // The first chain trusted is the one evicted; the two later ones stay.
        #expect(tokens.map(verifier.isChainCached(for:)) == [false, true, true])
        // Trusting the first again evicts the oldest remaining (the second).
        _ = try await verifier.verifyTransaction(tokens[0])
        #expect(tokens.map(verifier.isChainCached(for:)) == [true, false, true])
        // An untrusted chain is never cached.
        let stranger = SignedDataVerifier(trust: .roots([]), policy: .test(), cacheCapacity: 2)
        _ = try? await stranger.verifyTransaction(tokens[2])
        #expect(stranger.cachedChainCount == 0 && !stranger.isChainCached(for: tokens[2]))
    }
}
