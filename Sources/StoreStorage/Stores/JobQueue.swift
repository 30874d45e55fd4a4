#if Server
import AppStoreModels
public import Foundation

/// Durable jobs, claimed under leases: one job never runs in two workers at once.
public protocol JobQueue: Sendable {
    /// Enqueues `jobs` at `now` (a job whose unique key is already queued is left out).
    func enqueue(_ jobs: [JobRequest], at now: Date) async throws(StorageError)

    /// Claims the job due soonest at `now` for `owner` until `leaseUntil`, or `nil` when none is due.
    /// A job whose lease ran out (its worker died) is due again.
    func claimJob(owner: String, now: Date, leaseUntil: Date) async throws(StorageError) -> ClaimedJob?

    /// Marks a claimed job done (ignored when `owner` no longer holds it).
    func finishJob(_ id: String, owner: String, now: Date) async throws(StorageError)

    /// Records a claimed job's failure: it runs again at `retryAt`, or is dead when `retryAt` is `nil`.
    func failJob(_ id: String, owner: String, error: String, retryAt: Date?, now: Date) async throws(StorageError)

    /// Puts a claimed job back until `until` without counting the attempt (the App Store asked to wait: nothing
    /// failed), recording `reason`.
    func deferJob(_ id: String, owner: String, reason: String, until: Date, now: Date) async throws(StorageError)

    /// Jobs, newest first, at most `limit`; only those in `state` when given.
    func jobs(state: JobState?, limit: Int) async throws(StorageError) -> [JobRecord]
}

extension JobQueue {
    /// For a queue that cannot give an attempt back: a retry at `until` that counts.
    public func deferJob(_ id: String, owner: String, reason: String, until: Date, now: Date) async throws(StorageError) {
        try await failJob(id, owner: owner, error: reason, retryAt: until, now: now)
    }
}
#endif
