#if Server
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes

/// The connections each client (peer address) holds, shared by every connection of a server: a connection
/// past ``maximum`` for its client is closed as soon as it opens.
final class ConnectionsPerClient: Sendable {
    let maximum: Int
    private let logger: Logger
    private let state = NIOLockedValueBox(State())

    private struct State {
        var open: [String: Int] = [:]
        /// When each client was last warned about, so a client at its cap writes one line a minute, not one per try.
        var warned: [String: NIODeadline] = [:]
    }

    init(maximum: Int, logger: Logger) {
        self.maximum = maximum
        self.logger = logger
    }

    /// Counts a new connection of `client`; false (and nothing counted) when the client already holds ``maximum``.
    func open(_ client: String) -> Bool {
        let now = NIODeadline.now()
        let (accepted, warn) = state.withLockedValue { state -> (Bool, Bool) in
            let open = state.open[client, default: 0]
            guard open >= maximum else {
                state.open[client] = open + 1
                return (true, false)
            }
            if let last = state.warned[client], now - last < .minutes(1) { return (false, false) }
            if state.warned.count >= 10_000 { state.warned.removeAll(keepingCapacity: true) }
            state.warned[client] = now
            return (false, true)
        }
        if warn {
            logger.warning(
                "a client holds its most connections: new ones from it are closed",
                metadata: ["client": "\(client)", "maximumConnectionsPerClient": "\(maximum)"]
            )
        }
        return accepted
    }

    /// A connection of `client` counted by ``open(_:)`` closed.
    func closed(_ client: String) {
        state.withLockedValue { state in
            let open = state.open[client, default: 1] - 1
            state.open[client] = open > 0 ? open : nil
        }
    }
}

/// Counts its connection for its client; closes it at once when the client holds too many.
final class PerClientConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let clients: ConnectionsPerClient
    /// The client this connection is counted for, once it is.
    private var counted: String?

    init(clients: ConnectionsPerClient) {
        self.clients = clients
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { count(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        count(context)
        context.fireChannelActive()
    }

    private func count(_ context: ChannelHandlerContext) {
        guard counted == nil else { return }
        let client = context.channel.remoteAddress?.ipAddress ?? "unknown"
        if clients.open(client) {
            counted = client
        } else {
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func release() {
        if let client = counted {
            counted = nil
            clients.closed(client)
        }
    }
}
#endif
