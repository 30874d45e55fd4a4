#if Server
public import Logging
public import NIOConcurrencyHelpers

/// What a logger was given, for tests that check what a component logs
/// (`Logger(label: …, factory: recorded.handler(label:))`): its warnings and errors, and every line.
public final class RecordedWarnings: Sendable {
    /// Each warning or worse, in order: its message.
    public let messages = NIOLockedValueBox<[String]>([])
    /// Every line, whatever its level, in order.
    public let lines = NIOLockedValueBox<[(level: Logger.Level, message: String, metadata: Logger.Metadata)]>([])

    public init() {}

    /// A handler recording into this.
    public func handler(label: String) -> any LogHandler { Handler(recorded: self) }

    private struct Handler: LogHandler {
        let recorded: RecordedWarnings
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorded.lines.withLockedValue { $0.append((event.level, "\(event.message)", metadata.merging(event.metadata ?? [:]) { $1 })) }
            guard event.level >= .warning else { return }
            recorded.messages.withLockedValue { $0.append("\(event.message)") }
        }
    }
}
#endif
