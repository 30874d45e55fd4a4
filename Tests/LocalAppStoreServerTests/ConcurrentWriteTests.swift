#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import Testing

/// The API and `storehelper store` processes writing the same store at once: nothing is lost.
@Suite(.tags(.wallClock)) struct ConcurrentWriteTests {
    @Test func apiWritesAndCommandWritesAtOnceAreAllKept() async throws {
        var plants: [String] = []
        let made = try ServedStore { store in
            for _ in 0..<12 { plants.append(try buy(Florist.plant, in: &store)) }
        }
        defer { try? FileManager.default.removeItem(at: made.directory.url) }
        let served = made
        let ids = plants
        let tokens = ids.map { _ in UUID() }
        let tool = try ServeProcess.executable()
        let state = served.directory.url.path
        try await served.serve { client, _ in
            try await withThrowingTaskGroup(of: Void.self) { group in
                // Another process buys while the API sets app account tokens.
                group.addTask {
                    for _ in 0..<6 {
                        let process = Process()
                        process.executableURL = tool
                        process.arguments = ["store", "--state", state, "buy", Florist.plant]
                        process.standardOutput = FileHandle.nullDevice
                        try process.run()
                        process.waitUntilExit()
                        #expect(process.terminationStatus == 0)
                    }
                }
                for (id, token) in zip(ids, tokens) {
                    group.addTask { try await client.setAppAccountToken(id, token) }
                }
                try await group.waitForAll()
            }
        }
        let store = try served.load()
        #expect(store.transactions.count == 18, "12 bought before, 6 by the other process")
        let saved = Dictionary(uniqueKeysWithValues: store.transactions.map { ($0.id, $0.payload.appAccountToken) })
        #expect(zip(ids, tokens).allSatisfy { saved[$0] == $1 }, "every token the API set is kept")
        #expect(store.outbox.filter { $0.notificationType == .oneTimeCharge }.count == 18)
    }
}
#endif
