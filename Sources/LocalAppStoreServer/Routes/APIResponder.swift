#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI

/// What every App Store Server API route does around its own work: the rate limits, the bearer token,
/// and the JSON answer.
struct APIResponder: Sendable {
    let access: StoreAccess
    /// The wall clock tokens are checked against.
    let clock: any ServiceClock
    /// `--rate-limit`: one limit on every request, checked before the token.
    let rateLimiter: RateLimiter?
    /// Apple's limits per endpoint, checked once the token says which app asks.
    let appleLimits: AppleRateLimits

    /// Why a request is refused before its work.
    private enum Refusal: Error {
        case unauthorized(Unauthorized)
        case rateLimited(RateLimited)

        var error: any Error {
            switch self {
            case .unauthorized(let error): error
            case .rateLimited(let error): error
            }
        }
    }

    /// Answers with what `body` reads from the store, as JSON.
    func read<Answer: Encodable & Sendable>(
        _ request: Request,
        _ body: @escaping @Sendable (LocalAppStore) throws(ServerAPIError) -> Answer
    ) async throws -> Response {
        try admit()
        let (header, now, endpoint) = (request.headers[.authorization], clock.now, AppleRateLimits.endpoint(request.method, path: request.uri.path))
        let limits = appleLimits
        let answer = try await access.read { (store) throws(ServerAPIError) -> Result<Answer, Refusal> in
            if let refusal = Self.gate(header, endpoint: endpoint, store: store, now: now, limits: limits) { return .failure(refusal) }
            return .success(try body(store))
        }
        switch answer {
        case .success(let answer): return try Self.json(answer)
        case .failure(let refusal): throw refusal.error
        }
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

    /// Throws unless the rate limits admit the request and its token is good.
    func authorize(_ request: Request) async throws {
        try admit()
        let (header, now, endpoint) = (request.headers[.authorization], clock.now, AppleRateLimits.endpoint(request.method, path: request.uri.path))
        let limits = appleLimits
        let refusal = try await access.read { (store) throws(ServerAPIError) -> Refusal? in
            Self.gate(header, endpoint: endpoint, store: store, now: now, limits: limits)
        }
        if let refusal { throw refusal.error }
    }

    /// The token's check, then Apple's limit of `endpoint` in the store's environment.
    private static func gate(
        _ header: String?,
        endpoint: ServerAPIRateLimit?,
        store: LocalAppStore,
        now: Date,
        limits: AppleRateLimits
    ) -> Refusal? {
        do throws(Unauthorized) { try APIAuthorization.check(header, store: store, now: now) } catch { return .unauthorized(error) }
        guard let endpoint, let limited = limits.admit(endpoint, in: store.environment) else { return nil }
        return .rateLimited(limited)
    }

    private func admit() throws(RateLimited) {
        if let refusal = rateLimiter?.refusal() { throw refusal }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let data = try JSONEncoder().encode(value)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
#endif
