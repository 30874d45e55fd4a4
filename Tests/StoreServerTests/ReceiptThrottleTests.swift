#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalCertificateAuthority
import NIOCore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import Testing

@testable import StoreServer

/// Issue 59: 980 made-up receipts from one client made the server call the App Store 1,960 times. Now a receipt is
/// verified before any call, and imports are counted per client and per app user before anything else.
@Suite struct ReceiptThrottleTests {
    /// An App Store Server API that knows no transaction, counting the requests it is sent.
    final class CountingAppStore: @unchecked Sendable {  // `count` is guarded by `lock`
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }

        func router() -> Router<BasicRequestContext> {
            let router = Router()
            router.get("inApps/**") { _, _ -> Response in
                self.lock.withLock { self.count += 1 }
                return Response(
                    status: .notFound,
                    headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"{"errorCode":4040010,"errorMessage":"Transaction id not found."}"#))
                )
            }
            return router
        }
    }

    /// A server trusting `store`'s root for receipts (every environment but Production) whose App Store Server API is
    /// `appStore`, with its throttles on `wall`.
    static func withServer(
        appStore: CountingAppStore,
        store: LocalAppStore,
        wall: MockClock,
        _ body: @escaping @Sendable (_ post: @escaping @Sendable (String, String) async throws -> TestResponse) async throws -> Void
    ) async throws {
        try await Application(router: appStore.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) { apple in
            let port = try #require(apple.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
            var serverSettings = try settings(trusting: [store])
            let key = InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: "K", issuerId: "I", bundleId: Florist.bundleId)
            serverSettings.api = EnvironmentRouter(key: key, production: .local(url), sandbox: .local(url))
            try await StoreHelperTesting.withServer(serverSettings, wallClock: wall) { client, _ in
                try await body { user, receipt in
                    let report = try JSONEncoder().encode(ReceiptReport(appUserId: user, receipt: receipt))
                    return try await client.execute(uri: "/v1/receipts", method: .post, headers: .app, body: ByteBuffer(data: report))
                }
            }
        }
    }

    static func receipt(_ ids: [String], bundleId: String = Florist.bundleId) -> AppReceipt {
        AppReceipt.naming(ids, bundleId: bundleId)
    }

    @Test func madeUpReceiptsFromOneClientCostNoAppStoreCall() async throws {
        let store = try Florist.store(["environment": "Sandbox"])
        let stranger = try CertificateAuthority.generate(name: "Stranger", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000)))
        let appStore = CountingAppStore()
        let wall = MockClock(Florist.start)
        try await Self.withServer(appStore: appStore, store: store, wall: wall) { post in
            let forged = [
                try Self.receipt(["2000000001"]).unsigned(),
                try Self.receipt(["2000000001"]).signed(by: stranger),
                try Self.receipt(["2000000001"], bundleId: "com.example.other").signed(by: store.authority),
            ]
            var refused = 0
            var throttled = 0
            for attempt in 0..<1_000 {
                let answer = try await post("user-\(attempt)", forged[attempt % forged.count])
                if answer.status == .badRequest && errorKind(answer) == "invalid-receipt" { refused += 1 }
                if answer.status == .tooManyRequests && errorKind(answer) == "too-many-imports"
                    && (1...61).contains(Int(answer.headers[.retryAfter] ?? "") ?? 0)
                {
                    throttled += 1
                }
            }
            #expect(refused == ReceiptThrottle.perClient && throttled == 1_000 - ReceiptThrottle.perClient)
            #expect(appStore.calls == 0, "no App Store call for a receipt that proves nothing")

            // A genuine receipt naming an id no App Store knows: one look-up, in Sandbox only (its root is not trusted
            // for Production), and a 404.
            wall.advance(by: .seconds(61))
            let genuine = try await post("henry", try Self.receipt(["2000000001"]).signed(by: store.authority))
            #expect(genuine.status == .notFound && errorKind(genuine) == "receipt-not-found", "\(String(buffer: genuine.body))")
            #expect(appStore.calls == 1)

            // Ids the App Store never writes are refused here, not sent to it (they answered 502 with Retry-After).
            for bad in ["a\u{0}b", String(repeating: "9", count: 300), "..", "-1", "1\n", "", "１２３"] {
                let answer = try await post("ivan", try Self.receipt([bad]).signed(by: store.authority))
                #expect(answer.status == .badRequest && errorKind(answer) == "invalid-receipt", "\(bad.debugDescription): \(answer.status)")
                wall.advance(by: .seconds(3_601))
            }
            #expect(appStore.calls == 1)
        }
    }

    @Test func importsAreCountedPerAppUser() async throws {
        let store = try Florist.store(["environment": "Sandbox"])
        let appStore = CountingAppStore()
        let wall = MockClock(Florist.start)
        try await Self.withServer(appStore: appStore, store: store, wall: wall) { post in
            let receipt = try Self.receipt(["2000000001"]).signed(by: store.authority)
            for _ in 0..<ReceiptThrottle.perUser {
                #expect(try await post("jane", receipt).status == .notFound)
                wall.advance(by: .seconds(61))  // past the client's minute, inside jane's hour
            }
            let throttled = try await post("jane", receipt)
            #expect(throttled.status == .tooManyRequests && errorKind(throttled) == "too-many-imports")
            #expect(Int(throttled.headers[.retryAfter] ?? "") ?? 0 > 3_000, "until jane's hour ends")
            #expect(appStore.calls == ReceiptThrottle.perUser)
            #expect(try await post("kate", receipt).status == .notFound, "another user is not held")
            wall.advance(by: .seconds(3_600))
            #expect(try await post("jane", receipt).status == .notFound, "a new hour")
        }
    }

    @Test func anAppStoreRefusalOfAnIdIsTheReceiptsFault() {
        let refused = ReceiptImport.failure(AppStoreServerAPIError(.api, "bad id", httpStatus: 400, errorCode: .invalidTransactionId))
        #expect(refused.kind == .invalidReceipt && refused.kind.status == .badRequest && refused.retryAfterSeconds == nil)
        #expect(ReceiptImport.isTransactionId("2000000001") && ReceiptImport.isTransactionId("0"))
        #expect(!ReceiptImport.isTransactionId("123456789012345678901"), "21 digits")
    }
}
#endif
