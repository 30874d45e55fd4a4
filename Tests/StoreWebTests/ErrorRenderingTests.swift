#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationEssentialsCompat
import Testing

@testable import StoreWeb

/// One middleware turns every failure into an answer in its route group's format, with a request id, and
/// keeps the detail for the log.
@Suite struct ErrorRenderingTests {
    struct Secret: Error, CustomStringConvertible {
        var description: String { "password=hunter2 at db.internal:5432" }
    }

    static func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(
            middleware: ErrorRenderingMiddleware(
                failure: { _ in nil },
                surfaces: [("/pages", .html)],
                fallback: .json
            )
        )
        router.get("pages/form") { _, _ -> String in throw WebError.crossSite("the form came from elsewhere") }
        router.get("api/form") { _, _ -> String in throw WebError.crossSite("the form came from elsewhere") }
        router.get("api/broken") { _, _ -> String in throw Secret() }
        router.get("pages/broken") { _, _ -> String in throw Secret() }
        return router
    }

    @Test func eachRouteGroupAnswersInItsFormatWithAKindAndARequestId() async throws {
        try await Application(router: Self.router()).test(.router) { client in
            try await client.execute(uri: "/api/form", method: .get) { response in
                #expect(response.status == .forbidden && response.headers[.contentType] == "application/json")
                let body = try JSONDecoder().decode([String: [String: String]].self, from: Data(buffer: response.body))
                #expect(body["error"]?["kind"] == "cross-site" && body["error"]?["message"] == "the form came from elsewhere")
                #expect(body["error"]?["requestId"]?.isEmpty == false)
            }
            try await client.execute(uri: "/pages/form", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(response.status == .forbidden && response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(page.contains("the form came from elsewhere") && page.contains("cross-site · request "))
            }
            try await client.execute(uri: "/api/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains(#""kind":"not-found""#))
            }
        }
    }

    @Test func anUnknownErrorIsInternalAndItsWordsStayInTheLog() async throws {
        try await Application(router: Self.router()).test(.router) { client in
            for uri in ["/api/broken", "/pages/broken"] {
                try await client.execute(uri: uri, method: .get) { response in
                    let body = String(buffer: response.body)
                    #expect(response.status == .internalServerError, "\(uri)")
                    #expect(body.contains("internal") && body.contains("request id"), "\(uri): \(body)")
                    #expect(!body.contains("hunter2") && !body.contains("db.internal"), "\(uri) leaked: \(body)")
                }
            }
        }
    }
}
#endif
