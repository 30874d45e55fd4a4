import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// Closed-loop HTTP/1.1 load for the benches: each keep-alive connection sends its next request as soon
/// as the last answer is in. Built on SwiftNIO's channel handlers directly (no task, no client request
/// object per request), on event-loop threads of its own, so the generator takes little of the cores
/// it shares with the server.
struct LoadGenerator {
    /// One request to send.
    struct Request: Sendable {
        var method: HTTPMethod
        var uri: String
        var headers: [(String, String)] = []
        var body: String?
    }

    /// Why an answer was refused (anything but 200, or not the expected body).
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    let host: String
    let port: Int
    let connections: Int

    /// Sends requests 0..<count (request `i` is `make(i)`) over the connections; every answer must be a
    /// 200, and `expected` (when given) its exact body. Returns each request's latency and the wall time.
    func run(_ count: Int, expected: String? = nil, _ make: @escaping @Sendable (Int) -> Request) async throws -> BenchServer.Timings {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let timings = try await run(count, expected: expected, make, on: group)
            try? await group.shutdownGracefully()
            return timings
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    private func run(
        _ count: Int,
        expected: String?,
        _ make: @escaping @Sendable (Int) -> Request,
        on group: MultiThreadedEventLoopGroup
    ) async throws -> BenchServer.Timings {
        let ticket = BenchServer.Ticket()
        let start = ContinuousClock.now
        var finished: [EventLoopFuture<[Double]>] = []
        for _ in 0..<min(connections, count) {
            let done = group.any().makePromise(of: [Double].self)
            let handler = ClosedLoop(count: count, ticket: ticket, expected: expected, make: make, host: host, done: done)
            let bootstrap = ClientBootstrap(group: group).channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            let channel = try await bootstrap.connect(host: host, port: port).get()
            finished.append(done.futureResult.always { _ in channel.close(promise: nil) })
        }
        var seconds: [Double] = []
        for future in finished { seconds += try await future.get() }
        let wall = ContinuousClock.now - start
        return BenchServer.Timings(seconds: seconds, wall: wall / .seconds(1))
    }

    /// One connection's loop: take a ticket, send, wait for the whole answer, check it, repeat.
    private final class ClosedLoop: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPClientResponsePart
        typealias OutboundOut = HTTPClientRequestPart

        let count: Int
        let ticket: BenchServer.Ticket
        let expected: String?
        let make: @Sendable (Int) -> Request
        let host: String
        let done: EventLoopPromise<[Double]>
        private var latencies: [Double] = []
        private var sentAt = ContinuousClock.now
        private var status: HTTPResponseStatus = .ok
        private var body = ByteBuffer()

        init(
            count: Int,
            ticket: BenchServer.Ticket,
            expected: String?,
            make: @escaping @Sendable (Int) -> Request,
            host: String,
            done: EventLoopPromise<[Double]>
        ) {
            self.count = count
            self.ticket = ticket
            self.expected = expected
            self.make = make
            self.host = host
            self.done = done
        }

        func channelActive(context: ChannelHandlerContext) { sendNext(context) }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                status = head.status
                body.clear()
            case .body(var part):
                body.writeBuffer(&part)
            case .end:
                let took = ContinuousClock.now - sentAt
                latencies.append(took / .seconds(1))
                let answer = String(buffer: body)
                guard status == .ok, expected.map({ answer == $0 }) ?? true else {
                    done.fail(Refused(description: "answered \(status.code): \(answer.prefix(300))"))
                    return
                }
                sendNext(context)
            }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) { done.fail(error) }

        func channelInactive(context: ChannelHandlerContext) { done.fail(Refused(description: "the server closed the connection")) }

        private func sendNext(_ context: ChannelHandlerContext) {
            let index = ticket.take()
            guard index < count else {
                done.succeed(latencies)
                return
            }
            let request = make(index)
            var head = HTTPRequestHead(version: .http1_1, method: request.method, uri: request.uri)
            head.headers.add(name: "Host", value: host)
            for (name, value) in request.headers { head.headers.add(name: name, value: value) }
            let body = request.body.map { ByteBuffer(string: $0) }
            head.headers.add(name: "Content-Length", value: String(body?.readableBytes ?? 0))
            sentAt = ContinuousClock.now
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
