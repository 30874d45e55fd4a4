#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import NIOConcurrencyHelpers

/// Keeps one App Store Server API token and makes a new one when it is close to expiring.
final class TokenCache: Sendable {
    private let maker: AppStoreServerAPIToken
    private let clock: any ServiceClock
    private let lifetime: TimeInterval
    /// A token is replaced when less than this is left of its life.
    private let margin: TimeInterval = 60
    private let current = NIOLockedValueBox<(token: String, expires: Date)?>(nil)

    init(key: InAppPurchaseKey, lifetime: TimeInterval, clock: any ServiceClock) {
        maker = AppStoreServerAPIToken(key: key, clock: clock)
        self.lifetime = lifetime
        self.clock = clock
    }

    func token() throws(SigningError) -> String {
        let now = clock.now
        if let cached = current.withLockedValue({ $0 }), cached.expires.timeIntervalSince(now) > margin { return cached.token }
        let token = try maker.make(lifetime: lifetime)
        current.withLockedValue { $0 = (token, now.addingTimeInterval(lifetime)) }
        return token
    }
}
#endif
