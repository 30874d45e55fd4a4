import Foundation
import Logging
import NIOConcurrencyHelpers

/// Warnings that a flood can repeat (a forged notification each request): the first of each kind in an
/// interval is written; the rest are counted, and the next line written says how many were left out. A
/// flood then costs one line per interval, however fast it comes; the metrics count every one.
final class RepeatedWarnings: Sendable {
    /// The shortest time between two lines of one kind.
    let interval: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let kinds = NIOLockedValueBox<[String: (written: ContinuousClock.Instant, leftOut: Int)]>([:])

    init(interval: Duration = .seconds(10), now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.interval = interval
        self.now = now
    }

    /// Writes `message` as a warning of `kind` unless one was written less than ``interval`` ago.
    func warning(_ kind: String, _ message: @autoclosure () -> Logger.Message, metadata: Logger.Metadata, to logger: Logger) {
        let instant = now()
        let leftOut: Int? = kinds.withLockedValue { kinds in
            if let last = kinds[kind], instant < last.written.advanced(by: interval) {
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
