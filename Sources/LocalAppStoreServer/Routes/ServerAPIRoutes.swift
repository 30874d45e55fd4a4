#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI

/// The App Store Server API's routes, at Apple's paths (`/inApps/v1/…`, `/inApps/v2/…`).
struct ServerAPIRoutes: Sendable {
    let responder: APIResponder

    func add(to router: Router<BasicRequestContext>) {
        let api = router.group("inApps")
        addTransactions(to: api)
        addSubscriptions(to: api)
        addNotifications(to: api)
    }

    private func addTransactions(to api: RouterGroup<BasicRequestContext>) {
        api.get("v1/transactions/:transactionId") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            return try await responder.read(request) { store throws(ServerAPIError) in try store.serverAPI.transactionInfo(id) }
        }
        for version in [TransactionHistoryVersion.v1, .v2] {
            api.get("\(version.rawValue)/history/:transactionId") { request, context in
                let id = try context.parameter("transactionId", error: .invalidTransactionId)
                let query = try request.historyQuery()
                let revision = request.query("revision").last
                return try await responder.read(request) { store throws(ServerAPIError) in
                    try store.serverAPI.transactionHistory(id, query: query, revision: revision, version: version)
                }
            }
        }
        api.get("v1/lookup/:orderId") { request, context in
            let orderId = try context.parameter("orderId")
            return try await responder.read(request) { store in store.serverAPI.lookUpOrder(orderId) }
        }
        api.get("v2/refund/lookup/:transactionId") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            let revision = request.query("revision").last
            return try await responder.read(request) { store throws(ServerAPIError) in try store.serverAPI.refundHistory(id, revision: revision) }
        }
        api.get("v1/transactions/appTransactions/:transactionId") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            return try await responder.read(request) { store throws(ServerAPIError) in try store.serverAPI.appTransactionInfo(id) }
        }
        for version in [1, 2] {
            api.put("v\(version)/transactions/consumption/:transactionId") { request, context in
                let id = try context.parameter("transactionId", error: .invalidTransactionId)
                var request = request
                let body =
                    version == 1 ? try await request.jsonText(of: ConsumptionRequestV1.self) : try await request.jsonText(of: ConsumptionRequest.self)
                return try await responder.changeWithoutAnswer(request, status: .accepted) { (store) throws(ServerAPIError) in
                    try store.serverAPI.sendConsumptionInformation(id, body: body, version: version)
                }
            }
        }
        api.put("v1/transactions/:transactionId/appAccountToken") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            var request = request
            let body = try await request.decodedBody(UpdateAppAccountTokenRequest.self)
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.serverAPI.setAppAccountToken(id, body)
            }
        }
        api.post("v1/transactions/:transactionId/finish") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            return try await responder.changeWithoutAnswer(request) { (store) throws(ServerAPIError) in
                try store.serverAPI.finishTransactionFromAPI(id)
            }
        }
    }

    private func addSubscriptions(to api: RouterGroup<BasicRequestContext>) {
        api.get("v1/subscriptions/:transactionId") { request, context in
            let id = try context.parameter("transactionId", error: .invalidTransactionId)
            var statuses: [AutoRenewableSubscriptionStatus] = []
            for text in request.query("status") {
                guard let value = Int32(text) else { throw ServerAPIError(.invalidStatus, "status '\(text.prefix(20))' is not a number") }
                statuses.append(AutoRenewableSubscriptionStatus(rawValue: value))
            }
            let filter = statuses
            return try await responder.read(request) { store throws(ServerAPIError) in
                try store.serverAPI.subscriptionStatuses(id, statuses: filter)
            }
        }
        api.put("v1/subscriptions/extend/:originalTransactionId") { request, context in
            let id = try context.parameter("originalTransactionId", error: .invalidOriginalTransactionId)
            var request = request
            let body = try await request.decodedBody(ExtendRenewalDateRequest.self)
            return try await responder.change(request) { (store) throws(ServerAPIError) in try store.serverAPI.extendRenewalDate(id, body) }
        }
        api.post("v1/subscriptions/extend/mass") { request, _ in
            var request = request
            let body = try await request.decodedBody(MassExtendRenewalDateRequest.self)
            return try await responder.change(request) { (store) throws(ServerAPIError) in try store.serverAPI.massExtendRenewalDate(body) }
        }
        api.get("v1/subscriptions/extend/mass/:productId/:requestIdentifier") { request, context in
            let productId = try context.parameter("productId")
            let requestIdentifier = try context.parameter("requestIdentifier", error: .invalidRequestIdentifier)
            return try await responder.read(request) { store throws(ServerAPIError) in
                try store.serverAPI.massExtensionStatus(productId: productId, requestIdentifier: requestIdentifier)
            }
        }
    }

    private func addNotifications(to api: RouterGroup<BasicRequestContext>) {
        api.post("v1/notifications/test") { request, _ in
            try await responder.change(request) { (store) throws(ServerAPIError) in try store.serverAPI.requestTestNotificationFromAPI() }
        }
        api.get("v1/notifications/test/:token") { request, context in
            let token = try context.parameter("token")
            return try await responder.read(request) { store throws(ServerAPIError) in try store.serverAPI.testNotificationStatus(token) }
        }
        api.post("v1/notifications/history") { request, _ in
            var request = request
            let body = try await request.decodedBody(NotificationHistoryRequest.self)
            let token = request.query("paginationToken").last
            return try await responder.read(request) { store throws(ServerAPIError) in
                try store.serverAPI.notificationHistory(body, paginationToken: token)
            }
        }
    }
}
#endif
