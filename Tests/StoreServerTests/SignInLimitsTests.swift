#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import Testing

/// Keys cannot be guessed at network speed, sign-out ends a session for good, and the sign-in form cannot be
/// replayed from another visit.
@Suite struct SignInLimitsTests {
    /// N4 of the second outside attack: the lockout ran before the key was compared, so ten wrong keys from one
    /// address (a proxy's, a carrier's) refused every right key behind it. Past the limit, wrong keys get 429;
    /// right keys always pass.
    @Test(arguments: TestDatabase.available)
    func tenWrongKeysThenWrongOnesWaitForTheWindowAndRightOnesNeverDo(database: TestDatabase) async throws {
        try await withServer(try settings(trusting: []), on: database) { client, _ in
            for attempt in 1...10 {
                let wrong = try await client.execute(
                    uri: "/admin/v1/notifications",
                    method: .get,
                    headers: [.authorization: "Bearer guess-\(attempt)"]
                )
                #expect(wrong.status == .unauthorized, "attempt \(attempt)")
            }
            let limited = try await client.execute(uri: "/admin/v1/notifications", method: .get, headers: [.authorization: "Bearer guess-11"])
            #expect(limited.status == .tooManyRequests && errorKind(limited) == "too-many-attempts")
            #expect(Int(limited.headers[.retryAfter] ?? "") ?? 0 >= 1)
            let noKey = try await client.execute(uri: "/v1/subscribers/alice", method: .get)
            #expect(noKey.status == .tooManyRequests, "no key at all waits too")
            #expect(try await client.execute(uri: "/admin/v1/notifications", method: .get, headers: .admin).status == .ok, "the admin key passes")
            #expect(try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app).status == .ok, "the app key passes")
            #expect(try await DashboardTests().signIn(client).status == .seeOther, "and the sign-in form takes the right key")
        }
    }

    @Test(arguments: TestDatabase.available)
    func aSignedOutSessionIsRefusedEvenWhenItsCookieWasCopied(database: TestDatabase) async throws {
        try await withServer(try settings(trusting: []), on: database) { client, _ in
            let dashboard = DashboardTests()
            let cookie = try #require(try await dashboard.signIn(client).cookie)
            let other = try #require(try await dashboard.signIn(client).cookie)
            #expect(try await dashboard.get(client, "/dashboard", cookie: cookie).status == .ok)
            let page = try await dashboard.get(client, "/dashboard", cookie: cookie).html
            let start = try #require(page.range(of: "name=\"csrf\" value=\"")).upperBound
            let csrf = String(page[start...].prefix { $0 != "\"" }).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let out = try await client.execute(
                uri: "/dashboard/sign-out",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookie],
                body: ByteBuffer(string: "csrf=\(csrf)")
            )
            #expect(out.status == .seeOther)
            let copied = try await dashboard.get(client, "/dashboard", cookie: cookie)
            #expect(copied.status == .seeOther && copied.location == "/dashboard/sign-in", "the copied cookie no longer works")
            #expect(try await dashboard.get(client, "/dashboard", cookie: other).status == .ok, "another session is not ended")
        }
    }

    @Test func theSignInFormsTokenIsNewOnEveryLoadAndBoundToItsVisit() async throws {
        var secure = try settings(trusting: [])
        secure.secureCookies = true
        try await withServer(secure) { client, _ in
            func load() async throws -> (csrf: String, visit: String) {
                try await client.execute(uri: "/dashboard/sign-in", method: .get) { response in
                    let page = String(buffer: response.body)
                    let start = try #require(page.range(of: "name=\"csrf\" value=\"")).upperBound
                    let cookie = try #require(response.headers[.setCookie])
                    #expect(cookie.contains("Secure") && cookie.contains("HttpOnly"))
                    return (String(page[start...].prefix { $0 != "\"" }), String(cookie.prefix { $0 != ";" }))
                }
            }
            let first = try await load()
            let second = try await load()
            #expect(first.csrf != second.csrf)
            func signIn(csrf: String, visit: String?) async throws -> TestResponse {
                var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
                if let visit { headers[.cookie] = visit }
                let token = csrf.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return try await client.execute(
                    uri: "/dashboard/sign-in",
                    method: .post,
                    headers: headers,
                    body: ByteBuffer(string: "csrf=\(token)&key=\(adminKey)")
                )
            }
            #expect(try await signIn(csrf: first.csrf, visit: second.visit).status == .forbidden, "a token from another visit")
            #expect(try await signIn(csrf: first.csrf, visit: nil).status == .forbidden, "no visit")
            let signedIn = try await signIn(csrf: first.csrf, visit: first.visit)
            #expect(signedIn.status == .seeOther && signedIn.headers[.setCookie]?.contains("Secure") == true)
        }
    }
}
#endif
