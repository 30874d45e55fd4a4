#if Server
import Logging
import Testing

@testable import StoreWeb

/// Each client's connections are counted apart: one at its cap does not stop another.
@Suite struct ConnectionsPerClientTests {
    @Test func aClientAtItsCapIsRefusedWhileOthersAreNotAndAClosedConnectionMakesRoom() {
        let clients = ConnectionsPerClient(maximum: 2, logger: Logger(label: "test"))
        #expect(clients.open("203.0.113.7") && clients.open("203.0.113.7"))
        #expect(!clients.open("203.0.113.7"), "the third of one client")
        #expect(clients.open("203.0.113.8"), "another client")
        clients.closed("203.0.113.7")
        #expect(clients.open("203.0.113.7"), "room again")
        #expect(!clients.open("203.0.113.7"))
    }
}
#endif
