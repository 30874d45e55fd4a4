import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// A purchase's info sheet over a local App Store: what it says, the price paid, and a refund request from offered to
/// sent, refused for a purchase shared by the family and gone once the App Store refunds.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PurchaseInfoStateTests {
    static func sheet(
        _ helper: StoreHelper,
        _ productId: String,
        language: (wording: ShopWording, locale: Locale, timeZone: TimeZone) = Shops.english
    )
        -> PurchaseInfoState
    {
        PurchaseInfoState(productId: productId, helper: helper, wording: language.wording, locale: language.locale, timeZone: language.timeZone)
    }

    @Test func nothingBoughtOffersNoRefund() async throws {
        let (helper, _) = try await Shops.florist()
        let sheet = Self.sheet(helper, Florist.large)
        await sheet.load()
        #expect(sheet.info == nil && sheet.lines.isEmpty && sheet.price == nil && sheet.refund == .unavailable)
        #expect(sheet.refundTitle == nil && !sheet.canRequestRefund, "no refund button")
        await sheet.requestRefund()
        #expect(sheet.refund == .unavailable, "nothing is asked for a product not bought")
    }

    @Test func aPurchaseSaysWhenAndWhatAndOffersARefund() async throws {
        let (helper, device) = try await Shops.florist()
        let product = try #require(helper.product(Florist.large))
        _ = try await helper.purchase(product)
        let sheet = Self.sheet(helper, Florist.large)
        await sheet.load()
        #expect(sheet.lines == ["Purchased on Mar 2, 2026."])
        #expect(sheet.price == product.displayPrice, "the price paid, formatted as the store formats it")
        #expect(sheet.refund == .available && sheet.canRequestRefund && sheet.refundTitle == "Request a Refund")
        await sheet.requestRefund()
        #expect(sheet.refund == .requested && !sheet.canRequestRefund && sheet.refundTitle == "Refund requested")
        #expect(sheet.announcement == "\(product.displayName): Refund requested", "VoiceOver hears the request sent")
        await sheet.load()
        #expect(sheet.refund == .requested, "reloading keeps the request sent")

        let id = try #require(sheet.info?.transaction.id)
        try await device.session { store in
            try store.advance(by: 3 * Florist.day)
            try store.refund(id)
        }
        #expect(await helper.wait { !helper.purchasedProducts.contains(Florist.large) })
        let after = Self.sheet(helper, Florist.large, language: Shops.french)
        await after.load()
        #expect(after.lines == ["Remboursé le 5 mars 2026."] && after.refund == .unavailable)
    }

    @Test func aFailedRequestCanBeTriedAgain() async throws {
        let (helper, device) = try await Shops.florist()
        _ = try await helper.purchase(try #require(helper.product(Florist.small)))
        try await device.session { store in try store.set("error.refundRequest", to: "networkError") }
        let sheet = Self.sheet(helper, Florist.small)
        await sheet.load()
        await sheet.requestRefund()
        guard case .failed(let reason) = sheet.refund else {
            Issue.record("expected a failure, got \(sheet.refund)")
            return
        }
        #expect(!reason.isEmpty && sheet.canRequestRefund && sheet.refundTitle == "Request a Refund", "a failed request may be sent again")
        #expect(sheet.announcement == "\(try #require(helper.product(Florist.small)).displayName): \(reason)")
        try await device.session { store in try store.set("error.refundRequest", to: "none") }
        await sheet.requestRefund()
        #expect(sheet.refund == .requested)
    }

    @Test func aPurchaseSharedByTheFamilyOffersNoRefund() async throws {
        var store = try Florist.store()
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        let parentDevice = try LocalStore(store: store, accountId: "parent")
        let (parent, _) = try await Shops.florist(device: parentDevice)
        _ = try await parent.purchase(try #require(parent.product(Florist.large)))
        let (child, _) = try await Shops.florist(device: try LocalStore(store: try await parentDevice.snapshot(), accountId: "child"))
        let sheet = Self.sheet(child, Florist.large)
        await sheet.load()
        #expect(sheet.info?.isFamilyShared == true && sheet.refund == .unavailable)
        #expect(sheet.lines == ["Shared by your family since Mar 2, 2026."])
    }
}
