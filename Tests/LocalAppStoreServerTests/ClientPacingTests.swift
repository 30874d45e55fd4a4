#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import LocalAppStore
import LocalAppStoreServer
import StoreHelperFixtures
import Testing

/// A client paced as Sandbox keeps to Apple's limit of each endpoint there (Get Image List: 1 a second, 360 an hour,
/// https://developer.apple.com/documentation/retentionmessaging/identifying-rate-limits) against a local store that
/// holds it to that limit: it waits its turn instead of meeting a 429, and after a 429 waits out its Retry-After.
@Suite(.timeLimit(.minutes(2))) struct ClientPacingTests {
    /// A client of `served` paced as Sandbox on `wall`, which takes a 429 as an error (no retries).
    static func paced(_ served: ServedStore, _ url: URL, _ wall: MockClock) -> AppStoreServerAPIClient {
        var client = AppStoreServerAPIClient(key: served.key, environment: .local(url), clock: wall)
        client.pacedAs = .sandbox
        client.rateLimitRetries = 0
        return client
    }

    @Test func aPacedClientWaitsItsTurnInsteadOfMeetingA429() async throws {
        let wall = MockClock(Date())
        let served = try ServedStore.sandbox(wall: wall)
        try await served.serve { _, url in
            let paced = Self.paced(served, url, wall)  // a 429 would be an error: only pacing gets the 361st call through
            for _ in 0..<360 { _ = try await paced.imageList() }
            let client = paced
            let waiting = Task { try await client.imageList() }
            await wall.sleepers(atLeast: 1)
            wall.advance(by: .seconds(10))
            #expect(try await waiting.value.imageIdentifiers != nil, "the 361st call waited 10 s for its turn and was answered")

            // A turn further off than the client waits for fails at once, and nothing is sent.
            var hurried = paced
            hurried.longestRetryWait = 5
            do throws(AppStoreServerAPIError) {
                _ = try await hurried.imageList()
                Issue.record("a call 10 s before its turn was sent")
            } catch {
                #expect(error.kind == .rateLimited && error.httpStatus == nil && (error.retryAfter ?? 0) > 5)
            }
        }
    }

    @Test func afterA429TheEndpointWaitsOutItsRetryAfter() async throws {
        let wall = MockClock(Date())
        let served = try ServedStore.sandbox(wall: wall)
        try await served.serve { unpaced, url in
            for _ in 0..<360 { _ = try await unpaced.imageList() }  // another process used the hour's budget
            var paced = Self.paced(served, url, wall)
            paced.longestRetryWait = 5
            do throws(AppStoreServerAPIError) {
                _ = try await paced.imageList()
                Issue.record("the store admitted a 361st call within the hour")
            } catch {
                #expect(error.httpStatus == 429, "its own count allowed the call; the store refused it")
            }
            do throws(AppStoreServerAPIError) {
                _ = try await paced.imageList()
                Issue.record("a call was sent during the Retry-After")
            } catch {
                #expect(error.kind == .rateLimited && error.httpStatus == nil, "held by the Retry-After, nothing sent")
            }
            wall.advance(by: .seconds(11))
            _ = try await paced.imageList()
        }
    }
}
#endif
