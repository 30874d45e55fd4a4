#if Server
import AppStoreModels
import NIOConcurrencyHelpers

/// Decoded transactions and renewal infos by the exact JSON text of their `decoded` column: equal text
/// decodes to an equal payload, so a hit is always right, whichever process wrote the row and however
/// often it was replaced. Bounded (about 50 MB at most): emptied when full.
final class DecodedPayloadCache: Sendable {
    private let transactions = NIOLockedValueBox<[String: JWSTransactionDecodedPayload]>([:])
    private let renewalInfos = NIOLockedValueBox<[String: JWSRenewalInfoDecodedPayload]>([:])
    /// The most entries of each kind kept.
    static let capacity = 20_000

    func transaction(_ json: String, decode: () throws -> JWSTransactionDecodedPayload) rethrows -> JWSTransactionDecodedPayload {
        try Self.lookUp(json, in: transactions, decode: decode)
    }

    func renewalInfo(_ json: String, decode: () throws -> JWSRenewalInfoDecodedPayload) rethrows -> JWSRenewalInfoDecodedPayload {
        try Self.lookUp(json, in: renewalInfos, decode: decode)
    }

    private static func lookUp<Value: Sendable>(
        _ key: String,
        in table: NIOLockedValueBox<[String: Value]>,
        decode: () throws -> Value
    ) rethrows
        -> Value
    {
        if let hit = table.withLockedValue({ $0[key] }) { return hit }
        let value = try decode()
        table.withLockedValue { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
#endif
