#if Server
import Foundation
import NIOSSL
import PostgresNIO
public import StoreStorage

/// Where a PostgreSQL database is, read from a `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=…]`
/// URL. `sslmode` is `disable`, `prefer` (the default) or `require`.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String?
    public var sslMode: String

    /// Reads `url`; the error names what is missing or wrong.
    public init(url: String) throws(StorageError) {
        guard let parts = URLComponents(string: url), ["postgres", "postgresql"].contains(parts.scheme ?? "") else {
            throw StorageError(.invalidRequest, "not a postgres:// URL")
        }
        guard let host = parts.host, !host.isEmpty else { throw StorageError(.invalidRequest, "the PostgreSQL URL names no host") }
        guard let username = parts.user, !username.isEmpty else { throw StorageError(.invalidRequest, "the PostgreSQL URL names no user") }
        let mode = parts.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        guard ["disable", "prefer", "require"].contains(mode) else {
            throw StorageError(.invalidRequest, "sslmode must be disable, prefer or require, not \(mode)")
        }
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        self.host = host
        self.port = parts.port ?? 5432
        self.username = username.removingPercentEncoding ?? username
        self.password = parts.password.map { $0.removingPercentEncoding ?? $0 }
        self.database = path.isEmpty ? nil : path
        self.sslMode = mode
    }

    /// The same server, another database (tests make one database each).
    public func with(database: String) -> PostgresLocation {
        var copy = self
        copy.database = database
        return copy
    }

    /// The URL of this location (the password left out).
    public var description: String { "postgres://\(username)@\(host):\(port)/\(database ?? "")" }

    /// A single connection's configuration (the same server, user and TLS as the pool's).
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch sslMode {
            case "disable": .disable
            case "require": .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            default: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration = PostgresConnection.Configuration(
            host: host,
            port: port,
            username: username,
            password: password,
            database: database,
            tls: tls
        )
        configuration.options.connectTimeout = .seconds(3)
        return configuration
    }

    /// The pool's configuration; with `lz4`, large values (the signed payloads, a few kilobytes each) are
    /// compressed with LZ4 instead of PostgreSQL's default pglz, which costs several times the CPU.
    func clientConfiguration(lz4: Bool) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch sslMode {
            case "disable": .disable
            case "require": .require(.makeClientConfiguration())
            default: .prefer(.makeClientConfiguration())
            }
        var configuration = PostgresClient.Configuration(
            host: host,
            port: port,
            username: username,
            password: password,
            database: database,
            tls: tls
        )
        configuration.options.maximumConnections = 20
        // A database that does not answer is known in seconds (postgres-nio waits 10 s by default).
        configuration.options.connectTimeout = .seconds(3)
        if lz4 { configuration.options.additionalStartupParameters = [("default_toast_compression", "lz4")] }
        return configuration
    }
}
#endif
