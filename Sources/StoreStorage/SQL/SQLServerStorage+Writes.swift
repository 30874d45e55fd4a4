#if Server
public import AppStoreModels
public import Foundation
import SQLKit

extension SQLServerStorage {
    public func storeNotification(_ notification: NotificationRecord, enqueuing jobs: [JobRequest]) async throws(StorageError) -> Bool {
        let pending = PendingNotification(
            record: notification,
            decoded: try Self.json(notification.payload.withoutSignedTransactionAndRenewalInfo),
            signed: StoredJWS(notification.signedPayload),
            rows: try Rows(notification.transaction.map { [$0] } ?? [], notification.renewalInfo.map { [$0] } ?? []),
            jobs: jobs
        )
        do { return try await withDeadline(operationTimeout) { try await notificationWrites.submit(pending) } } catch {
            throw Self.storageError(error)
        }
    }

    public func storeTransactions(
        _ transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
        claim: PurchaseClaim?,
        at now: Date,
        enqueuing jobs: [JobRequest]
    )
        async throws(StorageError)
    {
        let rows = try Rows(transactions, renewalInfos)
        try await write { db in
            try await Self.keepHeaders(of: rows.tokens, in: db)
            try await Self.keep(rows, claim: claim, at: now, in: db)
            try await Self.enqueue(jobs, at: now, in: db)
        }
    }

    /// A notification waiting for its batch, its JSON encoded and its tokens split beforehand (beside
    /// other writers, not inside the single writer's turn).
    struct PendingNotification: Sendable {
        let record: NotificationRecord
        let decoded: String
        let signed: StoredJWS
        let rows: Rows
        let jobs: [JobRequest]
    }

    /// Stores a batch of notifications in the caller's database transaction: one statement for the
    /// notifications, then the nested data of those that were new, together. `true` for each one
    /// stored, `false` for one stored before (or earlier in the same batch).
    static func storeNotifications(_ batch: [PendingNotification], in db: any SQLDatabase) async throws -> [Bool] {
        guard let last = batch.last else { return [] }
        try await keepHeaders(of: batch.map(\.signed) + batch.flatMap(\.rows.tokens), in: db)
        let values = batch.map { pending in
            let payload = pending.record.payload
            let transaction = pending.record.transaction?.payload
            return SQLGroupExpression([
                SQLBind(pending.record.notificationUUID), SQLBind(payload.notificationType?.rawValue ?? ""), SQLBind(payload.subtype?.rawValue),
                SQLBind(payload.signingEnvironmentName), SQLBind(payload.signedDate.map(\.wholeMilliseconds)),
                SQLBind(milliseconds(pending.record.receivedDate)), SQLBind(transaction?.transactionId),
                SQLBind(transaction?.originalTransactionId), SQLBind(pending.signed.header?.id), SQLBind(pending.signed.rest),
                SQLBind(pending.decoded),
            ])
        }
        let inserted = Set(
            try await db.raw(
                """
                INSERT INTO notifications (notification_uuid, notification_type, subtype, environment, signed_date, received_date,
                    transaction_id, original_transaction_id, header_id, signed_payload, decoded)
                VALUES \(SQLList(values)) ON CONFLICT (notification_uuid) DO NOTHING RETURNING notification_uuid
                """
            ).all().map { try $0.decode(column: "notification_uuid", as: String.self) }
        )
        var claimed: Set<String> = []
        var stored: [Bool] = []
        var rows = Rows()
        for pending in batch {
            let uuid = pending.record.notificationUUID
            let isNew = inserted.contains(uuid) && claimed.insert(uuid).inserted
            stored.append(isNew)
            guard isNew else { continue }
            rows.append(pending.rows)
            try await enqueue(pending.jobs, at: pending.record.receivedDate, in: db)
            if let rescission = pending.record.consentRescission { try await keep(rescission, from: uuid, in: db) }
        }
        try await keep(rows, claim: nil, at: last.record.receivedDate, in: db)
        return stored
    }

    /// Records consent withdrawn for an app transaction (the first notification's date stands) and counts a
    /// change for every user who owns a purchase made by that account, so no answer cached before it is served.
    static func keep(_ rescission: ConsentRescission, from notificationUUID: String, in db: any SQLDatabase) async throws {
        try await db.raw(
            """
            INSERT INTO consent_rescissions (app_transaction_id, environment, rescinded_date, notification_uuid)
            VALUES (\(bind: rescission.appTransactionId), \(bind: rescission.environment), \(bind: milliseconds(rescission.date)),
                \(bind: notificationUUID))
            ON CONFLICT (app_transaction_id) DO NOTHING
            """
        ).run()
        try await db.raw(
            """
            UPDATE users SET revision = revision + 1 WHERE app_user_id IN (SELECT o.app_user_id FROM purchase_owners o
                JOIN transactions t ON t.original_transaction_id = o.original_transaction_id
                WHERE t.app_transaction_id = \(bind: rescission.appTransactionId))
            """
        ).run()
    }

