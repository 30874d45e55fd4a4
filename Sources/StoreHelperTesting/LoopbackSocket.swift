#if Server
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocking TCP sockets on 127.0.0.1, for the test helpers that speak raw TCP.
enum LoopbackSocket {
    private static func socketAddress(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func newSocket() throws -> Int32 {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw RawConnectionError("no socket") }
        return socket
    }

    /// A socket listening on `port` (0: a free one).
    static func listen(on port: Int) throws -> Int32 {
        let socket = try newSocket()
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = socketAddress(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #if canImport(Glibc)
        let listening = bound == 0 ? Glibc.listen(socket, 64) : -1
        #else
        let listening = bound == 0 ? Darwin.listen(socket, 64) : -1
        #endif
        guard listening == 0 else {
            close(socket)
            throw RawConnectionError("cannot listen on port \(port)")
        }
        return socket
    }

    /// A socket connected to `port`.
    static func connect(to port: Int) throws -> Int32 {
        let socket = try newSocket()
        var address = socketAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard connected == 0 else {
            close(socket)
            throw RawConnectionError("cannot connect to port \(port)")
        }
        return socket
    }
}
#endif
