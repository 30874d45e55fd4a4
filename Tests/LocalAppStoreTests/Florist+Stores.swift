import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitInterface
import Testing

/// The StoreKit error a purchase failed with (``StoreError/Kind/purchaseFailed``, which leaves the store as
/// it was); nil when the purchase ended otherwise. Other errors are thrown.
func purchaseFailure(_ purchase: () throws -> PurchaseResult<SignedTransaction>) throws -> StoreKitErrorName? {
    do {
        _ = try purchase()
        return nil
    } catch let error as StoreError where error.kind == .purchaseFailed {
        return error.storeKitFailure
    }
}

extension LocalAppStore {
    /// The outbox from `index` on as `TYPE` or `TYPE/SUBTYPE` strings.
    func notificationNames(from index: Int = 0) -> [String] {
        outbox.dropFirst(index).map { entry in
            entry.subtype.map { "\(entry.notificationType.rawValue)/\($0.rawValue)" } ?? entry.notificationType.rawValue
        }
    }

    /// Buys and requires a purchased outcome.
    @discardableResult
    mutating func buy(
        _ productId: String,
        account: String = LocalAppStore.defaultAccountId,
        _ options: PurchaseOptions = PurchaseOptions(),
        controls: PurchaseControls = PurchaseControls()
    ) throws -> JWSTransactionDecodedPayload {
        let outcome = try purchase(productId, accountId: account, options: options, controls: controls)
        guard case .purchased(let signed) = outcome else {
            Issue.record("expected purchased, got \(outcome)")
            throw StoreError.invalidAction("not purchased")
        }
        return signed.payload
    }

    func entitled(_ account: String = LocalAppStore.defaultAccountId) -> Set<String> {
        Set(entitlements(for: account).entitlements.map(\.productId))
    }

    func payloads(_ account: String = LocalAppStore.defaultAccountId, product: String? = nil) -> [JWSTransactionDecodedPayload] {
        transactions(for: account).map(\.payload).filter { product == nil || $0.productId == product }
    }
}
