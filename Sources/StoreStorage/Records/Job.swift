#if Server
public import Foundation

/// Work the server does later, durably: enqueued in the same database transaction as the data that
/// caused it, claimed by one worker at a time under a lease, retried with backoff, dead-lettered at last.
public struct JobRequest: Hashable, Sendable {
    /// What to do (the server's job kinds: `catch-up`, `consumption`, `status-refresh`).
    public var kind: String
    /// The job's input, as JSON.
    public var payload: String
    /// At most one queued job has this key: enqueuing another while one waits does nothing.
    public var uniqueKey: String?
    /// Not before this instant (wall clock).
    public var runAfter: Date

    public init(kind: String, payload: String, uniqueKey: String? = nil, runAfter: Date) {
        self.kind = kind
        self.payload = payload
        self.uniqueKey = uniqueKey
        self.runAfter = runAfter
    }
}

/// A job a worker has claimed: it holds the lease until it finishes, retries or the lease runs out.
public struct ClaimedJob: Hashable, Sendable {
    public var id: String
    public var kind: String
    public var payload: String
    /// Attempts so far, this one included.
    public var attempts: Int
    /// When it fell due.
    public var runAfter: Date
}

/// Where a job is in its life.
public enum JobState: String, Codable, Sendable, CaseIterable {
    /// Waiting to run (or running under a lease).
    case queued
    /// Ran to the end.
    case done
    /// Failed for the last time; kept for a person to look at.
    case dead
}

/// A job as the admin routes show it.
public struct JobRecord: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var payload: String
    public var state: JobState
    public var attempts: Int
    /// When it may run next, in milliseconds since 1970.
    public var runAfter: Int64
    public var lastError: String?
    public var createdDate: Int64
    public var finishedDate: Int64?
}
#endif
