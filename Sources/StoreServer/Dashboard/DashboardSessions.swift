#if Server
import AppStoreModels
import Crypto
import Foundation
import StoreWeb

/// Dashboard sessions: after signing in with an admin key, a cookie `expiry.nonce.mac` (HMAC-SHA256 under
/// a key derived from the admin keys, so every server process with the same keys accepts it, and a change of
/// keys ends every session) that lasts ``lifetime``, unless signing out revoked it first (kept in the
/// database, so every process sees it). Forms carry a csrf token bound to the session; the sign-in form's
/// is bound to a cookie of the visit (``signInCookieName``), so it differs on every load.
struct DashboardSessions: Sendable {
    static let cookieName = "storehelper_dashboard"
    /// The cookie a visit to the sign-in page gets; the sign-in form's csrf token is bound to it.
    static let signInCookieName = "storehelper_sign_in"
    /// How long a session lasts.
    static let lifetime: TimeInterval = 12 * 3_600

    private let key: SymmetricKey
    /// The forms' csrf tokens, under the same key.
    let forms: FormGuard
    /// The wall clock sessions expire by (not the store's clock a development server may fly).
    let clock: any ServiceClock

    init(adminKeys: [String], clock: any ServiceClock = SystemClock()) {
        let secret = SymmetricKey(data: SHA256.hash(data: Data(adminKeys.joined(separator: "\n").utf8)))
        key = HKDF<SHA256>.deriveKey(inputKeyMaterial: secret, info: Data("storehelper dashboard session".utf8), outputByteCount: 32)
        forms = FormGuard(key: HKDF<SHA256>.deriveKey(inputKeyMaterial: secret, info: Data("storehelper dashboard forms".utf8), outputByteCount: 32))
        self.clock = clock
    }

    /// A new session's cookie value.
    func start() -> String {
        let expiry = Int64((clock.now.timeIntervalSince1970 + Self.lifetime) * 1000)
        let nonce = Data(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }).base64EncodedString()
        let content = "\(expiry).\(nonce)"
        return "\(content).\(mac(content))"
    }

    /// A session a cookie carries: its id (the nonce) and when it expires.
    struct Session: Hashable, Sendable {
        var id: String
        var expires: Date
    }

    /// The session `value` carries when this server made it and it has not expired (revocation is the
    /// storage's to tell), else `nil`.
    func session(_ value: String) -> Session? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard value.utf8.count <= 256, parts.count == 3, let expiry = Int64(parts[0]), let code = Data(base64Encoded: String(parts[2])) else {
            return nil
        }
        let content = "\(parts[0]).\(parts[1])"
        guard HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(content.utf8), using: key) else { return nil }
        let expires = Date(timeIntervalSince1970: Double(expiry) / 1000)
        return expires > clock.now ? Session(id: String(parts[1]), expires: expires) : nil
    }

    /// A new visit's sign-in cookie value (random).
    func visit() -> String { Data(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }).base64EncodedString() }

    private func mac(_ content: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(content.utf8), using: key)).base64EncodedString()
    }
}
#endif
