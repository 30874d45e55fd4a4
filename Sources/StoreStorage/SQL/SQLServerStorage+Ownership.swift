#if Server
import AppStoreModels
import Foundation
import SQLKit

/// Who owns each purchase: one app user at a time (`purchase_owners`), app account tokens bound to the user
/// they are vouched for (`user_tokens`), and every change of owner (`ownership_changes`).
extension SQLServerStorage {
    /// Settles who owns the purchases of `rows`' transactions, in the caller's database transaction, before
    /// they are stored. With `claim`, the claimant gets what nobody owns, binds the tokens nobody holds among
    /// those vouched for it (``PurchaseClaim/vouchedTokens``), and a purchase another user owns goes as
    /// `claim.policy` says; a purchase whose token is bound to another
    /// user is refused (``AppStoreModels/ErrorKind/ownedByAnotherUser``) unless the policy only links the unowned.
    /// Without a claim (a notification), a purchase nobody owns goes to the user its token is bound to.
    /// Returns the users whose purchases changed.
    static func settleOwnership(of rows: Rows, claim: PurchaseClaim?, at now: Date, in db: any SQLDatabase) async throws -> Set<String> {
        let tokensOf = OwnershipRule.tokens(of: rows.transactions.lazy.map(\.record.payload))
        var affected: Set<String> = claim.map { [$0.appUserId] } ?? []
        guard !tokensOf.isEmpty else { return affected }
        let bound = try await boundTokens(Set(tokensOf.values.joined()), in: db)
        guard let claim else {
            let owners = OwnershipRule.ownersByToken(tokensOf, bound: bound)
            _ = try await addOwners(owners, at: now, in: db)
            return Set(owners.values)
        }
        let (claimed, binds) = try OwnershipRule.claim(tokensOf, bound: bound, by: claim)
        try await bind(binds, to: claim.appUserId, at: now, in: db)
        // Two passes: a purchase another writer took between the read and the insert is settled by the policy.
        var pending = claimed
        for _ in 0..<2 where !pending.isEmpty {
            let (transfers, unowned) = try OwnershipRule.settle(pending, owners: try await owners(of: pending, in: db), by: claim)
            for (original, from) in transfers {
                try await transfer(original, from: from, to: claim.appUserId, at: now, in: db)
                affected.insert(from)
            }
            let added = try await addOwners(Dictionary(uniqueKeysWithValues: unowned.map { ($0, claim.appUserId) }), at: now, in: db)
            pending = unowned.filter { !added.contains($0) }
        }
        return affected
    }

    /// The users the tokens among `tokens` are bound to, by token.
    private static func boundTokens(_ tokens: Set<String>, in db: any SQLDatabase) async throws -> [String: String] {
        guard !tokens.isEmpty else { return [:] }
        var bound: [String: String] = [:]
        for row in try await db.raw(
            "SELECT app_account_token, app_user_id FROM user_tokens WHERE app_account_token IN (\(SQLList(tokens.sorted().map { SQLBind($0) })))"
        ).all() {
            bound[try row.decode(column: "app_account_token", as: String.self)] = try row.decode(column: "app_user_id", as: String.self)
        }
        return bound
    }

    /// Binds `tokens` to `user`, and gives `user` the purchases stored earlier with one of them that nobody
    /// owns. A token another writer bound first is refused as another user's.
    private static func bind(_ tokens: Set<String>, to user: String, at now: Date, in db: any SQLDatabase) async throws {
        guard !tokens.isEmpty else { return }
        let list = SQLList(tokens.sorted().map { SQLBind($0) })
        let inserted = try await db.raw(
            """
            INSERT INTO user_tokens (app_account_token, app_user_id)
            VALUES \(SQLList(tokens.sorted().map { SQLGroupExpression([SQLBind($0), SQLBind(user)]) }))
            ON CONFLICT (app_account_token) DO NOTHING RETURNING app_account_token
            """
        ).all()
        guard inserted.count == tokens.count else {
            throw StorageError(.ownedByAnotherUser, "an app account token of these transactions was bound to another app user meanwhile")
        }
        try await db.raw(
            """
            INSERT INTO purchase_owners (original_transaction_id, app_user_id, since_date)
            SELECT DISTINCT original_transaction_id, \(bind: user), \(bind: milliseconds(now)) FROM transactions WHERE app_account_token IN (\(list))
            ON CONFLICT (original_transaction_id) DO NOTHING
            """
        ).run()
    }

    /// The owners of those of `originals` that have one.
    static func owners(of originals: [String], in db: any SQLDatabase) async throws -> [String: String] {
        guard !originals.isEmpty else { return [:] }
        var owners: [String: String] = [:]
        for row in try await db.raw(
            """
            SELECT original_transaction_id, app_user_id FROM purchase_owners
            WHERE original_transaction_id IN (\(SQLList(originals.map { SQLBind($0) })))
            """
        ).all() {
            owners[try row.decode(column: "original_transaction_id", as: String.self)] = try row.decode(column: "app_user_id", as: String.self)
        }
        return owners
    }

    /// Gives each purchase of `owners` to its user where nobody owns it yet; returns those given.
    private static func addOwners(_ owners: [String: String], at now: Date, in db: any SQLDatabase) async throws -> Set<String> {
        guard !owners.isEmpty else { return [] }
        let values = owners.sorted { $0.key < $1.key }.map { SQLGroupExpression([SQLBind($0.key), SQLBind($0.value), SQLBind(milliseconds(now))]) }
        return Set(
            try await db.raw(
                """
                INSERT INTO purchase_owners (original_transaction_id, app_user_id, since_date) VALUES \(SQLList(values))
                ON CONFLICT (original_transaction_id) DO NOTHING RETURNING original_transaction_id
                """
            ).all().map { try $0.decode(column: "original_transaction_id", as: String.self) }
        )
    }

    /// Moves `original` from `from` to `to`, recording the change.
    private static func transfer(_ original: String, from: String, to: String, at now: Date, in db: any SQLDatabase) async throws {
        let moved = try await db.raw(
            """
            UPDATE purchase_owners SET app_user_id = \(bind: to), since_date = \(bind: milliseconds(now))
            WHERE original_transaction_id = \(bind: original) AND app_user_id = \(bind: from) RETURNING original_transaction_id
            """
        ).all()
        guard !moved.isEmpty else { throw StorageError(.ownedByAnotherUser, "the purchase \(original) changed owner meanwhile: send it again") }
        try await db.raw(
            """
            INSERT INTO ownership_changes (original_transaction_id, from_app_user_id, to_app_user_id, changed_date)
            VALUES (\(bind: original), \(bind: from), \(bind: to), \(bind: milliseconds(now)))
            """
        ).run()
    }

    public func ownershipChanges(of appUserId: String) async throws(StorageError) -> [OwnershipChange] {
        try await read { db in
            try await db.raw(
                """
                SELECT original_transaction_id, from_app_user_id, to_app_user_id, changed_date FROM ownership_changes
                WHERE from_app_user_id = \(bind: appUserId) OR to_app_user_id = \(bind: appUserId)
                ORDER BY changed_date, original_transaction_id
                """
            ).all().map { row in
                OwnershipChange(
                    originalTransactionId: try row.decode(column: "original_transaction_id", as: String.self),
                    fromAppUserId: try row.decode(column: "from_app_user_id", as: String.self),
                    toAppUserId: try row.decode(column: "to_app_user_id", as: String.self),
                    date: Date(timeIntervalSince1970: Double(try row.decode(column: "changed_date", as: Int64.self)) / 1000)
                )
            }
        }
    }
}
#endif
