#if Server
import AppStoreModels
public import Foundation
import NIOConcurrencyHelpers

/// ``JobQueue`` in memory, with the SQL queue's rules (unique keys among queued jobs, leases, retries, dead
/// letters, newest first): for services' tests that need no database.
public final class MemoryJobQueue: JobQueue {
    private struct Stored {
        var record: JobRecord
        var uniqueKey: String?
        var leaseOwner: String?
        var leaseUntil: Int64?
    }

    private let jobs = NIOLockedValueBox<[Stored]>([])

    public init() {}

    public func enqueue(_ requests: [JobRequest], at now: Date) async throws(StorageError) {
        jobs.withLockedValue { jobs in
            for request in requests {
                if let key = request.uniqueKey, jobs.contains(where: { $0.uniqueKey == key && $0.record.state == .queued }) { continue }
                let record = JobRecord(
                    id: UUID().uuidString.lowercased(),
                    kind: request.kind,
                    payload: request.payload,
                    state: .queued,
                    attempts: 0,
                    runAfter: Self.milliseconds(request.runAfter),
                    lastError: nil,
                    createdDate: Self.milliseconds(now),
                    finishedDate: nil
                )
                jobs.append(Stored(record: record, uniqueKey: request.uniqueKey))
            }
        }
    }

    public func claimJob(owner: String, now: Date, leaseUntil: Date) async throws(StorageError) -> ClaimedJob? {
        let at = Self.milliseconds(now)
        return jobs.withLockedValue { jobs in
            let due = jobs.indices.filter { index in
                let job = jobs[index]
                return job.record.state == .queued && job.record.runAfter <= at && (job.leaseUntil.map { $0 <= at } ?? true)
            }
            guard let index = due.min(by: { (jobs[$0].record.runAfter, jobs[$0].record.id) < (jobs[$1].record.runAfter, jobs[$1].record.id) })
            else { return nil }
            jobs[index].record.attempts += 1
            jobs[index].leaseOwner = owner
            jobs[index].leaseUntil = Self.milliseconds(leaseUntil)
            let record = jobs[index].record
            return ClaimedJob(
                id: record.id,
                kind: record.kind,
                payload: record.payload,
                attempts: record.attempts,
                runAfter: Date(timeIntervalSince1970: Double(record.runAfter) / 1000)
            )
        }
    }

    public func finishJob(_ id: String, owner: String, now: Date) async throws(StorageError) {
        update(id, owner: owner) { job in
            job.record.state = .done
            job.record.finishedDate = Self.milliseconds(now)
        }
    }

    public func failJob(_ id: String, owner: String, error: String, retryAt: Date?, now: Date) async throws(StorageError) {
        update(id, owner: owner) { job in
            job.record.lastError = String(error.prefix(2_000))
            if let retryAt {
                job.record.runAfter = Self.milliseconds(retryAt)
            } else {
                job.record.state = .dead
                job.record.finishedDate = Self.milliseconds(now)
            }
        }
    }

    public func deferJob(_ id: String, owner: String, reason: String, until: Date, now: Date) async throws(StorageError) {
        update(id, owner: owner) { job in
            job.record.lastError = String(reason.prefix(2_000))
            job.record.runAfter = Self.milliseconds(until)
            job.record.attempts = max(0, job.record.attempts - 1)
        }
    }

    public func jobs(state: JobState?, limit: Int) async throws(StorageError) -> [JobRecord] {
        jobs.withLockedValue { jobs in
            let records = jobs.map(\.record).filter { state == nil || $0.state == state }
            let sorted = records.sorted { ($1.createdDate, $0.id) < ($0.createdDate, $1.id) }
            return Array(sorted.prefix(max(0, limit)))
        }
    }

    /// Changes the queued job `id` while `owner` holds it, and ends the lease; ignored otherwise.
    private func update(_ id: String, owner: String, _ change: (inout Stored) -> Void) {
        jobs.withLockedValue { jobs in
            guard let index = jobs.firstIndex(where: { $0.record.id == id && $0.leaseOwner == owner && $0.record.state == .queued }) else {
                return
            }
            change(&jobs[index])
            jobs[index].leaseOwner = nil
            jobs[index].leaseUntil = nil
        }
    }

    static func milliseconds(_ date: Date) -> Int64 { MillisecondDate(date).wholeMilliseconds }
}
#endif
