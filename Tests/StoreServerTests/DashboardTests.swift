#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// The dashboard at `/dashboard`: sign-in, the overview's figures and charts, customers and their timelines.
@Suite struct DashboardTests {
    /// A server whose storage holds alice's purchases (VIP Gold and Flowers Large, reported by her app and
    /// notified by the store), a day later the refund of the flowers, and the server's clock two days on. The
    /// purchases are Sandbox's; `acceptingProduction` makes the server accept Production data too.
    func withAlice(
        on database: TestDatabase = .sqlite,
        acceptingProduction: Bool = false,
        _ body: @escaping @Sendable (any TestClientProtocol, _ gold: String, _ flowers: String) async throws -> Void
    ) async throws {
        var store = try Florist.store(["environment": "Sandbox"])
        guard case .purchased(let gold) = try store.purchase(Florist.gold), case .purchased(let flowers) = try store.purchase(Florist.large) else {
            Issue.record("not purchased")
            return
        }
        try store.advance(by: Florist.day)
        try store.refund(try #require(flowers.payload.transactionId))
        let notifications = store.outbox.map(\.signedPayload)
        let clock = MockClock(store.now.addingTimeInterval(Florist.day))
        var settings = try settings(trusting: [store], environments: ["Sandbox"], entitlements: ["vip": [Florist.gold]])
        if acceptingProduction {
            settings.environments = [.production, .sandbox]
            settings.appAppleId = 1_234_567_890
        }
        try await withServer(
            settings,
            on: database,
            clock: clock
        ) {
            client,
            _ in
            let report = TransactionReport(appUserId: "alice", signedTransactions: [gold.jws, flowers.jws])
            let reported = try await client.execute(
                uri: "/v1/transactions",
                method: .post,
                headers: .app,
                body: ByteBuffer(data: try JSONEncoder().encode(report))
            )
            #expect(reported.status == .ok)
            for signed in notifications {
                #expect(try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed)).status == .ok)
            }
            try await body(client, gold.payload.transactionId ?? "", flowers.payload.transactionId ?? "")
        }
    }

    /// Signs in through the form and returns the session cookie.
    func signIn(_ client: any TestClientProtocol, key: String = adminKey) async throws -> (status: HTTPResponse.Status, cookie: String?) {
        let (page, visit) = try await client.execute(uri: "/dashboard/sign-in", method: .get) {
            (String(buffer: $0.body), $0.headers[.setCookie].map { String($0.prefix { $0 != ";" }) })
        }
        let marker = "name=\"csrf\" value=\""
        let start = try #require(page.range(of: marker)).upperBound
        let csrf = String(page[start...].prefix { $0 != "\"" })
        let body = "csrf=\(csrf.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&key=\(key)"
        return try await client.execute(
            uri: "/dashboard/sign-in",
            method: .post,
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: try #require(visit)],
            body: ByteBuffer(string: body)
        ) { response in
            (response.status, response.headers[.setCookie].map { String($0.prefix { $0 != ";" }) })
        }
    }

    func get(
        _ client: any TestClientProtocol,
        _ uri: String,
        cookie: String?
    ) async throws -> (status: HTTPResponse.Status, location: String?, html: String) {
        var headers = HTTPFields()
        if let cookie { headers[.cookie] = cookie }
        return try await client.execute(uri: uri, method: .get, headers: headers) { ($0.status, $0.headers[.location], String(buffer: $0.body)) }
    }

    /// Issue 59: `alice\u{200B}` and `\u{202E}ecila` were taken as customers who look like alice on every page. New
    /// ids like them are refused; one stored before is still found, and shown with its invisible characters written out.
    @Test func anIdThatCouldPassForAnotherIsRefusedOrShownEscaped() async throws {
        var store = try Florist.store(["environment": "Sandbox"])
        guard case .purchased(let gold) = try store.purchase(Florist.gold) else {
            Issue.record("not purchased")
            return
        }
        try await withServer(try settings(trusting: [store], environments: ["Sandbox"])) { client, storage in
            let lookalikes =
                [
                    "alice\u{200B}", "\u{202E}ecila", "\u{FEFF}alice", "al\u{00AD}ice", "alice\u{2028}", "alice\u{2029}", "alice\u{E0041}",
                    "ali\u{2060}ce",
                ] + [0xFDD0, 0xFFFE, 0x10FFFF].map { "alice" + String(Character(Unicode.Scalar(UInt32($0))!)) }  // noncharacters: no literal
            for id in lookalikes {
                let report = TransactionReport(appUserId: id, signedTransactions: [gold.jws])
                let body = ByteBuffer(data: try JSONEncoder().encode(report))
                let refused = try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: body)
                #expect(refused.status == .badRequest && errorKind(refused) == "bad-request", "\(id.debugDescription)")
                #expect(String(buffer: refused.body).contains("U+"), "the answer names the character")
            }
            #expect(try await storage.userIds(after: nil, limit: 10).isEmpty, "nothing was stored")

            let legacy = "alice\u{200B}"
            let transaction = SignedTransaction(payload: gold.payload, jws: gold.jws)
            try await storage.storeTransactions([transaction], renewalInfos: [], appUserId: legacy, at: Florist.start)
            let cookie = try await signIn(client).cookie
            let list = try await get(client, "/dashboard/customers", cookie: cookie)
            #expect(list.html.contains("alice\\u{200B}</a>"), "written out in the list")
            let page = try await get(client, "/dashboard/customers/alice%E2%80%8B", cookie: cookie)
            #expect(page.status == .ok && page.html.contains("Customer alice\\u{200B}"), "and on the customer's page")
        }
    }

