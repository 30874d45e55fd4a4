#if Server
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to a test server on loopback that sends bytes exactly as given (no Host added, headers
/// duplicated, a request cut short): what a hostile client does that an HTTP client library will not. Its
/// blocking calls run on a thread of their own, never on Swift's cooperative pool (whose few threads the
/// server under test needs).
public final class RawConnection: @unchecked Sendable {  // the socket is only used by one call at a time
    private let socket: Int32

    /// Connects to 127.0.0.1:`port`.
    public init(port: Int) throws {
        socket = try LoopbackSocket.connect(to: port)
    }

    deinit { close(socket) }

    /// Sends `text` as it is.
    public func send(_ text: String) async throws {
        try await Self.offThePool { try self.sendBlocking(text) }
    }

    /// What arrives until the server closes the connection or `seconds` pass without it closing; `closed`
    /// says which.
    public func readUntilClosed(seconds: Int) async -> (text: String, closed: Bool) {
        await Self.offThePool { self.readBlocking(seconds: seconds) }
    }

    /// Runs `body` on a new thread.
    private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in Thread { continuation.resume(returning: body()) }.start() }
    }

    private func sendBlocking(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw RawConnectionError("the connection is closed") }
            sent += count
        }
    }

    private func readBlocking(seconds: Int) -> (text: String, closed: Bool) {
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var quietSeconds = 0
        while quietSeconds < seconds {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    quietSeconds += 1
                    continue
                }
                return (String(decoding: received, as: UTF8.self), true)  // reset by the server
            }
            received += buffer[..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}

/// A raw connection could not be made or used.
public struct RawConnectionError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
#endif
