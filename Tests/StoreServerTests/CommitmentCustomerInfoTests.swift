#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import LocalAppStore
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// A monthly plan with a 12-month commitment on the server: customer info says which month the latest transaction
/// pays and whether the commitment renews, and access follows each month, right at every instant
/// (https://developer.apple.com/documentation/storekit/managing-lifecycle-of-monthly-subscriptions-with-a-12-month-commitment-).
@Suite struct CommitmentCustomerInfoTests {
    @Test(arguments: StorageBacking.available)
    func customerInfoFollowsTheCommitmentMonthByMonthToItsEnd(backing: StorageBacking) async throws {
        var store = try Florist.annualStore()
        guard case .purchased(let first) = try store.purchase(Florist.gardenPlus, options: PurchaseOptions(billingPlanType: .monthly)) else {
            throw StoreError.invalidAction("not purchased")
        }
        try store.advance(by: 40 * Florist.day)
        try store.setAutoRenew(false, product: Florist.gardenPlus)
        try store.advance(by: 400 * Florist.day)
        let notifications = store.outbox(from: 0).map(\.signedPayload)
        var settings = try settings(
            trusting: [store],
            environments: ["Sandbox", "LocalTesting"],
            entitlements: ["garden": [Florist.gardenPlus, Florist.gardenBasic]],
            catalog: Florist.annualStorekitURL
        )
        settings.sandboxGrantsEntitlements = true
        let clock = MockClock(Florist.start.addingTimeInterval(Florist.day))
        let seen = NIOLockedValueBox<[CustomerInfo]>([])
        try await withServer(settings, on: backing, clock: clock) { client, _ in
            let body = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "alice", signedTransactions: [first.jws]))
            #expect(try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: body)).status == .ok)
            for instant in [1.0, 60, 330, 370] {
                clock.advance(to: Florist.start.addingTimeInterval(instant * Florist.day))
                // What the server knows by then: the notifications the store had sent up to that instant.
                for signed in notifications {
                    _ = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
                }
                let answer = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app)
                let info = try JSONDecoder().decode(CustomerInfo.self, from: Data(answer.body.readableBytesView))
                seen.withLockedValue { $0.append(info) }
            }
        }
        let infos = seen.withLockedValue { $0 }
        #expect(infos.count == 4)
        let months = infos.map { $0.subscriptions.first?.commitment?.billingPeriodNumber }
        #expect(months == [1, 2, 11, 12], "the month in effect at each instant, though the server holds all twelve")
        // The same records judged at each instant: access follows the months until the commitment ends.
        #expect(infos.map(\.activeProductIds) == [[Florist.gardenPlus], [Florist.gardenPlus], [Florist.gardenPlus], []])
        let commitment = try #require(infos.last?.subscriptions.first?.commitment)
        #expect(commitment.totalBillingPeriods == 12 && commitment.price == 59_880 && !commitment.willRenew)
        #expect(commitment.expiresDate?.date == Calendar(identifier: .gregorian).date(byAdding: .year, value: 1, to: Florist.start))
        #expect(infos.last?.entitlements["garden"]?.isActive == false)
    }
}
#endif
