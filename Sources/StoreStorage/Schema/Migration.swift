#if Server
/// One version of the schema: the statements that bring the version before it to this one. Every
/// statement is plain SQL that SQLite and PostgreSQL both run (BIGINT dates in milliseconds, TEXT), but
/// for the few that read JSON, written once per dialect.
public struct Migration: Sendable {
    /// The version this migration brings the schema to; versions count up from 1.
    public var version: Int
    /// What it does, in a few words.
    public var summary: String
    public var statements: [String]
    /// Statements run after ``statements``, by SQLKit dialect name (`sqlite`, `postgresql`): where the two
    /// databases spell something differently (reading a field of a JSON column).
    public var dialectStatements: [String: [String]] = [:]
}

extension Migration {
    /// Every migration, in order. Never change one that has shipped: add the next.
    public static let all: [Migration] = [
        Migration(
            version: 1,
            summary: "notifications, transactions, renewal infos, users and consumptions",
            statements: [
                """
                CREATE TABLE notifications (
                    notification_uuid TEXT PRIMARY KEY, notification_type TEXT NOT NULL, subtype TEXT,
                    environment TEXT, signed_date BIGINT, received_date BIGINT NOT NULL,
                    transaction_id TEXT, original_transaction_id TEXT,
                    signed_payload TEXT NOT NULL, decoded TEXT NOT NULL)
                """,
                "CREATE INDEX notifications_received ON notifications (received_date)",
                """
                CREATE TABLE transactions (
                    transaction_id TEXT PRIMARY KEY, original_transaction_id TEXT NOT NULL, product_id TEXT NOT NULL,
                    type TEXT, environment TEXT, app_account_token TEXT, purchase_date BIGINT, expires_date BIGINT,
                    revocation_date BIGINT, price BIGINT, currency TEXT, signed_date BIGINT NOT NULL,
                    signed_transaction TEXT NOT NULL, decoded TEXT NOT NULL)
                """,
                "CREATE INDEX transactions_original ON transactions (original_transaction_id)",
                "CREATE INDEX transactions_token ON transactions (app_account_token)",
                """
                CREATE TABLE renewal_infos (
                    original_transaction_id TEXT PRIMARY KEY, product_id TEXT, auto_renew_product_id TEXT,
                    signed_date BIGINT NOT NULL, signed_renewal_info TEXT NOT NULL, decoded TEXT NOT NULL)
                """,
                "CREATE TABLE users (app_user_id TEXT PRIMARY KEY, created_date BIGINT NOT NULL)",
                """
                CREATE TABLE user_purchases (
                    app_user_id TEXT NOT NULL, original_transaction_id TEXT NOT NULL,
                    PRIMARY KEY (app_user_id, original_transaction_id))
                """,
                "CREATE INDEX user_purchases_original ON user_purchases (original_transaction_id)",
                "CREATE TABLE user_tokens (app_account_token TEXT PRIMARY KEY, app_user_id TEXT NOT NULL)",
                "CREATE INDEX user_tokens_user ON user_tokens (app_user_id)",
                """
                CREATE TABLE consumptions (
                    request_id TEXT PRIMARY KEY, app_user_id TEXT NOT NULL, product_id TEXT NOT NULL,
                    quantity BIGINT NOT NULL, consumed_date BIGINT NOT NULL)
                """,
                "CREATE INDEX consumptions_user ON consumptions (app_user_id, product_id)",
            ]
        ),
        Migration(
            version: 2,
            summary: "durable jobs and the cursors they keep",
            statements: [
                """
                CREATE TABLE jobs (
                    job_id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, unique_key TEXT,
                    state TEXT NOT NULL, run_after BIGINT NOT NULL, attempts BIGINT NOT NULL,
                    lease_owner TEXT, lease_until BIGINT, last_error TEXT,
                    created_date BIGINT NOT NULL, finished_date BIGINT)
                """,
                "CREATE INDEX jobs_due ON jobs (state, run_after)",
                "CREATE UNIQUE INDEX jobs_queued_key ON jobs (unique_key) WHERE state = 'queued'",
                "CREATE TABLE cursors (name TEXT PRIMARY KEY, value TEXT NOT NULL, updated_date BIGINT NOT NULL)",
            ]
        ),
        Migration(
            version: 3,
            summary: "a revision per user, counting the changes to what the user owns",
            statements: ["ALTER TABLE users ADD COLUMN revision BIGINT NOT NULL DEFAULT 0"]
        ),
        Migration(
            version: 4,
            summary: "a JWS header segment (its certificate chain) kept once, not in every signed column",
            statements: [
                "CREATE TABLE jws_headers (header_id TEXT PRIMARY KEY, header TEXT NOT NULL)",
                "ALTER TABLE notifications ADD COLUMN header_id TEXT REFERENCES jws_headers (header_id)",
                "ALTER TABLE transactions ADD COLUMN header_id TEXT REFERENCES jws_headers (header_id)",
                "ALTER TABLE renewal_infos ADD COLUMN header_id TEXT REFERENCES jws_headers (header_id)",
            ]
        ),
        Migration(
            version: 5,
            summary: "one owner per purchase, the changes of owner, consumables counted per purchase, revoked dashboard sessions",
            statements: [
                """
                CREATE TABLE purchase_owners (
                    original_transaction_id TEXT PRIMARY KEY, app_user_id TEXT NOT NULL, since_date BIGINT NOT NULL)
                """,
                "CREATE INDEX purchase_owners_user ON purchase_owners (app_user_id)",
                // A purchase whose app account token is bound goes to that user; any other to one of the users
                // that reported it (before version 5 several could claim it).
                """
                INSERT INTO purchase_owners (original_transaction_id, app_user_id, since_date)
                SELECT t.original_transaction_id, MIN(k.app_user_id), 0 FROM transactions t
                JOIN user_tokens k ON t.app_account_token = k.app_account_token GROUP BY t.original_transaction_id
                """,
                """
                INSERT INTO purchase_owners (original_transaction_id, app_user_id, since_date)
                SELECT original_transaction_id, MIN(app_user_id), 0 FROM user_purchases
                WHERE original_transaction_id NOT IN (SELECT original_transaction_id FROM purchase_owners)
                GROUP BY original_transaction_id
                """,
                "DROP TABLE user_purchases",
                """
                CREATE TABLE ownership_changes (
                    original_transaction_id TEXT NOT NULL, from_app_user_id TEXT NOT NULL, to_app_user_id TEXT NOT NULL,
                    changed_date BIGINT NOT NULL)
                """,
                "CREATE INDEX ownership_changes_from ON ownership_changes (from_app_user_id)",
                "CREATE INDEX ownership_changes_to ON ownership_changes (to_app_user_id)",
                """
                CREATE TABLE purchase_consumptions (
                    request_id TEXT NOT NULL, transaction_id TEXT NOT NULL, quantity BIGINT NOT NULL,
                    PRIMARY KEY (request_id, transaction_id))
                """,
                "CREATE INDEX purchase_consumptions_transaction ON purchase_consumptions (transaction_id)",
                "CREATE TABLE revoked_sessions (session_id TEXT PRIMARY KEY, expires_date BIGINT NOT NULL)",
            ]
        ),
        Migration(
            version: 6,
            summary: "the answers to real-time retention requests",
            statements: [
                """
                CREATE TABLE retention_decisions (
                    request_identifier TEXT PRIMARY KEY, original_transaction_id TEXT NOT NULL, decided_date BIGINT NOT NULL,
                    decision TEXT NOT NULL)
                """,
                "CREATE INDEX retention_decisions_original ON retention_decisions (original_transaction_id, decided_date)",
            ]
        ),
        Migration(
            version: 7,
            summary: "consent withdrawn per app transaction (RESCIND_CONSENT), and each transaction's app transaction",
            statements: [
                "ALTER TABLE transactions ADD COLUMN app_transaction_id TEXT",
                "CREATE INDEX transactions_app_transaction ON transactions (app_transaction_id)",
                """
                CREATE TABLE consent_rescissions (
                    app_transaction_id TEXT PRIMARY KEY, environment TEXT, rescinded_date BIGINT NOT NULL,
                    notification_uuid TEXT NOT NULL)
                """,
            ],
            // Transactions stored before version 7 name their app transaction only in their decoded JSON.
            dialectStatements: [
                "sqlite": ["UPDATE transactions SET app_transaction_id = json_extract(decoded, '$.appTransactionId')"],
                "postgresql": ["UPDATE transactions SET app_transaction_id = CAST(decoded AS json) ->> 'appTransactionId'"],
            ]
        ),
    ]

    /// The version a database is at after every migration.
    public static var latestVersion: Int { all.last?.version ?? 0 }
}
#endif
