#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import Logging
import NIOConcurrencyHelpers
import StoreHelperFixtures
import StoreWeb
import Testing

@testable import LocalAppStoreServer

/// N15 of the second outside attack: the local store logged a line for every anonymous request, and its 500 on a
/// full disk showed the absolute path of its state.
@Suite struct QuietRefusalsTests {
    @Test func aRequestRefusedForItsKeyIsLoggedOnlyAtDebugAndAServedOneAtInfo() async throws {
        let served = try ServedStore()
        defer { try? FileManager.default.removeItem(at: served.directory.url) }
        let recorded = RecordedWarnings()
        let app = Application(router: served.server.router(), logger: Logger(label: "test", factory: recorded.handler(label:)))
        try await app.test(.router) { client async throws in
            #expect(try await client.execute(uri: "/inApps/v1/transactions/1", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/console", method: .get).status == .ok)
        }
        let answered = recorded.lines.withLockedValue { $0 }.filter { $0.metadata["response.status"] != nil }
        #expect(answered.map { "\($0.level) \($0.metadata["response.status"].map { "\($0)" } ?? "")" } == ["debug 401", "info 200"])
    }

    @Test func aStateThatCannotBeSavedAnswers500WithoutItsPath() throws {
        let failure = APIFailures.failure(for: StoreError.state("cannot write /srv/secret/florist/state.sqlite: disk full"))
        #expect(failure?.status == .internalServerError)
        #expect(failure?.message.contains("/srv") == false && failure?.detail?.contains("/srv/secret") == true)
    }
}

/// N10 of the second outside attack: Upload Image took any content type, and 48 uploads of 32 MiB side by side took
/// the store to 1.7 GB.
@Suite struct ImageUploadLimitsTests {
    @Test func anUploadThatIsNotImagePNGIsRefusedBeforeItsBodyIsRead() async throws {
        let served = try ServedStore()
        defer { try? FileManager.default.removeItem(at: served.directory.url) }
        let token = try AppStoreServerAPIToken(key: served.key, clock: SystemClock()).make()
        try await Application(router: served.server.router()).test(.router) { client async throws in
            let png = ByteBuffer(bytes: TestPNG.make(width: 3840, height: 200))
            let uri = "/inApps/v1/messaging/image/\(UUID().uuidString)"
            for type in ["application/octet-stream", "text/plain", "image/jpeg"] {
                let refused = try await client.execute(
                    uri: uri,
                    method: .put,
                    headers: [.authorization: "Bearer \(token)", .contentType: type],
                    body: png
                )
                #expect(refused.status == .badRequest, "\(type)")
            }
            let headers: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "image/png"]
            let taken = try await client.execute(uri: uri, method: .put, headers: headers, body: png)
            #expect(taken.status == .ok)
        }
    }

    @Test func pastItsLimitAnUploadIsRefusedWhileTheOthersAreRead() async throws {
        let uploads = ImageUploads(limit: 1)
        let (started, going) = AsyncStream<Void>.makeStream()
        let (waiting, release) = AsyncStream<Void>.makeStream()
        let first = Task {
            try await uploads.whileReading { () async -> Int in
                going.yield()
                for await _ in waiting { break }
                return 1
            }
        }
        for await _ in started { break }
        #expect(try await uploads.whileReading { 2 } == nil, "a second upload while the first is read")
        release.yield()
        #expect(try await first.value == 1)
        #expect(try await uploads.whileReading { 3 } == 3, "room again")
    }
}
#endif
