import Foundation
import LocalAppStore
import Observation
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// The purchase button's state over StoreHelper on a local App Store: what it shows and enables through every
/// outcome of a purchase, and what happens to the product afterwards.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PurchaseButtonStateTests {
    let device: LocalStore
    let helper: StoreHelper

    init() async throws { try await self.init(settings: [:]) }

    /// A started helper over the florist's store with these session settings.
    init(settings: [String: String]) async throws {
        (helper, device) = try await Shops.florist(try Florist.store(settings))
    }

    func button(_ id: String, wording: ShopWording = .english) throws -> PurchaseButtonState {
        PurchaseButtonState(product: try #require(helper.product(id)), helper: helper, wording: wording)
    }

    /// Runs `state.observe()` while `body` runs.
    func observing(_ state: PurchaseButtonState, _ body: () async throws -> Void) async rethrows {
        let task = Task { await state.observe() }
        defer { task.cancel() }
        try await body()
    }

    /// Waits until `condition` on `state` holds, woken by each change of what the state shows (never by sleeping;
    /// the suite's time limit bounds it).
    func until(_ state: PurchaseButtonState, _ condition: () -> Bool) async {
        while !condition() {
            await withCheckedContinuation { (woken: CheckedContinuation<Void, Never>) in
                withObservationTracking {
                    _ = state.phase
                    _ = state.consumableCount
                } onChange: {
                    woken.resume()
                }
            }
        }
    }

    @Test func aPurchaseShowsThePriceThenTheBadge() async throws {
        let state = try button(Florist.large)
        #expect(state.phase == .available && state.isEnabled && !state.canRetry)
        #expect(state.price == state.product.displayPrice && !state.price.isEmpty)
        #expect(state.title == state.price && state.message == nil)
        #expect(state.accessibilityLabel == "Buy \(state.product.displayName) for \(state.price)")
        #expect(state.announcement == nil, "nothing has happened to announce")
        await state.buy()
        #expect(state.phase == .purchased && !state.isEnabled)
        #expect(state.announcement == "\(state.product.displayName): Purchased", "VoiceOver hears the outcome")
        #expect(state.title == "Purchased" && state.remaining == nil)
        #expect(try button(Florist.large).phase == .purchased, "a new button starts from what the helper knows")
        await state.buy()
        #expect(state.phase == .purchased, "a disabled button does not buy")
    }

    @Test func aCancelledPurchaseLeavesTheButtonEnabled() async throws {
        try await device.session { try $0.set("error.purchase", to: "userCancelled") }
        let state = try button(Florist.large)
        await state.buy()
        #expect(state.phase == .cancelled && state.isEnabled && !state.canRetry)
        #expect(state.title == state.price && state.message == "Purchase cancelled")
        #expect(state.announcement == "\(state.product.displayName): Purchase cancelled")
        #expect(helper.purchasedProducts.isEmpty)
    }

    @Test func aFailedPurchaseIsShownWithARetryThatCanSucceed() async throws {
        try await device.session { try $0.set("error.purchase", to: "purchaseNotAllowed") }
        let state = try button(Florist.large)
        await state.buy()
        guard case .failed(let message) = state.phase else {
            Issue.record("not failed: \(state.phase)")
            return
        }
        #expect(!message.isEmpty && state.canRetry && state.isEnabled)
        #expect(state.title == "Try again" && state.message == "The purchase failed: \(message)")
        #expect(state.announcement == "\(state.product.displayName): The purchase failed: \(message)")
        try await device.session { try $0.set("error.purchase", to: "none") }
        await state.buy()
        #expect(state.phase == .purchased)
    }

    @Test func askToBuyWaitsForTheParentThenShowsThePurchase() async throws {
        let shop = try await PurchaseButtonStateTests(settings: ["askToBuy": "on"])
        let state = try shop.button(Florist.large, wording: .french)
        try await shop.observing(state) {
            await state.buy()
            #expect(state.phase == .pending && !state.isEnabled)
            #expect(state.title == "En attente d’approbation")
            #expect(state.announcement == "\(state.product.displayName)\u{00A0}: En attente d’approbation", "in French, as French sets a colon")
            let waiting = try #require(try await shop.device.snapshot().pendingPurchases.first)
            try await shop.device.session { _ = try $0.approve(waiting.id) }
            await shop.until(state) { state.phase == .purchased }
            #expect(state.phase == .purchased)
        }
    }

    @Test func aDeclinedRequestLetsTheCustomerAskAgain() async throws {
        let shop = try await PurchaseButtonStateTests(settings: ["askToBuy": "on"])
        let state = try shop.button(Florist.large)
        try await shop.observing(state) {
            await state.buy()
            let waiting = try #require(try await shop.device.snapshot().pendingPurchases.first)
            try await shop.device.session { try $0.decline(waiting.id) }
            await shop.until(state) { state.phase == .declined }
            #expect(state.isEnabled && shop.helper.purchasedProducts.isEmpty)
            #expect(state.title == state.price && state.message == "Your request to buy was declined")
            #expect(state.announcement == "\(state.product.displayName): Your request to buy was declined")
        }
    }

    @Test func aRefundPutsTheProductBackOnSale() async throws {
        let state = try button(Florist.large)
        try await observing(state) {
            await state.buy()
            #expect(state.phase == .purchased)
            let bought = try #require(try await device.snapshot().transactions(for: device.accountId).last)
            try await device.session { try $0.refund(bought.id) }
            await until(state) { state.phase == .available }
            #expect(state.isEnabled)
        }
    }

    @Test func aConsumableStaysForSaleAndCounts() async throws {
        let state = try button(Florist.plant)
        await observing(state) {
            await state.buy()
            #expect(state.phase == .available && state.isEnabled)
            #expect(state.consumableCount == 1)
            await state.buy()
            #expect(state.consumableCount == 2 && state.remaining == "2 left")
        }
    }

    @Test func aSubscriptionThatExpiresIsForSaleAgain() async throws {
        let state = try button(Florist.silver)
        try await observing(state) {
            await state.buy()
            #expect(state.phase == .purchased)
            try await device.session { try $0.expireSubscription(Florist.silver) }
            await until(state) { state.phase == .available }
        }
    }
}
