#if Server
public import AppStoreModels
import Foundation
import SQLKit

/// ``ServerStorage`` over SQL (SQLKit): the same statements on SQLite and PostgreSQL.
public struct SQLServerStorage: ServerStorage {
    /// The database the statements run on.
    public let backend: any SQLBackend
    private let decoded = DecodedPayloadCache()
    /// Notifications arriving together are stored together.
    let notificationWrites: Batcher<PendingNotification, Bool>
    /// Users' revisions asked for together are read by one query.
    let revisionReads: Batcher<String, Int64?>
    /// The longest any read or write waits for the database (a connection, a lock, an answer) before it
    /// fails as ``AppStoreModels/ErrorKind/unavailable``.
    public let operationTimeout: Duration

    /// Storage over `backend`; no operation waits longer than `operationTimeout` (default 5 s).
    public init(backend: any SQLBackend, operationTimeout: Duration = .seconds(5)) {
        self.backend = backend
        self.operationTimeout = operationTimeout
        notificationWrites = Batcher(maximumBatch: 256, thread: backend.writerThread) { batch in
            try await backend.transaction { db in try await Self.storeNotifications(batch, in: db) }
        }
        revisionReads = Batcher(maximumBatch: 500, batchesAtOnce: backend.readBatchesAtOnce) { users in
            if let found = try await backend.revisions(of: users) { return users.map { found[$0] } }
            return try await backend.read { db in try await Self.revisions(of: users, in: db) }
        }
    }

    // MARK: - Schema

    public func migrate() async throws(StorageError) { try await migrate(to: Migration.latestVersion) }

    /// Brings the schema to `version` (tests use it to start from an earlier version).
    public func migrate(to version: Int) async throws(StorageError) {
        let backend = backend
        // A migration takes as long as the data it moves: it is not bounded by the operation timeout.
        do {
            try await backend.transaction { db in
                try await backend.serializeMigrations(in: db)
                try await Self.createMigrationTable(db)
                let current = try await Self.schemaVersion(db)
                guard current <= Migration.latestVersion else {
                    throw StorageError(
                        .schemaTooNew,
                        "the database is at schema version \(current); this build knows up to \(Migration.latestVersion)"
                    )
                }
                for migration in Migration.all where migration.version > current && migration.version <= version {
                    for statement in migration.statements { try await db.raw(SQLQueryString(statement)).run() }
                    for statement in migration.dialectStatements[db.dialect.name] ?? [] { try await db.raw(SQLQueryString(statement)).run() }
                    // The wall clock: when this database's schema changed, for its operators (not the store's time).
                    let now = Self.milliseconds(Date())
                    try await db.raw(
                        "INSERT INTO schema_migrations (version, summary, applied_date) VALUES (\(bind: migration.version), \(bind: migration.summary), \(bind: now))"
                    ).run()
                }
            }
        } catch {
            throw Self.storageError(error)
        }
    }

    /// The schema version the database is at (0 when empty).
    public func schemaVersion() async throws(StorageError) -> Int {
        try await write { db in
            try await Self.createMigrationTable(db)
            return try await Self.schemaVersion(db)
        }
    }