    /// A transaction or renewal info as its row keeps it: the record, its decoded JSON and its token split.
    struct Row<Payload: Codable & Hashable & Sendable>: Sendable {
        let record: SignedPayload<Payload>
        let json: String
        let signed: StoredJWS

        init(_ record: SignedPayload<Payload>) throws(StorageError) {
            self.record = record
            json = try SQLServerStorage.decodedJSON(of: record)
            signed = StoredJWS(record.jws)
        }
    }

    /// Transactions and renewal infos with their decoded JSON and split tokens, made before the database
    /// transaction starts (so that work runs beside other writers, not inside the single writer's turn).
    struct Rows: Sendable {
        var transactions: [Row<JWSTransactionDecodedPayload>] = []
        var renewalInfos: [Row<JWSRenewalInfoDecodedPayload>] = []

        init() {}

        init(_ transactions: [SignedTransaction], _ renewalInfos: [SignedRenewalInfo]) throws(StorageError) {
            self.transactions = try transactions.map { record throws(StorageError) in try Row(record) }
            self.renewalInfos = try renewalInfos.map { record throws(StorageError) in try Row(record) }
        }

        /// Every token the rows keep.
        var tokens: [StoredJWS] { transactions.map(\.signed) + renewalInfos.map(\.signed) }

        mutating func append(_ other: Rows) {
            transactions += other.transactions
            renewalInfos += other.renewalInfos
        }

        /// The transactions, one per id: of two versions, the one that supersedes the other (``SignedVersions``).
        var latestTransactions: [Row<JWSTransactionDecodedPayload>] {
            Self.latest(
                transactions,
                id: { $0.record.payload.transactionId ?? "" },
                supersedes: { SignedVersions.supersedes($0.record.payload, $1.record.payload) }
            )
        }

        /// The renewal infos, one per original transaction: the one signed last (of equal dates, the one given last).
        var latestRenewalInfos: [Row<JWSRenewalInfoDecodedPayload>] {
            Self.latest(
                renewalInfos,
                id: { $0.record.payload.originalTransactionId ?? "" },
                supersedes: { SignedVersions.supersedes($0.record.payload, $1.record.payload) }
            )
        }

