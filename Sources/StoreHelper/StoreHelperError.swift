/// Why the helper refused a request.
public enum StoreHelperError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another purchase is still in progress; wait for it to end.
    case purchaseInProgress
    case unknownProduct(String)
    /// The store failed (the message comes from the store).
    case storeFailed(String)
    /// A transaction did not verify; nothing was granted.
    case verificationFailed(String)
    /// The consumable ledger refused (not enough units, storage failed).
    case ledger(String)
    /// A promotional offer needs a signer and none was configured.
    case noOfferSigner
    case configuration(String)

    public var description: String {
        switch self {
        case .purchaseInProgress: "another purchase is in progress"
        case .unknownProduct(let id): "no product '\(id)' (is it in the app's product configuration and the store?)"
        case .storeFailed(let message): "the store failed: \(message)"
        case .verificationFailed(let reason): "a transaction did not verify: \(reason)"
        case .ledger(let reason): "consumables: \(reason)"
        case .noOfferSigner: "promotional offers need a PromotionalOfferSigner"
        case .configuration(let reason): "product configuration: \(reason)"
        }
    }
}
