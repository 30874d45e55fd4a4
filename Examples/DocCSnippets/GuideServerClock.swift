#if Server
// DocC guide snippet "server-clock": a server test moving the server's time (compiled by CI; the article quotes the
// imports and the lines between the markers exactly).
// DocC Guide server-clock: imports
import AppStoreModels
import Foundation
import StoreServer
// DocC Guide server-clock: end
import StoreStorage  // the storage the caller opened

/// A server judging a month after `start`, on a clock only the test moves.
func aServerAMonthLater(settings: ServerSettings, storage: any ServerStorage, start: Date) -> (StoreServer, MockClock) {
    // DocC Guide server-clock: body
    let clock = MockClock(start)
    let server = StoreServer(settings: settings, storage: storage, clock: clock, wallClock: clock)
    clock.advance(by: .seconds(31 * 86_400))  // expiries, renewals and grace periods are judged a month later
    // DocC Guide server-clock: end
    return (server, clock)
}
#endif
