#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import LocalAppStore
import NIOCore
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// Production data is Apple's alone: a local App Store playing Production is trusted only through the setting
/// made for tests, never through `extraRoots`, and even then its app Apple ID must be the server's.
@Suite struct ProductionTrustTests {
    @Test func aLocalStoresProductionDataIsTrustedOnlyThroughTheTestSetting() async throws {
        var store = try Florist.store(["appAppleId": "42", "environment": "Production"])
        _ = try store.purchase(Florist.large)
        let notification = try #require(store.outbox(from: 0).last?.signedPayload)
        var trustedBeside = try settings(trusting: [store], environments: ["Sandbox"])
        trustedBeside.environments = [.production, .sandbox]
        trustedBeside.appAppleId = 42
        var trustedForProduction = trustedBeside
        trustedForProduction.testRootsTrustedForProduction = trustedBeside.extraRoots
        var anotherApp = trustedForProduction
        anotherApp.appAppleId = 43

        for (settings, accepted, why) in [
            (trustedBeside, false, "extraRoots are for the test environments"),
            (anotherApp, false, "another app's Production data"),
            (trustedForProduction, true, "trusted for Production by the test setting"),
        ] {
            try await withServer(settings) { client, storage in
                let answer = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(notification))
                #expect((answer.status == .ok) == accepted, "\(why): \(answer.status)")
                #expect(accepted || errorKind(answer) == "verification-failed", "\(why)")
                #expect(try await storage.notificationCount() == (accepted ? 1 : 0), "\(why)")
            }
        }
    }
}
#endif
