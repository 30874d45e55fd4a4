#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// `GET /v1/analytics/figures` on a generated history whose answers are known exactly.
@Suite struct AnalyticsTests {
    static func day(_ text: String) -> Date { try! Date("\(text)T00:00:00Z", strategy: .iso8601) }

    /// One VIP Gold (monthly) transaction.
    static func gold(
        _ id: String,
        _ original: String,
        _ purchased: String,
        _ expires: String,
        price: Int64 = 19_990,
        currency: String = "USD",
        environment: AppStoreEnvironment = .sandbox,
        trial: Bool = false,
        revoked: String? = nil,
        ownership: InAppOwnershipType = .purchased
    ) -> SignedTransaction {
        var payload = TestTransaction.payload(
            id,
            product: Florist.gold,
            original: original,
            purchased: day(purchased),
            expires: day(expires),
            revoked: revoked.map(day),
            environment: environment,
            ownership: ownership
        )
        payload.price = trial ? 0 : price
        payload.currency = currency
        if trial {
            payload.offerType = .introductory
            payload.offerDiscountType = .freeTrial
        }
        return SignedTransaction(payload: payload, jws: "jws-\(id)")
    }

    /// 50 renewing monthly subscribers (5 of their February renewals refunded), 10 who stop renewing,
    /// 20 free trials of which 12 convert, 10 trials still running, 5 subscribers paying in euros, and
    /// noise that must not count: Production purchases, a family-shared copy and an organization's seat.
    static var history: [SignedTransaction] {
        var records: [SignedTransaction] = []
        for i in 0..<50 {
            records += [
                gold("a\(i)-1", "a\(i)", "2025-12-10", "2026-01-10"),
                gold("a\(i)-2", "a\(i)", "2026-01-10", "2026-02-10"),
                gold("a\(i)-3", "a\(i)", "2026-02-10", "2026-03-10", revoked: i < 5 ? "2026-02-12" : nil),
            ]
        }
        for i in 0..<10 {
            records += [gold("b\(i)-1", "b\(i)", "2025-12-10", "2026-01-10"), gold("b\(i)-2", "b\(i)", "2026-01-10", "2026-02-10")]
        }
        for i in 0..<20 {
            records.append(gold("c\(i)-1", "c\(i)", "2026-01-20", "2026-01-27", trial: true))
            if i < 12 { records.append(gold("c\(i)-2", "c\(i)", "2026-01-27", "2026-02-27")) }
        }
        for i in 0..<10 { records.append(gold("d\(i)-1", "d\(i)", "2026-02-17", "2026-02-24", trial: true)) }
        for i in 0..<5 { records.append(gold("e\(i)-1", "e\(i)", "2026-02-01", "2026-03-01", price: 17_990, currency: "EUR")) }
        for i in 0..<3 { records.append(gold("p\(i)-1", "p\(i)", "2026-02-01", "2026-03-01", environment: .production)) }
        records.append(gold("s0-1", "s0", "2026-02-10", "2026-03-10", ownership: .familyShared))
        records.append(gold("o0-1", "o0", "2026-02-10", "2026-03-10", ownership: .assigned))
        return records
    }

