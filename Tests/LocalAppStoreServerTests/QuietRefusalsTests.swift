import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import Logging
import NIOConcurrencyHelpers
import StoreWeb
import Testing

@testable import LocalAppStoreServer

/// N15 of the second outside attack: the local store logged a line for every anonymous request, and its 500 on a
/// full disk showed the absolute path of its state.
@Suite struct QuietRefusalsTests {
    /// Each logged line: its level and its metadata.
    final class Lines: Sendable {
        let lines = NIOLockedValueBox<[(Logger.Level, Logger.Metadata)]>([])

        func handler(label: String) -> any LogHandler { Handler(lines: self) }

        struct Handler: LogHandler {
            let lines: Lines
            var metadata: Logger.Metadata = [:]
            var logLevel: Logger.Level = .trace

            subscript(metadataKey key: String) -> Logger.Metadata.Value? {
                get { metadata[key] }
                set { metadata[key] = newValue }
            }

            func log(event: LogEvent) {
                lines.lines.withLockedValue { $0.append((event.level, event.metadata ?? [:])) }
            }
        }
    }

    @Test func aRequestRefusedForItsKeyIsLoggedOnlyAtDebugAndAServedOneAtInfo() async throws {
        let served = try ServedStore()
        defer { try? FileManager.default.removeItem(at: served.directory.url) }
        let lines = Lines()
        let app = Application(router: served.server.router(), logger: Logger(label: "test", factory: lines.handler(label:)))
        try await app.test(.router) { client async throws in
            #expect(try await client.execute(uri: "/inApps/v1/transactions/1", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/console", method: .get).status == .ok)
        }
        let answered = lines.lines.withLockedValue { $0 }.filter { $0.1["response.status"] != nil }
        #expect(answered.map { "\($0.0) \($0.1["response.status"]!)" } == ["debug 401", "info 200"])
    }

    @Test func aStateThatCannotBeSavedAnswers500WithoutItsPath() throws {
        let failure = APIFailures.failure(for: StoreError.state("cannot write /srv/secret/florist/state.sqlite: disk full"))
        #expect(failure?.status == .internalServerError)
        #expect(failure?.message.contains("/srv") == false && failure?.detail?.contains("/srv/secret") == true)
    }
}
