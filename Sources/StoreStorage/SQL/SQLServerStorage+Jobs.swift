#if Server
public import Foundation
import SQLKit

/// The jobs table and the cursors: claims take a lease (and, on PostgreSQL, skip rows another worker
/// is claiming), so one job never runs in two workers at once.
extension SQLServerStorage {
    public func enqueue(_ jobs: [JobRequest], at now: Date) async throws(StorageError) {
        guard !jobs.isEmpty else { return }
        try await write { db in try await Self.enqueue(jobs, at: now, in: db) }
    }

    static func enqueue(_ jobs: [JobRequest], at now: Date, in db: any SQLDatabase) async throws {
        for job in jobs {
            try await db.raw(
                """
                INSERT INTO jobs (job_id, kind, payload, unique_key, state, run_after, attempts, created_date)
                VALUES (\(bind: UUID().uuidString.lowercased()), \(bind: job.kind), \(bind: job.payload), \(bind: job.uniqueKey),
                    'queued', \(bind: milliseconds(job.runAfter)), 0, \(bind: milliseconds(now)))
                ON CONFLICT (unique_key) WHERE state = 'queued' DO NOTHING
                """
            ).run()
        }
    }

    public func claimJob(owner: String, now: Date, leaseUntil: Date) async throws(StorageError) -> ClaimedJob? {
        return try await write { db in
            // Where the dialect locks the rows a SELECT picks (PostgreSQL), rows another worker is claiming are
            // skipped; SQLite runs one change at a time and needs no lock.
            let skipLocked: any SQLExpression =
                db.dialect.exclusiveSelectLockExpression.map { SQLList([$0, SQLRaw("SKIP LOCKED")], separator: SQLRaw(" ")) } ?? SQLRaw("")
            let at = Self.milliseconds(now)
            guard
                let row = try await db.raw(
                    """
                    SELECT job_id, kind, payload, attempts, run_after FROM jobs
                    WHERE state = 'queued' AND run_after <= \(bind: at) AND (lease_until IS NULL OR lease_until <= \(bind: at))
                    ORDER BY run_after, job_id LIMIT 1 \(skipLocked)
                    """
                ).first()
            else { return nil }
            let id = try row.decode(column: "job_id", as: String.self)
            let attempts = try row.decode(column: "attempts", as: Int.self) + 1
            try await db.raw(
                """
                UPDATE jobs SET lease_owner = \(bind: owner), lease_until = \(bind: Self.milliseconds(leaseUntil)), attempts = \(bind: attempts)
                WHERE job_id = \(bind: id)
                """
            ).run()
            return ClaimedJob(
                id: id,
                kind: try row.decode(column: "kind", as: String.self),
                payload: try row.decode(column: "payload", as: String.self),
                attempts: attempts,
                runAfter: Date(timeIntervalSince1970: Double(try row.decode(column: "run_after", as: Int64.self)) / 1000)
            )
        }
    }

    public func finishJob(_ id: String, owner: String, now: Date) async throws(StorageError) {
        try await write { db in
            try await db.raw(
                """
                UPDATE jobs SET state = 'done', finished_date = \(bind: Self.milliseconds(now)), lease_owner = NULL, lease_until = NULL
                WHERE job_id = \(bind: id) AND lease_owner = \(bind: owner) AND state = 'queued'
                """
            ).run()
        }
    }

    public func failJob(_ id: String, owner: String, error: String, retryAt: Date?, now: Date) async throws(StorageError) {
        let message = String(error.prefix(2_000))
        try await write { db in
            if let retryAt {
                try await db.raw(
                    """
                    UPDATE jobs SET run_after = \(bind: Self.milliseconds(retryAt)), last_error = \(bind: message),
                        lease_owner = NULL, lease_until = NULL
                    WHERE job_id = \(bind: id) AND lease_owner = \(bind: owner) AND state = 'queued'
                    """
                ).run()
            } else {
                try await db.raw(
                    """
                    UPDATE jobs SET state = 'dead', last_error = \(bind: message), finished_date = \(bind: Self.milliseconds(now)),
                        lease_owner = NULL, lease_until = NULL
                    WHERE job_id = \(bind: id) AND lease_owner = \(bind: owner) AND state = 'queued'
                    """
                ).run()
            }
        }
    }

    public func deferJob(_ id: String, owner: String, reason: String, until: Date, now: Date) async throws(StorageError) {
        try await write { db in
            try await db.raw(
                """
                UPDATE jobs SET run_after = \(bind: Self.milliseconds(until)), last_error = \(bind: String(reason.prefix(2_000))),
                    attempts = attempts - 1, lease_owner = NULL, lease_until = NULL
                WHERE job_id = \(bind: id) AND lease_owner = \(bind: owner) AND state = 'queued'
                """
            ).run()
        }
    }

    public func jobs(state: JobState?, limit: Int) async throws(StorageError) -> [JobRecord] {
        try await read { db in
            let filter: SQLQueryString = state.map { "WHERE state = \(bind: $0.rawValue)" } ?? ""
            return try await db.raw(
                """
                SELECT job_id, kind, payload, state, attempts, run_after, last_error, created_date, finished_date FROM jobs \(filter)
                ORDER BY created_date DESC, job_id LIMIT \(bind: max(0, limit))
                """
            ).all().map { row in
                JobRecord(
                    id: try row.decode(column: "job_id", as: String.self),
                    kind: try row.decode(column: "kind", as: String.self),
                    payload: try row.decode(column: "payload", as: String.self),
                    state: JobState(rawValue: try row.decode(column: "state", as: String.self)) ?? .dead,
                    attempts: try row.decode(column: "attempts", as: Int.self),
                    runAfter: try row.decode(column: "run_after", as: Int64.self),
                    lastError: try row.decode(column: "last_error", as: String?.self),
                    createdDate: try row.decode(column: "created_date", as: Int64.self),
                    finishedDate: try row.decode(column: "finished_date", as: Int64?.self)
                )
            }
        }
    }

    public func cursor(_ name: String) async throws(StorageError) -> String? {
        try await read { db in
            try await db.raw("SELECT value FROM cursors WHERE name = \(bind: name)").first()?.decode(column: "value", as: String.self)
        }
    }

    public func setCursor(_ name: String, to value: String, now: Date) async throws(StorageError) {
        try await write { db in
            try await db.raw(
                """
                INSERT INTO cursors (name, value, updated_date) VALUES (\(bind: name), \(bind: value), \(bind: Self.milliseconds(now)))
                ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_date = excluded.updated_date
                """
            ).run()
        }
    }
}
#endif
