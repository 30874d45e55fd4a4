import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import StoreServer

/// Dashboard sessions on a wall clock the test moves.
@Suite struct DashboardSessionTests {
    final class Clock: Sendable {
        let instant = NIOLockedValueBox(Date(timeIntervalSince1970: 1_800_000_000))
        func now() -> Date { instant.withLockedValue { $0 } }
    }

    @Test func aSessionLastsTwelveHoursAndOnlyUnderTheKeysThatMadeIt() throws {
        let clock = Clock()
        let sessions = DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], now: { clock.now() })
        let session = sessions.start()
        #expect(sessions.session(session) != nil)
        #expect(
            DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], now: { clock.now() }).session(session) != nil,
            "another process, same keys"
        )
        #expect(DashboardSessions(adminKeys: ["another-admin-key-0123456789"], now: { clock.now() }).session(session) == nil, "keys rotated")
        let parts = session.split(separator: ".")
        let lengthened = try #require(Int64(parts[0])) + 86_400_000
        #expect(sessions.session("\(lengthened).\(parts[1]).\(parts[2])") == nil, "a lengthened session")
        #expect(sessions.session("") == nil, "empty")
        #expect(sessions.session(String(repeating: "a", count: 300)) == nil)
        clock.instant.withLockedValue { $0 += DashboardSessions.lifetime - 1 }
        #expect(sessions.session(session)?.id == String(parts[1]))
        clock.instant.withLockedValue { $0 += 2 }
        #expect(sessions.session(session) == nil, "expired")
    }
}