        private static func latest<T>(_ rows: [T], id: (T) -> String, supersedes: (T, T) -> Bool) -> [T] {
            var chosen: [String: T] = [:]
            for row in rows {
                let key = id(row)
                if let kept = chosen[key], !supersedes(row, kept) { continue }
                chosen[key] = row
            }
            return chosen.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// The most rows one statement writes.
    static let rowsPerStatement = 200

    /// Keeps each distinct header of `tokens` in `jws_headers` (once: a header already there stays as it is).
    static func keepHeaders(of tokens: [StoredJWS], in db: any SQLDatabase) async throws {
        var headers: [String: String] = [:]
        for token in tokens {
            if let header = token.header { headers[header.id] = header.segment }
        }
        guard !headers.isEmpty else { return }
        let values = headers.sorted { $0.key < $1.key }.map { SQLGroupExpression([SQLBind($0.key), SQLBind($0.value)]) }
        try await db.raw("INSERT INTO jws_headers (header_id, header) VALUES \(SQLList(values)) ON CONFLICT (header_id) DO NOTHING").run()
    }

    /// Settles who owns the purchases (``settleOwnership(of:claim:at:in:)``), upserts transactions and renewal
    /// infos (``SignedVersions`` decides between versions), and counts a change for every user they
    /// belong to; a few multi-row statements whatever the count. The rows' token headers must be kept first
    /// (``keepHeaders(of:in:)``).
    static func keep(_ rows: Rows, claim: PurchaseClaim?, at now: Date, in db: any SQLDatabase) async throws {
        if let claim {
            try await db.raw(
                """
                INSERT INTO users (app_user_id, created_date) VALUES (\(bind: claim.appUserId), \(bind: milliseconds(now)))
                ON CONFLICT (app_user_id) DO NOTHING
                """
            ).run()
        }
        let affected = try await settleOwnership(of: rows, claim: claim, at: now, in: db)
        let transactions = rows.latestTransactions
        for chunk in stride(from: 0, to: transactions.count, by: rowsPerStatement).map({
            transactions[$0..<min($0 + rowsPerStatement, transactions.count)]
        }) {
            let values = chunk.map { row in
                let t = row.record.payload
                let id = t.transactionId ?? ""
                return SQLGroupExpression([
                    SQLBind(id), SQLBind(t.originalTransactionId ?? id), SQLBind(t.productId ?? ""), SQLBind(t.type?.rawValue),
                    SQLBind(t.environment?.rawValue), SQLBind(t.appAccountToken?.uuidString.lowercased()),
                    SQLBind(t.purchaseDate.map(\.wholeMilliseconds)), SQLBind(t.expiresDate.map(\.wholeMilliseconds)),
                    SQLBind(t.revocationDate.map(\.wholeMilliseconds)), SQLBind(t.price), SQLBind(t.currency),
                    SQLBind(t.signedDate.map(\.wholeMilliseconds) ?? 0), SQLBind(row.signed.header?.id), SQLBind(row.signed.rest),
                    SQLBind(row.json), SQLBind(t.appTransactionId),
                ])
            }
            try await db.raw(
                """
                INSERT INTO transactions (transaction_id, original_transaction_id, product_id, type, environment, app_account_token,
                    purchase_date, expires_date, revocation_date, price, currency, signed_date, header_id, signed_transaction, decoded,
                    app_transaction_id)
                VALUES \(SQLList(values))
                ON CONFLICT (transaction_id) DO UPDATE SET original_transaction_id = excluded.original_transaction_id,
                    product_id = excluded.product_id, type = excluded.type, environment = excluded.environment,
                    app_account_token = excluded.app_account_token, app_transaction_id = excluded.app_transaction_id,
                    purchase_date = excluded.purchase_date,
                    expires_date = excluded.expires_date, revocation_date = excluded.revocation_date, price = excluded.price,
                    currency = excluded.currency, signed_date = excluded.signed_date,
                    header_id = excluded.header_id, signed_transaction = excluded.signed_transaction, decoded = excluded.decoded
                WHERE excluded.signed_date > transactions.signed_date
                    OR (excluded.signed_date = transactions.signed_date
                        AND (transactions.revocation_date IS NULL OR excluded.revocation_date IS NOT NULL))
                """
            ).run()
        }
        let renewals = rows.latestRenewalInfos
        for chunk in stride(from: 0, to: renewals.count, by: rowsPerStatement).map({ renewals[$0..<min($0 + rowsPerStatement, renewals.count)] }) {
            let values = chunk.map { row in
                let r = row.record.payload
                return SQLGroupExpression([
                    SQLBind(r.originalTransactionId ?? ""), SQLBind(r.productId), SQLBind(r.autoRenewProductId),
                    SQLBind(r.signedDate.map(\.wholeMilliseconds) ?? 0), SQLBind(row.signed.header?.id), SQLBind(row.signed.rest),
                    SQLBind(row.json),
                ])
            }
            try await db.raw(
                """
                INSERT INTO renewal_infos (original_transaction_id, product_id, auto_renew_product_id, signed_date, header_id, signed_renewal_info,
                    decoded)
                VALUES \(SQLList(values))
                ON CONFLICT (original_transaction_id) DO UPDATE SET product_id = excluded.product_id,
                    auto_renew_product_id = excluded.auto_renew_product_id, signed_date = excluded.signed_date,
                    header_id = excluded.header_id, signed_renewal_info = excluded.signed_renewal_info, decoded = excluded.decoded
                WHERE excluded.signed_date >= renewal_infos.signed_date
                """
            ).run()
        }
        try await bumpRevisions(of: rows, for: affected, in: db)
    }

    /// Counts a change for every user who owns one of the original transactions in `rows`, and for `users`.
    static func bumpRevisions(of rows: Rows, for users: Set<String>, in db: any SQLDatabase) async throws {
        let originals = Set(
            rows.transactions.map { $0.record.payload.originalTransactionId ?? $0.record.payload.transactionId ?? "" }
                + rows.renewalInfos.map { $0.record.payload.originalTransactionId ?? "" }
        ).sorted()
        var owners: [SQLQueryString] = []
        for chunk in stride(from: 0, to: originals.count, by: rowsPerStatement).map({ originals[$0..<min($0 + rowsPerStatement, originals.count)] }) {
            owners.append(
                """
                app_user_id IN (SELECT app_user_id FROM purchase_owners WHERE original_transaction_id IN (\(SQLList(chunk.map { SQLBind($0) }))))
                """
            )
        }
        if !users.isEmpty { owners.append("app_user_id IN (\(SQLList(users.sorted().map { SQLBind($0) })))") }
        guard !owners.isEmpty else { return }
        try await db.raw("UPDATE users SET revision = revision + 1 WHERE \(SQLList(owners, separator: SQLRaw(" OR ")))").run()
    }
}

extension ResponseBodyV2DecodedPayload {
    /// The notification as the `decoded` column keeps it: without `data.signedTransactionInfo` and
    /// `data.signedRenewalInfo`, which `signed_payload` carries exactly and the transactions and renewal
    /// infos tables keep verified and decoded (each is several KB, mostly certificates: kept a third time,
    /// they were a quarter of the bytes every notification writes).
    var withoutSignedTransactionAndRenewalInfo: ResponseBodyV2DecodedPayload {
        var kept = self
        kept.data?.signedTransactionInfo = nil
        kept.data?.signedRenewalInfo = nil
        return kept
    }

    /// The environment the notification names, as text.
    fileprivate var signingEnvironmentName: String? {
        (data?.environment ?? summary?.environment ?? appData?.environment)?.rawValue
    }
}
#endif
