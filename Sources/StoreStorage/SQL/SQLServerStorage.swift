import AppStoreModels
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

    public init(backend: any SQLBackend) {
        self.backend = backend
        notificationWrites = Batcher(maximumBatch: 256, executor: backend.writeExecutor) { batch in
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
        let lock = backend.exclusiveLockStatement
        try await write { db in
            if let lock { try await db.raw(SQLQueryString(lock)).run() }
            try await Self.createMigrationTable(db)
            let current = try await Self.schemaVersion(db)
            guard current <= Migration.latestVersion else {
                throw StorageError(.schemaTooNew, "the database is at schema version \(current); this build knows up to \(Migration.latestVersion)")
            }
            for migration in Migration.all where migration.version > current && migration.version <= version {
                for statement in migration.statements { try await db.raw(SQLQueryString(statement)).run() }
                let now = Self.milliseconds(Date())
                try await db.raw(
                    "INSERT INTO schema_migrations (version, summary, applied_date) VALUES (\(bind: migration.version), \(bind: migration.summary), \(bind: now))"
                ).run()
            }
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

    public func consume(_ consumption: Consumption, available: Int) async throws(StorageError) -> ConsumptionOutcome {
        try Consumption.check(consumption)
        return try await write { db in
            // Counting a change on the user's row locks it until the end of the transaction, so two debits of
            // one user never both see the same balance. (A user without a row has bought nothing: nothing to race for.)
            try await db.raw("UPDATE users SET revision = revision + 1 WHERE app_user_id = \(bind: consumption.appUserId)").run()
            let usedRow = try await db.raw(
                """
                SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) AS used FROM consumptions
                WHERE app_user_id = \(bind: consumption.appUserId) AND product_id = \(bind: consumption.productId)
                """
            ).first()
            let used = try usedRow?.decode(column: "used", as: Int.self) ?? 0
            let balance = max(0, available - used)
            let seen = try await db.raw("SELECT 1 AS present FROM consumptions WHERE request_id = \(bind: consumption.requestId)").all()
            if !seen.isEmpty { return .alreadyApplied(balance: balance) }
            guard balance >= consumption.quantity else { return .insufficientBalance(balance: balance) }
            try await db.raw(
                """
                INSERT INTO users (app_user_id, created_date) VALUES (\(bind: consumption.appUserId), \(bind: Self.milliseconds(consumption.date)))
                ON CONFLICT (app_user_id) DO NOTHING
                """
            ).run()
            try await db.raw(
                """
                INSERT INTO consumptions (request_id, app_user_id, product_id, quantity, consumed_date)
                VALUES (\(bind: consumption.requestId), \(bind: consumption.appUserId), \(bind: consumption.productId),
                    \(bind: consumption.quantity), \(bind: Self.milliseconds(consumption.date)))
                """
            ).run()
            return .consumed(balance: balance - consumption.quantity)
        }
    }

    // MARK: - Reads

    public func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords {
        try await read { db in
            let originals: SQLQueryString = """
                SELECT original_transaction_id FROM user_purchases WHERE app_user_id = \(bind: appUserId)
                UNION SELECT t.original_transaction_id FROM transactions t JOIN user_tokens k ON t.app_account_token = k.app_account_token
                WHERE k.app_user_id = \(bind: appUserId)
                """
            let transactions = try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_transaction", of: "x")), x.decoded
                FROM \(unsafeRaw: StoredJWS.from("transactions", as: "x"))
                WHERE x.original_transaction_id IN (\(originals)) ORDER BY x.purchase_date, x.transaction_id
                """
            ).all().map { row in
                TransactionRecord(
                    payload: try decoded.transaction(try row.decode(column: "decoded", as: String.self)) {
                        try Self.decode(JWSTransactionDecodedPayload.self, row, "decoded")
                    },
                    signed: try row.decode(column: "signed_transaction", as: String.self)
                )
            }
            let renewals = try await db.raw(
                """
                SELECT \(unsafeRaw: StoredJWS.select("signed_renewal_info", of: "x")), x.decoded
                FROM \(unsafeRaw: StoredJWS.from("renewal_infos", as: "x"))
                WHERE x.original_transaction_id IN (\(originals)) ORDER BY x.original_transaction_id
                """
            ).all().map { row in
                RenewalInfoRecord(
                    payload: try decoded.renewalInfo(try row.decode(column: "decoded", as: String.self)) {
                        try Self.decode(JWSRenewalInfoDecodedPayload.self, row, "decoded")
                    },
                    signed: try row.decode(column: "signed_renewal_info", as: String.self)
                )
            }
            var consumed: [String: Int] = [:]
            for row in try await db.raw(
                "SELECT product_id, CAST(SUM(quantity) AS BIGINT) AS used FROM consumptions WHERE app_user_id = \(bind: appUserId) GROUP BY product_id"
            ).all() {
                consumed[try row.decode(column: "product_id", as: String.self)] = try row.decode(column: "used", as: Int.self)
            }
            return CustomerRecords(transactions: transactions, renewalInfos: renewals, consumed: consumed)
        }
    }

    public func customerRevision(_ appUserId: String) async throws(StorageError) -> Int64? {
        do { return try await revisionReads.submit(appUserId) } catch { throw Self.storageError(error) }
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
            try await db.raw(
                """
                SELECT app_user_id FROM user_purchases WHERE original_transaction_id = \(bind: originalTransactionId)
                UNION SELECT k.app_user_id FROM transactions t JOIN user_tokens k ON t.app_account_token = k.app_account_token
                WHERE t.original_transaction_id = \(bind: originalTransactionId)
                ORDER BY app_user_id LIMIT 1
                """
            ).first()?.decode(column: "app_user_id", as: String.self)
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

    // MARK: - Helpers

    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws(StorageError) -> T {
        do { return try await backend.transaction(body) } catch { throw Self.storageError(error) }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws(StorageError) -> T {
        do { return try await backend.read(body) } catch { throw Self.storageError(error) }
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
    static func decodedJSON<Payload>(of record: SignedRecord<Payload>) throws(StorageError) -> String {
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
