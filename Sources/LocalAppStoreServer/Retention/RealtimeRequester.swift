#if Server
public import AppStoreModels
public import AsyncHTTPClient
import Foundation
public import LocalAppStore
public import LocalAppStoreRetention
import NIOCore
import NIOHTTP1

/// POSTs real-time retention requests as the App Store does and times the app server's answer: the whole exchange,
/// body included, within the time limit; a redirect is an answer like any other that is not 200 (never followed,
/// so the signed request goes nowhere else), and only a 200's body is kept.
public struct RealtimeRequester: Sendable {
    let client: HTTPClient
    /// How long the answer may take (the store shows the default message past it).
    public var timeout: Duration
    /// The clock the time limit runs on.
    let clock: any ServiceClock

    /// A requester over `client` that waits `timeout` on `clock` for each answer.
    public init(
        client: HTTPClient = LocalAppStoreServer.realtimeClient,
        timeout: Duration = LocalAppStore.RetentionMessaging.realtimeResponseTimeLimit,
        clock: any ServiceClock = SystemClock()
    ) {
        self.client = client
        self.timeout = timeout
        self.clock = clock
    }

    /// Sends `prepared` to its realtime URL; nil when the store has none (nothing is sent).
    public func send(_ prepared: PreparedCancelFlow) async -> RealtimeAttempt? {
        guard let url = prepared.realtimeURL else { return nil }
        return await post(prepared.body, to: url)
    }

    /// One POST of `body` to `url`: the result as Apple names it, the status, the latency and the answer.
    func post(_ body: [UInt8], to url: String) async -> RealtimeAttempt {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "User-Agent", value: "App Store Retention Messaging (StoreHelper local App Store)")
        request.body = .bytes(ByteBuffer(bytes: body))
        let timer = ContinuousClock()  // the wall clock: the latency of a real HTTP exchange is the point
        let start = timer.now
        func elapsed() -> Int64 {
            let components = (timer.now - start).components
            return components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
        }
        let (client, prepared) = (self.client, request)
        do {
            let (status, answer) = try await withinTimeLimit(timeout, on: clock) { () async throws -> (Int, [UInt8]) in
                // The time limit on `clock` decides; the client's own deadline, later, only backs it up.
                let response = try await client.execute(prepared, timeout: TimeAmount(timeout) + .seconds(5))
                let status = Int(response.status.code)
                guard status == 200 else { return (status, []) }
                return (
                    status,
                    Array(try await response.body.collect(upTo: LocalAppStore.RetentionMessaging.maximumRealtimeAnswerBytes).readableBytesView)
                )
            }
            return RealtimeAttempt(
                result: status == 200 ? .success : .unsuccessfulHTTPResponseCode,
                httpStatus: status,
                latencyMilliseconds: elapsed(),
                answer: answer
            )
        } catch is TimeLimitExceeded {
            return RealtimeAttempt(result: .timedOut, latencyMilliseconds: elapsed())
        } catch {
            return RealtimeAttempt(result: NotificationPoster.result(of: error), latencyMilliseconds: elapsed())
        }
    }
}
#endif
