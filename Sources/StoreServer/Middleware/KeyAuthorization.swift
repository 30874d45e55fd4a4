#if Server
import Crypto
import Foundation
import Hummingbird

/// `Authorization: Bearer <key>` checked against a set of keys, compared as SHA-256 digests (whose
/// comparison takes the same time wherever they differ); wrong keys are counted per client, and a client
/// past the limit has its wrong keys answered 429 until its window ends (``FailedAuthentications``). A right
/// key always passes.
struct KeyAuthorization: Sendable {
    private let digests: [SHA256Digest]
    /// What the keys are for, in errors (`app`, `admin`).
    let role: String
    /// Wrong keys per client, shared by every key check of the server.
    let failures: FailedAuthentications

    init(keys: [String], role: String, failures: FailedAuthentications = FailedAuthentications()) {
        digests = keys.map { SHA256.hash(data: Data($0.utf8)) }
        self.role = role
        self.failures = failures
    }

    /// Whether `key` is one of the keys (compared as digests).
    func accepts(_ key: String) -> Bool {
        guard key.utf8.count <= 1024 else { return false }
        let digest = SHA256.hash(data: Data(key.utf8))
        var matched = false
        for known in digests where known == digest { matched = true }
        return matched
    }

    /// Returns when `request` carries one of the keys; otherwise throws 401, or 429 while `client` has made too
    /// many wrong tries.
    func check(_ request: Request, client: String) throws(ServerError) {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "), header.utf8.count <= 1024 else {
            try failures.check(client)
            throw ServerError(.unauthorized, "send Authorization: Bearer <\(role) key>")
        }
        if accepts(String(header.dropFirst("Bearer ".count))) { return }
        try failures.check(client)
        failures.record(client)
        throw ServerError(.unauthorized, "not a valid \(role) key")
    }
}

/// The middleware form, for a group of routes.
struct KeyAuthorizationMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext
    let authorization: KeyAuthorization

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try authorization.check(request, client: context.client)
        return try await next(request, context)
    }
}
#endif
