#if Server
import AppStoreModels
import Foundation
import Logging
import NIOConcurrencyHelpers

/// Warnings that a flood can repeat (a forged notification each request): the first of each kind in an
/// interval is written; the rest are counted, and the next line written says how many were left out. A
/// flood then costs one line per interval, however fast it comes; the metrics count every one.
final class RepeatedWarnings: Sendable {
    /// The shortest time between two lines of one kind.
    let interval: TimeInterval
    private let clock: any ServiceClock
    private let kinds = NIOLockedValueBox<[String: (written: Date, leftOut: Int)]>([:])

    init(interval: TimeInterval = 10, clock: any ServiceClock = SystemClock()) {
        self.interval = interval
        self.clock = clock
    }

    /// Writes `message` as a warning of `kind` unless one was written less than ``interval`` ago.
    func warning(_ kind: String, _ message: @autoclosure () -> Logger.Message, metadata: Logger.Metadata, to logger: Logger) {
        let instant = clock.now
        let leftOut: Int? = kinds.withLockedValue { kinds in
            // A clock set back ends the interval.
            if let last = kinds[kind], instant >= last.written, instant < last.written.addingTimeInterval(interval) {
                kinds[kind] = (last.written, last.leftOut + 1)
                return nil
            }
            let leftOut = kinds[kind]?.leftOut ?? 0
            kinds[kind] = (instant, 0)
            return leftOut
        }
        guard let leftOut else { return }
        var metadata = metadata
        if leftOut > 0 { metadata["alikeLeftOut"] = "\(leftOut)" }
        logger.warning(message(), metadata: metadata)
    }
}
#endif
