#if Server
import AppStoreModels
import Foundation

/// Consumable units used, once per request id, never more than were bought.
public protocol ConsumptionStore: Sendable {
    /// Uses up units of a consumable from `purchases` (the user's purchases of it not refunded, oldest first,
    /// as the caller found them in ``PurchaseStore/customer(_:)``), counting them against each purchase: only purchases the
    /// user owns when it runs count, and never more units are used from a purchase than it bought, whoever
    /// owned it. Idempotent by request id.
    func consume(_ consumption: Consumption, from purchases: [ConsumablePurchase]) async throws(StorageError) -> ConsumptionOutcome
}
#endif
