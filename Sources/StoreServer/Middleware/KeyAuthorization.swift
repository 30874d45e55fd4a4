import Crypto
import Foundation
import Hummingbird

/// `Authorization: Bearer <key>` checked against a set of keys, compared as SHA-256 digests (whose
/// comparison takes the same time wherever they differ).
struct KeyAuthorization: Sendable {
    private let digests: [SHA256Digest]
    /// What the keys are for, in errors (`app`, `admin`).
    let role: String

    init(keys: [String], role: String) {
        digests = keys.map { SHA256.hash(data: Data($0.utf8)) }
        self.role = role
    }

    /// Whether `key` is one of the keys (compared as digests).
    func accepts(_ key: String) -> Bool {
        guard key.utf8.count <= 1024 else { return false }
        let digest = SHA256.hash(data: Data(key.utf8))
        var matched = false
        for known in digests where known == digest { matched = true }
        return matched
    }

    /// Throws 401 unless `request` carries one of the keys.
    func check(_ request: Request) throws(ServerError) {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "), header.utf8.count <= 1024 else {
            throw ServerError(.unauthorized, "send Authorization: Bearer <\(role) key>", status: .unauthorized)
        }
        guard accepts(String(header.dropFirst("Bearer ".count))) else {
            throw ServerError(.unauthorized, "not a valid \(role) key", status: .unauthorized)
        }
    }
}

/// The middleware form, for a group of routes.
struct KeyAuthorizationMiddleware<Context: RequestContext>: RouterMiddleware {
    let authorization: KeyAuthorization

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try authorization.check(request)
        return try await next(request, context)
    }
}
