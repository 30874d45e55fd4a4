#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kill -9` at any moment of a command: what a command acknowledged is never lost, a purchase is
/// never half saved, and the next command goes on from a consistent store.
@Suite(.tags(.wallClock)) struct KilledCommandTests {
    @Test func aKilledCommandLosesNothingItAcknowledged() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let created = await CommandRunner.run([
            "store", "--state", directory.url.path, "--config", Florist.storekitURL.path, "--bundle-id", Florist.bundleId, "products",
        ])
        #expect(created.status == 0, "\(created.stderr)")

        // Kills land ever later: while starting, reading, signing and committing; the last rounds run to the end.
        let rounds = 30
        var acknowledged: [String] = []
        var killed = 0
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = try CommandRunner.executable()
            process.arguments = ["store", "--state", directory.url.path, "buy", Florist.plant]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            if round < rounds - 3 {
                usleep(UInt32(round) * 5_000)
                kill(process.processIdentifier, SIGKILL)
            }
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            guard process.terminationReason == .exit, process.terminationStatus == 0 else { continue }
            let words = printed.split(whereSeparator: \.isWhitespace)
            if words.first == "purchased", words.count > 1 { acknowledged.append(String(words[1])) }
        }
        #expect(killed > 0 && acknowledged.count >= 3)

        let after = await CommandRunner.run(["store", "--state", directory.url.path, "buy", Florist.plant])
        #expect(after.status == 0, "\(after.stderr)")
        let store = try directory.load()
        let ids = store.transactions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(acknowledged).isSubset(of: Set(ids)), "acknowledged \(acknowledged), saved \(ids)")
        #expect(ids.count >= acknowledged.count + 1 && ids.count <= rounds + 1)
        // Each purchase and its ONE_TIME_CHARGE notification were saved together.
        #expect(store.outbox.map(\.notificationType) == Array(repeating: .oneTimeCharge, count: ids.count))
    }
}
#endif
