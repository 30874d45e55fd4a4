#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreServer
import NIOConcurrencyHelpers
import StoreHelperFixtures
import Testing

/// The web console at `/console`: the page shows the store, follows changes made elsewhere, and every
/// action changes the store only through a form of its own page.
@Suite struct ConsoleTests {
    /// Drives the console of `served` in-process: `page()` reads it, `post` sends a form with the page's token.
    struct Console {
        let client: any TestClientProtocol

        func page(_ query: String = "") async throws -> String {
            try await client.execute(uri: "/console" + query, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                return String(buffer: response.body)
            }
        }

        func token() async throws -> String {
            let html = try await page()
            let marker = "name=\"csrf\" value=\""
            let start = try #require(html.range(of: marker)).upperBound
            return String(html[start...].prefix { $0 != "\"" })
        }

        /// POSTs `fields` (and the page's token unless `csrf` is given) to `path`; the response's status and Location.
        @discardableResult
        func post(
            _ path: String,
            _ fields: [String: String] = [:],
            csrf: String? = nil,
            headers: HTTPFields = [:]
        ) async throws -> (
            status: HTTPResponse.Status, location: String
        ) {
            var fields = fields
            if let csrf { fields["csrf"] = csrf } else { fields["csrf"] = try await token() }
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
            var headers = headers
            headers[.contentType] = "application/x-www-form-urlencoded"
            return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
                (response.status, response.headers[.location] ?? "")
            }
        }
    }

    func withConsole(_ served: ServedStore, _ body: @escaping @Sendable (Console) async throws -> Void) async throws {
        let app = Application(router: served.server.router())
        try await app.test(.router) { client in try await body(Console(client: client)) }
    }

    @Test func thePageShowsTheStoreAndItsRevisionFollowsChangesMadeElsewhere() async throws {
        let served = try ServedStore { store in
            try buy(Florist.silver, in: &store)
            try buy(Florist.large, in: &store)
        }
        try await withConsole(served) { console in
            let html = try await console.page()
            for shown in [
                Florist.silver, Florist.large, "Subscriptions", "autoRenewStatus", "SUBSCRIBED", "9.99 USD", "data-live=\"/console/revision\"",
            ] {
                #expect(html.contains(shown), "the page lacks \(shown)")
            }
            #expect(!html.contains("{{"), "a template tag was left unrendered")
            func revision() async throws -> String {
                try await console.client.execute(uri: "/console/revision", method: .get) { String(buffer: $0.body) }
            }
            let first = try await revision()
            #expect(try await revision() == first)
            try served.change { store in try buy(Florist.small, in: &store) }  // another process
            let second = try await revision()
            #expect(second != first)
            #expect(try await console.page().contains(Florist.small))
        }
    }

    @Test func theStylesheetAndTheLiveScriptAreServedByTheBinary() async throws {
        try await withConsole(try ServedStore()) { console in
            let css = try await console.client.execute(uri: "/static/store.css", method: .get) { ($0.headers[.contentType], String(buffer: $0.body)) }
            #expect(css.0 == "text/css; charset=utf-8" && css.1.contains("font-family"))
            let script = try await console.client.execute(uri: "/static/live.js", method: .get) {
                ($0.headers[.contentType], String(buffer: $0.body))
            }
            #expect(script.0 == "text/javascript; charset=utf-8" && script.1.contains("data-live"))
        }
    }

    @Test func transactionActionsRefundFinishAndDelete() async throws {
        var idsMade: [String] = []
        let served = try ServedStore { store in
            idsMade = [try buy(Florist.large, in: &store), try buy(Florist.small, in: &store)]
        }
        let ids = idsMade
        try await withConsole(served) { console in
            let refunded = try await console.post("/console/transactions/\(ids[0])/refund")
            #expect(refunded.status == .seeOther)
            #expect(refunded.location.hasPrefix("/console?done="))
            var store = try served.load()
            #expect(store.transactions.first { $0.id == ids[0] }?.payload.revocationDate != nil)
            #expect(store.outbox.last?.notificationType == .refund)
            #expect(try await console.page().contains("refunded"))
            // Refunding again is refused with the store's reason, and changes nothing.
            let again = try await console.post("/console/transactions/\(ids[0])/refund")
            #expect(again.location.hasPrefix("/console?problem="))
            #expect(try served.load().outboxCount == store.outboxCount)

            try await console.post("/console/transactions/\(ids[1])/finish")
            store = try served.load()
            #expect(store.transactions.first { $0.id == ids[1] }?.isFinished == true)
            try await console.post("/console/transactions/\(ids[1])/delete")
            #expect(try served.load().transactions.contains { $0.id == ids[1] } == false)
            let unknown = try await console.post("/console/transactions/\(ids[1])/teleport")
            #expect(unknown.location.contains("problem="))
        }
    }

    @Test func aMonthlyPlanIsShownAndBoughtFromTheConsole() async throws {
        let served = try ServedStore(annual: true)
        try await withConsole(served) { console in
            let page = try await console.page()
            #expect(page.contains("or 4.99 a month, 12-month commitment 59.88") && page.contains(#"<option value="MONTHLY">"#))
            try await console.post("/console/buy", ["product": Florist.gardenPlus, "account": "default", "plan": "MONTHLY"])
            try await console.post("/console/buy", ["product": Florist.gardenBasic, "account": "default", "plan": "default"])
            let bought = try served.load().transactions.map(\.payload)
            #expect(bought.first?.billingPlanType == .monthly && bought.first?.commitmentInfo?.billingPeriodNumber == 1)
            #expect(bought.count == 1, "buying the other level during the commitment waits for its end")
            let refused = try await console.post("/console/buy", ["product": Florist.gardenPlus, "account": "default", "plan": "WEEKLY"])
            #expect(refused.location.contains("problem="))
        }
    }

    @Test func anOrganizationAssignsASeatAndTakesItBackFromTheConsole() async throws {
        let served = try ServedStore()
        try await withConsole(served) { console in
            try await console.post("/console/assign", ["organization": "school", "product": Florist.silver, "account": "default"])
            let seat = try #require(try served.load().subscriptions.first)
            #expect(seat.assignedBy == "school" && seat.isLive)
            let page = try await console.page()
            #expect(page.contains("seat from school") && page.contains("Take the seat back") && !page.contains("Auto-renew off</button>"))
            let refused = try await console.post("/console/assign", ["organization": "school", "product": Florist.large, "account": "default"])
            #expect(refused.location.contains("problem="), "organizations assign subscriptions only")
            try await console.post("/console/unassign", ["original": seat.originalTransactionId])
            let store = try served.load()
            #expect(store.outbox.last?.notificationType == .revoke)
            #expect(store.transactions.last?.payload.revocationType == .assignmentRevoke)
        }
    }

    @Test func aWaitingAppStoreMessageIsListedAndShownFromTheConsole() async throws {
        let served = try ServedStore()
        try await withConsole(served) { console in
            #expect(try await console.page().contains("App Store messages waiting</h2>\n<p>None.</p>"))
            try await console.post("/console/buy", ["product": Florist.gold, "account": "default"])
            try await console.post("/console/subscriptions/price-increase", ["product": Florist.gold, "account": "default", "step": "request"])
            let message = try #require(try served.load().messages(for: "default").first)
            let page = try await console.page()
            #expect(page.contains("<td>priceIncreaseConsent</td>") && page.contains("<code>\(message.id)</code>"))
            try await console.post("/console/show-message", ["account": "default", "message": message.id])
            #expect(try served.load().messages(for: "default").isEmpty)
            let again = try await console.post("/console/show-message", ["account": "default", "message": message.id])
            #expect(again.location.contains("problem="), "a message is shown once")
        }
    }

    @Test func askToBuyIsApprovedOrDeclinedAndInterruptedPurchasesResolved() async throws {
        let served = try ServedStore()
        try await withConsole(served) { console in
            try await console.post("/console/set", ["key": "askToBuy", "value": "on"])
            #expect(try served.load().settings.askToBuy)
            try await console.post("/console/buy", ["product": Florist.large, "account": "default"])
            try await console.post("/console/buy", ["product": Florist.small, "account": "default"])
            var waiting = try served.load().pendingPurchases
            #expect(waiting.count == 2)
            #expect(try await console.page().contains("Approve"))
            try await console.post("/console/transactions/\(waiting[0].id)/approve")
            try await console.post("/console/transactions/\(waiting[1].id)/decline")
            var store = try served.load()
            #expect(store.transactions.map(\.productId) == [Florist.large])
            #expect(store.pendingPurchases.map(\.state) == [.approved, .declined])

            try await console.post("/console/set", ["key": "askToBuy", "value": "off"])
            try await console.post("/console/set", ["key": "interruptedPurchases", "value": "on"])
            try await console.post("/console/buy", ["product": Florist.roses, "account": "default"])
            waiting = try served.load().pendingPurchases.filter { $0.state == .waiting }
            try await console.post("/console/transactions/\(waiting[0].id)/resolve")
            store = try served.load()
            #expect(store.transactions.map(\.productId).contains(Florist.roses))
            let badSetting = try await console.post("/console/set", ["key": "loudness", "value": "11"])
            #expect(badSetting.location.contains("problem="))
            let setURL = try await console.post("/console/set", ["key": "notify-url", "value": "http://127.0.0.1:9/apple"])
            #expect(setURL.location.contains("done="), "\(setURL.location)")
            #expect(try served.load().notificationURL == "http://127.0.0.1:9/apple")
            try await console.post("/console/set", ["key": "notify-url", "value": "none"])
            #expect(try served.load().notificationURL == nil)
        }
    }

    @Test func subscriptionActionsAndTheClockWalkTheLifecycle() async throws {
        let served = try ServedStore { store in try buy(Florist.silver, in: &store) }
        try await withConsole(served) { console in
            let subscription = ["account": "default", "product": Florist.silver]
            try await console.post("/console/subscriptions/auto-renew", subscription.merging(["on": "off"]) { $1 })
            #expect(try served.load().subscriptions[0].autoRenews == false)
            try await console.post("/console/subscriptions/auto-renew", subscription.merging(["on": "on"]) { $1 })
            #expect(try served.load().subscriptions[0].autoRenews)
            let before = try served.load().subscriptions[0].latestTransactionId
            try await console.post("/console/subscriptions/renew", subscription)
            #expect(try served.load().subscriptions[0].latestTransactionId != before)
            #expect(try served.load().outbox.last?.notificationType == .didRenew)
            try await console.post("/console/subscriptions/price-increase", subscription.merging(["step": "request"]) { $1 })
            #expect(try served.load().subscriptions[0].priceIncreaseStatus != nil)
            try await console.post("/console/subscriptions/expire", subscription)
            #expect(try served.load().subscriptions[0].phase != .active)

            // Billing retry: the renewal fails, and the console resolves it.
            try served.change { store in try buy(Florist.gold, in: &store) }
            try await console.post("/console/set", ["key": "billingRetry", "value": "on"])
            let now = try served.load().now
            try await console.post("/console/advance", ["by": "32d"])
            var store = try served.load()
            #expect(store.now.timeIntervalSince(now) == 32 * Florist.day)
            let gold = try #require(store.subscriptions.first { $0.productId == Florist.gold })
            #expect(gold.phase == .billingRetry)
            #expect(try await console.page().contains("Resolve the billing issue"))
            try await console.post("/console/transactions/\(gold.latestTransactionId)/resolve")
            store = try served.load()
            #expect(store.subscriptions.first { $0.productId == Florist.gold }?.phase == .active)
            let badDuration = try await console.post("/console/advance", ["by": "soon"])
            #expect(badDuration.location.contains("problem="))
            #expect(try served.load().now == store.now)
        }
    }

    @Test func accountsAndFamilies() async throws {
        let served = try ServedStore()
        try await withConsole(served) { console in
            try await console.post("/console/accounts", ["account": "kim", "family": ""])
            try await console.post("/console/family/join", ["account": "kim", "family": "smiths"])
            #expect(try served.load().accounts.first { $0.id == "kim" }?.familyId == "smiths")
            try await console.post("/console/family/leave", ["account": "kim"])
            #expect(try served.load().accounts.first { $0.id == "kim" }?.familyId == nil)
            let twice = try await console.post("/console/accounts", ["account": "kim"])
            #expect(twice.location.contains("problem="))
            // kim's parent withdraws consent: RESCIND_CONSENT, about kim.
            try await console.post("/console/rescind-consent", ["account": "kim"])
            let last = try #require(try served.load().outbox(from: 0).last)
            #expect(last.notificationType == .rescindConsent && last.accountId == "kim")
        }
    }

    @Test func formsFromElsewhereChangeNothing() async throws {
        var idMade = ""
        let served = try ServedStore { store in idMade = try buy(Florist.large, in: &store) }
        let id = idMade
        try await withConsole(served) { console in
            let token = try await console.token()
            let refund = "/console/transactions/\(id)/refund"
            #expect(try await console.post(refund, csrf: "").status == .forbidden)
            #expect(try await console.post(refund, csrf: "bm90IGEgdG9rZW4=").status == .forbidden)
            #expect(try await console.post(refund, csrf: token, headers: [.origin: "https://evil.example"]).status == .forbidden)
            #expect(
                try await console.post(refund, csrf: token, headers: [HTTPFields.Element.Name("Sec-Fetch-Site")!: "cross-site"]).status == .forbidden
            )
            let huge = String(repeating: "a", count: 20_000)
            #expect(try await console.post("/console/advance", ["by": huge], csrf: token).status == .badRequest)
            #expect(try served.load().transactions.first?.payload.revocationDate == nil)
            // The same form from the page itself goes through.
            #expect(
                try await console.post(refund, csrf: token, headers: [HTTPFields.Element.Name("Sec-Fetch-Site")!: "same-origin"]).status == .seeOther
            )
            #expect(try served.load().transactions.first?.payload.revocationDate != nil)
        }
    }

    @Test func aNotificationIsSentAgainAndTheAttemptRecorded() async throws {
        let receiver = NotificationReceiver(failures: 0)
        let receiving = Application(router: receiver.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await receiving.test(.live) { receiverClient in
            let url = "http://127.0.0.1:\(receiverClient.port!)/notifications"
            let served = try ServedStore { store in
                try store.setNotificationURL(url)
                try buy(Florist.large, in: &store)
            }
            try await withConsole(served) { console in
                let uuid = try #require(try served.load().outbox.last?.notificationUUID)
                let sent = try await console.post("/console/notifications/\(uuid)/send")
                #expect(sent.location.contains("done="), "\(sent.location)")
                #expect(receiver.received.withLockedValue { $0.count } == 1)
                #expect(try served.load().outbox.last?.sendAttempts?.last?.sendAttemptResult == .success)
                let missing = try await console.post("/console/notifications/no-such-uuid/send")
                #expect(missing.location.contains("problem="))
            }
        }
    }
}
#endif
