import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// A monthly plan with a 12-month commitment through StoreHelper: the product's pricing terms, the purchase option,
/// and the status an app shows (which month, the next bill, what the commitment's end does), right at every instant.
@MainActor
@Suite struct CommitmentStatusTests {
    static let group = "Garden Club"

    /// A started helper selling the Garden Club on a local store in the United Kingdom (`store`, or a new one).
    static func gardenShop(_ store: LocalAppStore? = nil, device: LocalStore? = nil) async throws -> (helper: StoreHelper, device: LocalStore) {
        let device = try device ?? LocalStore(store: try store ?? Florist.annualStore())
        let configuration = ProductConfiguration(
            productIds: [Florist.gardenPlus, Florist.gardenBasic],
            subscriptionGroups: [.init(name: group, productIds: [Florist.gardenPlus, Florist.gardenBasic])]
        )
        let helper = StoreHelper(
            configuration: configuration,
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: Shop.temporaryLedger()))
        )
        await helper.start()
        return (helper, device)
    }

    /// The helper's status once it has heard of month `month` of the commitment (updates arrive asynchronously).
    static func status(_ helper: StoreHelper, atMonth month: Int32) async throws -> GroupSubscriptionInfo {
        let heard = await helper.wait {
            (try? await helper.subscriptionInfo(for: group))?.commitment?.billingPeriodNumber == month
        }
        #expect(heard, "month \(month) reached the helper")
        return try #require(try await helper.subscriptionInfo(for: group))
    }

    @Test func theStatusSaysWhichMonthTheNextBillAndWhatTheCommitmentsEndDoes() async throws {
        let (helper, device) = try await Self.gardenShop()
        let plus = try #require(helper.product(Florist.gardenPlus))
        let monthly = try #require(plus.subscription?.pricingTerms.first { $0.billingPlanType == .monthly })
        #expect(monthly.billingDisplayPrice == "£4.99" && monthly.commitment?.displayPrice == "£59.88")

        _ = try await helper.purchase(plus, options: PurchaseOptions(billingPlanType: monthly.billingPlanType))
        var info = try #require(try await helper.subscriptionInfo(for: Self.group))
        #expect(info.commitment?.billingPeriodNumber == 1 && info.willRenewCommitment == true)
        #expect(
            Shop.text.text(for: info) == [
                "Month 1 of 12 of your commitment.", "Renews on Apr 2, 2026 for £4.99.", "Commitment renews on Mar 2, 2027.",
            ]
        )

        try await device.session { store in
            try store.advance(by: 95 * Florist.day)
            try store.setAutoRenew(false, product: Florist.gardenPlus)
        }
        info = try await Self.status(helper, atMonth: 4)
        #expect(try await helper.isPurchased(productId: Florist.gardenPlus), "committed months keep access")
        #expect(
            Shop.text.text(for: info) == [
                "Month 4 of 12 of your commitment.", "Renews on Jul 2, 2026 for £4.99.", "Commitment ends on Mar 2, 2027; auto-renew is off.",
            ]
        )

        try await device.session { store in try store.advance(by: 245 * Florist.day) }
        info = try await Self.status(helper, atMonth: 12)
        #expect(Shop.text.text(for: info) == ["Month 12 of 12 of your commitment.", "Commitment ends on Mar 2, 2027; auto-renew is off."])
        try await device.session { store in try store.advance(by: 30 * Florist.day) }
        info = try #require(try await helper.subscriptionInfo(for: Self.group))
        #expect(Shop.text.text(for: info) == ["Expired on Mar 2, 2027."], "no month 13: the helper's clock passed the end")
        #expect(try await !helper.isPurchased(productId: Florist.gardenPlus))
    }

    @Test func aChangeDuringTheCommitmentIsToldForItsEnd() async throws {
        let (helper, _) = try await Self.gardenShop()
        _ = try await helper.purchase(try #require(helper.product(Florist.gardenPlus)), options: PurchaseOptions(billingPlanType: .monthly))
        _ = try await helper.purchase(try #require(helper.product(Florist.gardenBasic)), options: PurchaseOptions(billingPlanType: .monthly))
        let info = try #require(try await helper.subscriptionInfo(for: Self.group))
        #expect(info.pendingChange?.id == Florist.gardenBasic)
        #expect(
            Shop.text.text(for: info) == [
                "Month 1 of 12 of your commitment.", "Renews on Apr 2, 2026 for £4.99.", "Commitment renews on Mar 2, 2027.",
                "Changes to Garden Club on Mar 2, 2027.",
            ]
        )
    }
}
