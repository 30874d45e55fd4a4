#if Server
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP relay on loopback in front of a test server (a database, say): what arrives on ``port`` goes to the
/// target port and back. ``cut()`` closes every relayed connection and stops listening, as a server that
/// went away (connections end, new ones are refused); ``restore()`` listens again on the same port. Its
/// blocking calls run on threads of their own.
public final class TCPRelay: @unchecked Sendable {  // mutable state is guarded by `lock`
    /// The port clients connect to.
    public let port: Int
    private let target: Int
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var relayed: Set<Int32> = []
    private var acceptorDone: DispatchSemaphore?

    /// Starts relaying from a free port to 127.0.0.1:`target`.
    public init(to target: Int) throws {
        self.target = target
        let listener = try LoopbackSocket.listen(on: 0)
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        port = Int(UInt16(bigEndian: address.sin_port))
        start(listener)
    }

    /// Ends every relayed connection and refuses new ones until ``restore()``.
    public func cut() {
        let (listener, relayed, done) = lock.withLock {
            defer {
                self.listener = -1
                self.relayed = []
            }
            return (self.listener, self.relayed, acceptorDone)
        }
        guard listener >= 0 else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        done?.wait()
        close(listener)
        for socket in relayed { shutdown(socket, Int32(SHUT_RDWR)) }
    }

    /// Listens on ``port`` again.
    public func restore() throws {
        guard lock.withLock({ listener < 0 }) else { return }
        start(try LoopbackSocket.listen(on: port))
    }

    deinit { cut() }

    private func start(_ listener: Int32) {
        let done = DispatchSemaphore(value: 0)
        lock.withLock {
            self.listener = listener
            acceptorDone = done
        }
        Thread { [weak self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    // Interrupted, or a connection that ended before it was taken: keep listening. Anything else
                    // (the listener shut down by `cut()`) ends the relay.
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    break
                }
                guard let self else {
                    close(client)
                    break
                }
                self.relay(client)
            }
            done.signal()
        }
        .start()
    }

    private func relay(_ client: Int32) {
        guard let server = try? LoopbackSocket.connect(to: target) else {
            close(client)
            return
        }
        lock.withLock {
            relayed.insert(client)
            relayed.insert(server)
        }
        let finished = DispatchGroup()
        for (from, to) in [(client, server), (server, client)] {
            finished.enter()
            Thread {
                Self.pump(from, to)
                finished.leave()
            }
            .start()
        }
        Thread { [self] in
            finished.wait()
            lock.withLock {
                relayed.remove(client)
                relayed.remove(server)
            }
            close(client)
            close(server)
        }
        .start()
    }

    /// Copies bytes until either side ends, then ends both.
    private static func pump(_ from: Int32, _ to: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        copying: while true {
            let count = buffer.withUnsafeMutableBytes { read(from, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            var sent = 0
            while sent < count {
                let written = buffer[sent..<count].withUnsafeBytes { write(to, $0.baseAddress, $0.count) }
                if written <= 0 { break copying }
                sent += written
            }
        }
        shutdown(from, Int32(SHUT_RDWR))
        shutdown(to, Int32(SHUT_RDWR))
    }
}
#endif
