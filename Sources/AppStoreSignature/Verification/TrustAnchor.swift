import SwiftASN1
public import X509

/// What a ``SignedDataVerifier`` trusts.
public enum TrustAnchor: Sendable {
    /// App Store data: a three-certificate `x5c` (leaf, intermediate, root) whose chain validates to
    /// one of `roots` under RFC 5280, with Apple's policy extensions on leaf and intermediate.
    case roots([Certificate])
    /// Data from StoreKit testing in Xcode: a one-certificate `x5c` that must be exactly `certificate`
    /// (export it from Xcode: Editor ▸ Save Public Certificate). Opt-in only; payloads must say `Xcode`.
    case xcode(Certificate)

    /// Apple Root CA - G3, the default.
    public static let apple = TrustAnchor.roots([AppleRoots.appleRootCAG3])
}

extension TrustAnchor {
    /// StoreKit testing's certificate, from the bytes of the `.cer` file Xcode writes (the `.storekit` file's
    /// editor: Editor ▸ Save Public Certificate), as ``xcode(_:)``: for an app or its tests that read that file
    /// without depending on swift-certificates. Throws ``VerificationError/invalidConfiguration(_:)`` when the bytes
    /// are not one DER-encoded certificate.
    public static func xcode(derEncoded bytes: [UInt8]) throws(VerificationError) -> TrustAnchor {
        do { return .xcode(try Certificate(derEncoded: bytes)) } catch {
            throw .invalidConfiguration("the Xcode certificate is not a DER-encoded certificate (\(bytes.count) bytes)")
        }
    }
}
