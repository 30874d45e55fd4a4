#if Server
import AppStoreModels
import Foundation
import Hummingbird
import StoreStorage

/// `GET /v1/analytics/figures` (admin key): the dashboard's figures as JSON.
struct AnalyticsRoutes: Sendable {
    let storage: any PurchaseStore
    let analytics: Analytics
    /// The environments whose data the server accepts (they decide the default environment).
    let environments: [AppStoreEnvironment]
    let clock: any ServiceClock

    func add(to group: RouterGroup<ServerRequestContext>) {
        group.get("figures") { request, _ in
            let now = clock.now
            let to = try Self.instant(request, "to") ?? now
            let from = try Self.instant(request, "from") ?? to.addingTimeInterval(-30 * 86_400)
            guard from < to, to.timeIntervalSince(from) <= 3_660 * 86_400 else {
                throw ServerError.badRequest("from must come before to, at most ten years before")
            }
            let asked = try request.uri.queryParameters["environment"].map { text throws(ServerError) in
                try TextInput.check(String(text), "environment", maximumBytes: 32)
            }
            let environment = Analytics.environment(asked: asked, accepting: environments)
            let stored: (transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload])
            do { stored = try await storage.everything(environment: environment) } catch { throw ServerError.storage(error) }
            return ServerRoutes.json(
                analytics.report(transactions: stored.transactions, renewalInfos: stored.renewalInfos, from: from, to: to, environment: environment)
            )
        }
    }

    /// The query parameter `name` as an instant: ISO 8601 or milliseconds since 1970; nil when absent.
    static func instant(_ request: Request, _ name: String) throws(ServerError) -> Date? {
        guard let text = request.uri.queryParameters[Substring(name)].map(String.init) else { return nil }
        if let milliseconds = Int64(text), (0...253_402_300_799_000).contains(milliseconds) {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        throw ServerError.badRequest("\(name) is not an ISO 8601 instant or milliseconds since 1970: \(text.prefix(40))")
    }
}
#endif
