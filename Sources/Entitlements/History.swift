public import AppStoreModels
import Foundation

/// A customer's transaction history for one app: verified transactions and renewal infos, deduplicated.
///
/// The App Store re-signs a transaction when it changes (a refund adds `revocationDate`, a reversed
/// refund removes it), so the same `transactionId` can arrive several times. For each transaction id
/// (and each renewal info's `originalTransactionId`) the version with the latest `signedDate` is
/// kept; ties are broken by a fixed rule, so the same inputs in any order, with or without
/// duplicates, give the same history.
public struct History: Hashable, Sendable {
    /// The latest version of each transaction, by transaction id.
    public private(set) var transactions: [String: JWSTransactionDecodedPayload] = [:]
    /// The latest renewal info of each subscription, by original transaction id.
    public private(set) var renewalInfos: [String: JWSRenewalInfoDecodedPayload] = [:]
    /// How many inputs were set aside because they lack the id that identifies them.
    public private(set) var unidentifiedCount = 0

    public init(transactions: [JWSTransactionDecodedPayload] = [], renewalInfos: [JWSRenewalInfoDecodedPayload] = []) {
        for transaction in transactions { add(transaction) }
        for renewalInfo in renewalInfos { add(renewalInfo) }
    }

    /// Adds a transaction, keeping the newest version of its transaction id; true when it was taken.
    @discardableResult
    public mutating func add(_ transaction: JWSTransactionDecodedPayload) -> Bool {
        guard let id = transaction.transactionId else {
            unidentifiedCount += 1
            return false
        }
        if let current = transactions[id], current == transaction || !Self.supersedes(transaction, current) { return false }
        transactions[id] = transaction
        return true
    }

    /// Adds a renewal info, keeping the newest one per original transaction id; true when it was taken.
    @discardableResult
    public mutating func add(_ renewalInfo: JWSRenewalInfoDecodedPayload) -> Bool {
        guard let id = renewalInfo.originalTransactionId else {
            unidentifiedCount += 1
            return false
        }
        if let current = renewalInfos[id], current == renewalInfo || !Self.supersedes(renewalInfo, current) { return false }
        renewalInfos[id] = renewalInfo
        return true
    }

    /// Sets the renewal info of its subscription whatever the one held (true when it differs): for one read from the store just now,
    /// which is its current status even when signed at the same instant as the one it replaces.
    @discardableResult
    public mutating func replace(_ renewalInfo: JWSRenewalInfoDecodedPayload) -> Bool {
        guard let id = renewalInfo.originalTransactionId else {
            unidentifiedCount += 1
            return false
        }
        guard renewalInfos[id] != renewalInfo else { return false }
        renewalInfos[id] = renewalInfo
        return true
    }

    /// The newer version wins: later `signedDate`; then the revoked one; then a fixed order of the encodings.
    private static func supersedes(_ candidate: JWSTransactionDecodedPayload, _ current: JWSTransactionDecodedPayload) -> Bool {
        if candidate.signedDate != current.signedDate {
            return (candidate.signedDate ?? .distantPast) > (current.signedDate ?? .distantPast)
        }
        if (candidate.revocationDate != nil) != (current.revocationDate != nil) {
            return candidate.revocationDate != nil
        }
        return canonicalOrder(candidate, current)
    }

    private static func supersedes(_ candidate: JWSRenewalInfoDecodedPayload, _ current: JWSRenewalInfoDecodedPayload) -> Bool {
        if candidate.signedDate != current.signedDate {
            return (candidate.signedDate ?? .distantPast) > (current.signedDate ?? .distantPast)
        }
        return canonicalOrder(candidate, current)
    }

    /// A total order on payloads with equal dates: by their sorted-key JSON encoding.
    private static func canonicalOrder<T: Encodable>(_ candidate: T, _ current: T) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let lhs = (try? encoder.encode(candidate)) ?? Data()
        let rhs = (try? encoder.encode(current)) ?? Data()
        return lhs.lexicographicallyPrecedes(rhs) == false && lhs != rhs
    }
}

extension MillisecondDate {
    static let distantPast = MillisecondDate(millisecondsSince1970: -.greatestFiniteMagnitude)
}
