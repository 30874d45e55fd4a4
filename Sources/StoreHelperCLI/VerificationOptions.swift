#if Server
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Foundation
import SwiftASN1
import X509

/// Options that configure signature verification, shared by the commands that verify.
struct VerificationOptions: ParsableArguments {
    @Option(name: .customLong("root"), help: "A trusted root certificate (DER or PEM); repeatable. Default: Apple Root CA - G3 only.")
    var roots: [String] = []

    @Option(help: "The bundle id payloads must carry.")
    var bundleId: String?

    @Option(help: "The app Apple ID payloads must carry (required with --environment Production).")
    var appAppleId: Int64?

    @Option(help: "The environment payloads must come from: Production, Sandbox, Xcode or LocalTesting.")
    var environment: EnvironmentArgument?

    @Option(help: "Verify Xcode StoreKit-testing data against this certificate (DER or PEM) instead of a root.")
    var xcodeCertificate: String?

    /// The verifier these options describe, checking certificates at `checkTime`. Throws ``CommandFailure`` on bad options.
    func makeVerifier(checkTime: VerificationPolicy.CheckTime = .signedDate) throws -> SignedDataVerifier {
        if xcodeCertificate != nil && !roots.isEmpty {
            throw CommandFailure(.invalidOptions, "--xcode-certificate and --root exclude each other")
        }
        let trust: TrustAnchor
        if let xcodeCertificate {
            trust = .xcode(try Self.loadCertificate(xcodeCertificate))
        } else if roots.isEmpty {
            trust = .apple
        } else {
            trust = .roots(try roots.map(Self.loadCertificate))
        }
        let policy = try VerificationPolicy(
            bundleId: bundleId,
            appAppleId: appAppleId,
            environment: environment?.environment,
            checkTime: checkTime
        )
        return SignedDataVerifier(trust: trust, policy: policy)
    }

    private static func loadCertificate(_ path: String) throws -> Certificate {
        let data = try InputFile.read(path, limit: 1 << 20, what: "certificate file")
        do {
            let text = String(decoding: data, as: UTF8.self)
            if text.contains("-----BEGIN CERTIFICATE-----") {
                return try Certificate(pemEncoded: text)
            }
            return try Certificate(derEncoded: Array(data))
        } catch {
            throw CommandFailure(.unreadableInput, "\(path) is not a DER or PEM certificate")
        }
    }
}
#endif
