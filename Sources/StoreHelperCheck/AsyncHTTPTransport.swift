#if Server
package import AsyncHTTPClient
import Foundation
package import NIOCore
import NIOHTTP1
package import StoreHelper

/// StoreHelper's `HTTPTransport` over AsyncHTTPClient, for the tool's own connections to a server on
/// Linux (the check, the demo): keep-alive connections that survive a server closing them, which
/// URLSession on Linux does not always do.
package struct AsyncHTTPTransport: HTTPTransport {
    package var client: HTTPClient = .shared
    /// The largest answer accepted.
    package var maximumResponseBytes = 1 << 20
    /// How long a request may take.
    package var timeout: TimeAmount = .seconds(30)

    package init() {}

    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let answer = try await client.execute(outgoing, timeout: timeout)
        let body = try await answer.body.collect(upTo: maximumResponseBytes)
        var headers: [String: String] = [:]
        for header in answer.headers where headers[header.name.lowercased()] == nil { headers[header.name.lowercased()] = header.value }
        return HTTPResponse(status: Int(answer.status.code), headers: headers, body: Data(body.readableBytesView))
    }
}
#endif
