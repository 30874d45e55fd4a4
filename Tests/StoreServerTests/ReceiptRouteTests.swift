#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import LocalAppStore
import NIOCore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import Testing

@testable import StoreServer

/// `POST /v1/receipts` where the App Store cannot help: no API configured, or an API that fails. (The route against
/// two local stores: EndToEndTests' ReceiptImportTests.)
@Suite struct ReceiptRouteTests {
    @Test func withoutTheAppStoreServerAPIAReceiptIsRefusedAsNotConfigured() async throws {
        var store = try Florist.store(["environment": "Sandbox"])
        _ = try store.purchase(Florist.large)
        let receipt = try store.appReceipt()
        try await withServer(try settings(trusting: [store], environments: ["Sandbox"])) { client, _ in
            let body = try JSONEncoder().encode(ReceiptReport(appUserId: "alice", receipt: receipt))
            let answer = try await client.execute(uri: "/v1/receipts", method: .post, headers: .app, body: ByteBuffer(data: body))
            #expect(answer.status == .conflict && errorKind(answer) == "not-configured")
            let unauthorized = try await client.execute(uri: "/v1/receipts", method: .post, body: ByteBuffer(data: body))
            #expect(unauthorized.status == .unauthorized, "the app key is required")
        }
    }

    @Test func anUnknownTransactionIsNotFoundAndAnythingElseIsTheAppStoresTrouble() {
        let unknown = [
            AppStoreServerAPIError(.api, "not found", httpStatus: 404, errorCode: .transactionIdNotFound),
            AppStoreServerAPIError(.api, "not found", httpStatus: 404),
            AppStoreServerAPIError(.unauthorized, "never released", httpStatus: 401),
        ]
        for error in unknown { #expect(ReceiptImport.failure(error).kind == .receiptNotFound, "\(error)") }
        let trouble = [
            AppStoreServerAPIError(.transport, "connection refused"),
            AppStoreServerAPIError(.rateLimited, "slow down", httpStatus: 429),
            AppStoreServerAPIError(.api, "server error", httpStatus: 500),
            AppStoreServerAPIError(.invalidResponse, "not JSON"),
        ]
        for error in trouble {
            let failure = ReceiptImport.failure(error)
            #expect(failure.kind == .appStoreUnavailable && failure.kind.status == .badGateway && failure.retryAfterSeconds != nil, "\(error)")
        }
    }
}
#endif
