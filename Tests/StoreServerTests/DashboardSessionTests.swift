#if Server
import AppStoreModels
import Foundation
import Testing

@testable import StoreServer

/// Dashboard sessions on a wall clock the test moves.
@Suite struct DashboardSessionTests {
    @Test func aSessionLastsTwelveHoursAndOnlyUnderTheKeysThatMadeIt() throws {
        let clock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let sessions = DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], clock: clock)
        let session = sessions.start()
        #expect(sessions.session(session) != nil)
        #expect(
            DashboardSessions(adminKeys: ["admin-key-0123456789abcdef"], clock: clock).session(session) != nil,
            "another process, same keys"
        )
        #expect(DashboardSessions(adminKeys: ["another-admin-key-0123456789"], clock: clock).session(session) == nil, "keys rotated")
        let parts = session.split(separator: ".")
        let lengthened = try #require(Int64(parts[0])) + 86_400_000
        #expect(sessions.session("\(lengthened).\(parts[1]).\(parts[2])") == nil, "a lengthened session")
        #expect(sessions.session("") == nil, "empty")
        #expect(sessions.session(String(repeating: "a", count: 300)) == nil)
        clock.advance(by: .seconds(DashboardSessions.lifetime - 1))
        #expect(sessions.session(session)?.id == String(parts[1]))
        clock.advance(by: .seconds(2))
        #expect(sessions.session(session) == nil, "expired")
    }
}
#endif
