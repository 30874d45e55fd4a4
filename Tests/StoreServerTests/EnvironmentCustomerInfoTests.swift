#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOConcurrencyHelpers
import NIOCore
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// Customer info says where each purchase was made, and a server can keep Sandbox's test purchases from
/// granting anything.
@Suite struct EnvironmentCustomerInfoTests {
    /// alice's Production VIP Gold and her Sandbox roses (bought from the same build, say by a tester).
    static func purchases() -> [SignedTransaction] {
        let gold = TestTransaction.payload(
            "p-1",
            product: Florist.gold,
            purchased: Florist.start,
            expires: Florist.start.addingTimeInterval(30 * Florist.day),
            environment: .production
        )
        let roses = TestTransaction.payload("s-1", product: Florist.roses, type: .nonConsumable, purchased: Florist.start, environment: .sandbox)
        return [SignedTransaction(payload: gold, jws: "jws-p-1"), SignedTransaction(payload: roses, jws: "jws-s-1")]
    }

    static func customerInfo(sandboxGrants: Bool) async throws -> CustomerInfo {
        var settings = try settings(trusting: [], environments: ["Sandbox"], entitlements: ["vip": [Florist.gold], "roses": [Florist.roses]])
        settings.sandboxGrantsEntitlements = sandboxGrants
        let clock = MockClock(Florist.start.addingTimeInterval(Florist.day))
        let answer = NIOLockedValueBox<CustomerInfo?>(nil)
        try await withServer(settings, on: .memory, clock: clock) { client, storage in
            try await storage.storeTransactions(Self.purchases(), renewalInfos: [], appUserId: "alice", at: clock.now)
            let response = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app)
            #expect(response.status == .ok)
            let info = try JSONDecoder().decode(CustomerInfo.self, from: Data(response.body.readableBytesView))
            answer.withLockedValue { $0 = info }
        }
        return try #require(answer.withLockedValue { $0 })
    }

    @Test func eachPurchaseSaysItsEnvironment() async throws {
        let info = try await Self.customerInfo(sandboxGrants: true)
        #expect(info.activeProductIds == [Florist.roses, Florist.gold].sorted(), "Sandbox grants by default, as App Review needs")
        #expect(info.subscriptions.map(\.environment) == ["Production"])
        #expect(info.nonSubscriptionPurchases.map(\.environment) == ["Sandbox"])
        #expect(info.entitlements["vip"]?.environment == "Production" && info.entitlements["roses"]?.environment == "Sandbox")
    }

    @Test func sandboxPurchasesGrantNothingWhenTheSettingSaysSo() async throws {
        let info = try await Self.customerInfo(sandboxGrants: false)
        #expect(info.activeProductIds == [Florist.gold])
        #expect(info.nonSubscriptionPurchases.isEmpty && info.entitlements["roses"] == nil)
        #expect(info.entitlements["vip"]?.isActive == true)
    }

    @Test func theSettingIsReadFromTheFileTheEnvironmentAndItsDefault() throws {
        var configuration = ServerConfiguration()
        configuration.bundleId = Florist.bundleId
        configuration.environments = ["Sandbox"]
        configuration.appKeys = [appKey]
        configuration.adminKeys = [adminKey]
        #expect(try configuration.validated().sandboxGrantsEntitlements, "granting by default")
        let fromEnvironment = try ServerConfiguration.fromEnvironment(["STOREHELPER_SERVER_SANDBOX_GRANTS_ENTITLEMENTS": "false"])
        #expect(try !configuration.overlaid(with: fromEnvironment).validated().sandboxGrantsEntitlements)
        #expect(throws: ServerConfigurationError.self) {
            try ServerConfiguration.fromEnvironment(["STOREHELPER_SERVER_SANDBOX_GRANTS_ENTITLEMENTS": "maybe"])
        }
    }
}
#endif
