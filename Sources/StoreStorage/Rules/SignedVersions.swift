#if Server
import AppStoreModels

/// Which signed version of a transaction or renewal info storage keeps: one rule for every backing (the SQL
/// upsert in `SQLServerStorage.keep` states it once more in SQL, and the tests hold the two to it).
enum SignedVersions {
    /// Whether version `new` of a transaction replaces version `old`: a later `signedDate` wins; of two signed at
    /// the same instant, the one that arrives last, unless that would undo a revocation (a copy of the purchase
    /// signed with its refund, delivered late, never gives the refunded product back).
    static func supersedes(_ new: JWSTransactionDecodedPayload, _ old: JWSTransactionDecodedPayload) -> Bool {
        let newSigned = new.signedDate?.wholeMilliseconds ?? 0
        let oldSigned = old.signedDate?.wholeMilliseconds ?? 0
        guard newSigned == oldSigned else { return newSigned > oldSigned }
        return old.revocationDate == nil || new.revocationDate != nil
    }

    /// Whether renewal info `new` replaces `old`: signed at the same instant or later.
    static func supersedes(_ new: JWSRenewalInfoDecodedPayload, _ old: JWSRenewalInfoDecodedPayload) -> Bool {
        (new.signedDate?.wholeMilliseconds ?? 0) >= (old.signedDate?.wholeMilliseconds ?? 0)
    }

    /// The purchase a transaction belongs to: its original transaction (itself for a first purchase).
    static func original(of payload: JWSTransactionDecodedPayload) -> String {
        payload.originalTransactionId ?? payload.transactionId ?? ""
    }
}
#endif