    static func createMigrationTable(_ db: any SQLDatabase) async throws {
        try await db.raw(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, summary TEXT NOT NULL, applied_date BIGINT NOT NULL)"
        ).run()
    }

    static func schemaVersion(_ db: any SQLDatabase) async throws -> Int {
        let row = try await db.raw("SELECT MAX(version) AS version FROM schema_migrations").first()
        return try row?.decode(column: "version", as: Int?.self) ?? 0
    }

    // MARK: - Changes (notifications and transactions: SQLServerStorage+Writes.swift)

    public func consume(_ consumption: Consumption, from purchases: [ConsumablePurchase]) async throws(StorageError) -> ConsumptionOutcome {
        try Consumption.check(consumption)
        return try await write { db in
            let user = consumption.appUserId
            // Counting a change on the user's row locks it until the end of the transaction, so two debits of
            // one user never both see the same balance. (A user without a row has bought nothing: nothing to race for.)
            try await db.raw("UPDATE users SET revision = revision + 1 WHERE app_user_id = \(bind: user)").run()
            // Only purchases the user owns now count; touching their owner rows locks them against a transfer.
            let ids = purchases.map(\.transactionId)
            var owned: Set<String> = []
            if !ids.isEmpty {
                try await db.raw(
                    """
                    UPDATE purchase_owners SET since_date = since_date WHERE app_user_id = \(bind: user) AND original_transaction_id IN
                        (SELECT original_transaction_id FROM transactions WHERE transaction_id IN (\(SQLList(ids.map { SQLBind($0) }))))
                    """
                ).run()
                owned = Set(
                    try await db.raw(
                        """
                        SELECT t.transaction_id FROM transactions t JOIN purchase_owners o ON o.original_transaction_id = t.original_transaction_id
                        WHERE o.app_user_id = \(bind: user) AND t.transaction_id IN (\(SQLList(ids.map { SQLBind($0) })))
                        """
                    ).all().map { try $0.decode(column: "transaction_id", as: String.self) }
                )
            }
            let live = purchases.filter { owned.contains($0.transactionId) }
            var used: [String: Int] = [:]
            if !live.isEmpty {
                for row in try await db.raw(
                    """
                    SELECT transaction_id, CAST(SUM(quantity) AS BIGINT) AS used FROM purchase_consumptions
                    WHERE transaction_id IN (\(SQLList(live.map { SQLBind($0.transactionId) }))) GROUP BY transaction_id
                    """
                ).all() {
                    used[try row.decode(column: "transaction_id", as: String.self)] = try row.decode(column: "used", as: Int.self)
                }
            }
            let unattributed =
                try await db.raw(
                    """
                    SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) AS used FROM consumptions c
                    WHERE c.app_user_id = \(bind: user) AND c.product_id = \(bind: consumption.productId)
                    AND NOT EXISTS (SELECT 1 FROM purchase_consumptions p WHERE p.request_id = c.request_id)
                    """
                ).first()?.decode(column: "used", as: Int.self) ?? 0
            let earlier = try await db.raw(
                "SELECT app_user_id, product_id, quantity FROM consumptions WHERE request_id = \(bind: consumption.requestId)"
            ).first().map { row in
                (
                    appUserId: try row.decode(column: "app_user_id", as: String.self),
                    productId: try row.decode(column: "product_id", as: String.self),
                    quantity: try row.decode(column: "quantity", as: Int.self)
                )
            }
            let decision = ConsumptionRule.decide(
                consumption,
                .init(owned: live, used: used, unattributed: unattributed, earlier: earlier)
            )
            guard case .consumed = decision.outcome else { return decision.outcome }
            try await db.raw(
                """
                INSERT INTO consumptions (request_id, app_user_id, product_id, quantity, consumed_date)
                VALUES (\(bind: consumption.requestId), \(bind: user), \(bind: consumption.productId),
                    \(bind: consumption.quantity), \(bind: Self.milliseconds(consumption.date)))
                """
            ).run()
            let taken = decision.takes.map { SQLGroupExpression([SQLBind(consumption.requestId), SQLBind($0.transactionId), SQLBind($0.quantity)]) }
            try await db.raw("INSERT INTO purchase_consumptions (request_id, transaction_id, quantity) VALUES \(SQLList(taken))").run()
            return decision.outcome
        }
    }

    // MARK: - Reads

    public func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords {
        try await read { db in
            let originals: SQLQueryString = "SELECT original_transaction_id FROM purchase_owners WHERE app_user_id = \(bind: appUserId)"
            let transactions = try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_transaction", of: "x")), x.decoded
                FROM \(unsafeRaw: StoredJWS.from("transactions", as: "x"))
                WHERE x.original_transaction_id IN (\(originals)) ORDER BY x.purchase_date, x.transaction_id
                """
            ).all().map { row in
                SignedTransaction(
                    payload: try decoded.transaction(try row.decode(column: "decoded", as: String.self)) {
                        try Self.decode(JWSTransactionDecodedPayload.self, row, "decoded")
                    },
                    jws: try row.decode(column: "signed_transaction", as: String.self)
                )
            }
            let renewals = try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_renewal_info", of: "x")), x.decoded
                FROM \(unsafeRaw: StoredJWS.from("renewal_infos", as: "x"))
                WHERE x.original_transaction_id IN (\(originals)) ORDER BY x.original_transaction_id
                """
            ).all().map { row in
                SignedRenewalInfo(
                    payload: try decoded.renewalInfo(try row.decode(column: "decoded", as: String.self)) {
                        try Self.decode(JWSRenewalInfoDecodedPayload.self, row, "decoded")
                    },
                    jws: try row.decode(column: "signed_renewal_info", as: String.self)
                )
            }
            var byPurchase: [String: Int] = [:]
            for row in try await db.raw(
                """
                SELECT p.transaction_id, CAST(SUM(p.quantity) AS BIGINT) AS used FROM purchase_consumptions p
                JOIN transactions t ON t.transaction_id = p.transaction_id WHERE t.original_transaction_id IN (\(originals))
                GROUP BY p.transaction_id
                """
            ).all() {
                byPurchase[try row.decode(column: "transaction_id", as: String.self)] = try row.decode(column: "used", as: Int.self)
            }
            var unattributed: [String: Int] = [:]
            for row in try await db.raw(
                """
                SELECT product_id, CAST(SUM(quantity) AS BIGINT) AS used FROM consumptions c WHERE app_user_id = \(bind: appUserId)
                AND NOT EXISTS (SELECT 1 FROM purchase_consumptions p WHERE p.request_id = c.request_id) GROUP BY product_id
                """
            ).all() {
                unattributed[try row.decode(column: "product_id", as: String.self)] = try row.decode(column: "used", as: Int.self)
            }
            let rescissions = try await db.raw(
                """
                SELECT app_transaction_id, environment, rescinded_date FROM consent_rescissions
                WHERE app_transaction_id IN (SELECT app_transaction_id FROM transactions WHERE original_transaction_id IN (\(originals)))
                ORDER BY rescinded_date, app_transaction_id
                """
            ).all().map { row in
                ConsentRescission(
                    appTransactionId: try row.decode(column: "app_transaction_id", as: String.self),
                    environment: try row.decode(column: "environment", as: String?.self),
                    date: MillisecondDate(milliseconds: try row.decode(column: "rescinded_date", as: Int64.self)).date
                )
            }
            return CustomerRecords(
                transactions: transactions,
                renewalInfos: renewals,
                consumedByPurchase: byPurchase,
                consumedUnattributed: unattributed,
                consentRescissions: rescissions
            )
        }
    }

    public func customerRevision(_ appUserId: String) async throws(StorageError) -> Int64? {
        do { return try await withDeadline(operationTimeout) { try await revisionReads.submit(appUserId) } } catch {
            throw Self.storageError(error)
        }
    }

    /// Each user's revision (`nil` for one without a row), in the order of `users`, by one query.
    static func revisions(of users: [String], in db: any SQLDatabase) async throws -> [Int64?] {
        let unique = Set(users).sorted()
        var revisions: [String: Int64] = [:]
        for row in try await db.raw(
            "SELECT app_user_id, revision FROM users WHERE app_user_id IN (\(SQLList(unique.map { SQLBind($0) })))"
        ).all() {
            revisions[try row.decode(column: "app_user_id", as: String.self)] = try row.decode(column: "revision", as: Int64.self)
        }
        return users.map { revisions[$0] }
    }

    public func everything(
        environment: String?
    ) async throws(StorageError) -> (
        transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload]
    ) {
        try await read { db in
            let filter: SQLQueryString = environment.map { "WHERE environment = \(bind: $0)" } ?? ""
            let transactions = try await db.raw("SELECT decoded FROM transactions \(filter) ORDER BY purchase_date, transaction_id").all().map {
                row in
                try decoded.transaction(try row.decode(column: "decoded", as: String.self)) {
                    try Self.decode(JWSTransactionDecodedPayload.self, row, "decoded")
                }
            }
            let renewals = try await db.raw("SELECT decoded FROM renewal_infos ORDER BY original_transaction_id").all().map { row in
                try decoded.renewalInfo(try row.decode(column: "decoded", as: String.self)) {
                    try Self.decode(JWSRenewalInfoDecodedPayload.self, row, "decoded")
                }
            }
            return (transactions, renewals.filter { info in environment.map { info.environment?.rawValue == $0 } ?? true })
        }
    }

    public func userExists(_ appUserId: String) async throws(StorageError) -> Bool {
        try await read { db in !(try await db.raw("SELECT 1 AS present FROM users WHERE app_user_id = \(bind: appUserId)").all().isEmpty) }
    }

    public func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord] {
        try await read { db in
            try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_payload", of: "n")), n.decoded, n.received_date
                FROM \(unsafeRaw: StoredJWS.from("notifications", as: "n"))
                ORDER BY n.received_date DESC, n.notification_uuid LIMIT \(bind: max(0, limit))
                """
            ).all().map(Self.notification)
        }
    }

    static func notification(_ row: any SQLRow) throws -> NotificationRecord {
        NotificationRecord(
            payload: try decode(ResponseBodyV2DecodedPayload.self, row, "decoded"),
            signedPayload: try row.decode(column: "signed_payload", as: String.self),
            receivedDate: Date(timeIntervalSince1970: Double(try row.decode(column: "received_date", as: Int64.self)) / 1000)
        )
    }

    public func notificationCount() async throws(StorageError) -> Int {
        try await read { db in try await db.raw("SELECT COUNT(*) AS count FROM notifications").first()?.decode(column: "count", as: Int.self) ?? 0 }
    }

    public func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord] {
        guard !originalTransactionIds.isEmpty else { return [] }
        return try await read { db in
            let list = SQLList(originalTransactionIds.map { SQLBind($0) })
            return try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_payload", of: "n")), n.decoded, n.received_date
                FROM \(unsafeRaw: StoredJWS.from("notifications", as: "n"))
                WHERE n.original_transaction_id IN (\(list)) ORDER BY n.received_date, n.notification_uuid
                """
            ).all().map(Self.notification)
        }
    }

    public func appUserId(owning originalTransactionId: String) async throws(StorageError) -> String? {
        try await read { db in
            try await db.raw("SELECT app_user_id FROM purchase_owners WHERE original_transaction_id = \(bind: originalTransactionId)")
                .first()?.decode(column: "app_user_id", as: String.self)
        }
    }

    public func originalTransactionId(of transactionId: String) async throws(StorageError) -> String? {
        try await read { db in
            try await db.raw("SELECT original_transaction_id FROM transactions WHERE transaction_id = \(bind: transactionId)")
                .first()?.decode(column: "original_transaction_id", as: String.self)
        }
    }

    public func userIds(after: String?, limit: Int) async throws(StorageError) -> [String] {
        try await read { db in
            try await db.raw(
                "SELECT app_user_id FROM users WHERE app_user_id > \(bind: after ?? "") ORDER BY app_user_id LIMIT \(bind: max(0, limit))"
            ).all().map { try $0.decode(column: "app_user_id", as: String.self) }
        }
    }

    public func shutdown() async { await backend.shutdown() }

    public func readinessProblem() async -> String? { await backend.readinessProblem() }

    // MARK: - Helpers

    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws(StorageError) -> T {
        do { return try await withDeadline(operationTimeout) { try await backend.transaction(body) } } catch { throw Self.storageError(error) }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws(StorageError) -> T {
        do { return try await withDeadline(operationTimeout) { try await backend.read(body) } } catch { throw Self.storageError(error) }
    }

    static func storageError(_ error: any Error) -> StorageError {
        (error as? StorageError) ?? StorageError(.queryFailed, String(describing: error))
    }

    static func milliseconds(_ date: Date) -> Int64 { MillisecondDate(date).wholeMilliseconds }

    static func json(_ value: some Encodable) throws(StorageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do { return String(decoding: try encoder.encode(value), as: UTF8.self) } catch {
            throw StorageError(.invalidRequest, "cannot encode \(type(of: value)): \(error)")
        }
    }

    /// The decoded column of `record`: the JSON it was signed as when it has it, else its payload encoded.
    static func decodedJSON<Payload>(of record: SignedPayload<Payload>) throws(StorageError) -> String {
        if let signed = record.signedJSON { return signed }
        return try json(record.payload)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ row: any SQLRow, _ column: String) throws -> T {
        let text = try row.decode(column: column, as: String.self)
        do { return try JSONDecoder().decode(type, from: Data(text.utf8)) } catch {
            throw StorageError(.corruptRow, "the \(column) column does not hold a \(type)")
        }
    }
}
#endif
