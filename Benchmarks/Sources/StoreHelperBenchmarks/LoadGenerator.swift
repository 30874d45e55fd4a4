#if Server
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// Closed-loop HTTP/1.1 load for the benches: each keep-alive connection sends its next request as soon
/// as the last answer is in. Built on SwiftNIO's channels directly (no task, no client request object and
/// no HTTP codec per request: bytes out, a minimal reader in), on an event-loop thread of its own, as a
/// C load generator such as wrk would be, so the generator takes little of the cores it shares with the server.
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

    /// Sends requests 0..<count (request `i` is `make(i)`, or with `distinct`, `make(i % distinct)`, those
    /// encoded once beforehand, as wrk sends its requests) over the connections; every answer must be a
    /// 200, and `expected` (when given) its exact body. Returns each request's latency and the wall time.
    func run(
        _ count: Int,
        distinct: Int? = nil,
        expected: String? = nil,
        _ make: @escaping @Sendable (Int) -> Request
    ) async throws -> BenchServer.Timings {
        let host = host
        let encode: @Sendable (Int) -> ByteBuffer
        if let distinct {
            let encoded = (0..<max(1, distinct)).map { Self.bytes(of: make($0), host: host) }
            encode = { encoded[$0 % encoded.count] }
        } else {
            encode = { Self.bytes(of: make($0), host: host) }
        }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let timings = try await run(count, expected: expected, encode, on: group)
            try? await group.shutdownGracefully()
            return timings
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// `request` as the bytes sent for it.
    static func bytes(of request: Request, host: String) -> ByteBuffer {
        let body = Array((request.body ?? "").utf8)
        var head = "\(request.method.rawValue) \(request.uri) HTTP/1.1\r\nHost: \(host)\r\n"
        for (name, value) in request.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        var buffer = ByteBufferAllocator().buffer(capacity: head.utf8.count + body.count)
        buffer.writeString(head)
        buffer.writeBytes(body)
        return buffer
    }

    private func run(
        _ count: Int,
        expected: String?,
        _ encode: @escaping @Sendable (Int) -> ByteBuffer,
        on group: MultiThreadedEventLoopGroup
    ) async throws -> BenchServer.Timings {
        let ticket = BenchServer.Ticket()
        let start = ContinuousClock.now
        var finished: [EventLoopFuture<[Double]>] = []
        for _ in 0..<min(connections, count) {
            let done = group.any().makePromise(of: [Double].self)
            let handler = ClosedLoop(count: count, ticket: ticket, expected: expected, encode: encode, done: done)
            let bootstrap = ClientBootstrap(group: group).channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
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

    /// One connection's loop: take a ticket, send, wait for the whole answer, check it, repeat. Requests
    /// go out as bytes written here; answers are read by ``ResponseReader`` (status line, `Content-Length`,
    /// body), so the generator spends little of the cores it shares with the server.
    private final class ClosedLoop: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        let count: Int
        let ticket: BenchServer.Ticket
        let expected: [UInt8]?
        let encode: @Sendable (Int) -> ByteBuffer
        let done: EventLoopPromise<[Double]>
        private var latencies: [Double] = []
        private var sentAt = ContinuousClock.now
        private var reader = ResponseReader()

        init(
            count: Int,
            ticket: BenchServer.Ticket,
            expected: String?,
            encode: @escaping @Sendable (Int) -> ByteBuffer,
            done: EventLoopPromise<[Double]>
        ) {
            self.count = count
            self.ticket = ticket
            self.expected = expected.map { Array($0.utf8) }
            self.encode = encode
            self.done = done
        }

        func channelActive(context: ChannelHandlerContext) { sendNext(context) }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var bytes = unwrapInboundIn(data)
            do {
                guard let answer = try reader.read(&bytes) else { return }
                let took = ContinuousClock.now - sentAt
                latencies.append(took / .seconds(1))
                guard answer.status == 200, expected.map({ answer.body == $0 }) ?? true else {
                    done.fail(Refused(description: "answered \(answer.status): \(String(decoding: answer.body.prefix(300), as: UTF8.self))"))
                    return
                }
                guard bytes.readableBytes == 0 else { throw Refused(description: "answered more than was asked") }
                sendNext(context)
            } catch {
                done.fail(error)
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
            let buffer = encode(index)
            sentAt = ContinuousClock.now
            context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
        }
    }

    /// Reads HTTP/1.1 answers from the bytes as they arrive: the status, then a body of `Content-Length`
    /// bytes (the server answers every request so; anything else is refused).
    struct ResponseReader {
        /// One whole answer.
        struct Answer {
            let status: Int
            let body: [UInt8]
        }

        private var pending: [UInt8] = []
        /// The status, the body's length and where the body starts, once the head is in.
        private var head: (status: Int, length: Int, bodyStart: Int)?
        /// The most an answer's head may take.
        private static let maximumHead = 16 * 1024

        /// The answer completed by `bytes`, or `nil` while it is still arriving.
        mutating func read(_ bytes: inout ByteBuffer) throws -> Answer? {
            bytes.withUnsafeReadableBytes { pending.append(contentsOf: $0) }
            bytes.moveReaderIndex(to: bytes.writerIndex)
            if head == nil {
                guard let end = Self.endOfHead(in: pending) else {
                    guard pending.count <= Self.maximumHead else { throw Refused(description: "sent a head over 16 KiB") }
                    return nil
                }
                let (status, length) = try Self.parseHead(pending[..<end])
                head = (status, length, end + 4)
            }
            guard let head, pending.count >= head.bodyStart + head.length else { return nil }
            let bodyEnd = head.bodyStart + head.length
            let answer = Answer(status: head.status, body: Array(pending[head.bodyStart..<bodyEnd]))
            bytes.writeBytes(pending[bodyEnd...])
            pending.removeAll(keepingCapacity: true)
            self.head = nil
            return answer
        }

        /// The blank line that ends a head.
        private static let endOfHead = Array("\r\n\r\n".utf8)

        /// Where the blank line that ends the head starts in `bytes`, if it is there: each carriage return,
        /// found by `firstIndex(of:)` on the array (specialized here; Foundation's generic `firstRange(of:)`
        /// on `DataProtocol` took more of the generator's time than its sockets), checked for the rest.
        private static func endOfHead(in bytes: [UInt8]) -> Int? {
            var start = bytes.startIndex
            while let carriageReturn = bytes[start...].firstIndex(of: 13) {
                if bytes[carriageReturn...].starts(with: endOfHead) { return carriageReturn }
                start = carriageReturn + 1
            }
            return nil
        }

        private static let statusPrefix = Array("HTTP/1.1 ".utf8)
        private static let contentLength = Array("content-length:".utf8)
        private static let transferEncoding = Array("transfer-encoding:".utf8)

        /// The status and `Content-Length` of a head (without its final blank line).
        private static func parseHead(_ head: ArraySlice<UInt8>) throws -> (status: Int, length: Int) {
            let lines = head.split(separator: 10).map { $0.last == 13 ? $0.dropLast() : $0 }
            guard let statusLine = lines.first, statusLine.starts(with: statusPrefix), statusLine.count >= statusPrefix.count + 3,
                let status = Int(String(decoding: statusLine.dropFirst(statusPrefix.count).prefix(3), as: UTF8.self))
            else {
                throw Refused(description: "sent a status line that is not HTTP/1.1: \(String(decoding: lines.first ?? [], as: UTF8.self))")
            }
            var length: Int?
            for line in lines.dropFirst() {
                let lowered = line.prefix(transferEncoding.count).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
                if lowered.starts(with: transferEncoding) { throw Refused(description: "sent a body without Content-Length") }
                guard lowered.starts(with: contentLength) else { continue }
                length = Int(String(decoding: line.dropFirst(contentLength.count), as: UTF8.self).trimmingCharacters(in: .whitespaces))
            }
            guard let length, length >= 0 else { throw Refused(description: "sent an answer without Content-Length") }
            return (status, length)
        }
    }
}
#endif