    @Test func pagesNeedASessionFromTheAdminKey() async throws {
        try await withServer(try settings(trusting: [])) { client, _ in
            let anonymous = try await get(client, "/dashboard", cookie: nil)
            #expect(anonymous.status == .seeOther && anonymous.location == "/dashboard/sign-in")
            #expect(try await get(client, "/dashboard/customers", cookie: nil).status == .seeOther)
            let forged = try await get(client, "/dashboard", cookie: "storehelper_dashboard=9999999999999.bm9uY2U=.Zm9yZ2Vk")
            #expect(forged.status == .seeOther, "a session this server did not make is refused")

            let wrong = try await signIn(client, key: "not-the-admin-key-at-all")
            #expect(wrong.status == .unauthorized && wrong.cookie == nil)
            let appKeyIsNotEnough = try await signIn(client, key: appKey)
            #expect(appKeyIsNotEnough.status == .unauthorized)
            let right = try await signIn(client)
            #expect(right.status == .seeOther)
            let cookie = try #require(right.cookie)
            #expect(try await get(client, "/dashboard", cookie: cookie).status == .ok)
            // The admin key as a bearer token works too; an app key does not.
            #expect(try await client.execute(uri: "/dashboard", method: .get, headers: .admin).status == .ok)
            #expect(try await client.execute(uri: "/dashboard", method: .get, headers: [.authorization: "Bearer \(appKey)"]).status == .unauthorized)
        }
    }

