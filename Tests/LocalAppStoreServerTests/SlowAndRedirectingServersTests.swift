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
    /// A server that redirects `/redirect` to `/secret`, answers `/secret` with a secret, and sends
    /// `/slow/:request`'s body a byte every 300 ms; `body` gets its base URL, how often `/secret` was asked for,
    /// and the name of the request each time its body sends a byte.
    static func withServer(
        _ body: @escaping @Sendable (String, NIOLockedValueBox<Int>, AsyncStream<String>) async throws -> Void
    ) async throws {
        let secretHits = NIOLockedValueBox(0)
        let (trickles, trickled) = AsyncStream.makeStream(of: String.self)
        let router = Router()
        router.post("redirect") { _, _ in
            Response(status: .temporaryRedirect, headers: [.location: "/secret"])
        }
        router.post("secret") { _, _ -> String in
            secretHits.withLockedValue { $0 += 1 }
            return "SECRET"
        }
        router.post("slow/:request") { _, context in
            let request = context.parameters.get("request") ?? ""
            return Response(
                status: .ok,
                body: ResponseBody { writer in
                    for byte in Array("{\"message\": {}}".utf8) {
                        try await writer.write(ByteBuffer(bytes: [byte]))
                        trickled.yield(request)
                        try await Task.sleep(for: .milliseconds(300))
                    }
                    try await writer.finish(nil)
                }
            )
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await body("http://127.0.0.1:\(client.port!)", secretHits, trickles) }
    }

    @Test func aRealtimeRequestIsNeverRedirectedAndOnlyA200sBodyIsKept() async throws {
        try await Self.withServer { base, secretHits, _ in
            let attempt = await RealtimeRequester(timeout: .seconds(10)).post([UInt8]("{}".utf8), to: "\(base)/redirect")
            #expect(attempt.result == .unsuccessfulHTTPResponseCode && attempt.httpStatus == 307)
            #expect(attempt.answer?.isEmpty ?? true, "nothing of the redirect's target is recorded")
            #expect(secretHits.withLockedValue { $0 } == 0, "the signed request went nowhere else")
        }
    }

    /// The time limit runs on a clock the test moves, once the body has started to arrive: a limit that covered
    /// only the response's head would let the body run to its end (4.5 s), however loaded the machine.
    @Test func aBodyTrickledAByteAtATimeEndsTheRealtimeRequestAndTheNotificationAtTheirTimeLimits() async throws {
        try await Self.withServer { base, _, trickles in
            var seen = trickles.makeAsyncIterator()
            /// Returns once the time limit waits and `request`'s body has sent three bytes (its head long before);
            /// the limit must still be waiting then.
            func midBody(_ request: String, on clock: MockClock) async {
                await clock.sleepers(atLeast: 1)
                var bytes = 0
                while bytes < 3, let sender = await seen.next() {
                    if sender == request { bytes += 1 }
                }
                #expect(clock.sleeping == 1, "the time limit still runs while the body arrives")
            }
            let realtimeClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
            let requester = RealtimeRequester(timeout: .milliseconds(700), clock: realtimeClock)
            async let attempt = requester.post([UInt8]("{}".utf8), to: "\(base)/slow/realtime")
            await midBody("realtime", on: realtimeClock)
            realtimeClock.advance(by: .milliseconds(700))
            #expect(await attempt.result == .timedOut, "ended at 700 ms, not at the body's end")

            let posterClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
            let poster = NotificationPoster(
                client: LocalAppStoreServer.deliveryClient,
                timeout: .milliseconds(700),
                clock: posterClock
            )
            async let result = poster.post("x", to: "\(base)/slow/notification")
            await midBody("notification", on: posterClock)
            posterClock.advance(by: .milliseconds(700))
            #expect(await result == .timedOut)
        }
    }
}
#endif
