import AppStoreModels
public import Foundation

/// When a notification that could not be delivered is tried again, on the store's clock.
public enum RetrySchedule: String, CaseIterable, Codable, Sendable {
    /// One attempt, as Apple's sandbox.
    case none
    /// Apple's production schedule: five retries, 1, 12, 24, 48 and 72 hours after the attempt before.
    case apple
    /// Apple's shape in seconds (1, 12, 24, 48, 72), for tests: due by the store's clock, or by the wall
    /// clock when the store's does not move as fast (a manual clock moves only with `advance`).
    case fast

    /// The wait after each failed attempt before the next; one attempt more than there are delays.
    public var delays: [TimeInterval] {
        let shape: [TimeInterval] = [1, 12, 24, 48, 72]
        switch self {
        case .none: return []
        case .apple: return shape.map { $0 * 3600 }
        case .fast: return shape
        }
    }

    /// The most attempts a notification gets.
    public var maximumAttempts: Int { delays.count + 1 }

    /// Whether `entry` needs no more attempts: delivered, or out of attempts.
    public func isSettled(_ entry: OutboxEntry) -> Bool {
        entry.isDelivered || (entry.sendAttempts?.count ?? 0) >= maximumAttempts
    }

    /// Whether retries are also due by the wall clock (``fast``), whatever the store's clock does.
    public var followsWallClock: Bool { self == .fast }

    /// When `entry`'s next attempt is due on the store's clock; nil when it is settled.
    public func nextAttemptDate(_ entry: OutboxEntry) -> Date? {
        guard !isSettled(entry) else { return nil }
        guard let attempts = entry.sendAttempts, let last = attempts.last else { return entry.signedDate }
        return (last.attemptDate?.date ?? entry.signedDate).addingTimeInterval(delays[attempts.count - 1])
    }
}
