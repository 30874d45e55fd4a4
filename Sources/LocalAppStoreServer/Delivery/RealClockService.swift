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
    let logger: Logger
    var interval: Duration = .seconds(1)

    func run() async throws {
        var last = Date()  // the wall clock: this service moves the store's clock with it
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            let now = Date()  // the wall clock
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
