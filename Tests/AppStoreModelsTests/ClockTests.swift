import AppStoreModels
import Foundation
import Testing

/// The injected clocks: a mock that wakes exactly the waits whose deadline came, in order, and lets a cancelled
/// wait go; the system clock's waits end at their deadline and not before.
@Suite struct ClockTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aMockClockWakesTheDueWaitsInDeadlineOrderAndNoOthers() async throws {
        let clock = MockClock(Self.start)
        let woken = Woken()
        let waits = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(for: .seconds(seconds))
                woken.add(seconds)
            }
        }
        await clock.sleepers(atLeast: 3)
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeping == 3, "no deadline has come")
        clock.advance(by: .milliseconds(1_001))
        #expect(clock.sleeping == 1, "the waits of one and two seconds were woken")
        clock.advance(by: .seconds(1))
        for wait in waits { try await wait.value }
        #expect(Set(woken.all) == [1, 2, 3])
        #expect(clock.now == Self.start.addingTimeInterval(3))
        clock.advance(to: Self.start)
        #expect(clock.now == Self.start.addingTimeInterval(3), "a mock clock never goes back")
        try await clock.sleep(until: Self.start)  // a deadline already past returns at once
    }

    @Test func aCancelledWaitThrowsAndLeavesTheClock() async throws {
        let clock = MockClock(Self.start)
        let wait = Task { try await clock.sleep(for: .seconds(60)) }
        await clock.sleepers(atLeast: 1)
        wait.cancel()
        await #expect(throws: CancellationError.self) { try await wait.value }
        #expect(clock.sleeping == 0)
        #expect(clock.now == Self.start)
    }

    @Test func theSystemClocksWaitEndsAtItsDeadline() async throws {
        let clock = SystemClock()
        let deadline = clock.now.addingTimeInterval(0.05)
        try await clock.sleep(until: deadline)
        #expect(clock.now >= deadline)
        try await clock.sleep(until: .distantPast)  // at once
        let cancelled = Task { try await clock.sleep(for: .seconds(3_600)) }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }
}

/// What the waits saw, in the order they woke.
private final class Woken: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Int] = []
    func add(_ value: Int) { lock.withLock { seconds.append(value) } }
    var all: [Int] { lock.withLock { seconds } }
}