    @Test func signingInAndOutRefusesFormsFromElsewhere() async throws {
        try await withServer(try settings(trusting: [])) { client, _ in
            let noToken = try await client.execute(
                uri: "/dashboard/sign-in",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "key=\(adminKey)")
            )
            #expect(noToken.status == .forbidden && noToken.headers[.setCookie] == nil)
            let cookie = try #require(try await signIn(client).cookie)
            // Signing out needs the session's own token.
            let page = try await get(client, "/dashboard", cookie: cookie).html
            let start = try #require(page.range(of: "name=\"csrf\" value=\"")).upperBound
            let csrf = String(page[start...].prefix { $0 != "\"" }).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            func signOut(_ body: String) async throws -> TestResponse {
                try await client.execute(
                    uri: "/dashboard/sign-out",
                    method: .post,
                    headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookie],
                    body: ByteBuffer(string: body)
                )
            }
            #expect(try await signOut("csrf=bm90IGl0").status == .forbidden)
            let out = try await signOut("csrf=\(csrf)")
            #expect(out.status == .seeOther && out.headers[.setCookie]?.contains("Max-Age=0") == true)
        }
    }

    @Test(arguments: TestDatabase.available)
    func theOverviewShowsTheFiguresAndTheirCharts(database: TestDatabase) async throws {
        try await withAlice(on: database) { client, _, _ in
            let cookie = try await signIn(client).cookie
            let overview = try await get(client, "/dashboard?environment=Sandbox", cookie: cookie)
            #expect(overview.status == .ok)
            let html = overview.html
            #expect(html.contains("<h2 id=\"currency-USD\">USD</h2>"))
            // VIP Gold active (9.99 a month); revenue 9.99 after the flowers' refund: 1 of 2 purchases refunded.
            #expect(html.contains("<td>1</td><td>0</td><td>1</td><td>9.99</td><td>9.99</td>\n<td>50.0%</td>"), "\(html)")
            for chart in [
                "Active subscriptions (USD)", "MRR (USD)", "Revenue after refunds (USD)", "New customers (USD)", "Churn (USD)",
                "Trial conversion (USD)", "Refund rate (USD)", "Active trials (USD)",
            ] {
                #expect(html.contains("<title id=\"chart-") && html.contains(chart), "no chart \(chart)")
            }
            #expect(html.components(separatedBy: "<svg").count - 1 == 10, "8 series and the 2 lifetime values")
            #expect(html.contains("<title>gold: 9.99</title></rect>"), "VIP Gold's lifetime value, a bar")
            #expect(html.contains(Florist.gold) && html.contains("<td>9.99</td>"), "the lifetime value by product")
            let production = try await get(client, "/dashboard?environment=Production", cookie: cookie)
            #expect(production.html.contains("No purchases in this period."))
            let opened = try await get(client, "/dashboard", cookie: cookie).html
            #expect(opened.contains(#"<option value="all" selected>All environments</option>"#), "a server seeing no Production data opens on all")
            #expect(opened.contains("<h2 id=\"currency-USD\">USD</h2>"))
            #expect(try await get(client, "/dashboard?from=someday", cookie: cookie).status == .badRequest)
        }
    }

    @Test func aServerThatAcceptsProductionOpensItsOverviewOnProduction() async throws {
        try await withAlice(acceptingProduction: true) { client, _, _ in
            let cookie = try await signIn(client).cookie
            let opened = try await get(client, "/dashboard", cookie: cookie).html
            #expect(opened.contains(#"<option value="Production" selected>Production</option>"#), "\(opened)")
            #expect(opened.contains("No purchases in this period."), "Sandbox's test purchases are not revenue")
            let all = try await get(client, "/dashboard?environment=all", cookie: cookie).html
            #expect(all.contains("<h2 id=\"currency-USD\">USD</h2>") && all.contains(#"<option value="all" selected>"#))
        }
    }

    @Test(arguments: TestDatabase.available)
    func aCustomerIsFoundByAnyOfTheirIdsAndTheirTimelineTellsTheStory(database: TestDatabase) async throws {
        try await withAlice(on: database) { client, gold, flowers in
            let cookie = try await signIn(client).cookie
            for query in ["alice", gold, flowers] {
                let found = try await get(client, "/dashboard/customers?q=\(query)", cookie: cookie)
                #expect(found.status == .seeOther && found.location == "/dashboard/customers/alice", "searching \(query)")
            }
            let missing = try await get(client, "/dashboard/customers?q=2000000000009999", cookie: cookie)
            #expect(missing.status == .notFound && missing.html.contains("No customer has"))
            let list = try await get(client, "/dashboard/customers", cookie: cookie)
            #expect(list.status == .ok, "N13: the list of customers is a page found")
            #expect(list.html.contains("href=\"/dashboard/customers/alice\""))

            let page = try await get(client, "/dashboard/customers/alice", cookie: cookie)
            #expect(page.status == .ok)
            let html = page.html
            #expect(html.contains("<strong id=\"active-products\">\(Florist.gold) </strong>"))
            let rows = html.components(separatedBy: "<tr class=\"").dropFirst().map { String($0.prefix { $0 != "\n" }) }
            let story = rows.map { row in
                row.components(separatedBy: "<td>").dropFirst(2).prefix(1).map { String($0.prefix { $0 != "<" }) }.joined()
            }
            // Both purchases' notifications were signed at one instant: either may come first.
            #expect(story.count == 9, "\(story)")
            #expect(Array(story.prefix(2)) == ["Purchase", "Purchase"], "\(story)")
            #expect(Set(story.dropFirst(2).prefix(2)) == ["SUBSCRIBED INITIAL_BUY", "ONE_TIME_CHARGE"], "\(story)")
            #expect(Array(story.dropFirst(4)) == ["Entitled to", "Entitled to", "Refund", "REFUND", "No longer entitled to"], "\(story)")
            #expect(html.contains("REFUND</td><td>signature verified"))
            // The notification's row names its transaction, read from the signed payload it was kept with.
            #expect(rows.contains { $0.contains(">REFUND</td>") && $0.contains("\(Florist.large) · transaction \(flowers)") }, "\(rows)")
            #expect(try await get(client, "/dashboard/customers/nobody", cookie: cookie).status == .notFound)
        }
    }

    /// N13 of the second outside attack: the list linked to ids as they are, so `a/b?c` led elsewhere. Every
    /// link is percent-encoded and reaches its customer.
    @Test func theCustomerListLinksEveryIdEncodedToItsOwnPage() async throws {
        let ids = ["a/b?c#d e", "50%;x"]
        let (store, signed) = try PurchaseOwnershipTests.purchases(ids.count)
        try await withServer(try settings(trusting: [store])) { client, _ in
            for (id, jws) in zip(ids, signed) {
                #expect(try await PurchaseOwnershipTests.report(jws, for: id, client).status == .ok)
            }
            let cookie = try await signIn(client).cookie
            let list = try await get(client, "/dashboard/customers", cookie: cookie)
            #expect(list.status == .ok)
            for (id, path) in zip(ids, ["a%2Fb%3Fc%23d%20e", "50%25%3Bx"]) {
                #expect(list.html.contains("href=\"/dashboard/customers/\(path)\""), "\(id)")
                let page = try await get(client, "/dashboard/customers/\(path)", cookie: cookie)
                #expect(page.status == .ok && page.html.contains("Customer \(id.replacingOccurrences(of: "&", with: "&amp;"))"), "\(id)")
            }
        }
    }
}
#endif
