import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// A subscription's status row over a local App Store: the badge, the sentences and the actions through renewal,
/// a scheduled downgrade, auto-renew turned off, a billing problem with and past its grace period, a refund and a
/// monthly plan's commitment.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SubscriptionStatusStateTests {
    static func status(
        _ helper: StoreHelper,
        _ group: String = "VIP",
        language: (wording: ShopWording, locale: Locale, timeZone: TimeZone) = Shops.english
    )
        -> SubscriptionStatusState
    {
        SubscriptionStatusState(group: group, helper: helper, wording: language.wording, locale: language.locale, timeZone: language.timeZone)
    }

    @Test func neverSubscribedShowsNothingToDo() async throws {
        let (helper, _) = try await Shops.florist()
        let state = Self.status(helper)
        await state.load()
        #expect(state.info == nil && state.planName == nil && state.lines.isEmpty && state.badge == nil && state.actions.isEmpty)
        #expect(state.failure == nil)
    }

    @Test func anUnknownGroupIsAFailureNotACrash() async throws {
        let (helper, _) = try await Shops.florist()
        let state = Self.status(helper, "No Such Group")
        await state.load()
        #expect(state.failure != nil && state.info == nil)
    }

    @Test func aRenewingPlanThenAScheduledDowngrade() async throws {
        let (helper, _) = try await Shops.florist()
        let state = Self.status(helper)
        _ = try await helper.purchase(try #require(helper.product(Florist.silver)))
        await state.load()
        #expect(state.planName == "VIP Silver" && state.badge == .active && state.actions == [.manageSubscriptions])
        #expect(state.lines == ["Renews on Apr 2, 2026 for $9.99."])
        _ = try await helper.purchase(try #require(helper.product(Florist.bronze)))
        await state.load()
        #expect(state.lines == ["Renews on Apr 2, 2026 for $4.99.", "Changes to VIP Bronze on Apr 2, 2026."])
        #expect(Self.status(helper, language: Shops.french).lines == [], "a new state shows nothing before loading")
        let french = Self.status(helper, language: Shops.french)
        await french.load()
        #expect(french.lines.last == "Passe à VIP Bronze le 2 avr. 2026.")
    }

    @Test func autoRenewOffEndsAndThenExpires() async throws {
        let (helper, device) = try await Shops.florist()
        let state = Self.status(helper)
        _ = try await helper.purchase(try #require(helper.product(Florist.bronze)))
        try await device.session { store in try store.setAutoRenew(false, product: Florist.bronze) }
        await state.load()
        #expect(state.badge == .ending && state.actions == [.manageSubscriptions])
        try await device.session { store in try store.advance(by: 40 * Florist.day) }
        await state.load()
        #expect(state.badge == .expired && state.actions == [.resubscribe])
        #expect(state.lines == ["Expired on Apr 2, 2026."])
    }

    @Test func aBillingProblemAsksToUpdateThePaymentMethodInAndPastTheGracePeriod() async throws {
        let (helper, device) = try await Shops.florist(try Florist.store(["billingRetry": "on", "gracePeriod": "on"]))
        let state = Self.status(helper)
        _ = try await helper.purchase(try #require(helper.product(Florist.silver)))
        try await device.session { store in try store.advance(by: 32 * Florist.day) }
        await state.load()
        #expect(state.badge == .gracePeriod && state.actions == [.updatePaymentMethod, .manageSubscriptions])
        #expect(state.badgeText == "Grace period" && state.actions.map(state.title(of:)) == ["Update Payment Method", "Manage Subscriptions"])
        #expect(state.lines == ["Billing problem: access continues until Apr 18, 2026 while the payment is retried."])
        try await device.session { store in try store.advance(by: 20 * Florist.day) }
        await state.load()
        #expect(state.badge == .billingRetry && state.actions.first == .updatePaymentMethod)
    }

    @Test func aRefundIsFollowedAndOffersToSubscribeAgain() async throws {
        let (helper, device) = try await Shops.florist()
        let state = Self.status(helper)
        _ = try await helper.purchase(try #require(helper.product(Florist.gold)))
        await state.load()
        let task = Task { await state.observe() }
        defer { task.cancel() }
        let id = try #require(state.info?.transaction.id)
        try await device.session { store in
            try store.advance(by: 3 * Florist.day)
            try store.refund(id)
        }
        #expect(await helper.wait { state.badge == .refunded }, "the row follows the refund without being reloaded")
        #expect(state.actions == [.resubscribe] && state.lines == ["Refunded on Mar 5, 2026."])
        #expect(state.badgeText == "Refunded" && state.title(of: .resubscribe) == "Subscribe Again")
    }

    @Test func aSeatTheOrganizationTakesBackIsWithdrawnNotRefunded() async throws {
        let (helper, device) = try await Shops.florist()
        let state = Self.status(helper)
        try await device.session { store in try store.assign(Florist.gold, to: LocalAppStore.defaultAccountId, organization: "school") }
        #expect(
            await helper.wait {
                await state.load()
                return state.badge == .active
            }
        )
        #expect(state.lines.first == "Provided by your organization.")
        try await device.session { store in
            try store.advance(by: 3 * Florist.day)
            try store.revokeAssignment(try #require(store.subscriptions.first).originalTransactionId)
        }
        #expect(
            await helper.wait {
                await state.load()
                return state.badge == .withdrawn
            }
        )
        #expect(state.badgeText == "Access ended" && state.actions == [.resubscribe])
        #expect(state.lines == ["Your organization ended your access on Mar 5, 2026."])
    }

    @Test func aMonthlyPlanSaysWhichMonthOfItsCommitment() async throws {
        let (helper, device) = try await Shops.garden()
        let plus = try #require(helper.product(Florist.gardenPlus))
        let monthly = try #require(plus.subscription?.pricingTerms.first { $0.billingPlanType == .monthly })
        _ = try await helper.purchase(plus, options: PurchaseOptions(billingPlanType: monthly.billingPlanType))
        let state = Self.status(helper, "Garden Club")
        await state.load()
        #expect(state.commitment?.month == 1 && state.commitment?.of == 12)
        #expect(state.badge == .active && state.lines.first == "Month 1 of 12 of your commitment.")
        try await device.session { store in try store.advance(by: 95 * Florist.day) }
        #expect(
            await helper.wait {
                await state.load()
                return state.commitment?.month == 4
            },
            "month 4 of 12 after three renewals"
        )
        let french = Self.status(helper, "Garden Club", language: Shops.french)
        await french.load()
        #expect(french.lines.first == "Mois 4 sur 12 de votre engagement.")
    }
}
