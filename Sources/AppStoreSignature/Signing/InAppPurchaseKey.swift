public import Crypto
import Foundation

/// An In-App Purchase key from App Store Connect (Users and Access › Integrations › In-App Purchase),
/// with the app it is used for. It authorizes App Store Server API calls (``AppStoreServerAPIToken``)
/// and signs promotional offers (``OfferSignatures``).
public struct InAppPurchaseKey: Sendable {
    /// The private key (the `.p8` file).
    public var privateKey: P256.Signing.PrivateKey
    /// The key's identifier (the JWT header's `kid`; StoreKit's `keyID`).
    public var keyId: String
    /// The issuer ID from the Keys page (the JWT's `iss`).
    public var issuerId: String
    /// The app's bundle id (the JWT's `bid`).
    public var bundleId: String

    public init(privateKey: P256.Signing.PrivateKey, keyId: String, issuerId: String, bundleId: String) {
        self.privateKey = privateKey
        self.keyId = keyId
        self.issuerId = issuerId
        self.bundleId = bundleId
    }

    /// A key from the PKCS#8 PEM text of a `.p8` file as App Store Connect downloads it.
    public init(pem: String, keyId: String, issuerId: String, bundleId: String) throws(SigningError) {
        let privateKey: P256.Signing.PrivateKey
        do {
            privateKey = try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw SigningError(.invalidKey, "the key \(keyId) is not a P-256 private key in PKCS#8 PEM (a .p8 file): \(error)")
        }
        self.init(privateKey: privateKey, keyId: keyId, issuerId: issuerId, bundleId: bundleId)
    }

    /// The PKCS#8 PEM text of the private key, as App Store Connect's `.p8` files hold it.
    public var pem: String { privateKey.pemRepresentation }
}
