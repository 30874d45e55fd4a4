public import StoreHelperJSON

/// How much StoreHelper trusts the server's customer info, as RevenueCat's trusted entitlements: the
/// server signs each answer (Ed25519 over the app's nonce, the request time and the body) with a key
/// whose public half the app pins.
public enum TrustedEntitlements: String, Codable, Sendable {
    /// Send no nonce; take answers as they come.
    case disabled
    /// Ask for a signature and check it; report a bad one in the result, and keep going.
    case informational
    /// A missing or bad signature is an error: the answer grants nothing.
    case enforced
}

/// The server's customer info and what its signature check found.
public struct ServerCustomerInfo: Sendable {
    /// What the signature check found.
    public enum Verification: Equatable, Sendable {
        /// Signed for this request under the pinned key.
        case verified
        /// Not checked (trusted entitlements disabled).
        case notRequested
        /// Missing or bad (only with ``TrustedEntitlements/informational``); the reason.
        case failed(String)
    }

    public var info: CustomerInfo
    public var verification: Verification
}
