#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import LocalAppStore
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// A parent or guardian withdraws consent for the app: the local App Store sends `RESCIND_CONSENT` with the account's
/// signed app transaction (https://developer.apple.com/documentation/appstoreservernotifications/appdata), the
/// server verifies and records it, customer info and the dashboard show it, and the `consentRescinded` setting
/// decides whether access goes with it.
@Suite struct ConsentRescindedTests {
    /// What alice's customer info and dashboard say after her account bought the large flowers and, a day later,
    /// her parent withdrew consent; the server's clock two days on, under `policy`.
    static func afterWithdrawal(
        _ policy: ConsentRescindedPolicy?,
        on backing: StorageBacking = .memory
    ) async throws -> (info: CustomerInfo, page: String, before: CustomerInfo) {
        var store = try Florist.store(["environment": "Sandbox"])
        guard case .purchased(let transaction) = try store.purchase(Florist.large) else { throw StoreError.invalidAction("not purchased") }
        try store.advance(by: Florist.day)
        try store.rescindConsent(accountId: LocalAppStore.defaultAccountId)
        let rescinded = try #require(store.outbox(from: 0).last)
        var settings = try settings(trusting: [store], environments: ["Sandbox"], entitlements: ["flowers": [Florist.large]])
        if let policy { settings.consentRescinded = policy }
        let clock = MockClock(Florist.start.addingTimeInterval(2 * Florist.day))
        let answers = NIOLockedValueBox<(CustomerInfo, String, CustomerInfo)?>(nil)
        try await withServer(settings, on: backing, clock: clock) { client, _ in
            let reported = try await client.execute(
                uri: "/v1/transactions",
                method: .post,
                headers: .app,
                body: ByteBuffer(data: try JSONEncoder().encode(TransactionIntake.Request(appUserId: "alice", signedTransactions: [transaction.jws])))
            )
            #expect(reported.status == .ok)
            let before = try await Self.info(client)
            let delivered = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(rescinded.signedPayload))
            #expect(delivered.status == .ok, "\(String(buffer: delivered.body))")
            let info = try await Self.info(client)
            let cookie = try #require(try await DashboardTests().signIn(client).cookie)
            let page = try await client.execute(uri: "/dashboard/customers/alice", method: .get, headers: [.cookie: cookie])
            answers.withLockedValue { $0 = (info, String(buffer: page.body), before) }
        }
        let (info, page, before) = try #require(answers.withLockedValue { $0 })
        return (info, page, before)
    }

    static func info(_ client: some TestClientProtocol) async throws -> CustomerInfo {
        let answer = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app)
        return try JSONDecoder().decode(CustomerInfo.self, from: Data(answer.body.readableBytesView))
    }

    @Test(arguments: StorageBacking.available)
    func theWithdrawalIsShownAndAccessIsKeptByDefault(backing: StorageBacking) async throws {
        let (info, page, before) = try await Self.afterWithdrawal(nil, on: backing)
        #expect(before.consentRescindedDate == nil && before.activeProductIds == [Florist.large])
        #expect(info.consentRescindedDate == MillisecondDate(Florist.start.addingTimeInterval(Florist.day)), "the notification's signedDate")
        #expect(info.activeProductIds == [Florist.large], "Apple refunds and revokes nothing: the default keeps access")
        #expect(info.entitlements["flowers"]?.isActive == true)
        #expect(page.contains(#"id="consent-rescinded""#) && page.contains("Consent for the app withdrawn by a parent or guardian"))
    }

    @Test func revokeAccessGrantsNothingFromTheWithdrawalOn() async throws {
        let (info, page, before) = try await Self.afterWithdrawal(.revokeAccess)
        #expect(before.activeProductIds == [Florist.large], "an answer cached before the withdrawal is not served after it")
        #expect(info.consentRescindedDate != nil)
        #expect(info.activeProductIds.isEmpty && info.entitlements["flowers"]?.isActive == false)
        #expect(info.nonSubscriptionPurchases.map(\.productId) == [Florist.large], "the purchase itself stays shown")
        #expect(page.contains("No longer entitled to"))
    }

    @Test func theSettingIsReadFromTheFileAndTheEnvironmentAndRefusesOtherValues() throws {
        var configuration = ServerConfiguration()
        configuration.bundleId = Florist.bundleId
        configuration.environments = ["Sandbox"]
        configuration.appKeys = [appKey]
        configuration.adminKeys = [adminKey]
        #expect(try configuration.validated().consentRescinded == .keepAccess, "the default")
        let fromEnvironment = try ServerConfiguration.fromEnvironment(["STOREHELPER_SERVER_CONSENT_RESCINDED": "revoke-access"])
        #expect(try configuration.overlaid(with: fromEnvironment).validated().consentRescinded == .revokeAccess)
        configuration.consentRescinded = "revoke"
        #expect(throws: ServerConfigurationError(setting: "consentRescinded", "keep-access or revoke-access, not revoke")) {
            try configuration.validated()
        }
    }

    /// A RESCIND_CONSENT (no transaction, an app transaction in `appData`) is verified with its nested app transaction
    /// and stored once, as every notification is.
    @Test func rescindConsentIsVerifiedAndStored() async throws {
        var store = try Florist.store(["environment": "Sandbox"])
        try store.rescindConsent(accountId: LocalAppStore.defaultAccountId)
        let notification = try #require(store.outbox(from: 0).last?.signedPayload)
        try await withServer(try settings(trusting: [store], environments: ["Sandbox"])) { client, storage in
            let answer = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(notification))
            #expect(answer.status == .ok, "\(String(buffer: answer.body))")
            let stored = try await storage.notifications(limit: 10)
            #expect(stored.map(\.payload.notificationType) == [.rescindConsent])
        }
    }
}
#endif
