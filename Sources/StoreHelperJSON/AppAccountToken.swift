import Crypto
public import Foundation

/// The app account token StoreHelper sets on every purchase of an app user: a version 8 UUID made of the
/// SHA-256 of the user id, the same on every device and every launch. The app and its server derive it the
/// same way, so the server knows which token is whose without being told: it binds a token only to the user
/// it is derived from, and nobody can take another user's token by reporting it first.
public enum AppAccountToken {
    /// The token of `appUserId`.
    public static func derived(for appUserId: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Data("storehelper.appAccountToken:\(appUserId)".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        )
    }
}
