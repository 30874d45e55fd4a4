#if Server
public import Hummingbird
public import NIOCore

/// StoreServer's request context: Hummingbird's, with the peer's address and the client's (wrong keys are
/// counted per client).
public struct ServerRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection's peer; `nil` where there is no socket (in-process tests).
    public let remoteAddress: SocketAddress?

    /// The client's address as a key for counting: the peer's IP address (or `unknown`), or the address a
    /// trusted proxy forwards (``ClientAddressMiddleware``).
    var client: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        client = remoteAddress?.ipAddress ?? "unknown"
    }
}
#endif
