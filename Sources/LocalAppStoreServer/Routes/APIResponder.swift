import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI

/// What every App Store Server API route does around its own work: the rate limit, the bearer token,
/// and the JSON answer.
struct APIResponder: Sendable {
    let access: StoreAccess
    /// The wall clock tokens are checked against.
    let clock: any ServiceClock
    let rateLimiter: RateLimiter?

    /// Answers with what `body` reads from the store, as JSON.
    func read<Answer: Encodable & Sendable>(
        _ request: Request,
        _ body: @escaping @Sendable (LocalAppStore) throws(ServerAPIError) -> Answer
    ) async throws -> Response {
        try admit()
        let header = request.headers[.authorization]
        let now = clock.now
        let answer = try await access.read { (store) throws(ServerAPIError) -> Result<Answer, Unauthorized> in
            do throws(Unauthorized) { try APIAuthorization.check(header, store: store, now: now) } catch { return .failure(error) }
            return .success(try body(store))
        }
        return try Self.json(answer.get())
    }

    /// Answers with what `body` changes in the store, as JSON (`status` when it succeeds).
    func change<Answer: Encodable & Sendable>(
        _ request: Request,
        status: HTTPResponse.Status = .ok,
        _ body: @escaping @Sendable (inout LocalAppStore) throws(ServerAPIError) -> Answer
    ) async throws -> Response {
        try await authorize(request)
        return try Self.json(try await access.change(body), status: status)
    }

    /// Answers with no body (`status`) once `body` changed the store.
    func changeWithoutAnswer(
        _ request: Request,
        status: HTTPResponse.Status = .ok,
        _ body: @escaping @Sendable (inout LocalAppStore) throws(ServerAPIError) -> Void
    ) async throws -> Response {
        try await authorize(request)
        try await access.change(body)
        return Response(status: status)
    }

    /// Throws unless the rate limit admits the request and its token is good.
    func authorize(_ request: Request) async throws {
        try admit()
        let header = request.headers[.authorization]
        let now = clock.now
        try await access.read { (store) throws(ServerAPIError) -> Result<Void, Unauthorized> in
            do throws(Unauthorized) { try APIAuthorization.check(header, store: store, now: now) } catch { return .failure(error) }
            return .success(())
        }.get()
    }

    private func admit() throws(RateLimited) {
        if let rateLimiter, let wait = rateLimiter.admit() {
            throw RateLimited(limit: rateLimiter.limit, wait: wait)
        }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let data = try JSONEncoder().encode(value)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
