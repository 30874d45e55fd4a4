public import Foundation

/// One HTTP request StoreHelper sends to the app's server.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// The server's answer; header names are lowercased.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }
}

/// How StoreHelper talks HTTP to the app's server: one request, one answer. ``URLSessionTransport``
/// is the default; an app can bring its own (its networking stack, a test double).
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws when no answer came (offline, timed out, too large). An answer with any
    /// status is returned, not thrown.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
