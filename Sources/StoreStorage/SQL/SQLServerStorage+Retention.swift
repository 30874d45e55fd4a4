#if Server
import Foundation
import SQLKit

/// The answers to real-time retention requests (`retention_decisions`), each kept whole as JSON.
extension SQLServerStorage {
    public func recordRetentionDecision(_ decision: RetentionDecision) async throws(StorageError) -> Bool {
        let json: String
        do { json = String(decoding: try JSONEncoder().encode(decision), as: UTF8.self) } catch {
            throw StorageError(.invalidRequest, "the retention decision cannot be encoded: \(error)")
        }
        return try await write { db in
            let inserted = try await db.raw(
                """
                INSERT INTO retention_decisions (request_identifier, original_transaction_id, decided_date, decision)
                VALUES (\(bind: decision.requestIdentifier), \(bind: decision.originalTransactionId),
                        \(bind: Self.milliseconds(decision.decidedDate)), \(bind: json))
                ON CONFLICT (request_identifier) DO NOTHING RETURNING request_identifier
                """
            ).all()
            return !inserted.isEmpty
        }
    }

    public func retentionDecisions(about originalTransactionIds: [String]) async throws(StorageError) -> [RetentionDecision] {
        guard !originalTransactionIds.isEmpty else { return [] }
        let rows = try await read { db in
            try await db.raw(
                """
                SELECT decision FROM retention_decisions WHERE original_transaction_id IN (\(SQLList(originalTransactionIds.map { SQLBind($0) })))
                ORDER BY decided_date, request_identifier
                """
            ).all().map { try $0.decode(column: "decision", as: String.self) }
        }
        do {
            return try rows.map { try JSONDecoder().decode(RetentionDecision.self, from: Data($0.utf8)) }
        } catch {
            throw StorageError(.corruptRow, "a stored retention decision cannot be read: \(error)")
        }
    }
}
#endif
