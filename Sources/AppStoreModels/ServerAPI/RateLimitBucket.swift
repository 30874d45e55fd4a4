public import Foundation

/// How a rate limit counts (Apple's: a number of requests over an hour): a bucket of `capacity` turns, refilled
/// continuously at `capacity` per `period`, from which each request takes one. A turn can be booked ahead: the
/// request waits for it, and the ones after it queue behind.
public struct RateLimitBucket: Hashable, Sendable {
    /// The most turns the bucket holds, and the turns per period.
    public let capacity: Int
    /// Turns refilled per second.
    public let perSecond: Double
    private var turns: Double
    /// The instant `turns` is counted at; later than now while a hold lasts.
    private var counted: Date

    /// A full bucket at `now`.
    public init(capacity: Int, per period: TimeInterval, now: Date) {
        self.capacity = max(1, capacity)
        perSecond = Double(self.capacity) / max(period, 0.001)
        turns = Double(self.capacity)
        counted = now
    }

    /// Takes the next turn when it comes within `longest` seconds of `now`: the wait for it (0: go now) and whether
    /// it was taken. A later turn is not taken, and the wait says when one would come.
    public mutating func take(at now: Date, waitingAtMost longest: TimeInterval = 0) -> (wait: TimeInterval, taken: Bool) {
        if now > counted {
            // A clock set back refills nothing.
            turns = min(Double(capacity), turns + now.timeIntervalSince(counted) * perSecond)
            counted = now
        }
        let wait = max(0, counted.timeIntervalSince(now)) + max(0, (1 - turns) / perSecond)
        guard wait <= longest else { return (wait, false) }
        turns -= 1
        return (wait, true)
    }

    /// No turn before `until` (the limit's owner said so, as `Retry-After`): one turn then, and none saved up
    /// meanwhile.
    public mutating func hold(until: Date) {
        turns = min(turns, 1)
        if until > counted { counted = until }
    }
}
