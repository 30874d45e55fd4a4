#if Server
import AppStoreModels
import Foundation
import Testing

@testable import StoreStorage

/// The rules every backing applies, as pure functions over what a backing read.
@Suite struct StorageRulesTests {
    static let alice = "alice"
    static func debit(_ quantity: Int, requestId: String = "r1", user: String = alice) -> Consumption {
        Consumption(requestId: requestId, appUserId: user, productId: "coins", quantity: quantity, date: Date(timeIntervalSince1970: 0))
    }

    @Test func aDebitTakesFromTheOldestPurchasesAndNeverMoreThanEachBought() {
        let owned = [ConsumablePurchase(transactionId: "t1", units: 3), ConsumablePurchase(transactionId: "t2", units: 5)]
        let decision = ConsumptionRule.decide(Self.debit(4), .init(owned: owned, used: ["t1": 1], unattributed: 0, earlier: nil))
        #expect(decision.outcome == .consumed(balance: 3))
        #expect(decision.takes.map(\.transactionId) == ["t1", "t2"] && decision.takes.map(\.quantity) == [2, 2])
    }

    @Test func aDebitBeyondTheBalanceOrUnderAReusedRequestIdTakesNothing() {
        let owned = [ConsumablePurchase(transactionId: "t1", units: 2)]
        let short = ConsumptionRule.decide(Self.debit(2), .init(owned: owned, used: [:], unattributed: 1, earlier: nil))
        #expect(short.outcome == .insufficientBalance(balance: 1) && short.takes.isEmpty)
        let again = ConsumptionRule.decide(Self.debit(1), .init(owned: owned, used: ["t1": 1], unattributed: 0, earlier: (Self.alice, "coins", 1)))
        #expect(again.outcome == .alreadyApplied(balance: 1) && again.takes.isEmpty)
        let reused = ConsumptionRule.decide(Self.debit(1), .init(owned: owned, used: [:], unattributed: 0, earlier: ("bob", "coins", 1)))
        #expect(reused.outcome == .requestIdReused && reused.takes.isEmpty)
    }

    @Test func aClaimBindsOnlyItsOwnTokensAndIsRefusedATokenBoundToAnother() throws {
        let mine = UUID()
        let theirs = UUID()
        let tokensOf: [String: Set<String>] = ["o1": [mine.uuidString.lowercased()], "o2": [theirs.uuidString.lowercased()]]
        let claim = PurchaseClaim(appUserId: Self.alice, policy: .keep, vouchedTokens: [mine])
        #expect(throws: StorageError.self) { try OwnershipRule.claim(tokensOf, bound: [theirs.uuidString.lowercased(): "bob"], by: claim) }

        let linking = PurchaseClaim(appUserId: Self.alice, policy: .linkUnowned, vouchedTokens: [mine])
        let (claimed, binds) = try OwnershipRule.claim(tokensOf, bound: [theirs.uuidString.lowercased(): "bob"], by: linking)
        #expect(claimed == ["o1"] && binds == [mine.uuidString.lowercased()])
        let (_, unvouched) = try OwnershipRule.claim(["o1": [theirs.uuidString.lowercased()]], bound: [:], by: linking)
        #expect(unvouched.isEmpty, "reporting a token first never makes it the reporter's")
    }

    @Test func settlingFollowsThePolicyForAPurchaseAnotherUserOwns() throws {
        let owners = ["o1": "bob", "o2": Self.alice]
        let transfer = try OwnershipRule.settle(["o1", "o2", "o3"], owners: owners, by: PurchaseClaim(appUserId: Self.alice, policy: .transfer))
        #expect(transfer.transfers.map(\.original) == ["o1"] && transfer.transfers.map(\.from) == ["bob"] && transfer.unowned == ["o3"])
        let linked = try OwnershipRule.settle(["o1", "o3"], owners: owners, by: PurchaseClaim(appUserId: Self.alice, policy: .linkUnowned))
        #expect(linked.transfers.isEmpty && linked.unowned == ["o3"])
        let keep = PurchaseClaim(appUserId: Self.alice, policy: .keep)
        #expect(throws: StorageError.self) { try OwnershipRule.settle(["o1"], owners: owners, by: keep) }
    }

    @Test func aLateCopyNeverUndoesARevocationSignedAtTheSameInstant() {
        var bought = JWSTransactionDecodedPayload()
        bought.transactionId = "t1"
        bought.signedDate = MillisecondDate(milliseconds: 1_000)
        var refunded = bought
        refunded.revocationDate = MillisecondDate(milliseconds: 1_000)
        #expect(SignedVersions.supersedes(refunded, bought))
        #expect(!SignedVersions.supersedes(bought, refunded))
        var later = bought
        later.signedDate = MillisecondDate(milliseconds: 2_000)
        #expect(SignedVersions.supersedes(later, refunded), "a later signature wins")
    }
}
#endif
