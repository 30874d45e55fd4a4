#if Server
public import AppStoreModels
import AppStoreServerAPI
import Foundation
public import Logging
public import ServiceLifecycle
public import StoreStorage

/// How the job runner paces itself.
public struct JobOptions: Sendable {
    /// How long to wait when no job is due.
    public var pollInterval: Duration = .milliseconds(200)
    /// How long a claim holds a job; a worker that dies loses it when this runs out.
    public var lease: Duration = .seconds(300)
    /// Attempts before a job is dead-lettered.
    public var maximumAttempts = 8
    /// The wait before the first retry; each later one waits twice as long, up to ``longestRetry``.
    public var firstRetry: Duration = .seconds(2)
    public var longestRetry: Duration = .seconds(3_600)
    /// How often a catch-up from the notification history is enqueued (one also at start).
    public var catchUpInterval: Duration = .seconds(3_600)

    public init() {}

    /// The wait after failed attempt number `attempt` (1 for the first).
    public func retryDelay(after attempt: Int) -> Duration {
        let doublings = min(max(0, attempt - 1), 30)
        let delay = firstRetry * (1 << doublings)
        return min(delay, longestRetry)
    }
}

/// A failure that retrying cannot mend: the job is dead-lettered at once.
public struct PermanentJobFailure: Error, CustomStringConvertible {
    public typealias Kind = ErrorKind<PermanentJobFailure>

    /// Every permanent failure is `permanent-job-failure`; the description says why.
    public var kind: Kind { Kind(rawValue: "permanent-job-failure") }
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Runs the durable jobs: claims one due job at a time under a lease, runs its kind's handler, then
/// marks it done, schedules a retry with backoff, or dead-letters it after the last attempt. A job the App Store
/// asked to wait (429, `rate-limited`) waits for its `Retry-After` and loses no attempt. Several
/// runners (in one process or many, on one database) never run the same job at once.
public final class JobRunner: Service, Sendable {
    /// Runs one job's payload; throwing retries it (``PermanentJobFailure`` dead-letters it).
    public typealias Handler = @Sendable (ClaimedJob) async throws -> Void

    let storage: any JobQueue
    let handlers: [String: Handler]
    let options: JobOptions
    /// The environments whose notification history the periodic catch-up reads (it needs the App Store Server
    /// API; empty: no catch-up).
    let catchUps: [AppStoreEnvironment]
    let owner = "runner-\(UUID().uuidString.lowercased())"
    let logger: Logger
    let metrics: ServerMetrics
    /// Leases, retries and the waits between polls: the wall clock in a server, as every process sharing the
    /// jobs table must agree on it (a local App Store's time may stand still or leap a month).
    let clock: any ServiceClock

    /// A runner of `handlers` (by job kind) over `storage`; `catchUps` names the environments the periodic
    /// catch-up reads.
    public init(
        storage: any JobQueue,
        handlers: [String: Handler],
        options: JobOptions = JobOptions(),
        catchUps: [AppStoreEnvironment] = [],
        metrics: ServerMetrics = ServerMetrics(),
        logger: Logger = Logger(label: "StoreServer.Jobs"),
        clock: any ServiceClock = SystemClock()
    ) {
        self.storage = storage
        self.handlers = handlers
        self.options = options
        self.catchUps = catchUps
        self.metrics = metrics
        self.logger = logger
        self.clock = clock
    }

    /// Runs jobs until none is due; returns how many ran (tests drive the runner with this).
    @discardableResult
    public func runDue() async throws(StorageError) -> Int {
        var count = 0
        while try await runOne() { count += 1 }
        return count
    }

    /// Claims and runs one due job; `false` when none was due.
    func runOne() async throws(StorageError) -> Bool {
        let now = clock.now
        guard let job = try await storage.claimJob(owner: owner, now: now, leaseUntil: now.addingTimeInterval(Self.seconds(options.lease))) else {
            return false
        }
        metrics.jobClaimed(waited: max(0, now.timeIntervalSince(job.runAfter)))
        do {
            guard let handler = handlers[job.kind] else { throw PermanentJobFailure("no handler for jobs of kind \(job.kind)") }
            try await cancelWhenGracefulShutdown { try await handler(job) }
            try await storage.finishJob(job.id, owner: owner, now: clock.now)
            metrics.job(kind: job.kind, outcome: "done")
            logger.info("job done", metadata: ["kind": "\(job.kind)", "job": "\(job.id)", "attempt": "\(job.attempts)"])
        } catch  where Task.isShuttingDownGracefully {
            // Shutdown cancelled the job in hand: its lease returns at once, so this or another runner takes it
            // up again (the attempt counts).
            try await storage.failJob(job.id, owner: owner, error: "interrupted: the server shut down", retryAt: clock.now, now: clock.now)
            metrics.job(kind: job.kind, outcome: "interrupted")
            logger.notice("job interrupted by shutdown; it runs again", metadata: ["kind": "\(job.kind)", "job": "\(job.id)"])
        } catch let limited as AppStoreServerAPIError where limited.kind == .rateLimited {
            // Apple's limit, not a failure: the job waits for its turn and keeps its attempts.
            let until = clock.now.addingTimeInterval(limited.retryAfter ?? Self.seconds(options.firstRetry))
            try await storage.deferJob(job.id, owner: owner, reason: "\(limited)", until: until, now: clock.now)
            metrics.job(kind: job.kind, outcome: "deferred")
            logger.notice(
                "job waits for the App Store's rate limit",
                metadata: ["kind": "\(job.kind)", "job": "\(job.id)", "until": "\(until)", "error": "\(limited)"]
            )
        } catch {
            let permanent = error is PermanentJobFailure
            let last = permanent || job.attempts >= options.maximumAttempts
            let retryAt = last ? nil : clock.now.addingTimeInterval(Self.seconds(options.retryDelay(after: job.attempts)))
            try await storage.failJob(job.id, owner: owner, error: "\(error)", retryAt: retryAt, now: clock.now)
            metrics.job(kind: job.kind, outcome: last ? "dead" : "retry")
            logger.warning(
                last ? "job dead-lettered" : "job failed; will retry",
                metadata: ["kind": "\(job.kind)", "job": "\(job.id)", "attempt": "\(job.attempts)", "error": "\(error)"]
            )
        }
        return true
    }

    /// Enqueues a catch-up now and every ``JobOptions/catchUpInterval``, and runs jobs as they fall due,
    /// until graceful shutdown, which cancels the job in hand and returns its lease (it runs again later).
    public func run() async throws {
        var nextCatchUp = clock.now
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            if !catchUps.isEmpty && clock.now >= nextCatchUp {
                do { try await storage.enqueue(CatchUp.requests(catchUps, at: clock.now), at: clock.now) } catch {
                    logger.error("cannot enqueue the catch-up", metadata: ["error": "\(error)"])
                }
                nextCatchUp = clock.now.addingTimeInterval(Self.seconds(options.catchUpInterval))
            }
            let ran: Bool
            do { ran = try await runOne() } catch {
                logger.error("the jobs table cannot be read", metadata: ["error": "\(error)"])
                ran = false
            }
            if !ran { try? await cancelWhenGracefulShutdown { try await self.clock.sleep(for: self.options.pollInterval) } }
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
#endif
