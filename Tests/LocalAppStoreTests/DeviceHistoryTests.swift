import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitInterface
import Testing

/// What StoreKit hands the app about its history and its download, as Apple documents it.
@Suite struct DeviceHistoryTests {
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/skincludeconsumableinapppurchasehistory:
    /// by default `Transaction.all` leaves out finished consumables unless refunded or revoked; with the key, it keeps them.
    @Test func finishedConsumablesLeaveTheDeviceHistoryUnlessTheAppIncludesThem() throws {
        for include in [false, true] {
            var store = try Florist.store(["includeConsumableHistory": include ? "on" : "off"])
            func buy(_ product: String) throws -> String {
                guard case .purchased(let signed) = try store.purchase(product) else { throw StoreError.invalidAction("not purchased") }
                return signed.payload.transactionId ?? ""
            }
            let ids = [try buy(Florist.plant), try buy(Florist.plant), try buy(Florist.plant), try buy(Florist.large)]
            for id in ids where id != ids[2] { try store.finish(id) }
            try store.refund(ids[1])
            let shown = store.deviceTransactions(for: LocalAppStore.defaultAccountId).map(\.id)
            #expect(shown == (include ? ids : Array(ids.dropFirst())), "include \(include)")
            #expect(store.transactions(for: LocalAppStore.defaultAccountId).count == 4, "the store itself keeps every transaction")
        }
    }

    /// https://developer.apple.com/documentation/appstoreserverapi/storetype: `CONSUMER`, the only value the API documents;
    /// `originalPlatform` as the store is set (iOS unless told otherwise).
    @Test func theAppTransactionSaysItsStoreTypeAndOriginalPlatform() throws {
        var store = try Florist.store()
        func payload() throws -> JWSAppTransactionDecodedPayload {
            try JSONDecoder().decode(JWSAppTransactionDecodedPayload.self, from: Data(try CompactJWS(try store.appTransaction()).payload))
        }
        #expect(try payload().storeType == .consumer && payload().originalPlatform == .iOS)
        try store.set("originalPlatform", to: "visionos")
        #expect(try payload().originalPlatform == .visionOS)
        #expect(throws: StoreError.self) { try store.set("originalPlatform", to: "Android") }
    }
}

/// RESCIND_CONSENT as Apple sends it (https://developer.apple.com/documentation/appstoreservernotifications/appdata):
/// `appData` with the account's signed app transaction, no `data`, no subtype; in Production, the app Apple ID.
@Suite struct RescindConsentTests {
    @Test func rescindConsentCarriesTheAccountsAppTransactionInAppData() throws {
        for (settings, appAppleId) in [(["environment": "Sandbox"], nil as Int64?), (["appAppleId": "42", "environment": "Production"], 42)] {
            var store = try Florist.store(settings)
            try store.addAccount("kid")
            try store.rescindConsent(accountId: "kid")
            let entry = try #require(store.outbox(from: 0).last)
            #expect(entry.notificationType == .rescindConsent && entry.subtype == nil && entry.accountId == "kid")
            let payload = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: Data(try CompactJWS(entry.signedPayload).payload))
            #expect(payload.data == nil && payload.summary == nil)
            let appData = try #require(payload.appData)
            #expect(appData.bundleId == Florist.bundleId && appData.environment == store.environment && appData.appAppleId == appAppleId)
            let signed = try #require(appData.signedAppTransactionInfo)
            let app = try JSONDecoder().decode(JWSAppTransactionDecodedPayload.self, from: Data(try CompactJWS(signed).payload))
            let kid = try #require(store.accounts.first { $0.id == "kid" })
            #expect(app.appTransactionId == kid.appTransactionId)
            #expect(throws: StoreError.self) { try store.rescindConsent(accountId: "nobody") }
        }
    }
}
