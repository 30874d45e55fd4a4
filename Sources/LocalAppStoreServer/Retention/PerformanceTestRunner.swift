#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import Logging

/// Sends a performance test's requests at its configuration's pace — waves of `maxConcurrentRequests`
/// spread over `totalDuration` — and records what each met in the store.
struct PerformanceTestRunner: Sendable {
    let access: StoreAccess
    let requester: RealtimeRequester
    /// The clock the waves are paced on.
    let clock: any ServiceClock
    let logger: Logger

    func run(test requestId: String, target: String, bodies: [[UInt8]], config: PerformanceTestConfig) async {
        let concurrency = max(1, Int(config.maxConcurrentRequests ?? 1))
        let threshold = config.responseTimeThreshold ?? 700
        let waves = stride(from: 0, to: bodies.count, by: concurrency).map { Array(bodies[$0..<min($0 + concurrency, bodies.count)]) }
        let pause = TimeInterval(max(0, config.totalDuration ?? 0)) / 1000 / Double(max(1, waves.count))
        for (number, wave) in waves.enumerated() {
            let started = clock.now
            let samples = await withTaskGroup(of: PerformanceTestRun.Sample.self) { group in
                for body in wave {
                    group.addTask {
                        let attempt = await requester.post(body, to: target)
                        return Self.sample(of: attempt, threshold: threshold)
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let last = number == waves.count - 1
            do {
                try await access.change { (store) throws(ServerAPIError) in
                    store.retentionMessaging.recordPerformanceSamples(samples, test: requestId, finished: last)
                }
            } catch {
                logger.error("could not record performance test samples", metadata: ["test": "\(requestId)", "error": "\(error)"])
                return
            }
            if !last { try? await clock.sleep(until: started.addingTimeInterval(pause)) }
        }
    }

    /// A request succeeds when it is answered with a `RealtimeResponseBody` within the threshold.
    static func sample(of attempt: RealtimeAttempt, threshold: Int64) -> PerformanceTestRun.Sample {
        var result = attempt.result
        if result == .success, attempt.latencyMilliseconds > threshold { result = .timedOut }
        if result == .success, (try? JSONDecoder().decode(RealtimeResponseBody.self, from: Data((attempt.answer ?? "").utf8))) == nil {
            result = .invalidResponse
        }
        return PerformanceTestRun.Sample(result: result, latencyMilliseconds: attempt.latencyMilliseconds)
    }
}
#endif
