#if Server
import AppStoreModels
import Foundation
import StoreStorage
import Testing

@testable import StoreServer

/// Production's and Sandbox's notification histories are caught up apart, each with its own cursor.
@Suite struct CatchUpTests {
    @Test func eachAcceptedEnvironmentHasItsCatchUpAndCursor() throws {
        #expect(CatchUp.environments(accepting: [.production, .sandbox, .xcode]) == [.production, .sandbox])
        #expect(CatchUp.environments(accepting: [.sandbox]) == [.sandbox])
        #expect(CatchUp.environments(accepting: [.localTesting]) == [.production], "a local store's data: the URL configured first")
        #expect(CatchUp.cursorName(.production) == "notification-history", "the single cursor of earlier versions")
        #expect(CatchUp.cursorName(.sandbox) == "notification-history-sandbox")
        let requests = CatchUp.requests([.production, .sandbox], at: Date())
        #expect(Set(requests.compactMap(\.uniqueKey)).count == 2, "one catch-up may wait per environment")
        let environments = try requests.map { try JSONDecoder().decode(CatchUp.Payload.self, from: Data($0.payload.utf8)).environment }
        #expect(environments == ["Production", "Sandbox"])
        let queuedBefore = try JSONDecoder().decode(CatchUp.Payload.self, from: Data("{}".utf8))
        #expect(queuedBefore.environment == nil, "a catch-up queued by an earlier version still decodes (and reads Production)")
    }
}
#endif
