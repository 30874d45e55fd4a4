import AppStoreSignature
import Foundation
public import LocalCertificateAuthority

/// The certificate authority every test signs with: one per test run, since generating one costs
/// a few milliseconds. Valid from 2023-11-14 for 20 years, so every fixed test instant is inside it.
public enum TestAuthority {
    /// The shared authority.
    public static let shared: CertificateAuthority = {
        do {
            return try CertificateAuthority.generate(
                name: "StoreHelper Tests",
                options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000), years: 20)
            )
        } catch {
            preconditionFailure("a fresh P-256 authority always generates: \(error)")
        }
    }()
}
