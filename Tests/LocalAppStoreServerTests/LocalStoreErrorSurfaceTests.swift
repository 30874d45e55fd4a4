#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreServer
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import Testing

/// The local store's failures leave in one format per surface: Apple's `{"errorCode", "errorMessage"}` under
/// `/inApps`, a page under `/console`.
@Suite struct LocalStoreErrorSurfaceTests {
    @Test func theAPIAnswersInApplesFormatAndTheConsoleWithPages() async throws {
        let served = try ServedStore()
        try await Application(router: served.server.router()).test(.router) { client in
            let noToken = try await client.execute(uri: "/inApps/v1/transactions/2000000000000001", method: .get)
            #expect(noToken.status == .unauthorized && noToken.body.readableBytes == 0, "401 with no body, as Apple answers")
            let unmatched = try await client.execute(uri: "/inApps/v1/nothing-here", method: .get)
            let payload = try JSONDecoder().decode(ErrorPayload.self, from: Data(buffer: unmatched.body))
            #expect(unmatched.status == .notFound && payload.errorCode == APIErrorCode.generalBadRequest.rawValue)
            let page = try await client.execute(uri: "/console/nothing-here", method: .get)
            #expect(page.status == .notFound && page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(String(buffer: page.body).contains("not-found · request "))
            let crossSite = try await client.execute(
                uri: "/console/advance",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .origin: "https://evil.example"],
                body: ByteBuffer(string: "by=1d&csrf=x")
            )
            #expect(crossSite.status == .forbidden && String(buffer: crossSite.body).contains("cross-site · request "))
        }
    }
}
#endif
