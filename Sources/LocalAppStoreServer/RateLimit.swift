#if Server
/// How many App Store Server API requests the local store admits in a period (429 past it), written as
/// `N/s`, `N/min` or `N/h`.
public struct RateLimit: Sendable, Hashable, CustomStringConvertible {
    /// The requests admitted per `period`, and the largest burst.
    public var requests: Int
    public var period: Duration

    public init(_ requests: Int, per period: Duration) {
        self.requests = requests
        self.period = period
    }

    /// Reads `N/s`, `N/min` or `N/h` with N a positive whole number; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let requests = Int(parts[0]), requests > 0 else { return nil }
        switch parts[1] {
        case "s": period = .seconds(1)
        case "min": period = .seconds(60)
        case "h": period = .seconds(3_600)
        default: return nil
        }
        self.requests = requests
    }

    public var description: String {
        switch period {
        case .seconds(1): "\(requests)/s"
        case .seconds(60): "\(requests)/min"
        case .seconds(3_600): "\(requests)/h"
        default: "\(requests) per \(period)"
        }
    }
}
#endif
