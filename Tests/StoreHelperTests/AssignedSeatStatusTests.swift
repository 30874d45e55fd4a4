import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import Testing

/// What an app tells a customer whose subscription someone else holds for them: an organization's seat
/// (`ASSIGNED`) and its end (`ASSIGNMENT_REVOKE`), and the end of Family Sharing (`FAMILY_REVOKE`), none of which is
/// a refund (https://developer.apple.com/documentation/appstoreserverapi/revocationtype).
@MainActor
@Suite struct AssignedSeatStatusTests {
    @Test func aSeatSaysWhoProvidesItAndWhoEndedIt() async throws {
        let shop = try await Shop()
        try await shop.session { try $0.assign(Florist.silver, to: LocalAppStore.defaultAccountId, organization: "school") }
        await shop.eventually("the seat reached the helper") { (try? await shop.helper.isPurchased(productId: Florist.silver)) == true }
        #expect(try await shop.subscriptionText("VIP") == ["Provided by your organization.", "Renews on Apr 2, 2026 for $9.99."])
        try await shop.session { store in
            try store.advance(by: 3 * Florist.day)
            let seat = try #require(store.subscriptions.first { $0.assignedBy != nil })
            try store.revokeAssignment(seat.originalTransactionId)
        }
        await shop.eventually("the seat's end reached the helper") { (try? await shop.helper.isPurchased(productId: Florist.silver)) == false }
        #expect(try await shop.subscriptionText("VIP") == ["Your organization ended your access on Mar 5, 2026."])
    }

    @Test func familySharingEndedIsNotARefund() async throws {
        var store = try Florist.store()
        try store.addAccount("parent", familyId: "home")
        try store.joinFamily(LocalAppStore.defaultAccountId, familyId: "home")
        _ = try store.purchase(Florist.large, accountId: "parent")
        let shop = try await Shop(store)
        #expect(try await shop.purchaseText(Florist.large) == "Shared by your family since Mar 2, 2026.")
        try await shop.session { store in
            try store.advance(by: Florist.day)
            try store.leaveFamily(LocalAppStore.defaultAccountId)
        }
        await shop.eventually("the share's end reached the helper") { (try? await shop.helper.isPurchased(productId: Florist.large)) == false }
        #expect(try await shop.purchaseText(Florist.large) == "Family sharing ended on Mar 3, 2026.")
    }
}
