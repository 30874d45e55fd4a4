#if Server
import AppStoreModels
import AsyncHTTPClient
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreRetention
import NIOConcurrencyHelpers
import NIOCore
import Testing

@testable import LocalAppStoreServer

/// N7 and N8 of the second outside attack: the store followed a realtime URL's redirect, re-POSTing the signed
/// request and recording the final body (StoreServer's `/metrics`, say), and its time limits ended when a response's
/// head arrived, so a body sent a byte a second held a cancellation flow 25 s and each notification 12 s.
@Suite struct SlowAndRedirectingServersTests {
    /// A server that redirects `/redirect` to `/secret`, answers `/secret` with a secret, and sends `/slow`'s body a
    /// byte every 300 ms; `body` gets its base URL and how often `/secret` was asked for.
    static func withServer(_ body: @escaping @Sendable (String, NIOLockedValueBox<Int>) async throws -> Void) async throws {
        let secretHits = NIOLockedValueBox(0)
        let router = Router()
        router.post("redirect") { _, _ in
            Response(status: .temporaryRedirect, headers: [.location: "/secret"])
        }
        router.post("secret") { _, _ -> String in
            secretHits.withLockedValue { $0 += 1 }
            return "SECRET"
        }
        router.post("slow") { _, _ in
            Response(
                status: .ok,
                body: ResponseBody { writer in
                    for byte in Array("{\"message\": {}}".utf8) {
                        try await writer.write(ByteBuffer(bytes: [byte]))
                        try await Task.sleep(for: .milliseconds(300))
                    }
                    try await writer.finish(nil)
                }
            )
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await body("http://127.0.0.1:\(client.port!)", secretHits) }
    }

    @Test func aRealtimeRequestIsNeverRedirectedAndOnlyA200sBodyIsKept() async throws {
        try await Self.withServer { base, secretHits in
            let attempt = await RealtimeRequester(timeout: .seconds(10)).post([UInt8]("{}".utf8), to: "\(base)/redirect")
            #expect(attempt.result == .unsuccessfulHTTPResponseCode && attempt.httpStatus == 307)
            #expect(attempt.answer?.isEmpty ?? true, "nothing of the redirect's target is recorded")
            #expect(secretHits.withLockedValue { $0 } == 0, "the signed request went nowhere else")
        }
    }

    @Test func aBodyTrickledAByteAtATimeEndsTheRealtimeRequestAndTheNotificationAtTheirTimeLimits() async throws {
        try await Self.withServer { base, _ in
            let clock = ContinuousClock()
            var start = clock.now
            let attempt = await RealtimeRequester(timeout: .milliseconds(700)).post([UInt8]("{}".utf8), to: "\(base)/slow")
            #expect(attempt.result == .timedOut && clock.now - start < .seconds(3), "ended at 700 ms, not at the body's 4.5 s")
            start = clock.now
            let poster = NotificationPoster(client: LocalAppStoreServer.deliveryClient, timeout: .milliseconds(700))
            let result = await poster.post("x", to: "\(base)/slow")
            #expect(result == .timedOut && clock.now - start < .seconds(3))
        }
    }
}
#endif
