#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperTesting
import Testing

@testable import StoreServer

/// Every failure kind leaves StoreServer in its route group's format (JSON under `/v1`, `/admin/v1` and
/// `/apple`, a page under `/dashboard`) with its status, a request id and never its detail.
@Suite struct ErrorSurfaceTests {
    static let kinds: [ServerError.Kind] = [
        .badRequest, .bodyTooLarge, .verificationFailed, .environmentNotAccepted, .unauthorized, .storageFailure, .insufficientBalance,
        .unknownUser, .notConfigured, .unknownOffer, .signingFailed, .ownedByAnotherUser, .tooManyAttempts, .unknownProduct,
        .notEligible, .requestIdReused, .staleRequest, .alreadyAnswered, .invalidReceipt, .receiptWithoutPurchases, .receiptNotFound,
        .appStoreUnavailable,
    ]
    static let surfaces = ["/v1/fail", "/admin/v1/fail", "/apple/fail", "/dashboard/fail"]

    @Test func eachKindReachesEachSurfaceWithItsStatusAndWithoutItsDetail() async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: ServerFailures.middleware())
        for surface in Self.surfaces {
            router.get("\(surface.dropFirst())/:kind") { _, context -> String in
                throw ServerError(.init(rawValue: context.parameters.get("kind") ?? ""), "a sentence for anyone", detail: "SECRET-DETAIL")
            }
        }
        try await Application(router: router).test(.router) { client in
            for surface in Self.surfaces {
                for kind in Self.kinds {
                    try await client.execute(uri: "\(surface)/\(kind.rawValue)", method: .get) { response in
                        let body = String(buffer: response.body)
                        #expect(response.status == kind.status, "\(surface) \(kind)")
                        #expect(!body.contains("SECRET"), "\(surface) \(kind) leaked its detail")
                        if surface == "/dashboard/fail" {
                            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true, "\(kind)")
                            #expect(body.contains("a sentence for anyone") && body.contains("\(kind.rawValue) · request "), "\(kind): \(body)")
                        } else {
                            let json = try JSONDecoder().decode([String: [String: String]].self, from: Data(buffer: response.body))
                            #expect(json["error"]?["kind"] == kind.rawValue && json["error"]?["message"] == "a sentence for anyone", "\(kind)")
                            #expect(json["error"]?["requestId"]?.isEmpty == false, "\(surface) \(kind)")
                        }
                    }
                }
            }
        }
    }

    @Test func theSameFailureOfTheRealServerIsJSONForProgramsAndAPageForPeople() async throws {
        try await withServer(try settings(trusting: [])) { client, _ in
            let api = try await client.execute(uri: "/admin/v1/users/nobody", method: .get, headers: .admin)
            #expect(api.status == .notFound && errorKind(api) == "unknown-user")
            let page = try await client.execute(uri: "/dashboard/customers/nobody", method: .get, headers: .admin)
            #expect(page.status == .notFound && page.headers[.contentType]?.hasPrefix("text/html") == true)
            let unmatched = try await client.execute(uri: "/v1/nothing-here", method: .get, headers: .app)
            #expect(unmatched.status == .notFound && errorKind(unmatched) == "not-found")
            let noKey = try await client.execute(uri: "/dashboard/sign-out", method: .post)
            #expect(noKey.status == .unauthorized && String(buffer: noKey.body).contains("unauthorized · request "))
        }
    }
}
#endif
