#if Server
import Hummingbird
public import HummingbirdCore
public import Logging
import NIOCore
import NIOHTTPTypes

/// What one client may hold of a server: how long a connection may sit idle, how long a request may take
/// to arrive, and how many connections are open at once. Without them a few hundred idle or half-sent
/// connections exhaust the file descriptors and the server stops answering everyone.
public struct ConnectionLimits: Sendable, Hashable {
    /// A connection with no request under way for this long is closed; so is one whose request head has
    /// not arrived whole within it (a request trickled in a byte at a time never completes its head).
    public var idleTimeout: Duration
    /// A request whose head arrived must arrive whole (its body included) within this time, or its
    /// connection is closed.
    public var requestReadTimeout: Duration
    /// Connections open at once; past it new ones wait to be accepted (and a warning says so).
    public var maximumConnections: Int
    /// Connections one client (one peer address) may hold at once; a new one past it is closed at once, so one
    /// client cannot take every connection and lock the others out. Behind a proxy every request comes from
    /// the proxy's address: raise it there to what the proxy keeps open.
    public var maximumConnectionsPerClient: Int

    /// The defaults: 60 s idle, 30 s to read a request, 512 connections (half of a common 1,024 open-file limit),
    /// 128 of them per client (a quarter: several users behind one address, as carriers' NAT puts them, fit).
    public init(
        idleTimeout: Duration = .seconds(60),
        requestReadTimeout: Duration = .seconds(30),
        maximumConnections: Int = 512,
        maximumConnectionsPerClient: Int = 128
    ) {
        self.idleTimeout = idleTimeout
        self.requestReadTimeout = requestReadTimeout
        self.maximumConnections = maximumConnections
        self.maximumConnectionsPerClient = maximumConnectionsPerClient
    }

    /// The HTTP/1.1 server with these timeouts and the cap per client, which `logger` reports (once a minute
    /// at most per client).
    public func server(logger: Logger) -> HTTPServerBuilder {
        let readTimeout = TimeAmount(requestReadTimeout)
        let perClient = ConnectionsPerClient(maximum: maximumConnectionsPerClient, logger: logger)
        return .http1(
            configuration: .init(
                additionalChannelHandlers: [PerClientConnectionGuard(clients: perClient), RequestReadDeadline(timeout: readTimeout)],
                idleTimeout: TimeAmount(idleTimeout)
            )
        )
    }

    /// The cap on connections, logging to `logger` when it is reached.
    public func connectionCap(logger: Logger) -> some AvailableConnectionsDelegate {
        ConnectionCap(maximum: maximumConnections, logger: logger)
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(
            seconds.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        )
    }
}

/// Closes a connection whose request, once its head arrived, is not whole within `timeout`.
final class RequestReadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    let timeout: TimeAmount
    private var deadline: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            deadline?.cancel()
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            deadline = context.eventLoop.scheduleTask(in: timeout) { loopBound.value.close(promise: nil) }
        case .end:
            deadline?.cancel()
            deadline = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }
}

/// At most `maximum` connections at once; one warning each time the cap is reached (not one per connection).
struct ConnectionCap: AvailableConnectionsDelegate {
    let maximum: Int
    let logger: Logger
    var open = 0
    var atCap = false

    mutating func connectionOpened() {
        open += 1
        if open >= maximum && !atCap {
            atCap = true
            logger.warning(
                "connection cap reached: new connections wait until one closes",
                metadata: ["open": "\(open)", "maximumConnections": "\(maximum)"]
            )
        }
    }

    mutating func connectionClosed() {
        open -= 1
        if open < maximum { atCap = false }
    }

    func isAcceptingNewConnections() -> Bool { open < maximum }
}
#endif
