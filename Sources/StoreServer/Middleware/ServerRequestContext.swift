public import Hummingbird
public import NIOCore

/// StoreServer's request context: Hummingbird's, with the peer's address (failed sign-ins are counted per
/// client).
public struct ServerRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection's peer; `nil` where there is no socket (in-process tests).
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's address as a key for counting (its IP address, or `unknown`).
    var client: String { remoteAddress?.ipAddress ?? "unknown" }
}