    @Test(arguments: TestDatabase.available)
    func theFiguresOfAKnownHistory(database: TestDatabase) async throws {
        try await withServer(try settings(trusting: []), on: database) { client, storage in
            try await storage.storeTransactions(Self.history, renewalInfos: [], appUserId: nil, at: Date())
            let response = try await client.execute(
                uri: "/v1/analytics/figures?from=2026-01-15T00:00:00Z&to=2026-02-20T00:00:00Z&environment=Sandbox",
                method: .get,
                headers: .admin
            )
            #expect(response.status == .ok)
            let report = try JSONDecoder().decode(Analytics.Report.self, from: Data(response.body.readableBytesView))
            #expect(report.environment == "Sandbox" && Set(report.currencies.keys) == ["USD", "EUR"])
            let usd = try #require(report.currencies["USD"])
            #expect(usd.activeSubscriptions == 57, "45 renewing, 12 converted")
            #expect(usd.activeTrials == 10)
            #expect(usd.mrr == 57 * 19_990)
            #expect(usd.purchases == 62 && usd.refunds == 5 && usd.refundRate == 5.0 / 62)
            #expect(usd.revenue == 57 * 19_990, "62 paid purchases less the 5 refunded")
            #expect(usd.activeAtStart == 60 && usd.churned == 15 && usd.churnRate == 0.25, "10 stopped, 5 refunded")
            #expect(usd.trialsEnded == 20 && usd.trialsConverted == 12 && usd.trialConversionRate == 0.6)
            #expect(usd.newCustomers == 30, "the 20 January and 10 February trials; earlier subscribers are not new")
            #expect(usd.lifetimeValueByCohort == ["2026-01": 12 * 19_990 / 20, "2026-02": 0], "12 of 20 converted; February's trials not yet")
            #expect(usd.lifetimeValueByProduct == [Florist.gold: 12 * 19_990 / 30])
            let eur = try #require(report.currencies["EUR"])
            #expect(eur.newCustomers == 5 && eur.lifetimeValueByCohort == ["2026-02": 17_990])
            #expect(eur.activeSubscriptions == 5 && eur.mrr == 5 * 17_990 && eur.revenue == 5 * 17_990 && eur.refundRate == 0)
            #expect(eur.churnRate == nil && eur.trialConversionRate == nil, "no rate without a denominator")

            let all = try await client.execute(uri: "/v1/analytics/figures?from=1768435200000&to=1771545600000", method: .get, headers: .admin)
            let everywhere = try JSONDecoder().decode(Analytics.Report.self, from: Data(all.body.readableBytesView))
            #expect(everywhere.currencies["USD"]?.activeSubscriptions == 60, "with the 3 Production subscribers")
        }
    }

    @Test func aServerThatAcceptsProductionCountsOnlyProductionUnlessAskedForAll() async throws {
        var settings = try settings(trusting: [])
        settings.environments = [.production, .sandbox]
        settings.appAppleId = 1_234_567_890
        try await withServer(settings) { client, storage in
            try await storage.storeTransactions(Self.history, renewalInfos: [], appUserId: nil, at: Date())
            func report(_ query: String) async throws -> Analytics.Report {
                let uri = "/v1/analytics/figures?from=1768435200000&to=1771545600000" + query
                let response = try await client.execute(uri: uri, method: .get, headers: .admin)
                return try JSONDecoder().decode(Analytics.Report.self, from: Data(response.body.readableBytesView))
            }
            let byDefault = try await report("")
            #expect(byDefault.environment == "Production" && byDefault.currencies["USD"]?.activeSubscriptions == 3, "Sandbox is not revenue")
            let all = try await report("&environment=all")
            #expect(all.environment == nil && all.currencies["USD"]?.activeSubscriptions == 60)
        }
    }

    @Test func onlyAdminsSeeFiguresAndBadRangesAreRefused() async throws {
        try await withServer(try settings(trusting: [])) { client, _ in
            #expect(try await client.execute(uri: "/v1/analytics/figures", method: .get, headers: .app).status == .unauthorized)
            #expect(try await client.execute(uri: "/v1/analytics/figures", method: .get, headers: .admin).status == .ok)
            let backwards = try await client.execute(
                uri: "/v1/analytics/figures?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
                method: .get,
                headers: .admin
            )
            #expect(backwards.status == .badRequest)
            let garbled = try await client.execute(uri: "/v1/analytics/figures?from=yesterday", method: .get, headers: .admin)
            #expect(garbled.status == .badRequest && errorKind(garbled) == "bad-request")
        }
    }

    @Test func aPriceIsNormalisedToOneMonth() {
        #expect(Analytics.monthly(price: 19_990, period: CalendarDuration(iso8601: "P1M")) == 19_990)
        #expect(Analytics.monthly(price: 120_000, period: CalendarDuration(iso8601: "P1Y")) == 10_000)
        #expect(Analytics.monthly(price: 30_000, period: CalendarDuration(iso8601: "P3M")) == 10_000)
        #expect(Analytics.monthly(price: 1_000, period: CalendarDuration(iso8601: "P1W")) == 4_333, "52 weeks in 12 months")
        #expect(Analytics.monthly(price: 1_000, period: nil) == 1_000, "no period known: the whole price")
    }
}
#endif
