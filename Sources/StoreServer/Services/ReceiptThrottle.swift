#if Server
import AppStoreModels
import Foundation

/// How often receipts may be imported, counted before anything else is done with them (every import may cost the
/// app's App Store Server API quota two look-ups and up to ``ReceiptImport/maximumPages`` history pages): at most
/// ``perUser`` imports for one app user in an hour and ``perClient`` from one client (its address, or the one a
/// trusted proxy forwards) in a minute. Past either, 429 `too-many-imports` with `Retry-After`. An app sends its
/// receipt once per user (``StoreHelper/ServerConnection/migrateAppReceipt(_:)``), so neither limit is near a real app's.
struct ReceiptThrottle: Sendable {
    static let perUser = 5
    static let perClient = 10
    private let users: FixedWindowCounter
    private let clients: FixedWindowCounter

    init(clock: any ServiceClock) {
        users = FixedWindowCounter(limit: Self.perUser, window: 3600, clock: clock)
        clients = FixedWindowCounter(limit: Self.perClient, window: 60, clock: clock)
    }

    /// Counts an import for `appUserId` from `client`, or throws when either has used up its imports.
    func admit(appUserId: String, client: String) throws(ServerError) {
        if let seconds = clients.wait(client) {
            throw ServerError(.tooManyImports, "too many receipts from this client: try again in \(seconds) s", retryAfterSeconds: seconds)
        }
        if let seconds = users.wait(appUserId) {
            throw ServerError(.tooManyImports, "too many receipts for this app user: try again in \(seconds) s", retryAfterSeconds: seconds)
        }
        clients.record(client)
        users.record(appUserId)
    }
}
#endif
