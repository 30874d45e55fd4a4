#if Server
import AppStoreModels
import Foundation
import Hummingbird
import StoreHelperJSON
import StoreStorage

/// The admin routes (admin key): users, a user's full history, extending a subscriber's renewal date,
/// notifications received, jobs, and re-running a catch-up.
struct AdminRoutes: Sendable {
    let storage: any PurchaseStore & NotificationStore & JobQueue
    let customers: CustomerInfoService
    let extensions: RenewalExtension
    /// The environments a catch-up reads (empty without the App Store Server API).
    let catchUps: [AppStoreEnvironment]
    /// The server's clock: when a catch-up asked for now is due.
    let clock: any ServiceClock

    /// A user's full history, as `GET /admin/v1/users/{appUserId}` answers it.
    struct UserHistory: Encodable {
        var appUserId: String
        var customerInfo: CustomerInfo
        var transactions: [JWSTransactionDecodedPayload]
        var renewalInfos: [JWSRenewalInfoDecodedPayload]
        var consumed: [String: Int]
        var notifications: [AdminNotification]
    }

    func add(to admin: RouterGroup<ServerRequestContext>) {
        admin.get("users") { request, _ in
            let limit = try Self.limit(request)
            let after = try request.uri.queryParameters["after"].map { text throws(ServerError) in try TextInput.check(String(text), "after") }
            let ids: [String]
            do { ids = try await storage.userIds(after: after, limit: limit) } catch { throw ServerError.storage(error) }
            struct Page: Encodable {
                var users: [String]
                var next: String?
            }
            return ServerRoutes.json(Page(users: ids, next: ids.count == limit ? ids.last : nil))
        }
        admin.post("users/:appUserId/subscriptions/:originalTransactionId/extend") { request, context in
            let body = try await RequestBodies.decode(
                ExtendRenewalDateRequest.self,
                from: request,
                limit: RequestBodies.commandLimit,
                shape: #"{"extendByDays": 1-90, "extendReasonCode": 0-3, "requestIdentifier": "…"}"#
            )
            let original = try ServerRoutes.parameter("originalTransactionId", of: context)
            return ServerRoutes.json(try await extensions.extend(original, of: try ServerRoutes.parameter("appUserId", of: context), body))
        }
        admin.get("users/:appUserId") { _, context in
            let id = try ServerRoutes.parameter("appUserId", of: context)
            try AppUserId.checkStored(id)  // a read: an id stored before invisible characters were refused is still found
            let exists: Bool
            do { exists = try await storage.userExists(id) } catch { throw ServerError.storage(error) }
            guard exists else { throw ServerError(.unknownUser, "no user \(id)") }
            let info = try await customers.customerInfo(id)
            do {
                let records = try await storage.customer(id)
                let originals = Set(records.transactions.compactMap(\.payload.originalTransactionId)).sorted()
                let notifications = try await storage.notifications(about: originals)
                return ServerRoutes.json(
                    UserHistory(
                        appUserId: id,
                        customerInfo: info,
                        transactions: records.transactions.map(\.payload),
                        renewalInfos: records.renewalInfos.map(\.payload),
                        consumed: records.consumed,
                        notifications: notifications.map(AdminNotification.init)
                    )
                )
            } catch let error as StorageError {
                throw ServerError.storage(error)
            }
        }
        admin.get("notifications") { request, _ in
            let limit = try Self.limit(request)
            let records: [NotificationRecord]
            do { records = try await storage.notifications(limit: limit) } catch { throw ServerError.storage(error) }
            return ServerRoutes.json(records.map { AdminNotification($0) })
        }
        admin.get("jobs") { request, _ in
            let limit = try Self.limit(request)
            let state = try request.uri.queryParameters["state"].map { text in
                guard let state = JobState(rawValue: String(text)) else { throw ServerError.badRequest("state is queued, done or dead") }
                return state
            }
            let jobs: [JobRecord]
            do { jobs = try await storage.jobs(state: state, limit: limit) } catch { throw ServerError.storage(error) }
            return ServerRoutes.json(jobs)
        }
        admin.post("catch-up") { _, _ in
            guard !catchUps.isEmpty else {
                throw ServerError(.notConfigured, "a catch-up needs the App Store Server API (appStoreServerAPI)")
            }
            let now = clock.now
            do { try await storage.enqueue(CatchUp.requests(catchUps, at: now), at: now) } catch { throw ServerError.storage(error) }
            var response = ServerRoutes.json(["result": "queued"])
            response.status = .accepted
            return response
        }
    }

    /// The `limit` query parameter: 1 to 1000, 100 when absent.
    static func limit(_ request: Request) throws(ServerError) -> Int {
        let limit = request.uri.queryParameters["limit"].flatMap { Int($0) } ?? 100
        guard (1...1000).contains(limit) else { throw ServerError.badRequest("limit is 1 to 1000") }
        return limit
    }
}

/// A stored notification as the admin routes list it.
struct AdminNotification: Encodable {
    var notificationUUID: String
    var notificationType: String?
    var subtype: String?
    var signedDate: Double?
    var receivedDate: Double
    var signedPayload: String

    init(_ record: NotificationRecord) {
        notificationUUID = record.notificationUUID
        notificationType = record.payload.notificationType?.rawValue
        subtype = record.payload.subtype?.rawValue
        signedDate = record.payload.signedDate?.millisecondsSince1970
        receivedDate = MillisecondDate(record.receivedDate).millisecondsSince1970
        signedPayload = record.signedPayload
    }
}
#endif
