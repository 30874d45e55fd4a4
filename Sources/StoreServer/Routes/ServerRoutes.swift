#if Server
import AppStoreModels
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import StoreHelperJSON
import StoreStorage
import StoreWeb

/// StoreServer's routes: thin, the services do the work.
struct ServerRoutes: Sendable {
    let notifications: NotificationIntake
    let transactions: TransactionIntake
    let receipts: ReceiptImport
    let extensions: RenewalExtension
    let customers: CustomerInfoService
    let offers: OfferSigning
    let retention: RetentionService
    let storage: any ServerStorage
    let metrics: ServerMetrics
    let appKeys: KeyAuthorization
    let adminKeys: KeyAuthorization
    let signingKey: Curve25519.Signing.PrivateKey
    /// Whether catch-ups can run (the App Store Server API is configured).
    let catchUps: [AppStoreEnvironment]
    let analytics: Analytics
    /// The environments whose data the server accepts (the dashboard's filter offers them).
    let environments: [AppStoreEnvironment]
    let sessions: DashboardSessions
    let secureCookies: Bool
    let clock: any ServiceClock

    func add(to router: Router<ServerRequestContext>) {
        router.get("healthz") { _, _ in Self.json(Self.healthy) }
        router.get("readyz") { _, _ in
            // Ready means the database takes a write now (a full disk reads fine but stores nothing), and has the
            // room for more than the small one tried here (SQLite writes a row into pages it holds free).
            do { try await storage.setCursor("readyz", to: "ok", now: clock.now) } catch { throw ServerError.storage(error) }
            if let problem = await storage.readinessProblem() {
                throw ServerError(.storageFailure, "not ready: the database is short of disk", detail: problem)
            }
            return Self.json(["status": "ready"])
        }
        router.get("metrics") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.render())))
        }
        router.get("openapi.yaml") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/yaml"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
        router.post("apple/notifications") { request, _ in
            let delivered = try await RequestBodies.decode(
                ResponseBodyV2.self,
                from: request,
                limit: RequestBodies.notificationLimit,
                shape: #"{"signedPayload": "…"}"#
            )
            let outcome = try await notifications.receive(delivered)
            return Self.json(["result": outcome.rawValue])
        }
        router.post("apple/retention") { request, _ in
            let delivered = try await RequestBodies.decode(
                RealtimeRequestBody.self,
                from: request,
                limit: RequestBodies.notificationLimit,
                shape: #"{"signedPayload": "…"}"#
            )
            return Self.json(try await retention.answer(delivered))
        }
        let app = router.group("v1").add(middleware: KeyAuthorizationMiddleware(authorization: appKeys))
        app.post("transactions") { request, _ in
            let report = try await RequestBodies.decode(
                TransactionIntake.Request.self,
                from: request,
                limit: RequestBodies.transactionsLimit,
                shape: #"{"appUserId": "…", "signedTransactions": ["…"]}"#
            )
            return Self.json(try await transactions.receive(report))
        }
        app.post("receipts") { request, context in
            let report = try await RequestBodies.decode(
                ReceiptReport.self,
                from: request,
                limit: RequestBodies.receiptLimit,
                shape: #"{"appUserId": "…", "receipt": "base64 of the app receipt"}"#
            )
            return Self.json(try await receipts.receive(report, from: context.client))
        }
        app.post("offers/sign") { request, _ in
            let offer = try await RequestBodies.decode(
                OfferSigning.Request.self,
                from: request,
                limit: RequestBodies.commandLimit,
                shape: #"{"appUserId", "productId", "offerId"[, "appAccountToken", "transactionId"]}"#
            )
            return Self.json(try await offers.sign(offer))
        }
        app.get("subscribers/:appUserId") { request, context in
            let answer = try await customers.answer(try Self.parameter("appUserId", of: context))
            return try signed(answer.body, for: request, at: answer.info.requestDate.wholeMilliseconds)
        }
        app.post("subscribers/:appUserId/consumables/:productId/consume") { request, context in
            struct Body: Decodable {
                var requestId: String
                var quantity: Int?
            }
            let body = try await RequestBodies.decode(
                Body.self,
                from: request,
                limit: RequestBodies.commandLimit,
                shape: #"{"requestId": "…", "quantity": N}"#
            )
            let balance = try await customers.consume(
                try Self.parameter("appUserId", of: context),
                productId: try Self.parameter("productId", of: context),
                requestId: body.requestId,
                quantity: body.quantity ?? 1
            )
            return Self.json(["balance": balance])
        }
        AdminRoutes(storage: storage, customers: customers, extensions: extensions, catchUps: catchUps, clock: clock).add(
            to: router.group("admin/v1").add(middleware: KeyAuthorizationMiddleware(authorization: adminKeys))
        )
        AnalyticsRoutes(storage: storage, analytics: analytics, environments: environments, clock: clock).add(
            to: router.group("v1/analytics").add(middleware: KeyAuthorizationMiddleware(authorization: adminKeys))
        )
        DashboardRoutes(
            storage: storage,
            customers: customers,
            analytics: analytics,
            environments: environments,
            adminKeys: adminKeys,
            sessions: sessions,
            secureCookies: secureCookies,
            clock: clock
        )
        .add(to: router)
    }

    /// The answer `body` (JSON), signed for the request's nonce when it sent one.
    private func signed(_ body: Data, for request: Request, at requestTime: Int64) throws -> Response {
        var response = Self.json(body)
        guard let nonce = request.headers[Self.nonceHeader] else { return response }
        guard ResponseSignature.isValidNonce(nonce) else { throw ServerError.badRequest("the nonce must be base64 of 16 to 64 bytes") }
        response.headers[Self.signatureHeader] = try ResponseSignature.sign(nonce: nonce, requestTime: requestTime, body: body, with: signingKey)
        response.headers[Self.requestTimeHeader] = String(requestTime)
        return response
    }

    /// `/healthz`'s answer.
    private static let healthy = Data(#"{"status":"ok"}"#.utf8)

    static let nonceHeader = HTTPField.Name(ResponseSignature.nonceHeader)!
    static let signatureHeader = HTTPField.Name(ResponseSignature.signatureHeader)!
    static let requestTimeHeader = HTTPField.Name(ResponseSignature.requestTimeHeader)!

    /// The path parameter `name`, percent-decoded once (see ``Hummingbird/FlatDictionary/percentDecoded(_:)``).
    static func parameter(_ name: String, of context: some RequestContext) throws(ServerError) -> String {
        guard let value = context.parameters.percentDecoded(name) else {
            throw .badRequest("the path's \(name) is not percent-encoded UTF-8 without control characters")
        }
        return value
    }

    static func json(_ value: some Encodable) -> Response { json(SortedJSON.encode(value)) }

    static func json(_ data: Data) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
#endif
