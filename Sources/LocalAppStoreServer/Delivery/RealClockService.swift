#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI
import Logging
import ServiceLifecycle

/// Moves the store's clock with the wall clock while the server runs (`--clock real`), so renewals,
/// retries, grace ends and expiries happen by themselves, as in Xcode. Time another process flies
/// with `advance` adds to it.
struct RealClockService: Service {
    let access: StoreAccess
    /// The wall clock the store's clock follows.
    let clock: any ServiceClock
    let logger: Logger
    var interval: Duration = .seconds(1)

    func run() async throws {
        var last = clock.now
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            try? await cancelWhenGracefulShutdown { try await clock.sleep(for: interval) }
            let now = clock.now
            let elapsed = now.timeIntervalSince(last)
            last = now
            guard elapsed > 0 else { continue }
            do {
                try await access.change { (store) throws(ServerAPIError) in
                    do throws(StoreError) { try store.advance(by: elapsed) } catch { throw ServerAPIError(error) }
                }
            } catch {
                logger.error("the store's clock could not move: \(error)")
            }
        }
    }
}
#endif
