#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import Testing

@testable import LocalAppStoreServer

/// ``LocalAppStoreServer/ClockMode/real``: the store's clock follows the wall clock, so renewals happen by
/// themselves — here a wall clock the test moves.
@Suite struct RealClockTests {
    @Test func aRealClockRenewsSubscriptionsByItself() async throws {
        var made = try ServedStore(settings: ["environment": "Sandbox", "timeRate": "oneRenewalEveryTwoSeconds"]) { store in
            try buy(Florist.bronze, in: &store)
        }
        defer { try? FileManager.default.removeItem(at: made.directory.url) }
        let wallClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        made.options.clock = .real
        made.options.wallClock = wallClock
        let served = made
        let started = try served.load().now
        let service = try #require(served.server.services().compactMap { $0 as? RealClockService }.first)
        let running = Task { try await service.run() }

        await wallClock.sleepers(atLeast: 1)
        wallClock.advance(by: .seconds(1))
        await wallClock.sleepers(atLeast: 1)  // the store has moved a second and the service waits again
        #expect(try served.load().now.timeIntervalSince(started) == 1)
        #expect(try served.load().outbox.contains { $0.notificationType == .didRenew } == false, "the period has a second to go")
        wallClock.advance(by: .seconds(1))
        await wallClock.sleepers(atLeast: 1)
        let renewed = try #require(try served.load().outbox.first { $0.notificationType == .didRenew })
        #expect(renewed.signedDate.timeIntervalSince(started) >= 2, "the renewal came when the two-second period ended")

        running.cancel()
        _ = try? await running.value
        let stopped = try served.load().now
        wallClock.advance(by: .seconds(5))
        #expect(try served.load().now == stopped, "a stopped service moves the clock no more")
    }
}
#endif
