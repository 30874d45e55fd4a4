#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// Text a client sends is checked before it reaches the database, the same way on SQLite and on
/// PostgreSQL (which refuses a NUL that SQLite keeps): a control character anywhere is a 400
/// `bad-request`, never a 503 and never stored.
@Suite struct TextInputTests {
    @Test(arguments: TestDatabase.available)
    func aControlCharacterInAnyTextInputIsABadRequestOnEitherDatabase(database: TestDatabase) async throws {
        try await withServer(try settings(trusting: []), on: database) { client, storage in
            let json: HTTPFields = [.authorization: "Bearer \(appKey)", .contentType: "application/json"]
            let requests: [(String, HTTPRequest.Method, HTTPFields, String?)] = [
                ("/v1/subscribers/a%00b", .get, .app, nil),
                ("/v1/subscribers/alice/consumables/a%00b/consume", .post, json, #"{"requestId": "r1"}"#),
                ("/v1/subscribers/alice/consumables/plant/consume", .post, json, #"{"requestId": "r\u0000"}"#),
                ("/v1/subscribers/alice/consumables/plant/consume", .post, json, #"{"requestId": "r\u0007"}"#),
                ("/v1/transactions", .post, json, #"{"appUserId": "a\u0000", "signedTransactions": ["x"]}"#),
                ("/v1/offers/sign", .post, json, #"{"appUserId": "a\u0000", "productId": "p", "offerId": "o"}"#),
                ("/admin/v1/users?after=a%00", .get, .admin, nil),
                ("/admin/v1/users/a%00", .get, .admin, nil),
                ("/v1/analytics/figures?environment=Sand%00box", .get, .admin, nil),
                ("/dashboard/customers?q=a%00", .get, .admin, nil),
                ("/dashboard/customers?after=a%00", .get, .admin, nil),
                ("/dashboard/customers/a%00", .get, .admin, nil),
            ]
            for (uri, method, headers, body) in requests {
                let answer = try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
                #expect(answer.status == .badRequest, "\(method) \(uri) \(body ?? ""): \(answer.status)")
                if uri.hasPrefix("/dashboard") {
                    #expect(answer.headers[.contentType]?.hasPrefix("text/html") == true, "\(uri): the dashboard answers pages")
                    #expect(String(buffer: answer.body).contains("bad-request · request "), "\(uri)")
                } else {
                    #expect(errorKind(answer) == "bad-request", "\(uri)")
                }
            }
            #expect(try await storage.userIds(after: nil, limit: 10).isEmpty, "nothing was stored")
        }
    }
}
#endif
