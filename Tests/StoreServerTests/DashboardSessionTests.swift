import Foundation
import Synchronization
import Testing

@testable import StoreServer

/// Dashboard sessions on a wall clock the test moves.
@Suite struct DashboardSessionTests {
    final class Clock: Sendable {
        let instant = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func now() -> Date { instant.withLock { $0 } }
    }

    @Test func aSessionLastsTwelveHoursAndOnlyUnderTheKeysThatMadeIt() {
        let clock = Clock()
        let sessions = DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], now: { clock.now() })
        let session = sessions.start()
        #expect(sessions.isValid(session))
        #expect(DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], now: { clock.now() }).isValid(session), "another process, same keys")
        #expect(!DashboardSessions(adminKeys: ["another-admin-key-0123456789"], now: { clock.now() }).isValid(session))
        let parts = session.split(separator: ".")
        #expect(!sessions.isValid("\(Int64(parts[0])! + 86_400_000).\(parts[1]).\(parts[2])"), "a lengthened session")
        #expect(!sessions.isValid(""), "empty")
        #expect(!sessions.isValid(String(repeating: "a", count: 300)))
        clock.instant.withLock { $0 += DashboardSessions.lifetime - 1 }
        #expect(sessions.isValid(session))
        clock.instant.withLock { $0 += 2 }
        #expect(!sessions.isValid(session), "expired")
    }
}
